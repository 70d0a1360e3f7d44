"""Compact specs for the blind13 held-out runs (written by hand by the blind13 tester).

Each spec: id, domain, label, category, cause (None for clean), at (UTC start on 2026-11-20),
prompt, steps, response. A step is a tool call {tool, args, out | err, dur?}, a retry marker
{retry: True, tool, attempt}, a call that never returned {tool, args, missing: True}, or
{llm: n} for n model turns without tool calls.
"""


def C(tool, args, out=None, err=None, **kw):
    step = {"tool": tool, "args": args, "out": out, "err": err}
    step.update(kw)
    return step


def R(tool, attempt, reason="error", backoff=1.0):
    return {"retry": True, "tool": tool, "attempt": attempt, "reason": reason, "backoff": backoff}


def attempts(tool, args, results, reason="error", backoff=1.0, retry_events=True, **kw):
    """The same call made once per result (an error text or an output), with retry markers between."""
    steps = []
    for i, res in enumerate(results):
        if i and retry_events:
            steps.append(R(tool, i + 1, reason, backoff))
        steps.append(C(tool, args, err=res, **kw) if isinstance(res, str) else C(tool, args, res, **kw))
    return steps


FILM = "film_equipment_rentals"
REH = "rehearsal_scheduling"
DANCE = "dance_studio"
DOJO = "martial_arts_dojo"
CHESS = "chess_club_ratings"
ESP = "esports_tournaments"
TRIV = "trivia_nights"
COM = "comedy_club_bookings"
RADIO = "radio_ad_slots"
STUDIO = "recording_studio_sessions"

