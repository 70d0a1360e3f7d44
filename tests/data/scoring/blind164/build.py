"""Build blind164/*.jsonl from the compact specs in specs.py (written by hand for this set).

Run: python tests/data/scoring/blind164/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, retry events and metrics.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402

DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _start(clock: str) -> float:
    hh, mm, ss = (int(x) for x in clock.split(":"))
    return DAY + hh * 3600 + mm * 60 + ss


def build(spec: dict) -> dict:
    cid = spec["id"]
    model = MODELS[_h(cid, "model") % len(MODELS)]
    t = _start(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    n_llm = 0
    tokens_in = tokens_out = 0
    context = 380 + _h(cid, "ctx") % 300

    def llm(step_i: int, out_tokens: int | None = None) -> None:
        nonlocal t, n_llm, tokens_in, tokens_out, context
        n_llm += 1
        ti = context + 60 * n_llm + _h(cid, "in", step_i, n_llm) % 120
        to = out_tokens if out_tokens is not None else 28 + _h(cid, "out", step_i, n_llm) % 60
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": ti, "output_tokens": to}})
        tokens_in += ti
        tokens_out += to
        context = ti + to
        t += 0.6 + (_h(cid, "lt", n_llm) % 1500) / 1000

    llm(-1)
    last_call_id = None
    for i, step in enumerate(spec["steps"]):
        call_id = "call_" + hashlib.sha256(f"{cid}:{i}".encode()).hexdigest()[:12]
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "call_id": last_call_id, "reason": spec["steps"][i - 1].get("err"),
                          "timestamp": round(t, 3)})
            t += step.get("backoff", 1.0)
        calls.append({"args": step["args"], "id": call_id, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.4 + (_h(cid, "dur", i) % 1400) / 1000)
        if not step.get("missing"):
            err = step.get("err")
            out = step.get("out")
            outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3),
                            "tool": step["tool"]})
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": step["tool"]})
            if err:
                errors.append(err)
        last_call_id = call_id
        if step.get("then_llm", True):
            for _ in range(step.get("llm_repeat", 1)):
                llm(i, step.get("llm_out"))
    t += 0.2 + (_h(cid, "fin") % 900) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    flawed = spec["label"] == "flawed"
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"] if flawed else None,
        "id": cid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind164",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{len(ids)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
