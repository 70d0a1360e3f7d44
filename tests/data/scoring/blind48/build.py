"""Builds the blind48 held-out set: `python tests/data/scoring/blind48/build.py`.

The runs are written as compact specs in `specs.py` (question, tool calls with arguments and
JSON outputs or error texts, retries, final answer). This script expands each spec into the
record shape of the corpus (`EvaluationEvidence.to_dict()` plus the label fields): call ids,
trace events (agent_start, llm_call with token usage, tool_start/tool_end, retry, agent_finish),
timestamps on 2026-11-20 and metrics. Everything is deterministic (seeded by the run id).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
from collections import defaultdict
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = dt.date(2026, 11, 20)

FILES = {
    "unemployment claims": "unemployment_claims",
    "SNAP benefits": "snap_benefits",
    "housing vouchers": "housing_vouchers",
    "child support payments": "child_support_payments",
    "veterans benefits": "veterans_benefits",
    "disability claims": "disability_claims",
    "social security appointments": "social_security_appointments",
    "tax refund status": "tax_refund_status",
    "energy assistance program": "energy_assistance_program",
    "WIC nutrition appointments": "wic_nutrition_appointments",
}


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        tail = "".join(alphabet[(num >> (6 * i)) % len(alphabet)] for i in range(22))
        return "toolu_01" + tail
    return "call_" + digest[:12]


def _start(spec: dict) -> float:
    hh, mm = (int(x) for x in spec["start"].split(":"))
    moment = dt.datetime(DAY.year, DAY.month, DAY.day, hh, mm, tzinfo=dt.timezone.utc)
    return moment.timestamp()


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = _start(spec) + rng.randint(0, 59)
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tokens_in = tokens_out = 0
    context = rng.randint(380, 620) + len(spec["prompt"]) // 4

    def llm(out_tokens: int | None = None, same: tuple[int, int] | None = None) -> None:
        nonlocal t, tokens_in, tokens_out, context
        if same is not None:
            i, o = same
        else:
            i, o = context, out_tokens if out_tokens is not None else rng.randint(28, 70)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tokens_in += i
        tokens_out += o
        context += o
        t += rng.uniform(0.6, 1.9)

    n = 0
    need_llm = True
    for step in spec.get("steps", []):
        if "llm_repeat" in step:  # a model that keeps re-planning without progress
            fixed = (context, step.get("out", 61))
            for _ in range(step["llm_repeat"]):
                llm(same=fixed)
            need_llm = False
            continue
        if "retry" in step:
            t += step.get("wait", rng.uniform(0.8, 2.5))
            trace.append({"event": "retry", "tool": step["retry"], "attempt": step["attempt"],
                          "reason": step.get("reason", "tool error"), "timestamp": round(t, 3)})
            retries += 1
            need_llm = step.get("llm", False)
            continue
        if need_llm and not step.get("parallel"):
            llm()
        n += 1
        cid = _call_id(spec["id"], n, model)
        start = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": start,
                      "tool": step["tool"]})
        t += step.get("dur", rng.uniform(0.3, 2.2))
        if step.get("missing"):  # the tool span never ended: no output recorded
            need_llm = True
            continue
        end = round(t, 3)
        error = step.get("error")
        output = step.get("output")
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end,
                        "tool": step["tool"]})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": end, "tool": step["tool"]})
        if error is not None:
            errors.append(error)
        context += len(json.dumps(output if output is not None else error)) // 4
        need_llm = True
    llm(out_tokens=max(30, len(spec["response"]) // 4 + rng.randint(5, 25)))
    t += rng.uniform(0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    latency = round(trace[-1]["timestamp"] - trace[0]["timestamp"], 3)
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": latency, "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind48",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    ids = [r["id"] for r in RUNS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_file: dict[str, list[dict]] = defaultdict(list)
    for spec in RUNS:
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_file[FILES[spec["domain"]]].append(build(spec))
    for name, records in sorted(by_file.items()):
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
        print(f"{name}.jsonl: {len(records)} runs")


if __name__ == "__main__":
    main()
