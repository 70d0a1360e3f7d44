"""Jaeger's query-service JSON -> OpenTelemetry SDK spans: both of its trace APIs.

* ``/api/traces`` (the UI's API, also Jaeger v1's): ``{"data": [{"traceID", "spans",
  "processes"}]}``, read by `spans_from_jaeger_json`. Jaeger spans are mapped back the way the
  Collector's Jaeger translator maps them to OTLP: `span.kind`, `otel.status_code`,
  `otel.status_description`, `error`, `w3c.tracestate`, `otel.scope.name` and
  `otel.scope.version` tags become span fields again, and a log's `event` field its name. Times
  are whole microseconds there, and array and map attributes JSON text: both kept as stored.
* ``/api/v3/traces`` (Jaeger v2's OTLP API): ``{"result": {"resourceSpans": [...]}}``, read by
  `spans_from_jaeger_v3_json`: the OTLP JSON inside goes through `critiqor.storage.otlp_json`
  unchanged, and then this module undoes what Jaeger's query service did to it.

Jaeger's query service sorts each span's events by name and may add its own ``@jaeger@*``
attributes (warnings, wire format); both readers put events back in time order (stable, so events
with equal timestamps keep Jaeger's order) and drop Jaeger's own attributes. Malformed input
raises `ValueError` with a one-line message.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any, Iterable, Mapping

from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind
from opentelemetry.trace.status import Status, StatusCode

from critiqor.storage._fields import SAMPLED, sdk_status, sdk_trace_state
from critiqor.storage.otlp_json import resource_spans_from_otlp_json, spans_from_otlp_proto

__all__ = ["spans_from_jaeger_json", "spans_from_jaeger_v3_json"]

_JAEGER_KIND = {
    "internal": SpanKind.INTERNAL,
    "server": SpanKind.SERVER,
    "client": SpanKind.CLIENT,
    "producer": SpanKind.PRODUCER,
    "consumer": SpanKind.CONSUMER,
}

# Tags the OTLP -> Jaeger translation adds that are span fields, not span attributes.
TAG_SPAN_KIND = "span.kind"
TAG_STATUS_CODE = "otel.status_code"
TAG_STATUS_DESCRIPTION = "otel.status_description"
TAG_ERROR = "error"
TAG_TRACE_STATE = "w3c.tracestate"
TAG_SCOPE_NAME = "otel.scope.name"
TAG_SCOPE_VERSION = "otel.scope.version"
TAG_REF_TYPE = "opentracing.ref_type"
LOG_EVENT_NAME = "event"
JAEGER_ATTRIBUTE_PREFIX = "@jaeger@"  # Jaeger's own bookkeeping attributes (warnings, wire format)
# Bookkeeping tags some Jaeger versions add to stored spans.
_JAEGER_INTERNAL_TAGS = frozenset(
    {"internal.span.format", "otel.library.name", "otel.library.version"}
)


# --- /api/traces ------------------------------------------------------------------------------


def _jaeger_value(tag: Mapping[str, Any]) -> Any:
    kind = str(tag.get("type", "string")).lower()
    value = tag.get("value")
    try:
        if kind == "string":
            return "" if value is None else str(value)
        if kind == "bool":
            return value if isinstance(value, bool) else str(value).lower() == "true"
        if kind == "int64":
            return int(value)
        if kind == "float64":
            return float(value)
        if kind == "binary":
            return base64.b64decode(value) if isinstance(value, str) else bytes(value)
    except (TypeError, ValueError, binascii.Error):
        raise ValueError(f"Jaeger tag {tag.get('key')!r}: bad {kind} value {value!r}") from None
    raise ValueError(f"Jaeger tag {tag.get('key')!r}: unknown type {tag.get('type')!r}")


def _jaeger_tags(tags: Any) -> dict[str, Any]:
    if tags is None:
        return {}
    if not isinstance(tags, list):
        raise ValueError("not Jaeger JSON: 'tags' is not a list")
    out: dict[str, Any] = {}
    for tag in tags:
        if not isinstance(tag, Mapping) or not isinstance(tag.get("key"), str):
            raise ValueError("not Jaeger JSON: a tag is not an object with a 'key'")
        out[tag["key"]] = _jaeger_value(tag)
    return out


def _hex_int(value: Any, what: str, digits: int) -> int:
    if not isinstance(value, str) or not value or len(value) > digits:
        raise ValueError(f"not Jaeger JSON: bad {what} {value!r}")
    try:
        return int(value, 16)
    except ValueError:
        raise ValueError(f"not Jaeger JSON: bad {what} {value!r}") from None


def _jaeger_status(attrs: dict[str, Any]) -> Status:
    """Status from the `error`/`otel.status_*` tags, removing them, as the Collector's translator does."""
    code = StatusCode.UNSET
    message = ""
    if attrs.get(TAG_ERROR) is True:
        del attrs[TAG_ERROR]
        code = StatusCode.ERROR
        message = str(attrs.pop(TAG_STATUS_DESCRIPTION, ""))
    if TAG_STATUS_CODE in attrs:
        value = str(attrs.pop(TAG_STATUS_CODE)).upper()
        if code is StatusCode.UNSET:
            code = {"OK": StatusCode.OK, "ERROR": StatusCode.ERROR}.get(value, StatusCode.UNSET)
            message = str(attrs.pop(TAG_STATUS_DESCRIPTION, ""))
    return sdk_status(code, message)


