"""Build the blind178 held-out runs (fishing services) from the compact specs in specs.py.

python tests/data/scoring/blind178/build.py  rewrites one <domain>.jsonl per domain next to this file.

Each spec is a question, the tool calls with their arguments and outputs or errors, and the final
answer, written by hand. This script only expands them into the corpus record shape: call ids,
timestamps on 2026-11-20 (UTC), a trace (agent_start, llm_call with token usage, tool_start /
tool_end, retry, agent_finish) and metrics (latency, summed token usage, retries, errors in order).
"""

from __future__ import annotations

import hashlib
import json
import string
from datetime import datetime, timezone
from pathlib import Path

from specs import RUNS

HERE = Path(__file__).resolve().parent
SET = "blind178"
DAY = "2026-11-20"
B62 = string.digits + string.ascii_letters


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _frac(*parts: object) -> float:
    """A stable number in [0, 1) for jitter."""
    return int.from_bytes(_digest(*parts)[:4], "big") / 2**32


def _call_id(run_id: str, n: int, anthropic: bool) -> str:
    raw = _digest(run_id, "call", n)
    if anthropic:
        return "toolu_01" + "".join(B62[b % 62] for b in raw[:22])
    return "call_" + "".join(B62[b % 62] for b in raw[:24])


def _tokens(text: str) -> int:
    return max(1, round(len(text) / 3.9))


def _slug(domain: str) -> str:
    return domain.replace(" ", "_")


class _Run:
    """Accumulates the trace of one run."""

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.id = spec["id"]
        self.model = spec["model"]
        self.anthropic = self.model.startswith("claude")
        start = datetime.fromisoformat(f"{DAY}T{spec['at']}+00:00")
        self.t = start.timestamp()
        self.start = self.t
        self.trace: list[dict] = []
        self.calls: list[dict] = []
        self.outputs: list[dict] = []
        self.errors: list[str] = []
        self.retries = 0
        self.context = _tokens(spec.get("system", "")) + 310 + _tokens(spec["prompt"])
        self.n_llm = 0
        self.n_call = 0
        self.usage = {"input_tokens": 0, "output_tokens": 0}

    def _ts(self) -> float:
        return round(self.t, 3)

    def _advance(self, low: float, high: float, *salt: object) -> None:
        self.t += low + (high - low) * _frac(self.id, *salt)

    def llm(self, out_tokens: int, usage: dict | None = None) -> dict:
        self.n_llm += 1
        usage = usage or {"input_tokens": self.context, "output_tokens": out_tokens}
        event = {"event": "llm_call", "model": self.model, "timestamp": self._ts(), "token_usage": dict(usage)}
        self.trace.append(event)
        self.usage["input_tokens"] += usage["input_tokens"]
        self.usage["output_tokens"] += usage["output_tokens"]
        self._advance(0.5 + usage["output_tokens"] / 60, 1.4 + usage["output_tokens"] / 45, "llm", self.n_llm)
        self.context += usage["output_tokens"]
        return usage

    def group(self, calls: list[dict]) -> None:
        """Start the calls of one model turn (parallel when more than one), then end them."""
        started = []
        for call in calls:
            if call.get("retry"):
                self.retries += 1
                attempt = call["retry"]
                self.trace.append({"attempt": attempt, "event": "retry", "timestamp": self._ts(), "tool": call["tool"]})
                self._advance(call.get("backoff", 0.4), call.get("backoff", 0.4) * 1.6, "backoff", self.n_call)
            cid = _call_id(self.id, self.n_call, self.anthropic)
            self.n_call += 1
            ts = self._ts()
            self.calls.append({"args": call["args"], "id": cid, "timestamp": ts, "tool": call["tool"]})
            self.trace.append({"args": call["args"], "call_id": cid, "event": "tool_start", "timestamp": ts, "tool": call["tool"]})
            started.append((cid, call))
            self._advance(0.01, 0.05, "gap", self.n_call)
        for cid, call in started:
            low, high = call.get("took", (0.3, 1.6))
            self._advance(low, high, "tool", cid)
            if call.get("missing"):
                continue  # the tool span never ended: no tool_end, no output
            err = call.get("error")
            out = call.get("output")
            ts = self._ts()
            self.outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": ts, "tool": call["tool"]})
            self.trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out, "timestamp": ts, "tool": call["tool"]})
            if err is not None:
                self.errors.append(err)
            self.context += _tokens(json.dumps(out if err is None else err)) + 12

    def build(self) -> dict:
        spec = self.spec
        self.trace.append({"event": "agent_start", "timestamp": self._ts()})
        steps = spec["steps"]
        for i, step in enumerate(steps):
            group = step if isinstance(step, list) else [step]
            if not group[0].get("retry"):
                out_tokens = 18 + sum(_tokens(json.dumps(c["args"])) for c in group) + 4 * len(group)
                self.llm(out_tokens)
            self.group(group)
        if spec.get("llm_loop"):
            loop_usage = {"input_tokens": self.context, "output_tokens": spec.get("loop_tokens", 64)}
            for _ in range(spec["llm_loop"]):
                self.llm(0, loop_usage)
                self.context -= loop_usage["output_tokens"]  # the loop re-sends the same context
        self.llm(_tokens(spec["response"]) + 6)
        self.trace.append({"event": "agent_finish", "timestamp": self._ts()})
        return {
            "category": spec["category"],
            "domain": spec["domain"],
            "evidence_level": "fully_instrumented",
            "expected_cause": spec["cause"],
            "id": self.id,
            "label": spec["label"],
            "metrics": {
                "errors": list(self.errors),
                "latency": round(self.t - self.start, 3),
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
    for spec in RUNS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        assert (spec["label"] == "clean") == (spec["cause"] is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(_Run(spec).build())
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        path = HERE / f"{_slug(domain)}.jsonl"
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in records))
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
