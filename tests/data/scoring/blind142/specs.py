"""Compact specs for the blind142 set (pawn shop domains). Written by hand, blind."""

SPECS = []


AT = {"ext-fee-sum": (10, 1), "ext-invented-fee": (13, 39), "gold-kilo-mag": (11, 10),
      "lay-payment-receipt": (16, 4), "pick-hours-duration": (8, 50)}  # run start (UTC) after the outputs' own times


def R(file, domain, id, label, category, prompt, calls, response, cause=None, **kw):
    if id in AT:
        kw["at"] = AT[id]
    SPECS.append(dict(file=file, domain=domain, id=id, label=label, category=category, prompt=prompt,
                      calls=calls, response=response, cause=cause, **kw))


# ---------------- pawn loan extensions ----------------
F, D = "pawn_loan_extensions", "pawn loan extensions"
R(F, D, "ext-fee-sum", "clean", "sum_of_items",
  "How much do I need to pay to extend pawn loan PL-40817 by 30 days?",
  [("get_extension_quote", {"loan_id": "PL-40817", "days": 30},
    {"data": {"loan_id": "PL-40817", "lines": [{"item": "interest", "amount": 24.50},
     {"item": "storage_fee", "amount": 6.00}, {"item": "insurance_fee", "amount": 3.25}],
     "currency": "USD", "new_due_date": "2026-12-20"}, "meta": {"quoted_at": "2026-11-20T10:02:11Z"}})],
  "Extending PL-40817 by 30 days costs $33.75 in total (interest $24.50 + storage $6.00 + insurance $3.25). "
  "Your new due date would be Dec 20, 2026.")
R(F, D, "ext-confirm-receipt", "clean", "action_receipt",
  "Please extend my loan pl-51233 by two weeks, pay with the card on file.",
  [("extend_pawn_loan", {"loan_id": "PL-51233", "days": 14, "payment_method": "card_on_file"},
    {"status": "confirmed", "extension_id": "EXT-88172", "charged_cents": 1840,
     "due_date_new": "2026-12-04T23:59:00Z"})],
  "Done. Loan PL-51233 is extended (confirmation EXT-88172). $18.40 was charged to your card, and the new due date is Dec 4.")
R(F, D, "ext-timeout-retry", "clean", "retried_timeout_right_answer",
  "Can loan PL-30022 still be extended?",
  [("check_extension_eligibility", {"loan_id": "PL-30022"}, None, "TimeoutError: upstream pawn ledger did not respond in 10s"),
   ("check_extension_eligibility", {"loan_id": "PL-30022"},
    {"loan_id": "PL-30022", "eligible": True, "extensions_used": 1, "extensions_max": 3, "grace_ends": "2026-11-27"})],
  "Yes, PL-30022 can still be extended. You've used 1 of 3 allowed extensions, and the grace period ends Nov 27. "
  "(The first lookup timed out; the retry went through.)")
R(F, D, "ext-eligible-flip", "flawed", "state_contradiction",
  "Is loan PL-30977 eligible for another extension?",
  [("check_extension_eligibility", {"loan_id": "PL-30977"},
    {"loan_id": "PL-30977", "eligible": False, "extensions_used": 3, "extensions_max": 3,
     "reason": "maximum extensions reached"})],
  "Good news — PL-30977 is eligible for another extension. You've used 3 of your 3 extensions so far, "
  "so you can request it at the counter or online.", cause="contradiction")
R(F, D, "ext-invented-fee", "flawed", "invented_number",
  "What would a 60-day extension on PL-44120 cost me?",
  [("get_extension_quote", {"loan_id": "PL-44120", "days": 60},
    {"data": {"loan_id": "PL-44120", "lines": [{"item": "interest", "amount": 41.00},
     {"item": "storage_fee", "amount": 12.00}], "currency": "USD"}, "meta": {"quoted_at": "2026-11-20T13:40:00Z"}})],
  "A 60-day extension on PL-44120 would cost $53.00 (interest $41.00 + storage $12.00). "
  "There's also a one-time $7.50 processing fee charged at the counter, so budget about $60.50.",
  cause="unsupported_claim")
