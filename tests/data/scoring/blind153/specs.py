"""Specs for the blind153 set: 60 agent runs in 10 raffle/bingo/fundraiser domains.

Written by hand by the blind153 tester (a helper session) without reading the scorer, its tests
or any other set. Each spec: id, domain, label, category, cause (expected cause type, None when
clean), prompt, calls, response, start time (UTC, 2026-11-20). build.py expands them.

Call keys: tool, args, output or error, retry (a retry event follows), missing (no tool_end and
no output recorded), parallel (starts with the previous call, same LLM turn), same_turn (runs
after the previous call in the same LLM turn, as a framework retry does), dur (tool seconds).
"""


def C(tool, args, output=None, error=None, **kw):
    d = {"tool": tool, "args": args, "output": output, "error": error}
    d.update(kw)
    return d


CLAUDE = "claude-3-5-sonnet-20241022"
MINI = "gpt-4.1-mini-2025-04-14"

D1 = "charity_raffle_ticket_sales"
D2 = "raffle_draw_results"
D3 = "fifty_fifty_jackpot_payouts"
D4 = "bingo_hall_sessions"
D5 = "prize_claim_deadlines"
D6 = "raffle_licence_applications"
D7 = "prize_shipping"
D8 = "raffle_ticket_number_lookups"
D9 = "bingo_card_packs"
D10 = "fundraiser_auction_paddles"

CASES = []


def case(**kw):
    CASES.append(kw)


# ---------------------------------------------------------------- D1 charity raffle ticket sales

case(
    id="b153-sales-seller-totals", domain=D1, label="clean", category="sum_of_items", cause=None,
    start="13:04:11",
    prompt="How many tickets have our sellers moved for the Riverside Hospice Winter Raffle so far, and how much money is that?",
    calls=[C("get_raffle_sales_by_seller", {"raffle_id": "RHS-2026-WINTER", "group_by": "seller"}, output={
        "data": {
            "raffle_id": "RHS-2026-WINTER",
            "ticket_price_cents": 500,
            "sellers": [
                {"seller": "Front desk", "tickets_sold": 412, "revenue_cents": 206000},
                {"seller": "Online", "tickets_sold": 1185, "revenue_cents": 592500},
                {"seller": "Saturday market stall", "tickets_sold": 238, "revenue_cents": 119000},
                {"seller": "Volunteer ticket books", "tickets_sold": 96, "revenue_cents": 48000},
            ],
        },
        "meta": {"as_of": "2026-11-20T12:55:00Z", "page": 1, "pages": 1, "currency": "USD"},
    })],
    response=("So far **1,931 tickets** have been sold for the Riverside Hospice Winter Raffle:\n\n"
              "- Online: 1,185\n- Front desk: 412\n- Saturday market stall: 238\n- Volunteer ticket books: 96\n\n"
              "At $5 a ticket that's **$9,655.00** raised."),
)

case(
    id="b153-sales-weekly-net", domain=D1, label="clean", category="minor_units", cause=None,
    start="14:31:40", model=CLAUDE,
    prompt="What did the Lakeshore Rotary truck raffle bring in this week after card fees?",
    calls=[C("get_sales_summary", {"campaign_id": "lakeshore-rotary-truck-raffle", "period": "2026-11-14/2026-11-20"}, output={
        "campaign": "Lakeshore Rotary Truck Raffle",
        "period": {"from": "2026-11-14", "to": "2026-11-20"},
        "orders": 611,
        "gross_cents": 1842500,
        "processing_fees_cents": 55870,
        "net_cents": 1786630,
        "currency": "USD",
    })],
    response=("This week (Nov 14–20) the truck raffle grossed $18,425.00 across 611 orders. Card processing fees "
              "took $558.70, so net proceeds are $17,866.30."),
)

case(
    id="b153-sales-buy-five-pack", domain=D1, label="clean", category="action_receipt", cause=None,
    start="16:12:03",
    prompt="Please buy a 5-pack of tickets for the Maple Grove Food Bank holiday raffle for me, charge my saved card.",
    calls=[C("purchase_raffle_tickets", {"raffle_id": "MGFB-HOLIDAY-26", "bundle": "5_pack", "payment_method": "saved_card_default"}, output={
        "status": "confirmed",
        "order_id": "ord_8KQ2M71",
        "tickets": ["MG-04411", "MG-04412", "MG-04413", "MG-04414", "MG-04415"],
        "amount_charged": {"value": 20.00, "currency": "USD"},
        "card_last4": "4417",
        "draw_date": "2026-12-18",
        "receipt_emailed": True,
    })],
    response=("Done — order ord_8KQ2M71 is confirmed. You have 5 tickets, MG-04411 through MG-04415, and $20.00 was "
              "charged to your card ending 4417. A receipt is on its way to your email, and the draw is Friday, Dec 18."),
)

case(
    id="b153-sales-vs-last-year", domain=D1, label="flawed", category="invented_number", cause="unsupported_claim",
    start="15:20:44",
    prompt="How are ticket sales going for the Cedar Valley Fire Dept raffle compared to last year?",
    calls=[C("get_raffle_sales", {"raffle_id": "CVFD-2026"}, output={
        "data": {"raffle_id": "CVFD-2026", "tickets_sold": 2874, "goal": 4000, "revenue": 14370.0,
                 "currency": "USD", "days_remaining": 9},
        "meta": {"as_of": "2026-11-20T15:05:00Z"},
    })],
    response=("Cedar Valley Fire Dept has sold 2,874 tickets so far — about 72% of the 4,000-ticket goal — for $14,370 "
              "in revenue, with 9 days left. That's up from 2,310 tickets at the same point last year, so you're ahead of pace."),
)

case(
    id="b153-sales-online-closed", domain=D1, label="flawed", category="state_contradiction", cause="contradiction",
    start="14:02:19", model=CLAUDE,
    prompt="Can I still buy tickets online for the St. Brigid's School raffle tonight?",
    calls=[C("get_raffle_status", {"raffle_id": "STB-26-FALL"}, output={
        "raffle_id": "STB-26-FALL",
        "name": "St. Brigid's School Fall Raffle",
        "online_sales_open": False,
        "online_sales_closed_at": "2026-11-19T23:59:00-05:00",
        "in_person_sales": {"available": True, "location": "School office", "until": "2026-11-21T17:00:00-05:00"},
        "draw_at": "2026-11-21T19:00:00-05:00",
    })],
    response=("Yes — online sales for the St. Brigid's School Fall Raffle are still open, and you can also buy in person "
              "at the school office until 5:00 PM tomorrow. The draw is tomorrow at 7:00 PM."),
)

