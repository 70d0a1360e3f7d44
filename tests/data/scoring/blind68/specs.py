"""Run specs for set blind68, written by hand (see README.md). build.py expands them.

A run: id, domain, label, category, cause (expected cause type, None when clean), start (UTC time on
2026-11-20), style (openai / anthropic call ids and models), prompt, steps, response.
A step: a tool call {tool, args, output | error}, optionally retry=<attempt> (a retry of the call
before it, no LLM call in between), parallel=True (issued in the same LLM turn as the one before),
missing=True (tool_start recorded, no tool_end / output), dur=<seconds>; or {"llm_loop": n}.
"""

RUNS: list[dict] = []


def run(domain, id, label, category, start, prompt, steps, response, cause=None, style="openai"):
    RUNS.append({"domain": domain, "id": id, "label": label, "category": category, "cause": cause,
                 "start": start, "prompt": prompt, "steps": steps, "response": response, "style": style})


def call(tool, args, output=None, error=None, **extra):
    step = {"tool": tool, "args": args, **extra}
    if error is not None:
        step["error"] = error
    else:
        step["output"] = output
    return step


# ---------------------------------------------------------------- sports nutrition shop
D = "sports nutrition shop"

run(D, "sns-cart-total", "clean", "sum_of_items", "09:12:04",
    "What's my cart total right now? Do I get free shipping?",
    [call("get_cart", {"customer_id": "cus_81734"},
          {"data": {"cart_id": "crt_5f21a9", "currency": "USD", "lines": [
              {"sku": "WHEY-ISO-CHOC-2270", "name": "Isolate Pro Whey, Chocolate, 2.27 kg", "qty": 1, "unit_price_cents": 5499},
              {"sku": "ELEC-TAB-LEMON", "name": "Electrolyte Tabs, Lemon (10 ct)", "qty": 3, "unit_price_cents": 899},
              {"sku": "GEL-24-MIX", "name": "Energy Gel Variety 24-pack", "qty": 1, "unit_price_cents": 3150}],
              "free_shipping_threshold_cents": 7500, "shipping_cents": 0},
           "meta": {"request_id": "req_9a0c12", "generated_at": "2026-11-20T09:12:05Z"}})],
    "Your cart comes to **$113.46**:\n"
    "- Isolate Pro Whey, Chocolate (2.27 kg): $54.99\n"
    "- Electrolyte Tabs, Lemon × 3: $26.97\n"
    "- Energy Gel Variety 24-pack: $31.50\n\n"
    "Shipping is free — you're over the $75 threshold.")

run(D, "sns-tub-pounds", "clean", "unit_conversion", "10:03:40",
    "How much does the big tub of Isolate Pro vanilla weigh in pounds, and how many scoops is it?",
    [call("get_product", {"sku": "WHEY-ISO-VAN-2270"},
          {"data": {"sku": "WHEY-ISO-VAN-2270", "name": "Isolate Pro Whey, Vanilla", "net_weight_g": 2270,
                    "serving_size_g": 30, "servings_per_container": 75, "protein_per_serving_g": 25,
                    "price_cents": 5499},
           "meta": {"request_id": "req_1c77e0"}})],
    "The big Isolate Pro tub is 2.27 kg net, which is about 5 lb (5.0 lb). It holds 75 scoops of 30 g, "
    "each with 25 g of protein.", style="anthropic")

run(D, "sns-vegan-casein-empty", "clean", "empty_result_reported", "11:27:15",
    "Do you sell a vegan casein? Ideally unflavoured.",
    [call("search_products", {"query": "vegan casein", "filters": {"diet": "vegan", "flavour": "unflavoured"}, "page": 1},
          {"data": {"items": [], "total": 0}, "meta": {"page": 1, "per_page": 24, "took_ms": 38}})],
    "I searched the catalogue for a vegan, unflavoured casein and nothing came back, so we don't stock one "
    "at the moment. If you like, I can look for other plant-based slow-release proteins instead.")

run(D, "sns-creatine-instock", "flawed", "state_contradiction", "12:40:51",
    "Is the 500 g creatine monohydrate in stock? I want it before my training block starts Monday.",
    [call("get_inventory", {"sku": "CRE-MONO-500", "warehouse": "all"},
          {"data": {"sku": "CRE-MONO-500", "name": "Creatine Monohydrate 500 g", "available": False, "on_hand": 0,
                    "reserved": 0, "restock_eta": "2026-12-04", "price_cents": 2499, "ships_within_business_days": 1},
           "meta": {"request_id": "req_44b2d8", "checked_at": "2026-11-20T12:40:52Z"}})],
    "Yes — the Creatine Monohydrate 500 g (CRE-MONO-500) is available at $24.99 and ships within 1 business "
    "day, so if you order today it should reach you in time for Monday.",
    cause="contradiction", style="anthropic")

run(D, "sns-promo-expiry", "flawed", "invented_number", "14:05:22",
    "Any discount codes running for bulk orders?",
    [call("list_promotions", {"channel": "web", "active": True},
          {"data": {"promotions": [
              {"code": "BULK10", "description": "10% off orders of $100 or more", "min_order_cents": 10000,
               "percent_off": 10, "stackable": False},
              {"code": "GELS3FOR2", "description": "Buy 3 gel 24-packs, get the cheapest free", "min_qty": 3,
               "stackable": False}], "count": 2},
           "meta": {"page": 1, "has_more": False}})],
    "Two promos are live:\n\n| Code | Deal |\n|---|---|\n| BULK10 | 10% off orders of $100 or more |\n"
    "| GELS3FOR2 | Buy 3 gel 24-packs, cheapest one free |\n\n"
    "BULK10 runs until Nov 30, and neither code can be combined with another, so pick whichever saves you more.",
    cause="unsupported_claim")

