"""Build the blind4 held-out runs (JSONL, one file per domain) from the compact specs in `specs_*.py`.

Written by the blind4 tester without looking at the scorer or at the other sets' specs. A spec is
one agent run: prompt, steps in order, final answer, label fields. Steps:

- ("llm", input_tokens, output_tokens)        one model call
- ("tool", name, args, output)                 a tool call and its JSON output
- ("tool", name, args, Err("message"))         a tool call that failed
- ("tool", name, args, NO_OUTPUT)              a tool call that never returned
- ("retry", "reason")                          the agent / SDK retried

The builder adds call ids, timestamps (from `started`), token usage sums, latency, retry count and
the tool errors in order. Run `python tests/data/scoring/blind4/build.py` to rewrite the JSONL.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Err:
    message: str


NO_OUTPUT = object()


@dataclass
class Run:
    id: str
    prompt: str
    steps: list
    response: str
    category: str
    expected_cause: str | None = None
    started: str = "2026-11-20T10:00:00Z"
    model: str = "gpt-4o-2024-08-06"
    id_style: str = "openai"  # "openai" -> call_xxx, "anthropic" -> toolu_01xxx


def _epoch(iso: str) -> float:
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(timezone.utc).timestamp()


def _jitter(key: str, low: float, high: float) -> float:
    h = int.from_bytes(hashlib.sha256(key.encode()).digest()[:2], "big") / 65535
    return round(low + (high - low) * h, 3)


def _call_id(run: Run, k: int) -> str:
    digest = hashlib.sha256(f"blind4/{run.id}/{k}".encode()).hexdigest()
    if run.id_style == "anthropic":
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def build(run: Run, domain: str) -> dict:
    t = t0 = _epoch(run.started)
    calls, outputs, errors = [], [], []
    trace = [{"event": "agent_start", "timestamp": t}]
    usage = {"input_tokens": 0, "output_tokens": 0}
    retries = 0
    for k, step in enumerate(run.steps):
        kind = step[0]
        if kind == "llm":
            _, tin, tout = step
            trace.append({"event": "llm_call", "timestamp": round(t, 3), "model": run.model,
                          "token_usage": {"input_tokens": tin, "output_tokens": tout}})
            usage["input_tokens"] += tin
            usage["output_tokens"] += tout
            t += _jitter(f"{run.id}/{k}", 0.5, 2.8)
        elif kind == "tool":
            _, tool, args, result = step
            cid = _call_id(run, k)
            ts = round(t, 3)
            calls.append({"tool": tool, "args": args, "id": cid, "timestamp": ts})
            trace.append({"event": "tool_start", "timestamp": ts, "tool": tool, "args": args, "call_id": cid})
            slow = isinstance(result, Err) and "timeout" in result.message.lower()
            t += _jitter(f"{run.id}/{k}/t", 8.0, 10.0) if slow else _jitter(f"{run.id}/{k}/t", 0.1, 1.4)
            if result is NO_OUTPUT:
                continue
            te = round(t, 3)
            error = result.message if isinstance(result, Err) else None
            output = None if isinstance(result, Err) else result
            outputs.append({"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": te})
            trace.append({"event": "tool_end", "timestamp": te, "tool": tool, "output": output, "call_id": cid,
                          "error": error})
            if error:
                errors.append(error)
        elif kind == "retry":
            retries += 1
            trace.append({"event": "retry", "timestamp": round(t, 3), "reason": step[1]})
            t += _jitter(f"{run.id}/{k}/r", 0.5, 2.0)
        else:
            raise ValueError(f"unknown step {kind!r} in {run.id}")
    t += _jitter(f"{run.id}/end", 0.2, 0.9)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": run.id,
        "domain": domain,
        "set": "blind4",
        "label": "clean" if run.expected_cause is None else "flawed",
        "category": run.category,
        "expected_cause": run.expected_cause,
        "split": "heldout",
        "prompt": run.prompt,
        "response": run.response,
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - t0, 3), "token_usage": usage, "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    sys.path.insert(0, str(HERE))
    sys.modules.setdefault("build", sys.modules[__name__])
    import specs_a
    import specs_b

    domains = {**specs_a.DOMAINS, **specs_b.DOMAINS}
    seen: set[str] = set()
    for domain, runs in domains.items():
        path = HERE / f"{domain.replace(' ', '_')}.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for run in runs:
                if run.id in seen:
                    raise ValueError(f"duplicate id {run.id}")
                seen.add(run.id)
                out.write(json.dumps(build(run, domain), ensure_ascii=False, sort_keys=True) + "\n")
        print(path.name, len(runs))


if __name__ == "__main__":
    main()
