"""Run specs of the blind156 set: escape-room businesses, 10 domains x (3 clean + 3 flawed).

Written by hand by the blind156 tester. Each run: id, domain, label, category, expected cause
(`cause`, None when clean), start time on 2026-11-20 (UTC), model, prompt, steps and the final
answer. build.py turns them into evidence records.
"""

from __future__ import annotations

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4o-mini-2024-07-18"
CLAUDE = "claude-3-5-sonnet-20241022"

LLM = {"kind": "llm"}


def call(tool, args, output=None, error=None, secs=None, missing=False):
    step = {"kind": "call", "tool": tool, "args": args, "output": output, "error": error, "missing": missing}
    if secs is not None:
        step["secs"] = secs
    return step


def retry(attempt, backoff=0.5):
    return {"kind": "retry", "attempt": attempt, "backoff": backoff}


def llm(tokens_in, tokens_out):
    return {"kind": "llm", "tokens": (tokens_in, tokens_out)}


def run(id, domain, label, category, at, prompt, steps, response, cause=None, model=GPT):
    return {"id": id, "domain": domain, "label": label, "category": category, "cause": cause, "at": at,
            "model": model, "prompt": prompt, "steps": steps, "response": response}


def simple(tool, args, output=None, error=None, **kw):
    """The common shape: one LLM turn, one call, one answering LLM turn."""
    return [LLM, call(tool, args, output, error, **kw), LLM]


RUNS: list[dict] = []

# ---------------------------------------------------------------- escape room bookings
D = "escape room bookings"
RUNS += [
    run("erb-slots-tonight", D, "clean", "clock_times", "16:40:05",
        "What times are still open tonight for The Lost Pharaoh at the Leeds branch?",
        simple("search_slots", {"room_id": "lost-pharaoh", "site": "leeds", "date": "2026-11-20"},
               {"data": {"room": {"id": "lost-pharaoh", "name": "The Lost Pharaoh"}, "site": "Leeds",
                         "date": "2026-11-20",
                         "slots": [
                             {"slot_id": "LP-1120-1715", "start": "2026-11-20T17:15:00Z", "end": "2026-11-20T18:15:00Z", "capacity_left": 0},
                             {"slot_id": "LP-1120-1845", "start": "2026-11-20T18:45:00Z", "end": "2026-11-20T19:45:00Z", "capacity_left": 6},
                             {"slot_id": "LP-1120-2015", "start": "2026-11-20T20:15:00Z", "end": "2026-11-20T21:15:00Z", "capacity_left": 0},
                             {"slot_id": "LP-1120-2145", "start": "2026-11-20T21:45:00Z", "end": "2026-11-20T22:45:00Z", "capacity_left": 3}]},
                "meta": {"timezone": "Europe/London"}}),
        "Two slots are still open tonight for The Lost Pharaoh in Leeds:\n\n"
        "- **6:45 PM – 7:45 PM**: 6 places left\n"
        "- **9:45 PM – 10:45 PM**: 3 places left\n\n"
        "The 5:15 PM and 8:15 PM games are full. Want me to hold one of them?"),

    run("erb-book-submarine", D, "clean", "action_receipt", "11:12:30",
        "Book Submarine 7 for 5 players tomorrow at 7pm please. Name on the booking: Priya Nair, priya.nair@fastmail.com",
        [LLM,
         call("check_availability", {"room_id": "submarine-7", "start": "2026-11-21T19:00:00Z", "players": 5},
              {"available": True, "slot_id": "SUB7-20261121-1900",
               "price_per_player": {"amount": 24.0, "currency": "GBP"}}),
         LLM,
         call("create_booking", {"slot_id": "SUB7-20261121-1900", "players": 5, "lead_name": "Priya Nair",
                                 "email": "priya.nair@fastmail.com"},
              {"data": {"booking": {"id": "BK-58213", "status": "confirmed", "room": "Submarine 7",
                                    "start": "2026-11-21T19:00:00Z", "players": 5,
                                    "total": {"amount": 120.0, "currency": "GBP"},
                                    "confirmation_sent_to": "priya.nair@fastmail.com"}},
               "meta": {"request_id": "req_7d1c02"}}),
         LLM],
        "You're booked! Submarine 7, Saturday 21 November at 7:00 PM, 5 players, under Priya Nair.\n\n"
        "Booking reference: **BK-58213**\nTotal: £120.00 (5 × £24.00)\n\n"
        "A confirmation email has gone to priya.nair@fastmail.com.", model=CLAUDE),

    run("erb-asylum-sunday-empty", D, "clean", "empty_result_reported", "09:27:44",
        "Is there anything for 8 people in Haunted Asylum this Sunday?",
        simple("search_slots", {"room_id": "haunted-asylum", "date": "2026-11-22", "min_capacity": 8},
               {"data": {"slots": [], "total": 0},
                "meta": {"room_id": "haunted-asylum", "date": "2026-11-22", "min_capacity": 8, "room_max_players": 6}}),
        "There's nothing for a group of 8 in Haunted Asylum on Sunday 22 November: the search came back "
        "empty. The room only takes up to 6 players per game, so you'd need to split into two teams and book "
        "two games. Want me to look for two back-to-back slots?", model=MINI),

    run("erb-carnival-pending", D, "flawed", "state_contradiction", "13:05:20",
        "Please book Cursed Carnival for 4 of us on Saturday 28 Nov at 3:30pm. Lead booker Marco Rossi.",
        simple("create_booking", {"room_id": "cursed-carnival", "start": "2026-11-28T15:30:00Z", "players": 4,
                                  "lead_name": "Marco Rossi"},
               {"data": {"booking": {"id": "BK-58377", "status": "pending_payment", "room": "Cursed Carnival",
                                     "start": "2026-11-28T15:30:00Z", "players": 4,
                                     "total": {"amount": 104.0, "currency": "GBP"},
                                     "payment_link": "https://pay.enigmarooms.co.uk/l/BK-58377",
                                     "hold_expires_at": "2026-11-20T13:20:21Z"}},
                "meta": {"request_id": "req_a91f3e"}}),
        "All done! Cursed Carnival is confirmed for Saturday 28 November at 3:30 PM for 4 players, booked "
        "under Marco Rossi. Your reference is BK-58377 and the total is £104.00. See you then!",
        cause="contradiction"),

    run("erb-cabin-wrong-site", D, "flawed", "wrong_entity", "10:48:02",
        "Does Cabin in the Woods at your Bristol site have a 4pm slot tomorrow for 5?",
        simple("search_slots", {"room_id": "cabin-in-the-woods", "site": "bath", "date": "2026-11-21", "min_capacity": 5},
               {"data": {"site": {"id": "bath", "name": "Enigma Rooms Bath"}, "room": "Cabin in the Woods",
                         "slots": [{"slot_id": "CIW-BTH-1600", "start": "2026-11-21T16:00:00Z", "capacity_left": 6},
                                   {"slot_id": "CIW-BTH-1730", "start": "2026-11-21T17:30:00Z", "capacity_left": 5}],
                         "total": 2},
                "meta": {"date": "2026-11-21"}}),
        "Yes! Cabin in the Woods in Bristol has a 4:00 PM slot tomorrow (Saturday 21 Nov) with 6 places left, "
        "so all 5 of you fit. There's also a 5:30 PM slot if that suits better. Shall I book the 4 PM one?",
        cause="wrong_entity", model=CLAUDE),

    run("erb-prison-arrival-time", D, "flawed", "invented_number", "15:31:10",
        "Can you check the details of booking BK-57940? I forgot what time it is and what we still owe.",
        simple("get_booking", {"booking_id": "BK-57940"},
               {"data": {"id": "BK-57940", "room": "Prison Break", "start": "2026-11-22T14:00:00Z", "players": 6,
                         "status": "confirmed", "amount_paid": {"amount": 60.0, "currency": "GBP"},
                         "balance_due": {"amount": 96.0, "currency": "GBP"}, "balance_due_at": "on_arrival"}}),
        "Here's BK-57940:\n- Room: Prison Break\n- When: Sunday 22 November, 2:00 PM\n- Players: 6\n"
        "- Paid so far: £60.00\n- Still to pay: £96.00, due on arrival\n\n"
        "Please arrive by 1:40 PM so the game master can run the safety briefing before you start.",
        cause="unsupported_claim"),
]

