"""Expand the compact specs of the blind53 set into one JSONL file per domain.

    python tests/data/scoring/blind53/build.py

Each spec (in specs_*.py) gives the question, the tool calls (arguments, JSON output or error,
duration, whether a retry event came before, whether the output never arrived), extra LLM turns
and the final answer. This script adds call ids, timestamps on 2026-11-20 (UTC), an llm_call
before each tool decision and before the answer, token usage and the run metrics. Everything is
deterministic: the same specs give the same bytes.
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

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)


def _num(seed: str, low: int, high: int) -> int:
    """A deterministic number in [low, high] from a seed."""
    return low + int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16) % (high - low + 1)


def _call_id(run_id: str, index: int, model: str) -> str:
    digest = hashlib.sha256(f"{run_id}/{index}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def _start(at: str) -> float:
    hour, minute, second = (int(part) for part in at.split(":"))
    return (DAY + dt.timedelta(hours=hour, minutes=minute, seconds=second)).timestamp()


class _Run:
    """The trace and lists of one run while it is being laid out in time."""

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.model = spec.get("model", "gpt-4o-2024-08-06")
        self.now = _start(spec["at"])
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.now, 3)}]
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.tokens = {"input_tokens": 0, "output_tokens": 0}
        self.context = _num(spec["id"], 380, 620)

    def llm(self, label: str, out_tokens: int | None = None) -> None:
        seed = f"{self.spec['id']}/{label}"
        usage = {"input_tokens": self.context, "output_tokens": out_tokens or _num(seed, 28, 74)}
        self.trace.append({"event": "llm_call", "model": self.model, "timestamp": round(self.now, 3), "token_usage": usage})
        for key in self.tokens:
            self.tokens[key] += usage[key]
        self.now += _num(seed + "/t", 700, 2600) / 1000
        self.context += usage["output_tokens"] + 40

    def tool(self, index: int, step: dict) -> None:
        tool, args = step["tool"], step.get("args", {})
        if step.get("retry"):
            self.retries += 1
            attempt = 1 + sum(1 for c in self.calls if c["tool"] == tool and c["args"] == args)
            self.trace.append({"event": "retry", "timestamp": round(self.now, 3), "tool": tool, "attempt": attempt})
            self.now += step.get("backoff", 1.0)
        elif not step.get("parallel"):
            self.llm(f"decide{index}")
        call_id = _call_id(self.spec["id"], index, self.model)
        start = round(self.now, 3)
        self.calls.append({"args": args, "id": call_id, "timestamp": start, "tool": tool})
        self.trace.append({"args": args, "call_id": call_id, "event": "tool_start", "timestamp": start, "tool": tool})
        self.now += step.get("dur", _num(f"{self.spec['id']}/{index}/d", 250, 1400) / 1000)
        if step.get("missing"):
            return
        end = round(self.now, 3)
        error = step.get("err")
        output = step.get("out")
        if error is not None:
            self.errors.append(error)
        self.outputs.append({"call_id": call_id, "error": error, "output": output, "timestamp": end, "tool": tool})
        self.trace.append(
            {"call_id": call_id, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": tool}
        )
        self.context += len(json.dumps(output)) // 4 + 30

    def finish(self) -> dict:
        spec = self.spec
        self.llm("answer", out_tokens=len(spec["response"]) // 4 + 12)
        self.trace.append({"event": "agent_finish", "timestamp": round(self.now, 3)})
        start = self.trace[0]["timestamp"]
        return {
            "category": spec["category"],
            "domain": spec["domain"],
            "evidence_level": "fully_instrumented",
            "expected_cause": spec.get("cause"),
            "id": spec["id"],
            "label": "flawed" if spec.get("cause") else "clean",
            "metrics": {
                "errors": self.errors,
                "latency": round(self.now - start, 3),
                "retries": self.retries,
                "token_usage": dict(self.tokens),
            },
            "prompt": spec["prompt"],
            "response": spec["response"],
            "set": "blind53",
            "split": "heldout",
            "tool_calls": self.calls,
            "tool_outputs": self.outputs,
            "trace": self.trace,
        }


def build(spec: dict) -> dict:
    run = _Run(spec)
    for index, step in enumerate(spec.get("steps", [])):
        if "llm" in step:  # extra LLM turns with no tool call between them
            for turn in range(step["llm"]):
                run.llm(f"extra{index}.{turn}")
        else:
            run.tool(index, step)
    return run.finish()


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in specs_a.SPECS + specs_b.SPECS:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        lines = "".join(json.dumps(r, sort_keys=True, ensure_ascii=True) + "\n" for r in records)
        (HERE / f"{domain}.jsonl").write_text(lines)
    print(f"{sum(map(len, by_domain.values()))} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
