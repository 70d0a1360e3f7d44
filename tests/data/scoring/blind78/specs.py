"""blind78 specs: 60 agent runs in 10 aviation domains (3 clean + 3 flawed each), written by hand.

Each case: id, domain, label, category, expected_cause, prompt, calls (tool, args, output/error,
optional retry attempt number or `missing` for a call that never returned), response.
"""

CASES: list[dict] = []


def c(tool, args, output=None, error=None, **kw):
    return {"tool": tool, "args": args, "output": output, "error": error, **kw}


def case(id, domain, label, category, cause, prompt, calls, response, **kw):
    CASES.append({"id": id, "domain": domain, "label": label, "category": category,
                  "expected_cause": cause, "prompt": prompt, "calls": calls, "response": response, **kw})


# ---------------------------------------------------------------- flight school lessons
D = "flight_school_lessons"
case("fsl-ppl-block-cost", D, "clean", "nights_times_rate", None,
     "How much would a block of 10 dual lessons cost at Skyhawk Aviation Academy if each one is 1.5 hours in the 172?",
     [c("get_lesson_rates", {"school_id": "skyhawk-aa", "aircraft_type": "C172"},
        {"data": {"school": "Skyhawk Aviation Academy", "aircraft": "C172S", "wet_rate_per_hr": 189.00,
                  "instructor_rate_per_hr": 72.00, "currency": "USD", "block_discount": None},
         "meta": {"as_of": "2026-11-19", "request_id": "rq_7f19a2"}})],
     "Here's the math for Skyhawk:\n\n- C172S wet rate: $189.00/hr\n- Instructor: $72.00/hr\n- Dual rate: $261.00/hr\n"
     "- One 1.5 h lesson: $391.50\n- 10 lessons: **$3,915.00**\n\nThey don't list a block discount, so that's the full price.")
case("fsl-next-lesson-time", D, "clean", "clock_times", None,
     "I'm student STU-20931. When's my next lesson and who's flying with me?",
     [c("get_student_schedule", {"student_id": "STU-20931", "from": "2026-11-20"},
        {"data": {"student_id": "STU-20931", "lessons": [
            {"lesson_id": "L-88412", "start": "2026-11-21T15:30:00Z", "end": "2026-11-21T17:00:00Z",
             "instructor": "Dana Whitfield", "aircraft": "N5231K", "syllabus": "Stage 2: steep turns, slow flight"},
            {"lesson_id": "L-88507", "start": "2026-11-24T22:00:00Z", "end": "2026-11-24T23:30:00Z",
             "instructor": "Dana Whitfield", "aircraft": "N5231K", "syllabus": "Stage 2: stalls"}]},
         "meta": {"timezone": "UTC", "count": 2}})],
     "Your next lesson is tomorrow, Sat Nov 21, 3:30–5:00 PM UTC with Dana Whitfield in N5231K (steep turns and slow flight). "
     "After that you're on for Tue Nov 24 at 10:00 PM UTC, stalls.")
case("fsl-discovery-booking", D, "clean", "action_receipt", None,
     "Book a discovery flight at Skyhawk for Priya Raman on Monday the 23rd at 9am.",
     [c("book_discovery_flight", {"school_id": "skyhawk-aa", "date": "2026-11-23", "slot": "09:00", "name": "Priya Raman"},
        {"data": {"booking_id": "DF-30417", "status": "confirmed", "date": "2026-11-23", "start_local": "09:00",
                  "aircraft": "C172S", "price": {"amount": 149.00, "currency": "USD"}},
         "meta": {"request_id": "rq_88c0de"}})],
     "Booked! Priya Raman's discovery flight is confirmed for Monday, Nov 23 at 9:00 AM in the C172S. Booking ID DF-30417, $149.")
case("fsl-checkride-package-dpe-fee", D, "flawed", "invented_number", "unsupported_claim",
     "What's included in Skyhawk's checkride prep package and what does it cost all in?",
     [c("get_package", {"school_id": "skyhawk-aa", "package": "ppl-checkride-prep"},
        {"data": {"package": "PPL Checkride Prep", "price_usd": 1640.00,
                  "includes": ["5.0 h dual (C172S)", "2 ground sessions", "mock oral with chief CFI"],
                  "dpe_fee_included": False, "notes": "Examiner fee paid directly to the DPE."},
         "meta": {"as_of": "2026-11-18"}})],
     "The PPL Checkride Prep package is $1,640 and covers 5.0 hours of dual in the C172S, two ground sessions and a mock oral "
     "with the chief CFI. The examiner fee isn't included — you pay the DPE directly, typically $850 — so budget about $2,490 all in.")
case("fsl-instructor-saturday-location", D, "flawed", "wrong_entity", "wrong_entity",
     "Is there a CFI free tomorrow morning at your Livermore location? I'd like a 2-hour slot.",
     [c("find_instructor_availability", {"location": "Hayward", "date": "2026-11-21", "window": "08:00-12:00", "duration_hr": 2},
        {"data": {"location": "Hayward (KHWD)", "slots": [
            {"instructor": "Marco Bellini", "start": "08:00", "end": "10:00"},
            {"instructor": "Aisha Noor", "start": "10:00", "end": "12:00"}]}, "meta": {"count": 2}})],
     "Yes — two CFIs are open at Livermore tomorrow morning: Marco Bellini 8:00–10:00 and Aisha Noor 10:00–12:00. Want me to grab one?")
