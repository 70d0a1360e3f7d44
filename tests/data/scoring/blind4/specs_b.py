"""blind4 specs, part B: tutoring marketplace, freelance invoicing, fleet telematics (trucks), beauty salon
bookings, bike share. Written by hand by the blind4 tester (see README.md)."""

from build import NO_OUTPUT, Err, Run

CLAUDE = "claude-sonnet-4-5-20250929"

TUTORING = [
    Run(
        id="b4-tutor-average-rating",
        prompt="What's the average rating from Priya Natarajan's last five reviews?",
        steps=[
            ("llm", 1011, 56),
            ("tool", "get_tutor_reviews", {"tutor_id": "tu_55810", "limit": 5, "sort": "newest"},
             {"data": {"tutor": {"id": "tu_55810", "name": "Priya Natarajan", "subject": "AP Chemistry"},
                       "reviews": [{"rating": 5, "date": "2026-11-18"}, {"rating": 4, "date": "2026-11-11"},
                                   {"rating": 5, "date": "2026-11-04"}, {"rating": 5, "date": "2026-10-29"},
                                   {"rating": 3, "date": "2026-10-21"}]},
              "meta": {"total_reviews": 64, "next_cursor": "c_5"}}),
            ("llm", 1322, 68),
        ],
        response="Priya's last five reviews (Oct 21 to Nov 18) average 4.4 out of 5: three 5-star reviews, one 4 "
                 "and one 3. She has 64 reviews overall.",
        category="average_of_list",
        started="2026-11-20T19:20:00Z",
    ),
    Run(
        id="b4-tutor-eight-sessions",
        prompt="How much would 8 one-hour GCSE maths sessions with Tom Hale cost?",
        steps=[
            ("llm", 1060, 52),
            ("tool", "get_tutor_pricing", {"tutor_id": "tu_20731", "subject": "gcse_maths"},
             {"data": {"tutor": "Tom Hale", "hourly_gbp": 42.0, "packages": [{"sessions": 8, "discount_pct": 10}],
                       "trial_lesson_gbp": 0}}),
            ("llm", 1199, 61),
        ],
        response="At £42 an hour, 8 one-hour sessions with Tom would be £336. He takes 10% off an 8-session "
                 "package, which brings it to £302.40, and his first trial lesson is free.",
        category="difference_and_percentage",
        started="2026-11-20T18:03:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-tutor-latin-none",
        prompt="Find me a Latin tutor in Leeds who can do Saturday mornings in person.",
        steps=[
            ("llm", 998, 60),
            ("tool", "search_tutors", {"subject": "Latin", "city": "Leeds", "mode": "in_person",
                                       "availability": "sat_am"},
             {"results": [], "total": 0, "page": 1, "suggestions": {"online_matches": 4}}),
            ("llm", 1107, 55),
        ],
        response="I couldn't find any Latin tutors offering in-person Saturday morning sessions in Leeds. There are "
                 "4 tutors who teach Latin online, if that could work for you. Want me to list them?",
        category="empty_result_reported",
        started="2026-11-20T09:40:00Z",
    ),
    Run(
        id="b4-tutor-similar-name",
        prompt="Is Daniel Okoro free for a physics lesson on Wednesday evening?",
        steps=[
            ("llm", 1030, 64),
            ("tool", "get_availability", {"tutor_name": "Daniel Okafor", "date": "2026-11-25",
                                          "window": "17:00-21:00"},
             {"data": {"tutor": {"id": "tu_66102", "name": "Daniel Okafor", "subjects": ["Physics", "Maths"]},
                       "free_slots": ["18:00", "19:00"]}}),
            ("llm", 1188, 40),
        ],
        response="Yes, Daniel has physics slots free on Wednesday, Nov 25 at 6:00 PM and 7:00 PM. Shall I book one "
                 "of them?",
        category="wrong_entity",
        expected_cause="wrong_entity",
        started="2026-11-20T14:44:00Z",
    ),
    Run(
        id="b4-tutor-capacity-old-stats",
        prompt="How many students is Ms. Chen teaching at the moment, and does she have space for one more?",
        steps=[
            ("llm", 970, 49),
            ("tool", "get_tutor_profile", {"tutor_id": "tu_30018"},
             {"data": {"name": "Lin Chen", "subjects": ["Mandarin", "IB Chinese B"], "active_students": 11,
                       "max_students": 12, "accepting_new": True, "stats_as_of": "2026-09-14"}}),
            ("llm", 1093, 52),
        ],
        response="Ms. Chen currently teaches 11 students out of a maximum of 12, so she has room for one more and "
                 "is accepting new students right now.",
        category="stale_data",
        expected_cause="stale_data",
        started="2026-11-20T16:52:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-tutor-refund-no-show",
        prompt="Tom didn't show up for Tuesday's session. Can I get a refund? Booking TB-40917.",
        steps=[
            ("llm", 1015, 47),
            ("tool", "get_refund_eligibility", {"booking_id": "TB-40917"},
             {"data": {"booking_id": "TB-40917", "eligible": True, "reason": "tutor_no_show", "refund_gbp": 42.0,
                       "method": "original_payment", "auto_processed": True, "expected_in_days": "3-5"}}),
            ("llm", 1140, 50),
        ],
        response="I'm sorry that happened. Refunds for missed sessions are reviewed by our support team, so please "
                 "email support with your booking number and they'll get back to you with a decision.",
        category="ignored_output",
        expected_cause="ignored_tool_output",
        started="2026-11-20T11:31:00Z",
    ),
]

