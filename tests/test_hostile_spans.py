"""Spans and events other code puts on or under the agent span, with crafted `critiqor.*`
attributes (wrong types, out of range, huge, deep): the item is ignored (one warning per kind),
never the run; live and through `evidence_from_spans`."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from critiqor import EvaluationEvidence, evidence_from_spans, monitor, wire
from critiqor.rebuild import own_spans

DEEP_JSON = "[" * 100_000 + "]" * 100_000
CRAFTED_SEQS = ["²", "9" * 5_000, -1, 2**70, 1.5, float("nan"), True, "", " 3", (1, 2), "0x10"]
CRAFTED_PAYLOADS = [DEEP_JSON, "not json", "[1, 2]", 7, ("a", "b"), '{"event": "tool_start"}', "x" * 200_000]


@pytest.fixture
def provider_and_exporter():
    exporter = InMemorySpanExporter()
    provider = TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    yield provider, exporter
    provider.shutdown()


@pytest.fixture
def foreign_warnings(monkeypatch, caplog):
    """The warnings about foreign items, with the once-per-kind memory reset for this test."""
    monkeypatch.setattr(own_spans, "_warned", set())
    caplog.set_level(logging.WARNING, logger="critiqor")
    return lambda: [r.getMessage() for r in caplog.records if "critiqor did not write" in r.getMessage()]


def _own_run(rec) -> None:
    rec.record_tool_call("search", {"q": "otel"}, call_id="s1")
    rec.record_tool_output("search", {"hits": [1, 2]}, call_id="s1")
    rec.record_llm_call("m", {"prompt_tokens": 5, "completion_tokens": 2})
    rec.record_event("decision", choice="b")


def _assert_own_run_intact(evidence: EvaluationEvidence) -> None:
    assert evidence.incomplete is None and evidence.evidence_level == "fully_instrumented"
    assert [(c.tool, c.args, c.id) for c in evidence.tool_calls] == [("search", {"q": "otel"}, "s1")]
    assert [(o.tool, o.output, o.call_id) for o in evidence.tool_outputs] == [("search", {"hits": [1, 2]}, "s1")]
    assert evidence.metrics.token_usage == {"prompt_tokens": 5, "completion_tokens": 2}
    assert [e["event"] for e in evidence.trace] == ["agent_start", "tool_start", "tool_end", "llm_call", "decision", "agent_finish"]
    assert EvaluationEvidence.from_dict(evidence.to_dict()) == evidence


@pytest.mark.parametrize("seq", CRAFTED_SEQS, ids=repr)
def test_a_foreign_event_with_a_crafted_seq_on_the_agent_span_is_ignored(seq, provider_and_exporter, foreign_warnings):
    provider, exporter = provider_and_exporter
    with monitor("p", tracer_provider=provider) as rec:
        trace.get_current_span().add_event("other-lib", {wire.SEQ: seq})
        _own_run(rec)
    evidence = rec.finish("r")
    _assert_own_run_intact(evidence)
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


@pytest.mark.parametrize("payload", CRAFTED_PAYLOADS, ids=lambda p: repr(p)[:20])
def test_a_foreign_event_with_a_crafted_payload_costs_only_itself(payload, provider_and_exporter):
    provider, exporter = provider_and_exporter
    with monitor("p", tracer_provider=provider) as rec:
        _own_run(rec)
        trace.get_current_span().add_event("other-lib", {wire.SEQ: 1_000, wire.EVENT_PAYLOAD: payload})
    evidence = rec.finish("r")
    assert evidence.incomplete is None
    assert [c.tool for c in evidence.tool_calls] == ["search"] and len(evidence.tool_outputs) == 1
    foreign = [e for e in evidence.trace if e["event"] == "other-lib"]
    assert len(foreign) == 1
    assert wire.json_depth(wire.to_json(foreign[0])) <= wire.MAX_DEPTH + 1
    assert EvaluationEvidence.from_dict(evidence.to_dict()) == evidence
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


def test_one_warning_per_kind_of_foreign_item(provider_and_exporter, foreign_warnings):
    provider, _ = provider_and_exporter
    for _ in range(3):
        with monitor("p", tracer_provider=provider) as rec:
            for seq in ("²", "9" * 5_000, -5):
                trace.get_current_span().add_event("other-lib", {wire.SEQ: seq})
        rec.finish("r")
    assert len(foreign_warnings()) == 1


@pytest.mark.parametrize("seq", CRAFTED_SEQS[:6], ids=repr)
def test_a_foreign_child_span_with_a_crafted_seq_costs_only_itself(seq, provider_and_exporter, foreign_warnings):
    provider, exporter = provider_and_exporter
    other = provider.get_tracer("other-lib")
    with monitor("p", tracer_provider=provider) as rec:
        _own_run(rec)
        other.start_span("foreign", attributes={wire.SEQ: seq, wire.GEN_AI_OPERATION_NAME: wire.OP_EXECUTE_TOOL}).end()
    evidence = rec.finish("r")
    _assert_own_run_intact(evidence)
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]
    assert len(foreign_warnings()) == 1


@pytest.mark.parametrize(
    "attrs",
    [
        {wire.GEN_AI_TOOL_CALL_ARGUMENTS: DEEP_JSON},
        {wire.GEN_AI_TOOL_CALL_ARGUMENTS: "[1", wire.JSON_KEYS: 5},
        {wire.END_SEQ: "²", wire.GEN_AI_TOOL_CALL_RESULT: DEEP_JSON, wire.JSON_KEYS: wire.GEN_AI_TOOL_CALL_RESULT},
        {wire.END_SEQ: 2**70, wire.CUT_KEYS: ",".join(f"k{i}" for i in range(50_000))},
        {wire.GEN_AI_TOOL_NAME: 12, wire.GEN_AI_TOOL_CALL_ID: (1, 2), wire.ORPHAN_OUTPUT: "yes"},
    ],
    ids=["deep-args", "bad-json-keys", "bad-end-seq", "huge-key-list", "wrong-types"],
)
def test_a_foreign_tool_span_with_crafted_attributes_keeps_the_run(attrs, provider_and_exporter):
    provider, exporter = provider_and_exporter
    other = provider.get_tracer("other-lib")
    with monitor("p", tracer_provider=provider) as rec:
        _own_run(rec)
        base = {wire.SEQ: 1_000, wire.GEN_AI_OPERATION_NAME: wire.OP_EXECUTE_TOOL, wire.GEN_AI_TOOL_NAME: "foreign"}
        other.start_span("foreign", attributes={**base, **attrs}).end()
    evidence = rec.finish("r")
    assert evidence.incomplete is None and evidence.evidence_level == "fully_instrumented"
    assert ("search", {"q": "otel"}, "s1") in [(c.tool, c.args, c.id) for c in evidence.tool_calls]
    assert ("search", {"hits": [1, 2]}) in [(o.tool, o.output) for o in evidence.tool_outputs]
    for call in evidence.tool_calls:
        assert wire.json_depth(wire.to_json(call.args)) <= wire.MAX_DEPTH
    assert EvaluationEvidence.from_dict(evidence.to_dict()) == evidence
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


def test_deep_foreign_arguments_come_back_cut_to_the_documented_form(provider_and_exporter):
    provider, _ = provider_and_exporter
    other = provider.get_tracer("other-lib")
    with monitor("p", tracer_provider=provider) as rec:
        attrs = {wire.SEQ: 1_000, wire.GEN_AI_OPERATION_NAME: wire.OP_EXECUTE_TOOL, wire.GEN_AI_TOOL_NAME: "f"}
        other.start_span("foreign", attributes={**attrs, wire.GEN_AI_TOOL_CALL_ARGUMENTS: '{"a": ' + DEEP_JSON + "}"}).end()
    args = rec.finish("r").tool_calls[0].args
    node = args["a"]  # the second level of nesting
    for _ in range(wire.MAX_DEPTH - 2):
        node = node[0]
    assert node == ["<too deep: list>"]  # the container at level MAX_DEPTH + 1, in its readable form


def test_unreadable_spans_given_to_evidence_from_spans_cost_only_themselves(provider_and_exporter, foreign_warnings):
    provider, exporter = provider_and_exporter
    with monitor("p", tracer_provider=provider) as rec:
        _own_run(rec)
    evidence = rec.finish("r")
    junk = [
        SimpleNamespace(context=None, parent=None, name="agent"),
        object(),
        SimpleNamespace(context=SimpleNamespace(trace_id=1, span_id=2), parent=None, name="agent", attributes=None, start_time="soon"),
    ]
    spans = [*junk[:2], *exporter.get_finished_spans(), junk[2]]
    assert evidence_from_spans(spans) == [evidence]
    assert foreign_warnings()


def test_foreign_never_ended_agent_named_spans_are_not_runs(provider_and_exporter):
    provider, _ = provider_and_exporter
    from critiqor.setup import runtime_for

    processor = runtime_for(provider).processor
    tracer = provider.get_tracer("other-lib")
    spans = [tracer.start_span("agent", attributes={"x": i}) for i in range(1_000)]
    assert processor.pending_run_count == 0
    for span in spans:
        span.end()
    assert processor.pending_run_count == 0


@pytest.mark.parametrize(
    "attrs",
    [
        {wire.JSON_KEYS: f"{wire.PROMPT},{wire.RESPONSE}"},  # would turn the plain prompt "4" into the integer 4
        {wire.CUT_KEYS: f"{wire.PROMPT},{wire.RESPONSE}", wire.JSON_KEYS: 7},
        {wire.PROMPT: DEEP_JSON, wire.JSON_KEYS: wire.PROMPT},
    ],
    ids=["json-keys", "cut-keys", "deep-prompt"],
)
@pytest.mark.parametrize("late_finish", [False, True], ids=["finish-in-block", "finish-after-block"])
def test_foreign_critiqor_attributes_on_the_agent_span_never_change_what_finish_records(attrs, late_finish, provider_and_exporter):
    provider, exporter = provider_and_exporter
    with monitor("4", tracer_provider=provider) as rec:
        _own_run(rec)
        trace.get_current_span().set_attributes(attrs)  # another library writing on the agent span
        if not late_finish:
            evidence = rec.finish("5")
    if late_finish:
        evidence = rec.finish("5")
    assert evidence.prompt == "4" and evidence.response == "5"
    _assert_own_run_intact(evidence)
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


@pytest.mark.parametrize("late_finish", [False, True], ids=["finish-in-block", "finish-after-block"])
@pytest.mark.parametrize("prompt", [{"a": [1, 2]}, "4", "x" * 70_000, 2**70])
def test_the_prompt_comes_back_as_recorded_however_the_run_ends(prompt, late_finish, provider_and_exporter):
    provider, exporter = provider_and_exporter
    with monitor(prompt, tracer_provider=provider) as rec:
        if not late_finish:
            evidence = rec.finish("r")
    if late_finish:
        evidence = rec.finish("r")
    expected = wire.cut(prompt, wire.DEFAULT_MAX_VALUE_LENGTH) if isinstance(prompt, str) and len(prompt) > wire.DEFAULT_MAX_VALUE_LENGTH else prompt
    assert evidence.prompt == expected
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]
