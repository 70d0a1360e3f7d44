"""Builds blind24 JSONL files from the compact specs in specs.py (written blind, see README)."""
import hashlib, json, os, random
from datetime import datetime, timezone

from specs import RUNS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = datetime(2026, 11, 20, 6, 30, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini"]


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def build(n, spec):
    rnd = random.Random(spec["id"])
    model = MODELS[n % len(MODELS)]
    t = DAY0 + n * 14 * 60 + rnd.randint(0, 300)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0
    calls, outs, errors, retries = [], [], [], 0

    def llm():
        nonlocal tin, tout, t
        i, o = rnd.randint(380, 1400), rnd.randint(25, 160)
        tin += i; tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += rnd.uniform(0.6, 2.2)

    llm()
    prev = None
    for i, c in enumerate(spec["calls"]):
        tool, args = c["tool"], c["args"]
        call_id = cid(spec["id"], i)
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "call_id": call_id, "retry_of": prev, "attempt": c["retry"],
                          "tool": tool, "reason": c.get("reason", "previous attempt failed"),
                          "timestamp": round(t, 3)})
            t += c.get("backoff", 1.0)
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += c.get("dur", rnd.uniform(0.3, 1.8))
        if not c.get("missing"):
            err = c.get("error")
            out = c.get("output")
            if err:
                errors.append(err)
            outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": tool})
        prev = call_id
        if not c.get("no_llm_after"):
            llm()
    for _ in range(spec.get("extra_llm", 0)):
        llm()
    t += rnd.uniform(0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind24",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for n, spec in enumerate(RUNS):
        by_domain.setdefault(spec["domain"], []).append(build(n, spec))
    for dom, recs in by_domain.items():
        with open(os.path.join(HERE, dom.replace(" ", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
