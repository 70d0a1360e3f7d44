"""Expand the compact specs in specs.py into <domain>.jsonl records.

Run from anywhere: python tests/data/scoring/blind62/build.py

Each spec gives the prompt, the rounds of tool calls the agent made (arguments, JSON output or
error text), optional retries and repeated model calls, and the final answer. This script adds
call ids, timestamps on 2026-11-20, token usage per model call, the trace and the metrics, all
deterministically (hash of the case id), so rebuilding gives identical files.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MISSING = "__missing__"


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _tok(text) -> int:
    if not isinstance(text, str):
        text = json.dumps(text)
    return max(1, len(text) // 4)


def _call_id(case_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def build(spec: dict) -> dict:
    cid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    n = 0
    context = 420 + _tok(spec["prompt"])
    usage_in = usage_out = 0

    def llm(out_tokens: int, fixed: tuple[int, int] | None = None) -> None:
        nonlocal t, usage_in, usage_out
        i, o = fixed if fixed else (context, out_tokens)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        usage_in += i
        usage_out += o
        t += 0.6 + (_h(cid, "llm", len(trace)) % 2200) / 1000

    for step in spec.get("rounds", []):
        if "llm_repeat" in step:
            for _ in range(step["llm_repeat"]):
                llm(0, fixed=tuple(step["usage"]))
            continue
        llm(28 + 22 * len(step["calls"]))
        for call in step["calls"]:
            if call.get("retry"):
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"],
                              "attempt": call["retry"], "reason": outputs[-1]["error"]})
                t += 0.5 + (_h(cid, "backoff", n) % 1500) / 1000
            n += 1
            call_id = _call_id(cid, n, model)
            start = round(t, 3)
            calls.append({"args": call["args"], "id": call_id, "timestamp": start, "tool": call["tool"]})
            trace.append({"args": call["args"], "call_id": call_id, "event": "tool_start",
                          "timestamp": start, "tool": call["tool"]})
            dur = call.get("duration", 0.2 + (_h(cid, "tool", n) % 1300) / 1000)
            t += dur
            if call.get("output") == MISSING:
                continue
            end = round(t, 3)
            err = call.get("error")
            out = None if err else call["output"]
            outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": end,
                            "tool": call["tool"]})
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                          "timestamp": end, "tool": call["tool"]})
            if err:
                errors.append(err)
            context += 40 + _tok(err if err else out)
        context += 30
    llm(12 + _tok(spec["response"]))
    t += 0.05 + (_h(cid, "finish") % 400) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start_ts = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(trace[-1]["timestamp"] - start_ts, 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind62",
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
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
