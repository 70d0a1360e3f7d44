"""The verdict in the GenAI semantic conventions' form: one `gen_ai.evaluation.result` event per
score and per failure cause, parented to the evaluated agent span.

Each carries `gen_ai.evaluation.name` (the score's name, `trust_score`, or the cause's type),
`gen_ai.evaluation.score.value` (the score, or the cause's trust impact),
`gen_ai.evaluation.score.label` (High / Moderate / Low for a score, the severity for a cause)
and, for a cause, `gen_ai.evaluation.explanation` (its description). They go through the Logs
API when the application set an SDK `LoggerProvider` (as log records in the agent span's
context), else onto the `critiqor.evaluate` span as span events, so trace viewers show them.
The rebuild reads neither.
"""

from __future__ import annotations

from typing import Any, Callable

from opentelemetry import _logs
from opentelemetry.context import Context
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as _gen_ai
from opentelemetry.trace import Span

from critiqor.scoring.result import CritiqorResult
from critiqor.scoring.scores import trust_level

__all__ = ["EVALUATION_EVENT", "evaluation_results", "emit_evaluation_results"]

EVALUATION_EVENT = "gen_ai.evaluation.result"
EVALUATION_NAME = _gen_ai.GEN_AI_EVALUATION_NAME
SCORE_VALUE = _gen_ai.GEN_AI_EVALUATION_SCORE_VALUE
SCORE_LABEL = _gen_ai.GEN_AI_EVALUATION_SCORE_LABEL
EXPLANATION = _gen_ai.GEN_AI_EVALUATION_EXPLANATION
_SCOPE = "critiqor"


def _as_is(text: str) -> str:
    return text


def evaluation_results(result: CritiqorResult, shown: Callable[[str], str] = _as_is) -> list[dict[str, Any]]:
    """The attributes of each evaluation result: the trust score, the seven scores, each cause
    (its explanation as `shown` lets it out: the run's content policy)."""
    results = [{EVALUATION_NAME: "trust_score", SCORE_VALUE: result.confidence, SCORE_LABEL: result.trust_level}]
    for name, score in result.critique.scores.items():
        results.append({EVALUATION_NAME: name, SCORE_VALUE: score, SCORE_LABEL: trust_level(score)})
    for cause in result.failure_causes:
        results.append(
            {EVALUATION_NAME: cause.type, SCORE_VALUE: cause.impact, SCORE_LABEL: cause.severity, EXPLANATION: shown(cause.description)}
        )
    return results


def _sdk_logger_provider() -> Any:
    """The application's SDK LoggerProvider, or None (the API's default provider is no SDK)."""
    try:
        from opentelemetry.sdk._logs import LoggerProvider
    except ImportError:  # pragma: no cover - the SDK is a dependency
        return None
    provider = _logs.get_logger_provider()
    return provider if isinstance(provider, LoggerProvider) else None


def emit_evaluation_results(
    result: CritiqorResult, agent_context: Context, verdict_span: Span, shown: Callable[[str], str] = _as_is
) -> str:
    """Emit every evaluation result; returns where they went: "logs" or "span_events"."""
    provider = _sdk_logger_provider()
    if provider is not None:
        logger = provider.get_logger(_SCOPE)
        for attributes in evaluation_results(result, shown):
            logger.emit(context=agent_context, event_name=EVALUATION_EVENT, attributes=attributes)
        return "logs"
    for attributes in evaluation_results(result, shown):
        verdict_span.add_event(EVALUATION_EVENT, attributes=attributes)
    return "span_events"
