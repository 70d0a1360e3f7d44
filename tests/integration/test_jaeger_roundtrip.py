"""application -> OTLP (gRPC or HTTP) -> real Collector -> real Jaeger, and back.

An agent runs under `monitor()` on an SDK TracerProvider with the real OTLP exporter and an
in-memory exporter side by side. The trace Jaeger stored must be the trace the application
ended, span for span, and the evidence rebuilt from it (through Jaeger's OTLP api/v3 and its
legacy /api/traces) must equal the evidence `finish()` returned, field by field: timestamps
exactly through api/v3 (nanoseconds), within Jaeger's microseconds through /api/traces.
"""

from __future__ import annotations

import json
import math
import uuid
from typing import Any, Callable, Iterator

import pytest
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter as GrpcExporter
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter as HttpExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from critiqor import EvaluationEvidence, evidence_from_spans, monitor, span_refs
from critiqor.storage import fetch_trace, find_traces, wait_for_trace

pytestmark = pytest.mark.integration

# /api/traces stores a span's start and its duration, each in whole microseconds: a start is
# within 1 µs of the original, an end (start + duration) within 2 µs.
JAEGER_PRECISION_S = 2e-6


class Pipeline:
    """An application's tracing: OTLP to the session's Collector, plus an in-memory copy."""

    def __init__(self, protocol: str, collector: Any) -> None:
        self.protocol = protocol
        self.service = f"critiqor-roundtrip-{protocol}-{uuid.uuid4().hex[:8]}"
        self.query_url = collector.jaeger.query_url
        self.memory = InMemorySpanExporter()
        self.provider = TracerProvider(resource=Resource.create({"service.name": self.service}))
        self.provider.add_span_processor(SimpleSpanProcessor(self.memory))
        if protocol == "grpc":
            exporter = GrpcExporter(endpoint=collector.otlp_grpc, insecure=True, timeout=10)
        else:
            exporter = HttpExporter(endpoint=collector.otlp_http_traces, timeout=10)
        self.provider.add_span_processor(BatchSpanProcessor(exporter))

    def local_spans(self, trace_id: str) -> list[ReadableSpan]:
        """The spans this process ended for `trace_id`, as its exporters saw them."""
        return [s for s in self.memory.get_finished_spans() if f"{s.context.trace_id:032x}" == trace_id]

    def stored_spans(self, trace_id: str, api: str) -> list[ReadableSpan]:
        """The trace as Jaeger stored it, once all local spans arrived (bounded wait)."""
        assert self.provider.force_flush(15_000), "the OTLP exporter did not flush"
        expected = len(self.local_spans(trace_id))
        spans = wait_for_trace(self.query_url, trace_id, min_spans=expected, timeout=30, api="v3")
        if api != "v3":
            spans = fetch_trace(self.query_url, trace_id, api=api)
        assert len(spans) == expected
        return spans


@pytest.fixture(params=["grpc", "http"])
def pipeline(request: pytest.FixtureRequest, collector: Any) -> Iterator[Pipeline]:
    made = Pipeline(request.param, collector)
    yield made
    made.provider.shutdown()


# --- the agent runs ----------------------------------------------------------------------------


def tools_llm_and_events(provider: TracerProvider) -> tuple[str, EvaluationEvidence]:
    """Tool calls (one failing), an LLM call, a wrapped tool and custom events, inside `with`."""
    with monitor("What is 2 + 2? Ünïcödé ✓", agent_name="calc-agent", tracer_provider=provider) as recorder:
        recorder.record_tool_call("calculator", {"expression": "2 + 2", "precision": 0.5}, call_id="call-1")
        recorder.record_tool_output("calculator", {"value": 4, "exact": True}, call_id="call-1")
        recorder.record_tool_call("search", {"q": "weather", "filters": [1, 2.5, None, True]})
        recorder.record_event("retry", attempt=2, reason="timeout")
        recorder.record_tool_output("search", None, error="timeout after 3s")
        recorder.record_llm_call("gpt-4o", {"prompt_tokens": 120, "completion_tokens": 80, "total_tokens": 200})
        recorder.record_llm_call(None, {"prompt_tokens": 5, "completion_tokens": 1, "cached": "yes"})
        recorder.record_event("decision_made", choice="answer", confidence=0.9, nested={"path": ["a", 1]})
        adder = recorder.wrap_tool("adder", lambda a, b=0: a + b)
        adder(2, b=2)
        evidence = recorder.finish("4")
    return recorder.trace_id, evidence


