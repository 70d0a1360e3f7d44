"""Specs for the blind123 held-out set (tailoring and garment-care domains).

Written by hand by the blind123 tester, without reading the scorer, its tests or
any other set. Each spec: id, domain, label, category, expected_cause, start time
(UTC, 2026-11-20), model, prompt, steps (tool calls), response, extra LLM calls.
"""


def C(tool, args, out=None, err=None, dur=1.1, retry=False, missing=False):
    return dict(tool=tool, args=args, out=out, err=err, dur=dur, retry=retry, missing=missing)


def R(id, domain, label, category, cause, start, model, prompt, steps, response, loop=0):
    return dict(id=id, domain=domain, label=label, category=category, expected_cause=cause,
                start=start, model=model, prompt=prompt, steps=steps, response=response, loop=loop)


G = "gpt-4o-2024-08-06"
M = "gpt-4.1-mini-2025-04-14"
S = "claude-3-5-sonnet-20241022"

SPECS = []
A = SPECS.append

# ---------------------------------------------------------------- suit alteration orders
D = "suit_alterations"
A(R("suit-order-total", D, "clean", "sum_of_items", None, "10:13:40", G,
    "I dropped off my navy suit for alterations — order SA-20418. What's the total going to be?",
    [C("get_alteration_order", {"order_id": "SA-20418"},
       {"data": {"order_id": "SA-20418", "customer": "D. Okafor", "garment": "Navy two-piece suit",
                 "status": "in_progress",
                 "line_items": [{"service": "Take in jacket waist", "price": 45.00},
                                {"service": "Shorten jacket sleeves (functional buttons)", "price": 68.00},
                                {"service": "Hem trousers with cuff", "price": 32.00},
                                {"service": "Taper trouser legs", "price": 38.00}],
                 "currency": "USD", "tax_rate": 0.0},
        "meta": {"request_id": "req_7f31c2", "fetched_at": "2026-11-20T10:14:03Z"}})],
    "Your order SA-20418 comes to **$183.00** for the four alterations:\n"
    "- Take in jacket waist — $45.00\n- Shorten jacket sleeves (functional buttons) — $68.00\n"
    "- Hem trousers with cuff — $32.00\n- Taper trouser legs — $38.00\n\n"
    "No tax is applied to alterations on this order. It's currently in progress."))
A(R("suit-book-fitting", D, "clean", "action_receipt", None, "18:01:05", S,
    "Please book a fitting for my grey suit alterations tomorrow at 11:30 with Marco. Name is Priya Raman, phone 415-555-0187.",
    [C("create_fitting_appointment",
       {"customer_name": "Priya Raman", "phone": "+14155550187", "tailor": "Marco",
        "start": "2026-11-21T11:30:00-08:00", "service": "suit_alteration_fitting", "garment_note": "grey suit"},
       {"data": {"appointment_id": "FIT-88213", "status": "confirmed",
                 "tailor": {"id": "tl_marco_v", "name": "Marco Vitale"},
                 "start": "2026-11-21T11:30:00-08:00", "end": "2026-11-21T12:00:00-08:00",
                 "location": "Union St. shop"},
        "meta": {"created_at": "2026-11-20T18:02:11Z"}}, dur=1.8)],
    "Done — you're booked with Marco Vitale tomorrow (Saturday, Nov 21) from 11:30 to 12:00 at the "
    "Union St. shop. Your confirmation number is FIT-88213."))
A(R("suit-pickup-time", D, "clean", "clock_times", None, "14:02:30", M,
    "When can I pick up my suit? Ticket number sa 20577.",
    [C("get_alteration_order", {"order_id": "SA-20577"},
       {"data": {"order_id": "SA-20577", "status": "pressing", "ready_at": "2026-11-20T21:30:00Z",
                 "shop_timezone": "Europe/London", "closes_at": "2026-11-20T23:00:00Z", "pickup_counter": "B"},
        "meta": {"request_id": "req_a0e914"}})],
    "Your suit (SA-20577) is being pressed now and will be ready at 9:30 PM today. The shop closes at "
    "11 PM, so you can collect it from counter B any time between those two."))
A(R("suit-quote-turnaround", D, "flawed", "invented_number", "unsupported_claim", "09:20:12", G,
    "How much would it cost to let out the waist on my suit trousers and shorten the jacket sleeves? Just a quote.",
    [C("get_price_list", {"category": "suit", "services": ["let_out_trouser_waist", "shorten_jacket_sleeves"]},
       {"data": {"items": [{"code": "let_out_trouser_waist", "label": "Let out trouser waist", "price": 28.0, "currency": "USD"},
                           {"code": "shorten_jacket_sleeves", "label": "Shorten jacket sleeves", "price": 42.0,
                            "price_functional_buttons": 65.0, "currency": "USD"}]},
        "meta": {"price_list_version": "2026-11", "as_of": "2026-11-20"}})],
    "Here's the quote:\n- Let out trouser waist: $28\n- Shorten jacket sleeves: $42 ($65 if your jacket has "
    "working buttonholes)\n\nThat's $70 total, or $93 with functional buttons. Turnaround for this pair of "
    "jobs is usually 5 business days."))
A(R("suit-rush-eligible", D, "flawed", "state_contradiction", "contradiction", "16:45:00", S,
    "Is rush service available for my suit order SA-20631? I need it by Monday.",
    [C("get_alteration_order", {"order_id": "SA-20631"},
       {"data": {"order_id": "SA-20631", "status": "queued", "promised_date": "2026-11-27",
                 "rush_eligible": False,
                 "rush_ineligible_reason": "reconstruction work (shoulder) excluded from rush",
                 "services": ["Rebuild shoulder", "Shorten sleeves"]},
        "meta": {"request_id": "req_c33b70"}})],
    "Good news — SA-20631 qualifies for rush service, so we can pull it forward from the Nov 27 promised "
    "date to have it ready Monday. Just say the word and I'll add the rush to the order."))
