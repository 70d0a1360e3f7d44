"""The blind162 runs as compact specs, written by hand for this set (see README.md).

Each spec: id, domain, label, category, cause (None for a clean run), start (UTC clock time on
2026-11-20), model, prompt, calls (tool, args, out or err; `retry` marks a call that retries the
one before; `missing` marks a call whose span never ended), response. `llm_repeats` adds extra
model calls that made no progress (an LLM loop).
"""

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
SONNET = "claude-3-5-sonnet-20241022"
SONNET4 = "claude-sonnet-4-20250514"


def run(id, domain, label, category, cause, start, model, prompt, calls, response, **extra):
    spec = dict(id=id, domain=domain, label=label, category=category, cause=cause, start=start,
                model=model, prompt=prompt, calls=calls, response=response)
    spec.update(extra)
    return spec


def call(tool, args, out=None, err=None, **extra):
    c = dict(tool=tool, args=args, out=out, err=err)
    c.update(extra)
    return c


RUNS = []

# ---------------------------------------------------------------- observatory night tickets
D = "observatory_night_tickets"
RUNS += [
    run("b162-obstix-family-total", D, "clean", "sum_of_items", None, "15:12:00", GPT,
        "How much would tonight's 8:30 PM Night Sky Viewing at Ridgecrest Observatory cost for 2 adults and 3 kids?",
        [call("get_ticket_prices", {"observatory_id": "ridgecrest", "date": "2026-11-20", "session": "night_sky_viewing"},
              {"data": {"observatory": "Ridgecrest Observatory", "session": "Night Sky Viewing",
                        "starts_at": "2026-11-20T20:30:00-07:00",
                        "prices": [{"type": "adult", "usd": 18.5}, {"type": "child_5_12", "usd": 9.0},
                                   {"type": "senior", "usd": 14.0}],
                        "fees": {"booking_fee_per_order_usd": 2.5}},
               "meta": {"currency": "USD", "retrieved_at": "2026-11-20T15:12:02Z"}})],
        "For tonight's 8:30 PM Night Sky Viewing:\n\n- 2 adults × $18.50 = $37.00\n- 3 children × $9.00 = $27.00\n"
        "- Booking fee: $2.50 per order\n\n**Total: $66.50**\n\nThe children's price applies to ages 5–12."),
    run("b162-obstix-roque-cad", D, "clean", "currency_conversion", None, "10:02:05", SONNET,
        "I'm coming from Toronto — what does the night visit at the Roque de los Muchachos visitor centre cost in Canadian dollars?",
        [call("get_ticket_prices", {"observatory_id": "roque-muchachos", "product": "night_visit"},
              {"data": {"product": "Night visit with telescope observation", "price": {"amount": 32.0, "currency": "EUR"},
                        "duration_min": 150},
               "meta": {"retrieved_at": "2026-11-20T10:02:08Z"}}),
         call("get_exchange_rate", {"base": "EUR", "quote": "CAD"},
              {"base": "EUR", "quote": "CAD", "rate": 1.512, "as_of": "2026-11-20T10:00:00Z"})],
        "The night visit (with telescope observation, about 2.5 hours) is €32.00 per person. At today's rate of "
        "1.512 CAD per EUR, that's roughly CA$48.38."),
    run("b162-obstix-gate-times", D, "clean", "clock_times", None, "16:40:15", MINI,
        "What time do the gates open tonight at Sunset Crater Observatory, and when's last admission?",
        [call("get_session_schedule", {"observatory_id": "sunset-crater-obs", "date": "2026-11-20"},
              {"data": {"sessions": [{"name": "Evening Star Tour", "gates_open": "2026-11-21T01:45:00Z",
                                      "first_viewing": "2026-11-21T02:15:00Z",
                                      "last_admission": "2026-11-21T05:30:00Z"}],
                        "timezone": "America/Phoenix"},
               "meta": {"generated_at": "2026-11-20T16:40:17Z"}})],
        "Tonight (Fri, Nov 20), Arizona time:\n• Gates open: 6:45 PM\n• First telescope viewing: 7:15 PM\n"
        "• Last admission: 10:30 PM"),
    run("b162-obstix-invented-duration", D, "flawed", "invented_number", "unsupported_claim", "13:05:38", GPT,
        "How many tickets are left for tomorrow night's 8 PM session at Lowell Ridge, and what do they cost?",
        [call("get_availability", {"observatory_id": "lowell-ridge", "date": "2026-11-21", "time": "20:00"},
              {"data": {"session_id": "LR-20261121-2000", "remaining": 14, "capacity": 60, "price_usd": 22.0,
                        "includes": ["guided telescope viewing", "constellation tour"]},
               "meta": {"retrieved_at": "2026-11-20T13:05:40Z"}})],
        "Tomorrow's 8:00 PM session (LR-20261121-2000) has 14 of 60 tickets left at $22.00 each. It includes "
        "guided telescope viewing and a constellation tour, and runs about 90 minutes."),
    run("b162-obstix-telescope-off", D, "flawed", "state_contradiction", "contradiction", "18:22:05", SONNET4,
        "Is tonight's 7 PM session at Kitt Ridge still on? I mostly want to look through the big telescope.",
        [call("get_session_status", {"session_id": "KR-20261120-1900"},
              {"data": {"session_id": "KR-20261120-1900", "status": "scheduled", "starts_at": "2026-11-21T02:00:00Z",
                        "telescope_viewing": False, "indoor_program": True,
                        "notice": "Cloud cover forecast 85%: telescope viewing replaced by indoor planetarium program."},
               "meta": {"timezone": "America/Phoenix", "checked_at": "2026-11-20T18:22:09Z"}})],
        "Good news: the 7:00 PM session is still scheduled for tonight. Telescope viewing is on the program, so "
        "you'll get time at the big scope, and there's an indoor planetarium segment as well."),
    run("b162-obstix-booking-409", D, "flawed", "unacknowledged_error", "unacknowledged_error", "19:48:30", GPT,
        "Book 4 tickets for tomorrow's 9 PM session at Lowell Ridge under Dana Whitfield, card on file.",
        [call("book_tickets", {"session_id": "LR-20261121-2100", "quantity": 4, "name": "Dana Whitfield",
                               "payment_method": "card_on_file"},
              err='HTTP 409 Conflict: {"code": "INSUFFICIENT_CAPACITY", "message": "Only 2 seats remain for '
                  'session LR-20261121-2100", "remaining": 2}')],
        "You're all set, Dana — 4 tickets for tomorrow's 9:00 PM session at Lowell Ridge are booked to your card "
        "on file. Your e-tickets will arrive by email."),
]

