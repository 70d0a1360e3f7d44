"""Build the blind122 held-out set from the compact specs in specs.py.

python tests/data/scoring/blind122/build.py   # rewrites tests/data/scoring/blind122/*.jsonl

Each spec: id, domain, label, category, cause, prompt, start ("HH:MM:SS" on 2026-11-20 UTC),
steps (tool calls in order: tool, args, and out or err; `retry: True` marks a call that
repeats the previous failed one; `no_output: True` marks a call whose output never arrived),
and the final response. Ids, timestamps, token usage and metrics are derived deterministically.
"""

from __future__ import annotations

import calendar
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

MODEL = "gpt-4o-2024-08-06"


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _epoch(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return float(calendar.timegm((2026, 11, 20, h, m, s, 0, 0, 0)))


def build(spec: dict) -> dict:
    cid = spec["id"]
    t = _epoch(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    ctx = 380 + _h(cid, "ctx") % 200

    def llm(n_out: int) -> None:
        nonlocal t, tin, tout, ctx
        usage = {"input_tokens": ctx, "output_tokens": n_out}
        trace.append({"event": "llm_call", "model": MODEL, "timestamp": round(t, 3), "token_usage": usage})
        tin += ctx
        tout += n_out
        t += 0.6 + (_h(cid, "llm", str(len(trace))) % 1400) / 1000

    for i, step in enumerate(spec["steps"]):
        if step.get("retry"):
            retries += 1
            prev = calls[-1]
            trace.append(
                {
                    "event": "retry",
                    "timestamp": round(t, 3),
                    "tool": step["tool"],
                    "attempt": step.get("attempt", 2),
                    "previous_call_id": prev["id"],
                    "reason": outputs[-1]["error"] if outputs and outputs[-1]["error"] else "retry",
                }
            )
            t += 1.0 + (_h(cid, "backoff", str(i)) % 1000) / 1000
        else:
            llm(25 + _h(cid, "args", str(i)) % 40)
        call_id = "call_" + hashlib.sha256(f"{cid}:{i}".encode()).hexdigest()[:12]
        call = {"args": step["args"], "id": call_id, "timestamp": round(t, 3), "tool": step["tool"]}
        calls.append(call)
        trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("secs", 0.4 + (_h(cid, "tool", str(i)) % 1800) / 1000)
        if step.get("no_output"):
            continue
        err = step.get("err")
        out = None if err else step["out"]
        outputs.append({"call_id": call_id, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"call_id": call_id, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        if err:
            errors.append(err)
        ctx += len(json.dumps(out if out is not None else err)) // 4 + 30
    llm(40 + len(spec["response"]) // 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = _epoch(spec["start"])
    heldout = "heldout"
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": cid,
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind122",
        "split": heldout,
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
        assert (spec["label"] == "clean") == (spec["cause"] is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, recs in by_domain.items():
        fname = domain.replace(" ", "_") + ".jsonl"
        with open(HERE / fname, "w") as f:
            for r in recs:
                f.write(json.dumps(r, sort_keys=True) + "\n")
    print(f"{sum(len(v) for v in by_domain.values())} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
