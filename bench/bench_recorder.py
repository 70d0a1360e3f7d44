"""Benchmark: an agent run under monitor() against raw OTel SDK code making the same 12 spans.

The workload is one agent run of 10 tool calls and 1 LLM call, on providers set up the same way
(a BatchSpanProcessor with a discarding exporter). Two raw sides:

* "raw, same spans" creates the same 12 spans (root, 10 tools, 1 chat) with the same attributes,
  critiqor.* included (the script checks that it writes identical span names, kinds and
  attribute keys) and the same JSON encoding;
* "raw, by hand" writes what a user instrumenting by hand would: the same spans with the GenAI
  semantic-convention attributes only, no critiqor.* bookkeeping.

The critiqor side records the run with monitor() and reads the evidence finish() rebuilds. It
prints both ratios and where the extra time goes, then the processor's memory bounds.

Run: python bench/bench_recorder.py [--runs N] [--rounds R]
"""

from __future__ import annotations

import argparse
import gc
import json
import statistics
import time
import tracemalloc
from typing import Sequence

from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult
from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as gen_ai
from opentelemetry.trace import SpanKind, set_span_in_context

import critiqor
from critiqor.processor import EvidenceSpanProcessor
from critiqor.rebuild import rebuild_run

PROMPT = "Plan a three-city trip and price the flights."
RESPONSE = "Total: 1234 EUR across three flights."
TOOL_ARGS = [{"city": f"city-{i}", "date": "2026-12-01", "passengers": 2, "flex": i % 2 == 0} for i in range(10)]
TOOL_RESULTS = [{"price": 100 + i, "currency": "EUR", "carrier": "XA"} for i in range(10)]
USAGE = {"prompt_tokens": 812, "completion_tokens": 211, "total_tokens": 1023}


class DiscardExporter(SpanExporter):
    """Accepts every batch and keeps nothing: export cost stays out of both sides alike."""

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass


def make_provider() -> TracerProvider:
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(DiscardExporter(), max_queue_size=1_000_000, schedule_delay_millis=200))
    return provider


def _message(role: str, text: str) -> str:
    """The prompt or response as one message of the GenAI messages schema, as critiqor writes it."""
    return json.dumps([{"role": role, "parts": [{"type": "text", "content": text}]}], ensure_ascii=False)


def raw_run(tracer) -> None:
    """The same 12 spans with the same attributes (critiqor.* included), written with the OTel API directly."""
    root = tracer.start_span(
        "agent",
        attributes={gen_ai.GEN_AI_OPERATION_NAME: "invoke_agent", "critiqor.seq": 0, gen_ai.GEN_AI_INPUT_MESSAGES: _message("user", PROMPT)},
    )
    ctx = set_span_in_context(root)
    seq = 0
    for i in range(10):
        seq += 1
        span = tracer.start_span(
            "execute_tool search_flights",
            context=ctx,
            attributes={
                gen_ai.GEN_AI_OPERATION_NAME: "execute_tool",
                gen_ai.GEN_AI_TOOL_NAME: "search_flights",
                "critiqor.seq": seq,
                gen_ai.GEN_AI_TOOL_CALL_ID: f"call-{i}",
                gen_ai.GEN_AI_TOOL_CALL_ARGUMENTS: json.dumps(TOOL_ARGS[i], ensure_ascii=False),
            },
        )
        seq += 1
        span.set_attributes(
            {
                "critiqor.end_seq": seq,
                "critiqor.json": gen_ai.GEN_AI_TOOL_CALL_RESULT,
                gen_ai.GEN_AI_TOOL_CALL_RESULT: json.dumps(TOOL_RESULTS[i], ensure_ascii=False),
            }
        )
        span.end()
    seq += 1
    chat = tracer.start_span(
        "chat gpt-4o",
        context=ctx,
        kind=SpanKind.CLIENT,
        attributes={
            gen_ai.GEN_AI_OPERATION_NAME: "chat",
            "critiqor.seq": seq,
            gen_ai.GEN_AI_REQUEST_MODEL: "gpt-4o",
            gen_ai.GEN_AI_USAGE_INPUT_TOKENS: USAGE["prompt_tokens"],
            gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS: USAGE["completion_tokens"],
            "critiqor.token_usage": json.dumps(USAGE),
        },
    )
    chat.end()
    root.set_attributes(
        {
            gen_ai.GEN_AI_INPUT_MESSAGES: _message("user", PROMPT),
            gen_ai.GEN_AI_OUTPUT_MESSAGES: _message("assistant", RESPONSE),
            gen_ai.GEN_AI_USAGE_INPUT_TOKENS: USAGE["prompt_tokens"],
            gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS: USAGE["completion_tokens"],
        }
    )
    root.end()


