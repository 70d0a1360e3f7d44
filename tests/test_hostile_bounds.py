"""Memory stays within the documented bounds whatever runs are abandoned or crafted, and matching
an output to its call costs the same whatever the number of open calls or the answer order."""

from __future__ import annotations

import gc

from opentelemetry.sdk.trace import TracerProvider

from critiqor import EvidenceSpanProcessor, evidence_from_spans, monitor, wire
from critiqor.matching import OpenCalls


def _provider(max_pending_spans: int) -> tuple[TracerProvider, EvidenceSpanProcessor]:
    provider = TracerProvider(shutdown_on_exit=False)
    processor = EvidenceSpanProcessor(max_pending_spans=max_pending_spans)
    provider.add_span_processor(processor)
    return provider, processor


def test_runs_whose_agent_span_never_ends_count_against_max_pending_spans():
    provider, processor = _provider(max_pending_spans=1_000)
    for i in range(30_000):
        rec = monitor("p", tracer_provider=provider)
        rec.record_event("started", i=i)  # the agent span starts and never ends; the recorder is dropped
    assert processor.pending_run_count <= 1_000
    assert processor.pending_run_count + processor.pending_span_count <= 1_000


def test_abandoned_runs_with_children_stay_within_the_span_bound():
    provider, processor = _provider(max_pending_spans=500)
    for _ in range(2_000):
        rec = monitor("p", tracer_provider=provider)
        rec.record_llm_call("m", {"prompt_tokens": 1})
        rec.record_llm_call("m", {"prompt_tokens": 2})
    assert processor.pending_run_count + processor.pending_span_count <= 500
    assert processor.dropped_span_count > 0


def test_a_live_run_survives_thousands_of_abandoned_ones():
    provider, processor = _provider(max_pending_spans=1_000)
    live = monitor("live", tracer_provider=provider)
    live.record_tool_call("t", {"a": 1}, call_id="c")
    gc.collect()
    for _ in range(5_000):
        monitor("p", tracer_provider=provider).record_event("x")
    live.record_tool_output("t", 2, call_id="c")
    evidence = live.finish("r")
    assert evidence.incomplete is None and [o.output for o in evidence.tool_outputs] == [2]


def test_crafted_key_lists_are_never_cached():
    provider, _ = _provider(max_pending_spans=1_000)
    tracer = provider.get_tracer("crafted")
    spans = []
    for n in range(32):
        keys = ",".join(f"k{n}-{i}" for i in range(50_000))
        span = tracer.start_span("agent", attributes={wire.GEN_AI_OPERATION_NAME: wire.OP_INVOKE_AGENT, wire.JSON_KEYS: keys, wire.CUT_KEYS: keys})
        span.end()
        spans.append(span)
    assert len(evidence_from_spans(spans)) == 32
    assert len(wire._key_lists) <= wire._KEY_LIST_CACHE_ENTRIES
    assert all(len(text) <= wire._KEY_LIST_CACHE_MAX_CHARS for text in wire._key_lists)


class _CountingKey:
    """A call id that counts the equality comparisons a look-up makes."""

    comparisons = 0

    def __init__(self, n: int) -> None:
        self.n = n

    def __hash__(self) -> int:
        return hash(self.n)

    def __eq__(self, other: object) -> bool:
        _CountingKey.comparisons += 1
        return isinstance(other, _CountingKey) and other.n == self.n


def _comparisons_per_answer(open_calls: int, reverse: bool) -> float:
    calls: OpenCalls[int] = OpenCalls()
    keys = [_CountingKey(i) for i in range(open_calls)]
    for i, key in enumerate(keys):
        calls.open(i, "tool", key)
    _CountingKey.comparisons = 0
    for key in reversed(keys) if reverse else keys:
        assert calls.answer("tool", _CountingKey(key.n)) == key.n
    return _CountingKey.comparisons / open_calls


def test_matching_an_output_costs_the_same_with_50000_open_calls_in_any_order():
    small = _comparisons_per_answer(1_000, reverse=True)
    assert small <= 2
    assert _comparisons_per_answer(50_000, reverse=True) <= small + 0.5
    assert _comparisons_per_answer(50_000, reverse=False) <= small + 0.5


def test_outputs_without_an_id_answer_the_oldest_open_call_of_their_tool():
    calls: OpenCalls[str] = OpenCalls()
    for name in ("a1", "a2", "a3"):
        calls.open(name, "a", None)
    calls.open("b1", "b", None)
    assert [calls.answer("a", None), calls.answer("b", None), calls.answer("a", None)] == ["a1", "b1", "a2"]
    assert calls.close("a3", "a", None) and len(calls) == 0
