"""Expand the compact specs in specs.py into one JSONL file per domain (set blind133).

    python tests/data/scoring/blind133/build.py

Adds call ids, timestamps on 2026-11-20, llm_call events with token usage, tool_start/tool_end,
retry events, agent_finish and metrics. Deterministic: the same specs give the same files.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import defaultdict

from specs import SPECS

HERE = os.path.dirname(os.path.abspath(__file__))
DAY0 = 1795132800  # 2026-11-20T00:00:00Z


def _hex(seed: str, n: int = 12) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def _tokens(text: str) -> int:
    return max(12, len(text) // 4)


def build(spec: dict) -> dict:
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = float(DAY0 + hh * 3600 + mm * 60 + ss)
    model = spec.get("model", "gpt-4o-2024-08-06")
    anthropic = model.startswith("claude")
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    context = 380 + _tokens(spec["prompt"])

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens / 90.0

    llm(38)
    for n, step in enumerate(spec["steps"]):
        kind = step.get("kind", "call")
        if kind == "retry":
            retries += 1
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["attempt"], "timestamp": round(t, 3)})
            t += step.get("wait", 1.0)
            continue
        if kind == "llm":
            llm(step.get("out", 40))
            continue
        cid = ("toolu_01" + _hex(spec["id"] + str(n), 20)) if anthropic else ("call_" + _hex(spec["id"] + str(n)))
        call = {"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]}
        calls.append(call)
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 1.1)
        if step.get("missing"):
            # no tool_end: the tool span never reported a result
            continue
        err = step.get("error")
        out = step.get("output")
        o = {"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]}
        outputs.append(o)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        if err:
            errors.append(err)
        context += _tokens(json.dumps(out if out is not None else err))
        if not step.get("no_llm"):
            llm(step.get("out", 30))
    llm(_tokens(spec["response"]))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind133",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain[spec["domain"]].append(build(spec))
    for domain, records in sorted(by_domain.items()):
        path = os.path.join(HERE, domain.replace(" ", "_").replace("'", "").lower() + ".jsonl")
        with open(path, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
