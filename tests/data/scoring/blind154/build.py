"""Expand the blind154 specs (specs.py) into `<domain>.jsonl` run records.

    python tests/data/scoring/blind154/build.py

Adds call ids, a timeline on 2026-11-20 (UTC), the trace events (agent_start, llm_call with token
usage, retry, tool_start/tool_end, agent_finish) and the metrics (latency, summed token usage,
retries, tool errors in order). Deterministic: the same specs give the same files.
"""

from __future__ import annotations

import calendar
import hashlib
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs import SPECS  # noqa: E402

DAY_START = calendar.timegm((2026, 11, 20, 0, 0, 0))
ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
RECORD_KEYS = ["category", "domain", "evidence_level", "expected_cause", "id", "label", "metrics", "prompt",
               "response", "set", "split", "tool_calls", "tool_outputs", "trace"]


def _digest(*parts: object) -> bytes:
    return hashlib.sha256("|".join(map(str, parts)).encode()).digest()


def _base62(raw: bytes, length: int) -> str:
    number = int.from_bytes(raw, "big")
    chars = []
    for _ in range(length):
        number, rest = divmod(number, 62)
        chars.append(ALPHABET[rest])
    return "".join(chars)


def call_id(spec: dict, index: int) -> str:
    raw = _digest(spec["id"], "call", index)
    if spec["model"].startswith("claude"):
        return "toolu_01" + _base62(raw, 22)
    return "call_" + _base62(raw, 24)


def _jitter(spec: dict, what: str, index: int, spread: int) -> int:
    return int.from_bytes(_digest(spec["id"], what, index)[:4], "big") % spread


class Timeline:
    """Walks one run: keeps the clock, the trace and the token usage."""

    def __init__(self, spec: dict) -> None:
        self.spec = spec
        hh, mm, ss = (int(x) for x in spec["start"].split(":"))
        self.t = DAY_START + hh * 3600 + mm * 60 + ss
        self.start = self.t
        self.trace = [{"event": "agent_start", "timestamp": self._ts()}]
        self.context = 280 + len(spec["prompt"]) // 4 + 60 * len({s["tool"] for s in spec["steps"]})
        self.llm_calls = 0
        self.loop_usage = None
        self.tokens = {"input_tokens": 0, "output_tokens": 0}

    def _ts(self) -> float:
        return round(self.t, 3)

    def llm(self, output_tokens: int, final: bool = False) -> None:
        usage = {"input_tokens": self.context + _jitter(self.spec, "in", self.llm_calls, 40),
                 "output_tokens": output_tokens + _jitter(self.spec, "out", self.llm_calls, 12)}
        if self.spec.get("loop_tokens") and not final and self.llm_calls >= 1:
            if self.loop_usage is None:
                self.loop_usage = usage
            usage = dict(self.loop_usage)
        self.trace.append({"event": "llm_call", "model": self.spec["model"], "timestamp": self._ts(),
                           "token_usage": usage})
        for key in self.tokens:
            self.tokens[key] += usage[key]
        self.llm_calls += 1
        self.t += 0.45 + usage["output_tokens"] * 0.018 + _jitter(self.spec, "lat", self.llm_calls, 400) / 1000
        self.context += usage["output_tokens"] + 12


def build(spec: dict) -> dict:
    tl = Timeline(spec)
    calls, outputs, errors = [], [], []
    retries = 0
    attempt = 1
    previous_error = None
    for index, step in enumerate(spec["steps"]):
        args_json = json.dumps(step["args"])
        if step.get("retry"):
            attempt += 1
            retries += 1
            tl.t += step.get("backoff", 1.0)
        else:
            attempt = 1
            if step.get("same_turn"):
                tl.t += 0.004
            else:
                for _ in range(step.get("llm_before", 0)):
                    tl.llm(18 + len(args_json) // 4)
                tl.llm(18 + len(args_json) // 4)
        cid = call_id(spec, index)
        if step.get("retry"):
            tl.trace.append({"attempt": attempt, "call_id": cid, "event": "retry", "reason": previous_error,
                             "timestamp": tl._ts(), "tool": step["tool"]})
        calls.append({"args": step["args"], "id": cid, "timestamp": tl._ts(), "tool": step["tool"]})
        tl.trace.append({"args": step["args"], "call_id": cid, "event": "tool_start", "timestamp": tl._ts(),
                         "tool": step["tool"]})
        tl.t += step["dur"] + _jitter(spec, "tool", index, 90) / 1000
        previous_error = step["err"]
        if step.get("missing"):
            continue
        output = None if step["err"] or step.get("null_out") else step["out"]
        result = {"call_id": cid, "error": step["err"], "output": output, "timestamp": tl._ts(), "tool": step["tool"]}
        outputs.append(result)
        tl.trace.append({"call_id": cid, "error": step["err"], "event": "tool_end", "output": output,
                         "timestamp": tl._ts(), "tool": step["tool"]})
        if step["err"]:
            errors.append(step["err"])
        if output is not None:
            tl.context += len(json.dumps(output)) // 3
    final_turns = spec.get("final_llm", 1)
    for turn in range(final_turns):
        last = turn == final_turns - 1
        tl.llm(len(spec["response"]) // 4 + 6 if last else 40, final=last)
    tl.trace.append({"event": "agent_finish", "timestamp": tl._ts()})
    record = {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(tl.t - tl.start, 3), "retries": retries,
                    "token_usage": dict(tl.tokens)},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind154",
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": tl.trace,
    }
    assert sorted(record) == RECORD_KEYS, sorted(record)
    return record


def main() -> None:
    by_domain: dict[str, list[dict]] = defaultdict(list)
    seen = set()
    for spec in SPECS:
        assert spec["id"] not in seen, spec["id"]
        seen.add(spec["id"])
        by_domain[spec["domain"]].append(build(spec))
    for domain, records in sorted(by_domain.items()):
        path = HERE / f"{domain}.jsonl"
        with path.open("w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True) + "\n")
        print(f"{path.name}: {len(records)} runs")


if __name__ == "__main__":
    main()
