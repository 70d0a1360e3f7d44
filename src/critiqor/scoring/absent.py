"""Content a run's spans did not carry (instrumentation with content capture off): which checks
cannot run without it, and what it costs the evaluation's confidence.

Evidence rebuilt from such spans names the absent content in `EvaluationEvidence.content_absent`
("prompt", "response", "tool_args", "tool_outputs"). A check that reads absent content would
report a failure the agent never had (an "empty" response that was only not captured), so it is
skipped, and the evaluation confidence is lowered instead.
"""

from __future__ import annotations

from critiqor.evidence import EvaluationEvidence
from critiqor.scoring.registry import CHECKS  # each check declares the content it reads

__all__ = ["ABSENT_CONTENT_POINTS", "absent_content", "checks_without_content", "absent_content_deduction"]

#: Confidence points taken off when content was not captured.
ABSENT_CONTENT_POINTS = 10


def absent_content(evidence: EvaluationEvidence) -> frozenset[str]:
    """The content the evidence says was not captured, less a prompt or response given since
    (e.g. passed to `evaluate`)."""
    absent = set(evidence.content_absent)
    if str(evidence.prompt).strip():
        absent.discard("prompt")
    if str(evidence.response).strip():
        absent.discard("response")
    return frozenset(absent)


def checks_without_content(evidence: EvaluationEvidence) -> frozenset[str]:
    """Names of the checks that cannot run on `evidence` because content they read is absent."""
    absent = absent_content(evidence)
    if not absent:
        return frozenset()
    return frozenset(name for name, registered in CHECKS.items() if registered.reads & absent)


def absent_content_deduction(evidence: EvaluationEvidence) -> tuple[str, int] | None:
    """The confidence deduction for absent content, or None when all content was captured."""
    absent = absent_content(evidence)
    if not absent:
        return None
    return f"content not captured: {', '.join(sorted(absent))}", ABSENT_CONTENT_POINTS
