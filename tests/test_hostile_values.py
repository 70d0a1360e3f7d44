"""Hostile values through every recorder method and finish(): the agent never sees an exception,
every other item of the run stays intact, the evidence round-trips through to_dict()/from_dict(),
and the exported spans are accepted by the real OTLP encoder, within the size limit."""

from __future__ import annotations

import json
import logging
import math
from typing import Any, Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from critiqor import EvaluationEvidence, evidence_from_spans, monitor, wire
from critiqor.evidence import ToolCall, ToolOutput

LIMIT = 300  # max_value_length of the recorder under test: values and names longer are cut
MARK_ROOM = 40  # "…[cut: N of M chars]"
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# --- hostile values ------------------------------------------------------------------------------
class BrokenRepr:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


class RaisingItems(dict):
    def items(self):
        raise RuntimeError("items")

    def __iter__(self):
        raise RuntimeError("iter")


class RaisingIter(list):
    def __iter__(self):
        raise RuntimeError("iter")


class Unorderable:
    def __lt__(self, other):
        raise RuntimeError("lt")

    __gt__ = __lt__


class StrRaises(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no str")


def _nested(depth: int, leaf: Any = 1, kind: str = "list") -> Any:
    value = leaf
    for _ in range(depth):
        value = [value] if kind == "list" else {"k": value}
    return value


def _cycle() -> list:
    a: list = [1]
    a.append(a)
    return a


json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**200), max_value=2**200)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
json_data = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
hostile_makers: list[Callable[[], Any]] = [
    lambda: 10**5000,
    lambda: -(10**5000),
    lambda: 2**64,
    lambda: float("nan"),
    lambda: float("-inf"),
    lambda: b"\x00\xff",
    lambda: "caf\udce9",
    lambda: "x" * 5_000,
    lambda: "é" * 2_000,
    lambda: BrokenRepr(),
    lambda: RaisingItems(a=1),
    lambda: RaisingIter([1, 2]),
    lambda: {Unorderable(), Unorderable()},
    lambda: {"count": 10**5000, "ok": [1, 2]},
    lambda: {(1, 2): "tuple key", 10**5000: "huge key", BrokenRepr(): "broken key"},
    lambda: [RaisingItems(a=1), {"fine": True}],
    lambda: _cycle(),
    lambda: StrRaises(),
    lambda: object(),
]
deep_values = st.builds(_nested, st.integers(min_value=95, max_value=3_000), json_scalars, st.sampled_from(["list", "dict"]))
hostile = json_data | st.sampled_from(hostile_makers).map(lambda make: make()) | deep_values


