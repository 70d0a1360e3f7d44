"""The Jaeger HTTP client against a local stand-in server that answers as Jaeger's query service does.

The stand-in serves recorded Jaeger answers (tests/data) on 127.0.0.1; tests/integration runs the
same client against the real Jaeger.
"""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Iterator
from urllib.parse import urlsplit

import pytest
from typer.testing import CliRunner

from critiqor.cli import app
from critiqor.storage import JaegerError, TraceNotFoundError, fetch_trace, find_traces, group_by_trace
from storage_helpers import fixture, make_spans

TRACE = "de0841c27468b13ea3c56a4578856ef3"  # the trace in tests/data/jaeger_v*_trace.json
NO_TRACES_V3 = (404, {"error": {"httpCode": 404, "message": "No traces found"}})


class FakeJaeger:
    """Answers GET paths from `routes` (path without query -> (status, JSON body or text)); 404 text otherwise."""

    def __init__(self) -> None:
        self.routes: dict[str, tuple[int, Any]] = {}
        self.requests: list[str] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:  # noqa: N802 - the http.server spelling
                fake.requests.append(self.path)
                status, body = fake.routes.get(urlsplit(self.path).path, (404, "404 page not found"))
                payload = (body if isinstance(body, str) else json.dumps(body)).encode()
                self.send_response(status)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"


@pytest.fixture
def jaeger() -> Iterator[FakeJaeger]:
    fake = FakeJaeger()
    thread = threading.Thread(target=fake.server.serve_forever, daemon=True)
    thread.start()
    yield fake
    fake.server.shutdown()
    fake.server.server_close()
    thread.join()


def test_fetch_trace_reads_api_v3_and_undoes_the_query_adjustments(jaeger: FakeJaeger) -> None:
    doc = fixture("jaeger_v3_trace.json")
    agent = next(s for rs in doc["result"]["resourceSpans"] for ss in rs["scopeSpans"] for s in ss["spans"] if s["name"] == "agent")
    start = int(agent["events"][0]["timeUnixNano"])
    agent["events"] = [{"name": "a_late", "timeUnixNano": str(start + 1)}, {"name": "z_early", "timeUnixNano": str(start)}]
    agent["attributes"].append({"key": "@jaeger@warnings", "value": {"stringValue": "skew"}})
    jaeger.routes[f"/api/v3/traces/{TRACE}"] = (200, doc)
    spans = fetch_trace(jaeger.url, TRACE)
    assert len(spans) == 4
    root = next(s for s in spans if s.name == "agent")
    assert [e.name for e in root.events] == ["z_early", "a_late"]
    assert "@jaeger@warnings" not in root.attributes
    assert jaeger.requests == [f"/api/v3/traces/{TRACE}"]


def test_fetch_trace_falls_back_to_api_v1_when_the_server_has_no_api_v3(jaeger: FakeJaeger) -> None:
    jaeger.routes[f"/api/traces/{TRACE}"] = (200, fixture("jaeger_v1_trace.json"))
    spans = fetch_trace(jaeger.url, int(TRACE, 16))
    assert {s.get_span_context().trace_id for s in spans} == {int(TRACE, 16)} and len(spans) == 4
    assert jaeger.requests == [f"/api/v3/traces/{TRACE}", f"/api/traces/{TRACE}"]
    with pytest.raises(JaegerError, match="without an api/v3 JSON body"):
        fetch_trace(jaeger.url, TRACE, api="v3")


def test_fetch_trace_of_an_unknown_trace_raises_trace_not_found(jaeger: FakeJaeger) -> None:
    jaeger.routes[f"/api/v3/traces/{TRACE}"] = (404, {"error": {"httpCode": 404, "message": "trace not found"}})
    with pytest.raises(TraceNotFoundError, match=f"trace {TRACE} not found in Jaeger at {jaeger.url}"):
        fetch_trace(jaeger.url, TRACE)
    jaeger.routes[f"/api/traces/{TRACE}"] = (404, {"data": None, "errors": [{"code": 404, "msg": "trace not found"}]})
    with pytest.raises(TraceNotFoundError):
        fetch_trace(jaeger.url, TRACE, api="v1")


def test_a_malformed_answer_is_a_jaeger_error_naming_the_server(jaeger: FakeJaeger) -> None:
    jaeger.routes[f"/api/v3/traces/{TRACE}"] = (200, {"result": {"resourceSpans": "x"}})
    with pytest.raises(JaegerError, match=f"Jaeger at {jaeger.url} answered with data that is not a trace") as info:
        fetch_trace(jaeger.url, TRACE)
    assert not isinstance(info.value, TraceNotFoundError) and "\n" not in str(info.value)


def test_find_traces_returns_an_empty_list_only_when_jaeger_says_there_are_none(jaeger: FakeJaeger) -> None:
    jaeger.routes["/api/v3/traces"] = NO_TRACES_V3
    assert find_traces(jaeger.url, "quiet-service", lookback=60) == []
    assert "query.service_name=quiet-service" in jaeger.requests[-1]
    jaeger.routes["/api/traces"] = (200, {"data": [], "errors": None})
    assert find_traces(jaeger.url, "quiet-service", lookback=60, api="v1") == []


@pytest.mark.parametrize(
    ("route", "answer", "api", "message"),
    [
        ("/api/v3/traces", (500, {"error": {"httpCode": 500, "message": "storage down"}}), "v3", "HTTP 500: storage down"),
        ("/api/traces", (500, {"data": None, "errors": [{"code": 500, "msg": "storage down"}]}), "v1", "HTTP 500: storage down"),
        ("/elsewhere", (200, {}), "v1", "answered HTTP 404 to a trace search"),
        ("/api/v3/traces", (200, {"result": {"resourceSpans": "x"}}), "auto", "data that is not a trace"),
    ],
)
def test_find_traces_raises_for_every_other_failure(jaeger: FakeJaeger, route: str, answer: tuple, api: str, message: str) -> None:
    jaeger.routes[route] = answer
    with pytest.raises(JaegerError, match=message) as info:
        find_traces(jaeger.url, "svc", lookback=60, api=api)  # type: ignore[arg-type]
    assert not isinstance(info.value, TraceNotFoundError)


def test_find_traces_groups_spans_by_trace_oldest_first(jaeger: FakeJaeger) -> None:
    jaeger.routes["/api/traces"] = (200, fixture("jaeger_v1_trace.json"))
    [trace] = find_traces(jaeger.url, "fixture-svc", lookback=60)
    assert [s.start_time for s in trace] == sorted(s.start_time for s in trace)
    first, second = make_spans(), make_spans()
    grouped = group_by_trace(second[::-1] + first[::-1])
    assert [[s.name for s in group] for group in grouped] == [
        [s.name for s in sorted(first, key=lambda s: s.start_time)],
        [s.name for s in sorted(second, key=lambda s: s.start_time)],
    ]


def test_evaluate_says_when_a_service_has_no_traces_in_the_lookback(jaeger: FakeJaeger) -> None:
    jaeger.routes["/api/v3/traces"] = NO_TRACES_V3
    result = CliRunner().invoke(app, ["evaluate", "--jaeger", jaeger.url, "--service", "quiet", "--lookback", "15m"])
    assert result.exit_code == 2
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines == [f"critiqor-otel evaluate: error: service 'quiet' has no traces in the last 15m at {jaeger.url}"]
