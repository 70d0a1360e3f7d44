"""Which convention wrote a span, and what the span is in an agent run: agent, tool or LLM call.

Three conventions besides critiqor's own spans (`own_spans`):

* GenAI semantic conventions: `gen_ai.operation.name` = `invoke_agent` or `invoke_workflow`
  (agent), `execute_tool` (tool), `chat` / `text_completion` / `generate_content` (LLM call),
  whatever the span's name.
* OpenInference: `openinference.span.kind` AGENT / TOOL / LLM (CHAIN and the rest are structure).
  OpenInference can dual-write `gen_ai.*` attributes on the same span; its own kind wins.
* OpenLLMetry (traceloop): `traceloop.span.kind` agent / workflow (agent), tool / task (tool);
  its LLM spans carry `llm.request.type`.

`span_role` answers with one look-up per convention; a span none of them names is structure only.
"""

from __future__ import annotations

from typing import Any, Mapping

from critiqor import wire

__all__ = [
    "AGENT",
    "TOOL",
    "LLM",
    "GENAI",
    "OPENINFERENCE",
    "OPENLLMETRY",
    "OI_SPAN_KIND",
    "TRACELOOP_SPAN_KIND",
    "LLM_REQUEST_TYPE",
    "INFERENCE_OPERATIONS",
    "span_role",
    "may_be_agent_at_start",
]

AGENT, TOOL, LLM = "agent", "tool", "llm"
GENAI, OPENINFERENCE, OPENLLMETRY = "genai", "openinference", "openllmetry"

OI_SPAN_KIND = "openinference.span.kind"
TRACELOOP_SPAN_KIND = "traceloop.span.kind"
LLM_REQUEST_TYPE = "llm.request.type"  # OpenLLMetry's LLM spans: chat, completion, ...

#: GenAI operations that are one call to a model.
INFERENCE_OPERATIONS = frozenset({wire.OP_CHAT, "text_completion", "generate_content"})

_AGENT_OPERATIONS = frozenset({wire.OP_INVOKE_AGENT, "invoke_workflow"})
_OI_ROLES = {"AGENT": AGENT, "TOOL": TOOL, "LLM": LLM}
_TRACELOOP_ROLES = {"agent": AGENT, "workflow": AGENT, "tool": TOOL, "task": TOOL}
_TRACELOOP_AGENT_SUFFIXES = (".agent", ".workflow")  # its span names: f"{entity_name}.{kind}"


_GENAI_ROLES = {
    **{operation: AGENT for operation in _AGENT_OPERATIONS},
    wire.OP_EXECUTE_TOOL: TOOL,
    **{operation: LLM for operation in INFERENCE_OPERATIONS},
}


def _genai_role(operation: Any) -> str | None:
    return _GENAI_ROLES.get(operation)


def span_role(attrs: Mapping[str, Any]) -> tuple[str, str] | None:
    """(convention, role) of a span from its attributes, or None for a span that is structure only."""
    kind = attrs.get(OI_SPAN_KIND)
    if kind is not None:
        role = _OI_ROLES.get(str(kind).upper())
        return (OPENINFERENCE, role) if role else None
    kind = attrs.get(TRACELOOP_SPAN_KIND)
    if kind is not None:
        role = _TRACELOOP_ROLES.get(str(kind).lower())
        return (OPENLLMETRY, role) if role else None
    role = _genai_role(attrs.get(wire.GEN_AI_OPERATION_NAME))
    if role is not None:
        return GENAI, role
    if LLM_REQUEST_TYPE in attrs:
        return OPENLLMETRY, LLM
    return None


def may_be_agent_at_start(span: Any, attrs: Mapping[str, Any]) -> bool:
    """Whether a span just started (with attributes `attrs`) may be an agent span (the processor
    opens a run for it).

    OpenLLMetry sets `traceloop.span.kind` only after the span started, so its agent and
    workflow spans are recognised at start by their name (`{entity}.agent`, `{entity}.workflow`)
    and confirmed when they end; the span's name is read only then."""
    if OI_SPAN_KIND in attrs or TRACELOOP_SPAN_KIND in attrs:
        role = span_role(attrs)
        return role is not None and role[1] == AGENT
    role = _GENAI_ROLES.get(attrs.get(wire.GEN_AI_OPERATION_NAME))  # the common case, one look-up
    if role is not None:
        return role == AGENT
    return LLM_REQUEST_TYPE not in attrs and span.name.endswith(_TRACELOOP_AGENT_SUFFIXES)
