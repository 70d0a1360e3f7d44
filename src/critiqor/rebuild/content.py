"""Reading values other instrumentation wrote: JSON text or structured values, GenAI messages,
token usage, models and errors. Shared by the readers of every convention.

`ABSENT` stands for content the span does not carry (content capture off, or never set), as
opposed to a value that is present and empty.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from opentelemetry.trace import StatusCode

from critiqor import wire

__all__ = [
    "ABSENT",
    "GEN_AI_INPUT_MESSAGES",
    "GEN_AI_OUTPUT_MESSAGES",
    "GEN_AI_SYSTEM_INSTRUCTIONS",
    "GEN_AI_PROVIDER_NAME",
    "data",
    "as_args",
    "messages_text",
    "indexed_messages_text",
    "usage_of",
    "model_of",
    "error_of",
]


class _Absent:
    __slots__ = ()

    def __repr__(self) -> str:
        return "ABSENT"

    def __bool__(self) -> bool:
        return False


ABSENT: Any = _Absent()

GEN_AI_INPUT_MESSAGES = wire.GEN_AI_INPUT_MESSAGES
GEN_AI_OUTPUT_MESSAGES = wire.GEN_AI_OUTPUT_MESSAGES
GEN_AI_SYSTEM_INSTRUCTIONS = wire.GEN_AI_SYSTEM_INSTRUCTIONS
GEN_AI_PROVIDER_NAME = wire.GEN_AI_PROVIDER_NAME

# Token counts, first name found wins: GenAI (current, then the older names OpenLLMetry writes),
# then OpenInference.
_INPUT_TOKENS = (wire.GEN_AI_USAGE_INPUT_TOKENS, "gen_ai.usage.prompt_tokens", "llm.token_count.prompt")
_OUTPUT_TOKENS = (wire.GEN_AI_USAGE_OUTPUT_TOKENS, "gen_ai.usage.completion_tokens", "llm.token_count.completion")
_TOTAL_TOKENS = ("gen_ai.usage.total_tokens", "llm.usage.total_tokens", "llm.token_count.total")
_MODELS = (wire.GEN_AI_REQUEST_MODEL, "gen_ai.response.model", "llm.model_name")


def data(value: Any) -> Any:
    """A value that may be JSON text: decoded when it is JSON, else as written. Structured values
    (OTLP arrays and key-value lists) are already data."""
    if not isinstance(value, str):
        return _plain_data(value)
    text = value.strip()
    if not text or text[0] not in '{["' and text not in ("true", "false", "null") and not _numeric(text):
        return value
    try:
        return wire.loads(text)
    except (ValueError, RecursionError):
        return value


def _plain_data(value: Any) -> Any:
    """A structured value as JSON data: OTLP arrays (tuples, as the SDK keeps them) as lists, at
    any depth, so it equals the same value sent as JSON text."""
    if isinstance(value, (tuple, list)):
        return [_plain_data(item) for item in value]
    if isinstance(value, Mapping):
        return {key: _plain_data(item) for key, item in value.items()}
    return value


def _numeric(text: str) -> bool:
    return text[0] in "-0123456789"


def as_args(value: Any) -> dict:
    """Tool arguments as a dict: an object as it is, anything else as {"value": ...}."""
    return value if isinstance(value, dict) else {"value": value}


def _part_text(part: Any) -> str | None:
    if isinstance(part, str):
        return part
    if not isinstance(part, Mapping):
        return None
    if part.get("type", "text") == "text" and isinstance(part.get("content"), str):
        return part["content"]
    return None


def _message_text(message: Any) -> str | None:
    """The text of one message of the GenAI messages schema (role plus typed parts); also reads the
    older `content` string form."""
    if isinstance(message, str):
        return message
    if not isinstance(message, Mapping):
        return None
    parts = message.get("parts")
    if isinstance(parts, (list, tuple)):
        texts = [t for t in map(_part_text, parts) if t is not None]
        return "\n".join(texts) if texts else None
    content = message.get("content")
    return content if isinstance(content, str) else None


def messages_text(value: Any, roles: Iterable[str] | None) -> Any:
    """The text of the last message with one of `roles` (any role when None) in a GenAI messages
    value (JSON text or structured); ABSENT when there is none."""
    messages = data(value) if value is not None else None
    if isinstance(messages, Mapping):
        messages = [messages]
    if not isinstance(messages, list):
        return ABSENT if value is None else _plain(value)
    wanted = None if roles is None else set(roles)
    for message in reversed(messages):
        if wanted is not None and isinstance(message, Mapping) and message.get("role") not in wanted:
            continue
        text = _message_text(message)
        if text is not None:
            return text
    return ABSENT


def _plain(value: Any) -> Any:
    return value if isinstance(value, str) else ABSENT


def indexed_messages_text(attrs: Mapping[str, Any], prefix: str, role_key: str, content_key: str, roles: Iterable[str] | None) -> Any:
    """The last message's text with one of `roles` from flattened attributes
    `{prefix}.{i}.{role_key}` / `{prefix}.{i}.{content_key}` (OpenInference, OpenLLMetry); ABSENT if none."""
    wanted = None if roles is None else set(roles)
    found = ABSENT
    index = 0
    while True:
        content = attrs.get(f"{prefix}.{index}.{content_key}")
        role = attrs.get(f"{prefix}.{index}.{role_key}")
        if content is None and role is None:
            return found
        if isinstance(content, str) and (wanted is None or role in wanted):
            found = content
        index += 1


def _count(attrs: Mapping[str, Any], names: tuple[str, ...]) -> int | None:
    for name in names:
        value = attrs.get(name)
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if isinstance(value, str) and value.isdigit():
            value = int(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def usage_of(attrs: Mapping[str, Any]) -> dict[str, int]:
    """Token usage of one span as {"input_tokens", "output_tokens", "total_tokens"} (those given)."""
    usage = {}
    for key, names in (("input_tokens", _INPUT_TOKENS), ("output_tokens", _OUTPUT_TOKENS), ("total_tokens", _TOTAL_TOKENS)):
        count = _count(attrs, names)
        if count is not None:
            usage[key] = count
    return usage


def model_of(attrs: Mapping[str, Any]) -> str | None:
    for name in _MODELS:
        value = attrs.get(name)
        if isinstance(value, str) and value:
            return value
    return None


def error_of(span: Any, attrs: Mapping[str, Any]) -> str | None:
    """Why a span failed, or None: the last `exception` event's message, else the status
    description of an ERROR status, else `error.type`."""
    for event in reversed(tuple(span.events or ())):
        if event.name == "exception":
            event_attrs = event.attributes or {}
            message = event_attrs.get("exception.message") or event_attrs.get("exception.type")
            if message:
                return str(message)
    status = span.status
    failed = status is not None and status.status_code is StatusCode.ERROR
    if failed and status.description:
        return status.description
    error_type = attrs.get(wire.ERROR_TYPE)
    if error_type:
        return str(error_type)
    return "error" if failed else None
