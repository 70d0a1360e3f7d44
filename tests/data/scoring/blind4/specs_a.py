"""blind4 specs, part A: dental clinic, photography studio, solar installation quotes, home security
monitoring, coworking space bookings. Written by hand by the blind4 tester (see README.md)."""

from build import NO_OUTPUT, Err, Run

CLAUDE = "claude-sonnet-4-5-20250929"

DENTAL = [
    Run(
        id="b4-dental-book-cleaning",
        prompt="Book me a cleaning with Dr. Okafor next Tuesday afternoon if possible. Patient id P-20417.",
        steps=[
            ("llm", 1420, 96),
            ("tool", "find_openings", {"provider_id": "dr-okafor", "date_from": "2026-11-24", "date_to": "2026-11-24",
                                       "procedure": "prophylaxis", "after": "12:00"},
             {"data": {"slots": [
                 {"slot_id": "SL-7781", "start": "2026-11-24T13:00:00-05:00", "end": "2026-11-24T13:45:00-05:00", "chair": "Room 3"},
                 {"slot_id": "SL-7784", "start": "2026-11-24T15:30:00-05:00", "end": "2026-11-24T16:15:00-05:00", "chair": "Room 1"}]},
              "meta": {"clinic_tz": "America/New_York", "count": 2}}),
            ("llm", 1788, 71),
            ("tool", "book_appointment", {"patient_id": "P-20417", "slot_id": "SL-7781", "procedure": "prophylaxis"},
             {"data": {"confirmation": "DNT-5F2K9", "status": "confirmed", "provider": "Dr. Adaeze Okafor",
                       "start": "2026-11-24T13:00:00-05:00", "duration_min": 45, "operatory": "Room 3"},
              "meta": {"reminder_sms": "scheduled"}}),
            ("llm", 2010, 84),
        ],
        response="You're booked: cleaning with Dr. Okafor on Tuesday, Nov 24 at 1:00 PM (45 minutes, Room 3). "
                 "Confirmation number DNT-5F2K9, and you'll get an SMS reminder. There was also a 3:30 PM opening "
                 "that day if you'd rather move it later.",
        category="action_receipt",
        started="2026-11-20T14:10:00Z",
    ),
    Run(
        id="b4-dental-treatment-total",
        prompt="What will my treatment plan TP-3318 cost me out of pocket?",
        steps=[
            ("llm", 980, 44),
            ("tool", "get_treatment_plan", {"plan_id": "TP-3318"},
             {"plan_id": "TP-3318", "patient_id": "P-11862", "currency": "USD", "status": "proposed", "items": [
                 {"cdt": "D2740", "desc": "Crown - porcelain/ceramic", "tooth": "14", "fee_cents": 128000,
                  "insurance_est_cents": 64000, "patient_cents": 64000},
                 {"cdt": "D2950", "desc": "Core buildup incl. pins", "tooth": "14", "fee_cents": 29500,
                  "insurance_est_cents": 14750, "patient_cents": 14750},
                 {"cdt": "D0220", "desc": "Periapical radiograph", "tooth": None, "fee_cents": 4200,
                  "insurance_est_cents": 4200, "patient_cents": 0},
                 {"cdt": "D4342", "desc": "Scaling & root planing, 1-3 teeth", "tooth": None, "fee_cents": 21800,
                  "insurance_est_cents": 17440, "patient_cents": 4360}]}),
            ("llm", 1610, 158),
        ],
        response="Plan TP-3318 comes to $1,835.00 in total fees. Insurance is estimated to pay $1,003.90, which leaves "
                 "about **$831.10** for you:\n\n- Crown on tooth #14: $640.00\n- Core buildup (#14): $147.50\n"
                 "- Scaling & root planing: $43.60\n- X-ray: fully covered\n\nThese are estimates until the claims "
                 "are processed.",
        category="minor_units",
        started="2026-11-20T15:02:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-dental-no-emergency-slots",
        prompt="Any emergency slots with Dr. Reyes today or tomorrow? Cracked a molar.",
        steps=[
            ("llm", 1102, 63),
            ("tool", "search_availability", {"provider": "dr-reyes", "from": "2026-11-20", "to": "2026-11-21",
                                             "appointment_type": "emergency"},
             {"data": {"items": [], "total": 0},
              "meta": {"searched_locations": ["Downtown", "Elm Park"], "next_page": None}}),
            ("llm", 1290, 77),
        ],
        response="Sorry — Dr. Reyes has no emergency slots today (Nov 20) or tomorrow at either the Downtown or Elm "
                 "Park office. If you're in pain I can check the other dentists, or put you on the cancellation list "
                 "for Dr. Reyes.",
        category="empty_result_reported",
        started="2026-11-20T13:25:00Z",
    ),
    Run(
        id="b4-dental-filling-copay",
        prompt="How much will a filling on a back tooth cost me with my Delta plan? Member D-55120.",
        steps=[
            ("llm", 1205, 58),
            ("tool", "check_coverage", {"member_id": "D-55120", "cdt_code": "D2391"},
             {"data": {"member_id": "D-55120", "plan": "Delta Dental PPO", "cdt_code": "D2391",
                       "description": "Resin-based composite, one surface, posterior", "coverage_pct": 80,
                       "deductible_remaining_cents": 0, "annual_max_remaining_cents": 112500,
                       "frequency_limit": None},
              "meta": {"checked_at": "2026-11-20T14:02:11Z"}}),
            ("llm", 1530, 102),
        ],
        response="Good news: your Delta Dental PPO covers a one-surface composite filling on a back tooth (D2391) at "
                 "80%, and your deductible is already met. With our fee of $215 for that filling, you'd pay about $43. "
                 "You also still have $1,125.00 left on your annual maximum.",
        category="invented_number",
        expected_cause="unsupported_claim",
        started="2026-11-20T14:01:40Z",
    ),
    Run(
        id="b4-dental-preauth-state",
        prompt="Did my insurance approve the pre-authorization for the implant? Reference PA-90231.",
        steps=[
            ("llm", 1011, 49),
            ("tool", "get_preauth_status", {"reference": "PA-90231"},
             {"data": {"reference": "PA-90231", "procedure": "D6010 endosteal implant", "tooth": "30",
                       "submitted": "2026-11-09", "approved": False, "status": "pending_review",
                       "reviewer_note": "Additional radiographs requested"},
              "meta": {"payer": "Cigna Dental", "retrieved_at": "2026-11-20T16:40:09Z"}}),
            ("llm", 1244, 70),
        ],
        response="PA-90231 for the implant on tooth #30 was approved by Cigna Dental (submitted Nov 9). The reviewer "
                 "did ask for additional radiographs, so the office will send your latest X-rays over.",
        category="state_contradiction",
        expected_cause="contradiction",
        started="2026-11-20T16:39:50Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-dental-whitening-fee",
        prompt="What's the current price for in-office teeth whitening at your Elm Park office?",
        steps=[
            ("llm", 870, 41),
            ("tool", "get_fee_schedule", {"location": "elm-park", "service": "whitening_in_office"},
             {"data": {"location": "Elm Park", "service": "In-office whitening (Zoom)", "fee_usd": 450.0,
                       "effective_from": "2025-01-01", "effective_to": "2025-12-31"},
              "meta": {"schedule_version": "2025.1", "published": "2024-12-15"}}),
            ("llm", 1003, 38),
        ],
        response="In-office whitening at Elm Park currently costs $450.",
        category="stale_data",
        expected_cause="stale_data",
        started="2026-11-20T11:15:00Z",
    ),
]

