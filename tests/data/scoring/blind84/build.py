"""Builds the blind84 JSONL files from the compact specs in specs.py.

python tests/data/scoring/blind84/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, the trace and metrics.
"""
from __future__ import annotations

import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from specs import SPECS  # noqa: E402

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _tokens(seed, base_in, base_out):
    return {"input_tokens": base_in + _h(seed, "i") % 400, "output_tokens": base_out + _h(seed, "o") % 60}


def build(spec: dict, n: int) -> dict:
    rid = spec["id"]
    hh, mm = map(int, spec["at"].split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + (_h(rid) % 50)
    model = MODELS[_h(rid, "m") % len(MODELS)]
    anthropic = model.startswith("claude")
    trace, calls, outputs, errors = [], [], [], []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(seed, base_in=380, base_out=30):
        nonlocal t
        tok = _tokens(seed, base_in, base_out)
        usage["input_tokens"] += tok["input_tokens"]
        usage["output_tokens"] += tok["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tok})
        t += 0.6 + (_h(seed, "t") % 1500) / 1000

    trace.append({"event": "agent_start", "timestamp": round(t, 3)})
    llm((rid, 0))
    ctx = 400
    for i, step in enumerate(spec["calls"]):
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"] + 1,
                          "reason": step.get("reason", "tool error"), "timestamp": round(t, 3)})
            t += 1.0 + step["retry"] * 0.5
        hexid = hashlib.sha256(f"{rid}:{i}".encode()).hexdigest()
        cid = ("toolu_01" + hexid[:22]) if anthropic else ("call_" + hexid[:12])
        start = round(t, 3)
        calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
        t += step.get("dur", 0.4 + (_h(rid, i, "d") % 1800) / 1000)
        if step.get("missing"):
            pass  # the tool never reported back: no tool_end, no output
        else:
            end = round(t, 3)
            err = step.get("err")
            out = step.get("out")
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": step["tool"]})
            if err is not None:
                errors.append(err)
        ctx += 300
        nxt = spec["calls"][i + 1] if i + 1 < len(spec["calls"]) else None
        if not (nxt and nxt.get("retry")):
            llm((rid, i + 1), ctx)
    for k in range(spec.get("llm_loop", 0)):
        llm((rid, "loop"), ctx + 20 * k, 40)  # the same request again and again
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": "flawed" if spec.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - trace[0]["timestamp"], 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind84",
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
        with open(HERE / f"{domain}.jsonl", "w") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
