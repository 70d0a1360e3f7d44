"""Builds the blind177 held-out set from the compact specs in specs.py.

    python tests/data/scoring/blind177/build.py

Each spec is a question, a list of steps (tool calls with their arguments and JSON outputs or
errors, framework retries, extra LLM turns, calls whose output never came back) and the final
answer. This script adds call ids, timestamps on 2026-11-20, token usage, the trace events and
the metrics, and writes one `<domain>.jsonl` per domain. Deterministic: rerunning it gives the
same bytes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import SPECS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _split(case_id: str) -> str:
    return "heldout"  # the whole set is held out


def _call_id(model: str, case_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def _tokens(case_id: str, n: int, context: int) -> dict:
    r = _h(case_id, "tok", n)
    return {"input_tokens": context + r % 140, "output_tokens": 28 + (r >> 8) % 70}


def build(spec: dict) -> dict:
    cid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["at"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + _h(cid, "ctx") % 160
    n_llm = 0
    n_call = 0
    prev_kind = None

    def llm(usage: dict | None = None) -> None:
        nonlocal t, n_llm, context
        tok = usage or _tokens(cid, n_llm, context)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": dict(tok)})
        n_llm += 1
        t += 0.9 + (_h(cid, "llmdur", n_llm) % 1700) / 1000

    for step in spec["steps"]:
        kind = step["kind"]
        if kind == "llm":
            llm(step.get("usage"))
            prev_kind = kind
            continue
        if kind == "retry":
            t += step.get("wait", 0.5)
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step["tool"], "attempt": step["attempt"]})
            retries += 1
            prev_kind = kind
            continue
        # a tool call ("tool" with output or error, "missing" with neither)
        if prev_kind != "retry" and not step.get("same_turn"):
            llm()
        n_call += 1
        call_id = _call_id(model, cid, n_call)
        t_start = round(t, 3)
        calls.append({"args": step["args"], "id": call_id, "timestamp": t_start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": t_start, "tool": step["tool"]})
        dur = step.get("dur", 0.25 + (_h(cid, "tooldur", n_call) % 2200) / 1000)
        t += dur
        if kind == "tool":
            out = {"call_id": call_id, "error": step.get("error"), "output": step.get("output"), "timestamp": round(t, 3), "tool": step["tool"]}
            outputs.append(out)
            trace.append({"call_id": call_id, "error": step.get("error"), "event": "tool_end", "output": step.get("output"), "timestamp": round(t, 3), "tool": step["tool"]})
            if step.get("error"):
                errors.append(step["error"])
            context += len(json.dumps(step.get("output") or step.get("error"))) // 4 + 40
        prev_kind = kind
    final = _tokens(cid, n_llm, context)
    final["output_tokens"] = len(spec["response"]) // 4 + 12
    llm(spec.get("final_usage") or final)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    usage = {"input_tokens": 0, "output_tokens": 0}
    for e in trace:
        if e["event"] == "llm_call":
            usage["input_tokens"] += e["token_usage"]["input_tokens"]
            usage["output_tokens"] += e["token_usage"]["output_tokens"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": cid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind177",
        "split": _split(cid),
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
