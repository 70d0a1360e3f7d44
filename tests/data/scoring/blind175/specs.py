"""Specs for the blind175 set: 10 costume-trade domains, 3 clean + 3 flawed runs each.

Written by hand by the blind175 tester (see README.md). The run date is Friday 2026-11-20.
Each flawed run carries one flaw; its comment says where it is.
"""

CAUSE = {
    "invented_number": "unsupported_claim",
    "contradiction": "contradiction",
    "state_contradiction": "contradiction",
    "wrong_entity": "wrong_entity",
    "wrong_id_reported": "wrong_entity",
    "stale_data": "stale_data",
    "ignored_output": "ignored_tool_output",
    "unacknowledged_error": "unacknowledged_error",
    "missing_output": "missing_tool_output",
    "retry_loop": "retry_loop",
    "llm_loop": "llm_loop",
}

CASES: list[dict] = []


def case(file, domain, cid, label, category, at, prompt, steps, response, style="openai"):
    CASES.append({
        "file": file, "domain": domain, "id": cid, "label": label, "category": category,
        "cause": CAUSE[category] if label == "flawed" else None,
        "at": at, "prompt": prompt, "steps": steps, "response": response, "style": style,
    })


def call(tool, args, output):
    return ("call", tool, args, output)


def err(tool, args, error, output=None, dur=1.2):
    return ("err", tool, args, error, output, dur)


# ---------------------------------------------------------------- costume rentals
F, D = "costume_rentals", "costume rentals"

case(F, D, "rent-flapper-three-days", "clean", "nights_times_rate", "09:14:05",
     "How much to rent the 1920s flapper dress, SKU FLP-2207, if I pick it up tomorrow and bring it back Tuesday?",
     [call("quote_rental", {"sku": "FLP-2207", "pickup_date": "2026-11-21", "return_date": "2026-11-24"},
           {"data": {"sku": "FLP-2207", "name": "1920s Beaded Flapper Dress (black/gold)", "daily_rate": 18.50,
                     "currency": "USD", "rental_days": 3, "pickup_date": "2026-11-21", "return_date": "2026-11-24",
                     "accessories_included": ["headband", "long pearl strand"]},
            "meta": {"request_id": "q_7f1c22", "priced_at": "2026-11-20T09:14:06Z"}})],
     "Picking up Sat Nov 21 and returning Tue Nov 24 counts as 3 rental days. At $18.50/day that's **$55.50** "
     "for the 1920s Beaded Flapper Dress (FLP-2207), and the headband and long pearl strand are included.")

case(F, D, "rent-pickup-window", "clean", "clock_times", "10:02:41",
     "When can I pick up my costume rental tomorrow? Reservation RSV-44810.",
     [call("get_reservation", {"reservation_id": "RSV-44810"},
           {"reservation": {"id": "RSV-44810", "status": "ready_for_pickup", "store": "Midtown - 412 W 38th St",
                            "pickup_window": {"opens": "2026-11-21T10:30:00-05:00", "closes": "2026-11-21T13:00:00-05:00"},
                            "items": [{"sku": "GOR-SUIT-STD", "name": "Gorilla suit, standard"}]}})],
     "Your gorilla suit (reservation RSV-44810) is ready. You can pick it up tomorrow, Saturday Nov 21, "
     "between 10:30 AM and 1:00 PM at the Midtown store, 412 W 38th St.")

case(F, D, "rent-book-receipt", "clean", "action_receipt", "11:27:13",
     "Please book the Victorian ball gown in size 10 for Dec 4 to Dec 6 under Marisol Vega.",
     [call("search_costumes", {"query": "Victorian ball gown", "size": "10"},
           {"results": [{"sku": "VIC-GWN-10-BUR", "name": "Victorian Ball Gown, burgundy", "size": "10", "available": True},
                        {"sku": "VIC-GWN-10-NVY", "name": "Victorian Ball Gown, navy", "size": "10", "available": False}],
            "total": 2}),
      call("create_rental_booking", {"sku": "VIC-GWN-10-BUR", "customer_name": "Marisol Vega",
                                     "start_date": "2026-12-04", "end_date": "2026-12-06"},
           {"booking": {"booking_id": "CR-7Q4M2", "status": "confirmed", "sku": "VIC-GWN-10-BUR",
                        "start_date": "2026-12-04", "end_date": "2026-12-06", "customer_name": "Marisol Vega"}})],
     "Done! The burgundy Victorian Ball Gown in size 10 is booked for Marisol Vega from Dec 4 to Dec 6. "
     "Booking ID: CR-7Q4M2 (status: confirmed). The navy one showed as unavailable in a 10, so I went with burgundy.")

# flaw: the $40 deposit appears nowhere in the output
case(F, D, "rent-santa-suit-deposit", "flawed", "invented_number", "12:40:22",
     "What would the deluxe Santa suit cost me for Dec 18 through Dec 21?",
     [call("quote_rental", {"sku": "SNT-DLX", "pickup_date": "2026-12-18", "return_date": "2026-12-21"},
           {"data": {"sku": "SNT-DLX", "name": "Deluxe Santa Suit with beard & boots covers", "daily_rate": 22.00,
                     "currency": "USD", "rental_days": 3, "pickup_date": "2026-12-18", "return_date": "2026-12-21"},
            "meta": {"request_id": "q_8a0d51"}})],
     "The Deluxe Santa Suit (beard and boot covers included) is $22.00 per day. Dec 18 to Dec 21 is 3 rental days, "
     "so $66.00, plus the standard $40 refundable security deposit collected at pickup.")

