"""Builds the blind102 held-out set: `python tests/data/scoring/blind102/build.py`.

Specs are compact (prompt, tool steps with args and output or error, answer); this script adds
call ids, timestamps on 2026-11-20 (UTC), token usage, the trace and the metrics. Deterministic.
Written blind: the scorer's checks, tests and other sets were never read, and the scorer was never run.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14"]


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    model = MODELS[_h(rid, "model") % len(MODELS)]
    t = DAY0 + 8 * 3600 + index * 660 + _h(rid, "t0") % 300  # 08:00 UTC onwards, ~11 min apart
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tokens_in = tokens_out = 0
    context = 380 + _h(rid, "ctx") % 120

    def llm(tag: object, out_tokens: int | None = None) -> None:
        nonlocal t, tokens_in, tokens_out, context
        ti = context
        to = out_tokens if out_tokens is not None else 30 + _h(rid, tag, "out") % 90
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": to}})
        tokens_in += ti
        tokens_out += to
        t += 0.9 + (_h(rid, tag, "lat") % 1800) / 1000
        context += to

    calls, outputs, errors = [], [], []
    retries = 0
    llm("first")
    steps = spec.get("steps", [])
    for n, step in enumerate(steps):
        cid = "call_" + hashlib.sha256(f"{rid}#{n}".encode()).hexdigest()[:12]
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"], "timestamp": round(t, 3)})
            t += 0.5 + (_h(rid, n, "backoff") % 1500) / 1000
        call_ts = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": call_ts, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": call_ts, "tool": step["tool"]})
        t += step.get("duration", 0.3 + (_h(rid, n, "dur") % 1400) / 1000)
        if step.get("missing"):
            pass  # the tool span never ended: no tool_end, no output
        else:
            error = step.get("error")
            output = step.get("output")
            end_ts = round(t, 3)
            outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end_ts, "tool": step["tool"]})
            trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": end_ts, "tool": step["tool"]})
            if error:
                errors.append(error)
            context += 60 + len(json.dumps(output)) // 4 if output is not None else 40
        nxt = steps[n + 1] if n + 1 < len(steps) else None
        if not (nxt and nxt.get("retry")):  # a retry happens in the tool layer, without a model turn
            llm(n)
    for k in range(spec.get("llm_loop", 0)):  # the model re-planning without progress
        llm("loop", out_tokens=spec.get("loop_tokens", 57))
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind102",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_file: dict[str, list[dict]] = {}
    ids = set()
    for i, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        rec = build(spec, i)
        by_file.setdefault(spec["domain"].replace(" ", "_"), []).append(rec)
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for name, recs in by_file.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(SPECS)} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