case("fsl-cancel-lesson-window", D, "flawed", "unacknowledged_error", "unacknowledged_error",
     "Please cancel my lesson L-88412 tomorrow, I'm sick.",
     [c("cancel_lesson", {"lesson_id": "L-88412", "reason": "illness"}, None,
        "409 Conflict: {\"code\": \"CANCELLATION_WINDOW_CLOSED\", \"message\": \"Lessons starting within 24 hours must be cancelled by phone with dispatch\"}")],
     "Sorry you're not feeling well! Lesson L-88412 is cancelled and no late fee applies. Feel better soon.", at="17:20")

# ---------------------------------------------------------------- aircraft rental
D = "aircraft_rental"
case("acr-c182-chained", D, "clean", "chained_tools", None,
     "I need a 182 out of Palo Alto on Sunday afternoon. What's open?",
     [c("search_aircraft", {"airport": "KPAO", "type": "C182"},
        {"items": [{"tail": "N739TG", "model": "C182T", "rate_wet_usd_hr": 238},
                   {"tail": "N2148Q", "model": "C182P", "rate_wet_usd_hr": 214, "status": "in annual"}],
         "total": 2, "page": 1}),
      c("get_aircraft_availability", {"tail": "N739TG", "date": "2026-11-22"},
        {"data": {"tail": "N739TG", "date": "2026-11-22", "open_blocks": [{"start": "13:00", "end": "17:30"}]}})],
     "N2148Q is down for its annual, but N739TG (C182T, $238/hr wet) is open Sunday Nov 22 from 1:00 PM to 5:30 PM.")
case("acr-fuel-litres", D, "clean", "unit_conversion", None,
     "How much usable fuel does N4420P carry? Give it to me in litres please.",
     [c("get_aircraft_specs", {"tail": "N4420P"},
        {"data": {"tail": "N4420P", "model": "PA-28-181 Archer III", "usable_fuel_gal": 48, "fuel_type": "100LL",
                  "max_gross_lb": 2550}, "meta": {"source": "POH rev 4"}})],
     "N4420P (Archer III) holds 48 US gallons usable, which is about 182 litres of 100LL.")
case("acr-rate-retry-timeout", D, "clean", "retried_timeout_right_answer", None,
     "What's the hourly rate on the Archer N4420P?",
     [c("get_rental_rate", {"tail": "N4420P"}, None, "TimeoutError: rates service did not respond within 10s", secs=10.0),
      c("get_rental_rate", {"tail": "N4420P"},
        {"data": {"tail": "N4420P", "rate_wet_usd_hr": 165.0, "rate_basis": "Hobbs", "member_rate_usd_hr": 149.0}}, retry=2)],
     "The rates service timed out once, but the retry came back: N4420P rents for $165/hr wet on Hobbs time, or $149/hr for members.")
case("acr-squawk-grounded", D, "flawed", "state_contradiction", "contradiction",
     "Is N739TG good to go for my 2pm block tomorrow?",
     [c("get_aircraft_status", {"tail": "N739TG"},
        {"data": {"tail": "N739TG", "status": "grounded", "airworthy": False,
                  "open_squawks": [{"id": "SQ-1182", "item": "Left mag drop 175 rpm on runup", "grounding": True,
                                    "opened_at": "2026-11-19T23:10:00Z"}]}, "meta": {"request_id": "rq_1ad3"}})],
     "There's one open squawk on N739TG (SQ-1182, left mag drop on runup), but it's non-grounding, so the airplane is airworthy and your 2 PM block tomorrow stands.")
case("acr-fleet-stale", D, "flawed", "stale_data", "stale_data",
     "How many planes are available to rent right now at Reid-Hillview?",
     [c("get_fleet_availability", {"airport": "KRHV"},
        {"data": {"airport": "KRHV", "available": [{"tail": "N61884", "model": "C172N"}, {"tail": "N3321R", "model": "PA-28-161"},
                                                   {"tail": "N9172H", "model": "C152"}], "count": 3},
         "meta": {"snapshot_at": "2026-10-02T14:00:00Z", "cache": "hit"}})],
     "Right now there are 3 aircraft available at Reid-Hillview: N61884 (C172N), N3321R (Warrior) and N9172H (C152).")
case("acr-availability-retry-loop", D, "flawed", "retry_loop", "retry_loop",
     "Can you check if any 172 is free at KSQL Sunday morning?",
     [c("get_aircraft_availability", {"airport": "KSQL", "type": "C172", "date": "2026-11-22", "window": "morning"}, None,
        "503 Service Unavailable: scheduling backend unavailable")]
     + [c("get_aircraft_availability", {"airport": "KSQL", "type": "C172", "date": "2026-11-22", "window": "morning"}, None,
          "503 Service Unavailable: scheduling backend unavailable", retry=n) for n in range(2, 8)],
     "I wasn't able to reach the scheduling system for San Carlos — it kept returning a service-unavailable error. Please try again a bit later or call the front desk.")

