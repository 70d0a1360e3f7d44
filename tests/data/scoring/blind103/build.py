"""Expand the compact specs in specs_*.py into blind103/<domain>.jsonl (one run per line).

Written for the blind103 held-out set. The builder adds what a recorder would: call ids,
timestamps (every run on 2026-11-20 UTC), llm_call events with token usage, tool_start /
tool_end pairs, retry events, agent_start / agent_finish and the run's metrics.

    python tests/data/scoring/blind103/build.py
"""

from __future__ import annotations

import hashlib
import json
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

DAY = 1795132800.0  # 2026-11-20T00:00:00Z
SET = "blind103"

# --- step helpers used by the specs ---------------------------------------------------------

MISSING = object()  # a call whose tool_end never arrived (no output recorded)


def L(n: int = 1) -> list[dict]:
    """n model calls (a turn of the LLM)."""
    return [{"kind": "llm"} for _ in range(n)]


def call(tool: str, args: dict, output=None, error: str | None = None, dur: float | None = None) -> dict:
    missing = output is MISSING
    return {"kind": "call", "tool": tool, "args": args, "output": None if missing else output, "error": error, "dur": dur, "missing": missing}


def retry(tool: str, attempt: int, backoff: float = 1.0) -> dict:
    return {"kind": "retry", "tool": tool, "attempt": attempt, "backoff": backoff}


def flat(*steps) -> list[dict]:
    out: list[dict] = []
    for s in steps:
        out.extend(s if isinstance(s, list) else [s])
    return out


# --- deterministic "randomness" ---------------------------------------------------------------


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


def _frac(*parts) -> float:
    return (_h(*parts) % 10_000) / 10_000


_B62 = string.digits + string.ascii_letters


def _call_id(model: str, run_id: str, n: int) -> str:
    v = _h(run_id, "call", n)
    if model.startswith("claude"):
        s = ""
        for _ in range(22):
            v, r = divmod(v, 62)
            s += _B62[r]
        return "toolu_01" + s
    return "call_" + format(v, "x")[:12]


def _tok(obj) -> int:
    return max(1, len(json.dumps(obj, ensure_ascii=False)) // 4)


def _hms(hms: str) -> float:
    h, m, s = (int(x) for x in hms.split(":"))
    return DAY + h * 3600 + m * 60 + s


def build(spec: dict) -> dict:
    rid = spec["id"]
    model = spec.get("model", "gpt-4o-2024-08-06")
    steps = spec["steps"]
    response = spec["response"]
    t = _hms(spec["start"])
    start = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tin = tout = 0
    context = 380 + _tok(spec["prompt"]) + 240 * len({s["tool"] for s in steps if s["kind"] == "call"})
    last_call_id = None
    n_call = 0
    for i, step in enumerate(steps):
        kind = step["kind"]
        if kind == "llm":
            nxt = steps[i + 1] if i + 1 < len(steps) else None
            if nxt is None:
                out_t = _tok(response) + 8
            elif nxt["kind"] == "call":
                out_t = 22 + _tok(nxt["args"])
            else:
                out_t = 55 + int(20 * _frac(rid, i))
            in_t = context
            trace.append(
                {"event": "llm_call", "model": model, "timestamp": round(t, 3), "token_usage": {"input_tokens": in_t, "output_tokens": out_t}}
            )
            tin += in_t
            tout += out_t
            context += out_t
            t += 0.6 + out_t * 0.018 + 0.8 * _frac(rid, "llm", i)
        elif kind == "call":
            cid = _call_id(model, rid, n_call)
            n_call += 1
            last_call_id = cid
            t_start = round(t, 3)
            tool_calls.append({"args": step["args"], "id": cid, "timestamp": t_start, "tool": step["tool"]})
            trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": t_start, "tool": step["tool"]})
            dur = step["dur"] if step["dur"] is not None else 0.35 + 1.2 * _frac(rid, "tool", i)
            t += dur
            if step["missing"]:
                t += 0.2
                continue
            t_end = round(t, 3)
            out = None if step["error"] else step["output"]
            rec = {"call_id": cid, "error": step["error"], "output": out, "timestamp": t_end, "tool": step["tool"]}
            tool_outputs.append(rec)
            trace.append({"call_id": cid, "error": step["error"], "event": "tool_end", "output": out, "timestamp": t_end, "tool": step["tool"]})
            if step["error"]:
                errors.append(step["error"])
                context += _tok(step["error"])
            else:
                context += _tok(out)
        elif kind == "retry":
            t += 0.05
            trace.append(
                {"attempt": step["attempt"], "call_id": last_call_id, "event": "retry", "timestamp": round(t, 3), "tool": step["tool"]}
            )
            retries += 1
            t += step["backoff"]
        else:  # pragma: no cover
            raise ValueError(kind)
    t += 0.02
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY < 86400, f"{rid}: run leaves 2026-11-20"
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["cause"],
        "id": rid,
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - start, 3), "retries": retries, "token_usage": {"input_tokens": tin, "output_tokens": tout}},
        "prompt": spec["prompt"],
        "response": response,
        "set": SET,
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    import specs_a
    import specs_b

    runs = specs_a.RUNS + specs_b.RUNS
    ids = [r["id"] for r in runs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in runs:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, recs in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(runs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
