"""Builds blind143 JSONL files from the compact specs in specs.py (written by hand, blind).

python tests/data/scoring/blind143/build.py
"""
import hashlib
import json
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import CASES  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = datetime(2026, 11, 20, 7, 30, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def h(s, mod):
    return int(hashlib.sha256(s.encode()).hexdigest(), 16) % mod


def build(case, idx):
    cid = case["id"]
    model = MODELS[h(cid, 3)]
    t = DAY0 + idx * 683.0 + h(cid, 300)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    retries = 0
    tin = tout = 0
    n = 0

    def llm(k):
        nonlocal tin, tout, t
        i = 380 + h(cid + str(k), 900) + 250 * k
        o = 30 + h(cid + "o" + str(k), 120)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += 0.8 + h(cid + "t" + str(k), 1500) / 1000

    k = 0
    llm(k)
    for step in case["steps"]:
        kind = step[0]
        if kind == "retry":
            retries += 1
            trace.append({"event": "retry", "tool": step[1], "attempt": step[2], "timestamp": round(t, 3)})
            t += 0.4
            continue
        if kind == "llm":
            k += 1
            llm(k)
            continue
        _, tool, args, payload = step
        n += 1
        call_id = "call_" + hashlib.sha256(f"{cid}-{n}".encode()).hexdigest()[:12]
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += 0.3 + h(call_id, 2200) / 1000
        if kind == "missing":
            t += 1.0
            continue
        if kind == "err":
            out, err = None, payload
            errors.append(payload)
        else:
            out, err = payload, None
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": tool})
        if case.get("no_llm_between") is None:
            k += 1
            llm(k)
    t += 0.5 + h(cid + "fin", 1200) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": case["prompt"],
        "response": case["answer"],
        "set": "blind143",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for idx, case in enumerate(CASES):
        assert case["id"] not in ids, case["id"]
        ids.add(case["id"])
        assert case["label"] in ("clean", "flawed")
        assert (case["label"] == "clean") == (case.get("cause") is None)
        by_domain.setdefault(case["domain"], []).append(build(case, idx))
    for dom, recs in by_domain.items():
        with open(os.path.join(HERE, dom.replace(" ", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
