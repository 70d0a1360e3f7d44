"""The evidence data model: frozen dataclasses, to_dict/from_dict, from_payload."""

from __future__ import annotations

import dataclasses
import json
import typing

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import critiqor
from critiqor import EvaluationEvidence, RuntimeMetrics, ToolCall, ToolOutput


def _field_names(cls) -> list[str]:
    return [f.name for f in dataclasses.fields(cls)]


def test_public_names_are_importable_from_the_package():
    for name in ("ToolCall", "ToolOutput", "RuntimeMetrics", "EvaluationEvidence", "EvidenceLevel"):
        assert hasattr(critiqor, name), name


def test_tool_call_fields_in_order():
    assert _field_names(ToolCall) == ["tool", "args", "id", "timestamp"]


def test_tool_output_fields_in_order():
    assert _field_names(ToolOutput) == ["tool", "output", "call_id", "error", "timestamp"]


def test_runtime_metrics_fields_in_order():
    assert _field_names(RuntimeMetrics) == ["latency", "token_usage", "retries", "errors"]


def test_evaluation_evidence_data_fields_in_order_then_keyword_only_provenance():
    data = [f.name for f in dataclasses.fields(EvaluationEvidence) if f.compare]
    provenance = [f.name for f in dataclasses.fields(EvaluationEvidence) if not f.compare]
    assert provenance == ["span_refs", "incomplete", "content_absent", "redacted"]
    assert all(f.kw_only for f in dataclasses.fields(EvaluationEvidence) if not f.compare)
    assert data == [
        "prompt",
        "response",
        "tool_calls",
        "tool_outputs",
        "trace",
        "metrics",
        "evidence_level",
    ]


def test_evidence_level_literal_values():
    assert set(typing.get_args(critiqor.EvidenceLevel)) == {"response_only", "trace_available", "fully_instrumented"}


@pytest.mark.parametrize(
    "obj, field",
    [
        (ToolCall("t"), "tool"),
        (ToolOutput("t"), "output"),
        (RuntimeMetrics(), "retries"),
        (EvaluationEvidence(), "response"),
    ],
)
def test_dataclasses_are_frozen(obj, field):
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(obj, field, "x")


def test_tool_call_args_default_to_an_empty_dict_not_shared():
    a, b = ToolCall("t"), ToolCall("u")
    assert a.args == {} and a.id is None and a.timestamp is None
    assert a.args is not b.args


def test_to_dict_is_plain_json_ready_data():
    ev = _sample_evidence()
    data = ev.to_dict()
    text = json.dumps(data, allow_nan=False)
    assert json.loads(text) == data
    assert data["tool_calls"][0] == {"tool": "calculator", "args": {"expression": "2 + 2"}, "id": "c1", "timestamp": 1.5}
    assert data["tool_outputs"][0] == {"tool": "calculator", "output": "4", "call_id": "c1", "timestamp": 2.0}
    assert data["metrics"] == {"latency": 0.75, "token_usage": {"total_tokens": 3}, "retries": 1, "errors": ["boom"]}
    assert data["evidence_level"] == "fully_instrumented"


def test_to_dict_leaves_out_optional_fields_that_are_none_as_critiqor_0_1_writes_them():
    call, output = ToolCall("t", {"a": 1}), ToolOutput("t", None)
    assert call.to_dict() == {"tool": "t", "args": {"a": 1}}
    assert output.to_dict() == {"tool": "t", "output": None}
    assert ToolCall.from_dict(call.to_dict()) == call and ToolOutput.from_dict(output.to_dict()) == output
    full = {"tool": "t", "output": None, "call_id": None, "error": None, "timestamp": None}
    assert ToolOutput.from_dict(full) == output
    assert ToolCall.from_dict({"tool": "t", "args": {"a": 1}, "id": None, "timestamp": None}) == call


def test_from_dict_is_the_exact_inverse_of_to_dict():
    ev = _sample_evidence()
    assert EvaluationEvidence.from_dict(ev.to_dict()) == ev


def test_from_dict_is_the_exact_inverse_through_json_text():
    ev = _sample_evidence()
    assert EvaluationEvidence.from_dict(json.loads(json.dumps(ev.to_dict()))) == ev


