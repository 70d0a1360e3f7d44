"""Compact specs for the blind20 set (written by hand, blind to the scorer's checks)."""

SPECS = []


def S(id, domain, label, category, cause, start, prompt, calls, response, **kw):
    d = dict(id=id, domain=domain, label=label, category=category, expected_cause=cause,
             start=start, prompt=prompt, calls=calls, response=response)
    d.update(kw)
    SPECS.append(d)


def C(tool, args, output=None, error=None, **kw):
    d = dict(tool=tool, args=args, output=output, error=error)
    d.update(kw)
    return d


CL = "claude-3-5-sonnet-20241022"

# ---------------------------------------------------------------- bicycle repair shop
D = "bicycle repair shop"
S("bike-quote-line-items", D, "clean", "sum_of_items", None, "09:12:04",
  "Can you tell me what the quote for ticket BR-20417 comes to? Just the parts and labour.",
  [C("get_repair_quote", {"ticket_id": "BR-20417"},
     {"data": {"ticket_id": "BR-20417", "bike": "Trek FX 3 (2022)", "currency": "USD",
               "lines": [{"sku": "CH-HG601-116", "desc": "Chain, Shimano CN-HG601 116L", "qty": 1, "price": 32.00},
                         {"sku": "BP-RES-R", "desc": "Rear disc brake pads (resin)", "qty": 1, "price": 18.50},
                         {"sku": "LAB-STD", "desc": "Labour 0.75 h", "qty": 1, "price": 45.00}],
               "tax_included": False},
      "meta": {"generated_at": "2026-11-20T09:12:05Z"}})],
  "The quote for BR-20417 (your Trek FX 3) comes to **$95.50** before tax:\n\n- Chain, Shimano CN-HG601: $32.00\n- Rear disc brake pads: $18.50\n- Labour (0.75 h): $45.00")

S("bike-ready-for-pickup", D, "clean", "clock_times", None, "16:02:41",
  "Is my bike ready yet? Ticket BR-20388.",
  [C("get_ticket_status", {"ticket_id": "BR-20388"},
     {"ticket_id": "BR-20388", "status": "ready_for_pickup", "ready_at": "2026-11-20T15:30:00Z",
      "shop_hours_today": {"open": "09:00", "close": "18:00"}, "balance_due": 0})],
  "Good news: BR-20388 has been ready for pickup since 3:30 PM today. The shop's open until 6 PM, and there's nothing left to pay.",
  model=CL)

S("bike-weight-pounds", D, "clean", "unit_conversion", None, "11:47:19",
  "How heavy is the Cannondale Topstone 2 you have in the shop window? In pounds please.",
  [C("get_bike_spec", {"model": "Cannondale Topstone 2", "size": "M"},
     {"model": "Cannondale Topstone 2", "size": "M", "weight_kg": 9.8, "frame": "SmartForm C2 alloy",
      "groupset": "Shimano GRX 400", "price_usd": 1475})],
  "The Topstone 2 (size M) weighs 9.8 kg, which is about 21.6 lb.")

S("bike-backorder-eta-invented", D, "flawed", "invented_number", "unsupported_claim", "10:05:33",
  "Any news on the wheel I ordered? Parts order PO-5531.",
  [C("get_parts_order", {"order_id": "PO-5531"},
     {"data": {"order_id": "PO-5531", "item": "DT Swiss R470 rear wheel 700c, 12x142", "status": "backordered",
               "supplier": "QBP", "supplier_eta": None, "ordered_at": "2026-11-09T14:20:00Z"},
      "meta": {"request_id": "a81f-33c0"}})],
  "Your DT Swiss R470 rear wheel (PO-5531) is on backorder with our supplier, QBP. It was ordered on Nov 9 and is currently expected to arrive on Nov 26 — we'll text you as soon as it's in.")

S("bike-ticket-id-transposed", D, "flawed", "wrong_id_reported", "wrong_entity", "13:21:08",
  "Did the shop finish the tubeless conversion on my gravel bike? I think the ticket is BR-20452.",
  [C("get_ticket_status", {"ticket_id": "BR-20452"},
     {"ticket_id": "BR-20452", "status": "in_progress", "job": "Tubeless conversion + sealant",
      "mechanic": "Luis", "ready_at": None, "balance_due": 64.0})],
  "Not yet — ticket BR-20425 (tubeless conversion + sealant) is still in progress with Luis. The balance due at pickup will be $64.00.")

S("bike-wait-time-stale", D, "flawed", "stale_data", "stale_data", "08:40:55",
  "How long is the wait for a full service right now?",
  [C("get_workshop_queue", {"service": "full_service"},
     {"data": {"service": "full_service", "queue_length": 11, "estimated_wait_days": 4},
      "meta": {"snapshot_at": "2026-10-14T09:00:00Z", "source": "cache"}})],
  "Right now the wait for a full service is about 4 days — there are 11 bikes ahead of you in the queue.",
  model=CL)

