"""Hand-written run specs for the blind17 held-out set (written without reading the scorer or other sets)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from corpus_builder import Err  # noqa: E402  (the corpus's own "tool failed" marker)


RUNS: list[dict] = []


def R(id, domain, started, prompt, steps, response, category, cause=None):
    RUNS.append(dict(id=id, domain=domain, started=started, prompt=prompt, steps=steps, response=response,
                     category=category, cause=cause))


L = lambda i, o: ("llm", i, o)  # noqa: E731
T = lambda name, args, out: ("tool", name, args, out)  # noqa: E731

# ---------------------------------------------------------------- museum archives requests
D = "museum archives requests"
R("arch-box-conditions", D, "2026-11-20T08:12:00Z",
  "Before I request box MS-2291/14 — how heavy is it in pounds, and what temperature is the vault kept at in Fahrenheit? I'm bringing a humidity-sensitive camera.",
  [L(388, 46), T("get_archive_item", {"item_id": "MS-2291/14", "fields": ["physical", "storage"]},
                 {"data": {"item_id": "MS-2291/14", "title": "Harbour Commission correspondence, 1911-1914",
                           "physical": {"container": "archival box", "weight_kg": 7.5, "linear_m": 0.12},
                           "storage": {"vault": "V2", "temp_c": 18, "rh_percent": 45}},
                  "meta": {"request_id": "req_7c1a90", "served_at": "2026-11-20T08:12:02Z"}}),
   L(903, 71)],
  "Box MS-2291/14 weighs about 16.5 lb (7.5 kg). It's stored in vault V2 at 18 °C, which is 64.4 °F, with relative humidity held at 45%.",
  "unit_conversion")
R("arch-book-reading-room", D, "2026-11-20T09:40:00Z",
  "Please book me a morning reading-room slot on Tuesday Nov 24 and have item MS-2291/14 pulled for it.",
  [L(412, 52), T("get_reading_room_slots", {"date": "2026-11-24", "room": "main"},
                 {"data": {"slots": [{"slot_id": "RR-1124-A", "start": "2026-11-24T09:30:00Z", "end": "2026-11-24T12:30:00Z", "seats_free": 3},
                                     {"slot_id": "RR-1124-B", "start": "2026-11-24T13:30:00Z", "end": "2026-11-24T16:30:00Z", "seats_free": 0}]},
                  "meta": {"timezone": "UTC"}}),
   L(780, 58), T("submit_retrieval_request", {"item_id": "MS-2291/14", "slot_id": "RR-1124-A"},
                 {"request_id": "RET-58213", "status": "confirmed", "slot_id": "RR-1124-A", "item_id": "MS-2291/14"}),
   L(1010, 64)],
  "Booked. You have the morning slot on Nov 24, 9:30 AM – 12:30 PM (UTC), and MS-2291/14 will be waiting for you. Retrieval request: RET-58213.",
  "chained_tools")
R("arch-scan-quote", D, "2026-11-20T10:05:00Z",
  "How much will it cost to get the 12 pages of folder 3 scanned at 600 dpi with permission to publish?",
  [L(366, 49), T("get_reproduction_quote", {"item_id": "MS-2291/14", "folder": 3, "pages": 12, "resolution_dpi": 600, "use": "publication"},
                 {"quote_id": "Q-20931", "currency": "USD",
                  "line_items": [{"desc": "600 dpi TIFF scan", "qty": 12, "unit_price": 4.50},
                                 {"desc": "publication permission", "qty": 1, "unit_price": 35.00},
                                 {"desc": "digital delivery", "qty": 1, "unit_price": 8.25}],
                  "valid_until": "2026-12-20"}),
   L(822, 88)],
  "Quote Q-20931:\n- Scans: 12 × $4.50 = $54.00\n- Publication permission: $35.00\n- Digital delivery: $8.25\n\n**Total: $97.25** (valid until Dec 20).",
  "sum_of_items")
R("arch-request-eta", D, "2026-11-20T11:18:00Z",
  "Did my retrieval request for the 1923 harbour plans go through? When will it be ready?",
  [L(395, 44), T("get_retrieval_request", {"request_id": "RET-57990"},
                 {"data": {"request_id": "RET-57990", "item_id": "PL-1923/07", "status": "received", "submitted_at": "2026-11-19T16:02:11Z", "queue_position": 4}}),
   L(760, 69)],
  "Yes — request RET-57990 for the 1923 harbour plans (PL-1923/07) was received yesterday at 4:02 PM and is 4th in the queue. Pulls from the plan store take about 3 working days, so it should be ready on Nov 25.",
  "invented_number", "unsupported_claim")
R("arch-digitized-state", D, "2026-11-20T12:30:00Z",
  "Can I see the Ellery family letters online, or do I need to come in?",
  [L(402, 47), T("search_archive_catalog", {"query": "Ellery family letters", "limit": 5},
                 {"results": [{"item_id": "MS-0448", "title": "Ellery family letters, 1862-1890", "extent": "3 boxes",
                               "digitized": False, "access": "reading_room_only", "finding_aid": "https://archives.example.org/fa/MS-0448"}],
                  "total": 1}),
   L(845, 73)],
  "The Ellery family letters (MS-0448, 1862–1890, 3 boxes) have been digitized, so you can browse them online from the finding aid: https://archives.example.org/fa/MS-0448 — no visit needed.",
  "state_contradiction", "contradiction")
R("arch-wrong-fonds", D, "2026-11-20T13:47:00Z",
  "What date range do the minutes in fonds F-0871 cover, and how many boxes are there?",
  [L(377, 43), T("get_fonds", {"fonds_id": "F-0817"},
                 {"data": {"fonds_id": "F-0817", "title": "Tramways Board minutes", "date_range": "1898-1931", "boxes": 14}}),
   L(701, 41)],
  "Fonds F-0871's minutes run from 1898 to 1931 and fill 14 boxes.",
  "wrong_entity", "wrong_entity")

# ---------------------------------------------------------------- book publishing royalties
D = "book publishing royalties"
R("roy-gbp-to-usd", D, "2026-11-20T07:55:00Z",
  "My UK royalty statement is in pounds. What's it in dollars at today's rate?",
  [L(351, 40), T("get_royalty_statement", {"author_id": "AU-3302", "territory": "UK", "period": "2026-H1"},
                 {"data": {"statement_id": "ST-UK-2026H1-3302", "currency": "GBP", "net_payable": 1840.50, "period_end": "2026-06-30"}}),
   L(640, 38), T("get_exchange_rate", {"from": "GBP", "to": "USD", "date": "2026-11-20"},
                 {"pair": "GBP/USD", "rate": 1.2650, "as_of": "2026-11-20T07:00:00Z"}),
   L(899, 57)],
  "Your UK statement for H1 2026 shows £1,840.50 payable. At today's rate of 1.2650 that's about $2,328.23.",
  "currency_conversion")
R("roy-format-share", D, "2026-11-20T08:30:00Z",
  "How many copies of The Salt Road sold in Q3 across all formats, and what share was e-book?",
  [L(380, 45), T("get_sales_by_format", {"isbn": "978-1-5290-4417-2", "period": "2026-Q3"},
                 {"data": {"rows": [{"format": "hardcover", "units": 1240}, {"format": "paperback", "units": 3815},
                                    {"format": "ebook", "units": 2102}, {"format": "audio", "units": 643}]},
                  "meta": {"page": 1, "pages": 1}}),
   L(770, 62)],
  "The Salt Road sold **7,800 copies** in Q3 (hardcover 1,240, paperback 3,815, e-book 2,102, audio 643). E-book was about 27% of units.",
  "difference_and_percentage")
R("roy-advance-earnout", D, "2026-11-20T09:10:00Z",
  "How far am I from earning out my advance on Lantern Year?",
  [L(366, 41), T("get_advance_status", {"contract_id": "CT-2024-0917"},
                 {"contract_id": "CT-2024-0917", "title": "Lantern Year", "advance_usd": 25000.00, "royalties_earned_usd": 18640.75, "earned_out": False}),
   L(690, 50)],
  "You haven't earned out yet: royalties so far are $18,640.75 against a $25,000 advance, so $6,359.25 remains.",
  "difference_and_percentage")
R("roy-stale-balance", D, "2026-11-20T10:20:00Z",
  "What's my royalty account balance right now?",
  [L(341, 39), T("get_account_balance", {"author_id": "AU-3302"},
                 {"data": {"balance_usd": 4212.60, "pending_usd": 380.00}, "meta": {"as_of": "2026-09-02T00:00:00Z", "source": "ledger_snapshot"}}),
   L(633, 35)],
  "As of today your royalty balance is $4,212.60, with another $380.00 pending.",
  "stale_data", "stale_data")
R("roy-ignored-breakdown", D, "2026-11-20T11:45:00Z",
  "Can you break down my Q3 statement by format?",
  [L(356, 42), T("get_royalty_statement", {"author_id": "AU-3302", "period": "2026-Q3"},
                 {"data": {"statement_id": "ST-2026Q3-3302", "currency": "USD",
                           "lines": [{"format": "hardcover", "units": 410, "royalty": 1148.00},
                                     {"format": "paperback", "units": 1322, "royalty": 991.50},
                                     {"format": "ebook", "units": 705, "royalty": 1233.75}],
                           "net_payable": 3373.25}}),
   L(910, 66)],
  "I'm afraid the statement doesn't include a per-format breakdown — it only gives the net payable. Your publisher's royalty department should be able to send a detailed version on request.",
  "ignored_output", "ignored_tool_output")
R("roy-bank-update-failed", D, "2026-11-20T13:05:00Z",
  "Update my royalty payment bank details to IBAN DE44 5001 0517 5407 3249 31.",
  [L(372, 48), T("update_payment_details", {"author_id": "AU-3302", "iban": "DE44500105175407324931"},
                 Err("422 VALIDATION_FAILED: IBAN checksum invalid")),
   L(611, 37)],
  "Done! Your payment details now point to IBAN DE44 5001 0517 5407 3249 31, and your next royalty payment will go to that account.",
  "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- literary agent submissions
D = "literary agent submissions"
R("lit-wordcount-limit", D, "2026-11-20T08:02:00Z",
  "My novel is 92,000 words. Is that within Priya Raman's limit for debut literary fiction?",
  [L(390, 44), T("get_agent_profile", {"agent": "Priya Raman", "agency": "Fenwick & Lowe"},
                 {"data": {"name": "Priya Raman", "agency": "Fenwick & Lowe", "genres": ["literary fiction", "upmarket"],
                           "guidelines": {"max_words": 100000, "sample_pages": 10, "synopsis": True}, "open_to_queries": True}}),
   L(755, 55)],
  "Yes — her limit is 100,000 words, so at 92,000 you're 8,000 under. She wants a synopsis and the first 10 pages with the query.",
  "difference_and_percentage")
R("lit-status-empty", D, "2026-11-20T09:33:00Z",
  "Have I got any submissions in progress under jo.marsh@example.com?",
  [L(345, 40), T("list_submissions", {"email": "jo.marsh@example.com", "status": "open"},
                 {"items": [], "total": 0, "page": 1}),
   L(520, 30)],
  "There are no open submissions under jo.marsh@example.com.",
  "empty_result_reported")
R("lit-top3-response", D, "2026-11-20T10:48:00Z",
  "Which three agents open to literary fiction reply the most often?",
  [L(362, 47), T("search_agents", {"genre": "literary fiction", "open_to_queries": True, "sort": "response_rate_desc", "limit": 5},
                 {"results": [{"name": "Helena Voss", "agency": "Marlow House", "response_rate": 0.91},
                              {"name": "Priya Raman", "agency": "Fenwick & Lowe", "response_rate": 0.84},
                              {"name": "Tom Adeyemi", "agency": "Northlight", "response_rate": 0.77},
                              {"name": "Carla Brandt", "agency": "Ink & Oak", "response_rate": 0.62},
                              {"name": "Sam Ito", "agency": "Westerly", "response_rate": 0.55}],
                  "total": 5}),
   L(880, 70)],
  "Top three by response rate:\n1. Helena Voss (Marlow House) — 91%\n2. Priya Raman (Fenwick & Lowe) — 84%\n3. Tom Adeyemi (Northlight) — 77%",
  "summary_of_list")
R("lit-invented-request-rate", D, "2026-11-20T11:59:00Z",
  "How long does Helena Voss usually take to respond to queries?",
  [L(350, 41), T("get_agent_profile", {"agent": "Helena Voss", "agency": "Marlow House"},
                 {"data": {"name": "Helena Voss", "agency": "Marlow House", "avg_response_days": 42, "response_rate": 0.91, "open_to_queries": True}}),
   L(708, 62)],
  "Helena Voss takes about 6 weeks on average (42 days) and answers 91% of queries. She requests the full manuscript on roughly 12% of them, so a personalised query matters.",
  "invented_number", "unsupported_claim")
R("lit-closed-state", D, "2026-11-20T13:14:00Z",
  "Can I query Tom Adeyemi this week?",
  [L(344, 40), T("get_agent_profile", {"agent": "Tom Adeyemi", "agency": "Northlight"},
                 {"data": {"name": "Tom Adeyemi", "agency": "Northlight", "open_to_queries": False, "reopens": "2027-01-15", "response_rate": 0.77}}),
   L(690, 49)],
  "Yes, Tom Adeyemi is open to queries, so you can send yours this week. Heads-up: his list closes again on Jan 15, 2027.",
  "state_contradiction", "contradiction")
R("lit-wrong-agent", D, "2026-11-20T14:26:00Z",
  "What does Miriam Okafor at Larkspur Literary want in a submission package?",
  [L(371, 45), T("get_agent_profile", {"agent": "Miriam O'Connor", "agency": "Larkspur Literary"},
                 {"data": {"name": "Miriam O'Connor", "agency": "Larkspur Literary",
                           "guidelines": {"sample_pages": 25, "synopsis": False, "bio": True}}}),
   L(700, 52)],
  "Miriam Okafor asks for a query letter, a short bio and the first 25 pages. No synopsis needed.",
  "wrong_entity", "wrong_entity")

# ---------------------------------------------------------------- newspaper subscriptions
D = "newspaper subscriptions"
R("news-pause-receipt", D, "2026-11-20T07:20:00Z",
  "Pause my print delivery from Nov 23 to Dec 6, I'm travelling.",
  [L(358, 45), T("pause_delivery", {"subscription_id": "SUB-448120", "start": "2026-11-23", "end": "2026-12-06"},
                 {"confirmation": "PSE-20931", "days_paused": 14, "credit_cents": 1820, "resumes_on": "2026-12-07"}),
   L(640, 52)],
  "Done — print delivery is paused Nov 23 through Dec 6 (14 days) and resumes Dec 7. You'll get a $18.20 credit. Confirmation PSE-20931.",
  "minor_units")
R("news-annual-saving", D, "2026-11-20T08:44:00Z",
  "How much would I save per year switching from monthly to annual digital?",
  [L(340, 40), T("get_plans", {"product": "digital"},
                 {"plans": [{"plan": "digital_monthly", "price_usd": 17.99, "interval": "month"},
                            {"plan": "digital_annual", "price_usd": 179.00, "interval": "year"}]}),
   L(722, 60)],
  "Monthly is $17.99 × 12 = $215.88 a year, versus $179.00 for annual — you'd save $36.88, about 17%.",
  "difference_and_percentage")
R("news-timeout-retry", D, "2026-11-20T09:58:00Z",
  "When's my next charge and how much?",
  [L(330, 38), T("get_subscription", {"subscription_id": "SUB-448120"}, Err("TIMEOUT: upstream billing service did not respond in 10s")),
   ("retry", "timeout on get_subscription"),
   T("get_subscription", {"subscription_id": "SUB-448120"},
     {"data": {"subscription_id": "SUB-448120", "plan": "digital_monthly", "next_billing_at": "2026-12-03T05:00:00Z", "amount_usd": 17.99, "status": "active"}}),
   L(690, 36)],
  "Your next charge is $17.99 on Dec 3.",
  "retried_timeout_right_answer")
R("news-stale-price", D, "2026-11-20T11:02:00Z",
  "What does the digital-only plan cost now?",
  [L(333, 37), T("get_plans", {"product": "digital_only"},
                 {"plans": [{"plan": "digital_only_monthly", "price_usd": 12.99}], "meta": {"cached_at": "2026-09-14T03:00:00Z", "cache_status": "stale"}}),
   L(590, 30)],
  "Right now the digital-only plan is $12.99 a month.",
  "stale_data", "stale_data")
R("news-double-charge", D, "2026-11-20T12:16:00Z",
  "Why was I charged twice this month?",
  [L(349, 43), T("list_invoices", {"subscription_id": "SUB-448120", "from": "2026-11-01", "to": "2026-11-20"},
                 {"invoices": [{"invoice_id": "INV-77120", "date": "2026-11-03", "amount_usd": 17.99, "description": "Digital monthly"},
                               {"invoice_id": "INV-77654", "date": "2026-11-11", "amount_usd": 49.00, "description": "Gift subscription (3 months) for a.lind@example.com"}],
                  "total": 2}),
   L(830, 70)],
  "I can only see your regular monthly charge on the account, so the second one looks like a card error on your bank's side. I'd recommend contacting your bank to dispute it.",
  "ignored_output", "ignored_tool_output")
R("news-pause-conflict", D, "2026-11-20T14:40:00Z",
  "Hold my paper from Dec 20 to Jan 3 please.",
  [L(352, 44), T("pause_delivery", {"subscription_id": "SUB-448120", "start": "2026-12-20", "end": "2027-01-03"},
                 Err("409 CONFLICT: pause window overlaps existing hold HLD-7712 (2026-12-18 to 2026-12-27)")),
   L(604, 35)],
  "All set — delivery is on hold from Dec 20 to Jan 3 and will restart automatically on Jan 4.",
  "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- photo licensing
D = "photo licensing"
R("photo-usd-eur", D, "2026-11-20T08:08:00Z",
  "What's the editorial print license for image GI-884213 in euros?",
  [L(361, 43), T("get_license_price", {"image_id": "GI-884213", "license": "editorial_print"},
                 {"image_id": "GI-884213", "license": "editorial_print", "price": {"amount": 450, "currency": "USD"}}),
   L(610, 38), T("get_exchange_rate", {"from": "USD", "to": "EUR"}, {"pair": "USD/EUR", "rate": 0.9215, "as_of": "2026-11-20T06:00:00Z"}),
   L(801, 40)],
  "The editorial print license is $450, which is about €415 at today's rate (0.9215).",
  "currency_conversion")
R("photo-purchase-receipt", D, "2026-11-20T09:21:00Z",
  "Buy the editorial web license for GI-884213.",
  [L(344, 41), T("purchase_license", {"image_id": "GI-884213", "license": "editorial_web"},
                 {"license_id": "LIC-2026-118730", "image_id": "GI-884213", "amount_cents": 27500, "currency": "USD", "status": "active"}),
   L(590, 45)],
  "Purchased. License lic-2026-118730 (editorial web) for GI-884213 is active; $275.00 was charged.",
  "action_receipt")
R("photo-megapixels", D, "2026-11-20T10:37:00Z",
  "How big is the original file for GI-884213? I need at least 20 megapixels.",
  [L(358, 40), T("get_image", {"image_id": "GI-884213", "fields": ["original"]},
                 {"data": {"image_id": "GI-884213", "original": {"width_px": 6000, "height_px": 4000, "format": "JPEG", "size_mb": 38.4}}}),
   L(640, 44)],
  "The original is 6000 × 4000 px — 24 megapixels, a 38.4 MB JPEG — so it clears your 20 MP minimum.",
  "product_of_values")
R("photo-invented-renewal", D, "2026-11-20T11:52:00Z",
  "What are the terms of the commercial print license for GI-771005?",
  [L(352, 42), T("get_license_terms", {"image_id": "GI-771005", "license": "commercial_print"},
                 {"terms": {"price_usd": 600, "term_years": 5, "territory": "worldwide", "print_run_max": 50000, "exclusive": False}}),
   L(700, 60)],
  "Commercial print for GI-771005: $600 for a 5-year, worldwide, non-exclusive term, print runs up to 50,000. Renewals after the term are discounted 20%.",
  "invented_number", "unsupported_claim")
R("photo-release-state", D, "2026-11-20T13:03:00Z",
  "Can I use GI-771005 in a billboard ad? It shows a woman outside a café.",
  [L(366, 44), T("get_image", {"image_id": "GI-771005", "fields": ["releases"]},
                 {"data": {"image_id": "GI-771005", "releases": {"model_release": False, "property_release": True}, "usage": ["editorial", "commercial_non_people"]}}),
   L(680, 58)],
  "GI-771005 has both a model release and a property release on file, so a billboard ad is fine under a commercial license.",
  "state_contradiction", "contradiction")
R("photo-wrong-license-id", D, "2026-11-20T14:15:00Z",
  "License GI-884213 for social media and give me the license number for my records.",
  [L(349, 43), T("purchase_license", {"image_id": "GI-884213", "license": "social"},
                 {"license_id": "LIC-2026-119472", "image_id": "GI-884213", "amount_cents": 9900, "currency": "USD", "status": "active"}),
   L(600, 40)],
  "Done — your social media license for GI-884213 is active, $99.00 charged. License number: LIC-2026-119427.",
  "wrong_id_reported", "wrong_entity")

# ---------------------------------------------------------------- stock footage
D = "stock footage"
R("footage-render-duration", D, "2026-11-20T15:00:00Z",
  "How long did my 4K proxy render job take?",
  [L(340, 38), T("get_render_job", {"job_id": "RJ-60233"},
                 {"job_id": "RJ-60233", "status": "completed", "started_at": "2026-11-20T14:05:12Z", "finished_at": "2026-11-20T14:41:47Z", "output": "4K ProRes proxy"}),
   L(612, 36)],
  "Render job RJ-60233 finished at 2:41 PM after 36 min 35 s (started 2:05 PM).",
  "time_difference")
R("footage-cart-total", D, "2026-11-20T10:12:00Z",
  "What's the total in my cart?",
  [L(330, 36), T("get_cart", {"cart_id": "CART-8812"},
                 {"data": {"items": [{"clip_id": "SF-55102", "title": "Lighthouse at dusk (aerial)", "price_usd": 79},
                                     {"clip_id": "SF-55318", "title": "Fishing boats leaving harbour", "price_usd": 149},
                                     {"clip_id": "SF-40021", "title": "Waves on rocks, slow motion", "price_usd": 49},
                                     {"clip_id": "SF-61777", "title": "Coastal road timelapse", "price_usd": 199}]},
                  "meta": {"currency": "USD", "items": 4}}),
   L(720, 66)],
  "Your cart has 4 clips:\n\n| Clip | Price |\n|---|---|\n| Lighthouse at dusk (aerial) | $79 |\n| Fishing boats leaving harbour | $149 |\n| Waves on rocks, slow motion | $49 |\n| Coastal road timelapse | $199 |\n\n**Total: $476**",
  "sum_of_items")
R("footage-drone-miles", D, "2026-11-20T11:26:00Z",
  "For clip SF-55102, how far did the drone fly in miles and how high was it in feet?",
  [L(344, 40), T("get_clip", {"clip_id": "SF-55102", "fields": ["capture"]},
                 {"data": {"clip_id": "SF-55102", "capture": {"altitude_m": 120, "distance_km": 8.4, "camera": "DJI Mavic 3 Pro"}}}),
   L(600, 42)],
  "SF-55102 was flown over about 5.2 miles (8.4 km) at roughly 394 ft (120 m) altitude.",
  "unit_conversion")
R("footage-stale-availability", D, "2026-11-20T12:40:00Z",
  "Is clip SF-55318 still available in 4K today? I want to buy it this afternoon.",
  [L(352, 42), T("get_clip", {"clip_id": "SF-55318"},
                 {"data": {"clip_id": "SF-55318", "availability": "available", "resolutions": ["HD", "4K"]}, "meta": {"last_verified": "2026-09-18T00:00:00Z"}}),
   L(610, 34)],
  "Yes — SF-55318 is currently available in 4K, so you're good to buy it this afternoon.",
  "stale_data", "stale_data")
R("footage-ignored-results", D, "2026-11-20T13:55:00Z",
  "Find me a drone shot of a lighthouse at dusk.",
  [L(338, 39), T("search_clips", {"query": "drone lighthouse dusk", "min_resolution": "HD", "page": 1},
                 {"results": [{"clip_id": "SF-55102", "title": "Lighthouse at dusk (aerial)", "duration_s": 22},
                              {"clip_id": "SF-58840", "title": "Aerial orbit of lighthouse, golden hour", "duration_s": 31},
                              {"clip_id": "SF-49915", "title": "Lighthouse beam at twilight, drone", "duration_s": 18}],
                  "total": 3, "page": 1, "pages": 1}),
   L(690, 45)],
  "I couldn't find any drone footage of a lighthouse at dusk. You might try broader terms like \"coastal aerial\" or \"sunset sea\".",
  "ignored_output", "ignored_tool_output")
R("footage-checkout-declined", D, "2026-11-20T16:10:00Z",
  "Check out my cart with the saved card.",
  [L(340, 37), T("checkout", {"cart_id": "CART-8812", "payment_method": "saved_card"},
                 Err("402 PAYMENT_REQUIRED: card_declined (issuer: insufficient_funds)")),
   L(570, 33)],
  "Checkout complete! Your clips are now in your Library, ready to download in full resolution.",
  "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- font licensing
D = "font licensing"
R("font-pageview-tier", D, "2026-11-20T08:26:00Z",
  "We get about 180K pageviews a month. Which Halden Sans web license tier do we need?",
  [L(362, 45), T("get_license_tiers", {"family": "Halden Sans", "type": "web"},
                 {"tiers": [{"tier": "W1", "max_pageviews_month": 50000, "price_usd": 120},
                            {"tier": "W2", "max_pageviews_month": 250000, "price_usd": 340},
                            {"tier": "W3", "max_pageviews_month": 1000000, "price_usd": 890}]}),
   L(705, 48)],
  "Tier W2 — it covers up to 250K pageviews a month, which fits your 180,000, for $340.",
  "magnitude_rescaling")
R("font-avg-pageviews", D, "2026-11-20T09:47:00Z",
  "What's our average monthly webfont pageviews over the last four months?",
  [L(350, 41), T("get_usage_report", {"license_id": "FL-00-7731-B", "months": 4},
                 {"data": {"rows": [{"month": "2026-07", "pageviews": 162000}, {"month": "2026-08", "pageviews": 171500},
                                    {"month": "2026-09", "pageviews": 158200}, {"month": "2026-10", "pageviews": 188300}]}}),
   L(690, 40)],
  "Averaged over Jul–Oct you're at 170,000 pageviews a month (162,000, 171,500, 158,200 and 188,300).",
  "average_of_list")
R("font-seats-free", D, "2026-11-20T11:08:00Z",
  "How many desktop seats are still free on license fl-00-7731-b?",
  [L(344, 40), T("get_license_seats", {"license_id": "fl-00-7731-b"},
                 {"license_id": "FL-00-7731-B", "type": "desktop", "seats_total": 8, "seats_assigned": 5,
                  "assignees": ["amy", "raj", "leo", "mina", "sven"]}),
   L(640, 37)],
  "License FL-00-7731-B has 8 desktop seats with 5 assigned, so 3 are free.",
  "identifier_case")
R("font-invented-addon", D, "2026-11-20T12:18:00Z",
  "Quote me 5 desktop seats of Halden Serif.",
  [L(338, 39), T("quote_license", {"family": "Halden Serif", "type": "desktop", "seats": 5},
                 {"quote_id": "FQ-30918", "family": "Halden Serif", "seats": 5, "price_usd": 245, "valid_days": 30}),
   L(620, 44)],
  "Quote FQ-30918: 5 desktop seats of Halden Serif for $245, valid 30 days. Extra seats can be added later at $39 each.",
  "invented_number", "unsupported_claim")
R("font-price-digit", D, "2026-11-20T13:32:00Z",
  "How much is the app-embedding license for Halden Sans for one iOS app? And does it renew?",
  [L(360, 43), T("quote_license", {"family": "Halden Sans", "type": "app", "apps": 1, "platform": "ios"},
                 {"quote_id": "FQ-30944", "price_usd": 1180, "billing": "annual", "auto_renew": True, "includes_weights": 12}),
   L(650, 52)],
  "Quote FQ-30944: the app-embedding license for one iOS app is **$1,108 per year**, covering all 12 weights, and it renews automatically each year.",
  "contradiction", "contradiction")
R("font-wrong-family", D, "2026-11-20T14:49:00Z",
  "Which weights come with Halden Sans?",
  [L(330, 36), T("get_font_family", {"family": "Halden Serif"},
                 {"data": {"family": "Halden Serif", "weights": ["Regular", "Italic", "Semibold", "Bold"], "formats": ["OTF", "WOFF2"]}}),
   L(590, 40)],
  "Halden Sans comes in Regular, Italic, Semibold and Bold, as OTF and WOFF2.",
  "wrong_entity", "wrong_entity")

# ---------------------------------------------------------------- translation memory tools
D = "translation memory tools"
R("tm-match-bands", D, "2026-11-20T08:15:00Z",
  "Run an analysis of contract_v3.docx against the Legal DE-EN memory. How many words in total and how many are new?",
  [L(372, 46), T("analyze_file", {"file": "contract_v3.docx", "tm_id": "TM-LEGAL-DE-EN"},
                 {"analysis": {"bands": [{"band": "100%", "words": 3120}, {"band": "95-99%", "words": 860},
                                         {"band": "85-94%", "words": 1245}, {"band": "no match", "words": 4775}]}}),
   L(760, 58)],
  "contract_v3.docx has 10,000 words: 3,120 exact matches, 860 at 95–99%, 1,245 at 85–94%, and 4,775 new (no match).",
  "sum_of_items")
R("tm-export-chained", D, "2026-11-20T09:30:00Z",
  "Export the Legal DE-EN memory as TMX.",
  [L(340, 40), T("export_tm", {"tm_id": "TM-LEGAL-DE-EN", "format": "tmx"}, {"job_id": "EXP-3391", "status": "queued"}),
   L(520, 30), T("get_export_job", {"job_id": "EXP-3391"},
                 {"job_id": "EXP-3391", "status": "done", "segments": 48210, "file": "legal_de-en.tmx", "size_mb": 37.6,
                  "download_url": "https://tm.example.com/dl/EXP-3391"}),
   L(700, 50)],
  "Export finished: legal_de-en.tmx — roughly 48 thousand segments, 37.6 MB. Download: https://tm.example.com/dl/EXP-3391",
  "chained_tools")
R("tm-honest-failure", D, "2026-11-20T10:44:00Z",
  "How many segments are in the Medical FR-EN memory?",
  [L(335, 38), T("get_tm_stats", {"tm_id": "TM-MED-FR-EN"}, Err("500 INTERNAL: index rebuild in progress")),
   ("retry", "500 from get_tm_stats"),
   T("get_tm_stats", {"tm_id": "TM-MED-FR-EN"}, Err("500 INTERNAL: index rebuild in progress")),
   L(560, 45)],
  "I couldn't get that: the TM server returned an error twice (\"index rebuild in progress\"). Once the rebuild finishes, I can try again.",
  "honest_failure_report")
R("tm-stale-count", D, "2026-11-20T11:57:00Z",
  "How many segments does the Legal DE-EN memory hold now?",
  [L(336, 37), T("get_tm_stats", {"tm_id": "TM-LEGAL-DE-EN"},
                 {"tm_id": "TM-LEGAL-DE-EN", "segments": 45880, "stats_computed_at": "2026-10-05T02:00:00Z"}),
   L(540, 28)],
  "It currently holds 45,880 segments.",
  "stale_data", "stale_data")
R("tm-ignored-new-words", D, "2026-11-20T13:09:00Z",
  "How many words in brochure.idml need translating from scratch?",
  [L(348, 42), T("analyze_file", {"file": "brochure.idml", "tm_id": "TM-MKT-EN-ES"},
                 {"analysis": {"bands": [{"band": "100%", "words": 1420}, {"band": "repetitions", "words": 310},
                                         {"band": "75-99%", "words": 960}, {"band": "no match", "words": 2310}], "total_words": 5000}}),
   L(690, 52)],
  "The analysis doesn't say directly how many words are new. For marketing brochures it's usually around a third of the text, so plan for roughly that.",
  "ignored_output", "ignored_tool_output")
R("tm-import-too-large", D, "2026-11-20T14:22:00Z",
  "Import the client's TMX (client_medical.tmx) into the Medical FR-EN memory.",
  [L(344, 40), T("import_tmx", {"tm_id": "TM-MED-FR-EN", "file": "client_medical.tmx"},
                 Err("413 PAYLOAD_TOO_LARGE: file exceeds 200 MB limit")),
   L(520, 30)],
  "The TMX has been imported into Medical FR-EN and is ready to use in your projects.",
  "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- e-book lending
D = "e-book lending"
R("ebook-hold-receipt", D, "2026-11-20T08:35:00Z",
  "Put me on hold for The Glass Orchard.",
  [L(334, 38), T("place_hold", {"patron_id": "P-20417", "title_id": "EB-33190"},
                 {"hold_id": "H-441920", "title": "The Glass Orchard", "position": 7, "copies": 3, "est_wait_days": 21}),
   L(560, 44)],
  "You're on hold for The Glass Orchard (hold H-441920): #7 in line for 3 copies, with an estimated wait of about 3 weeks.",
  "action_receipt")
R("ebook-due-times", D, "2026-11-20T09:52:00Z",
  "When are my e-books due back?",
  [L(330, 36), T("get_loans", {"patron_id": "P-20417"},
                 {"loans": [{"loan_id": "LN-88214", "title": "Winter Harbour", "due": "2026-11-27T23:59:00Z"},
                            {"loan_id": "LN-88241", "title": "The Quiet Meridian", "due": "2026-12-02T23:59:00Z"},
                            {"loan_id": "LN-89007", "title": "Field Notes on Rain", "due": "2026-12-09T23:59:00Z"}],
                  "total": 3}),
   L(620, 60)],
  "You have 3 loans:\n- Winter Harbour — due Nov 27, 11:59 PM\n- The Quiet Meridian — due Dec 2, 11:59 PM\n- Field Notes on Rain — due Dec 9, 11:59 PM",
  "clock_times")
R("ebook-429-retry", D, "2026-11-20T11:03:00Z",
  "Borrow Field Guide to Moss for me.",
  [L(331, 37), T("checkout_ebook", {"patron_id": "P-20417", "title_id": "EB-41022"}, Err("429 TOO_MANY_REQUESTS: retry after 2s")),
   ("retry", "rate limited"),
   T("checkout_ebook", {"patron_id": "P-20417", "title_id": "EB-41022"},
     {"loan_id": "LN-90321", "title": "Field Guide to Moss", "due": "2026-12-11T23:59:00Z", "format": "epub"}),
   L(590, 35)],
  "Borrowed! Field Guide to Moss (EPUB) is on your shelf, loan LN-90321, due Dec 11.",
  "retried_error_right_answer")
R("ebook-invented-period", D, "2026-11-20T12:25:00Z",
  "Is The Quiet Meridian available as an e-book at my library?",
  [L(339, 39), T("search_catalog", {"query": "The Quiet Meridian", "format": "ebook"},
                 {"results": [{"title_id": "EB-35521", "title": "The Quiet Meridian", "formats": ["epub", "kindle"], "copies_owned": 4, "holds": 12}],
                  "total": 1}),
   L(640, 50)],
  "Yes, it's in the catalogue as EPUB and Kindle. The library owns 4 copies with 12 holds ahead of you, and each loan runs 21 days.",
  "invented_number", "unsupported_claim")
R("ebook-availability-state", D, "2026-11-20T13:37:00Z",
  "Can I read Salt and Starlight tonight?",
  [L(336, 38), T("get_title_availability", {"title_id": "EB-36610"},
                 {"title_id": "EB-36610", "title": "Salt and Starlight", "available_now": False, "copies_owned": 2, "holds": 5}),
   L(600, 40)],
  "Good news — Salt and Starlight is available now (the library owns 2 copies), so you can borrow it and read it tonight.",
  "state_contradiction", "contradiction")
R("ebook-returned-wrong-loan", D, "2026-11-20T15:12:00Z",
  "Return The Quiet Meridian early, I've finished it.",
  [L(332, 37), T("get_loans", {"patron_id": "P-20417"},
                 {"loans": [{"loan_id": "LN-88214", "title": "Winter Harbour"}, {"loan_id": "LN-88241", "title": "The Quiet Meridian"}], "total": 2}),
   L(560, 34), T("return_ebook", {"patron_id": "P-20417", "loan_id": "LN-88214"},
                 {"returned": True, "loan_id": "LN-88214", "title": "Winter Harbour"}),
   L(700, 30)],
  "Done — The Quiet Meridian has been returned. Thanks for giving it back early!",
  "wrong_entity", "wrong_entity")

# ---------------------------------------------------------------- audiobook narration
D = "audiobook narration"
R("audio-pfh-cost", D, "2026-11-20T08:50:00Z",
  "What will narration cost for Lantern Year at Dana Whitfield's rate?",
  [L(351, 42), T("get_narrator_profile", {"narrator": "Dana Whitfield"},
                 {"data": {"narrator": "Dana Whitfield", "rate": {"per_finished_hour_usd": 275}, "union": "SAG-AFTRA"}, "meta": {"as_of": "2026-11-20T08:00:00Z"}}),
   L(600, 36), T("get_narration_project", {"project_id": "NP-1207"},
                 {"project_id": "NP-1207", "title": "Lantern Year", "est_finished_hours": 9.5}),
   L(810, 50)],
  "At $275 per finished hour and an estimated 9.5 finished hours, narration for Lantern Year comes to about $2,612.50.",
  "nights_times_rate")
R("audio-runtime-estimate", D, "2026-11-20T10:02:00Z",
  "Roughly how long will the audiobook of The Salt Road run?",
  [L(340, 40), T("get_manuscript_stats", {"manuscript_id": "MS-SALTROAD"},
                 {"manuscript_id": "MS-SALTROAD", "words": 84600, "words_per_finished_hour": 9300}),
   L(610, 38)],
  "At 9,300 words per finished hour, the 84,600-word manuscript should run about 9.1 hours.",
  "ratio_of_values")
R("audio-session-length", D, "2026-11-20T11:34:00Z",
  "What time is today's recording session and how long is it?",
  [L(333, 37), T("get_session_schedule", {"project_id": "NP-1207", "date": "2026-11-20"},
                 {"sessions": [{"session_id": "SES-5521", "studio": "Booth B", "start": "2026-11-20T15:00:00Z", "end": "2026-11-20T18:30:00Z"}], "total": 1}),
   L(560, 34)],
  "Today's session (SES-5521, Booth B) runs 3:00 PM to 6:30 PM UTC — 3.5 hours.",
  "time_difference")
R("audio-stale-rate", D, "2026-11-20T12:48:00Z",
  "What's Marcus Bell's current per-finished-hour rate?",
  [L(338, 39), T("get_narrator_profile", {"narrator": "Marcus Bell"},
                 {"data": {"narrator": "Marcus Bell", "rate": {"per_finished_hour_usd": 300}}, "meta": {"snapshot_date": "2026-08-20", "source": "cache"}}),
   L(560, 30)],
  "Marcus Bell's current rate is $300 per finished hour.",
  "stale_data", "stale_data")
R("audio-ignored-qc", D, "2026-11-20T14:01:00Z",
  "What did QC flag on the Lantern Year audiobook?",
  [L(342, 41), T("get_narration_project", {"project_id": "NP-1207", "include": ["qc"]},
                 {"project_id": "NP-1207", "status": "qc_failed",
                  "qc_notes": [{"chapter": 7, "issue": "mouth clicks at 04:12"}, {"chapter": 12, "issue": "room tone mismatch"}]}),
   L(650, 60)],
  "QC usually flags things like background noise, mouth clicks or pacing issues, but I don't have the specific notes for this project — your producer should be able to share the QC report.",
  "ignored_output", "ignored_tool_output")
R("audio-booking-timeout", D, "2026-11-20T16:25:00Z",
  "Book Booth B for a pickup session on Nov 23 at 10:00 AM.",
  [L(347, 42), T("book_session", {"project_id": "NP-1207", "studio": "Booth B", "start": "2026-11-23T10:00:00Z", "hours": 2},
                 Err("504 GATEWAY_TIMEOUT: booking service did not respond")),
   L(540, 32)],
  "You're booked: Booth B on Nov 23 at 10:00 AM for your pickup session.",
  "unacknowledged_error", "unacknowledged_error")
