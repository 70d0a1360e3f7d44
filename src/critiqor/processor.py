"""EvidenceSpanProcessor: holds the spans of open agent runs, bounded, and rebuilds each run's
evidence when its agent span ends.

It sits beside the application's own processors and exporters on any SDK `TracerProvider`.
Work happens synchronously in `on_start` / `on_end`, without I/O. An agent run is an agent span
of any supported convention (critiqor's own, GenAI `invoke_agent`, OpenInference AGENT,
OpenLLMetry agent/workflow); the spans started below it, at any depth, are held until it ends
(a nested agent span is a run of its own). Every other span costs a dictionary look-up and is
never kept.

A recorder meets the processor through `watch()` (a `RunListener`, held weakly, is told the
`RunOutcome`) and `held_spans()`; both take the processor's lock.
"""

from __future__ import annotations

import logging
import math
import threading
import time
import weakref
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol

from opentelemetry.context import Context
from opentelemetry.sdk.trace import ReadableSpan, Span, SpanProcessor

from critiqor._sdk_compat import attributes_of, context_of, parent_of, span_id_in
from critiqor.content import ContentPolicy
from critiqor.evidence import EvaluationEvidence, built_frozen
from critiqor.rebuild import Withheld, rebuild_run
from critiqor.rebuild.conventions import AGENT, may_be_agent_at_start, span_role
from critiqor.rebuild.runs import wrapper_only

__all__ = ["EvidenceSpanProcessor", "RunOutcome", "RunListener"]

_logger = logging.getLogger("critiqor")

DEFAULT_MAX_PENDING_SPANS = 10_000
DEFAULT_MAX_AGE_SECONDS = 3600.0
_WARN_INTERVAL_SECONDS = 30.0
_DROPPED_ROOTS_KEPT = 4096


@dataclass(frozen=True)
class RunOutcome:
    """How a watched run ended: its evidence and the spans it was rebuilt from (the agent span
    last); or, when the run was dropped over a bound before its agent span ended, no evidence
    and the reason."""

    evidence: EvaluationEvidence | None
    spans: tuple[ReadableSpan, ...] = ()
    dropped: str | None = None
    #: The full values the content policy kept off those spans (see `EvidenceSpanProcessor.withhold`).
    withheld: Withheld = field(default_factory=dict)


class RunListener(Protocol):
    """What a recorder gives `watch()`: told once, with the run's outcome, possibly while the
    processor holds its lock (so it must not call back into the processor or block)."""

    def run_ended(self, outcome: RunOutcome) -> None: ...


class _PendingRun:
    __slots__ = ("spans", "started", "listener", "enclosing", "tentative", "nests", "withheld")

    def __init__(self, started: float) -> None:
        self.spans: list[ReadableSpan] = []
        self.started = started
        self.listener: weakref.ref[RunListener] | None = None
        self.enclosing: int | None = None  # the open run around it, for a nested agent span
        self.tentative = False  # opened by span name only; confirmed by its attributes at its end
        self.nests = False  # another agent run started below it
        self.withheld: dict[tuple[int, int | None], dict[str, tuple[Any, bool, bool]]] = {}

    def held(self) -> int:
        """What the run counts against `max_pending_spans`: its spans, its withheld values, itself."""
        return len(self.spans) + len(self.withheld) + 1


def _is_agent(span: ReadableSpan) -> bool:
    role = span_role(attributes_of(span))
    return role is not None and role[1] == AGENT


