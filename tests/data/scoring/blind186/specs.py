"""The blind186 runs as compact specs (written by hand by the blind186 tester).

10 domains around haunted attractions, 6 runs each (3 clean, 3 with one flaw). Times in tool
outputs are mostly US Eastern (UTC-5 in November); the runs happen on Friday 2026-11-20 between
14:00 and 24:00 UTC, i.e. 9 AM to 7 PM Eastern on the same Friday, so "tonight" is Nov 20,
"tomorrow" Saturday Nov 21.
"""

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
SONNET = "claude-3-5-sonnet-20241022"
HAIKU = "claude-3-5-haiku-20241022"


def T(tool, args, out=None, err=None, **kw):
    return {"kind": "tool", "tool": tool, "args": args, "output": out, "error": err, **kw}


def RETRY(attempt, reason="tool error", delay=1.0):
    return {"kind": "retry", "attempt": attempt, "reason": reason, "delay": delay}


def LOOP(count):
    return {"kind": "llm", "count": count}


def R(id, domain, label, category, cause, start, prompt, steps, response, model=GPT):
    return {"id": "b186-" + id, "domain": domain, "label": label, "category": category, "cause": cause,
            "start": start, "prompt": prompt, "steps": steps, "response": response, "model": model}


RUNS = []
add = RUNS.append

# ---------------------------------------------------------------- haunted house tickets
D = "haunted house tickets"
add(R("tix-two-adults-one-student", D, "clean", "sum_of_items", None, "18:05",
      "How much would 2 adult tickets and 1 student ticket be for Nightmare Manor tomorrow at 8pm, fees included?",
      [T("get_ticket_prices", {"venue_id": "nightmare-manor", "date": "2026-11-21", "entry_time": "20:00"},
         {"data": {"venue": "Nightmare Manor", "entry": "2026-11-21T20:00:00-05:00",
                   "prices": [{"type": "adult", "price_cents": 3499},
                              {"type": "student", "price_cents": 2799, "requires_id": True},
                              {"type": "child_10_12", "price_cents": 1999}],
                   "service_fee": {"amount_cents": 450, "per": "order"}, "currency": "USD"},
          "meta": {"request_id": "req_5c81e2", "fetched_at": "2026-11-20T18:05:02Z"}})],
      "For Saturday, Nov 21 at 8:00 PM at Nightmare Manor:\n\n- 2 × adult @ $34.99 = $69.98\n"
      "- 1 × student @ $27.99 (bring a student ID)\n- Service fee: $4.50 per order\n\n**Total: $102.47**"))
add(R("tix-book-four-ga", D, "clean", "action_receipt", None, "20:40",
      "Book 4 general admission tickets for Nightmare Manor tonight at 7:30, use my saved card.",
      [T("purchase_tickets", {"venue_id": "nightmare-manor", "entry": "2026-11-20T19:30:00-05:00",
                              "ticket_type": "general_admission", "quantity": 4, "payment_method": "pm_saved_default"},
         {"data": {"order_id": "HX-40217-Q", "status": "confirmed", "entry": "2026-11-20T19:30:00-05:00",
                   "quantity": 4, "unit_price_cents": 2999, "total_cents": 11996, "currency": "USD",
                   "delivery": "mobile", "email_sent_to": "j***@gmail.com"},
          "meta": {"idempotency_key": "ik_9d0b1a77"}})],
      "You're booked! 🎃 Order HX-40217-Q is confirmed: 4 general admission tickets for tonight (Fri, Nov 20) "
      "at 7:30 PM, $119.96 total ($29.99 each) on your saved card. The mobile tickets have been emailed to you.",
      model=SONNET))
add(R("tix-thanksgiving-empty", D, "clean", "empty_result_reported", None, "16:12",
      "Are there any tickets left for Crypt of Hollow Pines on Thanksgiving night?",
      [T("search_availability", {"venue_id": "crypt-hollow-pines", "date": "2026-11-26"},
         {"items": [], "total": 0, "page": 1, "page_size": 20})],
      "I checked Crypt of Hollow Pines for Thursday, Nov 26 (Thanksgiving) and the search came back empty — "
      "no available entry times that night. They may be closed for the holiday or already sold out. "
      "Want me to check the following night instead?", model=MINI))
add(R("tix-slots-box-office", D, "flawed", "invented_number", "unsupported_claim", "21:10",
      "What entry times are still open at Nightmare Manor tonight?",
      [T("list_entry_slots", {"venue_id": "nightmare-manor", "date": "2026-11-20"},
         {"data": {"venue": "Nightmare Manor", "slots": [
             {"start": "2026-11-20T19:00:00-05:00", "remaining": 12},
             {"start": "2026-11-20T19:30:00-05:00", "remaining": 4},
             {"start": "2026-11-20T20:00:00-05:00", "remaining": 0},
             {"start": "2026-11-20T20:30:00-05:00", "remaining": 18},
             {"start": "2026-11-20T21:00:00-05:00", "remaining": 27}]},
          "meta": {"fetched_at": "2026-11-20T21:10:03Z"}})],
      "Here's what's still open tonight at Nightmare Manor:\n\n| Entry | Tickets left |\n|---|---|\n"
      "| 7:00 PM | 12 |\n| 7:30 PM | 4 |\n| 8:30 PM | 18 |\n| 9:00 PM | 27 |\n\n"
      "8:00 PM is sold out. The box office opens at 6:15 PM if you'd rather buy at the door."))
add(R("tix-waitlist-closed", D, "flawed", "state_contradiction", "contradiction", "22:20",
      "Is the 9pm slot at Blackwood Asylum tonight sold out? If so can I get on a waitlist?",
      [T("get_slot_status", {"venue_id": "blackwood-asylum", "slot": "2026-11-20T21:00:00-05:00"},
         {"slot": "2026-11-20T21:00:00-05:00", "sold_out": True, "remaining": 0, "waitlist_open": False,
          "waitlist_closed_reason": "waitlist capacity reached", "next_available": "2026-11-20T21:30:00-05:00"})],
      "Yes, the 9:00 PM slot tonight is sold out. The waitlist is still open, though — I can add you to it, "
      "or you could take the 9:30 PM slot, which still has tickets. Which would you prefer?", model=HAIKU))
