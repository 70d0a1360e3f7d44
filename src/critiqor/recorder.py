"""EvidenceRecorder and monitor(): each recorder call becomes an OTel span or span event.

The recorder keeps no copy of the evidence: `_RunSpans` writes the run's spans (names and codec
of `critiqor.wire`), and the `EvidenceSpanProcessor` rebuilds the evidence from the finished
spans when the agent span ends and hands it back (`RunOutcome`). The recorder's lifecycle is
one explicit `RecorderState`; every public method goes through one guard that keeps telemetry
trouble away from the agent.
"""

from __future__ import annotations

import enum
import functools
import inspect
import itertools
import logging
import threading
import traceback
import weakref
from contextvars import ContextVar
from dataclasses import dataclass, replace
from time import time_ns
from typing import Any, Callable, Mapping, TypeVar

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.semconv.attributes.error_attributes import ErrorTypeValues
from opentelemetry.trace import Span, SpanKind, Status, StatusCode

from critiqor import wire
from critiqor._sdk_compat import attributes_of
from critiqor.content import ContentGate, ContentPolicy, ContentWriter, resolve_policy
from critiqor.evidence import EvaluationEvidence, built_frozen
from critiqor.matching import OpenCalls
from critiqor.messages import write_content
from critiqor.processor import RunOutcome
from critiqor.rebuild import rebuild_run
from critiqor.setup import Runtime, runtime_for

__all__ = ["EvidenceRecorder", "RecorderState", "VerdictTarget", "monitor", "current_recorder", "verdict_target"]

_logger = logging.getLogger("critiqor")
_current: ContextVar["EvidenceRecorder | None"] = ContextVar("critiqor_recorder", default=None)
_F = TypeVar("_F", bound=Callable[..., Any])
_RESERVED_EVENT_KEYS = ("event", "timestamp")
_OTHER_ERROR = ErrorTypeValues.OTHER.value
# Hot-path names bound once (module globals are cheaper to read than module attributes).
_OPERATION, _EXECUTE_TOOL, _SEQ, _END_SEQ = wire.GEN_AI_OPERATION_NAME, wire.OP_EXECUTE_TOOL, wire.SEQ, wire.END_SEQ
_TOOL_NAME, _CALL_ID, _ARGUMENTS, _RESULT = (
    wire.GEN_AI_TOOL_NAME,
    wire.GEN_AI_TOOL_CALL_ID,
    wire.GEN_AI_TOOL_CALL_ARGUMENTS,
    wire.GEN_AI_TOOL_CALL_RESULT,
)
_CUT_KEYS = wire.CUT_KEYS
_ORPHAN_WARNINGS = {  # by whether the output named a call id
    False: ("orphan", "critiqor: a tool output matches no open call; recorded as an orphan output"),
    True: ("unknown_call_id", "critiqor: a tool output names an unknown call id; recorded as an orphan output"),
}
#: What critiqor writes on the root at its start and restores at its end, whoever wrote over it.
_ROOT_OWN = (wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, wire.JSON_KEYS, wire.CUT_KEYS, wire.REDACTED_KEYS)
_USAGE_KEYS = (
    (wire.GEN_AI_USAGE_INPUT_TOKENS, ("input_tokens", "prompt_tokens")),
    (wire.GEN_AI_USAGE_OUTPUT_TOKENS, ("output_tokens", "completion_tokens")),
)


def monitor(
    prompt: str = "",
    *,
    agent_name: str | None = None,
    tracer_provider: object | None = None,
    max_value_length: int | None = None,
    provider: str | None = None,
    content: str | ContentPolicy | None = None,
) -> "EvidenceRecorder":
    """A recorder for one agent run; use it as a context manager or call `finish()` yourself.

    `provider` names the GenAI provider (`gen_ai.provider.name`, e.g. "openai") when known.
    `content` (`full`, `redacted`, `none` or a `ContentPolicy`) sets what of the run's content
    its spans export; None takes the span processor's policy, else the environment's, else `redacted`."""
    return EvidenceRecorder(
        prompt,
        agent_name=agent_name,
        tracer_provider=tracer_provider,
        max_value_length=max_value_length,
        provider=provider,
        content=content,
    )


def current_recorder() -> "EvidenceRecorder | None":
    """The recorder of the innermost open `with monitor(...)` block in this context, if any."""
    return _current.get()