INVOICING = [
    Run(
        id="b4-invoice-november-hours",
        prompt="Draft an invoice for Halvorsen Design for my November hours: 12.5 h UX research, 20 h wireframes "
               "and 6 h stakeholder workshops, all at my standard rate.",
        steps=[
            ("llm", 1420, 90),
            ("tool", "get_rate_card", {"client_id": "cl_halvorsen"},
             {"data": {"client": "Halvorsen Design AS", "currency": "EUR", "standard_rate": 85.0, "vat_pct": 0,
                       "vat_note": "Reverse charge"}}),
            ("llm", 1611, 160),
            ("tool", "create_invoice_draft", {"client_id": "cl_halvorsen", "currency": "EUR", "lines": [
                {"desc": "UX research", "qty": 12.5, "unit_price": 85.0},
                {"desc": "Wireframes", "qty": 20, "unit_price": 85.0},
                {"desc": "Stakeholder workshops", "qty": 6, "unit_price": 85.0}]},
             {"data": {"invoice_id": "INV-2026-0142", "status": "draft", "subtotal": 3272.5, "vat": 0,
                       "total": 3272.5, "due_date": "2026-12-20"}}),
            ("llm", 1930, 175),
        ],
        response="Draft **INV-2026-0142** for Halvorsen Design is ready:\n\n| Item | Hours | Amount |\n|---|---|---|\n"
                 "| UX research | 12.5 | €1,062.50 |\n| Wireframes | 20 | €1,700.00 |\n"
                 "| Stakeholder workshops | 6 | €510.00 |\n| **Total** | **38.5** | **€3,272.50** |\n\n"
                 "No VAT (reverse charge), due Dec 20. It's still a draft; say the word and I'll send it.",
        category="sum_of_items",
        started="2026-11-20T10:10:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-invoice-usd-payout-eur",
        prompt="The client paid invoice INV-2026-0131 in dollars. How much did I actually receive in euros?",
        steps=[
            ("llm", 1003, 55),
            ("tool", "get_payment", {"invoice_id": "INV-2026-0131"},
             {"data": {"invoice_id": "INV-2026-0131", "paid_amount_minor": 480000, "currency": "USD",
                       "paid_at": "2026-11-17T09:12:00Z",
                       "payout": {"fx_rate_usd_eur": 0.9241, "fee_minor_eur": 1330, "net_minor_eur": 442238}}}),
            ("llm", 1180, 70),
        ],
        response="The client paid $4,800.00 on Nov 17. At 0.9241 that converts to €4,435.68, and after the €13.30 "
                 "payout fee you received €4,422.38.",
        category="currency_conversion",
        started="2026-11-20T08:25:00Z",
    ),
    Run(
        id="b4-invoice-overdue-retry",
        prompt="Which of my invoices are overdue?",
        steps=[
            ("llm", 940, 38),
            ("tool", "list_invoices", {"status": "overdue"}, Err("500 Internal Server Error (request_id req_8Kq2)")),
            ("retry", "HTTP 500"),
            ("tool", "list_invoices", {"status": "overdue"},
             {"data": [
                 {"invoice_id": "INV-2026-0118", "client": "Mottram & Pike", "total": 1450.0, "currency": "GBP",
                  "due": "2026-10-31"},
                 {"invoice_id": "INV-2026-0125", "client": "Brightwater Labs", "total": 920.0, "currency": "GBP",
                  "due": "2026-11-13"}],
              "meta": {"count": 2, "has_more": False}}),
            ("llm", 1260, 104),
        ],
        response="Two invoices are overdue, £2,370 in total:\n- INV-2026-0118, Mottram & Pike: £1,450, due Oct 31 "
                 "(20 days late)\n- INV-2026-0125, Brightwater Labs: £920, due Nov 13 (7 days late)\n\n"
                 "(The first request hit a server error; the retry worked.)",
        category="retried_error_right_answer",
        started="2026-11-20T12:00:00Z",
    ),
    Run(
        id="b4-invoice-total-transposed",
        prompt="What's the total on invoice INV-2026-0139 and when is it due?",
        steps=[
            ("llm", 955, 42),
            ("tool", "get_invoice", {"invoice_id": "INV-2026-0139"},
             {"data": {"invoice_id": "INV-2026-0139", "client": "Kestrel Outdoor Ltd",
                       "lines": [{"desc": "Brand photography day", "amount": 1200.0},
                                 {"desc": "Retouching (40 images)", "amount": 600.0},
                                 {"desc": "Travel", "amount": 86.4}],
                       "subtotal": 1886.4, "vat_rate_pct": 20, "vat": 377.28, "total": 2263.68, "currency": "GBP",
                       "issued": "2026-11-12", "due": "2026-12-12", "status": "sent"}}),
            ("llm", 1201, 57),
        ],
        response="INV-2026-0139 to Kestrel Outdoor comes to £2,236.68 including 20% VAT (£377.28). It was issued on "
                 "Nov 12 and is due on Dec 12.",
        category="contradiction",
        expected_cause="contradiction",
        started="2026-11-20T15:15:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-invoice-payment-not-found",
        prompt="Did Brightwater Labs pay invoice INV-2026-0125 yet?",
        steps=[
            ("llm", 901, 40),
            ("tool", "list_payments", {"invoice_id": "INV-2026-0125"},
             {"data": {"items": [], "total": 0}, "meta": {"page": 1, "has_more": False}}),
            ("llm", 1012, 31),
        ],
        response="Yes, Brightwater Labs has paid INV-2026-0125 in full, so you're all squared up with them.",
        category="unacknowledged_error",
        expected_cause="unacknowledged_error",
        started="2026-11-20T17:05:00Z",
    ),
    Run(
        id="b4-invoice-reminder-amount",
        prompt="Send a polite reminder to Mottram & Pike about invoice INV-2026-0118.",
        steps=[
            ("llm", 1022, 51),
            ("tool", "send_reminder", {"invoice_id": "INV-2026-0118", "template": "polite_overdue"},
             {"data": {"reminder_id": "rem_3390", "sent_to": "accounts@mottrampike.co.uk",
                       "queued_at": "2026-11-20T10:04:00Z", "status": "queued"}}),
            ("llm", 1130, 46),
        ],
        response="Done. A polite reminder about the outstanding £1,650 on INV-2026-0118 is queued for "
                 "accounts@mottrampike.co.uk (ref rem_3390, 10:04 UTC).",
        category="invented_number",
        expected_cause="unsupported_claim",
        started="2026-11-20T10:03:30Z",
    ),
]

