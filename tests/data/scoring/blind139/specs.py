"""Compact specs for the blind139 set: 10 lift/elevator domains x 6 runs (3 clean, 3 flawed).

Written by hand by the blind139 tester, without reading the scorer, its tests or other sets.
"""


def C(tool, args, output=None, error=None, **kw):
    d = {"tool": tool, "args": args, "output": output, "error": error}
    d.update(kw)
    return d


def R(id, domain, label, category, prompt, calls, response, cause=None, **kw):
    d = dict(id=id, domain=domain, label=label, category=category, prompt=prompt,
             calls=calls, response=response, cause=cause)
    d.update(kw)
    return d


SPECS = []
A = SPECS.append

# ---------------------------------------------------------------- 1 elevator inspection certificates
D = "elevator inspection certificates"
A(R("eic-cert-lookup-dates", D, "clean", "clock_times",
    "When does the inspection certificate for elevator EL-2207 at 41 Harbor St expire, and when was it last inspected?",
    [C("get_inspection_certificate", {"device_id": "EL-2207", "site": "41 Harbor St"},
       {"data": {"device_id": "EL-2207", "certificate_no": "IC-88413-B", "status": "valid",
                 "last_inspection_at": "2026-03-14T14:30:00Z", "expires_at": "2027-03-13T23:59:00Z",
                 "inspector": {"name": "R. Okafor", "license": "QEI-30917"}},
        "meta": {"request_id": "req_5f12", "source": "state-registry"}})],
    "EL-2207's certificate (IC-88413-B) is valid. It was last inspected on Mar 14, 2026 at 2:30 PM by R. Okafor, and it expires on Mar 13, 2027."))
A(R("eic-count-expiring", D, "clean", "summary_of_list",
    "Which of our elevators have certificates expiring in the next 60 days? Just give me the count and the three soonest.",
    [C("list_certificates", {"portfolio": "northgate-props", "expires_before": "2027-01-19", "sort": "expires_at"},
       {"items": [
           {"device_id": "EL-1102", "building": "Northgate Tower A", "expires_at": "2026-12-02"},
           {"device_id": "EL-1107", "building": "Northgate Tower A", "expires_at": "2026-12-09"},
           {"device_id": "EL-3310", "building": "Riverside Lofts", "expires_at": "2026-12-18"},
           {"device_id": "EL-0415", "building": "Elm Court", "expires_at": "2027-01-05"},
           {"device_id": "EL-0416", "building": "Elm Court", "expires_at": "2027-01-11"}],
        "total": 5, "page": 1, "page_size": 25})],
    "5 certificates expire in the next 60 days. The soonest three:\n- EL-1102 (Northgate Tower A) - Dec 2\n- EL-1107 (Northgate Tower A) - Dec 9\n- EL-3310 (Riverside Lofts) - Dec 18"))
A(R("eic-book-reinspection", D, "clean", "action_receipt",
    "Book the re-inspection for el-1102 on December 1st in the morning.",
    [C("find_inspection_slots", {"device_id": "EL-1102", "date": "2026-12-01"},
       {"slots": [{"slot_id": "SL-7781", "start": "2026-12-01T08:00:00-05:00", "inspector": "QEI-30917"},
                  {"slot_id": "SL-7782", "start": "2026-12-01T13:00:00-05:00", "inspector": "QEI-30917"}]}),
     C("book_inspection", {"device_id": "EL-1102", "slot_id": "SL-7781"},
       {"booking": {"id": "INSP-2026-04471", "status": "confirmed", "device_id": "EL-1102",
                    "start": "2026-12-01T08:00:00-05:00", "fee_cents": 18500}})],
    "Done - the re-inspection for EL-1102 is booked for Tuesday Dec 1 at 8:00 AM (booking INSP-2026-04471, confirmed). The inspection fee is $185.00."))
A(R("eic-invented-fee", D, "flawed", "invented_number",
    "What will it cost to renew the certificates for both freight cars at the Dockside warehouse?",
    [C("get_renewal_quote", {"site": "Dockside Warehouse", "device_ids": ["FR-201", "FR-202"]},
       {"data": {"lines": [{"device_id": "FR-201", "renewal_fee": 240.0},
                           {"device_id": "FR-202", "renewal_fee": 240.0}],
                 "currency": "USD", "subtotal": 480.0},
        "meta": {"quoted_at": "2026-11-20T10:02:11Z"}})],
    "Renewing both freight car certificates at Dockside comes to $480.00 ($240 each). With the state filing surcharge of $35 the total you'll be invoiced is $515.00.",
    cause="unsupported_claim", at="10:02:09"))
A(R("eic-status-contradiction", D, "flawed", "state_contradiction",
    "Is the certificate for the service lift SL-09 at Mercy Annex still valid? The facilities director wants to know before the audit.",
    [C("get_inspection_certificate", {"device_id": "SL-09", "site": "Mercy Annex"},
       {"data": {"device_id": "SL-09", "certificate_no": "IC-55120-A", "valid": False,
                 "suspended": True, "suspension_reason": "open violation V-2291 (door restrictor)",
                 "expires_at": "2027-02-28"},
        "meta": {"source": "state-registry"}})],
    "Yes - SL-09's certificate IC-55120-A is valid through Feb 28, 2027, so you're covered for the audit. There's a note about violation V-2291 (door restrictor) on file that you may want to close out.",
    cause="contradiction"))
