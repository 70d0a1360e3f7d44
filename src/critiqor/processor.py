"""EvidenceSpanProcessor: groups finished recorder spans by their `agent` root and rebuilds evidence.

It sits beside the application's own processors and exporters on any SDK `TracerProvider`.
Work happens synchronously in `on_end`, without I/O. The direct children of an open `agent`
root are held until the root ends (the recorder's spans, and any span the application starts
as the root's child); every other span costs a dictionary look-up and is never kept.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from collections import deque
from typing import Callable, Sequence

from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor

from critiqor import conventions as c
from critiqor.evidence import EvaluationEvidence
from critiqor.rebuild import rebuild_run

__all__ = ["EvidenceSpanProcessor", "RunWaiter"]

_logger = logging.getLogger("critiqor")

#: Called with a run's evidence and the spans it was rebuilt from (the root last) when the root
#: ends; or with (None, (), reason) when the run is dropped over a bound before that.
RunWaiter = Callable[[EvaluationEvidence | None, Sequence[ReadableSpan], str | None], None]

DEFAULT_MAX_PENDING_SPANS = 10_000
DEFAULT_MAX_AGE_SECONDS = 3600.0
_WARN_INTERVAL_SECONDS = 30.0
_DROPPED_ROOTS_KEPT = 4096


class _PendingRun:
    __slots__ = ("spans", "started", "waiter")

    def __init__(self, started: float) -> None:
        self.spans: list[ReadableSpan] = []
        self.started = started
        self.waiter: Callable[[], RunWaiter | None] | None = None  # a weak reference


class EvidenceSpanProcessor(SpanProcessor):
    """Rebuilds one `EvaluationEvidence` per agent run when its root span ends.

    `on_evidence` receives each run's evidence. Spans of runs whose root has not ended are held
    until it does, at most `max_pending_spans` of them across runs and none older than
    `max_age_seconds` (checked whenever an agent run starts or one of its spans ends); runs over either
    bound are dropped whole, counted in `dropped_span_count` (their spans that end later too)
    and logged. Over the count bound, runs whose recorder no longer exists
    (abandoned: their root can never end) go first, then the oldest.
    """

    def __init__(
        self,
        on_evidence: Callable[[EvaluationEvidence], None] | None = None,
        *,
        max_pending_spans: int = DEFAULT_MAX_PENDING_SPANS,
        max_age_seconds: float = DEFAULT_MAX_AGE_SECONDS,
    ) -> None:
        if max_pending_spans < 1:
            raise ValueError("max_pending_spans must be at least 1")
        if max_age_seconds <= 0:
            raise ValueError("max_age_seconds must be positive")
        self._on_evidence = on_evidence
        self._max_pending = max_pending_spans
        self._max_age = max_age_seconds
        self._runs: dict[int, _PendingRun] = {}  # root span id -> run, oldest first
        self._abandoned: deque[int] = deque()  # roots whose recorder was garbage-collected
        self._dropped_roots: set[int] = set()  # recently dropped roots, to count their late spans
        self._dropped_order: deque[int] = deque()
        self._lock = threading.Lock()
        self._pending = 0
        self._dropped = 0
        self._last_warning = 0.0

    @property
    def pending_span_count(self) -> int:
        """Finished spans held for runs whose root has not ended yet."""
        return self._pending

    @property
    def pending_run_count(self) -> int:
        """Runs whose root has started and not ended."""
        return len(self._runs)

    @property
    def dropped_span_count(self) -> int:
        """Spans dropped so far because their run went over the count or age bound (held spans
        dropped with the run, and the run's spans that end after it was dropped)."""
        return self._dropped

    # --- SpanProcessor ---------------------------------------------------------------------
    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        if span.name != c.ROOT_SPAN_NAME:
            return
        try:
            if (span.attributes or {}).get(c.GEN_AI_OPERATION_NAME) != c.OP_INVOKE_AGENT:
                return
            now = time.monotonic()
            with self._lock:
                self._expire(now)
                self._runs[span.context.span_id] = _PendingRun(now)
        except Exception:  # never raise into the application
            _logger.warning("critiqor: could not track an agent run", exc_info=True)

    def on_end(self, span: ReadableSpan) -> None:
        if not self._runs and not self._dropped_roots:  # no agent run open: nothing to look at
            return
        try:
            span_id = span.context.span_id
            run = self._runs.get(span_id)
            if run is not None:
                with self._lock:
                    run = self._runs.pop(span_id, None)
                    if run is None:
                        return
                    self._pending -= len(run.spans)
                run.spans.append(span)
                self._complete(span, run)
                return
            parent = span.parent
            run = self._runs.get(parent.span_id) if parent is not None else None
            if run is None:  # not a child of an open agent root: never kept
                if self._dropped_roots and (
                    span_id in self._dropped_roots or (parent is not None and parent.span_id in self._dropped_roots)
                ):
                    self._dropped += 1  # a late span (or the root) of a run dropped earlier
                return
            with self._lock:
                self._expire(time.monotonic())
                if self._runs.get(parent.span_id) is not run:
                    self._dropped += 1
                    return
                if self._pending >= self._max_pending:
                    self._evict_oldest()
                    if self._runs.get(parent.span_id) is not run:
                        self._dropped += 1
                        return
                run.spans.append(span)
                self._pending += 1
        except Exception:
            _logger.warning("critiqor: could not process a finished span", exc_info=True)

    def shutdown(self) -> None:
        """Nothing to release: the processor does no I/O and keeps rebuilding after shutdown."""

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True

    # --- recorder hooks ----------------------------------------------------------------------
    def watch(self, root_span_id: int, waiter: RunWaiter) -> bool:
        """Have `waiter` (a recorder's bound method, held weakly) called with the run's evidence
        when the root `root_span_id` ends."""
        run = self._runs.get(root_span_id)
        if run is None:
            return False
        abandoned = self._abandoned
        run.waiter = weakref.WeakMethod(waiter, lambda _ref: abandoned.append(root_span_id))
        return True

    def pending_spans(self, root_span_id: int) -> list[ReadableSpan]:
        """The finished spans held so far for a run that is still open."""
        run = self._runs.get(root_span_id)
        return list(run.spans) if run is not None else []

    # --- internals ---------------------------------------------------------------------------
    def _complete(self, root: ReadableSpan, run: _PendingRun) -> None:
        evidence = rebuild_run(root, run.spans)
        waiter = run.waiter() if run.waiter is not None else None
        if waiter is not None:
            try:
                waiter(evidence, run.spans, None)
            except Exception:
                _logger.warning("critiqor: recorder callback failed", exc_info=True)
        if self._on_evidence is not None:
            try:
                self._on_evidence(evidence)
            except Exception:
                _logger.warning("critiqor: on_evidence callback failed", exc_info=True)

    def _expire(self, now: float) -> None:
        """Drop runs older than the age bound (caller holds the lock; runs are in start order)."""
        deadline = now - self._max_age
        while self._runs:
            root_id, run = next(iter(self._runs.items()))
            if run.started > deadline:
                return
            self._drop(root_id, "older than max_age_seconds")

    def _remember_dropped(self, root_id: int) -> None:
        """Keep the last `_DROPPED_ROOTS_KEPT` dropped roots, so their late spans are counted too."""
        if len(self._dropped_order) >= _DROPPED_ROOTS_KEPT:
            self._dropped_roots.discard(self._dropped_order.popleft())
        self._dropped_order.append(root_id)
        self._dropped_roots.add(root_id)

    def _evict_oldest(self) -> None:
        """Drop an abandoned run, else the oldest open run, to make room (caller holds the lock)."""
        while self._abandoned:
            root_id = self._abandoned.popleft()
            if root_id in self._runs:
                self._drop(root_id, "abandoned by its recorder, over max_pending_spans")
                return
        if self._runs:
            self._drop(next(iter(self._runs)), "over max_pending_spans")

    def _drop(self, root_id: int, reason: str) -> None:
        run = self._runs.pop(root_id)
        self._remember_dropped(root_id)
        if len(self._abandoned) > 2 * len(self._runs) + 64:  # forget roots dropped by age meanwhile
            self._abandoned = deque(r for r in self._abandoned if r in self._runs)
        count = len(run.spans)
        self._pending -= count
        self._dropped += count
        waiter = run.waiter() if run.waiter is not None else None
        if waiter is not None:  # a live recorder: tell it, so its evidence says what is missing
            try:
                waiter(None, (), f"{count} spans dropped, {reason}")
            except Exception:
                _logger.warning("critiqor: recorder callback failed", exc_info=True)
        now = time.monotonic()
        if now - self._last_warning >= _WARN_INTERVAL_SECONDS:
            self._last_warning = now
            _logger.warning(
                "critiqor: dropped an unfinished agent run (root span %016x, %d spans, %s); "
                "%d spans dropped so far",
                root_id,
                count,
                reason,
                self._dropped,
            )
