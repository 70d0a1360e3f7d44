"""`critiqor-otel report`: the HTML report of stored runs, loaded and scored as `evaluate` does."""

from __future__ import annotations

from typing import Sequence

from critiqor.cli_evaluate import EvaluateError, Scored, Sources, SourcesWithoutRuns, load_and_score
from critiqor.render import console
from critiqor.report import ReportRun, write_report

__all__ = ["run_report", "report_runs"]


def report_runs(scored: Sequence[Scored]) -> list[ReportRun]:
    """The report's input for runs scored by `evaluate`'s path."""
    return [ReportRun(item.spans, item.evidence, item.result, item.source) for item in scored]


def run_report(sources: Sources, output: str, jaeger_ui: str | None) -> int:
    """Load and score the runs of `sources` as `evaluate` does, write the report
    to `output` and say where it went; returns the number of runs. Sources without a run are
    reported on their own lines, the report is written for the others, then
    `SourcesWithoutRuns` is raised."""
    scored, failed, total = load_and_score(sources, command="report")
    try:
        path = write_report(output, report_runs(scored), jaeger_ui=jaeger_ui)
    except OSError as exc:
        raise EvaluateError(f"cannot write {output}: {exc.strerror or exc}") from None
    console().print(f"Report of {len(scored)} run{'s' if len(scored) != 1 else ''} written to {path} ({path.stat().st_size:,} bytes).", markup=False, soft_wrap=True)
    if failed:
        raise SourcesWithoutRuns(failed, total)
    return len(scored)
