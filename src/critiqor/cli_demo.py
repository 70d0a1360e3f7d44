"""`critiqor-otel demo`: the demo agent under monitor(), its evidence and score, and where the trace went."""

from __future__ import annotations

import json
import os
from typing import Sequence

from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from rich.console import Console

from critiqor.demo import DEMO_PROMPT, TripCostAgent
from critiqor.evidence import EvaluationEvidence
from critiqor.recorder import monitor
from critiqor.render import console, evidence_view, result_view
from critiqor.scoring import Critiqor, CritiqorResult
from critiqor.setup import env_protocol, exporters_from_env

__all__ = ["run_demo"]


class CountingExporter(SpanExporter):
    """Passes spans on to `delegate` and counts what it accepted and refused."""

    def __init__(self, delegate: SpanExporter) -> None:
        self.delegate = delegate
        self.exported = 0
        self.failed = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        try:
            result = self.delegate.export(spans)
        except Exception:
            result = SpanExportResult.FAILURE
        if result is SpanExportResult.SUCCESS:
            self.exported += len(spans)
        else:
            self.failed += len(spans)
        return result

    def shutdown(self) -> None:
        self.delegate.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self.delegate.force_flush(timeout_millis)


def _destination(exporter: SpanExporter) -> str:
    name = type(exporter).__name__
    if "OTLP" not in name:
        return name
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") or os.environ.get(
        "OTEL_EXPORTER_OTLP_ENDPOINT", "the default OTLP endpoint"
    )
    return f"OTLP ({env_protocol()}) at {endpoint}"


def _write_report(path: str, kept: InMemorySpanExporter, evidence: EvaluationEvidence, result: CritiqorResult, status: Console) -> bool:
    """Write the demo run's HTML report to `path`; says where it went, or why it did not."""
    from critiqor.report import ReportRun, write_report

    try:
        written = write_report(path, [ReportRun(kept.get_finished_spans(), evidence, result, "demo")])
    except OSError as exc:
        status.print(f"Report NOT written: cannot write {path}: {exc.strerror or exc}", style="bold red", markup=False, soft_wrap=True)
        return False
    status.print(f"Report written to {written} ({written.stat().st_size:,} bytes).", markup=False, soft_wrap=True)
    return True


def run_demo(service_name: str, json_output: bool, report: str | None = None) -> int:
    """Run the demo once (and write its HTML report to `report` when given); returns the exit code."""
    provider = TracerProvider(resource=Resource.create({SERVICE_NAME: service_name}))
    exporters = [CountingExporter(e) for e in exporters_from_env()]
    for exporter in exporters:
        provider.add_span_processor(BatchSpanProcessor(exporter))
    kept = InMemorySpanExporter()
    if report is not None:
        provider.add_span_processor(SimpleSpanProcessor(kept))

    with monitor(DEMO_PROMPT, agent_name="trip-cost-agent", tracer_provider=provider) as recorder:
        answer = TripCostAgent(recorder).run(DEMO_PROMPT)
        evidence = recorder.finish(answer)
    result = Critiqor().evaluate(DEMO_PROMPT, answer, evidence=evidence)
    trace_id = recorder.trace_id
    provider.shutdown()  # flushes the exporters

    out = console()
    # With --json, stdout carries the JSON alone; where the trace went goes to stderr.
    status = console(stderr=True) if json_output else out
    if json_output:
        print(json.dumps({"trace_id": trace_id, "result": result.to_dict()}, indent=2, ensure_ascii=False))
    else:
        out.print(evidence_view(evidence))
        out.print(result_view(result))
    if report is not None and not _write_report(report, kept, evidence, result, status):
        return 1
    if not exporters:
        status.print(
            f"Trace {trace_id} stayed in this process: no exporter is configured. "
            "Set OTEL_EXPORTER_OTLP_ENDPOINT=http://localhost:4317 to send it to a Collector or Jaeger.",
            style="dim",
        )
        return 0
    failed = False
    for exporter in exporters:
        where = _destination(exporter.delegate)
        if exporter.failed or not exporter.exported:
            failed = True
            status.print(f"Trace {trace_id}: export to {where} FAILED ({exporter.failed} spans not accepted). "
                      "Is a Collector or Jaeger listening there?", style="bold red")
        else:
            status.print(f"Trace {trace_id}: {exporter.exported} spans exported to {where}.")
    return 1 if failed else 0