def test_to_dict_does_not_alias_the_evidence_trace():
    ev = _sample_evidence()
    data = ev.to_dict()
    data["trace"][0]["event"] = "changed"
    data["metrics"]["errors"].append("x")
    assert ev.trace[0]["event"] == "agent_start"
    assert ev.metrics.errors == ["boom"]


def test_from_payload_with_a_trace_is_fully_instrumented():
    ev = EvaluationEvidence.from_payload("p", "r", trace=[{"event": "agent_start", "timestamp": 1.0}])
    assert ev.evidence_level == "fully_instrumented"


def test_from_payload_with_a_latency_is_fully_instrumented():
    ev = EvaluationEvidence.from_payload("p", "r", metrics={"latency": 0.1})
    assert ev.evidence_level == "fully_instrumented"
    assert ev.metrics == RuntimeMetrics(latency=0.1)


def test_from_payload_with_tool_calls_alone_is_trace_available():
    ev = EvaluationEvidence.from_payload("p", "r", tool_calls=[{"tool": "t", "args": {"a": 1}}])
    assert ev.evidence_level == "trace_available"
    assert ev.tool_calls == [ToolCall("t", {"a": 1})]


def test_from_payload_with_tool_outputs_alone_is_trace_available():
    ev = EvaluationEvidence.from_payload("p", "r", tool_outputs=[ToolOutput("t", 4)])
    assert ev.evidence_level == "trace_available"


def test_from_payload_with_nothing_is_response_only():
    ev = EvaluationEvidence.from_payload("p", "r")
    assert ev.evidence_level == "response_only"
    assert (ev.prompt, ev.response, ev.tool_calls, ev.tool_outputs, ev.trace) == ("p", "r", [], [], [])


def test_from_payload_keeps_an_explicit_level():
    ev = EvaluationEvidence.from_payload(
        "p", "r", trace=[{"event": "x", "timestamp": 0.0}], evidence_level="trace_available"
    )
    assert ev.evidence_level == "trace_available"


def test_from_payload_accepts_dataclasses_and_dicts_alike():
    from_objects = EvaluationEvidence.from_payload(
        "p",
        "r",
        tool_calls=[ToolCall("t", {"x": 1}, "c1", 1.0)],
        tool_outputs=[ToolOutput("t", [1, 2], "c1", None, 2.0)],
        metrics=RuntimeMetrics(0.5, {"total_tokens": 2}, 0, []),
    )
    from_dicts = EvaluationEvidence.from_payload(
        "p",
        "r",
        tool_calls=[{"tool": "t", "args": {"x": 1}, "id": "c1", "timestamp": 1.0}],
        tool_outputs=[{"tool": "t", "output": [1, 2], "call_id": "c1", "error": None, "timestamp": 2.0}],
        metrics={"latency": 0.5, "token_usage": {"total_tokens": 2}, "retries": 0, "errors": []},
    )
    assert from_objects == from_dicts
    assert from_objects.evidence_level == "fully_instrumented"  # latency given


def _sample_evidence() -> EvaluationEvidence:
    return EvaluationEvidence(
        prompt="What is 2 + 2?",
        response="4",
        tool_calls=[ToolCall("calculator", {"expression": "2 + 2"}, "c1", 1.5)],
        tool_outputs=[ToolOutput("calculator", "4", "c1", None, 2.0)],
        trace=[
            {"event": "agent_start", "timestamp": 1.25},
            {"event": "tool_start", "timestamp": 1.5, "tool": "calculator", "args": {"expression": "2 + 2"}, "call_id": "c1"},
            {"event": "tool_end", "timestamp": 2.0, "tool": "calculator", "output": "4", "call_id": "c1", "error": None},
            {"event": "retry", "timestamp": 2.1},
            {"event": "agent_finish", "timestamp": 2.0},
        ],
        metrics=RuntimeMetrics(latency=0.75, token_usage={"total_tokens": 3}, retries=1, errors=["boom"]),
        evidence_level="fully_instrumented",
    )


