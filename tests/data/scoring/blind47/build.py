"""Expand the blind47 specs (specs.py) into one JSONL file per domain.

Each spec gives the prompt, the model, a start time on 2026-11-20 (UTC), the agent's tool
turns (one LLM call decides each turn; the calls of a turn run one after the other), the
final answer and the labels. This script adds call ids, timestamps, the trace events
(agent_start, llm_call with token usage, tool_start/tool_end, retry, agent_finish) and the
metrics. Everything is derived deterministically from the run id, so re-running it gives
the same files.

    python tests/data/scoring/blind47/build.py
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import string
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
KEYS = [
    "category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
    "response", "set", "split", "tool_calls", "tool_outputs", "trace",
]
CAUSES = {
    "unsupported_claim", "contradiction", "wrong_entity", "stale_data", "ignored_tool_output",
    "unacknowledged_error", "missing_tool_output", "retry_loop", "llm_loop", "overconfident_wording",
}


def call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        value = int(digest, 16)
        chars = []
        for _ in range(22):
            value, rest = divmod(value, len(alphabet))
            chars.append(alphabet[rest])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def start_epoch(clock: str) -> float:
    h, m, s = (int(x) for x in clock.split(":"))
    return (DAY + dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    t = start_epoch(spec["start"])
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    context = rng.randint(380, 620)  # system prompt + tool schemas + user message
    usage = {"input_tokens": 0, "output_tokens": 0}
    n_call = 0
    attempts: Counter = Counter()

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        tokens = {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tokens})
        usage["input_tokens"] += tokens["input_tokens"]
        usage["output_tokens"] += tokens["output_tokens"]
        context += out_tokens
        t += rng.uniform(0.7, 2.4)

    for turn in spec.get("turns", []):
        llm(rng.randint(28, 74))
        for c in turn:
            key = (c["tool"], json.dumps(c["args"], sort_keys=True))
            attempts[key] += 1
            if c.get("retry"):
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": c["tool"], "attempt": attempts[key]})
                t += c.get("backoff", 1.0)
            cid = call_id(spec["id"], n_call, model)
            n_call += 1
            calls.append({"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": c["tool"]})
            t += c.get("dur", rng.uniform(0.3, 1.6))
            if c.get("missing"):
                continue  # started, never answered: no tool_end, no output
            out = c.get("out")
            err = c.get("err")
            record = {"call_id": cid, "error": err, "output": None if err else out, "timestamp": round(t, 3), "tool": c["tool"]}
            outputs.append(record)
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": record["output"], "timestamp": round(t, 3), "tool": c["tool"]})
            if err:
                errors.append(err)
            context += len(json.dumps(record["output"] if not err else err)) // 4 + 12
    for _ in range(spec.get("loop_llm", 0)):
        # the model deliberates again and again without calling anything
        llm(rng.randint(150, 190))
    llm(len(spec["response"]) // 4 + rng.randint(4, 16))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    retries = sum(1 for e in trace if e["event"] == "retry")
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind47",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def check(records: list[dict]) -> None:
    ids = [r["id"] for r in records]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for r in records:
        assert sorted(r) == KEYS, r["id"]
        assert r["label"] in ("clean", "flawed"), r["id"]
        if r["label"] == "clean":
            assert r["expected_cause"] is None, r["id"]
        else:
            assert r["expected_cause"] in CAUSES, r["id"]
        call_ids = [c["id"] for c in r["tool_calls"]]
        assert all(o["call_id"] in call_ids for o in r["tool_outputs"]), r["id"]
        ends = {e["call_id"] for e in r["trace"] if e["event"] == "tool_end"}
        assert ends == {o["call_id"] for o in r["tool_outputs"]}, r["id"]
        for e in r["trace"]:
            day = dt.datetime.fromtimestamp(e["timestamp"], dt.timezone.utc).date()
            assert day == DAY.date(), (r["id"], e)
    per_domain = Counter((r["domain"], r["label"]) for r in records)
    assert all(v == 3 for v in per_domain.values()) and len(per_domain) == 20, per_domain
    causes = Counter(r["expected_cause"] for r in records if r["label"] == "flawed")
    for cause in ("unsupported_claim", "contradiction", "wrong_entity", "stale_data", "ignored_tool_output", "unacknowledged_error"):
        assert causes[cause] >= 3, causes


def main() -> None:
    records = [build(spec) for spec in RUNS]
    check(records)
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    by_domain: dict[str, list[dict]] = {}
    for r in records:
        by_domain.setdefault(r["domain"], []).append(r)
    for domain, rows in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, sort_keys=True) + "\n")
    print(f"{len(records)} runs in {len(by_domain)} files")
    print(Counter(r["expected_cause"] for r in records if r["label"] == "flawed"))


if __name__ == "__main__":
    main()
