"""Each failure-cause detector: it fires on the pattern it names, stays quiet otherwise, cites spans."""

from __future__ import annotations

import pytest

from critiqor.scoring import detectors as d
from critiqor.scoring.detectors import RunFacts, Thresholds, detect_failure_causes, pair_outputs
from critiqor.evidence import EvaluationEvidence, ToolCall, ToolOutput

from scoring_helpers import ROOT, TRACE_ID, evidence, sid, with_refs


def run(detector, ev):
    return detector(RunFacts.of(ev))


def types(ev) -> list[str]:
    return [c.type for c in detect_failure_causes(ev)]


def call(tool, args=None, id=None, timestamp=None):
    return {"tool": tool, "args": args or {}, "id": id, "timestamp": timestamp}


def out(tool, output=None, call_id=None, error=None, timestamp=None):
    return {"tool": tool, "output": output, "call_id": call_id, "error": error, "timestamp": timestamp}


# --- pairing ------------------------------------------------------------------------------------


def test_pairing_prefers_call_ids_then_tool_order():
    calls = [ToolCall("a", {}, "x"), ToolCall("a", {}, None), ToolCall("b", {}, None)]
    outputs = [ToolOutput("a", 1, None), ToolOutput("a", 2, "x")]
    assert pair_outputs(calls, outputs) == (1, 0, None)


def test_pairing_follows_the_recorders_rule_so_orphans_answer_no_call():
    calls = [ToolCall("a", {}, "x")]
    assert pair_outputs(calls, [ToolOutput("a", 1, "other")]) == (None,)  # an unknown id: an orphan
    assert pair_outputs(calls, [ToolOutput("a", 1, None)]) == (None,)  # no id never answers an id'd call
    assert pair_outputs(calls, [ToolOutput("b", 1, None)]) == (None,)


# --- a clean run ---------------------------------------------------------------------------------


def test_clean_run_has_no_failure_cause():
    ev = evidence(
        "What is 2 + 2?",
        "2 + 2 = 4",
        tool_calls=[call("calculator", {"expression": "2 + 2"})],
        tool_outputs=[out("calculator", "4")],
    )
    assert detect_failure_causes(ev) == ()


def test_causes_carry_catalogue_fields_and_impact_from_severity():
    cause = run(d.empty_response, evidence(response="  "))[0]
    kind = d.CAUSE_KINDS["empty_response"]
    assert (cause.severity, cause.impact) == ("high", d.IMPACT["high"])
    assert (cause.root_cause, cause.recommended_fix) == (kind.root_cause, kind.recommended_fix)
    assert cause.span_ids == () and cause.trace_id is None


# --- empty response ----------------------------------------------------------------------------


def test_empty_response_fires_on_blank_and_cites_the_root():
    causes = run(d.empty_response, with_refs(evidence(response="")))
    assert [c.span_ids for c in causes] == [(ROOT,)]
    assert causes[0].trace_id == TRACE_ID


def test_empty_response_quiet_on_any_text():
    assert run(d.empty_response, evidence(response="ok")) == []


# --- repeated tool calls ---------------------------------------------------------------------


def test_repeated_identical_calls_fire_once_per_group_citing_each_call():
    ev = with_refs(
        evidence(
            tool_calls=[call("search", {"q": "x", "n": 1}), call("other"), call("search", {"n": 1, "q": "x"})],
        )
    )
    causes = run(d.repeated_tool_calls, ev)
    assert len(causes) == 1
    assert causes[0].span_ids == (sid("c", 0), sid("c", 2))
    assert causes[0].severity == "low"


def test_three_identical_calls_are_medium():
    ev = evidence(tool_calls=[call("search", {"q": "x"})] * 3)
    assert run(d.repeated_tool_calls, ev)[0].severity == "medium"


def test_same_tool_with_different_args_is_not_repeated():
    ev = evidence(tool_calls=[call("search", {"q": "x"}), call("search", {"q": "y"})])
    assert run(d.repeated_tool_calls, ev) == []


# --- missing outputs -------------------------------------------------------------------------


def test_call_without_output_fires_per_call_citing_it():
    ev = with_refs(
        evidence(
            tool_calls=[call("a", id="1"), call("b", id="2")],
            tool_outputs=[out("a", "done", call_id="1")],
        )
    )
    causes = run(d.missing_tool_outputs, ev)
    assert [c.span_ids for c in causes] == [(sid("c", 1),)]
    assert "b" in causes[0].description


