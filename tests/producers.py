"""One agent run written by other instrumentation, the way each producer writes it.

The run: a prompt, two LLM calls with token usage, three calls of the tool `weather` of which
the second fails (a timeout) and the third retries it, and an answer. Each function writes it
on `provider` with a real producer where one installs cleanly:

* `util_genai_run`: opentelemetry-util-genai's `TelemetryHandler` (content capture is read from
  OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT when the handler is made; its default
  captures no content).
* `openinference_run`: OpenInference's `OITracer` decorators and span helpers, optionally with
  its `gen_ai.*` dual-write (`TraceConfig(enable_genai_semconv=True)`).
* `openllmetry_run`: traceloop-sdk does not install quickly here (its resolver pulls every
  instrumentation package), so its spans are written exactly as its source writes them: the
  decorators in traceloop-sdk `traceloop/sdk/decorators/base.py` (`entity_method` /
  `_setup_span`, `_handle_span_input`, `_handle_span_output`: span name `{entity}.{kind}`,
  `traceloop.span.kind` and `traceloop.entity.name` set after the span started, input
  `json.dumps({"args": args, "kwargs": kwargs})`, output `json.dumps(res)`), and the LLM span of
  opentelemetry-instrumentation-openai's chat wrapper (`openai.chat`, `llm.request.type`,
  `gen_ai.prompt.{i}.*`, `gen_ai.completion.{i}.*`, `gen_ai.usage.prompt_tokens` /
  `completion_tokens`, `llm.usage.total_tokens`); attribute names from
  opentelemetry-semantic-conventions-ai. The failing tool is recorded as the SDK records an
  exception escaping a span (an `exception` event and ERROR status).
"""

from __future__ import annotations

import json
import os
from contextlib import contextmanager
from typing import Any, Iterator
from unittest import mock

from opentelemetry import context as context_api
from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode

PROMPT = "What is the weather in Paris and Rome?"
ANSWER = "Paris: 21 °C. Rome: 25 °C."
MODEL = "gpt-4o"
CITIES = ("Paris", "Rome", "Rome")
RESULTS = ({"temp": 21}, None, {"temp": 25})
ERROR = "upstream timed out"
USAGE = ((10, 5), (20, 8))  # (input, output) tokens of the two LLM calls
LLM_REPLIES = ("calling weather", ANSWER)


def weather(city: str, attempt: int) -> dict:
    if attempt == 1:
        raise TimeoutError(ERROR)
    return dict(RESULTS[attempt])


# --- opentelemetry-util-genai ---------------------------------------------------------------------
def util_genai_run(provider: Any, capture: bool = True) -> None:
    from opentelemetry.util.genai.handler import TelemetryHandler
    from opentelemetry.util.genai.types import InputMessage, OutputMessage, TextPart

    mode = "SPAN_ONLY" if capture else ""
    with mock.patch.dict(os.environ, {"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": mode}):
        handler = TelemetryHandler(tracer_provider=provider)
    user = [InputMessage(role="user", parts=[TextPart(content=PROMPT)])]
    with handler.invoke_local_agent(agent_name="weather-agent", request_model=MODEL) as agent:
        agent.input_messages = user
        for step, (tokens_in, tokens_out) in enumerate(USAGE):
            with handler.inference("openai", request_model=MODEL) as call:
                call.input_messages = user
                call.output_messages = [OutputMessage(role="assistant", parts=[TextPart(content=LLM_REPLIES[step])], finish_reason="stop")]
                call.input_tokens, call.output_tokens = tokens_in, tokens_out
            if step == 0:
                for attempt, city in enumerate(CITIES):
                    try:
                        with handler.tool("weather") as tool:
                            tool.tool_call_id = f"call-{attempt}"
                            tool.arguments = {"city": city}
                            tool.tool_result = weather(city, attempt)
                    except TimeoutError:
                        pass
        agent.output_messages = [OutputMessage(role="assistant", parts=[TextPart(content=ANSWER)], finish_reason="stop")]


# --- OpenInference ------------------------------------------------------------------------------
def openinference_run(provider: Any, dual_write: bool = False, hidden: bool = False) -> None:
    from openinference.instrumentation import OITracer, TraceConfig
    from openinference.semconv.trace import SpanAttributes

    config = TraceConfig(enable_genai_semconv=dual_write, hide_inputs=hidden, hide_outputs=hidden)
    tracer = OITracer(provider.get_tracer("producers"), config=config)

    attempts = iter(range(len(CITIES)))

    @tracer.tool(name="weather")
    def weather_tool(city: str) -> dict:
        return weather(city, next(attempts))

    def llm(step: int) -> None:
        tokens_in, tokens_out = USAGE[step]
        with tracer.start_as_current_span("plan", openinference_span_kind="chain"):
            with tracer.start_as_current_span("ChatOpenAI", openinference_span_kind="llm") as span:
                span.set_input(json.dumps({"messages": [{"role": "user", "content": PROMPT}]}), mime_type="application/json")
                span.set_attributes(
                    {
                        SpanAttributes.LLM_MODEL_NAME: MODEL,
                        SpanAttributes.LLM_TOKEN_COUNT_PROMPT: tokens_in,
                        SpanAttributes.LLM_TOKEN_COUNT_COMPLETION: tokens_out,
                        SpanAttributes.LLM_TOKEN_COUNT_TOTAL: tokens_in + tokens_out,
                        "llm.input_messages.0.message.role": "user",
                        "llm.input_messages.0.message.content": PROMPT,
                        "llm.output_messages.0.message.role": "assistant",
                        "llm.output_messages.0.message.content": LLM_REPLIES[step],
                    }
                )
                span.set_output(LLM_REPLIES[step])

    @tracer.agent(name="weather-agent")
    def agent(question: str) -> str:
        llm(0)
        for city in CITIES:
            try:
                weather_tool(city=city)
            except TimeoutError:
                pass
        llm(1)
        return ANSWER

    agent(PROMPT)


