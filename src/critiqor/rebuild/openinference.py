"""OpenInference's content: `input.value` / `output.value` (JSON when their mime type says so).

Agent spans give the prompt and response; tool spans their arguments (`input.value`; a
dual-written `gen_ai.tool.call.arguments` holds the tool's JSON schema, not its arguments, and
is not read) and output; LLM spans their last user and assistant messages
(`llm.input_messages.{i}.message.*` / `llm.output_messages.{i}.message.*`), else their
input and output values. Content its `TraceConfig` hides (written as `__REDACTED__`) is absent.
"""

from __future__ import annotations

from typing import Any, Mapping

from critiqor.rebuild.content import ABSENT, as_args, data, indexed_messages_text

__all__ = ["io", "tool_io", "llm_io"]

INPUT_VALUE, INPUT_MIME = "input.value", "input.mime_type"
OUTPUT_VALUE, OUTPUT_MIME = "output.value", "output.mime_type"
TOOL_NAME = "tool.name"
TOOL_ID = "tool.id"  # the id of the tool call this span answers
_JSON_MIME = "application/json"
REDACTED = "__REDACTED__"  # what OpenInference writes for content its TraceConfig hides


def _value(attrs: Mapping[str, Any], key: str, mime_key: str) -> Any:
    value = attrs.get(key)
    if value is None or value == REDACTED:
        return ABSENT
    return data(value) if attrs.get(mime_key) == _JSON_MIME else value


def io(attrs: Mapping[str, Any]) -> tuple[Any, Any]:
    """(prompt, response) of an AGENT span; ABSENT for what it does not carry."""
    return _value(attrs, INPUT_VALUE, INPUT_MIME), _value(attrs, OUTPUT_VALUE, OUTPUT_MIME)


def llm_io(attrs: Mapping[str, Any]) -> tuple[Any, Any]:
    """(last user message, last assistant message) of an LLM span; ABSENT for what it does not carry."""
    prompt = indexed_messages_text(attrs, "llm.input_messages", "message.role", "message.content", ("user",))
    response = indexed_messages_text(attrs, "llm.output_messages", "message.role", "message.content", ("assistant",))
    prompt, response = (ABSENT if v == REDACTED else v for v in (prompt, response))
    values = io(attrs)
    return (values[0] if prompt is ABSENT else prompt), (values[1] if response is ABSENT else response)


def tool_io(name: str, attrs: Mapping[str, Any]) -> tuple[str, Any, Any, Any]:
    """(tool name, arguments, output, call id) of a TOOL span; ABSENT for the content it does not
    carry, None for no call id."""
    tool = attrs.get(TOOL_NAME)
    if not isinstance(tool, str) or not tool:
        tool = name
    args = _value(attrs, INPUT_VALUE, INPUT_MIME)
    return tool, (ABSENT if args is ABSENT else as_args(args)), _value(attrs, OUTPUT_VALUE, OUTPUT_MIME), attrs.get(TOOL_ID)