def test_every_call_answered_is_quiet_even_without_ids():
    ev = evidence(tool_calls=[call("a"), call("a")], tool_outputs=[out("a", 1), out("a", 2)])
    assert run(d.missing_tool_outputs, ev) == []


# --- tool errors, runtime errors, timeouts -----------------------------------------------------


def test_tool_errors_group_per_tool_citing_the_failed_outputs():
    ev = with_refs(
        evidence(
            tool_calls=[call("db"), call("db"), call("api")],
            tool_outputs=[out("db", error="locked"), out("db", error="locked"), out("api", error="404")],
        )
    )
    causes = run(d.tool_errors, ev)
    assert [(c.description.split()[0], c.span_ids) for c in causes] == [
        ("db", (sid("o", 0), sid("o", 1))),
        ("api", (sid("o", 2),)),
    ]


def test_successful_tool_outputs_are_not_tool_errors():
    ev = evidence(tool_calls=[call("db")], tool_outputs=[out("db", "rows")])
    assert run(d.tool_errors, ev) == []


def test_runtime_error_from_trace_event_cites_its_span_and_is_not_double_counted():
    ev = with_refs(
        evidence(
            trace=[{"event": "agent_start", "timestamp": 1.0}, {"event": "error", "timestamp": 2.0, "error": "boom"}],
            metrics={"errors": ["boom"]},
        )
    )
    causes = run(d.runtime_errors, ev)
    assert len(causes) == 1
    assert causes[0].span_ids == (sid("t", 1),)
    assert "1 error" in causes[0].description


def test_runtime_error_from_metrics_alone_has_no_spans():
    causes = run(d.runtime_errors, evidence(metrics={"errors": ["disk full"]}))
    assert [c.span_ids for c in causes] == [()]


def test_tool_errors_in_metrics_are_not_runtime_errors():
    ev = evidence(tool_calls=[call("db")], tool_outputs=[out("db", error="locked")], metrics={"errors": ["locked"]})
    assert run(d.runtime_errors, ev) == []


@pytest.mark.parametrize("message", ["ReadTimeout: server slow", "request timed out", "Time-out after 30 s"])
def test_timeout_wording_makes_a_timeout_not_a_tool_error(message):
    ev = with_refs(evidence(tool_calls=[call("http")], tool_outputs=[out("http", error=message)]))
    assert types(ev).count("timeout") == 1
    assert "tool_error" not in types(ev)
    assert run(d.timeouts, ev)[0].span_ids == (sid("o", 0),)


def test_runtime_timeout_is_a_timeout_not_a_runtime_error():
    ev = evidence(metrics={"errors": ["TimeoutError: the run took too long"]})
    assert "timeout" in types(ev) and "runtime_error" not in types(ev)


def test_errors_without_timeout_wording_are_no_timeout():
    ev = evidence(tool_calls=[call("http")], tool_outputs=[out("http", error="connection reset")])
    assert run(d.timeouts, ev) == []


# --- retries ---------------------------------------------------------------------------------


def test_retries_from_metrics_count():
    causes = run(d.retries, evidence(metrics={"retries": 2}))
    assert len(causes) == 1 and "2 retries" in causes[0].description


def test_retries_from_trace_events_cite_them():
    ev = with_refs(evidence(trace=[{"event": "retry", "timestamp": 1.0, "attempt": 2}]))
    assert run(d.retries, ev)[0].span_ids == (sid("t", 0),)


def test_no_retry_no_cause():
    assert run(d.retries, evidence(trace=[{"event": "agent_start", "timestamp": 1.0}])) == []


# --- ignored tool outputs ----------------------------------------------------------------------


def test_output_the_response_never_uses_fires_and_cites_the_output():
    ev = with_refs(
        evidence(
            "Weather in Paris?",
            "It is sunny in Paris, 21.5 degrees.",
            tool_calls=[call("weather"), call("news")],
            tool_outputs=[out("weather", {"temp": 21.5}), out("news", ["Elections postponed"])],
        )
    )
    causes = run(d.ignored_tool_outputs, ev)
    assert [c.span_ids for c in causes] == [(sid("o", 1),)]
    assert causes[0].severity == "medium"


def test_response_using_no_output_at_all_is_high():
    ev = evidence("What is 2 + 2?", "5", tool_calls=[call("calculator")], tool_outputs=[out("calculator", "4")])
    assert [c.severity for c in run(d.ignored_tool_outputs, ev)] == ["high"]


def test_numbers_match_across_formats():
    ev = evidence(response="Revenue was 1,234 dollars.", tool_calls=[call("q")], tool_outputs=[out("q", 1234.0)])
    assert run(d.ignored_tool_outputs, ev) == []