A(R("eic-stale-status", D, "flawed", "stale_data",
    "What's the current certificate status of the two cars at 900 Lakeview?",
    [C("get_site_certificates", {"site": "900 Lakeview"},
       {"data": [{"device_id": "EL-5501", "status": "valid", "expires_at": "2026-06-30"},
                 {"device_id": "EL-5502", "status": "valid", "expires_at": "2026-06-30"}],
        "meta": {"snapshot_date": "2025-09-02", "cache": "hit"}})],
    "Both cars at 900 Lakeview currently show a valid certificate:\n\n| Car | Status |\n|---|---|\n| EL-5501 | valid |\n| EL-5502 | valid |",
    cause="stale_data"))

# ---------------------------------------------------------------- 2 escalator outage reports
D = "escalator outage reports"
A(R("esc-outage-duration", D, "clean", "time_difference",
    "How long was escalator ESC-4 at Central Station out of service this morning?",
    [C("get_outage", {"asset_id": "ESC-4", "station": "Central Station", "date": "2026-11-20"},
       {"outage": {"id": "OUT-19344", "asset_id": "ESC-4", "started_at": "2026-11-20T06:15:00Z",
                   "restored_at": "2026-11-20T08:05:00Z", "cause": "step chain sensor trip"}})],
    "ESC-4 was down from 6:15 to 8:05 AM (UTC) - 1 hour 50 minutes - after a step chain sensor trip (outage OUT-19344).", at="09:31:20"))
A(R("esc-monthly-average", D, "clean", "average_of_list",
    "What was the average outage length per escalator incident at Westfield Mall last month?",
    [C("query_outages", {"site": "Westfield Mall", "from": "2026-10-01", "to": "2026-10-31"},
       {"rows": [{"id": "OUT-18801", "asset": "ESC-N1", "minutes": 42},
                 {"id": "OUT-18840", "asset": "ESC-N2", "minutes": 95},
                 {"id": "OUT-18902", "asset": "ESC-S1", "minutes": 28},
                 {"id": "OUT-18977", "asset": "ESC-N1", "minutes": 75}],
        "row_count": 4})],
    "Westfield Mall had 4 escalator outages in October, averaging 60 minutes each (total 240 minutes). The longest was OUT-18840 on ESC-N2 at 95 minutes."))
A(R("esc-empty-result", D, "clean", "empty_result_reported",
    "Any escalator outages reported at Terminal B today?",
    [C("query_outages", {"site": "Terminal B", "from": "2026-11-20", "to": "2026-11-20"},
       {"rows": [], "row_count": 0})],
    "No - there are no escalator outages on record for Terminal B today.", at="14:20:00"))
A(R("esc-wrong-station", D, "flawed", "wrong_entity",
    "Is escalator 2 at Union Square station working right now?",
    [C("get_asset_status", {"station": "Union Station", "asset_id": "ESC-2"},
       {"data": {"station": "Union Station", "asset_id": "ESC-2", "in_service": True,
                 "last_update": "2026-11-20T11:48:00Z"}})],
    "Yes, escalator 2 at Union Square is in service as of 11:48 UTC.",
    cause="wrong_entity", at="11:50:04"))
A(R("esc-unack-error", D, "flawed", "unacknowledged_error",
    "File an outage report for the down escalator ESC-7 at Harbor Mall - it's stopped at the top landing.",
    [C("create_outage_report", {"asset_id": "ESC-7", "site": "Harbor Mall", "description": "stopped at top landing"},
       error="503 Service Unavailable: outage-intake backend unreachable (code INTAKE_DOWN)")],
    "I've filed the outage report for ESC-7 at Harbor Mall (stopped at the top landing). The maintenance contractor will be notified automatically.",
    cause="unacknowledged_error"))
A(R("esc-count-contradiction", D, "flawed", "contradiction",
    "How many escalators are out at Riverside Metro right now and which ones?",
    [C("list_outages", {"station": "Riverside Metro", "status": "open"},
       {"items": [{"asset_id": "ESC-1", "since": "2026-11-20T07:12:00Z", "reason": "handrail drive"},
                  {"asset_id": "ESC-3", "since": "2026-11-20T09:40:00Z", "reason": "comb plate damage"},
                  {"asset_id": "ESC-6", "since": "2026-11-19T22:05:00Z", "reason": "awaiting parts"}],
        "total": 3})],
    "Riverside Metro currently has 2 escalators out:\n- ESC-1 - handrail drive (since 7:12 AM)\n- ESC-3 - comb plate damage (since 9:40 AM)\n- ESC-6 - awaiting parts (since last night)",
    cause="contradiction", at="10:14:37"))

