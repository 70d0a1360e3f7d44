"""Builds the blind81 JSONL files from the compact specs in specs.py.

Run: python tests/data/scoring/blind81/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, retry events and metrics.
"""
import hashlib
import json
import os
import sys
import calendar
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import RUNS  # noqa: E402

DAY = calendar.timegm((2026, 11, 20, 0, 0, 0))


def h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def tok(seed, lo, hi):
    return lo + int(h(seed, 8), 16) % (hi - lo)


def build(run):
    rid = run["id"]
    hh, mm = run["start"].split(":")
    t = float(DAY + int(hh) * 3600 + int(mm) * 60 + int(h(rid + "s", 4), 16) % 50)
    model = run.get("model", "gpt-4o-2024-08-06")
    prefix = "toolu_01" if model.startswith("claude") else "call_"
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0

    def llm(seed, lo=380, hi=1400, olo=25, ohi=90):
        nonlocal tin, tout
        i, o = tok(rid + seed + "i", lo, hi), tok(rid + seed + "o", olo, ohi)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    llm("first")
    t += 0.9 + tok(rid + "d0", 0, 900) / 1000
    calls, outs, errors = [], [], []
    retries = 0
    prev = None
    for n, c in enumerate(run["calls"]):
        cid = prefix + h(f"{rid}/{n}", 12 if prefix == "call_" else 22)
        if prev is not None and prev.get("err") and c["tool"] == prev["tool"]:
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "attempt": retries + 1,
                          "reason": prev["err"], "timestamp": round(t, 3)})
            t += c.get("backoff", 1.0)
        calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", 0.4 + tok(rid + str(n) + "dur", 0, 1600) / 1000)
        if not c.get("missing"):
            o = {"call_id": cid, "error": c.get("err"), "output": c.get("out"),
                 "timestamp": round(t, 3), "tool": c["tool"]}
            outs.append(o)
            trace.append({"call_id": cid, "error": c.get("err"), "event": "tool_end",
                          "output": c.get("out"), "timestamp": round(t, 3), "tool": c["tool"]})
            if c.get("err"):
                errors.append(c["err"])
        nxt = run["calls"][n + 1] if n + 1 < len(run["calls"]) else None
        if not (c.get("err") and nxt and nxt["tool"] == c["tool"]):
            llm(f"after{n}", 600 + 250 * n, 1500 + 300 * n)
            t += 0.8 + tok(rid + str(n) + "think", 0, 1500) / 1000
        prev = c
    for k in range(run.get("llm_loop", 0)):
        # the same step re-prompted with no tool call and no progress
        tin += 1412 + 9 * k
        tout += 64
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": 1412 + 9 * k, "output_tokens": 64}})
        t += 1.7
    t += 0.6 + len(run["response"]) / 400
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    rec = {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind81",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }
    assert rec["label"] in ("clean", "flawed")
    assert (rec["label"] == "clean") == (rec["expected_cause"] is None)
    assert rec["trace"][-1]["timestamp"] < DAY + 86400
    return rec


def main():
    by = defaultdict(list)
    ids = set()
    for run in RUNS:
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        by[run["file"]].append(build(run))
    for name, recs in sorted(by.items()):
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by), "files")


if __name__ == "__main__":
    main()
