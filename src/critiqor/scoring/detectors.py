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

from critiqor import matching
from critiqor import wire as conventions
from critiqor.content import is_withheld
from critiqor.evidence import EvaluationEvidence, SpanRefs, ToolCall, ToolOutput, span_refs
from critiqor.scoring import text
from critiqor.scoring.absent import checks_without_content
from critiqor.scoring.blanks import blank_fields as blanks_of, values_for_blanks
from critiqor.scoring.quantities import dicts_in, walk_output
from critiqor.scoring.claims import ClaimReport, analyse_claims
from critiqor.scoring.registry import CHECKS, IMPACT, CauseKind, Thresholds, cause_kinds, check
from critiqor.scoring.result import FailureCause, Severity

__all__ = [
    "CauseKind",
    "CAUSE_KINDS",
    "IMPACT",
    "RunFacts",
    "DETECTORS",
    "Thresholds",
    "detect_failure_causes",
    "pair_outputs",
]

#: A tool output that is only one of these words is a receipt of an action, not a result to use.
RECEIPT_WORDS = frozenset("ok done sent queued success accepted created deleted updated".split())
#: A dict output whose keys are all of these (or end in "_id"), with scalar values, is a receipt.
RECEIPT_KEYS = frozenset("status state ok success id code ref created_at timestamp".split()) | RECEIPT_WORDS

_log = logging.getLogger(__name__)
_TIMEOUT = re.compile(r"timeout|timed[\s-]*out\b|time[\s-]out\b", re.IGNORECASE)




