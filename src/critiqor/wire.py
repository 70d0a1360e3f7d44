"""The span attributes critiqor writes and reads, and the value codec: writer and reader side by side.

Names: GenAI semantic-convention names come from the `opentelemetry-semantic-conventions`
constants; whatever critiqor needs that no convention names lives under `critiqor.*`.

The value codec (the rules are stated once, in the README section "Values on the wire"):
plain strings, booleans, int64 integers and finite floats travel natively; everything else as
JSON listed in `critiqor.json`; what JSON cannot hold in a readable form (`json_safe`), and so
is every container nested deeper than `MAX_DEPTH`, alike when writing and reading; values over
the size limit cut with a visible mark and listed in `critiqor.cut`. Nothing here raises.

`AttributeWriter` builds the attributes of one span or event; `AttributeReader` reads them back.
Every encoding rule has its inverse next to it, and `tests/test_wire.py` tests them together.
"""

from __future__ import annotations

import json
import json.scanner
import math
import re
from itertools import accumulate
from typing import Any, Callable, Mapping

from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as _gen_ai
from opentelemetry.semconv.attributes import error_attributes as _error
from opentelemetry.semconv.attributes import exception_attributes as _exception

# --- GenAI semantic conventions -------------------------------------------------------------
GEN_AI_OPERATION_NAME = _gen_ai.GEN_AI_OPERATION_NAME
GEN_AI_AGENT_NAME = _gen_ai.GEN_AI_AGENT_NAME
GEN_AI_TOOL_NAME = _gen_ai.GEN_AI_TOOL_NAME
GEN_AI_TOOL_CALL_ID = _gen_ai.GEN_AI_TOOL_CALL_ID
GEN_AI_TOOL_CALL_ARGUMENTS = _gen_ai.GEN_AI_TOOL_CALL_ARGUMENTS
GEN_AI_TOOL_CALL_RESULT = _gen_ai.GEN_AI_TOOL_CALL_RESULT
GEN_AI_REQUEST_MODEL = _gen_ai.GEN_AI_REQUEST_MODEL
GEN_AI_USAGE_INPUT_TOKENS = _gen_ai.GEN_AI_USAGE_INPUT_TOKENS
GEN_AI_USAGE_OUTPUT_TOKENS = _gen_ai.GEN_AI_USAGE_OUTPUT_TOKENS
ERROR_TYPE = _error.ERROR_TYPE
GEN_AI_INPUT_MESSAGES = _gen_ai.GEN_AI_INPUT_MESSAGES
GEN_AI_OUTPUT_MESSAGES = _gen_ai.GEN_AI_OUTPUT_MESSAGES
GEN_AI_SYSTEM_INSTRUCTIONS = _gen_ai.GEN_AI_SYSTEM_INSTRUCTIONS
GEN_AI_PROVIDER_NAME = _gen_ai.GEN_AI_PROVIDER_NAME
EXCEPTION_TYPE = _exception.EXCEPTION_TYPE
EXCEPTION_MESSAGE = _exception.EXCEPTION_MESSAGE
EXCEPTION_STACKTRACE = _exception.EXCEPTION_STACKTRACE
EXCEPTION_EVENT = "exception"  # the span event OTel records an exception as

OP_INVOKE_AGENT = _gen_ai.GenAiOperationNameValues.INVOKE_AGENT.value
OP_EXECUTE_TOOL = _gen_ai.GenAiOperationNameValues.EXECUTE_TOOL.value
OP_CHAT = _gen_ai.GenAiOperationNameValues.CHAT.value

# --- span names --------------------------------------------------------------------------------
ROOT_SPAN_NAME = "agent"
FINISH_SPAN_NAME = "critiqor.finish"  # late finish(): carries response/prompt after the root ended
EVENTS_SPAN_NAME = "critiqor.events"  # carries record_event events once the root's event limit is full
EVALUATE_SPAN_NAME = "critiqor.evaluate"  # the verdict span written by scoring; ignored by rebuild

