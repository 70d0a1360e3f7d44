"""Builds the blind113 held-out set from the compact specs in specs.py.

    python tests/data/scoring/blind113/build.py

writes one `<domain>.jsonl` per domain next to this file. The specs (prompt, calls with their
arguments and outputs or errors, final answer, label) are hand-written; this script only adds
call ids, timestamps (all on 2026-11-20 UTC), trace events, token usage and metrics.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import RUNS  # noqa: E402

DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z
SET = "blind113"
KEYS = (
    "category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
    "response", "set", "split", "tool_calls", "tool_outputs", "trace",
)


def _h(text: str, mod: int) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16) % mod


def build(run: dict, index: int) -> dict:
    rid = run["id"]
    anthropic = _h(rid, 2) == 0
    model = "claude-3-5-sonnet-20241022" if anthropic else "gpt-4o-2024-08-06"
    # runs spread over the day, 07:00 to about 20:00 UTC
    t = DAY0 + 7 * 3600 + index * 787 + _h(rid + "s", 300)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + _h(rid + "p", 200) + len(run["prompt"]) // 3

    def llm(n_out: int) -> None:
        nonlocal t, tin, tout, ctx
        usage = {"input_tokens": ctx, "output_tokens": n_out}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tin += ctx
        tout += n_out
        t += 0.6 + n_out / 60.0

    for k, call in enumerate(run["calls"]):
        if call.get("retry"):
            retries += 1
            prev = calls[-1]
            trace.append({
                "event": "retry", "tool": call["tool"], "attempt": call["retry"],
                "call_id": prev["id"], "reason": outputs[-1]["error"] if outputs and outputs[-1]["call_id"] == prev["id"] else None,
                "timestamp": round(t, 3),
            })
            t += call.get("backoff", 0.5)
        else:
            llm(30 + _h(rid + str(k), 40))
        prefix = "toolu_01" if anthropic else "call_"
        cid = prefix + hashlib.sha256(f"{rid}/{k}".encode()).hexdigest()[: (16 if anthropic else 12)]
        calls.append({"args": call["args"], "id": cid, "timestamp": round(t, 3), "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": call["tool"]})
        t += call.get("secs", 0.4 + _h(rid + "d" + str(k), 1400) / 1000.0)
        if call.get("missing"):
            ctx += 40
            continue  # the call never returned: no tool_end, no output
        out = {"call_id": cid, "error": call.get("error"), "output": call.get("output"), "timestamp": round(t, 3), "tool": call["tool"]}
        outputs.append(out)
        trace.append({"call_id": cid, "error": call.get("error"), "event": "tool_end", "output": call.get("output"), "timestamp": round(t, 3), "tool": call["tool"]})
        if call.get("error"):
            errors.append(call["error"])
        ctx += 60 + len(json.dumps(call.get("output"))) // 4
    final_out = 40 + len(run["response"]) // 4
    for _ in range(run.get("llm_loop", 0)):
        llm(final_out)
        ctx += final_out
    llm(final_out)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    record = {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": run["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": run["prompt"],
        "response": run["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }
    assert tuple(sorted(record)) == KEYS, sorted(record)
    assert (run["label"] == "clean") == (run.get("cause") is None), rid
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for i, run in enumerate(RUNS):
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        by_domain.setdefault(run["domain"], []).append(build(run, i))
    for domain, records in by_domain.items():
        path = os.path.join(HERE, f"{domain}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