PHOTOGRAPHY = [
    Run(
        id="b4-photo-package-usd",
        prompt="How much is Studio Lumen's full-day wedding package in US dollars?",
        steps=[
            ("llm", 1330, 77),
            ("tool", "get_package", {"studio_id": "lumen-lisbon", "package": "wedding_full_day"},
             {"data": {"package": "Full-day wedding", "price": {"amount": 2400, "currency": "EUR"},
                       "includes": ["10 hours coverage", "2 photographers", "400+ edited images", "online gallery"]},
              "meta": {"studio": "Studio Lumen, Lisbon"}}),
            ("llm", 1540, 40),
            ("tool", "get_fx_rate", {"base": "EUR", "quote": "USD"},
             {"base": "EUR", "quote": "USD", "rate": 1.0815, "as_of": "2026-11-20T08:00:00Z", "source": "ECB"}),
            ("llm", 1702, 96),
        ],
        response="Studio Lumen's full-day wedding package is €2,400, which comes to about $2,596 at today's rate "
                 "(1 EUR = 1.0815 USD). It includes 10 hours of coverage, two photographers, 400+ edited images and "
                 "an online gallery.",
        category="currency_conversion",
        started="2026-11-20T10:30:00Z",
    ),
    Run(
        id="b4-photo-top3-newborn",
        prompt="Find me the three best-rated newborn photographers near Austin.",
        steps=[
            ("llm", 1144, 81),
            ("tool", "search_photographers", {"specialty": "newborn", "near": "Austin, TX", "radius_mi": 25,
                                              "sort": "rating_desc", "page_size": 5},
             {"results": [
                 {"id": "ph_4412", "name": "Little Fern Photo", "rating": 4.97, "reviews": 212, "from_usd": 550},
                 {"id": "ph_1290", "name": "Marisol Vega Studio", "rating": 4.93, "reviews": 88, "from_usd": 425},
                 {"id": "ph_7731", "name": "Bluebonnet Baby Co.", "rating": 4.91, "reviews": 301, "from_usd": 600},
                 {"id": "ph_0518", "name": "Hill Country Portraits", "rating": 4.85, "reviews": 47, "from_usd": 375},
                 {"id": "ph_2204", "name": "Sweet Pea Sessions", "rating": 4.8, "reviews": 130, "from_usd": 490}],
              "page": 1, "total_results": 23, "next_cursor": "eyJwIjoyfQ"}),
            ("llm", 2251, 164),
        ],
        response="Top-rated newborn photographers within 25 miles of Austin:\n\n"
                 "| Photographer | Rating | Reviews | Sessions from |\n|---|---|---|---|\n"
                 "| Little Fern Photo | 4.97 | 212 | $550 |\n| Marisol Vega Studio | 4.93 | 88 | $425 |\n"
                 "| Bluebonnet Baby Co. | 4.91 | 301 | $600 |\n\n"
                 "There are 23 matches in total if you'd like to see more.",
        category="summary_of_list",
        started="2026-11-20T17:45:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-photo-session-length",
        prompt="How long was my headshot session last Saturday, and how many photos came out of it? Order PS-6620.",
        steps=[
            ("llm", 990, 52),
            ("tool", "get_session", {"order_id": "PS-6620"},
             {"data": {"order_id": "PS-6620", "type": "headshots", "photographer": "Dani Iwu",
                       "checked_in": "2026-11-14T10:05:00-06:00", "checked_out": "2026-11-14T11:35:00-06:00",
                       "frames_shot": 184, "selects_delivered": 12,
                       "gallery_url": "https://gallery.example.com/ps6620"}}),
            ("llm", 1231, 66),
        ],
        response="Your headshot session on Saturday, Nov 14 ran 1 hour 30 minutes (10:05 to 11:35 AM). Dani shot 184 "
                 "frames, and 12 retouched selects were delivered to your gallery.",
        category="time_difference",
        started="2026-11-20T16:05:00Z",
    ),
    Run(
        id="b4-photo-studio-wrong-name",
        prompt="Is Northlight Studio free on Dec 5 for a 2-hour family shoot?",
        steps=[
            ("llm", 1077, 60),
            ("tool", "check_studio_availability", {"studio": "Northside Studio", "date": "2026-12-05", "duration_h": 2},
             {"data": {"studio": "Northside Studio", "date": "2026-12-05",
                       "open_blocks": [{"start": "09:00", "end": "12:00"}, {"start": "15:00", "end": "18:00"}]},
              "meta": {"tz": "America/Chicago"}}),
            ("llm", 1319, 58),
        ],
        response="Yes, Northlight Studio has openings on Saturday, Dec 5: 9:00 AM–12:00 PM and 3:00–6:00 PM. Either "
                 "block is long enough for a 2-hour family shoot. Want me to hold one?",
        category="wrong_entity",
        expected_cause="wrong_entity",
        started="2026-11-20T12:20:00Z",
    ),
    Run(
        id="b4-photo-gallery-publish-failed",
        prompt="Please deliver the final gallery for order PS-7043 to the client.",
        steps=[
            ("llm", 1190, 47),
            ("tool", "publish_gallery", {"order_id": "PS-7043", "notify_client": True, "watermark": False},
             Err("503 Service Unavailable: storage backend unreachable (code GALLERY_STORE_DOWN)")),
            ("llm", 1402, 35),
        ],
        response="Done! The final gallery for PS-7043 is published and the client has been notified by email.",
        category="unacknowledged_error",
        expected_cause="unacknowledged_error",
        started="2026-11-20T19:02:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-photo-canvas-too-large",
        prompt="Can I get a 24x36 canvas print of IMG_2291 from order PS-5108?",
        steps=[
            ("llm", 1058, 62),
            ("tool", "check_print_option", {"order_id": "PS-5108", "image": "IMG_2291", "product": "canvas",
                                            "size": "24x36"},
             {"data": {"image": "IMG_2291", "product": "canvas", "size": "24x36", "printable": False,
                       "reason": "resolution_too_low", "image_px": "2400x3600", "max_size_at_150dpi": "16x24"}}),
            ("llm", 1260, 49),
        ],
        response="Sure — 24x36 is one of our standard canvas sizes. I can add IMG_2291 as a 24x36 gallery-wrapped "
                 "canvas to order PS-5108; just let me know if you'd prefer a matte or satin finish.",
        category="ignored_output",
        expected_cause="ignored_tool_output",
        started="2026-11-20T13:48:00Z",
    ),
]

