"""Each SDK internal critiqor relies on (critiqor._sdk_compat) still exists and means what it did.

If an OpenTelemetry SDK release changes one of these, the test names the access that broke."""

from __future__ import annotations

from opentelemetry.sdk.trace import SpanLimits, Tracer, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.sdk.trace.sampling import ALWAYS_ON, Sampler

from critiqor import _sdk_compat as compat
from critiqor.setup import KeepForEvidenceSampler


def test_span_attributes_are_read_from_the_sdks_inner_dict():
    provider = TracerProvider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    span = provider.get_tracer("t").start_span("s", attributes={"k": 1})
    span.add_event("e", {"x": 2})
    span.end()
    (finished,) = exporter.get_finished_spans()
    inner = getattr(finished._attributes, "_dict", None)  # BoundedAttributes._dict
    assert isinstance(inner, dict), "the SDK no longer keeps span attributes in BoundedAttributes._dict"
    assert compat.attributes_of(finished) is inner
    assert isinstance(getattr(finished.events[0]._attributes, "_dict", None), dict)
    assert compat.attributes_of(finished.events[0]) == {"x": 2}


def test_attributes_of_falls_back_to_the_public_mapping():
    class Loaded:
        attributes = {"k": "v"}

    assert compat.attributes_of(Loaded()) == {"k": "v"}


def test_a_providers_span_processors_are_listed():
    provider = TracerProvider()
    processor = SimpleSpanProcessor(InMemorySpanExporter())
    provider.add_span_processor(processor)
    multi = getattr(provider, "_active_span_processor", None)
    assert isinstance(getattr(multi, "_span_processors", None), tuple), "TracerProvider._active_span_processor._span_processors changed"
    assert processor in compat.span_processors(provider)


def test_a_providers_span_limits_are_read():
    limits = SpanLimits(max_events=7)
    provider = TracerProvider(span_limits=limits)
    assert isinstance(getattr(provider, "_span_limits", None), SpanLimits), "TracerProvider._span_limits changed"
    assert compat.provider_span_limits(provider).max_events == 7


def test_one_tracers_span_limits_can_be_replaced_without_touching_others():
    provider = TracerProvider(span_limits=SpanLimits(max_attribute_length=5))
    ours, theirs = provider.get_tracer("ours"), provider.get_tracer("theirs")
    assert isinstance(ours, Tracer) and isinstance(compat.tracer_span_limits(ours), SpanLimits), "Tracer._span_limits changed"
    assert compat.set_tracer_span_limits(ours, SpanLimits(max_attribute_length=50)) is True
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    ours.start_span("a", attributes={"k": "x" * 20}).end()
    theirs.start_span("b", attributes={"k": "x" * 20}).end()
    by_name = {s.name: s.attributes["k"] for s in exporter.get_finished_spans()}
    assert by_name == {"a": "x" * 20, "b": "x" * 5}


def test_one_tracers_sampler_can_be_wrapped_once():
    tracer = TracerProvider(sampler=ALWAYS_ON).get_tracer("t")
    assert isinstance(getattr(tracer, "sampler", None), Sampler), "Tracer.sampler changed"
    assert compat.wrap_tracer_sampler(tracer, KeepForEvidenceSampler) is True
    wrapped = tracer.sampler
    assert isinstance(wrapped, KeepForEvidenceSampler) and wrapped.delegate is ALWAYS_ON
    compat.wrap_tracer_sampler(tracer, KeepForEvidenceSampler)
    assert tracer.sampler is wrapped


def _root_and_child():
    """An SDK tracer's root span and one child span below it (both open), and the exporter; a
    second child below the root has ended."""
    from opentelemetry.trace import set_span_in_context

    provider = TracerProvider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("t")
    root = tracer.start_span("root")
    tracer.start_span("ended", context=set_span_in_context(root)).end()
    return root, tracer.start_span("child", context=set_span_in_context(root)), exporter


def test_span_context_and_parent_are_read_from_the_sdks_fields():
    root, child, exporter = _root_and_child()
    assert compat._FIELDS_HOLD, "the SDK no longer keeps a span's context and parent in _context/_parent, or SpanContext changed"
    for span in (root, child):  # the SDK's own span, as on_start sees it
        assert compat.context_of(span) is span.context
        assert compat.parent_of(span) is span.parent
        assert compat.span_id_in(span.context) == span.context.span_id
    child.end()
    root.end()
    _, finished_child, finished_root = exporter.get_finished_spans()  # ReadableSpan, as on_end sees it
    assert compat.context_of(finished_child) is finished_child.context
    assert compat.span_id_in(compat.parent_of(finished_child)) == finished_root.context.span_id
    assert compat.parent_of(finished_root) is None


def test_children_of_reads_sdk_spans_from_their_fields_and_any_other_span_publicly():
    from types import SimpleNamespace

    from opentelemetry.trace import SpanContext

    root, open_child, exporter = _root_and_child()  # a span still open: a snapshot holds these
    root_id = root.get_span_context().span_id
    ended = exporter.get_finished_spans()[0]
    other = SimpleNamespace(parent=SpanContext(1, root_id, False), context=SpanContext(1, 99, False))
    stranger = SimpleNamespace(parent=SpanContext(1, 12345, False))
    assert type(ended) in compat._SDK_SPAN_TYPES and type(open_child) in compat._SDK_SPAN_TYPES
    found = compat.children_of([open_child, root, ended, other, stranger], root_id)
    assert found == [(open_child.context.span_id, open_child), (ended.context.span_id, ended), (None, other)]