# ---------------------------------------------------------------- gym equipment leasing
D = "gym equipment leasing"
S("lease-eur-to-gbp", D, "clean", "currency_conversion", None, "10:30:00",
  "What's the monthly lease on the Technogym Skillrun in pounds?",
  [C("get_lease_quote", {"product_id": "TG-SKILLRUN-01", "term_months": 36},
     {"data": {"product_id": "TG-SKILLRUN-01", "name": "Technogym Skillrun", "term_months": 36,
               "monthly": 189.00, "currency": "EUR"}, "meta": {"quoted_at": "2026-11-20T10:30:01Z"}}),
   C("get_fx_rate", {"base": "EUR", "quote": "GBP"},
     {"base": "EUR", "quote": "GBP", "rate": 0.8612, "as_of": "2026-11-20T10:00:00Z"})],
  "The Skillrun leases at €189.00/month on a 36-month term. At today's rate (1 EUR = 0.8612 GBP) that's about £162.77 a month.")

S("lease-term-total", D, "clean", "nights_times_rate", None, "14:18:27",
  "If I lease the Life Fitness Integrity treadmill for 36 months, what do I pay in total?",
  [C("get_lease_quote", {"product_id": "LF-INT-TM", "term_months": 36},
     {"data": {"product_id": "LF-INT-TM", "name": "Life Fitness Integrity Treadmill", "term_months": 36,
               "monthly": 249.00, "currency": "USD", "buyout_option": True},
      "meta": {"quoted_at": "2026-11-20T14:18:28Z"}})],
  "At $249/month for 36 months you'd pay $8,964 in total over the lease (a buyout option is available at the end).")

S("lease-no-rower-offers", D, "clean", "empty_result_reported", None, "15:55:12",
  "Are there any rowing machine leases under $60 a month?",
  [C("search_lease_offers", {"category": "rowing_machine", "max_monthly": 60, "currency": "USD", "page": 1},
     {"data": {"items": [], "total": 0}, "meta": {"page": 1, "per_page": 20}})],
  "I couldn't find any — there are no rowing machine lease offers under $60/month right now. Want me to widen the budget?",
  model=CL)

S("lease-buyout-digits", D, "flawed", "contradiction", "contradiction", "09:03:46",
  "What would it cost to buy out the lease on our two spin bikes at the end of the term? Contract GL-7719.",
  [C("get_lease_contract", {"contract_id": "GL-7719"},
     {"data": {"contract_id": "GL-7719", "customer": "Northside Fitness LLC", "items": [
         {"asset": "Keiser M3i indoor bike", "qty": 2, "monthly": 58.00}],
               "term_end": "2027-05-31", "buyout_price": 1240.00, "currency": "USD"},
      "meta": {"request_id": "c93e0b"}})],
  "For contract GL-7719 (2 × Keiser M3i), the end-of-term buyout is $1,420.00. The term ends May 31, 2027, and until then you're paying $58.00 per bike per month.")

S("lease-application-503", D, "flawed", "unacknowledged_error", "unacknowledged_error", "12:44:09",
  "Please submit the lease application for the cable crossover we discussed — 24 months.",
  [C("create_lease_application", {"product_id": "MAT-CC-2024", "term_months": 24, "customer_id": "CUST-10428"},
     {"error": {"code": 503, "status": "SERVICE_UNAVAILABLE", "message": "Credit check provider unavailable"}},
     "HTTP 503: Credit check provider unavailable")],
  "Done! Your 24-month lease application for the Matrix cable crossover has been submitted. You'll get the approval decision and contract by email, usually within one business day.")

S("lease-skierg-for-rowerg", D, "flawed", "wrong_entity", "wrong_entity", "11:26:50",
  "How much is it per month to lease a Concept2 RowErg?",
  [C("get_lease_quote", {"product_id": "C2-SKIERG", "term_months": 24},
     {"data": {"product_id": "C2-SKIERG", "name": "Concept2 SkiErg", "term_months": 24, "monthly": 47.50,
               "currency": "USD"}, "meta": {"quoted_at": "2026-11-20T11:26:51Z"}})],
  "A Concept2 RowErg leases for $47.50 a month on a 24-month term.")

# ---------------------------------------------------------------- sports physiotherapy clinic booking
D = "sports physiotherapy clinic booking"
S("physio-book-receipt", D, "clean", "action_receipt", None, "08:15:37",
  "Book me an appointment with Dr. Okoye on Monday morning, the 9:15 slot.",
  [C("book_appointment", {"therapist_id": "TH-OKOYE", "start": "2026-11-23T09:15:00Z", "type": "follow_up"},
     {"data": {"booking_id": "PHY-88213", "status": "confirmed", "therapist": "Dr. Amara Okoye",
               "start": "2026-11-23T09:15:00Z", "duration_min": 45, "location": "Clinic 2"}})],
  "You're booked: Monday, Nov 23 at 9:15 AM with Dr. Amara Okoye (45 min, Clinic 2). Confirmation number PHY-88213.",
  model=CL)

