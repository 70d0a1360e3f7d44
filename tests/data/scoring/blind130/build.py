"""Builds the blind130 JSONL files from the compact specs in specs.py.

Written by the blind130 tester without reading the scorer, its tests or the other sets.
Run: python tests/data/scoring/blind130/build.py
"""

from __future__ import annotations

import hashlib
import json
import os
import string
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import SPECS  # noqa: E402

DAY_START = 1795132800  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-5-20250929", "gpt-4.1-mini-2025-04-14"]
ALNUM = string.ascii_letters + string.digits


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(case_id: str, n: int, model: str) -> str:
    x = _h(case_id, "call", n)
    chars = []
    for _ in range(24):
        x, r = divmod(x, len(ALNUM))
        chars.append(ALNUM[r])
    body = "".join(chars)
    return ("toolu_01" + body[:22]) if model.startswith("claude") else ("call_" + body)


def build(index: int, spec: dict) -> dict:
    cid = spec["id"]
    model = MODELS[index % len(MODELS)]
    t = float(DAY_START + 8 * 3600 + index * 11 * 60 + (_h(cid) % 300))
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tok_in, tok_out = 0, 0
    ctx = 380 + _h(cid, "ctx") % 250
    n_llm = 0

    def llm(repeat_same: bool = False):
        nonlocal t, tok_in, tok_out, ctx, n_llm
        n_llm += 1
        out_tok = 38 + _h(cid, "out", n_llm) % 60 if not repeat_same else 61
        usage = {"input_tokens": ctx, "output_tokens": out_tok}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tok_in += ctx
        tok_out += out_tok
        ctx += out_tok + 40
        t += 0.8 + (_h(cid, "lat", n_llm) % 140) / 100.0

    llm()
    n_call = 0
    for step in spec["steps"]:
        kind = step[0]
        if kind == "llm":  # an extra model call with no tool call in between
            llm(repeat_same=True)
            continue
        if kind == "retry":
            _, tool, attempt, reason = step
            t += 1.0 if "429" in reason else 0.5
            trace.append({"event": "retry", "tool": tool, "attempt": attempt, "reason": reason, "timestamp": round(t, 3)})
            retries += 1
            continue
        # ("call", tool, args, output) | ("err", tool, args, error) | ("lost", tool, args)
        n_call += 1
        tool, args = step[1], step[2]
        call_id = _call_id(cid, n_call, model)
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        if kind == "lost":
            t += 2.0
            continue
        if kind == "err" and "Timeout" in step[3]:
            t += 10.0
        else:
            t += 0.25 + (_h(cid, "tool", n_call) % 160) / 100.0
        output = step[3] if kind == "call" else None
        error = step[3] if kind == "err" else None
        outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": round(t, 3), "tool": tool})
        if error is not None:
            errors.append(error)
        if kind == "call" or not spec.get("retry_without_llm"):
            llm()
    if trace[-1]["event"] != "llm_call":  # the model call that wrote the final answer
        llm()
    t += 0.4 + len(spec["response"]) / 120.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind130",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for i, spec in enumerate(SPECS):
        by_domain.setdefault(spec["file"], []).append(build(i, spec))
    for name, records in by_domain.items():
        with open(os.path.join(HERE, name + ".jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(sum(len(r) for r in by_domain.values()), "runs in", len(by_domain), "files")


if __name__ == "__main__":
    main()
