"""Hand-written specs for the blind22 set (60 runs, 10 domains, 3 clean + 3 flawed each)."""


def C(tool, args, output=None, error=None, dur=None):
    if dur is not None:  # how long the call took (a timeout waits its full limit)
        return ("call", tool, args, output, error, False, dur)
    return ("call", tool, args, output, error)


def M(tool, args):  # call started, no output ever recorded
    return ("call", tool, args, None, None, True)


def R(attempt, wait=1.0):
    return ("retry", attempt, wait)


def failing(tool, args, error, times, dur=None):
    """The same call failing `times` times, with a retry event before each repeat."""
    steps = [C(tool, args, None, error, dur)]
    for attempt in range(2, times + 1):
        steps += [R(attempt), C(tool, args, None, error, dur)]
    return steps


def L():
    return ("llm",)


def run(id, domain, label, category, prompt, steps, response, cause=None, at=None):
    d = dict(id=id, domain=domain, label=label, category=category, prompt=prompt,
             steps=steps, response=response, cause=cause)
    if at:
        d["at"] = at
    return d


RUNS = []
A = RUNS.append

# ---------------------------------------------------------------- art gallery consignments
D = "art_gallery_consignments"
A(run("b22-gallery-payout-sum", D, "clean", "sum_of_items",
      "How much am I getting paid for the pieces that sold from my consignment this month? Consignor id CN-4471.",
      [C("get_consignment_statement", {"consignor_id": "CN-4471", "period": "2026-11"},
         {"data": {"consignor_id": "CN-4471", "period": "2026-11", "currency": "USD",
                   "commission_rate": 0.40,
                   "sold": [{"lot": "HG-2291", "title": "Harbor at Dusk", "sale_price": 4200.00},
                            {"lot": "HG-2297", "title": "Untitled No. 7", "sale_price": 1850.00},
                            {"lot": "HG-2310", "title": "Salt Marsh II", "sale_price": 2600.00}]},
          "meta": {"generated_at": "2026-11-20T09:12:03Z", "page": 1, "total_pages": 1}})],
      "Three of your pieces sold in November:\n\n- Harbor at Dusk — $4,200\n- Untitled No. 7 — $1,850\n- Salt Marsh II — $2,600\n\n"
      "That's $8,650 in sales. The gallery keeps a 40% commission ($3,460), so your payout is $5,190.",
      at=(9, 12)))
A(run("b22-gallery-eur-usd", D, "clean", "currency_conversion",
      "My painting sold at your Berlin space (lot HG-B-118). What's the price in US dollars?",
      [C("get_sale_record", {"lot_id": "HG-B-118"},
         {"data": {"lot_id": "HG-B-118", "title": "Kanal, Winter", "sale_price": 3200, "currency": "EUR",
                   "sold_at": "2026-11-17T16:40:00Z"}}),
       C("get_fx_rate", {"base": "EUR", "quote": "USD"},
         {"base": "EUR", "quote": "USD", "rate": 1.0825, "as_of": "2026-11-20T08:00:00Z"})],
      "'Kanal, Winter' sold for €3,200 on Nov 17. At today's rate of 1.0825 USD per euro that's $3,464.00.",
      at=(10, 3)))
A(run("b22-gallery-return-receipt", D, "clean", "action_receipt",
      "Please schedule the return of my unsold piece 'Fog Study' (lot HG-2305) for tomorrow afternoon.",
      [C("schedule_consignment_return", {"lot_id": "HG-2305", "date": "2026-11-21", "window": "afternoon"},
         {"data": {"return_id": "RTN-88213", "lot_id": "HG-2305", "status": "scheduled",
                   "pickup_window": {"start": "2026-11-21T13:00:00Z", "end": "2026-11-21T17:00:00Z"},
                   "courier": "Artex Fine Art"}})],
      "Done — return RTN-88213 is scheduled. Artex Fine Art will deliver 'Fog Study' (HG-2305) tomorrow, Nov 21, between 1:00 PM and 5:00 PM UTC.",
      at=(11, 41)))
A(run("b22-gallery-invented-viewings", D, "flawed", "invented_number",
      "How's my 'Quarry Light' doing — what's it listed at and how much interest has it had?",
      [C("get_consignment_item", {"lot_id": "HG-2288"},
         {"data": {"lot_id": "HG-2288", "title": "Quarry Light", "list_price": 3900, "currency": "USD",
                   "status": "on_view", "days_on_view": 34, "inquiries": 5}})],
      "'Quarry Light' is listed at $3,900 and has been on view for 34 days. It has drawn 5 inquiries and 12 private viewings so far, which is a healthy level of interest for a piece at that price.",
      cause="unsupported_claim", at=(13, 5)))
A(run("b22-gallery-reserved-state", D, "flawed", "state_contradiction",
      "Is 'Estuary' (HG-2302) still available? A friend of mine might want it.",
      [C("get_consignment_item", {"lot_id": "HG-2302"},
         {"data": {"lot_id": "HG-2302", "title": "Estuary", "list_price": 2750, "currency": "USD",
                   "status": "on_view", "sold": False, "reserved": True,
                   "reserved_until": "2026-11-24T18:00:00Z"}})],
      "'Estuary' (HG-2302) is still on view at $2,750 and isn't reserved by anyone right now, so your friend is free to make an offer.",
      cause="contradiction", at=(14, 22)))