def test_outputs_with_nothing_to_compare_and_failed_outputs_are_skipped():
    ev = evidence(
        response="Done.",
        tool_calls=[call("a"), call("b"), call("c")],
        tool_outputs=[out("a", None), out("b", True), out("c", error="Nope, broken")],
    )
    assert run(d.ignored_tool_outputs, ev) == []


# --- unsupported claims --------------------------------------------------------------------------


def test_specific_claims_without_support_fire_once_citing_the_root():
    ev = with_refs(
        evidence(
            "Tell me about the launch.",
            "It launched on March 3, 2021 with 42 crew members, according to NASA.",
            tool_calls=[call("search")],
            tool_outputs=[out("search", "The rocket launch went well.")],
        )
    )
    causes = run(d.unsupported_claims, ev)
    assert len(causes) == 1
    assert causes[0].span_ids == (ROOT,)
    assert causes[0].description.startswith("3 specific claims")
    claims = d.unsupported_claim_texts(RunFacts.of(ev))
    assert claims == ["March 3, 2021", "42", "NASA"]


def test_claims_backed_by_outputs_or_the_prompt_are_supported():
    ev = evidence(
        "Population of Lyon in 2020?",
        "According to the census tool, Lyon had 522,250 people in 2020 (as of 1 March).",
        tool_calls=[call("census_lookup")],
        tool_outputs=[out("census_lookup", {"population": 522250, "date": "March 1"})],
    )
    assert run(d.unsupported_claims, ev) == []


def test_single_digits_and_certainty_percentages_are_not_claims():
    ev = evidence("Plan?", "I am 100% sure it takes 3 steps.")
    assert run(d.unsupported_claims, ev) == []


def test_iso_dates_need_the_same_date_in_the_evidence():
    absent = evidence("When?", "On 2024-05-01.", tool_calls=[call("cal")], tool_outputs=[out("cal", "no date known")])
    assert len(run(d.unsupported_claims, absent)) == 1
    # a different date for the same thing is no longer merely unsupported: it contradicts the output
    other = evidence("When?", "On 2024-05-01.", tool_calls=[call("cal")], tool_outputs=[out("cal", "2024-05-02")])
    assert run(d.unsupported_claims, other) == []
    assert [c.type for c in detect_failure_causes(other)] == ["contradiction"]


# --- overconfident wording -------------------------------------------------------------------


def test_certainty_without_tool_evidence_fires():
    causes = run(d.overconfident_wording, evidence("Will it rain?", "It will definitely not rain."))
    assert len(causes) == 1 and "definitely" in causes[0].description


def test_certainty_after_a_failed_tool_fires():
    ev = evidence(
        "Is the server up?",
        "The server is certainly up.",
        tool_calls=[call("ping")],
        tool_outputs=[out("ping", "server up"), out("ping", error="refused")],
    )
    assert len(run(d.overconfident_wording, ev)) == 1


def test_certainty_backed_by_a_clean_tool_result_is_quiet():
    ev = evidence(
        "What is 2 + 2?",
        "It is definitely 4.",
        tool_calls=[call("calculator")],
        tool_outputs=[out("calculator", "4")],
    )
    assert run(d.overconfident_wording, ev) == []


def test_hedged_wording_is_quiet_even_on_weak_evidence():
    assert run(d.overconfident_wording, evidence("Will it rain?", "It might rain.")) == []


# --- trace-only: retry loop ------------------------------------------------------------------


def _end(tool, error=None, t=0.0, call_id=None):
    return {"event": "tool_end", "timestamp": t, "tool": tool, "output": None, "call_id": call_id, "error": error}


def _start(tool, t=0.0, call_id=None):
    return {"event": "tool_start", "timestamp": t, "tool": tool, "args": {}, "call_id": call_id}


def test_same_tool_failing_three_times_in_a_row_is_a_retry_loop_citing_each():
    trace = [_start("db"), _end("db", "locked"), {"event": "llm_call", "timestamp": 0.0}, _start("db"), _end("db", "locked"),
             _start("db"), _end("db", "locked")]
    causes = run(d.retry_loops, with_refs(evidence(trace=trace)))
    assert len(causes) == 1
    assert causes[0].span_ids == (sid("t", 1), sid("t", 4), sid("t", 6))
    assert run(d.retry_loops, evidence(trace=trace[:5])) == []  # one retry that fails again is no loop


