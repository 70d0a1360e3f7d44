"""Build the blind159 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind159/build.py

Each spec gives the question, the tool calls (arguments, JSON output or error, retries, a
missing output), any extra LLM turns and the final answer; this script adds call ids,
timestamps on 2026-11-20 (UTC), token usage, the trace and the metrics, and writes one
`<domain>.jsonl` per domain next to itself. Everything is deterministic (ids and durations
come from a hash of the case id), so rebuilding gives the same bytes.
"""

from __future__ import annotations

import calendar
import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET = "blind159"
DAY = (2026, 11, 20)


def _rng(seed: str):
    """A tiny deterministic stream of floats in [0, 1) from a seed."""
    counter = 0
    while True:
        digest = hashlib.sha256(f"{seed}/{counter}".encode()).digest()
        counter += 1
        yield int.from_bytes(digest[:8], "big") / 2**64


def _call_id(case_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def _start(hhmm: str) -> float:
    hh, mm = (int(x) for x in hhmm.split(":"))
    return float(calendar.timegm((*DAY, hh, mm, 0)))


def _steps(calls):
    """Normalise calls: each step is a list of calls made after one LLM turn (parallel calls)."""
    for step in calls:
        yield step if isinstance(step, list) else [step]


def build(spec: dict) -> dict:
    case_id = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    rnd = _rng(case_id)
    t = _start(spec["at"])
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tokens_in = 0
    tokens_out = 0
    context = 380 + int(next(rnd) * 220) + len(spec["prompt"]) // 4
    n = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, tokens_in, tokens_out
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
        })
        tokens_in += context
        tokens_out += out_tokens
        t += 0.6 + out_tokens * 0.018 + next(rnd) * 0.5

    def run_call(call: dict, attempt: int) -> None:
        nonlocal t, n, retries, context
        n += 1
        cid = _call_id(case_id, n, model)
        args = call["args"]
        tool = call["tool"]
        if attempt > 1:
            t += call.get("backoff", 1.0) * (attempt - 1)
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "attempt": attempt})
            retries += 1
        start = round(t, 3)
        tool_calls.append({"args": args, "id": cid, "timestamp": start, "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": start, "tool": tool})
        t += call.get("latency", 0.25 + next(rnd) * 1.6)
        if call.get("missing"):
            return
        end = round(t, 3)
        error = call.get("error")
        output = call.get("output")
        tool_outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": tool})
        if error is not None:
            errors.append(error)
        context += 60 + len(json.dumps(output)) // 4

    for step in _steps(spec["calls"]):
        llm(24 + int(next(rnd) * 40) * len(step))
        for call in step:
            attempts = call.get("attempts", [])  # earlier failed attempts retried by the framework
            for i, failed in enumerate(attempts, start=1):
                run_call({**call, **failed, "output": failed.get("output")}, i)
            run_call(call, len(attempts) + 1)
        context += 20
    for _ in range(spec.get("llm_loop", 0)):  # the model turning over without progress
        llm(30 + int(next(rnd) * 25))
        context += 35 + int(next(rnd) * 20)
    llm(max(40, len(spec["response"]) // 4 + int(next(rnd) * 20)))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": case_id,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for spec in RUNS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