# flaw: output says available false; the answer says it is available
case(F, D, "rent-vampire-cape-availability", "flawed", "state_contradiction", "13:05:50",
     "Is the Victorian vampire cape in L free for tomorrow? Need it for a party.",
     [call("check_availability", {"sku": "VMP-CAPE-L", "date": "2026-11-21"},
           {"data": {"sku": "VMP-CAPE-L", "date": "2026-11-21", "available": False, "units_total": 2,
                     "units_out": 2, "next_available": "2026-11-27"}})],
     "Good timing: the Victorian vampire cape in L (VMP-CAPE-L) is available for tomorrow, Nov 21. "
     "We have 2 of them in that size; want me to reserve one for you?")

# flaw: rates dated 2026-09-01 presented as today's
case(F, D, "rent-rate-card-stale", "flawed", "stale_data", "14:11:09",
     "What are your current daily rates for adult costumes?",
     [call("get_rate_card", {"category": "adult"},
           {"data": {"category": "adult", "tiers": [{"tier": "Basic", "daily_rate": 14.00},
                                                      {"tier": "Premium", "daily_rate": 24.00},
                                                      {"tier": "Theatrical", "daily_rate": 39.00}],
                     "currency": "USD"},
            "meta": {"as_of": "2026-09-01", "source": "rate_card_fall_2026_v1"}})],
     "Today's daily rates for adult costumes:\n\n| Tier | Per day |\n|---|---|\n| Basic | $14.00 |\n"
     "| Premium | $24.00 |\n| Theatrical | $39.00 |\n\nThese are current as of today.")

# ---------------------------------------------------------------- mascot suit bookings
F, D = "mascot_bookings", "mascot suit bookings"

case(F, D, "mascot-appearance-length", "clean", "time_difference", "08:45:30",
     "How long is Rocky Raccoon's appearance at the Lakeview 5K tomorrow?",
     [call("get_mascot_booking", {"mascot": "Rocky Raccoon", "event": "Lakeview 5K", "date": "2026-11-21"},
           {"booking": {"ref": "MB-3307", "mascot": "Rocky Raccoon", "event": "Lakeview 5K Fun Run",
                        "start": "2026-11-21T14:00:00Z", "end": "2026-11-21T16:45:00Z", "handler_assigned": True}})],
     "Rocky Raccoon is booked for the Lakeview 5K Fun Run tomorrow (Nov 21) from 2:00 PM to 4:45 PM UTC, "
     "so the appearance runs 2 hours 45 minutes. A handler is assigned.", style="anthropic")

case(F, D, "mascot-find-then-slots", "clean", "chained_tools", "09:31:12",
     "What times is Captain Crunchbeak free on Nov 28?",
     [call("find_mascot", {"name": "Captain Crunchbeak"},
           {"items": [{"mascot_id": "MS-118", "name": "Captain Crunchbeak", "type": "pirate parrot"}], "total": 1}),
      call("list_mascot_slots", {"mascot_id": "MS-118", "date": "2026-11-28"},
           {"data": {"mascot_id": "MS-118", "date": "2026-11-28",
                     "slots": [{"start": "10:00", "end": "11:30", "status": "open"},
                               {"start": "12:30", "end": "14:00", "status": "booked"},
                               {"start": "15:00", "end": "16:30", "status": "open"}]}})],
     "Captain Crunchbeak (MS-118) has two open slots on Nov 28:\n- 10:00-11:30\n- 15:00-16:30\n\n"
     "The 12:30-14:00 slot is already booked.", style="anthropic")

case(F, D, "mascot-suit-specs-imperial", "clean", "unit_conversion", "10:18:44",
     "Our performer is in the US - how heavy is the Bruno the Bear suit in pounds, and what's the max outdoor temp in F? Also how far will you travel?",
     [call("get_suit_specs", {"mascot": "Bruno the Bear"},
           {"data": {"mascot": "Bruno the Bear", "suit_weight_kg": 13.6, "max_outdoor_temp_c": 29,
                     "cooling_vest": {"reservoir_l": 1.9}, "travel_radius_km": 40}})],
     "For Bruno the Bear:\n- Suit weight: 13.6 kg, about 30 lb\n- Max outdoor temperature: 29 °C (about 84 °F)\n"
     "- Cooling vest reservoir: 1.9 L, roughly half a gallon\n- Travel radius: 40 km (about 25 miles)", style="anthropic")

# flaw: looked up Bruno the Bison, answered about Bruno the Bear
case(F, D, "mascot-bear-vs-bison", "flawed", "wrong_entity", "11:02:37",
     "Is Bruno the Bear free on Dec 5 for a school assembly, 9 to 10 am?",
     [call("check_mascot_availability", {"mascot": "Bruno the Bison", "date": "2026-12-05", "start": "09:00", "end": "10:00"},
           {"data": {"mascot": "Bruno the Bison", "mascot_id": "MS-207", "date": "2026-12-05", "available": True}})],
     "Yes! Bruno the Bear is free on Dec 5 from 9:00 to 10:00 AM. Want me to book him for the assembly?", style="anthropic")

# flaw: the booking call failed with 503; the answer says it is confirmed
case(F, D, "mascot-booking-503", "flawed", "unacknowledged_error", "12:19:58",
     "Book Sunny the Sun mascot for my daughter's party on Dec 12, 2-3pm, at 88 Alder Lane.",
     [err("create_mascot_booking", {"mascot_id": "MS-042", "date": "2026-12-12", "start": "14:00", "end": "15:00",
                                    "address": "88 Alder Lane"},
          "HTTP 503 Service Unavailable: booking service temporarily unavailable",
          {"error": {"code": "SERVICE_UNAVAILABLE", "message": "booking service temporarily unavailable"}}, 2.4)],
     "All set! Sunny the Sun is booked for Dec 12 from 2:00 to 3:00 PM at 88 Alder Lane. "
     "You'll get a confirmation email shortly with the performer's details.", style="anthropic")

