"""Expand the blind set's compact specs into JSONL records (one file per domain).

Run from anywhere: `python tests/data/scoring/blind/build.py`. The specs in `specs_a.py` and
`specs_b.py` hold what a run's author writes (question, tool calls with arguments and outputs
or errors, the final answer, the label); this script adds what a recorder would have captured
around them: call ids in the style of the model's vendor, timestamps, token usage per LLM call,
retry events, and the run's metrics. Everything it adds is derived deterministically from the
case id, so rebuilding gives byte-identical files.
"""

from __future__ import annotations

import hashlib
import json
import string
import sys
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import CASES as CASES_A  # noqa: E402
from specs_b import CASES as CASES_B  # noqa: E402

_ALPHABET = string.ascii_letters + string.digits


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(str(p) for p in parts).encode()).digest()


def _unit(*parts: object) -> float:
    """A stable number in [0, 1) for the given parts."""
    return int.from_bytes(_digest(*parts)[:8], "big") / 2**64


def _call_id(case_id: str, index: int, model: str) -> str:
    raw = _digest(case_id, "call", index)
    chars = "".join(_ALPHABET[b % len(_ALPHABET)] for b in raw)
    if model.startswith("claude"):
        return "toolu_01" + chars[:22]
    return "call_" + chars[:24]


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.8))


class _Run:
    """Accumulates the trace, tool calls and outputs of one case as a recorder would."""

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.model = spec.get("model", "gpt-4o-2024-08-06")
        self.clock = datetime.fromisoformat(spec["when"].replace("Z", "+00:00")).timestamp()
        self.start = self.clock
        self.context = 360 + round(_unit(spec["id"], "system") * 240) + _tokens(spec["prompt"])
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.clock, 3)}]
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.usage = {"input_tokens": 0, "output_tokens": 0}
        self.retries = 0

    def llm(self, output_tokens: int, salt: object) -> None:
        usage = {"input_tokens": self.context, "output_tokens": output_tokens}
        self.trace.append({"event": "llm_call", "model": self.model, "timestamp": round(self.clock, 3), "token_usage": usage})
        self.usage["input_tokens"] += usage["input_tokens"]
        self.usage["output_tokens"] += output_tokens
        self.context += output_tokens
        self.clock += 0.6 + output_tokens / 55 + _unit(self.spec["id"], "llm", salt) * 1.4

    def tool(self, index: int, step: dict) -> None:
        call_id = _call_id(self.spec["id"], index, self.model)
        started = round(self.clock, 3)
        self.calls.append({"args": step["args"], "id": call_id, "timestamp": started, "tool": step["tool"]})
        self.trace.append({"args": step["args"], "call_id": call_id, "event": "tool_start", "timestamp": started, "tool": step["tool"]})
        self.clock += step.get("dur", 0.25 + _unit(self.spec["id"], "tool", index) * 1.6)
        if step.get("missing"):
            return  # the tool span never ended: no output was recorded
        ended = round(self.clock, 3)
        error = step.get("error")
        output = step.get("output")
        record = {"call_id": call_id, "error": error, "output": output, "timestamp": ended, "tool": step["tool"]}
        self.outputs.append(record)
        self.trace.append({**record, "event": "tool_end"})
        self.context += _tokens(json.dumps(output if error is None else error))
        if error is not None:
            self.errors.append(error)

    def retry(self, tool: str, attempt: int, backoff: float | None) -> None:
        self.clock += step_backoff(attempt) if backoff is None else backoff
        self.trace.append({"attempt": attempt, "event": "retry", "timestamp": round(self.clock, 3), "tool": tool})
        self.retries += 1


def step_backoff(attempt: int) -> float:
    """Exponential backoff of the retrying client: 1 s, 2 s, 4 s, ..."""
    return float(2 ** (attempt - 2))


def _play(spec: dict) -> _Run:
    run = _Run(spec)
    attempts: dict[str, int] = {}
    for index, step in enumerate(spec["steps"]):
        if step.get("retry"):
            attempts[step["tool"]] = attempts.get(step["tool"], 1) + 1
            run.retry(step["tool"], attempts[step["tool"]], step.get("backoff"))
        else:
            run.llm(18 + _tokens(json.dumps(step["args"])), index)
        run.tool(index, step)
    for loop in range(spec.get("extra_llm", 0)):
        run.llm(52 + loop % 3, ("loop", loop))
    run.llm(8 + _tokens(spec["response"]), "final")
    run.trace.append({"event": "agent_finish", "timestamp": round(run.clock, 3)})
    return run


def build(spec: dict) -> dict:
    """The JSONL record of one spec."""
    run = _play(spec)
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("expected_cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": run.errors,
            "latency": round(run.clock - run.start, 3),
            "retries": run.retries,
            "token_usage": run.usage,
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind",
        "split": "heldout",
        "tool_calls": run.calls,
        "tool_outputs": run.outputs,
        "trace": run.trace,
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in CASES_A + CASES_B:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for stale in HERE.glob("*.jsonl"):
        stale.unlink()
    for domain, records in sorted(by_domain.items()):
        lines = [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in records]
        (HERE / f"{domain}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{domain}: {len(records)} runs")


if __name__ == "__main__":
    main()
