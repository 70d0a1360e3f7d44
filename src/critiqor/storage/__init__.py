"""Stored traces read back as OpenTelemetry SDK `ReadableSpan`s, the project's one span model.

Each format has its own module: `otlp_json` (OTLP JSON, read and written), `jaeger_json`
(Jaeger's `/api/traces` JSON and its api/v3 response) and `jaeger_api` (Jaeger's query HTTP API,
HTTP only). `load_spans(path)` reads a file once and tells its format from its content. The
spans meet the same `evidence_from_spans()` as a live run.
"""

from critiqor.storage.files import load_spans, spans_from_document
from critiqor.storage.jaeger_api import (
    JaegerError,
    TraceNotFoundError,
    fetch_trace,
    find_traces,
    group_by_trace,
    wait_for_trace,
)
from critiqor.storage.jaeger_json import spans_from_jaeger_json, spans_from_jaeger_v3_json
from critiqor.storage.otlp_json import otlp_json_from_spans, spans_from_otlp_json, spans_from_otlp_proto

__all__ = [
    "JaegerError",
    "TraceNotFoundError",
    "fetch_trace",
    "find_traces",
    "group_by_trace",
    "load_spans",
    "otlp_json_from_spans",
    "spans_from_document",
    "spans_from_jaeger_json",
    "spans_from_jaeger_v3_json",
    "spans_from_otlp_json",
    "spans_from_otlp_proto",
    "wait_for_trace",
]
