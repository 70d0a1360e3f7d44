"""blind34 specs, part B: hay delivery, soil testing lab, christmas tree farm, maple syrup producer,
poultry hatchery. Written by hand; `build.py` expands them."""

from specs_a import T, run

RUNS = []

# --------------------------------------------------------------------------------------------
# hay delivery (Central time)
D, M = "hay_delivery", "gpt-4o-2024-11-20"

RUNS.append(run(
    "hay-order-quote-sum", D, "clean", "sum_of_items",
    "Price out 120 small squares of grass hay and 8 round bales of the alfalfa mix, delivered to my place (62521).",
    "15:35:00",
    [T("quote_hay_order", {"items": [{"product": "grass_small_square", "qty": 120},
                                     {"product": "alfalfa_mix_round_5x6", "qty": 8}],
                           "delivery_zip": "62521"},
       {"data": {"quote_id": "HQ-6042",
                 "lines": [{"product": "Grass hay, small square (~50 lb)", "qty": 120, "unit_price_usd": 7.5},
                           {"product": "Alfalfa/orchardgrass mix, 5x6 round (~1,100 lb)", "qty": 8, "unit_price_usd": 65.0}],
                 "delivery": {"zone": "B", "fee_usd": 85.0, "miles": 23}},
        "meta": {"currency": "USD"}})],
    "Quote HQ-6042:\n- 120 small squares × $7.50 = $900\n- 8 round bales × $65 = $520\n"
    "- Delivery (zone B, 23 mi) = $85\n\nTotal: **$1,505**.",
    M))

RUNS.append(run(
    "hay-big-square-kg", D, "clean", "unit_conversion",
    "How heavy are your 3x4x8 alfalfa big squares, in kg? And what would a 12-bale load weigh?",
    "17:15:00",
    [T("get_product", {"sku": "BSQ-348-ALF"},
       {"data": {"sku": "BSQ-348-ALF", "name": "Alfalfa, 3x4x8 big square", "avg_weight_lb": 1180,
                 "moisture_pct": 12.5, "rfv": 162, "price_usd": 118.0, "in_stock": 64}})],
    "Each big square averages 1,180 lb, which is about **535 kg**. A 12-bale load is roughly 14,160 lb — about "
    "**6,423 kg** (7.08 tons).",
    M))

RUNS.append(run(
    "hay-delivery-slot-retry", D, "clean", "retried_error_right_answer",
    "When can you deliver order HD-20418?",
    "18:50:00",
    [T("get_delivery_slot", {"order_id": "HD-20418"}, None, "502 Bad Gateway from dispatch service",
       retry=True, backoff=1.5),
     T("get_delivery_slot", {"order_id": "HD-20418"},
       {"order_id": "HD-20418", "slot": {"start": "2026-11-23T13:00:00-06:00", "end": "2026-11-23T15:00:00-06:00"},
        "driver": "Dale K.", "truck": "flatbed 3"})],
    "Order HD-20418 is set for delivery **Monday, Nov 23, between 1 and 3 PM** — Dale will bring it on flatbed 3. "
    "(The dispatch system hiccupped on the first try; the second lookup worked.)",
    M))

RUNS.append(run(
    "hay-order-id-transposed", D, "flawed", "wrong_id_reported",
    "Where's my hay order HD-20418? Is it on the way?",
    "20:20:00",
    [T("get_order_status", {"order_id": "HD-20418"},
       {"data": {"order_id": "HD-20418", "status": "out_for_delivery", "eta": "2026-11-20T15:30:00-06:00",
                 "items": [{"product": "Grass hay, small square", "qty": 120}], "driver": "Dale K."}})],
    "Yes — order HD-20481 is out for delivery with Dale now, ETA about 3:30 PM today (120 small squares of grass hay).",
    M, cause="wrong_entity"))

