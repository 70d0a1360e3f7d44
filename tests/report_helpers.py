"""Runs to build reports from: recorded under monitor() on a private provider, scored, spans kept."""

from __future__ import annotations

import time
from typing import Callable

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from critiqor import Critiqor, monitor
from critiqor.demo import DEMO_PROMPT, TripCostAgent
from critiqor.recorder import EvidenceRecorder
from critiqor.report import ReportRun

HOSTILE = '</script><img src=x onerror="window.__pwned=1"><b>bold?</b> & &amp; "quoted" \'single\''


def recorded(prompt: str, body: Callable[..., str], service: str = "report-test", app_tracer: bool = False) -> ReportRun:
    """Run `body(recorder)` under monitor(), score it (the verdict span lands in the same trace),
    keep the spans. With `app_tracer`, `body(recorder, tracer)` also gets a tracer of the same
    provider, for spans the application makes itself."""
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource

    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({SERVICE_NAME: service}), shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with monitor(prompt, tracer_provider=provider) as recorder:
        answer = body(recorder, provider.get_tracer("app")) if app_tracer else body(recorder)
        evidence = recorder.finish(answer)
    result = Critiqor().evaluate(prompt, answer, evidence=evidence)
    provider.shutdown()
    return ReportRun(exporter.get_finished_spans(), evidence, result, "test")


def demo_run() -> ReportRun:
    return recorded(DEMO_PROMPT, lambda rec: TripCostAgent(rec).run(DEMO_PROMPT), service="critiqor-demo")


def clean_run(answer: str = "The answer is 42.") -> ReportRun:
    def body(rec: EvidenceRecorder) -> str:
        rec.record_tool_call("lookup", {"q": "answer"}, call_id="c1")
        time.sleep(0.01)
        rec.record_tool_output("lookup", {"answer": 42}, call_id="c1")
        return answer

    return recorded("What is the answer?", body)


def failing_run() -> ReportRun:
    def body(rec: EvidenceRecorder) -> str:
        for n in range(3):
            rec.record_tool_call("fetch", {"url": "x"}, call_id=f"f{n}")
            time.sleep(0.005)
            rec.record_tool_output("fetch", None, call_id=f"f{n}", error="connection reset")
        return ""

    return recorded("Fetch x", body)


def hostile_run(long_output: str) -> ReportRun:
    def body(rec: EvidenceRecorder) -> str:
        rec.record_tool_call(HOSTILE, {"html": HOSTILE}, call_id="h1")
        rec.record_tool_output(HOSTILE, long_output, call_id="h1")
        rec.record_llm_call("m", {"prompt_tokens": 7, "completion_tokens": 3})
        return HOSTILE

    return recorded(HOSTILE, body)


def nested_run() -> ReportRun:
    """A tool whose work makes spans of its own (HTTP GET, under it a DNS lookup), then an LLM call."""
    from opentelemetry.trace import SpanKind

    def body(rec: EvidenceRecorder, tracer) -> str:
        def fetch_page(url: str) -> str:
            with tracer.start_as_current_span("HTTP GET", kind=SpanKind.CLIENT):
                with tracer.start_as_current_span("dns lookup"):
                    time.sleep(0.005)
                time.sleep(0.005)
            return f"<html>{url}</html>"

        rec.wrap_tool("fetch_page", fetch_page)("https://example.org")
        rec.record_llm_call("m", {"input_tokens": 5, "output_tokens": 2})
        return "fetched"

    return recorded("fetch", body, app_tracer=True)
