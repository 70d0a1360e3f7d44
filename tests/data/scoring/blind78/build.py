"""Build the blind78 JSONL files from the compact specs in specs.py.

Run: python tests/data/scoring/blind78/build.py  (rewrites <domain>.jsonl next to this file).
Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call events with token usage,
tool_start/tool_end, retry events and metrics. Deterministic: ids and times come from the case id.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from specs import CASES

HERE = Path(__file__).parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def build(case: dict, index: int) -> dict:
    cid = case["id"]
    seed = _h(cid)
    model = MODELS[seed % len(MODELS)]
    t = DAY0 + 7 * 3600 + index * 731 + (seed % 300)  # between 07:00 and ~19:00 UTC
    if "at" in case:  # a case whose outputs fix the time of day ("HH:MM" UTC)
        hh, mm = map(int, case["at"].split(":"))
        t = DAY0 + hh * 3600 + mm * 60 + seed % 50
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls, tool_outputs, errors = [], [], []
    usage_in = usage_out = 0
    retries = 0
    prompt_tokens = 380 + seed % 200

    def llm(extra_in: int, out: int) -> None:
        nonlocal usage_in, usage_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": extra_in, "output_tokens": out}})
        usage_in += extra_in
        usage_out += out

    context = prompt_tokens
    for n, call in enumerate(case["calls"]):
        llm(context, 28 + (seed >> n) % 40)
        t += 0.6 + ((seed >> (n + 3)) % 900) / 1000
        if call.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": call["tool"], "attempt": call["retry"], "timestamp": round(t, 3)})
            t += 0.4
        call_id = "call_" + hashlib.sha256(f"{cid}/{n}".encode()).hexdigest()[:12]
        tool_calls.append({"args": call["args"], "id": call_id, "timestamp": round(t, 3), "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": call_id, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": call["tool"]})
        t += call.get("secs", 0.3 + ((seed >> (n + 7)) % 1500) / 1000)
        if call.get("missing"):
            continue  # started, never ended: no tool_end, no output
        err = call.get("error")
        out = call.get("output")
        tool_outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": call["tool"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                      "timestamp": round(t, 3), "tool": call["tool"]})
        if err is not None:
            errors.append(err)
        context += 120 + len(json.dumps(out)) // 4
    for _ in range(case.get("extra_llm_calls", 0)):
        llm(context, 57)
        t += 1.9
    llm(context + 60, 40 + len(case["response"]) // 4)
    t += 1.2 + (seed % 2000) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("expected_cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out}},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind78",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for i, case in enumerate(CASES):
        by_domain.setdefault(case["domain"], []).append(build(case, i))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
