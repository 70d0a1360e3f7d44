"""Builds the blind118 JSONL files from the compact specs in specs.py.

Run: python tests/data/scoring/blind118/build.py
Each spec: id, domain, label, category, cause, hour (UTC start on 2026-11-20), prompt, calls, response,
and optionally extra_llm (repeated llm calls for a loop). A call is a dict with tool, args and
either out (JSON output), err (error text), or missing=True (no tool_end recorded); retry=True
marks a call that retries the previous one (a retry event is recorded before it).
"""
import hashlib
import json
import os
from collections import defaultdict

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODEL = "gpt-4o-2024-08-06"


def _n(seed, lo, hi):
    h = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
    return lo + h % (hi - lo + 1)


def build(spec):
    sid = spec["id"]
    t = DAY0 + spec["hour"] * 3600 + _n(sid + "m", 0, 3000)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0
    calls, outs, errors = [], [], []
    retries = 0

    def llm(k):
        nonlocal tin, tout, t
        i, o = _n(f"{sid}{k}i", 380, 1400), _n(f"{sid}{k}o", 30, 180)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += _n(f"{sid}{k}d", 600, 2200) / 1000

    llm("0")
    for k, c in enumerate(spec["calls"]):
        cid = "call_" + hashlib.sha256(f"{sid}/{k}".encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "attempt": c.get("attempt", 2),
                          "reason": c.get("reason", "previous attempt failed"), "timestamp": round(t, 3)})
            t += 0.5
        calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3),
                      "tool": c["tool"]})
        t += c.get("secs", _n(f"{sid}{k}t", 300, 1900) / 1000)
        if c.get("missing"):
            llm(f"c{k}")
            continue
        err = c.get("err")
        out = c.get("out")
        if err:
            errors.append(f"{c['tool']}: {err}")
        outs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3),
                      "tool": c["tool"]})
        if not c.get("no_llm"):
            llm(f"c{k}")
    for j in range(spec.get("extra_llm", 0)):
        llm(f"x{j}")
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": sid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind118",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = defaultdict(list)
    ids = set()
    for s in SPECS:
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        by_domain[s["domain"]].append(build(s))
    for dom, recs in sorted(by_domain.items()):
        with open(os.path.join(HERE, f"{dom}.jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
