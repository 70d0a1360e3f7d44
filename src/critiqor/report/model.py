"""What the report shows, computed from a run's spans, evidence and result (no HTML here).

The waterfall is the run's `agent` span and everything under it, in tree order, each span placed
on the run's time line. What a span did (arguments, output or error, tokens, events) is read
from the evidence through `span_refs()`, so the report shows exactly what the evidence holds;
spans the evidence does not cover show their own attributes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Sequence

from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.trace import StatusCode

from critiqor.evidence import EvaluationEvidence, span_refs
from critiqor.scoring import CritiqorResult, FailureCause
from critiqor.usage import TokenTotals, call_usage, evidence_token_totals

__all__ = ["ReportRun", "SpanRow", "RunView", "run_view", "SEVERITIES"]

SEVERITIES: tuple[str, ...] = ("high", "medium", "low")


@dataclass(frozen=True)
class ReportRun:
    """One scored run for the report: the spans of its trace, its evidence and its result."""

    spans: Sequence[ReadableSpan]
    evidence: EvaluationEvidence
    result: CritiqorResult
    source: str = ""


@dataclass
class SpanRow:
    """One waterfall row: where the span sits in the tree and on the time line, and what it did."""

    span_id: str
    name: str
    kind: str
    depth: int
    offset: float  # seconds from the run's start
    duration: float  # seconds
    error: bool
    status: str
    details: list[tuple[str, Any]] = field(default_factory=list)  # (label, value as the evidence holds it)
    events: list[dict] = field(default_factory=list)
    attributes: dict = field(default_factory=dict)
    tokens: TokenTotals | None = None
    causes: list[int] = field(default_factory=list)  # indexes into RunView.causes


@dataclass
class RunView:
    """Everything the report shows for one run."""

    index: int
    source: str
    result: CritiqorResult
    evidence: EvaluationEvidence
    trace_id: str | None
    service: str
    started: datetime | None
    total: float  # seconds covered by the waterfall
    rows: list[SpanRow]
    causes: list[FailureCause]
    missing: dict[int, list[str]]  # cause index -> cited span ids not in the waterfall
    tokens: TokenTotals | None

    @property
    def latency(self) -> float | None:
        return self.evidence.metrics.latency

    def cause_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(SEVERITIES, 0)
        for cause in self.causes:
            counts[cause.severity] = counts.get(cause.severity, 0) + 1
        return counts


def _hex(span_id: int) -> str:
    return format(span_id, "016x")


def _subtree(spans: Sequence[ReadableSpan], trace_id: str, root_id: str) -> list[tuple[ReadableSpan, int]]:
    """The root span and its descendants in `spans`, depth first, children by start time."""
    in_trace = [s for s in spans if s.context is not None and format(s.context.trace_id, "032x") == trace_id]
    children: dict[str, list[ReadableSpan]] = {}
    root = None
    for span in in_trace:
        if _hex(span.context.span_id) == root_id:
            root = span
        elif span.parent is not None:
            children.setdefault(_hex(span.parent.span_id), []).append(span)
    if root is None:
        return []
    ordered: list[tuple[ReadableSpan, int]] = []
    stack = [(root, 0)]
    while stack:
        span, depth = stack.pop()
        ordered.append((span, depth))
        kids = sorted(children.get(_hex(span.context.span_id), ()), key=lambda s: (s.start_time or 0, s.end_time or 0))
        stack.extend((kid, depth + 1) for kid in reversed(kids))
    return ordered


def _status(span: ReadableSpan) -> tuple[bool, str]:
    code = span.status.status_code
    text = code.name.lower()
    if span.status.description:
        text = f"{text}: {span.status.description}"
    return code is StatusCode.ERROR, text


def _evidence_by_span(evidence: EvaluationEvidence) -> dict[str, dict[str, list]]:
    """span id -> {"calls": [...], "outputs": [...], "events": [...]} from the evidence's refs."""
    refs = span_refs(evidence)
    found: dict[str, dict[str, list]] = {}
    if refs is None:
        return found
    for key, ids, items in (
        ("calls", refs.tool_calls, evidence.tool_calls),
        ("outputs", refs.tool_outputs, evidence.tool_outputs),
        ("events", refs.trace, evidence.trace),
    ):
        for span_id, item in zip(ids, items):
            found.setdefault(span_id, {"calls": [], "outputs": [], "events": []})[key].append(item)
    return found


def _fill_details(row: SpanRow, held: dict[str, list] | None, span: ReadableSpan) -> None:
    row.attributes = dict(span.attributes or {})
    if not held:
        return
    for call in held["calls"]:
        row.details.append(("args", call.args))
    for output in held["outputs"]:
        if output.error is not None:
            row.details.append(("error", output.error))
        else:
            row.details.append(("output", output.output))
    usages = [event.get("token_usage") for event in held["events"] if event.get("event") == "llm_call"]
    normal = [u for u in map(call_usage, usages) if u is not None]
    row.tokens = sum(normal[1:], normal[0]) if normal else None
    row.events = [event for event in held["events"] if event.get("event") not in ("tool_start", "tool_end")]


def _rows(spans: Sequence[ReadableSpan], evidence: EvaluationEvidence) -> tuple[list[SpanRow], float, datetime | None, str]:
    refs = span_refs(evidence)
    tree = _subtree(spans, refs.trace_id, refs.root_span_id) if refs is not None else []
    if not tree:
        return [], 0.0, None, ""
    root = tree[0][0]
    start = root.start_time or 0
    end = max((span.end_time or span.start_time or start) for span, _ in tree)
    held = _evidence_by_span(evidence)
    rows = []
    for span, depth in tree:
        error, status = _status(span)
        span_start = span.start_time or start
        row = SpanRow(
            span_id=_hex(span.context.span_id),
            name=span.name,
            kind=span.kind.name.lower(),
            depth=depth,
            offset=(span_start - start) / 1e9,
            duration=max(0, (span.end_time or span_start) - span_start) / 1e9,
            error=error,
            status=status,
        )
        _fill_details(row, held.get(row.span_id), span)
        rows.append(row)
    service = str((root.resource.attributes if root.resource else {}).get("service.name", ""))
    return rows, (end - start) / 1e9, datetime.fromtimestamp(start / 1e9, tz=timezone.utc), service


def run_view(index: int, run: ReportRun) -> RunView:
    """The report's view of one run."""
    rows, total, started, service = _rows(run.spans, run.evidence)
    refs = span_refs(run.evidence)
    causes = sorted(run.result.failure_causes, key=lambda cause: (cause.impact, SEVERITIES.index(cause.severity) if cause.severity in SEVERITIES else 3))
    by_id = {row.span_id: row for row in rows}
    missing: dict[int, list[str]] = {}
    for number, cause in enumerate(causes):
        for span_id in cause.span_ids:
            if span_id in by_id:
                by_id[span_id].causes.append(number)
            else:
                missing.setdefault(number, []).append(span_id)
    return RunView(
        index=index,
        source=run.source,
        result=run.result,
        evidence=run.evidence,
        trace_id=refs.trace_id if refs is not None else None,
        service=service,
        started=started,
        total=total,
        rows=rows,
        causes=causes,
        missing=missing,
        tokens=evidence_token_totals(run.evidence),
    )