def _jaeger_references(refs: Any, trace_id: int) -> tuple[SpanContext | None, list[Link]]:
    """(parent, links), by Jaeger's rule: the parent is the first CHILD_OF reference in the same
    trace, else the first FOLLOWS_FROM one (an OTel link to the parent turns the parent's
    reference into FOLLOWS_FROM); every other reference is a link, CHILD_OF ones marked so."""
    if refs is None:
        refs = []
    if not isinstance(refs, list):
        raise ValueError("not Jaeger JSON: 'references' is not a list")
    parsed: list[tuple[int, int, bool]] = []
    for ref in refs:
        if not isinstance(ref, Mapping):
            raise ValueError("not Jaeger JSON: a reference is not an object")
        parsed.append((
            _hex_int(ref.get("traceID"), "reference traceID", 32),
            _hex_int(ref.get("spanID"), "reference spanID", 16),
            str(ref.get("refType", "CHILD_OF")).upper() == "CHILD_OF",
        ))
    same_trace = [ref for ref in parsed if ref[0] == trace_id]
    parent_ref = next((ref for ref in same_trace if ref[2]), same_trace[0] if same_trace else None)
    parent = SpanContext(trace_id, parent_ref[1], False, SAMPLED) if parent_ref else None
    links = [
        Link(SpanContext(ref_trace, ref_span, False, SAMPLED), {TAG_REF_TYPE: "child_of"} if child_of else {})
        for ref_trace, ref_span, child_of in parsed
        if not (child_of and parent_ref is not None and (ref_trace, ref_span, child_of) == parent_ref)
    ]
    return parent, links


def _jaeger_span(span: Mapping[str, Any], processes: Mapping[str, Resource]) -> ReadableSpan:
    if not isinstance(span, Mapping):
        raise ValueError("not Jaeger JSON: a span is not an object")
    trace_id = _hex_int(span.get("traceID"), "traceID", 32)
    span_id = _hex_int(span.get("spanID"), "spanID", 16)
    try:
        start_us = int(span["startTime"])
        duration_us = int(span.get("duration", 0))
    except (KeyError, TypeError, ValueError):
        raise ValueError(f"not Jaeger JSON: span {span.get('spanID')!r} has no valid startTime/duration") from None

    attrs = _jaeger_tags(span.get("tags"))
    for key in [k for k in attrs if k in _JAEGER_INTERNAL_TAGS or k.startswith(JAEGER_ATTRIBUTE_PREFIX)]:
        del attrs[key]
    scope = InstrumentationScope("", "")
    if TAG_SCOPE_NAME in attrs:
        scope = InstrumentationScope(str(attrs.pop(TAG_SCOPE_NAME)), str(attrs.pop(TAG_SCOPE_VERSION, "")))
    kind = _JAEGER_KIND.get(str(attrs.pop(TAG_SPAN_KIND, "")), SpanKind.INTERNAL)
    status = _jaeger_status(attrs)
    trace_state = sdk_trace_state(str(attrs.pop(TAG_TRACE_STATE, "")))

    parent, links = _jaeger_references(span.get("references"), trace_id)

    events = []
    for log in span.get("logs") or []:
        if not isinstance(log, Mapping) or "timestamp" not in log:
            raise ValueError("not Jaeger JSON: a log is not an object with a 'timestamp'")
        fields = _jaeger_tags(log.get("fields"))
        name = str(fields.pop(LOG_EVENT_NAME, ""))
        events.append(Event(name, fields, int(log["timestamp"]) * 1000))
    events.sort(key=lambda e: e.timestamp)  # Jaeger's query service sorts logs by event name

    resource = processes.get(str(span.get("processID")))
    if resource is None and isinstance(span.get("process"), Mapping):
        resource = _jaeger_process(span["process"])
    return ReadableSpan(
        name=str(span.get("operationName", "")),
        context=SpanContext(trace_id, span_id, False, SAMPLED, trace_state),
        parent=parent,
        resource=resource or Resource({}),
        attributes=attrs,
        events=events,
        links=links,
        kind=kind,
        status=status,
        start_time=start_us * 1000,
        end_time=(start_us + duration_us) * 1000,
        instrumentation_scope=scope,
    )


