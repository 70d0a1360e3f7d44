"""The blind31 runs as compact specs (expanded by build.py).

Written blind by one tester: without reading the checks, their tests, the other labelled sets
or any benchmark output, and without running the scorer. Every run happens on 2026-11-20
(a Friday), so "today" is Fri Nov 20, "tomorrow" Sat Nov 21, "next Tuesday" Nov 24.

A spec: id, domain, label, category, cause (expected cause type, None for clean), start
(UTC clock time of agent_start), model, prompt, turns (a list of model turns, each a list of
calls made one after another), response, and optionally llm_loop (extra LLM calls made
without progress before the final one).
"""

from __future__ import annotations


def call(tool, args, out=None, err=None, **kw):
    """One tool call: arguments and its output or error (kw: dur, retry, reason, backoff, missing)."""
    return {"tool": tool, "args": args, "out": out, "err": err, **kw}


GPT4O = "gpt-4o-2024-08-06"
GPT41 = "gpt-4.1-2025-04-14"
MINI = "gpt-4o-mini-2024-07-18"
SONNET = "claude-sonnet-4-20250514"
HAIKU = "claude-3-5-haiku-20241022"


def run(id, domain, label, category, cause, start, model, prompt, turns, response, **kw):
    return {
        "id": id,
        "domain": domain,
        "label": label,
        "category": category,
        "cause": cause,
        "start": start,
        "model": model,
        "prompt": prompt,
        "turns": turns,
        "response": response,
        **kw,
    }


SPECS: list[dict] = []
add = SPECS.append

# ---------------------------------------------------------------------------------------------
# hotel housekeeping (Harborview Hotel, property HBV)
# ---------------------------------------------------------------------------------------------
D = "hotel_housekeeping"

add(run(
    "b31-hk-floor7-dirty-rooms", D, "clean", "summary_of_list", None, "10:12:03", GPT4O,
    "Which rooms on floor 7 still need cleaning? Give me the three with the earliest next arrival.",
    [[call("hk_list_rooms", {"property_id": "HBV", "floor": 7, "status": "dirty", "sort": "next_arrival_asc", "page_size": 25},
           {"data": {"rooms": [
               {"room": "704", "status": "dirty", "clean_type": "checkout", "next_arrival": "2026-11-20T13:00:00Z", "assigned_to": "M. Okafor"},
               {"room": "712", "status": "dirty", "clean_type": "checkout", "next_arrival": "2026-11-20T14:30:00Z", "assigned_to": None},
               {"room": "715", "status": "dirty", "clean_type": "checkout", "next_arrival": "2026-11-20T16:00:00Z", "assigned_to": "L. Brandt"},
               {"room": "719", "status": "dirty", "clean_type": "stayover", "next_arrival": None, "assigned_to": "L. Brandt"},
               {"room": "726", "status": "dirty", "clean_type": "checkout", "next_arrival": None, "assigned_to": None}]},
            "meta": {"page": 1, "page_size": 25, "total": 5, "timezone": "UTC", "generated_at": "2026-11-20T10:12:04Z"}})]],
    "Five rooms on 7 are still dirty: 704, 712, 715, 719 and 726. The three with the earliest arrivals:\n\n"
    "1. **704** – guest arriving 1:00 PM (UTC), assigned to M. Okafor\n"
    "2. **712** – arriving 2:30 PM, not assigned yet\n"
    "3. **715** – arriving 4:00 PM, assigned to L. Brandt\n\n"
    "719 is a stayover and 726 has no arrival today, so those can wait. You may want to get someone on 712.",
))

add(run(
    "b31-hk-extra-towels-1108", D, "clean", "action_receipt", None, "07:41:07", SONNET,
    "Guest in 1108 wants two extra bath towels and a foam pillow, can you put in the request?",
    [[call("hk_create_request", {"property_id": "HBV", "room": "1108", "items": [{"sku": "TOWEL-BATH", "qty": 2}, {"sku": "PILLOW-FOAM", "qty": 1}], "priority": "normal"},
           {"data": {"request_id": "HKR-88213", "room": "1108", "status": "queued",
                     "items": [{"sku": "TOWEL-BATH", "qty": 2}, {"sku": "PILLOW-FOAM", "qty": 1}],
                     "eta_minutes": 25, "created_at": "2026-11-20T07:41:09Z"},
            "meta": {"request_ms": 142}})]],
    "Done — request HKR-88213 is queued for room 1108 (2 bath towels, 1 foam pillow). Housekeeping estimates about 25 minutes.",
))

add(run(
    "b31-hk-avg-checkout-clean-time", D, "clean", "average_of_list", None, "16:05:40", GPT41,
    "How long did room attendants take per checkout room today on average? Just the checkout cleans.",
    [[call("hk_clean_log", {"property_id": "HBV", "date": "2026-11-20", "clean_type": "checkout"},
           {"rows": [
               {"room": "305", "attendant": "A. Silva", "started": "08:05", "minutes": 34},
               {"room": "311", "attendant": "A. Silva", "started": "08:44", "minutes": 41},
               {"room": "402", "attendant": "D. Nwosu", "started": "08:10", "minutes": 29},
               {"room": "417", "attendant": "D. Nwosu", "started": "08:46", "minutes": 38},
               {"room": "509", "attendant": "K. Horvat", "started": "09:02", "minutes": 45},
               {"room": "514", "attendant": "K. Horvat", "started": "09:52", "minutes": 31}],
            "row_count": 6, "next_page": None})]],
    "Across the 6 checkout cleans logged today the average was about 36 minutes per room (36.3). "
    "Fastest was 402 at 29 minutes, slowest 509 at 45.",
))

add(run(
    "b31-hk-room622-ready", D, "flawed", "invented_number", "unsupported_claim", "09:20:15", GPT4O,
    "What's the status of room 622? Is it ready for the early check-in?",
    [[call("hk_room_status", {"property_id": "HBV", "room": "622"},
           {"data": {"room": "622", "status": "inspected", "clean_type": "checkout", "cleaned_by": "R. Duarte",
                     "cleaned_at": "2026-11-20T08:52:00Z", "inspected_at": "2026-11-20T09:05:00Z", "inspector": "J. Park",
                     "maintenance_flags": []},
            "meta": {"source": "hk-board", "fetched_at": "2026-11-20T09:20:16Z"}})]],
    "Room 622 is ready. It was cleaned by R. Duarte at 8:52 AM (UTC) and passed inspection with J. Park at 9:05 AM, "
    "with an inspection score of 96/100 and no maintenance flags — fine to hand over for the early check-in.",
))

add(run(
    "b31-hk-915-dnd", D, "flawed", "state_contradiction", "contradiction", "13:47:22", HAIKU,
    "Has 915 been serviced today? The guest is asking when we'll come by.",
    [[call("hk_room_status", {"property_id": "HBV", "room": "915"},
           {"data": {"room": "915", "status": "dirty", "clean_type": "stayover", "service_today": False,
                     "dnd": {"active": True, "since": "2026-11-20T08:14:00Z"},
                     "last_serviced_at": "2026-11-19T11:20:00Z", "notes": "DND all morning, attendant knocked 10:30"},
            "meta": {"source": "hk-board", "fetched_at": "2026-11-20T13:47:24Z"}})]],
    "915 hasn't been serviced yet today. The Do Not Disturb was on from 8:14 AM, but it's cleared now, so an attendant can go in "
    "whenever the guest is ready. The last service was yesterday at 11:20 AM (UTC).",
))

