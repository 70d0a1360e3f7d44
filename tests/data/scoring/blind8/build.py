"""Expand the blind8 specs (specs_*.py in this folder) into <domain>.jsonl records.

Run: python tests/data/scoring/blind8/build.py
A spec is a dict: id, domain, label, category, cause, at (ISO start time), prompt, response,
steps: a list of calls {"tool", "args", "out" | "err" | "missing": True, "retry": True (a retry
of the previous call, recorded as a `retry` event)}, optional "llm_loop": N extra LLM calls
before the answer, optional "model". Call ids, timings and token usage are derived from the id.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import SPECS as A  # noqa: E402
from specs_b import SPECS as B  # noqa: E402


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _epoch(iso: str) -> float:
    return dt.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def build(spec: dict) -> dict:
    sid = spec["id"]
    model = spec.get("model", ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini"][_h(sid) % 3])
    t = _epoch(spec["at"])
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    usage = {"input_tokens": 0, "output_tokens": 0}
    calls, outputs, errors = [], [], []
    retries = 0
    context = 380 + _h(sid, "ctx") % 300

    def llm(k: object) -> None:
        nonlocal t, context
        i = context + _h(sid, "in", k) % 120
        o = 25 + _h(sid, "out", k) % 90
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": i, "output_tokens": o}})
        usage["input_tokens"] += i
        usage["output_tokens"] += o
        context = i + o + 160
        t += 0.6 + (_h(sid, "lt", k) % 1800) / 1000

    for n, step in enumerate(spec["steps"]):
        if step.get("retry"):
            retries += 1
            t += 0.5 + (_h(sid, "backoff", n) % 1500) / 1000
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step.get("attempt", 2)})
        elif not step.get("parallel"):
            llm(n)
        cid = "call_" + hashlib.sha256(f"{sid}#{n}".encode()).hexdigest()[:12]
        args = step.get("args", {})
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("secs", 0.3 + (_h(sid, "tool", n) % 2200) / 1000)
        if step.get("missing"):
            continue
        err = step.get("err")
        out = step.get("out")
        record = {"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]}
        outputs.append(record)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        if err is not None:
            errors.append(err)
    for k in range(spec.get("llm_loop", 0)):
        llm(f"loop{k}")
    llm("final")
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": sid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind8",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    specs = A + B
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / (re.sub(r"[^a-z0-9]+", "_", domain.lower()).strip("_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
    print(f"{len(specs)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
