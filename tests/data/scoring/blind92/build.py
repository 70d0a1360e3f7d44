"""Expand the compact specs in specs.py into one JSONL file per domain (set `blind92`).

Run from anywhere: `python tests/data/scoring/blind92/build.py`. Deterministic: call ids, token
counts and timestamps come from each run's id and its spec, so a rebuild writes the same bytes.

A spec step is one of
  T(tool, args, out=..., err=None, dur=0.8, retry=False, same_turn=False, missing=False)
      a tool call; `err` is the error text (output then None); `retry=True` puts a `retry` event
      before it (an automatic retry, no LLM turn in between); `same_turn=True` makes it part of
      the previous LLM turn (parallel calls); `missing=True` records the `tool_start` only (no
      `tool_end`, no tool output: the output never arrived).
  L(n=1)
      extra LLM turns with no tool call (re-planning); the builder adds one LLM turn before each
      tool turn and one for the final answer by itself.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import sys
from dataclasses import dataclass, field
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "blind92"


@dataclass
class T:
    tool: str
    args: dict
    out: Any = None
    err: str | None = None
    dur: float = 0.8
    retry: bool = False
    same_turn: bool = False
    missing: bool = False


@dataclass
class L:
    n: int = 1


@dataclass
class Run:
    id: str
    domain: str
    label: str
    category: str
    cause: str | None
    prompt: str
    steps: list
    response: str
    start: str = "10:00:00"  # UTC clock time on 2026-11-20
    model: str = "gpt-4o-2024-08-06"
    extra: dict = field(default_factory=dict)


def _h(*parts: Any) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


_B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _call_id(run: Run, index: int) -> str:
    n = _h(run.id, "call", index)
    if run.model.startswith("claude"):
        chars = []
        for _ in range(24):
            n, r = divmod(n, 62)
            chars.append(_B62[r])
        return "toolu_01" + "".join(chars)
    return "call_" + format(n, "x")[:24]


def _epoch(clock: str) -> float:
    h, m, s = (int(x) for x in clock.split(":"))
    return _dt.datetime(2026, 11, 20, h, m, s, tzinfo=_dt.timezone.utc).timestamp()


def build(run: Run) -> dict:
    assert run.label in ("clean", "flawed"), run.id
    assert (run.cause is None) == (run.label == "clean"), run.id
    t = _epoch(run.start)
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tok_in = tok_out = 0
    context = 380 + _h(run.id, "ctx") % 260 + len(run.prompt) // 4
    llm_index = 0

    def llm(final: bool = False) -> None:
        nonlocal t, tok_in, tok_out, context, llm_index
        llm_index += 1
        out_tok = (60 + _h(run.id, "out", llm_index) % 70) if not final else max(40, len(run.response) // 4 + _h(run.id, "fin") % 25)
        trace.append({
            "event": "llm_call",
            "model": run.model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tok},
        })
        tok_in += context
        tok_out += out_tok
        context += out_tok
        t += 0.6 + (_h(run.id, "lat", llm_index) % 140) / 100 + (len(run.response) / 900 if final else 0)

    attempt: dict[str, int] = {}
    for index, step in enumerate(run.steps):
        if isinstance(step, L):
            for _ in range(step.n):
                llm()
                context += 150 + _h(run.id, "replan", llm_index) % 200
            continue
        assert isinstance(step, T), step
        if step.retry:
            retries += 1
            attempt[step.tool] = attempt.get(step.tool, 1) + 1
            t += 0.5 + (_h(run.id, "backoff", index) % 150) / 100
            trace.append({"event": "retry", "tool": step.tool, "attempt": attempt[step.tool], "timestamp": round(t, 3)})
        elif not step.same_turn:
            llm()
        cid = _call_id(run, index)
        start = round(t + 0.012, 3)
        calls.append({"tool": step.tool, "args": step.args, "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step.tool, "call_id": cid, "args": step.args, "timestamp": start})
        t = start + step.dur
        if step.missing:
            continue
        end = round(t, 3)
        output = None if step.err else step.out
        outputs.append({"tool": step.tool, "output": output, "call_id": cid, "error": step.err, "timestamp": end})
        trace.append({"event": "tool_end", "tool": step.tool, "call_id": cid, "output": output, "error": step.err, "timestamp": end})
        if step.err:
            errors.append(step.err)
        context += len(json.dumps(output)) // 4 + 20
    llm(final=True)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "id": run.id,
        "set": SET,
        "domain": run.domain,
        "label": run.label,
        "category": run.category,
        "expected_cause": run.cause,
        "split": "heldout",
        "prompt": run.prompt,
        "response": run.response,
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - t0, 3),
            "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out},
            "retries": retries,
            "errors": errors,
        },
        "evidence_level": "fully_instrumented",
    }
    record.update(run.extra)
    return record


def main() -> None:
    sys.path.insert(0, HERE)
    import build as mod  # the module specs.py imports T, L and Run from (not __main__)
    from specs import RUNS  # noqa: E402

    ids = [r.id for r in RUNS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for run in RUNS:
        by_domain.setdefault(run.domain, []).append(mod.build(run))
    for domain, records in by_domain.items():
        path = os.path.join(HERE, domain.replace(" ", "_") + ".jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"wrote {len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
