"""The prompt and response on the standard attributes: `gen_ai.input.messages` /
`gen_ai.output.messages` in the GenAI messages schema (one message: role plus one text part).

A plain string within the size limit travels there exactly, and nothing else is written. Any
other value (a dict, a string over the limit, a string UTF-8 cannot carry) is written as its
JSON text (cut with a mark when long) in the message, for every reader of the standard, and
exactly under its `critiqor.*` key by the value codec, which the rebuild prefers.
"""

from __future__ import annotations

from json.decoder import scanstring
from json.encoder import encode_basestring
from typing import Any

from critiqor import wire
from critiqor.content import ContentWriter

__all__ = ["write_content", "message_json", "message_text"]

_MAX_SHRINK_STEPS = 4


_HEAD = '[{"role": "%s", "parts": [{"type": "text", "content": '
_TAIL = "}]}]"
_HEADS = {role: _HEAD % role for role in ("user", "assistant")}


def message_json(role: str, text: str) -> str:
    """One message of the GenAI messages schema holding `text` (a string UTF-8 can carry), as
    JSON text: `wire.to_json` of `[{"role": role, "parts": [{"type": "text", "content": text}]}]`,
    built around the string's own encoding (the recorder writes two per run)."""
    return f"{_HEAD % role}{encode_basestring(text)}}}]}}]"


def message_text(value: Any, role: str) -> str | None:
    """The inverse of `message_json` for text it wrote: the text of the one message with `role`
    (None for anything else: the general reader of the messages schema decides)."""
    if type(value) is not str or not value.endswith(_TAIL):
        return None
    head = _HEADS.get(role)
    if head is None or not value.startswith(head):
        return None
    try:
        text, end = scanstring(value, len(head) + 1)  # just past the opening quote
    except ValueError:
        return None
    return text if end == len(value) - len(_TAIL) and value[len(head)] == '"' else None


def _fitted(role: str, text: str, writer: wire.AttributeWriter) -> tuple[str | None, bool]:
    """(messages JSON, whether `text` is in it uncut), within the writer's limits; no JSON when
    even an empty message would not fit them."""
    budget = writer.limit if writer.fit is None else min(writer.limit, writer.fit)
    encoded = message_json(role, text)
    if len(encoded) <= budget or len(text) == 0:
        return encoded, True
    keep = max(0, len(text) - (len(encoded) - budget))
    for _ in range(_MAX_SHRINK_STEPS):  # escapes and the mark make the JSON longer than the text
        encoded = message_json(role, wire.cut(text, keep))
        if len(encoded) <= budget or keep == 0:
            break
        keep = max(0, keep - (len(encoded) - budget))
    return (encoded if len(encoded) <= budget else None), False


def write_content(
    attrs: dict[str, Any], content: ContentWriter, key: str, standard_key: str, role: str, value: Any, exact: bool = False
) -> bool:
    """Write `value` under `standard_key` as a message, and under `key` by the codec when the
    message cannot carry it exactly (or `exact` asks for it: a value written there before must
    not go stale). Returns whether `key` was written.

    When the content policy withholds some of `value`, the message carries what the policy lets
    out and `key` carries it too, marked withheld (`critiqor.redacted`), the full value kept in
    process by `content`."""
    writer = content.writer
    shown = content.shown(value)
    if shown is not value:
        text = shown if type(shown) is str else wire.to_json(shown)
        encoded, _ = _fitted(role, text, writer)
        if encoded is not None:
            attrs[standard_key] = encoded
        content.value(attrs, key, value)
        return True
    plain = type(value) is str and (value.isascii() or wire.utf8_safe(value))
    text = value if plain else wire.to_json(value)
    encoded, whole = _fitted(role, text, writer)
    if encoded is not None:
        attrs[standard_key] = encoded
    if exact or not (plain and whole):
        writer.value(attrs, key, value)
        return True
    return False
