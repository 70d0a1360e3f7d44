"""Build blind25.jsonl from the compact specs in specs.py (written by hand for this set)."""
import hashlib, json, os, random
from datetime import datetime, timezone
from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = datetime(2026, 11, 20, 7, 0, tzinfo=timezone.utc).timestamp()


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def build(n, s):
    rnd = random.Random(s["id"])
    t = DAY0 + n * 540 + rnd.randint(0, 120)
    model = s.get("model", rnd.choice(["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini"]))
    trace, calls, outs, errors = [{"event": "agent_start", "timestamp": round(t, 3)}], [], [], []
    tin = tout = 0
    retries = 0

    def llm(a, b):
        nonlocal tin, tout
        tin += a; tout += b
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": a, "output_tokens": b}})

    ctx = 380 + rnd.randint(0, 200)
    llm(ctx, 30 + rnd.randint(0, 30))
    k = 0
    for c in s["calls"]:
        attempts = [("err", e) for e in c.get("fail", [])] + [("final", None)]
        for j, (kind, e) in enumerate(attempts):
            t += 0.6 + rnd.random()
            call_id = cid(s["id"], k); k += 1
            calls.append({"args": c["args"], "id": call_id, "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": call_id, "event": "tool_start",
                          "timestamp": round(t, 3), "tool": c["tool"]})
            t += 0.3 + rnd.random() * (6 if kind == "err" and "imeout" in e else 1.5)
            if kind == "err":
                out, err = None, e
            else:
                out, err = c.get("out"), c.get("err")
            if c.get("missing") and kind == "final":
                llm(ctx, 25 + rnd.randint(0, 40))  # tool_start recorded, no tool_end and no output
                continue
            o = {"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]}
            outs.append(o)
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": c["tool"]})
            if err:
                errors.append(f"{c['tool']}: {err}")
            if kind == "err":
                retries += 1
                t += 0.5 + j
                trace.append({"attempt": j + 2, "call_id": call_id, "event": "retry",
                              "reason": e, "timestamp": round(t, 3), "tool": c["tool"]})
            else:
                ctx += len(json.dumps(out or err)) // 4
                llm(ctx, 25 + rnd.randint(0, 40))
    for _ in range(s.get("llm_loop", 0)):
        t += 1.1 + rnd.random()
        llm(ctx, 60 + rnd.randint(0, 5))
    t += 1.0 + rnd.random() * 2
    ctx += 40
    # final answer call
    last_llm = [e for e in trace if e["event"] == "llm_call"][-1]
    last_llm["token_usage"]["output_tokens"] += len(s["response"]) // 4
    tout += len(s["response"]) // 4
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": s["category"], "domain": s["domain"], "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"), "id": s["id"], "label": s["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"], "response": s["response"], "set": "blind25", "split": "heldout",
        "tool_calls": calls, "tool_outputs": outs, "trace": trace,
    }


if __name__ == "__main__":
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    with open(os.path.join(HERE, "blind25.jsonl"), "w") as f:
        for n, s in enumerate(SPECS):
            f.write(json.dumps(build(n, s), sort_keys=True) + "\n")
    print(len(SPECS), "runs")
