"""Builds the blind40 JSONL files from the compact specs in specs_*.py.

Each spec gives the question, the tool calls (arguments and JSON outputs or error texts),
extra LLM turns where a run looped, and the final answer. This script adds call ids,
timestamps on 2026-11-20, token usage, retry events and metrics, in the record shape of the
scoring corpus (`EvaluationEvidence.to_dict()` plus the label fields).

    python tests/data/scoring/blind40/build.py
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
DAY = "2026-11-20"

OPENAI_MODELS = ["gpt-4o-2024-08-06", "gpt-4.1-mini-2025-04-14", "gpt-4.1-2025-04-14"]
ANTHROPIC_MODELS = ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514"]


def _epoch(clock: str) -> float:
    return dt.datetime.fromisoformat(f"{DAY}T{clock}+00:00").timestamp()


def _call_id(case_id: str, index: int, anthropic: bool) -> str:
    digest = hashlib.sha256(f"{case_id}#{index}".encode()).hexdigest()
    if anthropic:
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        chars = []
        for _ in range(22):
            num, rem = divmod(num, len(alphabet))
            chars.append(alphabet[rem])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:12]


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.8))


def build(case: dict) -> dict:
    cid = case["id"]
    rng = random.Random(cid)
    anthropic = case.get("vendor", "openai") == "anthropic"
    model = case.get("model") or rng.choice(ANTHROPIC_MODELS if anthropic else OPENAI_MODELS)
    t0 = _epoch(case["start"])
    t = t0
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = rng.randint(320, 880) + _tokens(case["prompt"])  # system prompt + tool schemas + question
    usage_in = usage_out = 0

    def llm(final: bool) -> None:
        nonlocal t, context, usage_in, usage_out
        out = _tokens(case["response"]) + rng.randint(4, 20) if final else rng.randint(18, 64)
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out},
            }
        )
        usage_in += context
        usage_out += out
        context += out
        t += (0.6 + out / 55.0) if final else rng.uniform(0.7, 2.2)

    steps = case.get("steps", [])
    llm(final=not steps)
    attempts: dict[str, int] = {}
    for index, step in enumerate(steps):
        nxt = steps[index + 1] if index + 1 < len(steps) else None
        if "llm" in step:  # extra model turns without progress (a loop)
            for _ in range(step["llm"]):
                llm(final=False)
            continue
        tool, args = step["call"], step.get("args", {})
        if step.get("retry"):
            attempts[tool] = attempts.get(tool, 1) + 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "attempt": attempts[tool]})
            retries += 1
            t += step.get("backoff", 0.25)
        call_id = _call_id(cid, index, anthropic)
        start = round(t, 3)
        calls.append({"args": args, "id": call_id, "timestamp": start, "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": tool})
        t += step.get("dur", rng.uniform(0.25, 1.9))
        if not step.get("missing"):
            end = round(t, 3)
            error = step.get("err")
            output = None if error is not None else step.get("out")
            outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": end, "tool": tool})
            trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": tool})
            if error is not None:
                errors.append(error)
            context += _tokens(json.dumps(output if error is None else error))
        if nxt is not None and nxt.get("retry"):
            continue  # the framework retries without a model turn
        later_calls = any("call" in s for s in steps[index + 1 :])
        llm(final=not later_calls and not any("llm" in s for s in steps[index + 1 :]))
    if steps and "llm" in steps[-1]:
        llm(final=True)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
        },
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind40",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    import importlib.util

    cases: list[dict] = []
    for path in sorted(HERE.glob("specs_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        cases.extend(module.CASES)
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for case in cases:
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True) + "\n")
    print(f"{len(cases)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