S("physio-find-then-book", D, "clean", "chained_tools", None, "13:02:14",
  "Get me the earliest sports massage slot tomorrow and book it.",
  [C("find_slots", {"service": "sports_massage", "date": "2026-11-21"},
     {"data": {"items": [{"slot_id": "SL-4410", "start": "2026-11-21T10:30:00Z", "therapist": "Jonas Berg"},
                         {"slot_id": "SL-4415", "start": "2026-11-21T13:00:00Z", "therapist": "Jonas Berg"},
                         {"slot_id": "SL-4421", "start": "2026-11-21T16:15:00Z", "therapist": "Mei Tanaka"}],
               "total": 3}, "meta": {"page": 1}}),
   C("book_slot", {"slot_id": "SL-4410", "patient_id": "PT-22817"},
     {"booking_id": "PHY-88340", "status": "confirmed", "slot_id": "SL-4410", "start": "2026-11-21T10:30:00Z"})],
  "Booked the earliest one: sports massage tomorrow (Sat, Nov 21) at 10:30 AM with Jonas Berg. Booking ID: PHY-88340.")

S("physio-timeout-then-slots", D, "clean", "retried_timeout_right_answer", None, "17:20:05",
  "Does Mei Tanaka have anything free on Tuesday?",
  [C("get_availability", {"therapist_id": "TH-TANAKA", "date": "2026-11-24"}, None,
     "TimeoutError: availability service did not respond within 10s", took=10.0),
   C("get_availability", {"therapist_id": "TH-TANAKA", "date": "2026-11-24"},
     {"therapist": "Mei Tanaka", "date": "2026-11-24", "free": ["2026-11-24T11:00:00Z", "2026-11-24T15:45:00Z"]},
     retry=True, reason="timeout")],
  "Mei Tanaka has two openings on Tuesday, Nov 24: 11:00 AM and 3:45 PM. (The availability system timed out the first time, but the retry went through.) Want me to grab one?")

S("physio-new-patients-state", D, "flawed", "state_contradiction", "contradiction", "10:48:22",
  "Is Dr. Lindqvist taking new patients? I want someone who does ACL rehab.",
  [C("get_therapist_profile", {"therapist_id": "TH-LINDQVIST"},
     {"data": {"therapist_id": "TH-LINDQVIST", "name": "Dr. Erik Lindqvist",
               "specialties": ["ACL rehabilitation", "running injuries"], "accepts_new_patients": False,
               "waitlist_open": True}})],
  "Yes — Dr. Erik Lindqvist specialises in ACL rehabilitation and running injuries, and he's accepting new patients. I can look for a first appointment if you like.")

S("physio-assessment-price-invented", D, "flawed", "invented_number", "unsupported_claim", "15:09:58",
  "How long is the initial assessment with Jonas Berg and when's the next one?",
  [C("get_service_info", {"service": "initial_assessment", "therapist_id": "TH-BERG"},
     {"service": "initial_assessment", "therapist": "Jonas Berg", "duration_min": 60,
      "next_available": "2026-11-25T08:30:00Z"})],
  "The initial assessment with Jonas Berg takes 60 minutes and costs €85. His next opening is Wednesday, Nov 25 at 8:30 AM.",
  model=CL)

S("physio-slots-retry-loop", D, "flawed", "retry_loop", "retry_loop", "19:31:44",
  "Any physio slots left this Saturday?",
  [C("find_slots", {"service": "physiotherapy", "date": "2026-11-21"}, None,
     "TimeoutError: upstream scheduling API timed out after 8s", took=8.0)]
  + [C("find_slots", {"service": "physiotherapy", "date": "2026-11-21"}, None,
       "TimeoutError: upstream scheduling API timed out after 8s", took=8.0, retry=True,
       attempt=a, reason="timeout", backoff=0.5) for a in range(2, 8)],
  "Sorry, I wasn't able to check Saturday's physio slots — the scheduling system isn't responding at the moment. Please try again a bit later or call the clinic.")

# ---------------------------------------------------------------- swimming pool memberships
D = "swimming pool memberships"
S("pool-annual-vs-monthly", D, "clean", "difference_and_percentage", None, "09:55:30",
  "Is the annual membership actually cheaper than paying monthly?",
  [C("get_membership_plans", {"tier": "standard"},
     {"data": {"tier": "standard", "plans": [{"billing": "monthly", "price": 52.00},
                                             {"billing": "annual", "price": 540.00}], "currency": "USD"}})],
  "Yes. Monthly is $52 × 12 = $624 a year, while annual is $540 — so annual saves you $84, about 13.5%.")

