"""Reads the spans critiqor's recorder writes (names and codec of `critiqor.wire`) into entries.

One small function per kind of span: the agent root, a tool span, an LLM span, the span
events of the root (and of `critiqor.events` spans), and the late `critiqor.finish` span.
"""

from __future__ import annotations

import logging
from typing import Any, Mapping, Sequence

from opentelemetry.sdk.trace import ReadableSpan

from critiqor import wire
from critiqor._sdk_compat import attributes_of
from critiqor.evidence import built_tool_call, built_tool_output
from critiqor.messages import message_text
from critiqor.rebuild.assemble import Entry, RunParts, seconds
from critiqor.rebuild.content import ABSENT, messages_text

__all__ = ["is_agent_root", "is_own_root", "read_run", "Withheld", "foreign"]

#: In process, the full values the content policy kept off the spans: (span id, event seq or None
#: for the span's own attributes) -> {attribute key: (raw value, is JSON, was cut)}.
Withheld = Mapping[tuple[int, "int | None"], Mapping[str, tuple[Any, bool, bool]]]
_NONE: Withheld = {}
#: The evidence field each content attribute becomes, for `EvaluationEvidence.redacted`.
_FIELDS = {
    wire.PROMPT: "prompt",
    wire.RESPONSE: "response",
    wire.GEN_AI_TOOL_CALL_ARGUMENTS: "args",
    wire.GEN_AI_TOOL_CALL_RESULT: "output",
    wire.FAILED_OUTPUT: "output",
    wire.TOOL_ERROR: "error",
    wire.TOKEN_USAGE: "token_usage",
    wire.EVENT_PAYLOAD: "payload",
}


def _reader(item: Any, withheld: Withheld, where: tuple[int, int | None]) -> wire.AttributeReader:
    return wire.AttributeReader(attributes_of(item), withheld.get(where) if withheld else None)


def _withheld_fields(reader: wire.AttributeReader, *keys: str) -> tuple[str, ...]:
    """The evidence fields among `keys` whose value the content policy withheld from this span."""
    if wire.REDACTED_KEYS not in reader.attrs:  # the common case: nothing withheld
        return ()
    redacted = reader.redacted_keys()
    return tuple(_FIELDS[k] for k in keys if k in redacted)


_logger = logging.getLogger("critiqor")
_warned: set[str] = set()  # kinds of foreign data already warned about (a small fixed set)


def foreign(kind: str, what: str) -> None:
    """Warn, once per process and kind, that an item carrying data critiqor did not write was
    ignored (a crafted `critiqor.*` attribute, a span or event that cannot be read)."""
    if kind not in _warned:
        _warned.add(kind)
        _logger.warning("critiqor: ignored %s that critiqor did not write (further ones are ignored silently)", what)


def is_agent_root(span: ReadableSpan) -> bool:
    """True for the root span a recorder opens (`agent`, operation `invoke_agent`)."""
    return span.name == wire.ROOT_SPAN_NAME and attributes_of(span).get(wire.GEN_AI_OPERATION_NAME) == wire.OP_INVOKE_AGENT


def is_own_root(span: ReadableSpan) -> bool:
    """An agent root the recorder wrote, its `critiqor.*` attributes intact (`critiqor.seq` 0).
    Without them (a Collector stripped them) the span reads as a GenAI agent span."""
    return is_agent_root(span) and wire.SEQ in attributes_of(span)


_USER, _ASSISTANT = ("user",), ("assistant",)


def _content(reader: wire.AttributeReader, key: str, standard_key: str, roles: tuple[str, ...]) -> Any:
    """The prompt or response: exactly by the codec under `key` when the recorder wrote it there
    (a value the standard message cannot carry exactly), else the text of the standard message;
    ABSENT when neither is there."""
    if key in reader:
        return reader.value(key)
    if standard_key in reader:
        value = reader.attrs[standard_key]
        text = message_text(value, roles[0])  # as the recorder writes it: read without a full parse
        return messages_text(value, roles) if text is None else text
    return ABSENT