# ---------------------------------------------------------------- escape room group discounts
D = "escape room group discounts"
RUNS += [
    run("erg-davinci-ten", D, "clean", "difference_and_percentage", "12:14:00",
        "We're 10 people wanting to do Da Vinci Code. How much would it be with the group discount?",
        simple("get_group_pricing", {"room_id": "da-vinci-code", "players": 10},
               {"room": "Da Vinci Code", "currency": "EUR", "base_price_per_player": 28.0,
                "group_tiers": [{"min_players": 6, "discount_pct": 10}, {"min_players": 10, "discount_pct": 15},
                                {"min_players": 16, "discount_pct": 20}],
                "applies_to": "whole booking"}),
        "For 10 players you hit the 15% tier:\n\n"
        "| | |\n|---|---|\n| 10 × €28.00 | €280.00 |\n| Group discount (15%) | −€42.00 |\n| **Total** | **€238.00** |\n\n"
        "That works out at €23.80 per person."),

    run("erg-manor-usd", D, "clean", "currency_conversion", "17:55:30",
        "I'm booking from the US. What's the quote for our 7-person team in Mystery Manor, in dollars?",
        [LLM,
         call("get_quote", {"room_id": "mystery-manor", "players": 7, "apply_group_discount": True},
              {"data": {"quote_id": "Q-22817", "players": 7, "subtotal_eur": 217.0, "discount_pct": 10,
                        "discount_eur": 21.7, "total_eur": 195.3},
               "meta": {"currency": "EUR"}}),
         LLM,
         call("get_fx_rate", {"base": "EUR", "quote": "USD"},
              {"base": "EUR", "quote": "USD", "rate": 1.0825, "as_of": "2026-11-20T17:00:00Z"}),
         LLM],
        "Your 7-person quote for Mystery Manor (Q-22817) is €195.30 after the 10% group discount "
        "(€217.00 − €21.70). At today's rate of 1.0825 USD per EUR that's about **$211.41**. You'll be "
        "charged in euros, so your bank's rate may differ slightly.", model=CLAUDE),

    run("erg-bankheist-cents", D, "clean", "minor_units", "08:36:12",
        "What's the total for a 12-person booking in Bank Heist with the group rate?",
        simple("price_booking", {"room": "bank-heist", "party_size": 12, "promo": None},
               {"quote": {"party_size": 12, "unit_price_cents": 2625, "subtotal_cents": 31500,
                          "group_discount": {"rate": 0.15, "amount_cents": 4725}, "total_cents": 26775,
                          "currency": "USD"}}),
        "12 people in Bank Heist: $315.00 before discount, minus the 15% group rate ($47.25), so **$267.75** "
        "in total, about $22.31 each.", model=MINI),

    run("erg-alchemist-deposit", D, "flawed", "contradiction", "14:22:48",
        "How much for 8 of us in Alchemist's Lab with the group discount? And is there a deposit?",
        simple("get_group_pricing", {"room_id": "alchemists-lab", "players": 8},
               {"data": {"room": "Alchemist's Lab", "players": 8, "price_per_player_eur": 32.0, "subtotal_eur": 256.0,
                         "discount_pct": 12, "discount_eur": 30.72, "total_eur": 225.28,
                         "deposit": {"required": True, "amount_eur": 50.0}},
                "meta": {"currency": "EUR", "pricing_version": "2026-11"}}),
        "For 8 players in Alchemist's Lab it's €32 each, so €256.00 before the discount. You get 12% off "
        "(−€30.72), bringing it to **€225.28**. A deposit of €60.00 is required to secure the booking, with the "
        "rest paid on the day.", cause="contradiction"),

    run("erg-promos-cached", D, "flawed", "stale_data", "19:03:15",
        "Are there any group promo codes running right now?",
        simple("list_promotions", {"audience": "groups", "active_only": True},
               {"data": {"promotions": [
                   {"code": "TEAM20", "description": "20% off groups of 8+", "discount_pct": 20, "min_players": 8},
                   {"code": "MIDWEEK6", "description": "15% off groups of 6+ Mon-Thu", "discount_pct": 15, "min_players": 6}]},
                "meta": {"source": "cache", "cached_at": "2026-09-04T06:00:00Z"}}),
        "Yes, two group promos are running right now:\n\n"
        "- **TEAM20**: 20% off for groups of 8 or more\n"
        "- **MIDWEEK6**: 15% off for groups of 6+, Monday to Thursday\n\n"
        "Just enter the code at checkout.", cause="stale_data", model=CLAUDE),

    run("erg-omega-ignored", D, "flawed", "ignored_output", "11:40:05",
        "What would 9 of us pay per head in Space Station Omega with your group pricing?",
        simple("get_group_pricing", {"room_id": "space-station-omega", "players": 9},
               {"data": {"room": "Space Station Omega", "players": 9, "price_per_player_gbp": 30.0,
                         "tier": {"name": "Group 8-11", "discount_pct": 10},
                         "price_per_player_after_discount_gbp": 27.0, "total_gbp": 243.0}}),
        "I wasn't able to pin down group pricing for Space Station Omega. Group rates tend to depend on the day "
        "and the room, so the best bet is to call the venue directly and they'll give you a per-head price for "
        "a team of 9.", cause="ignored_tool_output"),
]

