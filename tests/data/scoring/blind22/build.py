"""Build the blind22 held-out set from compact specs (specs in specs.py, written by hand).

python tests/data/scoring/blind22/build.py  -> rewrites <domain>.jsonl
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import RUNS  # noqa: E402

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z


def _h(s, mod):
    return int(hashlib.sha256(s.encode()).hexdigest(), 16) % mod


def build(spec, index):
    rid = spec["id"]
    hh, mm = spec.get("at", (8 + index % 12, (index * 7) % 60))
    t = DAY0 + hh * 3600 + mm * 60
    model = spec.get("model", "gpt-4o-2024-08-06" if index % 2 == 0 else "claude-sonnet-4-20250514")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    n = 0

    def llm(extra_in=0):
        nonlocal tin, tout, n
        n += 1
        i = 380 + _h(rid + str(n), 400) + extra_in
        o = 30 + _h(rid + "o" + str(n), 120)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})

    for k, step in enumerate(spec["steps"]):
        kind = step[0]
        if kind == "llm":
            llm(300 * (k + 1))
            t += 1.4 + _h(rid + "l" + str(k), 90) / 100
            continue
        if kind == "retry":
            retries += 1
            prev = calls[-1]
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": prev["tool"],
                          "call_id": prev["id"], "attempt": step[1], "reason": errors[-1]})
            t += step[2] if len(step) > 2 else 1.0
            continue
        # ("call", tool, args, output, error[, missing])
        _, tool, args, output, error = step[:5]
        missing = len(step) > 5 and step[5]
        if not (k > 0 and spec["steps"][k - 1][0] == "retry"):
            llm(250 * k)
            t += 0.9 + _h(rid + "t" + str(k), 80) / 100
        cid = "call_" + hashlib.sha256(f"{rid}:{k}".encode()).hexdigest()[:12]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": tool})
        t += step[6] if len(step) > 6 else 0.6 + _h(rid + "d" + str(k), 200) / 100
        if missing:
            continue
        outputs.append({"call_id": cid, "error": error, "output": output,
                        "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": round(t, 3), "tool": tool})
        if error is not None:
            errors.append(error)
    llm(400)
    t += 1.2 + _h(rid + "f", 150) / 100
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind22",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ids = [s["id"] for s in RUNS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain = {}
    for i, s in enumerate(RUNS):
        by_domain.setdefault(s["domain"], []).append(build(s, i))
    for domain, records in by_domain.items():
        with open(os.path.join(here, domain + ".jsonl"), "w") as f:
            for r in records:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(RUNS), "runs")


if __name__ == "__main__":
    main()