FLEET = [
    Run(
        id="b4-fleet-miles-gallons",
        prompt="How far did truck TRK-218 go yesterday and how much fuel did it burn? Miles and gallons please.",
        steps=[
            ("llm", 1090, 58),
            ("tool", "get_daily_summary", {"vehicle_id": "TRK-218", "date": "2026-11-19"},
             {"data": {"vehicle_id": "TRK-218", "date": "2026-11-19", "distance_km": 642.0, "fuel_used_l": 231.5,
                       "engine_hours": 8.6, "idle_min": 47}}),
            ("llm", 1246, 80),
        ],
        response="TRK-218 covered 642 km (about 399 miles) on Nov 19 and burned 231.5 L of fuel (about 61.2 US "
                 "gallons), roughly 6.5 mpg. Engine hours were 8.6, with 47 minutes of idling.",
        category="unit_conversion",
        started="2026-11-20T16:00:00Z",
    ),
    Run(
        id="b4-fleet-trip-duration",
        prompt="When did TRK-305 leave the Stockton yard this morning, and how long has it been driving?",
        steps=[
            ("llm", 1112, 47),
            ("tool", "get_trip", {"vehicle_id": "TRK-305", "trip": "current"},
             {"data": {"trip_id": "TR-99120", "departed": {"geofence": "Stockton Yard", "ts": "2026-11-20T05:40:00-08:00"},
                       "last_ping": {"ts": "2026-11-20T09:55:00-08:00", "speed_mph": 61,
                                     "location": "I-5 N near Williams, CA"},
                       "status": "in_transit", "reefer_temp_c": -18.0}}),
            ("llm", 1318, 92),
        ],
        response="TRK-305 left Stockton Yard at 5:40 AM. Its last ping was at 9:55 AM on I-5 northbound near "
                 "Williams at 61 mph, so it's been on the road about 4 h 15 min. The reefer is holding at -18 °C "
                 "(-0.4 °F).",
        category="time_difference",
        started="2026-11-20T18:00:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-fleet-idle-top3",
        prompt="Which three trucks idled the most this week?",
        steps=[
            ("llm", 1033, 66),
            ("tool", "get_idle_report", {"fleet_id": "FL-WEST", "from": "2026-11-16", "to": "2026-11-20",
                                         "group_by": "vehicle"},
             {"columns": ["vehicle_id", "driver", "idle_min", "idle_fuel_l"],
              "rows": [["TRK-305", "R. Alvarez", 412, 30.9], ["TRK-218", "K. Singh", 388, 29.1],
                       ["TRK-117", "J. Moreau", 295, 22.1], ["TRK-402", "T. Nguyen", 140, 10.5],
                       ["TRK-219", "L. Park", 96, 7.2]],
              "row_count": 5}),
            ("llm", 1400, 121),
        ],
        response="Top idlers this week (Nov 16–20):\n1. TRK-305 (R. Alvarez): 412 min (~6.9 h), 30.9 L burned idling\n"
                 "2. TRK-218 (K. Singh): 388 min (~6.5 h), 29.1 L\n3. TRK-117 (J. Moreau): 295 min (~4.9 h), 22.1 L\n\n"
                 "Together that's about 82 L of fuel spent idling.",
        category="summary_of_list",
        started="2026-11-20T21:30:00Z",
    ),
    Run(
        id="b4-fleet-location-neighbour",
        prompt="Where is truck TRK-218 right now?",
        steps=[
            ("llm", 944, 39),
            ("tool", "get_vehicle_location", {"vehicle_id": "TRK-219"},
             {"data": {"vehicle_id": "TRK-219", "lat": 38.5816, "lon": -121.4944, "address": "I-80 W, Sacramento, CA",
                       "speed_mph": 0, "ignition": "off", "ts": "2026-11-20T10:12:00-08:00"}}),
            ("llm", 1020, 36),
        ],
        response="TRK-218 is parked with the ignition off on I-80 W in Sacramento, as of 10:12 AM.",
        category="wrong_entity",
        expected_cause="wrong_entity",
        started="2026-11-20T18:13:00Z",
    ),
    Run(
        id="b4-fleet-odometer-offline",
        prompt="What's the current odometer on TRK-117? Is it due for a PM service?",
        steps=[
            ("llm", 988, 45),
            ("tool", "get_vehicle_diagnostics", {"vehicle_id": "TRK-117"},
             {"data": {"vehicle_id": "TRK-117", "odometer_mi": 148220, "next_pm_due_mi": 150000, "dtc_codes": [],
                       "reported_at": "2026-10-02T14:20:00Z"},
              "meta": {"source": "ELD sync", "device_status": "offline"}}),
            ("llm", 1115, 62),
        ],
        response="TRK-117 is currently at 148,220 miles. Its next PM service is due at 150,000, so there are 1,780 "
                 "miles to go, and there are no active fault codes.",
        category="stale_data",
        expected_cause="stale_data",
        started="2026-11-20T17:20:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-fleet-hos-repeat-calls",
        prompt="How many hours of service does driver K. Singh have left?",
        steps=[("llm", 1002, 44)] + [
            step
            for n in range(5)
            for step in (
                ("tool", "get_hos_status", {"driver_id": "drv_2231"},
                 {"data": {"driver": "K. Singh", "driver_id": "drv_2231", "duty_status": "driving",
                           "drive_remaining_min": 312, "shift_remaining_min": 405, "cycle_remaining_min": 2870,
                           "as_of": "2026-11-20T17:58:00Z"}}),
                ("llm", 1210 + 190 * n, 41),
            )
        ],
        response="K. Singh has 5 h 12 min of driving time left, 6 h 45 min left on the shift, and about 47.8 hours "
                 "left in the cycle.",
        category="llm_loop",
        expected_cause="llm_loop",
        started="2026-11-20T17:59:00Z",
    ),
]

