"""Compact specs for the blind62 held-out set (written by hand, blind to the scorer).

Each spec: id, domain, label, category, expected_cause (None when clean), start (UTC clock time
on 2026-11-20), model, prompt, rounds (each round is one model turn that issues tool calls;
`{"llm_repeat": n, "usage": (in, out)}` is n model calls with no tool calls), response.
"""
MISSING = "__missing__"
GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4.1-mini-2025-04-14"
SONNET = "claude-3-5-sonnet-20241022"
SONNET4 = "claude-sonnet-4-20250514"


def C(tool, args, output=None, error=None, retry=None, duration=None):
    call = {"tool": tool, "args": args, "output": output, "error": error}
    if retry:
        call["retry"] = retry
    if duration is not None:
        call["duration"] = duration
    return call


def R(*calls):
    return {"calls": list(calls)}


SPECS = []


def run(**kw):
    kw.setdefault("expected_cause", None)
    kw.setdefault("model", GPT)
    SPECS.append(kw)


# ---------------------------------------------------------------- mobile home park lots
D = "mobile_home_park_lots"

run(id="b62-mhp-pine-hollow-first-month", domain=D, label="clean", category="sum_of_items",
    start="14:01:50", model=GPT,
    prompt="I'm looking at lot 14 at Pine Hollow. I have one dog. What would my first month cost all in, including the move-in charges?",
    rounds=[R(C("get_lot_details", {"park_id": "pine-hollow", "lot_number": "14"},
              {"data": {"lot_id": "PH-014", "park": "Pine Hollow Manufactured Home Community",
                        "status": "available", "monthly_rent_cents": 61500,
                        "recurring_fees": [{"name": "water_sewer", "amount_cents": 4250},
                                           {"name": "trash", "amount_cents": 1875},
                                           {"name": "pet_fee", "amount_cents": 2500, "unit": "per_pet"}],
                        "move_in": {"application_fee_cents": 3500, "security_deposit_cents": 61500}},
               "meta": {"currency": "USD", "retrieved_at": "2026-11-20T14:01:52Z"}}))],
    response=("Here's the all-in for lot PH-014 at Pine Hollow with one dog:\n\n"
              "**Monthly**\n- Lot rent: $615.00\n- Water/sewer: $42.50\n- Trash: $18.75\n"
              "- Pet fee (1 dog): $25.00\n- **Monthly total: $701.25**\n\n"
              "**One-time at move-in**\n- Application fee: $35.00\n- Security deposit: $615.00\n\n"
              "So your first month comes to **$1,351.25** ($701.25 + $35.00 + $615.00). "
              "After that it's $701.25 a month."))

run(id="b62-mhp-cedar-ridge-no-double", domain=D, label="clean", category="empty_result_reported",
    start="09:12:04", model=SONNET,
    prompt="Are there any double-wide lots open at Cedar Ridge for under $700 a month?",
    rounds=[R(C("search_lots", {"park_id": "cedar-ridge", "lot_type": "double_wide", "status": "available",
                                "max_rent_usd": 700, "page": 1},
              {"items": [], "total": 0, "page": 1, "page_size": 25, "next_page": None}))],
    response=("I checked Cedar Ridge and there are no double-wide lots available at or under $700/month "
              "right now - the search came back empty. If you like, I can widen the budget or look at "
              "single-wide lots there as well."))

run(id="b62-mhp-sunny-acres-average", domain=D, label="clean", category="average_of_list",
    start="11:47:30", model=MINI,
    prompt="What's the average rent for the open lots at Sunny Acres, and which three are the cheapest?",
    rounds=[R(C("search_lots", {"park_id": "sunny-acres", "status": "available", "sort": "rent_asc", "page": 1},
              {"items": [{"lot_id": "SA-103", "rent_usd": 545, "lot_type": "single_wide", "sq_ft": 3200},
                         {"lot_id": "SA-088", "rent_usd": 590, "lot_type": "single_wide", "sq_ft": 3400},
                         {"lot_id": "SA-121", "rent_usd": 610, "lot_type": "single_wide", "sq_ft": 3600},
                         {"lot_id": "SA-045", "rent_usd": 625, "lot_type": "double_wide", "sq_ft": 5200},
                         {"lot_id": "SA-017", "rent_usd": 680, "lot_type": "double_wide", "sq_ft": 5800}],
               "total": 5, "page": 1, "next_page": None}))],
    response=("Sunny Acres has 5 open lots, averaging **$610/month**. The three cheapest:\n\n"
              "1. SA-103 - $545 (single-wide, 3,200 sq ft)\n2. SA-088 - $590 (single-wide, 3,400 sq ft)\n"
              "3. SA-121 - $610 (single-wide, 3,600 sq ft)\n\nThe two double-wide lots run $625 and $680."))

run(id="b62-mhp-maple-grove-tour-confirmation", domain=D, label="flawed", category="wrong_id_reported",
    expected_cause="wrong_entity", start="13:20:15", model=GPT,
    prompt="Book me a tour of the cheapest open lot at Maple Grove for tomorrow at 10am. Name is Dana Whitfield.",
    rounds=[R(C("search_lots", {"park_id": "maple-grove", "status": "available", "sort": "rent_asc", "page_size": 3},
              {"items": [{"lot_id": "MG-B27", "rent_usd": 640, "lot_type": "single_wide"},
                         {"lot_id": "MG-B28", "rent_usd": 655, "lot_type": "single_wide"},
                         {"lot_id": "MG-C04", "rent_usd": 715, "lot_type": "double_wide"}],
               "total": 3, "page": 1, "next_page": None})),
            R(C("schedule_lot_tour", {"park_id": "maple-grove", "lot_id": "MG-B27", "visitor_name": "Dana Whitfield",
                                      "start": "2026-11-21T10:00:00-05:00"},
              {"data": {"tour_id": "TR-40918", "lot_id": "MG-B27", "start": "2026-11-21T10:00:00-05:00",
                        "status": "confirmed", "meet_at": "Leasing office, 12 Maple Grove Ln"},
               "meta": {"request_id": "req_7f21c9"}}))],
    response=("You're booked! Tour of lot MG-B27 ($640/month, the cheapest open lot) tomorrow, Nov 21 at "
              "10:00 AM. Meet at the leasing office, 12 Maple Grove Ln. Your confirmation number is TR-40981."))

