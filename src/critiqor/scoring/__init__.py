"""Critiqor scoring: failure causes detected from a run's evidence, seven scores, a trust score,
and the verdict written back into the run's trace. See the README (section "Scoring") for the formula."""

from critiqor.scoring.evaluator import Critiqor, score_evidence
from critiqor.scoring.registry import Thresholds
from critiqor.scoring.result import SCORE_NAMES, Critique, CritiqorResult, FailureCause
from critiqor.scoring.verdict import (
    DEPLOYMENT_RECOMMENDATION,
    EVALUATION_CONFIDENCE,
    EVIDENCE_LEVEL,
    TRUST_SCORE,
    emit_verdict,
)

__all__ = [
    "Critiqor",
    "CritiqorResult",
    "Critique",
    "FailureCause",
    "SCORE_NAMES",
    "score_evidence",
    "Thresholds",
    "emit_verdict",
    "TRUST_SCORE",
    "EVALUATION_CONFIDENCE",
    "DEPLOYMENT_RECOMMENDATION",
    "EVIDENCE_LEVEL",
]
