"""The recorder (README: "The rules the recorder follows"): every recorder call, the evidence it yields, and the rules around them.

Written from the documented API and rules; each test is named after the rule it pins.
"""

from __future__ import annotations

import inspect
import json
import sys
import time

import pytest
from opentelemetry.trace import SpanKind, StatusCode

from critiqor import (
    EvaluationEvidence,
    EvidenceRecorder,
    RuntimeMetrics,
    ToolCall,
    ToolOutput,
    current_recorder,
    evidence_from_spans,
    monitor,
)
from critiqor import wire as c
from wire_helpers import listed


# --- helpers ------------------------------------------------------------------------------------


def names(ev: EvaluationEvidence) -> list[str]:
    return [e["event"] for e in ev.trace]


def strip(event: dict) -> dict:
    return {k: v for k, v in event.items() if k != "timestamp"}


def stripped(ev: EvaluationEvidence) -> list[dict]:
    return [strip(e) for e in ev.trace]


def untimed_calls(ev):
    return [(t.tool, t.args, t.id) for t in ev.tool_calls]


def untimed_outputs(ev):
    return [(o.tool, o.output, o.call_id, o.error) for o in ev.tool_outputs]


def message_text(span, key: str) -> str:
    """The text of the one message critiqor writes under gen_ai.input/output.messages."""
    [message] = json.loads(span.attributes[key])
    [part] = message["parts"]
    return part["content"]


def roots(exporter):
    return [s for s in exporter.get_finished_spans() if s.name == c.ROOT_SPAN_NAME]


def root(exporter):
    found = roots(exporter)
    assert len(found) == 1, [s.name for s in exporter.get_finished_spans()]
    return found[0]


def tool_spans(exporter):
    return [s for s in exporter.get_finished_spans() if s.name.startswith("execute_tool")]


def attr(span, key):
    """An attribute decoded by the documented rule (JSON when listed in critiqor.json)."""
    value = span.attributes.get(key)
    return c.decode(value, listed(span, key, c.JSON_KEYS), listed(span, key, c.CUT_KEYS))


def only_evidence(exporter) -> EvaluationEvidence:
    found = evidence_from_spans(list(exporter.get_finished_spans()))
    assert len(found) == 1
    return found[0]


# --- monitor() and the with block -----------------------------------------------------------------


def test_monitor_returns_an_evidence_recorder_that_the_with_block_yields(provider):
    rec = monitor("p", tracer_provider=provider)
    assert isinstance(rec, EvidenceRecorder)
    with rec as entered:
        assert entered is rec
        rec.finish("r")


def test_monitor_takes_no_required_arguments():
    rec = monitor()
    ev = rec.finish()
    assert ev.prompt == "" and ev.response == ""
    assert ev.evidence_level == "fully_instrumented"


