"""EvidenceRecorder and monitor(): each recorder call becomes an OTel span or span event.

The recorder keeps no copy of the evidence: it writes spans (names and attributes from
`conventions.py`) and gets the evidence back from the `EvidenceSpanProcessor`, which rebuilds
it from the finished spans when the `agent` root ends.
"""

from __future__ import annotations

import functools
import inspect
import itertools
import logging
import threading
from dataclasses import replace
from contextvars import ContextVar
from typing import Any, Callable, Sequence, TypeVar

from opentelemetry import context as otel_context
from opentelemetry import trace
from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.semconv.attributes.error_attributes import ErrorTypeValues
from opentelemetry.trace import Span, SpanKind, Status, StatusCode
from time import time_ns as _time_ns

from critiqor import conventions as c
from critiqor.evidence import EvaluationEvidence
from critiqor.rebuild import rebuild_run
from critiqor.setup import Runtime, runtime_for
from critiqor.values import utf8_safe

__all__ = ["EvidenceRecorder", "monitor", "current_recorder", "verdict_parent"]

_logger = logging.getLogger("critiqor")
_current: ContextVar["EvidenceRecorder | None"] = ContextVar("critiqor_recorder", default=None)
_F = TypeVar("_F", bound=Callable[..., Any])
_RESERVED_EVENT_KEYS = ("event", "timestamp")
_LIVE = "_critiqor_live"
_OTHER_ERROR = ErrorTypeValues.OTHER.value
_to_json = c.to_json
# Hot-path names bound once (module globals are cheaper to read than module attributes).
_OPERATION, _EXECUTE_TOOL, _SEQ, _END_SEQ = c.GEN_AI_OPERATION_NAME, c.OP_EXECUTE_TOOL, c.SEQ, c.END_SEQ
_TOOL_NAME, _CALL_ID, _ARGUMENTS, _RESULT = (
    c.GEN_AI_TOOL_NAME,
    c.GEN_AI_TOOL_CALL_ID,
    c.GEN_AI_TOOL_CALL_ARGUMENTS,
    c.GEN_AI_TOOL_CALL_RESULT,
)
_JSON_KEYS, _CUT_KEYS = c.JSON_KEYS, c.CUT_KEYS


def monitor(
    prompt: str = "",
    *,
    agent_name: str | None = None,
    tracer_provider: object | None = None,
    max_value_length: int | None = None,
) -> "EvidenceRecorder":
    """A recorder for one agent run; use it as a context manager or call `finish()` yourself."""
    return EvidenceRecorder(
        prompt, agent_name=agent_name, tracer_provider=tracer_provider, max_value_length=max_value_length
    )


def current_recorder() -> "EvidenceRecorder | None":
    """The recorder of the innermost open `with monitor(...)` block in this context, if any."""
    return _current.get()


def verdict_parent(evidence: EvaluationEvidence) -> tuple[trace.Tracer, Context] | None:
    """For evidence a live recorder returned: its tracer and a context whose current span is the
    run's root. None for any other evidence (built from lists, rebuilt from storage, copied)."""
    return evidence.__dict__.get(_LIVE)


