"""Expand the blind155 specs (specs_a.py, specs_b.py) into one JSONL file per domain.

Each spec is a run written by hand: the prompt, rounds of tool calls (arguments, JSON output or
error text), and the final answer. This script only adds what a recorder would: call ids,
timestamps on 2026-11-20 (from the run's start time), `llm_call` events with token usage, `retry`
events, `agent_finish`, and the metrics. It never looks at the scorer.

    python tests/data/scoring/blind155/build.py
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

SET = "blind155"
DAY = (2026, 11, 20)
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()


def _num(seed: str, lo: int, hi: int) -> int:
    """A fixed pseudo-random integer in [lo, hi] for this seed."""
    return lo + int.from_bytes(_digest(seed)[:4], "big") % (hi - lo + 1)


def _call_id(case_id: str, index: int, model: str) -> str:
    raw = _digest(case_id, "call", index)
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALPHABET[b % 62] for b in raw[:22])
    return "call_" + "".join(ALPHABET[b % 62] for b in raw[:24])


def _start(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return datetime(*DAY, h, m, s, tzinfo=timezone.utc).timestamp()


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def build(case: dict) -> dict:
    cid, model = case["id"], case["model"]
    t = _start(case["start"])
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = _num(cid + "sys", 380, 620) + 60 * case.get("tool_count", 3) + _tokens(case["prompt"])
    n_call = 0
    attempts: dict[str, int] = {}

    def llm(output_tokens: int, think: float) -> None:
        nonlocal t, context
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": output_tokens},
            }
        )
        context += output_tokens
        t += think

    for r, round_calls in enumerate(case["rounds"]):
        llm(_num(f"{cid}llm{r}", 18, 64) if round_calls else _num(f"{cid}loop{r}", 140, 175),
            _num(f"{cid}think{r}", 700, 2600) / 1000)
        for call in round_calls:
            key = call["tool"] + json.dumps(call["args"], sort_keys=True)
            attempts[key] = attempts.get(key, 0) + 1
            if call.get("retry"):
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"], "attempt": attempts[key]})
                t += call.get("backoff", 0.5)
            call_id = _call_id(cid, n_call, model)
            n_call += 1
            tool_calls.append({"args": call["args"], "id": call_id, "timestamp": round(t, 3), "tool": call["tool"]})
            trace.append({"args": call["args"], "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": call["tool"]})
            t += call.get("dur", 0.4 + _num(f"{cid}dur{n_call}", 100, 1400) / 1000)
            if call.get("missing"):  # the tool span never ended: no output was recorded
                continue
            error = call.get("error")
            output = None if error is not None else call["output"]
            end = {"call_id": call_id, "error": error, "output": output, "timestamp": round(t, 3), "tool": call["tool"]}
            tool_outputs.append(end)
            trace.append({"call_id": end["call_id"], "error": error, "event": "tool_end", "output": output,
                          "timestamp": end["timestamp"], "tool": call["tool"]})
            if error is not None:
                errors.append(error)
            context += _tokens(json.dumps(output if error is None else error)) + 12
    llm(_tokens(case["response"]) + _num(cid + "final", 8, 30), 0.8 + len(case["response"]) / 180)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    usage = {"input_tokens": 0, "output_tokens": 0}
    for event in trace:
        if event["event"] == "llm_call":
            for k in usage:
                usage[k] += event["token_usage"][k]
    assert datetime.fromtimestamp(t, timezone.utc).date() == datetime(*DAY).date(), cid
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case["expected_cause"],
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    cases = CASES_A + CASES_B
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for case in cases:
        by_domain.setdefault(case["domain"], []).append(build(case))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(cases)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