S("pool-distance-miles", D, "clean", "unit_conversion", None, "20:12:03",
  "How far did I swim this week? Miles please.",
  [C("get_swim_log", {"member_id": "M-40721", "from": "2026-11-16", "to": "2026-11-20"},
     {"member_id": "M-40721", "sessions": 3, "total_distance_m": 2400, "pool_length_m": 25})],
  "You swam 2,400 m over 3 sessions this week — that's about 1.49 miles.",
  model=CL)

S("pool-freeze-failed-honest", D, "clean", "honest_failure_report", None, "12:36:16",
  "Please freeze my membership for December, member M-40721.",
  [C("freeze_membership", {"member_id": "M-40721", "from": "2026-12-01", "to": "2026-12-31"},
     {"error": {"code": "MEMBERSHIP_SVC_UNAVAILABLE", "message": "Membership service is temporarily unavailable"}},
     "500 MEMBERSHIP_SVC_UNAVAILABLE: Membership service is temporarily unavailable")],
  "I'm sorry — I couldn't freeze your membership. The membership system returned an error (MEMBERSHIP_SVC_UNAVAILABLE), so nothing has been changed yet. Please try again later, or ask the front desk to set the December freeze for you.")

S("pool-member-digits-swapped", D, "flawed", "wrong_entity", "wrong_entity", "11:14:49",
  "When does my membership renew? Member number M-40721.",
  [C("get_membership", {"member_id": "M-40712"},
     {"data": {"member_id": "M-40712", "tier": "off_peak", "status": "active", "renews_on": "2027-02-01",
               "auto_renew": True}})],
  "Your Off-Peak membership is active and renews automatically on Feb 1, 2027.")

S("pool-closed-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "18:05:27",
  "Can I do lane swimming at the Riverside pool tomorrow morning?",
  [C("get_facility_status", {"facility_id": "riverside", "date": "2026-11-21"},
     {"facility": "Riverside Aquatic Centre", "date": "2026-11-21", "status": "closed",
      "reason": "annual maintenance", "reopens": "2026-11-28"})],
  "Yes! Lane swimming at Riverside runs every morning from 6 AM, so tomorrow morning is fine — just bring your membership card.")

S("pool-occupancy-stale", D, "flawed", "stale_data", "stale_data", "17:42:10",
  "How busy is the main pool right now?",
  [C("get_live_occupancy", {"facility_id": "main"},
     {"data": {"facility": "Main Pool", "occupancy_pct": 35, "lanes_free": 4},
      "meta": {"as_of": "2026-10-30T17:40:00Z"}})],
  "It's fairly quiet at the moment — the main pool is at 35% capacity with 4 lanes free.",
  model=CL)

# ---------------------------------------------------------------- climbing gym
D = "climbing gym"
S("climb-average-session", D, "clean", "average_of_list", None, "21:03:12",
  "How long have my climbing sessions been this month on average?",
  [C("get_checkins", {"member_id": "CLM-9021", "month": "2026-11"},
     {"data": {"items": [{"date": "2026-11-03", "minutes": 95}, {"date": "2026-11-08", "minutes": 80},
                         {"date": "2026-11-13", "minutes": 110}, {"date": "2026-11-18", "minutes": 75}],
               "total": 4}, "meta": {"page": 1}})],
  "You've had 4 sessions this month, averaging 90 minutes each (6 hours in total).")

S("climb-top-new-routes", D, "clean", "summary_of_list", None, "14:27:45",
  "What are the most popular new routes this week?",
  [C("list_new_routes", {"since": "2026-11-14", "sort": "likes"},
     {"data": [{"route": "Crimson Arete", "wall": "Lead A", "grade": "6c+", "likes": 41},
               {"route": "Slab Happy", "wall": "Boulder 2", "grade": "V3", "likes": 37},
               {"route": "The Undercling", "wall": "Lead B", "grade": "7a", "likes": 29},
               {"route": "Pinch Me", "wall": "Boulder 1", "grade": "V5", "likes": 18},
               {"route": "Blue Moon", "wall": "Top-rope", "grade": "5c", "likes": 12},
               {"route": "Tiny Dancer", "wall": "Boulder 3", "grade": "V1", "likes": 9}],
      "meta": {"count": 6}})],
  "Top 3 new routes this week by likes:\n1. Crimson Arete (6c+, Lead A) — 41\n2. Slab Happy (V3, Boulder 2) — 37\n3. The Undercling (7a, Lead B) — 29",
  model=CL)

S("climb-pass-identifier-case", D, "clean", "identifier_case", None, "10:11:58",
  "How many visits are left on punch pass ab-7731-k?",
  [C("get_punch_pass", {"pass_id": "ab-7731-k"},
     {"pass_id": "AB7731K", "visits_total": 10, "visits_left": 4, "expires": "2027-03-31"})],
  "Pass AB-7731-K has 4 of its 10 visits left, valid until Mar 31, 2027.")

