"""Builds blind18 JSONL files from the compact specs in specs_*.py.

Written blind (without reading the scorer, its tests or the other sets).
Run: python tests/data/scoring/blind18/build.py
"""
import hashlib
import json
import os
import re
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

MISSING = "__MISSING__"
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def ts(hhmm):
    h, m = hhmm.split(":")
    return datetime(2026, 11, 20, int(h), int(m), tzinfo=timezone.utc).timestamp()


def _rng(seed):
    x = int(hashlib.sha256(seed.encode()).hexdigest(), 16)
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        yield (x >> 33) / float(1 << 31)


def build(spec):
    rnd = _rng(spec["id"])
    model = MODELS[int(next(rnd) * len(MODELS))]
    t = ts(spec["at"])
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tok_in = tok_out = 0
    retries = 0
    errors = []
    calls, outs = [], []

    def llm(t, n_in, n_out):
        nonlocal tok_in, tok_out
        tok_in += n_in
        tok_out += n_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": n_in, "output_tokens": n_out}})

    ctx = 380 + int(next(rnd) * 200)
    llm(t, ctx, 30 + int(next(rnd) * 30))
    t += 0.8 + next(rnd) * 1.5
    prev = None
    for i, c in enumerate(spec.get("calls", [])):
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{i}".encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "call_id": prev, "tool": c["tool"], "attempt": c["retry"],
                          "reason": c.get("reason", "tool error"), "timestamp": round(t, 3)})
            t += 0.5 + next(rnd)
        elif i > 0:
            ctx += 300 + int(next(rnd) * 300)
            llm(t, ctx, 25 + int(next(rnd) * 40))
            t += 0.7 + next(rnd) * 1.2
        calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": c["tool"]})
        out = c.get("out")
        err = c.get("err")
        m = re.search(r"within (\d+)s|after (\d+)s", err or "")
        default = float(m.group(1) or m.group(2)) if m else 0.3 + next(rnd) * 1.4
        t += c.get("dur", default)
        if isinstance(out, str) and out == MISSING:
            prev = cid
            continue
        if err is not None:
            errors.append(err)
        o = {"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]}
        outs.append(o)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": c["tool"]})
        prev = cid
    for _ in range(spec.get("llm_repeat", 0)):
        ctx += 120
        llm(t, ctx, 60)
        t += 1.1 + next(rnd) * 0.5
    ctx += 300 + int(next(rnd) * 400)
    llm(t, ctx, 60 + len(spec["response"]) // 4)
    t += 1.0 + next(rnd) * 2.5
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = ts(spec["at"])
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind18",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }


def main():
    import specs_a, specs_b
    specs = specs_a.SPECS + specs_b.SPECS
    by_domain = {}
    for s in specs:
        by_domain.setdefault(s["file"], []).append(build(s))
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for f, recs in by_domain.items():
        with open(os.path.join(HERE, f + ".jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(len(specs), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
