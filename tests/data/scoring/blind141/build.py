"""Build the blind141 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind141/build.py

Each spec gives the question, the tool calls (tool, args, output or error), the final answer and
its label; this adds call ids, timestamps on 2026-11-20, llm_call events with token usage,
tool_start/tool_end, retry events and metrics. Deterministic: same specs, same files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = ("gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14")


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _tokens(case_id: str, i: int, base: int) -> dict:
    h = _h(case_id, "tok", i)
    return {"input_tokens": base + h % 420, "output_tokens": 24 + (h >> 12) % 140}


def build(spec: dict) -> dict:
    cid = spec["id"]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    model = MODELS[_h(cid, "model") % len(MODELS)]
    anthropic = model.startswith("claude")
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    n_llm = 0
    base = 380

    def llm() -> None:
        nonlocal t, n_llm, base
        usage = _tokens(cid, n_llm, base)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        n_llm += 1
        base += 260
        t += 0.7 + (_h(cid, "llm", n_llm) % 1900) / 1000

    llm()
    for i, call in enumerate(spec["calls"]):
        if call.get("retry"):
            retries += 1
            trace.append(
                {
                    "event": "retry",
                    "timestamp": round(t, 3),
                    "tool": call["tool"],
                    "attempt": call["retry"],
                    "reason": call.get("reason", "previous attempt failed"),
                }
            )
            t += call.get("backoff", 1.0)
        call_id = ("toolu_" if anthropic else "call_") + format(_h(cid, "call", i), "x")[:12 if not anthropic else 20]
        start = round(t, 3)
        calls.append({"args": call["args"], "id": call_id, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": call["tool"]})
        t += call.get("took", 0.25 + (_h(cid, "took", i) % 1400) / 1000)
        if call.get("missing"):
            # the span never ended: no tool_end, no output
            t += 0.3
        else:
            err = call.get("error")
            out = call.get("output")
            end = round(t, 3)
            outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": end, "tool": call["tool"]})
            trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": call["tool"]})
            if err is not None:
                errors.append(err)
        parallel_next = i + 1 < len(spec["calls"]) and spec["calls"][i + 1].get("parallel")
        if not parallel_next and not (i + 1 < len(spec["calls"]) and spec["calls"][i + 1].get("retry")):
            llm()
    for _ in range(spec.get("extra_llm", 0)):
        llm()
    t += 0.05
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for e in trace:
        if e["event"] == "llm_call":
            usage["input_tokens"] += e["token_usage"]["input_tokens"]
            usage["output_tokens"] += e["token_usage"]["output_tokens"]
    start_ts = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start_ts, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind141",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_file: dict[str, list[dict]] = {}
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_file.setdefault(spec["file"], []).append(build(spec))
    for name, records in by_file.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_file.values()))} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
