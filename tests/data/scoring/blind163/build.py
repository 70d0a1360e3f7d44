"""Build the blind163 JSONL files from the compact specs in specs_a.py and specs_b.py.

Run: python tests/data/scoring/blind163/build.py  (rewrites <domain>.jsonl next to this file).

A spec is a dict: id, domain, label, category, expected_cause, prompt, response, start (UTC
"HH:MM:SS" on 2026-11-20), optional style ("openai" or "anthropic"), optional extra_llm (extra
llm_call events with no tool call, for a model loop) and steps. A step is one tool call:
{"tool", "args", "output", "error", "secs", "missing", "retry"}; "retry": True puts a retry event
(attempt n) before the call, "missing": True records the call's start but no end and no output.
Call ids, token usage and metrics are derived deterministically from the spec.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z
MODELS = {"openai": "gpt-4o-2024-08-06", "anthropic": "claude-sonnet-4-20250514"}


def _num(seed: str, lo: int, hi: int) -> int:
    h = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
    return lo + h % (hi - lo + 1)


def _call_id(spec_id: str, i: int, style: str) -> str:
    digest = hashlib.sha1(f"{spec_id}/{i}".encode()).hexdigest()
    return ("toolu_01" + digest[:20]) if style == "anthropic" else ("call_" + digest[:12])


def build(spec: dict) -> dict:
    sid = spec["id"]
    style = spec.get("style", "openai")
    model = MODELS[style]
    h, m, s = (int(x) for x in spec["start"].split(":"))
    t = float(DAY0 + h * 3600 + m * 60 + s)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    n_llm = 0

    def llm(now: float, context: int) -> float:
        nonlocal tin, tout, n_llm
        n_llm += 1
        i_tok = _num(f"{sid}/in{n_llm}", 380, 520) + context
        o_tok = _num(f"{sid}/out{n_llm}", 28, 70)
        tin += i_tok
        tout += o_tok
        trace.append({"event": "llm_call", "model": model, "timestamp": round(now, 3), "token_usage": {"input_tokens": i_tok, "output_tokens": o_tok}})
        return now + _num(f"{sid}/lat{n_llm}", 700, 1900) / 1000.0

    context = 0
    t = llm(t, context)
    attempt = {}
    for i, step in enumerate(spec.get("steps", [])):
        tool = step["tool"]
        key = tool + json.dumps(step["args"], sort_keys=True)
        attempt[key] = attempt.get(key, 0) + 1
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": tool, "attempt": attempt[key], "timestamp": round(t, 3)})
            t += 0.5 * attempt[key]
        cid = _call_id(sid, i, style)
        calls.append({"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += step.get("secs", _num(f"{sid}/tool{i}", 300, 1600) / 1000.0)
        if step.get("missing"):
            t += 0.2
        else:
            err = step.get("error")
            out = step.get("output")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": tool})
            if err:
                errors.append(err)
            context += len(json.dumps(out)) // 4 + 20
        t = llm(t, context)
    for _ in range(spec.get("extra_llm", 0)):
        context += 60
        t = llm(t, context)
    t += len(spec["response"]) / 400.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": sid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind163",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    specs = SPECS_A + SPECS_B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        rec = build(spec)
        assert rec["trace"][0]["timestamp"] >= DAY0 and rec["trace"][-1]["timestamp"] < DAY0 + 86400
        by_domain.setdefault(spec["domain"], []).append(rec)
    for domain, recs in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