def test_two_failures_in_a_row_reported_honestly_raise_no_alarm_of_a_loop():
    trace = [_start("api", call_id="a1"), _end("api", "503 down", call_id="a1"), _start("api", call_id="a2"), _end("api", "503 down", call_id="a2")]
    ev = evidence("Status?", "Sorry, the status service is down (503) on both tries; please try later.",
                  tool_calls=[call("api", id="a1"), call("api", id="a2")],
                  tool_outputs=[out("api", None, error="503 down", call_id="a1"), out("api", None, error="503 down", call_id="a2")], trace=trace)
    assert "retry_loop" not in {c.type for c in detect_failure_causes(ev)}


def test_a_success_or_another_tool_between_failures_breaks_the_loop():
    trace = [_end("db", "locked"), _end("db"), _end("db", "locked"), _end("api", "x"), _end("db", "locked")]
    assert run(d.retry_loops, evidence(trace=trace)) == []


def test_one_failure_is_no_loop():
    assert run(d.retry_loops, evidence(trace=[_end("db", "locked")])) == []


def test_the_same_call_repeated_although_it_answered_is_a_retry_loop():
    answered = [out("quote", {"price": 10.5})] * 3
    ev = with_refs(evidence("Price?", "$10.50.", tool_calls=[call("quote", {"s": "X"})] * 3, tool_outputs=answered))
    [cause] = run(d.retry_loops, ev)
    assert cause.span_ids == (sid("c", 0), sid("c", 1), sid("c", 2))
    twice = evidence("Price?", "$10.50.", tool_calls=[call("quote", {"s": "X"})] * 2, tool_outputs=answered[:2])
    assert run(d.retry_loops, twice) == []
    other_between = evidence("Price?", "$10.50.", tool_calls=[call("quote", {"s": "X"}), call("fx"), call("quote", {"s": "X"}),
                                                               call("quote", {"s": "X"})],
                             tool_outputs=[answered[0], out("fx", {"rate": 1.1}), answered[0], answered[0]])
    assert run(d.retry_loops, other_between) == []
    assert run(d.retry_loops, evidence(tool_calls=[call("quote", {"s": "X"})] * 3,
                                       tool_outputs=[out("quote", error="busy")] * 3)) == []  # failures: the trace's rule


# --- trace-only: LLM loop ----------------------------------------------------------------------


def _llm(t=0.0):
    return {"event": "llm_call", "timestamp": t, "model": "m", "token_usage": {}}


def test_four_llm_calls_without_tool_progress_fire_citing_them():
    trace = [{"event": "agent_start", "timestamp": 0.0}, _llm(), _llm(), {"event": "note", "timestamp": 0.0}, _llm(), _llm()]
    causes = run(d.llm_loops, with_refs(evidence(trace=trace)))
    assert [c.span_ids for c in causes] == [(sid("t", 1), sid("t", 2), sid("t", 4), sid("t", 5))]


def test_tool_calls_between_llm_calls_are_progress():
    trace = [_llm(), _llm(), _start("a"), _end("a"), _llm(), _llm()]
    assert run(d.llm_loops, evidence(trace=trace)) == []


# --- trace-only: latency hotspot -------------------------------------------------------------


def test_tool_taking_most_of_the_latency_fires_pairing_by_call_id():
    trace = [_start("slow", 0.0, "1"), _start("fast", 0.1, "2"), _end("fast", t=0.2, call_id="2"), _end("slow", t=3.0, call_id="1")]
    causes = run(d.latency_hotspots, with_refs(evidence(trace=trace, metrics={"latency": 4.0})))
    assert len(causes) == 1
    assert causes[0].description.startswith("slow took 3 s")
    assert causes[0].span_ids == (sid("t", 0), sid("t", 3))


def test_durations_of_one_tool_add_up_pairing_by_order():
    trace = [_start("db", 0.0), _end("db", t=1.0), _start("db", 1.0), _end("db", t=2.5)]
    assert len(run(d.latency_hotspots, evidence(trace=trace, metrics={"latency": 4.0}))) == 1
    assert run(d.latency_hotspots, evidence(trace=trace, metrics={"latency": 6.0})) == []


def test_hotspot_needs_a_latency_and_a_noticeable_duration():
    trace = [_start("db", 0.0), _end("db", t=0.001)]
    assert run(d.latency_hotspots, evidence(trace=trace, metrics={"latency": 0.0015})) == []
    assert run(d.latency_hotspots, evidence(trace=[_start("db", 0.0), _end("db", t=1.0)])) == []


# --- trace-only: unacknowledged error ---------------------------------------------------------


