"""Build the blind6 held-out runs from the compact specs in specs.py.

python tests/data/scoring/blind6/build.py  rewrites tests/data/scoring/blind6/<domain>.jsonl
Each spec: id, domain, label, category, expected_cause, prompt, calls, response, and optional
flags (llm_loop: number of extra identical LLM turns; missing: call index whose output never came).
A call is (tool, args, output, error); an error call followed by the same tool is a retry.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from specs import SPECS  # noqa: E402

BASE = 1795165200.0  # 2026-11-20T09:00:00Z
MODEL = "gpt-4o-2024-08-06"


def build(spec, n):
    rnd = int(hashlib.sha256(spec["id"].encode()).hexdigest()[:8], 16)
    t = BASE + (n % 12) * 3600 + (rnd % 1800)  # within 2026-11-20, the day the answers were written for
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = 380 + rnd % 90
    tout = 30 + rnd % 25
    used_in, used_out = 0, 0

    def llm(i, o):
        nonlocal used_in, used_out, t
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        used_in += i
        used_out += o

    llm(tin, tout)
    calls, outs, errors = [], [], []
    retries = 0
    prev_tool = None
    prev_failed = False
    ctx = tin
    for k, (tool, args, output, error) in enumerate(spec["calls"]):
        if prev_failed and prev_tool == tool:
            retries += 1
            t += 0.8
            trace.append({"event": "retry", "reason": "previous attempt failed",
                          "timestamp": round(t, 3)})
        t += 1.1 + (rnd >> k) % 7 / 10
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{k}".encode()).hexdigest()[:12]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": tool})
        if spec.get("missing") == k:
            prev_tool, prev_failed = tool, False
            t += 30.0
            continue
        t += 0.4 + (rnd >> (k + 3)) % 15 / 10
        if error:
            errors.append(error)
        outs.append({"call_id": cid, "error": error, "output": output,
                     "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": round(t, 3), "tool": tool})
        prev_tool, prev_failed = tool, bool(error)
        ctx += 120 + len(json.dumps(output)) // 4
        llm(ctx, 25 + (rnd >> k) % 30 if k < len(spec["calls"]) - 1 else 0)
    # the final turn writes the answer
    if len(trace) and trace[-1]["event"] == "llm_call" and spec["calls"]:
        trace.pop()
        used_in -= ctx
    for _ in range(spec.get("llm_loop", 0)):
        t += 1.9
        llm(ctx, len(spec["response"]) // 4)
    t += 0.3
    llm(ctx, len(spec["response"]) // 4 + 8)
    t += 1.2 + rnd % 9 / 10
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": used_in, "output_tokens": used_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind6",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    by_domain = {}
    for n, spec in enumerate(SPECS):
        by_domain.setdefault(spec["domain"], []).append(build(spec, n))
    for domain, recs in by_domain.items():
        name = domain.replace(" ", "_").replace("/", "_")
        with open(os.path.join(here, f"{name}.jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True) + "\n")
    print(sum(len(v) for v in by_domain.values()), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