def exception_then_late_finish(provider: TracerProvider) -> tuple[str, EvaluationEvidence]:
    """An exception ends the run inside `with`; `finish()` after the block brings the response."""
    recorder = monitor("Divide 1 by 0", tracer_provider=provider)
    with pytest.raises(ZeroDivisionError):
        with recorder:
            recorder.record_tool_call("divide", {"a": 1, "b": 0}, call_id="d-1")
            recorder.record_tool_output("divide", None, call_id="d-1", error="division by zero")
            recorder.record_tool_call("never_answered", {})
            1 / 0
    evidence = recorder.finish("I could not divide.", prompt="Divide 1 by 0, please")
    return recorder.trace_id, evidence


RUNS: dict[str, Callable[[TracerProvider], tuple[str, EvaluationEvidence]]] = {
    "tools_llm_and_events": tools_llm_and_events,
    "exception_then_late_finish": exception_then_late_finish,
}


# --- comparisons ---------------------------------------------------------------------------------


def _assert_same_data(stored: Any, local: Any, tolerance: float, path: str = "evidence") -> None:
    """Equal JSON data, except that floats under 'timestamp'/'latency' may differ by `tolerance`."""
    if isinstance(local, dict):
        assert isinstance(stored, dict) and stored.keys() == local.keys(), f"{path}: {stored!r} != {local!r}"
        for key in local:
            _assert_same_data(stored[key], local[key], tolerance, f"{path}.{key}")
    elif isinstance(local, list):
        assert isinstance(stored, list) and len(stored) == len(local), f"{path}: {stored!r} != {local!r}"
        for i, (a, b) in enumerate(zip(stored, local)):
            _assert_same_data(a, b, tolerance, f"{path}[{i}]")
    elif path.endswith((".timestamp", ".latency")) and isinstance(local, float):
        assert isinstance(stored, float) and math.isclose(stored, local, rel_tol=0, abs_tol=tolerance), (
            f"{path}: {stored!r} != {local!r} (tolerance {tolerance})"
        )
    else:
        assert stored == local and type(stored) is type(local), f"{path}: {stored!r} != {local!r}"


def _view(span: ReadableSpan, microseconds: bool) -> dict:
    """Everything of a span that storage must keep; times floored to µs for /api/traces."""
    def t(ns: int | None) -> int | None:
        return ns // 1000 if microseconds and ns is not None else ns

    def attrs(mapping: Any) -> dict:
        # /api/traces carries array attributes as JSON text
        return {k: json.dumps(list(v), separators=(",", ":")) if microseconds and isinstance(v, tuple) else v
                for k, v in dict(mapping or {}).items()}

    return {
        "name": span.name,
        "kind": span.kind,
        "parent": span.parent.span_id if span.parent else None,
        "start": t(span.start_time),
        "attributes": attrs(span.attributes),
        "events": [(e.name, t(e.timestamp), attrs(e.attributes)) for e in span.events],
        "status": (span.status.status_code, span.status.description),
        "service": span.resource.attributes.get("service.name"),
        "scope": span.instrumentation_scope.name if span.instrumentation_scope else None,
    }


# --- tests ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("run", list(RUNS))
@pytest.mark.parametrize("api", ["v3", "v1"])
def test_jaeger_stores_the_trace_the_application_ended(pipeline: Pipeline, run: str, api: str) -> None:
    trace_id, _ = RUNS[run](pipeline.provider)
    local = {s.context.span_id: s for s in pipeline.local_spans(trace_id)}
    stored = {s.context.span_id: s for s in pipeline.stored_spans(trace_id, api)}
    assert stored.keys() == local.keys()
    microseconds = api == "v1"
    for span_id, span in local.items():
        got = stored[span_id]
        assert _view(got, microseconds) == _view(span, microseconds), f"span {span.name!r} changed in storage"
        duration_ns = span.end_time - span.start_time
        assert abs((got.end_time - got.start_time) - duration_ns) < (1000 if microseconds else 1)


