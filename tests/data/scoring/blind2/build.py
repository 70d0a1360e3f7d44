"""Expand the blind2 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind2/build.py

Each spec gives the prompt, the steps of the run and the final answer. A step is one of
  ("call", tool, args, output)   a tool call and its output
  ("err", tool, args, error)     a tool call that failed with `error` (output null)
  ("retry",)                     a retry event for the previous failed call
  ("miss", tool, args)           a tool call whose output never came back (no tool_end)
  ("llm", n)                     n extra model turns that make no progress
The builder adds call ids, timestamps, an llm_call after each tool result (not between a
failure and its retry), token usage and metrics. Everything is deterministic: the ids, gaps
and token counts are derived from a hash of the run's id, so re-running gives the same files.
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

KEYS = ["category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
        "response", "split", "tool_calls", "tool_outputs", "trace"]
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


class Rand:
    """A tiny deterministic stream of numbers from the run id."""

    def __init__(self, seed: str) -> None:
        self.seed, self.n = seed, 0

    def unit(self) -> float:
        self.n += 1
        digest = hashlib.sha256(f"{self.seed}/{self.n}".encode()).digest()
        return int.from_bytes(digest[:8], "big") / 2**64

    def between(self, low: float, high: float) -> float:
        return low + (high - low) * self.unit()

    def int(self, low: int, high: int) -> int:
        return int(self.between(low, high + 1))


def call_id(run_id: str, index: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{index}".encode()).digest()
    if model.startswith("claude"):
        number = int.from_bytes(digest, "big")
        chars = []
        for _ in range(22):
            number, rest = divmod(number, 62)
            chars.append(B62[rest])
        return "toolu_01" + "".join(chars)
    return "call_" + digest.hex()[:12]


def tokens_of(value) -> int:
    text = value if isinstance(value, str) else json.dumps(value)
    return max(1, len(text) // 4)


def build(spec: dict) -> dict:
    rnd = Rand(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    t0 = datetime.fromisoformat(spec["at"].replace("Z", "+00:00")).timestamp()
    t = t0
    context = rnd.int(380, 560) + tokens_of(spec["prompt"])
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0

    def llm(out_tokens: int, same: dict | None = None) -> dict:
        nonlocal t, context
        tok = same or {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": dict(tok)})
        usage["input_tokens"] += tok["input_tokens"]
        usage["output_tokens"] += tok["output_tokens"]
        t += tok["output_tokens"] * rnd.between(0.018, 0.03) + rnd.between(0.4, 0.9)
        context += tok["output_tokens"]
        return tok

    steps = spec["steps"]
    llm(rnd.int(28, 64) if steps else tokens_of(spec["response"]) + rnd.int(4, 20))
    last_tool = None
    attempt = 1
    for i, step in enumerate(steps):
        kind = step[0]
        following = steps[i + 1][0] if i + 1 < len(steps) else None
        if kind == "retry":
            attempt += 1
            t += rnd.between(0.5, 2.0)
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": last_tool, "attempt": attempt})
            retries += 1
            continue
        if kind == "llm":
            out = rnd.int(40, 70)
            same = {"input_tokens": context, "output_tokens": out}
            for _ in range(step[1]):
                llm(out, same)
            continue
        tool, args = step[1], step[2]
        if tool != last_tool:
            attempt = 1
        last_tool = tool
        cid = call_id(spec["id"], i, model)
        t += rnd.between(0.05, 0.3)
        start = round(t, 3)
        calls.append({"args": args, "id": cid, "timestamp": start, "tool": tool})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": start, "tool": tool})
        if kind == "miss":
            t += rnd.between(20.0, 30.0)  # the agent gave up waiting; no tool_end was recorded
            llm(rnd.int(40, 90))
            continue
        if kind == "call":
            output, error = step[3], None
            t += step[4] if len(step) > 4 else rnd.between(0.25, 1.6)
        else:
            output, error = None, step[3]
            t += step[4] if len(step) > 4 else rnd.between(0.2, 1.2)
            errors.append(error)
        end = round(t, 3)
        outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": tool})
        trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": tool})
        context += tokens_of(output if error is None else error)
        if following != "retry":
            llm(rnd.int(24, 60) if following in ("call", "err", "miss") else tokens_of(spec["response"]) + rnd.int(4, 20))
    if steps and steps[-1][0] in ("retry", "llm"):
        llm(tokens_of(spec["response"]) + rnd.int(4, 20))
    t += rnd.between(0.1, 0.4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind2",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return record


def check(record: dict) -> None:
    assert set(KEYS) <= set(record), record["id"]
    assert (record["label"] == "clean") == (record["expected_cause"] is None), record["id"]
    ids = [c["id"] for c in record["tool_calls"]]
    assert len(ids) == len(set(ids)), record["id"]
    for out in record["tool_outputs"]:
        assert out["call_id"] in ids, record["id"]


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        record = build(spec)
        check(record)
        by_domain.setdefault(record["domain"], []).append(record)
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
