"""Builds blind27 JSONL from the compact specs in specs.py (written by the blind27 tester).

Run: python tests/data/scoring/blind27/build.py
Each spec: id, domain, label, category, cause, prompt, calls, response, optional llm_loop.
A call is a dict: tool, args, and output or error; `retry: True` puts a retry event after a
failed call; `missing: True` records a tool_start without tool_end or output.
All runs are on 2026-11-20 (UTC).
"""
import hashlib
import json
import os
from datetime import datetime, timezone

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
MODEL = {"gpt": "gpt-4o-2024-08-06", "claude": "claude-3-5-sonnet-20241022"}


def build(spec, n):
    h = hashlib.sha256(spec["id"].encode()).hexdigest()
    seed = int(h[:8], 16)
    base = datetime(2026, 11, 20, 6 + n % 15, (seed >> 3) % 60, tzinfo=timezone.utc).timestamp()
    model = MODEL["gpt" if seed % 2 else "claude"]
    t = base
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + seed % 200

    def llm(extra_in, extra_out):
        nonlocal tin, tout, t
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": extra_in, "output_tokens": extra_out}})
        tin += extra_in
        tout += extra_out
        t += 0.9 + (seed % 7) / 10

    for i, c in enumerate(spec["calls"]):
        llm(ctx, 30 + (seed + i) % 25)
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{i}".encode()).hexdigest()[:12]
        t += 0.2
        ts = round(t, 3)
        calls.append({"args": c["args"], "id": cid, "timestamp": ts, "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": c["tool"]})
        t += 0.4 + ((seed >> i) % 13) / 10
        if c.get("missing"):
            ctx += 40
            continue
        te = round(t, 3)
        err = c.get("error")
        out = None if err else c["output"]
        outs.append({"call_id": cid, "error": err, "output": out, "timestamp": te, "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": te, "tool": c["tool"]})
        if err:
            errors.append(err)
        if c.get("retry"):
            retries += 1
            t += 1.0
            trace.append({"event": "retry", "tool": c["tool"], "attempt": c.get("attempt", 2),
                          "timestamp": round(t, 3)})
        ctx += len(json.dumps(out if out is not None else err)) // 4 + 20
    for _ in range(spec.get("llm_loop", 0)):
        llm(ctx, 48)
        ctx += 60
    llm(ctx, max(40, len(spec["response"]) // 4))
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - base, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind27",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for n, s in enumerate(SPECS):
        by_domain.setdefault(s["domain"], []).append(build(s, n))
    for d, recs in by_domain.items():
        fn = os.path.join(HERE, d.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(sum(len(v) for v in by_domain.values()), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
