"""Helpers for the scoring tests: evidence from loose data, with hand-made span refs."""

from __future__ import annotations

import dataclasses

from critiqor.evidence import EvaluationEvidence, SpanRefs

TRACE_ID = "0af7651916cd43dd8448eb211c80319c"
ROOT = "00000000000000aa"


def sid(kind: str, index: int) -> str:
    """A fake 16-hex-digit span id, readable in assertions: sid("c", 1) -> "0000000000000c01"."""
    code = {"c": 0xC00, "o": 0xD00, "t": 0xE00}[kind] + index
    return format(code, "016x")


def evidence(prompt="Question?", response="Answer.", **kwargs) -> EvaluationEvidence:
    """`EvaluationEvidence.from_payload` with defaults for prompt and response."""
    return EvaluationEvidence.from_payload(prompt, response, **kwargs)


def with_refs(ev: EvaluationEvidence) -> EvaluationEvidence:
    """Attach span refs: call i -> sid("c", i), output j -> sid("o", j), trace event k -> sid("t", k)."""
    refs = SpanRefs(
        trace_id=TRACE_ID,
        root_span_id=ROOT,
        tool_calls=tuple(sid("c", i) for i in range(len(ev.tool_calls))),
        tool_outputs=tuple(sid("o", j) for j in range(len(ev.tool_outputs))),
        trace=tuple(sid("t", k) for k in range(len(ev.trace))),
    )
    return dataclasses.replace(ev, span_refs=refs)
