"""Expand the compact specs in specs.py into <domain>.jsonl records (set "blind95").

Run: python tests/data/scoring/blind95/build.py

Each spec gives the prompt, the steps (tool calls with args and an output or an error, retry
markers, extra LLM turns, a call whose output never arrived) and the final answer. This script
adds call ids, timestamps on 2026-11-20 (UTC), token usage, the trace and the metrics.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800  # 2026-11-20T00:00:00Z

KEYS = (
    "category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
    "response", "set", "split", "tool_calls", "tool_outputs", "trace",
)


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _usage(seed: str, n: int, base_in: int) -> dict:
    v = _h(seed, n)
    return {"input_tokens": base_in + v % 300, "output_tokens": 30 + (v >> 12) % 110}


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    anthropic = model.startswith("claude")
    t = DAY0 + spec["start"]  # seconds after midnight UTC
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    n_llm = 0
    ctx = 380 + _h(rid) % 200

    def llm(repeat_usage: dict | None = None) -> None:
        nonlocal n_llm, t, ctx
        usage = repeat_usage or _usage(rid, n_llm, ctx)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        n_llm += 1
        ctx = usage["input_tokens"] + 250
        t += 0.6 + (_h(rid, "llm", n_llm) % 1500) / 1000

    llm()
    for k, step in enumerate(spec["steps"]):
        if "llm_repeat" in step:  # the model going round in circles: identical turns
            usage = _usage(rid, "loop", ctx)
            for _ in range(step["llm_repeat"]):
                llm(usage)
            continue
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step["retry"]})
            t += step.get("backoff", 1.0)
        digest = hashlib.sha256(f"{rid}:{k}".encode()).hexdigest()
        cid = ("toolu_01" + digest[:22]) if anthropic else ("call_" + digest[:12])
        start = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
        t += step.get("dur", 0.4 + (_h(rid, k) % 900) / 1000)
        if step.get("missing"):  # the call started; no result was ever recorded
            t += 0.3
            llm()  # the model wrote its answer anyway
            continue
        end = round(t, 3)
        err = step.get("error")
        out = None if err else step["out"]
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": step["tool"]})
        if err:
            errors.append(err)
        if not (step.get("then_retry")):
            llm()
    finish = round(t + 0.2 + (_h(rid, "fin") % 800) / 1000, 3)
    trace.append({"event": "agent_finish", "timestamp": finish})
    tin = sum(e["token_usage"]["input_tokens"] for e in trace if e["event"] == "llm_call")
    tout = sum(e["token_usage"]["output_tokens"] for e in trace if e["event"] == "llm_call")
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(finish - (DAY0 + spec["start"]), 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind95",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert tuple(sorted(record)) == KEYS
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for i, spec in enumerate(SPECS):
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["file"], []).append(build(spec, i))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for name, records in by_domain.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
