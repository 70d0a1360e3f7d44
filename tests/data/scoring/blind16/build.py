"""Builds the blind16 held-out runs (one JSONL file per domain) from the compact specs in specs.py.

    python tests/data/scoring/blind16/build.py

Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call events with token usage, retry
events, and metrics (latency, summed tokens, retries, every tool error in order).
"""
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import RUNS  # noqa: E402

DAY = 1795132800.0  # 2026-11-20T00:00:00Z
HERE = os.path.dirname(os.path.abspath(__file__))


def _h(s, n=12):
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def _num(s, lo, hi):
    return lo + int(_h(s, 8), 16) % (hi - lo)


def build(spec):
    rid = spec["id"]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY + hh * 3600 + mm * 60 + ss
    anthropic = spec.get("style", "openai") == "anthropic"
    model = "claude-3-5-sonnet-20241022" if anthropic else "gpt-4o-2024-08-06"
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tok_in = tok_out = 0
    ctx = _num(rid, 380, 900)

    def llm(i, extra=0):
        nonlocal tok_in, tok_out, ctx, t
        out = _num(f"{rid}-{i}-o", 30, 90) + extra
        usage = {"input_tokens": ctx, "output_tokens": out}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tok_in += ctx
        tok_out += out
        ctx += out + _num(f"{rid}-{i}-c", 120, 420)
        t += _num(f"{rid}-{i}-d", 700, 2400) / 1000.0

    llm(0)
    for i, step in enumerate(spec["steps"], 1):
        kind = step[0]
        if kind == "retry":
            retries += 1
            trace.append({"event": "retry", "tool": step[1], "attempt": step[2], "reason": step[3], "timestamp": round(t, 3)})
            t += 0.5 * step[2]
            continue
        if kind == "llm":  # an extra model turn with no tool call (loops)
            llm(i, extra=step[1] if len(step) > 1 else 0)
            continue
        _, tool, args, output, error, dur = (list(step) + [None, None, None])[:6]
        dur = dur or _num(f"{rid}-{i}-t", 300, 1800) / 1000.0
        cid = ("toolu_01" + _h(f"{rid}-{i}", 22)) if anthropic else ("call_" + _h(f"{rid}-{i}"))
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += dur
        if kind == "missing":  # the call never returned: no tool_end, no output
            t += 0.2
            llm(i)
            continue
        out = {"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool}
        outputs.append(out)
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": round(t, 3), "tool": tool})
        if error:
            errors.append(error)
        if not step_is_followed_by_retry(spec["steps"], i):
            llm(i)
    t += _num(rid + "-fin", 300, 1500) / 1000.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind16",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def step_is_followed_by_retry(steps, i):
    return i < len(steps) and steps[i][0] == "retry"


def main():
    by_domain = {}
    ids = set()
    for spec in RUNS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, recs in by_domain.items():
        name = domain.replace(" ", "_") + ".jsonl"
        with open(os.path.join(HERE, name), "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(len(RUNS), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
