"""Agent runs written by other instrumentation are rebuilt field by field: from the spans a live
provider finished, after an OTLP JSON round trip, and live by the EvidenceSpanProcessor."""

from __future__ import annotations

import json

import pytest
from opentelemetry.trace import Status, StatusCode

import producers
from critiqor import EvidenceSpanProcessor, evidence_from_spans
from critiqor.storage import otlp_json_from_spans, spans_from_otlp_json

# Arguments each producer records for the n-th call of `weather`.
ARGS = {
    "util_genai": lambda city, attempt: {"city": city},
    "handwritten": lambda city, attempt: {"city": city, "units": ["C", {"precision": [1]}]},  # nested arrays
    "openinference": lambda city, attempt: {"city": city},
    "openinference_dual": lambda city, attempt: {"city": city},
    "openllmetry": lambda city, attempt: {"args": [], "kwargs": {"city": city}},
}
RUNS = {
    "util_genai": producers.util_genai_run,
    "handwritten": producers.handwritten_genai_run,
    "openinference": producers.openinference_run,
    "openinference_dual": lambda provider: producers.openinference_run(provider, dual_write=True),
    "openllmetry": producers.openllmetry_run,
}


def _assert_the_run(evidence, producer: str) -> None:
    assert evidence.prompt == producers.PROMPT
    assert evidence.response == producers.ANSWER
    assert [c.tool for c in evidence.tool_calls] == ["weather"] * 3
    assert [c.args for c in evidence.tool_calls] == [ARGS[producer](city, n) for n, city in enumerate(producers.CITIES)]
    assert [o.output for o in evidence.tool_outputs] == list(producers.RESULTS)
    assert [o.error for o in evidence.tool_outputs] == [None, producers.ERROR, None]
    assert evidence.metrics.errors == [producers.ERROR]
    assert evidence.metrics.retries == 1
    usage = evidence.metrics.token_usage
    assert (usage["input_tokens"], usage["output_tokens"]) == (30, 13)
    assert evidence.metrics.latency is not None and evidence.metrics.latency > 0
    assert [e["event"] for e in evidence.trace if e["event"] == "llm_call"] == ["llm_call", "llm_call"]
    assert evidence.trace[0]["event"] == "agent_start" and evidence.trace[-1]["event"] == "agent_finish"
    assert evidence.evidence_level == "fully_instrumented"
    assert evidence.content_absent == ()
    assert all(c.timestamp <= o.timestamp for c, o in zip(evidence.tool_calls, evidence.tool_outputs))


@pytest.mark.parametrize("producer", sorted(RUNS))
def test_foreign_run_is_rebuilt_field_by_field_from_finished_spans(producer, provider, exporter):
    RUNS[producer](provider)
    runs = evidence_from_spans(exporter.get_finished_spans())
    assert len(runs) == 1
    _assert_the_run(runs[0], producer)


@pytest.mark.parametrize("producer", sorted(RUNS))
def test_foreign_run_is_the_same_after_an_otlp_json_round_trip(producer, provider, exporter):
    RUNS[producer](provider)
    spans = exporter.get_finished_spans()
    stored = spans_from_otlp_json(json.loads(json.dumps(otlp_json_from_spans(spans))))
    [live] = evidence_from_spans(spans)
    [loaded] = evidence_from_spans(stored)
    assert loaded == live
    _assert_the_run(loaded, producer)


@pytest.mark.parametrize("producer", sorted(RUNS))
def test_foreign_run_is_rebuilt_live_by_the_processor_once(producer, provider, exporter):
    seen = []
    processor = EvidenceSpanProcessor(seen.append)
    provider.add_span_processor(processor)
    RUNS[producer](provider)
    assert len(seen) == 1
    _assert_the_run(seen[0], producer)
    assert seen == evidence_from_spans(exporter.get_finished_spans())
    assert processor.pending_span_count == 0 and processor.pending_run_count == 0


def _structured(value):
    """An OTLP JSON AnyValue holding `value` as a structured (array / key-value list) value."""
    if isinstance(value, dict):
        return {"kvlistValue": {"values": [{"key": k, "value": _structured(v)} for k, v in value.items()]}}
    if isinstance(value, list):
        return {"arrayValue": {"values": [_structured(v) for v in value]}}
    if isinstance(value, bool):
        return {"boolValue": value}
    if isinstance(value, int):
        return {"intValue": str(value)}
    return {"stringValue": value}


_CONTENT_KEYS = {
    "gen_ai.input.messages",
    "gen_ai.output.messages",
    "gen_ai.system_instructions",
    "gen_ai.tool.call.arguments",
    "gen_ai.tool.call.result",
}