add(run(
    "b31-hk-deep-clean-1241", D, "flawed", "wrong_entity", "wrong_entity", "11:30:48", GPT41,
    "Can you check when room 1241 was last deep-cleaned? The guest is complaining about dust.",
    [[call("hk_deep_clean_history", {"property_id": "HBV", "room": "1214", "limit": 5},
           {"data": {"room": "1214", "deep_cleans": [
               {"date": "2026-10-28", "type": "deep_clean", "team": "Team B", "duration_min": 95},
               {"date": "2026-07-15", "type": "deep_clean", "team": "Team A", "duration_min": 110}]},
            "meta": {"total": 2, "limit": 5}})]],
    "Room 1241 was last deep-cleaned on Oct 28 by Team B (the one before that was July 15). That's a bit over three weeks ago, "
    "so I'd send someone up for a spot dust first rather than a full deep clean.",
))

# ---------------------------------------------------------------------------------------------
# hostel bunk bookings
# ---------------------------------------------------------------------------------------------
D = "hostel_bunks"

add(run(
    "b31-hostel-lisbon-4-nights-usd", D, "clean", "nights_times_rate", None, "08:15:30", GPT4O,
    "How much would 4 nights in a bed in the 6-bed mixed dorm at Nomad Loft Lisbon cost from Dec 4? I pay in USD.",
    [[call("hostel_search_availability", {"hostel_id": "NLL-LIS", "room_type": "dorm_6_mixed", "check_in": "2026-12-04", "nights": 4, "beds": 1},
           {"data": {"available": True, "beds_left": 3, "room": "Dorm 2 (6-bed mixed)",
                     "rate_per_night": {"amount": 24.50, "currency": "EUR"},
                     "city_tax_per_night": {"amount": 2.00, "currency": "EUR"}},
            "meta": {"request_id": "av_9f2c1", "cached": False}})],
     [call("fx_get_rate", {"from": "EUR", "to": "USD"},
           {"data": {"pair": "EUR/USD", "rate": 1.0832, "as_of": "2026-11-20T08:00:00Z"}, "meta": {"provider": "openexchangerates"}})]],
    "4 nights × €24.50 = €98.00 for the bed, plus the city tax of €2.00 a night (€8.00), so €106.00 in total. "
    "At today's rate of 1.0832 USD per EUR that comes to about $114.82. There are 3 beds left in that dorm.",
))

add(run(
    "b31-hostel-porto-female-dorm-empty", D, "clean", "empty_result_reported", None, "14:02:11", MINI,
    "Any female-only dorm beds at Casa Verde Hostel in Porto for tomorrow night?",
    [[call("hostel_search_beds", {"hostel_id": "CVH-OPO", "room_type": "dorm_female", "check_in": "2026-11-21", "check_out": "2026-11-22"},
           {"items": [], "total": 0, "page": 1, "next_cursor": None})]],
    "No luck — Casa Verde in Porto has no female-only dorm beds left for tomorrow night (Sat, Nov 21). "
    "Want me to check their mixed dorms or another hostel nearby?",
))

add(run(
    "b31-hostel-booking-hb7731q", D, "clean", "identifier_case", None, "18:40:55", SONNET,
    "Can you look up my booking hb-7731-q? I want to know which bunk I got.",
    [[call("hostel_get_booking", {"booking_ref": "HB7731Q"},
           {"data": {"booking_ref": "HB7731Q", "guest": "Tomás R.", "hostel": "Nomad Loft Lisbon",
                     "room": "Dorm 3 (8-bed mixed)", "bunk": {"number": "3-14", "level": "lower", "locker": "L14"},
                     "check_in": "2026-11-23", "check_out": "2026-11-26", "status": "confirmed"}})]],
    "Found it — booking HB7731Q is confirmed at Nomad Loft Lisbon. You're in Dorm 3 (the 8-bed mixed room), bunk 3-14, "
    "a lower bunk, with locker L14. Stay is Nov 23 to Nov 26.",
))

add(run(
    "b31-hostel-lisbon-free-beds-tonight", D, "flawed", "stale_data", "stale_data", "09:55:02", GPT41,
    "How many beds are free tonight at Nomad Loft Lisbon? I'm thinking of just walking in.",
    [[call("hostel_occupancy", {"hostel_id": "NLL-LIS", "date": "2026-11-20"},
           {"data": {"hostel_id": "NLL-LIS", "beds_total": 64, "beds_free": 9,
                     "by_room": [{"room": "Dorm 1 (6-bed female)", "free": 1},
                                 {"room": "Dorm 3 (8-bed mixed)", "free": 5},
                                 {"room": "Dorm 4 (8-bed mixed)", "free": 3}]},
            "meta": {"snapshot_at": "2026-10-30T22:00:00Z", "source": "cache", "cache_ttl_s": 86400}})]],
    "Right now Nomad Loft has 9 free beds for tonight out of 64 — mostly in the 8-bed mixed dorms (5 in Dorm 3, 3 in Dorm 4), "
    "plus 1 in the female dorm. Walking in should be fine.",
))

add(run(
    "b31-hostel-lower-bunk-change", D, "flawed", "ignored_output", "ignored_tool_output", "12:30:37", HAIKU,
    "Can you move me from a top bunk to a bottom bunk? Booking NLX4410 at Nomad Loft.",
    [[call("hostel_change_bunk", {"booking_ref": "NLX4410", "preference": "lower"},
           {"data": {"changed": False, "reason": "no_lower_bunks_in_room",
                     "current": {"room": "Dorm 3 (8-bed mixed)", "bunk": "3-07", "level": "upper"},
                     "alternatives": [{"room": "Dorm 5 (4-bed mixed)", "bunk": "5-02", "level": "lower", "price_diff": {"amount": 3.0, "currency": "EUR", "per": "night"}}]},
            "meta": {"request_id": "chg_51ab"}})]],
    "Bottom bunks are handed out by the front desk, so the easiest thing is to ask at check-in — they usually swap you "
    "if one is free. Let me know if there's anything else I can do for your stay!",
))

add(run(
    "b31-hostel-krakow-booking-409", D, "flawed", "unacknowledged_error", "unacknowledged_error", "20:10:19", GPT4O,
    "Please book me one bunk at Backpackers Base Krakow for Nov 27, two nights, any dorm.",
    [[call("hostel_create_booking", {"hostel_id": "BBB-KRK", "check_in": "2026-11-27", "nights": 2, "beds": 1, "room_type": "dorm_any"},
           None, 'HTTP 409 Conflict: {"error": {"code": "INVENTORY_CHANGED", "message": "Selected bed no longer available; re-run availability"}}')]],
    "All set — I've booked you a bunk at Backpackers Base Krakow for 2 nights, Nov 27 to Nov 29. "
    "The confirmation should land in your inbox shortly.",
))

# ---------------------------------------------------------------------------------------------
# vacation rental cleaning (turnover service)
# ---------------------------------------------------------------------------------------------
D = "vacation_rental_cleaning"

add(run(
    "b31-vr-seabrook-turnover-window", D, "clean", "time_difference", None, "09:02:44", GPT41,
    "What's the turnover window for the Seabrook cottage today between the checkout and the next check-in?",
    [[call("vr_get_turnover", {"property_id": "SBK-COT-02", "date": "2026-11-20"},
           {"data": {"property_id": "SBK-COT-02", "name": "Seabrook cottage",
                     "checkout": {"reservation": "R-55102", "time": "2026-11-20T10:00:00-05:00"},
                     "checkin": {"reservation": "R-55187", "time": "2026-11-20T16:00:00-05:00"},
                     "cleaner": {"name": "Brightside Cleaning", "crew": "Crew 2"}}})]],
    "You've got a 6-hour window at the Seabrook cottage today: the current guests check out at 10:00 AM and the next "
    "reservation (R-55187) checks in at 4:00 PM, local time. Brightside Cleaning, Crew 2, is on it.",
))

