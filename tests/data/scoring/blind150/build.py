"""Build the blind150 JSONL files from the compact specs in specs.py.

    python tests/data/scoring/blind150/build.py

Adds call ids, timestamps (all on 2026-11-20 UTC), token usage, the trace and metrics.
Deterministic: the same specs always give the same files.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
DAY = 1795132800.0  # 2026-11-20T00:00:00Z
MODELS = ["gpt-4o-2024-08-06", "claude-sonnet-4-20250514", "gpt-4.1-2025-04-14", "claude-3-5-haiku-20241022"]


def _rng(key: str) -> random.Random:
    return random.Random(int(hashlib.sha256(key.encode()).hexdigest()[:16], 16))


def _call_id(run_id: str, i: int, model: str) -> str:
    r = _rng(f"{run_id}/{i}")
    if model.startswith("claude"):
        return "toolu_01" + "".join(r.choice(string.ascii_letters + string.digits) for _ in range(22))
    return "call_" + "".join(r.choice("0123456789abcdef") for _ in range(12))


def _start(hhmmss: str) -> float:
    h, m, s = (int(x) for x in hhmmss.split(":"))
    return DAY + h * 3600 + m * 60 + s


def build(spec: dict) -> dict:
    rid = spec["id"]
    r = _rng(rid)
    model = spec.get("model") or MODELS[int(hashlib.sha256(rid.encode()).hexdigest(), 16) % len(MODELS)]
    t = _start(spec["start"])
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tin = tout = 0
    context = 380 + len(spec["prompt"]) // 4 + r.randint(0, 120)

    def llm(out_tokens: int) -> None:
        nonlocal t, tin, tout
        usage = {"input_tokens": context, "output_tokens": out_tokens}
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": usage})
        tin += context
        tout += out_tokens
        t += 0.6 + out_tokens * 0.018 + r.random() * 0.8

    for i, step in enumerate(spec["steps"]):
        if step.get("retry"):
            retries += 1
            t += step.get("backoff", 1.0)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "reason": step.get("reason", "previous attempt failed"), "timestamp": round(t, 3)})
        if not step.get("same_turn"):
            llm(r.randint(28, 70))
        cid = _call_id(rid, i, model)
        t += 0.05 + r.random() * 0.1
        call = {"args": step["args"], "id": cid, "timestamp": round(t, 3), "tool": step["tool"]}
        calls.append(call)
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": round(t, 3), "tool": step["tool"]})
        t += step.get("dur", 0.4 + r.random() * 1.4)
        context += 40 + len(json.dumps(step["args"])) // 4
        if step.get("missing"):
            continue  # started, never ended: no tool_end, no output
        err = step.get("error")
        out = step.get("output")
        rec = {"call_id": cid, "error": err, "output": out, "timestamp": round(t, 3), "tool": step["tool"]}
        outputs.append(rec)
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": round(t, 3), "tool": step["tool"]})
        if err:
            errors.append(err)
        context += len(json.dumps(out if out is not None else err)) // 4

    for _ in range(spec.get("loop_llm", 0)):  # the model calling itself again and again without progress
        llm(r.randint(55, 62))
        context += r.randint(55, 62)
    llm(len(spec["response"]) // 4 + r.randint(5, 25))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    rec = {key: spec[key] for key in ("category", "domain", "label", "prompt", "response")}
    rec.update(id=rid, expected_cause=spec.get("cause"), evidence_level="fully_instrumented", set="blind150", split="heldout")
    rec.update(tool_calls=calls, tool_outputs=outputs, trace=trace)
    usage = {"input_tokens": tin, "output_tokens": tout}
    rec["metrics"] = dict(errors=errors, latency=round(t - start, 3), retries=retries, token_usage=usage)
    assert rec["label"] in ("clean", "flawed")
    assert (rec["label"] == "clean") == (rec["expected_cause"] is None), rid
    assert start >= DAY and t < DAY + 86400, rid
    return rec


def main() -> None:
    ids = [spec["id"] for spec in RUNS]
    assert len(ids) == len(set(ids)), "duplicate run id"
    files: dict[str, list[str]] = {}
    for spec in RUNS:
        files.setdefault(spec["domain"], []).append(json.dumps(build(spec), sort_keys=True, ensure_ascii=False))
    for domain, lines in files.items():
        (HERE / f"{domain}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(ids)} runs in {len(files)} files")


if __name__ == "__main__":
    main()