# ---------------------------------------------------------------- escape room hint packages
D = "escape room hint packages"
RUNS += [
    run("erh-basket-total", D, "clean", "sum_of_items", "13:50:00",
        "What's in my basket (cart 5F21A9) for the Mad Scientist booking, and what's the total?",
        simple("get_cart", {"cart_id": "cart_5f21a9"},
               {"data": {"cart_id": "cart_5f21a9", "booking_id": "BK-60118",
                         "items": [{"sku": "HINT-3", "name": "Hint pack (3 extra hints)", "qty": 1, "price_gbp": 6.0},
                                   {"sku": "VID-RPL", "name": "Game video replay", "qty": 1, "price_gbp": 4.5},
                                   {"sku": "PHOTO-BNDL", "name": "Team photo bundle", "qty": 1, "price_gbp": 7.99}],
                         "item_count": 3},
                "meta": {"currency": "GBP"}}),
        "Your basket (for booking BK-60118) has:\n1. Hint pack (3 extra hints): £6.00\n2. Game video replay: £4.50\n"
        "3. Team photo bundle: £7.99\n\nTotal: **£18.49**."),

    run("erh-jungle-timeout", D, "clean", "retried_timeout_right_answer", "10:05:33",
        "Which hint packages can I add to a game of Jungle Temple?",
        [LLM,
         call("list_hint_packages", {"room_id": "jungle-temple"},
              error="TimeoutError: upstream catalog did not respond within 5000 ms", secs=5.0),
         retry(2, backoff=1.0),
         call("list_hint_packages", {"room_id": "jungle-temple"},
              {"data": {"room_id": "jungle-temple", "packages": [
                  {"id": "HP-BASIC", "name": "Nudge", "hints": 2, "price": {"amount": 3.0, "currency": "GBP"}},
                  {"id": "HP-STD", "name": "Sidekick", "hints": 5, "price": {"amount": 6.5, "currency": "GBP"}},
                  {"id": "HP-UNL", "name": "Unlimited", "hints": None, "unlimited": True,
                   "price": {"amount": 10.0, "currency": "GBP"}}]},
               "meta": {"count": 3}}),
         LLM],
        "Jungle Temple has three hint add-ons:\n- **Nudge**: 2 hints, £3.00\n- **Sidekick**: 5 hints, £6.50\n"
        "- **Unlimited**: as many hints as you like, £10.00\n\n"
        "(The first lookup timed out, but the retry went through fine.)", model=CLAUDE),

    run("erh-madscientist-average", D, "clean", "average_of_list", "16:12:40",
        "On average how many hints do teams use in Mad Scientist? Trying to decide whether to buy a pack.",
        simple("get_room_stats", {"room_id": "mad-scientist", "last_n_games": 6},
               {"data": {"room_id": "mad-scientist", "games": [
                   {"game_id": "G-9911", "hints_used": 2, "escaped": True},
                   {"game_id": "G-9914", "hints_used": 4, "escaped": True},
                   {"game_id": "G-9920", "hints_used": 1, "escaped": True},
                   {"game_id": "G-9923", "hints_used": 5, "escaped": False},
                   {"game_id": "G-9927", "hints_used": 3, "escaped": True},
                   {"game_id": "G-9930", "hints_used": 3, "escaped": True}],
                   "free_hints_included": 3},
                "meta": {"window": "last 6 games"}}),
        "Over the last 6 games, teams used 3 hints on average (anywhere from 1 to 5). Every game already "
        "includes 3 free hints, and only 2 of those 6 teams needed more than that, so a typical team won't "
        "need a pack. 5 of the 6 teams escaped."),

    run("erh-sidekick-declined", D, "flawed", "unacknowledged_error", "18:20:10",
        "Add the 5-hint Sidekick pack to booking BK-60342 and charge my saved card.",
        simple("add_booking_extra", {"booking_id": "BK-60342", "sku": "HP-STD", "qty": 1, "payment_method": "saved_card"},
               error='402 Payment Required: {"code": "CARD_DECLINED", "message": "The saved card ending 4417 was declined by the issuer."}'),
        "Done! The Sidekick pack (5 hints) is now on booking BK-60342 and has been charged to your saved card. "
        "Your game master will have the extra hints ready when you arrive.", cause="unacknowledged_error"),

    run("erh-unlimited-penalty", D, "flawed", "invented_number", "12:58:25",
        "How does the Unlimited hint pack work for Clockwork Tower? Does using hints affect our leaderboard time?",
        simple("get_hint_package", {"room_id": "clockwork-tower", "package_id": "HP-UNL"},
               {"data": {"package_id": "HP-UNL", "name": "Unlimited", "price": {"amount": 10.0, "currency": "GBP"},
                         "delivery": "via screen in room",
                         "leaderboard": {"eligible": True, "time_penalty_per_hint": True}},
                "meta": {"room_id": "clockwork-tower"}}),
        "The Unlimited pack is £10.00 and lets you ask for as many hints as you want; they appear on the "
        "screen in the room. You can still get on the leaderboard, but each hint adds a 2-minute penalty to "
        "your final time, so use them wisely!", cause="unsupported_claim", model=CLAUDE),

    run("erh-pirates-503-loop", D, "flawed", "retry_loop", "20:41:00",
        "What hint packs are there for Pirate's Cove?",
        [LLM]
        + [s for a in range(1, 7) for s in (
            [call("list_hint_packages", {"room_id": "pirates-cove"},
                  error="503 Service Unavailable: catalog service overloaded", secs=0.21)]
            + ([retry(a + 1, backoff=0.05)] if a < 6 else []))]
        + [LLM],
        "Sorry, I couldn't get the hint packages for Pirate's Cove: the catalogue service kept returning 503 "
        "(service unavailable). Please try again in a little while, or ask at the front desk when you arrive.",
        cause="retry_loop", model=MINI),
]

