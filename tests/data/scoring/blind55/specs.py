"""The blind55 runs, written by hand as compact specs (build.py expands them).

Each case: id, domain, label, category, expected_cause (None when clean), start (UTC on
2026-11-20), model, prompt, steps, response. A step is a tool call
({"tool", "args", "output" | "error", optional "dur", optional "missing": True}),
a framework retry of the previous call ({"retry": reason}), or a run of repeated LLM calls
({"llm_loop": n}).
"""

from specs_b import CASES_B
from spec_helpers import CLAUDE, GPT, HAIKU, MINI, call, case, retried

LOT = "lottery_tickets"
SWP = "sweepstakes"
REB = "rebates"
CPN = "coupon_clipping"
CBK = "cashback_portals"

CASES_A = [
    # ------------------------------------------------------------------ lottery ticket checks
    case(
        "lottery-powerball-jackpot-tonight", LOT, "clean", "magnitude_rescaling", "14:05:12", GPT,
        "What's the Powerball jackpot for tonight's draw, and what's the cash option? When do sales close?",
        [
            call("get_jackpot", {"game": "powerball", "draw_date": "2026-11-20"}, {
                "data": {
                    "game": "Powerball",
                    "draw_date": "2026-11-20",
                    "draw_time_local": "22:59",
                    "sales_close_local": "21:59",
                    "timezone": "America/New_York",
                    "estimated_jackpot_usd": 487000000,
                    "cash_value_usd": 221300000,
                    "tickets_sold_so_far": 23800000,
                },
                "meta": {"source": "musl-feed", "fetched_at": "2026-11-20T14:05:13Z"},
            }),
        ],
        "Tonight's Powerball (Nov 20):\n\n- Estimated jackpot: **$487 million**\n- Cash option: **$221.3M**\n"
        "- Draw: 10:59 PM Eastern; ticket sales close at 9:59 PM Eastern\n\n"
        "About 23.8 million tickets have been sold so far.",
    ),
    case(
        "lottery-megamillions-ticket-check", LOT, "clean", "values_from_arguments", "09:12:40", CLAUDE,
        "I have a Mega Millions ticket from the Nov 17 draw: 08 19 33 41 62, Mega Ball 11. Did I win anything?",
        [
            call("check_ticket", {"game": "mega_millions", "draw_date": "2026-11-17", "numbers": [8, 19, 33, 41, 62], "bonus": 11}, {
                "data": {
                    "ticket_status": "winner",
                    "draw_date": "2026-11-17",
                    "winning_numbers": [3, 19, 33, 50, 62],
                    "winning_bonus": 11,
                    "matched_main": 3,
                    "matched_bonus": True,
                    "prize_tier": "3+MB",
                    "prize_usd": 200,
                    "claim_deadline": "2027-11-17",
                },
                "meta": {"request_id": "chk_5f0c2a91"},
            }),
        ],
        "Yes, you won! The Nov 17 winning numbers were 3, 19, 33, 50, 62 with Mega Ball 11. Your ticket matched "
        "19, 33 and 62 plus the Mega Ball, which is the 3+MB prize tier: **$200**. You have until Nov 17, 2027 to claim it.",
    ),
    case(
        "lottery-results-not-published", LOT, "clean", "honest_failure_report", "07:48:03", MINI,
        "Check my Lotto ticket 4 12 23 30 38 44 against last night's draw.",
        retried(
            call("check_ticket", {"game": "lotto", "draw_date": "2026-11-19", "numbers": [4, 12, 23, 30, 38, 44]},
                 None, "503 Service Unavailable: results for draw 2026-11-19 are not yet published"),
            "503 Service Unavailable", [3.0],
        ),
        "I couldn't check your ticket yet. The results service answered 503 twice: the results for last night's "
        "(Nov 19) Lotto draw haven't been published. Ask me again a bit later and I'll check 4 12 23 30 38 44 against them.",
    ),
    case(
        "lottery-lucky-for-life-payout-limit", LOT, "flawed", "invented_number", "16:31:27", GPT,
        "How much did the Nov 18 Lucky for Life ticket I scanned win? Ticket id LFL-88213-0457",
        [
            call("get_ticket_result", {"ticket_id": "LFL-88213-0457"}, {
                "data": {
                    "ticket_id": "LFL-88213-0457",
                    "game": "Lucky for Life",
                    "draw_date": "2026-11-18",
                    "matched_main": 2,
                    "matched_lucky_ball": True,
                    "prize_usd": 25,
                    "claimable_at": ["retailer", "claim_center"],
                },
            }),
        ],
        "Ticket LFL-88213-0457 (Lucky for Life, Nov 18 draw) matched 2 numbers plus the Lucky Ball, which pays **$25**. "
        "You can cash it at any lottery retailer, which can pay prizes up to $599 on the spot, or at a claim center.",
        expected_cause="unsupported_claim",
    ),
    case(
        "lottery-scratcher-already-claimed", LOT, "flawed", "state_contradiction", "18:02:55", CLAUDE,
        "Can you validate my Lucky 7s scratch-off? Serial 0723-044918-112.",
        [
            call("validate_scratcher", {"ticket_serial": "0723-044918-112"}, {
                "data": {
                    "game": "Lucky 7s",
                    "game_number": 723,
                    "ticket_serial": "0723-044918-112",
                    "validated": True,
                    "prize_usd": 50,
                    "already_claimed": True,
                    "claimed_at": "2026-11-14T16:22:05Z",
                    "claimed_by_retailer": "R-20417",
                },
                "meta": {"validation_id": "val_77d0e4"},
            }),
        ],
        "Good news: your Lucky 7s ticket (0723-044918-112) validated as a **$50 winner**, and it hasn't been claimed yet, "
        "so you can take it to any retailer to cash it.",
        expected_cause="contradiction",
    ),
    case(
        "lottery-megamillions-cached-jackpot", LOT, "flawed", "stale_data", "12:20:18", MINI,
        "What's the current Mega Millions jackpot?",
        [
            call("get_jackpot", {"game": "mega_millions"}, {
                "data": {
                    "game": "Mega Millions",
                    "next_draw_date": "2026-09-29",
                    "estimated_jackpot_usd": 312000000,
                    "cash_value_usd": 143500000,
                },
                "meta": {"as_of": "2026-09-26T04:10:00Z", "cache": "hit"},
            }),
        ],
        "The current Mega Millions jackpot is an estimated $312 million, with a cash value of $143.5M.",
        expected_cause="stale_data",
    ),
    # ------------------------------------------------------------------ sweepstakes entries
    case(
        "sweepstakes-enter-kitchen-makeover", SWP, "clean", "action_receipt", "10:44:09", GPT,
        "Enter me in the Harvest Kitchen Makeover sweepstakes with my account email dana.ortiz@example.com.",
        [
            call("enter_sweepstakes", {"sweepstakes_id": "HKM-2026", "entrant_email": "dana.ortiz@example.com"}, {
                "data": {
                    "entry_id": "ENT-7F3K-92Q1",
                    "sweepstakes_id": "HKM-2026",
                    "status": "confirmed",
                    "entries_today": 1,
                    "daily_limit": 1,
                    "next_eligible_at": "2026-11-21T00:00:00Z",
                    "drawing_date": "2026-12-15",
                },
            }),
        ],
        "You're in! Entry **ENT-7F3K-92Q1** is confirmed for the Harvest Kitchen Makeover (HKM-2026). That's your 1 entry "
        "for today (the limit is 1 per day); you can enter again from midnight UTC tonight, Nov 21. The drawing is on Dec 15.",
    ),
    case(
        "sweepstakes-pending-closing-first", SWP, "clean", "summary_of_list", "15:17:36", CLAUDE,
        "How many sweepstakes entries do I have pending right now, and which ones close first?",
        [
            call("list_entries", {"user_id": "u_40213", "status": "pending", "page": 1}, {
                "items": [
                    {"sweepstakes": "Holiday Gift Card Blast", "id": "HGC-3", "closes_at": "2026-11-30T23:59:00Z"},
                    {"sweepstakes": "Winter Getaway Giveaway", "id": "WGG-11", "closes_at": "2026-11-22T04:59:59Z"},
                    {"sweepstakes": "Espresso Machine Drop", "id": "EMD-2", "closes_at": "2026-12-05T23:59:00Z"},
                    {"sweepstakes": "Snowblower Sweeps", "id": "SBS-7", "closes_at": "2026-11-25T17:00:00Z"},
                    {"sweepstakes": "Road Trip Fuel Card", "id": "RTF-9", "closes_at": "2026-12-31T23:59:00Z"},
                ],
                "page": 1,
                "per_page": 20,
                "total": 5,
            }),
        ],
        "You have **5** pending entries. The three that close first:\n\n"
        "1. Winter Getaway Giveaway (WGG-11) - Nov 22, 4:59 AM UTC\n"
        "2. Snowblower Sweeps (SBS-7) - Nov 25, 5:00 PM UTC\n"
        "3. Holiday Gift Card Blast (HGC-3) - Nov 30, 11:59 PM UTC\n\n"
        "The Espresso Machine Drop and Road Trip Fuel Card stay open into December.",
    ),
    case(
        "sweepstakes-no-winnings-this-month", SWP, "clean", "empty_result_reported", "20:06:51", HAIKU,
        "Have I won anything from sweepstakes this month?",
        [
            call("list_winnings", {"user_id": "u_40213", "since": "2026-11-01"}, {"items": [], "total": 0, "page": 1}),
        ],
        "Not this month, I'm afraid: there are no winnings recorded on your account since Nov 1.",
    ),
    case(
        "sweepstakes-rules-wrong-sweeps", SWP, "flawed", "wrong_entity", "11:58:22", GPT,
        "What are the official rules for the Snowblower Sweeps (SBS-7)? Who's eligible and how often can I enter?",
        [
            call("get_official_rules", {"sweepstakes_id": "SBS-17"}, {
                "data": {
                    "sweepstakes_id": "SBS-17",
                    "title": "Spring Into Cycling Sweepstakes",
                    "eligibility": {"min_age": 18, "regions": ["US-50", "DC"]},
                    "entry_limit": "1 per person per day",
                    "prize": {"name": "Commuter e-bike", "quantity": 1, "arv_usd": 1899},
                    "closes_at": "2027-04-30T23:59:00Z",
                },
            }),
        ],
        "For the Snowblower Sweeps (SBS-7):\n\n- Open to legal residents of the 50 US states and DC who are 18 or older\n"
        "- You can enter once per person per day",
        expected_cause="wrong_entity",
    ),
    case(
        "sweepstakes-entry-limit-hit", SWP, "flawed", "unacknowledged_error", "13:25:47", MINI,
        "Enter me in the Road Trip Fuel Card sweepstakes (RTF-9).",
        [
            call("enter_sweepstakes", {"sweepstakes_id": "RTF-9", "entrant_email": "dana.ortiz@example.com"},
                 {"error": {"code": "ENTRY_LIMIT", "retry_after": "2026-11-21T00:00:00Z"}},
                 "429 Too Many Requests: daily entry limit reached for RTF-9"),
        ],
        "Done, you're entered in the Road Trip Fuel Card sweepstakes (RTF-9). Good luck!",
        expected_cause="unacknowledged_error",
    ),
    case(
        "sweepstakes-espresso-odds", SWP, "flawed", "overconfident_wording", "17:40:13", CLAUDE,
        "What are my odds in the Espresso Machine Drop?",
        [
            call("get_sweepstakes", {"sweepstakes_id": "EMD-2", "user_id": "u_40213"}, {
                "data": {
                    "title": "Espresso Machine Drop",
                    "prizes": [{"name": "Espresso machine", "quantity": 3, "arv_usd": 649}],
                    "odds": "Odds of winning depend on the number of eligible entries received.",
                    "your_entries": 4,
                    "total_entries_so_far": 18250,
                    "closes_at": "2026-12-05T23:59:00Z",
                },
            }),
        ],
        "You have 4 of the 18,250 entries received so far, and 3 espresso machines ($649 ARV each) will be drawn after "
        "entries close on Dec 5. Keep entering every day until then and you're guaranteed to come out with one of the "
        "machines - this one is a sure thing.",
        expected_cause="overconfident_wording",
    ),
    # ------------------------------------------------------------------ rebate claims
    case(
        "rebates-tire-status-id-case", REB, "clean", "identifier_case", "08:33:29", GPT,
        "What's the status of my rebate rb-2026-55812?",
        [
            call("get_rebate_status", {"claim_id": "RB-2026-55812"}, {
                "data": {
                    "claim_id": "RB-2026-55812",
                    "offer": "Buy 4 tires, get $70 back",
                    "status": "approved",
                    "amount_usd": 70.0,
                    "payment_method": "prepaid_card",
                    "card_mailed_at": "2026-11-18T15:30:00Z",
                },
                "meta": {"request_id": "req_9a1c77"},
            }),
        ],
        "Rebate rb2026-55812 is approved: $70.00 (the buy-4-tires offer) on a prepaid card, which was mailed on Nov 18.",
    ),
    case(
        "rebates-approved-total-after-503", REB, "clean", "retried_error_right_answer", "19:12:04", CLAUDE,
        "Add up all my approved rebates this year.",
        [
            call("list_rebates", {"status": "approved", "year": 2026}, None, "503 Service Unavailable (upstream: rebate-ledger)"),
            {"retry": "503 Service Unavailable", "backoff": 2.0},
            call("list_rebates", {"status": "approved", "year": 2026}, {
                "data": {
                    "items": [
                        {"claim_id": "RB-2026-31022", "offer": "Tire rebate", "amount_usd": 70.0, "approved_at": "2026-03-02"},
                        {"claim_id": "RB-2026-38411", "offer": "Smart thermostat utility rebate", "amount_usd": 25.0, "approved_at": "2026-05-19"},
                        {"claim_id": "RB-2026-42907", "offer": "Mattress mail-in rebate", "amount_usd": 100.0, "approved_at": "2026-07-08"},
                        {"claim_id": "RB-2026-47735", "offer": "Printer ink rebate", "amount_usd": 15.5, "approved_at": "2026-09-21"},
                    ]
                },
                "meta": {"page": 1, "total_items": 4},
            }),
        ],
        "You've had 4 rebates approved in 2026:\n\n"
        "- Tire rebate: $70.00\n- Smart thermostat utility rebate: $25.00\n- Mattress mail-in rebate: $100.00\n- Printer ink rebate: $15.50\n\n"
        "**Total: $210.50**",
    ),
    case(
        "rebates-washer-find-and-submit", REB, "clean", "chained_tools", "10:05:50", GPT,
        "Submit a rebate for my Whirlpool washer (WTW5057LW) bought Nov 9 at Lowe's, receipt number 4471-2209-88.",
        [
            call("find_rebate_offer", {"product": "Whirlpool WTW5057LW", "purchase_date": "2026-11-09", "retailer": "Lowe's"}, {
                "data": {
                    "offers": [
                        {"offer_id": "WHR-FALL26-75", "title": "$75 back on select Whirlpool washers", "amount_usd": 75, "submit_by": "2026-12-09"}
                    ]
                },
                "meta": {"count": 1},
            }),
            call("submit_rebate", {"offer_id": "WHR-FALL26-75", "receipt_number": "4471-2209-88", "purchase_date": "2026-11-09"}, {
                "data": {
                    "claim_id": "RB-2026-60371",
                    "status": "received",
                    "expected_decision_by": "2026-12-04",
                    "tracking_url": "https://rebates.example.com/t/RB-2026-60371",
                },
            }),
        ],
        "Submitted! Your $75 Whirlpool washer rebate (offer WHR-FALL26-75) is claim **RB-2026-60371**, status *received*. "
        "A decision is expected by Dec 4; you can track it at https://rebates.example.com/t/RB-2026-60371.",
    ),
    case(
        "rebates-needs-info-neighbour-id", REB, "flawed", "wrong_id_reported", "14:49:31", MINI,
        "Where is my rebate RB-2026-48190?",
        [
            call("get_rebate_status", {"claim_id": "RB-2026-48190"}, {
                "data": {
                    "claim_id": "RB-2026-48190",
                    "status": "needs_info",
                    "reason": "UPC barcode missing from submission",
                    "amount_usd": 50.0,
                    "respond_by": "2026-12-01",
                },
            }),
        ],
        "Rebate RB-2026-48109 is on hold because it needs more info: the UPC barcode was missing from your submission. "
        "Upload it by Dec 1 to keep the $50.00 claim alive.",
        expected_cause="wrong_entity",
    ),
    case(
        "rebates-payout-date-ignored", REB, "flawed", "ignored_output", "16:03:08", CLAUDE,
        "How long until my rebate RB-2026-51077 pays out?",
        [
            call("get_rebate_status", {"claim_id": "RB-2026-51077"}, {
                "data": {
                    "claim_id": "RB-2026-51077",
                    "status": "processing",
                    "estimated_payment_date": "2026-12-12",
                    "payment_method": "virtual_card",
                },
            }),
        ],
        "Manufacturer rebates normally take 8 to 12 weeks after the claim is validated, and you'll get an email as soon "
        "as the payment is issued. I'd check back around then.",
        expected_cause="ignored_tool_output",
    ),
    case(
        "rebates-receipt-upload-loop", REB, "flawed", "retry_loop", "11:27:45", GPT,
        "Upload my receipt photo to rebate RB-2026-55990.",
        retried(
            call("upload_receipt", {"claim_id": "RB-2026-55990", "file_id": "file_8812"}, None,
                 "413 Payload Too Large: file_8812 is 14.2 MB; the limit is 10 MB"),
            "413 Payload Too Large", [1.0, 2.0, 4.0, 8.0],
        ),
        "I couldn't attach the receipt to RB-2026-55990: the upload was rejected because the photo is 14.2 MB and the limit "
        "is 10 MB. Could you send a smaller image?",
        expected_cause="retry_loop",
    ),
    # ------------------------------------------------------------------ coupon clipping service
    case(
        "coupons-clip-shopping-list", CPN, "clean", "sum_of_items", "08:02:17", CLAUDE,
        "Clip all the coupons that match my shopping list: oat milk, dish soap, coffee, paper towels.",
        [
            call("search_coupons", {"store_id": "ST-1182", "terms": ["oat milk", "dish soap", "coffee", "paper towels"]}, {
                "data": {
                    "items": [
                        {"coupon_id": "CP-OAT-150", "description": "Oatly Oat Milk 64 oz", "value_cents": 150, "expires_at": "2026-11-29T07:59:59Z"},
                        {"coupon_id": "CP-DAWN-100", "description": "Dawn Dish Soap 19.4 oz or larger", "value_cents": 100, "expires_at": "2026-12-06T07:59:59Z"},
                        {"coupon_id": "CP-FOLG-300", "description": "Folgers Coffee 22.6 oz or larger", "value_cents": 300, "expires_at": "2026-11-27T07:59:59Z"},
                        {"coupon_id": "CP-BNTY-225", "description": "Bounty Paper Towels 6 ct or larger", "value_cents": 225, "expires_at": "2026-12-03T07:59:59Z"},
                    ]
                },
                "meta": {"total": 4, "page": 1},
            }),
            call("clip_coupons", {"card_id": "LC-77120", "coupon_ids": ["CP-OAT-150", "CP-DAWN-100", "CP-FOLG-300", "CP-BNTY-225"]}, {
                "data": {"clipped": ["CP-OAT-150", "CP-DAWN-100", "CP-FOLG-300", "CP-BNTY-225"], "failed": []},
                "meta": {"clipped_count": 4},
            }),
        ],
        "Clipped all 4 to your card:\n\n- Oatly oat milk: $1.50\n- Dawn dish soap: $1.00\n- Folgers coffee: $3.00\n"
        "- Bounty paper towels: $2.25\n\nThat's $7.75 off if you buy all four.",
    ),
    case(
        "coupons-tide-percent-off", CPN, "clean", "difference_and_percentage", "12:51:34", GPT,
        "How much will the 20% off Tide coupon save me on the big Tide at my store, and what will I pay?",
        [
            call("get_coupon", {"coupon_id": "CP-TIDE-20"}, {
                "data": {
                    "coupon_id": "CP-TIDE-20",
                    "discount_type": "percent",
                    "discount_value": 20,
                    "max_discount_cents": 300,
                    "expires_at": "2026-11-26T23:59:59Z",
                    "eligible_skus": ["TIDE-92OZ", "TIDE-146OZ"],
                },
            }),
            call("get_price", {"sku": "TIDE-92OZ", "store_id": "ST-1182"}, {
                "data": {"sku": "TIDE-92OZ", "name": "Tide Original Liquid 92 fl oz", "price_cents": 1249},
            }),
        ],
        "20% off the Tide Original 92 fl oz ($12.49) is $2.50, which is under the coupon's $3.00 cap, so you'd pay **$9.99**. "
        "The coupon is good through Nov 26.",
    ),
    case(
        "coupons-apples-per-pound", CPN, "clean", "unit_conversion", "17:09:58", HAIKU,
        "I've clipped the Honeycrisp coupon. I'm buying 2.5 kg of apples - how much will it take off?",
        [
            call("get_coupon", {"coupon_id": "CP-HONEY-40"}, {
                "data": {
                    "coupon_id": "CP-HONEY-40",
                    "item": "Honeycrisp apples",
                    "discount_type": "per_lb",
                    "discount_cents_per_lb": 40,
                    "max_weight_lb": 5,
                    "clipped": True,
                },
            }),
        ],
        "2.5 kg is about 5.5 lb, but the coupon only covers up to 5 lb, so you'll get 5 x $0.40 = **$2.00** off.",
    ),
    case(
        "coupons-cheerios-value", CPN, "flawed", "contradiction", "09:36:21", MINI,
        "How much is the Cheerios coupon worth and when does it expire?",
        [
            call("get_coupon", {"coupon_id": "CP-GM-CHEER-2"}, {
                "data": {
                    "coupon_id": "CP-GM-CHEER-2",
                    "description": "Cheerios, any 2 boxes 8.9 oz or larger",
                    "value_cents": 125,
                    "min_qty": 2,
                    "expires_at": "2026-11-29T07:59:59Z",
                },
            }),
        ],
        "The Cheerios coupon takes $1.50 off when you buy 2 boxes (8.9 oz or larger), and it's good through Nov 29.",
        expected_cause="contradiction",
    ),
    case(
        "coupons-chobani-clip-no-result", CPN, "flawed", "missing_output", "19:44:02", GPT,
        "Clip the Chobani coupon for me.",
        [
            call("get_coupon", {"coupon_id": "CP-CHOB-075"}, {
                "data": {
                    "coupon_id": "CP-CHOB-075",
                    "description": "Chobani Greek Yogurt 5.3 oz, buy 4",
                    "value_cents": 75,
                    "min_qty": 4,
                    "clipped": False,
                },
            }),
            call("clip_coupons", {"card_id": "LC-77120", "coupon_ids": ["CP-CHOB-075"]}, missing=True, dur=30.0),
        ],
        "Done! The Chobani coupon ($0.75 off when you buy 4 cups) is clipped to your card.",
        expected_cause="missing_tool_output",
    ),
    case(
        "coupons-detergent-best-loop", CPN, "flawed", "llm_loop", "21:14:39", CLAUDE,
        "Find the best coupon for laundry detergent.",
        [
            call("search_coupons", {"store_id": "ST-1182", "terms": ["laundry detergent"]}, {
                "data": {
                    "items": [
                        {"coupon_id": "CP-GAIN-200", "description": "Gain liquid 88 oz or larger", "value_cents": 200, "expires_at": "2026-12-01T07:59:59Z"},
                        {"coupon_id": "CP-TIDE-300", "description": "Tide Pods 42 ct or larger", "value_cents": 300, "expires_at": "2026-11-27T07:59:59Z"},
                        {"coupon_id": "CP-ALL-100", "description": "all free clear 64 oz", "value_cents": 100, "expires_at": "2026-12-10T07:59:59Z"},
                    ]
                },
                "meta": {"total": 3},
            }),
            {"llm_loop": 8, "tokens": 71},
        ],
        "The best one is **$3.00 off Tide Pods** (42 ct or larger), coupon CP-TIDE-300, good through Nov 27.",
        expected_cause="llm_loop",
    ),
    # ------------------------------------------------------------------ cashback portals
    case(
        "cashback-nike-six-percent", CBK, "clean", "difference_and_percentage", "11:03:16", MINI,
        "If I buy a $150 Nike order through the portal, how much cashback do I get?",
        [
            call("get_merchant_rate", {"merchant": "nike"}, {
                "data": {
                    "merchant": "Nike",
                    "merchant_id": "m_2210",
                    "cashback": {"type": "percent", "value": 6.0},
                    "exclusions": ["gift cards", "SNKRS launches"],
                },
                "meta": {"updated_at": "2026-11-20T06:00:00Z"},
            }),
        ],
        "Nike is paying 6% back right now, so a $150 order earns **$9.00** cashback. Gift cards and SNKRS launches don't count.",
    ),
    case(
        "cashback-electronics-top-three", CBK, "clean", "summary_of_list", "13:58:44", GPT,
        "Which electronics stores have the best cashback today?",
        [
            call("list_merchant_rates", {"category": "electronics", "sort": "rate_desc", "limit": 10}, {
                "data": [
                    {"merchant": "Newegg", "rate_pct": 5.0, "updated_at": "2026-11-20T06:00:00Z"},
                    {"merchant": "Lenovo", "rate_pct": 4.5, "updated_at": "2026-11-20T06:00:00Z"},
                    {"merchant": "Dell", "rate_pct": 4.0, "updated_at": "2026-11-20T06:00:00Z"},
                    {"merchant": "Samsung", "rate_pct": 3.0, "updated_at": "2026-11-20T06:00:00Z"},
                    {"merchant": "Best Buy", "rate_pct": 1.0, "updated_at": "2026-11-20T06:00:00Z"},
                    {"merchant": "Apple", "rate_pct": 0.5, "updated_at": "2026-11-20T06:00:00Z"},
                ],
                "meta": {"page": 1, "per_page": 10, "total": 6},
            }),
        ],
        "Top electronics cashback today:\n\n| # | Store | Cashback |\n|---|---|---|\n| 1 | Newegg | 5% |\n| 2 | Lenovo | 4.5% |\n"
        "| 3 | Dell | 4% |\n\nOf the 6 electronics stores listed, Apple is lowest at 0.5%.",
    ),
    case(
        "cashback-zalando-eur-to-usd", CBK, "clean", "currency_conversion", "15:42:07", CLAUDE,
        "My cashback from the Zalando order is in euros - what's it in dollars?",
        [
            call("get_cashback_transactions", {"merchant": "zalando", "status": "any"}, {
                "data": {
                    "transactions": [
                        {"txn_id": "CB-991204", "merchant": "Zalando", "order_total_eur": 84.0, "cashback_eur": 6.72, "status": "pending", "expected_payable": "2027-01-19"}
                    ]
                },
            }),
            call("get_fx_rate", {"base": "EUR", "quote": "USD"}, {"data": {"pair": "EUR/USD", "rate": 1.0832, "as_of": "2026-11-20T08:00:00Z"}}),
        ],
        "Your Zalando cashback is EUR 6.72 (8% of the EUR 84.00 order), which is about **$7.28** at today's rate of 1.0832. "
        "It's still pending and should become payable on Jan 19.",
    ),
    case(
        "cashback-bestbuy-cached-rate", CBK, "flawed", "stale_data", "09:21:55", GPT,
        "What's the current cashback rate at Best Buy on the portal?",
        [
            call("get_merchant_rate", {"merchant": "bestbuy"}, {
                "data": {"merchant": "Best Buy", "merchant_id": "m_0417", "cashback": {"type": "percent", "value": 4.0}},
                "meta": {"updated_at": "2026-08-14T12:00:00Z", "source": "cache"},
            }),
        ],
        "Best Buy is currently paying 4% cashback through the portal.",
        expected_cause="stale_data",
    ),
    case(
        "cashback-target-pending-withdrawal", CBK, "flawed", "invented_number", "18:37:30", HAIKU,
        "When will my pending cashback from Target be payable?",
        [
            call("get_cashback_transactions", {"merchant": "target", "status": "pending"}, {
                "data": {
                    "transactions": [
                        {"txn_id": "CB-990311", "cashback_usd": 3.45, "status": "pending", "tracked_at": "2026-11-12T19:04:00Z", "expected_payable": "2027-01-11"},
                        {"txn_id": "CB-990587", "cashback_usd": 1.8, "status": "pending", "tracked_at": "2026-11-16T10:31:00Z", "expected_payable": "2027-01-15"},
                    ]
                },
            }),
        ],
        "You have two pending Target cashbacks, $5.25 in total:\n\n- $3.45, payable Jan 11\n- $1.80, payable Jan 15\n\n"
        "Once they're payable, PayPal withdrawals arrive within 3 business days.",
        expected_cause="unsupported_claim",
    ),
    case(
        "cashback-macys-guaranteed", CBK, "flawed", "overconfident_wording", "20:28:12", GPT,
        "When do I get my Macy's cashback?",
        [
            call("get_cashback_transactions", {"merchant": "macys", "status": "any"}, {
                "data": {
                    "transactions": [
                        {
                            "txn_id": "CB-991877",
                            "merchant": "Macy's",
                            "cashback_usd": 12.4,
                            "status": "pending",
                            "tracking": "confirmed",
                            "expected_payable": "2027-01-08",
                            "note": "Pending cashback may be adjusted or reversed if the order is returned, cancelled or declined by the merchant.",
                        }
                    ]
                },
            }),
        ],
        "Your $12.40 cashback from Macy's is tracked and confirmed, so it's 100% guaranteed: it will definitely become "
        "payable on Jan 8.",
        expected_cause="overconfident_wording",
    ),
]

CASES = CASES_A + CASES_B
