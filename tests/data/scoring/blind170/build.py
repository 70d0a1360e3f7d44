"""Build the blind170 held-out runs (JSONL, one file per domain) from the compact specs in specs.py.

Written blind by a separate tester: neither the scorer's checks, their tests, the other sets nor
any benchmark output were read, and the scorer was never run on these runs.

Run: python tests/data/scoring/blind170/build.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import RUNS, Err, NO_OUTPUT  # noqa: E402

MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]


def _h(*parts) -> int:
    return int.from_bytes(hashlib.sha256("/".join(map(str, parts)).encode()).digest()[:4], "big")


def _frac(*parts) -> float:
    return _h(*parts) / 0xFFFFFFFF


def _epoch(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(timezone.utc).timestamp()


def build(run: dict) -> dict:
    rid = run["id"]
    model = MODELS[_h(rid, "model") % len(MODELS)]
    t = t0 = _epoch(run["started"])
    calls, outputs, errors = [], [], []
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    context = 380 + _h(rid, "sys") % 300
    for k, step in enumerate(run["steps"]):
        if step == "L" or (isinstance(step, tuple) and step[0] == "L"):
            if isinstance(step, tuple):
                tin, tout = step[1], step[2]
            else:
                tin, tout = context, 30 + _h(rid, k, "out") % 90
            trace.append({"event": "llm_call", "timestamp": round(t, 3), "model": model,
                          "token_usage": {"input_tokens": tin, "output_tokens": tout}})
            usage["input_tokens"] += tin
            usage["output_tokens"] += tout
            context = tin + tout + 40
            t += 0.7 + 1.9 * _frac(rid, k, "llm")
        elif step[0] == "tool":
            _, tool, args, result = step
            call_id = "call_" + hashlib.sha256(f"{rid}#{k}".encode()).hexdigest()[:20]
            calls.append({"tool": tool, "args": args, "id": call_id, "timestamp": round(t, 3)})
            trace.append({"event": "tool_start", "timestamp": round(t, 3), "tool": tool, "args": args,
                          "call_id": call_id})
            t += 0.12 + 1.4 * _frac(rid, k, "tool")
            if isinstance(result, Err) and result.timeout:
                t += result.timeout
            if result is NO_OUTPUT:
                continue
            error = result.message if isinstance(result, Err) else None
            output = None if isinstance(result, Err) else result
            outputs.append({"tool": tool, "output": output, "call_id": call_id, "error": error,
                            "timestamp": round(t, 3)})
            trace.append({"event": "tool_end", "timestamp": round(t, 3), "tool": tool, "output": output,
                          "call_id": call_id, "error": error})
            if error:
                errors.append(error)
            context += len(json.dumps(output if output is not None else error)) // 4
        elif step[0] == "retry":
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "reason": step[1]})
            t += 0.5 + 1.5 * _frac(rid, k, "backoff")
        else:
            raise ValueError(f"unknown step {step!r} in {rid}")
    t += 0.2 + 0.6 * _frac(rid, "finish")
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert datetime.fromtimestamp(t, timezone.utc).date().isoformat() == "2026-11-20", rid
    flawed = run["cause"] is not None
    return {
        "category": run["category"],
        "domain": run["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": run["cause"],
        "id": rid,
        "label": "flawed" if flawed else "clean",
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries, "token_usage": usage},
        "prompt": run["prompt"],
        "response": run["response"],
        "set": "blind170",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen = set()
    for run in RUNS:
        assert run["id"] not in seen, run["id"]
        seen.add(run["id"])
        by_domain.setdefault(run["domain"], []).append(build(run))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
