"""Expand specs.py into <domain>.jsonl records (the corpus record shape plus `set`).

python tests/data/scoring/blind86/build.py
"""
import datetime as dt
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)


def _h(*parts):
    return hashlib.sha256("|".join(parts).encode()).hexdigest()


def _tokens(text):
    return max(1, len(text) // 4)


def build(spec):
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY.timestamp() + hh * 3600 + mm * 60 + ss
    seed = int(_h(spec["id"])[:6], 16)
    claude = spec["model"].startswith("claude")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    context = len(spec["prompt"]) + 1400  # system prompt + tool schemas
    tin = tout = 0

    def llm(out_text, t):
        nonlocal tin, tout
        usage = {"input_tokens": _tokens("x" * context), "output_tokens": _tokens(out_text) + 12}
        tin += usage["input_tokens"]
        tout += usage["output_tokens"]
        trace.append({"event": "llm_call", "model": spec["model"], "timestamp": round(t, 3), "token_usage": usage})
        return t + 0.6 + usage["output_tokens"] / 90.0

    n = 0
    for turn in spec["turns"]:
        t = llm(json.dumps([c["args"] for c in turn]), t)
        for call in turn:
            n += 1
            cid = ("toolu_01" + _h(spec["id"], str(n))[:22]) if claude else ("call_" + _h(spec["id"], str(n))[:12])
            if call.get("retry"):
                retries += 1
                attempt = sum(1 for c in calls if c["tool"] == call["tool"]) + 1
                trace.append({"event": "retry", "tool": call["tool"], "attempt": attempt, "timestamp": round(t, 3)})
                t += 0.5 if "429" not in str(outputs[-1].get("error")) else 2.0
            start = round(t, 3)
            calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
            trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": call["tool"]})
            dur = call.get("dur", 0.35 + (seed % 900) / 1000.0)
            t += dur
            if call.get("missing"):
                continue
            err = call.get("err")
            out = None if err else call["out"]
            end = round(t, 3)
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": call["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": call["tool"]})
            if err:
                errors.append(err)
            context += len(json.dumps(out if out is not None else err)) + len(json.dumps(call["args"]))
        t += 0.05
    for _ in range(spec.get("llm_extra", 0)):
        t = llm("Let me check the waitlist status once more before answering.", t)
    t = llm(spec["response"], t)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start0 = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start0, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind86",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for spec in SPECS:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
