"""A process that exports through a provider critiqor created exits within its exit budget, even
when the OTLP endpoint is closed or hangs, and says how many spans it could not send; export
never runs in the agent's thread, `configure(batch=False)` included."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import textwrap
import threading
import time
from typing import Iterator, Sequence

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

from critiqor.export import DEFAULT_SHUTDOWN_TIMEOUT, SHUTDOWN_TIMEOUT_ENV, BoundedExportProcessor, shutdown_timeout

_STARTUP_ALLOWANCE = 4.0  # interpreter start and imports on a loaded 2-core machine


@pytest.fixture
def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def hung_port() -> Iterator[int]:
    """A TCP server on 127.0.0.1 that accepts connections and never answers; it stops itself."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(64)
    server.settimeout(0.2)
    stop = threading.Event()
    held: list[socket.socket] = []

    def accept() -> None:
        deadline = time.monotonic() + 120  # bounded even if the test never returns
        while not stop.is_set() and time.monotonic() < deadline:
            try:
                conn, _ = server.accept()
                held.append(conn)
            except OSError:
                continue

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield server.getsockname()[1]
    finally:
        stop.set()
        thread.join(5)
        for conn in held:
            conn.close()
        server.close()


_RUN = """
started = time.monotonic()
with critiqor.monitor("p") as rec:
    rec.record_tool_call("t", {"a": 1}, call_id="c")
    rec.record_tool_output("t", 1, call_id="c")
rec.finish("r")
print(f"run-seconds {time.monotonic() - started:.3f}", flush=True)
"""

_AGENT = """
import sys, time
import critiqor
proto, port, batch = sys.argv[1], sys.argv[2], sys.argv[3] == "batch"
configure_kwargs = eval(sys.argv[4])
critiqor.configure("svc", endpoint=f"http://127.0.0.1:{port}", protocol=proto, batch=batch, **configure_kwargs)
""" + _RUN

_PRIVATE = """
import time
import critiqor
""" + _RUN


def _exit_time(code: str, args: Sequence[str] = (), env: dict[str, str] | None = None) -> tuple[float, float, str]:
    """(seconds from start to exit, seconds the agent run took, stderr) of a subprocess."""
    full_env = {k: v for k, v in os.environ.items() if not k.startswith(("OTEL_", "CRITIQOR_"))}
    full_env.update(env or {})
    started = time.monotonic()
    proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code), *args], capture_output=True, text=True, timeout=120, env=full_env)
    elapsed = time.monotonic() - started
    assert proc.returncode == 0, proc.stderr
    run = float(proc.stdout.split("run-seconds ")[1].split()[0])
    return elapsed, run, proc.stderr


@pytest.mark.parametrize("protocol", ["grpc", "http/protobuf"])
@pytest.mark.parametrize("batch", ["batch", "each"])
@pytest.mark.parametrize("endpoint", ["closed", "hung"])
def test_configure_exits_within_the_budget_when_the_endpoint_is_closed_or_hung(protocol, batch, endpoint, request):
    port = request.getfixturevalue(f"{endpoint}_port")
    elapsed, run, stderr = _exit_time(_AGENT, [protocol, str(port), batch, "{'shutdown_timeout': 1.0}"])
    assert run < 0.5  # export never waits in the agent's thread, batch=False included
    assert elapsed < 1.0 + _STARTUP_ALLOWANCE
    assert "3 of 3 spans could not be sent" in stderr


def test_the_exit_budget_comes_from_the_environment(closed_port):
    elapsed, _, stderr = _exit_time(_AGENT, ["grpc", str(closed_port), "batch", "{}"], env={SHUTDOWN_TIMEOUT_ENV: "0.5"})
    assert elapsed < 0.5 + _STARTUP_ALLOWANCE
    assert "within the 0.5 s exit budget" in stderr


def test_the_private_provider_exits_within_the_default_budget(hung_port):
    env = {"OTEL_EXPORTER_OTLP_ENDPOINT": f"http://127.0.0.1:{hung_port}", "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf"}
    elapsed, run, stderr = _exit_time(_PRIVATE, env=env)
    assert run < 0.5
    assert elapsed < DEFAULT_SHUTDOWN_TIMEOUT + _STARTUP_ALLOWANCE
    assert "3 of 3 spans could not be sent" in stderr


class _Recording(SpanExporter):
    def __init__(self, delay: float = 0.0) -> None:
        self.delay = delay
        self.threads: list[str] = []
        self.spans = 0

    def export(self, spans) -> SpanExportResult:
        self.threads.append(threading.current_thread().name)
        time.sleep(self.delay)
        self.spans += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass


def test_unbatched_export_sends_every_span_from_a_background_thread():
    exporter = _Recording()
    provider = TracerProvider(shutdown_on_exit=False)
    processor = BoundedExportProcessor(exporter, batch=False, shutdown_timeout=5.0)
    provider.add_span_processor(processor)
    tracer = provider.get_tracer("t")
    for _ in range(5):
        tracer.start_span("s").end()
    deadline = time.monotonic() + 5
    while exporter.spans < 5 and time.monotonic() < deadline:
        time.sleep(0.01)
    provider.shutdown()
    assert exporter.spans == 5 and processor.unsent_span_count == 0
    assert threading.current_thread().name not in exporter.threads


def test_shutdown_returns_after_the_budget_while_an_export_hangs(caplog):
    exporter = _Recording(delay=30.0)
    processor = BoundedExportProcessor(exporter, batch=True, shutdown_timeout=0.3)
    provider = TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(processor)
    provider.get_tracer("t").start_span("s").end()
    started = time.monotonic()
    provider.shutdown()
    assert time.monotonic() - started < 2.0
    assert processor.unsent_span_count == 1
    assert "1 of 1 spans could not be sent" in caplog.text


@pytest.mark.parametrize("value, expected", [(None, DEFAULT_SHUTDOWN_TIMEOUT), (0, 0.0), (2.5, 2.5)])
def test_shutdown_timeout_takes_the_argument_or_the_default(value, expected, monkeypatch):
    monkeypatch.delenv(SHUTDOWN_TIMEOUT_ENV, raising=False)
    assert shutdown_timeout(value) == expected


def test_a_malformed_environment_budget_falls_back_to_the_default(monkeypatch, caplog):
    monkeypatch.setenv(SHUTDOWN_TIMEOUT_ENV, "soon")
    assert shutdown_timeout() == DEFAULT_SHUTDOWN_TIMEOUT
    assert SHUTDOWN_TIMEOUT_ENV in caplog.text


@pytest.mark.parametrize("value", [-1.0, float("nan")])
def test_a_negative_budget_is_refused(value):
    with pytest.raises(ValueError):
        shutdown_timeout(value)