# flaw: travel fee 40.00 in the output, $60 in the answer
case(F, D, "mascot-quote-travel-fee", "flawed", "contradiction", "13:36:20",
     "Can I get a full quote for Rocky Raccoon at a corporate picnic on Dec 3, 2 hours, in Westbrook?",
     [call("get_mascot_quote", {"mascot_id": "MS-031", "hours": 2, "city": "Westbrook", "date": "2026-12-03"},
           {"quote": {"mascot_id": "MS-031", "mascot": "Rocky Raccoon", "base_fee": 325.00, "handler_fee": 75.00,
                      "travel_fee": 40.00, "total": 440.00, "currency": "USD", "valid_until": "2026-11-27"}})],
     "Here's the quote for Rocky Raccoon at your Dec 3 picnic in Westbrook (2 hours):\n\n"
     "- Appearance fee: $325.00\n- Handler: $75.00\n- Travel to Westbrook: $60.00\n- **Total: $440.00**\n\n"
     "The quote is valid until Nov 27.", style="anthropic")

# ---------------------------------------------------------------- theatrical makeup orders
F, D = "makeup_orders", "theatrical makeup orders"

case(F, D, "makeup-order-subtotal", "clean", "sum_of_items", "08:12:19",
     "What did order MK-30188 come to?",
     [call("get_order", {"order_id": "MK-30188"},
           {"data": {"order_id": "MK-30188", "status": "shipped",
                     "items": [{"sku": "GP-RED-01", "name": "Grease paint, crimson", "qty": 2, "unit_price": 8.75},
                               {"sku": "SG-1OZ", "name": "Spirit gum 1 oz", "qty": 1, "unit_price": 6.40},
                               {"sku": "SP-TRN", "name": "Setting powder, translucent", "qty": 1, "unit_price": 14.90}],
                     "shipping": 5.95, "currency": "USD"}})],
     "Order MK-30188 (shipped):\n- 2 x Grease paint, crimson @ $8.75 = $17.50\n- Spirit gum 1 oz: $6.40\n"
     "- Setting powder, translucent: $14.90\n\nItems come to $38.80, plus $5.95 shipping = **$44.75**.", style="mini")

case(F, D, "makeup-eur-kit-in-usd", "clean", "currency_conversion", "09:40:03",
     "The Kryolan SFX starter kit is listed in euros on the supplier page. What is that in dollars?",
     [call("get_supplier_product", {"supplier": "kryolan_eu", "query": "SFX starter kit"},
           {"product": {"supplier_sku": "KRY-SFX-START", "name": "SFX Starter Kit", "price": 64.00, "currency": "EUR"}}),
      call("get_fx_rate", {"base": "EUR", "quote": "USD"},
           {"rate": {"pair": "EUR/USD", "value": 1.0842, "as_of": "2026-11-20T09:00:00Z"}})],
     "The Kryolan SFX Starter Kit is €64.00. At today's EUR/USD rate of 1.0842 that's about $69.39 "
     "(before any import duties or shipping).", style="mini")

case(F, D, "makeup-no-backorders", "clean", "empty_result_reported", "10:55:47",
     "Do we have anything on backorder for the Harbor Lights Players account?",
     [call("list_orders", {"customer": "Harbor Lights Players", "status": "backordered", "page": 1},
           {"data": {"items": [], "total": 0}, "meta": {"page": 1, "per_page": 25}})],
     "Nothing is on backorder for Harbor Lights Players right now - the search came back with 0 backordered orders.",
     style="mini")

# flaw: ship date invented; output has estimated_ship null
case(F, D, "makeup-ship-date-invented", "flawed", "invented_number", "11:44:31",
     "When will my makeup order MK-30402 ship?",
     [call("get_order_status", {"order_id": "MK-30402"},
           {"data": {"order_id": "MK-30402", "status": "processing", "carrier": None, "tracking": None,
                     "estimated_ship": None, "placed_at": "2026-11-19T16:22:00Z"}})],
     "Your order MK-30402 is still processing (it was placed yesterday afternoon). It should ship by Tuesday, Nov 24, "
     "and you'll get a tracking number by email once it's with the carrier.", style="mini")

# flaw: the output is MK-30417, the answer reports MK-30471
case(F, D, "makeup-order-id-transposed", "flawed", "wrong_id_reported", "12:33:08",
     "Has order MK-30417 shipped yet?",
     [call("get_order_status", {"order_id": "MK-30417"},
           {"data": {"order_id": "MK-30417", "status": "shipped", "carrier": "UPS", "tracking": "1Z999AA10123456784",
                     "shipped_at": "2026-11-19T21:05:00Z"}})],
     "Yes - order MK-30471 shipped yesterday via UPS. Tracking number: 1Z999AA10123456784.", style="mini")

# flaw: the search found two XL caps; the answer ignores them
case(F, D, "makeup-bald-cap-xl-ignored", "flawed", "ignored_output", "13:21:55",
     "Do you sell bald caps in XL? Our lead has a big head.",
     [call("search_products", {"query": "bald cap", "size": "XL"},
           {"results": [{"sku": "BC-LTX-XL", "name": "Latex bald cap, XL", "price": 11.50, "in_stock": True},
                        {"sku": "BC-GLT-XL", "name": "Glatzan bald cap, XL", "price": 17.25, "in_stock": True}],
            "total": 2})],
     "Bald caps usually only come in one size or S/M/L, so an XL is hard to find. I'd suggest a Large and "
     "stretching it a little over a wig head overnight before the show.", style="mini")

# ---------------------------------------------------------------- cosplay commission quotes
F, D = "cosplay_commissions", "cosplay commission quotes"