S("climb-course-end-invented", D, "flawed", "invented_number", "unsupported_claim", "12:52:31",
  "When is the next intro to lead climbing course?",
  [C("list_courses", {"course": "intro_lead", "from": "2026-11-20"},
     {"data": {"items": [{"course_id": "CRS-LEAD-114", "title": "Intro to Lead Climbing",
                          "start": "2026-11-24T18:00:00Z", "spots_left": 3}], "total": 1}})],
  "The next Intro to Lead Climbing course (CRS-LEAD-114) starts Tuesday, Nov 24 at 6:00 PM and finishes at 8:30 PM. There are 3 spots left.")

S("climb-auto-belay-state", D, "flawed", "state_contradiction", "contradiction", "16:34:20",
  "I'm coming alone tonight — are the auto-belays working?",
  [C("get_wall_status", {"gym_id": "north"},
     {"data": {"walls": [{"wall": "Auto-belay bay", "status": "out_of_service", "note": "annual inspection"},
                         {"wall": "Lead A", "status": "open"}, {"wall": "Boulder 1", "status": "open"}]},
      "meta": {"updated_at": "2026-11-20T16:30:00Z"}})],
  "Yes, the auto-belay bay is open tonight, so you can top-rope on your own. Lead A and Boulder 1 are open as well.")

S("climb-waiver-missing-output", D, "flawed", "missing_output", "missing_tool_output", "09:37:02",
  "Do I still need to sign a waiver before my first visit? I registered online as Priya Nair.",
  [C("check_waiver_status", {"name": "Priya Nair", "email_hint": "p***@gmail.com"}, no_end=True, took=2.0)],
  "You're all set, Priya — your waiver is already on file, so you can head straight to the front desk to check in.",
  model=CL)

# ---------------------------------------------------------------- tennis court reservations
D = "tennis court reservations"
S("tennis-reservation-duration", D, "clean", "time_difference", None, "11:58:33",
  "How long is my court booking tonight?",
  [C("get_reservation", {"reservation_id": "TC-73310"},
     {"reservation_id": "TC-73310", "court": "Court 6 (indoor)", "start": "2026-11-20T17:30:00Z",
      "end": "2026-11-20T19:00:00Z", "players": 2})],
  "Your booking on Court 6 (indoor) tonight runs from 5:30 to 7:00 PM — 1 hour 30 minutes.")

S("tennis-fee-cents", D, "clean", "minor_units", None, "08:49:16",
  "What's the fee for an outdoor court at peak time?",
  [C("get_court_fee", {"court_type": "outdoor", "band": "peak"},
     {"court_type": "outdoor", "band": "peak", "amount_cents": 2850, "currency": "USD", "per": "hour"})],
  "An outdoor court at peak time is $28.50 per hour.",
  model=CL)

S("tennis-reserve-split", D, "clean", "action_receipt", None, "15:21:40",
  "Reserve Court 4 tomorrow 9 to 10 for doubles, and tell me what each of us owes.",
  [C("reserve_court", {"court": 4, "start": "2026-11-21T09:00:00Z", "end": "2026-11-21T10:00:00Z", "players": 4},
     {"data": {"reservation_id": "TC-73392", "status": "confirmed", "court": "Court 4",
               "start": "2026-11-21T09:00:00Z", "end": "2026-11-21T10:00:00Z", "fee": 32.00, "currency": "USD"}})],
  "Reserved ✅ Court 4, tomorrow (Sat) 9–10 AM, reservation TC-73392. The court fee is $32.00, so $8.00 each for the four of you.")

S("tennis-date-shifted", D, "flawed", "contradiction", "contradiction", "10:20:07",
  "When is my lesson with coach Ramos?",
  [C("list_bookings", {"member_id": "TM-5521", "type": "lesson"},
     {"data": {"items": [{"booking_id": "LS-2208", "coach": "Ana Ramos", "start": "2026-11-21T18:00:00Z",
                          "court": "Court 2"}], "total": 1}, "meta": {"page": 1}})],
  "Your lesson with Ana Ramos (LS-2208) is on Sunday, Nov 22 at 6:00 PM on Court 2.")

S("tennis-slot-taken-unack", D, "flawed", "unacknowledged_error", "unacknowledged_error", "13:47:26",
  "Book Court 3 for 7pm tonight for an hour.",
  [C("reserve_court", {"court": 3, "start": "2026-11-20T19:00:00Z", "end": "2026-11-20T20:00:00Z", "players": 2},
     {"error": {"code": "SLOT_TAKEN", "message": "Court 3 is already reserved 19:00-20:00"}},
     "409 SLOT_TAKEN: Court 3 is already reserved 19:00-20:00")],
  "You're all set for Court 3 tonight from 7 to 8 PM. See you on the court!",
  model=CL)

S("tennis-llm-loop", D, "flawed", "llm_loop", "llm_loop", "18:33:51",
  "Which indoor courts are free at 8 tomorrow morning?",
  [C("search_courts", {"date": "2026-11-21", "time": "08:00", "indoor": True},
     {"data": {"items": [{"court": "Court 5", "indoor": True}, {"court": "Court 6", "indoor": True}], "total": 2}})],
  "Courts 5 and 6 (both indoor) are free at 8 AM tomorrow.",
  extra_llm_calls=9)