A(R("suit-queue-wait", D, "flawed", "stale_data", "stale_data", "11:31:48", M,
    "What's the current wait time for suit alterations at your Midtown shop?",
    [C("get_shop_queue", {"shop_id": "midtown", "service": "suit_alterations"},
       {"data": {"shop_id": "midtown", "queue_length": 14, "avg_turnaround_days": 4,
                 "snapshot_at": "2026-10-02T09:00:00Z"},
        "meta": {"cache": "hit", "source": "nightly_report"}})],
    "Right now the Midtown shop has 14 suits in the alteration queue, and the current turnaround is about 4 days."))

# ---------------------------------------------------------------- hemming turnaround
D = "hemming"
A(R("hem-inches", D, "clean", "unit_conversion", None, "12:10:00", G,
    "How much are you taking off my trousers, in inches? Order HM-3012.",
    [C("get_hem_order", {"order_id": "HM-3012"},
       {"data": {"order_id": "HM-3012", "garment": "wool trousers", "current_inseam_cm": 86.0,
                 "target_inseam_cm": 78.5, "shorten_by_cm": 7.5, "hem_style": "blind stitch"}})],
    "We're shortening them by 7.5 cm — about 2.95 inches, so just under 3\". The finished inseam will be "
    "78.5 cm (roughly 30.9 in), with a blind-stitch hem."))
A(R("hem-ready-duration", D, "clean", "time_difference", None, "11:02:17", M,
    "I dropped my jeans off for hemming this morning, ticket HM-3120. How long until they're done?",
    [C("get_hem_order", {"order_id": "HM-3120"},
       {"data": {"order_id": "HM-3120", "garment": "denim jeans", "received_at": "2026-11-20T09:15:00Z",
                 "ready_at": "2026-11-20T15:45:00Z", "hem_style": "original hem (euro)", "status": "in_progress"},
        "meta": {"shop_tz": "UTC"}})],
    "They'll be ready at 3:45 PM today — 6 hours 30 minutes after you dropped them off at 9:15 AM. "
    "We're keeping the original hem."))
A(R("hem-no-open-orders", D, "clean", "empty_result_reported", None, "15:40:09", S,
    "Do I have any hemming orders still open under my account? It's account 44871.",
    [C("list_orders", {"account_id": "44871", "service": "hemming", "status": ["received", "in_progress", "ready"]},
       {"items": [], "total": 0, "page": 1, "page_size": 20})],
    "I checked account 44871 and there are no open hemming orders — nothing received, in progress or "
    "waiting for pickup. If you dropped something off today it may not be logged yet; the number on your "
    "counter ticket would let me look it up directly."))
A(R("hem-lined-dress-quote", D, "flawed", "contradiction", "contradiction", "13:25:51", G,
    "What's the price to hem a lined dress? And how long does it take?",
    [C("get_service_quote", {"service": "hem", "garment_type": "dress", "lined": True},
       {"data": {"service": "hem", "garment_type": "dress", "lined": True,
                 "price": {"amount": 38.0, "currency": "USD"}, "turnaround_business_days": 3,
                 "rush": {"available": True, "surcharge": 15.0, "turnaround_business_days": 1}}})],
    "Hemming a lined dress is $38 and takes 3 business days. If you need it sooner, rush is available for "
    "an extra $18 and brings it down to 1 business day."))
A(R("hem-curtains-order", D, "flawed", "wrong_entity", "wrong_entity", "10:48:33", M,
    "Can you check on the hemming for order HM-3307? I need the curtains back for the weekend.",
    [C("get_hem_order", {"order_id": "HM-3037"},
       {"data": {"order_id": "HM-3037", "garment": "cotton curtain panels (2)", "status": "ready",
                 "ready_at": "2026-11-19T16:00:00Z", "pickup_location": "Front counter"}})],
    "Good news — your curtains (order HM-3307) are finished and have been ready since yesterday at 4 PM. "
    "You can pick them up at the front counter any time before the weekend."))
A(R("hem-reschedule-pickup", D, "flawed", "unacknowledged_error", "unacknowledged_error", "17:15:26", S,
    "Please move my hemming pickup for HM-3190 to tomorrow afternoon.",
    [C("reschedule_pickup", {"order_id": "HM-3190", "pickup_window": "2026-11-21T13:00/2026-11-21T17:00"},
       err='409 Conflict: {"code": "ORDER_NOT_READY", "message": "Pickup cannot be scheduled before garment ready date 2026-11-24"}')],
    "All set — your pickup for HM-3190 is moved to tomorrow afternoon, between 1 and 5 PM."))

# ---------------------------------------------------------------- wedding dress fittings
D = "wedding_dress_fittings"
A(R("wed-fitting-list", D, "clean", "clock_times", None, "13:05:44", S,
    "Can you list my remaining wedding dress fittings? Bride account WD-BR-1192.",
    [C("list_fittings", {"bride_id": "WD-BR-1192", "status": "scheduled"},
       {"data": [{"fitting_id": "fit_301", "type": "second fitting", "start": "2026-12-03T17:00:00Z", "seamstress": "Ana"},
                 {"fitting_id": "fit_302", "type": "final fitting", "start": "2026-12-17T15:30:00Z", "seamstress": "Ana"},
                 {"fitting_id": "fit_303", "type": "pickup & bustle lesson", "start": "2027-01-07T18:15:00Z", "seamstress": "Ana"}],
        "meta": {"count": 3, "timezone_note": "times in UTC"}})],
    "You have three fittings left, all with Ana (times in UTC):\n\n"
    "| Fitting | Date | Time |\n| --- | --- | --- |\n"
    "| Second fitting | Thu, Dec 3 | 5:00 PM |\n| Final fitting | Thu, Dec 17 | 3:30 PM |\n"
    "| Pickup & bustle lesson | Thu, Jan 7, 2027 | 6:15 PM |"))
