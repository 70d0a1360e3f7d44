"""Build blind19 JSONL records from the compact specs in specs.py.

Written blind (see README.md). Run: python tests/data/scoring/blind19/build.py
Adds call ids, timestamps on 2026-11-20, token usage, trace events and metrics.
"""
import hashlib
import json
import os
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402

MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(text, n=8):
    return int(hashlib.sha256(text.encode()).hexdigest()[:n], 16)


def build(spec):
    rid = spec["id"]
    hh, mm = (int(x) for x in spec["at"].split(":"))
    t = datetime(2026, 11, 20, hh, mm, tzinfo=timezone.utc).timestamp()
    model = MODELS[_h(rid) % len(MODELS)]
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0

    def llm(i, o):
        nonlocal tin, tout, t
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i
        tout += o
        t += 0.6 + (_h(rid + str(len(trace))) % 900) / 1000

    base_in = 380 + _h(rid) % 300
    llm(base_in, 30 + _h(rid + "o") % 40)
    for n, step in enumerate(spec["steps"]):
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["t"],
                          "attempt": step.get("attempt", 2), "reason": step.get("reason", "tool error")})
            t += 1.0
        cid = "call_" + hashlib.sha256(f"{rid}/{n}".encode()).hexdigest()[:12]
        calls.append({"tool": step["t"], "args": step["a"], "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "tool": step["t"], "call_id": cid, "args": step["a"],
                      "timestamp": round(t, 3)})
        t += step.get("dur", 0.4 + (_h(cid) % 1500) / 1000)
        if step.get("missing"):
            llm(base_in + 300 * (n + 1), 40)
            continue
        err = step.get("e")
        out = step.get("o")
        outputs.append({"tool": step["t"], "output": out, "call_id": cid, "error": err,
                        "timestamp": round(t, 3)})
        trace.append({"event": "tool_end", "tool": step["t"], "call_id": cid, "output": out,
                      "error": err, "timestamp": round(t, 3)})
        if err:
            errors.append(err)
        llm(base_in + 350 * (n + 1), 35 + _h(cid) % 60)
    for _ in range(spec.get("llm_loop", 0)):
        llm(base_in + 350 * (len(spec["steps"]) + 1), 60)
    llm(base_in + 350 * (len(spec["steps"]) + 1) + 120, 60 + len(spec["response"]) // 4)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind19",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["file"], []).append(build(spec))
    for name, recs in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
