"""Builds the blind140 JSONL files from the compact specs in specs.py (written by hand)."""
import hashlib, json, os
from specs import CASES

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = 1795165200.0  # 2026-11-20T09:00:00Z
MODEL = "gpt-4o-2024-08-06"


def cid(case_id, i):
    return "call_" + hashlib.sha256(f"{case_id}/{i}".encode()).hexdigest()[:12]


def build(n, c):
    t = BASE + n * 600.0 + c.get("offset", 0)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    tin = tout = retries = 0

    def llm(i, o):
        nonlocal tin, tout, t
        tin += i; tout += o
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    llm(380 + len(c["prompt"]), 38)
    for i, call in enumerate(c["calls"]):
        tool, args = call["tool"], call["args"]
        t += 0.9 + (i % 3) * 0.4
        k = cid(c["id"], i)
        calls.append({"args": args, "id": k, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": k, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        if call.get("missing"):
            t += 0.3
            llm(600 + 40 * i, 30)
            continue
        t += call.get("dur", 0.8)
        err = call.get("error")
        out = None if err else call.get("output")
        outs.append({"call_id": k, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": k, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": tool})
        if err:
            errors.append(err)
            if call.get("retry"):
                retries += 1
                t += 1.0
                trace.append({"attempt": call["retry"], "call_id": k, "event": "retry",
                              "reason": err, "timestamp": round(t, 3), "tool": tool})
                continue
        llm(650 + 120 * i, 45)
    for j in range(c.get("extra_llm", 0)):
        t += 1.2
        llm(1400 + 10 * j, 160)
    t += 1.3
    llm(700 + 140 * len(calls), max(40, len(c["response"]) // 4))
    t += 1.1
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": c["category"], "domain": c["domain"], "evidence_level": "fully_instrumented",
        "expected_cause": c.get("cause"), "id": c["id"], "label": c["label"],
        "metrics": {"errors": errors, "latency": round(t - BASE - n * 600.0 - c.get("offset", 0), 3),
                    "retries": retries, "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": c["prompt"], "response": c["response"], "set": "blind140", "split": "heldout",
        "tool_calls": calls, "tool_outputs": outs, "trace": trace,
    }


def main():
    files = {}
    for n, c in enumerate(CASES):
        files.setdefault(c["domain"], []).append(build(n, c))
    for dom, recs in files.items():
        with open(os.path.join(HERE, dom.replace(" ", "_").replace("-", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
