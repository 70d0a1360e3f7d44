"""Build the blind88 held-out set: `python tests/data/scoring/blind88/build.py` rewrites the JSONL files.

Specs (written by hand in specs.py) give the prompt, the calls (arguments, JSON output or error),
and the final answer; this adds call ids, timestamps on 2026-11-20, token usage and metrics.
"""
from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = {"openai": "gpt-4o-2024-08-06", "openai41": "gpt-4.1-2025-04-14", "anthropic": "claude-sonnet-4-5-20250929"}


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(style: str, case: str, n: int) -> str:
    digest = hashlib.sha256(f"{case}#{n}".encode()).hexdigest()
    if style == "anthropic":
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
        v = int(digest, 16)
        out = ""
        for _ in range(22):
            v, r = divmod(v, len(alphabet))
            out += alphabet[r]
        return "toolu_01" + out
    return "call_" + digest[:12]


def build(spec: dict) -> dict:
    case = spec["id"]
    style = spec.get("style", "openai")
    model = MODELS[style]
    hh, mm = spec["at"].split(":")
    t = DAY0 + int(hh) * 3600 + int(mm) * 60
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tok_in = tok_out = 0
    retries = 0
    ctx = 380 + len(spec["prompt"]) // 3
    n = 0

    def llm(extra_in=0, out_tokens=None):
        nonlocal tok_in, tok_out, ctx
        i = ctx + extra_in
        o = out_tokens if out_tokens is not None else 28 + _h(case, len(trace)) % 40
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": i, "output_tokens": o}})
        tok_in += i
        tok_out += o
        ctx = i + o

    for step in spec["steps"]:
        if step.get("llm_only"):
            # an extra model turn with no tool call (loops)
            for _ in range(step.get("times", 1)):
                llm(out_tokens=step.get("out", 55))
                t += 2.0 + (_h(case, "l", len(trace)) % 900) / 1000
            continue
        if not step.get("same_turn") and not step.get("retry"):
            llm()
        if step.get("retry"):
            retries += 1
            t += 0.5 + step.get("backoff", 1.0)
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step["retry"], "reason": step.get("reason", "tool error")})
        n += 1
        cid = _call_id(style, case, n)
        t += 0.9 + (_h(case, n) % 1400) / 1000
        call = {"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]}
        calls.append(call)
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        if step.get("no_output"):
            t += 0.4
            continue
        t += step.get("dur", 0.3 + (_h(case, n, "d") % 1100) / 1000)
        err = step.get("error")
        out = step.get("output") if err is None else None
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        ctx += len(json.dumps(out)) // 4 + 12
        if err is not None:
            errors.append(err)
    llm(out_tokens=len(spec["response"]) // 4 + 8)
    t += 1.2 + (_h(case, "fin") % 1500) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY0 < 86400, case
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": case,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind88",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain[spec["file"]].append(build(spec))
    for name, records in by_domain.items():
        with open(HERE / f"{name}.jsonl", "w") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main()