# --- where a verdict about live evidence goes ------------------------------------------------------
@dataclass(frozen=True)
class VerdictTarget:
    """The live run a verdict span is written into: the recorder's tracer, and a context whose
    current span is the run's agent span."""

    tracer: trace.Tracer
    context: Context
    #: A failure-cause description as the run's content policy lets it into the trace.
    content: Callable[[str], str] | None = None


_targets: dict[int, tuple["weakref.ref[EvaluationEvidence]", VerdictTarget]] = {}


def _remember_target(evidence: EvaluationEvidence, target: VerdictTarget | None) -> EvaluationEvidence:
    if target is not None:
        key = id(evidence)
        _targets[key] = (weakref.ref(evidence, lambda _ref, key=key: _targets.pop(key, None)), target)
    return evidence


def verdict_target(evidence: EvaluationEvidence) -> VerdictTarget | None:
    """The live run of evidence a recorder returned (this very object, while it exists); None for
    any other evidence: built from lists, rebuilt from storage, copied."""
    entry = _targets.get(id(evidence))
    if entry is not None and entry[0]() is evidence:
        return entry[1]
    return None


class _Warnings:
    """Warn once per kind of trouble, per recorder (kept apart from the recorder so that the spans
    it writes hold no reference back to it: an abandoned recorder is freed at once)."""

    __slots__ = ("_seen",)

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def once(self, kind: str, message: str) -> None:
        if kind not in self._seen:
            self._seen.add(kind)
            _logger.warning(message)


class RecorderState(enum.Enum):
    """Where a recorder is in its run."""

    NEW = "new"  # no agent span yet: `__enter__` or the first recorder call starts it
    RECORDING = "recording"  # the agent span is open
    ENDED = "ended"  # the `with` block ended the agent span; `finish()` may still bring a response
    FINISHED = "finished"  # `finish()` returned the evidence; further calls are ignored


_RECORDING = RecorderState.RECORDING  # read on every recorder call


class _OpenTool:
    """A tool span waiting for its output (made without an `__init__` call: one per tool call)."""

    __slots__ = ("span", "tool", "call_id", "cut_keys", "redacted_keys")
    span: Span
    tool: str
    call_id: str | None
    cut_keys: str  # keys cut when the call was recorded, for the span's critiqor.cut
    redacted_keys: str  # keys withheld when the call was recorded, for critiqor.redacted


