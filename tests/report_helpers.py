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


def recorded(prompt: str, body: Callable[[EvidenceRecorder], str], service: str = "report-test") -> ReportRun:
    """Run `body` under monitor(), score it (the verdict span lands in the same trace), keep the spans."""
    from opentelemetry.sdk.resources import SERVICE_NAME, Resource

    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({SERVICE_NAME: service}), shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with monitor(prompt, tracer_provider=provider) as recorder:
        answer = body(recorder)
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
