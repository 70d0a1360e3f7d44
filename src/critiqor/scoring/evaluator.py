"""`Critiqor`: evaluates one agent run's evidence into a `CritiqorResult`, and can run the agent too."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Callable, Mapping, Sequence

from critiqor.evidence import (
    EvaluationEvidence,
    EvidenceLevel,
    RuntimeMetrics,
    ToolCall,
    ToolOutput,
)
from critiqor.scoring import scores
from critiqor.scoring.detectors import detect_failure_causes
from critiqor.scoring.registry import Thresholds
from critiqor.scoring.judge import Judge, apply_judge
from critiqor.scoring.result import Critique, CritiqorResult, FailureCause
from critiqor.scoring.verdict import emit_verdict

__all__ = ["Critiqor", "score_evidence", "AGENT_METHODS"]

_log = logging.getLogger(__name__)

#: The agent methods `Critiqor.run` tries, in order.
AGENT_METHODS: tuple[str, ...] = ("run", "invoke", "generate", "__call__")


def _summary(trust: int, level: str, recommendation: str, causes: Sequence[FailureCause], evidence_level: str) -> str:
    if causes:
        high = [c.type for c in causes if c.severity == "high"]
        found = f"{len(causes)} failure cause{'s' if len(causes) > 1 else ''}"
        if high:
            found += f" ({len(high)} high: {', '.join(dict.fromkeys(high))})"
    else:
        found = "no failure cause found"
    return f"Trust {trust}/100 ({level}) on {evidence_level} evidence: {found}; {recommendation}."


def score_evidence(
    evidence: EvaluationEvidence, judge: Judge | None = None, thresholds: Thresholds | None = None
) -> CritiqorResult:
    """Score `evidence` (no trace is written): checks, the seven scores, trust, confidence, recommendation.

    Without `judge` the result is a pure function of the evidence (and the thresholds).
    """
    problems: list[str] = []
    causes = detect_failure_causes(evidence, problems, thresholds)
    deterministic = scores.deterministic_scores(causes)
    findings = [f"[{c.severity}] {c.type}: {c.description}" for c in causes] + problems
    final, judge_summary, flagged = deterministic, None, False
    if judge is not None:
        outcome = apply_judge(judge, evidence, causes, deterministic)
        final, judge_summary, flagged = outcome.scores, outcome.summary, outcome.flagged
        findings += outcome.findings
        if outcome.causes is not None and len(outcome.causes) < len(causes):
            causes = outcome.causes
            deterministic = scores.deterministic_scores(causes)
    trust = scores.trust_score(causes, deterministic, final)
    level = scores.trust_level(trust)
    confidence = scores.evaluation_confidence(evidence)
    recommendation = scores.deployment_recommendation(trust, causes, confidence)
    if flagged and recommendation == "safe_to_deploy":
        recommendation = "review_recommended"
    missing = scores.confidence_deductions(evidence)
    if missing:
        findings.append("evaluation confidence lowered: " + ", ".join(name for name, _ in missing))
    if judge_summary:
        findings.append(f"judge: {judge_summary}")
    critique = Critique(
        **final,
        summary=_summary(trust, level, recommendation, causes, evidence.evidence_level),
        findings=tuple(findings),
    )
    return CritiqorResult(
        answer=str(evidence.response),
        confidence=trust,
        trust_level=level,
        critique=critique,
        evidence=evidence,
        failure_causes=causes,
        evaluation_confidence=confidence,
        deployment_recommendation=recommendation,
    )


def _text(value: Any) -> str | None:
    if value is None or isinstance(value, str):
        return value
    return str(value)


def _override(
    source: EvaluationEvidence, prompt: str | None, response: str | None, level: EvidenceLevel | None
) -> EvaluationEvidence:
    """`source` with the prompt, response and level passed to `evaluate` where they differ; span refs kept."""
    changes: dict[str, Any] = {}
    if prompt is not None and prompt != source.prompt:
        changes["prompt"] = prompt
    if response is not None and response != source.response:
        changes["response"] = response
    if level is not None and level != source.evidence_level:
        changes["evidence_level"] = EvaluationEvidence.from_payload("", "", evidence_level=level).evidence_level
    if not changes:
        return source
    return dataclasses.replace(source, **changes)


def _verdict_target(source: EvaluationEvidence | None) -> Any:
    """The live run `source` came from (a recorder returned it), where the verdict span goes; or None."""
    if source is None:
        return None
    try:
        from critiqor.recorder import verdict_target

        return verdict_target(source)
    except Exception:  # never let the verdict break scoring
        _log.warning("critiqor: could not find the live run for the verdict span", exc_info=True)
        return None


def _recorder_evidence() -> EvaluationEvidence | None:
    """The evidence of the `monitor()` block open here, or None outside one."""
    try:
        from critiqor.recorder import current_recorder
    except ImportError:
        return None
    recorder = current_recorder()
    if recorder is None:
        return None
    try:
        return recorder.evidence()
    except Exception:  # the recorder is documented never to raise; stay safe if it does
        _log.warning("critiqor: could not read the open recorder's evidence", exc_info=True)
        return None


def _agent_entry(agent: Any) -> Callable[[str], Any]:
    for name in AGENT_METHODS:
        method = getattr(agent, name, None)
        if callable(method):
            return method
    raise TypeError(f"the agent {agent!r} has none of the methods {', '.join(AGENT_METHODS)}")


class Critiqor:
    """Scores agent runs from their evidence; with an `agent`, `run(prompt)` also runs and records it.

    `judge`, when given, is any callable taking the critique prompt and returning text with one
    `name: score` line per critique score (see the README (section "Scoring")). `thresholds` tunes
    the checks (`Thresholds`); `disabled_checks` names checks (cause types) not to run, added to
    those the thresholds already switch off.
    """

    def __init__(
        self,
        agent: Any = None,
        *,
        judge: Judge | None = None,
        thresholds: Thresholds | None = None,
        disabled_checks: Sequence[str] = (),
    ) -> None:
        self.agent = agent
        self.judge = judge
        base = thresholds or Thresholds()
        self.thresholds = base.replaced(disabled_checks=tuple(dict.fromkeys([*base.disabled_checks, *disabled_checks])))

    def evaluate(
        self,
        prompt: str | None = None,
        response: Any = None,
        tool_calls: Sequence[ToolCall | Mapping[str, Any]] | None = None,
        tool_outputs: Sequence[ToolOutput | Mapping[str, Any]] | None = None,
        trace: Sequence[Mapping[str, Any]] | None = None,
        metrics: RuntimeMetrics | Mapping[str, Any] | None = None,
        evidence_level: EvidenceLevel | None = None,
        *,
        evidence: EvaluationEvidence | None = None,
    ) -> CritiqorResult:
        """Score one run and, when its evidence came from a live trace, write the verdict into it.

        The evidence is `evidence` if given; else, when no tool calls, outputs, trace or metrics are
        passed inside an open `monitor()` block, that recorder's evidence; else the evidence built
        from the arguments (`EvaluationEvidence.from_payload`). A prompt, response or level passed
        here wins over the evidence's own. Passing `evidence` with tool calls, outputs, trace or
        metrics is a `ValueError`.
        """
        loose = (tool_calls, tool_outputs, trace, metrics)
        response = _text(response)
        if evidence is not None and any(part is not None for part in loose):
            raise ValueError("pass either evidence= or tool_calls/tool_outputs/trace/metrics, not both")
        source = evidence
        if source is None and all(part is None for part in loose):
            source = _recorder_evidence()
        if source is not None:
            run_evidence = _override(source, prompt, response, evidence_level)
        else:
            run_evidence = EvaluationEvidence.from_payload(
                prompt or "", response or "", tool_calls, tool_outputs, trace, metrics, evidence_level
            )
        result = score_evidence(run_evidence, self.judge, self.thresholds)
        emit_verdict(result, _verdict_target(source))
        return result

    def run(self, prompt: str) -> CritiqorResult:
        """Run the agent on `prompt` under `monitor(prompt)` (through its `run`, `invoke`, `generate`
        or `__call__`, the first it has), record its answer (`str()` of it; `""` for None), and
        evaluate the recorded run. An exception from the agent is recorded in the trace and re-raised.
        """
        if self.agent is None:
            raise TypeError("Critiqor.run needs an agent: Critiqor(agent)")
        call = _agent_entry(self.agent)
        from critiqor.recorder import monitor

        with monitor(prompt) as recorder:
            answer = _text(call(prompt)) or ""
            evidence = recorder.finish(answer, prompt)
        return self.evaluate(prompt, answer, evidence=evidence)
