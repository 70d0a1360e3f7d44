"""Builds the blind69 held-out set: `python tests/data/scoring/blind69/build.py`.

The runs are written in `specs.py` (question, tool calls with arguments and JSON outputs or
errors, final answer, label). This script only adds what a recorder would: call ids, timestamps on
2026-11-20 (UTC), `llm_call` events with token usage, `tool_start`/`tool_end`, `retry` events,
`agent_finish`, and the metrics (latency, summed token usage, retries, errors in order). Everything
is deterministic (derived from each run's id), so re-running the script gives the same files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET = "blind69"
DAY = dt.date(2026, 11, 20)
OPENAI_MODELS = ["gpt-4o-2024-08-06", "gpt-4.1-2025-04-14", "gpt-4o-mini-2024-07-18"]
ANTHROPIC_MODELS = ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514"]
ALNUM = string.ascii_letters + string.digits


def _rng(run_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(run_id.encode()).hexdigest(), 16))


def _tokens(value) -> int:
    return max(8, len(json.dumps(value)) // 4)


def build(spec: dict) -> dict:
    rid = spec["id"]
    rng = _rng(rid)
    style = spec.get("style") or rng.choice(["openai", "openai", "anthropic"])
    models = OPENAI_MODELS if style == "openai" else ANTHROPIC_MODELS
    model = spec.get("model") or rng.choice(models)

    def call_id() -> str:
        if style == "openai":
            return "call_" + "".join(rng.choice(ALNUM) for _ in range(24))
        return "toolu_01" + "".join(rng.choice(ALNUM) for _ in range(22))

    hh, mm, ss = (int(x) for x in spec["at"].split(":"))
    t0 = dt.datetime(DAY.year, DAY.month, DAY.day, hh, mm, ss, tzinfo=dt.timezone.utc).timestamp()
    t = t0
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    in_tok = rng.randint(380, 640) + len(spec["prompt"]) // 4
    usage = {"input_tokens": 0, "output_tokens": 0}
    pending = 0  # tokens of tool results the next llm call reads

    def llm(out_tokens: int) -> None:
        nonlocal t, in_tok, pending
        in_tok += pending
        pending = 0
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": in_tok, "output_tokens": out_tokens},
        })
        usage["input_tokens"] += in_tok
        usage["output_tokens"] += out_tokens
        in_tok += out_tokens
        t += rng.uniform(0.7, 2.4)

    for step in spec["steps"]:
        if "llm" in step:  # extra model turns without tool calls (a loop)
            for _ in range(step["llm"]):
                llm(step.get("out_tokens", rng.randint(30, 60)))
            continue
        if step.get("retry"):
            retries += 1
            trace.append({
                "event": "retry",
                "tool": step["tool"],
                "attempt": step["retry"],
                "previous_call_id": calls[-1]["id"],
                "timestamp": round(t, 3),
            })
            t += step.get("backoff", rng.uniform(0.5, 2.0))
        elif not step.get("par"):
            llm(rng.randint(18, 64))
        cid = call_id()
        start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step["tool"], "call_id": cid, "args": step["args"], "timestamp": start})
        t += step.get("dur", rng.uniform(0.25, 1.6))
        if step.get("noend"):  # the tool span never ended: no output recorded
            continue
        end = round(t, 3)
        err = step.get("err")
        out = step.get("out") if err is None else None
        outputs.append({"tool": step["tool"], "output": out, "call_id": cid, "error": err, "timestamp": end})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": cid, "output": out, "error": err, "timestamp": end})
        if err is not None:
            errors.append(err)
        pending += _tokens(out if err is None else err)
        t += 0.05

    llm(len(spec["response"]) // 4 + rng.randint(4, 20))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    end_day = dt.datetime.fromtimestamp(t, dt.timezone.utc).date()
    assert end_day == DAY, rid

    return {
        "id": rid,
        "set": SET,
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("cause"),
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - t0, 3),
            "token_usage": usage,
            "retries": retries,
            "errors": errors,
        },
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
