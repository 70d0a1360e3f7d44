"""Expand the blind56 specs (specs.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind56/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, trace events and metrics,
deterministically from each run's id.
"""

from __future__ import annotations

import hashlib
import json
import random
from datetime import datetime, timezone
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc)
KEYS = ("category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
        "response", "set", "split", "tool_calls", "tool_outputs", "trace")


def _call_id(rng: random.Random, model: str) -> str:
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    if model.startswith("claude"):
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice(alphabet) for _ in range(24))


def _tokens(rng: random.Random, context: int, out_text: str | None = None) -> dict:
    out = len(out_text) // 4 + rng.randint(8, 30) if out_text else rng.randint(18, 60)
    return {"input_tokens": context // 4 + rng.randint(300, 420), "output_tokens": out}


def build(run: dict) -> dict:
    rng = random.Random(hashlib.sha256(run["id"].encode()).hexdigest())
    model = run.get("model", "gpt-4o-2024-08-06")
    hh, mm = (int(x) for x in run["at"].split(":"))
    t = DAY.timestamp() + hh * 3600 + mm * 60 + rng.randint(0, 59)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors, retries = [], [], [], 0
    context = len(run["prompt"]) * 4 + 900
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(text: str | None = None) -> None:
        nonlocal t
        tok = _tokens(rng, context, text)
        usage["input_tokens"] += tok["input_tokens"]
        usage["output_tokens"] += tok["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tok})
        t += rng.uniform(0.6, 2.2) if text is None else rng.uniform(1.5, 4.0)

    llm()
    attempt = 1
    steps = run["calls"]
    for i, step in enumerate(steps):
        if step.get("retry"):
            attempt += 1
            retries += 1
            t += step.get("backoff", rng.uniform(0.5, 2.0))
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": attempt})
        else:
            attempt = 1
        cid = _call_id(rng, model)
        args = step["args"]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", rng.uniform(0.25, 1.8))
        if step.get("missing"):
            context += 200
        else:
            out, err = step.get("out"), step.get("err")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3),
                          "tool": step["tool"]})
            if err:
                errors.append(err)
            context += len(json.dumps(out if out is not None else err))
        # a model turn between calls; none before a framework retry, and the last call is followed by
        # the turn that writes the answer
        if i + 1 < len(steps) and not steps[i + 1].get("retry"):
            llm()
    for _ in range(run.get("extra_llm", 0)):
        llm()
        context += 300
    llm(run["response"])
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": run["id"],
        "label": "flawed" if run.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind56",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert tuple(sorted(record)) == KEYS, sorted(record)
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for run in RUNS:
        assert run["id"] not in seen, run["id"]
        seen.add(run["id"])
        by_domain.setdefault(run["domain"], []).append(build(run))
    for domain, records in by_domain.items():
        path = HERE / (domain.lower().replace(" ", "_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