# --- the run around the hostile value -------------------------------------------------------------
def _provider() -> tuple[TracerProvider, InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


NEIGHBOUR_CALLS = [ToolCall("before", {"x": 1}, "b1"), ToolCall("after", {"y": [2]}, "a1")]
NEIGHBOUR_OUTPUTS = [ToolOutput("before", {"ok": True}, "b1"), ToolOutput("after", "fine", "a1")]


def _record_run(
    hostile_step: Callable[[Any], None], response: Any = "done", prompt: Any = "prompt", agent_name: Any = None
) -> tuple[EvaluationEvidence, list]:
    """A run with one neighbour call before and one after `hostile_step(rec)`, recorded with
    `content="full"`: the stored evidence must equal the live one, and a random hostile string can
    look like a credential, which the default policy would rightly withhold from the spans."""
    provider, exporter = _provider()
    try:
        rec = monitor(prompt, agent_name=agent_name, tracer_provider=provider, max_value_length=LIMIT, content="full")
        with rec:
            rec.record_tool_call("before", {"x": 1}, call_id="b1")
            rec.record_tool_output("before", {"ok": True}, call_id="b1")
            rec.record_event("note", step=1)
            hostile_step(rec)
            rec.record_tool_call("after", {"y": [2]}, call_id="a1")
            rec.record_tool_output("after", "fine", call_id="a1")
            rec.record_llm_call("model", {"prompt_tokens": 3, "completion_tokens": 4})
        evidence = rec.finish(response)
        return evidence, list(exporter.get_finished_spans())
    finally:
        provider.shutdown()


def _strip_times(items: list) -> list:
    return [type(item)(**{**item.__dict__, "timestamp": None}) for item in items]


def _check(evidence: EvaluationEvidence, spans: list) -> None:
    assert evidence.incomplete is None and evidence.evidence_level == "fully_instrumented"
    calls, outputs = _strip_times(evidence.tool_calls), _strip_times(evidence.tool_outputs)
    assert calls[0] == NEIGHBOUR_CALLS[0] and calls[-1] == NEIGHBOUR_CALLS[1]
    assert outputs[0] == NEIGHBOUR_OUTPUTS[0] and outputs[-1] == NEIGHBOUR_OUTPUTS[1]
    assert evidence.metrics.token_usage.get("completion_tokens") == 4
    assert any(e.get("event") == "note" and e.get("step") == 1 for e in evidence.trace)
    data = evidence.to_dict()
    json.dumps(data, allow_nan=False)  # JSON-ready
    assert EvaluationEvidence.from_dict(data) == evidence
    assert evidence_from_spans(spans) == [evidence]
    _check_wire(spans)


def _check_wire(spans: list) -> None:
    """The real OTLP encoder takes every attribute (it logs and drops what it cannot encode), and
    every value and name that leaves the process is within the size limit."""
    refused: list[logging.LogRecord] = []
    handler = logging.Handler(logging.ERROR)
    handler.emit = refused.append  # type: ignore[method-assign]
    encoder_logger = logging.getLogger("opentelemetry.exporter")
    encoder_logger.addHandler(handler)
    try:
        encode_spans(spans)
    finally:
        encoder_logger.removeHandler(handler)
    assert not refused, [r.getMessage() for r in refused]
    for span in spans:
        assert len(span.name) <= len("execute_tool ") + LIMIT + MARK_ROOM
        assert len(span.status.description or "") <= LIMIT + MARK_ROOM
        for attrs in [span.attributes, *(event.attributes for event in span.events)]:
            for value in attrs.values():
                if isinstance(value, str):
                    assert len(value) <= LIMIT + MARK_ROOM
        for event in span.events:
            assert len(event.name) <= LIMIT + MARK_ROOM


def _is_json_data(value: Any, depth: int = 0) -> bool:
    """JSON data within the nesting limit, whose round trip must be exact."""
    if value is None or isinstance(value, (str, bool)):
        return not isinstance(value, str) or wire.utf8_safe(value)
    if isinstance(value, int):
        return value.bit_length() < 13_000  # within Python's int-to-str digit limit
    if isinstance(value, float):
        return math.isfinite(value)
    if depth >= wire.MAX_DEPTH:
        return False
    if type(value) is list:
        return all(_is_json_data(v, depth + 1) for v in value)
    if type(value) is dict:
        return all(type(k) is str and _is_json_data(v, depth + 1) for k, v in value.items())
    return False


# --- one property per recorder method ----------------------------------------------------------------
@SETTINGS
@given(args=hostile, tool=hostile, call_id=hostile, output=hostile, error=hostile)
def test_property_hostile_tool_calls_and_outputs_cost_nothing_else(args, tool, call_id, output, error):
    def step(rec):
        rec.record_tool_call(tool, args if isinstance(args, dict) else {"value": args}, call_id=call_id)
        rec.record_tool_output(tool, output, call_id=call_id, error=error)

    evidence, spans = _record_run(step)
    _check(evidence, spans)
    assert len(evidence.tool_calls) == 3 and len(evidence.tool_outputs) == 3
    if _is_json_data(output):
        assert evidence.tool_outputs[1].output == output or wire.CUT_KEYS in _tool_span(spans).attributes


def _tool_span(spans: list):
    return [s for s in spans if s.attributes.get(wire.GEN_AI_OPERATION_NAME) == wire.OP_EXECUTE_TOOL][1]


@SETTINGS
@given(model=hostile, usage=hostile, prompt_tokens=st.integers(min_value=-(2**80), max_value=2**80))
def test_property_hostile_llm_calls_cost_nothing_else(model, usage, prompt_tokens):
    def step(rec):
        rec.record_llm_call(model, usage)
        rec.record_llm_call("m2", {"prompt_tokens": prompt_tokens, "completion_tokens": 0})

    evidence, spans = _record_run(step)
    _check(evidence, spans)


@SETTINGS
@given(name=hostile, payload=st.dictionaries(st.text(max_size=5), hostile, max_size=3))
def test_property_hostile_events_cost_nothing_else(name, payload):
    evidence, spans = _record_run(lambda rec: rec.record_event(name, **payload))
    _check(evidence, spans)


@SETTINGS
@given(response=hostile)
def test_property_a_hostile_response_is_recorded_and_the_run_stays_whole(response):
    evidence, spans = _record_run(lambda rec: None, response=response)
    _check(evidence, spans)
    encoded, _ = wire.encode(response)
    if _is_json_data(response) and not (isinstance(encoded, str) and len(encoded) > LIMIT):
        assert evidence.response == ("" if response is None else response)


@SETTINGS
@given(prompt=hostile, agent_name=hostile, late_prompt=hostile)
def test_property_a_hostile_prompt_and_agent_name_cost_nothing_else(prompt, agent_name, late_prompt):
    def step(rec):
        snapshot = rec.evidence()
        assert [c.tool for c in snapshot.tool_calls] == ["before"]
        json.dumps(snapshot.to_dict(), allow_nan=False)

    evidence, spans = _record_run(step, prompt=prompt, agent_name=agent_name)
    _check(evidence, spans)
    encoded, _ = wire.encode(prompt)
    if _is_json_data(prompt) and not (isinstance(encoded, str) and len(encoded) > LIMIT):
        assert evidence.prompt == prompt
    provider, _ = _provider()
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"a": 1}, call_id="c")
    late = rec.finish(RaisingItems(a=1), prompt=late_prompt)  # finish() after the block: a child span
    assert [c.tool for c in late.tool_calls] == ["t"] and late.incomplete is None
    assert EvaluationEvidence.from_dict(late.to_dict()) == late


