"""The one output-to-call matching rule (critiqor.matching), and that every user of it agrees:
the recorder live, scoring on rebuilt evidence, and scoring on plain lists."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from critiqor import ToolCall, ToolOutput, monitor
from critiqor.matching import OpenCalls, pair_events, pair_outputs
from critiqor.scoring import detectors


def test_an_output_with_a_call_id_answers_the_oldest_open_call_of_that_id():
    calls: OpenCalls[str] = OpenCalls()
    calls.open("first", "search", "c1")
    calls.open("second", "search", "c1")
    assert calls.answer("other-tool-name", "c1") == "first"
    assert calls.answer("search", "c1") == "second"
    assert calls.answer("search", "c1") is None


def test_an_output_without_id_answers_the_oldest_id_less_call_of_its_tool():
    calls: OpenCalls[str] = OpenCalls()
    calls.open("with-id", "search", "c1")
    calls.open("a1", "search", None)
    calls.open("b1", "fetch", None)
    calls.open("a2", "search", None)
    assert calls.answer("search", None) == "a1"
    assert calls.answer("search", None) == "a2"
    assert calls.answer("search", None) is None  # the call with an id is never taken by name
    assert calls.drain() == ["with-id", "b1"]
    assert len(calls) == 0


def test_close_ends_that_very_call_even_among_equal_ones():
    calls: OpenCalls[object] = OpenCalls()
    one, two = object(), object()
    calls.open(one, "t", None)
    calls.open(two, "t", None)
    assert calls.close(two, "t", None) is True
    assert calls.close(two, "t", None) is False
    assert calls.answer("t", None) is one


def test_answering_in_reverse_order_pairs_every_call():
    n = 20_000
    stream = [("call", "t", f"c{i}") for i in range(n)] + [("output", "t", f"c{i}") for i in reversed(range(n))]
    pairs = pair_events(stream)
    assert len(pairs) == n and all(stream[out][2] == stream[call][2] for out, call in pairs.items())


def test_pair_outputs_over_lists_takes_outputs_after_all_calls():
    assert pair_outputs([("a", None), ("a", None), ("b", "x")], [("b", "x"), ("a", None), ("c", None)]) == [1, None, 0]


calls_and_outputs = st.lists(
    st.tuples(st.sampled_from(["call", "output"]), st.sampled_from(["a", "b"]), st.sampled_from([None, None, "1", "2"])),
    max_size=25,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(program=calls_and_outputs)
def test_property_scoring_pairs_rebuilt_evidence_exactly_as_the_recorder_did(provider, program):
    # the provider is shared across examples on purpose: each example is its own run
    recorder = monitor("q", tracer_provider=provider)
    for kind, tool, call_id in program:
        if kind == "call":
            recorder.record_tool_call(tool, {}, call_id=call_id)
        else:
            recorder.record_tool_output(tool, "out", call_id=call_id)
    evidence = recorder.finish("r")
    refs = evidence.span_refs
    live = tuple(refs.tool_outputs.index(s) if s in refs.tool_outputs else None for s in refs.tool_calls)
    assert detectors.pair_outputs(evidence.tool_calls, evidence.tool_outputs, evidence.trace) == live


def test_scoring_without_a_trace_applies_the_same_rule_to_the_lists():
    calls = [ToolCall("a", {}), ToolCall("a", {}, "k"), ToolCall("a", {})]
    outputs = [ToolOutput("a", 1, "k"), ToolOutput("a", 2), ToolOutput("a", 3)]
    assert detectors.pair_outputs(calls, outputs) == (1, 0, 2)