run(id="b62-mhp-willow-creek-current-rent", domain=D, label="flawed", category="stale_data",
    expected_cause="stale_data", start="10:05:41", model=SONNET4,
    prompt="What's the current lot rent at Willow Creek Estates?",
    rounds=[R(C("get_park_fee_schedule", {"park_id": "willow-creek"},
              {"data": {"park": "Willow Creek Estates", "base_lot_rent_usd": 585, "water_sewer_usd": 38,
                        "effective_date": "2025-07-01"},
               "meta": {"source": "fee_schedule_cache", "as_of": "2025-07-01T00:00:00Z", "cached": True}}))],
    response=("Willow Creek Estates currently charges $585/month for base lot rent, plus $38/month for water "
              "and sewer - so today you'd be looking at $623 a month all told."))

run(id="b62-mhp-pine-hollow-lot9-fit", domain=D, label="flawed", category="invented_number",
    expected_cause="unsupported_claim", start="15:30:20", model=GPT,
    prompt="Can a 16x76 single-wide fit on lot 9 at Pine Hollow? How big is the lot?",
    rounds=[R(C("get_lot_details", {"park_id": "pine-hollow", "lot_number": "9"},
              {"data": {"lot_id": "PH-009", "status": "available", "width_ft": 40, "depth_ft": 95,
                        "max_home_length_ft": 80, "max_home_width_ft": 28,
                        "setbacks_ft": {"front": 10, "rear": 5, "side": 5},
                        "utilities": ["water", "sewer", "electric_200a"]},
               "meta": {"retrieved_at": "2026-11-20T15:30:22Z"}}))],
    response=("Yes, it fits. Lot PH-009 is 40 x 95 ft (3,800 sq ft) and allows homes up to 80 ft long and "
              "28 ft wide, so a 16x76 single-wide clears with 4 ft of length to spare. Setbacks are 10 ft "
              "front and 5 ft rear and sides, the lot has 200-amp electric, and lot rent there is $595/month."))

# ---------------------------------------------------------------- tiny house builders
D = "tiny_house_builders"

run(id="b62-thb-nomad24-usd", domain=D, label="clean", category="currency_conversion",
    start="12:14:09", model=SONNET,
    prompt="The Nomad 24 from Cascade Tiny Homes up in BC - what does that come to in US dollars?",
    rounds=[R(C("get_model_quote", {"builder": "cascade-tiny-homes", "model": "Nomad 24"},
              {"data": {"model": "Nomad 24", "builder": "Cascade Tiny Homes",
                        "base_price": {"amount": 89500, "currency": "CAD"}, "length_ft": 24,
                        "trailer": "included"}}),
              C("get_exchange_rate", {"from": "CAD", "to": "USD"},
                {"rate": 0.7142, "as_of": "2026-11-20T12:00:00Z", "source": "ecb_reference"}))],
    response=("The Nomad 24 from Cascade Tiny Homes lists at CA$89,500 with the trailer included. At today's "
              "rate of 0.7142 USD per CAD, that's about **US$63,921**. Shipping and cross-border duties "
              "aren't included in that figure."))

run(id="b62-thb-bluebird-profile", domain=D, label="clean", category="magnitude_rescaling",
    start="08:31:55", model=MINI,
    prompt="How big an outfit is Bluebird Tiny Homes? Are they established?",
    rounds=[R(C("get_builder_profile", {"builder_id": "bluebird-tiny-homes"},
              {"data": {"name": "Bluebird Tiny Homes", "founded": 2014, "homes_delivered": 1240,
                        "annual_revenue_usd": 14600000, "employees": 57,
                        "certifications": ["NOAH", "RVIA"]}}))],
    response=("Pretty established. Bluebird Tiny Homes was founded in 2014, has delivered about 1.2 thousand "
              "homes, reports roughly $14.6M in annual revenue and has 57 employees. They're NOAH and RVIA "
              "certified, which helps with financing and RV-park acceptance."))

run(id="b62-thb-wildwood-walkthrough", domain=D, label="clean", category="clock_times",
    start="16:02:37", model=GPT,
    prompt="When's my build walkthrough with Wildwood Tiny Homes, and how long is it? Customer number cus_88213.",
    rounds=[R(C("get_appointment", {"customer_id": "cus_88213", "builder": "wildwood"},
              {"data": {"appointment_id": "apt_5521", "type": "build_walkthrough",
                        "start": "2026-11-20T21:40:00Z", "end": "2026-11-20T22:25:00Z",
                        "location": "Wildwood shop, Bay 3"}}))],
    response=("Your build walkthrough with Wildwood is tonight, Nov 20, from 9:40 PM to 10:25 PM UTC - "
              "45 minutes - at the Wildwood shop, Bay 3."))

run(id="b62-thb-sparrow20-weight", domain=D, label="flawed", category="contradiction",
    expected_cause="contradiction", start="13:48:02", model=SONNET4,
    prompt="What's the dry weight of the Sparrow 20 from Nestwell, and can my F-150 tow it? It's rated for 8,000 lb.",
    rounds=[R(C("get_model_specs", {"builder": "nestwell", "model": "Sparrow 20"},
              {"data": {"model": "Sparrow 20", "dry_weight_lb": 7400, "gvwr_lb": 10000, "length_ft": 20,
                        "width_ft": 8.5, "height_ft": 13.5, "axles": 2}}))],
    response=("The Sparrow 20 has a dry weight of 6,400 lb and a GVWR of 10,000 lb; it's 20 ft long, 8.5 ft "
              "wide and 13.5 ft tall on two axles.\n\nDry, it sits under your F-150's 8,000-lb rating, but "
              "once it's loaded toward its GVWR it would exceed it - for regular moves I'd look at a "
              "3/4-ton truck or a professional tiny-home hauler."))

run(id="b62-thb-wren18-stock", domain=D, label="flawed", category="unacknowledged_error",
    expected_cause="unacknowledged_error", start="10:40:18", model=GPT,
    prompt="Is the Wren 18 from Little Oak Builders in stock for delivery before February?",
    rounds=[R(C("check_inventory", {"builder": "little-oak", "model": "Wren 18", "deliver_by": "2027-02-01"},
              error="503 Service Unavailable: inventory service is down for scheduled maintenance"))],
    response=("Good news - the Wren 18 from Little Oak Builders is available and can be delivered before "
              "February. Want me to start an order for you?"))

run(id="b62-thb-summit-lead-time", domain=D, label="flawed", category="retry_loop",
    expected_cause="retry_loop", start="14:55:03", model=MINI,
    prompt="Get me the current lead time for a custom 28-ft build from Summit Tiny Co.",
    rounds=[R(C("get_lead_time", {"builder": "summit-tiny-co", "length_ft": 28, "custom": True},
                error="429 Too Many Requests: rate limit exceeded, retry after 30s"),
              *[C("get_lead_time", {"builder": "summit-tiny-co", "length_ft": 28, "custom": True},
                  error="429 Too Many Requests: rate limit exceeded, retry after 30s", retry=k)
                for k in range(2, 8)])],
    response=("I wasn't able to get a lead time from Summit Tiny Co. - their system kept rate-limiting my "
              "requests. Try again in a little while, or I can ask them by email."))

