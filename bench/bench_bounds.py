"""Benchmark: the bounds critiqor promises, measured.

1. Held bytes (tracemalloc, after a full garbage collection) in the evidence processor
   - after N abandoned runs whose agent span started and never ended (roots only, and roots
     with 3 ended children each), under the default `max_pending_spans`;
   - after M spans that belong to no agent run (default 200,000: the per-span figure shows the
     cost is zero per span, so 1,000,000 would only take five times longer);
   - after rebuilding runs whose spans carry crafted `critiqor.json` key lists (50,000 keys each).
2. Recording + rebuild cost per tool call at 10 .. 50,000 calls per run, outputs in order and
   in reverse order (every output answering the oldest-but-one open call), and the ratio of the
   largest to the smallest per-call cost.
3. Exit time of a subprocess that used `configure()` against a closed port and a hung server.

Run: python bench/bench_bounds.py [--runs N] [--unrelated M] [--skip-exit]
"""

from __future__ import annotations

import argparse
import gc
import os
import socket
import subprocess
import sys
import threading
import time
import tracemalloc

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

import critiqor
from critiqor.processor import DEFAULT_MAX_PENDING_SPANS, EvidenceSpanProcessor
from critiqor.rebuild import evidence_from_spans

CALL_COUNTS = (10, 100, 1_000, 10_000, 50_000)


class DiscardExporter(SpanExporter):
    def export(self, spans):
        return SpanExportResult.SUCCESS

    def shutdown(self):
        pass


def _provider(max_pending_spans: int = DEFAULT_MAX_PENDING_SPANS) -> tuple[TracerProvider, EvidenceSpanProcessor]:
    provider = TracerProvider(shutdown_on_exit=False)
    processor = EvidenceSpanProcessor(max_pending_spans=max_pending_spans)
    provider.add_span_processor(processor)
    return provider, processor


def _held(build) -> tuple[int, object]:
    """Bytes still allocated (traced) after `build()` returns and garbage is collected; the
    result of `build()` is kept alive while measuring."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    kept = build()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return after - before, kept


# --- 1. held bytes --------------------------------------------------------------------------------
def abandoned_runs(runs: int, children: int) -> None:
    def build():
        provider, processor = _provider()
        for i in range(runs):
            rec = critiqor.monitor("p", tracer_provider=provider)
            for k in range(children):
                rec.record_llm_call("m", {"prompt_tokens": k})  # an ended child span, held for the run
            rec.record_tool_call("t", {"i": i})  # the run starts; the recorder is then dropped
        return provider, processor

    held, (_, processor) = _held(build)
    print(
        f"abandoned runs ({children} ended children each): {runs:,} runs -> {processor.pending_run_count:,} runs "
        f"and {processor.pending_span_count:,} spans held (max_pending_spans={DEFAULT_MAX_PENDING_SPANS:,}); "
        f"{held / 2**20:.1f} MiB held, {held / max(1, processor.pending_run_count + processor.pending_span_count):.0f} B per held item"
    )


def unrelated_spans(count: int) -> None:
    def build():
        provider, processor = _provider()
        tracer = provider.get_tracer("other-library")
        with critiqor.monitor("p", tracer_provider=provider):  # an open run: the processor looks at every span
            for _ in range(count):
                tracer.start_span("work", context=None).end()
        return provider, processor

    started = time.perf_counter()
    held, _ = _held(build)
    seconds = time.perf_counter() - started
    print(f"unrelated spans: {count:,} spans -> {held / 2**10:.1f} KiB held ({held / count:.4f} B per span), {seconds:.1f} s under tracemalloc")


def crafted_key_lists(lists: int, keys: int) -> None:
    provider, _ = _provider()
    tracer = provider.get_tracer("crafted")

    def build():
        spans = []
        for n in range(lists):
            key_list = ",".join(f"k{n}-{i}" for i in range(keys))
            root = tracer.start_span("agent", attributes={"gen_ai.operation.name": "invoke_agent", "critiqor.json": key_list, "critiqor.cut": key_list})
            root.end()
            spans.append(root)
        evidence_from_spans(spans)
        return None

    held, _ = _held(build)
    print(f"crafted key lists: {lists} agent spans x 2 lists of {keys:,} keys rebuilt -> {held / 2**10:.1f} KiB held afterwards")


# --- 2. cost per call -------------------------------------------------------------------------------
class _GcClock:
    """CPU seconds spent in the garbage collector, through `gc.callbacks`."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._started = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.process_time()
        else:
            self.seconds += time.process_time() - self._started


