"""Concurrent runs never mix evidence (README: "Next to an existing OTel setup"): threads, asyncio tasks, and one run across threads."""

from __future__ import annotations

import asyncio
import random
import threading
from concurrent.futures import ThreadPoolExecutor

from critiqor import EvaluationEvidence, EvidenceSpanProcessor, current_recorder, evidence_from_spans, monitor


def _expected_trace(i: int) -> list[dict]:
    return [
        {"event": "agent_start"},
        {"event": "tool_start", "tool": f"search-{i}", "args": {"run": i, "step": 0}, "call_id": f"{i}-a"},
        {"event": "tool_start", "tool": f"fetch-{i}", "args": {"run": i, "step": 1}, "call_id": None},
        {"event": "tool_end", "tool": f"search-{i}", "output": {"run": i}, "call_id": f"{i}-a", "error": None},
        {"event": "llm_call", "model": f"model-{i}", "token_usage": {"total_tokens": i, "run": str(i)}},
        {"event": "tool_end", "tool": f"fetch-{i}", "output": [i], "call_id": None, "error": f"err-{i}"},
        {"event": "step", "run": i},
        {"event": "agent_finish"},
    ]


def _check(ev: EvaluationEvidence, i: int) -> None:
    assert ev.prompt == f"prompt-{i}" and ev.response == f"response-{i}"
    assert [{k: v for k, v in e.items() if k != "timestamp"} for e in ev.trace] == _expected_trace(i)
    assert [(t.tool, t.args, t.id) for t in ev.tool_calls] == [
        (f"search-{i}", {"run": i, "step": 0}, f"{i}-a"),
        (f"fetch-{i}", {"run": i, "step": 1}, None),
    ]
    assert [(o.tool, o.output, o.call_id, o.error) for o in ev.tool_outputs] == [
        (f"search-{i}", {"run": i}, f"{i}-a", None),
        (f"fetch-{i}", [i], None, f"err-{i}"),
    ]
    assert ev.metrics.token_usage == {"total_tokens": i, "run": str(i)}
    assert ev.metrics.errors == [f"err-{i}"]


def _steps(rec, i: int):
    """The run's recorder calls, yielded one by one so callers can interleave them."""
    rec.record_tool_call(f"search-{i}", {"run": i, "step": 0}, call_id=f"{i}-a")
    yield
    rec.record_tool_call(f"fetch-{i}", {"run": i, "step": 1})
    yield
    rec.record_tool_output(f"search-{i}", {"run": i}, call_id=f"{i}-a")
    yield
    rec.record_llm_call(f"model-{i}", {"total_tokens": i, "run": str(i)})
    yield
    rec.record_tool_output(f"fetch-{i}", [i], error=f"err-{i}")
    yield
    rec.record_event("step", run=i)


def test_many_threads_each_get_exactly_their_own_evidence(provider, exporter):
    n_threads, runs_per_thread = 16, 12
    barrier = threading.Barrier(n_threads)

    def worker(t: int) -> list[tuple[int, EvaluationEvidence]]:
        barrier.wait()
        out = []
        for k in range(runs_per_thread):
            i = t * 100 + k
            with monitor(f"prompt-{i}", tracer_provider=provider) as rec:
                assert current_recorder() is rec
                for _ in _steps(rec, i):
                    if random.random() < 0.3:
                        threading.Event().wait(0.0005)
                ev = rec.finish(f"response-{i}")
            assert current_recorder() is None
            out.append((i, ev))
        return out

    with ThreadPoolExecutor(n_threads) as pool:
        results = [item for batch in pool.map(worker, range(n_threads)) for item in batch]
    assert len(results) == n_threads * runs_per_thread
    for i, ev in results:
        _check(ev, i)
    rebuilt = evidence_from_spans(list(exporter.get_finished_spans()))
    assert len(rebuilt) == len(results)
    assert sorted(rebuilt, key=lambda e: e.prompt) == sorted((ev for _, ev in results), key=lambda e: e.prompt)


def test_many_threads_without_with_blocks_each_get_their_own_evidence(provider):
    def worker(i: int) -> EvaluationEvidence:
        rec = monitor(f"prompt-{i}", tracer_provider=provider)
        for _ in _steps(rec, i):
            pass
        return rec.finish(f"response-{i}")

    with ThreadPoolExecutor(12) as pool:
        for i, ev in enumerate(pool.map(worker, range(200))):
            trace = _expected_trace(i)
            got = [{k: v for k, v in e.items() if k != "timestamp"} for e in ev.trace]
            assert [e for e in got if e["event"] not in ("agent_start", "agent_finish")] == trace[1:-1]
            assert ev.prompt == f"prompt-{i}" and ev.metrics.errors == [f"err-{i}"]


def test_many_asyncio_tasks_each_get_exactly_their_own_evidence(provider, exporter):
    got: list[EvaluationEvidence] = []
    provider.add_span_processor(EvidenceSpanProcessor(on_evidence=got.append))

    async def one(i: int) -> EvaluationEvidence:
        with monitor(f"prompt-{i}", tracer_provider=provider) as rec:
            assert current_recorder() is rec
            for _ in _steps(rec, i):
                await asyncio.sleep(random.choice([0, 0, 0.001]))
                assert current_recorder() is rec
            ev = rec.finish(f"response-{i}")
        assert current_recorder() is None
        return ev

    async def main() -> list[EvaluationEvidence]:
        return await asyncio.gather(*(one(i) for i in range(200)))

    results = asyncio.run(main())
    for i, ev in enumerate(results):
        _check(ev, i)
    roots = [s for s in exporter.get_finished_spans() if s.name == "agent"]
    assert len(roots) == 200 and all(s.parent is None for s in roots)
    assert len({s.context.trace_id for s in roots}) == 200
    assert len(got) == 200
    assert sorted(got, key=lambda e: e.prompt) == sorted(results, key=lambda e: e.prompt)


def test_asyncio_tasks_and_threads_at_once(provider):
    async def one(i: int) -> EvaluationEvidence:
        with monitor(f"prompt-{i}", tracer_provider=provider) as rec:
            for _ in _steps(rec, i):
                await asyncio.sleep(0)
            return rec.finish(f"response-{i}")

    def loop_in_thread(t: int) -> list[tuple[int, EvaluationEvidence]]:
        ids = [t * 1000 + k for k in range(40)]

        async def main():
            return await asyncio.gather(*(one(i) for i in ids))

        return list(zip(ids, asyncio.run(main())))

    with ThreadPoolExecutor(6) as pool:
        for batch in pool.map(loop_in_thread, range(6)):
            for i, ev in batch:
                _check(ev, i)


def test_one_run_can_record_from_worker_threads(provider):
    """Tools of one run executed in a thread pool all land in that run, with distinct call ids."""

    def square(x):
        threading.Event().wait(random.random() / 1000)
        return x * x

    with monitor("fan-out", tracer_provider=provider) as rec:
        wrapped = rec.wrap_tool("square", square)
        with ThreadPoolExecutor(8) as pool:
            results = list(pool.map(wrapped, range(64)))
        ev = rec.finish("done")
    assert results == [x * x for x in range(64)]
    assert len(ev.tool_calls) == 64 and len(ev.tool_outputs) == 64
    assert sorted(t.id for t in ev.tool_calls) == sorted(f"square-{n}" for n in range(1, 65))
    args_by_id = {t.id: t.args["args"][0] for t in ev.tool_calls}
    for out in ev.tool_outputs:
        assert out.output == args_by_id[out.call_id] ** 2
    assert len(ev.trace) == 2 + 128
