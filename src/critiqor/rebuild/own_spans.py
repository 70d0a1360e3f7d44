"""Reads the spans critiqor's recorder writes (names and codec of `critiqor.wire`) into entries.

One small function per kind of span: the agent root, a tool span, an LLM span, the span
events of the root (and of `critiqor.events` spans), and the late `critiqor.finish` span.
"""

from __future__ import annotations

import logging
from typing import Any, Callable, Sequence, TypeVar

from opentelemetry.sdk.trace import ReadableSpan

from critiqor import wire
from critiqor._sdk_compat import attributes_of
from critiqor.evidence import ToolCall, ToolOutput
from critiqor.rebuild.assemble import Entry, RunParts, seconds

__all__ = ["is_agent_root", "read_run", "foreign"]

_logger = logging.getLogger("critiqor")
_warned: set[str] = set()  # kinds of foreign data already warned about (a small fixed set)
_T = TypeVar("_T")


def foreign(kind: str, what: str) -> None:
    """Warn, once per process and kind, that an item carrying data critiqor did not write was
    ignored (a crafted `critiqor.*` attribute, a span or event that cannot be read)."""
    if kind not in _warned:
        _warned.add(kind)
        _logger.warning("critiqor: ignored %s that critiqor did not write (further ones are ignored silently)", what)


def _read_item(kind: str, what: str, read: Callable[[], _T], default: _T) -> _T:
    """`read()`, or `default` with one warning per kind when the item cannot be read: one bad
    item never costs the rest of the run."""
    try:
        return read()
    except Exception:
        foreign(kind, what)
        return default


def is_agent_root(span: ReadableSpan) -> bool:
    """True for the root span a recorder opens (`agent`, operation `invoke_agent`)."""
    return span.name == wire.ROOT_SPAN_NAME and (span.attributes or {}).get(wire.GEN_AI_OPERATION_NAME) == wire.OP_INVOKE_AGENT


def _read_root(root: ReadableSpan, parts: RunParts) -> None:
    reader = wire.AttributeReader(attributes_of(root))
    parts.prompt = reader.value(wire.PROMPT, "")
    parts.response = reader.value(wire.RESPONSE, "")


def _read_finish(span: ReadableSpan, parts: RunParts) -> None:
    """A late `finish()` after the root ended: its response and prompt win over the root's."""
    reader = wire.AttributeReader(attributes_of(span))
    if wire.RESPONSE in reader:
        parts.response = reader.value(wire.RESPONSE)
    if wire.PROMPT in reader:
        parts.prompt = reader.value(wire.PROMPT)


def _tool_entries(span: ReadableSpan, reader: wire.AttributeReader, seq: int) -> list[Entry]:
    """A tool span: its call (unless it is an orphan output's span) and its output, if it got one."""
    span_id = span.context.span_id
    tool = reader.name(wire.GEN_AI_TOOL_NAME, "")
    call_id = reader.name(wire.GEN_AI_TOOL_CALL_ID)
    entries = []
    if not reader.attrs.get(wire.ORPHAN_OUTPUT):
        args = reader.object(wire.GEN_AI_TOOL_CALL_ARGUMENTS)
        started = seconds(span.start_time)
        event = {"event": "tool_start", "timestamp": started, "tool": tool, "args": args, "call_id": call_id}
        entries.append(Entry(seq, span_id, event, call=ToolCall(tool, args, call_id, started)))
    end_seq = reader.order(wire.END_SEQ)
    if end_seq is None and wire.END_SEQ in reader:
        foreign("end_seq", f"a tool output whose {wire.END_SEQ} is not a recording seq")
    if end_seq is not None:
        output = reader.value(wire.GEN_AI_TOOL_CALL_RESULT)
        error = reader.name(wire.TOOL_ERROR)
        out_tool = reader.name(wire.OUTPUT_TOOL, tool)
        ended = seconds(span.end_time)
        event = {"event": "tool_end", "timestamp": ended, "tool": out_tool, "output": output, "call_id": call_id, "error": error}
        entries.append(Entry(end_seq, span_id, event, output=ToolOutput(out_tool, output, call_id, error, ended)))
    return entries


def _llm_entry(span: ReadableSpan, reader: wire.AttributeReader, seq: int) -> Entry:
    usage: Any = reader.object(wire.TOKEN_USAGE) if wire.TOKEN_USAGE in reader.cut_keys else reader.json(wire.TOKEN_USAGE)
    if usage is None:
        usage = {}
    event = {
        "event": "llm_call",
        "timestamp": seconds(span.start_time),
        "model": reader.name(wire.GEN_AI_REQUEST_MODEL),
        "token_usage": usage,
    }
    return Entry(seq, span.context.span_id, event, usage=usage)


def _event_entries(carrier: ReadableSpan) -> list[Entry]:
    """The recorder's span events on `carrier` (OTel's own events, such as `exception`, have no seq)."""
    entries = []
    carrier_id = carrier.context.span_id
    for event in carrier.events:
        entry = _read_item("event", "a span event that cannot be read", lambda: _event_entry(event, carrier_id), None)
        if entry is not None:
            entries.append(entry)
    return entries


def _event_entry(event: Any, carrier_id: int) -> Entry | None:
    reader = wire.AttributeReader(attributes_of(event))
    seq = reader.order(wire.SEQ)
    if seq is None:
        if wire.SEQ in reader:
            foreign("event_seq", f"a span event whose {wire.SEQ} is not a recording seq")
        return None
    record = {"event": event.name, "timestamp": event.timestamp / 1e9}
    for key, value in reader.object(wire.EVENT_PAYLOAD).items():
        record.setdefault(key, value)  # a payload never renames the event (critiqor's own renames `event`/`timestamp`)
    return Entry(seq, carrier_id, record)


def _child_entries(span: ReadableSpan, carriers: list[ReadableSpan], parts: RunParts) -> list[Entry]:
    reader = wire.AttributeReader(attributes_of(span))
    seq = reader.order(wire.SEQ)
    if seq is None:
        if wire.SEQ in reader:
            foreign("span_seq", f"a span whose {wire.SEQ} is not a recording seq")
        elif span.name == wire.FINISH_SPAN_NAME:
            _read_finish(span, parts)
        elif span.name == wire.EVENTS_SPAN_NAME:
            carriers.append(span)
        return []
    operation = reader.attrs.get(wire.GEN_AI_OPERATION_NAME)
    if operation == wire.OP_EXECUTE_TOOL:
        return _tool_entries(span, reader, seq)
    if operation == wire.OP_CHAT:
        return [_llm_entry(span, reader, seq)]
    return []


def read_run(root: ReadableSpan, children: Sequence[ReadableSpan]) -> RunParts:
    """The parts of one recorder run from its root span and the root's direct child spans."""
    context = root.context
    parts = RunParts(context.trace_id, context.span_id, root.start_time, root.end_time, entries=[])
    _read_item("root", "an agent span value that cannot be read", lambda: _read_root(root, parts), None)
    carriers = [root]
    for span in children:
        try:
            parts.entries.extend(_child_entries(span, carriers, parts))
        except Exception:  # one unreadable span costs only itself
            foreign("span", "a child span that cannot be read")
    for carrier in carriers:
        parts.entries.extend(_read_item("events", "span events that cannot be read", lambda: _event_entries(carrier), ()))
    return parts
