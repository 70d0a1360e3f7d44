"""Build the blind66 held-out set: 60 agent runs in 10 personal-finance domains.

Written blind (without reading the scorer, its tests, the other sets or any benchmark output).
The runs are compact specs in `specs.py`; this script adds call ids, timestamps, token usage,
the trace and the metrics, and writes one `<domain>.jsonl` per domain next to it:

    python tests/data/scoring/blind66/build.py

Every run starts on 2026-11-20 (UTC), 15 minutes after the previous one, from 07:00.
Strings in a spec's outputs may hold `{T+N}`: the run's start plus N seconds, as ISO 8601 UTC.
"""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime, timezone
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY_START = int(datetime(2026, 11, 20, 7, 0, tzinfo=timezone.utc).timestamp())
SET = "blind66"

KEYS = {"id", "domain", "label", "category", "expected_cause", "prompt", "steps", "response"}
OPTIONAL = {"model", "think"}


def _rand(seed: str, lo: int, hi: int) -> int:
    """A deterministic number in [lo, hi] from the seed."""
    digest = int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16)
    return lo + digest % (hi - lo + 1)


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, tz=timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _fill(value, start: int):
    """Replace `{T+N}` in strings by the run's start + N seconds."""
    if isinstance(value, str):
        return re.sub(r"\{T\+(\d+)\}", lambda m: _iso(start + int(m.group(1))), value)
    if isinstance(value, list):
        return [_fill(v, start) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, start) for k, v in value.items()}
    return value


def build(spec: dict, index: int) -> dict:
    unknown = set(spec) - KEYS - OPTIONAL
    assert not unknown, (spec["id"], unknown)
    run_id = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    start = DAY_START + index * 900
    t = float(start)
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    tokens = {"input_tokens": 0, "output_tokens": 0}
    context = _rand(run_id + "ctx", 380, 640)
    n_llm = 0
    n_call = 0
    retries = 0
    attempts: dict[str, int] = {}

    def llm(out_lo=30, out_hi=80):
        nonlocal t, n_llm, context
        n_llm += 1
        usage = {"input_tokens": context, "output_tokens": _rand(f"{run_id}/llm{n_llm}", out_lo, out_hi)}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tokens["input_tokens"] += usage["input_tokens"]
        tokens["output_tokens"] += usage["output_tokens"]
        context += usage["output_tokens"]
        t += _rand(f"{run_id}/lat{n_llm}", 700, 2400) / 1000

    for step in spec["steps"]:
        if "llm" in step:  # bare model turns with no tool call (a planning loop)
            for _ in range(step["llm"]):
                llm(60, 140)
            continue
        tool = step["tool"]
        key = tool + json.dumps(step["args"], sort_keys=True)
        if step.get("retry"):
            retries += 1
            attempts[key] = attempts.get(key, 1) + 1
            t += step.get("backoff", 1.0)
            trace.append({"event": "retry", "tool": tool, "attempt": attempts[key], "timestamp": round(t, 3)})
        elif not step.get("same_turn"):
            llm()
        n_call += 1
        cid = _call_id(run_id, n_call, model)
        args = _fill(step["args"], start)
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        if step.get("missing"):  # the tool never reported back
            t += 0.2
            continue
        t += step.get("dur", _rand(f"{run_id}/dur{n_call}", 250, 1900) / 1000)
        output = _fill(step.get("output"), start)
        error = step.get("error")
        if error:
            errors.append(error)
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": round(t, 3), "tool": tool})
        context += len(json.dumps(output)) // 4 + 20
    llm(40, 220)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": run_id,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": tokens},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    ids = [r["id"] for r in RUNS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for index, spec in enumerate(RUNS):
        by_domain.setdefault(spec["domain"], []).append(build(spec, index))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