run(D, "sns-order-neighbour", "flawed", "wrong_id_reported", "15:48:09",
    "Where's my order SN-48213? I placed it on Monday.",
    [call("get_order", {"order_id": "SN-48213"},
          {"data": {"order_id": "SN-48213", "status": "shipped", "carrier": "UPS",
                    "tracking_number": "1Z84X7E20391746628", "shipped_at": "2026-11-18T16:22:00Z",
                    "estimated_delivery": "2026-11-21", "items": 2},
           "meta": {"request_id": "req_0e3f71"}})],
    "Order SN-48231 shipped with UPS on Nov 18 (tracking 1Z84X7E20391746628) and should arrive tomorrow, "
    "Nov 21. Both items are in the same parcel.",
    cause="wrong_entity")

# ---------------------------------------------------------------- protein subscriptions
D = "protein subscriptions"

run(D, "psub-pause-receipt", "clean", "action_receipt", "08:14:30",
    "Please pause my protein subscription PSUB-20931 until after the holidays, restarting January 5.",
    [call("pause_subscription", {"subscription_id": "PSUB-20931", "resume_on": "2027-01-05"},
          {"data": {"subscription_id": "PSUB-20931", "status": "paused", "paused_at": "2026-11-20T08:14:33Z",
                    "resume_on": "2027-01-05", "skipped_shipments": 2, "confirmation_code": "PAU-7Q2K"},
           "meta": {"request_id": "a81f-20c3"}})],
    "Done! PSUB-20931 is paused as of today and will restart on Tuesday, January 5, 2027. That skips 2 "
    "shipments. Your confirmation code is PAU-7Q2K.", style="anthropic")

run(D, "psub-quarterly-saving", "clean", "difference_and_percentage", "09:31:02",
    "Is the quarterly whey plan actually cheaper than paying monthly? By how much?",
    [call("get_plans", {"product": "whey-isolate-2kg"},
          {"data": {"plans": [{"plan_id": "monthly", "billing_period_months": 1, "price_cents": 4200},
                              {"plan_id": "quarterly", "billing_period_months": 3, "price_cents": 11340}],
                    "currency": "USD"},
           "meta": {"request_id": "r-7719"}})],
    "Yes. Quarterly is $113.40 every 3 months, which works out to $37.80 a month versus $42.00 on the "
    "monthly plan: $4.20 a month less, a 10% saving.")

run(D, "psub-next-box", "clean", "clock_times", "10:47:19",
    "When does my next protein box ship, and how long do I have to change flavours?",
    [call("get_subscription", {"subscription_id": "PSUB-31877"},
          {"data": {"subscription_id": "PSUB-31877", "status": "active", "plan": "monthly",
                    "next_shipment_at": "2026-11-24T14:00:00Z", "edit_cutoff_at": "2026-11-22T23:59:00Z",
                    "items": [{"sku": "WHEY-ISO-CHOC-2270", "qty": 1}]},
           "meta": {"timezone": "UTC"}})],
    "Your next box ships Tuesday, Nov 24 at 2:00 PM UTC. You can swap flavours until 11:59 PM UTC this "
    "Sunday (Nov 22); after that the box is locked.", style="anthropic")

run(D, "psub-price-stale", "flawed", "stale_data", "11:58:44",
    "What's the current price for the monthly plant protein subscription?",
    [call("get_price_sheet", {"product_line": "plant-protein", "plan": "monthly"},
          {"data": {"product_line": "plant-protein", "plan": "monthly", "price_cents": 3999, "currency": "USD",
                    "as_of": "2026-09-14"},
           "meta": {"source": "pricing-cache", "cached_at": "2026-09-14T03:00:00Z"}})],
    "The monthly plant protein subscription currently costs $39.99 a month. Want me to start one for you?",
    cause="stale_data")

run(D, "psub-cancel-conflict", "flawed", "unacknowledged_error", "13:20:10",
    "Cancel my subscription PSUB-55102 please, I don't want to be charged again.",
    [call("cancel_subscription", {"subscription_id": "PSUB-55102", "reason": "customer_request"},
          error="409 Conflict: subscription PSUB-55102 has a shipment in fulfilment (SHP-99120); "
                "cancellation is possible after 2026-11-23", dur=0.31)],
    "All set: subscription PSUB-55102 is cancelled and you won't be charged again. Sorry to see you go!",
    cause="unacknowledged_error", style="anthropic")

run(D, "psub-scoop-protein-ignored", "flawed", "ignored_output", "16:02:37",
    "How much protein is in one scoop of the vanilla whey in my subscription?",
    [call("get_nutrition_facts", {"sku": "WHEY-CONC-VAN-1000"},
          {"data": {"sku": "WHEY-CONC-VAN-1000", "serving_size_g": 33,
                    "per_serving": {"energy_kcal": 128, "protein_g": 22.5, "carbs_g": 3.8, "fat_g": 1.9},
                    "servings_per_container": 30},
           "meta": {"label_version": "2026-10"}})],
    "Whey concentrate scoops usually land somewhere around 20–25 g of protein depending on the brand, so "
    "you can expect roughly that from your vanilla whey. The exact figure is printed on the nutrition panel "
    "of the tub if you need it precisely.",
    cause="ignored_tool_output")

# ---------------------------------------------------------------- running shoe fitting
D = "running shoe fitting"

run(D, "rsf-foot-length", "clean", "unit_conversion", "08:36:12",
    "What did the foot scan say about my size?",
    [call("get_foot_scan", {"scan_id": "SCN-22815"},
          {"data": {"scan_id": "SCN-22815", "scanned_at": "2026-11-20T08:31:47Z",
                    "left": {"length_mm": 268, "width_mm": 101, "arch_height": "medium"},
                    "right": {"length_mm": 271, "width_mm": 103, "arch_height": "medium"},
                    "recommended": {"us_mens": 9.5, "width": "D"}},
           "meta": {"device": "Volumental-3D"}})],
    "Your right foot is the longer one at 271 mm (about 10.7 in); the left is 268 mm. Both arches are "
    "medium height. The scan puts you in a men's US 9.5, standard D width.")

