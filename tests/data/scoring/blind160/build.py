"""Build the blind160 JSONL files from the compact specs in specs_a.py and specs_b.py.

    python tests/data/scoring/blind160/build.py

Each spec is a run written by hand (question, tool calls with arguments and JSON outputs or
errors, final answer). This script only adds the mechanics: call ids, timestamps on
2026-11-20 (UTC), llm_call events with token usage, tool_start/tool_end and retry events,
agent_start/agent_finish, and metrics (latency, summed tokens, retries, errors in order).
Deterministic: the same specs give the same bytes.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import RUNS as RUNS_A  # noqa: E402
from specs_b import RUNS as RUNS_B  # noqa: E402

SET = "blind160"
DAY = "2026-11-20"
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


def _h(*parts: str) -> int:
    return int.from_bytes(hashlib.sha256("|".join(parts).encode()).digest(), "big")


def _b62(n: int, length: int) -> str:
    out = []
    for _ in range(length):
        n, r = divmod(n, 62)
        out.append(B62[r])
    return "".join(out)


def _call_id(run_id: str, n: int, model: str) -> str:
    h = _h(run_id, "call", str(n))
    if model.startswith("claude"):
        return "toolu_01" + _b62(h, 22)
    return "call_" + _b62(h, 24)


def _jitter(run_id: str, what: str, lo: float, hi: float) -> float:
    frac = (_h(run_id, what) % 10_000) / 10_000
    return round(lo + (hi - lo) * frac, 3)


def _size(value) -> int:
    return len(json.dumps(value, ensure_ascii=False))


def build(spec: dict) -> dict:
    run_id = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    t0 = dt.datetime.fromisoformat(f"{DAY}T{spec['at']}+00:00").timestamp()
    t = t0
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    context = 380 + len(spec["prompt"]) // 4 + spec.get("schema_tokens", 420)
    tokens_in = tokens_out = 0
    n_llm = 0
    n_call = 0
    llm_pending = True  # an llm_call precedes the next tool call unless a retry wrapper re-runs it

    def llm(out_tokens: int) -> None:
        nonlocal t, tokens_in, tokens_out, n_llm, context
        n_llm += 1
        trace.append({
            "event": "llm_call",
            "model": model,
            "timestamp": round(t, 3),
            "token_usage": {"input_tokens": context, "output_tokens": out_tokens},
        })
        tokens_in += context
        tokens_out += out_tokens
        context += out_tokens
        t += _jitter(run_id, f"llm{n_llm}", 0.9, 2.6)

    for step in spec["steps"]:
        kind = step[0]
        if kind == "think":
            # an llm call that produced no tool call (the agent deliberating again)
            for _ in range(step[1]):
                llm(step[2] if len(step) > 2 else 96)
            llm_pending = True
            continue
        if kind == "retry":
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": step[1], "attempt": step[2]})
            t += step[3] if len(step) > 3 else _jitter(run_id, f"backoff{retries}", 0.5, 2.0)
            llm_pending = False
            continue
        if llm_pending:
            llm(28 + _size(step[2]) // 4)
        llm_pending = True
        tool, args = step[1], step[2]
        n_call += 1
        cid = _call_id(run_id, n_call, model)
        start = round(t, 3)
        calls.append({"tool": tool, "args": args, "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": tool, "args": args, "call_id": cid, "timestamp": start})
        if kind == "nooutput":
            # the call was started and never returned a result: no tool_end, no tool output
            t += step[3] if len(step) > 3 else 30.0
            continue
        if kind == "call":
            output, error = step[3], None
            duration = step[4] if len(step) > 4 else _jitter(run_id, f"tool{n_call}", 0.25, 1.6)
        elif kind == "fail":
            output, error = (step[4] if len(step) > 4 else None), step[3]
            duration = step[5] if len(step) > 5 else _jitter(run_id, f"tool{n_call}", 0.2, 1.2)
            errors.append(error)
        else:
            raise ValueError(f"{run_id}: unknown step kind {kind!r}")
        t += duration
        end = round(t, 3)
        outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": end})
        trace.append({"event": "tool_end", "tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": end})
        context += (_size(output) if output is not None else len(error)) // 4 + 12
        t += 0.05

    llm(len(spec["response"]) // 4 + 14)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - t0 < 3600, run_id
    return {
        "id": run_id,
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
        "metrics": {
            "latency": round(t - t0, 3),
            "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
            "retries": retries,
            "errors": errors,
        },
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    runs = RUNS_A + RUNS_B
    ids = [r["id"] for r in runs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in runs:
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records))
    print(f"{len(runs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