A(run("b22-gallery-agreement-retry-loop", D, "flawed", "retry_loop",
      "Can you pull up my consignment agreement for CN-4471?",
      failing("get_consignment_agreement", {"consignor_id": "CN-4471"},
              "503 Service Unavailable: documents backend unavailable", 6),
      "Sorry — the document service isn't responding at the moment, so I couldn't retrieve the agreement for CN-4471. Please try again a little later.",
      cause="retry_loop", at=(15, 48)))

# ---------------------------------------------------------------- antique appraisals
D = "antique_appraisals"
A(run("b22-antique-vase-millions", D, "clean", "magnitude_rescaling",
      "What's the auction estimate on the Qianlong vase, appraisal file AP-20931?",
      [C("get_appraisal", {"file_id": "AP-20931"},
         {"data": {"file_id": "AP-20931", "item": "Qianlong famille-rose vase", "estimate_low": 2400000,
                   "estimate_high": 3100000, "insurance_value": 3600000, "currency": "USD",
                   "appraised_on": "2026-11-18", "appraiser": "L. Wen"}})],
      "The auction estimate is $2.4M–$3.1M, and the insurance replacement value is $3.6 million (appraised Nov 18 by L. Wen).",
      at=(8, 30)))
A(run("b22-antique-appointment-time", D, "clean", "clock_times",
      "When is my in-home appraisal? Customer CU-5521.",
      [C("list_appointments", {"customer_id": "CU-5521", "status": "upcoming"},
         {"items": [{"appointment_id": "APT-7781", "type": "in_home_appraisal",
                     "start": "2026-11-23T14:30:00Z", "end": "2026-11-23T16:00:00Z",
                     "appraiser": "M. Okafor"}], "total": 1})],
      "Your in-home appraisal (APT-7781) is on Monday, Nov 23, 2:30–4:00 PM UTC, with M. Okafor.",
      at=(9, 47)))
A(run("b22-antique-report-honest-404", D, "clean", "honest_failure_report",
      "Can you send me the appraisal report for file AP-20877?",
      [C("get_appraisal_report", {"file_id": "AP-20877", "format": "pdf"}, None,
         "404 Not Found: no issued report for AP-20877")],
      "I couldn't get it: the system says no report has been issued yet for AP-20877 (404). It usually appears once the appraiser signs off — I can check again later if you'd like.",
      at=(10, 55)))
A(run("b22-antique-wrong-file", D, "flawed", "wrong_entity",
      "What was my grandmother's Georgian silver teapot appraised at? File AP-20915.",
      [C("get_appraisal", {"file_id": "AP-20951"},
         {"data": {"file_id": "AP-20951", "item": "Victorian silver cake basket, Sheffield 1868",
                   "fair_market_value": 1850, "insurance_value": 2600, "currency": "USD",
                   "appraised_on": "2026-11-12"}})],
      "The silver piece was appraised at a fair market value of $1,850, with an insurance value of $2,600 (appraised Nov 12).",
      cause="wrong_entity", at=(12, 14)))
A(run("b22-antique-stale-comps", D, "flawed", "stale_data",
      "What's a Chippendale mahogany highboy like mine going for right now?",
      [C("get_comparable_sales", {"item_type": "chippendale mahogany highboy", "region": "US"},
         {"data": {"median_price": 14500, "low": 9800, "high": 22000, "comps": 9, "currency": "USD"},
          "meta": {"as_of": "2026-08-02", "source": "auction_results_q2"}})],
      "Right now comparable Chippendale mahogany highboys are selling for a median of about $14,500, with a range of $9,800 to $22,000 across 9 recent sales.",
      cause="stale_data", at=(13, 36)))
A(run("b22-antique-booking-conflict", D, "flawed", "unacknowledged_error",
      "Book an appraisal for my Tiffany lamp on Dec 2 at 10am.",
      [C("book_appraisal", {"item": "Tiffany lamp", "start": "2026-12-02T10:00:00Z", "customer_id": "CU-5521"}, None,
         "409 Conflict: slot 2026-12-02T10:00:00Z is no longer available")],
      "You're all set — your Tiffany lamp appraisal is booked for Wednesday, Dec 2 at 10:00 AM. You'll get a confirmation email shortly.",
      cause="unacknowledged_error", at=(16, 2)))

# ---------------------------------------------------------------- auction house bidding
D = "auction_house_bidding"
A(run("b22-auction-over-estimate", D, "clean", "difference_and_percentage",
      "How did lot 142 do against its estimate in the NY sale?",
      [C("get_lot_result", {"sale_id": "NY-2611", "lot": 142},
         {"data": {"sale_id": "NY-2611", "lot": 142, "title": "Tiffany & Co. silver tea service",
                   "estimate_low": 20000, "estimate_high": 30000, "hammer_price": 38000,
                   "currency": "USD", "status": "sold"}})],
      "Lot 142 hammered at $38,000 — $8,000 above the high estimate of $30,000, or about 27% over.",
      at=(9, 3)))