def test_genai_content_as_structured_values_reads_like_json_strings(provider, exporter):
    producers.handwritten_genai_run(provider)
    spans = exporter.get_finished_spans()
    document = otlp_json_from_spans(spans)
    for resource in document["resourceSpans"]:
        for scope in resource["scopeSpans"]:
            for span in scope["spans"]:
                for attribute in span["attributes"]:
                    if attribute["key"] in _CONTENT_KEYS:
                        attribute["value"] = _structured(json.loads(attribute["value"]["stringValue"]))
    [structured] = evidence_from_spans(spans_from_otlp_json(document))
    _assert_the_run(structured, "handwritten")
    assert structured == evidence_from_spans(spans)[0]


def test_without_content_capture_the_run_keeps_structure_and_names_what_is_absent(provider, exporter):
    producers.util_genai_run(provider, capture=False)
    [evidence] = evidence_from_spans(exporter.get_finished_spans())
    assert (evidence.prompt, evidence.response) == ("", "")
    assert [c.tool for c in evidence.tool_calls] == ["weather"] * 3
    assert [c.args for c in evidence.tool_calls] == [{}, {}, {}]
    assert [o.output for o in evidence.tool_outputs] == [None, None, None]
    assert [o.error for o in evidence.tool_outputs] == [None, producers.ERROR, None]
    assert evidence.metrics.retries == 1
    assert evidence.metrics.token_usage == {"input_tokens": 30, "output_tokens": 13}
    assert evidence.metrics.latency > 0
    assert evidence.content_absent == ("prompt", "response", "tool_args", "tool_outputs")


def test_openinference_with_hidden_inputs_and_outputs_names_them_absent(provider, exporter):
    producers.openinference_run(provider, hidden=True)
    [evidence] = evidence_from_spans(exporter.get_finished_spans())
    assert (evidence.prompt, evidence.response) == ("", "")
    assert [c.args for c in evidence.tool_calls] == [{}, {}, {}]
    assert [o.error for o in evidence.tool_outputs] == [None, producers.ERROR, None]
    assert evidence.metrics.token_usage["input_tokens"] == 30
    assert evidence.content_absent == ("prompt", "response", "tool_args", "tool_outputs")