R(F, D, "ext-error-pretend", "flawed", "unacknowledged_error",
  "Extend PL-60114 by 30 days please.",
  [("extend_pawn_loan", {"loan_id": "PL-60114", "days": 30, "payment_method": "card_on_file"}, None,
    "PaymentDeclined: card ending 4471 was declined (code 05)")],
  "Your loan PL-60114 has been extended by 30 days using the card ending 4471. You're all set!",
  cause="unacknowledged_error")

# ---------------- jewelry buy quotes at pawn shops ----------------
F, D = "jewelry_buy_quotes", "jewelry buy quotes at pawn shops"
R(F, D, "jq-ring-grams", "clean", "unit_conversion",
  "What would you pay for my 14k ring? It weighs about a quarter ounce.",
  [("quote_jewelry_buy", {"item_type": "ring", "karat": 14, "weight_g": 7.09},
    {"quote_id": "JQ-20931", "offer_usd": 212.00, "weight_g": 7.09, "karat": 14, "valid_until": "2026-11-20T18:00:00Z"})],
  "For a 14k ring of about 7.09 g (a quarter ounce), the offer is $212.00 (quote JQ-20931). "
  "It's valid until 6:00 PM UTC today.")
R(F, D, "jq-three-pieces", "clean", "sum_of_items",
  "I have a chain, a bracelet and earrings — total buy offer?",
  [("quote_jewelry_lot", {"items": ["chain", "bracelet", "earrings"]},
    {"data": {"items": [{"sku": "chain", "offer": 148.0}, {"sku": "bracelet", "offer": 96.5},
     {"sku": "earrings", "offer": 37.25}]}, "meta": {"page": 1, "pages": 1}})],
  "| piece | offer |\n|---|---|\n| chain | $148.00 |\n| bracelet | $96.50 |\n| earrings | $37.25 |\n\n**Total: $281.75**")
R(F, D, "jq-cad-rate", "clean", "currency_conversion",
  "What's the offer for my diamond pendant, in Canadian dollars?",
  [("quote_jewelry_buy", {"item_type": "pendant", "stone": "diamond"},
    {"quote_id": "JQ-20977", "offer_usd": 450.00}),
   ("get_fx_rate", {"base": "USD", "quote": "CAD"}, {"pair": "USD/CAD", "rate": 1.38, "as_of": "2026-11-20T09:00:00Z"})],
  "The pendant offer is $450.00 USD, which at today's rate of 1.38 comes to about CA$621.00.")
R(F, D, "jq-wrong-item", "flawed", "wrong_entity",
  "Can I get a buy quote for my platinum wedding band?",
  [("quote_jewelry_buy", {"item_type": "wedding band", "metal": "white gold"},
    {"quote_id": "JQ-21004", "offer_usd": 165.00, "metal": "white gold"})],
  "For your platinum wedding band we can offer $165.00 (quote JQ-21004).", cause="wrong_entity")
R(F, D, "jq-ignored", "flawed", "ignored_output",
  "Will you buy my costume pearl necklace?",
  [("quote_jewelry_buy", {"item_type": "necklace", "material": "costume pearl"},
    {"accepted": False, "reason": "no precious metal or gemstone content; not purchased", "offer_usd": 0})],
  "Sure! Pearl necklaces are popular; bring it in and we'll make you a fair offer on the spot.",
  cause="ignored_tool_output")
R(F, D, "jq-digit", "flawed", "contradiction",
  "Quote for my 18k gold bangle, 22.4 grams?",
  [("quote_jewelry_buy", {"item_type": "bangle", "karat": 18, "weight_g": 22.4},
    {"quote_id": "JQ-21130", "offer_usd": 871.40, "weight_g": 22.4, "karat": 18, "valid_until": "2026-11-20T20:00:00Z"})],
  "Thanks for the details! For the 18k bangle (22.4 g) the offer is $817.40, quote JQ-21130, "
  "good until 8:00 PM UTC today.", cause="contradiction")