A(R("wed-balance-owed", D, "clean", "difference_and_percentage", None, "09:44:02", G,
    "How much do I still owe on my gown alterations and what share have I paid already? Order WD-5520.",
    [C("get_invoice", {"order_id": "WD-5520"},
       {"data": {"invoice_id": "INV-WD-5520", "total": 640.0, "currency": "USD",
                 "payments": [{"date": "2026-09-14", "amount": 240.0, "method": "card"},
                              {"date": "2026-10-30", "amount": 160.0, "method": "card"}],
                 "amount_paid": 400.0, "due_date": "2026-12-17"}})],
    "You've paid $400 of the $640 total (62.5%), so the remaining balance is **$240**, due by Dec 17."))
A(R("wed-find-and-book", D, "clean", "chained_tools", None, "19:12:20", G,
    "I need a first fitting next week, ideally a weekday evening. Bride id WD-BR-1240.",
    [C("find_fitting_slots", {"week_of": "2026-11-23", "after": "17:00", "days": ["mon", "tue", "wed", "thu", "fri"],
                              "fitting_type": "first"},
       {"data": {"slots": [{"slot_id": "slt_9a1", "start": "2026-11-24T17:30:00Z", "duration_min": 90},
                           {"slot_id": "slt_9b4", "start": "2026-11-26T18:00:00Z", "duration_min": 90}]},
        "meta": {"total": 2}}),
     C("book_fitting", {"bride_id": "WD-BR-1240", "slot_id": "slt_9a1"},
       {"data": {"booking_id": "WDF-40772", "status": "confirmed", "start": "2026-11-24T17:30:00Z",
                 "end": "2026-11-24T19:00:00Z", "fitting_type": "first"}}, dur=1.6)],
    "I found two weekday-evening openings next week and booked the earliest: **Tuesday, Nov 24, "
    "5:30–7:00 PM** (90 minutes) for your first fitting. Booking reference: WDF-40772. The other opening "
    "was Thursday, Nov 26 at 6:00 PM if you'd rather switch."))
A(R("wed-final-fitting-ref", D, "flawed", "wrong_id_reported", "wrong_entity", "15:03:59", M,
    "Can you confirm my final fitting got booked? Bride id WD-BR-1305.",
    [C("list_fittings", {"bride_id": "WD-BR-1305", "type": "final"},
       {"data": [{"fitting_id": "fit_4471", "booking_ref": "WDF-41186", "type": "final fitting",
                  "status": "confirmed", "start": "2026-12-12T16:00:00Z", "seamstress": "Lucía"}],
        "meta": {"count": 1}})],
    "Yes, your final fitting is confirmed for Saturday, Dec 12 at 4:00 PM with Lucía. Your booking "
    "reference is WDF-41168."))
A(R("wed-bridesmaid-slot", D, "flawed", "ignored_output", "ignored_tool_output", "16:20:37", S,
    "Can my sister come in for a bridesmaid dress fitting tomorrow at 10?",
    [C("check_availability", {"date": "2026-11-21", "time": "10:00", "service": "bridesmaid_fitting"},
       {"data": {"date": "2026-11-21", "requested": "10:00", "available": False,
                 "nearest_open": ["12:30", "15:00"],
                 "note": "Saturday mornings reserved for bridal appointments"}})],
    "I'm not able to see tomorrow's bridesmaid schedule from here, I'm afraid — the quickest way is for "
    "your sister to call the boutique in the morning and they'll tell her whether that time works."))
A(R("wed-bustle-status", D, "flawed", "retry_loop", "retry_loop", "12:33:14", G,
    "Has the bustle been added to my gown yet? Order WD-5588.",
    [C("get_alteration_order", {"order_id": "WD-5588"}, err="504 Gateway Timeout: upstream workroom-service did not respond in 10s", dur=10.0)]
    + [C("get_alteration_order", {"order_id": "WD-5588"}, err="504 Gateway Timeout: upstream workroom-service did not respond in 10s",
         dur=10.0, retry=True) for _ in range(5)],
    "Sorry, I wasn't able to reach the workroom system just now, so I can't see whether the bustle has been "
    "added yet. Could you try again in a little while?"))

# ---------------------------------------------------------------- zipper repairs
D = "zipper_repairs"
A(R("zip-receipt-cents", D, "clean", "minor_units", None, "10:05:10", M,
    "What did I pay for the zipper replacement on my parka? Ticket ZR-00412.",
    [C("get_receipt", {"ticket": "ZR-00412"},
       {"data": {"ticket": "ZR-00412",
                 "items": [{"desc": "Replace separating zipper 70cm (YKK #10)", "amount_cents": 4200},
                           {"desc": "Rush fee", "amount_cents": 1000}],
                 "subtotal_cents": 5200, "tax_cents": 442, "total_cents": 5642, "currency": "USD",
                 "paid_at": "2026-11-18T16:22:10Z"}})],
    "You paid **$56.42** for ticket ZR-00412 on Nov 18: $42.00 for the new 70 cm YKK #10 separating zipper, "
    "a $10.00 rush fee, and $4.42 tax."))
A(R("zip-backpack-timeout", D, "clean", "retried_timeout_right_answer", None, "13:30:00", G,
    "Is my backpack zipper repair done? Ticket ZR-00438.",
    [C("get_repair_ticket", {"ticket": "ZR-00438"}, err="TimeoutError: request to repairs-api timed out after 8000 ms", dur=8.0),
     C("get_repair_ticket", {"ticket": "ZR-00438"},
       {"data": {"ticket": "ZR-00438", "item": "hiking backpack", "work": "replace 2 sliders on main compartment",
                 "status": "completed", "completed_at": "2026-11-20T12:05:00Z", "balance_due": 18.0}},
       retry=True)],
    "Yes — it's done. The repair on your hiking backpack (two new sliders on the main compartment) was "
    "completed at 12:05 PM today. There's an $18 balance to pay at pickup."))
