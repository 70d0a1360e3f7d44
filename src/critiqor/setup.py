"""Fitting next to an OTel setup: provider discovery, the private fallback provider, configure().

`monitor()` asks `runtime_for()` for a tracer and the `EvidenceSpanProcessor` of the provider it
records on: the application's SDK provider when there is one (the processor is added to it
once), else a private provider that leaves the global one alone and exports over OTLP only
when the standard `OTEL_*` environment variables ask for it.
"""

from __future__ import annotations

import logging
import os
import threading
import weakref
from dataclasses import dataclass
from typing import Callable, Mapping, Sequence

from opentelemetry import trace
from opentelemetry.context import Context
from opentelemetry.sdk.resources import SERVICE_NAME, Resource
from opentelemetry.sdk.trace import SpanLimits, Tracer, TracerProvider
from opentelemetry.sdk.trace.export import ConsoleSpanExporter, SpanExporter
from opentelemetry.sdk.trace.sampling import Decision, Sampler, SamplingResult
from opentelemetry.trace import Link, SpanKind, TraceState
from opentelemetry.util.types import Attributes

from critiqor._sdk_compat import (
    provider_span_limits,
    set_tracer_span_limits,
    span_processors,
    tracer_span_limits,
    wrap_tracer_sampler,
)
from critiqor.content import ContentPolicy
from critiqor.evidence import EvaluationEvidence
from critiqor.export import BoundedExportProcessor, shutdown_timeout as _exit_budget
from critiqor.processor import EvidenceSpanProcessor

__all__ = ["configure", "runtime_for", "Runtime", "otlp_exporter", "exporters_from_env"]

_logger = logging.getLogger("critiqor")
_TRACER_NAME = "critiqor"
_VERSION = "0.1.0"

_lock = threading.Lock()
_runtimes: "weakref.WeakKeyDictionary[TracerProvider, Runtime]" = weakref.WeakKeyDictionary()
_private: TracerProvider | None = None
_last_runtime: "Runtime | None" = None  # the runtime asked for last: most programs have one provider


@dataclass(frozen=True)
class Runtime:
    """What a recorder records with: a tracer, the provider's evidence processor, its value limit."""

    provider: TracerProvider
    tracer: Tracer
    processor: EvidenceSpanProcessor
    max_span_attribute_length: int | None
    max_event_attribute_length: int | None
    max_events: int | None
    private: bool = False


class KeepForEvidenceSampler(Sampler):
    """Turns the delegate's DROP into RECORD_ONLY: a sampled-out run is still rebuilt, never exported.

    Exporting processors skip spans whose sampled flag is off, so the user's sampling decision
    still holds on the wire.
    """

    def __init__(self, delegate: Sampler) -> None:
        self.delegate = delegate

    def should_sample(
        self,
        parent_context: Context | None,
        trace_id: int,
        name: str,
        kind: SpanKind | None = None,
        attributes: Attributes = None,
        links: Sequence[Link] | None = None,
        trace_state: TraceState | None = None,
    ) -> SamplingResult:
        result = self.delegate.should_sample(parent_context, trace_id, name, kind, attributes, links, trace_state)
        if result.decision is Decision.DROP:
            return SamplingResult(Decision.RECORD_ONLY, attributes, result.trace_state)
        return result

    def get_description(self) -> str:
        return f"KeepForEvidence{{{self.delegate.get_description()}}}"


def _find_processor(provider: TracerProvider) -> EvidenceSpanProcessor | None:
    """An EvidenceSpanProcessor the application already added to `provider`, if any."""
    for processor in span_processors(provider):
        if isinstance(processor, EvidenceSpanProcessor):
            return processor
    return None


MIN_SPAN_ATTRIBUTES = 32  # a recorder span carries at most about a dozen attributes
MIN_EVENT_ATTRIBUTES = 8


def _at_least(value: int | None, minimum: int) -> int:
    return SpanLimits.UNSET if value is None else max(value, minimum)


def _unset_if_none(value: int | None) -> int:
    return SpanLimits.UNSET if value is None else value


