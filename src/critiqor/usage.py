"""Token usage for display: input, output and total tokens across all LLM calls of a run,
whatever key names each call used (no OpenTelemetry, no I/O).

Providers name the same counts differently (`prompt_tokens`/`completion_tokens` or
`input_tokens`/`output_tokens`), and some report `total_tokens` while others do not. Each call
is normalised on its own (its total is `total_tokens` when it gives one, else input + output),
then the calls are summed, so a displayed total is never the total of only some calls.
`RuntimeMetrics.token_usage` keeps its per-key sums; this module is what people are shown.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

__all__ = ["INPUT_KEYS", "OUTPUT_KEYS", "TOTAL_KEY", "TokenTotals", "call_usage", "token_totals", "evidence_token_totals"]

#: Keys read for a call's input and output tokens, first match wins.
INPUT_KEYS: tuple[str, ...] = ("input_tokens", "prompt_tokens")
OUTPUT_KEYS: tuple[str, ...] = ("output_tokens", "completion_tokens")
TOTAL_KEY = "total_tokens"


@dataclass(frozen=True)
class TokenTotals:
    """Input, output and total tokens, summed over the LLM calls that reported any usage."""

    input: int = 0
    output: int = 0
    total: int = 0
    calls: int = 0

    def __add__(self, other: "TokenTotals") -> "TokenTotals":
        return TokenTotals(
            self.input + other.input, self.output + other.output, self.total + other.total, self.calls + other.calls
        )

    def label(self) -> str:
        """`1,221 (in 1,067, out 154)`: for a table cell or a summary line."""
        return f"{self.total:,} (in {self.input:,}, out {self.output:,})"


def _count(usage: Mapping[str, Any], keys: Iterable[str]) -> int | None:
    for key in keys:
        value = usage.get(key)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, float) and math.isfinite(value):
            return int(value)
    return None


def call_usage(usage: Any) -> TokenTotals | None:
    """One call's usage dict normalised; None when it holds no token count at all."""
    if not isinstance(usage, Mapping):
        return None
    given_in, given_out, given_total = _count(usage, INPUT_KEYS), _count(usage, OUTPUT_KEYS), _count(usage, (TOTAL_KEY,))
    if given_in is None and given_out is None and given_total is None:
        return None
    tokens_in, tokens_out = given_in or 0, given_out or 0
    total = given_total if given_total is not None else tokens_in + tokens_out
    return TokenTotals(tokens_in, tokens_out, total, 1)


def token_totals(usages: Iterable[Any]) -> TokenTotals | None:
    """The normalised sum of several calls' usage dicts; None when none of them reported tokens."""
    found = [normal for normal in map(call_usage, usages) if normal is not None]
    if not found:
        return None
    return sum(found[1:], found[0])


def evidence_token_totals(evidence: Any) -> TokenTotals | None:
    """A run's totals from the usage of each `llm_call` event of its trace; evidence without a
    trace (built from plain lists) falls back to its summed `metrics.token_usage`."""
    usages = [event.get("token_usage") for event in evidence.trace if event.get("event") == "llm_call"]
    totals = token_totals(usages)
    if totals is None and not usages:
        return token_totals([evidence.metrics.token_usage])
    return totals
