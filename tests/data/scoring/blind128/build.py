"""Expand the blind128 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind128/build.py

Each spec gives the prompt, the steps (LLM calls, tool calls with arguments and JSON outputs or
errors, retries, calls whose output never arrived) and the final answer; this adds call ids,
timestamps on 2026-11-20, token usage and metrics. Deterministic (seeded by the run id).
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from datetime import datetime, timezone
from pathlib import Path

from specs import RUNS  # noqa: E402  (run from this folder or via its path)

HERE = Path(__file__).resolve().parent
SET = "blind128"


def _call_id(run_id: str, n: int, style: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{n}".encode()).digest()
    if style == "anthropic":
        alphabet = string.ascii_letters + string.digits
        return "toolu_01" + "".join(alphabet[b % len(alphabet)] for b in digest[:22])
    return "call_" + digest.hex()[:12]


def _expand_steps(steps: list) -> list:
    """LLM calls where an agent makes them: first, between a tool result and the next call
    (framework retries excepted), and last."""
    out: list = []
    for step in steps:
        if step[0] in ("call", "missing") and (not out or out[-1][0] in ("call", "missing")):
            out.append(("llm", None, None))
        out.append(step)
    if not out or out[0][0] != "llm":
        out.insert(0, ("llm", None, None))
    if out[-1][0] != "llm":
        out.append(("llm", None, None))
    return out


def build(spec: dict) -> dict:
    rid = spec["id"]
    rng = random.Random(rid)
    model = spec.get("model", "gpt-4o-2024-08-06")
    style = "anthropic" if model.startswith("claude") else "openai"
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = datetime(2026, 11, 20, hh, mm, ss, tzinfo=timezone.utc).timestamp()
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    seen = len(spec["prompt"]) // 4 + 380
    steps = _expand_steps(spec["steps"])
    last_llm = max(i for i, s in enumerate(steps) if s[0] == "llm")
    tin = tout = 0
    n = 0
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "llm":
            _, i_tok, o_tok = step
            if i_tok is None:
                i_tok = seen + rng.randint(10, 60)
            if o_tok is None:
                o_tok = len(spec["response"]) // 4 + rng.randint(6, 20) if i == last_llm else rng.randint(22, 70)
            trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                          "token_usage": {"input_tokens": i_tok, "output_tokens": o_tok}})
            tin += i_tok
            tout += o_tok
            seen = i_tok + o_tok
            t += 0.6 + o_tok / 55 + rng.random() * 0.5
        elif kind in ("call", "missing"):
            tool, args = step[1], step[2]
            n += 1
            cid = _call_id(rid, n, style)
            calls.append({"tool": tool, "args": args, "id": cid, "timestamp": round(t, 3)})
            trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": args, "timestamp": round(t, 3)})
            if kind == "missing":
                t += step[3] if len(step) > 3 and step[3] else 2.0 + rng.random()
                continue
            _, _, _, output, error, dur = step
            t += dur if dur is not None else 0.25 + rng.random() * 1.2
            outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": round(t, 3)})
            trace.append({"event": "tool_end", "tool": tool, "call_id": cid, "output": output, "error": error,
                          "timestamp": round(t, 3)})
            if error is not None:
                errors.append(error)
            seen += len(json.dumps(output)) // 4 + len(json.dumps(args)) // 4 + 20
        elif kind == "retry":
            _, tool, attempt, reason, wait = step
            t += wait
            retries += 1
            trace.append({"event": "retry", "tool": tool, "attempt": attempt, "reason": reason, "timestamp": round(t, 3)})
        else:
            raise ValueError(kind)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": rid,
        "set": SET,
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("cause"),
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - start, 3), "token_usage": {"input_tokens": tin, "output_tokens": tout},
                    "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    ids = set()
    for spec in RUNS:
        assert spec["id"] not in ids, spec["id"]
        ids.add(spec["id"])
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for path in HERE.glob("*.jsonl"):
        path.unlink()
    for domain, records in by_domain.items():
        name = domain.replace(" ", "_") + ".jsonl"
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
