"""Build the blind97 held-out set from the compact specs in specs.py.

Run: python tests/data/scoring/blind97/build.py  (rewrites blind97/*.jsonl)
Specs are hand-written by the blind97 tester; this script only adds call ids,
timestamps on 2026-11-20, token usage, retry events and metrics.
"""
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def tok(seed, base):
    v = int(h(seed, 4), 16)
    return {"input_tokens": base + v % 400, "output_tokens": 30 + v % 120}


def build(spec, idx):
    rid = spec["id"]
    model = MODELS[idx % len(MODELS)]
    prefix = "toolu_" if "claude" in model else "call_"
    t = DAY0 + 7 * 3600 + idx * 11 * 60 + int(h(rid, 2), 16)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    usage_in = usage_out = 0
    n_llm = 0

    def llm(base):
        nonlocal t, usage_in, usage_out, n_llm
        u = tok(rid + str(n_llm), base)
        n_llm += 1
        usage_in += u["input_tokens"]
        usage_out += u["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": u})
        t += 0.8 + (int(h(rid + "l" + str(n_llm), 2), 16) % 20) / 10

    llm(380)
    calls, outs, errors = [], [], []
    retries = 0
    prev_id = None
    attempt = 1
    for i, c in enumerate(spec.get("calls", [])):
        cid = prefix + h(rid + "#" + str(i))
        if c.get("retry"):
            retries += 1
            attempt += 1
            t += 1.0
            trace.append({"event": "retry", "call_id": prev_id, "tool": c["tool"], "attempt": attempt,
                          "reason": errors[-1] if errors else None, "timestamp": round(t, 3)})
        else:
            attempt = 1
        calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3),
                      "tool": c["tool"]})
        t += c.get("dur", 0.6 + (int(h(cid, 2), 16) % 15) / 10)
        if not c.get("missing"):
            err = c.get("err")
            out = None if err else c["out"]
            if err:
                errors.append(err)
            outs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": c["tool"]})
        prev_id = cid
        llm(700 + 250 * i)
    for _ in range(spec.get("llm_loops", 0)):
        llm(900)
    t += 0.4
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    rec = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(trace[-1]["timestamp"] - trace[0]["timestamp"], 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind97",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outs,
        "trace": trace,
    }
    return rec


def main():
    by_file = {}
    for idx, spec in enumerate(SPECS):
        by_file.setdefault(spec["file"], []).append(build(spec, idx))
    for name in os.listdir(HERE):
        if name.endswith(".jsonl"):
            os.remove(os.path.join(HERE, name))
    for f, recs in by_file.items():
        with open(os.path.join(HERE, f + ".jsonl"), "w") as fh:
            for r in recs:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(sum(len(v) for v in by_file.values()), "runs in", len(by_file), "files")


if __name__ == "__main__":
    main()
