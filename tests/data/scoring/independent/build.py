"""Expand the hand-written specs in specs_*.py into one JSONL file per domain.

Run `python tests/data/scoring/independent/build.py`; it rewrites the `<domain>.jsonl` files next
to it. The specs hold what matters (question, tool calls with arguments and outputs or errors,
final answer, label); this script adds what a recorder would: call ids, timestamps, LLM calls
with token usage, retry events, `agent_finish`, and the run metrics.

A step in a spec is one of:
  ("call", tool, args, output)      a tool call that returned `output`
  ("error", tool, args, message)    a tool call that failed with `message`
  ("missing", tool, args)           a tool call whose output never arrived
  ("retry", tool)                   the agent's retry of `tool` (a `retry` event)
  ("think", n)                      n extra LLM calls with no tool call in between
"""

from __future__ import annotations

import hashlib
import importlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUN_DAY = 1795132800  # 2026-11-20T00:00:00Z
MODELS = ("gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14")
SPEC_MODULES = ("specs_ops", "specs_people", "specs_home", "specs_play")


def _rand(key: str, low: int, high: int) -> int:
    digest = int(hashlib.sha256(key.encode()).hexdigest(), 16)
    return low + digest % (high - low + 1)


def _call_id(case_id: str, n: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}/{n}".encode()).hexdigest()
    if model.startswith("claude"):
        return "toolu_01" + digest[:22]
    return "call_" + digest[:24]


def _tokens(text: str) -> int:
    return max(1, len(text) // 4)


class _Run:
    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.id = spec["id"]
        self.model = spec.get("model") or MODELS[_rand(self.id + "model", 0, len(MODELS) - 1)]
        self.t = RUN_DAY + spec.get("at", _rand(self.id + "at", 7 * 3600, 19 * 3600))
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.t, 3)}]
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.context = _tokens(spec["prompt"]) + 350
        self.usage = {"input_tokens": 0, "output_tokens": 0}

    def llm(self, out_tokens: int, key: str) -> None:
        usage = {"input_tokens": self.context, "output_tokens": out_tokens}
        self.trace.append({"event": "llm_call", "model": self.model, "timestamp": round(self.t, 3), "token_usage": usage})
        self.usage["input_tokens"] += usage["input_tokens"]
        self.usage["output_tokens"] += usage["output_tokens"]
        self.context += out_tokens
        self.t += _rand(key, 600, 2400) / 1000

    def tool(self, n: int, step: tuple) -> None:
        kind, name, args = step[0], step[1], step[2]
        cid = _call_id(self.id, n, self.model)
        self.llm(_tokens(json.dumps(args)) + 18, f"{self.id}/{n}/llm")
        start = round(self.t, 3)
        self.calls.append({"args": args, "id": cid, "timestamp": start, "tool": name})
        self.trace.append({"args": args, "call_id": cid, "event": "tool_start", "timestamp": start, "tool": name})
        if kind == "missing":
            self.t += _rand(f"{self.id}/{n}/dur", 200, 900) / 1000
            return
        output, error = (step[3], None) if kind == "call" else (None, step[3])
        slow = error and "timed out" in error.lower()
        self.t += (30000 if slow else _rand(f"{self.id}/{n}/dur", 150, 1900)) / 1000
        end = round(self.t, 3)
        record = {"call_id": cid, "error": error, "output": output, "timestamp": end, "tool": name}
        self.outputs.append(record)
        self.trace.append({**record, "event": "tool_end"})
        if error:
            self.errors.append(error)
        self.context += _tokens(json.dumps(output if output is not None else error)) + 12

    def step(self, n: int, step: tuple) -> None:
        if step[0] == "retry":
            self.retries += 1
            attempt = 1 + sum(1 for c in self.calls if c["tool"] == step[1])
            self.trace.append({"attempt": attempt, "event": "retry", "timestamp": round(self.t, 3), "tool": step[1]})
            self.t += _rand(f"{self.id}/{n}/backoff", 500, 2000) / 1000
        elif step[0] == "think":
            for k in range(step[1]):
                self.llm(_rand(f"{self.id}/{n}/{k}/think", 60, 140), f"{self.id}/{n}/{k}")
        else:
            self.tool(n, step)

    def finish(self) -> dict:
        spec = self.spec
        start = self.trace[0]["timestamp"]
        for n, step in enumerate(spec["steps"]):
            self.step(n, step)
        self.llm(_tokens(spec["answer"]) + 6, f"{self.id}/final")
        self.trace.append({"event": "agent_finish", "timestamp": round(self.t, 3)})
        return {
            "category": spec["category"],
            "domain": spec["domain"],
            "evidence_level": "fully_instrumented",
            "expected_cause": spec.get("cause"),
            "id": self.id,
            "label": "flawed" if spec.get("cause") else "clean",
            "metrics": {
                "errors": self.errors,
                "latency": round(self.t - start, 3),
                "retries": self.retries,
                "token_usage": self.usage,
            },
            "prompt": spec["prompt"],
            "response": spec["answer"],
            "set": "independent",
            "split": "heldout" if hashlib.sha256(self.id.encode()).digest()[0] % 3 == 0 else "dev",
            "tool_calls": self.calls,
            "tool_outputs": self.outputs,
            "trace": self.trace,
        }


def load_specs() -> list[dict]:
    sys.path.insert(0, str(HERE))
    specs: list[dict] = []
    for name in SPEC_MODULES:
        specs.extend(importlib.import_module(name).SPECS)
    ids = [s["id"] for s in specs]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate case ids")
    return specs


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in load_specs():
        by_domain.setdefault(spec["domain"], []).append(_Run(spec).finish())
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, runs in sorted(by_domain.items()):
        lines = [json.dumps(r, sort_keys=True, ensure_ascii=False) for r in runs]
        (HERE / f"{domain}.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
        flawed = sum(r["label"] == "flawed" for r in runs)
        print(f"{domain}: {len(runs)} runs, {len(runs) - flawed} clean, {flawed} flawed")


if __name__ == "__main__":
    main()
