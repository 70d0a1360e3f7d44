"""Build blind127/*.jsonl from the compact specs in specs.py (written blind, see README.md).

Run: python tests/data/scoring/blind127/build.py
"""
import hashlib
import json
import os
from datetime import datetime, timezone

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = datetime(2026, 11, 20, 7, 30, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _tok(seed, lo, hi):
    h = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
    return lo + h % (hi - lo)


def build(idx, spec):
    sid = spec["id"]
    model = MODELS[idx % len(MODELS)]
    t = DAY0 + idx * 540.0  # 9 minutes apart, all on 2026-11-20
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    tin = tout = 0

    def llm(n):
        nonlocal t, tin, tout
        i = _tok(sid + str(n), 380 + 220 * n, 620 + 260 * n)
        o = _tok(sid + "o" + str(n), 28, 140)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += 0.6 + (o % 17) / 10

    n = 0
    llm(n)
    for k, call in enumerate(spec["calls"]):
        cid = "call_" + hashlib.sha256(f"{sid}:{k}".encode()).hexdigest()[:12]
        if call.get("retry_of_previous"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"],
                          "call_id": tool_calls[-1]["id"],
                          "attempt": call.get("attempt", 2),
                          "reason": call.get("retry_reason", "previous attempt failed")})
            t += 0.4
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": round(t, 3), "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": call["tool"]})
        t += call.get("secs", 0.8 + (k % 5) * 0.3)
        if call.get("no_output"):
            pass  # the call never reported back
        else:
            err = call.get("error")
            out = call.get("output")
            tool_outputs.append({"call_id": cid, "error": err, "output": out,
                                 "timestamp": round(t, 3), "tool": call["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": call["tool"]})
            if err:
                errors.append(err)
        if not call.get("no_llm_after"):
            n += 1
            llm(n)
    for _ in range(spec.get("extra_llm_calls", 0)):
        n += 1
        llm(n)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    flawed = spec["label"] == "flawed"
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"] if flawed else None,
        "id": sid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - (DAY0 + idx * 540.0), 3),
                    "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind127",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for idx, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        rec = build(idx, spec)
        by_domain.setdefault(spec["file"], []).append(rec)
    for name, recs in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(SPECS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
