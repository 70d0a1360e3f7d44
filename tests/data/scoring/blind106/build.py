"""Builds the blind106 JSONL files from the compact run specs in specs.py.

Run: python tests/data/scoring/blind106/build.py  (rewrites tests/data/scoring/blind106/*.jsonl)

Each spec gives the prompt, the start time on 2026-11-20 (UTC), the agent's turns (each turn is one
LLM call followed by the tool calls it asked for, in order), each call's arguments and its JSON
output or error, and the final answer. This script adds call ids, timestamps, token usage, retry
events and the metrics. Everything is deterministic (hashes of the run id, no randomness).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specs import RUNS  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()
MISSING = "__missing__"  # a call whose output never came back (no tool_end)


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, n: int, style: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    if style == "anthropic":
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        chars = []
        for _ in range(22):
            num, r = divmod(num, len(alphabet))
            chars.append(alphabet[r])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def _tokens(obj: object) -> int:
    return max(1, round(len(json.dumps(obj)) / 3.7))


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    style = "anthropic" if model.startswith("claude") else "openai"
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY + hh * 3600 + mm * 60 + ss
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + _h(rid, "sys") % 420 + _tokens(spec["prompt"])
    total_in = total_out = 0
    n = 0

    def llm(out_tokens: int, extra: dict | None = None) -> None:
        nonlocal t, total_in, total_out, context
        ev = {"event": "llm_call", "model": model, "timestamp": round(t, 3),
              "token_usage": {"input_tokens": context, "output_tokens": out_tokens}}
        if extra:
            ev.update(extra)
        trace.append(ev)
        total_in += context
        total_out += out_tokens
        context += out_tokens
        t += 0.6 + (_h(rid, "llm", len(trace)) % 2200) / 1000 + out_tokens / 90

    for turn_no, turn in enumerate(spec["turns"]):
        if isinstance(turn, dict) and "llm_repeat" in turn:  # an LLM looping without tool calls
            for _ in range(turn["llm_repeat"]):
                llm(turn["out_tokens"], {"finish_reason": "stop", "output": turn["text"]})
            continue
        llm(18 + 14 * len(turn) + _h(rid, "turn", turn_no) % 25)
        for call in turn:
            n += 1
            cid = _call_id(rid, n, style)
            if call.get("retry"):
                retries += 1
                trace.append({"event": "retry", "tool": call["tool"], "attempt": call["retry"],
                              "reason": errors[-1] if errors else "retry", "timestamp": round(t, 3)})
                t += call.get("backoff", 1.0)
            start = round(t, 3)
            tool_calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
            trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": start,
                          "tool": call["tool"]})
            t += call.get("dur", 0.25 + (_h(rid, "dur", n) % 1500) / 1000)
            if call.get("out") == MISSING:
                continue
            end = round(t, 3)
            err = call.get("err")
            out = None if err else call["out"]
            if err:
                errors.append(err)
            tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": call["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end,
                          "tool": call["tool"]})
            context += _tokens(call["args"]) + (_tokens(err) if err else _tokens(out))
            t += 0.05
    llm(_tokens(spec["response"]) + 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t < DAY + 86400, rid
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": total_in, "output_tokens": total_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind106",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for name in os.listdir(HERE):
        if name.endswith(".jsonl"):
            os.remove(os.path.join(HERE, name))
    for domain, records in by_domain.items():
        path = os.path.join(HERE, domain.replace(" ", "_") + ".jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