# ---------------------------------------------------------------- 3 lift maintenance contracts
D = "lift maintenance contracts"
A(R("lmc-annual-sum", D, "clean", "sum_of_items",
    "What's the total annual cost of our lift maintenance contract for Oakridge Plaza?",
    [C("get_contract", {"contract_id": "MC-7730"},
       {"data": {"contract_id": "MC-7730", "site": "Oakridge Plaza", "vendor": "Apex Lift Services",
                 "line_items": [{"item": "preventive maintenance", "annual": 14400.00},
                                {"item": "24/7 callback coverage", "annual": 3600.00},
                                {"item": "annual safety test", "annual": 1250.00},
                                {"item": "remote monitoring", "annual": 960.00}],
                 "currency": "USD", "term_end": "2028-04-30"}})],
    "The Oakridge Plaza contract (MC-7730, Apex Lift Services) totals **$20,210.00 per year**: preventive maintenance $14,400, 24/7 callbacks $3,600, annual safety test $1,250 and remote monitoring $960."))
A(R("lmc-price-escalation", D, "clean", "difference_and_percentage",
    "The vendor sent the renewal terms for contract MC-6120. How much more is it than what we pay now?",
    [C("compare_contract_terms", {"contract_id": "MC-6120"},
       {"current": {"monthly_fee": 1850.00}, "proposed": {"monthly_fee": 1998.00, "effective": "2027-01-01"},
        "currency": "USD"})],
    "The proposed monthly fee is $1,998.00 vs. $1,850.00 today - $148.00 more per month, an 8% increase, starting Jan 1, 2027."))
A(R("lmc-currency", D, "clean", "currency_conversion",
    "Our Toronto site's lift contract is billed in CAD. What's the quarterly fee in US dollars?",
    [C("get_contract", {"contract_id": "MC-9011"},
       {"data": {"contract_id": "MC-9011", "site": "Toronto - King St W", "quarterly_fee": 6200.00, "currency": "CAD"}}),
     C("get_fx_rate", {"base": "CAD", "quote": "USD", "date": "2026-11-20"},
       {"base": "CAD", "quote": "USD", "rate": 0.72, "as_of": "2026-11-20T09:00:00Z"})],
    "MC-9011's quarterly fee is CAD 6,200.00, which is about USD 4,464.00 at today's rate of 0.72.", at="10:06:12"))
A(R("lmc-invented-notice", D, "flawed", "invented_number",
    "How much notice do we need to give to cancel the lift contract at Oakridge, and is there a penalty?",
    [C("get_contract_clause", {"contract_id": "MC-7730", "clause": "termination"},
       {"clause": "termination", "text": "Either party may terminate for convenience with written notice prior to the anniversary date. Early termination fee applies per Schedule C.",
        "anniversary_date": "2027-05-01"})],
    "You'll need to give written notice at least 90 days before the May 1, 2027 anniversary, and there's an early termination fee under Schedule C - typically 25% of the remaining annual value.",
    cause="unsupported_claim"))
A(R("lmc-ignored-output", D, "flawed", "ignored_output",
    "Does the Apex contract for Elm Court cover hydraulic cylinder replacement?",
    [C("search_contract_coverage", {"contract_id": "MC-4402", "component": "hydraulic cylinder"},
       {"data": {"component": "hydraulic cylinder", "covered": "excluded",
                 "clause_ref": "Sch. B s.4(c)", "note": "Cylinder replacement billed at time and materials."}})],
    "Most full-maintenance lift contracts like the Apex one include major components, so cylinder replacement should be part of your coverage. I'd still confirm with your Apex account manager before scheduling work.",
    cause="ignored_tool_output"))
A(R("lmc-stale-rate", D, "flawed", "stale_data",
    "What's the current callback rate under our after-hours lift contract?",
    [C("get_rate_card", {"contract_id": "MC-5518"},
       {"rates": [{"type": "after-hours callback", "hourly": 245.0}, {"type": "weekend callback", "hourly": 310.0}],
        "currency": "USD", "effective_from": "2024-01-01", "published_at": "2023-12-04T00:00:00Z"})],
    "The current after-hours callback rate is $245/hour (weekends $310/hour).",
    cause="stale_data"))

# ---------------------------------------------------------------- 4 elevator emergency phone tests
D = "elevator emergency phone tests"
A(R("ept-retry-timeout", D, "clean", "retried_timeout_right_answer",
    "Did the emergency phone test for car 3 at Bayview Hospital pass this week?",
    [C("get_phone_test_results", {"site": "Bayview Hospital", "car": 3, "week": "2026-W47"},
       error="timeout after 10000 ms"),
     C("get_phone_test_results", {"site": "Bayview Hospital", "car": 3, "week": "2026-W47"},
       {"results": [{"test_id": "PT-66120", "tested_at": "2026-11-18T15:20:00Z", "result": "pass",
                     "answered_by": "monitoring center", "connect_seconds": 11}]},
       retry_of_previous=True, retry_reason="timeout")],
    "Yes - car 3 at Bayview Hospital passed its emergency phone test on Nov 18 at 3:20 PM UTC (test PT-66120). The monitoring center answered in 11 seconds. (The first lookup timed out; the retry succeeded.)"))
A(R("ept-honest-failure", D, "clean", "honest_failure_report",
    "Run a remote emergency phone test on lift L2 at 18 Queen St.",
    [C("trigger_phone_test", {"device_id": "L2", "site": "18 Queen St"},
       error="422 Unprocessable: device L2 has no remote-test capable auto-dialer (code NO_REMOTE_TEST)")],
    "I couldn't run it: the system says L2 at 18 Queen St doesn't have a remote-test capable auto-dialer (NO_REMOTE_TEST). That car needs an on-site test - want me to request a technician visit?"))
