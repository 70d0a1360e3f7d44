"""Span fields every storage format maps the same way: a stored span was sampled, a status keeps
its description only on ERROR (as the SDK does), an empty trace state is the empty `TraceState`."""

from __future__ import annotations

from opentelemetry.trace import TraceFlags, TraceState
from opentelemetry.trace.status import Status, StatusCode

SAMPLED = TraceFlags(TraceFlags.SAMPLED)


def sdk_status(code: StatusCode, message: str) -> Status:
    """The SDK `Status`: the description kept only on ERROR (the SDK warns and drops it otherwise)."""
    return Status(code, message or None) if code is StatusCode.ERROR else Status(code)


def sdk_trace_state(header: str) -> TraceState:
    """The `TraceState` of a W3C `tracestate` header value; empty text gives the empty state."""
    return TraceState.from_header([header]) if header else TraceState()