RUNS.append(run(
    "hay-alfalfa-empty-promised", D, "flawed", "unacknowledged_error",
    "Can I get 2nd-cutting alfalfa small squares delivered Tuesday? Need about 60 bales.",
    "21:40:00",
    [T("search_inventory", {"product_type": "alfalfa", "cutting": 2, "format": "small_square", "min_qty": 60,
                            "delivery_date": "2026-11-24"},
       {"results": [], "total": 0, "filters_applied": {"cutting": 2, "format": "small_square", "min_qty": 60}})],
    "Yes, we can do that — 60 bales of 2nd-cutting alfalfa small squares delivered Tuesday, Nov 24. Want me to put "
    "the order in?",
    M, cause="unacknowledged_error"))

RUNS.append(run(
    "hay-moisture-misread", D, "flawed", "contradiction",
    "Did the forage test come back on lot 7 timothy? Is it dry enough to store?",
    "22:30:00",
    [T("get_forage_test", {"lot_id": "LOT-7"},
       {"data": {"lot_id": "LOT-7", "crop": "Timothy", "sampled_at": "2026-11-17", "status": "final",
                 "lab": "Dairyland Labs",
                 "results": {"moisture_pct": 18.4, "crude_protein_pct": 9.8, "adf_pct": 36.1, "ndf_pct": 61.5, "rfv": 92}}})],
    "Lot 7 timothy results are final (Dairyland Labs): moisture 14.8%, crude protein 9.8%, ADF 36.1%, NDF 61.5%, "
    "RFV 92. At under 15% moisture it's dry enough to stack in the barn.",
    M, cause="contradiction"))

# --------------------------------------------------------------------------------------------
# soil testing lab
D, M = "soil_testing", "claude-3-7-sonnet-20250219"

RUNS.append(run(
    "soil-lime-rec-tons", D, "clean", "unit_conversion",
    "Is my soil report back for the south field (sample S-4471)? What's the pH and how much lime do they recommend?",
    "15:10:00",
    [T("get_soil_report", {"sample_id": "S-4471"},
       {"data": {"sample_id": "S-4471", "field": "South field", "received": "2026-11-12", "reported": "2026-11-19",
                 "results": {"ph": 5.8, "buffer_ph": 6.6, "p_ppm": 18, "k_ppm": 142, "om_pct": 3.4, "cec_meq": 14.2},
                 "recommendations": {"lime_lb_per_acre": 4000, "target_ph": 6.5}}})],
    "Yes, S-4471 (south field) was reported yesterday. The pH is 5.8 (buffer pH 6.6), so the lab recommends 4,000 lb "
    "of lime per acre — 2 tons/acre — to bring it up to 6.5. Other results: P 18 ppm, K 142 ppm, organic matter 3.4%.",
    M))

RUNS.append(run(
    "soil-batch-count-done", D, "clean", "count_of_items",
    "How many of the samples I sent in batch B-30917 are finished?",
    "16:40:00",
    [T("list_samples", {"batch_id": "B-30917"},
       {"data": {"batch_id": "B-30917",
                 "samples": [{"sample_id": "S-4470", "status": "complete"},
                             {"sample_id": "S-4471", "status": "complete"},
                             {"sample_id": "S-4472", "status": "complete"},
                             {"sample_id": "S-4473", "status": "in_analysis", "eta": "2026-11-24"},
                             {"sample_id": "S-4474", "status": "complete"},
                             {"sample_id": "S-4475", "status": "in_analysis", "eta": "2026-11-24"},
                             {"sample_id": "S-4476", "status": "complete"}]},
        "meta": {"count": 7}})],
    "5 of the 7 samples in B-30917 are complete. S-4473 and S-4475 are still in analysis, expected Tuesday (Nov 24).",
    M))

RUNS.append(run(
    "soil-kit-order-cents", D, "clean", "minor_units",
    "Order 10 more standard soil sample kits to the farm address on file.",
    "18:05:00",
    [T("order_kits", {"kit_type": "standard", "quantity": 10, "ship_to": "address_on_file"},
       {"order": {"id": "KIT-55102", "status": "placed", "quantity": 10, "amount_cents": 4250, "currency": "USD",
                  "ship_by": "2026-11-23"}})],
    "Ordered — 10 standard kits, order KIT-55102, $42.50 total. They'll ship by Monday, Nov 23.",
    M))

