"""Expand the compact specs in specs.py into <domain>.jsonl records (blind87 set).

python tests/data/scoring/blind87/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call events with token usage,
tool_start/tool_end, retry events and metrics. Deterministic (ids and durations from sha256).
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import SPECS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _tokens(text) -> int:
    return max(8, len(text if isinstance(text, str) else json.dumps(text)) // 4)


def build(spec: dict) -> dict:
    rid = spec["id"]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY + hh * 3600 + mm * 60 + ss
    model = spec.get("model", "gpt-4o-2024-08-06")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    context = 380 + _tokens(spec["prompt"]) + _h(rid, "sys") % 400
    tin = tout = 0

    def llm(out_tokens):
        nonlocal t, tin, tout
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        tin += context
        tout += out_tokens
        t += 0.6 + (_h(rid, "llm", len(trace)) % 1800) / 1000

    for i, call in enumerate(spec.get("calls", [])):
        if call.get("retry"):
            retries += 1
            attempt = call["retry"]
            t += 0.5 + (_h(rid, "backoff", i) % 1500) / 1000
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"], "attempt": attempt})
        else:
            llm(18 + _tokens(call["args"]))
        cid = "call_" + hashlib.sha256(f"{rid}:{i}".encode()).hexdigest()[:12]
        calls.append({"args": call["args"], "id": cid, "timestamp": round(t, 3), "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": call["tool"]})
        dur = call.get("dur", 0.25 + (_h(rid, "dur", i) % 1400) / 1000)
        t += dur
        if call.get("no_output"):
            continue
        out = call.get("out")
        err = call.get("err")
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": call["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": call["tool"]})
        if err:
            errors.append(err)
        context += _tokens(out if out is not None else err) + 40
    for _ in range(spec.get("extra_llm", 0)):
        llm(60 + _h(rid, "loop", len(trace)) % 90)
        context += 70
    llm(_tokens(spec["response"]) + 6)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    assert t - DAY < 86400, rid
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind87",
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
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
