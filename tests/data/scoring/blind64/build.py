"""Expand the blind64 specs (specs.py) into one JSONL file per domain.

python tests/data/scoring/blind64/build.py

Each spec gives the question, the tool calls (arguments and a JSON output, an error, or
`missing` for a call whose output was never recorded), retries, and the final answer; this
script adds call ids, timestamps on 2026-11-20, llm_call events with token usage, the
trace, and metrics (latency, summed token usage, retry count, tool errors in order).
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
KEYS = [
    "category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
    "response", "set", "split", "tool_calls", "tool_outputs", "trace",
]


def _rng(case_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(case_id.encode()).hexdigest()[:16], 16))


def _call_id(case_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def build(spec: dict) -> dict:
    rng = _rng(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm = spec["at"].split(":")
    t = round(DAY + int(hh) * 3600 + int(mm) * 60 + rng.randint(0, 59), 3)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    calls, outputs, errors = [], [], []
    tokens_in = tokens_out = 0
    retries = 0
    context = 380 + len(spec["prompt"]) // 3 + rng.randint(0, 120)

    def llm(out_tokens: int | None = None) -> None:
        nonlocal tokens_in, tokens_out
        i_tok = context + rng.randint(0, 40)
        o_tok = out_tokens if out_tokens is not None else rng.randint(28, 70)
        tokens_in += i_tok
        tokens_out += o_tok
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i_tok, "output_tokens": o_tok}})

    llm()
    t += rng.uniform(0.9, 2.2)
    for n, call in enumerate(spec.get("calls", [])):
        cid = _call_id(spec["id"], n, model)
        if call.get("retry"):
            retries += 1
            t += call.get("backoff", rng.uniform(0.5, 1.5))
            trace.append({"event": "retry", "tool": call["tool"], "attempt": call["retry"],
                          "previous_call_id": _call_id(spec["id"], n - 1, model), "timestamp": round(t, 3)})
            t += 0.05
        t_start = round(t, 3)
        calls.append({"args": call["args"], "id": cid, "timestamp": t_start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": t_start,
                      "tool": call["tool"]})
        t += call.get("duration", rng.uniform(0.3, 1.4))
        if call.get("missing"):
            # the output was never recorded: no tool_end, no tool_outputs entry
            t += rng.uniform(1.0, 3.0)
        else:
            error = call.get("error")
            output = call.get("output")
            t_end = round(t, 3)
            outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": t_end,
                            "tool": call["tool"]})
            trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                          "timestamp": t_end, "tool": call["tool"]})
            if error is not None:
                errors.append(error)
        context += len(json.dumps(call.get("output"))) // 4 + 30
        nxt = spec["calls"][n + 1] if n + 1 < len(spec["calls"]) else None
        if nxt is None or not nxt.get("retry"):
            t += rng.uniform(0.2, 0.6)
            llm()
            t += rng.uniform(0.8, 2.0)
    for _ in range(spec.get("llm_loop", 0)):
        # the model re-generating the same step without progress
        t += rng.uniform(1.8, 2.6)
        llm(out_tokens=spec.get("loop_tokens", 64))
    t += rng.uniform(0.8, 2.5)
    llm(out_tokens=len(spec["response"]) // 4 + rng.randint(0, 10))
    t += rng.uniform(1.0, 3.0)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind64",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert list(record) == KEYS
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
