"""Expand the blind148 specs (specs.py) into one JSONL file per domain.

Run: python tests/data/scoring/blind148/build.py
Each spec gives the question, the tool calls (arguments, JSON output or error text) and the
final answer; this adds call ids, timestamps on 2026-11-20, llm_call token usage, retry events
and metrics, in the record shape of the corpus (EvaluationEvidence.to_dict() plus labels).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

DAY = "2026-11-20"


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(model: str, case_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{case_id}:{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def _tokens(case_id: str, n: int, base: int) -> dict:
    return {"input_tokens": base + _h(case_id, "in", n) % 180, "output_tokens": 28 + _h(case_id, "out", n) % 90}


def build(spec: dict) -> dict:
    case_id, model = spec["id"], spec.get("model", "gpt-4o-2024-08-06")
    t = dt.datetime.fromisoformat(f"{DAY}T{spec['start']}+00:00").timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    n_llm = 0
    context = 380 + _h(case_id) % 120

    def llm(repeat_usage: dict | None = None) -> dict:
        nonlocal t, n_llm, context
        usage = repeat_usage or _tokens(case_id, n_llm, context)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        n_llm += 1
        context = usage["input_tokens"] + 260 + _h(case_id, "ctx", n_llm) % 200
        t += 0.9 + (_h(case_id, "think", n_llm) % 140) / 100
        return usage

    llm()
    last_failed: dict | None = None
    for n, step in enumerate(spec["steps"]):
        kind = step[0]
        if kind == "loop":  # the model called again and again with no progress
            usage = trace[-1]["token_usage"] if trace[-1]["event"] == "llm_call" else None
            for _ in range(step[1]):
                llm(usage)
            continue
        _, tool, args, out, err, dur, retry = step
        if retry and last_failed is not None:
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "call_id": last_failed["id"],
                          "attempt": retries + 1, "reason": last_failed["error"]})
            t += 0.5 + retries * 0.5
        cid = _call_id(model, case_id, n)
        calls.append({"tool": tool, "args": args, "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": args, "timestamp": round(t, 3)})
        t += dur
        if kind == "missing":  # started, never ended: no output recorded
            last_failed = None
            t += 0.4
        else:
            outputs.append({"tool": tool, "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
            trace.append({"event": "tool_end", "tool": tool, "call_id": cid, "output": out, "error": err,
                          "timestamp": round(t, 3)})
            if err is not None:
                errors.append(err)
                last_failed = {"id": cid, "error": err}
            else:
                last_failed = None
        nxt = spec["steps"][n + 1] if n + 1 < len(spec["steps"]) else None
        if not (nxt and nxt[0] != "loop" and nxt[6] and err is not None):
            llm()  # the model reads the result (a retry goes straight out)
    if trace[-1]["event"] != "llm_call":
        llm()
    t += 0.3 + len(spec["response"]) / 900
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    usage = [e["token_usage"] for e in trace if e["event"] == "llm_call"]
    return {
        "id": case_id,
        "set": "blind148",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec["cause"],
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - start, 3),
            "token_usage": {
                "input_tokens": sum(u["input_tokens"] for u in usage),
                "output_tokens": sum(u["output_tokens"] for u in usage),
            },
            "retries": retries,
            "errors": errors,
        },
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_file: dict[str, list[dict]] = {}
    for spec in SPECS:
        by_file.setdefault(spec["file"], []).append(build(spec))
    for name, records in by_file.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{sum(map(len, by_file.values()))} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
