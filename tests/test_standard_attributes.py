"""The package's own spans on the standard GenAI attributes: messages, usage totals, error.type,
provider; a failed call carries no gen_ai.tool.call.result; evidence stays exact."""

from __future__ import annotations

import json

import pytest

from critiqor import monitor
from critiqor import wire as c
from critiqor.rebuild import evidence_from_spans


def _spans(exporter, name):
    return [s for s in exporter.get_finished_spans() if s.name == name]


def test_root_carries_the_runs_usage_totals_and_the_provider(provider, exporter):
    with monitor("p", provider="openai", tracer_provider=provider) as run:
        run.record_llm_call("m", {"prompt_tokens": 3, "completion_tokens": 1}, provider="openai")
        run.record_llm_call("m", {"input_tokens": 4, "output_tokens": 2})
        run.finish("r")
    [root] = _spans(exporter, "agent")
    assert root.attributes[c.GEN_AI_USAGE_INPUT_TOKENS] == 7
    assert root.attributes[c.GEN_AI_USAGE_OUTPUT_TOKENS] == 3
    assert root.attributes[c.GEN_AI_PROVIDER_NAME] == "openai"
    first, second = _spans(exporter, "chat m")
    assert first.attributes[c.GEN_AI_PROVIDER_NAME] == "openai"
    assert c.GEN_AI_PROVIDER_NAME not in second.attributes


def test_root_carries_error_type_when_the_block_raised(provider, exporter):
    with pytest.raises(KeyError):
        with monitor("p", tracer_provider=provider):
            raise KeyError("k")
    [root] = _spans(exporter, "agent")
    assert root.attributes[c.ERROR_TYPE] == "KeyError"


def test_a_failed_call_has_no_result_attribute_and_its_output_still_rebuilds(provider, exporter):
    with monitor("p", tracer_provider=provider) as run:
        run.record_tool_call("t", {"a": 1}, call_id="1")
        run.record_tool_output("t", {"partial": True}, call_id="1", error="boom")
        run.record_tool_call("t", {"a": 2}, call_id="2")
        run.record_tool_output("t", None, call_id="2", error="boom again")
        evidence = run.finish("r")
    spans = _spans(exporter, "execute_tool t")
    assert all(c.GEN_AI_TOOL_CALL_RESULT not in s.attributes for s in spans)
    assert [o.output for o in evidence.tool_outputs] == [{"partial": True}, None]
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]


@pytest.mark.parametrize("prompt", [{"task": "sum"}, "x" * 120, "plain"])
def test_a_prompt_the_message_cannot_carry_exactly_also_travels_by_the_codec(prompt, provider, exporter):
    with monitor(prompt, tracer_provider=provider, max_value_length=100) as run:
        evidence = run.finish("r")
    [root] = _spans(exporter, "agent")
    [message] = json.loads(root.attributes[c.GEN_AI_INPUT_MESSAGES])
    assert message["role"] == "user" and message["parts"][0]["type"] == "text"
    assert (c.PROMPT in root.attributes) is (prompt != "plain")
    assert evidence_from_spans(exporter.get_finished_spans()) == [evidence]
