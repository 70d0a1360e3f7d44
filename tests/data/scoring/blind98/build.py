"""Build the blind98 held-out runs from the compact specs in specs.py.

Run: python tests/data/scoring/blind98/build.py  (rewrites the <domain>.jsonl files here).
Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call token usage, retry events and metrics.
"""
import hashlib
import json
import os
from collections import defaultdict

from specs import RUNS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z


def _h(*parts):
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def build(spec, index):
    rid = spec["id"]
    t = DAY0 + spec.get("start_hour", 8 + index % 12) * 3600 + (_h(rid) % 3000)
    model = spec.get("model", ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini"][_h(rid, "m") % 3])
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + _h(rid, "ctx") % 300

    def llm(k):
        nonlocal t, tin, tout, ctx
        i = ctx + 120 * k + _h(rid, "in", k) % 90
        o = 25 + _h(rid, "out", k) % 60
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += 0.6 + (_h(rid, "lat", k) % 1400) / 1000.0

    k = 0
    for n, c in enumerate(spec["calls"]):
        if not c.get("retry"):
            llm(k)
            k += 1
        else:
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "attempt": c["retry"] + 1,
                          "reason": c.get("retry_reason", "tool error"), "timestamp": round(t, 3)})
            t += c.get("backoff", 1.0)
        cid = "call_" + hashlib.sha256(f"{rid}-{n}".encode()).hexdigest()[:12]
        start = round(t, 3)
        calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": c["tool"]})
        t += c.get("dur", 0.3 + (_h(rid, "tool", n) % 1200) / 1000.0)
        if c.get("missing"):
            continue
        end = round(t, 3)
        err = c.get("error")
        out = c.get("out")
        if err:
            errors.append(err)
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": c["tool"]})
    for _ in range(1 + spec.get("extra_llm", 0)):
        llm(k)
        k += 1
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start_t = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start_t, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind98",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = defaultdict(list)
    ids = set()
    for i, spec in enumerate(RUNS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        rec = build(spec, i)
        assert rec["label"] in ("clean", "flawed")
        assert (rec["expected_cause"] is None) == (rec["label"] == "clean"), rec["id"]
        by_domain[spec["file"]].append(rec)
    for name, recs in by_domain.items():
        with open(os.path.join(HERE, f"{name}.jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
