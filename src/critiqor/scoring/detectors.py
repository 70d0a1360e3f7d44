"""Failure-cause detectors: one small, deterministic function per cause, over `EvaluationEvidence`.

Each detector takes the `RunFacts` of one run and returns the `FailureCause`s it finds (an empty
list when the run is clean). Causes cite the spans that show them through `span_refs(evidence)`;
evidence that did not come from spans gives causes with no span ids. The catalogue, with the
trigger of every cause, is in the README (section "Scoring").
"""

from __future__ import annotations

import logging
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from typing import Callable, Iterable, Sequence

from critiqor import wire as conventions
from critiqor.content import is_withheld
from critiqor.evidence import EvaluationEvidence, SpanRefs, ToolCall, ToolOutput, span_refs
from critiqor.scoring import text
from critiqor.scoring.result import FailureCause, Severity

__all__ = [
    "CauseKind",
    "CAUSE_KINDS",
    "IMPACT",
    "RunFacts",
    "DETECTORS",
    "detect_failure_causes",
    "pair_outputs",
]

#: Trust points a cause costs, by severity.
IMPACT: dict[str, int] = {"high": -30, "medium": -15, "low": -5}

#: A tool must take more than this share of the run's latency to be a hotspot...
HOTSPOT_SHARE = 0.5
#: ...and at least this many seconds, so that microsecond-long runs are not flagged.
HOTSPOT_MIN_SECONDS = 0.05
#: This many LLM calls in a row, with no tool call between them, make a loop (plan, draft, refine
#: is a normal three-step pattern, so it takes four)...
LLM_LOOP_MIN_CALLS = 4
#: ...and this many a high-severity one.
LLM_LOOP_HIGH_CALLS = 6
#: This many errors in a row from the same tool make a retry loop.
RETRY_LOOP_MIN_ERRORS = 2

#: A tool output that is only one of these words is a receipt of an action, not a result to use.
RECEIPT_WORDS = frozenset("ok done sent queued success accepted created deleted updated".split())
#: A dict output whose keys are all of these (or end in "_id"), with scalar values, is a receipt.
RECEIPT_KEYS = frozenset("status state ok success id code ref created_at timestamp".split())

_log = logging.getLogger(__name__)
_TIMEOUT = re.compile(r"timeout|timed[\s-]*out\b|time[\s-]out\b", re.IGNORECASE)


@dataclass(frozen=True)
class CauseKind:
    """The fixed part of a cause type: its severity, the scores it lowers, its root cause and fix."""

    severity: Severity
    dimensions: tuple[str, ...]
    root_cause: str
    recommended_fix: str