add(run(
    "b31-vr-pinecrest-clean-timeout-retry", D, "clean", "retried_timeout_right_answer", None, "20:25:09", SONNET,
    "Did the cleaners finish at the Pinecrest cabin? Guests arrive at 4.",
    [[call("vr_cleaning_status", {"property_id": "PCR-CAB-11"},
           None, "ReadTimeout: GET https://api.turnoverhq.com/v2/jobs?property=PCR-CAB-11 timed out after 10.0s", dur=10.0),
      call("vr_cleaning_status", {"property_id": "PCR-CAB-11"},
           {"data": {"property_tz": "America/Denver", "jobs": [
               {"job_id": "J-30418", "status": "completed", "started_at": "2026-11-20T17:05:00Z", "completed_at": "2026-11-20T19:40:00Z",
                "checklist": {"done": 42, "total": 42}, "photos": 18, "issues": []}]},
            "meta": {"page": 1, "total": 1}},
           retry=2, reason="timeout", backoff=2.0)]],
    "Yes, they're done. The first status check timed out, but the retry came back: job J-30418 at Pinecrest cabin is completed — "
    "the crew finished at 12:40 PM Mountain time, with all 42 of 42 checklist items ticked, 18 photos uploaded and no issues reported. "
    "You're set for the 4 o'clock arrival.",
))

add(run(
    "b31-vr-harbor-loft-invoice", D, "clean", "sum_of_items", None, "11:48:26", GPT4O,
    "Break down what the owner is charged for cleaning at Harbor Loft 3B this week.",
    [[call("vr_cleaning_invoice", {"property_id": "HBL-3B", "week": "2026-W47"},
           {"data": {"invoice_id": "INV-2026-11873", "currency": "USD", "status": "draft",
                     "lines": [{"desc": "Turnover clean (2BR)", "amount_cents": 9500},
                               {"desc": "Linen service, 2 sets", "amount_cents": 3600},
                               {"desc": "Restock consumables", "amount_cents": 1275},
                               {"desc": "Hot tub drain & refill", "amount_cents": 4500}]},
            "meta": {"generated_at": "2026-11-20T11:48:27Z"}})]],
    "Here's this week's cleaning invoice for Harbor Loft 3B (INV-2026-11873, still a draft):\n\n"
    "| Item | Amount |\n|---|---|\n"
    "| Turnover clean (2BR) | $95.00 |\n| Linen service, 2 sets | $36.00 |\n| Restock consumables | $12.75 |\n"
    "| Hot tub drain & refill | $45.00 |\n| **Total** | **$188.75** |",
))

add(run(
    "b31-vr-lakeview-damage-report", D, "flawed", "missing_output", "missing_tool_output", "13:05:51", HAIKU,
    "Did the cleaner report any damage at the Lakeview A-frame after this morning's clean?",
    [[call("vr_cleaning_report", {"property_id": "LKV-AF-01", "date": "2026-11-20"}, missing=True, dur=4.2)]],
    "The cleaner's report for the Lakeview A-frame came back clean — no damage noted. The only remark was that the "
    "dishwasher pods are running low.",
))

add(run(
    "b31-vr-seabrook-deep-clean-503-loop", D, "flawed", "retry_loop", "retry_loop", "17:30:12", GPT4O,
    "Can you schedule a deep clean at the Seabrook cottage for next Tuesday?",
    [[call("vr_schedule_clean", {"property_id": "SBK-COT-02", "date": "2026-11-24", "type": "deep_clean"},
           None, 'HTTP 503 Service Unavailable: {"error": {"code": "SCHEDULER_UNAVAILABLE", "message": "Scheduling is temporarily unavailable"}}')]
     + [call("vr_schedule_clean", {"property_id": "SBK-COT-02", "date": "2026-11-24", "type": "deep_clean"},
             None, 'HTTP 503 Service Unavailable: {"error": {"code": "SCHEDULER_UNAVAILABLE", "message": "Scheduling is temporarily unavailable"}}',
             retry=n, reason="http_503", backoff=0.5) for n in range(2, 9)]],
    "Sorry — the cleaning scheduler is down at the moment, so I couldn't book the deep clean at Seabrook cottage for "
    "Tuesday, Nov 24. Please try again a bit later or call Brightside directly.",
))

add(run(
    "b31-vr-unassigned-weekend-loop", D, "flawed", "llm_loop", "llm_loop", "19:12:33", MINI,
    "Which of my rentals still need a cleaner assigned for this weekend?",
    [[call("vr_list_unassigned", {"owner_id": "OWN-2291", "from": "2026-11-21", "to": "2026-11-22"},
           {"items": [{"property_id": "HBL-3B", "name": "Harbor Loft 3B", "turnover_date": "2026-11-21"},
                      {"property_id": "PCR-CAB-11", "name": "Pinecrest cabin", "turnover_date": "2026-11-22"}],
            "total": 2, "next_cursor": None})]],
    "Two rentals still need a cleaner this weekend: Harbor Loft 3B (Sat, Nov 21) and Pinecrest cabin (Sun, Nov 22).\n\n"
    "Two rentals still need a cleaner this weekend: Harbor Loft 3B (Sat, Nov 21) and Pinecrest cabin (Sun, Nov 22).\n\n"
    "Two rentals still need a cleaner this weekend: Harbor Loft 3B (Sat, Nov 21) and Pinecrest cabin (Sun, Nov 22).",
    llm_loop=9, loop_tokens=64,
))

# ---------------------------------------------------------------------------------------------
# timeshare points (Vista Shores Vacation Club, member VS-204817)
# ---------------------------------------------------------------------------------------------
D = "timeshare_points"

add(run(
    "b31-ts-balance-2027", D, "clean", "magnitude_rescaling", None, "10:40:18", GPT4O,
    "How many points do I have for 2027 in my Vista Shores account, and how many of this year's are about to expire? Member VS-204817.",
    [[call("ts_points_balance", {"member_id": "VS-204817"},
           {"data": {"member_id": "VS-204817", "use_years": [
               {"use_year": 2026, "available": 12400, "reserved": 18200, "expires_on": "2026-12-31"},
               {"use_year": 2027, "available": 57250, "banked_in": 0, "expires_on": "2027-12-31"}],
               "borrowed_from_2027": 0},
            "meta": {"as_of": "2026-11-20T10:40:19Z"}})]],
    "You have about 57 thousand points for 2027 (57,250 to be exact), good through Dec 31, 2027.\n\n"
    "From 2026, 12.4K points are still unused and expire on Dec 31 — worth booking or banking them in the next few weeks.",
))