# --- property: to_dict/from_dict round trip over JSON data -----------------------------------

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
_opt_text = st.none() | st.text(max_size=10)
_ts = st.none() | st.floats(min_value=0, max_value=2e9)

_calls = st.builds(ToolCall, st.text(max_size=10), st.dictionaries(st.text(max_size=6), _json, max_size=3), _opt_text, _ts)
_outputs = st.builds(ToolOutput, st.text(max_size=10), _json, _opt_text, _opt_text, _ts)
_metrics = st.builds(
    RuntimeMetrics,
    _ts,
    st.dictionaries(st.text(max_size=8), st.integers(0, 10**6) | st.text(max_size=5), max_size=3),
    st.integers(0, 100),
    st.lists(st.text(max_size=10), max_size=3),
)
_events = st.lists(
    st.fixed_dictionaries({"event": st.text(min_size=1, max_size=8), "timestamp": st.floats(0, 2e9)}).flatmap(
        lambda base: st.dictionaries(st.text(max_size=6).filter(lambda k: k not in base), _json, max_size=3).map(
            lambda extra: {**base, **extra}
        )
    ),
    max_size=5,
)
_evidence = st.builds(
    EvaluationEvidence,
    st.text(max_size=20),
    st.text(max_size=20),
    st.lists(_calls, max_size=3),
    st.lists(_outputs, max_size=3),
    _events,
    _metrics,
    st.sampled_from(["response_only", "trace_available", "fully_instrumented"]),
)


@settings(max_examples=100, deadline=None)
@given(_evidence)
def test_property_from_dict_inverts_to_dict_through_json(ev):
    assert EvaluationEvidence.from_dict(json.loads(json.dumps(ev.to_dict()))) == ev


def test_to_dict_is_json_ready_and_a_fresh_copy_for_any_payload():
    import json as _json

    from critiqor import EvaluationEvidence as _Evidence
    from critiqor import ToolOutput as _Output

    evidence = _Evidence.from_payload(
        "q", "a", tool_calls=[{"tool": "t", "args": {"k": [1, 2]}}], tool_outputs=[_Output("read", b"\x00"), {"tool": "t", "output": {1, 2}}]
    )
    data = evidence.to_dict()
    _json.dumps(data, allow_nan=False)
    data["tool_calls"][0]["args"]["k"].append(3)
    assert evidence.tool_calls[0].args == {"k": [1, 2]}


def test_provenance_is_kept_by_replace_and_left_out_of_equality_and_dict_form():
    refs = critiqor.SpanRefs(trace_id="ab" * 16, root_span_id="cd" * 8)
    ev = EvaluationEvidence(prompt="p", span_refs=refs, incomplete="dropped")
    copy = dataclasses.replace(ev, response="r")
    assert copy.span_refs is refs and copy.incomplete == "dropped"
    assert ev == EvaluationEvidence(prompt="p")
    assert "span_refs" not in ev.to_dict() and "incomplete" not in ev.to_dict()
    assert critiqor.span_refs(copy) is refs


# --- the rebuild's fast constructors make exactly what the class's own constructor makes ---------
def _same_object(fast: object, normal: object) -> None:
    assert type(fast) is type(normal)
    assert fast == normal
    assert vars(fast) == vars(normal)  # provenance fields (compare=False) included
    assert list(vars(fast)) == [f.name for f in dataclasses.fields(normal)]  # every field, in order
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.anything = 1  # type: ignore[attr-defined]


def test_fast_constructors_apply_only_to_classes_without_post_init_or_slots():
    from critiqor.evidence import SpanRefs

    for cls in (ToolCall, ToolOutput, RuntimeMetrics, SpanRefs, EvaluationEvidence):
        assert not hasattr(cls, "__post_init__") and not hasattr(cls, "__slots__")
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen


def test_built_tool_call_and_output_equal_the_normal_constructors():
    from critiqor.evidence import built_tool_call, built_tool_output

    _same_object(built_tool_call("t", {"a": 1}, "c-1", 1.5), ToolCall("t", {"a": 1}, "c-1", 1.5))
    _same_object(built_tool_call("t", {}, None, None), ToolCall("t"))
    _same_object(built_tool_output("t", [1], "c-1", "boom", 2.5), ToolOutput("t", [1], "c-1", "boom", 2.5))
    _same_object(built_tool_output("t", None, None, None, None), ToolOutput("t"))
    assert hash(built_tool_call("t", (), None, None)) == hash(ToolCall("t", (), None, None))  # type: ignore[arg-type]