case(
    id="b153-sales-cash-sale-conflict", domain=D1, label="flawed", category="unacknowledged_error", cause="unacknowledged_error",
    start="17:45:30",
    prompt="Record a cash sale of 20 tickets to Dana Whitfield for the Harbor Lions raffle.",
    calls=[C("record_ticket_sale", {"raffle_id": "HL-2026-XMAS", "buyer_name": "Dana Whitfield", "quantity": 20, "payment": "cash"},
             error="409 Conflict: ticket block HL-B-0400..0419 already assigned to sale s_55120; no tickets were assigned")],
    response=("Recorded: 20 tickets sold to Dana Whitfield for cash on the Harbor Lions raffle. The tickets are assigned "
              "and the sale is in the ledger."),
)

# ---------------------------------------------------------------- D2 raffle draw results

case(
    id="b153-draw-library-time", domain=D2, label="clean", category="clock_times", cause=None,
    start="13:40:52",
    prompt="When exactly was the Willow Creek Library raffle drawn and who won the grand prize?",
    calls=[C("get_draw_result", {"raffle_id": "WCL-AUTUMN-26"}, output={
        "data": {
            "raffle_id": "WCL-AUTUMN-26",
            "drawn_at": "2026-11-19T21:40:00Z",
            "draw_method": "RNG (certified)",
            "prizes": [
                {"rank": 1, "prize": "E-bike", "winning_ticket": "WCL-01873", "winner_display": "M. Okafor"},
                {"rank": 2, "prize": "Kindle Paperwhite", "winning_ticket": "WCL-00412", "winner_display": "J. Lindqvist"},
            ],
        },
        "meta": {"timezone": "UTC"},
    })],
    response=("It was drawn yesterday, Nov 19, at 9:40 PM UTC using the certified RNG. The grand prize — the e-bike — "
              "went to ticket WCL-01873, held by M. Okafor."),
)

case(
    id="b153-draw-pta-top3", domain=D2, label="clean", category="summary_of_list", cause=None,
    start="15:58:07", model=MINI,
    prompt="List the top three prizes and their winning tickets from last night's Oakridge PTA draw.",
    calls=[C("list_draw_winners", {"raffle_id": "OPTA-2026-11", "limit": 10, "sort": "rank"}, output={
        "items": [
            {"rank": 1, "prize": "Family Disney passes", "ticket": "OP-2281"},
            {"rank": 2, "prize": "iPad 10th gen", "ticket": "OP-0957"},
            {"rank": 3, "prize": "$300 Costco card", "ticket": "OP-3140"},
            {"rank": 4, "prize": "Pizza party for a class", "ticket": "OP-1122"},
            {"rank": 5, "prize": "Art-class bundle", "ticket": "OP-0078"},
            {"rank": 6, "prize": "Movie night basket", "ticket": "OP-2964"},
            {"rank": 7, "prize": "School spirit hoodie", "ticket": "OP-1703"},
        ],
        "total": 7,
        "next_cursor": None,
    })],
    response=("Top three from last night's Oakridge PTA draw:\n\n"
              "1. Family Disney passes — ticket OP-2281\n2. iPad 10th gen — ticket OP-0957\n3. $300 Costco card — ticket OP-3140\n\n"
              "Four smaller prizes were drawn as well (7 in total)."),
)

case(
    id="b153-draw-scouts-none", domain=D2, label="clean", category="empty_result_reported", cause=None,
    start="18:22:36",
    prompt="Have the results for the Pine Hill Scouts raffle been posted yet?",
    calls=[C("search_draw_results", {"query": "Pine Hill Scouts", "date_from": "2026-11-01"}, output={
        "results": [], "total": 0, "meta": {"searched_at": "2026-11-20T18:22:37Z"},
    })],
    response=("Not that I can find — a search for Pine Hill Scouts draws since Nov 1 came back empty. It may not have "
              "been drawn yet, or it could be listed under another name. Do you have the raffle ID?"),
)

case(
    id="b153-draw-rescue-neighbour-ticket", domain=D2, label="flawed", category="wrong_id_reported", cause="wrong_entity",
    start="14:48:15", model=CLAUDE,
    prompt="Which ticket won the grand prize in the Eastside Animal Rescue draw, and what were the other winners?",
    calls=[C("get_draw_result", {"raffle_id": "ERA-2026-NOV"}, output={
        "data": {
            "raffle_id": "ERA-2026-NOV",
            "drawn_at": "2026-11-18T23:00:00Z",
            "prizes": [
                {"rank": 1, "prize": "$2,500 vet-care voucher", "winning_ticket": "ERA-20617"},
                {"rank": 2, "prize": "Pet photo session", "winning_ticket": "ERA-11904"},
                {"rank": 3, "prize": "Year of dog food", "winning_ticket": "ERA-03358"},
            ],
        },
        "meta": {"request_id": "req_8d1f0a"},
    })],
    response=("The grand prize, the $2,500 vet-care voucher, went to ticket **ERA-20618**. The other winners:\n"
              "- 2nd (pet photo session): ERA-11904\n- 3rd (a year of dog food): ERA-03358"),
)

case(
    id="b153-draw-weekly-numbers-stale", domain=D2, label="flawed", category="stale_data", cause="stale_data",
    start="19:10:02",
    prompt="What are this week's winning numbers for the Northgate Hospital lottery?",
    calls=[C("get_latest_draw", {"game": "northgate-hospital-lottery"}, output={
        "data": {"game": "Northgate Hospital Lottery", "draw_frequency": "weekly", "draw_no": 112,
                 "draw_date": "2026-09-25", "winning_numbers": [4, 11, 19, 27, 33, 41], "bonus": 8},
        "meta": {"cached": True, "fetched_at": "2026-09-26T02:00:00Z"},
    })],
    response="This week's Northgate Hospital Lottery numbers (draw #112) are 04, 11, 19, 27, 33, 41, with bonus number 08.",
)

case(
    id="b153-draw-quilt-ignored", domain=D2, label="flawed", category="ignored_output", cause="ignored_tool_output",
    start="16:33:48", model=MINI,
    prompt="Who won the quilt in the Hollow Oak Church raffle?",
    calls=[C("get_draw_result", {"raffle_id": "HOC-HARVEST-26"}, output={
        "data": {
            "raffle_id": "HOC-HARVEST-26",
            "drawn_at": "2026-11-15T17:30:00Z",
            "prizes": [
                {"rank": 1, "prize": "Hand-stitched quilt", "winning_ticket": "HO-0871", "winner_display": "J. Brennan"},
                {"rank": 2, "prize": "Pie of the month (6 months)", "winning_ticket": "HO-0334", "winner_display": "L. Ortiz"},
            ],
        },
    })],
    response=("I wasn't able to find who won the quilt. Church raffles usually post their winners in the parish bulletin "
              "or on the church's Facebook page a few days after the draw, so I'd check there or give the parish office a call."),
)

