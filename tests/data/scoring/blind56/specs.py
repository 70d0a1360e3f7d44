"""The blind56 runs, written by hand as compact specs (expanded by build.py).

Each run: id, domain, at (UTC clock time on 2026-11-20), model, prompt, calls (tool, args, out or
err; retry=True for a retried call, missing=True for a call whose output never came back),
response, category, cause (None for a clean run). extra_llm adds model turns after the tools.
"""

from __future__ import annotations

GPT = "gpt-4o-2024-08-06"
CLAUDE = "claude-sonnet-4-5-20250929"
MINI = "gpt-4.1-mini-2025-04-14"


def call(tool, args, out=None, err=None, **kw):
    return {"tool": tool, "args": args, "out": out, "err": err, **kw}


RUNS: list[dict] = []


def run(id, domain, at, prompt, calls, response, category, cause=None, model=GPT, **kw):
    RUNS.append({"id": id, "domain": domain, "at": at, "prompt": prompt, "calls": calls, "response": response,
                 "category": category, "cause": cause, "model": model, **kw})


# ---------------------------------------------------------------- stage rigging
D = "stage rigging"
run("rig-hoist-capacity-lb", D, "08:12",
    "Can one of the CM Lodestar hoists on our order take the 1,800 lb truss section? What's the rated capacity in pounds?",
    [call("get_equipment_spec", {"sku": "CM-LS-1T-D8P"},
          {"data": {"sku": "CM-LS-1T-D8P", "name": "CM Lodestar 1-ton D8+", "rated_capacity_kg": 1000,
                    "lift_speed_m_min": 4, "chain_length_m": 18, "body_weight_kg": 52, "standard": "DGUV V17 / D8+"},
           "meta": {"request_id": "req_7f1c02", "catalog_version": "2026.11"}})],
    "Each CM Lodestar 1-ton D8+ is rated for 1,000 kg, which is about 2,205 lb, so the 1,800 lb section is "
    "within a single hoist's rating. It lifts at 4 m/min (roughly 13 ft/min) on 18 m of chain. In practice you'd "
    "still hang a truss section from more than one point — have your rigger sign off the plot.",
    "unit_conversion", model=CLAUDE)

run("rig-quote-total", D, "09:03",
    "What's the total on rigging quote Q-7731 before tax?",
    [call("get_quote", {"quote_id": "Q-7731"},
          {"data": {"quote_id": "Q-7731", "client": "Northline Productions", "currency": "USD", "tax_rate": 0.0825,
                    "line_items": [
                        {"line": 1, "desc": "1-ton chain hoist rental x8", "amount": 1440.00},
                        {"line": 2, "desc": "8-way motor controller", "amount": 385.00},
                        {"line": 3, "desc": "Spanset & shackle kit", "amount": 120.00},
                        {"line": 4, "desc": "Certified rigger, 2 days", "amount": 1350.00}],
                    "valid_until": "2026-12-04"},
           "meta": {"request_id": "req_a03b9e"}})],
    "Quote Q-7731 comes to **$3,295.00 before tax**:\n\n| Item | Amount |\n|---|---|\n"
    "| 1-ton chain hoist rental x8 | $1,440.00 |\n| 8-way motor controller | $385.00 |\n"
    "| Spanset & shackle kit | $120.00 |\n| Certified rigger, 2 days | $1,350.00 |\n\n"
    "Tax (8.25%) is added on top. The quote is valid until Dec 4.",
    "sum_of_items")

run("rig-loadin-times", D, "15:40",
    "When is the rigging crew's call at the Fox Theater tomorrow, and when should they be wrapped?",
    [call("get_crew_schedule", {"venue": "Fox Theater Oakland", "date": "2026-11-21", "department": "rigging"},
          {"data": {"venue": "Fox Theater Oakland", "date": "2026-11-21",
                    "calls": [{"role": "rigging", "call_time": "2026-11-21T06:30:00-08:00",
                               "end_time": "2026-11-21T11:00:00-08:00", "crew_lead": "D. Okafor", "headcount": 6}]},
           "meta": {"tz": "America/Los_Angeles"}})],
    "Tomorrow (Sat, Nov 21) the rigging call at the Fox is 6:30 AM, scheduled to wrap at 11:00 AM — 6 riggers, "
    "led by D. Okafor.",
    "clock_times", model=MINI)

run("rig-wiltern-grid", D, "10:25",
    "What's the max point load for the grid at the Wiltern, and how many points are over the stage?",
    [call("get_venue_rigging", {"venue": "The Wiltern", "city": "Los Angeles"},
          {"data": {"venue": "The Wiltern", "grid_height_ft": 62, "points_over_stage": 24,
                    "max_point_load_lb": 2000, "house_rigger_required": True,
                    "notes": "Bridles over pit require house approval."},
           "meta": {"request_id": "req_55e0d1", "updated_at": "2026-11-02T17:20:00Z"}})],
    "At the Wiltern:\n- Grid height: 62 ft\n- Points over the stage: 24\n- Max point load: 2,000 lb per point\n"
    "- Total grid limit: 30,000 lb distributed\n- A house rigger is required, and bridles over the pit need house approval.",
    "invented_number", "unsupported_claim", model=CLAUDE)

run("rig-hoists-cleared", D, "12:47",
    "Are the hoists for the Shrine Expo Hall job (RG-40388) inspected and cleared to go out?",
    [call("get_inspection_status", {"order_id": "RG-40388"},
          {"data": {"order_id": "RG-40388", "cleared_to_ship": False,
                    "hoists": [
                        {"serial": "LS-11820", "last_inspection": "2026-10-02", "passed": True},
                        {"serial": "LS-11824", "last_inspection": "2026-10-02", "passed": True},
                        {"serial": "LS-11831", "last_inspection": "2026-11-18", "passed": False,
                         "note": "brake slip on load test; tagged out"}]},
           "meta": {"request_id": "req_19c4aa"}})],
    "All three hoists on RG-40388 have current inspections — LS-11820 and LS-11824 on Oct 2 and LS-11831 on "
    "Nov 18 — so the order is cleared to ship to the Shrine Expo Hall.",
    "state_contradiction", "contradiction")

