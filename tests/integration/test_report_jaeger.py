"""`critiqor-otel report --jaeger` against the real Jaeger: the demo's trace, read back by trace id
and by service, becomes a report whose waterfall holds every stored span and links to Jaeger."""

from __future__ import annotations

import html
import uuid
from pathlib import Path
from typing import Any

import pytest

from critiqor.storage import fetch_trace, wait_for_trace
from test_cli_jaeger import DEMO_SPANS, cli, demo_run  # noqa: F401 - the fixture

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("api", ["v3", "v1"])
def test_report_by_trace_id_shows_every_stored_span_and_links_to_jaeger(demo_run: dict[str, Any], api: str, tmp_path: Path) -> None:
    url, trace_id = demo_run["query_url"], demo_run["trace_id"]
    wait_for_trace(url, trace_id, min_spans=DEMO_SPANS, timeout=30)
    out = tmp_path / "report.html"
    done = cli("report", "--jaeger", url, "--trace-id", trace_id, "--api", api, "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert f"Report of 1 run written to {out}" in done.stdout
    page = out.read_text(encoding="utf-8")
    assert f'href="{url}/trace/{trace_id}"' in page
    for span in fetch_trace(url, trace_id, api=api):
        assert f'data-span="{format(span.context.span_id, "016x")}"' in page, span.name
    for cause in demo_run["result"]["failure_causes"]:
        assert html.escape(cause["type"]) in page


def test_report_by_service_writes_an_index(demo_run: dict[str, Any], tmp_path: Path) -> None:
    wait_for_trace(demo_run["query_url"], demo_run["trace_id"], min_spans=DEMO_SPANS, timeout=30)
    out = tmp_path / "service.html"
    done = cli("report", "--jaeger", demo_run["query_url"], "--service", demo_run["service"], "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert demo_run["trace_id"] in out.read_text(encoding="utf-8")


def test_report_of_a_service_without_traces_says_so(collector: Any) -> None:
    service = f"nobody-{uuid.uuid4().hex[:8]}"
    done = cli("report", "--jaeger", collector.jaeger.query_url, "--service", service, "--lookback", "15m")
    assert done.returncode == 2
    assert f"service '{service}' has no traces in the last 15m" in done.stderr