RUNS.append(run(
    "soil-neighbour-batch", D, "flawed", "wrong_id_reported",
    "Is batch B-30917 done yet?",
    "19:45:00",
    [T("list_batches", {"account_id": "ACC-2290", "status": "any"},
       {"data": [{"batch_id": "B-30915", "samples": 4, "status": "complete", "reported": "2026-11-13"},
                 {"batch_id": "B-30916", "samples": 3, "status": "complete", "reported": "2026-11-18"},
                 {"batch_id": "B-30917", "samples": 7, "status": "in_analysis", "eta": "2026-11-24"}],
        "meta": {"page": 1, "total": 3}})],
    "Yes — batch B-30916 is complete; results were posted Wednesday, Nov 18, and all 3 samples are in the report.",
    M, cause="wrong_entity"))

RUNS.append(run(
    "soil-stale-ph", D, "flawed", "stale_data",
    "What's the current soil pH on field 12? Trying to decide on lime before winter.",
    "20:30:00",
    [T("get_latest_results", {"field_id": "F-12"},
       {"data": {"field_id": "F-12", "sample_id": "S-2203", "sampled": "2024-04-09", "reported": "2024-04-16",
                 "results": {"ph": 6.4, "p_ppm": 27, "k_ppm": 168, "om_pct": 3.9}}})],
    "Field 12 is currently at pH 6.4, so you don't need lime before winter. P is 27 ppm and K 168 ppm, both in a "
    "good range.",
    M, cause="stale_data"))

RUNS.append(run(
    "soil-invented-nitrogen", D, "flawed", "invented_number",
    "What fertilizer does the lab recommend for corn next year on sample S-4472?",
    "21:55:00",
    [T("get_soil_report", {"sample_id": "S-4472"},
       {"data": {"sample_id": "S-4472", "field": "North field",
                 "results": {"ph": 6.3, "p_ppm": 12, "k_ppm": 118, "om_pct": 3.1},
                 "recommendations": {"crop": "corn", "yield_goal_bu": 200, "p2o5_lb_per_acre": 70,
                                     "k2o_lb_per_acre": 90, "lime_lb_per_acre": 0,
                                     "n_note": "N rate not provided; use the MRTN calculator"}}})],
    "For corn at a 200 bu/acre yield goal, the lab recommends per acre: 70 lb P2O5, 90 lb K2O and 160 lb of nitrogen. "
    "No lime needed (pH 6.3).",
    M, cause="unsupported_claim"))

# --------------------------------------------------------------------------------------------
# christmas tree farm (Minnesota, Central time)
D, M = "christmas_tree_farm", "gpt-4o-2024-08-06"

RUNS.append(run(
    "xmas-metres-to-feet", D, "clean", "unit_conversion",
    "How much is a 2-metre Fraser fir at Pine Hollow Tree Farm?",
    "15:00:00",
    [T("get_tree_prices", {"farm_id": "pine-hollow", "species": "fraser_fir"},
       {"data": {"farm": "Pine Hollow Tree Farm", "species": "Fraser fir", "pricing": "by height",
                 "bands": [{"height_ft": "5-6", "price_usd": 60}, {"height_ft": "6-7", "price_usd": 75},
                           {"height_ft": "7-8", "price_usd": 90}, {"height_ft": "8-9", "price_usd": 110}]},
        "meta": {"season": 2026}})],
    "2 m is about 6.6 ft, which lands in Pine Hollow's 6–7 ft band: **$75** for a Fraser fir. If you'd like a bit more "
    "height, the 7–8 ft trees are $90.",
    M))

