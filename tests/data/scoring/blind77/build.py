"""Builds blind77's JSONL files from the specs in specs_*.py (written by the blind77 tester).

python tests/data/scoring/blind77/build.py
"""
from __future__ import annotations

import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))

from specs_a import RUNS as RUNS_A  # noqa: E402
from specs_b import RUNS as RUNS_B  # noqa: E402

DAY = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def _tokens(seed: str, base_in: int) -> dict:
    h = _h(seed)
    return {"input_tokens": base_in + h % 300, "output_tokens": 30 + (h >> 12) % 120}


def build(spec: dict, index: int) -> dict:
    rid = spec["id"]
    model = MODELS[_h(rid) % len(MODELS)]
    t = DAY + 7 * 3600 + index * 613 + (_h(rid) % 50)
    start = t
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    ctx = 380 + _h(rid + "ctx") % 200
    attempts: dict[str, int] = {}

    def llm(tag: str) -> None:
        nonlocal t, tin, tout, ctx
        tu = _tokens(rid + tag, ctx)
        ctx += 260
        tin += tu["input_tokens"]
        tout += tu["output_tokens"]
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": tu})
        t += 0.9 + (_h(rid + tag + "d") % 1500) / 1000

    llm("plan")
    for n, call in enumerate(spec["calls"]):
        tool = call["tool"]
        if call.get("retry"):
            attempts[tool] = attempts.get(tool, 1) + 1
            retries += 1
            t += 0.4
            trace.append({"event": "retry", "timestamp": round(t, 3), "tool": tool, "attempt": attempts[tool]})
        elif n > 0 and not call.get("no_llm"):
            llm(f"step{n}")
        cid = "call_" + hashlib.sha256(f"{rid}/{n}".encode()).hexdigest()[:12]
        args = call.get("args", {})
        t += 0.05
        calls.append({"tool": tool, "args": args, "id": cid, "timestamp": round(t, 3)})
        trace.append({"event": "tool_start", "timestamp": round(t, 3), "tool": tool, "args": args, "call_id": cid})
        if call.get("missing"):
            t += 1.2
            continue
        t += call.get("secs", 0.3 + (_h(cid) % 1800) / 1000)
        err = call.get("error")
        out = call.get("output")
        outputs.append({"tool": tool, "output": out, "call_id": cid, "error": err, "timestamp": round(t, 3)})
        trace.append({"event": "tool_end", "timestamp": round(t, 3), "tool": tool, "output": out, "call_id": cid, "error": err})
        if err:
            errors.append(err)
    for k in range(spec.get("llm_loop", 0)):
        llm(f"loop{k}")
    llm("answer")
    t += 0.2
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": rid,
        "set": "blind77",
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec.get("expected_cause"),
        "split": "heldout",
        "evidence_level": "fully_instrumented",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {
            "latency": round(t - start, 3),
            "token_usage": {"input_tokens": tin, "output_tokens": tout},
            "retries": retries,
            "errors": errors,
        },
    }


def main() -> None:
    runs = RUNS_A + RUNS_B
    ids = [r["id"] for r in runs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_file: dict[str, list[str]] = {}
    for i, spec in enumerate(runs):
        rec = build(spec, i)
        by_file.setdefault(spec["file"], []).append(json.dumps(rec, sort_keys=True, ensure_ascii=False))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for name, lines in by_file.items():
        (HERE / f"{name}.jsonl").write_text("\n".join(lines) + "\n")
    print(f"{len(runs)} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
