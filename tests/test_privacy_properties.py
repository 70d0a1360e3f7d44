"""Property-based tests of the content policy: random secrets planted at random depths in the
prompt, tool arguments, tool outputs, error texts (recorded and raised), event payloads and the
response never reach an exported byte under `redacted` and `none` (the OTLP request body an
exporter would send, the verdict span included), while the evidence the process sees is exactly
that of the same run recorded under `full`, where every secret is exported (the control).
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from critiqor import Critiqor, monitor

SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_ALNUM = string.ascii_letters + string.digits
cores = st.text(_ALNUM, min_size=20, max_size=28)
words = st.lists(st.text(string.ascii_lowercase, min_size=1, max_size=8), max_size=4).map(" ".join)
SECRET_KEY_NAMES = ["api_key", "API-Key", "password", "Passwd", "client_secret", "token", "x-access-token",
                    "Authorization", "cookie", "private_key"]


def _luhn_complete(body: str) -> str:
    total = 0
    for i, char in enumerate(reversed(body)):
        n = int(char)
        if i % 2 == 0:
            n = n * 2 - 9 if n > 4 else n * 2
        total += n
    return body + str((10 - total % 10) % 10)


@dataclass(frozen=True)
class Secret:
    """A secret as planted (`text`, inside free text) and what must never be exported (`needle`)."""

    text: str
    needle: str


@st.composite
def text_secrets(draw) -> Secret:
    """A credential that text rules must find wherever it sits."""
    core = draw(cores)
    kind = draw(st.sampled_from(["sk", "sk_live", "ghp", "xoxb", "aiza", "aws", "jwt", "pem", "bearer", "card", "kv"]))
    if kind == "aws":
        key = "AKIA" + draw(st.text(string.ascii_uppercase + string.digits, min_size=16, max_size=16))
        return Secret(key, key)
    if kind == "card":
        number = _luhn_complete("4" + draw(st.text(string.digits, min_size=14, max_size=14)))
        spaced = draw(st.booleans())
        shown = " ".join(number[i : i + 4] for i in range(0, 16, 4)) if spaced else number
        return Secret(shown, shown)
    planted = {
        "sk": f"sk-live-{core}",
        "sk_live": f"sk_live_{core}",
        "ghp": f"ghp_{core}",
        "xoxb": f"xoxb-{core}",
        "aiza": f"AIza{core}",
        "jwt": f"eyJ{core[:8]}.eyJ{core}.{core[::-1]}",
        "pem": f"-----BEGIN RSA PRIVATE KEY-----\n{core}\n-----END RSA PRIVATE KEY-----",
        "bearer": f"Authorization: Bearer {core}",
        "kv": f"{draw(st.sampled_from(SECRET_KEY_NAMES))}={core}",
    }[kind]
    return Secret(planted, core)


@st.composite
def in_text(draw, secret: Secret) -> str:
    return f"{draw(words)} {secret.text} {draw(words)}".strip()


@st.composite
def at_depth(draw, secret: Secret) -> Any:
    """A JSON value holding `secret` at a random depth: under a secret key, or in free text."""
    if draw(st.booleans()):
        value: Any = {draw(st.sampled_from(SECRET_KEY_NAMES)): secret.needle}
    else:
        value = draw(in_text(secret))
    for _ in range(draw(st.integers(0, 5))):
        if draw(st.booleans()):
            value = {"k_" + draw(st.text(string.ascii_lowercase, max_size=6)): value, "n": draw(st.integers(0, 9))}
        else:
            value = [draw(words), value]
    return value


@st.composite
def runs(draw):
    """Values for one run, each holding its own secret."""
    secrets = [draw(text_secrets()) for _ in range(7)]
    args = draw(at_depth(secrets[1]))
    payload = draw(at_depth(secrets[4]))
    return {
        "prompt": draw(in_text(secrets[0])),
        "args": args if isinstance(args, dict) else {"q": args},
        "output": draw(at_depth(secrets[2])),
        "error": draw(in_text(secrets[3])),
        "payload": payload if isinstance(payload, dict) else {"data": payload},
        "raised": draw(in_text(secrets[5])),
        "response": draw(in_text(secrets[6])),
        "needles": [s.needle for s in secrets],
    }


def record(values: dict, policy: str):
    exporter = InMemorySpanExporter()
    provider = TracerProvider(shutdown_on_exit=False)
    provider.add_span_processor(SimpleSpanProcessor(exporter))

    def failing_tool(query):
        raise ValueError(values["raised"])

    try:
        with monitor(values["prompt"], tracer_provider=provider, content=policy) as rec:
            rec.record_tool_call("lookup", values["args"])
            rec.record_tool_output("lookup", values["output"], error=values["error"])
            rec.record_event("note", **values["payload"])
            with pytest.raises(ValueError):
                rec.wrap_tool("fetch", failing_tool)(values["args"])
            rec.record_llm_call("model-x", {"prompt_tokens": 3, "completion_tokens": 4})
            evidence = rec.finish(values["response"])
        result = Critiqor().evaluate(evidence=evidence)  # writes the verdict span into the trace
        body = encode_spans(exporter.get_finished_spans()).SerializeToString()
        return evidence, result, body
    finally:
        provider.shutdown()


def _without_times(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_times(v) for k, v in value.items() if k not in ("timestamp", "latency")}
    if isinstance(value, list):
        return [_without_times(v) for v in value]
    return value


@SETTINGS
@given(values=runs(), policy=st.sampled_from(["redacted", "none"]))
def test_property_no_planted_secret_is_exported_and_local_evidence_is_exact(values, policy):
    evidence, result, body = record(values, policy)
    leaked = [n for n in values["needles"] if n.encode() in body]
    assert not leaked, f"{policy} exported {leaked}"

    full_evidence, full_result, full_body = record(values, "full")
    assert all(n.encode() in full_body for n in values["needles"])  # the control: secrets do travel under full
    assert _without_times(evidence.to_dict()) == _without_times(full_evidence.to_dict())
    assert evidence.prompt == values["prompt"] and evidence.response == values["response"]
    assert evidence.tool_calls[0].args == values["args"]
    assert evidence.tool_outputs[0].output == values["output"]
    assert _untimed(result.failure_causes) == _untimed(full_result.failure_causes)


def _untimed(causes):
    """The causes of a verdict as (type, description), but those that measure the run's own wall-clock
    durations: two recordings of one run take different times (a tool's share of the latency)."""
    return [(c.type, c.description) for c in causes if c.type != "latency_hotspot"]
