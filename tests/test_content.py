"""The content policy: its redaction rules, how it is chosen, and what leaves the process under each."""

from __future__ import annotations

import logging
import re

import pytest
from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

from critiqor import Critiqor, EvidenceSpanProcessor, configure, evidence_from_spans, monitor
from critiqor.content import ContentGate, ContentPolicy, is_withheld, policy_from_env, resolve_policy
from critiqor.scoring import scores
from critiqor.scoring.verdict import CAUSE_DESCRIPTION
from critiqor.wire import EVALUATE_SPAN_NAME, REDACTED_KEYS


def redact(value, **policy):
    return ContentGate(ContentPolicy("redacted", **policy)).shown(value)


# --- the rules ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "key", ["api_key", "API-Key", "apikey", "Password", "passwd", "secret", "client_secret", "token",
            "refresh_token", "access_token", "AccessToken", "Authorization", "proxy-authorization",
            "cookie", "Set-Cookie", "private_key", "private.key", "x_api_key"],
)
def test_values_under_secret_keys_are_redacted_whatever_case_and_separators(key):
    assert redact({key: "s3cr3t-value"}) == {key: "[redacted: secret-key]"}


def test_secret_keys_are_found_at_any_depth_and_their_whole_value_goes():
    value = {"a": [{"b": {"password": {"nested": ["x1234", 5]}}}], "keep": "plain"}
    assert redact(value) == {"a": [{"b": {"password": "[redacted: secret-key]"}}], "keep": "plain"}


@pytest.mark.parametrize(
    "key", ["max_tokens", "prompt_tokens", "token_usage", "tokenizer", "secretary_name", "keyboard", "passwordless"]
)
def test_keys_that_only_resemble_secret_keys_are_left_alone(key):
    assert redact({key: "value 12"}) == {key: "value 12"}


@pytest.mark.parametrize(
    "text, secret, rule",
    [
        ("Authorization: Bearer abcdefghijklmnopqrstu", "abcdefghijklmnopqrstu", "secret-key"),
        ("send with Bearer abcdefghijklmnopqrstu.xyz", "abcdefghijklmnopqrstu", "bearer-token"),
        ("header Basic dXNlcjpwYXNzd29yZDEyMw==", "dXNlcjpwYXNzd29yZDEyMw", "basic-auth"),
        ("key sk-live-abcdefghijklmnopqrstuv now", "abcdefghijklmnopqrstuv", "api-key"),
        ("key sk-proj-abcdefghijklmnopqrstuv now", "abcdefghijklmnopqrstuv", "api-key"),
        ("stripe sk_live_abcdefghijklmnopqrstuv", "abcdefghijklmnopqrstuv", "api-key"),
        ("gh ghp_abcdefghijklmnopqrstuvwxyz0123456789", "abcdefghijklmnopqrstuvwxyz", "api-key"),
        ("slack xoxb-1234567890-abcdefghijklmnop", "abcdefghijklmnop", "api-key"),
        ("google AIzaSyA-abcdefghijklmnopqrstuvwxyz123", "abcdefghijklmnopqrstuvwxyz", "api-key"),
        ("aws AKIAIOSFODNN7EXAMPLE here", "IOSFODNN7EXAMPLE", "aws-access-key"),
        ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sflKxwRJSMeKKF2QT4fw", "sflKxwRJSMeKKF2QT4fw", "jwt"),
        ("-----BEGIN RSA PRIVATE KEY-----\nMIIEowKEY\n-----END RSA PRIVATE KEY-----", "MIIEowKEY", "private-key"),
        ("-----BEGIN PRIVATE KEY-----\nMIIEvQKEY cut off before its end", "MIIEvQKEY", "private-key"),
        ("card 4111 1111 1111 1111 please", "4111 1111 1111 1111", "card-number"),
        ("card 4111-1111-1111-1111", "4111-1111-1111-1111", "card-number"),
        ("card 5500005555555559", "5500005555555559", "card-number"),
        ("card 4111 1111 1111 1111 5 then", "4111 1111 1111 1111", "card-number"),
        ("login password=hunter22 ok", "hunter22", "secret-key"),
        ('{"api_key": "abc123456"}', "abc123456", "secret-key"),
    ],
)
def test_values_that_look_like_credentials_are_redacted_whatever_their_key(text, secret, rule):
    shown = redact({"any": text})["any"]
    assert f"[redacted: {rule}]" in shown
    assert secret not in shown