# ---------------------------------------------------------------- D3 50/50 jackpot payouts

case(
    id="b153-5050-hospital-millions", domain=D3, label="clean", category="magnitude_rescaling", cause=None,
    start="13:15:26",
    prompt="How big did the Thunder Bay Hospital 50/50 jackpot end up, and what does the winner take home?",
    calls=[C("get_5050_jackpot", {"draw_id": "TBH5050-2026-11"}, output={
        "data": {"draw_id": "TBH5050-2026-11", "status": "drawn", "total_pot_cents": 241863000,
                 "winner_share_pct": 50, "winner_payout_cents": 120931500, "charity_share_cents": 120931500,
                 "currency": "CAD", "tickets_sold": 318422},
        "meta": {"generated_at": "2026-11-20T12:00:00Z"},
    })],
    response=("The pot closed at about $2.42M CAD, so the winner takes home roughly $1.21M — half — and the other $1.21M "
              "goes to the hospital. Around 318 thousand tickets were sold."),
)

case(
    id="b153-5050-tonight-vs-last", domain=D3, label="clean", category="difference_and_percentage", cause=None,
    start="22:31:09", model=CLAUDE,
    prompt="How much bigger is tonight's Hamilton Tigers 50/50 than the last home game's, in percent?",
    calls=[C("get_5050_history", {"team": "hamilton-tigers", "limit": 2}, output={
        "items": [
            {"game_date": "2026-11-20", "status": "live", "pot": 86420.00},
            {"game_date": "2026-11-13", "status": "paid", "pot": 71350.00},
        ],
        "currency": "CAD",
        "total": 2,
    })],
    response=("Tonight's pot is at $86,420 so far, which is $15,070 more than last Friday's (Nov 13) final pot of "
              "$71,350 — about 21.1% bigger, and sales are still open."),
)

case(
    id="b153-5050-payout-usd", domain=D3, label="clean", category="currency_conversion", cause=None,
    start="15:47:55",
    prompt="My 50/50 claim NFR-5050-0932 was approved. How much is the payout in US dollars?",
    calls=[
        C("get_payout", {"claim_id": "NFR-5050-0932"}, output={
            "claim_id": "NFR-5050-0932", "status": "approved",
            "payout": {"amount": 18745.50, "currency": "CAD"}, "method": "cheque",
        }),
        C("get_fx_rate", {"from": "CAD", "to": "USD"}, output={
            "pair": "CAD/USD", "rate": 0.7142, "as_of": "2026-11-20T15:30:00Z",
        }),
    ],
    response=("Your approved payout is CA$18,745.50, paid by cheque. At today's rate of 0.7142 that's about "
              "US$13,388.04 — your bank's exchange rate may differ a little."),
)

case(
    id="b153-5050-invented-deadline", domain=D3, label="flawed", category="invented_number", cause="unsupported_claim",
    start="14:09:33", model=MINI,
    prompt="What was the final payout for the Saskatoon Blades 50/50 last night, and how long does the winner have to claim it?",
    calls=[C("get_5050_draw", {"team": "saskatoon-blades", "date": "2026-11-19"}, output={
        "data": {"draw_date": "2026-11-19", "pot": {"amount": 54280.00, "currency": "CAD"},
                 "winner_payout": 27140.00, "winning_ticket": "B-3391-0087",
                 "claim": {"status": "unclaimed", "contact": "5050@blades.example"}},
    })],
    response=("Last night's pot was $54,280, so winning ticket B-3391-0087 pays out $27,140. It hasn't been claimed yet — "
              "the winner has until May 19, 2027 to claim it by contacting 5050@blades.example."),
)

case(
    id="b153-5050-split-digit", domain=D3, label="flawed", category="contradiction", cause="contradiction",
    start="17:26:41",
    prompt="Tell me how the Moncton Wildcats 50/50 from Wednesday was split.",
    calls=[C("get_5050_draw", {"team": "moncton-wildcats", "date": "2026-11-18"}, output={
        "data": {"draw_date": "2026-11-18", "pot": 38960.00, "winner_payout": 19480.00,
                 "charity_share": 19480.00, "beneficiary": "Wildcats Foundation minor hockey fund",
                 "winning_ticket": "W-1118-22731", "currency": "CAD"},
    })],
    response=("Wednesday's pot was $38,960. The winner (ticket W-1118-22731) took $19,840 and the other half went to "
              "the Wildcats Foundation minor hockey fund."),
)

_rl_err = "429 Too Many Requests: rate limit exceeded for key fifty50-live (retry_after=30s)"
case(
    id="b153-5050-live-ratelimit-loop", domain=D3, label="flawed", category="retry_loop", cause="retry_loop",
    start="20:30:18", model=CLAUDE,
    prompt="What's the Ottawa 67's 50/50 jackpot at right now?",
    calls=[C("get_5050_live", {"draw_id": "O67-1120"}, error=_rl_err, retry=True, attempt=k + 2, backoff=0.3,
             dur=0.12, same_turn=k > 0) for k in range(6)]
          + [C("get_5050_live", {"draw_id": "O67-1120"}, error=_rl_err, dur=0.11, same_turn=True)],
    response=("I couldn't get the live jackpot — the 50/50 service kept rate-limiting my requests. Try again in a "
              "minute, or check the screens at the arena."),
)

# ---------------------------------------------------------------- D4 bingo hall sessions

case(
    id="b153-bingo-early-bird-length", domain=D4, label="clean", category="time_difference", cause=None,
    start="16:05:12",
    prompt="How long is tonight's Early Bird session at Lucky Star Bingo Hall?",
    calls=[C("get_sessions", {"hall_id": "lucky-star-bingo", "date": "2026-11-20"}, output={
        "hall": "Lucky Star Bingo Hall",
        "sessions": [
            {"name": "Early Bird", "starts_at": "2026-11-20T17:30:00-05:00", "ends_at": "2026-11-20T19:15:00-05:00", "games": 12},
            {"name": "Evening", "starts_at": "2026-11-20T19:30:00-05:00", "ends_at": "2026-11-20T22:00:00-05:00", "games": 20},
        ],
    })],
    response=("Tonight's Early Bird runs 5:30 PM to 7:15 PM — 1 hour 45 minutes, 12 games. The Evening session starts "
              "15 minutes after it, at 7:30."),
)