def pair_outputs(
    calls: Sequence[ToolCall], outputs: Sequence[ToolOutput], trace: Sequence[dict] | None = None
) -> tuple[int | None, ...]:
    """For each call, the index of the output answering it (None when it has none), by the
    recorder's rule (`critiqor.matching`): in recording order when `trace` holds one
    `tool_start` per call and one `tool_end` per output (as rebuilt evidence does), else with
    the outputs taken after all calls."""
    keyed_calls = [(_hashable(c.tool), _hashable(c.id)) for c in calls]
    keyed_outputs = [(_hashable(o.tool), _hashable(o.call_id)) for o in outputs]
    kinds = [e.get("event") for e in trace or () if e.get("event") in ("tool_start", "tool_end")]
    if trace is None or kinds.count("tool_start") != len(calls) or len(kinds) != len(calls) + len(outputs):
        return tuple(matching.pair_outputs(keyed_calls, keyed_outputs))
    stream, index = [], []  # index: the call or output number of each stream item
    calls_iter, outputs_iter = iter(enumerate(keyed_calls)), iter(enumerate(keyed_outputs))
    for kind in kinds:
        n, (tool, call_id) = next(calls_iter) if kind == "tool_start" else next(outputs_iter)
        stream.append(("call" if kind == "tool_start" else "output", tool, call_id))
        index.append(n)
    result: list[int | None] = [None] * len(calls)
    for output_at, call_at in matching.pair_events(stream).items():
        result[index[call_at]] = index[output_at]
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
    thresholds: Thresholds = Thresholds()

    @classmethod
    def of(cls, evidence: EvaluationEvidence, thresholds: Thresholds | None = None) -> "RunFacts":
        """The facts of `evidence`, read through `errors_as_data_normalised` (span refs kept aligned)."""
        refs = span_refs(evidence)
        evidence = errors_as_data_normalised(evidence)
        pairs = pair_outputs(evidence.tool_calls, evidence.tool_outputs, evidence.trace)
        facts = cls(evidence, refs, pairs, (), thresholds or Thresholds())
        object.__setattr__(facts, "errors", tuple(_collect_errors(facts)))
        return facts

    @property
    def claims(self) -> ClaimReport:
        """The response's claims judged against the evidence (computed once per run)."""
        report = self.__dict__.get("_claims")
        if report is None:
            report = analyse_claims(self.evidence, self.thresholds.max_operands)
            object.__setattr__(self, "_claims", report)
        return report

    @property
    def text_withheld(self) -> bool:
        """Whether the content policy withheld part of the prompt, response or tool outputs from the
        trace this evidence was rebuilt from: checks that infer from text then say nothing, since
        the withheld value may be the very support, or the claim (computed once per run)."""
        withheld = self.__dict__.get("_text_withheld")
        if withheld is None:
            evidence = self.evidence
            withheld = is_withheld([evidence.response, evidence.prompt, [(o.output, o.error) for o in evidence.tool_outputs]])
            object.__setattr__(self, "_text_withheld", withheld)
        return withheld

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
        """A `FailureCause` of registered type `type_`, with its impact taken from its severity; the
        description of an inferred cause says it is an inference."""
        kind = CHECKS[type_].kind
        severity = severity or kind.severity
        if kind.certainty == "inference":
            description += " (Inferred from the response text, not read from the trace.)"
        return FailureCause(
            type=type_,
            severity=severity,
            impact=IMPACT[severity],
            description=description,
            root_cause=kind.root_cause,
            recommended_fix=kind.recommended_fix,
            span_ids=_unique(span_ids),
            trace_id=self.trace_id,
            certainty=kind.certainty,
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
    a non-empty dict whose keys are all `RECEIPT_KEYS` (the receipt words among them: `{"accepted":
    true, "message_id": ...}`) or end in "_id", with scalar values."""
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


#: In an empty-result envelope, keys that count the results (all 0) or page through them.
ENVELOPE_COUNT_KEYS = frozenset("count total row_count rowcount total_count num_results result_count hits size".split())
ENVELOPE_OTHER_KEYS = frozenset(
    "columns fields headers page per_page page_size next next_page nextpagetoken next_page_token cursor offset "
    "limit has_more took_ms query message msg status success ok meta facets aggregations aggs filters".split()
)


#: Keys an API wraps its results in (`{"data": {"items": [], "total": 0}, "meta": {...}}`).
ENVELOPE_WRAPPERS = frozenset("data result results response payload body".split())


def _is_request_id(name: str, value: object) -> bool:
    """An envelope's own identifier (`search_id`, `request_id`, `id`, `case_number`): it names the
    query, not a result."""
    return (name == "id" or name.endswith(("_id", "_number", "_no"))) and isinstance(value, (str, int)) and not isinstance(value, bool)


def is_empty_result(output: object) -> bool:
    """Whether a tool output holds nothing: None, an empty list, dict or tuple, a blank string, or an
    empty envelope: a dict with an empty list (`rows`, `items`, `results`, ...), no non-empty list
    of results, its counts (`count`, `total`, `row_count`, ...) at 0 and otherwise only paging keys
    and the identifier of the request (`id`, `search_id`, `request_id`, ...); or such an envelope
    wrapped in `data` (`result`, `response`, ...)."""
    if isinstance(output, str):
        return not output.strip()
    if output is None or (isinstance(output, (list, dict, tuple)) and not output):
        return True
    if not isinstance(output, dict):
        return False
    empty_list = False
    for key, value in output.items():
        name = str(key).lower()
        if (isinstance(value, (list, tuple)) and not value) or (name in ENVELOPE_WRAPPERS and is_empty_result(value)):
            empty_list = True
        elif name in ENVELOPE_COUNT_KEYS:
            if value not in (0, None) or isinstance(value, bool):
                return False
        elif name not in ENVELOPE_OTHER_KEYS and value is not None and not _is_request_id(name, value):
            return False
    return empty_list


def _collect_errors(facts: RunFacts) -> list[ErrorFact]:
    evidence = facts.evidence
    errors: list[ErrorFact] = []
    outputs = evidence.tool_outputs
    for j, output in enumerate(outputs):
        if output.error:
            resolved = any(o.tool == output.tool and not o.error for o in outputs[j + 1 :])
            errors.append(ErrorFact(str(output.error), output.tool, facts.output_spans([j]), resolved))
    tools = {o.tool for o in outputs if o.error is not None}
    unclaimed = Counter(_as_tool_error(str(e), tools) for e in evidence.metrics.errors if not is_incomplete_note(e))
    unclaimed.subtract(str(o.error) for o in outputs if o.error is not None)
    for k, event in _events(evidence, "error"):
        message = str(event.get("error", ""))
        if is_incomplete_note(message):
            continue
        errors.append(ErrorFact(message, None, facts.trace_spans([k]), False))
        unclaimed[_as_tool_error(message, tools)] -= 1
    for message in evidence.metrics.errors:
        if unclaimed[key := _as_tool_error(str(message), tools)] > 0:
            unclaimed[key] -= 1
            errors.append(ErrorFact(str(message), None, (), False))
    return errors


def _as_tool_error(message: str, tools: set[str]) -> str:
    """A `metrics.errors` entry as the tool error it repeats: "get_x: 500 ..." names get_x's "500 ..."."""
    head, sep, rest = message.partition(": ")
    return rest if sep and head in tools else message


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


@check(
    "empty_response",
    reads=('response',),
    severity="high",
    lowers=('task_completion',),
    root_cause="The agent returned no answer.",
    fix="Make the agent always return a final answer, or an explicit failure message.",
)
def empty_response(facts: RunFacts) -> list[FailureCause]:
    """The response is blank."""
    if str(facts.evidence.response).strip():
        return []
    return [facts.cause("empty_response", "The agent's final response is empty.", facts.root_spans())]


@check(
    "repeated_tool_call",
    reads=('tool_args',),
    severity="low",
    lowers=('execution_efficiency',),
    root_cause="The agent called the same tool with the same arguments more than once.",
    fix="Cache tool results within a run and check the history before calling a tool again.",
)
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


@check(
    "missing_tool_output",
    severity="medium",
    lowers=('tool_reliability', 'task_completion'),
    root_cause="A tool call never produced an output: it hung, crashed, or its result was not recorded.",
    fix="Give tools a timeout and always record an output or an error for every call.",
)
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


@check(
    "tool_error",
    severity="medium",
    lowers=('tool_reliability',),
    root_cause="A tool returned an error.",
    fix="Validate tool arguments before calling, and handle the tool's error cases explicitly.",
)
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


@check(
    "runtime_error",
    severity="high",
    lowers=('task_completion',),
    root_cause="The agent run raised or recorded an error outside its tools.",
    fix="Catch and handle the error where it is raised; add a test for this input.",
)
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


@check(
    "timeout",
    severity="medium",
    lowers=('tool_reliability', 'execution_efficiency'),
    root_cause="An operation timed out.",
    fix="Raise the timeout where the work is legitimately slow, or add a fallback when it expires.",
)
def timeouts(facts: RunFacts) -> list[FailureCause]:
    """Any error whose text mentions a timeout ("timeout", "timed out"); one cause for all of them,
    low when a later success of the same tool resolved every one."""
    errors = [e for e in facts.errors if _is_timeout(e.message)]
    if not errors:
        return []
    where = sorted({e.tool for e in errors if e.tool}) or ["the run"]
    resolved = all(e.resolved for e in errors)
    return [
        facts.cause(
            "timeout",
            f"{len(errors)} timeout{'s' if len(errors) > 1 else ''} in {', '.join(where)}: {_quote([e.message for e in errors])}"
            + ("; a later call succeeded." if resolved else "."),
            (s for e in errors for s in e.span_ids),
            severity="low" if resolved else None,
        )
    ]


@check(
    "retries",
    severity="low",
    lowers=('execution_efficiency',),
    root_cause="The run needed retries to get through.",
    fix="Find why the first attempt fails; retries hide flaky dependencies and add latency.",
)
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


@check(
    "ignored_tool_output",
    reads=('response', 'tool_outputs'),
    severity="medium",
    lowers=('consistency', 'reasoning'),
    root_cause="A tool returned a result that the final response does not use.",
    fix="Ground the answer in the tool results, or drop tool calls whose results are not needed.",
    certainty="inference",
)
def ignored_tool_outputs(facts: RunFacts) -> list[FailureCause]:
    """A successful tool output the response does not use (one cause per output).

    Used means: one of its numbers, content words or identifiers (compared case- and punctuation-
    insensitively) beyond its call's arguments appears in the response; a claim of the response is
    backed by it, rounded, rescaled, converted or derived; or a later call's arguments take one of
    its values (an output fed into the next step). High severity when the response uses no tool
    output at all, medium when it uses some other. Receipts of actions (`is_receipt`), empty results
    (`is_empty_result`, envelopes too), outputs with nothing beyond the arguments to compare, and
    runs with an empty response are skipped.
    """
    response = str(facts.evidence.response)
    if not response.strip() or is_withheld(response):  # a withheld response cannot be judged
        return []
    said = text.tokens_in(response) | text.id_tokens(response)
    backing = facts.claims.used_outputs
    ignored, used = [], 0
    for j, output in facts.successful_outputs():
        if is_receipt(output.output) or is_empty_result(_without_echoes(facts, j)) or is_withheld(output.output):  # withheld: not known to be ignored
            continue
        if _empty_list(output.output) and text.mentions_nothing(response):  # "no open slots left": the empty list, reported
            continue
        tokens = _output_tokens(facts, j)
        if not tokens:
            continue
        if _carried(tokens, said, facts.thresholds.used_min_words) or j in backing or _fed_forward(facts, j, tokens):
            used += 1
        else:
            ignored.append((j, output))
    causes = _misread_outputs(facts, response, all_ignored=bool(ignored) and not used)
    for j, output in ignored:
        shown = text.leaf_text(output.output).replace("\n", " ")
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


def _empty_list(output: object) -> bool:
    """Whether an output's result list is empty and it holds no other list of results, whatever
    else it says (`{"items": [], "total": 0, "ad_deadline": "2026-11-25"}`), inside a wrapper too."""
    if isinstance(output, dict) and len(output) == 1 and str(next(iter(output))).lower() in ENVELOPE_WRAPPERS:
        output = next(iter(output.values()))
    if not isinstance(output, dict):
        return False
    lists = [v for v in output.values() if isinstance(v, (list, tuple))]
    return bool(lists) and not any(lists)


def _misread_outputs(facts: RunFacts, response: str, all_ignored: bool) -> list[FailureCause]:
    """Outputs the response uses against what they say: a failure it does not report, results it
    denies, an option it recommends that the output advises against; and, when none of those and
    not every output is ignored already, an answer in general terms (`_answered_in_general`)."""
    prompt = text.safe_str(facts.evidence.prompt)
    causes = [_unreported_failure(facts, j, output, state) for j, output in facts.successful_outputs()
              if (state := failed_state(output.output)) and not _reports_failure(response, state[1], prompt)]
    causes += _denied_results(facts, response) + _advised_against(facts, response)
    if not any(c.severity == "high" for c in causes) and not all_ignored:
        causes += _answered_in_general(facts, response)
    return causes


#: Status words an output uses to say that what was asked about failed, or did not happen (yet).
FAILED_STATES = frozenset(
    "failed declined rejected returned bounced reversed denied voided expired backordered suspended postponed skipped "
    "cancelled canceled on_hold partial incomplete reject fail".split()
)


def failed_state(output: object) -> tuple[str, str] | None:
    """The first `status`/`state` field (`payment_status`, ...) of an output whose value says failed,
    or an outcome flag (`accepted`, `success`) false wherever the output has it (a bid not accepted)."""
    flags: dict[str, set[bool]] = {}
    for key, leaf in walk_output(output):
        if re.search(r"(^|_)(status|state|result|outcome|decision)$", key.lower()) and isinstance(leaf, str) and leaf.strip().lower() in FAILED_STATES:
            return key, leaf.strip().lower()
        if isinstance(leaf, bool) and key.lower() in OUTCOME_FLAGS:
            flags.setdefault(key, set()).add(leaf)
    return next(((key, f"not {key.lower()}") for key, values in flags.items() if values == {False}), None)


#: Boolean keys that say whether what was asked for happened.
OUTCOME_FLAGS = frozenset("accepted success succeeded successful ok placed processed completed modified updated applied saved".split())


def _denied_results(facts: RunFacts, response: str) -> list[FailureCause]:
    """The response says nothing was found ("I couldn't find Walter Pruitt") while an output holds
    records naming what the prompt asks about (`{"results": [{"name": "Walter H Pruitt", ...}]}`), or
    is itself the record of the id the prompt gives (`{"document_number": "2026-0391105", ...}`)."""
    if not _FOUND_NOTHING.search(response.replace("\u2019", "'")):
        return []
    prompt = text.safe_str(facts.evidence.prompt)
    asked = {w.lower() for w in re.findall(r"\b[A-Z][a-z]{2,}\b", prompt[1:])}
    asked_ids = _identifiers(prompt)
    causes = []
    for j, output in facts.successful_outputs():
        named = {w.lower() for record in _result_records(output.output) for v in record.values() if isinstance(v, str)
                 for w in re.findall(r"[A-Za-z]{3,}", v)}
        if not named and isinstance(output.output, dict) and not is_empty_result(output.output) and _NOT_FOUND.search(response.replace("\u2019", "'")):
            named = _identifiers(text.leaf_text(output.output)) & asked_ids
        if found := named & (asked | asked_ids):
            causes.append(facts.cause(
                "ignored_tool_output",
                f"The response says nothing was found, but {output.tool} returned records of {sorted(found)[0].title()!r}.",
                facts.output_spans([j]), severity="high",
            ))
    return causes


#: Words of an answer from general knowledge: what usually holds, not what the tools returned.
_IN_GENERAL = re.compile(
    r"\b(usually|generally|normally|typically|as\s+a\s+rule|rule\s+of\s+thumb|tends?\s+to|in\s+general"
    r"|most\s+\w+s\b(?!\s+of\s+(?:the|your|our))|it\s+depends|depends\s+(?:heavily\s+)?on|vary|varies|for\s+this\s+kind\s+of"
    r"|your\s+best\s+bet)\b",
    re.IGNORECASE,
)


def _answered_in_general(facts: RunFacts, response: str) -> list[FailureCause]:
    """The response answers from general knowledge ("usually", "it depends", "prices vary") and none
    of its claims comes from a tool output, while an output returned a result (not empty, not a
    receipt): the agent had the specific answer and gave the generic one."""
    general = _IN_GENERAL.search(response)
    if general is None or facts.claims.used_outputs:
        return []
    for j, output in facts.successful_outputs():
        if output.output and not is_empty_result(output.output) and not is_receipt(output.output) and not is_withheld(output.output):
            return [facts.cause(
                "ignored_tool_output",
                f"The response answers in general terms ({general.group(0)!r}) and backs no claim with what "
                f"{output.tool} returned.",
                facts.output_spans([j]), severity="high",
            )]
    return []


#: Keys of an output listing what not to choose (`"avoid": ["Charcoal ..."]`, `"not_recommended": [...]`).
_AVOID_KEYS = re.compile(r"^(avoid|not_recommended|do_not_use|unsuitable|not_suitable|excluded_options)$", re.IGNORECASE)
_ADVISES_AGAINST = re.compile(r"\b(avoid|not|don't|do\s+not|skip|instead\s+of|rather\s+than|never|steer\s+clear)\b", re.IGNORECASE)


def _advised_against(facts: RunFacts, response: str) -> list[FailureCause]:
    """The response recommends what an output lists as not to choose ("go with Charcoal grout"
    where `"avoid": ["Charcoal (shows lippage)"]`): the first two words of a listed item in a
    sentence that does not itself advise against it."""
    causes = []
    sentences = re.split(r"(?<=[.!?])\s+|\n+", response)
    for j, output in facts.successful_outputs():
        items = [_item_name(v) for record in dicts_in(output.output) for k, vs in record.items()
                 if _AVOID_KEYS.match(str(k)) and isinstance(vs, list) for v in vs]
        for name in filter(None, items):
            if any(name in s.lower() and not _ADVISES_AGAINST.search(s) for s in sentences):
                causes.append(facts.cause(
                    "ignored_tool_output", f"The response recommends {name!r}, which {output.tool} lists as not to choose.",
                    facts.output_spans([j]), severity="high",
                ))
                break
    return causes


def _item_name(value: object) -> str:
    """The first two words of a listed option, lower-cased (its `type` or `name` for a record)."""
    if isinstance(value, dict):
        value = value.get("type") or value.get("name") or ""
    words = re.findall(r"[a-z0-9]+", re.sub(r"\(.*?\)|[;:,].*", "", str(value)).lower())  # "Charcoal (shows lippage)"
    return " ".join(words[:2]) if words and len(" ".join(words[:2])) >= 5 else ""


#: Words saying a lookup found no such record ("wasn't able to find", "no record of", "not found").
#: "couldn't find", "wasn't able to locate", ...: a lookup that found nothing, in the response's words.
_COULD_NOT_FIND = (
    r"(?:could\s*n[o']t|did\s*n[o']t|did\s+not|could\s+not|can't|cannot|unable\s+to"
    r"|(?:was\s*n[o']t|was\s+not|were\s*n[o']t)\s+able\s+to)\s+(?:find|locate)"
)
_NOT_FOUND = re.compile(
    rf"\b(?:{_COULD_NOT_FIND}|no\s+(?:such\s+|matching\s+)?(?:record|document|entry|result)s?|not\s+found)\b",
    re.IGNORECASE,
)


def _identifiers(value: str) -> set[str]:
    """Tokens of five characters or more with a digit, hyphens kept ("2026-0391105", "ncr-3103")."""
    return {t.lower() for t in re.findall(r"[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*", value) if len(t) >= 5 and re.search(r"\d", t)}


#: A response saying a search found nothing (not "an empty seat" or "no later than").
_FOUND_NOTHING = re.compile(
    r"\b(nothing|none|no\s+one|nobody|not\s+any|no\s+(?:\w+\s+){0,2}?(?:found|results?|matches|records?|entries|listings?"
    rf"|bookings?|reservations?|orders?|accounts?|events?)|{_COULD_NOT_FIND})\b",
    re.IGNORECASE,
)


def _result_records(output: object) -> list[dict]:
    """The records of an output's result lists (`results`, `items`, `records`, `data`, `rows` of dicts)."""
    if not isinstance(output, dict):
        return []
    return [r for key, value in output.items() if str(key).lower() in RESULT_LISTS and isinstance(value, list)
            for r in value if isinstance(r, dict)]


RESULT_LISTS = frozenset("results items records data rows matches hits entries".split())


def _reports_failure(response: str, state: str, prompt: str = "") -> bool:
    """Whether the response says it: a failure word, or the state itself, any form of it ("on
    backorder" for `backordered`, "was declined", "postponement"); or the user knows it already
    (the prompt asks about "the beveler that was backordered")."""
    stem = state.replace("_", " ")[:6]
    return text.mentions_failure(response) or stem in response.lower() or stem in prompt.lower()


def _unreported_failure(facts: RunFacts, j: int, output: ToolOutput, state: tuple[str, str]) -> FailureCause:
    return facts.cause(
        "ignored_tool_output",
        f"The response does not say what {output.tool} reported: {state[0]} = {state[1]!r}.",
        facts.output_spans([j]),
        severity="high",
    )


def _without_echoes(facts: RunFacts, j: int) -> object:
    """Output `j` without its top-level fields that only echo its call's arguments (`"store": "Elm St"`
    for `"store": "elm-st"`), so that an envelope of nothing but the request and an empty list reads
    as the empty result it is."""
    output, i = facts.evidence.tool_outputs[j].output, facts.call_of_output(j)
    if not isinstance(output, dict) or i is None:
        return output
    asked = {re.sub(r"[^a-z0-9]", "", text.leaf_text(v).lower()) for _, v in walk_output(facts.evidence.tool_calls[i].args)}
    echoed = {k for k, v in output.items() if isinstance(v, str) and re.sub(r"[^a-z0-9]", "", v.lower()) in asked}
    return {k: v for k, v in output.items() if k not in echoed}


def _carried(tokens: set[str], said: set[str], min_words: int) -> bool:
    """Whether the response carries an output's `tokens`: one of its numbers or identifiers, or
    `min_words` (`Thresholds.used_min_words`) of its content words, half of a short output's: a
    word or two in common is what a generic answer shares with a long output too."""
    shared = tokens & said
    if any(any(ch.isdigit() for ch in token) for token in shared):
        return True
    words = [t for t in tokens if not any(ch.isdigit() for ch in t)]
    return bool(shared) and len(shared) >= min(min_words, (len(words) + 1) // 2)


def _output_tokens(facts: RunFacts, j: int) -> set[str]:
    """The numbers, content words and identifiers of output `j` beyond those of its call's arguments
    and of the prompt (a response that only echoes the question does not use the output)."""
    leaves = text.leaf_text(facts.evidence.tool_outputs[j].output)
    tokens = text.tokens_in(leaves) | text.id_tokens(leaves)
    prompt = text.safe_str(facts.evidence.prompt)
    tokens -= text.tokens_in(prompt) | text.id_tokens(prompt)
    i = facts.call_of_output(j)
    if i is not None:
        args = text.leaf_text(facts.evidence.tool_calls[i].args)
        tokens -= text.tokens_in(args) | text.id_tokens(args)
    return tokens


def _fed_forward(facts: RunFacts, j: int, tokens: set[str]) -> bool:
    """Whether a call after output `j` takes one of its identifiers, numbers or content words as an argument."""
    after = facts.evidence.tool_outputs[j].timestamp
    i = facts.call_of_output(j)
    later = facts.evidence.tool_calls[i + 1 :] if i is not None else ()
    for call in later:
        if after is not None and call.timestamp is not None and call.timestamp < after:
            continue
        args = text.leaf_text(call.args)
        if (text.id_tokens(args) | text.numbers_in(args) | text.words_in(args)) & tokens:
            return True
    return False


@check(
    "unsupported_claim",
    reads=('response', 'tool_outputs'),
    severity="high",
    lowers=('hallucination',),
    root_cause="The response states specific facts (numbers, dates, sources) that no tool output or prompt supports.",
    fix="Answer only from tool outputs, or fetch the fact with a tool before stating it.",
    certainty="inference",
)
def unsupported_claims(facts: RunFacts) -> list[FailureCause]:
    """Specific numbers, clock times, dates, versions or "according to ..." attributions that no
    source backs, directly or by one derivation step, and that no source contradicts (those are
    `contradiction`s), and numbers given for what an output leaves blank (`critiqor.scoring.blanks`);
    severity `Thresholds.unsupported_severity`."""
    claims = [] if facts.text_withheld else [c.text for c in facts.claims.unsupported] + _values_for_blanks(facts)
    if not claims:
        return []
    return [
        facts.cause(
            "unsupported_claim",
            f"{len(claims)} specific claim{'s' if len(claims) > 1 else ''} that no tool output, argument or the "
            f"prompt backs: {_quote(claims)}.",
            facts.root_spans(),
            severity=facts.thresholds.unsupported_severity,
        )
    ]


def _values_for_blanks(facts: RunFacts) -> list[str]:
    """The response's numbers for fields an output leaves blank, as a claim's description quotes them."""
    blanks = [field for _, output in facts.successful_outputs() for field in blanks_of(output.output)]
    return [f"{number} (where the output has no {key})" for number, key in values_for_blanks(str(facts.evidence.response), blanks)]


def unsupported_claim_texts(facts: RunFacts) -> list[str]:
    """The response's specific claims that the evidence does not back (unsupported or contradicted)."""
    return [c.text for c in facts.claims.claims if not c.backed]


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
    if facts.claims.unsupported or facts.claims.contradicted:
        reasons.append("its specific claims are unsupported")
    if facts.evidence.evidence_level != "response_only" and not facts.evidence.tool_calls and facts.claims.claims:
        reasons.append("no tool was called to back its specific claims")
    if any(is_provisional(o.output) for _, o in facts.successful_outputs()):
        reasons.append("a tool output calls its result provisional (an estimate, low confidence, still pending)")
    if any(states_conditions(o.output) for _, o in facts.successful_outputs()):
        reasons.append("a tool output makes the outcome depend on a condition (a requirement, a review, a missing approval)")
    if _promises_future(facts):
        reasons.append("it promises what will happen, which no tool output guarantees")
    return reasons


#: Words that put a sentence in the future or make it always hold ("will", "you'll", "no way",
#: "every single time").
_FUTURE = re.compile(
    r"\b(will|won't|going\s+to|guaranteed\s+to|no\s+way|every\s+(?:single\s+)?time|never\s+(?:fail|miss|be)|always)\b|'ll\b",
    re.IGNORECASE,
)
#: What an output says when it does guarantee something (`"guaranteed": true`, "assured seating").
_PROMISE = re.compile(r"guarant|assur|promis|warrant", re.IGNORECASE)


def _promises_future(facts: RunFacts) -> bool:
    """Whether a sentence of the response says with high certainty what will happen ("you're
    guaranteed to pass", "he will absolutely be there on time") while no successful output speaks
    of a guarantee, an assurance, a promise or a warranty, in a key or a text: tools report what
    is, so only one that itself guarantees can back a promise about what will be."""
    for _, output in facts.successful_outputs():
        if any(_PROMISE.search(key) or (isinstance(leaf, str) and _PROMISE.search(leaf)) for key, leaf in walk_output(output.output)):
            return False
    sentences = re.split(r"(?<=[.!?])\s+|\n+", text.safe_str(facts.evidence.response))
    asks_future = _ASKS_FUTURE.search(text.safe_str(facts.evidence.prompt)) is not None  # "will he be in a class by December?"
    return any(text.certainty_phrases(s) and (asks_future or _FUTURE.search(s)) for s in sentences)


#: A question about what will happen: whatever the answer says of it with certainty is a promise.
_ASKS_FUTURE = re.compile(r"\b(will|going\s+to)\b[^.?!]*\?", re.IGNORECASE)


_CONDITION_TEXT = re.compile(
    r"\b(requires?|required|subject\s+to|reviewed|under\s+review|unless|conditional(?:ly)?|not\s+guaranteed"
    r"|at\s+the\s+discretion|pending\s+approval|must\s+be\s+(?:approved|authori[sz]ed|verified)"
    r"|depends?\s+on|depending\s+on|var(?:y|ies)\s+(?:by|with)|may\s+(?:change|vary)|not\s+(?:yet\s+)?confirmed"
    r"|monitor|approaching|borderline|marginal|caution|does\s+not\s+(?:repair|prevent|guarantee|cover|rule\s+out)"
    r"|may|might|likely|unlikely|uncertain|uncertainty|permitting|exceeds?|assumes?|risk|chance|odds|probability"
    r"|most|typically|usually|generally|only\s+after|determined\s+by|not\s+final|possible|first[\s-]+come"
    r"|can\s+(?:shorten|reduce|vary|change|affect|delay|fail|drop|fade|damage|limit))\b",
    re.IGNORECASE,
)
_REQUIREMENT_KEY = re.compile(r"(^|_)required$|(^|_)requires?(_|$)", re.IGNORECASE)
#: Keys whose filled list or text limits what an output promises (`"exclusions": ["loss"]`).
_LIMIT_KEY = re.compile(r"(^|_)(exclusions|limitations|restrictions|caveats|requires?)$", re.IGNORECASE)
_PREREQUISITE_KEY = re.compile(r"(^|_)(on_file|approved|authori[sz]ed|verified|eligible|covered|cleared|certified)(_|$)", re.IGNORECASE)


def states_conditions(output: object) -> bool:
    """Whether a tool output makes its outcome depend on something: text stating a requirement or a
    review or a dependency ("Visits beyond 12 require prior authorization", "Availability depends on
    label delivery"), or a prerequisite flag that is false
    (`"prior_auth_on_file": false`, `"eligible": false`), a requirement flag that is true (`"rsvp_required": true`),
    or a value given as a range (`"cert_issued_within_days": "7-14"`, `"wind_kt": "10-15"`), or a
    limit it lists (`"exclusions": ["negligence"]`, `"admission_requires": ["financial_review"]`)."""
    for key, leaf in walk_output(output):
        if leaf is False and _PREREQUISITE_KEY.search(key):
            return True
        if leaf is True and _REQUIREMENT_KEY.search(key):  # `"rsvp_required": true`
            return True
        if isinstance(leaf, str) and leaf.strip() and _LIMIT_KEY.search(key):
            return True
        if isinstance(leaf, str) and (_CONDITION_TEXT.search(leaf) or _RANGE.fullmatch(leaf.strip())):
            return True
    return False


#: A value given as a range ("7-14", "3-5 business days", "10 to 15"): the output does not know which.
_RANGE = re.compile(r"\d+(?:\.\d+)?\s*(?:-|\u2013|to)\s*\d+(?:\.\d+)?(?:\s+[a-z ]+)?")


_CHANCE_KEY = re.compile(r"(^|_)(prob|probability|chance|likelihood|odds|success_rate)($|_)")
_PERCENT_KEY = re.compile(r"(_pct|_percent)$")
_PROVISIONAL_KEY = re.compile(r"(^|_)(estimated?|projected|projection|forecast)(_|$)", re.IGNORECASE)
_PROVISIONAL_TEXT = re.compile(r"\b(estimated?|estimates|projected|projection|approximate|preliminary|tentative)\b", re.IGNORECASE)
#: Words of a status or state saying a request or result is not final yet ("pending_review", "in review").
PENDING_STATES = frozenset(
    "pending processing queued submitted requested awaiting review tentative provisional draft running in_progress".split()
)


def is_provisional(output: object) -> bool:
    """Whether a tool output says its result is not final: a `confidence` of low or medium (or
    below 0.5), a chance between 5% and 95% (`"precip_prob": 0.35`), a status or state with a word of
    `PENDING_STATES` ("pending_review"), a key naming an estimate
    (`estimated_total`, `projected_cost`, `forecast`), or text calling it one ("Estimate", "preliminary")."""
    return any(_PROVISIONAL_KEY.search(key.lower()) or _provisional_value(key.lower(), leaf) for key, leaf in walk_output(output))


def _provisional_value(name: str, leaf: object) -> bool:
    """Whether one value of an output (`name` its key, lower-cased) says the result is not final."""
    number = isinstance(leaf, (int, float)) and not isinstance(leaf, bool)
    confidence = name == "confidence" or name.endswith("_confidence")
    if confidence and (leaf in ("low", "medium", "moderate") or (number and leaf < 0.5)):  # type: ignore[operator]
        return True
    if _CHANCE_KEY.search(name) and number and (  # a forecast's odds, or `"success_rate_pct": 70`
        0.05 <= leaf <= 0.95 or (_PERCENT_KEY.search(name) and 5 <= leaf <= 95)  # type: ignore[operator]
    ):
        return True
    if not isinstance(leaf, str):
        return False
    if name in ("status", "state") and set(re.split(r"[\W_]+", leaf.lower())) & PENDING_STATES:
        return True
    return _PROVISIONAL_TEXT.search(leaf) is not None


@check(
    "overconfident_wording",
    reads=('response',),
    severity="medium",
    lowers=('confidence_calibration',),
    root_cause="The response uses high-certainty wording that its evidence does not justify.",
    fix="Tie the wording to the evidence: hedge when tools failed, were skipped or do not back the claim.",
    certainty="inference",
)
def overconfident_wording(facts: RunFacts) -> list[FailureCause]:
    """High-certainty wording ("definitely", "guaranteed", "100%", ...) while the evidence is weak;
    high when a tool output itself calls its result provisional or conditional (an estimate, or an
    approval a requirement still stands between, stated as a promise), or when the response promises
    what will happen and no output guarantees it (`_promises_future`)."""
    phrases = text.certainty_phrases(str(facts.evidence.response))
    if not phrases:
        return []
    reasons = weak_evidence_reasons(facts)
    if not reasons:
        return []
    provisional = any(is_provisional(o.output) or states_conditions(o.output) for _, o in facts.successful_outputs())
    provisional = provisional or _promises_future(facts)
    return [
        facts.cause(
            "overconfident_wording",
            f"The response says {_quote(phrases)} although {' and '.join(reasons)}.",
            facts.root_spans(),
            severity="high" if provisional else None,
        )
    ]


@check(
    "retry_loop",
    severity="high",
    lowers=('reasoning', 'execution_efficiency'),
    root_cause="The agent kept calling a tool that kept failing, or that had already answered, without changing its approach.",
    fix="Stop after a failure, change the arguments or the tool, and cap retries per tool.",
)
def retry_loops(facts: RunFacts) -> list[FailureCause]:
    """The same tool erroring two or more times in a row (consecutive `tool_end` trace events), or
    called again and again with the same arguments although it answered (`_answered_repeats`)."""
    causes = []
    run: list[tuple[int, dict]] = []

    def close() -> None:
        if len(run) >= facts.thresholds.retry_loop_min_errors:
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
    return causes + _answered_repeats(facts)


def _answered_repeats(facts: RunFacts) -> list[FailureCause]:
    """Streaks of consecutive calls of one tool with equal arguments, each after the first made
    although the previous one succeeded, of `Thresholds.repeat_loop_min_calls` (3) or more: the
    agent loops on a call that already answered it."""
    calls = facts.evidence.tool_calls
    causes, start = [], 0
    for i in range(1, len(calls) + 1):
        same = i < len(calls) and (calls[i].tool, text.canonical(calls[i].args)) == (
            calls[i - 1].tool, text.canonical(calls[i - 1].args))
        if same and facts.call_succeeded(i - 1):
            continue
        if i - start >= facts.thresholds.repeat_loop_min_calls:
            causes.append(
                facts.cause(
                    "retry_loop",
                    f"{calls[start].tool} was called {i - start} times in a row with the same arguments although "
                    "each call answered.",
                    facts.call_spans(range(start, i)),
                )
            )
        start = i
    return causes


def _llm_loop_severity(calls: int, thresholds: Thresholds) -> Severity:
    return "high" if calls >= thresholds.llm_loop_high_calls else "medium"


@check(
    "llm_loop",
    severity="medium",
    lowers=('reasoning', 'execution_efficiency'),
    root_cause="The agent called the LLM again and again without any tool progress in between.",
    fix="Cap model calls per step and make each call act on new information or end the run.",
)
def llm_loops(facts: RunFacts) -> list[FailureCause]:
    """Four or more `llm_call` trace events with no `tool_start`/`tool_end` between them: medium,
    high from six (one cause per streak)."""
    causes = []
    run: list[int] = []

    def close() -> None:
        if len(run) >= facts.thresholds.llm_loop_min_calls:
            causes.append(
                facts.cause(
                    "llm_loop",
                    f"{len(run)} LLM calls in a row with no tool call between them.",
                    facts.trace_spans(run),
                    severity=_llm_loop_severity(len(run), facts.thresholds),
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
    """Seconds spent in each tool, from `tool_start`/`tool_end` timestamps paired by the
    recorder's rule (`critiqor.matching`).

    Returns, per tool name, the summed duration and the trace indices of the events counted.
    """
    events = _events(evidence, "tool_start", "tool_end")
    stream = [("call" if e.get("event") == "tool_start" else "output", _hashable(e.get("tool")), _hashable(e.get("call_id"))) for _, e in events]
    totals: dict[str, tuple[float, list[int]]] = {}
    for end, start in sorted(matching.pair_events(stream).items()):
        (k0, first), (k1, last) = events[start], events[end]
        t0, t1 = first.get("timestamp"), last.get("timestamp")
        if not isinstance(t0, (int, float)) or not isinstance(t1, (int, float)) or t1 < t0:
            continue
        tool = str(last.get("tool"))
        seconds, indices = totals.get(tool, (0.0, []))
        totals[tool] = (seconds + (t1 - t0), indices + [k0, k1])
    return totals


def _hashable(value: object) -> object:
    """Trace values as matching keys (a tool or call id that is a list or dict in a crafted trace)."""
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value


@check(
    "latency_hotspot",
    severity="low",
    lowers=('execution_efficiency',),
    root_cause="One tool takes most of the run's latency.",
    fix="Speed that tool up: cache it, narrow its query, or run it in parallel with other work.",
)
def latency_hotspots(facts: RunFacts) -> list[FailureCause]:
    """One tool taking more than half of `metrics.latency` (and at least `Thresholds.hotspot_min_seconds`)."""
    latency = facts.evidence.metrics.latency
    if not isinstance(latency, (int, float)) or not latency > 0:
        return []
    totals = tool_durations(facts.evidence)
    if not totals:
        return []
    tool, (seconds, indices) = max(totals.items(), key=lambda item: item[1][0])
    limits = facts.thresholds
    if seconds <= limits.hotspot_share * latency or seconds < limits.hotspot_min_seconds:
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


def unresolved_gaps(facts: RunFacts, empty: bool = True) -> list[tuple[str, tuple[str, ...]]]:
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
    if not response.strip() or not empty:
        return gaps
    claims = bool(text.specific_claims(response))
    for j, output in facts.successful_outputs():
        if not is_empty_result(output.output) or (output.output is None and not claims):
            continue
        if not _later_success(facts, output.tool, j):
            gaps.append((f"{output.tool} returned nothing", facts.output_spans([j])))
    return gaps


@check(
    "unacknowledged_error",
    reads=('response', 'tool_outputs'),
    severity="high",
    lowers=('consistency', 'confidence_calibration'),
    root_cause="An error was never resolved, yet the final response does not mention it.",
    fix="Tell the user when a step failed, or retry until it succeeds before answering.",
    certainty="inference",
)
def unacknowledged_errors(facts: RunFacts) -> list[FailureCause]:
    """Unresolved errors (a tool error with no later success of that tool, or any runtime error) and
    `unresolved_gaps` (calls with no output, empty results) while the response never says that
    something failed ("error", "failed", "unable", ...); an empty result alone is also acknowledged
    by saying there is nothing ("no rows", "none", "nothing", "couldn't find", "clear", ...)."""
    response = str(facts.evidence.response)
    failures = [(e.message, e.span_ids) for e in facts.errors if not e.resolved] + unresolved_gaps(facts, empty=False)
    unresolved = failures + unresolved_gaps(facts)[len(unresolved_gaps(facts, empty=False)) :]
    prompt = text.safe_str(facts.evidence.prompt)
    if not unresolved or text.mentions_failure_beyond(response, prompt) or (not failures and text.mentions_nothing(response)):
        return []
    if is_withheld(response):  # a withheld response may well say what failed
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

from critiqor.scoring import inference  # noqa: E402,F401  (registers the checks that infer from text)

#: The kind of every cause type, by name (from the check registry).
CAUSE_KINDS: dict[str, CauseKind] = cause_kinds()

#: Every check, in the order its causes are reported (the registry's order).
DETECTORS: tuple[Detector, ...] = tuple(registered.run for registered in CHECKS.values())


def detect_failure_causes(
    evidence: EvaluationEvidence, problems: list[str] | None = None, thresholds: Thresholds | None = None
) -> tuple[FailureCause, ...]:
    """All failure causes of one run, check by check; the same evidence always gives the same causes.

    Checks named in `thresholds.disabled_checks` do not run. A check that raises is skipped,
    logged, and named in `problems` when a list is given.
    """
    facts = RunFacts.of(evidence, thresholds)
    causes: list[FailureCause] = []
    skipped = checks_without_content(evidence)  # checks that would read content never captured
    for name, registered in CHECKS.items():
        if name in facts.thresholds.disabled_checks or name in skipped:
            continue
        try:
            causes.extend(registered.run(facts))
        except Exception:
            _log.warning("critiqor: the %s check failed on this evidence", name, exc_info=True)
            if problems is not None:
                problems.append(f"the {name} check could not run on this evidence")
    return tuple(causes)