class _RunSpans:
    """The spans of one run: the agent span, its tool and LLM spans, its events."""

    def __init__(
        self, runtime: Runtime, writer: wire.AttributeWriter, content: ContentWriter | None = None, warn: Callable[[str, str], None] | None = None
    ) -> None:
        self.runtime = runtime
        self.warn = warn if warn is not None else _Warnings().once  # warn(kind, message), once per kind
        self.tracer = runtime.tracer
        self.writer = writer
        #: Names (ASCII str) up to this length go on the span as given; -1 under an SDK length
        #: limit, where `writer.name` decides every time.
        self._plain_name_limit = writer.limit if writer.fit is None else -1
        self.content = content if content is not None else ContentWriter(writer, ContentGate(ContentPolicy("full")))
        self.open_tools: OpenCalls[_OpenTool] = OpenCalls()
        self.root: Span | None = None
        self.context: Context | None = None
        self._start_attrs: dict[str, Any] = {}  # the prompt and key lists written on the root at start
        self._exact_prompt = False  # critiqor.prompt written at start: rewritten at the end too
        self._start_prompt: Any = None  # the prompt the root started with
        self._usage: dict[str, int] = {}  # the run's gen_ai.usage.* totals, written on the root at its end
        self.next_seq = itertools.count(1).__next__  # the recording order of spans and events
        self.tool_count = 0
        self._carrier_events = 0  # events on the current carrier (root, then critiqor.events spans)
        self._carrier_room = None if runtime.max_events is None else max(0, runtime.max_events - 1)
        self._events_span: Span | None = None
        self.finish_withheld: dict = {}  # the late finish span's withheld values (its run has left the processor)

    def start(self, prompt: Any, agent_name: Any, provider: Any = None) -> Span:
        attrs: dict[str, Any] = {wire.GEN_AI_OPERATION_NAME: wire.OP_INVOKE_AGENT, wire.SEQ: 0}
        if agent_name is not None:
            attrs[wire.GEN_AI_AGENT_NAME] = self.writer.name(agent_name, "agent name")
        if provider is not None:
            attrs[wire.GEN_AI_PROVIDER_NAME] = self.writer.name(provider, "provider")
        self._exact_prompt = write_content(attrs, self.content, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, "user", prompt)
        self._start_prompt = prompt
        self._start_attrs = {key: attrs[key] for key in _ROOT_OWN if key in attrs}
        self.root = self.tracer.start_span(wire.ROOT_SPAN_NAME, kind=SpanKind.INTERNAL, attributes=attrs)
        self.context = trace.set_span_in_context(self.root)
        if self.content.held:
            self._withhold(self.root)
        return self.root

    def _withhold(self, span: Span, seq: int | None = None) -> None:
        """Hand the processor the full values the content policy kept off `span` (or off its event
        `seq`); callers look at `content.held` first (nothing held is the common case)."""
        if self.root is not None:
            root_id = self.root.get_span_context().span_id
            self.runtime.processor.withhold(root_id, (span.get_span_context().span_id, seq), self.content.take())

    def _error(self, span: Span, message: str, exc: BaseException | None) -> None:
        """Status ERROR with `message`, and the exception recorded, as the content policy lets them
        out and within the size limit."""
        if exc is not None:
            record_exception(span, exc, self.writer, self.content.text)
        span.set_status(Status(StatusCode.ERROR, self.writer.fitted(self.content.text(message))))

    def tool_call(self, tool: Any, args: Any, call_id: Any, numbered: bool = False) -> _OpenTool:
        tool, call_id = self._names(tool, None if numbered else call_id)
        if args is None:
            args = {}
        elif not isinstance(args, dict):
            self.warn("args", "critiqor: tool args must be a dict; recorded as {'value': args}")
            args = {"value": args}
        self.tool_count += 1
        if numbered:
            call_id = f"{tool}-{self.tool_count}"
        attrs: dict[str, Any] = {_OPERATION: _EXECUTE_TOOL, _TOOL_NAME: tool, _SEQ: self.next_seq()}
        if call_id is not None:
            attrs[_CALL_ID] = call_id
        self.content.json(attrs, _ARGUMENTS, args)
        span = self.tracer.start_span(f"execute_tool {tool}", context=self.context, attributes=attrs)
        if self.content.held:
            self._withhold(span)
        entry = _OpenTool()
        entry.span, entry.tool, entry.call_id = span, tool, call_id
        entry.cut_keys, entry.redacted_keys = attrs.get(_CUT_KEYS, ""), attrs.get(wire.REDACTED_KEYS, "")
        self.open_tools.open(entry, tool, call_id)
        return entry

    def _names(self, tool: Any, call_id: Any) -> tuple[str, str | None]:
        """The tool name and call id as strings OTLP can carry within the limit (as given when
        they already are: the common case, checked without a call)."""
        limit = self._plain_name_limit
        if type(tool) is not str or len(tool) > limit or not tool.isascii():
            tool = self.writer.name(tool, "tool name")
        if call_id is not None and (type(call_id) is not str or len(call_id) > limit or not call_id.isascii()):
            call_id = self.writer.name(call_id, "call id")
        return tool, call_id

    def tool_output(
        self, tool: Any, output: Any, call_id: Any, error: Any, exc: BaseException | None = None, entry: _OpenTool | None = None
    ) -> None:
        tool, call_id = self._names(tool, call_id)
        if error is not None:
            error = self.writer.string(error, "tool error") or None  # an empty error message is no error
        attrs = self._output_attrs(output, error, exc)
        if entry is None or not self.open_tools.close(entry, entry.tool, entry.call_id):
            entry = self.open_tools.answer(tool, call_id)
        end_time = None
        if entry is None:
            self.warn(*_ORPHAN_WARNINGS[call_id is not None])
            end_time = time_ns()
            span = self._orphan_span(tool, call_id, attrs, end_time)
        else:
            span = entry.span
            if entry.cut_keys or entry.redacted_keys or tool != entry.tool:
                attrs = self._answer_marks(attrs, entry, tool)
            span.set_attributes(attrs)
        if self.content.held:
            self._withhold(span)
        try:
            if error is not None:
                self._error(span, error, exc)
        finally:  # the call's span ends whatever happens on the way
            span.end(end_time)

    def _output_attrs(self, output: Any, error: str | None, exc: BaseException | None) -> dict[str, Any]:
        """A tool output's attributes: its result, or on error its output (if any), message and type."""
        attrs: dict[str, Any] = {_END_SEQ: self.next_seq()}
        if error is None:
            self.content.value(attrs, _RESULT, output)
            return attrs
        if output is not None:  # gen_ai.tool.call.result is for results; a failed call's output goes here
            self.content.value(attrs, wire.FAILED_OUTPUT, output)
        self.content.value(attrs, wire.TOOL_ERROR, error)
        attrs[wire.ERROR_TYPE] = self.writer.name(type(exc).__qualname__, "error type") if exc is not None else _OTHER_ERROR
        return attrs

    @staticmethod
    def _answer_marks(attrs: dict[str, Any], entry: _OpenTool, tool: str) -> dict[str, Any]:
        """`attrs` with the marks the call wrote on its span kept, and the output's tool name
        when it differs from the call's."""
        if entry.cut_keys:
            attrs[_CUT_KEYS] = wire.join_keys(entry.cut_keys, attrs.get(_CUT_KEYS))
        if entry.redacted_keys:
            attrs[wire.REDACTED_KEYS] = wire.join_keys(entry.redacted_keys, attrs.get(wire.REDACTED_KEYS))
        if tool != entry.tool:
            attrs[wire.OUTPUT_TOOL] = tool
        return attrs

    def _orphan_span(self, tool: str, call_id: str | None, attrs: dict[str, Any], at: int) -> Span:
        """A zero-length tool span for an output that answers no open call."""
        attrs.update(
            {
                wire.GEN_AI_OPERATION_NAME: wire.OP_EXECUTE_TOOL,
                wire.GEN_AI_TOOL_NAME: tool,
                wire.SEQ: attrs[wire.END_SEQ],
                wire.ORPHAN_OUTPUT: True,
            }
        )
        if call_id is not None:
            attrs[wire.GEN_AI_TOOL_CALL_ID] = call_id
        return self.tracer.start_span(f"execute_tool {tool}", context=self.context, attributes=attrs, start_time=at)

    def llm_call(self, model: Any, token_usage: Any, provider: Any = None) -> None:
        if model is not None:
            model = self.writer.name(model, "model")
        if token_usage is None:
            token_usage = {}
        elif not isinstance(token_usage, dict):
            self.warn("token_usage", "critiqor: token_usage must be a dict; kept in the trace, not summed")
        attrs: dict[str, Any] = {wire.GEN_AI_OPERATION_NAME: wire.OP_CHAT, wire.SEQ: self.next_seq()}
        if model is not None:
            attrs[wire.GEN_AI_REQUEST_MODEL] = model
        if provider is not None:
            attrs[wire.GEN_AI_PROVIDER_NAME] = self.writer.name(provider, "provider")
        if isinstance(token_usage, dict):
            usage = _semconv_usage(token_usage, self.writer)
            attrs.update(usage)
            for key, count in usage.items():
                if type(count) is int:  # counts beyond int64 travel as marked text, not summed here
                    self._usage[key] = self._usage.get(key, 0) + count
        self.content.usage(attrs, wire.TOKEN_USAGE, token_usage)
        name = f"chat {model}" if model else "chat"
        span = self.tracer.start_span(name, context=self.context, kind=SpanKind.CLIENT, attributes=attrs)
        if self.content.held:
            self._withhold(span)
        span.end()

    def event(self, name: Any, payload: dict[str, Any]) -> None:
        name = self.writer.name(name, "event name")
        seq = self.next_seq()
        attrs: dict[str, Any] = {wire.SEQ: seq}
        self.content.json(attrs, wire.EVENT_PAYLOAD, payload)
        carrier = self._event_carrier()
        carrier.add_event(name, attrs)
        if self.content.held:
            self._withhold(carrier, seq)

    def _event_carrier(self) -> Span:
        """The agent span while the SDK's event limit leaves room, then `critiqor.events` child spans."""
        room = self._carrier_room
        if room is not None and self._carrier_events >= room:
            if self._events_span is not None:
                self._events_span.end()
            self._events_span = self.tracer.start_span(wire.EVENTS_SPAN_NAME, context=self.context)
            self._carrier_events = 0
            self._carrier_room = self.runtime.max_events
        self._carrier_events += 1
        return self._events_span if self._events_span is not None else self.root

    def exception(self, exc: BaseException) -> None:
        message = _message_of(exc)
        self.event(wire.EVENT_ERROR, {wire.EVENT_ERROR: message})
        self.root.set_attribute(wire.ERROR_TYPE, self.writer.name(type(exc).__qualname__, "error type"))
        self._error(self.root, self.writer.string(message, "error"), exc)

    def open_spans(self) -> list[ReadableSpan]:
        """Spans of the run that have not ended (open tool spans, the current events span)."""
        spans = [t.span for t in self.open_tools if isinstance(t.span, ReadableSpan)]
        if isinstance(self._events_span, ReadableSpan):
            spans.append(self._events_span)
        return spans

    def end(self, prompt: Any = None, response: Any = None, *, with_response: bool = False) -> None:
        """End open tool spans (marked as missing their output), then the agent span."""
        for entry in self.open_tools.drain():
            entry.span.set_attribute(wire.OUTPUT_MISSING, True)
            entry.span.end()
        if self._events_span is not None:
            self._events_span.end()
        held = attributes_of(self.root) if isinstance(self.root, ReadableSpan) else {}
        own = self._root_content(held, prompt if with_response else self._start_prompt, response, with_response)
        changed = {key: value for key, value in own.items() if held.get(key) != value}  # whoever wrote over them
        if with_response and self.content.held:
            self._withhold(self.root)
        if self._usage:
            changed.update(self._usage)  # one set_attributes call: the SDK checks the whole mapping each call
        if changed:
            self.root.set_attributes(changed)
        self.root.end()

    def _root_content(self, held: Mapping[str, Any], prompt: Any, response: Any, with_response: bool) -> dict[str, Any]:
        """The root's prompt, response and key lists as critiqor writes them, whatever another
        library wrote over them on the agent span since (`held`)."""
        own: dict[str, Any] = {}
        if with_response and (self._exact_prompt or prompt is not self._start_prompt):
            write_content(own, self.content, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, "user", prompt, self._exact_prompt)
        else:  # the start's message holds it
            own.update(self._start_attrs)
        if with_response:
            write_content(own, self.content, wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, "assistant", response)
        if wire.PROMPT in held and wire.PROMPT not in own:  # another library wrote one: ours, exactly
            write_content(own, self.content, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, "user", prompt, True)
        if with_response and wire.RESPONSE in held and wire.RESPONSE not in own:
            write_content(own, self.content, wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, "assistant", response, True)
        for key in (wire.JSON_KEYS, wire.CUT_KEYS, wire.REDACTED_KEYS):  # a key list critiqor did not write is cleared
            if key in held:
                own.setdefault(key, "")
        return own

    def finish_span(self, response: Any, prompt: Any) -> Span:
        """After the agent span ended: a small child span carrying what `finish()` brings."""
        attrs: dict[str, Any] = {}
        write_content(attrs, self.content, wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, "assistant", response)
        if prompt is not None:
            write_content(attrs, self.content, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, "user", prompt)
        span = self.tracer.start_span(wire.FINISH_SPAN_NAME, context=self.context, attributes=attrs)
        self.finish_withheld = {(span.get_span_context().span_id, None): self.content.take()}
        span.end()
        return span