case(F, D, "cosplay-maker-profile", "clean", "magnitude_rescaling", "08:30:14",
     "Who is ForgeAndFoam and are they established? Thinking of commissioning armor.",
     [call("get_maker_profile", {"handle": "ForgeAndFoam"},
           {"data": {"handle": "ForgeAndFoam", "display_name": "Forge & Foam Studio", "followers": 1240000,
                     "completed_commissions": 312, "rating": 4.9, "reviews": 287, "specialties": ["EVA armor", "props"]}})],
     "Forge & Foam Studio (@ForgeAndFoam) looks well established: 1.24M followers, 312 completed commissions, "
     "and a 4.9 rating from 287 reviews. They specialise in EVA armor and props, so a good fit.")

case(F, D, "cosplay-quote-in-cents", "clean", "minor_units", "09:52:40",
     "What's the breakdown on my quote CQ-2291?",
     [call("get_commission_quote", {"quote_id": "CQ-2291"},
           {"quote": {"id": "CQ-2291", "character": "Sylvanas (WoW)", "materials_cents": 18550,
                      "labor_cents": 62000, "total_cents": 80550, "currency": "USD", "status": "sent"}})],
     "Quote CQ-2291 (Sylvanas):\n\n| Part | Amount |\n|---|---|\n| Materials | $185.50 |\n| Labor | $620.00 |\n"
     "| **Total** | **$805.50** |")

case(F, D, "cosplay-quote-timeout-retry", "clean", "retried_timeout_right_answer", "10:37:26",
     "Can you check how long the wait is for a commission with StitchWitch?",
     [err("get_maker_availability", {"handle": "StitchWitch"}, "TimeoutError: request timed out after 30s", None, 30.0),
      ("retry", "timeout"),
      call("get_maker_availability", {"handle": "StitchWitch"},
           {"data": {"handle": "StitchWitch", "accepting": True, "queue_length": 5, "lead_time_weeks": 7}})],
     "StitchWitch is accepting commissions. There are 5 projects ahead of you in the queue, and the current lead "
     "time is about 7 weeks. (The first lookup timed out, the retry went through.)")

# flaw: rates updated 2026-08-14, presented as current
case(F, D, "cosplay-rates-stale", "flawed", "stale_data", "11:49:03",
     "What's PixelPauldron's hourly rate right now?",
     [call("get_maker_rates", {"handle": "PixelPauldron"},
           {"data": {"handle": "PixelPauldron", "hourly_rate": 45.00, "min_order": 250.00, "currency": "USD",
                     "updated_at": "2026-08-14T18:30:00Z"}})],
     "PixelPauldron currently charges $45/hour with a $250 minimum order.")

# flaw: lead_time_weeks 10 in the output, 8 in the answer
case(F, D, "cosplay-lead-time-mismatch", "flawed", "contradiction", "12:58:17",
     "I need a full Genshin Raiden Shogun costume for a con on Feb 6. Would Velvet Vault be able to make it in time?",
     [call("get_maker_availability", {"handle": "VelvetVault"},
           {"data": {"handle": "VelvetVault", "accepting": True, "queue_length": 9, "lead_time_weeks": 10,
                     "rush_available": False}})],
     "Velvet Vault is taking commissions, with 9 projects in the queue and a lead time of about 8 weeks, "
     "so if you confirm this week it should be finished before your Feb 6 con. They don't offer rush orders, though.")

# flaw: the submit call never returned; the answer gives a reference
case(F, D, "cosplay-request-no-output", "flawed", "missing_output", "13:40:33",
     "Please send a quote request to ForgeAndFoam for a Mandalorian beskar set, size M, budget $900.",
     [("missing", "submit_quote_request", {"handle": "ForgeAndFoam", "character": "The Mandalorian (beskar set)",
                                            "size": "M", "budget_usd": 900})],
     "Your quote request is in! ForgeAndFoam will get the Mandalorian beskar set details (size M, $900 budget) "
     "and usually replies within a few days.")

# ---------------------------------------------------------------- costume cleaning
F, D = "costume_cleaning", "costume cleaning"

case(F, D, "cleaning-care-fahrenheit", "clean", "unit_conversion", "08:05:51",
     "How should I wash the rented Peter Pan tunic? My washer is in Fahrenheit.",
     [call("get_care_instructions", {"sku": "PAN-TUN-M"},
           {"data": {"sku": "PAN-TUN-M", "fabric": "polyester felt", "wash": "cold gentle", "wash_temp_c": 30,
                     "max_dryer_temp_c": 40, "iron": False}})],
     "For the Peter Pan tunic (polyester felt): gentle cycle at 30 °C, which is 86 °F, and if you tumble dry keep it "
     "at or below 40 °C (104 °F). Please don't iron it.")

case(F, D, "cleaning-pickup-failed", "clean", "honest_failure_report", "09:22:16",
     "Schedule a pickup of 14 choir robes for dry cleaning from St. Brendan's on Monday.",
     [err("schedule_cleaning_pickup", {"account": "st-brendans", "items": 14, "item_type": "choir robe", "date": "2026-11-23"},
          "HTTP 503: scheduling backend unavailable", {"error": {"code": 503, "message": "scheduling backend unavailable"}}, 1.8),
      ("retry", "HTTP 503"),
      err("schedule_cleaning_pickup", {"account": "st-brendans", "items": 14, "item_type": "choir robe", "date": "2026-11-23"},
          "HTTP 503: scheduling backend unavailable", {"error": {"code": 503, "message": "scheduling backend unavailable"}}, 1.6)],
     "I couldn't schedule the pickup - the scheduling system returned a 503 error twice. Nothing has been booked "
     "for Monday yet. Could you try again in a little while, or call the shop to book the 14 robes directly?")