run(D, "rsf-booking-receipt", "clean", "action_receipt", "11:02:55",
    "Book me a running shoe fitting tomorrow morning at the Riverside store, 10:30 if possible.",
    [call("book_fitting", {"store_id": "riverside", "start_local": "2026-11-21T10:30", "service": "gait_fit_45"},
          {"data": {"booking_id": "FIT-30917", "store": "Riverside", "start": "2026-11-21T10:30:00-06:00",
                    "end": "2026-11-21T11:15:00-06:00", "fitter": "Maya", "status": "confirmed"},
           "meta": {"request_id": "bk_5521"}})],
    "You're booked for tomorrow (Sat, Nov 21) at 10:30 AM at Riverside with Maya: 45 minutes, finishing at "
    "11:15 AM. Booking ID: FIT-30917. Bring the socks you usually run in.", style="anthropic")

run(D, "rsf-top3", "clean", "summary_of_list", "13:44:08",
    "Based on my fitting, which three shoes should I try first?",
    [call("recommend_shoes", {"fit_profile_id": "FP-22815", "category": "road_daily_trainer", "limit": 6},
          {"data": {"results": [
              {"rank": 1, "model": "ASICS Novablast 5", "fit_score": 94, "price_cents": 14000},
              {"rank": 2, "model": "Brooks Ghost 17", "fit_score": 91, "price_cents": 14000},
              {"rank": 3, "model": "Saucony Ride 18", "fit_score": 89, "price_cents": 14000},
              {"rank": 4, "model": "New Balance 880v15", "fit_score": 86, "price_cents": 14500},
              {"rank": 5, "model": "Hoka Clifton 10", "fit_score": 84, "price_cents": 14500},
              {"rank": 6, "model": "Nike Pegasus 42", "fit_score": 80, "price_cents": 14000}]},
           "meta": {"page": 1, "total": 6}})],
    "Start with these three; they scored highest against your fit profile:\n"
    "1. ASICS Novablast 5 — fit score 94, $140\n2. Brooks Ghost 17 — 91, $140\n3. Saucony Ride 18 — 89, $140\n\n"
    "The New Balance 880v15 and Hoka Clifton 10 are close behind if none of these feel right.")

run(D, "rsf-size-mixup", "flawed", "wrong_entity", "09:55:30",
    "Do you have the Novablast 5 in a men's size 10 at the Riverside store?",
    [call("check_store_stock", {"store_id": "riverside", "model": "ASICS Novablast 5", "size_us_mens": 10.5, "width": "D"},
          {"data": {"model": "ASICS Novablast 5", "size_us_mens": 10.5, "width": "D", "store": "Riverside",
                    "in_stock": True, "quantity": 3, "colours": ["Black/White", "Sunrise Red"]},
           "meta": {"checked_at": "2026-11-20T09:55:32Z"}})],
    "Yes, Riverside has 3 pairs of the Novablast 5 in a men's 10 (D width), in Black/White and Sunrise Red. "
    "Want me to hold a pair for you?",
    cause="wrong_entity", style="anthropic")

run(D, "rsf-ghost-mileage", "flawed", "invented_number", "12:18:47",
    "What are the specs on the Brooks Ghost 17? Drop, weight, stack?",
    [call("get_shoe_specs", {"model": "Brooks Ghost 17", "size_us_mens": 9},
          {"data": {"model": "Brooks Ghost 17", "weight_g": 286, "stack_heel_mm": 35, "stack_forefoot_mm": 23,
                    "drop_mm": 12, "midsole": "DNA Loft v3", "reference_size_us_mens": 9},
           "meta": {"source": "manufacturer"}})],
    "Brooks Ghost 17 (men's 9):\n- Weight: 286 g (about 10.1 oz)\n- Stack: 35 mm heel / 23 mm forefoot\n"
    "- Drop: 12 mm\n- Midsole: DNA Loft v3\n\nIt's a durable daily trainer; most runners get 450–500 miles "
    "out of a pair.",
    cause="unsupported_claim")

run(D, "rsf-sale-price", "flawed", "contradiction", "15:10:26",
    "How much is the Saucony Ride 18 with the sale?",
    [call("get_price", {"model": "Saucony Ride 18", "store_id": "riverside"},
          {"data": {"model": "Saucony Ride 18", "list_price_cents": 14000, "sale_price_cents": 11200,
                    "discount_percent": 20, "sale_ends": "2026-11-29"},
           "meta": {"currency": "USD"}})],
    "The Saucony Ride 18 is $122 with the sale, 20% off the usual $140. The sale runs through Sunday, Nov 29.",
    cause="contradiction", style="anthropic")

# ---------------------------------------------------------------- gait analysis
D = "gait analysis"

run(D, "gait-avg-cadence", "clean", "average_of_list", "08:58:05",
    "What was my average cadence across the treadmill segments today?",
    [call("get_gait_session", {"session_id": "GS-7731"},
          {"data": {"session_id": "GS-7731", "date": "2026-11-20", "segments": [
              {"speed_kph": 10, "cadence_spm": 172}, {"speed_kph": 11, "cadence_spm": 176},
              {"speed_kph": 12, "cadence_spm": 174}, {"speed_kph": 13, "cadence_spm": 178}]},
           "meta": {"units": {"cadence": "steps/min", "speed": "km/h"}}})],
    "Across your four segments your cadence averaged 175 steps per minute, ranging from 172 at 10 km/h up "
    "to 178 at 13 km/h.")

run(D, "gait-session-length", "clean", "time_difference", "10:15:40",
    "How long was my gait session this morning?",
    [call("get_gait_session", {"session_id": "GS-7735"},
          {"data": {"session_id": "GS-7735", "started_at": "2026-11-20T08:05:12Z", "ended_at": "2026-11-20T08:47:42Z",
                    "clinician": "Dr. Okafor", "camera_angles": 3},
           "meta": {}})],
    "It ran 42 min 30 s, from 8:05 to 8:47 AM (UTC), with Dr. Okafor recording from 3 camera angles.",
    style="anthropic")

