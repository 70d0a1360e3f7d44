"""Expand the blind51 specs (specs_*.py in this folder) into one JSONL file per domain.

Run: python tests/data/scoring/blind51/build.py

A spec gives the question, the run's start time (UTC, on 2026-11-20), the model, the steps and
the final answer. Steps are, in order:

- ``LLM``: one more model call at this point (the builder adds the first and the last);
- ``tool(name, args, output=..., error=..., dur=...)``: a tool call that ends (with an output,
  or with an error and a null output);
- ``RETRY``: a retry event for the call just before it (the next tool call is the retry);
- ``missing(name, args)``: a tool call that started and never produced a ``tool_end``.

The builder adds call ids, timestamps, token usage and metrics (latency, summed token usage,
retries, the tool errors in order). Call ids and durations are derived from the run id, so the
output is the same on every run of the builder.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_common import LLM, RETRY  # noqa: E402
import specs_a  # noqa: E402
import specs_b  # noqa: E402

RUN_DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = {
    "gpt": "gpt-4o-2024-08-06",
    "gpt-mini": "gpt-4.1-mini-2025-04-14",
    "claude": "claude-sonnet-4-5-20250929",
    "haiku": "claude-3-5-haiku-20241022",
}
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


class _Rand:
    """A small deterministic source of numbers, seeded by the run id."""

    def __init__(self, seed: str) -> None:
        self.seed = seed
        self.n = 0

    def unit(self) -> float:
        self.n += 1
        digest = hashlib.sha256(f"{self.seed}/{self.n}".encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2**64

    def between(self, low: float, high: float) -> float:
        return low + (high - low) * self.unit()

    def token(self, length: int) -> str:
        return "".join(ALPHABET[int(self.unit() * len(ALPHABET))] for _ in range(length))


def _call_id(rand: _Rand, model: str) -> str:
    if model.startswith("claude"):
        return "toolu_01" + rand.token(22)
    return "call_" + rand.token(24)


def _start_time(clock: str) -> float:
    hours, minutes, seconds = (int(part) for part in clock.split(":"))
    return (RUN_DAY + dt.timedelta(hours=hours, minutes=minutes, seconds=seconds)).timestamp()


def _size(value) -> int:
    """Rough token count of a value as the model would read it."""
    return max(1, len(json.dumps(value, ensure_ascii=False)) // 4)


def build_run(spec: dict) -> dict:
    rand = _Rand(spec["id"])
    model = MODELS[spec.get("model", "gpt")]
    t = _start_time(spec["at"])
    start = t
    context = 380 + int(rand.between(0, 260)) + _size(spec["prompt"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    attempt = 1  # of the current streak of retried calls
    last_call: dict | None = None
    pending_output = 0  # tokens of tool results the next model call reads

    def llm(output_tokens: int) -> None:
        nonlocal t, context, pending_output
        context += pending_output
        pending_output = 0
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": output_tokens},
            }
        )
        context += output_tokens
        t += rand.between(0.9, 2.6) + output_tokens / 90

    steps = list(spec["steps"])
    # the first model call plans the first tool call(s)
    llm(28 + int(rand.between(0, 40)))
    for step in steps:
        if step is LLM:
            llm(24 + int(rand.between(0, 60)))
        elif step is RETRY:
            assert last_call is not None, spec["id"]
            retries += 1
            attempt += 1
            t += rand.between(0.4, 2.2)
            trace.append(
                {
                    "event": "retry",
                    "timestamp": round(t, 3),
                    "tool": last_call["tool"],
                    "call_id": last_call["id"],
                    "attempt": attempt,
                    "reason": last_call["error"],
                }
            )
            t += 0.05
        else:
            kind, name, args, output, error, dur = step
            call_id = _call_id(rand, model)
            t += 0.01 + rand.between(0, 0.05)
            begin = round(t, 3)
            calls.append({"tool": name, "args": args, "id": call_id, "timestamp": begin})
            trace.append({"event": "tool_start", "timestamp": begin, "tool": name, "call_id": call_id, "args": args})
            if kind == "missing":
                t += dur if dur is not None else rand.between(1.0, 4.0)
                last_call = {"tool": name, "id": call_id, "error": None}
                continue
            t += dur if dur is not None else rand.between(0.2, 1.6)
            end = round(t, 3)
            outputs.append({"tool": name, "output": output, "call_id": call_id, "error": error, "timestamp": end})
            trace.append(
                {"event": "tool_end", "timestamp": end, "tool": name, "call_id": call_id, "output": output, "error": error}
            )
            if error is not None:
                errors.append(error)
            pending_output += _size(output if error is None else error)
            if error is None:
                attempt = 1
            last_call = {"tool": name, "id": call_id, "error": error}
    # the last model call writes the answer
    llm(_size(spec["response"]) + 6)
    t += rand.between(0.05, 0.3)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {
        "input_tokens": sum(e["token_usage"]["input_tokens"] for e in trace if e["event"] == "llm_call"),
        "output_tokens": sum(e["token_usage"]["output_tokens"] for e in trace if e["event"] == "llm_call"),
    }
    for when in (start, t):
        assert dt.datetime.fromtimestamp(when, dt.timezone.utc).date() == RUN_DAY.date(), spec["id"]
    return {
        "id": spec["id"],
        "set": "blind51",
        "split": "heldout",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("cause"),
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    specs = specs_a.SPECS + specs_b.SPECS
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        by_domain.setdefault(spec["domain"], []).append(build_run(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, runs in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as handle:
            for run in runs:
                handle.write(json.dumps(run, sort_keys=True) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