SPECS = [
    # ------------------------------------------------------------------ film equipment rentals
    dict(
        id="b13-film-alexa-quote-usd", domain=FILM, label="clean", category="currency_conversion", cause=None, at="09:12",
        prompt="I'm budgeting in dollars - what will the ARRI Alexa 35 body cost me for a 4-day rental from CineHire Berlin?",
        steps=[
            C("get_rental_quote", {"item_sku": "ARRI-ALEXA35-BODY", "days": 4, "location": "BER"},
              {"data": {"sku": "ARRI-ALEXA35-BODY", "location": "BER", "days": 4, "day_rate_eur": 950.0,
                        "weekly_discount_pct": 0, "subtotal_eur": 3800.0, "insurance_eur": 285.0, "total_eur": 4085.0,
                        "currency": "EUR"},
               "meta": {"quote_id": "QT-88213", "valid_until": "2026-11-27T23:59:00Z"}}),
            C("get_fx_rate", {"base": "EUR", "quote": "USD"},
              {"base": "EUR", "quote": "USD", "rate": 1.0842, "as_of": "2026-11-20T08:00:00Z", "provider": "ecb-ref"}),
        ],
        response=("The 4-day quote (QT-88213) is EUR 4,085.00: EUR 3,800 for the body at EUR 950/day plus EUR 285 insurance. "
                  "At today's rate of 1.0842 USD per EUR that's about $4,428.96. The quote is valid until Nov 27."),
    ),
    dict(
        id="b13-film-doc-kit-3day", domain=FILM, label="clean", category="sum_of_items", cause=None, at="10:40",
        prompt="Price out a 3-day doc kit: Sony FX6, a 24-70 lens, a Sachtler tripod and two Aputure 300d lights.",
        steps=[
            C("get_rental_quote",
              {"items": [{"sku": "SONY-FX6", "qty": 1}, {"sku": "SONY-FE-2470-GM2", "qty": 1},
                         {"sku": "SACHTLER-FLOWTECH75", "qty": 1}, {"sku": "APUTURE-300D-II", "qty": 2}],
               "days": 3, "location": "LAX"},
              {"data": {"line_items": [
                  {"sku": "SONY-FX6", "qty": 1, "day_rate_usd": 180, "days": 3, "line_total_usd": 540},
                  {"sku": "SONY-FE-2470-GM2", "qty": 1, "day_rate_usd": 45, "days": 3, "line_total_usd": 135},
                  {"sku": "SACHTLER-FLOWTECH75", "qty": 1, "day_rate_usd": 38, "days": 3, "line_total_usd": 114},
                  {"sku": "APUTURE-300D-II", "qty": 2, "day_rate_usd": 55, "days": 3, "line_total_usd": 330}]},
               "meta": {"currency": "USD", "page": 1, "pages": 1, "tax_included": False}}),
        ],
        response=("Here's the 3-day doc kit from LA:\n"
                  "- Sony FX6: $540 ($180/day)\n- Sony 24-70 GM II: $135 ($45/day)\n"
                  "- Sachtler Flowtech 75: $114 ($38/day)\n- 2x Aputure 300d II: $330 ($55/day each)\n\n"
                  "Total: $1,119 before tax."),
    ),
    dict(
        id="b13-film-delivery-hazer-units", domain=FILM, label="clean", category="unit_conversion", cause=None, at="13:05",
        prompt=("How far is delivery from your Burbank depot to our set at 1200 N Vine, and how much hazer fluid comes "
                "with the Hazebase kit? Miles and gallons please."),
        steps=[
            C("get_delivery_estimate", {"origin_depot": "BUR-01", "destination": "1200 N Vine St, Los Angeles, CA"},
              {"origin_depot": "BUR-01", "distance_km": 16.4, "eta_minutes": 34, "fee_usd": 65}, parallel_next=True),
            C("get_kit_specs", {"sku": "HAZEBASE-CLASSIC-KIT"},
              {"sku": "HAZEBASE-CLASSIC-KIT", "contents": [
                  {"item": "Hazebase Classic hazer", "qty": 1},
                  {"item": "Base*S fluid", "qty": 2, "volume_l": 5.0},
                  {"item": "DMX cable 5m", "qty": 1}], "weight_kg": 14.2}),
        ],
        response=("It's about 10.2 miles (16.4 km) from the Burbank depot, roughly a 34-minute drive, and the delivery fee is $65. "
                  "The Hazebase kit comes with two 5 L jugs of Base*S fluid - 10 L in total, or about 2.6 US gallons."),
    ),
    dict(
        id="b13-film-cooke-weekend-deposit", domain=FILM, label="flawed", category="invented_number", cause="unsupported_claim", at="15:22",
        prompt="Is the Cooke S4 prime set available this weekend from the Atlanta branch, and what's the rate?",
        steps=[
            C("search_rental_inventory", {"query": "Cooke S4/i prime set", "branch": "ATL", "from": "2026-11-21", "to": "2026-11-22"},
              {"data": {"items": [{"sku": "COOKE-S4I-6LENS", "name": "Cooke S4/i 6-lens set (18/25/32/50/75/100)",
                                    "available_units": 1, "day_rate_usd": 650, "deposit_usd": None}]},
               "meta": {"total": 1, "branch": "ATL", "page": 1}}),
        ],
        response=("Yes - the Atlanta branch has one Cooke S4/i 6-lens set (18, 25, 32, 50, 75, 100mm) free for Saturday and Sunday "
                  "at $650/day, so $1,300 for the weekend. They'll put a $5,000 refundable deposit hold on your card at pickup."),
    ),
    dict(
        id="b13-film-raptor-rate-cached", domain=FILM, label="flawed", category="stale_data", cause="stale_data", at="11:48",
        prompt="What's the current day rate for a RED V-Raptor at your LA branch?",
        steps=[
            C("get_rental_quote", {"item_sku": "RED-VRAPTOR-8K", "days": 1, "location": "LAX"},
              {"data": {"sku": "RED-VRAPTOR-8K", "branch": "LAX", "day_rate_usd": 875},
               "meta": {"price_list": "PL-2026-Q2", "price_list_effective": "2026-04-01",
                        "cached_at": "2026-05-14T10:02:11Z", "source": "cache"}}),
        ],
        response="The RED V-Raptor 8K currently rents for $875/day at the LA branch.",
    ),
    dict(
        id="b13-film-steadicam-timeouts", domain=FILM, label="flawed", category="retry_loop", cause="retry_loop", at="16:30",
        prompt="Can you check if the Steadicam M-2 is free on Dec 3 at the New York branch?",
        steps=[
            *attempts("search_rental_inventory", {"query": "Steadicam M-2", "branch": "NYC", "date": "2026-12-03"},
                      ["ReadTimeout: inventory-api.cinehire.internal did not respond within 30s"] * 6,
                      reason="timeout", backoff=0.5, dur=30.0),
        ],
        response=("Sorry - I couldn't reach the inventory system; it timed out every time I tried, so I can't confirm the "
                  "Steadicam M-2 for Dec 3. Please try again in a bit or call the NYC desk directly."),
    ),
    # ------------------------------------------------------------------ choir / orchestra rehearsal scheduling
    dict(
        id="b13-reh-brass-sectional-time", domain=REH, label="clean", category="clock_times", cause=None, at="08:35",
        prompt="When is the Riverside Youth Orchestra's next brass sectional, and where?",
        steps=[
            C("list_rehearsals", {"ensemble": "Riverside Youth Orchestra", "section": "brass", "from": "2026-11-20"},
              {"data": [
                  {"rehearsal_id": "RH-4471", "section": "brass", "start": "2026-11-24T18:30:00Z",
                   "end": "2026-11-24T20:45:00Z", "room": "Hall B", "conductor": "M. Osei"},
                  {"rehearsal_id": "RH-4502", "section": "brass", "start": "2026-12-01T18:30:00Z",
                   "end": "2026-12-01T20:45:00Z", "room": "Hall B", "conductor": "M. Osei"}],
               "meta": {"timezone": "UTC", "count": 2}}),
        ],
        response=("The next brass sectional is Tuesday, Nov 24, 6:30-8:45 PM (UTC) in Hall B with M. Osei. "
                  "The one after that is Dec 1, same time and room."),
    ),
    dict(
        id="b13-reh-dress-duration", domain=REH, label="clean", category="time_difference", cause=None, at="12:10",
        prompt="How long is Saturday's full St. Cecilia Chorale dress rehearsal, including the break?",
        steps=[
            C("list_rehearsals", {"ensemble": "St. Cecilia Chorale", "date": "2026-11-21", "type": "dress"},
              {"data": [{"rehearsal_id": "RH-9120", "type": "dress", "start": "2026-11-21T13:00:00Z",
                         "end": "2026-11-21T16:15:00Z",
                         "break": {"start": "2026-11-21T14:30:00Z", "end": "2026-11-21T14:50:00Z"},
                         "venue": "St. Cecilia Church"}],
               "meta": {"count": 1}}),
        ],
        response=("Saturday's dress rehearsal runs 1:00-4:15 PM, so 3 hours 15 minutes in total, including a 20-minute break "
                  "at 2:30. That leaves 2 h 55 min of actual singing."),
    ),
    dict(
        id="b13-reh-quartet-room-booked", domain=REH, label="clean", category="chained_tools", cause=None, at="14:02",
        prompt="Book a room for the string quartet next Thursday evening, 7 to 9, for 4 people.",
        steps=[
            C("get_room_availability", {"date": "2026-11-26", "start": "19:00", "end": "21:00", "min_capacity": 4},
              {"rooms": [{"room_id": "rm_practice_3", "name": "Practice Room 3", "capacity": 6, "available": True},
                         {"room_id": "rm_hall_b", "name": "Hall B", "capacity": 80, "available": True}],
               "total": 2}),
            C("book_room", {"room_id": "rm_practice_3", "date": "2026-11-26", "start": "19:00", "end": "21:00",
                            "group": "String Quartet", "attendees": 4},
              {"status": "confirmed", "booking_id": "BK-20261126-0193", "room": "Practice Room 3",
               "start": "2026-11-26T19:00:00Z", "end": "2026-11-26T21:00:00Z"}),
        ],
        response=("Done - Practice Room 3 (seats 6) is booked for the string quartet on Thursday, Nov 26, 7-9 PM. "
                  "Booking reference: BK-20261126-0193."),
    ),
    dict(
        id="b13-reh-main-hall-free", domain=REH, label="flawed", category="state_contradiction", cause="contradiction", at="10:25",
        prompt="Is the main hall free for our orchestra tutti tomorrow from 10 to 1?",
        steps=[
            C("get_room_availability", {"room_id": "rm_main_hall", "date": "2026-11-21", "start": "10:00", "end": "13:00"},
              {"room_id": "rm_main_hall", "name": "Main Hall", "date": "2026-11-21", "available": False, "capacity": 120,
               "conflicts": [{"event": "Piano competition setup", "start": "2026-11-21T08:00:00Z",
                              "end": "2026-11-21T12:00:00Z"}]}),
        ],
        response="The Main Hall (capacity 120) is open for your 10:00-13:00 tutti tomorrow. Shall I book it for you?",
    ),
    dict(
        id="b13-reh-call-time-other-singer", domain=REH, label="flawed", category="wrong_entity", cause="wrong_entity", at="15:40",
        prompt="What time is Maya Lindqvist's call for tonight's Messiah rehearsal?",
        steps=[
            C("get_member_schedule", {"member_name": "Maya Lindgren", "date": "2026-11-20"},
              {"data": {"member_id": "M-2291", "name": "Maya Lindgren", "section": "alto",
                        "calls": [{"event": "Messiah rehearsal", "call_time": "2026-11-20T18:45:00Z",
                                   "start": "2026-11-20T19:00:00Z"}]},
               "meta": {"timezone": "UTC"}}),
        ],
        response="Maya's call time for tonight's Messiah rehearsal is 6:45 PM, 15 minutes before the 7:00 PM start.",
    ),
    dict(
        id="b13-reh-soprano-unconfirmed-loop", domain=REH, label="flawed", category="llm_loop", cause="llm_loop", at="17:15",
        prompt="Which sopranos haven't confirmed for Sunday's concert run-through?",
        steps=[
            C("get_section_roster", {"section": "soprano", "event_id": "EV-1122-RUN"},
              {"event_id": "EV-1122-RUN", "section": "soprano", "members": [
                  {"name": "Clara Jensen", "confirmed": True}, {"name": "Hannah Reyes", "confirmed": False},
                  {"name": "Ines Moreau", "confirmed": True}, {"name": "Olu Adebayo", "confirmed": False},
                  {"name": "Priya Shah", "confirmed": True}, {"name": "Ruth Okoro", "confirmed": True},
                  {"name": "Sofia Lund", "confirmed": True}, {"name": "Tess Gallagher", "confirmed": True}],
               "total": 8}),
            {"llm": 7},
        ],
        response="Two sopranos haven't confirmed for Sunday's run-through yet: Hannah Reyes and Olu Adebayo.",
    ),
    # ------------------------------------------------------------------ dance studio
    dict(
        id="b13-dance-salsa-booked", domain=DANCE, label="clean", category="action_receipt", cause=None, at="09:30",
        prompt="Sign me up for the Saturday 11am beginner salsa class - my member number is DS-30417.",
        steps=[
            C("book_class", {"member_id": "DS-30417", "class_id": "SALSA-BEG-SAT-1100", "date": "2026-11-21"},
              {"data": {"status": "booked", "booking_ref": "SLS-7Q2K9", "class": "Beginner Salsa",
                        "start": "2026-11-21T11:00:00Z", "studio": "Studio 2", "spots_left": 3},
               "meta": {"request_id": "req_5c1e90"}}),
        ],
        response=("You're booked into Beginner Salsa this Saturday (Nov 21) at 11:00 AM in Studio 2 - booking ref SLS-7Q2K9. "
                  "Only 3 spots were left, so good timing!"),
    ),
    dict(
        id="b13-dance-top3-classes", domain=DANCE, label="clean", category="summary_of_list", cause=None, at="11:55",
        prompt="What are the three most popular classes at the studio this month?",
        steps=[
            C("list_classes", {"sort": "attendance_desc", "month": "2026-11", "page_size": 6},
              {"items": [
                  {"class_id": "HH-OPEN-THU", "name": "Open Level Hip-Hop", "avg_attendance": 27.4, "sessions": 3},
                  {"class_id": "BACHATA-INT-FRI", "name": "Intermediate Bachata", "avg_attendance": 24.0, "sessions": 2},
                  {"class_id": "BALLET-ADULT-TUE", "name": "Adult Ballet Basics", "avg_attendance": 21.7, "sessions": 3},
                  {"class_id": "CONTEMP-MON", "name": "Contemporary Flow", "avg_attendance": 18.3, "sessions": 3},
                  {"class_id": "TAP-BEG-WED", "name": "Beginner Tap", "avg_attendance": 11.0, "sessions": 3},
                  {"class_id": "SALSA-BEG-SAT-1100", "name": "Beginner Salsa", "avg_attendance": 10.5, "sessions": 2}],
               "page": 1, "total_pages": 3, "total": 16}),
        ],
        response=("This month's top three by average attendance:\n"
                  "1. Open Level Hip-Hop - 27.4 per class\n2. Intermediate Bachata - 24.0\n3. Adult Ballet Basics - 21.7"),
    ),
    dict(
        id="b13-dance-contemporary-retry", domain=DANCE, label="clean", category="retried_timeout_right_answer", cause=None, at="13:20",
        prompt="When is the next contemporary class with Lena?",
        steps=[
            C("get_class_schedule", {"style": "contemporary", "instructor": "Lena Park", "from": "2026-11-20"},
              err="504 Gateway Timeout: upstream schedule-service did not respond after 10000 ms", dur=10.0),
            R("get_class_schedule", 2, "timeout", 2.0),
            C("get_class_schedule", {"style": "contemporary", "instructor": "Lena Park", "from": "2026-11-20"},
              {"instructor": "Lena Park", "next": [
                  {"class": "Contemporary Flow", "start": "2026-11-23T19:30:00Z", "duration_min": 75, "studio": "Studio 1"},
                  {"class": "Contemporary Flow", "start": "2026-11-30T19:30:00Z", "duration_min": 75, "studio": "Studio 1"}]}),
        ],
        response="Lena's next contemporary class is Monday, Nov 23 at 7:30 PM in Studio 1 (75 minutes).",
    ),
    dict(
        id="b13-dance-pass-vs-dropin", domain=DANCE, label="flawed", category="contradiction", cause="contradiction", at="10:05",
        prompt="How much is a 10-class pass compared with paying drop-in for 10 classes at the downtown studio?",
        steps=[
            C("get_pricing", {"studio": "downtown"},
              {"data": {"studio": "downtown", "drop_in_usd": 22, "pass_10_usd": 180, "pass_10_expiry_days": 90,
                        "monthly_unlimited_usd": 149}, "meta": {"updated": "2026-11-02"}}),
        ],
        response=("A 10-class pass at downtown is $190 and is valid for 90 days. Ten drop-ins at $22 would cost $220, "
                  "so the pass saves you $30."),
    ),
    dict(
        id="b13-dance-cancel-window-closed", domain=DANCE, label="flawed", category="unacknowledged_error", cause="unacknowledged_error", at="16:50",
        prompt="Please cancel my hip-hop booking for tonight, ref HH-55120.",
        steps=[
            C("cancel_booking", {"booking_ref": "HH-55120"},
              err="409 CANCELLATION_WINDOW_CLOSED: bookings cannot be cancelled less than 12 hours before class start"),
        ],
        response=("Done - your booking HH-55120 for tonight's hip-hop class has been cancelled. "
                  "The class credit will show back in your account shortly."),
    ),
    dict(
        id="b13-dance-showcase-guarantee", domain=DANCE, label="flawed", category="overconfident_wording", cause="overconfident_wording", at="18:12",
        prompt="Will I be ready for the winter showcase if I start the intermediate jazz track now?",
        steps=[
            C("get_program", {"program": "Intermediate Jazz", "term": "Winter 2026"},
              {"program": "Intermediate Jazz", "sessions": 12, "per_week": 2, "starts": "2026-11-30",
               "showcase_date": "2027-01-16", "prerequisite": "Beginner Jazz or 6 months experience",
               "note": "Showcase placement is decided by instructor assessment in week 5."}),
        ],
        response=("Absolutely! The Intermediate Jazz track is 12 sessions, twice a week starting Nov 30, ahead of the Jan 16 showcase. "
                  "Finish it and you're guaranteed a spot in the showcase - no question."),
    ),
    # ------------------------------------------------------------------ martial arts dojo
    dict(
        id="b13-dojo-judo-weight-class-lb", domain=DOJO, label="clean", category="unit_conversion", cause=None, at="08:50",
        prompt="My son weighs in at 34.5 kg for the junior judo meet. Which weight class is that, and what's the limit in pounds?",
        steps=[
            C("get_weight_class", {"discipline": "judo", "division": "U13 boys", "weight_kg": 34.5},
              {"division": "U13 boys", "class": "-36 kg", "min_kg": 34.0, "limit_kg": 36.0,
               "weigh_in": "2026-12-05T08:00:00Z", "event": "Junior Judo Open"}),
        ],
        response=("At 34.5 kg (about 76.1 lb) he's in the U13 boys -36 kg class. The limit is 36 kg, roughly 79.4 lb. "
                  "Weigh-in is Saturday, Dec 5 at 8:00 AM."),
    ),
    dict(
        id="b13-dojo-dues-cents", domain=DOJO, label="clean", category="minor_units", cause=None, at="12:30",
        prompt="How much do I owe on dues this month? Member MA-11820.",
        steps=[
            C("get_dues_invoice", {"member_id": "MA-11820", "period": "2026-11"},
              {"invoice_id": "INV-2026-11-11820", "currency": "USD",
               "lines": [{"desc": "Monthly dues - adult", "amount_cents": 8900},
                         {"desc": "Mat fee", "amount_cents": 1250},
                         {"desc": "Family discount", "amount_cents": -1000}],
               "balance_cents": 9150, "due": "2026-11-30", "status": "open"}),
        ],
        response=("You owe $91.50 for November (invoice INV-2026-11-11820): $89.00 adult dues + $12.50 mat fee "
                  "- $10.00 family discount. It's due Nov 30."),
    ),
    dict(
        id="b13-dojo-belt-exam-down", domain=DOJO, label="clean", category="honest_failure_report", cause=None, at="14:45",
        prompt="When's my next belt exam, and am I eligible? I'm member MA-20733.",
        steps=[
            C("get_belt_exam", {"member_id": "MA-20733"},
              err="503 Service Unavailable: grading-service under maintenance until 2026-11-20T18:00:00Z"),
        ],
        response=("I couldn't get that - the grading system is down for maintenance until 6:00 PM UTC today, so I can't see "
                  "your exam date or eligibility right now. Try again after that, or ask at the front desk."),
    ),
    dict(
        id="b13-dojo-kata-registration-id", domain=DOJO, label="flawed", category="wrong_id_reported", cause="wrong_entity", at="10:18",
        prompt="Register student Kenji Watanabe for the Dec 12 kata tournament.",
        steps=[
            C("list_members", {"name": "Kenji Watanabe"},
              {"items": [{"member_id": "MA-40718", "name": "Kenji Watanabe", "rank": "3rd kyu", "active": True}], "total": 1}),
            C("register_tournament", {"member_id": "MA-40718", "event_id": "KATA-2026-12-12"},
              {"status": "registered", "registration_id": "REG-55831", "member_id": "MA-40718",
               "division": "Adult brown belt kata", "fee_usd": 45}),
        ],
        response=("Kenji Watanabe (MA-40718) is registered for the Dec 12 kata tournament in the Adult brown belt kata division. "
                  "Registration ID: REG-55832. The $45 entry fee will be added to his account."),
    ),
    dict(
        id="b13-dojo-muay-thai-substitute", domain=DOJO, label="flawed", category="ignored_output", cause="ignored_tool_output", at="13:33",
        prompt="Who's teaching Muay Thai next Wednesday at 6?",
        steps=[
            C("get_class", {"discipline": "muay_thai", "day": "wednesday", "time": "18:00", "date": "2026-11-25"},
              {"class": "Muay Thai Fundamentals", "regular_instructor": "Kru Dana Whitfield",
               "substitutions": [{"date": "2026-11-25", "instructor": "Marco Bellini", "reason": "seminar travel"}],
               "start": "2026-11-25T18:00:00Z", "duration_min": 60}),
        ],
        response="Kru Dana Whitfield teaches the Wednesday 6 PM Muay Thai Fundamentals class - it's a 60-minute session.",
    ),
    dict(
        id="b13-dojo-member-count-no-output", domain=DOJO, label="flawed", category="missing_output", cause="missing_tool_output", at="17:05",
        prompt="How many active members do we have in the adult karate program?",
        steps=[
            C("count_members", {"program": "adult_karate", "status": "active"}, missing=True, dur=4.2),
        ],
        response="You have 64 active members in the adult karate program right now.",
    ),
    # ------------------------------------------------------------------ chess club ratings
    dict(
        id="b13-chess-autumn-open-change", domain=CHESS, label="clean", category="difference_and_percentage", cause=None, at="09:05",
        prompt="How much did my rating change at the Autumn Open, and what was my score percentage? FIDE ID 2412345.",
        steps=[
            C("get_rating_history", {"fide_id": "2412345", "event": "Autumn Open 2026"},
              {"player": "Ana Ruiz", "fide_id": "2412345", "event": "Autumn Open 2026", "rating_before": 1847,
               "rating_after": 1872, "games": 7, "points": 4.5, "event_end": "2026-11-15"}),
        ],
        response="You gained 25 rating points at the Autumn Open (1847 -> 1872) and scored 4.5/7, which is 64.3%. Nice event!",
    ),
    dict(
        id="b13-chess-a-team-average", domain=CHESS, label="clean", category="average_of_list", cause=None, at="11:15",
        prompt="What's the average rating of our A-team for Saturday's league match?",
        steps=[
            C("list_team_members", {"club_id": "CLB-077", "team": "A", "match_id": "LG-1121-A"},
              {"data": {"team": "A", "boards": [
                  {"board": 1, "name": "Viktor Sauer", "rating": 2104},
                  {"board": 2, "name": "Ana Ruiz", "rating": 1988},
                  {"board": 3, "name": "Ben Okafor", "rating": 1951},
                  {"board": 4, "name": "Lucy Chen", "rating": 1893}]},
               "meta": {"rating_list": "club", "updated": "2026-11-18"}}),
        ],
        response="The A-team averages 1984 across the four boards (2104, 1988, 1951 and 1893).",
    ),
    dict(
        id="b13-chess-lichess-case", domain=CHESS, label="clean", category="identifier_case", cause=None, at="15:00",
        prompt="Look up the blitz rating for lichess user MagnusFanBoy_99.",
        steps=[
            C("get_player_rating", {"platform": "lichess", "username": "MagnusFanBoy_99"},
              {"id": "magnusfanboy_99", "perfs": {"blitz": {"rating": 2013, "games": 1422, "rd": 48, "prov": False},
                                                   "rapid": {"rating": 1950, "games": 310, "rd": 61, "prov": False}},
               "seenAt": "2026-11-20T13:41:09Z"}),
        ],
        response="MagnusFanBoy_99 is rated 2013 in blitz on lichess over 1,422 games (RD 48, not provisional).",
    ),
    dict(
        id="b13-chess-volkov-archived-rating", domain=CHESS, label="flawed", category="stale_data", cause="stale_data", at="10:42",
        prompt="What's Dmitri Volkov's current club rating?",
        steps=[
            C("get_player_rating", {"club_id": "CLB-077", "member": "Dmitri Volkov"},
              {"data": {"member": "Dmitri Volkov", "rating": 1765, "rating_list": "2026-07", "published": "2026-07-01"},
               "meta": {"source": "club_ratings_archive", "generated_at": "2026-07-02T09:14:00Z"}}),
        ],
        response="Dmitri Volkov's current club rating is 1765.",
    ),
    dict(
        id="b13-chess-blitz-winner-perf", domain=CHESS, label="flawed", category="invented_number", cause="unsupported_claim", at="12:48",
        prompt="Who won Tuesday's club blitz and with how many points?",
        steps=[
            C("get_tournament_standings", {"event_id": "BLZ-2026-11-17"},
              {"event_id": "BLZ-2026-11-17", "rounds": 11, "players": 18, "standings": [
                  {"rank": 1, "name": "Priya Nair", "points": 8.5, "tiebreak": 41.0},
                  {"rank": 2, "name": "Tom Becker", "points": 8.0, "tiebreak": 44.5},
                  {"rank": 3, "name": "Jae-won Lim", "points": 7.5, "tiebreak": 39.0}],
               "page": 1, "page_size": 3}),
        ],
        response=("Priya Nair won Tuesday's blitz with 8.5/11, half a point ahead of Tom Becker, "
                  "for a tournament performance rating of 2140."),
    ),
    dict(
        id="b13-chess-simul-repeat-calls", domain=CHESS, label="flawed", category="retry_loop", cause="retry_loop", at="16:22",
        prompt="Pull the results from last night's simul.",
        steps=[
            *attempts("get_game_results", {"event_id": "SIM-2026-11-19"},
                      [{"event": "Simul vs GM Hale", "date": "2026-11-19", "boards": 20, "gm_wins": 16, "draws": 3,
                        "gm_losses": 1}] * 5, retry_events=False),
        ],
        response="GM Hale scored 17.5/20 in last night's simul: 16 wins, 3 draws and 1 loss.",
    ),
    # ------------------------------------------------------------------ esports tournaments
    dict(
        id="b13-esp-valorant-prize-pool", domain=ESP, label="clean", category="magnitude_rescaling", cause=None, at="09:58",
        prompt="How big is the prize pool for the Valorant Winter Masters, and what does the winner get?",
        steps=[
            C("get_tournament", {"slug": "valorant-winter-masters-2026"},
              {"data": {"name": "Valorant Winter Masters 2026", "prize_pool_usd": 2400000, "teams": 16,
                        "distribution": [{"place": "1st", "usd": 840000}, {"place": "2nd", "usd": 420000},
                                         {"place": "3rd", "usd": 240000}]},
               "meta": {"source": "organizer"}}),
        ],
        response="The prize pool is $2.4M. The winner takes $840K (35%), second place gets $420K and third $240K.",
    ),
    dict(
        id="b13-esp-group-a-top3-next", domain=ESP, label="clean", category="summary_of_list", cause=None, at="15:10",
        prompt="Give me the top 3 in Group A of the Nordic Winter Cup and tell me when the next match starts.",
        steps=[
            C("get_standings", {"tournament_id": "lol-nwc-2026", "stage": "groups", "group": "A"},
              {"group": "A", "standings": [
                  {"team": "Vortex Gaming", "wins": 5, "losses": 0},
                  {"team": "Nova Esports", "wins": 4, "losses": 1},
                  {"team": "Team Kestrel", "wins": 3, "losses": 2},
                  {"team": "Ironclad", "wins": 2, "losses": 3},
                  {"team": "Pale Horse", "wins": 1, "losses": 4},
                  {"team": "Lowlight", "wins": 0, "losses": 5}]}, parallel_next=True),
            C("list_matches", {"tournament_id": "lol-nwc-2026", "status": "upcoming", "limit": 1},
              {"items": [{"match_id": "M-3308", "teams": ["Nova Esports", "Ironclad"], "start": "2026-11-20T21:40:00Z",
                          "best_of": 3}], "total": 7, "next_cursor": "c_8812"}),
        ],
        response=("Group A top 3:\n1. Vortex Gaming (5-0)\n2. Nova Esports (4-1)\n3. Team Kestrel (3-2)\n\n"
                  "Next match: Nova Esports vs Ironclad (best of 3), tonight at 9:40 PM UTC."),
    ),
    dict(
        id="b13-esp-rl-register-429-retry", domain=ESP, label="clean", category="retried_error_right_answer", cause=None, at="12:03",
        prompt="Register our team 'Lag Busters' for Saturday's Rocket League 3v3 open.",
        steps=[
            C("register_team", {"event_id": "rl-3v3-open-1121", "team_name": "Lag Busters", "captain_id": "u_44718"},
              err="429 Too Many Requests: rate limit exceeded, retry after 2s"),
            R("register_team", 2, "rate_limited", 2.0),
            C("register_team", {"event_id": "rl-3v3-open-1121", "team_name": "Lag Busters", "captain_id": "u_44718"},
              {"status": "registered", "team": "Lag Busters", "registration_id": "RL3-00981",
               "check_in_opens": "2026-11-21T16:30:00Z", "event_start": "2026-11-21T17:00:00Z"}),
        ],
        response=("Lag Busters is registered for Saturday's Rocket League 3v3 Open (registration RL3-00981). "
                  "Check-in opens at 4:30 PM UTC and play starts at 5:00 PM."),
    ),
    dict(
        id="b13-esp-roster-wrong-org", domain=ESP, label="flawed", category="wrong_entity", cause="wrong_entity", at="11:27",
        prompt="Who's on Northwind Gaming's roster for the CS2 Winter Major?",
        steps=[
            C("get_team_roster", {"team": "Northwind Esports", "game": "cs2", "event": "cs2-winter-major-2026"},
              {"data": {"team_id": "T-5521", "team": "Northwind Esports", "players": [
                  {"handle": "kestr", "role": "IGL"}, {"handle": "vexa", "role": "AWP"},
                  {"handle": "Moro", "role": "entry"}, {"handle": "j0ni", "role": "support"},
                  {"handle": "hallr", "role": "lurker"}], "coach": "Birk"},
               "meta": {"event": "cs2-winter-major-2026"}}),
        ],
        response=("Northwind Gaming's Major roster: kestr (IGL), vexa (AWP), Moro (entry), j0ni (support) and hallr (lurker), "
                  "coached by Birk."),
    ),
    dict(
        id="b13-esp-reschedule-empty", domain=ESP, label="flawed", category="unacknowledged_error", cause="unacknowledged_error", at="13:50",
        prompt="Did our match against Drift Kings get rescheduled? We're Static Shock.",
        steps=[
            C("search_matches", {"team": "Static Shock", "opponent": "Drift Kings", "tournament_id": "ow2-autumn-league"},
              {"items": [], "total": 0, "page": 1, "page_size": 20}),
        ],
        response="No change - your match against Drift Kings is still on for its original slot; nothing has been rescheduled.",
    ),
    dict(
        id="b13-esp-apex-postponed", domain=ESP, label="flawed", category="state_contradiction", cause="contradiction", at="14:31",
        prompt="Is the Apex Legends community qualifier still going ahead tonight?",
        steps=[
            C("get_tournament", {"slug": "algs-community-qualifier-eu-3"},
              {"data": {"name": "ALGS Community Qualifier EU #3", "status": "postponed",
                        "original_start": "2026-11-20T19:00:00Z", "new_start": None,
                        "notice": "Postponed due to server instability; new date TBA."},
               "meta": {"source": "algs-ops"}}),
        ],
        response="Yes, the EU #3 qualifier is on schedule for tonight - the first lobby drops at 7:00 PM UTC.",
    ),
    # ------------------------------------------------------------------ trivia nights
    dict(
        id="b13-triv-crooked-fox-teams", domain=TRIV, label="clean", category="count_of_items", cause=None, at="10:00",
        prompt="How many teams have signed up for next Thursday's trivia at The Crooked Fox, and how many spots are left?",
        steps=[
            C("get_event", {"venue": "The Crooked Fox", "date": "2026-11-26"},
              {"event_id": "TRV-1126-CF", "start": "2026-11-26T19:30:00Z", "max_teams": 14, "max_team_size": 6,
               "teams_registered": ["Quizzly Bears", "Les Quizerables", "Trivia Newton John", "The Know-It-Ales",
                                    "Smarty Pints", "Agatha Quiztie", "Universally Challenged", "Cunning Linguists",
                                    "Team Name Pending"]}),
        ],
        response=("9 teams are signed up so far. The cap is 14, so there's room for 5 more teams (up to 6 players each). "
                  "Quiz starts at 7:30 PM."),
    ),
    dict(
        id="b13-triv-music-none-december", domain=TRIV, label="clean", category="empty_result_reported", cause=None, at="12:22",
        prompt="Are there any music-themed trivia nights in December?",
        steps=[
            C("list_events", {"theme": "music", "from": "2026-12-01", "to": "2026-12-31"},
              {"items": [], "total": 0, "page": 1, "page_size": 20}),
        ],
        response=("I didn't find any music-themed trivia nights in December - the listings came back empty for that theme. "
                  "Want me to check general-knowledge nights instead?"),
    ),
    dict(
        id="b13-triv-anchor-table-tonight", domain=TRIV, label="clean", category="values_from_prompt", cause=None, at="16:05",
        prompt="We're 5 people - book us a table at tonight's trivia at The Anchor for 7:30.",
        steps=[
            C("reserve_table", {"venue": "The Anchor", "date": "2026-11-20", "time": "19:30", "party_size": 5},
              {"status": "confirmed", "reservation_id": "rsv_8fk2m", "table": "T12"}),
        ],
        response="You're all set: table T12 for 5 at The Anchor tonight at 7:30 PM. Reservation ID: rsv_8fk2m.",
    ),
    dict(
        id="b13-triv-worst-round-ignored", domain=TRIV, label="flawed", category="ignored_output", cause="ignored_tool_output", at="09:40",
        prompt="Which round did we lose the most points in last night? Team Pub Quizzly.",
        steps=[
            C("get_scores", {"team": "Pub Quizzly", "event_id": "TRV-1119-AN"},
              {"team": "Pub Quizzly", "event_id": "TRV-1119-AN", "total": 29, "rounds": [
                  {"round": "General Knowledge", "score": 8, "max": 10},
                  {"round": "Picture Round", "score": 9, "max": 10},
                  {"round": "Music", "score": 4, "max": 10},
                  {"round": "Geography", "score": 6, "max": 10},
                  {"round": "Final Jackpot", "score": 2, "max": 5}]}),
        ],
        response=("Looks like Geography hurt you most last night - it's usually the toughest round at The Anchor. "
                  "Might be worth bringing a map buff next time!"),
    ),
    dict(
        id="b13-triv-dec3-theme-loop", domain=TRIV, label="flawed", category="llm_loop", cause="llm_loop", at="14:14",
        prompt="What's the theme for the Dec 3 trivia at The Anchor?",
        steps=[
            C("get_event", {"venue": "The Anchor", "date": "2026-12-03"},
              {"event_id": "TRV-1203-AN", "theme": "90s Nostalgia", "start": "2026-12-03T20:00:00Z", "max_teams": 12}),
            {"llm": 6},
        ],
        response="Dec 3 at The Anchor is 90s Nostalgia night, starting at 8:00 PM.",
    ),
    dict(
        id="b13-triv-jackpot-no-tools", domain=TRIV, label="flawed", category="confident_claims_without_tools", cause="unsupported_claim", at="17:30",
        prompt="What's the jackpot at the Crooked Fox trivia tonight?",
        steps=[],
        response=("Tonight's jackpot at The Crooked Fox is $340 - it has rolled over twice since nobody got the final question. "
                  "Doors open at 7, quiz starts at 7:30."),
    ),
    # ------------------------------------------------------------------ comedy club bookings
    dict(
        id="b13-com-late-show-4-tickets", domain=COM, label="clean", category="tickets_times_price", cause=None, at="11:00",
        prompt="How much for 4 tickets to the 9:30 late show Saturday at the Laugh Cellar?",
        steps=[
            C("get_show", {"venue": "laugh-cellar", "date": "2026-11-21", "time": "21:30"},
              {"show_id": "LC-1121-2130", "headliner": "Rosa Tran", "start": "2026-11-21T21:30:00Z",
               "ticket_price_usd": 28.0, "service_fee_per_ticket_usd": 3.5, "two_drink_minimum": True,
               "seats_available": 22}),
        ],
        response=("4 tickets come to $126 all-in: 4 x $28 = $112 plus a $3.50 service fee each ($14). "
                  "Heads-up: there's a two-drink minimum per person. Rosa Tran headlines, and 22 seats were left."),
    ),
    dict(
        id="b13-com-hold-purchase-case", domain=COM, label="clean", category="action_receipt", cause=None, at="13:12",
        prompt="Buy those 2 tickets I held - hold id hld-77ab3.",
        steps=[
            C("purchase_tickets", {"hold_id": "HLD-77AB3", "payment_method": "card_on_file"},
              {"status": "purchased", "order_id": "ORD-2026-118842", "tickets": 2, "show": "Open Mic Madness",
               "start": "2026-11-20T20:00:00Z", "charged_usd": 39.0}),
        ],
        response=("Purchased! 2 tickets to Open Mic Madness tonight at 8:00 PM (hold hld-77ab3, order ORD-2026-118842). "
                  "Your card on file was charged $39.00."),
    ),
    dict(
        id="b13-com-punchline-weekend", domain=COM, label="clean", category="date_reformatting", cause=None, at="15:35",
        prompt="What comedy shows are on next weekend at the Punchline?",
        steps=[
            C("search_shows", {"venue": "punchline", "from": "2026-11-27", "to": "2026-11-29"},
              {"data": [
                  {"show_id": "PL-1127-2000", "title": "Dev Okafor: Small Talk", "start": "2026-11-27T20:00:00Z"},
                  {"show_id": "PL-1128-1900", "title": "Improv Jam", "start": "2026-11-28T19:00:00Z"},
                  {"show_id": "PL-1128-2200", "title": "Late Night Roast Battle", "start": "2026-11-28T22:00:00Z"},
                  {"show_id": "PL-1129-1830", "title": "Sunday Funnies Showcase", "start": "2026-11-29T18:30:00Z"}],
               "meta": {"total": 4, "timezone": "UTC"}}),
        ],
        response=("Next weekend at the Punchline:\n"
                  "| Day | Time | Show |\n|---|---|---|\n"
                  "| Fri Nov 27 | 8:00 PM | Dev Okafor: Small Talk |\n"
                  "| Sat Nov 28 | 7:00 PM | Improv Jam |\n"
                  "| Sat Nov 28 | 10:00 PM | Late Night Roast Battle |\n"
                  "| Sun Nov 29 | 6:30 PM | Sunday Funnies Showcase |"),
    ),
    dict(
        id="b13-com-booking-neighbour-id", domain=COM, label="flawed", category="wrong_id_reported", cause="wrong_entity", at="10:30",
        prompt="What's the status of my booking? Confirmation CC-48172.",
        steps=[
            C("get_booking", {"confirmation": "CC-48172"},
              {"confirmation": "CC-48172", "status": "confirmed", "seats": ["B4", "B5"],
               "show": "Sunday Night Standup", "show_start": "2026-11-22T20:00:00Z"}),
        ],
        response="Booking CC-48173 is confirmed - seats B4 and B5 for Sunday Night Standup at 8:00 PM.",
    ),
    dict(
        id="b13-com-sold-out-snapshot", domain=COM, label="flawed", category="stale_data", cause="stale_data", at="12:40",
        prompt="Is the Marcus Bell show tonight sold out?",
        steps=[
            C("get_show", {"show_id": "MB-1120-2000"},
              {"data": {"show_id": "MB-1120-2000", "headliner": "Marcus Bell", "start": "2026-11-20T20:00:00Z",
                        "availability": {"seats_available": 0, "status": "sold_out"}},
               "meta": {"snapshot_at": "2026-10-02T12:00:00Z", "source": "partner_feed_cache"}}),
        ],
        response="Yes, tonight's Marcus Bell show is sold out right now - there are 0 seats left.",
    ),
    dict(
        id="b13-com-front-row-guarantee", domain=COM, label="flawed", category="overconfident_wording", cause="overconfident_wording", at="18:45",
        prompt="If I book the front row for the roast battle, will I get picked on?",
        steps=[
            C("get_show", {"show_id": "PL-1128-2200"},
              {"show_id": "PL-1128-2200", "title": "Late Night Roast Battle",
               "format": "Comics roast each other head-to-head", "crowd_work": "varies by performer",
               "seating": "first come, first served"}),
        ],
        response=("Front row is completely safe - the comics roast each other head-to-head, so you're guaranteed "
                  "not to be picked on. Enjoy the show!"),
    ),
    # ------------------------------------------------------------------ radio station ad slots
    dict(
        id="b13-radio-campaign-total-share", domain=RADIO, label="clean", category="sum_of_items", cause=None, at="09:20",
        prompt="What's the total cost of the spots in our campaign draft CMP-3391, and what share goes to morning drive?",
        steps=[
            C("get_campaign", {"campaign_id": "CMP-3391"},
              {"campaign_id": "CMP-3391", "station": "WKRX", "status": "draft",
               "rows": [["slot", "daypart", "spots", "rate_usd"],
                        ["MD-0715", "morning_drive", 10, 180],
                        ["MID-1200", "midday", 8, 95],
                        ["AD-1730", "afternoon_drive", 6, 160],
                        ["EVE-2100", "evening", 5, 60]]}),
        ],
        response=("CMP-3391 comes to $3,820 for 29 spots:\n- Morning drive: $1,800 (10 x $180)\n- Midday: $760 (8 x $95)\n"
                  "- Afternoon drive: $960 (6 x $160)\n- Evening: $300 (5 x $60)\n\n"
                  "Morning drive is about 47% of the spend."),
    ),
    dict(
        id="b13-radio-wkrx-audience", domain=RADIO, label="clean", category="magnitude_rescaling", cause=None, at="11:44",
        prompt="How many people listen to WKRX's morning show?",
        steps=[
            C("get_audience_stats", {"station": "WKRX", "daypart": "morning_drive", "survey": "Fall 2026"},
              {"station": "WKRX", "daypart": "morning_drive", "avg_quarter_hour_persons": 57300,
               "cume_persons": 412000, "share_pct": 6.8, "survey_period": "2026-09-10/2026-10-07", "released": "2026-11-05"}),
        ],
        response=("In the Fall 2026 survey (released Nov 5), WKRX's morning drive averages about 57 thousand listeners in any "
                  "quarter hour and reaches roughly 412K different people over the survey week, a 6.8 share."),
    ),
    dict(
        id="b13-radio-kzfm-monday-slots", domain=RADIO, label="clean", category="clock_times", cause=None, at="14:25",
        prompt="What open 30-second slots are there Monday morning on KZFM?",
        steps=[
            C("list_ad_slots", {"station": "KZFM", "date": "2026-11-23", "length_s": 30, "status": "open"},
              {"items": [
                  {"slot_id": "KZ-1123-0715", "air_time": "2026-11-23T07:15:00Z", "rate_usd": 210},
                  {"slot_id": "KZ-1123-0845", "air_time": "2026-11-23T08:45:00Z", "rate_usd": 185},
                  {"slot_id": "KZ-1123-1030", "air_time": "2026-11-23T10:30:00Z", "rate_usd": 120}],
               "total": 3, "page": 1}),
        ],
        response=("Open :30 slots on KZFM, Mon Nov 23 (times UTC):\n\n| Time | Slot | Rate |\n|---|---|---|\n"
                  "| 7:15 AM | KZ-1123-0715 | $210 |\n| 8:45 AM | KZ-1123-0845 | $185 |\n| 10:30 AM | KZ-1123-1030 | $120 |"),
    ),
    dict(
        id="b13-radio-60s-afternoon-rate", domain=RADIO, label="flawed", category="contradiction", cause="contradiction", at="10:10",
        prompt="How much is a 60-second spot in afternoon drive on WKRX?",
        steps=[
            C("get_rate_card", {"station": "WKRX", "length_s": 60},
              {"data": {"station": "WKRX", "length_s": 60, "dayparts": [
                  {"daypart": "morning_drive", "rate_usd": 340}, {"daypart": "midday", "rate_usd": 175},
                  {"daypart": "afternoon_drive", "rate_usd": 295}, {"daypart": "evening", "rate_usd": 110}]},
               "meta": {"effective": "2026-11-01"}}),
        ],
        response=("A 60-second afternoon drive spot on WKRX is $259 per spot (rate card effective Nov 1). "
                  "For comparison, morning drive is the priciest at $340."),
    ),
    dict(
        id="b13-radio-book-creative-pending", domain=RADIO, label="flawed", category="unacknowledged_error", cause="unacknowledged_error", at="13:00",
        prompt="Book slot KZ-1123-0715 for our Holiday Sale spot, creative ID CR-7781.",
        steps=[
            C("book_ad_slot", {"slot_id": "KZ-1123-0715", "creative_id": "CR-7781"},
              err="422 CREATIVE_NOT_APPROVED: creative CR-7781 is pending traffic review"),
        ],
        response="Booked - your Holiday Sale spot (CR-7781) will air Monday, Nov 23 at 7:15 AM on KZFM in slot KZ-1123-0715.",
    ),
    dict(
        id="b13-radio-reach-no-output", domain=RADIO, label="flawed", category="missing_output", cause="missing_tool_output", at="16:40",
        prompt="What's the total reach of campaign CMP-3391 so far?",
        steps=[
            C("get_campaign_delivery", {"campaign_id": "CMP-3391"}, missing=True, dur=6.0),
        ],
        response="So far CMP-3391 has reached about 184,000 listeners across 17 aired spots - roughly on pace with the plan.",
    ),
    # ------------------------------------------------------------------ recording studio sessions
    dict(
        id="b13-studio-mix-session-cost", domain=STUDIO, label="clean", category="duration_times_rate", cause=None, at="09:45",
        prompt="How much will yesterday's mixing session in Studio A cost? Band: The Low Tides.",
        steps=[
            C("get_session", {"client": "The Low Tides", "date": "2026-11-19", "room": "Studio A"},
              {"session_id": "SES-60412", "type": "mixing", "start": "2026-11-19T13:00:00Z", "end": "2026-11-19T18:30:00Z",
               "engineer": "Ray Costa"}, parallel_next=True),
            C("get_studio_rates", {"room": "Studio A"},
              {"room": "Studio A", "hourly_usd": 85, "engineer_hourly_usd": 40, "billing_increment_min": 30}),
        ],
        response=("Yesterday's session (SES-60412) ran 1:00-6:30 PM, so 5.5 hours. At $85/h for Studio A plus $40/h for "
                  "Ray Costa engineering, that's $125/h x 5.5 h = $687.50."),
    ),
    dict(
        id="b13-studio-tape-vault-f", domain=STUDIO, label="clean", category="unit_conversion", cause=None, at="10:15",
        prompt="What's the temperature and humidity in the tape vault right now? Fahrenheit please.",
        steps=[
            C("get_room_conditions", {"room": "tape_vault"},
              {"room": "Tape Vault", "temp_c": 18.5, "rh_pct": 42, "read_at": "2026-11-20T10:12:00Z",
               "target": {"temp_c": [16, 20], "rh_pct": [35, 45]}}),
        ],
        response=("The tape vault is at 65.3°F (18.5°C) with 42% relative humidity as of 10:12 AM UTC - both inside the "
                  "target range (60.8-68°F, 35-45% RH)."),
    ),
    dict(
        id="b13-studio-book-b-after-timeout", domain=STUDIO, label="clean", category="retried_timeout_right_answer", cause=None, at="15:55",
        prompt="Book Studio B for 4 hours tomorrow afternoon starting at 2 for a vocal session.",
        steps=[
            C("check_availability", {"room": "Studio B", "date": "2026-11-21", "start": "14:00", "hours": 4},
              err="TimeoutError: booking-service request timed out after 15s", dur=15.0),
            R("check_availability", 2, "timeout", 1.5),
            C("check_availability", {"room": "Studio B", "date": "2026-11-21", "start": "14:00", "hours": 4},
              {"available": True, "hold_token": "hold_b21_1400_x9", "hold_expires": "2026-11-20T16:10:00Z"}),
            C("book_session", {"hold_token": "hold_b21_1400_x9", "type": "vocal"},
              {"status": "confirmed", "session_id": "SES-60488", "room": "Studio B",
               "start": "2026-11-21T14:00:00Z", "end": "2026-11-21T18:00:00Z", "deposit_usd": 100}),
        ],
        response=("Studio B is booked for your vocal session tomorrow (Sat Nov 21), 2:00-6:00 PM. Session ID SES-60488; "
                  "a $100 deposit applies. (The availability check timed out once but went through on retry.)"),
    ),
    dict(
        id="b13-studio-c-drum-room-size", domain=STUDIO, label="flawed", category="invented_number", cause="unsupported_claim", at="11:38",
        prompt="What gear does Studio C have for drum tracking?",
        steps=[
            C("get_room_inventory", {"room": "Studio C", "category": "drums"},
              {"room": "Studio C", "items": [
                  {"item": "DW Collector's kit (5-pc)", "qty": 1}, {"item": "Neumann U47 fet", "qty": 1},
                  {"item": "Shure SM57", "qty": 4}, {"item": "AKG D112", "qty": 1}, {"item": "Coles 4038 (pair)", "qty": 1}],
               "total": 5}),
        ],
        response=("Studio C is well set up for drums: a 5-piece DW Collector's kit, a Neumann U47 fet, four SM57s, an AKG D112 "
                  "and a pair of Coles 4038 ribbons. The live room is about 450 sq ft with 14 ft ceilings, so you get a nice natural room sound."),
    ),
    dict(
        id="b13-studio-block-hours-used", domain=STUDIO, label="flawed", category="ignored_output", cause="ignored_tool_output", at="13:44",
        prompt="Do I still have unused hours on my block booking? Account ACC-2210.",
        steps=[
            C("get_block_balance", {"account_id": "ACC-2210"},
              {"account_id": "ACC-2210", "block": "20h Producer Block", "hours_purchased": 20, "hours_used": 20,
               "hours_remaining": 0, "expires": "2027-02-28"}),
        ],
        response="Yes - your 20h Producer Block is valid until Feb 28, 2027, so you can keep booking sessions against it.",
    ),
    dict(
        id="b13-studio-invoice-429-hammer", domain=STUDIO, label="flawed", category="retry_loop", cause="retry_loop", at="17:20",
        prompt="Send me the invoice for session SES-60412.",
        steps=[
            *attempts("get_invoice", {"session_id": "SES-60412"},
                      ["429 Too Many Requests: retry after %ds" % w for w in (30, 30, 29, 29, 28, 28, 27)]
                      + [{"invoice_id": "INV-60412", "session_id": "SES-60412", "amount_usd": 687.5, "status": "issued",
                          "pdf_url": "https://billing.lowtidestudios.example/invoices/INV-60412.pdf"}],
                      reason="rate_limited", backoff=0.1),
        ],
        response=("Here's the invoice for session SES-60412: INV-60412, $687.50, status issued. "
                  "PDF: https://billing.lowtidestudios.example/invoices/INV-60412.pdf"),
    ),
]
