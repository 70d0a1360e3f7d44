"""Privacy end to end: application -> OTLP -> real Collector (collector-config/) -> real Jaeger.

- A span from code that is not critiqor's, carrying credential attributes (`authorization`,
  `http.request.header.authorization`, `client_secret`), reaches Jaeger without them: the
  Collector's redaction stage removed them, while its ordinary attributes arrive intact.
- A critiqor run with secrets planted in prompt, arguments, output, error, payload and
  response, under the default policy: not one byte Jaeger serves for the trace (api/v3 and the
  legacy /api/traces) holds a secret, the evidence rebuilt from it lists what was withheld, and
  the evidence the process saw is complete.
"""

from __future__ import annotations

import json
import urllib.request
import uuid
from typing import Any

import pytest
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor

from critiqor import Critiqor, evidence_from_spans, monitor
from critiqor.storage import wait_for_trace

pytestmark = pytest.mark.integration

SECRETS = {
    "sk": "sk-live-Q9w8E7r6T5y4U3i2O1p0AsDf",
    "jwt_core": "eyJzdWIiOiJib2IiLCJyb2xlIjoiYWRtaW4ifQ",
    "password": "correct-horse-battery-staple",
    "bearer": "tkn0123456789abcdefXYZ",
    "card": "4111 1111 1111 1111",
    "header": "Basic YWxhZGRpbjpvcGVuc2VzYW1l",
}


def _provider(collector: Any, service: str) -> TracerProvider:
    provider = TracerProvider(resource=Resource.create({"service.name": service}))
    provider.add_span_processor(SimpleSpanProcessor(OTLPSpanExporter(endpoint=collector.otlp_grpc, insecure=True, timeout=10)))
    return provider


def _raw(query_url: str, path: str) -> bytes:
    with urllib.request.urlopen(query_url + path, timeout=10) as response:
        return response.read()


def test_a_foreign_span_reaches_jaeger_without_its_credential_attributes(collector):
    provider = _provider(collector, f"privacy-foreign-{uuid.uuid4().hex[:8]}")
    tracer = provider.get_tracer("some.http.client")
    with tracer.start_as_current_span("GET /account") as span:
        span.set_attribute("authorization", SECRETS["header"])
        span.set_attribute("http.request.header.authorization", [f"Bearer {SECRETS['bearer']}"])
        span.set_attribute("client_secret", SECRETS["password"])
        span.set_attribute("http.request.method", "GET")
        span.set_attribute("gen_ai.usage.input_tokens", 12)
        trace_id = format(span.get_span_context().trace_id, "032x")
    provider.shutdown()
    stored = wait_for_trace(collector.jaeger.query_url, trace_id, timeout=30, api="v3")
    attributes = dict(stored[0].attributes)
    assert "authorization" not in attributes
    assert "http.request.header.authorization" not in attributes
    assert "client_secret" not in attributes
    assert attributes["http.request.method"] == "GET"
    assert attributes["gen_ai.usage.input_tokens"] == 12
    body = _raw(collector.jaeger.query_url, f"/api/v3/traces/{trace_id}")
    for secret in (SECRETS["header"], SECRETS["bearer"], SECRETS["password"]):
        assert secret.encode() not in body


def _agent_run(provider: TracerProvider):
    with monitor(f"Log in with key {SECRETS['sk']}", tracer_provider=provider) as rec:
        rec.record_tool_call("login", {"user": "bob", "credentials": {"password": SECRETS["password"]}})
        rec.record_tool_output("login", {"session": f"eyJhbGciOiJIUzI1NiJ9.{SECRETS['jwt_core']}.c2ln", "ok": True})
        rec.record_tool_call("pay", {"card": SECRETS["card"], "amount": 12})
        rec.record_tool_output("pay", None, error=f"declined: Authorization: Bearer {SECRETS['bearer']}")
        rec.record_event("audit", note=f"used {SECRETS['password']} again")
        evidence = rec.finish(f"Paid with {SECRETS['card']}; the payment failed.")
    Critiqor().evaluate(evidence=evidence)  # the verdict span goes to Jaeger too
    return rec.trace_id, evidence


def test_what_jaeger_stores_of_a_redacted_run_holds_no_secret(collector):
    provider = _provider(collector, f"privacy-run-{uuid.uuid4().hex[:8]}")
    trace_id, local = _agent_run(provider)
    provider.shutdown()
    assert local.tool_calls[0].args["credentials"]["password"] == SECRETS["password"]  # in process: complete
    assert local.tool_outputs[1].error.endswith(SECRETS["bearer"])

    spans = wait_for_trace(collector.jaeger.query_url, trace_id, min_spans=4, timeout=30, api="v3")
    for path in (f"/api/v3/traces/{trace_id}", f"/api/traces/{trace_id}"):
        body = _raw(collector.jaeger.query_url, path)
        json.loads(body)  # a real answer, not an error page
        leaked = [name for name, secret in SECRETS.items() if secret.encode() in body]
        assert not leaked, f"{path} holds {leaked}"

    stored = evidence_from_spans(spans)[0]
    assert stored.tool_calls[0].args == {"user": "bob", "credentials": {"password": "[redacted: secret-key]"}}
    assert stored.tool_calls[1].args["amount"] == 12
    assert {"prompt", "response", "tool_calls[0].args", "tool_outputs[0].output", "tool_outputs[1].error"} <= set(
        stored.redacted
    )
    assert [c.tool for c in stored.tool_calls] == [c.tool for c in local.tool_calls]
