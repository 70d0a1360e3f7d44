"""Build the blind93 JSONL files from the compact specs in specs.py.

Written blind (see README.md). Run: python tests/data/scoring/blind93/build.py
Adds call ids, timestamps (all on 2026-11-20 UTC), llm_call token usage, retry events and metrics.
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS  # noqa: E402

MISSING = object()


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, i: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}#{i}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:12]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def build(run: dict) -> dict:
    rid, model = run["id"], run.get("model", "gpt-4o-2024-08-06")
    start = datetime.strptime("2026-11-20T" + run["at"], "%Y-%m-%dT%H:%M").replace(tzinfo=timezone.utc).timestamp()
    start += _h(rid, "sec") % 50
    t = float(start)
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    context = 380 + _tokens(run["prompt"])  # system prompt + tool schemas + user turn
    total_in = total_out = retries = 0
    n = 0
    last_id = None

    def llm(out_tokens: int, k: int) -> None:
        nonlocal t, context, total_in, total_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        total_in += context
        total_out += out_tokens
        context += out_tokens
        t += 0.8 + (_h(rid, "llm", k) % 1800) / 1000

    for k, step in enumerate(run["steps"]):
        if step.get("kind") == "llm":  # extra model turns without progress
            for j in range(step["n"]):
                llm(step.get("out", 60) + (_h(rid, k, j) % 9), 1000 * k + j)
            continue
        args = step["args"]
        if step.get("retry"):
            retries += 1
            t += step.get("backoff", 1.0)
        elif not step.get("parallel"):
            llm(18 + _tokens(json.dumps(args)), k)
        cid = _call_id(rid, n, model)
        n += 1
        if step.get("retry"):
            trace.append({"event": "retry", "tool": step["tool"], "call_id": cid, "retry_of": last_id,
                          "attempt": step["retry"] + 1, "reason": errors[-1] if errors else None,
                          "timestamp": round(t, 3)})
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.35 + (_h(rid, "tool", k) % 1400) / 1000)
        last_id = cid
        if step.get("missing"):
            continue
        out, err = step.get("out"), step.get("err")
        outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        if err is not None:
            errors.append(err)
        else:
            context += _tokens(json.dumps(out))
    llm(12 + _tokens(run["response"]), 999)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run.get("cause"),
        "id": rid,
        "label": "flawed" if run.get("cause") else "clean",
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": total_in, "output_tokens": total_out}},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind93",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for run in RUNS:
        assert run["id"] not in seen, run["id"]
        seen.add(run["id"])
        by_domain.setdefault(run["domain"], []).append(build(run))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
