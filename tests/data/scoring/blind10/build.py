"""Build the blind10 held-out runs from the compact specs in specs.py.

    python tests/data/scoring/blind10/build.py

writes one <domain>.jsonl per domain next to this file. Call ids, timestamps,
token usage and metrics are derived deterministically from each spec's id.
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(s):
    return int(hashlib.sha256(s.encode()).hexdigest(), 16)


def build(spec, idx):
    h = _h(spec["id"])
    model = MODELS[h % len(MODELS)]
    t = DAY0 + spec.get("hour", 8 + idx % 12) * 3600 + (h % 3000)
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tokens_in = tokens_out = 0
    base_in = 380 + h % 200

    def llm(step, out):
        nonlocal t, tokens_in, tokens_out
        ti = base_in + step * 310 + (h >> step) % 90
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": out}})
        tokens_in += ti
        tokens_out += out
        t += 0.9 + ((h >> (step + 3)) % 900) / 1000

    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    step = 0
    for n, c in enumerate(spec["calls"]):
        if not c.get("same_turn"):
            llm(step, 28 + (h >> n) % 30)
            step += 1
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{n}".encode()).hexdigest()[:12]
        tool_calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        t += c.get("dur", 0.4 + ((h >> (n + 5)) % 1500) / 1000)
        if c.get("missing"):
            continue
        err = c.get("error")
        out = None if err else c["output"]
        tool_outputs.append({"call_id": cid, "error": err, "output": out,
                             "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": c["tool"]})
        if err:
            errors.append(err)
        if c.get("retry"):
            retries += 1
            t += c.get("backoff", 1.0)
            trace.append({"attempt": c["retry"] + 1, "call_id": cid, "event": "retry",
                          "reason": err, "timestamp": round(t, 3), "tool": c["tool"]})
    for k in range(spec.get("llm_loop", 0)):
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": base_in + step * 310 + 40, "output_tokens": 61}})
        tokens_in += base_in + step * 310 + 40
        tokens_out += 61
        t += 1.7
    llm(step, 60 + len(spec["response"]) // 4)
    t += 0.05
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind10",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain = {}
    for i, s in enumerate(SPECS):
        by_domain.setdefault(s["domain"], []).append(build(s, i))
    for dom, recs in by_domain.items():
        fn = os.path.join(HERE, dom.replace(" ", "_") + ".jsonl")
        with open(fn, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(SPECS)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
