"""Every access to OpenTelemetry SDK internals, in one place (each one tested in tests/test_sdk_compat.py).

The SDK offers no public way to do these few things; if an SDK release changes one of them,
its test fails loudly and the functions here fall back to public, slower or weaker behaviour
instead of silently misbehaving.
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Any, Callable, Iterable, Mapping

from opentelemetry.sdk import trace as _sdk_trace
from opentelemetry.sdk.trace import ReadableSpan, SpanLimits, SpanProcessor, Tracer, TracerProvider
from opentelemetry.sdk.trace.sampling import Sampler
from opentelemetry.trace import SpanContext

__all__ = [
    "attributes_of",
    "context_of",
    "parent_of",
    "span_id_in",
    "children_of",
    "span_processors",
    "provider_span_limits",
    "tracer_span_limits",
    "set_tracer_span_limits",
    "wrap_tracer_sampler",
]


def attributes_of(item: Any) -> Mapping[str, Any]:
    """A span's or event's attributes as a plain mapping: the SDK's inner dict when there is one
    (`BoundedAttributes._dict`, read without the copy `.attributes` makes), else `.attributes`."""
    try:
        inner = item._attributes._dict  # the common case, an SDK span or event, without a call
    except AttributeError:
        inner = getattr(item, "_attributes", None)  # a span loaded from storage holds a dict there
    if isinstance(inner, dict):
        return inner
    return item.attributes or {}


def _fields_hold() -> bool:
    """Whether an SDK span keeps its context and parent in `_context` / `_parent`, and a
    `SpanContext` is the tuple (trace_id, span_id, ...) it has been."""
    try:
        context, parent = SpanContext(1, 2, False), SpanContext(1, 3, False)
        span = ReadableSpan("probe", context=context, parent=parent)
        return span._context is context and span._parent is parent and context[1] == 2 and parent[1] == 3
    except Exception:  # pragma: no cover - an SDK that changed them
        return False


_FIELDS_HOLD = _fields_hold()
#: A span's `SpanContext`, `span.context` (for the span processor's hot path: a span the SDK
#: made; read from `_context` by a C-level getter, without the property's Python call).
context_of: Callable[[Any], SpanContext] = attrgetter("_context" if _FIELDS_HOLD else "context")
#: A span's parent `SpanContext` or None, `span.parent` (the same, from `_parent`).
parent_of: Callable[[Any], SpanContext | None] = attrgetter("_parent" if _FIELDS_HOLD else "parent")
#: The span id of a `SpanContext`, `context.span_id` (its tuple item, without the property's call).
span_id_in: Callable[[SpanContext], int] = itemgetter(1) if _FIELDS_HOLD else attrgetter("span_id")


#: The SDK's own span classes (exact types), whose fields `children_of` reads directly.
_SDK_SPAN_TYPES = frozenset(t for t in (ReadableSpan, _sdk_trace.Span, getattr(_sdk_trace, "_Span", None)) if t is not None)


def children_of(spans: Iterable[Any], parent_id: int) -> list[tuple[int | None, Any]]:
    """(span id, span) for each of `spans` whose parent span is `parent_id`, in order.

    A span of the SDK's own classes is read from its fields (`_parent`, `_context`), without a
    Python call per property; any other span through its public `parent`, its id left None
    (for the caller to read from `context`, where a span that cannot be read costs only itself)."""
    found: list[tuple[int | None, Any]] = []
    fast = _FIELDS_HOLD
    for span in spans:
        if fast and type(span) in _SDK_SPAN_TYPES:
            parent = span._parent
            if parent is not None and parent[1] == parent_id:
                found.append((span._context[1], span))
        else:
            parent = span.parent
            if parent is not None and parent.span_id == parent_id:
                found.append((None, span))
    return found


def span_processors(provider: TracerProvider) -> Iterable[SpanProcessor]:
    """The span processors added to `provider` (`_active_span_processor._span_processors`)."""
    multi = getattr(provider, "_active_span_processor", None)
    return tuple(getattr(multi, "_span_processors", ()))


def provider_span_limits(provider: TracerProvider) -> SpanLimits | None:
    """The span limits the application gave `provider` (`TracerProvider._span_limits`)."""
    limits = getattr(provider, "_span_limits", None)
    return limits if isinstance(limits, SpanLimits) else None


def tracer_span_limits(tracer: Tracer) -> SpanLimits | None:
    """The span limits one tracer applies (`Tracer._span_limits`)."""
    limits = getattr(tracer, "_span_limits", None)
    return limits if isinstance(limits, SpanLimits) else None


def set_tracer_span_limits(tracer: Tracer, limits: SpanLimits) -> bool:
    """Give one tracer its own span limits; False when the SDK keeps them elsewhere now."""
    if tracer_span_limits(tracer) is None:
        return False
    tracer._span_limits = limits  # type: ignore[attr-defined]
    return True


def wrap_tracer_sampler(tracer: Tracer, wrap: type) -> bool:
    """Replace one tracer's sampler (`Tracer.sampler`) by `wrap(sampler)` unless it is one already."""
    sampler = getattr(tracer, "sampler", None)
    if not isinstance(sampler, Sampler):
        return False
    if not isinstance(sampler, wrap):
        tracer.sampler = wrap(sampler)
    return True
