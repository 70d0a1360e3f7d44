"""Misuse of the recorder follows a documented rule, is logged once per recorder and kind, never raises.

Rules (README: "Misuse is recorded, never raised"): a tool name that is not a string is recorded as str(tool); args that are
not a dict (nor None) are recorded as {"value": args}; a record_event payload key named `event` or
`timestamp` becomes `payload_event` / `payload_timestamp`; an output with an unknown call id is an
orphan output. Calls after finish() are ignored with one warning.
"""

from __future__ import annotations

import pytest

from critiqor import evidence_from_spans, monitor


def strip(event: dict) -> dict:
    return {k: v for k, v in event.items() if k != "timestamp"}


def untimed_calls(ev):
    return [(t.tool, t.args, t.id) for t in ev.tool_calls]


# --- tool names that are not strings -------------------------------------------------------------


@pytest.mark.parametrize("tool, expected", [(42, "42"), (None, "None"), (3.5, "3.5"), (("a", 1), "('a', 1)")])
def test_a_tool_name_that_is_not_a_string_is_recorded_as_its_str(provider, exporter, tool, expected):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call(tool, {"x": 1})
        ev = rec.finish()
    assert untimed_calls(ev) == [(expected, {"x": 1}, None)]
    assert strip(ev.trace[1])["tool"] == expected
    assert any(s.name == f"execute_tool {expected}" for s in exporter.get_finished_spans())


