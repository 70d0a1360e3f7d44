"""Build the blind162 held-out set: `python tests/data/scoring/blind162/build.py`.

The runs are written below as compact specs (prompt, tool calls with arguments and JSON outputs
or error texts, final answer); this script adds call ids, timestamps on 2026-11-20 (UTC), a trace
(agent_start, llm_call with token usage, tool_start/tool_end, retry, agent_finish) and metrics,
and writes one `<domain>.jsonl` per domain. Deterministic: the same specs give the same files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
SET = "blind162"


def _h(*parts: object) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def _call_id(model: str, run_id: str, i: int) -> str:
    digest = _h(run_id, i)
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def _tokens(text: object, base: int) -> int:
    return base + len(json.dumps(text)) // 4


def build(spec: dict) -> dict:
    run_id = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = dt.datetime(2026, 11, 20, hh, mm, ss, tzinfo=dt.timezone.utc).timestamp()
    start = t
    seed = int(_h(run_id, "lat")[:6], 16)
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + len(spec["prompt"]) // 4

    def llm(out_tokens: int) -> None:
        nonlocal t
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})

    llm(28 + seed % 30)
    calls = spec.get("calls", [])
    for i, call in enumerate(calls):
        cid = _call_id(model, run_id, i)
        t += 0.9 + (seed >> (i % 8)) % 13 / 10
        tool_calls.append({"tool": call["tool"], "args": call["args"], "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "tool": call["tool"], "call_id": cid, "args": call["args"],
                      "timestamp": round(t, 3)})
        if call.get("missing"):
            # the tool span never ended: no tool_end, no output recorded
            t += 2.4
            if i + 1 < len(calls):
                llm(60)
            continue
        t += call.get("dur", 0.6 + (seed >> i) % 17 / 10)
        err = call.get("err")
        out = None if err else call.get("out")
        tool_outputs.append({"tool": call["tool"], "output": out, "call_id": cid, "error": err,
                             "timestamp": round(t, 3)})
        trace.append({"event": "tool_end", "tool": call["tool"], "call_id": cid, "output": out, "error": err,
                      "timestamp": round(t, 3)})
        context += _tokens(out if out is not None else err, 20)
        if err:
            errors.append(err)
        nxt = calls[i + 1] if i + 1 < len(calls) else None
        if nxt is not None and nxt.get("retry"):
            retries += 1
            t += nxt.get("backoff", 1.0)
            trace.append({"event": "retry", "tool": nxt["tool"], "attempt": nxt.get("attempt", 2),
                          "call_id": cid, "reason": err or "retry", "timestamp": round(t, 3)})
            continue
        if nxt is not None:  # the model reads the output and makes the next call
            llm(22 + (seed >> (i + 3)) % 40)
    for _ in range(spec.get("llm_repeats", 0)):
        t += 3.1
        context += 0
        llm(spec.get("repeat_tokens", 212))
    t += 0.4
    llm(_tokens(spec["response"], 6))
    t += 1.2 + (seed % 9) / 10
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = {"input_tokens": 0, "output_tokens": 0}
    for ev in trace:
        if ev["event"] == "llm_call":
            for k in usage:
                usage[k] += ev["token_usage"][k]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
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
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