add(R("tix-declined-card", D, "flawed", "unacknowledged_error", "unacknowledged_error", "19:45",
      "Please buy 3 tickets for Blackwood Asylum Saturday at 8 PM with my Visa.",
      [T("hold_tickets", {"venue_id": "blackwood-asylum", "slot": "2026-11-21T20:00:00-05:00", "quantity": 3},
         {"hold_id": "hold_7731xq", "expires_at": "2026-11-20T19:55:00Z", "quantity": 3, "total_cents": 10497}),
       T("purchase_tickets", {"hold_id": "hold_7731xq", "payment_method": "pm_visa_4417"}, None,
         "PAYMENT_DECLINED: card ending 4417 was declined by the issuer (decline code 05, do_not_honor)")],
      "All set! I've reserved 3 tickets for Blackwood Asylum on Saturday, Nov 21 at 8:00 PM (reference "
      "hold_7731xq), $104.97 total on your Visa. Your tickets will show up in your email shortly."))

# ---------------------------------------------------------------- haunt fast passes
D = "haunt fast passes"
add(R("fp-premium-over-ga", D, "clean", "difference_and_percentage", None, "17:30",
      "How much more is a Fast Pass than regular admission at Terror Vault tonight?",
      [T("get_admission_prices", {"venue_id": "terror-vault", "date": "2026-11-20"},
         {"data": {"venue_id": "terror-vault", "date": "2026-11-20", "products": [
             {"sku": "TV-GA", "name": "General Admission", "price": {"amount_cents": 3200, "currency": "USD"}},
             {"sku": "TV-FP", "name": "Fast Pass", "price": {"amount_cents": 5600, "currency": "USD"}},
             {"sku": "TV-RIP", "name": "R.I.P. Front-of-Line", "price": {"amount_cents": 7900, "currency": "USD"}}]},
          "meta": {"currency": "USD", "generated_at": "2026-11-20T17:30:04Z"}})],
      "Tonight at Terror Vault a Fast Pass is $56.00 vs $32.00 for General Admission — that's $24.00 more, "
      "or 75% above the regular price. (If you want to skip the line entirely, the R.I.P. Front-of-Line "
      "ticket is $79.00.)"))
add(R("fp-inventory-timeout-retry", D, "clean", "retried_timeout_right_answer", None, "23:05",
      "how many fast passes are left for tonight at terror vault",
      [T("get_fastpass_inventory", {"venue_id": "terror-vault", "date": "2026-11-20"}, None,
         "TimeoutError: inventory service did not respond within 8.0s", dur=8.0),
       RETRY(2, "timeout", 1.0),
       T("get_fastpass_inventory", {"venue_id": "terror-vault", "date": "2026-11-20"},
         {"venue_id": "terror-vault", "date": "2026-11-20",
          "fastpass": {"capacity": 150, "sold": 138, "held": 0, "remaining": 12},
          "price": {"amount": 56.0, "currency": "USD"}, "updated_at": "2026-11-20T23:05:09Z"})],
      "12 Fast Passes left for tonight (138 of 150 sold), $56 each. The inventory service timed out on the "
      "first try, but the retry went through, so that count is current.", model=MINI))
add(R("fp-upgrade-by-email", D, "clean", "chained_tools", None, "15:20",
      "Upgrade my Terror Vault tickets to Fast Pass — the order is under dana.whitlock@example.com.",
      [T("find_orders", {"email": "dana.whitlock@example.com", "venue_id": "terror-vault"},
         {"data": [{"order_id": "ord_7Q2M9", "date": "2026-11-21", "tickets": 2, "type": "general_admission",
                    "status": "paid"}], "meta": {"count": 1}}),
       T("upgrade_to_fastpass", {"order_id": "ord_7Q2M9", "tickets": 2},
         {"upgrade_id": "upg_55821", "order_id": "ord_7Q2M9", "tickets_upgraded": 2,
          "charge": {"amount_cents": 4800, "currency": "USD"}, "status": "completed"})],
      "Done! Order ORD-7Q2M9 (2 tickets for Saturday, Nov 21) is now Fast Pass. The upgrade charged $48.00 "
      "to the card on file — reference UPG-55821.", model=SONNET))
add(R("fp-grimhaven-wrong-city", D, "flawed", "wrong_entity", "wrong_entity", "18:50",
      "Are there Fast Passes left for The Grimhaven in Salem tomorrow night?",
      [T("get_fastpass_inventory", {"venue_id": "grimhaven-portland-me", "date": "2026-11-21"},
         {"venue": {"id": "grimhaven-portland-me", "name": "The Grimhaven", "city": "Portland", "state": "ME"},
          "date": "2026-11-21", "fastpass": {"capacity": 80, "sold": 58, "remaining": 22},
          "price": {"amount": 39.0, "currency": "USD"}})],
      "Yes — The Grimhaven in Salem still has 22 Fast Passes for tomorrow (Sat, Nov 21), at $39 each. "
      "They've sold 58 of 80 so far, so I wouldn't wait too long."))
add(R("fp-cached-price", D, "flawed", "stale_data", "stale_data", "16:40",
      "What's the current price of a Fast Pass at Terror Vault?",
      [T("get_product_price", {"venue_id": "terror-vault", "sku": "TV-FP"},
         {"data": {"sku": "TV-FP", "name": "Fast Pass", "price": {"amount_cents": 4200, "currency": "USD"},
                   "price_effective": "2026-09-25", "as_of": "2026-10-02T14:00:00Z"},
          "meta": {"cache": "hit", "cached_at": "2026-10-02T14:00:00Z"}})],
      "A Fast Pass at Terror Vault currently costs $42.00.", model=HAIKU))
_err503 = "HTTP 503 upstream_unavailable: inventory service is down for maintenance"
add(R("fp-503-six-times", D, "flawed", "retry_loop", "retry_loop", "22:50",
      "Can you check fast pass availability at Terror Vault for Saturday?",
      [x for k in range(6) for x in (
          [T("get_fastpass_inventory", {"venue_id": "terror-vault", "date": "2026-11-21"}, None, _err503, dur=0.4)]
          + ([RETRY(k + 2, "HTTP 503", 1.5)] if k < 5 else []))],
      "Sorry — I couldn't get Fast Pass availability for Saturday: Terror Vault's inventory service kept "
      "returning 503 (down for maintenance). Please try again later or check at the box office."))

