"""Builds the blind176 JSONL files from the compact run specs in specs.py.

    python tests/data/scoring/blind176/build.py

Each spec gives the prompt, the model, the start time on 2026-11-20 (UTC), the steps (tool calls
with their arguments and outputs or errors, retries, extra LLM turns) and the final answer; this
script adds call ids, timestamps, token usage, the trace and the metrics. Output is deterministic.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
SET = "blind176"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _num(seed: bytes, low: int, high: int) -> int:
    return low + int.from_bytes(seed[:4], "big") % (high - low + 1)


def call_id(run_id: str, index: int, model: str) -> str:
    seed = _digest(run_id, "call", index)
    if model.startswith("claude"):
        return "toolu_01" + "".join(B62[b % 62] for b in seed[:22])
    return "call_" + seed.hex()[:24]


def build(spec: dict) -> dict:
    run_id, model = spec["id"], spec["model"]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tokens_in = tokens_out = 0
    context = _num(_digest(run_id, "ctx"), 380, 1400)
    n_llm = 0

    def llm(out_low: int = 25, out_high: int = 70) -> None:
        nonlocal tokens_in, tokens_out, context, n_llm, t
        n_llm += 1
        seed = _digest(run_id, "llm", n_llm)
        used_out = _num(seed, out_low, out_high)
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": used_out},
            }
        )
        tokens_in += context
        tokens_out += used_out
        context += used_out + _num(seed[4:], 60, 260)
        t += _num(seed[8:], 700, 2400) / 1000

    llm()
    steps = spec.get("steps", [])
    attempt = 1
    for i, step in enumerate(steps):
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if "retry" in step:
            retries += 1
            attempt += 1
            t += step.get("wait", 1.0)
            trace.append({"event": "retry", "tool": calls[-1]["tool"], "attempt": attempt, "timestamp": round(t, 3)})
            t += 0.05
            continue
        if "llm" in step:  # extra LLM turns without a tool call
            for _ in range(step["llm"]):
                llm(90, 240)
            continue
        cid = call_id(run_id, len(calls), model)
        args = step["args"]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["call"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["call"]})
        t += step.get("dur", _num(_digest(run_id, "dur", i), 250, 1800) / 1000)
        if step.get("no_output"):
            t += 1.5
        else:
            err = step.get("err")
            out = step.get("out")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["call"]})
            trace.append(
                {"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["call"]}
            )
            if err:
                errors.append(err)
        if nxt and "retry" in nxt:
            continue
        attempt = 1
        llm()
    t += _num(_digest(run_id, "finish"), 200, 900) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in RUNS:
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
