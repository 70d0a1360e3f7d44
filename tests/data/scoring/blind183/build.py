"""Expand the hand-written specs in specs.py into one JSONL file per domain.

    python tests/data/scoring/blind183/build.py

Each spec gives the question, the tool steps (arguments and JSON output or error), the final
answer and the run's label. This script adds what a recorder would: call ids, timestamps on
2026-11-20 (UTC), llm_call events with token usage, retry events, and the run's metrics. It is
deterministic: the same specs give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
SET = "blind183"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = {
    "gpt": "gpt-4o-2024-08-06",
    "mini": "gpt-4.1-mini-2025-04-14",
    "claude": "claude-sonnet-4-20250514",
}
FLAW_CAUSES = {
    "unsupported_claim", "contradiction", "wrong_entity", "stale_data", "ignored_tool_output",
    "unacknowledged_error", "missing_tool_output", "retry_loop", "llm_loop", "overconfident_wording",
}


def _rng(run_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(run_id.encode()).hexdigest()[:16], 16))


def _call_id(rng: random.Random, model: str) -> str:
    alphabet = string.ascii_letters + string.digits
    if model == "claude":
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice(alphabet) for _ in range(24))


def _tokens(value) -> int:
    return max(1, round(len(json.dumps(value, ensure_ascii=False)) / 3.6))


def build_run(spec: dict) -> dict:
    rng = _rng(spec["id"])
    model_key = spec["model"]
    model = MODELS[model_key]
    hh, mm, ss = (int(x) for x in spec["at"].split(":"))
    t0 = DAY + hh * 3600 + mm * 60 + ss + round(rng.uniform(0, 0.9), 3)
    t = t0
    context = 380 + rng.randint(0, 140) + _tokens(spec["prompt"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int) -> None:
        nonlocal t
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
        })
        t += 0.6 + out_tokens * 0.018 + rng.uniform(0.1, 0.9)

    attempt = 1
    for step in spec["steps"]:
        if "llm_loop" in step:  # the model called again and again without acting
            for _ in range(step["llm_loop"]):
                llm(rng.randint(52, 64))
                context += rng.randint(55, 70)
            continue
        if step.get("retry"):
            attempt += 1
            retries += 1
            t += step.get("backoff", 1.0)
        else:
            attempt = 1
            llm(18 + _tokens(step["args"]) + rng.randint(0, 12))
        cid = _call_id(rng, model_key)
        if step.get("retry"):
            trace.append({"event": "retry", "tool": step["tool"], "attempt": attempt, "call_id": cid, "timestamp": round(t, 3)})
            t += 0.05
        start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": cid, "args": step["args"], "timestamp": start})
        t += step.get("duration", rng.uniform(0.3, 1.8))
        if step.get("missing"):  # the tool span never ended: no output was recorded
            continue
        end = round(t, 3)
        output, error = step.get("output"), step.get("error")
        outputs.append({"tool": step["tool"], "output": output, "call_id": cid, "error": error, "timestamp": end})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": cid, "output": output, "error": error, "timestamp": end})
        if error:
            errors.append(error)
        context += _tokens(step["args"]) + _tokens(output if output is not None else error) + 20
    llm(max(20, round(len(spec["response"]) / 3.9)))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    label = spec["label"]
    cause = spec.get("cause")
    assert (label == "clean") == (cause is None), spec["id"]
    assert cause is None or cause in FLAW_CAUSES, spec["id"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": cause,
        "id": spec["id"],
        "label": label,
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain[spec["domain"]].append(build_run(spec))
    for domain, runs in sorted(by_domain.items()):
        lines = [json.dumps(run, ensure_ascii=False, sort_keys=True) for run in runs]
        (HERE / f"{domain}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{domain}: {len(runs)} runs")


if __name__ == "__main__":
    main()
