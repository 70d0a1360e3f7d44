"""Expand the compact run specs in `specs.py` into one JSONL file per domain.

    python tests/data/scoring/blind63/build.py

Each spec gives the question, the tool calls (arguments, JSON output or error text), retries,
extra LLM turns (loops) and the final answer. This script adds call ids, timestamps on
2026-11-20 (UTC), `llm_call` events with token usage, `tool_start`/`tool_end`/`retry` events,
`agent_start`/`agent_finish` and the metrics (latency, summed token usage, retry count, tool
errors in order). It is deterministic: ids come from a hash of the run id.
"""

from __future__ import annotations

import calendar
import hashlib
import json
import string
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = calendar.timegm((2026, 11, 20, 0, 0, 0))
ALNUM = string.ascii_letters + string.digits


def _digest(*parts: str) -> bytes:
    return hashlib.sha256("|".join(parts).encode()).digest()


def _call_id(run_id: str, n: int, model: str) -> str:
    raw = _digest(run_id, str(n)) + _digest(run_id, str(n), "x")
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALNUM[b % 62] for b in raw[:22])
    return "call_" + "".join(ALNUM[b % 62] for b in raw[:24])


def _tokens(value) -> int:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return max(1, len(text) // 4)


def _start(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return float(DAY0 + h * 3600 + m * 60 + s)


def build(spec: dict) -> dict:
    run_id, model = spec["id"], spec["model"]
    t = _start(spec["start"])
    t0 = t
    context = 420 + _tokens(spec["prompt"]) + 90 * len({s["tool"] for s in spec["steps"] if s["kind"] == "call"})
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(out_tokens: int, in_tokens: int | None = None) -> None:
        nonlocal t, context
        inp = context if in_tokens is None else in_tokens
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out_tokens}})
        usage["input_tokens"] += inp
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.7 + out_tokens * 0.018

    prev_kind = None
    n = 0
    for step in spec["steps"]:
        kind = step["kind"]
        if kind == "call":
            if prev_kind not in ("retry", "call_same_turn") and not step.get("same_turn"):
                llm(24 + _tokens(step["args"]))
            n += 1
            cid = _call_id(run_id, n, model)
            t += 0.15
            start = round(t, 3)
            calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
            t += step.get("dur", 0.9)
            if step.get("no_output"):
                prev_kind = kind
                continue
            end = round(t, 3)
            out = {"call_id": cid, "error": step.get("error"), "output": step.get("output"), "timestamp": end, "tool": step["tool"]}
            outputs.append(out)
            trace.append({"call_id": cid, "error": step.get("error"), "event": "tool_end", "output": step.get("output"),
                          "timestamp": end, "tool": step["tool"]})
            if step.get("error"):
                errors.append(step["error"])
            context += _tokens(step.get("output") if step.get("error") is None else step["error"])
            prev_kind = "call_same_turn" if step.get("batch_next") else kind
        elif kind == "retry":
            t += step.get("backoff", 1.0)
            retries += 1
            trace.append({"attempt": step["attempt"], "event": "retry", "reason": errors[-1] if errors else None,
                          "timestamp": round(t, 3), "tool": step["tool"]})
            prev_kind = kind
        elif kind == "loop":
            for _ in range(step["times"]):
                llm(step["out"], step["in"])
                context -= step["out"]  # the same messages are resent each time
            context = max(context, step["in"])
            prev_kind = kind
        else:
            raise ValueError(kind)
    llm(_tokens(spec["response"]) + 6)
    t += 0.05
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": run_id,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind63",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for path in HERE.glob("*.jsonl"):
        path.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
