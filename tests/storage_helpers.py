"""Spans and stored-trace documents shared by the storage tests (tests/test_storage_*.py).

`otlp_json` builds OTLP JSON straight from the SDK's OTLP encoder and protobuf's JSON mapping,
independently of `critiqor.storage`, so the readers are checked against the real encoding.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

from google.protobuf.json_format import MessageToDict
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Link, SpanKind, StatusCode

DATA = Path(__file__).parent / "data"


def make_spans() -> list[ReadableSpan]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "loader-test", "deployment.environment": "ci"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("critiqor.test", "1.2.3")
    other = provider.get_tracer("other.scope")
    with tracer.start_as_current_span(
        "agent",
        attributes={
            "text": "héllo",
            "count": 42,
            "big": 2**62,
            "ratio": 0.25,
            "flag": True,
            "keys": ["a", "b"],
            "numbers": [1, 2, 3],
            "json": '{"x": [1, 2]}',
        },
    ) as root:
        root.add_event("decision_made", {"choice": "b", "score": 0.5, "n": 3, "ok": False})
        with tracer.start_as_current_span("chat gpt-4o", kind=SpanKind.CLIENT) as chat:
            chat.set_attribute("gen_ai.usage.input_tokens", 120)
        with other.start_as_current_span("execute_tool search", links=[Link(root.get_span_context(), {"why": "x"})]) as tool:
            tool.set_status(StatusCode.ERROR, "timeout after 3s")
            tool.add_event("exception", {"exception.message": "boom"})
        with tracer.start_as_current_span("ok-span") as ok:
            ok.set_status(StatusCode.OK)
    provider.shutdown()
    return list(exporter.get_finished_spans())


def hex_ids(node: Any) -> Any:
    """OTLP/JSON writes trace and span ids as hex, where protobuf's JSON mapping writes base64."""
    if isinstance(node, dict):
        return {
            k: base64.b64decode(v).hex() if k in ("traceId", "spanId", "parentSpanId") and v else hex_ids(v)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [hex_ids(v) for v in node]
    return node


def otlp_json(spans: list[ReadableSpan], **options: Any) -> dict:
    return hex_ids(MessageToDict(encode_spans(spans), **options))


def summaries(spans: list[ReadableSpan]) -> list[dict]:
    """Field-by-field views, in start order (the OTLP encoder groups spans by scope)."""
    return [summary(s) for s in sorted(spans, key=lambda s: (s.start_time, s.get_span_context().span_id))]


def summary(span: ReadableSpan) -> dict:
    ctx = span.get_span_context()
    return {
        "trace_id": ctx.trace_id,
        "span_id": ctx.span_id,
        "parent": span.parent.span_id if span.parent else None,
        "name": span.name,
        "kind": span.kind,
        "start": span.start_time,
        "end": span.end_time,
        "attributes": dict(span.attributes or {}),
        "events": [(e.name, e.timestamp, dict(e.attributes or {})) for e in span.events],
        "links": [(l.context.trace_id, l.context.span_id, dict(l.attributes or {})) for l in span.links],
        "status": (span.status.status_code, span.status.description),
        "resource": dict(span.resource.attributes),
        "scope": (span.instrumentation_scope.name, span.instrumentation_scope.version),
    }



def fixture(name: str) -> Any:
    """A recorded document from tests/data, parsed."""
    return json.loads((DATA / name).read_text())
