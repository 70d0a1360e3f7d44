"""Build the blind43 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind43/build.py

Each spec gives a run's prompt, its tool steps (arguments and JSON outputs or error texts, in
order) and the final answer; this script adds call ids, timestamps on 2026-11-20 (UTC), LLM
calls with token usage, tool_start/tool_end and retry events, metrics, and writes one
`<domain>.jsonl` per domain. Everything is deterministic (ids and durations come from a hash
of the run id), so re-running gives the same files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def _rng(run_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(run_id.encode()).hexdigest()[:16], 16))


def _call_id(rng: random.Random, model: str) -> str:
    if model.startswith("claude"):
        return "toolu_01" + "".join(rng.choice(ALNUM) for _ in range(22))
    return "call_" + "".join(rng.choice(ALNUM) for _ in range(24))


def _ts(value: float) -> float:
    return round(value, 3)


def _attempts(step: dict) -> list[dict]:
    """A step's attempts: each {"out": ..., "err": ...}; a plain step is one attempt."""
    if "attempts" in step:
        return [{"out": a.get("out"), "err": a.get("err")} for a in step["attempts"]]
    return [{"out": step.get("out"), "err": step.get("err")}]


def build(spec: dict) -> dict:
    rng = _rng(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY.replace(hour=hh, minute=mm, second=ss).timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": _ts(t)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tokens_in = tokens_out = 0
    context = rng.randint(380, 720)  # system prompt + tool schemas + user turn

    def llm(out_tokens: int | None = None) -> None:
        nonlocal t, tokens_in, tokens_out
        o = out_tokens if out_tokens is not None else rng.randint(24, 70)
        trace.append({"event": "llm_call", "model": model, "timestamp": _ts(t), "token_usage": {"input_tokens": context, "output_tokens": o}})
        tokens_in += context
        tokens_out += o
        t += rng.uniform(0.7, 2.3) + o / 90

    for group in spec["steps"]:
        group = group if isinstance(group, list) else [group]
        llm()
        for step in group:
            attempts = _attempts(step)
            for n, attempt in enumerate(attempts, start=1):
                cid = _call_id(rng, model)
                args = step.get("args", {})
                calls.append({"args": args, "id": cid, "timestamp": _ts(t), "tool": step["tool"]})
                context += 40 + len(json.dumps(args)) // 4
                trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": _ts(t), "tool": step["tool"]})
                if step.get("missing"):
                    t += rng.uniform(0.4, 1.2)
                    continue
                if attempt["err"] and "timeout" in attempt["err"].lower().replace("timed out", "timeout"):
                    t += float(step.get("timeout_s", 30.0))
                else:
                    t += rng.uniform(0.25, 1.9)
                out = {"call_id": cid, "error": attempt["err"], "output": attempt["out"], "timestamp": _ts(t), "tool": step["tool"]}
                outputs.append(out)
                trace.append({"call_id": cid, "error": attempt["err"], "event": "tool_end", "output": attempt["out"], "timestamp": _ts(t), "tool": step["tool"]})
                context += 30 + len(json.dumps(attempt["out"])) // 4 + len(attempt["err"] or "") // 4
                if attempt["err"]:
                    errors.append(attempt["err"])
                    if n < len(attempts):
                        # the agent decides to try again: a short model turn, then the retry
                        t += rng.uniform(0.8, 2.5)
                        retries += 1
                        trace.append({"attempt": n + 1, "call_id": cid, "event": "retry", "reason": attempt["err"], "timestamp": _ts(t), "tool": step["tool"]})
                        t += 0.05
    # the final answer
    answer_tokens = max(20, len(spec["response"]) // 4 + rng.randint(-5, 12))
    for _ in range(spec.get("llm_loop", 0)):
        # the model keeps deliberating without a new tool call: near-identical turns
        llm(rng.randint(38, 46))
        context += rng.randint(40, 48)
    llm(answer_tokens)
    trace.append({"event": "agent_finish", "timestamp": _ts(t)})
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), spec["id"]

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
        "set": "blind43",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for spec in RUNS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        name = domain.replace(" ", "_") + ".jsonl"
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