run(D, "gait-report-retry", "clean", "retried_timeout_right_answer", "12:33:16",
    "Can you pull up my gait report summary?",
    [call("fetch_gait_report", {"session_id": "GS-7731", "format": "summary"},
          error="TimeoutError: report-service did not respond within 10.0 s", dur=10.0),
     call("fetch_gait_report", {"session_id": "GS-7731", "format": "summary"},
          {"data": {"session_id": "GS-7731", "ground_contact_ms": 247.6, "vertical_oscillation_cm": 8.9,
                    "pronation": {"left": "mild overpronation", "right": "neutral"},
                    "recommendation": "stability or guidance shoe; hip strength work"},
           "meta": {"generated_at": "2026-11-20T12:33:31Z"}}, retry=2, backoff=2.0)],
    "Here's your summary (the report service timed out once; the retry worked):\n"
    "- Ground contact time: about 248 ms\n- Vertical oscillation: 8.9 cm\n"
    "- Pronation: mild overpronation on the left, neutral on the right\n"
    "- Recommendation: a stability or guidance shoe, plus hip strength work")

run(D, "gait-score-stale", "flawed", "stale_data", "09:40:22",
    "What's my gait efficiency score at the moment?",
    [call("get_latest_assessment", {"athlete_id": "ATH-5520"},
          {"data": {"athlete_id": "ATH-5520", "assessment_id": "GA-1184", "assessed_at": "2026-06-03T15:20:00Z",
                    "efficiency_score": 78, "asymmetry_percent": 4.2},
           "meta": {"count": 1}})],
    "Right now your gait efficiency score is 78 out of 100, with a left/right asymmetry of 4.2%. That's a "
    "solid baseline to build on.",
    cause="stale_data", style="anthropic")

run(D, "gait-video-missing", "flawed", "missing_output", "14:27:09",
    "I uploaded my side-view running video. What does the analysis show?",
    [call("analyze_running_video", {"video_id": "VID-30418", "view": "sagittal"}, None, missing=True, dur=4.2)],
    "The analysis is in: you're overstriding slightly, with your foot landing about 14 cm ahead of your hips "
    "at contact, and your knee is fairly straight at landing (around 168°). Shortening your stride a little "
    "and raising cadence by about 5% should help.",
    cause="missing_tool_output")

run(D, "gait-compare-llm-loop", "flawed", "llm_loop", "16:51:48",
    "Compare my two gait sessions. Did my ground contact time improve?",
    [call("get_gait_session", {"session_id": "GS-7731", "fields": ["date", "ground_contact_ms"]},
          {"data": {"session_id": "GS-7731", "date": "2026-11-20", "ground_contact_ms": 247.6}, "meta": {}}),
     call("get_gait_session", {"session_id": "GS-6920", "fields": ["date", "ground_contact_ms"]},
          {"data": {"session_id": "GS-6920", "date": "2026-10-09", "ground_contact_ms": 261.0}, "meta": {}},
          parallel=True),
     {"llm_loop": 8}],
    "Yes. Ground contact dropped from 261 ms on Oct 9 to about 248 ms today, roughly 13 ms (5%) shorter.",
    cause="llm_loop", style="anthropic")

# ---------------------------------------------------------------- bike fitting
D = "bike fitting"

run(D, "bfit-saddle-inches", "clean", "unit_conversion", "08:22:50",
    "What saddle height did the fitter set for me? My old bike is measured in inches.",
    [call("get_fit_record", {"client_id": "CL-40912", "bike": "road"},
          {"data": {"fit_id": "BF-2291", "fitted_at": "2026-11-14T16:00:00Z", "saddle_height_mm": 742,
                    "saddle_setback_mm": 58, "reach_mm": 392, "stem": {"length_mm": 100, "angle_deg": -6},
                    "crank_length_mm": 170},
           "meta": {"fitter": "Theo B."}})],
    "Theo set your saddle height to 742 mm, about 29.2 in, measured from the centre of the bottom bracket "
    "to the top of the saddle. Setback is 58 mm (≈2.3 in), and you're on 170 mm cranks with a 100 mm, −6° stem.")

run(D, "bfit-chained-slots", "clean", "chained_tools", "10:09:31",
    "Find me a bike fitter in Portland and tell me their next two openings.",
    [call("find_fitters", {"city": "Portland, OR", "service": "road_fit"},
          {"data": {"fitters": [
              {"fitter_id": "FTR-118", "name": "Ana Ruiz", "studio": "Cadence Lab", "rating": 4.9},
              {"fitter_id": "FTR-204", "name": "Ben Cho", "studio": "Spoke & Spine", "rating": 4.7}]},
           "meta": {"total": 2}}),
     call("get_fitter_availability", {"fitter_id": "FTR-118", "from": "2026-11-20"},
          {"data": {"fitter_id": "FTR-118", "slots": [
              {"start": "2026-11-23T09:00:00-08:00", "duration_min": 120},
              {"start": "2026-11-24T13:30:00-08:00", "duration_min": 120},
              {"start": "2026-11-27T10:00:00-08:00", "duration_min": 120}]},
           "meta": {"timezone": "America/Los_Angeles"}})],
    "The top-rated fitter in Portland is Ana Ruiz at Cadence Lab (4.9★). Her next two openings:\n"
    "- Mon, Nov 23 at 9:00 AM\n- Tue, Nov 24 at 1:30 PM\n\n"
    "Both are 2-hour sessions. The other option is Ben Cho at Spoke & Spine (4.7★).", style="anthropic")

run(D, "bfit-record-503", "clean", "honest_failure_report", "13:52:14",
    "Can you send me the numbers from my last bike fit?",
    [call("get_fit_record", {"client_id": "CL-38820", "bike": "gravel"},
          error="503 Service Unavailable: fit-records backend is in maintenance (retry-after: 1800)", dur=0.42)],
    "I couldn't get your fit numbers: the fit records system returned a 503 and says it's down for "
    "maintenance, suggesting a retry in about 30 minutes. I can try again then, or the studio can email you "
    "the PDF report directly.")