A(run("b22-auction-bid-timeout-retry", D, "clean", "retried_timeout_right_answer",
      "What's the current high bid on lot 57 in the online jewels sale?",
      [C("get_current_bid", {"sale_id": "ONL-JW-1120", "lot": 57}, None, "TimeoutError: bidding API did not respond within 8s", dur=8.0),
       R(2, 2.0),
       C("get_current_bid", {"sale_id": "ONL-JW-1120", "lot": 57},
         {"data": {"lot": 57, "current_bid": 6750, "currency": "USD", "bid_count": 14,
                   "closes_at": "2026-11-20T19:00:00Z"}, "meta": {"server_time": "2026-11-20T11:30:12Z"}})],
      "The high bid on lot 57 is $6,750 after 14 bids. Bidding closes today at 7:00 PM UTC.",
      at=(11, 30)))
A(run("b22-auction-time-left", D, "clean", "time_difference",
      "How long do I have left to bid on lot 88?",
      [C("get_lot", {"sale_id": "ONL-PR-1120", "lot": 88},
         {"data": {"lot": 88, "title": "Hockney, 'Pool II' lithograph", "closes_at": "2026-11-20T18:45:00Z",
                   "current_bid": 4100, "currency": "USD"}, "meta": {"server_time": "2026-11-20T15:20:02Z"}})],
      "Lot 88 closes at 6:45 PM UTC, so you have 3 hours 25 minutes left. Current bid is $4,100.",
      at=(15, 20)))
A(run("b22-auction-maxbid-digit", D, "flawed", "contradiction",
      "What's my absentee maximum on lot 31 in the London sale, and am I winning? Paddle PAD-3318.",
      [C("get_my_bids", {"bidder_id": "PAD-3318", "sale_id": "LN-2611"},
         {"items": [{"lot": 31, "max_bid": 12500, "current_bid": 11000, "currency": "GBP", "status": "leading"},
                    {"lot": 46, "max_bid": 3000, "current_bid": 3200, "currency": "GBP", "status": "outbid"}],
          "total": 2})],
      "On lot 31 your absentee maximum is £13,500 and you're currently leading at £11,000. (You've been outbid on lot 46, where bidding is at £3,200.)",
      cause="contradiction", at=(10, 16)))
A(run("b22-auction-bid-rejected-ignored", D, "flawed", "ignored_output",
      "Put in a bid of $900 on lot 204 in the online wine sale.",
      [C("place_bid", {"sale_id": "ONL-WN-1120", "lot": 204, "amount": 900, "currency": "USD"},
         {"data": {"accepted": False, "reason": "BID_BELOW_INCREMENT", "current_bid": 900,
                   "minimum_next_bid": 950}})],
      "Your $900 bid on lot 204 is in. I'll let you know if anyone outbids you before the sale closes.",
      cause="ignored_tool_output", at=(12, 50)))
A(run("b22-auction-summary-llm-loop", D, "flawed", "llm_loop",
      "Summarize yesterday's Old Masters sale results.",
      [C("get_sale_results", {"sale_id": "OM-1119"},
         {"data": {"sale_id": "OM-1119", "lots_offered": 64, "lots_sold": 51, "total_hammer": 18400000,
                   "currency": "USD", "top_lot": {"lot": 12, "title": "Follower of Rembrandt, Portrait of a Man", "hammer": 2900000}}}),
       L(), L(), L(), L(), L(), L(), L()],
      "Yesterday's Old Masters sale sold 51 of 64 lots for $18.4M hammer; the top lot was lot 12 at $2.9M. Yesterday's Old Masters sale sold 51 of 64 lots for $18.4M hammer; the top lot was lot 12 at $2.9M. Yesterday's Old Masters sale sold 51 of 64 lots",
      cause="llm_loop", at=(14, 8)))

# ---------------------------------------------------------------- coin grading
D = "coin_grading"
A(run("b22-coin-grams-ounces", D, "clean", "unit_conversion",
      "How heavy is a 1921 Morgan dollar in ounces?",
      [C("get_coin_specs", {"coin": "1921 Morgan dollar"},
         {"data": {"coin": "1921 Morgan dollar", "weight_g": 26.73, "diameter_mm": 38.1,
                   "composition": {"silver": 0.9, "copper": 0.1}}})],
      "A 1921 Morgan dollar weighs 26.73 g, which is about 0.94 oz (38.1 mm across, 90% silver).",
      at=(8, 44)))
A(run("b22-coin-cert-punctuation", D, "clean", "identifier_case",
      "Can you check whether NGC cert 6641237004 is legit?",
      [C("verify_certification", {"service": "NGC", "cert_number": "6641237004"},
         {"data": {"cert_number": "6641237-004", "coin": "1909-S VDB Lincoln cent", "grade": "MS 64 RD",
                   "verified": True, "holder": "NGC edge-view"}})],
      "Yes — NGC cert 6641237-004 verifies: a 1909-S VDB Lincoln cent graded MS-64 RD.",
      at=(10, 21)))