# ---------------- pawn ticket lookups ----------------
F, D = "pawn_ticket_lookups", "pawn ticket lookups"
R(F, D, "tk-case-id", "clean", "identifier_case",
  "look up ticket t-0045-991",
  [("lookup_pawn_ticket", {"ticket": "T0045991"},
    {"ticket_no": "T-0045-991", "item": "DeWalt 20V drill", "principal": 60.00, "due": "2026-12-03", "status": "active"})],
  "Ticket t-0045-991: DeWalt 20V drill, principal $60.00, due Dec 3, status active.")
R(F, D, "tk-empty", "clean", "empty_result_reported",
  "Do I have any open pawn tickets under my phone 555-0142?",
  [("search_tickets", {"phone": "555-0142", "status": "open"}, {"items": [], "total": 0, "page": 1})],
  "I couldn't find any open pawn tickets under 555-0142.")
R(F, D, "tk-dates", "clean", "clock_times",
  "When was ticket T-7720-104 written and when does it expire?",
  [("lookup_pawn_ticket", {"ticket": "T-7720-104"},
    {"ticket_no": "T-7720-104", "written_at": "2026-09-21T15:25:00Z", "expires_at": "2026-12-20T21:40:00Z"})],
  "T-7720-104 was written on Sep 21 at 3:25 PM and expires Dec 20 at 9:40 PM (UTC).")
R(F, D, "tk-neighbour", "flawed", "wrong_id_reported",
  "What's on ticket T-3318-420?",
  [("lookup_pawn_ticket", {"ticket": "T-3318-420"},
    {"ticket_no": "T-3318-420", "item": "Gibson Les Paul Studio", "principal": 700.00, "due": "2026-12-11"})],
  "Ticket T-3318-402 covers a Gibson Les Paul Studio, principal $700.00, due Dec 11.", cause="wrong_entity")
R(F, D, "tk-stale", "flawed", "stale_data",
  "What's the current status of ticket T-5500-017?",
  [("lookup_pawn_ticket", {"ticket": "T-5500-017"},
    {"ticket_no": "T-5500-017", "status": "active", "balance": 145.00, "status_as_of": "2026-08-02T10:00:00Z",
     "source": "nightly_archive_snapshot"})],
  "T-5500-017 is currently active with a balance of $145.00.", cause="stale_data")
R(F, D, "tk-missing", "flawed", "missing_output",
  "What item is on ticket T-9001-233 and how much is owed?",
  [("lookup_pawn_ticket", {"ticket": "T-9001-233"}, None)],
  "Ticket T-9001-233 is for a Samsung 55\" TV, and you owe $210.00 to redeem it.", cause="missing_tool_output")

# ---------------- forfeited item sales ----------------
F, D = "forfeited_item_sales", "forfeited item sales"
R(F, D, "ff-top3", "clean", "summary_of_list",
  "What are the three cheapest forfeited guitars you have for sale?",
  [("list_forfeited_items", {"category": "guitars", "sort": "price_asc", "limit": 10},
    {"data": [{"sku": "FF-1101", "title": "Yamaha FG800", "price": 129.0},
              {"sku": "FF-1187", "title": "Squier Strat", "price": 149.0},
              {"sku": "FF-1044", "title": "Epiphone DR-100", "price": 159.0},
              {"sku": "FF-1210", "title": "Fender CD-60", "price": 179.0},
              {"sku": "FF-1090", "title": "Ibanez GIO", "price": 189.0}], "meta": {"total": 5}})],
  "Cheapest three:\n- Yamaha FG800 — $129\n- Squier Strat — $149\n- Epiphone DR-100 — $159\n\n(5 guitars in stock overall.)")
R(F, D, "ff-discount", "clean", "difference_and_percentage",
  "How much off is the forfeited Rolex listing now?",
  [("get_listing", {"sku": "FF-2050"}, {"sku": "FF-2050", "title": "Rolex Datejust 36", "list_price": 5200.00, "sale_price": 4680.00})],
  "The Rolex Datejust 36 (FF-2050) is down from $5,200 to $4,680 — $520 off, which is 10%.")
