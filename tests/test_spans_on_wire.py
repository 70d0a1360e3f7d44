"""Spans on the wire (README: "Spans on the wire", "Values on the wire"): span names, GenAI attributes, value encoding, size limit."""

from __future__ import annotations

import json

import pytest
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import SpanLimits
from opentelemetry.trace import SpanKind, StatusCode

from critiqor import evidence_from_spans, monitor
from critiqor import wire as c
from critiqor.storage import spans_from_otlp_proto
from wire_helpers import listed


def finished(exporter, name=None):
    spans = list(exporter.get_finished_spans())
    return [s for s in spans if name is None or s.name == name]


def one(exporter, name):
    spans = finished(exporter, name)
    assert len(spans) == 1, [s.name for s in finished(exporter)]
    return spans[0]


def attr(span, key):
    return c.decode(span.attributes.get(key), listed(span, key, c.JSON_KEYS), listed(span, key, c.CUT_KEYS))


# --- root span ----------------------------------------------------------------------------------


def test_root_span_shape(provider, exporter):
    with monitor("the prompt", agent_name="calc-agent", tracer_provider=provider) as rec:
        rec.finish("the response")
    root = one(exporter, "agent")
    assert root.parent is None
    assert root.attributes[c.GEN_AI_OPERATION_NAME] == "invoke_agent"
    assert root.attributes[c.GEN_AI_AGENT_NAME] == "calc-agent"
    # a plain prompt and response travel on the standard messages only, in the GenAI schema
    assert json.loads(root.attributes["gen_ai.input.messages"]) == [
        {"role": "user", "parts": [{"type": "text", "content": "the prompt"}]}
    ]
    assert json.loads(root.attributes["gen_ai.output.messages"]) == [
        {"role": "assistant", "parts": [{"type": "text", "content": "the response"}]}
    ]
    assert "critiqor.prompt" not in root.attributes and "critiqor.response" not in root.attributes
    assert root.status.status_code is not StatusCode.ERROR


def test_root_span_has_no_agent_name_when_none_is_given(provider, exporter):
    monitor("p", tracer_provider=provider).finish("r")
    assert c.GEN_AI_AGENT_NAME not in one(exporter, "agent").attributes


# --- tool spans -----------------------------------------------------------------------------------


