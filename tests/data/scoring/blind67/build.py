"""Expand the compact specs in specs.py into <domain>.jsonl (python build.py).

Adds call ids, timestamps on 2026-11-20 (UTC), token usage, retry events and metrics, all
deterministic (derived from each case's id), so rerunning rewrites identical files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib

from specs import CASES

HERE = pathlib.Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)


def _rng(seed: str):
    """A small deterministic stream of floats in [0, 1) from a seed."""
    counter = 0
    while True:
        digest = hashlib.sha256(f"{seed}:{counter}".encode()).digest()
        counter += 1
        yield int.from_bytes(digest[:8], "big") / 2**64


def build(case: dict) -> dict:
    rnd = _rng(case["id"])
    r = lambda lo, hi: lo + (hi - lo) * next(rnd)  # noqa: E731
    hh, mm = map(int, case["at"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm)).timestamp() + round(r(0, 50), 3)
    model = case.get("model", "gpt-4o-2024-08-06")
    trace, calls, outputs, errors = [], [], [], []
    retries = 0
    context = 350 + len(case["prompt"]) // 3

    def llm(out_tokens: int | None = None):
        nonlocal t, context
        usage = {"input_tokens": int(context), "output_tokens": out_tokens or int(r(28, 70))}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        context += usage["output_tokens"]
        t += r(0.8, 2.4)

    trace.append({"event": "agent_start", "timestamp": round(t, 3)})
    llm()
    for n, step in enumerate(case.get("steps", [])):
        if "llm_repeat" in step:  # the model called again and again with no new tool call
            for _ in range(step["llm_repeat"]):
                llm(step.get("out_tokens", 64) + int(r(0, 3)))
            continue
        call_id = "call_" + hashlib.sha256(f"{case['id']}/{n}".encode()).hexdigest()[:12]
        start = round(t, 3)
        calls.append({"args": step["args"], "id": call_id, "timestamp": start, "tool": step["call"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": step["call"]})
        t += step.get("dur", r(0.3, 1.9))
        if step.get("missing"):  # the tool span never ended: no output recorded
            t += r(0.5, 1.5)
            llm()
            continue
        end = round(t, 3)
        output = step.get("out")
        error = step.get("err")
        outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": end, "tool": step["call"]})
        trace.append({"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": step["call"]})
        context += len(json.dumps(output)) // 4 + 20
        if error:
            errors.append(error)
        if step.get("retry"):
            retries += 1
            t += step.get("backoff", r(0.5, 2.0))
            trace.append({"attempt": retries + 1, "call_id": call_id, "event": "retry", "reason": error,
                          "timestamp": round(t, 3), "tool": step["call"]})
            t += 0.05
        else:
            llm()
    # the final llm_call writes the answer
    trace[-1]["token_usage"]["output_tokens"] = max(trace[-1]["token_usage"]["output_tokens"], len(case["response"]) // 4)
    t += r(0.2, 1.0)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start_t = trace[0]["timestamp"]
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), case["id"]
    usage = {"input_tokens": 0, "output_tokens": 0}
    for event in trace:
        if event["event"] == "llm_call":
            for key in usage:
                usage[key] += event["token_usage"][key]
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": case["id"],
        "label": case["label"],
        "metrics": {"errors": errors, "latency": round(t - start_t, 3), "retries": retries, "token_usage": usage},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind67",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for case in CASES:
        assert case["id"] not in ids, case["id"]
        ids.add(case["id"])
        assert (case["label"] == "clean") == (case.get("cause") is None), case["id"]
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n" for rec in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
