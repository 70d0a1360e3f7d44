"""Build the blind37 JSONL files from the compact specs in specs_a.py and specs_b.py.

    python tests/data/scoring/blind37/build.py

Each spec gives the question, the tool steps (calls with their arguments and JSON outputs or
error texts, retries, lost outputs, repeated LLM turns) and the final answer. This script adds
what an instrumented agent run records around them: call ids in the provider's style, an
`agent_start`, an `llm_call` (with token usage) for every model turn, `tool_start`/`tool_end`
per call, `retry` events, `agent_finish`, timestamps on 2026-11-20 (UTC), and the metrics
(latency, summed token usage, retry count, every tool error in order). It is deterministic:
the random parts are seeded by the case id.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

SET = "blind37"
RUN_DATE = dt.date(2026, 11, 20)

#: domain -> (model, call id style)
DOMAINS = {
    "immigration_law": ("gpt-4o-2024-08-06", "openai"),
    "patent_filings": ("claude-3-5-sonnet-20241022", "anthropic"),
    "trademark_searches": ("gpt-4o-mini-2024-07-18", "openai"),
    "court_reporters": ("claude-3-5-haiku-20241022", "anthropic"),
    "mediation": ("gpt-4.1-2025-04-14", "openai"),
    "process_servers": ("gpt-4o-2024-08-06", "openai"),
    "paralegal_timesheets": ("claude-3-7-sonnet-20250219", "anthropic"),
    "legal_aid_intake": ("gpt-4.1-mini-2025-04-14", "openai"),
    "will_drafting": ("claude-3-5-sonnet-20241022", "anthropic"),
    "bankruptcy_filings": ("gpt-4o-2024-08-06", "openai"),
}

_ALNUM = string.ascii_letters + string.digits


def _call_id(rng: random.Random, style: str) -> str:
    if style == "anthropic":
        return "toolu_01" + "".join(rng.choice(_ALNUM) for _ in range(22))
    return "call_" + "".join(rng.choice(_ALNUM) for _ in range(24))


def _tokens(value) -> int:
    return max(1, len(json.dumps(value)) // 4)


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model, style = DOMAINS[spec["domain"]]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t0 = dt.datetime(RUN_DATE.year, RUN_DATE.month, RUN_DATE.day, hh, mm, ss, tzinfo=dt.timezone.utc).timestamp()
    t = t0
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    context = rng.randint(380, 640) + _tokens(spec["prompt"])  # system prompt, tool schemas, question

    def llm(out_tokens: int, duration: float | None = None) -> None:
        nonlocal t, context
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        t += duration if duration is not None else 0.6 + out_tokens * 0.018 + rng.uniform(0.2, 0.9)
        context += out_tokens

    def start_call(step: dict) -> dict:
        nonlocal t
        call_id = _call_id(rng, style)
        ts = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": call_id, "timestamp": ts})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": call_id, "args": step["args"], "timestamp": ts})
        return {"call_id": call_id}

    def end_call(step: dict, handle: dict, at: float) -> None:
        nonlocal context
        ts = round(at, 3)
        outputs.append({"tool": step["tool"], "output": step.get("output"), "call_id": handle["call_id"],
                        "error": step.get("error"), "timestamp": ts})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": handle["call_id"],
                      "output": step.get("output"), "error": step.get("error"), "timestamp": ts})
        if step.get("error"):
            errors.append(step["error"])
        context += _tokens(step.get("output") if step.get("error") is None else step["error"]) + 12

    llm(rng.randint(24, 58))  # the first turn picks a tool
    steps = spec["steps"]
    attempt = 1
    for i, step in enumerate(steps):
        kind = step["kind"]
        nxt = steps[i + 1]["kind"] if i + 1 < len(steps) else None
        if kind == "call":
            handle = start_call(step)
            dur = step.get("dur") or rng.uniform(0.35, 1.9)
            t += dur
            end_call(step, handle, t)
            if nxt != "retry":
                attempt = 1
            if nxt in ("call", "par", "missing"):
                llm(rng.randint(22, 60))  # the model reads the output and picks the next tool
        elif kind == "par":
            handles = []
            for sub in step["calls"]:
                handles.append((sub, start_call(sub)))
                t += rng.uniform(0.005, 0.03)
            ends = []
            for sub, handle in handles:
                end = t + (sub.get("dur") or rng.uniform(0.3, 1.6))
                ends.append((end, sub, handle))
            for end, sub, handle in sorted(ends, key=lambda e: e[0]):
                end_call(sub, handle, end)
            t = max(e[0] for e in ends)
            if nxt in ("call", "par", "missing"):
                llm(rng.randint(22, 60))
        elif kind == "retry":
            retries += 1
            attempt += 1
            t += step.get("wait", rng.uniform(0.8, 2.2))
            trace.append({"event": "retry", "tool": steps[i - 1]["tool"], "attempt": attempt, "timestamp": round(t, 3)})
            t += 0.01
        elif kind == "missing":
            start_call(step)  # the span never got its output
            t += step.get("wait", rng.uniform(8.0, 15.0))
            if nxt in ("call", "par", "missing"):
                llm(rng.randint(22, 60))
        elif kind == "llm_loop":
            for _ in range(step["turns"]):
                llm(rng.randint(140, 260))
        else:
            raise ValueError(f"{spec['id']}: unknown step kind {kind!r}")

    # the final turn writes the answer
    final_out = len(spec["response"]) // 4 + rng.randint(4, 14)
    llm(final_out)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    return {
        "id": spec["id"],
        "set": SET,
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec["expected_cause"],
        "split": "heldout",
        "evidence_level": "fully_instrumented",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - t0, 3),
            "token_usage": dict(usage),
            "retries": retries,
            "errors": errors,
        },
    }


def main() -> None:
    specs = SPECS_A + SPECS_B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"wrote {len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