# --- critiqor.* attributes -------------------------------------------------------------------
SEQ = "critiqor.seq"  # recording order of a span's start, or of an event
END_SEQ = "critiqor.end_seq"  # recording order of a tool span's output
PROMPT = "critiqor.prompt"
RESPONSE = "critiqor.response"
TOKEN_USAGE = "critiqor.token_usage"  # the raw usage dict given to record_llm_call, JSON
OUTPUT_TOOL = "critiqor.tool.output_name"  # tool name given to record_tool_output, when it differs
TOOL_ERROR = "critiqor.tool.error"  # the error message given to record_tool_output
FAILED_OUTPUT = "critiqor.tool.output"  # the output of a failed call (gen_ai.tool.call.result is for results)
OUTPUT_MISSING = "critiqor.tool.output_missing"  # tool span ended by finish() without an output
ORPHAN_OUTPUT = "critiqor.tool.orphan_output"  # zero-length span for an output matching no call
EVENT_PAYLOAD = "critiqor.event.payload"  # record_event payload, JSON object
JSON_KEYS = "critiqor.json"  # comma-separated keys of this span whose string value is JSON
CUT_KEYS = "critiqor.cut"  # comma-separated keys of this span/event whose value was cut
REDACTED_KEYS = "critiqor.redacted"  # comma-separated keys of this span/event whose value was withheld (critiqor.content)

INCOMPLETE_NOTE = "critiqor: evidence incomplete"  # starts the metrics.errors note of a dropped run

EVENT_ERROR = "error"
EVENT_RETRY = "retry"

DEFAULT_MAX_VALUE_LENGTH = 64 * 1024
MAX_DEPTH = 100  # containers nested deeper are written, read and exported as "<too deep: TypeName>"
CUT_OBJECT_KEY = "_cut"  # a cut value where the evidence needs a dict: {"_cut": text}
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1
_INT_FAST = 10**300  # ints below this in size always have a decimal form
_MAX_SEQ_DIGITS = 18  # a recording seq fits an int64; longer digit strings are not ours


# --- readable forms: any value as JSON data ----------------------------------------------------
def _readable(obj: Any) -> str:
    if isinstance(obj, (bytes, bytearray, memoryview)):
        try:
            return f"<bytes: {bytes(obj)!r}>"
        except Exception:  # a released memoryview
            return f"<{type(obj).__name__}>"
    try:
        text = repr(obj)
        if not isinstance(text, str):
            raise TypeError("repr() did not return a string")
    except Exception:  # a broken __repr__ (or one too deep for the stack) must not break the recording
        text = f"object at {id(obj):#x}"
    return f"<{_type_name(obj)}: {text}>"


def _type_name(obj: Any) -> str:
    name = type(obj).__name__
    return name if isinstance(name, str) else "object"


def _float(value: float) -> Any:
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return value


def _int(value: int) -> Any:
    """An int as JSON can hold it: itself, or `"<int: 0x...>"` when Python cannot write it in
    decimal (over `sys.get_int_max_str_digits()` digits, 4,300 by default)."""
    if -_INT_FAST < value < _INT_FAST:
        return value
    try:
        int.__repr__(value)
    except ValueError:
        return f"<int: {int.__index__(value):#x}>"
    return value


def _safe_key(key: Any) -> Any:
    if key is None or isinstance(key, (str, bool)):
        return key
    if isinstance(key, int):
        return _int(key)
    if isinstance(key, float):
        return json.dumps(_float(key)).strip('"')
    return _readable(key)


def too_deep(value: Any) -> str:
    """The readable form of a container nested deeper than `MAX_DEPTH`."""
    return f"<too deep: {_type_name(value)}>"


def json_safe(value: Any, _seen: frozenset[int] = frozenset(), _depth: int = 0) -> Any:
    """A copy of `value` that JSON can hold: JSON data unchanged (to `MAX_DEPTH` levels), the
    rest in its readable form. Never raises: a container that cannot be walked (its `items()`,
    `__iter__` or `__lt__` raises) is written in its readable form, alone."""
    if value is None or isinstance(value, (str, bool)):
        return value
    if isinstance(value, int):
        return _int(value)
    if isinstance(value, float):
        return _float(value)
    if not isinstance(value, (dict, list, tuple, set, frozenset)):
        return _readable(value)
    if id(value) in _seen:
        return "<cycle>"
    if _depth >= MAX_DEPTH:
        return too_deep(value)
    try:
        return _safe_container(value, _seen | {id(value)}, _depth + 1)
    except Exception:  # items()/__iter__/__lt__ raised, or the stack ran out: this container only
        return _readable(value)