A(R("zip-boots-parts", D, "clean", "identifier_case", None, "17:52:41", S,
    "status for zr00455 pls",
    [C("get_repair_ticket", {"ticket": "ZR-00455"},
       {"data": {"ticket": "ZR-00455", "item": "leather boots (pair)", "status": "awaiting_parts",
                 "part": {"sku": "ykk-5vs-br-18", "eta": "2026-11-24"},
                 "notes": "brass #5 zipper 18cm back-ordered"}})],
    "zr-00455 (your leather boots) is waiting on parts: the 18 cm brass #5 zipper (YKK-5VS-BR-18) is "
    "back-ordered and expected Tuesday, Nov 24."))
A(R("zip-sleeping-bag-quote", D, "flawed", "invented_number", "unsupported_claim", "14:14:14", M,
    "How much to fix a zipper on a sleeping bag, and do you have the parts?",
    [C("get_service_quote", {"service": "zipper_replace", "item_type": "sleeping_bag"},
       {"data": {"service": "zipper_replace", "item_type": "sleeping_bag", "price_from": 35.0, "price_to": 55.0,
                 "currency": "USD", "depends_on": "zipper length", "parts_in_stock": True}})],
    "Replacing a sleeping-bag zipper runs $35–$55 depending on the length, and we have the parts in stock. "
    "A full-length mummy bag usually comes out at about $48."))
A(R("zip-queue-ahead", D, "flawed", "stale_data", "stale_data", "08:55:30", G,
    "How many zipper repairs are ahead of me in the queue right now?",
    [C("get_queue_status", {"service": "zipper_repair", "shop": "eastside"},
       {"data": {"shop": "eastside", "service": "zipper_repair", "waiting": 9, "est_wait_days": 2},
        "meta": {"generated_at": "2026-10-29T07:30:00Z", "source": "queue_snapshot"}})],
    "There are currently 9 zipper repairs ahead of you at the Eastside shop, so expect roughly a 2-day wait."))
A(R("zip-dress-missing", D, "flawed", "missing_output", "missing_tool_output", "16:08:03", S,
    "Can you check whether the zipper on my dress (ZR-00470) has been replaced yet?",
    [C("get_repair_ticket", {"ticket": "ZR-00470"}, missing=True, dur=3.2)],
    "Yes, the zipper on your dress (ZR-00470) has been replaced and it's ready to pick up."))

# ---------------------------------------------------------------- tuxedo rentals
D = "tuxedo_rentals"
A(R("tux-rental-days", D, "clean", "nights_times_rate", None, "15:15:15", G,
    "I'm renting the midnight-blue tux from Thursday to Monday. What will it cost?",
    [C("get_rental_rate", {"sku": "TUX-MB-SHAWL", "start_date": "2026-11-26", "end_date": "2026-11-30"},
       {"data": {"sku": "TUX-MB-SHAWL", "name": "Midnight blue shawl-lapel tuxedo", "daily_rate": 34.0,
                 "rental_days": 4, "damage_waiver": 12.0,
                 "deposit": {"amount": 100.0, "refundable": True}, "currency": "USD"}})],
    "For Thu Nov 26 → Mon Nov 30 that's 4 rental days × $34 = $136, plus the $12 damage waiver, so **$148** "
    "in total. There's also a $100 deposit, which is refundable."))
A(R("tux-price-euros", D, "clean", "currency_conversion", None, "12:40:50", S,
    "I'm visiting from Germany — how much is the Classic Black tux package in euros?",
    [C("get_package_price", {"package": "classic_black"},
       {"data": {"package": "classic_black", "price": 189.0, "currency": "USD",
                 "includes": ["jacket", "trousers", "shirt", "bow tie", "cummerbund"]}}),
     C("get_exchange_rate", {"from": "USD", "to": "EUR"},
       {"data": {"pair": "USD/EUR", "rate": 0.9412, "as_of": "2026-11-20T12:00:00Z"}}, dur=0.6)],
    "The Classic Black package is $189, which at today's rate of 0.9412 comes to about **€177.89**. It "
    "includes the jacket, trousers, shirt, bow tie and cummerbund."))
A(R("tux-best-stocked", D, "clean", "summary_of_list", None, "09:58:21", M,
    "Which tux styles have the most sizes available for next Saturday?",
    [C("list_inventory", {"date": "2026-11-28", "category": "tuxedo", "page": 1},
       {"data": {"items": [{"style": "Classic black notch", "sizes_available": 22},
                           {"style": "Midnight blue shawl", "sizes_available": 9},
                           {"style": "Ivory dinner jacket", "sizes_available": 5},
                           {"style": "Charcoal peak lapel", "sizes_available": 17},
                           {"style": "Burgundy velvet", "sizes_available": 3},
                           {"style": "Slim black peak", "sizes_available": 14}],
                 "page": 1, "total_pages": 1, "total": 6}})],
    "For Saturday, Nov 28, the best-stocked styles are:\n1. Classic black notch — 22 sizes\n"
    "2. Charcoal peak lapel — 17 sizes\n3. Slim black peak — 14 sizes\n\n"
    "Burgundy velvet is the tightest, with only 3 sizes left."))
A(R("tux-return-date", D, "flawed", "contradiction", "contradiction", "11:11:45", G,
    "When do I need to return the tux I picked up for the gala? Rental TR-77810.",
    [C("get_rental", {"rental_id": "TR-77810"},
       {"data": {"rental_id": "TR-77810", "style": "Charcoal peak lapel", "picked_up_at": "2026-11-19T15:10:00Z",
                 "due_back": "2026-11-23T18:00:00Z", "late_fee_per_day": 20.0}})],
    "Your charcoal peak-lapel tux (TR-77810) is due back Tuesday, Nov 24 by 6:00 PM. After that there's a "
    "$20 late fee per day, so try not to miss it."))