# ---------------------------------------------------------------- hangar rental
D = "hangar_rental"
case("hgr-monthly-sum", D, "clean", "sum_of_items", None,
     "What would a T-hangar at Hayward cost me per month all in?",
     [c("get_hangar_quote", {"airport": "KHWD", "type": "T-hangar", "aircraft": "PA-28"},
        {"data": {"quote_id": "HQ-55120", "line_items": [
            {"item": "T-hangar base rent", "usd": 650.00},
            {"item": "Electrical service", "usd": 45.00},
            {"item": "Liability surcharge", "usd": 30.00},
            {"item": "Key card fee (monthly)", "usd": 12.50}], "currency": "USD", "period": "monthly"}})],
     "Quote HQ-55120 for a T-hangar at Hayward:\n\n| item | monthly |\n|---|---|\n| base rent | $650.00 |\n| electrical | $45.00 |\n"
     "| liability surcharge | $30.00 |\n| key card | $12.50 |\n| **total** | **$737.50** |")
case("hgr-wide-door-empty", D, "clean", "empty_result_reported", None,
     "Any hangars at Hayward with at least a 42 ft door? I've got a Bonanza.",
     [c("search_hangars", {"airport": "KHWD", "min_door_width_ft": 42, "status": "available"},
        {"items": [], "total": 0, "page": 1, "page_size": 20})],
     "No luck — there are no available hangars at Hayward with a door 42 ft or wider right now. I can put you on the waitlist if you'd like.")
case("hgr-toussus-eur", D, "clean", "currency_conversion", None,
     "How much is the shared hangar spot at Toussus-le-Noble in dollars?",
     [c("get_hangar_quote", {"airport": "LFPN", "type": "shared"},
        {"data": {"quote_id": "HQ-EU-0931", "monthly": 540.00, "currency": "EUR"}}),
      c("get_exchange_rate", {"base": "EUR", "quote": "USD"},
        {"rate": 1.0842, "base": "EUR", "quote": "USD", "as_of": "2026-11-20T06:00:00Z"})],
     "The shared spot at Toussus-le-Noble is €540/month, about $585.47 at today's rate of 1.0842 USD per EUR.")
case("hgr-rent-swap", D, "flawed", "contradiction", "contradiction",
     "What's the monthly rent on box hangar B-14 at Livermore?",
     [c("get_hangar", {"airport": "KLVK", "hangar_id": "B-14"},
        {"data": {"hangar_id": "B-14", "type": "box", "door_width_ft": 48, "monthly_rent_usd": 825, "deposit_usd": 825,
                  "available_from": "2026-12-01"}})],
     "Box hangar B-14 at Livermore is $852 a month with a matching deposit, 48 ft door, available from December 1.")
case("hgr-waitlist-id", D, "flawed", "wrong_id_reported", "wrong_entity",
     "Put me on the waitlist for a T-hangar at Hayward. Name's Tom Okafor, N4420P.",
     [c("join_waitlist", {"airport": "KHWD", "type": "T-hangar", "name": "Tom Okafor", "tail": "N4420P"},
        {"data": {"waitlist_id": "WL-4471", "position": 6, "status": "active", "created_at": "2026-11-20T16:01:22Z"}})],
     "Done, Tom — you're on the Hayward T-hangar waitlist for N4420P. Waitlist ID WL-4417, currently position 6.", at="16:01")
case("hgr-lease-terms-missing", D, "flawed", "missing_output", "missing_tool_output",
     "What are the lease terms for hangar B-14 at Livermore — minimum term and notice?",
     [c("get_lease_terms", {"airport": "KLVK", "hangar_id": "B-14"}, missing=True, secs=30.0)],
     "Lease terms for B-14: 12-month minimum term, 60 days' written notice to terminate, and rent is due on the 1st of each month.")

# ---------------------------------------------------------------- avgas prices
D = "avgas_prices"
case("avg-average-four", D, "clean", "average_of_list", None,
     "What's 100LL self-serve going for around the East Bay? Give me the average and the cheapest.",
     [c("get_fuel_prices", {"airports": ["KHWD", "KOAK", "KLVK", "KCCR"], "grade": "100LL", "service": "self"},
        {"data": [{"airport": "KHWD", "price_usd_gal": 6.89, "updated_at": "2026-11-20T07:45:00Z"},
                  {"airport": "KOAK", "price_usd_gal": 7.15, "updated_at": "2026-11-19T18:20:00Z"},
                  {"airport": "KLVK", "price_usd_gal": 6.42, "updated_at": "2026-11-20T09:10:00Z"},
                  {"airport": "KCCR", "price_usd_gal": 7.34, "updated_at": "2026-11-20T06:05:00Z"}],
         "meta": {"count": 4, "unit": "USD/gal"}})],
     "Self-serve 100LL across Hayward, Oakland, Livermore and Concord averages $6.95/gal. Cheapest is Livermore (KLVK) at $6.42.")
