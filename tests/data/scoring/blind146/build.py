"""Build the blind146 JSONL files from the compact specs in specs.py (written by hand)."""
import hashlib, json, os, datetime
from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime.datetime(2026, 11, 20, tzinfo=datetime.timezone.utc).timestamp()
MODEL = "gpt-4o-2024-08-06"


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def build(s):
    t = DAY + s["hour"] * 3600 + s.get("minute", 7) * 60
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    tin = tout = 0
    retries = 0

    def llm(i, o):
        nonlocal tin, tout
        tin += i; tout += o
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    llm(380 + len(s["prompt"]) * 3, 38)
    for n, c in enumerate(s["calls"]):
        t += 0.4
        call_id = cid(s["id"], n)
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "call_id": call_id, "tool": c["tool"], "attempt": c["retry"] + 1,
                          "reason": c.get("reason", "previous attempt failed"), "timestamp": round(t, 3)})
            t += 1.0
        calls.append({"args": c["args"], "id": call_id, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", 0.9)
        if c.get("missing"):
            llm(700 + 90 * n, 30)
            continue
        err = c.get("error")
        out = c.get("output")
        if err:
            errors.append(err)
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
        llm(700 + 120 * n, 30 if n < len(s["calls"]) - 1 else len(s["response"]) // 4)
    for _ in range(s.get("llm_loop", 0)):
        t += 1.3
        llm(1500, 60)
    t += 1.5
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": s["category"], "domain": s["domain"], "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"), "id": s["id"], "label": "flawed" if s.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"], "response": s["response"], "set": "blind146", "split": "heldout",
        "tool_calls": calls, "tool_outputs": outs, "trace": trace,
    }


def main():
    by = {}
    for s in SPECS:
        by.setdefault(s["domain"], []).append(build(s))
    for d, recs in by.items():
        with open(os.path.join(HERE, d.replace(" ", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
