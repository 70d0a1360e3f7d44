"""Build the blind39 held-out set: `python tests/data/scoring/blind39/build.py` rewrites
`<domain>.jsonl` next to this file from the specs in `specs.py`.

A spec gives the question, the steps (LLM calls, tool calls with their arguments and JSON
outputs or errors, retries) and the final answer. This script adds what a recorder adds:
call ids, timestamps on 2026-11-20 (UTC), token usage per LLM call, the trace and the metrics.
Everything is deterministic (ids and small jitters come from sha256 of the run id).
"""

from __future__ import annotations

import hashlib
import json
import string
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = datetime(2026, 11, 20, tzinfo=timezone.utc)
SET = "blind39"
_B62 = string.digits + string.ascii_letters


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _jitter(run_id: str, n: int, low: float, high: float) -> float:
    """A stable pseudo-random number in [low, high) for step n of a run."""
    value = int.from_bytes(_digest(run_id, "jitter", n)[:4], "big") / 2**32
    return low + (high - low) * value


def _call_id(run_id: str, n: int, model: str) -> str:
    raw = _digest(run_id, "call", n)
    if model.startswith("claude"):
        num = int.from_bytes(raw, "big")
        chars = []
        for _ in range(22):
            num, rem = divmod(num, 62)
            chars.append(_B62[rem])
        return "toolu_01" + "".join(chars)
    return "call_" + raw.hex()[:24]


def _start(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return DAY.replace(hour=h, minute=m, second=s).timestamp()


def _tokens(text: object) -> int:
    if not isinstance(text, str):
        text = json.dumps(text)
    return max(1, round(len(text) / 3.7))


def build(spec: dict) -> dict:
    run_id, model = spec["id"], spec["model"]
    steps = spec["steps"]
    t = _start(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + _tokens(spec["prompt"])  # system prompt, tool schemas and the question
    totals = {"input_tokens": 0, "output_tokens": 0}
    n_call = 0
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "llm":
            nxt = steps[i + 1] if i + 1 < len(steps) else None
            if nxt is None:
                out_tok = _tokens(spec["response"]) + 6
            elif nxt[0] == "tool":
                out_tok = 18 + _tokens(nxt[2])
            else:  # a planning turn that produced no call (e.g. an LLM loop)
                out_tok = int(_jitter(run_id, i, 38, 64))
            usage = {"input_tokens": context, "output_tokens": out_tok}
            totals["input_tokens"] += context
            totals["output_tokens"] += out_tok
            trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
            context += out_tok
            t += _jitter(run_id, i, 0.9, 2.4) + out_tok * 0.012
        elif kind == "tool":
            _, name, args, out, err, dur, missing = step
            cid = _call_id(run_id, n_call, model)
            n_call += 1
            t += _jitter(run_id, 100 + i, 0.02, 0.15)
            calls.append({"tool": name, "args": args, "id": cid, "timestamp": round(t, 3)})
            trace.append({"event": "tool_start", "tool": name, "call_id": cid, "args": args, "timestamp": round(t, 3)})
            t += dur if dur is not None else _jitter(run_id, 200 + i, 0.25, 1.6)
            if missing:  # the span never ended: no output was recorded
                continue
            outputs.append({"tool": name, "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
            trace.append({"event": "tool_end", "tool": name, "call_id": cid, "output": out, "error": err, "timestamp": round(t, 3)})
            if err is not None:
                errors.append(err)
                context += _tokens(err)
            else:
                context += _tokens(out)
        elif kind == "retry":
            _, name, attempt, reason, wait = step
            retries += 1
            trace.append({"event": "retry", "tool": name, "attempt": attempt, "reason": reason, "timestamp": round(t, 3)})
            t += wait
        else:
            raise ValueError(f"{run_id}: unknown step {kind!r}")
    t += _jitter(run_id, 999, 0.05, 0.3)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert datetime.fromtimestamp(t, timezone.utc).date() == DAY.date(), run_id
    return {
        "id": run_id,
        "set": SET,
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec["cause"],
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - _start(spec["start"]), 3),
            "token_usage": totals,
            "retries": retries,
            "errors": errors,
        },
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
