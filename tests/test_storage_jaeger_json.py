"""Jaeger's query JSON: `/api/traces` (spans_from_jaeger_json) and api/v3 (spans_from_jaeger_v3_json)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from opentelemetry.trace import SpanKind, StatusCode

from critiqor.storage import spans_from_jaeger_json, spans_from_jaeger_v3_json, spans_from_otlp_json
from storage_helpers import fixture, make_spans, otlp_json, summaries


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


def test_recorded_jaeger_v3_response_loads_with_nanosecond_times_and_typed_arrays() -> None:
    spans = {s.name: s for s in spans_from_jaeger_v3_json(fixture("jaeger_v3_trace.json"))}
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
    v3 = {s.get_span_context().span_id: s for s in spans_from_jaeger_v3_json(fixture("jaeger_v3_trace.json"))}
    v1 = {s.get_span_context().span_id: s for s in spans_from_jaeger_json(fixture("jaeger_v1_trace.json"))}
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


def test_jaeger_v3_reader_undoes_the_query_services_adjustments() -> None:
    """Jaeger's query sorts events by name and may add `@jaeger@warnings`: the OTLP inside `result`
    read as stored shows both; the api/v3 reader undoes both."""
    doc = fixture("jaeger_v3_trace.json")
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
    as_stored = next(s for s in spans_from_otlp_json(doc["result"]) if s.name == "agent")
    assert [e.name for e in as_stored.events] == ["a_late", "b_tie", "c_tie", "z_early"]
    assert "@jaeger@warnings" in as_stored.attributes
    adjusted = next(s for s in spans_from_jaeger_v3_json(doc) if s.name == "agent")
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


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ({"error": {"httpCode": 404, "message": "trace not found"}}, "error response: trace not found"),
        ({"result": "nope"}, "no 'result' object"),
        ({"resourceSpans": []}, "no 'result' object"),
        ([], "expected an object"),
        ({"result": {"resourceSpans": "x"}}, "'resourceSpans' is not a list"),
    ],
)
def test_malformed_jaeger_v3_json_raises_value_error_with_one_line(bad: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message) as info:
        spans_from_jaeger_v3_json(bad)
    assert "\n" not in str(info.value)


def test_jaeger_v3_reader_reads_the_otlp_json_inside_result_field_for_field() -> None:
    spans = make_spans()
    assert summaries(spans_from_jaeger_v3_json({"result": otlp_json(spans)})) == summaries(spans)
