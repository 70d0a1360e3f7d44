"""Build the blind132 JSONL files from the specs in specs.py.

python tests/data/scoring/blind132/build.py
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = 1795165200.0  # 2026-11-20T09:00:00Z


def build(spec, n):
    h = hashlib.sha256(spec["id"].encode()).hexdigest()
    t = BASE + (n * 1337) % 30000  # all on 2026-11-20
    if spec.get("start"):  # HH:MM UTC on 2026-11-20
        hh, mm = spec["start"].split(":")
        t = BASE - 9 * 3600 + int(hh) * 3600 + int(mm) * 60
    model = spec.get("model", "gpt-4o-2024-08-06" if n % 2 else "claude-3-5-sonnet-20241022")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0

    def llm(i, o):
        nonlocal tin, tout
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    calls, outputs, errors = [], [], []
    retries = 0
    base_in = 380 + int(h[:2], 16)
    llm(base_in, 38 + int(h[2], 16))
    for k, c in enumerate(spec["calls"]):
        cid = "call_" + hashlib.sha256(f"{spec['id']}:{k}".encode()).hexdigest()[:12]
        t += 0.9 + (int(h[k % 60], 16) / 10)
        calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        if c.get("missing"):
            continue  # started, never ended: no output recorded
        t += c.get("dur", 0.8 + int(h[(k + 7) % 60], 16) / 12)
        err = c.get("error")
        out = None if err else c.get("output")
        outputs.append({"call_id": cid, "error": err, "output": out,
                        "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": c["tool"]})
        if err:
            errors.append(err)
        if c.get("retry"):
            retries += 1
            t += 0.5
            trace.append({"attempt": c["retry"], "call_id": cid, "error": err, "event": "retry",
                          "timestamp": round(t, 3), "tool": c["tool"]})
        llm(base_in + 300 * (k + 1) + len(json.dumps(out or err)) // 4, 30 + (k * 7) % 40)
    for j in range(spec.get("llm_loop", 0)):
        t += 2.1
        llm(base_in + 900 + 50 * j, 212)
    t += 1.5 + int(h[5], 16) / 10
    llm(base_in + 400 + 300 * len(spec["calls"]), 40 + len(spec["response"]) // 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    rec = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3),
                    "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind132",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return rec


def main():
    by_domain = {}
    for n, s in enumerate(SPECS):
        by_domain.setdefault(s["domain"], []).append(build(s, n))
    for d, recs in by_domain.items():
        fn = os.path.join(HERE, d.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