A(R("tux-reserve-40r", D, "flawed", "unacknowledged_error", "unacknowledged_error", "14:47:06", S,
    "Please reserve the ivory dinner jacket in 40R for Dec 5.",
    [C("create_reservation", {"sku": "TUX-IV-DJ", "size": "40R", "date": "2026-12-05"},
       {"ok": False, "error": {"code": "SIZE_UNAVAILABLE", "message": "No 40R units free for 2026-12-05",
                               "alternatives": ["38R", "42R"]}})],
    "You're all set — the ivory dinner jacket in 40R is reserved for Saturday, Dec 5. Bring a photo ID "
    "when you come to pick it up."))
A(R("tux-shipping-guarantee", D, "flawed", "overconfident_wording", "overconfident_wording", "17:30:30", G,
    "If I order a tux online today, will it definitely arrive in time for my wedding on the 28th? I'm in 30309.",
    [C("get_shipping_estimate", {"sku": "TUX-CL-BLK", "zip": "30309", "ship_method": "standard"},
       {"data": {"estimated_delivery": {"earliest": "2026-11-25", "latest": "2026-11-27"},
                 "confidence": "typical", "carrier": "UPS Ground",
                 "disclaimer": "Estimates are not guaranteed; holiday volume may cause delays."}})],
    "Absolutely — it's guaranteed to arrive in time. UPS Ground will deliver between Nov 25 and Nov 27, so "
    "you'll have it at least a day before the wedding on the 28th, with zero risk of it running late."))

# ---------------------------------------------------------------- custom shirt orders
D = "custom_shirts"
A(R("shirt-measurements-in", D, "clean", "unit_conversion", None, "15:01:12", M,
    "What collar, sleeve and chest sizes do you have on file for me, in inches? Customer CS-2291.",
    [C("get_measurement_profile", {"customer_id": "CS-2291"},
       {"data": {"customer_id": "CS-2291", "measurements_cm": {"collar": 40.0, "sleeve": 86.5, "chest": 104.0},
                 "updated_at": "2026-11-20T10:02:00Z"}})],
    "Your profile (updated this morning) has:\n- Collar: 40 cm ≈ 15.75 in\n- Sleeve: 86.5 cm ≈ 34 in\n"
    "- Chest: 104 cm ≈ 41 in"))
A(R("shirt-avg-lead-time", D, "clean", "average_of_list", None, "10:27:55", G,
    "How long have my last few custom shirt orders taken to arrive on average? My customer number is CS-3104.",
    [C("list_orders", {"customer_id": "CS-3104", "product": "custom_shirt", "status": "delivered", "limit": 4},
       {"data": {"orders": [{"order_id": "SH-10021", "placed": "2026-06-02", "delivered": "2026-06-23", "lead_days": 21},
                            {"order_id": "SH-10388", "placed": "2026-08-11", "delivered": "2026-08-29", "lead_days": 18},
                            {"order_id": "SH-10790", "placed": "2026-09-20", "delivered": "2026-10-14", "lead_days": 24},
                            {"order_id": "SH-11102", "placed": "2026-10-19", "delivered": "2026-11-05", "lead_days": 17}]},
        "meta": {"returned": 4, "has_more": True, "next_cursor": "c_4f"}})],
    "Across your last 4 delivered orders, shirts took **20 days** on average from order to delivery — the "
    "fastest was 17 days (SH-11102) and the slowest 24 days (SH-10790)."))
A(R("shirt-reorder-fails", D, "clean", "honest_failure_report", None, "18:40:00", S,
    "Can you place a reorder of my white oxford shirt from order SH-10955, two of them? I'm CS-3377.",
    [C("create_order", {"customer_id": "CS-3377", "template_order_id": "SH-10955", "quantity": 2},
       err='503 Service Unavailable: {"code": "PATTERN_SERVICE_DOWN", "message": "Pattern service unavailable, try later"}', dur=2.1),
     C("create_order", {"customer_id": "CS-3377", "template_order_id": "SH-10955", "quantity": 2},
       err='503 Service Unavailable: {"code": "PATTERN_SERVICE_DOWN", "message": "Pattern service unavailable, try later"}',
       dur=2.0, retry=True)],
    "I'm sorry — I couldn't place the reorder. The ordering system answered \"pattern service unavailable\" "
    "both times I tried, so nothing has been ordered yet. I can try again later, or you can reorder from "
    "SH-10955 in your account once the service is back."))
A(R("shirt-shipped-check", D, "flawed", "wrong_entity", "wrong_entity", "11:50:40", M,
    "Can you check if Daniel Ferreira's shirt order has shipped? He's customer CS-4120.",
    [C("list_orders", {"customer_id": "CS-4210", "product": "custom_shirt", "status": "any", "limit": 1},
       {"data": {"orders": [{"order_id": "SH-11240", "customer_id": "CS-4210", "status": "shipped",
                             "tracking": "1Z84F2E60312345678", "shipped_at": "2026-11-19T20:11:00Z"}]},
        "meta": {"returned": 1, "has_more": False}})],
    "Yes — Daniel's order SH-11240 shipped yesterday evening. UPS tracking number: 1Z84F2E60312345678."))
A(R("shirt-fabric-stock", D, "flawed", "stale_data", "stale_data", "13:48:27", G,
    "Do you have the white Sea Island cotton fabric in stock right now?",
    [C("get_fabric_stock", {"fabric_code": "SIC-140-WHT"},
       {"data": {"fabric_code": "SIC-140-WHT", "name": "Sea Island cotton 140s, white", "meters_in_stock": 46.5,
                 "enough_for_shirts": 28, "last_counted": "2026-09-30"},
        "meta": {"source": "quarterly_inventory_count"}})],
    "Yes! We currently have 46.5 meters of the white Sea Island cotton 140s in stock — enough for about "
    "28 shirts right now."))
A(R("shirt-monogram-loop", D, "flawed", "llm_loop", "llm_loop", "16:33:09", M,
    "What monogram fonts can I choose for my shirt cuffs?",
    [C("list_monogram_options", {},
       {"data": {"fonts": ["Block", "Script", "Roman", "Old English"], "max_chars": 3,
                 "placements": ["cuff", "chest pocket", "collar band"], "price": 9.0}})],
    "You can pick Block, Script, Roman or Old English, up to 3 characters, on the cuff, chest pocket or "
    "collar band, for $9.", loop=11))

