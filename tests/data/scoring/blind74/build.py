"""Expand the compact run specs in specs.py into one JSONL file per domain (set `blind74`).

Run: python tests/data/scoring/blind74/build.py

A spec gives the question, the steps (tool calls with their arguments and JSON output or error
text; `retry` marks a framework retry of the previous failed call; `no_output` leaves a call
without a result; `llm_repeat` adds that many back-to-back model calls), the final answer and the
labels. This script adds call ids, timestamps on 2026-11-20 (UTC), token usage and metrics, all
derived deterministically from the run id, so rebuilding gives byte-identical files.
"""

from __future__ import annotations

import calendar
import hashlib
import json
import random
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = calendar.timegm((2026, 11, 20, 0, 0, 0))
MODELS = {
    "openai": "gpt-4o-2024-08-06",
    "anthropic": "claude-sonnet-4-20250514",
}


def _call_id(style: str, run_id: str, index: int) -> str:
    digest = hashlib.sha256(f"{run_id}/{index}".encode()).hexdigest()
    if style == "anthropic":
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def _tokens_for(value) -> int:
    return max(8, len(json.dumps(value)) // 4)


class _Clock:
    def __init__(self, start: float, rng: random.Random):
        self.now = start
        self.rng = rng

    def advance(self, low: float, high: float) -> float:
        self.now = round(self.now + self.rng.uniform(low, high), 3)
        return self.now


def build_run(spec: dict) -> dict:
    run_id = spec["id"]
    rng = random.Random(run_id)
    style = spec.get("style", "openai")
    model = MODELS[style]
    hh, mm, ss = (int(part) for part in spec["start"].split(":"))
    t0 = float(DAY + hh * 3600 + mm * 60 + ss)
    clock = _Clock(t0, rng)

    trace: list[dict] = [{"event": "agent_start", "timestamp": t0}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = rng.randint(380, 620) + len(spec["prompt"]) // 4
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm_call(output_tokens: int) -> None:
        nonlocal context
        usage["input_tokens"] += context
        usage["output_tokens"] += output_tokens
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": clock.now,
            "token_usage": {"input_tokens": context, "output_tokens": output_tokens},
        })
        context += output_tokens
        clock.advance(0.7, 2.4)

    steps = spec.get("steps", [])
    index = 0
    attempt = 1
    # A model call precedes each tool call except a framework retry, which follows the failure directly.
    for step in steps:
        if "llm_repeat" in step:
            for _ in range(step["llm_repeat"]):
                llm_call(rng.randint(118, 126))
            continue
        if step.get("retry"):
            attempt += 1
            retries += 1
            clock.advance(0.3, 1.5)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": attempt, "timestamp": clock.now})
            clock.advance(0.05, 0.2)
        else:
            attempt = 1
            llm_call(rng.randint(24, 70))
        index += 1
        cid = _call_id(style, run_id, index)
        started = clock.now
        calls.append({"args": step["args"], "id": cid, "timestamp": started, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": started, "tool": step["tool"]})
        duration = step.get("dur")
        if duration is None:
            clock.advance(0.25, 1.6)
        else:
            clock.now = round(clock.now + duration + rng.uniform(0.0, 0.05), 3)
        if step.get("no_output"):
            continue
        output = step.get("output")
        error = step.get("error")
        if error is not None:
            errors.append(error)
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": clock.now, "tool": step["tool"]})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": clock.now, "tool": step["tool"]})
        context += _tokens_for(output if error is None else error)

    llm_call(len(spec["response"]) // 4 + rng.randint(4, 20))
    trace.append({"event": "agent_finish", "timestamp": clock.now})

    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(clock.now - t0, 3),
            "retries": retries,
            "token_usage": dict(usage),
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind74",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in RUNS:
        if spec["id"] in seen:
            raise SystemExit(f"duplicate id {spec['id']}")
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build_run(spec))
    for domain, runs in sorted(by_domain.items()):
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as handle:
            for run in runs:
                handle.write(json.dumps(run, sort_keys=True) + "\n")
        print(f"{path.name}: {len(runs)} runs")


if __name__ == "__main__":
    main()
