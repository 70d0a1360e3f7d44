"""Build the blind60 JSONL files from the compact specs in specs_a.py and specs_b.py.

    python tests/data/scoring/blind60/build.py

Each spec gives the prompt, the steps (tool calls with their arguments and JSON outputs or
errors, retry events, extra LLM calls) and the final answer; this script adds call ids,
timestamps (all on 2026-11-20 UTC), token usage and metrics, deterministically per run id.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALNUM = string.ascii_letters + string.digits


def call(tool, args, output=None, error=None, dur=None, same_turn=False, missing=False):
    """A tool call; `error` makes it fail, `missing` leaves it without an output (no tool_end)."""
    return {"kind": "call", "tool": tool, "args": args, "output": output, "error": error,
            "dur": dur, "same_turn": same_turn, "missing": missing}


def retry(reason=None):
    """A framework retry of the previous (failed) call: the next step is the new attempt."""
    return {"kind": "retry", "reason": reason}


def llm(n=1, out=None):
    """Extra LLM calls with no tool call between them (planning, or a loop when n is large)."""
    return {"kind": "llm", "n": n, "out": out}


def _rng(run_id: str) -> random.Random:
    return random.Random(int(hashlib.sha256(run_id.encode()).hexdigest()[:16], 16))


def _call_id(rng: random.Random, model: str) -> str:
    if model.startswith("claude"):
        return "toolu_01" + "".join(rng.choice(ALNUM) for _ in range(22))
    return "call_" + "".join(rng.choice(ALNUM) for _ in range(24))


def _tokens(obj) -> int:
    return max(8, len(json.dumps(obj, ensure_ascii=False)) // 4)


def build(spec: dict) -> dict:
    rng = _rng(spec["id"])
    model = spec["model"]
    h, m, s = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    context = rng.randint(380, 620) + _tokens(spec["prompt"])
    retries = 0
    pending_retry = None

    def llm_call(out_tokens):
        nonlocal t, context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        context += out_tokens
        t += rng.uniform(0.7, 2.4)

    llm_call(rng.randint(28, 64))
    first = True
    for step in spec["steps"]:
        kind = step["kind"]
        if kind == "llm":
            for _ in range(step["n"]):
                llm_call(step["out"] or rng.randint(40, 140))
            continue
        if kind == "retry":
            last = calls[-1]
            pending_retry = last
            retries += 1
            t += rng.uniform(0.5, 2.0)
            trace.append({"event": "retry", "tool": last["tool"], "call_id": last["id"],
                          "attempt": sum(1 for c in calls if c["tool"] == last["tool"] and c["args"] == last["args"]) + 1,
                          "reason": step["reason"] or errors[-1], "timestamp": round(t, 3)})
            t += 0.05
            continue
        # a tool call
        if not first and not step["same_turn"] and pending_retry is None:
            llm_call(rng.randint(24, 70))
        first = False
        pending_retry = None
        cid = _call_id(rng, model)
        start = round(t, 3)
        calls.append({"tool": step["tool"], "args": step["args"], "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": step["tool"], "args": step["args"], "call_id": cid,
                      "timestamp": start})
        if step["missing"]:
            t += step["dur"] or rng.uniform(20.0, 35.0)
            continue
        t += step["dur"] if step["dur"] is not None else rng.uniform(0.25, 1.9)
        end = round(t, 3)
        out = None if step["error"] else step["output"]
        outputs.append({"tool": step["tool"], "output": out, "call_id": cid, "error": step["error"],
                        "timestamp": end})
        trace.append({"event": "tool_end", "tool": step["tool"], "call_id": cid, "output": out,
                      "error": step["error"], "timestamp": end})
        if step["error"]:
            errors.append(step["error"])
            context += _tokens(step["error"])
        else:
            context += _tokens(out)
    llm_call(_tokens(spec["response"]) + rng.randint(4, 30))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    llms = [e for e in trace if e["event"] == "llm_call"]
    usage = {"input_tokens": sum(e["token_usage"]["input_tokens"] for e in llms),
             "output_tokens": sum(e["token_usage"]["output_tokens"] for e in llms)}
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), spec["id"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind60",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    import specs_a
    import specs_b

    specs = specs_a.SPECS + specs_b.SPECS
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