CAUSE_KINDS: dict[str, CauseKind] = {
    "empty_response": CauseKind(
        "high",
        ("task_completion",),
        "The agent returned no answer.",
        "Make the agent always return a final answer, or an explicit failure message.",
    ),
    "repeated_tool_call": CauseKind(
        "low",  # "medium" from three identical calls
        ("execution_efficiency",),
        "The agent called the same tool with the same arguments more than once.",
        "Cache tool results within a run and check the history before calling a tool again.",
    ),
    "missing_tool_output": CauseKind(
        "medium",
        ("tool_reliability", "task_completion"),
        "A tool call never produced an output: it hung, crashed, or its result was not recorded.",
        "Give tools a timeout and always record an output or an error for every call.",
    ),
    "tool_error": CauseKind(
        "medium",
        ("tool_reliability",),
        "A tool returned an error.",
        "Validate tool arguments before calling, and handle the tool's error cases explicitly.",
    ),
    "runtime_error": CauseKind(
        "high",
        ("task_completion",),
        "The agent run raised or recorded an error outside its tools.",
        "Catch and handle the error where it is raised; add a test for this input.",
    ),
    "timeout": CauseKind(
        "medium",
        ("tool_reliability", "execution_efficiency"),
        "An operation timed out.",
        "Raise the timeout where the work is legitimately slow, or add a fallback when it expires.",
    ),
    "retries": CauseKind(
        "low",
        ("execution_efficiency",),
        "The run needed retries to get through.",
        "Find why the first attempt fails; retries hide flaky dependencies and add latency.",
    ),
    "ignored_tool_output": CauseKind(
        "medium",  # "high" when the response uses no tool output at all
        ("consistency", "reasoning"),
        "A tool returned a result that the final response does not use.",
        "Ground the answer in the tool results, or drop tool calls whose results are not needed.",
    ),
    "unsupported_claim": CauseKind(
        "high",
        ("hallucination",),
        "The response states specific facts (numbers, dates, sources) that no tool output or prompt supports.",
        "Answer only from tool outputs, or fetch the fact with a tool before stating it.",
    ),
    "overconfident_wording": CauseKind(
        "medium",
        ("confidence_calibration",),
        "The response uses high-certainty wording that its evidence does not justify.",
        "Tie the wording to the evidence: hedge when tools failed, were skipped or do not back the claim.",
    ),
    "retry_loop": CauseKind(
        "high",
        ("reasoning", "execution_efficiency"),
        "The agent kept calling a tool that kept failing, without changing its approach.",
        "Stop after a failure, change the arguments or the tool, and cap retries per tool.",
    ),
    "llm_loop": CauseKind(
        "medium",  # "low" for three calls, "high" from six
        ("reasoning", "execution_efficiency"),
        "The agent called the LLM again and again without any tool progress in between.",
        "Cap model calls per step and make each call act on new information or end the run.",
    ),
    "latency_hotspot": CauseKind(
        "low",
        ("execution_efficiency",),
        "One tool takes most of the run's latency.",
        "Speed that tool up: cache it, narrow its query, or run it in parallel with other work.",
    ),
    "unacknowledged_error": CauseKind(
        "high",
        ("consistency", "confidence_calibration"),
        "An error was never resolved, yet the final response does not mention it.",
        "Tell the user when a step failed, or retry until it succeeds before answering.",
    ),
}


def pair_outputs(calls: Sequence[ToolCall], outputs: Sequence[ToolOutput]) -> tuple[int | None, ...]:
    """For each call, the index of the output answering it (None when it has none), by the
    recorder's own rule (SPEC section 3): an output with a call id answers the call of that id;
    one without answers the oldest unanswered call of its tool that has no id. An output matching
    neither (an orphan) answers no call.
    """
    result: list[int | None] = [None] * len(calls)
    for j, output in enumerate(outputs):
        for i, call in enumerate(calls):
            if result[i] is not None:
                continue
            if output.call_id is not None:
                if call.id == output.call_id:
                    result[i] = j
                    break
            elif call.id is None and call.tool == output.tool:
                result[i] = j
                break
    return tuple(result)


@dataclass(frozen=True)
class ErrorFact:
    """One error of the run: its message, whether a tool raised it, the spans showing it, resolution."""

    message: str
    tool: str | None
    span_ids: tuple[str, ...]
    resolved: bool


