"""The verdict in the trace: a `critiqor.evaluate` span under the `agent` span, ignored by the rebuild."""

from __future__ import annotations

import logging

import pytest

from critiqor import evidence_from_spans, monitor, span_refs
from critiqor.wire import EVALUATE_SPAN_NAME
from critiqor.scoring import Critiqor
from critiqor.scoring import verdict as v


def flawed_run(provider):
    """A run with a retry loop, an error the answer hides, and an ignored output."""
    with monitor("Weather in Paris?", tracer_provider=provider) as recorder:
        for n in (1, 2, 3):
            recorder.record_tool_call("weather", {"city": "Paris"}, call_id=f"w{n}")
            recorder.record_tool_output("weather", None, call_id=f"w{n}", error="HTTP 503")
        recorder.record_tool_call("news", {"city": "Paris"}, call_id="n1")
        recorder.record_tool_output("news", "Elections postponed", call_id="n1")
        evidence = recorder.finish("It is sunny in Paris.")
    return evidence


def spans_named(exporter, name):
    return [s for s in exporter.get_finished_spans() if s.name == name]


def test_verdict_span_is_a_child_of_the_agent_span_with_the_scores(provider, exporter):
    evidence = flawed_run(provider)
    result = Critiqor().evaluate(evidence=evidence)
    (root,) = spans_named(exporter, "agent")
    (span,) = spans_named(exporter, EVALUATE_SPAN_NAME)
    assert span.context.trace_id == root.context.trace_id
    assert span.parent.span_id == root.context.span_id
    attrs = span.attributes
    assert attrs[v.TRUST_SCORE] == result.confidence
    assert attrs[v.TRUST_LEVEL] == result.trust_level
    assert attrs[v.EVALUATION_CONFIDENCE] == result.evaluation_confidence
    assert attrs[v.DEPLOYMENT_RECOMMENDATION] == result.deployment_recommendation
    assert attrs[v.EVIDENCE_LEVEL] == "fully_instrumented"
    assert attrs[v.SCORE_PREFIX + "tool_reliability"] == result.critique.tool_reliability


def test_one_event_per_cause_citing_spans_of_the_same_trace(provider, exporter):
    evidence = flawed_run(provider)
    result = Critiqor().evaluate(evidence=evidence)
    (span,) = spans_named(exporter, EVALUATE_SPAN_NAME)
    cause_events = [e for e in span.events if e.name != "gen_ai.evaluation.result"]
    assert [e.name for e in cause_events] == [c.type for c in result.failure_causes]
    assert {"retry_loop", "unacknowledged_error", "ignored_tool_output"} <= {
        e.name for e in cause_events
    }
    ids_in_trace = {format(s.context.span_id, "016x") for s in exporter.get_finished_spans()}
    tool_spans = {format(s.context.span_id, "016x"): s.name for s in exporter.get_finished_spans()}
    for event, cause in zip(cause_events, result.failure_causes):
        assert event.attributes[v.CAUSE_SEVERITY] == cause.severity
        assert event.attributes[v.CAUSE_IMPACT] == cause.impact
        assert event.attributes[v.CAUSE_DESCRIPTION] == cause.description
        assert tuple(event.attributes[v.CAUSE_SPAN_IDS]) == cause.span_ids
        assert set(cause.span_ids) <= ids_in_trace
        assert cause.trace_id == format(span.context.trace_id, "032x")
    ignored = next(c for c in result.failure_causes if c.type == "ignored_tool_output")
    assert [tool_spans[s] for s in ignored.span_ids] == ["execute_tool news"]
    loop = next(c for c in result.failure_causes if c.type == "retry_loop")
    assert [tool_spans[s] for s in loop.span_ids] == ["execute_tool weather"] * 3


def test_rebuild_ignores_the_verdict_span(provider, exporter):
    evidence = flawed_run(provider)
    before = evidence_from_spans(exporter.get_finished_spans())
    Critiqor().evaluate(evidence=evidence)
    after = evidence_from_spans(exporter.get_finished_spans())
    assert len(spans_named(exporter, EVALUATE_SPAN_NAME)) == 1
    assert after == before == [evidence]
    assert span_refs(after[0]) == span_refs(before[0])


def test_overridden_response_still_lands_in_the_live_trace(provider, exporter):
    evidence = flawed_run(provider)
    result = Critiqor().evaluate("Weather in Paris?", "Sorry, the weather service failed.", evidence=evidence)
    (span,) = spans_named(exporter, EVALUATE_SPAN_NAME)
    assert "unacknowledged_error" not in [e.name for e in span.events]
    assert result.evidence.response == "Sorry, the weather service failed."


