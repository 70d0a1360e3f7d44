"""`critiqor-otel evaluate`: score stored traces (Jaeger's API, OTLP JSON or Jaeger JSON files).

Every source is loaded into SDK spans (`critiqor.storage`) and meets the same
`evidence_from_spans()` as a live run; the scores come from `score_evidence`, which writes
nothing back.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from typing import Iterable, Sequence

from opentelemetry.sdk.trace import ReadableSpan
from rich import box
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from critiqor.evidence import EvaluationEvidence, span_refs
from critiqor.rebuild import evidence_from_spans
from critiqor.render import cause_label, recommendation_text
from critiqor.scoring import CritiqorResult, score_evidence
from critiqor.storage import load_spans
from critiqor.storage.jaeger_api import Api, fetch_trace, find_traces

__all__ = ["EvaluateError", "SourcesWithoutRuns", "Scored", "Sources", "parse_duration", "score_spans", "load_and_score", "run_evaluate"]

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$")
_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0, None: 1.0}
_PROGRESS_FROM = 5  # show a progress bar when scoring at least this many runs


class EvaluateError(Exception):
    """Bad input for `evaluate`: the message is the one line the user sees."""


class SourcesWithoutRuns(EvaluateError):
    """Some files or traces held no agent run (each was reported on its own line; the others
    were scored): `evaluate` exits 1."""

    def __init__(self, failed: Sequence[str], total: int) -> None:
        super().__init__(f"{len(failed)} of {total} sources had no agent run to score")
        self.failed = tuple(failed)


_NO_RUN = "no agent run found (no agent span of a supported convention, and no tool or LLM spans)"


@dataclass(frozen=True)
class Scored:
    """One scored agent run and where it came from."""

    source: str
    evidence: EvaluationEvidence
    result: CritiqorResult
    spans: Sequence[ReadableSpan] = field(default=(), repr=False, compare=False)  # the source's spans, for the report

    @property
    def trace_id(self) -> str | None:
        refs = span_refs(self.evidence)
        return refs.trace_id if refs else None

    @property
    def root_span_id(self) -> str | None:
        refs = span_refs(self.evidence)
        return refs.root_span_id if refs else None

    def to_dict(self) -> dict:
        return {
            "source": self.source,
            "trace_id": self.trace_id,
            "root_span_id": self.root_span_id,
            "result": self.result.to_dict(),
        }


@dataclass(frozen=True)
class Sources:
    """Where `evaluate` (and `report`) read runs from: files, and/or Jaeger by trace id or service."""

    files: Sequence[str] = ()
    jaeger: str | None = None
    trace_ids: Sequence[str] = ()
    service: str | None = None
    lookback: str = "1h"
    limit: int = 20
    api: str = "auto"


def parse_duration(text: str) -> float:
    """Seconds in `text`: a number with an optional unit ms, s, m, h or d ("90", "15m", "2h")."""
    match = _DURATION.match(text)
    if match is None:
        raise EvaluateError(f"not a duration: {text!r} (use e.g. 90s, 15m, 2h, 1d)")
    return float(match.group(1)) * _UNITS[match.group(2)]


def _load(path: str) -> list[ReadableSpan]:
    try:
        spans = load_spans(path)
    except ValueError as exc:
        raise EvaluateError(str(exc)) from None
    if not spans and _blank(path):  # nothing at all to read is bad input, not a trace without a run
        raise EvaluateError(f"{path}: empty file: not OTLP JSON or Jaeger JSON")
    return spans


def _blank(path: str) -> bool:
    with open(path, "rb") as handle:
        return not handle.read(4096).strip()


def score_spans(source: str, spans: Sequence[ReadableSpan], progress: Progress | None = None) -> list[Scored]:
    """Rebuild every agent run among `spans` and score it."""
    runs = evidence_from_spans(spans)
    task = progress.add_task(f"scoring {source}", total=len(runs)) if progress is not None else None
    scored = []
    for evidence in runs:
        scored.append(Scored(source, evidence, score_evidence(evidence), spans))
        if progress is not None and task is not None:
            progress.advance(task)
    return scored


def _collect(
    files: Sequence[str],
    jaeger: str | None,
    trace_ids: Sequence[str],
    service: str | None,
    lookback: float,
    limit: int,
    api: Api,
) -> Iterable[tuple[str, list[ReadableSpan]]]:
    for path in files:
        yield path, _load(path)
    if jaeger is None:
        return
    for trace_id in trace_ids:
        yield f"jaeger trace {trace_id}", fetch_trace(jaeger, trace_id, api=api)
    if service is not None:
        yield from _service_traces(jaeger, service, lookback, limit, api)


def _service_traces(jaeger: str, service: str, lookback: float, limit: int, api: Api) -> Iterable[tuple[str, list[ReadableSpan]]]:
    """Each recent trace of `service` as a source of its own; a service without traces is an error
    that says so."""
    traces = find_traces(jaeger, service, lookback=lookback, limit=limit, api=api)
    if not traces:
        raise EvaluateError(f"service {service!r} has no traces in the last {_lookback_text(lookback)} at {jaeger}")
    for trace in traces:
        trace_id = format(trace[0].context.trace_id, "032x") if trace else "?"
        yield f"jaeger service {service} trace {trace_id}", trace


def _score_sources(
    sources: Iterable[tuple[str, list[ReadableSpan]]], progress: Progress, command: str
) -> tuple[list[Scored], list[str], int]:
    """Score every source; a source without a run is reported on its own line (stderr) and the
    others are still scored. Returns (scored, sources without a run, sources seen)."""
    scored: list[Scored] = []
    failed: list[str] = []
    total = 0
    for source, spans in sources:
        total += 1
        runs = score_spans(source, spans, progress if len(spans) >= _PROGRESS_FROM else None)
        if not runs:
            failed.append(source)
            print(f"critiqor-otel {command}: {source}: {_NO_RUN}", file=sys.stderr)
        scored.extend(runs)
    return scored, failed, total


def load_and_score(
    sources: Sources, show_progress: bool = True, command: str = "evaluate"
) -> tuple[list[Scored], list[str], int]:
    """Load and rebuild every run of the sources and score it: (scored runs, sources without a
    run, sources seen). A source without a run is reported on its own line on stderr and the
    others are still scored; bad input raises `EvaluateError` (or `JaegerError`). A progress
    bar goes to stderr when it is a terminal."""
    files, jaeger, trace_ids, service = sources.files, sources.jaeger, sources.trace_ids, sources.service
    lookback, limit, api = sources.lookback, sources.limit, sources.api
    if jaeger is None and (trace_ids or service is not None):
        raise EvaluateError("--trace-id and --service read from Jaeger: add --jaeger URL")
    if not files and jaeger is None:
        raise EvaluateError("nothing to evaluate: give OTLP/Jaeger JSON files, or --jaeger URL with --trace-id or --service")
    if jaeger is not None and not trace_ids and service is None:
        raise EvaluateError("--jaeger needs --trace-id ID or --service NAME")
    if api not in ("auto", "v3", "v1"):
        raise EvaluateError(f"--api must be auto, v3 or v1, not {api!r}")
    if limit < 1:
        raise EvaluateError("--limit must be at least 1")
    seconds = parse_duration(lookback)

    err_console = Console(stderr=True)
    with Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=err_console,
        transient=True,
        disable=not show_progress or not err_console.is_terminal,
    ) as progress:
        collected = _collect(files, jaeger, trace_ids, service, seconds, limit, api)  # type: ignore[arg-type]
        return _score_sources(collected, progress, command)


def _lookback_text(seconds: float) -> str:
    """Seconds back as the user would write them: 7200 -> "2h", 90 -> "90s"."""
    for unit in ("d", "h", "m", "s"):
        if seconds >= _UNITS[unit] and seconds % _UNITS[unit] == 0:
            return f"{seconds / _UNITS[unit]:g}{unit}"
    return f"{seconds:g}s"


def run_evaluate(sources: Sources, json_output: bool, console: Console) -> list[Scored]:
    """Load, rebuild, score and print; raises `EvaluateError` (or `JaegerError`) on bad input,
    `SourcesWithoutRuns` after printing when some sources held no run."""
    scored, failed, total = load_and_score(sources, show_progress=not json_output)
    if json_output:
        print(json.dumps([item.to_dict() for item in scored], indent=2, ensure_ascii=False))
    elif scored:
        console.print(results_table(scored))
    if failed:
        raise SourcesWithoutRuns(failed, total)
    return scored


def results_table(scored: Sequence[Scored]) -> Table:
    """One row per run: trace id; trust score, level and recommendation; top cause. Readable at
    80 columns: the recommendation wraps between whole words, a cause type is never broken."""
    tops = [min(item.result.failure_causes, key=lambda cause: cause.impact, default=None) for item in scored]
    table = Table(box=box.SIMPLE_HEAVY)
    table.add_column("trace id", no_wrap=True)
    table.add_column("trust", min_width=len("recommended"))
    table.add_column("top cause", overflow="fold", min_width=max((len(top.type) for top in tops if top), default=4))
    for item, top in zip(scored, tops):
        result = item.result
        verdict = Text(f"{result.confidence} {result.trust_level}\n{recommendation_text(result.deployment_recommendation)}")
        table.add_row(item.trace_id or "-", verdict, cause_label(top) if top else Text("none", style="dim"))
    return table