def _safe_container(value: Any, seen: frozenset[int], depth: int) -> Any:
    if isinstance(value, dict):
        return {_safe_key(key): json_safe(item, seen, depth) for key, item in value.items()}
    items = value
    if isinstance(value, (set, frozenset)):
        try:
            items = sorted(value)
        except Exception:  # unorderable, or an __lt__ that raises
            items = list(value)
    return [json_safe(item, seen, depth) for item in items]


_encoder = json.JSONEncoder(ensure_ascii=False, allow_nan=False)
_ascii_encoder = json.JSONEncoder(ensure_ascii=True, allow_nan=False)


def _py_make_encoder(*_settings: Any) -> Callable[[Any, int], tuple[str]]:
    """Without the C accelerator: `_encoder.encode` in the shape of `c_make_encoder`."""
    return lambda value, _level: (_encoder.encode(value),)


#: `_encoder.encode(value)` is `"".join(_make_encoder({}, *_ENCODER_SETTINGS)(value, 0))`: the C
#: encoder made as `JSONEncoder.iterencode` makes it, without the two Python-level calls around it.
_make_encoder = getattr(json.encoder, "c_make_encoder", None) or _py_make_encoder
_ENCODER_SETTINGS = (_encoder.default, json.encoder.encode_basestring, None, ": ", ", ", False, False, False)
#: One such encoder made once, not per value (making one costs a fifth of encoding a small dict).
#: Its cycle markers are empty between encodings that succeed; one that fails part-way (or another
#: thread's, or a nested one's, that meets them) can only make an encoding fail, which `to_json`
#: answers by the `json_safe` path: the same text for the same JSON data, so sharing never changes
#: what is written.
_markers: dict[int, Any] = {}
_shared_encoder = _make_encoder(_markers, *_ENCODER_SETTINGS)


def utf8_safe(text: str) -> bool:
    """Whether UTF-8 can carry `text` (it cannot carry lone surrogates); OTLP strings must be UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def to_json(value: Any) -> str:
    """JSON text for any value: exact for JSON data within `MAX_DEPTH` levels, readable for the
    rest (deeper containers as `"<too deep: TypeName>"`); never raises.

    The text is valid UTF-8: strings with lone surrogates are written with `\\u` escapes."""
    try:
        text = "".join(_shared_encoder(value, 0))  # `_encoder.encode(value)`
        if len(text) > _MIN_DEEP_LENGTH and _may_nest_deeper(text) and json_depth(text) > MAX_DEPTH:
            raise ValueError("nested deeper than MAX_DEPTH")
    except Exception:  # not JSON data, too deep, or a container whose methods raise
        _markers.clear()  # an encoding that failed part-way leaves its open containers marked
        value = json_safe(value)
        text = _encode_safe(_encoder, value)
    if text.isascii() or utf8_safe(text):
        return text
    return _encode_safe(_ascii_encoder, value)


def _encode_safe(encoder: json.JSONEncoder, value: Any) -> str:
    """Encode what `json_safe` returned (JSON data by construction); a stack already nearly
    exhausted by the caller still gives text."""
    try:
        return encoder.encode(value)
    except Exception:
        return encoder.encode(_readable(value))


# --- nesting depth, one limit for writing, reading and `EvaluationEvidence.to_dict()` ---------
_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


_MIN_DEEP_LENGTH = 2 * MAX_DEPTH  # shorter JSON text cannot nest deeper than MAX_DEPTH


def _may_nest_deeper(text: str) -> bool:
    """A cheap test: JSON text with at most `MAX_DEPTH` opening brackets cannot nest deeper."""
    return text.count("[") + text.count("{") > MAX_DEPTH


def json_depth(text: str) -> int:
    """How deep the containers of JSON `text` nest (0 for a scalar), without decoding it."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    return max(accumulate(map(_BRACKET_STEP.__getitem__, brackets)), default=0)


def _cut_deep_text(text: str) -> str:
    """JSON `text` with every container nested deeper than `MAX_DEPTH` replaced by its readable
    form (`"<too deep: list>"` / `"<too deep: dict>"`), so that decoding it cannot recurse deeper."""
    parts: list[str] = []
    depth, kept_to, skip_from = 0, 0, None
    for match in _JSON_TOKEN.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth == MAX_DEPTH + 1:
                skip_from = match.start()
        elif token in "]}":
            if depth == MAX_DEPTH + 1 and skip_from is not None:
                kind = "list" if text[skip_from] == "[" else "dict"
                parts.append(text[kept_to:skip_from])
                parts.append(f'"<too deep: {kind}>"')
                kept_to, skip_from = match.end(), None
            depth -= 1
    parts.append(text[kept_to:])
    return "".join(parts)


