"""Expand the compact specs in specs.py into one JSONL file per domain (blind184 set).

python tests/data/scoring/blind184/build.py   # rewrites tests/data/scoring/blind184/*.jsonl
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc).timestamp()


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def build(spec: dict) -> dict:
    run_id, model = spec["id"], spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = DAY + hh * 3600 + mm * 60 + ss
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    n = 0
    ctx = 380 + _h(run_id) % 300

    def llm(step: int, out_tokens: int | None = None) -> None:
        nonlocal t, ctx
        inp = ctx
        out = out_tokens if out_tokens is not None else 28 + _h(run_id, "o", step) % 60
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out}})
        usage["input_tokens"] += inp
        usage["output_tokens"] += out
        ctx += out + 40
        t += 0.9 + (_h(run_id, "l", step) % 1400) / 1000

    step = 0
    for rnd in spec["rounds"]:
        llm(step)
        step += 1
        for call in rnd:
            if call.get("retry"):
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": call["tool"],
                              "attempt": call["retry"], "reason": call.get("retry_reason", "previous attempt failed")})
                t += call.get("backoff", 0.0) + 0.05
            n += 1
            cid = _call_id(run_id, n, model)
            ts = round(t, 3)
            calls.append({"args": call["args"], "id": cid, "timestamp": ts, "tool": call["tool"]})
            trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": call["tool"]})
            t += call.get("dur", 0.35 + (_h(run_id, "t", n) % 900) / 1000)
            if call.get("missing"):
                continue
            out = {"call_id": cid, "error": call.get("error"), "output": call.get("output"),
                   "timestamp": round(t, 3), "tool": call["tool"]}
            outputs.append(out)
            trace.append({"call_id": cid, "error": call.get("error"), "event": "tool_end",
                          "output": call.get("output"), "timestamp": round(t, 3), "tool": call["tool"]})
            if call.get("error"):
                errors.append(call["error"])
            ctx += len(json.dumps(call.get("output"))) // 4 + 20
    for k in range(spec.get("loop_llm", 0)):  # an LLM loop: calls that make no progress
        llm(100 + k, spec.get("loop_out", 212))
    llm(999, max(40, len(spec["response"]) // 4))
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY < 86400, run_id
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": run_id,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind184",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in records))
        print(f"{path.name}: {len(records)}")


if __name__ == "__main__":
    main()
