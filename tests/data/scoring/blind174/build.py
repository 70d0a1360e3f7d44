"""Expand the compact specs in specs.py into one JSONL file per domain (set `blind174`).

    python tests/data/scoring/blind174/build.py

Each spec gives the question, the tool calls (arguments, JSON output or error), and the final
answer; this script adds call ids, timestamps (all on 2026-11-20 UTC), llm_call events with token
usage, retry events, and the metrics (latency, summed token usage, retries, errors in order).

Step keys: tool, args, out (JSON output), err (error text: output is null), missing (the call
started but never returned: no tool_end, no tool output), retry (a framework retry of the call
before: a `retry` event, no llm_call in between), think (extra llm_call events after the step).
"""

from __future__ import annotations

import hashlib
import json
from collections import defaultdict
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(case_id: str, index: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}#{index}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
        n = int(digest, 16)
        tail = "".join(alphabet[(n >> (6 * i)) % len(alphabet)] for i in range(22))
        return "toolu_01" + tail
    return "call_" + digest[:24]


def build(spec: dict) -> dict:
    cid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm = map(int, spec["at"].split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + (_h(cid, "s") % 50)
    start = round(t, 3)
    trace: list[dict] = [{"event": "agent_start", "timestamp": start}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    ctx = 380 + _h(cid, "ctx") % 160  # system prompt + tool schemas

    def llm(step_no: int, out_tokens: int | None = None) -> None:
        nonlocal t, ctx
        t += 0.6 + (_h(cid, "l", step_no, len(trace)) % 1500) / 1000
        i_tok = ctx
        o_tok = out_tokens if out_tokens is not None else 28 + _h(cid, "o", len(trace)) % 40
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i_tok, "output_tokens": o_tok}})
        ctx += o_tok + 12

    llm(0)
    prev: dict | None = None
    for n, step in enumerate(spec["steps"]):
        if step.get("retry"):
            assert prev is not None and prev.get("err"), cid
            retries += 1
            t += 0.2 + (_h(cid, "r", n) % 900) / 1000
            trace.append({"event": "retry", "tool": step["tool"], "call_id": prev["_id"],
                          "attempt": step["retry"], "error": prev["err"], "timestamp": round(t, 3)})
        call_id = _call_id(cid, n, model)
        step["_id"] = call_id
        t += 0.05 + (_h(cid, "g", n) % 200) / 1000
        ts = round(t, 3)
        calls.append({"args": step["args"], "id": call_id, "timestamp": ts, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start",
                      "timestamp": ts, "tool": step["tool"]})
        if step.get("missing"):
            t += 1.0 + (_h(cid, "m", n) % 4000) / 1000
        else:
            t += step.get("dur", 0.3 + (_h(cid, "d", n) % 1600) / 1000)
            te = round(t, 3)
            err = step.get("err")
            out = None if err else step["out"]
            outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": te,
                            "tool": step["tool"]})
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                          "timestamp": te, "tool": step["tool"]})
            if err:
                errors.append(err)
            ctx += len(json.dumps(out if out is not None else err)) // 4
        nxt = spec["steps"][n + 1] if n + 1 < len(spec["steps"]) else None
        if not (nxt and nxt.get("retry")):
            llm(n + 1)
            for k in range(step.get("think", 0)):
                llm(100 + k, 30 + _h(cid, "loop", k) % 6)
        prev = step
    # the final llm_call writes the answer
    trace[-1]["token_usage"]["output_tokens"] = max(40, len(spec["response"]) // 4)
    tin = sum(e["token_usage"]["input_tokens"] for e in trace if e["event"] == "llm_call")
    tout = sum(e["token_usage"]["output_tokens"] for e in trace if e["event"] == "llm_call")
    t += 0.3 + (_h(cid, "f") % 700) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert round(t, 3) < DAY0 + 86400, cid
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind174",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain[spec["domain"]].append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