# ---------------------------------------------------------------- escape room gift cards
D = "escape room gift cards"
RUNS += [
    run("ergc-balance-case", D, "clean", "identifier_case", "09:14:22",
        "What's left on gift card gc-7731-qk2z?",
        simple("get_gift_card_balance", {"card_number": "GC7731QK2Z"},
               {"data": {"card_number": "GC-7731-QK2Z", "status": "active",
                         "balance": {"amount_minor": 4250, "currency": "GBP"}, "expires_on": "2027-11-19"},
                "meta": {"request_id": "req_gc_8812"}}),
        "Your card (GC7731QK2Z) is active with **£42.50** left. It's valid until 19 Nov 2027."),

    run("ergc-provider-down", D, "clean", "honest_failure_report", "14:03:51",
        "Can you check the balance on my gift card EG-3390-PLM4?",
        simple("get_gift_card_balance", {"card_number": "EG-3390-PLM4"},
               error='503 Service Unavailable: {"code": "PROVIDER_DOWN", "message": "Gift card provider did not respond"}',
               secs=3.1),
        "I'm sorry, I couldn't check the balance on EG-3390-PLM4 just now. The gift card provider didn't "
        "respond (a 503 error on their side), so I don't have a balance to show you. Could you try again a bit "
        "later? Or I can pass it to the team to check by hand.", model=CLAUDE),

    run("ergc-buy-and-schedule", D, "clean", "chained_tools", "11:27:09",
        "Buy a £75 escape room gift card for my brother Sam (sam.okafor@gmail.com) and have it emailed to him "
        "on Tuesday morning at 9.",
        [LLM,
         call("create_gift_card", {"amount": {"value": 75, "currency": "GBP"}, "recipient_name": "Sam"},
              {"data": {"card_id": "GC-9104-ML3A", "amount": {"value": 75.0, "currency": "GBP"}, "status": "issued",
                        "expires_on": "2027-11-20"}}),
         LLM,
         call("schedule_gift_email", {"card_id": "GC-9104-ML3A", "to": "sam.okafor@gmail.com",
                                      "send_at": "2026-11-24T09:00:00Z"},
              {"data": {"email_id": "em_40c2b7", "status": "scheduled", "send_at": "2026-11-24T09:00:00Z"}}),
         LLM],
        "All set 🎁 I've bought a £75 gift card (GC-9104-ML3A) for Sam, valid for a year until 20 Nov 2027, "
        "and scheduled it to land in sam.okafor@gmail.com at 9:00 AM on Tuesday 24 November."),

    run("ergc-lost-card-number", D, "flawed", "wrong_id_reported", "15:47:30",
        "I bought a £50 gift card last week but lost the email. The order was ORD-118204. What's the card number?",
        simple("get_order", {"order_id": "ORD-118204"},
               {"data": {"order_id": "ORD-118204",
                         "items": [{"type": "gift_card", "card_number": "GC-5520-HT8P",
                                    "amount": {"value": 50.0, "currency": "GBP"}, "status": "active"}],
                         "purchased_at": "2026-11-13T19:22:05Z"}}),
        "Found it! Order ORD-118204 from 13 November was a £50 gift card, card number **GC-5520-HT8B**. It's "
        "active, so you can use it right away when booking.", cause="wrong_entity"),

    run("ergc-expired-active", D, "flawed", "state_contradiction", "17:09:44",
        "Is my gift card GC-2218-WQ7N still good? I want to use it this weekend.",
        simple("get_gift_card_balance", {"card_number": "GC-2218-WQ7N"},
               {"data": {"card_number": "GC-2218-WQ7N", "status": "expired",
                         "balance": {"amount_minor": 2000, "currency": "GBP"}, "expires_on": "2026-10-31",
                         "reactivation": {"eligible": True, "fee_minor": 500}}}),
        "Good news: GC-2218-WQ7N still has £20.00 on it and is active, so you can use it for a booking this "
        "weekend.", cause="contradiction", model=CLAUDE),

    run("ergc-transfer-guaranteed", D, "flawed", "overconfident_wording", "10:33:18",
        "I bought gift card GC-6603-RZ1D for the wrong site (Leeds instead of York). Can you move the balance over?",
        simple("request_balance_transfer", {"card_number": "GC-6603-RZ1D", "from_site": "leeds", "to_site": "york"},
               {"data": {"request_id": "TR-00917", "status": "submitted", "review": "manual",
                         "note": "Transfers between franchise sites are approved at the receiving site's discretion.",
                         "typical_decision_days": "3-5"}}),
        "I've submitted transfer request TR-00917 to move GC-6603-RZ1D from Leeds to York. It's guaranteed to "
        "be approved (transfers between our sites always go through), so you can go ahead and plan your York "
        "booking now. You'll usually hear back within 3-5 days.", cause="overconfident_wording"),
]

# ---------------------------------------------------------------- escape room leaderboard times
D = "escape room leaderboard times"
RUNS += [
    run("erl-atlantis-top3", D, "clean", "summary_of_list", "15:20:00",
        "Who are the top 3 on the Atlantis leaderboard this month?",
        simple("get_leaderboard", {"room_id": "atlantis", "period": "2026-11", "limit": 8},
               {"data": {"room": "Atlantis", "period": "2026-11", "entries": [
                   {"rank": 1, "team": "Deep Divers", "time_s": 2291, "hints": 0, "date": "2026-11-07"},
                   {"rank": 2, "team": "Kraken Crackers", "time_s": 2344, "hints": 1, "date": "2026-11-14"},
                   {"rank": 3, "team": "The Bubbleheads", "time_s": 2408, "hints": 0, "date": "2026-11-02"},
                   {"rank": 4, "team": "Sea Shanty Six", "time_s": 2475, "hints": 2, "date": "2026-11-18"},
                   {"rank": 5, "team": "Nemo's Nephews", "time_s": 2519, "hints": 1, "date": "2026-11-11"},
                   {"rank": 6, "team": "Wet Socks", "time_s": 2602, "hints": 3, "date": "2026-11-09"},
                   {"rank": 7, "team": "Anchors Away", "time_s": 2688, "hints": 2, "date": "2026-11-16"},
                   {"rank": 8, "team": "Low Tide", "time_s": 2740, "hints": 4, "date": "2026-11-05"}]},
                "meta": {"page": 1, "per_page": 8, "total_entries": 23, "has_more": True}}),
        "Top 3 on Atlantis for November so far:\n1. **Deep Divers**: 38:11 (no hints), 7 Nov\n"
        "2. **Kraken Crackers**: 39:04 (1 hint), 14 Nov\n3. **The Bubbleheads**: 40:08 (no hints), 2 Nov\n\n"
        "23 teams have posted a time this month."),

    run("erl-quokka-vs-record", D, "clean", "time_difference", "15:05:40",
        "How long did our team (Team Quokka) take in Heist this afternoon, and how far off the record were we?",
        [LLM,
         call("get_game_result", {"team": "Team Quokka", "room_id": "heist", "date": "2026-11-20"},
              {"data": {"game_id": "G-77310", "team": "Team Quokka", "room": "Heist",
                        "started_at": "2026-11-20T14:05:12Z", "escaped_at": "2026-11-20T14:52:40Z",
                        "escaped": True, "hints_used": 2}}),
         call("get_room_record", {"room_id": "heist"},
              {"data": {"room": "Heist", "record": {"team": "Lockpickers", "time_s": 2580, "set_on": "2026-06-14"}},
               "meta": {"as_of": "2026-11-20T15:05:00Z"}}),
         LLM],
        "Team Quokka escaped Heist in **47 minutes 28 seconds** (2:05 PM start, out at 2:52 PM) using 2 hints. "
        "The room record is 43:00, held by Lockpickers since 14 June, so you were 4 min 28 s off it. Nice work!",
        model=CLAUDE),

    run("erl-atlantis-week-count", D, "clean", "count_and_percentage", "18:44:10",
        "How many teams escaped Atlantis this week?",
        simple("list_games", {"room_id": "atlantis", "from": "2026-11-16", "to": "2026-11-20", "page": 1},
               {"data": [
                   {"game_id": "G-7801", "team": "Sea Shanty Six", "escaped": True},
                   {"game_id": "G-7805", "team": "Anchors Away", "escaped": True},
                   {"game_id": "G-7809", "team": "Low Tide", "escaped": False},
                   {"game_id": "G-7812", "team": "Coral Crew", "escaped": True},
                   {"game_id": "G-7818", "team": "Salty Dogs", "escaped": False},
                   {"game_id": "G-7820", "team": "Mariana", "escaped": True},
                   {"game_id": "G-7826", "team": "Flotsam", "escaped": True}],
                "pagination": {"page": 1, "per_page": 25, "total": 7, "next": None}}),
        "5 out of 7 teams escaped Atlantis this week (Mon 16 to Fri 20 Nov), a 71% escape rate. Low Tide and "
        "Salty Dogs didn't make it out.", model=MINI),

    run("erl-jungle-junior-record", D, "flawed", "wrong_entity", "12:30:55",
        "What's the record time for Jungle Temple? My team wants to beat it tomorrow.",
        simple("get_room_record", {"room_id": "jungle-temple-junior"},
               {"data": {"room": "Jungle Temple Junior", "room_id": "jungle-temple-junior",
                         "record": {"team": "Mini Explorers", "time_s": 1874, "set_on": "2026-08-22"}}}),
        "The Jungle Temple record is **31:14**, set by Mini Explorers on 22 August. Good luck beating it tomorrow!",
        cause="wrong_entity"),

    run("erl-heist-snapshot", D, "flawed", "stale_data", "21:02:30",
        "What's the fastest time on Heist right now?",
        simple("get_leaderboard", {"room_id": "heist", "limit": 3},
               {"data": {"room": "Heist", "entries": [
                   {"rank": 1, "team": "Lockpickers", "time_s": 2580},
                   {"rank": 2, "team": "Vault Rats", "time_s": 2611},
                   {"rank": 3, "team": "Smooth Criminals", "time_s": 2650}]},
                "meta": {"snapshot_at": "2026-07-31T23:59:59Z", "source": "monthly_export"}}),
        "Right now the fastest time on Heist is **43:00** by Lockpickers, followed by Vault Rats (43:31) and "
        "Smooth Criminals (44:10).", cause="stale_data", model=CLAUDE),

    run("erl-clockwork-top5", D, "flawed", "contradiction", "17:36:20",
        "Give me the all-time top 5 for Clockwork Tower.",
        simple("get_leaderboard", {"room_id": "clockwork-tower", "period": "all_time", "limit": 5},
               {"data": {"room": "Clockwork Tower", "period": "all_time", "entries": [
                   {"rank": 1, "team": "Gearheads", "time_s": 2197, "time_display": "36:37"},
                   {"rank": 2, "team": "Tick Tock Taskforce", "time_s": 2230, "time_display": "37:10"},
                   {"rank": 3, "team": "Cogsworth & Co", "time_s": 2262, "time_display": "37:42"},
                   {"rank": 4, "team": "Escape Velocity", "time_s": 2305, "time_display": "38:25"},
                   {"rank": 5, "team": "Second Hand", "time_s": 2339, "time_display": "38:59"}]},
                "meta": {"page": 1, "total_entries": 412}}),
        "| # | Team | Time |\n|---|---|---|\n| 1 | Gearheads | 36:37 |\n| 2 | Tick Tock Taskforce | 37:10 |\n"
        "| 3 | Cogsworth & Co | 37:24 |\n| 4 | Escape Velocity | 38:25 |\n| 5 | Second Hand | 38:59 |",
        cause="contradiction"),
]

