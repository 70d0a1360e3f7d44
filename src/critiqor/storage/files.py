"""Stored traces in files, read once, their format told from what they hold.

A file holds one JSON document, a JSON list of documents, or one document per line (JSON Lines,
as the OTel Collector's `file` exporter writes). Each document is read by its format:

* ``{"resourceSpans": [...]}``: OTLP JSON (an OTLP/HTTP JSON request body, a file-exporter line);
* ``{"result": {...}}`` (or an api/v3 ``{"error": {...}}`` body): a Jaeger api/v3 response;
* ``{"data": [...]}`` or one trace object ``{"traceID", "spans", "processes"}``: a Jaeger
  ``/api/traces`` response.

Anything else is read as OTLP JSON, whose reader says what is missing.
"""

from __future__ import annotations

import json
import os
from typing import Any, Iterator, Mapping

from opentelemetry.sdk.trace import ReadableSpan

from critiqor.storage.jaeger_json import spans_from_jaeger_json, spans_from_jaeger_v3_json
from critiqor.storage.otlp_json import spans_from_otlp_json

__all__ = ["load_spans", "spans_from_document"]


def spans_from_document(document: Any) -> list[ReadableSpan]:
    """SDK spans from one parsed JSON document of any supported format (see the module docstring);
    `ValueError` with a one-line message when it is malformed."""
    if isinstance(document, Mapping):
        if "result" in document or ("error" in document and "resourceSpans" not in document):
            return spans_from_jaeger_v3_json(document)
        if "data" in document or "spans" in document:
            return spans_from_jaeger_json(document)
    return spans_from_otlp_json(document)


def _documents(text: str) -> Iterator[Any]:
    """The JSON documents of `text`: the whole text as one document, else one per non-empty line.

    Text whose first line is not JSON on its own is one (malformed) document, so its error
    names the place in the document; in JSON Lines the error names the line."""
    stripped = text.strip()
    if not stripped:
        return
    try:
        whole = json.loads(stripped)
    except json.JSONDecodeError as exc:
        lines = [(number, line) for number, line in enumerate(text.splitlines(), 1) if line.strip()]
        if not _is_json(lines[0][1]):
            raise ValueError(f"invalid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
        for number, line in lines:
            try:
                yield json.loads(line)
            except json.JSONDecodeError as line_exc:
                raise ValueError(f"line {number}: invalid JSON: {line_exc.msg}") from None
        return
    if isinstance(whole, list):
        yield from whole
    else:
        yield whole


def _is_json(text: str) -> bool:
    try:
        json.loads(text)
    except json.JSONDecodeError:
        return False
    return True


def _read_text(path: str | os.PathLike[str]) -> str:
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except FileNotFoundError:
        raise ValueError(f"cannot read {os.fspath(path)}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ValueError(f"cannot read {os.fspath(path)}: {reason}") from None


def load_spans(path: str | os.PathLike[str]) -> list[ReadableSpan]:
    """SDK spans from a file of stored traces, read once: OTLP JSON (one document, or one per line
    as the Collector's file exporter writes), a Jaeger api/v3 response or a Jaeger `/api/traces`
    response, in the order stored. An empty file gives `[]`; unreadable or malformed content
    raises `ValueError` with a one-line message naming the file."""
    text = _read_text(path)
    spans: list[ReadableSpan] = []
    try:
        for document in _documents(text):
            spans.extend(spans_from_document(document))
    except ValueError as exc:
        message = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ValueError(f"{os.fspath(path)}: {message}") from None
    return spans