@dataclass(frozen=True)
class RunFacts:
    """One run's evidence plus what several detectors derive from it (call/output pairs, errors)."""

    evidence: EvaluationEvidence
    refs: SpanRefs | None
    output_of_call: tuple[int | None, ...]
    errors: tuple[ErrorFact, ...]

    @classmethod
    def of(cls, evidence: EvaluationEvidence) -> "RunFacts":
        """The facts of `evidence`, read through `errors_as_data_normalised` (span refs kept aligned)."""
        refs = span_refs(evidence)
        evidence = errors_as_data_normalised(evidence)
        facts = cls(evidence, refs, pair_outputs(evidence.tool_calls, evidence.tool_outputs), ())
        object.__setattr__(facts, "errors", tuple(_collect_errors(facts)))
        return facts

    @property
    def trace_id(self) -> str | None:
        return self.refs.trace_id if self.refs else None

    def call_spans(self, indices: Iterable[int]) -> tuple[str, ...]:
        return _pick(self.refs.tool_calls if self.refs else (), indices)

    def output_spans(self, indices: Iterable[int]) -> tuple[str, ...]:
        return _pick(self.refs.tool_outputs if self.refs else (), indices)

    def trace_spans(self, indices: Iterable[int]) -> tuple[str, ...]:
        return _pick(self.refs.trace if self.refs else (), indices)

    def root_spans(self) -> tuple[str, ...]:
        return (self.refs.root_span_id,) if self.refs and self.refs.root_span_id else ()

    def successful_outputs(self) -> list[tuple[int, ToolOutput]]:
        return [(j, o) for j, o in enumerate(self.evidence.tool_outputs) if not o.error]

    def call_failed(self, i: int) -> bool:
        """Whether call `i` got an output with an error."""
        j = self.output_of_call[i]
        return j is not None and bool(self.evidence.tool_outputs[j].error)

    def call_succeeded(self, i: int) -> bool:
        """Whether call `i` got an output without an error."""
        j = self.output_of_call[i]
        return j is not None and not self.evidence.tool_outputs[j].error

    def call_of_output(self, j: int) -> int | None:
        """The index of the call output `j` answers, or None for an orphan output."""
        return next((i for i, k in enumerate(self.output_of_call) if k == j), None)

    def cause(self, type_: str, description: str, span_ids: Iterable[str] = (), severity: Severity | None = None) -> FailureCause:
        """A `FailureCause` of catalogued type `type_`, with its impact taken from its severity."""
        kind = CAUSE_KINDS[type_]
        severity = severity or kind.severity
        return FailureCause(
            type=type_,
            severity=severity,
            impact=IMPACT[severity],
            description=description,
            root_cause=kind.root_cause,
            recommended_fix=kind.recommended_fix,
            span_ids=_unique(span_ids),
            trace_id=self.trace_id,
        )


def _pick(ids: Sequence[str], indices: Iterable[int]) -> tuple[str, ...]:
    return _unique(ids[i] for i in indices if 0 <= i < len(ids) and ids[i])


def _unique(ids: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(ids))


def _events(evidence: EvaluationEvidence, *names: str) -> list[tuple[int, dict]]:
    return [(k, e) for k, e in enumerate(evidence.trace) if e.get("event") in names]


def error_in_data(output: object) -> str | None:
    """The error a tool returned as data: the non-empty value of an `error` or `errors` key of a
    dict output, as text ("429 Too Many Requests"); None when the output holds no such error."""
    if not isinstance(output, dict):
        return None
    for key in ("error", "errors"):
        value = output.get(key)
        if value:
            return text.leaf_text(value).replace("\n", "; ") or text.canonical(value)
    return None


def errors_as_data_normalised(evidence: EvaluationEvidence) -> EvaluationEvidence:
    """`evidence` with every tool output and `tool_end` trace event that returned an error as data
    (`error_in_data`) and has no `error` given, carrying that error; the lists keep their order and
    length, so span refs stay aligned. Returns `evidence` itself when nothing changes."""
    outputs = [
        o if o.error or error_in_data(o.output) is None else replace(o, error=error_in_data(o.output))
        for o in evidence.tool_outputs
    ]
    trace = [
        {**e, "error": error_in_data(e.get("output"))}
        if e.get("event") == "tool_end" and not e.get("error") and error_in_data(e.get("output")) is not None
        else e
        for e in evidence.trace
    ]
    unchanged = zip([*outputs, *trace], [*evidence.tool_outputs, *evidence.trace])
    if all(new is old for new, old in unchanged):
        return evidence
    return replace(evidence, tool_outputs=outputs, trace=trace)