_JSON_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


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


# --- one attribute value -----------------------------------------------------------------------
def encode(value: Any) -> tuple[Any, bool]:
    """(attribute value, is_json): native for plain str/bool/int64/finite float, else JSON text.

    A string that UTF-8 cannot carry (lone surrogates, as `os.fsdecode` makes) travels as JSON
    with `\\u` escapes, so it still comes back exactly."""
    cls = type(value)
    if cls is str:
        if value.isascii() or utf8_safe(value):
            return value, False
        return to_json(value), True
    if cls is bool:
        return value, False
    if cls is int:
        if _INT64_MIN <= value <= _INT64_MAX:
            return value, False
    elif cls is float:
        if math.isfinite(value):
            return value, False
    return to_json(value), True


def decode(value: Any, is_json: bool, was_cut: bool = False) -> Any:
    """The inverse of `encode`: JSON text back to data; a cut or undecodable value stays text.
    Containers nested deeper than `MAX_DEPTH` come back in their readable form, as written."""
    if not is_json or was_cut or not isinstance(value, str):
        return list(value) if type(value) is tuple else value  # an array attribute (never critiqor's) as a list
    if len(value) > _MIN_DEEP_LENGTH and _may_nest_deeper(value) and json_depth(value) > MAX_DEPTH:
        value = _cut_deep_text(value)
    try:  # `loads`, inline: hot path
        decoded, end = _scan_once(value, 0)
        if end != len(value):
            decoded = json.loads(value)  # surrounding whitespace, or trailing data: the full parser decides
    except (StopIteration, ValueError, RecursionError):
        return value
    return decoded


def cut(text: str, limit: int, total: int | None = None) -> str:
    """`text` shortened to at most `limit` characters and marked as cut; with `total`, shortened
    further so that text and mark together fit in `total` characters (an SDK length limit)."""
    keep = limit
    if total is not None:
        keep = min(keep, max(0, total - len(f"…[cut: {keep} of {len(text)} chars]")))
    return f"{text[:keep]}…[cut: {keep} of {len(text)} chars]"


def append_key(existing: str | None, key: str) -> str:
    """`key` added to a `critiqor.json` / `critiqor.cut` / `critiqor.redacted` key list."""
    return f"{existing},{key}" if existing else key


def join_keys(first: str | None, second: str | None) -> str:
    """Two `critiqor.json` / `critiqor.cut` key lists as one."""
    return append_key(first, second) if second else first or ""


