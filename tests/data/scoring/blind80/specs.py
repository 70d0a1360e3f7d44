"""Compact specs for the blind80 set (10 book-trade domains, 3 clean + 3 flawed each).

Each run: id, file, domain, at (HH:MM UTC on 2026-11-20), prompt, calls, response,
category, cause (None for clean). A call: tool, args, output | error, optional
retry (a retry event precedes it), missing (no tool_end / output recorded).
"""


def C(tool, args, output=None, error=None, **kw):
    d = {"tool": tool, "args": args, "output": output, "error": error}
    d.update(kw)
    return d


def usd(x):
    return {"amount": x, "currency": "USD"}


RUNS = []


def run(file, domain, rid, at, prompt, calls, response, category, cause=None, **kw):
    d = dict(file=file, domain=domain, id=rid, at=at, prompt=prompt, calls=calls,
             response=response, category=category, cause=cause)
    d.update(kw)
    RUNS.append(d)


# ---------------------------------------------------------------- bookstore special orders
F, D = "special_orders", "bookstore special orders"
run(F, D, "so-salt-path-gbp-quote", "10:12",
    "Can you get me a price in US dollars for special-ordering 'The Salt Path' hardcover from the UK distributor?",
    [C("get_special_order_quote", {"title": "The Salt Path", "format": "hardcover", "supplier": "uk"},
       {"data": {"quote_id": "SQ-40718", "title": "The Salt Path", "format": "hardcover",
                 "supplier": "Gardners (UK)", "price": {"amount": 22.00, "currency": "GBP"},
                 "shipping": {"amount": 6.50, "currency": "GBP"}, "lead_time_days": {"min": 10, "max": 14}},
        "meta": {"quoted_at": "2026-11-20T10:12:04Z"}}),
     C("get_fx_rate", {"from": "GBP", "to": "USD"},
       {"base": "GBP", "quote": "USD", "rate": 1.27, "as_of": "2026-11-20T10:00:00Z"})],
    "The UK distributor (Gardners) quotes £22.00 for the hardcover plus £6.50 shipping, so £28.50 in total. "
    "At today's rate of 1.27 USD per GBP that's about $36.20 ($27.94 for the book, $8.26 shipping). "
    "Expected lead time is 10–14 days; the quote reference is SQ-40718.",
    "currency_conversion")
run(F, D, "so-piranesi-arrival-timeout", "11:03",
    "Has my special order SO-88213 arrived at the store yet?",
    [C("get_special_order", {"order_id": "SO-88213"}, error="TimeoutError: orders-api did not respond within 8s", dur=8.0),
     C("get_special_order", {"order_id": "SO-88213"},
       {"data": {"order_id": "SO-88213", "title": "Piranesi", "status": "received",
                 "received_at": "2026-11-19T16:42:00Z", "hold_until": "2026-11-27",
                 "pickup_location": "Front counter"}}, retry=True)],
    "Good news — SO-88213 (Piranesi) came in yesterday afternoon, Nov 19, at 4:42 PM. "
    "It's being held for you at the front counter until Nov 27.",
    "retried_timeout_right_answer")
run(F, D, "so-braiding-sweetgrass-place", "14:27",
    "Please place a special order for 2 copies of 'Braiding Sweetgrass' paperback, ISBN 9781571313560, for customer Dana Whitfield.",
    [C("find_customer", {"name": "Dana Whitfield"},
       {"results": [{"customer_id": "CUS-2291", "name": "Dana Whitfield", "phone_last4": "4410"}], "total": 1}),
     C("create_special_order", {"isbn": "9781571313560", "quantity": 2, "customer_id": "CUS-2291", "format": "paperback"},
       {"data": {"order_id": "SO-90442", "status": "submitted", "isbn": "9781571313560", "quantity": 2,
                 "unit_price": usd(20.00), "deposit_required": usd(10.00), "eta": "2026-11-26"}})],
    "Done — special order **SO-90442** is submitted on Dana Whitfield's account (CUS-2291):\n"
    "- 2 × Braiding Sweetgrass, paperback (978-1-57131-356-0)\n- $20.00 each, $40.00 total\n"
    "- $10.00 deposit required\n- Expected in store around Nov 26",
    "action_receipt")
run(F, D, "so-tomorrow-large-print-leadtime", "09:41",
    "How long will it take to special-order 'Tomorrow, and Tomorrow, and Tomorrow' in large print?",
    [C("get_special_order_quote", {"title": "Tomorrow, and Tomorrow, and Tomorrow", "format": "large_print"},
       {"data": {"quote_id": "SQ-40733", "title": "Tomorrow, and Tomorrow, and Tomorrow", "format": "large print",
                 "supplier": "Ingram", "price": usd(32.99), "availability": "ships from publisher",
                 "lead_time_days": None},
        "meta": {"quoted_at": "2026-11-20T09:41:30Z"}})],
    "Large print is available through Ingram for $32.99. It ships from the publisher rather than the "
    "warehouse, which usually takes 7–10 business days, so you'd have it in store in about two weeks.",
    "invented_number", "unsupported_claim")
run(F, D, "so-overstory-status-neighbour-id", "15:18",
    "What's the status of my special order SO-77560?",
    [C("get_special_order", {"order_id": "SO-77560"},
       {"data": {"order_id": "SO-77560", "title": "The Overstory", "status": "backordered",
                 "supplier_eta": "2026-12-08", "customer_notified": False}})],
    "Order SO-77506 (The Overstory) is currently backordered at the supplier. Their latest ETA is Dec 8, "
    "and we'll hold it for you as soon as it comes in.",
    "wrong_id_reported", "wrong_entity")