# ---------------------------------------------------------------- button replacements
D = "button_replacements"
A(R("btn-coat-count", D, "clean", "count_of_items", None, "10:40:30", G,
    "How many buttons are you replacing on my coat, and what's the cost? Ticket BT-6621.",
    [C("get_button_job", {"ticket": "BT-6621"},
       {"data": {"ticket": "BT-6621", "garment": "camel overcoat",
                 "buttons": [{"position": "front", "size_mm": 25, "qty": 6, "unit_price": 3.5},
                             {"position": "cuff", "size_mm": 15, "qty": 4, "unit_price": 2.0},
                             {"position": "pocket flap", "size_mm": 15, "qty": 2, "unit_price": 2.0}],
                 "labor": 18.0, "currency": "USD"}})],
    "We're replacing 12 buttons on your camel overcoat: 6 front (25 mm, $21.00), 4 cuff (15 mm, $8.00) and "
    "2 pocket-flap (15 mm, $4.00). That's $33.00 in buttons plus $18.00 labour, so $51.00 in total."))
A(R("btn-horn-429", D, "clean", "retried_error_right_answer", None, "14:20:44", S,
    "Do you have horn buttons in 20 mm for a blazer?",
    [C("search_button_stock", {"material": "horn", "size_mm": 20}, err="429 Too Many Requests: rate limit exceeded, retry after 2s", dur=0.3),
     C("search_button_stock", {"material": "horn", "size_mm": 20},
       {"results": [{"sku": "BTN-HRN-20-DK", "color": "dark brown", "qty_on_hand": 34, "price_each": 4.25},
                    {"sku": "BTN-HRN-20-LT", "color": "light tortoise", "qty_on_hand": 0, "price_each": 4.25}],
        "count": 2}, retry=True)],
    "Yes, in dark brown: we have 34 of the 20 mm horn buttons (BTN-HRN-20-DK) at $4.25 each. The light "
    "tortoise version is out of stock at the moment."))
A(R("btn-cardigan-prompt-qty", D, "clean", "value_from_prompt", None, "12:00:05", M,
    "I need 8 replacement buttons for my cardigan, the 18 mm mother-of-pearl ones. What would that come to?",
    [C("get_button_price", {"query": "mother-of-pearl 18mm"},
       {"data": {"sku": "BTN-MOP-18", "price_each": 2.75, "min_qty": 1, "sew_on_fee_per_button": 1.0, "currency": "USD"}})],
    "For 8 buttons at $2.75 each that's $22.00. If you'd like us to sew them on, it's $1.00 per button "
    "($8.00), so $30.00 altogether."))
A(R("btn-blazer-ready", D, "flawed", "state_contradiction", "contradiction", "09:35:19", G,
    "Is my blazer with the new buttons ready for pickup? BT-6690",
    [C("get_button_job", {"ticket": "BT-6690"},
       {"data": {"ticket": "BT-6690", "garment": "navy blazer", "status": "in_progress", "ready_for_pickup": False,
                 "buttons_received": True, "expected_ready": "2026-11-21T16:00:00Z"}})],
    "Your navy blazer (BT-6690) is ready for pickup — the new buttons came in and have been sewn on. "
    "Drop by any time before closing."))
A(R("btn-shirt-price-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "15:55:48", S,
    "How much do you charge to replace a single shirt button?",
    [C("get_service_quote", {"service": "button_replace", "garment_type": "shirt", "qty": 1},
       {"data": {"price": 4.0, "currency": "USD", "includes_button": True,
                 "note": "free while-you-wait for shirts bought here"}})],
    "Button replacement pricing depends on the garment and the button you choose, so I'd recommend "
    "bringing the shirt in — the counter staff will give you a quote on the spot."))
A(R("btn-peacoat-no-tools", D, "flawed", "confident_claims_without_tools", "unsupported_claim", "11:18:02", G,
    "What's the turnaround and price for replacing all the buttons on a double-breasted peacoat at your Oak Street shop?",
    [],
    "At our Oak Street shop, replacing all the buttons on a double-breasted peacoat costs $64 including the "
    "buttons, and it's ready in 3 business days. Bring the coat in before 2 PM and it goes into that day's queue."))

# ---------------------------------------------------------------- leather jacket repairs
D = "leather_jacket_repairs"
A(R("leather-ship-weight", D, "clean", "unit_conversion", None, "16:10:10", G,
    "I'm shipping my leather jacket in for repair. What shipping weight should I put on the label, in pounds?",
    [C("get_shipping_instructions", {"item_type": "leather_jacket", "service": "mail_in_repair"},
       {"data": {"recommended_box": "45x35x12 cm", "est_packed_weight_kg": 2.3,
                 "ship_to": "Leatherworks Repair Center, 88 Tannery Rd, Portland, OR 97210",
                 "insurance_recommended": True}})],
    "Put about 5.1 lb on the label — the packed jacket is estimated at 2.3 kg. The recommended box is "
    "45 × 35 × 12 cm (roughly 17.7 × 13.8 × 4.7 in). Ship it to Leatherworks Repair Center, 88 Tannery Rd, "
    "Portland, OR 97210, and it's worth adding insurance."))
A(R("leather-approve-quote", D, "clean", "action_receipt", None, "13:13:31", S,
    "Go ahead and approve the quote for re-lining my jacket, LJ-3390.",
    [C("approve_quote", {"repair_id": "LJ-3390", "accept": True},
       {"data": {"repair_id": "LJ-3390", "quote_status": "accepted", "amount": 145.0, "currency": "USD",
                 "work": "full re-line, quilted satin", "scheduled_start": "2026-11-23",
                 "est_completion": "2026-12-01", "confirmation": "ACK-LJ-3390-7731"}}, dur=1.4)],
    "Approved. The full re-line in quilted satin for LJ-3390 is accepted at $145.00; work starts Monday, "
    "Nov 23 and should be finished by Tuesday, Dec 1. Confirmation: ACK-LJ-3390-7731."))
