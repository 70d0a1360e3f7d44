"""Expand the blind96 specs (specs.py) into one JSONL file per domain.

python tests/data/scoring/blind96/build.py

Each spec gives the question, the tool steps (calls with arguments and JSON outputs or errors,
retries, calls that never got an output, extra LLM calls) and the final answer; this script adds
call ids, timestamps on 2026-11-20, token usage, the trace and the metrics.
"""
from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from datetime import datetime, timezone
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY_START = datetime(2026, 11, 20, 7, 30, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14", "claude-sonnet-4-20250514"]


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    return ("toolu_01" + digest[:22]) if model.startswith("claude") else ("call_" + digest[:12])


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    model = MODELS[_h(rid) % len(MODELS)]
    t = DAY_START + index * 660 + (_h(rid, "t") % 120)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tin = tout = 0
    ctx = 380 + len(spec["prompt"]) // 3 + _h(rid, "ctx") % 90

    def llm(k: int) -> None:
        nonlocal tin, tout, ctx, t
        t += 0.6 + (_h(rid, "llm", k) % 1500) / 1000
        out_tok = 28 + _h(rid, "out", k) % 70
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ctx, "output_tokens": out_tok}})
        tin += ctx
        tout += out_tok
        ctx += out_tok + 20

    k = 0
    llm(k)
    steps = spec["steps"]
    for i, step in enumerate(steps):
        k += 1
        kind = step["kind"]
        if kind == "llm":
            for j in range(step["n"]):
                llm(f"{k}.{j}")
            continue
        if kind == "retry":
            retries += 1
            t += 0.2 + step.get("wait", 0.3)
            ev = {"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step["attempt"]}
            if step.get("reason"):
                ev["reason"] = step["reason"]
            trace.append(ev)
            continue
        # a tool call
        cid = _call_id(rid, k, model)
        t += 0.15
        args = step["args"]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        if kind == "missing":
            t += step.get("dur", 2.0)
        else:
            t += step.get("dur", 0.4 + (_h(rid, "dur", k) % 1600) / 1000)
            out = step.get("out")
            err = step.get("err")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            if err:
                errors.append(err)
            size = len(json.dumps(out)) if out is not None else 40
            ctx += size // 4 + 30
        nxt = steps[i + 1]["kind"] if i + 1 < len(steps) else None
        if nxt not in ("retry", "llm") and not step.get("parallel_next"):
            llm(k)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    rec = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind96",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return rec


def main() -> None:
    by_domain: "OrderedDict[str, list[dict]]" = OrderedDict()
    ids = set()
    for index, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec, index))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, recs in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(len(v) for v in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
