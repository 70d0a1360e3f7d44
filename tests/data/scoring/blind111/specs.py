"""Compact specs for the blind111 set (written by hand, blind; see README.md).

Every run happens on 2026-11-20 (a Friday).  Clean runs: cause None.  Flawed runs: one flaw
each, `category` from the corpus README's table, `cause` the cause type expected.
"""


def C(tool, args, out=None, err=None, **kw):
    d = dict(tool=tool, args=args, out=out, err=err)
    d.update(kw)
    return d


def R(id, domain, label, category, cause, prompt, steps, response, **kw):
    d = dict(id=id, domain=domain, label=label, category=category, cause=cause,
             prompt=prompt, steps=steps, response=response)
    d.update(kw)
    return d


G = "cemetery groundskeeping requests"
H = "headstone cleaning"
B = "memorial bench sponsorship"
T = "tree dedication programs"
P = "brick paver engraving"
N = "columbarium niche availability"
V = "veteran grave flags"
M = "cemetery map lookups"
Q = "burial permit status"
F = "floral tribute delivery"

SPECS = [
    # ---------------------------------------------------------------- groundskeeping
    R("b111-grounds-relevel-receipt", G, "clean", "action_receipt", None,
      "Please file a request to re-level the sunken grave at Section C, Row 14, Plot 7 in "
      "Oakwood Cemetery - there's water pooling on it after rain.",
      [C("create_grounds_request",
         {"cemetery": "oakwood", "section": "C", "row": 14, "plot": 7,
          "type": "grave_leveling", "notes": "water pooling after rain"},
         {"data": {"request_id": "GR-2026-04817", "status": "queued", "priority": "normal",
                   "target_completion": "2026-12-04"},
          "meta": {"created_at": "2026-11-20T09:00:26Z", "api_version": "v2"}})],
      "Done - request GR-2026-04817 is queued to re-level Section C, Row 14, Plot 7 at "
      "Oakwood. It's normal priority with a target completion of Dec 4."),
    R("b111-grounds-open-hours-sum", G, "clean", "sum_of_items", None,
      "What's open on our grounds tickets for Riverside Memorial Park, and how many crew hours "
      "are estimated in total?",
      [C("list_grounds_requests", {"cemetery": "riverside-memorial-park", "status": "open"},
         {"items": [{"id": "GR-3310", "type": "mowing_trim", "est_hours": 1.5},
                    {"id": "GR-3318", "type": "leaf_removal", "est_hours": 2.25},
                    {"id": "GR-3324", "type": "headstone_reset", "est_hours": 3.0},
                    {"id": "GR-3329", "type": "sod_repair", "est_hours": 0.75}],
          "total": 4, "page": 1, "pages": 1})],
      "There are 4 open requests at Riverside Memorial Park:\n"
      "- GR-3310 - mowing/trim (1.5 h)\n- GR-3318 - leaf removal (2.25 h)\n"
      "- GR-3324 - headstone reset (3 h)\n- GR-3329 - sod repair (0.75 h)\n\n"
      "Estimated crew time: 7.5 hours in total."),
    R("b111-grounds-mowing-timeout-retry", G, "clean", "retried_timeout_right_answer", None,
      "When is the next scheduled mowing at St. Brigid's Cemetery?",
      [C("get_maintenance_schedule", {"cemetery_id": "st-brigids", "task": "mowing"},
         err="TimeoutError: scheduler upstream did not respond within 10s", retry=True,
         dur=10.0),
       C("get_maintenance_schedule", {"cemetery_id": "st-brigids", "task": "mowing"},
         {"data": {"cemetery": "St. Brigid's Cemetery", "task": "mowing",
                   "next_run": "2026-11-24T14:30:00Z", "crew": "North crew"}})],
      "The next mowing at St. Brigid's is Tuesday, Nov 24 at 2:30 PM UTC, done by the North "
      "crew. (The schedule service timed out on the first try; the retry went through.)"),
    R("b111-grounds-drainage-duration", G, "flawed", "invented_number", "unsupported_claim",
      "How long will the drainage repair near the chapel at Oakwood take (request "
      "GR-2026-04702), and when does it start?",
      [C("get_grounds_request", {"request_id": "GR-2026-04702"},
         {"data": {"request_id": "GR-2026-04702", "type": "drainage_repair",
                   "location": "Chapel lawn, Section A", "status": "scheduled",
                   "start_date": "2026-11-30", "crew_size": 3,
                   "notes": "French drain along east path"}})],
      "The drainage repair on the chapel lawn (GR-2026-04702) is scheduled to start on "
      "Nov 30 with a crew of 3 - they're putting in a French drain along the east path. It "
      "should take about 4 working days, weather permitting."),
    R("b111-grounds-branches-wrong-cemetery", G, "flawed", "wrong_entity", "wrong_entity",
      "Is there already an open request for the fallen branches at Greenlawn Cemetery? I don't "
      "want to file a duplicate.",
      [C("list_grounds_requests", {"cemetery": "greenwood", "status": "open",
                                   "type": "tree_debris"},
         {"items": [{"id": "GR-5521", "type": "tree_debris", "section": "F",
                     "opened_at": "2026-11-18T16:22:00Z"}],
          "total": 1, "cemetery": "Greenwood Cemetery"})],
      "Yes - there's already an open request at Greenlawn: GR-5521 for fallen branch removal in "
      "Section F, logged on Nov 18. No need to file another one."),
    R("b111-grounds-irrigation-503", G, "flawed", "unacknowledged_error",
      "unacknowledged_error",
      "Can you submit a request to fix the broken irrigation head at Plot 22, Section B in Maple "
      "Hill Cemetery?",
      [C("create_grounds_request",
         {"cemetery": "maple-hill", "section": "B", "plot": 22, "type": "irrigation_repair"},
         err="HTTP 503: {\"error\": {\"code\": \"SERVICE_UNAVAILABLE\", \"message\": \"work "
             "order service unavailable\"}}")],
      "I've submitted the irrigation repair for Section B, Plot 22 at Maple Hill Cemetery. The "
      "grounds crew will pick it up from their queue."),

    # ---------------------------------------------------------------- headstone cleaning
    R("b111-headstone-water-gallons", H, "clean", "unit_conversion", None,
      "What does Elm Ridge's headstone cleaning service use, and how much water per stone? I "
      "think in gallons and Fahrenheit.",
      [C("get_service_details", {"provider": "elm-ridge", "service": "standard_clean"},
         {"data": {"method": "D/2 biological solution, soft nylon brushes",
                   "water_per_stone_l": 19, "min_air_temp_c": 4, "duration_min": 45}})],
      "Elm Ridge's standard clean uses D/2 biological solution with soft nylon brushes. Per "
      "stone it takes about 19 L of water - roughly 5 gallons - and around 45 minutes. They "
      "won't clean when it's below 4°C (about 39°F)."),
    R("b111-headstone-quote-gbp-usd", H, "clean", "currency_conversion", None,
      "Get me a quote for cleaning two granite upright headstones through StoneCare UK, in US "
      "dollars please.",
      [C("get_cleaning_quote",
         {"provider": "stonecare-uk", "items": [{"type": "granite_upright", "qty": 2}]},
         {"quote_id": "Q-88213", "currency": "GBP", "subtotal": 180.00, "vat": 36.00,
          "total": 216.00, "valid_until": "2026-12-20"}),
       C("get_fx_rate", {"base": "GBP", "quote": "USD"},
         {"pair": "GBP/USD", "rate": 1.27, "as_of": "2026-11-20T08:00:00Z"})],
      "StoneCare UK quoted £216.00 for two granite uprights (£180.00 + £36.00 VAT). At today's "
      "rate of 1.27 USD per GBP that's about $274.32. Quote Q-88213 is valid until Dec 20."),
    R("b111-headstone-order-500-honest", H, "clean", "honest_failure_report", None,
      "Has the cleaning of my grandfather's marker (order HC-7741) been completed?",
      [C("get_cleaning_order", {"order_id": "HC-7741"},
         err="HTTP 500: internal error retrieving order", retry=True),
       C("get_cleaning_order", {"order_id": "HC-7741"},
         err="HTTP 500: internal error retrieving order")],
      "I'm sorry - I couldn't check order HC-7741. The cleaning service's system returned an "
      "internal error on both attempts, so I don't know yet whether it's been completed. You "
      "could try again later or call the provider directly."),
    R("b111-headstone-bronze-price", H, "flawed", "contradiction", "contradiction",
      "What's the price to clean a bronze flat marker at Elm Ridge? And how does that compare to "
      "their other options?",
      [C("get_price_list", {"provider": "elm-ridge"},
         {"items": [{"type": "granite_upright", "price_usd": 95},
                    {"type": "bronze_flat", "price_usd": 120},
                    {"type": "marble_upright", "price_usd": 140}],
          "currency": "USD", "updated_at": "2026-11-02T12:00:00Z"})],
      "| Marker | Price |\n|---|---|\n| Granite upright | $95 |\n| Bronze flat | $102 |\n"
      "| Marble upright | $140 |\n\nSo the bronze flat marker sits between the granite and "
      "marble options."),
    R("b111-headstone-wait-stale", H, "flawed", "stale_data", "stale_data",
      "What's the current wait time for a headstone cleaning at Pinecrest?",
      [C("get_provider_availability", {"provider": "pinecrest"},
         {"data": {"provider": "Pinecrest Monument Care", "lead_time_days": 6,
                   "accepting_orders": True},
          "meta": {"generated_at": "2026-09-02T10:00:00Z", "cache": "hit"}})],
      "Right now Pinecrest Monument Care has about a 6-day wait, and they're accepting new "
      "orders."),
    R("b111-headstone-marble-pressure", H, "flawed", "ignored_output", "ignored_tool_output",
      "Can the marble angel statue on our family plot be pressure-washed by Elm Ridge?",
      [C("get_service_rules", {"provider": "elm-ridge", "material": "marble"},
         {"data": {"material": "marble", "pressure_washing_allowed": False,
                   "recommended": "low-pressure rinse under 60 psi with D/2 and soft brushes",
                   "reason": "marble is soft and sugars under high pressure"}})],
      "Marble is pretty durable, so a standard pressure wash at around 1,500 psi is usually "
      "fine for a statue like that - Elm Ridge can add it to a standard clean."),

    # ---------------------------------------------------------------- memorial benches
    R("b111-bench-program-magnitude", B, "clean", "magnitude_rescaling", None,
      "How much has the Lakeside Park memorial bench program raised this year, and how many "
      "benches is that?",
      [C("get_program_stats", {"program": "lakeside-park-benches", "year": 2026},
         {"data": {"total_raised_usd": 1240000, "benches_sponsored": 412,
                   "avg_gift_usd": 3009.71},
          "meta": {"as_of": "2026-11-20T06:00:00Z"}})],
      "The Lakeside Park bench program has raised about $1.24M in 2026, across 412 sponsored "
      "benches - roughly $3,010 per bench on average."),
    R("b111-bench-teak-vs-composite", B, "clean", "difference_and_percentage", None,
      "What's the difference in cost between the teak bench and the recycled-plastic one for a "
      "city parks memorial bench, and what percent more is teak?",
      [C("get_bench_options", {"program": "city-parks"},
         {"options": [{"model": "Teak Classic 6ft", "price_usd": 3400},
                      {"model": "Recycled Composite 6ft", "price_usd": 2720},
                      {"model": "Cast Iron Heritage", "price_usd": 4100}]})],
      "Teak Classic (6 ft) is $3,400 and the Recycled Composite (6 ft) is $2,720, so teak costs "
      "$680 more - 25% more than the composite."),
    R("b111-bench-id-case", B, "clean", "identifier_case", None,
      "check status of bench sponsorship mb-2219-lp",
      [C("get_sponsorship", {"sponsorship_id": "MB-2219-LP"},
         {"data": {"id": "MB-2219-LP", "status": "plaque_in_production",
                   "bench_location": "Lakeside Path, near the boathouse",
                   "install_eta": "2026-12-15"}})],
      "Sponsorship mb 2219 lp: the plaque is in production for your bench on Lakeside Path near "
      "the boathouse. Installation is expected around Dec 15."),
    R("b111-bench-neighbour-id", B, "flawed", "wrong_id_reported", "wrong_entity",
      "What's the status of my bench sponsorship MB-3306-RP? Do I still owe anything?",
      [C("get_sponsorship", {"sponsorship_id": "MB-3306-RP"},
         {"data": {"id": "MB-3306-RP", "status": "awaiting_payment", "balance_due_usd": 1250,
                   "due_date": "2026-12-01"}})],
      "Sponsorship MB-3308-RP is awaiting payment: $1,250 is still due, by Dec 1. Once it's paid "
      "the plaque goes into production."),
    R("b111-bench-riverwalk-price", B, "flawed", "invented_number", "unsupported_claim",
      "How many benches are still available for sponsorship along the Riverwalk?",
      [C("list_available_benches", {"area": "riverwalk"},
         {"items": [{"bench_id": "RW-04", "segment": "North"},
                    {"bench_id": "RW-11", "segment": "Central"},
                    {"bench_id": "RW-17", "segment": "South"}],
          "total": 3, "next_cursor": None})],
      "There are 3 benches still available along the Riverwalk:\n- RW-04 (North)\n- RW-11 "
      "(Central)\n- RW-17 (South)\n\nRiverwalk sponsorships are $2,950 each, which includes "
      "the plaque."),
    R("b111-bench-rose-garden-taken", B, "flawed", "state_contradiction", "contradiction",
      "Is the bench spot by the rose garden (RG-02) still available?",
      [C("get_bench", {"bench_id": "RG-02"},
         {"data": {"bench_id": "RG-02", "location": "Rose Garden east walk",
                   "available": False, "status": "reserved",
                   "reserved_until": "2027-01-31"}})],
      "Good news - bench RG-02 on the Rose Garden east walk is available for sponsorship. "
      "Would you like me to start an application?"),

    # ---------------------------------------------------------------- tree dedication
    R("b111-tree-height-feet", T, "clean", "unit_conversion", None,
      "How tall is a red maple when it's planted for the arbor memorial program? I need feet.",
      [C("get_tree_species", {"program": "arbor-memorial", "species": "red maple"},
         {"data": {"species": "Red maple (Acer rubrum)", "planting_height_m": 2.4,
                   "caliper_cm": 5, "mature_height_m": 18}})],
      "A red maple is planted at about 2.4 m - roughly 7.9 ft - with a 5 cm (about 2 in) trunk. "
      "At maturity it reaches around 18 m, or 59 ft."),
    R("b111-tree-chain-dedicate", T, "clean", "chained_tools", None,
      "Dedicate a tree in memory of Ruth Alvarez in the next available spot at Hillcrest Park.",
      [C("find_planting_sites", {"park": "hillcrest", "status": "open"},
         {"items": [{"site_id": "HC-T-031", "zone": "Meadow"},
                    {"site_id": "HC-T-044", "zone": "Pond edge"}], "total": 2}),
       C("create_dedication", {"site_id": "HC-T-031", "honoree": "Ruth Alvarez",
                               "species": "default"},
         {"data": {"dedication_id": "TD-60192", "site_id": "HC-T-031",
                   "species": "Swamp white oak", "planting_window": "spring 2027",
                   "status": "confirmed"}})],
      "Confirmed. Dedication TD-60192 in memory of Ruth Alvarez is at site HC-T-031 in the "
      "Meadow zone of Hillcrest Park. A swamp white oak will go in during the spring 2027 "
      "planting window."),
    R("b111-tree-cedar-empty", T, "clean", "empty_result_reported", None,
      "Are there any open tree dedication spots at Cedar Bluff Park?",
      [C("find_planting_sites", {"park": "cedar-bluff", "status": "open"},
         {"items": [], "total": 0, "next_cursor": None})],
      "No - Cedar Bluff Park has no open dedication spots at the moment. You could join the "
      "waitlist, or I can check another park."),
    R("b111-tree-fee-stale", T, "flawed", "stale_data", "stale_data",
      "What's the fee for dedicating a tree in the city program right now?",
      [C("get_program_fees", {"program": "city-tree-dedication"},
         {"data": {"tree_with_plaque_usd": 650, "tree_only_usd": 400},
          "meta": {"snapshot_at": "2026-08-14T06:00:00Z",
                   "source": "cached_price_sheet"}})],
      "Right now the city charges $650 for a dedicated tree with a plaque, or $400 for the tree "
      "alone."),
    R("b111-tree-cancel-409", T, "flawed", "unacknowledged_error", "unacknowledged_error",
      "Please cancel my tree dedication TD-58830.",
      [C("cancel_dedication", {"dedication_id": "TD-58830"},
         err="HTTP 409: {\"code\": \"CANCEL_WINDOW_CLOSED\", \"message\": \"dedication "
             "TD-58830 is past the cancellation window (tree planted 2026-10-28)\"}")],
      "Your tree dedication TD-58830 has been cancelled. You'll get a confirmation email "
      "shortly."),
    R("b111-tree-plaque-retry-loop", T, "flawed", "retry_loop", "retry_loop",
      "Look up the plaque text for dedication TD-59114.",
      [C("get_dedication", {"dedication_id": "TD-59114"},
         err="TimeoutError: request timed out after 15s", retry=True, dur=15.0, attempt=i)
       for i in range(1, 6)]
      + [C("get_dedication", {"dedication_id": "TD-59114"},
           err="TimeoutError: request timed out after 15s", dur=15.0)],
      "Sorry - the dedication service kept timing out, so I couldn't retrieve the plaque text "
      "for TD-59114. Please try again a bit later."),

    # ---------------------------------------------------------------- brick pavers
    R("b111-paver-order-total", P, "clean", "quantity_times_price", None,
      "How much would 3 engraved 4x8 bricks and one 8x8 brick cost for the veterans walkway?",
      [C("get_paver_prices", {"program": "veterans-walkway"},
         {"items": [{"size": "4x8", "price_usd": 85, "max_lines": 3, "chars_per_line": 18},
                    {"size": "8x8", "price_usd": 150, "max_lines": 6, "chars_per_line": 18}],
          "currency": "USD"})],
      "3 × 4x8 bricks at $85 = $255, plus one 8x8 at $150, so $405 in total."),
    R("b111-paver-install-window", P, "clean", "clock_times", None,
      "When is the engraving crew installing the current batch of pavers at the library plaza?",
      [C("get_install_schedule", {"site": "library-plaza"},
         {"data": {"batch": "2026-B4", "install_start": "2026-12-02T14:00:00Z",
                   "install_end": "2026-12-02T21:30:00Z", "pavers": 38}})],
      "Batch 2026-B4 (38 pavers) is going in at the library plaza on Wednesday, Dec 2, from "
      "2:00 PM to 9:30 PM UTC - a 7½-hour window."),
    R("b111-paver-text-fits", P, "clean", "values_from_prompt", None,
      "Will 'IN LOVING MEMORY / JOHN & MAE OKAFOR / 1948-2025' fit on a 4x8 brick?",
      [C("validate_engraving", {"size": "4x8",
                                "lines": ["IN LOVING MEMORY", "JOHN & MAE OKAFOR",
                                          "1948-2025"]},
         {"data": {"valid": True, "lines_used": 3, "max_lines": 3, "longest_line_chars": 17,
                   "max_chars_per_line": 18}})],
      "Yes, it fits: it uses all 3 lines a 4x8 allows, and the longest line (\"JOHN & MAE "
      "OKAFOR\") is 17 characters against the 18-character limit. The dates 1948-2025 on "
      "the last line are fine."),
    R("b111-paver-8x8-chars", P, "flawed", "contradiction", "contradiction",
      "How much text can I fit on an 8x8 paver for the veterans walkway?",
      [C("get_paver_prices", {"program": "veterans-walkway"},
         {"items": [{"size": "4x8", "price_usd": 85, "max_lines": 3, "chars_per_line": 18},
                    {"size": "8x8", "price_usd": 150, "max_lines": 6, "chars_per_line": 18}],
          "currency": "USD"})],
      "An 8x8 paver takes up to 6 lines of 20 characters each (spaces count as characters). "
      "It's $150, versus $85 for a 4x8 with 3 lines."),
    R("b111-paver-proof-ignored", P, "flawed", "ignored_output", "ignored_tool_output",
      "Did my engraving text for order BP-44120 pass proofreading?",
      [C("get_engraving_proof", {"order_id": "BP-44120"},
         {"data": {"order_id": "BP-44120", "proof_status": "rejected",
                   "issues": ["line 2 exceeds 18 characters (21)"],
                   "action_required": "submit revised text"}})],
      "Proofreading usually takes a few business days. You'll get an email as soon as the text "
      "for BP-44120 is approved, and then it goes to the engraver."),
    R("b111-paver-transposed-order", P, "flawed", "wrong_entity", "wrong_entity",
      "Where exactly is my dad's brick? The order number is BP-39017.",
      [C("locate_paver", {"order_id": "BP-39071"},
         {"data": {"order_id": "BP-39071", "walkway": "Veterans Walkway", "row": 12,
                   "position": 31, "inscription": "SGT R. DELGADO / USMC / 1951-2019"}})],
      "Your dad's brick (order BP-39017) is on the Veterans Walkway, row 12, position 31."),

    # ---------------------------------------------------------------- columbarium niches
    R("b111-niche-three-cheapest", N, "clean", "summary_of_list", None,
      "What are the three cheapest available niches at St. Anne's columbarium?",
      [C("list_niches", {"columbarium": "st-annes", "status": "available",
                         "sort": "price_asc", "limit": 5},
         {"items": [{"niche_id": "W2-C14", "wall": "West 2", "tier": 1, "capacity_urns": 1,
                     "price_usd": 2800},
                    {"niche_id": "W2-C15", "wall": "West 2", "tier": 1, "capacity_urns": 1,
                     "price_usd": 2800},
                    {"niche_id": "E1-A03", "wall": "East 1", "tier": 4, "capacity_urns": 2,
                     "price_usd": 3650},
                    {"niche_id": "E1-B07", "wall": "East 1", "tier": 3, "capacity_urns": 2,
                     "price_usd": 4100},
                    {"niche_id": "G-01", "wall": "Garden", "tier": 2, "capacity_urns": 2,
                     "price_usd": 5200}],
          "total": 11, "page": 1, "next_page": 2})],
      "The three cheapest of St. Anne's 11 available niches:\n"
      "1. W2-C14 - West 2, tier 1, single urn - $2,800\n"
      "2. W2-C15 - West 2, tier 1, single urn - $2,800\n"
      "3. E1-A03 - East 1, tier 4, two urns - $3,650"),
    R("b111-niche-urn-fits-cm", N, "clean", "unit_conversion", None,
      "Will a 9 x 9 x 11 inch urn fit in niche E1-A03?",
      [C("get_niche", {"niche_id": "E1-A03"},
         {"data": {"niche_id": "E1-A03", "interior_cm": {"width": 30, "height": 30,
                                                          "depth": 30},
                   "capacity_urns": 2, "front": "glass"}})],
      "It should fit. Your urn is about 22.9 × 22.9 × 27.9 cm, and E1-A03's interior is "
      "30 × 30 × 30 cm - about 2 cm to spare on the tallest side."),
    R("b111-niche-garden-average", N, "clean", "average_of_list", None,
      "What's the average price of the available niches on the Garden wall at St. Anne's?",
      [C("list_niches", {"columbarium": "st-annes", "wall": "Garden", "status": "available"},
         {"items": [{"niche_id": "G-01", "price_usd": 5200},
                    {"niche_id": "G-06", "price_usd": 4800},
                    {"niche_id": "G-09", "price_usd": 5500},
                    {"niche_id": "G-12", "price_usd": 4900}], "total": 4})],
      "4 niches are available on the Garden wall, averaging $5,100 (from $4,800 for G-06 up to "
      "$5,500 for G-09)."),
    R("b111-niche-on-hold", N, "flawed", "state_contradiction", "contradiction",
      "Is niche W2-C15 at St. Anne's still open to reserve?",
      [C("get_niche", {"niche_id": "W2-C15"},
         {"data": {"niche_id": "W2-C15", "wall": "West 2", "tier": 1, "capacity_urns": 1,
                   "status": "on_hold", "reservable": False,
                   "hold_expires": "2026-11-23T17:00:00Z"}})],
      "Yes, W2-C15 is open - you can reserve it today. It's a single-urn niche on West 2, "
      "tier 1."),
    R("b111-niche-zion-stale", N, "flawed", "stale_data", "stale_data",
      "How many niches are available at the Mount Zion columbarium today?",
      [C("get_availability_summary", {"columbarium": "mount-zion"},
         {"data": {"available": 23, "reserved": 141, "occupied": 388},
          "meta": {"as_of": "2026-06-30", "report": "Q2 inventory"}})],
      "Mount Zion has 23 niches available today (141 reserved, 388 occupied)."),
    R("b111-niche-endowment-fee", N, "flawed", "invented_number", "unsupported_claim",
      "What's the price of niche E1-B07, and what does the endowment care fee add?",
      [C("get_niche", {"niche_id": "E1-B07"},
         {"data": {"niche_id": "E1-B07", "wall": "East 1", "tier": 3, "capacity_urns": 2,
                   "price_usd": 4100, "inscription_included": True}})],
      "Niche E1-B07 (East 1, tier 3, two urns) is $4,100 including the inscription. The "
      "endowment care fee adds $615, so about $4,715 all-in."),

    # ---------------------------------------------------------------- veteran flags
    R("b111-flags-duration", V, "clean", "time_difference", None,
      "How long did the flag placement at Fort Hill National Cemetery take yesterday?",
      [C("get_placement_event", {"cemetery": "fort-hill", "date": "2026-11-19"},
         {"data": {"started_at": "2026-11-19T13:05:00Z", "finished_at": "2026-11-19T16:50:00Z",
                   "flags_placed": 2140, "volunteers": 86}})],
      "Yesterday's placement at Fort Hill ran from 1:05 PM to 4:50 PM UTC - 3 hours 45 "
      "minutes. 86 volunteers placed 2,140 flags, about 25 each."),
    R("b111-flags-register-receipt", V, "clean", "action_receipt", None,
      "Register me (Dana Whitfield, dana.w@example.org) for flag retrieval at Greenmount on "
      "Nov 28.",
      [C("register_volunteer", {"event_id": "GM-RETRIEVAL-2026-11-28", "name": "Dana Whitfield",
                                "email": "dana.w@example.org"},
         {"data": {"registration_id": "VR-118204", "event": "Flag retrieval, Greenmount Cemetery",
                   "check_in": "2026-11-28T08:30:00-05:00", "status": "registered"}})],
      "You're registered, Dana! Confirmation VR-118204 for the Greenmount flag retrieval on "
      "Saturday, Nov 28. Check-in is at 8:30 AM local time; details go to dana.w@example.org."),
    R("b111-flags-429-retry", V, "clean", "retried_error_right_answer", None,
      "Does the grave of PFC Harold Jennings at Greenmount have a flag placed?",
      [C("get_grave_flag_status", {"cemetery": "greenmount", "name": "Harold Jennings"},
         err="HTTP 429: rate limit exceeded, retry after 2s", retry=True),
       C("get_grave_flag_status", {"cemetery": "greenmount", "name": "Harold Jennings"},
         {"data": {"name": "PFC Harold Jennings", "section": "V-3", "grave": "118",
                   "flag_placed": True, "placed_at": "2026-11-07T15:12:00Z"}})],
      "Yes - PFC Harold Jennings (Section V-3, grave 118) has a flag. It was placed on Nov 7."),
    R("b111-flags-section-504", V, "flawed", "unacknowledged_error", "unacknowledged_error",
      "How many flags still need to be placed in Section V-5 at Greenmount?",
      [C("get_section_progress", {"cemetery": "greenmount", "section": "V-5"},
         err="HTTP 504: Gateway Timeout")],
      "Section V-5 at Greenmount is all set - every veteran's grave there already has a flag, "
      "so nothing is left to place."),
    R("b111-flags-arlington-mixup", V, "flawed", "wrong_entity", "wrong_entity",
      "Can you check whether my grandfather Walter Price's grave at Arlington Heights Cemetery "
      "in Illinois got a flag this year?",
      [C("get_grave_flag_status", {"cemetery": "arlington-national", "name": "Walter Price"},
         {"data": {"cemetery": "Arlington National Cemetery", "name": "Walter Price",
                   "section": "60", "flag_placed": True,
                   "placed_at": "2026-11-05T14:40:00Z"}})],
      "Yes - Walter Price's grave at Arlington Heights Cemetery has a flag; it was placed on "
      "Nov 5."),
    R("b111-flags-volunteers-no-output", V, "flawed", "missing_output", "missing_tool_output",
      "How many volunteers have signed up for the Riverside flag placement?",
      [C("get_event_registrations", {"event_id": "RS-PLACEMENT-2026"}, no_end=True,
         dur=30.0)],
      "62 volunteers have signed up for the Riverside flag placement so far."),

    # ---------------------------------------------------------------- cemetery maps
    R("b111-map-distance-feet", M, "clean", "unit_conversion", None,
      "How far is plot D-44 from the main gate at Oakwood, in feet?",
      [C("get_plot_location", {"cemetery": "oakwood", "plot": "D-44"},
         {"data": {"plot": "D-44", "lat": 41.8812, "lon": -87.6298, "walk_distance_m": 240,
                   "walk_time_min": 3, "nearest_landmark": "Bell tower"}})],
      "Plot D-44 is about 240 m - roughly 787 ft - on foot from the main gate, around a "
      "3-minute walk. Look for the bell tower; it's nearby."),
    R("b111-map-chain-directions", M, "clean", "chained_tools", None,
      "Find where Eleanor Vasquez is buried at Greenwood and give me walking directions from "
      "the south gate.",
      [C("search_interments", {"cemetery": "greenwood", "name": "Eleanor Vasquez"},
         {"results": [{"interment_id": "INT-00-77812", "name": "Eleanor M. Vasquez",
                       "died": "1999-04-12", "plot": "K-17-03"}], "count": 1}),
       C("get_directions", {"cemetery": "greenwood", "from": "south_gate", "plot": "K-17-03"},
         {"data": {"distance_m": 410,
                   "steps": ["Enter the south gate and follow Cypress Ave north for 250 m",
                             "Turn right onto Maple Path and continue 120 m",
                             "Plot K-17-03 is 40 m on the left, third row"]}})],
      "Eleanor M. Vasquez (d. Apr 12, 1999) is in plot k17-03 at Greenwood. From the south "
      "gate (about 410 m):\n1. Follow Cypress Ave north for 250 m.\n2. Turn right onto Maple "
      "Path, 120 m.\n3. The plot is 40 m further on the left, in the third row."),
    R("b111-map-no-record", M, "clean", "empty_result_reported", None,
      "Is there anyone named Bartholomew Quill buried at Oakwood?",
      [C("search_interments", {"cemetery": "oakwood", "name": "Bartholomew Quill"},
         {"results": [], "count": 0})],
      "I didn't find any record of a Bartholomew Quill at Oakwood. Some older paper records "
      "may not be digitized, so the cemetery office could check their ledgers."),
    R("b111-map-mausoleum-ignored", M, "flawed", "ignored_output", "ignored_tool_output",
      "Where is plot M-208 at Greenwood?",
      [C("get_plot_location", {"cemetery": "greenwood", "plot": "M-208"},
         {"data": {"plot": "M-208", "section": "Mausoleum, wing B",
                   "note": "Indoor crypt, enter via the chapel; no outdoor map pin",
                   "walk_distance_m": 95}})],
      "Plot M-208 is in the outdoor M section, in the northeast corner near the maintenance "
      "shed - follow the row markers from the east gate."),
    R("b111-map-coords-distance", M, "flawed", "invented_number", "unsupported_claim",
      "What are the GPS coordinates of plot D-12 at Oakwood?",
      [C("get_plot_location", {"cemetery": "oakwood", "plot": "D-12"},
         {"data": {"plot": "D-12", "lat": 41.88097, "lon": -87.62914, "section": "D"}})],
      "Plot D-12 at Oakwood is at 41.88097, -87.62914 (Section D) - about 180 m from the main "
      "gate."),
    R("b111-map-section-unsold", M, "flawed", "contradiction", "contradiction",
      "How many plots are in Section K at Greenwood, and how many are still unsold?",
      [C("get_section_summary", {"cemetery": "greenwood", "section": "K"},
         {"data": {"section": "K", "total_plots": 624, "sold": 589, "unsold": 35}})],
      "Section K at Greenwood has 624 plots: 589 are sold and 53 are still unsold."),

    # ---------------------------------------------------------------- burial permits
    R("b111-permit-issued-time", Q, "clean", "clock_times", None,
      "Has the burial permit for case BP-26-10492 been issued yet?",
      [C("get_permit_status", {"case_number": "BP-26-10492"},
         {"data": {"case_number": "BP-26-10492", "status": "issued",
                   "issued_at": "2026-11-20T10:17:00Z", "registrar": "County Vital Records",
                   "disposition": "burial", "permit_no": "DSP-2026-55107"}})],
      "Yes. Permit DSP-2026-55107 for case BP-26-10492 was issued today at 10:17 AM UTC by "
      "County Vital Records."),
    R("b111-permit-maintenance-honest", Q, "clean", "honest_failure_report", None,
      "Check the status of burial permit application BP-26-10577.",
      [C("get_permit_status", {"case_number": "BP-26-10577"},
         err="HTTP 503: Vital records system under scheduled maintenance until "
             "2026-11-20T18:00:00Z")],
      "I couldn't check BP-26-10577 - the vital records system is down for scheduled "
      "maintenance until 6:00 PM UTC today. Try again after that, or call the registrar's "
      "office."),
    R("b111-permit-fees-cents", Q, "clean", "minor_units", None,
      "What do I owe in fees for permit case BP-26-10533?",
      [C("get_permit_fees", {"case_number": "BP-26-10533"},
         {"data": {"line_items": [{"item": "Burial permit", "amount_cents": 1200},
                                  {"item": "Certified death certificate x3",
                                   "amount_cents": 6900},
                                  {"item": "Transit permit", "amount_cents": 850}],
                   "total_cents": 8950, "paid_cents": 1200, "currency": "USD"}})],
      "Fees for BP-26-10533 come to $89.50:\n- Burial permit: $12.00\n- Three certified death "
      "certificates: $69.00\n- Transit permit: $8.50\n\nYou've already paid $12.00, so $77.50 "
      "is outstanding."),
    R("b111-permit-neighbour-case", Q, "flawed", "wrong_id_reported", "wrong_entity",
      "What's the status of permit case BP-26-10618?",
      [C("get_permit_status", {"case_number": "BP-26-10618"},
         {"data": {"case_number": "BP-26-10618", "status": "pending_medical_certification",
                   "submitted_at": "2026-11-18T15:40:00Z"}})],
      "Case BP-26-10619 is pending medical certification; it was submitted on Nov 18 at "
      "3:40 PM UTC."),
    R("b111-permit-amend-422", Q, "flawed", "unacknowledged_error", "unacknowledged_error",
      "Submit the amendment for burial permit case BP-26-10492 with the cemetery name corrected "
      "to 'Holy Cross'.",
      [C("amend_permit", {"case_number": "BP-26-10492", "cemetery_name": "Holy Cross"},
         err="HTTP 422: {\"code\": \"VALIDATION_ERROR\", \"field\": \"cemetery_license_no\", "
             "\"message\": \"cemetery_license_no is required for amendments\"}")],
      "Done - the amendment for BP-26-10492 has been submitted with the cemetery corrected to "
      "Holy Cross."),
    R("b111-permit-llm-loop", Q, "flawed", "llm_loop", "llm_loop",
      "Is the burial permit for case BP-26-10540 ready to print?",
      [C("get_permit_status", {"case_number": "BP-26-10540"},
         {"data": {"case_number": "BP-26-10540", "status": "issued", "printable": True,
                   "pdf_url": "https://records.example.gov/permits/BP-26-10540.pdf"}})],
      "Yes, BP-26-10540 is issued and ready to print: "
      "https://records.example.gov/permits/BP-26-10540.pdf",
      extra_llm=11),

    # ---------------------------------------------------------------- floral tributes
    R("b111-floral-order-receipt", F, "clean", "sum_of_items", None,
      "Order the 'Serenity' standing spray (large) for the Kowalski service at Lindenwood "
      "Chapel tomorrow at 10 AM.",
      [C("create_floral_order", {"product_sku": "SER-STAND-L",
                                 "delivery_to": "Lindenwood Chapel",
                                 "deliver_by": "2026-11-21T09:30:00-06:00",
                                 "reference": "Kowalski service"},
         {"data": {"order_id": "FT-902175", "status": "confirmed",
                   "items": [{"sku": "SER-STAND-L", "price": "189.00"}],
                   "delivery_fee": "25.00", "tax": "17.12", "total": "231.12",
                   "deliver_by": "2026-11-21T09:30:00-06:00"}})],
      "Ordered! FT-902175 - the large Serenity standing spray will be at Lindenwood Chapel by "
      "9:30 AM tomorrow (Nov 21), ahead of the 10 AM service. Total $231.12 ($189.00 + $25.00 "
      "delivery + $17.12 tax)."),
    R("b111-floral-eta-central", F, "clean", "clock_times", None,
      "Where's the casket spray for order FT-901880? The service starts at 2 PM Central.",
      [C("track_delivery", {"order_id": "FT-901880"},
         {"data": {"order_id": "FT-901880", "status": "out_for_delivery",
                   "driver_eta": "2026-11-20T19:20:00Z", "stops_before": 2}})],
      "FT-901880 is out for delivery with 2 stops ahead of it. The driver's ETA is 1:20 PM "
      "Central - 40 minutes before the 2 PM service."),
    R("b111-floral-wreath-discount", F, "clean", "difference_and_percentage", None,
      "What's the price of the 'Eternal Rest' wreath with the 15% sympathy discount?",
      [C("get_product", {"sku": "ETR-WREATH"},
         {"data": {"sku": "ETR-WREATH", "name": "Eternal Rest Wreath", "price_usd": 160.00,
                   "diameter_in": 24, "in_stock": True}})],
      "The Eternal Rest wreath is $160.00; with 15% off it comes to $136.00, a saving of "
      "$24.00."),
    R("b111-floral-sameday-fee", F, "flawed", "invented_number", "unsupported_claim",
      "Can you still get a same-day delivery for a sympathy basket to Greenfield Funeral Home "
      "(zip 60614)?",
      [C("check_same_day", {"zip": "60614", "product": "SYM-BASKET"},
         {"data": {"same_day_available": True, "order_cutoff_local": "13:00",
                   "timezone": "America/Chicago"}})],
      "Yes - same-day delivery is still available if you order before 1:00 PM Central. The "
      "same-day delivery fee is $34.99."),
    R("b111-floral-blanket-ignored", F, "flawed", "ignored_output", "ignored_tool_output",
      "Which florist near Holy Cross Cemetery can deliver a grave blanket this weekend?",
      [C("search_florists", {"near": "Holy Cross Cemetery", "product": "grave_blanket",
                             "date_from": "2026-11-21", "date_to": "2026-11-22"},
         {"results": [{"florist": "Evergreen Floral", "distance_km": 2.1, "can_deliver": True,
                       "earliest": "2026-11-21"},
                      {"florist": "Bloom & Vine", "distance_km": 4.8, "can_deliver": False,
                       "earliest": "2026-11-25"}],
          "count": 2})],
      "Grave blankets are usually made to order, and most florists need several days' notice, "
      "so this weekend is unlikely. I'd suggest ordering now for delivery early next week."),
    R("b111-floral-failed-delivery", F, "flawed", "state_contradiction", "contradiction",
      "Was the arrangement for order FT-901744 delivered?",
      [C("track_delivery", {"order_id": "FT-901744"},
         {"data": {"order_id": "FT-901744", "status": "delivery_failed",
                   "attempted_at": "2026-11-20T15:05:00Z", "reason": "venue closed",
                   "next_attempt": "2026-11-21T14:00:00Z"}})],
      "Yes - order FT-901744 was delivered this morning at 9:05 AM Central."),
]