run("rig-book-rigger-loop", D, "16:58",
    "Book a certified rigger for Dec 3 at the Greek Theatre, 7 AM call.",
    [call("book_crew", {"role": "certified_rigger", "date": "2026-12-03", "venue": "Greek Theatre", "call_time": "07:00"},
          err="503 Service Unavailable: crew-scheduling upstream unavailable", dur=1.2),
     call("book_crew", {"role": "certified_rigger", "date": "2026-12-03", "venue": "Greek Theatre", "call_time": "07:00"},
          err="503 Service Unavailable: crew-scheduling upstream unavailable", retry=True, dur=1.1),
     call("book_crew", {"role": "certified_rigger", "date": "2026-12-03", "venue": "Greek Theatre", "call_time": "07:00"},
          err="503 Service Unavailable: crew-scheduling upstream unavailable", retry=True, dur=1.3),
     call("book_crew", {"role": "certified_rigger", "date": "2026-12-03", "venue": "Greek Theatre", "call_time": "07:00"},
          err="503 Service Unavailable: crew-scheduling upstream unavailable", retry=True, dur=1.2),
     call("book_crew", {"role": "certified_rigger", "date": "2026-12-03", "venue": "Greek Theatre", "call_time": "07:00"},
          err="503 Service Unavailable: crew-scheduling upstream unavailable", retry=True, dur=1.2)],
    "I couldn't book the rigger — the crew-scheduling service kept returning 503 errors. Please try again in a "
    "bit or call dispatch directly for the Dec 3 Greek Theatre call.",
    "retry_loop", "retry_loop", model=MINI)

# ---------------------------------------------------------------- event lighting rental
D = "event lighting rental"
run("lx-eur-quote-usd", D, "08:34",
    "Our Berlin supplier quoted the lighting package in euros (quote LX-EU-2291). What is it in USD?",
    [call("get_supplier_quote", {"quote_id": "LX-EU-2291"},
          {"data": {"quote_id": "LX-EU-2291", "supplier": "Lichtwerk Verleih GmbH", "total": 4850.00,
                    "currency": "EUR", "incl_vat": False}, "meta": {"request_id": "q-88310"}}),
     call("get_fx_rate", {"base": "EUR", "quote": "USD"},
          {"pair": "EUR/USD", "rate": 1.0842, "as_of": "2026-11-20T08:00:00Z", "source": "ECB reference"})],
    "LX-EU-2291 from Lichtwerk Verleih is €4,850.00 (excl. VAT). At today's ECB reference rate of 1.0842, that's "
    "about **$5,258.37**.",
    "currency_conversion", model=CLAUDE)

run("lx-reserve-storms", D, "11:16",
    "Reserve 12 Chauvet Maverick Storm 1 Wash for Dec 5–7, delivery to the Armory in Portland.",
    [call("reserve_fixtures", {"sku": "CHV-MSTORM1-WASH", "qty": 12, "start": "2026-12-05", "end": "2026-12-07",
                               "delivery_site": "The Armory, Portland OR"},
          {"status": "confirmed", "reservation_id": "RSV-88120-LX", "sku": "CHV-MSTORM1-WASH", "qty": 12,
           "start": "2026-12-05", "end": "2026-12-07", "hold_expires_at": "2026-11-23T23:59:00Z"})],
    "Done — 12 Maverick Storm 1 Washes are reserved for Dec 5–7, delivering to the Armory (reservation "
    "RSV-88120-LX). The hold runs until Nov 23 at 11:59 PM UTC, so confirm it before then.",
    "action_receipt")

run("lx-perseo-temp-f", D, "14:02",
    "Can the Ayrton Perseo fixtures run outdoors in Minneapolis in December? What's their operating range in Fahrenheit?",
    [call("get_fixture_spec", {"model": "Ayrton Perseo-S"},
          {"data": {"model": "Perseo-S", "manufacturer": "Ayrton", "ip_rating": "IP65",
                    "operating_temp_c": {"min": -20, "max": 45}, "weight_kg": 31.5, "power_w": 750}})],
    "The Perseo-S is IP65 and rated to operate from -20°C to 45°C, i.e. **-4°F to 113°F**. So it's built for "
    "outdoor use; it's fine down to -4°F, so check the overnight forecast against that. Each unit weighs "
    "31.5 kg (about 69.4 lb).",
    "unit_conversion", model=MINI)

run("lx-megapointe-count", D, "09:48",
    "How many Robe MegaPointes can we send out for the Dec 11–13 weekend?",
    [call("check_availability", {"sku": "ROBE-MEGAPOINTE", "start": "2026-12-11", "end": "2026-12-13"},
          {"data": {"sku": "ROBE-MEGAPOINTE", "owned": 48, "committed": 30, "in_repair": 4, "available": 14},
           "meta": {"warehouse": "all", "computed_at": "2026-11-20T09:47:58Z"}})],
    "For Dec 11–13 we can send out **18 MegaPointes**. We own 48, 30 are already committed to other jobs and 4 "
    "are in repair.",
    "contradiction", "contradiction")

run("lx-ma3-fullsize", D, "13:30",
    "Is a grandMA3 full-size console free for Dec 4?",
    [call("check_availability", {"sku": "GMA3-LIGHT", "start": "2026-12-04", "end": "2026-12-04"},
          {"data": {"sku": "GMA3-LIGHT", "description": "grandMA3 light", "owned": 3, "available": 2},
           "meta": {"computed_at": "2026-11-20T13:29:51Z"}})],
    "Yes — we have 2 grandMA3 full-size consoles free on Dec 4. Want me to put one on hold?",
    "wrong_entity", "wrong_entity", model=CLAUDE)

