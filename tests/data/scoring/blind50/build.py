"""Expand the compact run specs in `specs.py` into one JSONL file per domain.

    python tests/data/scoring/blind50/build.py

Each spec gives the prompt, the tool calls in order (arguments, JSON output or error text,
`retry` for a framework retry of the previous failed call, `missing` for a call whose output
never arrived), optional repeated LLM turns, and the final answer. This script adds call ids,
timestamps on 2026-11-20 (UTC), llm_call events with token usage, retry events and metrics,
in the record shape of the corpus (EvaluationEvidence.to_dict() plus the label fields).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import string
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

SET_NAME = "blind50"
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALNUM = string.ascii_letters + string.digits


def _seed(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest()[:12], 16)


def _call_id(run_id: str, index: int, model: str) -> str:
    rng = random.Random(_seed(run_id, str(index)))
    if model.startswith("claude"):
        return "toolu_01" + "".join(rng.choice(ALNUM) for _ in range(22))
    return "call_" + "".join(rng.choice(ALNUM) for _ in range(24))


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.8))


class Clock:
    def __init__(self, start: str, rng: random.Random) -> None:
        hh, mm, ss = (int(p) for p in start.split(":"))
        self.now = DAY.timestamp() + hh * 3600 + mm * 60 + ss
        self.rng = rng

    def advance(self, low: float, high: float) -> float:
        self.now = round(self.now + self.rng.uniform(low, high), 3)
        return self.now


def build_record(spec: dict) -> dict:
    rng = random.Random(_seed(spec["id"]))
    model = spec["model"]
    clock = Clock(spec["start"], rng)
    started = clock.now
    trace: list[dict] = [{"event": "agent_start", "timestamp": started}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    context = 320 + _tokens(spec["prompt"]) + 60 * len({s["tool"] for s in spec["steps"]})

    def llm(out_tokens: int, fixed: dict | None = None) -> None:
        nonlocal context
        tokens = fixed or {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": clock.now, "token_usage": dict(tokens)})
        usage["input_tokens"] += tokens["input_tokens"]
        usage["output_tokens"] += tokens["output_tokens"]
        context += tokens["output_tokens"]

    attempt = 1
    for index, step in enumerate(spec["steps"]):
        args_text = json.dumps(step["args"])
        if step.get("retry"):
            attempt += 1
            retries += 1
            clock.advance(0.5, 2.5)
            trace.append({"event": "retry", "timestamp": clock.now, "tool": step["tool"], "attempt": attempt})
        else:
            attempt = 1
            llm(18 + _tokens(args_text))
            clock.advance(0.8, 2.6)
        call_id = _call_id(spec["id"], index, model)
        start = clock.now
        calls.append({"tool": step["tool"], "args": step["args"], "id": call_id, "timestamp": start})
        trace.append({"event": "tool_start", "timestamp": start, "tool": step["tool"], "call_id": call_id, "args": step["args"]})
        if step.get("missing"):
            clock.advance(25.0, 35.0)
            continue
        clock.advance(*step.get("latency", (0.2, 1.4)))
        output = step.get("output")
        error = step.get("error")
        if error is not None:
            errors.append(error)
        outputs.append({"tool": step["tool"], "output": output, "call_id": call_id, "error": error, "timestamp": clock.now})
        trace.append(
            {"event": "tool_end", "timestamp": clock.now, "tool": step["tool"], "call_id": call_id, "output": output, "error": error}
        )
        context += _tokens(json.dumps(output)) + (_tokens(error) if error else 0) + 12

    loop = spec.get("llm_loop")
    if loop:
        fixed = {"input_tokens": context, "output_tokens": loop["output_tokens"]}
        for _ in range(loop["repeats"]):
            trace.append({"event": "llm_call", "model": model, "timestamp": clock.now, "token_usage": dict(fixed)})
            usage["input_tokens"] += fixed["input_tokens"]
            usage["output_tokens"] += fixed["output_tokens"]
            clock.advance(1.5, 3.0)
    llm(_tokens(spec["response"]) + 4)
    clock.advance(1.2, 4.5)
    trace.append({"event": "agent_finish", "timestamp": clock.now})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(clock.now - started, 3), "retries": retries, "token_usage": usage},
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
    for spec in SPECS:
        if spec["id"] in seen:
            raise SystemExit(f"duplicate id {spec['id']}")
        seen.add(spec["id"])
        by_domain[spec["domain"]].append(build_record(spec))
    for path in HERE.glob("*.jsonl"):
        path.unlink()
    for domain, records in sorted(by_domain.items()):
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