# ---------------------------------------------------------------- log cabin kits
D = "log_cabin_kits"

run(id="b62-lck-timberline-imperial", domain=D, label="clean", category="unit_conversion",
    start="09:58:44", model=GPT,
    prompt="How heavy is the Timberline 1200 kit in pounds, and what's the floor area in square feet?",
    rounds=[R(C("get_kit_specs", {"kit_id": "TL-1200"},
              {"data": {"kit_id": "TL-1200", "name": "Timberline 1200", "shipping_weight_kg": 14500,
                        "floor_area_m2": 111.5, "log_diameter_mm": 200, "wood": "Nordic spruce"}}))],
    response=("The Timberline 1200 ships at 14,500 kg, which is about 31,970 lb. Floor area is 111.5 m2, "
              "about 1,200 sq ft. The logs are 200 mm (about 7.9 in) Nordic spruce."))

run(id="b62-lck-northwoods-freight", domain=D, label="clean", category="chained_tools",
    start="11:06:12", model=SONNET,
    prompt="Find the cheapest 2-bedroom kit from Northwoods Log Homes and tell me what freight to zip 59715 would be.",
    rounds=[R(C("search_kits", {"manufacturer": "northwoods", "bedrooms": 2, "sort": "price_asc", "limit": 3},
              {"results": [{"kit_id": "NW-2B-840", "name": "Aspen 840", "price_usd": 48900, "weight_lb": 26800},
                           {"kit_id": "NW-2B-960", "name": "Birch 960", "price_usd": 55250, "weight_lb": 30100},
                           {"kit_id": "NW-2B-1100", "name": "Cedar 1100", "price_usd": 61400, "weight_lb": 34500}],
               "count": 3})),
            R(C("get_freight_quote", {"kit_id": "NW-2B-840", "destination_zip": "59715", "weight_lb": 26800},
              {"data": {"quote_id": "FQ-230914", "carrier": "Big Sky Freight", "cost_usd": 3870,
                        "transit_days": 6, "trucks": 2},
               "meta": {"valid_until": "2026-12-04"}}))],
    response=("The cheapest 2-bedroom from Northwoods is the Aspen 840 (NW-2B-840) at $48,900.\n\n"
              "Freight to 59715 with Big Sky Freight is $3,870 - 2 trucks, about 6 days in transit "
              "(quote FQ-230914, valid until Dec 4). That puts it at $52,770 delivered."))

run(id="b62-lck-lakeside-march", domain=D, label="clean", category="retried_timeout_right_answer",
    start="15:17:26", model=GPT,
    prompt="Can the Lakeside 1500 kit ship in March?",
    rounds=[R(C("check_availability", {"kit_id": "LS-1500", "ship_month": "2027-03"},
                error="TimeoutError: upstream ERP did not respond within 10s", duration=10.0),
              C("check_availability", {"kit_id": "LS-1500", "ship_month": "2027-03"},
                {"data": {"kit_id": "LS-1500", "ship_month": "2027-03", "available": True,
                          "slots_remaining": 2, "deposit_required_usd": 5000}}, retry=2))],
    response=("Yes - the first check timed out, but the retry confirmed the Lakeside 1500 can ship in "
              "March 2027. There are 2 production slots left, and a $5,000 deposit holds one."))

run(id="b62-lck-ridgeline-price", domain=D, label="flawed", category="wrong_entity",
    expected_cause="wrong_entity", start="12:51:39", model=MINI,
    prompt="What's the price of the Ridgeline 1800 log cabin kit?",
    rounds=[R(C("get_kit_specs", {"kit_id": "RL-1600"},
              {"data": {"kit_id": "RL-1600", "name": "Ridgeline 1600", "price_usd": 72400,
                        "bedrooms": 3, "bathrooms": 2, "lead_time_weeks": 14}}))],
    response=("The Ridgeline 1800 kit is $72,400. It's a 3-bedroom, 2-bath layout with a lead time of "
              "about 14 weeks."))

run(id="b62-lck-hunter700-roof", domain=D, label="flawed", category="ignored_output",
    expected_cause="ignored_tool_output", start="10:22:58", model=SONNET4,
    prompt="Does the Hunter 700 kit come with the roof system, or is that extra?",
    rounds=[R(C("get_kit_inclusions", {"kit_id": "HT-700"},
              {"data": {"kit_id": "HT-700",
                        "included": ["wall logs", "gable logs", "windows", "exterior doors", "fasteners",
                                     "construction drawings"],
                        "not_included": ["roof system", "foundation", "interior doors", "flooring"],
                        "add_ons": [{"sku": "HT-700-RF", "name": "Roof package", "price_usd": 9850}]}}))],
    response=("Good news: the Hunter 700 is a complete shell kit. Walls, gables, the roof system, windows "
              "and exterior doors all come in the package, along with fasteners and construction drawings, "
              "so you won't need to source a roof separately. You'd still need a foundation."))

run(id="b62-lck-alpine-snow-load", domain=D, label="flawed", category="overconfident_wording",
    expected_cause="overconfident_wording", start="13:33:07", model=GPT,
    prompt="Will the Alpine 1000 kit pass snow load code in Truckee, CA?",
    rounds=[R(C("get_kit_specs", {"kit_id": "AP-1000"},
              {"data": {"kit_id": "AP-1000", "roof_snow_load_psf": 90,
                        "engineering": "stamped drawings available for CA, NV, OR",
                        "notes": "Final compliance depends on local jurisdiction review; heavier loads available "
                                 "with the reinforced rafter option."}}))],
    response=("Absolutely - the Alpine 1000 is rated for a 90 psf roof snow load and comes with stamped "
              "California drawings, so it is guaranteed to pass Truckee's snow load code. You won't have "
              "any trouble with the permit."))

# ---------------------------------------------------------------- shed installers
D = "shed_installers"

run(id="b62-shed-orchard-booking", domain=D, label="clean", category="action_receipt",
    start="09:27:13", model=SONNET,
    prompt="Book the install for my 10x12 gable shed at 44 Orchard Rd on Dec 3, morning slot please.",
    rounds=[R(C("book_installation", {"product": "10x12 gable", "address": "44 Orchard Rd",
                                      "date": "2026-12-03", "slot": "morning"},
              {"data": {"booking_id": "INS-77C3-2209", "status": "confirmed", "crew": "Crew 4",
                        "window": "08:00-12:00", "date": "2026-12-03",
                        "site_prep_required": "level gravel pad"},
               "meta": {"request_id": "r-19f0"}}))],
    response=("Done - your 10x12 gable shed install at 44 Orchard Rd is confirmed for Thursday, Dec 3, "
              "between 8 AM and noon with Crew 4. Booking ID: INS-77C3-2209. Please have a level gravel "
              "pad ready before they arrive."))

