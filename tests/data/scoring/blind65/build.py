"""Expand the blind65 specs (specs_*.py in this folder) into one JSONL file per domain.

    python tests/data/scoring/blind65/build.py

Each spec gives the question, the tool calls (arguments and JSON output, or an error), the final
answer and the labels; this script adds call ids, timestamps on 2026-11-20 (UTC), token usage,
the trace events and the metrics. Everything is deterministic (seeded by the run id).
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
DAY = 1795132800.0  # 2026-11-20T00:00:00Z
SET = "blind65"


def _specs() -> list[dict]:
    import importlib.util

    runs: list[dict] = []
    for path in sorted(HERE.glob("specs_*.py")):
        spec = importlib.util.spec_from_file_location(path.stem, path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        runs.extend(module.RUNS)
    return runs


def _clock(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return DAY + h * 3600 + m * 60 + s


def _call_id(run_id: str, index: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{index}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
        n = int(digest, 16)
        tail = ""
        for _ in range(22):
            n, r = divmod(n, len(alphabet))
            tail += alphabet[r]
        return "toolu_01" + tail
    return "call_" + digest[:24]


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = _clock(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = rng.randint(380, 900)  # system prompt + tool schemas + question
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
            }
        )
        context += out_tokens
        t += 0.6 + out_tokens * rng.uniform(0.012, 0.025)

    steps = spec.get("steps", [])
    llm(rng.randint(28, 70))
    for index, step in enumerate(steps):
        if step.get("retry"):
            retries += 1
            trace.append(
                {
                    "event": "retry",
                    "timestamp": round(t, 3),
                    "tool": step["tool"],
                    "attempt": step.get("attempt", 2),
                    "reason": step.get("reason", "previous attempt failed"),
                }
            )
            t += step.get("backoff", 1.0)
        cid = _call_id(spec["id"], index, model)
        start = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
        t += step.get("duration", rng.uniform(0.25, 1.6))
        if not step.get("missing"):
            end = round(t, 3)
            error = step.get("error")
            output = None if error is not None else step.get("output")
            if error is not None:
                errors.append(error)
            outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": step["tool"]})
            trace.append(
                {"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": step["tool"]}
            )
            context += len(json.dumps(output if output is not None else error)) // 4 + 12
        nxt = steps[index + 1] if index + 1 < len(steps) else None
        if nxt is None or not (nxt.get("retry") or nxt.get("parallel")):
            if nxt is not None:
                llm(rng.randint(30, 80))
    for _ in range(spec.get("extra_llm", 0)):
        llm(rng.randint(40, 95))
    llm(len(spec["response"]) // 4 + rng.randint(5, 25))
    t += rng.uniform(0.05, 0.3)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start_ts = trace[0]["timestamp"]
    assert t - DAY < 86400, spec["id"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start_ts, 3),
            "retries": retries,
            "token_usage": dict(usage),
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    runs = _specs()
    ids = [r["id"] for r in runs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in runs:
        assert spec["label"] in ("clean", "flawed"), spec["id"]
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{len(runs)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
