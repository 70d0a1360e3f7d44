"""Expand the blind59 specs (specs_*.py in this folder) into one JSONL file per domain.

    python tests/data/scoring/blind59/build.py

Each spec gives the question, the tool steps (call arguments and the JSON output or the error
text), the final answer and the label; this script adds call ids, timestamps on 2026-11-20,
llm_call events with token usage, tool_start/tool_end and retry events, and the run metrics.
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import CASES as CASES_A  # noqa: E402
from specs_b import CASES as CASES_B  # noqa: E402

DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MODELS = ("gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14")


def _h(*parts: str) -> str:
    return hashlib.sha256("|".join(parts).encode()).hexdigest()


def _tokens(text: str, salt: str) -> int:
    return max(12, len(text) // 4 + int(_h(salt)[:2], 16) % 40)


def build(spec: dict) -> dict:
    cid = spec["id"]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = round(DAY + hh * 3600 + mm * 60 + ss, 3)
    model = MODELS[int(_h(cid)[:2], 16) % len(MODELS)]
    trace = [{"event": "agent_start", "timestamp": t}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 380 + len(spec["prompt"]) // 4
    retries = 0

    def llm(out_text: str, salt: str) -> None:
        nonlocal t
        out_tok = _tokens(out_text, salt)
        event = {"event": "llm_call", "model": model, "timestamp": round(t, 3),
                 "token_usage": {"input_tokens": context, "output_tokens": out_tok}}
        trace.append(event)
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tok
        t += 0.6 + out_tok / 90

    attempts: dict[str, int] = {}
    for n, step in enumerate(spec["steps"]):
        if step.get("retry"):
            tool = spec["steps"][n + 1]["tool"]
            attempts[tool] = attempts.get(tool, 1) + 1
            trace.append({"event": "retry", "tool": tool, "attempt": attempts[tool], "timestamp": round(t, 3)})
            retries += 1
            t += step.get("wait", 1.0)
            continue
        if step.get("llm_repeat"):
            for k in range(step["llm_repeat"]):
                llm(spec["response"], f"{cid}-loop-{k % 2}")
            continue
        if n == 0 or not spec["steps"][n - 1].get("retry"):
            llm(json.dumps(step["args"]), f"{cid}-{n}")
        call_id = "call_" + _h(cid, str(n))[:12]
        start = round(t, 3)
        calls.append({"args": step["args"], "id": call_id, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
        t += step.get("dur", 0.4 + int(_h(cid, "d", str(n))[:2], 16) / 160)
        if step.get("missing"):
            continue
        end = round(t, 3)
        out = step.get("output")
        err = step.get("error")
        outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": end, "tool": step["tool"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": step["tool"]})
        if err:
            errors.append(err)
        context += len(json.dumps(out if out is not None else err)) // 4 + 30
    llm(spec["response"], f"{cid}-final")
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind59",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in CASES_A + CASES_B:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["file"], []).append(build(spec))
    for name, records in by_domain.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
