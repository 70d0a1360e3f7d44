"""Expand the compact specs in specs.py into one JSONL file per domain.

    python tests/data/scoring/blind49/build.py

Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call token usage, retry events and
metrics; deterministic (seeded by each run's id), so rerunning gives the same files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import string
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALNUM = string.ascii_letters + string.digits


def _call_id(run_id: str, n: int, model: str) -> str:
    rnd = random.Random(hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest())
    if model.startswith("claude"):
        return "toolu_01" + "".join(rnd.choice(ALNUM) for _ in range(22))
    return "call_" + "".join(rnd.choice(ALNUM) for _ in range(24))


def build(spec: dict) -> dict:
    rid, model = spec["id"], spec.get("model", "gpt-4o-2024-08-06")
    rnd = random.Random(rid)
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = [len(spec["prompt"]) // 4 + rnd.randint(320, 480)]
    retries = 0
    attempt: dict[str, int] = {}

    def llm(out_tokens: int, same: tuple[int, int] | None = None) -> tuple[int, int]:
        nonlocal t
        i, o = same if same else (context[0], out_tokens)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        usage["input_tokens"] += i
        usage["output_tokens"] += o
        t += rnd.uniform(0.45, 1.3)
        return i, o

    llm(rnd.randint(28, 70))
    for n, step in enumerate(spec["steps"]):
        if step["kind"] == "llm_loop":
            # the model re-plans with the same context and output, again and again, without acting
            same = (context[0], rnd.randint(40, 90))
            for _ in range(step["times"]):
                llm(0, same=same)
            continue
        tool = step["tool"]
        if step.get("retry"):
            retries += 1
            attempt[tool] = attempt.get(tool, 1) + 1
            trace.append({"event": "retry", "tool": tool, "attempt": attempt[tool], "timestamp": round(t, 3)})
            t += step.get("backoff", rnd.uniform(0.5, 2.0))
        elif n > 0:
            llm(rnd.randint(24, 66))
        cid = _call_id(rid, n, model)
        calls.append({"tool": tool, "args": step["args"], "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": step["args"],
                      "timestamp": round(t, 3)})
        t += step.get("dur", rnd.uniform(0.25, 1.4))
        if step.get("missing"):
            continue
        out = {"tool": tool, "output": step.get("out"), "call_id": cid, "error": step.get("err"),
               "timestamp": round(t, 3)}
        outputs.append(out)
        trace.append({"event": "tool_end", "tool": tool, "call_id": cid, "output": step.get("out"),
                      "error": step.get("err"), "timestamp": round(t, 3)})
        if step.get("err"):
            errors.append(step["err"])
        context[0] += len(json.dumps(step.get("out"))) // 4 + len(json.dumps(step["args"])) // 4 + 40
        t += rnd.uniform(0.05, 0.2)
    llm(len(spec["response"]) // 4 + rnd.randint(6, 20))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "id": rid,
        "set": "blind49",
        "split": "heldout",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec["cause"],
        "evidence_level": "fully_instrumented",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": usage, "retries": retries, "errors": errors},
    }


def main() -> None:
    by_file: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_file.setdefault(spec["file"], []).append(build(spec))
    for name, records in by_file.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_file.values()))} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