def test_evaluate_inside_the_block_puts_the_verdict_under_the_open_root(provider, exporter):
    with monitor("Q", tracer_provider=provider) as recorder:
        recorder.record_tool_call("a", {}, call_id="1")
        recorder.record_tool_output("a", "alpha", call_id="1")
        Critiqor().evaluate("Q", "alpha")
        evidence = recorder.finish("alpha")
    (root,) = spans_named(exporter, "agent")
    (span,) = spans_named(exporter, EVALUATE_SPAN_NAME)
    assert span.parent.span_id == root.context.span_id
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]
    assert [c.tool for c in evidence.tool_calls] == ["a"]


def test_run_writes_its_verdict_into_its_trace(provider, exporter, monkeypatch):
    import critiqor.recorder as recorder_module

    real = recorder_module.monitor
    monkeypatch.setattr(recorder_module, "monitor", lambda prompt="", **kw: real(prompt, tracer_provider=provider, **kw))
    result = Critiqor(lambda prompt: "hello").run("hi")
    (span,) = spans_named(exporter, EVALUATE_SPAN_NAME)
    assert span.attributes[v.TRUST_SCORE] == result.confidence


def test_evidence_not_from_a_live_trace_writes_no_span(provider, exporter):
    Critiqor().evaluate("Q", "A", tool_calls=[{"tool": "a"}])
    assert exporter.get_finished_spans() == ()
    evidence = flawed_run(provider)
    stored = evidence_from_spans(exporter.get_finished_spans())[0]  # rebuilt from storage: refs, no recorder
    exporter.clear()
    Critiqor().evaluate(evidence=stored)
    assert span_refs(stored) is not None and stored == evidence
    assert spans_named(exporter, EVALUATE_SPAN_NAME) == []


def test_verdict_trouble_is_logged_and_never_raised(provider, exporter, monkeypatch, caplog):
    evidence = flawed_run(provider)
    import critiqor.recorder as recorder_module

    def broken(evidence):
        raise RuntimeError("tracer gone")

    monkeypatch.setattr(recorder_module, "verdict_target", broken)
    with caplog.at_level(logging.WARNING):
        result = Critiqor().evaluate(evidence=evidence)
    assert result.failure_causes
    assert any("verdict span" in r.getMessage() for r in caplog.records)
    assert spans_named(exporter, EVALUATE_SPAN_NAME) == []


def test_emit_verdict_reports_whether_it_wrote_a_span(provider):
    evidence = flawed_run(provider)
    from critiqor.scoring import score_evidence

    from critiqor.recorder import verdict_target

    result = score_evidence(evidence)
    assert v.emit_verdict(result, verdict_target(evidence)) is True
    copy = evidence.__class__.from_dict(evidence.to_dict())
    assert verdict_target(copy) is None
    assert v.emit_verdict(score_evidence(copy), None) is False


def test_trace_only_causes_cite_the_recorders_spans(provider, exporter, span_clock):
    with pytest.raises(ValueError):
        with monitor("Summarise.", tracer_provider=provider) as recorder:
            for _ in range(4):
                recorder.record_llm_call("m", {"prompt_tokens": 5})
            recorder.record_event("retry", attempt=2)
            slow = recorder.wrap_tool("fetch", lambda: span_clock.advance(0.08) or "page text")
            slow()
            raise ValueError("parser broke")
    evidence = recorder.finish("Here is the summary of the page text.")
    result = Critiqor().evaluate(evidence=evidence)
    names = {format(s.context.span_id, "016x"): s.name for s in exporter.get_finished_spans()}
    cited = {c.type: [names[s] for s in c.span_ids] for c in result.failure_causes}
    assert cited["llm_loop"] == ["chat m"] * 4
    assert cited["latency_hotspot"] == ["execute_tool fetch"]
    retry_index = [e["event"] for e in evidence.trace].index("retry")
    retries = next(c for c in result.failure_causes if c.type == "retries")
    assert retries.span_ids == (span_refs(evidence).trace[retry_index],)
    assert cited["runtime_error"] and "unacknowledged_error" in cited


def test_evidence_rebuilt_from_storage_gets_no_verdict_span_even_while_its_recorder_lives():
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    from critiqor import Critiqor, evidence_from_spans, monitor
    from critiqor.storage import otlp_json_from_spans, spans_from_otlp_json

    provider, exporter = TracerProvider(), InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with monitor("q", tracer_provider=provider) as recorder:
        recorder.record_tool_call("t", {})
        recorder.record_tool_output("t", 1)
        recorder.finish("1")
    [stored] = evidence_from_spans(spans_from_otlp_json(otlp_json_from_spans(exporter.get_finished_spans())))
    Critiqor().evaluate(evidence=stored)
    assert "critiqor.evaluate" not in [s.name for s in exporter.get_finished_spans()]
    assert recorder is not None  # the recorder is alive all along