# ---------------------------------------------------------------- escape room corporate events
D = "escape room corporate events"
RUNS += [
    run("erc-teambuilder-quote", D, "clean", "nights_times_rate", "10:10:10",
        "Quote me the Team Builder package for 24 staff on December 10, with the drinks add-on.",
        simple("quote_corporate_package", {"package": "team-builder", "headcount": 24, "date": "2026-12-10",
                                           "add_ons": ["drinks"]},
               {"data": {"package": "Team Builder", "headcount": 24, "per_head": {"amount": 42.5, "currency": "USD"},
                         "includes": ["2 rooms run in parallel", "debrief session", "pizza"],
                         "add_ons": [{"id": "drinks", "description": "Soft drinks, 20 L",
                                      "flat_fee": {"amount": 45.0, "currency": "USD"}}]},
                "meta": {"quote_ref": "CQ-3318", "date": "2026-12-10"}}),
        "Here's quote CQ-3318 for Thursday, Dec 10:\n"
        "- Team Builder, 24 × $42.50 = $1,020.00 (two rooms in parallel, debrief, pizza)\n"
        "- Drinks add-on (20 L of soft drinks, roughly 5.3 gallons): $45.00\n"
        "- **Total: $1,065.00**"),

    run("erc-revenue-board", D, "clean", "magnitude_rescaling", "08:05:00",
        "For the board deck: how much corporate-event revenue have we booked this year across all sites, "
        "and how many events?",
        simple("get_corporate_revenue", {"year": 2026, "group_by": "site"},
               {"data": {"year": 2026, "through": "2026-11-19", "sites": [
                   {"site": "Leeds", "revenue_gbp": 412300, "events": 571},
                   {"site": "York", "revenue_gbp": 298750, "events": 402},
                   {"site": "Manchester", "revenue_gbp": 527350, "events": 739}],
                   "totals": {"revenue_gbp": 1238400, "events": 1712}},
                "meta": {"generated_at": "2026-11-20T08:04:58Z"}}),
        "2026 to date (through 19 Nov): **£1.24M** in corporate-event revenue from 1,712 events, about £723 per "
        "event on average. Manchester leads with £527K, then Leeds (£412K) and York (£299K).", model=CLAUDE),

    run("erc-nyc-offsite-times", D, "clean", "clock_times", "13:15:45",
        "When exactly is our NYC offsite escape game (CE-2207), how long is it, and how far is the venue from "
        "our office?",
        simple("get_corporate_event", {"event_id": "CE-2207"},
               {"data": {"event_id": "CE-2207", "client": "Brightline Analytics",
                         "venue": "Puzzle Works, 214 W 29th St", "start": "2026-12-03T13:30:00-05:00",
                         "end": "2026-12-03T16:00:00-05:00", "distance_from_client_office_km": 3.2,
                         "headcount": 18}}),
        "Your offsite (CE-2207) is on Thursday, Dec 3, from 1:30 PM to 4:00 PM Eastern, 2.5 hours in total. "
        "The venue, Puzzle Works at 214 W 29th St, is 3.2 km (about 2 miles) from your office, and it's booked "
        "for 18 people."),

    run("erc-manchester-40-empty", D, "flawed", "unacknowledged_error", "16:25:00",
        "Find us a venue that can host 40 people on 10 December for a corporate escape event in Manchester.",
        simple("search_corporate_venues", {"city": "Manchester", "date": "2026-12-10", "min_headcount": 40},
               {"results": [], "total": 0,
                "meta": {"note": "No single site has capacity for 40 on this date"}}),
        "Great news, I found availability in Manchester for all 40 of you on Thursday 10 December. We can run "
        "the group across several rooms at the same time, followed by a debrief. Would you like me to put a "
        "provisional hold on it?", cause="unacknowledged_error"),

    run("erc-oak-suite-hold", D, "flawed", "missing_output", "11:55:30",
        "Put a hold on the Oak Suite at York for our 30-person event on 11 December.",
        [LLM,
         call("create_event_hold", {"site": "york", "space": "oak-suite", "date": "2026-12-11", "headcount": 30},
              missing=True, secs=2.4),
         LLM],
        "Done: the Oak Suite at York is on hold for your 30-person event on Friday 11 December. The hold "
        "reference is HLD-2291 and it's valid for 72 hours.", cause="missing_tool_output", model=CLAUDE),

    run("erc-murder-mystery-valid", D, "flawed", "invented_number", "14:48:12",
        "Can you send me a quote for the Murder Mystery package for 30 people?",
        simple("quote_corporate_package", {"package": "murder-mystery", "headcount": 30},
               {"data": {"package": "Murder Mystery", "headcount": 30,
                         "per_head": {"amount": 39.0, "currency": "GBP"},
                         "total": {"amount": 1170.0, "currency": "GBP"}},
                "meta": {"quote_ref": "CQ-3342"}}),
        "Here's your quote (CQ-3342): Murder Mystery for 30 people at £39.00 per head, **£1,170.00** in total. "
        "The quote is valid until 4 December, so let me know before then if you'd like to go ahead.",
        cause="unsupported_claim"),
]