@pytest.mark.parametrize("api", ["v3", "v1"])
def test_stored_trace_has_the_agent_shape(pipeline: Pipeline, api: str) -> None:
    trace_id, _ = tools_llm_and_events(pipeline.provider)
    spans = pipeline.stored_spans(trace_id, api)
    (root,) = [s for s in spans if s.parent is None]
    children = [s for s in spans if s.parent is not None]
    assert root.name == "agent"
    assert root.attributes["gen_ai.operation.name"] == "invoke_agent"
    assert root.attributes["gen_ai.agent.name"] == "calc-agent"
    assert root.resource.attributes["service.name"] == pipeline.service
    assert {s.parent.span_id for s in children} == {root.context.span_id}
    assert sorted(s.name for s in children) == sorted(
        ["execute_tool calculator", "execute_tool search", "chat gpt-4o", "chat", "execute_tool adder"]
    )
    by_name = {s.name: s for s in children}
    calculator = by_name["execute_tool calculator"]
    assert calculator.attributes["gen_ai.operation.name"] == "execute_tool"
    assert calculator.attributes["gen_ai.tool.name"] == "calculator"
    assert calculator.attributes["gen_ai.tool.call.id"] == "call-1"
    assert json.loads(calculator.attributes["gen_ai.tool.call.arguments"]) == {"expression": "2 + 2", "precision": 0.5}
    assert calculator.status.status_code is not StatusCode.ERROR
    search = by_name["execute_tool search"]
    assert search.status.status_code is StatusCode.ERROR
    assert "error.type" in search.attributes
    chat = by_name["chat gpt-4o"]
    assert chat.kind is SpanKind.CLIENT
    assert chat.attributes["gen_ai.operation.name"] == "chat"
    assert chat.attributes["gen_ai.request.model"] == "gpt-4o"
    assert chat.attributes["gen_ai.usage.input_tokens"] == 120
    assert chat.attributes["gen_ai.usage.output_tokens"] == 80
    assert by_name["execute_tool adder"].attributes["gen_ai.tool.call.id"] == "adder-3"  # n counts all tool calls
    assert [e.name for e in root.events] == ["retry", "decision_made"]
    # the service's traces are found by searching, too
    found = find_traces(pipeline.query_url, pipeline.service, lookback=600, api=api)
    assert [f"{t[0].context.trace_id:032x}" for t in found] == [trace_id]


@pytest.mark.parametrize("run", list(RUNS))
@pytest.mark.parametrize("api", ["v3", "v1"])
def test_evidence_rebuilt_from_jaeger_equals_in_process_evidence(pipeline: Pipeline, run: str, api: str) -> None:
    trace_id, evidence = RUNS[run](pipeline.provider)
    (rebuilt,) = evidence_from_spans(pipeline.stored_spans(trace_id, api))
    _assert_same_data(rebuilt.to_dict(), evidence.to_dict(), 0.0 if api == "v3" else JAEGER_PRECISION_S)
    if api == "v3":
        assert rebuilt == evidence
    assert rebuilt.evidence_level == "fully_instrumented"
    assert span_refs(rebuilt) == span_refs(evidence)


def test_in_process_evidence_is_what_the_runs_recorded(pipeline: Pipeline) -> None:
    """Guards the comparisons above against comparing two empty things."""
    _, evidence = tools_llm_and_events(pipeline.provider)
    assert [c.tool for c in evidence.tool_calls] == ["calculator", "search", "adder"]
    assert [o.error for o in evidence.tool_outputs] == [None, "timeout after 3s", None]
    assert evidence.metrics.token_usage == {
        "prompt_tokens": 125, "completion_tokens": 81, "total_tokens": 200, "cached": "yes"
    }
    assert evidence.metrics.retries == 1
    assert evidence.metrics.errors == ["timeout after 3s"]
    assert [e["event"] for e in evidence.trace][0] == "agent_start"
    assert evidence.response == "4"
    _, failed = exception_then_late_finish(pipeline.provider)
    assert failed.response == "I could not divide." and failed.prompt == "Divide 1 by 0, please"
    assert failed.metrics.errors == ["division by zero", "division by zero"]