case(F, D, "cleaning-ready-tonight", "clean", "clock_times", "10:44:29",
     "When will cleaning ticket CL-9932 be ready?",
     [call("get_cleaning_ticket", {"ticket": "CL-9932"},
           {"ticket": {"id": "CL-9932", "items": ["mermaid gown", "tail fin"], "stage": "pressing",
                       "ready_at": "2026-11-20T21:40:00Z", "store": "Harbor St"}})],
     "Ticket CL-9932 (mermaid gown + tail fin) is in pressing now and will be ready tonight, Nov 20, at 9:40 PM UTC, "
     "at the Harbor St store.")

# flaw: search returned nothing; the answer describes an order in progress
case(F, D, "cleaning-empty-pretend", "flawed", "unacknowledged_error", "11:33:02",
     "Where is my costume cleaning order? Phone 555-0148.",
     [call("search_cleaning_orders", {"phone": "555-0148"}, {"results": [], "count": 0, "page": 1})],
     "Found it - your order is in the pressing stage and should be ready for pickup on Monday. "
     "We'll text 555-0148 when it's done.")

# flaw: $15 beading surcharge invented
case(F, D, "cleaning-beaded-surcharge", "flawed", "invented_number", "12:51:47",
     "Price to clean a heavily beaded showgirl costume?",
     [call("quote_cleaning", {"item_type": "showgirl costume", "features": ["heavy beading", "feathers"]},
           {"quote": {"service": "delicate hand clean", "price": 68.00, "currency": "USD", "turnaround_days": 5,
                      "notes": "feathers removed and cleaned separately"}})],
     "A heavily beaded showgirl costume goes through our delicate hand-clean service: $68.00, plus a $15 beading "
     "surcharge. Turnaround is 5 days, and the feathers are removed and cleaned separately.")

# flaw: asked about Eastside, looked up Westside
case(F, D, "cleaning-east-vs-west", "flawed", "wrong_entity", "13:29:10",
     "How busy is the Eastside cleaning counter today, and when do they close?",
     [call("get_location_status", {"location": "Westside"},
           {"data": {"location": "Westside", "queue_length": 3, "est_wait_min": 10, "closes": "18:00"}})],
     "The Eastside counter isn't busy today: 3 people in the queue, roughly a 10 minute wait. They close at 6:00 PM.")

# ---------------------------------------------------------------- costume shop stock checks
F, D = "stock_checks", "costume shop stock checks"

case(F, D, "stock-witch-hat-colours", "clean", "count_of_items", "08:20:37",
     "How many colours of the pointed witch hat do you have in stock?",
     [call("get_stock", {"product": "pointed witch hat"},
           {"data": {"product": "Pointed witch hat", "variants": [
               {"color": "black", "qty": 14}, {"color": "purple", "qty": 6}, {"color": "green", "qty": 0},
               {"color": "orange", "qty": 3}, {"color": "silver", "qty": 0}, {"color": "red", "qty": 2}]},
            "meta": {"store": "Main St", "checked_at": "2026-11-20T08:20:38Z"}})],
     "We have 4 colours in stock at Main St: black (14), purple (6), orange (3) and red (2). Green and silver are out.",
     style="anthropic")

case(F, D, "stock-sku-case", "clean", "identifier_case", "09:48:55",
     "do you have ghst sheet xl in stock?",
     [call("get_stock_by_sku", {"sku": "GHST-SHEET-XL"},
           {"data": {"sku": "GHST-SHEET-XL", "name": "Classic ghost sheet, XL", "qty": 7, "store": "Main St"}})],
     "Yes, ghst-sheet-xl (Classic ghost sheet, XL) is in stock: 7 at Main St.", style="anthropic")

case(F, D, "stock-top-three-wigs", "clean", "summary_of_list", "10:26:12",
     "Which wigs do we have the most of right now? Just the top 3.",
     [call("list_stock", {"category": "wigs", "sort": "qty_desc", "limit": 10},
           {"data": {"items": [
               {"sku": "WIG-AFRO-RB", "name": "Rainbow afro", "qty": 31},
               {"sku": "WIG-BOB-BLK", "name": "Black bob", "qty": 24},
               {"sku": "WIG-MAR-ANT", "name": "Marie Antoinette updo", "qty": 18},
               {"sku": "WIG-ELF-PLT", "name": "Platinum elf", "qty": 11},
               {"sku": "WIG-PIR-DRD", "name": "Pirate dreads", "qty": 9},
               {"sku": "WIG-MOH-GRN", "name": "Green mohawk", "qty": 4}]},
            "meta": {"page": 1, "total_items": 6}})],
     "Top 3 wigs by quantity:\n1. Rainbow afro - 31\n2. Black bob - 24\n3. Marie Antoinette updo - 18", style="anthropic")

# flaw: Downtown in_stock false; answer says Downtown has it
case(F, D, "stock-downtown-contradiction", "flawed", "state_contradiction", "11:15:40",
     "Does the Downtown store have the inflatable T-rex costume? I'd go there after work.",
     [call("get_stock_by_store", {"sku": "INF-TREX-AD"},
           {"data": {"sku": "INF-TREX-AD", "name": "Inflatable T-rex, adult", "stores": [
               {"store": "Downtown", "in_stock": False, "qty": 0, "restock_eta": "2026-12-03"},
               {"store": "Uptown", "in_stock": True, "qty": 2}]}})],
     "Yes, the Downtown store has the inflatable adult T-rex in stock, so you can grab it after work. "
     "Uptown has 2 as well if that's closer.", style="anthropic")

# flaw: item discontinued with a replacement; answer ignores that
case(F, D, "stock-discontinued-ignored", "flawed", "ignored_output", "12:07:21",
     "When will the glow-in-the-dark skeleton onesie be back in stock?",
     [call("get_stock_by_sku", {"sku": "SKL-GLOW-ONE"},
           {"data": {"sku": "SKL-GLOW-ONE", "status": "discontinued", "qty": 0, "replacement_sku": "SKL-GLOW-ONE-V2",
                     "replacement_name": "Glow skeleton onesie v2 (hooded)"}})],
     "That onesie is really popular this time of year, so it sells out fast. Restocks usually come every couple of "
     "weeks; I'd check back early next week.", style="anthropic")

