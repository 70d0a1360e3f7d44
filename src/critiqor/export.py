"""Export for the providers critiqor creates, never blocking the agent and bounded at exit.

`BoundedExportProcessor` hands finished spans to a background `BatchSpanProcessor` (also for
`configure(batch=False)`, where every span is exported on its own, at once, by that background
thread: the export never runs in the agent's thread). Its `shutdown()`, which the provider calls
at exit, waits at most `shutdown_timeout` seconds for the last export and then logs how many
spans could not be sent.
"""

from __future__ import annotations

import logging
import os
import threading
from typing import Sequence

from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

__all__ = ["BoundedExportProcessor", "DEFAULT_SHUTDOWN_TIMEOUT", "SHUTDOWN_TIMEOUT_ENV", "shutdown_timeout"]

_logger = logging.getLogger("critiqor")

DEFAULT_SHUTDOWN_TIMEOUT = 3.0  # seconds the process may wait at exit for the last export
SHUTDOWN_TIMEOUT_ENV = "CRITIQOR_SHUTDOWN_TIMEOUT"


def shutdown_timeout(value: float | None = None) -> float:
    """The exit budget in seconds: `value` when given, else `CRITIQOR_SHUTDOWN_TIMEOUT`, else 3."""
    if value is None:
        text = os.environ.get(SHUTDOWN_TIMEOUT_ENV, "").strip()
        if not text:
            return DEFAULT_SHUTDOWN_TIMEOUT
        try:
            value = float(text)
        except ValueError:
            _logger.warning("critiqor: %s=%r is not a number of seconds; using %s", SHUTDOWN_TIMEOUT_ENV, text, DEFAULT_SHUTDOWN_TIMEOUT)
            return DEFAULT_SHUTDOWN_TIMEOUT
    if not value >= 0:  # negative or NaN
        raise ValueError(f"shutdown_timeout must be a number of seconds >= 0, not {value!r}")
    return float(value)


class _CountingExporter(SpanExporter):
    """Passes spans to `exporter` and counts the ones it reports as sent."""

    def __init__(self, exporter: SpanExporter) -> None:
        self.exporter = exporter
        self.sent = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        result = self.exporter.export(spans)
        if result is SpanExportResult.SUCCESS:
            self.sent += len(spans)
        return result

    def shutdown(self) -> None:
        self.exporter.shutdown()

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return self.exporter.force_flush(timeout_millis)


class BoundedExportProcessor(SpanProcessor):
    """Exports sampled spans from a background thread; `shutdown()` waits at most
    `shutdown_timeout` seconds, then logs how many spans could not be sent.

    `batch=False` exports each span on its own as soon as it ends (still from the background
    thread, so a slow or hung endpoint never holds up the agent).
    """

    def __init__(self, exporter: SpanExporter, *, batch: bool = True, shutdown_timeout: float = DEFAULT_SHUTDOWN_TIMEOUT) -> None:
        self._exporter = _CountingExporter(exporter)
        self._inner = BatchSpanProcessor(self._exporter) if batch else BatchSpanProcessor(self._exporter, max_export_batch_size=1)
        self._timeout = shutdown_timeout
        self._offered = 0
        self._lock = threading.Lock()
        self._shut_down = False

    @property
    def span_exporter(self) -> SpanExporter:
        return self._exporter.exporter

    @property
    def unsent_span_count(self) -> int:
        """Spans handed to this processor that the exporter has not reported as sent (yet)."""
        return self._offered - self._exporter.sent

    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        self._inner.on_start(span, parent_context)

    def on_end(self, span: ReadableSpan) -> None:
        if span.context is not None and span.context.trace_flags.sampled and not self._shut_down:
            with self._lock:
                self._offered += 1
        self._inner.on_end(span)

    def shutdown(self) -> None:
        """Export what is queued, waiting at most the exit budget; log what could not be sent."""
        if self._shut_down:
            return
        self._shut_down = True
        done = self._run_bounded(self._inner.shutdown, "critiqor-export-shutdown")
        unsent = self.unsent_span_count
        if unsent > 0 or not done:
            _logger.warning(
                "critiqor: %d of %d spans could not be sent to %s within the %.1f s exit budget (%s)",
                unsent,
                self._offered,
                type(self._exporter.exporter).__name__,
                self._timeout,
                SHUTDOWN_TIMEOUT_ENV,
            )

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        """Export what is queued, waiting at most `timeout_millis` (and never longer than the exit budget)."""
        budget = min(timeout_millis / 1000, self._timeout)
        return self._run_bounded(self._inner.force_flush, "critiqor-export-flush", budget) and self.unsent_span_count == 0

    def _run_bounded(self, action, name: str, budget: float | None = None) -> bool:
        """Run `action` in a daemon thread and wait for it at most `budget` seconds; True if it finished."""
        worker = threading.Thread(target=_quietly, args=(action,), name=name, daemon=True)
        try:
            worker.start()
        except RuntimeError:  # no new threads this late in interpreter shutdown: give up the export
            _logger.warning("critiqor: no thread left to export the last spans at exit")
            return False
        worker.join(self._timeout if budget is None else budget)
        return not worker.is_alive()


def _quietly(action) -> None:
    try:
        action()
    except Exception:
        _logger.warning("critiqor: the span exporter failed while shutting down", exc_info=True)