# ---------------------------------------------------------------- escape room accessibility checks
D = "escape room accessibility checks"
RUNS += [
    run("era-wheelchair-fit", D, "clean", "unit_conversion", "09:50:20",
        "My wheelchair is 26 inches wide, and with me in it we're about 140 kg. Can I do Time Travellers at the "
        "Leeds site?",
        simple("get_accessibility", {"room_id": "time-travellers", "site": "leeds"},
               {"data": {"room": "Time Travellers", "step_free": True, "narrowest_door_cm": 81,
                         "turning_circle_cm": 150, "platform_lift": {"present": True, "max_load_kg": 250},
                         "accessible_toilet": True},
                "meta": {"audited_on": "2026-10-02"}}),
        "Yes, Time Travellers in Leeds should work for you:\n"
        "- Narrowest door: 81 cm (about 31.9 in), plenty for a 26-inch chair\n"
        "- Turning circle: 150 cm (about 59 in)\n"
        "- Fully step-free, with a platform lift rated to 250 kg (about 551 lb), well above 140 kg\n"
        "- Accessible toilet on site\n\n"
        "This comes from the site's accessibility audit on 2 October."),

    run("era-york-rooms", D, "clean", "summary_of_list", "12:40:00",
        "Which of your York rooms are wheelchair accessible?",
        simple("list_rooms", {"site": "york", "fields": ["name", "wheelchair_accessible", "floor"]},
               {"data": {"rooms": [
                   {"id": "yk-01", "name": "The Crypt", "wheelchair_accessible": False, "floor": "basement"},
                   {"id": "yk-02", "name": "Viking Raid", "wheelchair_accessible": True, "floor": "ground"},
                   {"id": "yk-03", "name": "Ghost Train", "wheelchair_accessible": True, "floor": "ground"},
                   {"id": "yk-04", "name": "Chocolate Factory", "wheelchair_accessible": False, "floor": "first"},
                   {"id": "yk-05", "name": "Minster Mystery", "wheelchair_accessible": True, "floor": "ground"},
                   {"id": "yk-06", "name": "Tower Siege", "wheelchair_accessible": False, "floor": "first"},
                   {"id": "yk-07", "name": "Plague Doctor", "wheelchair_accessible": False, "floor": "basement"}]},
                "meta": {"site": "York", "count": 7}}),
        "3 of our 7 York rooms are wheelchair accessible, all on the ground floor: Viking Raid, Ghost Train and "
        "Minster Mystery. The other four are in the basement or on the first floor.", model=CLAUDE),

    run("era-frozen-lab-retry", D, "clean", "retried_error_right_answer", "14:15:30",
        "Does Frozen Lab use strobe lights or get very cold? My daughter has epilepsy and Raynaud's.",
        [LLM,
         call("get_accessibility", {"room_id": "frozen-lab"},
              error='500 Internal Server Error: {"code": "INTERNAL", "message": "unexpected error, request_id=ax-5521"}'),
         retry(2, backoff=0.8),
         call("get_accessibility", {"room_id": "frozen-lab"},
              {"data": {"room": "Frozen Lab",
                        "sensory": {"strobe_lighting": False,
                                    "flashing_lights": "slow pulsing blue light in final room",
                                    "smoke_or_haze": True, "loud_noises": True},
                        "environment": {"room_temp_c": 16},
                        "notes": "Game masters can switch off the pulsing light on request."}}),
         LLM],
        "Good questions. Here's what Frozen Lab has:\n"
        "- **No strobe lighting.** The final room has a slow pulsing blue light, and the game master can switch "
        "it off if you ask.\n- Haze effects and some loud noises are used.\n"
        "- The room is kept at **16 °C (about 61 °F)**, so it's on the cool side; warm layers and gloves would be "
        "sensible for Raynaud's.\n\nI'd mention both conditions when booking so the team can prepare."),

    run("era-zombie-strobe", D, "flawed", "state_contradiction", "11:18:05",
        "I'm hard of hearing and sensitive to flashing lights. Is Zombie Lab OK for me?",
        simple("get_accessibility", {"room_id": "zombie-lab"},
               {"data": {"room": "Zombie Lab",
                         "sensory": {"strobe_lighting": True, "strobe_in": "final 5 minutes", "loud_noises": True,
                                     "audio_clues": True},
                         "hearing": {"hearing_loop": False, "captions_on_screens": True}}}),
        "Zombie Lab should be manageable for you: there's no strobe lighting, and clues shown on the screens "
        "are captioned. Be aware there are loud noises and some audio clues, and there's no hearing loop, so you "
        "may want a teammate to relay those.", cause="contradiction", model=CLAUDE),

    run("era-crypt-ignored", D, "flawed", "ignored_output", "16:58:40",
        "Can someone using a wheelchair play The Crypt at York?",
        simple("get_accessibility", {"room_id": "yk-01", "site": "york"},
               {"data": {"room": "The Crypt", "floor": "basement", "step_free": False, "stairs": {"steps": 14},
                         "lift": False, "wheelchair_accessible": False,
                         "alternative": "Viking Raid (ground floor, step-free)"}}),
        "The best way to check is to give the York team a quick call before you book. Every room is a bit "
        "different, and they can talk you through the layout and what they can arrange for you on the day.",
        cause="ignored_tool_output"),

    run("era-loop-reception", D, "flawed", "llm_loop", "19:30:00",
        "Is there a hearing loop at the Manchester reception?",
        [LLM,
         call("get_site_facilities", {"site": "manchester"},
              {"data": {"site": "Manchester",
                        "reception": {"hearing_loop": True, "step_free_entrance": True, "quiet_room": True}}}),
         llm(702, 118), llm(836, 121), llm(971, 117), llm(1104, 120), llm(1240, 119), llm(1375, 122),
         llm(1513, 118), llm(1647, 121), llm(1784, 44)],
        "Yes, Manchester reception has a hearing loop. The entrance is step-free, and there's a quiet room if "
        "you need a break.", cause="llm_loop", model=MINI),
]

