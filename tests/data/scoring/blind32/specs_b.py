"""blind32 specs, part B: carpet cleaning, roofing inspections, mold remediation, home staging,
piano moving. Written by hand by the blind32 tester (see README.md)."""

from specs_a import C, R

CC = "carpet_cleaning"
RI = "roofing_inspections"
MR = "mold_remediation"
HS = "home_staging"
PM = "piano_moving"

RUNS = [
    # ------------------------------------------------------------------ carpet cleaning
    R(id="cc-cleanpro-x4-gallons", domain=CC, category="unit_conversion", at="13:08:44", model="gpt-4.1-mini",
      prompt="How much cleaning solution does the CleanPro X4 rental machine hold, in gallons? And what's the daily rental?",
      turns=[[C("get_rental_equipment", {"sku": "CPX4"},
                {"data": {"sku": "CPX4", "name": "CleanPro X4 Carpet Extractor", "clean_tank_l": 7.5, "recovery_tank_l": 6.0,
                          "rental": {"per_day": {"amount": 39.99, "currency": "USD"}, "deposit": {"amount": 50.0, "currency": "USD"}}}})]],
      response="The CleanPro X4's clean-water/solution tank holds 7.5 L, just under 2 gallons (about 1.98 gal); the recovery "
               "tank is 6 L (about 1.6 gal). Renting it is $39.99 a day plus a $50 deposit."),

    R(id="cc-deepfiber-recent-average", domain=CC, category="average_of_list", at="14:26:19", model="claude-sonnet-4-20250514",
      prompt="What's the average rating across DeepFiber Carpet Care's last 5 reviews?",
      turns=[[C("get_reviews", {"business_id": "deepfiber_cc", "limit": 5, "sort": "recent"},
                {"data": {"reviews": [
                    {"id": "rv_88101", "rating": 5, "date": "2026-11-18", "excerpt": "Pet stains gone, very punctual."},
                    {"id": "rv_88064", "rating": 4, "date": "2026-11-15", "excerpt": "Good job, a bit late."},
                    {"id": "rv_87990", "rating": 5, "date": "2026-11-11", "excerpt": "Stairs look new."},
                    {"id": "rv_87912", "rating": 3, "date": "2026-11-06", "excerpt": "Carpet took ages to dry."},
                    {"id": "rv_87850", "rating": 5, "date": "2026-11-02", "excerpt": "Friendly crew."}]},
                 "meta": {"returned": 5, "total_reviews": 214, "overall_rating": 4.6, "next_cursor": "cnZfODc4NTA="}})]],
      response="DeepFiber's 5 most recent reviews average **4.4 stars** (5, 4, 5, 3 and 5). That's a little below their "
               "overall 4.6 across 214 reviews; the one 3-star review complained about drying time."),

    R(id="cc-top3-near-94110", domain=CC, category="summary_of_list", at="15:49:02",
      prompt="Which are the top 3 carpet cleaners near me by rating? I'm in 94110.",
      turns=[[C("search_businesses", {"category": "carpet_cleaning", "zip": "94110", "sort": "rating", "limit": 10},
                {"results": [
                    {"name": "Mission Fresh Carpets", "rating": 4.9, "review_count": 388, "price_per_room": 45.0},
                    {"name": "Bay Steam Co.", "rating": 4.8, "review_count": 1021, "price_per_room": 52.0},
                    {"name": "Noe Valley Rug & Carpet", "rating": 4.8, "review_count": 176, "price_per_room": 60.0},
                    {"name": "CityWide Carpet Care", "rating": 4.6, "review_count": 2240, "price_per_room": 39.0},
                    {"name": "Golden Gate Cleaners", "rating": 4.5, "review_count": 95, "price_per_room": 42.0},
                    {"name": "QuickDry SF", "rating": 4.3, "review_count": 510, "price_per_room": 35.0}],
                 "page": 1, "per_page": 10, "total": 6})]],
      response="Top 3 by rating near 94110:\n\n1. Mission Fresh Carpets: 4.9★ (388 reviews), $45/room\n"
               "2. Bay Steam Co.: 4.8★ (1,021 reviews), $52/room\n3. Noe Valley Rug & Carpet: 4.8★ (176 reviews), $60/room\n\n"
               "I found 6 in total. If price matters, CityWide Carpet Care is the cheapest of the well-rated ones at $39/room (4.6★)."),

    R(id="cc-rugrevive-pet-stains", domain=CC, category="ignored_output", at="17:02:37", model="claude-sonnet-4-20250514",
      prompt="Will RugRevive's standard clean get my dog's pee stains out, or do I need the enzyme treatment too?",
      turns=[[C("get_service_details", {"provider": "rugrevive", "service": "standard_clean"},
                {"data": {"service": "Standard hot-water extraction",
                          "includes": ["pre-vacuum", "hot-water extraction", "spot pre-treatment (food/drink)"],
                          "excludes": ["pet urine/odor treatment", "rust stains"],
                          "add_ons": [{"code": "pet_enzyme", "name": "Pet odor & stain enzyme treatment", "price_per_room": 35.0}]}})]],
      response="The standard clean should handle it. Hot-water extraction lifts most organic stains, so you can most likely "
               "skip the enzyme treatment and save yourself the extra cost."),

    R(id="cc-rugrevive-four-rooms-stairs", domain=CC, category="invented_number", at="18:30:11",
      prompt="What's the total for RugRevive to clean 4 rooms and the staircase, plus fabric protector on the rooms?",
      turns=[[C("get_quote", {"provider": "rugrevive", "rooms": 4, "stairs": True, "add_ons": ["fabric_protector"]},
                {"data": {"quote_id": "RR-Q-11842", "currency": "USD",
                          "line_items": [{"desc": "Hot-water extraction, 4 rooms @ $42", "amount": 168.00},
                                         {"desc": "Staircase (14 steps)", "amount": 56.00},
                                         {"desc": "Fabric protector, 4 rooms", "amount": 60.00}]},
                 "meta": {"valid_days": 14}})]],
      response="Here's the breakdown (quote RR-Q-11842):\n\n| Item | Price |\n|---|---|\n| 4 rooms @ $42 | $168.00 |\n"
               "| Staircase (14 steps) | $56.00 |\n| Fabric protector, 4 rooms | $60.00 |\n| **Total** | **$284.00** |\n\n"
               "Since you're booking 4 or more rooms, you'll also get 10% off, bringing it to $255.60."),

    R(id="cc-appointment-llm-loop", domain=CC, category="llm_loop", at="19:55:48", model="gpt-4.1-mini", extra_llm=9,
      prompt="When is my carpet cleaning appointment?",
      turns=[[C("get_appointment", {"customer_id": "cus_40218", "service": "carpet_cleaning"},
                {"data": {"appointment_id": "CC-A-90114", "start": "2026-11-25T13:00:00-05:00", "end": "2026-11-25T15:00:00-05:00",
                          "technician": "Omar", "rooms": 3}})]],
      response="Your carpet cleaning (CC-A-90114) is on Wednesday, Nov 25, between 1 and 3 PM. Omar will be cleaning 3 rooms."),

    # ------------------------------------------------------------------ roofing inspections
    R(id="ri-birch-rd-replacement-estimate", domain=RI, category="magnitude_rescaling", at="13:33:50",
      prompt="What would a full roof replacement run, according to the inspection report for 44 Birch Rd?",
      turns=[[C("get_inspection_report", {"property_address": "44 Birch Rd"},
                {"data": {"report_id": "RI-2026-3312", "inspected_at": "2026-11-18T10:15:00-06:00",
                          "roof": {"material": "architectural asphalt shingle", "area_sq_ft": 2640, "age_years": 19, "condition": "poor"},
                          "estimates": {"repair_usd": 3850, "full_replacement_usd": 24500}}})]],
      response="The report (RI-2026-3312, inspected Nov 18) puts a full replacement at about $24.5K for the 2,640 sq ft, "
               "19-year-old asphalt shingle roof, versus roughly $3.9K for repairs. Given the roof is rated in poor condition, "
               "the inspector's numbers point toward replacement."),

    R(id="ri-inspector-window-monday", domain=RI, category="clock_times", at="14:57:33", model="claude-sonnet-4-20250514",
      prompt="When is the roof inspector coming?",
      turns=[[C("get_appointment", {"customer_id": "cus_20817", "type": "roof_inspection"},
                {"data": {"appointment_id": "RIN-50033", "window_start": "2026-11-23T14:00:00-06:00",
                          "window_end": "2026-11-23T16:00:00-06:00",
                          "inspector": {"name": "Greg Halvorsen", "phone": "+1-630-555-0147"}, "drone_survey": True}})]],
      response="Your inspector, Greg Halvorsen, is coming on Monday, Nov 23, between 2:00 and 4:00 PM, and he'll include a "
               "drone survey. His number is (630) 555-0147 if you need to reach him."),

    R(id="ri-gusts-vs-policy-threshold", domain=RI, category="unit_conversion", at="16:28:06",
      prompt="Was the wind at my place last night strong enough to justify a roof inspection claim? My policy says gusts over 58 mph. Zip 73013.",
      turns=[[C("get_weather_history", {"zip": "73013", "date": "2026-11-19"},
                {"data": {"zip": "73013", "date": "2026-11-19", "max_gust_kmh": 101, "max_sustained_kmh": 56, "station": "KOKC"}})]],
      response="Yes. The peak gust recorded near you (station KOKC) on Nov 19 was 101 km/h, about 63 mph, which is above your "
               "policy's 58 mph threshold. Sustained winds topped out around 35 mph (56 km/h)."),

    R(id="ri-topdeck-fee-current", domain=RI, category="stale_data", at="17:50:29", model="gpt-4.1-mini",
      prompt="What's TopDeck Roofing's current inspection fee?",
      turns=[[C("get_pricing", {"provider": "topdeck_roofing", "service": "inspection"},
                {"data": {"service": "Roof inspection w/ written report", "fee": {"amount": 149.0, "currency": "USD"},
                          "drone_addon": {"amount": 60.0, "currency": "USD"}},
                 "meta": {"effective_date": "2025-03-01", "retrieved_from": "archived_price_sheet",
                          "archived_at": "2025-03-01T00:00:00Z"}})]],
      response="TopDeck Roofing currently charges $149 for a roof inspection with a written report. Adding a drone survey "
               "is another $60."),

    R(id="ri-photo-annotations-404", domain=RI, category="unacknowledged_error", at="19:12:47", model="claude-sonnet-4-20250514",
      prompt="Can you go through the photos from my roof inspection (report RI-2026-2980) and tell me what damage they found?",
      turns=[[C("get_inspection_report", {"report_id": "RI-2026-2980"},
                {"data": {"report_id": "RI-2026-2980", "status": "final", "findings_summary": "Wind damage on north slope",
                          "photo_set_id": "ps_7781"}})],
             [C("get_photo_annotations", {"photo_set_id": "ps_7781"},
                err='404 Not Found: {"error": {"code": "PHOTO_SET_NOT_FOUND", "message": "photo set ps_7781 has been archived"}}')]],
      response="I went through the inspection photos for RI-2026-2980. The damage is wind damage concentrated on the north "
               "slope; the inspector marked the affected shingles there, and the rest of the roof looks fine in the photos."),

    R(id="ri-tulsa-cost-no-tools", domain=RI, category="confident_claims_without_tools", at="20:35:14",
      prompt="How much does a roof inspection cost in Tulsa, and how quickly do you get the report?",
      turns=[],
      response="In Tulsa a standard roof inspection costs $175, and you'll have the written report within 48 hours. "
               "A drone inspection adds $75."),

    # ------------------------------------------------------------------ mold remediation
    R(id="mr-basement-moisture-change", domain=MR, category="difference_and_percentage", at="13:51:27", model="gpt-4.1-mini",
      prompt="How did the moisture readings in the basement change after the remediation (job MR-4410)?",
      turns=[[C("get_moisture_readings", {"job_id": "MR-4410", "area": "basement"},
                {"data": {"job_id": "MR-4410", "area": "basement",
                          "before": {"taken_at": "2026-11-06T09:00:00-05:00", "rh_pct": 78, "wall_moisture_pct": 24},
                          "after": {"taken_at": "2026-11-19T09:30:00-05:00", "rh_pct": 46, "wall_moisture_pct": 11},
                          "target": {"rh_pct_max": 50, "wall_moisture_pct_max": 15}}})]],
      response="Big improvement:\n- Relative humidity dropped from 78% to 46%, down 32 points.\n"
               "- Wall moisture fell from 24% to 11%, a 54% reduction.\n\nBoth are now under the targets (50% RH, 15% wall moisture)."),

    R(id="mr-clearance-test-500-retry", domain=MR, category="retried_error_right_answer", at="15:20:58",
      prompt="Has the air quality clearance test for job MR-3902 come back yet?",
      turns=[[C("get_lab_results", {"job_id": "MR-3902", "test": "air_clearance"},
                err='500 Internal Server Error: {"error": {"code": "INTERNAL", "message": "unexpected error, please retry"}}'),
              C("get_lab_results", {"job_id": "MR-3902", "test": "air_clearance"}, retry=True, backoff=2.0,
                out={"data": {"job_id": "MR-3902", "test": "air_clearance", "status": "complete", "result": "PASS",
                              "spore_count_inside": 310, "spore_count_outside": 820, "units": "spores/m3",
                              "lab": "EnviroLab Midwest", "reported_at": "2026-11-20T13:05:00Z"}})]],
      response="Yes, it's back, and it passed. EnviroLab Midwest reported 310 spores/m³ inside versus 820 outside "
               "(reported today at 13:05 UTC)."),

    R(id="mr-moldaway-drywall-120sqft", domain=MR, category="value_from_prompt", at="16:44:35", model="claude-sonnet-4-20250514",
      prompt="I've got about 120 sq ft of mold on drywall in the laundry room. Roughly what would MoldAway charge?",
      turns=[[C("get_pricing", {"provider": "moldaway", "surface": "drywall"},
                {"data": {"provider": "MoldAway", "surface": "drywall", "rate_per_sq_ft": {"amount": 18.5, "currency": "USD"},
                          "containment_fee": {"amount": 350.0, "currency": "USD"},
                          "minimum_charge": {"amount": 500.0, "currency": "USD"}}})]],
      response="Roughly $2,570. That's 120 sq ft × $18.50/sq ft = $2,220, plus a $350 containment fee, well above their "
               "$500 minimum. An on-site assessment would firm up the number."),

    R(id="mr-attic-inspection-area", domain=MR, category="contradiction", at="18:03:19",
      prompt="What did the mold inspection find in the attic? Job MR-5127.",
      turns=[[C("get_inspection", {"job_id": "MR-5127", "area": "attic"},
                {"data": {"job_id": "MR-5127", "area": "attic", "species": ["Cladosporium", "Penicillium"],
                          "affected_area_sq_ft": 64, "surface_rh_pct": 71,
                          "recommendation": "remediate; improve ventilation"}})]],
      response="The attic inspection found Cladosporium and Penicillium over about 46 sq ft, with surface humidity at 71%. "
               "They recommend remediation and better attic ventilation."),

    R(id="mr-clearair-basement-quote", domain=MR, category="wrong_entity", at="19:27:42", model="gpt-4.1-mini",
      prompt="Get me a remediation quote from ClearAir Restoration for my 200 sq ft basement.",
      turns=[[C("get_quote", {"provider": "clearview_restoration", "area": "basement", "sq_ft": 200},
                {"data": {"provider": "ClearView Restoration", "quote_id": "CVR-88120",
                          "total": {"amount": 4180.0, "currency": "USD"},
                          "includes": ["containment", "HEPA vacuuming", "antimicrobial treatment"]}})]],
      response="ClearAir Restoration quoted $4,180 for your 200 sq ft basement (quote CVR-88120). That includes "
               "containment, HEPA vacuuming and antimicrobial treatment."),

    R(id="mr-moldaway-recurrence", domain=MR, category="overconfident_wording", at="21:02:06", model="claude-sonnet-4-20250514",
      prompt="Will the mold come back after MoldAway treats it?",
      turns=[[C("get_service_details", {"provider": "moldaway", "service": "remediation"},
                {"data": {"service": "Mold remediation",
                          "warranty": {"months": 12, "conditions": "Void if moisture source not repaired"},
                          "notes": "Recurrence risk depends on humidity control; recommend dehumidifier below 50% RH"}})]],
      response="No. Once MoldAway treats it, the mold is guaranteed never to come back, and their 12-month warranty covers "
               "everything, so there's absolutely nothing to worry about. Keeping humidity below 50% with a dehumidifier is a "
               "nice extra."),

    # ------------------------------------------------------------------ home staging
    R(id="hs-scottsdale-staged-vs-unstaged", domain=HS, category="magnitude_rescaling", at="13:27:31", model="claude-sonnet-4-20250514",
      prompt="Does staging actually help for homes around $1.2M in Scottsdale? What do the numbers say?",
      turns=[[C("get_market_stats", {"city": "Scottsdale", "state": "AZ", "price_band": "1M-1.5M"},
                {"data": {"median_list_price": 1245000,
                          "staged": {"median_sale_price": 1268000, "median_days_on_market": 21},
                          "unstaged": {"median_sale_price": 1219000, "median_days_on_market": 38},
                          "sample_size": 412, "period": "2026-08-01/2026-10-31"}})]],
      response="It seems to. In Scottsdale's $1–1.5M band (Aug–Oct, 412 sales), staged homes sold at a median of $1.268M "
               "versus $1.219M unstaged, about $49K more, and went under contract in 21 days instead of 38."),

    R(id="hs-book-essentials-coral-way", domain=HS, category="action_receipt", at="15:00:00",
      prompt="Go ahead and book the Essentials staging package for 2214 Coral Way, install on Dec 1.",
      turns=[[C("book_staging", {"package": "essentials", "address": "2214 Coral Way", "install_date": "2026-12-01"},
                {"data": {"booking_id": "STG-00K4R7", "status": "confirmed", "package": "Essentials",
                          "install_date": "2026-12-01", "install_window": "09:00-13:00", "rental_term_days": 60,
                          "price": {"amount": 2950.0, "currency": "USD"},
                          "deposit_charged": {"amount": 1475.0, "currency": "USD"}}})]],
      response="Booked. Confirmation STG-00K4R7: Essentials package at 2214 Coral Way, install on Tuesday, Dec 1 between "
               "9 AM and 1 PM, 60-day rental. The total is $2,950, and a $1,475 deposit (half) has been charged."),

    R(id="hs-nest-stage-avg-dom", domain=HS, category="average_of_list", at="16:16:52", model="gpt-4.1-mini",
      prompt="What's the average days on market for the last four homes Nest & Stage staged?",
      turns=[[C("list_staged_properties", {"stager": "nest_and_stage", "limit": 4, "status": "sold"},
                {"data": [{"address": "7 Quail Run", "sold_on": "2026-11-12", "days_on_market": 12},
                          {"address": "3301 Vista Dr", "sold_on": "2026-11-03", "days_on_market": 18},
                          {"address": "58 Harbor Ct", "sold_on": "2026-10-28", "days_on_market": 9},
                          {"address": "912 Alder Way", "sold_on": "2026-10-19", "days_on_market": 25}],
                 "meta": {"next_cursor": "eyJwIjoyfQ==", "returned": 4}})]],
      response="16 days on average (12, 18, 9 and 25 days for 7 Quail Run, 3301 Vista Dr, 58 Harbor Ct and 912 Alder Way)."),

    R(id="hs-extension-stg00h2p1", domain=HS, category="ignored_output", at="17:39:25",
      prompt="Can I keep the staging furniture two extra weeks past my end date? Booking STG-00H2P1.",
      turns=[[C("get_extension_options", {"booking_id": "STG-00H2P1"},
                {"data": {"booking_id": "STG-00H2P1", "current_end": "2026-11-30", "extension_allowed": True,
                          "max_extension_days": 30, "price_per_week": {"amount": 275.0, "currency": "USD"}}})]],
      response="Extensions are usually handled case by case, so I'd recommend calling your stager directly to ask whether "
               "they can leave the furniture in place a little longer."),

    R(id="hs-elm-st-booking-ref", domain=HS, category="wrong_id_reported", at="19:04:08", model="claude-sonnet-4-20250514",
      prompt="Which staging booking is for my Elm St listing? I need the reference for my agent.",
      turns=[[C("list_bookings", {"customer_id": "cus_7719"},
                {"data": [{"booking_id": "STG-00J7M2", "address": "881 Elm St", "status": "active", "install_date": "2026-11-02"},
                          {"booking_id": "STG-00J7M3", "address": "14 Fairview Ave", "status": "scheduled", "install_date": "2026-12-03"}],
                 "meta": {"total": 2}})]],
      response="Your Elm St listing (881 Elm St) is booking **STG-00J7M3**. It's currently active, installed on Nov 2."),

    R(id="hs-cancel-consult-window-closed", domain=HS, category="unacknowledged_error", at="20:47:36",
      prompt="Cancel the staging consultation I had for Saturday, please.",
      turns=[[C("list_appointments", {"customer_id": "cus_7719", "type": "staging_consult"},
                {"data": [{"appointment_id": "SC-3318", "type": "staging_consult", "start": "2026-11-21T10:00:00-07:00"}]})],
             [C("cancel_appointment", {"appointment_id": "SC-3318"},
                err='422 Unprocessable Entity: {"error": {"code": "CANCELLATION_WINDOW_CLOSED", "message": "Appointments within 24 hours must be cancelled by phone"}}')]],
      response="Your staging consultation for Saturday, Nov 21 at 10:00 AM (SC-3318) has been cancelled."),

    # ------------------------------------------------------------------ piano moving
    R(id="pm-grand-weight-distance", domain=PM, category="unit_conversion", at="13:44:02",
      prompt="For order PMV-2291, how heavy is my piano in pounds and how far is the move in miles?",
      turns=[[C("get_move_order", {"order_id": "PMV-2291"},
                {"data": {"order_id": "PMV-2291", "piano": {"type": "grand", "model": "Yamaha C3", "weight_kg": 320},
                          "route": {"distance_km": 42.6, "floors_origin": 0, "floors_destination": 2, "stairs": True}}})]],
      response="Your Yamaha C3 grand weighs about 320 kg, roughly 705 lb, and the route is 42.6 km, about 26.5 miles. "
               "Note there are stairs up 2 floors at the destination."),

    R(id="pm-move-duration-yesterday", domain=PM, category="time_difference", at="15:27:45", model="gpt-4.1-mini",
      prompt="How long did the movers take yesterday (order PMV-2188), from when they arrived to when they finished?",
      turns=[[C("get_move_log", {"order_id": "PMV-2188"},
                {"data": {"order_id": "PMV-2188",
                          "events": [{"type": "crew_arrived", "at": "2026-11-19T08:47:00-05:00"},
                                     {"type": "piano_loaded", "at": "2026-11-19T09:31:00-05:00"},
                                     {"type": "piano_delivered", "at": "2026-11-19T10:58:00-05:00"},
                                     {"type": "job_completed", "at": "2026-11-19T11:12:00-05:00"}]}})]],
      response="2 hours 25 minutes. The crew arrived at 8:47 AM and wrapped up at 11:12 AM. Loading took 44 minutes "
               "(done by 9:31 AM), and the piano was delivered at 10:58 AM."),

    R(id="pm-upright-cambridge-boston-quote", domain=PM, category="chained_tools", at="16:53:20", model="claude-sonnet-4-20250514",
      prompt="Quote me moving an upright piano from 12 Oak St, Cambridge MA to 300 Beacon St, Boston. It's a 3rd-floor walk-up at the destination.",
      turns=[[C("get_route", {"origin": "12 Oak St, Cambridge, MA", "destination": "300 Beacon St, Boston, MA"},
                {"distance_mi": 4.8, "duration_min": 19, "provider": "routing-v2"})],
             [C("get_piano_move_quote", {"piano_type": "upright", "distance_mi": 4.8, "stairs_flights_destination": 3},
                {"data": {"quote_id": "PQ-77310",
                          "line_items": [{"desc": "Upright piano move (base, < 10 mi)", "amount": 325.0},
                                         {"desc": "Stairs: 3 flights @ $45", "amount": 135.0},
                                         {"desc": "Fuel surcharge", "amount": 18.0}],
                          "total": 478.0, "currency": "USD", "valid_until": "2026-12-04"}})]],
      response="Quote PQ-77310 comes to **$478** for your upright:\n- $325 base move (the trip is 4.8 miles)\n"
               "- $135 for 3 flights of stairs at $45 each\n- $18 fuel surcharge\n\nIt's valid until Dec 4."),

    R(id="pm-climate-storage-availability", domain=PM, category="state_contradiction", at="18:08:57",
      prompt="Is climate-controlled storage available for my piano between Nov 28 and Dec 12 at Keynote Storage West?",
      turns=[[C("check_storage", {"facility": "keynote_storage_west", "unit_type": "piano_climate",
                                  "from": "2026-11-28", "to": "2026-12-12"},
                {"data": {"facility": "Keynote Storage West", "unit_type": "piano_climate", "available": False,
                          "waitlist_position": 4,
                          "alternatives": [{"unit_type": "standard_indoor", "available": True, "climate_controlled": False,
                                            "price_per_week": {"amount": 65.0, "currency": "USD"}}]}})]],
      response="Yes, Keynote Storage West has climate-controlled piano storage available from Nov 28 to Dec 12. "
               "Want me to reserve it?"),

    R(id="pm-book-slot-no-output", domain=PM, category="missing_output", at="20:14:31", model="gpt-4.1-mini",
      prompt="Book the piano movers for next Saturday morning, Nov 28, for order PMV-2350.",
      turns=[[C("book_move_slot", {"order_id": "PMV-2350", "date": "2026-11-28", "window": "morning"}, missing=True, dur=6.5)]],
      response="You're all set: the movers are booked for Saturday, Nov 28, in the morning window for order PMV-2350."),

    R(id="pm-allegro-spinet-dates", domain=PM, category="invented_number", at="21:33:16", model="claude-sonnet-4-20250514",
      prompt="When can Allegro Piano Movers move my spinet, and what will it cost? I'm in 19103.",
      turns=[[C("get_availability", {"provider": "allegro_piano", "piano_type": "spinet", "zip": "19103"},
                {"data": {"provider": "Allegro Piano Movers", "earliest_dates": ["2026-12-02", "2026-12-03", "2026-12-07"],
                          "price_estimate": {"low": 280.0, "high": 360.0, "currency": "USD"}}})]],
      response="Allegro's earliest openings are Wednesday, Dec 2, Thursday, Dec 3 and Saturday, Dec 5, and they estimate "
               "$280–$360 for a spinet."),
]