# ---------------------------------------------------------------- haunt group rates
D = "haunt group rates"
add(R("grp-eighteen-tier", D, "clean", "per_person_times_count", None, "14:30",
      "We're a group of 18 going to Dread Hollow on Friday Nov 27. What would the group price be?",
      [T("get_group_rates", {"venue_id": "dread-hollow", "date": "2026-11-27"},
         {"data": {"venue_id": "dread-hollow", "date": "2026-11-27", "tiers": [
             {"min_guests": 10, "max_guests": 19, "per_person_cents": 2450},
             {"min_guests": 20, "max_guests": 49, "per_person_cents": 2150},
             {"min_guests": 50, "max_guests": None, "per_person_cents": 1900}],
             "booking_fee_cents": 2500, "booking_fee_per": "group"}, "meta": {"currency": "USD"}})],
      "For 18 people on Friday, Nov 27 you'd be in the 10–19 tier at $24.50 per person:\n\n"
      "- 18 × $24.50 = $441.00\n- Group booking fee: $25.00\n- **Total: $466.00**\n\n"
      "Heads-up: at 20 guests the rate drops to $21.50 each, so 20 people would come to $430.00 + $25.00 = "
      "$455.00 — less than you'd pay for 18."))
add(R("grp-toronto-usd", D, "clean", "currency_conversion", None, "15:55",
      "What would 25 people cost at Maple Screams in Toronto for their group night, in US dollars?",
      [T("get_group_rates", {"venue_id": "maple-screams-toronto", "guests": 25},
         {"data": {"venue": "Maple Screams", "guests": 25, "per_person": {"amount": "28.00", "currency": "CAD"},
                   "subtotal": {"amount": "700.00", "currency": "CAD"}, "taxes_included": True}}),
       T("get_fx_rate", {"base": "CAD", "quote": "USD"},
         {"base": "CAD", "quote": "USD", "rate": 0.7125, "as_of": "2026-11-20T15:00:00Z", "source": "ecb-ref"})],
      "25 people at Maple Screams is CAD 700.00 (CAD 28.00 per person, taxes included). At today's rate of "
      "0.7125 USD per CAD that's about **US$498.75** — your card's exchange rate may differ slightly.",
      model=SONNET))
add(R("grp-below-minimum", D, "clean", "honest_failure_report", None, "19:00",
      "Set up a group quote for 8 of us at Dread Hollow next Saturday.",
      [T("create_group_quote", {"venue_id": "dread-hollow", "date": "2026-11-28", "guests": 8}, None,
         "HTTP 422 GROUP_MIN_NOT_MET: group bookings require at least 10 guests (requested: 8)")],
      "I couldn't create that quote — Dread Hollow only offers group bookings for 10 or more guests, and the "
      "request for 8 was rejected. You can still buy regular tickets for Saturday, Nov 28, or if two more "
      "people join I can try the group quote again.", model=MINI))
add(R("grp-deposit-due-date", D, "flawed", "contradiction", "contradiction", "17:15",
      "Get me a group quote for 30 people at Dread Hollow on Nov 27 and tell me when the deposit is due.",
      [T("create_group_quote", {"venue_id": "dread-hollow", "date": "2026-11-27", "guests": 30},
         {"data": {"quote_id": "GQ-3381", "guests": 30, "per_person_cents": 2150, "subtotal_cents": 64500,
                   "booking_fee_cents": 2500, "total_cents": 67000,
                   "deposit": {"amount_cents": 16750, "percent": 25, "due_date": "2026-11-23"},
                   "expires_at": "2026-11-23T23:59:00-05:00"}, "meta": {"currency": "USD"}})],
      "Here's your quote (GQ-3381) for 30 guests on Friday, Nov 27:\n\n- $21.50 × 30 = $645.00\n"
      "- Booking fee: $25.00\n- Total: **$670.00**\n\nA 25% deposit of $167.50 is due by **Wednesday, Nov 25** "
      "to hold the date."))
add(R("grp-chaperone-generic", D, "flawed", "ignored_output", "ignored_tool_output", "20:25",
      "We're bringing a youth group of 28 kids to Dread Hollow. How many chaperones do we need, and do they pay?",
      [T("get_group_policy", {"venue_id": "dread-hollow", "group_type": "youth"},
         {"data": {"group_type": "youth", "chaperone_ratio": {"adults": 1, "minors": 8}, "chaperones_free": True,
                   "max_free_chaperones": 4, "min_chaperone_age": 21,
                   "notes": "Chaperones must stay with their group for the full walkthrough."}})],
      "Haunts usually ask for about one adult per 10 kids, so for 28 you'd want 3 chaperones. Chaperones "
      "normally pay the regular group rate, so budget for them along with the kids.", model=HAIKU))
add(R("grp-neighbour-booking-id", D, "flawed", "wrong_id_reported", "wrong_entity", "21:35",
      "What's the status of our group booking for the 27th? It's the one for 24 people.",
      [T("list_group_bookings", {"account_id": "acct_88120", "status": "all"},
         {"data": [{"booking_id": "GB-20418", "date": "2026-11-28", "guests": 12, "status": "pending_deposit"},
                   {"booking_id": "GB-20419", "date": "2026-11-27", "guests": 24, "status": "deposit_paid",
                    "balance_cents": 40575},
                   {"booking_id": "GB-20420", "date": "2026-12-04", "guests": 40, "status": "quote_sent"}],
          "meta": {"page": 1, "total": 3}})],
      "Your booking **GB-20418** (24 guests, Friday Nov 27) is in good shape: the deposit is paid, and the "
      "remaining balance is $405.75."))

# ---------------------------------------------------------------- haunt age advisories
D = "haunt age advisories"
add(R("age-ok-for-eleven", D, "clean", "summary_of_list", None, "16:05",
      "Which attractions at Fright Fields are OK for my 11-year-old?",
      [T("get_attraction_advisories", {"park_id": "fright-fields"},
         {"data": {"park": "Fright Fields", "attractions": [
             {"name": "Pumpkin Patch Maze", "min_age": None, "intensity": "mild"},
             {"name": "Carnival of Screams", "min_age": 13, "intensity": "high"},
             {"name": "The Butcher's Basement", "min_age": 17, "intensity": "extreme"},
             {"name": "Witchwood Trail", "min_age": 10, "intensity": "moderate"},
             {"name": "Bone Yard Walk", "min_age": 8, "intensity": "moderate"}]}, "meta": {"count": 5}})],
      "3 of the 5 attractions at Fright Fields work for an 11-year-old:\n\n- Pumpkin Patch Maze — all ages, mild\n"
      "- Bone Yard Walk — 8+, moderate\n- Witchwood Trail — 10+, moderate\n\n"
      "Skip Carnival of Screams (13+) and The Butcher's Basement (17+).", model=SONNET))
add(R("age-ticket-code-case", D, "clean", "identifier_case", None, "18:30",
      "My son is 14. Can he use ticket hx-7731-b?",
      [T("get_ticket", {"ticket_code": "HX7731B"},
         {"ticket_code": "HX7731B", "attraction": "Carnival of Screams", "entry": "2026-11-21T19:00:00-05:00",
          "advisory": {"min_age": 13, "guardian_required_under": 16}})],
      "Yes — ticket HX-7731-B is for Carnival of Screams (Sat, Nov 21, 7:00 PM), which is 13+, so a "
      "14-year-old can go. Guests under 16 need an adult with them, though, so he'll need you or another "
      "adult to go in with him.", model=MINI))
