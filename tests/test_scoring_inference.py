"""The inferred checks (contradiction, wrong_entity, stale_data), the check registry, the
thresholds, use of outputs, and a judge that corrects within limits."""

from __future__ import annotations

import pytest

from critiqor.scoring import Critiqor, Thresholds
from critiqor.scoring import detectors as d
from critiqor.scoring import inference
from critiqor.scoring.registry import CHECKS

from scoring_helpers import evidence, sid, with_refs

RUN_START = 1_795_510_800.0  # 2026-11-24 09:00 UTC


def call(tool, args=None, ts=None):
    return {"tool": tool, "args": args or {}, "timestamp": ts}


def out(tool, output=None, error=None, ts=None):
    return {"tool": tool, "output": output, "error": error, "timestamp": ts}


def types(ev, **kwargs):
    return [c.type for c in d.detect_failure_causes(ev, **kwargs)]


# --- contradiction -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "response, output",
    [
        ("Yes, it's in stock.", {"in_stock": False}),
        ("No, your account isn't locked.", {"locked": True}),
        ("Yes, nightly_etl is enabled.", {"columns": ["name", "enabled"], "rows": [["nightly_etl", False]]}),
        ("Yes, Alex accepted.", {"attendees": [{"email": "alex@acme.com", "status": "declined"}]}),
    ],
)
def test_a_state_opposite_to_the_output_is_a_high_contradiction_citing_the_output(response, output):
    ev = with_refs(evidence("Question?", response, tool_calls=[call("t")], tool_outputs=[out("t", output)]))
    [cause] = inference.contradictions(d.RunFacts.of(ev))
    assert (cause.severity, cause.certainty, cause.span_ids) == ("high", "inference", (sid("o", 0),))


def test_the_same_state_as_the_output_is_no_contradiction():
    ev = evidence("In stock?", "Yes, it's in stock.", tool_calls=[call("t")], tool_outputs=[out("t", {"in_stock": True})])
    assert inference.contradictions(d.RunFacts.of(ev)) == []


# --- wrong entity ------------------------------------------------------------------------------


def test_a_call_about_a_neighbouring_id_is_a_wrong_entity_citing_the_call():
    ev = with_refs(evidence("Where is order #A10492?", "Order A10492 was delivered.",
                            tool_calls=[call("get_order", {"order_id": "A10429"})],
                            tool_outputs=[out("get_order", {"status": "delivered"})]))
    [cause] = inference.wrong_entities(d.RunFacts.of(ev))
    assert "A10429" in cause.description and cause.span_ids == (sid("c", 0),)


def test_a_call_about_another_place_is_a_wrong_entity():
    ev = evidence("What's the weather in Lisbon right now?", "Lisbon: 14°C.",
                  tool_calls=[call("weather", {"location": "Porto, PT"})], tool_outputs=[out("weather", {"temp_c": 14})])
    assert "wrong_entity" in types(ev)


def test_a_reported_id_one_swap_from_the_output_is_a_wrong_entity():
    ev = evidence("Book it.", "Booked, confirmation RZ-40781.", tool_calls=[call("book")],
                  tool_outputs=[out("book", {"status": "confirmed", "confirmation_number": "RZ-40718"})])
    assert "wrong_entity" in types(ev)


def test_ids_match_case_and_punctuation_insensitively():
    ev = evidence("Check ticket zd-88213.", "Ticket zd88213 is pending.", tool_calls=[call("t", {"ticket_id": "ZD-88213"})],
                  tool_outputs=[out("t", {"id": "ZD-88213", "status": "pending"})])
    assert types(ev) == []


def test_near_miss_is_one_edit_or_one_swap_of_neighbours():
    assert inference.near_miss("a10492", "a10429") and inference.near_miss("request", "requests")
    assert not inference.near_miss("a10492", "a10492") and not inference.near_miss("a10492", "b20492")


def test_a_call_for_another_state_than_the_prompts_place_is_a_wrong_entity():
    ev = evidence("How much do homes cost in Springfield, Illinois?", "Homes in Springfield: $189,000.",
                  tool_calls=[call("prices", {"city": "Springfield", "state": "MO"})],
                  tool_outputs=[out("prices", {"median": 189000})])
    assert "wrong_entity" in types(ev)
    right = evidence("How much do homes cost in Springfield, IL?", "Homes in Springfield: $189,000.",
                     tool_calls=[call("prices", {"city": "Springfield", "state": "Illinois"})],
                     tool_outputs=[out("prices", {"median": 189000})])
    assert "wrong_entity" not in types(right)
    status = evidence("How much do homes cost in Springfield, Illinois?", "Homes in Springfield: $189,000.",
                      tool_calls=[call("prices", {"city": "Springfield, Illinois", "state": "ok"})],
                      tool_outputs=[out("prices", {"median": 189000})])
    assert "wrong_entity" not in types(status)  # "ok" is no state code; codes are in capitals


def test_a_call_naming_another_team_or_person_than_the_prompt_is_a_wrong_entity():
    ev = evidence("How did the Rovers do?", "They won 2-1.", tool_calls=[call("score", {"team": "United"})],
                  tool_outputs=[out("score", {"result": "won 2-1"})])
    assert "wrong_entity" in types(ev)


def test_picking_a_record_whose_name_matches_the_prompt_worse_is_a_wrong_entity():
    found = {"people": [{"id": "u-17", "name": "Maria Lopez"}, {"id": "u-42", "name": "Mario Lopes"}]}
    asked = "What's Maria Lopez's phone extension?"
    wrong = evidence(asked, "Her extension is 4417.", tool_calls=[call("find"), call("ext", {"user_id": "u-42"})],
                     tool_outputs=[out("find", found), out("ext", {"extension": 4417})])
    assert "wrong_entity" in types(wrong)
    right = evidence(asked, "Her extension is 4417.", tool_calls=[call("find"), call("ext", {"user_id": "u-17"})],
                     tool_outputs=[out("find", found), out("ext", {"extension": 4417})])
    assert "wrong_entity" not in types(right)
    hotels = {"hotels": [{"id": "h-1", "name": "Hotel du Louvre"}, {"id": "h-2", "name": "Ibis Centre"}]}
    cheapest = evidence("Cheapest hotel near the Louvre?", "Ibis Centre, booked.",
                        tool_calls=[call("search"), call("book", {"hotel_id": "h-2"})],
                        tool_outputs=[out("search", hotels), out("book", {"status": "booked"})])
    assert "wrong_entity" not in types(cheapest)  # one word in common names no record


def _agenda(day, zone=None):
    return evidence("Anything due tomorrow?", "One thing: the tax filing.",
                    tool_calls=[call("tasks", {"due_date": day}, RUN_START)],
                    tool_outputs=[out("tasks", {"tasks": [{"title": "tax filing"}], "tz": zone}, ts=RUN_START + 1)])


def test_a_relative_day_looked_up_as_another_date_is_a_wrong_entity():
    assert "wrong_entity" in types(_agenda("2026-11-26"))  # the run is on 2026-11-24 at 09:00 UTC
    assert "wrong_entity" not in types(_agenda("2026-11-25"))
    # without a zone of the user's, 09:00 UTC may still be the 23rd somewhere: the 24th may be meant
    assert "wrong_entity" not in types(_agenda("2026-11-24"))
    # with one (01:00 on the 24th in Los Angeles), tomorrow is the 25th
    assert "wrong_entity" in types(_agenda("2026-11-24", "America/Los_Angeles"))
    # a UTC timestamp in the output says nothing of the user's zone
    assert "wrong_entity" not in types(_agenda("2026-11-24", "2026-11-24T08:00:00Z"))


def test_amounts_with_thousands_separators_and_plural_ids_are_no_wrong_entity():
    ev = evidence("Flats under $1,500 in 10115?", "There are 2 VIP1s under $1,500: flat VIP1 and its twin.",
                  tool_calls=[call("flats", {"max_rent": 1500, "zip": "10115"})],
                  tool_outputs=[out("flats", {"flats": [{"code": "VIP1", "rent": 1450}, {"code": "VIP1", "rent": 1490}]})])
    assert "wrong_entity" not in types(ev)


def test_a_state_both_true_and_false_across_records_contradicts_nothing():
    ev = evidence("Did we win?", "Yes, we won at home.", tool_calls=[call("t")],
                  tool_outputs=[out("t", {"sides": [{"club": "us", "home": True}, {"club": "them", "home": False}]})])
    assert "contradiction" not in types(ev)


def test_denying_a_field_the_output_fills_is_a_contradiction():
    ev = evidence("Any recalls on my car?", "No open recalls for your car.", tool_calls=[call("recalls")],
                  tool_outputs=[out("recalls", {"vin": "1HG-77", "open_recalls": ["airbag inflator (23V-101)"]})])
    assert "contradiction" in types(ev)
    empty = evidence("Any recalls on my car?", "No open recalls for your car.", tool_calls=[call("recalls")],
                     tool_outputs=[out("recalls", {"vin": "1HG-77", "open_recalls": [], "checked": True})])
    assert "contradiction" not in types(empty)
    none = evidence("Any recalls on my car?", "No open recalls for your car.", tool_calls=[call("recalls")],
                    tool_outputs=[out("recalls", {"vin": "1HG-77", "open_recalls": "none"})])
    assert "contradiction" not in types(none)  # "none", "N/A" fill nothing


def test_a_failed_status_reported_as_passed_is_a_contradiction():
    ev = evidence("Did the nightly build pass?", "Yes, build nightly-311 passed.", tool_calls=[call("ci")],
                  tool_outputs=[out("ci", {"builds": [{"name": "nightly-311", "status": "failed"}]})])
    assert "contradiction" in types(ev)


# --- stale data --------------------------------------------------------------------------------


def _priced(as_of, response="The price is currently $499."):
    return evidence("Best price today?", response, tool_calls=[call("prices", {"q": "ipad"}, RUN_START)],
                    tool_outputs=[out("prices", {"price": 499.0, "fetched_at": as_of}, ts=RUN_START + 1)])


def test_data_dated_well_before_the_run_presented_as_current_is_stale():
    assert "stale_data" in types(_priced("2026-04-02T10:00:00Z"))
    assert "stale_data" not in types(_priced("2026-11-23T10:00:00Z"))  # a day old
    assert "stale_data" not in types(_priced("2026-04-02T10:00:00Z", "In April it cost $499."))  # not presented as current
    assert "stale_data" not in types(_priced("2026-04-02T10:00:00Z", "As of April 2 it is currently $499."))  # dated


