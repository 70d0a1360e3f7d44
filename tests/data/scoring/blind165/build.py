"""Build the blind165 JSONL files from the hand-written specs in `specs.py`.

A spec is one agent run: the prompt, its steps in order and the final answer. Steps:

- `("llm", input_tokens, output_tokens)`: one model call;
- `("tool", name, args, result)`: one tool call; `result` is the JSON output, `Fail(message)` for a
  call that raised, or `HANG` for a call that never returned;
- `("retry", reason)`: the framework retried the previous call.

This script adds call ids, timestamps (from the run's start, all on 2026-11-20), the trace and the
metrics, and writes one `<domain>.jsonl` per domain next to it:
`python tests/data/scoring/blind165/build.py`.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = "blind165"


@dataclass(frozen=True)
class Fail:
    """A tool call that raised; `message` is the error text the framework recorded."""

    message: str


HANG = object()  # a tool call with a start event and no end


@dataclass
class Run:
    id: str
    domain: str
    prompt: str
    steps: list
    response: str
    category: str
    expected_cause: str | None = None
    start: str = "2026-11-20T09:00:00Z"
    model: str = "gpt-4o-2024-08-06"
    level: str = "fully_instrumented"
    extra: dict = field(default_factory=dict)


def _ts(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(timezone.utc).timestamp()


def _jitter(key: str, low: float, high: float) -> float:
    byte = hashlib.sha256(key.encode()).digest()[1] / 255
    return round(low + (high - low) * byte, 3)


def _call_id(run: Run, k: int) -> str:
    digest = hashlib.sha256(f"{SET}:{run.id}:{k}".encode()).hexdigest()
    if run.model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def expand(run: Run) -> dict:
    t = t0 = _ts(run.start)
    if not run.start.startswith("2026-11-20"):
        raise ValueError(f"{run.id}: runs start on 2026-11-20")
    calls, outputs, errors = [], [], []
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    tokens_in = tokens_out = retries = 0
    for k, step in enumerate(run.steps):
        kind = step[0]
        if kind == "llm":
            trace.append({"event": "llm_call", "timestamp": t, "model": run.model,
                          "token_usage": {"input_tokens": step[1], "output_tokens": step[2]}})
            tokens_in += step[1]
            tokens_out += step[2]
            t += _jitter(f"{run.id}/{k}", 0.7, 2.9)
        elif kind == "tool":
            _, tool, args, result = step
            cid = _call_id(run, k)
            calls.append({"tool": tool, "args": args, "id": cid, "timestamp": t})
            trace.append({"event": "tool_start", "timestamp": t, "tool": tool, "args": args, "call_id": cid})
            t += _jitter(f"{run.id}/{k}/tool", 0.1, 1.6)
            if result is HANG:
                continue
            error = result.message if isinstance(result, Fail) else None
            output = None if isinstance(result, Fail) else result
            if error and error.startswith("TimeoutError"):
                t += 10.0
            outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": t})
            trace.append({"event": "tool_end", "timestamp": t, "tool": tool, "output": output, "call_id": cid,
                          "error": error})
            if error:
                errors.append(error)
        elif kind == "retry":
            retries += 1
            trace.append({"event": "retry", "timestamp": t, "reason": step[1], "attempt": retries + 1})
            t += _jitter(f"{run.id}/{k}/backoff", 0.5, 2.0)
        else:
            raise ValueError(f"{run.id}: unknown step {kind!r}")
    t += _jitter(f"{run.id}/end", 0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": t})
    if datetime.fromtimestamp(t, timezone.utc).date().isoformat() != "2026-11-20":
        raise ValueError(f"{run.id}: run ends after 2026-11-20")
    return {
        "id": run.id,
        "set": SET,
        "domain": run.domain,
        "label": "clean" if run.expected_cause is None else "flawed",
        "category": run.category,
        "expected_cause": run.expected_cause,
        "split": "heldout",
        "prompt": run.prompt,
        "response": run.response,
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - t0, 3), "token_usage": {"input_tokens": tokens_in,
                                                                  "output_tokens": tokens_out},
                    "retries": retries, "errors": errors},
        "evidence_level": run.level,
    }


def main() -> None:
    sys.path.insert(0, str(HERE))
    sys.modules.setdefault("build", sys.modules[__name__])
    from specs import RUNS  # noqa: E402

    ids = [r.id for r in RUNS]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate run ids")
    by_domain: dict[str, list[dict]] = {}
    for run in RUNS:
        by_domain.setdefault(run.domain, []).append(expand(run))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for rec in records:
                out.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
        print(path.name, len(records))


if __name__ == "__main__":
    main()
