"""Builds blind166/*.jsonl from the compact specs in specs.py (written by hand for this set).

Run: python tests/data/scoring/blind166/build.py
Each spec: id, domain, label, category, expected_cause, prompt, steps, response.
Steps: ("call", tool, args, output, error)   a tool call with its output or error
       ("retry", tool, attempt, reason)      a retry event (counts in metrics.retries)
       ("missing", tool, args)               a tool_start that never got a tool_end / output
       ("llm", n)                            n extra llm_call events (planner turns)
Call ids, timestamps (all on 2026-11-20 UTC), token usage and metrics are derived
deterministically from the id.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY_START = 1795161600.0  # 2026-11-20T08:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14"]


def _llm(rng, t, model, first=False):
    inp = rng.randint(380, 520) if first else rng.randint(700, 1900)
    return {"event": "llm_call", "model": model, "timestamp": round(t, 3),
            "token_usage": {"input_tokens": inp, "output_tokens": rng.randint(28, 160)}}


def build(spec, index):
    rng = random.Random(spec["id"])
    model = MODELS[int(hashlib.sha256(spec["id"].encode()).hexdigest(), 16) % len(MODELS)]
    t0 = DAY_START + index * 540 + rng.randint(0, 200)
    t = t0
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    trace.append(_llm(rng, t, model, first=True))
    calls, outputs, errors, retries = [], [], [], 0
    n = 0
    for step in spec["steps"]:
        kind = step[0]
        if kind in ("call", "missing"):
            n += 1
            cid = "call_" + hashlib.sha256(f"{spec['id']}#{n}".encode()).hexdigest()[:12]
            tool, args = step[1], step[2]
            t += rng.uniform(0.6, 1.8)
            calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
            trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
            if kind == "missing":
                t += rng.uniform(2.0, 6.0)
                trace.append(_llm(rng, t, model))
                continue
            output, error = step[3], step[4]
            slow = error is not None and "imeout" in error
            t += rng.uniform(9.5, 10.5) if slow else rng.uniform(0.25, 2.4)
            outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
            trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                          "timestamp": round(t, 3), "tool": tool})
            if error is not None:
                errors.append(error)
            else:
                trace.append(_llm(rng, t, model))
        elif kind == "retry":
            retries += 1
            t += rng.uniform(0.5, 2.0)
            trace.append({"attempt": step[2], "event": "retry", "reason": step[3], "timestamp": round(t, 3), "tool": step[1]})
        elif kind == "llm":
            for _ in range(step[1]):
                t += rng.uniform(1.2, 3.0)
                trace.append(_llm(rng, t, model))
        else:
            raise ValueError(kind)
    t += rng.uniform(0.8, 3.5)
    trace.append(_llm(rng, t, model))
    t += rng.uniform(0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for e in trace:
        if e["event"] == "llm_call":
            for k in usage:
                usage[k] += e["token_usage"][k]
    assert t - DAY_START < 16 * 3600
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind166",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for i, spec in enumerate(SPECS):
        by_domain.setdefault(spec["file"], []).append(build(spec, i))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for name, records in by_domain.items():
        with open(HERE / f"{name}.jsonl", "w") as fh:
            for r in records:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