class AttributeWriter:
    """Writes values into an attribute dict by the codec: native or JSON (listed in `critiqor.json`),
    cut with a mark over `limit` (listed in `critiqor.cut`); names as strings OTLP can carry.

    `fit` is the SDK's own length limit when the application set one: cut values, mark
    included, stay within it. `warn(kind, message)` is told about values recorded in another form.
    """

    __slots__ = ("limit", "fit", "_warn")

    def __init__(self, limit: int, fit: int | None, warn: Callable[[str, str], None]) -> None:
        self.limit = limit
        self.fit = fit
        self._warn = warn

    def value(self, attrs: dict[str, Any], key: str, value: Any) -> None:
        """`value` under `key`: native when plain, else JSON listed in `critiqor.json`; cut if long."""
        kind = type(value)
        if kind is bool or (kind is str and value.isascii()):  # the common cases, without a call
            encoded = value
        else:
            encoded, is_json = encode(value)
            if is_json:
                attrs[JSON_KEYS] = append_key(attrs.get(JSON_KEYS), key)
        if type(encoded) is str and len(encoded) > self.limit:
            encoded = cut(encoded, self.limit, self.fit)
            attrs[CUT_KEYS] = append_key(attrs.get(CUT_KEYS), key)
        attrs[key] = encoded

    def encoded(self, attrs: dict[str, Any], key: str, encoded: Any, is_json: bool) -> None:
        """A value `encode` already encoded (the content policy looks at it first); cut if long."""
        if is_json:
            attrs[JSON_KEYS] = append_key(attrs.get(JSON_KEYS), key)
        if type(encoded) is str and len(encoded) > self.limit:  # `json_text`, inline: hot path
            encoded = cut(encoded, self.limit, self.fit)
            attrs[CUT_KEYS] = append_key(attrs.get(CUT_KEYS), key)
        attrs[key] = encoded

    def json(self, attrs: dict[str, Any], key: str, value: Any) -> None:
        """`value` under `key` as JSON text (a field that is always JSON); cut if long."""
        self.json_text(attrs, key, to_json(value))

    def json_text(self, attrs: dict[str, Any], key: str, text: Any) -> None:
        """An attribute value as it goes on the span (JSON text, or a native value), cut if long."""
        if type(text) is str and len(text) > self.limit:
            text = cut(text, self.limit, self.fit)
            attrs[CUT_KEYS] = append_key(attrs.get(CUT_KEYS), key)
        attrs[key] = text

    def name(self, value: Any, kind: str) -> str:
        """A name (tool, call id, model, event, error) as a string OTLP can carry, cut with a mark
        when longer than the limit."""
        if type(value) is str and value.isascii() and len(value) <= self.limit:
            return value
        return self.fitted(self.string(value, kind))

    def string(self, value: Any, kind: str) -> str:
        """`value` as a string OTLP can carry, whole (for a text that `value()` then cuts and marks)."""
        if type(value) is not str and isinstance(value, str):  # a str subclass: its plain text
            value = str.__str__(value)
        if not isinstance(value, str):
            self._warn(kind, f"critiqor: a {kind} of type {type(value).__name__} is not a string; recorded as str()")
            try:
                value = str(value)
                if not isinstance(value, str):
                    raise TypeError("__str__ did not return a string")
            except Exception:  # a broken __str__: the readable form
                value = to_json(value)
        if not value.isascii() and not utf8_safe(value):
            self._warn("utf8", f"critiqor: a {kind} has characters UTF-8 cannot carry; recorded with \\x escapes")
            value = value.encode("utf-8", "backslashreplace").decode("utf-8")
        return value

    def fitted(self, text: str) -> str:
        """`text` within the limit: cut with a mark when longer (a name, a span status description)."""
        if len(text) > self.limit:
            return cut(text, self.limit, self.fit)
        return text


_NO_KEYS: frozenset[str] = frozenset()
_key_lists: dict[str, frozenset[str]] = {}  # the same few short key lists come back all the time
_KEY_LIST_CACHE_ENTRIES = 256
_KEY_LIST_CACHE_MAX_CHARS = 256  # longer lists are split each time, never held: bounded in bytes


def _split_keys(value: str) -> frozenset[str]:
    keys = _key_lists.get(value)
    if keys is None:
        keys = frozenset(value.split(","))
        if len(value) <= _KEY_LIST_CACHE_MAX_CHARS:
            if len(_key_lists) >= _KEY_LIST_CACHE_ENTRIES:
                _key_lists.clear()
            _key_lists[value] = keys
    return keys


def key_list(attrs: Mapping[str, Any], name: str) -> frozenset[str]:
    """The keys listed in a `critiqor.json` / `critiqor.cut` attribute (comma-separated, or a list)."""
    return _listed(attrs.get(name))


def _listed(value: Any) -> frozenset[str]:
    """The keys of a key-list attribute's value (see `key_list`)."""
    if not value:
        return _NO_KEYS
    if type(value) is str:  # the common case: a short list seen before
        return _key_lists.get(value) or _split_keys(value)
    if isinstance(value, str):
        return _split_keys(value)
    if isinstance(value, (list, tuple)):
        return frozenset(str(v) for v in value)
    return _NO_KEYS


def order(value: Any) -> int | None:
    """A recording seq as critiqor writes it (an int64 from 0; as text or float after storage);
    None for anything else, so a span or event that is not critiqor's is never mistaken for one."""
    if type(value) is int:
        return value if 0 <= value <= _INT64_MAX else None
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= _MAX_SEQ_DIGITS:
        return int(value)
    if isinstance(value, float) and value.is_integer() and 0 <= value <= _INT64_MAX:
        return int(value)
    return None


