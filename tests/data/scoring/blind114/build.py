"""Build the blind114 JSONL files from specs.py: `python tests/data/scoring/blind114/build.py`.

Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, trace events and metrics.
"""
import datetime as dt
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = dt.datetime(2026, 11, 20, 8, 0, tzinfo=dt.timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022"]


def h(s, n=1000):
    return int(hashlib.sha256(s.encode()).hexdigest(), 16) % n


def build(i, spec):
    rid = spec["id"]
    model = MODELS[h(rid, 2)]
    t = BASE + i * 420 + h(rid, 60)  # each run starts at 08:00 + 7 min * i (last about 14:55 UTC)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + h(rid + "ctx", 300)

    def llm(tag):
        nonlocal t, tin, tout, ctx
        ti, to = ctx, 30 + h(rid + tag, 120)
        ctx += to + 150 + h(rid + tag + "o", 250)
        tin += ti
        tout += to
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": to}})
        t += 0.6 + h(rid + tag + "t", 1500) / 1000

    prev_call = None
    for k, c in enumerate(spec["calls"]):
        if c["retry"]:
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "call_id": prev_call, "attempt": retries + 1,
                          "reason": "previous attempt failed", "timestamp": round(t, 3)})
            t += 1.0
        else:
            llm(f"c{k}")
        cid = "call_" + hashlib.sha256(f"{rid}/{k}".encode()).hexdigest()[:12]
        start = round(t, 3)
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": c["tool"]})
        t += 0.3 + h(rid + f"d{k}", 1200) / 1000
        if c["error"] and "Timeout" in c["error"]:
            t += 8.0
        if not c["missing"]:
            end = round(t, 3)
            out = None if c["error"] else c["output"]
            tool_outputs.append({"call_id": cid, "error": c["error"], "output": out, "timestamp": end, "tool": c["tool"]})
            trace.append({"call_id": cid, "error": c["error"], "event": "tool_end", "output": out,
                          "timestamp": end, "tool": c["tool"]})
            if c["error"]:
                errors.append(c["error"])
        prev_call = cid
    for j in range(spec["extra_llm"]):
        llm(f"loop{j % 2}")  # the same two steps over and over: no new tool call, no progress
    llm("final")
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start0 = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind114",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for i, spec in enumerate(SPECS):
        by_domain.setdefault(spec["domain"], []).append(build(i, spec))
    for domain, recs in by_domain.items():
        name = domain.replace(" ", "_").replace("-", "_").lower() + ".jsonl"
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{sum(len(v) for v in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
