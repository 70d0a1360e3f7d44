"""Reads an agent run written by other instrumentation (GenAI semantic conventions, OpenInference,
OpenLLMetry) into the same `Entry`s and `RunParts` as critiqor's own spans.

The run is its agent span (or, in a trace without one, its top span) and its tool and LLM spans
at any depth below it. With no `critiqor.seq` to order them, entries are ordered by time: a
tool call at its span's start, its output at its end, an LLM call at its start. A tool call
that repeats an earlier failed call of the same tool (same arguments, when both are known) is a
retry. Errors come from span status, `error.type` and `exception` events. Content the spans do
not carry (capture off) is named in `RunParts.content_absent` instead of being guessed.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Sequence

from opentelemetry.sdk.trace import ReadableSpan

from critiqor import wire
from critiqor._sdk_compat import attributes_of
from critiqor.evidence import ToolCall, ToolOutput
from critiqor.rebuild import genai, openinference, openllmetry
from critiqor.rebuild.assemble import Entry, RunParts, seconds
from critiqor.rebuild.content import ABSENT, error_of, model_of, usage_of
from critiqor.rebuild.conventions import AGENT, GENAI, LLM, OPENINFERENCE, OPENLLMETRY, TOOL, span_role

__all__ = ["read_foreign_run", "CONTENT_PROMPT", "CONTENT_RESPONSE", "CONTENT_TOOL_ARGS", "CONTENT_TOOL_OUTPUTS"]

_READERS: dict[str, ModuleType] = {GENAI: genai, OPENINFERENCE: openinference, OPENLLMETRY: openllmetry}

#: Names used in `EvaluationEvidence.content_absent`.
CONTENT_PROMPT = "prompt"
CONTENT_RESPONSE = "response"
CONTENT_TOOL_ARGS = "tool_args"
CONTENT_TOOL_OUTPUTS = "tool_outputs"


class _Run:
    """What the reader collects while it walks the run's spans in start order."""

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.absent: set[str] = set()
        self.failed: list[tuple[str, Any]] = []  # (tool, args) of failed calls so far
        self.llm_io: list[tuple[Any, Any]] = []

    def tool(self, span: ReadableSpan, reader: ModuleType, attrs: Any) -> None:
        tool, args, output, call_id = reader.tool_io(span.name, attrs)
        span_id = span.context.span_id
        if args is ABSENT:
            self.absent.add(CONTENT_TOOL_ARGS)
        call_args = {} if args is ABSENT else args
        call_id = None if call_id is None else str(call_id)
        if self.repeats_a_failure(tool, args):
            self.entries.append(Entry(span.start_time or 0, span_id, {"event": wire.EVENT_RETRY, "timestamp": seconds(span.start_time), "tool": tool}))
        started = seconds(span.start_time)
        start = {"event": "tool_start", "timestamp": started, "tool": tool, "args": call_args, "call_id": call_id}
        self.entries.append(Entry(span.start_time or 0, span_id, start, call=ToolCall(tool, call_args, call_id, started)))
        if span.end_time is None:
            return  # still open: no output yet
        error = error_of(span, attrs)
        if error is not None:
            self.failed.append((tool, args))
        elif output is ABSENT:
            self.absent.add(CONTENT_TOOL_OUTPUTS)
        value = None if output is ABSENT else output
        ended = seconds(span.end_time)
        end = {"event": "tool_end", "timestamp": ended, "tool": tool, "output": value, "call_id": call_id, "error": error}
        self.entries.append(Entry(span.end_time, span_id, end, output=ToolOutput(tool, value, call_id, error, ended)))

    def repeats_a_failure(self, tool: str, args: Any) -> bool:
        """A call of a tool that failed before, with the same arguments when both are known."""
        return any(t == tool and (a is ABSENT or args is ABSENT or a == args) for t, a in self.failed)

    def llm(self, span: ReadableSpan, reader: ModuleType, attrs: Any) -> None:
        usage = usage_of(attrs)
        event = {"event": "llm_call", "timestamp": seconds(span.start_time), "model": model_of(attrs), "token_usage": usage}
        self.entries.append(Entry(span.start_time or 0, span.context.span_id, event, usage=usage))
        self.llm_io.append(reader.llm_io(attrs))
        self.error(span, attrs)

    def error(self, span: ReadableSpan, attrs: Any) -> None:
        """An `error` trace event for a failed agent or LLM span (tool failures are their output's error)."""
        message = error_of(span, attrs)
        if message is not None:
            at = span.end_time or span.start_time or 0
            event = {"event": wire.EVENT_ERROR, "timestamp": seconds(at), wire.EVENT_ERROR: message}
            self.entries.append(Entry(at, span.context.span_id, event))


def _first(values: Sequence[Any]) -> Any:
    return next((v for v in values if v is not ABSENT), ABSENT)


def _io(root: ReadableSpan, run: _Run) -> tuple[Any, Any]:
    """The run's prompt and response: the agent span's, else the first LLM call's prompt and the
    last LLM call's response."""
    role = span_role(attributes_of(root))
    prompt = response = ABSENT
    if role is not None and role[1] == AGENT:
        prompt, response = _READERS[role[0]].io(attributes_of(root))
    if prompt is ABSENT:
        prompt = _first([p for p, _ in run.llm_io])
    if response is ABSENT:
        response = _first([r for _, r in reversed(run.llm_io)])
    return prompt, response


def _usage_of_root(root: ReadableSpan, run: _Run) -> None:
    """An agent span's own token totals count only when none of its LLM spans gave usage."""
    if any(entry.usage for entry in run.entries):
        return
    usage = usage_of(attributes_of(root))
    if usage:
        event = {"event": "llm_usage", "timestamp": seconds(root.start_time), "token_usage": usage}
        run.entries.append(Entry(root.start_time or 0, root.context.span_id, event, usage=usage))


def read_foreign_run(root: ReadableSpan, members: Sequence[ReadableSpan]) -> RunParts:
    """The parts of one foreign run from its root span and the spans below it (any order, any
    depth; spans that are neither tool nor LLM calls are structure and skipped)."""
    context = root.context
    run = _Run()
    root_role = span_role(attributes_of(root))
    root_is_call = root_role is not None and root_role[1] != AGENT  # a trace's top span may be a call itself
    spans = [root, *members] if root_is_call else list(members)
    for span in sorted(spans, key=lambda s: s.start_time or 0):
        attrs = attributes_of(span)
        role = span_role(attrs)
        if role is None:
            continue
        if role[1] == TOOL:
            run.tool(span, _READERS[role[0]], attrs)
        elif role[1] == LLM:
            run.llm(span, _READERS[role[0]], attrs)
    _usage_of_root(root, run)
    if not root_is_call:
        run.error(root, attributes_of(root))
    prompt, response = _io(root, run)
    if prompt is ABSENT:
        run.absent.add(CONTENT_PROMPT)
    if response is ABSENT:
        run.absent.add(CONTENT_RESPONSE)
    return RunParts(
        context.trace_id,
        context.span_id,
        root.start_time,
        root.end_time,
        prompt="" if prompt is ABSENT else prompt,
        response="" if response is ABSENT else response,
        entries=run.entries,
        content_absent=tuple(sorted(run.absent)),
    )
