"""Build the blind108 held-out set from the compact specs in specs_blind108.py.

Run: python tests/data/scoring/blind108/build_blind108.py  (rewrites the *.jsonl files here)

Each spec is a question, the steps the agent took (tool calls with arguments and a JSON output
or an error text, retries, missing outputs, repeated LLM calls) and the final answer; this
builder adds call ids, timestamps on 2026-11-20 (UTC), token usage and metrics.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_blind108 import SPECS  # noqa: E402

DAY = 1795132800.0  # 2026-11-20T00:00:00Z

MODELS = {
    "openai": ["gpt-4o-2024-08-06", "gpt-4.1-mini-2025-04-14", "gpt-4o-mini-2024-07-18"],
    "anthropic": ["claude-3-5-sonnet-20241022", "claude-sonnet-4-20250514", "claude-3-5-haiku-20241022"],
}


def _hms(text: str) -> float:
    h, m, *s = text.split(":")
    return int(h) * 3600 + int(m) * 60 + (int(s[0]) if s else 0)


def _tokens(obj) -> int:
    return max(8, len(json.dumps(obj, sort_keys=True)) // 4)


def build(spec: dict) -> dict:
    rid = spec["id"]
    rng = random.Random(hashlib.sha256(rid.encode()).hexdigest())
    style = spec.get("style") or ("anthropic" if int(hashlib.sha256(rid.encode()).hexdigest(), 16) % 2 else "openai")
    model = spec.get("model") or rng.choice(MODELS[style])
    t = DAY + _hms(spec["at"]) + rng.randint(0, 999) / 1000 + (spec["sec"] if "sec" in spec else rng.randint(0, 59))
    start = t
    context = 300 + len(spec.get("system", "")) // 4 + len(spec["prompt"]) // 4 + 25 * len(spec["steps"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    n_call = 0
    prev_kind = None

    def llm(out_tokens: int) -> None:
        nonlocal t, context
        trace.append(
            {
                "event": "llm_call",
                "model": model,
                "timestamp": round(t, 3),
                "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
            }
        )
        usage["input_tokens"] += context
        usage["output_tokens"] += out_tokens
        context += out_tokens
        t += rng.uniform(0.7, 2.1)

    def call_id() -> str:
        nonlocal n_call
        n_call += 1
        h = hashlib.sha256(f"{rid}/{n_call}".encode()).hexdigest()
        if style == "anthropic":
            alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789"
            return "toolu_01" + "".join(alphabet[int(h[i : i + 2], 16) % len(alphabet)] for i in range(0, 44, 2))
        return "call_" + h[:24]

    for step in spec["steps"]:
        kind = step[0]
        if kind in ("call", "error", "missing"):
            tool, args = step[1], step[2]
            if prev_kind not in ("retry",) and not (len(step) > 4 and step[4] == "parallel"):
                llm(18 + _tokens(args))
            cid = call_id()
            call_ts = round(t, 3)
            calls.append({"args": args, "id": cid, "timestamp": call_ts, "tool": tool})
            trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": call_ts, "tool": tool})
            if kind == "missing":
                t += rng.uniform(0.4, 1.5)
            else:
                dur = step[3]["dur"] if kind == "error" and isinstance(step[3], dict) and "dur" in step[3] else None
                if kind == "error":
                    err = step[3]["error"] if isinstance(step[3], dict) else step[3]
                    t += dur if dur is not None else rng.uniform(0.2, 1.2)
                    out = None
                    errors.append(err)
                else:
                    err = None
                    out = step[3]
                    t += rng.uniform(0.25, 1.6)
                end_ts = round(t, 3)
                outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end_ts, "tool": tool})
                trace.append(
                    {"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end_ts, "tool": tool}
                )
                context += _tokens(out if out is not None else err)
        elif kind == "retry":
            retries += 1
            _, tool, attempt, reason, wait = step
            trace.append({"attempt": attempt, "event": "retry", "reason": reason, "timestamp": round(t, 3), "tool": tool})
            t += wait
        elif kind == "llm_loop":
            for _ in range(step[1]):
                llm(step[2])
        else:
            raise ValueError(f"{rid}: unknown step {kind}")
        prev_kind = kind

    llm(18 + len(spec["response"]) // 4)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY < 86400, rid
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind108",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    ids = set()
    by_domain: dict[str, list[dict]] = {}
    for spec in SPECS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        assert spec["label"] in ("clean", "flawed")
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / (domain.replace(" ", "_") + ".jsonl")
        with path.open("w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(ids)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