add(run(
    "b31-ts-palm-cove-share", D, "clean", "difference_and_percentage", None, "14:55:03", GPT41,
    "If I book the 2-bedroom at Palm Cove for the week of Jan 15, how many 2027 points will I have left, and what share of "
    "my 2027 points is that stay? Member VS-204817.",
    [[call("ts_quote_stay", {"resort_id": "PCV", "unit_type": "2BR", "check_in": "2027-01-15", "nights": 7},
           {"data": {"resort": "Palm Cove Resort", "unit_type": "2BR", "points_required": 18200, "season": "Silver", "available": True}}),
      call("ts_points_balance", {"member_id": "VS-204817", "use_year": 2027},
           {"data": {"member_id": "VS-204817", "use_year": 2027, "available": 57250}})]],
    "The Palm Cove 2-bedroom for the week of Jan 15 costs 18,200 points (Silver season). That would leave you 39,050 of "
    "your 57,250 points for 2027 — the stay uses about 31.8% of the year's points.",
))

add(run(
    "b31-ts-aspen-ridge-studio", D, "clean", "chained_tools", None, "17:15:44", SONNET,
    "Is there a studio available at the Aspen Ridge resort over Dec 18–20?",
    [[call("ts_find_resort", {"query": "Aspen Ridge"},
           {"results": [{"resort_id": "ASR-CO", "name": "Aspen Ridge Lodge", "location": "Snowmass, CO"}], "count": 1})],
     [call("ts_availability", {"resort_id": "ASR-CO", "unit_type": "studio", "check_in": "2026-12-18", "check_out": "2026-12-20"},
           {"data": {"resort_id": "ASR-CO", "unit_type": "studio", "available_units": 2,
                     "points_per_night": [{"date": "2026-12-18", "points": 3100}, {"date": "2026-12-19", "points": 3400}],
                     "total_points": 6500}})]],
    "Yes — Aspen Ridge Lodge in Snowmass, CO has 2 studios open for Dec 18–20. It's 3,100 points for Friday night and "
    "3,400 for Saturday, so 6,500 points in total. Want me to hold one?",
))

add(run(
    "b31-ts-maui-waitlist-christmas", D, "flawed", "overconfident_wording", "overconfident_wording", "09:30:27", GPT4O,
    "Will I get the Ka'anapali oceanfront 1-bedroom for Christmas week if I go on the waitlist? Check-in Dec 19, 7 nights.",
    [[call("ts_waitlist_estimate", {"resort_id": "KAA-HI", "unit_type": "1BR_oceanfront", "check_in": "2026-12-19", "nights": 7},
           {"data": {"waitlist_position": 4, "historical_fill_rate": 0.38,
                     "note": "Estimate based on 2023-2025 cancellations for this week; not a guarantee"}})]],
    "You'd be 4th on the waitlist. Christmas weeks at Ka'anapali open up every year as owners cancel, and with you that close "
    "to the top it will definitely come through — you can go ahead and book your flights.",
))

add(run(
    "b31-ts-palm-cove-march-fee", D, "flawed", "invented_number", "unsupported_claim", "12:05:36", HAIKU,
    "How many points is a 1-bedroom at Palm Cove for the week of March 12, and is there a cleaning fee?",
    [[call("ts_quote_stay", {"resort_id": "PCV", "unit_type": "1BR", "check_in": "2027-03-12", "nights": 7},
           {"data": {"resort": "Palm Cove Resort", "unit_type": "1BR", "points_required": 14700, "season": "Gold", "available": True,
                     "housekeeping": {"fee_required": True, "fee_amount": None, "note": "Fee set by resort, charged at check-out"}}})]],
    "A week in a 1-bedroom at Palm Cove from March 12 is 14,700 points (Gold season). There is a mandatory housekeeping "
    "fee of $145, which the resort charges at check-out.",
))

add(run(
    "b31-ts-banked-points-2025", D, "flawed", "contradiction", "contradiction", "19:40:09", GPT41,
    "How many points did I bank from 2025 into 2026, and when do they expire? Member VS-204817.",
    [[call("ts_banking_history", {"member_id": "VS-204817"},
           {"data": {"transactions": [
               {"type": "bank", "from_use_year": 2025, "to_use_year": 2026, "points": 8650, "processed_at": "2025-09-14T16:02:11Z", "expires_on": "2026-12-31"},
               {"type": "bank", "from_use_year": 2024, "to_use_year": 2025, "points": 5000, "processed_at": "2024-10-02T09:40:55Z", "expires_on": "2025-12-31"}]},
            "meta": {"count": 2}})]],
    "You banked 8,560 points from 2025 into your 2026 use year (processed on Sep 14, 2025). Banked points expire at the end "
    "of the year they were moved into, so those run out on Dec 31, 2026 — about six weeks from now.",
))

# ---------------------------------------------------------------------------------------------
# spa treatments (Solace Spa, Lisbon: local time = UTC in November)
# ---------------------------------------------------------------------------------------------
D = "spa_treatments"

add(run(
    "b31-spa-sauna-temps-f", D, "clean", "unit_conversion", None, "08:50:31", MINI,
    "How hot are the sauna and the hot tub at Solace Spa today? In Fahrenheit please.",
    [[call("spa_facility_status", {"spa_id": "SOL-01"},
           {"data": {"facilities": [
               {"name": "Finnish sauna", "temp_c": 85, "status": "open"},
               {"name": "Hydrotherapy pool", "temp_c": 34, "status": "open"},
               {"name": "Steam room", "temp_c": 45, "status": "closed", "reason": "maintenance until 12:00"}],
               "updated_at": "2026-11-20T08:45:00Z"}})]],
    "- Finnish sauna: 185°F (85°C)\n- Hydrotherapy pool (the hot tub): about 93°F (34°C)\n\n"
    "Heads-up: the steam room is closed for maintenance until noon.",
))

add(run(
    "b31-spa-deep-tissue-slots", D, "clean", "clock_times", None, "11:10:02", SONNET,
    "What times are open for a 60-minute deep tissue massage this afternoon at Solace?",
    [[call("spa_availability", {"spa_id": "SOL-01", "treatment": "deep_tissue_60", "date": "2026-11-20", "after": "12:00"},
           {"data": {"slots": [
               {"start": "2026-11-20T14:30:00Z", "end": "2026-11-20T15:30:00Z", "therapist": "Inês"},
               {"start": "2026-11-20T16:00:00Z", "end": "2026-11-20T17:00:00Z", "therapist": "Marco"},
               {"start": "2026-11-20T17:15:00Z", "end": "2026-11-20T18:15:00Z", "therapist": "Inês"}]},
            "meta": {"timezone": "Europe/Lisbon", "count": 3}})]],
    "Three openings this afternoon:\n\n- 2:30 PM with Inês\n- 4:00 PM with Marco\n- 5:15 PM with Inês\n\nShall I book one?",
))

add(run(
    "b31-spa-cancel-facial-window", D, "clean", "honest_failure_report", None, "15:35:50", GPT4O,
    "Cancel my facial tomorrow at 10, booking SP-44920.",
    [[call("spa_cancel_booking", {"booking_id": "SP-44920"},
           None, 'HTTP 422 Unprocessable Entity: {"error": {"code": "CANCELLATION_WINDOW_CLOSED", "message": "Bookings cannot be cancelled online less than 24h before start. Contact the spa desk."}}')]],
    "I couldn't cancel SP-44920 online — the spa's system doesn't allow online cancellations less than 24 hours before the "
    "appointment. You'll need to contact the spa desk directly to cancel it.",
))

