"""Storage loaders: SDK spans -> real OTLP encoder -> OTLP/JSON -> spans_from_otlp_json is the identity."""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import pytest
from google.protobuf.json_format import MessageToDict
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import Link, SpanKind, StatusCode

from critiqor.spans import load_otlp_json_file, spans_from_jaeger_json, spans_from_otlp_json

DATA = Path(__file__).parent / "data"


def _make_spans() -> list[ReadableSpan]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider(resource=Resource.create({"service.name": "loader-test", "deployment.environment": "ci"}))
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("critiqor.test", "1.2.3")
    other = provider.get_tracer("other.scope")
    with tracer.start_as_current_span(
        "agent",
        attributes={
            "text": "héllo",
            "count": 42,
            "big": 2**62,
            "ratio": 0.25,
            "flag": True,
            "keys": ["a", "b"],
            "numbers": [1, 2, 3],
            "json": '{"x": [1, 2]}',
        },
    ) as root:
        root.add_event("decision_made", {"choice": "b", "score": 0.5, "n": 3, "ok": False})
        with tracer.start_as_current_span("chat gpt-4o", kind=SpanKind.CLIENT) as chat:
            chat.set_attribute("gen_ai.usage.input_tokens", 120)
        with other.start_as_current_span("execute_tool search", links=[Link(root.get_span_context(), {"why": "x"})]) as tool:
            tool.set_status(StatusCode.ERROR, "timeout after 3s")
            tool.add_event("exception", {"exception.message": "boom"})
        with tracer.start_as_current_span("ok-span") as ok:
            ok.set_status(StatusCode.OK)
    provider.shutdown()
    return list(exporter.get_finished_spans())


def _hex_ids(node: Any) -> Any:
    """OTLP/JSON writes trace and span ids as hex, where protobuf's JSON mapping writes base64."""
    if isinstance(node, dict):
        return {
            k: base64.b64decode(v).hex() if k in ("traceId", "spanId", "parentSpanId") and v else _hex_ids(v)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_hex_ids(v) for v in node]
    return node


def _otlp_json(spans: list[ReadableSpan], **options: Any) -> dict:
    return _hex_ids(MessageToDict(encode_spans(spans), **options))


def _summaries(spans: list[ReadableSpan]) -> list[dict]:
    """Field-by-field views, in start order (the OTLP encoder groups spans by scope)."""
    return [_summary(s) for s in sorted(spans, key=lambda s: (s.start_time, s.get_span_context().span_id))]


def _summary(span: ReadableSpan) -> dict:
    ctx = span.get_span_context()
    return {
        "trace_id": ctx.trace_id,
        "span_id": ctx.span_id,
        "parent": span.parent.span_id if span.parent else None,
        "name": span.name,
        "kind": span.kind,
        "start": span.start_time,
        "end": span.end_time,
        "attributes": dict(span.attributes or {}),
        "events": [(e.name, e.timestamp, dict(e.attributes or {})) for e in span.events],
        "links": [(l.context.trace_id, l.context.span_id, dict(l.attributes or {})) for l in span.links],
        "status": (span.status.status_code, span.status.description),
        "resource": dict(span.resource.attributes),
        "scope": (span.instrumentation_scope.name, span.instrumentation_scope.version),
    }


@pytest.mark.parametrize("enums_as_ints", [False, True])
def test_otlp_json_round_trip_keeps_every_field(enums_as_ints: bool) -> None:
    spans = _make_spans()
    doc = _otlp_json(spans, use_integers_for_enums=enums_as_ints)
    loaded = spans_from_otlp_json(doc)
    assert _summaries(loaded) == _summaries(spans)


def test_otlp_json_keeps_attribute_types() -> None:
    by_name = {s.name: s for s in spans_from_otlp_json(_otlp_json(_make_spans()))}
    attrs = by_name["agent"].attributes
    assert attrs["count"] == 42 and type(attrs["count"]) is int
    assert attrs["big"] == 2**62
    assert attrs["ratio"] == 0.25 and type(attrs["ratio"]) is float
    assert attrs["flag"] is True
    assert attrs["keys"] == ("a", "b")
    assert attrs["numbers"] == (1, 2, 3)
    assert attrs["json"] == '{"x": [1, 2]}'
    assert by_name["chat gpt-4o"].kind is SpanKind.CLIENT
    assert by_name["execute_tool search"].status.status_code is StatusCode.ERROR
    assert by_name["execute_tool search"].status.description == "timeout after 3s"
    assert by_name["ok-span"].status.status_code is StatusCode.OK
    assert by_name["agent"].resource.attributes["service.name"] == "loader-test"
    assert by_name["agent"].parent is None


