"""Expand the compact specs in specs.py into one JSONL file per domain (set `blind121`).

    python tests/data/scoring/blind121/build.py

Each spec is a question, turns of tool calls (arguments plus a JSON output or an error string),
and the final answer. This adds call ids, timestamps on 2026-11-20, `llm_call` events with token
usage, `tool_start`/`tool_end`, `retry` events and metrics (latency, summed token usage, retries,
tool errors in order). Deterministic: same specs, same bytes.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from datetime import datetime, timezone
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
SET = "blind121"


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _epoch(hhmmss: str) -> float:
    h, m, s = (hhmmss.split(":") + ["0"])[:3]
    return datetime(2026, 11, 20, int(h), int(m), int(s), tzinfo=timezone.utc).timestamp()


def _usage(run_id: str, n: int, base_in: int) -> dict:
    x = _h(run_id, "llm", n)
    return {"input_tokens": base_in + x % 180, "output_tokens": 28 + (x >> 8) % 110}


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = _epoch(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    n_llm = 0
    context = 380 + _h(rid) % 120

    def llm(step: float) -> None:
        nonlocal t, n_llm, context
        usage = _usage(rid, n_llm, context)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        context = usage["input_tokens"] + usage["output_tokens"] + 160
        n_llm += 1
        t += step

    n_call = 0
    for turn in spec["turns"]:
        llm(1.2 + (_h(rid, "think", n_llm) % 900) / 1000)
        for c in turn:
            if c.get("retry"):
                retries += 1
                t += c.get("backoff", 1.0)
                trace.append({"event": "retry", "tool": c["tool"], "attempt": c["retry"], "timestamp": round(t, 3)})
            cid = "call_" + format(_h(rid, "call", n_call), "x")[:12]
            n_call += 1
            start = round(t, 3)
            calls.append({"tool": c["tool"], "args": c["args"], "id": cid, "timestamp": start})
            trace.append({"event": "tool_start", "tool": c["tool"], "call_id": cid, "args": c["args"], "timestamp": start})
            t += c.get("dur", 0.4 + (_h(rid, "dur", n_call) % 1400) / 1000)
            if c.get("missing"):
                continue  # the span never ended: no tool_end, no output
            end = round(t, 3)
            err = c.get("error")
            out = None if err else c["output"]
            outputs.append({"tool": c["tool"], "output": out, "call_id": cid, "error": err, "timestamp": end})
            trace.append({"event": "tool_end", "tool": c["tool"], "call_id": cid, "output": out, "error": err, "timestamp": end})
            if err:
                errors.append(err)
    for _ in range(spec.get("llm_loop", 0)):
        llm(1.4 + (_h(rid, "loop", n_llm) % 500) / 1000)
    llm(1.5 + len(spec["response"]) / 160)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    total_in = sum(e["token_usage"]["input_tokens"] for e in trace if e["event"] == "llm_call")
    total_out = sum(e["token_usage"]["output_tokens"] for e in trace if e["event"] == "llm_call")
    start0 = trace[0]["timestamp"]
    return OrderedDict(
        [
            ("category", spec["category"]),
            ("domain", spec["domain"]),
            ("evidence_level", "fully_instrumented"),
            ("expected_cause", spec.get("cause")),
            ("id", rid),
            ("label", spec["label"]),
            (
                "metrics",
                {
                    "errors": errors,
                    "latency": round(t - start0, 3),
                    "retries": retries,
                    "token_usage": {"input_tokens": total_in, "output_tokens": total_out},
                },
            ),
            ("prompt", spec["prompt"]),
            ("response", spec["response"]),
            ("set", SET),
            ("split", "heldout"),
            ("tool_calls", calls),
            ("tool_outputs", outputs),
            ("trace", trace),
        ]
    )


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
