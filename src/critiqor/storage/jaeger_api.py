"""A small client for Jaeger's query HTTP API: traces read back as SDK spans (standard library only).

Two APIs are spoken:

* ``v3`` (Jaeger v2's OTLP API, the default): ``GET /api/v3/traces/{trace_id}`` and
  ``GET /api/v3/traces?query.service_name=...&query.start_time_min=...&query.start_time_max=...``;
  answers ``{"result": {"resourceSpans": [...]}}`` (OTLP JSON), read by `spans_from_jaeger_v3_json`.
* ``v1`` (the UI's API, also in Jaeger v1): ``GET /api/traces/{trace_id}`` and
  ``GET /api/traces?service=...&start=...&end=...&limit=...``; answers
  ``{"data": [{"traceID", "spans", "processes"}]}``, read by `spans_from_jaeger_json`.

``api="auto"`` uses v3 and falls back to v1 when the server has no v3 API. This module does the
HTTP only; the answers are read by `critiqor.storage.jaeger_json`. Every failure (unreachable
server, unknown trace, malformed answer) raises `JaegerError` with a one-line message, and
`TraceNotFoundError` when Jaeger answered that it has no such trace. A search that matches
nothing is not a failure: `find_traces` returns `[]` only when Jaeger answered that the service
has no traces in the window, and raises `JaegerError` for everything else.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import datetime, timezone
from typing import Any, Callable, Literal

from opentelemetry.sdk.trace import ReadableSpan

from critiqor.storage.jaeger_json import spans_from_jaeger_json, spans_from_jaeger_v3_json


__all__ = ["JaegerError", "TraceNotFoundError", "fetch_trace", "find_traces", "group_by_trace", "wait_for_trace"]

Api = Literal["auto", "v3", "v1"]
DEFAULT_TIMEOUT = 10.0


class JaegerError(Exception):
    """Jaeger could not be reached, or did not answer with the trace(s) asked for."""


class TraceNotFoundError(JaegerError):
    """Jaeger answered, and has no trace with this id."""


class _NoV3Api(JaegerError):
    """The server does not speak the api/v3 HTTP API."""


def _trace_id_hex(trace_id: str | int) -> str:
    if isinstance(trace_id, int):
        if not 0 < trace_id < 2**128:
            raise JaegerError(f"not a trace id: {trace_id}")
        return f"{trace_id:032x}"
    text = str(trace_id).strip().lower()
    if not text or len(text) > 32 or any(c not in "0123456789abcdef" for c in text):
        raise JaegerError(f"not a trace id (1 to 32 hex digits): {trace_id!r}")
    return text.rjust(32, "0")


def _get(base_url: str, path: str, params: dict[str, Any] | None, timeout: float) -> tuple[int, Any]:
    """(HTTP status, parsed JSON or None) for GET base_url+path; JaegerError when unreachable."""
    url = base_url.rstrip("/") + path
    if params:
        url += "?" + urllib.parse.urlencode(params)
    try:
        parts = urllib.parse.urlsplit(base_url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError("expected http(s)://host:port")
        request = urllib.request.Request(url, headers={"Accept": "application/json"})
    except ValueError as exc:
        raise JaegerError(f"not a Jaeger URL: {base_url!r} ({exc})") from None
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, body = response.status, response.read()
    except urllib.error.HTTPError as exc:
        status, body = exc.code, exc.read()
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise JaegerError(f"cannot reach Jaeger at {base_url}: {reason}") from None
    try:
        return status, json.loads(body)
    except ValueError:
        return status, None


def _v3_error(status: int, data: Any) -> JaegerError:
    if not isinstance(data, dict) or "error" not in data and "result" not in data:
        return _NoV3Api(f"Jaeger answered HTTP {status} without an api/v3 JSON body")
    error = data.get("error") or {}
    message = error.get("message", "") if isinstance(error, dict) else str(error)
    if status == 404:
        return TraceNotFoundError(message or "not found")
    return JaegerError(f"Jaeger answered HTTP {status}: {message}")


def _v1_error(status: int, data: Any) -> JaegerError:
    errors = data.get("errors") if isinstance(data, dict) else None
    message = ""
    if errors:
        first = errors[0]
        message = first.get("msg", "") if isinstance(first, dict) else str(first)
    if status == 404:
        return TraceNotFoundError(message or "not found")
    return JaegerError(f"Jaeger answered HTTP {status}: {message or 'no JSON body'}")


def _spans(loader: Any, data: Any, base_url: str) -> list[ReadableSpan]:
    try:
        return loader(data)
    except ValueError as exc:
        raise JaegerError(f"Jaeger at {base_url} answered with data that is not a trace: {exc}") from None


def _fetch_v3(base_url: str, trace_hex: str, timeout: float) -> list[ReadableSpan]:
    status, data = _get(base_url, f"/api/v3/traces/{trace_hex}", None, timeout)
    if status != 200 or not isinstance(data, dict) or "result" not in data:
        raise _v3_error(status, data)
    return _spans(spans_from_jaeger_v3_json, data, base_url)


def _fetch_v1(base_url: str, trace_hex: str, timeout: float) -> list[ReadableSpan]:
    status, data = _get(base_url, f"/api/traces/{trace_hex}", None, timeout)
    if status != 200 or not isinstance(data, dict) or not data.get("data"):
        raise _v1_error(status if status != 200 else 404, data)
    return _spans(spans_from_jaeger_json, data, base_url)


def _with_api(api: Api, v3: Callable[[], list[ReadableSpan]], v1: Callable[[], list[ReadableSpan]]) -> list[ReadableSpan]:
    """`v3()` for "v3", `v1()` for "v1"; for "auto" `v3()`, and `v1()` when the server has no api/v3."""
    if api == "v1":
        return v1()
    if api not in ("auto", "v3"):
        raise JaegerError(f"unknown Jaeger API {api!r}: use 'auto', 'v3' or 'v1'")
    try:
        return v3()
    except _NoV3Api:
        if api == "v3":
            raise
        return v1()


def fetch_trace(base_url: str, trace_id: str | int, *, api: Api = "auto", timeout: float = DEFAULT_TIMEOUT) -> list[ReadableSpan]:
    """All stored spans of one trace, as SDK spans; `TraceNotFoundError` if Jaeger has none."""
    trace_hex = _trace_id_hex(trace_id)
    try:
        spans = _with_api(api, lambda: _fetch_v3(base_url, trace_hex, timeout), lambda: _fetch_v1(base_url, trace_hex, timeout))
    except TraceNotFoundError as exc:
        raise TraceNotFoundError(f"trace {trace_hex} not found in Jaeger at {base_url} ({exc})") from None
    if not spans:
        raise TraceNotFoundError(f"trace {trace_hex} not found in Jaeger at {base_url}")
    return spans


def group_by_trace(spans: list[ReadableSpan]) -> list[list[ReadableSpan]]:
    """Spans split by trace id, traces ordered by their earliest start, spans by start time."""
    traces: dict[int, list[ReadableSpan]] = {}
    for span in spans:
        traces.setdefault(span.get_span_context().trace_id, []).append(span)
    ordered = [sorted(group, key=lambda s: s.start_time or 0) for group in traces.values()]
    return sorted(ordered, key=lambda group: group[0].start_time or 0)


def _window(lookback: float, start: datetime | None, end: datetime | None) -> tuple[datetime, datetime]:
    end = end or datetime.now(timezone.utc)
    start = start or datetime.fromtimestamp(end.timestamp() - lookback, timezone.utc)
    if start.tzinfo is None or end.tzinfo is None:
        raise JaegerError("start and end must be timezone-aware datetimes")
    if start >= end:
        raise JaegerError(f"empty time window: start {start.isoformat()} is not before end {end.isoformat()}")
    return start, end


def _rfc3339(moment: datetime) -> str:
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _find_v3(base_url: str, service: str, start: datetime, end: datetime, limit: int, timeout: float) -> list[ReadableSpan]:
    params = {
        "query.service_name": service,
        "query.start_time_min": _rfc3339(start),
        "query.start_time_max": _rfc3339(end),
        "query.num_traces": limit,
    }
    status, data = _get(base_url, "/api/v3/traces", params, timeout)
    if status == 200 and isinstance(data, dict) and "result" in data:
        return _spans(spans_from_jaeger_v3_json, data, base_url)
    error = _v3_error(status, data)
    if isinstance(error, TraceNotFoundError):  # api/v3 answers 404 "No traces found" for an empty search
        return []
    raise error


def _find_v1(base_url: str, service: str, start: datetime, end: datetime, limit: int, timeout: float) -> list[ReadableSpan]:
    params = {
        "service": service,
        "start": int(start.timestamp() * 1_000_000),
        "end": int(end.timestamp() * 1_000_000),
        "limit": limit,
    }
    status, data = _get(base_url, "/api/traces", params, timeout)
    if status != 200 or not isinstance(data, dict) or data.get("errors"):
        error = _v1_error(status, data)
        if isinstance(error, TraceNotFoundError):  # an empty search answers 200 with no data: a 404 is no API
            raise JaegerError(f"Jaeger at {base_url} answered HTTP 404 to a trace search: {error}")
        raise error
    return _spans(spans_from_jaeger_json, {"data": data.get("data") or []}, base_url)


def find_traces(
    base_url: str,
    service: str,
    *,
    lookback: float = 3600.0,
    start: datetime | None = None,
    end: datetime | None = None,
    limit: int = 20,
    api: Api = "auto",
    timeout: float = DEFAULT_TIMEOUT,
) -> list[list[ReadableSpan]]:
    """Traces of `service` that started in [start, end] (default: the last `lookback` seconds),
    at most `limit`, each as its list of SDK spans, oldest first. `[]` means Jaeger answered that
    the service has no traces in the window; every other failure raises `JaegerError` (never
    `TraceNotFoundError`)."""
    if not service:
        raise JaegerError("a service name is required to search Jaeger")
    if limit < 1:
        raise JaegerError(f"limit must be at least 1, got {limit}")
    window = _window(lookback, start, end)
    spans = _with_api(
        api,
        lambda: _find_v3(base_url, service, *window, limit, timeout),
        lambda: _find_v1(base_url, service, *window, limit, timeout),
    )
    return group_by_trace(spans)[-limit:]


def wait_for_trace(
    base_url: str,
    trace_id: str | int,
    *,
    min_spans: int = 1,
    timeout: float = 30.0,
    interval: float = 0.2,
    api: Api = "auto",
) -> list[ReadableSpan]:
    """`fetch_trace`, polled until the trace has at least `min_spans` spans; `JaegerError` after `timeout` s."""
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while True:
        try:
            spans = fetch_trace(base_url, trace_id, api=api, timeout=min(DEFAULT_TIMEOUT, timeout))
            if len(spans) >= min_spans:
                return spans
            last = JaegerError(f"trace has {len(spans)} of {min_spans} spans")
        except TraceNotFoundError as exc:
            last = exc
        if time.monotonic() >= deadline:
            raise JaegerError(f"gave up after {timeout:g}s waiting for trace {trace_id}: {last}")
        time.sleep(interval)
