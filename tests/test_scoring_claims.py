"""Claims against sources: one-step derivations, clock times, and contradiction apart from absence."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from critiqor.scoring.claims import analyse_claims
from critiqor.scoring.quantities import clocks_in_text, quantities_in_text

from scoring_helpers import evidence


def call(tool, args=None):
    return {"tool": tool, "args": args or {}}


def out(tool, output):
    return {"tool": tool, "output": output}


def judged(prompt, response, output, args=None):
    ev = evidence(prompt, response, tool_calls=[call("tool", args)], tool_outputs=[out("tool", output)])
    return analyse_claims(ev)


@pytest.mark.parametrize(
    "response, output",
    [
        ("It's about 70°F.", {"temp_c": 21.0}),  # temperature
        ("Winds of 23 mph.", {"wind_kph": 37}),  # speed
        ("About 90 miles.", {"distance_m": 145300}),  # length, with the metre step
        ("It weighs 5.1 lb.", {"weight_kg": 2.3}),  # weight
        ("About 1.5 inches of rain.", {"precip_mm": 38.1}),  # length
        ("Roughly 92 minutes.", {"duration_s": 5520}),  # time
        ("About 1.8 MB.", {"size_bytes": 1843200}),  # data size
        ("You have $4,123.50.", {"available_cents": 412350}),  # minor to major currency units
        ("Revenue was $2.41 billion and profit $310.4M.", {"revenue": 2412000000, "profit": 310400000}),
        ("It comes to $317.90.", {"rate": 1.2716, "amount": 250}),  # currency at a source rate
        ("In total $34.47.", {"items": [{"amount": 15.49}, {"amount": 11.99}, {"amount": 2.99}, {"amount": 4.0}]}),
        ("An average high of 52°F.", {"daily": [{"high_f": 48}, {"high_f": 56}]}),
        ("$72.99 in all.", {"items": [{"qty": 1, "unit_price": 29.99}, {"qty": 2, "unit_price": 12.5},
                                      {"qty": 1, "unit_price": 18.0}]}),  # sum of quantity x price
        ("Save $150 (20% off).", {"list_price": 749.99, "sale_price": 599.99}),  # difference, then a percentage
        ("A gain of 3.9%.", {"start_value": 48250.0, "end_value": 50120.75}),  # percentage change
        ("An 85% chance.", {"precip_prob": 0.85}),
    ],
)
def test_one_documented_derivation_step_backs_a_number(response, output):
    report = judged("Question?", response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_rescaled_numbers_keep_their_magnitude_and_rounding():
    [money] = quantities_in_text("$2.4M")
    assert (money.value, money.quantum, money.unit) == (2_400_000, 100_000, "money")
    [words] = quantities_in_text("57 million")
    assert words.value == 57_000_000


def test_clock_times_are_sources_and_claims_in_common_formats():
    report = judged("When?", "It leaves at 9:40 PM and lands at 06:15, a delay of 45 minutes.",
                    {"departs": "2026-11-20T21:40:00Z", "lands": "06:15", "scheduled": "20:55"})
    assert report.unsupported == [], report.claims
    assert [c.minutes for c in clocks_in_text("6 PM or 9:30")] == [(1080,), (570, 1290)]
    wrong = judged("When?", "It leaves at 8:40 PM.", {"departs": "2026-11-20T21:40:00Z"})
    assert [c.text for c in wrong.contradicted] == ["8:40 PM."]


def test_the_time_between_clock_times_of_different_sources_backs_a_duration():
    report = judged("How long until my flight at 18:45?", "It's 2:15 PM now, so 4.5 hours to go.",
                    {"now": "2026-11-24T14:15:00"})
    assert report.unsupported == [], report.claims


def test_values_from_the_arguments_and_the_prompt_back_claims():
    report = judged("Any knives under $30 for order A-7?", "None under $30; I searched on 2026-11-20.", {"items": []},
                    args={"max_price": 30, "date": "2026-11-20"})
    assert report.unsupported == []


def test_a_different_value_for_the_same_thing_is_a_contradiction_not_an_absence():
    report = judged("Humidity?", "Humidity is 58%, and the UV index is 7.5.", {"humidity": 72})
    assert [c.text for c in report.contradicted] == ["58%"]
    assert [c.text for c in report.unsupported] == ["7.5"]


def test_a_number_only_a_difference_of_two_sources_away_yields_to_the_uncited_value_it_replaces():
    report = judged("Hotels?", "A: €310 a night, B: €145 a night.", {"a_price": 310, "b_price": 165})
    assert [c.text for c in report.contradicted] == ["€145"]


def test_a_claim_two_steps_away_is_unsupported():
    report = judged("Trip?", "That is $1,234.56 in all.", {"a": 100, "b": 200, "rate": 1.1})
    assert [c.text for c in report.unsupported] == ["$1,234.56"]


def test_short_numbers_need_operands_of_their_own_unit():
    # 12 = 20 - 8 would match by chance; the operands are unitless while the claim is in minutes
    report = judged("How long?", "It takes 12 minutes.", {"stops": 20, "lines": 8})
    assert [c.text for c in report.unsupported] == ["12 minutes"]


def test_a_short_number_is_derived_when_its_units_work_out():
    # grams times a plain factor are grams; hours over hours are a plain number
    scaled = judged("Make it for 6 people?", "Scale by 1.5: use 18 g of yeast.",
                    {"serves": 4, "yeast": {"amount": 12, "unit": "g"}})
    assert scaled.unsupported == [] and scaled.contradicted == [], scaled.claims
    days = judged("Leave left?", "You have 30 hours, or 7.5 days at 4 hours a day.",
                  {"left": 30, "unit": "hours", "hours_per_day": 4})
    assert days.unsupported == [] and days.contradicted == [], days.claims
    # minutes minus grams measure nothing: still unsupported
    mixed = judged("How long?", "It takes 12 minutes.", {"wait_min": 40, "weight_g": 28})
    assert [c.text for c in mixed.unsupported] == ["12 minutes"]


def test_a_records_unit_field_gives_its_numbers_their_unit():
    report = judged("How heavy?", "About 11 lb.", {"parcel": {"weight": 5, "unit": "kg"}})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_number_without_a_physical_unit_does_not_contradict_one_with_a_unit():
    # 3 hours per shift is no count of shifts: "2.5 shifts" is merely unsupported, not contradicted
    report = judged("Shifts?", "That is 2.5 shifts.", {"shift_hours": 3})
    assert report.contradicted == []


def test_a_range_writes_its_unit_once_for_both_ends():
    low, high = quantities_in_text("between 12-15% of users")
    assert (low.unit, high.unit) == ("%", "%")
    report = judged("Share?", "Between 12-15% of the tests.", {"a_share": 0.121, "b_share": 0.149})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_clock_time_minus_a_duration_is_derived():
    report = judged("When should I leave?", "Leave at 8:35, 25 minutes before the 9:00 start.",
                    {"start": "2026-03-02T09:00:00", "travel_minutes_by_car": 25})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_timestamps_utc_offset_is_not_a_clock_time():
    assert [c.text for c in clocks_in_text("2026-03-02T14:30:00+05:30")] == ["14:30:00"]
    report = judged("When?", "It starts at 2:30 PM; check in 20 minutes early, at 2:10.",
                    {"start": "2026-03-02T14:30:00+05:30", "checkin_minutes": 20})
    assert report.contradicted == [] and report.unsupported == [], report.claims


def test_compact_times_and_dates_under_time_and_date_keys_are_sources():
    report = judged("When did it ship?", "It shipped on April 3 at 4:05 PM.", {"ship_date": "20260403", "ship_time": "160512"})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_timestamp_backs_its_time_and_date_in_a_zone_the_response_names():
    report = judged("When is kickoff?", "Kickoff is Tuesday, March 3 at 7:15 PM Eastern.", {"kickoff": "2026-03-04T00:15:00Z"})
    assert report.unsupported == [] and report.contradicted == [], report.claims
    iana = judged("When?", "It's on May 1 at 9:00 PM.", {"at": "2026-05-02T02:00:00Z", "timezone": "America/Chicago"})
    assert iana.unsupported == [] and iana.contradicted == [], iana.claims
    unnamed = judged("When is kickoff?", "Kickoff is at 6:15 PM.", {"kickoff": "2026-03-04T00:15:00Z"})
    assert [c.text for c in unnamed.contradicted] == ["6:15 PM."]


@pytest.mark.parametrize(
    "response, output",
    [
        ("3 liters is about 0.79 gallons.", {"volume_l": 3}),  # volume
        ("Pour 8.5 fl oz.", {"water_ml": 250}),
        ("The flat is 93 m².", {"area_sqft": 1000}),  # area
        ("It draws 1.25 MWh a month.", {"usage_kwh": 1250}),  # energy
        ("Use 4.2 oz of cheese.", {"cheese_g": 120}),  # weight
        ("She is 5.6 ft tall.", {"height_cm": 170}),  # length
    ],
)
def test_volume_area_energy_and_more_length_and_weight_convert(response, output):
    report = judged("Question?", response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_rate_per_unit_converts_between_its_units_and_a_price_per_unit_is_derived():
    cups = judged("How many cups is 300 g of sugar?", "300 g of sugar is 1.5 cups.", {"grams_per_cup": 200})
    assert cups.unsupported == [] and cups.contradicted == [], cups.claims
    per_kwh = judged("Price per kWh?", "You paid $0.21 per kWh.", {"total_usd": 42.0, "usage_kwh": 200})
    assert per_kwh.unsupported == [] and per_kwh.contradicted == [], per_kwh.claims


def test_a_figure_per_an_amount_scales_to_the_portion_the_sources_give():
    report = judged("Fat in 250 g of yoghurt?", "250 g has 8.75 g of fat.", {"per_100g": {"fat_g": 3.5}})
    assert report.unsupported == [] and report.contradicted == [], report.claims
    other = judged("Fat in 250 g of yoghurt?", "250 g has 9.25 g of fat.", {"per_100g": {"fat_g": 3.5}})
    assert [c.text for c in other.claims if not c.backed] == ["9.25 g"]


def test_a_rate_restated_per_another_calendar_period_is_derived():
    report = judged("Yearly cost?", "At $1,150 a month that is $13,800 a year.", {"monthly_rent": 1150})
    assert report.unsupported == [] and report.contradicted == [], report.claims
    short = judged("Weekly?", "About 84 a week.", {"daily_visits": 12})  # two digits: no calendar constants
    assert [c.text for c in short.claims if not c.backed] == ["84"]


def test_terabytes_and_a_city_named_as_a_time_zone():
    disk = judged("How big?", "It holds 1.5 TB.", {"size_bytes": 1649267441664})
    assert disk.unsupported == [] and disk.contradicted == [], disk.claims
    berlin = judged("When in my time?", "It started at 07:42 Berlin time.", {"started_at": "2026-11-20T06:42:00Z"})
    assert berlin.unsupported == [] and berlin.contradicted == [], berlin.claims


def test_a_date_plus_or_minus_a_number_of_days_of_the_sources_is_derived():
    report = judged("When is it due?", "It is due on April 14.", {"issued": "2026-03-15", "terms_days": 30})
    assert report.unsupported == [] and report.contradicted == [], report.claims
    wrong = judged("When is it due?", "It is due on April 16.", {"issued": "2026-03-15", "terms_days": 30})
    assert [c.text for c in wrong.claims if not c.backed] == ["April 16"]


def test_the_mean_of_two_numbers_the_response_states_is_derived():
    report = judged("Price per sq ft?", "They sold at $410 and $385 per sq ft, $397.50 on average.",
                    {"comps": [{"price": 615000, "sqft": 1500}, {"price": 770000, "sqft": 2000}]})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_power_converts_between_watts_and_kilowatts():
    report = judged("How much power?", "It draws 2.2 kW.", {"power_w": 2200})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_the_year_of_the_run_backs_a_bare_year():
    def season(response):
        return analyse_claims(evidence("How is the season going?", response, tool_calls=[call("t")],
                                       tool_outputs=[out("t", {"wins": 12, "losses": 5})],
                                       trace=[{"event": "agent_start", "timestamp": 1_795_510_800.0}]))  # 2026-11-24

    assert season("In the 2026 season they are 12-5.").unsupported == []
    assert [c.text for c in season("In the 2019 season they are 12-5.").unsupported] == ["2019"]


def test_a_difference_of_two_percentages_is_in_percentage_points():
    report = judged("Churn?", "Churn fell from 5.4% to 4.8%, down 0.6 percentage points.",
                    {"churn_prev": 0.054, "churn_now": 0.048})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_integer_amounts_of_a_record_naming_its_currency_are_minor_units_too():
    report = judged("What was charged?", "You were charged $49.99.", {"charge": {"amount": 4999, "currency": "usd"}})
    assert report.unsupported == [] and report.contradicted == [], report.claims
    plain = judged("What was charged?", "You were charged $49.99.", {"charge": {"amount": 4999}})
    assert [c.text for c in plain.claims if not c.backed] == ["$49.99"]


def test_the_time_since_a_dated_source_at_the_run_date_backs_days_and_years():
    def elapsed(response, output):
        return analyse_claims(evidence("How long?", response, tool_calls=[call("t")], tool_outputs=[out("t", output)],
                                       trace=[{"event": "agent_start", "timestamp": 1_795_510_800.0}]))  # 2026-11-24

    assert elapsed("It is 17 days overdue.", {"due": "2026-11-07"}).unsupported == []
    assert elapsed("She is 41 and has been here 3.4 years.", {"born": "1985-02-10", "hired": "2023-07-01"}).unsupported == []
    assert [c.text for c in elapsed("It is 19 days overdue.", {"due": "2026-11-07"}).claims if not c.backed] == ["19"]


def test_the_sum_of_three_or_more_fields_of_one_record_in_one_unit_is_derived():
    report = judged("Time spent?", "In all 95 minutes.", {"task": {"setup_min": 20, "run_min": 60, "teardown_min": 15}})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_percentage_of_an_amount_is_derived_only_from_a_percentage():
    report = judged("What's an 18% tip?", "An 18% tip on $52.50 is $9.45.", {"total": 52.50})
    assert report.unsupported == [] and report.contradicted == [], report.claims
    # 1.89 is 18 x 10.5 / 100 too, but 18 here is a count, not a percentage
    plain = judged("Cost?", "That is $1.89.", {"items": 18, "unit_price": 10.5})
    assert [c.text for c in plain.claims if not c.backed] == ["$1.89"]


def test_the_runs_own_time_is_what_now_is():
    def now(response):
        return analyse_claims(evidence("What time is it in London?", response, tool_calls=[call("t")],
                                       tool_outputs=[out("t", {"city": "London"})],
                                       trace=[{"event": "agent_start", "timestamp": 1_795_510_800.0}]))  # 09:00 UTC

    assert now("It's 09:00 UTC, 9:00 AM in London.").unsupported == []
    assert "08:10" in [c.text for c in now("It's 08:10 UTC.").claims if not c.backed]


@pytest.mark.parametrize(
    "response, output",
    [
        ("Inflated to 36 psi.", {"pressure_kpa": 248}),  # pressure, and bar
        ("About 2.1 bar.", {"pressure_psi": 30.5}),
        ("It made 14.8 kWh.", {"production": 14820, "unit": "Wh"}),  # watt-hours
        ("Right at 31 cents.", {"price_usd": 0.31}),  # a claim in minor units
        ("Export pays 12p/kWh.", {"export_rate": {"currency": "GBP", "per": "kWh", "value": 0.12}}),
        ("It works out to 16.4 cents per kWh.", {"total_usd": 73.8, "usage_kwh": 450}),  # a ratio in cents
        ("You used 12.3 GB of 40 GB, so 27.7 GB are left.",  # a unit column, and a difference restated in bytes
         {"columns": ["metric", "used", "limit", "unit"], "rows": [["data", 12300000000, 40000000000, "bytes"]]}),
        ("Billed $412.40 in total.",  # a sum of a field nested in each item
         {"lines": [{"billed": {"amount": 250.0}}, {"billed": {"amount": 99.9}}, {"billed": {"amount": 62.5}}]}),
        ("Your plan is $85.00 and the tablet $14.99.",  # minor units stated once for the records inside
         {"bill": {"amounts_in": "cents", "lines": [{"amount": 8500}, {"amount": 1499}]}}),
        ("That is about $410 a square foot, 5% above the $390 median.",  # a price per unit is a price
         {"list_price": 820000, "sqft": 2000, "median_price_per_sqft": 390}),
    ],
)
def test_more_units_and_shapes_back_a_number(response, output):
    report = judged("Question?", response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_total_of_the_answers_own_line_items_is_backed():
    output = {"fees": {"booking": 3.0}, "prices": [{"type": "adult", "base": 21.0, "addon": 6.0},
                                                  {"type": "child", "base": 9.0, "addon": 3.0}]}
    response = ("| Ticket | Each | Qty | Subtotal |\n| Adult | $27.00 | 2 | $54.00 |\n| Child | $12.00 | 3 | $36.00 |\n"
                "| Booking fee | | | $3.00 |\n| Total | | | $93.00 |")
    report = judged("2 adults, 3 children?", response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims
    wrong = judged("2 adults, 3 children?", response.replace("$93.00", "$97.00"), output)
    assert [c.text for c in wrong.claims if not c.backed] == ["$97.00"]


def test_plus_a_percentage_needs_a_number_that_is_a_rate():
    quote = {"monthly": 40.0, "proration": {"amount": 13.0, "days": 13}}
    invented = judged("Cost?", "It is $40 a month, plus $45 one-time.", quote)  # 40 x 1.13 is no step
    assert [c.text for c in invented.claims if not c.backed] == ["$45"]
    taxed = judged("Cost?", "It is $40 a month, $45.20 with tax.", {"monthly": 40.0, "tax_rate": 13})
    assert taxed.unsupported == [] and taxed.contradicted == [], taxed.claims


def test_a_date_a_claimed_number_of_days_after_the_run_is_backed():
    ev = evidence("I have 30 pills and take 2 a day. When do I run out?",
                  "30 pills at 2 a day last 15 days, so you'll run out around December 5.",
                  tool_calls=[call("rx", {"rx": "A1"})], tool_outputs=[out("rx", {"last_fill": "2026-10-02"})],
                  trace=[{"type": "agent_start", "timestamp": 1795132800.0}])  # 2026-11-20
    report = analyse_claims(ev)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_an_unbacked_date_contradicts_a_near_date_or_one_of_the_same_thing_only():
    near = judged("Where is it?", "It should arrive by November 27.", {"eta": "2026-11-22"})
    assert [c.contradicts for c in near.claims] == ["11/22"]
    same = judged("When?", "Your last fill was on September 3.", {"last_fill": "2026-10-24"})
    assert [c.contradicts for c in same.claims] == ["10/24"]
    other = judged("When?", "It should be ready on December 20.", {"last_fill": "2026-10-24"})
    assert [(c.backed, c.contradicts) for c in other.claims] == [(False, None)]


def test_a_number_off_by_one_digit_from_an_uncited_output_value_contradicts_it():
    report = judged("Compare?", "You used 48.2 therms against 57.3 a year ago.", {"now": 48.2, "prior": 51.3})
    assert [(c.text, c.contradicts) for c in report.contradicted] == [("57.3", "prior 51.3")]
    swapped = judged("Total?", "The invoice total is 1,452 euros.", {"total_eur": 1425, "lines": 3})
    assert [c.text for c in swapped.contradicted] == ["1,452"]


def test_a_sum_of_two_parts_is_not_re_examined_against_similar_values():
    prices = {"prices": [{"type": "adult", "general": 18.0, "addon": 7.0}, {"type": "senior", "general": 14.0}]}
    report = judged("Adult with the exhibit?", "Adult general + exhibit: $25.00.", prices)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_number_words_of_the_sources_are_operands():
    report = judged("I have 36 tablets and take one three times a day. How long will they last?",
                    "36 tablets at 3 a day last 12 days.", {"rx": "R-1"})
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_the_parts_of_a_date_back_a_bare_day_number_but_no_quantity_with_a_unit():
    day = judged("Book the 21st to the 23rd.", "Booked Monday 21 to Wednesday 23.", {"start": "2026-12-21", "end": "2026-12-23"})
    assert day.unsupported == [] and day.contradicted == [], day.claims
    drive = judged("When is it?", "It is on the 2nd, a 12-minute drive away.", {"start": "2026-12-02T08:30:00-05:00"})
    assert [c.text for c in drive.claims if not c.backed] == ["12-minute"]


def test_numbers_in_a_question_or_offer_are_no_claims():
    report = judged("Any open now?", "None deliver within 30 minutes. Want me to widen the search to 50 minutes?",
                    {"results": [], "total": 0}, args={"max_eta_min": 30})
    assert [c.text for c in report.claims] == ["30 minutes"] and report.unsupported == []


@pytest.mark.parametrize(
    "response, output",
    [
        ("The mix runs 2 h 5 min.", {"duration_ms": 7500000}),  # chained units: ms to min
        ("It holds about 15.9 US gallons.", {"tank_l": 60}),
        ("She weighs 9.1 kg, up 0.6 kg.", {"weights": [{"kg": 9.1}, {"kg": 8.5}]}),  # a key that is a unit
        ("Approved 36 days (about 5 weeks) after you applied.", {"submitted_at": "2026-03-02", "approved_at": "2026-04-07"}),
    ],
)
def test_chained_units_unit_keys_and_days_between_two_dates_back_numbers(response, output):
    report = judged("Question?", response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_one_digit_count_against_the_output_count_its_key_names_is_a_contradiction():
    rx = {"prescriptions": [{"drug": "Meloxicam", "refills_remaining": 2, "quantity": 30}]}
    wrong = judged("Refills?", "Meloxicam: 30 tablets, 3 refills remaining.", rx)
    assert [(c.text, c.contradicts) for c in wrong.contradicted] == [("3", "refills_remaining 2")]
    right = judged("Refills?", "Meloxicam: 30 tablets, 2 refills remaining.", rx)
    assert right.contradicted == [] and right.unsupported == []


@pytest.mark.parametrize(
    "response, output",
    [
        ("About 74 acres, 132,000 lb.", {"area_ha": 30.0, "harvested_t": 60.0}),  # hectares, tonnes
        ("Low of 28.4°F tonight.", {"units": "C", "nights": [{"min_temp": -2.0, "frost_prob": 0.4}]}),  # signed, inherited unit
        ("It renews for 24 months.", {"renewal": "auto_24_months"}),  # a number inside an enum
        ("Docked for 27 h 15 min.", {"events": [{"at": "2026-11-18T07:00:00Z"}, {"at": "2026-11-19T10:15:00Z"}]}),
        ("Tonight 140 of 160 rooms are taken; with 4 out of order, 16 are left.",
         {"rooms_total": 160, "rooms_occupied": 140, "out_of_order": 4}),  # a field less two others
        ("It did 520 mi on 80 gal, about 6.5 mpg.", {"distance_mi": 520, "fuel_gal": 80}),  # a rate of two units
        ("2 TB is 2,048 GB.", {"plan": "2 TB"}),  # data prefixes, binary
        ("Top three: 31.2 L, 28.4 L and 20.1 L, 80 L in all.", {"rows": [{"fuel_l": 31.2}, {"fuel_l": 28.4}, {"fuel_l": 20.1},
                                                                       {"fuel_l": 9.0}]}),
    ],
)
def test_more_conversions_and_one_step_shapes_back_numbers(response, output):
    report = judged("Question?", response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_the_hour_of_a_clock_time_backs_a_bare_number_only():
    near = judged("Book around 10am.", "Booked at 10:15, the closest to 10 there was.", {"start": "10:15"})
    assert near.unsupported == [] and near.contradicted == [], near.claims


def test_a_calendar_constant_only_restates_a_figure_of_a_period():
    tank = judged("Diesel left?", "There are 1,580 L of diesel.", {"tanks": [{"level_l": 9000}, {"level_l": 2060}]})
    assert [c.text for c in tank.claims if not c.backed] == ["1,580 L"]  # 11,060 / 7 is no claim


def test_a_multiplier_is_exact():
    report = judged("The cap?", "Liability is capped at 2x the fees.", {"cap_multiplier": 1.5})
    assert [c.text for c in report.contradicted] == ["2x"]


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Site 7 from Jan 3 to Jan 5?", "2 nights at $41 ($82) plus the $6 fee: $88.",  # nights between two dates as an operand
         {"arrive": "2027-01-03", "depart": "2027-01-05", "nightly_rate_usd": 41.0, "fee_usd": 6.0}),
        ("Price for 15 lb?", "15 lb is about 6.80 kg, so at $3.70/kg roughly $25.17.", {"price_per_kg": 3.7}),  # exact, not rounded
        ("Average?", "They took 51 minutes on average.", {"recent_min": [48, 55, 50]}),  # a list of numbers
        ("My time?", "Your chip time was 1:02:30.", {"chip_start": "2026-11-15T08:01:00Z", "chip_finish": "2026-11-15T09:03:30Z"}),
        ("3 adults and 1 child?", "3 adults at $21 and 1 child at $8: $71.", {"prices": [{"type": "adult", "usd": 21},
                                                                                     {"type": "child", "usd": 8}]}),
        ("Rush fee?", "Rush is 40% for 48-hour turnaround.", {"rush_48h_pct": 40}),  # a number in a key
    ],
)
def test_round_five_shapes_back_numbers(prompt, response, output):
    report = judged(prompt, response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_difference_yields_only_to_one_of_its_own_operands():
    plans = {"plans": [{"code": "BASIC", "monthly_usd": 14.99}, {"code": "PLUS", "monthly_usd": 24.99},
                       {"code": "MAX", "monthly_usd": 34.99}]}
    saving = judged("Save going Max to Basic?", "Basic is $14.99 vs $34.99 for Max: you'd save $20.00 a month.", plans)
    assert saving.contradicted == [] and saving.unsupported == [], saving.claims


def test_one_digit_off_counts_for_two_digits_with_a_decimal():
    report = judged("How long?", "It takes 3.5 to 7.5 months.", {"range_months": {"min": 3.5, "max": 8.5}})
    assert [c.text for c in report.contradicted] == ["7.5"]


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Renew for 2 years?", "$11.99/year plus the $0.18 fee each year: $24.34.", {"price_per_year_cents": 1199, "fee_per_year_cents": 18}),
        ("6 months prepaid?", "| 6 months × $150.00 | $900.00 |\n| discount (5%) | −$45.00 |\n| fee | $20.00 |\n| total | $875.00 |",
         {"monthly_rate": 150.0, "prepay_discount_pct": 5, "admin_fee": 20.0}),  # a total with a minus line
        ("How old was he?", "He was 71 when he died.", {"birth": {"date": "1850-05-02"}, "death": {"date": "1921-09-14"}}),
    ],
)
def test_round_six_shapes_back_numbers(prompt, response, output):
    report = judged(prompt, response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_rank_with_a_hash_is_a_claim():
    report = judged("Rank?", "It is #12 overall and #4 in Puzzles.", {"rank": 12})
    assert [c.text for c in report.unsupported] == ["4"]


def test_a_field_less_two_others_is_no_operand():
    report = judged("Charge?", "Charge is at 91%.", {"readings": {"a": 360, "b": 120, "c": 6, "charge_pct": 81}})
    assert [c.text for c in report.claims if not c.backed] == ["91%"]


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Launch temperature in F?", "About 41°F at launch.", {"temp_c_at_launch": 5}),  # a temperature key
        ("Hole 3 in meters?", "It plays 400 yards, about 366 m.", {"yards": 400}),  # yards
        ("How many are ready?", "3 of the 4 are ready (75%).", {"items": [{"status": "ready"}, {"status": "ready"},
                                                                      {"status": "late"}, {"status": "ready"}]}),
        ("Our 2 boilers serviced quarterly?", "2 boilers x $95 x 4 visits = $760 a year.", {"per_visit_usd": 95, "visits_per_year": 4}),
    ],
)
def test_round_seven_shapes_back_numbers(prompt, response, output):
    report = judged(prompt, response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


def test_a_count_of_records_is_an_operand_of_a_share_only():
    items = {"items": [{"status": "ready"}, {"status": "ready"}, {"status": "late"}]}
    report = judged("Status?", "We have 14.5 hours left.", {**items, "hours": 12.5})  # 12.5 + 2 ready is no claim
    assert [c.text for c in report.claims if not c.backed] == ["14.5 hours"]


def test_a_count_word_in_the_key_need_not_stand_around_the_number():
    report = judged("Do you have it?", "Yes, we have 3 on hand.", {"qty_on_hand": 2, "price_usd": 12.0})
    assert [c.text for c in report.contradicted] == ["3"]


def test_round_eight_shapes():
    flow = judged("Flow in gpm?", "It flows at 11.4 L/min, about 3.0 gal/min.", {"zone": {"id": 3, "flow_lpm": 11.4}})
    assert flow.unsupported == [] and flow.contradicted == [], flow.claims
    header = judged("Total?", "It comes to $2,440.", {"rows": [["slot", "spots", "rate_usd"], ["A", 10, 160], ["B", 8, 105]]})
    assert header.unsupported == [] and header.contradicted == [], header.claims
    raise_ = judged("How much did it go up?", "Up $15 from last year's $180.", {"services": [{"code": "FULL", "price": 195}],
                                                                            "previous_year": {"FULL": 180}})
    assert raise_.unsupported == [] and raise_.contradicted == [], raise_.claims


def test_round_nine_shapes():
    knots = judged("Speed in mph?", "It cruises at 22 knots, about 25.3 mph.", {"cruise_speed_kn": 22})
    assert knots.unsupported == [] and knots.contradicted == [], knots.claims
    cents = judged("Colour charges?", "Colour came to $96.25.", {"charges_cents": {"color": 9625, "mono": 1200}})
    assert cents.unsupported == [] and cents.contradicted == [], cents.claims
    version = judged("Firmware?", "It runs 4.1.7; 4.2.0 is available.", {"firmware": "4.1.7", "latest": "4.2.0"})
    assert [c.kind for c in version.claims] == ["version", "version"] and version.unsupported == []


def test_round_ten_shapes():
    for prompt, response, output in [
        ("How long?", "At 9,000 words an hour, 72,000 words run about 8.0 hours.", {"words": 72000, "words_per_finished_hour": 9000}),
        ("Annual saving?", "Monthly is $12.99 × 12 = $155.88 a year.", {"monthly_usd": 12.99}),
        ("How long did it take?", "It took 12 min 5 s.", {"started_at": "2026-11-20T10:00:00Z", "finished_at": "2026-11-20T10:12:05Z"}),
        ("Hours to service?", "Service is due in 60 hours.", {"engine_hours": 940, "next_service_due_hours": 1000}),
        ("Oil in m³?", "500 bbl, about 79.5 m³.", {"oil_bbl": 500}),
        ("In mph?", "Wind at 10 m/s, about 22 mph.", {"wind_speed_ms": 10.0}),
    ]:
        report = judged(prompt, response, output)
        assert report.unsupported == [] and report.contradicted == [], (response, report.claims)


def _pairs_by_brute_force(claim, pool, strict=False):
    """The pair search as it was first written: every ordered pair, every step, in order."""
    from critiqor.scoring import claims as c

    ops = c._PERCENT_OPS if claim.unit == "%" else c._PAIR_OPS
    for i, (a, origins_a) in enumerate(pool):
        for k, (b, origins_b) in enumerate(pool):
            if i != k:
                for n in range(len(ops)):
                    if c._step_holds(claim, a, b, ops[n], n, strict):
                        difference = ops is c._PAIR_OPS and n == 1
                        return set(origins_a | origins_b), difference, (abs(a.value), abs(b.value)) if difference else ()
    return None


@settings(max_examples=300, deadline=None)
@given(
    values=st.lists(st.sampled_from([0.0, 1.0, 2.0, 3.5, 7.0, 12.0, 15.0, 18.0, 25.0, 40.0, 99.99, 100.0, 120.0, 150.0,
                                     180.0, 0.2, 0.15, 1.08, 480.0, 1234.5]), min_size=2, max_size=12),
    units=st.lists(st.sampled_from([None, "money", "%", "min", "kWh"]), min_size=12, max_size=12),
    claim_value=st.sampled_from([3.0, 5.0, 12.5, 22.0, 27.0, 30.0, 37.5, 43.0, 100.0, 162.0, 270.0, 517.5, 8.3, 0.3]),
    claim_unit=st.sampled_from([None, "money", "%", "min"]),
    quantum=st.sampled_from([1.0, 0.1, 0.01]),
)
def test_the_pair_search_finds_what_trying_every_pair_finds(values, units, claim_value, claim_unit, quantum):
    from critiqor.scoring import claims as c
    from critiqor.scoring.quantities import Quantity

    pool = [(Quantity(v, u, "rate" if k % 3 == 0 else "amount"), frozenset({k})) for k, (v, u) in enumerate(zip(values, units))]
    claim = Quantity(claim_value, claim_unit, "", quantum, 2 if claim_value < 10 else 3)
    assert c._pairs(claim, pool) == _pairs_by_brute_force(claim, pool)


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Total?", "Invoice totals $91.00: hire $60.00, lights $17.00, cables $9.00, fee $5.00.",
         {"lines": [["hire", 60.0], ["lights", 17.0], ["cables", 9.0], ["fee", 5.0]]}),  # the total before its items
        ("Cost for 40 pallets over 17 days?", "$118.00 in all: setup 40 × $2.10 = $84.00 and 40 × $0.05 × 17 days = $34.00.",
         {"setup_fee_usd": 2.1, "daily_rate_usd": 0.05}),  # two summands after the total (and the products)
        ("Top kinds?", "Dents 15, scratches 9, chips 7: 31 in the top three.",
         {"items": [{"n": 15}, {"n": 9}, {"n": 7}, {"n": 4}, {"n": 2}]}),  # a short sum of the last three
        ("Left?", "13 of its 57 items are still to buy.", {"items_total": 57, "items_bought": 44, "currency": "USD"}),
        ("Cost for 4 crates over 5 months?", "4 × 5 × $7.50 = $150.00.", {"rate_per_crate_month": 7.5}),
        ("Box size?", "It ships in a 40×28×12 cm box.", {"box": "40x28x12 cm"}),  # dimensions
        ("Measurements in inches?", "Chest 21 in, length 27.6 in.", {"sizes_cm": {"chest": 53, "length": 70}}),
        ("We're a group of 5, 3 adults and 2 kids. How much?", "For 3 adults and 2 kids: CHF 96.", {"prices": {"adult": 24.0, "child": 12.0, "currency": "CHF"}}),
        ("Kids' total?", "The three school groups bring 75 pupils.",
         {"groups": [{"kind": "school", "size": 25}, {"kind": "adult", "size": 9}, {"kind": "school", "size": 32},
                     {"kind": "youth", "size": 14}, {"kind": "school", "size": 18}]}),
        ("Permit cost?", "£31.40 in total: permit £27.90 and two tags at £1.75 each (£3.50).", {"permit_pence": 2790, "tag_pence": 175}),
        ("How far under?", "8.3%, 2.7 points under the 11.0% limit.", {"level_pct": 8.3, "limit_pct": 11.0}),
        ("Area?", "It is 4 m × 4 m (16 m²), about 172 sq ft.", {"width_m": 4, "depth_m": 4}),
        ("When?", "Allow 48 hours: ready on Nov 26.", {"turnaround_hours": 48, "dropped_off": "2026-11-24"}),
        ("Start time?", "Two jobs of 90 and 150 minutes are ahead, so yours starts about 3:15 PM.",
         {"current_ends": "2026-11-24T11:15:00Z", "queue": [{"minutes": 90}, {"minutes": 150}]}),
        ("Cost?", "It ran 1 h 30 min (9:10 to 10:40), so $48.00 at $32/hour.",
         {"login": "2026-11-24T09:10:00Z", "logout": "2026-11-24T10:40:00Z", "rate_per_hour_usd": 32.0}),
    ],
)
def test_round_eleven_derivations_are_backed(prompt, response, output):
    report = judged(prompt, response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


@pytest.mark.parametrize(
    "response, output",
    [
        ("The top piece is appraised at $41,000.", {"prices": [38800, 2100, 900]}),  # no sum within rounding
        ("It is a 2000-piece set.", {"pieces": 1500, "cycle": 16, "size_cm": [126, 90]}),
        ("The deposit is $250.", {"rate": 60.0, "window_min": 300, "late_rate": 15.0}),
        ("12 of them are type specimens; it's a 6-month loan.", {"sheets": 80, "loan_period_months": 6}),
    ],
)
def test_round_eleven_round_or_invented_numbers_are_not_backed_by_chance(response, output):
    report = judged("Tell me.", response, output)
    assert report.unsupported or report.contradicted, report.claims


def test_round_eleven_contradictions_of_one_digit_counts_labels_and_swapped_digits():
    assert judged("Terms?", "You get 10 PTO days and 9 paid holidays.", {"pto_days": 10, "paid_holidays": 7, "weekly_hours": 38}).contradicted
    assert judged("Age?", "The minimum age is 16.", {"min_age": 21, "duration_min": 90}).contradicted
    assert judged("Seats?", "There are 52 seats left.", {"seats_left": 25, "capacity": 120}).contradicted
    assert judged("Lesson?", "Sunday, Nov 29 at 5:00 PM on Court 2.", {"start": "2026-11-28T17:00:00Z", "court": "Court 2"}).contradicted
    cert = judged("Verify cert 40518832?", "Cert 40518823 is a PSA 9.", {"cert_number": "40518832", "grade": 9})
    assert "40518832" in cert.contradicted[0].contradicts


def test_round_eleven_quantities_read_dimensions_inches_decades_and_currency_codes():
    assert [(q.value, q.unit) for q in quantities_in_text("a 30x20x8 cm box")] == [(30, "cm"), (20, "cm"), (8, "cm")]
    assert [(q.value, q.unit) for q in quantities_in_text("Chest 21 in, sleeve 25 in.")] == [(21, "in"), (25, "in")]
    assert [(q.value, q.unit) for q in quantities_in_text("5 in stock")] == [(5, None)]
    assert quantities_in_text("the 1980s coat")[0].unit is None
    assert quantities_in_text("CHF 80")[0].unit == "money"


@pytest.mark.parametrize(
    "prompt, response, output",
    [
        ("Per head?", "About $1,563.75 a head (4.25 cwt × $367.94).", {"avg_price_cwt": 367.94, "weight_lb": 425}),
        ("Spools?", "You need 3 spools of 25 m, $26.85 in all.", {"length_m": 25, "price_usd": 8.95}),
        ("Dimensions?", "It is 2 × 2 in (51 × 51 mm); the head is 1.0 to 1.4 in (25–35 mm).", {"width_mm": 51, "head_mm": [25, 35]}),
        ("Volume?", "500 L is about 17.7 cu ft and 528 US quarts.", {"volume_l": 500}),
        ("Per switch?", "$38.50 for 70, about 55¢ a switch.", {"price_cents": 3850, "count": 70}),
        ("Band?", "Homes in the $2–2.5M band sold at $2.31M.", {"price_band": "2M-2.5M", "median": 2310000}),
        ("How long?", "It ran 1 hour 20 minutes 15 seconds.", {"start": "2026-11-24T09:00:00Z", "end": "2026-11-24T10:20:15Z"}),
        ("Data?", "You used about 2.1 GB.", {"bytes_in": 2100000000}),
        ("In metric tonnes?", "1,200 short tons, about 1,089 metric tonnes.", {"stock_short_tons": 1200}),
        ("Fahrenheit?", "It reads 98.6 °F (37.0 °C).", {"unit": "degC", "value": 37.0}),
        ("Pressure?", "It held 4.2 psid (about 29 kPa).", {"check_valve_psid": 4.2}),
        ("Cost?", "It ran 2 h 30 min, so $82.50 at $33/hour.", {"minutes": 150, "per_hour_usd": 33.0}),
        ("Fabric cost for 4.6 m?", "4.6 m is about 5.0 yards, so $60.00 at $12.00 a yard.", {"price_per_yard_usd": 12.0}),
        ("Bags?", "Your total is £18.00 for 4 bags.", {"bag_pence": 450}),
        ("Top three?", "The top three sold 12, 9 and 7: 28 together.", {"items": [{"n": 12}, {"n": 9}, {"n": 7}, {"n": 3}]}),
        ("How long?", "A 48-hour wait from Nov 24 means Nov 26.", {"wait_hours": 48, "from": "2026-11-24"}),
        ("Start?", "Two jobs of 45 and 75 minutes are ahead, so it starts around 11:00 AM.",
         {"now": "2026-11-24T09:00:00Z", "queue": [{"minutes": 45}, {"minutes": 75}]}),
    ],
)
def test_round_twelve_derivations_are_backed(prompt, response, output):
    report = judged(prompt, response, output)
    assert report.unsupported == [] and report.contradicted == [], report.claims


@pytest.mark.parametrize(
    "response, output",
    [
        ("Top 3 by rating:\n1. Alpha: 4.9\n2. Beta: 4.8\n3. Gamma: 4.7", {"results": [{"rating": 4.9, "review_count": 1480},
                                                                            {"rating": 4.8, "review_count": 960}, {"rating": 4.7}]}),
        ("5 samples average 22.6 Brix.", {"sampled_at": "2026-11-24T08:15:00-05:00", "samples": [22.4, 22.8, 22.6, 22.5, 22.7]}),
    ],
)
def test_round_twelve_list_numbers_and_date_parts_are_no_contradictions(response, output):
    assert judged("Tell me.", response, output).contradicted == []


def test_round_twelve_miscounts_against_one_word_keys_and_swaps():
    assert judged("Order?", "Ready at 3 PM: 5 printed photos.", {"prints": 3, "ready": "15:00"}).contradicted
    assert judged("Benefits?", "You have 9 passes.", {"passes": 7, "level": "gold"}).contradicted


def test_round_thirteen_cents_per_unit_and_placeholder_numbers():
    assert judged("Off?", "5 lb at $0.35 a pound: $1.75 off.", {"discount_cents_per_lb": 35, "max_weight_lb": 5}).unsupported == []
    assert [q.value for q in quantities_in_text("two more in the 44xx block, 3 left")] == [3.0]


def test_round_fifteen_the_answers_own_step_spans_and_grouped_ids():
    # a difference of two of the answer's own numbers is that step, not a misstated other price
    report = judged("Yearly cost of the locker?", "Monthly it's $13.50, so a year is 12 × $13.50 = $162.00. "
                    "The 12-month plan is $139.00, so you save $23.00.",
                    {"monthly_usd": 13.5, "plans": [{"months": 6, "usd": 44.0}, {"months": 12, "usd": 139.0}]})
    assert report.contradicted == [] and report.unsupported == []
    # both ends counted, only where the answer counts days
    held = judged("Hold it Mar 3 through Mar 9.", "Held from Mar 3, 2027 through Mar 9, 2027 (7 days).",
                  {"start_date": "2027-03-03", "end_date": "2027-03-09"})
    assert held.unsupported == []
    assert [c.text for c in judged("Clicks?", "Sent Mar 3, 2027; 18 of the clicks converted.",
                                  {"sent": "2027-03-03", "report": "2027-03-20", "clicks": 410}).unsupported] == ["18"]
    # across midnight, and in days, hours and minutes
    night = judged("How long did it record?", "From 11:12 PM to 6:05 AM, 6 hours 53 minutes.",
                   {"start": "2027-03-02T23:12:00-05:00", "end": "2027-03-03T06:05:00-05:00"})
    assert night.unsupported == []
    long_ = judged("How long did it take?", "It took 2 days, 4 hours and 10 minutes.",
                   {"submitted_at": "2027-03-01T08:00:00Z", "completed_at": "2027-03-03T12:10:00Z"})
    assert long_.unsupported == []
    # an id with a letter on is no magnitude; a tracking number in groups is the number
    assert quantities_in_text("box 5120B is paid") == []
    assert [q.value for q in quantities_in_text("$3B in sales")] == [3e9]
    grouped = judged("Tracking?", "Tracking: 9300 2211 0045 8800 12.", {"tracking": "930022110045880012"})
    assert grouped.unsupported == []
    wrong = judged("Tracking?", "Tracking: 9300 2211 0045 8800 13.", {"tracking": "930022110045880012"})
    assert wrong.unsupported != []


def test_round_fifteen_numbers_for_what_the_output_leaves_blank():
    from critiqor.scoring import detectors as d

    def causes(response, output):
        ev = evidence("What does the boat hire cost?", response, tool_calls=[call("hire", {"boat": "skiff"})],
                      tool_outputs=[out("hire", output)])
        return [c.type for c in d.detect_failure_causes(ev)]

    assert "unsupported_claim" in causes("It's $80 a day, and the deposit is $150.", {"day_rate_usd": 80, "deposit_usd": None})
    assert "unsupported_claim" in causes("It's $80 a day; delivery takes about 3 days.",
                                         {"day_rate_usd": 80, "delivery": "varies by marina; call for estimate"})
    assert "unsupported_claim" not in causes("It's $80 a day, and there's no deposit.", {"day_rate_usd": 80, "deposit_usd": None})
    assert "unsupported_claim" not in causes("It's $80 a day; call the marina to confirm the deposit.", {"day_rate_usd": 80, "deposit_usd": None})
    listed = {"boats": [{"name": "Skiff", "day_rate_usd": 80, "deposit_usd": None}, {"name": "Dory", "day_rate_usd": 95, "deposit_usd": 150}]}
    assert "unsupported_claim" not in causes("The Dory is $95 a day with a $150 deposit.", listed)


def test_round_fifteen_written_steps_offers_and_lettered_ids():
    shown = judged("3 hours with a technician?", "Room: 3 h × £38 = £114. Technician: add 3 h × £20 = £60, so £174.",
                   {"tech_hourly_rate": 20.0, "hourly_rate": 38.0})
    assert shown.unsupported == [] and shown.contradicted == []
    wrong = judged("3 hours with a technician?", "Technician: 3 h × £20 = £70.", {"tech_hourly_rate": 20.0})
    assert wrong.unsupported != [] or wrong.contradicted != []
    offer = judged("A 6mm ring in steel?", "None in 6mm right now. I can check 8mm or titanium if you like.",
                   {"items": [], "total": 0})
    assert offer.unsupported == []
    assert quantities_in_text("Order PX-30522B has shipped") == []


def test_round_fifteen_paging_blanks_isbn_groups_and_size_keys_in_inches():
    from critiqor.scoring import detectors as d
    listed = evidence("Next few pickup dates in zone 2?", "Next three in zone 2: Dec 1, Dec 3 and Dec 8.",
                      tool_calls=[call("dates", {"zone": 2})],
                      tool_outputs=[out("dates", {"items": [{"date": "2026-12-01"}, {"date": "2026-12-03"}, {"date": "2026-12-08"},
                                                            {"date": "2026-12-10"}], "next_page": None, "total": 4})])
    assert "unsupported_claim" not in [c.type for c in d.detect_failure_causes(listed)]
    isbn = judged("Order 'Tidewater' for me.", "Ordered Tidewater (978-0-14-311926-5), 2 copies.", {"isbn": "9780143119265", "qty": 2})
    assert isbn.unsupported == []
    assert judged("Diameter in metric?", "Its diameter is 18 in, about 46 cm.", {"diameter_in": 18.0}).unsupported == []


def test_round_fifteen_counts_quoted_ids_holidays_and_shown_differences():
    roster = {"roster": [{"name": "A. Li", "done": True}, {"name": "B. Oyelaran", "done": False}, {"name": "C. Park", "done": True}]}
    counted = judged("How many finished?", "2 of the 3 on the roster have finished; B. Oyelaran has not.", roster)
    assert counted.unsupported == [] and counted.used_outputs == {0}
    assert judged("is rm12c free?", "Room rm-12c is free all afternoon.", {"room": "RM-12C", "free": True}).unsupported == []
    assert judged("Seats for the Christmas Eve show?", "None left for the Dec 24 show.", {"items": [], "total": 0}).unsupported == []
    shown = judged("How much more is the suite?", "The suite is $4,100 against your $2,900, so $1,200 more.",
                   {"current_usd": 2900.0, "offers": [{"usd": 3450.0}, {"usd": 4100.0}]})
    assert shown.contradicted == [] and shown.unsupported == []
    team = judged("Cost of 1.5 hours?", "A team of 3 at $80/hour: 3 × 1.5 × $80 = $360.", {"hourly_usd": 80, "team_size": 3})
    assert team.unsupported == []
    took = judged("How long did it take?", "About 1 day 6.5 hours.", {"submitted_at": "2027-03-01T08:00:00Z", "done_at": "2027-03-02T14:30:00Z"})
    assert took.unsupported == []


def test_round_fifteen_cubic_yards_and_metres():
    assert judged("6 cubic yards of mulch?", "6 yd³ is about 4.6 m³.", {"qty_yd3": 6}).unsupported == []
    assert judged("Volume in cubic feet?", "About 1,059 cubic feet.", {"capacity_cbm": 30.0}).unsupported == []


def test_round_fifteen_ranges_with_and_and_lettered_junctions():
    assert judged("Transport range in F?", "Keep it between 50 and 68 °F (10-20 °C).", {"range_c": {"min": 10, "max": 20}}).unsupported == []
    assert judged("Which junctions?", "The route runs junctions 31 to 34.", {"junctions": ["J31", "J32", "J33", "J34"]}).unsupported == []


def test_round_sixteen_rates_per_period_speeds_and_written_units():
    # a rate per period keeps its amount's unit; a speed backs the distance it covers in an hour
    assert judged("Water per day in gallons?", "About 0.21 gal (0.8 L) a day.", {"tank_water_l_per_day": 0.8}).unsupported == []
    assert judged("Fuel per week?", "About 9.2 gallons a week.", {"extra_fuel_l_per_week": 35.0}).unsupported == []
    assert judged("Range per hour of charging?", "About 28 miles of range per hour (45 km/h).",
                  {"range_added_km_per_hr": 45}).unsupported == []
    # "US gal", dimensions with one "in" after the last side, "in ×"
    assert judged("Tank in US gallons?", "It holds 7.4 L (≈ 1.95 US gal).", {"tank_l": 7.4}).unsupported == []
    assert judged("Box size in inches?", "About 20 × 14 × 10 in on the outside.",
                  {"outer_cm": {"length": 51, "width": 36, "height": 25}}).unsupported == []
    assert judged("Panel in inches?", "About 47.2 in × 27.6 in.", {"width_cm": 120, "height_cm": 70}).unsupported == []
    # energy over power is hours
    assert judged("How long would the pack run the pump?", "About 8 hours: 6.4 kWh at 0.8 kW.",
                  {"pack_kwh": 6.4, "pump_kw": 0.8}).unsupported == []
    # a wrong conversion stays unbacked
    assert judged("Water per day in gallons?", "About 0.35 gal a day.", {"tank_water_l_per_day": 0.8}).unsupported != []


def test_round_sixteen_breakdown_sums_day_month_counts_and_blank_totals():
    breakdown = {"by_type": {"bike_road": 41, "bike_gravel": 17, "scooter_std": 23, "scooter_cargo": 9}}
    assert judged("How many rentals this week, all types?", "90 rentals: 58 bikes and 32 scooters.", breakdown).unsupported == []
    assert judged("How many rentals this week?", "97 rentals in all.", breakdown).unsupported != []
    trips = {"trips": [{"date": "2026-11-02", "km": 31}, {"date": "2026-11-09", "km": 45}, {"date": "2026-11-16", "km": 26}]}
    assert judged("Average trip in November?", "Across your 3 November trips you rode 102 km, 34 km a trip.", trips).contradicted == []
    from critiqor.scoring import detectors as d
    ev = evidence("What's the order total?", "Order OR-5521 comes to $96.35 before tax.", tool_calls=[call("order", {"id": "OR-5521"})],
                  tool_outputs=[out("order", {"id": "OR-5521", "lines": [{"line_total": 61.15}, {"line_total": 35.2}], "tax": None})])
    assert "unsupported_claim" not in [c.type for c in d.detect_failure_causes(ev)]
