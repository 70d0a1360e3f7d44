"""evidence_from_spans(): finished spans -> EvaluationEvidence, one per agent run (pure).

The spans may be SDK `ReadableSpan`s from a live provider or spans loaded back from storage
(`critiqor.storage`); both meet this one function. `own_spans` reads what the recorder writes,
`foreign` what other instrumentation writes (`conventions` tells them apart); `assemble` turns
what a reader found into evidence; `runs` finds the agent runs among spans.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from opentelemetry.sdk.trace import ReadableSpan

from critiqor._sdk_compat import children_of
from critiqor.evidence import EvaluationEvidence
from critiqor.rebuild.assemble import assemble
from critiqor.rebuild.foreign import read_foreign_run
from critiqor.rebuild.own_spans import Withheld, foreign, is_agent_root, is_own_root, read_run
from critiqor.rebuild.runs import find_runs

__all__ = ["evidence_from_spans", "is_agent_root", "is_own_root", "rebuild_run"]


def rebuild_run(root: ReadableSpan, spans: Sequence[ReadableSpan], withheld: Withheld | None = None) -> EvaluationEvidence:
    """The evidence of one run from its root span and the spans of its run; `withheld` (in
    process) holds the full values the content policy kept off critiqor's own spans.

    For critiqor's own agent span only its direct child spans are read (the recorder writes
    nothing deeper); for any other agent span (or a trace's top span) the tool and LLM spans
    among `spans`, at any depth."""
    if is_own_root(root):
        return assemble(read_run(root, children_of(spans, root.context.span_id), withheld or {}))
    return assemble(read_foreign_run(root, spans))


def evidence_from_spans(spans: Iterable[ReadableSpan]) -> list[EvaluationEvidence]:
    """One `EvaluationEvidence` per agent run among `spans`, in the runs' start order.

    A run is an agent span of any supported convention (critiqor's own, GenAI `invoke_agent`,
    OpenInference AGENT, OpenLLMetry agent/workflow) with the tool and LLM spans whose nearest
    agent span it is, at any depth: a nested agent is a run of its own. Tool and LLM spans with
    no agent span above them form one run per trace, rooted at their top span. A span given
    twice (same trace and span id) counts once. Runs still open (no end time) give evidence
    without latency or `agent_finish`.
    """
    runs = []
    for root, members in find_runs(spans):
        try:
            runs.append(rebuild_run(root, members))
        except Exception:  # one run that cannot be read costs only itself
            foreign("run", "an agent span that cannot be rebuilt")
    return runs
