"""Expand the compact run specs in `specs.py` into one JSONL file per domain.

    python tests/data/scoring/blind38/build.py

Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, trace events and metrics, so that
the specs only hold what the agent saw and said. Deterministic: the same specs give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from collections import Counter, defaultdict
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

SET = "blind38"
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc)
DAY_START = DAY.timestamp()
DAY_END = DAY_START + 24 * 3600

CAUSES = {
    "invented_number": "unsupported_claim",
    "confident_claims_without_tools": "unsupported_claim",
    "contradiction": "contradiction",
    "state_contradiction": "contradiction",
    "wrong_entity": "wrong_entity",
    "wrong_id_reported": "wrong_entity",
    "stale_data": "stale_data",
    "ignored_output": "ignored_tool_output",
    "unacknowledged_error": "unacknowledged_error",
    "missing_output": "missing_tool_output",
    "retry_loop": "retry_loop",
    "llm_loop": "llm_loop",
    "overconfident_wording": "overconfident_wording",
}

_ALNUM = string.ascii_letters + string.digits


def _tokens(seed: str, n: int) -> str:
    rng = random.Random(hashlib.sha256(seed.encode()).hexdigest())
    return "".join(rng.choice(_ALNUM) for _ in range(n))


def call_id(run_id: str, model: str, index: int) -> str:
    seed = f"{run_id}/{index}"
    if model.startswith("claude"):
        return "toolu_01" + _tokens(seed, 22)
    return "call_" + _tokens(seed, 24)


def _size(value) -> int:
    """A rough token count for a JSON value or a string."""
    text = value if isinstance(value, str) else json.dumps(value)
    return max(1, len(text) // 4)


def build(spec: dict) -> dict:
    run_id = spec["id"]
    rng = random.Random(hashlib.sha256(run_id.encode()).hexdigest())
    model = spec["model"]
    hh, mm, ss = (int(x) for x in spec["at"].split(":"))
    t = DAY_START + hh * 3600 + mm * 60 + ss
    start = t

    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = rng.randint(360, 720) + _size(spec["prompt"])

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
            }
        )
        t += 0.6 + out_tokens * rng.uniform(0.012, 0.025)
        context += out_tokens

    attempts: Counter = Counter()
    for index, step in enumerate(spec["calls"]):
        args = step["args"]
        if not step.get("same_turn"):
            llm(rng.randint(18, 34) + _size(args))
        cid = call_id(run_id, model, index)
        ts = round(t, 3)
        tool_calls.append({"args": args, "id": cid, "timestamp": ts, "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": step["tool"]})
        key = (step["tool"], json.dumps(args, sort_keys=True))
        attempts[key] += 1
        if step.get("missing"):
            # the tool span never ended: no tool_end, no output; the agent carried on after its wait
            t += step.get("dur", 30.0)
            continue
        t += step.get("dur", rng.uniform(0.25, 1.6))
        end = round(t, 3)
        error = step.get("err")
        output = step.get("out")
        tool_outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": step["tool"]})
        trace.append(
            {"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": step["tool"]}
        )
        context += _size(output if error is None else error)
        if error is not None:
            errors.append(error)
        if step.get("retry"):
            retries += 1
            t += step.get("backoff", 1.0)
            trace.append(
                {
                    "attempt": attempts[key] + 1,
                    "call_id": cid,
                    "event": "retry",
                    "reason": error,
                    "timestamp": round(t, 3),
                    "tool": step["tool"],
                }
            )
    llm(_size(spec["response"]) + rng.randint(4, 20))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    if not DAY_START <= start < t < DAY_END:
        raise ValueError(f"{run_id}: run not within 2026-11-20 UTC")

    label = spec["label"]
    category = spec["category"]
    expected = CAUSES[category] if label == "flawed" else None
    return {
        "category": category,
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": expected,
        "id": run_id,
        "label": label,
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": usage,
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def check(records: list[dict]) -> None:
    ids = [r["id"] for r in records]
    assert len(ids) == len(set(ids)), "duplicate ids"
    per_domain: dict[str, Counter] = defaultdict(Counter)
    for r in records:
        per_domain[r["domain"]][r["label"]] += 1
        assert (r["label"] == "clean") == (r["expected_cause"] is None), r["id"]
        calls = {c["id"] for c in r["tool_calls"]}
        outs = [o["call_id"] for o in r["tool_outputs"]]
        assert set(outs) <= calls and len(outs) == len(set(outs)), r["id"]
        if r["category"] != "missing_output":
            assert set(outs) == calls, r["id"]
        else:
            assert len(calls - set(outs)) == 1, r["id"]
        if r["category"] == "confident_claims_without_tools":
            assert not r["tool_calls"], r["id"]
        tool_errors = [o["error"] for o in r["tool_outputs"] if o["error"] is not None]
        assert tool_errors == r["metrics"]["errors"], r["id"]
        assert r["metrics"]["retries"] == sum(e["event"] == "retry" for e in r["trace"]), r["id"]
    assert len(per_domain) >= 10, per_domain
    for domain, counts in per_domain.items():
        assert counts == Counter(clean=3, flawed=3), (domain, counts)


def main() -> None:
    records = [build(spec) for spec in RUNS]
    check(records)
    by_domain: dict[str, list[dict]] = defaultdict(list)
    for record in records:
        by_domain[record["domain"]].append(record)
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, rows in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
    causes = Counter(r["expected_cause"] for r in records if r["label"] == "flawed")
    print(f"{len(records)} runs in {len(by_domain)} files; causes: {dict(sorted(causes.items()))}")


if __name__ == "__main__":
    main()