SALON = [
    Run(
        id="b4-salon-balayage-booking",
        prompt="Book a cut and balayage with Sofia on Saturday Nov 28, around 10am.",
        steps=[
            ("llm", 1260, 72),
            ("tool", "check_stylist_slots", {"stylist": "sofia-m", "date": "2026-11-28",
                                             "services": ["womens_cut", "balayage"]},
             {"data": {"stylist": "Sofia Marin", "slots": [{"start": "2026-11-28T10:15:00+00:00", "duration_min": 180}],
                       "services": [{"code": "womens_cut", "price_gbp": 55},
                                    {"code": "balayage", "price_gbp": 145},
                                    {"code": "toner", "price_gbp": 25, "required_with": "balayage"}]}}),
            ("llm", 1540, 88),
            ("tool", "create_booking", {"stylist": "sofia-m", "start": "2026-11-28T10:15:00+00:00",
                                        "services": ["womens_cut", "balayage", "toner"]},
             {"data": {"booking_id": "SAL-30877", "status": "confirmed", "deposit_gbp": 45.0,
                       "deposit_status": "charged"}}),
            ("llm", 1702, 110),
        ],
        response="You're booked with Sofia on Sat, Nov 28 at 10:15 AM (the closest to 10 she had) for a cut, "
                 "balayage and the toner that goes with it. Plan for about 3 hours. The total is £225; a £45 deposit "
                 "has been charged, so £180 is due on the day. Booking ref: SAL-30877.",
        category="action_receipt",
        started="2026-11-20T13:10:00Z",
    ),
    Run(
        id="b4-salon-reschedule-failed",
        prompt="Move my nails appointment tomorrow to 3pm. Booking SAL-29910.",
        steps=[
            ("llm", 1004, 50),
            ("tool", "reschedule_booking", {"booking_id": "SAL-29910", "new_start": "2026-11-21T15:00:00+00:00"},
             Err("422 Unprocessable Entity: slot unavailable, technician fully booked 13:00-17:30 (code SLOT_TAKEN)")),
            ("llm", 1196, 67),
        ],
        response="I couldn't move it: the nail technician is fully booked tomorrow from 1:00 to 5:30 PM, so 3 PM "
                 "isn't available. Your original booking SAL-29910 is unchanged. Want me to look for an earlier time "
                 "or another day?",
        category="honest_failure_report",
        started="2026-11-20T11:50:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-salon-gift-card-balance",
        prompt="I have a £50 gift card. If I get the gel manicure and a brow tint at Marylebone, how much will I still owe?",
        steps=[
            ("llm", 1077, 49),
            ("tool", "get_service_menu", {"category": ["nails", "brows"], "location": "marylebone"},
             {"data": {"services": [{"name": "Gel manicure", "price_gbp": 38.0, "minutes": 45},
                                    {"name": "Gel removal", "price_gbp": 10.0, "minutes": 15},
                                    {"name": "Brow tint", "price_gbp": 16.0, "minutes": 15},
                                    {"name": "Brow lamination", "price_gbp": 48.0, "minutes": 45}]},
              "meta": {"location": "Marylebone", "currency": "GBP"}}),
            ("llm", 1290, 58),
        ],
        response="Gel manicure (£38) plus brow tint (£16) comes to £54, so after your £50 gift card you'd owe £4. "
                 "The two take about an hour together.",
        category="values_from_prompt",
        started="2026-11-20T20:40:00Z",
    ),
    Run(
        id="b4-salon-lash-patch-test",
        prompt="Can I get my lashes tinted on Friday? Client id CL-7781.",
        steps=[
            ("llm", 970, 44),
            ("tool", "check_client_eligibility", {"client_id": "CL-7781", "service": "lash_tint"},
             {"data": {"eligible": False, "reason": "patch_test_required",
                       "patch_test": {"last_done": None, "required_hours_before": 48}}}),
            ("llm", 1066, 39),
        ],
        response="Yes! Lash tints are available on Fridays. Mornings tend to be quieter, so I'd go for one of those. "
                 "Shall I put you in?",
        category="ignored_output",
        expected_cause="ignored_tool_output",
        started="2026-11-20T10:22:00Z",
    ),
    Run(
        id="b4-salon-keratin-promise",
        prompt="Will the keratin treatment get rid of my frizz for good?",
        steps=[
            ("llm", 918, 41),
            ("tool", "get_service_info", {"service": "keratin_smoothing"},
             {"data": {"name": "Keratin smoothing treatment", "price_gbp": 190, "minutes": 150,
                       "typical_results": "Reduces frizz for roughly 3-5 months; results vary with hair type and aftercare",
                       "aftercare": "Sulphate-free shampoo; avoid washing for 72 hours"}}),
            ("llm", 1055, 84),
        ],
        response="Yes, the keratin smoothing treatment will definitely get rid of your frizz, no question about it. "
                 "It's £190 and takes about 2.5 hours; results last roughly 3–5 months, and you'll want "
                 "sulphate-free shampoo and no washing for 72 hours afterwards.",
        category="overconfident_wording",
        expected_cause="overconfident_wording",
        started="2026-11-20T14:28:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-salon-deposit-refund-denied",
        prompt="Cancel my appointment on Saturday and refund the deposit. Booking SAL-30877.",
        steps=[
            ("llm", 1120, 55),
            ("tool", "cancel_booking", {"booking_id": "SAL-30877"},
             {"data": {"booking_id": "SAL-30877", "status": "cancelled", "cancelled_at": "2026-11-26T12:01:40Z"}}),
            ("llm", 1280, 47),
            ("tool", "refund_deposit", {"booking_id": "SAL-30877", "amount_gbp": 45.0},
             Err("403 Forbidden: deposit non-refundable within 72h of appointment (policy LATE_CANCEL)")),
            ("llm", 1433, 40),
        ],
        response="All done: booking SAL-30877 is cancelled and your £45 deposit is on its way back to your card.",
        category="unacknowledged_error",
        expected_cause="unacknowledged_error",
        started="2026-11-26T12:01:00Z",
    ),
]

