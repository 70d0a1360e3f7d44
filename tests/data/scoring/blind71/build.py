"""Expand the blind71 specs (specs_*.py in this folder) into one JSONL file per domain.

Run: python tests/data/scoring/blind71/build.py
Each spec gives the prompt, the tool steps (arguments, JSON output or error text, whether the
step is a framework retry of the previous call, whether its output never arrived), the final
answer and the labels. This script adds call ids, timestamps on 2026-11-20, llm_call events
with token usage, retry events, agent_start/agent_finish and the run metrics.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14", "claude-3-5-haiku-20241022"]


def _call_id(run_id: str, index: int) -> str:
    digest = hashlib.sha256(f"{run_id}/{index}".encode()).hexdigest()
    return f"call_{digest[:12]}"


def _tokens(rng: random.Random, context: int) -> dict:
    return {"input_tokens": context + rng.randint(0, 120), "output_tokens": rng.randint(28, 95)}


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t0 = DAY.replace(hour=hh, minute=mm, second=ss).timestamp()
    model = spec.get("model") or MODELS[int(hashlib.sha256(spec["id"].encode()).hexdigest(), 16) % len(MODELS)]
    t = t0
    context = 380 + rng.randint(0, 160)
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    total_in = total_out = 0

    def llm() -> None:
        nonlocal t, context, total_in, total_out
        usage = _tokens(rng, context)
        total_in += usage["input_tokens"]
        total_out += usage["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        context += usage["output_tokens"] + 60
        t += rng.uniform(0.9, 2.4)

    llm()
    for index, step in enumerate(spec["steps"]):
        call_id = _call_id(spec["id"], index)
        if step.get("retry"):
            retries += 1
            previous = calls[-1]
            trace.append({"event": "retry", "tool": step["tool"], "call_id": previous["id"],
                          "attempt": step["retry"], "timestamp": round(t, 3)})
            t += step.get("backoff", 0.5)
        elif index > 0 and not step.get("same_turn"):
            llm()
        start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": call_id, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": call_id, "args": step["args"], "timestamp": start})
        t += step.get("dur", rng.uniform(0.3, 1.6))
        if step.get("missing"):
            continue
        end = round(t, 3)
        error = step.get("err")
        output = None if error else step["out"]
        if error:
            errors.append(error)
        outputs.append({"tool": step["tool"], "call_id": call_id, "output": output, "error": error, "timestamp": end})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": call_id, "output": output, "error": error, "timestamp": end})
        context += len(json.dumps(output if output is not None else error)) // 4
    if spec["steps"]:
        llm()
    for _ in range(spec.get("llm_loop", 0)):
        usage = {"input_tokens": context + rng.randint(0, 8), "output_tokens": rng.randint(60, 64)}
        total_in += usage["input_tokens"]
        total_out += usage["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        t += rng.uniform(2.0, 2.8)
    t += rng.uniform(0.8, 2.5)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), spec["id"]

    return {
        "id": spec["id"],
        "set": "blind71",
        "split": "heldout",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("expected_cause"),
        "evidence_level": "fully_instrumented",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - t0, 3),
            "token_usage": {"input_tokens": total_in, "output_tokens": total_out},
            "retries": retries,
            "errors": errors,
        },
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in SPECS_A + SPECS_B:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
