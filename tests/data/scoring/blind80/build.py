"""Build blind80 JSONL files from the compact specs in specs.py.

Written blind (without reading the scorer, its tests or other sets).
Run: python tests/data/scoring/blind80/build.py
"""
import datetime as _dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import RUNS  # noqa: E402

DAY0 = _dt.datetime(2026, 11, 20, tzinfo=_dt.timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def rnd(key, lo, hi):
    return lo + int(h(key, 8), 16) % (hi - lo + 1)


def build(spec):
    rid = spec["id"]
    model = MODELS[rnd(rid + "m", 0, 2)]
    anthropic = model.startswith("claude")
    hh, mm = spec["at"].split(":")
    t = DAY0 + int(hh) * 3600 + int(mm) * 60 + rnd(rid + "s", 0, 59)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0

    def llm(key, base_in):
        nonlocal tin, tout, t
        i = base_in + rnd(rid + key + "i", 0, 300)
        o = rnd(rid + key + "o", 25, 70)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += rnd(rid + key + "d", 600, 1900) / 1000.0

    llm("first", 380)
    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    ctx = 700
    prev_failed = False
    for n, c in enumerate(spec["calls"]):
        cid = ("toolu_01" + h(rid + str(n), 22)) if anthropic else ("call_" + h(rid + str(n)))
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"],
                          "attempt": c.get("attempt", 2), "reason": c.get("reason", errors[-1] if errors else "retry")})
            t += c.get("backoff", 1.0)
        elif n > 0 and not prev_failed:
            llm("c%d" % n, ctx)
            ctx += 350
        args = c["args"]
        tool_calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", rnd(rid + "t%d" % n, 250, 2400) / 1000.0)
        if c.get("missing"):
            prev_failed = False
            continue
        err = c.get("error")
        out = c.get("output")
        rec = {"call_id": cid, "error": err, "output": None if err else out, "timestamp": round(t, 3), "tool": c["tool"]}
        tool_outputs.append(rec)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": rec["output"],
                      "timestamp": round(t, 3), "tool": c["tool"]})
        if err:
            errors.append(err)
        prev_failed = bool(err)
    for k in range(spec.get("llm_loop", 0)):
        llm("loop%d" % k, ctx)
        ctx += 40
    llm("final", ctx)
    t += rnd(rid + "f", 100, 900) / 1000.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    label = "flawed" if spec.get("cause") else "clean"
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": label,
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind80",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_file = {}
    for spec in RUNS:
        by_file.setdefault(spec["file"], []).append(build(spec))
    for name, recs in by_file.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(sum(len(v) for v in by_file.values()), "runs in", len(by_file), "files")


if __name__ == "__main__":
    main()