@SETTINGS
@given(result=hostile, arg=hostile)
def test_property_hostile_wrapped_tools_cost_nothing_else(result, arg):
    def step(rec):
        wrapped = rec.wrap_tool("w", lambda a: result)
        assert wrapped(arg) is result

        def failing(a):
            raise StrRaises()

        with pytest.raises(StrRaises):
            rec.wrap_tool("f", failing)(arg)

    evidence, spans = _record_run(step)
    _check(evidence, spans)
    assert [o.error for o in evidence.tool_outputs if o.tool == "f"] == ["StrRaises"]


# --- the cases of the issue, pinned --------------------------------------------------------------
def test_an_exception_whose_str_raises_ends_the_agent_span_and_is_recorded():
    provider, exporter = _provider()
    with pytest.raises(StrRaises):
        with monitor("p", tracer_provider=provider) as rec:
            raise StrRaises()
    evidence = rec.finish("r")
    root = [s for s in exporter.get_finished_spans() if s.name == wire.ROOT_SPAN_NAME][0]
    assert evidence.metrics.errors == ["StrRaises"]
    assert root.status.description == "StrRaises"
    exception = [e for e in root.events if e.name == wire.EXCEPTION_EVENT][0]
    assert exception.attributes[wire.EXCEPTION_TYPE].endswith("StrRaises")


def test_finish_with_a_response_whose_encoding_raises_ends_and_exports_the_run():
    provider, exporter = _provider()
    rec = monitor("p", tracer_provider=provider)
    rec.record_tool_call("t", {"a": 1}, call_id="c")
    evidence = rec.finish(RaisingItems(a=1))
    assert evidence.evidence_level == "fully_instrumented" and len(evidence.tool_calls) == 1
    assert evidence.response.startswith("<RaisingItems: ")
    assert [s.name for s in exporter.get_finished_spans()][-1] == wire.ROOT_SPAN_NAME
    json.dumps(evidence.to_dict())


