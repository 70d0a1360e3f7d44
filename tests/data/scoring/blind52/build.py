"""Expand the compact specs in specs.py into one JSONL file per domain.

    python tests/data/scoring/blind52/build.py

Each spec gives the prompt, the tool calls (arguments and JSON output or error text), the
final answer and the label. This script adds call ids, a trace (agent_start, llm_call with
token usage, tool_start/tool_end, retry, agent_finish) with timestamps on 2026-11-20 UTC,
and metrics (latency, summed token usage, retries, every tool error in order). It is
deterministic: the same specs give byte-identical files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import string
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALNUM = string.ascii_letters + string.digits


def _h(*parts: object) -> bytes:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()


def _frac(*parts: object) -> float:
    return int.from_bytes(_h(*parts)[:4], "big") / 2**32


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = _h(run_id, "call", n)
    if model.startswith("claude"):
        return "toolu_01" + "".join(ALNUM[b % len(ALNUM)] for b in digest[:22])
    return "call_" + digest.hex()[:12]


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.9))


def _start_ts(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return (DAY + dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    t0 = _start_ts(spec["start"])
    t = t0
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + _tokens(spec["prompt"]) + spec.get("system_tokens", 0)
    n_llm = 0
    tok_in = tok_out = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, n_llm, tok_in, tok_out, context
        n_llm += 1
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
        })
        tok_in += context
        tok_out += out_tokens
        context += out_tokens
        t += 0.45 + out_tokens * 0.018 + _frac(rid, "think", n_llm) * 0.9

    calls = spec["calls"]
    for i, call in enumerate(calls):
        if call.get("retry"):
            # a retry of the previous call: by the framework (no model turn in between)
            # or, with agent_retry, by the model
            retries += 1
            prev = tool_calls[-1]
            if call.get("agent_retry"):
                # the model itself decides to call the same tool again
                llm(call.get("llm_out", 28 + _tokens(json.dumps(call["args"]))))
            t += call.get("backoff", 1.0)
            trace.append({
                "attempt": call.get("attempt", 2),
                "call_id": prev["id"],
                "event": "retry",
                "reason": calls[i - 1].get("err"),
                "timestamp": round(t, 3),
                "tool": prev["tool"],
            })
        else:
            llm(call.get("llm_out", 28 + _tokens(json.dumps(call["args"]))))
        cid = _call_id(rid, i, model)
        start = round(t, 3)
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": start, "tool": call["tool"]})
        t += call.get("dur", 0.3 + _frac(rid, "dur", i) * 1.4)
        end = round(t, 3)
        if call.get("missing"):
            # the span never closed: no tool_end, no output recorded
            continue
        err = call.get("err")
        out = None if err is not None else call.get("out")
        if err is not None:
            errors.append(err)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": end, "tool": call["tool"]})
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end,
                             "tool": call["tool"]})
        context += _tokens(json.dumps(out) if err is None else err) + 12
    for k in range(spec.get("extra_llm", 0)):
        llm(spec.get("loop_out", 64) + (k % 3))
    llm(_tokens(spec["response"]) + 6)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    finish = t
    assert dt.datetime.fromtimestamp(finish, dt.timezone.utc).date() == DAY.date(), rid

    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(finish - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind52",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = os.path.join(HERE, f"{domain}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
