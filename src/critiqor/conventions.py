"""Attribute names on the wire and value encoding: what `recorder.py` writes and `rebuild.py` reads.

GenAI names come from the `opentelemetry-semantic-conventions` constants; whatever Critiqor
needs that no convention names lives under `critiqor.*`.

Value encoding (documented in the README):

* `str`, `bool`, `int` (within int64) and finite `float` travel as native attribute values.
* Everything else travels as a JSON string, and the span says so in `critiqor.json` (a list of
  the attribute keys holding JSON), so that a string `"4"` and an integer `4` stay apart.
* What JSON cannot hold is written in a readable form instead of raising: NaN and the
  infinities as the strings `"NaN"`, `"Infinity"`, `"-Infinity"`; bytes as
  `"<bytes: b'...'>"`; any other object as `"<TypeName: repr>"`; a reference cycle as
  `"<cycle>"`; nesting deeper than 100 levels as `"<too deep: TypeName>"`; a dict key that is not a string, number, bool or None as its `repr`; sets and
  tuples as lists.
* A value longer than the size limit is cut to that many characters and suffixed with
  `…[cut: N of M chars]`; its key is listed in `critiqor.cut`. A cut JSON value decodes to the
  cut text itself, never to a silently shortened structure; where the evidence needs a dict
  (tool args, event payload, token usage) the cut text comes back as `{"_cut": text}`.
"""

from __future__ import annotations

import math
from typing import Any

from opentelemetry.semconv._incubating.attributes import gen_ai_attributes as _gen_ai
from opentelemetry.semconv.attributes import error_attributes as _error

from critiqor.values import loads, to_json, utf8_safe

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
OUTPUT_MISSING = "critiqor.tool.output_missing"  # tool span ended by finish() without an output
ORPHAN_OUTPUT = "critiqor.tool.orphan_output"  # zero-length span for an output matching no call
EVENT_PAYLOAD = "critiqor.event.payload"  # record_event payload, JSON object
JSON_KEYS = "critiqor.json"  # comma-separated keys of this span whose string value is JSON
CUT_KEYS = "critiqor.cut"  # comma-separated keys of this span/event whose value was cut

INCOMPLETE_NOTE = "critiqor: evidence incomplete"  # starts the metrics.errors note of a dropped run

EVENT_ERROR = "error"
EVENT_RETRY = "retry"

DEFAULT_MAX_VALUE_LENGTH = 64 * 1024
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


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


def cut(text: str, limit: int, total: int | None = None) -> str:
    """`text` shortened to at most `limit` characters and marked as cut; with `total`, shortened
    further so that text and mark together fit in `total` characters (an SDK length limit)."""
    keep = limit
    if total is not None:
        keep = min(keep, max(0, total - len(f"…[cut: {keep} of {len(text)} chars]")))
    return f"{text[:keep]}…[cut: {keep} of {len(text)} chars]"


def decode(value: Any, is_json: bool, was_cut: bool = False) -> Any:
    """The inverse of `encode`: JSON text back to data; a cut or undecodable value stays text."""
    if not is_json or was_cut or not isinstance(value, str):
        return value
    try:
        return loads(value)
    except ValueError:
        return value
