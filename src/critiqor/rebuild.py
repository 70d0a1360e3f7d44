"""evidence_from_spans(): finished spans -> EvaluationEvidence, one per `agent` root (pure).

The spans may be SDK `ReadableSpan`s from a live provider or spans loaded back from storage
(`critiqor.spans`); both meet this one function. It reads only what `recorder.py` wrote,
under the names of `conventions.py`.
"""

from __future__ import annotations

import logging
from functools import lru_cache
from operator import itemgetter
from typing import Any, Iterable, Mapping, Sequence

from opentelemetry.sdk.trace import ReadableSpan

from critiqor import conventions as c
from critiqor.evidence import (
    EvaluationEvidence,
    RuntimeMetrics,
    ToolCall,
    ToolOutput,
    attach_span_ids,
)

__all__ = ["attributes_of", "evidence_from_spans", "is_agent_root", "rebuild_run"]

_logger = logging.getLogger("critiqor")
_first = itemgetter(0)  # the recording seq of an (seq, value, span id) item
_NS = 1e9
# Hot-path names bound once (module globals are cheaper to read than module attributes).
_OPERATION, _EXECUTE_TOOL = c.GEN_AI_OPERATION_NAME, c.OP_EXECUTE_TOOL
_TOOL_NAME, _CALL_ID, _ARGUMENTS, _RESULT = (
    c.GEN_AI_TOOL_NAME,
    c.GEN_AI_TOOL_CALL_ID,
    c.GEN_AI_TOOL_CALL_ARGUMENTS,
    c.GEN_AI_TOOL_CALL_RESULT,
)
_END_SEQ, _ORPHAN, _TOOL_ERROR, _OUTPUT_TOOL = c.END_SEQ, c.ORPHAN_OUTPUT, c.TOOL_ERROR, c.OUTPUT_TOOL
_JSON_KEYS, _CUT_KEYS = c.JSON_KEYS, c.CUT_KEYS
_CUT_OBJECT_KEY = "_cut"


def is_agent_root(span: ReadableSpan) -> bool:
    """True for the root span a recorder opens (`agent`, operation `invoke_agent`)."""
    return span.name == c.ROOT_SPAN_NAME and (span.attributes or {}).get(c.GEN_AI_OPERATION_NAME) == c.OP_INVOKE_AGENT


def evidence_from_spans(spans: Iterable[ReadableSpan]) -> list[EvaluationEvidence]:
    """One `EvaluationEvidence` per agent root among `spans`, in the roots' start order.

    Each root gathers the recorder spans whose parent it is; spans of other instrumentation
    are ignored, and a span given twice (same trace and span id) counts once. Roots still open (no end time) give evidence without latency or `agent_finish`.
    """
    roots: list[ReadableSpan] = []
    children: dict[int, list[ReadableSpan]] = {}
    seen: set[tuple[int, int]] = set()
    for span in spans:
        context = span.context
        key = (context.trace_id, context.span_id)
        if key in seen:  # the same span stored or exported twice counts once
            continue
        seen.add(key)
        if is_agent_root(span):
            roots.append(span)
        parent = span.parent
        if parent is not None:
            children.setdefault(parent.span_id, []).append(span)
    roots.sort(key=lambda s: s.start_time or 0)
    return [rebuild_run(root, children.get(root.context.span_id, ())) for root in roots]


_NO_KEYS: frozenset[str] = frozenset()


def _keys(attrs: Mapping[str, Any], name: str) -> frozenset[str]:
    """The keys listed in a `critiqor.json` / `critiqor.cut` attribute (comma-separated, or a list)."""
    value = attrs.get(name)
    if not value:
        return _NO_KEYS
    if isinstance(value, str):
        return _split_keys(value)
    if isinstance(value, (list, tuple)):
        return frozenset(str(v) for v in value)
    return _NO_KEYS


@lru_cache(maxsize=256)  # the same few lists ("gen_ai.tool.call.result", ...) come back all the time
def _split_keys(value: str) -> frozenset[str]:
    return frozenset(value.split(","))


def _order(value: Any) -> int | None:
    """A recording seq as written (an int); None for anything else, so malformed spans are skipped."""
    if type(value) is int:
        return value
    if isinstance(value, str) and value.isdigit():
        return int(value)
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return None