def is_receipt(output: object) -> bool:
    """Whether a tool output only acknowledges an action: a bool or None, one of `RECEIPT_WORDS`, or
    a non-empty dict whose keys are all `RECEIPT_KEYS` or end in "_id", with scalar values."""
    if output is None or isinstance(output, bool):
        return True
    if isinstance(output, str):
        return output.strip().lower() in RECEIPT_WORDS
    if isinstance(output, dict) and output:
        return all(
            isinstance(k, str) and (k.lower() in RECEIPT_KEYS or k.lower().endswith("_id"))
            and (v is None or isinstance(v, (str, int, float, bool)))
            for k, v in output.items()
        )
    return False


def is_empty_result(output: object) -> bool:
    """Whether a tool output holds nothing: None, an empty list, dict or tuple, or a blank string."""
    if isinstance(output, str):
        return not output.strip()
    return output is None or (isinstance(output, (list, dict, tuple)) and not output)


def _collect_errors(facts: RunFacts) -> list[ErrorFact]:
    evidence = facts.evidence
    errors: list[ErrorFact] = []
    outputs = evidence.tool_outputs
    for j, output in enumerate(outputs):
        if output.error:
            resolved = any(o.tool == output.tool and not o.error for o in outputs[j + 1 :])
            errors.append(ErrorFact(str(output.error), output.tool, facts.output_spans([j]), resolved))
    unclaimed = Counter(str(e) for e in evidence.metrics.errors if not is_incomplete_note(e))
    unclaimed.subtract(str(o.error) for o in outputs if o.error is not None)
    for k, event in _events(evidence, "error"):
        message = str(event.get("error", ""))
        if is_incomplete_note(message):
            continue
        errors.append(ErrorFact(message, None, facts.trace_spans([k]), False))
        unclaimed[message] -= 1
    for message in evidence.metrics.errors:
        if unclaimed[str(message)] > 0:
            unclaimed[str(message)] -= 1
            errors.append(ErrorFact(str(message), None, (), False))
    return errors


def is_incomplete_note(message: object) -> bool:
    """Whether a `metrics.errors` entry is critiqor's own note that the evidence is incomplete
    (its spans were dropped): a limit of the telemetry, not a failure of the agent."""
    return isinstance(message, str) and message.startswith(conventions.INCOMPLETE_NOTE)


def _is_timeout(message: str) -> bool:
    return _TIMEOUT.search(message) is not None


def _quote(items: Sequence[str], limit: int = 3) -> str:
    shown = ", ".join(repr(i) for i in items[:limit])
    return shown + (f" and {len(items) - limit} more" if len(items) > limit else "")


# --- detectors ------------------------------------------------------------------------------


def empty_response(facts: RunFacts) -> list[FailureCause]:
    """The response is blank."""
    if str(facts.evidence.response).strip():
        return []
    return [facts.cause("empty_response", "The agent's final response is empty.", facts.root_spans())]


def repeated_tool_calls(facts: RunFacts) -> list[FailureCause]:
    """The same tool called with equal arguments two or more times (one cause per group). A call
    whose previous identical call failed (its output has an error) is a retry, not a repeat: it is
    left to `retries`/`retry_loop`. Medium from three calls that are no such retries."""
    groups: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, call in enumerate(facts.evidence.tool_calls):
        groups[(call.tool, text.canonical(call.args))].append(i)
    causes = []
    for (tool, args), indices in groups.items():
        retried = sum(
            1
            for k in range(1, len(indices))
            if facts.call_failed(indices[k - 1])
        )
        count = len(indices) - retried
        if count < 2:
            continue
        causes.append(
            facts.cause(
                "repeated_tool_call",
                f"{tool} was called {count} times with the same arguments {args}"
                + (f" (plus {retried} retr{'ies' if retried > 1 else 'y'} after a failure)." if retried else "."),
                facts.call_spans(indices),
                severity="medium" if count >= 3 else "low",
            )
        )
    return causes


