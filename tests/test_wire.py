"""Attribute names on the wire and the value encoding rules (README: "Values on the wire"; critiqor.wire)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes
from opentelemetry.semconv.attributes import error_attributes

from critiqor import wire as c


# --- names --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "ours, semconv, wire",
    [
        (c.GEN_AI_OPERATION_NAME, gen_ai_attributes.GEN_AI_OPERATION_NAME, "gen_ai.operation.name"),
        (c.GEN_AI_AGENT_NAME, gen_ai_attributes.GEN_AI_AGENT_NAME, "gen_ai.agent.name"),
        (c.GEN_AI_TOOL_NAME, gen_ai_attributes.GEN_AI_TOOL_NAME, "gen_ai.tool.name"),
        (c.GEN_AI_TOOL_CALL_ID, gen_ai_attributes.GEN_AI_TOOL_CALL_ID, "gen_ai.tool.call.id"),
        (c.GEN_AI_TOOL_CALL_ARGUMENTS, gen_ai_attributes.GEN_AI_TOOL_CALL_ARGUMENTS, "gen_ai.tool.call.arguments"),
        (c.GEN_AI_TOOL_CALL_RESULT, gen_ai_attributes.GEN_AI_TOOL_CALL_RESULT, "gen_ai.tool.call.result"),
        (c.GEN_AI_REQUEST_MODEL, gen_ai_attributes.GEN_AI_REQUEST_MODEL, "gen_ai.request.model"),
        (c.GEN_AI_USAGE_INPUT_TOKENS, gen_ai_attributes.GEN_AI_USAGE_INPUT_TOKENS, "gen_ai.usage.input_tokens"),
        (c.GEN_AI_USAGE_OUTPUT_TOKENS, gen_ai_attributes.GEN_AI_USAGE_OUTPUT_TOKENS, "gen_ai.usage.output_tokens"),
        (c.GEN_AI_INPUT_MESSAGES, gen_ai_attributes.GEN_AI_INPUT_MESSAGES, "gen_ai.input.messages"),
        (c.GEN_AI_OUTPUT_MESSAGES, gen_ai_attributes.GEN_AI_OUTPUT_MESSAGES, "gen_ai.output.messages"),
        (c.GEN_AI_SYSTEM_INSTRUCTIONS, gen_ai_attributes.GEN_AI_SYSTEM_INSTRUCTIONS, "gen_ai.system_instructions"),
        (c.GEN_AI_PROVIDER_NAME, gen_ai_attributes.GEN_AI_PROVIDER_NAME, "gen_ai.provider.name"),
        (c.ERROR_TYPE, error_attributes.ERROR_TYPE, "error.type"),
    ],
)
def test_genai_attribute_names_are_the_semconv_constants(ours, semconv, wire):
    assert ours == semconv == wire


def test_operation_names_are_the_semconv_values():
    assert c.OP_INVOKE_AGENT == "invoke_agent"
    assert c.OP_EXECUTE_TOOL == "execute_tool"
    assert c.OP_CHAT == "chat"


def test_root_span_name_is_agent():
    assert c.ROOT_SPAN_NAME == "agent"


def test_own_attributes_live_under_the_critiqor_namespace():
    own = [
        c.SEQ,
        c.END_SEQ,
        c.PROMPT,
        c.RESPONSE,
        c.TOKEN_USAGE,
        c.TOOL_ERROR,
        c.FAILED_OUTPUT,
        c.OUTPUT_MISSING,
        c.ORPHAN_OUTPUT,
        c.EVENT_PAYLOAD,
        c.JSON_KEYS,
        c.CUT_KEYS,
    ]
    assert all(name.startswith("critiqor.") for name in own)
    assert len(set(own)) == len(own)
    assert c.PROMPT == "critiqor.prompt" and c.RESPONSE == "critiqor.response"
    assert c.TOKEN_USAGE == "critiqor.token_usage"
    assert c.JSON_KEYS == "critiqor.json" and c.CUT_KEYS == "critiqor.cut"


# --- encode: native values ----------------------------------------------------------------------


@pytest.mark.parametrize("value", ["", "4", "héllo ✓ 🎉", True, False, 0, -1, 2**63 - 1, -(2**63), 0.1, -2.5e300, 0.0])
def test_plain_values_travel_natively(value):
    encoded, is_json = c.encode(value)
    assert is_json is False
    assert encoded == value and type(encoded) is type(value)


@pytest.mark.parametrize("value", [2**63, -(2**63) - 1, 10**40])
def test_ints_beyond_int64_travel_as_json_and_decode_exactly(value):
    encoded, is_json = c.encode(value)
    assert is_json is True and isinstance(encoded, str)
    decoded = c.decode(encoded, is_json)
    assert decoded == value and type(decoded) is int


@pytest.mark.parametrize(
    "value",
    [None, [], {}, [1, "2", None], {"a": {"b": [1, 2.5, None, True]}, "ü": "✓"}, {"big": 2**80}, [[[]]]],
)
def test_json_values_travel_as_json_and_decode_equal(value):
    encoded, is_json = c.encode(value)
    assert is_json is True and isinstance(encoded, str)
    assert json.loads(encoded) == value
    assert c.decode(encoded, True) == value


def test_string_four_and_integer_four_stay_apart():
    s, s_json = c.encode("4")
    i, i_json = c.encode(4)
    assert c.decode(s, s_json) == "4"
    assert c.decode(i, i_json) == 4
    assert type(c.decode(i, i_json)) is int
    # a string that looks like JSON is still a string
    t, t_json = c.encode('{"a": 1}')
    assert t_json is False and c.decode(t, t_json) == '{"a": 1}'


def test_bool_is_not_encoded_as_an_int():
    encoded, is_json = c.encode(True)
    assert encoded is True and is_json is False


# --- encode: what JSON cannot hold ----------------------------------------------------------------


@pytest.mark.parametrize(
    "value, expected",
    [
        (float("nan"), "NaN"),
        (float("inf"), "Infinity"),
        (float("-inf"), "-Infinity"),
        (b"ab\x00", "<bytes: b'ab\\x00'>"),
        (bytearray(b"x"), "<bytes: b'x'>"),
    ],
)
def test_non_json_scalars_have_a_documented_readable_form(value, expected):
    encoded, is_json = c.encode(value)
    assert c.decode(encoded, is_json) == expected


def test_non_json_values_nested_in_json_data_are_readable():
    class Thing:
        def __repr__(self):
            return "Thing(1)"

    value = {"nan": float("nan"), "b": b"x", "obj": Thing(), "t": (1, 2), "s": {3}, "ok": [1, "a"]}
    encoded, is_json = c.encode(value)
    assert is_json
    assert c.decode(encoded, is_json) == {
        "nan": "NaN",
        "b": "<bytes: b'x'>",
        "obj": "<Thing: Thing(1)>",
        "t": [1, 2],
        "s": [3],
        "ok": [1, "a"],
    }


def test_cycles_are_encoded_without_raising():
    a: list = [1]
    a.append(a)
    d: dict = {"k": 1}
    d["self"] = d
    assert c.decode(*c.encode(a)) == [1, "<cycle>"]
    assert c.decode(*c.encode(d)) == {"k": 1, "self": "<cycle>"}


def test_an_object_with_a_broken_repr_is_encoded_without_raising():
    class Broken:
        def __repr__(self):
            raise RuntimeError("no repr")

    decoded = c.decode(*c.encode(Broken()))
    assert isinstance(decoded, str) and decoded.startswith("<Broken: ")


def test_an_arbitrary_object_is_readable():
    decoded = c.decode(*c.encode(object()))
    assert isinstance(decoded, str) and decoded.startswith("<object: <object object at ")


def test_non_string_dict_keys_are_encoded_without_raising():
    value = {(1, 2): "tuple key", 3: "int key"}
    decoded = c.decode(*c.encode(value))
    assert decoded == {"<tuple: (1, 2)>": "tuple key", "3": "int key"}


def test_to_json_never_raises_on_deep_nesting():
    deep: list = []
    node = deep
    for _ in range(5000):
        nxt: list = []
        node.append(nxt)
        node = nxt
    text = c.to_json(deep)
    assert isinstance(text, str)


# --- cutting ------------------------------------------------------------------------------------


def test_cut_marks_what_it_cuts():
    assert c.cut("x" * 1000, 100) == "x" * 100 + "…[cut: 100 of 1000 chars]"


def test_a_cut_json_value_decodes_to_the_cut_text_itself():
    text = c.cut(json.dumps(list(range(100))), 20)
    assert c.decode(text, True, was_cut=True) == text


def test_undecodable_json_stays_text():
    assert c.decode("{not json", True) == "{not json"


def test_default_size_limit_is_positive():
    assert isinstance(c.DEFAULT_MAX_VALUE_LENGTH, int) and c.DEFAULT_MAX_VALUE_LENGTH > 0


# --- property: every JSON value survives encode/decode -------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=2**63, max_value=2**200)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)


def _same(a, b) -> bool:
    """Equality that also tells 1 from 1.0 and True from 1 (JSON keeps those apart)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    return a == b


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_property_json_values_round_trip_exactly(value):
    encoded, is_json = c.encode(value)
    assert isinstance(encoded, (str, bool, int, float))
    assert _same(c.decode(encoded, is_json), value)


