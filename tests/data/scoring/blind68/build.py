"""Expand the compact run specs in specs.py into one JSONL file per domain (set blind68).

Run: python tests/data/scoring/blind68/build.py

Each spec gives the prompt, the start time (on 2026-11-20, UTC), the steps (tool calls with their
arguments and JSON output or error, retries, repeated LLM calls) and the final answer. This script
adds call ids, timestamps, the trace (agent_start, llm_call with token usage, tool_start/tool_end,
retry, agent_finish) and the metrics. Everything is deterministic (hashes of the run id), so
rebuilding gives the same bytes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import re

from specs import RUNS

HERE = pathlib.Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = {
    "openai": ["gpt-4o-2024-08-06", "gpt-4.1-2025-04-14"],
    "anthropic": ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514"],
}
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _h(*parts: object) -> int:
    return int(hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest(), 16)


def _frac(*parts: object) -> float:
    return (_h(*parts) % 10_000) / 10_000


def _call_id(style: str, run_id: str, n: int) -> str:
    value = _h(run_id, "call", n)
    if style == "openai":
        return "call_" + format(value, "x")[:12]
    chars = []
    for _ in range(22):
        value, rem = divmod(value, 62)
        chars.append(BASE62[rem])
    return "toolu_01" + "".join(chars)


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 4))


def _start(hhmmss: str) -> float:
    h, m, s = (int(x) for x in hhmmss.split(":"))
    return (DAY + dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()


def build(spec: dict) -> dict:
    run_id = spec["id"]
    style = spec.get("style", "openai")
    model = MODELS[style][_h(run_id, "model") % 2]
    t0 = _start(spec["start"])
    t = t0
    context = 380 + _h(run_id, "sys") % 260 + _tokens(spec["prompt"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    n_llm = 0

    def llm(out_tokens: int, same_as_last: bool = False) -> None:
        nonlocal t, n_llm
        n_llm += 1
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        t += 0.7 + 1.6 * _frac(run_id, "llm", n_llm)

    steps = spec["steps"]
    for i, step in enumerate(steps):
        if "llm_loop" in step:
            # The model is called again and again without progress: same context, same reply size.
            repeat_out = 60 + _h(run_id, "loop") % 40
            for _ in range(step["llm_loop"]):
                llm(repeat_out)
            continue
        if step.get("retry"):
            retries += 1
            prev = calls[-1]
            trace.append({"attempt": step["retry"], "call_id": prev["id"], "event": "retry",
                          "timestamp": round(t, 3), "tool": prev["tool"]})
            t += step.get("backoff", 1.0)
        elif not step.get("parallel"):
            llm(_tokens(json.dumps(step["args"])) + 18)
        cid = _call_id(style, run_id, i)
        start = t
        calls.append({"args": step["args"], "id": cid, "timestamp": round(start, 3), "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(start, 3), "tool": step["tool"]})
        dur = step.get("dur", 0.25 + 1.6 * _frac(run_id, "tool", i))
        t = start + dur
        if step.get("missing"):
            continue
        err = step.get("error")
        out = None if err is not None else step["output"]
        end = round(t, 3)
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": end, "tool": step["tool"]})
        if err is not None:
            errors.append(err)
        context += _tokens(json.dumps(out if out is not None else err)) + 12
    llm(_tokens(spec["response"]) + 8)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind68",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        name = re.sub(r"[^a-z0-9]+", "_", domain.lower()).strip("_") + ".jsonl"
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
        print(f"{name}: {len(records)} runs")


if __name__ == "__main__":
    main()