# --- OpenLLMetry (spans as traceloop-sdk writes them; see the module docstring) -------------------
@contextmanager
def _traceloop_entity(tracer: Any, name: str, kind: str, args: tuple, kwargs: dict) -> Iterator[Any]:
    from opentelemetry.semconv_ai import SpanAttributes

    span = tracer.start_span(f"{name}.{kind}")  # _setup_span
    token = context_api.attach(trace.set_span_in_context(span))
    span.set_attribute(SpanAttributes.TRACELOOP_SPAN_KIND, kind)
    span.set_attribute(SpanAttributes.TRACELOOP_ENTITY_NAME, name)
    span.set_attribute(SpanAttributes.TRACELOOP_ENTITY_INPUT, json.dumps({"args": args, "kwargs": kwargs}))
    box: dict = {}
    try:
        yield box
        span.set_attribute(SpanAttributes.TRACELOOP_ENTITY_OUTPUT, json.dumps(box["result"]))
    except Exception as exc:
        span.record_exception(exc)
        span.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"))
        raise
    finally:
        span.end()
        context_api.detach(token)


def _openllmetry_chat(tracer: Any, step: int) -> None:
    from opentelemetry.semconv_ai import SpanAttributes

    tokens_in, tokens_out = USAGE[step]
    attrs = {
        SpanAttributes.LLM_REQUEST_TYPE: "chat",
        SpanAttributes.LLM_SYSTEM: "openai",
        SpanAttributes.LLM_REQUEST_MODEL: MODEL,
        SpanAttributes.LLM_RESPONSE_MODEL: MODEL,
        f"{SpanAttributes.LLM_PROMPTS}.0.role": "user",
        f"{SpanAttributes.LLM_PROMPTS}.0.content": PROMPT,
        f"{SpanAttributes.LLM_COMPLETIONS}.0.role": "assistant",
        f"{SpanAttributes.LLM_COMPLETIONS}.0.content": LLM_REPLIES[step],
        SpanAttributes.LLM_USAGE_PROMPT_TOKENS: tokens_in,
        SpanAttributes.LLM_USAGE_COMPLETION_TOKENS: tokens_out,
        SpanAttributes.LLM_USAGE_TOTAL_TOKENS: tokens_in + tokens_out,
    }
    tracer.start_span("openai.chat", kind=SpanKind.CLIENT, attributes=attrs).end()


def openllmetry_run(provider: Any) -> None:
    tracer = provider.get_tracer("traceloop.tracer")
    with _traceloop_entity(tracer, "weather_agent", "agent", (PROMPT,), {}) as agent:
        _openllmetry_chat(tracer, 0)
        for attempt, city in enumerate(CITIES):
            try:
                with _traceloop_entity(tracer, "weather", "tool", (), {"city": city}) as tool:
                    tool["result"] = weather(city, attempt)
            except TimeoutError:
                pass
        _openllmetry_chat(tracer, 1)
        agent["result"] = ANSWER


# --- GenAI semantic conventions by hand -------------------------------------------------------------
def _messages(role: str, text: str) -> list[dict]:
    return [{"role": role, "parts": [{"type": "text", "content": text}]}]


def handwritten_genai_run(provider: Any) -> None:
    """The run written by hand per the GenAI semantic conventions, content as JSON strings."""
    tracer = provider.get_tracer("handwritten")
    agent_attrs = {
        "gen_ai.operation.name": "invoke_agent",
        "gen_ai.agent.name": "weather-agent",
        "gen_ai.input.messages": json.dumps(_messages("user", PROMPT)),
        "gen_ai.system_instructions": json.dumps([{"type": "text", "content": "You report the weather."}]),
    }
    with tracer.start_as_current_span("invoke_agent weather-agent", attributes=agent_attrs) as agent:
        for step, (tokens_in, tokens_out) in enumerate(USAGE):
            chat = {
                "gen_ai.operation.name": "chat",
                "gen_ai.request.model": MODEL,
                "gen_ai.usage.input_tokens": tokens_in,
                "gen_ai.usage.output_tokens": tokens_out,
                "gen_ai.input.messages": json.dumps(_messages("user", PROMPT)),
                "gen_ai.output.messages": json.dumps(_messages("assistant", LLM_REPLIES[step])),
            }
            tracer.start_span(f"chat {MODEL}", kind=SpanKind.CLIENT, attributes=chat).end()
            if step == 0:
                for attempt, city in enumerate(CITIES):
                    _handwritten_tool(tracer, attempt, city)
        agent.set_attribute("gen_ai.output.messages", json.dumps(_messages("assistant", ANSWER)))


def _handwritten_tool(tracer: Any, attempt: int, city: str) -> None:
    attrs = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "weather",
        "gen_ai.tool.call.id": f"call-{attempt}",
        "gen_ai.tool.call.arguments": json.dumps({"city": city, "units": ["C", {"precision": [1]}]}),
    }
    with tracer.start_as_current_span("execute_tool weather", attributes=attrs, record_exception=False, set_status_on_exception=False) as span:
        try:
            span.set_attribute("gen_ai.tool.call.result", json.dumps(weather(city, attempt)))
        except TimeoutError as exc:
            span.set_attribute("error.type", type(exc).__qualname__)
            span.set_status(Status(StatusCode.ERROR, str(exc)))