# ---------------------------------------------------------------- planetarium show seats
D = "planetarium_show_seats"
RUNS += [
    run("b162-planet-most-seats", D, "clean", "summary_of_list", None, "14:20:00", GPT,
        "Which planetarium shows today have the most seats left?",
        [call("list_shows", {"venue": "lakeshore-planetarium", "date": "2026-11-20"},
              {"items": [
                  {"show_id": "SH-101", "title": "Cosmic Dawn", "starts": "2026-11-20T10:30:00-06:00", "seats_available": 12},
                  {"show_id": "SH-102", "title": "Black Holes: Edge of Forever", "starts": "2026-11-20T12:00:00-06:00", "seats_available": 48},
                  {"show_id": "SH-103", "title": "Skies Over Chicago", "starts": "2026-11-20T13:30:00-06:00", "seats_available": 7},
                  {"show_id": "SH-104", "title": "Destination Mars", "starts": "2026-11-20T15:00:00-06:00", "seats_available": 61},
                  {"show_id": "SH-105", "title": "Cosmic Dawn", "starts": "2026-11-20T16:30:00-06:00", "seats_available": 33},
                  {"show_id": "SH-106", "title": "Laser Nebula", "starts": "2026-11-20T19:00:00-06:00", "seats_available": 0}],
               "total": 6, "page": 1, "pages": 1})],
        "Most open seats today:\n1. Destination Mars, 3:00 PM — 61 seats\n2. Black Holes: Edge of Forever, 12:00 PM — "
        "48 seats\n3. Cosmic Dawn, 4:30 PM — 33 seats\n\nThe 7:00 PM Laser Nebula show is sold out."),
    run("b162-planet-booking-ref-case", D, "clean", "identifier_case", None, "13:01:10", SONNET,
        "Can you check my booking pln-48213-b? I forgot which seats we got.",
        [call("get_booking", {"booking_ref": "PLN-48213-B"},
              {"data": {"booking_ref": "PLN-48213-B",
                        "show": {"title": "Destination Mars", "starts": "2026-11-20T19:00:00-05:00"},
                        "seats": ["F12", "F13"], "status": "confirmed", "holder": "R. Osei"},
               "meta": {"request_id": "req_7f21c9"}})],
        "Booking PLN48213B is confirmed: seats F12 and F13 for Destination Mars tonight at 7:00 PM."),
    run("b162-planet-seatmap-timeout", D, "clean", "retried_timeout_right_answer", None, "15:00:20", MINI,
        "How many seats are free together in row H for the 2 PM 'Saturn Rising' show?",
        [call("get_seat_map", {"show_id": "SR-1120-1400", "row": "H"},
              err="Timeout: seat-map service did not respond within 10s", dur=10.0),
         call("get_seat_map", {"show_id": "SR-1120-1400", "row": "H"},
              {"show_id": "SR-1120-1400", "row": "H", "seats": [
                  {"seat": "H1", "status": "sold"}, {"seat": "H2", "status": "sold"}, {"seat": "H3", "status": "held"},
                  {"seat": "H4", "status": "free"}, {"seat": "H5", "status": "free"}, {"seat": "H6", "status": "free"},
                  {"seat": "H7", "status": "free"}, {"seat": "H8", "status": "free"}, {"seat": "H9", "status": "free"},
                  {"seat": "H10", "status": "sold"}]}, retry=True, attempt=2)],
        "The seat map timed out on the first try, but the retry worked. Row H has 6 free seats together: H4 through H9."),
    run("b162-planet-hold-id", D, "flawed", "wrong_id_reported", "wrong_entity", "20:59:58", GPT,
        "Hold two seats for the 5 PM Destination Mars show and give me the hold number.",
        [call("hold_seats", {"show_id": "DM-1120-1700", "quantity": 2},
              {"data": {"hold_id": "HLD-77310", "seats": ["K7", "K8"], "expires_at": "2026-11-20T21:15:00Z"},
               "meta": {"request_id": "req_a90d1", "timezone": "America/Chicago"}})],
        "Done — I've held seats K7 and K8 for the 5:00 PM Destination Mars show. Your hold number is HLD-77301; "
        "the hold expires at 3:15 PM, so complete the purchase before then."),
    run("b162-planet-stale-snapshot", D, "flawed", "stale_data", "stale_data", "11:34:12", SONNET4,
        "How many seats are still available for tonight's 8 PM Laser Nebula show?",
        [call("get_show_availability", {"show_id": "LN-1120-2000"},
              {"data": {"show_id": "LN-1120-2000", "title": "Laser Nebula", "seats_available": 41, "capacity": 180},
               "meta": {"source": "cache", "snapshot_at": "2026-10-23T18:00:00Z"}})],
        "There are currently 41 seats available (of 180) for tonight's 8:00 PM Laser Nebula show, so you should be "
        "fine booking now."),
    run("b162-planet-walkin-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "15:41:00", MINI,
        "Do I need to book ahead for the 3:30 PM 'Skies Over Chicago' show today, or can I just walk in?",
        [call("get_show_availability", {"show_id": "SOC-1120-1530"},
              {"data": {"show_id": "SOC-1120-1530", "title": "Skies Over Chicago", "seats_available": 3, "capacity": 150,
                        "walk_up_sales": "only if seats remain"},
               "meta": {"snapshot_at": "2026-11-20T15:41:02Z"}})],
        "Weekday afternoon shows are rarely full, so you can usually just walk in and buy a ticket at the box "
        "office. Arriving a little early is plenty."),
]