def test_a_non_string_tool_name_is_warned_about_once_per_recorder(provider, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call(1)
        rec.record_tool_call(2)
        rec.record_tool_output(1, "x")
        rec.finish()
    assert len(critiqor_warnings()) == 1
    with monitor(tracer_provider=provider) as rec2:
        rec2.record_tool_call(3)
        rec2.finish()
    assert len(critiqor_warnings()) == 2  # once per recorder, so the next recorder warns again


def test_a_string_tool_name_is_not_warned_about(provider, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("fine", {"a": 1}, call_id="1")
        rec.record_tool_output("fine", "ok", call_id="1")
        rec.record_event("step", n=1)
        rec.record_llm_call("m", {"total_tokens": 1})
        rec.finish("r")
    assert critiqor_warnings() == []


# --- args that are not a dict -------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, expected",
    [
        ([1, 2], {"value": [1, 2]}),
        ("2 + 2", {"value": "2 + 2"}),
        (7, {"value": 7}),
        ((1, "a"), {"value": [1, "a"]}),
        (False, {"value": False}),
    ],
)
def test_args_that_are_not_a_dict_are_recorded_under_value(provider, args, expected):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", args)
        ev = rec.finish()
    assert ev.tool_calls[0].args == expected
    assert strip(ev.trace[1])["args"] == expected


def test_none_args_are_an_empty_dict_without_warning(provider, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", None)
        ev = rec.finish()
    assert ev.tool_calls[0].args == {}
    assert critiqor_warnings() == []


def test_non_dict_args_are_warned_about_once_per_recorder(provider, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", [1])
        rec.record_tool_call("t", "s")
        rec.finish()
    assert len(critiqor_warnings()) == 1


# --- payload keys that clash with the trace event's own keys -----------------------------------


def test_payload_keys_event_and_timestamp_are_renamed(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_event("step", event="user-event", timestamp=12345, other=1)
        ev = rec.finish()
    event = ev.trace[1]
    assert event["event"] == "step"
    assert isinstance(event["timestamp"], float) and event["timestamp"] != 12345
    assert strip(event) == {"event": "step", "payload_event": "user-event", "payload_timestamp": 12345, "other": 1}


def test_renamed_payload_keys_are_warned_about_once_per_recorder(provider, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_event("a", event=1)
        rec.record_event("b", timestamp=2)
        rec.record_event("c", event=3, timestamp=4)
        ev = rec.finish()
    assert len(critiqor_warnings()) == 1
    assert [strip(e) for e in ev.trace[1:4]] == [
        {"event": "a", "payload_event": 1},
        {"event": "b", "payload_timestamp": 2},
        {"event": "c", "payload_event": 3, "payload_timestamp": 4},
    ]


# --- unknown call ids ---------------------------------------------------------------------------


def test_an_unknown_call_id_gives_an_orphan_output_and_one_warning(provider, exporter, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_output("t", "a", call_id="nope-1")
        rec.record_tool_output("t", "b", call_id="nope-2")
        ev = rec.finish()
    assert ev.tool_calls == []
    assert [(o.tool, o.output, o.call_id) for o in ev.tool_outputs] == [("t", "a", "nope-1"), ("t", "b", "nope-2")]
    assert [strip(e) for e in ev.trace[1:3]] == [
        {"event": "tool_end", "tool": "t", "output": "a", "call_id": "nope-1", "error": None},
        {"event": "tool_end", "tool": "t", "output": "b", "call_id": "nope-2", "error": None},
    ]
    assert len(critiqor_warnings()) == 1
    assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]


def test_different_kinds_of_misuse_each_warn_once(provider, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        for _ in range(3):
            rec.record_tool_call(99)  # tool name
            rec.record_tool_call("t", [1])  # args
            rec.record_event("e", event="x")  # payload key
            rec.record_tool_output("t", 1, call_id="unknown")  # unknown id
        rec.finish()
    assert len(critiqor_warnings()) == 4


# --- calls after finish() -------------------------------------------------------------------------


def test_calls_after_finish_are_ignored_with_one_warning(provider, exporter, critiqor_warnings):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"a": 1})
        ev = rec.finish("r")
        spans_at_finish = len(exporter.get_finished_spans())
        warnings_at_finish = len(critiqor_warnings())
        rec.record_tool_call("late", {"b": 2})
        rec.record_tool_output("t", "late output")
        rec.record_llm_call("m", {"total_tokens": 5})
        rec.record_event("late_event", x=1)
        late = rec.wrap_tool("late_tool", lambda x: x * 2)
        assert late(21) == 42  # the tool itself still runs
    assert rec.finish() is ev
    assert rec.evidence() is ev
    assert [t.tool for t in ev.tool_calls] == ["t"]
    assert ev.tool_outputs == [] and ev.metrics.token_usage == {}
    assert len(critiqor_warnings()) == warnings_at_finish + 1
    assert len(exporter.get_finished_spans()) == spans_at_finish
    assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]


def test_calls_after_finish_without_a_with_block_are_ignored(provider, critiqor_warnings):
    rec = monitor(tracer_provider=provider)
    ev = rec.finish("r")
    rec.record_tool_call("late")
    rec.record_event("late")
    assert rec.finish() is ev and ev.tool_calls == []
    assert len(critiqor_warnings()) == 1


def test_a_wrapped_tool_that_raises_after_finish_still_raises(provider):
    def broken():
        raise KeyError("k")

    rec = monitor(tracer_provider=provider)
    wrapped = rec.wrap_tool("broken", broken)
    ev = rec.finish()
    with pytest.raises(KeyError):
        wrapped()
    assert rec.finish() is ev and ev.tool_outputs == []


# --- other odd inputs never raise -----------------------------------------------------------------


class _Unprintable:
    def __repr__(self):
        raise RuntimeError("repr exploded")

    def __str__(self):
        raise RuntimeError("str exploded")


@pytest.mark.parametrize(
    "program",
    [
        pytest.param(lambda r: r.record_tool_call("t", {"x": _Unprintable()}), id="unprintable-arg"),
        pytest.param(lambda r: r.record_tool_output("t", _Unprintable()), id="unprintable-output"),
        pytest.param(lambda r: r.record_tool_call(_Unprintable()), id="unprintable-tool-name"),
        pytest.param(lambda r: r.record_event("e", x=_Unprintable()), id="unprintable-payload"),
        pytest.param(lambda r: r.record_llm_call(123, {"total_tokens": 1}), id="model-not-a-string"),
        pytest.param(lambda r: r.record_llm_call("m", "not a dict"), id="usage-not-a-dict"),
        pytest.param(lambda r: r.record_llm_call("m", {"total_tokens": float("nan")}), id="usage-nan"),
        pytest.param(lambda r: r.record_llm_call("m", {1: 2, None: "x"}), id="usage-odd-keys"),
        pytest.param(lambda r: r.record_tool_call("t", call_id=7), id="call-id-not-a-string"),
        pytest.param(lambda r: r.record_tool_output("t", 1, error=ValueError("e")), id="error-not-a-string"),
        pytest.param(lambda r: r.record_event(123), id="event-name-not-a-string"),
        pytest.param(lambda r: r.record_tool_call("t", {1: "int key", (2, 3): "tuple key"}), id="odd-arg-keys"),
    ],
)
def test_odd_inputs_never_raise_and_the_run_goes_on(provider, exporter, program):
    with monitor("p", tracer_provider=provider) as rec:
        program(rec)
        rec.record_tool_call("after", {"ok": True}, call_id="after-1")
        rec.record_tool_output("after", "fine", call_id="after-1")
        ev = rec.finish("r")
    assert ev.response == "r"
    assert ("after", {"ok": True}, "after-1") in untimed_calls(ev)
    assert ev.tool_outputs[-1].output == "fine"
    assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]


def test_an_unprintable_output_is_recorded_in_a_readable_form(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t")
        rec.record_tool_output("t", _Unprintable())
        ev = rec.finish()
    out = ev.tool_outputs[0].output
    assert isinstance(out, str) and out.startswith("<_Unprintable: ")


def test_a_name_whose_str_and_repr_raise_is_still_recorded(provider):
    class Broken:
        def __repr__(self):
            raise RuntimeError("no repr")

        __str__ = __repr__

    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call(Broken(), {"a": 1}, call_id="1")
        rec.record_tool_output(Broken(), 2, call_id="1")
        evidence = rec.finish("done")
    assert len(evidence.tool_calls) == 1 and evidence.tool_outputs[0].output == 2
    assert "Broken" in evidence.tool_calls[0].tool