run(id="b62-shed-job-duration", domain=D, label="clean", category="time_difference",
    start="10:48:29", model=GPT,
    prompt="How long did the crew actually spend on job JOB-5512 yesterday?",
    rounds=[R(C("get_job_log", {"job_id": "JOB-5512"},
              {"data": {"job_id": "JOB-5512", "crew_size": 2,
                        "events": [{"type": "arrived", "at": "2026-11-19T13:05:00Z"},
                                   {"type": "anchoring_complete", "at": "2026-11-19T15:20:00Z"},
                                   {"type": "departed", "at": "2026-11-19T18:50:00Z"}]}}))],
    response=("The crew was on site for 5 hours 45 minutes yesterday: they arrived at 1:05 PM and left at "
              "6:50 PM (UTC), with anchoring done by 3:20 PM. With a 2-person crew that's 11.5 labor-hours."))

run(id="b62-shed-quote-compare", domain=D, label="clean", category="difference_and_percentage",
    start="17:09:51", model=MINI,
    prompt="Compare the two quotes I got for a 12x16 - Backyard Builders vs ShedPro. My customer id is cus_4410.",
    rounds=[R(C("get_quotes", {"customer_id": "cus_4410", "size": "12x16"},
              {"quotes": [{"installer": "Backyard Builders", "quote_id": "Q-1187", "total_usd": 8450},
                          {"installer": "ShedPro", "quote_id": "Q-1192", "total_usd": 7605}],
               "count": 2}))],
    response=("| Installer | Quote | Total |\n|---|---|---|\n| Backyard Builders | Q-1187 | $8,450 |\n"
              "| ShedPro | Q-1192 | $7,605 |\n\nShedPro is $845 cheaper - 10% less than Backyard Builders."))

run(id="b62-shed-evergreen-no-tools", domain=D, label="flawed", category="confident_claims_without_tools",
    expected_cause="unsupported_claim", start="12:36:00", model=GPT,
    prompt="How much does Evergreen Sheds charge for a 10x14 installed, and how soon can they come out?",
    rounds=[],
    response=("Evergreen Sheds charges $6,250 for a 10x14 installed, including the gravel pad. Their next "
              "opening is Tuesday, Dec 1 - they're typically booked about 11 days out."))

run(id="b62-shed-birch-permit", domain=D, label="flawed", category="state_contradiction",
    expected_cause="contradiction", start="14:42:16", model=SONNET4,
    prompt="Did the permit for my shed at 9 Birch Lane get approved? The install is Monday.",
    rounds=[R(C("get_permit_status", {"address": "9 Birch Lane", "permit_type": "accessory_structure"},
              {"data": {"permit_id": "BP-2026-04471", "status": "under_review", "approved": False,
                        "submitted": "2026-11-09", "reviewer_note": "Site plan needs setback dimensions"}}))],
    response=("Your permit BP-2026-04471 for 9 Birch Lane (submitted Nov 9) has cleared review, so Monday's "
              "install can go ahead as planned."))

run(id="b62-shed-amish-colors", domain=D, label="flawed", category="missing_output",
    expected_cause="missing_tool_output", start="11:19:40", model=GPT,
    prompt="What siding colors does Amish Country Sheds offer on the 8x10 vinyl shed?",
    rounds=[R(C("get_product_options", {"installer": "amish-country-sheds", "model": "8x10 vinyl"},
                MISSING, duration=4.2))],
    response=("For the 8x10 vinyl shed, Amish Country Sheds offers siding in Clay, Pebble, Sage, Gray and "
              "White, with black or brown architectural shingles."))

# ---------------------------------------------------------------- greenhouse kits
D = "greenhouse_kits"

run(id="b62-gh-polar-fahrenheit", domain=D, label="clean", category="unit_conversion",
    start="08:44:22", model=SONNET,
    prompt="What's the lowest temperature the Polar 8x12 greenhouse kit is rated for, in Fahrenheit? And how windy can it get?",
    rounds=[R(C("get_kit_specs", {"sku": "PLR-812"},
              {"data": {"sku": "PLR-812", "name": "Polar 8x12", "min_rated_temp_c": -25,
                        "snow_load_kg_m2": 120, "wind_rating_kmh": 110,
                        "panel": "10mm twin-wall polycarbonate"}}))],
    response=("The Polar 8x12 is rated down to -25 C, which is -13 F. It's rated for winds up to 110 km/h "
              "(about 68 mph) and a snow load of 120 kg/m2 (about 24.6 lb/ft2), with 10 mm twin-wall "
              "polycarbonate panels."))

run(id="b62-gh-order-tracking-case", domain=D, label="clean", category="identifier_case",
    start="13:02:48", model=MINI,
    prompt="track order gh-20931-b for me",
    rounds=[R(C("get_order_status", {"order_id": "GH-20931-B"},
              {"data": {"order_id": "GH-20931-B", "status": "shipped", "carrier": "UPS",
                        "tracking": "1Z9X47A20312345678", "boxes": 3, "eta": "2026-11-24"}}))],
    response=("Your order gh-20931-b has shipped with UPS in 3 boxes - tracking 1Z 9X4 7A2 03 1234 5678 - "
              "and should arrive Tuesday, Nov 24."))

run(id="b62-gh-top3-under-2000", domain=D, label="clean", category="summary_of_list",
    start="15:51:05", model=GPT,
    prompt="What are the three best-rated greenhouse kits under $2,000?",
    rounds=[R(C("search_kits", {"max_price_usd": 2000, "sort": "rating_desc", "limit": 6},
              {"results": [{"sku": "HRV-6x8", "name": "Harvest 6x8", "price_usd": 1149, "rating": 4.8, "reviews": 612},
                           {"sku": "SOL-8x10", "name": "Solstice 8x10", "price_usd": 1899, "rating": 4.7, "reviews": 288},
                           {"sku": "PLR-66", "name": "Polar 6x6", "price_usd": 899, "rating": 4.6, "reviews": 1043},
                           {"sku": "GRD-4x6", "name": "Gardener 4x6", "price_usd": 549, "rating": 4.4, "reviews": 2210},
                           {"sku": "CNY-8x8", "name": "Canopy 8x8", "price_usd": 1599, "rating": 4.2, "reviews": 175},
                           {"sku": "MIN-3x4", "name": "Mini 3x4", "price_usd": 329, "rating": 4.1, "reviews": 930}],
               "total": 14, "next_cursor": "eyJvIjo2fQ"}))],
    response=("Top three by rating under $2,000:\n\n| Kit | Price | Rating |\n|---|---|---|\n"
              "| Harvest 6x8 | $1,149 | 4.8 (612 reviews) |\n| Solstice 8x10 | $1,899 | 4.7 (288 reviews) |\n"
              "| Polar 6x6 | $899 | 4.6 (1,043 reviews) |\n\nIf space matters, the Solstice is the biggest of the three."))

