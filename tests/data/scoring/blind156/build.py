"""Expand the compact run specs in specs.py into one JSONL file per domain.

    python tests/data/scoring/blind156/build.py

Each spec gives the question, the steps (LLM turns, tool calls with their arguments and JSON
outputs or error texts, retry events) and the final answer. This script adds what a recorder
would: call ids, timestamps on 2026-11-20, token usage per LLM turn, the trace and the metrics.
Everything is deterministic (no randomness), so rerunning it rewrites identical files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET = "blind156"
DAY = dt.date(2026, 11, 20)
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()


def _jitter(run_id: str, n: int, low: float, high: float) -> float:
    """A fixed pseudo-random number in [low, high) for step n of a run."""
    frac = int.from_bytes(_digest(run_id, n)[:4], "big") / 2**32
    return low + (high - low) * frac


def _call_id(run_id: str, n: int, model: str) -> str:
    raw = _digest(run_id, "call", n)
    if model.startswith("claude"):
        return "toolu_01" + "".join(B62[b % 62] for b in raw[:22])
    return "call_" + raw.hex()[:24]


def _tokens(value: object) -> int:
    text = value if isinstance(value, str) else json.dumps(value)
    return max(1, round(len(text) / 3.6))


def _start_epoch(clock: str) -> float:
    h, m, s = (int(x) for x in clock.split(":"))
    return dt.datetime(DAY.year, DAY.month, DAY.day, h, m, s, tzinfo=dt.timezone.utc).timestamp()


def build_run(spec: dict) -> dict:
    run_id = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    steps = spec["steps"]
    t = _start_epoch(spec["at"])
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    total_in = total_out = 0
    context = 540 + _tokens(spec["prompt"])
    last_call_id = None
    last_tool = None

    for n, step in enumerate(steps):
        kind = step["kind"]
        if kind == "llm":
            nxt = steps[n + 1] if n + 1 < len(steps) else None
            if "tokens" in step:
                tin, tout = step["tokens"]
            elif nxt is not None and nxt["kind"] == "call":
                tin, tout = context, 18 + _tokens(nxt["args"])
            elif nxt is None:
                tin, tout = context, 12 + _tokens(spec["response"])
            else:
                tin, tout = context, 30
            trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                          "token_usage": {"input_tokens": tin, "output_tokens": tout}})
            total_in += tin
            total_out += tout
            context = tin + tout
            t += 0.4 + tout * 0.017 + _jitter(run_id, n, 0.0, 0.6)
        elif kind == "call":
            cid = _call_id(run_id, n, model)
            last_call_id, last_tool = cid, step["tool"]
            calls.append({"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                          "timestamp": round(t, 3), "tool": step["tool"]})
            t += step.get("secs") or _jitter(run_id, n, 0.2, 1.4)
            if step.get("missing"):
                continue  # the output never reached the trace
            err = step.get("error")
            out = None if err is not None else step["output"]
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": step["tool"]})
            if err is not None:
                errors.append(err)
            context += _tokens(err if err is not None else out)
        elif kind == "retry":
            retries += 1
            t += step.get("backoff", 0.5)
            trace.append({"attempt": step["attempt"], "call_id": last_call_id, "event": "retry",
                          "reason": errors[-1] if errors else None, "timestamp": round(t, 3), "tool": last_tool})
        else:
            raise ValueError(f"{run_id}: unknown step kind {kind!r}")

    t += _jitter(run_id, "finish", 0.05, 0.4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": total_in, "output_tokens": total_out},
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
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in RUNS:
        if spec["id"] in seen:
            raise SystemExit(f"duplicate id {spec['id']}")
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build_run(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True) + "\n")
    print(f"{len(seen)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
