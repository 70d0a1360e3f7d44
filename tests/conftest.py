"""Shared fixtures: an SDK TracerProvider whose spans land in an InMemorySpanExporter.

Tests pass the provider explicitly (`monitor(..., tracer_provider=provider)`), so they never
depend on, nor change, the process-wide global tracer provider.
"""

from __future__ import annotations

import logging
import os
from typing import Callable

import pytest
from hypothesis import settings
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

# In CI (CI=true) the property tests draw the same examples on every run, so a landing never
# depends on the luck of a draw; run them locally without it to explore new examples.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


def _new_provider(**kwargs) -> tuple[TracerProvider, InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(shutdown_on_exit=False, **kwargs)
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


@pytest.fixture
def provider_and_exporter():
    provider, exporter = _new_provider()
    yield provider, exporter
    provider.shutdown()


@pytest.fixture
def provider(provider_and_exporter) -> TracerProvider:
    """An SDK TracerProvider with a SimpleSpanProcessor feeding `exporter`."""
    return provider_and_exporter[0]


@pytest.fixture
def exporter(provider_and_exporter) -> InMemorySpanExporter:
    """The in-memory exporter behind `provider`: it sees every span the provider ends."""
    return provider_and_exporter[1]


@pytest.fixture
def make_provider() -> Callable[..., tuple[TracerProvider, InMemorySpanExporter]]:
    """Factory for extra providers (e.g. with a sampler): `make_provider(sampler=...)`."""
    made: list[TracerProvider] = []

    def make(**kwargs):
        provider, exporter = _new_provider(**kwargs)
        made.append(provider)
        return provider, exporter

    yield make
    for provider in made:
        provider.shutdown()


@pytest.fixture
def critiqor_warnings(caplog):
    """A callable returning the WARNING-or-worse records logged by `critiqor.*` loggers so far."""
    caplog.set_level(logging.WARNING)

    def records():
        return [r for r in caplog.records if r.name.startswith("critiqor") and r.levelno >= logging.WARNING]

    return records


class FakeClock:
    """A clock the test moves by hand: `clock()` reads it in seconds, `clock.ns()` in nanoseconds."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def ns(self) -> int:
        return int(self.now * 1e9)

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    """A clock for `EvidenceSpanProcessor(clock=...)`: time passes only when the test says so."""
    return FakeClock()


@pytest.fixture
def span_clock(monkeypatch) -> FakeClock:
    """Span start and end times from a clock the test moves (the SDK's `time_ns` is patched)."""
    fake = FakeClock()
    import opentelemetry.sdk.trace as sdk_trace

    monkeypatch.setattr(sdk_trace, "time_ns", fake.ns)
    return fake