@pytest.mark.parametrize(
    "text",
    [
        "The flight costs 1234 EUR on 2026-12-01.",
        "order 4111111111111112 (fails the Luhn check)",
        "ns timestamp 1796010605698844000",
        "sk-learn is a library; the token count was 12",
        "see https://example.com/path?q=1&page=2",
        "max_tokens: 512",
    ],
)
def test_ordinary_text_is_untouched_and_returned_as_the_same_object(text):
    assert redact(text) is text


def test_an_unchanged_value_is_returned_as_the_same_object():
    value = {"city": "Paris", "n": [1, 2.5, None, True], "nested": {"x": "y"}}
    assert redact(value) is value


def test_numbers_are_counts_and_ids_never_card_numbers():
    assert redact({"n": 4111111111111111}) == {"n": 4111111111111111}


def test_a_secret_found_once_is_hidden_where_it_shows_up_again_in_the_run():
    gate = ContentGate(ContentPolicy("redacted"))
    gate.shown({"password": "correct-horse"})
    assert gate.text("login failed for correct-horse") == "login failed for [redacted: secret-key]"


def test_user_rules_keys_patterns_and_a_callable():
    policy = ContentPolicy(
        "redacted",
        keys=["ssn"],
        patterns=[r"EMP-\d{5}", ("ticket", re.compile(r"TCK\d+"))],
        redact=lambda text: text.replace("Project Falcon", "[redacted: codename]"),
    )
    gate = ContentGate(policy)
    shown = gate.shown({"SSN": "078-05-1120", "note": "EMP-12345 on TCK99 for Project Falcon"})
    assert shown == {"SSN": "[redacted: secret-key]", "note": "[redacted: custom] on [redacted: ticket] for [redacted: codename]"}


def test_a_failing_user_callable_withholds_the_value(caplog):
    def broken(text):
        raise RuntimeError("boom")

    with caplog.at_level(logging.WARNING, logger="critiqor"):
        assert ContentGate(ContentPolicy("redacted", redact=broken)).text("anything") == "[redacted: custom]"


def test_none_keeps_structure_only():
    gate = ContentGate(ContentPolicy("none"))
    assert gate.shown("hello") == "[redacted: content]"
    assert gate.shown("") == "" and gate.shown(None) is None
    assert gate.shown_object({"city": "Paris", "api_key": "x"}) == {"city": "[redacted: content]", "api_key": "[redacted: content]"}
    assert gate.shown_usage({"prompt_tokens": 3, "note": "x"}) == {"prompt_tokens": 3, "note": "[redacted: content]"}


def test_full_changes_nothing():
    value = {"api_key": "sk-live-abcdefghijklmnopqrstuv"}
    assert ContentGate(ContentPolicy("full")).shown(value) is value


def test_is_withheld_finds_a_mark_at_any_depth():
    assert is_withheld({"a": [1, {"b": "x [redacted: jwt] y"}]})
    assert not is_withheld({"a": [1, {"b": "redacted"}]})


