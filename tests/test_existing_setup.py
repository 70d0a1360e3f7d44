"""Fitting next to an existing OTel setup (README: "Next to an existing OTel setup").

The global tracer provider can be set only once per process, so every test that touches it runs
its scenario in a fresh Python subprocess and reports back as JSON on its last line.
"""

from __future__ import annotations

import gzip
import http.server
import json
import subprocess
import sys
import textwrap
import threading

import pytest
from opentelemetry import trace
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import ExportTraceServiceRequest
from opentelemetry.sdk.trace.sampling import ALWAYS_OFF, ALWAYS_ON, ParentBased, TraceIdRatioBased
from opentelemetry.trace import NonRecordingSpan, SpanContext, TraceFlags

from critiqor import EvaluationEvidence, EvidenceSpanProcessor, evidence_from_spans, monitor
from child_env import child_env


def _evidence_processors(provider) -> list:
    return [p for p in provider._active_span_processor._span_processors if isinstance(p, EvidenceSpanProcessor)]


def _run_script(script: str, timeout: float = 60, **env: str) -> dict:
    proc = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(script)],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=child_env(**env),
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


AGENT_RUN = """
def agent_run(prompt):
    from critiqor import monitor
    with monitor(prompt) as rec:
        rec.record_tool_call("calculator", {"expression": "2 + 2"}, call_id="c1")
        rec.record_tool_output("calculator", "4", call_id="c1")
        rec.record_llm_call("m", {"prompt_tokens": 2, "completion_tokens": 1})
        return rec.finish("4")
"""


# --- the application's own SDK provider --------------------------------------------------------


def test_monitor_uses_the_global_sdk_provider_and_adds_the_processor_once():
    result = _run_script(
        AGENT_RUN
        + """
import json
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from critiqor import EvidenceSpanProcessor, evidence_from_spans

exporter = InMemorySpanExporter()
provider = TracerProvider()
provider.add_span_processor(SimpleSpanProcessor(exporter))
trace.set_tracer_provider(provider)

first = agent_run("one")
second = agent_run("two")
processors = [p for p in provider._active_span_processor._span_processors if isinstance(p, EvidenceSpanProcessor)]
rebuilt = evidence_from_spans(list(exporter.get_finished_spans()))
print(json.dumps({
    "processors": len(processors),
    "exported": sorted(s.name for s in exporter.get_finished_spans()),
    "same": [e.to_dict() for e in rebuilt] == [first.to_dict(), second.to_dict()],
    "prompts": [e.prompt for e in rebuilt],
    "global_is_app": trace.get_tracer_provider() is provider,
}))
"""
    )
    assert result["processors"] == 1
    assert result["exported"] == sorted(["agent", "execute_tool calculator", "chat m"] * 2)
    assert result["same"] is True
    assert result["prompts"] == ["one", "two"]
    assert result["global_is_app"] is True


def test_monitor_reuses_an_evidence_processor_the_application_added():
    result = _run_script(
        AGENT_RUN
        + """
import json
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from critiqor import EvidenceSpanProcessor

got = []
provider = TracerProvider()
provider.add_span_processor(EvidenceSpanProcessor(on_evidence=got.append))
trace.set_tracer_provider(provider)
ev = agent_run("p")
processors = [p for p in provider._active_span_processor._span_processors if isinstance(p, EvidenceSpanProcessor)]
print(json.dumps({"processors": len(processors), "got": [e.to_dict() for e in got] == [ev.to_dict()]}))
"""
    )
    assert result == {"processors": 1, "got": True}


def test_an_explicit_provider_gets_the_processor_once(provider, exporter):
    evs = []
    for i in range(3):
        with monitor(f"p{i}", tracer_provider=provider) as rec:
            rec.record_tool_call("t", {"i": i})
            evs.append(rec.finish("r"))
    assert len(_evidence_processors(provider)) == 1
    assert evidence_from_spans(list(exporter.get_finished_spans())) == evs


def test_monitor_with_an_explicit_provider_leaves_the_global_one_alone(provider):
    before = trace.get_tracer_provider()
    monitor("p", tracer_provider=provider).finish("r")
    assert trace.get_tracer_provider() is before


# --- no provider configured ------------------------------------------------------------------------


