"""Builds the blind41 JSONL files from the specs in specs_a.py and specs_b.py.

    python tests/data/scoring/blind41/build.py

Each spec gives the question, the tool calls turn by turn (arguments, JSON output or error text,
duration), the final answer and the labels; this script adds call ids, timestamps on
2026-11-20, an llm_call before every turn and before the answer (with token usage), retry events,
agent_start/agent_finish and the metrics. Everything is deterministic (seeded by the run id).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import specs_a  # noqa: E402
import specs_b  # noqa: E402

DAY = "2026-11-20"
KEY_ORDER = (
    "category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics",
    "prompt", "response", "set", "split", "tool_calls", "tool_outputs", "trace",
)


def _epoch(clock: str) -> float:
    return datetime.fromisoformat(f"{DAY}T{clock}+00:00").timestamp()


def _call_id(model: str, run_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        chars = []
        for _ in range(22):
            num, rem = divmod(num, len(alphabet))
            chars.append(alphabet[rem])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def _tokens(text) -> int:
    return max(1, len(text if isinstance(text, str) else json.dumps(text)) // 4)


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec["model"]
    t = _epoch(spec["at"])
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    context = 380 + _tokens(spec["prompt"]) + rng.randint(0, 60)
    totals = {"input_tokens": 0, "output_tokens": 0}
    attempts: dict[str, int] = {}
    n = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        usage = {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        totals["input_tokens"] += context
        totals["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.5 + out_tokens * 0.018 + rng.random() * 0.6

    for turn in spec["turns"]:
        llm(sum(22 + _tokens(c["args"]) for c in turn) + rng.randint(4, 30))
        for c in turn:
            n += 1
            cid = _call_id(model, spec["id"], n)
            attempts[c["tool"]] = attempts.get(c["tool"], 0) + 1
            if c["retry"]:
                retries += 1
                t += 0.25 + rng.random() * 0.5
                trace.append({"event": "retry", "tool": c["tool"], "attempt": attempts[c["tool"]], "timestamp": round(t, 3)})
            t += 0.02 + rng.random() * 0.05
            calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": c["tool"]})
            t += c["ms"] / 1000
            if c["noend"]:
                continue
            outputs.append({"call_id": cid, "error": c["err"], "output": c["out"], "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"call_id": cid, "error": c["err"], "event": "tool_end", "output": c["out"], "timestamp": round(t, 3), "tool": c["tool"]})
            if c["err"] is not None:
                errors.append(c["err"])
                context += _tokens(c["err"]) + 12
            else:
                context += _tokens(c["out"]) + 12
    for _ in range(spec.get("loop_llm", 0)):
        # the planner thinking again and again over the same context, no tool call in between
        llm(rng.randint(38, 46))
    llm(_tokens(spec["response"]) + rng.randint(5, 25))
    t += 0.01 + rng.random() * 0.05
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert datetime.fromtimestamp(t, timezone.utc).date().isoformat() == DAY, spec["id"]

    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": totals},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind41",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert tuple(record) == KEY_ORDER
    return record


def main() -> None:
    specs = specs_a.SPECS + specs_b.SPECS
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        assert (spec["label"] == "clean") == (spec["cause"] is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