def _room_for_evidence(tracer: Tracer) -> None:
    """Give the recorder's tracer span limits that cannot silently drop evidence.

    Attribute-count limits too small for a recorder span (OTEL_SPAN_ATTRIBUTE_COUNT_LIMIT, ...)
    are raised. Attribute-length limits (OTEL_ATTRIBUTE_VALUE_LENGTH_LIMIT, ...) are lifted on
    this tracer because the recorder applies them itself, cutting values *with a mark* instead
    of the SDK's silent truncation. Other tracers of the application keep their limits.
    """
    limits = tracer_span_limits(tracer)
    if limits is None:
        return
    span_attrs, event_attrs = limits.max_span_attributes, limits.max_event_attributes
    too_few = (span_attrs is not None and span_attrs < MIN_SPAN_ATTRIBUTES) or (
        event_attrs is not None and event_attrs < MIN_EVENT_ATTRIBUTES
    )
    truncating = limits.max_attribute_length is not None or limits.max_span_attribute_length is not None
    if not (too_few or truncating):
        return
    new_limits = SpanLimits(
        max_span_attributes=_at_least(span_attrs, MIN_SPAN_ATTRIBUTES),
        max_event_attributes=_at_least(event_attrs, MIN_EVENT_ATTRIBUTES),
        max_link_attributes=_unset_if_none(limits.max_link_attributes),
        max_events=_unset_if_none(limits.max_events),
        max_links=_unset_if_none(limits.max_links),
        max_attribute_length=SpanLimits.UNSET,
        max_span_attribute_length=SpanLimits.UNSET,
    )
    set_tracer_span_limits(tracer, new_limits)
    if too_few:
        _logger.info(
            "critiqor: attribute-count limits (%s per span, %s per event) raised for critiqor's own spans, "
            "which need them to carry the evidence",
            span_attrs,
            event_attrs,
        )


def _make_runtime(provider: TracerProvider, processor: EvidenceSpanProcessor | None, private: bool) -> Runtime:
    if processor is None:
        processor = _find_processor(provider)
    if processor is None:
        processor = EvidenceSpanProcessor()
        provider.add_span_processor(processor)
    tracer = provider.get_tracer(_TRACER_NAME, _VERSION)
    if isinstance(tracer, Tracer):
        wrap_tracer_sampler(tracer, KeepForEvidenceSampler)
        _room_for_evidence(tracer)
    limits = provider_span_limits(provider)  # the application's own
    return Runtime(
        provider=provider,
        tracer=tracer,
        processor=processor,
        max_span_attribute_length=getattr(limits, "max_span_attribute_length", None),
        max_event_attribute_length=getattr(limits, "max_attribute_length", None),
        max_events=getattr(limits, "max_events", None),
        private=private,
    )


def _register(provider: TracerProvider, processor: EvidenceSpanProcessor | None, private: bool = False) -> Runtime:
    global _last_runtime
    with _lock:
        runtime = _runtimes.get(provider)
        if runtime is None:
            runtime = _make_runtime(provider, processor, private)
            _runtimes[provider] = runtime
        _last_runtime = runtime
        return runtime


def runtime_for(tracer_provider: object | None = None) -> Runtime:
    """The runtime for `tracer_provider`, else the global SDK provider, else the private one."""
    provider = tracer_provider if tracer_provider is not None else trace.get_tracer_provider()
    last = _last_runtime
    if last is not None and last.provider is provider:
        return last
    if isinstance(provider, TracerProvider):
        runtime = _runtimes.get(provider)
        return runtime if runtime is not None else _register(provider, None)
    if tracer_provider is not None:
        _logger.warning(
            "critiqor: %s is not an OpenTelemetry SDK TracerProvider; recording on a private provider",
            type(tracer_provider).__name__,
        )
    return _register(_private_provider(), None, private=True)


def _private_provider() -> TracerProvider:
    global _private
    with _lock:
        if _private is None:
            provider = TracerProvider(resource=Resource.create())
            budget = _exit_budget()
            for exporter in exporters_from_env():
                provider.add_span_processor(BoundedExportProcessor(exporter, shutdown_timeout=budget))
            _private = provider
        return _private


def _env(name: str) -> str:
    return os.environ.get(name, "").strip()


