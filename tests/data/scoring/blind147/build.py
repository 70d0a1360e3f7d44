"""Expand the compact run specs in specs.py into one JSONL file per domain (set blind147).

Run: python tests/data/scoring/blind147/build.py

Each spec gives the question, the tool calls (arguments, JSON output or error), the final answer
and the label; this script adds call ids, timestamps on 2026-11-20, llm_call events with token
usage, tool_start/tool_end/retry events and the run metrics, in the corpus's record shape.
"""

from __future__ import annotations

import hashlib
import json
import pathlib
import sys
from datetime import datetime, timezone

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET = "blind147"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = ("gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14")
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, n: int, model: str) -> str:
    seed = _h(run_id, "call", n)
    chars = []
    for _ in range(24 if model.startswith("gpt") else 22):
        seed, r = divmod(seed, len(ALNUM))
        chars.append(ALNUM[r])
    return ("call_" if model.startswith("gpt") else "toolu_01") + "".join(chars)


def _tokens(text: object) -> int:
    return max(1, len(json.dumps(text)) // 4)


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = MODELS[_h(rid, "model") % len(MODELS)]
    hh, mm = map(int, spec["at"].split(":"))
    t = DAY + hh * 3600 + mm * 60 + (_h(rid, "sec") % 50)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage_in = usage_out = 0
    context = 380 + _h(rid, "sys") % 420 + _tokens(spec["prompt"])
    n = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, usage_in, usage_out, context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        usage_in += context
        usage_out += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.012 + (_h(rid, "llm", len(trace)) % 700) / 1000

    for _ in range(spec.get("loop_before", 0)):
        llm(64)
        context -= 64  # the same prompt re-sent each time
    for step in spec["calls"]:
        llm(28 + _tokens(step["args"]))
        for k in range(step.get("attempts", 1)):
            if k:
                retries += 1
                t += step.get("backoff", 1.0)
                trace.append({"event": "retry", "tool": step["tool"], "attempt": k + 1, "timestamp": round(t, 3)})
            n += 1
            cid = _call_id(rid, n, model)
            calls.append({"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
            last = k == step.get("attempts", 1) - 1
            if step.get("missing") and last:
                t += step.get("dur", 1.0)
                continue
            failed = not last or "error" in step
            err = step.get("fail_error", step.get("error")) if failed else None
            out = step.get("fail_output", step.get("output")) if failed else step.get("output")
            if failed and not last:
                t += step.get("fail_dur", step.get("dur", 1.0))
            else:
                t += step.get("dur", 0.4 + (_h(rid, "dur", n) % 1400) / 1000)
            rec = {"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]}
            outputs.append(rec)
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            if err:
                errors.append(err)
            context += _tokens(out if out is not None else err)
    for _ in range(spec.get("loop_after", 0)):
        llm(71)
        context -= 71
    llm(_tokens(spec["response"]) + 12)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
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
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