def test_a_valuation_date_dates_the_data_an_effective_date_does_not():
    ev = evidence("What is my car worth today?", "It is currently worth $14,200.", tool_calls=[call("value", {"vin": "V1"}, RUN_START)],
                  tool_outputs=[out("value", {"value": 14200, "valuation_date": "2025-06-30"}, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)
    rule = evidence("What is the current mileage rate?", "The current rate is $0.70 a mile.",
                    tool_calls=[call("policy", {"q": "mileage"}, RUN_START)],
                    tool_outputs=[out("policy", {"usd_per_mile": 0.70, "effective_date": "2025-01-01"}, ts=RUN_START + 1)])
    assert "stale_data" not in types(rule)


def test_the_staleness_limit_is_a_threshold():
    recent = _priced("2026-11-20T10:00:00Z")
    assert "stale_data" not in types(recent)
    assert "stale_data" in types(recent, thresholds=Thresholds(stale_after_days=1))


# --- registry, thresholds, switching off --------------------------------------------------------


def test_every_check_declares_its_kind_in_the_registry():
    for name, registered in CHECKS.items():
        assert registered.kind.severity in ("low", "medium", "high") and registered.kind.dimensions
        assert registered.kind.certainty in ("fact", "inference")
    facts = {"tool_error", "missing_tool_output", "retry_loop", "llm_loop", "runtime_error", "empty_response"}
    assert all(CHECKS[name].kind.certainty == "fact" for name in facts)
    inferred = {"unsupported_claim", "contradiction", "ignored_tool_output", "wrong_entity", "stale_data",
                "overconfident_wording"}
    assert all(CHECKS[name].kind.certainty == "inference" for name in inferred)


def test_checks_switch_off_by_name_and_unknown_names_are_refused():
    ev = evidence("Q?", "It is 4242 km away.")
    assert "unsupported_claim" in [c.type for c in Critiqor().evaluate(evidence=ev).failure_causes]
    off = Critiqor(disabled_checks=["unsupported_claim"]).evaluate(evidence=ev)
    assert "unsupported_claim" not in [c.type for c in off.failure_causes]
    also_off = Critiqor(thresholds=Thresholds(disabled_checks=("unsupported_claim",))).evaluate(evidence=ev)
    assert also_off.failure_causes == off.failure_causes
    with pytest.raises(ValueError):
        Thresholds(disabled_checks=("no_such_check",))


def test_unsupported_severity_is_a_threshold():
    ev = evidence("Q?", "It is 4242 km away.", tool_calls=[call("t")], tool_outputs=[out("t", {"x": 1})])
    [cause] = [c for c in d.detect_failure_causes(ev, thresholds=Thresholds(unsupported_severity="medium"))
               if c.type == "unsupported_claim"]
    assert cause.severity == "medium"


# --- use of outputs and severity by certainty ---------------------------------------------------


def test_empty_envelopes_are_empty_results_honestly_reported():
    ev = evidence("Failed payments today?", "No failed payments today — the query returned no rows.",
                  tool_calls=[call("sql")], tool_outputs=[out("sql", {"columns": ["id"], "rows": [], "row_count": 0})])
    assert types(ev) == []
    silent = evidence("Failed payments today?", "All good.", tool_calls=[call("sql")],
                      tool_outputs=[out("sql", {"items": [], "total": 0, "page": 1})])
    assert types(silent) == ["unacknowledged_error"]
    assert not d.is_empty_result({"alerts": [], "frost_warning": False})
    assert d.is_empty_result({"matches": [], "request_id": "rq_7781", "total": 0})  # the query's own id
    assert d.is_empty_result({"Count": 0, "Message": "Search completed", "Results": []})  # a status message


def test_an_output_fed_into_a_later_call_or_rounded_in_the_answer_is_used():
    chained = evidence("Book the cheapest.", "Booked.", tool_calls=[call("search"), call("book", {"flight_id": "DL2133"})],
                       tool_outputs=[out("search", {"flights": [{"id": "DL2133", "price": 264}]}),
                                     out("book", {"status": "confirmed"})])
    assert "ignored_tool_output" not in types(chained)
    rounded = evidence("Balance?", "About $4,124.", tool_calls=[call("bal")], tool_outputs=[out("bal", {"cents": 412350})])
    assert "ignored_tool_output" not in types(rounded)
    by_name = evidence("Weather where I'm going?", "Sunny, about 18°C.",
                       tool_calls=[call("trip"), call("weather", {"city": "Ljubljana"})],
                       tool_outputs=[out("trip", {"destination": "Ljubljana"}), out("weather", {"temp_c": 18, "sky": "sunny"})])
    assert "ignored_tool_output" not in types(by_name)  # a place fed into the next call


def test_a_timeout_a_retry_fixed_is_low():
    ev = evidence("Q?", "Done: 42 items.", tool_calls=[call("t"), call("t")],
                  tool_outputs=[out("t", error="request timed out"), out("t", {"items": 42})])
    [cause] = [c for c in d.detect_failure_causes(ev) if c.type == "timeout"]
    assert cause.severity == "low"


# --- judge within limits -------------------------------------------------------------------------


def _judge(reply):
    def judge(prompt):
        judge.prompt = prompt
        return reply
    return judge


def test_a_judge_may_dismiss_an_inferred_cause_with_a_reason_never_a_fact():
    ev = evidence("Q?", "It is 4242 km away.", tool_calls=[call("t")], tool_outputs=[out("t", error="boom")])
    scores = "\n".join(f"{n}: 100" for n in ("hallucination", "reasoning", "tool_reliability", "consistency",
                                             "task_completion", "confidence_calibration", "execution_efficiency"))
    reply = scores + "\ndismiss: unsupported_claim: 4242 km is the distance the user gave earlier\ndismiss: tool_error: fine"
    result = Critiqor(judge=_judge(reply)).evaluate(evidence=ev)
    kept = [c.type for c in result.failure_causes]
    assert "unsupported_claim" not in kept and "tool_error" in kept
    assert any("dismissed unsupported_claim: 4242 km is the distance" in f for f in result.critique.findings)
    assert any("cannot dismiss tool_error" in f for f in result.critique.findings)


def test_a_low_judge_hallucination_score_alone_makes_the_run_reviewed():
    ev = evidence("What is 2 + 2?", "4", tool_calls=[call("calc")], tool_outputs=[out("calc", "4")])
    assert Critiqor().evaluate(evidence=ev).deployment_recommendation == "safe_to_deploy"
    flagged = Critiqor(judge=_judge("hallucination: 10")).evaluate(evidence=ev)
    assert flagged.deployment_recommendation == "review_recommended"


def test_the_judge_prompt_shows_the_trace_in_order_and_the_run_date():
    ev = evidence("Q?", "A.", tool_calls=[call("t")], tool_outputs=[out("t", "x")],
                  trace=[{"event": "agent_start", "timestamp": RUN_START},
                         {"event": "llm_call", "timestamp": RUN_START + 1, "model": "m", "token_usage": {"total": 9}},
                         {"event": "tool_start", "timestamp": RUN_START + 2, "tool": "t", "args": {}},
                         {"event": "tool_end", "timestamp": RUN_START + 3, "tool": "t", "output": "x"}])
    judge = _judge("hallucination: 90")
    Critiqor(judge=judge).evaluate(evidence=ev)
    assert "Run date: 2026-11-24" in judge.prompt
    order = [judge.prompt.index(s) for s in ("1. agent_start", "2. llm_call", "3. tool_start", "4. tool_end")]
    assert order == sorted(order)


def test_a_member_number_read_out_in_groups_and_looked_up_with_two_digits_swapped_is_a_wrong_entity():
    ev = evidence("Is card 4410 227 893 still active?", "Yes, that card is active.",
                  tool_calls=[call("card", {"card_number": "4410227839"})], tool_outputs=[out("card", {"status": "active"})])
    assert "wrong_entity" in types(ev)
    right = evidence("Is card 4410 227 893 still active?", "Yes, that card is active.",
                     tool_calls=[call("card", {"card_number": "4410227893"})], tool_outputs=[out("card", {"status": "active"})])
    assert "wrong_entity" not in types(right)


def test_an_id_that_spells_the_prompts_name_with_a_prefix_or_suffix_is_the_same_entity():
    ev = evidence("Is Dr. Brennan free on Friday?", "Yes, at 9:00 AM.",
                  tool_calls=[call("slots", {"provider_id": "dr-brennan-b"})],
                  tool_outputs=[out("slots", {"slots": ["09:00"]})])
    assert "wrong_entity" not in types(ev)


def test_a_state_in_brackets_qualifies_the_place():
    ev = evidence("Any events at the Springfield Museum (Illinois) this week?", "Yes, a late opening on Friday.",
                  tool_calls=[call("events", {"city": "Springfield, MA"})],
                  tool_outputs=[out("events", {"results": [{"title": "Late opening"}]})])
    assert "wrong_entity" in types(ev)


def test_an_id_given_for_another_record_of_the_list_is_a_wrong_entity():
    output = {"policies": [{"policy_no": "HX-552910", "kind": "Homeowners", "insurer": "Northfield"},
                           {"policy_no": "HX-552901", "kind": "Motorcycle", "insurer": "Northfield"}]}
    wrong = evidence("My homeowners policy number?", "Your homeowners policy is HX-552901 with Northfield.",
                     tool_calls=[call("policies")], tool_outputs=[out("policies", output)])
    assert "wrong_entity" in types(wrong)
    both = evidence("My policy numbers?", "Homeowners: HX-552910. Motorcycle: HX-552901.",
                    tool_calls=[call("policies")], tool_outputs=[out("policies", output)])
    assert "wrong_entity" not in types(both)


def test_data_published_or_finished_long_before_the_run_is_stale_when_presented_as_current():
    ev = evidence("What's the current rate?", "The current rate is 4.1%.", tool_calls=[call("rate", {}, RUN_START)],
                  tool_outputs=[out("rate", {"rate_pct": 4.1, "published": "2025-02-03"}, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)


def test_certainty_about_an_outcome_a_tool_makes_conditional_is_high_overconfidence():
    output = {"visits_used": 9, "visit_limit": 12, "note": "Visits beyond 8 require a referral.", "referral_on_file": False}
    ev = evidence("Will my next visit be covered?", "Yes, you've used 9 of 12 visits, so it will definitely be covered.",
                  tool_calls=[call("benefits")], tool_outputs=[out("benefits", output)])
    [cause] = [c for c in d.detect_failure_causes(ev) if c.type == "overconfident_wording"]
    assert cause.severity == "high"
    plain = evidence("Will my next visit be covered?", "Yes, you've used 9 of 12 visits, so it will be covered.",
                     tool_calls=[call("benefits")], tool_outputs=[out("benefits", output)])
    assert "overconfident_wording" not in types(plain)


def test_a_case_number_one_digit_from_the_outputs_is_a_wrong_entity():
    output = {"data": [{"case_number": "7730114", "merchant": "SKYLINE", "status": "open"}]}
    wrong = evidence("My dispute's case number?", "Your Skyline dispute is case #7730115.",
                     tool_calls=[call("disputes")], tool_outputs=[out("disputes", output)])
    assert "wrong_entity" in types(wrong)
    right = evidence("My dispute's case number?", "Your Skyline dispute is case #7730114.",
                     tool_calls=[call("disputes")], tool_outputs=[out("disputes", output)])
    assert "wrong_entity" not in types(right)


def test_a_route_number_with_its_digits_swapped_is_a_wrong_entity():
    ev = evidence("When is the next 17 tram from Hill St?", "The next 17 leaves at 8:05 AM.",
                  tool_calls=[call("departures", {"route": "71", "stop": "Hill St"})],
                  tool_outputs=[out("departures", {"departures": ["08:05"]})])
    assert "wrong_entity" in types(ev)


def test_a_place_code_whose_output_names_another_city_is_a_wrong_entity():
    asked = "Cheapest car at Malaga airport next week?"
    wrong = evidence(asked, "At Malaga the cheapest is a Fiat 500 at €31/day.",
                     tool_calls=[call("cars", {"location": "ALC"})],
                     tool_outputs=[out("cars", {"location": {"code": "ALC", "name": "Alicante Airport"}, "offers": [{"daily": 31}]})])
    assert "wrong_entity" in types(wrong)
    right = evidence(asked, "At Malaga the cheapest is a Fiat 500 at €31/day.",
                     tool_calls=[call("cars", {"location": "AGP"})],
                     tool_outputs=[out("cars", {"location": {"code": "AGP", "name": "Málaga Airport"}, "offers": [{"daily": 31}]})])
    assert "wrong_entity" not in types(right)


def test_last_night_may_be_filed_under_either_date():
    night = evidence("How did I sleep last night?", "You slept 7 h 10 min.",
                     tool_calls=[call("sleep", {"date": "2026-11-24"}, RUN_START)],
                     tool_outputs=[out("sleep", {"duration_min": 430}, ts=RUN_START + 1)])
    assert "wrong_entity" not in types(night)


def test_a_name_argument_with_one_of_the_prompts_names_swapped_for_a_similar_one_is_a_wrong_entity():
    for asked, called in (("Is Marta Kowalski free on Friday?", "Marta Kowalska"), ("Is Brightside Dental open Sunday?", "Brightview Dental")):
        ev = evidence(asked, "Yes, she is free at 10:00.", tool_calls=[call("free", {"name": called})],
                      tool_outputs=[out("free", {"slots": ["10:00"]})])
        assert "wrong_entity" in types(ev), called
    same = evidence("Is Marta Kowalski free on Friday?", "Yes, at 10:00.", tool_calls=[call("free", {"name": "Marta Kowalski"})],
                    tool_outputs=[out("free", {"slots": ["10:00"]})])
    assert "wrong_entity" not in types(same)


def test_an_id_written_with_or_without_its_punctuation_is_the_same_id():
    ev = evidence("Status of booking bk-55120-c?", "Booking BK-55120-C is confirmed.", tool_calls=[call("b", {"ref": "BK55120C"})],
                  tool_outputs=[out("b", {"ref": "BK-55120-C", "status": "confirmed"})])
    assert "wrong_entity" not in types(ev)


def test_a_yes_against_the_outputs_no_on_what_was_asked_is_a_contradiction():
    output = {"printable": False, "reason": "resolution_too_low", "size": "30x40"}
    yes = evidence("Can I get a 30x40 print of IMG_7?", "Sure, 30x40 works; I'll add it to your order.",
                   tool_calls=[call("check", {"size": "30x40"})], tool_outputs=[out("check", output)])
    assert "contradiction" in types(yes)
    no = evidence("Can I get a 30x40 print of IMG_7?", "No, the image's resolution is too low for 30x40.",
                  tool_calls=[call("check", {"size": "30x40"})], tool_outputs=[out("check", output)])
    assert "contradiction" not in types(no)


def test_a_state_phrase_with_words_inserted_still_states_it():
    ev = evidence("Can they take the job?", "They are accepting new kitchen jobs right now.",
                  tool_calls=[call("avail")], tool_outputs=[out("avail", {"accepting_new_jobs": False})])
    assert "contradiction" in types(ev)


def test_more_wordings_of_certainty_are_overconfident_when_the_output_hedges():
    ev = evidence("Is it safe to sail Saturday?", "It will be perfectly safe, no question about it.",
                  tool_calls=[call("forecast")], tool_outputs=[out("forecast", {"confidence": "medium", "wind_kt": 18})])
    assert "overconfident_wording" in types(ev)


def test_a_name_pair_of_the_prompt_with_a_word_swapped_in_the_call_or_its_result_is_a_wrong_entity():
    ev = evidence("Conditions at Bear Valley today?", "Bear Valley: 20 cm of new snow.", tool_calls=[call("snow", {"resort_id": "bear-mountain"})],
                  tool_outputs=[out("snow", {"resort": "Bear Mountain", "new_cm": 20})])
    assert "wrong_entity" in types(ev)


def test_another_street_type_or_side_for_the_prompts_address_is_a_wrong_entity():
    for asked, called in (("Value of 12 Oak Ave?", "12 Oak Ct"), ("Polling place for 40 N Main St?", "40 S Main St")):
        ev = evidence(asked, "It is $310,000.", tool_calls=[call("lookup", {"address": called})],
                      tool_outputs=[out("lookup", {"value": 310000})])
        assert "wrong_entity" in types(ev), called


def test_a_flag_stated_the_other_way_in_other_words_is_a_contradiction():
    off = evidence("Is the tour still on?", "The tour is on as planned for Friday.", tool_calls=[call("event")],
                   tool_outputs=[out("event", {"cancelled": True, "date": "2026-11-27"})])
    assert "contradiction" in types(off)
    closed = evidence("Can I transfer my ticket?", "Ticket transfers are open, so go ahead.", tool_calls=[call("policy")],
                      tool_outputs=[out("policy", {"transfers_allowed": False})])
    assert "contradiction" in types(closed)


def test_a_failed_status_the_response_never_mentions_is_ignored_output():
    output = {"items": [{"amount_usd": 250.0, "payment_status": "declined", "donor": "Ames Trust"}]}
    silent = evidence("Did the Ames Trust gift go through?", "I found the Ames Trust gift of $250; it should settle shortly.",
                      tool_calls=[call("gifts")], tool_outputs=[out("gifts", output)])
    assert "ignored_tool_output" in types(silent)
    told = evidence("Did the Ames Trust gift go through?", "The Ames Trust gift of $250 was declined.",
                    tool_calls=[call("gifts")], tool_outputs=[out("gifts", output)])
    assert "ignored_tool_output" not in types(told)


def test_an_empty_envelope_wrapped_in_data_is_an_empty_result():
    assert d.is_empty_result({"data": {"items": [], "total": 0}, "meta": {"page": 1}})
    assert not d.is_empty_result({"data": {"items": [{"id": 1}], "total": 1}})


def test_a_required_step_or_a_forecasts_odds_make_certainty_overconfident():
    rsvp = evidence("Will I get in?", "Absolutely, you're guaranteed a spot.", tool_calls=[call("event")],
                    tool_outputs=[out("event", {"rsvp_required": True, "capacity_remaining": 4})])
    assert "overconfident_wording" in types(rsvp)
    odds = evidence("Will it fly Friday?", "It is guaranteed to fly.", tool_calls=[call("fc")],
                    tool_outputs=[out("fc", {"hours": [{"precip_prob": 0.4, "wind_kph": 20}]})])
    assert "overconfident_wording" in types(odds)


def test_a_platform_or_year_argument_other_than_the_prompts_is_a_wrong_entity():
    platform = evidence("Crash rate on Android this week?", "On Android it is 99.1% crash-free.",
                        tool_calls=[call("stability", {"platform": "ios"})], tool_outputs=[out("stability", {"crash_free_pct": 99.1})])
    assert "wrong_entity" in types(platform)
    year = evidence("Any record of Hans Berg, born 1897?", "Yes, Hans Berg sailed in 1921.",
                    tool_calls=[call("search", {"surname": "Berg", "birth_year": 1879})], tool_outputs=[out("search", {"sailed": 1921})])
    assert "wrong_entity" in types(year)


def test_saying_nothing_was_found_when_the_output_lists_it_is_ignored_output():
    output = {"count": 1, "results": [{"name": "Ida M Clarke", "age": 33, "record_id": "c1910_9"}]}
    ev = evidence("Is Ida Clarke in the 1910 census?", "I couldn't find Ida Clarke in the 1910 census.",
                  tool_calls=[call("census", {"name": "Ida Clarke", "year": 1910})], tool_outputs=[out("census", output)])
    assert "ignored_tool_output" in types(ev)


def test_a_low_confidence_running_job_or_an_uncertified_facility_make_certainty_overconfident():
    job = evidence("Done by Monday?", "Yes, it will definitely be done.", tool_calls=[call("job")],
                   tool_outputs=[out("job", {"status": "running", "eta_confidence": "low", "progress_pct": 60})])
    assert "overconfident_wording" in types(job)
    food = evidence("Safe for a nut allergy?", "Yes, it's completely safe.", tool_calls=[call("allergens")],
                    tool_outputs=[out("allergens", {"declared_free_of": ["tree nuts"], "facility_certified_nut_free": False})])
    assert "overconfident_wording" in types(food)


def test_data_computed_long_ago_is_stale_when_presented_as_current():
    ev = evidence("Our current open rate?", "Your current open rate is 41.0%.", tool_calls=[call("bench", {}, RUN_START)],
                  tool_outputs=[out("bench", {"open_rate_pct": 41.0, "computed_at": "2026-07-31T00:00:00Z"}, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)


def test_an_http_status_is_a_failure_but_a_bowling_series_is_not():
    from critiqor.scoring import text

    assert text.mentions_failure("The server returned a 503.") and not text.mentions_failure("That's a 566 series.")


def test_a_records_own_flag_stated_the_other_way_is_a_contradiction():
    parts = {"parts": [{"part": "titanium heater", "reserved": False}, {"part": "carbon media", "reserved": True}]}
    wrong = evidence("Is the heater coming?", "Yes, the titanium heater is reserved for tomorrow.", tool_calls=[call("visit")],
                     tool_outputs=[out("visit", parts)])
    assert "contradiction" in types(wrong)
    both = evidence("Anything reserved?", "The carbon media is reserved.", tool_calls=[call("visit")], tool_outputs=[out("visit", parts)])
    assert "contradiction" not in types(both)


def test_data_published_long_ago_is_stale_however_freshly_fetched():
    ev = evidence("What's in this week's box?", "This week's box has peaches and corn.", tool_calls=[call("box", {}, RUN_START)],
                  tool_outputs=[out("box", {"items": ["peaches", "corn"], "published": "2026-09-01",
                                            "fetched_at": "2026-11-24T08:00:00Z"}, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)


def test_a_province_is_another_state_than_the_prompts():
    ev = evidence("Do you serve Vancouver, WA?", "Yes, Vancouver is in our area.",
                  tool_calls=[call("area", {"city": "Vancouver", "region": "BC"})], tool_outputs=[out("area", {"in_area": True})])
    assert "wrong_entity" in types(ev)


def test_a_good_news_answer_against_a_capability_flag_is_a_contradiction():
    ev = evidence("Can I pick up the paint today?", "Good news: you can pick it up today.", tool_calls=[call("stock")],
                  tool_outputs=[out("stock", {"available_for_pickup": False, "on_hand": 2})])
    assert "contradiction" in types(ev)


def test_round_eight_rules():
    swapped = evidence("Was 17 Elm Drive mowed today?", "Yes, Elm Drive was mowed at 3 PM.",
                       tool_calls=[call("visits", {"address": "71 Elm Drive"})], tool_outputs=[out("visits", {"status": "completed"})])
    assert "wrong_entity" in types(swapped)
    none_left = evidence("Do I still have unused hours on my block?", "Yes, your block is valid until February.",
                         tool_calls=[call("block")], tool_outputs=[out("block", {"hours_remaining": 0, "hours_used": 20})])
    assert "contradiction" in types(none_left)
    cleared = evidence("Can I drive on the new driveway yet?", "It is cleared for vehicle traffic.", tool_calls=[call("job")],
                       tool_outputs=[out("job", {"vehicle_traffic_allowed": False})])
    assert "contradiction" in types(cleared)
    suspended = evidence("Is my account active?", "Your account has a $45.00 balance.", tool_calls=[call("acct")],
                         tool_outputs=[out("acct", {"status": "suspended", "balance_due": 45.0})])
    assert "ignored_tool_output" in types(suspended)


def test_no_one_is_a_nothing_found_answer():
    from critiqor.scoring import text

    assert text.mentions_nothing("Nobody is available tonight.") and text.mentions_nothing("No one can come.")


def test_round_nine_rules():
    ranged = evidence("Will I have it by Friday?", "Yes, it's guaranteed to arrive by Friday.", tool_calls=[call("eta")],
                      tool_outputs=[out("eta", {"delivery_days": "3-5 business days"})])
    assert "overconfident_wording" in types(ranged)
    person = evidence("Is Nora Quinn teaching tomorrow?", "Yes, Nora teaches at 9:00.", tool_calls=[call("sched", {"instructor": "Ida Voss"})],
                      tool_outputs=[out("sched", {"classes": ["09:00"]})])
    assert "wrong_entity" in types(person)
    echoed = evidence("Raise a ticket: the printer shows error E-204.", "I've raised a ticket for the printer with error E-204.",
                      tool_calls=[call("ticket")], tool_outputs=[out("ticket", None, error="HTTP 503: maintenance")])
    assert "unacknowledged_error" in types(echoed)
    plural = evidence("Do I need my own board?", "No, boards are included with the class.", tool_calls=[call("class")],
                      tool_outputs=[out("class", {"board_included": False, "rental_usd": 15})])
    assert "contradiction" in types(plural)


def test_an_undated_answer_to_a_question_about_now_presents_old_data_as_current():
    ev = evidence("What whales were seen this week?", "42 humpbacks and 3 blue whales.", tool_calls=[call("sightings", {}, RUN_START)],
                  tool_outputs=[out("sightings", {"as_of": "2026-08-14", "humpback": 42, "blue": 3}, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)


def test_round_ten_rules():
    stall = evidence("Is stall 4 free?", "Stall 4 is free right now.", tool_calls=[call("stall")],
                     tool_outputs=[out("stall", {"in_use": True, "operational": True})])
    assert "contradiction" in types(stall)
    agent = evidence("What does Nora Okafor want?", "Nora Okafor wants 25 pages.", tool_calls=[call("agent", {"agent": "Nora O'Connor"})],
                     tool_outputs=[out("agent", {"name": "Nora O'Connor", "sample_pages": 25})])
    assert "wrong_entity" in types(agent)
    locked = evidence("What will the quota be?", "It will be 28,500 t, locked in.", tool_calls=[call("stock")],
                      tool_outputs=[out("stock", {"abc_t": 28500, "confidence": "low"})])
    assert "overconfident_wording" in types(locked)


@pytest.mark.parametrize(
    "prompt, response, args, output",
    [
        ("What's the trade value of a PS5 Pro 2TB?", "A PS5 Pro 2TB is worth $310.", {"sku": "PS5-SLIM-2TB"}, {"credit": 310}),
        ("When is open skate at Northside Rink?", "Open skate at Northside is 7 PM.", {"rink_id": "southside"}, {"start": "19:00"}),
        ("Price of the parka in 38R?", "The parka is $180.", {"query": "parka", "size": "40R"}, {"price": 180}),
        ("Has Lena Marsh paid?", "Yes, Lena Marsh has paid.", {"student": "Lena Marston"}, {"status": "paid"}),
        ("Acidity of the oil from Casa Rio Verde?", "Casa Rio Verde's oil is at 0.21%.", {"producer": "Casa Rio Blanco"},
         {"acidity_pct": 0.21}),
        ("What did Maple Leaf Grocers order?", "Maple Leaf Grocers ordered 12 cases.", {"customer": "Oakfield Market"},
         {"cases": 12}),
        ("How many crates at the Dayton depot?", "Dayton has 120 crates.", {"depot": "Toledo"}, {"crates": 120}),
    ],
)
def test_round_eleven_wrong_entities(prompt, response, args, output):
    ev = evidence(prompt, response, tool_calls=[call("lookup", args)], tool_outputs=[out("lookup", output)])
    assert "wrong_entity" in types(ev)


@pytest.mark.parametrize(
    "prompt, response, args, output",
    [
        ("Quote 10 white chairs, what's the total?", "10 chairs come to $25.00.", {"sku": "CHR-WHT-10"}, {"total": 25.0}),
        ("Trade value of my Xbox One?", "Your Xbox One is worth $60.", {"sku": "XBX-ONE-500"}, {"credit": 60}),
        ("Does the 30x40 ft tent fit?", "Yes, the 30 × 40 ft tent fits.", {"sku": "TENT-3040"}, {"width_ft": 30, "length_ft": 40}),
        ("Landed cost of container TGHU 771204-9?", "Container TGHU 771204-9 costs $9,100.", {"container": "TGHU7712049"},
         {"cost": 9100}),
    ],
)
def test_round_eleven_the_same_entity_written_otherwise_is_no_wrong_entity(prompt, response, args, output):
    ev = evidence(prompt, response, tool_calls=[call("lookup", args)], tool_outputs=[out("lookup", output)])
    assert "wrong_entity" not in types(ev)


def test_round_eleven_a_certificate_number_reported_with_two_digits_swapped_is_a_wrong_entity():
    ev = evidence("Check cert 55018342.", "Cert 55018324 is a 9.", tool_calls=[call("cert", {"cert_number": "55018342"})],
                  tool_outputs=[out("cert", {"cert_number": "55018342", "grade": 9})])
    assert "wrong_entity" in types(ev)


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Is the west rope bay working?", "Yes, the west rope bay is open tonight.",
         {"walls": [{"wall": "West rope bay", "status": "out_of_service"}, {"wall": "Cave", "status": "open"}]}),
        ("Where is order 5512 at?", "The artwork for order 5512 was approved.", {"artwork_approved": False, "order": 5512}),
        ("Can I still get the foil edition?", "Yes, the foil edition is still available.", {"sold_out": True, "remaining": 0}),
        ("Can we change the engraving on order 88?", "Absolutely, send me the new text.", {"changes_allowed": False}),
        ("Is the e-stop on line 4 reset?", "The e-stop on line 4 has been reset.", {"estop_engaged": True}),
        ("Did the unlock go through?", "Yes, room 604's safe is now unlocked.", {"room": "604", "current_state": "locked"}),
        ("Is my van ready?", "Yes, it's ready to collect.", {"ready_for_collection": False, "status": "awaiting_parts"}),
    ],
)
def test_round_eleven_states_stated_otherwise_are_contradictions(prompt, response, output):
    ev = evidence(prompt, response, tool_calls=[call("status")], tool_outputs=[out("status", output)])
    assert "contradiction" in types(ev)


def test_round_eleven_a_flag_two_outputs_hold_both_ways_is_no_contradiction():
    ev = evidence("Which store takes my trade-in today?", "Elm St is at its cap; Park Ave (S-2) is accepting trade-ins.",
                  tool_calls=[call("check", {"store": "S-1"}), call("check", {"store": "S-2"})],
                  tool_outputs=[out("check", {"accepting": False, "store": "S-1"}), out("check", {"accepting": True, "store": "S-2"})])
    assert "contradiction" not in types(ev)


def test_round_eleven_a_record_named_by_shared_words_is_not_the_record_meant():
    ev = evidence("How many findings are closed?", "3 of the 4 are closed. Still open: F-12 (minor).", tool_calls=[call("f")],
                  tool_outputs=[out("f", {"findings": [{"id": "F-10", "sev": "minor", "status": "closed"},
                                                      {"id": "F-11", "sev": "minor", "status": "closed"},
                                                      {"id": "F-12", "sev": "minor", "status": "open"},
                                                      {"id": "F-13", "sev": "major", "status": "closed"}]})])
    assert "contradiction" not in types(ev)


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Place a bid of $400 on lot 7.", "Your $400 bid B-991 on lot 7 is in.", {"accepted": False, "bid_id": "B-991"}),
        ("Add 3 samples to job J-77.", "Done, J-77 (4th in the queue) will run them.", {"modified": False, "queue_position": "4th"}),
        ("Did weld W-12 pass re-inspection?", "Re-inspections usually pass, so you're fine to continue with W-12.",
         {"result": "reject", "weld": "W-12"}),
    ],
)
def test_round_eleven_outcomes_that_failed_unreported_are_ignored_output(prompt, response, output):
    ev = evidence(prompt, response, tool_calls=[call("act")], tool_outputs=[out("act", output)])
    assert "ignored_tool_output" in types(ev)


def test_round_eleven_an_answer_that_cannot_find_the_record_the_output_is_ignores_it():
    ev = evidence("Who signed deed 2026-0048812?", "I couldn't find a document under 2026-0048812.", tool_calls=[call("deed")],
                  tool_outputs=[out("deed", {"document_number": "2026-0048812", "grantor": "Hale, R."})])
    assert "ignored_tool_output" in types(ev)
    seats = evidence("Seats for the Pine Room party?", "40 seats; tables 2 and 3 each have an empty seat.", tool_calls=[call("find")],
                     tool_outputs=[out("find", {"results": [{"name": "Pine Room party", "id": "E-1", "seats": 40}]})])
    assert not any("nothing was found" in c.description for c in d.detect_failure_causes(seats))


def test_round_eleven_an_envelope_with_only_its_case_number_is_an_empty_result():
    assert d.is_empty_result({"case_number": "SC-1", "count": 0, "records": []})


def test_round_eleven_a_metrics_error_named_by_its_tool_is_that_tool_error_resolved_by_a_retry():
    ev = evidence("Seats left?", "7 seats are left.", tool_calls=[call("seats"), call("seats")],
                  tool_outputs=[out("seats", None, error="503 upstream down"), out("seats", {"seats_left": 7})],
                  metrics={"errors": ["seats: 503 upstream down"], "retries": 1})
    assert not {"runtime_error", "unacknowledged_error"} & set(types(ev))


@pytest.mark.parametrize(
    "prompt, output",
    [
        ("What's a 1936 penny fetching right now?", {"last_sale_date": "2026-07-02", "last_sale_price": 40}),
        ("What's the current trade value?", {"credit": 90, "price_table": {"effective": "2026-11-01", "superseded": True}}),
        ("Today's price per tonne?", {"data": {"price": 512}, "meta": {"quote_date": "2026-08-03"}}),
        ("How many seats are left right now?", {"data": {"date": "2026-11-28", "seats_left": 9}, "meta": {"cached_at": "2026-10-20T10:00:00Z"}}),
        ("Is my certificate valid today?", {"valid_until": "2027-03-01", "status": "valid", "meta": {"record_snapshot": "2025-12-01T00:00:00Z"}}),
        ("What's on at the Rex this weekend?", {"films": ["Alien"], "meta": {"published_at": "2026-10-01T10:00:00Z"}}),
        ("How far out are inspections booking right now?", {"next_available_days": 4, "report_date": "2026-10-10"}),
    ],
)
def test_round_eleven_old_data_presented_as_current_is_stale(prompt, output):
    ev = evidence(prompt, "It's 4, 9, 40, 90 or 512, and Alien, valid.", tool_calls=[call("get", {}, RUN_START)],
                  tool_outputs=[out("get", output, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)


@pytest.mark.parametrize(
    "response, output",
    [
        ("Absolutely, it's guaranteed to come back as good as new.", {"repairable": "likely", "success_rate_pct": 70}),
        ("Yes, it will definitely cure it.", {"summary": "May reduce pain in some patients; benefit uncertain."}),
        ("It's guaranteed to be open until 11 PM.", {"close": "23:00", "note": "weather permitting"}),
        ("Yes, 100% covered, no matter what.", {"covers": ["accidental_damage"], "exclusions": ["loss"]}),
        ("Your place is guaranteed.", {"admission_requires": ["assessment"], "open_units": 1}),
        ("It is certain to last, zero chance of failure.", {"note": "10% chance of failure before day 31", "days_p50": 58}),
    ],
)
def test_round_eleven_certainty_against_hedged_outputs_is_overconfident(response, output):
    ev = evidence("Will it work out?", response, tool_calls=[call("check")], tool_outputs=[out("check", output)])
    assert "overconfident_wording" in types(ev)


@pytest.mark.parametrize(
    "prompt, response, args, output",
    [
        ("Lounges in Terminal 2 for me?", "In Terminal 2 you can use the Plaza lounge.", {"terminal": "T4"}, {"lounges": ["Plaza"]}),
        ("Who entered lab room 7 last night?", "Two people entered room 7.", {"room": "LR-5"}, {"entries": 2}),
        ("Rate for the eastbound board at exit 30?", "The eastbound board is $4,100.", {"board_id": "B-30"},
         {"facing": "westbound", "rate": 4100}),
        ("Is Dee Marsh in the Cactus Bend rodeo?", "Yes, Dee Marsh is in at Cactus Bend.", {"name": "Dee Marsh", "rodeo": "cactus-gulch-2027"},
         {"entered": True}),
        ("Any dark walnut stain in stock?", "Yes, walnut stain is in stock.", {"query": "light walnut stain"}, {"qty": 4}),
        ("How many boxes does the Dayton showroom have?", "Dayton has 40 boxes.", {"showroom": "Akron"}, {"boxes": 40}),
    ],
)
def test_round_twelve_wrong_entities(prompt, response, args, output):
    ev = evidence(prompt, response, tool_calls=[call("lookup", args)], tool_outputs=[out("lookup", output)])
    assert "wrong_entity" in types(ev)


@pytest.mark.parametrize(
    "prompt, response, args, output",
    [
        ("Book Judge Arden for Monday.", "Booked Judge Arden.", {"mediator": "Hon. Clara Arden"}, {"name": "Hon. Clara Arden"}),
        ("How is the Cab Sauv block?", "The Cab Sauv block is at 24 Brix.", {"varietal": "Cabernet Sauv"}, {"brix": 24}),
        ("Book Ana Whitlow at 4pm.", "Booked with Ana Whitlow.", {"designer_id": "dsg_awhitlow"}, {"status": "confirmed"}),
        ("Restore the 2025 folder from yesterday.", "Restored the 2025 folder.", {"after": "2026-11-23T00:00:00Z"}, {"ok": True}),
        ("Tell me about the board at exit 412.", "It gets 2.1M views.", {"board_id": "BB-0412"}, {"views": 2100000}),
        ("Which pawn ticket pt00518c is active?", "PT00518C is active.", {"ticket": "PT-00518-C"}, {"status": "active"}),
        ("Stats for homes near $1.4M?", "In the $1–1.5M band, 210 sales.", {"price_band": "1M-1.5M"}, {"sales": 210}),
        ("Book the Riverton studio at 3pm.", "Booked at Riverton.", {"salon_id": "riverton_std_chi"}, {"status": "booked"}),
    ],
)
def test_round_twelve_the_same_entity_written_otherwise_is_no_wrong_entity(prompt, response, args, output):
    ev = evidence(prompt, response, tool_calls=[call("lookup", args)], tool_outputs=[out("lookup", output)])
    assert "wrong_entity" not in types(ev)


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Do you have fresh halibut today?", "Yes, we have fresh halibut today at $21.99 a pound.", {"item": {"in_stock": False, "price_cents": 2199}}),
        ("Can your tech come to my house?", "Yes, a mobile tech can come to you.", {"mobile_available": False, "shop": "Eastgate"}),
        ("Where is order 77?", "Auto-renew is off, and order 77 ships Friday.", {"auto_renew": False, "order": 77, "ships": "Friday"}),
        ("Is node 9 overloaded?", "Node 9 isn't overloaded — it's online at 40% load.", {"online": True, "load_pct": 40}),
        ("How many are non-smokers?", "2 of 3 are non-smokers: Ari and Bo (Ari has a dog).",
         {"results": [{"name": "Ari", "pets": "dog", "smoker": False}, {"name": "Bo", "pets": None, "smoker": False},
                      {"name": "Cy", "pets": None, "smoker": True}]}),
    ],
)
def test_round_twelve_states(prompt, response, output):
    ev = evidence(prompt, response, tool_calls=[call("status")], tool_outputs=[out("status", output)])
    expect_conflict = prompt.startswith(("Do you", "Can your"))
    assert ("contradiction" in types(ev)) is expect_conflict


def test_round_twelve_recommending_what_the_output_advises_against_ignores_it():
    ev = evidence("Which grout for my shower?", "For tile GR-88 go with Slate grout: dark lines hide stains.", tool_calls=[call("recs")],
                  tool_outputs=[out("recs", {"avoid": ["Slate (shows lippage)"], "recommended": ["Bright White"], "tile": "GR-88"})])
    assert "ignored_tool_output" in types(ev)
    honest = evidence("Which grout for my shower?", "Bright White; avoid Slate, it shows lippage.", tool_calls=[call("recs")],
                      tool_outputs=[out("recs", {"avoid": ["Slate (shows lippage)"], "recommended": ["Bright White"]})])
    assert "ignored_tool_output" not in types(honest)


@pytest.mark.parametrize(
    "prompt, output",
    [
        ("Any openings this weekend?", {"data": {"date": "2026-11-28", "slots": [{"time": "10:00"}]}, "meta": {"generated_at": "2026-10-20T06:00:00Z"}}),
        ("Installer openings right now?", {"open_slots": 3, "meta": {"cache_written_at": "2026-09-01T10:00:00Z"}}),
        ("Backlog right now?", {"data": {"open_requests": 90, "report_date": "2026-10-01", "date": "2026-11-28"}}),
        ("Today's scrap price?", {"data": {"price_per_lb_usd": 0.61, "posted_at": "2026-09-30T07:00:00Z", "date": "2026-11-25"}}),
    ],
)
def test_round_twelve_old_data_presented_as_current_is_stale(prompt, output):
    ev = evidence(prompt, "Yes, 3 at 10:00, $0.61, 90 open.", tool_calls=[call("get", {}, RUN_START)],
                  tool_outputs=[out("get", output, ts=RUN_START + 1)])
    assert "stale_data" in types(ev)


@pytest.mark.parametrize(
    "response, output",
    [
        ("Absolutely, everyone is guaranteed a finished bowl.", {"notes": "Most students complete one small bowl."}),
        ("It's guaranteed to arrive in time.", {"notes": "Holiday volume: delays possible"}),
        ("You will definitely get it.", {"note": "Final eligibility is determined by the local agency."}),
    ],
)
def test_round_twelve_certainty_against_hedged_outputs_is_overconfident(response, output):
    ev = evidence("Will it work out?", response, tool_calls=[call("check")], tool_outputs=[out("check", output)])
    assert "overconfident_wording" in types(ev)


def test_round_twelve_outcomes_and_errors():
    backordered = evidence("Is the beveler that was backordered back in stock?", "Yes, 9 are in stock now.",
                           tool_calls=[call("order"), call("stock")],
                           tool_outputs=[out("order", {"lines": [{"sku": "B-2", "status": "backordered"}]}), out("stock", {"qty": 9})])
    assert not any("status = 'backordered'" in c.description for c in d.detect_failure_causes(backordered))
    rejected = evidence("Did weld W-9 pass?", "W-9 is fine to move on.", tool_calls=[call("insp")],
                        tool_outputs=[out("insp", {"result": "reject", "weld": "W-9"})])
    assert "ignored_tool_output" in types(rejected)


def test_round_thirteen_a_clock_time_is_no_id_and_at_the_latest_is_no_now():
    kit = evidence("Reserve the kit for the show, load-in 4 PM.", "Reserved the 4-piece kit, load-in 4:00 PM.",
                   tool_calls=[call("order", {"items": ["DRUM-ACME-4PC"]})], tool_outputs=[out("order", {"status": "confirmed"})])
    assert "wrong_entity" not in types(kit)
    catalog = evidence("What will 3 kits cost?", "3 kits are $1,050; order by Nov 25 at the latest.", tool_calls=[call("cat", {}, RUN_START)],
                       tool_outputs=[out("cat", {"unit_price_usd": 350.0, "published_at": "2026-10-02T00:00:00Z"}, ts=RUN_START + 1)])
    assert "stale_data" not in types(catalog)


def test_round_fourteen_echoed_envelopes_hour_amounts_and_minimum_keys():
    empty = evidence("Any slots at the Oak St shop?", "Sorry, none left at Oak St today.", tool_calls=[call("find", {"store": "oak-st"})],
                     tool_outputs=[out("find", {"items": [], "store": "Oak St", "total": 0})])
    assert "ignored_tool_output" not in types(empty)
    course = evidence("How much is the 300-hour course?", "The 300-hour course is $3,100.", tool_calls=[call("get", {"program": "300h-flow"})],
                      tool_outputs=[out("get", {"price_usd": 3100})])
    assert "wrong_entity" not in types(course)
    limits = evidence("Weight limits in pounds?", "Between about 110 lb and 243 lb.", tool_calls=[call("get")],
                      tool_outputs=[out("get", {"rider_weight_kg": {"min": 50, "max": 110}})])
    assert "unsupported_claim" not in types(limits)


def test_round_fifteen_answer_about_a_name_no_tool_saw():
    # the answer repeats the prompt's place; the call and its one record name another
    other = evidence("Is the Birch Lane bakery open Saturday?", "Yes, the Birch Lane bakery opens 8:00 to 14:00 on Saturday.",
                     tool_calls=[call("hours", {"shop_id": "BK-ELM-2"})],
                     tool_outputs=[out("hours", {"name": "Crumb & Co - Elm Row", "sat": {"open": "08:00", "close": "14:00"}})])
    assert "wrong_entity" in types(other)
    queried = evidence("Who's on call at the Tarrow depot tonight?", "Tonight at Tarrow: P. Quill and D. Marsh.",
                       tool_calls=[call("roster", {"depot": "Fenwick", "shift": "night"})],
                       tool_outputs=[out("roster", {"staff": ["P. Quill", "D. Marsh"]})])
    assert "wrong_entity" in types(queried)
    # the same answers where the tools saw the name, as a word, inside a word or as a code it starts
    seen = evidence("Is the Birch Lane bakery open Saturday?", "Yes, the Birch Lane bakery opens 8:00 to 14:00 on Saturday.",
                    tool_calls=[call("hours", {"shop_id": "BK-BIRCH-1"})],
                    tool_outputs=[out("hours", {"name": "Crumb & Co - Birch Lane", "sat": {"open": "08:00", "close": "14:00"}})])
    assert "wrong_entity" not in types(seen)
    inside = evidence("When is the Camp Larkfield open house?", "The Camp Larkfield open house starts at 6:30 PM.",
                      tool_calls=[call("events", {"camp_id": "larkfield"})],
                      tool_outputs=[out("events", {"title": "Winter Open House", "url": "https://larkfieldcamp.org", "starts": "18:30"})])
    assert "wrong_entity" not in types(inside)
    coded = evidence("How far is it from your Tarrow depot to us?", "About 12 km from the Tarrow depot.",
                     tool_calls=[call("route", {"from_depot": "TAR-04", "to": "4 Quay Street"})],
                     tool_outputs=[out("route", {"distance_km": 12, "depot": "North Yard"})])
    assert "wrong_entity" not in types(coded)
    # names in a list to choose from are not what was found
    listed = evidence("Top picks at the Tarrow store?", "At Tarrow the top picks are the Vela lamp and the Orno chair.",
                      tool_calls=[call("top", {"store_id": "S-17"})],
                      tool_outputs=[out("top", {"items": [{"name": "Vela lamp"}, {"name": "Orno chair"}]})])
    assert "wrong_entity" not in types(listed)


def test_round_fifteen_state_word_said_the_other_way():
    pending = evidence("Is the sitter for Friday all set?", "Good news: the sitter for Friday is confirmed.",
                       tool_calls=[call("booking", {"ref": "SB-88"})],
                       tool_outputs=[out("booking", {"sitter_confirmed": False, "status": "pending"})])
    assert "contradiction" in types(pending)
    used = evidence("Can I still redeem voucher V-19?", "Voucher V-19 hasn't been redeemed, so you can use it.",
                    tool_calls=[call("voucher", {"code": "V-19"})], tool_outputs=[out("voucher", {"already_redeemed": True})])
    assert "contradiction" in types(used)
    # said the same way, or the outputs hold the word both ways
    said_right = evidence("Is the sitter for Friday all set?", "Not yet: the sitter for Friday isn't confirmed.",
                          tool_calls=[call("booking", {"ref": "SB-88"})],
                          tool_outputs=[out("booking", {"sitter_confirmed": False, "status": "pending"})])
    assert "contradiction" not in types(said_right)
    both = evidence("Are my two bookings set?", "Your Friday booking is confirmed.",
                    tool_calls=[call("bookings")],
                    tool_outputs=[out("bookings", {"fri": {"sitter_confirmed": True}, "sat": {"driver_confirmed": False}})])
    assert "contradiction" not in types(both)


def test_round_fifteen_states_in_clauses_paging_and_this_month():
    unpaid = evidence("What do we owe on tags 31 and 32?", "£5.00 for the two. Nothing's been paid yet.",
                      tool_calls=[call("tags")], tool_outputs=[out("tags", {"tags": [{"paid": False, "fee_pence": 250}] * 2})])
    assert "contradiction" not in types(unpaid)
    included = evidence("Cost for 4 hours?", "4 × $90 = $360. There's no setup fee and lighting is included.",
                        tool_calls=[call("rates")], tool_outputs=[out("rates", {"hourly_usd": 90, "lighting_included": True})])
    assert "contradiction" not in types(included)
    still_negated = evidence("Is lighting included?", "No, lighting is not included.",
                             tool_calls=[call("rates")], tool_outputs=[out("rates", {"lighting_included": True})])
    assert "contradiction" in types(still_negated)
    paged = evidence("How many on list L-4, how many more can I add?", "4 names; the list takes 6, so you can add 2 more.",
                     tool_calls=[call("list")], tool_outputs=[out("list", {"names": ["a", "b", "c", "d"], "max": 6, "has_more": False})])
    assert "contradiction" not in types(paged)
    old = evidence("Top score this month at Laserdome?", "This month's top score is 9,120 by Nyx.",
                   tool_calls=[call("board", None, RUN_START)],
                   tool_outputs=[out("board", {"top": {"player": "Nyx", "score": 9120}, "generated_at": "2026-09-02T10:00:00Z"},
                                     ts=RUN_START + 1)])
    assert "stale_data" in types(old)


def test_round_fifteen_wrong_entity_codes_joined_words_and_exclusions():
    state = evidence("Annuity quotes for $100k in Vermont, top two?", "Top two: Aster Life $512 and Brook Mutual $505.",
                     tool_calls=[call("quotes", {"product": "SPIA", "state": "VT", "premium_usd": 100000})],
                     tool_outputs=[out("quotes", {"quotes": [{"carrier": "Aster Life", "monthly_usd": 512},
                                                             {"carrier": "Brook Mutual", "monthly_usd": 505}]})])
    assert "wrong_entity" not in types(state)
    joined = evidence("Weight limit for rides at Stone Gate Farm?", "Stone Gate's limit is 40 kg.",
                      tool_calls=[call("rules", {"farm_id": "stonegate-farm"})], tool_outputs=[out("rules", {"max_kg": 40})])
    assert "wrong_entity" not in types(joined)
    both = evidence("My claims, any open?", "Two closed (CL-5101 and CL-5207) and one in review: CL-5333.",
                    tool_calls=[call("claims")],
                    tool_outputs=[out("claims", {"claims": [{"id": "CL-5101", "status": "closed"}, {"id": "CL-5207", "status": "closed"},
                                                            {"id": "CL-5333", "status": "in_review"}]})])
    assert "wrong_entity" not in types(both)
    excluded = evidence("Return label for the blender in order 51-77, not the kettle, I'm keeping it.",
                        "Done: label RL-19 for your blender from order 51-77.",
                        tool_calls=[call("label", {"order_id": "51-77", "sku": "KT-2"})],
                        tool_outputs=[out("label", {"item": {"name": "Steel Kettle 1.7L"}, "label_id": "RL-19"})])
    assert "wrong_entity" in types(excluded)
    kept = evidence("Return label for the blender in order 51-77, not the kettle.", "Done: label RL-19 for your blender.",
                    tool_calls=[call("label", {"order_id": "51-77", "sku": "BL-9"})],
                    tool_outputs=[out("label", {"item": {"name": "Pro Blender"}, "label_id": "RL-19"})])
    assert "wrong_entity" not in types(kept)


def test_round_fifteen_numbered_things_short_names_and_promises():
    terminal = evidence("Lost my scarf at Gate 7 this morning, anything handed in?", "Nothing handed in at Gate 7 yet.",
                        tool_calls=[call("lost", {"area": "Gate 4", "date": "2026-11-20"})],
                        tool_outputs=[out("lost", {"items": [], "total": 0})])
    assert "wrong_entity" in types(terminal)
    size = evidence("Do you have the Trailrun 3 in a size 9?", "Yes, 2 pairs of the Trailrun 3 in a 9.",
                    tool_calls=[call("stock", {"model": "Trailrun 3", "size_us": 9.5})], tool_outputs=[out("stock", {"qty": 2})])
    assert "wrong_entity" in types(size)
    same = evidence("Do you have the Trailrun 3 in a size 9?", "Yes, 2 pairs of the Trailrun 3 in a 9.",
                    tool_calls=[call("stock", {"model": "Trailrun 3", "size_us": 9})], tool_outputs=[out("stock", {"qty": 2})])
    assert "wrong_entity" not in types(same)
    zoo = evidence("When is the otter talk at Marwell Zoo tomorrow?", "At Marwell Zoo tomorrow the otter talk is at 11:15.",
                   tool_calls=[call("talks", {"zoo_id": "zoo-44"})],
                   tool_outputs=[out("talks", {"zoo": "Paignton Zoo", "talk": {"animal": "otters", "at": "11:15"}})])
    assert "wrong_entity" in types(zoo)
    zone = evidence("When does the Lakeview pool open?", "The Lakeview pool opens at 6:00.",
                    tool_calls=[call("hours", {"pool": "lakeview"})],
                    tool_outputs=[out("hours", {"opens": "06:00", "tz": "America/Chicago"})])
    assert "wrong_entity" not in types(zone)


def _promise(response, output):
    return d.detect_failure_causes(evidence("Will my order arrive by Friday?", response, tool_calls=[call("track", {"id": "OR-5"})],
                                            tool_outputs=[out("track", output)]))


def test_round_fifteen_a_promise_of_what_will_happen_no_tool_guarantees_is_high():
    promised = _promise("It's due Thursday, so it's guaranteed to arrive by Friday; there's no way it will be late.",
                        {"eta": "Thursday"})
    assert [(c.type, c.severity) for c in promised] == [("overconfident_wording", "high")]
    backed = _promise("It's due Thursday, so it's guaranteed to arrive by Friday.", {"eta": "Thursday", "guaranteed_delivery": True})
    assert list(backed) == []
    stated = _promise("It arrives Thursday, so it will be there by Friday.", {"eta": "Thursday"})
    assert list(stated) == []


def test_round_fifteen_general_answers_and_done_while_pending():
    general = evidence("What does the pottery taster cost for two?", "Taster prices at Clayworks vary a lot; I'd check their site for two.",
                       tool_calls=[call("price", {"class": "taster"})],
                       tool_outputs=[out("price", {"per_person_gbp": 42.0, "studio": "Clayworks"})])
    assert "ignored_tool_output" in types(general)
    specific = evidence("What does the pottery taster cost for two?", "It's £42 each, so £84 for two; prices usually rise in spring.",
                        tool_calls=[call("price", {"class": "taster"})], tool_outputs=[out("price", {"per_person_gbp": 42.0})])
    assert "ignored_tool_output" not in types(specific)
    empty = evidence("Any pottery tasters left?", "None this week; tasters usually open up on Mondays.",
                     tool_calls=[call("slots")], tool_outputs=[out("slots", {"items": [], "total": 0})])
    assert "ignored_tool_output" not in types(empty)
    pending = evidence("Did my parking permit get approved?", "Yes, permit PP-3310 has been approved, you can park from Monday.",
                       tool_calls=[call("permit", {"id": "PP-3310"})],
                       tool_outputs=[out("permit", {"id": "PP-3310", "status": "pending_review"})])
    assert "contradiction" in types(pending)
    honest = evidence("Did my parking permit get approved?", "Not yet: permit PP-3310 is still pending review.",
                      tool_calls=[call("permit", {"id": "PP-3310"})],
                      tool_outputs=[out("permit", {"id": "PP-3310", "status": "pending_review"})])
    assert "contradiction" not in types(honest)
    action = evidence("Submit my permit renewal PP-3310.", "Done, the renewal went through; it's queued for review.",
                      tool_calls=[call("renew", {"id": "PP-3310"})], tool_outputs=[out("renew", {"id": "PP-3310", "status": "queued"})])
    assert "contradiction" not in types(action)


def test_round_fifteen_names_written_together_and_state_codes():
    joined = evidence("Monthly lease for a Trekline RunPad?", "The Trekline RunPad leases for $39 a month.",
                      tool_calls=[call("lease", {"product_id": "TL-WALKPAD"})],
                      tool_outputs=[out("lease", {"name": "Trekline WalkPad", "monthly_usd": 39})])
    assert "wrong_entity" in types(joined)
    state = evidence("Price of the weekend retreat at Pine Hollow in Vermont?", "The Pine Hollow weekend retreat in Vermont is $640.",
                     tool_calls=[call("retreat", {"name": "Pine Hollow", "state": "VT"})],
                     tool_outputs=[out("retreat", {"center": "Pine Hollow Retreat Center", "location": "Stowe, VT", "price_usd": 640})])
    assert "wrong_entity" not in types(state)


def test_round_fifteen_empty_lists_reported_and_slug_abbreviations():
    slots = evidence("Any ad slots left in the March issue?", "Sorry, no open ad slots are left in the March issue.",
                     tool_calls=[call("slots", {"issue": "2027-03"})],
                     tool_outputs=[out("slots", {"ad_deadline": "2027-02-20", "issue": "2027-03", "items": [], "total": 0})])
    assert "ignored_tool_output" not in types(slots)
    none_held = evidence("Any print orders in progress?", "You don't have any print orders in progress right now.",
                         tool_calls=[call("orders", {"status": "in_progress"})],
                         tool_outputs=[out("orders", {"items": [], "page": 1, "total": 0})])
    assert types(none_held) == []
    initials = evidence("How big is the Lakeside Folk Music Archive now?", "The Lakeside archive holds 2,140 recordings.",
                        tool_calls=[call("stats", {"collection_id": "lakeside-fma"})],
                        tool_outputs=[out("stats", {"collection": "Lakeside Folk Music Archive", "recordings": 2140})])
    assert "wrong_entity" not in types(initials)
    swapped = evidence("How big is the Lakeside Folk Music Archive now?", "The Lakeside archive holds 2,140 recordings.",
                       tool_calls=[call("stats", {"collection_id": "lakeside-jazz"})],
                       tool_outputs=[out("stats", {"recordings": 2140})])
    assert "wrong_entity" in types(swapped)


def test_round_fifteen_sympathy_slugs_and_returned_sizes():
    cancelled = evidence("Cancel my class C-301 tomorrow, I'm ill.", "Sorry you're unwell! Class C-301 is cancelled, no fee.",
                         tool_calls=[call("cancel", {"id": "C-301"})],
                         tool_outputs=[out("cancel", None, error="409 Conflict: cancellation window closed")])
    assert "unacknowledged_error" in types(cancelled)
    reported = evidence("Cancel my class C-301 tomorrow, I'm ill.", "Sorry, I couldn't cancel C-301: the window has closed.",
                        tool_calls=[call("cancel", {"id": "C-301"})],
                        tool_outputs=[out("cancel", None, error="409 Conflict: cancellation window closed")])
    assert "unacknowledged_error" not in types(reported)
    picked = evidence("When does registration open for Ashford Craft Fair?", "Ashford Craft Fair registration opens Jan 9.",
                      tool_calls=[call("search", {"q": "craft fair"}), call("event", {"slug": "brenton-craft-fair"})],
                      tool_outputs=[out("search", {"results": [{"name": "Ashford Craft Fair", "slug": "ashford-craft-fair"},
                                                               {"name": "Brenton Craft Fair", "slug": "brenton-craft-fair"}]}),
                                    out("event", {"name": "Brenton Craft Fair", "opens": "2027-01-09"})])
    assert "wrong_entity" in types(picked)
    sized = evidence("Do you have the Coastline 3/2 wetsuit in size 6 for Sunday?", "Yes, the Coastline 3/2 in size 6 is free Sunday.",
                     tool_calls=[call("avail", {"model": "Coastline 3/2"})],
                     tool_outputs=[out("avail", {"available": True, "model": "Coastline 3/2", "size": "12"})])
    assert "wrong_entity" in types(sized)
    vehicle = evidence("Is bus 40 late?", "Route 40 (Bus 212) is 5 minutes late.", tool_calls=[call("eta", {"route": "40"})],
                       tool_outputs=[out("eta", {"route_id": "R-40", "vehicle": "Bus 212", "delay_min": 5})])
    assert "wrong_entity" not in types(vehicle)


def test_round_fifteen_common_words_inside_ids_are_no_names():
    sale = evidence("How much do I save with a full bag versus 12 singles?", "12 singles are $12; a bag is $10, so you save $2.",
                    tool_calls=[call("prices", {"sale_id": "FOL-2027-FALL"})], tool_outputs=[out("prices", {"bag": 10.0, "single": 1.0})])
    assert "wrong_entity" not in types(sale)
    package = evidence("Latest version of the arrow library?", "The latest arrow release is 0.1.2.",
                       tool_calls=[call("pypi", {"package": "arrows"})], tool_outputs=[out("pypi", {"version": "0.1.2"})])
    assert "wrong_entity" in types(package)


def test_round_fifteen_yes_against_a_false_capability_flag():
    off = evidence("Is night mode turned on for my camera?", "Yes, night mode is on and set to high.",
                   tool_calls=[call("settings", {"id": "CAM-7"})],
                   tool_outputs=[out("settings", {"night_mode": {"enabled": False, "level": "high"}})])
    assert "contradiction" in types(off)
    on = evidence("Is night mode turned on for my camera?", "Yes, night mode is on and set to high.",
                  tool_calls=[call("settings", {"id": "CAM-7"})],
                  tool_outputs=[out("settings", {"night_mode": {"enabled": True, "level": "high"}})])
    assert "contradiction" not in types(on)


def test_round_fifteen_a_section_of_the_course_asked_is_that_course():
    section = evidence("Where am I on the BIOL 1400 waitlist?", "You're #2 on the BIOL 1400-003 waitlist.",
                       tool_calls=[call("waitlist", {"course": "BIOL 1400-003"})], tool_outputs=[out("waitlist", {"position": 2})])
    assert "wrong_entity" not in types(section)
    other = evidence("Where am I on the BIOL 1400 waitlist?", "You're #2 on the BIOL 1400 waitlist.",
                     tool_calls=[call("waitlist", {"course": "BIOL 1410"})], tool_outputs=[out("waitlist", {"position": 2})])
    assert "wrong_entity" in types(other)


def test_round_fifteen_titles_handles_year_ranges_tonight_and_units():
    master = evidence("Price of 6 lessons with Master Ito?", "With Master Ito it's $30 a lesson, $180 for 6.",
                      tool_calls=[call("teacher", {"id": "t_ito"})], tool_outputs=[out("teacher", {"name": "Ito Haruki", "price_usd": 30})])
    assert "wrong_entity" not in types(master)
    handle = evidence("RSVP me to the Ferndale Puzzle Swap on Sunday.", "You're going to the Ferndale Puzzle Swap (RSVP r_41).",
                      tool_calls=[call("rsvp", {"event": "Ferndale Puzzle Swap", "member": "tilewright"})],
                      tool_outputs=[out("rsvp", {"rsvp_id": "r_41", "status": "going"})])
    assert "wrong_entity" not in types(handle)
    years = evidence("When was Ann Pryce baptised? Born about 1851.", "Ann Pryce was baptised on 4 May 1851.",
                     tool_calls=[call("search", {"name": "Ann Pryce", "year_from": 1849, "year_to": 1853})],
                     tool_outputs=[out("search", {"results": [{"name": "Ann Pryce", "date": "1851-05-04"}]})])
    assert "wrong_entity" not in types(years)
    night = evidence("When is the frost window tonight for plot 9?", "Tonight's frost window is 2:00 to 6:30 AM.",
                     tool_calls=[call("frost", {"plot": "9", "date": "2026-11-25"}, RUN_START)],
                     tool_outputs=[out("frost", {"start": "02:00", "end": "06:30"}, ts=RUN_START + 1)])
    assert "wrong_entity" not in types(night)
    grams = evidence("Quote 300 LPs on 140g vinyl.", "300 LPs on 140g vinyl: $1,650.",
                     tool_calls=[call("quote", {"qty": 300, "weight_g": "140"})], tool_outputs=[out("quote", {"total_usd": 1650})])
    assert "wrong_entity" not in types(grams)
    unpaid = evidence("How many signed up, how many paid?", "5 signed up. 3 have paid; Ines and Omar haven't yet.",
                      tool_calls=[call("people")],
                      tool_outputs=[out("people", {"people": [{"name": "Ines", "paid": False}, {"name": "Omar", "paid": False},
                                                              {"name": "Lu", "paid": True}, {"name": "Bo", "paid": True},
                                                              {"name": "Al", "paid": True}]})])
    assert "contradiction" not in types(unpaid)


def test_round_fifteen_filled_records_pings_and_certain_outcomes():
    alarm = evidence("Any alarms on freezer F-3 overnight?", "All quiet, no alarms on F-3 overnight.",
                     tool_calls=[call("env", {"id": "F-3"})],
                     tool_outputs=[out("env", {"alarm": {"type": "high_temp", "since": "2026-11-24T03:10:00Z"}, "temp_c": -17.5})])
    assert "contradiction" in types(alarm)
    deposit = evidence("Book cabana 4.", "Cabana 4 is booked; no deposit was charged.", tool_calls=[call("book", {"id": "4"})],
                      tool_outputs=[out("book", {"deposit": {"charged": False}, "status": "confirmed"})])
    assert "contradiction" not in types(deposit)
    ping = evidence("Where's the delivery van right now?", "Van V-2 is currently at 10 Main St.", tool_calls=[call("van", {"id": "V-2"}, RUN_START)],
                    tool_outputs=[out("van", {"last_ping": "2026-10-30T10:00:00Z", "address": "10 Main St"}, ts=RUN_START + 1)])
    assert "stale_data" in types(ping)
    certain = evidence("Will my permit be approved?", "It's under review, and it is certain to be approved.",
                       tool_calls=[call("permit", {"id": "P-1"})], tool_outputs=[out("permit", {"status": "under_review"})])
    assert "overconfident_wording" in types(certain)


def test_round_fifteen_statuses_worded_otherwise_and_catalog_dates():
    cancelled = evidence("Is my lesson on Friday still on?", "Good news: your Friday lesson is still on.",
                         tool_calls=[call("lesson", {"ref": "L-9"})],
                         tool_outputs=[out("lesson", {"ref": "L-9", "status": "cancelled_by_school", "reason": "instructor ill"})])
    assert "contradiction" in types(cancelled)
    kept = evidence("Is my lesson on Friday still on?", "Sorry, the school cancelled your Friday lesson.",
                    tool_calls=[call("lesson", {"ref": "L-9"})],
                    tool_outputs=[out("lesson", {"ref": "L-9", "status": "cancelled_by_school"})])
    assert "contradiction" not in types(kept)
    paid = evidence("Did my payment go through?", "Yes, the £40 payment has gone through.", tool_calls=[call("pay", {"id": "P-2"})],
                    tool_outputs=[out("pay", {"amount_gbp": 40.0, "status": "pending"})])
    assert "contradiction" in types(paid)
    menu = evidence("What soups can I order right now?", "Right now: tomato and leek.", tool_calls=[call("menu", None, RUN_START)],
                    tool_outputs=[out("menu", {"soups": ["tomato", "leek"], "catalog_date": "2026-08-01"}, ts=RUN_START + 1)])
    assert "stale_data" in types(menu)


def test_round_sixteen_markdown_table_cells_against_their_records():
    items = {"items": [{"item": "Exam", "amount": 60.0, "covered": True}, {"item": "Scaling", "amount": 220.0, "covered": False},
                       {"item": "X-ray", "amount": 85.0, "covered": True}]}
    table = "| Item | Amount | Covered |\n|---|---|---|\n| Exam | $60.00 | Yes |\n| Scaling | $220.00 | {} |\n| X-ray | $85.00 | Yes |"
    wrong = evidence("Which items are covered?", table.format("Yes"), tool_calls=[call("claim", {"id": "C-7"})], tool_outputs=[out("claim", items)])
    assert "contradiction" in types(wrong)
    right = evidence("Which items are covered?", table.format("No"), tool_calls=[call("claim", {"id": "C-7"})], tool_outputs=[out("claim", items)])
    assert "contradiction" not in types(right)
    prices = {"items": [{"district": "North Fork", "price_per_load_usd": 30, "min_loads": 2},
                        {"district": "Elk Ridge", "price_per_load_usd": 25, "min_loads": 3}]}
    misstated = evidence("Compare prices by district.", "| District | $/load | Min loads |\n|---|---|---|\n| North Fork | $25 | 2 |\n| Elk Ridge | $25 | 3 |",
                         tool_calls=[call("prices")], tool_outputs=[out("prices", prices)])
    assert "contradiction" in types(misstated)
    # a line total in a price column is the price times the quantity, no other price
    lines = {"lines": [{"name": "Day pass adult", "unit_price": 40, "qty": 2}, {"name": "Day pass child", "unit_price": 22, "qty": 1}]}
    totals = evidence("Total for the passes?", "| Ticket | Price |\n|---|---|\n| 2 × Day pass adult | $80 |\n| Day pass child | $22 |\n\nTotal $102.",
                      tool_calls=[call("cart")], tool_outputs=[out("cart", lines)])
    assert "contradiction" not in types(totals)


def test_round_sixteen_all_or_both_said_of_a_mixed_flag():
    clinics = {"results": [{"clinic": "Harbor Vets", "accepting_new_patients": True}, {"clinic": "Dunmore Animal Care", "accepting_new_patients": False}]}
    both = evidence("Which clinics can take a new patient?", "Both clinics are accepting new patients: Harbor Vets and Dunmore Animal Care.",
                    tool_calls=[call("clinics")], tool_outputs=[out("clinics", clinics)])
    assert "contradiction" in types(both)
    only = evidence("Which clinics can take a new patient?", "Of both clinics, only Harbor Vets is accepting new patients.",
                    tool_calls=[call("clinics")], tool_outputs=[out("clinics", clinics)])
    assert "contradiction" not in types(only)
    each = evidence("Which dates have birds?", "Dec 9 and Dec 16 have 200 each.", tool_calls=[call("hatches")],
                    tool_outputs=[out("hatches", {"hatches": [{"date": "2026-12-02", "available": False}, {"date": "2026-12-09", "available": True, "left": 200},
                                                              {"date": "2026-12-16", "available": True, "left": 200}]})])
    assert "contradiction" not in types(each)
    # a record's flag read in its own clause of a sentence naming several
    areas = {"areas": [{"area": "north_field", "open": True}, {"area": "cedar_trail", "open": False}]}
    clause = evidence("Are the north field and the cedar trail open Sunday?", "The north field is open, and the cedar trail is open too.",
                      tool_calls=[call("areas")], tool_outputs=[out("areas", areas)])
    assert "contradiction" in types(clause)


def test_round_sixteen_done_while_waiting_or_failed_and_promises_asked_about():
    for status, said in (("pending", "Good news: your bid B-71 was accepted."), ("delivery_failed", "Yes - parcel P-71 was delivered this morning.")):
        ev = evidence("Did my bid B-71 get accepted?" if status == "pending" else "Was parcel P-71 delivered?", said,
                      tool_calls=[call("status")], tool_outputs=[out("status", {"status": status})])
        assert "contradiction" in types(ev)
    honest = evidence("Did my bid B-71 get accepted?", "Not yet - bid B-71 is still pending.", tool_calls=[call("status")],
                      tool_outputs=[out("status", {"status": "pending"})])
    assert "contradiction" not in types(honest)
    promise = evidence("If she tests on Monday, will she be in a class by January?", "Yes, she is certain to be in a class when it starts.",
                       tool_calls=[call("intake")], tool_outputs=[out("intake", {"next_class_start": "2027-01-04", "seats_remaining": 2})])
    causes = d.detect_failure_causes(promise)
    assert any(c.type == "overconfident_wording" and c.severity == "high" for c in causes)


def test_round_sixteen_general_readings_that_are_no_alarm():
    # the status said of another field of the record
    other_field = evidence("How long did the permit take?", "It was approved after 12 days. The final inspection is still pending.",
                           tool_calls=[call("permit")], tool_outputs=[out("permit", {"status": "approved", "inspection": "pending"})])
    assert "contradiction" not in types(other_field)
    # a field listing what there is none of; a denial of one qualified record
    none_of = evidence("Class cost?", "It's $55 for 11 sessions (no sessions Dec 24 or Dec 31).", tool_calls=[call("class")],
                       tool_outputs=[out("class", {"fee_usd": 55, "sessions": 11, "no_sessions": ["2026-12-24", "2026-12-31"]})])
    assert "contradiction" not in types(none_of)
    sized = evidence("Any in medium?", "There are no M vests left; there are 3 S and 2 L.", tool_calls=[call("stock")],
                     tool_outputs=[out("stock", {"vests": [{"size": "S", "left": 3}, {"size": "M", "left": 0}, {"size": "L", "left": 2}]})])
    assert "contradiction" not in types(sized)
    # who signed is no other subject; a badge issued long ago that expires later is current
    signer = evidence("Did Noah's form go through?", "Yes, Noah's form was signed Monday.", tool_calls=[call("form", {"student_id": "S-11"})],
                      tool_outputs=[out("form", {"signed_by": "Petra Lindqvist", "status": "signed"})])
    assert "wrong_entity" not in types(signer)
    badge = evidence("How long until my badge expires?", "It expires on Dec 31, 2026, 37 days from today.", tool_calls=[call("badge", {}, RUN_START)],
                     tool_outputs=[out("badge", {"issued_on": "2025-01-01", "expires_on": "2026-12-31"}, ts=RUN_START + 1)])
    assert "stale_data" not in types(badge)
    old = evidence("Is my certificate valid right now?", "Yes, it is currently valid until Dec 31, 2026.", tool_calls=[call("cert", {}, RUN_START)],
                   tool_outputs=[out("cert", {"valid_until": "2026-12-31", "snapshot_date": "2025-12-30"}, ts=RUN_START + 1)])
    assert "stale_data" in types(old)