SOLAR = [
    Run(
        id="b4-solar-geocode-then-quote",
        prompt="Get me a solar estimate for 418 Birchwood Ln, Fresno CA. My electric bill is about $210 a month.",
        steps=[
            ("llm", 1388, 70),
            ("tool", "geocode_address", {"address": "418 Birchwood Ln, Fresno, CA"},
             {"results": [{"lat": 36.8121, "lon": -119.7468, "formatted": "418 Birchwood Ln, Fresno, CA 93704, USA",
                           "place_id": "pl_8c21f"}], "status": "OK"}),
            ("llm", 1566, 83),
            ("tool", "estimate_solar", {"lat": 36.8121, "lon": -119.7468, "monthly_bill_usd": 210,
                                        "roof_azimuth_deg": 180},
             {"data": {"system_kw": 7.2, "panels": 18, "panel_w": 400, "annual_kwh": 11830, "gross_cost_usd": 21600,
                       "federal_itc_pct": 30, "net_cost_usd": 15120, "payback_years": 7.4},
              "meta": {"model": "pvwatts-v8", "quote_id": "QT-20261120-0147"}}),
            ("llm", 1980, 142),
        ],
        response="Here's the estimate for 418 Birchwood Ln, Fresno (93704), based on a ~$210/month bill:\n"
                 "- 7.2 kW system: 18 × 400 W panels, south-facing\n- about 11,830 kWh a year\n"
                 "- $21,600 before incentives, $15,120 after the 30% federal tax credit\n"
                 "- payback in roughly 7.4 years\n\nQuote ID: QT-20261120-0147.",
        category="chained_tools",
        started="2026-11-20T18:12:00Z",
    ),
    Run(
        id="b4-solar-warehouse-bid",
        prompt="What's the total on the commercial bid for the Riverside warehouse roof?",
        steps=[
            ("llm", 1204, 55),
            ("tool", "get_bid", {"project": "riverside-warehouse", "bid_type": "commercial"},
             {"data": {"project_id": "PRJ-4471", "site": "Riverside Distribution Warehouse", "system_kw_dc": 1180,
                       "total_price_usd": 2412500, "price_per_watt": 2.04, "annual_mwh": 1712,
                       "incentives_usd": 723750},
              "meta": {"revision": 3, "prepared_by": "Sunward Commercial"}}),
            ("llm", 1377, 88),
        ],
        response="The Riverside warehouse bid (PRJ-4471, rev 3) totals about $2.4M for a 1.18 MW DC array, roughly "
                 "$2.04 per watt. Expected output is ~1.7 GWh a year, and about $724K in incentives brings the net "
                 "cost to roughly $1.69M.",
        category="magnitude_rescaling",
        started="2026-11-20T15:40:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-solar-compare-per-watt",
        prompt="Compare my two quotes, SunPeak vs Helio Bright. Which is cheaper per watt, and by how much? Customer C-30982.",
        steps=[
            ("llm", 1122, 61),
            ("tool", "list_quotes", {"customer_id": "C-30982", "status": "open"},
             {"data": [
                 {"quote_id": "Q-1183", "installer": "SunPeak Energy", "system_kw": 8.0, "price_usd": 24800,
                  "panel": "REC Alpha Pure-R 410W", "warranty_years": 25},
                 {"quote_id": "Q-1190", "installer": "Helio Bright", "system_kw": 7.6, "price_usd": 21280,
                  "panel": "Qcells Q.TRON 400W", "warranty_years": 25}],
              "meta": {"count": 2, "page": 1}}),
            ("llm", 1604, 130),
        ],
        response="Helio Bright is cheaper per watt: $2.80/W against SunPeak's $3.10/W, a gap of 30 cents per watt "
                 "(about 10% less). In total dollars Helio Bright's quote is $3,520 lower ($21,280 for 7.6 kW vs "
                 "$24,800 for 8.0 kW), though SunPeak's system is a bit bigger. Both come with 25-year warranties.",
        category="difference_and_percentage",
        started="2026-11-20T20:05:00Z",
    ),
    Run(
        id="b4-solar-quote-production-digit",
        prompt="Summarize quote Q-2207 for me.",
        steps=[
            ("llm", 940, 38),
            ("tool", "get_quote", {"quote_id": "Q-2207"},
             {"data": {"quote_id": "Q-2207", "installer": "BrightRoof Solar", "system_kw": 9.6, "panels": 24,
                       "panel_model": "Canadian Solar TOPHiKu6 400W", "inverter": "Enphase IQ8M microinverters",
                       "battery": None, "price_usd": 27840, "price_per_watt": 2.9, "est_annual_kwh": 13420,
                       "install_weeks": 6, "valid_until": "2026-12-18"}}),
            ("llm", 1306, 121),
        ],
        response="Quote Q-2207 from BrightRoof Solar:\n- 9.6 kW system, 24 Canadian Solar 400 W panels on Enphase "
                 "IQ8M microinverters (no battery)\n- $27,840, i.e. $2.90/W\n- estimated production 14,320 kWh per "
                 "year\n- installation in about 6 weeks\n\nThe quote is valid until Dec 18.",
        category="contradiction",
        expected_cause="contradiction",
        started="2026-11-20T09:35:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-solar-payback-guarantee",
        prompt="Will the SunPeak panels actually pay for themselves? Quote Q-1183, I'm on PG&E E-TOU-C.",
        steps=[
            ("llm", 1180, 57),
            ("tool", "get_savings_projection", {"quote_id": "Q-1183", "utility": "PG&E", "rate_plan": "E-TOU-C"},
             {"data": {"year1_savings_usd": 2310, "payback_years_est": 9.1,
                       "assumptions": {"utility_rate_escalation_pct": 3.0, "degradation_pct_per_year": 0.5,
                                       "net_metering": "NEM 3.0 export rates, subject to CPUC revision"},
                       "confidence": "medium",
                       "disclaimer": "Projection only; actual savings depend on usage, weather and tariff changes."}}),
            ("llm", 1422, 90),
        ],
        response="Yes, absolutely. The SunPeak system is guaranteed to pay for itself in 9.1 years: you'll save "
                 "$2,310 in the first year, and with utility rates rising 3% a year those savings are locked in for "
                 "the full life of the panels.",
        category="overconfident_wording",
        expected_cause="overconfident_wording",
        started="2026-11-20T21:10:00Z",
    ),
    Run(
        id="b4-solar-battery-rebate-co",
        prompt="What rebate can I get right now in Colorado for a home battery? I'm an Xcel customer.",
        steps=[
            ("llm", 1016, 53),
            ("tool", "lookup_incentives", {"state": "CO", "technology": "battery_storage", "sector": "residential",
                                           "utility": "Xcel Energy"},
             {"data": {"programs": [{"name": "Xcel Energy Renewable Battery Connect", "amount_usd": 5000,
                                     "income_qualified_amount_usd": 8000, "status": "open"}]},
              "meta": {"source": "DSIRE mirror", "last_updated": "2026-06-02", "records": 1}}),
            ("llm", 1190, 72),
        ],
        response="Right now Xcel's Renewable Battery Connect program pays up to $5,000 toward a home battery in "
                 "Colorado ($8,000 if you're income-qualified), and it's currently open for applications.",
        category="stale_data",
        expected_cause="stale_data",
        started="2026-11-20T17:30:00Z",
    ),
]