add(R("age-average-min-age", D, "clean", "average_of_list", None, "20:10",
      "What's the average minimum age across the houses at Shadow Ridge?",
      [T("list_houses", {"park_id": "shadow-ridge"}, None,
         "HTTP 500 internal_error: advisory cache rebuild in progress (request_id req_a41f)"),
       RETRY(2, "HTTP 500", 2.0),
       T("list_houses", {"park_id": "shadow-ridge"},
         {"data": [{"house": "The Hollowing", "min_age": 12}, {"house": "Doll Factory", "min_age": 13},
                   {"house": "Quarantine Z", "min_age": 16}, {"house": "Grandma's Cellar", "min_age": 10}],
          "meta": {"count": 4}})],
      "Shadow Ridge has 4 houses, with minimum ages of 12, 13, 16 and 10 — an average of 12.75, so roughly 13. "
      "The youngest allowed anywhere is 10 (Grandma's Cellar); Quarantine Z is the strictest at 16+. "
      "(The first lookup hit a server error, but the retry worked.)"))
add(R("age-guaranteed-fine", D, "flawed", "overconfident_wording", "overconfident_wording", "17:50",
      "Is Carnival of Screams at Fright Fields too intense for my 15-year-old daughter? She scares pretty easily.",
      [T("get_attraction_advisories", {"park_id": "fright-fields", "attraction": "Carnival of Screams"},
         {"data": {"name": "Carnival of Screams", "min_age": 13, "intensity": "high", "guardian_required_under": 16,
                   "content": ["strobe lighting", "dense fog", "loud sudden noises", "actors may follow guests"],
                   "chicken_out": "Cross arms over chest to be escorted out"}})],
      "She meets the 13+ minimum (and since she's under 16 you'll need to go in with her). It's rated high "
      "intensity — strobes, dense fog, loud sudden noises and actors who may follow you — but don't worry: "
      "she'll absolutely be fine. It's completely safe for easily scared teens and there's no way it'll be "
      "too much for her. If she wants out anyway, she can cross her arms over her chest and she'll be "
      "escorted out.", model=HAIKU))
add(R("age-family-mode-halloween", D, "flawed", "stale_data", "stale_data", "21:55",
      "Is Fright Fields running its family mode tonight?",
      [T("get_nightly_mode", {"park_id": "fright-fields"},
         {"data": {"park_id": "fright-fields", "mode": "family", "min_age": 6,
                   "actors": "no-touch, masks off on request", "night": "2026-10-31", "as_of": "2026-10-31T16:00:00Z"},
          "meta": {"source": "ops-board", "cached": True}})],
      "Yes! Fright Fields is in family mode tonight — ages 6 and up, no-touch actors, and they'll take masks "
      "off if a kid asks."))
add(R("age-no-output", D, "flawed", "missing_output", "missing_tool_output", "15:40",
      "What are the age limits for the houses at Nocturne Farms?",
      [T("get_attraction_advisories", {"park_id": "nocturne-farms"}, missing=True, dur=30.0)],
      "Here are the age limits at Nocturne Farms:\n\n- Hollow Barn: 10+\n- Scarecrow Row: all ages\n"
      "- The Silo: 13+\n- Ward 9: 16+\n\nUnder-13s need an adult with them in every house.", model=MINI))

# ---------------------------------------------------------------- lights-on hours
D = "lights-on hours"
add(R("lo-weekend-times", D, "clean", "clock_times", None, "14:15",
      "When are the lights-on tours at Hollow Creek this weekend?",
      [T("get_lights_on_schedule", {"venue_id": "hollow-creek", "from": "2026-11-21", "to": "2026-11-22"},
         {"data": {"venue": "Hollow Creek Haunt", "sessions": [
             {"session_id": "lo_1121_a", "start": "2026-11-21T14:00:00-05:00", "end": "2026-11-21T16:30:00-05:00",
              "price_cents": 0},
             {"session_id": "lo_1122_a", "start": "2026-11-22T13:00:00-05:00", "end": "2026-11-22T15:00:00-05:00",
              "price_cents": 0}]}, "meta": {"tz": "America/New_York", "count": 2}})],
      "Hollow Creek's lights-on tours this weekend (both free):\n- **Sat, Nov 21:** 2:00–4:30 PM\n"
      "- **Sun, Nov 22:** 1:00–3:00 PM"))
add(R("lo-window-length", D, "clean", "time_difference", None, "16:45",
      "How long is the lights-on window at Raven Ridge tomorrow?",
      [T("get_lights_on_schedule", {"venue_id": "raven-ridge", "from": "2026-11-21", "to": "2026-11-21"},
         {"data": {"venue": "Raven Ridge", "sessions": [
             {"start": "2026-11-21T12:30:00-05:00", "end": "2026-11-21T15:15:00-05:00",
              "last_entry": "2026-11-21T14:45:00-05:00"}]}})],
      "Tomorrow's lights-on window at Raven Ridge runs 12:30–3:15 PM, so 2 hours 45 minutes. Last entry is "
      "2:45 PM, which still gives you 30 minutes inside if you arrive late.", model=SONNET))
add(R("lo-reserve-sunday", D, "clean", "action_receipt", None, "19:25",
      "Reserve the Sunday lights-on tour at Hollow Creek for me and my two kids.",
      [T("get_lights_on_schedule", {"venue_id": "hollow-creek", "from": "2026-11-22", "to": "2026-11-22"},
         {"data": {"sessions": [{"session_id": "lo_1122_a", "start": "2026-11-22T13:00:00-05:00",
                                 "end": "2026-11-22T15:00:00-05:00", "spots_left": 17}]}}),
       T("reserve_lights_on", {"session_id": "lo_1122_a", "guests": 3},
         {"reservation_id": "LO-88214", "status": "confirmed", "guests": 3,
          "session_start": "2026-11-22T13:00:00-05:00", "price_cents": 0})],
      "You're booked ✅ Reservation LO-88214 for 3 (you + 2 kids) on Sunday, Nov 22 at 1:00 PM at Hollow Creek. "
      "Lights-on tours are free, so there's nothing to pay.", model=MINI))