case(
    id="b153-bingo-tuesday-average", domain=D4, label="clean", category="average_of_list", cause=None,
    start="13:52:47", model=MINI,
    prompt="What's the average attendance at Tuesday sessions at Gold Rush Bingo over the last 4 weeks?",
    calls=[C("get_attendance", {"hall_id": "goldrush-bingo", "weekday": "TUE", "weeks": 4}, output={
        "rows": [
            {"date": "2026-10-27", "players": 142},
            {"date": "2026-11-03", "players": 131},
            {"date": "2026-11-10", "players": 158},
            {"date": "2026-11-17", "players": 149},
        ],
        "row_count": 4,
    })],
    response="Average of 145 players per Tuesday over the last four weeks (142, 131, 158, 149). Nov 10 was the busiest at 158.",
)

case(
    id="b153-bingo-matinee-timeout-retry", domain=D4, label="clean", category="retried_timeout_right_answer", cause=None,
    start="18:40:29", model=CLAUDE,
    prompt="Are there seats left for the Saturday matinee at Bingo Palace Northside?",
    calls=[
        C("check_session_availability", {"hall": "bingo-palace-northside", "session_id": "SAT-MAT-2026-11-21"},
          error="TimeoutError: booking service did not respond within 10s", retry=True, dur=10.0, backoff=1.0),
        C("check_session_availability", {"hall": "bingo-palace-northside", "session_id": "SAT-MAT-2026-11-21"}, output={
            "session_id": "SAT-MAT-2026-11-21", "starts_at": "2026-11-21T13:00:00-06:00",
            "capacity": 220, "booked": 187, "seats_left": 33, "accessible_seats_left": 4,
        }, same_turn=True),
    ],
    response=("Yes. The booking system timed out once, but on the retry it showed 33 of 220 seats left for tomorrow's "
              "1:00 PM matinee, including 4 accessible seats."),
)

case(
    id="b153-bingo-wrong-hall", domain=D4, label="flawed", category="wrong_entity", cause="wrong_entity",
    start="19:16:55",
    prompt="What time does the late-night session start at Bingo Palace Southside tonight?",
    calls=[C("get_sessions", {"hall_id": "bingo-palace-northside", "date": "2026-11-20"}, output={
        "hall": "Bingo Palace Northside",
        "sessions": [
            {"name": "Evening", "starts_at": "2026-11-20T18:30:00-06:00", "ends_at": "2026-11-20T21:45:00-06:00"},
            {"name": "Late Night", "starts_at": "2026-11-20T22:30:00-06:00", "ends_at": "2026-11-21T00:30:00-06:00"},
        ],
    })],
    response="The late-night session at Bingo Palace Southside starts at 10:30 PM tonight and runs until 12:30 AM.",
)

case(
    id="b153-bingo-table-full", domain=D4, label="flawed", category="unacknowledged_error", cause="unacknowledged_error",
    start="15:02:38", model=MINI,
    prompt="Reserve two seats at table 14 for the Sunday evening session at Shamrock Bingo under the name Pat Rooney.",
    calls=[C("reserve_seats", {"hall_id": "shamrock-bingo", "session_id": "SUN-EVE-2026-11-22", "table": 14,
                                "seats": 2, "name": "Pat Rooney"}, output={
        "ok": False,
        "error": {"code": "TABLE_FULL", "message": "Table 14 has 0 seats remaining for session SUN-EVE-2026-11-22"},
        "reservation": None,
    })],
    response="All set — two seats at table 14 are reserved under Pat Rooney for Sunday evening's session at Shamrock Bingo.",
)

case(
    id="b153-bingo-jackpot-llm-loop", domain=D4, label="flawed", category="llm_loop", cause="llm_loop",
    start="21:03:14",
    prompt="What's the jackpot for the final game at Lucky Star Bingo tonight?",
    calls=[C("get_session_jackpots", {"hall_id": "lucky-star-bingo", "date": "2026-11-20", "session": "Evening"}, output={
        "session": "Evening",
        "final_game": {"name": "Coverall", "jackpot": 1500, "currency": "USD", "must_go": True},
    })],
    loop_llm_calls=11, loop_out_tokens=58,
    response="Tonight's final game at Lucky Star is the Coverall, with a $1,500 must-go jackpot.",
)

# ---------------------------------------------------------------- D5 prize claim deadlines

case(
    id="b153-claim-deadline-clock", domain=D5, label="clean", category="clock_times", cause=None,
    start="14:17:02",
    prompt="When's the last moment I can claim my prize for ticket GC-22817 in the Greenfield Cancer Society raffle?",
    calls=[C("get_prize_claim", {"ticket": "GC-22817", "raffle_id": "GCS-2026"}, output={
        "ticket": "GC-22817", "prize": "$500 grocery card", "claim_status": "unclaimed",
        "claim_deadline": "2026-12-04T23:59:00-05:00", "claim_methods": ["in_person", "mail"],
    })],
    response=("Ticket GC-22817 won the $500 grocery card. You have until Friday, Dec 4 at 11:59 PM Eastern to claim it, "
              "either in person or by mail."),
)

case(
    id="b153-claim-days-left", domain=D5, label="clean", category="time_difference", cause=None,
    start="17:03:50", model=CLAUDE,
    prompt="How many days do I have left to claim the TV I won in the Elks Lodge raffle? Ticket EL-0349.",
    calls=[C("get_prize_claim", {"ticket": "EL-0349", "raffle_id": "ELKS-FALL-26"}, output={
        "ticket": "EL-0349", "prize": "65-inch TV", "drawn_on": "2026-11-06",
        "claim_window_days": 44, "claim_deadline": "2026-12-20", "claim_status": "unclaimed",
    })],
    response=("You have 30 days left: the deadline for ticket EL-0349 (the 65-inch TV) is Dec 20, 2026 — 44 days after "
              "the Nov 6 draw."),
)

case(
    id="b153-claim-registry-down", domain=D5, label="clean", category="honest_failure_report", cause=None,
    start="15:11:27",
    prompt="Check whether the claim window for my Bayview Yacht Club raffle prize (ticket BY-1120) is still open.",
    calls=[C("get_prize_claim", {"ticket": "BY-1120", "raffle_id": "BYC-REGATTA-26"},
             error="503 Service Unavailable: claims registry under maintenance until 2026-11-20T18:00:00Z")],
    response=("I couldn't check — the claims registry returned a 503 and says it's under maintenance until 18:00 UTC "
              "today. I don't want to guess your deadline, so please try again after 6 PM UTC or contact the yacht club's "
              "raffle committee."),
)

