"""`critiqor-otel evaluate` on traces from other instrumentation, and batches where some files or
traces hold no agent run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from typer.testing import CliRunner

import producers
from critiqor import cli_evaluate, monitor
from critiqor.cli import app
from critiqor.storage import otlp_json_from_spans

runner = CliRunner()


def _spans(write) -> list:
    provider = TracerProvider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    write(provider)
    return list(exporter.get_finished_spans())


def _own_run(provider) -> None:
    with monitor("own prompt", tracer_provider=provider) as run:
        run.record_tool_call("lookup", {"q": 1}, call_id="c1")
        run.record_tool_output("lookup", {"answer": 42}, call_id="c1")
        run.finish("The answer is 42.")


def _no_run(provider) -> None:
    provider.get_tracer("web").start_span("GET /health").end()


def _write(path: Path, spans: list) -> str:
    path.write_text(json.dumps(otlp_json_from_spans(spans)))
    return str(path)


def test_a_file_with_a_foreign_and_an_own_trace_scores_both(tmp_path: Path) -> None:
    spans = _spans(producers.openinference_run) + _spans(_own_run)
    result = runner.invoke(app, ["evaluate", _write(tmp_path / "both.json", spans), "--json"])
    assert result.exit_code == 0, result.output
    scored = json.loads(result.stdout)
    assert len(scored) == 2
    assert len({item["trace_id"] for item in scored}) == 2


def test_a_batch_reports_a_file_without_a_run_on_its_own_line_scores_the_rest_and_exits_1(tmp_path: Path) -> None:
    files = [
        _write(tmp_path / "genai.json", _spans(producers.util_genai_run)),
        _write(tmp_path / "empty.json", _spans(_no_run)),
        _write(tmp_path / "traceloop.json", _spans(producers.openllmetry_run)),
    ]
    result = runner.invoke(app, ["evaluate", *files, "--json"])
    assert result.exit_code == 1, result.output
    scored = json.loads(result.stdout)
    assert [Path(item["source"]).name for item in scored] == ["genai.json", "traceloop.json"]
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 2
    assert "empty.json: no agent run found" in lines[0]
    assert "1 of 3 sources had no agent run" in lines[1]


def test_service_with_no_traces_says_exactly_that(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_evaluate, "find_traces", lambda *args, **kwargs: [])
    result = runner.invoke(app, ["evaluate", "--jaeger", "http://127.0.0.1:9", "--service", "billing", "--lookback", "2h"])
    assert result.exit_code == 2
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines == ["critiqor-otel evaluate: error: service 'billing' has no traces in the last 2h at http://127.0.0.1:9"]


def test_each_trace_of_a_service_is_scored_on_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    traces = [_spans(producers.handwritten_genai_run), _spans(_no_run), _spans(_own_run)]
    monkeypatch.setattr(cli_evaluate, "find_traces", lambda *args, **kwargs: traces)
    result = runner.invoke(app, ["evaluate", "--jaeger", "http://127.0.0.1:9", "--service", "agents", "--json"])
    assert result.exit_code == 1
    assert len(json.loads(result.stdout)) == 2
    missing = format(traces[1][0].context.trace_id, "032x")
    assert f"jaeger service agents trace {missing}: no agent run found" in result.stderr