run(id="b62-gh-solstice-stock", domain=D, label="flawed", category="stale_data",
    expected_cause="stale_data", start="10:13:33", model=GPT,
    prompt="Is the Solstice 8x10 in stock right now, and what's it going for?",
    rounds=[R(C("get_stock_level", {"sku": "SOL-8x10"},
              {"data": {"sku": "SOL-8x10", "in_stock": True, "qty": 37, "price_usd": 1899},
               "meta": {"snapshot_at": "2026-09-02T06:00:00Z", "source": "warehouse_feed_nightly"}}))],
    response="Yes - the Solstice 8x10 is in stock right now, with 37 units on hand at $1,899.")

run(id="b62-gh-harvest-vents", domain=D, label="flawed", category="unacknowledged_error",
    expected_cause="unacknowledged_error", start="16:27:19", model=SONNET4,
    prompt="Do you have replacement roof vents for the Harvest 6x8?",
    rounds=[R(C("search_parts", {"kit_sku": "HRV-6x8", "part_type": "roof_vent"},
              {"data": {"parts": [], "total": 0}, "meta": {"query_ms": 41}}))],
    response=("Yes - replacement roof vents for the Harvest 6x8 are available, and the automatic wax-cylinder "
              "vent opener fits it too. You can add either to your cart from the parts page."))

run(id="b62-gh-coastal-wind", domain=D, label="flawed", category="llm_loop",
    expected_cause="llm_loop", start="12:08:57", model=MINI,
    prompt="Which greenhouse kit holds up best in a windy coastal yard?",
    rounds=[R(C("search_kits", {"wind_rating_min_kmh": 100, "sort": "wind_rating_desc", "limit": 5},
              {"results": [{"sku": "PLR-812", "name": "Polar 8x12", "wind_rating_kmh": 110, "frame": "powder-coated aluminum", "price_usd": 2349},
                           {"sku": "SOL-8x10", "name": "Solstice 8x10", "wind_rating_kmh": 100, "frame": "galvanized steel", "price_usd": 1899}],
               "total": 2, "next_cursor": None})),
            {"llm_repeat": 9, "usage": (1184, 212)}],
    response=("For a windy coastal yard I'd pick the Polar 8x12: it's rated for 110 km/h winds and has a "
              "powder-coated aluminum frame that stands up to salt air. The Solstice 8x10 (100 km/h, "
              "galvanized steel) is the cheaper runner-up at $1,899."))

# ---------------------------------------------------------------- pergola builders
D = "pergola_builders"

run(id="b62-perg-oak-beam-labor", domain=D, label="clean", category="nights_times_rate",
    start="09:03:31", model=GPT,
    prompt="What will labor cost for the 14x18 cedar pergola from Oak & Beam?",
    rounds=[R(C("get_labor_estimate", {"builder": "oak-and-beam", "design": "cedar 14x18"},
              {"data": {"crew_days": 3, "crew_size": 2, "day_rate_usd": 1150, "materials_usd": None,
                        "notes": "day rate is per crew, not per person"}}))],
    response=("Labor for the 14x18 cedar pergola from Oak & Beam: 3 crew days x $1,150/day = **$3,450**. "
              "The day rate covers the whole 2-person crew. Materials aren't in this estimate yet."))

run(id="b62-perg-shade-masters-failure", domain=D, label="clean", category="honest_failure_report",
    start="14:17:45", model=SONNET,
    prompt="Can you get me a quote from Shade Masters for a 12x16 aluminum louvered pergola?",
    rounds=[R(C("request_quote", {"builder": "shade-masters", "type": "aluminum_louvered", "width_ft": 12, "depth_ft": 16},
                error="BUILDER_NOT_ACCEPTING: Shade Masters is not accepting new quote requests until 2027-01-15"))],
    response=("I couldn't get that quote - Shade Masters' system rejected the request because they aren't "
              "taking new quote requests until January 15, 2027. I can try another aluminum louvered "
              "pergola builder if you'd like."))

run(id="b62-perg-haven-per-sqft", domain=D, label="clean", category="ratio_and_rounding",
    start="11:58:02", model=GPT,
    prompt="What's the per-square-foot price on the Haven Pergolas quote HVN-Q-3318?",
    rounds=[R(C("get_quote", {"quote_id": "HVN-Q-3318"},
              {"data": {"quote_id": "HVN-Q-3318", "builder": "Haven Pergolas", "width_ft": 12, "depth_ft": 16,
                        "subtotal_usd": 8775.94, "tax_usd": 711.56, "total_usd": 9487.5}}))],
    response=("Haven's quote HVN-Q-3318 is $9,487.50 for a 12 x 16 ft pergola (192 sq ft), so about "
              "$49.41 per sq ft with tax. Before tax ($8,775.94) it's about $45.71 per sq ft."))

run(id="b62-perg-sunline-boise", domain=D, label="flawed", category="wrong_entity",
    expected_cause="wrong_entity", start="10:31:24", model=MINI,
    prompt="What's the earliest install date Sunline Pergolas has for me in Boise?",
    rounds=[R(C("get_availability", {"builder": "sunline-pergolas", "city": "Bozeman"},
              {"data": {"city": "Bozeman", "earliest_install": "2026-12-08", "crews_available": 1}}))],
    response="Sunline Pergolas' earliest install date for you in Boise is Tuesday, Dec 8, with one crew available.")

run(id="b62-perg-cedar-craft-deposit", domain=D, label="flawed", category="contradiction",
    expected_cause="contradiction", start="15:04:50", model=SONNET4,
    prompt="How much is the deposit on my Cedar Craft pergola order CC-6620, and when is it due?",
    rounds=[R(C("get_order", {"order_id": "CC-6620"},
              {"data": {"order_id": "CC-6620", "total_usd": 11800, "deposit_pct": 30, "deposit_usd": 3540,
                        "deposit_due": "2026-11-27", "balance_due": "on completion"}}))],
    response=("Your deposit on order CC-6620 is $3,540 (30% of $11,800), due Nov 24. The remaining $8,260 "
              "is due on completion."))

