"""The GenAI semantic conventions' content: agent and inference spans' messages, tool calls.

Prompt and response come from `gen_ai.input.messages` / `gen_ai.output.messages` (role plus typed
parts, as JSON text or structured values): the prompt is the last user message (the system
instructions, `gen_ai.system_instructions`, when there is none), the response the last
assistant message. Tool arguments and results are `gen_ai.tool.call.arguments` /
`gen_ai.tool.call.result`, JSON text or structured.
"""

from __future__ import annotations

from typing import Any, Mapping

from critiqor import wire
from critiqor.rebuild.content import (
    ABSENT,
    GEN_AI_INPUT_MESSAGES,
    GEN_AI_OUTPUT_MESSAGES,
    GEN_AI_SYSTEM_INSTRUCTIONS,
    as_args,
    data,
    messages_text,
)

__all__ = ["io", "tool_io", "llm_io"]

_USER = ("user",)
_ASSISTANT = ("assistant",)


def io(attrs: Mapping[str, Any]) -> tuple[Any, Any]:
    """(prompt, response) of an agent or inference span; ABSENT for what it does not carry."""
    prompt = messages_text(attrs.get(GEN_AI_INPUT_MESSAGES), _USER)
    if prompt is ABSENT:
        prompt = messages_text(attrs.get(GEN_AI_SYSTEM_INSTRUCTIONS), None)
    response = messages_text(attrs.get(GEN_AI_OUTPUT_MESSAGES), _ASSISTANT)
    if response is ABSENT:
        response = messages_text(attrs.get(GEN_AI_OUTPUT_MESSAGES), None)
    return prompt, response


llm_io = io


def tool_io(name: str, attrs: Mapping[str, Any]) -> tuple[str, Any, Any, Any]:
    """(tool name, arguments, result, call id) of an `execute_tool` span; ABSENT for the content it
    does not carry, None for no call id."""
    tool = attrs.get(wire.GEN_AI_TOOL_NAME)
    if not isinstance(tool, str) or not tool:
        tool = name.removeprefix(f"{wire.OP_EXECUTE_TOOL} ") or name
    raw_args = attrs.get(wire.GEN_AI_TOOL_CALL_ARGUMENTS)
    args = ABSENT if raw_args is None else as_args(data(raw_args))
    raw_result = attrs.get(wire.GEN_AI_TOOL_CALL_RESULT)
    return tool, args, ABSENT if raw_result is None else data(raw_result), attrs.get(wire.GEN_AI_TOOL_CALL_ID)
