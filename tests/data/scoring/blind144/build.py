"""Builds the blind144 held-out set from compact specs (written by hand, blind to the checks).

Run: python tests/data/scoring/blind144/build.py  (rewrites <domain>.jsonl in this folder)
"""
import hashlib
import json
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).parent
BASE = 1795132800.0  # 2026-11-20T00:00:00Z
MODEL = "gpt-4o-2024-08-06"


def cid(case_id, i):
    return "call_" + hashlib.sha256(f"{case_id}/{i}".encode()).hexdigest()[:12]


def build(n, s):
    t = BASE + 8 * 3600 + n * 523.0  # spread over the day, all on 2026-11-20
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outs, errors = [], [], []
    tin = tout = 0
    retries = 0
    h = int(hashlib.sha256(s["id"].encode()).hexdigest()[:6], 16)

    def llm(k):
        nonlocal tin, tout
        i = 380 + (h + 97 * k) % 400 + 250 * k
        o = 30 + (h // 7 + 13 * k) % 60
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    llm(0)
    k = 1
    for i, c in enumerate(s.get("calls", [])):
        t += 0.9 + (h + i) % 7 * 0.13
        call_id = cid(s["id"], i)
        ts = round(t, 3)
        calls.append({"args": c["a"], "id": call_id, "timestamp": ts, "tool": c["t"]})
        trace.append({"args": c["a"], "call_id": call_id, "event": "tool_start",
                      "timestamp": ts, "tool": c["t"]})
        if c.get("missing"):
            t += 30.0
            llm(k)
            k += 1
            continue
        t += c.get("dur", 0.6 + (h + 3 * i) % 9 * 0.17)
        te = round(t, 3)
        err = c.get("e")
        out = None if err else c["o"]
        outs.append({"call_id": call_id, "error": err, "output": out, "timestamp": te, "tool": c["t"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                      "timestamp": te, "tool": c["t"]})
        if err:
            errors.append(err)
        if c.get("retry"):
            retries += 1
            t += 1.0
            trace.append({"event": "retry", "tool": c["t"], "call_id": call_id,
                          "attempt": c["retry"] + 1, "reason": err, "timestamp": round(t, 3)})
        else:
            llm(k)
            k += 1
    for _ in range(s.get("extra_llm", 0)):
        t += 1.7
        llm(k)
        k += 1
    if s.get("calls"):
        t += 1.2
        llm(k)
    t += 1.1 + h % 5 * 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - BASE < 86400
    return {
        "category": s["cat"],
        "domain": s["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": s.get("cause"),
        "id": s["id"],
        "label": "flawed" if s.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": s["prompt"],
        "response": s["response"],
        "set": "blind144",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for n, s in enumerate(SPECS):
        assert s["id"] not in ids, s["id"]
        ids.add(s["id"])
        rec = build(n, s)
        by_domain.setdefault(s["domain"], []).append(rec)
    for d, recs in by_domain.items():
        name = d.replace(" ", "_") + ".jsonl"
        with open(HERE / name, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