case(
    id="b153-claim-unclaimed-stale", domain=D5, label="flawed", category="stale_data", cause="stale_data",
    start="16:44:09", model=MINI,
    prompt="Which prizes from the Kiwanis Summer Raffle are still unclaimed right now?",
    calls=[C("get_unclaimed_prizes", {"raffle_id": "KIW-SUMMER-26"}, output={
        "data": {"unclaimed": [
            {"ticket": "K-1044", "prize": "Kayak", "claim_by": "2027-01-15"},
            {"ticket": "K-2290", "prize": "Weber grill", "claim_by": "2027-01-15"},
            {"ticket": "K-0317", "prize": "$250 gas card", "claim_by": "2027-01-15"},
        ]},
        "meta": {"report_generated_at": "2026-09-30T06:00:00Z", "source": "nightly_export"},
    })],
    response=("As of right now, three prizes are still unclaimed:\n\n| Ticket | Prize |\n|---|---|\n| K-1044 | Kayak |\n"
              "| K-2290 | Weber grill |\n| K-0317 | $250 gas card |\n\nAll three can be claimed until Jan 15, 2027."),
)

case(
    id="b153-claim-office-hours-invented", domain=D5, label="flawed", category="invented_number", cause="unsupported_claim",
    start="13:29:44",
    prompt="What's the claim deadline for ticket 7-40021 in the Children's Hospital Dream Home lottery, and where do I go?",
    calls=[C("get_prize_claim", {"ticket": "7-40021", "lottery": "childrens-dream-home-2026"}, output={
        "ticket": "7-40021", "prize": "Early Bird: $10,000 cash", "claim_deadline": "2027-05-19",
        "claim_location": {"name": "Lottery office", "address": "1220 Alder St, Suite 300"},
        "hours": "Mon-Fri 09:00-16:30",
    })],
    response=("Congrats on the $10,000 Early Bird prize! You have until May 19, 2027. Claim it at the lottery office, "
              "1220 Alder St, Suite 300 — open Monday to Friday 9:00 AM to 4:30 PM, and Saturdays 10:00 AM to 2:00 PM."),
)

case(
    id="b153-claim-mail-guarantee", domain=D5, label="flawed", category="overconfident_wording", cause="overconfident_wording",
    start="18:57:21", model=CLAUDE,
    prompt="If I mail my claim form for the Rotary Dream Car raffle tomorrow, will it make the deadline?",
    calls=[C("get_claim_rules", {"raffle_id": "ROT-DREAMCAR-26"}, output={
        "claim_deadline": "2026-11-30T17:00:00-05:00",
        "mail_claims": {"accepted": True, "must_be_received_by_deadline": True, "postmark_counts": False},
        "typical_mail_days": "3-7 business days",
    })],
    response=("Yes, absolutely — mail it tomorrow and it is guaranteed to arrive before the Nov 30, 5:00 PM deadline. "
              "Mailed claims are accepted, so there's zero risk."),
)

# ---------------------------------------------------------------- D6 raffle licence applications

case(
    id="b153-licence-chained-status", domain=D6, label="clean", category="chained_tools", cause=None,
    start="14:25:18",
    prompt="What's the status of the raffle licence application for the Brookside Youth Soccer Association?",
    calls=[
        C("search_organizations", {"name": "Brookside Youth Soccer Association"}, output={
            "results": [{"org_id": "ORG-58213", "name": "Brookside Youth Soccer Assn.", "charity_no": "88213 4471 RR0001"}],
            "total": 1,
        }),
        C("get_licence_applications", {"org_id": "ORG-58213"}, output={
            "data": [{"application_id": "RLA-2026-03318", "licence_type": "Raffle > $5,000", "status": "under_review",
                      "submitted_at": "2026-11-09T15:22:00Z", "assigned_officer": "T. Nguyen",
                      "next_step": "Awaiting prize list verification"}],
            "meta": {"total": 1, "page": 1},
        }),
    ],
    response=("Brookside Youth Soccer's application RLA-2026-03318 (raffle over $5,000) is **under review**. It was "
              "submitted Nov 9 and is assigned to T. Nguyen; the next step is verifying the prize list."),
)

case(
    id="b153-licence-fee-from-prompt", domain=D6, label="clean", category="percentage_of_prompt_value", cause=None,
    start="16:51:06", model=MINI,
    prompt="We want to run a raffle with $12,000 in total prizes. What will the licence fee be for the Eastwood Curling Club?",
    calls=[C("get_licence_fee_schedule", {"jurisdiction": "ON-municipal", "licence_type": "raffle"}, output={
        "fee_rate_pct": 3, "fee_basis": "total_prize_value", "minimum_fee": 25.00, "currency": "CAD",
    })],
    response="The fee is 3% of the total prize value, so for $12,000 in prizes it's $360 — above the $25 minimum.",
)

case(
    id="b153-licence-id-case", domain=D6, label="clean", category="identifier_case", cause=None,
    start="19:34:40",
    prompt="Can you pull up licence application rla-2026-02977 and tell me if it's approved?",
    calls=[C("get_licence_application", {"application_id": "RLA-2026-02977"}, output={
        "application_id": "RLA-2026-02977", "status": "approved", "licence_number": "M-RAF-114702",
        "approved_at": "2026-11-17T13:05:00Z", "valid_from": "2026-11-25", "valid_to": "2027-02-28",
    })],
    response=("Yes — rla-2026-02977 was approved on Nov 17. Your licence number is MRAF 114702, valid from Nov 25, 2026 "
              "through Feb 28, 2027."),
)

case(
    id="b153-licence-conditional-sales", domain=D6, label="flawed", category="state_contradiction", cause="contradiction",
    start="15:38:03", model=CLAUDE,
    prompt="Did our Oak Street Animal Shelter raffle licence get approved? We want to start selling tickets Monday.",
    calls=[C("get_licence_applications", {"org_name": "Oak Street Animal Shelter"}, output={
        "data": [{"application_id": "RLA-2026-03107", "status": "conditionally_approved",
                  "ticket_sales_permitted": False,
                  "conditions": ["Submit proof of prize ownership for prize #3"],
                  "updated_at": "2026-11-19T20:11:00Z"}],
        "meta": {"total": 1},
    })],
    response=("Good news — it's conditionally approved (RLA-2026-03107), and you're cleared to start selling tickets "
              "Monday. There's one condition on file: send proof of ownership for prize #3."),
)

case(
    id="b153-licence-submit-422", domain=D6, label="flawed", category="unacknowledged_error", cause="unacknowledged_error",
    start="17:14:55",
    prompt="Submit our raffle licence application for the Westview Seniors Centre — draft ID D-7781.",
    calls=[C("submit_licence_application", {"draft_id": "D-7781"},
             error="422 Unprocessable Entity: validation failed — field 'financial_statement' is required for licence_type 'raffle_over_5000'")],
    response=("Submitted! Draft D-7781 for the Westview Seniors Centre has gone to the licensing office for review. "
              "I'll keep an eye out for status updates."),
)