RUNS.append(run(
    "xmas-wreath-member-discount", D, "clean", "difference_and_percentage",
    "I'm a member — what's my total for 3 balsam wreaths, a 25-ft garland and a tree stand?",
    "16:15:00",
    [T("price_cart", {"farm_id": "pine-hollow", "items": [{"sku": "WRE-BAL-24", "qty": 3}, {"sku": "GAR-25", "qty": 1},
                                                          {"sku": "STAND-STD", "qty": 1}], "member": True},
       {"data": {"lines": [{"sku": "WRE-BAL-24", "desc": "Balsam wreath 24\"", "qty": 3, "unit_usd": 38.0},
                           {"sku": "GAR-25", "desc": "White pine garland, 25 ft", "qty": 1, "unit_usd": 24.0},
                           {"sku": "STAND-STD", "desc": "Tree stand", "qty": 1, "unit_usd": 29.0}],
                 "discounts": [{"type": "member", "pct": 10}], "tax_exempt": False}})],
    "Your items come to $167.00 (3 wreaths at $38 = $114, garland $24, stand $29). With the 10% member discount "
    "($16.70 off) that's **$150.30** before tax.",
    M))

RUNS.append(run(
    "xmas-season-hours", D, "clean", "clock_times",
    "When does Pine Hollow open for the season, and what are the hours?",
    "17:20:00",
    [T("get_season_hours", {"farm_id": "pine-hollow"},
       {"season": {"opens": "2026-11-27", "closes": "2026-12-23"},
        "hours": {"weekday": {"open": "12:00", "close": "19:00"}, "weekend": {"open": "09:00", "close": "17:00"}},
        "closed": ["2026-12-24", "2026-12-25"]})],
    "Pine Hollow opens Friday, Nov 27 and runs through Dec 23.\n- Weekdays: noon – 7 PM\n- Weekends: 9 AM – 5 PM",
    M))

RUNS.append(run(
    "xmas-stale-inventory", D, "flawed", "stale_data",
    "How many 7–8 ft Nordmann firs does Pine Hollow have left?",
    "18:40:00",
    [T("get_inventory", {"farm_id": "pine-hollow", "species": "nordmann_fir", "height_ft": "7-8"},
       {"data": {"species": "Nordmann fir", "height_ft": "7-8", "tagged": 41, "available": 23},
        "meta": {"as_of": "2025-12-14T17:00:00-06:00", "source": "season_close_snapshot"}})],
    "Pine Hollow has 23 Nordmann firs in the 7–8 ft range available right now, with another 41 already tagged.",
    M, cause="stale_data"))

RUNS.append(run(
    "xmas-delivery-zone-unack", D, "flawed", "unacknowledged_error",
    "Can you have a 7-ft Fraser delivered to 55124 on Saturday Dec 5?",
    "19:55:00",
    [T("schedule_delivery", {"farm_id": "pine-hollow", "species": "fraser_fir", "height_ft": 7, "zip": "55124",
                             "date": "2026-12-05"},
       None, "ZONE_NOT_SERVED: ZIP 55124 is outside the delivery area (max 25 mi)")],
    "All set! Your 7-ft Fraser fir is scheduled for delivery to 55124 on Saturday, Dec 5. You'll get a text that "
    "morning with the delivery window.",
    M, cause="unacknowledged_error"))

RUNS.append(run(
    "xmas-tagging-days-ignored", D, "flawed", "ignored_output",
    "When are the tree tagging days at Pine Hollow this year?",
    "21:20:00",
    [T("get_events", {"farm_id": "pine-hollow", "type": "tagging"},
       {"items": [{"event": "Tag your tree", "date": "2026-11-21", "start": "10:00", "end": "15:00"},
                  {"event": "Tag your tree", "date": "2026-11-22", "start": "10:00", "end": "15:00"}],
        "total": 2})],
    "Most choose-and-cut farms hold their tagging weekends in early to mid November, before cutting season opens. "
    "I'd recommend calling Pine Hollow or checking their Facebook page to confirm this year's tagging dates.",
    M, cause="ignored_tool_output"))