def test_an_output_python_cannot_write_in_decimal_keeps_its_call_and_neighbours():
    provider, _ = _provider()
    rec = monitor("p", tracer_provider=provider)
    rec.record_tool_call("search", {"q": 1}, call_id="c1")
    rec.record_tool_output("search", {"count": 10**5000}, call_id="c1")
    rec.record_tool_call("next", {"q": RaisingItems(a=1)}, call_id="c2")
    rec.record_tool_output("next", 2, call_id="c2")
    evidence = rec.finish("r")
    assert [c.tool for c in evidence.tool_calls] == ["search", "next"]
    assert evidence.tool_outputs[0].output == {"count": f"<int: {10**5000:#x}>"}
    assert evidence.tool_calls[1].args == {"q": "<RaisingItems: {'a': 1}>"}
    assert evidence.tool_outputs[1].output == 2


def test_token_counts_beyond_int64_travel_as_marked_text_and_rebuild_exactly():
    provider, exporter = _provider()
    rec = monitor("p", tracer_provider=provider)
    rec.record_llm_call("m", {"prompt_tokens": 2**70, "completion_tokens": 3})
    evidence = rec.finish("r")
    spans = list(exporter.get_finished_spans())
    chat = [s for s in spans if s.name == "chat m"][0]
    assert chat.attributes[wire.GEN_AI_USAGE_INPUT_TOKENS] == str(2**70)
    assert wire.GEN_AI_USAGE_INPUT_TOKENS in chat.attributes[wire.JSON_KEYS].split(",")
    assert chat.attributes[wire.GEN_AI_USAGE_OUTPUT_TOKENS] == 3
    assert evidence.metrics.token_usage == {"prompt_tokens": 2**70, "completion_tokens": 3}
    _check_wire(spans)


def test_a_long_tool_error_is_cut_in_the_status_description_too():
    provider, exporter = _provider()
    rec = monitor("p", tracer_provider=provider, max_value_length=1000)
    rec.record_tool_call("t", {}, call_id="c")
    rec.record_tool_output("t", None, call_id="c", error="e" * 5_000_000)
    evidence = rec.finish("r")
    tool = [s for s in exporter.get_finished_spans() if s.name == "execute_tool t"][0]
    assert tool.status.description == wire.cut("e" * 5_000_000, 1000)
    assert evidence.tool_outputs[0].error == wire.cut("e" * 5_000_000, 1000)


@pytest.mark.parametrize("depth", [wire.MAX_DEPTH, wire.MAX_DEPTH + 1, 989, 5_000])
def test_one_nesting_limit_for_writing_reading_and_to_dict(depth):
    provider, exporter = _provider()
    value = _nested(depth)
    rec = monitor("p", tracer_provider=provider)
    rec.record_tool_call("t", {"a": value}, call_id="c")
    rec.record_tool_output("t", value, call_id="c")
    evidence = rec.finish("r")
    expected = wire.json_safe(value)  # JSON data within the limit unchanged, deeper cut
    assert evidence.tool_outputs[0].output == expected
    assert evidence.tool_calls[0].args == wire.json_safe({"a": value})
    assert (expected == value) is (depth <= wire.MAX_DEPTH)
    assert EvaluationEvidence.from_dict(evidence.to_dict()) == evidence
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


def test_evidence_built_by_hand_with_deeper_data_is_cut_to_the_same_form_by_to_dict():
    value = _nested(wire.MAX_DEPTH + 20)
    evidence = EvaluationEvidence(tool_outputs=[ToolOutput("t", value)])
    assert evidence.to_dict()["tool_outputs"][0]["output"] == wire.decode(wire.to_json(value), True)


def test_to_dict_never_raises_on_values_nobody_can_walk():
    evidence = EvaluationEvidence(
        prompt=BrokenRepr(),
        response=RaisingItems(a=1),
        tool_calls=[ToolCall(BrokenRepr(), RaisingItems(), 10**5000, float("nan"))],
        trace=[{"event": RaisingIter([1]), 10**5000: 1}, RaisingItems()],
    )
    json.dumps(evidence.to_dict(), allow_nan=False)