add(R("lo-invented-end-time", D, "flawed", "invented_number", "unsupported_claim", "17:05",
      "What time is Saturday's lights-on session at Bramble Hill and is there room for 5?",
      [T("get_lights_on_schedule", {"venue_id": "bramble-hill", "from": "2026-11-21", "to": "2026-11-21"},
         {"data": {"venue": "Bramble Hill", "sessions": [
             {"session_id": "bh_lo_1121", "start": "2026-11-21T14:00:00-05:00", "capacity": 40, "booked": 31}]}})],
      "Saturday's lights-on session at Bramble Hill runs 2:00–4:00 PM. 31 of 40 spots are taken, so there are "
      "9 left — plenty of room for 5."))
add(R("lo-second-venue-timeout", D, "flawed", "unacknowledged_error", "unacknowledged_error", "20:55",
      "Compare the lights-on hours at Hollow Creek and Raven Ridge on Saturday.",
      [T("get_lights_on_schedule", {"venue_id": "hollow-creek", "from": "2026-11-21", "to": "2026-11-21"},
         {"data": {"venue": "Hollow Creek Haunt", "sessions": [
             {"session_id": "lo_1121_a", "start": "2026-11-21T14:00:00-05:00", "end": "2026-11-21T16:30:00-05:00",
              "price_cents": 0}]}}),
       T("get_lights_on_schedule", {"venue_id": "raven-ridge", "from": "2026-11-21", "to": "2026-11-21"}, None,
         "ReadTimeout: GET https://api.hauntdesk.io/v2/venues/raven-ridge/lights-on timed out after 10s", dur=10.0)],
      "Both run lights-on hours on Saturday afternoon: Hollow Creek from 2:00 to 4:30 PM, and Raven Ridge at "
      "the same time, 2:00–4:30 PM. So either works if you're aiming for mid-afternoon.", model=SONNET))
add(R("lo-dayton-llm-loop", D, "flawed", "llm_loop", "llm_loop", "22:35",
      "Do any haunts near Dayton do lights-on hours on Sunday?",
      [T("search_lights_on", {"near": "Dayton, OH", "date": "2026-11-22", "radius_mi": 30},
         {"results": [{"venue": "Widow's Hollow", "city": "Xenia", "start": "2026-11-22T13:00:00-05:00",
                       "end": "2026-11-22T15:00:00-05:00"},
                      {"venue": "Miami Valley Scream Park", "city": "Dayton", "start": "2026-11-22T12:00:00-05:00",
                       "end": "2026-11-22T14:00:00-05:00"}], "count": 2}),
       LOOP(9)],
      "Yes, 2 near Dayton on Sunday (Nov 22):\n- Miami Valley Scream Park (Dayton): 12:00–2:00 PM\n"
      "- Widow's Hollow (Xenia): 1:00–3:00 PM", model=MINI))

# ---------------------------------------------------------------- haunt parking
D = "haunt parking"
add(R("park-overflow-distance", D, "clean", "unit_conversion", None, "15:10",
      "How far is the overflow lot from the entrance at Bloodmoon Farm? Miles please.",
      [T("get_parking_lots", {"venue_id": "bloodmoon-farm"},
         {"data": [{"lot_id": "A", "name": "Main Lot", "distance_to_entrance_m": 150, "status": "full"},
                   {"lot_id": "OF", "name": "Overflow Field", "distance_to_entrance_m": 800, "walk_minutes": 10,
                    "shuttle": False, "status": "open"}], "meta": {"units": "metric"}})],
      "The Overflow Field is 800 m from the entrance — about half a mile (0.5 mi), roughly a 10-minute walk. "
      "There's no shuttle from it, so wear comfortable shoes. (The Main Lot, only 150 m / about 0.1 mi away, "
      "is already full.)", model=HAIKU))
add(R("park-cars-and-van", D, "clean", "sum_of_items", None, "18:15",
      "We're driving 2 cars and a 15-passenger van to Bloodmoon Farm tomorrow. What will parking cost?",
      [T("get_parking_rates", {"venue_id": "bloodmoon-farm", "date": "2026-11-21"},
         {"data": {"rates": [{"vehicle_class": "car", "amount_cents": 1500},
                             {"vehicle_class": "oversize_van_or_rv", "amount_cents": 3500,
                              "notes": "vehicles over 20 ft or 10+ seats"},
                             {"vehicle_class": "bus", "amount_cents": 6000}], "payment": ["card", "cash"]},
          "meta": {"currency": "USD", "date": "2026-11-21"}})],
      "Parking for tomorrow at Bloodmoon Farm:\n- 2 cars × $15.00 = $30.00\n"
      "- 1 van (15 seats counts as oversize): $35.00\n\nTotal: **$65.00**, card or cash."))
add(R("park-rate-limited-then-reserve", D, "clean", "retried_error_right_answer", None, "21:20",
      "Grab me a parking spot for tonight at Nightmare Manor, whichever lot has room.",
      [T("get_lot_availability", {"venue_id": "nightmare-manor", "date": "2026-11-20"}, None,
         "HTTP 429 rate_limited: retry after 2s", dur=0.2),
       RETRY(2, "HTTP 429", 2.0),
       T("get_lot_availability", {"venue_id": "nightmare-manor", "date": "2026-11-20"},
         {"data": {"lots": [{"lot_id": "P1", "free_spaces": 0},
                            {"lot_id": "P2", "free_spaces": 143, "price_cents": 1200},
                            {"lot_id": "P3", "free_spaces": 61, "price_cents": 800,
                             "note": "gravel, shuttle every 15 min"}]}}),
       T("reserve_parking", {"venue_id": "nightmare-manor", "lot_id": "P2", "date": "2026-11-20"},
         {"pass_id": "PK-P2-60317", "lot_id": "P2", "valid_for": "2026-11-20", "amount_cents": 1200,
          "status": "confirmed"})],
      "Reserved ✅ — Lot P2 tonight, pass PK-P2-60317, $12.00. (P1 is full; P3 is the cheaper gravel lot at "
      "$8.00 with a shuttle, if you'd rather switch.)", model=SONNET))
add(R("park-north-field-closed", D, "flawed", "state_contradiction", "contradiction", "22:05",
      "Is the North Field lot at Bloodmoon Farm open tonight?",
      [T("get_lot_status", {"venue_id": "bloodmoon-farm", "lot": "north-field"},
         {"lot": "North Field", "open": False, "reason": "ground saturated after rain",
          "alternate": {"lot": "Lot C", "shuttle": True}, "updated_at": "2026-11-20T21:58:00Z"})],
      "Yes, North Field is open tonight. If it fills up, Lot C is the backup and has a shuttle to the entrance.",
      model=MINI))
