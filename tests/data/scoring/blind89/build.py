"""Expand the blind89 specs (specs.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind89/build.py
Specs are hand-written; this adds call ids, timestamps on 2026-11-20, token usage and metrics.
"""
import hashlib
import json
import os
import random
from datetime import datetime, timezone

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODEL = "gpt-4o-2024-08-06"


def build(spec, index):
    rnd = random.Random(spec["id"])
    t = DAY + 7 * 3600 + index * 613 + rnd.randint(0, 200)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0

    def llm(t):
        nonlocal tin, tout
        u = {"input_tokens": rnd.randint(380, 1400), "output_tokens": rnd.randint(30, 160)}
        tin += u["input_tokens"]
        tout += u["output_tokens"]
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3), "token_usage": u})

    llm(t)
    for n, c in enumerate(spec["calls"]):
        t += rnd.uniform(0.8, 2.2)
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": c["t"], "attempt": c.get("attempt", 2),
                          "reason": c.get("reason", "previous attempt failed"), "timestamp": round(t, 3)})
            t += rnd.uniform(0.5, 1.5)
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{n}".encode()).hexdigest()[:12]
        ts = round(t, 3)
        calls.append({"args": c["a"], "id": cid, "timestamp": ts, "tool": c["t"]})
        trace.append({"args": c["a"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": c["t"]})
        if c.get("missing"):
            t += rnd.uniform(0.3, 1.0)
            llm(t)
            continue
        t += rnd.uniform(0.3, 3.0) if not c.get("slow") else 30.0
        te = round(t, 3)
        err = c.get("e")
        out = None if err else c.get("o")
        if err:
            errors.append(err)
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": te, "tool": c["t"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": te, "tool": c["t"]})
        llm(t)
    for _ in range(spec.get("llm_loop", 0)):
        t += rnd.uniform(1.0, 2.5)
        llm(t)
    t += rnd.uniform(1.0, 3.0)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind89",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    files = {}
    for i, spec in enumerate(SPECS):
        rec = build(spec, i)
        assert datetime.fromtimestamp(rec["trace"][-1]["timestamp"], timezone.utc).date().isoformat() == "2026-11-20"
        files.setdefault(spec["file"], []).append(rec)
    for name, recs in files.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(len(SPECS), "runs in", len(files), "files")


if __name__ == "__main__":
    main()
