"""Expand the compact specs in specs.py into one JSONL file per domain (set `blind125`).

Run: python tests/data/scoring/blind125/build.py

Each spec gives the prompt, the steps the agent took (tool calls with arguments and JSON
outputs or error texts, retries, extra LLM calls) and the final answer; this script adds call
ids, timestamps on 2026-11-20, token usage, the trace and the metrics.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY = "2026-11-20"


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _epoch(clock: str) -> float:
    return datetime.fromisoformat(f"{DAY}T{clock}+00:00").astimezone(timezone.utc).timestamp()


def _call_id(spec: dict, n: int) -> str:
    digest = hashlib.sha256(f"{spec['id']}#{n}".encode()).hexdigest()
    if spec.get("model", "").startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def _size(obj: object) -> int:
    return len(json.dumps(obj)) // 4


def build(spec: dict) -> dict:
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = _epoch(spec["start"])
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    ctx = 380 + _h(spec["id"], "sys") % 300 + _size(spec["prompt"])
    tin = tout = 0
    k = 0

    def llm(out_tokens: int | None = None, inp: int | None = None) -> None:
        nonlocal t, tin, tout, k
        k += 1
        i = ctx if inp is None else inp
        o = out_tokens if out_tokens is not None else 28 + _h(spec["id"], "o", k) % 40
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i
        tout += o
        t += 0.8 + (_h(spec["id"], "lt", k) % 1500) / 1000

    steps = spec.get("steps", [])
    llm()
    n = 0
    for idx, step in enumerate(steps):
        nxt = steps[idx + 1] if idx + 1 < len(steps) else None
        if "llm_loop" in step:
            # the model called again and again with the same context and no new tool call
            same_in, same_out = ctx + 40, 61
            for _ in range(step["llm_loop"]):
                llm(same_out, same_in)
            continue
        if "retry" in step:
            last = calls[-1]
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": last["tool"],
                          "call_id": last["id"], "attempt": step["retry"],
                          "reason": step.get("reason", "tool error")})
            t += step.get("backoff", 1.0)
            continue
        n += 1
        cid = _call_id(spec, n)
        tool, args = step["call"], step["args"]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += step.get("dur", 0.3 + (_h(spec["id"], "d", n) % 1800) / 1000)
        if step.get("missing"):
            # the call never reported back: no tool_end, no output
            t += 0.4
        else:
            err = step.get("error")
            out = None if err else step["output"]
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": tool})
            if err:
                errors.append(err)
            ctx += _size(out if out is not None else err) + _size(args) + 20
        if nxt is not None and "retry" in nxt:
            continue
        llm()
    # the final answer comes from the last llm_call; its output size follows the answer
    last_llm = [e for e in trace if e["event"] == "llm_call"][-1]
    final_out = max(30, _size(spec["response"]) + 6)
    tout += final_out - last_llm["token_usage"]["output_tokens"]
    last_llm["token_usage"]["output_tokens"] = final_out
    t += 0.2 + final_out / 60
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind125",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["file"], []).append(build(spec))
    for name, records in by_domain.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
        print(f"{name}.jsonl: {len(records)} runs")


if __name__ == "__main__":
    main()