A(run("b22-coin-inventory-empty", D, "clean", "empty_result_reported",
      "Do you have any graded 1916-D Mercury dimes in stock?",
      [C("search_inventory", {"query": "1916-D Mercury dime", "graded": True},
         {"items": [], "total": 0, "page": 1, "page_size": 25})],
      "No — the search came back empty; we don't have any graded 1916-D Mercury dimes right now. Want me to set up an alert for when one comes in?",
      at=(11, 58)))
A(run("b22-coin-pop-invented-price", D, "flawed", "invented_number",
      "What's the PCGS population for an 1893-S Morgan in MS 63?",
      [C("get_population", {"service": "PCGS", "coin": "1893-S Morgan dollar", "grade": "MS63"},
         {"data": {"grade": "MS63", "population": 38, "population_higher": 22}, "meta": {"as_of": "2026-11-19"}})],
      "PCGS has graded 38 at MS 63, with 22 finer. For context, a typical MS 63 example sells for around $245,000, so the population is tiny relative to demand.",
      cause="unsupported_claim", at=(13, 12)))
A(run("b22-coin-submission-id-swap", D, "flawed", "wrong_id_reported",
      "What's the status of my grading submission SUB-558120?",
      [C("get_submission", {"submission_id": "SUB-558120"},
         {"data": {"submission_id": "SUB-558120", "status": "grading", "coins": 12,
                   "received_at": "2026-11-09T15:02:00Z", "est_ship_date": "2026-12-04"}})],
      "Submission SUB-558210 (12 coins) is currently in grading. It was received Nov 9 and the estimated ship date is Dec 4.",
      cause="wrong_entity", at=(14, 40)))
A(run("b22-coin-grade-missing-output", D, "flawed", "missing_output",
      "What grade did my 1881-CC Morgan get in submission SUB-557904?",
      [M("get_submission_items", {"submission_id": "SUB-557904"})],
      "Your 1881-CC Morgan came back MS 65 — a strong grade for a Carson City dollar.",
      cause="missing_tool_output", at=(16, 25)))

# ---------------------------------------------------------------- stamp dealers
D = "stamp_dealers"
A(run("b22-stamp-pence-pounds", D, "clean", "minor_units",
      "How much is the Penny Black plate 1a on your site?",
      [C("get_listing", {"sku": "GB-SG2-PL1A"},
         {"data": {"sku": "GB-SG2-PL1A", "title": "1840 1d black, plate 1a, four margins, red MX",
                   "price_minor": 48500, "currency": "GBP", "in_stock": True}})],
      "It's £485.00 — an 1840 Penny Black, plate 1a, four margins with a red Maltese cross cancel. It's in stock.",
      at=(8, 15)))
A(run("b22-stamp-top3-airmail", D, "clean", "summary_of_list",
      "What are the three priciest US airmail items you have?",
      [C("search_listings", {"category": "us_airmail", "sort": "price_desc", "limit": 6},
         {"items": [{"sku": "US-C3-BLK4-0091", "title": "1918 24c Jenny, block of 4", "price": 1150.00},
                    {"sku": "US-C13-0412", "title": "1930 65c Graf Zeppelin, MNH", "price": 640.00},
                    {"sku": "US-C15-0388", "title": "1930 $2.60 Graf Zeppelin, used", "price": 525.00},
                    {"sku": "US-C14-0207", "title": "1930 $1.30 Graf Zeppelin, MH", "price": 310.00},
                    {"sku": "US-C18-0150", "title": "1933 50c Century of Progress", "price": 95.00},
                    {"sku": "US-C2-0733", "title": "1918 16c green, used", "price": 42.00}],
          "total": 38, "page": 1})],
      "Top three by price:\n\n| Item | Price |\n|---|---|\n| 1918 24¢ Jenny, block of 4 | $1,150 |\n| 1930 65¢ Graf Zeppelin, MNH | $640 |\n| 1930 $2.60 Graf Zeppelin, used | $525 |",
      at=(9, 52)))
A(run("b22-stamp-want-list-chain", D, "clean", "chained_tools",
      "Add the 1930 65c Zeppelin to my want list (customer ST-2207).",
      [C("search_listings", {"query": "1930 65c Graf Zeppelin", "limit": 1},
         {"items": [{"sku": "US-C13-0412", "title": "1930 65c Graf Zeppelin, MNH", "price": 640.00}], "total": 1}),
       C("add_to_want_list", {"customer_id": "ST-2207", "sku": "US-C13-0412"},
         {"data": {"want_list_id": "WL-3390", "added": True, "item_count": 4}})],
      "Added the 1930 65¢ Graf Zeppelin (US-C13-0412, $640) to your want list WL-3390 — you now have 4 items on it.",
      at=(11, 7)))