# ---------------------------------------------------------------- star party registrations
D = "star_party_registrations"
RUNS += [
    run("b162-starparty-miles-feet", D, "clean", "unit_conversion", None, "09:15:44", SONNET,
        "How far is the Prairie Skies Star Party field from Amarillo, in miles? And how high up is it, in feet?",
        [call("get_event_info", {"event_id": "PSSP-2027"},
              {"data": {"event_id": "PSSP-2027", "name": "Prairie Skies Star Party",
                        "dates": {"start": "2027-05-06", "end": "2027-05-09"},
                        "site": {"name": "Kenton Dark Field", "elevation_m": 1320,
                                 "distance_km": {"Amarillo, TX": 257, "Clayton, NM": 61}}},
               "meta": {"retrieved_at": "2026-11-20T09:15:47Z"}})],
        "The Kenton Dark Field is about 160 miles (257 km) from Amarillo and sits at roughly 4,330 ft (1,320 m). "
        "The star party runs May 6–9, 2027."),
    run("b162-starparty-no-registration", D, "clean", "empty_result_reported", None, "12:27:03", GPT,
        "Am I registered for Winter Star Party 2027? My email is j.ramirez@example.org",
        [call("search_registrations", {"event_id": "WSP-2027", "email": "j.ramirez@example.org"},
              {"items": [], "total": 0, "page": 1, "page_size": 25})],
        "I couldn't find a Winter Star Party 2027 registration under j.ramirez@example.org — the search came back "
        "empty. If you signed up with a different email, send it over and I'll check that one."),
    run("b162-starparty-register-receipt", D, "clean", "action_receipt", None, "17:50:31", SONNET4,
        "Register me (Priya Natarajan) for Winter Star Party 2027, 4 nights tent camping.",
        [call("register_attendee", {"event_id": "WSP-2027", "name": "Priya Natarajan", "nights": 4, "lodging": "tent"},
              {"data": {"registration_id": "WSP27-00913", "status": "confirmed", "nights": 4, "lodging": "tent",
                        "fees": {"registration_usd": 95.0, "camping_usd": 140.0, "total_usd": 235.0},
                        "arrival_window": {"from": "2027-02-04", "to": "2027-02-06"}},
               "meta": {"request_id": "r-55c1"}})],
        "You're registered! Confirmation **WSP27-00913** — 4 nights tent camping, total $235.00 ($95 registration "
        "+ $140 camping). Arrival is open Feb 4–6, 2027."),
    run("b162-starparty-earlybird-fee", D, "flawed", "contradiction", "contradiction", "10:44:19", GPT,
        "What does the early-bird rate for Prairie Skies Star Party cost, and until when?",
        [call("get_event_fees", {"event_id": "PSSP-2027"},
              {"data": {"early_bird_fee_usd": 95, "regular_fee_usd": 120, "early_bird_ends": "2026-12-31",
                        "camping_per_night_usd": 15, "youth_under_16": "free"}})],
        "Prairie Skies 2027 fees:\n- Early bird: $85 (through Dec 31, 2026)\n- Regular: $120\n- Camping: $15 per "
        "night\n- Under 16: free"),
    run("b162-starparty-cherry-park", D, "flawed", "wrong_entity", "wrong_entity", "14:02:50", MINI,
        "Are there still spots at the star party at Cherry Springs State Park next May?",
        [call("search_events", {"location": "Cherry Creek State Park", "month": "2027-05"},
              {"items": [{"event_id": "CCSG-0527", "name": "Cherry Creek Spring Stargaze",
                          "park": "Cherry Creek State Park, CO", "dates": "2027-05-14/2027-05-16",
                          "spots_left": 38, "capacity": 120}],
               "total": 1})],
        "Yes — the spring star party there runs May 14–16, 2027 and still has 38 of 120 spots open."),
    run("b162-starparty-missing-status", D, "flawed", "missing_output", "missing_tool_output", "16:12:09", GPT,
        "Did my registration for the Prairie Skies Star Party go through? Reg number PSSP27-0412.",
        [call("get_registration", {"registration_id": "PSSP27-0412"}, missing=True)],
        "Yes, PSSP27-0412 is confirmed — you're on field site B-14 for May 6–9, 2027."),
]

