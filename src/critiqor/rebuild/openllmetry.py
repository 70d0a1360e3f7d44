"""OpenLLMetry's (traceloop) content: `traceloop.entity.input` / `traceloop.entity.output`.

Its decorators write the input as JSON `{"args": [...], "kwargs": {...}}` and the output as
JSON (non-ASCII escaped). A tool's arguments are that input object as it is (the shape
critiqor's own `wrap_tool` records); an agent's or workflow's prompt is its one argument when
it was called with exactly one, else the input object. Its LLM spans carry
`gen_ai.prompt.{i}.*` / `gen_ai.completion.{i}.*` (the GenAI messages attributes when newer).
"""

from __future__ import annotations

from typing import Any, Mapping

from critiqor.rebuild import genai
from critiqor.rebuild.content import ABSENT, as_args, data, indexed_messages_text

__all__ = ["io", "tool_io", "llm_io"]

ENTITY_NAME = "traceloop.entity.name"
ENTITY_INPUT = "traceloop.entity.input"
ENTITY_OUTPUT = "traceloop.entity.output"
_KIND_SUFFIXES = (".agent", ".workflow", ".tool", ".task")


def _value(attrs: Mapping[str, Any], key: str) -> Any:
    value = attrs.get(key)
    return ABSENT if value is None else data(value)


def _single_argument(value: Any) -> Any:
    if not isinstance(value, dict) or set(value) - {"args", "kwargs"}:
        return value
    args, kwargs = value.get("args") or [], value.get("kwargs") or {}
    if isinstance(args, list) and isinstance(kwargs, dict) and len(args) + len(kwargs) == 1:
        return args[0] if args else next(iter(kwargs.values()))
    return value


def io(attrs: Mapping[str, Any]) -> tuple[Any, Any]:
    """(prompt, response) of an agent or workflow span; ABSENT for what it does not carry."""
    prompt = _value(attrs, ENTITY_INPUT)
    return (prompt if prompt is ABSENT else _single_argument(prompt)), _value(attrs, ENTITY_OUTPUT)


def llm_io(attrs: Mapping[str, Any]) -> tuple[Any, Any]:
    """(last user message, last assistant message) of an LLM span; ABSENT for what it does not carry."""
    prompt = indexed_messages_text(attrs, "gen_ai.prompt", "role", "content", ("user",))
    response = indexed_messages_text(attrs, "gen_ai.completion", "role", "content", None)
    standard = genai.io(attrs)
    return (standard[0] if prompt is ABSENT else prompt), (standard[1] if response is ABSENT else response)


def tool_io(name: str, attrs: Mapping[str, Any]) -> tuple[str, Any, Any, Any]:
    """(tool name, arguments, output, call id) of a tool or task span; ABSENT for the content it
    does not carry; its decorators write no call id (None)."""
    tool = attrs.get(ENTITY_NAME)
    if not isinstance(tool, str) or not tool:
        tool = next((name.removesuffix(s) for s in _KIND_SUFFIXES if name.endswith(s)), name)
    args = _value(attrs, ENTITY_INPUT)
    return tool, (ABSENT if args is ABSENT else as_args(args)), _value(attrs, ENTITY_OUTPUT), None