class AttributeReader:
    """Reads the attributes of one span or event back by the codec (the inverse of `AttributeWriter`).

    `withheld` holds, in process, the full values the content policy kept off the span (key ->
    (raw value, is JSON, was cut), as the writer would have written them): they are read instead
    of the marked text, and such keys are not counted as withheld."""

    __slots__ = ("attrs", "json_keys", "cut_keys", "withheld")

    def __init__(self, attrs: Mapping[str, Any], withheld: Mapping[str, tuple[Any, bool, bool]] | None = None) -> None:
        self.attrs = attrs
        json_keys, cut_keys = attrs.get(JSON_KEYS), attrs.get(CUT_KEYS)
        if json_keys:  # a short list seen before comes from the memo without a call (see `_listed`)
            self.json_keys = (_key_lists.get(json_keys) if type(json_keys) is str else None) or _listed(json_keys)
        else:
            self.json_keys = _NO_KEYS
        self.cut_keys = _listed(cut_keys) if cut_keys else _NO_KEYS
        self.withheld = withheld or _NO_WITHHELD

    def __contains__(self, key: str) -> bool:
        return key in self.attrs or key in self.withheld

    def _field(self, key: str, default: Any = None) -> tuple[Any, bool, bool]:
        """(raw value, is JSON, was cut) of `key`: the full value when the process holds it."""
        if self.withheld:  # only for a key the span lists as withheld: a later write may have shown it
            full = self.withheld.get(key)
            if full is not None and key in key_list(self.attrs, REDACTED_KEYS):
                return full
        return self.attrs.get(key, default), key in self.json_keys, key in self.cut_keys

    def redacted_keys(self) -> frozenset[str]:
        """The keys whose value the content policy withheld and the process does not hold."""
        listed = key_list(self.attrs, REDACTED_KEYS)
        return listed - self.withheld.keys() if listed and self.withheld else listed

    def value(self, key: str, default: Any = None) -> Any:
        """The value written under `key`: JSON decoded unless it was cut (a cut value is its text)."""
        if self.withheld:
            return decode(*self._field(key, default))
        raw = self.attrs.get(key, default)
        if type(raw) is not str or key not in self.json_keys or key in self.cut_keys:
            return raw
        if len(raw) <= _MIN_DEEP_LENGTH:  # `decode(raw, True)` of short text, inline: hot path
            try:
                decoded, end = _scan_once(raw, 0)
                if end == len(raw):
                    return decoded
            except (StopIteration, ValueError, RecursionError):
                return raw
        return decode(raw, True)

    def json(self, key: str) -> Any:
        """A field that is always JSON; a cut one stays text."""
        if self.withheld:
            raw, _, was_cut = self._field(key)
            return decode(raw, True, was_cut)
        return decode(self.attrs.get(key), True, key in self.cut_keys)

    def object(self, key: str) -> dict:
        """A JSON-object field back to a dict: {} when absent, {"_cut": text} when cut, and
        {"value": ...} for anything else that is not an object."""
        raw, _, was_cut = self._field(key) if self.withheld else (self.attrs.get(key), None, key in self.cut_keys)
        if raw is None:
            return {}
        if was_cut:
            return {CUT_OBJECT_KEY: raw}
        if type(raw) is str and len(raw) <= _MIN_DEEP_LENGTH:  # `decode(raw, True)` of short text, inline
            try:
                decoded, end = _scan_once(raw, 0)
            except (StopIteration, ValueError, RecursionError):
                decoded, end = raw, len(raw)  # not JSON: stays text, as `decode` has it
            if end != len(raw):
                decoded = decode(raw, True)  # surrounding whitespace or trailing data
        else:
            decoded = decode(raw, True)
        return decoded if isinstance(decoded, dict) else json_safe({"value": decoded})  # not written by critiqor

    def is_cut(self, key: str) -> bool:
        """Whether the value read under `key` was cut."""
        return self._field(key)[2]

    def name(self, key: str, default: Any = None) -> Any:
        """A name attribute (tool, call id, model, error) as a string, or `default` when absent."""
        value = self._field(key, default)[0] if self.withheld else self.attrs.get(key, default)
        return value if value is None or isinstance(value, str) else str(value)

    def order(self, key: str) -> int | None:
        """A recording seq (see `order`)."""
        value = self.attrs.get(key)
        return value if type(value) is int and 0 <= value <= _INT64_MAX else order(value)


_NO_WITHHELD: Mapping[str, tuple[Any, bool, bool]] = {}