def test_unresolved_error_the_response_hides_fires_citing_it():
    ev = with_refs(
        evidence(
            "Book a table.",
            "Your table is booked.",
            tool_calls=[call("booking")],
            tool_outputs=[out("booking", error="HTTP 503")],
        )
    )
    causes = run(d.unacknowledged_errors, ev)
    assert [c.span_ids for c in causes] == [(sid("o", 0),)]


def test_error_mentioned_in_the_response_is_acknowledged():
    ev = evidence(
        "Book a table.",
        "Sorry, the booking service was unavailable.",
        tool_calls=[call("booking")],
        tool_outputs=[out("booking", error="HTTP 503")],
    )
    assert run(d.unacknowledged_errors, ev) == []


def test_error_resolved_by_a_later_success_needs_no_mention():
    ev = evidence(
        "Book a table.",
        "Your table is booked.",
        tool_calls=[call("booking"), call("booking")],
        tool_outputs=[out("booking", error="HTTP 503"), out("booking", "booked")],
    )
    assert run(d.unacknowledged_errors, ev) == []


def test_runtime_error_is_never_resolved():
    ev = evidence("Hi", "Hello!", trace=[{"event": "error", "timestamp": 1.0, "error": "KeyError: 'x'"}])
    assert len(run(d.unacknowledged_errors, ev)) == 1


# --- several causes at once (determinism across hash seeds: tests/test_determinism.py) ------------


def test_one_run_can_show_several_causes_at_once():
    ev = evidence(
        "Q",
        "definitely 99",
        tool_calls=[call("a"), call("a")],
        tool_outputs=[out("a", error="timed out")],
        trace=[_llm(), _llm(), _llm(), _llm()],
    )
    assert set(types(ev)) >= {"timeout", "missing_tool_output", "llm_loop", "unsupported_claim"}


def test_unsupported_claims_accepts_totals_and_conversions_of_tool_numbers() -> None:
    ev = EvaluationEvidence.from_payload(
        "trip cost?",
        "Flights 378.00 EUR and hotel 426.00 EUR: 804.00 EUR, about 868.32 USD.",
        tool_calls=[ToolCall("flights", {}), ToolCall("hotel", {}), ToolCall("fx", {})],
        tool_outputs=[
            ToolOutput("flights", {"total_eur": 378.0}),
            ToolOutput("hotel", {"total_eur": 426.0}),
            ToolOutput("fx", 1.08),
        ],
    )
    assert d.unsupported_claim_texts(RunFacts.of(ev)) == []


def test_unsupported_claims_still_flags_a_number_no_arithmetic_step_reaches() -> None:
    ev = EvaluationEvidence.from_payload(
        "trip cost?",
        "The total is 913.47 USD.",
        tool_calls=[ToolCall("flights", {})],
        tool_outputs=[ToolOutput("flights", {"total_eur": 378.0, "hotel_eur": 426.0})],
    )
    assert d.unsupported_claim_texts(RunFacts.of(ev)) == ["913.47"]


def test_an_empty_tool_error_is_not_a_runtime_error():
    ev = EvaluationEvidence.from_payload(
        "weather?", "It is sunny.", tool_calls=[ToolCall("weather", {})],
        tool_outputs=[ToolOutput("weather", "sunny", None, "")], metrics={"errors": [""]},
    )
    assert "runtime_error" not in types(ev)


def test_critiqors_incomplete_evidence_note_lowers_confidence_not_trust():
    from critiqor.scoring import score_evidence

    note = "critiqor: evidence incomplete: 12 spans dropped, over max_pending_spans; tool and LLM calls are missing"
    ev = EvaluationEvidence.from_payload("q", "done", trace=[{"event": "agent_start", "timestamp": 1.0}],
                                         metrics={"latency": 1.0, "errors": [note]}, evidence_level="trace_available")
    result = score_evidence(ev)
    assert not {"runtime_error", "unacknowledged_error"} & {c.type for c in result.failure_causes}
    assert result.evaluation_confidence <= 68 - 25 and result.deployment_recommendation != "safe_to_deploy"
    assert any("evidence incomplete" in f for f in result.critique.findings)


# --- reviewer's recorded runs: honest runs stay quiet, flawed runs fire ---------------------------


def test_month_day_claim_backed_by_an_iso_timestamp_is_supported():
    ev = evidence(
        "When was the incident?",
        "The incident started on March 2, 2024 and was closed on March 4.",
        tool_calls=[call("incidents")],
        tool_outputs=[out("incidents", {"opened": "2024-03-02T14:05:00Z", "closed": "2024-03-04T09:00:00Z"})],
    )
    assert d.unsupported_claim_texts(RunFacts.of(ev)) == []
    wrong_year = evidence("When?", "It started on March 2, 2023.", tool_calls=[call("incidents")],
                          tool_outputs=[out("incidents", {"opened": "2024-03-02T14:05:00Z"})])
    assert d.unsupported_claim_texts(RunFacts.of(wrong_year)) == ["March 2, 2023"]