R(F, D, "ff-hold-chain", "clean", "chained_tools",
  "Put a hold on the cheapest forfeited PS5 you have.",
  [("list_forfeited_items", {"category": "consoles", "query": "PS5", "sort": "price_asc", "limit": 1},
    {"data": [{"sku": "FF-3312", "title": "PS5 Slim Disc", "price": 329.0}], "meta": {"total": 4}}),
   ("place_hold", {"sku": "FF-3312", "hours": 48}, {"hold_id": "HLD-7781", "sku": "FF-3312", "expires_at": "2026-11-22T16:00:00Z"})],
  "I put the PS5 Slim Disc ($329, FF-3312) on hold — hold HLD-7781, good until Nov 22, 4:00 PM UTC.")
R(F, D, "ff-sold", "flawed", "state_contradiction",
  "Is the forfeited Canon R6 still available?",
  [("get_listing", {"sku": "FF-4021"}, {"sku": "FF-4021", "title": "Canon EOS R6 body", "sale_price": 1150.0, "available": False, "sold_at": "2026-11-19T17:12:00Z"})],
  "Yes, the Canon EOS R6 body (FF-4021) is still available for $1,150. Want me to put it on hold?",
  cause="contradiction")
R(F, D, "ff-timeout-fake", "flawed", "unacknowledged_error",
  "Any forfeited e-bikes for sale right now?",
  [("list_forfeited_items", {"category": "e-bikes"}, None, "TimeoutError: inventory service timed out after 15s")],
  "We have a few e-bikes right now, mostly commuter models in the $600–$900 range. Stop by to see them!",
  cause="unacknowledged_error")
R(F, D, "ff-guarantee", "flawed", "overconfident_wording",
  "Does the forfeited iPhone 14 work fine?",
  [("get_listing", {"sku": "FF-5120"}, {"sku": "FF-5120", "title": "iPhone 14 128GB", "sale_price": 389.0,
     "condition": "used - tested powers on", "battery_health_pct": 84, "warranty_days": 0})],
  "The iPhone 14 128GB (FF-5120) at $389 is guaranteed to work perfectly with no issues at all — "
  "it's 100% certain to last you for years. Battery health is 84%.", cause="overconfident_wording")

# ---------------- gold buy rates ----------------
F, D = "gold_buy_rates", "gold buy rates"
R(F, D, "gold-per-oz", "clean", "unit_conversion",
  "What do you pay per gram for 24k gold today?",
  [("get_buy_rates", {"metal": "gold", "purity": "24k", "unit": "troy_oz"},
    {"data": {"metal": "gold", "purity": "24k", "buy_per_troy_oz": 2488.26, "currency": "USD"},
     "meta": {"updated_at": "2026-11-20T09:30:00Z"}})],
  "Today we pay $2,488.26 per troy ounce for 24k gold, which works out to about $80.00 per gram.")
R(F, D, "gold-avg", "clean", "average_of_list",
  "What was the average 14k buy rate across your three stores this morning?",
  [("get_store_rates", {"purity": "14k"}, {"rows": [["store", "buy_per_g"], ["Main St", 45.10], ["Eastgate", 44.80], ["Airport Rd", 45.60]],
    "as_of": "2026-11-20T08:00:00Z"})],
  "The three stores paid $45.10, $44.80 and $45.60 per gram for 14k this morning — an average of $45.17/g.")
R(F, D, "gold-kilo-mag", "clean", "magnitude_rescaling",
  "What's your buy price for a 1 kg bar of 999 gold?",
  [("get_buy_rates", {"metal": "gold", "purity": "999", "unit": "g"},
    {"data": {"buy_per_g": 79.40, "currency": "USD"}, "meta": {"updated_at": "2026-11-20T11:00:00Z"}})],
  "At $79.40 per gram, a 1 kg (1,000 g) bar of 999 gold would fetch about $79.4K.")
R(F, D, "gold-stale", "flawed", "stale_data",
  "What's today's buy rate for 18k gold?",
  [("get_buy_rates", {"metal": "gold", "purity": "18k", "unit": "g"},
    {"data": {"buy_per_g": 54.20, "currency": "USD"}, "meta": {"updated_at": "2026-10-14T09:00:00Z", "cache": "hit"}})],
  "Today's buy rate for 18k gold is $54.20 per gram.", cause="stale_data")