def missing_tool_outputs(facts: RunFacts) -> list[FailureCause]:
    """A tool call with no output answering it (one cause per call)."""
    calls = facts.evidence.tool_calls
    return [
        facts.cause(
            "missing_tool_output",
            f"The call to {calls[i].tool}" + (f" (id {calls[i].id})" if calls[i].id else "") + " never got an output.",
            facts.call_spans([i]),
        )
        for i, j in enumerate(facts.output_of_call)
        if j is None
    ]


def tool_errors(facts: RunFacts) -> list[FailureCause]:
    """Tool outputs carrying an error that is not a timeout (one cause per tool); low severity when
    a later success of the same tool resolved every one of them, medium otherwise."""
    by_tool: dict[str, list[ErrorFact]] = defaultdict(list)
    for error in facts.errors:
        if error.tool is not None and not _is_timeout(error.message):
            by_tool[error.tool].append(error)
    return [
        facts.cause(
            "tool_error",
            f"{tool} failed {len(errors)} time{'s' if len(errors) > 1 else ''}: {_quote([e.message for e in errors])}"
            + ("; a later call succeeded." if all(e.resolved for e in errors) else "."),
            (s for e in errors for s in e.span_ids),
            severity="low" if all(e.resolved for e in errors) else "medium",
        )
        for tool, errors in by_tool.items()
    ]


def runtime_errors(facts: RunFacts) -> list[FailureCause]:
    """Errors outside tool outputs (metrics.errors, trace `error` events) that are not timeouts."""
    errors = [e for e in facts.errors if e.tool is None and not _is_timeout(e.message)]
    if not errors:
        return []
    return [
        facts.cause(
            "runtime_error",
            f"The run recorded {len(errors)} error{'s' if len(errors) > 1 else ''}: {_quote([e.message for e in errors])}.",
            (s for e in errors for s in e.span_ids),
        )
    ]


def timeouts(facts: RunFacts) -> list[FailureCause]:
    """Any error whose text mentions a timeout ("timeout", "timed out"); one cause for all of them."""
    errors = [e for e in facts.errors if _is_timeout(e.message)]
    if not errors:
        return []
    where = sorted({e.tool for e in errors if e.tool}) or ["the run"]
    return [
        facts.cause(
            "timeout",
            f"{len(errors)} timeout{'s' if len(errors) > 1 else ''} in {', '.join(where)}: {_quote([e.message for e in errors])}.",
            (s for e in errors for s in e.span_ids),
        )
    ]


def retries(facts: RunFacts) -> list[FailureCause]:
    """metrics.retries above zero, or `retry` trace events."""
    events = _events(facts.evidence, "retry")
    count = max(facts.evidence.metrics.retries or 0, len(events))
    if count <= 0:
        return []
    return [
        facts.cause(
            "retries",
            f"The run needed {count} retr{'ies' if count > 1 else 'y'}.",
            facts.trace_spans(k for k, _ in events),
        )
    ]


def ignored_tool_outputs(facts: RunFacts) -> list[FailureCause]:
    """A successful tool output none of whose numbers or content words appear in the response.

    Only what the output adds beyond its call's arguments counts: echoed arguments are not "used".
    High severity when the response uses no tool output at all, medium when it uses some other.
    Receipts of actions (`is_receipt`), outputs with nothing left to compare (no number and no word
    of four letters beyond the arguments) and runs with an empty response are skipped.
    """
    response = str(facts.evidence.response)
    if not response.strip() or is_withheld(response):  # a withheld response cannot be judged
        return []
    said = text.tokens_in(response)
    calls = facts.evidence.tool_calls
    ignored, used = [], 0
    for j, output in facts.successful_outputs():
        if is_receipt(output.output) or is_withheld(output.output):  # withheld: not known to be ignored
            continue
        leaves = text.leaf_text(output.output)
        tokens = text.tokens_in(leaves)
        i = facts.call_of_output(j)
        if i is not None:
            tokens -= text.tokens_in(text.leaf_text(calls[i].args))
        if not tokens:
            continue
        if tokens & said:
            used += 1
        else:
            ignored.append((j, output, leaves))
    causes = []
    for j, output, leaves in ignored:
        shown = leaves.replace("\n", " ")
        shown = shown if len(shown) <= 80 else shown[:77] + "..."
        causes.append(
            facts.cause(
                "ignored_tool_output",
                f"The response does not use what {output.tool} returned ({shown!r})"
                + ("." if used else "; it uses no tool output at all."),
                facts.output_spans([j]),
                severity="medium" if used else "high",
            )
        )
    return causes


