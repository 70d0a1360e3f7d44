"""Build the blind173 JSONL files from the hand-written specs in `specs.py`.

Written blind for issue 10 by an independent tester: the specs describe each run as an agent
produces it (prompt, LLM calls with token usage, tool calls with arguments and JSON outputs or
errors, retries, the final answer). This script only adds call ids, timestamps and metrics, and
writes one `<domain>.jsonl` per domain next to itself, in the record shape of the corpus
(`EvaluationEvidence.to_dict()` plus the label fields, `"set": "blind173"`, `"split": "heldout"`).

    python tests/data/scoring/blind173/build.py
"""

from __future__ import annotations

import hashlib
import json
import string
import sys
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = "blind173"
DAY = "2026-11-20"


def _epoch(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(timezone.utc).timestamp()


def _frac(*parts: object) -> float:
    return hashlib.sha256("/".join(map(str, parts)).encode()).digest()[0] / 255


def _span(run_id: str, k: int, low: float, high: float) -> float:
    return round(low + (high - low) * _frac(run_id, k), 3)


_B62 = string.digits + string.ascii_letters


def _call_id(model: str, run_id: str, k: int) -> str:
    digest = hashlib.sha256(f"{run_id}#{k}".encode()).digest()
    if model.startswith("claude"):
        return "toolu_01" + "".join(_B62[b % 62] for b in digest[:22])
    return "call_" + "".join(_B62[b % 62] for b in digest[:24])


def record(run: dict, domain: str) -> dict:
    model = run["model"]
    t0 = t = _epoch(f"{DAY}T{run['start']}:00Z")
    calls, outputs, errors = [], [], []
    trace: list[dict] = [{"event": "agent_start", "timestamp": t}]
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    last_call = None
    attempts: dict[str, int] = {}
    for k, step in enumerate(run["steps"]):
        kind = step[0]
        if kind == "llm":
            _, tin, tout = step
            trace.append({"event": "llm_call", "timestamp": t, "model": model,
                          "token_usage": {"input_tokens": tin, "output_tokens": tout}})
            usage["input_tokens"] += tin
            usage["output_tokens"] += tout
            t = round(t + _span(run["id"], k, 0.7, 2.6), 3)
        elif kind == "tool":
            _, tool, args, result, dur = step
            cid = _call_id(model, run["id"], k)
            calls.append({"tool": tool, "args": args, "id": cid, "timestamp": t})
            trace.append({"event": "tool_start", "timestamp": t, "tool": tool, "args": args, "call_id": cid})
            last_call = (tool, cid)
            attempts[tool] = attempts.get(tool, 0) + 1
            t = round(t + (dur if dur is not None else _span(run["id"], k, 0.12, 1.4)), 3)
            if result is NO_OUTPUT:
                continue
            error = result.message if isinstance(result, Err) else None
            output = None if isinstance(result, Err) else result
            outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": t})
            trace.append({"event": "tool_end", "timestamp": t, "tool": tool, "output": output, "call_id": cid,
                          "error": error})
            if error:
                errors.append(error)
        elif kind == "retry":
            _, reason, wait = step
            retries += 1
            tool, cid = last_call
            trace.append({"event": "retry", "timestamp": t, "tool": tool, "call_id": cid,
                          "attempt": attempts[tool] + 1, "reason": reason})
            t = round(t + wait, 3)
        else:
            raise ValueError(f"unknown step {kind!r} in {run['id']}")
    t = round(t + _span(run["id"], 999, 0.2, 0.9), 3)
    trace.append({"event": "agent_finish", "timestamp": t})
    flawed = run["cause"] is not None
    return {
        "id": run["id"],
        "set": SET,
        "domain": domain,
        "label": "flawed" if flawed else "clean",
        "category": run["category"],
        "expected_cause": run["cause"],
        "split": "heldout",
        "prompt": run["prompt"],
        "response": run["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - t0, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


class Err:
    """A tool call that failed with `message`."""

    def __init__(self, message: str):
        self.message = message


NO_OUTPUT = object()  # a tool call whose result never came back


def L(tokens_in: int, tokens_out: int) -> tuple:
    return ("llm", tokens_in, tokens_out)


def T(tool: str, args: dict, result, dur: float | None = None) -> tuple:
    return ("tool", tool, args, result, dur)


def R(reason: str, wait: float = 0.0) -> tuple:
    return ("retry", reason, wait)


def main() -> None:
    sys.path.insert(0, str(HERE))
    sys.modules.setdefault("build", sys.modules[__name__])
    import specs  # noqa: E402

    seen: set[str] = set()
    for domain, runs in specs.DOMAINS.items():
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for run in runs:
                if run["id"] in seen:
                    raise ValueError(f"duplicate id {run['id']}")
                seen.add(run["id"])
                out.write(json.dumps(record(run, domain), ensure_ascii=False, sort_keys=True) + "\n")
        print(path.name, len(runs))


if __name__ == "__main__":
    main()
