"""Expand the blind31 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind31/build.py

Each spec gives the question, the tool calls grouped into model turns (a turn is one LLM
call followed by the calls it asked for, run one after another), each call's arguments and
its JSON output or error, and the final answer. This script adds what a recorder adds:
call ids, timestamps on 2026-11-20 (UTC), `llm_call` events with token usage,
`tool_start`/`tool_end` and `retry` events, `agent_start`/`agent_finish`, and the metrics
(latency, summed token usage, retry count, tool errors in order). Everything is derived
deterministically from the spec's id, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections import OrderedDict
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

SET = "blind31"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc)
BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _epoch(hhmmss: str) -> float:
    h, m, s = (int(x) for x in hhmmss.split(":"))
    return DAY.replace(hour=h, minute=m, second=s).timestamp()


def _call_id(model: str, run_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).digest()
    if model.startswith("claude"):
        return "toolu_01" + "".join(BASE62[b % 62] for b in digest[:22])
    return "call_" + "".join(BASE62[b % 62] for b in digest[:24])


def _tokens(text) -> int:
    return max(1, len(json.dumps(text, ensure_ascii=False)) // 4)


def build(spec: dict) -> dict:
    rid = spec["id"]
    rng = random.Random(rid)
    model = spec["model"]
    t = _epoch(spec["start"])
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    n_call = 0
    context = 380 + rng.randint(0, 260) + _tokens(spec["prompt"]) + rng.randint(300, 700)

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
            }
        )
        t += 0.45 + out_tokens * rng.uniform(0.009, 0.016) + rng.uniform(0.1, 0.6)
        context += out_tokens

    for turn in spec["turns"]:
        fresh = [c for c in turn if not c.get("retry")]
        llm(14 + sum(_tokens(c["args"]) + 9 for c in fresh) + rng.randint(0, 12))
        for c in turn:
            n_call += 1
            cid = _call_id(model, rid, n_call)
            if c.get("retry"):
                retries += 1
                t += c.get("backoff", 1.0)
                ev = {"event": "retry", "tool": c["tool"], "attempt": c["retry"], "timestamp": round(t, 3)}
                if c.get("reason"):
                    ev["reason"] = c["reason"]
                trace.append(ev)
                t += 0.01
            t += rng.uniform(0.05, 0.3)
            calls.append({"tool": c["tool"], "args": c["args"], "id": cid, "timestamp": round(t, 3)})
            trace.append({"event": "tool_start", "tool": c["tool"], "call_id": cid, "args": c["args"], "timestamp": round(t, 3)})
            t += c.get("dur", rng.uniform(0.15, 1.4))
            if c.get("missing"):
                continue
            out, err = c.get("out"), c.get("err")
            outputs.append({"tool": c["tool"], "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
            trace.append(
                {"event": "tool_end", "tool": c["tool"], "call_id": cid, "output": out, "error": err, "timestamp": round(t, 3)}
            )
            if err is not None:
                errors.append(err)
            context += _tokens(out if err is None else err) + 8
    for _ in range(spec.get("llm_loop", 0)):  # the model called again and again without progress
        loop_out = spec.get("loop_tokens", 180)
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": loop_out},
            }
        )
        t += 0.45 + loop_out * 0.012
    llm(_tokens(spec["response"]) + rng.randint(4, 30))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    usage = {"input_tokens": 0, "output_tokens": 0}
    for ev in trace:
        if ev["event"] == "llm_call":
            usage["input_tokens"] += ev["token_usage"]["input_tokens"]
            usage["output_tokens"] += ev["token_usage"]["output_tokens"]

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
        "metrics": {"latency": round(t - start, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: "OrderedDict[str, list[dict]]" = OrderedDict()
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