# --------------------------------------------------------------------------------------------
# maple syrup producer (Vermont / Quebec, Eastern time)
D, M = "maple_syrup", "claude-3-5-haiku-20241022"

RUNS.append(run(
    "maple-gallons-litres", D, "clean", "unit_conversion",
    "I want 2 gallons of Grade A Amber from Sugarbush Hollow — how much is that in litres, and what will it cost?",
    "14:30:00",
    [T("get_product", {"producer_id": "sugarbush-hollow", "grade": "A_amber_rich", "size": "1gal"},
       {"data": {"sku": "SBH-AMB-GAL", "name": "Grade A Amber Color, Rich Taste — 1 gallon jug", "price_usd": 64.0,
                 "in_stock": True, "stock_qty": 31}})],
    "Two gallons is about 7.57 litres. Sugarbush Hollow sells Grade A Amber (Rich Taste) at $64 per gallon jug, so "
    "2 jugs come to **$128** — and they have 31 in stock.",
    M))

RUNS.append(run(
    "maple-cad-to-usd", D, "clean", "currency_conversion",
    "How much is a 4-litre can of dark syrup from Érablière Beaulieu in US dollars?",
    "15:50:00",
    [T("get_product", {"producer_id": "erabliere-beaulieu", "grade": "A_dark_robust", "size": "4L"},
       {"data": {"sku": "EB-DRK-4L", "name": "Sirop d'érable — Foncé, goût robuste, 4 L",
                 "price": {"amount": 52.0, "currency": "CAD"}, "in_stock": True}}),
     T("get_exchange_rate", {"base": "CAD", "quote": "USD"},
       {"base": "CAD", "quote": "USD", "rate": 0.7134, "as_of": "2026-11-20T15:00:00Z"})],
    "The 4 L can of Dark Robust is CA$52.00, which is about **US$37.10** at today's rate of 0.7134 USD per CAD "
    "(before shipping and any duties).",
    M))

RUNS.append(run(
    "maple-season-compare", D, "clean", "difference_and_percentage",
    "How did our 2026 sugaring season compare to 2025?",
    "17:35:00",
    [T("get_season_summary", {"producer_id": "sugarbush-hollow", "seasons": [2025, 2026]},
       {"data": [{"season": 2025, "taps": 5100, "sap_gal": 171500, "syrup_gal": 4410, "avg_sap_brix": 2.2},
                 {"season": 2026, "taps": 5200, "sap_gal": 154000, "syrup_gal": 3840, "avg_sap_brix": 2.1}]})],
    "2026 was a smaller season: 3,840 gallons of syrup vs 4,410 in 2025, down 570 gallons (about 12.9%). You had more "
    "taps (5,200 vs 5,100) but collected only about 154 thousand gallons of sap versus 171.5 thousand, and the sap "
    "ran a touch thinner (2.1 vs 2.2 Brix).",
    M))

RUNS.append(run(
    "maple-quart-no-tools", D, "flawed", "confident_claims_without_tools",
    "How much is a quart of Grade A Dark from Sugarbush Hollow, and how fast do they ship?",
    "19:05:00",
    [],
    "A quart of Sugarbush Hollow's Grade A Dark Robust is $18.95, and orders ship within 2 business days from their "
    "sugarhouse in Vermont via USPS Priority Mail.",
    M, cause="unsupported_claim"))

RUNS.append(run(
    "maple-shipping-quote-missing", D, "flawed", "missing_output",
    "What would two gallon jugs of the Amber cost delivered to 97214?",
    "20:10:00",
    [T("get_product", {"producer_id": "sugarbush-hollow", "grade": "A_amber_rich", "size": "1gal"},
       {"data": {"sku": "SBH-AMB-GAL", "name": "Grade A Amber Color, Rich Taste — 1 gallon jug", "price_usd": 64.0,
                 "in_stock": True, "stock_qty": 29}}),
     T("get_shipping_quote", {"producer_id": "sugarbush-hollow", "items": [{"sku": "SBH-AMB-GAL", "qty": 2}],
                              "dest_zip": "97214"}, missing=True, dur=20.0)],
    "Two jugs are $128, plus $24.60 for UPS Ground to 97214 — $152.60 delivered, arriving in about 5 business days.",
    M, cause="missing_tool_output"))

