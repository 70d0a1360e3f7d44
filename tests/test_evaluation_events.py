"""The verdict as GenAI `gen_ai.evaluation.result` events: one per score and per failure cause,
parented to the evaluated agent span; through the Logs API when the application has an SDK
LoggerProvider, else as events on the verdict span. The rebuild ignores them."""

from __future__ import annotations

from opentelemetry import _logs
from opentelemetry.sdk._logs import LoggerProvider
from opentelemetry.sdk._logs.export import InMemoryLogRecordExporter, SimpleLogRecordProcessor

from critiqor import evidence_from_spans, monitor
from critiqor.scoring import Critiqor
from critiqor.scoring import evaluation_events as ev
from critiqor.wire import EVALUATE_SPAN_NAME


def _run(provider):
    with monitor("Weather in Paris?", tracer_provider=provider) as recorder:
        recorder.record_tool_call("weather", {"city": "Paris"}, call_id="w1")
        recorder.record_tool_output("weather", None, call_id="w1", error="HTTP 503")
        return recorder.finish("It is sunny in Paris.")


def _expected(result):
    names = ["trust_score", *result.critique.scores, *(c.type for c in result.failure_causes)]
    return names


def test_without_a_logger_provider_the_results_are_events_on_the_verdict_span(provider, exporter):
    evidence = _run(provider)
    result = Critiqor().evaluate(evidence=evidence)
    [verdict] = [s for s in exporter.get_finished_spans() if s.name == EVALUATE_SPAN_NAME]
    events = [e for e in verdict.events if e.name == ev.EVALUATION_EVENT]
    assert [e.attributes[ev.EVALUATION_NAME] for e in events] == _expected(result)
    assert events[0].attributes[ev.SCORE_VALUE] == result.confidence
    assert events[0].attributes[ev.SCORE_LABEL] == result.trust_level
    cause = result.failure_causes[0]
    [cause_event] = [e for e in events if e.attributes[ev.EVALUATION_NAME] == cause.type]
    assert cause_event.attributes[ev.EXPLANATION] == cause.description
    assert cause_event.attributes[ev.SCORE_LABEL] == cause.severity
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


def test_with_an_sdk_logger_provider_the_results_are_log_records_in_the_agent_span(provider, exporter, monkeypatch):
    logs = InMemoryLogRecordExporter()
    logger_provider = LoggerProvider()
    logger_provider.add_log_record_processor(SimpleLogRecordProcessor(logs))
    monkeypatch.setattr(_logs, "get_logger_provider", lambda: logger_provider)
    evidence = _run(provider)
    result = Critiqor().evaluate(evidence=evidence)
    [root] = [s for s in exporter.get_finished_spans() if s.name == "agent"]
    records = [item.log_record for item in logs.get_finished_logs()]
    assert [r.attributes[ev.EVALUATION_NAME] for r in records] == _expected(result)
    assert all(r.event_name == ev.EVALUATION_EVENT for r in records)
    assert {(r.trace_id, r.span_id) for r in records} == {(root.context.trace_id, root.context.span_id)}
    [verdict] = [s for s in exporter.get_finished_spans() if s.name == EVALUATE_SPAN_NAME]
    assert not [e for e in verdict.events if e.name == ev.EVALUATION_EVENT]