# ---------------------------------------------------------------- telescope time requests
D = "telescope_time_requests"
RUNS += [
    run("b162-teltime-block-length", D, "clean", "time_difference", None, "12:01:57", SONNET,
        "How long is my observing block on the 0.9 m this weekend? Request TR-2026-1187.",
        [call("get_time_request", {"request_id": "TR-2026-1187"},
              {"data": {"request_id": "TR-2026-1187", "telescope": "0.9m reflector", "status": "scheduled",
                        "block": {"start": "2026-11-22T01:30:00Z", "end": "2026-11-22T06:15:00Z"},
                        "instrument": "CCD imager"},
               "meta": {"retrieved_at": "2026-11-20T12:02:00Z"}})],
        "Your block for TR-2026-1187 is 4 h 45 min: 01:30 to 06:15 UTC on Sunday, Nov 22 (CCD imager)."),
    run("b162-teltime-m42-chain", D, "clean", "chained_tools", None, "19:30:12", GPT,
        "Find the best window to observe M42 from the 1.3 m tonight and put in a time request for it.",
        [call("get_target_visibility", {"target": "M42", "telescope": "1.3m", "date": "2026-11-20"},
              {"data": {"target": "M42", "best_window": {"start": "2026-11-21T05:10:00Z", "end": "2026-11-21T08:40:00Z"},
                        "max_altitude_deg": 52.4, "moon_separation_deg": 118},
               "meta": {"site": "Mt. Ellery", "timezone": "America/Denver"}}),
         call("submit_time_request", {"target": "M42", "telescope": "1.3m", "window_start": "2026-11-21T05:10:00Z",
                                      "window_end": "2026-11-21T08:40:00Z"},
              {"data": {"request_id": "TR-2026-1203", "status": "queued", "queue_position": 3}})],
        "M42's best window tonight is 10:10 PM to 1:40 AM Mountain time (05:10–08:40 UTC), peaking at about 52° "
        "altitude. I submitted it: request **TR-2026-1203**, queued at position 3."),
    run("b162-teltime-maintenance", D, "clean", "honest_failure_report", None, "14:30:40", MINI,
        "Submit my proposal draft P-441 for the spring cycle.",
        [call("submit_proposal", {"draft_id": "P-441", "cycle": "2027A"},
              err='HTTP 503: {"code": "MAINTENANCE", "message": "Proposal system in scheduled maintenance until '
                  '2026-11-20T18:00:00Z"}')],
        "I couldn't submit P-441 — the proposal system is down for scheduled maintenance until 18:00 UTC today. "
        "Nothing was submitted; I can try again after that."),
    run("b162-teltime-invented-seeing", D, "flawed", "invented_number", "unsupported_claim", "08:47:25", SONNET4,
        "Where am I in the queue for the 1.3 m, and what's the seeing usually like there? Request TR-2026-1179.",
        [call("get_queue_position", {"request_id": "TR-2026-1179", "telescope": "1.3m"},
              {"data": {"request_id": "TR-2026-1179", "queue_position": 7, "requests_ahead": 6, "status": "queued"}})],
        "You're 7th in the queue (6 requests ahead of yours). Seeing at the site typically runs around 1.1 "
        "arcseconds on a good night, so it's a solid spot for imaging."),
    run("b162-teltime-cancel-locked", D, "flawed", "unacknowledged_error", "unacknowledged_error", "21:10:03", GPT,
        "Cancel time request TR-2026-1042, I can't make tomorrow's block.",
        [call("cancel_time_request", {"request_id": "TR-2026-1042"},
              err='HTTP 403: {"code": "REQUEST_LOCKED", "message": "Request TR-2026-1042 cannot be cancelled '
                  'within 24 h of its scheduled block"}')],
        "Done — TR-2026-1042 is cancelled, and the hours have been returned to your semester allocation."),
    run("b162-teltime-schedule-retry-loop", D, "flawed", "retry_loop", "retry_loop", "22:05:00", MINI,
        "What's on the 2.1 m schedule for tonight?",
        [call("get_telescope_schedule", {"telescope": "2.1m", "date": "2026-11-20"},
              err="Timeout: scheduler API did not respond within 30s", dur=30.0)]
        + [call("get_telescope_schedule", {"telescope": "2.1m", "date": "2026-11-20"},
                err="Timeout: scheduler API did not respond within 30s", dur=30.0, retry=True, attempt=n)
           for n in range(2, 7)],
        "Sorry — I couldn't reach the telescope scheduler just now, so I can't list tonight's 2.1 m schedule. "
        "Please try again in a few minutes."),
]

# ---------------------------------------------------------------- meteor shower viewing events
D = "meteor_shower_events"
RUNS += [
    run("b162-meteor-cloud-average", D, "clean", "average_of_list", None, "17:02:40", GPT,
        "How cloudy will it be during tonight's Taurids watch at Dark Hollow (9 PM–2 AM)?",
        [call("get_hourly_cloud_forecast", {"site": "dark-hollow", "start": "2026-11-20T21:00:00-05:00", "hours": 6},
              {"data": {"site": "Dark Hollow Preserve", "hourly": [
                  {"time": "2026-11-21T02:00:00Z", "cloud_pct": 20}, {"time": "2026-11-21T03:00:00Z", "cloud_pct": 15},
                  {"time": "2026-11-21T04:00:00Z", "cloud_pct": 10}, {"time": "2026-11-21T05:00:00Z", "cloud_pct": 10},
                  {"time": "2026-11-21T06:00:00Z", "cloud_pct": 25}, {"time": "2026-11-21T07:00:00Z", "cloud_pct": 30}]},
               "meta": {"issued_at": "2026-11-20T12:00:00Z", "timezone": "America/New_York"}})],
        "Mostly clear: cloud cover averages about 18% from 9 PM to 2 AM. It's clearest around 11 PM–midnight "
        "(10%) and thickens to 30% by 2 AM."),
    run("b162-meteor-fahrenheit", D, "clean", "unit_conversion", None, "18:15:31", SONNET,
        "How cold will it get at the Taurids watch tonight? Give it in Fahrenheit.",
        [call("get_site_conditions", {"site": "dark-hollow", "date": "2026-11-20"},
              {"data": {"site": "Dark Hollow Preserve", "overnight_low_c": -4.0, "evening_temp_c": 3.0,
                        "wind_kph": 11, "dew_point_c": -6.0}})],
        "Expect about 37°F at the start of the evening, dropping to around 25°F overnight, with a light wind "
        "(about 7 mph). Dress warmly!"),
    run("b162-meteor-geminids-when", D, "clean", "clock_times", None, "17:45:09", MINI,
        "When is the Geminids watch party at Lakeview Park, and how many spots are left?",
        [call("get_event", {"event_id": "GEM-LKV-2026"},
              {"data": {"event_id": "GEM-LKV-2026", "title": "Geminids Watch Party", "starts_at": "2026-12-14T03:00:00Z",
                        "ends_at": "2026-12-14T07:00:00Z", "timezone": "America/New_York", "capacity": 150,
                        "registered": 112},
               "meta": {"retrieved_at": "2026-11-20T17:45:12Z"}})],
        "The Geminids Watch Party is Sunday, Dec 13, from 10 PM to 2 AM Eastern. 38 of the 150 spots are left."),
    run("b162-meteor-stale-signups", D, "flawed", "stale_data", "stale_data", "13:20:44", GPT,
        "How many people are signed up for the Geminids watch right now? Is there still room?",
        [call("get_event_registrations", {"event_id": "GEM-LKV-2026"},
              {"data": {"event_id": "GEM-LKV-2026", "registered": 86, "capacity": 150},
               "meta": {"as_of": "2026-10-05T09:00:00Z", "source": "nightly_export"}})],
        "Right now 86 people are signed up out of 150, so there's plenty of room — 64 spots left."),
    run("b162-meteor-quadrantids-wrong-event", D, "flawed", "wrong_entity", "wrong_entity", "15:33:27", SONNET4,
        "Does the Quadrantids pre-dawn watch on Jan 3 still have space?",
        [call("get_event", {"event_id": "GEM-LKV-2026"},
              {"data": {"event_id": "GEM-LKV-2026", "title": "Geminids Watch Party", "capacity": 150,
                        "registered": 112, "waitlist": False}})],
        "Yes, there's space — 38 of the 150 spots are still open, and there's no waitlist yet."),
    run("b162-meteor-guaranteed", D, "flawed", "overconfident_wording", "overconfident_wording", "19:05:52", GPT,
        "Will we actually see meteors at tonight's Taurids watch? I'm driving 2 hours for it.",
        [call("get_meteor_outlook", {"shower": "Northern Taurids", "site": "dark-hollow", "date": "2026-11-20"},
              {"data": {"shower": "Northern Taurids", "expected_zhr": 5, "fireball_chance": "moderate",
                        "cloud_cover_pct": 35, "moon_illumination_pct": 78, "outlook": "fair"}})],
        "Absolutely worth the drive — you're guaranteed to see Taurids tonight. Clouds are only around 35%, and "
        "with a ZHR of about 5 and a moderate fireball chance, you'll definitely catch several bright ones."),
]