def test_tool_and_llm_spans_without_an_agent_span_are_one_run_rooted_at_the_top_span(provider, exporter):
    tracer = provider.get_tracer("plain")
    with tracer.start_as_current_span("handle request") as top:
        with tracer.start_as_current_span("step"):
            tracer.start_span("chat m", attributes={"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 3}).end()
        tracer.start_span("execute_tool t", attributes={"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "t"}).end()
    tracer.start_span("unrelated").end()
    [evidence] = evidence_from_spans(exporter.get_finished_spans())
    assert evidence.span_refs.root_span_id == format(top.get_span_context().span_id, "016x")
    assert [e["event"] for e in evidence.trace] == ["agent_start", "llm_call", "tool_start", "tool_end", "agent_finish"]
    assert evidence.metrics.token_usage == {"input_tokens": 3}


def test_a_nested_agent_is_its_own_run_and_a_pure_wrapper_is_none(provider, exporter):
    tracer = provider.get_tracer("nested")
    agent = {"gen_ai.operation.name": "invoke_agent"}
    with tracer.start_as_current_span("invoke_agent outer", attributes=agent):
        tracer.start_span("execute_tool a", attributes={"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "a"}).end()
        with tracer.start_as_current_span("group"):
            with tracer.start_as_current_span("invoke_agent inner", attributes=agent):
                with tracer.start_as_current_span("deeper"):
                    tracer.start_span("execute_tool b", attributes={"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "b"}).end()
    with tracer.start_as_current_span("wrapper.workflow", attributes={"traceloop.span.kind": "workflow"}):
        with tracer.start_as_current_span("invoke_agent only", attributes=agent):
            tracer.start_span("execute_tool c", attributes={"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "c"}).end()
    runs = evidence_from_spans(exporter.get_finished_spans())
    assert [[c.tool for c in run.tool_calls] for run in runs] == [["a"], ["b"], ["c"]]


def test_own_spans_whose_critiqor_attributes_were_stripped_rebuild_as_a_genai_trace(provider, exporter):
    from critiqor import monitor

    with monitor(producers.PROMPT, tracer_provider=provider) as run:
        run.record_llm_call("m", {"input_tokens": 4, "output_tokens": 2})
        run.record_tool_call("weather", {"city": "Paris"}, call_id="c1")
        run.record_tool_output("weather", {"temp": 21}, call_id="c1")
        run.record_tool_call("weather", {"city": "Rome"}, call_id="c2")
        run.record_tool_output("weather", None, call_id="c2", error=producers.ERROR)
        evidence = run.finish(producers.ANSWER)
    document = otlp_json_from_spans(exporter.get_finished_spans())
    for resource in document["resourceSpans"]:
        for scope in resource["scopeSpans"]:
            for span in scope["spans"]:
                span["attributes"] = [a for a in span["attributes"] if not a["key"].startswith("critiqor.")]
                for event in span.get("events", []):
                    event["attributes"] = [a for a in event["attributes"] if not a["key"].startswith("critiqor.")]
    [stripped] = evidence_from_spans(spans_from_otlp_json(document))
    assert (stripped.prompt, stripped.response) == (producers.PROMPT, producers.ANSWER)
    assert stripped.tool_calls == [c for c in evidence.tool_calls]
    assert [(o.tool, o.output, o.call_id, o.error) for o in stripped.tool_outputs] == [
        (o.tool, o.output, o.call_id, o.error) for o in evidence.tool_outputs
    ]
    assert stripped.metrics.token_usage == {"input_tokens": 4, "output_tokens": 2}
    assert stripped.content_absent == ()


def test_scoring_skips_checks_on_absent_content_and_lowers_confidence_instead(provider, exporter):
    from critiqor import Critiqor

    producers.util_genai_run(provider, capture=False)
    [blind] = evidence_from_spans(exporter.get_finished_spans())
    exporter.clear()
    producers.util_genai_run(provider, capture=True)
    [seen] = evidence_from_spans(exporter.get_finished_spans())
    blind_result, seen_result = Critiqor().evaluate(evidence=blind), Critiqor().evaluate(evidence=seen)
    blind_causes = {cause.type for cause in blind_result.failure_causes}
    assert not blind_causes & {"empty_response", "unacknowledged_error", "repeated_tool_calls"}
    assert blind_result.evaluation_confidence < seen_result.evaluation_confidence
    assert blind.evidence_level == seen.evidence_level == "fully_instrumented"


def test_a_util_genai_workflow_is_a_run_unless_it_only_wraps_an_agent(provider, exporter):
    from opentelemetry.util.genai.handler import TelemetryHandler

    seen = []
    provider.add_span_processor(EvidenceSpanProcessor(seen.append))
    handler = TelemetryHandler(tracer_provider=provider)
    with handler.workflow("plan"):
        with handler.tool("search"):
            pass
    with handler.workflow("wrapper"):
        with handler.invoke_local_agent(agent_name="inner"):
            with handler.tool("fetch"):
                pass
    runs = evidence_from_spans(exporter.get_finished_spans())
    assert [[c.tool for c in run.tool_calls] for run in runs] == [["search"], ["fetch"]]
    assert [[c.tool for c in run.tool_calls] for run in seen] == [["search"], ["fetch"]]


def test_a_failing_agent_or_llm_span_is_an_error_of_the_run(provider, exporter):
    from openinference.instrumentation import OITracer, TraceConfig

    tracer = OITracer(provider.get_tracer("oi"), config=TraceConfig())

    @tracer.agent(name="broken")
    def agent(question: str) -> str:
        with tracer.start_as_current_span("llm", openinference_span_kind="llm") as span:
            span.set_status(Status(StatusCode.ERROR, "rate limited"))
        raise RuntimeError("gave up")

    with pytest.raises(RuntimeError):
        agent("q")
    [evidence] = evidence_from_spans(exporter.get_finished_spans())
    assert evidence.metrics.errors == ["rate limited", "gave up"]
    assert [e["event"] for e in evidence.trace] == ["agent_start", "llm_call", "error", "error", "agent_finish"]


def test_an_openinference_tool_span_gives_its_call_id(provider, exporter):
    from openinference.instrumentation import OITracer, TraceConfig

    tracer = OITracer(provider.get_tracer("oi"), config=TraceConfig())
    with tracer.start_as_current_span("agent", openinference_span_kind="agent"):
        with tracer.start_as_current_span("lookup", openinference_span_kind="tool") as span:
            span.set_attributes({"tool.name": "lookup", "tool.id": "call_7"})
            span.set_input({"q": 1})
            span.set_output({"a": 2})
    [evidence] = evidence_from_spans(exporter.get_finished_spans())
    assert [(c.tool, c.args, c.id) for c in evidence.tool_calls] == [("lookup", {"q": 1}, "call_7")]
    assert [(o.output, o.call_id) for o in evidence.tool_outputs] == [({"a": 2}, "call_7")]