def _name(value: Any) -> Any:
    return value if value is None or isinstance(value, str) else str(value)


def attributes_of(span: ReadableSpan) -> Mapping[str, Any]:
    """The span's attributes as a plain mapping (the SDK's inner dict when there is one: faster)."""
    raw = getattr(span, "_attributes", None)
    inner = getattr(raw, "_dict", raw)  # BoundedAttributes keeps a dict; loaded spans hold one
    if isinstance(inner, dict):
        return inner
    return span.attributes or {}


def _decode_dict(value: Any, was_cut: bool) -> dict:
    """A JSON object attribute back to a dict; a cut one as {"_cut": text}, anything else as {"value": ...}."""
    if value is None:
        return {}
    if was_cut:
        return {_CUT_OBJECT_KEY: value}
    decoded = c.decode(value, True)
    return decoded if isinstance(decoded, dict) else {"value": decoded}


def _seconds(ns: int | None) -> float | None:
    """Epoch seconds of a span time; None when unset (0, as OTLP writes a missing time, or None)."""
    return ns / _NS if ns else None


def _merge_usage(total: dict, usage: Any) -> None:
    if not isinstance(usage, dict):
        return
    for key, value in usage.items():
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            previous = total.get(key)
            if isinstance(previous, (int, float)) and not isinstance(previous, bool):
                total[key] = previous + value
            else:
                total[key] = value
        else:
            total[key] = value