run(F, D, "so-cancel-already-shipped", "16:50",
    "Cancel my special order SO-81904, I found the book elsewhere.",
    [C("cancel_special_order", {"order_id": "SO-81904", "reason": "customer_request"},
       error="409 Conflict: order SO-81904 already shipped from supplier; cancellation not allowed")],
    "All set — I've cancelled special order SO-81904 for you. Sorry it didn't work out this time, "
    "and glad you tracked it down!",
    "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- book signing events
F, D = "signing_events", "book signing events"
run(F, D, "sign-patchett-times", "13:05",
    "When is the Ann Patchett signing at the Nashville store, and when should I get there for a wristband?",
    [C("get_event", {"query": "Ann Patchett signing", "store": "nashville"},
       {"data": {"event_id": "EVT-5521", "title": "Ann Patchett in conversation + signing",
                 "starts_at": "2026-11-22T00:30:00Z", "local_tz": "America/Chicago",
                 "starts_local": "2026-11-21T18:30:00-06:00", "wristbands_from_local": "2026-11-21T17:00:00-06:00",
                 "venue": "Parnassus Books, main floor"}})],
    "It's tomorrow, Saturday Nov 21, at 6:30 PM Central on the main floor at Parnassus Books. "
    "Wristbands are handed out from 5:00 PM, so aim to be there by then.",
    "clock_times")
run(F, D, "sign-boulder-weekend-none", "17:22",
    "Are there any signing events at the Boulder store this weekend?",
    [C("list_events", {"store": "boulder", "type": "signing", "from": "2026-11-21", "to": "2026-11-22"},
       {"items": [], "total": 0, "page": 1, "page_size": 20})],
    "I didn't find any signing events at the Boulder store this weekend (Nov 21–22). "
    "Want me to check the following weekend, or the Denver store?",
    "empty_result_reported")
run(F, D, "sign-ticket-code-case", "12:14",
    "Is my ticket evt5521-ga-0193 valid for the signing line?",
    [C("get_ticket", {"ticket_code": "EVT5521-GA-0193"},
       {"data": {"ticket_code": "EVT5521-GA-0193", "event_id": "EVT-5521", "tier": "general admission",
                 "includes_signing_line": True, "status": "valid", "books_per_person_limit": 2}})],
    "Yes — ticket EVT5521-GA-0193 is valid and includes a place in the signing line. "
    "Just note there's a limit of 2 books per person.",
    "identifier_case")
run(F, D, "sign-vuong-personalisation", "18:36",
    "Can I still get a personalised inscription at tonight's Ocean Vuong signing?",
    [C("search_events", {"query": "Ocean Vuong signing", "date": "2026-11-20"},
       {"data": [{"event_id": "EVT-5604", "title": "Ocean Vuong signing", "starts_at": "2026-11-21T01:00:00Z",
                  "personalization_available": False,
                  "policy_note": "Author will sign name only; no inscriptions or dedications.",
                  "line_tickets_remaining": 38}],
        "meta": {"count": 1}})],
    "There's still room — 38 line tickets are left for tonight's signing (8:00 PM Eastern). "
    "He's doing personalised inscriptions, so have the name you'd like it made out to written on a sticky note.",
    "state_contradiction", "contradiction")
run(F, D, "sign-smith-waitlist-snapshot", "10:48",
    "How many people are on the waitlist for the Zadie Smith signing right now?",
    [C("get_waitlist", {"event_id": "EVT-5710"},
       {"data": {"event_id": "EVT-5710", "waitlist_count": 112, "capacity": 250, "tickets_sold": 250},
        "meta": {"snapshot_at": "2026-10-02T14:00:00Z", "source": "nightly_export"}})],
    "Right now there are 112 people on the waitlist for the Zadie Smith signing. The event is at its "
    "250-person capacity with every ticket sold.",
    "stale_data", "stale_data")
run(F, D, "sign-reserve-line-503-loop", "19:02",
    "Reserve me a spot in the signing line for EVT-5521. My customer number is CUS-7713.",
    [C("reserve_line_spot", {"event_id": "EVT-5521", "customer_id": "CUS-7713"}, error="503 Service Unavailable")]
    + [C("reserve_line_spot", {"event_id": "EVT-5521", "customer_id": "CUS-7713"}, error="503 Service Unavailable",
         retry=True, attempt=k, reason="503 Service Unavailable") for k in range(2, 8)],
    "I'm sorry — the reservation system isn't responding right now, so I couldn't reserve your spot for "
    "EVT-5521. Please try again in a little while.",
    "retry_loop", "retry_loop")

# ---------------------------------------------------------------- author talks
F, D = "author_talks", "author talks"
run(F, D, "talk-kimmerer-duration", "08:55",
    "How long is the Robin Wall Kimmerer talk on Saturday, including the Q&A?",
    [C("search_talks", {"author": "Robin Wall Kimmerer", "from": "2026-11-21", "to": "2026-11-21"},
       {"results": [{"talk_id": "TLK-301", "title": "Gathering Moss: a conversation", "venue": "Conway Hall, London",
                     "starts_at": "2026-11-21T19:00:00Z", "ends_at": "2026-11-21T20:45:00Z",
                     "segments": [{"name": "talk", "minutes": 60}, {"name": "Q&A", "minutes": 30},
                                  {"name": "book signing", "minutes": 15}]}],
        "total": 1})],
    "It runs 1 hour 45 minutes from start to finish — 7:00 PM to 8:45 PM London time at Conway Hall. "
    "That's 60 minutes of talk, 30 minutes of Q&A and a 15-minute signing at the end.",
    "time_difference")
run(F, D, "talk-most-seats-top3", "11:30",
    "Which three upcoming author talks have the most seats left?",
    [C("list_talks", {"status": "upcoming", "sort": "date", "page_size": 10},
       {"items": [
           {"talk_id": "TLK-310", "author": "Colson Whitehead", "date": "2026-11-24", "seats_left": 12},
           {"talk_id": "TLK-311", "author": "Elif Shafak", "date": "2026-11-26", "seats_left": 87},
           {"talk_id": "TLK-312", "author": "Ted Chiang", "date": "2026-12-01", "seats_left": 4},
           {"talk_id": "TLK-313", "author": "Min Jin Lee", "date": "2026-12-03", "seats_left": 140},
           {"talk_id": "TLK-314", "author": "Hanif Abdurraqib", "date": "2026-12-05", "seats_left": 63},
           {"talk_id": "TLK-315", "author": "Ross Gay", "date": "2026-12-10", "seats_left": 95}],
        "page": 1, "total": 6})],
    "| Author | Date | Seats left |\n|---|---|---|\n| Min Jin Lee | Dec 3 | 140 |\n"
    "| Ross Gay | Dec 10 | 95 |\n| Elif Shafak | Nov 26 | 87 |\n\nThe rest are tighter — Ted Chiang has only 4 left.",
    "summary_of_list")
run(F, D, "talk-chiang-walk-miles", "15:44",
    "How far is the venue for the Ted Chiang talk from Union Station, in miles?",
    [C("search_talks", {"author": "Ted Chiang"},
       {"results": [{"talk_id": "TLK-312", "venue": "Sixth & I", "address": "600 I St NW, Washington, DC",
                     "starts_at": "2026-12-02T00:00:00Z"}], "total": 1}),
     C("get_directions", {"from": "Union Station, Washington, DC", "to": "600 I St NW, Washington, DC", "mode": "walking"},
       {"route": {"distance_km": 2.4, "duration_min": 29, "mode": "walking"}})],
    "The talk is at Sixth & I (600 I St NW). From Union Station it's about 1.5 miles on foot (2.4 km), "
    "roughly a 29-minute walk.",
    "unit_conversion")
run(F, D, "talk-ward-wrong-city", "09:20",
    "Is the Jesmyn Ward talk in New Orleans still on for next week?",
    [C("search_talks", {"author": "Jesmyn Ward", "city": "New York"},
       {"results": [{"talk_id": "TLK-402", "city": "New York", "venue": "92NY",
                     "starts_at": "2026-11-27T23:30:00Z", "status": "scheduled"}], "total": 1})],
    "Yes, the Jesmyn Ward talk is still on — it's scheduled for Nov 27 and there are no changes or "
    "cancellations listed.",
    "wrong_entity", "wrong_entity")
run(F, D, "talk-whitehead-age-policy", "12:58",
    "Can I bring my 10-year-old to the Colson Whitehead talk?",
    [C("get_talk_policies", {"talk_id": "TLK-310"},
       {"data": {"talk_id": "TLK-310", "age_policy": {"minimum_age": 16,
                 "note": "Contains mature themes; under-16s not admitted."},
                 "accessibility": {"wheelchair": True, "hearing_loop": True}}})],
    "Sure — the talk is open to the public, so your 10-year-old is welcome to come along with you. "
    "The venue is wheelchair accessible and has a hearing loop if that's useful.",
    "ignored_output", "ignored_tool_output")
run(F, D, "talk-chiang-waitlist-guarantee", "16:11",
    "If I join the waitlist for the Ted Chiang talk, will I get in?",
    [C("get_waitlist", {"talk_id": "TLK-312"},
       {"data": {"talk_id": "TLK-312", "seats_left": 4, "waitlist_count": 31, "historical_release_rate": 0.15,
                 "note": "Released seats are offered in waitlist order; not guaranteed."}})],
    "Yes — join the waitlist and you're guaranteed a seat. There are still 4 seats open and released "
    "seats go out in waitlist order, so you'll definitely get in before the talk.",
    "overconfident_wording", "overconfident_wording")

# ---------------------------------------------------------------- used book buyback
F, D = "buyback", "used book buyback"
run(F, D, "bb-three-isbns-sum", "10:05",
    "What would you pay for these three: 9780143127550, 9780062316097 and 9780525559474? All in good shape.",
    [C("get_buyback_offer", {"isbns": ["9780143127550", "9780062316097", "9780525559474"], "condition": "good"},
       {"data": {"offers": [
           {"isbn": "9780143127550", "title": "Everything I Never Told You", "offer": usd(3.25)},
           {"isbn": "9780062316097", "title": "Sapiens", "offer": usd(4.80)},
           {"isbn": "9780525559474", "title": "The Midnight Library", "offer": usd(5.15)}],
                 "valid_until": "2026-11-27T23:59:59Z"},
        "meta": {"quote_id": "BB-66120"}})],
    "Here's the offer (quote BB-66120, good until Nov 27):\n\n| Title | Offer |\n|---|---|\n"
    "| Everything I Never Told You | $3.25 |\n| Sapiens | $4.80 |\n| The Midnight Library | $5.15 |\n"
    "| **Total** | **$13.20** |",
    "sum_of_items")
run(F, D, "bb-credit-cents", "13:40",
    "How much store credit do I have from my last buyback? Member number M-20931.",
    [C("get_credit_balance", {"member_id": "M-20931"},
       {"data": {"member_id": "M-20931", "store_credit_cents": 1875, "cash_equivalent_cents": 1250,
                 "last_buyback": {"id": "BB-65902", "date": "2026-11-14"}}})],
    "You have $18.75 in store credit — or $12.50 if you'd rather take it as cash. "
    "It's from buyback BB-65902 on Nov 14.",
    "minor_units")
run(F, D, "bb-silent-patient-cart-chain", "15:02",
    "Look up the buyback price for the book with barcode 9781250301697 and add it to my trade-in cart.",
    [C("lookup_isbn", {"isbn": "9781250301697"},
       {"data": {"isbn": "9781250301697", "title": "The Silent Patient", "edition": "paperback"}}),
     C("get_buyback_offer", {"isbns": ["9781250301697"], "condition": "good"},
       {"data": {"offers": [{"isbn": "9781250301697", "title": "The Silent Patient", "offer": usd(2.60)}],
                 "valid_until": "2026-11-27T23:59:59Z"}, "meta": {"quote_id": "BB-66188"}}),
     C("add_to_tradein_cart", {"quote_id": "BB-66188", "isbn": "9781250301697"},
       {"data": {"cart_id": "TC-1187", "items": 1, "cart_total": usd(2.60)}})],
    "Added The Silent Patient (paperback) to your trade-in cart TC-1187 at $2.60. "
    "It's the only item in the cart so far.",
    "chained_tools")
run(F, D, "bb-educated-credit-digit", "11:16",
    "What's the buyback offer for my copy of 'Educated' in very good condition?",
    [C("get_buyback_offer", {"isbns": ["9780399590504"], "condition": "very_good"},
       {"data": {"offers": [{"isbn": "9780399590504", "title": "Educated", "condition": "very_good",
                             "offer": usd(4.10), "store_credit_offer": usd(5.35)}],
                 "valid_until": "2026-11-27T23:59:59Z"}, "meta": {"quote_id": "BB-66141"}})],
    "For Educated in very good condition we can offer $4.10 in cash, or $5.85 in store credit if you'd "
    "rather shop with it. The quote (BB-66141) is good through Nov 27.",
    "contradiction", "contradiction")
run(F, D, "bb-campbell-percent-invented", "14:09",
    "Do you buy back textbooks? What would I get for Campbell Biology 12th edition?",
    [C("get_buyback_offer", {"isbns": ["9780135188743"], "condition": "good"},
       {"data": {"offers": [{"isbn": "9780135188743", "title": "Campbell Biology, 12th ed.",
                             "offer": usd(38.00), "demand": "high"}],
                 "valid_until": "2026-11-27T23:59:59Z"}, "meta": {"quote_id": "BB-66150"}})],
    "Yes, we do! For Campbell Biology (12th ed.) in good condition we'd pay $38.00 — demand is high right now. "
    "That's roughly 30% of what it sells for new.",
    "invented_number", "unsupported_claim")
run(F, D, "bb-bulk-estimate-no-output", "17:45",
    "How much would I get for a box of 20 mass-market paperbacks?",
    [C("get_bulk_estimate", {"item_count": 20, "format": "mass_market", "condition": "mixed"}, missing=True)],
    "For a box of 20 mass-market paperbacks you'd typically get about $0.25 per book, so around $5.00 for the lot.",
    "missing_output", "missing_tool_output")

# ---------------------------------------------------------------- book club kits
F, D = "book_club_kits", "book club kits"
run(F, D, "kit-chemistry-weeks-rate", "09:33",
    "We're a club of 9 — how much to rent the 'Lessons in Chemistry' kit for 3 weeks?",
    [C("get_kit", {"title": "Lessons in Chemistry"},
       {"data": {"kit_id": "KIT-0817", "title": "Lessons in Chemistry", "copies": 10,
                 "rental": {"per_week": usd(12.00), "deposit": usd(25.00)},
                 "includes": ["10 paperbacks", "discussion guide"]}})],
    "3 weeks × $12.00/week = $36.00 for the rental, plus a $25.00 deposit, so $61.00 up front. "
    "The kit has 10 copies, so all 9 of you are covered with one to spare.",
    "nights_times_rate")
run(F, D, "kit-copperhead-weight-lb", "12:21",
    "How heavy is the 'Demon Copperhead' kit? I need it in pounds for mailing it back.",
    [C("get_kit", {"title": "Demon Copperhead"},
       {"data": {"kit_id": "KIT-0902", "title": "Demon Copperhead", "copies": 12,
                 "shipping": {"weight_kg": 6.8, "box_cm": [40, 30, 25]}}})],
    "The Demon Copperhead kit (KIT-0902) weighs 6.8 kg boxed — about 15 lb. The box is 40 × 30 × 25 cm.",
    "unit_conversion")
run(F, D, "kit-club-average-rating", "18:04",
    "What's the average rating our club (CLB-118) gave the last four kits?",
    [C("get_club_ratings", {"club_id": "CLB-118", "limit": 4},
       {"items": [{"kit": "Tomorrow, and Tomorrow, and Tomorrow", "rating": 4.5},
                  {"kit": "The Covenant of Water", "rating": 3.9},
                  {"kit": "Trust", "rating": 4.2},
                  {"kit": "Yellowface", "rating": 3.6}], "total": 4})],
    "Your club averaged 4.05 out of 5 across the last four kits. Highest was Tomorrow, and Tomorrow, and "
    "Tomorrow (4.5); lowest was Yellowface (3.6).",
    "average_of_list")
run(F, D, "kit-james-availability-cached", "10:27",
    "Is the 'James' kit available to borrow right now?",
    [C("check_kit_availability", {"title": "James"},
       {"data": {"kit_id": "KIT-1004", "title": "James", "available_copies": 2, "status": "available"},
        "meta": {"as_of": "2026-09-12T08:00:00Z", "cache": "hit"}})],
    "Yes — the James kit is available right now; there are 2 kits on the shelf. Want me to reserve one?",
    "stale_data", "stale_data")
run(F, D, "kit-trust-extend-refused", "14:55",
    "Extend our 'Trust' kit rental by one week please — club CLB-118.",
    [C("extend_rental", {"club_id": "CLB-118", "kit_id": "KIT-0955", "weeks": 1},
       {"status": "error", "data": None,
        "error": {"code": "RESERVED_NEXT",
                  "message": "Kit KIT-0955 is reserved by another club from 2026-11-23; extension not possible."}})],
    "Done! Your Trust kit rental is extended by one more week — enjoy the extra discussion time.",
    "unacknowledged_error", "unacknowledged_error")
run(F, D, "kit-circe-suggest-llm-loop", "16:38",
    "Suggest a kit for a club that loved 'Circe'.",
    [C("search_kits", {"similar_to": "Circe", "limit": 3},
       {"items": [{"kit_id": "KIT-0640", "title": "The Song of Achilles", "copies": 10, "available": True},
                  {"kit_id": "KIT-0711", "title": "Ariadne", "copies": 8, "available": True},
                  {"kit_id": "KIT-0988", "title": "Elektra", "copies": 10, "available": False}],
        "total": 3})],
    "If your club loved Circe, I'd go for The Song of Achilles (KIT-0640, 10 copies, available now). "
    "Ariadne (KIT-0711, 8 copies) is a good second choice; Elektra is out at the moment.",
    "llm_loop", "llm_loop", llm_loop=9)

# ---------------------------------------------------------------- manuscript critique
F, D = "manuscript_critique", "manuscript critique services"
run(F, D, "mc-status-500-honest", "08:47",
    "Can you check the status of my manuscript critique, order MC-3021?",
    [C("get_critique_order", {"order_id": "MC-3021"}, error="500 Internal Server Error: critique-service unavailable"),
     C("get_critique_order", {"order_id": "MC-3021"}, error="500 Internal Server Error: critique-service unavailable",
       retry=True, backoff=2.0)],
    "I tried twice, but the critique service returned a server error both times, so I can't see the status "
    "of MC-3021 right now. Please try again a bit later, or email the editorial desk if it's urgent.",
    "honest_failure_report")
run(F, D, "mc-devedit-vs-assessment", "11:52",
    "What's the difference in price between a developmental edit and a manuscript assessment for my 85,000-word novel?",
    [C("get_service_quote", {"word_count": 85000, "services": ["developmental_edit", "manuscript_assessment"]},
       {"data": {"quotes": [
           {"service": "developmental_edit", "rate_per_1000_words": usd(18.00), "total": usd(1530.00)},
           {"service": "manuscript_assessment", "flat_fee": True, "total": usd(595.00)}]},
        "meta": {"quoted_at": "2026-11-20T11:52:10Z"}})],
    "The developmental edit comes to $1,530.00 (85,000 words at $18 per 1,000) and the manuscript assessment "
    "is a flat $595.00 — so the assessment is $935.00 cheaper, about 39% of the cost of the developmental edit.",
    "difference_and_percentage")
run(F, D, "mc-book-assessment-receipt", "13:16",
    "Book a manuscript assessment for MS-7781 with standard turnaround and tell me when it'll be back.",
    [C("book_critique", {"manuscript_id": "MS-7781", "service": "manuscript_assessment", "turnaround": "standard"},
       {"data": {"order_id": "MC-3107", "status": "confirmed", "due_at": "2026-12-04T17:00:00Z",
                 "editor": "R. Okafor", "amount_charged": usd(595.00)}})],
    "Booked! Order MC-3107 is confirmed with editor R. Okafor. $595.00 has been charged, and your critique "
    "is due back Friday, Dec 4, by 5:00 PM UTC.",
    "action_receipt")
run(F, D, "mc-ya-editors-invented-count", "10:09",
    "How many editors do you have who specialise in YA fantasy, and how soon can one start?",
    [C("list_editors", {"genre": "young_adult_fantasy", "available": True},
       {"items": [{"editor_id": "ED-14", "name": "M. Castellanos", "next_opening": "2026-12-01"},
                  {"editor_id": "ED-22", "name": "J. Tran", "next_opening": "2026-12-09"}],
        "total": 2, "page": 1})],
    "We have 2 editors who specialise in YA fantasy:\n- **M. Castellanos** — next opening Dec 1\n"
    "- **J. Tran** — next opening Dec 9\n\nM. Castellanos has edited over 40 published YA titles, "
    "so she'd be my pick if you want to start soonest.",
    "invented_number", "unsupported_claim")
run(F, D, "mc-payment-declined-state", "15:33",
    "Has my payment for critique MC-3055 gone through?",
    [C("get_critique_order", {"order_id": "MC-3055"},
       {"data": {"order_id": "MC-3055", "service": "line_edit_sample",
                 "payment": {"status": "failed", "paid": False, "failure_reason": "card_declined"},
                 "work_started": False}})],
    "Your order MC-3055 (line-edit sample) is paid up and sitting in the queue — the editor just hasn't "
    "started on it yet.",
    "state_contradiction", "contradiction")
run(F, D, "mc-standard-wordcap-ignored", "17:08",
    "Can the critique cover my 140,000-word manuscript under the standard package?",
    [C("get_package", {"package": "standard"},
       {"data": {"package": "standard", "max_word_count": 120000,
                 "overage": "not accepted; choose the Extended package", "price": usd(595.00)}})],
    "Yes, the standard package ($595.00) will cover your 140,000-word manuscript — just upload it as a "
    "single .docx file when you book.",
    "ignored_output", "ignored_tool_output")

# ---------------------------------------------------------------- self-publishing print runs
F, D = "print_runs", "self-publishing print runs"
run(F, D, "pr-2500-copies-magnitude", "09:14",
    "What's the total cost to print 2,500 copies of my 320-page paperback, 6x9?",
    [C("get_print_quote", {"quantity": 2500, "page_count": 320, "trim": "6x9", "binding": "perfect"},
       {"data": {"quote_id": "PQ-22871", "unit_cost": usd(3.84), "total": usd(9600.00),
                 "setup_fee": usd(150.00), "grand_total": usd(9750.00)},
        "meta": {"valid_until": "2026-12-20"}})],
    "About $9.75K all in: 2,500 copies at $3.84 each is $9,600, plus a $150 setup fee. Quote PQ-22871.",
    "magnitude_rescaling")
run(F, D, "pr-pallet-weight-lb", "10:40",
    "For quote PQ-22871, how much will the shipment weigh in pounds?",
    [C("get_shipment_spec", {"quote_id": "PQ-22871"},
       {"data": {"quote_id": "PQ-22871", "cartons": 50, "copies_per_carton": 50, "carton_weight_kg": 21.5,
                 "pallet_weight_kg": 25, "total_weight_kg": 1100.0}})],
    "The shipment comes to 1,100 kg, roughly 2,425 lb — 50 cartons of 50 copies at 21.5 kg each, plus the 25 kg pallet.",
    "unit_conversion")
run(F, D, "pr-job-status-429-retry", "13:58",
    "When will my print run PR-5512 ship?",
    [C("get_print_job", {"job_id": "PR-5512"}, error="429 Too Many Requests: retry after 2s"),
     C("get_print_job", {"job_id": "PR-5512"},
       {"data": {"job_id": "PR-5512", "status": "printing", "copies": 1000,
                 "estimated_ship_date": "2026-11-25", "carrier": "UPS Freight"}}, retry=True, backoff=2.0)],
    "PR-5512 is on press now (1,000 copies) and is estimated to ship on Nov 25 via UPS Freight.",
    "retried_error_right_answer")
run(F, D, "pr-tier-unit-cost-swap", "11:25",
    "What's the per-copy price if I bump my run from 500 to 1,000 copies? It's the 240-page one.",
    [C("get_print_quote", {"quantities": [500, 1000], "page_count": 240, "trim": "5.5x8.5", "binding": "perfect"},
       {"data": {"tiers": [{"quantity": 500, "unit_cost": usd(5.12)},
                           {"quantity": 1000, "unit_cost": usd(4.27)}], "page_count": 240}})],
    "Going from 500 to 1,000 copies drops the unit price from $5.12 to $4.72, so the 1,000-copy run would "
    "be $4,720 before shipping.",
    "contradiction", "contradiction")
run(F, D, "pr-proof-status-wrong-job", "14:46",
    "What's the status of the print proof for my book 'The Lantern Keeper' (job PR-5530)?",
    [C("get_print_job", {"job_id": "PR-5503"},
       {"data": {"job_id": "PR-5503", "title": "Salt and Cedar", "proof_status": "approved",
                 "status": "printing", "copies": 750}})],
    "Good news: your proof has been approved and the job is now printing.",
    "wrong_entity", "wrong_entity")
run(F, D, "pr-paper-surcharge-old", "16:20",
    "What's the current paper surcharge on print runs?",
    [C("get_surcharges", {"type": "paper"},
       {"data": {"paper_surcharge_pct": 7.5, "applies_to": "all offset runs"},
        "meta": {"published": "2026-07-15", "next_review": "2026-10-01"}})],
    "The current paper surcharge is 7.5%, applied on top of the print quote for all offset runs.",
    "stale_data", "stale_data")

# ---------------------------------------------------------------- ISBN registration
F, D = "isbn_registration", "ISBN registration"
run(F, D, "isbn-unassigned-count", "09:02",
    "How many of my ISBNs are still unassigned? Account PUB-0937.",
    [C("list_isbns", {"account_id": "PUB-0937", "status": "all", "page": 1},
       {"items": [{"isbn": "978-1-7389-0410-5", "status": "assigned", "title": "North of Quiet", "format": "paperback"},
                  {"isbn": "978-1-7389-0411-2", "status": "assigned", "title": "North of Quiet", "format": "hardcover"},
                  {"isbn": "978-1-7389-0412-9", "status": "assigned", "title": "Lake Effect", "format": "paperback"},
                  {"isbn": "978-1-7389-0413-6", "status": "unassigned"},
                  {"isbn": "978-1-7389-0414-3", "status": "unassigned"},
                  {"isbn": "978-1-7389-0415-0", "status": "unassigned"}],
        "total": 6, "page": 1, "pages": 1})],
    "3 of your 6 ISBNs are still unassigned: 978-1-7389-0413-6, 978-1-7389-0414-3 and 978-1-7389-0415-0.",
    "count_of_items")
run(F, D, "isbn-assign-ebook-receipt", "13:07",
    "Assign ISBN 978-1-7389-0413-6 to my ebook 'Lake Effect' and register it.",
    [C("assign_isbn", {"isbn": "9781738904136", "title": "Lake Effect", "format": "ebook"},
       {"data": {"isbn": "9781738904136", "status": "assigned", "registration_id": "REG-2026-118402",
                 "submitted_to_agency_at": "2026-11-20T13:07:12Z", "expected_listing_days": {"min": 5, "max": 10}}})],
    "Done — ISBN 978-1-7389-0413-6 is now assigned to the ebook edition of Lake Effect "
    "(registration REG-2026-118402, submitted at 1:07 PM UTC today). It should show up in the agency "
    "listings within 5–10 days.",
    "action_receipt")
run(F, D, "isbn-block-cad", "15:51",
    "How much would a block of 10 ISBNs cost me in Canadian dollars?",
    [C("get_isbn_pricing", {"block_size": 10},
       {"data": {"block_size": 10, "price": usd(295.00)}, "meta": {"price_list": "2026-11"}}),
     C("get_fx_rate", {"from": "USD", "to": "CAD"}, {"rate": 1.39, "as_of": "2026-11-20T15:00:00Z"})],
    "A block of 10 is US$295.00, which at 1.39 CAD per USD comes to about C$410.05 — roughly C$41 per ISBN.",
    "currency_conversion")
run(F, D, "isbn-hardcover-neighbour", "10:33",
    "What ISBN did we put on the hardcover of 'North of Quiet'?",
    [C("search_isbns", {"account_id": "PUB-0937", "title": "North of Quiet"},
       {"items": [{"isbn": "978-1-7389-0410-5", "format": "paperback", "title": "North of Quiet"},
                  {"isbn": "978-1-7389-0411-2", "format": "hardcover", "title": "North of Quiet"}],
        "total": 2})],
    "The hardcover of North of Quiet is on ISBN 978-1-7389-0410-5.",
    "wrong_id_reported", "wrong_entity")
run(F, D, "isbn-transfer-forbidden", "12:44",
    "Please transfer ISBN 978-1-7389-0414-3 to my imprint Driftwood Press.",
    [C("transfer_isbn", {"isbn": "9781738904143", "to_imprint": "Driftwood Press"},
       error="403 Forbidden: imprint 'Driftwood Press' is not verified on account PUB-0937")],
    "The transfer's done — ISBN 978-1-7389-0414-3 now sits under Driftwood Press. It can take a few days "
    "to show up in the public record.",
    "unacknowledged_error", "unacknowledged_error")
run(F, D, "isbn-regstatus-504-loop", "17:29",
    "Check whether ISBN 9781738904150 has been registered with the agency yet.",
    [C("get_registration_status", {"isbn": "9781738904150"}, error="504 Gateway Timeout", dur=10.0)]
    + [C("get_registration_status", {"isbn": "9781738904150"}, error="504 Gateway Timeout", dur=10.0,
         retry=True, attempt=k, reason="504 Gateway Timeout") for k in range(2, 7)],
    "Sorry, the registration agency's service kept timing out, so I couldn't confirm whether "
    "9781738904150 is registered yet.",
    "retry_loop", "retry_loop")

# ---------------------------------------------------------------- library book sales
F, D = "library_book_sales", "library book sales"
run(F, D, "ls-bag-vs-single-savings", "08:38",
    "At the Friends of the Library sale, how much do I save buying a full bag vs. 14 paperbacks at the single price?",
    [C("get_sale_pricing", {"sale_id": "FOL-2026-FALL"},
       {"data": {"sale_id": "FOL-2026-FALL", "prices": {"paperback": usd(1.00), "hardcover": usd(2.00),
                 "bag_of_books": {"amount": 10.00, "currency": "USD", "note": "fill a tote; any mix"}}}})],
    "14 paperbacks at $1.00 each would be $14.00; a bag is a flat $10.00, so the bag saves you $4.00 (about 29%).",
    "difference_and_percentage")
run(F, D, "ls-tomorrow-hours", "19:15",
    "What are the hours for the library book sale tomorrow?",
    [C("get_sale_schedule", {"branch": "central", "date": "2026-11-21"},
       {"data": {"branch": "Central", "sessions": [
           {"name": "Members preview", "start": "2026-11-21T09:00:00-05:00", "end": "2026-11-21T10:00:00-05:00",
            "members_only": True},
           {"name": "General sale", "start": "2026-11-21T10:00:00-05:00", "end": "2026-11-21T16:30:00-05:00"},
           {"name": "Half-price hour", "start": "2026-11-21T15:30:00-05:00", "end": "2026-11-21T16:30:00-05:00"}]}})],
    "Tomorrow (Sat, Nov 21) at Central:\n- 9:00–10:00 AM — members-only preview\n"
    "- 10:00 AM–4:30 PM — general sale\n- 3:30–4:30 PM — half-price hour",
    "clock_times")
run(F, D, "ls-fall-sale-total", "12:02",
    "How much did the fall sale raise across all three branches?",
    [C("get_sale_totals", {"sale_id": "FOL-2026-FALL"},
       {"rows": [{"branch": "Central", "gross": 4812.50}, {"branch": "Eastside", "gross": 1967.00},
                 {"branch": "Riverside", "gross": 2230.75}], "row_count": 3, "currency": "USD"})],
    "The fall sale brought in $9,010.25 in total (roughly $9K): Central $4,812.50, Riverside $2,230.75 "
    "and Eastside $1,967.00.",
    "sum_of_items")
run(F, D, "ls-eastside-donations-old", "11:11",
    "Are donations being accepted at the Eastside branch right now?",
    [C("get_donation_status", {"branch": "eastside"},
       {"data": {"branch": "Eastside", "accepting_donations": True, "bins": "lobby"},
        "meta": {"last_updated": "2026-08-29T12:00:00Z"}})],
    "Yes, Eastside is accepting donations right now — just drop them in the bins in the lobby.",
    "stale_data", "stale_data")
run(F, D, "ls-inventory-invented", "14:31",
    "How many books are expected at this weekend's sale?",
    [C("get_sale_summary", {"sale_id": "FOL-2026-FALL"},
       {"data": {"sale_id": "FOL-2026-FALL", "dates": ["2026-11-21", "2026-11-22"],
                 "categories": ["fiction", "children's", "history", "cookbooks", "records"],
                 "volunteers_needed": 6, "inventory_estimate": None}})],
    "The sale runs Nov 21–22 with fiction, children's, history, cookbooks and even some records. They're "
    "expecting around 12,000 books, and they're still looking for 6 volunteers if you're interested!",
    "invented_number", "unsupported_claim")
run(F, D, "ls-preview-llm-loop", "16:57",
    "Is there a members preview at the sale tomorrow?",
    [C("get_sale_schedule", {"branch": "central", "date": "2026-11-21"},
       {"data": {"branch": "Central", "sessions": [
           {"name": "Members preview", "start": "2026-11-21T09:00:00-05:00", "end": "2026-11-21T10:00:00-05:00",
            "members_only": True},
           {"name": "General sale", "start": "2026-11-21T10:00:00-05:00", "end": "2026-11-21T16:30:00-05:00"}]}})],
    "Yes — there's a members-only preview tomorrow from 9:00 to 10:00 AM at Central, before the general sale opens at 10.",
    "llm_loop", "llm_loop", llm_loop=8)

# ---------------------------------------------------------------- literary festival passes
F, D = "festival_passes", "literary festival passes"
run(F, D, "lf-attendance-magnitude", "09:48",
    "How big was last year's Bayside Literary Festival, and how many passes have sold for this year?",
    [C("get_festival_stats", {"festival_id": "BLF-2026", "compare_to": 2025},
       {"data": {"2025": {"attendance": 57200}, "2026": {"passes_sold": 18450, "capacity": 25000}},
        "meta": {"generated_at": "2026-11-20T09:45:00Z"}})],
    "Last year drew about 57 thousand visitors (57,200). This year 18,450 passes have sold out of "
    "25,000 — 73.8% of capacity.",
    "magnitude_rescaling")
run(F, D, "lf-day-pass-502-retry", "11:49",
    "Buy me a day pass for Saturday at the Bayside Literary Festival.",
    [C("purchase_pass", {"festival_id": "BLF-2026", "pass_type": "day", "date": "2026-11-21", "quantity": 1,
                         "idempotency_key": "a41f-77c2"}, error="502 Bad Gateway"),
     C("purchase_pass", {"festival_id": "BLF-2026", "pass_type": "day", "date": "2026-11-21", "quantity": 1,
                         "idempotency_key": "a41f-77c2"},
       {"data": {"order_id": "BLF-ORD-771204", "pass_type": "day", "date": "2026-11-21", "quantity": 1,
                 "total": usd(45.00), "status": "confirmed", "barcode": "BLF26D-9F3K2"}}, retry=True)],
    "Got it on the second try — your Saturday (Nov 21) day pass is confirmed. Order blf-ord-771204, $45.00; "
    "show barcode BLF26D 9F3K2 at the gate.",
    "retried_error_right_answer")
run(F, D, "lf-gold-sunday-sessions", "15:12",
    "Which sessions can I attend with a Gold pass on Sunday, and when's the first one?",
    [C("get_pass_type", {"festival_id": "BLF-2026", "pass_type": "gold"},
       {"data": {"pass_type": "gold", "access_tiers": ["main_stage", "workshops"]}}),
     C("list_sessions", {"festival_id": "BLF-2026", "date": "2026-11-22", "tiers": ["main_stage", "workshops"]},
       {"items": [
           {"session_id": "S-301", "title": "Writing the Coast: a workshop", "tier": "workshops",
            "start": "2026-11-22T10:30:00-08:00", "end": "2026-11-22T12:00:00-08:00"},
           {"session_id": "S-305", "title": "Poets on Place", "tier": "main_stage",
            "start": "2026-11-22T13:15:00-08:00", "end": "2026-11-22T14:15:00-08:00"},
           {"session_id": "S-309", "title": "Closing keynote", "tier": "main_stage",
            "start": "2026-11-22T16:00:00-08:00", "end": "2026-11-22T17:00:00-08:00"}],
        "total": 3, "next_cursor": None})],
    "Gold covers the main stage and workshops, which gives you 3 sessions on Sunday, Nov 22:\n"
    "1. Writing the Coast: a workshop — 10:30 AM–12:00 PM (your first one)\n"
    "2. Poets on Place — 1:15–2:15 PM\n3. Closing keynote — 4:00–5:00 PM",
    "chained_tools")
run(F, D, "lf-upgrade-soldout-ignored", "10:19",
    "Can I upgrade my day pass (order BLF-ORD-770988) to a weekend pass?",
    [C("get_upgrade_options", {"order_id": "BLF-ORD-770988"},
       {"data": {"order_id": "BLF-ORD-770988", "upgrades": [],
                 "reason": "Weekend passes sold out on 2026-11-18."}})],
    "Yes, you can upgrade — just pay the difference between your day pass and a weekend pass at the box "
    "office when you arrive.",
    "ignored_output", "ignored_tool_output")
run(F, D, "lf-sunday-inventory-no-output", "13:36",
    "How many Sunday passes are still available for Bayside?",
    [C("get_pass_inventory", {"festival_id": "BLF-2026", "date": "2026-11-22"}, missing=True)],
    "There are still 140 Sunday passes available, so there's no need to rush.",
    "missing_output", "missing_tool_output")
run(F, D, "lf-rushdie-guaranteed", "18:21",
    "If I buy a pass now, will I definitely get into the Salman Rushdie session?",
    [C("search_sessions", {"festival_id": "BLF-2026", "speaker": "Salman Rushdie"},
       {"items": [{"session_id": "S-204", "title": "Salman Rushdie in conversation", "capacity": 600,
                   "seats_reserved": 512,
                   "admission": "first come, first served; pass does not guarantee entry"}], "total": 1})],
    "Yes — with a pass you're 100% guaranteed a seat at the Rushdie session. There are still 88 seats "
    "left, so there's no chance it fills up before you get there.",
    "overconfident_wording", "overconfident_wording")
