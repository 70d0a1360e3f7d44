"""Expand the blind70 specs (specs.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind70/build.py

Each spec gives the question, the tool calls in order (arguments and JSON output, or an error),
the final answer and the labels. This script adds what a recorder would: call ids in the
model's style, timestamps on 2026-11-20 from the spec's start time, token usage per LLM call,
the trace events (agent_start, llm_call, tool_start/tool_end, retry, agent_finish) and the
metrics (latency, summed token usage, retries, tool errors in order).
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

MODELS = ("gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14", "claude-sonnet-4-20250514")
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _num(seed: bytes, lo: int, hi: int) -> int:
    return lo + int.from_bytes(seed[:4], "big") % (hi - lo + 1)


def _call_id(model: str, run_id: str, n: int) -> str:
    seed = _digest(run_id, "call", n)
    if model.startswith("claude"):
        return "toolu_01" + "".join(B62[b % 62] for b in seed[:22])
    return "call_" + seed.hex()[:24]


def _size(value: object) -> int:
    """Rough token count of a value, as a tokenizer would see its JSON."""
    return max(1, len(json.dumps(value)) // 4)


def build(spec: dict) -> dict:
    run_id = spec["id"]
    model = spec.get("model") or MODELS[_digest(run_id)[0] % len(MODELS)]
    day = datetime(2026, 11, 20, tzinfo=timezone.utc)
    hh, mm, ss = (int(x) for x in spec["at"].split(":"))
    t = day.timestamp() + hh * 3600 + mm * 60 + ss
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 380 + _num(_digest(run_id, "sys"), 0, 160) + len(spec["prompt"]) // 4
    n_llm = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, context, n_llm
        n_llm += 1
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
            }
        )
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.018 + _num(_digest(run_id, "llm", n_llm), 0, 900) / 1000

    steps = spec["steps"]
    n_call = 0
    i = 0
    while i < len(steps):
        step = steps[i]
        if "loop" in step:  # LLM turns that make no progress (same plan again and again)
            for k in range(step["loop"]):
                llm(step.get("tokens", 64) + (k % 2))
            i += 1
            continue
        # one assistant turn: this call and any following ones marked `par` run in parallel
        batch = [step]
        while i + len(batch) < len(steps) and steps[i + len(batch)].get("par"):
            batch.append(steps[i + len(batch)])
        llm(sum(18 + _size(c["args"]) for c in batch))
        for c in batch:
            if c.get("retry"):
                retries += 1
                t += 0.4 + _num(_digest(run_id, "backoff", n_call), 0, 1500) / 1000
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"], "attempt": c["retry"]})
            n_call += 1
            cid = _call_id(model, run_id, n_call)
            t_start = t
            calls.append({"args": c["args"], "id": cid, "timestamp": round(t_start, 3), "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t_start, 3), "tool": c["tool"]})
            t += c.get("dur", 0.3 + _num(_digest(run_id, "tool", n_call), 0, 1400) / 1000)
            if c.get("missing"):  # the tool span never ended: no output was recorded
                continue
            out = {"call_id": cid, "error": c.get("err"), "output": c.get("out"), "timestamp": round(t, 3), "tool": c["tool"]}
            outputs.append(out)
            trace.append({"call_id": cid, "error": c.get("err"), "event": "tool_end", "output": c.get("out"), "timestamp": round(t, 3), "tool": c["tool"]})
            if c.get("err"):
                errors.append(c["err"])
            context += _size(c.get("out") if c.get("err") is None else c["err"]) + 12
        i += len(batch)
    llm(len(spec["response"]) // 4 + _num(_digest(run_id, "final"), 4, 30))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind70",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for spec in RUNS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