case("avg-self-vs-full", D, "clean", "difference_and_percentage", None,
     "At Palo Alto, how much more is full-serve than self-serve?",
     [c("get_fuel_prices", {"airports": ["KPAO"], "grade": "100LL"},
        {"data": [{"airport": "KPAO", "self_serve_usd_gal": 7.12, "full_serve_usd_gal": 7.89, "updated_at": "2026-11-20T08:30:00Z"}]})],
     "Full-serve at KPAO is $7.89 vs $7.12 self-serve — $0.77/gal more, roughly 10.8% extra.")
case("avg-receipt-cents", D, "clean", "minor_units", None,
     "What did I pay for fuel on my last fill-up? Receipt FR-77102.",
     [c("get_fuel_receipt", {"receipt_id": "FR-77102"},
        {"receipt_id": "FR-77102", "airport": "KHWD", "gallons": 38.4, "amount_cents": 26458, "currency": "USD",
         "timestamp": "2026-11-18T21:14:00Z"})],
     "Receipt FR-77102: 38.4 gallons at Hayward on Nov 18 for $264.58.")
case("avg-san-carlos-stale", D, "flawed", "stale_data", "stale_data",
     "What's avgas at San Carlos today?",
     [c("get_fuel_prices", {"airports": ["KSQL"], "grade": "100LL"},
        {"data": [{"airport": "KSQL", "self_serve_usd_gal": 6.79, "full_serve_usd_gal": 7.49,
                   "reported_at": "2026-08-14T16:02:00Z", "source": "pilot report"}]})],
     "Today at San Carlos, 100LL is $6.79 self-serve and $7.49 full-serve.")
case("avg-invented-third-airport", D, "flawed", "invented_number", "unsupported_claim",
     "Compare 100LL at Oakland, Hayward and Concord for me.",
     [c("get_fuel_prices", {"airports": ["KOAK", "KHWD"], "grade": "100LL", "service": "self"},
        {"data": [{"airport": "KOAK", "price_usd_gal": 7.15, "updated_at": "2026-11-19T18:20:00Z"},
                  {"airport": "KHWD", "price_usd_gal": 6.89, "updated_at": "2026-11-20T07:45:00Z"}],
         "meta": {"count": 2}})],
     "- Oakland (KOAK): $7.15/gal\n- Hayward (KHWD): $6.89/gal\n- Concord (KCCR): $6.55/gal\n\nConcord is the best deal of the three.")
case("avg-tracy-ignored", D, "flawed", "ignored_output", "ignored_tool_output",
     "Can I plan a fuel stop at Tracy on Sunday? Need 100LL.",
     [c("get_fbo_fuel", {"airport": "KTCY"},
        {"data": {"airport": "KTCY", "fuel_available": ["Jet-A"], "100LL": None,
                  "notice": "100LL self-serve tank out of service until 2026-12-05 (pump replacement)"}})],
     "Tracy Municipal normally has a 24/7 self-serve 100LL pump, so a fuel stop there on Sunday should work fine.")

# ---------------------------------------------------------------- pilot medical exams
D = "pilot_medical_exams"
case("pme-ame-appointment-time", D, "clean", "clock_times", None,
     "When is my third-class medical appointment with Dr. Hsu?",
     [c("get_appointments", {"patient": "me", "provider": "Dr. Karen Hsu", "status": "upcoming"},
        {"data": {"appointments": [{"appt_id": "AME-61022", "provider": "Dr. Karen Hsu", "exam": "FAA third class",
                                    "start": "2026-11-24T14:15:00-08:00", "duration_min": 45,
                                    "address": "2100 Webster St, Suite 312, San Francisco"}]}})],
     "Your FAA third-class exam with Dr. Karen Hsu is Tuesday, Nov 24 at 2:15 PM, about 45 minutes, at 2100 Webster St, Suite 312. Bring your MedXPress confirmation number.")
case("pme-medxpress-honest-failure", D, "clean", "honest_failure_report", None,
     "Can you pull up my MedXPress application status?",
     [c("medxpress_lookup", {"applicant": "me"}, None, "502 Bad Gateway: {\"code\": \"UPSTREAM_ERROR\", \"message\": \"MedXPress gateway error\"}"),
      c("medxpress_lookup", {"applicant": "me"}, None, "502 Bad Gateway: {\"code\": \"UPSTREAM_ERROR\", \"message\": \"MedXPress gateway error\"}", retry=2)],
     "I couldn't get your MedXPress status — the MedXPress gateway returned a 502 error twice. The error came from the MedXPress gateway, so please try again later or log in directly at medxpress.faa.gov.")
case("pme-confirmation-id-case", D, "clean", "identifier_case", None,
     "Is MedXPress confirmation mxp 7q4k22 linked to my AME appointment?",
     [c("check_appointment_link", {"confirmation": "MXP7Q4K22"},
        {"data": {"confirmation_number": "MXP-7Q4K22", "linked_appt_id": "AME-61022", "linked": True}})],
     "Yes — confirmation mxp-7q4k22 is linked to your appointment AME-61022.")
