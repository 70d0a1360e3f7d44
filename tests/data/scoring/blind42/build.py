"""Build the blind42 JSONL files from the compact specs in specs_a.py and specs_b.py.

Run: python tests/data/scoring/blind42/build.py   (rewrites <domain>.jsonl in this folder)

Each spec holds the prompt, the final answer, the run's start time (UTC, 2026-11-20), the model
and a list of steps:

  C(tool, args, out=..., err=..., dur=..., missing=False, same_turn=False)
      one tool call; an llm_call turn precedes it unless it follows a retry or `same_turn`;
      `missing=True` records the tool_start but no tool_end and no output (lost output)
  R(reason, wait=...)   a framework retry of the previous call (a `retry` event)
  L()                   an extra llm_call with no tool call in between (model re-asked)

The builder adds call ids, timestamps, token usage, the trace and metrics. Nothing here is
random: ids and durations come from hashes of the run id, so a rebuild gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
SET = "blind42"


GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4.1-mini-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET4 = "claude-sonnet-4-20250514"


def collector(specs: list):
    """A `run(**spec)` that appends the spec to `specs` (a clean run has `cause` None)."""

    def run(**kw):
        kw.setdefault("cause", None)
        specs.append(kw)

    return run


def failing(tool, args, err, times, wait, dur):
    """`times` identical failing calls with a retry event between each two (a retry loop)."""
    steps = []
    for n in range(times):
        if n:
            steps.append(R(err, wait=wait))
        steps.append(C(tool, args, err=err, dur=dur[n % len(dur)]))
    return steps


def C(tool, args, out=None, err=None, dur=None, missing=False, same_turn=False):
    return {"kind": "call", "tool": tool, "args": args, "out": out, "err": err, "dur": dur,
            "missing": missing, "same_turn": same_turn}


def R(reason, wait=None):
    return {"kind": "retry", "reason": reason, "wait": wait}


def L():
    return {"kind": "llm"}


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _frac(*parts) -> float:
    return (_h(*parts) % 10_000) / 10_000


_ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"


def _call_id(model: str, run_id: str, n: int) -> str:
    x = _h(run_id, "call", n)
    if model.startswith("claude"):
        chars = []
        for _ in range(22):
            x, r = divmod(x, len(_ALNUM))
            chars.append(_ALNUM[r])
        return "toolu_01" + "".join(chars)
    if model.startswith("gpt-4.1"):
        chars = []
        for _ in range(24):
            x, r = divmod(x, len(_ALNUM))
            chars.append(_ALNUM[r])
        return "call_" + "".join(chars)
    return "call_" + format(x, "x")[:12]


def _start(spec) -> float:
    hh, mm, ss = (int(p) for p in spec["start"].split(":"))
    return DAY0 + hh * 3600 + mm * 60 + ss


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.7))


def build(spec) -> dict:
    rid, model = spec["id"], spec["model"]
    t = _start(spec)
    t0 = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    system = 380 + _h(rid, "sys") % 520  # system prompt + tool schemas
    context = system + _tokens(spec["prompt"])
    n_llm = 0

    def llm(out_tokens: int):
        nonlocal t, context, n_llm
        n_llm += 1
        inp = context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out_tokens}})
        usage["input_tokens"] += inp
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.018 + _frac(rid, "llm", n_llm) * 1.2

    prev = None
    attempt = 1
    for i, step in enumerate(spec["steps"]):
        if step["kind"] == "llm":
            llm(18 + _h(rid, "loop", i) % 40)
            prev = step
            continue
        if step["kind"] == "retry":
            t += step["wait"] if step["wait"] is not None else 0.4 + _frac(rid, "wait", i) * 1.6
            attempt += 1
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": prev["tool"],
                          "attempt": attempt, "reason": step["reason"]})
            prev = step
            continue
        # a tool call
        if prev is None or (prev["kind"] != "retry" and not step["same_turn"]):
            llm(16 + _tokens(json.dumps(step["args"])))
        if prev is None or prev["kind"] != "retry":
            attempt = 1
        cid = _call_id(model, rid, i)
        ts = round(t, 3)
        calls.append(OrderedDict(args=step["args"], id=cid, timestamp=ts, tool=step["tool"]))
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": ts,
                      "tool": step["tool"]})
        dur = step["dur"] if step["dur"] is not None else 0.15 + _frac(rid, "dur", i) * 1.4
        t += dur
        if not step["missing"]:
            te = round(t, 3)
            outputs.append(OrderedDict(call_id=cid, error=step["err"], output=step["out"], timestamp=te,
                                       tool=step["tool"]))
            trace.append({"call_id": cid, "error": step["err"], "event": "tool_end", "output": step["out"],
                          "timestamp": te, "tool": step["tool"]})
            context += _tokens(json.dumps(step["out"] if step["err"] is None else step["err"]))
            if step["err"] is not None:
                errors.append(step["err"])
        prev = step
    llm(_tokens(spec["response"]) + 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": [dict(c) for c in calls],
        "tool_outputs": [dict(o) for o in outputs],
        "trace": trace,
    }


def check(record: dict, shape: set) -> None:
    """The record has the corpus's keys (plus `set`), its calls, outputs and trace line up by
    call id, its events are in order on 2026-11-20, and its metrics sum the trace."""
    rid = record["id"]
    assert set(record) == shape | {"set"}, (rid, set(record) ^ shape)
    call_ids = [c["id"] for c in record["tool_calls"]]
    out_ids = [o["call_id"] for o in record["tool_outputs"]]
    assert len(set(call_ids)) == len(call_ids) and set(out_ids) <= set(call_ids), rid
    events = record["trace"]
    assert [e["call_id"] for e in events if e["event"] == "tool_start"] == call_ids, rid
    assert [e["call_id"] for e in events if e["event"] == "tool_end"] == out_ids, rid
    stamps = [e["timestamp"] for e in events]
    assert stamps == sorted(stamps) and DAY0 <= stamps[0] and stamps[-1] < DAY0 + 86400, rid
    metrics = record["metrics"]
    assert metrics["errors"] == [o["error"] for o in record["tool_outputs"] if o["error"] is not None], rid
    assert metrics["retries"] == sum(e["event"] == "retry" for e in events), rid
    for key in ("input_tokens", "output_tokens"):
        assert metrics["token_usage"][key] == sum(e["token_usage"][key] for e in events if e["event"] == "llm_call")


def main() -> None:
    import specs_a
    import specs_b

    specs = specs_a.SPECS + specs_b.SPECS
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list] = OrderedDict()
    for spec in specs:
        assert spec["label"] in ("clean", "flawed"), spec["id"]
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    with open(os.path.join(HERE, "..", "weather.jsonl"), encoding="utf-8") as fh:
        shape = set(json.loads(fh.readline()))  # the corpus's first record: the shape to match
    for domain, records in by_domain.items():
        for record in records:
            check(record, shape)
        path = os.path.join(HERE, f"{domain}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