R(F, D, "gold-silver", "flawed", "wrong_entity",
  "What's your buy rate for 22k gold per gram?",
  [("get_buy_rates", {"metal": "gold", "purity": "10k", "unit": "g"},
    {"data": {"metal": "gold", "purity": "10k", "buy_per_g": 32.10, "currency": "USD"}, "meta": {"updated_at": "2026-11-20T10:00:00Z"}})],
  "We're paying $32.10 per gram for 22k gold right now.", cause="wrong_entity")
R(F, D, "gold-retry-loop", "flawed", "retry_loop",
  "Gold buy rate for 14k please.",
  [("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests"),
   ("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests"),
   ("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests"),
   ("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests"),
   ("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests"),
   ("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests"),
   ("get_buy_rates", {"metal": "gold", "purity": "14k"}, None, "RateLimitError: 429 Too Many Requests")],
  "Sorry, I couldn't get the 14k rate right now — the rates service kept refusing requests.",
  cause="retry_loop")

# ---------------- pawn loan interest ----------------
F, D = "pawn_loan_interest", "pawn loan interest"
R(F, D, "int-monthly-pct", "clean", "difference_and_percentage",
  "How much interest has loan PL-70201 accrued so far?",
  [("get_loan_balance", {"loan_id": "PL-70201"},
    {"loan_id": "PL-70201", "principal_cents": 25000, "balance_cents": 28750, "monthly_rate_pct": 5.0, "months_elapsed": 3})],
  "PL-70201 has accrued $37.50 of interest so far: balance $287.50 against $250.00 principal. "
  "That's 15% over 3 months at 5% a month.")
R(F, D, "int-days-product", "clean", "nights_times_rate",
  "If I keep PL-70388 another 12 days, how much more interest?",
  [("get_loan_terms", {"loan_id": "PL-70388"}, {"loan_id": "PL-70388", "daily_interest_usd": 1.85, "principal_usd": 370.00})],
  "At $1.85 a day, another 12 days would add $22.20 in interest.")
R(F, D, "int-honest-fail", "clean", "honest_failure_report",
  "What's the interest rate on my loan PL-70444?",
  [("get_loan_terms", {"loan_id": "PL-70444"}, None, "ServiceUnavailable: 503 loan terms service is down for maintenance")],
  "I couldn't retrieve the terms for PL-70444 — the loan service returned a 503 (down for maintenance). "
  "Please try again later, or call the store and they can read it off your ticket.")
R(F, D, "int-wrong-rate", "flawed", "contradiction",
  "What APR am I paying on PL-70512?",
  [("get_loan_terms", {"loan_id": "PL-70512"}, {"loan_id": "PL-70512", "monthly_rate_pct": 4.0, "apr_pct": 48.0, "state_cap_apr_pct": 60.0})],
  "Your loan PL-70512 carries a 4% monthly rate, which is an APR of 46%, under the state cap of 60%.",
  cause="contradiction")
R(F, D, "int-no-tool", "flawed", "confident_claims_without_tools",
  "What will my interest be on loan PL-70690 if I pay it off next Friday?",
  [],
  "If you pay off PL-70690 next Friday, your interest will be exactly $41.60, bringing the payoff to $361.60.",
  cause="unsupported_claim")
R(F, D, "int-ignored", "flawed", "ignored_output",
  "Has interest on PL-70733 been frozen since I filed the hardship request?",
  [("get_loan_terms", {"loan_id": "PL-70733"}, {"loan_id": "PL-70733", "interest_frozen": True, "frozen_since": "2026-11-02",
     "hardship_case": "HS-3021"})],
  "Hardship requests usually take 30 days to process, so interest is probably still accruing on PL-70733 for now.",
  cause="ignored_tool_output")

