"""Expand the compact specs in `specs.py` into one JSONL file per domain (blind179 set).

Run from anywhere: `python tests/data/scoring/blind179/build.py`. Deterministic: call ids,
token counts and timings come from a seeded RNG per run id, so rebuilding gives the same bytes.

A spec gives the prompt, the tool calls (arguments, JSON output or error text), the final answer
and the label. This script adds what a recorder would add: call ids, a timeline on 2026-11-20
(UTC), `llm_call` events with token usage between agent turns, `tool_start`/`tool_end`, `retry`
events, `agent_finish`, and the run's metrics (latency, summed tokens, retries, tool errors).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
SET_NAME = "blind179"


def _epoch(clock: str) -> float:
    hh, mm, ss = (int(part) for part in clock.split(":"))
    return (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()


def _call_id(rng: random.Random, model: str) -> str:
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice("0123456789abcdef") for _ in range(24))


def _size(value) -> int:
    return len(json.dumps(value)) if value is not None else 0


class Timeline:
    """Builds one run's trace while keeping the context size for token counts."""

    def __init__(self, run: dict) -> None:
        self.run = run
        self.rng = random.Random(hashlib.sha256(run["id"].encode()).hexdigest())
        self.model = run["model"]
        self.t = _epoch(run["start"])
        self.start = self.t
        self.context = 260 + self.rng.randint(0, 220) + len(run["prompt"]) // 4
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.t, 3)}]
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.tokens = {"input_tokens": 0, "output_tokens": 0}
        self.t += round(self.rng.uniform(0.01, 0.06), 3)

    def llm(self, out_tokens: int, repeat_usage: dict | None = None) -> dict:
        usage = repeat_usage or {"input_tokens": self.context, "output_tokens": out_tokens}
        self.trace.append({"event": "llm_call", "model": self.model, "timestamp": round(self.t, 3), "token_usage": dict(usage)})
        self.tokens["input_tokens"] += usage["input_tokens"]
        self.tokens["output_tokens"] += usage["output_tokens"]
        self.context += usage["output_tokens"]
        self.t += 0.45 + usage["output_tokens"] * self.rng.uniform(0.012, 0.02)
        return usage

    def tool(self, spec: dict) -> None:
        if spec.get("retry"):
            self.retries += 1
            attempt = 1
            for earlier in reversed(self.calls):
                if earlier["tool"] != spec["tool"]:
                    break
                attempt += 1
            self.trace.append({"event": "retry", "tool": spec["tool"], "attempt": attempt, "reason": self.errors[-1], "timestamp": round(self.t, 3)})
            self.t += spec.get("wait", round(self.rng.uniform(0.8, 2.0), 3))
        call_id = _call_id(self.rng, self.model)
        started = round(self.t, 3)
        self.calls.append({"tool": spec["tool"], "args": spec["args"], "id": call_id, "timestamp": started})
        self.trace.append({"event": "tool_start", "tool": spec["tool"], "args": spec["args"], "call_id": call_id, "timestamp": started})
        self.t += spec.get("dur", round(self.rng.uniform(0.25, 1.9), 3))
        if spec.get("missing"):
            return
        ended = round(self.t, 3)
        output, error = spec.get("out"), spec.get("err")
        self.outputs.append({"tool": spec["tool"], "output": output, "call_id": call_id, "error": error, "timestamp": ended})
        self.trace.append({"event": "tool_end", "tool": spec["tool"], "call_id": call_id, "output": output, "error": error, "timestamp": ended})
        if error is not None:
            self.errors.append(error)
        self.context += _size(output) // 4 + len(error or "") // 4 + 12
        self.t += round(self.rng.uniform(0.02, 0.12), 3)

    def finish(self) -> None:
        self.trace.append({"event": "agent_finish", "timestamp": round(self.t, 3)})


def build(run: dict) -> dict:
    line = Timeline(run)
    rng = line.rng
    calls = run["calls"]
    for index, spec in enumerate(calls):
        if spec.get("retry"):
            line.tool(spec)
            continue
        if index == 0 or not spec.get("same_turn"):
            line.llm(16 + _size(spec["args"]) // 3 + rng.randint(0, 30))
        line.tool(spec)
    if run.get("llm_loop"):
        line.llm(rng.randint(60, 120))
        stuck = {"input_tokens": line.context, "output_tokens": rng.randint(150, 240)}
        for _ in range(run["llm_loop"]):
            line.llm(0, repeat_usage=stuck)
    line.llm(int(len(run["response"]) / 3.7) + rng.randint(4, 24))
    line.finish()
    return {
        "id": run["id"],
        "set": SET_NAME,
        "split": "heldout",
        "domain": run["domain"],
        "label": run["label"],
        "category": run["category"],
        "expected_cause": run["cause"],
        "evidence_level": "fully_instrumented",
        "prompt": run["prompt"],
        "response": run["response"],
        "tool_calls": line.calls,
        "tool_outputs": line.outputs,
        "trace": line.trace,
        "metrics": {
            "latency": round(line.t - line.start, 3),
            "token_usage": line.tokens,
            "retries": line.retries,
            "errors": line.errors,
        },
    }


def check(record: dict) -> None:
    """Shape checks: call ids line up, every output answers a call, all on 2026-11-20 (UTC)."""
    ids = [c["id"] for c in record["tool_calls"]]
    assert len(ids) == len(set(ids)), record["id"]
    for out in record["tool_outputs"]:
        assert out["call_id"] in ids, record["id"]
    stamps = [e["timestamp"] for e in record["trace"]]
    assert stamps == sorted(stamps), record["id"]
    for stamp in stamps:
        assert dt.datetime.fromtimestamp(stamp, dt.timezone.utc).date() == DAY.date(), record["id"]
    if record["label"] == "clean":
        assert record["expected_cause"] is None, record["id"]
    else:
        assert record["expected_cause"], record["id"]


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for run in RUNS:
        assert run["id"] not in seen, run["id"]
        seen.add(run["id"])
        record = build(run)
        check(record)
        by_domain.setdefault(run["domain"], []).append(record)
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as handle:
            for record in records:
                handle.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(seen)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