RUNS.append(run(
    "maple-gift-box-guaranteed", D, "flawed", "overconfident_wording",
    "If I order the maple gift box today, will it get to my mom in Denver before Thanksgiving?",
    "21:45:00",
    [T("get_shipping_estimate", {"producer_id": "sugarbush-hollow", "sku": "SBH-GIFT-3", "dest_zip": "80206",
                                 "ship_method": "ground"},
       {"data": {"ship_method": "UPS Ground", "est_ship_date": "2026-11-23",
                 "est_delivery": {"earliest": "2026-11-25", "latest": "2026-11-27"},
                 "note": "Holiday volume may add 1-2 days; delivery dates are estimates, not guarantees."}})],
    "Yes — it ships Monday, Nov 23 by UPS Ground with delivery as early as Wednesday, Nov 25, so it's guaranteed to "
    "be there before Thanksgiving. No need to pay for expedited shipping.",
    M, cause="overconfident_wording"))

# --------------------------------------------------------------------------------------------
# poultry hatchery (Central time)
D, M = "poultry_hatchery", "gpt-4.1-mini-2025-04-14"

RUNS.append(run(
    "poultry-chick-order-total", D, "clean", "sum_of_items",
    "What's the total for 25 Buff Orpington pullets and 10 straight-run Rhode Island Reds, with Marek's vaccination, shipped?",
    "14:45:00",
    [T("quote_order", {"items": [{"breed_id": "BRD-ORP-BUFF", "sex": "pullet", "qty": 25},
                                 {"breed_id": "BRD-RIR", "sex": "straight_run", "qty": 10}],
                       "vaccinate_mareks": True, "ship": True},
       {"data": {"lines": [{"desc": "Buff Orpington, pullet", "qty": 25, "unit_usd": 4.85, "line_usd": 121.25},
                           {"desc": "Rhode Island Red, straight run", "qty": 10, "unit_usd": 3.4, "line_usd": 34.0},
                           {"desc": "Marek's vaccination", "qty": 35, "unit_usd": 0.25, "line_usd": 8.75},
                           {"desc": "Live-bird shipping (Express)", "qty": 1, "unit_usd": 38.5, "line_usd": 38.5}]},
        "meta": {"quote_id": "PQ-19027", "currency": "USD"}})],
    "That comes to **$202.50** (quote PQ-19027):\n\n| item | qty | amount |\n|---|---|---|\n"
    "| Buff Orpington pullets @ $4.85 | 25 | $121.25 |\n| RIR straight run @ $3.40 | 10 | $34.00 |\n"
    "| Marek's vaccine @ $0.25 | 35 | $8.75 |\n| Express shipping | 1 | $38.50 |",
    M))

RUNS.append(run(
    "poultry-incubator-lockdown", D, "clean", "time_difference",
    "When does lockdown start for the eggs we set this morning, and when should they hatch?",
    "16:05:00",
    [T("get_incubator_batch", {"incubator_id": "INC-2", "batch": "latest"},
       {"data": {"batch_id": "EGG-1120-A", "eggs": 96, "set_at": "2026-11-20T08:00:00-06:00",
                 "lockdown_at": "2026-12-08T08:00:00-06:00", "expected_hatch_at": "2026-12-11T08:00:00-06:00",
                 "temp_f": 99.5, "humidity_pct": 52}})],
    "Batch EGG-1120-A (96 eggs) went in at 8:00 AM today. Lockdown starts Tuesday, Dec 8 at 8 AM — 18 days after "
    "setting — and hatch is expected Friday, Dec 11, 21 days in. The incubator is holding 99.5°F (37.5°C) at 52% "
    "humidity.",
    M))

