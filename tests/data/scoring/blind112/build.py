"""Builds the blind112 JSONL files from the compact specs in specs.py.

Run: python tests/data/scoring/blind112/build.py
Each spec: prompt, calls (tool, args, output or error, optional retry / missing flags), response.
The builder adds call ids, timestamps on 2026-11-20, token usage, trace events and metrics.
"""
import datetime as dt
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = dt.datetime(2026, 11, 20, 7, 30, tzinfo=dt.timezone.utc).timestamp()


def _h(s, n=8):
    return int(hashlib.sha256(s.encode()).hexdigest()[:n], 16)


def build(spec, idx):
    rid = spec["id"]
    anthropic = _h(rid + "m") % 2 == 0
    model = "claude-sonnet-4-20250514" if anthropic else "gpt-4o-2024-08-06"
    t = DAY + idx * 613 + (_h(rid) % 90)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    tin = tout = 0

    def llm(t, k):
        nonlocal tin, tout
        i = 380 + _h(rid + str(k)) % 700 + k * 310
        o = 30 + _h(rid + "o" + str(k)) % 120
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    k = 0
    llm(t, k)
    for n, c in enumerate(spec.get("calls", [])):
        t += 0.6 + (_h(rid + "g" + str(n)) % 1500) / 1000
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"],
                          "attempt": c["retry"], "reason": c.get("retry_reason", errors[-1] if errors else "retry")})
            t += c.get("backoff", 1.0)
        cid = ("toolu_01" if anthropic else "call_") + hashlib.sha256(f"{rid}/{n}".encode()).hexdigest()[:(22 if anthropic else 12)]
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", 0.4 + (_h(rid + "d" + str(n)) % 1800) / 1000)
        if c.get("missing"):
            continue
        err = c.get("error")
        out = c.get("output")
        if err:
            errors.append(err)
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
        if not c.get("same_turn"):
            k += 1
            llm(t, k)
    for _ in range(spec.get("extra_llm", 0)):
        t += 2.1
        # a loop: the same step repeated with the same prompt size
        tin += 1710
        tout += 64
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": 1710, "output_tokens": 64}})
    t += 1.0 + (_h(rid + "f") % 2500) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    heldout = "heldout"
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind112",
        "split": heldout,
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for i, s in enumerate(SPECS):
        by_domain.setdefault(s["domain"], []).append(build(s, i))
    for d, recs in by_domain.items():
        fn = os.path.join(HERE, d.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(f"{sum(len(v) for v in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
