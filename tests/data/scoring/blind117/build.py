"""Build blind117/*.jsonl from the compact specs in specs.py (written by hand for this set).

python tests/data/scoring/blind117/build.py
"""
from __future__ import annotations

import calendar
import hashlib
import json
from pathlib import Path

from specs import CASES  # noqa: E402  (run from this folder or via the path above)

HERE = Path(__file__).resolve().parent
DAY = calendar.timegm((2026, 11, 20, 0, 0, 0))
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-mini-2025-04-14"]


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def build(case: dict) -> dict:
    cid = case["id"]
    seed = _h(cid)
    if "start" in case:
        hh, mm = case["start"].split(":")
        t = DAY + int(hh) * 3600 + int(mm) * 60
    else:
        t = DAY + (8 + seed % 9) * 3600 + (seed // 7) % 50 * 60
    t = float(t)
    model = MODELS[seed % len(MODELS)]
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    tin = tout = 0
    retries = 0
    n = 0

    def llm(extra_in=0):
        nonlocal tin, tout, t
        i = 380 + (seed >> (n + 3)) % 400 + extra_in
        o = 30 + (seed >> (n + 11)) % 90
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += 0.6 + ((seed >> (n + 5)) % 20) / 10

    llm()
    for step in case["calls"]:
        kind = step[0]
        if kind == "llm":  # an extra llm_call with no tool (loops)
            llm(extra_in=step[1] if len(step) > 1 else 0)
            n += 1
            continue
        if kind == "retry":
            retries += 1
            trace.append({"event": "retry", "tool": step[1], "attempt": step[2],
                          "reason": step[3], "timestamp": round(t, 3)})
            t += 0.5 + step[2] * 0.5
            continue
        _, tool, args, payload = step
        call_id = "call_" + hashlib.sha256(f"{cid}/{n}".encode()).hexdigest()[:12]
        n += 1
        t += 0.2
        calls.append({"args": args, "id": call_id, "timestamp": round(t, 3), "tool": tool})
        trace.append({"args": args, "call_id": call_id, "event": "tool_start",
                      "timestamp": round(t, 3), "tool": tool})
        t += 0.4 + ((seed >> n) % 25) / 10
        if kind == "call":
            outputs.append({"call_id": call_id, "error": None, "output": payload,
                            "timestamp": round(t, 3), "tool": tool})
            trace.append({"call_id": call_id, "error": None, "event": "tool_end",
                          "output": payload, "timestamp": round(t, 3), "tool": tool})
        elif kind == "error":
            outputs.append({"call_id": call_id, "error": payload, "output": None,
                            "timestamp": round(t, 3), "tool": tool})
            trace.append({"call_id": call_id, "error": payload, "event": "tool_end",
                          "output": None, "timestamp": round(t, 3), "tool": tool})
            errors.append(payload)
        elif kind == "missing":  # the tool never returned: no output, no tool_end
            t += 30.0
        else:
            raise ValueError(kind)
        llm(extra_in=200)
    t += 0.3 + (seed % 17) / 10
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": case["category"],
        "domain": case["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": case.get("cause"),
        "id": cid,
        "label": "flawed" if case.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": case["prompt"],
        "response": case["response"],
        "set": "blind117",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for case in CASES:
        assert case["id"] not in seen, case["id"]
        seen.add(case["id"])
        by_domain.setdefault(case["domain"], []).append(build(case))
    for domain, recs in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in recs))
        print(path.name, len(recs))


if __name__ == "__main__":
    main()