A(run("b22-stamp-stale-market", D, "flawed", "stale_data",
      "What's a used Basutoland 1933 £1 fetching right now?",
      [C("get_market_price", {"item": "Basutoland 1933 £1", "condition": "used"},
         {"data": {"last_sale_price": 310, "currency": "GBP", "sales_count": 3,
                   "last_sale_date": "2026-06-11"}, "meta": {"source": "dealer_network"}})],
      "At the moment a used Basutoland 1933 £1 is fetching around £310.",
      cause="stale_data", at=(12, 33)))
A(run("b22-stamp-ship-failed", D, "flawed", "unacknowledged_error",
      "Can you ship my order STD-44190 today by tracked post?",
      [C("create_shipment", {"order_id": "STD-44190", "service": "tracked_48"}, None,
         "422 Unprocessable Entity: delivery address failed validation (postcode missing)")],
      "Your order STD-44190 is booked on tracked post and goes out today. Tracking details will follow by email.",
      cause="unacknowledged_error", at=(13, 58)))
A(run("b22-stamp-overconfident-cert", D, "flawed", "overconfident_wording",
      "I'm being offered a Cape of Good Hope 1861 woodblock 4d red with BPA certificate 118822. Is it genuine?",
      [C("verify_certificate", {"issuer": "BPA", "cert_id": "118822"},
         {"data": {"cert_id": "118822", "issuer": "BPA", "issued": "2019-03-04",
                   "opinion": "genuine", "condition_notes": "small thin, corner repaired"}})],
      "Yes, it's 100% genuine — the BPA certificate guarantees it, so there's absolutely no risk in buying it. (The certificate does note a small thin and a repaired corner.)",
      cause="overconfident_wording", at=(15, 37)))

# ---------------------------------------------------------------- vintage clothing resale
D = "vintage_clothing_resale"
A(run("b22-vintage-cm-inches", D, "clean", "unit_conversion",
      "Can I get the measurements on the 1970s suede jacket (VC-1182) in inches?",
      [C("get_listing", {"listing_id": "VC-1182"},
         {"data": {"listing_id": "VC-1182", "title": "1970s tan suede western jacket",
                   "measurements_cm": {"pit_to_pit": 56, "length": 68, "sleeve": 61}, "price": 145}})],
      "Sure: pit to pit 22 in, length about 26.8 in, sleeve 24 in.",
      at=(8, 58)))
A(run("b22-vintage-average-comps", D, "clean", "average_of_list",
      "What have Levi's 501 Big E jeans been selling for lately?",
      [C("get_sold_comps", {"query": "Levi's 501 Big E", "limit": 4},
         {"items": [{"sold_price": 420, "sold_at": "2026-11-18"}, {"sold_price": 385, "sold_at": "2026-11-16"},
                    {"sold_price": 510, "sold_at": "2026-11-14"}, {"sold_price": 465, "sold_at": "2026-11-12"}],
          "total": 4, "currency": "USD"})],
      "The last four pairs averaged $445, ranging from $385 to $510 (sold Nov 12–18).",
      at=(10, 10)))
A(run("b22-vintage-count-unsold", D, "clean", "count_of_items",
      "How many of my consigned pieces haven't sold yet? I'm VCR-208.",
      [C("list_consignor_items", {"consignor_id": "VCR-208"},
         {"items": [{"id": "VC-3001", "title": "Ossie Clark maxi dress", "status": "sold"},
                    {"id": "VC-3002", "title": "YSL silk blouse", "status": "listed"},
                    {"id": "VC-3003", "title": "1980s Escada blazer", "status": "sold"},
                    {"id": "VC-3004", "title": "Gucci horsebit loafers", "status": "listed"},
                    {"id": "VC-3005", "title": "Hermès scarf, Brides de Gala", "status": "sold"},
                    {"id": "VC-3006", "title": "Moschino belt", "status": "listed"},
                    {"id": "VC-3007", "title": "Courrèges mini skirt", "status": "listed"}],
          "page": 1, "total_pages": 1, "total": 7})],
      "4 of your 7 pieces are still listed: the YSL silk blouse, Gucci horsebit loafers, Moschino belt and Courrèges mini skirt. The other 3 have sold.",
      at=(11, 24)))
A(run("b22-vintage-sold-still-available", D, "flawed", "state_contradiction",
      "Is the Pendleton board shirt in size M still available?",
      [C("get_listing", {"listing_id": "VC-2044"},
         {"data": {"listing_id": "VC-2044", "title": "1960s Pendleton board shirt, M", "price": 68,
                   "available": False, "status": "sold", "sold_at": "2026-11-19T22:14:00Z"}})],
      "Yes, the 1960s Pendleton board shirt in M is available for $68. Want me to put it in your cart?",
      cause="contradiction", at=(12, 46)))
A(run("b22-vintage-wrong-size", D, "flawed", "wrong_entity",
      "How much is the Burberry trench in 38R?",
      [C("search_listings", {"query": "Burberry trench coat", "size": "40R"},
         {"items": [{"listing_id": "VC-2391", "title": "Burberry Kensington trench, 40R", "price": 245,
                     "condition": "very good"}], "total": 1})],
      "The Burberry trench in your size is $245 and in very good condition.",
      cause="wrong_entity", at=(14, 3)))