def test_built_evidence_equals_the_normal_constructor_provenance_included():
    from critiqor.evidence import SpanRefs, built_evidence

    refs = SpanRefs.from_ids(7, 1, [2], [2], [1, 2, 2])
    assert type(refs) is SpanRefs
    _same_object(refs, SpanRefs("00000000000000000000000000000007", "0000000000000001", ("0000000000000002",), ("0000000000000002",), ("0000000000000001", "0000000000000002", "0000000000000002")))
    calls, outputs, trace = [ToolCall("t", {}, "c")], [ToolOutput("t", 1, "c")], [{"event": "agent_start", "timestamp": 1.0}]
    fast = built_evidence("p", "r", calls, outputs, trace, (0.5, {"x": 1}, 2, ["e"]), "fully_instrumented", refs, ("prompt",), ("response",))
    normal = EvaluationEvidence(
        prompt="p",
        response="r",
        tool_calls=calls,
        tool_outputs=outputs,
        trace=trace,
        metrics=RuntimeMetrics(latency=0.5, token_usage={"x": 1}, retries=2, errors=["e"]),
        evidence_level="fully_instrumented",
        span_refs=refs,
        content_absent=("prompt",),
        redacted=("response",),
    )
    _same_object(fast, normal)
    _same_object(fast.metrics, normal.metrics)
    kept = dataclasses.replace(fast, prompt="q")  # replace() goes through the normal constructor
    assert kept.span_refs is refs and kept.redacted == ("response",) and kept.prompt == "q"


def test_span_refs_from_ids_on_a_subclass_goes_through_its_constructor():
    from critiqor.evidence import SpanRefs

    seen = []

    @dataclasses.dataclass(frozen=True)
    class Checked(SpanRefs):
        def __post_init__(self) -> None:
            seen.append(self.root_span_id)

    refs = Checked.from_ids(1, 2, [], [], [2])
    assert type(refs) is Checked and seen == ["0000000000000002"]


def test_built_span_refs_equals_from_ids_of_the_same_ids():
    from critiqor.evidence import SpanRefs, built_span_refs, hex_span_id, hex_trace_id

    ids = [3, 2**64 - 1, 3]
    hexes = [hex_span_id(i) for i in ids]
    _same_object(built_span_refs(hex_trace_id(2**128 - 2), hex_span_id(1), hexes[:1], hexes[1:], hexes), SpanRefs.from_ids(2**128 - 2, 1, ids[:1], ids[1:], ids))


@pytest.mark.parametrize("value", [0, 1, 2**64 - 1, 2**64, -1, True])
def test_hex_ids_read_as_format_writes_them(value):
    from critiqor.evidence import hex_span_id, hex_trace_id

    assert hex_span_id(value) == format(value, "016x")
    assert hex_trace_id(value * 2**64) == format(value * 2**64, "032x")


def test_the_per_run_outcome_and_verdict_target_built_as_their_constructors_make_them():
    from critiqor.evidence import built_frozen
    from critiqor.processor import RunOutcome
    from critiqor.recorder import VerdictTarget

    for cls in (RunOutcome, VerdictTarget):
        assert not hasattr(cls, "__post_init__") and not hasattr(cls, "__slots__") and cls.__dataclass_params__.frozen
    evidence, spans, withheld = EvaluationEvidence(prompt="p"), ("s",), {(1, None): {"k": ("v", False, False)}}
    _same_object(
        built_frozen(RunOutcome, {"evidence": evidence, "spans": spans, "dropped": None, "withheld": withheld}),
        RunOutcome(evidence, spans, withheld=withheld),
    )
    _same_object(built_frozen(VerdictTarget, {"tracer": "t", "context": "c", "content": str.upper}), VerdictTarget("t", "c", str.upper))  # type: ignore[arg-type]
