"""Build blind61/*.jsonl from the hand-written specs in specs_a.py and specs_b.py.

Written by the blind61 tester without reading the scoring checks, their tests, the other sets or any
benchmark output. Each spec is one agent run: prompt, steps in order, final answer, label fields.
Steps: L(tokens_in, tokens_out) an LLM call | T(name, args, output | Err(msg) | NO_OUTPUT) a tool call
| R(reason) a retry event. The corpus's `corpus_builder.build` adds call ids, timestamps, token sums
and metrics; this script marks every record `"set": "blind61"`, `"split": "heldout"`, and gives each
domain's agent its own model name.

Run: python tests/data/scoring/blind61/build.py
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = "blind61"
MODELS = ["gpt-4o-2024-08-06", "claude-3-5-sonnet-20241022", "gpt-4.1-mini-2025-04-14"]

sys.path.insert(0, str(HERE.parent))
from corpus_builder import NO_OUTPUT, Err, Run, build  # noqa: E402  (the corpus's builder, reused)


def L(tokens_in: int, tokens_out: int) -> tuple:
    """An LLM call with its token usage."""
    return ("llm", tokens_in, tokens_out)


def T(name: str, args: dict, out) -> tuple:
    """A tool call: output dict, Err(message) or NO_OUTPUT."""
    return ("tool", name, args, out)


def R(reason: str) -> tuple:
    """A retry event."""
    return ("retry", reason)


def failing_calls(times: int, name: str, args: dict, message: str, reason: str) -> list:
    """The same call failing `times` times with a retry event between attempts."""
    steps: list = []
    for i in range(times):
        if i:
            steps.append(R(reason))
        steps.append(T(name, args, Err(message)))
    return steps


def record(run: Run, domain: str) -> dict:
    """The corpus record of `run`, marked as this held-out set."""
    rec = build(run, domain)
    model = MODELS[hashlib.sha256(domain.encode()).digest()[0] % len(MODELS)]
    for event in rec["trace"]:
        if event["event"] == "llm_call":
            event["model"] = model
    return {**rec, "set": SET, "split": "heldout"}


def main() -> None:
    sys.modules.setdefault("build", sys.modules[__name__])  # specs import the helpers from here
    import specs_a
    import specs_b

    seen: set[str] = set()
    for domains in (specs_a.DOMAINS, specs_b.DOMAINS):
        for domain, runs in domains.items():
            for run in runs:
                if run.id in seen or not run.started.startswith("2026-11-20"):
                    raise ValueError(f"duplicate id or date off 2026-11-20: {run.id}")
                seen.add(run.id)
            path = HERE / f"{domain}.jsonl"
            with path.open("w", encoding="utf-8") as out:
                for run in runs:
                    out.write(json.dumps(record(run, domain), ensure_ascii=False, sort_keys=True) + "\n")
            print(path.name, len(runs))


if __name__ == "__main__":
    main()


__all__ = ["NO_OUTPUT", "Err", "L", "R", "Run", "T", "failing_calls"]
