"""Expand the blind168 specs (specs.py) into one JSONL file per domain.

Written blind: the scorer's checks, their tests and the other sets were never read.
Run:  python tests/data/scoring/blind168/build.py

A spec gives the prompt, the final answer and the steps of the run:
  ("call", tool, args, output)            tool_start + tool_end with an output
  ("fail", tool, args, error[, output])   tool_start + tool_end with an error message
  ("retry", tool, attempt)                a retry event (the next call is the retry)
  ("missing", tool, args)                 tool_start with no tool_end and no output
  ("llm", input_tokens, output_tokens)    an extra LLM call (used for the llm loops)
The builder adds call ids, an LLM call before the first tool and between tool rounds (not before
a retry), the final LLM call, timestamps on 2026-11-20, token usage and metrics.
"{NOW}" in an output is replaced by the ISO time of that tool's end.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from specs import SPECS  # noqa: E402

HERE = pathlib.Path(__file__).parent
DAY_START = dt.datetime(2026, 11, 20, 8, 0, tzinfo=dt.timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def _fill(value, now_iso):
    if isinstance(value, str):
        return value.replace("{NOW}", now_iso)
    if isinstance(value, list):
        return [_fill(v, now_iso) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, now_iso) for k, v in value.items()}
    return value


def _iso(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts, dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    seed = _h(rid)
    model = MODELS[seed % len(MODELS)]
    anthropic = model.startswith("claude")
    t = DAY_START + index * 397 + (seed % 50)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    context = 380 + seed % 120

    def llm(inp=None, out=None):
        nonlocal t, context
        i = inp if inp is not None else context
        o = out if out is not None else 30 + (_h(rid + str(len(trace))) % 60)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        usage["input_tokens"] += i
        usage["output_tokens"] += o
        context = i + o + 40
        t += 0.7 + (_h(rid + "l" + str(len(trace))) % 1400) / 1000

    prev = None
    for n, step in enumerate(spec["steps"]):
        kind = step[0]
        if kind in ("call", "fail", "missing") and prev != "retry":
            llm()
        if kind == "llm":
            llm(step[1], step[2])
        elif kind == "retry":
            retries += 1
            t += 0.5 + step[2] * 0.4
            trace.append({"event": "retry", "tool": step[1], "attempt": step[2], "timestamp": round(t, 3)})
        else:
            tool, args = step[1], step[2]
            cid = ("toolu_01" + hashlib.sha256(f"{rid}{n}".encode()).hexdigest()[:20]) if anthropic \
                else ("call_" + hashlib.sha256(f"{rid}{n}".encode()).hexdigest()[:12])
            start = round(t, 3)
            calls.append({"args": args, "id": cid, "timestamp": start, "tool": tool})
            trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": start, "tool": tool})
            if kind == "missing":
                t += 1.0
                prev = kind
                continue
            t += 0.3 + (_h(rid + "t" + str(n)) % 1500) / 1000
            if kind == "fail" and "Timeout" in step[3]:
                t += 9.0
            end = round(t, 3)
            if kind == "call":
                output, error = _fill(step[3], _iso(end)), None
                context += len(json.dumps(output)) // 4
            else:
                output = step[4] if len(step) > 4 else None
                error = step[3]
                errors.append(error)
            outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": tool})
            trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                          "timestamp": end, "tool": tool})
        prev = kind
    llm(None, 20 + len(spec["response"]) // 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {key: spec[key] for key in ("category", "domain", "id", "label", "prompt", "response")}
    record.update(evidence_level="fully_instrumented", expected_cause=spec.get("cause"), set="blind168",
                  split="heldout", tool_calls=calls, tool_outputs=outputs, trace=trace,
                  metrics={"errors": errors, "latency": round(t - trace[0]["timestamp"], 3),
                           "retries": retries, "token_usage": usage})
    return record


def main() -> None:
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for i, spec in enumerate(SPECS):
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec, i))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
    print(f"{len(SPECS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
