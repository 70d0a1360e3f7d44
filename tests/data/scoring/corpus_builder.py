"""Expand the hand-written run specs of `cases_*.py` into recorded evidence (JSONL, one file per domain).

Each spec is one agent run as a tool-using agent produces it: the prompt, the steps in order (LLM
calls with their token usage, tool calls with their arguments and JSON outputs or errors, retry and
error events) and the final answer. The builder turns a spec into the dict `EvaluationEvidence.to_dict()`
gives (tool calls, outputs, a trace with timestamps, metrics) plus the label fields:

- `id`, `domain`;
- `label`: `clean` or `flawed`; `category`: the flaw (or, for clean runs, the legitimate pattern);
- `expected_cause`: the cause type a careful reviewer expects for a flawed run (None when clean);
- `split`: `heldout` when the first byte of sha256(id) modulo 3 is 0, else `dev` (a fixed rule
  that nobody picks by hand; tune the checks on `dev` only).

Run `python tests/data/scoring/corpus_builder.py` to rewrite the JSONL files from the specs.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Err:
    """A tool call that failed with `message`."""

    message: str


NO_OUTPUT = object()  # a tool call that never returned


@dataclass
class Run:
    id: str
    prompt: str
    steps: list
    response: str
    category: str
    expected_cause: str | None = None
    started: str = "2026-11-20T09:00:00Z"
    level: str = "fully_instrumented"
    extra: dict = field(default_factory=dict)


def split_of(case_id: str) -> str:
    """`heldout` for about a third of the cases, by the first byte of sha256(id), else `dev`."""
    return "heldout" if hashlib.sha256(case_id.encode()).digest()[0] % 3 == 0 else "dev"


def _epoch(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(timezone.utc).timestamp()


def _duration(case_id: str, k: int, low: float, high: float) -> float:
    h = hashlib.sha256(f"{case_id}/{k}".encode()).digest()[0] / 255
    return round(low + (high - low) * h, 3)


def _record(run: Run) -> dict:
    """Calls, outputs, trace events and metrics of `run`'s steps, timed from its start."""
    t = t0 = _epoch(run.started)
    rec: dict = {"calls": [], "outputs": [], "trace": [{"event": "agent_start", "timestamp": t}],
                 "usage": {"input_tokens": 0, "output_tokens": 0}, "retries": 0, "errors": []}
    for k, step in enumerate(run.steps):
        kind = step[0]
        if kind == "llm":
            _, tokens_in, tokens_out = step
            rec["trace"].append({"event": "llm_call", "timestamp": t, "model": "gpt-4o-2024-08-06",
                                 "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}})
            rec["usage"]["input_tokens"] += tokens_in
            rec["usage"]["output_tokens"] += tokens_out
            t += _duration(run.id, k, 0.6, 2.4)
        elif kind == "tool":
            t = _tool_step(run, k, step, t, rec)
        elif kind == "retry":
            rec["retries"] += 1
            rec["trace"].append({"event": "retry", "timestamp": t, "reason": step[1] if len(step) > 1 else "retrying"})
        elif kind == "error":
            rec["errors"].append(step[1])
            rec["trace"].append({"event": "error", "timestamp": t, "error": step[1]})
        else:
            raise ValueError(f"unknown step {kind!r} in {run.id}")
    t += _duration(run.id, 999, 0.2, 1.0)
    rec["trace"].append({"event": "agent_finish", "timestamp": t})
    rec["latency"] = round(t - t0, 3)
    return rec


def _tool_step(run: Run, k: int, step: tuple, t: float, rec: dict) -> float:
    _, tool, args, result = step
    call_id = f"call_{hashlib.sha256(f'{run.id}/{k}'.encode()).hexdigest()[:12]}"
    rec["calls"].append({"tool": tool, "args": args, "id": call_id, "timestamp": t})
    rec["trace"].append({"event": "tool_start", "timestamp": t, "tool": tool, "args": args, "call_id": call_id})
    t += _duration(run.id, k, 0.08, 1.3)
    if result is NO_OUTPUT:
        return t
    error = result.message if isinstance(result, Err) else None
    output = None if isinstance(result, Err) else result
    rec["outputs"].append({"tool": tool, "output": output, "call_id": call_id, "error": error, "timestamp": t})
    rec["trace"].append({"event": "tool_end", "timestamp": t, "tool": tool, "output": output, "call_id": call_id,
                         "error": error})
    if error:
        rec["errors"].append(error)
    return t


def build(run: Run, domain: str) -> dict:
    """The evidence dict of `run`, with its label fields."""
    rec = _record(run)
    evidence = {
        "prompt": run.prompt,
        "response": run.response,
        "tool_calls": rec["calls"],
        "tool_outputs": rec["outputs"],
        "trace": rec["trace"],
        "metrics": {"latency": rec["latency"], "token_usage": rec["usage"], "retries": rec["retries"],
                    "errors": rec["errors"]},
        "evidence_level": run.level,
    }
    flawed = run.expected_cause is not None
    return {
        "id": run.id,
        "domain": domain,
        "label": "flawed" if flawed else "clean",
        "category": run.category,
        "expected_cause": run.expected_cause,
        "split": split_of(run.id),
        **evidence,
    }


def write(domain: str, runs: list[Run]) -> Path:
    ids = [r.id for r in runs]
    if len(set(ids)) != len(ids):
        raise ValueError(f"duplicate case ids in {domain}")
    path = HERE / f"{domain}.jsonl"
    with path.open("w", encoding="utf-8") as out:
        for run in runs:
            out.write(json.dumps(build(run, domain), ensure_ascii=False, sort_keys=True) + "\n")
    return path


def main() -> None:
    sys.path.insert(0, str(HERE))
    sys.modules.setdefault("corpus_builder", sys.modules[__name__])  # one Err, one NO_OUTPUT
    import cases  # noqa: E402  (the specs, next to this file)

    for domain, runs in cases.ALL.items():
        print(write(domain, runs), len(runs))


if __name__ == "__main__":
    main()


__all__: list[Any] = ["Err", "NO_OUTPUT", "Run", "build", "split_of", "write"]
