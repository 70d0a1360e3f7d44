"""The scoring formula: failure causes -> seven scores -> trust score, level and recommendation.

Everything here is a pure function of its arguments; the README (section "Scoring") states the same formula.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from critiqor.evidence import EvaluationEvidence
from critiqor.scoring.absent import absent_content_deduction
from critiqor.scoring.detectors import CAUSE_KINDS, is_incomplete_note, pair_outputs
from critiqor.scoring.result import SCORE_NAMES, DeploymentRecommendation, FailureCause, TrustLevel

__all__ = [
    "SCORE_WEIGHTS",
    "DIMENSION_PENALTY_FACTOR",
    "LEVEL_BASE_CONFIDENCE",
    "MAX_CONFIDENCE_DEDUCTION",
    "WITHHELD_CONTENT_DEDUCTION",
    "deterministic_scores",
    "trust_score",
    "trust_level",
    "evaluation_confidence",
    "deployment_recommendation",
]

#: How much each score counts when a judge lowers it below the deterministic score (sums to 1).
SCORE_WEIGHTS: dict[str, float] = {
    "hallucination": 0.25,
    "task_completion": 0.20,
    "tool_reliability": 0.15,
    "reasoning": 0.10,
    "consistency": 0.10,
    "confidence_calibration": 0.10,
    "execution_efficiency": 0.10,
}

#: A cause lowers each score it touches by this many times its trust impact.
DIMENSION_PENALTY_FACTOR = 2

#: Evaluation confidence before deductions, by evidence level.
LEVEL_BASE_CONFIDENCE: dict[str, int] = {
    "response_only": 40,
    "trace_available": 68,
    "fully_instrumented": 95,
}
#: Deductions for missing pieces never take more than this, so the levels' ranges never overlap.
MAX_CONFIDENCE_DEDUCTION = 25
#: Evidence rebuilt from a trace whose content policy withheld values (`evidence.redacted`).
WITHHELD_CONTENT_DEDUCTION = 10

TRUST_HIGH = 75
TRUST_MODERATE = 50
#: Below this evaluation confidence the evidence is too thin to call a run safe to deploy.
MIN_CONFIDENCE_TO_DEPLOY = 50


def _clamp(value: float) -> int:
    return int(max(0, min(100, round(value))))


def deterministic_scores(causes: Iterable[FailureCause]) -> dict[str, int]:
    """Each score is 100 minus `DIMENSION_PENALTY_FACTOR` x |impact| of every cause touching it, within 0-100."""
    penalty = dict.fromkeys(SCORE_NAMES, 0)
    for cause in causes:
        kind = CAUSE_KINDS.get(cause.type)
        for dimension in kind.dimensions if kind else ():
            penalty[dimension] += DIMENSION_PENALTY_FACTOR * abs(cause.impact)
    return {name: _clamp(100 - penalty[name]) for name in SCORE_NAMES}


def trust_score(
    causes: Iterable[FailureCause],
    deterministic: Mapping[str, int] | None = None,
    final: Mapping[str, int] | None = None,
) -> int:
    """100 plus the (negative) impacts of all causes, minus the weighted points a judge took off
    the deterministic scores (`Σ weight × (deterministic − final)`), within 0-100."""
    total = 100 + sum(cause.impact for cause in causes)
    if deterministic is not None and final is not None:
        total -= sum(
            SCORE_WEIGHTS[name] * max(0, deterministic[name] - final[name]) for name in SCORE_NAMES
        )
    return _clamp(total)


def trust_level(trust: int) -> TrustLevel:
    """`High` from 75, `Moderate` from 50, else `Low`."""
    if trust >= TRUST_HIGH:
        return "High"
    if trust >= TRUST_MODERATE:
        return "Moderate"
    return "Low"


def confidence_deductions(evidence: EvaluationEvidence) -> list[tuple[str, int]]:
    """The missing pieces of `evidence` that lower the evaluation confidence, with their points."""
    deductions = []
    if not str(evidence.prompt).strip():
        deductions.append(("no prompt", 10))
    if not str(evidence.response).strip():
        deductions.append(("no response", 15))
    if any(j is None for j in pair_outputs(evidence.tool_calls, evidence.tool_outputs, evidence.trace)):
        deductions.append(("tool calls without outputs", 5))
    timed = [*evidence.tool_calls, *evidence.tool_outputs]
    if any(item.timestamp is None for item in timed) or any(
        not isinstance(e.get("timestamp"), (int, float)) for e in evidence.trace
    ):
        deductions.append(("no timestamps", 5))
    if evidence.evidence_level == "fully_instrumented" and evidence.metrics.latency is None:
        deductions.append(("no latency", 5))
    if evidence.redacted:
        deductions.append(("content withheld from the trace by its content policy", WITHHELD_CONTENT_DEDUCTION))
    if any(is_incomplete_note(e) for e in evidence.metrics.errors):
        deductions.append(("evidence incomplete: the run's spans were dropped before scoring", 25))
    absent = absent_content_deduction(evidence)
    if absent is not None:
        deductions.append(absent)
    return deductions


def evaluation_confidence(evidence: EvaluationEvidence) -> int:
    """How far the verdict can be trusted: the level's base minus the missing pieces' deductions
    (at most `MAX_CONFIDENCE_DEDUCTION`). Levels never overlap: 15-40, 43-68, 70-95."""
    base = LEVEL_BASE_CONFIDENCE.get(evidence.evidence_level, LEVEL_BASE_CONFIDENCE["response_only"])
    deduction = min(MAX_CONFIDENCE_DEDUCTION, sum(points for _, points in confidence_deductions(evidence)))
    return base - deduction


def deployment_recommendation(
    trust: int, causes: Iterable[FailureCause], confidence: int
) -> DeploymentRecommendation:
    """`unsafe_for_production` below trust 50; `review_recommended` below 75, with any high-severity
    cause, or when the evaluation confidence is under 50; otherwise `safe_to_deploy`."""
    if trust < TRUST_MODERATE:
        return "unsafe_for_production"
    if trust < TRUST_HIGH or confidence < MIN_CONFIDENCE_TO_DEPLOY:
        return "review_recommended"
    if any(cause.severity == "high" for cause in causes):
        return "review_recommended"
    return "safe_to_deploy"
