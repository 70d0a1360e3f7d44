"""Build the blind58 held-out set: `python tests/data/scoring/blind58/build.py` rewrites the JSONL files.

The runs are written below as compact specs (`run(...)`: question, steps, final answer); this
builder adds call ids, timestamps on 2026-11-20, LLM calls with token usage, the trace and the
metrics, in the shape of the corpus records (`EvaluationEvidence.to_dict()` plus the label fields).

Steps:
  T(tool, args, output=..., error=..., secs=...)   one tool call (`lost=True`: started, no output recorded)
  R(tool, attempt, reason)                        a retry event; the next call follows it without an LLM call
  L(n)                                            n extra LLM calls in a row (an agent re-planning in circles)
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = "blind58"
DAY = "2026-11-20"

MODELS = {
    "hunting_licenses": "gpt-4o-2024-08-06",
    "shooting_range_lanes": "claude-3-5-sonnet-20241022",
    "hunting_guide_bookings": "gpt-4.1-2025-04-14",
    "game_processing": "claude-sonnet-4-20250514",
    "deer_tags": "gpt-4o-mini-2024-07-18",
    "duck_blind_reservations": "gpt-4o-2024-08-06",
    "trail_camera_subscriptions": "claude-3-5-sonnet-20241022",
    "bow_tuning": "gpt-4.1-mini-2025-04-14",
    "taxidermy_orders": "claude-sonnet-4-20250514",
    "wilderness_first_aid_courses": "gpt-4o-2024-08-06",
}

RUNS: list[dict] = []


def T(tool, args, output=None, error=None, secs=None, lost=False):
    return {"kind": "tool", "tool": tool, "args": args, "output": output, "error": error, "secs": secs, "lost": lost}


def R(tool, attempt, reason):
    return {"kind": "retry", "tool": tool, "attempt": attempt, "reason": reason}


def L(n):
    return {"kind": "loop", "n": n}


def run(case_id, domain, label, category, cause, at, prompt, steps, response):
    RUNS.append(
        {
            "id": f"{SET}-{case_id}",
            "domain": domain,
            "label": label,
            "category": category,
            "expected_cause": cause,
            "at": at,
            "prompt": prompt,
            "steps": steps,
            "response": response,
        }
    )


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _call_id(model: str, case_id: str, n: int) -> str:
    digest = hashlib.sha256(f"{case_id}#{n}".encode()).hexdigest()
    if model.startswith("claude"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz123456789"
        value = int(digest, 16)
        chars = []
        for _ in range(22):
            value, rem = divmod(value, len(alphabet))
            chars.append(alphabet[rem])
        return "toolu_01" + "".join(chars)
    return "call_" + digest[:24]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


def expand(spec: dict) -> dict:
    model = MODELS[spec["domain"]]
    start = datetime.fromisoformat(f"{DAY}T{spec['at']}+00:00").astimezone(timezone.utc).timestamp()
    t = float(start)
    context = 310 + _tokens(spec["prompt"]) + 180  # system prompt, tool schemas, the question
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    pending_retry = False
    n = 0

    def llm(out_tokens: int, think: float) -> None:
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
        t += think

    for step in spec["steps"]:
        if step["kind"] == "retry":
            t += 0.25 + (_h(spec["id"], "r", step["attempt"]) % 60) / 100
            trace.append(
                {
                    "event": "retry",
                    "timestamp": round(t, 3),
                    "tool": step["tool"],
                    "attempt": step["attempt"],
                    "reason": step["reason"],
                }
            )
            retries += 1
            pending_retry = True
            continue
        if step["kind"] == "loop":
            for i in range(step["n"]):
                llm(38 + _h(spec["id"], "loop", i) % 9, 1.3 + (_h(spec["id"], "lt", i) % 90) / 100)
            continue
        n += 1
        args_text = json.dumps(step["args"])
        if not pending_retry:
            llm(_tokens(args_text) + 22, 0.9 + (_h(spec["id"], "think", n) % 140) / 100)
        pending_retry = False
        cid = _call_id(model, spec["id"], n)
        call = {"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]}
        calls.append(call)
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        secs = step["secs"] if step["secs"] is not None else 0.35 + (_h(spec["id"], "tool", n) % 150) / 100
        t += secs
        if step["lost"]:
            continue
        out = {"call_id": cid, "error": step["error"], "output": step["output"], "timestamp": round(t, 3), "tool": step["tool"]}
        outputs.append(out)
        trace.append(
            {
                "call_id": cid,
                "error": step["error"],
                "event": "tool_end",
                "output": step["output"],
                "timestamp": round(t, 3),
                "tool": step["tool"],
            }
        )
        if step["error"] is not None:
            errors.append(step["error"])
        context += _tokens(json.dumps(step["output"])) + _tokens(str(step["error"] or "")) + 12

    final = _tokens(spec["response"]) + 8
    llm(final, 0.6 + final / 55)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    import specs  # noqa: F401  (fills RUNS)

    by_domain: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_domain.setdefault(spec["domain"], []).append(expand(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    import sys

    sys.path.insert(0, str(HERE))
    sys.modules.setdefault("build", sys.modules[__name__])
    main()