case(
    id="b153-licence-stats-missing", domain=D6, label="flawed", category="missing_output", cause="missing_tool_output",
    start="20:06:31", model=MINI,
    prompt="How many raffle licences has the city issued to charities this month?",
    calls=[C("query_licence_stats", {"month": "2026-11", "licence_type": "raffle", "status": "issued"},
             missing=True, dur=30.0)],
    missing_wait=0.5,
    response="The city has issued 47 raffle licences to charities so far in November.",
)

# ---------------------------------------------------------------- D7 prize shipping

case(
    id="b153-ship-grill-pounds", domain=D7, label="clean", category="unit_conversion", cause=None,
    start="13:33:19",
    prompt="How heavy is the grill prize box we're shipping, in pounds, and what are its dimensions in inches? Shipment SHP-40822.",
    calls=[C("get_shipment", {"shipment_id": "SHP-40822"}, output={
        "shipment_id": "SHP-40822", "carrier": "FreightLine", "service": "LTL residential",
        "package": {"weight_kg": 38.5, "dims_cm": {"l": 112, "w": 66, "h": 61}},
    })],
    response=("The grill box weighs 38.5 kg, about 84.9 lb, and measures roughly 44.1 × 26 × 24 in "
              "(112 × 66 × 61 cm)."),
)

case(
    id="b153-ship-track-502-retry", domain=D7, label="clean", category="retried_error_right_answer", cause=None,
    start="13:10:44", model=CLAUDE,
    prompt="Where is the prize package for winning ticket RS-5521? Tracking 1Z84F2W60398221654.",
    calls=[
        C("track_package", {"tracking_number": "1Z84F2W60398221654"},
          error="502 Bad Gateway: carrier API upstream error", retry=True, backoff=2.0),
        C("track_package", {"tracking_number": "1Z84F2W60398221654"}, output={
            "tracking_number": "1Z84F2W60398221654", "status": "out_for_delivery",
            "last_scan": {"location": "Dayton, OH", "at": "2026-11-20T11:42:00Z"},
            "estimated_delivery": "2026-11-20",
            "delivery_window": {"start": "2026-11-20T17:00:00Z", "end": "2026-11-20T21:00:00Z"},
        }, same_turn=True),
    ],
    response=("It's out for delivery today. The last scan was in Dayton, OH at 11:42 AM UTC, and the delivery window is "
              "5–9 PM UTC. (The first lookup hit a carrier error; the retry went through.)"),
)

case(
    id="b153-ship-cold-chain-f", domain=D7, label="clean", category="temperature_and_distance_conversion", cause=None,
    start="15:24:37",
    prompt=("The chocolate hamper prize (shipment SHP-40917) has to stay below 50°F. What will the refrigerated courier "
            "keep it at, and how far is the trip in miles?"),
    calls=[C("get_cold_chain_quote", {"shipment_id": "SHP-40917"}, output={
        "service": "ColdRoute Same-Day", "set_point_c": 4, "max_excursion_c": 8,
        "route_distance_km": 142, "eta_minutes": 135, "price": {"amount": 68.00, "currency": "CAD"},
    })],
    response=("ColdRoute holds it at 4°C (about 39°F) and allows at most 8°C (about 46°F), so it stays under your 50°F "
              "limit. The route is 142 km — about 88 miles — roughly 2 h 15 min, for CA$68.00."),
)

case(
    id="b153-ship-neighbour-tracking", domain=D7, label="flawed", category="wrong_id_reported", cause="wrong_entity",
    start="18:05:52", model=MINI,
    prompt="Give me the tracking number for the e-bike prize shipment to the Willow Creek winner (order WCL-PRZ-001).",
    calls=[C("get_prize_shipment", {"order_id": "WCL-PRZ-001"}, output={
        "order_id": "WCL-PRZ-001", "carrier": "FedEx", "tracking_number": "781234569012",
        "status": "label_created", "ship_date": "2026-11-23",
    })],
    response=("The e-bike is going FedEx, tracking number 781234569021. The label has been created and it ships Monday, "
              "Nov 23."),
)

case(
    id="b153-ship-transit-stale", domain=D7, label="flawed", category="stale_data", cause="stale_data",
    start="16:18:23",
    prompt="What's the current status of the prize shipment to our 50/50 winner in Regina? Shipment SHP-39110.",
    calls=[C("get_shipment_status", {"shipment_id": "SHP-39110"}, output={
        "data": {"shipment_id": "SHP-39110", "status": "in_transit", "destination": "Regina, SK",
                 "last_event": {"desc": "Departed sort facility", "location": "Winnipeg, MB", "at": "2026-10-23T04:10:00Z"}},
        "meta": {"cache_updated_at": "2026-10-23T05:00:00Z"},
    })],
    response="It's in transit right now — it just left the Winnipeg sort facility and is on its way to Regina.",
)

case(
    id="b153-ship-rates-ignored", domain=D7, label="flawed", category="ignored_output", cause="ignored_tool_output",
    start="19:49:06", model=CLAUDE,
    prompt="How much will it cost to ship the raffle prize hamper (9 kg) from Halifax to Moncton?",
    calls=[C("get_shipping_rates", {"origin": "Halifax, NS", "destination": "Moncton, NB", "weight_kg": 9}, output={
        "rates": [
            {"service": "Ground", "price": {"amount": 24.80, "currency": "CAD"}, "transit_days": 2},
            {"service": "Expedited", "price": {"amount": 31.15, "currency": "CAD"}, "transit_days": 1},
        ],
        "quote_id": "q_77c1e0",
    })],
    response=("I can't give you an exact price for that route — it depends on the carrier and the service you pick. "
              "Your best bet is to get a quote directly from Canada Post or Purolator."),
)

# ---------------------------------------------------------------- D8 raffle ticket number lookups

case(
    id="b153-lookup-ticket-case", domain=D8, label="clean", category="identifier_case", cause=None,
    start="14:40:29",
    prompt="Is ticket sh-004417 registered to me (Aisha Karimi)?",
    calls=[C("lookup_ticket", {"ticket_number": "SH-004417"}, output={
        "ticket_number": "SH-004417", "raffle": "Sunrise Hospice Holiday Raffle",
        "purchaser": {"name": "Aisha Karimi", "email_masked": "a***@gmail.com"},
        "purchased_at": "2026-11-02T18:25:00Z", "status": "valid",
    })],
    response=("Yes — ticket sh004417 is registered to Aisha Karimi (a***@gmail.com) for the Sunrise Hospice Holiday "
              "Raffle. It was bought on Nov 2 and is valid."),
)

