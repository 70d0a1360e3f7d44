"""Build blind131/*.jsonl from the compact specs in specs.py (written by hand for this set).

Run: python tests/data/scoring/blind131/build.py
Each spec: id, domain, label, category, expected_cause, prompt, calls, response.
A call is a dict: t (tool), a (args), o (output) or e (error text); r=True marks a retry of the
previous call (a `retry` event is emitted first); missing=True means the tool never returned
(tool_start without tool_end). Spec key `llm_loop` adds that many repeated llm_call events.
"""
import hashlib
import json
import os
import random
from datetime import datetime, timezone

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini"]


def build(i, s):
    rnd = random.Random(s["id"])
    t = DAY + s.get("start_h", 9 + (i % 12)) * 3600 + rnd.randint(0, 3000)
    model = MODELS[i % len(MODELS)]
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0
    calls, outs, errors, retries = [], [], [], 0

    def llm(tt, n_in, n_out):
        nonlocal tin, tout
        tin += n_in
        tout += n_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(tt, 3),
                      "token_usage": {"input_tokens": n_in, "output_tokens": n_out}})

    llm(t, rnd.randint(380, 700), rnd.randint(25, 70))
    ctx = 700
    for c in s["calls"]:
        t += rnd.uniform(0.8, 2.2)
        cid = "call_" + hashlib.sha1(f'{s["id"]}{len(calls)}'.encode()).hexdigest()[:12]
        if c.get("r"):
            retries += 1
            trace.append({"event": "retry", "call_id": cid, "tool": c["t"],
                          "attempt": c.get("attempt", 2), "reason": c.get("reason", "previous attempt failed"),
                          "timestamp": round(t, 3)})
            t += rnd.uniform(0.5, 2.0)
        calls.append({"args": c["a"], "id": cid, "timestamp": round(t, 3), "tool": c["t"]})
        trace.append({"args": c["a"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": c["t"]})
        if c.get("missing"):
            continue
        t += rnd.uniform(0.3, 3.5) if "e" not in c else c.get("wait", rnd.uniform(0.3, 1.5))
        out = {"call_id": cid, "error": c.get("e"), "output": c.get("o"), "timestamp": round(t, 3), "tool": c["t"]}
        outs.append(out)
        if c.get("e"):
            errors.append(c["e"])
        trace.append({"call_id": cid, "error": c.get("e"), "event": "tool_end", "output": c.get("o"),
                      "timestamp": round(t, 3), "tool": c["t"]})
        ctx += len(json.dumps(c.get("o"))) // 3 + 60
        t += rnd.uniform(0.2, 0.6)
        llm(t, ctx, rnd.randint(30, 120))
    for _ in range(s.get("llm_loop", 0)):
        t += rnd.uniform(1.0, 2.5)
        llm(t, ctx, rnd.randint(90, 110))
    t += rnd.uniform(0.5, 2.5)
    if not s["calls"] or trace[-1]["event"] != "llm_call":
        llm(t, ctx + 200, len(s["response"]) // 4)
        t += rnd.uniform(0.5, 2.0)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": s["category"], "domain": s["domain"], "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"), "id": s["id"], "label": s["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"], "response": s["response"], "set": "blind131", "split": "heldout",
        "tool_calls": calls, "tool_outputs": outs, "trace": trace,
    }


def main():
    by_domain = {}
    for i, s in enumerate(SPECS):
        by_domain.setdefault(s["domain"], []).append(build(i, s))
    for d, recs in by_domain.items():
        with open(os.path.join(HERE, d.replace(" ", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