def _semconv_usage(token_usage: dict, writer: wire.AttributeWriter) -> dict[str, Any]:
    """`gen_ai.usage.input_tokens` / `output_tokens` from the usage dict's integer counts; a count
    beyond int64 (which OTLP cannot carry natively) as JSON text listed in `critiqor.json`."""
    attrs: dict[str, Any] = {}
    for key, names in _USAGE_KEYS:
        for name in names:
            value = token_usage.get(name)
            if type(value) is float and value.is_integer():
                value = int(value)
            if type(value) is int:
                writer.value(attrs, key, value)
                break
    return attrs


def record_exception(span: Span, exc: BaseException, writer: wire.AttributeWriter, shown: Callable[[str], str]) -> None:
    """The SDK's `exception` span event, written without calling a `__str__` that may raise, with
    message and stack trace as `shown` (the content policy) lets them out and cut to the size
    limit like every other value."""
    cls = type(exc)
    module = getattr(cls, "__module__", None)
    qualname = getattr(cls, "__qualname__", cls.__name__)
    try:
        stacktrace = "".join(traceback.format_exception(cls, exc, exc.__traceback__))
    except Exception:
        stacktrace = ""
    attrs: dict[str, Any] = {
        wire.EXCEPTION_TYPE: writer.name(f"{module}.{qualname}" if module and module != "builtins" else qualname, "exception type"),
        wire.EXCEPTION_MESSAGE: writer.fitted(shown(writer.string(_message_of(exc, ""), "exception message"))),
        wire.EXCEPTION_STACKTRACE: writer.fitted(shown(writer.string(stacktrace, "stack trace"))),
    }
    span.add_event(wire.EXCEPTION_EVENT, attrs)