# ---------------------------------------------------------------- golf cart rentals
D = "golf cart rentals"
S("golf-cart-range-miles", D, "clean", "unit_conversion", None, "07:35:18",
  "Will a cart make it through 18 holes? What's the range left on cart 12 in miles?",
  [C("get_cart_telemetry", {"cart_id": "GC-12"},
     {"cart_id": "GC-12", "battery_pct": 78, "est_range_km": 14.2, "reported_at": "2026-11-20T07:34:50Z"})],
  "Cart 12 is at 78% battery with an estimated 14.2 km (about 8.8 miles) of range left — plenty for 18 holes.")

S("golf-rate-limit-retry", D, "clean", "retried_error_right_answer", None, "06:58:02",
  "How many carts are available for the 8am tee time?",
  [C("check_cart_availability", {"date": "2026-11-20", "time": "08:00"}, None,
     "429 RATE_LIMITED: too many requests, retry after 1s"),
   C("check_cart_availability", {"date": "2026-11-20", "time": "08:00"},
     {"date": "2026-11-20", "time": "08:00", "available": 6, "fleet": 40}, retry=True, reason="rate_limited")],
  "There are 6 carts available for the 8:00 AM tee time.",
  model=CL)

S("golf-invoice-sum", D, "clean", "sum_of_items", None, "13:16:44",
  "What's the total on my cart rental invoice INV-GC-40917?",
  [C("get_invoice", {"invoice_id": "INV-GC-40917"},
     {"data": {"invoice_id": "INV-GC-40917", "currency": "USD",
               "lines": [["Cart rental, 18 holes", 45.00], ["GPS unit", 10.00], ["Damage waiver", 8.00],
                         ["Trail fee", 5.00]],
               "columns": ["item", "amount"], "status": "open"}})],
  "Invoice INV-GC-40917 totals **$68.00**:\n| item | amount |\n|---|---|\n| Cart rental, 18 holes | $45.00 |\n| GPS unit | $10.00 |\n| Damage waiver | $8.00 |\n| Trail fee | $5.00 |")

S("golf-deposit-invented", D, "flawed", "invented_number", "unsupported_claim", "09:44:29",
  "What do I need to pay to rent a cart this afternoon?",
  [C("get_rental_rates", {"date": "2026-11-20", "holes": 18},
     {"data": {"holes": 18, "rate": 45.00, "twilight_rate": 30.00, "twilight_from": "14:30", "currency": "USD"},
      "meta": {"rates_as_of": "2026-11-20T06:00:00Z"}})],
  "An 18-hole cart is $45.00, or $30.00 if you go out on the twilight rate from 2:30 PM. We also place a $150 refundable deposit hold on your card at pickup.")

S("golf-summer-rates-stale", D, "flawed", "stale_data", "stale_data", "10:02:13",
  "What's today's rate for a 9-hole cart?",
  [C("get_rental_rates", {"holes": 9},
     {"data": {"holes": 9, "rate": 28.00, "currency": "USD", "season": "summer 2026"},
      "meta": {"rates_as_of": "2026-08-01T06:00:00Z"}})],
  "Today's rate for a 9-hole cart is $28.00.",
  model=CL)

S("golf-driver-age-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "16:11:37",
  "My son is 16 — can he drive the cart?",
  [C("get_rental_policy", {"topic": "drivers"},
     {"policy": {"min_driver_age": 18, "license_required": True, "passengers_max": 2}})],
  "Most courses let drivers from 16 with a valid learner's permit, so he should be fine — just have him bring ID to the pro shop.")

# ---------------------------------------------------------------- ice rink sessions
D = "ice rink sessions"
S("rink-public-skate-times", D, "clean", "clock_times", None, "10:40:26",
  "When are the public skate sessions today?",
  [C("list_sessions", {"rink_id": "westside", "date": "2026-11-20", "type": "public_skate"},
     {"data": {"items": [{"session_id": "PS-1120-A", "start": "2026-11-20T13:00:00Z", "end": "2026-11-20T14:30:00Z"},
                         {"session_id": "PS-1120-B", "start": "2026-11-20T19:30:00Z", "end": "2026-11-20T21:00:00Z"}],
               "total": 2}})],
  "Two public skates today at Westside: 1:00–2:30 PM and 7:30–9:00 PM (tonight).")