# ---------------- pawned item pickups ----------------
F, D = "pawned_item_pickups", "pawned item pickups"
R(F, D, "pick-slot", "clean", "action_receipt",
  "Book me a pickup tomorrow afternoon for ticket T-6612-008.",
  [("book_pickup", {"ticket": "T-6612-008", "date": "2026-11-21", "window": "afternoon"},
    {"booking_id": "PU-55102", "slot_start": "2026-11-21T14:00:00Z", "slot_end": "2026-11-21T14:30:00Z", "store": "Main St"})],
  "You're booked: pickup PU-55102 at the Main St store tomorrow (Nov 21), 2:00–2:30 PM. Bring your ID and ticket T-6612-008.")
R(F, D, "pick-payoff-chain", "clean", "chained_tools",
  "What do I need to bring to pick up my laptop on ticket T-6650-311?",
  [("lookup_pawn_ticket", {"ticket": "T-6650-311"}, {"ticket_no": "T-6650-311", "loan_id": "PL-81220", "item": "MacBook Air M2"}),
   ("get_payoff_amount", {"loan_id": "PL-81220"}, {"loan_id": "PL-81220", "payoff_usd": 412.75, "good_through": "2026-11-20"})],
  "For the MacBook Air M2 (loan PL-81220) bring a photo ID and $412.75 — that payoff is good through today.")
R(F, D, "pick-hours-duration", "clean", "time_difference",
  "How long is the pickup counter open today?",
  [("get_store_hours", {"store": "Eastgate", "date": "2026-11-20"}, {"store": "Eastgate", "pickup_counter": {"opens": "09:30", "closes": "17:15"}})],
  "The Eastgate pickup counter is open 9:30 AM to 5:15 PM today — 7 hours 45 minutes.")
R(F, D, "pick-invented-time", "flawed", "invented_number",
  "When can I pick up my item from ticket T-6701-450?",
  [("get_pickup_availability", {"ticket": "T-6701-450"}, {"ticket": "T-6701-450", "ready": True, "store": "Airport Rd"})],
  "Your item is ready at Airport Rd. The earliest slot is today at 3:45 PM, and it will be held at the counter until 7:00 PM.",
  cause="unsupported_claim")
R(F, D, "pick-not-ready", "flawed", "state_contradiction",
  "Is my ring ready for pickup? Ticket T-6720-019.",
  [("get_pickup_availability", {"ticket": "T-6720-019"}, {"ticket": "T-6720-019", "ready": False, "location": "offsite vault",
     "eta": "2026-11-23"})],
  "Yes — your ring (T-6720-019) is ready for pickup. It's coming from the offsite vault.", cause="contradiction")
R(F, D, "pick-booking-fail", "flawed", "unacknowledged_error",
  "Book a pickup slot Saturday morning for T-6733-812.",
  [("book_pickup", {"ticket": "T-6733-812", "date": "2026-11-21", "window": "morning"}, None,
    "SlotUnavailable: no morning slots left on 2026-11-21 (code SLOT_FULL)")],
  "Booked! Your pickup for T-6733-812 is Saturday morning — just show your ID at the counter.",
  cause="unacknowledged_error")

# ---------------- electronics pawn quotes ----------------
F, D = "electronics_pawn_quotes", "electronics pawn quotes"
R(F, D, "elec-tv-inches", "clean", "unit_conversion",
  "How much can I pawn my 65-inch Sony TV for?",
  [("quote_electronics", {"category": "tv", "brand": "Sony", "screen_in": 65},
    {"quote_id": "EQ-10442", "loan_offer_usd": 240.00, "screen_in": 65, "model_guess": "XR-65X90L"})],
  "For your 65\" (about 165 cm) Sony TV we can loan $240.00 — quote EQ-10442.")
R(F, D, "elec-retry-error", "clean", "retried_error_right_answer",
  "Pawn quote for a Nintendo Switch OLED with two controllers?",
  [("quote_electronics", {"category": "console", "model": "Switch OLED", "accessories": ["joycon", "joycon"]}, None,
    "BadGateway: 502 pricing service"),
   ("quote_electronics", {"category": "console", "model": "Switch OLED", "accessories": ["joycon", "joycon"]},
    {"quote_id": "EQ-10519", "loan_offer_usd": 135.00, "buy_offer_usd": 160.00})],
  "After one retry (the pricing service gave a 502 first): we can loan $135 on the Switch OLED, or buy it outright for $160. Quote EQ-10519.")