def test_tool_span_shape(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("calculator", {"expression": "2 + 2", "precision": 2}, call_id="call-1")
        rec.record_tool_output("calculator", "4", call_id="call-1")
        rec.finish("4")
    span = one(exporter, "execute_tool calculator")
    root = one(exporter, "agent")
    assert span.parent.span_id == root.context.span_id
    assert span.attributes[c.GEN_AI_OPERATION_NAME] == "execute_tool"
    assert span.attributes[c.GEN_AI_TOOL_NAME] == "calculator"
    assert span.attributes[c.GEN_AI_TOOL_CALL_ID] == "call-1"
    arguments = span.attributes[c.GEN_AI_TOOL_CALL_ARGUMENTS]
    assert isinstance(arguments, str)
    assert json.loads(arguments) == {"expression": "2 + 2", "precision": 2}
    assert attr(span, c.GEN_AI_TOOL_CALL_RESULT) == "4"
    assert c.ERROR_TYPE not in span.attributes
    assert span.status.status_code is not StatusCode.ERROR


def test_tool_span_on_error(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("fetch", {"url": "http://x"}, call_id="f1")
        rec.record_tool_output("fetch", None, call_id="f1", error="connection refused")
        rec.finish()
    span = one(exporter, "execute_tool fetch")
    assert span.status.status_code is StatusCode.ERROR
    assert isinstance(span.attributes.get(c.ERROR_TYPE), str) and span.attributes[c.ERROR_TYPE]
    assert span.attributes[c.TOOL_ERROR] == "connection refused"


def test_orphan_output_span_is_zero_length_and_marked(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_output("ghost", {"x": 1})
        rec.finish()
    span = one(exporter, "execute_tool ghost")
    assert span.start_time == span.end_time
    assert span.attributes.get(c.ORPHAN_OUTPUT) is True
    assert attr(span, c.GEN_AI_TOOL_CALL_RESULT) == {"x": 1}


def test_unanswered_tool_span_is_marked_missing_its_output(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("slow")
        rec.finish()
    span = one(exporter, "execute_tool slow")
    assert span.attributes.get(c.OUTPUT_MISSING) is True
    assert c.GEN_AI_TOOL_CALL_RESULT not in span.attributes


# --- LLM spans ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "usage, input_tokens, output_tokens",
    [
        ({"prompt_tokens": 120, "completion_tokens": 80, "total_tokens": 200}, 120, 80),
        ({"input_tokens": 7, "output_tokens": 3}, 7, 3),
    ],
)
def test_llm_span_shape(provider, exporter, usage, input_tokens, output_tokens):
    with monitor(tracer_provider=provider) as rec:
        rec.record_llm_call("gpt-4o", usage)
        rec.finish()
    span = one(exporter, "chat gpt-4o")
    assert span.kind is SpanKind.CLIENT
    assert span.parent.span_id == one(exporter, "agent").context.span_id
    assert span.attributes[c.GEN_AI_OPERATION_NAME] == "chat"
    assert span.attributes[c.GEN_AI_REQUEST_MODEL] == "gpt-4o"
    assert span.attributes[c.GEN_AI_USAGE_INPUT_TOKENS] == input_tokens
    assert span.attributes[c.GEN_AI_USAGE_OUTPUT_TOKENS] == output_tokens
    assert json.loads(span.attributes[c.TOKEN_USAGE]) == usage


def test_llm_span_without_model_or_usage(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_llm_call()
        rec.finish()
    span = one(exporter, "chat")
    assert span.kind is SpanKind.CLIENT
    assert span.attributes[c.GEN_AI_OPERATION_NAME] == "chat"
    assert c.GEN_AI_REQUEST_MODEL not in span.attributes
    assert c.GEN_AI_USAGE_INPUT_TOKENS not in span.attributes
    assert c.GEN_AI_USAGE_OUTPUT_TOKENS not in span.attributes


# --- events ---------------------------------------------------------------------------------------


def test_record_event_is_a_span_event_on_the_root_even_inside_a_tool_call(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t")
        rec.record_event("decision_made", choice="b")
        rec.record_tool_output("t", 1)
        ev = rec.finish()
    root = one(exporter, "agent")
    assert [e.name for e in root.events if e.name == "decision_made"] == ["decision_made"]
    assert not one(exporter, "execute_tool t").events
    assert {"event": "decision_made", "choice": "b"} in [
        {k: v for k, v in e.items() if k != "timestamp"} for e in ev.trace
    ]


def test_exception_is_recorded_on_the_root_the_otel_way(provider, exporter):
    with pytest.raises(TypeError):
        with monitor(tracer_provider=provider):
            raise TypeError("wrong type")
    root = one(exporter, "agent")
    assert root.status.status_code is StatusCode.ERROR
    (exc,) = [e for e in root.events if e.name == "exception"]
    assert exc.attributes["exception.type"] == "TypeError"
    assert exc.attributes["exception.message"] == "wrong type"


# --- JSON values round trip exactly -----------------------------------------------------------------

JSON_VALUES = [
    None,
    True,
    0,
    -7,
    2**63 - 1,
    2**63,
    -(2**63) - 1,
    10**30,
    0.1,
    -1.5e-300,
    1e308,
    "",
    "4",
    "héllo ✓ 🎉 \u0000 \n\t \"quoted\"",
    '{"looks": "like json"}',
    "null",
    [],
    {},
    [1, "2", None, [3.5, {"x": []}]],
    {"nested": {"deeper": {"list": [1, 2, {"ü": "✓"}], "none": None, "big": 2**70, "f": 0.25}}},
]


def _type_tree(value):
    if isinstance(value, dict):
        return {k: _type_tree(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_type_tree(v) for v in value]
    return type(value).__name__


@pytest.mark.parametrize("value", JSON_VALUES, ids=lambda v: repr(v)[:30])
def test_json_values_round_trip_exactly_through_the_spans(provider, exporter, value):
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"v": value, "list": [value]}, call_id="1")
        rec.record_tool_output("t", value, call_id="1")
        rec.record_tool_output("orphan", value)
        rec.record_event("step", v=value)
        rec.record_llm_call("m", {"total_tokens": 1, "detail": value})
        ev = rec.finish("r")
    for evidence in (ev, evidence_from_spans(finished(exporter))[0]):
        args = evidence.tool_calls[0].args
        assert args == {"v": value, "list": [value]}
        assert _type_tree(args) == _type_tree({"v": value, "list": [value]})
        for out in evidence.tool_outputs:
            assert out.output == value and _type_tree(out.output) == _type_tree(value)
        step = [e for e in evidence.trace if e["event"] == "step"][0]
        assert step["v"] == value and _type_tree(step["v"]) == _type_tree(value)
        llm = [e for e in evidence.trace if e["event"] == "llm_call"][0]
        assert llm["token_usage"] == {"total_tokens": 1, "detail": value}


def test_the_string_4_and_the_integer_4_stay_apart(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_output("a", "4")
        rec.record_tool_output("b", 4)
        rec.record_tool_output("c", 4.0)
        rec.record_tool_output("d", "true")
        rec.record_tool_output("e", True)
        ev = rec.finish()
    outs = [o.output for o in ev.tool_outputs]
    assert [type(o) for o in outs] == [str, int, float, str, bool]
    assert outs == ["4", 4, 4.0, "true", True]


def test_prompt_and_response_round_trip(provider, exporter):
    prompt = "Quelle est la réponse? 🤔\n" + '{"not": "json"}'
    with monitor(prompt, tracer_provider=provider) as rec:
        ev = rec.finish("42 ✓")
    assert (ev.prompt, ev.response) == (prompt, "42 ✓")
    rebuilt = evidence_from_spans(finished(exporter))[0]
    assert (rebuilt.prompt, rebuilt.response) == (prompt, "42 ✓")


def test_evidence_rebuilt_from_otlp_storage_equals_the_in_process_evidence(provider, exporter):
    with monitor("p", agent_name="a", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"nested": {"big": 2**70, "f": 0.1, "u": "✓", "n": None}}, call_id="1")
        rec.record_tool_output("t", [1, "2", {"3": [4.5]}], call_id="1")
        rec.record_tool_output("t", "orphan", error="no call")
        rec.record_llm_call("m", {"prompt_tokens": 3, "completion_tokens": 4, "tier": "x"})
        rec.record_event("retry", attempt=2)
        rec.record_tool_call("unanswered", {"x": [None]})
        ev = rec.finish("done")
    request = encode_spans(finished(exporter))
    loaded = spans_from_otlp_proto(request.resource_spans)
    assert evidence_from_spans(loaded) == [ev]


# --- what JSON cannot hold -------------------------------------------------------------------------


class Gadget:
    def __repr__(self):
        return "Gadget(7)"


def test_non_json_values_are_encoded_readably_without_raising(provider, exporter):
    cycle: list = [1]
    cycle.append(cycle)
    odd = {"bytes": b"\x00ab", "obj": Gadget(), "nan": float("nan"), "inf": float("-inf"), "cycle": cycle}
    expected = {"bytes": "<bytes: b'\\x00ab'>", "obj": "<Gadget: Gadget(7)>", "nan": "NaN", "inf": "-Infinity", "cycle": [1, "<cycle>"]}
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", odd, call_id="1")
        rec.record_tool_output("t", odd, call_id="1")
        rec.record_tool_output("bare", b"raw")
        rec.record_tool_output("bare", float("nan"))
        rec.record_tool_output("bare", Gadget())
        rec.record_event("odd", **odd)
        ev = rec.finish()
    assert ev.tool_calls[0].args == expected
    assert [o.output for o in ev.tool_outputs] == [expected, "<bytes: b'raw'>", "NaN", "<Gadget: Gadget(7)>"]
    event = [e for e in ev.trace if e["event"] == "odd"][0]
    assert {k: v for k, v in event.items() if k not in ("event", "timestamp")} == expected
    assert evidence_from_spans(finished(exporter)) == [ev]


# --- the size limit -------------------------------------------------------------------------------


def test_a_string_over_the_size_limit_is_cut_and_marked(provider, exporter):
    with monitor(tracer_provider=provider, max_value_length=100) as rec:
        rec.record_tool_call("t", call_id="1")
        rec.record_tool_output("t", "x" * 1000, call_id="1")
        rec.record_tool_output("t", "y" * 100)  # exactly at the limit: kept whole
        ev = rec.finish()
    assert ev.tool_outputs[0].output == "x" * 100 + "…[cut: 100 of 1000 chars]"
    assert ev.tool_outputs[1].output == "y" * 100
    span = [s for s in finished(exporter) if s.attributes.get(c.GEN_AI_TOOL_CALL_ID) == "1"][0]
    assert listed(span, c.GEN_AI_TOOL_CALL_RESULT, c.CUT_KEYS)
    trace_end = [e for e in ev.trace if e["event"] == "tool_end"][0]
    assert trace_end["output"] == ev.tool_outputs[0].output


def test_a_json_value_over_the_size_limit_decodes_to_the_marked_cut_text(provider):
    value = list(range(1000))
    text = json.dumps(value, ensure_ascii=False)
    with monitor(tracer_provider=provider, max_value_length=100) as rec:
        rec.record_tool_output("t", value)
        ev = rec.finish()
    assert ev.tool_outputs[0].output == text[:100] + f"…[cut: 100 of {len(text)} chars]"


def test_cut_args_are_marked_not_silently_shortened(provider, exporter):
    with monitor(tracer_provider=provider, max_value_length=50) as rec:
        rec.record_tool_call("t", {"query": "q" * 500})
        ev = rec.finish()
    assert "…[cut: 50 of " in repr(ev.tool_calls[0].args)
    span = one(exporter, "execute_tool t")
    assert listed(span, c.GEN_AI_TOOL_CALL_ARGUMENTS, c.CUT_KEYS)


def test_a_response_over_the_size_limit_is_cut_and_marked(provider, exporter):
    with monitor("p" * 10, tracer_provider=provider, max_value_length=20) as rec:
        ev = rec.finish("r" * 30)
    assert ev.response == "r" * 20 + "…[cut: 20 of 30 chars]"
    assert ev.prompt == "p" * 10
    assert listed(one(exporter, "agent"), c.RESPONSE, c.CUT_KEYS)


def test_the_default_size_limit(provider):
    limit = c.DEFAULT_MAX_VALUE_LENGTH
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_output("t", "a" * limit)
        rec.record_tool_output("t", "b" * (limit + 1))
        ev = rec.finish()
    assert ev.tool_outputs[0].output == "a" * limit
    assert ev.tool_outputs[1].output == "b" * limit + f"…[cut: {limit} of {limit + 1} chars]"


# --- the application's own span limits --------------------------------------------------------


def test_the_providers_attribute_length_limit_never_cuts_silently(make_provider):
    provider, exporter = make_provider(span_limits=SpanLimits(max_span_attribute_length=40))
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"query": "q" * 100, "n": 1}, call_id="1")
        rec.record_tool_output("t", "x" * 100, call_id="1")
        rec.record_tool_output("t", {"list": list(range(50))})
        ev = rec.finish("r" * 100)
    long_output = ev.tool_outputs[0].output
    assert long_output.startswith("x") and "…[cut: " in long_output and long_output.endswith(" of 100 chars]")
    assert "…[cut: " in repr(ev.tool_outputs[1].output)
    assert "…[cut: " in repr(ev.tool_calls[0].args)
    assert ev.response.startswith("r") and "…[cut: " in ev.response
    for span in finished(exporter):
        for key, value in span.attributes.items():
            # every recorded value fits; the recorder's own key lists (which say what was cut or
            # is JSON) are bookkeeping, kept whole so that the rebuild can read the values right
            if isinstance(value, str) and key not in (c.JSON_KEYS, c.CUT_KEYS):
                assert len(value) <= 40
    assert evidence_from_spans(finished(exporter)) == [ev]


@pytest.mark.parametrize("limit", [40, 100, 1000])
def test_values_within_the_providers_length_limit_are_not_cut(make_provider, limit):
    provider, _ = make_provider(span_limits=SpanLimits(max_span_attribute_length=limit))
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", call_id="1")
        rec.record_tool_output("t", "short", call_id="1")
        rec.record_tool_call("t", call_id="2")
        rec.record_tool_output("t", "y" * limit, call_id="2")
        ev = rec.finish()
    assert [o.output for o in ev.tool_outputs] == ["short", "y" * limit]


def test_the_providers_event_limit_loses_no_recorder_event(make_provider):
    provider, exporter = make_provider(span_limits=SpanLimits(max_events=5))
    with monitor(tracer_provider=provider) as rec:
        for i in range(40):
            rec.record_event("step", i=i)
        rec.record_event("retry")
        ev = rec.finish()
    assert [e["i"] for e in ev.trace if e["event"] == "step"] == list(range(40))
    assert ev.metrics.retries == 1
    assert evidence_from_spans(finished(exporter)) == [ev]


@pytest.mark.parametrize("max_attributes", [16, 8])
def test_the_providers_attribute_count_limit_loses_no_recorded_data(make_provider, max_attributes):
    """A provider may cap attributes per span (OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT); no recorded call may vanish."""
    provider, exporter = make_provider(span_limits=SpanLimits(max_attributes=max_attributes, max_event_attributes=4))
    payload = {f"key{i}": i for i in range(30)}
    with monitor("p", agent_name="a", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"a": 1}, call_id="1")
        rec.record_tool_output("t", None, call_id="1", error="e")
        rec.record_llm_call("m", {"prompt_tokens": 1, "completion_tokens": 2})
        rec.record_event("wide", **payload)
        ev = rec.finish("r")
    wide = [e for e in ev.trace if e["event"] == "wide"][0]
    assert {k: v for k, v in wide.items() if k not in ("event", "timestamp")} == payload
    assert [(t.tool, t.args, t.id) for t in ev.tool_calls] == [("t", {"a": 1}, "1")]
    assert [(o.tool, o.call_id, o.error) for o in ev.tool_outputs] == [("t", "1", "e")]
    assert ev.metrics.errors == ["e"] and ev.prompt == "p" and ev.response == "r"


def test_strings_utf8_cannot_carry_survive_the_otlp_round_trip(provider, exporter):
    from critiqor.storage import otlp_json_from_spans, spans_from_otlp_json

    name = b"caf\xe9.txt".decode("utf-8", "surrogateescape")  # as os.listdir() gives it
    with monitor(name, tracer_provider=provider) as rec:
        rec.record_tool_call("ls", {"path": name}, call_id="1")
        rec.record_tool_output("ls", name, call_id="1")
        rec.record_tool_output("ls", [name])
        rec.record_event("seen", file=name)
        ev = rec.finish(name)
    assert ev.prompt == name and ev.response == name
    assert ev.tool_calls[0].args == {"path": name} and [o.output for o in ev.tool_outputs] == [name, [name]]
    assert evidence_from_spans(spans_from_otlp_json(otlp_json_from_spans(finished(exporter)))) == [ev]


def test_names_over_the_providers_length_limit_are_cut_with_a_mark(make_provider):
    provider, exporter = make_provider(span_limits=SpanLimits(max_attribute_length=40))
    with monitor("p", agent_name="a" * 60, tracer_provider=provider) as rec:
        rec.record_tool_call("t" * 60, {"q": "q" * 100}, call_id="c" * 60)
        rec.record_tool_output("t" * 60, "x" * 100, call_id="c" * 60, error="e" * 100)
        rec.record_llm_call("m" * 60)
        ev = rec.finish("r" * 100)
    [call] = ev.tool_calls
    assert "…[cut: " in call.tool and "…[cut: " in call.id and len(call.tool) <= 40
    assert ev.tool_outputs[0].call_id == call.id  # the output still answers its call
    assert "…[cut: " in ev.tool_outputs[0].error and "…[cut: " in ev.trace[-2]["model"]
    for span in finished(exporter):
        for key in (c.CUT_KEYS, c.JSON_KEYS):  # bookkeeping is never truncated by the SDK
            for listed_key in str(span.attributes.get(key, "")).split(","):
                assert listed_key in ("",) or listed_key in span.attributes
