"""Builds the blind101 JSONL files from the compact specs in specs.py.

python tests/data/scoring/blind101/build.py   (rewrites tests/data/scoring/blind101/<domain>.jsonl)

Each spec gives the question, the tool calls with their arguments and outputs (or errors), and the
final answer; this script adds call ids, timestamps on 2026-11-20, token usage, the trace and the
metrics. Nothing here reads or runs the scorer.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

DAY0 = _dt.datetime(2026, 11, 20, tzinfo=_dt.timezone.utc).timestamp()
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    seed = _h(rid)
    model = MODELS[seed % len(MODELS)]
    # each run starts between 07:00 and 20:00 UTC on 2026-11-20
    t = DAY0 + 7 * 3600 + (seed % (13 * 3600 - 600))
    t = round(t, 3)
    start = t
    trace = [{"event": "agent_start", "timestamp": start}]
    calls, outputs, errors = [], [], []
    retries = 0
    n_in, n_out = 0, 0

    def llm(step: int) -> None:
        nonlocal n_in, n_out
        i = 380 + (_h(rid, "in", str(step)) % 300) + 260 * step
        o = 30 + (_h(rid, "out", str(step)) % 90)
        n_in += i
        n_out += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": i, "output_tokens": o}})

    call_ids: list[str] = []
    step = 0
    llm(step)
    t += 0.8 + (_h(rid, "think0") % 1500) / 1000
    for k, call in enumerate(spec["calls"]):
        if call.get("retry_of") is not None:
            retries += 1
            trace.append({"event": "retry", "tool": call["tool"], "attempt": call["attempt"], "call_id": call_ids[call["retry_of"]], "timestamp": round(t, 3)})
            t += 0.5 + (_h(rid, "wait", str(k)) % 1500) / 1000
        cid = "call_" + hashlib.sha256(f"{rid}/{k}".encode()).hexdigest()[:12]
        call_ids.append(cid)
        ts = round(t, 3)
        calls.append({"args": call["args"], "id": cid, "timestamp": ts, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": call["tool"]})
        t += call.get("took", 0.3 + (_h(rid, "tool", str(k)) % 2200) / 1000)
        if call.get("missing"):
            pass  # the tool never answered: no output, no tool_end
        else:
            te = round(t, 3)
            err = call.get("error")
            out = call.get("output")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": te, "tool": call["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": te, "tool": call["tool"]})
            if err is not None:
                errors.append(err)
        if call.get("llm_after", True):
            step += 1
            llm(step)
            t += 0.6 + (_h(rid, "think", str(k)) % 1800) / 1000
    for j in range(spec.get("llm_loop", 0)):
        # the model called again and again with the same context and no new tool call
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": 1460, "output_tokens": 58}})
        n_in += 1460
        n_out += 58
        t += 1.9
    t += 0.4 + (_h(rid, "final") % 1200) / 1000
    finish = round(t, 3)
    trace.append({"event": "agent_finish", "timestamp": finish})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(finish - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": n_in, "output_tokens": n_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind101",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for n, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec, n))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / (domain + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=True) + "\n" for r in records))
    print(f"{len(SPECS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
