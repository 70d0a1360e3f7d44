"""Any Python value as JSON that every OTLP hop can carry: exact for JSON data, readable otherwise.

No OpenTelemetry here: `evidence.py` uses it for `to_dict()`, `conventions.py` for span values.
The readable forms (documented in the README): NaN and the infinities as "NaN", "Infinity",
"-Infinity"; bytes as "<bytes: b'...'>"; any other object as "<TypeName: repr>"; a reference
cycle as "<cycle>"; nesting deeper than `MAX_DEPTH` as "<too deep: TypeName>"; a dict key that
is not a string, number, bool or None as its repr; sets and tuples as lists.
"""

from __future__ import annotations

import json
import json.scanner
import math
from typing import Any

__all__ = ["MAX_DEPTH", "json_safe", "to_json", "loads", "utf8_safe"]


def _readable(obj: Any) -> str:
    if isinstance(obj, (bytes, bytearray, memoryview)):
        return f"<bytes: {bytes(obj)!r}>"
    try:
        text = repr(obj)
    except Exception:  # a broken __repr__ must not break the recording
        text = f"object at {id(obj):#x}"
    return f"<{type(obj).__name__}: {text}>"


def _float(value: float) -> Any:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return value


MAX_DEPTH = 100  # deeper nesting is written as "<too deep: TypeName>"


def json_safe(value: Any, _seen: frozenset[int] = frozenset(), _depth: int = 0) -> Any:
    """A copy of `value` that JSON can hold, by the readable rules of this module's docstring."""
    if value is None or isinstance(value, (str, bool, int)):
        return value
    if isinstance(value, float):
        return _float(value)
    if isinstance(value, (dict, list, tuple, set, frozenset)):
        if id(value) in _seen:
            return "<cycle>"
        if _depth >= MAX_DEPTH:
            return f"<too deep: {type(value).__name__}>"
        seen = _seen | {id(value)}
        depth = _depth + 1
        if isinstance(value, dict):
            out = {}
            for key, item in value.items():
                if not (key is None or isinstance(key, (str, bool, int, float))):
                    key = _readable(key)
                elif isinstance(key, float):
                    key = json.dumps(_float(key)).strip('"')
                out[key] = json_safe(item, seen, depth)
            return out
        items = value
        if isinstance(value, (set, frozenset)):
            try:
                items = sorted(value)
            except TypeError:
                items = list(value)
        return [json_safe(item, seen, depth) for item in items]
    return _readable(value)


_encoder = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
_ascii_encoder = json.JSONEncoder(ensure_ascii=True, allow_nan=False)


def to_json(value: Any) -> str:
    """JSON text for any value: exact for JSON data, readable for the rest; never raises.

    The text is valid UTF-8: strings with lone surrogates are written with `\\u` escapes."""
    try:
        text = _encoder.encode(value)
    except (TypeError, ValueError, RecursionError):
        value = json_safe(value)
        text = _encoder.encode(value)
    if text.isascii() or utf8_safe(text):
        return text
    return _ascii_encoder.encode(value)


_scan_once = json.scanner.make_scanner(json.JSONDecoder())


def loads(text: str) -> Any:
    """`json.loads` for the compact JSON this package writes, skipping the whitespace passes."""
    try:
        value, end = _scan_once(text, 0)
    except StopIteration:
        raise ValueError(f"not JSON: {text[:40]!r}") from None
    if end != len(text):
        return json.loads(text)  # surrounding whitespace, or trailing data: the full parser decides
    return value




def utf8_safe(text: str) -> bool:
    """Whether UTF-8 can carry `text` (it cannot carry lone surrogates); OTLP strings must be UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