class _OpenTool:
    """A tool span waiting for its output."""

    __slots__ = ("span", "tool", "call_id", "cut_keys")

    def __init__(self, span: Span, tool: str, call_id: str | None, cut_keys: str) -> None:
        self.span = span
        self.tool = tool
        self.call_id = call_id
        self.cut_keys = cut_keys  # keys cut when the call was recorded, for the span's critiqor.cut


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
    ) -> None:
        if max_value_length is not None and max_value_length < 1:
            raise ValueError("max_value_length must be at least 1")
        self.prompt = prompt
        self.agent_name = agent_name
        self._provider_arg = tracer_provider
        self._max_value_length = max_value_length
        self._runtime: Runtime | None = None
        self._tracer: trace.Tracer | None = None
        self._limit = c.DEFAULT_MAX_VALUE_LENGTH  # longer values are cut...
        self._fit: int | None = None  # ...so that, mark included, they fit the SDK's length limit
        self._root: Span | None = None
        self._root_ctx: Context | None = None
        self._root_marks: list[str] = []  # critiqor.json / critiqor.cut written on the root at start
        self._root_ended = False
        self._finished = False
        self._open: list[_OpenTool] = []
        self._seq = itertools.count(1)
        self._tool_count = 0
        self._carrier_events = 0  # events on the current carrier (root, then critiqor.events spans)
        self._carrier_room: int | None = None
        self._events_span: Span | None = None
        self._run_evidence: EvaluationEvidence | None = None
        self._run_root: ReadableSpan | None = None
        self._run_children: Sequence[ReadableSpan] = ()
        self._evidence: EvaluationEvidence | None = None
        self._dropped: str | None = None  # why the processor dropped this run, if it did
        self._tokens: list[tuple[Any, Any]] = []
        self._warned: set[str] = set()
        self._lock = threading.RLock()

    # --- public API ----------------------------------------------------------------------------
    def __enter__(self) -> "EvidenceRecorder":
        ctx_token = None
        try:
            if not self._finished and not self._root_ended:
                if self._root is None:
                    self._ensure_root()
                if self._root_ctx is not None:
                    ctx_token = otel_context.attach(self._root_ctx)
        except Exception:
            _logger.warning("critiqor: could not start the agent span", exc_info=True)
        self._tokens.append((_current.set(self), ctx_token))
        return self

    def __exit__(self, exc_type: Any, exc: BaseException | None, tb: Any) -> bool:
        try:
            if exc is not None:
                if self._finished or self._root_ended:
                    _logger.debug("critiqor: exception after finish() not recorded: %r", exc)
                else:
                    self._record_exception(exc)
            if not self._root_ended and not self._finished and self._root is not None:
                self._end_run()
        except Exception:
            _logger.warning("critiqor: could not close the agent span", exc_info=True)
        finally:
            self._pop_context()
        return False

    def record_tool_call(self, tool: str, args: dict | None = None, call_id: str | None = None) -> None:
        """Start an `execute_tool {tool}` span; it ends when the matching output is recorded."""
        try:
            if self._usable("record_tool_call"):
                self._tool_call(tool, args, call_id, False)
        except Exception:
            self._failed("record_tool_call")

    def record_tool_output(self, tool: str, output: Any, call_id: str | None = None, error: str | None = None) -> None:
        """End the matching tool span with its result (status ERROR on error); unmatched: an orphan output."""
        try:
            if self._usable("record_tool_output"):
                self._tool_output(tool, output, call_id, error, None)
        except Exception:
            self._failed("record_tool_output")

    def record_llm_call(self, model: str | None = None, token_usage: dict | None = None) -> None:
        """Record a `chat {model}` CLIENT span carrying the model and its token usage."""
        try:
            if self._usable("record_llm_call"):
                self._llm_call(model, token_usage)
        except Exception:
            self._failed("record_llm_call")

    def record_event(self, name: str, **payload: Any) -> None:
        """Add a span event `name` with `payload` to the agent span."""
        try:
            if self._usable("record_event"):
                self._event(name, payload)
        except Exception:
            self._failed("record_event")

    def wrap_tool(self, name: str, func: _F) -> _F:
        """`func` wrapped so each call is a tool span with call id `"{name}-{n}"`; exceptions re-raised."""
        if inspect.iscoroutinefunction(func):

            @functools.wraps(func)
            async def async_wrapper(*args: Any, **kwargs: Any) -> Any:
                entry, token = self._begin_wrapped(name, args, kwargs)
                try:
                    result = await func(*args, **kwargs)
                except BaseException as exc:
                    self._end_wrapped(entry, token, name, None, exc)
                    raise
                self._end_wrapped(entry, token, name, result, None)
                return result

            return async_wrapper  # type: ignore[return-value]

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            entry, token = self._begin_wrapped(name, args, kwargs)
            try:
                result = func(*args, **kwargs)
            except BaseException as exc:
                self._end_wrapped(entry, token, name, None, exc)
                raise
            self._end_wrapped(entry, token, name, result, None)
            return result

        return wrapper  # type: ignore[return-value]

    def finish(self, response: str = "", prompt: str | None = None) -> EvaluationEvidence:
        """End the run and return the evidence rebuilt from its spans; later calls return the same object."""
        with self._lock:
            if self._evidence is not None:
                return self._evidence
            self._finished = True
            if response is None:  # documented: no response is an empty one
                response = ""
            if prompt is not None:
                self.prompt = prompt
            try:
                evidence = self._finish(response, prompt)
            except Exception:
                _logger.warning("critiqor: could not finish the agent span", exc_info=True)
                evidence = None
            if evidence is None:
                evidence = self._fallback(response)
            self._evidence = evidence
            return evidence

    def evidence(self) -> EvaluationEvidence:
        """The finished evidence, or a snapshot rebuilt from the spans so far (the run stays open)."""
        if self._evidence is not None:
            return self._evidence
        if self._run_evidence is not None:
            return self._run_evidence
        try:
            with self._lock:
                if self._root is None or not isinstance(self._root, ReadableSpan) or self._runtime is None or self._dropped:
                    return self._fallback("")
                held = self._runtime.processor.pending_spans(self._root.get_span_context().span_id)
                open_spans = [t.span for t in self._open if isinstance(t.span, ReadableSpan)]
                if isinstance(self._events_span, ReadableSpan):
                    open_spans.append(self._events_span)
                return self._live(rebuild_run(self._root, held + open_spans))
        except Exception:
            _logger.warning("critiqor: could not rebuild a snapshot of the run", exc_info=True)
            return self._fallback("")

    @property
    def trace_id(self) -> str | None:
        """The run's trace id (32 hex digits), once the root span has started."""
        if self._root is None:
            return None
        return format(self._root.get_span_context().trace_id, "032x")

    # --- spans ----------------------------------------------------------------------------------
    def _ensure_root(self) -> None:
        with self._lock:
            if self._root is None:
                self._start_root()

    def _start_root(self) -> None:
        runtime = runtime_for(self._provider_arg)
        self._runtime = runtime
        self._tracer = runtime.tracer
        limit = self._max_value_length or c.DEFAULT_MAX_VALUE_LENGTH
        sdk_limits = [n for n in (runtime.max_span_attribute_length, runtime.max_event_attribute_length) if n is not None]
        if sdk_limits:
            self._fit = min(sdk_limits)
            limit = min(limit, self._fit)
        self._limit = limit
        if runtime.max_events is not None:
            self._carrier_room = max(0, runtime.max_events - 1)  # one left on the root for `exception`
        attrs: dict[str, Any] = {c.GEN_AI_OPERATION_NAME: c.OP_INVOKE_AGENT, c.SEQ: 0}
        if self.agent_name is not None:
            attrs[c.GEN_AI_AGENT_NAME] = self._text(self.agent_name, "agent_name", "agent name")
        self._put_value(attrs, c.PROMPT, self.prompt)
        self._root_marks = [key for key in (c.JSON_KEYS, c.CUT_KEYS) if key in attrs]
        root = runtime.tracer.start_span(c.ROOT_SPAN_NAME, kind=SpanKind.INTERNAL, attributes=attrs)
        self._root = root
        self._root_ctx = trace.set_span_in_context(root)
        if root.is_recording():
            runtime.processor.watch(root.get_span_context().span_id, self._on_run_end)

    def _put_value(self, attrs: dict[str, Any], key: str, value: Any) -> None:
        """Write `value` under `key`: native when plain, else JSON listed in `critiqor.json`; cut if long."""
        kind = type(value)
        if kind is bool or (kind is str and value.isascii()):  # the common cases, without a call
            encoded = value
        else:
            encoded, is_json = c.encode(value)
            if is_json:
                attrs[_JSON_KEYS] = _append_key(attrs.get(_JSON_KEYS), key)
        if type(encoded) is str and len(encoded) > self._limit:
            encoded = c.cut(encoded, self._limit, self._fit)
            attrs[_CUT_KEYS] = _append_key(attrs.get(_CUT_KEYS), key)
        attrs[key] = encoded

    def _put_json(self, attrs: dict[str, Any], key: str, value: Any) -> None:
        """Write `value` under `key` as JSON text (a field that is always JSON); cut if long."""
        text = c.to_json(value)
        if len(text) > self._limit:
            text = c.cut(text, self._limit, self._fit)
            attrs[c.CUT_KEYS] = _append_key(attrs.get(c.CUT_KEYS), key)
        attrs[key] = text

    def _tool_call(self, tool: Any, args: Any, call_id: Any, numbered: bool) -> _OpenTool:
        if self._root is None:  # first call without a `with` block: the run starts here
            self._ensure_root()
        if type(tool) is not str or self._fit is not None or not tool.isascii():
            tool = self._text(tool, "tool_name", "tool name")
        if args is None:
            args = {}
        elif not isinstance(args, dict):
            self._warn_once("args", "critiqor: tool args must be a dict; recorded as {'value': args}")
            args = {"value": args}
        if call_id is not None and (type(call_id) is not str or self._fit is not None or not call_id.isascii()):
            call_id = self._text(call_id, "call_id", "call id")
        arguments = _to_json(args)
        with self._lock:
            self._tool_count += 1
            if numbered:
                call_id = f"{tool}-{self._tool_count}"
            attrs: dict[str, Any] = {_OPERATION: _EXECUTE_TOOL, _TOOL_NAME: tool, _SEQ: next(self._seq)}
            if call_id is not None:
                attrs[_CALL_ID] = call_id
            if len(arguments) > self._limit:
                arguments = c.cut(arguments, self._limit, self._fit)
                attrs[_CUT_KEYS] = _ARGUMENTS
            attrs[_ARGUMENTS] = arguments
            span = self._tracer.start_span(f"execute_tool {tool}", context=self._root_ctx, attributes=attrs)
            entry = _OpenTool(span, tool, call_id, attrs.get(_CUT_KEYS, ""))
            self._open.append(entry)
            return entry

    def _match(self, tool: str, call_id: str | None) -> _OpenTool | None:
        """Pop the open call an output answers: by call id, else the oldest id-less call of that tool."""
        open_tools = self._open
        if call_id is not None:
            for index, entry in enumerate(open_tools):
                if entry.call_id == call_id:
                    return open_tools.pop(index)
        else:
            for index, entry in enumerate(open_tools):
                if entry.call_id is None and entry.tool == tool:
                    return open_tools.pop(index)
        return None

    def _tool_output(
        self, tool: Any, output: Any, call_id: Any, error: Any, exc: BaseException | None, entry: _OpenTool | None = None
    ) -> None:
        if self._root is None:  # first call without a `with` block: the run starts here
            self._ensure_root()
        if type(tool) is not str or self._fit is not None or not tool.isascii():
            tool = self._text(tool, "tool_name", "tool name")
        if call_id is not None and (type(call_id) is not str or self._fit is not None or not call_id.isascii()):
            call_id = self._text(call_id, "call_id", "call id")
        if error is not None and (type(error) is not str or not error.isascii()):
            error = self._text(error, "error", "tool error")
        if error == "":  # documented: an empty error message is no error
            error = None
        with self._lock:
            if entry is None or entry not in self._open:
                entry = self._match(tool, call_id)
            else:
                self._open.remove(entry)
            seq = next(self._seq)
            attrs: dict[str, Any] = {_END_SEQ: seq}
            if entry is not None and entry.cut_keys:
                attrs[_CUT_KEYS] = entry.cut_keys
            self._put_value(attrs, _RESULT, output)
            if error is not None:
                self._put_value(attrs, c.TOOL_ERROR, error)
                attrs[c.ERROR_TYPE] = type(exc).__qualname__ if exc is not None else _OTHER_ERROR
            if entry is None:
                if call_id is not None:
                    self._warn_once("unknown_call_id", "critiqor: a tool output names an unknown call id; recorded as an orphan output")
                else:
                    self._warn_once("orphan", "critiqor: a tool output matches no open call; recorded as an orphan output")
                now = _time_ns()
                attrs.update(
                    {
                        c.GEN_AI_OPERATION_NAME: c.OP_EXECUTE_TOOL,
                        c.GEN_AI_TOOL_NAME: tool,
                        c.SEQ: seq,
                        c.ORPHAN_OUTPUT: True,
                    }
                )
                if call_id is not None:
                    attrs[c.GEN_AI_TOOL_CALL_ID] = call_id
                span = self._tracer.start_span(
                    f"execute_tool {tool}", context=self._root_ctx, attributes=attrs, start_time=now
                )
                end_time: int | None = now
            else:
                span = entry.span
                if tool != entry.tool:
                    attrs[c.OUTPUT_TOOL] = tool
                span.set_attributes(attrs)
                end_time = None
            if error is not None:
                if exc is not None:
                    span.record_exception(exc)
                span.set_status(Status(StatusCode.ERROR, error))
            span.end(end_time=end_time)

    def _llm_call(self, model: Any, token_usage: Any) -> None:
        if self._root is None:  # first call without a `with` block: the run starts here
            self._ensure_root()
        if model is not None:
            model = self._text(model, "model", "model")
        if token_usage is None:
            token_usage = {}
        elif not isinstance(token_usage, dict):
            self._warn_once("token_usage", "critiqor: token_usage must be a dict; kept in the trace, not summed")
        with self._lock:
            attrs: dict[str, Any] = {c.GEN_AI_OPERATION_NAME: c.OP_CHAT, c.SEQ: next(self._seq)}
            if model is not None:
                attrs[c.GEN_AI_REQUEST_MODEL] = model
            if isinstance(token_usage, dict):
                for key, names in _USAGE_KEYS:
                    for name in names:
                        value = token_usage.get(name)
                        if type(value) is float and value.is_integer():
                            value = int(value)
                        if type(value) is int:
                            attrs[key] = value
                            break
            self._put_json(attrs, c.TOKEN_USAGE, token_usage)
            span = self._tracer.start_span(
                f"chat {model}" if model else "chat", context=self._root_ctx, kind=SpanKind.CLIENT, attributes=attrs
            )
            span.end()

    def _event(self, name: Any, payload: dict[str, Any]) -> None:
        if self._root is None:  # first call without a `with` block: the run starts here
            self._ensure_root()
        name = self._text(name, "event_name", "event name")
        for key in _RESERVED_EVENT_KEYS:
            if key in payload:
                self._warn_once("reserved_key", "critiqor: event payload keys 'event'/'timestamp' are renamed 'payload_event'/'payload_timestamp'")
                renamed = f"payload_{key}"
                while renamed in payload:
                    renamed = f"payload_{renamed}"
                payload = {renamed if k == key else k: v for k, v in payload.items()}
        with self._lock:
            attrs: dict[str, Any] = {c.SEQ: next(self._seq)}
            self._put_json(attrs, c.EVENT_PAYLOAD, payload)
            self._event_carrier().add_event(name, attrs)

    def _event_carrier(self) -> Span:
        """The root span while the SDK's event limit leaves room, then `critiqor.events` child spans."""
        room = self._carrier_room
        if room is not None and self._carrier_events >= room:
            if self._events_span is not None:
                self._events_span.end()
            self._events_span = self._tracer.start_span(c.EVENTS_SPAN_NAME, context=self._root_ctx)
            self._carrier_events = 0
            self._carrier_room = self._runtime.max_events
        self._carrier_events += 1
        return self._events_span if self._events_span is not None else self._root

    def _record_exception(self, exc: BaseException) -> None:
        message = str(exc) or type(exc).__name__
        with self._lock:
            self._event(c.EVENT_ERROR, {c.EVENT_ERROR: message})
            self._root.record_exception(exc)
            self._root.set_status(Status(StatusCode.ERROR, message))

    def _begin_wrapped(self, name: str, args: tuple, kwargs: dict) -> tuple[_OpenTool | None, Any]:
        try:
            if not self._usable("wrap_tool"):
                return None, None
            entry = self._tool_call(name, {"args": list(args), "kwargs": kwargs}, None, True)
            return entry, otel_context.attach(trace.set_span_in_context(entry.span))
        except Exception:
            self._failed("wrap_tool")
            return None, None

    def _end_wrapped(self, entry: _OpenTool | None, token: Any, name: str, result: Any, exc: BaseException | None) -> None:
        if token is not None:
            try:
                otel_context.detach(token)
            except Exception:
                pass
        if entry is None:
            return
        try:
            if self._usable("wrap_tool"):
                error = None if exc is None else (str(exc) or type(exc).__name__)
                self._tool_output(entry.tool, result, entry.call_id, error, exc, entry)
        except Exception:
            self._failed("wrap_tool")

    def _close_open_tools(self) -> None:
        for entry in self._open:
            entry.span.set_attribute(c.OUTPUT_MISSING, True)
            entry.span.end()
        self._open.clear()
        if self._events_span is not None:
            self._events_span.end()

    def _end_run(self, response: Any = None, *, set_response: bool = False) -> None:
        with self._lock:
            self._close_open_tools()
            if set_response:
                # The root holds no other encoded values: both key lists are written afresh.
                attrs: dict[str, Any] = {}
                self._put_value(attrs, c.PROMPT, self.prompt)
                self._put_value(attrs, c.RESPONSE, response)
                for key in self._root_marks:
                    attrs.setdefault(key, "")
                self._root.set_attributes(attrs)
            self._root_ended = True
            self._root.end()

    def _finish(self, response: Any, prompt: Any) -> EvaluationEvidence | None:
        if self._root is None:
            self._ensure_root()
        if not self._root_ended:
            self._end_run(response, set_response=True)
            return self._run_evidence
        # The root ended with the `with` block: a small child span carries what finish() brings.
        attrs: dict[str, Any] = {}
        self._put_value(attrs, c.RESPONSE, response)
        if prompt is not None:
            self._put_value(attrs, c.PROMPT, prompt)
        span = self._tracer.start_span(c.FINISH_SPAN_NAME, context=self._root_ctx, attributes=attrs)
        span.end()
        if self._run_root is None or not isinstance(span, ReadableSpan):
            return None
        return self._live(rebuild_run(self._run_root, [*self._run_children, span]))

    def _on_run_end(self, evidence: EvaluationEvidence | None, spans: Sequence[ReadableSpan], dropped: str | None) -> None:
        if evidence is None:
            self._dropped = dropped
            return
        self._run_root = spans[-1]
        self._run_children = spans[:-1]
        self._run_evidence = self._live(evidence)

    def _live(self, evidence: EvaluationEvidence) -> EvaluationEvidence:
        if self._tracer is not None and self._root_ctx is not None:
            object.__setattr__(evidence, _LIVE, (self._tracer, self._root_ctx))
        return evidence

    def _fallback(self, response: Any) -> EvaluationEvidence:
        """Evidence for a run whose spans did not all reach the processor: what the root span itself
        holds (prompt, response, events, latency), marked incomplete in `metrics.errors` and
        `evidence_level`, so that scoring cannot mistake it for a clean run."""
        reason = self._dropped or "its spans did not reach critiqor's span processor"
        note = f"{c.INCOMPLETE_NOTE}: {reason}; tool and LLM calls are missing"
        _logger.warning("%s (trace %s)", note, self.trace_id)
        root = self._root if isinstance(self._root, ReadableSpan) else None
        base = rebuild_run(root, []) if root is not None else EvaluationEvidence()
        return replace(
            base,
            prompt=self.prompt,
            response=response,
            metrics=replace(base.metrics, errors=[*base.metrics.errors, note]),
            evidence_level="trace_available" if root is not None else "response_only",
        )

    # --- guards -------------------------------------------------------------------------------
    def _usable(self, method: str) -> bool:
        if self._finished or self._root_ended:
            self._warn_once("closed", f"critiqor: {method}() after the run ended is ignored")
            return False
        return True

    def _text(self, value: Any, kind: str, what: str) -> str:
        """A name (tool, call id, model, event, error) as a string OTLP can carry, within the length limit."""
        if not isinstance(value, str):
            self._warn_once(kind, f"critiqor: a {what} of type {type(value).__name__} is not a string; recorded as str()")
            try:
                value = str(value)
            except Exception:  # a broken __str__: the readable form of conventions
                value = c.to_json(value)
        if not value.isascii() and not utf8_safe(value):
            self._warn_once("utf8", f"critiqor: a {what} has characters UTF-8 cannot carry; recorded with \\x escapes")
            value = value.encode("utf-8", "backslashreplace").decode("utf-8")
        if self._fit is not None and len(value) > self._fit:
            value = c.cut(value, self._fit, self._fit)
        return value

    def _warn_once(self, kind: str, message: str) -> None:
        if kind not in self._warned:
            self._warned.add(kind)
            _logger.warning(message)

    def _failed(self, method: str) -> None:
        _logger.warning("critiqor: %s() could not record; the agent goes on", method, exc_info=True)

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


_USAGE_KEYS = (
    (c.GEN_AI_USAGE_INPUT_TOKENS, ("input_tokens", "prompt_tokens")),
    (c.GEN_AI_USAGE_OUTPUT_TOKENS, ("output_tokens", "completion_tokens")),
)


def _append_key(existing: str | None, key: str) -> str:
    return f"{existing},{key}" if existing else key