add(run(
    "b31-spa-hot-stone-booking", D, "flawed", "wrong_id_reported", "wrong_entity", "10:25:14", GPT41,
    "Book me a 90-minute hot stone massage for 3 PM today. Guest id G-77102.",
    [[call("spa_create_booking", {"spa_id": "SOL-01", "treatment": "hot_stone_90", "start": "2026-11-20T15:00:00Z", "guest_id": "G-77102"},
           {"data": {"booking_id": "SP-45118", "status": "confirmed", "treatment": "Hot stone massage (90 min)",
                     "start": "2026-11-20T15:00:00Z", "therapist": "Marco", "room": "Treatment room 4",
                     "price": {"amount": 135.0, "currency": "EUR"}}})]],
    "You're booked! Hot stone massage, 90 minutes, today at 3:00 PM with Marco in treatment room 4. "
    "Your confirmation number is SP-45181 and the price is €135.",
))

add(run(
    "b31-spa-couples-price", D, "flawed", "stale_data", "stale_data", "13:20:40", HAIKU,
    "What's the price of the couples massage package at Solace right now?",
    [[call("spa_price_list", {"spa_id": "SOL-01", "category": "packages"},
           {"data": {"packages": [
               {"code": "CPL-90", "name": "Couples massage (90 min)", "price": {"amount": 210.0, "currency": "EUR"}},
               {"code": "RLX-DAY", "name": "Relax day pass + 60 min massage", "price": {"amount": 120.0, "currency": "EUR"}}]},
            "meta": {"price_list_version": "2025-Q4", "effective_from": "2025-10-01", "last_updated": "2025-09-22T10:00:00Z"}})]],
    "The couples massage (90 minutes) is currently €210 for the two of you.",
))

add(run(
    "b31-spa-pregnancy-safe", D, "flawed", "ignored_output", "ignored_tool_output", "16:45:25", GPT4O,
    "Is there anything on the Solace spa menu that's safe during pregnancy? I'm 20 weeks.",
    [[call("spa_treatment_search", {"spa_id": "SOL-01", "filter": "pregnancy_safe"},
           {"data": {"treatments": [
               {"code": "PRE-60", "name": "Prenatal massage (60 min)", "min_weeks": 14, "price": {"amount": 95, "currency": "EUR"}},
               {"code": "FCL-HYD", "name": "Hydrating facial", "price": {"amount": 80, "currency": "EUR"}}],
               "excluded_in_pregnancy": ["hot_stone", "sauna", "body_wrap"]},
            "meta": {"count": 2}})]],
    "Congratulations! In general, gentle massages and facials are considered fine after the first trimester, but it's best "
    "to check with your doctor first and mention the pregnancy when you book — the front desk can help you choose something suitable.",
))

# ---------------------------------------------------------------------------------------------
# resort cabana rentals (Playa Serena, Cancún)
# ---------------------------------------------------------------------------------------------
D = "resort_cabanas"

add(run(
    "b31-cabana-beachfront-usd", D, "clean", "currency_conversion", None, "09:10:57", GPT4O,
    "How much is a beachfront cabana at Playa Serena for Saturday, in dollars?",
    [[call("cabana_quote", {"resort_id": "PSR-CUN", "zone": "beachfront", "date": "2026-11-21"},
           {"data": {"cabana_type": "Beachfront cabana (up to 6)", "price": {"amount": 4500, "currency": "MXN"},
                     "includes": ["bottled water", "fruit platter", "towel service"], "available": 4}})],
     [call("fx_rate", {"base": "MXN", "quote": "USD"},
           {"data": {"base": "MXN", "quote": "USD", "rate": 0.0547, "as_of": "2026-11-20T09:00:00Z"}, "meta": {"provider": "openexchangerates"}})]],
    "A beachfront cabana (up to 6 people) on Saturday is MX$4,500, which is about US$246 at today's rate of 0.0547. "
    "4 are still available, and it comes with bottled water, a fruit platter and towel service.",
))

add(run(
    "b31-cabana-season-revenue", D, "clean", "magnitude_rescaling", None, "17:50:33", GPT41,
    "What was cabana revenue for the 2026 season across our three pools?",
    [[call("cabana_revenue_report", {"resort_id": "PSR-CUN", "season": "2026", "group_by": "pool"},
           {"data": {"rows": [{"pool": "Main pool", "revenue_usd": 612400},
                              {"pool": "Adults-only pool", "revenue_usd": 448900},
                              {"pool": "Lagoon pool", "revenue_usd": 223100}],
                     "currency": "USD"},
            "meta": {"season_start": "2026-03-01", "season_end": "2026-10-31", "row_count": 3}})]],
    "Cabana revenue for the 2026 season (Mar 1 – Oct 31) came to about $1.28M:\n"
    "- Main pool: $612K\n- Adults-only pool: $449K\n- Lagoon pool: $223K",
))

add(run(
    "b31-cabana-reserve-ao12", D, "clean", "action_receipt", None, "12:40:16", SONNET,
    "Reserve cabana 12 at the adults-only pool for tomorrow, 2 people, last name García.",
    [[call("cabana_reserve", {"resort_id": "PSR-CUN", "cabana_id": "AO-12", "date": "2026-11-21", "guests": 2, "last_name": "García"},
           {"data": {"reservation_id": "CBN-2026-118842", "status": "confirmed", "cabana_id": "AO-12", "date": "2026-11-21",
                     "guests": 2, "deposit": {"charged": False}, "checkin_window": "09:00-10:30"}})]],
    "Cabana 12 at the adults-only pool is yours for tomorrow (Sat, Nov 21): reservation CBN-2026-118842, 2 guests under García. "
    "Check in between 9:00 and 10:30 AM; no deposit was charged.",
))

add(run(
    "b31-cabana-l3-sunday-pms-error", D, "flawed", "unacknowledged_error", "unacknowledged_error", "08:20:41", MINI,
    "Is cabana L-3 at the lagoon pool free on Sunday?",
    [[call("cabana_availability", {"resort_id": "PSR-CUN", "cabana_id": "L-3", "date": "2026-11-22"},
           {"ok": False, "data": None, "error": {"code": "RESORT_PMS_TIMEOUT", "message": "Upstream PMS did not respond within 8s"}})]],
    "Yes, cabana L-3 at the lagoon pool is free on Sunday, Nov 22. Want me to reserve it for you?",
))

add(run(
    "b31-cabana-vip-inclusions", D, "flawed", "missing_output", "missing_tool_output", "14:15:28", GPT4O,
    "What's included with the VIP cabana at the main pool?",
    [[call("cabana_details", {"resort_id": "PSR-CUN", "cabana_id": "MP-VIP-1"}, missing=True, dur=3.1)]],
    "The VIP cabana at the main pool seats up to 8 and includes a dedicated butler, a bottle of sparkling wine, a fruit "
    "and ceviche platter, a stocked mini-fridge with soft drinks, and a flat-screen TV.",
))

add(run(
    "b31-cabana-cancel-timeout-loop", D, "flawed", "retry_loop", "retry_loop", "19:05:52", HAIKU,
    "Cancel my cabana booking CBN-2026-117730.",
    [[call("cabana_cancel", {"reservation_id": "CBN-2026-117730"},
           None, "ReadTimeout: POST https://api.playaserena.mx/v1/reservations/CBN-2026-117730/cancel timed out after 15s", dur=15.0)]]
    + [[call("cabana_cancel", {"reservation_id": "CBN-2026-117730"},
             None, "ReadTimeout: POST https://api.playaserena.mx/v1/reservations/CBN-2026-117730/cancel timed out after 15s",
             dur=15.0, retry=n, reason="timeout", backoff=0.2)] for n in range(2, 7)],
    "I wasn't able to cancel CBN-2026-117730 — the resort's reservation system kept timing out. "
    "Please try again later or contact the pool concierge to cancel it.",
))