A(R("leather-bill-over-estimate", D, "clean", "difference_and_percentage", None, "17:04:26", M,
    "The final bill for my jacket zipper and cuff repair was higher than the estimate. By how much? Repair LJ-3415.",
    [C("get_repair", {"repair_id": "LJ-3415"},
       {"data": {"repair_id": "LJ-3415", "estimate": 120.0, "final_amount": 138.0, "currency": "USD",
                 "adjustments": [{"reason": "cuff leather patch larger than estimated", "amount": 18.0}]}})],
    "The final bill came to $138.00 against a $120.00 estimate — $18.00 more, or 15% over. The whole "
    "difference is one adjustment: the cuff leather patch turned out larger than estimated."))
A(R("leather-repair-number", D, "flawed", "wrong_id_reported", "wrong_entity", "17:02:00", G,
    "I just dropped off my jacket for a torn pocket. What's my repair number? My phone is 503-555-0142.",
    [C("list_repairs", {"customer_phone": "+15035550142", "created_after": "2026-11-20T00:00:00Z"},
       {"items": [{"repair_id": "LJ-3472", "item": "brown leather bomber", "issue": "torn pocket",
                   "created_at": "2026-11-20T16:48:00Z"}], "total": 1})],
    "Your repair number is LJ-3427 — brown leather bomber, torn pocket, logged at 4:48 PM today."))
A(R("leather-swatch-match", D, "flawed", "unacknowledged_error", "unacknowledged_error", "10:22:47", S,
    "Have you found a matching leather for the sleeve patch on repair LJ-3450?",
    [C("search_leather_swatches", {"repair_id": "LJ-3450", "match_color": "oxblood", "finish": "aniline"},
       {"results": [], "total": 0, "searched_suppliers": 3}, dur=2.7)],
    "Yes — we've found an oxblood aniline leather that's a close match for your sleeve, so the patch can "
    "go ahead as planned."))
A(R("leather-quote-loop", D, "flawed", "retry_loop", "retry_loop", "14:58:58", M,
    "Can you get me a quote to fix the lining and a broken snap on my moto jacket?",
    [C("get_repair_quote", {"item": "leather_moto_jacket", "services": ["lining_repair", "snap_replace"]},
       err='500 Internal Server Error: {"code": "PRICING_ENGINE_ERROR"}', dur=0.4)]
    + [C("get_repair_quote", {"item": "leather_moto_jacket", "services": ["lining_repair", "snap_replace"]},
         err='500 Internal Server Error: {"code": "PRICING_ENGINE_ERROR"}', dur=0.4, retry=True) for _ in range(6)],
    "I couldn't get a quote from the pricing system right now. A lining repair plus a snap replacement "
    "is something the shop can quote at the counter if you bring the jacket in."))

# ---------------------------------------------------------------- garment steaming
D = "garment_steaming"
A(R("steam-silk-fahrenheit", D, "clean", "unit_conversion", None, "09:09:09", G,
    "What temperature does your steamer run at for silk? I'm used to Fahrenheit.",
    [C("get_fabric_care_settings", {"fabric": "silk", "method": "steam"},
       {"data": {"fabric": "silk", "method": "steam", "steam_temp_c": 100, "plate_temp_c": 110,
                 "max_dwell_seconds": 5, "distance_cm": 5}})],
    "For silk we steam at 100 °C (212 °F); if the plate has to touch, it's set to 110 °C (230 °F). We keep "
    "the head about 5 cm (2 in) away and never more than 5 seconds on one spot."))
A(R("steam-tank-gallons", D, "clean", "unit_conversion", None, "12:25:36", S,
    "How much water does the commercial steamer you rent out hold, in gallons, and how long does a tank last?",
    [C("search_equipment", {"query": "commercial garment steamer", "rentable": True},
       {"results": [{"equipment_id": "stm-pro-4", "name": "Pro 4 commercial steamer", "tank_l": 3.8,
                     "runtime_min_per_tank": 90, "daily_rate": 25.0}], "total": 1})],
    "The Pro 4 commercial steamer (STM-PRO-4) holds 3.8 L — almost exactly 1 US gallon — and a full tank "
    "runs about 1.5 hours (90 minutes). It rents for $25/day."))
A(R("steam-add-to-order", D, "clean", "chained_tools", None, "11:06:52", G,
    "Add steaming to my dry cleaning order from this morning and tell me the new total. I'm customer 8812.",
    [C("list_orders", {"customer_id": "8812", "created_after": "2026-11-20T00:00:00Z"},
       {"data": {"orders": [{"order_id": "DC-55817", "created_at": "2026-11-20T08:41:00Z", "items": 3, "total": 27.5}]},
        "meta": {"count": 1}}),
     C("add_service", {"order_id": "DC-55817", "service": "steam_press", "qty": 3},
       {"data": {"order_id": "DC-55817", "added": {"service": "steam_press", "qty": 3, "unit_price": 4.5,
                                                   "line_total": 13.5},
                 "new_total": 41.0, "currency": "USD"}}, dur=1.3)],
    "Done — I added steam pressing for all 3 items on order DC-55817 ($4.50 each, $13.50). The new order "
    "total is $41.00, up from $27.50."))
A(R("steam-gown-price", D, "flawed", "stale_data", "stale_data", "15:27:03", M,
    "What's the price for steaming a wedding gown today?",
    [C("get_price_list", {"service": "steam", "garment": "wedding_gown"},
       {"data": {"service": "steam", "garment": "wedding_gown", "price": 85.0, "currency": "USD"},
        "meta": {"cached_at": "2026-09-08T06:00:00Z", "cache_ttl_hours": 24}})],
    "Steaming a wedding gown is $85 today."))