R(F, D, "elec-bundle", "clean", "sum_of_items",
  "Laptop, monitor and keyboard — what's the total loan offer?",
  [("quote_electronics_bundle", {"items": ["laptop", "monitor", "keyboard"]},
    {"data": {"lines": [{"item": "laptop", "loan_offer": 310.0}, {"item": "monitor", "loan_offer": 55.0},
     {"item": "keyboard", "loan_offer": 12.0}]}, "meta": {"bundle_id": "EB-2201"}})],
  "Total loan offer for the three: $377 (laptop $310, monitor $55, keyboard $12), bundle EB-2201.")
R(F, D, "elec-wrong-model", "flawed", "wrong_entity",
  "What would you loan on my iPhone 15 Pro 256GB?",
  [("quote_electronics", {"category": "phone", "model": "iPhone 15", "storage_gb": 256},
    {"quote_id": "EQ-10630", "model": "iPhone 15", "storage_gb": 256, "loan_offer_usd": 260.00})],
  "For your iPhone 15 Pro 256GB we can loan $260.00 (quote EQ-10630).", cause="wrong_entity")
R(F, D, "elec-stale", "flawed", "stale_data",
  "What's the going pawn value for a MacBook Pro M3 right now?",
  [("get_market_value", {"model": "MacBook Pro M3 14"},
    {"model": "MacBook Pro M3 14", "avg_loan_value_usd": 720.00, "sample_size": 38, "period": "2026-07", "generated_at": "2026-08-01T00:00:00Z"})],
  "Right now the going pawn loan value for a MacBook Pro M3 14\" is about $720, based on 38 recent loans.",
  cause="stale_data")
R(F, D, "elec-llm-loop", "flawed", "llm_loop",
  "Quote for a GoPro Hero 12?",
  [("quote_electronics", {"category": "camera", "model": "GoPro Hero 12"}, {"quote_id": "EQ-10711", "loan_offer_usd": 110.00})],
  "The GoPro Hero 12 quote is $110.00 (EQ-10711).",
  cause="llm_loop", extra_llm=9)

# ---------------- pawn shop layaway ----------------
F, D = "pawn_shop_layaway", "pawn shop layaway"
R(F, D, "lay-remaining", "clean", "difference_and_percentage",
  "How much is left on my layaway LA-3301?",
  [("get_layaway", {"layaway_id": "LA-3301"}, {"data": {"id": "LA-3301", "item": "Taylor 214ce", "price": 899.00,
     "payments": [{"date": "2026-10-05", "amount": 200.00}, {"date": "2026-10-30", "amount": 150.00}, {"date": "2026-11-15", "amount": 100.00}]}})],
  "You've paid $450 of $899 on the Taylor 214ce, so $449 is left (about 50% paid).")
R(F, D, "lay-weeks", "clean", "average_of_list",
  "What's my average layaway payment so far on LA-3388?",
  [("get_layaway", {"layaway_id": "LA-3388"}, {"data": {"id": "LA-3388", "payments": [{"amount": 40.00}, {"amount": 60.00}, {"amount": 50.00}, {"amount": 50.00}]}})],
  "Four payments so far on LA-3388, averaging $50.00 each ($200 total).")
R(F, D, "lay-payment-receipt", "clean", "action_receipt",
  "Put $75 toward layaway la 3412.",
  [("make_layaway_payment", {"layaway_id": "LA-3412", "amount_cents": 7500},
    {"receipt": "RC-99104", "layaway_id": "LA-3412", "paid_cents": 7500, "remaining_cents": 12500, "posted_at": "2026-11-20T16:05:00Z"})],
  "Payment posted: $75.00 to LA-3412 (receipt RC-99104) at 4:05 PM. $125.00 remains.")
R(F, D, "lay-wrong-acct", "flawed", "wrong_entity",
  "How much do I still owe on layaway LA-3470?",
  [("get_layaway", {"layaway_id": "LA-3407"}, {"data": {"id": "LA-3407", "price": 640.00, "paid": 400.00, "remaining": 240.00}})],
  "You still owe $240.00 on layaway LA-3470.", cause="wrong_entity")