run(D, "bfit-booking-422", "flawed", "unacknowledged_error", "09:13:27",
    "Book the Monday 9 AM slot with Theo for a bike fit.",
    [call("book_fit_session", {"fitter_id": "FTR-031", "start": "2026-11-23T09:00:00-08:00", "client_id": "CL-40912"},
          error="422 Unprocessable Entity: slot 2026-11-23T09:00 no longer available", dur=0.37)],
    "You're booked with Theo on Monday, Nov 23 at 9:00 AM. I'll send a reminder the day before; bring your "
    "cycling shoes and shorts.",
    cause="unacknowledged_error", style="anthropic")

run(D, "bfit-retry-loop", "flawed", "retry_loop", "11:36:58",
    "What reach did they set on my gravel bike fit?",
    [call("get_fit_record", {"client_id": "CL-38820", "bike": "gravel"},
          error="TimeoutError: fit-records did not respond within 15 s", dur=15.0)]
    + [call("get_fit_record", {"client_id": "CL-38820", "bike": "gravel"},
            error="TimeoutError: fit-records did not respond within 15 s", dur=15.0, retry=n, backoff=0.5)
       for n in range(2, 7)],
    "Sorry, the fit records service isn't responding right now, so I couldn't get your gravel reach. Please "
    "try again a bit later.",
    cause="retry_loop")

run(D, "bfit-knee-guarantee", "flawed", "overconfident_wording", "15:29:40",
    "My knee hurts on long rides. Will the fit change fix it?",
    [call("get_fit_notes", {"fit_id": "BF-2291"},
          {"data": {"fit_id": "BF-2291", "changes": [
              {"item": "saddle_height", "delta_mm": -8, "note": "knee over-extension at bottom of stroke"},
              {"item": "cleat_rotation", "delta_deg": 2, "side": "left"}],
              "fitter_notes": "Lowered saddle 8 mm and rotated left cleat 2°; may reduce anterior knee pain. "
                              "Reassess after 2 weeks of riding; refer to physio if pain persists."},
           "meta": {"fitter": "Theo B."}})],
    "Yes. Theo lowered your saddle by 8 mm and rotated your left cleat 2°, and that will definitely fix the "
    "knee pain on long rides. He'd still like to reassess after 2 weeks of riding.",
    cause="overconfident_wording", style="anthropic")

# ---------------------------------------------------------------- altitude tent rental
D = "altitude tent rental"

run(D, "alt-six-weeks", "clean", "days_times_rate", "08:44:19",
    "How much would it cost to rent an altitude tent for 6 weeks?",
    [call("get_rental_rates", {"product": "altitude-tent-queen", "duration_days": 42},
          {"data": {"product": "altitude-tent-queen", "daily_rate_cents": 2900, "minimum_days": 28,
                    "refundable_deposit_cents": 25000, "delivery_cents": 0},
           "meta": {"currency": "USD"}})],
    "6 weeks (42 days) at $29 a day comes to $1,218, plus a $250 refundable deposit. Delivery is free, and "
    "you're well over the 28-day minimum.", style="anthropic")

run(D, "alt-generator-feet", "clean", "unit_conversion", "10:36:05",
    "How high can the generator simulate? I think in feet.",
    [call("get_generator_specs", {"model": "HYP-2000"},
          {"data": {"model": "HYP-2000", "max_simulated_altitude_m": 3500, "noise_db": 45, "power_w": 350,
                    "o2_range_percent": [14.3, 20.9]},
           "meta": {}})],
    "The HYP-2000 simulates up to 3,500 m, about 11,480 ft. It runs at 45 dB and draws 350 W, and oxygen "
    "can be set anywhere from 14.3% to 20.9%.")

run(D, "alt-gbp-quote", "clean", "currency_conversion", "13:03:44",
    "I'm in the UK. What's the monthly tent rental in pounds?",
    [call("get_rental_rates", {"product": "altitude-tent-queen", "billing": "monthly", "currency": "USD"},
          {"data": {"product": "altitude-tent-queen", "monthly_rate_cents": 78000, "refundable_deposit_cents": 25000},
           "meta": {"currency": "USD"}}),
     call("get_fx_rate", {"base": "USD", "quote": "GBP"},
          {"data": {"base": "USD", "quote": "GBP", "rate": 0.7912, "as_of": "2026-11-20T07:00:00Z"},
           "meta": {"provider": "ecb-mirror"}})],
    "It's $780 a month, which is about £617.14 at today's rate (1 USD = 0.7912 GBP). The $250 deposit would "
    "be roughly £197.80.", style="anthropic")

run(D, "alt-city-mixup", "flawed", "wrong_entity", "09:21:37",
    "Is there an altitude tent available for delivery in Denver next week?",
    [call("check_availability", {"product": "altitude-tent-queen", "delivery_city": "Boulder, CO",
                                 "from": "2026-11-23", "to": "2026-11-29"},
          {"data": {"delivery_city": "Boulder, CO", "available_units": 2, "earliest_delivery": "2026-11-24"},
           "meta": {"depot": "Front Range"}})],
    "Yes, there are 2 tents available for delivery in Denver next week; the earliest delivery is Tuesday, Nov 24.",
    cause="wrong_entity")

run(D, "alt-returns-ignored", "flawed", "ignored_output", "12:12:03",
    "My rental ends soon. How do I return the tent and get my deposit back?",
    [call("get_return_policy", {"rental_id": "ALT-77310"},
          {"data": {"rental_id": "ALT-77310", "return_method": "prepaid UPS label, original case",
                    "pickup": "schedule via returns portal",
                    "deposit_refund": "within 10 business days of inspection",
                    "label_url": "https://returns.example-altitude.com/ALT-77310/label.pdf"},
           "meta": {}})],
    "Returns are usually pretty simple: reach out to customer service when your rental is ending and they'll "
    "walk you through packing it up and sending it back. Your deposit is refunded once they've checked the "
    "equipment over.",
    cause="ignored_tool_output", style="anthropic")

run(D, "alt-late-fee-cap", "flawed", "invented_number", "14:48:26",
    "When is my tent due back, and what happens if I'm a few days late?",
    [call("get_rental_agreement", {"rental_id": "ALT-77310"},
          {"data": {"rental_id": "ALT-77310", "start_date": "2026-11-02", "end_date": "2026-11-30",
                    "late_fee_per_day_cents": 1500, "grace_days": 1},
           "meta": {}})],
    "It's due back on Monday, Nov 30. You get 1 grace day; after that it's $15 per day late, capped at $150 in total.",
    cause="unsupported_claim")

