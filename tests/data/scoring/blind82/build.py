"""Expand specs.py into blind82.jsonl: call ids, timestamps, token usage, trace and metrics.

    python tests/data/scoring/blind82/build.py

Deterministic: every generated number comes from a hash of the run id.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402

DAY = 1795132800.0  # 2026-11-20T00:00:00Z
FIRST_RUN = DAY + 17 * 3600  # runs start 17:00Z, 4.5 min apart (the last about 21:25Z)
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14", "claude-3-5-sonnet-20241022"]


def rng(seed: str):
    """A tiny deterministic generator of ints in [lo, hi]."""
    n = 0
    while True:
        h = int(hashlib.sha256(f"{seed}/{n}".encode()).hexdigest(), 16)
        n += 1
        yield h


def pick(gen, lo, hi):
    return lo + next(gen) % (hi - lo + 1)


def call_id(run_id: str, index: int, anthropic: bool) -> str:
    digest = hashlib.sha256(f"{run_id}#{index}".encode()).hexdigest()
    if anthropic:
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
        n = int(digest, 16)
        tail = ""
        for _ in range(22):
            n, r = divmod(n, len(alphabet))
            tail += alphabet[r]
        return "toolu_01" + tail
    return "call_" + digest[:12]


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    gen = rng(rid)
    model = MODELS[index % len(MODELS)]
    anthropic = model.startswith("claude")
    t = round(FIRST_RUN + index * 270 + pick(gen, 0, 40), 3)
    start = t
    trace = [{"event": "agent_start", "timestamp": t}]
    tool_calls, tool_outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    context = pick(gen, 380, 720)

    def llm(extra_in: int, out_lo: int, out_hi: int):
        nonlocal t, context
        context += extra_in
        tokens = {"input_tokens": context, "output_tokens": pick(gen, out_lo, out_hi)}
        usage["input_tokens"] += tokens["input_tokens"]
        usage["output_tokens"] += tokens["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tokens})
        t += pick(gen, 600, 2400) / 1000

    llm(0, 28, 70)
    for n, call in enumerate(spec["calls"]):
        cid = call_id(rid, n, anthropic)
        if call.get("retry"):
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"], "attempt": retries + 1,
                          "reason": errors[-1] if errors else None})
            t += pick(gen, 500, 2500) / 1000
        ts = round(t, 3)
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": ts, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": call["tool"]})
        if call.get("missing"):
            t += pick(gen, 200, 600) / 1000
            llm(pick(gen, 40, 90), 30, 90)
            continue
        err = call.get("err")
        if err and "timeout" in err.lower():
            t += 10.0 + pick(gen, 0, 300) / 1000
        else:
            t += pick(gen, 180, 2400) / 1000
        te = round(t, 3)
        out = None if err else call["out"]
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": te, "tool": call["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": te, "tool": call["tool"]})
        if err:
            errors.append(err)
        size = len(json.dumps(out if out is not None else err))
        llm(size // 4 + pick(gen, 20, 60), 30, 140)
    for _ in range(spec.get("llm_loop", 0)):
        llm(pick(gen, 50, 70), 45, 60)
    t += pick(gen, 100, 400) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind82",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    ids = [s["id"] for s in SPECS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    records = [build(spec, i) for i, spec in enumerate(SPECS)]
    per = Counter((r["domain"], r["label"]) for r in records)
    for (domain, label), count in per.items():
        assert count == 3, (domain, label, count)
    for r in records:
        assert (r["label"] == "clean") == (r["expected_cause"] is None), r["id"]
        assert r["trace"][0]["timestamp"] >= DAY and r["trace"][-1]["timestamp"] < DAY + 86400, r["id"]
    path = os.path.join(HERE, "blind82.jsonl")
    with open(path, "w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {len(records)} runs to {path}")


if __name__ == "__main__":
    main()
