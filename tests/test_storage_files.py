"""load_spans(path): a file of stored traces read once, its format told from its content."""

from __future__ import annotations

import builtins
import json
from pathlib import Path

import pytest

from critiqor.storage import load_spans, spans_from_jaeger_json, spans_from_jaeger_v3_json
from storage_helpers import DATA, fixture, make_spans, otlp_json, summaries


def test_load_spans_reads_json_lines_and_single_documents(tmp_path: Path) -> None:
    spans = make_spans()
    half = len(spans) // 2
    lines = tmp_path / "collector-file-exporter.jsonl"
    lines.write_text(json.dumps(otlp_json(spans[:half])) + "\n" + json.dumps(otlp_json(spans[half:])) + "\n")
    assert summaries(load_spans(lines)) == summaries(spans)
    single = tmp_path / "request.json"
    single.write_text(json.dumps(otlp_json(spans), indent=2))
    assert len(load_spans(single)) == len(spans)
    empty = tmp_path / "empty.json"
    empty.write_text("")
    assert load_spans(empty) == []


def test_load_spans_reports_bad_line_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"resourceSpans": []}\n{oops\n')
    with pytest.raises(ValueError, match="line 2"):
        load_spans(path)
    with pytest.raises(ValueError, match="cannot read .*missing.json: no such file"):
        load_spans(tmp_path / "missing.json")


def test_load_spans_tells_jaeger_responses_from_otlp_json() -> None:
    v3 = summaries(spans_from_jaeger_v3_json(fixture("jaeger_v3_trace.json")))
    v1 = summaries(spans_from_jaeger_json(fixture("jaeger_v1_trace.json")))
    assert summaries(load_spans(DATA / "jaeger_v3_trace.json")) == v3
    assert summaries(load_spans(DATA / "jaeger_v1_trace.json")) == v1
    assert v1 != v3  # the two APIs differ (microseconds, arrays as JSON text): the format was told apart


def test_load_spans_undoes_jaeger_v3_event_sorting_in_a_saved_response(tmp_path: Path) -> None:
    doc = fixture("jaeger_v3_trace.json")
    span = next(s for rs in doc["result"]["resourceSpans"] for ss in rs["scopeSpans"] for s in ss["spans"] if s["name"] == "agent")
    start = int(span["events"][0]["timeUnixNano"])
    span["events"] = [{"name": "a_late", "timeUnixNano": str(start + 1)}, {"name": "z_early", "timeUnixNano": str(start)}]
    path = tmp_path / "v3.json"
    path.write_text(json.dumps(doc))
    agent = next(s for s in load_spans(path) if s.name == "agent")
    assert [e.name for e in agent.events] == ["z_early", "a_late"]


def test_load_spans_reads_one_jaeger_trace_object_and_a_list_of_documents(tmp_path: Path) -> None:
    trace = fixture("jaeger_v1_trace.json")["data"][0]
    one = tmp_path / "trace.json"
    one.write_text(json.dumps(trace))
    assert len(load_spans(one)) == len(trace["spans"])
    spans = make_spans()
    mixed = tmp_path / "mixed.json"
    mixed.write_text(json.dumps([otlp_json(spans), {"data": [trace]}, {"result": otlp_json(spans)}]))
    assert len(load_spans(mixed)) == 2 * len(spans) + len(trace["spans"])


def test_load_spans_opens_the_file_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "trace.json"
    path.write_text(json.dumps(fixture("jaeger_v1_trace.json")))
    opened: list[str] = []
    real_open = builtins.open

    def counting_open(file, *args, **kwargs):
        if str(file) == str(path):
            opened.append(str(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(builtins, "open", counting_open)
    assert load_spans(path)
    assert opened == [str(path)]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "invalid JSON: Expecting property name enclosed in double quotes (line 1, column 2)"),
        ('{\n  "resourceSpans": [\n    oops\n  ]\n}\n', "invalid JSON: Expecting value (line 3, column 5)"),
        ('{"resourceSpans": "nope"}', "'resourceSpans' is not a list"),
        ("[1, 2]", "expected an object, got int"),
        ('{"data": null, "errors": [{"code": 404, "msg": "trace not found"}]}', "Jaeger error: trace not found"),
        ('{"error": {"httpCode": 404, "message": "trace not found"}}', "error response: trace not found"),
    ],
)
def test_load_spans_malformed_content_gives_one_line_naming_the_file(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ValueError) as info:
        load_spans(path)
    assert str(info.value).startswith(f"{path}: ") and message in str(info.value)
    assert "\n" not in str(info.value)


def test_load_spans_reports_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "binary.json"
    path.write_bytes(b"\xff\xfe\x00{")
    with pytest.raises(ValueError, match=r"cannot read .*binary.json: .*utf-8") as info:
        load_spans(path)
    assert "\n" not in str(info.value)