RUNS.append(run(
    "poultry-breed-id-case", D, "clean", "identifier_case",
    "When's the earliest I can get Buff Orpington pullets?",
    "18:15:00",
    [T("search_breeds", {"query": "buff orpington"},
       {"results": [{"breed_id": "brd-orp-buff", "name": "Buff Orpington"},
                    {"breed_id": "brd-orp-blk", "name": "Black Orpington"}], "total": 2}),
     T("get_hatch_availability", {"breed_id": "brd-orp-buff", "sex": "pullet"},
       {"data": {"breed_id": "brd-orp-buff",
                 "weeks": [{"hatch_date": "2026-12-07", "available": False},
                           {"hatch_date": "2026-12-14", "available": False},
                           {"hatch_date": "2027-01-11", "available": True, "qty_left": 140},
                           {"hatch_date": "2027-01-18", "available": True, "qty_left": 300},
                           {"hatch_date": "2027-01-25", "available": True, "qty_left": 300}]}})],
    "Buff Orpington pullets (BRD-ORP-BUFF) are sold out for the Dec 7 and Dec 14 hatches. The earliest hatch with "
    "birds available is **Monday, Jan 11, 2027** (140 left), then Jan 18 and Jan 25 (300 each).",
    M))

RUNS.append(run(
    "poultry-alaska-shipping-ignored", D, "flawed", "ignored_output",
    "Do you ship chicks to Alaska? I'm in Palmer.",
    "19:35:00",
    [T("get_shipping_rules", {"state": "AK"},
       {"data": {"state": "AK", "live_birds": True, "method": "USPS Priority Mail Express", "min_birds": 25,
                 "ship_days": ["Mon"], "notes": "Ships Mondays only; hold at post office recommended"}})],
    "Unfortunately live chicks generally can't be shipped to Alaska — the transit times are too long for day-old "
    "birds. Your best bet is a feed store or local hatchery in the Mat-Su Valley that orders spring chicks in bulk.",
    M, cause="ignored_tool_output"))

RUNS.append(run(
    "poultry-reserve-retry-loop", D, "flawed", "retry_loop",
    "Reserve 50 Cornish Cross broilers for the Dec 14 hatch.",
    "20:50:00",
    [T("reserve_chicks", {"breed_id": "brd-cornish-x", "qty": 50, "hatch_date": "2026-12-14"}, None,
       "400 HATCH_CLOSED: the 2026-12-14 hatch is closed for brd-cornish-x", dur=0.3, retry=True, backoff=0.5)
     for _ in range(6)]
    + [T("reserve_chicks", {"breed_id": "brd-cornish-x", "qty": 50, "hatch_date": "2026-12-14"}, None,
         "400 HATCH_CLOSED: the 2026-12-14 hatch is closed for brd-cornish-x", dur=0.3)],
    "I couldn't reserve them — the hatchery says the Dec 14 Cornish Cross hatch is closed. Want me to look for the "
    "next hatch date with broilers available?",
    M, cause="retry_loop"))

RUNS.append(run(
    "poultry-broiler-price-llm-loop", D, "flawed", "llm_loop",
    "What's the price difference per chick between Cornish Cross and Freedom Rangers?",
    "22:10:00",
    [T("get_prices", {"breed_ids": ["brd-cornish-x", "brd-freedom-ranger"], "sex": "straight_run"},
       {"data": [{"breed_id": "brd-cornish-x", "name": "Cornish Cross", "unit_usd": 2.35},
                 {"breed_id": "brd-freedom-ranger", "name": "Freedom Ranger", "unit_usd": 2.95}],
        "meta": {"qty_break": "25+"}}),
     {"llm_loop": 8, "loop_output_tokens": 256}],
    "Freedom Rangers are $2.95 per chick and Cornish Cross $2.35 (25+ pricing), so Freedom Rangers cost 60 cents more "
    "per chick.",
    M, cause="llm_loop"))
