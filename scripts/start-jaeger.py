#!/usr/bin/env python3
"""Start Jaeger v2 and an OTel Collector locally without Docker, print their endpoints, and keep
them running until Ctrl-C (then stop both).

The Collector runs collector-config/collector.yaml and takes OTLP on 127.0.0.1:4317 (gRPC) and
127.0.0.1:4318 (HTTP); Jaeger runs collector-config/jaeger.yaml and serves its UI and query API
on http://127.0.0.1:16686. With --free-ports every port is picked free instead. Build the
binary first with scripts/build-jaeger.sh (or pass --build). Standard library only.

    python scripts/start-jaeger.py [--free-ports] [--build] [--check]
"""

from __future__ import annotations

import argparse
import signal
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tests" / "integration"), str(ROOT / "tests")]  # services.py uses tests/child_env.py

from services import Service, ServiceError, start_collector, start_jaeger, stop_all  # noqa: E402

FIXED = {"collector_grpc": 4317, "collector_http": 4318, "ui": 16686}


def _port_taken(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
            return False
        except OSError:
            return True


def main(argv: list[str] | None = None) -> int:
    """Run the services until interrupted; 0 on a clean stop, 1 when they could not start."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--free-ports", action="store_true", help="pick free ports instead of 4317/4318/16686")
    parser.add_argument("--build", action="store_true", help="run scripts/build-jaeger.sh first")
    parser.add_argument("--check", action="store_true", help="start, print the endpoints, stop (a smoke test)")
    args = parser.parse_args(argv)

    if args.build and subprocess.call([str(ROOT / "scripts" / "build-jaeger.sh")]) != 0:
        return 1
    if not args.free_ports:
        busy = [f"{name} port {port}" for name, port in FIXED.items() if _port_taken(port)]
        if busy:
            print(f"start-jaeger: {', '.join(busy)} already in use; stop what uses it or pass --free-ports",
                  file=sys.stderr)
            return 1
    log_dir = Path(tempfile.mkdtemp(prefix="critiqor-jaeger-"))
    jaeger: Service | None = None
    collector: Service | None = None
    try:
        jaeger = start_jaeger(log_dir, ports=None if args.free_ports else {"query_http": FIXED["ui"]})
        collector = start_collector(
            jaeger.endpoints["otlp_grpc"],
            log_dir,
            ports=None if args.free_ports else {"otlp_grpc": FIXED["collector_grpc"], "otlp_http": FIXED["collector_http"]},
        )
    except ServiceError as exc:
        stop_all(collector, jaeger)
        print(f"start-jaeger: {exc}", file=sys.stderr)
        return 1

    print(
        f"Jaeger UI and query API:  {jaeger.endpoints['query_url']}\n"
        f"Collector OTLP gRPC:      {collector.endpoints['otlp_grpc']}\n"
        f"Collector OTLP HTTP:      {collector.endpoints['otlp_http']}  (traces: /v1/traces)\n"
        f"Logs:                     {log_dir}\n\n"
        f"export OTEL_EXPORTER_OTLP_ENDPOINT={collector.endpoints['otlp_grpc']}\n",
        flush=True,
    )
    if args.check:
        stop_all(collector, jaeger)
        return 0

    stop = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    print("Running; press Ctrl-C to stop.", flush=True)
    while not stop.wait(1.0):
        for service in (jaeger, collector):
            if not service.running():
                print(f"start-jaeger: {service.name} exited\n{service.log_tail()}", file=sys.stderr)
                stop_all(collector, jaeger)
                return 1
    stop_all(collector, jaeger)
    print("Stopped.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