class EvidenceSpanProcessor(SpanProcessor):
    """Rebuilds one `EvaluationEvidence` per agent run when its agent span ends.

    `on_evidence` receives each run's evidence. Open runs are held within two bounds:
    `max_pending_spans` counts every held span plus one per open run, across runs, and
    `max_age_seconds` the age of each run (checked whenever a run starts or one of its spans
    ends). Runs over either bound are dropped whole, counted in `dropped_span_count` (their
    spans that end later too) and logged. Over the count bound, runs whose recorder no longer
    exists (abandoned: their agent span can never end) go first, then the oldest. After
    `shutdown()` the processor holds and rebuilds nothing, as the SDK's processors do.
    `clock` (monotonic seconds) is for tests.

    `content` is the content policy (`full`, `redacted`, `none` or a `ContentPolicy`) for runs
    recorded on this processor's provider; a `monitor(content=...)` wins over it, and it wins
    over the environment (`CRITIQOR_CONTENT`). The full values a policy keeps off the spans
    reach the processor through `withhold()`, held with their run (each span's or event's
    values count one against `max_pending_spans`) and freed when the run ends or is dropped.
    """

    def __init__(
        self,
        on_evidence: Callable[[EvaluationEvidence], None] | None = None,
        *,
        max_pending_spans: int = DEFAULT_MAX_PENDING_SPANS,
        max_age_seconds: float = DEFAULT_MAX_AGE_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        content: str | ContentPolicy | None = None,
    ) -> None:
        if content is not None and not isinstance(content, ContentPolicy):
            content = ContentPolicy(str(content).strip().lower())  # a bad name raises here, at setup
        self.content = content
        if max_pending_spans < 1:
            raise ValueError("max_pending_spans must be at least 1")
        if max_age_seconds <= 0:
            raise ValueError("max_age_seconds must be positive")
        self._on_evidence = on_evidence
        self._max_pending = max_pending_spans
        self._max_age = max_age_seconds
        self._clock = clock
        self._runs: dict[int, _PendingRun] = {}  # agent span id -> run, oldest first
        self._open: dict[int, int] = {}  # span id -> agent span id, for the open spans of open runs
        self._max_open = 2 * max_pending_spans  # over this many, open spans of finished runs are forgotten
        self._abandoned: deque[int] = deque()  # runs whose recorder was garbage-collected
        self._dropped_roots: set[int] = set()  # recently dropped runs, to count their late spans
        self._dropped_order: deque[int] = deque()
        self._lock = threading.Lock()
        self._pending = 0
        self._withheld_entries = 0  # of `_pending`, the withheld values' entries
        self._dropped = 0
        self._oldest_started = math.inf  # at most the start of the oldest open run
        self._last_warning: float | None = None
        self._shut_down = False
        self._warned_shut_down = False

    @property
    def pending_span_count(self) -> int:
        """Finished spans held for runs whose agent span has not ended yet."""
        return self._pending - len(self._runs) - self._withheld_entries

    @property
    def pending_run_count(self) -> int:
        """Runs whose agent span has started and not ended."""
        return len(self._runs)

    @property
    def dropped_span_count(self) -> int:
        """Spans dropped so far because their run went over the count or age bound (held spans
        dropped with the run, and the run's spans that end after it was dropped)."""
        return self._dropped

    # --- SpanProcessor ---------------------------------------------------------------------
    def on_start(self, span: Span, parent_context: Context | None = None) -> None:
        try:
            enclosing = None
            if self._open:  # some run is open: the span may be below one of its spans
                parent = parent_of(span)
                enclosing = self._open.get(span_id_in(parent)) if parent is not None else None
            if may_be_agent_at_start(span, attributes_of(span)):
                self._open_run(span, enclosing)
            elif enclosing is not None:  # below an open run's span: it belongs to that run (any depth)
                self._open[span_id_in(context_of(span))] = enclosing
                if len(self._open) > self._max_open:
                    self._forget_stale()
        except Exception:  # never raise into the application
            _logger.warning("critiqor: could not track an agent run", exc_info=True)

    def on_end(self, span: ReadableSpan) -> None:
        if not self._runs and not self._dropped_roots:  # no agent run open: nothing to look at
            return
        try:
            span_id = span_id_in(context_of(span))
            if span_id in self._runs:
                self._end_run(span, span_id)
            else:
                self._hold(span, span_id)
        except Exception:
            _logger.warning("critiqor: could not process a finished span", exc_info=True)

    def shutdown(self) -> None:
        """Drop every open run and stop holding spans; later spans are ignored with one warning."""
        with self._lock:
            self._shut_down = True
            runs = list(self._runs)
        for root_id in runs:
            with self._lock:
                if root_id in self._runs:
                    self._drop(root_id, "the span processor was shut down", warn=False)

    def force_flush(self, timeout_millis: int = 30000) -> bool:
        return True

    # --- the recorder's side ------------------------------------------------------------------
    def watch(self, root_span_id: int, listener: RunListener) -> bool:
        """Have `listener` (held weakly) told the outcome of the open run `root_span_id`;
        False when no such run is held (not recording, dropped, or after shutdown)."""
        with self._lock:
            run = self._runs.get(root_span_id)
            if run is None:
                return False
            abandoned = self._abandoned
            run.listener = weakref.ref(listener, lambda _ref: abandoned.append(root_span_id))
            return True

    def held_spans(self, root_span_id: int) -> list[ReadableSpan]:
        """The finished spans held so far for a run that is still open."""
        with self._lock:
            run = self._runs.get(root_span_id)
            return list(run.spans) if run is not None else []

    def withhold(self, root_span_id: int, where: tuple[int, int | None], values: Mapping[str, tuple[Any, bool, bool]]) -> bool:
        """Hold the full values the content policy kept off one span (`where` = (span id, None))
        or one span event ((carrier span id, its seq)) of the open run `root_span_id`, for its
        rebuild; False when no such run is held."""
        with self._lock:
            run = self._runs.get(root_span_id)
            if run is None:
                return False
            held = run.withheld.get(where)
            if held is None:
                if self._pending >= self._max_pending:
                    self._evict_one()
                    if self._runs.get(root_span_id) is not run:
                        return False
                run.withheld[where] = held = {}
                self._pending += 1
                self._withheld_entries += 1
            held.update(values)
            return True

    def held_withheld(self, root_span_id: int) -> Withheld:
        """A copy of the withheld values held so far for a run that is still open."""
        with self._lock:
            run = self._runs.get(root_span_id)
            return {where: dict(values) for where, values in run.withheld.items()} if run is not None else {}

    # --- internals ---------------------------------------------------------------------------
    def _open_run(self, span: Span, enclosing: int | None) -> None:
        """An agent span started: a run of its own (nested runs included)."""
        if self._shut_down:
            if not self._warned_shut_down:
                self._warned_shut_down = True
                _logger.warning("critiqor: an agent run started after the span processor was shut down; not rebuilt")
            return
        now = self._clock()
        span_id = span_id_in(context_of(span))
        run = _PendingRun(now)
        run.enclosing = enclosing
        run.tentative = not _is_agent(span)  # named like an OpenLLMetry agent span: confirmed at its end
        with self._lock:
            if self._oldest_started <= now - self._max_age:
                self._expire(now)
            self._oldest_started = min(self._oldest_started, now)
            if self._pending >= self._max_pending:
                self._evict_one()
            outer = self._runs.get(enclosing) if enclosing is not None else None
            if outer is not None:
                outer.nests = True
            self._runs[span_id] = run
            self._open[span_id] = span_id
            self._pending += 1

    def _forget_stale(self) -> None:
        """Forget open spans whose run is over (they would be forgotten when they end; this
        bounds what spans that never end can leave behind)."""
        with self._lock:
            runs = self._runs
            for span_id in [span_id for span_id, root_id in list(self._open.items()) if root_id not in runs]:
                self._open.pop(span_id, None)  # in place: a span joining meanwhile is kept
            self._max_open = max(self._max_open, 2 * len(self._open))

    def _hold(self, span: ReadableSpan, span_id: int) -> None:
        root_id = self._open.pop(span_id, None) if self._open else None
        run = self._runs.get(root_id) if root_id is not None else None
        if run is None:  # not in an open agent run: never kept
            parent = parent_of(span)
            if self._dropped_roots and (
                span_id in self._dropped_roots or (parent is not None and span_id_in(parent) in self._dropped_roots)
            ):
                self._dropped += 1  # a late span (or the agent span) of a run dropped earlier
            return
        self._lock.acquire()  # `with self._lock`, spelled out: half the cost on this per-span path
        try:
            now = self._clock()
            if self._oldest_started <= now - self._max_age:
                self._expire(now)
            if self._pending >= self._max_pending and self._runs.get(root_id) is run:
                self._evict_one()
            if self._runs.get(root_id) is not run:
                self._dropped += 1
                return
            run.spans.append(span)
            self._pending += 1
        finally:
            self._lock.release()

    def _end_run(self, root: ReadableSpan, root_id: int) -> None:
        with self._lock:
            run = self._runs.pop(root_id, None)
            if run is None:
                return
            self._open.pop(root_id, None)
            if run.tentative and not _is_agent(root):
                self._hand_over(run, root)
                return
            self._pending -= run.held()
            self._withheld_entries -= len(run.withheld)
            if run.nests and wrapper_only(root, run.spans):
                return  # only wraps other agent runs: not a run of its own, as evidence_from_spans has it
        run.spans.append(root)
        self._complete(root, run)

    def _complete(self, root: ReadableSpan, run: _PendingRun) -> None:
        """Rebuild a run whose agent span ended (`run.spans` ends with it) and hand the evidence on."""
        evidence = rebuild_run(root, run.spans[:-1], run.withheld)
        outcome = {"evidence": evidence, "spans": tuple(run.spans), "dropped": None, "withheld": run.withheld}
        self._tell(run, built_frozen(RunOutcome, outcome))  # `RunOutcome(...)`, once per run: hot path
        if self._on_evidence is not None:
            try:
                self._on_evidence(evidence)
            except Exception:
                _logger.warning("critiqor: on_evidence callback failed", exc_info=True)

    def _hand_over(self, run: _PendingRun, span: ReadableSpan) -> None:
        """A span named like an agent span turned out not to be one: its spans (and it) belong to
        the run around it, if any (caller holds the lock)."""
        outer = self._runs.get(run.enclosing) if run.enclosing is not None else None
        if outer is None:
            self._pending -= run.held()
            self._withheld_entries -= len(run.withheld)
            return
        outer.spans.extend(run.spans)
        outer.spans.append(span)  # the run's own slot in the count becomes this span's
        for span_id, root_id in list(self._open.items()):  # rare: its spans still open move too
            if root_id == span.context.span_id:
                self._open[span_id] = run.enclosing

    @staticmethod
    def _tell(run: _PendingRun, outcome: RunOutcome) -> None:
        listener = run.listener() if run.listener is not None else None
        if listener is None:
            return
        try:
            listener.run_ended(outcome)
        except Exception:
            _logger.warning("critiqor: recorder callback failed", exc_info=True)

    def _expire(self, now: float) -> None:
        """Drop runs older than the age bound (caller holds the lock; runs are in start order;
        callers skip the call while `_oldest_started` shows that no run can be that old)."""
        deadline = now - self._max_age
        while self._runs:
            root_id, run = next(iter(self._runs.items()))
            if run.started > deadline:
                self._oldest_started = run.started
                return
            self._drop(root_id, "older than max_age_seconds")
        self._oldest_started = math.inf

    def _evict_one(self) -> None:
        """Drop an abandoned run, else the oldest open run, to make room (caller holds the lock)."""
        while self._abandoned:
            root_id = self._abandoned.popleft()
            if root_id in self._runs:
                self._drop(root_id, "abandoned by its recorder, over max_pending_spans")
                return
        if self._runs:
            self._drop(next(iter(self._runs)), "over max_pending_spans")

    def _remember_dropped(self, root_id: int) -> None:
        """Keep the last `_DROPPED_ROOTS_KEPT` dropped runs, so their late spans are counted too."""
        if len(self._dropped_order) >= _DROPPED_ROOTS_KEPT:
            self._dropped_roots.discard(self._dropped_order.popleft())
        self._dropped_order.append(root_id)
        self._dropped_roots.add(root_id)

    def _drop(self, root_id: int, reason: str, *, warn: bool = True) -> None:
        """Drop one open run (caller holds the lock) and tell its recorder why."""
        run = self._runs.pop(root_id)
        self._open.pop(root_id, None)
        self._remember_dropped(root_id)
        if len(self._abandoned) > 2 * len(self._runs) + 64:  # forget runs dropped by age meanwhile
            self._abandoned = deque(r for r in self._abandoned if r in self._runs)
        count = len(run.spans)
        self._pending -= run.held()
        self._withheld_entries -= len(run.withheld)
        self._dropped += count
        self._tell(run, RunOutcome(None, (), f"{count} spans dropped, {reason}"))
        now = self._clock()
        if not warn:
            _logger.debug("critiqor: dropped an open agent run (root span %016x): %s", root_id, reason)
        elif self._last_warning is None or now - self._last_warning >= _WARN_INTERVAL_SECONDS:
            self._last_warning = now
            _logger.warning(
                "critiqor: dropped an unfinished agent run (root span %016x, %d spans, %s); %d spans dropped so far",
                root_id,
                count,
                reason,
                self._dropped,
            )