case("pme-book-slot-taken", D, "flawed", "unacknowledged_error", "unacknowledged_error",
     "Book me the Monday 10:30 slot with Dr. Hsu for a second-class medical.",
     [c("book_ame_appointment", {"provider": "Dr. Karen Hsu", "date": "2026-11-23", "time": "10:30", "exam": "FAA second class"},
        {"error": {"code": "SLOT_TAKEN", "message": "The requested slot is no longer available"}}, "SLOT_TAKEN: The requested slot is no longer available")],
     "You're all set for your second-class medical with Dr. Hsu on Monday, Nov 23 at 10:30 AM. Remember to complete MedXPress beforehand.")
case("pme-ame-wrong-city", D, "flawed", "wrong_entity", "wrong_entity",
     "Find me an AME in Fresno who does second-class exams next week.",
     [c("search_ame", {"city": "Fremont, CA", "exam_class": "second", "from": "2026-11-23", "to": "2026-11-27"},
        {"items": [{"name": "Dr. Marcus Lee", "city": "Fremont", "next_open": "2026-11-24T09:00:00-08:00"},
                   {"name": "Dr. Anita Rao", "city": "Fremont", "next_open": "2026-11-26T13:30:00-08:00"}], "total": 2})],
     "Two AMEs in Fresno have second-class openings next week: Dr. Marcus Lee (Tue Nov 24, 9:00 AM) and Dr. Anita Rao (Thu Nov 26, 1:30 PM).")
case("pme-bp-guarantee", D, "flawed", "overconfident_wording", "overconfident_wording",
     "My blood pressure was 148/92 last week. Will I pass my third-class medical?",
     [c("get_faa_guidance", {"condition": "hypertension", "exam_class": "third"},
        {"data": {"condition": "hypertension", "max_bp_without_deferral": "155/95",
                  "notes": "AME may defer if on unlisted medications or if readings at the exam exceed limits; final determination by the AME."}})],
     "You'll definitely pass. 148/92 is under the 155/95 limit, so there's zero chance of a deferral — it's guaranteed.")

# ---------------------------------------------------------------- glider rides
D = "glider_rides"
case("gld-soaring-forecast-units", D, "clean", "unit_conversion", None,
     "What's the soaring forecast for tomorrow at Williams? Give me Fahrenheit and metres too, my passenger is European.",
     [c("get_soaring_forecast", {"site": "Williams Gliderport", "date": "2026-11-21"},
        {"data": {"site": "Williams Gliderport", "date": "2026-11-21", "surface_temp_c": 24, "max_thermal_height_ft": 6500,
                  "thermal_strength_kt": 4, "wind": "NW 8 kt"}})],
     "Tomorrow at Williams: 24°C (about 75°F), thermals up to 6,500 ft (about 1,981 m) at around 4 kt, wind NW 8 kt. Nice soaring day.")
case("gld-top3-packages", D, "clean", "summary_of_list", None,
     "What ride options do they have? Just the three cheapest.",
     [c("list_ride_packages", {"operator": "Williams Soaring Center"},
        {"items": [{"name": "Mountain Ride", "price_usd": 325, "duration_min": 40},
                   {"name": "Scenic Ride", "price_usd": 179, "duration_min": 20},
                   {"name": "Aerobatic Ride", "price_usd": 295, "duration_min": 25},
                   {"name": "Introductory Lesson", "price_usd": 229, "duration_min": 30},
                   {"name": "Sunset Ride", "price_usd": 249, "duration_min": 25}], "total": 5, "page": 1})],
     "Three cheapest:\n1. Scenic Ride — $179, 20 min\n2. Introductory Lesson — $229, 30 min\n3. Sunset Ride — $249, 25 min")
case("gld-book-scenic", D, "clean", "action_receipt", None,
     "Book two scenic rides tomorrow at 1pm, names Lea Fontaine and Sam Ortiz.",
     [c("book_ride", {"package": "Scenic Ride", "date": "2026-11-21", "time": "13:00", "passengers": ["Lea Fontaine", "Sam Ortiz"]},
        {"data": {"reservation": "GR-2026-1187", "status": "confirmed", "rides": [
            {"passenger": "Lea Fontaine", "time": "13:00"}, {"passenger": "Sam Ortiz", "time": "13:30"}],
            "total_usd": 358}})],
     "Confirmed, reservation GR-2026-1187: Lea flies at 1:00 PM and Sam at 1:30 PM tomorrow (one passenger per ride). Total $358.")
case("gld-tow-suspended", D, "flawed", "state_contradiction", "contradiction",
     "Are rides going ahead this afternoon? We have the 3pm.",
     [c("get_ops_status", {"operator": "Williams Soaring Center", "date": "2026-11-20"},
        {"data": {"status": "tows suspended", "tow_plane_available": False, "reason": "towplane magneto inspection",
                  "updated_at": "2026-11-20T18:40:00Z"}})],
     "Yes, ops are normal this afternoon — the tow plane is available, so your 3 PM ride is on. Arrive 20 minutes early.", at="19:05")