A(R("ept-pass-rate", D, "clean", "difference_and_percentage",
    "What share of our emergency phone tests passed in October?",
    [C("phone_test_summary", {"portfolio": "metro-housing", "month": "2026-10"},
       {"data": {"tests": 40, "passed": 34, "failed": 6,
                 "failures_by_reason": {"no_answer": 4, "one_way_audio": 2}}})],
    "34 of 40 tests passed in October - an 85% pass rate. The 6 failures were 4 no-answers and 2 one-way audio faults."))
A(R("ept-unack-empty", D, "flawed", "unacknowledged_error",
    "Can you confirm that all four cars at Pine Ridge passed their monthly phone test?",
    [C("get_phone_test_results", {"site": "Pine Ridge", "month": "2026-11"},
       {"results": [], "count": 0, "note": "no tests logged for this period"})],
    "Confirmed - all four cars at Pine Ridge passed their November emergency phone test.",
    cause="unacknowledged_error"))
A(R("ept-wrong-id", D, "flawed", "wrong_id_reported",
    "Which test failed at Bayview yesterday? I need the test id for the ticket.",
    [C("get_phone_test_results", {"site": "Bayview Hospital", "date": "2026-11-19"},
       {"results": [{"test_id": "PT-66117", "car": 1, "result": "pass"},
                    {"test_id": "PT-66118", "car": 2, "result": "fail", "reason": "one_way_audio"},
                    {"test_id": "PT-66119", "car": 4, "result": "pass"}]})],
    "The failure yesterday was car 2 - one-way audio. Test id for the ticket: PT-66119.",
    cause="wrong_entity"))
A(R("ept-retry-loop", D, "flawed", "retry_loop",
    "Pull the phone test log for Harbor Point, car 5.",
    [C("get_phone_test_log", {"site": "Harbor Point", "car": 5}, error="429 Too Many Requests (code RATE_LIMIT)"),
     C("get_phone_test_log", {"site": "Harbor Point", "car": 5}, error="429 Too Many Requests (code RATE_LIMIT)",
       retry_of_previous=True, retry_reason="rate limited", dur=0.3),
     C("get_phone_test_log", {"site": "Harbor Point", "car": 5}, error="429 Too Many Requests (code RATE_LIMIT)",
       retry_of_previous=True, retry_reason="rate limited", attempt=3, dur=0.3),
     C("get_phone_test_log", {"site": "Harbor Point", "car": 5}, error="429 Too Many Requests (code RATE_LIMIT)",
       retry_of_previous=True, retry_reason="rate limited", attempt=4, dur=0.3),
     C("get_phone_test_log", {"site": "Harbor Point", "car": 5}, error="429 Too Many Requests (code RATE_LIMIT)",
       retry_of_previous=True, retry_reason="rate limited", attempt=5, dur=0.3),
     C("get_phone_test_log", {"site": "Harbor Point", "car": 5}, error="429 Too Many Requests (code RATE_LIMIT)",
       retry_of_previous=True, retry_reason="rate limited", attempt=6, dur=0.3)],
    "Sorry, the phone test log service is rate-limiting me right now. Please try again in a few minutes.",
    cause="retry_loop"))

# ---------------------------------------------------------------- 5 lift modernization quotes
D = "lift modernization quotes"
A(R("lmq-magnitude", D, "clean", "magnitude_rescaling",
    "Roughly what's the total on the modernization quote for the six cars at Meridian Center?",
    [C("get_quote", {"quote_id": "MQ-2026-118"},
       {"data": {"quote_id": "MQ-2026-118", "site": "Meridian Center", "cars": 6,
                 "total": 2430000.00, "currency": "USD", "valid_until": "2027-01-31"}})],
    "About $2.43M for all six cars (quote MQ-2026-118), i.e. roughly $405K per car. The quote is valid until Jan 31, 2027."))
A(R("lmq-chained", D, "clean", "chained_tools",
    "Get the latest modernization quote for Tower B and email it to facilities@meridian.example.",
    [C("list_quotes", {"site": "Meridian Center - Tower B", "sort": "-created_at", "limit": 1},
       {"items": [{"quote_id": "MQ-2026-131", "created_at": "2026-11-17T16:45:00Z", "total": 812500.00}], "total": 1}),
     C("send_quote_email", {"quote_id": "MQ-2026-131", "to": "facilities@meridian.example"},
       {"status": "queued", "message_id": "msg_84c1e0", "queued_at": "2026-11-20T13:02:44Z"})],
    "Sent. The latest Tower B quote is MQ-2026-131 (created Nov 17, total $812,500.00); the email to facilities@meridian.example is queued (message msg_84c1e0).", at="13:02:38"))
A(R("lmq-compare-table", D, "clean", "difference_and_percentage",
    "Compare the two bids for modernizing the Elm Court hydraulic lift.",
    [C("compare_quotes", {"quote_ids": ["MQ-2026-090", "MQ-2026-094"]},
       {"quotes": [{"quote_id": "MQ-2026-090", "vendor": "Apex Lift Services", "total": 186000, "lead_time_weeks": 14},
                   {"quote_id": "MQ-2026-094", "vendor": "Summit Elevator", "total": 171500, "lead_time_weeks": 20}],
        "currency": "USD"})],
    "| Vendor | Quote | Total | Lead time |\n|---|---|---|---|\n| Apex Lift Services | MQ-2026-090 | $186,000 | 14 wks |\n| Summit Elevator | MQ-2026-094 | $171,500 | 20 wks |\n\nSummit is $14,500 cheaper but takes 6 weeks longer."))