def by_hand_run(tracer) -> None:
    """The same 12 spans with only the GenAI semantic-convention attributes a user would write."""
    root = tracer.start_span(
        "invoke_agent",
        attributes={
            gen_ai.GEN_AI_OPERATION_NAME: "invoke_agent",
            "gen_ai.input.messages": json.dumps([{"role": "user", "parts": [{"type": "text", "content": PROMPT}]}]),
        },
    )
    ctx = set_span_in_context(root)
    for i in range(10):
        span = tracer.start_span(
            "execute_tool search_flights",
            context=ctx,
            attributes={
                gen_ai.GEN_AI_OPERATION_NAME: "execute_tool",
                gen_ai.GEN_AI_TOOL_NAME: "search_flights",
                gen_ai.GEN_AI_TOOL_CALL_ID: f"call-{i}",
                gen_ai.GEN_AI_TOOL_CALL_ARGUMENTS: json.dumps(TOOL_ARGS[i], ensure_ascii=False),
            },
        )
        span.set_attribute(gen_ai.GEN_AI_TOOL_CALL_RESULT, json.dumps(TOOL_RESULTS[i], ensure_ascii=False))
        span.end()
    tracer.start_span(
        "chat gpt-4o",
        context=ctx,
        kind=SpanKind.CLIENT,
        attributes={
            gen_ai.GEN_AI_OPERATION_NAME: "chat",
            gen_ai.GEN_AI_REQUEST_MODEL: "gpt-4o",
            gen_ai.GEN_AI_USAGE_INPUT_TOKENS: USAGE["prompt_tokens"],
            gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS: USAGE["completion_tokens"],
        },
    ).end()
    root.set_attribute(
        "gen_ai.output.messages",
        json.dumps([{"role": "assistant", "parts": [{"type": "text", "content": RESPONSE}], "finish_reason": "stop"}]),
    )
    root.end()


def same_spans_on_the_wire() -> None:
    """Check that both sides write the same span names, kinds and attribute keys."""
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    shapes = []
    for side in ("raw", "critiqor"):
        provider, memory = TracerProvider(), InMemorySpanExporter()
        provider.add_span_processor(SimpleSpanProcessor(memory))
        raw_run(provider.get_tracer("bench")) if side == "raw" else critiqor_run(provider)
        shapes.append([(s.name, s.kind, sorted(s.attributes)) for s in memory.get_finished_spans()])
    assert shapes[0] == shapes[1], f"the two sides write different spans:\n{shapes[0]}\n{shapes[1]}"


def critiqor_run(provider: TracerProvider) -> int:
    """The same run recorded with monitor(); the evidence is rebuilt and read."""
    with critiqor.monitor(PROMPT, tracer_provider=provider) as recorder:
        for i in range(10):
            recorder.record_tool_call("search_flights", TOOL_ARGS[i], call_id=f"call-{i}")
            recorder.record_tool_output("search_flights", TOOL_RESULTS[i], call_id=f"call-{i}")
        recorder.record_llm_call("gpt-4o", USAGE)
        evidence = recorder.finish(RESPONSE)
    return len(evidence.tool_calls) + len(evidence.tool_outputs) + len(evidence.trace)


def per_run_us(fn, runs: int) -> float:
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        for _ in range(runs):
            fn()
        return (time.perf_counter() - start) / runs * 1e6
    finally:
        gc.enable()


class _GroupingOnly(EvidenceSpanProcessor):
    """The processor's grouping without the rebuild, to split the two costs apart."""

    def _complete(self, root, run) -> None:  # noqa: ANN001
        pass


