"""Expand the compact specs in `specs_*.py` into one JSONL file per domain.

Run `python tests/data/scoring/blind161/build.py`; it rewrites `<domain>.jsonl` in this folder.

A spec holds the prompt, the turns (each turn is one model call followed by the tool calls it asked
for, in order), the final answer and the labels. This script adds what a recorder adds: call ids,
timestamps on 2026-11-20 (UTC), token usage, retry events, metrics. Everything is derived from the
case id, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import CASES as CASES_A  # noqa: E402
from specs_b import CASES as CASES_B  # noqa: E402

SET_NAME = "blind161"
DAY = (2026, 11, 20)
MODELS = {
    "openai": "gpt-4o-2024-08-06",
    "openai_mini": "gpt-4.1-mini-2025-04-14",
    "anthropic": "claude-sonnet-4-5-20250929",
}
ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


class Rng:
    """A small deterministic generator seeded by text (no global state, same output every build)."""

    def __init__(self, seed: str):
        self.state = hashlib.sha256(seed.encode()).digest()
        self.pos = 0

    def _byte(self) -> int:
        if self.pos >= len(self.state):
            self.state = hashlib.sha256(self.state).digest()
            self.pos = 0
        self.pos += 1
        return self.state[self.pos - 1]

    def uniform(self, low: float, high: float) -> float:
        value = (self._byte() * 256 + self._byte()) / 65535
        return low + (high - low) * value

    def integer(self, low: int, high: int) -> int:
        return low + (self._byte() * 256 + self._byte()) % (high - low + 1)

    def text(self, alphabet: str, size: int) -> str:
        return "".join(alphabet[self._byte() % len(alphabet)] for _ in range(size))


def start_epoch(clock: str) -> float:
    hour, minute, second = (int(part) for part in clock.split(":"))
    return datetime(*DAY, hour, minute, second, tzinfo=timezone.utc).timestamp()


def call_id(rng: Rng, provider: str) -> str:
    if provider == "anthropic":
        return "toolu_01" + rng.text(B58, 22)
    return "call_" + rng.text(ALNUM + ALNUM.upper(), 24)


def build(spec: dict) -> dict:
    rng = Rng(spec["id"])
    provider = spec.get("provider", "openai")
    model = MODELS[provider]
    now = start_epoch(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(now, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    attempts: dict[str, int] = {}
    context = rng.integer(380, 620)  # system prompt + tool schemas + user message
    usage = {"input_tokens": 0, "output_tokens": 0}
    last_error: str | None = None

    def llm_call(output_tokens: int) -> None:
        nonlocal now, context
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(now, 3),
            "token_usage": {"input_tokens": context, "output_tokens": output_tokens},
        })
        usage["input_tokens"] += context
        usage["output_tokens"] += output_tokens
        context += output_tokens
        now += rng.uniform(0.7, 1.6) + output_tokens / 90

    for turn in spec["turns"]:
        llm_call(rng.integer(24, 70) if turn else rng.integer(60, 140))
        for call in turn:
            tool = call["tool"]
            attempts[tool] = attempts.get(tool, 0) + 1
            if call.get("retry"):
                retries += 1
                trace.append({
                    "event": "retry",
                    "tool": tool,
                    "attempt": attempts[tool],
                    "reason": last_error,
                    "timestamp": round(now, 3),
                })
                now += call.get("backoff", 1.0)
            cid = call_id(rng, provider)
            started = round(now, 3)
            tool_calls.append({"args": call["args"], "id": cid, "timestamp": started, "tool": tool})
            trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": started, "tool": tool})
            now += call.get("dur") or rng.uniform(0.25, 1.4)
            if call.get("missing"):
                continue  # the span never closed: no tool_end, no output recorded
            ended = round(now, 3)
            error = call.get("err")
            output = call.get("out")
            tool_outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": ended, "tool": tool})
            trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": ended, "tool": tool})
            if error:
                errors.append(error)
            last_error = error
            context += len(json.dumps(output if output is not None else error)) // 4 + 12
    llm_call(max(30, len(spec["response"]) // 4 + rng.integer(4, 20)))
    trace.append({"event": "agent_finish", "timestamp": round(now, 3)})
    first = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(now - first, 3),
            "retries": retries,
            "token_usage": usage,
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET_NAME,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    cases = CASES_A + CASES_B
    ids = [case["id"] for case in cases]
    assert len(ids) == len(set(ids)), "duplicate case id"
    by_domain: dict[str, list[dict]] = {}
    for spec in cases:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(record, sort_keys=True) + "\n" for record in records))
    print(f"{len(cases)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
