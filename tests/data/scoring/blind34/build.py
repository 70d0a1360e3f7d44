"""Expand the blind34 specs (specs_*.py in this folder) into one JSONL file per domain.

    python tests/data/scoring/blind34/build.py

A spec is a question, the tool calls the agent made (arguments, JSON output or error text), and
its final answer. This script adds what a recorder adds: call ids, timestamps on 2026-11-20
(each run starts at the UTC clock time its spec names), llm_call events with token usage,
tool_start/tool_end, retry events, agent_start/agent_finish, and the metrics. Everything is
derived deterministically from the run id, so rebuilding gives the same bytes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import specs_a  # noqa: E402
import specs_b  # noqa: E402

SET = "blind34"
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
SYSTEM_PROMPT_CHARS = 1900  # system prompt and tool schemas, as the first turn's input


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _frac(*parts: str) -> float:
    return (_h(*parts) % 10_000) / 10_000


def _call_id(run_id: str, index: int, model: str) -> str:
    n = _h(run_id, "call", str(index))
    chars = []
    for _ in range(24):
        n, r = divmod(n, len(ALPHABET))
        chars.append(ALPHABET[r])
    body = "".join(chars)
    if model.startswith("claude"):
        return "toolu_01" + body[:22]
    return "call_" + body


def _tokens_in(chars: int, run_id: str, turn: int) -> int:
    return 310 + chars // 4 + int(_frac(run_id, "in", str(turn)) * 40)


def build(spec: dict) -> dict:
    rid, model = spec["id"], spec["model"]
    hh, mm, ss = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm, seconds=ss)).timestamp()
    t0 = t
    context = SYSTEM_PROMPT_CHARS + len(spec["prompt"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    usage = {"input_tokens": 0, "output_tokens": 0}
    turn = 0
    need_llm = True
    attempts: dict[str, int] = {}

    def llm(output_tokens: int, seconds: float) -> None:
        nonlocal t, turn
        tokens = {"input_tokens": _tokens_in(context, rid, turn), "output_tokens": output_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tokens})
        usage["input_tokens"] += tokens["input_tokens"]
        usage["output_tokens"] += tokens["output_tokens"]
        turn += 1
        t += seconds

    for index, step in enumerate(spec["steps"]):
        if "llm_loop" in step:  # the model called again and again without progress
            for k in range(step["llm_loop"]):
                out = step.get("loop_output_tokens", 60 + int(_frac(rid, "loop", str(k)) * 30))
                llm(out, 1.6 + _frac(rid, "loopd", str(k)) * 1.5)
                context += out * 4
            need_llm = True
            continue
        tool, args = step["tool"], step.get("args", {})
        args_json = json.dumps(args)
        if need_llm:
            llm(18 + len(args_json) // 3, 0.9 + _frac(rid, "llmd", str(index)) * 1.5)
        context += len(args_json) + 40
        cid = _call_id(rid, index, model)
        start = round(t, 3)
        calls.append({"tool": tool, "args": args, "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": args, "timestamp": start})
        t += step.get("dur", 0.35 + _frac(rid, "tool", str(index)) * 1.2)
        if step.get("missing"):  # the call never reported back: no tool_end, no output
            need_llm = True
            continue
        error = step.get("error")
        output = step.get("output")
        end = round(t, 3)
        outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": end})
        trace.append(
            {"event": "tool_end", "tool": tool, "call_id": cid, "output": output, "error": error, "timestamp": end}
        )
        context += len(json.dumps(output)) + (len(error) if error else 0)
        if error:
            errors.append(error)
        if step.get("retry"):
            attempts[tool] = attempts.get(tool, 1) + 1
            t += step.get("backoff", 1.0)
            trace.append(
                {"event": "retry", "tool": tool, "attempt": attempts[tool], "reason": error, "timestamp": round(t, 3)}
            )
            retries += 1
            need_llm = False
        else:
            need_llm = True

    llm(len(spec["response"]) // 4 + 6, 0.8 + len(spec["response"]) / 90)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    specs = specs_a.RUNS + specs_b.RUNS
    ids = [s["id"] for s in specs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in specs:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as f:
            for record in records:
                f.write(json.dumps(record, sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{len(specs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
