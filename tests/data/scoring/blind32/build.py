"""Expand the blind32 specs (specs_*.py in this folder) into one JSONL file per domain.

    python tests/data/scoring/blind32/build.py

Adds call ids, timestamps (all on 2026-11-20, UTC), llm_call events with token usage,
tool_start/tool_end, retry events and metrics. Deterministic: the same specs give the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import RUNS as RUNS_A  # noqa: E402
from specs_b import RUNS as RUNS_B  # noqa: E402

DAY0 = 1795132800  # 2026-11-20T00:00:00Z

#: README category of a flaw -> the cause type a reviewer expects
FLAWS = {
    "invented_number": "unsupported_claim",
    "confident_claims_without_tools": "unsupported_claim",
    "contradiction": "contradiction",
    "state_contradiction": "contradiction",
    "wrong_entity": "wrong_entity",
    "wrong_id_reported": "wrong_entity",
    "stale_data": "stale_data",
    "ignored_output": "ignored_tool_output",
    "unacknowledged_error": "unacknowledged_error",
    "missing_output": "missing_tool_output",
    "retry_loop": "retry_loop",
    "llm_loop": "llm_loop",
    "overconfident_wording": "overconfident_wording",
}


def _tokens(value) -> int:
    return max(8, len(json.dumps(value)) // 4)


def _call_id(rng: random.Random, model: str) -> str:
    if model.startswith("claude"):
        alphabet = string.ascii_letters + string.digits
        return "toolu_01" + "".join(rng.choice(alphabet) for _ in range(22))
    return "call_" + "".join(rng.choice("0123456789abcdef") for _ in range(12))


def build(spec: dict) -> dict:
    rid = spec["id"]
    rng = random.Random(hashlib.sha256(rid.encode()).hexdigest())
    hh, mm, ss = (int(x) for x in spec["at"].split(":"))
    t = DAY0 + hh * 3600 + mm * 60 + ss + 0.0
    start = t
    model = spec.get("model", "gpt-4o-2024-08-06")
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 320 + rng.randint(0, 160) + len(spec["prompt"]) // 4
    usage_in = usage_out = 0

    def llm(out_tokens: int) -> None:
        nonlocal t, usage_in, usage_out, context
        usage = {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        usage_in += context
        usage_out += out_tokens
        context += out_tokens
        t += 0.6 + out_tokens * 0.018 + rng.uniform(0.1, 0.9)

    for turn in spec.get("turns", []):
        llm(22 + sum(_tokens(c["args"]) for c in turn) + rng.randint(4, 30))
        attempts: dict[str, int] = {}
        for c in turn:
            tool = c["tool"]
            attempts[tool] = attempts.get(tool, 0) + 1
            if c.get("retry"):
                t += c.get("backoff", 1.0)
                retries += 1
                trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "attempt": attempts[tool]})
            cid = _call_id(rng, model)
            call = {"args": c["args"], "id": cid, "timestamp": round(t, 3), "tool": tool}
            calls.append(call)
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": tool})
            t += c.get("dur") or rng.uniform(0.18, 1.6)
            if c.get("missing"):
                continue
            out = {"call_id": cid, "error": c.get("err"), "output": c.get("out"), "timestamp": round(t, 3), "tool": tool}
            outputs.append(out)
            trace.append({"call_id": cid, "error": c.get("err"), "event": "tool_end", "output": c.get("out"),
                          "timestamp": round(t, 3), "tool": tool})
            if c.get("err"):
                errors.append(c["err"])
                context += _tokens(c["err"])
            else:
                context += _tokens(c.get("out"))
    for _ in range(spec.get("extra_llm", 0)):  # the same step planned again and again
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": 41}})
        usage_in += context
        usage_out += 41
        t += 1.9 + rng.uniform(0.0, 0.4)
    llm(len(spec["response"]) // 4 + rng.randint(3, 15))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})

    category = spec["category"]
    flawed = category in FLAWS
    return {
        "category": category,
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": FLAWS.get(category),
        "id": rid,
        "label": "flawed" if flawed else "clean",
        "metrics": {
            "errors": errors,
            "latency": round(t - start, 3),
            "retries": retries,
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind32",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in RUNS_A + RUNS_B:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=True) + "\n")
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
