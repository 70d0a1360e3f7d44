"""The scoring formula: scores, trust, level, evaluation confidence and recommendation."""

from __future__ import annotations

import pytest

from critiqor.scoring import scores
from critiqor.scoring.detectors import CAUSE_KINDS, IMPACT
from critiqor.scoring.result import SCORE_NAMES, FailureCause

from scoring_helpers import evidence


def cause(type_: str, severity: str | None = None) -> FailureCause:
    severity = severity or CAUSE_KINDS[type_].severity
    return FailureCause(type_, severity, IMPACT[severity], "d", "r", "f")


def test_no_cause_gives_all_hundreds_and_full_trust():
    assert scores.deterministic_scores([]) == dict.fromkeys(SCORE_NAMES, 100)
    assert scores.trust_score([]) == 100


def test_each_cause_lowers_its_dimensions_by_twice_its_impact():
    result = scores.deterministic_scores([cause("missing_tool_output")])  # medium: -15
    assert result["tool_reliability"] == 70 and result["task_completion"] == 70
    assert result["hallucination"] == 100


def test_dimension_scores_stay_within_zero_and_hundred():
    result = scores.deterministic_scores([cause("unsupported_claim")] * 3)
    assert result["hallucination"] == 0


def test_trust_is_hundred_plus_the_impacts_clamped():
    assert scores.trust_score([cause("unsupported_claim"), cause("retries")]) == 65
    assert scores.trust_score([cause("unsupported_claim")] * 4) == 0


def test_judge_lowering_scores_costs_weighted_points():
    deterministic = dict.fromkeys(SCORE_NAMES, 100)
    final = {**deterministic, "hallucination": 20}
    assert scores.trust_score([], deterministic, final) == 80  # 0.25 x 80


def test_weights_sum_to_one_and_cover_every_score():
    assert set(scores.SCORE_WEIGHTS) == set(SCORE_NAMES)
    assert sum(scores.SCORE_WEIGHTS.values()) == pytest.approx(1.0)


@pytest.mark.parametrize("trust, level", [(100, "High"), (75, "High"), (74, "Moderate"), (50, "Moderate"), (49, "Low"), (0, "Low")])
def test_trust_level_thresholds(trust, level):
    assert scores.trust_level(trust) == level


def _full(**kwargs):
    base = dict(
        tool_calls=[{"tool": "a", "args": {}, "timestamp": 1.0}],
        tool_outputs=[{"tool": "a", "output": "x", "timestamp": 2.0}],
    )
    return evidence(**{**base, **kwargs})


def test_evaluation_confidence_rises_strictly_with_the_level():
    levels = ["response_only", "trace_available", "fully_instrumented"]
    values = [scores.evaluation_confidence(_full(evidence_level=lvl, metrics={"latency": 1.0})) for lvl in levels]
    assert values[0] < values[1] < values[2]


def test_evaluation_confidence_levels_never_overlap_even_with_everything_missing():
    worst = {
        lvl: scores.evaluation_confidence(
            evidence("", "", tool_calls=[{"tool": "a"}], evidence_level=lvl)
        )
        for lvl in ("trace_available", "fully_instrumented")
    }
    best_response_only = scores.evaluation_confidence(evidence(evidence_level="response_only"))
    best_trace = scores.evaluation_confidence(_full(evidence_level="trace_available"))
    assert best_response_only < worst["trace_available"]
    assert best_trace < worst["fully_instrumented"]


@pytest.mark.parametrize(
    "change, missing",
    [
        ({"prompt": ""}, "no prompt"),
        ({"response": ""}, "no response"),
        ({"tool_outputs": []}, "tool calls without outputs"),
        ({"tool_calls": [{"tool": "a"}]}, "no timestamps"),
        ({"metrics": {}}, "no latency"),
    ],
)
def test_missing_pieces_lower_evaluation_confidence(change, missing):
    complete = _full(evidence_level="fully_instrumented", metrics={"latency": 1.0})
    lacking = _full(**{"evidence_level": "fully_instrumented", "metrics": {"latency": 1.0}, **change})
    assert scores.evaluation_confidence(lacking) < scores.evaluation_confidence(complete)
    assert missing in [name for name, _ in scores.confidence_deductions(lacking)]


def test_recommendation_thresholds():
    assert scores.deployment_recommendation(100, [], 90) == "safe_to_deploy"
    assert scores.deployment_recommendation(74, [], 90) == "review_recommended"
    assert scores.deployment_recommendation(49, [], 90) == "unsafe_for_production"


def test_any_high_severity_cause_needs_at_least_review():
    assert scores.deployment_recommendation(90, [cause("unsupported_claim")], 90) == "review_recommended"


def test_thin_evidence_is_never_called_safe():
    assert scores.deployment_recommendation(100, [], 40) == "review_recommended"
