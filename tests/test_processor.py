"""The span processor (README: "The span processor"): beside the user's exporters, bounded, thread-safe, never raising."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
from opentelemetry.sdk.trace import ReadableSpan, SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor, SpanExporter, SpanExportResult

from critiqor import EvaluationEvidence, EvidenceSpanProcessor, evidence_from_spans, monitor
from critiqor import wire as c


def strip(event: dict) -> dict:
    return {k: v for k, v in event.items() if k != "timestamp"}


def _run(provider, i: int = 0, *, tools: int = 2) -> EvaluationEvidence:
    with monitor(f"prompt {i}", tracer_provider=provider) as rec:
        for j in range(tools):
            rec.record_tool_call(f"tool{j}", {"i": i, "j": j}, call_id=f"{i}-{j}")
            rec.record_tool_output(f"tool{j}", i * 100 + j, call_id=f"{i}-{j}")
        rec.record_llm_call("m", {"total_tokens": i})
        rec.record_event("step", i=i)
        return rec.finish(f"response {i}")


def _check_run(ev: EvaluationEvidence, i: int, tools: int = 2) -> None:
    assert ev.prompt == f"prompt {i}" and ev.response == f"response {i}"
    assert [(t.tool, t.args, t.id) for t in ev.tool_calls] == [
        (f"tool{j}", {"i": i, "j": j}, f"{i}-{j}") for j in range(tools)
    ]
    assert [(o.tool, o.output, o.call_id) for o in ev.tool_outputs] == [
        (f"tool{j}", i * 100 + j, f"{i}-{j}") for j in range(tools)
    ]
    assert ev.metrics.token_usage == {"total_tokens": i}
    assert [e.get("i") for e in ev.trace if e["event"] == "step"] == [i]


# --- beside the user's own processors and exporters --------------------------------------------


def test_the_processor_hands_each_run_to_on_evidence_beside_the_users_exporter(provider, exporter):
    got: list[EvaluationEvidence] = []
    processor = EvidenceSpanProcessor(on_evidence=got.append)
    provider.add_span_processor(processor)
    ev = _run(provider, 1)
    assert got == [ev]
    _check_run(got[0], 1)
    spans = exporter.get_finished_spans()
    assert sorted(s.name for s in spans) == ["agent", "chat m", "execute_tool tool0", "execute_tool tool1"]
    assert evidence_from_spans(list(spans)) == got
    assert processor.pending_span_count == 0
    assert processor.dropped_span_count == 0


def test_the_users_exporter_receives_the_same_spans_the_processor_saw(provider, exporter):
    seen: list[ReadableSpan] = []

    class Spy(EvidenceSpanProcessor):
        def on_end(self, span):
            seen.append(span)
            super().on_end(span)

    got: list[EvaluationEvidence] = []
    provider.add_span_processor(Spy(on_evidence=got.append))
    ev = _run(provider, 2, tools=3)
    exported = list(exporter.get_finished_spans())
    assert {s.context.span_id for s in seen} == {s.context.span_id for s in exported}
    assert len(exported) == 1 + 3 + 1
    assert got == [ev] == evidence_from_spans(exported)


def test_nested_runs_each_reach_on_evidence(provider):
    got: list[EvaluationEvidence] = []
    provider.add_span_processor(EvidenceSpanProcessor(on_evidence=got.append))
    with monitor("outer", tracer_provider=provider) as outer:
        with monitor("inner", tracer_provider=provider) as inner:
            inner.record_tool_call("in")
            inner_ev = inner.finish("i")
        outer.record_tool_call("out")
        outer_ev = outer.finish("o")
    assert got == [inner_ev, outer_ev]  # each when its root ends
    assert [t.tool for t in inner_ev.tool_calls] == ["in"]
    assert [t.tool for t in outer_ev.tool_calls] == ["out"]


def test_application_spans_inside_a_run_do_not_change_its_evidence(provider, exporter):
    tracer = provider.get_tracer("app.db")
    processor = EvidenceSpanProcessor()
    provider.add_span_processor(processor)
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("lookup", {"k": 1}, call_id="1")
        with tracer.start_as_current_span("SELECT users") as db:
            db.add_event("rows", {"n": 3})
            with tracer.start_as_current_span("connect"):
                pass
        rec.record_tool_output("lookup", "row", call_id="1")
        ev = rec.finish("r")
    assert [strip(e) for e in ev.trace] == [
        {"event": "agent_start"},
        {"event": "tool_start", "tool": "lookup", "args": {"k": 1}, "call_id": "1"},
        {"event": "tool_end", "tool": "lookup", "output": "row", "call_id": "1", "error": None},
        {"event": "agent_finish"},
    ]
    assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]
    assert processor.pending_span_count == 0


def test_recorder_calls_inside_an_application_span_still_belong_to_the_run(provider, exporter):
    tracer = provider.get_tracer("app")
    with monitor("p", tracer_provider=provider) as rec:
        with tracer.start_as_current_span("handler"):
            rec.record_tool_call("t", {"a": 1}, call_id="1")
            rec.record_llm_call("m", {"total_tokens": 2})
            rec.record_event("inside", x=1)
            rec.record_tool_output("t", "ok", call_id="1")
        ev = rec.finish("r")
    assert [(t.tool, t.id) for t in ev.tool_calls] == [("t", "1")]
    assert [o.output for o in ev.tool_outputs] == ["ok"]
    assert ev.metrics.token_usage == {"total_tokens": 2}
    assert [e["event"] for e in ev.trace] == ["agent_start", "tool_start", "llm_call", "inside", "tool_end", "agent_finish"]
    assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]


# --- spans outside any agent subtree ------------------------------------------------------------


def test_spans_outside_any_agent_run_are_never_buffered(provider):
    got: list[EvaluationEvidence] = []
    processor = EvidenceSpanProcessor(on_evidence=got.append)
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("app.http")
    for i in range(2000):
        with tracer.start_as_current_span(f"GET /items/{i}") as span:
            span.set_attribute("http.route", "/items/{id}")
            with tracer.start_as_current_span("SELECT items"):
                with tracer.start_as_current_span("SELECT prices"):
                    assert processor.pending_span_count == 0
            assert processor.pending_span_count == 0
    assert processor.pending_span_count == 0
    assert processor.dropped_span_count == 0
    assert got == []


def test_foreign_spans_beside_an_open_run_are_not_buffered(provider):
    processor = EvidenceSpanProcessor()
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("app.http")
    rec = monitor(tracer_provider=provider)  # no with block: the root is open but not current
    rec.record_tool_call("t", call_id="1")
    rec.record_tool_output("t", 1, call_id="1")
    during_run = processor.pending_span_count
    assert during_run >= 1  # the ended tool span waits for its root
    for i in range(500):
        with tracer.start_as_current_span(f"GET /{i}"):
            pass
    assert processor.pending_span_count == during_run
    ev = rec.finish("r")
    assert [t.tool for t in ev.tool_calls] == ["t"]
    assert processor.pending_span_count == 0


def test_evidence_from_spans_ignores_foreign_spans_and_keeps_start_order(provider, exporter):
    tracer = provider.get_tracer("app")
    with tracer.start_as_current_span("before"):
        pass
    first = _run(provider, 1)
    with tracer.start_as_current_span("between"):
        second = _run(provider, 2)
    with tracer.start_as_current_span("after"):
        pass
    spans = list(exporter.get_finished_spans())
    assert evidence_from_spans(spans) == [first, second]
    assert evidence_from_spans(list(reversed(spans))) == [first, second]
    assert evidence_from_spans([s for s in spans if not s.name.startswith(("agent", "execute_tool", "chat"))]) == []
    assert evidence_from_spans([]) == []


# --- abandoned runs are bounded --------------------------------------------------------------------


def test_abandoned_runs_are_bounded_in_count_and_drops_are_counted_and_warned(make_provider, critiqor_warnings):
    provider, _ = make_provider()
    processor = EvidenceSpanProcessor(max_pending_spans=50)
    provider.add_span_processor(processor)
    abandoned = []
    ended = 0
    for r in range(40):
        rec = monitor(f"abandoned {r}", tracer_provider=provider)
        for i in range(5):
            rec.record_tool_call("t", {"i": i}, call_id=str(i))
            rec.record_tool_output("t", i, call_id=str(i))
            ended += 1
            assert processor.pending_span_count <= 50
        abandoned.append(rec)  # keep them alive: their roots never end
    assert processor.pending_span_count <= 50
    assert processor.dropped_span_count >= ended - 50
    assert processor.pending_span_count + processor.dropped_span_count == ended
    assert critiqor_warnings(), "dropping spans must be warned about"


def test_abandoned_runs_are_bounded_in_age(make_provider, critiqor_warnings, clock):
    provider, _ = make_provider()
    got: list[EvaluationEvidence] = []
    processor = EvidenceSpanProcessor(on_evidence=got.append, max_age_seconds=0.5, clock=clock)
    provider.add_span_processor(processor)
    stale = monitor("stale", tracer_provider=provider)
    for i in range(10):
        stale.record_tool_call("t", call_id=str(i))
        stale.record_tool_output("t", i, call_id=str(i))
    assert processor.pending_span_count == 10
    clock.advance(0.8)
    fresh = _run(provider, 7)
    assert processor.pending_span_count == 0
    assert processor.dropped_span_count >= 10
    assert critiqor_warnings()
    _check_run(fresh, 7)
    assert got[-1] == fresh


def test_a_run_longer_than_nothing_is_not_dropped_by_default(provider):
    processor = EvidenceSpanProcessor()
    provider.add_span_processor(processor)
    for i in range(50):
        _run(provider, i)
    assert processor.dropped_span_count == 0 and processor.pending_span_count == 0


def test_counters_are_read_only():
    processor = EvidenceSpanProcessor()
    assert processor.pending_span_count == 0 and processor.dropped_span_count == 0
    with pytest.raises(AttributeError):
        processor.pending_span_count = 5
    with pytest.raises(AttributeError):
        processor.dropped_span_count = 5


# --- never raises into the application ------------------------------------------------------------


def test_an_on_evidence_callback_that_raises_is_contained(make_provider, caplog):
    provider, exporter = make_provider()

    def explode(ev):
        raise RuntimeError("callback broke")

    processor = EvidenceSpanProcessor(on_evidence=explode)
    # put the evidence processor before the exporter's, so a leak would also starve the exporter
    provider._active_span_processor._span_processors = (processor,) + provider._active_span_processor._span_processors
    ev = _run(provider, 3)
    _check_run(ev, 3)
    assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]
    _check_run(_run(provider, 4), 4)
    assert any(r.name.startswith("critiqor") and r.levelno >= 30 for r in caplog.records)


def test_incomplete_readable_spans_never_raise():
    processor = EvidenceSpanProcessor()
    for name in ("agent", "execute_tool t", "other"):
        processor.on_start(ReadableSpan(name=name))
        processor.on_end(ReadableSpan(name=name))
    assert processor.pending_span_count == 0


def test_malformed_critiqor_attributes_never_raise(provider):
    got: list[EvaluationEvidence] = []
    processor = EvidenceSpanProcessor(on_evidence=got.append)
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("hand-made")
    with tracer.start_as_current_span(
        "agent",
        attributes={
            c.GEN_AI_OPERATION_NAME: c.OP_INVOKE_AGENT,
            c.SEQ: "not a number",
            c.JSON_KEYS: 12,
            c.PROMPT: 5,
        },
    ) as root:
        root.add_event("custom", {c.EVENT_PAYLOAD: "{not json", c.SEQ: "x"})
        with tracer.start_as_current_span(
            "execute_tool broken",
            attributes={
                c.GEN_AI_OPERATION_NAME: c.OP_EXECUTE_TOOL,
                c.GEN_AI_TOOL_CALL_ARGUMENTS: "[1, 2",
                c.JSON_KEYS: [c.GEN_AI_TOOL_CALL_RESULT],
                c.GEN_AI_TOOL_CALL_RESULT: "{broken",
                c.END_SEQ: "late",
            },
        ):
            pass
        with tracer.start_as_current_span(
            "chat", attributes={c.GEN_AI_OPERATION_NAME: c.OP_CHAT, c.TOKEN_USAGE: "[]"}
        ):
            pass
    assert processor.pending_span_count == 0
    evidence_from_spans([])  # and the pure rebuild copes too


def test_a_failing_exporter_never_reaches_the_agent(make_provider):
    class Broken(SpanExporter):
        def export(self, spans):
            raise ConnectionError("collector down")

        def shutdown(self):
            pass

    provider, _ = make_provider()
    provider.add_span_processor(SimpleSpanProcessor(Broken()))
    ev = _run(provider, 5)
    _check_run(ev, 5)


def test_a_failing_exporter_result_never_reaches_the_agent(make_provider):
    class Refusing(SpanExporter):
        def export(self, spans):
            return SpanExportResult.FAILURE

        def shutdown(self):
            pass

    provider, _ = make_provider()
    provider.add_span_processor(SimpleSpanProcessor(Refusing()))
    _check_run(_run(provider, 6), 6)


@pytest.mark.parametrize("broken", ["on_start", "on_end"])
def test_a_broken_span_processor_of_the_application_never_reaches_the_agent(broken, critiqor_warnings):
    class BrokenProcessor(SpanProcessor):
        def on_start(self, span, parent_context=None):
            if broken == "on_start":
                raise RuntimeError("on_start broke")

        def on_end(self, span):
            if broken == "on_end":
                raise RuntimeError("on_end broke")

    provider = TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(EvidenceSpanProcessor())
    provider.add_span_processor(BrokenProcessor())
    try:
        with monitor("p", tracer_provider=provider) as rec:
            rec.record_tool_call("t", {"a": 1}, call_id="1")
            rec.record_tool_output("t", 1, call_id="1")
            rec.record_llm_call("m")
            rec.record_event("e")
            ev = rec.finish("r")
        wrapped = rec.wrap_tool("w", lambda: 5)
        assert wrapped() == 5
        assert (ev.prompt, ev.response) == ("p", "r")
        assert critiqor_warnings(), "telemetry trouble is warned about"
    finally:
        provider.shutdown()


def test_shutdown_and_force_flush_follow_the_span_processor_interface():
    processor = EvidenceSpanProcessor()
    assert isinstance(processor, SpanProcessor)
    assert processor.force_flush() in (True, None)
    processor.shutdown()


# --- thread safety --------------------------------------------------------------------------------


def test_many_threads_share_one_processor_safely(provider):
    got: list[EvaluationEvidence] = []
    lock = threading.Lock()

    def collect(ev):
        with lock:
            got.append(ev)

    processor = EvidenceSpanProcessor(on_evidence=collect)
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("app")
    barrier = threading.Barrier(16)

    def worker(t: int) -> list[EvaluationEvidence]:
        barrier.wait()
        mine = []
        for k in range(20):
            i = t * 1000 + k
            with tracer.start_as_current_span("foreign"):
                pass
            ev = _run(provider, i, tools=3)
            _check_run(ev, i, tools=3)
            mine.append(ev)
        return mine

    with ThreadPoolExecutor(16) as pool:
        results = [ev for batch in pool.map(worker, range(16)) for ev in batch]
    assert len(got) == len(results) == 16 * 20
    assert sorted(ev.prompt for ev in got) == sorted(ev.prompt for ev in results)
    for ev in got:
        _check_run(ev, int(ev.prompt.split()[1]), tools=3)
    assert processor.pending_span_count == 0
    assert processor.dropped_span_count == 0


def test_over_the_count_bound_abandoned_runs_go_before_a_live_one():
    provider = TracerProvider()
    processor = EvidenceSpanProcessor(max_pending_spans=50)
    provider.add_span_processor(processor)
    live = monitor("live", tracer_provider=provider)
    live.record_tool_call("t", {"i": 0}, call_id="live-0")
    live.record_tool_output("t", 0, call_id="live-0")  # the oldest run holds a span now
    for n in range(30):  # later runs abandoned by code that drops its recorders
        recorder = monitor(f"abandoned {n}", tracer_provider=provider)
        for i in range(5):
            recorder.record_tool_call("t", {"i": i})
            recorder.record_tool_output("t", i)
        del recorder
    assert processor.pending_span_count <= 50 and processor.dropped_span_count > 0
    evidence = live.finish("done")
    assert [(c.tool, c.id) for c in evidence.tool_calls] == [("t", "live-0")]
    assert evidence.response == "done" and evidence.metrics.latency is not None


def test_a_live_run_dropped_over_the_bound_says_so_in_its_evidence():
    provider = TracerProvider()
    processor = EvidenceSpanProcessor(max_pending_spans=20)
    provider.add_span_processor(processor)
    with monitor("big", tracer_provider=provider) as recorder:
        for i in range(30):  # one live run with more spans than the bound
            recorder.record_tool_call("t", {"i": i})
            recorder.record_tool_output("t", None, error="failed")
        recorder.record_event("step", n=1)
        evidence = recorder.finish("all good")
    assert processor.dropped_span_count > 0
    assert evidence.evidence_level != "fully_instrumented"
    assert any("evidence incomplete" in error for error in evidence.metrics.errors)
    # what the root span itself holds survives: its events, start and end, prompt and response
    assert [e["event"] for e in evidence.trace] == ["agent_start", "step", "agent_finish"]
    assert evidence.metrics.latency is not None and evidence.prompt == "big" and evidence.response == "all good"
    from critiqor import Critiqor

    assert Critiqor().evaluate(evidence=evidence).deployment_recommendation != "safe_to_deploy"


def test_the_age_bound_holds_while_spans_keep_ending_and_late_spans_are_counted(clock):
    provider = TracerProvider()
    processor = EvidenceSpanProcessor(max_age_seconds=0.2, clock=clock)
    provider.add_span_processor(processor)
    old = monitor("old", tracer_provider=provider)
    old.record_tool_call("t", {})
    old.record_tool_output("t", 1)
    clock.advance(0.3)
    live = monitor("live", tracer_provider=provider)
    live.record_tool_call("t", {})  # ends no span yet; the old run is already over the age bound
    live.record_tool_output("t", 1)
    assert processor.pending_run_count == 1 and processor.dropped_span_count == 1
    old.record_tool_call("t", {})
    old.record_tool_output("t", 2)  # a late span of the dropped run
    evidence = old.finish("late")  # and its root
    assert processor.dropped_span_count == 3
    assert any("evidence incomplete" in e for e in evidence.metrics.errors)


def test_a_run_over_the_count_bound_is_counted_whole():
    provider = TracerProvider()
    processor = EvidenceSpanProcessor(max_pending_spans=5)
    provider.add_span_processor(processor)
    with monitor("big", tracer_provider=provider) as recorder:
        for i in range(8):
            recorder.record_tool_call("t", {"i": i})
            recorder.record_tool_output("t", i)
        recorder.finish("done")
    assert processor.dropped_span_count == 8 + 1  # every tool span, and the root
    assert processor.pending_span_count == 0 and processor.pending_run_count == 0


def test_the_age_bound_is_checked_when_a_held_span_ends(clock):
    provider = TracerProvider()
    processor = EvidenceSpanProcessor(max_age_seconds=0.2, clock=clock)
    provider.add_span_processor(processor)
    stale = monitor("stale", tracer_provider=provider)
    stale.record_tool_call("t", {})
    stale.record_tool_output("t", 1)
    assert processor.pending_span_count == 1
    clock.advance(0.3)
    stale.record_tool_call("t", {})
    stale.record_tool_output("t", 2)  # no new run starts: ending this span applies the bound
    assert processor.pending_run_count == 0 and processor.pending_span_count == 0
    assert processor.dropped_span_count == 2


def test_spans_given_twice_count_once(provider, exporter):
    _run(provider, 3)
    spans = list(exporter.get_finished_spans())
    assert evidence_from_spans(spans + spans) == evidence_from_spans(spans)


def test_after_shutdown_the_processor_warns_once_and_holds_nothing(critiqor_warnings):
    provider = TracerProvider()
    got: list[EvaluationEvidence] = []
    processor = EvidenceSpanProcessor(on_evidence=got.append)
    provider.add_span_processor(processor)
    open_run = monitor("open", tracer_provider=provider)
    open_run.record_tool_call("t", {})
    open_run.record_tool_output("t", 1)
    processor.shutdown()
    assert processor.pending_run_count == 0 and processor.pending_span_count == 0
    for n in range(3):
        _run(provider, n)
    assert got == [] and processor.pending_run_count == 0 and processor.pending_span_count == 0
    shut_down_warnings = [r for r in critiqor_warnings() if "started after the span processor was shut down" in r.getMessage()]
    assert len(shut_down_warnings) == 1
    evidence = open_run.finish("r")  # the recorder still answers, marked incomplete
    assert evidence.incomplete and "shut down" in evidence.incomplete


def test_a_run_dropped_over_the_bound_still_cites_its_spans_and_gets_a_verdict_span(exporter, provider):
    from critiqor import Critiqor
    from critiqor.wire import EVALUATE_SPAN_NAME

    processor = EvidenceSpanProcessor(max_pending_spans=3)
    provider.add_span_processor(processor)
    with monitor("big", tracer_provider=provider) as recorder:
        recorder.record_event("step", n=1)
        for i in range(5):
            recorder.record_tool_call("t", {"i": i})
            recorder.record_tool_output("t", i)
        evidence = recorder.finish("")
    assert evidence.incomplete and "max_pending_spans" in evidence.incomplete
    root = next(s for s in exporter.get_finished_spans() if s.name == "agent")
    assert evidence.span_refs.root_span_id == format(root.context.span_id, "016x")
    result = Critiqor().evaluate(evidence=evidence)
    assert result.failure_causes and all(cause.span_ids for cause in result.failure_causes)
    (verdict,) = [s for s in exporter.get_finished_spans() if s.name == EVALUATE_SPAN_NAME]
    assert verdict.parent.span_id == root.context.span_id