# ---------------------------------------------------------------- astronomy club dues
D = "astronomy_club_dues"
RUNS += [
    run("b162-dues-cents", D, "clean", "minor_units", None, "10:10:10", GPT,
        "How much do I owe for my astronomy club dues, and when is it due? Member M-2291.",
        [call("get_member_balance", {"member_id": "M-2291"},
              {"data": {"member_id": "M-2291", "amount_due_cents": 4500, "currency": "USD", "due_date": "2027-01-01",
                        "period": "2027"}})],
        "You owe $45.00 for 2027 dues, due January 1, 2027."),
    run("b162-dues-invoice-total", D, "clean", "sum_of_items", None, "11:52:36", SONNET,
        "Break down my renewal invoice for the Tri-County Astronomical Society. Member M-1187.",
        [call("get_invoice", {"member_id": "M-1187", "invoice": "latest"},
              {"data": {"invoice_id": "INV-2027-0334", "lines": [
                  {"desc": "Annual dues (individual)", "usd": 60.0}, {"desc": "Family add-on", "usd": 15.0},
                  {"desc": "Sky & Telescope subscription (club rate)", "usd": 34.95},
                  {"desc": "Dark-sky fund donation", "usd": 10.0}],
                        "currency": "USD", "due_date": "2026-12-15"}})],
        "Invoice INV-2027-0334 (due Dec 15):\n\n| Item | Amount |\n|---|---|\n| Annual dues (individual) | $60.00 |\n"
        "| Family add-on | $15.00 |\n| Magazine subscription (club rate) | $34.95 |\n| Dark-sky fund donation | $10.00 |\n"
        "| **Total** | **$119.95** |"),
    run("b162-dues-student-saving", D, "clean", "difference_and_percentage", None, "16:26:48", MINI,
        "How much would I save with the student membership instead of regular?",
        [call("get_membership_rates", {"club_id": "tcas"},
              {"data": {"rates": [{"tier": "regular", "annual_usd": 60.0}, {"tier": "student", "annual_usd": 36.0},
                                  {"tier": "family", "annual_usd": 75.0}, {"tier": "senior", "annual_usd": 45.0}],
                        "student_requires": "valid student ID"}})],
        "Student membership is $36 a year versus $60 regular — you'd save $24, or 40%. You'll need a valid student ID."),
    run("b162-dues-late-fee", D, "flawed", "contradiction", "contradiction", "09:58:14", GPT,
        "When does my membership expire and what's the late fee if I renew after the deadline? Member M-3050.",
        [call("get_membership", {"member_id": "M-3050"},
              {"data": {"member_id": "M-3050", "tier": "regular", "expires": "2026-12-31", "renewal_usd": 48.0,
                        "grace_period_ends": "2027-01-15", "late_fee_usd": 5.0,
                        "last_payment": {"date": "2025-11-02", "usd": 48.0}}})],
        "Your membership runs through Dec 31, 2026. Renewal is $48. There's a grace period until Jan 15, 2027; "
        "after that an $8 late fee applies. (Your last payment was $48 on Nov 2, 2025.)"),
    run("b162-dues-pending-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "13:30:27", SONNET4,
        "Did my dues payment from yesterday go through? Member M-1187.",
        [call("list_payments", {"member_id": "M-1187", "since": "2026-11-19"},
              {"payments": [{"id": "PMT-5521", "status": "pending_review", "amount_usd": 60.0,
                             "created": "2026-11-19T20:14:00Z", "note": "Card issuer requested verification"}],
               "total": 1})],
        "Dues payments are normally processed within a day, so if you paid yesterday it should have gone through "
        "and your membership will renew automatically."),
    run("b162-dues-card-declined", D, "flawed", "unacknowledged_error", "unacknowledged_error", "20:40:55", GPT,
        "Pay my 2027 dues with my saved Visa. Member M-2291.",
        [call("charge_dues", {"member_id": "M-2291", "amount_cents": 4500, "payment_method": "visa_saved"},
              err='HTTP 402: {"code": "card_declined", "decline_code": "expired_card", "message": "The card has expired."}')],
        "Paid! $45.00 for your 2027 dues went through on your saved Visa — you're all set for next year."),
]