BIKE = [
    Run(
        id="b4-bike-ebikes-at-station",
        prompt="How many e-bikes are at the Union Square station right now?",
        steps=[
            ("llm", 982, 40),
            ("tool", "find_station", {"query": "Union Square"},
             {"stations": [{"station_id": "st_0412", "name": "Union Square E 17 St", "distance_m": 0},
                           {"station_id": "st_0419", "name": "Union Square W 14 St", "distance_m": 310}]}),
            ("llm", 1150, 38),
            ("tool", "get_station_status", {"station_id": "st_0412"},
             {"data": {"station_id": "st_0412", "name": "Union Square E 17 St",
                       "bikes": [{"id": "B-10221", "type": "ebike", "battery_pct": 88},
                                 {"id": "B-10987", "type": "classic"},
                                 {"id": "B-11402", "type": "ebike", "battery_pct": 41},
                                 {"id": "B-09910", "type": "classic"},
                                 {"id": "B-12033", "type": "ebike", "battery_pct": 93},
                                 {"id": "B-10456", "type": "classic"}],
                       "docks_free": 21, "last_reported": "2026-11-20T16:41:12Z"}}),
            ("llm", 1388, 71),
        ],
        response="Union Square (E 17 St) has 3 e-bikes right now, plus 3 classic bikes and 21 free docks. Two of "
                 "the e-bikes are well charged (88% and 93%); the third is at 41%.",
        category="count_of_items",
        started="2026-11-20T16:42:00Z",
    ),
    Run(
        id="b4-bike-last-ride-miles",
        prompt="How far was my last ride in miles, and what did it cost?",
        steps=[
            ("llm", 1003, 44),
            ("tool", "get_last_trip", {"member_id": "mb_77120"},
             {"data": {"trip_id": "T-5530182", "start": "2026-11-19T17:48:20Z", "end": "2026-11-19T18:14:50Z",
                       "distance_km": 6.4, "bike_type": "ebike",
                       "charges": [{"type": "unlock", "amount_cents": 100},
                                   {"type": "ebike_minutes", "minutes": 27, "rate_cents": 24, "amount_cents": 648}],
                       "total_cents": 748}}),
            ("llm", 1237, 76),
        ],
        response="Your last ride (yesterday, Nov 19) was 6.4 km, about 4.0 miles, and took 26 and a half minutes. "
                 "It cost $7.48: $1.00 to unlock plus 27 e-bike minutes at $0.24 a minute.",
        category="unit_conversion",
        started="2026-11-20T08:15:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-bike-cargo-payload-retry",
        prompt="Can the cargo bike at Dolores Park carry my two kids? They're about 65 lb together.",
        steps=[
            ("llm", 1010, 52),
            ("tool", "get_bike_details", {"station": "Dolores Park", "type": "cargo"}, Err("502 Bad Gateway")),
            ("retry", "HTTP 502"),
            ("tool", "get_bike_details", {"station": "Dolores Park", "type": "cargo"},
             {"data": {"bike_id": "CG-0031", "type": "cargo_ebike", "station": "Dolores Park (18th & Dolores)",
                       "max_payload_kg": 100, "child_seats": 2, "battery_pct": 76}}),
            ("llm", 1233, 80),
        ],
        response="Yes. The cargo e-bike at Dolores Park (CG-0031) carries up to 100 kg, about 220 lb, and has 2 "
                 "child seats, so two kids at around 65 lb are well within the limit. Its battery is at 76%. (The "
                 "first lookup failed with a gateway error; the retry worked.)",
        category="retried_error_right_answer",
        started="2026-11-20T22:05:00Z",
    ),
    Run(
        id="b4-bike-annual-plan-perk",
        prompt="How much is an annual membership, and is it worth it over paying monthly?",
        steps=[
            ("llm", 999, 47),
            ("tool", "get_membership_plans", {"market": "SF"},
             {"data": {"plans": [
                 {"name": "Annual", "price_usd": 219.0, "included": "45 min per classic ride",
                  "ebike_rate_cents_per_min": 17},
                 {"name": "Monthly", "price_usd": 29.0, "included": "45 min per classic ride",
                  "ebike_rate_cents_per_min": 17}]}}),
            ("llm", 1180, 96),
        ],
        response="An annual membership is $219 a year and includes classic rides up to 45 minutes each; e-bikes "
                 "are 17¢ a minute. Paying monthly would cost $348 over a year ($29 × 12), so annual saves you $129, "
                 "and members also get 15% off at partner bike shops.",
        category="invented_number",
        expected_cause="unsupported_claim",
        started="2026-11-20T19:55:00Z",
    ),
    Run(
        id="b4-bike-end-trip-no-output",
        prompt="End my ride please. I docked the bike at Mission & 24th but the app still shows the trip as active.",
        steps=[
            ("llm", 1060, 49),
            ("tool", "end_trip", {"trip_id": "T-5531907", "station_id": "st_0877"}, NO_OUTPUT),
            ("llm", 1170, 35),
        ],
        response="Your ride T-5531907 has been ended at Mission & 24th, and you won't be charged for any extra "
                 "minutes.",
        category="missing_output",
        expected_cause="missing_tool_output",
        started="2026-11-20T23:18:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-bike-reserve-no-inventory",
        prompt="Reserve an e-bike for me at Embarcadero.",
        steps=[("llm", 930, 41)] + [
            step
            for n in range(5)
            for step in (
                ("tool", "reserve_bike", {"station_id": "st_0103", "type": "ebike"},
                 Err("409 Conflict: no e-bikes available at st_0103 (code NO_INVENTORY)")),
                ("retry", "HTTP 409"),
            )
        ] + [
            ("tool", "reserve_bike", {"station_id": "st_0103", "type": "ebike"},
             Err("409 Conflict: no e-bikes available at st_0103 (code NO_INVENTORY)")),
            ("llm", 1390, 37),
        ],
        response="There are no e-bikes available at Embarcadero right now, so I couldn't reserve one. Want me to "
                 "check a nearby station?",
        category="retry_loop",
        expected_cause="retry_loop",
        started="2026-11-20T07:44:00Z",
    ),
]

DOMAINS = {
    "tutoring marketplace": TUTORING,
    "freelance invoicing": INVOICING,
    "fleet telematics": FLEET,
    "beauty salon bookings": SALON,
    "bike share": BIKE,
}
