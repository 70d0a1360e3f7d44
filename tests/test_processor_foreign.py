"""The EvidenceSpanProcessor with agent runs of any convention: descendants at any depth belong to
the nearest open run, a nested agent is a run of its own, spans outside any run are never held,
and a span named like an OpenLLMetry agent that turns out not to be one hands its spans over."""

from __future__ import annotations

from opentelemetry.context import Context

from critiqor import EvidenceSpanProcessor, monitor

AGENT = {"gen_ai.operation.name": "invoke_agent"}


def _tool(name: str) -> dict:
    return {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": name}


def _with_processor(provider):
    seen = []
    processor = EvidenceSpanProcessor(seen.append)
    provider.add_span_processor(processor)
    return processor, seen


def test_nested_agents_are_runs_of_their_own_each_told_once(provider):
    processor, seen = _with_processor(provider)
    tracer = provider.get_tracer("t")
    with tracer.start_as_current_span("invoke_agent outer", attributes=AGENT):
        with tracer.start_as_current_span("step"):
            with tracer.start_as_current_span("deeper"):
                tracer.start_span("execute_tool a", attributes=_tool("a")).end()
            with tracer.start_as_current_span("invoke_agent inner", attributes=AGENT):
                with tracer.start_as_current_span("deeper"):
                    tracer.start_span("execute_tool b", attributes=_tool("b")).end()
    assert [[c.tool for c in run.tool_calls] for run in seen] == [["b"], ["a"]]
    assert processor.pending_span_count == 0 and processor.pending_run_count == 0


def test_a_span_outside_any_run_is_never_held(provider):
    processor, seen = _with_processor(provider)
    tracer = provider.get_tracer("t")
    with tracer.start_as_current_span("invoke_agent a", attributes=AGENT):
        other = provider.get_tracer("t").start_span("background", context=Context())  # a root of its own
        tracer.start_span("execute_tool t", attributes=_tool("t")).end()
        assert processor.pending_span_count == 1
        with tracer.start_as_current_span("unrelated", context=Context()):
            tracer.start_span("execute_tool u", attributes=_tool("u")).end()
        assert processor.pending_span_count == 1
        other.end()
        assert processor.pending_span_count == 1
    assert [[c.tool for c in run.tool_calls] for run in seen] == [["t"]]


def test_a_span_named_like_an_openllmetry_agent_but_not_one_hands_its_spans_to_the_run_around_it(provider):
    processor, seen = _with_processor(provider)
    tracer = provider.get_tracer("t")
    with tracer.start_as_current_span("invoke_agent a", attributes=AGENT):
        with tracer.start_as_current_span("send.agent"):  # no traceloop.span.kind: not an agent span
            tracer.start_span("execute_tool t", attributes=_tool("t")).end()
    assert len(seen) == 1 and [c.tool for c in seen[0].tool_calls] == ["t"]
    assert processor.pending_span_count == 0 and processor.pending_run_count == 0


def test_foreign_spans_inside_a_wrapped_tool_leave_the_recorders_evidence_exact(provider):
    processor, seen = _with_processor(provider)
    tracer = provider.get_tracer("t")

    def lookup(q):
        tracer.start_span("chat m", attributes={"gen_ai.operation.name": "chat", "gen_ai.usage.input_tokens": 9}).end()
        return {"q": q}

    with monitor("p", tracer_provider=provider) as run:
        run.wrap_tool("lookup", lookup)("x")
        evidence = run.finish("r")
    assert seen == [evidence]
    assert evidence.metrics.token_usage == {}
    assert [c.tool for c in evidence.tool_calls] == ["lookup"]


def test_spans_that_never_end_leave_nothing_behind_once_their_runs_are_over(provider):
    processor = EvidenceSpanProcessor(max_pending_spans=10)
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("t")
    for _ in range(50):
        with tracer.start_as_current_span("invoke_agent a", attributes=AGENT):
            tracer.start_span("never ended")  # an open span the application forgets
    assert processor.pending_run_count == 0
    assert len(processor._open) <= 2 * 10  # bounded by the count bound, not by the spans forgotten