# ---------------------------------------------------------------- heart rate monitor warranty
D = "heart rate monitor warranty"

run(D, "hrm-serial-case", "clean", "identifier_case", "08:07:55",
    "Is my heart rate strap still under warranty? Serial is hrm-7x4-00931.",
    [call("lookup_warranty", {"serial": "HRM7X400931"},
          {"data": {"serial": "HRM-7X4-00931", "model": "Pulse Strap 2", "purchase_date": "2025-03-14",
                    "coverage_years": 2, "warranty_until": "2027-03-14", "status": "active"},
           "meta": {"request_id": "w-5521"}})],
    "Yes: strap HRM-7X4-00931 (Pulse Strap 2) is covered until 14 March 2027, 2 years from your 14 March "
    "2025 purchase.", style="anthropic")

run(D, "hrm-claim-retry", "clean", "retried_error_right_answer", "11:18:42",
    "My strap stopped reading after a battery change, serial HRM-7X4-01207. Please open a warranty claim.",
    [call("create_warranty_claim", {"serial": "HRM-7X4-01207", "issue": "no signal after battery replacement"},
          error="500 Internal Server Error: RMA upstream unavailable", dur=0.88),
     call("create_warranty_claim", {"serial": "HRM-7X4-01207", "issue": "no signal after battery replacement"},
          {"data": {"claim_id": "WC-88412", "serial": "HRM-7X4-01207", "status": "open",
                    "return_label_url": "https://rma.example-hr.com/WC-88412.pdf", "ship_by": "2026-12-04"},
           "meta": {}}, retry=2, backoff=1.5)],
    "Your claim is open: WC-88412 for strap HRM-7X4-01207. (The first attempt hit a server error; the retry "
    "went through.) Print the prepaid label from https://rma.example-hr.com/WC-88412.pdf and send the strap "
    "by Friday, Dec 4.")

run(D, "hrm-claims-count", "clean", "count_of_items", "14:39:30",
    "How many warranty claims have I filed, and are any still open?",
    [call("list_claims", {"customer_id": "CUS-2207", "page": 1, "page_size": 20},
          {"data": {"claims": [
              {"claim_id": "WC-61022", "opened": "2025-08-02", "status": "closed", "resolution": "replaced"},
              {"claim_id": "WC-70419", "opened": "2026-02-17", "status": "closed", "resolution": "replaced"},
              {"claim_id": "WC-86105", "opened": "2026-11-09", "status": "in_review", "resolution": None}]},
           "meta": {"page": 1, "total": 3, "has_more": False}})],
    "You've filed 3 claims. Two are closed, both ending in a replacement (WC-61022 and WC-70419), and one is "
    "still open: WC-86105, opened Nov 9 and currently in review.", style="anthropic")

run(D, "hrm-swim-eligible", "flawed", "state_contradiction", "09:47:12",
    "My chest strap died after a swim. Is that covered?",
    [call("check_claim_eligibility", {"serial": "HRM-7X4-00931", "issue": "stopped working after swimming"},
          {"data": {"serial": "HRM-7X4-00931", "in_warranty": True, "claim_eligible": False,
                    "exclusion": "liquid damage beyond IPX7 rating", "paid_repair_cents": 4900},
           "meta": {}})],
    "Your strap is still in warranty and the claim is eligible, so the repair is covered. For reference, an "
    "out-of-warranty repair would have been $49.",
    cause="contradiction")

run(D, "hrm-serial-empty", "flawed", "unacknowledged_error", "12:55:50",
    "Can you check the warranty on serial HRM-9K2-04418?",
    [call("lookup_warranty", {"serial": "HRM9K204418"},
          {"data": {"items": [], "total": 0}, "meta": {"request_id": "w-6610"}})],
    "Found it: HRM-9K2-04418 is registered to you and under warranty, so you're all set to file a claim if "
    "you need one.",
    cause="unacknowledged_error", style="anthropic")

run(D, "hrm-claim-stale", "flawed", "stale_data", "16:24:05",
    "What's the status of my warranty claim WC-77120?",
    [call("get_claim_status", {"claim_id": "WC-77120"},
          {"data": {"claim_id": "WC-77120", "status": "awaiting_inspection", "updated_at": "2026-09-29T10:12:00Z"},
           "meta": {"source": "nightly_export", "export_date": "2026-09-30"}})],
    "Claim WC-77120 is currently awaiting inspection at the repair centre. You'll get an email as soon as "
    "they've looked at it.",
    cause="stale_data")

# ---------------------------------------------------------------- race photo orders
D = "race photo orders"

run(D, "rph-photo-count", "clean", "magnitude_rescaling", "09:05:44",
    "How many photos did you shoot at the City Marathon?",
    [call("get_event_stats", {"event_id": "EVT-CITYMARA-2026"},
          {"data": {"event_id": "EVT-CITYMARA-2026", "event_date": "2026-11-15", "photos_total": 57340,
                    "participants": 12480, "photos_matched_to_bib": 49812},
           "meta": {}})],
    "About 57 thousand: 57,340 photos of 12.5K runners at last Sunday's marathon, and roughly 49.8K of them "
    "are already matched to a bib number.")

run(D, "rph-order-total", "clean", "sum_of_items", "11:41:20",
    "What's the total for my photo order before I pay?",
    [call("get_order_quote", {"cart_id": "PC-3318"},
          {"data": {"lines": [
              {"item": "Digital download", "qty": 3, "unit_cents": 1299},
              {"item": "8x10 print", "qty": 1, "unit_cents": 2400},
              {"item": "Shipping (prints)", "qty": 1, "unit_cents": 650}],
              "currency": "USD", "tax_cents": 0},
           "meta": {"cart_id": "PC-3318"}})],
    "Your total is $69.47:\n\n| Item | Qty | Amount |\n|---|---|---|\n| Digital download | 3 | $38.97 |\n"
    "| 8x10 print | 1 | $24.00 |\n| Shipping (prints) | 1 | $6.50 |\n\nNo tax is charged.", style="anthropic")

