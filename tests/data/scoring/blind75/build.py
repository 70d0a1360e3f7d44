"""Builds the blind75 held-out set: `python tests/data/scoring/blind75/build.py` rewrites the JSONL.

Each spec is (id, label, category, expected_cause, prompt, calls, response, options). A call is a
dict: tool, args, and either `out` (JSON output) or `err` (error text); `retry` marks a call that
retries the one before it (a `retry` event precedes it, no model turn between them); `missing` leaves its output out (no
tool_end, no tool_outputs entry). Options: `llm_loop` (extra identical llm_call events before the
answer), `model`. Timestamps are all on 2026-11-20 (UTC).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

from specs_a import SPECS_A
from specs_b import SPECS_B

HERE = Path(__file__).parent
DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc).timestamp()


def _h(*parts: str) -> int:
    return int(hashlib.sha256("|".join(parts).encode()).hexdigest(), 16)


def _call_id(run_id: str, i: int, model: str) -> str:
    digest = hashlib.sha1(f"{run_id}#{i}".encode()).hexdigest()
    return f"toolu_01{digest[:20]}" if model.startswith("claude") else f"call_{digest[:12]}"


def build(domain: str, index: int, spec: tuple) -> dict:
    run_id, label, category, cause, prompt, calls, response, opts = spec
    model = opts.get("model", "gpt-4o-2024-08-06" if index % 2 == 0 else "claude-3-5-sonnet-20241022")
    seed = _h(run_id)
    t = DAY + 8 * 3600 + (_h(domain) % 40) * 600 + index * 97 + (seed % 50)
    t0 = round(t, 3)
    trace = [{"event": "agent_start", "timestamp": t0}]
    tool_calls, tool_outputs, errors = [], [], []
    tokens_in = tokens_out = retries = 0
    ctx = 380 + seed % 200

    def llm(ts: float, i: int, o: int) -> None:
        nonlocal tokens_in, tokens_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(ts, 3), "token_usage": {"input_tokens": i, "output_tokens": o}})
        tokens_in += i
        tokens_out += o

    llm(t, ctx, 28 + seed % 30)
    t += 1.1 + (seed % 9) / 10
    attempt = 1
    for n, call in enumerate(calls):
        cid = _call_id(run_id, n, model)
        if call.get("retry"):
            attempt += 1
            retries += 1
            trace.append({"event": "retry", "tool": call["tool"], "attempt": attempt, "timestamp": round(t, 3)})
            t += 0.6 + attempt * 0.4
        else:
            attempt = 1
        start = round(t, 3)
        tool_calls.append({"args": call["args"], "id": cid, "timestamp": start, "tool": call["tool"]})
        trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": call["tool"]})
        t += call.get("secs", 0.4 + (seed >> n) % 13 / 10)
        end = round(t, 3)
        if not call.get("missing"):
            err = call.get("err")
            out = None if err else call["out"]
            tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end, "tool": call["tool"]})
            trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": end, "tool": call["tool"]})
            if err:
                errors.append(err)
        ctx += 260 + len(json.dumps(call.get("out"))) // 4
        nxt = calls[n + 1] if n + 1 < len(calls) else None
        if nxt is not None and not nxt.get("retry"):  # a retry happens in the tool wrapper, without a model turn
            llm(t, ctx, 30 + (seed >> n) % 60)
            t += 0.9 + (seed >> (n + 3)) % 12 / 10
    for k in range(opts.get("llm_loop", 0)):
        llm(t, ctx, 44)
        t += 1.3
    llm(t, ctx + 40, 60 + len(response) // 4)
    t += 1.0 + len(response) / 400
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": category,
        "domain": domain,
        "evidence_level": "fully_instrumented",
        "expected_cause": cause,
        "id": run_id,
        "label": label,
        "metrics": {
            "errors": errors,
            "latency": round(t - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
        },
        "prompt": prompt,
        "response": response,
        "set": "blind75",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    specs = {**SPECS_A, **SPECS_B}
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, runs in specs.items():
        lines = [json.dumps(build(domain, i, spec), sort_keys=True, ensure_ascii=False) for i, spec in enumerate(runs)]
        (HERE / f"{domain.replace(' ', '_')}.jsonl").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