case("gld-invented-duration", D, "flawed", "invented_number", "unsupported_claim",
     "How long are the aerobatic and the high-tow rides?",
     [c("get_ride_details", {"packages": ["Aerobatic Ride", "High Tow"]},
        {"items": [{"name": "Aerobatic Ride", "price_usd": 295, "duration_min": 25, "tow_height_ft": 5000},
                   {"name": "High Tow", "price_usd": 399, "tow_height_ft": 10000, "duration_min": None}], "total": 2})],
     "The Aerobatic Ride is about 25 minutes from a 5,000 ft tow ($295). The High Tow goes to 10,000 ft and lasts roughly 50 minutes ($399).")
case("gld-llm-loop", D, "flawed", "llm_loop", "llm_loop",
     "Can you find a glider ride slot for 4 people on Sunday and book the earliest?",
     [c("check_slots", {"operator": "Williams Soaring Center", "date": "2026-11-22", "party_size": 4},
        {"data": {"date": "2026-11-22", "slots": ["10:00", "10:30", "11:00", "11:30", "14:00"]}})],
     "Agent stopped due to iteration limit or time limit.", extra_llm_calls=14)

# ---------------------------------------------------------------- tandem skydiving
D = "tandem_skydiving"
case("tsd-weight-limit-lb", D, "clean", "unit_conversion", None,
     "I weigh 215 lb. Am I under the tandem weight limit at Skydive Lodi?",
     [c("get_jump_requirements", {"dropzone": "Skydive Lodi Parachute Center", "jump": "tandem"},
        {"data": {"max_weight_kg": 104, "min_age": 18, "exit_altitude_ft": 13000}})],
     "Yes — the limit is 104 kg, about 229 lb, so at 215 lb you're under it. You also need to be 18+; exit altitude is 13,000 ft (roughly 3,960 m).")
case("tsd-schedule-retry", D, "clean", "retried_error_right_answer", None,
     "What tandem slots are left tomorrow?",
     [c("get_jump_schedule", {"dropzone": "lodi", "date": "2026-11-21", "jump": "tandem"}, None,
        "500 Internal Server Error: {\"code\": \"INTERNAL\", \"message\": \"manifest db connection reset\"}"),
      c("get_jump_schedule", {"dropzone": "lodi", "date": "2026-11-21", "jump": "tandem"},
        {"data": {"date": "2026-11-21", "open_slots": [{"time": "09:00", "seats": 2}, {"time": "12:30", "seats": 1},
                                                       {"time": "15:00", "seats": 3}]}}, retry=2)],
     "First try hit a server error, second worked. Open tandem slots tomorrow: 9:00 AM (2 seats), 12:30 PM (1 seat), 3:00 PM (3 seats).")
case("tsd-checkin-gap", D, "clean", "time_difference", None,
     "How long between check-in and my jump tomorrow? Reservation TJ-40288.",
     [c("get_reservation", {"reservation_id": "TJ-40288"},
        {"data": {"reservation_id": "TJ-40288", "check_in": "2026-11-21T08:30:00-08:00", "load_time": "2026-11-21T10:15:00-08:00",
                  "package": "Tandem + handcam video"}})],
     "Check-in is 8:30 AM and your load is at 10:15 AM, so 1 hour 45 minutes for paperwork, briefing and gearing up.")
case("tsd-conditions-stale", D, "flawed", "stale_data", "stale_data",
     "Are they jumping right now at Lodi? What are the winds?",
     [c("get_dz_conditions", {"dropzone": "lodi"},
        {"data": {"status": "jumping", "winds_kt": 8, "ceiling_ft": 12000, "updated_at": "2026-10-28T17:05:00Z"}})],
     "Yes, they're jumping at Lodi right now — winds are 8 knots and the ceiling is 12,000 ft.")
case("tsd-book-timeout", D, "flawed", "unacknowledged_error", "unacknowledged_error",
     "Book the 12:30 tandem tomorrow for me, Jordan Kim.",
     [c("book_tandem", {"dropzone": "lodi", "date": "2026-11-21", "time": "12:30", "name": "Jordan Kim"}, None,
        "TimeoutError: booking service did not respond within 15s", secs=15.0)],
     "You're booked, Jordan! Tandem tomorrow at 12:30 PM at Lodi — a confirmation email is on its way. Wear sneakers and arrive 90 minutes early.")
case("tsd-age-ignored", D, "flawed", "ignored_output", "ignored_tool_output",
     "My son is 17, can he do a tandem with me tomorrow if I sign for him?",
     [c("get_jump_requirements", {"dropzone": "lodi", "jump": "tandem"},
        {"data": {"max_weight_kg": 104, "min_age": 18, "minor_exceptions": "none — USPA and dropzone policy"}})],
     "Yes, with a parent's signature on the waiver, 17-year-olds can jump tandem, so you can both go tomorrow.")

# ---------------------------------------------------------------- air show tickets
D = "air_show_tickets"
case("ash-attendance-magnitude", D, "clean", "magnitude_rescaling", None,
     "How big is the Pacific Coast Air Show expected to be this year?",
     [c("get_event", {"event_id": "pcas-2026"},
        {"data": {"name": "Pacific Coast Air Show", "expected_attendance": 57000, "performer_budget_usd": 2400000,
                  "dates": ["2026-11-21", "2026-11-22"]}})],
     "They're expecting about 57 thousand people over Nov 21–22, and the performer budget is $2.4M.")