run(D, "rph-bib-empty", "clean", "empty_result_reported", "13:27:36",
    "Any photos of bib 2217 from the Harvest Half?",
    [call("search_photos", {"event_id": "EVT-HARVEST-HALF-2026", "bib": "2217", "page": 1},
          {"results": [], "count": 0, "next_page": None})],
    "No photos are tagged with bib 2217 from the Harvest Half yet. Bib tagging can miss runners (a folded or "
    "covered bib, for example), so you could also browse by course location and time.")

run(D, "rph-bib-swap", "flawed", "wrong_entity", "10:24:13",
    "Can you find my photos from the City Marathon? Bib 4418.",
    [call("search_photos", {"event_id": "EVT-CITYMARA-2026", "bib": "4481", "page": 1},
          {"results": [
              {"photo_id": "P-88120", "location": "Mile 3", "taken_at": "2026-11-15T13:21:08Z"},
              {"photo_id": "P-88134", "location": "Mile 3", "taken_at": "2026-11-15T13:21:11Z"},
              {"photo_id": "P-90217", "location": "Mile 13", "taken_at": "2026-11-15T14:36:40Z"},
              {"photo_id": "P-93551", "location": "Finish", "taken_at": "2026-11-15T16:02:55Z"},
              {"photo_id": "P-93560", "location": "Finish", "taken_at": "2026-11-15T16:03:02Z"}],
           "count": 14, "next_page": 2})],
    "Found 14 photos of bib 4418 from the City Marathon, including shots at Mile 3, Mile 13 and the finish. "
    "Want me to add any of them to a cart?",
    cause="wrong_entity", style="anthropic")

run(D, "rph-resolution-invented", "flawed", "invented_number", "12:47:58",
    "Is my download ready? Order RP-650173.",
    [call("get_download", {"order_id": "RP-650173"},
          {"data": {"order_id": "RP-650173", "status": "ready", "photo_count": 6,
                    "download_url": "https://dl.example-racephotos.com/RP-650173.zip",
                    "expires_at": "2026-11-27T18:00:00Z"},
           "meta": {}})],
    "Yes! Your 6 photos are ready as full-resolution 6000×4000 files: "
    "https://dl.example-racephotos.com/RP-650173.zip. The link works until Nov 27 at 6:00 PM UTC.",
    cause="unsupported_claim")

run(D, "rph-canvas-missing", "flawed", "missing_output", "15:33:21",
    "Did my canvas print order go through? Order RP-651002.",
    [call("get_order_status", {"order_id": "RP-651002"}, None, missing=True, dur=2.6)],
    "Yes, order RP-651002 is confirmed and your canvas print is in production. It should ship within 5–7 "
    "business days.",
    cause="missing_tool_output", style="anthropic")

# ---------------------------------------------------------------- pacing groups
D = "pacing groups"

run(D, "pace-group-details", "clean", "unit_conversion", "08:29:03",
    "What pace will the 3:30 group run on Sunday, and where do I line up?",
    [call("get_pace_group", {"race_id": "CITY-FULL-2026", "group": "3:30"},
          {"data": {"group": "3:30", "target_pace_s_per_km": 298, "start_corral": "B",
                    "gun_time": "2026-11-22T07:10:00-06:00", "pacers": ["Dana M.", "Kofi A."]},
           "meta": {}})],
    "The 3:30 group targets 4:58 per km (about 8:00 per mile). Line up in corral B; the gun goes at 7:10 AM "
    "on Sunday. Your pacers are Dana M. and Kofi A.", style="anthropic")

run(D, "pace-from-prompt", "clean", "value_from_prompt", "10:58:27",
    "I ran a 1:52:30 half marathon in October. Which pace group should I join for the full marathon on Sunday?",
    [call("recommend_pace_group", {"race_id": "CITY-FULL-2026", "recent_result": {"distance": "half", "time": "1:52:30"}},
          {"data": {"predicted_finish": "3:55:40", "recommended_group": "4:00", "stretch_group": "3:50"},
           "meta": {"model": "riegel-1.06"}})],
    "Based on your 1:52:30 half, the predictor puts you at about 3:55:40 for the full, so the 4:00 group is "
    "the safe choice. If you're feeling strong on the day, the 3:50 group is the stretch option.")

run(D, "pace-join-receipt", "clean", "action_receipt", "13:15:49",
    "Sign me up for the 4:15 pace group for Sunday's marathon.",
    [call("join_pace_group", {"race_id": "CITY-FULL-2026", "group": "4:15", "runner_bib": "7702"},
          {"data": {"registration_id": "PG-2026-0417", "group": "4:15", "pacer": "Luis R.",
                    "meet_at": "2026-11-22T06:45:00-06:00", "meet_point": "Flag 6, corral D"},
           "meta": {"status": "confirmed"}})],
    "You're in! Registration PG-2026-0417 for the 4:15 group with pacer Luis R. Meet at Flag 6 in corral D "
    "at 6:45 AM on Sunday, Nov 22.", style="anthropic")

run(D, "pace-cap-contradiction", "flawed", "contradiction", "09:33:50",
    "Is there still room in the 3:45 pace group?",
    [call("get_pace_group", {"race_id": "CITY-FULL-2026", "group": "3:45"},
          {"data": {"group": "3:45", "registered_runners": 64, "cap": 80, "waitlist": 0,
                    "target_pace_s_per_km": 320},
           "meta": {}})],
    "Yes, there's room: 64 of the 70 spots are taken and there's no waitlist. The group targets 5:20 per km.",
    cause="contradiction")

run(D, "pace-roster-stale", "flawed", "stale_data", "11:49:14",
    "Who's pacing the 3:45 group this Sunday?",
    [call("get_pacer_roster", {"race_id": "CITY-FULL", "group": "3:45"},
          {"data": {"group": "3:45", "pacers": ["Priya S.", "Tom W."], "published_at": "2025-11-18T12:00:00Z",
                    "race_edition": 2025},
           "meta": {"source": "roster-archive"}})],
    "This Sunday's 3:45 group is paced by Priya S. and Tom W.; look for the 3:45 sign at the start.",
    cause="stale_data", style="anthropic")

