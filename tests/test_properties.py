"""Property-based tests: random programs of recorder calls, checked field by field against a model.

A program is a list of recorder calls with JSON values. A small reference model (written from
the README's recorder rules, not from the implementation) says what evidence the calls must yield; the
evidence `finish()` returns, the one rebuilt from the exported spans, and the one rebuilt from
those spans after an OTLP protobuf round trip must all say exactly that, in order.

The runs record with `content="full"`: these properties pin the codec's exact round trip for any
value, and random payload keys can name a secret ("token"); what the default `redacted` policy
exports is pinned by tests/test_privacy_properties.py.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from critiqor import wire as c
from critiqor import evidence_from_spans, monitor
from critiqor.storage import spans_from_otlp_proto
from wire_helpers import listed

SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# --- JSON values --------------------------------------------------------------------------------

text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)
json_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | text
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(text, inner, max_size=4),
    max_leaves=10,
)


def same(a: Any, b: Any) -> bool:
    """Strict equality: also tells True from 1 and 1 from 1.0, as JSON does."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same(a[k], b[k]) for k in a)
    if isinstance(a, (list, tuple)):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return a == b


def same_unordered_keys(a: Any, b: Any) -> bool:
    """Like `same`, but dict key order does not matter (for the trace dicts, whose order is not pinned)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    return same(a, b)


# --- programs -----------------------------------------------------------------------------------

TOOLS = ["search", "fetch", "calc"]
EVENT_NAMES = ["step", "retry", "error", "decision_made", "état"]
# payload keys: any text except the parameter name of record_event and the renamed prefix
payload_keys = (text.filter(lambda k: k != "name" and not k.startswith("payload_"))) | st.sampled_from(
    ["event", "timestamp"]
)

call_op = st.tuples(
    st.just("call"),
    st.sampled_from(TOOLS),
    st.none() | st.dictionaries(text, json_values, max_size=3),
    st.booleans(),  # with a call id
)
output_op = st.tuples(
    st.just("output"),
    st.sampled_from(TOOLS),
    json_values,
    st.sampled_from(["none", "issued", "unknown"]),
    st.integers(0, 50),  # which issued id
    st.none() | st.text(min_size=1, max_size=10),  # error
)
usage = st.fixed_dictionaries(
    {},
    optional={
        "prompt_tokens": st.integers(0, 10**6),
        "completion_tokens": st.integers(0, 10**6),
        "total_tokens": st.integers(0, 10**6),
        "input_tokens": st.integers(0, 10**6),
        "tier": text,
    },
)
llm_op = st.tuples(st.just("llm"), st.none() | st.sampled_from(["gpt-4o", "llama3.2"]), usage)
event_op = st.sampled_from(EVENT_NAMES).flatmap(
    lambda name: st.tuples(
        st.just("event"),
        st.just(name),
        st.dictionaries(payload_keys, json_values, max_size=3).flatmap(
            lambda p: (
                st.text(min_size=1, max_size=10).map(lambda e: {**p, "error": e}) if name == "error" else st.just(p)
            )
        ),
    )
)
wrap_op = st.tuples(st.just("wrap"), st.sampled_from(TOOLS), json_values)

programs = st.lists(st.one_of(call_op, output_op, llm_op, event_op, wrap_op), max_size=25)


MISSING = object()


@dataclass
class Model:
    """What the README's recorder rules say the evidence of a program is."""

    calls: list[tuple] = field(default_factory=list)
    outputs: list[tuple] = field(default_factory=list)
    trace: list[dict] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    retries: int = 0
    usage: dict = field(default_factory=dict)
    open_spans: list[tuple[str, str | None, int]] = field(default_factory=list)  # (tool, id, call index)
    answers: list[Any] = field(default_factory=list)  # per call: the output that ended its span, or MISSING
    orphans: int = 0
    issued: list[tuple[str, str]] = field(default_factory=list)  # (id, tool)

    def call(self, tool, args, call_id):
        args = {} if args is None else args
        self.calls.append((tool, args, call_id))
        self.trace.append({"event": "tool_start", "tool": tool, "args": args, "call_id": call_id})
        self.open_spans.append((tool, call_id, len(self.calls) - 1))
        self.answers.append(MISSING)

    def output(self, tool, output, call_id, error):
        if call_id is not None:
            match = next((s for s in self.open_spans if s[1] == call_id), None)
        else:
            match = next((s for s in self.open_spans if s[0] == tool and s[1] is None), None)
        if match is not None:
            self.open_spans.remove(match)
            self.answers[match[2]] = output
        else:
            self.orphans += 1
        self.outputs.append((tool, output, call_id, error))
        self.trace.append({"event": "tool_end", "tool": tool, "output": output, "call_id": call_id, "error": error})
        if error is not None:
            self.errors.append(error)

    def llm(self, model, token_usage):
        self.trace.append({"event": "llm_call", "model": model, "token_usage": token_usage})
        for key, value in token_usage.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and isinstance(self.usage.get(key, 0), (int, float)):
                self.usage[key] = self.usage.get(key, 0) + value
            else:
                self.usage[key] = value

    def event(self, name, payload):
        renamed = {("payload_" + k if k in ("event", "timestamp") else k): v for k, v in payload.items()}
        self.trace.append({"event": name, **renamed})
        if name == "retry":
            self.retries += 1
        if name == "error":
            self.errors.append(payload["error"])