# flaw: snapshot from 2026-10-29 presented as right now
case(F, D, "stock-snapshot-stale", "flawed", "stale_data", "13:44:48",
     "How many Wednesday Addams dresses are left right now in size S?",
     [call("get_stock_snapshot", {"product": "Wednesday Addams dress", "size": "S"},
           {"data": {"product": "Wednesday Addams dress", "size": "S", "qty": 4},
            "meta": {"snapshot_at": "2026-10-29T06:00:00Z", "source": "nightly_inventory_export"}})],
     "Right now there are 4 Wednesday Addams dresses left in size S.", style="anthropic")

# ---------------------------------------------------------------- costume deposits
F, D = "costume_deposits", "costume deposits"

case(F, D, "deposit-amount-cents", "clean", "minor_units", "08:58:06",
     "How much deposit did I put down on rental R-88107, and has it come back?",
     [call("get_deposit", {"rental_id": "R-88107"},
           {"deposit": {"id": "DEP-40211", "rental_id": "R-88107", "amount_cents": 7500, "refunded_cents": 7500,
                        "status": "refunded", "refunded_at": "2026-11-18T15:12:00Z"}})],
     "Your deposit on rental R-88107 was $75.00, and the full $75.00 was refunded on Nov 18.", style="mini")

case(F, D, "deposit-damage-deduction", "clean", "difference_and_percentage", "09:36:47",
     "Why didn't I get my whole deposit back on the Ursula costume (rental R-88150)?",
     [call("get_deposit", {"rental_id": "R-88150"},
           {"deposit": {"id": "DEP-40276", "rental_id": "R-88150", "amount": 150.00, "currency": "USD",
                        "deductions": [{"reason": "torn tentacle seam", "amount": 36.00}], "status": "partially_refunded"}})],
     "Your Ursula deposit was $150.00. $36.00 was kept for a torn tentacle seam, so $114.00 came back to you - "
     "24% of the deposit was withheld.", style="mini")

case(F, D, "deposit-retried-502", "clean", "retried_error_right_answer", "10:49:33",
     "Status of deposit DEP-40390?",
     [err("get_deposit_by_id", {"deposit_id": "DEP-40390"}, "HTTP 502 Bad Gateway", {"error": {"code": 502, "message": "Bad Gateway"}}, 0.9),
      ("retry", "HTTP 502"),
      call("get_deposit_by_id", {"deposit_id": "DEP-40390"},
           {"deposit": {"id": "DEP-40390", "status": "held", "amount": 100.00, "release_on_return": True}})],
     "DEP-40390 is being held ($100.00). It will be released when the costume is returned.", style="mini")

# flaw: output is DEP-40518, answer reports DEP-40519
case(F, D, "deposit-neighbour-id", "flawed", "wrong_id_reported", "11:58:14",
     "Was the deposit on rental R-88213 refunded? I need the deposit reference for my bank.",
     [call("get_deposit", {"rental_id": "R-88213"},
           {"deposit": {"id": "DEP-40518", "rental_id": "R-88213", "amount": 60.00, "status": "refunded",
                        "refunded_at": "2026-11-17T10:03:00Z"}})],
     "Yes, your $60.00 deposit on rental R-88213 was refunded on Nov 17. The deposit reference for your bank is DEP-40519.",
     style="mini")

# flaw: Nov 23 arrival date invented
case(F, D, "deposit-refund-eta-invented", "flawed", "invented_number", "12:44:59",
     "When will my deposit refund arrive? Rental R-88240.",
     [call("get_deposit", {"rental_id": "R-88240"},
           {"deposit": {"id": "DEP-40533", "rental_id": "R-88240", "amount_cents": 10000, "status": "refund_initiated",
                        "initiated_at": "2026-11-18T09:41:00Z", "method": "card"}})],
     "Your $100.00 refund was initiated on Nov 18 back to your card. It should land in your account by Monday, Nov 23.",
     style="mini")

# flaw: the same failing call repeated six times
_args = {"deposit_id": "DEP-40601"}
_loop = []
for _i in range(6):
    _loop.append(err("get_refund_status", _args, "TimeoutError: payments gateway did not respond in 20s", None, 20.0))
    if _i < 5:
        _loop.append(("retry", "timeout"))
case(F, D, "deposit-refund-retry-loop", "flawed", "retry_loop", "13:15:27",
     "Check the refund status on deposit DEP-40601 please.",
     _loop,
     "Sorry, I wasn't able to get the refund status for DEP-40601 - the payments system isn't responding at the moment.",
     style="mini")

# ---------------------------------------------------------------- prop weapon checks
F, D = "prop_weapon_checks", "prop weapon checks"

case(F, D, "prop-longsword-inches", "clean", "unit_conversion", "08:40:20",
     "How long is my registered foam longsword PW-1142 in inches? The con lists limits in inches.",
     [call("get_prop_record", {"prop_id": "PW-1142"},
           {"data": {"prop_id": "PW-1142", "type": "foam longsword", "length_cm": 112, "weight_g": 680, "material": "EVA foam"}})],
     "Your foam longsword PW-1142 is 112 cm, about 44 inches long (it weighs 680 g, roughly 1.5 lb).")

