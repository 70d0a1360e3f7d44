"""Expand the hand-written specs in `runs.py` into one JSONL file per domain.

    python tests/data/scoring/blind158/build.py

A spec gives the question, the tool calls (name, arguments, JSON output or error text), the
final answer and the label. This script only adds the bookkeeping a recorder would add: call
ids, a timeline on 2026-11-20 (UTC), `llm_call` events with token usage, `retry` events,
`tool_start`/`tool_end` events and the run metrics. Everything is seeded by the run id, so the
output is the same on every build.
"""

from __future__ import annotations

import calendar
import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from runs import RUNS  # noqa: E402

SET_NAME = "blind158"
RUN_DAY = (2026, 11, 20)
_ALNUM = string.ascii_letters + string.digits


def _epoch(clock: str) -> float:
    """'HH:MM:SS' on the run day, UTC, as epoch seconds."""
    hours, minutes, seconds = (int(part) for part in clock.split(":"))
    return float(calendar.timegm((*RUN_DAY, hours, minutes, seconds, 0, 0, 0)))


def _call_id(model: str, rng: random.Random) -> str:
    """An id in the style of the model's vendor (Anthropic `toolu_01…`, OpenAI `call_…`)."""
    if model.startswith("claude"):
        return "toolu_01" + "".join(rng.choice(_ALNUM) for _ in range(22))
    return "call_" + "".join(rng.choice(_ALNUM) for _ in range(24))


def _size(value) -> int:
    """Rough token count of a JSON value."""
    return len(json.dumps(value)) // 4


class _Timeline:
    """Events and clock of one run."""

    def __init__(self, spec: dict):
        self.spec = spec
        self.rng = random.Random(hashlib.sha256(spec["id"].encode()).hexdigest())
        self.now = _epoch(spec["start"])
        self.start = self.now
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.now, 3)}]
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.tokens_in = 0
        self.tokens_out = 0
        self.context = self.rng.randint(380, 820) + len(spec["prompt"]) // 4
        self.pending_tokens = 0  # tool output the next model call reads
        self.last_call_id: str | None = None

    def tick(self, low: float, high: float) -> None:
        self.now += self.rng.uniform(low, high)

    def llm(self, output_tokens: int, seconds: float) -> None:
        self.context += self.pending_tokens
        self.pending_tokens = 0
        usage = {"input_tokens": self.context, "output_tokens": output_tokens}
        self.trace.append(
            {"event": "llm_call", "model": self.spec["model"], "timestamp": round(self.now, 3), "token_usage": usage}
        )
        self.tokens_in += usage["input_tokens"]
        self.tokens_out += output_tokens
        self.context += output_tokens
        self.now += seconds

    def retry(self, tool: str, attempt: int) -> None:
        self.tick(0.02, 0.08)
        self.trace.append(
            {"event": "retry", "timestamp": round(self.now, 3), "tool": tool, "attempt": attempt, "call_id": self.last_call_id}
        )
        self.retries += 1
        self.tick(0.8, 2.2)  # backoff

    def tool(self, step: dict) -> None:
        call_id = _call_id(self.spec["model"], self.rng)
        self.last_call_id = call_id
        started = round(self.now, 3)
        self.calls.append({"args": step["args"], "id": call_id, "timestamp": started, "tool": step["tool"]})
        self.trace.append(
            {"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": started, "tool": step["tool"]}
        )
        if step.get("missing"):  # the span never ended: no output recorded
            self.now += step.get("seconds", 30.0)
            return
        self.now += step.get("seconds") or self.rng.uniform(0.18, 1.6)
        ended = round(self.now, 3)
        error = step.get("error")
        output = None if error else step["output"]
        self.outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": ended, "tool": step["tool"]})
        self.trace.append(
            {"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": ended, "tool": step["tool"]}
        )
        if error:
            self.errors.append(error)
            self.pending_tokens += len(error) // 4 + 12
        else:
            self.pending_tokens += _size(output) + 12
        self.tick(0.01, 0.06)


def build(spec: dict) -> dict:
    line = _Timeline(spec)
    rng = line.rng
    attempt = 1
    for step in spec["calls"]:
        if step.get("retry"):
            attempt += 1
            line.retry(step["tool"], attempt)
        else:
            attempt = 1
            if not step.get("parallel"):
                line.llm(16 + _size(step["args"]) + rng.randint(0, 14), rng.uniform(0.6, 2.4))
        line.tool(step)
    for _ in range(spec.get("extra_llm", 0)):  # model calls that reconsider the draft, no tools
        line.llm(rng.randint(90, 260), rng.uniform(1.8, 4.5))
    answer_tokens = len(spec["response"]) // 4 + rng.randint(4, 24)
    line.llm(answer_tokens, 0.9 + answer_tokens / 60.0)
    line.trace.append({"event": "agent_finish", "timestamp": round(line.now, 3)})
    flaw = spec.get("flaw")
    return {
        "category": flaw[0] if flaw else spec["pattern"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": flaw[1] if flaw else None,
        "id": spec["id"],
        "label": "flawed" if flaw else "clean",
        "metrics": {
            "errors": line.errors,
            "latency": round(line.now - line.start, 3),
            "retries": line.retries,
            "token_usage": {"input_tokens": line.tokens_in, "output_tokens": line.tokens_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET_NAME,
        "split": "heldout",
        "tool_calls": line.calls,
        "tool_outputs": line.outputs,
        "trace": line.trace,
    }


def main() -> None:
    by_file: dict[str, list[dict]] = {}
    for spec in RUNS:
        record = build(spec)
        by_file.setdefault(spec["domain"].replace(" ", "_") + ".jsonl", []).append(record)
    for name, records in by_file.items():
        text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records)
        (HERE / name).write_text(text, encoding="utf-8")
    print(f"{sum(map(len, by_file.values()))} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
