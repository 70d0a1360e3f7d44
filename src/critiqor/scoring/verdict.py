"""The verdict written back into the trace: a `critiqor.evaluate` span, child of the run's `agent`
span, with the scores as attributes and one span event per failure cause citing its spans.

The rebuild ignores this span, so a run's evidence is the same before and after it is scored.
Emitting never raises: telemetry trouble is logged as a warning.
"""

from __future__ import annotations

import logging

from critiqor.conventions import EVALUATE_SPAN_NAME, GEN_AI_USAGE_INPUT_TOKENS, GEN_AI_USAGE_OUTPUT_TOKENS
from critiqor.evidence import EvaluationEvidence
from critiqor.scoring.result import CritiqorResult
from critiqor.usage import evidence_token_totals

__all__ = [
    "TRUST_SCORE",
    "TRUST_LEVEL",
    "EVALUATION_CONFIDENCE",
    "DEPLOYMENT_RECOMMENDATION",
    "EVIDENCE_LEVEL",
    "FAILURE_CAUSE_COUNT",
    "SCORE_PREFIX",
    "USAGE_INPUT_TOKENS",
    "USAGE_OUTPUT_TOKENS",
    "USAGE_TOTAL_TOKENS",
    "CAUSE_SEVERITY",
    "CAUSE_IMPACT",
    "CAUSE_DESCRIPTION",
    "CAUSE_ROOT_CAUSE",
    "CAUSE_RECOMMENDED_FIX",
    "CAUSE_SPAN_IDS",
    "verdict_attributes",
    "emit_verdict",
]

_log = logging.getLogger(__name__)

# --- attributes of the critiqor.evaluate span ----------------------------------------------------
TRUST_SCORE = "critiqor.trust_score"
TRUST_LEVEL = "critiqor.trust_level"
EVALUATION_CONFIDENCE = "critiqor.evaluation_confidence"
DEPLOYMENT_RECOMMENDATION = "critiqor.deployment_recommendation"
EVIDENCE_LEVEL = "critiqor.evidence_level"
FAILURE_CAUSE_COUNT = "critiqor.failure_cause_count"
SCORE_PREFIX = "critiqor.score."  # + one of the seven score names
# the run's token usage across all its LLM calls, normalised (critiqor.usage), when any was reported
USAGE_INPUT_TOKENS = GEN_AI_USAGE_INPUT_TOKENS
USAGE_OUTPUT_TOKENS = GEN_AI_USAGE_OUTPUT_TOKENS
USAGE_TOTAL_TOKENS = "critiqor.usage.total_tokens"

# --- attributes of each failure-cause event (the event's name is the cause type) ----------------
CAUSE_SEVERITY = "critiqor.cause.severity"
CAUSE_IMPACT = "critiqor.cause.impact"
CAUSE_DESCRIPTION = "critiqor.cause.description"
CAUSE_ROOT_CAUSE = "critiqor.cause.root_cause"
CAUSE_RECOMMENDED_FIX = "critiqor.cause.recommended_fix"
CAUSE_SPAN_IDS = "critiqor.span_ids"


def verdict_attributes(result: CritiqorResult) -> dict:
    """The attributes of the `critiqor.evaluate` span for `result`."""
    attributes = {
        TRUST_SCORE: result.confidence,
        TRUST_LEVEL: result.trust_level,
        EVALUATION_CONFIDENCE: result.evaluation_confidence,
        DEPLOYMENT_RECOMMENDATION: result.deployment_recommendation,
        EVIDENCE_LEVEL: result.evidence.evidence_level,
        FAILURE_CAUSE_COUNT: len(result.failure_causes),
    }
    attributes.update({SCORE_PREFIX + name: score for name, score in result.critique.scores.items()})
    tokens = evidence_token_totals(result.evidence)
    if tokens is not None:
        attributes.update({USAGE_INPUT_TOKENS: tokens.input, USAGE_OUTPUT_TOKENS: tokens.output, USAGE_TOTAL_TOKENS: tokens.total})
    return attributes


def _parent(*candidates: EvaluationEvidence):
    try:
        from critiqor.recorder import verdict_parent
    except ImportError:
        return None
    for evidence in candidates:
        parent = verdict_parent(evidence)
        if parent is not None:
            return parent
    return None


def emit_verdict(result: CritiqorResult, *sources: EvaluationEvidence) -> bool:
    """Write `result` into the live trace its evidence came from (tried: `sources`, then
    `result.evidence`); returns whether a span was emitted. Never raises."""
    try:
        parent = _parent(*sources, result.evidence)
        if parent is None:
            return False
        tracer, context = parent
        span = tracer.start_span(EVALUATE_SPAN_NAME, context=context, attributes=verdict_attributes(result))
        try:
            for cause in result.failure_causes:
                span.add_event(
                    cause.type,
                    attributes={
                        CAUSE_SEVERITY: cause.severity,
                        CAUSE_IMPACT: cause.impact,
                        CAUSE_DESCRIPTION: cause.description,
                        CAUSE_ROOT_CAUSE: cause.root_cause,
                        CAUSE_RECOMMENDED_FIX: cause.recommended_fix,
                        CAUSE_SPAN_IDS: list(cause.span_ids),
                    },
                )
        finally:
            span.end()
        return True
    except Exception:  # telemetry must never break evaluation
        _log.warning("critiqor: could not write the verdict span into the trace", exc_info=True)
        return False
