"""Builds the blind14 set: 60 agent runs (10 domains x 3 clean + 3 flawed) from compact specs.

Run `python tests/data/scoring/blind14/build.py`; it rewrites one `<domain>.jsonl` per domain in
this folder. Specs are `specs.py` (written by hand); this file only adds call ids, timestamps,
token usage, the trace and metrics. Deterministic: ids and numbers come from sha256 of the run id.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta, timezone
from pathlib import Path

from specs import DOMAINS, RUNS

HERE = Path(__file__).resolve().parent
DAY = datetime(2026, 11, 20, 16, 0, tzinfo=timezone.utc)
MODEL = {"openai": "gpt-4o-2024-08-06", "anthropic": "claude-3-5-sonnet-20241022"}


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def _tokens(seed: str, base_in: int, spread: int) -> dict:
    n = _h(seed)
    return {"input_tokens": base_in + n % spread, "output_tokens": 30 + (n >> 20) % 140}


def build(run: dict, index: int) -> dict:
    rid = run["id"]
    t = DAY.timestamp() + index * 360 + _h(rid) % 60  # runs spread over 16:00-22:00 UTC (08:00-14:00 Pacific)
    start = t
    style = MODEL["anthropic" if _h(rid) % 2 else "openai"]
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    in_tokens = out_tokens = 0
    context = 380 + _h(rid + "ctx") % 200

    def llm(tag: str) -> None:
        nonlocal t, in_tokens, out_tokens, context
        usage = _tokens(rid + tag, context, 60)
        context += usage["output_tokens"] + 120
        in_tokens += usage["input_tokens"]
        out_tokens += usage["output_tokens"]
        trace.append({"event": "llm_call", "model": style, "timestamp": round(t, 3), "token_usage": usage})
        t += 0.6 + (_h(rid + tag + "dt") % 1500) / 1000

    llm("first")
    for i, call in enumerate(run["calls"]):
        if call.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": call["tool"], "attempt": call["retry"], "timestamp": round(t, 3)})
            t += 0.5 + call["retry"] * 0.5
        call_id = "call_" + hashlib.sha256(f"{rid}:{i}".encode()).hexdigest()[:12]
        call_t = round(t, 3)
        calls.append({"args": call["args"], "id": call_id, "timestamp": call_t, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": call_id, "event": "tool_start", "timestamp": call_t, "tool": call["tool"]})
        t += call.get("dur", 0.4 + (_h(rid + str(i)) % 1400) / 1000)
        if call.get("missing"):
            continue  # the tool span never ended: no output recorded
        end_t = round(t, 3)
        error = call.get("error")
        output = None if error else call["out"]
        if error:
            errors.append(error)
        outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": end_t, "tool": call["tool"]})
        trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": end_t, "tool": call["tool"]})
        if call.get("think", True) and i < len(run["calls"]) - 1 and not run["calls"][i + 1].get("retry"):
            llm(f"after{i}")
    for k in range(run.get("extra_llm", 0)):
        llm(f"loop{k}")
    llm("final")
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": "flawed" if run.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": in_tokens, "output_tokens": out_tokens},
        },
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind14",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {d: [] for d in DOMAINS}
    for index, run in enumerate(RUNS):
        by_domain[run["domain"]].append(build(run, index))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))


if __name__ == "__main__":
    main()
