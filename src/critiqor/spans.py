"""Spans loaded back from storage, as OpenTelemetry SDK `ReadableSpan`s.

The SDK's `ReadableSpan` is the project's one span model: `evidence_from_spans()` reads the
spans a live `TracerProvider` finished and the spans adapted here from what a backend stored.

* OTLP/JSON (an OTLP/HTTP JSON request body, a Collector file-exporter line, a Jaeger
  `/api/v3` response) goes through the OTLP protobuf package's JSON mapping
  (`google.protobuf.json_format`); the hex trace and span ids of OTLP/JSON are turned into the
  bytes protobuf expects first.
* Jaeger's query API JSON (`/api/traces`) is mapped back the way the Collector's Jaeger
  translator maps Jaeger spans to OTLP: `span.kind`, `otel.status_code`,
  `otel.status_description`, `error`, `w3c.tracestate`, `otel.scope.name` and
  `otel.scope.version` tags become span fields again, and a log's `event` field its name.
  Jaeger's query service sorts attributes by key and events by name; events are put back in
  time order (stable, so events with equal timestamps keep Jaeger's order), and Jaeger's own
  `@jaeger@*` attributes are dropped.

What the adapters give back: ids, parent, name, kind, start and end time (ns), typed
attributes (OTLP arrays as tuples, as the SDK keeps them; key-value lists as dicts), events,
links, status, resource and instrumentation scope. Jaeger stores times in microseconds, and its
`/api/traces` JSON carries array and map attributes as JSON strings: both are kept as stored.
Malformed input raises `ValueError` with a one-line message.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
from typing import Any, Iterable, Iterator, Mapping, Sequence

from google.protobuf import json_format
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, InstrumentationScope as PbScope
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, Span as PbSpan, TracesData
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, TraceFlags, TraceState
from opentelemetry.trace.status import Status, StatusCode

__all__ = [
    "otlp_json_from_spans",
    "spans_from_otlp_json",
    "spans_from_otlp_proto",
    "load_otlp_json_file",
    "spans_from_jaeger_json",
]

_REMOTE_KNOWN = 0x100  # SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK
_REMOTE = 0x200  # SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK
_SAMPLED = TraceFlags(TraceFlags.SAMPLED)

# OTLP SpanKind (0 = unspecified) -> SDK SpanKind; unspecified reads as INTERNAL, as the SDK writes it.
_OTLP_KIND = {
    PbSpan.SPAN_KIND_UNSPECIFIED: SpanKind.INTERNAL,
    PbSpan.SPAN_KIND_INTERNAL: SpanKind.INTERNAL,
    PbSpan.SPAN_KIND_SERVER: SpanKind.SERVER,
    PbSpan.SPAN_KIND_CLIENT: SpanKind.CLIENT,
    PbSpan.SPAN_KIND_PRODUCER: SpanKind.PRODUCER,
    PbSpan.SPAN_KIND_CONSUMER: SpanKind.CONSUMER,
}
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


# --- OTLP --------------------------------------------------------------------------------------


def _any_value(value: AnyValue) -> Any:
    kind = value.WhichOneof("value")
    if kind is None:
        return None
    if kind == "array_value":
        return tuple(_any_value(item) for item in value.array_value.values)
    if kind == "kvlist_value":
        return {kv.key: _any_value(kv.value) for kv in value.kvlist_value.values}
    return getattr(value, kind)


def _attributes(key_values: Iterable[Any]) -> dict[str, Any]:
    return {kv.key: _any_value(kv.value) for kv in key_values}


def _span_id(raw: bytes, what: str) -> int:
    if len(raw) != 8:
        raise ValueError(f"OTLP {what} must be 8 bytes, got {len(raw)}")
    return int.from_bytes(raw, "big")


def _trace_id(raw: bytes) -> int:
    if len(raw) != 16:
        raise ValueError(f"OTLP trace id must be 16 bytes, got {len(raw)}")
    return int.from_bytes(raw, "big")


def _trace_state(header: str) -> TraceState:
    return TraceState.from_header([header]) if header else TraceState()


def _scope(scope: PbScope, schema_url: str) -> InstrumentationScope:
    return InstrumentationScope(scope.name, scope.version, schema_url or None, _attributes(scope.attributes) or None)


def _otlp_span(span: PbSpan, resource: Resource, scope: InstrumentationScope, from_jaeger: bool) -> ReadableSpan:
    trace_id = _trace_id(span.trace_id)
    flags = TraceFlags((span.flags & 0xFF) | TraceFlags.SAMPLED)  # a stored span was sampled
    context = SpanContext(trace_id, _span_id(span.span_id, "span id"), False, flags, _trace_state(span.trace_state))
    parent = None
    if span.parent_span_id:
        remote = bool(span.flags & _REMOTE_KNOWN and span.flags & _REMOTE)
        parent = SpanContext(trace_id, _span_id(span.parent_span_id, "parent span id"), remote, _SAMPLED)
    events = [Event(e.name, _attributes(e.attributes), e.time_unix_nano) for e in span.events]
    attributes = _attributes(span.attributes)
    if from_jaeger:
        events.sort(key=lambda e: e.timestamp)
        for key in [k for k in attributes if k.startswith(JAEGER_ATTRIBUTE_PREFIX)]:
            del attributes[key]
    links = [
        Link(
            SpanContext(
                _trace_id(link.trace_id),
                _span_id(link.span_id, "link span id"),
                bool(link.flags & _REMOTE_KNOWN and link.flags & _REMOTE),
                _SAMPLED,
                _trace_state(link.trace_state),
            ),
            _attributes(link.attributes),
        )
        for link in span.links
    ]
    return ReadableSpan(
        name=span.name,
        context=context,
        parent=parent,
        resource=resource,
        attributes=attributes,
        events=events,
        links=links,
        kind=_OTLP_KIND.get(span.kind, SpanKind.INTERNAL),
        status=_status(StatusCode(span.status.code) if span.status.code in (0, 1, 2) else StatusCode.UNSET,
                       span.status.message),
        start_time=span.start_time_unix_nano,
        end_time=span.end_time_unix_nano,
        instrumentation_scope=scope,
    )


def _status(code: StatusCode, message: str) -> Status:
    # The SDK keeps a description only on ERROR (and warns otherwise).
    return Status(code, message or None) if code is StatusCode.ERROR else Status(code)


def spans_from_otlp_proto(
    resource_spans: Iterable[ResourceSpans], *, from_jaeger: bool = False
) -> list[ReadableSpan]:
    """SDK spans from OTLP protobuf `ResourceSpans` messages, in their stored order; `from_jaeger`
    undoes Jaeger's query adjustments (see `spans_from_otlp_json`)."""
    out: list[ReadableSpan] = []
    for rs in resource_spans:
        resource = Resource(_attributes(rs.resource.attributes), rs.schema_url or None)
        for ss in rs.scope_spans:
            scope = _scope(ss.scope, ss.schema_url)
            out.extend(_otlp_span(span, resource, scope, from_jaeger) for span in ss.spans)
    return out