def _read_root(root: ReadableSpan, parts: RunParts, withheld: Withheld) -> None:
    reader = _reader(root, withheld, (root.context.span_id, None))
    prompt = _content(reader, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, _USER)
    response = _content(reader, wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, _ASSISTANT)
    parts.prompt = "" if prompt is ABSENT else prompt
    parts.response = "" if response is ABSENT else response
    parts.withheld = list(_withheld_fields(reader, wire.PROMPT, wire.RESPONSE))


def _read_finish(span: ReadableSpan, parts: RunParts, withheld: Withheld) -> None:
    """A late `finish()` after the root ended: its response and prompt win over the root's."""
    reader = _reader(span, withheld, (span.context.span_id, None))
    redacted = _withheld_fields(reader, wire.PROMPT, wire.RESPONSE)
    for key, standard_key, roles, name in (
        (wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, _ASSISTANT, "response"),
        (wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, _USER, "prompt"),
    ):
        value = _content(reader, key, standard_key, roles)
        if value is not ABSENT:
            setattr(parts, name, value)
            parts.withheld = [f for f in parts.withheld if f != name] + [f for f in redacted if f == name]


# Hot-path names bound once (module globals are cheaper to read than module attributes).
_TOOL_NAME, _CALL_ID, _ARGUMENTS, _RESULT = (
    wire.GEN_AI_TOOL_NAME,
    wire.GEN_AI_TOOL_CALL_ID,
    wire.GEN_AI_TOOL_CALL_ARGUMENTS,
    wire.GEN_AI_TOOL_CALL_RESULT,
)
_SEQ, _END_SEQ, _ORPHAN, _REDACTED, _OPERATION = wire.SEQ, wire.END_SEQ, wire.ORPHAN_OUTPUT, wire.REDACTED_KEYS, wire.GEN_AI_OPERATION_NAME


def _tool_entries(span: ReadableSpan, span_id: int, reader: wire.AttributeReader, seq: int) -> list[Entry]:
    """A tool span: its call (unless it is an orphan output's span) and its output, if it got one."""
    attrs = reader.attrs
    tool, call_id = attrs.get(_TOOL_NAME, ""), attrs.get(_CALL_ID)
    if type(tool) is not str or (call_id is not None and type(call_id) is not str):  # stored oddly typed
        tool, call_id = reader.name(_TOOL_NAME, ""), reader.name(_CALL_ID)
    entries = []
    if not attrs.get(_ORPHAN):
        args = reader.object(_ARGUMENTS)
        start = span.start_time
        started = start / 1e9 if start else None  # `seconds()`, inline: hot path
        event = {"event": "tool_start", "timestamp": started, "tool": tool, "args": args, "call_id": call_id}
        withheld = _withheld_fields(reader, _ARGUMENTS) if _REDACTED in attrs else ()
        entries.append((seq, span_id, event, built_tool_call(tool, args, call_id, started), None, None, withheld))  # an `Entry`
    end_seq = reader.order(_END_SEQ)
    if end_seq is None:
        if _END_SEQ in reader:
            foreign("end_seq", f"a tool output whose {wire.END_SEQ} is not a recording seq")
        return entries
    output = reader.value(_RESULT if _RESULT in attrs or _RESULT in reader.withheld else wire.FAILED_OUTPUT)
    error = reader.name(wire.TOOL_ERROR) if wire.TOOL_ERROR in attrs or reader.withheld else None  # most calls succeed
    out_tool = reader.name(wire.OUTPUT_TOOL, tool) if wire.OUTPUT_TOOL in attrs else tool
    end = span.end_time
    ended = end / 1e9 if end else None
    event = {"event": "tool_end", "timestamp": ended, "tool": out_tool, "output": output, "call_id": call_id, "error": error}
    withheld = _withheld_fields(reader, _RESULT, wire.FAILED_OUTPUT, wire.TOOL_ERROR) if _REDACTED in attrs else ()
    entries.append((end_seq, span_id, event, None, built_tool_output(out_tool, output, call_id, error, ended), None, withheld))
    return entries