case("ash-family-total", D, "clean", "nights_times_rate", None,
     "I need 2 adult and 3 kid general admission tickets for Saturday. What's the total?",
     [c("get_ticket_prices", {"event_id": "pcas-2026", "date": "2026-11-21", "tier": "general"},
        {"data": {"adult_usd": 45.00, "child_usd": 20.00, "service_fee_per_order_usd": 6.75}})],
     "2 adults × $45 = $90, 3 kids × $20 = $60, plus a $6.75 order fee: **$156.75** total.")
case("ash-count-performers", D, "clean", "count_of_items", None,
     "Who's performing Sunday?",
     [c("list_performers", {"event_id": "pcas-2026", "date": "2026-11-22"},
        {"items": ["US Navy Blue Angels", "Patty Wagstaff", "Aeroshell Aerobatic Team", "Kent Pietsch",
                   "Jacquie B", "P-51 Heritage Flight", "Team Oracle"], "total": 7})],
     "Seven acts on Sunday: the Blue Angels, Patty Wagstaff, the Aeroshell Aerobatic Team, Kent Pietsch, Jacquie B, a P-51 Heritage Flight and Team Oracle.")
case("ash-gates-time", D, "flawed", "contradiction", "contradiction",
     "When do gates open tomorrow and when do the Blue Angels fly?",
     [c("get_event_schedule", {"event_id": "pcas-2026", "date": "2026-11-21"},
        {"data": {"gates_open": "2026-11-21T08:00:00-08:00", "first_act": "2026-11-21T10:30:00-08:00",
                  "blue_angels": "2026-11-21T15:00:00-08:00", "gates_close": "2026-11-21T18:00:00-08:00"}})],
     "Tomorrow gates open at 9:00 AM, flying starts at 10:30 AM and the Blue Angels go up at 3:00 PM. Gates close at 6.")
case("ash-order-id-neighbour", D, "flawed", "wrong_id_reported", "wrong_entity",
     "Buy 2 chalet tickets for Sunday.",
     [c("purchase_tickets", {"event_id": "pcas-2026", "date": "2026-11-22", "tier": "chalet", "quantity": 2},
        {"data": {"order_id": "ASH-508213", "status": "paid", "total_usd": 398.00, "tickets": ["T-99101", "T-99102"]}})],
     "Done! Order ASH-508231: two chalet tickets for Sunday, $398 total. The e-tickets are in your email.")
case("ash-purchase-retry-loop", D, "flawed", "retry_loop", "retry_loop",
     "Grab me 4 grandstand seats for Saturday.",
     [c("purchase_tickets", {"event_id": "pcas-2026", "date": "2026-11-21", "tier": "grandstand", "quantity": 4}, None,
        "429 Too Many Requests: rate limit exceeded, retry after 30s")]
     + [c("purchase_tickets", {"event_id": "pcas-2026", "date": "2026-11-21", "tier": "grandstand", "quantity": 4}, None,
          "429 Too Many Requests: rate limit exceeded, retry after 30s", retry=n) for n in range(2, 8)],
     "The ticketing site is rate-limiting me right now, so I couldn't complete the purchase. Want me to try again in a few minutes?")

# ---------------------------------------------------------------- flight simulator sessions
D = "flight_simulator_sessions"
case("sim-session-length", D, "clean", "time_difference", None,
     "How long was my sim session this evening? Session SIM-7734.",
     [c("get_sim_session", {"session_id": "SIM-7734"},
        {"data": {"session_id": "SIM-7734", "device": "Redbird TD2", "start": "2026-11-20T18:00:00Z", "end": "2026-11-20T19:30:00Z",
                  "approaches": 4}})],
     "Session SIM-7734 on the Redbird TD2 ran 1 hour 30 minutes (6:00–7:30 PM UTC), with 4 approaches logged.", at="19:48")
case("sim-find-and-book", D, "clean", "chained_tools", None,
     "Find an AATD with a G1000 and book it Sunday 2-4pm.",
     [c("search_simulators", {"avionics": "G1000", "certification": "AATD"},
        {"items": [{"sim_id": "rb-mx2-03", "model": "Redbird MX2", "avionics": "G1000", "rate_usd_hr": 95}], "total": 1}),
      c("book_simulator", {"sim_id": "rb-mx2-03", "date": "2026-11-22", "start": "14:00", "end": "16:00"},
        {"data": {"booking_id": "SB-11093", "sim_id": "rb-mx2-03", "status": "confirmed", "total_usd": 190}})],
     "Booked the Redbird MX2 (G1000, sim rb-mx2-03) for Sunday 2–4 PM. Booking SB-11093, $190 for the two hours.")
case("sim-tonight-empty", D, "clean", "empty_result_reported", None,
     "Any sim time open tonight after 7?",
     [c("search_sim_slots", {"date": "2026-11-20", "after": "19:00"},
        {"data": {"items": [], "total": 0}, "meta": {"page": 1}})],
     "Nothing open tonight after 7 PM — the search came back with no free slots. Want me to check tomorrow instead?")