A(run("b22-vintage-final-sale-ignored", D, "flawed", "ignored_output",
      "Can I return the dress from order VR-70015? It doesn't fit.",
      [C("get_order", {"order_id": "VR-70015"},
         {"data": {"order_id": "VR-70015", "placed_at": "2026-11-13T18:20:00Z",
                   "items": [{"listing_id": "VC-2210", "title": "1950s cotton day dress", "price": 89}],
                   "return_eligible": False, "return_reason_code": "FINAL_SALE"}})],
      "Sorry it doesn't fit! You can return it within 30 days of delivery for a full refund, as long as it's unworn — just start a return from your orders page.",
      cause="ignored_tool_output", at=(15, 55)))

# ---------------------------------------------------------------- estate sales
D = "estate_sales"
A(run("b22-estate-hours-retry", D, "clean", "retried_error_right_answer",
      "What are the hours for the Maple Ridge estate sale this weekend?",
      [C("get_sale", {"sale_id": "ES-9012"}, None, "502 Bad Gateway"),
       R(2),
       C("get_sale", {"sale_id": "ES-9012"},
         {"data": {"sale_id": "ES-9012", "name": "Maple Ridge estate sale", "timezone": "UTC",
                   "days": [{"date": "2026-11-21", "open": "08:00", "close": "15:00"},
                            {"date": "2026-11-22", "open": "09:00", "close": "13:00"}]}})],
      "Maple Ridge hours:\n- Saturday, Nov 21: 8 AM – 3 PM\n- Sunday, Nov 22: 9 AM – 1 PM",
      at=(8, 5)))
A(run("b22-estate-distance-miles", D, "clean", "unit_conversion",
      "How far is the Cedar Lane estate sale from my place?",
      [C("get_directions", {"origin": "home", "destination": "ES-9021 Cedar Lane"},
         {"routes": [{"distance_km": 24.6, "duration_min": 31, "summary": "via Route 9"}]})],
      "It's about 15.3 miles (24.6 km) away, roughly a 31-minute drive via Route 9.",
      at=(9, 26)))
A(run("b22-estate-half-price-time", D, "clean", "clock_times",
      "When does half-price start at the Whitfield estate sale?",
      [C("get_sale", {"sale_id": "ES-9040"},
         {"data": {"sale_id": "ES-9040", "name": "Whitfield estate sale",
                   "discount_schedule": [{"starts_at": "2026-11-22T10:00:00-06:00", "discount_pct": 50}]}})],
      "Half-price starts Sunday, Nov 22 at 10:00 AM (Central).",
      at=(10, 49)))
A(run("b22-estate-invented-appraisal", D, "flawed", "invented_number",
      "What are the priciest items at the Birchwood estate sale?",
      [C("get_catalog", {"sale_id": "ES-9033", "sort": "price_desc", "per_page": 3},
         {"items": [{"item_id": "ES-9033-0001", "title": "Steinway Model M grand piano, 1927", "price": 18500},
                    {"item_id": "ES-9033-0014", "title": "Stickley oak Morris chair", "price": 3400},
                    {"item_id": "ES-9033-0102", "title": "Persian Heriz rug, 9x12", "price": 2200}],
          "pagination": {"page": 1, "per_page": 3, "total_items": 214}})],
      "Out of 214 items, the top three are:\n1. 1927 Steinway Model M grand — $18,500 (it was appraised at $22,000, so that's a good deal)\n2. Stickley oak Morris chair — $3,400\n3. Persian Heriz rug, 9x12 — $2,200",
      cause="unsupported_claim", at=(12, 2)))
A(run("b22-estate-stale-cached-price", D, "flawed", "stale_data",
      "What's the current price on the teak sideboard at the Oakmont sale?",
      [C("get_item", {"item_id": "ES-9027-0142"},
         {"data": {"item_id": "ES-9027-0142", "title": "Mid-century teak sideboard", "price": 950, "status": "available"},
          "meta": {"cache": "hit", "cached_at": "2026-10-02T11:00:00Z"}})],
      "The teak sideboard is currently $950 and still available.",
      cause="stale_data", at=(13, 27)))
A(run("b22-estate-search-retry-loop", D, "flawed", "retry_loop",
      "Any estate sales within 10 miles of 60614 this weekend?",
      failing("search_sales", {"zip": "60614", "radius_mi": 10, "from": "2026-11-21", "to": "2026-11-22"},
              "TimeoutError: search timed out after 10s", 7, dur=10.0),
      "I wasn't able to search right now — the listings search keeps timing out. Please try again in a few minutes.",
      cause="retry_loop", at=(15, 11)))

# ---------------------------------------------------------------- jewelry repair
D = "jewelry_repair"
A(run("b22-jewelry-quote-total", D, "clean", "sum_of_items",
      "What's the total on my repair quote RQ-3381?",
      [C("get_quote", {"quote_id": "RQ-3381"},
         {"data": {"quote_id": "RQ-3381", "currency": "USD",
                   "lines": [{"service": "ring sizing (up 1)", "amount": 45.00},
                             {"service": "retip 4 prongs", "amount": 120.00},
                             {"service": "rhodium plating", "amount": 65.00}],
                   "valid_until": "2026-12-04"}})],
      "Your quote comes to $230.00: sizing $45, retipping four prongs $120 and rhodium plating $65. It's valid until Dec 4.",
      at=(8, 37)))