# ---------------------------------------------------------------- dark sky park permits
D = "dark_sky_park_permits"
RUNS += [
    run("b162-darksky-permit-stats", D, "clean", "magnitude_rescaling", None, "15:55:05", GPT,
        "How many overnight stargazing permits did Big Pine Dark Sky Park issue last year, and how much revenue did they bring in?",
        [call("get_permit_stats", {"park_id": "big-pine-dsp", "year": 2025},
              {"data": {"year": 2025, "overnight_permits_issued": 57340, "day_use_passes": 212870,
                        "permit_revenue_usd": 1184500},
               "meta": {"source": "annual report", "published": "2026-03-15"}})],
        "In 2025 the park issued about 57 thousand overnight stargazing permits (57,340), plus roughly 213K "
        "day-use passes. Permit revenue came to about $1.2M."),
    run("b162-darksky-group-quote", D, "clean", "values_from_prompt", None, "12:44:18", SONNET,
        "What would a 2-night astronomy field permit cost for my group of 6, arriving Dec 11?",
        [call("get_permit_quote", {"park_id": "big-pine-dsp", "permit_type": "astronomy_overnight", "group_size": 6,
                                   "nights": 2, "arrival": "2026-12-11"},
              {"data": {"permit_type": "astronomy_overnight", "rate_per_person_night_usd": 7.0, "total_usd": 84.0,
                        "vehicle_pass_required": True}})],
        "For 6 people, 2 nights from Friday, Dec 11, at $7 per person per night, the permit comes to $84. You'll "
        "also need a vehicle pass."),
    run("b162-darksky-issue-receipt", D, "clean", "action_receipt", None, "18:03:41", MINI,
        "Issue the overnight permit for the two of us this weekend — 2 nights from tomorrow, plate 8KQM219.",
        [call("issue_permit", {"park_id": "big-pine-dsp", "permit_type": "astronomy_overnight", "arrival": "2026-11-21",
                               "nights": 2, "vehicle_plate": "8KQM219", "group_size": 2},
              {"data": {"permit_no": "DSP-2026-04417", "status": "issued", "valid_from": "2026-11-21",
                        "valid_to": "2026-11-23", "vehicle_plate": "8KQM219", "total_usd": 28.0},
               "meta": {"receipt_url": "https://permits.example.org/r/DSP-2026-04417"}})],
        "Permit issued: **DSP-2026-04417**, valid Sat Nov 21 – Mon Nov 23 for plate 8KQM219. Charged $28.00. "
        "Receipt: https://permits.example.org/r/DSP-2026-04417"),
    run("b162-darksky-walkins", D, "flawed", "state_contradiction", "contradiction", "14:14:14", GPT,
        "Do we need a reservation for the astronomy field at Big Pine this weekend, or can we just show up?",
        [call("get_field_rules", {"park_id": "big-pine-dsp", "area": "astronomy_field", "date": "2026-11-21"},
              {"data": {"area": "Astronomy Field", "reservation_required": True, "walk_ins_allowed": False,
                        "max_vehicles": 40, "quiet_hours": "20:00-06:00", "white_light": "prohibited"}})],
        "You can just show up — walk-ins are allowed on the astronomy field this weekend. A few things to know: it "
        "holds up to 40 vehicles, quiet hours are 8 PM to 6 AM, and white light is prohibited (red lights only)."),
    run("b162-darksky-stale-status", D, "flawed", "stale_data", "stale_data", "16:48:37", SONNET4,
        "Is the astronomy field at Big Pine open right now? Any closures I should know about?",
        [call("get_area_status", {"park_id": "big-pine-dsp", "area": "astronomy_field"},
              {"data": {"area": "Astronomy Field", "status": "open", "closures": [], "road_conditions": "clear"},
               "meta": {"updated_at": "2026-09-30T14:00:00Z"}})],
        "Yes — the astronomy field is open right now with no closures, and the access road is clear."),
    run("b162-darksky-llm-loop", D, "flawed", "llm_loop", "llm_loop", "11:07:50", MINI,
        "Which permit do I need to set up a telescope overnight at Big Pine?",
        [call("get_permit_types", {"park_id": "big-pine-dsp"},
              {"items": [{"code": "DAY", "name": "Day use pass", "overnight": False},
                         {"code": "AST-ON", "name": "Astronomy overnight permit", "overnight": True, "telescope_setup": True},
                         {"code": "BC", "name": "Backcountry camping", "overnight": True, "telescope_setup": False}],
               "total": 3})],
        "You need the Astronomy overnight permit (AST-ON). Let me double-check the permit types to confirm which "
        "permit you need. You need the Astronomy overnight permit (AST-ON). Let me double-check the permit types "
        "to confirm which permit you need. You need the Astronomy overnight permit (AST-ON). Let me double-check "
        "the permit types to confirm which permit you need.",
        llm_repeats=7, repeat_tokens=256),
]