def _support(facts: RunFacts) -> tuple[str, set[str], set[str]]:
    """The text backing claims (prompt, outputs, error texts), the tools' name words, and the source
    numbers: those of that text plus the lengths of the lists in the tool outputs."""
    evidence = facts.evidence
    parts = [str(evidence.prompt)]
    lengths: set[str] = set()
    for output in evidence.tool_outputs:
        parts.append(text.leaf_text(output.output))
        lengths |= text.list_lengths(output.output)
        if output.error:
            parts.append(str(output.error))
    tool_words = {w.lower() for c in evidence.tool_calls for w in re.split(r"[\W_]+", c.tool) if w}
    tool_words |= {w.lower() for o in evidence.tool_outputs for w in re.split(r"[\W_]+", o.tool) if w}
    source = "\n".join(parts)
    return source, tool_words, text.numbers_in(source) | lengths


def unsupported_claim_texts(facts: RunFacts) -> list[str]:
    """The response's specific claims that neither the prompt nor any tool output backs.

    A number also counts as backed when it is the sum or product of two backed numbers, those of
    the sources or earlier backed numbers of the response (a total, a conversion), to its own
    rounding and with three significant digits or more; this is tried only when the sources hold
    at most `_MAX_OPERANDS` distinct numbers.
    """
    evidence = facts.evidence
    if is_withheld([evidence.response, evidence.prompt, [(o.output, o.error) for o in evidence.tool_outputs]]):
        return []  # a withheld value may be the support, or the claim: not known to be unsupported
    source, tool_words, numbers = _support(facts)
    derivable = len(numbers) <= _MAX_OPERANDS
    operands = set(numbers)
    unsupported = []
    for kind, claim in text.specific_claims(str(facts.evidence.response)):
        if text.claim_supported(kind, claim, source, tool_words, numbers):
            operands |= text.numbers_in(claim)
            continue
        if kind == "number" and derivable and text.derived_from(claim, operands):
            operands |= text.numbers_in(claim)
            continue
        unsupported.append(claim)
    return unsupported


_MAX_OPERANDS = 12  # beyond this many distinct numbers in the sources, derived support is not tried


def unsupported_claims(facts: RunFacts) -> list[FailureCause]:
    """Specific numbers, dates or "according to ..." attributions that nothing in the evidence backs."""
    claims = unsupported_claim_texts(facts)
    if not claims:
        return []
    return [
        facts.cause(
            "unsupported_claim",
            f"{len(claims)} specific claim{'s' if len(claims) > 1 else ''} with no supporting tool output: {_quote(claims)}.",
            facts.root_spans(),
        )
    ]


def weak_evidence_reasons(facts: RunFacts) -> list[str]:
    """Why the evidence cannot back a confident answer (empty when it can)."""
    reasons = []
    if facts.evidence.evidence_level == "response_only":
        reasons.append("only the response was recorded")
    if not facts.successful_outputs():
        reasons.append("no tool returned a result")
    if any(not e.resolved for e in facts.errors):
        reasons.append("the run had unresolved errors")
    if any(j is None for j in facts.output_of_call):
        reasons.append("a tool call got no output")
    if unsupported_claim_texts(facts):
        reasons.append("its specific claims are unsupported")
    return reasons


