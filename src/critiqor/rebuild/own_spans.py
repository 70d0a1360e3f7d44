"""Reads the spans critiqor's recorder writes (names and codec of `critiqor.wire`) into entries.

One small function per kind of span: the agent root, a tool span, an LLM span, the span
events of the root (and of `critiqor.events` spans), and the late `critiqor.finish` span.
"""

from __future__ import annotations

from typing import Any, Sequence

from opentelemetry.sdk.trace import ReadableSpan

from critiqor import wire
from critiqor._sdk_compat import attributes_of
from critiqor.evidence import ToolCall, ToolOutput
from critiqor.rebuild.assemble import Entry, RunParts, seconds
from critiqor.rebuild.content import ABSENT, messages_text

__all__ = ["is_agent_root", "is_own_root", "read_run"]


def is_agent_root(span: ReadableSpan) -> bool:
    """True for the root span a recorder opens (`agent`, operation `invoke_agent`)."""
    return span.name == wire.ROOT_SPAN_NAME and (span.attributes or {}).get(wire.GEN_AI_OPERATION_NAME) == wire.OP_INVOKE_AGENT


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
        return messages_text(reader.attrs[standard_key], roles)
    return ABSENT


def _read_root(root: ReadableSpan, parts: RunParts) -> None:
    reader = wire.AttributeReader(attributes_of(root))
    prompt = _content(reader, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, _USER)
    response = _content(reader, wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, _ASSISTANT)
    parts.prompt = "" if prompt is ABSENT else prompt
    parts.response = "" if response is ABSENT else response


def _read_finish(span: ReadableSpan, parts: RunParts) -> None:
    """A late `finish()` after the root ended: its response and prompt win over the root's."""
    reader = wire.AttributeReader(attributes_of(span))
    response = _content(reader, wire.RESPONSE, wire.GEN_AI_OUTPUT_MESSAGES, _ASSISTANT)
    if response is not ABSENT:
        parts.response = response
    prompt = _content(reader, wire.PROMPT, wire.GEN_AI_INPUT_MESSAGES, _USER)
    if prompt is not ABSENT:
        parts.prompt = prompt


def _tool_entries(span: ReadableSpan, reader: wire.AttributeReader, seq: int) -> list[Entry]:
    """A tool span: its call (unless it is an orphan output's span) and its output, if it got one."""
    span_id = span.context.span_id
    attrs = reader.attrs
    tool, call_id = attrs.get(wire.GEN_AI_TOOL_NAME, ""), attrs.get(wire.GEN_AI_TOOL_CALL_ID)
    if type(tool) is not str or (call_id is not None and type(call_id) is not str):  # stored oddly typed
        tool, call_id = reader.name(wire.GEN_AI_TOOL_NAME, ""), reader.name(wire.GEN_AI_TOOL_CALL_ID)
    entries = []
    if not attrs.get(wire.ORPHAN_OUTPUT):
        args = reader.object(wire.GEN_AI_TOOL_CALL_ARGUMENTS)
        started = span.start_time / 1e9 if span.start_time else None
        event = {"event": "tool_start", "timestamp": started, "tool": tool, "args": args, "call_id": call_id}
        entries.append(Entry(seq, span_id, event, ToolCall(tool, args, call_id, started)))  # positional: hot path
    end_seq = reader.order(wire.END_SEQ)
    if end_seq is not None:
        output = reader.value(wire.GEN_AI_TOOL_CALL_RESULT if wire.GEN_AI_TOOL_CALL_RESULT in reader else wire.FAILED_OUTPUT)
        error = reader.name(wire.TOOL_ERROR)
        out_tool = reader.name(wire.OUTPUT_TOOL, tool) if wire.OUTPUT_TOOL in attrs else tool
        ended = span.end_time / 1e9 if span.end_time else None
        event = {"event": "tool_end", "timestamp": ended, "tool": out_tool, "output": output, "call_id": call_id, "error": error}
        entries.append(Entry(end_seq, span_id, event, None, ToolOutput(out_tool, output, call_id, error, ended)))
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
    return Entry(seq, span.context.span_id, event, None, None, usage)


def _event_entries(carrier: ReadableSpan) -> list[Entry]:
    """The recorder's span events on `carrier` (OTel's own events, such as `exception`, have no seq)."""
    entries = []
    carrier_id = carrier.context.span_id
    for event in carrier.events:
        reader = wire.AttributeReader(attributes_of(event))
        seq = reader.order(wire.SEQ)
        if seq is None:
            continue
        record = {"event": event.name, "timestamp": event.timestamp / 1e9}
        record.update(reader.object(wire.EVENT_PAYLOAD))
        entries.append(Entry(seq, carrier_id, record))
    return entries


def _child_entries(span: ReadableSpan, carriers: list[ReadableSpan], parts: RunParts) -> list[Entry]:
    reader = wire.AttributeReader(attributes_of(span))
    seq = reader.order(wire.SEQ)
    if seq is None:
        if span.name == wire.FINISH_SPAN_NAME:
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
    _read_root(root, parts)
    carriers = [root]
    for span in children:
        parts.entries.extend(_child_entries(span, carriers, parts))
    for carrier in carriers:
        parts.entries.extend(_event_entries(carrier))
    return parts