run(id="b62-perg-timber-frame-warranty", domain=D, label="flawed", category="ignored_output",
    expected_cause="ignored_tool_output", start="16:40:11", model=GPT,
    prompt="Does Timber Frame Co. offer a warranty on their pergolas?",
    rounds=[R(C("get_builder_policies", {"builder": "timber-frame-co"},
              {"data": {"builder": "Timber Frame Co.",
                        "warranty": {"structural_years": 10, "finish_years": 2, "transferable": False},
                        "cancellation": "48h notice"}}))],
    response=("I couldn't find any warranty details for Timber Frame Co. - it may be worth asking them "
              "directly before you sign anything."))

# ---------------------------------------------------------------- deck staining
D = "deck_staining"

run(id="b62-deck-ridgeline-gallons", domain=D, label="clean", category="unit_conversion",
    start="13:11:36", model=GPT,
    prompt="How much stain do I need for a 450 sq ft deck with two coats of Ridgeline semi-transparent, and what's the cheapest way to buy it?",
    rounds=[R(C("get_product", {"sku": "RDG-ST-SEMI"},
              {"data": {"sku": "RDG-ST-SEMI", "name": "Ridgeline Semi-Transparent",
                        "coverage_sqft_per_gal": {"first_coat": 200, "second_coat": 300},
                        "containers": [{"size_l": 3.78, "price_usd": 58.97},
                                       {"size_l": 18.9, "price_usd": 259.0}]}}))],
    response=("For 450 sq ft with two coats:\n- First coat: 2.25 gal (200 sq ft/gal)\n"
              "- Second coat: 1.5 gal (300 sq ft/gal)\n\nThat's 3.75 gallons total, about 14.2 L. The "
              "cheapest way is four 3.78 L (1 gal) cans at $58.97 each = $235.88, versus $259.00 for the "
              "18.9 L (5 gal) pail."))

run(id="b62-deck-elm-retry-booking", domain=D, label="clean", category="retried_error_right_answer",
    start="17:22:08", model=SONNET,
    prompt="Schedule a stain job for my deck at 310 Elm St on Saturday the 28th.",
    rounds=[R(C("schedule_job", {"address": "310 Elm St", "service": "deck_stain", "date": "2026-11-28"},
                error="409 Conflict: slot lock held by another request; retry"),
              C("schedule_job", {"address": "310 Elm St", "service": "deck_stain", "date": "2026-11-28"},
                {"data": {"job_id": "DS-88412", "date": "2026-11-28", "arrival_window": "09:00-11:00",
                          "crew": "Team B", "status": "scheduled"}}, retry=2))],
    response=("You're scheduled: deck staining at 310 Elm St on Saturday, Nov 28, with Team B arriving "
              "between 9 and 11 AM. Job ID DS-88412. (The first booking attempt hit a temporary conflict; "
              "the retry went through.)"))

run(id="b62-deck-deckrenew-area", domain=D, label="clean", category="values_from_prompt",
    start="08:37:50", model=MINI,
    prompt="My deck is 16 by 24 feet. What would a full strip-and-stain cost with DeckRenew at their per-square-foot price?",
    rounds=[R(C("get_pricing", {"company": "deckrenew", "service": "strip_and_stain"},
              {"data": {"service": "strip_and_stain", "price_per_sqft_usd": 3.25, "minimum_charge_usd": 900}}))],
    response=("16 x 24 ft is 384 sq ft. At DeckRenew's $3.25/sq ft for strip-and-stain, that comes to "
              "$1,248 - above their $900 minimum, so $1,248 is what you'd pay."))

run(id="b62-deck-arrival-window", domain=D, label="flawed", category="invented_number",
    expected_cause="unsupported_claim", start="14:06:27", model=GPT,
    prompt="When's the crew coming tomorrow for job DS-88107?",
    rounds=[R(C("get_job", {"job_id": "DS-88107"},
              {"data": {"job_id": "DS-88107", "date": "2026-11-21", "status": "scheduled", "crew": "Team A",
                        "arrival_window": None, "dispatch_note": "Window assigned by 18:00 the day before"}}))],
    response="Team A is on for tomorrow, Nov 21, and should arrive between 8:00 and 10:00 AM.")

run(id="b62-deck-cancel-window", domain=D, label="flawed", category="unacknowledged_error",
    expected_cause="unacknowledged_error", start="11:33:14", model=SONNET4,
    prompt="Cancel my stain appointment DS-87990, I'm going to do it myself.",
    rounds=[R(C("cancel_job", {"job_id": "DS-87990", "reason": "customer_diy"},
                error="CANCEL_WINDOW_CLOSED: jobs within 48 hours of start cannot be cancelled online; call dispatch at (503) 555-0148"))],
    response="Done - appointment DS-87990 has been cancelled. Good luck with the DIY job!")

run(id="b62-deck-cedarline-price-loop", domain=D, label="flawed", category="retry_loop",
    expected_cause="retry_loop", start="09:49:03", model=MINI,
    prompt="What's the price of the 5-gallon Cedarline solid stain?",
    rounds=[R(C("get_price", {"sku": "CDL-SOLID-5G"},
                {"data": {"sku": "CDL-SOLID-5G", "price_usd": 219.0, "currency": "USD", "in_stock": True}}))
            for _ in range(6)],
    response="The 5-gallon Cedarline solid stain is $219.00, and it's in stock.")

# ---------------------------------------------------------------- fence painting
D = "fence_painting"

run(id="b62-fence-week-unassigned", domain=D, label="clean", category="count_of_items",
    start="07:58:40", model=GPT,
    prompt="How many fence painting jobs do we have booked this week, and how many still have nobody assigned?",
    rounds=[R(C("list_jobs", {"week": "2026-W47", "status": ["booked"]},
              {"data": {"jobs": [{"id": "FP-301", "assigned_to": "Marco"}, {"id": "FP-302", "assigned_to": None},
                                 {"id": "FP-305", "assigned_to": "Lena"}, {"id": "FP-307", "assigned_to": None},
                                 {"id": "FP-309", "assigned_to": "Marco"}, {"id": "FP-311", "assigned_to": None},
                                 {"id": "FP-312", "assigned_to": "Lena"}]},
               "meta": {"page": 1, "total_pages": 1}}))],
    response=("7 jobs are booked this week, and 3 still have nobody assigned: FP-302, FP-307 and FP-311. "
              "Marco and Lena have 2 each."))

