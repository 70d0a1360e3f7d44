"""Expand the blind151 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind151/build.py

A spec gives the question, the agent's turns (each turn: the tool calls one model call issued,
with their arguments and JSON outputs or error texts, retries made by the framework, calls
whose result never came back) and the final answer. This script adds call ids, timestamps on
2026-11-20, token usage per model call, the trace events in order and the run's metrics, in
the shape `EvaluationEvidence.to_dict()` gives plus the label fields.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import string
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import CASES, DOMAINS  # noqa: E402

RUN_DAY = dt.date(2026, 11, 20)
ALPHABET = string.ascii_letters + string.digits


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _jitter(lo: float, hi: float, *parts: object) -> float:
    """A deterministic number in [lo, hi) from the parts."""
    return lo + (hi - lo) * int.from_bytes(_digest(*parts)[:4], "big") / 2**32


def _call_id(model: str, case_id: str, n: int) -> str:
    raw = _digest(case_id, "call", n)
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALPHABET[b % len(ALPHABET)] for b in raw[:22])
    return "call_" + "".join(ALPHABET[b % len(ALPHABET)] for b in raw[:24])


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.7))


def build(case: dict) -> dict:
    cid, model = case["id"], case["model"]
    hh, mm, ss = (int(x) for x in case["start"].split(":"))
    t = dt.datetime(RUN_DAY.year, RUN_DAY.month, RUN_DAY.day, hh, mm, ss, tzinfo=dt.timezone.utc).timestamp()
    t += round(_jitter(0, 0.999, cid, "start"), 3)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    n_call = 0
    context = case.get("system_tokens", 380) + _tokens(case["prompt"])
    usage_in = usage_out = 0

    def llm(out_tokens: int, step: int) -> None:
        nonlocal t, usage_in, usage_out, context
        trace.append({
            "event": "llm_call", "model": model, "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
        })
        usage_in += context
        usage_out += out_tokens
        context += out_tokens
        t += 0.45 + out_tokens * 0.021 + _jitter(0, 0.6, cid, "llm", step)

    turns = case["turns"]
    for i, turn in enumerate(turns):
        if turn == "loop":  # a model call that issued no tool call and made no progress
            llm(round(_jitter(52, 58, cid, "loop", i)), i)
            continue
        llm(sum(18 + _tokens(json.dumps(s.get("args", {}))) for s in turn if s["kind"] != "retry") or 24, i)
        for step in turn:
            if step["kind"] == "retry":
                retries += 1
                t += step.get("backoff", 1.0)
                trace.append({"event": "retry", "tool": step["tool"], "attempt": step["attempt"],
                              "reason": step["reason"], "timestamp": round(t, 3)})
                t += 0.05
                continue
            n_call += 1
            call_id = _call_id(model, cid, n_call)
            t += _jitter(0.05, 0.3, cid, "gap", n_call)
            calls.append({"args": step["args"], "id": call_id, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start",
                          "timestamp": round(t, 3), "tool": step["tool"]})
            t += step.get("dur") or _jitter(0.3, 1.6, cid, "tool", n_call)
            if step["kind"] == "missing":  # started, never ended: no tool_end and no output
                continue
            out = {"call_id": call_id, "error": step.get("error"), "output": step.get("output"),
                   "timestamp": round(t, 3), "tool": step["tool"]}
            outputs.append(out)
            trace.append({"call_id": call_id, "error": out["error"], "event": "tool_end",
                          "output": out["output"], "timestamp": round(t, 3), "tool": step["tool"]})
            if step.get("error"):
                errors.append(step["error"])
                context += _tokens(step["error"]) + 12
            else:
                context += _tokens(json.dumps(step.get("output"))) + 12
    llm(_tokens(case["response"]), len(turns))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    end = dt.datetime.fromtimestamp(t, dt.timezone.utc)
    assert end.date() == RUN_DAY, (cid, end)
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case["cause"],
        "id": cid,
        "label": case["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
        },
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind151",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for case in CASES:
        assert case["id"] not in seen, case["id"]
        seen.add(case["id"])
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, slug in DOMAINS.items():
        rows = by_domain.get(domain, [])
        with open(HERE / f"{slug}.jsonl", "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, sort_keys=True, ensure_ascii=True) + "\n")
        print(f"{slug}.jsonl: {len(rows)} runs")


if __name__ == "__main__":
    main()