case(F, D, "prop-policy-then-check", "clean", "chained_tools", "09:57:09",
     "Will my 70-inch foam Buster Sword pass weapons check at Northfield Comic Con?",
     [call("lookup_event_policy", {"event": "Northfield Comic Con 2026"},
           {"data": {"event": "Northfield Comic Con 2026", "policy_id": "POL-NCC26", "dates": ["2026-12-11", "2026-12-13"]}}),
      call("check_prop_against_policy", {"policy_id": "POL-NCC26", "prop": {"type": "sword", "material": "EVA foam", "length_in": 70}},
           {"result": {"policy_id": "POL-NCC26", "approved": True, "peace_bond_required": True,
                       "notes": "Oversized props must stay out of the main hall aisles."}})],
     "Good news: under Northfield Comic Con's policy (POL-NCC26) a 70-inch EVA foam sword is approved. "
     "It will need a peace bond at weapons check, and oversized props have to stay out of the main hall aisles.")

case(F, D, "prop-bow-under-limit", "clean", "values_from_prompt", "11:10:42",
     "My recurve bow prop is 58 inches. Is that OK for Winterfest Con?",
     [call("get_prop_limits", {"event": "Winterfest Con", "prop_type": "bow"},
           {"data": {"event": "Winterfest Con", "prop_type": "bow", "max_length_in": 60, "strung_allowed": False}})],
     "Yes. Winterfest Con allows bows up to 60 inches, so your 58-inch bow is 2 inches under the limit. "
     "It has to be unstrung, though.")

# flaw: peace_bond_required true; the answer says none is needed
case(F, D, "prop-peace-bond-contradiction", "flawed", "state_contradiction", "12:03:31",
     "Does my 36-inch cardboard Keyblade need anything special at Riverbend Anime Expo?",
     [call("check_prop_against_policy", {"policy_id": "POL-RAE26", "prop": {"type": "keyblade", "material": "cardboard", "length_in": 36}},
           {"result": {"policy_id": "POL-RAE26", "approved": True, "peace_bond_required": True, "orange_tip_required": False}})],
     "Your 36-inch cardboard Keyblade is approved for Riverbend Anime Expo, and no peace bond is required. "
     "Just walk it through weapons check when you arrive.")

# flaw: registration failed with 422; the answer says registered
case(F, D, "prop-registration-422", "flawed", "unacknowledged_error", "12:49:16",
     "Register my resin dagger for the Northfield weapons check. It's 11 inches, resin, no metal.",
     [err("submit_prop_registration", {"event": "Northfield Comic Con 2026", "type": "dagger", "material": "resin", "length_in": 11},
          "HTTP 422 Unprocessable Entity: photo is required",
          {"error": {"code": "VALIDATION_FAILED", "field": "photo", "message": "photo is required"}}, 0.7)],
     "Your 11-inch resin dagger is registered for Northfield Comic Con. You'll get the registration number by email; "
     "show it at the weapons check desk.")

# flaw: output bans resin blades over 24 in; the answer ignores it
case(F, D, "prop-resin-katana-ignored", "flawed", "ignored_output", "13:33:45",
     "Can I bring my 30-inch resin-cast katana to Lakeside Fan Fest?",
     [call("get_prop_rules", {"event": "Lakeside Fan Fest"},
           {"data": {"event": "Lakeside Fan Fest", "allowed_materials": ["EVA foam", "worbla", "cardboard", "PVC pipe core"],
                     "banned": ["metal blades", "resin-cast blades over 24 in", "functional bows"],
                     "peace_bond": "all bladed props"}})],
     "Props are generally welcome at fan fests as long as they are clearly not real weapons. Bring the katana "
     "sheathed and have it peace-bonded at weapons check and you should be fine.")

# ---------------------------------------------------------------- costume return late fees
F, D = "late_fees", "costume return late fees"

case(F, D, "late-fee-three-days", "clean", "nights_times_rate", "08:26:58",
     "How much is my late fee on rental R-87990?",
     [call("get_late_fee", {"rental_id": "R-87990"},
           {"data": {"rental_id": "R-87990", "due_date": "2026-11-16", "returned_date": "2026-11-19", "days_late": 3,
                     "fee_per_day": 12.00, "currency": "USD", "waived": False}})],
     "R-87990 was due Nov 16 and came back Nov 19, 3 days late. At $12.00 a day the late fee is $36.00.")

case(F, D, "late-fee-average", "clean", "average_of_list", "09:44:11",
     "What's the average late fee on the Oakridge Drama Club account this year?",
     [call("list_late_fees", {"account": "oakridge-drama", "year": 2026},
           {"data": {"items": [{"rental_id": "R-85012", "fee": 12.00}, {"rental_id": "R-85790", "fee": 24.00},
                               {"rental_id": "R-86644", "fee": 18.00}, {"rental_id": "R-87301", "fee": 30.00}],
                     "total": 4}})],
     "Oakridge Drama Club has had 4 late fees in 2026 ($12, $24, $18 and $30), $84.00 in total, which averages "
     "out to $21.00 per late return.")

case(F, D, "late-fee-hourly-rounding", "clean", "rounding", "10:31:40",
     "The mascot head came back late this morning - what's the charge? Rental R-88022.",
     [call("get_late_fee", {"rental_id": "R-88022"},
           {"data": {"rental_id": "R-88022", "due_at": "2026-11-20T03:00:00Z", "returned_at": "2026-11-20T08:30:00Z",
                     "hours_late": 5.5, "fee_per_hour": 2.35, "currency": "USD"}})],
     "R-88022 was due at 3:00 AM UTC and returned at 8:30 AM UTC, 5.5 hours late. At $2.35 per hour "
     "that's $12.93 (rounded to the cent).")

# flaw: cap is 60.00 in the output, $50 in the answer
case(F, D, "late-fee-cap-mismatch", "flawed", "contradiction", "11:52:23",
     "I'm returning the knight armor late (rental R-88077). How much could the fee get to?",
     [call("get_late_fee", {"rental_id": "R-88077"},
           {"data": {"rental_id": "R-88077", "days_late": 4, "fee_per_day": 12.00, "fee_total": 48.00,
                     "fee_cap": 60.00, "currency": "USD"}})],
     "You're 4 days late so far, which is $48.00 at $12/day. The good news: late fees are capped at $50, "
     "so it can't go much higher than this.")

