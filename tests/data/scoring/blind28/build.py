"""Expand the blind28 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind28/build.py

Each spec gives a run's prompt, its tool calls (arguments, then an output or an error), the
final answer and its label. This script adds what a recorder would: call ids, timestamps on
2026-11-20 (UTC), llm_call events with token usage, tool_start/tool_end, retry events, an
agent_finish, and metrics (latency, summed tokens, retries, every tool error in order).
Everything is deterministic (seeded by the run id), so a rebuild gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET_NAME = "blind28"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc)
OPENAI_MODELS = ("gpt-4o-2024-08-06", "gpt-4.1-2025-04-14", "gpt-4.1-mini-2025-04-14")
ANTHROPIC_MODELS = ("claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514")
B62 = string.ascii_letters + string.digits


def _epoch(clock: str) -> float:
    hours, minutes, seconds = (int(part) for part in clock.split(":"))
    return DAY.replace(hour=hours, minute=minutes, second=seconds).timestamp()


def _call_id(rng: random.Random, anthropic: bool) -> str:
    if anthropic:
        return "toolu_01" + "".join(rng.choice(B62) for _ in range(22))
    return "call_" + "".join(rng.choice(B62) for _ in range(24))


def _tokens(text: object) -> int:
    return max(1, len(json.dumps(text)) // 4)


def build(spec: dict) -> dict:
    rng = random.Random(hashlib.sha256(spec["id"].encode()).hexdigest())
    anthropic = spec.get("vendor") == "anthropic"
    model = spec.get("model") or rng.choice(ANTHROPIC_MODELS if anthropic else OPENAI_MODELS)
    t = _epoch(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + rng.randint(0, 260) + _tokens(spec["prompt"])
    totals = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int) -> None:
        nonlocal t
        usage = {"input_tokens": context, "output_tokens": out_tokens}
        totals["input_tokens"] += usage["input_tokens"]
        totals["output_tokens"] += usage["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        t += 0.6 + out_tokens * 0.012 + rng.random() * 0.8

    steps = spec["steps"]
    for index, step in enumerate(steps):
        if "llm" in step:  # an extra model turn with no tool call (re-planning)
            llm(step["llm"])
            context += step["llm"] + rng.randint(5, 30)
            continue
        if not step.get("retry"):
            llm(18 + _tokens(step["args"]) + rng.randint(4, 30))
        else:
            retries += 1
            attempt = step["retry"]
            trace.append({"event": "retry", "tool": step["tool"], "attempt": attempt, "timestamp": round(t, 3)})
            t += step.get("backoff", 1.0 + rng.random())
        call_id = _call_id(rng, anthropic)
        start = round(t, 3)
        calls.append({"args": step["args"], "id": call_id, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
        t += step.get("duration", 0.3 + rng.random() * 1.4)
        if step.get("missing"):  # the tool span never ended: no output recorded
            context += 40
            continue
        end = round(t, 3)
        error = step.get("error")
        output = step.get("output")
        outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": end, "tool": step["tool"]})
        trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": step["tool"]})
        if error is not None:
            errors.append(error)
        context += _tokens(output if error is None else error) + 30
    llm(_tokens(spec["response"]) + rng.randint(0, 12))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    latency = round(t - _epoch(spec["start"]), 3)
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": latency, "retries": retries, "token_usage": totals},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET_NAME,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    seen: set[str] = set()
    for spec in RUNS:
        if spec["id"] in seen:
            raise SystemExit(f"duplicate id {spec['id']}")
        seen.add(spec["id"])
        by_domain[spec["domain"]].append(build(spec))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="ascii") as handle:
            for record in records:
                handle.write(json.dumps(record, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