# --- choosing the policy -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "env, expected",
    [
        ({}, None),
        ({"CRITIQOR_CONTENT": "full"}, "full"),
        ({"CRITIQOR_CONTENT": "NONE"}, "none"),
        ({"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "false"}, "none"),
        ({"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "NO_CONTENT"}, "none"),
        ({"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "EVENT_ONLY"}, "none"),
        ({"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "true"}, "redacted"),
        ({"OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "SPAN_AND_EVENT"}, "redacted"),
        ({"CRITIQOR_CONTENT": "full", "OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT": "false"}, "full"),
    ],
)
def test_policy_from_the_environment(env, expected):
    policy = policy_from_env(env)
    assert (policy.mode if policy else None) == expected


def test_an_unknown_environment_value_is_ignored_with_a_warning(caplog):
    with caplog.at_level(logging.WARNING, logger="critiqor"):
        assert policy_from_env({"CRITIQOR_CONTENT": "secret-ish"}) is None
    assert "CRITIQOR_CONTENT" in caplog.text


def test_monitor_wins_over_the_processor_which_wins_over_the_environment(monkeypatch):
    monkeypatch.setenv("CRITIQOR_CONTENT", "full")
    assert resolve_policy(None, None).mode == "full"
    assert resolve_policy(None, "none").mode == "none"
    assert resolve_policy("redacted", "none").mode == "redacted"
    monkeypatch.delenv("CRITIQOR_CONTENT")
    assert resolve_policy(None, None).mode == "redacted"


def test_a_bad_policy_name_raises_at_setup_not_while_recording():
    with pytest.raises(ValueError):
        monitor("x", content="some")
    with pytest.raises(ValueError):
        EvidenceSpanProcessor(content="half")


# --- on the wire ---------------------------------------------------------------------------------
SECRET = "sk-live-abcdefghijklmnopqrstuv"


def _run(provider, **kwargs):
    with monitor(f"prompt with {SECRET}", tracer_provider=provider, **kwargs) as rec:
        rec.record_tool_call("login", {"user": "bob", "password": "hunter22"})
        rec.record_tool_output("login", {"session": "ok"}, error=f"denied for hunter22 ({SECRET})")
        rec.record_event("note", header=f"Bearer {SECRET}")
        return rec.finish(f"done with {SECRET}")


def _exported(exporter) -> bytes:
    return encode_spans(exporter.get_finished_spans()).SerializeToString()


def test_default_policy_exports_no_secret_and_local_evidence_is_complete(provider, exporter, monkeypatch):
    monkeypatch.delenv("CRITIQOR_CONTENT", raising=False)
    monkeypatch.delenv("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", raising=False)
    evidence = _run(provider)
    blob = _exported(exporter)
    assert SECRET.encode() not in blob and b"hunter22" not in blob
    assert evidence.prompt == f"prompt with {SECRET}"
    assert evidence.tool_calls[0].args == {"user": "bob", "password": "hunter22"}
    assert evidence.tool_outputs[0].error == f"denied for hunter22 ({SECRET})"
    assert evidence.trace[3]["header"] == f"Bearer {SECRET}"
    assert evidence.redacted == ()


def test_full_exports_everything(provider, exporter):
    _run(provider, content="full")
    blob = _exported(exporter)
    assert SECRET.encode() in blob and b"hunter22" in blob
    assert all(REDACTED_KEYS not in (s.attributes or {}) for s in exporter.get_finished_spans())


def test_the_status_and_the_exception_event_follow_the_policy(provider, exporter):
    def fails():
        raise ValueError(f"no access with {SECRET}")

    with monitor("p", tracer_provider=provider) as rec:
        with pytest.raises(ValueError):
            rec.wrap_tool("fetch", fails)()
        rec.finish("r")
    tool = next(s for s in exporter.get_finished_spans() if s.name == "execute_tool fetch")
    assert SECRET not in tool.status.description
    exception = next(e for e in tool.events if e.name == "exception")
    assert exception.attributes["exception.type"] == "ValueError"
    assert SECRET not in exception.attributes["exception.message"]
    assert SECRET not in exception.attributes["exception.stacktrace"]
    assert "[redacted: api-key]" in exception.attributes["exception.message"]


def test_evidence_from_storage_shows_marks_and_lists_what_was_withheld(provider, exporter):
    _run(provider)
    stored = evidence_from_spans(exporter.get_finished_spans())[0]
    assert stored.prompt == "prompt with [redacted: api-key]"
    assert stored.tool_calls[0].args == {"user": "bob", "password": "[redacted: secret-key]"}
    assert set(stored.redacted) == {
        "prompt", "response", "tool_calls[0].args", "tool_outputs[0].error", "trace[3].payload"
    }


def test_evidence_from_storage_under_none_keeps_structure(provider, exporter):
    _run(provider, content="none")
    stored = evidence_from_spans(exporter.get_finished_spans())[0]
    assert stored.prompt == "[redacted: content]"
    assert stored.tool_calls[0].tool == "login"
    assert stored.tool_calls[0].args == {"user": "[redacted: content]", "password": "[redacted: content]"}
    assert stored.tool_outputs[0].error == "[redacted: content]"  # still an error: structure kept
    assert stored.metrics.errors == ["[redacted: content]"]


def test_scoring_from_storage_lowers_confidence_and_never_calls_a_withheld_value_ignored(provider, exporter):
    with monitor("What does the report say?", tracer_provider=provider, content="none") as rec:
        rec.record_tool_call("report", {"id": 7})
        rec.record_tool_output("report", "Revenue grew 12 percent in Lisbon")
        live = rec.finish("Revenue grew 12 percent in Lisbon, according to the annual report.")
    stored = evidence_from_spans(exporter.get_finished_spans())[0]
    judged = Critiqor().evaluate(evidence=stored)
    types = {c.type for c in judged.failure_causes}
    assert not types & {"ignored_tool_output", "unsupported_claim", "unacknowledged_error"}
    local = Critiqor().evaluate(evidence=live)
    assert judged.evaluation_confidence == local.evaluation_confidence - scores.WITHHELD_CONTENT_DEDUCTION
    assert any("content withheld" in f for f in judged.critique.findings)


def test_the_verdict_in_the_trace_quotes_only_what_the_policy_lets_out(provider, exporter):
    with monitor("q", tracer_provider=provider) as rec:
        rec.record_tool_call("vault", {"api_key": "opensesame-77"})
        rec.record_tool_output("vault", None, error="rejected key opensesame-77")
        evidence = rec.finish("All good.")
    result = Critiqor().evaluate(evidence=evidence)
    assert any("opensesame-77" in c.description for c in result.failure_causes)  # in process: complete
    verdict = next(s for s in exporter.get_finished_spans() if s.name == EVALUATE_SPAN_NAME)
    descriptions = [e.attributes[CAUSE_DESCRIPTION] for e in verdict.events if CAUSE_DESCRIPTION in e.attributes]
    descriptions += [e.attributes["gen_ai.evaluation.explanation"] for e in verdict.events if "gen_ai.evaluation.explanation" in e.attributes]
    assert descriptions and not any("opensesame" in d for d in descriptions)
    assert b"opensesame" not in _exported(exporter)


def test_the_verdict_under_none_quotes_no_content(provider, exporter):
    with monitor("q", tracer_provider=provider, content="none") as rec:
        rec.record_tool_call("t", {})
        rec.record_tool_output("t", None, error="plain failure text")
        evidence = rec.finish("All good.")
    Critiqor().evaluate(evidence=evidence)
    verdict = next(s for s in exporter.get_finished_spans() if s.name == EVALUATE_SPAN_NAME)
    said = {e.attributes[CAUSE_DESCRIPTION] for e in verdict.events if CAUSE_DESCRIPTION in e.attributes}
    said |= {e.attributes["gen_ai.evaluation.explanation"] for e in verdict.events if "gen_ai.evaluation.explanation" in e.attributes}
    assert said == {"[redacted: content]"}


def test_configure_sets_the_policy_for_its_provider(monkeypatch):
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = configure("svc", export=False, batch=False, exporters=[exporter], set_global=False, content="none")
    try:
        with monitor("secret plans", tracer_provider=provider) as rec:
            evidence = rec.finish("answer")
        assert evidence.prompt == "secret plans"
        assert b"secret plans" not in _exported(exporter)
    finally:
        provider.shutdown()


def test_withheld_values_count_against_the_processor_bound_and_are_freed_with_the_run(make_provider):
    provider, _ = make_provider()
    processor = EvidenceSpanProcessor(max_pending_spans=1000)
    provider.add_span_processor(processor)
    with monitor("p", tracer_provider=provider) as rec:
        for i in range(3):
            rec.record_tool_call("t", {"token": f"tok-{i}-abcdef"})
        assert processor.pending_span_count == 0  # open tool spans are not held yet
        assert processor._pending == 1 + 3  # the run, and the withheld args of three spans
        evidence = rec.finish("r")
    assert processor._pending == 0 and processor.pending_run_count == 0
    assert [c.args["token"] for c in evidence.tool_calls] == ["tok-0-abcdef", "tok-1-abcdef", "tok-2-abcdef"]


def test_on_evidence_a_snapshot_and_a_late_finish_see_the_full_values_under_none(make_provider):
    provider, exporter = make_provider()
    seen = []
    provider.add_span_processor(EvidenceSpanProcessor(on_evidence=seen.append))
    recorder = monitor("the plan: sell at 42", tracer_provider=provider, content="none")
    with recorder:
        recorder.record_tool_call("quote", {"ticker": "ACME"})
        recorder.record_tool_output("quote", {"price": "41.5 EUR"})
        recorder.record_event("note", text="private remark")
        snapshot = recorder.evidence()
        assert snapshot.tool_calls[0].args == {"ticker": "ACME"}
        assert snapshot.trace[-1]["text"] == "private remark"
    evidence = recorder.finish("sold at 42", prompt="the plan: sell at 42")  # after the block
    assert evidence.response == "sold at 42" and evidence.prompt == "the plan: sell at 42"
    assert evidence.tool_outputs[0].output == {"price": "41.5 EUR"}
    assert seen[0].tool_calls[0].args == {"ticker": "ACME"} and seen[0].trace[-2]["text"] == "private remark"
    blob = _exported(exporter)
    for text in (b"sell at 42", b"sold at 42", b"ACME", b"41.5 EUR", b"private remark"):
        assert text not in blob
    stored = evidence_from_spans(exporter.get_finished_spans())[0]
    assert stored.response == "[redacted: content]" and "response" in stored.redacted


def test_a_value_shown_again_after_being_withheld_is_read_as_shown(provider, exporter):
    with monitor(f"key {SECRET}", tracer_provider=provider) as rec:
        evidence = rec.finish("ok", prompt="a plain prompt")
    assert evidence.prompt == "a plain prompt"
    stored = evidence_from_spans(exporter.get_finished_spans())[0]
    assert stored.prompt == "a plain prompt" and stored.redacted == ()


class _Credentials:
    def __repr__(self):
        return f"Credentials(key='{SECRET}')"


def test_secrets_in_cycles_tuples_sets_and_object_reprs_are_not_exported(provider, exporter):
    cyclic = {"note": f"Bearer {SECRET}"}
    cyclic["self"] = cyclic
    output = {"cyclic": cyclic, "pair": ("x", SECRET), "set": {SECRET}, "object": _Credentials(), "n": 4111111111111111}
    with monitor("p", tracer_provider=provider) as rec:
        rec.record_tool_call("t", {"args": ("a", {"password": "pw-12345"})})
        rec.record_tool_output("t", output)
        evidence = rec.finish("r")
    blob = _exported(exporter)
    assert SECRET.encode() not in blob and b"pw-12345" not in blob
    assert b"4111111111111111" in blob  # numbers are not redacted
    assert evidence.tool_calls[0].args == {"args": ["a", {"password": "pw-12345"}]}
    assert evidence.tool_outputs[0].output["pair"] == ["x", SECRET]