def run_cost(calls: int, reverse: bool, repeats: int) -> tuple[float, float]:
    """(CPU seconds per call, of which in the garbage collector) of `repeats` runs of `calls`
    tool calls each, on one provider: every call and output recorded, then `finish()`."""
    provider, _ = _provider(max_pending_spans=calls + 10)  # room for the whole run
    critiqor.monitor("warm-up", tracer_provider=provider).finish("")
    ids = [f"c{i}" for i in range(calls)]
    outputs = list(reversed(ids)) if reverse else ids
    gc_clock = _GcClock()
    gc.callbacks.append(gc_clock)
    started = time.process_time()
    for _ in range(repeats):
        rec = critiqor.monitor("p", tracer_provider=provider)
        for call_id in ids:
            rec.record_tool_call("search", {"q": call_id}, call_id=call_id)
        for call_id in outputs:
            rec.record_tool_output("search", {"hits": 1}, call_id=call_id)
        evidence = rec.finish("done")
    seconds = time.process_time() - started
    gc.callbacks.remove(gc_clock)
    assert len(evidence.tool_outputs) == calls and evidence.incomplete is None
    provider.shutdown()
    return seconds / (calls * repeats), gc_clock.seconds / (calls * repeats)


def cost_per_call(rounds: int, calls_per_sample: int = 50_000) -> None:
    """Best of `rounds` samples of about `calls_per_sample` calls each, per run size."""
    for reverse in (False, True):
        costs, gc_costs = {}, {}
        for calls in CALL_COUNTS:
            repeats = max(1, calls_per_sample // calls)
            costs[calls], gc_costs[calls] = min(run_cost(calls, reverse, repeats) for _ in range(rounds))
            gc.collect()
        label = "reverse order" if reverse else "in order"
        row = ", ".join(f"{n:,}: {c * 1e6:.0f} us (gc {gc_costs[n] * 1e6:.0f})" for n, c in costs.items())
        own = {n: costs[n] - gc_costs[n] for n in costs}
        print(
            f"CPU per call, outputs {label}: {row}; largest/smallest = {max(costs.values()) / min(costs.values()):.2f}, "
            f"without the garbage collector {max(own.values()) / min(own.values()):.2f}"
        )


# --- 3. exit time --------------------------------------------------------------------------------------
_EXIT_SCRIPT = """
import sys, critiqor
critiqor.configure("bench", endpoint=f"http://127.0.0.1:{sys.argv[1]}", protocol=sys.argv[2], batch=sys.argv[3] == "batch")
with critiqor.monitor("p") as rec:
    rec.record_tool_call("t", {"a": 1}, call_id="c")
    rec.record_tool_output("t", 1, call_id="c")
rec.finish("r")
"""


def _hung_server() -> tuple[socket.socket, int]:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(64)
    held = []

    def accept():
        server.settimeout(120)  # stops itself
        try:
            while True:
                held.append(server.accept()[0])
        except OSError:
            pass

    threading.Thread(target=accept, daemon=True).start()
    return server, server.getsockname()[1]


def exit_times() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    server, hung = _hung_server()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "CRITIQOR_"))}
    baseline = _time_subprocess(["-c", "import critiqor"], env)
    for name, port in (("closed port", closed), ("hung server", hung)):
        for protocol in ("grpc", "http/protobuf"):
            for mode in ("batch", "each"):
                seconds = _time_subprocess(["-c", _EXIT_SCRIPT, str(port), protocol, mode], env)
                print(f"exit time, {name}, {protocol}, batch={mode == 'batch'}: {seconds:.2f} s (import alone {baseline:.2f} s)")
    server.close()


def _time_subprocess(args: list[str], env: dict[str, str]) -> float:
    started = time.monotonic()
    subprocess.run([sys.executable, *args], env=env, capture_output=True, timeout=120, check=True)
    return time.monotonic() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=100_000, help="abandoned runs")
    parser.add_argument("--unrelated", type=int, default=200_000, help="spans outside any agent run")
    parser.add_argument("--rounds", type=int, default=3, help="best of R for runs up to 10,000 calls")
    parser.add_argument("--skip-exit", action="store_true", help="skip the exit-time subprocesses")
    args = parser.parse_args()
    abandoned_runs(args.runs, 0)
    abandoned_runs(args.runs, 3)
    unrelated_spans(args.unrelated)
    crafted_key_lists(32, 50_000)
    cost_per_call(args.rounds)
    if not args.skip_exit:
        exit_times()


if __name__ == "__main__":
    main()
