"""Build the blind115 held-out set from the compact specs in specs.py.

Run: python tests/data/scoring/blind115/build.py   (rewrites the <domain>.jsonl files here)
Specs are written by hand; this script only adds call ids, timestamps, token usage and metrics.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from specs import SPECS  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514"]


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    model = MODELS[index % 2]
    prefix = "call_" if model.startswith("gpt") else "toolu_"
    at = spec["at"]
    if isinstance(at, str):  # exact "HH:MM:SS" start, for runs whose outputs carry a clock time
        hh, mm, ss = (int(x) for x in at.split(":"))
        t = float(DAY0 + hh * 3600 + mm * 60 + ss)
    else:
        t = float(DAY0 + at * 3600 + (_h(rid, "m") % 3000))
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tokens_in = tokens_out = 0
    calls, outputs, errors = [], [], []
    retries = 0
    context = 380 + _h(rid, "ctx") % 200

    def llm(n):
        nonlocal t, tokens_in, tokens_out, context
        out_tok = 28 + _h(rid, "o", n) % 90
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tok}})
        tokens_in += context
        tokens_out += out_tok
        context += out_tok + 120 + _h(rid, "c", n) % 300
        t += 0.6 + (_h(rid, "l", n) % 1500) / 1000

    n = 0
    llm(n)
    for step in spec["steps"]:
        n += 1
        if step.get("llm_only"):
            llm(n)
            continue
        if step.get("retry"):
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "reason": step.get("retry_reason", "error"), "timestamp": round(t, 3)})
            t += 0.5 + (_h(rid, "r", n) % 800) / 1000
        cid = prefix + hashlib.sha256(f"{rid}#{n}".encode()).hexdigest()[:12 if prefix == "call_" else 16]
        args = step["args"]
        calls.append({"args": args, "id": cid, "timestamp": round(t, 3), "tool": step["tool"]})
        trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.3 + (_h(rid, "d", n) % 1700) / 1000)
        if step.get("missing"):
            t += 1.0
        else:
            err = step.get("err")
            out = None if err else step["out"]
            outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
            if err:
                errors.append(err)
        if not step.get("no_llm_after"):
            llm(n)
    t += 0.2 + (_h(rid, "f") % 900) / 1000
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries,
                    "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind115",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for i, spec in enumerate(SPECS):
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec, i))
    for domain, records in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{len(ids)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
