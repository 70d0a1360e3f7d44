"""Evidence data: what one agent run did, as plain frozen dataclasses (no OpenTelemetry here)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable, Literal, Mapping, Sequence, get_args

from critiqor.wire import json_safe, to_json

__all__ = [
    "EvidenceLevel",
    "ToolCall",
    "ToolOutput",
    "RuntimeMetrics",
    "EvaluationEvidence",
    "SpanRefs",
    "span_refs",
]

EvidenceLevel = Literal["response_only", "trace_available", "fully_instrumented"]
EVIDENCE_LEVELS: tuple[str, ...] = get_args(EvidenceLevel)


#: Fields of ToolCall / ToolOutput that `to_dict()` leaves out when they are None.
_OPTIONAL = frozenset({"id", "call_id", "error", "timestamp"})


def _without_none(data: dict, optional: frozenset[str]) -> dict:
    return {key: value for key, value in data.items() if value is not None or key not in optional}


@dataclass(frozen=True)
class ToolCall:
    """One tool invocation: the tool's name, its arguments, an optional call id and start time (epoch s)."""

    tool: str
    args: dict = field(default_factory=dict)
    id: str | None = None
    timestamp: float | None = None

    def to_dict(self) -> dict:
        """Plain data; `id` and `timestamp` are left out when None, as critiqor 0.1.x writes them."""
        data = {"tool": json_safe(self.tool), "args": json_safe(self.args), "id": json_safe(self.id), "timestamp": json_safe(self.timestamp)}
        return _without_none(data, _OPTIONAL)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ToolCall":
        return cls(
            tool=data["tool"],
            args=dict(data.get("args") or {}),
            id=data.get("id", data.get("call_id")),
            timestamp=data.get("timestamp"),
        )


@dataclass(frozen=True)
class ToolOutput:
    """One tool result: the tool's name, its output, the call id it answers, an error message, end time."""

    tool: str
    output: Any = None
    call_id: str | None = None
    error: str | None = None
    timestamp: float | None = None

    def to_dict(self) -> dict:
        """Plain data; `call_id`, `error` and `timestamp` are left out when None, as critiqor 0.1.x
        writes them (`output` is kept: None is an output)."""
        data = {
            "tool": json_safe(self.tool),
            "output": json_safe(self.output),
            "call_id": json_safe(self.call_id),
            "error": json_safe(self.error),
            "timestamp": json_safe(self.timestamp),
        }
        return _without_none(data, _OPTIONAL)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "ToolOutput":
        return cls(
            tool=data["tool"],
            output=data.get("output"),
            call_id=data.get("call_id", data.get("id")),
            error=data.get("error"),
            timestamp=data.get("timestamp"),
        )


@dataclass(frozen=True)
class RuntimeMetrics:
    """How the run went: wall-clock latency (s), summed token usage, retry count, error messages in order."""

    latency: float | None = None
    token_usage: dict = field(default_factory=dict)
    retries: int = 0
    errors: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "latency": json_safe(self.latency),
            "token_usage": json_safe(self.token_usage),
            "retries": json_safe(self.retries),
            "errors": json_safe(self.errors),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "RuntimeMetrics":
        return cls(
            latency=data.get("latency"),
            token_usage=dict(data.get("token_usage") or {}),
            retries=int(data.get("retries") or 0),
            errors=list(data.get("errors") or []),
        )


@dataclass(frozen=True)
class SpanRefs:
    """Where each piece of rebuilt evidence sits in its trace (hex ids), so a finding can cite spans.

    `tool_calls`, `tool_outputs` and `trace` hold one span id per item of the evidence list of
    the same name, index for index; `root_span_id` is the run's agent span.
    """

    trace_id: str
    root_span_id: str
    tool_calls: tuple[str, ...] = ()
    tool_outputs: tuple[str, ...] = ()
    trace: tuple[str, ...] = ()

    @classmethod
    def from_ids(
        cls, trace_id: int, root_span_id: int, tool_calls: Iterable[int], tool_outputs: Iterable[int], trace: Iterable[int]
    ) -> "SpanRefs":
        """Refs from the integer ids OpenTelemetry keeps."""
        tool_calls, tool_outputs, trace = list(tool_calls), list(tool_outputs), list(trace)
        # each id converted once: a tool span stands behind its call, its output and two events
        ids = {root_span_id, *tool_calls, *tool_outputs, *trace}
        try:
            known = {i: i.to_bytes(8, "big").hex() for i in ids}  # `hex_span_id` without a call per id
        except (OverflowError, AttributeError):  # an id that is not a 64-bit int
            known = {i: hex_span_id(i) for i in ids}
        hex_of = known.__getitem__
        fields = {
            "trace_id": format(trace_id, "032x"),
            "root_span_id": known[root_span_id],
            "tool_calls": tuple(map(hex_of, tool_calls)),
            "tool_outputs": tuple(map(hex_of, tool_outputs)),
            "trace": tuple(map(hex_of, trace)),
        }
        return _built(cls, fields) if cls is SpanRefs else cls(**fields)  # a subclass may check its fields