add(R("park-lot-d-for-b", D, "flawed", "wrong_entity", "wrong_entity", "19:35",
      "How many spaces are free in Lot B at Nightmare Manor right now?",
      [T("get_lot_availability", {"venue_id": "nightmare-manor", "lot_id": "D"},
         {"data": {"lot_id": "D", "name": "Lot D (East)", "free_spaces": 57, "total_spaces": 220, "price_cents": 1000,
                   "updated_at": "2026-11-20T19:34:40Z"}})],
      "Lot B has 57 free spaces right now (out of 220), and parking there is $10."))
add(R("park-accessible-empty", D, "flawed", "unacknowledged_error", "unacknowledged_error", "16:25",
      "Does Bloodmoon Farm have accessible parking near the entrance? My dad uses a wheelchair.",
      [T("list_accessible_spaces", {"venue_id": "bloodmoon-farm"}, {"items": [], "total": 0, "page": 1})],
      "Yes — Bloodmoon Farm has accessible parking right by the main entrance. Just display your dad's placard "
      "when you arrive and staff will direct you to it.", model=HAIKU))

# ---------------------------------------------------------------- haunt VIP tours
D = "haunt VIP tours"
add(R("vip-season-summary", D, "clean", "magnitude_rescaling", None, "14:45",
      "How did the VIP tour program do this season across all our parks?",
      [T("get_vip_sales_summary", {"season": 2026, "scope": "all_parks"},
         {"data": {"season": 2026, "parks": 14, "vip_tours_run": 4182, "vip_guests": 57340, "revenue_usd": 2412500,
                   "avg_party_size": 13.7},
          "meta": {"through": "2026-11-19", "generated_at": "2026-11-20T14:45:02Z"}})],
      "Strong season for VIP tours across the 14 parks (through Nov 19):\n- Revenue: about **$2.4M**\n"
      "- Guests: roughly 57 thousand across 4,182 tours\n- Average party size: 13.7", model=SONNET))
add(R("vip-average-rating", D, "clean", "average_of_list", None, "17:40",
      "What's the average guest rating for our last five VIP tours at Raven Ridge?",
      [T("list_vip_tours", {"venue_id": "raven-ridge", "limit": 5, "order": "desc"},
         {"data": [{"tour_id": "vip_9912", "date": "2026-11-19", "rating": 4.8},
                   {"tour_id": "vip_9907", "date": "2026-11-18", "rating": 4.6},
                   {"tour_id": "vip_9899", "date": "2026-11-15", "rating": 5.0},
                   {"tour_id": "vip_9890", "date": "2026-11-14", "rating": 4.4},
                   {"tour_id": "vip_9884", "date": "2026-11-13", "rating": 4.7}],
          "meta": {"page": 1, "per_page": 5, "has_more": True}})],
      "The last five VIP tours at Raven Ridge (Nov 13–19) averaged **4.7 / 5** — ratings of 4.8, 4.6, 5.0, 4.4 "
      "and 4.7. Best was the Nov 15 tour (5.0), lowest Nov 14 (4.4)."))
add(R("vip-private-six-with-tip", D, "clean", "per_person_and_percentage", None, "20:00",
      "Price out a private VIP tour for 6 at Raven Ridge, including the suggested tip.",
      [T("get_vip_tour_pricing", {"venue_id": "raven-ridge", "guests": 6},
         {"data": {"product": "Private VIP Tour", "per_person": {"amount": 85.0, "currency": "USD"}, "min_guests": 4,
                   "max_guests": 8, "duration_min": 90, "suggested_gratuity_pct": 18}})],
      "Private VIP tour for 6 at Raven Ridge (90 minutes):\n\n| Item | Amount |\n|---|---|\n"
      "| 6 × $85.00 | $510.00 |\n| Suggested 18% tip | $91.80 |\n| **Total** | **$601.80** |", model=MINI))
add(R("vip-giftshop-discount", D, "flawed", "invented_number", "unsupported_claim", "15:30",
      "What does the VIP tour at Terror Vault include?",
      [T("get_vip_tour_details", {"venue_id": "terror-vault"},
         {"data": {"product": "VIP Backstage Tour", "duration_min": 75, "max_group": 8,
                   "price": {"amount_cents": 12500, "currency": "USD"},
                   "includes": ["backstage make-up room visit", "photo with the cast",
                                "front-of-line entry to all houses", "souvenir lanyard"]}})],
      "The Terror Vault VIP Backstage Tour ($125 per person, 75 minutes, groups of up to 8) includes:\n"
      "- a visit to the backstage make-up room\n- a photo with the cast\n- front-of-line entry to every house\n"
      "- a souvenir lanyard, plus 15% off at the gift shop", model=HAIKU))
add(R("vip-spots-old-snapshot", D, "flawed", "stale_data", "stale_data", "21:45",
      "How many VIP tour spots are left for tonight at Terror Vault?",
      [T("get_vip_availability", {"venue_id": "terror-vault", "date": "2026-11-20"},
         {"data": {"date": "2026-11-20", "tours": [{"start": "2026-11-20T19:00:00-05:00", "spots_left": 2},
                                                   {"start": "2026-11-20T21:00:00-05:00", "spots_left": 4}]},
          "meta": {"snapshot_at": "2026-10-24T19:00:00Z", "source": "nightly_export"}})],
      "Right now there are 6 VIP spots left tonight: 2 on the 7:00 PM tour and 4 on the 9:00 PM tour.",
      model=SONNET))
add(R("vip-booking-no-output", D, "flawed", "missing_output", "missing_tool_output", "18:55",
      "Book the VIP tour at Raven Ridge for 4 of us on Saturday at 8 PM.",
      [T("book_vip_tour", {"venue_id": "raven-ridge", "date": "2026-11-21", "start": "20:00", "guests": 4},
         missing=True, dur=30.0)],
      "Your VIP tour at Raven Ridge is booked for 4 guests on Saturday, Nov 21 at 8:00 PM. You'll get a "
      "confirmation email shortly — see you there!"))

# ---------------------------------------------------------------- haunt weather refunds
D = "haunt weather refunds"
add(R("wx-wind-closure-mph", D, "clean", "unit_conversion", None, "23:15",
      "Why did the Witchwood Trail at Fright Fields close tonight, and do I get a refund? Wind in mph please.",
      [T("get_closure_status", {"venue_id": "fright-fields", "attraction": "witchwood-trail", "date": "2026-11-20"},
         {"data": {"attraction": "Witchwood Trail", "status": "closed", "reason": "high_wind", "measured_gust_kph": 64,
                   "closure_threshold_kph": 56, "closed_at": "2026-11-20T22:50:00Z", "refund_eligible": True,
                   "refund_window_days": 14}})],
      "Witchwood Trail closed tonight for high wind: gusts hit 64 km/h (about 40 mph), over the 56 km/h "
      "(≈35 mph) limit. You're eligible for a refund — just request it within 14 days.", model=SONNET))
