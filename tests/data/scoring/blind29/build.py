"""Expand the compact specs in specs.py into one JSONL file per domain (set blind29).

    python tests/data/scoring/blind29/build.py

Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, retry events and metrics.
Deterministic: the same specs always give the same files.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-5-20250929", "gpt-4.1-2025-04-14"]


def _rand(seed: str, lo: int, hi: int) -> int:
    h = int(hashlib.sha256(seed.encode()).hexdigest(), 16)
    return lo + h % (hi - lo + 1)


def build(run: dict, index: int) -> dict:
    rid = run["id"]
    hh, mm = map(int, run["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm)).timestamp()
    model = MODELS[index % len(MODELS)]
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tin = tout = 0

    def llm(step: str, base_in: int) -> None:
        nonlocal t, tin, tout
        i = base_in + _rand(rid + step + "i", 0, 380)
        o = _rand(rid + step + "o", 24, 140)
        tin += i
        tout += o
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": i, "output_tokens": o}})
        t += _rand(rid + step + "d", 600, 2400) / 1000

    calls, outputs, errors = [], [], []
    retries = 0
    llm("0", 380)
    specs = run["calls"]
    for n, c in enumerate(specs):
        call_id = "call_" + hashlib.sha256(f"{rid}/{n}".encode()).hexdigest()[:12]
        if c.get("retry"):
            retries += 1
            attempt = 2
            for prev in reversed(specs[:n]):
                if prev["tool"] == c["tool"] and prev.get("retry"):
                    attempt += 1
                else:
                    break
            t += _rand(rid + f"r{n}", 500, 2500) / 1000
            trace.append({"event": "retry", "tool": c["tool"], "attempt": attempt, "timestamp": round(t, 3)})
        start = round(t, 3)
        calls.append({"tool": c["tool"], "args": c["args"], "id": call_id, "timestamp": start})
        trace.append({"event": "tool_start", "tool": c["tool"], "call_id": call_id, "args": c["args"], "timestamp": start})
        t += c.get("secs", _rand(rid + f"t{n}", 300, 1900) / 1000)
        end = round(t, 3)
        if not c.get("missing"):
            err = c.get("error")
            out = c.get("output")
            outputs.append({"tool": c["tool"], "output": out, "call_id": call_id, "error": err, "timestamp": end})
            trace.append({"event": "tool_end", "tool": c["tool"], "call_id": call_id, "output": out, "error": err, "timestamp": end})
            if err:
                errors.append(err)
        nxt = specs[n + 1] if n + 1 < len(specs) else None
        if not (nxt and nxt.get("retry")):
            llm(f"s{n}", 700 + 300 * n)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    latency = round(t - trace[0]["timestamp"], 3)
    assert dt.datetime.fromtimestamp(t, dt.timezone.utc).date() == DAY.date(), rid
    return {
        "id": rid,
        "set": "blind29",
        "domain": run["domain"],
        "label": run["label"],
        "category": run["category"],
        "expected_cause": run.get("cause"),
        "split": "heldout",
        "prompt": run["prompt"],
        "response": run["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": latency, "token_usage": {"input_tokens": tin, "output_tokens": tout},
                    "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for i, run in enumerate(RUNS):
        assert run["id"] not in ids, run["id"]
        ids.add(run["id"])
        assert (run["label"] == "clean") == (run.get("cause") is None), run["id"]
        by_domain.setdefault(run["domain"], []).append(build(run, i))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as f:
            for r in records:
                f.write(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
