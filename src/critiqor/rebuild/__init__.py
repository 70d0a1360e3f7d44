"""evidence_from_spans(): finished spans -> EvaluationEvidence, one per agent run (pure).

The spans may be SDK `ReadableSpan`s from a live provider or spans loaded back from storage
(`critiqor.storage`); both meet this one function. `own_spans` reads what the recorder writes;
`assemble` turns what a reader found into evidence.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from opentelemetry.sdk.trace import ReadableSpan

from critiqor.evidence import EvaluationEvidence
from critiqor.rebuild.assemble import assemble
from critiqor.rebuild.own_spans import foreign, is_agent_root, read_run

__all__ = ["evidence_from_spans", "is_agent_root", "rebuild_run"]


def rebuild_run(root: ReadableSpan, children: Sequence[ReadableSpan]) -> EvaluationEvidence:
    """The evidence of one run from its root span and the root's direct child spans."""
    return assemble(read_run(root, children))


def evidence_from_spans(spans: Iterable[ReadableSpan]) -> list[EvaluationEvidence]:
    """One `EvaluationEvidence` per agent root among `spans`, in the roots' start order.

    Each root gathers the recorder spans whose parent it is; spans of other instrumentation
    are ignored, and a span given twice (same trace and span id) counts once. Roots still open
    (no end time) give evidence without latency or `agent_finish`.
    """
    roots: list[ReadableSpan] = []
    children: dict[int, list[ReadableSpan]] = {}
    seen: set[tuple[int, int]] = set()
    for span in spans:
        try:
            _place(span, seen, roots, children)
        except Exception:  # a crafted span without ids or attributes: that span only
            foreign("span", "a span that cannot be read")
    roots.sort(key=_start_order)
    runs = []
    for root in roots:
        try:
            runs.append(rebuild_run(root, children.get(root.context.span_id, ())))
        except Exception:
            foreign("run", "an agent span that cannot be rebuilt")
    return runs


def _place(span: ReadableSpan, seen: set[tuple[int, int]], roots: list[ReadableSpan], children: dict[int, list[ReadableSpan]]) -> None:
    context = span.context
    key = (context.trace_id, context.span_id)
    if key in seen:  # the same span stored or exported twice counts once
        return
    seen.add(key)
    if is_agent_root(span):
        roots.append(span)
    parent = span.parent
    if parent is not None:
        children.setdefault(parent.span_id, []).append(span)


def _start_order(span: ReadableSpan) -> int:
    start = span.start_time
    return start if type(start) is int else 0