def _env_exporter_names() -> list[str]:
    names = [n.strip().lower() for n in _env("OTEL_TRACES_EXPORTER").split(",") if n.strip()]
    if not names:
        endpoint_set = _env("OTEL_EXPORTER_OTLP_ENDPOINT") or _env("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
        return ["otlp"] if endpoint_set else []
    return [n for n in names if n != "none"]


def env_protocol() -> str:
    """The OTLP protocol the environment asks for (`grpc` unless it says `http/protobuf`)."""
    return (_env("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL") or _env("OTEL_EXPORTER_OTLP_PROTOCOL") or "grpc").lower()


def exporters_from_env() -> list[SpanExporter]:
    """The span exporters that `OTEL_TRACES_EXPORTER` / `OTEL_EXPORTER_OTLP_*` ask for."""
    exporters: list[SpanExporter] = []
    for name in _env_exporter_names():
        try:
            if name == "otlp":
                exporters.append(otlp_exporter(protocol=env_protocol()))
            elif name == "console":
                exporters.append(ConsoleSpanExporter())
            else:
                _logger.warning("critiqor: unsupported OTEL_TRACES_EXPORTER value %r ignored", name)
        except Exception:
            _logger.warning("critiqor: could not create the %s exporter", name, exc_info=True)
    return exporters


def otlp_exporter(
    endpoint: str | None = None,
    protocol: str = "grpc",
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
) -> SpanExporter:
    """An OTLP span exporter: `grpc`, or `http/protobuf` (alias `http`); endpoint from the env if None."""
    protocol = protocol.lower()
    if protocol == "grpc":
        from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter as GrpcExporter

        return GrpcExporter(endpoint=endpoint, headers=dict(headers) if headers else None, timeout=timeout)
    if protocol in ("http/protobuf", "http"):
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter as HttpExporter

        if endpoint is not None and not endpoint.rstrip("/").endswith("/v1/traces"):
            endpoint = endpoint.rstrip("/") + "/v1/traces"
        return HttpExporter(endpoint=endpoint, headers=dict(headers) if headers else None, timeout=timeout)
    raise ValueError(f"unsupported OTLP protocol {protocol!r}: use 'grpc' or 'http/protobuf'")


def configure(
    service_name: str | None = None,
    *,
    endpoint: str | None = None,
    protocol: str | None = None,
    headers: Mapping[str, str] | None = None,
    export: bool | None = None,
    batch: bool = True,
    sampler: Sampler | None = None,
    on_evidence: Callable[[EvaluationEvidence], None] | None = None,
    exporters: Sequence[SpanExporter] = (),
    set_global: bool = True,
    content: "str | ContentPolicy | None" = None,
    shutdown_timeout: float | None = None,
) -> TracerProvider:
    """One-call setup for a fresh application: an SDK provider with a service name, OTLP export
    (gRPC or HTTP, batched unless `batch=False`) and the evidence processor; set as the global
    provider unless `set_global=False`.

    Export happens when `endpoint` is given or the `OTEL_*` variables ask for it (`export=False`
    turns it off, `export=True` forces OTLP with the exporter's default endpoint). `exporters`
    adds further span exporters, e.g. an `InMemorySpanExporter` in tests (call
    `provider.force_flush()` before reading it: export is asynchronous). `content` is the
    content policy of runs recorded on this provider (see `EvidenceSpanProcessor`).

    Export never runs in the agent's thread: spans go to a background thread (with
    `batch=False` each one on its own, at once). At exit the process waits at most
    `shutdown_timeout` seconds (default: `CRITIQOR_SHUTDOWN_TIMEOUT`, else 3) for the last
    export, then logs how many spans could not be sent.
    """
    attributes = {SERVICE_NAME: service_name} if service_name else {}
    provider = TracerProvider(resource=Resource.create(attributes), sampler=sampler)
    processor = EvidenceSpanProcessor(on_evidence=on_evidence, content=content)
    provider.add_span_processor(processor)
    budget = _exit_budget(shutdown_timeout)
    chosen: list[SpanExporter] = []
    if export is not False:
        if endpoint is not None or export is True:
            chosen.append(otlp_exporter(endpoint, protocol or env_protocol(), headers))
        else:
            chosen.extend(exporters_from_env())
    chosen.extend(exporters)
    for exporter in chosen:
        provider.add_span_processor(BoundedExportProcessor(exporter, batch=batch, shutdown_timeout=budget))
    _register(provider, processor)
    if set_global:
        current = trace.get_tracer_provider()
        if isinstance(current, TracerProvider) and current is not provider:
            _logger.warning("critiqor.configure: a global TracerProvider is already set; it stays in place")
        else:
            trace.set_tracer_provider(provider)
    return provider