HOME_SECURITY = [
    Run(
        id="b4-security-overnight-log",
        prompt="What happened with my alarm overnight? Account HS-40218.",
        steps=[
            ("llm", 1250, 66),
            ("tool", "get_event_log", {"account": "HS-40218", "since": "2026-11-19T22:00:00-05:00",
                                       "until": "2026-11-20T07:00:00-05:00"},
             {"data": {"events": [
                 {"ts": "2026-11-20T01:12:44-05:00", "zone": "Z3 Back door", "type": "door_open", "armed_mode": "away"},
                 {"ts": "2026-11-20T01:12:59-05:00", "zone": None, "type": "disarm", "user": "Maya (code 2)"},
                 {"ts": "2026-11-20T06:40:03-05:00", "zone": None, "type": "arm_stay", "user": "Maya (code 2)"}],
                 "count": 3},
              "meta": {"tz": "America/New_York"}}),
            ("llm", 1697, 109),
        ],
        response="A quiet night, mostly:\n- **1:12 AM**: the back door (zone 3) opened while the system was armed "
                 "Away; Maya disarmed it 15 seconds later with her code.\n- **6:40 AM**: Maya armed the system in "
                 "Stay mode.\n\nNothing else was logged between 10 PM and 7 AM.",
        category="clock_times",
        started="2026-11-20T12:30:00Z",
    ),
    Run(
        id="b4-security-panel-timeout-retry",
        prompt="Is the system armed at the lake house right now?",
        steps=[
            ("llm", 1010, 45),
            ("tool", "get_panel_status", {"site_id": "SITE-lake-07"},
             Err("Timeout: panel did not respond within 8000 ms")),
            ("retry", "tool timeout"),
            ("tool", "get_panel_status", {"site_id": "SITE-lake-07"},
             {"data": {"site_id": "SITE-lake-07", "armed": True, "mode": "away", "since": "2026-11-18T17:22:00-06:00",
                       "open_zones": [], "battery_ok": True, "ac_power": True},
              "meta": {"polled_at": "2026-11-20T09:31:05-06:00"}}),
            ("llm", 1388, 88),
        ],
        response="Yes, the lake house is armed in Away mode, and has been since Nov 18 at 5:22 PM. No zones are "
                 "open, and the panel is on AC power with a good battery. (The first status check timed out; the "
                 "second went through.)",
        category="retried_timeout_right_answer",
        started="2026-11-20T15:30:40Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-security-basement-temp",
        prompt="How cold is it in the basement? The freeze sensor has me worried. Account HS-40218.",
        steps=[
            ("llm", 960, 50),
            ("tool", "get_sensor_reading", {"account": "HS-40218", "sensor_id": "TMP-B1"},
             {"data": {"sensor_id": "TMP-B1", "name": "Basement freeze sensor", "temp_c": 6.5, "low_alert_c": 4.0,
                       "alert_active": False, "read_at": "2026-11-20T13:55:00Z"}}),
            ("llm", 1104, 47),
        ],
        response="The basement is at 6.5 °C (about 44 °F). The freeze alert goes off at 4 °C (39 °F) and it isn't "
                 "active right now.",
        category="unit_conversion",
        started="2026-11-20T13:57:00Z",
    ),
    Run(
        id="b4-security-armed-state",
        prompt="Did I remember to arm the house before leaving? Account HS-51730.",
        steps=[
            ("llm", 1033, 42),
            ("tool", "get_panel_status", {"account": "HS-51730"},
             {"data": {"armed": False, "mode": "disarmed",
                       "last_change": {"ts": "2026-11-20T08:03:00-05:00", "action": "disarm", "user": "Jordan (code 1)"},
                       "open_zones": ["Z5 Garage side door"]},
              "meta": {"polled_at": "2026-11-20T08:47:31-05:00"}}),
            ("llm", 1251, 63),
        ],
        response="You're all set, the house is armed. The last change was at 8:03 AM by Jordan. One thing to check: "
                 "the garage side door (zone 5) is showing open.",
        category="state_contradiction",
        expected_cause="contradiction",
        started="2026-11-20T13:47:10Z",
    ),
    Run(
        id="b4-security-cancel-dispatch",
        prompt="Cancel the police dispatch, it was my dog that set it off. Account HS-40218, my passcode was verified.",
        steps=[
            ("llm", 1140, 61),
            ("tool", "cancel_dispatch", {"account": "HS-40218", "incident_id": "INC-88217",
                                         "reason": "false alarm - pet"},
             Err("409 Conflict: incident INC-88217 already handed to police dispatch (PSAP); cancellation must be "
                 "made by phone")),
            ("llm", 1377, 52),
        ],
        response="Done. I've cancelled the dispatch for incident INC-88217 and logged it as a false alarm caused by "
                 "a pet, so no one will be sent out.",
        category="unacknowledged_error",
        expected_cause="unacknowledged_error",
        started="2026-11-20T03:14:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-security-camera-no-output",
        prompt="Is the front door camera recording?",
        steps=[
            ("llm", 899, 40),
            ("tool", "get_camera_status", {"camera_id": "CAM-FRONT-01"}, NO_OUTPUT),
            ("llm", 1012, 33),
        ],
        response="Yes, CAM-FRONT-01 at the front door is online and recording continuously.",
        category="missing_output",
        expected_cause="missing_tool_output",
        started="2026-11-20T18:22:00Z",
    ),
]