A(run("b22-jewelry-approve-receipt", D, "clean", "action_receipt",
      "Please approve quote RQ-3381 and start the work.",
      [C("approve_quote", {"quote_id": "RQ-3381"},
         {"data": {"work_order_id": "WO-60217", "quote_id": "RQ-3381", "status": "in_progress",
                   "promised_date": "2026-11-27"}})],
      "Approved. Work order WO-60217 is in progress, promised for Friday, Nov 27.",
      at=(9, 9)))
A(run("b22-jewelry-chain-from-prompt", D, "clean", "value_from_prompt",
      "My 14k gold chain is 18 inches. What would it cost to shorten it by 2 inches?",
      [C("get_service_price", {"service": "chain_shortening", "material": "14k gold"},
         {"data": {"service": "chain_shortening", "material": "14k gold", "price": 35.00, "per": "job",
                   "turnaround_days": 3}})],
      "Shortening your chain from 18 to 16 inches is a flat $35.00, with about a 3-day turnaround.",
      at=(10, 36)))
A(run("b22-jewelry-empty-ready", D, "flawed", "unacknowledged_error",
      "Is my engagement ring ready for pickup? Ticket JR-11902.",
      [C("get_repair_status", {"ticket_id": "JR-11902"},
         {"items": [], "total": 0, "meta": {"query": "ticket_id=JR-11902"}})],
      "Good news — your engagement ring (JR-11902) is finished and ready for pickup at the counter.",
      cause="unacknowledged_error", at=(11, 52)))
A(run("b22-jewelry-balance-transposed", D, "flawed", "contradiction",
      "When will my bracelet be done, and how much do I still owe? Ticket JR-11876.",
      [C("get_repair_status", {"ticket_id": "JR-11876"},
         {"data": {"ticket_id": "JR-11876", "item": "gold link bracelet", "status": "in_repair",
                   "promised_date": "2026-11-25", "deposit_paid": 40.00, "balance_due": 85.50}})],
      "Your bracelet should be ready Wednesday, Nov 25. Your $40 deposit is already applied, so you'll owe $58.50 at pickup.",
      cause="contradiction", at=(13, 44)))
A(run("b22-jewelry-ticket-neighbour", D, "flawed", "wrong_id_reported",
      "Please open a repair ticket for restringing my pearl necklace. Customer JC-0772.",
      [C("create_ticket", {"customer_id": "JC-0772", "service": "pearl_restringing", "item": "pearl necklace"},
         {"data": {"ticket_id": "JR-11931", "status": "received", "estimated_ready": "2026-11-24"}})],
      "Your ticket is JR-11913 — we've logged the pearl necklace for restringing and expect it ready by Nov 24.",
      cause="wrong_entity", at=(15, 6)))

# ---------------------------------------------------------------- watch servicing
D = "watch_servicing"
A(run("b22-watch-workshop-duration", D, "clean", "time_difference",
      "How long was my watch in the workshop for job WS-4410?",
      [C("get_service_history", {"job_id": "WS-4410"},
         {"data": {"job_id": "WS-4410", "watch": "Tudor Black Bay 58",
                   "events": [{"type": "received", "at": "2026-11-02T09:15:00Z"},
                              {"type": "completed", "at": "2026-11-18T16:45:00Z"}]}})],
      "Your Black Bay 58 was in the workshop for 16 days and 7½ hours — received Nov 2 at 9:15 AM and completed Nov 18 at 4:45 PM (UTC).",
      at=(9, 33)))
A(run("b22-watch-chf-gbp", D, "clean", "currency_conversion",
      "The service quote for job WS-4427 is in Swiss francs — what's that in pounds?",
      [C("get_service_quote", {"job_id": "WS-4427"},
         {"data": {"job_id": "WS-4427", "service": "full service, Cal. 3135", "amount": 780, "currency": "CHF"}}),
       C("get_fx_rate", {"base": "CHF", "quote": "GBP"},
         {"base": "CHF", "quote": "GBP", "rate": 0.8912, "as_of": "2026-11-20T07:00:00Z"})],
      "CHF 780 comes to about £695.14 at today's rate (0.8912).",
      at=(10, 42)))
A(run("b22-watch-bulletins-empty", D, "clean", "empty_result_reported",
      "Are there any service bulletins or recalls for the Seiko 6R35 movement?",
      [C("search_bulletins", {"movement": "6R35"},
         {"results": [], "count": 0, "meta": {"searched_at": "2026-11-20T12:05:03Z"}})],
      "None — the bulletin search returned no results for the 6R35.",
      at=(12, 5)))
A(run("b22-watch-stale-turnaround", D, "flawed", "stale_data",
      "What's the current wait for a full service on an Omega Speedmaster?",
      [C("get_turnaround", {"brand": "Omega", "service": "full"},
         {"data": {"brand": "Omega", "service": "full", "median_days": 42},
          "meta": {"computed_at": "2026-07-14T00:00:00Z"}})],
      "Currently the wait for a full Speedmaster service is about 42 days, so roughly six weeks.",
      cause="stale_data", at=(13, 19)))
