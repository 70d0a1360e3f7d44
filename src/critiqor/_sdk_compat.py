"""Every access to OpenTelemetry SDK internals, in one place (each one tested in tests/test_sdk_compat.py).

The SDK offers no public way to do these few things; if an SDK release changes one of them,
its test fails loudly and the functions here fall back to public, slower or weaker behaviour
instead of silently misbehaving.
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from opentelemetry.sdk.trace import SpanLimits, SpanProcessor, Tracer, TracerProvider
from opentelemetry.sdk.trace.sampling import Sampler

__all__ = [
    "attributes_of",
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