def captured_run() -> tuple[ReadableSpan, list[ReadableSpan], list[tuple[str, ReadableSpan]]]:
    """One recorded run's spans (root, children) and the start/end order the processor saw."""
    from opentelemetry.sdk.trace import SpanProcessor

    seen: list[tuple[str, ReadableSpan]] = []

    class Capture(SpanProcessor):
        def on_start(self, span, parent_context=None):  # noqa: ANN001
            seen.append(("start", span))

        def on_end(self, span):  # noqa: ANN001
            seen.append(("end", span))

    provider = TracerProvider()
    provider.add_span_processor(Capture())
    critiqor_run(provider)
    ended = [span for kind, span in seen if kind == "end"]
    return ended[-1], ended[:-1], seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200, help="agent runs per timing round")
    parser.add_argument("--rounds", type=int, default=30, help="alternating timing rounds")
    parser.add_argument("--memory-spans", type=int, default=100_000)
    args = parser.parse_args()

    same_spans_on_the_wire()
    raw_provider, hand_provider, cq_provider = make_provider(), make_provider(), make_provider()
    raw_tracer, hand_tracer = raw_provider.get_tracer("bench"), hand_provider.get_tracer("bench")
    assert critiqor_run(cq_provider) == 10 + 10 + 23  # warm-up, and the evidence is complete
    for _ in range(200):
        raw_run(raw_tracer)
        by_hand_run(hand_tracer)
        critiqor_run(cq_provider)

    root, children, seen = captured_run()
    grouping = _GroupingOnly()

    def replay() -> None:
        for kind, span in seen:
            if kind == "start":
                grouping.on_start(span)
            else:
                grouping.on_end(span)

    raw_t, hand_t, cq_t, rebuild_t, group_t = [], [], [], [], []
    for _ in range(args.rounds):
        raw_t.append(per_run_us(lambda: raw_run(raw_tracer), args.runs))
        hand_t.append(per_run_us(lambda: by_hand_run(hand_tracer), args.runs))
        cq_t.append(per_run_us(lambda: critiqor_run(cq_provider), args.runs))
        rebuild_t.append(per_run_us(lambda: rebuild_run(root, children), args.runs))
        group_t.append(per_run_us(replay, args.runs))
        raw_provider.force_flush()
        hand_provider.force_flush()
        cq_provider.force_flush()

    med = statistics.median
    paired = sorted(c / r for c, r in zip(cq_t, raw_t))  # each round's sides ran back to back
    paired_hand = sorted(c / h for c, h in zip(cq_t, hand_t))
    raw, hand, cq = med(raw_t), med(hand_t), med(cq_t)
    rebuild, group = med(rebuild_t), med(group_t)
    print(f"workload: 1 agent run = 10 tool calls + 1 LLM call (12 spans); {args.runs} runs x {args.rounds} alternating rounds")
    print(f"raw, same spans       median {raw:8.1f} us/run   (fastest round {min(raw_t):.1f})")
    print(f"raw, by hand          median {hand:8.1f} us/run   (fastest round {min(hand_t):.1f})")
    print(f"critiqor monitor()    median {cq:8.1f} us/run   (fastest round {min(cq_t):.1f})")
    for label, ratios, low in (("same spans", paired, min(raw_t)), ("by hand", paired_hand, min(hand_t))):
        print(
            f"ratio vs {label:11s}  {med(ratios):.2f}x: median of the per-round ratios "
            f"(quartiles {ratios[len(ratios) // 4]:.2f}-{ratios[3 * len(ratios) // 4]:.2f}; "
            f"fastest rounds {min(cq_t) / low:.2f}x)"
        )
    print(f"  extra vs same spans {cq - raw:8.1f} us/run (medians)")
    print(f"    recording         {cq - raw - rebuild - group:8.1f} us/run  (recorder calls beyond the raw span work)")
    print(f"    processor         {group:8.1f} us/run  (grouping spans in on_start/on_end)")
    print(f"    rebuild           {rebuild:8.1f} us/run  (evidence_from_spans for the run)")

    memory(args.memory_spans)
    for provider in (raw_provider, hand_provider, cq_provider):
        provider.shutdown()


def memory(total_spans: int) -> None:
    """Processor memory after abandoned runs, and after spans outside any agent run."""
    provider = TracerProvider()
    processor = EvidenceSpanProcessor()
    provider.add_span_processor(processor)
    spans = 0
    tracemalloc.start()
    while spans < total_spans:  # runs whose root never ends: 1 root + 10 finished tool spans each
        recorder = critiqor.monitor("abandoned", tracer_provider=provider)
        for i in range(10):
            recorder.record_tool_call("t", {"i": i})
            recorder.record_tool_output("t", i)
        spans += 11
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(
        f"abandoned runs: {spans} spans -> processor holds {processor.pending_span_count} spans "
        f"in {processor.pending_run_count} runs (cap {10_000} spans), dropped {processor.dropped_span_count}; "
        f"traced memory {held / 2**20:.1f} MiB"
    )

    provider = TracerProvider()
    processor = EvidenceSpanProcessor()
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("http.server")
    for i in range(total_spans // 2):
        with tracer.start_as_current_span("GET /items"):
            with tracer.start_as_current_span("SELECT items"):
                pass
    print(
        f"outside any agent run: {total_spans // 2 * 2} spans -> processor holds "
        f"{processor.pending_span_count} spans in {processor.pending_run_count} runs"
    )


if __name__ == "__main__":
    main()