def hex_trace_id(trace_id: int) -> str:
    """A trace id as 32 hex digits (`to_bytes().hex()`, faster than `format()`)."""
    try:
        return trace_id.to_bytes(16, "big").hex()
    except (OverflowError, AttributeError):  # not a 128-bit id: whatever format makes of it
        return format(trace_id, "032x")


def hex_span_id(span_id: int) -> str:
    """A span id as 16 hex digits (`to_bytes().hex()`: several times faster than `format()`)."""
    try:
        return span_id.to_bytes(8, "big").hex()
    except (OverflowError, AttributeError):  # not a 64-bit id: whatever format makes of it
        return format(span_id, "016x")


@dataclass(frozen=True)
class EvaluationEvidence:
    """The complete normalised evidence of one run, as Critiqor scores it."""

    prompt: str = ""
    response: str = ""
    tool_calls: list[ToolCall] = field(default_factory=list)
    tool_outputs: list[ToolOutput] = field(default_factory=list)
    trace: list[dict] = field(default_factory=list)
    metrics: RuntimeMetrics = field(default_factory=RuntimeMetrics)
    evidence_level: EvidenceLevel = "response_only"
    #: Provenance, not data: excluded from equality and from `to_dict()`, kept by `replace()`.
    #: The spans behind each item (None for evidence that did not come from spans).
    span_refs: SpanRefs | None = field(default=None, compare=False, repr=False, kw_only=True)
    #: Why the evidence is known to be incomplete (a run dropped over the processor's bounds), or None.
    incomplete: str | None = field(default=None, compare=False, kw_only=True)
    #: Content the spans did not carry, so the evidence cannot show it (instrumentation with content
    #: capture off): any of "prompt", "response", "tool_args", "tool_outputs". Empty when all
    #: content was recorded. Scoring skips the checks that need absent content.
    content_absent: tuple[str, ...] = field(default=(), compare=False, kw_only=True)
    #: Where values were withheld from the trace this evidence was rebuilt from, by the content
    #: policy (`prompt`, `response`, `tool_calls[i].args`, `tool_outputs[i].output` / `.error`,
    #: `trace[i].payload` / `.token_usage`): those values read `[redacted: <rule>]`. Empty for
    #: evidence rebuilt in process, which always holds the full values.
    redacted: tuple[str, ...] = field(default=(), compare=False, kw_only=True)

    def to_dict(self) -> dict:
        """Plain, JSON-ready data (a fresh copy: values JSON cannot hold in their readable form,
        README "Values on the wire"); `from_dict()` is its exact inverse on JSON data within the
        nesting limit. Never raises. The limit counts within each recorded value (a tool's args,
        an output, an event's field) as on the wire, so it cuts nothing the rebuild kept."""
        return {
            "prompt": json_safe(self.prompt),
            "response": json_safe(self.response),
            "tool_calls": [c.to_dict() for c in self.tool_calls],
            "tool_outputs": [o.to_dict() for o in self.tool_outputs],
            "trace": _trace_list(self.trace),
            "metrics": self.metrics.to_dict(),
            "evidence_level": json_safe(self.evidence_level),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "EvaluationEvidence":
        return cls(
            prompt=data.get("prompt", ""),
            response=data.get("response", ""),
            tool_calls=[ToolCall.from_dict(c) for c in data.get("tool_calls") or []],
            tool_outputs=[ToolOutput.from_dict(o) for o in data.get("tool_outputs") or []],
            trace=[dict(e) for e in data.get("trace") or []],
            metrics=RuntimeMetrics.from_dict(data.get("metrics") or {}),
            evidence_level=data.get("evidence_level", "response_only"),
        )

    @classmethod
    def from_payload(
        cls,
        prompt: str,
        response: str,
        tool_calls: Sequence[ToolCall | Mapping[str, Any]] | None = None,
        tool_outputs: Sequence[ToolOutput | Mapping[str, Any]] | None = None,
        trace: Sequence[Mapping[str, Any]] | None = None,
        metrics: RuntimeMetrics | Mapping[str, Any] | None = None,
        evidence_level: EvidenceLevel | None = None,
    ) -> "EvaluationEvidence":
        """Build evidence from loose inputs (dataclasses or dicts), inferring the level when not given.

        A trace or a latency gives `fully_instrumented`; tool calls or outputs alone give
        `trace_available`; otherwise `response_only`.
        """
        calls = [c if isinstance(c, ToolCall) else ToolCall.from_dict(c) for c in tool_calls or ()]
        outputs = [o if isinstance(o, ToolOutput) else ToolOutput.from_dict(o) for o in tool_outputs or ()]
        events = [dict(e) for e in trace or ()]
        if metrics is None:
            runtime = RuntimeMetrics()
        elif isinstance(metrics, RuntimeMetrics):
            runtime = metrics
        else:
            runtime = RuntimeMetrics.from_dict(metrics)
        if evidence_level is None:
            evidence_level = infer_evidence_level(calls, outputs, events, runtime)
        elif evidence_level not in EVIDENCE_LEVELS:
            raise ValueError(f"evidence_level must be one of {EVIDENCE_LEVELS}, not {evidence_level!r}")
        return cls(
            prompt="" if prompt is None else prompt,
            response="" if response is None else response,
            tool_calls=calls,
            tool_outputs=outputs,
            trace=events,
            metrics=runtime,
            evidence_level=evidence_level,
        )


def _trace_list(trace: Any) -> Any:
    """The trace for `to_dict()`: each event a dict whose fields are values of their own (each
    cut at the nesting limit from its own top, as the recorder writes tool args, outputs and
    payload fields), so `to_dict()` cuts nothing the rebuild kept."""
    try:
        return [_event_dict(event) for event in trace]
    except Exception:  # not a list of events: its readable form
        return json_safe(trace)


def _event_dict(event: Any) -> Any:
    if not isinstance(event, dict):
        return json_safe(event)
    try:
        return {key if isinstance(key, str) else to_json(key): json_safe(value) for key, value in event.items()}
    except Exception:
        return json_safe(event)


def infer_evidence_level(
    tool_calls: Sequence[Any], tool_outputs: Sequence[Any], trace: Sequence[Any], metrics: RuntimeMetrics
) -> EvidenceLevel:
    """The level the evidence supports: trace or latency > tool calls/outputs > response alone."""
    latency = metrics.latency
    if trace or (latency is not None and not (isinstance(latency, float) and math.isnan(latency))):
        return "fully_instrumented"
    if tool_calls or tool_outputs:
        return "trace_available"
    return "response_only"


# --- fast constructors, for the rebuild's hot path ---------------------------------------------
# A frozen dataclass's generated `__init__` sets each field with one `object.__setattr__` call; a
# rebuilt run makes two dozen such objects. These make the same objects (equal, with the same
# instance dict) by setting the instance dict at once. That is valid only for these classes as
# they are: no `__post_init__`, no `__slots__`, no field validation, every field given;
# tests/test_evidence.py pins each one against the class's own constructor and field list.
_new = object.__new__
_set = object.__setattr__


def built_frozen(cls: type, fields: dict[str, Any]) -> Any:
    """`cls(**fields)` for a frozen dataclass without `__post_init__` or slots, given every field
    (in field order): the rebuild's evidence, and the recorder's and processor's per-run
    `VerdictTarget` and `RunOutcome`."""
    obj = _new(cls)
    _set(obj, "__dict__", fields)
    return obj


_built = built_frozen


def built_tool_call(tool: str, args: dict, id: str | None, timestamp: float | None) -> ToolCall:
    """`ToolCall(tool, args, id, timestamp)`."""
    obj = _new(ToolCall)
    _set(obj, "__dict__", {"tool": tool, "args": args, "id": id, "timestamp": timestamp})
    return obj


def built_tool_output(tool: str, output: Any, call_id: str | None, error: str | None, timestamp: float | None) -> ToolOutput:
    """`ToolOutput(tool, output, call_id, error, timestamp)`."""
    obj = _new(ToolOutput)
    _set(obj, "__dict__", {"tool": tool, "output": output, "call_id": call_id, "error": error, "timestamp": timestamp})
    return obj


def built_span_refs(trace_id: str, root_span_id: str, tool_calls: list[str], tool_outputs: list[str], trace: list[str]) -> SpanRefs:
    """`SpanRefs(...)` from ids already in hex (the rebuild converts each span's id once)."""
    return _built(
        SpanRefs,
        {"trace_id": trace_id, "root_span_id": root_span_id, "tool_calls": tuple(tool_calls), "tool_outputs": tuple(tool_outputs), "trace": tuple(trace)},
    )


def built_evidence(
    prompt: Any,
    response: Any,
    tool_calls: list[ToolCall],
    tool_outputs: list[ToolOutput],
    trace: list[dict],
    metrics: tuple[float | None, dict, int, list[str]],
    evidence_level: EvidenceLevel,
    span_refs: SpanRefs | None,
    content_absent: tuple[str, ...],
    redacted: tuple[str, ...],
) -> EvaluationEvidence:
    """`EvaluationEvidence(...)` of rebuilt evidence (`incomplete` None), its `RuntimeMetrics`
    given as (latency, token_usage, retries, errors)."""
    latency, token_usage, retries, errors = metrics
    runtime = _built(RuntimeMetrics, {"latency": latency, "token_usage": token_usage, "retries": retries, "errors": errors})
    return _built(
        EvaluationEvidence,
        {
            "prompt": prompt,
            "response": response,
            "tool_calls": tool_calls,
            "tool_outputs": tool_outputs,
            "trace": trace,
            "metrics": runtime,
            "evidence_level": evidence_level,
            "span_refs": span_refs,
            "incomplete": None,
            "content_absent": content_absent,
            "redacted": redacted,
        },
    )


def span_refs(evidence: EvaluationEvidence) -> SpanRefs | None:
    """The span ids behind rebuilt evidence, or None for evidence that did not come from spans."""
    return evidence.span_refs