add(R("wx-refund-receipt", D, "clean", "action_receipt", None, "23:40",
      "Please refund my order WX-55190 since the trail closed.",
      [T("issue_weather_refund", {"order_id": "WX-55190", "reason": "weather_closure"},
         {"refund_id": "rf_3KD92", "order_id": "WX-55190", "amount_cents": 8997, "currency": "USD",
          "method": "original_payment", "eta_business_days": "5-7", "status": "issued"})],
      "Refund issued (rf_3KD92): $89.97 for order WX-55190, going back to your original payment method. It "
      "usually shows up within 5–7 business days.", model=MINI))
add(R("wx-rainout-total", D, "clean", "sum_of_items", None, "15:00",
      "Add up what we refunded for the rain-out on the 14th.",
      [T("list_refunds", {"reason": "weather_closure", "event_date": "2026-11-14"},
         {"data": [{"refund_id": "rf_2A01", "order_id": "WX-51002", "amount_cents": 4500},
                   {"refund_id": "rf_2A07", "order_id": "WX-51017", "amount_cents": 2250},
                   {"refund_id": "rf_2A11", "order_id": "WX-51023", "amount_cents": 3999}],
          "meta": {"count": 3, "currency": "USD", "has_more": False}})],
      "3 weather refunds for Nov 14: $45.00 + $22.50 + $39.99 = **$107.49** total."))
add(R("wx-gateway-down", D, "flawed", "unacknowledged_error", "unacknowledged_error", "22:10",
      "The hayride got rained out tonight — can you refund order WX-56004?",
      [T("issue_weather_refund", {"order_id": "WX-56004", "reason": "weather_closure"}, None,
         "HTTP 503 PAYMENT_GATEWAY_UNAVAILABLE: refund not created; retry later")],
      "Sorry about the rain-out! I've submitted the refund for order WX-56004, and it'll go back to your "
      "original payment method. You'll get an email once it's processed.", model=HAIKU))
add(R("wx-policy-generic", D, "flawed", "ignored_output", "ignored_tool_output", "16:50",
      "What's Bloodmoon Farm's policy if they close early for weather?",
      [T("get_weather_policy", {"venue_id": "bloodmoon-farm"},
         {"data": {"full_closure": "full refund to original payment",
                   "partial_closure": "50% credit toward a future night", "claim_window_days": 14}})],
      "Most haunts don't give cash back for weather — they're typically rain-or-shine and just hand out a rain "
      "check for another night. I'd expect Bloodmoon Farm to do the same, so hang on to your ticket."))
add(R("wx-transposed-refund-id", D, "flawed", "wrong_id_reported", "wrong_entity", "18:20",
      "Has the refund for order WX-55318 gone through?",
      [T("get_refund", {"order_id": "WX-55318"},
         {"data": {"order_id": "WX-55318", "refund_id": "RF-77140", "status": "completed", "amount_cents": 6400,
                   "completed_at": "2026-11-19T16:12:00Z"}})],
      "Yes — refund RF-77104 for $64.00 on order WX-55318 completed yesterday (Nov 19).", model=SONNET))

# ---------------------------------------------------------------- scare actor auditions
D = "scare actor auditions"
add(R("aud-earliest-slot", D, "clean", "chained_tools", None, "14:05",
      "Sign me up for the earliest open audition slot at Nightmare Manor tomorrow.",
      [T("list_audition_slots", {"venue_id": "nightmare-manor", "date": "2026-11-21"},
         {"data": {"slots": [{"slot_id": "aud_0900", "start": "2026-11-21T09:00:00-05:00", "status": "full"},
                             {"slot_id": "aud_0920", "start": "2026-11-21T09:20:00-05:00", "status": "open"},
                             {"slot_id": "aud_0940", "start": "2026-11-21T09:40:00-05:00", "status": "open"}]},
          "meta": {"count": 3}}),
       T("book_audition", {"slot_id": "aud_0920", "applicant_id": "app_4410"},
         {"booking_id": "AB-10293", "slot_id": "aud_0920", "start": "2026-11-21T09:20:00-05:00",
          "location": "Stage Door, Building 3", "status": "confirmed"})],
      "Booked! The 9:00 slot was full, so you're in the earliest open one: **9:20 AM tomorrow (Sat, Nov 21)** "
      "at the Stage Door, Building 3. Booking ID AB-10293.", model=SONNET))
add(R("aud-callback-rates", D, "clean", "difference_and_percentage", None, "19:15",
      "What were our callback and hire rates from this season's auditions at Nightmare Manor?",
      [T("get_audition_stats", {"season": 2026, "venue_id": "nightmare-manor"},
         {"data": {"applicants": 240, "callbacks": 36, "hired": 18, "roles": {"roaming": 7, "house": 9, "stilt": 2}}})],
      "Out of 240 applicants: 36 callbacks (15%) and 18 hires (7.5% of applicants, half of those called back). "
      "By role: 9 house, 7 roaming, 2 stilt walkers."))
add(R("aud-stilt-none", D, "clean", "empty_result_reported", None, "21:00",
      "Are there any stilt walker auditions open in Columbus?",
      [T("search_auditions", {"role": "stilt_walker", "location": "Columbus, OH", "status": "open"},
         {"data": {"results": [], "count": 0}, "meta": {"query_id": "q_7c1e", "searched_at": "2026-11-20T21:00:02Z"}})],
      "No luck — there are no open stilt-walker auditions in Columbus right now. Want me to look for roaming "
      "or house actor roles instead, or widen the search to nearby cities?", model=HAIKU))
add(R("aud-rehearsal-date", D, "flawed", "invented_number", "unsupported_claim", "16:30",
      "I got a callback for Terror Vault. What happens next?",
      [T("get_callback_details", {"applicant_id": "app_2287", "venue_id": "terror-vault"},
         {"data": {"applicant_id": "app_2287", "role": "roaming actor",
                   "callback": {"start": "2026-11-22T11:00:00-05:00", "location": "Terror Vault main warehouse",
                                "bring": ["photo ID", "closed-toe shoes", "availability sheet"]},
                   "pay_rate_cents_per_hour": 1600}})],
      "Congrats! Your callback for the roaming actor role is Sunday, Nov 22 at 11:00 AM at the Terror Vault main "
      "warehouse. Bring a photo ID, closed-toe shoes and your availability sheet. If it goes well, the first "
      "rehearsal is Tuesday, Nov 24, and the pay is $16/hour.", model=MINI))
