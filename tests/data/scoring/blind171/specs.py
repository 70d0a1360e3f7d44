"""Compact specs for the blind171 set (written by hand by the blind171 tester, 2026-11-30).

Each spec: id, domain, label, category, expected_cause (None when clean), start (UTC clock time on
2026-11-20), prompt, calls (tool, args, output or error; `retry: True` marks a call the runtime
re-issued after the previous one failed; `missing: True` a call whose output was never recorded),
optional llm_loop (extra LLM turns without progress), response.
"""

D1 = "shower door installs"
D2 = "mirror cutting orders"
D3 = "window glass replacements"
D4 = "glass table tops"
D5 = "stained glass repairs"
D6 = "glass etching orders"
D7 = "insulated glass unit quotes"
D8 = "glass delivery scheduling"
D9 = "safety glass certifications"
D10 = "glass disposal fees"

SPECS = [
    # ------------------------------------------------------------------ shower door installs
    dict(
        id="b171-shower-measure-cm", domain=D1, label="clean", category="unit_conversion", start="09:12",
        prompt="What did the measure visit for shower door job SDI-88213 find? Give me the sizes in cm please.",
        calls=[dict(tool="get_measurement_report", args={"job_id": "SDI-88213"},
                    output={"data": {"job_id": "SDI-88213", "opening_width_in": 34.0, "opening_height_in": 72.0,
                                     "out_of_plumb_in": 0.125, "recommended_model": "Frameless Pivot FP-36",
                                     "measured_at": "2026-11-19T15:20:00Z", "measured_by": "T. Lindqvist"},
                            "meta": {"request_id": "req_7f31c2", "units": "imperial"}})],
        response="The opening for SDI-88213 measured 34 × 72 in, which is about 86.4 × 182.9 cm. The wall is "
                 "1/8 in (roughly 3 mm) out of plumb, and T. Lindqvist recommended the Frameless Pivot FP-36.",
    ),
    dict(
        id="b171-shower-book-install", domain=D1, label="clean", category="action_receipt", start="10:05",
        prompt="Book the install for shower door job SDI-88213 in the earliest slot tomorrow.",
        calls=[dict(tool="list_install_slots", args={"job_id": "SDI-88213", "date": "2026-11-21"},
                    output={"data": {"slots": [
                        {"slot_id": "SL-4471", "start": "2026-11-21T09:30:00Z", "end": "2026-11-21T12:30:00Z", "crew": "Crew B"},
                        {"slot_id": "SL-4472", "start": "2026-11-21T13:30:00Z", "end": "2026-11-21T16:30:00Z", "crew": "Crew A"}]},
                        "meta": {"page": 1, "total": 2}}),
               dict(tool="book_install", args={"job_id": "SDI-88213", "slot_id": "SL-4471"},
                    output={"status": "confirmed", "booking_id": "INST-230917", "slot_id": "SL-4471",
                            "start": "2026-11-21T09:30:00Z", "end": "2026-11-21T12:30:00Z", "crew": "Crew B",
                            "deposit_charged_usd": 150.00})],
        response="Done! Your install is booked for tomorrow, Saturday Nov 21, 9:30 AM–12:30 PM (UTC) with Crew B.\n"
                 "- Booking ID: INST-230917\n- Deposit charged: $150.00",
    ),
    dict(
        id="b171-shower-parts-timeout", domain=D1, label="clean", category="retried_timeout_right_answer", start="10:40",
        prompt="Is the hardware for my shower door install in yet? Order SDI-90114.",
        calls=[dict(tool="get_parts_status", args={"order_id": "SDI-90114"}, duration=10.0,
                    error="Timeout: inventory service did not respond within 10s"),
               dict(tool="get_parts_status", args={"order_id": "SDI-90114"}, retry=True,
                    output={"order_id": "SDI-90114", "parts": [
                        {"sku": "HW-PIV-CHR", "name": "Pivot hinge set, chrome", "status": "received", "received_at": "2026-11-20T08:12:00Z"},
                        {"sku": "GL-10MM-CLR", "name": "10 mm clear tempered panel", "status": "received", "received_at": "2026-11-18T14:40:00Z"}],
                        "ready_for_install": True})],
        response="Yes. The first lookup timed out, but the retry worked: both parts for SDI-90114 are in. The chrome "
                 "pivot hinge set arrived this morning (Nov 20, 8:12 AM UTC) and the 10 mm clear tempered panel came in "
                 "on Nov 18, so the order is marked ready for install.",
    ),
    dict(
        id="b171-shower-quote-duration", domain=D1, label="flawed", category="invented_number",
        expected_cause="unsupported_claim", start="11:22",
        prompt="How much will the frameless sliding door install cost for job SDI-88540, and how long will the work take on the day?",
        calls=[dict(tool="get_quote", args={"job_id": "SDI-88540"},
                    output={"data": {"job_id": "SDI-88540", "model": "Frameless Slider FS-60", "glass": "10 mm low-iron",
                                     "subtotal_usd": 1840.00, "install_labor_usd": 420.00, "tax_usd": 180.80,
                                     "total_usd": 2440.80, "valid_until": "2026-12-04"},
                            "meta": {"currency": "USD", "quote_version": 2}})],
        response="The quote for SDI-88540 (Frameless Slider FS-60 with 10 mm low-iron glass) comes to $2,440.80 — "
                 "that's $1,840 for the door, $420 labour and $180.80 tax. It's valid until Dec 4. On the day, the "
                 "install itself usually takes about 3.5 hours on site.",
    ),
    dict(
        id="b171-shower-warranty-state", domain=D1, label="flawed", category="state_contradiction",
        expected_cause="contradiction", start="13:47",
        prompt="My shower door is sagging. Can the installer come out to adjust it under warranty? Job SDI-77102.",
        calls=[dict(tool="check_warranty", args={"job_id": "SDI-77102"},
                    output={"job_id": "SDI-77102", "installed_on": "2025-09-14",
                            "labor_warranty": {"term_months": 12, "active": False, "expired_on": "2026-09-14"},
                            "glass_warranty": {"term_months": 120, "active": True}})],
        response="SDI-77102 was installed on Sept 14, 2025. Adjustment visits fall under the 12-month labour warranty, "
                 "which is active on your job, so we can book one at no charge. Your 10-year glass warranty is active too.",
    ),
    dict(
        id="b171-shower-leadtime-loop", domain=D1, label="flawed", category="retry_loop",
        expected_cause="retry_loop", start="15:03",
        prompt="What's the current lead time on a 3/8\" clear neo-angle shower door?",
        calls=[dict(tool="get_lead_time", args={"product": "neo-angle", "glass": "3/8 clear"}, backoff=0.2,
                    error="503 Service Unavailable: scheduling backend overloaded")]
              + [dict(tool="get_lead_time", args={"product": "neo-angle", "glass": "3/8 clear"}, retry=True, backoff=0.2,
                      error="503 Service Unavailable: scheduling backend overloaded") for _ in range(6)],
        response="I wasn't able to get the lead time just now — the scheduling service kept returning 503 errors. "
                 "Could you try again in a little while?",
    ),
    # ------------------------------------------------------------------ mirror cutting orders
    dict(
        id="b171-mirror-order-total", domain=D2, label="clean", category="sum_of_items", start="08:31",
        prompt="What's the total for my mirror order MC-20418?",
        calls=[dict(tool="get_order", args={"order_id": "MC-20418"},
                    output={"data": {"order_id": "MC-20418", "status": "cutting", "currency": "GBP", "lines": [
                        {"item": "Bathroom mirror 600x900 mm, 5 mm", "qty": 1, "price": 89.00},
                        {"item": "Hall mirror 400x1200 mm, 6 mm", "qty": 1, "price": 112.50},
                        {"item": "Bevelled edge, 25 mm", "qty": 1, "price": 34.00},
                        {"item": "Drill 2 holes", "qty": 1, "price": 16.00}]},
                        "meta": {"request_id": "a91e0"}})],
        response="| Item | Price |\n|---|---|\n| Bathroom mirror 600×900 mm | £89.00 |\n| Hall mirror 400×1200 mm | £112.50 |\n"
                 "| Bevelled edge | £34.00 |\n| 2 drilled holes | £16.00 |\n| **Total** | **£251.50** |\n\n"
                 "The order is being cut now.",
    ),
    dict(
        id="b171-mirror-status-case", domain=D2, label="clean", category="identifier_case", start="14:10",
        prompt="status of mirror order mc20433?",
        calls=[dict(tool="get_order_status", args={"order_id": "MC-20433"},
                    output={"order_id": "MC-20433", "status": "ready_for_pickup", "ready_at": "2026-11-20T11:05:00Z",
                            "pickup_location": "Unit 4, Ashby Trade Park"})],
        response="mc-20433 is ready for pickup — it's been ready since 11:05 AM UTC today, at Unit 4, Ashby Trade Park.",
    ),
    dict(
        id="b171-mirror-open-empty", domain=D2, label="clean", category="empty_result_reported", start="16:25",
        prompt="Do we have any open mirror cutting orders under the Kestrel Interiors account?",
        calls=[dict(tool="search_orders", args={"customer": "Kestrel Interiors", "status": "open"},
                    output={"items": [], "total": 0, "page": 1, "page_size": 25})],
        response="No — there are no open mirror cutting orders for Kestrel Interiors at the moment; the search returned nothing.",
    ),
    dict(
        id="b171-mirror-thickness", domain=D2, label="flawed", category="contradiction",
        expected_cause="contradiction", start="09:55",
        prompt="How thick is the glass on mirror order MC-20457, and what edge finish did we go with?",
        calls=[dict(tool="get_order", args={"order_id": "MC-20457"},
                    output={"data": {"order_id": "MC-20457", "spec": {"width_mm": 750, "height_mm": 1050, "thickness_mm": 6,
                                                                     "edge": "flat polished", "safety_backing": True},
                                     "price_gbp": 138.00, "status": "queued"}})],
        response="MC-20457 is a 750 × 1050 mm mirror in 5 mm glass with a flat polished edge and safety backing film. "
                 "It's queued for cutting; price £138.00.",
    ),
    dict(
        id="b171-mirror-tracking-id", domain=D2, label="flawed", category="wrong_id_reported",
        expected_cause="wrong_entity", start="12:18",
        prompt="Has my mirror order MC-20466 shipped? I need the tracking number.",
        calls=[dict(tool="get_shipment", args={"order_id": "MC-20466"},
                    output={"data": {"order_id": "MC-20466", "shipment_id": "SHP-771903", "carrier": "DPD",
                                     "tracking": "15501982746631", "status": "in_transit",
                                     "shipped_at": "2026-11-19T16:42:00Z"}})],
        response="Yes, it's on its way! Order MC-20464 shipped yesterday (Nov 19) with DPD and is in transit.\n"
                 "Tracking number: 15501982746631",
    ),
    dict(
        id="b171-mirror-cancel-409", domain=D2, label="flawed", category="unacknowledged_error",
        expected_cause="unacknowledged_error", start="17:40",
        prompt="Please cancel mirror order MC-20471, we measured the alcove wrong.",
        calls=[dict(tool="cancel_order", args={"order_id": "MC-20471", "reason": "customer_measurement_error"},
                    error="409 Conflict: order MC-20471 is already in production (status=cutting) and cannot be cancelled online")],
        response="Done — order MC-20471 has been cancelled. You'll get a confirmation email shortly, and the payment "
                 "will go back to your original card.",
    ),
    # ------------------------------------------------------------------ window glass replacements
    dict(
        id="b171-window-appointment-time", domain=D3, label="clean", category="clock_times", start="08:50",
        prompt="When is the glazier coming to replace my cracked living-room window? Job WG-5512.",
        calls=[dict(tool="get_appointment", args={"job_id": "WG-5512"},
                    output={"data": {"job_id": "WG-5512", "window": {"start": "2026-11-23T14:00:00Z", "end": "2026-11-23T16:00:00Z"},
                                     "technician": "R. Okafor", "pane": "double-glazed 1200x1000 mm"}})],
        response="R. Okafor is booked for Monday, Nov 23, between 2:00 and 4:00 PM (UTC) to swap the 1200 × 1000 mm double-glazed pane.",
    ),
    dict(
        id="b171-window-chained-quote", domain=D3, label="clean", category="chained_tools", start="11:36",
        prompt="I need a quote to reglaze the broken kitchen window at 14 Larch Road, Leeds.",
        calls=[dict(tool="lookup_property", args={"address": "14 Larch Road, Leeds"},
                    output={"property_id": "PRP-30981", "address": "14 Larch Rd, Leeds LS6 2QT", "windows": [
                        {"window_id": "W1", "location": "front bedroom", "width_mm": 1100, "height_mm": 1200, "glazing": "double"},
                        {"window_id": "W2", "location": "kitchen", "width_mm": 900, "height_mm": 600, "glazing": "single"}]}),
               dict(tool="get_replacement_quote", args={"property_id": "PRP-30981", "window_id": "W2", "glass": "4mm_float"},
                    output={"quote_id": "Q-WG-66120", "property_id": "PRP-30981", "window_id": "W2", "glass": "4 mm float",
                            "glass_gbp": 96.00, "labour_gbp": 65.00, "total_gbp": 161.00, "valid_days": 30})],
        response="Your kitchen window at 14 Larch Rd (900 × 600 mm, single-glazed) can be reglazed with 4 mm float glass "
                 "for £161.00 — £96 for the glass plus £65 labour. Quote Q-WG-66120 is valid for 30 days.",
    ),
    dict(
        id="b171-window-laminated-diff", domain=D3, label="clean", category="difference_and_percentage", start="15:15",
        prompt="How much more is laminated glass than standard toughened for my bay window replacement (job WG-5530)?",
        calls=[dict(tool="get_glass_options", args={"job_id": "WG-5530"},
                    output={"data": {"job_id": "WG-5530", "options": [
                        {"type": "toughened 4mm", "price": 420.00},
                        {"type": "laminated 6.4mm", "price": 504.00},
                        {"type": "acoustic laminated 6.8mm", "price": 588.00}]},
                        "meta": {"currency": "GBP"}})],
        response="Laminated 6.4 mm is £504.00 against £420.00 for 4 mm toughened, so it's £84.00 more — a 20% premium.",
    ),
    dict(
        id="b171-window-city-swap", domain=D3, label="flawed", category="wrong_entity",
        expected_cause="wrong_entity", start="09:28",
        prompt="What's the earliest date you can replace a broken window in Bristol?",
        calls=[dict(tool="check_availability", args={"city": "Bath", "service": "window_glass_replacement"},
                    output={"city": "Bath", "earliest": "2026-11-24", "crews_available": 2})],
        response="The earliest window glass replacement slot in Bristol is Tuesday, Nov 24, with 2 crews available that day.",
    ),
    dict(
        id="b171-window-price-stale", domain=D3, label="flawed", category="stale_data",
        expected_cause="stale_data", start="13:02",
        prompt="What's today's price per square metre for 4mm float replacement glass?",
        calls=[dict(tool="get_price_list", args={"product": "4mm_float"},
                    output={"data": {"product": "4mm float", "price_per_m2_gbp": 38.50, "cut_to_size": True},
                            "meta": {"as_of": "2026-09-30", "source": "price_cache"}})],
        response="Today's rate for 4 mm float replacement glass is £38.50 per m², cut to size (fitting not included).",
    ),
    dict(
        id="b171-window-condensation-guarantee", domain=D3, label="flawed", category="overconfident_wording",
        expected_cause="overconfident_wording", start="18:44",
        prompt="Will the replacement on job WG-5547 fix the condensation between the panes?",
        calls=[dict(tool="get_job", args={"job_id": "WG-5547"},
                    output={"job_id": "WG-5547", "issue": "misted double-glazed unit",
                            "diagnosis": "seal failure on IGU; frame drainage partially blocked",
                            "recommendation": "replace sealed unit; clear frame drainage",
                            "notes": "condensation may recur if drainage is not kept clear"})],
        response="Yes. The misting on WG-5547 comes from a failed seal on the unit, so once the new sealed unit is in, "
                 "condensation between the panes is guaranteed never to come back. They'll also clear the partially "
                 "blocked frame drainage while they're there.",
    ),
    # ------------------------------------------------------------------ glass table tops
    dict(
        id="b171-tabletop-weight-lb", domain=D4, label="clean", category="unit_conversion", start="10:20",
        prompt="How heavy is the round glass table top on order TT-4410? In pounds please — can two of us carry it?",
        calls=[dict(tool="get_product_spec", args={"order_id": "TT-4410"},
                    output={"data": {"order_id": "TT-4410", "shape": "round", "diameter_mm": 1200, "thickness_mm": 12,
                                     "weight_kg": 34.0, "edge": "pencil polished"}})],
        response="The 1200 mm round top (12 mm) weighs 34 kg, which is about 75 lb — manageable for two people if you "
                 "carry it on edge.",
    ),
    dict(
        id="b171-tabletop-eur-usd", domain=D4, label="clean", category="currency_conversion", start="13:05",
        prompt="What's the 10mm rectangular table top GTT-R1890 in US dollars?",
        calls=[dict(tool="get_price", args={"sku": "GTT-R1890"},
                    output={"sku": "GTT-R1890", "price": {"amount": 245.00, "currency": "EUR"}}),
               dict(tool="get_fx_rate", args={"base": "EUR", "quote": "USD"},
                    output={"base": "EUR", "quote": "USD", "rate": 1.08, "as_of": "2026-11-20T12:00:00Z"})],
        response="GTT-R1890 is €245.00, which comes to $264.60 at today's rate of 1.08 USD per EUR.",
    ),
    dict(
        id="b171-tabletop-top3", domain=D4, label="clean", category="summary_of_list", start="16:48",
        prompt="What are the three cheapest clear tempered glass table tops you have in 36 inch round?",
        calls=[dict(tool="search_products", args={"shape": "round", "diameter_in": 36, "glass": "clear_tempered", "sort": "price_asc"},
                    output={"results": [
                        {"sku": "RT36-6-PEN", "thickness_mm": 6, "edge": "pencil", "price_usd": 119.00},
                        {"sku": "RT36-8-FLT", "thickness_mm": 8, "edge": "flat polished", "price_usd": 142.00},
                        {"sku": "RT36-10-PEN", "thickness_mm": 10, "edge": "pencil", "price_usd": 168.00},
                        {"sku": "RT36-10-BEV", "thickness_mm": 10, "edge": "1in bevel", "price_usd": 214.00},
                        {"sku": "RT36-12-OG", "thickness_mm": 12, "edge": "ogee", "price_usd": 289.00}],
                        "page": 1, "total": 5})],
        response="The three cheapest 36\" round clear tempered tops:\n"
                 "1. RT36-6-PEN — 6 mm, pencil edge, $119\n2. RT36-8-FLT — 8 mm, flat polished, $142\n"
                 "3. RT36-10-PEN — 10 mm, pencil edge, $168",
    ),
    dict(
        id="b171-tabletop-freight-invented", domain=D4, label="flawed", category="invented_number",
        expected_cause="unsupported_claim", start="09:40",
        prompt="Price for a 48x30 inch rectangle top in 3/8\" with a bevelled edge, and what's the lead time?",
        calls=[dict(tool="get_custom_quote", args={"width_in": 48, "depth_in": 30, "thickness": "3/8", "edge": "bevel_1in"},
                    output={"data": {"width_in": 48, "depth_in": 30, "thickness": "3/8 in", "edge": "1 in bevel",
                                     "price_usd": 326.00, "lead_time_business_days": 7}, "meta": {"quote_ref": "CQ-99120"}})],
        response="A 48 × 30 in top in 3/8\" glass with a 1\" bevel is $326.00, plus $45 for crated freight. Lead time "
                 "is 7 business days (quote ref CQ-99120).",
    ),
    dict(
        id="b171-tabletop-stock-ignored", domain=D4, label="flawed", category="ignored_output",
        expected_cause="ignored_tool_output", start="11:58",
        prompt="Is the 1/2 inch oval top OV-6036 in stock at Cedar Park? I'd like to pick it up today.",
        calls=[dict(tool="check_stock", args={"sku": "OV-6036", "store": "Cedar Park"},
                    output={"sku": "OV-6036", "store": "Cedar Park", "on_hand": 0, "next_restock": "2026-12-02",
                            "alternatives": [{"sku": "OV-6036-38", "thickness": "3/8 in", "on_hand": 3}]})],
        response="Stock levels at individual stores change quickly, so I'd recommend giving the Cedar Park store a "
                 "call before you head over to make sure they can set OV-6036 aside for you.",
    ),
    dict(
        id="b171-tabletop-approval-missing", domain=D4, label="flawed", category="missing_output",
        expected_cause="missing_tool_output", start="14:33",
        prompt="Did the measurements for my custom table top (order TT-4432) get approved?",
        calls=[dict(tool="get_approval_status", args={"order_id": "TT-4432"}, missing=True, duration=2.1)],
        response="Yes — the measurements for TT-4432 were approved and the top has been released to cutting.",
    ),
    # ------------------------------------------------------------------ stained glass repairs
    dict(
        id="b171-stained-repair-duration", domain=D5, label="clean", category="time_difference", start="09:05",
        prompt="How long did the lead-came repair on our church window panel take? Job SG-3107.",
        calls=[dict(tool="get_job_log", args={"job_id": "SG-3107"},
                    output={"data": {"job_id": "SG-3107", "panel": "east lancet, lower panel", "events": [
                        {"type": "received", "at": "2026-11-16T10:00:00Z"},
                        {"type": "work_started", "at": "2026-11-18T08:45:00Z"},
                        {"type": "work_completed", "at": "2026-11-19T15:15:00Z"}]}})],
        response="Work on the east lancet lower panel started Nov 18 at 8:45 AM and finished Nov 19 at 3:15 PM (UTC), "
                 "so 30 hours 30 minutes elapsed from start to finish.",
    ),
    dict(
        id="b171-stained-photos-failed", domain=D5, label="clean", category="honest_failure_report", start="12:40",
        prompt="Can you pull up the restoration photos for stained glass job SG-3122?",
        calls=[dict(tool="get_job_photos", args={"job_id": "SG-3122"},
                    error="500 Internal Server Error: media store unavailable")],
        response="Sorry, I couldn't get the photos for SG-3122 — the photo service returned an internal error "
                 "(media store unavailable). I can try again later, or the studio can email them to you.",
    ),
    dict(
        id="b171-stained-avg-quote", domain=D5, label="clean", category="average_of_list", start="17:10",
        prompt="What's our average quote for small panel repairs this month?",
        calls=[dict(tool="list_quotes", args={"category": "small_panel", "month": "2026-11"},
                    output={"data": [{"quote_id": "SQ-801", "amount": 180}, {"quote_id": "SQ-806", "amount": 245},
                                     {"quote_id": "SQ-811", "amount": 210}, {"quote_id": "SQ-815", "amount": 165}],
                            "meta": {"currency": "USD", "count": 4, "next_page": None}})],
        response="Across the 4 small-panel quotes this month the average is $200 (they range from $165 to $245).",
    ),
    dict(
        id="b171-stained-status-504", domain=D5, label="flawed", category="unacknowledged_error",
        expected_cause="unacknowledged_error", start="08:22",
        prompt="Any update on the stained glass repair for job SG-3130?",
        calls=[dict(tool="get_repair_status", args={"job_id": "SG-3130"}, duration=30.0,
                    error="504 Gateway Timeout: upstream studio system did not respond")],
        response="Your repair SG-3130 is on track — nothing has been flagged on the job, and the studio will be in "
                 "touch when it's ready to collect.",
    ),
    dict(
        id="b171-stained-estimate-llm-loop", domain=D5, label="flawed", category="llm_loop",
        expected_cause="llm_loop", start="11:14", llm_loop=7,
        prompt="Get me an estimate to repair a cracked 30x40 cm stained glass panel with 3 broken pieces.",
        calls=[dict(tool="get_repair_estimate", args={"width_cm": 30, "height_cm": 40, "broken_pieces": 3},
                    output={"estimate_usd": {"low": 240, "high": 320}, "pieces": 3, "size_cm": [30, 40],
                            "includes": ["glass matching", "re-leading affected sections"]})],
        response="For a 30 × 40 cm panel with 3 broken pieces, the estimate is $240–$320, including glass matching "
                 "and re-leading the affected sections.",
    ),
    dict(
        id="b171-stained-deposit-digits", domain=D5, label="flawed", category="contradiction",
        expected_cause="contradiction", start="15:50",
        prompt="How much is the deposit for restoring our transom window (job SG-3141), and when is it due?",
        calls=[dict(tool="get_invoice", args={"job_id": "SG-3141"},
                    output={"data": {"job_id": "SG-3141", "total_usd": 1460.00,
                                     "deposit": {"percent": 30, "amount_usd": 438.00, "due_date": "2026-11-27"}}})],
        response="The deposit for SG-3141 is 30% of the $1,460 total, so $483.00, due by Friday, Nov 27.",
    ),
    # ------------------------------------------------------------------ glass etching orders
    dict(
        id="b171-etch-paid-cents", domain=D6, label="clean", category="minor_units", start="09:33",
        prompt="How much did I pay for the etched logo panel on order GE-7720?",
        calls=[dict(tool="get_payment", args={"order_id": "GE-7720"},
                    output={"data": {"order_id": "GE-7720", "amount_cents": 18950, "currency": "usd", "status": "captured",
                                     "captured_at": "2026-11-17T10:02:00Z"}})],
        response="You paid $189.50 for GE-7720; the charge went through on Nov 17.",
    ),
    dict(
        id="b171-etch-awaiting-count", domain=D6, label="clean", category="count_of_items", start="12:02",
        prompt="How many etching orders are waiting on artwork approval?",
        calls=[dict(tool="list_orders", args={"status": "awaiting_artwork_approval"},
                    output={"items": [{"order_id": "GE-7731", "customer": "Harbor Dental"},
                                      {"order_id": "GE-7735", "customer": "Pine & Co"},
                                      {"order_id": "GE-7738", "customer": "Lumen Studio"},
                                      {"order_id": "GE-7742", "customer": "M. Ferreira"},
                                      {"order_id": "GE-7744", "customer": "Northgate Law"}],
                            "next_cursor": None})],
        response="Five orders are waiting on artwork approval: GE-7731 (Harbor Dental), GE-7735 (Pine & Co), "
                 "GE-7738 (Lumen Studio), GE-7742 (M. Ferreira) and GE-7744 (Northgate Law).",
    ),
    dict(
        id="b171-etch-schedule-429", domain=D6, label="clean", category="retried_error_right_answer", start="16:05",
        prompt="When will the frosted privacy band on our office partitions be etched? Order GE-7750.",
        calls=[dict(tool="get_production_schedule", args={"order_id": "GE-7750"}, backoff=2.0,
                    error="429 Too Many Requests: retry after 2s"),
               dict(tool="get_production_schedule", args={"order_id": "GE-7750"}, retry=True,
                    output={"order_id": "GE-7750", "scheduled_for": "2026-11-24T07:00:00Z", "machine": "Sandblast booth 2", "panes": 6})],
        response="The first request was rate-limited, but the retry came through: GE-7750 (6 panes) is scheduled "
                 "for Tuesday, Nov 24 at 7:00 AM UTC in sandblast booth 2.",
    ),
    dict(
        id="b171-etch-turnaround-stale", domain=D6, label="flawed", category="stale_data",
        expected_cause="stale_data", start="10:48",
        prompt="What's your current turnaround for custom etched glass?",
        calls=[dict(tool="get_turnaround", args={"service": "custom_etching"},
                    output={"data": {"standard_business_days": 8, "rush_business_days": 3},
                            "meta": {"as_of": "2026-09-02", "source": "ops_dashboard_snapshot"}})],
        response="Right now, custom etching runs 8 business days standard, or 3 business days if you pay for rush.",
    ),
    dict(
        id="b171-etch-wrong-customer", domain=D6, label="flawed", category="wrong_entity",
        expected_cause="wrong_entity", start="13:55",
        prompt="Can you check whether the etching proof for Harbor Dental has been approved?",
        calls=[dict(tool="search_orders", args={"customer": "Harbor Bistro", "include": ["proof_status"]},
                    output={"items": [{"order_id": "GE-7719", "customer": "Harbor Bistro", "proof_status": "approved",
                                       "approved_at": "2026-11-19T17:30:00Z"}], "total": 1})],
        response="Yes — the Harbor Dental proof (order GE-7719) was approved yesterday evening, Nov 19, so it's cleared for production.",
    ),
    dict(
        id="b171-etch-wineglass-tier", domain=D6, label="flawed", category="invented_number",
        expected_cause="unsupported_claim", start="19:20",
        prompt="How much would 12 etched wine glasses with our logo cost?",
        calls=[dict(tool="get_price", args={"product": "wine_glass", "qty": 12, "decoration": "logo_etch"},
                    output={"data": {"unit_price_usd": 14.50, "qty": 12, "setup_fee_usd": 35.00, "total_usd": 209.00}})],
        response="12 logo-etched wine glasses come to $209.00: $14.50 each plus a one-off $35 setup fee. If you go "
                 "to 24 or more, the price drops to $12.75 each.",
    ),
    # ------------------------------------------------------------------ insulated glass unit quotes
    dict(
        id="b171-igu-project-millions", domain=D7, label="clean", category="magnitude_rescaling", start="08:40",
        prompt="What's the total value of our IGU package quote for the Riverside Tower project?",
        calls=[dict(tool="get_project_quote", args={"project": "Riverside Tower"},
                    output={"data": {"project": "Riverside Tower", "quote_id": "IGU-Q-55810", "units": 2140,
                                     "total_usd": 1236400.00, "area_m2": 5780}, "meta": {"revision": 3}})],
        response="The Riverside Tower quote (IGU-Q-55810, rev 3) is about $1.24M for 2,140 insulated units, covering "
                 "roughly 5.8 thousand m² of glazing.",
    ),
    dict(
        id="b171-igu-qty-times-price", domain=D7, label="clean", category="units_times_price", start="11:50",
        prompt="Quote me 18 triple-glazed units at 1000 x 1400 mm.",
        calls=[dict(tool="get_unit_price", args={"config": "triple", "width_mm": 1000, "height_mm": 1400},
                    output={"config": "4/16Ar/4/16Ar/4 low-e", "unit_price_gbp": 212.40, "min_qty": 1})],
        response="18 × £212.40 = **£3,823.20** for 1000 × 1400 mm triple-glazed units (4/16 argon/4/16 argon/4, low-e).",
    ),
    dict(
        id="b171-igu-date-from-args", domain=D7, label="clean", category="value_from_arguments", start="14:58",
        prompt="Price 40 double-glazed units, 800x1200, 4/20/4 argon low-e, for delivery on 10 December.",
        calls=[dict(tool="create_igu_quote",
                    args={"qty": 40, "width_mm": 800, "height_mm": 1200, "build": "4/20Ar/4 low-e", "delivery_date": "2026-12-10"},
                    output={"quote_id": "IGU-Q-55902", "unit_price_gbp": 96.30, "total_gbp": 3852.00, "delivery_confirmed": True})],
        response="Quote IGU-Q-55902: 40 units at £96.30 each = £3,852.00, with delivery confirmed for Thursday "
                 "10 December 2026 (800 × 1200 mm, 4/20/4 argon, low-e).",
    ),
    dict(
        id="b171-igu-uvalue", domain=D7, label="flawed", category="contradiction",
        expected_cause="contradiction", start="10:10",
        prompt="What U-value does the unit in quote IGU-Q-55871 achieve?",
        calls=[dict(tool="get_quote", args={"quote_id": "IGU-Q-55871"},
                    output={"data": {"quote_id": "IGU-Q-55871", "build": "4/16/4/16/4", "gas": "argon", "warm_edge": True,
                                     "u_value_w_m2k": 0.6, "g_value": 0.5, "units": 24}})],
        response="IGU-Q-55871 is a triple build (4/16/4/16/4) with argon fill and a warm-edge spacer. It achieves a "
                 "centre-pane U-value of 0.8 W/m²K, with a g-value of 0.5.",
    ),
    dict(
        id="b171-igu-send-draft", domain=D7, label="flawed", category="unacknowledged_error",
        expected_cause="unacknowledged_error", start="13:18",
        prompt="Send IGU quote IGU-Q-55880 to the client at ops@ferncliff.co.uk.",
        calls=[dict(tool="send_quote_email", args={"quote_id": "IGU-Q-55880", "to": "ops@ferncliff.co.uk"},
                    error="422 Unprocessable Entity: quote IGU-Q-55880 is in draft status and must be approved before sending")],
        response="Sent! IGU-Q-55880 is on its way to ops@ferncliff.co.uk.",
    ),
    dict(
        id="b171-igu-config-ignored", domain=D7, label="flawed", category="ignored_output",
        expected_cause="ignored_tool_output", start="16:37",
        prompt="Can we do a 6mm toughened inner pane on the 2400 x 1800 unit in quote IGU-Q-55895?",
        calls=[dict(tool="validate_igu_config",
                    args={"quote_id": "IGU-Q-55895", "width_mm": 2400, "height_mm": 1800, "inner": "6mm_toughened", "outer": "4mm_float"},
                    output={"valid": False, "code": "SIZE_LIMIT",
                            "reason": "2400x1800 exceeds max size for 6mm toughened inner with 4mm outer (max 2200x1600); use 6/16/6"})],
        response="Toughened inner panes are a good choice on larger units like this one for safety. Let me know if "
                 "you'd like me to add it to IGU-Q-55895 and I'll update the quote.",
    ),
    # ------------------------------------------------------------------ glass delivery scheduling
    dict(
        id="b171-delivery-eta-window", domain=D8, label="clean", category="clock_times", start="17:55",
        prompt="When is my glass delivery for order GD-40218 arriving?",
        calls=[dict(tool="get_delivery", args={"order_id": "GD-40218"},
                    output={"data": {"order_id": "GD-40218", "eta_window": {"from": "2026-11-21T07:30:00Z", "to": "2026-11-21T09:00:00Z"},
                                     "vehicle": "A-frame truck 12", "stops_before": 3}})],
        response="Tomorrow (Sat, Nov 21) between 7:30 and 9:00 AM UTC, on A-frame truck 12. There are 3 stops before yours.",
    ),
    dict(
        id="b171-delivery-reschedule", domain=D8, label="clean", category="action_receipt", start="09:45",
        prompt="Please move my glass delivery GD-40233 to Tuesday morning.",
        calls=[dict(tool="get_delivery_slots", args={"order_id": "GD-40233", "date": "2026-11-24"},
                    output={"slots": [{"slot": "AM", "from": "2026-11-24T08:00:00Z", "to": "2026-11-24T12:00:00Z", "available": True},
                                      {"slot": "PM", "from": "2026-11-24T13:00:00Z", "to": "2026-11-24T17:00:00Z", "available": False}]}),
               dict(tool="reschedule_delivery", args={"order_id": "GD-40233", "date": "2026-11-24", "slot": "AM"},
                    output={"status": "rescheduled", "order_id": "GD-40233", "confirmation": "RS-118024",
                            "window": {"from": "2026-11-24T08:00:00Z", "to": "2026-11-24T12:00:00Z"}})],
        response="Done — GD-40233 now arrives Tuesday, Nov 24, between 8 AM and noon (UTC). Confirmation: RS-118024.",
    ),
    dict(
        id="b171-delivery-no-saturday", domain=D8, label="clean", category="empty_result_reported", start="14:20",
        prompt="Are there any delivery slots left tomorrow for glass orders in the Northside zone?",
        calls=[dict(tool="get_zone_slots", args={"zone": "Northside", "date": "2026-11-21"},
                    output={"data": {"slots": [], "count": 0}, "meta": {"zone": "Northside", "date": "2026-11-21"}})],
        response="Unfortunately not — there are no slots left tomorrow (Saturday, Nov 21) in the Northside zone.",
    ),
    dict(
        id="b171-delivery-route-id", domain=D8, label="flawed", category="wrong_id_reported",
        expected_cause="wrong_entity", start="12:30",
        prompt="Which truck is delivering my order GD-40251 today and who's the driver?",
        calls=[dict(tool="get_delivery", args={"order_id": "GD-40251"},
                    output={"data": {"order_id": "GD-40251", "route_id": "RT-1187", "vehicle": "A-frame truck 07",
                                     "driver": "Marek Nowak", "eta": "2026-11-20T15:10:00Z"}})],
        response="GD-40251 is on route RT-1178 with A-frame truck 07. Your driver is Marek Nowak, and the ETA is "
                 "around 3:10 PM UTC today.",
    ),
    dict(
        id="b171-delivery-carry-in", domain=D8, label="flawed", category="state_contradiction",
        expected_cause="contradiction", start="15:42",
        prompt="Does the delivery for GD-40260 include carrying the glass inside?",
        calls=[dict(tool="get_delivery_options", args={"order_id": "GD-40260"},
                    output={"order_id": "GD-40260", "services": {"curbside_drop": True, "carry_in": False, "install_assist": False},
                            "note": "Carry-in not available for units over 80 kg"})],
        response="Yes — the GD-40260 delivery includes curbside drop-off and carry-in, so the crew will bring the glass "
                 "inside for you. Install assistance isn't included.",
    ),
    dict(
        id="b171-delivery-lock-loop", domain=D8, label="flawed", category="retry_loop",
        expected_cause="retry_loop", start="18:05",
        prompt="Book a delivery slot for order GD-40274 on Monday morning.",
        calls=[dict(tool="book_delivery_slot", args={"order_id": "GD-40274", "date": "2026-11-23", "slot": "AM"}, backoff=0.1,
                    error="409 Conflict: slot lock held by another session")]
              + [dict(tool="book_delivery_slot", args={"order_id": "GD-40274", "date": "2026-11-23", "slot": "AM"},
                      retry=True, backoff=0.1, error="409 Conflict: slot lock held by another session") for _ in range(5)]
              + [dict(tool="book_delivery_slot", args={"order_id": "GD-40274", "date": "2026-11-23", "slot": "AM"}, retry=True,
                      output={"status": "booked", "order_id": "GD-40274", "booking_ref": "DB-60431",
                              "window": {"from": "2026-11-23T08:00:00Z", "to": "2026-11-23T12:00:00Z"}})],
        response="Booked: GD-40274 will be delivered Monday, Nov 23, 8 AM–12 PM UTC (ref DB-60431).",
    ),
    # ------------------------------------------------------------------ safety glass certifications
    dict(
        id="b171-cert-id-case", domain=D9, label="clean", category="identifier_case", start="08:15",
        prompt="Is certificate en12150-2291 still valid for our balustrade glass?",
        calls=[dict(tool="get_certificate", args={"cert_id": "EN12150-2291"},
                    output={"data": {"cert_id": "EN12150-2291", "standard": "EN 12150-1", "product": "12 mm toughened clear",
                                     "issued": "2025-03-10", "expires": "2028-03-10", "status": "valid"}})],
        response="Yes. Certificate en12150-2291 (EN 12150-1, 12 mm toughened clear) is valid until 10 March 2028.",
    ),
    dict(
        id="b171-cert-batch-chain", domain=D9, label="clean", category="chained_tools", start="11:03",
        prompt="Find the batch for order SG-C-8812 and tell me whether its impact test passed.",
        calls=[dict(tool="get_order_batch", args={"order_id": "SG-C-8812"},
                    output={"order_id": "SG-C-8812", "batch_id": "B-2026-1147", "line": "laminated 8.8"}),
               dict(tool="get_test_results", args={"batch_id": "B-2026-1147", "test": "impact"},
                    output={"batch_id": "B-2026-1147", "test": "EN 12600 pendulum", "class": "1B1", "result": "pass",
                            "tested_at": "2026-11-16T13:20:00Z"})],
        response="Order SG-C-8812 came from batch B-2026-1147, which passed the EN 12600 pendulum impact test "
                 "(class 1B1) on Nov 16.",
    ),
    dict(
        id="b171-cert-days-left", domain=D9, label="clean", category="time_difference", start="15:27",
        prompt="How many days until our ANSI Z97.1 certification for the laminated line lapses?",
        calls=[dict(tool="get_certification", args={"line": "laminated", "standard": "ANSI Z97.1"},
                    output={"line": "laminated", "standard": "ANSI Z97.1", "cert_no": "Z97-44810",
                            "expires_on": "2027-01-15", "status": "valid"})],
        response="Z97-44810 (ANSI Z97.1, laminated line) expires on Jan 15, 2027 — 56 days from today.",
    ),
    dict(
        id="b171-cert-listing-stale", domain=D9, label="flawed", category="stale_data",
        expected_cause="stale_data", start="09:50",
        prompt="Is our CPSC 16 CFR 1201 listing for the tempered door glass active right now?",
        calls=[dict(tool="get_listing", args={"standard": "16 CFR 1201", "product": "tempered door glass"},
                    output={"data": {"listing_id": "CPSC-1201-7719", "status": "active", "category": "II"},
                            "meta": {"source": "registry_cache", "last_sync": "2026-08-14T10:00:00Z"}})],
        response="Yes — as of today, listing CPSC-1201-7719 (Category II) is active.",
    ),
    dict(
        id="b171-cert-audit-guarantee", domain=D9, label="flawed", category="overconfident_wording",
        expected_cause="overconfident_wording", start="13:36",
        prompt="Will our 10mm tempered panels pass next week's fragmentation audit?",
        calls=[dict(tool="get_qc_history", args={"product": "10mm_tempered", "test": "fragmentation"},
                    output={"data": {"runs": [{"date": "2026-10-05", "result": "pass", "particles_min": 52},
                                              {"date": "2026-10-26", "result": "pass", "particles_min": 44},
                                              {"date": "2026-11-13", "result": "pass", "particles_min": 41}],
                                     "threshold_min": 40}, "meta": {"count": 3}})],
        response="Absolutely — the 10 mm tempered panels are certain to pass. All three recent fragmentation runs "
                 "passed, with minimum particle counts of 52, 44 and 41 against the threshold of 40.",
    ),
    dict(
        id="b171-cert-upload-missing", domain=D9, label="flawed", category="missing_output",
        expected_cause="missing_tool_output", start="17:22",
        prompt="Has the lab uploaded the safety certificate for batch B-2026-1162 yet?",
        calls=[dict(tool="get_certificate_upload", args={"batch_id": "B-2026-1162"}, missing=True, duration=3.4)],
        response="It has — the lab's certificate for batch B-2026-1162 is on file and shows the batch as compliant.",
    ),
    # ------------------------------------------------------------------ glass disposal fees
    dict(
        id="b171-disposal-lb-kg", domain=D10, label="clean", category="unit_conversion", start="08:05",
        prompt="We've got about 900 lb of broken plate glass. What would disposal cost?",
        calls=[dict(tool="get_disposal_rate", args={"material": "flat_glass"},
                    output={"material": "flat_glass", "rate_per_kg_usd": 0.22, "min_charge_usd": 40.00})],
        response="900 lb is about 408 kg. At $0.22/kg that comes to roughly $89.81, which is above the $40 minimum charge.",
    ),
    dict(
        id="b171-disposal-invoice-sum", domain=D10, label="clean", category="sum_of_items", start="12:12",
        prompt="What's the total on glass disposal invoice GDF-3390, and when is it due?",
        calls=[dict(tool="get_invoice", args={"invoice_id": "GDF-3390"},
                    output={"invoice_id": "GDF-3390", "currency": "USD", "status": "unpaid", "due": "2026-12-04", "lines": [
                        {"desc": "Flat glass, 320 kg", "amount": 70.40},
                        {"desc": "Laminated glass surcharge", "amount": 25.00},
                        {"desc": "Skip hire, 2 days", "amount": 60.00},
                        {"desc": "Environmental levy", "amount": 8.50}]})],
        response="GDF-3390 totals $163.90 (flat glass $70.40 + laminated surcharge $25.00 + skip hire $60.00 + "
                 "environmental levy $8.50). It's unpaid and due Dec 4.",
    ),
    dict(
        id="b171-disposal-per-tonne", domain=D10, label="clean", category="rounding", start="16:15",
        prompt="What's your fee for dropping off tempered glass, per kg and per tonne?",
        calls=[dict(tool="get_fee_schedule", args={"material": "tempered"},
                    output={"data": {"material": "tempered", "fee_per_kg": 0.1875, "currency": "GBP"}})],
        response="Tempered glass drop-off is about £0.19 per kg, which works out to £187.50 per tonne.",
    ),
    dict(
        id="b171-disposal-yard-hours", domain=D10, label="flawed", category="invented_number",
        expected_cause="unsupported_claim", start="10:30",
        prompt="How much is it to dispose of 3 old shower screens, and can I drop them off today?",
        calls=[dict(tool="get_item_fee", args={"item": "shower_screen", "qty": 3},
                    output={"item": "shower_screen", "unit_fee_usd": 18.00, "qty": 3, "total_usd": 54.00,
                            "drop_off": {"site": "Mill Lane yard", "accepts_today": True}})],
        response="Disposal for 3 shower screens is $54.00 ($18 each). Yes, the Mill Lane yard accepts them today — "
                 "it's open until 5:30 PM.",
    ),
    dict(
        id="b171-disposal-mirror-ignored", domain=D10, label="flawed", category="ignored_output",
        expected_cause="ignored_tool_output", start="14:45",
        prompt="Do you charge extra for putting old mirrors in the glass recycling?",
        calls=[dict(tool="get_material_policy", args={"material": "mirror"},
                    output={"material": "mirror", "accepted_in_recycling": False, "disposal_route": "general_waste",
                            "fee_per_kg_usd": 0.35, "note": "silver backing contaminates cullet"})],
        response="That depends on your local council's rules — many recycling centres take mirrors along with other "
                 "household glass. I'd check with your municipal recycling centre before dropping them off.",
    ),
    dict(
        id="b171-disposal-igu-llm-loop", domain=D10, label="flawed", category="llm_loop",
        expected_cause="llm_loop", start="19:05", llm_loop=8,
        prompt="What's the fee for disposing of one double-glazed unit?",
        calls=[dict(tool="get_item_fee", args={"item": "igu", "qty": 1},
                    output={"item": "insulated_glass_unit", "unit_fee_usd": 12.00, "qty": 1, "total_usd": 12.00,
                            "note": "spacer and sealant removal included"})],
        response="It's $12.00 for one double-glazed unit, and that includes removing the spacer and sealant.",
    ),
]