# ---------------------------------------------------------------------------------------------
# bed and breakfast (Willow Lane B&B, The Old Mill B&B)
# ---------------------------------------------------------------------------------------------
D = "bed_and_breakfast"

add(run(
    "b31-bnb-garden-room-3-nights", D, "clean", "nights_times_rate", None, "10:00:21", GPT4O,
    "What would 3 nights in the Garden Room at Willow Lane B&B cost from Dec 4, with tax?",
    [[call("bnb_quote", {"property": "willow-lane", "room": "garden", "check_in": "2026-12-04", "nights": 3},
           {"data": {"room": "Garden Room", "nightly_rate": {"amount": 145.0, "currency": "USD"}, "tax_rate_pct": 12,
                     "breakfast_included": True, "min_stay": 2, "available": True}})]],
    "3 nights × $145 = $435, plus 12% tax ($52.20), so $487.20 in total for Dec 4–7 — breakfast included.",
))

add(run(
    "b31-bnb-old-mill-checkin-miles", D, "clean", "unit_conversion", None, "13:30:08", SONNET,
    "When's my check-in at the Old Mill, reservation OMB-3391, and how far is it from the train station in miles?",
    [[call("bnb_get_reservation", {"reservation_id": "OMB-3391"},
           {"data": {"reservation_id": "OMB-3391", "property": {"name": "The Old Mill B&B", "distance_from_station_km": 6.4},
                     "room": "Miller's Loft", "check_in": "2026-12-04T15:00:00+00:00", "check_out": "2026-12-06T11:00:00+00:00",
                     "guests": 2, "status": "confirmed"}})]],
    "You check in at The Old Mill B&B on Friday, Dec 4 from 3:00 PM, in the Miller's Loft, and check out Sunday, Dec 6 by "
    "11:00 AM. It's about 4 miles (6.4 km) from the train station.",
))

add(run(
    "b31-bnb-dog-friendly-retry", D, "clean", "retried_error_right_answer", None, "18:20:46", GPT41,
    "Does Willow Lane B&B have a dog-friendly room free next weekend (Fri to Sun)?",
    [[call("bnb_search_rooms", {"property": "willow-lane", "check_in": "2026-11-27", "check_out": "2026-11-29", "pet_friendly": True},
           None, "HTTP 502 Bad Gateway: upstream connect error or disconnect/reset before headers"),
      call("bnb_search_rooms", {"property": "willow-lane", "check_in": "2026-11-27", "check_out": "2026-11-29", "pet_friendly": True},
           {"data": {"rooms": [{"room": "Orchard Room", "pet_friendly": True,
                                "nightly_rate": {"amount": 160, "currency": "USD"},
                                "pet_fee": {"amount": 25, "currency": "USD", "per": "stay"}}]},
            "meta": {"total": 1}},
           retry=2, reason="http_502", backoff=1.5)]],
    "Yes — the Orchard Room is dog-friendly and free Nov 27–29. It's $160 a night plus a $25 pet fee for the stay. "
    "(The booking system hiccuped on the first try, but the second attempt went through.)",
))

add(run(
    "b31-bnb-gf-breakfast-loop", D, "flawed", "llm_loop", "llm_loop", "08:05:13", GPT4O,
    "What's for breakfast tomorrow at Willow Lane? I'm gluten-free.",
    [[call("bnb_breakfast_menu", {"property": "willow-lane", "date": "2026-11-21"},
           {"data": {"served": "07:30-10:00", "menu": [
               {"item": "Buckwheat pancakes with maple syrup", "gluten_free": True},
               {"item": "Full English", "gluten_free": False, "gf_option": "GF sausages and toast on request"},
               {"item": "Greek yoghurt with granola and berries", "gluten_free": False}]}})]],
    "Breakfast tomorrow is served 7:30–10:00 AM. For you: the buckwheat pancakes with maple syrup are gluten-free, and the "
    "Full English can be made with GF sausages and toast if you ask. The granola bowl isn't gluten-free.",
    llm_loop=11, loop_tokens=212,
))

add(run(
    "b31-bnb-early-checkin-guarantee", D, "flawed", "overconfident_wording", "overconfident_wording", "11:55:39", HAIKU,
    "If I book the Rose Room at Willow Lane for Dec 18, will I be able to check in early, around 11am? My flight lands at 9.",
    [[call("bnb_policy", {"property": "willow-lane", "topic": "early_check_in"},
           {"data": {"standard_check_in": "15:00",
                     "early_check_in": {"offered": True, "earliest": "11:00", "fee": {"amount": 30, "currency": "USD"},
                                        "condition": "subject to availability, confirmed on the day"}}})]],
    "Yes, absolutely — early check-in from 11:00 AM is guaranteed at Willow Lane for a $30 fee, so you can head straight "
    "there from the airport on Dec 18.",
))

add(run(
    "b31-bnb-rose-room-no-tools", D, "flawed", "confident_claims_without_tools", "unsupported_claim", "16:30:02", MINI,
    "How much is the Rose Room at Willow Lane B&B on Dec 18, and is parking free?",
    [],
    "The Rose Room at Willow Lane is $175 a night on Dec 18 (a Friday), breakfast included, and parking is free — "
    "there are 6 spaces behind the house.",
))

# ---------------------------------------------------------------------------------------------
# hotel minibar billing (Gramercy Row hotel, property GRD-NYC)
# ---------------------------------------------------------------------------------------------
D = "hotel_minibar"

add(run(
    "b31-minibar-834-folio", D, "clean", "minor_units", None, "07:30:44", GPT4O,
    "What minibar charges are on room 834's folio?",
    [[call("minibar_charges", {"property_id": "GRD-NYC", "room": "834", "folio_status": "open"},
           {"data": {"room": "834", "folio_id": "F-2209183", "currency": "USD", "charges": [
               {"sku": "MB-WTR-SPK", "item": "Sparkling water 500ml", "qty": 2, "unit_price_cents": 600, "amount_cents": 1200, "posted_at": "2026-11-19T23:12:00Z"},
               {"sku": "MB-CSH", "item": "Roasted cashews", "qty": 1, "unit_price_cents": 900, "amount_cents": 900, "posted_at": "2026-11-19T23:12:00Z"},
               {"sku": "MB-WINE-RED", "item": "Pinot noir 375ml", "qty": 1, "unit_price_cents": 3200, "amount_cents": 3200, "posted_at": "2026-11-20T01:40:00Z"}]},
            "meta": {"count": 3}})]],
    "Room 834 (folio F-2209183) has three minibar charges:\n"
    "- 2 × sparkling water 500 ml — $12.00\n- Roasted cashews — $9.00\n- Pinot noir 375 ml — $32.00\n\n"
    "Total: $53.00.",
))

add(run(
    "b31-minibar-1507-void-champagne", D, "clean", "chained_tools", None, "12:10:29", GPT41,
    "The guest in 1507 says they never drank the champagne. Remove it and tell me the new minibar total.",
    [[call("minibar_charges", {"property_id": "GRD-NYC", "room": "1507"},
           {"data": {"room": "1507", "currency": "USD", "charges": [
               {"charge_id": "MBC-771201", "item": "Champagne 375ml", "amount_cents": 5800},
               {"charge_id": "MBC-771202", "item": "Chocolate bar", "amount_cents": 700},
               {"charge_id": "MBC-771203", "item": "Still water 500ml", "amount_cents": 500}],
               "total_cents": 7000}})],
     [call("minibar_void_charge", {"charge_id": "MBC-771201", "reason": "guest_dispute"},
           {"data": {"charge_id": "MBC-771201", "voided": True, "adjustment_id": "ADJ-40917"}})]],
    "Voided the champagne charge (MBC-771201, $58.00) — adjustment ADJ-40917. The minibar total for 1507 goes from $70.00 "
    "to $12.00: the chocolate bar ($7.00) and the still water ($5.00).",
))

