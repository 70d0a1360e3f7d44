"""Expand the compact specs in specs.py into one JSONL file per domain (blind94 set).

Run: python tests/data/scoring/blind94/build.py
Deterministic: call ids, durations and token counts come from a hash of the case id.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import pathlib
import random

from specs import CASES

HERE = pathlib.Path(__file__).resolve().parent
DAY = _dt.datetime(2026, 11, 20, tzinfo=_dt.timezone.utc)
KEYS = ["category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
        "response", "set", "split", "tool_calls", "tool_outputs", "trace"]


def _rng(case_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(case_id.encode()).hexdigest()[:16], 16))


def _call_id(style: str, case_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if style == "anthropic":
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        chars = []
        for _ in range(22):
            num, r = divmod(num, len(alphabet))
            chars.append(alphabet[r])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def build(case: dict, index: int) -> dict:
    rng = _rng(case["id"])
    style = case.get("style", "openai")
    model = case.get("model") or ("claude-sonnet-4-5-20250929" if style == "anthropic" else "gpt-4o-2024-08-06")
    hh, mm = case["start"].split(":")
    t = DAY.replace(hour=int(hh), minute=int(mm)).timestamp() + rng.randint(0, 59)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    context = 380 + rng.randint(0, 160) + len(case["prompt"]) // 4

    def llm(out_tokens: int) -> None:
        nonlocal t, tin, tout
        ev = {"event": "llm_call", "model": model, "timestamp": round(t, 3),
              "token_usage": {"input_tokens": context, "output_tokens": out_tokens}}
        trace.append(ev)
        tin += context
        tout += out_tokens
        t += 0.6 + out_tokens * 0.018 + rng.random() * 0.7

    attempts: dict[str, int] = {}
    for n, step in enumerate(case["steps"]):
        if "think" in step:  # extra LLM turns without a tool call (llm_loop)
            for _ in range(step["think"]):
                llm(rng.randint(60, 140))
                context += rng.randint(90, 170)
            continue
        tool, args = step["tool"], step["args"]
        key = tool + json.dumps(args, sort_keys=True)
        if step.get("retry"):
            attempts[key] = attempts.get(key, 1) + 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "attempt": attempts[key]})
            retries += 1
            t += 1.0 + rng.random()  # back-off
        else:
            attempts.setdefault(key, 1)
            if not step.get("same_turn"):
                llm(rng.randint(24, 70))
        cid = _call_id(style, case["id"], n)
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
        t += step.get("dur", 0.3 + rng.random() * 1.5)
        if step.get("missing"):
            continue  # the call never returned: no tool_end, no output
        out, err = step.get("out"), step.get("err")
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": tool})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": tool})
        if err is not None:
            errors.append(err)
        context += len(json.dumps(out if out is not None else err)) // 4 + 40
    llm(len(case["response"]) // 4 + rng.randint(8, 30))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": case["id"],
        "label": "flawed" if case.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind94",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert sorted(record) == KEYS
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for i, case in enumerate(CASES):
        assert case["id"] not in ids, case["id"]
        ids.add(case["id"])
        by_domain.setdefault(case["domain"], []).append(build(case, i))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