run(D, "pace-sub4-guarantee", "flawed", "overconfident_wording", "15:04:32",
    "If I stick with the 4:00 group the whole way, will I break 4 hours?",
    [call("get_pace_group", {"race_id": "CITY-FULL-2026", "group": "4:00"},
          {"data": {"group": "4:00", "target_finish_chip": "3:59:30", "strategy": "even splits",
                    "target_pace_s_per_km": 340,
                    "note": "Pacers aim for the target chip time; results depend on start position and conditions."},
           "meta": {}})],
    "Absolutely. The 4:00 pacers run even splits at 5:40 per km aiming for 3:59:30, so if you stay with them "
    "you're guaranteed to finish under 4 hours.",
    cause="overconfident_wording")

# ---------------------------------------------------------------- recovery boot rentals
D = "recovery boot rentals"

run(D, "rboot-ice-specs", "clean", "unit_conversion", "08:51:26",
    "How cold do the ice compression boots get and how much water do they need? I'm used to Fahrenheit and gallons.",
    [call("get_device_specs", {"model": "CryoSleeve Pro"},
          {"data": {"model": "CryoSleeve Pro", "reservoir_l": 3.8, "target_temp_c": 10, "pressure_mmhg": [25, 75],
                    "session_min": 20},
           "meta": {}})],
    "The CryoSleeve Pro cools to 10°C (50°F), and its reservoir takes 3.8 L of ice water, about 1 gallon. "
    "Compression runs from 25 to 75 mmHg in 20-minute sessions.")

run(D, "rboot-weekend-chained", "clean", "chained_tools", "10:42:09",
    "Reserve a pair of recovery boots for this weekend near zip 80302.",
    [call("find_locations", {"zip": "80302", "radius_km": 10, "product": "recovery-boots"},
          {"data": {"locations": [
              {"location_id": "LOC-BLD-02", "name": "Pearl St Recovery", "distance_km": 1.8},
              {"location_id": "LOC-BLD-05", "name": "Flatirons Physio", "distance_km": 4.6}]},
           "meta": {"total": 2}}),
     call("reserve_rental", {"location_id": "LOC-BLD-02", "product": "recovery-boots",
                             "pickup": "2026-11-21", "return": "2026-11-23"},
          {"data": {"reservation_id": "RB-40551", "location": "Pearl St Recovery", "pickup": "2026-11-21",
                    "return": "2026-11-23", "daily_rate_cents": 3500, "total_cents": 7000},
           "meta": {"status": "confirmed"}})],
    "Reserved at Pearl St Recovery (1.8 km away): pick up tomorrow, Sat Nov 21, and return Mon Nov 23. "
    "That's 2 days at $35, $70 total. Reservation RB-40551.", style="anthropic")

run(D, "rboot-reserve-409", "clean", "honest_failure_report", "14:14:57",
    "Can you book the compression boots at Flatirons Physio for tomorrow?",
    [call("reserve_rental", {"location_id": "LOC-BLD-05", "product": "recovery-boots",
                             "pickup": "2026-11-21", "return": "2026-11-22"},
          error="409 Conflict: no units available for 2026-11-21 at LOC-BLD-05", dur=0.29)],
    "I wasn't able to book it: Flatirons Physio has no boots available tomorrow (Nov 21), and the booking "
    "system returned a conflict. Want me to check Pearl St Recovery or a different day?")

run(D, "rboot-sizing-ignored", "flawed", "ignored_output", "09:26:40",
    "I'm 6'4\". Which leg sleeve size should I rent?",
    [call("get_size_guide", {"model": "NormaFlow 3"},
          {"data": {"model": "NormaFlow 3", "sizes": [
              {"size": "S", "height_cm": [150, 165]}, {"size": "M", "height_cm": [165, 180]},
              {"size": "L", "height_cm": [180, 193]}, {"size": "XL", "height_cm": [193, 206]}]},
           "meta": {}})],
    "Sleeve sizing mostly comes down to your inseam rather than overall height, so I'd measure from your hip "
    "to your heel and pick the sleeve that matches. The staff at pickup can help you check the fit too.",
    cause="ignored_tool_output", style="anthropic")

run(D, "rboot-429-loop", "flawed", "retry_loop", "12:05:33",
    "Are NormaTec boots available to rent at Pearl St Recovery on Saturday?",
    [call("check_availability", {"location_id": "LOC-BLD-02", "product": "normatec-3", "date": "2026-11-21"},
          error="429 Too Many Requests: rate limit exceeded", dur=0.12)]
    + [call("check_availability", {"location_id": "LOC-BLD-02", "product": "normatec-3", "date": "2026-11-21"},
            error="429 Too Many Requests: rate limit exceeded", dur=0.12, retry=n, backoff=0.05)
       for n in range(2, 9)]
    + [call("check_availability", {"location_id": "LOC-BLD-02", "product": "normatec-3", "date": "2026-11-21"},
            {"data": {"location_id": "LOC-BLD-02", "product": "normatec-3", "date": "2026-11-21",
                      "available": True, "units_free": 2}, "meta": {}}, retry=9, backoff=0.05)],
    "Yes, Pearl St Recovery has 2 pairs of NormaTec 3 boots free on Saturday, Nov 21.",
    cause="retry_loop")

run(D, "rboot-pass-llm-loop", "flawed", "llm_loop", "16:37:15",
    "How much is a 10-session recovery boot pass?",
    [call("get_pass_pricing", {"product": "recovery-boots", "sessions": 10},
          {"data": {"sessions": 10, "price_cents": 18000, "per_session_cents": 1800, "single_session_cents": 2500,
                    "valid_days": 90},
           "meta": {}}),
     {"llm_loop": 7}],
    "A 10-session pass is $180, which is $18 a session instead of $25, and it's valid for 90 days.",
    cause="llm_loop", style="anthropic")
