"""Builds the blind90 held-out set: `python tests/data/scoring/blind90/build.py` rewrites <domain>.jsonl.

Specs are written by hand in specs.py (question, tool calls with arguments and JSON outputs or
errors, final answer); this script adds call ids, timestamps on 2026-11-20, token usage, the
trace and metrics. Deterministic: ids and timings come from a hash of the case id.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import CASES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14", "claude-sonnet-4-20250514"]


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(case_id: str, i: int, anthropic: bool) -> str:
    digest = hashlib.sha256(f"{case_id}#{i}".encode()).hexdigest()
    return f"toolu_01{digest[:22]}" if anthropic else f"call_{digest[:12]}"


def build(case: dict) -> dict:
    cid = case["id"]
    hh, mm = map(int, case["at"].split(":"))
    t = DAY + hh * 3600 + mm * 60 + (_h(cid, "s") % 50)
    model = MODELS[_h(cid, "m") % len(MODELS)]
    anthropic = model.startswith("claude")
    trace, calls, outputs, errors = [], [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + _h(cid, "c") % 200

    def llm(n_out: int) -> None:
        nonlocal t, tin, tout, ctx
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ctx, "output_tokens": n_out}})
        tin += ctx
        tout += n_out
        t += 0.6 + (_h(cid, "l", len(trace)) % 1800) / 1000

    trace.append({"event": "agent_start", "timestamp": round(t, 3)})
    steps = case.get("steps", [])
    for i, step in enumerate(steps):
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"],
                          "attempt": step["retry"], "reason": step.get("reason", "previous attempt failed")})
            t += 1.0 + (_h(cid, "b", i) % 1000) / 1000
        else:
            llm(30 + _h(cid, "o", i) % 60)
        call_id = _call_id(cid, i, anthropic)
        start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": call_id, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": call_id, "args": step["args"], "timestamp": start})
        t += step.get("took", 0.2 + (_h(cid, "t", i) % 1300) / 1000)
        if step.get("missing"):
            continue  # the tool span never ended: no output recorded
        end = round(t, 3)
        err = step.get("err")
        out = step.get("out")
        outputs.append({"tool": step["tool"], "output": out, "call_id": call_id, "error": err, "timestamp": end})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": call_id, "output": out, "error": err, "timestamp": end})
        if err is not None:
            errors.append(err)
        ctx += 60 + len(json.dumps(out)) // 4
    for j in range(case.get("llm_loop", 0)):
        llm(140 + _h(cid, "loop", j) % 25)
        ctx += 150
    llm(40 + len(case["response"]) // 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start_ts = trace[0]["timestamp"]
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start_ts, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind90",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for case in CASES:
        assert case["id"] not in ids, case["id"]
        ids.add(case["id"])
        assert (case["label"] == "clean") == (case.get("cause") is None), case["id"]
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(ids)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