S("rink-sessions-with-space", D, "clean", "count_of_list", None, "18:22:55",
  "How many sessions tomorrow still have spaces?",
  [C("list_sessions", {"rink_id": "westside", "date": "2026-11-21"},
     {"data": {"items": [{"session_id": "S1", "type": "public_skate", "start": "2026-11-21T10:00:00Z", "sold_out": True},
                         {"session_id": "S2", "type": "stick_and_puck", "start": "2026-11-21T12:00:00Z", "sold_out": False},
                         {"session_id": "S3", "type": "public_skate", "start": "2026-11-21T14:00:00Z", "sold_out": False},
                         {"session_id": "S4", "type": "figure_freestyle", "start": "2026-11-21T16:30:00Z", "sold_out": True},
                         {"session_id": "S5", "type": "public_skate", "start": "2026-11-21T19:00:00Z", "sold_out": False}],
               "total": 5}})],
  "3 of tomorrow's 5 sessions still have space: stick & puck at 12 PM, and public skates at 2 PM and 7 PM.",
  model=CL)

S("rink-temperature-fahrenheit", D, "clean", "unit_conversion", None, "08:05:09",
  "How cold is it inside the rink? Tell me in Fahrenheit so I know what to wear.",
  [C("get_rink_conditions", {"rink_id": "westside"},
     {"rink": "Westside Arena", "air_temp_c": 10, "ice_temp_c": -4, "measured_at": "2026-11-20T08:00:00Z"})],
  "The air in the rink is 10°C (50°F) and the ice surface is -4°C (about 25°F), so a warm layer and gloves are a good idea.")

S("rink-eastside-for-westside", D, "flawed", "wrong_entity", "wrong_entity", "12:18:34",
  "What time is the adult hockey drop-in at Westside Arena tonight?",
  [C("list_sessions", {"rink_id": "eastside", "date": "2026-11-20", "type": "adult_dropin"},
     {"data": {"rink": "Eastside Ice Centre", "items": [{"session_id": "AD-88", "start": "2026-11-20T21:15:00Z",
                                                        "end": "2026-11-20T22:30:00Z", "spots_left": 7}], "total": 1}})],
  "Adult hockey drop-in at Westside Arena tonight is 9:15–10:30 PM, with 7 spots left.")

S("rink-skate-sizes-timeout", D, "flawed", "unacknowledged_error", "unacknowledged_error", "14:51:47",
  "Do you have size 9 rental skates for the 1pm session?",
  [C("get_rental_inventory", {"rink_id": "westside", "session_id": "PS-1120-A", "size": "9"}, None,
     "TimeoutError: inventory service did not respond within 15s", took=15.0)],
  "Yes, size 9 rental skates are available for the session — just pick them up at the rental counter.",
  model=CL)

S("rink-ticket-price-invented", D, "flawed", "invented_number", "unsupported_claim", "17:09:40",
  "Is there still room at tonight's 7:30 skate?",
  [C("get_session", {"session_id": "PS-1120-B"},
     {"session_id": "PS-1120-B", "start": "2026-11-20T19:30:00Z", "capacity": 250, "booked": 212})],
  "Yes, there's room: 38 spots left for tonight's 7:30 PM public skate. Tickets are $12 at the door, skate rental included.")

# ---------------------------------------------------------------- sports league registration
D = "sports league registration"
S("league-early-bird-saving", D, "clean", "difference_and_percentage", None, "09:29:11",
  "How much do I save registering for spring soccer with the early-bird rate?",
  [C("get_registration_fees", {"league": "adult_coed_soccer", "season": "spring_2027"},
     {"data": {"league": "Adult Co-ed Soccer", "season": "Spring 2027", "fees": {"early_bird": 120.00,
               "regular": 150.00}, "early_bird_until": "2026-12-15", "currency": "USD"}})],
  "Early-bird is $120 vs $150 regular, so you save $30 (20%) if you register by Dec 15.")

S("league-players-magnitude", D, "clean", "magnitude_rescaling", None, "11:06:52",
  "How big is the youth basketball association these days?",
  [C("get_association_stats", {"association": "metro_youth_basketball", "season": "2026-27"},
     {"data": {"association": "Metro Youth Basketball", "players_registered": 57312, "teams": 4180,
               "scholarship_fund_usd": 2400000}, "meta": {"as_of": "2026-11-19"}})],
  "Metro Youth Basketball has roughly 57 thousand registered players this season across about 4,180 teams, and its scholarship fund stands at $2.4M.",
  model=CL)

S("league-team-roster-chain", D, "clean", "chained_tools", None, "19:44:03",
  "Is there still room on the Harbor Hawks roster for me?",
  [C("find_team", {"name": "Harbor Hawks", "league": "rec_volleyball"},
     {"data": {"items": [{"team_id": "T-6604", "name": "Harbor Hawks", "division": "Rec B"}], "total": 1}}),
   C("get_roster", {"team_id": "T-6604"},
     {"team_id": "T-6604", "players": 14, "max_players": 16, "open_to_free_agents": True})],
  "Yes — the Harbor Hawks (Rec B) have 14 of 16 roster spots filled, so there are 2 open, and they're accepting free agents.")

