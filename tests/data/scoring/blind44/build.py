"""Build the blind44 JSONL files from the compact specs in specs_a.py and specs_b.py.

Run: python tests/data/scoring/blind44/build.py   (rewrites <domain>.jsonl in this folder)

A spec gives the prompt, the steps the agent took and its final answer; this script adds call
ids, timestamps (all on 2026-11-20, UTC), llm_call events with token usage, tool_start/tool_end,
retry events and the metrics. Everything is deterministic (derived from the run id).

Step kinds:
  {"tool", "args", "output"}            a tool call that returned
  {"tool", "args", "error"}             a tool call that failed (output null)
  ... plus "retry": True                the agent retries at once (a retry event, no LLM turn)
  ... plus "missing": True              tool_start recorded, no tool_end and no output
  ... plus "dur": seconds               how long the call took
  {"parallel": [step, step, ...]}      calls issued in one LLM turn
  {"llm": n}                            n extra LLM turns without a tool call
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import SPECS as SPECS_A  # noqa: E402
from specs_b import SPECS as SPECS_B  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
SET = "blind44"


def _epoch(clock: str) -> float:
    h, m, s = (int(x) for x in clock.split(":"))
    return (DAY + dt.timedelta(hours=h, minutes=m, seconds=s)).timestamp()


def _tokens(obj) -> int:
    text = obj if isinstance(obj, str) else json.dumps(obj)
    return max(1, len(text) // 4)


class _Run:
    def __init__(self, spec: dict):
        self.spec = spec
        self.rng = random.Random(hashlib.sha256(spec["id"].encode()).hexdigest())
        self.t = _epoch(spec["start"])
        self.model = spec.get("model", "gpt-4o-2024-08-06")
        self.context = 380 + self.rng.randint(0, 240) + _tokens(spec["prompt"])
        self.trace: list[dict] = [{"event": "agent_start", "timestamp": round(self.t, 3)}]
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.usage = {"input_tokens": 0, "output_tokens": 0}
        self.n = 0

    def llm(self, out_tokens: int) -> None:
        event = {
            "event": "llm_call",
            "model": self.model,
            "timestamp": round(self.t, 3),
            "token_usage": {"input_tokens": self.context, "output_tokens": out_tokens},
        }
        self.trace.append(event)
        self.usage["input_tokens"] += self.context
        self.usage["output_tokens"] += out_tokens
        self.context += out_tokens
        self.t += 0.6 + out_tokens * 0.018 + self.rng.random() * 0.8

    def call_id(self) -> str:
        self.n += 1
        digest = hashlib.sha256(f"{self.spec['id']}#{self.n}".encode()).hexdigest()
        style = self.spec.get("id_style", "openai")
        return f"toolu_01{digest[:22]}" if style == "anthropic" else f"call_{digest[:12]}"

    def start(self, step: dict) -> dict:
        cid = self.call_id()
        ts = round(self.t, 3)
        self.calls.append({"args": step["args"], "id": cid, "timestamp": ts, "tool": step["tool"]})
        self.trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": step["tool"]})
        self.t += 0.05
        return {"cid": cid, "start": ts}

    def end(self, step: dict, opened: dict) -> None:
        if step.get("missing"):
            return
        dur = step.get("dur", 0.3 + self.rng.random() * 1.4)
        ts = round(max(self.t, opened["start"] + dur), 3)
        self.t = ts
        error = step.get("error")
        output = None if error else step["output"]
        self.outputs.append({"call_id": opened["cid"], "error": error, "output": output, "timestamp": ts, "tool": step["tool"]})
        self.trace.append({"call_id": opened["cid"], "error": error, "event": "tool_end", "output": output, "timestamp": ts, "tool": step["tool"]})
        if error:
            self.errors.append(error)
        self.context += _tokens(error or output) + 12

    def tool_turn(self, steps: list[dict]) -> None:
        opened = [self.start(s) for s in steps]
        for s, o in zip(steps, opened):
            self.end(s, o)

    def build(self) -> dict:
        spec = self.spec
        steps = spec["steps"]
        i = 0
        attempt = 1
        need_llm = True
        while i < len(steps):
            step = steps[i]
            if "llm" in step:
                for _ in range(step["llm"]):
                    self.llm(18 + self.rng.randint(0, 30))
                need_llm = True
                i += 1
                continue
            group = step["parallel"] if "parallel" in step else [step]
            if need_llm:
                self.llm(22 + 14 * len(group) + self.rng.randint(0, 25))
            self.tool_turn(group)
            if step.get("retry"):
                attempt += 1
                self.retries += 1
                self.t += step.get("backoff", 1.0)
                self.trace.append({"attempt": attempt, "event": "retry", "reason": step.get("error"), "timestamp": round(self.t, 3), "tool": step["tool"]})
                need_llm = False
            else:
                attempt = 1
                need_llm = True
            i += 1
        self.llm(_tokens(spec["response"]) + 8)
        self.trace.append({"event": "agent_finish", "timestamp": round(self.t, 3)})
        start = self.trace[0]["timestamp"]
        return {
            "category": spec["category"],
            "domain": spec["domain"],
            "evidence_level": "fully_instrumented",
            "expected_cause": spec.get("expected_cause"),
            "id": spec["id"],
            "label": spec["label"],
            "metrics": {
                "errors": self.errors,
                "latency": round(self.t - start, 3),
                "retries": self.retries,
                "token_usage": dict(self.usage),
            },
            "prompt": spec["prompt"],
            "response": spec["response"],
            "set": SET,
            "split": "heldout",
            "tool_calls": self.calls,
            "tool_outputs": self.outputs,
            "trace": self.trace,
        }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    seen: set[str] = set()
    for spec in SPECS_A + SPECS_B:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert spec["label"] in ("clean", "flawed"), spec["id"]
        assert (spec["label"] == "clean") == (spec.get("expected_cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(_Run(spec).build())
    for path in HERE.glob("*.jsonl"):
        path.unlink()
    for domain, records in by_domain.items():
        name = domain.replace(" ", "_") + ".jsonl"
        with open(HERE / name, "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True) + "\n")
    print(f"{sum(len(r) for r in by_domain.values())} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
