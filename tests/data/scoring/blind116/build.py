"""Expand the compact specs in specs.py into one JSONL file per domain (set blind116).

Run: python tests/data/scoring/blind116/build.py

Each spec gives the prompt, the tool steps (arguments, JSON output or error, retries, a call whose
output never arrived), extra LLM turns for a loop, and the final answer. This script adds call
ids, timestamps on 2026-11-20 (UTC), token usage per LLM call, the trace events and the metrics.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from specs import SPECS

HERE = Path(__file__).resolve().parent
DAY0 = 1795132800.0  # 2026-11-20T00:00:00Z


def _call_id(model: str, case_id: str, n: int) -> str:
    h = hashlib.sha256(f"{case_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        num = int(h, 16)
        chars = []
        for _ in range(22):
            num, r = divmod(num, len(alphabet))
            chars.append(alphabet[r])
        return "toolu_01" + "".join(chars)
    return "call_" + h[:24]


def build_record(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec.get("model", "gpt-4o-2024-08-06")
    hh, mm = spec["start"].split(":")
    t = DAY0 + int(hh) * 3600 + int(mm) * 60 + rng.randint(0, 59) + round(rng.random(), 3)
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tin = tout = 0
    context = 380 + rng.randint(0, 120) + len(spec["prompt"]) // 3

    def llm(final: bool = False, loop: bool = False) -> None:
        nonlocal t, tin, tout, context
        out_tok = (len(spec["response"]) // 4 + rng.randint(8, 30)) if final else rng.randint(24, 70)
        if loop:
            out_tok = rng.randint(150, 190)
        usage = {"input_tokens": context, "output_tokens": out_tok}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tin += context
        tout += out_tok
        context += out_tok + (rng.randint(140, 200) if loop else 0)
        t += 0.6 + out_tok * 0.018 + rng.random() * 0.5

    n = 0
    for step in spec["steps"]:
        if step.get("loop"):
            for _ in range(step["loop"]):
                llm(loop=True)
            continue
        attempts = step.get("errors_before", [])
        tries = [("error", e) for e in attempts] + ([] if step.get("all_fail") else [("ok", None)])
        if step.get("all_fail"):
            tries = [("error", e) for e in attempts]
        if not step.get("no_llm"):
            llm()
        for k, (kind, err) in enumerate(tries):
            n += 1
            cid = _call_id(model, spec["id"], n)
            if k > 0:
                retries += 1
                t += step.get("backoff", 1.0) * (1 if step.get("flat_backoff") else k)
                trace.append({"event": "retry", "tool": step["tool"], "call_id": cid, "attempt": k + 1,
                              "reason": tries[k - 1][1], "timestamp": round(t, 3)})
                t += 0.05
            ts_start = round(t, 3)
            calls.append({"args": step["args"], "id": cid, "timestamp": ts_start, "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": ts_start,
                          "tool": step["tool"]})
            if kind == "error":
                t += step.get("error_time", 0.4 + rng.random() * 0.6)
                ts_end = round(t, 3)
                outputs.append({"call_id": cid, "error": err, "output": None, "timestamp": ts_end, "tool": step["tool"]})
                trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": None,
                              "timestamp": ts_end, "tool": step["tool"]})
                errors.append(err)
                context += 40
                continue
            if step.get("missing"):
                t += 0.3 + rng.random()
                continue
            t += step.get("dur", 0.3 + rng.random() * 1.4)
            ts_end = round(t, 3)
            outputs.append({"call_id": cid, "error": None, "output": step["output"], "timestamp": ts_end,
                            "tool": step["tool"]})
            trace.append({"call_id": cid, "error": None, "event": "tool_end", "output": step["output"],
                          "timestamp": ts_end, "tool": step["tool"]})
            context += len(json.dumps(step["output"])) // 4 + 20
    llm(final=True)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": spec["id"],
        "label": "flawed" if spec["cause"] else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind116",
        "split": "heldout",
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
        by_domain.setdefault(spec["domain"], []).append(build_record(spec))
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