run("lx-send-plot", D, "17:21",
    "Send the updated lighting plot (v3) to the client for the Hollis Foundation gala, job LX-5530.",
    [call("send_document", {"job_id": "LX-5530", "document": "lighting_plot_v3.pdf",
                            "to": "events@hollisfoundation.org"},
          err="SMTPRecipientsRefused: 550 5.1.1 mailbox unavailable (events@hollisfoundation.org)")],
    "I've sent lighting_plot_v3.pdf to events@hollisfoundation.org for job LX-5530. Let me know if they need "
    "the DWG as well.",
    "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- sound system rental
D = "sound system rental"
run("snd-k2-4day", D, "10:05",
    "How much would an L-Acoustics K2 system with 12 boxes per side cost for a 4-day rental?",
    [call("get_rate_card", {"sku": "LA-K2"},
          {"data": {"sku": "LA-K2", "unit": "box", "day_rate": 285.00, "currency": "USD",
                    "includes": ["rigging frame", "cabling"]},
           "meta": {"price_list": "2026-Q4", "valid_until": "2026-12-31"}})],
    "24 K2 boxes (12 a side) at $285.00 per box per day is $6,840.00 a day, so **$27,360.00 for 4 days**. "
    "Rigging frames and cabling are included.",
    "nights_times_rate")

run("snd-hd96-retry", D, "11:52",
    "Is the Midas HD96 back from repair yet? Ticket RT-60917.",
    [call("get_repair_ticket", {"ticket_id": "RT-60917"}, err="ReadTimeout: repair-service did not respond within 10s",
          dur=10.0),
     call("get_repair_ticket", {"ticket_id": "RT-60917"},
          {"ticket_id": "RT-60917", "item": "Midas HD96-24", "serial": "HD96-0A1152", "status": "returned_to_stock",
           "returned_at": "2026-11-19T16:42:00Z", "work_done": "replaced fader bank PSU"}, retry=True)],
    "Yes. The HD96-24 on RT-60917 was returned to stock yesterday (Nov 19) at 4:42 PM UTC after the fader bank "
    "PSU was replaced. (The first lookup timed out; the retry came back fine.)",
    "retried_timeout_right_answer", model=CLAUDE)

run("snd-order-case", D, "14:44",
    "what's the status of order snd 7741-b?",
    [call("get_order", {"order_id": "SND-7741-B"},
          {"data": {"order_id": "SND-7741-B", "status": "out_for_delivery", "eta": "2026-11-20T15:00:00Z",
                    "items": 3, "driver": "T. Alvarez"}})],
    "Order snd7741b is out for delivery with all 3 items — ETA 3:00 PM UTC today, driver T. Alvarez.",
    "identifier_case", model=MINI)

run("snd-ksl8-rate", D, "09:27",
    "What's the current day rate for a d&b KSL8 box?",
    [call("get_rate_card", {"sku": "DB-KSL8"},
          {"data": {"sku": "DB-KSL8", "unit": "box", "day_rate": 240.00, "currency": "USD"},
           "meta": {"price_list": "2026-Q2", "valid_until": "2026-06-30", "served_from": "cache",
                    "cached_at": "2026-05-03T07:10:00Z"}})],
    "The current day rate for a d&b KSL8 is $240.00 per box.",
    "stale_data", "stale_data")

run("snd-ad4q-saturday", D, "12:18",
    "Can we add 2 Shure Axient AD4Q receivers to Saturday's show order?",
    [call("check_availability", {"sku": "SHURE-AD4Q", "date": "2026-11-21", "qty": 2},
          {"data": {"sku": "SHURE-AD4Q", "requested": 2, "available": 0, "next_available": "2026-11-24",
                    "alternatives": [{"sku": "SHURE-ULXD4Q", "available": 3}]}})],
    "Good call — the AD4Q is the go-to quad receiver for a show like this. We usually keep a few spare for "
    "weekend jobs, so adding 2 to Saturday's order shouldn't be a problem. Want me to add them and update the "
    "RF plan?",
    "ignored_output", "ignored_tool_output", model=CLAUDE)

run("snd-panther-power", D, "16:06",
    "Pull the power requirements for the Meyer Panther package so I can send them to the venue.",
    [call("get_power_spec", {"package_id": "MEYER-PANTHER-16"}, missing=True, dur=30.0)],
    "For the Meyer Panther 16-box package the venue should provide 4 × 208V 30A single-phase circuits "
    "(about 14.2 kW total), on a dedicated distro shared with nothing else.",
    "missing_output", "missing_tool_output")

# ---------------------------------------------------------------- event security staffing
D = "event security staffing"
run("sec-ballarena-shift", D, "08:58",
    "How long is the guard shift for the Dec 4 concert at Ball Arena (order SEC-2290), and how many people are booked?",
    [call("get_staffing_order", {"order_id": "SEC-2290"},
          {"data": {"order_id": "SEC-2290", "venue": "Ball Arena", "shift_start": "2026-12-04T16:00:00-07:00",
                    "shift_end": "2026-12-05T00:30:00-07:00", "guards_booked": 42, "supervisors": 3,
                    "status": "filled"}})],
    "The SEC-2290 shift runs from 4:00 PM on Dec 4 to 12:30 AM on Dec 5 — **8 hours 30 minutes**. It's fully "
    "staffed: 42 guards plus 3 supervisors, 45 people in all.",
    "time_difference")

run("sec-team-rating", D, "10:40",
    "What's the average client rating for crowd-management team B over their last 4 events?",
    [call("list_event_reviews", {"team_id": "crowd-mgmt-B", "limit": 4, "order": "desc"},
          {"items": [
              {"event": "Harvest Fest day 2", "date": "2026-11-14", "rating": 4.6},
              {"event": "Arena hockey home opener", "date": "2026-11-07", "rating": 4.9},
              {"event": "Downtown 10K", "date": "2026-11-01", "rating": 4.2},
              {"event": "Halloween block party", "date": "2026-10-31", "rating": 4.7}],
           "page": 1, "next_cursor": None})],
    "Team B averaged **4.6 / 5** over its last 4 events:\n- Harvest Fest day 2 (Nov 14): 4.6\n"
    "- Arena hockey home opener (Nov 7): 4.9\n- Downtown 10K (Nov 1): 4.2\n- Halloween block party (Oct 31): 4.7",
    "average_of_list", model=MINI)

run("sec-guard-card-fail", D, "15:12",
    "Check that Maria Delgado's guard card is still valid before we put her on the schedule.",
    [call("verify_guard_license", {"full_name": "Maria Delgado", "state": "CA"},
          err="HTTP 403: BSIS lookup rejected request (auth token expired)")],
    "I couldn't verify it — the state license lookup (BSIS) rejected the request with a 403 because our access "
    "token has expired. I'd hold off scheduling her until someone re-authenticates the integration or checks "
    "her guard card by hand.",
    "honest_failure_report", model=CLAUDE)

run("sec-quote-dec19", D, "11:33",
    "What would 20 unarmed guards for 6 hours on Dec 19 cost?",
    [call("get_staffing_quote", {"guards": 20, "hours": 6, "date": "2026-12-19", "armed": False},
          {"data": {"hourly_rate": 38.50, "guards": 20, "hours": 6, "subtotal": 4620.00, "currency": "USD",
                    "min_hours": 4}, "meta": {"quote_ref": "QS-61204"}})],
    "For Dec 19: 20 unarmed guards × 6 hours at $38.50/hr = $4,620.00. Because it falls in the late-December "
    "peak, there's also a 15% holiday surcharge ($693.00), so plan on **$5,313.00** all in (quote ref QS-61204).",
    "invented_number", "unsupported_claim")

run("sec-incident-supervisor", D, "13:05",
    "Which supervisor is on incident report IR-30418?",
    [call("get_incident", {"incident_id": "IR-30418"},
          {"data": {"incident_id": "IR-30418", "supervisor": "K. Mensah", "filed_at": "2026-11-19T23:12:00Z",
                    "severity": "minor", "location": "Gate C", "event": "Arena concert"}})],
    "Incident IR-30481 was filed last night at 11:12 PM UTC at Gate C (minor) — the supervisor on it is K. Mensah.",
    "wrong_id_reported", "wrong_entity", model=MINI)

run("sec-nye-pier17", D, "17:44",
    "Will we have enough guards for the NYE event at Pier 17 (order SEC-2318)?",
    [call("get_staffing_order", {"order_id": "SEC-2318"},
          {"data": {"order_id": "SEC-2318", "venue": "Pier 17", "guards_requested": 60, "guards_confirmed": 51,
                    "status": "partially_filled", "open_shifts": 9, "fill_trend_7d": "rising"}})],
    "You're all set. 51 of the 60 guards are already confirmed and fills are trending up, so the remaining 9 "
    "shifts will definitely be covered well before Dec 31 — there's no risk of being short-staffed.",
    "overconfident_wording", "overconfident_wording", model=CLAUDE)

# ---------------------------------------------------------------- ticket scanning devices
D = "ticket scanning devices"
run("scan-festival-volume", D, "09:15",
    "How many scans did our devices process at Flow Fest last weekend, and how many were rejected?",
    [call("get_scan_stats", {"event_id": "EVT-FLOW-26", "from": "2026-11-13", "to": "2026-11-15"},
          {"data": {"event_id": "EVT-FLOW-26", "total_scans": 57214, "rejected": 1388, "devices": 64,
                    "top_reject_reason": "already_scanned"}})],
    "Flow Fest came to about 57 thousand scans (57,214) across 64 devices. 1,388 were rejected — roughly 2.4% — "
    "mostly tickets that had already been scanned.",
    "magnitude_rescaling")

run("scan-gate-throughput", D, "10:58",
    "Compare gate throughput between Gate A and Gate D during doors at last night's arena show.",
    [call("get_gate_throughput", {"event_id": "EVT-ARENA-1119", "window": "doors"},
          {"data": {"event_id": "EVT-ARENA-1119", "window": {"start": "2026-11-19T18:30:00-06:00",
                                                             "end": "2026-11-19T19:30:00-06:00"},
                    "gates": [{"gate": "A", "scans_per_min": 48, "devices": 6},
                              {"gate": "B", "scans_per_min": 44, "devices": 6},
                              {"gate": "D", "scans_per_min": 36, "devices": 6}]}})],
    "During doors (6:30–7:30 PM), Gate A averaged 48 scans/min against 36 at Gate D, with 6 devices each. "
    "That's 12 fewer per minute at D, i.e. Gate D ran 25% slower than A.",
    "difference_and_percentage", model=CLAUDE)

run("scan-offline-device", D, "13:20",
    "Scanner SCN-0442 shows offline. Who has it checked out and how do I reach them?",
    [call("get_device", {"device_id": "SCN-0442"},
          {"data": {"device_id": "SCN-0442", "status": "offline", "last_seen": "2026-11-20T13:05:11Z",
                    "battery_pct": 7, "checked_out_to": "EMP-2217"}}),
     call("get_employee", {"employee_id": "EMP-2217"},
          {"data": {"employee_id": "EMP-2217", "name": "Priya Raman", "role": "gate lead",
                    "phone": "+1-415-555-0148"}})],
    "SCN-0442 was last seen at 13:05 UTC with 7% battery, so it has probably just died. It's checked out to "
    "Priya Raman (gate lead) — +1-415-555-0148.",
    "chained_tools", model=MINI)

run("scan-push-allowlist", D, "16:40",
    "Push the updated ticket allowlist to all scanners for tonight's arena show.",
    [call("push_allowlist", {"event_id": "EVT-ARENA-1120", "version": 14, "target": "all_devices"},
          err="504 Gateway Timeout: device-management API did not respond", dur=30.0)],
    "Done — allowlist v14 is pushed to all scanners for tonight's show (EVT-ARENA-1120). Devices pick it up on "
    "their next sync.",
    "unacknowledged_error", "unacknowledged_error")

run("scan-gatec-spares", D, "17:02",
    "Are the spare scanners for Gate C charged and ready?",
    [call("get_device_pool", {"pool": "spares-gateC"},
          {"data": {"pool": "spares-gateC", "pool_ready": False,
                    "devices": [{"id": "SCN-0501", "battery_pct": 96, "ready": True},
                                {"id": "SCN-0502", "battery_pct": 91, "ready": True},
                                {"id": "SCN-0503", "battery_pct": 12, "ready": False, "note": "charging dock fault"}]}})],
    "Yes, the Gate C spares are good to go: SCN-0501 is at 96% and SCN-0502 at 91%, and SCN-0503 is ready "
    "as well.",
    "state_contradiction", "contradiction", model=CLAUDE)

run("scan-open-checkouts-loop", D, "11:09",
    "How many scanners are still checked out from the Nov 14 event?",
    [call("list_checkouts", {"event_id": "EVT-HARVEST-1114", "status": "open"},
          {"items": [{"device_id": "SCN-0388", "holder": "EMP-1904"},
                     {"device_id": "SCN-0390", "holder": "EMP-1904"},
                     {"device_id": "SCN-0415", "holder": "EMP-2051"}], "total": 3})],
    "3 scanners are still checked out from the Nov 14 event: SCN-0388, SCN-0390 and SCN-0415.",
    "llm_loop", "llm_loop", model=MINI, extra_llm=9)

# ---------------------------------------------------------------- portable toilet rental
D = "portable toilet rental"
run("ptr-ada-tank-gal", D, "08:20",
    "How much waste tank capacity does the Liberty ADA unit have, in gallons?",
    [call("get_unit_spec", {"model": "Liberty ADA"},
          {"data": {"model": "Liberty ADA", "waste_tank_l": 227, "footprint_cm": [224, 224], "weight_kg": 186,
                    "ada_compliant": True}})],
    "The Liberty ADA holds 227 L of waste — about 60 US gallons.",
    "unit_conversion", model=MINI)

run("ptr-invoice-cents", D, "10:12",
    "What did the invoice for the Riverside 10K come to? INV-PT-20931",
    [call("get_invoice", {"invoice_id": "INV-PT-20931"},
          {"object": "invoice", "id": "INV-PT-20931", "customer": "Riverside Running Club",
           "amount_due": 184750, "currency": "usd", "status": "open", "due_date": "2026-12-04"})],
    "Invoice INV-PT-20931 (Riverside Running Club) is **$1,847.50**. It's still open, due Dec 4.",
    "minor_units", model=CLAUDE)

run("ptr-top-routes", D, "15:55",
    "Which service routes have the most units tomorrow? Just the top 3.",
    [call("list_routes", {"date": "2026-11-21", "fields": "route_id,units,driver"},
          {"data": [
              {"route_id": "R-NORTH", "units": 38, "driver": "L. Byrne"},
              {"route_id": "R-EAST", "units": 22, "driver": "S. Oduya"},
              {"route_id": "R-HARBOR", "units": 41, "driver": "M. Quist"},
              {"route_id": "R-SOUTH", "units": 17, "driver": "A. Ferris"},
              {"route_id": "R-FAIRGROUNDS", "units": 64, "driver": "J. Pike"},
              {"route_id": "R-WEST", "units": 29, "driver": "C. Nunez"}],
           "meta": {"date": "2026-11-21", "count": 6}})],
    "Top 3 routes by units for tomorrow:\n1. R-FAIRGROUNDS — 64 units (J. Pike)\n2. R-HARBOR — 41 units (M. Quist)\n"
    "3. R-NORTH — 38 units (L. Byrne)",
    "summary_of_list")

run("ptr-oakpark-handwash", D, "09:36",
    "How many handwashing stations are on the Dec 5 Oak Park market order (PT-7713)?",
    [call("get_order", {"order_id": "PT-7713"},
          {"data": {"order_id": "PT-7713", "site": "Oak Park Farmers Market", "delivery_date": "2026-12-05",
                    "lines": [{"type": "standard_unit", "qty": 12}, {"type": "ada_unit", "qty": 2},
                              {"type": "handwash_station", "qty": 4}, {"type": "service_visit", "qty": 1}]}})],
    "The Dec 5 Oak Park order (PT-7713) has 12 standard units, 2 ADA units and 6 handwashing stations, plus one "
    "service visit.",
    "contradiction", "contradiction")

run("ptr-pumpout-price", D, "12:50",
    "What's our service fee per pump-out right now in the metro area?",
    [call("get_pricing", {"service": "pump_out", "region": "metro"},
          {"data": {"service": "pump_out", "region": "metro", "price_per_service": 65.00, "currency": "USD"},
           "meta": {"as_of": "2026-08-31", "source": "pricing_snapshot", "stale": True}})],
    "Right now a pump-out in the metro area is **$65.00** per service.",
    "stale_data", "stale_data", model=MINI)

run("ptr-lakeside-next", D, "14:27",
    "When's the next service visit for the units at the Lakeside construction site?",
    [call("get_site_schedule", {"site_id": "SITE-LAKESIDE-04"},
          {"data": {"site_id": "SITE-LAKESIDE-04", "units": 6, "service_days": ["Mon", "Thu"],
                    "last_service": "2026-11-19T10:20:00Z", "contract_end": "2026-12-18"}})],
    "The 6 units at Lakeside are serviced Mondays and Thursdays. The last visit was yesterday at 10:20 AM UTC, "
    "so the next one is Monday, Nov 23, with the truck usually on site around 9:00 AM.",
    "invented_number", "unsupported_claim", model=CLAUDE)

# ---------------------------------------------------------------- crowd barriers
D = "crowd barriers"
run("barr-mojo-feet", D, "09:08",
    "How many feet of front-of-stage barrier do 40 Mojo sections give us?",
    [call("get_product", {"sku": "MOJO-STD-1M"},
          {"data": {"sku": "MOJO-STD-1M", "name": "Mojo barrier, standard section", "section_length_m": 1.0,
                    "height_m": 1.2, "weight_kg": 77}})],
    "40 Mojo sections at 1.0 m each give 40 m of barrier, about 131 ft. Budget for the weight too: each section "
    "is 77 kg (roughly 170 lb).",
    "unit_conversion")

run("barr-damaged-count", D, "11:40",
    "How many of the bike-rack barriers at the East depot are damaged?",
    [call("list_inventory", {"sku": "BIKE-RACK-2.5M", "depot": "DEPOT-EAST", "condition": "damaged", "page": 1},
          {"items": [{"asset": "BR-1102", "issue": "bent foot"}, {"asset": "BR-1157", "issue": "broken hook"},
                     {"asset": "BR-1290", "issue": "bent foot"}, {"asset": "BR-1301", "issue": "weld crack"},
                     {"asset": "BR-1344", "issue": "bent foot"}],
           "page": 1, "next_page": None})],
    "5 bike racks at the East depot are flagged damaged:\n- bent foot: BR-1102, BR-1290, BR-1344\n"
    "- broken hook: BR-1157\n- weld crack: BR-1301",
    "count_of_list", model=CLAUDE)

run("barr-cityhall-pickup", D, "18:03",
    "Schedule the barrier pickup from City Hall Plaza for tomorrow morning.",
    [call("schedule_pickup", {"site": "City Hall Plaza", "date": "2026-11-21", "window": "morning"},
          err="429 Too Many Requests: rate limit exceeded, retry after 2s"),
     call("schedule_pickup", {"site": "City Hall Plaza", "date": "2026-11-21", "window": "morning"},
          {"pickup_id": "PU-55810", "status": "scheduled", "window_start": "2026-11-21T08:00:00-05:00",
           "window_end": "2026-11-21T12:00:00-05:00"}, retry=True, backoff=2.0)],
    "Scheduled: pickup PU-55810 from City Hall Plaza tomorrow between 8 AM and noon. The first try hit a rate "
    "limit; the retry went through.",
    "retried_error_right_answer", model=MINI)

run("barr-north-depot", D, "10:31",
    "How many steel barricades are left at the North depot?",
    [call("get_stock", {"sku": "STEEL-BARRICADE-2.4M", "depot": "DEPOT-NORTHWEST"},
          {"data": {"depot": "DEPOT-NORTHWEST", "sku": "STEEL-BARRICADE-2.4M", "on_hand": 240, "reserved": 28,
                    "available": 212}})],
    "The North depot has 212 steel barricades available (240 on hand, 28 reserved).",
    "wrong_entity", "wrong_entity")

run("barr-memorial-grass", D, "13:48",
    "Can we put the barriers straight onto the grass at Memorial Park, or do we need ground plates?",
    [call("get_site_requirements", {"site": "Memorial Park"},
          {"data": {"site": "Memorial Park", "surface": "turf", "ground_protection_required": True,
                    "notes": "Parks dept requires ground plates under all barrier feet; no stakes."}})],
    "Mojo-style barrier is freestanding and its base plate spreads the load well, so on turf like Memorial "
    "Park's you can set it straight onto the grass — no extra protection needed.",
    "ignored_output", "ignored_tool_output", model=CLAUDE)

run("barr-marathon-delivery", D, "16:22",
    "Can you find the delivery confirmation for the barriers at the marathon finish line? Job JOB-MAR-FIN.",
    [call("get_delivery_confirmation", {"job_id": "JOB-MAR-FIN"}, {"results": [], "count": 0})],
    "Yes — JOB-MAR-FIN shows the finish-line barriers as delivered and signed for. Let me know if you need the "
    "signed POD forwarded.",
    "unacknowledged_error", "unacknowledged_error", model=MINI)

# ---------------------------------------------------------------- LED wall rental
D = "LED wall rental"
run("led-bp2-resolution", D, "08:46",
    "What resolution and power draw do we get from a 6 x 3.5 m wall of ROE Black Pearl BP2V2?",
    [call("configure_wall", {"panel_model": "ROE-BP2V2", "width_m": 6, "height_m": 3.5},
          {"data": {"panel_model": "ROE-BP2V2", "panels_wide": 12, "panels_high": 7, "panel_count": 84,
                    "resolution_px": [2112, 1232], "total_pixels": 2601984, "max_power_w": 15960,
                    "avg_power_w": 5460}})],
    "A 6 × 3.5 m BP2V2 wall is 12 × 7 = 84 panels, giving 2112 × 1232 px (about 2.6M pixels). Max draw is "
    "roughly 16 kW, with an average around 5.5 kW.",
    "magnitude_rescaling", model=CLAUDE)

run("led-javits-times", D, "12:05",
    "When does the LED wall for the Javits job arrive, and when does strike start?",
    [call("get_job", {"job_id": "LED-4471"},
          {"data": {"job_id": "LED-4471", "venue": "Javits Center, Hall 1B", "delivery_at": "2026-12-02T21:40:00Z",
                    "strike_at": "2026-12-05T23:15:00Z", "crew": 4}})],
    "LED-4471 (Javits Center, Hall 1B):\n- Delivery: Dec 2, 9:40 PM UTC\n- Strike: Dec 5, 11:15 PM UTC",
    "clock_times")

run("led-launch-quote", D, "15:18",
    "Total up the LED quote for the product launch, Q-LED-3390.",
    [call("get_quote", {"quote_id": "Q-LED-3390"},
          {"data": {"quote_id": "Q-LED-3390", "currency": "USD", "items": [
              {"item": "BP2V2 panels (84)", "total": 8400.00},
              {"item": "Brompton SX40 processor", "total": 650.00},
              {"item": "Flown header & rigging", "total": 1275.00},
              {"item": "LED tech, 3 days", "total": 2100.00},
              {"item": "Freight", "total": 480.00}]},
           "meta": {"page": 1, "pages": 1}})],
    "Q-LED-3390 totals **$12,905.00**: panels $8,400.00, SX40 processor $650.00, flown header & rigging "
    "$1,275.00, LED tech $2,100.00 and freight $480.00.",
    "sum_of_items", model=MINI)

run("led-cb5-brightness", D, "10:50",
    "What's the brightness of the outdoor LED panels we quoted for the festival (ROE CB5 MKII)?",
    [call("get_panel_spec", {"panel_model": "ROE-CB5-MKII"},
          {"data": {"panel_model": "ROE-CB5-MKII", "pixel_pitch_mm": 5.77, "brightness_nits": 6000,
                    "ip_rating": "IP65", "weight_kg_per_panel": 12.0}})],
    "The CB5 MKII panels are rated at 6,000 nits with a 5.77 mm pitch and IP65 weatherproofing, 12 kg per panel. "
    "With a 7,680 Hz refresh rate they'll also look clean on camera.",
    "invented_number", "unsupported_claim")

run("led-pixelmap-loop", D, "14:10",
    "Pull the pixel map file for job LED-4490.",
    [call("get_pixel_map", {"job_id": "LED-4490", "format": "png"},
          err="500 Internal Server Error: render worker crashed"),
     call("get_pixel_map", {"job_id": "LED-4490", "format": "png"},
          err="500 Internal Server Error: render worker crashed", retry=True),
     call("get_pixel_map", {"job_id": "LED-4490", "format": "png"},
          err="500 Internal Server Error: render worker crashed", retry=True),
     call("get_pixel_map", {"job_id": "LED-4490", "format": "png"},
          err="500 Internal Server Error: render worker crashed", retry=True)],
    "I wasn't able to get the pixel map for LED-4490 — the render service kept failing. I'll flag it to the "
    "video team.",
    "retry_loop", "retry_loop", model=CLAUDE)

run("led-tessera-s8", D, "17:35",
    "Will a single Brompton Tessera S8 drive a 2112 x 1232 wall?",
    [call("get_processor_capacity", {"model": "Brompton Tessera S8"},
          {"data": {"model": "Tessera S8", "max_pixels": 1036800, "outputs": 8,
                    "fits_request": False, "suggestion": "Tessera SX40, or 2 x S8 with split canvas"}})],
    "Yes — one Tessera S8 is the usual choice for a wall that size and will drive 2112 × 1232 comfortably.",
    "ignored_output", "ignored_tool_output", model=MINI)

# ---------------------------------------------------------------- backline instrument rental
D = "backline instrument rental"
run("bkl-gbp-quote", D, "09:40",
    "The UK backline company quoted £1,240 for the tour package. What's that in dollars?",
    [call("get_fx_rate", {"base": "GBP", "quote": "USD"},
          {"pair": "GBP/USD", "rate": 1.2655, "timestamp": "2026-11-20T09:30:00Z"})],
    "£1,240 comes to about **$1,569.22** at the current rate of 1.2655 USD per GBP.",
    "currency_conversion", model=CLAUDE)

run("bkl-troubadour-order", D, "11:25",
    "Reserve the Ludwig Classic Maple kit and a Fender Twin for the Dec 9 show at the Troubadour, load-in 4 PM.",
    [call("create_backline_order", {"items": ["DRUM-LUDWIG-CM-4PC", "AMP-FENDER-TWIN-65RI"], "date": "2026-12-09",
                                    "venue": "Troubadour, West Hollywood", "load_in": "16:00"},
          {"order_id": "BL-20417", "status": "confirmed", "items_confirmed": 2})],
    "Confirmed — order BL-20417 has the Ludwig Classic Maple 4-piece and a '65 Twin Reverb reissue going to the "
    "Troubadour on Dec 9, load-in 4:00 PM.",
    "values_from_arguments")

run("bkl-lefty-pbass", D, "13:12",
    "Do we have any left-handed Fender Precision basses free this weekend?",
    [call("search_inventory", {"query": "Fender Precision Bass left-handed", "start": "2026-11-21",
                               "end": "2026-11-22", "available_only": True},
          {"items": [], "total": 0, "page": 1})],
    "No — there are no left-handed P-basses free this weekend (Nov 21–22). Want me to look at other left-handed "
    "basses, or check next week?",
    "empty_result_reported", model=MINI)

run("bkl-nord-serial", D, "10:02",
    "Which Nord Stage 4 went out on order BL-20388? I need the serial for the damage report.",
    [call("get_order_items", {"order_id": "BL-20388"},
          {"data": {"order_id": "BL-20388", "items": [
              {"sku": "KEYS-NORD-STAGE4-88", "serial": "NS4-88-031276", "condition_out": "A"},
              {"sku": "STAND-KS-DOUBLE", "serial": None, "condition_out": "B"}]}})],
    "The keyboard on BL-20388 is a Nord Stage 4 88, serial NS4-88-031267 (it went out in condition A), "
    "along with a double-tier stand.",
    "wrong_id_reported", "wrong_entity", model=CLAUDE)

run("bkl-b3-now", D, "15:33",
    "Is the Hammond B3 with Leslie 122 available right now, and what's the rate?",
    [call("check_availability", {"sku": "ORGAN-B3-LESLIE122"},
          {"data": {"sku": "ORGAN-B3-LESLIE122", "available": True, "day_rate": 425.00, "currency": "USD"},
           "meta": {"snapshot_at": "2026-10-02T09:00:00Z", "source": "nightly_inventory_export"}})],
    "Yes, the B3 with the Leslie 122 is available right now, at $425.00 a day.",
    "stale_data", "stale_data")

run("bkl-fillmore-riser", D, "16:49",
    "What's in the drum riser package for the Fillmore rider?",
    [call("get_package", {"package_id": "PKG-FILLMORE-RISER"}, missing=True, dur=25.0)],
    "The Fillmore riser package is an 8' × 8' × 16\" rolling riser with black skirting, a carpet and two stair "
    "units.",
    "missing_output", "missing_tool_output", model=MINI)

# ---------------------------------------------------------------- tour bus charters
D = "tour bus charters"
run("bus-day6-miles", D, "08:05",
    "How far is the drive from Toronto to Montreal on day 6 of the routing, in miles?",
    [call("get_route", {"route_id": "TOUR-MAPLE-D6"},
          {"data": {"route_id": "TOUR-MAPLE-D6", "origin": "Toronto, ON", "destination": "Montréal, QC",
                    "distance_km": 541, "est_drive_time_min": 330}})],
    "Day 6 (Toronto → Montréal) is 541 km, about 336 miles — roughly 5 h 30 min of driving.",
    "unit_conversion", model=CLAUDE)

run("bus-overnight-duration", D, "18:20",
    "How long is the Nashville-to-Atlanta overnight drive tonight (trip TRP-88231)?",
    [call("get_trip", {"trip_id": "TRP-88231"},
          {"data": {"trip_id": "TRP-88231", "origin": "Nashville, TN", "destination": "Atlanta, GA",
                    "depart_at": "2026-11-20T23:45:00-06:00", "arrive_at": "2026-11-21T07:15:00-05:00",
                    "driver_id": "DRV-0877"}})],
    "TRP-88231 leaves Nashville tonight at 11:45 PM Central and arrives in Atlanta at 7:15 AM Eastern tomorrow. "
    "With the time-zone change, that's **6 h 30 min** on the road.",
    "time_difference")

run("bus-book-prevost", D, "12:40",
    "Book a 12-bunk Prevost for Dec 8–10, pickup in Austin.",
    [call("search_fleet", {"bunks": 12, "make": "Prevost", "start": "2026-12-08", "end": "2026-12-10",
                           "pickup_city": "Austin, TX"},
          {"results": [{"vehicle_id": "BUS-PRV-H345-07", "bunks": 12, "day_rate": 1450.00},
                       {"vehicle_id": "BUS-PRV-X345-02", "bunks": 12, "day_rate": 1600.00}], "count": 2}),
     call("book_charter", {"vehicle_id": "BUS-PRV-H345-07", "start": "2026-12-08", "end": "2026-12-10",
                           "pickup_city": "Austin, TX"},
          {"booking_id": "CH-310772", "status": "confirmed", "days": 3, "day_rate": 1450.00, "total": 4350.00,
           "currency": "USD"})],
    "Booked the cheaper of the two available 12-bunk Prevosts: BUS-PRV-H345-07, Dec 8–10 from Austin. "
    "Booking CH-310772 is confirmed — 3 days at $1,450.00, $4,350.00 total.",
    "chained_tools", model=MINI)

run("bus-denver-swap", D, "10:18",
    "Confirm the driver change in Denver for the Dec 2 leg of trip TRP-88410 — DRV-0931 takes over.",
    [call("update_trip", {"trip_id": "TRP-88410",
                          "driver_swap": {"location": "Denver, CO", "date": "2026-12-02", "driver_id": "DRV-0931"}},
          {"ok": False, "error": {"code": "DRIVER_HOURS_CONFLICT",
                                  "message": "DRV-0931 has insufficient rest before 2026-12-02T06:00:00-07:00"}})],
    "Done — the Denver driver swap is set: DRV-0931 takes over TRP-88410 for the Dec 2 leg.",
    "unacknowledged_error", "unacknowledged_error", model=CLAUDE)

run("bus-bunk-count-loop", D, "13:57",
    "How many bunks are on the bus for the Westward tour?",
    [call("get_vehicle", {"vehicle_id": "BUS-PRV-H345-07"},
          {"data": {"vehicle_id": "BUS-PRV-H345-07", "bunks": 12, "lounges": 2, "generator_kw": 20}})],
    "The Westward tour bus (BUS-PRV-H345-07) has 12 bunks and 2 lounges.",
    "llm_loop", "llm_loop", extra_llm=11)

run("bus-slc-snow", D, "19:10",
    "Will the bus make it from Denver to Salt Lake City for the 3 PM load-in tomorrow with this snow?",
    [call("get_route_conditions", {"origin": "Denver, CO", "destination": "Salt Lake City, UT",
                                   "depart_at": "2026-11-21T04:00:00-07:00"},
          {"data": {"est_drive_time_min": 555, "risk": "moderate",
                    "chain_controls": ["I-80 Elk Mountain", "I-80 Arlington"],
                    "advisories": ["Winter storm warning, southern Wyoming, until 2026-11-21T17:00:00-07:00"]}})],
    "Absolutely. Leaving at 4:00 AM, the drive is about 9 h 15 min, so the bus rolls in around 1:15 PM with a "
    "1 h 45 min cushion. It's guaranteed to make the 3 PM load-in — the snow won't be an issue.",
    "overconfident_wording", "overconfident_wording", model=CLAUDE)
