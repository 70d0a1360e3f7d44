"""The judge: prompt, robust reply parsing, fallback and capping, and failures that never propagate."""

from __future__ import annotations

import pytest

from critiqor.scoring import Critiqor
from critiqor.scoring.judge import apply_judge, build_judge_prompt, parse_judge_reply
from critiqor.scoring.result import SCORE_NAMES

from scoring_helpers import evidence

ALL_80 = "\n".join(f"{name}: 80" for name in SCORE_NAMES)


def clean_run():
    return evidence(
        "What is 2 + 2?",
        "2 + 2 = 4",
        tool_calls=[{"tool": "calculator", "args": {"expression": "2 + 2"}}],
        tool_outputs=[{"tool": "calculator", "output": "4"}],
    )


def test_prompt_holds_the_run_and_asks_for_every_score_line():
    ev = evidence(
        "What is 2 + 2?",
        "5",
        tool_calls=[{"tool": "calculator", "args": {"expression": "2 + 2"}}],
        tool_outputs=[{"tool": "calculator", "output": "4"}],
    )
    prompt = build_judge_prompt(ev, (), dict.fromkeys(SCORE_NAMES, 100))
    assert "What is 2 + 2?" in prompt and "calculator" in prompt and "output: 4" in prompt
    for name in SCORE_NAMES:
        assert f"\n{name}: <0-100>" in prompt


@pytest.mark.parametrize(
    "line, expected",
    [
        ("hallucination: 80", 80),
        ("  - **Hallucination**: 80", 80),
        ("1. hallucination = 80.4", 80),
        ("HALLUCINATION: 80/100", 80),
        ("hallucination: 8/10", 80),
        ("hallucination: 80%", 80),
        ("hallucination: 80 (no invented facts)", 80),
    ],
)
def test_score_lines_parse_in_common_shapes(line, expected):
    scores, bad, _ = parse_judge_reply(line)
    assert scores == {"hallucination": expected} and bad == {}


def test_names_with_spaces_or_hyphens_parse():
    scores, _, _ = parse_judge_reply("Tool reliability: 70\ntask-completion: 60\nConfidence Calibration: 50")
    assert scores == {"tool_reliability": 70, "task_completion": 60, "confidence_calibration": 50}


@pytest.mark.parametrize("line", ["reasoning: high", "reasoning: 140", "reasoning: -5", "reasoning: 3/0"])
def test_malformed_values_are_reported_not_used(line):
    scores, bad, _ = parse_judge_reply(line)
    assert scores == {} and "reasoning" in bad


def test_json_reply_parses_with_or_without_scores_key_and_summary():
    scores, _, summary = parse_judge_reply('Here: {"scores": {"hallucination": 90, "reasoning": "75"}, "summary": "ok"}')
    assert scores == {"hallucination": 90, "reasoning": 75} and summary == "ok"


def test_first_value_for_a_name_wins_and_unknown_names_are_ignored():
    scores, _, summary = parse_judge_reply("reasoning: 60\nreasoning: 90\nverbosity: 10\nSummary: fine run")
    assert scores == {"reasoning": 60} and summary == "fine run"


def test_judge_scores_are_used_where_no_check_contradicts_them():
    result = Critiqor(judge=lambda prompt: ALL_80).evaluate(evidence=clean_run())
    assert result.critique.scores == dict.fromkeys(SCORE_NAMES, 80)
    assert result.confidence == 80  # 100 - sum of weights x 20


def test_missing_and_malformed_lines_fall_back_and_are_reported():
    reply = "hallucination: 90\nreasoning: great"
    result = Critiqor(judge=lambda prompt: reply).evaluate(evidence=clean_run())
    assert result.critique.hallucination == 90
    assert result.critique.reasoning == 100
    assert any("unusable reasoning" in f for f in result.critique.findings)
    assert any("no tool_reliability score" in f for f in result.critique.findings)


def test_deterministic_checks_cap_scores_they_contradict():
    ev = evidence("Launch date?", "It launched in 1969 with 42 people.")  # unsupported claims
    deterministic = Critiqor().evaluate(evidence=ev)
    judged = Critiqor(judge=lambda prompt: "\n".join(f"{n}: 100" for n in SCORE_NAMES)).evaluate(evidence=ev)
    assert judged.critique.hallucination == deterministic.critique.hallucination < 100
    assert judged.confidence == deterministic.confidence
    assert any("hallucination 100 capped" in f and "unsupported_claim" in f for f in judged.critique.findings)


def test_judge_exception_falls_back_and_never_propagates():
    def broken(prompt):
        raise RuntimeError("model unavailable")

    result = Critiqor(judge=broken).evaluate(evidence=clean_run())
    assert result.critique.scores == dict.fromkeys(SCORE_NAMES, 100)
    assert any("judge failed (RuntimeError: model unavailable)" in f for f in result.critique.findings)


def test_judge_returning_none_or_a_mapping():
    none = apply_judge(lambda p: None, clean_run(), (), dict.fromkeys(SCORE_NAMES, 100))
    assert "nothing" in none.findings[0]
    mapping = apply_judge(lambda p: {"reasoning": 40}, clean_run(), (), dict.fromkeys(SCORE_NAMES, 100))
    assert mapping.scores["reasoning"] == 40


def test_judge_gets_the_critique_prompt():
    seen = []
    Critiqor(judge=lambda prompt: seen.append(prompt) or ALL_80).evaluate(evidence=clean_run())
    assert len(seen) == 1 and "2 + 2 = 4" in seen[0]


def test_score_lines_win_over_json_elsewhere_in_the_reply():
    scores, _, summary = parse_judge_reply('hallucination: 20\nsummary: tool returned {"temp": 19}')
    assert scores == {"hallucination": 20} and summary == 'tool returned {"temp": 19}'


def test_json_is_found_after_other_braces_and_reads_line_style_values():
    scores, bad, _ = parse_judge_reply('Note {x}. {"hallucination": "80/100", "reasoning": "70%", "consistency": "8/10"}')
    assert scores == {"hallucination": 80, "reasoning": 70, "consistency": 80} and bad == {}


def test_top_level_json_values_win_over_nested_scores():
    scores, _, _ = parse_judge_reply('{"hallucination": 10, "scores": {"hallucination": 90, "reasoning": 50}}')
    assert scores == {"hallucination": 10, "reasoning": 50}


def test_a_reply_on_a_zero_to_one_scale_is_read_as_such():
    scores, _, _ = parse_judge_reply("hallucination: 0.8\nreasoning: 0.55")
    assert scores == {"hallucination": 80, "reasoning": 55}
    assert parse_judge_reply("hallucination: 1\nreasoning: 0")[0] == {"hallucination": 1, "reasoning": 0}
