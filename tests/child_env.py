"""The environment for every process the tests start: this process's own, minus every `OTEL_*`
variable (a developer's exporter settings must not leak into a test), with the `critiqor` package
under test first on `PYTHONPATH`, so a child Python imports the checkout the tests import."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path


def _package_root() -> str | None:
    spec = importlib.util.find_spec("critiqor")
    return str(Path(spec.origin).resolve().parents[1]) if spec and spec.origin else None


def child_env(**extra: str) -> dict[str, str]:
    """`os.environ` without `OTEL_*`, `PYTHONPATH` led by the package under test, then `extra`."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("OTEL_")}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [_package_root(), env.get("PYTHONPATH")]))
    env.update(extra)
    return env