S("league-registration-id-typo", D, "flawed", "wrong_id_reported", "wrong_entity", "13:38:19",
  "Register my daughter Zoe Park for U10 girls' soccer, and give me the confirmation number.",
  [C("register_player", {"player": {"first": "Zoe", "last": "Park", "dob": "2017-04-09"}, "division": "U10G"},
     {"data": {"registration_id": "REG-55190", "status": "confirmed", "division": "U10 Girls",
               "fee_due": 95.00, "due_by": "2026-12-01"}})],
  "Zoe Park is registered for U10 Girls 🎉\n- Confirmation: REG-55109\n- Fee due: $95.00 by Dec 1")

S("league-standings-stale", D, "flawed", "stale_data", "stale_data", "21:12:36",
  "Where's my team in the standings right now? We're the Bay Bombers.",
  [C("get_standings", {"league": "mens_softball", "team": "Bay Bombers"},
     {"data": {"team": "Bay Bombers", "rank": 3, "wins": 7, "losses": 4},
      "meta": {"updated_at": "2026-10-11T22:00:00Z"}})],
  "The Bay Bombers are currently 3rd in the standings with a 7–4 record.",
  model=CL)

S("league-deadline-no-tools", D, "flawed", "confident_claims_without_tools", "unsupported_claim", "15:58:48",
  "When does registration close for the winter indoor futsal league, and how much is it?",
  [],
  "Registration for the winter indoor futsal league closes on December 4, and the fee is $135 per player (teams of 8 can register together for $960).")

# ---------------------------------------------------------------- team uniform orders
D = "team uniform orders"
S("uniform-order-total", D, "clean", "sum_of_items", None, "10:57:21",
  "What's the total on our uniform order UO-3302?",
  [C("get_order", {"order_id": "UO-3302"},
     {"data": {"order_id": "UO-3302", "team": "Riverside Rovers FC",
               "lines": [{"item": "Home jersey", "qty": 15, "unit": 32.00, "line_total": 480.00},
                         {"item": "Shorts", "qty": 15, "unit": 18.00, "line_total": 270.00},
                         {"item": "Socks", "qty": 15, "unit": 6.00, "line_total": 90.00}],
               "currency": "USD", "shipping": "free"}})],
  "UO-3302 comes to $840.00 (jerseys $480 + shorts $270 + socks $90), with free shipping.",
  model=CL)

S("uniform-delivery-date", D, "clean", "date_reformat", None, "14:03:37",
  "When will the hoodies for the swim team arrive? Order UO-3310.",
  [C("track_order", {"order_id": "UO-3310"},
     {"order_id": "UO-3310", "status": "shipped", "carrier": "UPS", "tracking": "1Z999AA10123456784",
      "estimated_delivery": "2026-12-03"})],
  "Your hoodies (UO-3310) have shipped with UPS and should arrive on Thursday, Dec 3. Tracking: 1Z999AA10123456784.")

S("uniform-parcel-weight", D, "clean", "unit_conversion", None, "16:49:02",
  "How heavy is the box for order UO-3315? My courier quotes in pounds.",
  [C("get_shipment", {"order_id": "UO-3315"},
     {"data": {"order_id": "UO-3315", "parcels": 1, "weight_kg": 7.5, "dims_cm": [50, 40, 30]}})],
  "The parcel for UO-3315 weighs 7.5 kg, which is about 16.5 lb (one box, 50 × 40 × 30 cm).")

S("uniform-size-count-digit", D, "flawed", "contradiction", "contradiction", "09:16:43",
  "Can you remind me of the size breakdown on the jersey order UO-3321?",
  [C("get_order", {"order_id": "UO-3321"},
     {"data": {"order_id": "UO-3321", "item": "Away jersey", "sizes": {"S": 2, "M": 6, "L": 5, "XL": 4},
               "qty_total": 17, "status": "in_production"}})],
  "Sure! UO-3321 (away jerseys, 17 in total) is in production with this size breakdown:\n- S: 2\n- M: 6\n- L: 5\n- XL: 3")

S("uniform-proof-state", D, "flawed", "state_contradiction", "contradiction", "12:25:15",
  "Has the design for our new basketball kit been approved? Order UO-3327.",
  [C("get_order", {"order_id": "UO-3327"},
     {"data": {"order_id": "UO-3327", "status": "awaiting_proof_approval", "proof_approved": False,
               "proof_sent_at": "2026-11-18T15:02:00Z"}})],
  "Yes, the design proof for UO-3327 was approved, so the order can go into production. The proof went out on Nov 18.",
  model=CL)

S("uniform-addon-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "15:30:58",
  "Can we still add two more jerseys to order UO-3318 for our new players?",
  [C("get_order", {"order_id": "UO-3318"},
     {"data": {"order_id": "UO-3318", "status": "in_production", "modifications_allowed": False,
               "note": "Order locked 2026-11-18; add-ons must be placed as a new order"}})],
  "Absolutely — just send me the names, numbers and sizes for the two new players and I'll add them to UO-3318.")