def _jaeger_process(process: Mapping[str, Any]) -> Resource:
    attrs: dict[str, Any] = {}
    service = process.get("serviceName")
    if service and service != "OTLPResourceNoServiceName":
        attrs["service.name"] = service
    attrs.update(_jaeger_tags(process.get("tags")))
    return Resource(attrs)


def _jaeger_traces(data: Any) -> list[Any]:
    """The trace objects of a `/api/traces` response (its `data` list), or the one trace given."""
    if not isinstance(data, Mapping):
        raise ValueError(f"not Jaeger JSON: expected an object, got {type(data).__name__}")
    if "spans" in data and "data" not in data:
        return [data]
    if "data" not in data:
        raise ValueError("not Jaeger JSON: no 'data' or 'spans' in the document")
    traces = data["data"]
    if traces is None and data.get("errors"):
        first = data["errors"][0]
        raise ValueError(f"Jaeger error: {first.get('msg', first) if isinstance(first, Mapping) else first}")
    if not isinstance(traces, list):
        raise ValueError("not Jaeger JSON: 'data' is not a list")
    return traces


def _trace_spans(trace: Any) -> list[ReadableSpan]:
    if not isinstance(trace, Mapping) or not isinstance(trace.get("spans"), list):
        raise ValueError("not Jaeger JSON: a trace is not an object with a 'spans' list")
    raw_processes = trace.get("processes") or {}
    if not isinstance(raw_processes, Mapping):
        raise ValueError("not Jaeger JSON: 'processes' is not an object")
    processes = {key: _jaeger_process(p) for key, p in raw_processes.items() if isinstance(p, Mapping)}
    return [_jaeger_span(span, processes) for span in trace["spans"]]


def spans_from_jaeger_json(data: Mapping[str, Any]) -> list[ReadableSpan]:
    """SDK spans from a Jaeger query API response (`/api/traces/{id}`, `/api/traces?service=`),
    or one trace object of its `data` list; raises `ValueError` on malformed input."""
    return [span for trace in _jaeger_traces(data) for span in _trace_spans(trace)]


# --- api/v3: OTLP JSON inside `result` ---------------------------------------------------------


def _undo_query_adjustments(resource_spans: Iterable[ResourceSpans]) -> None:
    """Events back in time order (stable) and Jaeger's `@jaeger@*` attributes dropped, in place."""
    for rs in resource_spans:
        for ss in rs.scope_spans:
            for span in ss.spans:
                span.events.sort(key=lambda event: event.time_unix_nano)
                kept = [kv for kv in span.attributes if not kv.key.startswith(JAEGER_ATTRIBUTE_PREFIX)]
                if len(kept) != len(span.attributes):
                    del span.attributes[:]
                    span.attributes.extend(kept)


def spans_from_jaeger_v3_json(data: Mapping[str, Any]) -> list[ReadableSpan]:
    """SDK spans from a Jaeger api/v3 response (`{"result": {"resourceSpans": [...]}}`), with the
    query service's adjustments undone; raises `ValueError` on malformed input or an error body."""
    if not isinstance(data, Mapping):
        raise ValueError(f"not a Jaeger api/v3 response: expected an object, got {type(data).__name__}")
    if "result" not in data and "error" in data:
        error = data["error"]
        message = error.get("message") if isinstance(error, Mapping) else error
        raise ValueError(f"Jaeger api/v3 error response: {message}")
    result = data.get("result")
    if not isinstance(result, Mapping):
        raise ValueError("not a Jaeger api/v3 response: no 'result' object")
    resource_spans = resource_spans_from_otlp_json(result)
    _undo_query_adjustments(resource_spans)
    return spans_from_otlp_proto(resource_spans)
