"""Expand the blind100 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind100/build.py

Each spec gives the prompt, the tool calls (tool, arguments, JSON output or error text, and
whether a retry event came before the call or the call never ended), optional extra LLM turns
and the final answer. This script adds call ids, timestamps on 2026-11-20, token usage, the
trace and the metrics. Written by the blind100 tester; it never imports the scorer.
"""

import hashlib
import json
import random
from datetime import datetime, timezone
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY_START = datetime(2026, 11, 20, 7, 5, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _call_id(case_id, index, anthropic):
    digest = hashlib.sha256(f"{case_id}:{index}".encode()).hexdigest()
    return ("toolu_01" + digest[:22]) if anthropic else ("call_" + digest[:12])


def _llm(rng, model, t, context):
    usage = {"input_tokens": context + rng.randint(80, 400), "output_tokens": rng.randint(25, 140)}
    return {"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage}


def build(spec, number):
    rng = random.Random(spec["id"])
    anthropic = number % 2 == 1
    model = MODELS[number % len(MODELS)]
    t = DAY_START + number * 731 + rng.randint(0, 300)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    trace.append(_llm(rng, model, t, 350))
    calls, outputs, errors, retries = [], [], [], 0
    for index, step in enumerate(spec["calls"]):
        t += rng.uniform(0.6, 2.2)
        cid = _call_id(spec["id"], index, anthropic)
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "reason": step.get("retry_reason", "previous attempt failed"),
                          "timestamp": round(t, 3)})
            t += rng.uniform(0.5, 2.0)
        calls.append({"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": step["tool"]})
        if step.get("missing"):
            t += rng.uniform(1.0, 4.0)
            trace.append(_llm(rng, model, t, 700 + 300 * index))
            continue
        t += step.get("duration", rng.uniform(0.3, 1.8))
        error = step.get("err")
        output = None if error else step["out"]
        if error:
            errors.append(error)
        record = {"call_id": cid, "error": error, "output": output, "timestamp": round(t, 3),
                  "tool": step["tool"]}
        outputs.append(record)
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                      "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append(_llm(rng, model, t, 700 + 300 * index))
    for _ in range(spec.get("extra_llm", 0)):
        t += rng.uniform(1.5, 3.0)
        last = trace[-1]["token_usage"] if trace[-1]["event"] == "llm_call" else None
        event = _llm(rng, model, t, 900)
        if last and spec.get("extra_llm_same"):
            event["token_usage"] = {"input_tokens": last["input_tokens"] + rng.randint(40, 90),
                                    "output_tokens": last["output_tokens"]}
        trace.append(event)
    t += rng.uniform(0.8, 2.5)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for event in trace:
        if event["event"] == "llm_call":
            for key in usage:
                usage[key] += event["token_usage"][key]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind100",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main():
    by_domain = {}
    for number, spec in enumerate(SPECS):
        by_domain.setdefault(spec["domain"], []).append(build(spec, number))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in records))
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