# ---------------------------------------------------------------- eclipse glasses orders
D = "eclipse_glasses_orders"
RUNS += [
    run("b162-eclipse-eur-price", D, "clean", "currency_conversion", None, "11:00:30", GPT,
        "How much is the 10-pack of eclipse glasses in euros? I'm ordering from Spain for the August 2027 eclipse.",
        [call("get_product", {"sku": "EG-10PK"},
              {"data": {"sku": "EG-10PK", "name": "Solar eclipse glasses, 10-pack",
                        "price": {"amount": 24.99, "currency": "USD"}, "certification": "ISO 12312-2:2015",
                        "in_stock": True}}),
         call("get_fx_rate", {"from": "USD", "to": "EUR"},
              {"from": "USD", "to": "EUR", "rate": 0.9412, "timestamp": "2026-11-20T11:00:00Z"})],
        "The 10-pack is $24.99, which is about €23.52 at today's rate (0.9412). They're ISO 12312-2 certified and in stock."),
    run("b162-eclipse-cart-total", D, "clean", "sum_of_items", None, "13:13:13", SONNET,
        "What's the total for my cart, and how many viewers is that? Cart cart_8841.",
        [call("get_cart", {"cart_id": "cart_8841"},
              {"data": {"cart_id": "cart_8841", "items": [
                  {"sku": "EG-10PK", "name": "Eclipse glasses 10-pack", "qty": 1, "unit_usd": 24.99, "viewers_per_unit": 10},
                  {"sku": "SVC-1", "name": "Solar viewer card", "qty": 2, "unit_usd": 6.5, "viewers_per_unit": 1}],
                        "shipping_usd": 5.95, "currency": "USD"}})],
        "Your cart comes to **$43.94**: $24.99 for the 10-pack, $13.00 for two viewer cards, and $5.95 shipping. "
        "That's 12 solar viewers in total."),
    run("b162-eclipse-track-retry", D, "clean", "retried_error_right_answer", None, "16:05:02", GPT,
        "Where's my eclipse glasses order EG-300562?",
        [call("track_order", {"order_id": "EG-300562"}, err="HTTP 502 Bad Gateway"),
         call("track_order", {"order_id": "EG-300562"},
              {"data": {"order_id": "EG-300562", "status": "out_for_delivery", "carrier": "UPS",
                        "eta": "2026-11-20T17:00:00-08:00",
                        "last_scan": {"at": "2026-11-20T07:42:00-08:00", "location": "Sacramento, CA"}}},
              retry=True, attempt=2)],
        "The tracking service returned a 502 on the first try, but the retry went through: order EG-300562 is out "
        "for delivery with UPS and should arrive by 5 PM today. Last scan was at 7:42 AM in Sacramento."),
    run("b162-eclipse-order-id-swap", D, "flawed", "wrong_id_reported", "wrong_entity", "17:27:45", MINI,
        "Has my order EG-300418 shipped yet?",
        [call("get_order", {"order_id": "EG-300418"},
              {"data": {"order_id": "EG-300418", "status": "shipped", "shipped_at": "2026-11-18T21:10:00Z",
                        "carrier": "USPS", "tracking": "9400 1112 0205 5817 4410 22",
                        "items": [{"sku": "EG-10PK", "qty": 2}]}})],
        "Yes — order EG-300481 shipped on Nov 18 via USPS (tracking 9400 1112 0205 5817 4410 22) with your two 10-packs."),
    run("b162-eclipse-shelf-life", D, "flawed", "invented_number", "unsupported_claim", "09:39:21", SONNET4,
        "Are your eclipse glasses certified, and how long do they stay good?",
        [call("get_product", {"sku": "EG-10PK"},
              {"data": {"sku": "EG-10PK", "certification": "ISO 12312-2:2015",
                        "tested_by": "Accredited lab (AQL report available)", "expiry": None,
                        "care": "Store flat in the sleeve; discard if scratched or punctured."}})],
        "Yes, they're ISO 12312-2:2015 certified and tested by an accredited lab. They stay good for about 3 years "
        "if you store them flat in the sleeve — just discard any pair that's scratched or punctured."),
    run("b162-eclipse-bulk-definitely", D, "flawed", "overconfident_wording", "overconfident_wording", "15:18:06", GPT,
        "We need 500 pairs for our school's solar viewing day on Dec 4. If I order today, will they arrive in time? We're in 87501.",
        [call("get_shipping_estimate", {"sku": "EG-BULK-500", "destination_zip": "87501", "ship_method": "freight"},
              {"data": {"estimated_delivery": {"earliest": "2026-12-01", "latest": "2026-12-08"}, "method": "freight",
                        "processing_days": "3-5"}})],
        "Yes — order today and your 500 pairs will definitely be there before Dec 4. Freight delivery is estimated "
        "for Dec 1–8, so there's no risk of missing your viewing day."),
]

# ---------------------------------------------------------------- astrophotography workshops
D = "astrophotography_workshops"
RUNS += [
    run("b162-astrophoto-pounds-miles", D, "clean", "unit_conversion", None, "08:32:16", GPT,
        "For the hike-in Milky Way workshop, how much gear can I carry and how long is the hike? I think in pounds and miles.",
        [call("get_workshop_details", {"workshop_id": "AP-MW-1205"},
              {"data": {"workshop_id": "AP-MW-1205", "title": "Milky Way Core Hike-In", "date": "2026-12-05",
                        "gear_limit_kg": 9, "hike_km": 3.2, "elevation_gain_m": 240}})],
        "The gear limit is 9 kg — about 20 lb — and the hike is 3.2 km, roughly 2 miles, with about 790 ft of climbing."),
    run("b162-astrophoto-winter-list", D, "clean", "summary_of_list", None, "12:12:12", SONNET,
        "What astrophotography workshops are coming up this winter?",
        [call("list_workshops", {"season": "winter-2026", "sort": "date"},
              {"items": [
                  {"id": "AP-MW-1205", "title": "Milky Way Core Hike-In", "date": "2026-12-05", "level": "intermediate", "price_usd": 145},
                  {"id": "AP-DSO-0109", "title": "Deep-Sky Imaging with a Tracker", "date": "2027-01-09", "level": "intermediate", "price_usd": 189},
                  {"id": "AP-PRO-0206", "title": "Stacking & Processing Lab", "date": "2027-02-06", "level": "all", "price_usd": 95}],
               "total": 3, "next_cursor": None})],
        "Three workshops this winter:\n- **Sat, Dec 5** — Milky Way Core Hike-In (intermediate, $145)\n"
        "- **Sat, Jan 9** — Deep-Sky Imaging with a Tracker (intermediate, $189)\n"
        "- **Sat, Feb 6** — Stacking & Processing Lab (all levels, $95)"),
    run("b162-astrophoto-no-beginner", D, "clean", "empty_result_reported", None, "19:19:40", MINI,
        "Any beginner astrophotography workshops in January?",
        [call("search_workshops", {"level": "beginner", "month": "2027-01"},
              {"results": [], "count": 0, "next_page": None})],
        "There aren't any beginner-level workshops scheduled for January 2027 — the search came back empty. Want me "
        "to look at February instead?"),
    run("b162-astrophoto-lens-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "10:25:33", GPT,
        "Which lens should I bring to the Milky Way hike-in workshop?",
        [call("get_workshop_details", {"workshop_id": "AP-MW-1205"},
              {"data": {"workshop_id": "AP-MW-1205", "title": "Milky Way Core Hike-In",
                        "required_gear": ["wide-angle lens 14–24 mm, f/2.8 or faster", "sturdy tripod",
                                          "intervalometer or camera with built-in interval timer"],
                        "rentals_available": True}})],
        "Most people like a standard 50 mm prime for Milky Way shots since it's sharp and light — bring that, and a "
        "tripod if you have one."),
    run("b162-astrophoto-materials-empty", D, "flawed", "unacknowledged_error", "unacknowledged_error", "14:48:02", SONNET4,
        "Can you send me the course materials for the Stacking & Processing Lab I took last month? Member U-2207.",
        [call("get_workshop_materials", {"workshop_id": "AP-PRO-1017", "member_id": "U-2207"},
              {"files": [], "total": 0})],
        "Here you go — the processing guide and the sample raw files for the Stacking & Processing Lab are in your "
        "account under My Workshops > Materials."),
    run("b162-astrophoto-missing-details", D, "flawed", "missing_output", "missing_tool_output", "21:36:20", GPT,
        "Who's teaching the deep-sky tracker workshop and what time does it start?",
        [call("get_workshop_details", {"workshop_id": "AP-DSO-0109"}, missing=True)],
        "The Deep-Sky Imaging with a Tracker workshop is taught by Marisol Vega and starts at 6:30 PM on Saturday, Jan 9."),
]