def test_otlp_json_kvlist_becomes_dict_and_base64_ids_are_accepted() -> None:
    doc = MessageToDict(encode_spans(_make_spans()))  # ids left in protobuf's base64 form
    attrs = doc["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["attributes"]
    attrs.append({"key": "map", "value": {"kvlistValue": {"values": [{"key": "k", "value": {"intValue": "7"}}]}}})
    loaded = spans_from_otlp_json(doc)
    assert loaded[0].attributes["map"] == {"k": 7}
    assert [s.get_span_context().span_id for s in loaded] == [
        s.get_span_context().span_id for s in spans_from_otlp_json(_hex_ids(doc))
    ]


def test_otlp_json_accepts_jaeger_v3_result_and_lists() -> None:
    spans = _make_spans()
    doc = _otlp_json(spans)
    assert len(spans_from_otlp_json({"result": doc})) == len(spans)
    assert len(spans_from_otlp_json([doc, doc])) == 2 * len(spans)


def test_load_otlp_json_file_reads_json_lines_and_single_documents(tmp_path: Path) -> None:
    spans = _make_spans()
    half = len(spans) // 2
    lines = tmp_path / "collector-file-exporter.jsonl"
    lines.write_text(json.dumps(_otlp_json(spans[:half])) + "\n" + json.dumps(_otlp_json(spans[half:])) + "\n")
    assert _summaries(load_otlp_json_file(lines)) == _summaries(spans)
    single = tmp_path / "request.json"
    single.write_text(json.dumps(_otlp_json(spans), indent=2))
    assert len(load_otlp_json_file(single)) == len(spans)
    empty = tmp_path / "empty.json"
    empty.write_text("")
    assert load_otlp_json_file(empty) == []


@pytest.mark.parametrize(
    "bad",
    [
        {"nothing": 1},
        {"resourceSpans": "x"},
        {"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "zz", "spanId": "0000000000000001"}]}]}]},
        {"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "00" * 16, "spanId": "01"}]}]}]},
        {"resourceSpans": [{"scopeSpans": [{"spans": [{"traceId": "00" * 16, "spanId": "00" * 8, "startTimeUnixNano": "soon"}]}]}]},
        {"error": {"httpCode": 404, "message": "trace not found"}},
        "text",
    ],
)
def test_malformed_otlp_json_raises_value_error_with_one_line(bad: Any) -> None:
    with pytest.raises(ValueError) as info:
        spans_from_otlp_json(bad)
    assert "\n" not in str(info.value)


def test_load_otlp_json_file_reports_bad_line_and_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"resourceSpans": []}\n{oops\n')
    with pytest.raises(ValueError, match="line 2"):
        load_otlp_json_file(path)
    with pytest.raises(ValueError, match="cannot read"):
        load_otlp_json_file(tmp_path / "missing.json")


# --- Jaeger /api/traces JSON ------------------------------------------------------------------

TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
JAEGER_DOC = {
    "data": [
        {
            "traceID": TRACE,
            "spans": [
                {
                    "traceID": TRACE,
                    "spanID": "00f067aa0ba902b7",
                    "operationName": "agent",
                    "references": [],
                    "startTime": 1_700_000_000_000_001,
                    "duration": 2500,
                    "tags": [
                        {"key": "otel.scope.name", "type": "string", "value": "critiqor"},
                        {"key": "otel.scope.version", "type": "string", "value": "0.1.0"},
                        {"key": "gen_ai.operation.name", "type": "string", "value": "invoke_agent"},
                        {"key": "count", "type": "int64", "value": 7},
                        {"key": "ratio", "type": "float64", "value": 0.5},
                        {"key": "flag", "type": "bool", "value": False},
                        {"key": "span.kind", "type": "string", "value": "internal"},
                        {"key": "internal.span.format", "type": "string", "value": "otlp"},
                    ],
                    "logs": [
                        {
                            "timestamp": 1_700_000_000_000_002,
                            "fields": [
                                {"key": "event", "type": "string", "value": "decision_made"},
                                {"key": "choice", "type": "string", "value": "b"},
                            ],
                        }
                    ],
                    "processID": "p1",
                    "warnings": None,
                },
                {
                    "traceID": TRACE,
                    "spanID": "0000000000000002",
                    "operationName": "execute_tool search",
                    "references": [
                        {"refType": "CHILD_OF", "traceID": TRACE, "spanID": "00f067aa0ba902b7"},
                        {"refType": "FOLLOWS_FROM", "traceID": TRACE, "spanID": "0000000000000009"},
                    ],
                    "startTime": 1_700_000_000_000_010,
                    "duration": 5,
                    "tags": [
                        {"key": "span.kind", "type": "string", "value": "client"},
                        {"key": "otel.status_code", "type": "string", "value": "ERROR"},
                        {"key": "error", "type": "bool", "value": True},
                        {"key": "otel.status_description", "type": "string", "value": "timeout"},
                        {"key": "w3c.tracestate", "type": "string", "value": "vendor=1"},
                    ],
                    "logs": [],
                    "processID": "p1",
                },
            ],
            "processes": {
                "p1": {"serviceName": "demo", "tags": [{"key": "host.name", "type": "string", "value": "h"}]}
            },
        }
    ],
    "total": 0,
    "limit": 0,
    "offset": 0,
    "errors": None,
}


def test_jaeger_json_maps_tags_back_to_span_fields() -> None:
    root, tool = spans_from_jaeger_json(JAEGER_DOC)
    assert root.name == "agent" and root.parent is None
    assert root.get_span_context().trace_id == int(TRACE, 16)
    assert root.start_time == 1_700_000_000_000_001_000 and root.end_time == root.start_time + 2_500_000
    assert dict(root.attributes) == {"gen_ai.operation.name": "invoke_agent", "count": 7, "ratio": 0.5, "flag": False}
    assert (root.instrumentation_scope.name, root.instrumentation_scope.version) == ("critiqor", "0.1.0")
    assert root.kind is SpanKind.INTERNAL
    assert [(e.name, e.timestamp, dict(e.attributes)) for e in root.events] == [
        ("decision_made", 1_700_000_000_000_002_000, {"choice": "b"})
    ]
    assert dict(root.resource.attributes) == {"service.name": "demo", "host.name": "h"}
    assert tool.parent.span_id == 0x00F067AA0BA902B7
    assert tool.kind is SpanKind.CLIENT
    assert (tool.status.status_code, tool.status.description) == (StatusCode.ERROR, "timeout")
    assert dict(tool.attributes) == {}
    assert tool.get_span_context().trace_state.get("vendor") == "1"
    assert [(l.context.span_id, dict(l.attributes)) for l in tool.links] == [(9, {})]


def test_jaeger_json_accepts_one_trace_object_and_short_trace_ids() -> None:
    trace = json.loads(json.dumps(JAEGER_DOC["data"][0]))
    for span in trace["spans"]:
        span["traceID"] = "a3ce929d0e0e4736"  # Jaeger drops the zero high half of a 64-bit trace id
        for ref in span["references"]:
            ref["traceID"] = "a3ce929d0e0e4736"
    spans = spans_from_jaeger_json(trace)
    assert {s.get_span_context().trace_id for s in spans} == {0xA3CE929D0E0E4736}


@pytest.mark.parametrize(
    "bad",
    [
        [],
        {"data": "x"},
        {"data": None, "errors": [{"code": 404, "msg": "trace not found"}]},
        {"data": [{"spans": [{"traceID": "xyz", "spanID": "1", "startTime": 1}]}]},
        {"data": [{"spans": [{"traceID": "1", "spanID": "1"}]}]},
        {"data": [{"spans": [{"traceID": "1", "spanID": "1", "startTime": 1, "tags": [{"key": "a", "type": "int64", "value": "x"}]}]}]},
        {"something": "else"},
    ],
)
def test_malformed_jaeger_json_raises_value_error_with_one_line(bad: Any) -> None:
    with pytest.raises(ValueError) as info:
        spans_from_jaeger_json(bad)
    assert "\n" not in str(info.value)


# --- one trace as the real Jaeger v2 (v1.76.0) stored it, read through both of its APIs ---------
# tests/data/jaeger_v3_trace.json: GET /api/v3/traces/{id}; tests/data/jaeger_v1_trace.json:
# GET /api/traces/{id}; recorded from the binary built by scripts/build-jaeger.sh, for a trace
# sent by the Python SDK's OTLP/HTTP exporter through collector-config/collector.yaml.


def _fixture(name: str) -> Any:
    return json.loads((DATA / name).read_text())


def test_recorded_jaeger_v3_response_loads_with_nanosecond_times_and_typed_arrays() -> None:
    spans = {s.name: s for s in spans_from_otlp_json(_fixture("jaeger_v3_trace.json"))}
    assert set(spans) == {"agent", "chat gpt-4o", "execute_tool search", "handler"}
    root = spans["agent"]
    assert root.parent is None
    assert dict(root.attributes) == {
        "gen_ai.operation.name": "invoke_agent", "count": 7, "ratio": 0.25, "flag": False,
        "keys": ("a", "b"), "numbers": (1, 2, 3), "json": '{"x": 1}',
    }
    assert [(e.name, dict(e.attributes)) for e in root.events] == [
        ("decision_made", {"choice": "b", "score": 0.5, "n": 3, "ok": True})
    ]
    assert root.start_time % 1000 != 0 or root.end_time % 1000 != 0  # api/v3 keeps nanoseconds
    assert dict(root.resource.attributes) == {"service.name": "fixture-svc", "deployment.environment": "test"}
    assert (root.instrumentation_scope.name, root.instrumentation_scope.version) == ("critiqor.fixture", "0.1.0")
    tool = spans["execute_tool search"]
    assert tool.parent.span_id == root.get_span_context().span_id
    assert (tool.status.status_code, tool.status.description) == (StatusCode.ERROR, "timeout after 3s")
    assert [(l.context.span_id, dict(l.attributes)) for l in tool.links] == [
        (root.get_span_context().span_id, {"why": "retry-of"})
    ]
    assert spans["chat gpt-4o"].kind is SpanKind.CLIENT
    assert spans["handler"].kind is SpanKind.SERVER and spans["handler"].status.status_code is StatusCode.OK


def test_recorded_jaeger_v1_response_matches_v3_up_to_microseconds_and_json_arrays() -> None:
    v3 = {s.get_span_context().span_id: s for s in spans_from_otlp_json(_fixture("jaeger_v3_trace.json"))}
    v1 = {s.get_span_context().span_id: s for s in spans_from_jaeger_json(_fixture("jaeger_v1_trace.json"))}
    assert v1.keys() == v3.keys()
    for span_id, old in v1.items():
        new = v3[span_id]
        assert old.get_span_context().trace_id == new.get_span_context().trace_id
        assert (old.parent.span_id if old.parent else None) == (new.parent.span_id if new.parent else None)
        assert (old.name, old.kind) == (new.name, new.kind)
        assert (old.status.status_code, old.status.description) == (new.status.status_code, new.status.description)
        assert old.start_time == new.start_time // 1000 * 1000  # /api/traces has microseconds
        assert abs(old.end_time - new.end_time) < 2000
        expected = {k: json.dumps(list(v), separators=(",", ":")) if isinstance(v, tuple) else v
                    for k, v in new.attributes.items()}  # /api/traces carries arrays as JSON text
        assert dict(old.attributes) == expected
        assert [(e.name, e.timestamp, dict(e.attributes)) for e in old.events] == [
            (e.name, e.timestamp // 1000 * 1000, dict(e.attributes)) for e in new.events
        ]
        assert dict(old.resource.attributes) == dict(new.resource.attributes)
        assert (old.instrumentation_scope.name, old.instrumentation_scope.version) == (
            new.instrumentation_scope.name, new.instrumentation_scope.version)
        assert [l.context.span_id for l in old.links] == [l.context.span_id for l in new.links]


def test_from_jaeger_undoes_the_query_services_adjustments() -> None:
    """Jaeger's query sorts events by name and may add `@jaeger@warnings`; from_jaeger undoes both."""
    doc = _fixture("jaeger_v3_trace.json")
    span = next(
        s for rs in doc["result"]["resourceSpans"] for ss in rs["scopeSpans"] for s in ss["spans"] if s["name"] == "agent"
    )
    first = span["events"][0]
    start = int(first["timeUnixNano"])
    span["events"] = [
        {"name": "a_late", "timeUnixNano": str(start + 2)},
        {"name": "b_tie", "timeUnixNano": str(start + 1)},
        {"name": "c_tie", "timeUnixNano": str(start + 1)},
        {"name": "z_early", "timeUnixNano": str(start)},
    ]
    span["attributes"].append({"key": "@jaeger@warnings", "value": {"arrayValue": {"values": [{"stringValue": "skew"}]}}})
    as_stored = next(s for s in spans_from_otlp_json(doc) if s.name == "agent")
    assert [e.name for e in as_stored.events] == ["a_late", "b_tie", "c_tie", "z_early"]
    assert "@jaeger@warnings" in as_stored.attributes
    adjusted = next(s for s in spans_from_otlp_json(doc, from_jaeger=True) if s.name == "agent")
    assert [e.name for e in adjusted.events] == ["z_early", "b_tie", "c_tie", "a_late"]
    assert not [k for k in adjusted.attributes if k.startswith("@jaeger@")]


def test_jaeger_json_events_are_in_time_order_and_warnings_dropped() -> None:
    doc = json.loads(json.dumps(JAEGER_DOC))
    root = doc["data"][0]["spans"][0]
    root["logs"] = [
        {"timestamp": 20, "fields": [{"key": "event", "type": "string", "value": "a_second"}]},
        {"timestamp": 10, "fields": [{"key": "event", "type": "string", "value": "b_first"}]},
    ]
    root["tags"].append({"key": "@jaeger@format", "type": "string", "value": "otlp"})
    spans = spans_from_jaeger_json(doc)
    assert [e.name for e in spans[0].events] == ["b_first", "a_second"]
    assert "@jaeger@format" not in spans[0].attributes