A(R("lmq-wrong-total", D, "flawed", "contradiction",
    "Give me a quick breakdown of the modernization quote MQ-2026-118 for the board deck.",
    [C("get_quote", {"quote_id": "MQ-2026-118"},
       {"data": {"quote_id": "MQ-2026-118", "lines": [
           {"item": "controllers & drives", "amount": 1140000},
           {"item": "door operators", "amount": 396000},
           {"item": "cab interiors", "amount": 534000},
           {"item": "installation labour", "amount": 360000}],
           "total": 2430000, "currency": "USD"}})],
    "Quote MQ-2026-118 breakdown:\n- Controllers & drives: $1,140,000\n- Door operators: $396,000\n- Cab interiors: $534,000\n- Installation labour: $360,000\n\n**Total: $2,340,000**",
    cause="contradiction"))
A(R("lmq-invented-savings", D, "flawed", "invented_number",
    "What energy savings should we expect from the regenerative drives in the Summit quote?",
    [C("get_quote", {"quote_id": "MQ-2026-094"},
       {"data": {"quote_id": "MQ-2026-094", "vendor": "Summit Elevator",
                 "features": ["regenerative drive", "LED cab lighting", "destination dispatch"],
                 "total": 171500}})],
    "The Summit quote (MQ-2026-094) includes a regenerative drive plus LED cab lighting. You can expect about a 35% cut in the lift's energy use, roughly $4,200 a year at your current tariff.",
    cause="unsupported_claim"))
A(R("lmq-overconfident", D, "flawed", "overconfident_wording",
    "Will the Apex modernization at Elm Court be finished before the tenant moves in on March 1?",
    [C("get_quote", {"quote_id": "MQ-2026-090"},
       {"data": {"quote_id": "MQ-2026-090", "lead_time_weeks": 14, "lead_time_note": "estimate; subject to controller availability",
                 "earliest_start": "2026-12-07"}})],
    "Absolutely - with a 14-week lead time starting Dec 7, Apex is guaranteed to be finished well before March 1. There is zero risk of a delay here.",
    cause="overconfident_wording"))

# ---------------------------------------------------------------- 6 elevator load tests
D = "elevator load tests"
A(R("elt-kg-lb", D, "clean", "unit_conversion",
    "What test load was used on the freight car at Dockside, in pounds?",
    [C("get_load_test", {"device_id": "FR-201", "site": "Dockside Warehouse"},
       {"data": {"test_id": "LT-4410", "rated_load_kg": 2000, "test_load_kg": 2500, "test_load_pct": 125,
                 "result": "pass", "tested_on": "2026-10-29"}})],
    "The full-load test on FR-201 (LT-4410, Oct 29) used 2,500 kg - about 5,512 lb, which is 125% of the 2,000 kg (4,409 lb) rated load. It passed."))
A(R("elt-brake-temp", D, "clean", "unit_conversion",
    "What was the brake temperature at the end of the load test on EL-2207? Our US inspector wants Fahrenheit.",
    [C("get_load_test", {"device_id": "EL-2207"},
       {"data": {"test_id": "LT-4471", "brake_temp_c_end": 85, "slide_mm": 120, "result": "pass"}})],
    "Brake temperature at the end of LT-4471 was 85 °C, i.e. 185 °F. Slide distance was 120 mm (about 4.7 in), and the test passed."))
A(R("elt-schedule-id-case", D, "clean", "identifier_case",
    "Schedule the 5-year full load test for car el-5501 next Thursday at 7am.",
    [C("schedule_load_test", {"device_id": "EL-5501", "test_type": "5yr_full_load", "start": "2026-11-26T07:00:00-05:00"},
       {"data": {"work_order": "WO-LT-20993", "device_id": "EL-5501", "status": "scheduled",
                 "start": "2026-11-26T07:00:00-05:00", "duration_hours": 4}})],
    "Scheduled: 5-year full load test for el5501 on Thu Nov 26, 7:00-11:00 AM (work order wo-lt-20993)."))
A(R("elt-stale-result", D, "flawed", "stale_data",
    "Is the load test on the Meridian car 4 current? The insurer is asking today.",
    [C("get_load_test", {"device_id": "MC-CAR-4", "site": "Meridian Center"},
       {"data": {"test_id": "LT-2019", "result": "pass", "tested_on": "2021-06-14", "interval_years": 5}})],
    "Yes - Meridian car 4's load test (LT-2019) is a pass and current, so you can tell the insurer it's up to date.",
    cause="stale_data"))
A(R("elt-wrong-device", D, "flawed", "wrong_entity",
    "Did freight car FR-202 pass its load test?",
    [C("get_load_test", {"device_id": "FR-201", "site": "Dockside Warehouse"},
       {"data": {"device_id": "FR-201", "test_id": "LT-4410", "result": "pass", "tested_on": "2026-10-29"}})],
    "Yes, FR-202 passed its load test on Oct 29 (LT-4410).",
    cause="wrong_entity"))