def run_program(program, rec) -> Model:
    model = Model()
    n_id = 0
    for op in program:
        kind = op[0]
        if kind == "call":
            _, tool, args, with_id = op
            call_id = None
            if with_id:
                n_id += 1
                call_id = f"id-{n_id}"
                model.issued.append((call_id, tool))
            rec.record_tool_call(tool, args, call_id=call_id)
            model.call(tool, args, call_id)
        elif kind == "output":
            _, tool, output, id_mode, pick, error = op
            call_id = None
            if id_mode == "issued" and model.issued:
                call_id, tool = model.issued[pick % len(model.issued)]
            elif id_mode == "unknown":
                call_id = f"unknown-{pick}"
            rec.record_tool_output(tool, output, call_id=call_id, error=error)
            model.output(tool, output, call_id, error)
        elif kind == "llm":
            _, name, token_usage = op
            rec.record_llm_call(name, token_usage)
            model.llm(name, token_usage)
        elif kind == "event":
            _, name, payload = op
            rec.record_event(name, **payload)
            model.event(name, payload)
        elif kind == "wrap":
            _, tool, value = op
            n = len(model.calls) + 1
            result = rec.wrap_tool(tool, lambda v: v)(value)
            assert result is value
            model.call(tool, {"args": [value], "kwargs": {}}, f"{tool}-{n}")
            model.output(tool, value, f"{tool}-{n}", None)
    return model


def check(ev, model: Model, prompt: str, response: str) -> None:
    assert ev.prompt == prompt and ev.response == response
    assert ev.evidence_level == "fully_instrumented"
    assert len(ev.tool_calls) == len(model.calls)
    for got, (tool, args, call_id) in zip(ev.tool_calls, model.calls):
        assert got.tool == tool and got.id == call_id
        assert same(got.args, args), (got.args, args)
        assert isinstance(got.timestamp, float)
    assert len(ev.tool_outputs) == len(model.outputs)
    for got, (tool, output, call_id, error) in zip(ev.tool_outputs, model.outputs):
        assert (got.tool, got.call_id, got.error) == (tool, call_id, error)
        assert same(got.output, output), (got.output, output)
        assert isinstance(got.timestamp, float)
    expected_trace = [{"event": "agent_start"}, *model.trace, {"event": "agent_finish"}]
    got_trace = [{k: v for k, v in e.items() if k != "timestamp"} for e in ev.trace]
    assert len(got_trace) == len(expected_trace), ([e["event"] for e in got_trace], [e["event"] for e in expected_trace])
    for got, want in zip(got_trace, expected_trace):
        assert same_unordered_keys(got, want), (got, want)
    stamps = [e["timestamp"] for e in ev.trace]
    assert all(isinstance(t, float) for t in stamps)
    assert stamps == sorted(stamps)
    assert ev.metrics.retries == model.retries
    assert ev.metrics.errors == model.errors
    assert same_unordered_keys(ev.metrics.token_usage, model.usage)
    assert ev.metrics.latency is not None and ev.metrics.latency >= 0


def check_tool_spans(spans, model: Model) -> None:
    """Which span each output ended: the matching rule seen on the wire (README: "The rules the recorder follows")."""
    tool_spans = [s for s in spans if s.name.startswith("execute_tool ")]
    orphans = [s for s in tool_spans if s.attributes.get(c.ORPHAN_OUTPUT)]
    calls = sorted((s for s in tool_spans if not s.attributes.get(c.ORPHAN_OUTPUT)), key=lambda s: s.attributes[c.SEQ])
    assert len(orphans) == model.orphans
    assert len(calls) == len(model.calls)
    for span, (tool, _, _), answer in zip(calls, model.calls, model.answers):
        assert span.attributes[c.GEN_AI_TOOL_NAME] == tool
        if answer is MISSING:
            assert span.attributes.get(c.OUTPUT_MISSING) is True
        else:
            assert not span.attributes.get(c.OUTPUT_MISSING)
            # a failed call's output is not a result: it travels under critiqor.tool.output
            key = c.GEN_AI_TOOL_CALL_RESULT if c.GEN_AI_TOOL_CALL_RESULT in span.attributes else c.FAILED_OUTPUT
            result = c.decode(span.attributes.get(key), listed(span, key, c.JSON_KEYS))
            assert same(result, answer), (result, answer)


