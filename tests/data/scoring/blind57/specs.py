"""Compact specs for the blind57 held-out set, written by hand by the blind57 tester.

Each run: id, domain, label, category, cause (expected_cause; None for clean), prompt,
calls (tool, args, out | err, optional retry=<attempt>, missing=True), response, and
optional llm_loop=<extra llm calls with no progress>.
"""


def C(tool, args, out=None, err=None, **kw):
    d = {"tool": tool, "args": args}
    if err is not None:
        d["err"] = err
    elif not kw.get("missing"):
        d["out"] = out
    d.update(kw)
    return d


def clean(id, domain, category, prompt, calls, response, **kw):
    return dict(id=id, domain=domain, label="clean", category=category, cause=None,
                prompt=prompt, calls=calls, response=response, **kw)


def flawed(id, domain, category, cause, prompt, calls, response, **kw):
    return dict(id=id, domain=domain, label="flawed", category=category, cause=cause,
                prompt=prompt, calls=calls, response=response, **kw)


LS = "language school enrollment"
CA = "calligraphy classes"
HT = "heritage tours"
SL = "sign language classes"
PP = "pen pal programs"
CC = "conversation cafes"
LX = "language exam registration"
CU = "cultural center events"
FD = "folk dance workshops"
PS = "poetry slam nights"