# --- the one shared JSON encoder: its cycle markers never change what is written ----------------
def _fresh_json(value):
    return json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode(value)


def test_the_shared_encoder_is_clean_after_encodings_that_fail_part_way():
    looped: list = [1]
    looped.append({"inner": looped})
    for failing in (looped, {"a": [object()]}, [float("nan")], {"deep": [[[{1j: 2}]]]}):
        c.to_json(failing)  # fails in the fast path, written by the json_safe path
        assert c._markers == {}
        value = {"a": [1, {"b": "c"}], "d": 1.5}
        assert c.to_json(value) == _fresh_json(value)


def test_a_nested_encoding_inside_an_encoding_writes_the_same_text():
    inner = {"x": [1, 2], "y": "z"}

    class Sneaky(dict):
        def items(self):  # noqa: ANN201 - runs the encoder again from inside an encoding
            c.to_json(inner)
            c.to_json([float("inf")])  # and one that fails there
            return super().items()

    value = [Sneaky(a=1, b=[2, 3]), {"c": Sneaky(d=4)}]
    assert c.to_json(value) == _fresh_json(value)
    assert c._markers == {}


def test_threads_encoding_at_once_write_what_one_thread_writes():
    import threading

    values = [{"n": i, "items": [{"k": j, "v": [j] * 3} for j in range(20)]} for i in range(40)]
    expected = [_fresh_json(v) for v in values]
    results: list = []

    def work() -> None:
        results.append([c.to_json(v) for v in values for _ in range(5)][::5])

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == [expected] * 4


@pytest.mark.parametrize(
    "text",
    ['{"a": 1}', "[1, 2]", '"s"', "1.5", "not json", '{"a": 1} trailing', ' {"a": 1} ', "{", "", "[" * 150, "x" * 300, json.dumps({"k": "v" * 300})],
)
def test_reader_value_and_object_read_json_text_as_decode_does(text):
    reader = c.AttributeReader({"k": text, c.JSON_KEYS: "k"})
    assert reader.value("k") == c.decode(text, True)
    expected = c.decode(text, True)
    assert reader.object("k") == (expected if isinstance(expected, dict) else c.json_safe({"value": expected}))
