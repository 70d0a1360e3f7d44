"""Build the blind111 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind111/build.py

Each spec: id, domain, label, category, cause, prompt, steps, response.
A step is a tool call: dict(tool, args, out=..., err=..., dur=seconds, retry=True when the
agent retried after it, no_end=True when the call never returned).  The builder adds call ids,
timestamps on 2026-11-20, llm_call events with token usage, retry events and metrics.
"""
import hashlib
import json
import os
from collections import defaultdict

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY_START = 1795165200.0  # 2026-11-20T09:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini"]


def slug(domain):
    return domain.replace(" ", "_").replace("-", "_")


def build(spec, index):
    h = hashlib.sha256(spec["id"].encode()).digest()
    model = MODELS[h[1] % len(MODELS)]
    t = DAY_START + index * 487.0 + (h[2] % 60)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + h[3] % 90
    for n, step in enumerate(spec["steps"]):
        # the model decides on the call
        ti, to = ctx + 30 * n, 28 + (h[4 + n % 20] % 40)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": to}})
        tin += ti
        tout += to
        ctx = ti + 120 + len(json.dumps(step.get("out", step.get("err", "")))) // 4
        t += 0.8 + (h[5 + n % 20] % 15) / 10.0
        cid = "call_" + hashlib.sha256(f"{spec['id']}/{n}".encode()).hexdigest()[:12]
        if step.get("llm_only"):
            continue
        calls.append({"args": step["args"], "id": cid, "timestamp": round(t, 3),
                      "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.6 + (h[6 + n % 20] % 20) / 10.0)
        if step.get("no_end"):
            continue
        err = step.get("err")
        out = None if err else step.get("out")
        outputs.append({"call_id": cid, "error": err, "output": out,
                        "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": step["tool"]})
        if err:
            errors.append(err)
        if step.get("retry"):
            retries += 1
            t += 1.0
            trace.append({"attempt": step.get("attempt", 1) + 1, "call_id": cid,
                          "event": "retry", "reason": err or "empty result",
                          "timestamp": round(t, 3), "tool": step["tool"]})
    for extra in range(spec.get("extra_llm", 0)):
        # an agent stuck re-asking the model without calling anything
        ti, to = ctx + 40 * extra, 90 + extra % 3
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": to}})
        tin += ti
        tout += to
        t += 2.1
    ti, to = ctx + 60, 40 + len(spec["response"]) // 4
    trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                  "token_usage": {"input_tokens": ti, "output_tokens": to}})
    tin += ti
    tout += to
    t += 1.2 + len(spec["response"]) / 300.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind111",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain = defaultdict(list)
    for i, spec in enumerate(SPECS):
        assert spec["label"] in ("clean", "flawed")
        assert (spec["cause"] is None) == (spec["label"] == "clean"), spec["id"]
        by_domain[spec["domain"]].append(build(spec, i))
    for domain, recs in by_domain.items():
        with open(os.path.join(HERE, slug(domain) + ".jsonl"), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(len(SPECS), "runs in", len(by_domain), "domains")


if __name__ == "__main__":
    main()
