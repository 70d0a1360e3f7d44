"""Builds the blind142 held-out JSONL files from the compact specs in specs.py.

Written blind: the author never read the scoring checks or their tests, nor ran the scorer.
Run: python tests/data/scoring/blind142/build.py
"""
import hashlib
import json
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(__file__))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(__file__)
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini"]


def build(i, s):
    h = hashlib.sha256(s["id"].encode()).hexdigest()
    hour, minute = s.get("at") or (8 + (i % 13), (i * 7) % 60)
    t = datetime(2026, 11, 20, hour, minute, tzinfo=timezone.utc).timestamp()
    model = MODELS[i % len(MODELS)]
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0
    retries = 0
    errors = []
    calls, outs = [], []

    def llm(n_in, n_out):
        nonlocal tin, tout
        tin += n_in
        tout += n_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": n_in, "output_tokens": n_out}})

    llm(380 + len(s["prompt"]) * 2, 36 + 6 * len(s["calls"]))
    prev_failed = None
    for k, c in enumerate(s["calls"]):
        tool, args, output = c[0], c[1], c[2]
        error = c[3] if len(c) > 3 else None
        cid = "call_" + hashlib.sha256(f"{s['id']}/{k}".encode()).hexdigest()[:12]
        t += 0.9 + (int(h[k % 60], 16) / 10.0)
        if prev_failed is not None and prev_failed[0] == tool:
            retries += 1
            trace.append({"event": "retry", "tool": tool, "call_id": cid, "attempt": prev_failed[1] + 1,
                          "reason": prev_failed[2], "timestamp": round(t, 3)})
            attempt = prev_failed[1] + 1
        else:
            attempt = 1
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += 0.4 + (int(h[(k + 7) % 60], 16) / 8.0)
        outs.append({"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": round(t, 3), "tool": tool})
        if error:
            errors.append(error)
            prev_failed = (tool, attempt, error)
        else:
            prev_failed = None
        llm(600 + 140 * k + len(json.dumps(output)) // 3, 30 + 4 * k)
    for _ in range(s.get("extra_llm", 0)):  # the model re-planning without progress
        t += 1.7
        llm(1500 + tin // 20, 120)
    t += 1.1 + len(s["response"]) / 160.0
    trace[-1]["token_usage"]["output_tokens"] += len(s["response"]) // 4
    tout += len(s["response"]) // 4
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": s["category"],
        "domain": s["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"),
        "id": s["id"],
        "label": s["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"],
        "response": s["response"],
        "set": "blind142",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_file = {}
    for i, s in enumerate(SPECS):
        by_file.setdefault(s["file"], []).append(build(i, s))
    for name, recs in by_file.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(SPECS), "runs in", len(by_file), "files")


if __name__ == "__main__":
    main()
