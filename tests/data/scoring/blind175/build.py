"""Expand the compact specs in specs.py into one JSONL file per domain (blind175 set).

Run: python tests/data/scoring/blind175/build.py

A spec's `steps` are played in order:
  ("call", tool, args, output)            an LLM turn, then the tool call and its output
  ("err", tool, args, error, output, dur) an LLM turn, then a call that failed (output may be None)
  ("retry", reason)                       the framework retries the last failed call (no LLM turn)
  ("missing", tool, args)                 an LLM turn, then a call that never returned
  ("llm", n)                              n further LLM turns with no tool progress
The final LLM turn writes the response. Call ids, timestamps, token usage and metrics are derived
deterministically from the case id, so the files are stable.
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import CASES  # noqa: E402

MODELS = {
    "openai": "gpt-4o-2024-08-06",
    "mini": "gpt-4.1-mini-2025-04-14",
    "anthropic": "claude-3-5-sonnet-20241022",
}


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(case_id: str, n: int, style: str) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if style == "anthropic":
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
        value = int(digest, 16)
        chars = []
        for _ in range(22):
            value, rem = divmod(value, len(alphabet))
            chars.append(alphabet[rem])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:12]


def _size(obj: object) -> int:
    return len(json.dumps(obj)) if obj is not None else 0


def build(case: dict) -> dict:
    cid = case["id"]
    style = case.get("style", "openai")
    model = MODELS[style]
    hh, mm, ss = (int(x) for x in case["at"].split(":"))
    start = datetime(2026, 11, 20, hh, mm, ss, tzinfo=timezone.utc).timestamp()
    t = start
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + len(case["prompt"]) // 4 + (_h(cid, "sys") % 120)
    turn = 0
    last_failed: tuple[str, str, dict] | None = None
    attempt = 1
    skip_llm = False

    def llm(out_tokens: int | None = None) -> None:
        nonlocal t, turn
        out = out_tokens if out_tokens is not None else 22 + _h(cid, "o", turn) % 40
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out}})
        t += 0.7 + (_h(cid, "l", turn) % 1800) / 1000
        turn += 1

    n = 0
    for step in case["steps"]:
        kind = step[0]
        if kind == "llm":
            for _ in range(step[1]):
                llm(31)
                context += 31
            continue
        if kind == "retry":
            assert last_failed is not None, cid
            attempt += 1
            retries += 1
            cid_prev, tool, _args = last_failed
            trace.append({"event": "retry", "timestamp": round(t, 3), "call_id": cid_prev,
                          "tool": tool, "attempt": attempt, "reason": step[1]})
            t += 1.0 + (_h(cid, "r", attempt) % 900) / 1000
            skip_llm = True
            continue
        if not skip_llm:
            llm()
            attempt = 1
        skip_llm = False
        tool, args = step[1], step[2]
        call_id = _call_id(cid, n, style)
        n += 1
        context += 40 + _size(args) // 4
        call = {"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool}
        calls.append(call)
        trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        if kind == "missing":
            t += 2.0
            last_failed = None
            continue
        if kind == "call":
            output, error, dur = step[3], None, 0.3 + (_h(cid, "d", n) % 2200) / 1000
        else:
            output, error, dur = step[4], step[3], step[5]
        t += dur
        outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output,
                      "timestamp": round(t, 3), "tool": tool})
        context += _size(output) // 4 + (len(error) // 4 if error else 0)
        if error:
            errors.append(error)
            last_failed = (call_id, tool, args)
        else:
            last_failed = None
    llm(len(case["response"]) // 4 + 6)
    t += len(case["response"]) / 300
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for ev in trace:
        if ev["event"] == "llm_call":
            usage["input_tokens"] += ev["token_usage"]["input_tokens"]
            usage["output_tokens"] += ev["token_usage"]["output_tokens"]
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": cid,
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind175",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for case in CASES:
        assert case["id"] not in ids, case["id"]
        ids.add(case["id"])
        assert (case["label"] == "clean") == (case.get("cause") is None), case["id"]
        by_domain.setdefault(case["file"], []).append(build(case))
    for name, records in by_domain.items():
        path = HERE / f"{name}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
