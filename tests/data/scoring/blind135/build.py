"""Expand the blind135 specs (specs_a.py, specs_b.py) into <domain>.jsonl records.

Written by the blind135 tester without reading the scoring checks or other sets.
Run: python tests/data/scoring/blind135/build.py
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs_a import SPECS as A  # noqa: E402
from specs_b import SPECS as B  # noqa: E402

DAY0 = 1795165200.0 - 3600  # 2026-11-20T08:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini"]


def cid(run_id, i):
    return "call_" + hashlib.sha256(f"{run_id}/{i}".encode()).hexdigest()[:12]


def toks(run_id, k, base):
    h = int(hashlib.sha256(f"{run_id}:{k}".encode()).hexdigest()[:6], 16)
    return {"input_tokens": base + h % 400, "output_tokens": 30 + h % 120}


def build(spec, n):
    rid = spec["id"]
    model = MODELS[n % len(MODELS)]
    t = DAY0 + n * 540.0  # every run between 08:00 and 17:00 UTC
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    retries = 0
    k = 0

    def llm(base):
        nonlocal k, t
        u = toks(rid, k, base)
        k += 1
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": u})
        t += 1.1 + (k % 3) * 0.4

    llm(400)
    prev_err = None
    for i, c in enumerate(spec["calls"]):
        call_id = cid(rid, i)
        if c.get("retry_of_prev") and prev_err is not None:
            retries += 1
            trace.append({"event": "retry", "call_id": prev_err[0], "tool": c["t"],
                          "attempt": c.get("attempt", 2), "reason": prev_err[1],
                          "timestamp": round(t, 3)})
            t += 0.5
        trace.append({"event": "tool_start", "call_id": call_id, "tool": c["t"], "args": c["a"],
                      "timestamp": round(t, 3)})
        calls.append({"id": call_id, "tool": c["t"], "args": c["a"], "timestamp": round(t, 3)})
        t += c.get("dur", 0.9)
        err = c.get("e")
        out = None if err else c.get("o")
        trace.append({"event": "tool_end", "call_id": call_id, "tool": c["t"], "output": out,
                      "error": err, "timestamp": round(t, 3)})
        outs.append({"call_id": call_id, "tool": c["t"], "output": out, "error": err,
                     "timestamp": round(t, 3)})
        if err:
            errors.append(err)
            prev_err = (call_id, err)
        else:
            prev_err = None
        if not c.get("no_llm_after"):
            llm(700 + 200 * i)
    for _ in range(spec.get("llm_loop", 0)):
        llm(1500)
    t += 1.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    tin = sum(e["token_usage"]["input_tokens"] for e in trace if e["event"] == "llm_call")
    tout = sum(e["token_usage"]["output_tokens"] for e in trace if e["event"] == "llm_call")
    split = "heldout"
    return {
        "category": spec["cat"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec.get("label", "flawed" if spec.get("cause") else "clean"),
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3),
                    "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind135",
        "split": split,
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    specs = A + B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain = {}
    for n, s in enumerate(specs):
        by_domain.setdefault(s["file"], []).append(build(s, n))
    for f, recs in by_domain.items():
        with open(os.path.join(HERE, f + ".jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(specs), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
