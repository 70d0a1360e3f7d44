"""Expand the blind153 specs (specs.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind153/build.py

Each spec gives the question, the calls (tool, arguments, JSON output or error text, whether a
retry followed, whether the output never arrived), the final answer and a start time on
2026-11-20 (UTC). This script adds call ids, timestamps, token usage, the trace events and the
metrics. It is deterministic: the same specs always give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import CASES  # noqa: E402

DAY = "2026-11-20"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _h(*parts: str) -> bytes:
    return hashlib.sha256("|".join(parts).encode()).digest()


def _frac(seed: str, lo: float, hi: float) -> float:
    v = int.from_bytes(_h(seed)[:4], "big") / 2**32
    return lo + (hi - lo) * v


def _call_id(case_id: str, i: int, model: str) -> str:
    d = _h(case_id, "call", str(i))
    if model.startswith("claude"):
        n = int.from_bytes(d, "big")
        s = ""
        for _ in range(22):
            n, r = divmod(n, 62)
            s += B62[r]
        return "toolu_01" + s
    return "call_" + d.hex()[:24]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def _start_ts(hhmmss: str) -> float:
    dt = datetime.fromisoformat(f"{DAY}T{hhmmss}+00:00")
    return dt.astimezone(timezone.utc).timestamp()


def build(case: dict) -> dict:
    cid = case["id"]
    model = case.get("model", "gpt-4o-2024-08-06")
    t = _start_ts(case["start"])
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls_out: list[dict] = []
    outputs_out: list[dict] = []
    errors: list[str] = []
    retries = 0
    in_tok = 380 + _tokens(case.get("system", "")) + _tokens(case["prompt"]) + int(_frac(cid + "sys", 0, 260))
    usage_in = 0
    usage_out = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, in_tok, usage_in, usage_out
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": in_tok, "output_tokens": out_tokens},
        })
        usage_in += in_tok
        usage_out += out_tokens
        t += _frac(f"{cid}llm{len(trace)}", 0.7, 2.4) + out_tokens * 0.012
        in_tok += out_tokens

    # group calls into LLM turns: parallel=True starts with the previous call (same turn);
    # same_turn=True runs after the previous call ends, in the same turn (a framework retry)
    turns: list[list[list[tuple[int, dict]]]] = []
    for i, c in enumerate(case["calls"]):
        if c.get("parallel") and turns:
            turns[-1][-1].append((i, c))
        elif c.get("same_turn") and turns:
            turns[-1].append([(i, c)])
        else:
            turns.append([[(i, c)]])

    for turn in turns:
        llm(sum(18 + _tokens(json.dumps(c["args"])) for _, c in turn[0]))
        for group in turn:
            pending = []
            for i, c in group:
                call_id = _call_id(cid, i, model)
                start = round(t, 3)
                calls_out.append({"args": c["args"], "id": call_id, "timestamp": start, "tool": c["tool"]})
                trace.append({"args": c["args"], "call_id": call_id, "event": "tool_start",
                              "timestamp": start, "tool": c["tool"]})
                pending.append((i, c, call_id, start))
                t += 0.004
            for i, c, call_id, start in pending:
                dur = c.get("dur", _frac(f"{cid}tool{i}", 0.18, 1.6))
                end = round(start + dur, 3)
                t = max(t, end)
                if c.get("missing"):
                    t += case.get("missing_wait", 0.0)
                    continue
                err = c.get("error")
                out = c.get("output")
                outputs_out.append({"call_id": call_id, "error": err, "output": out,
                                    "timestamp": end, "tool": c["tool"]})
                trace.append({"call_id": call_id, "error": err, "event": "tool_end",
                              "output": out, "timestamp": end, "tool": c["tool"]})
                in_tok += _tokens(json.dumps(out)) + (_tokens(err) if err else 0) + 12
                if err:
                    errors.append(err)
                if c.get("retry"):
                    retries += 1
                    t += c.get("backoff", 0.5)
                    trace.append({"attempt": c.get("attempt", 2), "call_id": call_id, "event": "retry",
                                  "reason": err or "retry", "timestamp": round(t, 3), "tool": c["tool"]})

    for k in range(case.get("loop_llm_calls", 0)):
        llm(case.get("loop_out_tokens", 64) + (k % 3))

    llm(_tokens(case["response"]) + 6)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    record = {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case["cause"],
        "id": cid,
        "label": case["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
        },
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind153",
        "split": "heldout",
        "tool_calls": calls_out,
        "tool_outputs": outputs_out,
        "trace": trace,
    }
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for case in CASES:
        assert case["id"] not in seen, case["id"]
        seen.add(case["id"])
        assert (case["label"] == "clean") == (case["cause"] is None), case["id"]
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, records in by_domain.items():
        path = os.path.join(HERE, f"{domain}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(CASES)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
