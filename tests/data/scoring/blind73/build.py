"""Expand the blind73 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind73/build.py

Each spec gives the question, the steps (tool calls with their arguments and JSON outputs or
error texts, retry events, repeated LLM calls) and the final answer; this script adds call ids,
timestamps on 2026-11-20 (UTC), token usage, the trace and the metrics.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime, timezone
from pathlib import Path

from specs import CASES

HERE = Path(__file__).resolve().parent
DAY = "2026-11-20"
LABEL_FIELDS = ("id", "domain", "label", "category", "expected_cause")
ALNUM = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _digest(*parts: str) -> bytes:
    return hashlib.sha256("|".join(parts).encode()).digest()


def call_id(case_id: str, index: int, model: str) -> str:
    raw = _digest(case_id, str(index))
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALNUM[b % 62] for b in raw[:22])
    return "call_" + "".join(ALNUM[b % 62] for b in raw[:24])


def tokens(text: str) -> int:
    return max(1, len(text) // 4)


def build(case: dict) -> dict:
    model = case["model"]
    start = datetime.fromisoformat(f"{DAY}T{case['start']}+00:00").timestamp()
    t = start
    context = 260 + tokens(case["prompt"])  # system prompt + tool schemas + question
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors, usage = [], [], [], {"input_tokens": 0, "output_tokens": 0}
    retries = 0

    def llm(out_tokens: int, same: dict | None = None) -> None:
        nonlocal t, context
        tu = same or {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": dict(tu)})
        usage["input_tokens"] += tu["input_tokens"]
        usage["output_tokens"] += tu["output_tokens"]
        context += tu["output_tokens"]
        t += 0.9 + tu["output_tokens"] * 0.012

    for index, step in enumerate(case["steps"]):
        kind = step[0]
        if kind == "retry":
            _, tool, attempt, wait = step
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "attempt": attempt})
            retries += 1
            t += wait
            continue
        if kind == "llm_loop":
            _, times, tu = step
            for _ in range(times):
                llm(0, same=tu)
            continue
        _, tool, args, result = step[:4]
        opts = step[4] if len(step) > 4 else {}
        if not opts.get("auto"):
            llm(18 + tokens(json.dumps(args)))
        cid = call_id(case["id"], index, model)
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += opts.get("dur", 0.35 + (_digest(case["id"], tool, str(index))[0] % 90) / 100)
        if opts.get("missing"):
            continue  # the span never ended: no output was recorded
        error = result if opts.get("error") else None
        output = None if error else result
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": round(t, 3), "tool": tool})
        if error:
            errors.append(error)
        context += tokens(json.dumps(result)) + 12
    llm(12 + tokens(case["response"]))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    for event in trace:
        assert datetime.fromtimestamp(event["timestamp"], timezone.utc).date().isoformat() == DAY, case["id"]
    record = {key: case.get(key) for key in LABEL_FIELDS}
    record.update(evidence_level="fully_instrumented", set="blind73", split="heldout", prompt=case["prompt"],
                  response=case["response"], tool_calls=calls, tool_outputs=outputs, trace=trace)
    record["metrics"] = {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage}
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for case in CASES:
        assert case["id"] not in seen, case["id"]
        seen.add(case["id"])
        assert (case["label"] == "clean") == (case.get("expected_cause") is None), case["id"]
        by_domain.setdefault(case["domain"], []).append(build(case))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / (re.sub(r"[^a-z0-9]+", "_", domain.lower()).strip("_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=True) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