def test_rounded_percent_and_list_length_numbers_are_supported():
    ev = evidence(
        "Status of the repo?",
        "It is 18.5 C (about 18 C), CI passes 40% of runs, and there are 12 open PRs.",
        tool_calls=[call("weather"), call("ci"), call("prs")],
        tool_outputs=[out("weather", 18.47), out("ci", {"pass_rate": 0.4}), out("prs", [{"n": k} for k in range(1, 13)])],
    )
    assert d.unsupported_claim_texts(RunFacts.of(ev)) == []
    wrong = evidence("Status?", "There are 13 open PRs, CI passes 45% of runs.", tool_calls=[call("ci"), call("prs")],
                     tool_outputs=[out("ci", {"pass_rate": 0.4}), out("prs", [{"title": t} for t in "abcdefghijkl"])])
    assert d.unsupported_claim_texts(RunFacts.of(wrong)) == ["13", "45%"]


def test_receipts_of_actions_are_not_ignored_outputs():
    ev = evidence(
        "Email Bob the report and archive it.",
        "I emailed the report to Bob and archived it.",
        tool_calls=[call("send_email"), call("archive"), call("notify"), call("flag"), call("log")],
        tool_outputs=[
            out("send_email", {"status": "queued", "message_id": "msg_7f3a9c"}),
            out("archive", {"ok": True}),
            out("notify", "sent"),
            out("flag", True),
            out("log", None),
        ],
    )
    assert run(d.ignored_tool_outputs, ev) == []
    assert d.is_receipt({"id": 7, "created_at": "2024-03-02"}) and d.is_receipt("Done")
    assert d.is_receipt({"sent": True, "message_id": "m-81"})  # a receipt word as the key


def test_outputs_that_are_not_receipts_can_still_be_ignored():
    assert not d.is_receipt({"status": "open", "title": "Fix login"})  # a key that is no status/id
    assert not d.is_receipt({"status": "ok", "items": ["a"]})  # a value that is no scalar
    assert not d.is_receipt("sent to the archive")  # more than a status word
    ev = evidence("Open issue?", "I archived it.", tool_calls=[call("issue")],
                  tool_outputs=[out("issue", {"status": "open", "title": "Fix login"})])
    assert [c.severity for c in run(d.ignored_tool_outputs, ev)] == ["high"]


def test_a_word_or_two_in_common_does_not_use_an_output_full_of_specifics():
    policy = {"text": "Staff may bring up to 2 guests to the annual summer party; guests must register by 1 June."}
    generic = evidence("Can I bring guests to the party?", "Rules for staff events vary; in general check with your manager.",
                       tool_calls=[call("policy")], tool_outputs=[out("policy", policy)])
    assert [c.type for c in run(d.ignored_tool_outputs, generic)] == ["ignored_tool_output"]
    specific = evidence("Can I bring guests to the party?", "Yes, up to 2 guests; register them by 1 June.",
                        tool_calls=[call("policy")], tool_outputs=[out("policy", policy)])
    assert run(d.ignored_tool_outputs, specific) == []
    worded = evidence("Can I bring guests to the party?", "Yes: staff can bring guests to the annual summer party if they "
                      "register.", tool_calls=[call("policy")], tool_outputs=[out("policy", policy)])
    assert run(d.ignored_tool_outputs, worded) == []
    # a short output is used by half its words: "good standing" of {"status": "good standing", "flag": "none"}
    short = evidence("Is my account OK?", "Yes, it is in good standing.", tool_calls=[call("acct")],
                     tool_outputs=[out("acct", {"status": "good standing", "flag": "none"})])
    assert run(d.ignored_tool_outputs, short) == []


def test_certainty_over_a_result_the_tool_calls_provisional_is_high_overconfidence():
    ev = evidence("What will the repair cost?", "It will be exactly $412. You can count on that.", tool_calls=[call("quote")],
                  tool_outputs=[out("quote", {"estimated_total": 412, "confidence": "low"})])
    [cause] = run(d.overconfident_wording, ev)
    assert cause.severity == "high" and "provisional" in cause.description
    pending = evidence("Is my refund done?", "Your refund is guaranteed.", tool_calls=[call("refund")],
                       tool_outputs=[out("refund", {"refund_id": "R-4", "status": "pending_review"})])
    assert [c.severity for c in run(d.overconfident_wording, pending)] == ["high"]
    final = evidence("Total?", "The total is exactly $412.", tool_calls=[call("invoice")],
                     tool_outputs=[out("invoice", {"total": 412, "status": "paid"})])
    assert run(d.overconfident_wording, final) == []