def test_without_a_provider_monitor_works_on_a_private_one_and_leaves_the_global_alone():
    result = _run_script(
        AGENT_RUN
        + """
import json
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

ev = agent_run("private")
proxy_after_run = type(trace.get_tracer_provider()).__name__

# the application can still install its own provider afterwards, and monitor() then uses it
exporter = InMemorySpanExporter()
provider = TracerProvider()
provider.add_span_processor(SimpleSpanProcessor(exporter))
trace.set_tracer_provider(provider)
installed = trace.get_tracer_provider() is provider
ev2 = agent_run("after setup")
print(json.dumps({
    "evidence": ev.to_dict(),
    "proxy_after_run": proxy_after_run,
    "installed": installed,
    "exported_after_setup": sorted(s.name for s in exporter.get_finished_spans()),
    "second_ok": ev2.prompt == "after setup" and len(ev2.tool_calls) == 1,
}))
"""
    )
    ev = EvaluationEvidence.from_dict(result["evidence"])
    assert ev.prompt == "private" and ev.response == "4"
    assert [(t.tool, t.args, t.id) for t in ev.tool_calls] == [("calculator", {"expression": "2 + 2"}, "c1")]
    assert [(o.output, o.call_id) for o in ev.tool_outputs] == [("4", "c1")]
    assert ev.metrics.token_usage == {"prompt_tokens": 2, "completion_tokens": 1}
    assert ev.evidence_level == "fully_instrumented"
    assert result["proxy_after_run"] == "ProxyTracerProvider"
    assert result["installed"] is True
    assert result["exported_after_setup"] == ["agent", "chat m", "execute_tool calculator"]
    assert result["second_ok"] is True


class _OtlpSink:
    """A tiny OTLP/HTTP receiver on 127.0.0.1 that keeps the span names it was sent."""

    def __init__(self) -> None:
        sink = self
        self.span_names: list[str] = []
        self.requests = 0

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server API
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                request = ExportTraceServiceRequest.FromString(body)
                sink.requests += 1
                for resource_spans in request.resource_spans:
                    for scope_spans in resource_spans.scope_spans:
                        sink.span_names.extend(s.name for s in scope_spans.spans)
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.endpoint = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


def test_without_a_provider_the_otel_environment_turns_on_otlp_export():
    with _OtlpSink() as sink:
        _run_script(
            AGENT_RUN + "\nimport json\nagent_run('exported')\nprint(json.dumps({}))\n",
            OTEL_EXPORTER_OTLP_ENDPOINT=sink.endpoint,
            OTEL_EXPORTER_OTLP_PROTOCOL="http/protobuf",
        )
    assert sorted(sink.span_names) == ["agent", "chat m", "execute_tool calculator"]


def test_without_a_provider_and_without_otel_environment_nothing_is_exported():
    with _OtlpSink() as sink:
        _run_script(
            AGENT_RUN + "\nimport json\nagent_run('quiet')\nprint(json.dumps({}))\n",
            OTEL_EXPORTER_OTLP_ENDPOINT=sink.endpoint,
            OTEL_EXPORTER_OTLP_PROTOCOL="http/protobuf",
            OTEL_TRACES_EXPORTER="none",
        )
    assert sink.requests == 0


# --- configure() -----------------------------------------------------------------------------------


def test_configure_sets_up_a_fresh_application_with_otlp_export_and_the_processor():
    with _OtlpSink() as sink:
        result = _run_script(
            AGENT_RUN
            + f"""
import json
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
import critiqor

provider = critiqor.configure("my-service", endpoint={sink.endpoint!r}, protocol="http/protobuf")
ev = agent_run("configured")
processors = [p for p in provider._active_span_processor._span_processors if isinstance(p, critiqor.EvidenceSpanProcessor)]
provider.force_flush()
print(json.dumps({{
    "is_sdk": isinstance(provider, TracerProvider),
    "service": provider.resource.attributes.get("service.name"),
    "processors": len(processors),
    "global": trace.get_tracer_provider() is provider,
    "tools": len(ev.tool_calls),
}}))
"""
        )
    assert result == {"is_sdk": True, "service": "my-service", "processors": 1, "global": True, "tools": 1}
    assert sorted(sink.span_names) == ["agent", "chat m", "execute_tool calculator"]


