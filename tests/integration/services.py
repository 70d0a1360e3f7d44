"""Start and stop a real Jaeger v2 and a real OTel Collector on 127.0.0.1, for tests and scripts.

Jaeger runs `collector-config/jaeger.yaml`; the Collector runs `collector-config/collector.yaml`
unchanged, in the Jaeger binary (itself a Collector distribution with every component that file
uses). All addresses come from the configs' environment variables, so each process listens on
127.0.0.1 only, on ports that were free when it started. Waits are bounded; a process that
exits or does not become ready raises `ServiceError` carrying the tail of its log.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from child_env import child_env  # tests/child_env.py

ROOT = Path(__file__).resolve().parents[2]
CONFIG_DIR = ROOT / "collector-config"
JAEGER_CONFIG = CONFIG_DIR / "jaeger.yaml"
COLLECTOR_CONFIG = CONFIG_DIR / "collector.yaml"
DEFAULT_BINARY = ROOT / ".cache" / "bin" / "jaeger"
BINARY_ENV = "CRITIQOR_JAEGER_BIN"  # use another Jaeger v2 / Collector binary
HOST = "127.0.0.1"
READY_TIMEOUT = 60.0
STOP_TIMEOUT = 10.0
_START_ATTEMPTS = 3  # a free port can be taken between the probe and the bind: retry on new ports


class ServiceError(RuntimeError):
    """A service could not be started: missing binary, early exit or not ready in time."""


def jaeger_binary() -> Path:
    """The Jaeger v2 binary ($CRITIQOR_JAEGER_BIN or .cache/bin/jaeger); `ServiceError` if absent."""
    path = Path(os.environ.get(BINARY_ENV) or DEFAULT_BINARY)
    if not (path.is_file() and os.access(path, os.X_OK)):
        raise ServiceError(f"no Jaeger binary at {path}: run scripts/build-jaeger.sh (or set {BINARY_ENV})")
    return path


def free_port(host: str = HOST) -> int:
    """A TCP port on `host` that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


def _http_status(url: str, body: bytes | None = None, timeout: float = 2.0) -> int | None:
    """The HTTP status of GET (or POST `body` as JSON) `url`, None when nothing answers."""
    headers = {"Content-Type": "application/json"} if body is not None else {}
    request = urllib.request.Request(url, data=body, headers=headers, method="POST" if body is not None else "GET")
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status
    except urllib.error.HTTPError as exc:
        return exc.code
    except (urllib.error.URLError, OSError):
        return None


@dataclass
class Service:
    """One running process, its log file and the endpoints it serves."""

    name: str
    process: subprocess.Popen
    log_path: Path
    endpoints: dict[str, str] = field(default_factory=dict)

    def log_tail(self, lines: int = 40) -> str:
        """The last `lines` lines of the process's log."""
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError as exc:
            return f"<no log: {exc}>"
        return "\n".join(text.splitlines()[-lines:])

    def running(self) -> bool:
        """True while the process has not exited."""
        return self.process.poll() is None

    def stop(self, timeout: float = STOP_TIMEOUT) -> int | None:
        """Stop the process (SIGTERM, then SIGKILL after `timeout` s); returns its exit code."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout)
        return self.process.returncode

    def fail(self, reason: str) -> ServiceError:
        """A `ServiceError` for `reason`, with the log tail; stops the process."""
        self.stop()
        return ServiceError(f"{self.name}: {reason}\n--- last lines of {self.log_path} ---\n{self.log_tail()}")


def _wait_ready(service: Service, checks: dict[str, Callable[[], bool]], timeout: float) -> None:
    """Poll `checks` until all pass; `ServiceError` if the process exits or `timeout` s pass."""
    deadline = time.monotonic() + timeout
    pending = dict(checks)
    while pending:
        if not service.running():
            raise service.fail(f"exited with code {service.process.returncode} before it was ready")
        pending = {name: check for name, check in pending.items() if not check()}
        if not pending:
            return
        if time.monotonic() > deadline:
            raise service.fail(f"not ready after {timeout:g}s: {', '.join(pending)} did not answer")
        time.sleep(0.1)


def _port_clash(service: Service) -> bool:
    return not service.running() and "address already in use" in service.log_tail(200)


def _launch(name: str, config: Path, env: dict[str, str], log_dir: Path, binary: Path | None) -> Service:
    log_dir.mkdir(parents=True, exist_ok=True)
    log_path = log_dir / f"{name}.log"
    command = [str(binary or jaeger_binary()), "--config", str(config)]
    with open(log_path, "ab") as log:
        try:
            process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                env=child_env(**env),
                cwd=str(ROOT),
                start_new_session=True,  # a Ctrl-C in the terminal reaches pytest, which stops us in order
            )
        except OSError as exc:
            raise ServiceError(f"{name}: cannot run {command[0]}: {exc}") from None
    return Service(name, process, log_path)


def _start(
    name: str,
    config: Path,
    make_env: Callable[[], tuple[dict[str, str], dict[str, str], dict[str, Callable[[], bool]]]],
    log_dir: Path,
    binary: Path | None,
    timeout: float,
) -> Service:
    """Launch `config`, retrying on fresh ports when a port was taken meanwhile, and wait until ready."""
    for attempt in range(1, _START_ATTEMPTS + 1):
        env, endpoints, checks = make_env()
        service = _launch(name, config, env, log_dir, binary)
        service.endpoints = endpoints
        try:
            _wait_ready(service, checks, timeout)
            return service
        except ServiceError:
            if attempt < _START_ATTEMPTS and _port_clash(service):
                continue
            raise
    raise AssertionError("unreachable")


def start_jaeger(
    log_dir: Path,
    *,
    binary: Path | None = None,
    timeout: float = READY_TIMEOUT,
    ports: dict[str, int] | None = None,
) -> Service:
    """Jaeger v2 with `collector-config/jaeger.yaml` on 127.0.0.1 (free ports unless `ports` names
    them: otlp_grpc, otlp_http, query_http, query_grpc, health, metrics), ready to take and serve traces.

    Endpoints: otlp_grpc (host:port), otlp_http and query_url (http://host:port), health_url."""
    fixed = ports or {}

    def make_env() -> tuple[dict[str, str], dict[str, str], dict[str, Callable[[], bool]]]:
        p = {key: fixed.get(key) or free_port() for key in
             ("otlp_grpc", "otlp_http", "query_http", "query_grpc", "health", "metrics")}
        env = {
            "JAEGER_OTLP_GRPC_ENDPOINT": f"{HOST}:{p['otlp_grpc']}",
            "JAEGER_OTLP_HTTP_ENDPOINT": f"{HOST}:{p['otlp_http']}",
            "JAEGER_QUERY_HTTP_ENDPOINT": f"{HOST}:{p['query_http']}",
            "JAEGER_QUERY_GRPC_ENDPOINT": f"{HOST}:{p['query_grpc']}",
            "JAEGER_HEALTH_ENDPOINT": f"{HOST}:{p['health']}",
            "JAEGER_METRICS_HOST": HOST,
            "JAEGER_METRICS_PORT": str(p["metrics"]),
        }
        endpoints = {
            "otlp_grpc": f"{HOST}:{p['otlp_grpc']}",
            "otlp_http": f"http://{HOST}:{p['otlp_http']}",
            "query_url": f"http://{HOST}:{p['query_http']}",
            "health_url": f"http://{HOST}:{p['health']}/status",
        }
        checks = {
            "health check": lambda: _healthy(endpoints["health_url"]),
            "query API": lambda: _http_status(endpoints["query_url"] + "/api/services") == 200,
            "OTLP HTTP receiver": lambda: _http_status(endpoints["otlp_http"] + "/v1/traces", b"{}") == 200,
        }
        return env, endpoints, checks

    return _start("jaeger", JAEGER_CONFIG, make_env, log_dir, binary, timeout)


def _healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2.0) as response:
            return response.status == 200 and json.load(response).get("healthy") is True
    except (urllib.error.URLError, OSError, ValueError):
        return False


