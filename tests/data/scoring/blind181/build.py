"""Build the blind181 JSONL files from the compact specs in specs_a.py and specs_b.py.

    python tests/data/scoring/blind181/build.py

Each spec gives the prompt, the tool calls (tool, args, output or error; `retry` when the agent
retried after it; `missing` when the call never returned), the final answer and the labels. This
script adds call ids, timestamps on 2026-11-20, token usage, the trace and the metrics.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

SET = "blind181"
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14", "claude-sonnet-4-20250514"]


def _h(*parts: str) -> str:
    return hashlib.sha256("|".join(parts).encode()).hexdigest()


def _n(seed: str, lo: int, hi: int) -> int:
    return lo + int(_h(seed)[:8], 16) % (hi - lo + 1)


def _call_id(case_id: str, i: int, style: str) -> str:
    digest = _h(case_id, str(i))
    if style == "anthropic":
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def build(spec: dict, index: int) -> dict:
    cid = spec["id"]
    hh, mm = spec["start"].split(":")
    t0 = datetime(2026, 11, 20, int(hh), int(mm), _n(cid + "s", 0, 59), tzinfo=timezone.utc).timestamp()
    model = spec.get("model") or MODELS[index % len(MODELS)]
    style = "anthropic" if model.startswith("claude") else "openai"
    t = float(t0)
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    usage = {"input_tokens": 0, "output_tokens": 0}
    calls, outputs, errors = [], [], []
    retries = 0
    context = _n(cid + "ctx", 380, 720)

    def llm(tag: str) -> None:
        nonlocal t, context
        inp = context + _n(cid + tag + "i", 0, 60)
        out = _n(cid + tag + "o", 28, 140)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": inp, "output_tokens": out}})
        usage["input_tokens"] += inp
        usage["output_tokens"] += out
        t += _n(cid + tag + "d", 700, 2400) / 1000.0

    llm("first")
    spec_calls = spec.get("calls", [])
    for i, call in enumerate(spec_calls):
        call_id = _call_id(cid, i, style)
        start = round(t, 3)
        calls.append({"args": call["args"], "id": call_id, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": call["tool"]})
        if call.get("missing"):
            t += _n(cid + f"m{i}", 1000, 3000) / 1000.0
            context += 40
            if i < len(spec_calls) - 1:
                llm(f"after{i}")
            continue
        t += call.get("dur", _n(cid + f"d{i}", 250, 1900) / 1000.0)
        end = round(t, 3)
        err = call.get("error")
        out = call.get("output")
        outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": end, "tool": call["tool"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": call["tool"]})
        if err is not None:
            errors.append(err)
        if call.get("retry"):
            retries += 1
            t += call.get("backoff", 1.0)
            trace.append({"attempt": call["retry"], "event": "retry", "timestamp": round(t, 3), "tool": call["tool"]})
        context += len(json.dumps(out if out is not None else err)) // 4 + 30
        if i < len(spec_calls) - 1 and not call.get("batch") and not call.get("retry"):
            llm(f"after{i}")  # the model reads the result and asks for the next call
    for k in range(spec.get("llm_repeat", 0)):
        llm("repeat")  # the same tag: the same usage each time, as a stuck loop gives
    llm("final")
    t += _n(cid + "fin", 100, 600) / 1000.0
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    specs = SPECS_A + SPECS_B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for i, spec in enumerate(specs):
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec, i))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