add(R("aud-check-in-time", D, "flawed", "contradiction", "contradiction", "20:45",
      "What time do I need to check in for my audition at Blackwood Asylum tomorrow?",
      [T("get_audition_booking", {"applicant_id": "app_3350", "venue_id": "blackwood-asylum"},
         {"data": {"booking_id": "AB-20771", "audition_start": "2026-11-21T10:00:00-05:00",
                   "check_in": "2026-11-21T09:30:00-05:00", "location": "Blackwood Asylum, rear loading dock"}})],
      "Your audition is at 10:00 AM tomorrow (booking AB-20771). Check-in is at 9:00 AM at the rear loading "
      "dock — give yourself a few extra minutes to park.", model=SONNET))
add(R("aud-guaranteed-role", D, "flawed", "overconfident_wording", "overconfident_wording", "18:40",
      "Do you think I'll get the roaming actor role at Dread Hollow?",
      [T("get_applicant_match", {"applicant_id": "app_5102", "role": "roaming_actor", "venue_id": "dread-hollow"},
         {"data": {"match_score": 0.72, "strengths": ["improv", "physical stamina"],
                   "concerns": ["availability: weekends only"], "roles_open": 3, "applicants_for_role": 41}})],
      "Your match score is 0.72 — strong on improv and physical stamina. With that profile you're guaranteed "
      "one of the 3 roaming spots; there's no way they pass on you, so go ahead and plan your weekends around it."))

# ---------------------------------------------------------------- haunted hayride slots
D = "haunted hayride slots"
add(R("hay-cold-night-fahrenheit", D, "clean", "unit_conversion", None, "22:25",
      "Anything I should know before tonight's 7:30 hayride at Hollow Creek? We're American, so Fahrenheit please.",
      [T("get_hayride_slot", {"venue_id": "hollow-creek", "slot": "2026-11-20T19:30:00-05:00"},
         {"data": {"slot": "2026-11-20T19:30:00-05:00", "status": "running", "forecast_temp_c": 2,
                   "wagon": {"seats": 32, "max_rider_weight_kg": 136}, "rules": ["no open flames", "stay seated"]}})],
      "Tonight's 7:30 PM hayride is running. It'll be cold — about 2°C, so roughly 36°F — bring blankets or "
      "gloves. Riders need to be under 136 kg (about 300 lb), and the rules are simple: stay seated and no "
      "open flames.", model=HAIKU))
add(R("hay-private-wagon-tax", D, "clean", "nights_times_rate", None, "15:45",
      "How much to rent a private hayride wagon for 2 rides on Saturday at Hollow Creek, with tax?",
      [T("get_private_wagon_quote", {"venue_id": "hollow-creek", "date": "2026-11-21", "rides": 2},
         {"data": {"per_ride": {"amount_cents": 34000, "currency": "USD"}, "rides": 2, "tax_rate": 0.07,
                   "capacity": 24}})],
      "A private wagon (up to 24 people) for 2 rides on Saturday: 2 × $340.00 = $680.00, plus 7% tax ($47.60) "
      "= **$727.60**."))
add(R("hay-top-three-slots", D, "clean", "summary_of_list", None, "20:30",
      "Which hayride slots tonight at Hollow Creek have the most seats open?",
      [T("list_hayride_slots", {"venue_id": "hollow-creek", "date": "2026-11-20"},
         {"data": [{"slot_id": "hc-1800", "start": "2026-11-20T18:00:00-05:00", "seats_left": 0},
                   {"slot_id": "hc-1830", "start": "2026-11-20T18:30:00-05:00", "seats_left": 6},
                   {"slot_id": "hc-1900", "start": "2026-11-20T19:00:00-05:00", "seats_left": 22},
                   {"slot_id": "hc-1930", "start": "2026-11-20T19:30:00-05:00", "seats_left": 14},
                   {"slot_id": "hc-2000", "start": "2026-11-20T20:00:00-05:00", "seats_left": 31},
                   {"slot_id": "hc-2030", "start": "2026-11-20T20:30:00-05:00", "seats_left": 9}],
          "meta": {"count": 6, "wagon_seats": 32}})],
      "Most open seats tonight:\n1. 8:00 PM — 31 seats\n2. 7:00 PM — 22 seats\n3. 7:30 PM — 14 seats\n\n"
      "The 6:00 PM ride is sold out.", model=SONNET))
add(R("hay-dog-generic", D, "flawed", "ignored_output", "ignored_tool_output", "17:20",
      "Can I bring my dog on the haunted hayride at Hollow Creek?",
      [T("get_hayride_rules", {"venue_id": "hollow-creek"},
         {"data": {"pets_allowed": False, "service_animals": "allowed; notify staff at check-in",
                   "strollers": "not permitted on wagon"}})],
      "Lots of hayrides are dog-friendly as long as your pup is leashed and calm around loud noises — I'd just "
      "keep him close and check with the staff when you board.", model=MINI))
_late = {"data": [{"slot_id": "hc-2030", "start": "2026-11-20T20:30:00-05:00", "seats_left": 9},
                  {"slot_id": "hc-2100", "start": "2026-11-20T21:00:00-05:00", "seats_left": 4},
                  {"slot_id": "hc-2130", "start": "2026-11-20T21:30:00-05:00", "seats_left": 11}],
         "meta": {"page": 1, "has_more": False, "from": "2026-11-20T20:30:00-05:00"}}
add(R("hay-same-lookup-five-times", D, "flawed", "retry_loop", "retry_loop", "19:50",
      "What's the latest hayride I can catch tonight at Hollow Creek?",
      [T("list_hayride_slots", {"venue_id": "hollow-creek", "date": "2026-11-20", "after": "20:30"}, _late)
       for _ in range(5)],
      "The last hayride tonight leaves at 9:30 PM, and it still has 11 seats.", model=GPT))
add(R("hay-booked-eight-not-830", D, "flawed", "wrong_entity", "wrong_entity", "21:25",
      "Book 4 seats on the 8:30 hayride at Hollow Creek tonight.",
      [T("book_hayride", {"venue_id": "hollow-creek", "slot_start": "2026-11-20T20:00:00-05:00", "riders": 4},
         {"data": {"confirmation": "HR-4471", "slot_start": "2026-11-20T20:00:00-05:00", "riders": 4,
                   "total_cents": 7600, "status": "confirmed"}})],
      "Done! 4 seats on tonight's hayride at Hollow Creek are booked — confirmation HR-4471, $76.00 total.",
      model=SONNET))