def test_a_full_run_yields_the_documented_trace_events_and_keys(provider):
    with monitor("What is 2 + 2?", tracer_provider=provider) as rec:
        rec.record_tool_call("calculator", {"expression": "2 + 2"}, call_id="c1")
        rec.record_tool_output("calculator", "4", call_id="c1")
        rec.record_llm_call("gpt-4o", {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4})
        rec.record_event("decision_made", choice="b", score=0.5)
        ev = rec.finish("4")
    assert stripped(ev) == [
        {"event": "agent_start"},
        {"event": "tool_start", "tool": "calculator", "args": {"expression": "2 + 2"}, "call_id": "c1"},
        {"event": "tool_end", "tool": "calculator", "output": "4", "call_id": "c1", "error": None},
        {"event": "llm_call", "model": "gpt-4o", "token_usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4}},
        {"event": "decision_made", "choice": "b", "score": 0.5},
        {"event": "agent_finish"},
    ]
    for event in ev.trace:
        assert list(event)[:2] == ["event", "timestamp"]
        assert type(event["timestamp"]) is float
    assert ev.prompt == "What is 2 + 2?" and ev.response == "4"
    assert untimed_calls(ev) == [("calculator", {"expression": "2 + 2"}, "c1")]
    assert untimed_outputs(ev) == [("calculator", "4", "c1", None)]
    assert ev.evidence_level == "fully_instrumented"


def test_timestamps_are_epoch_seconds_inside_the_run_and_in_recording_order(provider, exporter):
    before = time.time()
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("a", {"x": 1})
        time.sleep(0.002)
        rec.record_tool_output("a", 1)
        rec.record_llm_call("m", {"total_tokens": 1})
        rec.record_event("step", n=1)
        ev = rec.finish("r")
    after = time.time()
    stamps = [e["timestamp"] for e in ev.trace]
    assert all(before - 1e-3 <= t <= after + 1e-3 for t in stamps)
    assert stamps == sorted(stamps)
    assert before - 1e-3 <= ev.tool_calls[0].timestamp <= ev.tool_outputs[0].timestamp <= after + 1e-3
    span = root(exporter)
    assert stamps[0] == pytest.approx(span.start_time / 1e9, abs=1e-6)
    assert stamps[-1] == pytest.approx(span.end_time / 1e9, abs=1e-6)


def test_tool_call_args_default_to_an_empty_dict(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("noargs")
        ev = rec.finish()
    assert ev.tool_calls[0].args == {}
    assert ev.tool_calls[0].id is None
    assert strip(ev.trace[1]) == {"event": "tool_start", "tool": "noargs", "args": {}, "call_id": None}


def test_evidence_level_of_recorder_evidence_is_always_fully_instrumented(provider):
    assert monitor(tracer_provider=provider).finish().evidence_level == "fully_instrumented"
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t")
    assert rec.evidence().evidence_level == "fully_instrumented"


# --- matching outputs to calls ---------------------------------------------------------------------


def test_an_output_with_a_call_id_ends_the_span_of_that_id(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("search", {"q": "one"}, call_id="s1")
        rec.record_tool_call("search", {"q": "two"}, call_id="s2")
        rec.record_tool_output("search", "second", call_id="s2")
        rec.record_tool_output("search", "first", call_id="s1")
        ev = rec.finish("done")
    assert untimed_calls(ev) == [("search", {"q": "one"}, "s1"), ("search", {"q": "two"}, "s2")]
    assert untimed_outputs(ev) == [("search", "second", "s2", None), ("search", "first", "s1", None)]
    by_id = {s.attributes[c.GEN_AI_TOOL_CALL_ID]: s for s in tool_spans(exporter)}
    assert set(by_id) == {"s1", "s2"}
    assert attr(by_id["s1"], c.GEN_AI_TOOL_CALL_RESULT) == "first"
    assert attr(by_id["s2"], c.GEN_AI_TOOL_CALL_RESULT) == "second"
    assert by_id["s2"].end_time <= by_id["s1"].end_time
    assert names(ev) == ["agent_start", "tool_start", "tool_start", "tool_end", "tool_end", "agent_finish"]


def test_an_output_without_call_id_ends_the_oldest_open_span_of_that_tool(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("search", {"q": "one"})
        rec.record_tool_call("fetch", {"url": "u"})
        rec.record_tool_call("search", {"q": "two"})
        rec.record_tool_output("search", "r1")
        rec.record_tool_output("fetch", "page")
        ev = rec.finish("done")
    spans = {json_args(s)["q"] if "q" in json_args(s) else "fetch": s for s in tool_spans(exporter)}
    assert attr(spans["one"], c.GEN_AI_TOOL_CALL_RESULT) == "r1"
    assert attr(spans["fetch"], c.GEN_AI_TOOL_CALL_RESULT) == "page"
    # the younger "search" span got no output: it was ended by finish() and marked
    assert c.GEN_AI_TOOL_CALL_RESULT not in spans["two"].attributes
    assert spans["two"].attributes.get(c.OUTPUT_MISSING)
    assert untimed_outputs(ev) == [("search", "r1", None, None), ("fetch", "page", None, None)]
    assert len(ev.tool_calls) == 3


def json_args(span) -> dict:
    """gen_ai.tool.call.arguments is always a JSON string (a JSON object)."""
    return json.loads(span.attributes[c.GEN_AI_TOOL_CALL_ARGUMENTS])


def test_an_output_without_call_id_skips_open_spans_that_have_an_id(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("search", {"q": "with id"}, call_id="s1")
        rec.record_tool_call("search", {"q": "no id"})
        rec.record_tool_output("search", "answer")
        ev = rec.finish("done")
    spans = {json_args(s)["q"]: s for s in tool_spans(exporter)}
    assert attr(spans["no id"], c.GEN_AI_TOOL_CALL_RESULT) == "answer"
    assert spans["with id"].attributes.get(c.OUTPUT_MISSING)
    assert untimed_outputs(ev) == [("search", "answer", None, None)]


@pytest.mark.parametrize(
    "program",
    [
        pytest.param(lambda r: r.record_tool_output("never_called", "x"), id="tool-never-called"),
        pytest.param(lambda r: r.record_tool_output("search", "x", call_id="nope"), id="unknown-call-id"),
        pytest.param(
            lambda r: (r.record_tool_call("search", call_id="s1"), r.record_tool_output("search", "x")),
            id="no-id-but-only-spans-with-ids-open",
        ),
        pytest.param(
            lambda r: (
                r.record_tool_call("search", call_id="s1"),
                r.record_tool_output("search", "first", call_id="s1"),
                r.record_tool_output("search", "x", call_id="s1"),
            ),
            id="call-already-answered",
        ),
    ],
)
def test_an_output_that_matches_no_open_span_is_an_orphan(provider, exporter, program):
    with monitor(tracer_provider=provider) as rec:
        program(rec)
        ev = rec.finish("done")
    last = ev.tool_outputs[-1]
    assert last.output == "x"
    assert ev.trace[-2]["event"] == "tool_end" and ev.trace[-2]["output"] == "x"
    # no ToolCall is invented for an orphan
    n_calls = sum(1 for e in ev.trace if e["event"] == "tool_start")
    assert len(ev.tool_calls) == n_calls
    orphans = [s for s in tool_spans(exporter) if s.attributes.get(c.ORPHAN_OUTPUT)]
    assert len(orphans) == 1
    assert orphans[0].start_time == orphans[0].end_time
    assert attr(orphans[0], c.GEN_AI_TOOL_CALL_RESULT) == "x"


def test_an_unknown_call_id_is_an_orphan_even_when_a_span_without_id_is_open(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("search", {"q": 1})
        rec.record_tool_output("search", "x", call_id="zzz")
        ev = rec.finish("done")
    assert untimed_calls(ev) == [("search", {"q": 1}, None)]
    assert untimed_outputs(ev) == [("search", "x", "zzz", None)]
    spans = tool_spans(exporter)
    assert sum(1 for s in spans if s.attributes.get(c.ORPHAN_OUTPUT)) == 1
    assert sum(1 for s in spans if s.attributes.get(c.OUTPUT_MISSING)) == 1


def test_an_unanswered_call_keeps_its_tool_call_and_gets_no_output(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("slow", {"n": 1}, call_id="s1")
        rec.record_tool_call("fast", {"n": 2}, call_id="f1")
        rec.record_tool_output("fast", 2, call_id="f1")
        ev = rec.finish("gave up")
    assert untimed_calls(ev) == [("slow", {"n": 1}, "s1"), ("fast", {"n": 2}, "f1")]
    assert untimed_outputs(ev) == [("fast", 2, "f1", None)]
    assert [e.get("call_id") for e in ev.trace if e["event"] == "tool_end"] == ["f1"]
    slow = [s for s in tool_spans(exporter) if s.attributes[c.GEN_AI_TOOL_NAME] == "slow"][0]
    assert slow.attributes.get(c.OUTPUT_MISSING)
    assert slow.end_time is not None
    fast = [s for s in tool_spans(exporter) if s.attributes[c.GEN_AI_TOOL_NAME] == "fast"][0]
    assert not fast.attributes.get(c.OUTPUT_MISSING)


def test_a_non_string_tool_name_matches_its_output_by_the_same_rule(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call(42, {"a": 1})
        rec.record_tool_output(42, "ok")
        ev = rec.finish()
    assert untimed_calls(ev) == [("42", {"a": 1}, None)]
    assert untimed_outputs(ev) == [("42", "ok", None, None)]


# --- finish() ---------------------------------------------------------------------------------------


def test_finish_is_idempotent_and_returns_the_same_object(provider, exporter):
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t")
        first = rec.finish("r1")
        second = rec.finish("r2", "other prompt")
    third = rec.finish("r3")
    assert first is second is third
    assert first.response == "r1" and first.prompt == "p"
    assert len(roots(exporter)) == 1
    assert message_text(root(exporter), c.GEN_AI_OUTPUT_MESSAGES) == "r1"


def test_finish_keeps_the_construction_prompt_unless_given_one(provider, exporter):
    assert monitor("kept", tracer_provider=provider).finish("r").prompt == "kept"
    ev = monitor("old", tracer_provider=provider).finish("r", "new")
    assert ev.prompt == "new"
    assert [message_text(s, c.GEN_AI_INPUT_MESSAGES) for s in roots(exporter)] == ["kept", "new"]


def test_finish_without_a_with_block_starts_the_root_at_the_first_call(provider, exporter, span_clock):
    rec = monitor("p", tracer_provider=provider)
    span_clock.advance(0.25)
    first_call_ns = span_clock.ns()
    rec.record_tool_call("calculator", {"expression": "1"})
    rec.record_tool_output("calculator", 1)
    ev = rec.finish("1")
    span = root(exporter)
    assert span.start_time == first_call_ns
    assert ev.metrics.latency == 0
    assert untimed_calls(ev) == [("calculator", {"expression": "1"}, None)]
    assert untimed_outputs(ev) == [("calculator", 1, None, None)]
    assert ev.response == "1" and ev.prompt == "p"
    assert ev.evidence_level == "fully_instrumented"
    assert current_recorder() is None
    for s in tool_spans(exporter):
        assert s.parent is not None and s.parent.span_id == span.context.span_id


def test_finish_without_any_call_still_yields_evidence(provider, exporter):
    ev = monitor("p", tracer_provider=provider).finish("r")
    assert (ev.prompt, ev.response, ev.tool_calls, ev.tool_outputs) == ("p", "r", [], [])
    assert ev.metrics.latency is not None and ev.metrics.latency >= 0
    assert message_text(root(exporter), c.GEN_AI_OUTPUT_MESSAGES) == "r"


def test_finish_inside_the_block_ends_the_root_with_prompt_and_response(provider, exporter):
    with monitor("p", agent_name="calc-agent", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"a": 1})
        rec.record_tool_output("t", 2)
        ev = rec.finish("r")
        span = root(exporter)  # already ended and exported inside the block
        assert message_text(span, c.GEN_AI_INPUT_MESSAGES) == "p"
        assert message_text(span, c.GEN_AI_OUTPUT_MESSAGES) == "r"
    assert len(roots(exporter)) == 1
    assert names(ev)[0] == "agent_start" and names(ev)[-1] == "agent_finish"
    assert ev == only_evidence(exporter)


def test_finish_after_the_block_still_brings_response_and_prompt_to_the_trace(provider, exporter):
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"a": 1}, call_id="c1")
        rec.record_tool_output("t", 2, call_id="c1")
    ended_root = root(exporter)
    ev = rec.finish("late response", "late prompt")
    assert ev.response == "late response" and ev.prompt == "late prompt"
    assert untimed_calls(ev) == [("t", {"a": 1}, "c1")]
    assert ev.metrics.latency == pytest.approx((ended_root.end_time - ended_root.start_time) / 1e9, abs=1e-6)
    # evidence rebuilt later from storage carries them too
    spans = list(exporter.get_finished_spans())
    assert all(s.context.trace_id == ended_root.context.trace_id for s in spans)
    rebuilt = evidence_from_spans(spans)
    assert len(rebuilt) == 1
    assert rebuilt[0].response == "late response" and rebuilt[0].prompt == "late prompt"
    assert rebuilt[0] == ev
    assert rec.finish("again") is ev


def test_evidence_after_the_block_without_finish_is_the_rebuilt_run(provider, exporter):
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"a": 1})
        rec.record_tool_output("t", 2)
    ev = rec.evidence()
    assert ev == only_evidence(exporter)
    assert names(ev) == ["agent_start", "tool_start", "tool_end", "agent_finish"]
    assert ev.prompt == "p"


def test_evidence_mid_run_is_a_snapshot_that_does_not_finish(provider, exporter):
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("a", {"n": 1}, call_id="a1")
        rec.record_tool_output("a", 1, call_id="a1")
        rec.record_tool_call("b", {"n": 2}, call_id="b1")
        snap = rec.evidence()
        assert roots(exporter) == []  # the root is still open
        assert untimed_calls(snap) == [("a", {"n": 1}, "a1"), ("b", {"n": 2}, "b1")]
        assert untimed_outputs(snap) == [("a", 1, "a1", None)]
        assert names(snap)[:4] == ["agent_start", "tool_start", "tool_end", "tool_start"]
        assert "agent_finish" not in names(snap)
        rec.record_tool_output("b", 2, call_id="b1")
        ev = rec.finish("r")
    assert ev is not snap
    assert untimed_outputs(ev) == [("a", 1, "a1", None), ("b", 2, "b1", None)]
    assert rec.evidence() is ev


def test_evidence_before_any_call_does_not_raise_or_finish(provider):
    rec = monitor("p", tracer_provider=provider)
    snap = rec.evidence()
    assert snap.prompt == "p" and snap.tool_calls == [] and snap.tool_outputs == []
    rec.record_tool_call("t")
    ev = rec.finish("r")
    assert [t.tool for t in ev.tool_calls] == ["t"] and ev.response == "r"


# --- metrics ----------------------------------------------------------------------------------------


def test_token_usage_sums_numbers_and_keeps_the_last_non_number(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_llm_call("m1", {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15, "tier": "a"})
        rec.record_llm_call("m2", {"prompt_tokens": 1, "completion_tokens": 2, "total_tokens": 3, "tier": "b", "cost": 0.5})
        rec.record_llm_call("m3", {"input_tokens": 7, "output_tokens": 8, "cost": 0.25})
        rec.record_llm_call()
        ev = rec.finish()
    assert ev.metrics.token_usage == {
        "prompt_tokens": 11,
        "completion_tokens": 7,
        "total_tokens": 18,
        "tier": "b",
        "cost": 0.75,
        "input_tokens": 7,
        "output_tokens": 8,
    }
    assert [e["token_usage"] for e in ev.trace if e["event"] == "llm_call"][:3] == [
        {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15, "tier": "a"},
        {"prompt_tokens": 1, "completion_tokens": 2, "total_tokens": 3, "tier": "b", "cost": 0.5},
        {"input_tokens": 7, "output_tokens": 8, "cost": 0.25},
    ]
    last = [e for e in ev.trace if e["event"] == "llm_call"][-1]
    assert last["model"] is None
    assert last["token_usage"] in (None, {})


def test_token_usage_is_empty_without_llm_calls(provider):
    assert monitor(tracer_provider=provider).finish().metrics.token_usage == {}


def test_each_retry_event_adds_one_retry(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_event("retry", attempt=1, reason="timeout")
        rec.record_event("not_a_retry")
        rec.record_event("retry", attempt=2)
        rec.record_event("retry")
        ev = rec.finish()
    assert ev.metrics.retries == 3
    assert [strip(e) for e in ev.trace if e["event"] == "retry"] == [
        {"event": "retry", "attempt": 1, "reason": "timeout"},
        {"event": "retry", "attempt": 2},
        {"event": "retry"},
    ]


def test_errors_hold_tool_errors_and_error_events_in_recording_order(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("a", call_id="1")
        rec.record_tool_output("a", None, call_id="1", error="e1: tool failed")
        rec.record_event("error", error="e2: from an event", where="planner")
        rec.record_tool_call("b")
        rec.record_tool_output("b", "partial", error="e3: other tool")
        rec.record_tool_output("orphan", None, error="e4: orphan error")
        ev = rec.finish()
    assert ev.metrics.errors == ["e1: tool failed", "e2: from an event", "e3: other tool", "e4: orphan error"]
    assert untimed_outputs(ev) == [
        ("a", None, "1", "e1: tool failed"),
        ("b", "partial", None, "e3: other tool"),
        ("orphan", None, None, "e4: orphan error"),
    ]
    assert strip(ev.trace[3]) == {"event": "error", "error": "e2: from an event", "where": "planner"}


def test_a_tool_error_marks_the_span_as_error(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("a", call_id="1")
        rec.record_tool_output("a", None, call_id="1", error="disk full")
        rec.record_tool_call("b", call_id="2")
        rec.record_tool_output("b", "fine", call_id="2")
        rec.finish()
    spans = {s.attributes[c.GEN_AI_TOOL_CALL_ID]: s for s in tool_spans(exporter)}
    assert spans["1"].status.status_code is StatusCode.ERROR
    assert spans["1"].attributes.get(c.ERROR_TYPE)
    assert spans["1"].attributes.get(c.TOOL_ERROR) == "disk full"
    assert spans["2"].status.status_code is not StatusCode.ERROR
    assert c.ERROR_TYPE not in spans["2"].attributes


def test_latency_is_the_root_span_duration(provider, exporter, span_clock):
    with monitor(tracer_provider=provider) as rec:
        span_clock.advance(0.02)
        ev = rec.finish()
    span = root(exporter)
    assert ev.metrics.latency == pytest.approx((span.end_time - span.start_time) / 1e9, abs=1e-6)
    assert ev.metrics.latency == pytest.approx(0.02, abs=1e-6)


# --- exceptions in the block ----------------------------------------------------------------------


def test_an_exception_in_the_block_is_recorded_and_reraised(provider, exporter):
    boom = ValueError("boom")
    with pytest.raises(ValueError) as info:
        with monitor("p", tracer_provider=provider) as rec:
            rec.record_tool_call("t", {"a": 1})
            raise boom
    assert info.value is boom
    span = root(exporter)
    assert span.status.status_code is StatusCode.ERROR
    exception_events = [e for e in span.events if e.name == "exception"]
    assert len(exception_events) == 1
    assert exception_events[0].attributes["exception.type"] == "ValueError"
    ev = rec.evidence()
    assert names(ev) == ["agent_start", "tool_start", "error", "agent_finish"]
    assert strip(ev.trace[2]) == {"event": "error", "error": "boom"}
    assert ev.metrics.errors == ["boom"]
    assert "exception" not in names(ev)
    assert untimed_calls(ev) == [("t", {"a": 1}, None)] and ev.tool_outputs == []
    assert ev == only_evidence(exporter)
    assert current_recorder() is None


def test_an_exception_after_errors_comes_last_in_errors(provider):
    with pytest.raises(KeyError):
        with monitor(tracer_provider=provider) as rec:
            rec.record_tool_call("t")
            rec.record_tool_output("t", None, error="tool broke")
            raise KeyError("k")
    assert rec.evidence().metrics.errors == ["tool broke", str(KeyError("k"))]


def test_finish_after_an_exception_in_the_block_keeps_the_error(provider, exporter):
    try:
        with monitor("p", tracer_provider=provider) as rec:
            raise RuntimeError("agent crashed")
    except RuntimeError:
        pass
    ev = rec.finish("partial answer")
    assert ev.response == "partial answer"
    assert ev.metrics.errors == ["agent crashed"]
    assert evidence_from_spans(list(exporter.get_finished_spans()))[0] == ev


def test_the_with_block_never_swallows_an_exception_even_after_finish(provider):
    with pytest.raises(ZeroDivisionError):
        with monitor(tracer_provider=provider) as rec:
            rec.finish("r")
            1 / 0


# --- equal to the rebuild from exported spans ---------------------------------------------------


def test_finish_evidence_equals_the_rebuild_from_the_exported_spans(provider, exporter):
    with monitor("What is 2 + 2?", agent_name="calc", tracer_provider=provider) as rec:
        rec.record_tool_call("calculator", {"expression": "2 + 2"}, call_id="c1")
        rec.record_llm_call("gpt-4o", {"prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15})
        rec.record_tool_output("calculator", 4, call_id="c1")
        rec.record_tool_call("search", {"q": ["a", "b"]})
        rec.record_tool_output("search", {"hits": [{"id": 1, "score": 0.5}]}, error=None)
        rec.record_tool_output("ghost", "no call")
        rec.record_event("retry", attempt=1)
        rec.record_event("error", error="soft failure")
        rec.record_tool_call("never_answered", {"x": None})
        ev = rec.finish("4")
    rebuilt = evidence_from_spans(list(exporter.get_finished_spans()))
    assert len(rebuilt) == 1
    assert rebuilt[0] == ev
    assert rebuilt[0].to_dict() == ev.to_dict()


def test_evidence_from_spans_does_not_depend_on_span_order(provider, exporter):
    for i in range(3):
        with monitor(f"p{i}", tracer_provider=provider) as rec:
            rec.record_tool_call("t", {"i": i})
            rec.record_tool_output("t", i)
            rec.finish(f"r{i}")
    spans = list(exporter.get_finished_spans())
    forward = evidence_from_spans(spans)
    backward = evidence_from_spans(list(reversed(spans)))
    assert [e.prompt for e in forward] == ["p0", "p1", "p2"]
    assert forward == backward


# --- ties in the clock --------------------------------------------------------------------------

FROZEN_NS = 1_700_000_000_123_456_789


def _freeze_wall_clock(monkeypatch):
    """Make every wall-clock reading the same instant (monotonic clocks are left alone).

    The SDK reads `time_ns` through `from time import time_ns` in `opentelemetry.sdk.trace`,
    so that name is patched too, and so is any `time`/`time_ns` a critiqor module imported by name.
    """
    import opentelemetry.sdk.trace as sdk_trace

    real_time, real_time_ns = time.time, time.time_ns
    frozen_ns = lambda: FROZEN_NS  # noqa: E731
    frozen_s = lambda: FROZEN_NS / 1e9  # noqa: E731
    monkeypatch.setattr(time, "time_ns", frozen_ns)
    monkeypatch.setattr(time, "time", frozen_s)
    monkeypatch.setattr(sdk_trace, "time_ns", frozen_ns)
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "critiqor" or name.startswith("critiqor.")):
            continue
        for attr_name, value in list(vars(module).items()):
            if value is real_time_ns:
                monkeypatch.setattr(module, attr_name, frozen_ns)
            elif value is real_time:
                monkeypatch.setattr(module, attr_name, frozen_s)


def test_recording_order_survives_when_every_clock_reading_ties(provider, exporter, monkeypatch):
    with monitor("p", tracer_provider=provider):
        pass  # warm up: import everything the recorder needs before the clock is frozen
    exporter.clear()
    _freeze_wall_clock(monkeypatch)
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_event("first")
        rec.record_tool_call("a", {"n": 1})
        rec.record_tool_call("b", {"n": 2})
        rec.record_event("between")
        rec.record_tool_output("b", "B")
        rec.record_llm_call("m", {"total_tokens": 1})
        rec.record_tool_output("a", "A")
        rec.record_tool_output("orphan", "O")
        rec.record_event("last")
        ev = rec.finish("r")
    stamps = {e["timestamp"] for e in ev.trace}
    assert len(stamps) == 1, "the clock was not frozen; the test must patch the clock the code reads"
    assert stamps.pop() == pytest.approx(FROZEN_NS / 1e9, abs=1e-6)
    assert [(e["event"], e.get("tool")) for e in ev.trace] == [
        ("agent_start", None),
        ("first", None),
        ("tool_start", "a"),
        ("tool_start", "b"),
        ("between", None),
        ("tool_end", "b"),
        ("llm_call", None),
        ("tool_end", "a"),
        ("tool_end", "orphan"),
        ("last", None),
        ("agent_finish", None),
    ]
    assert [t.tool for t in ev.tool_calls] == ["a", "b"]
    assert [o.tool for o in ev.tool_outputs] == ["b", "a", "orphan"]
    assert ev.metrics.latency == 0.0
    spans = list(exporter.get_finished_spans())
    for _ in range(3):
        spans = spans[1:] + spans[:1]
        assert evidence_from_spans(spans) == [ev]


# --- nesting and the recorder context variable ----------------------------------------------------


def test_nested_monitor_blocks_give_one_evidence_each_in_start_order(provider, exporter):
    with monitor("outer", tracer_provider=provider) as outer:
        outer.record_tool_call("outer_tool", {"level": 0})
        with monitor("inner", tracer_provider=provider) as inner:
            inner.record_tool_call("inner_tool", {"level": 1})
            inner.record_tool_output("inner_tool", "in")
            inner.record_event("inner_event")
            inner_ev = inner.finish("inner done")
        outer.record_tool_output("outer_tool", "out")
        outer_ev = outer.finish("outer done")
    rebuilt = evidence_from_spans(list(exporter.get_finished_spans()))
    assert rebuilt == [outer_ev, inner_ev]
    assert untimed_calls(outer_ev) == [("outer_tool", {"level": 0}, None)]
    assert untimed_outputs(outer_ev) == [("outer_tool", "out", None, None)]
    assert "inner_event" not in names(outer_ev)
    assert untimed_calls(inner_ev) == [("inner_tool", {"level": 1}, None)]
    assert names(inner_ev) == ["agent_start", "tool_start", "tool_end", "inner_event", "agent_finish"]
    outer_root, inner_root = sorted(roots(exporter), key=lambda s: s.start_time)
    assert inner_root.parent is not None and inner_root.parent.span_id == outer_root.context.span_id


def test_the_root_span_is_a_child_of_the_current_span(provider, exporter):
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span("POST /ask") as request_span:
        with monitor("p", tracer_provider=provider) as rec:
            rec.record_tool_call("t")
            rec.record_tool_output("t", 1)
            ev = rec.finish("r")
    span = root(exporter)
    assert span.parent is not None and span.parent.span_id == request_span.get_span_context().span_id
    assert span.context.trace_id == request_span.get_span_context().trace_id
    rebuilt = evidence_from_spans(list(exporter.get_finished_spans()))
    assert rebuilt == [ev]


def test_current_recorder_is_the_innermost_open_block(provider):
    assert current_recorder() is None
    with monitor(tracer_provider=provider) as outer:
        assert current_recorder() is outer
        with monitor(tracer_provider=provider) as inner:
            assert current_recorder() is inner
            inner.finish()
            assert current_recorder() is inner  # finish() does not leave the block
        assert current_recorder() is outer
    assert current_recorder() is None


def test_current_recorder_is_reset_after_an_exception(provider):
    with pytest.raises(RuntimeError):
        with monitor(tracer_provider=provider):
            raise RuntimeError("x")
    assert current_recorder() is None


def test_a_recorder_without_a_with_block_is_not_current(provider):
    rec = monitor(tracer_provider=provider)
    rec.record_tool_call("t")
    assert current_recorder() is None
    rec.finish()


def test_spans_are_children_of_the_root_in_one_trace(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("t", call_id="1")
        rec.record_llm_call("m")
        rec.record_tool_output("t", 1, call_id="1")
        rec.record_tool_output("orphan", 2)
        rec.finish()
    span = root(exporter)
    others = [s for s in exporter.get_finished_spans() if s is not span]
    assert len(others) == 3
    for s in others:
        assert s.context.trace_id == span.context.trace_id
        assert s.parent is not None and s.parent.span_id == span.context.span_id


# --- wrap_tool ------------------------------------------------------------------------------------


def test_wrap_tool_records_a_call_and_an_output_per_invocation(provider, exporter):
    def raw_calculator(expression, scale=1):
        return eval(expression) * scale  # noqa: S307 - test input only

    with monitor(tracer_provider=provider) as rec:
        calculator = rec.wrap_tool("calculator", raw_calculator)
        assert calculator("2 + 2") == 4
        assert calculator("1 + 1", scale=3) == 6
        ev = rec.finish("done")
    assert untimed_calls(ev) == [
        ("calculator", {"args": ["2 + 2"], "kwargs": {}}, "calculator-1"),
        ("calculator", {"args": ["1 + 1"], "kwargs": {"scale": 3}}, "calculator-2"),
    ]
    assert untimed_outputs(ev) == [("calculator", 4, "calculator-1", None), ("calculator", 6, "calculator-2", None)]
    assert names(ev) == ["agent_start", "tool_start", "tool_end", "tool_start", "tool_end", "agent_finish"]
    assert sorted(s.attributes[c.GEN_AI_TOOL_CALL_ID] for s in tool_spans(exporter)) == ["calculator-1", "calculator-2"]


def test_wrap_tool_call_ids_count_all_tool_calls_of_this_recorder(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_tool_call("search", {"q": "x"}, call_id="mine")
        rec.record_tool_call("fetch")
        lookup = rec.wrap_tool("lookup", lambda key: key.upper())
        assert lookup("a") == "A"
        rec.record_tool_output("search", "r", call_id="mine")
        assert lookup(key="b") == "B"
        ev = rec.finish()
    assert [t.id for t in ev.tool_calls] == ["mine", None, "lookup-3", "lookup-4"]
    assert ev.tool_calls[3].args == {"args": [], "kwargs": {"key": "b"}}
    other = monitor(tracer_provider=provider)
    assert other.wrap_tool("lookup", str)(1) == "1"
    assert other.finish().tool_calls[0].id == "lookup-1"  # counting is per recorder


def test_wrap_tool_returns_the_functions_own_result_object(provider):
    result = object()
    with monitor(tracer_provider=provider) as rec:
        wrapped = rec.wrap_tool("maker", lambda: result)
        assert wrapped() is result
        ev = rec.finish()
    assert isinstance(ev.tool_outputs[0].output, str)
    assert ev.tool_outputs[0].output.startswith("<object: ")


def test_wrap_tool_records_an_exception_and_reraises_it(provider, exporter):
    bad = ValueError("bad expression")

    def raw(expression):
        raise bad

    with monitor(tracer_provider=provider) as rec:
        calculator = rec.wrap_tool("calculator", raw)
        with pytest.raises(ValueError) as info:
            calculator("1/0")
        assert info.value is bad
        ev = rec.finish("failed")
    assert untimed_calls(ev) == [("calculator", {"args": ["1/0"], "kwargs": {}}, "calculator-1")]
    assert len(ev.tool_outputs) == 1
    out = ev.tool_outputs[0]
    assert out.call_id == "calculator-1"
    assert isinstance(out.error, str) and "bad expression" in out.error
    assert ev.metrics.errors == [out.error]
    (span,) = tool_spans(exporter)
    assert span.status.status_code is StatusCode.ERROR
    assert span.attributes.get(c.ERROR_TYPE)
    exception_events = [e for e in span.events if e.name == "exception"]
    assert len(exception_events) == 1
    assert exception_events[0].attributes["exception.type"] == "ValueError"
    assert "exception" not in names(ev)


def test_wrap_tool_keeps_the_signature(provider):
    def tool(a: int, b: str = "x", *, c: float = 1.0) -> str:
        """Doc."""
        return f"{a}{b}{c}"

    with monitor(tracer_provider=provider) as rec:
        wrapped = rec.wrap_tool("tool", tool)
        assert inspect.signature(wrapped) == inspect.signature(tool)
        assert wrapped(1, c=2.0) == "1x2.0"
        rec.finish()


# --- record_event and llm calls on the evidence ----------------------------------------------------


def test_record_event_payload_keys_are_kept_as_given(provider):
    with monitor(tracer_provider=provider) as rec:
        rec.record_event("state_transition", **{"from": "plan", "to": "act", "with space": 1, "ü": [1, {"a": None}]})
        rec.record_event("empty")
        ev = rec.finish()
    assert stripped(ev)[1:3] == [
        {"event": "state_transition", "from": "plan", "to": "act", "with space": 1, "ü": [1, {"a": None}]},
        {"event": "empty"},
    ]


@pytest.mark.parametrize(
    "name", ["exception", "agent_start", "agent_finish", "tool_start", "tool_end", "llm_call", "critiqor.finish", ""]
)
def test_any_record_event_name_is_a_trace_event_even_a_reserved_looking_one(provider, exporter, name):
    with monitor(tracer_provider=provider) as rec:
        rec.record_event(name, k=1)
        ev = rec.finish()
    assert stripped(ev) == [{"event": "agent_start"}, {"event": name, "k": 1}, {"event": "agent_finish"}]
    assert ev.tool_calls == [] and ev.tool_outputs == []
    assert only_evidence(exporter) == ev


def test_many_events_are_all_kept(provider):
    with monitor(tracer_provider=provider) as rec:
        for i in range(300):
            rec.record_event("step", i=i)
        ev = rec.finish()
    steps = [e["i"] for e in ev.trace if e["event"] == "step"]
    assert steps == list(range(300))


def test_a_payload_with_many_keys_is_kept_whole(provider):
    payload = {f"k{i:03d}": i for i in range(300)}
    with monitor(tracer_provider=provider) as rec:
        rec.record_event("wide", **payload)
        ev = rec.finish()
    assert strip(ev.trace[1]) == {"event": "wide", **payload}


def test_many_tool_calls_are_all_kept(provider):
    with monitor(tracer_provider=provider) as rec:
        for i in range(300):
            rec.record_tool_call("t", {"i": i}, call_id=str(i))
            rec.record_tool_output("t", i, call_id=str(i))
        ev = rec.finish()
    assert [t.args["i"] for t in ev.tool_calls] == list(range(300))
    assert [o.output for o in ev.tool_outputs] == list(range(300))


def test_llm_call_without_model(provider, exporter):
    with monitor(tracer_provider=provider) as rec:
        rec.record_llm_call(token_usage={"total_tokens": 3})
        ev = rec.finish()
    assert strip(ev.trace[1]) == {"event": "llm_call", "model": None, "token_usage": {"total_tokens": 3}}
    chat = [s for s in exporter.get_finished_spans() if s.name == "chat"]
    assert len(chat) == 1 and chat[0].kind is SpanKind.CLIENT


# --- the seed's usage example ---------------------------------------------------------------------


class _DummyAgent:
    def run(self, prompt):
        return "4"


def test_the_seed_usage_example_runs_verbatim():
    your_agent = _DummyAgent()

    with monitor("What is 2 + 2?") as recorder:
        recorder.record_tool_call("calculator", {"expression": "2 + 2"})
        result = your_agent.run("What is 2 + 2?")
        recorder.record_tool_output("calculator", "4")
        evidence = recorder.finish(result, "What is 2 + 2?")

    assert isinstance(evidence, EvaluationEvidence)
    assert evidence.prompt == "What is 2 + 2?" and evidence.response == "4"
    assert evidence.tool_calls == [ToolCall("calculator", {"expression": "2 + 2"}, None, evidence.tool_calls[0].timestamp)]
    assert evidence.tool_outputs == [ToolOutput("calculator", "4", None, None, evidence.tool_outputs[0].timestamp)]
    assert evidence.evidence_level == "fully_instrumented"
    assert isinstance(evidence.metrics, RuntimeMetrics) and evidence.metrics.latency >= 0
    assert names(evidence) == ["agent_start", "tool_start", "tool_end", "agent_finish"]


def test_finish_with_none_response_records_an_empty_response(provider, exporter):
    with monitor("What is 2+2?", tracer_provider=provider) as rec:
        evidence = rec.finish(None)
    assert evidence.response == ""
    assert evidence_from_spans(exporter.get_finished_spans())[0].response == ""