A(run("b22-watch-invented-reserve", D, "flawed", "invented_number",
      "What did the timegrapher show after my Rolex was serviced? Job WS-4398.",
      [C("get_service_report", {"job_id": "WS-4398"},
         {"data": {"job_id": "WS-4398", "movement": "Cal. 3135", "rate_s_per_day": 2,
                   "amplitude_deg": 285, "beat_error_ms": 0.1, "water_test": "passed, 10 bar"}})],
      "After service it runs at +2 s/day with 285° amplitude and 0.1 ms beat error, the power reserve tested at 48 hours, and it passed the 10 bar water test.",
      cause="unsupported_claim", at=(14, 51)))
A(run("b22-watch-menu-llm-loop", D, "flawed", "llm_loop",
      "What's included in your standard service?",
      [C("get_service_menu", {"tier": "standard"},
         {"data": {"tier": "standard", "price_from": 450, "currency": "USD",
                   "includes": ["movement disassembly and cleaning", "lubrication", "regulation",
                                "gaskets replaced", "water resistance test"]}}),
       L(), L(), L(), L(), L(), L(), L(), L()],
      "Our standard service (from $450) includes movement disassembly and cleaning, lubrication, regulation, new gaskets and a water test. Our standard service (from $450) includes movement disassembly and cleaning, lubrication, regulation, new gaskets and a water test. Our standard service (from $450) includes",
      cause="llm_loop", at=(16, 14)))

# ---------------------------------------------------------------- rare book dealers
D = "rare_book_dealers"
A(run("b22-books-insured-millions", D, "clean", "magnitude_rescaling",
      "What's the total insured value of our rare book stock, and how many titles is that?",
      [C("get_inventory_summary", {"location": "main", "include": ["insured_value"]},
         {"data": {"titles": 1284, "total_insured_value": 4850000, "currency": "USD",
                   "largest_item": {"sku": "RB-1623-SHK", "insured_value": 57000}}})],
      "You have 1,284 titles insured for a total of $4.85 million. The single largest item (RB-1623-SHK) is insured for 57 thousand dollars.",
      at=(8, 22)))
A(run("b22-books-vault-fahrenheit", D, "clean", "unit_conversion",
      "What temperature is the rare book vault kept at, in Fahrenheit?",
      [C("get_storage_conditions", {"vault_id": "V2"},
         {"data": {"vault_id": "V2", "temp_c": 18, "relative_humidity_pct": 45,
                   "reading_at": "2026-11-20T09:00:00Z"}})],
      "Vault V2 is at 64.4°F (18°C) with 45% relative humidity, as of this morning's 9:00 AM reading.",
      at=(9, 40)))
A(run("b22-books-storage-product", D, "clean", "nights_times_rate",
      "If I keep 6 boxes of books in your climate storage for 3 months, what will it cost?",
      [C("get_storage_rate", {"tier": "climate_controlled"},
         {"data": {"tier": "climate_controlled", "rate_per_box_month": 12.50, "currency": "USD", "min_months": 1}})],
      "6 boxes × 3 months × $12.50 per box-month comes to $225.00.",
      at=(11, 15)))
A(run("b22-books-hold-locked", D, "flawed", "unacknowledged_error",
      "Please reserve the first-edition Gatsby for me.",
      [C("reserve_item", {"item_id": "RB-1925-GAT", "customer_id": "BK-3050", "hold_hours": 72}, None,
         "423 Locked: item RB-1925-GAT is on hold for another customer until 2026-11-23")],
      "Done — the first-edition Gatsby is reserved for you for the next 72 hours.",
      cause="unacknowledged_error", at=(12, 28)))
A(run("b22-books-alice-issue-ignored", D, "flawed", "ignored_output",
      "Is your 'Alice's Adventures in Wonderland' (RB-1865-ALC) a first issue?",
      [C("get_item", {"item_id": "RB-1865-ALC"},
         {"data": {"item_id": "RB-1865-ALC", "title": "Alice's Adventures in Wonderland",
                   "edition": "first edition, second issue (New York: Appleton, 1866)",
                   "notes": "sheets of the withdrawn 1865 printing with a cancel title page",
                   "price": 38000, "currency": "USD"}})],
      "Great question! The first issue is the 1865 London printing by Macmillan, which was withdrawn by Carroll. If the title page of RB-1865-ALC reads 'London: Macmillan and Co. 1865', you're looking at a first issue.",
      cause="ignored_tool_output", at=(14, 17)))
A(run("b22-books-offer-missing-output", D, "flawed", "missing_output",
      "What would you offer for my 1937 first-edition Hobbit?",
      [M("get_buy_offer", {"title": "The Hobbit", "year": 1937, "edition": "first", "condition": "VG"})],
      "Based on its condition we can offer $28,000 for your 1937 first-edition Hobbit.",
      cause="missing_tool_output", at=(15, 43)))
