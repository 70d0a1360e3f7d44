"""What an evaluation returns: `FailureCause`, `Critique` and `CritiqorResult` (plain frozen data)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from critiqor.evidence import EvaluationEvidence

__all__ = [
    "Severity",
    "TrustLevel",
    "DeploymentRecommendation",
    "SCORE_NAMES",
    "FailureCause",
    "Critique",
    "CritiqorResult",
]

Severity = Literal["low", "medium", "high"]
TrustLevel = Literal["High", "Moderate", "Low"]
DeploymentRecommendation = Literal["safe_to_deploy", "review_recommended", "unsafe_for_production"]

#: The seven critique scores, in the order they are reported (0-100, higher is better).
SCORE_NAMES: tuple[str, ...] = (
    "hallucination",
    "reasoning",
    "tool_reliability",
    "consistency",
    "task_completion",
    "confidence_calibration",
    "execution_efficiency",
)


@dataclass(frozen=True)
class FailureCause:
    """One problem found in a run: what, how bad (`impact` is the trust points it costs, <= 0), and where.

    `span_ids` are the hex ids of the spans that show it and `trace_id` the hex id of their trace;
    both are empty/None when the evidence did not come from spans.
    """

    type: str
    severity: Severity
    impact: int
    description: str
    root_cause: str
    recommended_fix: str
    span_ids: tuple[str, ...] = ()
    trace_id: str | None = None
    #: "fact" when read from the trace (an error, a missing output, a loop), "inference" when
    #: inferred from the response's text (an unsupported claim, a contradiction, a wrong entity).
    certainty: str = "fact"

    def to_dict(self) -> dict:
        return {
            "type": self.type,
            "severity": self.severity,
            "impact": self.impact,
            "description": self.description,
            "root_cause": self.root_cause,
            "recommended_fix": self.recommended_fix,
            "span_ids": list(self.span_ids),
            "trace_id": self.trace_id,
            "certainty": self.certainty,
        }


@dataclass(frozen=True)
class Critique:
    """The seven 0-100 scores (higher is better), a one-line summary and the findings behind them."""

    hallucination: int = 100
    reasoning: int = 100
    tool_reliability: int = 100
    consistency: int = 100
    task_completion: int = 100
    confidence_calibration: int = 100
    execution_efficiency: int = 100
    summary: str = ""
    findings: tuple[str, ...] = ()

    @property
    def scores(self) -> dict[str, int]:
        """The seven scores by name, in `SCORE_NAMES` order."""
        return {name: getattr(self, name) for name in SCORE_NAMES}

    def to_dict(self) -> dict:
        return {**self.scores, "summary": self.summary, "findings": list(self.findings)}


@dataclass(frozen=True)
class CritiqorResult:
    """The verdict on one run: trust score and level, critique, failure causes, and how sure the verdict is."""

    answer: str
    confidence: int
    trust_level: TrustLevel
    critique: Critique
    evidence: EvaluationEvidence
    failure_causes: tuple[FailureCause, ...] = field(default_factory=tuple)
    evaluation_confidence: int = 0
    deployment_recommendation: DeploymentRecommendation = "review_recommended"

    @property
    def trust_score(self) -> int:
        """Alias of `confidence`: the trust score, 0 to 100."""
        return self.confidence

    def to_dict(self) -> dict:
        """Plain, JSON-ready data."""
        return {
            "answer": self.answer,
            "confidence": self.confidence,
            "trust_level": self.trust_level,
            "critique": self.critique.to_dict(),
            "evidence": self.evidence.to_dict(),
            "failure_causes": [c.to_dict() for c in self.failure_causes],
            "evaluation_confidence": self.evaluation_confidence,
            "deployment_recommendation": self.deployment_recommendation,
        }