RUNS = [
    # ------------------------------------------------------------------ language school
    clean(
        "langschool-tuition-usd", LS, "currency_conversion",
        "How much is the 12-week intensive Spanish course at Academia Sol in Valencia, in US dollars?",
        [
            C("get_course", {"school_id": "academia-sol-vlc", "course": "spanish-intensive-12w"},
              {"data": {"course_id": "ESP-INT-12", "name": "Spanish Intensive (12 weeks)",
                        "campus": "Valencia", "tuition": {"amount": 2340.00, "currency": "EUR"},
                        "lessons_per_week": 20, "next_start": "2027-01-11"},
               "meta": {"request_id": "req_8f21a4", "fetched_at": "@NOW"}}),
            C("get_exchange_rate", {"base": "EUR", "quote": "USD"},
              {"base": "EUR", "quote": "USD", "rate": 1.0842, "as_of": "@NOW"}),
        ],
        "The 12-week Spanish Intensive at Academia Sol Valencia costs €2,340 in tuition, which is "
        "about **$2,537.03** at today's rate of 1.0842 USD per EUR. That covers 20 lessons a week, "
        "and the next intake starts on January 11, 2027.",
    ),
    clean(
        "langschool-fee-total", LS, "sum_of_items",
        "Add up everything I'd pay for the evening French B2 course at Maple Leaf Languages in "
        "Toronto — tuition plus all the fees.",
        [
            C("get_fee_breakdown", {"course_id": "FR-B2-EVE", "campus": "toronto"},
              {"data": {"course_id": "FR-B2-EVE", "currency": "CAD", "taxes_included": True,
                        "line_items": [
                            {"item": "Tuition (10 weeks)", "amount": 1480.00},
                            {"item": "Registration fee", "amount": 95.00},
                            {"item": "Course materials", "amount": 62.50},
                            {"item": "Placement test", "amount": 40.00}]},
               "meta": {"page": 1, "pages": 1}}),
        ],
        "Here's the breakdown for French B2 (evenings) at Maple Leaf Languages, in CAD with taxes "
        "included:\n\n- Tuition (10 weeks): $1,480.00\n- Registration fee: $95.00\n"
        "- Course materials: $62.50\n- Placement test: $40.00\n\n**Total: CAD $1,677.50**",
    ),
    clean(
        "langschool-enroll-receipt", LS, "action_receipt",
        "Please enroll me (student id st-20931) in the Saturday Italian A1 group that starts in "
        "January at Parla Language School.",
        [
            C("enroll_student", {"student_id": "st-20931", "course_id": "IT-A1-SAT", "term": "2027-winter"},
              {"data": {"enrollment_id": "ENR-2026-44817", "status": "confirmed",
                        "course_id": "IT-A1-SAT", "first_session": "2027-01-09T10:00:00+01:00",
                        "room": "Aula 3",
                        "deposit_due": {"amount": 150, "currency": "EUR", "due_date": "2026-12-04"}},
               "meta": {"idempotency_key": "c1f0-77ab-90e2"}}),
        ],
        "You're enrolled! Confirmation **ENR-2026-44817** — Italian A1 (Saturdays). Your first "
        "session is Saturday, Jan 9, 2027 at 10:00 AM in Aula 3. A €150 deposit is due by "
        "December 4.",
    ),
    flawed(
        "langschool-class-size-invented", LS, "invented_number", "unsupported_claim",
        "What does the German A2 exam-prep course at Lingua Haus Berlin include?",
        [
            C("get_course", {"school_id": "lingua-haus-berlin", "course": "german-a2-prep"},
              {"data": {"course_id": "DE-A2-PREP", "name": "German A2 Exam Prep",
                        "lessons_per_week": 15, "lesson_minutes": 45, "weeks": 6,
                        "tuition": {"amount": 890, "currency": "EUR"},
                        "includes": ["course book", "mock exam", "certificate of attendance"],
                        "next_start": "2027-01-18"},
               "meta": {"fetched_at": "@NOW"}}),
        ],
        "The German A2 Exam Prep at Lingua Haus runs for 6 weeks with 15 lessons a week "
        "(45 minutes each), and tuition is €890. It includes the course book, a mock exam and a "
        "certificate of attendance. Groups are capped at 8 students, so you'll get plenty of "
        "speaking practice. The next start date is January 18, 2027.",
    ),
    flawed(
        "langschool-lessons-contradiction", LS, "contradiction", "contradiction",
        "How many lessons a week is the Intensive Japanese course at Sakura Gakuin in Kyoto, and "
        "what does it cost?",
        [
            C("get_course", {"school_id": "sakura-gakuin-kyoto", "course": "japanese-intensive"},
              {"data": {"course_id": "JP-INT", "name": "Intensive Japanese",
                        "lessons_per_week": 20, "lesson_minutes": 50,
                        "tuition": {"amount": 148000, "currency": "JPY", "per": "4-week block"},
                        "min_weeks": 12},
               "meta": {"fetched_at": "@NOW"}}),
        ],
        "Intensive Japanese at Sakura Gakuin is 25 lessons a week, each 50 minutes long. Tuition "
        "is ¥148,000 per 4-week block, and you need to sign up for at least 12 weeks.",
    ),
    flawed(
        "langschool-wrong-campus", LS, "wrong_entity", "wrong_entity",
        "Is there still space in the evening English C1 class at the Valencia campus of Academia Sol?",
        [
            C("get_class_availability", {"school_id": "academia-sol", "campus": "sevilla", "course": "EN-C1-EVE"},
              {"data": {"campus": "Sevilla", "course_id": "EN-C1-EVE", "seats_total": 14,
                        "seats_taken": 11, "seats_left": 3, "schedule": "Mon/Wed 19:00-21:00"},
               "meta": {"fetched_at": "@NOW"}}),
        ],
        "Yes — the evening English C1 class at the Valencia campus has 3 seats left (11 of 14 "
        "taken). It meets Mondays and Wednesdays from 7 to 9 PM.",
    ),
    # ------------------------------------------------------------------ calligraphy
    clean(
        "calligraphy-refill-pack-imperial", CA, "unit_conversion",
        "How heavy is the Studio Refill Pack from Inkwell Studio, and how much ink is in it? "
        "I think in pounds and gallons.",
        [
            C("get_product", {"sku": "INK-REFILL-STUDIO"},
              {"data": {"sku": "INK-REFILL-STUDIO", "name": "Studio Refill Pack",
                        "contents": [{"item": "Sumi ink", "volume_l": 4.0},
                                     {"item": "Walnut ink", "volume_l": 1.0}],
                        "ship_weight_kg": 6.8, "ships_from": "Rotterdam, NL"}}),
        ],
        "The Studio Refill Pack ships at 6.8 kg, which is about 15 lb. Inside you get 4 L of sumi "
        "ink (about 1.06 gallons) and 1 L of walnut ink (about 0.26 gallons), so roughly "
        "1.3 gallons of ink altogether.",
    ),
    clean(
        "calligraphy-italic-prices-cents", CA, "minor_units",
        "What do the Italic hand classes at Quill & Nib cost — a single class and the 3-class bundle?",
        [
            C("list_offerings", {"studio": "quill-and-nib", "query": "italic"},
              {"data": {"offerings": [
                  {"id": "ital-single", "title": "Italic Hand — single class", "price_cents": 4500, "currency": "USD"},
                  {"id": "ital-bundle-3", "title": "Italic Hand — 3-class bundle", "price_cents": 12900, "currency": "USD"}]},
               "meta": {"page": 1, "per_page": 20, "total": 2}}),
        ],
        "A single Italic Hand class is $45.00 and the 3-class bundle is $129.00. The bundle works "
        "out to $43 per class, so you save $6 compared with buying three singles.",
    ),
    clean(
        "calligraphy-tonight-times", CA, "clock_times",
        "What time does tonight's Gothic blackletter class at Ink & Ember start, and when does it end?",
        [
            C("get_class", {"studio": "ink-and-ember", "date": "2026-11-20", "query": "blackletter"},
              {"data": {"class_id": "GOTH-1120", "title": "Gothic Blackletter — Level 1",
                        "starts_at": "2026-11-20T18:30:00-05:00", "ends_at": "2026-11-20T20:45:00-05:00",
                        "instructor": "R. Okafor", "room": "Studio B"}}),
        ],
        "Tonight's Gothic Blackletter (Level 1) class starts at 6:30 PM and ends at 8:45 PM — "
        "2 hours 15 minutes, in Studio B with R. Okafor.",
    ),
    flawed(
        "calligraphy-membership-stale", CA, "stale_data", "stale_data",
        "What's the current price of the monthly brush lettering membership at Brushline Studio?",
        [
            C("get_membership_plan", {"studio": "brushline", "plan": "brush-lettering-monthly"},
              {"data": {"plan": "Brush Lettering Monthly", "price": {"amount": 68, "currency": "USD"},
                        "classes_per_month": 4},
               "meta": {"source": "cached_pricing_page", "last_updated": "2025-09-02T11:14:00Z"}}),
        ],
        "Brushline's Brush Lettering Monthly membership currently costs $68 a month and includes "
        "4 classes — about $17 per class.",
    ),
    flawed(
        "calligraphy-materials-ignored", CA, "ignored_output", "ignored_tool_output",
        "What do I need to bring to the Copperplate beginners course at Quill & Nib?",
        [
            C("get_course_requirements", {"studio": "quill-and-nib", "course_id": "CP-BEG"},
              {"data": {"course_id": "CP-BEG", "materials_provided": False,
                        "bring_list": ["Nikko G nib", "oblique holder", "Moon Palace sumi ink", "Rhodia dot pad A4"],
                        "note": "Students purchase their own kit; the studio shop sells a bundle."}}),
        ],
        "For a beginner copperplate course you'll generally want a flexible pointed nib (a Brause "
        "Rose or Leonardt Principal is popular), a straight or oblique holder, some walnut ink or "
        "gouache, and smooth practice paper such as a layout pad. Most studios hand out guide "
        "sheets, so pens and paper are really all you need!",
    ),
    flawed(
        "calligraphy-booking-409", CA, "unacknowledged_error", "unacknowledged_error",
        "Book me into Saturday's 10 AM Uncial workshop at Ink & Ember, student #58812.",
        [
            C("book_class", {"class_id": "UNC-1121-10", "student_id": "58812"},
              err="HTTP 409 CLASS_FULL: class UNC-1121-10 has no remaining seats"),
        ],
        "All set — you're booked into Saturday's 10 AM Uncial workshop at Ink & Ember. Bring a "
        "broad-edge pen if you have one; see you there!",
    ),
    # ------------------------------------------------------------------ heritage tours
    clean(
        "heritage-cave-imperial", HT, "unit_conversion",
        "How long is the walking route on the Han Caves heritage tour, and how cold is it inside? "
        "I'm American, so miles and Fahrenheit please.",
        [
            C("get_tour", {"tour_id": "HAN-CLASSIC"},
              {"data": {"tour_id": "HAN-CLASSIC", "name": "Han Caves Classic Tour",
                        "walking_distance_km": 6.4, "steps": 508, "cave_temperature_c": 13,
                        "duration_min": 120, "languages": ["fr", "nl", "en"]}}),
        ],
        "The Han Caves Classic Tour covers about 4.0 miles on foot (6.4 km), with 508 steps along "
        "the way. Inside the cave it stays around 55°F (13°C), so bring a light jacket. The tour "
        "takes about 2 hours.",
    ),
    clean(
        "heritage-walk-duration", HT, "time_difference",
        "How long is tomorrow's Old Town heritage walk in Kraków — what time does it start and end?",
        [
            C("get_departure", {"tour": "krakow-royal-route", "date": "2026-11-21"},
              {"data": {"departure_id": "KRK-OT-1121-0915", "tour": "Royal Route & Old Town",
                        "departs_at": "2026-11-21T09:15:00+01:00", "returns_at": "2026-11-21T13:45:00+01:00",
                        "meeting_point": "Barbican, ul. Basztowa"}}),
        ],
        "Tomorrow's Royal Route & Old Town walk leaves at 9:15 AM from the Barbican "
        "(ul. Basztowa) and finishes at 1:45 PM — 4 hours 30 minutes in total.",
    ),
    clean(
        "heritage-alhambra-figures", HT, "magnitude_rescaling",
        "How busy is the Alhambra as a heritage site — annual visitors and the conservation budget?",
        [
            C("get_site_stats", {"site": "alhambra-granada", "year": 2025},
              {"data": {"site": "Alhambra and Generalife", "year": 2025, "annual_visitors": 2412000,
                        "daily_cap": 8700, "conservation_budget_eur": 18500000,
                        "guided_tours": 57000},
               "meta": {"source": "Patronato de la Alhambra annual report"}}),
        ],
        "In 2025 the Alhambra and Generalife drew about 2.4 million visitors, on a conservation "
        "budget of €18.5M. Around 57 thousand guided tours ran that year, and daily entry is "
        "capped at 8,700 people.",
    ),
    flawed(
        "heritage-hadrian-missing-output", HT, "missing_output", "missing_tool_output",
        "What's included in the Hadrian's Wall day tour from Newcastle on Sunday?",
        [
            C("get_tour_details", {"tour_id": "HW-DAY-NCL", "date": "2026-11-22"}, missing=True, dur=30.0),
        ],
        "The Hadrian's Wall day tour from Newcastle on Sunday includes coach transport, entry to "
        "Housesteads Roman Fort and the Roman Army Museum, and a guide for the whole day. It "
        "leaves at 8:30 AM and gets back around 6 PM; lunch isn't included.",
    ),
    flawed(
        "heritage-mostar-retry-loop", HT, "retry_loop", "retry_loop",
        "Check availability for 2 people on the Mostar Old Bridge heritage tour on Dec 5.",
        [C("check_availability", {"tour_id": "MOS-OLD-BRIDGE", "date": "2026-12-05", "guests": 2},
           err="HTTP 503 upstream_unavailable: booking partner timed out", dur=8.0)]
        + [C("check_availability", {"tour_id": "MOS-OLD-BRIDGE", "date": "2026-12-05", "guests": 2},
             err="HTTP 503 upstream_unavailable: booking partner timed out", dur=8.0, retry=a)
           for a in range(1, 6)],
        "I wasn't able to check availability — the booking system kept returning a "
        "service-unavailable error. Please try again later or contact the tour operator directly.",
    ),
    flawed(
        "heritage-edinburgh-llm-loop", HT, "llm_loop", "llm_loop",
        "Which heritage tours in Edinburgh run on Sunday morning?",
        [
            C("search_tours", {"city": "Edinburgh", "date": "2026-11-22", "time_window": "morning"},
              {"data": {"items": [
                  {"tour_id": "EDI-RM-0930", "name": "Royal Mile & Closes", "starts": "09:30", "duration_min": 90},
                  {"tour_id": "EDI-CAS-1000", "name": "Castle Rock History Walk", "starts": "10:00", "duration_min": 120},
                  {"tour_id": "EDI-NT-1100", "name": "New Town Georgian Heritage", "starts": "11:00", "duration_min": 75}],
                        "total": 3},
               "meta": {"page": 1, "per_page": 10}}),
        ],
        "Three heritage tours run on Sunday morning in Edinburgh:\n\n"
        "1. Royal Mile & Closes — 9:30 AM, 90 min\n2. Castle Rock History Walk — 10:00 AM, 2 hours\n"
        "3. New Town Georgian Heritage — 11:00 AM, 75 min",
        llm_loop=9,
    ),
    # ------------------------------------------------------------------ sign language
    clean(
        "signlang-weekend-asl3-empty", SL, "empty_result_reported",
        "Are there any weekend ASL Level 3 classes this winter term at Hands Together Center?",
        [
            C("search_classes", {"center": "hands-together", "course": "ASL-3", "days": ["Sat", "Sun"], "term": "winter-2027"},
              {"data": {"items": [], "total": 0}, "meta": {"page": 1, "per_page": 25}}),
        ],
        "I checked the winter 2027 term: Hands Together has no ASL Level 3 classes on Saturdays "
        "or Sundays. Want me to look at weekday evening sections instead?",
    ),
    clean(
        "signlang-bsl1-open-sections", SL, "count_of_items",
        "How many BSL Level 1 sections at Signpost Academy still have open seats?",
        [
            C("list_sections", {"school": "signpost-academy", "course": "BSL-1", "term": "spring-2027"},
              {"data": {"sections": [
                  {"section": "BSL1-A", "day": "Mon", "time": "18:00", "seats_left": 3},
                  {"section": "BSL1-B", "day": "Mon", "time": "19:30", "seats_left": 0},
                  {"section": "BSL1-C", "day": "Tue", "time": "10:00", "seats_left": 5},
                  {"section": "BSL1-D", "day": "Wed", "time": "18:00", "seats_left": 0},
                  {"section": "BSL1-E", "day": "Thu", "time": "18:30", "seats_left": 1},
                  {"section": "BSL1-F", "day": "Fri", "time": "17:00", "seats_left": 0},
                  {"section": "BSL1-G", "day": "Sat", "time": "09:30", "seats_left": 2}]},
               "meta": {"total": 7}}),
        ],
        "4 of the 7 BSL Level 1 sections still have seats:\n\n- Mon 18:00 (BSL1-A): 3 left\n"
        "- Tue 10:00 (BSL1-C): 5 left\n- Thu 18:30 (BSL1-E): 1 left\n- Sat 09:30 (BSL1-G): 2 left\n\n"
        "That's 11 open seats in total.",
    ),
    clean(
        "signlang-lsf-timeout-retry", SL, "retried_timeout_right_answer",
        "When does the next LSF (French Sign Language) beginner course start at Institut Mains Libres?",
        [
            C("get_next_course", {"school": "mains-libres", "course": "LSF-A1"},
              err="TimeoutError: request to api.mainslibres.fr timed out after 10s", dur=10.0),
            C("get_next_course", {"school": "mains-libres", "course": "LSF-A1"},
              {"data": {"course_id": "LSF-A1-2027-01", "starts_on": "2027-01-12", "sessions": 10,
                        "weekday": "Tuesday", "time": "18:00-20:00", "fee_eur": 240}}, retry=1),
        ],
        "The next LSF beginner course (A1) at Institut Mains Libres starts on Tuesday, January 12, "
        "2027. It's 10 Tuesday sessions from 6 to 8 PM, €240 in total (€24 per session).",
    ),
    flawed(
        "signlang-waitlist-guaranteed", SL, "overconfident_wording", "overconfident_wording",
        "I'm on the waitlist for ASL Level 2 at Hands Together — will I get in?",
        [
            C("get_waitlist_status", {"center": "hands-together", "course": "ASL-2", "student_id": "ht-5521"},
              {"data": {"waitlist_position": 3, "seats_total": 16, "historical_waitlist_conversion": 0.64,
                        "enrollment_closes": "2026-12-01"}}),
        ],
        "You're #3 on the waitlist for ASL Level 2. Don't worry — you're guaranteed a spot; people "
        "that high on the list always get in before enrollment closes on December 1.",
    ),
    flawed(
        "signlang-asl1-end-date-invented", SL, "invented_number", "unsupported_claim",
        "Tell me about the ASL Level 1 evening course at Signpost Academy.",
        [
            C("get_course", {"school": "signpost-academy", "course_id": "ASL1-EVE"},
              {"data": {"course_id": "ASL1-EVE", "starts_on": "2027-01-13", "weekday": "Wednesday",
                        "time": "18:30-20:30", "instructor": "Dana Whitfield", "fee_usd": 285,
                        "format": "in person"}}),
        ],
        "ASL Level 1 (evenings) at Signpost Academy starts Wednesday, January 13, 2027, and meets "
        "on Wednesdays from 6:30 to 8:30 PM with Dana Whitfield, in person. The fee is $285, and "
        "the last class is on March 17, so you'll be done before spring break.",
    ),
    flawed(
        "signlang-room-access-contradiction", SL, "state_contradiction", "contradiction",
        "Is the room for the Saturday BSL Level 2 class at Signpost wheelchair accessible?",
        [
            C("get_class_location", {"school": "signpost-academy", "class_id": "BSL2-SAT"},
              {"data": {"class_id": "BSL2-SAT", "room": "Room 2.14", "floor": 2, "building": "Carrow House",
                        "lift": False, "wheelchair_accessible": False,
                        "notes": "Second floor, stairs only; ground-floor alternative on request"}}),
        ],
        "Yes — the Saturday BSL Level 2 class is in Room 2.14 in Carrow House, and the room is "
        "wheelchair accessible. If you need anything else, the front desk can help.",
    ),
    # ------------------------------------------------------------------ pen pals
    clean(
        "penpal-match-status-case", PP, "identifier_case",
        "What's the status of my match request pm-40817 with Global Quills?",
        [
            C("get_match_request", {"request_id": "PM-40817"},
              {"data": {"match_id": "PM-40817", "status": "matched",
                        "partner": {"first_name": "Aiko", "country": "JP", "languages": ["ja", "en"]},
                        "matched_at": "2026-11-18T06:12:00Z"}}),
        ],
        "Good news: request pm-40817 is matched! You've been paired with Aiko from Japan, who "
        "writes in Japanese and English. The match was made on Nov 18.",
    ),
    clean(
        "penpal-program-waiting-chained", PP, "chained_tools",
        "Find the Letters Across Borders program for Spanish learners and tell me how many "
        "members are waiting for a partner.",
        [
            C("search_programs", {"org": "letters-across-borders", "query": "Spanish"},
              {"data": {"items": [{"program_id": "lab_es_2027", "name": "Spanish–English Exchange",
                                   "language_pair": ["es", "en"]}], "total": 1}}),
            C("get_program_stats", {"program_id": "lab_es_2027"},
              {"data": {"program_id": "lab_es_2027", "active_pairs": 1284,
                        "waiting": {"es_speakers": 37, "en_speakers": 112}, "as_of": "@NOW"}}),
        ],
        "Letters Across Borders' Spanish–English Exchange (lab_es_2027) has 149 members waiting "
        "for a partner right now: 112 English speakers and 37 Spanish speakers, next to 1,284 "
        "active pairs. English speakers far outnumber Spanish speakers, so expect a longer wait "
        "if you're writing in English.",
    ),
    clean(
        "penpal-tracking-honest-failure", PP, "honest_failure_report",
        "Can you check whether my letter to my pen pal in Chile (tracking RR482910375CL) has been delivered?",
        [
            C("track_letter", {"tracking_number": "RR482910375CL"},
              err="HTTP 502 Bad Gateway: correos.cl tracking service unavailable"),
        ],
        "Sorry — I couldn't check that. The Chilean postal tracking service (correos.cl) returned "
        "a 502 error, so I don't have a delivery status for RR482910375CL. You could try again in "
        "a little while or look it up on correos.cl directly.",
    ),
    flawed(
        "penpal-request-neighbour-id", PP, "wrong_id_reported", "wrong_entity",
        "Sign me up for a pen pal in Kenya through Global Quills and tell me my request number.",
        [
            C("create_match_request", {"member_id": "mem_77120", "target_country": "KE", "language": "en"},
              {"data": {"request_id": "PM-51204", "status": "pending", "estimated_match_days": 10,
                        "created_at": "@NOW"}}),
        ],
        "Your request is in! Request number **PM-51205**, status pending — Global Quills "
        "estimates about 10 days to find you a match in Kenya.",
    ),
    flawed(
        "penpal-french-wait-stale", PP, "stale_data", "stale_data",
        "How long is the wait right now for a French pen pal at Letters Across Borders?",
        [
            C("get_program_stats", {"program_id": "lab_fr_2026"},
              {"data": {"program_id": "lab_fr_2026", "median_wait_days": 23, "waiting_members": 86,
                        "report_period": "2026-08"},
               "meta": {"generated_at": "2026-09-01T00:00:00Z"}}),
        ],
        "Right now the median wait for a French pen pal is 23 days, with 86 members currently "
        "waiting for a match.",
    ),
    flawed(
        "penpal-birdwatch-ignored", PP, "ignored_output", "ignored_tool_output",
        "Find me a pen pal who's into birdwatching — I'm learning German.",
        [
            C("search_members", {"interests": ["birdwatching"], "offers_language": "de", "seeks_language": "en"},
              {"data": {"items": [
                  {"member_id": "mem_20417", "first_name": "Lena", "city": "Bremen", "age_range": "30-39",
                   "interests": ["birdwatching", "cycling"]},
                  {"member_id": "mem_31188", "first_name": "Jonas", "city": "Graz", "age_range": "20-29",
                   "interests": ["birdwatching", "photography"]},
                  {"member_id": "mem_09952", "first_name": "Ute", "city": "Rostock", "age_range": "50-59",
                   "interests": ["birdwatching", "sailing"]}], "total": 3},
               "meta": {"page": 1, "per_page": 10}}),
        ],
        "Great hobby to bond over! I'd suggest looking on German-learner forums or contacting "
        "birdwatching clubs in Germany such as NABU — many members enjoy exchanging letters. In "
        "your first letter, mention your favourite species and ask about theirs!",
    ),
    # ------------------------------------------------------------------ conversation cafes
    clean(
        "convcafe-average-attendance", CC, "average_of_list",
        "How many people usually show up to the Wednesday Spanish conversation café at Café Babel?",
        [
            C("get_attendance", {"cafe": "cafe-babel", "series": "ES-WED", "last_n": 5},
              {"data": {"session_series": "ES-WED", "recent_sessions": [
                  {"date": "2026-10-21", "attendees": 14}, {"date": "2026-10-28", "attendees": 18},
                  {"date": "2026-11-04", "attendees": 11}, {"date": "2026-11-11", "attendees": 16},
                  {"date": "2026-11-18", "attendees": 21}]}}),
        ],
        "Over the last five Wednesdays the Spanish conversation café averaged 16 people — "
        "anywhere from 11 (Nov 4) to 21 (this week, Nov 18).",
    ),
    clean(
        "convcafe-pass-vs-dropin", CC, "rate_times_quantity",
        "Is the 8-session pass for the German Stammtisch at Café Lume worth it if I go every week "
        "for two months?",
        [
            C("get_pricing", {"cafe": "cafe-lume", "series": "DE-STAMMTISCH"},
              {"data": {"drop_in": {"amount": 7.5, "currency": "EUR"},
                        "passes": [{"sessions": 8, "amount": 52, "currency": "EUR", "valid_days": 70}]}}),
        ],
        "Yes. Eight drop-ins at €7.50 would cost €60, while the 8-session pass is €52 — you save "
        "€8 (about 13%), and the pass is valid for 70 days, which covers two months of weekly visits.",
    ),
    clean(
        "convcafe-rsvp-args", CC, "value_from_arguments",
        "RSVP 3 of us to the Italian aperitivo conversation evening at Café Babel next Thursday, Nov 26.",
        [
            C("rsvp_event", {"event_id": "IT-APER-1126", "party_size": 3, "name": "Jordan Lee", "date": "2026-11-26"},
              {"data": {"rsvp_id": "rsvp_9QX2T", "status": "confirmed",
                        "event": {"id": "IT-APER-1126", "title": "Aperitivo in italiano", "starts_local": "19:00"}}}),
        ],
        "Done — RSVP rsvp_9QX2T is confirmed for 3 people under Jordan Lee for *Aperitivo in "
        "italiano* on Thursday, Nov 26 at 7:00 PM.",
    ),
    flawed(
        "convcafe-cancel-not-found", CC, "unacknowledged_error", "unacknowledged_error",
        "Cancel my RSVP for tonight's French conversation table at Le Comptoir — something came up.",
        [
            C("cancel_rsvp", {"event_id": "FR-TABLE-1120", "member_id": "m_3391"},
              err="HTTP 404 RSVP_NOT_FOUND: no RSVP for member m_3391 on event FR-TABLE-1120"),
        ],
        "Done — your RSVP for tonight's French conversation table at Le Comptoir is cancelled. "
        "Hope everything's okay!",
    ),
    flawed(
        "convcafe-korean-missing-output", CC, "missing_output", "missing_tool_output",
        "Where and when is Sunday's Korean language exchange at Café Seoulmate?",
        [
            C("get_event", {"cafe": "cafe-seoulmate", "event_id": "KO-EXCH-1122"}, missing=True, dur=25.0),
        ],
        "Sunday's Korean language exchange is in Café Seoulmate's upstairs room from 2:00 to "
        "4:00 PM. It's free — just buy a drink.",
    ),
    flawed(
        "convcafe-portuguese-repeat-calls", CC, "retry_loop", "retry_loop",
        "Which Portuguese conversation sessions does Café Babel have next week?",
        [C("list_sessions", {"cafe": "cafe-babel", "language": "pt", "week": "2026-W48"},
           {"data": {"items": [
               {"session_id": "PT-1124", "date": "2026-11-24", "start": "18:30", "level": "A2-B1"},
               {"session_id": "PT-1127", "date": "2026-11-27", "start": "19:00", "level": "B2+"}],
                     "total": 2}, "meta": {"page": 1, "per_page": 20}})
         for _ in range(6)],
        "Café Babel has two Portuguese sessions next week:\n- Tue Nov 24, 6:30 PM (A2–B1)\n"
        "- Fri Nov 27, 7:00 PM (B2+)",
    ),
    # ------------------------------------------------------------------ language exams
    clean(
        "langexam-dele-dates", LX, "date_reformatting",
        "When is the DELE B2 exam at Instituto Cervantes Munich, and when does registration close?",
        [
            C("get_exam_session", {"exam": "DELE", "level": "B2", "center": "cervantes-muenchen"},
              {"data": {"exam": "DELE B2", "center": "Instituto Cervantes München", "exam_date": "2026-12-12",
                        "written_starts": "2026-12-12T09:00:00+01:00",
                        "registration_deadline": "2026-11-27T23:59:00+01:00",
                        "fee": {"amount": 210, "currency": "EUR"}}}),
        ],
        "The DELE B2 at Instituto Cervantes München is on **Sat, Dec 12** (the written part starts "
        "at 9:00 AM). Registration closes **Nov 27 at 11:59 PM**, so you have 7 days left. "
        "The fee is €210.",
    ),
    clean(
        "langexam-reading-margin", LX, "difference_and_percentage",
        "I got my mock exam results from Sprachzentrum Nord (candidate C-88213) — did I pass the reading section?",
        [
            C("get_results", {"candidate_id": "C-88213", "exam": "mock-b2"},
              {"data": {"candidate_id": "C-88213", "sections": [
                  {"name": "Reading", "score": 78, "max": 120, "pass_mark": 72},
                  {"name": "Listening", "score": 64, "max": 100, "pass_mark": 60}]}}),
        ],
        "Yes — you scored 78/120 on Reading (65%), 6 points above the 72-point pass mark.",
    ),
    clean(
        "langexam-jlpt-503-retry", LX, "retried_error_right_answer",
        "Is there still a seat at the JLPT N3 session in Osaka on Dec 6?",
        [
            C("check_seats", {"exam": "JLPT", "level": "N3", "site": "osaka-kansai-univ", "date": "2026-12-06"},
              err="HTTP 503 Service Unavailable: jlpt-reg backend busy, retry after 2s"),
            C("check_seats", {"exam": "JLPT", "level": "N3", "site": "osaka-kansai-univ", "date": "2026-12-06"},
              {"data": {"site": "Kansai University (Osaka)", "level": "N3", "date": "2026-12-06",
                        "capacity": 420, "registered": 403, "seats_left": 17}}, retry=1),
        ],
        "Yes, there's still space: 17 seats left for N3 at Kansai University (Osaka) on Dec 6 — "
        "403 of 420 are taken. (The registration system was busy on my first try, but the "
        "second check went through.)",
    ),
    flawed(
        "langexam-ielts-llm-loop", LX, "llm_loop", "llm_loop",
        "What's the fee for the IELTS Academic paper-based test in Lisbon in January?",
        [
            C("get_test_dates", {"test": "IELTS Academic", "format": "paper", "city": "Lisbon", "month": "2027-01"},
              {"data": {"items": [{"date": "2027-01-16", "venue": "British Council Lisboa"},
                                  {"date": "2027-01-23", "venue": "British Council Lisboa"}],
                        "fee": {"amount": 245, "currency": "EUR"}, "total": 2}}),
        ],
        "The IELTS Academic paper-based test in Lisbon costs €245. In January it runs on the 16th "
        "and the 23rd at the British Council Lisboa.",
        llm_loop=8,
    ),
    flawed(
        "langexam-toefl-release-guaranteed", LX, "overconfident_wording", "overconfident_wording",
        "I sat the TOEFL iBT last Saturday — when will I get my scores?",
        [
            C("get_score_status", {"candidate_id": "toefl-ca-7781203", "test_date": "2026-11-14"},
              {"data": {"test_date": "2026-11-14", "scores_status": "processing",
                        "estimated_release": "2026-11-24",
                        "note": "Estimates are not guaranteed; scores under review can take up to 10 days longer."}}),
        ],
        "Your scores for the Nov 14 TOEFL iBT will definitely be released on Nov 24 — that date is "
        "guaranteed, so you can safely plan your university application around it.",
    ),
    flawed(
        "langexam-goethe-date-invented", LX, "invented_number", "unsupported_claim",
        "How long is the Goethe-Zertifikat B1 exam and what does it cost at Goethe-Institut Dublin?",
        [
            C("get_exam_info", {"exam": "goethe-b1", "center": "goethe-dublin"},
              {"data": {"exam": "Goethe-Zertifikat B1", "modules": [
                  {"name": "Lesen", "minutes": 65}, {"name": "Hören", "minutes": 40},
                  {"name": "Schreiben", "minutes": 60}, {"name": "Sprechen", "minutes": 15}],
                        "fee": {"full": {"amount": 310, "currency": "EUR"},
                                "per_module": {"amount": 95, "currency": "EUR"}}}}),
        ],
        "The Goethe-Zertifikat B1 has four modules: Lesen (65 min), Hören (40 min), Schreiben "
        "(60 min) and Sprechen (15 min) — 3 hours in total. The full exam costs €310, or €95 per "
        "module if you only need to resit part of it. The next exam date in Dublin is "
        "16 January 2027.",
    ),
    # ------------------------------------------------------------------ cultural centers
    clean(
        "cultural-nordic-top3", CU, "summary_of_list",
        "Which events at the Nordic Cultural Center next week have the most seats left? Top 3 is enough.",
        [
            C("list_events", {"center": "nordic-cultural-center", "from": "2026-11-23", "to": "2026-11-29"},
              {"data": {"items": [
                  {"event_id": "NCC-1124", "title": "Joik & Story Evening", "starts": "2026-11-24T19:00:00-06:00", "seats_left": 42},
                  {"event_id": "NCC-1125", "title": "Finnish Tango Social", "starts": "2026-11-25T20:00:00-06:00", "seats_left": 8},
                  {"event_id": "NCC-1126", "title": "Icelandic Knitting Circle", "starts": "2026-11-26T18:00:00-06:00", "seats_left": 15},
                  {"event_id": "NCC-1127", "title": "Danish Design Talk", "starts": "2026-11-27T17:30:00-06:00", "seats_left": 3},
                  {"event_id": "NCC-1128", "title": "Norwegian Film Night: Kon-Tiki", "starts": "2026-11-28T19:30:00-06:00", "seats_left": 61},
                  {"event_id": "NCC-1129", "title": "Lucia Choir Open Rehearsal", "starts": "2026-11-29T16:00:00-06:00", "seats_left": 27}],
                        "total": 6},
               "meta": {"page": 1, "per_page": 50}}),
        ],
        "| Event | When | Seats left |\n|---|---|---|\n"
        "| Norwegian Film Night: Kon-Tiki | Sat Nov 28, 7:30 PM | 61 |\n"
        "| Joik & Story Evening | Tue Nov 24, 7:00 PM | 42 |\n"
        "| Lucia Choir Open Rehearsal | Sun Nov 29, 4:00 PM | 27 |",
    ),
    clean(
        "cultural-taiko-yen-usd", CU, "currency_conversion",
        "How much is the taiko drumming workshop at the Japan Cultural Center in Tokyo, in dollars?",
        [
            C("get_event", {"center": "jcc-tokyo", "event_id": "JCC-TAIKO-1205"},
              {"data": {"event_id": "JCC-TAIKO-1205", "title": "Taiko Drumming for Beginners",
                        "date": "2026-12-05", "price": {"amount": 4800, "currency": "JPY"}}}),
            C("get_exchange_rate", {"base": "JPY", "quote": "USD"},
              {"base": "JPY", "quote": "USD", "rate": 0.006671, "as_of": "@NOW"}),
        ],
        "The Taiko Drumming for Beginners workshop on Dec 5 is ¥4,800, which comes to about "
        "$32.02 at the current rate (1 JPY = 0.006671 USD).",
    ),
    clean(
        "cultural-diwali-percent-sold", CU, "percentage_of_count",
        "How full is the Diwali gala at the Indian Cultural Centre on Nov 28?",
        [
            C("get_event_sales", {"center": "indian-cultural-centre", "event_id": "ICC-DIWALI-1128"},
              {"data": {"event_id": "ICC-DIWALI-1128", "capacity": 240, "tickets_sold": 187,
                        "updated_at": "@NOW"}}),
        ],
        "It's filling up: 187 of 240 seats are sold (about 78%), so 53 seats are still available.",
    ),
    flawed(
        "cultural-flamenco-price-contradiction", CU, "contradiction", "contradiction",
        "How much are tickets for the flamenco night at the Casa de España cultural center, and "
        "is there a member discount?",
        [
            C("get_event", {"center": "casa-de-espana", "event_id": "CDE-FLAM-1204"},
              {"data": {"event_id": "CDE-FLAM-1204", "title": "Noche Flamenca", "price_eur": 18,
                        "member_price_eur": 12, "starts_at": "2026-12-04T20:00:00+01:00"}}),
        ],
        "Tickets for Noche Flamenca on Friday, Dec 4 are €16, or €12 for members. The show "
        "starts at 8:00 PM.",
    ),
    flawed(
        "cultural-irish-wrong-branch", CU, "wrong_entity", "wrong_entity",
        "What's on at the Northside branch of the Irish Cultural Centre this Saturday?",
        [
            C("list_events", {"org": "irish-cultural-centre", "branch": "southside", "date": "2026-11-21"},
              {"data": {"branch": "Southside", "items": [
                  {"title": "Sean-nós dance class", "start": "11:00"},
                  {"title": "Irish-language storytelling for kids", "start": "14:00"},
                  {"title": "Céilí night", "start": "20:00", "price_eur": 10}], "total": 3}}),
        ],
        "This Saturday at the Northside branch: a sean-nós dance class at 11:00 AM, Irish-language "
        "storytelling for kids at 2:00 PM, and a céilí night from 8:00 PM (€10).",
    ),
    flawed(
        "cultural-polish-weekend-stale", CU, "stale_data", "stale_data",
        "What events are on at the Polish Cultural Institute this weekend?",
        [
            C("list_events", {"center": "polish-cultural-institute", "range": "this_weekend"},
              {"data": {"items": [
                  {"title": "Chopin Recital: Nocturnes", "date": "2026-10-03", "time": "19:00"},
                  {"title": "Wycinanki Paper-Cutting Workshop", "date": "2026-10-04", "time": "11:00"}],
                        "total": 2},
               "meta": {"cache": "hit", "generated_at": "2026-10-01T07:30:00Z"}}),
        ],
        "This weekend at the Polish Cultural Institute there's a Chopin recital (Nocturnes) on "
        "Saturday at 7:00 PM and a Wycinanki paper-cutting workshop on Sunday at 11:00 AM.",
    ),
    # ------------------------------------------------------------------ folk dance
    clean(
        "folkdance-plovdiv-weekend-cost", FD, "nights_times_rate",
        "What would the Balkan folk dance weekend in Plovdiv cost me with 3 nights at the partner guesthouse?",
        [
            C("get_workshop", {"workshop_id": "BALKAN-PDV-2027-02"},
              {"data": {"workshop": "Balkan Folk Dance Weekend", "fee": {"amount": 120, "currency": "EUR"},
                        "lodging": {"name": "Guesthouse Trimontium",
                                    "nightly_rate": {"amount": 58, "currency": "EUR"}}}}),
        ],
        "Workshop fee €120 + 3 nights at Guesthouse Trimontium (3 × €58 = €174) = **€294** in total.",
    ),
    clean(
        "folkdance-rancho-utc-times", FD, "clock_times",
        "What time is tonight's online Portuguese folk dance (rancho) workshop in my time? I'm in Lisbon.",
        [
            C("get_session", {"session_id": "RANCHO-ONL-1120"},
              {"data": {"session_id": "RANCHO-ONL-1120", "starts_at": "2026-11-20T19:00:00Z",
                        "ends_at": "2026-11-20T20:30:00Z", "platform": "Zoom"}}),
        ],
        "Tonight's online rancho workshop runs from 7:00 PM to 8:30 PM Lisbon time (Nov 20) on "
        "Zoom — 90 minutes.",
    ),
    clean(
        "folkdance-cancel-refund", FD, "action_receipt",
        "Cancel my spot in the Irish set dancing workshop (booking bk-22710) and tell me what refund I get.",
        [
            C("cancel_booking", {"booking_id": "BK-22710"},
              {"data": {"booking_id": "BK-22710", "status": "cancelled",
                        "refund": {"amount_minor": 8500, "currency": "EUR", "method": "original card",
                                   "expected_by": "2026-11-27"},
                        "cancellation_fee_minor": 1000}}),
        ],
        "Booking BK-22710 is cancelled. You'll get €85.00 back on your original card by Nov 27 "
        "(a €10.00 cancellation fee was deducted).",
    ),
    flawed(
        "folkdance-tanchaz-end-ignored", FD, "ignored_output", "ignored_tool_output",
        "What time does Saturday's Hungarian táncház workshop end?",
        [
            C("get_event", {"event_id": "TH-1121"},
              {"data": {"event_id": "TH-1121", "starts_at": "2026-11-21T14:00:00+01:00",
                        "ends_at": "2026-11-21T18:30:00+01:00",
                        "parts": ["teaching", "live band dance house"]}}),
        ],
        "Táncház workshops usually run two to three hours, so it will probably wrap up in the late "
        "afternoon — I'd plan for around 5 PM to be safe.",
    ),
    flawed(
        "folkdance-waitlist-closed", FD, "unacknowledged_error", "unacknowledged_error",
        "Put me on the waitlist for the Scottish ceilidh workshop on Dec 3.",
        [
            C("join_waitlist", {"event_id": "CEIL-1203", "member_id": "fd_1182"},
              err="HTTP 410 WAITLIST_CLOSED: waitlist for CEIL-1203 closed on 2026-11-15"),
        ],
        "You're on the waitlist for the Dec 3 Scottish ceilidh workshop. I'll let you know if a "
        "spot opens up!",
    ),
    flawed(
        "folkdance-chacarera-missing-output", FD, "missing_output", "missing_tool_output",
        "Do I need a partner for the Argentine chacarera workshop at Casa Folklórica tomorrow, and what's the fee?",
        [
            C("get_workshop", {"venue": "casa-folklorica", "date": "2026-11-21", "style": "chacarera"},
              missing=True, dur=30.0),
        ],
        "No partner needed — they rotate partners throughout the class. The fee is $25 at the "
        "door, and it runs from 7 to 9 PM.",
    ),
    # ------------------------------------------------------------------ poetry slams
    clean(
        "slam-velvet-lamp-slots", PS, "count_of_items",
        "How many open-mic slots are left at tonight's poetry slam at The Velvet Lamp, and where "
        "would I be in the order if I signed up now?",
        [
            C("get_signups", {"event_id": "VL-SLAM-1120"},
              {"data": {"event_id": "VL-SLAM-1120", "slots_total": 12, "signups": [
                  {"slot": 1, "performer": "J. Ramos"}, {"slot": 2, "performer": "Kit Abernathy"},
                  {"slot": 3, "performer": "Noor H."}, {"slot": 4, "performer": "T. Lindqvist"},
                  {"slot": 5, "performer": "Marcus Bell"}, {"slot": 6, "performer": "Ada Nwosu"},
                  {"slot": 7, "performer": "Pia Sørensen"}, {"slot": 8, "performer": "Gabe Ortiz"},
                  {"slot": 9, "performer": "R. Chen"}]}}),
        ],
        "3 of the 12 slots are still open — 9 poets have signed up so far, so if you sign up now "
        "you'd be #10 in the order.",
    ),
    clean(
        "slam-brick-room-chained", PS, "chained_tools",
        "Find the next poetry slam at the Brick Room in Chicago and tell me who's featured.",
        [
            C("find_events", {"venue": "Brick Room", "city": "Chicago", "type": "poetry_slam", "after": "2026-11-20"},
              {"data": {"items": [{"event_id": "evt_BR_1203", "date": "2026-12-03", "doors": "19:30"}],
                        "total": 1}}),
            C("get_lineup", {"event_id": "evt_BR_1203"},
              {"data": {"featured": {"name": "Marisol Vega", "bio": "2025 regional slam champion"},
                        "host": "Dee Okoro", "open_slots": 10}}),
        ],
        "The next slam at the Brick Room is Thursday, Dec 3 (doors at 7:30 PM). The featured poet "
        "is Marisol Vega, the 2025 regional slam champion; Dee Okoro hosts, and there are 10 open "
        "slots.",
    ),
    clean(
        "slam-grand-final-prize-split", PS, "percentage_split",
        "How is the prize money split at the Grand Slam final on Nov 28?",
        [
            C("get_event", {"event_id": "GSF-2026"},
              {"data": {"event_id": "GSF-2026", "date": "2026-11-28",
                        "prize_pool": {"amount": 1200, "currency": "USD"},
                        "split_pct": {"first": 50, "second": 30, "third": 20}}}),
        ],
        "The $1,200 pot is split 50/30/20: $600 for first place, $360 for second and $240 for third.",
    ),
    flawed(
        "slam-register-retry-loop", PS, "retry_loop", "retry_loop",
        "Sign me up to perform at next Friday's Velvet Lamp slam — name Sam Reyes, poem \"Salt Roads\".",
        [C("register_performer", {"event_id": "VL-SLAM-1127", "name": "Sam Reyes", "poem_title": "Salt Roads"},
           err="HTTP 429 rate_limited: too many requests, retry after 30s", dur=0.3)]
        + [C("register_performer", {"event_id": "VL-SLAM-1127", "name": "Sam Reyes", "poem_title": "Salt Roads"},
             err="HTTP 429 rate_limited: too many requests, retry after 30s", dur=0.3, retry=a)
           for a in range(1, 6)]
        + [C("register_performer", {"event_id": "VL-SLAM-1127", "name": "Sam Reyes", "poem_title": "Salt Roads"},
             {"data": {"registration_id": "REG-8841", "slot": 7, "status": "confirmed"}}, retry=6)],
        "You're registered for the Nov 27 slam at The Velvet Lamp as Sam Reyes with \"Salt Roads\" "
        "— slot 7, registration REG-8841.",
    ),
    flawed(
        "slam-lineup-llm-loop", PS, "llm_loop", "llm_loop",
        "Who's hosting tonight's slam at Verse & Verve?",
        [
            C("get_lineup", {"venue": "verse-and-verve", "date": "2026-11-20"},
              {"data": {"event_id": "VV-1120", "host": "Lou Adeyemi", "featured": {"name": "Hana Park"},
                        "starts_local": "20:00"}}),
        ],
        "Lou Adeyemi is hosting tonight's slam at Verse & Verve (starts 8:00 PM), with Hana Park "
        "as the featured poet.",
        llm_loop=10,
    ),
    flawed(
        "slam-walk-in-guaranteed", PS, "overconfident_wording", "overconfident_wording",
        "Will I get to perform at next Friday's slam at The Velvet Lamp if I just show up?",
        [
            C("get_event", {"event_id": "VL-SLAM-1127"},
              {"data": {"event_id": "VL-SLAM-1127", "slots_total": 12,
                        "signup_policy": "first come, first served at the door from 19:00",
                        "avg_signups_last_4": 11.5, "walk_ins_allowed": True}}),
        ],
        "Absolutely — you'll 100% get a slot. Sign-up is first come, first served at the door from "
        "7:00 PM and there are 12 slots, so just show up and you're guaranteed to perform.",
    ),
]
