"""Expand the blind149 specs (specs_*.py in this folder) into one JSONL file per domain.

    python tests/data/scoring/blind149/build.py

Each spec is a dict: id, domain, label, category, cause (expected_cause), start ("HH:MM:SS" on
2026-11-20 UTC), prompt, response, and either `calls` (each preceded by an LLM turn unless it
is a framework retry or a parallel call) or `steps` (explicit events, for loops). A call is a
dict: tool, args, and `out` (the JSON output) or `err` (the error text); `retry: n` puts a
retry event (attempt n) before it; `missing: True` records the start of a call that never
returned (no tool_end, no tool output); `dur` is its duration in seconds.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

DAY = _dt.datetime(2026, 11, 20, tzinfo=_dt.timezone.utc)
OPENAI_MODELS = ["gpt-4o-2024-08-06", "gpt-4.1-2025-04-14", "gpt-4o-mini-2024-07-18"]
ANTHROPIC_MODELS = ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514"]
ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _rng(case_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(case_id.encode()).hexdigest()[:16], 16))


def _start(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return (DAY + _dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()


def _tokens(obj) -> int:
    return max(8, len(json.dumps(obj)) // 4)


def _steps(spec: dict) -> list:
    if "steps" in spec:
        return spec["steps"]
    steps = []
    for call in spec["calls"]:
        if call.get("retry"):
            steps.append(("retry", call["tool"], call["retry"]))
        elif not call.get("parallel"):
            steps.append(("llm",))
        steps.append(("call", call))
    steps.append(("llm",))
    return steps


def build(spec: dict) -> dict:
    rng = _rng(spec["id"])
    anthropic = rng.random() < 0.4
    model = rng.choice(ANTHROPIC_MODELS if anthropic else OPENAI_MODELS)
    t = _start(spec["start"])
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    context = 380 + rng.randint(0, 160) + len(spec["prompt"]) // 4
    total_in = total_out = retries = 0
    steps = _steps(spec)
    last_llm = max(i for i, s in enumerate(steps) if s[0] == "llm")
    n_call = 0
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "llm":
            final = i == last_llm
            out_tok = len(spec["response"]) // 4 + rng.randint(6, 30) if final else rng.randint(22, 64)
            if len(step) > 1:  # explicit token usage (loops repeat the same turn)
                context, out_tok = step[1], step[2]
            trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                          "token_usage": {"input_tokens": context, "output_tokens": out_tok}})
            total_in += context
            total_out += out_tok
            context += out_tok
            t += round(rng.uniform(0.7, 2.6), 3)
        elif kind == "retry":
            retries += 1
            t += round(rng.uniform(0.4, 2.0), 3)
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step[1], "attempt": step[2]})
        else:
            call = step[1]
            n_call += 1
            if anthropic:
                cid = "toolu_01" + "".join(rng.choice(ALNUM) for _ in range(22))
            else:
                cid = "call_" + "".join(rng.choice(ALNUM) for _ in range(24))
            t0 = round(t, 3)
            calls.append({"args": call["args"], "id": cid, "timestamp": t0, "tool": call["tool"]})
            trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": t0, "tool": call["tool"]})
            t += call.get("dur", round(rng.uniform(0.3, 2.4), 3))
            if call.get("missing"):
                continue
            t1 = round(t, 3)
            err = call.get("err")
            out = None if err is not None else call["out"]
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": t1, "tool": call["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": t1, "tool": call["tool"]})
            if err is not None:
                errors.append(err)
            context += _tokens(out if err is None else err) + 30
    t += round(rng.uniform(0.05, 0.3), 3)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert _dt.datetime.fromtimestamp(t, _dt.timezone.utc).date() == DAY.date(), spec["id"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - _start(spec["start"]), 3),
            "retries": retries,
            "token_usage": {"input_tokens": total_in, "output_tokens": total_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind149",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    specs = SPECS_A + SPECS_B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list] = {}
    for spec in specs:
        assert (spec["label"] == "clean") == (spec["cause"] is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        name = re.sub(r"[^a-z0-9]+", "_", domain.lower()).strip("_")
        with open(HERE / f"{name}.jsonl", "w") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
