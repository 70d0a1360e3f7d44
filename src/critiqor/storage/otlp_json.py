"""OTLP JSON <-> OpenTelemetry SDK spans, through the OTLP protobuf package's JSON mapping.

The SDK's `ReadableSpan` is the project's one span model: `evidence_from_spans()` reads the
spans a live `TracerProvider` finished and the spans read back here from what a backend stored.

OTLP JSON (an OTLP/HTTP JSON request body, one line of the Collector's file exporter) is parsed
by `google.protobuf.json_format` into `TracesData`; the hex trace and span ids of OTLP JSON are
turned into the base64 protobuf's JSON mapping expects first (base64 ids are accepted as well).
What comes back: ids, parent, name, kind, start and end time (ns), typed attributes (OTLP arrays
as tuples, as the SDK keeps them; key-value lists as dicts), events, links, status, resource and
instrumentation scope, all as stored. Malformed input raises `ValueError` with a one-line message.

Only the OTLP format lives here: a Jaeger api/v3 response wraps OTLP JSON in `result` and has
Jaeger's query adjustments undone by `critiqor.storage.jaeger_json`.
"""

from __future__ import annotations

import base64
import binascii
from typing import Any, Iterable, Mapping, Sequence

from google.protobuf import json_format
from opentelemetry.proto.common.v1.common_pb2 import AnyValue, InstrumentationScope as PbScope
from opentelemetry.proto.trace.v1.trace_pb2 import ResourceSpans, Span as PbSpan, TracesData
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import Event, ReadableSpan
from opentelemetry.sdk.util.instrumentation import InstrumentationScope
from opentelemetry.trace import Link, SpanContext, SpanKind, TraceFlags
from opentelemetry.trace.status import StatusCode

from critiqor.storage._fields import SAMPLED, sdk_status, sdk_trace_state

__all__ = [
    "otlp_json_from_spans",
    "resource_spans_from_otlp_json",
    "spans_from_otlp_json",
    "spans_from_otlp_proto",
]

_REMOTE_KNOWN = 0x100  # SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK
_REMOTE = 0x200  # SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK

# OTLP SpanKind (0 = unspecified) -> SDK SpanKind; unspecified reads as INTERNAL, as the SDK writes it.
_OTLP_KIND = {
    PbSpan.SPAN_KIND_UNSPECIFIED: SpanKind.INTERNAL,
    PbSpan.SPAN_KIND_INTERNAL: SpanKind.INTERNAL,
    PbSpan.SPAN_KIND_SERVER: SpanKind.SERVER,
    PbSpan.SPAN_KIND_CLIENT: SpanKind.CLIENT,
    PbSpan.SPAN_KIND_PRODUCER: SpanKind.PRODUCER,
    PbSpan.SPAN_KIND_CONSUMER: SpanKind.CONSUMER,
}


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


def _scope(scope: PbScope, schema_url: str) -> InstrumentationScope:
    return InstrumentationScope(scope.name, scope.version, schema_url or None, _attributes(scope.attributes) or None)


def _otlp_span(span: PbSpan, resource: Resource, scope: InstrumentationScope) -> ReadableSpan:
    trace_id = _trace_id(span.trace_id)
    flags = TraceFlags((span.flags & 0xFF) | TraceFlags.SAMPLED)  # a stored span was sampled
    context = SpanContext(trace_id, _span_id(span.span_id, "span id"), False, flags, sdk_trace_state(span.trace_state))
    parent = None
    if span.parent_span_id:
        remote = bool(span.flags & _REMOTE_KNOWN and span.flags & _REMOTE)
        parent = SpanContext(trace_id, _span_id(span.parent_span_id, "parent span id"), remote, SAMPLED)
    events = [Event(e.name, _attributes(e.attributes), e.time_unix_nano) for e in span.events]
    links = [
        Link(
            SpanContext(
                _trace_id(link.trace_id),
                _span_id(link.span_id, "link span id"),
                bool(link.flags & _REMOTE_KNOWN and link.flags & _REMOTE),
                SAMPLED,
                sdk_trace_state(link.trace_state),
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
        attributes=_attributes(span.attributes),
        events=events,
        links=links,
        kind=_OTLP_KIND.get(span.kind, SpanKind.INTERNAL),
        status=sdk_status(StatusCode(span.status.code) if span.status.code in (0, 1, 2) else StatusCode.UNSET,
                          span.status.message),
        start_time=span.start_time_unix_nano,
        end_time=span.end_time_unix_nano,
        instrumentation_scope=scope,
    )


def spans_from_otlp_proto(resource_spans: Iterable[ResourceSpans]) -> list[ReadableSpan]:
    """SDK spans from OTLP protobuf `ResourceSpans` messages, in their stored order."""
    out: list[ReadableSpan] = []
    for rs in resource_spans:
        resource = Resource(_attributes(rs.resource.attributes), rs.schema_url or None)
        for ss in rs.scope_spans:
            scope = _scope(ss.scope, ss.schema_url)
            out.extend(_otlp_span(span, resource, scope) for span in ss.spans)
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


def resource_spans_from_otlp_json(data: Mapping[str, Any] | Sequence[Mapping[str, Any]]) -> list[ResourceSpans]:
    """The OTLP protobuf `ResourceSpans` of parsed OTLP JSON: one `{"resourceSpans": [...]}`
    document or a list of them; raises `ValueError` with a one-line message on malformed input."""
    docs = data if isinstance(data, list) else [data]
    out: list[ResourceSpans] = []
    for doc in docs:
        if not isinstance(doc, Mapping):
            raise ValueError(f"not OTLP JSON: expected an object, got {type(doc).__name__}")
        message = TracesData()
        try:
            json_format.ParseDict(_normalized(doc), message, ignore_unknown_fields=True)
        except json_format.ParseError as exc:
            first_line = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            raise ValueError(f"not OTLP JSON: {first_line}") from None
        out.extend(message.resource_spans)
    return out


def spans_from_otlp_json(data: Mapping[str, Any] | Sequence[Mapping[str, Any]]) -> list[ReadableSpan]:
    """SDK spans from parsed OTLP JSON: one `{"resourceSpans": [...]}` document or a list of them,
    as stored; raises `ValueError` with a one-line message on malformed input."""
    return spans_from_otlp_proto(resource_spans_from_otlp_json(data))


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


