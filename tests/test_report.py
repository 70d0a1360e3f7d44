"""The HTML report's content without a browser: self-contained, escaped, as the evidence holds it;
and the commands that write it (`critiqor-otel report`, `critiqor-otel demo --report`)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from critiqor.cli import app
from critiqor.report import ReportRun, render_report
from critiqor.storage import otlp_json_from_spans
from report_helpers import HOSTILE, clean_run, demo_run, failing_run, hostile_run, recorded

runner = CliRunner()
_URL_ATTR = re.compile(r"""(?:src|href|action|poster|data)\s*=\s*["']?\s*([^"'\s>]+)""", re.IGNORECASE)


def external_urls(page: str) -> list[str]:
    """Every URL the page would load or link to outside itself: in attributes (src, href, ...),
    in CSS (url(), @import), and any http(s) address written anywhere in it."""
    found = [u for u in _URL_ATTR.findall(page) if not u.startswith("#")]
    found += re.findall(r"url\(\s*['\"]?([^'\")]+)", page, re.IGNORECASE)
    found += re.findall(r"@import\s+['\"]?([^'\";]+)", page, re.IGNORECASE)
    found += re.findall(r"https?://[^\s\"'<>]+", page, re.IGNORECASE)
    return found


def test_the_report_loads_nothing_from_outside_itself() -> None:
    page = render_report([demo_run(), clean_run(), failing_run()])
    assert "<style>" in page and "<script>" in page
    assert external_urls(page) == []
    assert re.findall(r"<link\b|<iframe\b|fetch\(|XMLHttpRequest|import\(", page, re.IGNORECASE) == []
    assert len(page.encode()) < 150_000


def test_the_only_external_link_is_the_jaeger_ui_link_given() -> None:
    run = demo_run()
    page = render_report([run], jaeger_ui="http://jaeger.example:16686/")
    trace_id = run.result.failure_causes[0].trace_id
    link = f"http://jaeger.example:16686/trace/{trace_id}"
    assert external_urls(page) == [link, link]  # the href, and the same address as an http(s) string
    # an address that is not http(s) is never turned into a link
    assert "javascript:" not in render_report([run], jaeger_ui="javascript:alert(1)")


def test_recorded_content_is_escaped_and_never_markup() -> None:
    page = render_report([hostile_run("short")])
    assert "<img" not in page and "onerror=\"window" not in page
    assert html.escape(HOSTILE, quote=True) in page
    scripts = re.findall(r"<script>(.*?)</script>", page, re.DOTALL)
    assert len(scripts) == 1 and "__pwned" not in scripts[0]


def test_cut_and_redacted_values_are_shown_exactly_as_the_evidence_holds_them() -> None:
    cut_text = "0123456789…[cut: 10 of 20 chars]"

    def body(rec) -> str:
        rec.record_tool_call("login", {"token": "sk-[REDACTED]"}, call_id="l1")
        rec.record_tool_output("login", cut_text, call_id="l1")
        return "done"

    page = render_report([recorded("log in", body)])
    assert html.escape('{"token": "sk-[REDACTED]"}') in page
    assert html.escape(cut_text) in page


def test_long_values_are_cut_for_display_with_the_rest_kept_in_the_page() -> None:
    long_output = "a" * 2000 + "THE-END"
    page = render_report([hostile_run(long_output)])
    shown, rest = re.search(r'<span class="v">(a+)<span class="rest" hidden>(a*THE-END)</span>', page).groups()
    assert shown + rest == long_output and len(shown) < 2000
    assert f"show all {len(long_output):,} chars" in page


def test_report_command_writes_the_report_of_otlp_json_files(tmp_path: Path) -> None:
    runs = [clean_run(), failing_run()]
    files = []
    for n, run in enumerate(runs):
        path = tmp_path / f"trace{n}.json"
        path.write_text(json.dumps(otlp_json_from_spans(run.spans)), encoding="utf-8")
        files.append(str(path))
    out = tmp_path / "out.html"
    result = runner.invoke(app, ["report", *files, "--output", str(out), "--jaeger-ui", "http://127.0.0.1:16686"])
    assert result.exit_code == 0, result.output
    assert f"Report of 2 runs written to {out}" in result.output
    page = out.read_text(encoding="utf-8")
    assert page.count('<article class="run"') == 2 and 'class="index"' in page
    for run in runs:
        trace_id = format(run.spans[0].context.trace_id, "032x")
        assert f'href="http://127.0.0.1:16686/trace/{trace_id}"' in page
        for span in run.spans:
            if span.name != "critiqor.evaluate":  # scoring from storage writes no verdict span; the live one is stored
                assert f'data-span="{format(span.context.span_id, "016x")}"' in page
    assert "connection reset" in page


def test_report_command_bad_input_gives_one_line_and_exit_2(tmp_path: Path) -> None:
    result = runner.invoke(app, ["report", str(tmp_path / "missing.json")])
    assert result.exit_code == 2
    assert "critiqor-otel report: error:" in result.stderr and "no such file" in result.stderr
    path = tmp_path / "t.json"
    path.write_text(json.dumps(otlp_json_from_spans(clean_run().spans)), encoding="utf-8")
    result = runner.invoke(app, ["report", str(path), "--output", str(tmp_path / "no-dir" / "r.html")])
    assert result.exit_code == 2 and "cannot write" in result.stderr


def test_demo_writes_its_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_TRACES_EXPORTER"):
        monkeypatch.delenv(name, raising=False)
    out = tmp_path / "demo.html"
    result = runner.invoke(app, ["demo", "--report", str(out)], env={"COLUMNS": "160"})
    assert result.exit_code == 0, result.output
    assert f"Report written to {out}" in result.output
    page = out.read_text(encoding="utf-8")
    for expected in ("execute_tool search_flights", "repeated_tool_call", "timeout after 40 ms", "critiqor.evaluate",
                     "1,221 (in 1,067, out 154)"):
        assert html.escape(expected) in page, expected


def test_evaluate_of_a_service_without_traces_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    import critiqor.cli_evaluate as cli_evaluate

    monkeypatch.setattr(cli_evaluate, "find_traces", lambda *args, **kwargs: [])
    result = runner.invoke(app, ["evaluate", "--jaeger", "http://127.0.0.1:9", "--service", "quiet", "--lookback", "2h"])
    assert result.exit_code == 2
    assert "service 'quiet' has no traces in the last 2h at http://127.0.0.1:9" in result.stderr
    assert "no agent run" not in result.stderr


def test_a_run_without_spans_still_shows_its_verdict() -> None:
    from critiqor import Critiqor

    result = Critiqor().evaluate("q", "", tool_calls=[{"tool": "t", "args": {"a": 1}}])
    page = render_report([ReportRun((), result.evidence, result)])
    assert "No spans of this run were given." in page
    assert all(html.escape(cause.type) in page for cause in result.failure_causes) and result.failure_causes
