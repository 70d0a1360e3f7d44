"""Reading the package's bookkeeping markers off a span, shared by the tests that check spans on the wire."""

from __future__ import annotations

from typing import Any


def listed(span: Any, key: str, marker: str) -> bool:
    """Whether `key` is listed in the span's `critiqor.json` / `critiqor.cut` marker (a list or comma-separated)."""
    value = span.attributes.get(marker) or ()
    keys = value.split(",") if isinstance(value, str) else list(value)
    return key in [k.strip() for k in keys]