def _message_of(exc: BaseException, empty: str | None = None) -> str:
    """`str(exc)` (for an empty one: `empty`, by default the class name); the class name when
    `__str__` raises."""
    try:
        return str(exc) or (type(exc).__name__ if empty is None else empty)
    except Exception:  # an exception whose __str__ raises still gets recorded
        return type(exc).__name__


class EvidenceRecorder:
    """Records one agent run as OpenTelemetry spans and returns the evidence rebuilt from them.

    Telemetry trouble never reaches the agent: every failure is logged on the `critiqor`
    logger and the call returns as if the recorder were not there.
    """

    def __init__(
        self,
        prompt: str = "",
        *,
        agent_name: str | None = None,
        tracer_provider: object | None = None,
        max_value_length: int | None = None,
        provider: str | None = None,
        content: str | ContentPolicy | None = None,
    ) -> None:
        if max_value_length is not None and max_value_length < 1:
            raise ValueError("max_value_length must be at least 1")
        self._content_arg = resolve_policy(content) if content is not None else None  # a bad name raises here
        self.prompt = prompt
        self.agent_name = agent_name
        self.provider = provider
        self._provider_arg = tracer_provider
        self._max_value_length = max_value_length
        self.state = RecorderState.NEW
        self._spans: _RunSpans | None = None
        self._outcome: RunOutcome | None = None
        self._evidence: EvaluationEvidence | None = None
        self._tokens: list[tuple[Any, Any]] = []
        self._warnings = _Warnings()
        self._lock = threading.RLock()

    # --- public API ----------------------------------------------------------------------------
    def __enter__(self) -> "EvidenceRecorder":
        ctx_token = None
        try:
            with self._lock:
                if self.state is RecorderState.NEW:
                    self._start()
                    self.state = RecorderState.RECORDING
                if self.state is RecorderState.RECORDING and self._spans.context is not None:
                    ctx_token = otel_context.attach(self._spans.context)
        except Exception:
            _logger.warning("critiqor: could not start the agent span", exc_info=True)
        self._tokens.append((_current.set(self), ctx_token))
        return self

    def __exit__(self, exc_type: Any, exc: BaseException | None, tb: Any) -> bool:
        try:
            with self._lock:
                if self.state is RecorderState.RECORDING:
                    if exc is not None:
                        self._record_failure(exc)
                    self.state = RecorderState.ENDED
                    self._spans.end()
                elif exc is not None:
                    _logger.debug("critiqor: exception after finish() not recorded: %r", exc)
        except Exception:
            _logger.warning("critiqor: could not close the agent span", exc_info=True)
        finally:
            self._pop_context()
        return False

    def record_tool_call(self, tool: str, args: dict | None = None, call_id: str | None = None) -> None:
        """Start an `execute_tool {tool}` span; it ends when the matching output is recorded."""
        self._guarded("record_tool_call", _RunSpans.tool_call, tool, args, call_id)

    def record_tool_output(self, tool: str, output: Any, call_id: str | None = None, error: str | None = None) -> None:
        """End the matching tool span with its result (status ERROR on error); unmatched: an orphan output."""
        self._guarded("record_tool_output", _RunSpans.tool_output, tool, output, call_id, error)

    def record_llm_call(self, model: str | None = None, token_usage: dict | None = None, *, provider: str | None = None) -> None:
        """Record a `chat {model}` CLIENT span carrying the model, its token usage and, when given,
        the GenAI provider (`gen_ai.provider.name`)."""
        self._guarded("record_llm_call", _RunSpans.llm_call, model, token_usage, provider)

    def record_event(self, name: str, **payload: Any) -> None:
        """Add a span event `name` with `payload` to the agent span."""
        self._guarded("record_event", _RunSpans.event, name, self._event_payload(payload))

    def wrap_tool(self, name: str, func: _F) -> _F:
        """`func` wrapped so each call is a tool span with call id `"{name}-{n}"`; exceptions re-raised."""
        if inspect.iscoroutinefunction(func):

            @functools.wraps(func)
            async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
                entry, token = self._begin_wrapped(name, args, kwargs)
                try:
                    result = await func(*args, **kwargs)
                except BaseException as exc:
                    self._end_wrapped(entry, token, None, exc)
                    raise
                self._end_wrapped(entry, token, result, None)
                return result

            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            entry, token = self._begin_wrapped(name, args, kwargs)
            try:
                result = func(*args, **kwargs)
            except BaseException as exc:
                self._end_wrapped(entry, token, None, exc)
                raise
            self._end_wrapped(entry, token, result, None)
            return result

        return wrapper  # type: ignore[return-value]

    def finish(self, response: str = "", prompt: str | None = None) -> EvaluationEvidence:
        """End the run and return the evidence rebuilt from its spans; later calls return the same object."""
        with self._lock:
            if self._evidence is not None:
                return self._evidence
            before, self.state = self.state, RecorderState.FINISHED
            if response is None:  # documented: no response is an empty one
                response = ""
            if prompt is not None:
                self.prompt = prompt
            try:
                evidence = self._finish(before, response, prompt)
            except Exception:
                _logger.warning("critiqor: could not finish the agent span", exc_info=True)
                evidence = None
            if evidence is None:
                evidence = self._incomplete(response)
            self._evidence = _remember_target(evidence, self._target())
            return evidence

    def evidence(self) -> EvaluationEvidence:
        """The finished evidence, or a snapshot rebuilt from the spans so far (the run stays open)."""
        if self._evidence is not None:
            return self._evidence
        try:
            with self._lock:
                if self._outcome is not None and self._outcome.evidence is not None:
                    return _remember_target(self._outcome.evidence, self._target())
                spans = self._spans
                if self.state is not RecorderState.RECORDING or not isinstance(spans.root, ReadableSpan) or self._outcome:
                    return self._incomplete("")
                processor, root_id = spans.runtime.processor, spans.root.get_span_context().span_id
                held, withheld = processor.held_spans(root_id), processor.held_withheld(root_id)
                return _remember_target(rebuild_run(spans.root, held + spans.open_spans(), withheld), self._target())
        except Exception:
            _logger.warning("critiqor: could not rebuild a snapshot of the run", exc_info=True)
            return self._incomplete("")

    @property
    def trace_id(self) -> str | None:
        """The run's trace id (32 hex digits), once the agent span has started."""
        if self._spans is None or self._spans.root is None:
            return None
        return format(self._spans.root.get_span_context().trace_id, "032x")

    # --- the processor's side ----------------------------------------------------------------------
    def run_ended(self, outcome: RunOutcome) -> None:
        """Told by the span processor when the run's agent span ended, or the run was dropped."""
        self._outcome = outcome

    # --- lifecycle -------------------------------------------------------------------------------
    def _start(self) -> _RunSpans:
        """Start the agent span (caller holds the lock, was in state NEW, and sets the next state)."""
        runtime = runtime_for(self._provider_arg)
        limit = self._max_value_length or wire.DEFAULT_MAX_VALUE_LENGTH
        sdk_limits = [n for n in (runtime.max_span_attribute_length, runtime.max_event_attribute_length) if n is not None]
        fit = min(sdk_limits) if sdk_limits else None
        if fit is not None:
            limit = min(limit, fit)
        writer = wire.AttributeWriter(limit, fit, self._warnings.once)
        gate = ContentGate(resolve_policy(self._content_arg, runtime.processor.content))
        self._spans = spans = _RunSpans(runtime, writer, ContentWriter(writer, gate), self._warnings.once)
        root = spans.start(self.prompt, self.agent_name, self.provider)
        if root.is_recording():
            runtime.processor.watch(root.get_span_context().span_id, self)
        return spans

    def _guarded(self, method: str, action: Callable[..., Any], *args: Any) -> Any:
        """The one guard: run `action` on the run's spans unless the run is over; never raise."""
        try:
            self._lock.acquire()  # `with self._lock`, spelled out: half the cost on this per-call path
            try:
                if self.state is not _RECORDING:
                    if self.state is not RecorderState.NEW:
                        self._warnings.once("closed", f"critiqor: {method}() after the run ended is ignored")
                        return None
                    self._start()  # first call without a `with` block: the run starts here
                    self.state = _RECORDING
                return action(self._spans, *args)
            finally:
                self._lock.release()
        except Exception:
            _logger.warning("critiqor: %s() could not record; the agent goes on", method, exc_info=True)
            return None

    def _record_failure(self, exc: BaseException) -> None:
        """The exception leaving the `with` block, on the agent span; trouble here never keeps the
        agent span from ending."""
        try:
            self._spans.exception(exc)
        except Exception:
            _logger.warning("critiqor: could not record the exception on the agent span", exc_info=True)

    def _finish(self, before: RecorderState, response: Any, prompt: Any) -> EvaluationEvidence | None:
        if before is RecorderState.NEW:
            self._start()
            before = RecorderState.RECORDING
        if before is RecorderState.RECORDING:
            self._spans.end(self.prompt, response, with_response=True)
            return self._outcome.evidence if self._outcome is not None else None
        # The agent span ended with the `with` block: a small child span carries what finish() brings.
        span = self._spans.finish_span(response, prompt)
        outcome = self._outcome
        if outcome is None or outcome.evidence is None or not isinstance(span, ReadableSpan):
            return None
        return rebuild_run(outcome.spans[-1], [*outcome.spans[:-1], span], {**outcome.withheld, **self._spans.finish_withheld})

    def _target(self) -> VerdictTarget | None:
        spans = self._spans
        if spans is None or spans.context is None:
            return None
        target = {"tracer": spans.tracer, "context": spans.context, "content": spans.content.gate.verdict_text}
        return built_frozen(VerdictTarget, target)  # `VerdictTarget(...)`, once per run: hot path

    def _incomplete(self, response: Any) -> EvaluationEvidence:
        """Evidence for a run whose spans did not all reach the processor: what the agent span
        itself holds (prompt, response, events, latency), marked incomplete in `incomplete`,
        `metrics.errors` and `evidence_level`, so that scoring cannot mistake it for a clean run."""
        dropped = self._outcome.dropped if self._outcome is not None else None
        reason = dropped or "its spans did not reach critiqor's span processor"
        note = f"{wire.INCOMPLETE_NOTE}: {reason}; tool and LLM calls are missing"
        _logger.warning("%s (trace %s)", note, self.trace_id)
        root = self._spans.root if self._spans is not None else None
        base = rebuild_run(root, []) if isinstance(root, ReadableSpan) else EvaluationEvidence()
        return replace(
            base,
            prompt=self.prompt,
            response=response,
            metrics=replace(base.metrics, errors=[*base.metrics.errors, note]),
            evidence_level="trace_available" if isinstance(root, ReadableSpan) else "response_only",
            incomplete=reason,
        )

    # --- wrapped tools ------------------------------------------------------------------------------
    def _begin_wrapped(self, name: str, args: tuple, kwargs: dict) -> tuple[_OpenTool | None, Any]:
        entry = self._guarded("wrap_tool", _RunSpans.tool_call, name, {"args": list(args), "kwargs": kwargs}, None, True)
        if entry is None:
            return None, None
        try:
            return entry, otel_context.attach(trace.set_span_in_context(entry.span))
        except Exception:
            _logger.warning("critiqor: wrap_tool() could not make the tool span current", exc_info=True)
            return entry, None

    def _end_wrapped(self, entry: _OpenTool | None, token: Any, result: Any, exc: BaseException | None) -> None:
        if token is not None:
            try:
                otel_context.detach(token)
            except Exception:
                pass
        if entry is not None:
            error = None if exc is None else _message_of(exc)
            self._guarded("wrap_tool", _RunSpans.tool_output, entry.tool, result, entry.call_id, error, exc, entry)

    # --- small helpers ----------------------------------------------------------------------------
    def _event_payload(self, payload: dict[str, Any]) -> dict[str, Any]:
        """The payload with the reserved keys `event`/`timestamp` renamed `payload_event`/`payload_timestamp`."""
        for key in _RESERVED_EVENT_KEYS:
            if key in payload:
                self._warnings.once("reserved_key", "critiqor: event payload keys 'event'/'timestamp' are renamed 'payload_event'/'payload_timestamp'")
                renamed = f"payload_{key}"
                while renamed in payload:
                    renamed = f"payload_{renamed}"
                payload = {renamed if k == key else k: v for k, v in payload.items()}
        return payload

    def _pop_context(self) -> None:
        if not self._tokens:
            return
        var_token, ctx_token = self._tokens.pop()
        if ctx_token is not None:
            try:
                otel_context.detach(ctx_token)
            except Exception:
                pass
        try:
            _current.reset(var_token)
        except ValueError:  # exited in another context (e.g. another asyncio task)
            _current.set(None)