run(id="b62-fence-colorpro-estimate", domain=D, label="clean", category="chained_tools",
    start="12:25:17", model=SONNET,
    prompt="Price out painting my 180-linear-foot fence, 6 ft tall, both sides, with ColorPro.",
    rounds=[R(C("get_rate", {"company": "colorpro", "service": "fence_paint"},
              {"data": {"rate_per_sqft_usd": 1.85, "min_job_usd": 650}})),
            R(C("create_estimate", {"company": "colorpro", "area_sqft": 2160, "rate_per_sqft_usd": 1.85},
              {"data": {"estimate_id": "EST-55102", "area_sqft": 2160, "labor_usd": 3996.0, "paint_usd": 540.0,
                        "prep_usd": 324.0, "total_usd": 4860.0}}))],
    response=("180 ft x 6 ft x 2 sides = 2,160 sq ft. ColorPro's estimate EST-55102:\n"
              "- Labor: $3,996.00 (at $1.85/sq ft)\n- Paint: $540.00\n- Prep: $324.00\n\n**Total: $4,860.00**"))

run(id="b62-fence-picket-invoice", domain=D, label="clean", category="minor_units",
    start="16:13:09", model=GPT,
    prompt="What's still owed on invoice PP-INV-1043 from Picket Perfect?",
    rounds=[R(C("get_invoice", {"invoice_id": "PP-INV-1043"},
              {"data": {"invoice_id": "PP-INV-1043", "total_cents": 284500,
                        "payments": [{"date": "2026-10-30", "amount_cents": 100000},
                                     {"date": "2026-11-13", "amount_cents": 92500}],
                        "balance_cents": 92000, "due_date": "2026-12-01"}}))],
    response=("Invoice PP-INV-1043 was $2,845.00. You've paid $1,000.00 (Oct 30) and $925.00 (Nov 13), "
              "so **$920.00** is still owed, due Dec 1."))

run(id="b62-fence-austin-rates", domain=D, label="flawed", category="stale_data",
    expected_cause="stale_data", start="13:57:55", model=MINI,
    prompt="What's the going rate for fence painting per linear foot in Austin right now?",
    rounds=[R(C("get_market_rates", {"service": "fence_painting", "metro": "Austin, TX"},
              {"data": {"metro": "Austin, TX", "median_per_linear_ft_usd": 4.1, "p25": 3.2, "p75": 5.35,
                        "sample_size": 212},
               "meta": {"period": "2026-Q1", "published": "2026-04-15"}}))],
    response=("Right now in Austin, fence painting runs about $4.10 per linear foot (median), with most "
              "quotes landing between $3.20 and $5.35."))

run(id="b62-fence-reschedule-id", domain=D, label="flawed", category="wrong_id_reported",
    expected_cause="wrong_entity", start="10:58:36", model=SONNET4,
    prompt="Move job FP-309 to Monday.",
    rounds=[R(C("reschedule_job", {"job_id": "FP-309", "date": "2026-11-23"},
              {"data": {"job_id": "FP-309", "old_date": "2026-11-21", "new_date": "2026-11-23",
                        "status": "rescheduled"}}))],
    response="Done - job FP-308 is moved from Saturday, Nov 21 to Monday, Nov 23.")

run(id="b62-fence-pine-paint-loop", domain=D, label="flawed", category="llm_loop",
    expected_cause="llm_loop", start="15:36:48", model=GPT,
    prompt="Which paint should I use on a pressure-treated pine fence in full sun?",
    rounds=[R(C("get_product_recommendations", {"surface": "pressure_treated_pine", "exposure": "full_sun"},
              {"results": [{"product": "ShieldCoat Exterior Acrylic Solid", "type": "100% acrylic", "recoat_years": 7,
                            "note": "wait 6-8 weeks after install for new PT lumber"},
                           {"product": "Barnside Oil-Modified Fence Paint", "type": "oil-modified", "recoat_years": 5}],
               "count": 2})),
            {"llm_repeat": 10, "usage": (1326, 187)}],
    response=("Go with ShieldCoat Exterior Acrylic Solid - it's a 100% acrylic that holds up best in full "
              "sun, with about 7 years between recoats. If the pine is new, wait 6-8 weeks before "
              "painting so it can dry out."))

# ---------------------------------------------------------------- garage door repair
D = "garage_door_repair"

run(id="b62-gd-spring-appointment", domain=D, label="clean", category="clock_times",
    start="18:04:12", model=SONNET,
    prompt="When is the tech coming for my broken spring (ticket GDR-40215), and how long will it take?",
    rounds=[R(C("get_appointment", {"ticket": "GDR-40215"},
              {"data": {"ticket": "GDR-40215", "issue": "torsion spring broken",
                        "window_start": "2026-11-21T15:00:00Z", "window_end": "2026-11-21T17:00:00Z",
                        "est_duration_min": 90, "tech": "R. Alvarez"}}))],
    response=("R. Alvarez is coming tomorrow (Saturday, Nov 21) between 3:00 and 5:00 PM UTC for the "
              "torsion spring. The repair should take about 1.5 hours."))

run(id="b62-gd-remote-order", domain=D, label="clean", category="action_receipt",
    start="09:40:57", model=GPT,
    prompt="Order a replacement remote for my LiftMaster 8500W and have it shipped standard.",
    rounds=[R(C("find_compatible_remote", {"opener_model": "LiftMaster 8500W"},
              {"results": [{"sku": "LM-893MAX", "name": "LiftMaster 893MAX 3-Button Remote", "price_usd": 44.99}],
               "count": 1})),
            R(C("place_order", {"sku": "LM-893MAX", "qty": 1, "shipping": "standard"},
              {"data": {"order_id": "ORD-7Q2-55810", "status": "confirmed", "subtotal_usd": 44.99,
                        "shipping_usd": 5.95, "total_usd": 50.94, "est_delivery": "2026-11-25"}}))],
    response=("Ordered: the LiftMaster 893MAX 3-Button Remote, which is compatible with your 8500W.\n"
              "Order ORD-7Q2-55810 - $44.99 + $5.95 shipping = $50.94, arriving around Wednesday, Nov 25."))

run(id="b62-gd-insulated-difference", domain=D, label="clean", category="difference_and_percentage",
    start="14:29:33", model=MINI,
    prompt="How much more is the insulated 2-car door than the non-insulated one from Overhead Pro?",
    rounds=[R(C("get_door_prices", {"vendor": "overhead-pro", "size": "16x7"},
              {"data": {"items": [{"model": "Classic Steel 16x7", "insulated": False, "r_value": 0,
                                   "installed_price_usd": 1680},
                                  {"model": "Classic Steel Insulated 16x7", "insulated": True, "r_value": 12.9,
                                   "installed_price_usd": 2315}]}}))],
    response=("The insulated Classic Steel 16x7 (R-12.9) is $2,315 installed versus $1,680 for the "
              "non-insulated one: $635 more, roughly 38% higher."))

