"""Build the blind55 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind55/build.py

Each spec gives the case's labels, start time (UTC, 2026-11-20), model, prompt, the steps the
agent took (tool calls with arguments and an output or an error, retries, repeated LLM calls,
calls whose output never came back) and the final answer. This script adds call ids, timestamps,
token usage, the trace and metrics, and writes one `<domain>.jsonl` per domain. Deterministic.
"""

from __future__ import annotations

import hashlib
import json
import string
from datetime import datetime, timezone
from pathlib import Path

from specs import CASES

HERE = Path(__file__).resolve().parent
SET = "blind55"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc)
ALPHABET = string.ascii_letters + string.digits


def _h(*parts: object) -> bytes:
    return hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()


def _frac(*parts: object) -> float:
    return int.from_bytes(_h(*parts)[:4], "big") / 2**32


def _call_id(case_id: str, index: int, model: str) -> str:
    digest = _h(case_id, "call", index)
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:22])
    return "call_" + "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:24])


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 4))


def build(case: dict) -> dict:
    cid, model = case["id"], case["model"]
    hh, mm, ss = (int(x) for x in case["start"].split(":"))
    t = DAY.replace(hour=hh, minute=mm, second=ss).timestamp()
    start = t
    context = 520 + int(300 * _frac(cid, "system")) + _tokens(case["prompt"])  # system prompt + tool schemas
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    totals = {"input_tokens": 0, "output_tokens": 0}
    n_call = 0
    last_tool = None
    attempt = 1

    def llm(out_tokens: int, pause: float) -> None:
        nonlocal t
        usage = {"input_tokens": context, "output_tokens": out_tokens}
        totals["input_tokens"] += usage["input_tokens"]
        totals["output_tokens"] += usage["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        t += pause

    need_llm = True
    for k, step in enumerate(case["steps"]):
        if "retry" in step:
            attempt += 1
            retries += 1
            t += step.get("backoff", 1.0 + 2 * _frac(cid, k))
            trace.append({"event": "retry", "tool": last_tool, "attempt": attempt, "reason": step["retry"], "timestamp": round(t, 3)})
            t += 0.05
            need_llm = False
            continue
        if "llm_loop" in step:
            out_tok = step.get("tokens", 64)
            for _ in range(step["llm_loop"]):
                llm(out_tok, 2.0 + 0.4 * _frac(cid, k, t))
            need_llm = True
            continue
        tool, args = step["tool"], step["args"]
        if need_llm:
            llm(18 + _tokens(json.dumps(args)), 0.9 + 1.4 * _frac(cid, k, "llm"))
        if tool != last_tool:
            attempt = 1
        call_id = _call_id(cid, n_call, model)
        n_call += 1
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += step.get("dur", 0.25 + 1.2 * _frac(cid, k, "dur"))
        last_tool = tool
        need_llm = True
        if step.get("missing"):
            continue  # the tool span never ended: no tool_end, no output
        out = {"call_id": call_id, "error": step.get("error"), "output": step.get("output"), "timestamp": round(t, 3), "tool": tool}
        outputs.append(out)
        trace.append({"call_id": call_id, "error": out["error"], "event": "tool_end", "output": out["output"], "timestamp": round(t, 3), "tool": tool})
        context += _tokens(json.dumps(args)) + _tokens(json.dumps(step.get("output"))) + _tokens(step.get("error") or "") + 12
        if step.get("error"):
            errors.append(step["error"])
    llm(8 + _tokens(case["response"]), 1.6 + 1.8 * _frac(cid, "final"))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert DAY.timestamp() <= start and t < DAY.timestamp() + 86400, cid
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("expected_cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": totals},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for case in CASES:
        assert case["id"] not in seen, case["id"]
        seen.add(case["id"])
        assert (case["label"] == "clean") == (case.get("expected_cause") is None), case["id"]
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(seen)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
