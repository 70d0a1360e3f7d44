"""Builds the blind171 held-out set from the compact specs in specs.py.

Run: python tests/data/scoring/blind171/build.py  (rewrites <domain>.jsonl in this folder).
Adds call ids, timestamps on 2026-11-20 (UTC), llm_call token usage, retry events and metrics.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import re
from pathlib import Path

from specs import SPECS  # noqa: E402  (run from anywhere: the folder is on sys.path as the script's dir)

HERE = Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14", "claude-3-5-haiku-20241022"]


def _call_id(run_id: str, n: int, style: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if style == "anthropic":
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    hh, mm = map(int, spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm)).timestamp() + rng.randint(0, 59)
    start = t
    model = MODELS[int(hashlib.sha256(spec["id"].encode()).hexdigest(), 16) % len(MODELS)]
    style = "anthropic" if model.startswith("claude") else "openai"
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    context = rng.randint(380, 520)

    def llm(out_tokens: int | None = None) -> None:
        nonlocal t, tin, tout, context
        i = context
        o = out_tokens if out_tokens is not None else rng.randint(28, 70)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        tin += i
        tout += o
        t += rng.uniform(0.8, 2.4)

    for n, call in enumerate(spec["calls"]):
        if not call.get("retry"):
            llm()
        cid = _call_id(spec["id"], n, style)
        calls.append({"tool": call["tool"], "args": call["args"], "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "tool": call["tool"], "call_id": cid, "args": call["args"],
                      "timestamp": round(t, 3)})
        t += call.get("duration", rng.uniform(0.25, 1.6))
        if call.get("missing"):
            # the tool span never ended: no tool_end, no recorded output
            context += 120
            continue
        err = call.get("error")
        out = None if err else call["output"]
        outputs.append({"tool": call["tool"], "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
        trace.append({"event": "tool_end", "tool": call["tool"], "call_id": cid, "output": out, "error": err,
                      "timestamp": round(t, 3)})
        context += len(json.dumps(out)) // 4 + 60 if out is not None else 90
        if err:
            errors.append(err)
            nxt = spec["calls"][n + 1] if n + 1 < len(spec["calls"]) else None
            if nxt is not None and nxt.get("retry"):
                retries += 1
                t += call.get("backoff", 1.0)
                trace.append({"event": "retry", "tool": call["tool"], "attempt": retries + 1, "call_id": cid,
                              "reason": err, "timestamp": round(t, 3)})
    for _ in range(spec.get("llm_loop", 0)):
        llm(rng.randint(150, 240))
        context += 200
    llm(max(40, len(spec["response"]) // 4))
    t += rng.uniform(0.05, 0.3)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    for ev in trace:  # all on the run's day
        assert dt.datetime.fromtimestamp(ev["timestamp"], dt.timezone.utc).date() == DAY.date(), spec["id"]
    return {
        "id": spec["id"],
        "set": "blind171",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("expected_cause"),
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": {"input_tokens": tin, "output_tokens": tout},
                    "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        name = re.sub(r"[^a-z0-9]+", "_", domain.lower()).strip("_")
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
