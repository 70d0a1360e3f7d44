"""Builds the blind139 held-out set from the compact specs in specs.py.

python tests/data/scoring/blind139/build.py  -> rewrites <domain>.jsonl in this folder.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import SPECS  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z
MODEL = {"openai": "gpt-4o-2024-08-06", "anthropic": "claude-3-5-sonnet-20241022"}


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def build(spec, n):
    if "at" in spec:  # "HH:MM:SS" on 2026-11-20 (UTC), set where outputs carry today's clock times
        h, m, s = (int(x) for x in spec["at"].split(":"))
        start = DAY0 + h * 3600 + m * 60 + s
    else:
        start = DAY0 + (8 + n % 12) * 3600 + (n * 137) % 3000
    t = float(start)
    trace = [{"event": "agent_start", "timestamp": t}]
    calls, outs, errors = [], [], []
    tin = tout = 0
    retries = 0
    seed = int(hashlib.sha256(spec["id"].encode()).hexdigest()[:6], 16)
    model = MODEL["anthropic" if seed % 2 else "openai"]

    def llm(inp, out):
        nonlocal tin, tout, t
        tin += inp
        tout += out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out}})
        t += 0.9 + (seed % 7) / 10

    llm(380 + seed % 90, 38 + seed % 20)
    prev_tool = None
    for i, c in enumerate(spec.get("calls", [])):
        tool, args = c["tool"], c["args"]
        if c.get("retry_of_previous"):
            retries += 1
            trace.append({"event": "retry", "tool": tool, "attempt": c.get("attempt", 2),
                          "reason": c.get("retry_reason", "tool error"), "timestamp": round(t, 3)})
            t += 1.0
        elif i > 0:
            llm(600 + 150 * i + seed % 50, 30 + seed % 15)
        call_id = cid(spec["id"], i)
        ts = round(t, 3)
        calls.append({"args": args, "id": call_id, "timestamp": ts, "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": ts, "tool": tool})
        t += c.get("dur", 0.8 + (seed + i) % 9 / 10)
        if c.get("missing"):
            continue  # tool_start without tool_end, no output recorded
        err = c.get("error")
        out = None if err else c.get("output")
        te = round(t, 3)
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": te, "tool": tool})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                      "timestamp": te, "tool": tool})
        if err:
            errors.append(err)
        prev_tool = tool
    for _ in range(spec.get("extra_llm_loops", 0)):
        llm(1400 + seed % 60, 180 + seed % 9)
    llm(700 + 120 * len(calls) + seed % 80, 60 + len(spec["response"]) // 4)
    t += 0.4
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    split = "heldout"
    rec = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind139",
        "split": split,
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }
    return rec


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    by_domain = {}
    ids = set()
    for n, s in enumerate(SPECS):
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        assert (s["label"] == "clean") == (s.get("cause") is None), s["id"]
        by_domain.setdefault(s["domain"], []).append(build(s, n))
    for dom, recs in by_domain.items():
        with open(os.path.join(here, dom.replace(" ", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
