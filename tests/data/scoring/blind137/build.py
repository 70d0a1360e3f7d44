"""Builds the blind137 JSONL files from the compact specs in specs.py.

Run: python tests/data/scoring/blind137/build.py
Every run happens on 2026-11-20 (UTC); call ids, timestamps, token usage and metrics are
derived deterministically from the spec's id.
"""
import hashlib
import json
import os
from collections import defaultdict

from specs import SPECS

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
HERE = os.path.dirname(os.path.abspath(__file__))


def _h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def build(spec):
    rid = spec["id"]
    seed = int(_h(rid, 8), 16)
    t = DAY0 + spec["hour"] * 3600 + (seed % 3000)
    model = spec.get("model", "gpt-4o-2024-08-06")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    inp = 380 + seed % 200
    tot_in = tot_out = 0

    def llm(i, o):
        nonlocal tot_in, tot_out
        tot_in += i
        tot_out += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    llm(inp, 40 + seed % 30)
    ctx = inp
    for n, c in enumerate(spec["calls"]):
        cid = "call_" + _h(f"{rid}:{n}")
        if c.get("retry"):
            retries += 1
            t += 0.4 + c.get("backoff", 1.0)
            trace.append({"event": "retry", "call_id": cid, "tool": c["tool"], "attempt": c["retry"],
                          "reason": c.get("reason", "previous attempt failed"), "timestamp": round(t, 3)})
        t += 0.3
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3),
                      "tool": c["tool"]})
        t += c.get("dur", 0.6 + (seed >> n) % 10 / 10)
        if c.get("missing"):
            continue
        out = c.get("out")
        err = c.get("err")
        if err:
            errors.append(err)
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3),
                             "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": c["tool"]})
        ctx += len(json.dumps(out)) // 4 + 60
        llm(ctx, 30 + len(json.dumps(c["args"])) // 3)
    for k in range(spec.get("llm_loop", 0)):
        t += 1.1
        ctx += 90
        llm(ctx, 88)
    t += 1.5 + len(spec["resp"]) / 400
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["cat"],
        "domain": spec["d"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tot_in, "output_tokens": tot_out}},
        "prompt": spec["prompt"],
        "response": spec["resp"],
        "set": "blind137",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by = defaultdict(list)
    ids = set()
    for s in SPECS:
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        assert (s["label"] == "clean") == (s.get("cause") is None), s["id"]
        by[s["d"]].append(build(s))
    for d, recs in by.items():
        fn = os.path.join(HERE, d.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by), "domains")


if __name__ == "__main__":
    main()
