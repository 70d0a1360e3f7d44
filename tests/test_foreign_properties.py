"""Property: any sequence of tool and LLM calls written per the GenAI semantic conventions (under an
`invoke_agent` span, at varying depths, through an OTLP round trip) rebuilds to exactly the
calls, outputs, errors, retries and token sums a reference model of the run expects."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from opentelemetry.context import Context
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Status, StatusCode, set_span_in_context

from critiqor import evidence_from_spans
from critiqor.storage import otlp_json_from_spans, spans_from_otlp_json

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

tools = st.sampled_from(["search", "fetch", "calc"])
args = st.dictionaries(st.sampled_from(["q", "n", "x"]), st.integers(-5, 5) | st.text(max_size=5), max_size=2)
results = st.none() | st.integers() | st.text(max_size=8) | st.dictionaries(st.sampled_from(["a", "b"]), st.integers(), max_size=2)
tool_step = st.tuples(st.just("tool"), tools, args, results, st.none() | st.sampled_from(["timeout", "HTTP 503"]), st.integers(0, 2))
llm_step = st.tuples(st.just("llm"), st.integers(0, 50), st.integers(0, 50), st.integers(0, 2))
programs = st.lists(tool_step | llm_step, max_size=8)


def _write(provider, program, prompt: str, answer: str) -> None:
    tracer = provider.get_tracer("property")
    clock = iter(range(1_000_000_000, 10**12, 1_000))  # strictly increasing times: a known order
    agent = tracer.start_span(
        "invoke_agent a",
        context=Context(),
        start_time=next(clock),
        attributes={
            "gen_ai.operation.name": "invoke_agent",
            "gen_ai.input.messages": json.dumps([{"role": "user", "parts": [{"type": "text", "content": prompt}]}]),
            "gen_ai.output.messages": json.dumps([{"role": "assistant", "parts": [{"type": "text", "content": answer}]}]),
        },
    )
    for step in program:
        parents = [agent]
        for _ in range(step[-1]):  # structure spans between the agent and the call
            parents.append(tracer.start_span("step", context=set_span_in_context(parents[-1]), start_time=next(clock)))
        context = set_span_in_context(parents[-1])
        if step[0] == "tool":
            _, tool, call_args, result, error, _ = step
            attrs = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": tool, "gen_ai.tool.call.arguments": json.dumps(call_args)}
            span = tracer.start_span(f"execute_tool {tool}", context=context, start_time=next(clock), attributes=attrs)
            if error is None:
                span.set_attribute("gen_ai.tool.call.result", json.dumps(result))
            else:
                span.set_status(Status(StatusCode.ERROR, error))
            span.end(end_time=next(clock))
        else:
            _, tokens_in, tokens_out, _ = step
            attrs = {"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": tokens_in, "gen_ai.usage.output_tokens": tokens_out}
            tracer.start_span("chat m", context=context, start_time=next(clock), attributes=attrs).end(end_time=next(clock))
        for parent in reversed(parents[1:]):
            parent.end(end_time=next(clock))
    agent.end(end_time=next(clock))


def _model(program):
    calls, outputs, errors, failed = [], [], [], []
    retries, tokens_in, tokens_out, llm_calls = 0, 0, 0, 0
    for step in program:
        if step[0] == "tool":
            _, tool, call_args, result, error, _ = step
            retries += any(t == tool and a == call_args for t, a in failed)
            calls.append((tool, call_args))
            outputs.append((tool, None if error else result, error))
            if error:
                errors.append(error)
                failed.append((tool, call_args))
        else:
            tokens_in, tokens_out, llm_calls = tokens_in + step[1], tokens_out + step[2], llm_calls + 1
    usage = {"input_tokens": tokens_in, "output_tokens": tokens_out} if llm_calls else {}
    return calls, outputs, errors, retries, usage


@SETTINGS
@given(program=programs, prompt=st.text(max_size=10), answer=st.text(max_size=10))
def test_property_genai_runs_rebuild_to_what_the_model_expects(program, prompt, answer):
    provider, exporter = TracerProvider(), InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    _write(provider, program, prompt, answer)
    spans = exporter.get_finished_spans()
    [live] = evidence_from_spans(spans)
    [stored] = evidence_from_spans(spans_from_otlp_json(json.loads(json.dumps(otlp_json_from_spans(spans)))))
    calls, outputs, errors, retries, usage = _model(program)
    for evidence in (live, stored):
        assert (evidence.prompt, evidence.response) == (prompt, answer)
        assert [(c.tool, c.args) for c in evidence.tool_calls] == calls
        assert [(o.tool, o.output, o.error) for o in evidence.tool_outputs] == outputs
        assert evidence.metrics.errors == errors
        assert evidence.metrics.retries == retries
        assert evidence.metrics.token_usage == usage
        assert evidence.content_absent == ()
    assert stored == live