def test_configure_with_grpc_returns_a_provider_without_needing_a_collector():
    result = _run_script(
        """
import json
import critiqor
from opentelemetry.sdk.trace import TracerProvider
provider = critiqor.configure("svc", endpoint="http://127.0.0.1:9", protocol="grpc")
print(json.dumps({"is_sdk": isinstance(provider, TracerProvider), "service": provider.resource.attributes.get("service.name")}))
""",
        timeout=60,
    )
    assert result == {"is_sdk": True, "service": "svc"}


# --- sampled-out runs ----------------------------------------------------------------------------


def _program(rec) -> None:
    rec.record_tool_call("search", {"q": "otel"}, call_id="s1")
    rec.record_llm_call("gpt-4o", {"prompt_tokens": 5, "completion_tokens": 2, "total_tokens": 7})
    rec.record_tool_output("search", {"hits": [1, 2]}, call_id="s1")
    rec.record_tool_output("ghost", None, error="orphan error")
    rec.record_event("retry", attempt=1)
    rec.record_event("decision", choice="b")
    rec.record_tool_call("unanswered", {"x": 1})


def _untimed(ev: EvaluationEvidence) -> dict:
    data = ev.to_dict()
    for item in data["tool_calls"] + data["tool_outputs"] + data["trace"]:
        item.pop("timestamp")
    data["metrics"].pop("latency")
    return data


@pytest.mark.parametrize(
    "sampler",
    [ALWAYS_OFF, ParentBased(TraceIdRatioBased(0)), TraceIdRatioBased(0)],
    ids=["always_off", "parent_based_ratio_0", "ratio_0"],
)
def test_a_sampled_out_run_is_rebuilt_in_full_and_not_exported(make_provider, sampler):
    kept_provider, _ = make_provider(sampler=ALWAYS_ON)
    with monitor("p", agent_name="a", tracer_provider=kept_provider) as rec:
        _program(rec)
        reference = rec.finish("r")

    provider, exporter = make_provider(sampler=sampler)
    got: list[EvaluationEvidence] = []
    provider.add_span_processor(EvidenceSpanProcessor(on_evidence=got.append))
    with monitor("p", agent_name="a", tracer_provider=provider) as rec:
        _program(rec)
        ev = rec.finish("r")
    assert exporter.get_finished_spans() == ()
    assert _untimed(ev) == _untimed(reference)
    assert ev.metrics.latency is not None and ev.metrics.latency >= 0
    assert got == [ev]


def test_a_run_under_an_unsampled_remote_parent_is_rebuilt_but_not_exported(make_provider):
    from opentelemetry import context as otel_context

    provider, exporter = make_provider(sampler=ParentBased(ALWAYS_ON))
    parent = SpanContext(trace_id=0x1234, span_id=0x5678, is_remote=True, trace_flags=TraceFlags(0))
    token = otel_context.attach(trace.set_span_in_context(NonRecordingSpan(parent)))
    try:
        with monitor("p", tracer_provider=provider) as rec:
            _program(rec)
            ev = rec.finish("r")
    finally:
        otel_context.detach(token)
    assert exporter.get_finished_spans() == ()
    assert [t.tool for t in ev.tool_calls] == ["search", "unanswered"]
    assert [o.tool for o in ev.tool_outputs] == ["search", "ghost"]
    assert ev.metrics.retries == 1 and ev.metrics.errors == ["orphan error"]


def test_a_sampled_out_run_leaves_the_applications_own_spans_unrecorded(make_provider):
    provider, exporter = make_provider(sampler=ALWAYS_OFF)
    monitor(tracer_provider=provider).finish()  # the recorder has been set up on this provider
    with provider.get_tracer("app").start_as_current_span("GET /") as span:
        assert not span.is_recording()
    assert exporter.get_finished_spans() == ()


def test_a_sampled_out_run_without_a_with_block_is_rebuilt(make_provider):
    provider, exporter = make_provider(sampler=ALWAYS_OFF)
    rec = monitor("p", tracer_provider=provider)
    _program(rec)
    ev = rec.finish("r")
    assert exporter.get_finished_spans() == ()
    assert len(ev.tool_calls) == 2 and len(ev.tool_outputs) == 2


def test_a_provider_that_is_not_an_sdk_provider_does_not_break_the_run():
    ev = monitor("p", tracer_provider=trace.NoOpTracerProvider()).finish("r")
    assert (ev.prompt, ev.response) == ("p", "r")
    assert ev.evidence_level == "fully_instrumented"
