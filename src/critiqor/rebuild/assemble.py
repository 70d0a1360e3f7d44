"""Entries -> `EvaluationEvidence`: the part of the rebuild shared by every kind of span.

A reader turns spans into `Entry`s (one per trace event, with the tool call, tool output or
token usage it carries) and the run's prompt and response; `assemble` sorts the entries once,
by recording order, and derives the evidence's lists and metrics from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter
from typing import Any, NamedTuple

from critiqor import wire
from critiqor.evidence import EvaluationEvidence, ToolCall, ToolOutput, built_evidence, built_span_refs, hex_span_id, hex_trace_id

__all__ = ["Entry", "RunParts", "assemble", "seconds"]

_NS = 1e9
_SEQ_OF = itemgetter(0)  # `Entry.seq`


def seconds(ns: int | None) -> float | None:
    """Epoch seconds of a span time; None when unset (0, as OTLP writes a missing time, or None)."""
    return ns / _NS if ns else None


class Entry(NamedTuple):
    """One trace event of the run, at recording position `seq`, shown by span `span_id`; with the
    tool call, tool output or token usage it carries, when it carries one, and its fields the
    content policy withheld from the trace.

    `assemble` reads entries as tuples in this order, so the reader of critiqor's tool spans
    (the hot path) writes them as plain tuples, without the named tuple's constructor."""

    seq: int
    span_id: int
    event: dict
    call: ToolCall | None = None
    output: ToolOutput | None = None
    usage: Any = None
    withheld: tuple[str, ...] = ()


@dataclass
class RunParts:
    """What the readers found for one run, before it becomes evidence."""

    trace_id: int
    root_span_id: int
    start_time: int | None
    end_time: int | None
    prompt: Any = ""
    response: Any = ""
    entries: list[Entry] | None = None
    evidence_level: str = "fully_instrumented"
    content_absent: tuple[str, ...] = ()  # content the spans did not carry (see EvaluationEvidence)
    withheld: list[str] = field(default_factory=list)  # "prompt" / "response" when withheld


def _merge_usage(total: dict, usage: Any) -> None:
    """Sum numeric values per key; a non-numeric value keeps the last one recorded."""
    if not isinstance(usage, dict):
        return
    for key, value in usage.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            previous = total.get(key)
            if isinstance(previous, (int, float)) and not isinstance(previous, bool):
                total[key] = previous + value
                continue
        total[key] = value


def _error_message(event: dict) -> str | None:
    if event.get("event") != wire.EVENT_ERROR or wire.EVENT_ERROR not in event:
        return None
    message = event[wire.EVENT_ERROR]
    return message if isinstance(message, str) else wire.to_json(message)


def assemble(parts: RunParts) -> EvaluationEvidence:
    """The evidence of one run from its parts (entries in any order; sorted here, stably)."""
    entries = sorted(parts.entries or (), key=_SEQ_OF)
    started, ended = seconds(parts.start_time), seconds(parts.end_time)
    root_ref = hex_span_id(parts.root_span_id)
    refs = {parts.root_span_id: root_ref}  # span id -> hex, each converted once (a tool span stands behind 2 events)
    trace = [{"event": "agent_start", "timestamp": started}]
    trace_refs = [root_ref]
    calls, call_refs, outputs, output_refs, errors = [], [], [], [], []
    usage: dict = {}
    retries = 0
    redacted = list(parts.withheld)
    for _, span_id, event, call, output, entry_usage, withheld in entries:  # an `Entry`
        if withheld:
            redacted.extend(_paths(withheld, call, output, len(calls), len(outputs), len(trace)))
        ref = refs.get(span_id)
        if ref is None:
            try:
                ref = span_id.to_bytes(8, "big").hex()  # `hex_span_id`, inline: hot path
            except (OverflowError, AttributeError):
                ref = hex_span_id(span_id)
            refs[span_id] = ref
        trace.append(event)
        trace_refs.append(ref)
        if call is not None:
            calls.append(call)
            call_refs.append(ref)
        elif output is not None:
            outputs.append(output)
            output_refs.append(ref)
            if output.error is not None:
                errors.append(output.error)
        elif entry_usage is not None:
            _merge_usage(usage, entry_usage)
        elif event.get("event") == wire.EVENT_RETRY:
            retries += 1
        else:
            message = _error_message(event)
            if message is not None:
                errors.append(message)
    if ended is not None:
        trace.append({"event": "agent_finish", "timestamp": ended})
        trace_refs.append(root_ref)
    latency = None
    if started is not None and ended is not None and parts.end_time >= parts.start_time:
        latency = (parts.end_time - parts.start_time) / _NS
    return built_evidence(  # `EvaluationEvidence(...)`, without a setattr call per field: hot path
        parts.prompt,
        parts.response,
        calls,
        outputs,
        trace,
        (latency, usage, retries, errors),
        parts.evidence_level,
        built_span_refs(hex_trace_id(parts.trace_id), root_ref, call_refs, output_refs, trace_refs),
        parts.content_absent,
        tuple(redacted),
    )


def _paths(withheld: tuple[str, ...], call: Any, output: Any, call_index: int, output_index: int, trace_index: int) -> list[str]:
    """Where an entry's withheld fields sit in the evidence (`tool_calls[0].args`, `trace[3].payload`)."""
    if call is not None:
        return [f"tool_calls[{call_index}].{name}" for name in withheld]
    if output is not None:
        return [f"tool_outputs[{output_index}].{name}" for name in withheld]
    return [f"trace[{trace_index}].{name}" for name in withheld]
