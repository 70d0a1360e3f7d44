"""The verdict written back into the trace: a `critiqor.evaluate` span, child of the run's `agent`
span, with the scores as attributes and one span event per failure cause citing its spans; and
the same verdict as GenAI `gen_ai.evaluation.result` events (`evaluation_events`).

The rebuild ignores this span, so a run's evidence is the same before and after it is scored.
Emitting never raises: telemetry trouble is logged as a warning.
"""

from __future__ import annotations

import logging

from typing import Callable, Protocol

from opentelemetry.context import Context
from opentelemetry.trace import Tracer

from critiqor.wire import EVALUATE_SPAN_NAME
from critiqor.scoring.evaluation_events import emit_evaluation_results
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
    "VerdictTarget",
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
# the run's token usage across all its LLM calls, normalised (critiqor.usage), when any was reported;
# under critiqor.* rather than gen_ai.usage.*, so a backend summing gen_ai.usage.* over a trace
# does not count the run's tokens twice (once on its chat spans, once on the verdict)
USAGE_INPUT_TOKENS = "critiqor.usage.input_tokens"
USAGE_OUTPUT_TOKENS = "critiqor.usage.output_tokens"
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


class VerdictTarget(Protocol):
    """The live run a verdict is written into (the recorder's `VerdictTarget`): a tracer, and a
    context whose current span is the run's agent span."""

    tracer: Tracer
    context: Context


def _shown(target: VerdictTarget) -> Callable[[str], str]:
    """How the run's content policy lets a failure-cause description into the trace (it may
    quote a tool output, an error or the response): the recorder's rule, else unchanged."""
    shown = getattr(target, "content", None)
    return shown if callable(shown) else str


def emit_verdict(result: CritiqorResult, target: VerdictTarget | None) -> bool:
    """Write `result` into the live run `target` (nothing when None); returns whether a span was
    emitted. Never raises."""
    if target is None:
        return False
    try:
        shown = _shown(target)
        span = target.tracer.start_span(EVALUATE_SPAN_NAME, context=target.context, attributes=verdict_attributes(result))
        try:
            for cause in result.failure_causes:
                span.add_event(
                    cause.type,
                    attributes={
                        CAUSE_SEVERITY: cause.severity,
                        CAUSE_IMPACT: cause.impact,
                        CAUSE_DESCRIPTION: shown(cause.description),
                        CAUSE_ROOT_CAUSE: cause.root_cause,
                        CAUSE_RECOMMENDED_FIX: cause.recommended_fix,
                        CAUSE_SPAN_IDS: list(cause.span_ids),
                    },
                )
            emit_evaluation_results(result, target.context, span, shown)  # the same verdict in the GenAI form
        finally:
            span.end()
        return True
    except Exception:  # telemetry must never break evaluation
        _log.warning("critiqor: could not write the verdict span into the trace", exc_info=True)
        return False
