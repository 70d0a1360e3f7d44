"""Agent runs written by other instrumentation are rebuilt field by field: from the spans a live
provider finished, after an OTLP JSON round trip, and live by the EvidenceSpanProcessor."""

from __future__ import annotations

import json

import pytest

import producers
from critiqor import EvidenceSpanProcessor, evidence_from_spans
from critiqor.spans import otlp_json_from_spans, spans_from_otlp_json

# Arguments each producer records for the n-th call of `weather`.
ARGS = {
    "util_genai": lambda city, attempt: {"city": city},
    "handwritten": lambda city, attempt: {"city": city},
    "openinference": lambda city, attempt: {"city": city},
    "openinference_dual": lambda city, attempt: {"city": city},
    "openllmetry": lambda city, attempt: {"args": [], "kwargs": {"city": city}},
}
RUNS = {
    "util_genai": producers.util_genai_run,
    "handwritten": producers.handwritten_genai_run,
    "openinference": producers.openinference_run,
    "openinference_dual": lambda provider: producers.openinference_run(provider, dual_write=True),
    "openllmetry": producers.openllmetry_run,
}


def _assert_the_run(evidence, producer: str) -> None:
    assert evidence.prompt == producers.PROMPT
    assert evidence.response == producers.ANSWER
    assert [c.tool for c in evidence.tool_calls] == ["weather"] * 3
    assert [c.args for c in evidence.tool_calls] == [ARGS[producer](city, n) for n, city in enumerate(producers.CITIES)]
    assert [o.output for o in evidence.tool_outputs] == list(producers.RESULTS)
    assert [o.error for o in evidence.tool_outputs] == [None, producers.ERROR, None]
    assert evidence.metrics.errors == [producers.ERROR]
    assert evidence.metrics.retries == 1
    usage = evidence.metrics.token_usage
    assert (usage["input_tokens"], usage["output_tokens"]) == (30, 13)
    assert evidence.metrics.latency is not None and evidence.metrics.latency > 0
    assert [e["event"] for e in evidence.trace if e["event"] == "llm_call"] == ["llm_call", "llm_call"]
    assert evidence.trace[0]["event"] == "agent_start" and evidence.trace[-1]["event"] == "agent_finish"
    assert evidence.evidence_level == "fully_instrumented"
    assert evidence.content_absent == ()
    assert all(c.timestamp <= o.timestamp for c, o in zip(evidence.tool_calls, evidence.tool_outputs))


@pytest.mark.parametrize("producer", sorted(RUNS))
def test_foreign_run_is_rebuilt_field_by_field_from_finished_spans(producer, provider, exporter):
    RUNS[producer](provider)
    runs = evidence_from_spans(exporter.get_finished_spans())
    assert len(runs) == 1
    _assert_the_run(runs[0], producer)


@pytest.mark.parametrize("producer", sorted(RUNS))
def test_foreign_run_is_the_same_after_an_otlp_json_round_trip(producer, provider, exporter):
    RUNS[producer](provider)
    spans = exporter.get_finished_spans()
    stored = spans_from_otlp_json(json.loads(json.dumps(otlp_json_from_spans(spans))))
    [live] = evidence_from_spans(spans)
    [loaded] = evidence_from_spans(stored)
    assert loaded == live
    _assert_the_run(loaded, producer)


@pytest.mark.parametrize("producer", sorted(RUNS))
def test_foreign_run_is_rebuilt_live_by_the_processor_once(producer, provider, exporter):
    seen = []
    processor = EvidenceSpanProcessor(seen.append)
    provider.add_span_processor(processor)
    RUNS[producer](provider)
    assert len(seen) == 1
    _assert_the_run(seen[0], producer)
    assert seen == evidence_from_spans(exporter.get_finished_spans())
    assert processor.pending_span_count == 0 and processor.pending_run_count == 0
