"""Builds the blind107 held-out set from the compact specs in specs.py.

Run: python tests/data/scoring/blind107/build.py  (rewrites the <domain>.jsonl files here).
Every run happens on 2026-11-20 (UTC). Call ids, timestamps and token usage are derived
deterministically from the run id, so rebuilding gives the same bytes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import RUNS  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, i: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{i}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def _tokens(run_id: str, step: int, base: int) -> dict:
    n = _h(run_id, step)
    return {"input_tokens": base + 340 * step + n % 260, "output_tokens": 28 + (n >> 12) % 110}


def build(spec: dict) -> dict:
    run_id = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    step = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    base = 380 + _h(run_id) % 300

    def llm() -> None:
        nonlocal t, step
        tok = _tokens(run_id, step, base)
        usage["input_tokens"] += tok["input_tokens"]
        usage["output_tokens"] += tok["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tok})
        t += 0.9 + (_h(run_id, "llm", step) % 1400) / 1000
        step += 1

    llm()
    prev_id = None
    attempt = 1
    for i, c in enumerate(spec.get("calls", [])):
        cid = _call_id(run_id, i, model)
        if c.get("retry"):
            attempt += 1
            retries += 1
            trace.append(
                {"event": "retry", "tool": c["tool"], "call_id": prev_id, "attempt": attempt,
                 "reason": c.get("retry_reason", "tool error"), "timestamp": round(t, 3)}
            )
            t += c.get("backoff", 1.0)
        else:
            attempt = 1
        call = {"tool": c["tool"], "args": c.get("args", {}), "id": cid, "timestamp": round(t, 3)}
        calls.append(call)
        trace.append({"event": "tool_start", "tool": c["tool"], "call_id": cid, "args": call["args"], "timestamp": round(t, 3)})
        t += c.get("dur", 0.4 + (_h(run_id, "tool", i) % 1500) / 1000)
        if c.get("missing"):
            prev_id = cid
            llm()
            continue
        err = c.get("err")
        out = None if err is not None else c.get("out")
        outputs.append({"tool": c["tool"], "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
        trace.append({"event": "tool_end", "tool": c["tool"], "call_id": cid, "output": out, "error": err, "timestamp": round(t, 3)})
        if err is not None:
            errors.append(err)
        prev_id = cid
        if not c.get("parallel_next"):
            llm()
    for _ in range(spec.get("llm_loop", 0)):
        llm()
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": run_id,
        "set": "blind107",
        "split": "heldout",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("cause"),
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = os.path.join(HERE, f"{domain}.jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