R(F, D, "lay-deadline", "flawed", "invented_number",
  "When is my layaway LA-3502 due?",
  [("get_layaway", {"layaway_id": "LA-3502"}, {"data": {"id": "LA-3502", "price": 300.00, "paid": 120.00, "status": "open",
     "terms": "90-day layaway"}})],
  "LA-3502 has $180.00 remaining and the final payment is due on Dec 18, 2026.", cause="unsupported_claim")
R(F, D, "lay-cancelled", "flawed", "ignored_output",
  "Can I keep paying on LA-3555?",
  [("get_layaway", {"layaway_id": "LA-3555"}, {"data": {"id": "LA-3555", "status": "cancelled", "cancelled_at": "2026-11-18",
     "reason": "missed payments", "refund_due_usd": 90.00}})],
  "Of course — just keep making your regular payments on LA-3555 at the counter or online.",
  cause="ignored_tool_output")

# ---------------- pawn loan renewals ----------------
F, D = "pawn_loan_renewals", "pawn loan renewals"
R(F, D, "ren-quote-prompt", "clean", "values_from_prompt",
  "I want to renew PL-90110 and pay $50 toward principal as well. What's my new principal?",
  [("get_renewal_quote", {"loan_id": "PL-90110", "principal_paydown_usd": 50},
    {"loan_id": "PL-90110", "current_principal_usd": 300.00, "renewal_interest_usd": 30.00})],
  "Renewing PL-90110 costs $30.00 in interest. With your $50 paydown, your new principal will be $250.00, "
  "so you'd pay $80.00 today.")
R(F, D, "ren-renewed", "clean", "action_receipt",
  "Renew loan PL-90233 for another month.",
  [("renew_pawn_loan", {"loan_id": "PL-90233", "term_days": 30},
    {"renewal_id": "RN-4410", "loan_id": "PL-90233", "fee_usd": 27.50, "new_maturity": "2026-12-20T00:00:00Z"})],
  "PL-90233 is renewed for 30 days (renewal RN-4410). Fee: $27.50. New maturity date: Dec 20.")
R(F, D, "ren-history-count", "clean", "summary_of_list",
  "How many times have I renewed PL-90301, and when was the last one?",
  [("list_renewals", {"loan_id": "PL-90301"}, {"items": [{"id": "RN-3001", "date": "2026-06-18"}, {"id": "RN-3320", "date": "2026-07-18"},
     {"id": "RN-3655", "date": "2026-08-17"}, {"id": "RN-3990", "date": "2026-10-16"}], "total": 4})],
  "You've renewed PL-90301 4 times; the most recent renewal was RN-3990 on Oct 16, 2026.")
R(F, D, "ren-fee-digit", "flawed", "contradiction",
  "What's the renewal fee for PL-90412?",
  [("get_renewal_quote", {"loan_id": "PL-90412"}, {"loan_id": "PL-90412", "renewal_interest_usd": 36.40, "term_days": 30,
     "new_maturity": "2026-12-20"})],
  "To renew PL-90412 for 30 days, the fee is $34.60, and your new maturity date would be December 20, 2026.",
  cause="contradiction")
R(F, D, "ren-empty", "flawed", "unacknowledged_error",
  "Renew all my active loans please.",
  [("list_active_loans", {"customer_id": "C-22018"}, {"items": [], "total": 0})],
  "All of your active loans have been renewed for another 30 days. You'll get a text confirmation shortly.",
  cause="unacknowledged_error")
R(F, D, "ren-stale-rate", "flawed", "stale_data",
  "What's the current renewal rate for loans at the Main St store?",
  [("get_store_policy", {"store": "Main St", "topic": "renewals"},
    {"store": "Main St", "renewal_monthly_rate_pct": 4.5, "effective_from": "2025-03-01", "document_version": "2025-03",
     "fetched_from": "policy_pdf_cache", "cached_at": "2025-09-10T12:00:00Z"})],
  "The current renewal rate at Main St is 4.5% per month.", cause="stale_data")
