"""Terminal output at 80 columns: no cause name broken mid-word, the recommendation readable,
no line wider than the terminal."""

from __future__ import annotations

import dataclasses
import io
import re

import pytest
from rich.console import Console

from critiqor.cli_evaluate import Scored, results_table
from critiqor.render import evidence_view, result_view
from critiqor.scoring import FailureCause
from critiqor.scoring.detectors import CAUSE_KINDS
from report_helpers import demo_run

RECOMMENDATIONS = ("safe_to_deploy", "review_recommended", "unsafe_for_production")


def rendered(renderable, width: int = 80) -> list[str]:
    console = Console(width=width, record=True, color_system=None, file=io.StringIO())
    console.print(renderable)
    return console.export_text().splitlines()


def every_cause(result) -> tuple[FailureCause, ...]:
    """One cause of every kind the detectors know, with a long description and two span ids."""
    return tuple(
        FailureCause(kind, "medium", -10, f"{kind} found in a long description that must wrap between words " * 2,
                     "why", "fix", ("00f067aa0ba902b7", "53995c3f42cd8ad8"))
        for kind in CAUSE_KINDS
    )


@pytest.fixture(scope="module")
def demo():
    return demo_run()


def test_result_view_at_80_columns_keeps_every_cause_name_whole(demo) -> None:
    result = dataclasses.replace(demo.result, failure_causes=every_cause(demo.result))
    lines = rendered(result_view(result))
    assert max(map(len, lines)) <= 80
    for kind in CAUSE_KINDS:
        assert any(re.search(rf"(^|\s){kind}(\s|$)", line) for line in lines), kind
    assert any("review recommended" in line or "safe to deploy" in line or "unsafe for production" in line for line in lines)


@pytest.mark.parametrize("recommendation", RECOMMENDATIONS)
def test_evaluate_table_at_80_columns_keeps_trace_id_recommendation_and_cause_readable(demo, recommendation: str) -> None:
    rows = []
    for kind in CAUSE_KINDS:
        cause = FailureCause(kind, "high", -30, "a description " * 6, "why", "fix")
        result = dataclasses.replace(demo.result, failure_causes=(cause,), deployment_recommendation=recommendation)
        rows.append(Scored("test", demo.evidence, result))
    lines = rendered(results_table(rows))
    text = "\n".join(lines)
    assert max(map(len, lines)) <= 80
    trace_id = rows[0].trace_id
    assert text.count(trace_id) == len(rows)
    for kind in CAUSE_KINDS:
        assert re.search(rf"(^|\s){kind}(\s|$)", text, re.MULTILINE), kind
    words = recommendation.split("_")
    # each word of the recommendation shows whole, in order (wrapped between words at most)
    flat = " ".join(text.split())
    assert " ".join(words) in flat or all(re.search(rf"(^|\s){w}(\s|$)", text, re.MULTILINE) for w in words)
    assert "…" not in text


def test_evidence_view_at_80_columns_shows_normalised_tokens(demo) -> None:
    lines = rendered(evidence_view(demo.evidence))
    assert max(map(len, lines)) <= 80
    text = "\n".join(lines)
    assert "1,221 (in 1,067, out 154)" in text and "508 (in 412, out 96)" in text
