"""Builds the blind15 held-out set from the compact specs in specs.py.

Usage: python tests/data/scoring/blind15/build.py   (rewrites <domain>.jsonl here)

Each spec gives the question, the tool calls (arguments, JSON output or error, retries),
the final answer and the label; this script adds call ids, timestamps on 2026-11-20,
token usage, the trace and the metrics, in the record shape of the corpus.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import RUNS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _tokens(rid: str, n: int, base_in: int) -> dict:
    h = _h(rid, "tok", n)
    return {"input_tokens": base_in + h % 300, "output_tokens": 25 + (h >> 12) % 90}


def build(run: dict) -> dict:
    rid = run["id"]
    model = run.get("model", "gpt-4o-2024-08-06" if _h(rid) % 2 else "claude-sonnet-4-20250514")
    t0 = DAY + run["start"]  # seconds after midnight UTC
    t = t0
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    n_llm = 0
    ctx = 380 + _h(rid) % 200

    def llm():
        nonlocal n_llm, ctx, t
        tok = _tokens(rid, n_llm, ctx)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tok})
        n_llm += 1
        ctx += 300
        t += 0.8 + (_h(rid, "lat", n_llm) % 1400) / 1000

    llm()
    for i, step in enumerate(run["steps"]):
        if step.get("llm_only"):
            llm()
            continue
        cid = "call_" + hashlib.sha256(f"{rid}:{i}".encode()).hexdigest()[:12]
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["t"],
                          "attempt": step["retry"], "call_id": cid})
        start = round(t, 3)
        calls.append({"args": step["a"], "id": cid, "timestamp": start, "tool": step["t"]})
        trace.append({"args": step["a"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": step["t"]})
        t += step.get("dur", 0.4 + (_h(rid, "d", i) % 1600) / 1000)
        end = round(t, 3)
        if not step.get("missing"):
            err = step.get("e")
            out = None if err else step["o"]
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": step["t"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": step["t"]})
            if err:
                errors.append(err)
        if not step.get("no_llm_after"):
            llm()
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for ev in trace:
        if ev["event"] == "llm_call":
            for k in usage:
                usage[k] += ev["token_usage"][k]
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind15",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for run in RUNS:
        assert run["id"] not in seen, run["id"]
        seen.add(run["id"])
        by_domain.setdefault(run["file"], []).append(build(run))
    for name, records in by_domain.items():
        with open(os.path.join(HERE, f"{name}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