def test_resolved_tool_error_is_low_and_unresolved_stays_medium():
    resolved = evidence("Book.", "Booked.", tool_calls=[call("booking", {"n": 1}), call("booking", {"n": 2})],
                        tool_outputs=[out("booking", error="HTTP 503"), out("booking", "booked")])
    cause = run(d.tool_errors, resolved)[0]
    assert cause.severity == "low" and "a later call succeeded" in cause.description
    unresolved = evidence("Book.", "Sorry, it failed.", tool_calls=[call("booking")],
                          tool_outputs=[out("booking", error="HTTP 503")])
    assert [c.severity for c in run(d.tool_errors, unresolved)] == ["medium"]


def test_retry_after_a_failure_that_recovered_is_not_a_repeated_call():
    retried = evidence("Book.", "Booked.", tool_calls=[call("booking", {"n": 2})] * 2,
                       tool_outputs=[out("booking", error="HTTP 503"), out("booking", "booked")])
    assert run(d.repeated_tool_calls, retried) == []
    three = evidence("Book.", "Booked.", tool_calls=[call("booking", {"n": 2})] * 3,
                     tool_outputs=[out("booking", error="HTTP 503"), out("booking", "booked"), out("booking", "booked")])
    causes = run(d.repeated_tool_calls, three)
    assert [c.severity for c in causes] == ["low"] and "2 times" in causes[0].description and "1 retry" in causes[0].description
    never_recovered = evidence("Book.", "Sorry.", tool_calls=[call("booking", {"n": 2})] * 2,
                               tool_outputs=[out("booking", error="HTTP 503"), out("booking", error="HTTP 503")])
    assert run(d.repeated_tool_calls, never_recovered) == []  # retries, not repeats
    assert [c.severity for c in run(d.tool_errors, never_recovered)] == ["medium"]  # still failing


def test_llm_loop_is_medium_from_four_calls_and_high_from_six():
    def severities(n):
        return [c.severity for c in run(d.llm_loops, evidence(trace=[_llm()] * n))]

    assert (severities(3), severities(4), severities(5), severities(6)) == ([], ["medium"], ["medium"], ["high"])


def test_negated_failure_words_do_not_hide_an_error():
    ev = evidence("Book a table.", "No issues: your table is booked.", tool_calls=[call("booking")],
                  tool_outputs=[out("booking", error="HTTP 503")])
    assert len(run(d.unacknowledged_errors, ev)) == 1
    said = evidence("Book a table.", "I ran into a problem: the booking service is down.", tool_calls=[call("booking")],
                    tool_outputs=[out("booking", error="HTTP 503")])
    assert run(d.unacknowledged_errors, said) == []


def test_call_without_output_is_an_unacknowledged_failure_unless_said():
    ev = with_refs(evidence("Weather?", "It is sunny.", tool_calls=[call("weather", id="w1")]))
    causes = run(d.unacknowledged_errors, ev)
    assert [c.span_ids for c in causes] == [(sid("c", 0),)] and "weather never returned" in causes[0].description
    said = evidence("Weather?", "The weather service is not responding.", tool_calls=[call("weather", id="w1")])
    assert run(d.unacknowledged_errors, said) == []
    retried = evidence("Weather?", "It is sunny.", tool_calls=[call("weather", id="w1"), call("weather", id="w2")],
                       tool_outputs=[out("weather", "sunny", call_id="w2")])
    assert run(d.unacknowledged_errors, retried) == []


@pytest.mark.parametrize("empty", [[], {}, "", "  "])
def test_empty_result_stated_over_is_an_unacknowledged_failure(empty):
    ev = with_refs(evidence("Open PRs?", "Your newest PR is 'Fix login'.", tool_calls=[call("prs")],
                            tool_outputs=[out("prs", empty)]))
    assert [c.span_ids for c in run(d.unacknowledged_errors, ev)] == [(sid("o", 0),)]
    said = evidence("Open PRs?", "The search returned no results.", tool_calls=[call("prs")], tool_outputs=[out("prs", empty)])
    assert run(d.unacknowledged_errors, said) == []