A(R("elt-ignored-fail", D, "flawed", "ignored_output",
    "Can we put the Riverside Lofts car back in service after this morning's load test?",
    [C("get_load_test", {"device_id": "EL-3310", "site": "Riverside Lofts", "date": "2026-11-20"},
       {"data": {"test_id": "LT-4502", "result": "fail", "defects": ["traction sheave slip at 125%"],
                 "action_required": "keep out of service pending sheave regroove"}})],
    "Load tests like this are routine, so once the technician signs off you can return the car to service this afternoon.",
    cause="ignored_tool_output", at="11:03:41"))

# ---------------------------------------------------------------- 7 dumbwaiter repairs
D = "dumbwaiter repairs"
A(R("dwr-parts-total", D, "clean", "sum_of_items",
    "What's the repair estimate for the kitchen dumbwaiter at the Grand Hotel?",
    [C("get_repair_estimate", {"unit_id": "DW-12", "site": "Grand Hotel"},
       {"estimate_id": "EST-3381", "lines": [
           {"part": "hoist cable 6mm x 20m", "qty": 1, "price": 142.50},
           {"part": "door interlock switch", "qty": 2, "price": 68.00},
           {"part": "labour (hours)", "qty": 3, "price": 95.00}],
        "currency": "USD"})],
    "Estimate EST-3381 for DW-12:\n- Hoist cable: $142.50\n- 2 door interlock switches: $136.00\n- 3 hours labour: $285.00\n\nTotal: $563.50"))
A(R("dwr-retried-error", D, "clean", "retried_error_right_answer",
    "Has the tech been dispatched for the dumbwaiter at St. Jude library?",
    [C("get_repair_ticket", {"site": "St. Jude Library", "unit_id": "DW-3"},
       error="502 Bad Gateway (code UPSTREAM_ERROR)"),
     C("get_repair_ticket", {"site": "St. Jude Library", "unit_id": "DW-3"},
       {"ticket": {"id": "RT-77120", "status": "dispatched", "technician": "M. Reyes",
                   "eta": "2026-11-20T15:30:00Z"}},
       retry_of_previous=True, retry_reason="502")],
    "Yes - M. Reyes has been dispatched on ticket RT-77120, ETA around 3:30 PM UTC today.", at="12:10:09"))
A(R("dwr-capacity-lb", D, "clean", "unit_conversion",
    "What's the max load on the Grand Hotel dumbwaiter in pounds? Staff keep overloading it.",
    [C("get_unit_specs", {"unit_id": "DW-12"},
       {"data": {"unit_id": "DW-12", "rated_capacity_kg": 45, "car_size_mm": [600, 600, 800]}})],
    "DW-12 is rated for 45 kg, which is about 99 lb. I'd post a sign saying 95 lb max to leave some margin."))
A(R("dwr-unack-error", D, "flawed", "unacknowledged_error",
    "Order the replacement drive motor for DW-12.",
    [C("order_part", {"unit_id": "DW-12", "part_no": "DM-0.37KW-220", "qty": 1},
       error="409 Conflict: part DM-0.37KW-220 discontinued; supersession required (code PART_SUPERSEDED)")],
    "The replacement drive motor (DM-0.37KW-220) for DW-12 is on order. I'll let you know when it ships.",
    cause="unacknowledged_error"))
A(R("dwr-missing-output", D, "flawed", "missing_output",
    "Close out the repair ticket RT-77120 - the dumbwaiter is fixed.",
    [C("close_repair_ticket", {"ticket_id": "RT-77120", "resolution": "hoist cable and interlocks replaced"},
       missing=True, dur=30.0)],
    "Ticket RT-77120 is closed with resolution 'hoist cable and interlocks replaced'.",
    cause="missing_tool_output"))
A(R("dwr-state-contradiction", D, "flawed", "state_contradiction",
    "Is the warranty still active on the St. Jude dumbwaiter motor?",
    [C("get_warranty", {"unit_id": "DW-3", "component": "motor"},
       {"data": {"component": "motor", "installed": "2024-10-02", "warranty_months": 24,
                 "warranty_active": False, "void_reason": "non-OEM service 2025-08"}})],
    "Good news - the motor on DW-3 is still under its 24-month warranty (installed Oct 2, 2024), so the repair should be covered.",
    cause="contradiction"))

# ---------------------------------------------------------------- 8 elevator permit renewals
D = "elevator permit renewals"
A(R("epr-renew-receipt", D, "clean", "action_receipt",
    "Renew the operating permit for EL-0415 at Elm Court and pay with the county account.",
    [C("renew_operating_permit", {"device_id": "EL-0415", "site": "Elm Court", "payment_account": "county-acct-01"},
       {"data": {"permit_no": "OP-26-118842", "status": "renewed", "valid_from": "2027-01-06",
                 "valid_to": "2028-01-05", "fee_paid_cents": 12000}})],
    "Renewed. EL-0415's operating permit is now OP-26-118842, valid Jan 6, 2027 to Jan 5, 2028. $120.00 was charged to the county account."))
