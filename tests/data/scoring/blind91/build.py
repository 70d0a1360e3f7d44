"""Build blind91/*.jsonl from the compact specs in specs_*.py (written by hand, blind to the checks).

Run: python tests/data/scoring/blind91/build.py
Each spec: id, domain, label, category, cause, prompt, start ("HH:MM:SS" on 2026-11-20 UTC),
model, calls (tool, args, out | err, retry, missing, dur), response, optional llm_loop.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

DAY = "2026-11-20"


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _tokens(seed: int, base_in: int, base_out: int) -> dict:
    return {"input_tokens": base_in + seed % 397, "output_tokens": base_out + (seed // 397) % 83}


def build(spec: dict) -> dict:
    sid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    claude = model.startswith("claude")
    t = datetime.fromisoformat(f"{DAY}T{spec['start']}+00:00").timestamp()
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    ctx = 380 + _h(sid) % 240

    def llm(step: int, out_base: int = 38) -> None:
        nonlocal t, tin, tout, ctx
        tok = _tokens(_h(sid, "llm", str(step)), ctx, out_base)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tok})
        tin += tok["input_tokens"]
        tout += tok["output_tokens"]
        ctx = tok["input_tokens"] + 260 + _h(sid, "ctx", str(step)) % 300
        t += 0.9 + (_h(sid, "lat", str(step)) % 1500) / 1000

    llm(0)
    attempt = {}
    for i, c in enumerate(spec["calls"]):
        digest = hashlib.sha256(f"{sid}:{i}".encode()).hexdigest()
        cid = ("toolu_01" + digest[:22]) if claude else ("call_" + digest[:12])
        key = c["tool"]
        attempt[key] = attempt.get(key, 0) + 1
        if c.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": c["tool"], "attempt": attempt[key], "timestamp": round(t, 3)})
            t += c.get("backoff", 1.0)
        start = round(t, 3)
        calls.append({"args": c["args"], "id": cid, "timestamp": start, "tool": c["tool"]})
        trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": c["tool"]})
        t += c.get("dur", 0.4 + (_h(sid, "dur", str(i)) % 1800) / 1000)
        if c.get("missing"):
            continue
        end = round(t, 3)
        err = c.get("err")
        out = None if err else c.get("out")
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": c["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": c["tool"]})
        if err:
            errors.append(err)
        if not c.get("parallel_next"):
            llm(i + 1)
    for j in range(spec.get("llm_loop", 0)):
        llm(100 + j, 60)
    if len(trace) and trace[-1]["event"] != "llm_call":
        llm(999, 90)
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": sid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind91",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    specs = SPECS_A + SPECS_B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for s in specs:
        by_domain.setdefault(s["domain"], []).append(build(s))
    for domain, records in by_domain.items():
        name = domain.replace(" ", "_") + ".jsonl"
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            for r in records:
                fh.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
