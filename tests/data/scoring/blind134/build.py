"""Build the blind134 held-out set: python tests/data/scoring/blind134/build.py

Specs are written by hand below (one tuple per run); this script only adds call ids, timestamps,
token usage, trace events and metrics. Written blind: no scorer code, tests or other sets read.
"""
import hashlib
import json
import os
from collections import defaultdict

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = 1795132800.0  # 2026-11-20T00:00:00Z
MODEL = "gpt-4o-2024-08-06"


def cid(run_id, n):
    return "call_" + hashlib.sha256(f"{run_id}:{n}".encode()).hexdigest()[:12]


def build(idx, spec):
    s = dict(spec)
    run_id = s["id"]
    h = int(hashlib.sha256(run_id.encode()).hexdigest()[:6], 16)
    t = BASE + 8 * 3600 + idx * 540 + (h % 200)  # between 08:00 and ~17:00 UTC
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0

    def llm(i, o):
        nonlocal t, tin, tout
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i
        tout += o
        t += 0.9 + (h % 7) / 10

    calls, outs, errors = [], [], []
    retries = 0
    prev = None
    base_in = 380 + h % 120
    llm(base_in, 38 + h % 20)
    for n, c in enumerate(s.get("calls", [])):
        call_id = cid(run_id, n)
        if prev is not None and prev["error"] and prev["tool"] == c["tool"]:
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "call_id": prev["call_id"],
                          "attempt": retries + 1, "reason": prev["error"], "timestamp": round(t, 3)})
            t += c.get("backoff", 1.0)
        calls.append({"args": c["args"], "id": call_id, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": call_id, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", 0.4 + (h + n) % 9 / 10)
        if c.get("missing"):
            prev = {"tool": c["tool"], "error": None, "call_id": call_id}
            continue
        err = c.get("error")
        out = c.get("output")
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": c["tool"]})
        if err:
            errors.append(err)
        prev = {"tool": c["tool"], "error": err, "call_id": call_id}
        llm(base_in + 300 * (n + 1) + len(json.dumps(out)) // 4, 30 + (h + n) % 40)
    for _ in range(s.get("llm_repeats", 0)):
        llm(base_in + 900, 96)
    if not calls:
        llm(base_in + 500, 60 + len(s["response"]) // 5)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": s["category"],
        "domain": s["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"),
        "id": run_id,
        "label": s["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"],
        "response": s["response"],
        "set": "blind134",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = defaultdict(list)
    ids = set()
    for i, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain[spec["file"]].append(build(i, spec))
    for name, recs in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