run(id="b62-gd-part-arrived", domain=D, label="flawed", category="state_contradiction",
    expected_cause="contradiction", start="11:44:05", model=GPT,
    prompt="Is the part for my opener repair in yet? Ticket GDR-40388.",
    rounds=[R(C("get_ticket", {"ticket": "GDR-40388"},
              {"data": {"ticket": "GDR-40388", "status": "awaiting_part",
                        "part": {"sku": "CH-41A5066", "name": "Drive gear kit", "received": False,
                                 "eta": "2026-11-25"}}}))],
    response=("Yes, the drive gear kit (CH-41A5066) for ticket GDR-40388 has come in, so we can get your "
              "repair on the schedule. Want me to book a visit?"))

run(id="b62-gd-genie-warranty", domain=D, label="flawed", category="ignored_output",
    expected_cause="ignored_tool_output", start="16:52:21", model=SONNET4,
    prompt="Does my Genie opener's warranty cover the logic board? Serial GN-3024-77815.",
    rounds=[R(C("get_warranty", {"serial": "GN-3024-77815"},
              {"data": {"serial": "GN-3024-77815", "model": "Genie StealthDrive 750", "purchase_date": "2023-05-14",
                        "coverage": [{"component": "motor", "term": "lifetime", "active": True},
                                     {"component": "parts_including_logic_board", "term_years": 5,
                                      "expires": "2028-05-14", "active": True},
                                     {"component": "labor", "term_years": 1, "expires": "2024-05-14",
                                      "active": False}]}}))],
    response=("Unfortunately your Genie opener is out of warranty - it was bought in May 2023 and that "
              "coverage has lapsed, so a logic board replacement would be out of pocket."))

run(id="b62-gd-cables-rollers-price", domain=D, label="flawed", category="missing_output",
    expected_cause="missing_tool_output", start="13:15:44", model=GPT,
    prompt="What does it cost to replace both cables and all the rollers on a 16-ft garage door?",
    rounds=[R(C("get_repair_price", {"service": "cables_and_rollers", "door_width_ft": 16},
                MISSING, duration=6.0))],
    response=("Replacing both cables and a full set of rollers on a 16-ft door runs $285, parts and labor "
              "included."))

# ---------------------------------------------------------------- gutter guard installs
D = "gutter_guard_installs"

run(id="b62-gg-leafshield-meters", domain=D, label="clean", category="unit_conversion",
    start="10:19:26", model=SONNET,
    prompt="My house has 46 meters of gutter. What would LeafShield MicroMesh cost at their per-foot rate?",
    rounds=[R(C("get_pricing", {"product": "leafshield-micromesh"},
              {"data": {"product": "LeafShield MicroMesh", "price_per_linear_ft_usd": 12.5, "min_job_usd": 1200}}))],
    response=("46 m of gutter is about 151 linear feet. At LeafShield MicroMesh's $12.50/ft that's roughly "
              "$1,886 - comfortably above their $1,200 minimum."))

run(id="b62-gg-callback-share", domain=D, label="clean", category="difference_and_percentage",
    start="17:45:39", model=GPT,
    prompt="What share of our installs this month had callbacks?",
    rounds=[R(C("get_install_stats", {"month": "2026-11"},
              {"data": {"month": "2026-11", "installs": 64, "callbacks": 8,
                        "callback_reasons": {"seam_leak": 5, "fascia_pull": 2, "other": 1}}}))],
    response=("12.5% - 8 of this month's 64 installs had a callback. Most were seam leaks (5), then fascia "
              "pulls (2) and 1 other."))

run(id="b62-gg-market-size", domain=D, label="clean", category="magnitude_rescaling",
    start="12:47:01", model=MINI,
    prompt="How big is the US gutter guard market this year, according to the industry report?",
    rounds=[R(C("get_market_report", {"segment": "gutter_guards", "region": "US", "year": 2026},
              {"data": {"market_size_usd": 1830000000, "yoy_growth_pct": 6.2, "installed_units": 2450000},
               "meta": {"report": "2026 Home Exterior Outlook", "published": "2026-10-02"}}))],
    response=("Per the 2026 Home Exterior Outlook (published Oct 2, 2026), the US gutter guard market is "
              "about $1.83 billion this year, up 6.2% year over year, with roughly 2.45 million installs."))

run(id="b62-gg-pros-quote-warranty", domain=D, label="flawed", category="invented_number",
    expected_cause="unsupported_claim", start="09:21:48", model=GPT,
    prompt="Get me a quote from GutterGuard Pros for 140 feet of guards.",
    rounds=[R(C("get_quote", {"company": "gutterguard-pros", "linear_ft": 140},
              {"data": {"quote_id": "GGP-Q-7719", "linear_ft": 140, "price_per_ft_usd": 9.75,
                        "total_usd": 1365.0, "valid_days": 30}}))],
    response=("GutterGuard Pros quoted $1,365 for 140 ft ($9.75/ft). Quote GGP-Q-7719 is valid for 30 days "
              "and comes with a 20-year clog-free warranty."))

run(id="b62-gg-hillcrest-booking", domain=D, label="flawed", category="unacknowledged_error",
    expected_cause="unacknowledged_error", start="15:12:30", model=SONNET,
    prompt="Book the gutter guard install for Dec 5 at 1207 Hillcrest Dr.",
    rounds=[R(C("book_install", {"address": "1207 Hillcrest Dr", "date": "2026-12-05"},
                error="SLOT_UNAVAILABLE: no crews available on 2026-12-05; nearest open dates: 2026-12-07, 2026-12-09"))],
    response=("All set - your gutter guard install at 1207 Hillcrest Dr is booked for Saturday, Dec 5. "
              "You'll get a confirmation email shortly."))

run(id="b62-gg-ice-dams", domain=D, label="flawed", category="overconfident_wording",
    expected_cause="overconfident_wording", start="11:02:17", model=GPT,
    prompt="Will gutter guards stop ice dams on my roof?",
    rounds=[R(C("get_product_faq", {"product": "leafshield-micromesh", "topic": "ice_dams"},
              {"data": {"topic": "ice_dams",
                        "summary": "MicroMesh reduces debris-related ice buildup in gutters; pairing it with the "
                                   "HeatTrace add-on reduced ice dam incidents by 70% in a 2025 field study of 120 homes.",
                        "caveats": ["Results depend on attic insulation and ventilation"]},
               "meta": {"source": "LeafShield support KB #412"}}))],
    response=("Yes. LeafShield MicroMesh with the HeatTrace add-on will definitely stop ice dams - in a "
              "120-home field study it cut ice dam incidents by 70%, so you can be certain your roof will "
              "stay ice-dam free this winter."))