def overconfident_wording(facts: RunFacts) -> list[FailureCause]:
    """High-certainty wording ("definitely", "guaranteed", "100%", ...) while the evidence is weak."""
    phrases = text.certainty_phrases(str(facts.evidence.response))
    if not phrases:
        return []
    reasons = weak_evidence_reasons(facts)
    if not reasons:
        return []
    return [
        facts.cause(
            "overconfident_wording",
            f"The response says {_quote(phrases)} although {' and '.join(reasons)}.",
            facts.root_spans(),
        )
    ]


def retry_loops(facts: RunFacts) -> list[FailureCause]:
    """The same tool erroring two or more times in a row (consecutive `tool_end` trace events)."""
    causes = []
    run: list[tuple[int, dict]] = []

    def close() -> None:
        if len(run) >= RETRY_LOOP_MIN_ERRORS:
            tool = run[0][1].get("tool")
            causes.append(
                facts.cause(
                    "retry_loop",
                    f"{tool} failed {len(run)} times in a row: {_quote([str(e.get('error')) for _, e in run])}.",
                    facts.trace_spans(k for k, _ in run),
                )
            )

    for k, event in _events(facts.evidence, "tool_end"):
        failed = bool(event.get("error"))
        if failed and run and event.get("tool") == run[0][1].get("tool"):
            run.append((k, event))
            continue
        close()
        run = [(k, event)] if failed else []
    close()
    return causes


def _llm_loop_severity(calls: int) -> Severity:
    return "high" if calls >= LLM_LOOP_HIGH_CALLS else "medium"


def llm_loops(facts: RunFacts) -> list[FailureCause]:
    """Four or more `llm_call` trace events with no `tool_start`/`tool_end` between them: medium,
    high from six (one cause per streak)."""
    causes = []
    run: list[int] = []

    def close() -> None:
        if len(run) >= LLM_LOOP_MIN_CALLS:
            causes.append(
                facts.cause(
                    "llm_loop",
                    f"{len(run)} LLM calls in a row with no tool call between them.",
                    facts.trace_spans(run),
                    severity=_llm_loop_severity(len(run)),
                )
            )

    for k, event in _events(facts.evidence, "llm_call", "tool_start", "tool_end"):
        if event.get("event") == "llm_call":
            run.append(k)
        else:
            close()
            run = []
    close()
    return causes


def tool_durations(evidence: EvaluationEvidence) -> dict[str, tuple[float, list[int]]]:
    """Seconds spent in each tool, from `tool_start`/`tool_end` timestamps paired by call id or order.

    Returns, per tool name, the summed duration and the trace indices of the events counted.
    """
    open_by_id: dict[object, tuple[int, dict]] = {}
    open_by_tool: dict[object, list[tuple[int, dict]]] = defaultdict(list)
    totals: dict[str, tuple[float, list[int]]] = {}
    for k, event in _events(evidence, "tool_start", "tool_end"):
        call_id, tool = event.get("call_id"), event.get("tool")
        if event.get("event") == "tool_start":
            if call_id is not None:
                open_by_id[call_id] = (k, event)
            else:
                open_by_tool[tool].append((k, event))
            continue
        if call_id is not None and call_id in open_by_id:
            start = open_by_id.pop(call_id)
        elif call_id is None and open_by_tool[tool]:
            start = open_by_tool[tool].pop(0)
        else:
            continue
        t0, t1 = start[1].get("timestamp"), event.get("timestamp")
        if not isinstance(t0, (int, float)) or not isinstance(t1, (int, float)) or t1 < t0:
            continue
        seconds, indices = totals.get(str(tool), (0.0, []))
        totals[str(tool)] = (seconds + (t1 - t0), indices + [start[0], k])
    return totals


def latency_hotspots(facts: RunFacts) -> list[FailureCause]:
    """One tool taking more than half of `metrics.latency` (and at least `HOTSPOT_MIN_SECONDS`)."""
    latency = facts.evidence.metrics.latency
    if not isinstance(latency, (int, float)) or not latency > 0:
        return []
    totals = tool_durations(facts.evidence)
    if not totals:
        return []
    tool, (seconds, indices) = max(totals.items(), key=lambda item: item[1][0])
    if seconds <= HOTSPOT_SHARE * latency or seconds < HOTSPOT_MIN_SECONDS:
        return []
    return [
        facts.cause(
            "latency_hotspot",
            f"{tool} took {seconds:.3g} s of the run's {latency:.3g} s ({seconds / latency:.0%}).",
            facts.trace_spans(indices),
        )
    ]