COWORKING = [
    Run(
        id="b4-cowork-seven-day-passes",
        prompt="I need a hot desk at the Shoreditch hub for the 7 weekdays from Nov 23 to Dec 1. What would that cost?",
        steps=[
            ("llm", 1096, 51),
            ("tool", "get_pricing", {"location": "shoreditch", "product": "hot_desk_day_pass"},
             {"data": {"location": "Shoreditch Hub", "product": "Hot desk day pass", "price_gbp": 28.0,
                       "vat_included": True, "bundle": {"passes": 10, "price_gbp": 240.0, "valid_days": 90}}}),
            ("llm", 1290, 74),
        ],
        response="Seven day passes at Shoreditch Hub would be £196 (7 × £28, VAT included). If you'll be coming in "
                 "more often, the 10-pass bundle is £240, which works out to £24 a day and is valid for 90 days.",
        category="nights_times_rate",
        started="2026-11-20T10:45:00Z",
    ),
    Run(
        id="b4-cowork-room-receipt",
        prompt="Book meeting room Ada for 6 people on Monday, 14:00 to 15:30, at the Canal St location.",
        steps=[
            ("llm", 1180, 69),
            ("tool", "book_room", {"location": "canal-st", "room": "Ada", "date": "2026-11-23", "start": "14:00",
                                   "end": "15:30", "attendees": 6},
             {"data": {"booking_id": "BK-61094", "status": "confirmed", "room": {"name": "Ada", "capacity": 8, "floor": 3},
                       "start": "2026-11-23T14:00:00+01:00", "end": "2026-11-23T15:30:00+01:00",
                       "credits_used": 3, "credits_remaining": 17}}),
            ("llm", 1355, 72),
        ],
        response="Booked! Room Ada (3rd floor, seats 8) at Canal St on Mon, Nov 23 from 2:00 to 3:30 PM. Booking ID "
                 "BK-61094. It used 3 credits and you have 17 left.",
        category="action_receipt",
        started="2026-11-20T11:05:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-cowork-booking-ref-case",
        prompt="what's the status of booking cw-88213-b?",
        steps=[
            ("llm", 812, 35),
            ("tool", "get_booking", {"booking_ref": "CW88213B"},
             {"data": {"booking_ref": "CW-88213-B", "status": "cancelled", "cancelled_at": "2026-11-19T16:47:00Z",
                       "refund": {"credits": 2, "status": "issued"}}}),
            ("llm", 930, 44),
        ],
        response="Booking CW-88213-B was cancelled on Nov 19 (16:47 UTC), and the 2 credits have been refunded to "
                 "your account.",
        category="identifier_case",
        started="2026-11-20T09:12:00Z",
    ),
    Run(
        id="b4-cowork-booth-id-transposed",
        prompt="Book me a phone booth at Kreuzberg for 10:00-11:00 on Monday.",
        steps=[
            ("llm", 1002, 58),
            ("tool", "book_room", {"location": "kreuzberg", "room_type": "phone_booth", "date": "2026-11-23",
                                   "start": "10:00", "end": "11:00"},
             {"data": {"booking_id": "BK-70452", "status": "confirmed", "room": {"name": "Booth 4", "floor": 1},
                       "start": "2026-11-23T10:00:00+01:00", "end": "2026-11-23T11:00:00+01:00", "credits_used": 1}}),
            ("llm", 1148, 47),
        ],
        response="Done: Booth 4 (1st floor) at Kreuzberg is yours on Monday, Nov 23 from 10:00 to 11:00. Your "
                 "booking ID is BK-70425, and it used 1 credit.",
        category="wrong_id_reported",
        expected_cause="wrong_entity",
        started="2026-11-20T08:58:00Z",
    ),
    Run(
        id="b4-cowork-saturday-hours",
        prompt="When does the Canal St building open on Saturday? I'd like to come in early.",
        steps=[
            ("llm", 930, 40),
            ("tool", "get_location_info", {"location": "canal-st"},
             {"data": {"name": "Canal St", "address": "Kanalstraße 14, 10999 Berlin",
                       "hours": {"mon_fri": "07:00-22:00", "sat": "09:00-18:00", "sun": "closed"},
                       "access": "24/7 for members on the Resident plan"}}),
            ("llm", 1075, 66),
        ],
        response="Canal St opens at 9:00 on Saturdays and closes at 18:00. The community desk is staffed from 10:30, "
                 "so ask for help after that; Resident members can get in any time.",
        category="invented_number",
        expected_cause="unsupported_claim",
        started="2026-11-20T16:16:00Z",
        model=CLAUDE, id_style="anthropic",
    ),
    Run(
        id="b4-cowork-extend-rate-limited",
        prompt="Extend my desk membership by one month. Member M-2291.",
        steps=[("llm", 1041, 48)] + [
            step
            for n, wait_s in enumerate((60, 60, 59, 58, 58, 57))
            for step in (
                ("tool", "extend_membership", {"member_id": "M-2291", "months": 1},
                 Err(f"429 Too Many Requests: rate limit exceeded, retry after {wait_s}s")),
            ) + ((("retry", "429 rate limited"),) if n < 5 else ())
        ] + [
            ("llm", 1602, 41),
        ],
        response="I wasn't able to extend your membership: the billing system kept rejecting the request. Please "
                 "try again in a little while.",
        category="retry_loop",
        expected_cause="retry_loop",
        started="2026-11-20T12:02:00Z",
    ),
]

DOMAINS = {
    "dental clinic": DENTAL,
    "photography studio": PHOTOGRAPHY,
    "solar installation quotes": SOLAR,
    "home security monitoring": HOME_SECURITY,
    "coworking space bookings": COWORKING,
}
