"""docker-compose.yml, checked statically (no Docker engine here): it parses, mounts files that
exist, and its ports and endpoints agree with collector-config/ once every `${env:VAR:-default}`
takes its default, which is what runs inside the containers."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
COMPOSE = ROOT / "docker-compose.yml"
COLLECTOR = ROOT / "collector-config" / "collector.yaml"
JAEGER = ROOT / "collector-config" / "jaeger.yaml"
_ENV = re.compile(r"\$\{env:([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")


def _load(path: Path) -> dict:
    data = yaml.safe_load(path.read_text())
    assert isinstance(data, dict), f"{path.name} is not a YAML mapping"
    return data


def _resolve(value: Any, env: dict[str, str] | None = None) -> Any:
    """`value` with each `${env:VAR:-default}` replaced by env[VAR] or its default."""
    env = env or {}
    if isinstance(value, dict):
        return {k: _resolve(v, env) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, env) for v in value]
    if isinstance(value, str):
        def sub(match: re.Match) -> str:
            name, default = match.group(1), match.group(2)
            assert name in env or default is not None, f"${{env:{name}}} has no default"
            return env.get(name, default)

        return _ENV.sub(sub, value)
    return value


def _port(endpoint: str) -> int:
    return int(endpoint.rsplit(":", 1)[1])


def _published(service: dict) -> dict[int, tuple[str, int]]:
    """container port -> (host ip, host port) for a compose service's `ports` (short syntax)."""
    out = {}
    for entry in service.get("ports", []):
        parts = str(entry).split("/")[0].split(":")
        assert len(parts) in (2, 3), f"publish ports explicitly as [ip:]host:container, got {entry!r}"
        ip = parts[0] if len(parts) == 3 else "0.0.0.0"
        out[int(parts[-1])] = (ip, int(parts[-2]))
    return out


def _config_arg(service: dict) -> str:
    command = service["command"]
    args = command if isinstance(command, list) else command.split()
    joined = [a.split("=", 1) for a in args]
    for i, parts in enumerate(joined):
        if parts[0] == "--config":
            return parts[1] if len(parts) == 2 else args[i + 1]
    raise AssertionError(f"no --config in {command!r}")


@pytest.fixture(scope="module")
def compose() -> dict:
    return _load(COMPOSE)


@pytest.fixture(scope="module")
def services(compose: dict) -> dict:
    return compose["services"]


def test_compose_runs_the_official_images(services: dict) -> None:
    assert set(services) >= {"jaeger", "otel-collector"}
    assert services["otel-collector"]["image"].startswith("otel/opentelemetry-collector-contrib:")
    assert re.fullmatch(r"jaegertracing/jaeger:2\.\d+\.\d+", services["jaeger"]["image"])


def test_jaeger_image_matches_the_jaeger_built_here(services: dict) -> None:
    """Jaeger releases v1.N.x and v2.(N-63).x together: go module v1.76.0 is the v2.13.0 image."""
    gomod = (ROOT / "tools" / "jaeger" / "go.mod").read_text()
    minor = int(re.search(r"github\.com/jaegertracing/jaeger v1\.(\d+)\.\d+", gomod).group(1))
    tag = services["jaeger"]["image"].split(":")[1]
    assert tag.split(".")[:2] == ["2", str(minor - 63)]


def test_every_mounted_file_exists_and_is_the_config_the_service_runs(services: dict) -> None:
    mounted = {}
    for name, service in services.items():
        for volume in service.get("volumes", []):
            source, target = str(volume).split(":")[:2]
            assert (ROOT / source).exists(), f"{name} mounts {source}, which does not exist"
            mounted[(name, target)] = (ROOT / source).resolve()
    assert mounted[("otel-collector", _config_arg(services["otel-collector"]))] == COLLECTOR
    assert mounted[("jaeger", _config_arg(services["jaeger"]))] == JAEGER


def test_collector_publishes_the_otlp_ports_its_config_listens_on(services: dict) -> None:
    protocols = _resolve(_load(COLLECTOR))["receivers"]["otlp"]["protocols"]
    grpc, http = _port(protocols["grpc"]["endpoint"]), _port(protocols["http"]["endpoint"])
    assert (grpc, http) == (4317, 4318)
    published = _published(services["otel-collector"])
    assert published[grpc] == ("127.0.0.1", 4317)
    assert published[http] == ("127.0.0.1", 4318)
    assert protocols["grpc"]["endpoint"].startswith("0.0.0.0:"), "inside a container, listen on all interfaces"


def test_jaeger_publishes_the_ui_port_its_config_serves(services: dict) -> None:
    query = _resolve(_load(JAEGER))["extensions"]["jaeger_query"]
    assert _port(query["http"]["endpoint"]) == 16686
    assert _published(services["jaeger"])[16686] == ("127.0.0.1", 16686)


def test_collector_exports_to_the_jaeger_service_otlp_grpc_receiver(services: dict) -> None:
    jaeger_grpc = _port(_resolve(_load(JAEGER))["receivers"]["otlp"]["protocols"]["grpc"]["endpoint"])
    raw = _load(COLLECTOR)
    default = _resolve(raw)["exporters"]["otlp/jaeger"]["endpoint"]
    assert default == f"jaeger:{jaeger_grpc}"
    assert default.split(":")[0] in services
    env = {k: str(v) for k, v in (services["otel-collector"].get("environment") or {}).items()}
    in_compose = _resolve(raw, env)["exporters"]["otlp/jaeger"]["endpoint"]
    assert in_compose.split(":")[0] in services and _port(in_compose) == jaeger_grpc
    assert "jaeger" in services["otel-collector"].get("depends_on", [])


def test_collector_pipeline_is_otlp_memory_limiter_redact_batch_to_jaeger_and_debug() -> None:
    config = _resolve(_load(COLLECTOR))
    traces = config["service"]["pipelines"]["traces"]
    assert traces["receivers"] == ["otlp"]
    assert traces["processors"] == ["memory_limiter", "attributes/redact", "batch"]
    assert set(traces["exporters"]) == {"otlp/jaeger", "debug"}
    assert set(config["receivers"]["otlp"]["protocols"]) == {"grpc", "http"}
    assert config["exporters"]["otlp/jaeger"]["tls"]["insecure"] is True


@pytest.mark.parametrize("path", [COLLECTOR, JAEGER], ids=lambda p: p.name)
def test_every_env_reference_in_the_configs_has_a_default(path: Path) -> None:
    references = _ENV.findall(path.read_text())
    assert references, f"{path.name} takes its addresses from environment variables"
    assert [name for name, default in references if not default] == []