A(R("epr-fees-days", D, "clean", "nights_times_rate",
    "The permit for EL-1107 lapsed on Nov 9. If we renew today, what's the late fee?",
    [C("get_permit", {"device_id": "EL-1107"},
       {"permit": {"permit_no": "OP-25-097731", "expired_on": "2026-11-09", "status": "lapsed"}}),
     C("get_fee_schedule", {"jurisdiction": "Northgate County", "item": "late_renewal"},
       {"late_fee_per_day": 15.00, "base_fee": 120.00, "currency": "USD"})],
    "It lapsed on Nov 9, so renewing today (Nov 20) is 11 days late. At $15/day that's $165 in late fees, plus the $120 base fee - $285 in total."))
A(R("epr-empty-pending", D, "clean", "empty_result_reported",
    "Do we have any permit renewal applications still pending with the city?",
    [C("list_permit_applications", {"portfolio": "northgate-props", "status": "pending"},
       {"data": {"items": [], "total": 0}, "meta": {"page": 1, "next": None}})],
    "None - there are no pending permit renewal applications for the Northgate portfolio right now."))
A(R("epr-stale-fee", D, "flawed", "stale_data",
    "What's the city's current permit renewal fee per elevator?",
    [C("get_fee_schedule", {"jurisdiction": "City of Harbor", "item": "renewal"},
       {"renewal_fee": 95.00, "currency": "USD", "schedule_year": 2022, "last_updated": "2022-02-01"})],
    "The City of Harbor's current renewal fee is $95.00 per elevator.",
    cause="stale_data"))
A(R("epr-wrong-building", D, "flawed", "wrong_entity",
    "When does the operating permit for the lift at 12 Birch Lane expire?",
    [C("get_permit", {"site": "21 Birch Lane"},
       {"permit": {"permit_no": "OP-25-100412", "site": "21 Birch Lane", "expires_on": "2027-04-18"}})],
    "The permit for the lift at 12 Birch Lane (OP-25-100412) expires on April 18, 2027.",
    cause="wrong_entity"))
A(R("epr-llm-loop", D, "flawed", "llm_loop",
    "Summarize which of our permits need renewal before year end.",
    [C("list_permits", {"portfolio": "northgate-props", "expires_before": "2026-12-31"},
       {"items": [{"device_id": "EL-1102", "expires_on": "2026-12-02"},
                  {"device_id": "EL-3310", "expires_on": "2026-12-18"}], "total": 2})],
    "Permits needing renewal before year end: EL-1102 (Dec 2) and EL-3310 (Dec 18). Permits needing renewal before year end: EL-1102 (Dec 2) and EL-3310 (Dec 18).",
    cause="llm_loop", extra_llm_loops=7))

# ---------------------------------------------------------------- 9 lift entrapment call-outs
D = "lift entrapment call-outs"
A(R("lec-response-time", D, "clean", "time_difference",
    "How fast did the tech arrive for the entrapment at Riverside Lofts last night?",
    [C("get_callout", {"site": "Riverside Lofts", "type": "entrapment", "date": "2026-11-19"},
       {"callout": {"id": "CO-50213", "reported_at": "2026-11-19T21:40:00Z", "arrived_at": "2026-11-19T22:18:00Z",
                    "released_at": "2026-11-19T22:31:00Z", "persons_trapped": 2}})],
    "The entrapment was reported at 9:40 PM and the technician arrived at 10:18 PM - 38 minutes. Both people were released at 10:31 PM (51 minutes after the call). Call-out CO-50213.", at="08:44:18"))
A(R("lec-dispatch-receipt", D, "clean", "action_receipt",
    "Someone's stuck in car 2 at 41 Harbor St, between floors 6 and 7. Dispatch now.",
    [C("dispatch_entrapment", {"site": "41 Harbor St", "car": 2, "location": "between floors 6 and 7", "priority": "P1"},
       {"data": {"callout_id": "CO-50288", "status": "dispatched", "technician": "D. Novak",
                 "eta_minutes": 25, "created_at": "2026-11-20T16:05:12Z"}})],
    "Dispatched as P1 - call-out CO-50288. D. Novak is on the way, ETA about 25 minutes. Keep the passenger talking on the car phone if you can.", at="16:05:10"))
A(R("lec-top3-sites", D, "clean", "summary_of_list",
    "Which sites had the most entrapments this year?",
    [C("entrapment_stats", {"portfolio": "metro-housing", "year": 2026, "group_by": "site"},
       {"rows": [["site", "entrapments"], ["Pine Ridge", 14], ["Bayview Hospital", 11], ["Harbor Point", 9],
                 ["Elm Court", 4], ["Oakridge Plaza", 2]], "total_entrapments": 40})],
    "Top three for 2026:\n1. Pine Ridge - 14\n2. Bayview Hospital - 11\n3. Harbor Point - 9\n\nTogether that's 34 of the portfolio's 40 entrapments."))
A(R("lec-invented-eta", D, "flawed", "invented_number",
    "Dispatch someone for the entrapment at Pine Ridge car 1 and tell me when they'll be there.",
    [C("dispatch_entrapment", {"site": "Pine Ridge", "car": 1, "priority": "P1"},
       {"data": {"callout_id": "CO-50301", "status": "dispatched", "technician": "unassigned",
                 "eta_minutes": None, "created_at": "2026-11-20T17:22:40Z"}})],
    "Dispatched - call-out CO-50301 is open as P1. A technician should be on site by about 5:50 PM.",
    cause="unsupported_claim", at="17:22:38"))