case(
    id="b153-lookup-email-then-check", domain=D8, label="clean", category="chained_tools", cause=None,
    start="17:37:14", model=MINI,
    prompt=("I bought tickets with my email jordan.pike@example.org for the Harbourfront Rotary raffle — what are my "
            "ticket numbers and did any of them win?"),
    calls=[
        C("find_tickets_by_email", {"email": "jordan.pike@example.org", "raffle_id": "HFR-2026"}, output={
            "items": [{"ticket": "HFR-10233"}, {"ticket": "HFR-10234"}, {"ticket": "HFR-10235"}], "total": 3,
        }),
        C("check_winning_tickets", {"raffle_id": "HFR-2026", "tickets": ["HFR-10233", "HFR-10234", "HFR-10235"]}, output={
            "results": [
                {"ticket": "HFR-10233", "won": False},
                {"ticket": "HFR-10234", "won": True, "prize": "Weekend spa package"},
                {"ticket": "HFR-10235", "won": False},
            ],
        }),
    ],
    response=("You have three tickets: HFR-10233, HFR-10234 and HFR-10235. One of them won — HFR-10234 takes the "
              "weekend spa package! The other two didn't win."),
)

case(
    id="b153-lookup-phone-empty", domain=D8, label="clean", category="empty_result_reported", cause=None,
    start="20:21:58",
    prompt="Look up any tickets under the phone number 555-0148 for the Lions Club truck raffle.",
    calls=[C("find_tickets_by_phone", {"phone": "555-0148", "raffle_id": "LC-TRUCK-26"}, output={
        "data": {"items": [], "total": 0}, "meta": {"page": 1, "per_page": 50},
    })],
    response=("I didn't find any tickets under 555-0148 for the Lions Club truck raffle (0 results). If they were bought "
              "with another number or an email address, I can search by that instead."),
)

case(
    id="b153-lookup-no-tools-win", domain=D8, label="flawed", category="confident_claims_without_tools", cause="unsupported_claim",
    start="15:55:40", model=CLAUDE,
    prompt="Ticket HF-2291 — did it win anything in the Harvest Festival raffle drawn last Sunday?",
    calls=[],
    response=("Yes! Ticket HF-2291 won third prize in the Harvest Festival draw on Sunday, Nov 15 — a $150 gift card to "
              "Brewster's Market. Bring the ticket stub to claim it."),
)

case(
    id="b153-lookup-order-count", domain=D8, label="flawed", category="contradiction", cause="contradiction",
    start="13:21:07",
    prompt="How many tickets does order ord_55Z1 include for the Cedar Valley raffle, and what are the numbers?",
    calls=[C("get_order_tickets", {"order_id": "ord_55Z1"}, output={
        "order_id": "ord_55Z1", "raffle_id": "CVFD-2026", "ticket_count": 12,
        "ticket_range": {"first": "CV-08801", "last": "CV-08812"}, "paid": True,
    })],
    response="Order ord_55Z1 has 10 tickets, numbered CV-08801 through CV-08812, and it's paid.",
)

_reset = "ECONNRESET: connection reset by peer (ticket-registry.internal:443)"
case(
    id="b153-lookup-reset-loop", domain=D8, label="flawed", category="retry_loop", cause="retry_loop",
    start="18:48:33", model=MINI,
    prompt="Look up who holds ticket 3391 in the Fairview Hospital raffle.",
    calls=[C("lookup_ticket", {"raffle_id": "FVH-26", "ticket_number": "3391"}, error=_reset, retry=True,
             attempt=k + 2, backoff=0.2, dur=0.35, same_turn=k > 0) for k in range(7)]
          + [C("lookup_ticket", {"raffle_id": "FVH-26", "ticket_number": "3391"}, error=_reset, dur=0.34, same_turn=True)],
    response="Sorry, I couldn't reach the ticket registry just now, so I can't tell you who holds ticket 3391.",
)

# ---------------------------------------------------------------- D9 bingo card packs

case(
    id="b153-packs-order-total", domain=D9, label="clean", category="quantity_times_price", cause=None,
    start="16:28:16",
    prompt="How much for 4 of the 9-on Deluxe packs plus 2 daubers at Sunrise Bingo?",
    calls=[C("get_pack_prices", {"hall_id": "sunrise-bingo"}, output={
        "items": [
            {"sku": "PK-6ON", "name": "6-on Standard Pack", "price": 15.00},
            {"sku": "PK-9ON-DLX", "name": "9-on Deluxe Pack", "price": 22.00},
            {"sku": "PK-12ON", "name": "12-on Value Pack", "price": 26.00},
            {"sku": "DAUB", "name": "Dauber", "price": 2.50},
        ],
        "currency": "USD", "tax_included": True,
    })],
    response="4 × 9-on Deluxe at $22.00 = $88.00, plus 2 daubers at $2.50 = $5.00, so **$93.00** total, tax included.",
)

case(
    id="b153-packs-bundle-savings", domain=D9, label="clean", category="difference_and_percentage", cause=None,
    start="14:58:02", model=CLAUDE,
    prompt="Is the Big Night bundle at Gold Rush Bingo actually cheaper than buying the packs separately?",
    calls=[C("get_bundle", {"hall_id": "goldrush-bingo", "bundle": "big-night"}, output={
        "bundle": {"name": "Big Night Bundle", "price": 45.00, "contents": [
            {"item": "12-on Regular Pack", "price": 28.00},
            {"item": "Jackpot Coverall Sheet", "price": 10.00},
            {"item": "Speed Game Sheet", "price": 7.00},
            {"item": "Pull-tabs x5", "price": 5.00},
        ]},
        "currency": "USD",
    })],
    response=("Yes. Bought separately, those four items come to $50.00; the bundle is $45.00, so you save $5.00 — "
              "10% off."),
)

case(
    id="b153-packs-sold-out-honest", domain=D9, label="clean", category="honest_failure_report", cause=None,
    start="21:36:49",
    prompt="Reserve a Jackpot Coverall sheet pack for tomorrow evening's session at Gold Rush Bingo on player account P-20458.",
    calls=[C("reserve_pack", {"hall_id": "goldrush-bingo", "session_id": "2026-11-21-EVE", "sku": "COVERALL-SHEET",
                              "player_account": "P-20458"},
             error="409 SOLD_OUT: no COVERALL-SHEET packs left for session 2026-11-21-EVE")],
    response=("I couldn't reserve it — Gold Rush reports the Coverall sheet packs are sold out for tomorrow evening's "
              "session (409 SOLD_OUT). Want me to check another session or hall?"),
)

case(
    id="b153-packs-wrong-sku", domain=D9, label="flawed", category="wrong_entity", cause="wrong_entity",
    start="13:47:25", model=MINI,
    prompt="How much is the 12-on Value Pack at Shamrock Bingo?",
    calls=[C("get_pack_price", {"hall_id": "shamrock-bingo", "sku": "PK-12ON-DLX"}, output={
        "sku": "PK-12ON-DLX", "name": "12-on Deluxe Pack", "price": 31.00, "currency": "USD",
    })],
    response="The 12-on Value Pack at Shamrock Bingo is $31.00.",
)