def _useful(output: ToolOutput) -> bool:
    return not output.error and not is_empty_result(output.output)


def _later_success(facts: RunFacts, tool: str, after_output: int) -> bool:
    return any(o.tool == tool and _useful(o) for o in facts.evidence.tool_outputs[after_output + 1 :])


def unresolved_gaps(facts: RunFacts) -> list[tuple[str, tuple[str, ...]]]:
    """Tool results that never came, as (what, span ids): calls with no output, unless a later call
    of the same tool got a successful, non-empty output; empty results (`is_empty_result`, no error),
    unless a later output of the same tool is successful and non-empty, when the response states
    anything (a None result only when it makes a specific claim: tools that act return None too)."""
    evidence = facts.evidence
    response = str(evidence.response)
    gaps = []
    for i, j in enumerate(facts.output_of_call):
        if j is not None:
            continue
        tool = evidence.tool_calls[i].tool
        later = [k for k in facts.output_of_call[i + 1 :] if k is not None and evidence.tool_outputs[k].tool == tool]
        if not any(_useful(evidence.tool_outputs[k]) for k in later):
            gaps.append((f"{tool} never returned", facts.call_spans([i])))
    if not response.strip():
        return gaps
    claims = bool(text.specific_claims(response))
    for j, output in facts.successful_outputs():
        if not is_empty_result(output.output) or (output.output is None and not claims):
            continue
        if not _later_success(facts, output.tool, j):
            gaps.append((f"{output.tool} returned nothing", facts.output_spans([j])))
    return gaps


def unacknowledged_errors(facts: RunFacts) -> list[FailureCause]:
    """Unresolved errors (a tool error with no later success of that tool, or any runtime error) and
    `unresolved_gaps` (calls with no output, empty results) while the response never says that
    something failed or came back empty ("error", "failed", "unable", "no results", ...)."""
    unresolved = [(e.message, e.span_ids) for e in facts.errors if not e.resolved] + unresolved_gaps(facts)
    if not unresolved or text.mentions_failure(str(facts.evidence.response)) or is_withheld(facts.evidence.response):
        return []
    return [
        facts.cause(
            "unacknowledged_error",
            f"The response never mentions {len(unresolved)} unresolved error{'s' if len(unresolved) > 1 else ''}: "
            f"{_quote([message for message, _ in unresolved])}.",
            (s for _, spans in unresolved for s in spans),
        )
    ]


Detector = Callable[[RunFacts], list[FailureCause]]

#: Every detector, in the order its causes are reported.
DETECTORS: tuple[Detector, ...] = (
    empty_response,
    runtime_errors,
    timeouts,
    tool_errors,
    missing_tool_outputs,
    retry_loops,
    unacknowledged_errors,
    unsupported_claims,
    overconfident_wording,
    ignored_tool_outputs,
    repeated_tool_calls,
    llm_loops,
    retries,
    latency_hotspots,
)


def detect_failure_causes(evidence: EvaluationEvidence, problems: list[str] | None = None) -> tuple[FailureCause, ...]:
    """All failure causes of one run, detector by detector; the same evidence always gives the same causes.

    A detector that raises is skipped, logged, and named in `problems` when a list is given.
    """
    facts = RunFacts.of(evidence)
    causes: list[FailureCause] = []
    for detector in DETECTORS:
        try:
            causes.extend(detector(facts))
        except Exception:
            _log.warning("critiqor: the %s check failed on this evidence", detector.__name__, exc_info=True)
            if problems is not None:
                problems.append(f"the {detector.__name__} check could not run on this evidence")
    return tuple(causes)
