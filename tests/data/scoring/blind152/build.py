"""Expand the compact specs in specs.py into one JSONL file per domain (set blind152).

    python tests/data/scoring/blind152/build.py

Each spec gives the prompt, the steps the agent took (tool calls with their arguments and their
JSON output or error text, framework retries, extra model turns, calls that never answered) and
the final answer. This script adds what a recorder would: call ids, timestamps on 2026-11-20
(the run's start time is in the spec, UTC), token usage per model call, the trace events in
order and the metrics (latency, summed token usage, retry count, every tool error in order).
Token counts and step durations are drawn from a random generator seeded with the run's id, so
the output is the same on every run of the script.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from datetime import datetime, timezone
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
SET_NAME = "blind152"
RUN_DAY = "2026-11-20"
KEYS = (
    "category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
    "response", "set", "split", "tool_calls", "tool_outputs", "trace",
)


def _epoch(clock: str) -> float:
    return datetime.fromisoformat(f"{RUN_DAY}T{clock}+00:00").timestamp()


def _call_id(style: str, run_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).digest()
    if style == "anthropic":
        alphabet = string.ascii_letters + string.digits
        return "toolu_01" + "".join(alphabet[b % len(alphabet)] for b in digest[:22])
    return "call_" + digest.hex()[:24]


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.7))


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    style = spec["style"]
    model = spec["model"]
    t = _epoch(spec["start"])
    start = t
    context = 380 + rng.randint(0, 260) + _tokens(spec["prompt"])  # system prompt, tool schemas, prompt
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    n_calls = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
        })
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.018 + rng.uniform(0.2, 0.9)

    pending_turn = True  # the next tool call needs a model turn to be made
    for step in spec["steps"]:
        kind = step["kind"]
        if kind == "llm":  # a model turn that made no tool call
            llm(rng.randint(60, 180))
            pending_turn = True
            continue
        if kind == "retry":  # the framework retries the failed call; no model turn
            t += step.get("backoff", 1.0)
            retries += 1
            trace.append({
                "event": "retry",
                "tool": step["tool"],
                "attempt": step["attempt"],
                "reason": step["reason"],
                "timestamp": round(t, 3),
            })
            pending_turn = False
            continue
        # a tool call ("call", or "missing": a call whose output never came back)
        if pending_turn and not step.get("same_turn"):
            llm(rng.randint(24, 70))
        n_calls += 1
        call_id = _call_id(style, spec["id"], n_calls)
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        calls.append({"args": step["args"], "id": call_id, "timestamp": round(t, 3), "tool": step["tool"]})
        if kind == "missing":
            t += rng.uniform(0.05, 0.2)
            pending_turn = True
            continue
        t += step.get("dur", rng.uniform(0.3, 1.6))
        error = step.get("error")
        output = step.get("output")
        trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": round(t, 3), "tool": step["tool"]})
        outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": round(t, 3), "tool": step["tool"]})
        if error is not None:
            errors.append(error)
        context += _tokens(json.dumps(output if error is None else error))
        pending_turn = True
    llm(_tokens(spec["response"]) + rng.randint(0, 12))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET_NAME,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert tuple(sorted(record)) == KEYS
    return record


def main() -> None:
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in SPECS:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(SPECS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
