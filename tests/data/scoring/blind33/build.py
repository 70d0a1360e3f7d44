"""Build the blind33 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind33/build.py

Each spec gives the question, the tool calls (tool, arguments, JSON output or error), the final
answer and the labels; this script adds call ids, timestamps on 2026-11-20, llm_call events with
token usage, retry events and the metrics, deterministically (seeded by the run id).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def clock(hms: str) -> float:
    """Epoch seconds of a clock time ("HH:MM:SS" or "HH:MM:SS.fff") on the run day."""
    h, m, s = hms.split(":")
    return DAY.timestamp() + int(h) * 3600 + int(m) * 60 + float(s)


def call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).digest()
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:22])
    return "call_" + "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:24])


def tokens(value) -> int:
    return max(12, len(json.dumps(value)) // 4)


def build(run: dict) -> dict:
    rng = random.Random(run["id"])
    model = run["model"]
    t = clock(run["t0"])
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 180 + tokens(run["prompt"]) + rng.randint(150, 420)  # system prompt and tool schemas
    retries = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
            }
        )
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.012 + rng.uniform(0.2, 1.1)

    steps = run["steps"]
    llm(rng.randint(28, 64))
    attempt = 1
    for i, step in enumerate(steps):
        if "llm_loop" in step:
            for _ in range(step["llm_loop"]):
                llm(rng.randint(70, 95))
            if i + 1 == len(steps):
                llm(tokens(run["response"]) + rng.randint(5, 20))
            continue
        if step.get("retry"):
            attempt += 1
            retries += 1
            t += 0.5 * 2 ** (attempt - 2)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": attempt, "timestamp": round(t, 3)})
            t += 0.05
        else:
            attempt = 1
        if "at" in step:
            pinned = clock(step["at"])
            assert pinned >= t, (run["id"], step["tool"], pinned - t)
            t = pinned
        cid = call_id(run["id"], i, model)
        t_start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": cid, "timestamp": t_start})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": cid, "args": step["args"], "timestamp": t_start})
        t += step.get("dur", rng.uniform(0.25, 1.4))
        if step.get("missing"):  # the call never reported back
            context += 20
        else:
            t_end = round(t, 3)
            error = step.get("error")
            output = step.get("output")
            outputs.append({"tool": step["tool"], "output": output, "call_id": cid, "error": error, "timestamp": t_end})
            trace.append(
                {"event": "tool_end", "tool": step["tool"], "call_id": cid, "output": output, "error": error, "timestamp": t_end}
            )
            if error:
                errors.append(error)
            context += tokens(output) + (tokens(error) if error else 0)
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if not (nxt and nxt.get("retry")):
            last = nxt is None
            llm(tokens(run["response"]) + rng.randint(5, 20) if last else rng.randint(24, 70))
    if not steps:
        llm(tokens(run["response"]) + rng.randint(5, 20))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), run["id"]
    return {
        "id": run["id"],
        "set": "blind33",
        "split": "heldout",
        "domain": run["domain"],
        "label": run["label"],
        "category": run["category"],
        "expected_cause": run["cause"],
        "prompt": run["prompt"],
        "response": run["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for run in RUNS:
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        by_domain.setdefault(run["domain"], []).append(build(run))
    for domain, records in by_domain.items():
        lines = [json.dumps(r, sort_keys=True) for r in records]
        (HERE / f"{domain}.jsonl").write_text("\n".join(lines) + "\n")
        print(f"{domain}: {len(records)} runs")


if __name__ == "__main__":
    main()
