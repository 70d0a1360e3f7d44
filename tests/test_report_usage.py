"""Token usage as people are shown it (CLI, report, verdict span): input, output and total across
all LLM calls whatever key names each call used; `metrics.token_usage` keeps per-key sums."""

from __future__ import annotations

from critiqor import Critiqor, monitor
from critiqor.scoring.verdict import USAGE_INPUT_TOKENS, USAGE_OUTPUT_TOKENS, USAGE_TOTAL_TOKENS, verdict_attributes
from critiqor.usage import TokenTotals, call_usage, evidence_token_totals, token_totals

MIXED = [
    {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    {"input_tokens": 50, "output_tokens": 5},  # no total: input + output
    {"input_tokens": 7, "output_tokens": 3, "total_tokens": 12},  # a total that counts more (e.g. reasoning)
]


def test_calls_with_different_key_names_add_up_to_one_total() -> None:
    assert token_totals(MIXED) == TokenTotals(input=157, output=28, total=187, calls=3)


def test_a_call_without_token_counts_adds_nothing_and_none_at_all_gives_none() -> None:
    assert call_usage({"model": "x"}) is None and call_usage("not a dict") is None
    assert call_usage({"total_tokens": 9}) == TokenTotals(0, 0, 9, 1)
    assert call_usage({"prompt_tokens": True, "completion_tokens": "3"}) is None
    assert call_usage({"prompt_tokens": float("inf"), "completion_tokens": float("nan")}) is None
    assert call_usage({"input_tokens": 2.0, "output_tokens": 1}) == TokenTotals(2, 1, 3, 1)
    assert token_totals([None, {}]) is None


def test_a_run_with_mixed_key_names_shows_the_total_of_every_call(provider, exporter) -> None:
    with monitor("q", tracer_provider=provider) as recorder:
        for usage in MIXED:
            recorder.record_llm_call("m", usage)
        evidence = recorder.finish("a")
    # per-key sums stay as the evidence defines them: total_tokens counts only the calls that gave one
    assert evidence.metrics.token_usage["total_tokens"] == 132
    assert evidence_token_totals(evidence) == TokenTotals(157, 28, 187, 3)
    result = Critiqor().evaluate("q", "a", evidence=evidence)
    attributes = verdict_attributes(result)
    assert (attributes[USAGE_INPUT_TOKENS], attributes[USAGE_OUTPUT_TOKENS], attributes[USAGE_TOTAL_TOKENS]) == (157, 28, 187)
    verdict = next(s for s in exporter.get_finished_spans() if s.name == "critiqor.evaluate")
    assert verdict.attributes[USAGE_TOTAL_TOKENS] == 187


def test_a_run_without_usage_writes_no_usage_attributes(provider) -> None:
    with monitor("q", tracer_provider=provider) as recorder:
        recorder.record_llm_call("m")
        evidence = recorder.finish("a")
    assert evidence_token_totals(evidence) is None
    assert USAGE_TOTAL_TOKENS not in verdict_attributes(Critiqor().evaluate("q", "a", evidence=evidence))