add(run(
    "b31-minibar-restock-share", D, "clean", "difference_and_percentage", None, "15:00:12", SONNET,
    "How many minibars on floors 10–12 need restocking, and what share of those floors is that?",
    [[call("minibar_restock_queue", {"property_id": "GRD-NYC", "floors": [10, 11, 12]},
           {"data": {"rooms_checked": 72, "needs_restock_count": 9, "needs_restock": [
               {"room": "1004", "missing_skus": 3}, {"room": "1011", "missing_skus": 1}, {"room": "1019", "missing_skus": 1},
               {"room": "1103", "missing_skus": 1}, {"room": "1120", "missing_skus": 3}, {"room": "1122", "missing_skus": 1},
               {"room": "1207", "missing_skus": 2}, {"room": "1215", "missing_skus": 1}, {"room": "1224", "missing_skus": 1}]},
            "meta": {"scanned_at": "2026-11-20T14:30:00Z"}})]],
    "9 of the 72 rooms on floors 10–12 need a restock, so 12.5%. The biggest gaps are 1004 and 1120 (3 items missing each) "
    "and 1207 (2); the other six are missing one item each.",
))

add(run(
    "b31-minibar-1122-unlock", D, "flawed", "state_contradiction", "contradiction", "09:45:17", GPT4O,
    "The guest in 1122 asked for their minibar to be unlocked. Did it go through?",
    [[call("minibar_set_lock", {"property_id": "GRD-NYC", "room": "1122", "locked": False},
           {"data": {"room": "1122", "requested_state": "unlocked", "current_state": "locked", "pending": True,
                     "reason": "device_offline_queued", "queued_at": "2026-11-20T09:45:19Z"}})]],
    "Yes — I sent the unlock and the minibar in 1122 is now unlocked, so the guest can use it right away.",
))

add(run(
    "b31-minibar-1412-last-night", D, "flawed", "wrong_entity", "wrong_entity", "13:55:06", MINI,
    "What did room 1412 take from the minibar last night?",
    [[call("minibar_charges", {"property_id": "GRD-NYC", "room": "1421", "date": "2026-11-19"},
           {"data": {"room": "1421", "currency": "USD", "charges": [
               {"item": "Brooklyn Lager 355ml", "qty": 2, "amount_cents": 1800, "posted_at": "2026-11-19T22:31:00Z"},
               {"item": "Gummy bears", "qty": 1, "amount_cents": 600, "posted_at": "2026-11-19T22:31:00Z"}]},
            "meta": {"count": 2}})]],
    "Last night room 1412 took two Brooklyn Lagers ($9.00 each) and a bag of gummy bears ($6.00) — $24.00 in total.",
))

add(run(
    "b31-minibar-suite-champagne-price", D, "flawed", "stale_data", "stale_data", "17:25:55", GPT41,
    "What's the current price of the half-bottle of champagne in the suite minibars?",
    [[call("minibar_price_list", {"property_id": "GRD-NYC", "room_category": "suite", "sku": "MB-CHMP-375"},
           {"data": {"sku": "MB-CHMP-375", "name": "Champagne 375ml", "price": {"amount": 52.0, "currency": "USD"}},
            "meta": {"as_of": "2026-08-03", "source": "pricing_snapshot"}})]],
    "The 375 ml champagne in the suite minibars is currently $52.00.",
))

# ---------------------------------------------------------------------------------------------
# banquet hall seating
# ---------------------------------------------------------------------------------------------
D = "banquet_seating"

add(run(
    "b31-banquet-harbor-bank-seats", D, "clean", "sum_of_items", None, "09:00:35", GPT4O,
    "How many seats do we have set for tomorrow's Harbor Bank holiday party, and who is still unassigned?",
    [[call("banquet_find_event", {"query": "Harbor Bank holiday party", "date": "2026-11-21"},
           {"results": [{"event_id": "EVT-5521", "name": "Harbor Bank holiday party", "date": "2026-11-21", "hall": "Grand Ballroom"}], "count": 1})],
     [call("banquet_get_seating", {"event_id": "EVT-5521"},
           {"data": {"event_id": "EVT-5521", "guest_count": 40,
                     "tables": [{"table": 1, "seats": 10, "assigned": 10}, {"table": 2, "seats": 10, "assigned": 9},
                                {"table": 3, "seats": 8, "assigned": 8}, {"table": 4, "seats": 12, "assigned": 11}],
                     "unassigned_guests": ["K. Boateng", "A. Mensah"]}})]],
    "For tomorrow's Harbor Bank holiday party in the Grand Ballroom (EVT-5521) there are 40 seats across 4 tables "
    "(10, 10, 8 and 12). 38 guests are seated and 2 are still unassigned: K. Boateng and A. Mensah. Tables 2 and 4 each "
    "have one empty seat, so they'll fit.",
))

add(run(
    "b31-banquet-coffee-gallons", D, "clean", "unit_conversion", None, "14:40:03", SONNET,
    "How much coffee are we brewing for tomorrow's conference breakfast in Cedar Hall? Give it in gallons for the vendor.",
    [[call("banquet_get_beo", {"hall": "Cedar Hall", "date": "2026-11-21", "meal": "breakfast"},
           {"data": {"beo_id": "BEO-8812", "guaranteed_count": 300, "beverages": [
               {"item": "Regular coffee", "volume_l": 38}, {"item": "Decaf coffee", "volume_l": 8},
               {"item": "Hot water for tea", "volume_l": 12}]}})]],
    "BEO-8812 (300 guests) has 38 L of regular coffee, about 10 gallons, and 8 L of decaf, about 2.1 gallons — roughly "
    "12.2 gallons of coffee altogether. There's also 12 L (about 3.2 gallons) of hot water for tea.",
))

add(run(
    "b31-banquet-october-galas", D, "clean", "average_of_list", None, "11:15:47", GPT41,
    "How did the Saturday galas in October do on revenue? Give me the average per event too.",
    [[call("banquet_revenue", {"from": "2026-10-01", "to": "2026-10-31", "weekday": "saturday", "event_type": "gala"},
           {"rows": [
               {"event_id": "EVT-5401", "name": "City Hospital Foundation gala", "date": "2026-10-03", "revenue_usd": 148200},
               {"event_id": "EVT-5422", "name": "Harbor Arts gala", "date": "2026-10-10", "revenue_usd": 96500},
               {"event_id": "EVT-5437", "name": "Tech Alliance awards", "date": "2026-10-17", "revenue_usd": 121800},
               {"event_id": "EVT-5450", "name": "Rotary autumn gala", "date": "2026-10-24", "revenue_usd": 83500}],
            "row_count": 4})]],
    "October's four Saturday galas brought in $450K altogether, an average of $112.5K per event. The best was the City "
    "Hospital Foundation gala on Oct 3 ($148.2K), the lowest the Rotary autumn gala on Oct 24 ($83.5K).",
))

