"""Builds the blind79 held-out set from compact specs (specs in specs.py, written by hand).

python tests/data/scoring/blind79/build.py  -> rewrites <domain>.jsonl in this folder.
"""
import hashlib
import json
import os
import re
from datetime import datetime, timezone

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL = "gpt-4o-2024-08-06"


def _h(s, mod):
    return int(hashlib.sha256(s.encode()).hexdigest(), 16) % mod


def build(spec, idx):
    rid = spec["id"]
    at = tuple(spec.get("at", (8 + idx % 12, (idx * 7) % 60))) + (0,)
    t = datetime(2026, 11, 20, at[0], at[1], at[2], tzinfo=timezone.utc).timestamp()
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    tin = tout = 0

    def llm(extra=0):
        nonlocal t, tin, tout
        i = 380 + _h(rid + str(len(trace)), 400) + extra
        o = 30 + _h(rid + "o" + str(len(trace)), 90)
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i
        tout += o
        t += 0.6 + _h(rid + "l" + str(len(trace)), 150) / 100

    llm()
    prev_call = None
    for n, c in enumerate(spec["calls"]):
        cid = "call_" + hashlib.sha256(f"{rid}:{n}".encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"],
                          "call_id": prev_call, "attempt": c["retry"],
                          "reason": c.get("retry_reason", "tool error")})
            t += 1.0
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", 0.4 + _h(cid, 120) / 100)
        if not c.get("missing"):
            out = {"call_id": cid, "error": c.get("error"), "output": c.get("output"),
                   "timestamp": round(t, 3), "tool": c["tool"]}
            tool_outputs.append(out)
            trace.append({"call_id": cid, "error": c.get("error"), "event": "tool_end",
                          "output": c.get("output"), "timestamp": round(t, 3), "tool": c["tool"]})
            if c.get("error"):
                errors.append(c["error"])
        prev_call = cid
        if not c.get("retry_next"):
            llm(extra=300 * (n + 1))
    for k in range(spec.get("loop_llm", 0)):
        llm(extra=300 * len(spec["calls"]) + 40 * k)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
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
        "set": "blind79",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for i, s in enumerate(SPECS):
        by_domain.setdefault(s["domain"], []).append(build(s, i))
    for d, recs in by_domain.items():
        fn = re.sub(r"[^a-z0-9]+", "_", d.lower()).strip("_") + ".jsonl"
        with open(os.path.join(HERE, fn), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