def start_collector(
    jaeger_otlp_grpc: str,
    log_dir: Path,
    *,
    binary: Path | None = None,
    timeout: float = READY_TIMEOUT,
    ports: dict[str, int] | None = None,
    debug_verbosity: str = "basic",
) -> Service:
    """An OTel Collector running `collector-config/collector.yaml` on 127.0.0.1 (free ports unless
    `ports` names them: otlp_grpc, otlp_http, metrics), exporting to `jaeger_otlp_grpc` (host:port).

    Endpoints: otlp_grpc and otlp_http (http://host:port, as OTEL_EXPORTER_OTLP_ENDPOINT takes them)."""
    fixed = ports or {}

    def make_env() -> tuple[dict[str, str], dict[str, str], dict[str, Callable[[], bool]]]:
        p = {key: fixed.get(key) or free_port() for key in ("otlp_grpc", "otlp_http", "metrics")}
        env = {
            "JAEGER_OTLP_ENDPOINT": jaeger_otlp_grpc,
            "COLLECTOR_OTLP_GRPC_ENDPOINT": f"{HOST}:{p['otlp_grpc']}",
            "COLLECTOR_OTLP_HTTP_ENDPOINT": f"{HOST}:{p['otlp_http']}",
            "COLLECTOR_METRICS_HOST": HOST,
            "COLLECTOR_METRICS_PORT": str(p["metrics"]),
            "COLLECTOR_DEBUG_VERBOSITY": debug_verbosity,
        }
        endpoints = {
            "otlp_grpc": f"http://{HOST}:{p['otlp_grpc']}",
            "otlp_http": f"http://{HOST}:{p['otlp_http']}",
            "metrics_url": f"http://{HOST}:{p['metrics']}/metrics",
        }
        # Receivers start after processors and exporters: an answering OTLP receiver means the
        # whole pipeline is up.
        checks = {
            "OTLP HTTP receiver": lambda: _http_status(endpoints["otlp_http"] + "/v1/traces", b"{}") == 200,
            "OTLP gRPC port": lambda: _accepts(HOST, p["otlp_grpc"]),
            "metrics endpoint": lambda: _http_status(endpoints["metrics_url"]) == 200,
        }
        return env, endpoints, checks

    return _start("collector", COLLECTOR_CONFIG, make_env, log_dir, binary, timeout)


def _accepts(host: str, port: int) -> bool:
    try:
        with socket.create_connection((host, port), timeout=1.0):
            return True
    except OSError:
        return False


def stop_all(*services: Service | None) -> None:
    """Stop `services` in the order given (the Collector before Jaeger, so it can flush)."""
    for service in services:
        if service is not None:
            service.stop()
