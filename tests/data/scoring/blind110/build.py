"""Expand the hand-written specs in specs.py into <domain>.jsonl records (deterministic).

python tests/data/scoring/blind110/build.py
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
from collections import defaultdict
from pathlib import Path

from specs import RUNS  # type: ignore[import-not-found]

HERE = Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
KEYS = {"category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
        "response", "set", "split", "tool_calls", "tool_outputs", "trace"}


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        tail = "".join(alphabet[(num >> (6 * i)) % 62] for i in range(22))
        return "toolu_01" + tail
    return "call_" + digest[:24]


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tokens_in = tokens_out = 0
    context = rng.randint(380, 520)

    def llm(out_lo: int = 25, out_hi: int = 60) -> None:
        nonlocal t, tokens_in, tokens_out, context
        usage = {"input_tokens": context, "output_tokens": rng.randint(out_lo, out_hi)}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tokens_in += usage["input_tokens"]
        tokens_out += usage["output_tokens"]
        context += usage["output_tokens"]
        t += rng.uniform(0.7, 1.9)

    tool_calls, tool_outputs, errors = [], [], []
    retries = 0
    llm()
    prev_tool = None
    attempt = 1
    for n, call in enumerate(spec["calls"]):
        if n > 0 and not call.get("retry"):
            llm()
        if call.get("retry"):
            attempt = attempt + 1 if prev_tool == call["tool"] else 2
            retries += 1
            t += call.get("backoff", 1.0)
            trace.append({"attempt": attempt, "event": "retry", "timestamp": round(t, 3), "tool": call["tool"]})
            t += 0.05
        else:
            attempt = 1
        prev_tool = call["tool"]
        cid = _call_id(spec["id"], n, model)
        t_start = round(t, 3)
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": t_start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": t_start, "tool": call["tool"]})
        t += call.get("dur", rng.uniform(0.3, 1.4))
        if call.get("missing"):
            continue
        err = call.get("err")
        out = None if err else call["out"]
        t_end = round(t, 3)
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": t_end, "tool": call["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": t_end, "tool": call["tool"]})
        context += len(json.dumps(out)) // 4 if out is not None else 30
        if err:
            errors.append(err)
    for _ in range(spec.get("llm_loop", 0)):
        llm(38, 44)
    llm(60, 160)
    t += rng.uniform(0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t < (DAY + dt.timedelta(days=1)).timestamp(), spec["id"]
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind110",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }
    assert set(record) == KEYS
    assert (record["label"] == "clean") == (record["expected_cause"] is None), spec["id"]
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain[spec["domain"]].append(build(spec))
    for domain, records in sorted(by_domain.items()):
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