def test_none_result_counts_as_empty_only_under_a_specific_claim():
    claim = evidence("Price?", "It costs 42 EUR.", tool_calls=[call("price")], tool_outputs=[out("price", None)])
    assert len(run(d.unacknowledged_errors, claim)) == 1
    receipt = evidence("Email Bob.", "I emailed Bob.", tool_calls=[call("send_email")], tool_outputs=[out("send_email", None)])
    assert run(d.unacknowledged_errors, receipt) == []


def test_words_echoed_from_the_calls_arguments_do_not_count_as_used():
    ev = evidence("Weather in Paris?", "Paris is lovely.", tool_calls=[call("weather", {"city": "Paris"})],
                  tool_outputs=[out("weather", {"city": "Paris", "forecast": "rainy", "high_c": 12})])
    assert [c.severity for c in run(d.ignored_tool_outputs, ev)] == ["high"]
    used = evidence("Weather in Paris?", "Rainy in Paris, 12 C.", tool_calls=[call("weather", {"city": "Paris"})],
                    tool_outputs=[out("weather", {"city": "Paris", "forecast": "rainy", "high_c": 12})])
    assert run(d.ignored_tool_outputs, used) == []
    echo_only = evidence("Save Paris.", "Saved.", tool_calls=[call("save", {"city": "Paris", "days": 12})],
                         tool_outputs=[out("save", {"city": "Paris", "days": 12})])
    assert run(d.ignored_tool_outputs, echo_only) == []  # nothing beyond the arguments to compare


def test_one_arithmetic_step_backs_a_claim_within_the_operand_bound():
    difference = evidence("Deals?", "You save $500.", tool_calls=[call("shop")], tool_outputs=[out("shop", {"was": 1499, "now": 999})])
    assert d.unsupported_claim_texts(RunFacts.of(difference)) == []
    two_steps = evidence("Deals?", "Each saves $493, two of them $986.", tool_calls=[call("shop")],
                         tool_outputs=[out("shop", {"was": 1490, "now": 997})])
    assert d.unsupported_claim_texts(RunFacts.of(two_steps)) == ["$986"]
    far = evidence("Prices?", "Together 1,212 EUR.", tool_calls=[call("shop")],
                   tool_outputs=[out("shop", {"a": 100, "b": 113, "c": 555, "d": 657})])
    assert d.unsupported_claim_texts(RunFacts.of(far)) == []  # 555 + 657
    bounded = RunFacts.of(far, Thresholds(max_operands=2))  # only 100 and 113 take part in the search
    assert d.unsupported_claim_texts(bounded) == ["1,212"]
    chained = evidence("Trip?", "Flights 378 EUR and hotel 426 EUR: 804 EUR, about 868.32 USD.",
                       tool_calls=[call("trip")], tool_outputs=[out("trip", {"flights": 378, "hotel": 426, "rate": 1.08})])
    assert d.unsupported_claim_texts(RunFacts.of(chained)) == []


def test_error_returned_as_data_is_a_failed_output_for_every_detector():
    trace = [_start("api", call_id="a1"), _end("api", call_id="a1"), _start("api", call_id="a2"), _end("api", call_id="a2"),
             _start("api", call_id="a3"), _end("api", call_id="a3")]
    for k in (1, 3, 5):
        trace[k]["output"] = {"error": "429 Too Many Requests"}
    ev = with_refs(evidence(
        "Latest release?",
        "The latest release is out.",
        tool_calls=[call("api", id="a1"), call("api", id="a2"), call("api", id="a3")],
        tool_outputs=[out("api", {"error": "429 Too Many Requests"}, call_id="a1"),
                      out("api", {"errors": [{"message": "rate limit"}]}, call_id="a2"),
                      out("api", {"error": "429 Too Many Requests"}, call_id="a3")],
        trace=trace,
    ))
    found = {c.type: c for c in detect_failure_causes(ev)}
    assert {"tool_error", "retry_loop", "unacknowledged_error"} <= set(found)
    assert "ignored_tool_output" not in found
    assert found["tool_error"].span_ids == (sid("o", 0), sid("o", 1), sid("o", 2))
    assert found["retry_loop"].span_ids == (sid("t", 1), sid("t", 3), sid("t", 5))
    assert "429 Too Many Requests" in found["tool_error"].description and "rate limit" in found["tool_error"].description
    assert ev.tool_outputs[0].error is None  # the evidence itself is left as it was


def test_empty_error_keys_in_data_are_no_failure():
    ev = evidence("Latest release?", "Release 2.1 is out.", tool_calls=[call("api")],
                  tool_outputs=[out("api", {"error": None, "errors": [], "release": "2.1"})])
    assert types(ev) == []
