"""Build the blind145 JSONL files from compact specs (specs in specs.py, written by hand)."""
import hashlib, json, os, datetime
from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime.datetime(2026, 11, 20, tzinfo=datetime.timezone.utc).timestamp()
MODEL = "gpt-4o-2024-08-06"


def cid(run, i):
    return "call_" + hashlib.sha256(f"{run}-{i}".encode()).hexdigest()[:12]


def build(n, s):
    h = int(hashlib.sha256(s["id"].encode()).hexdigest(), 16)
    t = DAY + 7 * 3600 + n * 900 + (h % 600)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    tin = tout = retries = 0

    def llm(i, o):
        nonlocal tin, tout
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i; tout += o

    llm(380 + h % 200, 30 + h % 40)
    for i, c in enumerate(s["calls"]):
        tool, args = c[0], c[1]
        out = c[2] if len(c) > 2 else None
        err = c[3] if len(c) > 3 else None
        opts = c[4] if len(c) > 4 else {}
        t += 0.6 + (h >> i) % 7 / 10
        call_id = cid(s["id"], i)
        if opts.get("retry_of") is not None:
            retries += 1
            trace.append({"event": "retry", "call_id": call_id, "retry_of": cid(s["id"], opts["retry_of"]),
                          "tool": tool, "attempt": opts.get("attempt", 2), "reason": opts.get("reason", "error"),
                          "timestamp": round(t, 3)})
            t += 0.5
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += 0.4 + (h >> (i + 3)) % 20 / 10
        if opts.get("missing"):
            continue
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": tool})
        if err:
            errors.append(err)
        if not opts.get("no_llm"):
            llm(600 + 150 * i + h % 300, 25 + (h >> i) % 50)
    for _ in range(s.get("extra_llm", 0)):
        t += 1.1
        llm(900 + h % 100, 60)
    t += 1.2 + h % 30 / 10
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": s["category"], "domain": s["domain"], "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"), "id": s["id"], "label": s["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"], "response": s["response"], "set": "blind145", "split": "heldout",
        "tool_calls": calls, "tool_outputs": outs, "trace": trace,
    }


def main():
    by = {}
    for n, s in enumerate(SPECS):
        by.setdefault(s["domain"], []).append(build(n, s))
    for d, recs in by.items():
        with open(os.path.join(HERE, d.replace(" ", "_") + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
