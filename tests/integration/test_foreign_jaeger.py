"""A trace from other instrumentation (OpenInference's OITracer) through the real Collector into
Jaeger, scored by `critiqor-otel evaluate --jaeger` exactly as its live spans score."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid
from typing import Any

import pytest
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

import producers
from critiqor import evidence_from_spans
from critiqor.storage import wait_for_trace
from critiqor.scoring import score_evidence

pytestmark = pytest.mark.integration


def test_an_openinference_trace_from_jaeger_scores_like_its_live_spans(collector: Any) -> None:
    provider = TracerProvider(resource=Resource.create({"service.name": f"oi-agent-{uuid.uuid4().hex[:8]}"}))
    local = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(local))
    provider.add_span_processor(SimpleSpanProcessor(OTLPSpanExporter(endpoint=collector.otlp_grpc, insecure=True)))
    producers.openinference_run(provider)
    provider.shutdown()
    spans = local.get_finished_spans()
    [live] = evidence_from_spans(spans)
    trace_id = format(spans[0].context.trace_id, "032x")

    stored = wait_for_trace(collector.jaeger.query_url, trace_id, min_spans=len(spans), timeout=30)
    [from_jaeger] = evidence_from_spans(stored)
    assert from_jaeger == live
    assert from_jaeger.prompt == producers.PROMPT and from_jaeger.response == producers.ANSWER
    assert [o.error for o in from_jaeger.tool_outputs] == [None, producers.ERROR, None]

    done = subprocess.run(
        [sys.executable, "-m", "critiqor.cli", "evaluate", "--jaeger", collector.jaeger.query_url, "--trace-id", trace_id, "--json"],
        env={**os.environ, "COLUMNS": "200"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    [scored] = json.loads(done.stdout)
    expected = score_evidence(live)
    assert scored["trace_id"] == trace_id
    assert scored["result"]["confidence"] == expected.confidence
    assert [c["type"] for c in scored["result"]["failure_causes"]] == [c.type for c in expected.failure_causes]