def _provider():
    exporter = InMemorySpanExporter()
    provider = TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


@SETTINGS
@given(program=programs, prompt=text, response=text)
def test_property_random_programs_yield_the_evidence_the_calls_said(program, prompt, response):
    provider, exporter = _provider()
    try:
        with monitor(prompt, tracer_provider=provider, content="full") as rec:
            model = run_program(program, rec)
            ev = rec.finish(response)
        check(ev, model, prompt, response)
        spans = list(exporter.get_finished_spans())
        assert evidence_from_spans(spans) == [ev]
        check_tool_spans(spans, model)
        stored = spans_from_otlp_proto(encode_spans(spans).resource_spans)
        assert evidence_from_spans(stored) == [ev]
    finally:
        provider.shutdown()


@SETTINGS
@given(program=programs)
def test_property_without_a_with_block(program):
    provider, exporter = _provider()
    try:
        rec = monitor("p", tracer_provider=provider, content="full")
        model = run_program(program, rec)
        ev = rec.finish("r")
        # without a with block the spec does not say whether agent_start/agent_finish appear;
        # everything else must match
        inner = [e for e in ev.trace if e["event"] not in ("agent_start", "agent_finish")]
        bare = type(ev)(ev.prompt, ev.response, ev.tool_calls, ev.tool_outputs, inner, ev.metrics, ev.evidence_level)
        check_without_agent_events(bare, model)
        assert evidence_from_spans(list(exporter.get_finished_spans())) == [ev]
    finally:
        provider.shutdown()


def check_without_agent_events(ev, model: Model) -> None:
    got_trace = [{k: v for k, v in e.items() if k != "timestamp"} for e in ev.trace]
    assert len(got_trace) == len(model.trace)
    for got, want in zip(got_trace, model.trace):
        assert same_unordered_keys(got, want), (got, want)
    assert [(c.tool, c.id) for c in ev.tool_calls] == [(t, i) for t, _, i in model.calls]
    assert [(o.tool, o.call_id, o.error) for o in ev.tool_outputs] == [(t, i, e) for t, _, i, e in model.outputs]
    assert ev.metrics.errors == model.errors and ev.metrics.retries == model.retries


@SETTINGS
@given(st.lists(st.tuples(st.integers(0, 3), st.sampled_from(TOOLS), json_values), max_size=12))
def test_property_nested_runs_keep_their_own_evidence(steps):
    """Calls spread over up to four nested monitor blocks each land in their own block's evidence."""
    provider, exporter = _provider()
    try:
        recs, models, evs = [], [Model() for _ in range(4)], [None] * 4
        blocks = [monitor(f"level {d}", tracer_provider=provider, content="full") for d in range(4)]
        for block in blocks:
            recs.append(block.__enter__())
        for depth, tool, value in steps:
            recs[depth].record_tool_call(tool, {"v": value})
            models[depth].call(tool, {"v": value}, None)
            recs[depth].record_tool_output(tool, value)
            models[depth].output(tool, value, None, None)
        for depth in reversed(range(4)):
            evs[depth] = recs[depth].finish(f"done {depth}")
            blocks[depth].__exit__(None, None, None)
        for depth in range(4):
            check(evs[depth], models[depth], f"level {depth}", f"done {depth}")
        assert evidence_from_spans(list(exporter.get_finished_spans())) == evs
    finally:
        provider.shutdown()


small_call_op = st.tuples(st.just("call"), st.sampled_from(TOOLS[:2]), st.none(), st.booleans())
small_output_op = st.tuples(
    st.just("output"),
    st.sampled_from(TOOLS[:2]),
    st.integers(0, 9),
    st.sampled_from(["none", "none", "issued", "unknown"]),
    st.integers(0, 50),
    st.none(),
)


@SETTINGS
@given(st.lists(st.one_of(small_call_op, small_output_op), max_size=30))
def test_property_each_output_ends_the_span_the_matching_rule_names(program):
    """Dense programs of calls and outputs over two tools: by id, else the oldest open span without id."""
    provider, exporter = _provider()
    try:
        with monitor("p", tracer_provider=provider, content="full") as rec:
            model = run_program(program, rec)
            ev = rec.finish("r")
        check(ev, model, "p", "r")
        check_tool_spans(list(exporter.get_finished_spans()), model)
    finally:
        provider.shutdown()