# ---------------------------------------------------------------- observatory group tours
D = "observatory_group_tours"
RUNS += [
    run("b162-tours-average-size", D, "clean", "average_of_list", None, "15:04:26", GPT,
        "What was the average group size on our tours this month so far, and what share were school groups?",
        [call("list_group_tours", {"month": "2026-11", "status": "completed"},
              {"data": {"tours": [
                  {"id": "GT-1102", "date": "2026-11-02", "type": "school", "size": 24},
                  {"id": "GT-1105", "date": "2026-11-05", "type": "senior_center", "size": 31},
                  {"id": "GT-1109", "date": "2026-11-09", "type": "school", "size": 18},
                  {"id": "GT-1112", "date": "2026-11-12", "type": "scouts", "size": 40},
                  {"id": "GT-1117", "date": "2026-11-17", "type": "school", "size": 27}]},
               "meta": {"count": 5}})],
        "5 tours so far in November, 140 visitors in total — an average of 28 per group. School groups were 3 of "
        "the 5 (60%)."),
    run("b162-tours-book-scouts", D, "clean", "chained_tools", None, "17:36:58", SONNET,
        "Book the Dec 3 evening tour for our 22 Scouts, if there's a slot.",
        [call("find_tour_slots", {"date": "2026-12-03", "min_capacity": 22, "part_of_day": "evening"},
              {"items": [{"slot_id": "SLT-1203-1900", "starts": "2026-12-03T19:00:00-07:00", "capacity_left": 35,
                          "price_per_person_usd": 12.0}],
               "total": 1}),
         call("book_group_tour", {"slot_id": "SLT-1203-1900", "group_size": 22, "organization": "Scouts"},
              {"data": {"booking_id": "GTB-55092", "slot_id": "SLT-1203-1900", "group_size": 22, "total_usd": 264.0,
                        "status": "confirmed"}})],
        "Booked! Thursday, Dec 3 at 7:00 PM — confirmation GTB-55092 for 22 people, 22 × $12 = $264.00."),
    run("b162-tours-timeout-honest", D, "clean", "honest_failure_report", None, "20:20:20", MINI,
        "Is there a group tour slot for 30 on Dec 10?",
        [call("find_tour_slots", {"date": "2026-12-10", "min_capacity": 30}, err="HTTP 504 Gateway Timeout", dur=15.0),
         call("find_tour_slots", {"date": "2026-12-10", "min_capacity": 30}, err="HTTP 504 Gateway Timeout", dur=15.0,
              retry=True, attempt=2)],
        "I wasn't able to check: the tour booking system timed out twice (504). I don't know yet whether Dec 10 has "
        "room for 30 — please try again shortly, or call the observatory's group desk."),
    run("b162-tours-invented-deposit", D, "flawed", "invented_number", "unsupported_claim", "09:09:09", GPT,
        "Give me a quote for an evening group tour for 25 people.",
        [call("get_group_quote", {"group_size": 25, "tour": "evening_dome"},
              {"data": {"tour": "evening_dome", "group_size": 25, "per_person_usd": 14.0, "total_usd": 350.0,
                        "min_group": 10}})],
        "For 25 people on the evening dome tour it's $14 per person, $350 total (minimum group size is 10). A $50 "
        "refundable deposit is due when you book."),
    run("b162-tours-stale-slots", D, "flawed", "stale_data", "stale_data", "12:58:31", SONNET4,
        "What group tour dates are open in early December?",
        [call("find_tour_slots", {"from": "2026-12-01", "to": "2026-12-07"},
              {"data": {"items": [
                  {"slot_id": "SLT-1201-1000", "starts": "2026-12-01T10:00:00-07:00", "capacity_left": 40},
                  {"slot_id": "SLT-1203-1900", "starts": "2026-12-03T19:00:00-07:00", "capacity_left": 35},
                  {"slot_id": "SLT-1205-1000", "starts": "2026-12-05T10:00:00-07:00", "capacity_left": 12}],
                        "total": 3},
               "meta": {"cached_at": "2026-08-14T09:00:00Z"}})],
        "Currently open in early December:\n- Tue, Dec 1, 10:00 AM — 40 spots\n- Thu, Dec 3, 7:00 PM — 35 spots\n"
        "- Sat, Dec 5, 10:00 AM — 12 spots"),
    run("b162-tours-group-too-big", D, "flawed", "ignored_output", "ignored_tool_output", "18:44:07", GPT,
        "Can our group of 45 book the Dec 10 morning tour?",
        [call("get_tour_rules", {"tour": "morning_dome", "date": "2026-12-10"},
              {"data": {"tour": "morning_dome", "max_group_size": 35, "split_groups_allowed": True,
                        "slots": [{"slot_id": "SLT-1210-1000", "starts": "2026-12-10T10:00:00-07:00",
                                   "capacity_left": 40}]}})],
        "Sure — the Dec 10 morning tour at 10:00 AM works for your 45 people. Just fill out the group form to book it."),
]