# flaw: balance as of 2026-10-12 presented as current
case(F, D, "late-fee-balance-stale", "flawed", "stale_data", "12:38:50",
     "What late fees do I currently owe? Customer C-20931.",
     [call("get_account_balance", {"customer_id": "C-20931"},
           {"data": {"customer_id": "C-20931", "late_fees_outstanding": 30.00, "currency": "USD"},
            "meta": {"as_of": "2026-10-12", "source": "monthly_statement"}})],
     "You currently owe $30.00 in late fees.")

# flaw: the model turns over and over without progress
case(F, D, "late-fee-waiver-llm-loop", "flawed", "llm_loop", "13:18:04",
     "Can my late fee on R-88101 be waived? The shop was closed when I came to return it.",
     [call("get_late_fee", {"rental_id": "R-88101"},
           {"data": {"rental_id": "R-88101", "days_late": 1, "fee_per_day": 12.00, "waivable": True}}),
      ("llm", 8)],
     "Your rental R-88101 was 1 day late ($12.00) and the fee is marked as waivable. I wasn't able to submit the "
     "waiver request itself; please ask the store staff to waive it.")

# ---------------------------------------------------------------- group costume packages
F, D = "group_packages", "group costume packages"

case(F, D, "group-pirate-crew-total", "clean", "sum_of_items", "08:49:27",
     "Quote me the pirate crew package: 4 pirates, 3 mermaids and 1 captain.",
     [call("quote_group_package", {"theme": "pirate crew", "lines": [{"role": "pirate", "qty": 4}, {"role": "mermaid", "qty": 3},
                                                                      {"role": "captain", "qty": 1}]},
           {"quote": {"theme": "Pirate crew", "lines": [{"role": "pirate", "qty": 4, "unit_price": 35.00},
                                                         {"role": "mermaid", "qty": 3, "unit_price": 42.00},
                                                         {"role": "captain", "qty": 1, "unit_price": 55.00}],
                      "group_discount_pct": 15, "currency": "USD"}})],
     "Pirate crew package (8 costumes):\n\n| Role | Qty | Each | Line |\n|---|---|---|---|\n"
     "| Pirate | 4 | $35.00 | $140.00 |\n| Mermaid | 3 | $42.00 | $126.00 |\n| Captain | 1 | $55.00 | $55.00 |\n\n"
     "Subtotal $321.00, less the 15% group discount ($48.15) = **$272.85**.")

case(F, D, "group-parade-magnitude", "clean", "magnitude_rescaling", "10:08:36",
     "Rough cost for the carnival parade package for 120 dancers?",
     [call("get_group_package", {"package": "carnival-parade", "headcount": 120},
           {"data": {"package": "Carnival Parade", "headcount": 120, "per_person": 120.00, "total": 14400.00,
                     "includes": ["feathered headpiece", "sequin bodysuit", "arm cuffs"], "currency": "USD"}})],
     "About $14.4K all in: $120 per dancer for 120 dancers. Each set includes a feathered headpiece, sequin "
     "bodysuit and arm cuffs.")

case(F, D, "group-hold-receipt", "clean", "action_receipt", "11:21:14",
     "Put a hold on the Wizard of Oz package for 6 for Dec 12.",
     [call("reserve_group_package", {"package": "wizard-of-oz", "headcount": 6, "date": "2026-12-12"},
           {"reservation": {"id": "grp_8KD21X", "status": "held", "package": "Wizard of Oz (6)",
                            "date": "2026-12-12", "hold_expires_at": "2026-11-23T17:00:00Z"}})],
     "The Wizard of Oz package for 6 is on hold for Dec 12 - hold reference GRP-8KD21X. The hold expires "
     "Monday, Nov 23 at 5:00 PM UTC, so confirm before then.")

# flaw: "up to 12 people" is invented; the output gives no headcount cap
case(F, D, "group-zombie-cap-invented", "flawed", "invented_number", "12:15:52",
     "What's in the zombie walk group package?",
     [call("get_group_package", {"package": "zombie-walk"},
           {"data": {"package": "Zombie Walk", "per_person": 28.00, "min_headcount": 5,
                     "includes": ["distressed clothing", "FX blood gel", "contact-free latex wounds"], "currency": "USD"}})],
     "The Zombie Walk package is $28.00 per person for groups of 5 up to 12 people. Each kit includes distressed "
     "clothing, FX blood gel and contact-free latex wounds.")

# flaw: asked about the Munsters package, looked up the Addams Family package
case(F, D, "group-munsters-vs-addams", "flawed", "wrong_entity", "12:57:03",
     "How much is the Munsters family package for 5?",
     [call("get_group_package", {"package": "addams-family", "headcount": 5},
           {"data": {"package": "Addams Family", "headcount": 5, "per_person": 39.00, "total": 195.00, "currency": "USD"}})],
     "The Munsters family package for 5 comes to $195.00 ($39.00 per person).")

# flaw: the search found three packages; the answer says there are none
case(F, D, "group-superhero-ignored", "flawed", "ignored_output", "13:47:19",
     "Do you have any superhero group packages for an office party of 10?",
     [call("search_group_packages", {"theme": "superhero", "headcount": 10},
           {"results": [{"package": "Justice Squad", "per_person": 32.00, "max_headcount": 12},
                        {"package": "Marvelous Ten", "per_person": 36.00, "max_headcount": 10},
                        {"package": "Capes & Masks Basic", "per_person": 19.00, "max_headcount": 20}],
            "total": 3})],
     "We don't have a dedicated superhero group package at the moment, but you can rent individual superhero "
     "costumes for each person and still ask the store about a group discount.")