def _hex_id_to_base64(value: Any, size: int, what: str) -> Any:
    """OTLP/JSON writes ids as hex; protobuf's JSON mapping wants base64. Base64 input passes through."""
    if not isinstance(value, str) or value == "":
        return value
    if len(value) == 2 * size:
        try:
            return base64.b64encode(bytes.fromhex(value)).decode("ascii")
        except ValueError:
            raise ValueError(f"OTLP JSON {what} is not hex: {value!r}") from None
    try:
        raw = base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raw = b""
    if len(raw) != size:
        raise ValueError(f"OTLP JSON {what} must be {2 * size} hex digits, got {value!r}")
    return value


def _with_proto_ids(span: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(span)
    for key, size, what in (
        ("traceId", 16, "trace id"), ("trace_id", 16, "trace id"),
        ("spanId", 8, "span id"), ("span_id", 8, "span id"),
        ("parentSpanId", 8, "parent span id"), ("parent_span_id", 8, "parent span id"),
    ):
        if key in out:
            out[key] = _hex_id_to_base64(out[key], size, what)
    if isinstance(out.get("links"), list):
        out["links"] = [_with_proto_ids(link) if isinstance(link, Mapping) else link for link in out["links"]]
    return out


def _resource_spans_list(doc: Mapping[str, Any]) -> list[Any]:
    if "result" in doc and isinstance(doc["result"], Mapping):  # Jaeger api/v3 response
        doc = doc["result"]
    if "error" in doc and "resourceSpans" not in doc:
        error = doc["error"]
        message = error.get("message") if isinstance(error, Mapping) else error
        raise ValueError(f"not OTLP JSON: the document is an error response: {message}")
    items = doc.get("resourceSpans", doc.get("resource_spans"))
    if items is None:
        raise ValueError("not OTLP JSON: no 'resourceSpans' in the document")
    if not isinstance(items, list):
        raise ValueError("not OTLP JSON: 'resourceSpans' is not a list")
    return items


def _normalized(doc: Mapping[str, Any]) -> dict[str, Any]:
    resource_spans = []
    for rs in _resource_spans_list(doc):
        if not isinstance(rs, Mapping):
            raise ValueError("not OTLP JSON: a resourceSpans item is not an object")
        rs = dict(rs)
        for scope_key in ("scopeSpans", "scope_spans"):
            if isinstance(rs.get(scope_key), list):
                rs[scope_key] = [_normalized_scope(ss) for ss in rs[scope_key]]
        resource_spans.append(rs)
    return {"resourceSpans": resource_spans}


def _normalized_scope(ss: Any) -> Any:
    if not isinstance(ss, Mapping):
        raise ValueError("not OTLP JSON: a scopeSpans item is not an object")
    ss = dict(ss)
    if isinstance(ss.get("spans"), list):
        ss["spans"] = [_with_proto_ids(span) if isinstance(span, Mapping) else span for span in ss["spans"]]
    return ss


def spans_from_otlp_json(
    data: Mapping[str, Any] | Sequence[Mapping[str, Any]], *, from_jaeger: bool = False
) -> list[ReadableSpan]:
    """SDK spans from parsed OTLP/JSON: one `{"resourceSpans": [...]}` document (or a Jaeger
    `{"result": {...}}` response), or a list of them; raises `ValueError` on malformed input.

    Jaeger's query service sorts each span's events by name and may add `@jaeger@warnings`
    attributes: `from_jaeger=True` (what `critiqor.jaeger` passes) puts the events back in time
    order (ties kept as given) and drops Jaeger's `@jaeger@*` attributes."""
    docs = data if isinstance(data, list) else [data]
    spans: list[ReadableSpan] = []
    for doc in docs:
        if not isinstance(doc, Mapping):
            raise ValueError(f"not OTLP JSON: expected an object, got {type(doc).__name__}")
        message = TracesData()
        try:
            json_format.ParseDict(_normalized(doc), message, ignore_unknown_fields=True)
        except json_format.ParseError as exc:
            first_line = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise ValueError(f"not OTLP JSON: {first_line}") from None
        spans.extend(spans_from_otlp_proto(message.resource_spans, from_jaeger=from_jaeger))
    return spans


def _hex_ids(node: Any) -> Any:
    if isinstance(node, dict):
        return {
            key: base64.b64decode(value).hex() if key in _ID_KEYS and value else _hex_ids(value)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_hex_ids(value) for value in node]
    return node


_ID_KEYS = frozenset(("traceId", "spanId", "parentSpanId"))


def otlp_json_from_spans(spans: Sequence[ReadableSpan]) -> dict[str, Any]:
    """The OTLP/JSON document (`{"resourceSpans": [...]}`, hex ids) of SDK spans: what an OTLP/HTTP
    JSON exporter would send, and what `spans_from_otlp_json` reads back."""
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    return _hex_ids(json_format.MessageToDict(encode_spans(spans)))


def _json_documents(text: str) -> Iterator[Any]:
    stripped = text.strip()
    if not stripped:
        return
    try:
        yield json.loads(stripped)
        return
    except json.JSONDecodeError:
        pass
    for number, line in enumerate(text.splitlines(), 1):  # JSON Lines: the Collector file exporter
        if line.strip():
            try:
                yield json.loads(line)
            except json.JSONDecodeError as exc:
                raise ValueError(f"line {number}: invalid JSON: {exc.msg}") from None


def load_otlp_json_file(path: str | os.PathLike[str]) -> list[ReadableSpan]:
    """SDK spans from a file holding one OTLP/JSON document, or one per line (Collector file exporter)."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {os.fspath(path)}: {exc}") from None
    try:
        return spans_from_otlp_json(list(_json_documents(text)))
    except ValueError as exc:
        raise ValueError(f"{os.fspath(path)}: {exc}") from None


# --- Jaeger query API JSON ---------------------------------------------------------------------


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
    return _status(code, message)


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
    parent = SpanContext(trace_id, parent_ref[1], False, _SAMPLED) if parent_ref else None
    links = [
        Link(SpanContext(ref_trace, ref_span, False, _SAMPLED), {TAG_REF_TYPE: "child_of"} if child_of else {})
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
    trace_state = _trace_state(str(attrs.pop(TAG_TRACE_STATE, "")))

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
        context=SpanContext(trace_id, span_id, False, _SAMPLED, trace_state),
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


def spans_from_jaeger_json(data: Mapping[str, Any]) -> list[ReadableSpan]:
    """SDK spans from a Jaeger query API response (`/api/traces/{id}`, `/api/traces?service=`),
    or one trace object of its `data` list; raises `ValueError` on malformed input."""
    if not isinstance(data, Mapping):
        raise ValueError(f"not Jaeger JSON: expected an object, got {type(data).__name__}")
    if "data" in data:
        traces = data["data"]
        if traces is None and data.get("errors"):
            first = data["errors"][0]
            raise ValueError(f"Jaeger error: {first.get('msg', first) if isinstance(first, Mapping) else first}")
        if not isinstance(traces, list):
            raise ValueError("not Jaeger JSON: 'data' is not a list")
    elif "spans" in data:
        traces = [data]
    else:
        raise ValueError("not Jaeger JSON: no 'data' or 'spans' in the document")
    spans: list[ReadableSpan] = []
    for trace in traces:
        if not isinstance(trace, Mapping) or not isinstance(trace.get("spans"), list):
            raise ValueError("not Jaeger JSON: a trace is not an object with a 'spans' list")
        raw_processes = trace.get("processes") or {}
        if not isinstance(raw_processes, Mapping):
            raise ValueError("not Jaeger JSON: 'processes' is not an object")
        processes = {key: _jaeger_process(p) for key, p in raw_processes.items() if isinstance(p, Mapping)}
        spans.extend(_jaeger_span(span, processes) for span in trace["spans"])
    return spans