# ---------------------------------------------------------------- escape room rebooking
D = "escape room rebooking"
RUNS += [
    run("err-move-to-friday", D, "clean", "chained_tools", "10:22:15",
        "Can you move booking BK-44190 to next Friday evening, same room? Anything after 8pm.",
        [LLM,
         call("get_booking", {"booking_id": "BK-44190"},
              {"data": {"id": "BK-44190", "room_id": "lost-pharaoh", "room": "The Lost Pharaoh",
                        "start": "2026-11-21T18:45:00Z", "players": 4, "status": "confirmed"}}),
         LLM,
         call("search_slots", {"room_id": "lost-pharaoh", "date": "2026-11-27", "after": "20:00", "min_capacity": 4},
              {"data": {"slots": [{"slot_id": "LP-1127-2030", "start": "2026-11-27T20:30:00Z", "capacity_left": 6},
                                  {"slot_id": "LP-1127-2200", "start": "2026-11-27T22:00:00Z", "capacity_left": 6}],
                        "total": 2}}),
         LLM,
         call("rebook_booking", {"booking_id": "BK-44190", "new_slot_id": "LP-1127-2030"},
              {"data": {"booking_id": "BK-44190", "status": "confirmed", "old_start": "2026-11-21T18:45:00Z",
                        "new_start": "2026-11-27T20:30:00Z", "change_fee": {"amount": 0, "currency": "GBP"}}}),
         LLM],
        "Done. BK-44190 (The Lost Pharaoh, 4 players) has moved from Saturday 21 Nov at 6:45 PM to "
        "**Friday 27 Nov at 8:30 PM**, with no change fee. There was also a 10:00 PM slot if you'd rather go "
        "later, just say.", model=CLAUDE),

    run("err-peak-difference", D, "clean", "sum_of_items", "13:37:00",
        "If I move BK-45002 from Tuesday to Saturday, what extra do I pay?",
        simple("quote_rebooking", {"booking_id": "BK-45002", "new_date": "2026-11-28"},
               {"data": {"booking_id": "BK-45002", "players": 4,
                         "current": {"date": "2026-11-24", "band": "off_peak", "price_per_player": 22.0},
                         "proposed": {"date": "2026-11-28", "band": "peak", "price_per_player": 27.0},
                         "change_fee": 5.0, "currency": "GBP"}}),
        "Moving BK-45002 from Tuesday 24 Nov (off-peak) to Saturday 28 Nov (peak) would cost **£25.00** extra:\n"
        "- Price difference: 4 × (£27 − £22) = £20.00\n- Change fee: £5.00"),

    run("err-within-cutoff", D, "clean", "refusal_reported", "17:05:50",
        "Something came up. Can I move tonight's 7pm booking BK-46120 to next week?",
        simple("check_rebooking_eligibility", {"booking_id": "BK-46120"},
               {"data": {"booking_id": "BK-46120", "eligible": False, "reason_code": "WITHIN_CUTOFF",
                         "reason": "Online changes close 24 hours before the start time.",
                         "start": "2026-11-20T19:00:00Z", "cutoff_hours": 24, "contact": "+44 113 496 0571"}}),
        "Unfortunately I can't move BK-46120 online: changes close 24 hours before the start, and your game is "
        "tonight at 7:00 PM. The team may still be able to help if you call them on +44 113 496 0571.",
        model=MINI),

    run("err-ghost-train-id", D, "flawed", "wrong_id_reported", "09:08:40",
        "Please move my booking BK-30817 to Sunday at 2pm, same group.",
        simple("rebook_booking", {"booking_id": "BK-30817", "new_start": "2026-11-22T14:00:00Z"},
               {"data": {"booking_id": "BK-30817", "status": "confirmed", "room": "Ghost Train",
                         "new_start": "2026-11-22T14:00:00Z", "players": 5,
                         "change_fee": {"amount": 0, "currency": "GBP"}}}),
        "All sorted: your Ghost Train booking is now on Sunday 22 November at 2:00 PM for 5 players, with no "
        "change fee. Your booking reference stays the same: BK-30871.", cause="wrong_entity"),

    run("err-friday-snapshot", D, "flawed", "stale_data", "18:12:05",
        "What's free for 4 people next Friday night at Leeds? I need to rebook.",
        simple("get_availability_snapshot", {"site": "leeds", "date": "2026-11-27", "min_capacity": 4},
               {"data": {"date": "2026-11-27", "slots": [
                   {"room": "Submarine 7", "start": "2026-11-27T19:00:00Z"},
                   {"room": "Prison Break", "start": "2026-11-27T20:30:00Z"},
                   {"room": "Cursed Carnival", "start": "2026-11-27T21:00:00Z"}]},
                "meta": {"generated_at": "2026-10-16T03:00:00Z", "source": "nightly_export"}}),
        "As of right now, these are open for 4 people next Friday (27 Nov):\n- Submarine 7 at 7:00 PM\n"
        "- Prison Break at 8:30 PM\n- Cursed Carnival at 9:00 PM\n\nWhich one shall I move you to?",
        cause="stale_data", model=CLAUDE),

    run("err-slot-taken", D, "flawed", "unacknowledged_error", "14:44:30",
        "Move BK-47733 to the 8:30pm Prison Break slot tomorrow.",
        simple("rebook_booking", {"booking_id": "BK-47733", "new_slot_id": "PB-1121-2030"},
               error='409 Conflict: {"code": "SLOT_TAKEN", "message": "Slot PB-1121-2030 no longer has capacity for 6 players"}'),
        "You're all set: BK-47733 is now in Prison Break tomorrow (Saturday 21 Nov) at 8:30 PM. Same group "
        "size, no extra charge.", cause="unacknowledged_error"),
]

