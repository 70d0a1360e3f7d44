"""The real Jaeger and Collector of the fixtures: the pipeline of collector-config/ carries a raw
OTLP/JSON request into Jaeger, and the Jaeger client of critiqor reads it back."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path

import pytest

from critiqor.storage import JaegerError, TraceNotFoundError, fetch_trace, find_traces, wait_for_trace
from services import ServiceError, start_jaeger

pytestmark = pytest.mark.integration

TRACE_ID = "5b8efff798038103d269b633813fc60c"


def _post_otlp_json(url: str, service: str, trace_id: str) -> None:
    now = time.time_ns()
    body = {
        "resourceSpans": [{
            "resource": {"attributes": [{"key": "service.name", "value": {"stringValue": service}}]},
            "scopeSpans": [{
                "scope": {"name": "raw-otlp-json"},
                "spans": [
                    {"traceId": trace_id, "spanId": "eee19b7ec3c1b174", "name": "agent", "kind": 1,
                     "startTimeUnixNano": str(now), "endTimeUnixNano": str(now + 2_000_123),
                     "attributes": [{"key": "n", "value": {"intValue": "3"}}]},
                    {"traceId": trace_id, "spanId": "eee19b7ec3c1b175", "parentSpanId": "eee19b7ec3c1b174",
                     "name": "execute_tool search", "kind": 3, "startTimeUnixNano": str(now + 1000),
                     "endTimeUnixNano": str(now + 1_000_456), "status": {"code": 2, "message": "boom"},
                     "events": [{"name": "retry", "timeUnixNano": str(now + 2000),
                                 "attributes": [{"key": "attempt", "value": {"intValue": "2"}}]}]},
                ],
            }],
        }]
    }
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        assert response.status == 200


def test_collector_pipeline_delivers_otlp_json_to_jaeger(collector) -> None:
    _post_otlp_json(collector.otlp_http_traces, "raw-json-svc", TRACE_ID)
    base = collector.jaeger.query_url
    spans = {s.name: s for s in wait_for_trace(base, TRACE_ID, min_spans=2, timeout=30)}
    assert set(spans) == {"agent", "execute_tool search"}
    tool = spans["execute_tool search"]
    assert tool.parent.span_id == 0xEEE19B7EC3C1B174
    assert tool.status.description == "boom"
    assert [(e.name, dict(e.attributes)) for e in tool.events] == [("retry", {"attempt": 2})]
    assert spans["agent"].end_time - spans["agent"].start_time == 2_000_123  # api/v3 keeps nanoseconds
    assert spans["agent"].resource.attributes["service.name"] == "raw-json-svc"

    legacy = {s.name: s for s in fetch_trace(base, TRACE_ID, api="v1")}
    assert legacy["agent"].end_time - legacy["agent"].start_time == 2_000_000  # /api/traces: microseconds
    assert legacy["execute_tool search"].events[0].name == "retry"

    for api in ("v3", "v1"):
        found = find_traces(base, "raw-json-svc", lookback=600, limit=5, api=api)
        assert [{s.name for s in trace} for trace in found] == [{"agent", "execute_tool search"}]
        assert find_traces(base, "no-such-service", lookback=600, api=api) == []


def test_jaeger_client_errors_are_one_line(jaeger) -> None:
    for api in ("v3", "v1", "auto"):
        with pytest.raises(TraceNotFoundError) as info:
            fetch_trace(jaeger.query_url, "0123456789abcdef0123456789abcdef", api=api)
        assert "\n" not in str(info.value)
    with pytest.raises(JaegerError, match="not a trace id"):
        fetch_trace(jaeger.query_url, "not-hex")
    with pytest.raises(JaegerError, match="cannot reach Jaeger"):
        fetch_trace("http://127.0.0.1:9", TRACE_ID, timeout=2)
    with pytest.raises(JaegerError, match="gave up"):
        wait_for_trace(jaeger.query_url, "0123456789abcdef0123456789abcdef", timeout=0.5)


def test_a_missing_binary_is_an_error_not_a_skip(tmp_path: Path) -> None:
    with pytest.raises(ServiceError, match="cannot run"):
        start_jaeger(tmp_path, binary=tmp_path / "no-jaeger")