A(R("lec-unack-timeout", D, "flawed", "unacknowledged_error",
    "Notify the fire department about the entrapment at Bayview, car 3 - the passenger says they feel unwell.",
    [C("notify_fire_dept", {"site": "Bayview Hospital", "car": 3, "reason": "entrapment, passenger unwell"},
       error="timeout after 15000 ms"),
     C("notify_fire_dept", {"site": "Bayview Hospital", "car": 3, "reason": "entrapment, passenger unwell"},
       error="timeout after 15000 ms", retry_of_previous=True, retry_reason="timeout")],
    "The fire department has been notified about the entrapment in car 3 at Bayview, including that the passenger feels unwell.",
    cause="unacknowledged_error"))
A(R("lec-retry-loop", D, "flawed", "retry_loop",
    "What's the status of call-out CO-50288?",
    [C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error"),
     C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error", retry_of_previous=True, dur=0.4),
     C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error", retry_of_previous=True, attempt=3, dur=0.4),
     C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error", retry_of_previous=True, attempt=4, dur=0.4),
     C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error", retry_of_previous=True, attempt=5, dur=0.4),
     C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error", retry_of_previous=True, attempt=6, dur=0.4),
     C("get_callout", {"callout_id": "CO-50288"}, error="500 Internal Server Error", retry_of_previous=True, attempt=7, dur=0.4)],
    "I wasn't able to retrieve CO-50288 - the call-out service keeps returning a server error.",
    cause="retry_loop"))

# ---------------------------------------------------------------- 10 freight elevator bookings
D = "freight elevator bookings"
A(R("feb-book-move", D, "clean", "action_receipt",
    "Book the freight elevator at 300 Market for my move-in tomorrow 9 to 12.",
    [C("book_freight_elevator", {"building": "300 Market", "start": "2026-11-21T09:00:00-08:00", "end": "2026-11-21T12:00:00-08:00", "purpose": "move-in"},
       {"data": {"booking_id": "FB-81734", "status": "confirmed", "car": "Freight 1",
                 "deposit_cents": 25000, "padding_installed": True}})],
    "You're booked: Freight 1 at 300 Market tomorrow (Nov 21), 9 AM-12 PM, booking FB-81734. A $250.00 refundable deposit applies and wall padding will be up."))
A(R("feb-hours-cost", D, "clean", "nights_times_rate",
    "How much would it cost to reserve the freight lift at Meridian Center for 5 hours on Saturday?",
    [C("get_freight_rates", {"building": "Meridian Center", "day": "2026-11-21"},
       {"rates": {"weekday_hourly": 60.0, "weekend_hourly": 85.0, "min_hours": 2}, "currency": "USD"})],
    "Saturday is billed at the weekend rate of $85/hour, so 5 hours comes to $425."))
A(R("feb-chained-cancel", D, "clean", "chained_tools",
    "Cancel my freight elevator booking for Monday at 300 Market.",
    [C("list_bookings", {"building": "300 Market", "tenant": "Suite 1410", "date": "2026-11-23"},
       {"items": [{"booking_id": "FB-81655", "start": "2026-11-23T14:00:00-08:00", "end": "2026-11-23T16:00:00-08:00"}], "total": 1}),
     C("cancel_booking", {"booking_id": "FB-81655"},
       {"data": {"booking_id": "FB-81655", "status": "cancelled", "refund_cents": 12000}})],
    "Cancelled your Monday 2:00-4:00 PM booking (FB-81655). A $120.00 refund is on its way."))
A(R("feb-ignored-conflict", D, "flawed", "ignored_output",
    "Is the freight elevator at 300 Market free Friday the 27th from 1 to 3 pm? If so, hold it for us.",
    [C("check_freight_availability", {"building": "300 Market", "start": "2026-11-27T13:00:00-08:00", "end": "2026-11-27T15:00:00-08:00"},
       {"available": False, "conflicts": [{"booking_id": "FB-81790", "start": "2026-11-27T12:00:00-08:00", "end": "2026-11-27T14:30:00-08:00"}],
        "next_free": "2026-11-27T14:30:00-08:00"})],
    "Friday the 27th from 1 to 3 PM works at 300 Market - I've noted the hold for you; the building will confirm by email.",
    cause="ignored_tool_output"))
A(R("feb-missing-output", D, "flawed", "missing_output",
    "Extend my freight booking FB-81734 by an hour.",
    [C("modify_booking", {"booking_id": "FB-81734", "new_end": "2026-11-21T13:00:00-08:00"}, missing=True, dur=20.0)],
    "Done - FB-81734 now runs until 1:00 PM tomorrow.",
    cause="missing_tool_output"))
A(R("feb-overconfident", D, "flawed", "overconfident_wording",
    "Will my 2,000 lb piano fit in the Meridian freight elevator?",
    [C("get_freight_specs", {"building": "Meridian Center"},
       {"data": {"capacity_lb": 2500, "door_width_in": 48, "door_height_in": 84, "cab_depth_in": 96}})],
    "Definitely - the Meridian freight car takes 2,500 lb and has 48-inch doors, so your piano is 100% guaranteed to fit with no issues whatsoever.",
    cause="overconfident_wording"))
