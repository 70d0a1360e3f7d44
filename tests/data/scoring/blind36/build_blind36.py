"""Expand the blind36 specs (specs_blind36.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind36/build_blind36.py

Each spec gives the question, the run's start time (UTC, on 2026-11-20), the model, the steps
(tool calls with their arguments and JSON output or error text, retries, a call whose output was
never recorded, repeated LLM calls) and the final answer. This script adds call ids, timestamps,
token usage, the trace events and the metrics. It is deterministic.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_blind36 import SPECS  # noqa: E402

DAY_START = 1795132800.0  # 2026-11-20T00:00:00Z
SET = "blind36"


def _rng(case_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(case_id.encode()).hexdigest()[:16], 16))


def _call_id(case_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        num = int(digest, 16)
        chars = []
        for _ in range(22):
            num, r = divmod(num, len(alphabet))
            chars.append(alphabet[r])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def _tokens(text_len: int, rng: random.Random, out_lo: int, out_hi: int, ctx: int) -> dict:
    return {"input_tokens": ctx + text_len // 4 + rng.randint(0, 60), "output_tokens": rng.randint(out_lo, out_hi)}


def build(spec: dict) -> dict:
    case_id = f"{SET}-{spec['id']}"
    rng = _rng(case_id)
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm = spec["at"].split(":")
    t = DAY_START + int(hh) * 3600 + int(mm) * 60 + rng.randint(0, 50)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    in_tok = out_tok = 0
    ctx = 380 + rng.randint(0, 120) + len(spec["prompt"]) // 4

    def llm(out_lo: int, out_hi: int, usage: dict | None = None) -> dict:
        nonlocal in_tok, out_tok, t
        usage = usage or _tokens(0, rng, out_lo, out_hi, ctx)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": dict(usage)})
        in_tok += usage["input_tokens"]
        out_tok += usage["output_tokens"]
        t += rng.uniform(0.7, 2.4)
        return usage

    llm(28, 70)
    n = 0
    steps = spec["steps"]
    for i, step in enumerate(steps):
        if "llm_repeat" in step:
            usage = {"input_tokens": ctx + 40, "output_tokens": step.get("output_tokens", 64)}
            for _ in range(step["llm_repeat"]):
                llm(0, 0, usage)
            ctx += 60  # the loop's turns stay in the context
            continue
        if step.get("retry"):
            retries += 1
            attempt = step.get("attempt", 2)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": attempt,
                          "reason": step.get("reason", "tool error"), "timestamp": round(t, 3)})
            t += step.get("backoff", rng.uniform(0.2, 1.5))
        n += 1
        cid = _call_id(case_id, n, model)
        args = step.get("args", {})
        tool_calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("duration", rng.uniform(0.15, 1.6))
        if step.get("no_output"):
            ctx += 40
        else:
            err = step.get("error")
            out = None if err is not None else step.get("output")
            tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                          "timestamp": round(t, 3), "tool": step["tool"]})
            if err is not None:
                errors.append(err)
            ctx += len(json.dumps(out if err is None else err)) // 4 + 30
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if nxt is not None and (nxt.get("retry") or nxt.get("parallel")):
            continue  # the framework retries the tool itself / the next call came in the same turn
        if nxt is not None and "llm_repeat" not in nxt:
            llm(25, 90)
    # the final turn writes the answer
    usage = {"input_tokens": ctx + rng.randint(0, 60), "output_tokens": len(spec["response"]) // 4 + rng.randint(5, 25)}
    llm(0, 0, usage)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY_START < 86400, case_id
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": case_id,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": in_tok, "output_tokens": out_tok},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        rec = build(spec)
        assert rec["id"] not in seen, rec["id"]
        seen.add(rec["id"])
        by_domain.setdefault(spec["domain"], []).append(rec)
    for domain, recs in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in recs), encoding="utf-8")
    print(f"wrote {sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
