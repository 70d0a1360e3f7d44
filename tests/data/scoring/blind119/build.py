"""Expand the blind119 specs (specs.py) into one JSONL file per domain.

python tests/data/scoring/blind119/build.py

Each spec gives the prompt, the tool calls (arguments and JSON output or error text) and the final
answer; this adds call ids, timestamps on 2026-11-20, llm_call events with token usage, retry events,
and metrics. Deterministic: the same specs give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
from datetime import datetime, timezone
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
KEYS = {"category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
        "response", "set", "split", "tool_calls", "tool_outputs", "trace"}


def _call_id(rng: random.Random, model: str) -> str:
    if model.startswith("claude"):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice("0123456789abcdef") for _ in range(12))


def _start(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return DAY + h * 3600 + m * 60 + s


def build(spec: dict) -> dict:
    rng = random.Random(hashlib.sha256(spec["id"].encode()).hexdigest())
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = _start(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = len(spec["prompt"]) // 4 + rng.randint(380, 720)  # system prompt + tool schemas

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        context += out_tokens
        t += rng.uniform(0.8, 2.4)

    specs_calls = spec.get("calls", [])
    llm(rng.randint(28, 70) if specs_calls else len(spec["response"]) // 4 + rng.randint(5, 25))
    for i, c in enumerate(specs_calls):
        if c.get("retry"):
            retries += 1
            attempt = sum(1 for p in specs_calls[: i + 1] if p["tool"] == c["tool"] and p.get("retry")) + 1
            trace.append({"event": "retry", "tool": c["tool"], "attempt": attempt, "timestamp": round(t, 3)})
            t += c.get("backoff", rng.uniform(0.5, 2.0))
        cid = _call_id(rng, model)
        calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3),
                      "tool": c["tool"]})
        t += c.get("dur", rng.uniform(0.3, 1.6))
        if not c.get("missing"):
            err = c.get("error")
            out = None if err else c["output"]
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": c["tool"]})
            if err:
                errors.append(err)
            context += len(json.dumps(out if out is not None else err)) // 4 + 12
        nxt = specs_calls[i + 1] if i + 1 < len(specs_calls) else None
        if nxt is not None and nxt.get("retry"):
            continue  # the framework retries without asking the model
        if nxt is not None:
            llm(rng.randint(30, 80))
    if specs_calls:
        final = len(spec["response"]) // 4 + rng.randint(8, 30)
        for _ in range(spec.get("llm_loop", 0)):  # the model re-plans again and again with the same context
            trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                          "token_usage": {"input_tokens": context, "output_tokens": 61}})
            t += rng.uniform(1.0, 1.6)
        llm(final)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for e in trace:
        if e["event"] == "llm_call":
            usage["input_tokens"] += e["token_usage"]["input_tokens"]
            usage["output_tokens"] += e["token_usage"]["output_tokens"]
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - _start(spec["start"]), 3), "retries": retries,
                    "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind119",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert set(record) == KEYS
    assert (record["label"] == "clean") == (record["expected_cause"] is None)
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