def rebuild_run(root: ReadableSpan, children: Sequence[ReadableSpan]) -> EvaluationEvidence:
    """The evidence of one run from its root span and the root's direct child spans."""
    root_attrs = attributes_of(root)
    root_json = _keys(root_attrs, c.JSON_KEYS)
    root_cut = _keys(root_attrs, c.CUT_KEYS)
    prompt = c.decode(root_attrs.get(c.PROMPT, ""), c.PROMPT in root_json, c.PROMPT in root_cut)
    response = c.decode(root_attrs.get(c.RESPONSE, ""), c.RESPONSE in root_json, c.RESPONSE in root_cut)

    # Each list holds (recording seq, value, span id); sorting by seq restores recording order.
    items: list[tuple[int, dict, int]] = []
    calls: list[tuple[int, ToolCall, int]] = []
    outputs: list[tuple[int, ToolOutput, int]] = []
    usages: list[tuple[int, Any]] = []
    tool_errors: list[tuple[int, str]] = []
    root_id = root.context.span_id

    event_spans = [root]
    for span in children:
        attrs = attributes_of(span)
        seq = attrs.get(c.SEQ)
        if type(seq) is not int:
            seq = _order(seq)
        name = span.name
        if seq is None:
            if name == c.FINISH_SPAN_NAME:
                json_keys, cut_keys = _keys(attrs, c.JSON_KEYS), _keys(attrs, c.CUT_KEYS)
                if c.RESPONSE in attrs:
                    response = c.decode(attrs[c.RESPONSE], c.RESPONSE in json_keys, c.RESPONSE in cut_keys)
                if c.PROMPT in attrs:
                    prompt = c.decode(attrs[c.PROMPT], c.PROMPT in json_keys, c.PROMPT in cut_keys)
            elif name == c.EVENTS_SPAN_NAME:
                event_spans.append(span)
            continue
        span_id = span.context.span_id
        operation = attrs.get(_OPERATION)
        if operation == _EXECUTE_TOOL:
            tool = attrs.get(_TOOL_NAME, "")
            call_id = attrs.get(_CALL_ID)
            if type(tool) is not str or (call_id is not None and type(call_id) is not str):
                tool, call_id = str(tool), _name(call_id)
            cut = attrs.get(_CUT_KEYS)
            if cut and type(cut) is not str:
                cut = ",".join(_keys(attrs, _CUT_KEYS))
            if not attrs.get(_ORPHAN):
                args = _decode_dict(attrs.get(_ARGUMENTS), bool(cut) and _ARGUMENTS in cut.split(","))
                started = span.start_time / _NS if span.start_time else None
                calls.append((seq, ToolCall(tool, args, call_id, started), span_id))
                items.append(
                    (seq, {"event": "tool_start", "timestamp": started, "tool": tool, "args": args, "call_id": call_id}, span_id)
                )
            end_seq = attrs.get(_END_SEQ)
            if end_seq is not None and type(end_seq) is not int:
                end_seq = _order(end_seq)
            if end_seq is not None:
                output = attrs.get(_RESULT)
                if _RESULT in _keys(attrs, _JSON_KEYS) and not (cut and _RESULT in cut.split(",")):
                    output = c.decode(output, True)
                error = _name(attrs.get(_TOOL_ERROR))
                out_tool = _name(attrs.get(_OUTPUT_TOOL, tool))
                ended = span.end_time / _NS if span.end_time else None
                outputs.append((end_seq, ToolOutput(out_tool, output, call_id, error, ended), span_id))
                items.append(
                    (
                        end_seq,
                        {
                            "event": "tool_end",
                            "timestamp": ended,
                            "tool": out_tool,
                            "output": output,
                            "call_id": call_id,
                            "error": error,
                        },
                        span_id,
                    )
                )
                if error is not None:
                    tool_errors.append((end_seq, error))
        elif operation == c.OP_CHAT:
            raw_usage = attrs.get(c.TOKEN_USAGE)
            if raw_usage is None:
                usage: Any = {}
            elif c.TOKEN_USAGE in _keys(attrs, c.CUT_KEYS):
                usage = {_CUT_OBJECT_KEY: raw_usage}
            else:
                usage = c.decode(raw_usage, True)
            usages.append((seq, usage))
            items.append(
                (
                    seq,
                    {
                        "event": "llm_call",
                        "timestamp": span.start_time / _NS if span.start_time else None,
                        "model": _name(attrs.get(c.GEN_AI_REQUEST_MODEL)),
                        "token_usage": usage,
                    },
                    span_id,
                )
            )

    retries = 0
    errors: list[tuple[int, str]] = list(tool_errors)
    for carrier in event_spans:
        carrier_id = carrier.context.span_id
        for event in carrier.events:
            attrs = attributes_of(event)
            seq = _order(attrs.get(c.SEQ))
            if seq is None:  # OTel's own events (such as `exception`) are not recorder events
                continue
            payload = _decode_dict(attrs.get(c.EVENT_PAYLOAD), c.EVENT_PAYLOAD in _keys(attrs, c.CUT_KEYS))
            name = event.name
            record = {"event": name, "timestamp": event.timestamp / _NS}
            record.update(payload)
            items.append((seq, record, carrier_id))
            if name == c.EVENT_RETRY:
                retries += 1
            elif name == c.EVENT_ERROR and c.EVENT_ERROR in payload:
                message = payload[c.EVENT_ERROR]
                errors.append((seq, message if isinstance(message, str) else c.to_json(message)))

    items.sort(key=_first)
    calls.sort(key=_first)
    outputs.sort(key=_first)
    errors.sort(key=_first)
    usages.sort(key=_first)

    started = _seconds(root.start_time)
    ended = _seconds(root.end_time)
    trace = [{"event": "agent_start", "timestamp": started}]
    trace.extend(item[1] for item in items)
    trace_ids = [root_id]
    trace_ids.extend(item[2] for item in items)
    if ended is not None:
        trace.append({"event": "agent_finish", "timestamp": ended})
        trace_ids.append(root_id)

    token_usage: dict = {}
    for _, usage in usages:
        _merge_usage(token_usage, usage)
    latency = None
    if started is not None and ended is not None and root.end_time >= root.start_time:
        latency = (root.end_time - root.start_time) / _NS

    evidence = EvaluationEvidence(
        prompt=prompt,
        response=response,
        tool_calls=[item[1] for item in calls],
        tool_outputs=[item[1] for item in outputs],
        trace=trace,
        metrics=RuntimeMetrics(
            latency=latency,
            token_usage=token_usage,
            retries=retries,
            errors=[item[1] for item in errors],
        ),
        evidence_level="fully_instrumented",
    )
    return attach_span_ids(
        evidence,
        root.context.trace_id,
        root_id,
        [item[2] for item in calls],
        [item[2] for item in outputs],
        trace_ids,
    )
