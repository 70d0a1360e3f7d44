"""Session fixtures: a real Jaeger v2 and a real OTel Collector (collector-config/) on 127.0.0.1.

They start on first use and stop at the end of the session. A missing binary, or a process that
does not become ready, FAILS the tests that need it (never skips): build Jaeger first with
`scripts/build-jaeger.sh`. Logs stay in pytest's temp dir (`.../services/*.log`); their tail is
shown on failure.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

from services import Service, ServiceError, start_collector, start_jaeger


@dataclass(frozen=True)
class JaegerEndpoints:
    """A running Jaeger: its query API/UI base URL and its own OTLP receivers."""

    query_url: str  # http://127.0.0.1:port, serves /api/v3/traces/... and /api/traces/...
    otlp_grpc: str  # 127.0.0.1:port
    otlp_http: str  # http://127.0.0.1:port
    log_path: Path


@dataclass(frozen=True)
class CollectorEndpoints:
    """A running Collector (collector-config/collector.yaml) exporting to the session's Jaeger."""

    otlp_grpc: str  # http://127.0.0.1:port, for OTLPSpanExporter(endpoint=..., insecure=True)
    otlp_http: str  # http://127.0.0.1:port; traces go to {otlp_http}/v1/traces
    jaeger: JaegerEndpoints
    log_path: Path

    @property
    def otlp_http_traces(self) -> str:
        """The OTLP/HTTP traces URL, as OTLPSpanExporter(endpoint=...) of the HTTP exporter wants it."""
        return f"{self.otlp_http}/v1/traces"


@pytest.fixture(scope="session")
def service_log_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the session's Jaeger and Collector write their logs."""
    return tmp_path_factory.mktemp("services")


def _started(start) -> Service:
    try:
        return start()
    except ServiceError as exc:
        message = str(exc)
    pytest.fail(message, pytrace=False)


def _stopped(service: Service) -> None:
    crashed = not service.running()
    code = service.stop()
    if crashed:
        pytest.fail(
            f"{service.name} exited during the session with code {code}\n{service.log_tail()}", pytrace=False
        )


@pytest.fixture(scope="session")
def jaeger(service_log_dir: Path) -> Iterator[JaegerEndpoints]:
    """Jaeger v2 (collector-config/jaeger.yaml, in-memory storage) on free 127.0.0.1 ports."""
    service = _started(lambda: start_jaeger(service_log_dir))
    try:
        yield JaegerEndpoints(
            query_url=service.endpoints["query_url"],
            otlp_grpc=service.endpoints["otlp_grpc"],
            otlp_http=service.endpoints["otlp_http"],
            log_path=service.log_path,
        )
    finally:
        _stopped(service)


@pytest.fixture(scope="session")
def collector(jaeger: JaegerEndpoints, service_log_dir: Path) -> Iterator[CollectorEndpoints]:
    """An OTel Collector running collector-config/collector.yaml, exporting to `jaeger`."""
    service = _started(lambda: start_collector(jaeger.otlp_grpc, service_log_dir))
    try:
        yield CollectorEndpoints(
            otlp_grpc=service.endpoints["otlp_grpc"],
            otlp_http=service.endpoints["otlp_http"],
            jaeger=jaeger,
            log_path=service.log_path,
        )
    finally:
        _stopped(service)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under tests/integration carries the `integration` marker."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.integration)
