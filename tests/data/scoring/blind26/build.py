"""Build blind26/*.jsonl from the compact specs in specs.py (written by hand by the blind26 tester)."""
import datetime
import hashlib
import json
import os

from specs import RUNS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = datetime.datetime(2026, 11, 20, tzinfo=datetime.timezone.utc).timestamp()


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def tok(seed, lo, hi):
    h = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
    return lo + h % (hi - lo)


def build(n, spec):
    rid = spec["id"]
    t = DAY0 + 6 * 3600 + n * 811.0  # every run between 06:00 and ~19:30 UTC on 2026-11-20
    model = spec.get("model", "gpt-4o-2024-08-06")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    tin = tout = retries = 0

    def llm(k):
        nonlocal tin, tout
        u = {"input_tokens": tok(rid + k, 380, 1400), "output_tokens": tok(rid + k + "o", 25, 180)}
        tin += u["input_tokens"]
        tout += u["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": u})

    llm("0")
    for i, c in enumerate(spec.get("calls", [])):
        tool, args = c[0], c[1]
        out = c[2] if len(c) > 2 else None
        err = c[3] if len(c) > 3 else None
        opts = c[4] if len(c) > 4 else {}
        t += 0.9 + (i % 3) * 0.4
        call_id = cid(rid, i)
        if opts.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": tool, "attempt": opts["retry"], "reason": opts.get("reason", "previous attempt failed"), "timestamp": round(t, 3)})
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += opts.get("dur", 0.8 + (i % 4) * 0.3)
        if opts.get("missing"):
            llm(str(i + 1))  # the tool never returned: no tool_end, no output; the model answered anyway
            continue
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": tool})
        if err:
            errors.append(err)
        if not opts.get("no_llm"):
            llm(str(i + 1))
    for k in range(spec.get("extra_llm", 0)):
        t += 2.1
        llm("x" + str(k))
    t += 1.7
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind26",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for n, spec in enumerate(RUNS):
        by_domain.setdefault(spec["file"], []).append(build(n, spec))
    for name, recs in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
