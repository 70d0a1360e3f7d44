"""Expand the compact specs in specs.py into one JSONL file per domain (blind7 held-out set).

Run: python tests/data/scoring/blind7/build.py

A spec is a dict: id, domain, label, category, cause (expected_cause), at (ISO run start), prompt,
steps, answer, optional model and style ("openai" or "anthropic" call ids). Steps, in order:
  ("call", tool, args, output)    a tool call that returned output
  ("err", tool, args, message)    a tool call that failed with an error message
  ("missing", tool, args)         a tool call that started and never produced an output
  ("retry",)                      a marker for the reader; a call repeated with the same args
                                  writes a retry event (tool, attempt) and counts in metrics.retries
  ("llm", n)                      n further LLM calls with no tool call in between
Each tool call is followed by an LLM call (the model reading the result), as function calling does.
"""

from __future__ import annotations

import hashlib
import json
import random
from datetime import datetime
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent


def _epoch(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def _call_id(case_id: str, n: int, style: str) -> str:
    digest = hashlib.sha256(f"{case_id}/{n}".encode()).hexdigest()
    if style == "anthropic":
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    style = spec.get("style", "openai")
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = round(_epoch(spec["at"]), 3)
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    attempt: dict[str, int] = {}
    tokens = {"input_tokens": 0, "output_tokens": 0}
    context = rng.randint(380, 900)

    def llm(out_tokens: int | None = None) -> None:
        nonlocal t, context
        usage = {"input_tokens": context, "output_tokens": out_tokens or rng.randint(24, 70)}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tokens["input_tokens"] += usage["input_tokens"]
        tokens["output_tokens"] += usage["output_tokens"]
        context += usage["output_tokens"] + rng.randint(5, 20)
        t += rng.uniform(0.8, 2.4)

    llm()
    n = 0
    for step in spec["steps"]:
        kind = step[0]
        if kind == "retry":
            continue  # readability only: a repeated call writes its own retry event
        if kind == "llm":
            for _ in range(step[1]):
                llm(step[2] if len(step) > 2 else None)
            continue
        tool, args = step[1], step[2]
        key = tool + json.dumps(args, sort_keys=True)
        attempt[key] = attempt.get(key, 0) + 1
        if attempt[key] > 1:
            trace.append({"event": "retry", "tool": tool, "attempt": attempt[key], "timestamp": round(t, 3)})
            retries += 1
            t += rng.uniform(0.5, 2.0)
        n += 1
        cid = _call_id(spec["id"], n, style)
        start = round(t, 3)
        calls.append({"tool": tool, "args": args, "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": args, "timestamp": start})
        if kind == "missing":
            t += rng.uniform(0.2, 0.6)
            llm()
            continue
        t += rng.uniform(0.15, 1.6) if kind == "call" else rng.uniform(0.3, 10.0)
        end = round(t, 3)
        output = step[3] if kind == "call" else None
        error = step[3] if kind == "err" else None
        outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": end})
        trace.append({"event": "tool_end", "tool": tool, "call_id": cid, "output": output, "error": error, "timestamp": end})
        if error:
            errors.append(error)
        llm()
    # the final answer's tokens: roughly its length
    answer = spec["answer"]
    trace[-1]["token_usage"]["output_tokens"] = max(trace[-1]["token_usage"]["output_tokens"], len(answer) // 4 + 8)
    tokens["output_tokens"] = sum(e["token_usage"]["output_tokens"] for e in trace if e["event"] == "llm_call")
    t += rng.uniform(0.4, 1.5)
    finish = round(t, 3)
    trace.append({"event": "agent_finish", "timestamp": finish})
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(finish - round(_epoch(spec["at"]), 3), 3),
            "retries": retries,
            "token_usage": tokens,
        },
        "prompt": spec["prompt"],
        "response": answer,
        "set": "blind7",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain.lower().replace(' ', '_').replace('/', '_').replace('-', '_')}.jsonl"
        with path.open("w") as f:
            for record in records:
                f.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(seen)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
