"""Expand the compact specs in specs_*.py into one JSONL file per domain.

Written by the blind35 tester. Run: python tests/data/scoring/blind35/build.py
Deterministic: call ids, durations and token counts come from sha256 of the run id.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from specs_a import RUNS as RUNS_A  # noqa: E402
from specs_b import RUNS as RUNS_B  # noqa: E402

DAY = dt.datetime(2026, 11, 20, tzinfo=dt.timezone.utc)
MODELS = {"openai": "gpt-4o-2024-08-06", "anthropic": "claude-sonnet-4-5-20250929"}
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


class Rng:
    """A tiny deterministic stream of numbers from sha256(seed, counter)."""

    def __init__(self, seed: str):
        self.seed, self.n = seed, 0

    def unit(self) -> float:
        self.n += 1
        h = hashlib.sha256(f"{self.seed}/{self.n}".encode()).digest()
        return int.from_bytes(h[:8], "big") / 2**64

    def between(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.unit()

    def integer(self, lo: int, hi: int) -> int:
        return int(self.between(lo, hi + 1))


def call_id(style: str, rng: Rng) -> str:
    if style == "anthropic":
        return "toolu_01" + "".join(B62[rng.integer(0, 61)] for _ in range(22))
    return "call_" + "".join("0123456789abcdef"[rng.integer(0, 15)] for _ in range(24))


def build(spec: dict) -> dict:
    rng = Rng(spec["id"])
    style = spec.get("style", "openai")
    model = MODELS[style]
    hh, mm = (int(x) for x in spec["start"].split(":"))
    t = (DAY + dt.timedelta(hours=hh, minutes=mm)).timestamp() + rng.between(0, 50)
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    tool_calls: list[dict] = []
    tool_outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    in_tok = rng.integer(380, 620)
    total_in = total_out = 0

    def llm(out_lo=25, out_hi=70):
        nonlocal t, in_tok, total_in, total_out
        out = rng.integer(out_lo, out_hi)
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": in_tok, "output_tokens": out}})
        total_in += in_tok
        total_out += out
        t += rng.between(0.6, 1.8)
        in_tok += out + rng.integer(40, 90)

    llm()
    prev_tool = None
    for step in spec["calls"]:
        if step.get("retry"):
            retries += 1
            t += rng.between(0.3, 2.5)
            trace.append({"event": "retry", "tool": step["tool"], "attempt": step["retry"],
                          "timestamp": round(t, 3)})
        elif prev_tool is not None:
            llm()
        cid = call_id(style, rng)
        start = round(t, 3)
        tool_calls.append({"args": step["args"], "id": cid, "timestamp": start, "tool": step["tool"]})
        trace.append({"args": step["args"], "call_id": cid, "event": "tool_start",
                      "timestamp": start, "tool": step["tool"]})
        t += step.get("secs", rng.between(0.25, 1.6))
        prev_tool = step["tool"]
        if step.get("missing"):
            continue  # the tool never reported back: no tool_end, no output
        end = round(t, 3)
        err = step.get("err")
        out = None if err is not None else step["out"]
        tool_outputs.append({"call_id": cid, "error": err, "output": out, "timestamp": end,
                             "tool": step["tool"]})
        trace.append({"call_id": cid, "error": err, "event": "tool_end", "output": out,
                      "timestamp": end, "tool": step["tool"]})
        if err is not None:
            errors.append(err)
        in_tok += len(json.dumps(out if out is not None else err)) // 4
    for _ in range(spec.get("llm_loop", 0)):
        llm(60, 64)  # the model re-drafts the same answer again and again
    llm(60, 160)
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec.get("cause"),
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {"errors": errors, "latency": round(t - t0, 3), "retries": retries,
                    "token_usage": {"input_tokens": total_in, "output_tokens": total_out}},
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": "blind35",
        "split": "heldout",
        "tool_calls": tool_calls,
        "tool_outputs": tool_outputs,
        "trace": trace,
    }


def main() -> None:
    runs = RUNS_A + RUNS_B
    ids = [r["id"] for r in runs]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in runs:
        assert (spec["label"] == "clean") == (spec.get("cause") is None), spec["id"]
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for domain, records in by_domain.items():
        path = HERE / f"{domain}.jsonl"
        path.write_text("".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records))
    print(f"{len(runs)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
