"""Build the blind54 JSONL files from specs.py: `python tests/data/scoring/blind54/build.py`.

Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, the trace (agent_start, llm_call,
tool_start/tool_end, retry, agent_finish) and metrics, deterministically from each run's id.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from collections import defaultdict
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

DAY = "2026-11-20"
SET = "blind54"


def _epoch(hhmm: str) -> float:
    return datetime.fromisoformat(f"{DAY}T{hhmm}:00+00:00").timestamp()


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        rnd = random.Random(digest)
        return "toolu_01" + "".join(rnd.choice(alphabet) for _ in range(22))
    return "call_" + digest[:24]


def build(spec: dict) -> dict:
    rnd = random.Random(spec["id"])
    model = spec["model"]
    t = _epoch(spec["at"]) + rnd.randint(0, 50) + rnd.random()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = rnd.randint(380, 620)
    attempts: dict[str, int] = defaultdict(lambda: 1)

    def llm_call(tokens_in: int, tokens_out: int, duration: float) -> None:
        nonlocal t
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}})
        usage["input_tokens"] += tokens_in
        usage["output_tokens"] += tokens_out
        t += duration

    previous_error = None
    for n, step in enumerate(spec["steps"]):
        if step.get("retry"):
            attempts[step["tool"]] += 1
            t += step.get("wait", round(rnd.uniform(0.4, 1.2), 3))
            trace.append({"event": "retry", "tool": step["tool"], "attempt": attempts[step["tool"]],
                          "error": previous_error, "timestamp": round(t, 3)})
            retries += 1
            t += 0.05
        elif not step.get("same_turn"):
            llm_call(context, rnd.randint(28, 70), rnd.uniform(0.7, 2.2))
            context += rnd.randint(150, 420)
        cid = _call_id(spec["id"], n, model)
        t += rnd.uniform(0.01, 0.08)
        call_ts = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": call_ts, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": call_ts,
                      "tool": step["tool"]})
        t += step.get("dur", rnd.uniform(0.2, 1.4))
        if step.get("missing"):
            previous_error = None
            continue
        end_ts = round(t, 3)
        out = step.get("out")
        err = step.get("err")
        outputs.append({"call_id": cid, "error": err, "output": out if err is None else None,
                        "timestamp": end_ts, "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out if err is None else None,
                      "timestamp": end_ts, "tool": step["tool"]})
        if err is not None:
            errors.append(err)
        previous_error = err
        context += len(json.dumps(out if err is None else err)) // 4

    # the final answer
    llm_call(context, max(40, len(spec["response"]) // 4 + rnd.randint(5, 20)), rnd.uniform(1.2, 3.5))
    for _ in range(spec.get("loop", 0)):
        llm_call(context + 240, 96, 1.9)
    finish = {"event": "agent_finish", "timestamp": round(t, 3)}
    finish.update(spec.get("finish") or {})
    trace.append(finish)

    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    ids = set()
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain[spec["domain"]].append(build(spec))
    for path in HERE.glob("*.jsonl"):
        path.unlink()
    for domain, records in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(SPECS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
