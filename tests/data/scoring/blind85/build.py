"""Builds the blind85 JSONL files from the compact specs in specs.py (written by hand, blind)."""
import hashlib, json, os
from datetime import datetime, timezone
from specs import RUNS

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = datetime(2026, 11, 20, 7, 30, tzinfo=timezone.utc).timestamp()
MODEL = "gpt-4o-2024-08-06"


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def build(n, spec):
    rid = spec["id"]
    t = BASE + n * 587.0
    if spec.get("at"):  # a fixed start time (HH:MM UTC) where the outputs' own times need it
        hh, mm = map(int, spec["at"].split(":"))
        t = datetime(2026, 11, 20, hh, mm, 7, tzinfo=timezone.utc).timestamp()
    h = int(hashlib.sha256(rid.encode()).hexdigest()[:6], 16)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors, retries = [], [], [], 0
    tin = tout = 0

    def llm(k):
        nonlocal t, tin, tout
        u = {"input_tokens": 380 + (h % 200) + 260 * k, "output_tokens": 30 + (h >> 3) % 40 + 7 * k}
        tin += u["input_tokens"]; tout += u["output_tokens"]
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3), "token_usage": u})
        t += 0.9 + (h % 7) / 10

    k = 0
    llm(k)
    for i, c in enumerate(spec["calls"]):
        tool, args = c["tool"], c["args"]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": tool, "attempt": c["retry"], "timestamp": round(t, 3)})
            t += 0.5
        call_id = cid(rid, i)
        ts = round(t, 3)
        calls.append({"args": args, "id": call_id, "timestamp": ts, "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": ts, "tool": tool})
        t += c.get("dur", 0.6 + (h % 5) / 10)
        if c.get("missing"):
            continue
        err = c.get("err")
        out = c.get("out")
        te = round(t, 3)
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": te, "tool": tool})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": te, "tool": tool})
        if err:
            errors.append(err)
        if not c.get("no_llm"):
            k += 1
            llm(k)
    for _ in range(spec.get("extra_llm", 0)):
        k += 1
        llm(k)
    t += 1.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind85",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_file = {}
    for n, spec in enumerate(RUNS):
        by_file.setdefault(spec["file"], []).append(build(n, spec))
    for name, recs in by_file.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