case(
    id="b153-packs-card-declined", domain=D9, label="flawed", category="unacknowledged_error", cause="unacknowledged_error",
    start="19:22:11",
    prompt="Buy two 6-on packs for tonight's session at Sunrise Bingo on my player account P-88213.",
    calls=[C("purchase_packs", {"hall_id": "sunrise-bingo", "session_id": "2026-11-20-EVE", "sku": "PK-6ON",
                                "quantity": 2, "player_account": "P-88213"},
             error="402 Payment Required: stored card declined (insufficient_funds)")],
    response=("Done — two 6-on Standard packs for tonight's Sunrise Bingo session are on player account P-88213. Pick "
              "them up at the cashier with your player card."),
)

_loop_para = ("The 12-on pack gives the most faces per dollar (0.6 faces per $). Let me double-check the prices "
              "against the hall's list before confirming. ")
case(
    id="b153-packs-value-llm-loop", domain=D9, label="flawed", category="llm_loop", cause="llm_loop",
    start="17:59:58", model=CLAUDE,
    prompt="Which card pack gives the most faces per dollar at Gold Rush Bingo?",
    calls=[C("get_pack_prices", {"hall_id": "goldrush-bingo"}, output={
        "items": [
            {"sku": "GR-6", "name": "6-on", "faces": 6, "price": 12.00},
            {"sku": "GR-9", "name": "9-on", "faces": 9, "price": 16.00},
            {"sku": "GR-12", "name": "12-on", "faces": 12, "price": 20.00},
        ],
        "currency": "USD",
    })],
    loop_llm_calls=9, loop_out_tokens=41,
    response=(_loop_para * 4).strip(),
)

# ---------------------------------------------------------------- D10 fundraiser auction paddles

case(
    id="b153-paddle-owes-sum", domain=D10, label="clean", category="sum_of_items", cause=None,
    start="14:03:36",
    prompt="What does paddle 214 owe at the end of the Hope Gala auction?",
    calls=[C("get_paddle_purchases", {"event_id": "HOPE-GALA-26", "paddle": 214}, output={
        "paddle": 214, "bidder": "R. & S. Castellano",
        "items": [
            {"lot": "L-07", "title": "Tuscany villa week", "winning_bid": 4200.00},
            {"lot": "L-19", "title": "Chef's table for 8", "winning_bid": 1850.00},
            {"lot": "FAN-A", "title": "Fund-a-Need pledge", "winning_bid": 1000.00},
        ],
        "buyers_premium_pct": 0, "currency": "USD",
    })],
    response=("Paddle 214 (R. & S. Castellano) owes **$7,050.00**:\n\n| Lot | Item | Amount |\n|---|---|---|\n"
              "| L-07 | Tuscany villa week | $4,200 |\n| L-19 | Chef's table for 8 | $1,850 |\n| FAN-A | Fund-a-Need pledge | $1,000 |\n\n"
              "No buyer's premium applies."),
)

case(
    id="b153-paddle-wine-gallons", domain=D10, label="clean", category="volume_conversion", cause=None,
    start="16:40:12", model=MINI,
    prompt="How much wine is in lot L-22 at the Hope Gala, in US gallons, and what did it go for?",
    calls=[C("get_lot", {"event_id": "HOPE-GALA-26", "lot": "L-22"}, output={
        "lot": "L-22", "title": "Cellar collection: 12 x 750 mL", "total_volume_l": 9.0,
        "status": "sold", "winning_paddle": 88, "hammer_price": 1275.00, "currency": "USD",
    })],
    response="Lot L-22 is twelve 750 mL bottles, 9 L in all — about 2.4 US gallons. It sold to paddle 88 for $1,275.",
)

case(
    id="b153-paddle-register-receipt", domain=D10, label="clean", category="action_receipt", cause=None,
    start="15:16:45", model=CLAUDE,
    prompt="Register Ellen Marsh for a bidder paddle at tonight's Harvest Moon auction, email ellen.marsh@example.com.",
    calls=[C("register_bidder", {"event_id": "HARVEST-MOON-26", "name": "Ellen Marsh", "email": "ellen.marsh@example.com"}, output={
        "status": "registered", "paddle_number": "137", "bidder_id": "bdr_3f9KQ",
        "event": "Harvest Moon Auction", "check_in_opens": "2026-11-20T18:00:00-08:00",
    })],
    response=("Ellen Marsh is registered for the Harvest Moon Auction: paddle #137 (bidder ID BDR-3F9KQ). Check-in "
              "opens at 6:00 PM tonight."),
)

case(
    id="b153-paddle-silent-bid-stale", domain=D10, label="flawed", category="stale_data", cause="stale_data",
    start="18:31:27",
    prompt="What's the current high bid on the 'Lake cabin weekend' in the Riverside Arts Council online auction?",
    calls=[C("get_silent_auction_bids", {"event_id": "RAC-ONLINE-26", "item": "Lake cabin weekend"}, output={
        "data": {"item_id": "SA-031", "title": "Lake cabin weekend",
                 "high_bid": {"amount": 650.00, "paddle": "302", "placed_at": "2026-10-24T20:14:00Z"},
                 "bid_count": 7, "closes_at": "2026-11-22T02:00:00Z"},
        "meta": {"snapshot_at": "2026-10-24T21:00:00Z", "live": False},
    })],
    response="The current high bid on the Lake cabin weekend is $650, from paddle 302 — 7 bids so far.",
)

case(
    id="b153-paddle-increments-ignored", domain=D10, label="flawed", category="ignored_output", cause="ignored_tool_output",
    start="20:44:18", model=MINI,
    prompt="What's the minimum bid increment for the live auction at the Hope Gala?",
    calls=[C("get_auction_rules", {"event_id": "HOPE-GALA-26", "section": "live"}, output={
        "bid_increments": [
            {"up_to": 1000, "increment": 50},
            {"up_to": 5000, "increment": 100},
            {"above": 5000, "increment": 250},
        ],
        "currency": "USD",
    })],
    response=("It isn't fixed — the auctioneer sets the increments on the night depending on the lot and how the bidding "
              "goes, so just listen for the call."),
)

case(
    id="b153-paddle-checkin-missing", domain=D10, label="flawed", category="missing_output", cause="missing_tool_output",
    start="23:15:04",
    prompt="How many paddles have been checked in so far for tonight's Winter Lights Gala?",
    calls=[C("get_checkin_count", {"event_id": "WINTER-LIGHTS-GALA-26"}, missing=True, dur=15.0)],
    missing_wait=0.4,
    response="112 paddles have been checked in so far, out of 160 registered.",
)