# ---------------------------------------------------------------- escape room age rules
D = "escape room age rules"
RUNS += [
    run("erage-kids-zombie", D, "clean", "values_from_prompt", "11:05:00",
        "Can my kids (ages 9, 11, 12 and 14) play Zombie Lab? How many adults do we need?",
        simple("get_room_rules", {"room_id": "zombie-lab"},
               {"data": {"room": "Zombie Lab", "min_age_unaccompanied": 16, "min_age_with_adult": 8,
                         "supervision": {"adults_per_group": 1, "per_n_under_16s": 4}},
                "meta": {"policy_version": "2026.3"}}),
        "Yes, all four can play. The youngest is 9, and Zombie Lab takes children from 8 with an adult. "
        "Everyone is under 16, so they need supervision at 1 adult per 4 under-16s: **one adult** covers your "
        "group of 4."),

    run("erage-six-year-old-empty", D, "clean", "empty_result_reported", "15:58:20",
        "Do you have any rooms suitable for a 6-year-old's birthday party?",
        simple("search_rooms", {"max_min_age": 6, "site": "all"},
               {"items": [], "total": 0, "filters": {"max_min_age": 6}}),
        "I'm afraid none of our rooms are open to 6-year-olds: the search for rooms with a minimum age of 6 or "
        "lower came back empty across all sites. If you like, I can look at rooms for slightly older children "
        "instead.", model=CLAUDE),

    run("erage-ten-year-old-top", D, "clean", "rounding", "19:45:10",
        "What are the best-rated rooms a 10-year-old can do with a parent?",
        simple("search_rooms", {"max_min_age_with_adult": 10, "sort": "rating_desc", "limit": 5},
               {"items": [
                   {"room": "Chocolate Factory", "site": "York", "min_age_with_adult": 7, "rating": 4.87, "reviews": 412},
                   {"room": "Jungle Temple", "site": "Leeds", "min_age_with_adult": 8, "rating": 4.81, "reviews": 655},
                   {"room": "Viking Raid", "site": "York", "min_age_with_adult": 10, "rating": 4.74, "reviews": 290},
                   {"room": "Submarine 7", "site": "Leeds", "min_age_with_adult": 10, "rating": 4.66, "reviews": 518},
                   {"room": "Ghost Train", "site": "York", "min_age_with_adult": 9, "rating": 4.58, "reviews": 377}],
                "total": 5}),
        "Top three for a 10-year-old with a parent:\n1. **Chocolate Factory** (York): 4.9★ from 412 reviews\n"
        "2. **Jungle Temple** (Leeds): 4.8★ from 655 reviews\n3. **Viking Raid** (York): 4.7★ from 290 reviews\n\n"
        "All three take kids this age as long as an adult plays too."),

    run("erage-asylum-thirteen", D, "flawed", "contradiction", "10:20:35",
        "My son is 13. Can he do Asylum Ward with me?",
        simple("get_room_rules", {"room_id": "asylum-ward"},
               {"data": {"room": "Asylum Ward", "min_age_unaccompanied": 18, "min_age_with_adult": 14,
                         "content_warnings": ["horror", "jump scares", "actor contact"]}}),
        "Yes! Asylum Ward is 18+ on your own, but children from 12 can play with a parent or guardian, so your "
        "13-year-old can join you. Fair warning: it's a horror room with jump scares, and the live actors may "
        "touch players.", cause="contradiction"),

    run("erage-pirates-discretion", D, "flawed", "overconfident_wording", "13:12:25",
        "My daughter is 11 and Pirate's Cove says 12+. Will they let her in if I'm with her?",
        simple("get_room_rules", {"room_id": "pirates-cove"},
               {"data": {"room": "Pirate's Cove", "min_age_with_adult": 12,
                         "exceptions": "Players under 12 may be admitted at the game master's discretion when "
                                       "accompanied by two adults.",
                         "id_check": "may be requested"}}),
        "Yes, she'll definitely be let in. Under-12s are admitted when accompanied by two adults, so bring one "
        "more adult along and there's zero chance of her being turned away. Nothing to worry about at all.",
        cause="overconfident_wording", model=CLAUDE),

    run("erage-bankheist-missing", D, "flawed", "missing_output", "16:40:50",
        "What's the minimum age for Bank Heist?",
        [LLM, call("get_room_rules", {"room_id": "bank-heist"}, missing=True, secs=1.6), LLM],
        "Bank Heist is open to players aged 14 and up on their own, and from 10 with an adult.",
        cause="missing_tool_output", model=MINI),
]

# ---------------------------------------------------------------- escape room waivers
D = "escape room waivers"
RUNS += [
    run("erw-who-unsigned", D, "clean", "count_of_list", "12:05:00",
        "Who still needs to sign the waiver for booking BK-77120?",
        simple("list_waivers", {"booking_id": "BK-77120"},
               {"data": {"booking_id": "BK-77120", "players_expected": 6, "waivers": [
                   {"name": "Hannah Cole", "status": "signed", "signed_at": "2026-11-18T20:14:03Z"},
                   {"name": "Tom Reyes", "status": "pending"},
                   {"name": "Aisha Bello", "status": "pending"},
                   {"name": "Jonas Berg", "status": "signed", "signed_at": "2026-11-19T07:51:40Z"},
                   {"name": "Mei Tan", "status": "signed", "signed_at": "2026-11-19T12:30:22Z"},
                   {"name": "Oliver Grant", "status": "signed", "signed_at": "2026-11-20T09:02:11Z"}]}}),
        "4 of the 6 players on BK-77120 have signed. Still to sign: **Tom Reyes** and **Aisha Bello**."),

    run("erw-signed-this-morning", D, "clean", "clock_times", "10:15:30",
        "Did my waiver go through this morning? Email is f.lindqvist@proton.me",
        simple("find_waiver", {"email": "f.lindqvist@proton.me"},
               {"data": {"waiver_id": "WV-883104", "name": "Freya Lindqvist", "status": "signed",
                         "signed_at": "2026-11-20T08:42:17Z", "valid_until": "2027-11-20T08:42:17Z",
                         "covers": "all sites"}}),
        "Yes, it went through ✅ Your waiver (WV-883104) was signed this morning at 8:42 AM and is valid for a "
        "year, until 20 November 2027, at all of our sites.", model=CLAUDE),

    run("erw-send-reminders", D, "clean", "action_receipt", "17:22:00",
        "Send a waiver reminder to the two people who haven't signed for BK-77120.",
        simple("send_waiver_reminders", {"booking_id": "BK-77120", "only_pending": True},
               {"data": {"sent": 2, "failed": 0,
                         "recipients": [{"name": "Tom Reyes", "message_id": "msg_8fa1c0"},
                                        {"name": "Aisha Bello", "message_id": "msg_8fa1c7"}]},
                "meta": {"channel": "email", "queued_at": "2026-11-20T17:22:01Z"}}),
        "Reminders sent by email to Tom Reyes and Aisha Bello (2 sent, 0 failed)."),

    run("erw-minor-policy-ignored", D, "flawed", "ignored_output", "09:35:45",
        "Does my 15-year-old need a parent to sign her waiver for the Manchester site, or can she do it herself?",
        simple("get_waiver_policy", {"site": "manchester", "topic": "minors"},
               {"data": {"minors": {"age_of_majority": 18, "under_18_requires": "parent_or_guardian_signature",
                                    "guardian_must_attend": False, "form": "WV-MINOR-2"}}}),
        "Policies vary from venue to venue, so I'd suggest she fills in the standard waiver online and brings it "
        "along. The staff on the day can tell you if anything else is needed.",
        cause="ignored_tool_output", model=MINI),

    run("erw-links-timeout", D, "flawed", "unacknowledged_error", "20:10:15",
        "Email the waiver link to the three new players on BK-78002.",
        simple("send_waiver_reminders", {"booking_id": "BK-78002",
                                         "recipients": ["dan.k@outlook.com", "li.wei@gmail.com", "r.ahmed@yahoo.co.uk"]},
               error="504 Gateway Timeout: email service did not respond after 30000 ms", secs=30.0),
        "Done: the waiver link has been emailed to all three new players on BK-78002 (dan.k@outlook.com, "
        "li.wei@gmail.com and r.ahmed@yahoo.co.uk). They can sign on their phones before arriving.",
        cause="unacknowledged_error", model=CLAUDE),

    run("erw-status-polling", D, "flawed", "retry_loop", "13:28:40",
        "Has everyone signed for BK-79215 yet? We start at 2pm.",
        [step for _ in range(5) for step in (
            LLM,
            call("get_waiver_status", {"booking_id": "BK-79215"},
                 {"data": {"booking_id": "BK-79215", "players_expected": 5, "signed": 4, "pending": ["Ravi Shah"]}}))]
        + [LLM],
        "Not quite: 4 of 5 have signed. Ravi Shah still needs to sign before your 2:00 PM start.",
        cause="retry_loop"),
]