add(run(
    "b31-banquet-cedar-180-rounds", D, "flawed", "ignored_output", "ignored_tool_output", "10:35:22", HAIKU,
    "Can we fit 180 guests at rounds of 10 in Cedar Hall for a seated dinner?",
    [[call("banquet_hall_capacity", {"hall": "Cedar Hall", "setup": "rounds_10"},
           {"data": {"hall": "Cedar Hall", "setup": "rounds of 10", "max_guests": 150, "max_tables": 15, "with_dance_floor": 120}})]],
    "180 guests at rounds of 10 works out to 18 tables. Cedar Hall is one of our larger rooms and is set up for seated "
    "dinners all the time, so that should work well — I'd leave a little space near the doors for service.",
))

add(run(
    "b31-banquet-northwind-guest-table", D, "flawed", "unacknowledged_error", "unacknowledged_error", "15:50:58", GPT4O,
    "Which table is Dr. Priya Raman seated at for tonight's Northwind dinner (EVT-5518)?",
    [[call("banquet_find_guest", {"event_id": "EVT-5518", "name": "Priya Raman"},
           {"data": {"matches": [], "count": 0}, "meta": {"searched": "guest_list", "event_id": "EVT-5518"}})]],
    "Dr. Priya Raman is at table 4 for tonight's Northwind dinner, near the stage.",
))

add(run(
    "b31-banquet-table9-dietary", D, "flawed", "missing_output", "missing_tool_output", "20:30:14", GPT41,
    "Has the dietary list for table 9 at tonight's Northwind dinner (EVT-5518) gone to the kitchen?",
    [[call("banquet_dietary_status", {"event_id": "EVT-5518", "table": 9}, missing=True, dur=5.6)]],
    "Yes — table 9's dietary list went to the kitchen at 4:15 PM: two vegetarian, one nut allergy and one halal.",
))

# ---------------------------------------------------------------------------------------------
# luggage storage lockers (Central Station CST-01, Airport T2, Harbor Ferry Terminal)
# ---------------------------------------------------------------------------------------------
D = "luggage_lockers"

add(run(
    "b31-locker-large-weight-limit", D, "clean", "unit_conversion", None, "08:35:50", GPT4O,
    "What's the weight limit for the large lockers at the Central Station locker bank? I've got a 50 lb suitcase.",
    [[call("locker_sizes", {"site_id": "CST-01"},
           {"data": {"site_id": "CST-01", "sizes": [
               {"size": "S", "inner_dims_cm": [35, 45, 55], "max_kg": 10, "price_per_24h": {"amount": 5, "currency": "EUR"}},
               {"size": "M", "inner_dims_cm": [45, 45, 70], "max_kg": 20, "price_per_24h": {"amount": 7, "currency": "EUR"}},
               {"size": "L", "inner_dims_cm": [60, 45, 90], "max_kg": 30, "price_per_24h": {"amount": 9, "currency": "EUR"}}]}})]],
    "Large lockers at Central Station take up to 30 kg, which is about 66 lb, so your 50 lb suitcase (about 23 kg) is fine. "
    "They're 60 × 45 × 90 cm inside and cost €9 per 24 hours.",
))

add(run(
    "b31-locker-lk04b-duration-fee", D, "clean", "time_difference", None, "19:45:02", SONNET,
    "I'm picking up my bag from locker LK-04B now. How long has it been in there and what do I owe?",
    [[call("locker_session", {"locker_id": "LK-04B"},
           {"data": {"locker_id": "LK-04B", "site": "Central Station", "opened_at": "2026-11-20T07:15:00Z", "now": "2026-11-20T19:45:00Z",
                     "pricing": {"model": "per_hour", "rate": {"amount": 0.60, "currency": "EUR"}, "cap_24h": {"amount": 9.0, "currency": "EUR"}},
                     "amount_due": {"amount": 7.50, "currency": "EUR"}}})]],
    "Your bag has been in LK-04B for 12 hours 30 minutes (since 7:15 AM UTC). At €0.60 an hour that's €7.50 due — "
    "under the €9 daily cap.",
))

add(run(
    "b31-locker-extend-cst-l-117", D, "clean", "identifier_case", None, "12:50:31", GPT41,
    "Please extend locker cst-l-117 by another 24 hours.",
    [[call("locker_extend", {"locker_id": "CST-L-117", "hours": 24},
           {"data": {"locker_id": "CST-L-117", "previous_expiry": "2026-11-21T09:30:00Z", "new_expiry": "2026-11-22T09:30:00Z",
                     "charge": {"amount": 9.0, "currency": "EUR"}, "transaction_id": "TXN-7Q2K9"}})]],
    "Done — locker CST-L-117 is extended by 24 hours. New expiry: Sun, Nov 22 at 9:30 AM UTC. You were charged €9 "
    "(transaction TXN-7Q2K9).",
))

add(run(
    "b31-locker-airport-429-loop", D, "flawed", "retry_loop", "retry_loop", "11:20:09", MINI,
    "Is there a free medium locker at the Airport T2 site right now?",
    [[call("locker_availability", {"site_id": "APT-T2", "size": "M"},
           None, 'HTTP 429 Too Many Requests: {"error": {"code": "RATE_LIMITED", "retry_after_s": 30}}', dur=0.12)]
     + [call("locker_availability", {"site_id": "APT-T2", "size": "M"},
             None, 'HTTP 429 Too Many Requests: {"error": {"code": "RATE_LIMITED", "retry_after_s": 30}}',
             dur=0.12, retry=n, reason="http_429", backoff=0.3) for n in range(2, 8)]],
    "I couldn't get availability for Airport T2 — the locker service is rate-limiting requests right now. "
    "Try again in a minute, or check the kiosk at the site.",
))

add(run(
    "b31-locker-ferry-hours-loop", D, "flawed", "llm_loop", "llm_loop", "16:10:44", GPT4O,
    "What are the opening hours of the luggage storage at Harbor Ferry Terminal?",
    [[call("locker_find_site", {"query": "Harbor Ferry Terminal"},
           {"results": [{"site_id": "HFT-01", "name": "Harbor Ferry Terminal", "type": "staffed"}], "count": 1})],
     [call("locker_site_info", {"site_id": "HFT-01"},
           {"data": {"name": "Harbor Ferry Terminal", "access": "staffed desk",
                     "hours": [{"days": "Mon-Fri", "open": "06:00", "close": "22:00"}, {"days": "Sat-Sun", "open": "07:00", "close": "21:00"}]}})]],
    "The luggage storage at Harbor Ferry Terminal is a staffed desk, open 6:00 AM–10:00 PM Monday to Friday and "
    "7:00 AM–9:00 PM on weekends. The luggage storage at Harbor Ferry Terminal is a staffed desk, open 6:00 AM–10:00 PM "
    "Monday to Friday and 7:00 AM–9:00 PM on weekends.",
    llm_loop=8, loop_tokens=96,
))

add(run(
    "b31-locker-laptop-overnight", D, "flawed", "overconfident_wording", "overconfident_wording", "21:05:37", HAIKU,
    "Will my laptop be safe in a locker overnight at Central Station?",
    [[call("locker_site_info", {"site_id": "CST-01"},
           {"data": {"name": "Central Station lockers", "access": "24h self-service",
                     "security": {"cctv": True, "staffed_hours": "06:00-23:00", "insurance_cover": {"amount": 500, "currency": "EUR"}},
                     "terms": "Valuables are stored at the customer's own risk; liability limited to EUR 500 per locker"}})]],
    "Yes, it'll be perfectly safe overnight — the locker bank has CCTV, it's staffed until 11:00 PM, and each locker is "
    "insured up to €500, so there's nothing to worry about.",
))
