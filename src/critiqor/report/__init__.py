"""The HTML report: one self-contained page (inline CSS and JS, no network) showing scored runs,
each with its span waterfall and its failure causes pinned to the spans they cite.

    from critiqor.report import ReportRun, write_report
    write_report("critiqor-report.html", [ReportRun(spans, evidence, result)])
"""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

from critiqor.report.html import jaeger_trace_url, render_report
from critiqor.report.model import ReportRun

__all__ = ["ReportRun", "render_report", "write_report", "jaeger_trace_url"]


def write_report(path: str | Path, runs: Sequence[ReportRun], jaeger_ui: str | None = None) -> Path:
    """Write the report of `runs` to `path` (UTF-8) and return the path."""
    target = Path(path)
    target.write_text(render_report(runs, jaeger_ui=jaeger_ui), encoding="utf-8")
    return target
