"""Expand the compact run specs in `specs.py` into `<domain>.jsonl` records (set `blind72`).

Run: `python tests/data/scoring/blind72/build.py` (rewrites the JSONL files next to it).

Each spec gives the prompt, the tool calls (arguments, JSON output or error text), the final
answer and the labels. This script adds what a recorder would: call ids, timestamps on
2026-11-20 (UTC), `llm_call` events with token usage, `tool_start`/`tool_end`, `retry` events,
`agent_finish`, and the metrics (latency, summed tokens, retry count, tool errors in order).
Everything random is seeded by the run id, so the output is the same on every run.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET = "blind72"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()


def _call_id(rng: random.Random, model: str) -> str:
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice("0123456789abcdef") for _ in range(12))


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def build(spec: dict) -> dict:
    rng = random.Random(hashlib.sha256(spec["id"].encode()).hexdigest())
    model = spec.get("model", "gpt-4o-2024-08-06")
    h, m, s = (int(x) for x in spec["start"].split(":"))
    t = DAY + h * 3600 + m * 60 + s
    system_tokens = rng.randint(380, 720)
    context = system_tokens + _tokens(spec["prompt"])

    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int, same_as: dict | None = None) -> dict:
        nonlocal t
        tu = dict(same_as) if same_as else {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tu})
        usage["input_tokens"] += tu["input_tokens"]
        usage["output_tokens"] += tu["output_tokens"]
        t += rng.uniform(0.6, 2.4)
        return tu

    attempt = 1
    previous: dict | None = None
    for call in spec["calls"]:
        is_retry = previous is not None and previous.get("retry")
        if is_retry:
            attempt += 1
            retries += 1
            t += call.get("backoff", rng.uniform(0.5, 2.0))
            trace.append(
                {"event": "retry", "timestamp": round(t, 3), "tool": call["tool"], "attempt": attempt,
                 "call_id": previous["_id"]}
            )
        else:
            attempt = 1
            if not call.get("parallel"):
                llm(_tokens(json.dumps(call["args"])) + rng.randint(12, 40))
        cid = _call_id(rng, model)
        call["_id"] = cid
        start = round(t, 3)
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": start,
                      "tool": call["tool"]})
        t += call.get("dur", rng.uniform(0.25, 1.6))
        if not call.get("missing"):
            end = round(t, 3)
            output = call.get("output")
            error = call.get("error")
            tool_outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end,
                                 "tool": call["tool"]})
            trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output,
                          "timestamp": end, "tool": call["tool"]})
            if error:
                errors.append(error)
            context += _tokens(json.dumps(output if output is not None else error))
        previous = call

    final_out = _tokens(spec["response"]) + rng.randint(5, 30)
    looped = None
    for _ in range(spec.get("llm_loop", 0)):
        looped = llm(0, same_as=looped or {"input_tokens": context, "output_tokens": rng.randint(40, 90)})
    llm(final_out)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start_t = trace[0]["timestamp"]
    assert t - DAY < 86400, spec["id"]

    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - start_t, 3),
            "retries": retries,
            "token_usage": usage,
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    seen: set[str] = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain[spec["domain"]].append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in records))
    print(f"{len(seen)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
