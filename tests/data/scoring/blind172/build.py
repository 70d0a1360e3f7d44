"""Expand the blind172 specs (specs.py) into one JSONL file per domain.

    python tests/data/scoring/blind172/build.py

Each spec gives the prompt, the tool calls (arguments and JSON output or error text), the final
answer and, for a flawed run, its category and expected cause. This script adds what a recorder
would: call ids, timestamps on 2026-11-20, llm_call events with token usage, tool_start/tool_end
pairs, retry events, agent_finish and the summed metrics. Everything is deterministic (seeded by
the run id), so rebuilding gives the same bytes.
"""

from __future__ import annotations

import hashlib
import json
import random
import string
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import DOMAINS  # noqa: E402

RUN_DAY = 1795132800.0  # 2026-11-20T00:00:00Z
SET_NAME = "blind172"
ALNUM = string.ascii_letters + string.digits


def call_id(run_id: str, index: int, anthropic: bool) -> str:
    digest = hashlib.sha256(f"{run_id}/{index}".encode()).digest()
    rng = random.Random(digest)
    if anthropic:
        return "toolu_01" + "".join(rng.choice(ALNUM) for _ in range(22))
    return "call_" + "".join(rng.choice(ALNUM) for _ in range(24))


def tokens_of(value) -> int:
    text = value if isinstance(value, str) else json.dumps(value)
    return max(1, len(text) // 4)


class Run:
    """Accumulates the trace of one run as the spec is replayed."""

    def __init__(self, spec: dict, domain: str, start: float, model: str):
        self.spec, self.domain, self.model = spec, domain, model
        self.rng = random.Random(spec["id"])
        self.t = start
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.t, 3)}]
        self.context = 380 + self.rng.randint(0, 260) + tokens_of(spec["prompt"])
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.tokens = {"input_tokens": 0, "output_tokens": 0}
        self.anthropic = model.startswith("claude")

    def llm(self, output_tokens: int, usage: dict | None = None) -> dict:
        usage = usage or {"input_tokens": self.context, "output_tokens": output_tokens}
        self.trace.append({"event": "llm_call", "model": self.model, "timestamp": round(self.t, 3), "token_usage": dict(usage)})
        self.tokens["input_tokens"] += usage["input_tokens"]
        self.tokens["output_tokens"] += usage["output_tokens"]
        self.context += usage["output_tokens"]
        self.t += 0.6 + usage["output_tokens"] * 0.018 + self.rng.random() * 0.7
        return usage

    def tool(self, step: dict, index: int, prev_id: str | None) -> str:
        cid = call_id(self.spec["id"], index, self.anthropic)
        if step.get("retry"):
            self.retries += 1
            self.t += step.get("backoff", 1.0)
            self.trace.append({
                "attempt": step["retry"], "call_id": prev_id, "event": "retry",
                "reason": step.get("retry_reason", "tool error"), "timestamp": round(self.t, 3), "tool": step["tool"],
            })
            self.t += 0.05
        start = round(self.t, 3)
        self.calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        self.trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": start, "tool": step["tool"]})
        self.t += step.get("dur", 0.25 + self.rng.random() * 1.6)
        if step.get("missing"):
            return cid  # the span never ended: no tool_end, no output
        end = round(self.t, 3)
        error = step.get("err")
        output = None if error is not None else step["out"]
        self.outputs.append({"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": step["tool"]})
        self.trace.append({"call_id": cid, "error": error, "event": "tool_end", "output": output, "timestamp": end, "tool": step["tool"]})
        if error is not None:
            self.errors.append(error)
        self.context += tokens_of(output if error is None else error) + 30
        return cid

    def replay(self) -> None:
        prev_id = None
        for index, step in enumerate(self.spec["steps"]):
            if "loop" in step:  # the model called again and again without progress
                usage = {"input_tokens": self.context, "output_tokens": step.get("loop_tokens", 38)}
                for _ in range(step["loop"]):
                    self.trace.append({"event": "llm_call", "model": self.model, "timestamp": round(self.t, 3), "token_usage": dict(usage)})
                    self.tokens["input_tokens"] += usage["input_tokens"]
                    self.tokens["output_tokens"] += usage["output_tokens"]
                    self.t += 1.1 + self.rng.random() * 0.4
                continue
            if not step.get("retry") and not step.get("parallel"):
                self.llm(18 + tokens_of(step["args"]) + self.rng.randint(4, 30))
            prev_id = self.tool(step, index, prev_id)
        self.llm(tokens_of(self.spec["response"]) + self.rng.randint(6, 40))
        self.trace.append({"event": "agent_finish", "timestamp": round(self.t, 3)})

    def record(self, start: float) -> dict:
        spec = self.spec
        return {
            "category": spec["category"],
            "domain": self.domain,
            "evidence_level": "fully_instrumented",
            "expected_cause": spec.get("cause"),
            "id": f"{SET_NAME}-{spec['id']}",
            "label": spec["label"],
            "metrics": {
                "errors": list(self.errors),
                "latency": round(self.t - start, 3),
                "retries": self.retries,
                "token_usage": dict(self.tokens),
            },
            "prompt": spec["prompt"],
            "response": spec["response"],
            "set": SET_NAME,
            "split": "heldout",
            "tool_calls": self.calls,
            "tool_outputs": self.outputs,
            "trace": self.trace,
        }


def build_domain(domain: dict, hour: int) -> list[dict]:
    records = []
    for n, spec in enumerate(domain["runs"]):
        rng = random.Random("start/" + spec["id"])
        start = RUN_DAY + hour * 3600 + (3 + 8 * n) * 60 + rng.randint(0, 50) + rng.randint(0, 999) / 1000
        run = Run(spec, domain["domain"], start, spec.get("model", domain["model"]))
        run.replay()
        records.append(run.record(start))
    return records


def main() -> None:
    for hour, domain in enumerate(DOMAINS, start=8):
        records = build_domain(domain, hour)
        with open(HERE / f"{domain['file']}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n")
        print(f"{domain['file']}.jsonl: {len(records)} runs")


if __name__ == "__main__":
    main()