A(R("steam-office-pickup", D, "flawed", "missing_output", "missing_tool_output", "19:45:12", G,
    "Can you schedule a pickup of 12 shirts for steaming at my office tomorrow morning?",
    [C("schedule_pickup", {"address_id": "addr_office_2", "date": "2026-11-21", "window": "08:00-12:00",
                           "items": 12, "service": "steam_press"}, missing=True, dur=5.0)],
    "Done! A driver will collect your 12 shirts for steaming tomorrow morning between 8 AM and 12 PM at "
    "your office address."))
A(R("steam-velvet-loop", D, "flawed", "llm_loop", "llm_loop", "10:51:27", S,
    "Can you steam a velvet blazer, or will it crush the pile?",
    [C("get_fabric_care_settings", {"fabric": "velvet", "method": "steam"},
       {"data": {"fabric": "velvet", "method": "steam", "allowed": True, "contact": False,
                 "steam_from": "reverse side", "notes": "never press face; hang to dry 30 min"}})],
    "Yes, velvet can be steamed as long as the steamer never touches the face — we steam it from the reverse "
    "side and hang it to dry for 30 minutes. Yes, velvet can be steamed as long as the steamer never touches "
    "the face — we steam it from the reverse side and hang it to dry for 30 minutes. Yes, velvet can be "
    "steamed as long as the steamer never touches the face — we steam it from the reverse side and", loop=9))

# ---------------------------------------------------------------- uniform tailoring
D = "uniform_tailoring"
A(R("uniform-tender-summary", D, "clean", "magnitude_rescaling", None, "08:30:00", G,
    "Give me a quick summary of the police uniform tender TND-2026-0418 we're bidding on.",
    [C("get_tender", {"tender_id": "TND-2026-0418"},
       {"data": {"tender_id": "TND-2026-0418", "buyer": "City of Riverton Police Department",
                 "garment_count": 57000, "contract_value_usd": 2400000, "term_months": 36,
                 "bid_deadline": "2026-12-14T17:00:00Z", "alterations_included": True}})],
    "- **Buyer:** City of Riverton Police Department\n- **Scope:** 57 thousand garments over 36 months, "
    "alterations included\n- **Value:** $2.4M\n- **Bids due:** Dec 14, 5:00 PM (UTC)"))
A(R("uniform-van-miles", D, "clean", "unit_conversion", None, "16:16:16", M,
    "How far is the fitting van going to Harbor Fire Station 7 for tomorrow's uniform fittings, in miles? And when does it leave?",
    [C("get_fitting_route", {"date": "2026-11-21", "site": "Harbor Fire Station 7"},
       {"data": {"route_id": "RT-1121-03", "site": "Harbor Fire Station 7", "distance_km": 42.0,
                 "depart_at": "2026-11-21T07:15:00Z", "arrive_at": "2026-11-21T08:05:00Z", "fittings_booked": 31}})],
    "The van covers 42 km (about 26.1 miles) to Harbor Fire Station 7. It leaves at 7:15 AM tomorrow and "
    "should arrive at 8:05 AM — a 50-minute drive — with 31 fittings booked."))
A(R("uniform-pending-sites", D, "clean", "sum_of_items", None, "13:37:37", S,
    "How many uniforms are still waiting for alterations across the hospital sites on order UT-9040?",
    [C("get_order_status", {"order_id": "UT-9040"},
       {"data": {"order_id": "UT-9040", "client": "St. Brendan Health",
                 "sites": [{"site": "North campus", "ordered": 220, "altered": 184, "pending": 36},
                           {"site": "South campus", "ordered": 175, "altered": 150, "pending": 25},
                           {"site": "Eastgate clinic", "ordered": 60, "altered": 51, "pending": 9}]}})],
    "70 uniforms are still waiting: 36 at North campus, 25 at South campus and 9 at Eastgate clinic. "
    "Overall, 385 of 455 are done (about 84.6%)."))
A(R("uniform-school-batch-eta", D, "flawed", "invented_number", "unsupported_claim", "14:05:55", G,
    "What date will the school uniform hemming batch for Lincoln Middle be finished?",
    [C("get_batch", {"client": "Lincoln Middle School", "batch_id": "B-LM-2026-11"},
       {"data": {"batch_id": "B-LM-2026-11", "client": "Lincoln Middle School", "items": 148, "completed": 97,
                 "status": "in_progress", "eta": None, "eta_note": "ETA pending fabric tape delivery"}})],
    "The Lincoln Middle batch is 97 of 148 items done and should be finished by Wednesday, Nov 25."))
A(R("uniform-chef-jackets", D, "flawed", "ignored_output", "ignored_tool_output", "10:10:10", M,
    "Can we get the 40 chef jackets for Bistro Marlowe embroidered and tailored by Dec 1?",
    [C("check_capacity", {"service": "tailor_embroider", "qty": 40, "due": "2026-12-01"},
       {"data": {"feasible": False, "earliest_due": "2026-12-08",
                 "reason": "embroidery machine booked through Nov 30"}})],
    "Orders like this usually fit into the schedule if they're placed early, so I'd go ahead and place it "
    "today and we'll do our best to have Bistro Marlowe's jackets ready for Dec 1."))
A(R("uniform-guard-fit", D, "flawed", "overconfident_wording", "overconfident_wording", "18:18:18", S,
    "Will the altered security uniforms fit all 25 new guards? We only have their self-reported sizes. Order UT-9120.",
    [C("get_fit_prediction", {"order_id": "UT-9120", "method": "self_reported_sizes"},
       {"data": {"order_id": "UT-9120", "garments": 25, "predicted_good_fit_pct": 84,
                 "model_note": "self-reported sizes; ±1 size error typical"}})],
    "Based on the fit model, about 84% of the 25 uniforms should fit straight away (roughly 21 guards). "
    "The rest will definitely be perfect after one more fitting — that's guaranteed, so every guard will "
    "be fully kitted out."))