def _llm_entry(span: ReadableSpan, span_id: int, reader: wire.AttributeReader, seq: int) -> Entry:
    usage: Any = reader.object(wire.TOKEN_USAGE) if reader.is_cut(wire.TOKEN_USAGE) else reader.json(wire.TOKEN_USAGE)
    if usage is None:
        usage = {}
    event = {
        "event": "llm_call",
        "timestamp": seconds(span.start_time),
        "model": reader.name(wire.GEN_AI_REQUEST_MODEL),
        "token_usage": usage,
    }
    return Entry(seq, span_id, event, usage=usage, withheld=_withheld_fields(reader, wire.TOKEN_USAGE))


def _event_entries(carrier: ReadableSpan, withheld: Withheld) -> list[Entry]:
    """The recorder's span events on `carrier` (OTel's own events, such as `exception`, have no seq)."""
    entries = []
    carrier_id = carrier.context.span_id
    for event in carrier.events:
        try:
            entry = _event_entry(event, carrier_id, withheld)
        except Exception:  # one unreadable event costs only itself
            foreign("event", "a span event that cannot be read")
            continue
        if entry is not None:
            entries.append(entry)
    return entries


def _event_entry(event: Any, carrier_id: int, withheld: Withheld) -> Entry | None:
    seq = wire.order(attributes_of(event).get(wire.SEQ))
    if seq is None:
        if wire.SEQ in attributes_of(event):
            foreign("event_seq", f"a span event whose {wire.SEQ} is not a recording seq")
        return None
    reader = _reader(event, withheld, (carrier_id, seq))
    record = {"event": event.name, "timestamp": event.timestamp / 1e9}
    for key, value in reader.object(wire.EVENT_PAYLOAD).items():
        record.setdefault(key, value)  # a payload never renames the event (critiqor's own renames `event`/`timestamp`)
    return Entry(seq, carrier_id, record, withheld=_withheld_fields(reader, wire.EVENT_PAYLOAD))


def _read_child(span: ReadableSpan, span_id: int | None, carriers: list[ReadableSpan], parts: RunParts, withheld: Withheld) -> None:
    """One child span of the root into `parts` (its span id, when the caller read it already)."""
    if span_id is None:
        span_id = span.context.span_id
    reader = wire.AttributeReader(attributes_of(span), withheld.get((span_id, None)) if withheld else None)
    seq = reader.order(_SEQ)
    if seq is None:
        if _SEQ in reader:
            foreign("span_seq", f"a span whose {wire.SEQ} is not a recording seq")
        elif span.name == wire.FINISH_SPAN_NAME:
            _read_finish(span, parts, withheld)
        elif span.name == wire.EVENTS_SPAN_NAME:
            carriers.append(span)
        return
    operation = reader.attrs.get(_OPERATION)
    if operation == wire.OP_EXECUTE_TOOL:
        parts.entries.extend(_tool_entries(span, span_id, reader, seq))  # whole, or not at all
    elif operation == wire.OP_CHAT:
        parts.entries.append(_llm_entry(span, span_id, reader, seq))


def read_run(root: ReadableSpan, children: Sequence[tuple[int | None, ReadableSpan]], withheld: Withheld = _NONE) -> RunParts:
    """The parts of one recorder run from its root span and the root's direct child spans, each
    as (its span id or None, span) (and, in process, the full values the content policy kept off
    them)."""
    context = root.context
    parts = RunParts(context.trace_id, context.span_id, root.start_time, root.end_time, entries=[])
    try:
        _read_root(root, parts, withheld)
    except Exception:  # one bad item never costs the rest of the run
        foreign("root", "an agent span value that cannot be read")
    carriers = [root]
    for span_id, span in children:
        try:
            _read_child(span, span_id, carriers, parts, withheld)
        except Exception:  # one unreadable span costs only itself
            foreign("span", "a child span that cannot be read")
    for carrier in carriers:
        try:
            parts.entries.extend(_event_entries(carrier, withheld))
        except Exception:
            foreign("events", "span events that cannot be read")
    return parts
