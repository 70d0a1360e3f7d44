"""Build the blind9 held-out scoring runs from the compact specs in specs.py.

python tests/data/scoring/blind9/build.py   # rewrites tests/data/scoring/blind9/<domain>.jsonl

Each spec gives the prompt, the steps (tool calls with their arguments and JSON outputs or
errors, retries, calls whose output was never recorded, extra LLM calls) and the final answer;
this script adds call ids, timestamps, token usage, the trace and the metrics.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from specs import SPECS  # noqa: E402

MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14", "claude-sonnet-4-20250514"]


def _h(*parts: object) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(run_id: str, n: int, anthropic: bool) -> str:
    digest = hashlib.sha256(f"{run_id}#{n}".encode()).hexdigest()
    if anthropic:
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
        num = int(digest, 16)
        chars = []
        for _ in range(22):
            num, r = divmod(num, len(alphabet))
            chars.append(alphabet[r])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def _tokens(size: int) -> int:
    return max(8, size // 4)


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = spec.get("model") or MODELS[_h(rid) % len(MODELS)]
    anthropic = model.startswith("claude")
    start = dt.datetime.fromisoformat(spec["at"].replace("Z", "+00:00")).timestamp()
    t = start
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 320 + _tokens(len(spec["prompt"]))
    usage_in = usage_out = 0
    n = 0
    last_call: dict | None = None

    def llm(out_tokens: int) -> None:
        nonlocal t, usage_in, usage_out
        usage = {"input_tokens": context, "output_tokens": out_tokens}
        usage_in += context
        usage_out += out_tokens
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        t += 0.9 + out_tokens * 0.018 + (_h(rid, "llm", len(trace)) % 400) / 1000

    prev_kind = None
    for step in spec["steps"]:
        kind = step[0]
        if kind == "llm":  # an extra LLM call (e.g. a loop), optional output token count
            llm(step[1] if len(step) > 1 else 60)
            prev_kind = kind
            continue
        if kind == "retry":
            retries += 1
            assert last_call is not None
            trace.append({
                "event": "retry",
                "tool": last_call["tool"],
                "call_id": last_call["id"],
                "attempt": step[1],
                "reason": errors[-1] if errors else "retry",
                "timestamp": round(t, 3),
            })
            t += step[2] if len(step) > 2 else 1.0
            prev_kind = kind
            continue
        # a tool step: ("ok", tool, args, output[, dur]) | ("err", tool, args, error[, dur]) | ("lost", tool, args)
        tool, args = step[1], step[2]
        same_turn = isinstance(step[-1], dict) and step[-1].get("same_turn")
        if prev_kind not in ("retry",) and not same_turn:
            llm(28 + _tokens(len(json.dumps(args))) + _h(rid, n) % 20)
        n += 1
        cid = _call_id(rid, n, anthropic)
        call = {"tool": tool, "args": args, "id": cid, "timestamp": round(t, 3)}
        calls.append(call)
        last_call = call
        trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": args, "timestamp": round(t, 3)})
        dur = None
        if len(step) > 4 and isinstance(step[4], (int, float)):
            dur = step[4]
        if dur is None:
            dur = 0.25 + (_h(rid, "dur", n) % 1800) / 1000
        if kind == "lost":
            t += dur
            prev_kind = kind
            continue
        t += dur
        if kind == "ok":
            out, err = step[3], None
        else:
            out, err = None, step[3]
            errors.append(err)
        outputs.append({"tool": tool, "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
        trace.append({"event": "tool_end", "tool": tool, "call_id": cid, "output": out, "error": err, "timestamp": round(t, 3)})
        context += _tokens(len(json.dumps(out if out is not None else err))) + 30
        prev_kind = kind
    llm(_tokens(len(spec["response"])) + 6)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": rid,
        "set": "blind9",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("cause"),
        "split": "heldout",
        "evidence_level": "fully_instrumented",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - start, 3),
            "token_usage": {"input_tokens": usage_in, "output_tokens": usage_out},
            "retries": retries,
            "errors": errors,
        },
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        rec = build(spec)
        by_domain.setdefault(spec["domain"], []).append(rec)
    for domain, recs in by_domain.items():
        with open(os.path.join(HERE, f"{domain}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