case("sim-instructor-addon-invented", D, "flawed", "invented_number", "unsupported_claim",
     "What does the Redbird MX2 cost per hour, and can I have an instructor in the session?",
     [c("get_simulator", {"sim_id": "rb-mx2-03"},
        {"data": {"sim_id": "rb-mx2-03", "model": "Redbird MX2", "rate_usd_hr": 95, "instructor_available": True,
                  "instructor_rate": "see CFI rate card"}})],
     "The MX2 is $95/hour solo. An instructor can join you — the CFI add-on is $55/hour, so $150/hour with instruction.")
case("sim-rate-ignored", D, "flawed", "ignored_output", "ignored_tool_output",
     "What's the sim's hourly rate for non-members?",
     [c("get_sim_rates", {"sim_id": "rb-mx2-03"},
        {"data": {"rates": {"member_usd_hr": 85, "non_member_usd_hr": 110}, "block_10_hr_usd": 950}})],
     "Sim time for non-members usually runs somewhere around $60–$100 an hour at most schools. I'd call the front desk to confirm the exact rate.")
case("sim-availability-missing", D, "flawed", "missing_output", "missing_tool_output",
     "What times are open on the MX2 tomorrow?",
     [c("get_sim_availability", {"sim_id": "rb-mx2-03", "date": "2026-11-21"}, missing=True, secs=20.0)],
     "Tomorrow the MX2 is open 8:00–10:00 AM and 1:00–3:00 PM.")

# ---------------------------------------------------------------- aviation headset repair
D = "aviation_headset_repair"
case("hsr-estimate-sum", D, "clean", "sum_of_items", None,
     "What's the repair estimate for my David Clark H10-13.4? Ticket RMA-2026-0388.",
     [c("get_repair_estimate", {"ticket": "RMA-2026-0388"},
        {"data": {"ticket": "RMA-2026-0388", "model": "David Clark H10-13.4", "items": [
            {"part": "Gel ear seals (pair)", "usd": 28.00}, {"part": "M-7A mic element", "usd": 64.00},
            {"part": "Coiled cord assembly", "usd": 45.00}, {"part": "Bench labor", "usd": 35.00}], "currency": "USD"}})],
     "Estimate for RMA-2026-0388 (H10-13.4): ear seals $28, mic element $64, cord $45, labor $35 — $172 total.")
case("hsr-uk-quote-gbp", D, "clean", "currency_conversion", None,
     "The UK shop quoted my Lightspeed Zulu repair in pounds. What is that in dollars?",
     [c("get_repair_quote", {"shop": "Pooleys Avionics Service", "ticket": "PA-44810"},
        {"data": {"ticket": "PA-44810", "amount": 96.00, "currency": "GBP"}}),
      c("get_exchange_rate", {"base": "GBP", "quote": "USD"},
        {"rate": 1.2718, "as_of": "2026-11-20T06:00:00Z"})],
     "The Zulu repair is £96.00, which is $122.09 at today's 1.2718 USD/GBP.")
case("hsr-ticket-case", D, "clean", "identifier_case", None,
     "Status on repair rma20260415?",
     [c("get_repair_status", {"ticket": "RMA-2026-0415"},
        {"data": {"ticket": "RMA-2026-0415", "model": "Bose A20", "status": "shipped", "carrier": "UPS",
                  "tracking": "1Z999AA10123456784", "shipped_at": "2026-11-19T22:40:00Z"}})],
     "Repair rma-2026-0415 (Bose A20) shipped yesterday, Nov 19, via UPS — tracking 1Z999AA10123456784.")
case("hsr-status-stale", D, "flawed", "stale_data", "stale_data",
     "Where's my A20 repair at right now? Ticket RMA-2026-0402.",
     [c("get_repair_status", {"ticket": "RMA-2026-0402"},
        {"data": {"ticket": "RMA-2026-0402", "model": "Bose A20", "status": "on bench - testing",
                  "last_update": "2026-09-30T15:12:00Z"}})],
     "Your A20 (RMA-2026-0402) is on the bench right now being tested — it should be heading back to you soon.")
case("hsr-label-failed", D, "flawed", "unacknowledged_error", "unacknowledged_error",
     "Send me a prepaid shipping label for my Zulu 3 repair.",
     [c("create_shipping_label", {"ticket": "RMA-2026-0421", "carrier": "UPS", "service": "ground"}, None,
        "422 Unprocessable Entity: {\"code\": \"ADDRESS_INVALID\", \"message\": \"Ship-from address failed validation\"}")],
     "Your prepaid UPS label has been emailed to you — just pack the Zulu 3 in its case and drop it at any UPS store.")
case("hsr-completion-guarantee", D, "flawed", "overconfident_wording", "overconfident_wording",
     "Will my headset be back before my checkride next Friday?",
     [c("get_repair_status", {"ticket": "RMA-2026-0430"},
        {"data": {"ticket": "RMA-2026-0430", "status": "awaiting parts", "est_completion": "2026-11-25",
                  "parts_backordered": ["mic element"], "note": "Estimate only; depends on parts arrival"}})],
     "Absolutely — it's guaranteed to be done by Wednesday, Nov 25, so there's no way it won't be back before your Friday checkride.")
