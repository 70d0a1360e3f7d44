"""The command line as a user runs it: `critiqor-otel demo` and `critiqor-otel evaluate` on files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from typer.testing import CliRunner

from critiqor import EvaluationEvidence, monitor
from critiqor.cli import app
from critiqor.cli_evaluate import parse_duration, EvaluateError
from critiqor.scoring import score_evidence
from critiqor.storage import otlp_json_from_spans, spans_from_otlp_json
from child_env import child_env

DATA = Path(__file__).parent / "data"
runner = CliRunner()


def recorded_run(prompt: str, flawed: bool) -> tuple[InMemorySpanExporter, EvaluationEvidence]:
    provider = TracerProvider()
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with monitor(prompt, tracer_provider=provider) as recorder:
        recorder.record_tool_call("lookup", {"q": prompt}, call_id="c1")
        recorder.record_tool_output("lookup", {"answer": 42}, call_id="c1")
        if flawed:
            recorder.record_tool_call("lookup", {"q": prompt}, call_id="c2")
            recorder.record_tool_output("lookup", None, call_id="c2", error="connection reset")
        evidence = recorder.finish("The answer is 42.")
    return exporter, evidence


def test_demo_prints_evidence_score_and_where_the_trace_went(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_TRACES_EXPORTER"):
        monkeypatch.delenv(name, raising=False)
    result = runner.invoke(app, ["demo"], env={"COLUMNS": "160"})
    assert result.exit_code == 0, result.output
    for expected in ("Tool calls", "search_flights", "exchange_rate", "timeout after 40 ms", "latency",
                     "trust score", "recommendation", "repeated_tool_call", "ignored_tool_output",
                     "stayed in this process"):
        assert expected in result.output


def test_demo_json_holds_the_rebuilt_evidence_and_its_flaws(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OTEL_EXPORTER_OTLP_ENDPOINT", raising=False)
    monkeypatch.delenv("OTEL_TRACES_EXPORTER", raising=False)
    result = runner.invoke(app, ["demo", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)  # stdout is the JSON alone; the trace's whereabouts go to stderr
    assert "stayed in this process" in result.stderr
    evidence = data["result"]["evidence"]
    assert [c["tool"] for c in evidence["tool_calls"]] == [
        "search_flights", "search_flights", "search_hotels", "exchange_rate", "exchange_rate", "weather"
    ]
    assert evidence["metrics"]["retries"] == 1
    assert evidence["metrics"]["token_usage"]["total_tokens"] == 508 + 713
    causes = {c["type"] for c in data["result"]["failure_causes"]}
    assert {"repeated_tool_call", "ignored_tool_output"} <= causes
    assert all(len(sid) == 16 for c in data["result"]["failure_causes"] for sid in c["span_ids"])


def test_demo_reports_a_failed_export_and_exits_non_zero() -> None:
    env = child_env(OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:9", OTEL_EXPORTER_OTLP_PROTOCOL="http/protobuf",
                    OTEL_EXPORTER_OTLP_TIMEOUT="1")
    done = subprocess.run([sys.executable, "-m", "critiqor.cli", "demo"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "FAILED" in done.stdout and "127.0.0.1:9" in done.stdout
    assert "Traceback" not in done.stderr


def test_evaluate_scores_otlp_json_files_like_the_live_run(tmp_path: Path) -> None:
    exporter, evidence = recorded_run("What is the answer?", flawed=True)
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(otlp_json_from_spans(exporter.get_finished_spans())))
    result = runner.invoke(app, ["evaluate", str(path), "--json"])
    assert result.exit_code == 0, result.output
    [scored] = json.loads(result.stdout)
    expected = score_evidence(evidence).to_dict()
    assert scored["result"] == expected
    assert scored["trace_id"] == f"{exporter.get_finished_spans()[0].context.trace_id:032x}"


def test_evaluate_reads_collector_file_exporter_lines_and_prints_a_table(tmp_path: Path) -> None:
    lines = []
    trace_ids = []
    for flawed in (False, True):
        exporter, _ = recorded_run(f"q{flawed}", flawed)
        spans = exporter.get_finished_spans()
        trace_ids.append(f"{spans[0].context.trace_id:032x}")
        lines.append(json.dumps(otlp_json_from_spans(spans)))
    path = tmp_path / "collector-output.jsonl"
    path.write_text("\n".join(lines) + "\n")
    result = runner.invoke(app, ["evaluate", str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    for trace_id in trace_ids:
        assert trace_id in result.output
    assert "unacknowledged_error" in result.output  # the flawed run's top cause


def test_evaluate_reads_jaeger_api_json_files() -> None:
    for name in ("jaeger_v1_trace.json", "jaeger_v3_trace.json"):
        result = runner.invoke(app, ["evaluate", str(DATA / name), "--json"])
        assert result.exit_code == 0, result.output
        scored = json.loads(result.stdout)
        assert len(scored) >= 1 and all(0 <= s["result"]["confidence"] <= 100 for s in scored)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "nothing to evaluate"),
        (["--jaeger", "http://127.0.0.1:9"], "--jaeger needs --trace-id"),
        (["--trace-id", "abc"], "add --jaeger"),
        (["/no/such/file.json"], "no such file"),
        (["--jaeger", "http://127.0.0.1:9", "--trace-id", "4bf92f3577b34da6a3ce929d0e0e4736"], "cannot reach Jaeger"),
        (["--jaeger", "http://127.0.0.1:9", "--service", "s", "--lookback", "soon"], "not a duration"),
        (["--jaeger", "notaurl", "--trace-id", "4bf92f3577b34da6a3ce929d0e0e4736"], "notaurl"),
        (["--jaeger", "http://[::1", "--trace-id", "4bf92f3577b34da6a3ce929d0e0e4736"], "[::1"),
    ],
)
def test_evaluate_bad_input_gives_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["evaluate", *args])
    assert result.exit_code == 2
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and message in lines[0], result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize("content", ["{not json", '{"resourceSpans": "nope"}', "[1, 2]", ""])
def test_evaluate_malformed_files_give_one_line_and_exit_2(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    result = runner.invoke(app, ["evaluate", str(path)])
    assert result.exit_code == 2, result.output
    assert len([line for line in result.stderr.splitlines() if line.strip()]) == 1


def test_otlp_json_writer_and_loader_are_inverse() -> None:
    exporter, evidence = recorded_run("round trip", flawed=True)
    spans = exporter.get_finished_spans()
    from critiqor import evidence_from_spans

    assert evidence_from_spans(spans_from_otlp_json(otlp_json_from_spans(spans))) == [evidence]


def test_parse_duration() -> None:
    assert parse_duration("90") == 90 and parse_duration("15m") == 900 and parse_duration("2h") == 7200
    with pytest.raises(EvaluateError):
        parse_duration("tomorrow")


def _mangled(exporter: InMemorySpanExporter, mangle) -> dict:
    document = otlp_json_from_spans(exporter.get_finished_spans())
    for resource in document["resourceSpans"]:
        for scope in resource["scopeSpans"]:
            for span in scope["spans"]:
                for attribute in span.get("attributes", []):
                    mangle(attribute)
    return document


@pytest.mark.parametrize(
    "mangle",
    [
        lambda a: a["key"] == "critiqor.seq" and a.update(value={"stringValue": "one"}),
        lambda a: a["key"] == "critiqor.end_seq" and a.update(value={"boolValue": True}),
        lambda a: a["key"] in ("critiqor.json", "critiqor.cut") and a.update(value={"intValue": "12"}),
        lambda a: a["key"] == "gen_ai.tool.name" and a.update(value={"intValue": "7"}),
        lambda a: a["key"] == "gen_ai.tool.call.arguments" and a.update(value={"stringValue": "{not json"}),
    ],
)
def test_evaluate_never_shows_a_traceback_for_strangely_typed_stored_attributes(tmp_path: Path, mangle) -> None:
    exporter, _ = recorded_run("mangled", flawed=True)
    path = tmp_path / "mangled.json"
    path.write_text(json.dumps(_mangled(exporter, mangle)))
    result = runner.invoke(app, ["evaluate", str(path), "--json"])
    assert "Traceback" not in result.output
    assert result.exit_code in (0, 2)
    if result.exit_code == 0:
        assert len(json.loads(result.stdout)) == 1
