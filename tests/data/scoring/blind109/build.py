"""Build blind109 JSONL files from the compact specs in specs.py.

Written blind (no scorer code, tests, other sets or benchmark output read).
Run: python tests/data/scoring/blind109/build.py
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import RUNS  # noqa: E402

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
HERE = os.path.dirname(os.path.abspath(__file__))


def _h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def build(run, idx):
    rid = run["id"]
    seed = int(_h(rid, 6), 16)
    if "at" in run:  # exact start "HH:MM"
        hh, mm = run["at"].split(":")
        t = DAY0 + int(hh) * 3600 + int(mm) * 60 + seed % 40
    else:
        t = DAY0 + (7 + idx % 14) * 3600 + (seed % 3000)
    start = t
    model = run.get("model", "gpt-4o-2024-08-06" if idx % 2 else "claude-sonnet-4-5-20250929")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + seed % 200

    def llm(extra_in, out_tok):
        nonlocal t, tin, tout
        it = ctx + extra_in
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": it, "output_tokens": out_tok}})
        tin += it
        tout += out_tok
        t += 0.9 + (seed % 7) / 10

    llm(0, 38 + seed % 20)
    n = 0
    for step in run["steps"]:
        if step.get("llm_loop"):
            for k in range(step["llm_loop"]):
                llm(300 + 40 * k, step.get("loop_tokens", 57))
            continue
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"],
                          "attempt": step["retry"], "reason": step.get("retry_reason", "previous attempt failed")})
            t += step.get("backoff", 1.0)
        n += 1
        cid = "call_" + _h(f"{rid}:{n}")
        if idx % 2 == 0:
            cid = "toolu_01" + _h(f"{rid}:{n}", 20)
        tool_calls.append({"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.4 + (seed % 9) / 10)
        if step.get("missing"):
            # no tool_end: the output never came back
            llm(250 * n, 60)
            continue
        err = step.get("error")
        out = step.get("output")
        if err:
            errors.append(err)
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3),
                             "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": step["tool"]})
        if not step.get("parallel"):
            llm(len(json.dumps(out)) // 3 + 250 * n, 40 + len(json.dumps(out)) % 50)
    # final answer tokens
    trace[-1]["token_usage"]["output_tokens"] += len(run["response"]) // 4
    tout += len(run["response"]) // 4
    t += 0.6
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind109",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    ids = set()
    for i, run in enumerate(RUNS):
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        rec = build(run, i)
        by_domain.setdefault(run["file"], []).append(rec)
    for fname, recs in by_domain.items():
        with open(os.path.join(HERE, fname + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(ids), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
