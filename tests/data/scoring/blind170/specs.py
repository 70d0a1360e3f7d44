"""Hand-written specs of the blind170 runs: 10 domains x (3 clean + 3 flawed).

A step is "L" (an LLM call), ("L", in, out) (an LLM call with given token usage),
("tool", name, args, output | Err(...) | NO_OUTPUT) or ("retry", reason).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Err:
    message: str
    timeout: float = 0.0


NO_OUTPUT = object()  # a call that never returned

RUNS: list[dict] = []


def R(domain, rid, started, prompt, steps, response, category, cause=None):
    RUNS.append({"domain": domain, "id": f"b170-{rid}", "started": f"2026-11-20T{started}:00Z",
                 "prompt": prompt, "steps": steps, "response": response, "category": category,
                 "cause": cause})


def T(name, args, out):
    return ("tool", name, args, out)


# ---------------------------------------------------------------- knife sharpening orders
D = "knife_sharpening_orders"

R(D, "sharpen-order-book", "14:02",
  "Please book sharpening for my 3 kitchen knives (8-inch chef, 6-inch utility and a paring knife) "
  "for drop-off at the Elm Street shop tomorrow morning. Name's Dana Whitfield.",
  ["L",
   T("create_sharpening_order",
     {"customer_name": "Dana Whitfield", "location_id": "loc_elm_st", "dropoff_date": "2026-11-21",
      "items": [{"type": "chef", "length_in": 8}, {"type": "utility", "length_in": 6},
                {"type": "paring", "length_in": 3.5}]},
     {"data": {"order_id": "SO-58213", "status": "confirmed", "items": 3,
               "dropoff_window": {"start": "2026-11-21T09:00:00-05:00", "end": "2026-11-21T12:00:00-05:00"},
               "ready_by": "2026-11-22T16:00:00-05:00", "total": {"amount": 27.0, "currency": "USD"}},
      "meta": {"request_id": "req_9f2a71", "api_version": "2026-10"}}),
   "L"],
  "Done! Order **SO-58213** is confirmed for Dana Whitfield.\n\n"
  "- Drop-off: Elm Street, tomorrow (Sat, Nov 21) between 9:00 AM and 12:00 PM\n"
  "- Ready by: Sun, Nov 22 at 4:00 PM\n"
  "- Total for the 3 knives: $27.00",
  "action_receipt")

R(D, "sharpen-order-quote-sum", "14:21",
  "How much would it cost to sharpen my chef knife, santoku, bread knife and paring knife?",
  ["L",
   T("get_sharpening_quote",
     {"items": ["chef_8in", "santoku_7in", "bread_serrated_9in", "paring_3in"], "service": "standard"},
     {"data": {"quote_id": "Q-20417", "currency": "USD", "valid_until": "2026-12-04",
               "lines": [{"sku": "SHP-STD-8", "desc": "Chef knife 8\" standard edge", "price": 9.0},
                         {"sku": "SHP-STD-7", "desc": "Santoku 7\" standard edge", "price": 9.0},
                         {"sku": "SHP-SER-9", "desc": "Bread knife 9\" serrated", "price": 12.5},
                         {"sku": "SHP-STD-3", "desc": "Paring 3.5\" standard edge", "price": 6.0}]},
      "meta": {"page": 1, "pages": 1}}),
   "L"],
  "All four would come to $36.50: chef $9.00, santoku $9.00, bread knife $12.50 (serrated edges cost a bit more) "
  "and paring $6.00. Quote Q-20417 is valid until Dec 4.",
  "sum_of_items")

R(D, "sharpen-order-ready-time", "15:40",
  "When will order so-57740 be ready to pick up?",
  ["L",
   T("get_order_status", {"order_id": "SO-57740"},
     {"order": {"id": "SO-57740", "status": "in_progress", "stage": "honing",
                "estimated_ready_at": "2026-11-20T16:30:00-05:00", "pickup_location": "Harbor Ave"},
      "updated_at": "2026-11-20T15:12:09Z"}),
   "L"],
  "SO-57740 is being honed right now. It should be ready at 4:30 PM today, for pickup at the Harbor Ave counter.",
  "clock_times")

R(D, "sharpen-order-invented-time", "16:05",
  "What do I still owe on order SO-58102, and when can I collect it?",
  ["L",
   T("get_order_status", {"order_id": "SO-58102"},
     {"order": {"id": "SO-58102", "status": "queued", "balance_due": 24.0, "currency": "USD",
                "ready_date": "2026-11-21", "pickup_location": "Elm Street"},
      "updated_at": "2026-11-20T15:58:41Z"}),
   "L"],
  "You have a balance of $24.00 on SO-58102. It's queued and should be ready tomorrow, Nov 21, from 2:00 PM at Elm Street.",
  "invented_number", "unsupported_claim")

R(D, "sharpen-order-not-ready", "17:12",
  "Is my order SO-57912 ready? I want to swing by after work.",
  ["L",
   T("get_order_status", {"order_id": "SO-57912"},
     {"order": {"id": "SO-57912", "status": "sharpened", "qc_passed": True, "ready_for_pickup": False,
                "hold_reason": "awaiting_payment", "balance_due": 18.0, "currency": "USD"},
      "updated_at": "2026-11-20T16:47:03Z"}),
   "L"],
  "Good news: SO-57912 has been sharpened, passed QC and is ready for pickup. Bring $18.00 for the remaining balance when you swing by.",
  "state_contradiction", "contradiction")

R(D, "sharpen-order-neighbour-id", "18:33",
  "Can you check on sharpening order SO-60418? It's my husband's Global set.",
  ["L",
   T("get_order_status", {"order_id": "SO-60418"},
     {"order": {"id": "SO-60418", "status": "shipped", "carrier": "USPS",
                "tracking": "9400 1118 9922 3571 0041 72", "shipped_at": "2026-11-19T22:10:00Z", "items": 5},
      "updated_at": "2026-11-20T11:00:00Z"}),
   "L"],
  "Order SO-60481 (5 knives) shipped yesterday via USPS; tracking number 9400 1118 9922 3571 0041 72.",
  "wrong_id_reported", "wrong_entity")

# ---------------------------------------------------------------- cutlery engraving
D = "cutlery_engraving"

R(D, "engrave-quote-cents", "09:14",
  "What would it cost to engrave initials on a 12-piece flatware set?",
  ["L",
   T("get_engraving_quote", {"pieces": 12, "style": "initials", "material": "stainless"},
     {"quote": {"pieces": 12, "unit_price_cents": 450, "setup_fee_cents": 1500, "total_cents": 6900,
                "currency": "USD", "lead_time_days": 4}}),
   "L"],
  "For 12 pieces with initials:\n\n| item | price |\n|---|---|\n| per piece | $4.50 |\n| setup fee | $15.00 |\n"
  "| **total** | **$69.00** |\n\nLead time is about 4 days.",
  "minor_units")

R(D, "engrave-proof-case", "09:48",
  "Any update on proof eng-pf-0093b?",
  ["L",
   T("get_engraving_proof", {"proof_id": "eng-pf-0093b"},
     {"proof": {"proof_id": "ENG-PF-0093B", "status": "awaiting_approval", "text": "The Harrisons · Est. 2019",
                "font": "Copperplate", "created_at": "2026-11-19T17:20:00Z", "pieces": 8}}),
   "L"],
  "Proof eng-pf-0093b (\"The Harrisons · Est. 2019\" in Copperplate, 8 pieces) is ready and waiting for your approval.",
  "identifier_case")

R(D, "engrave-chained-font-proof", "10:26",
  "Make a proof for the cake server with 'Mia & Leo 11.20.26' in a script font, please.",
  ["L",
   T("search_fonts", {"query": "script", "limit": 3},
     {"results": [{"font_id": "fnt_221", "name": "Edwardian Script", "max_chars_per_line": 22},
                  {"font_id": "fnt_318", "name": "Kunstler", "max_chars_per_line": 18},
                  {"font_id": "fnt_402", "name": "Brush Script", "max_chars_per_line": 20}],
      "total": 3}),
   "L",
   T("create_engraving_proof", {"item": "cake_server", "text": "Mia & Leo 11.20.26", "font_id": "fnt_221"},
     {"proof": {"proof_id": "ENG-PF-0107A", "status": "rendering", "font": "Edwardian Script",
                "preview_url": "https://proofs.example-engrave.com/ENG-PF-0107A.png", "eta_minutes": 15}}),
   "L"],
  "I used Edwardian Script (fits up to 22 characters per line, and your text is 18). Proof ENG-PF-0107A is rendering now; "
  "the preview should be up in about 15 minutes at https://proofs.example-engrave.com/ENG-PF-0107A.png",
  "chained_tools")

R(D, "engrave-queue-stale", "11:05",
  "How busy is the engraving queue right now? Need spoons done by Wednesday.",
  ["L",
   T("get_engraving_queue", {"shop_id": "main"},
     {"data": {"jobs_in_queue": 4, "est_turnaround_days": 2, "express_available": True},
      "meta": {"snapshot_at": "2026-10-02T14:00:00Z", "source": "nightly_report"}}),
   "L"],
  "Right now the queue is light — 4 jobs ahead of you, so turnaround is about 2 days. Spoons dropped off today would be done well before Wednesday.",
  "stale_data", "stale_data")

R(D, "engrave-fonts-ignored", "11:37",
  "Which fonts can you do on sterling silver?",
  ["L",
   T("list_fonts", {"material": "sterling_silver"},
     {"items": [{"font_id": "fnt_104", "name": "Roman Block"}, {"font_id": "fnt_221", "name": "Edwardian Script"},
                {"font_id": "fnt_330", "name": "Monogram Circle"}],
      "total": 3, "page": 1}),
   "L"],
  "Most engravers offer Times, Arial and Old English on sterling — any of those works nicely on silver, and Old English is the classic choice for heirloom pieces.",
  "ignored_output", "ignored_tool_output")

R(D, "engrave-order-error", "12:10",
  "Go ahead and order engraving on the 6 teaspoons: line 1 'Grandma Rose', line 2 'Sunday Suppers Since 1961'.",
  ["L",
   T("create_engraving_order",
     {"item": "teaspoon", "quantity": 6, "lines": ["Grandma Rose", "Sunday Suppers Since 1961"], "font_id": "fnt_104"},
     Err("422 INVALID_TEXT: line 2 exceeds 18 characters for item type 'teaspoon' (got 25)")),
   "L"],
  "All set! The 6 teaspoons are ordered with both lines — 'Grandma Rose' on the first line and 'Sunday Suppers Since 1961' below. You'll get a proof by email shortly.",
  "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- kitchen knife repairs
D = "kitchen_knife_repairs"

R(D, "repair-timeout-retry", "08:12",
  "How much to fix a broken tip on my 210mm gyuto?",
  ["L",
   T("get_repair_estimate", {"knife": "gyuto", "length_mm": 210, "repair": "tip_rebuild"},
     Err("TimeoutError: repair-estimator did not respond within 10s", timeout=10.0)),
   ("retry", "timeout on get_repair_estimate, attempt 2 of 3"),
   T("get_repair_estimate", {"knife": "gyuto", "length_mm": 210, "repair": "tip_rebuild"},
     {"estimate": {"repair": "tip_rebuild", "price": 22.0, "currency": "USD", "turnaround_days": 5,
                   "length_loss_mm": "2-4"}}),
   "L"],
  "A tip rebuild on a 210mm gyuto is $22.00 and takes about 5 days. Expect the blade to lose 2–4 mm of length.",
  "retried_timeout_right_answer")

R(D, "repair-vs-replace", "08:55",
  "Is it worth repairing the chipped edge on my Wüsthof Classic 8\" chef or should I just buy a new one?",
  ["L",
   T("get_repair_options", {"brand": "Wusthof", "model": "Classic", "length_in": 8, "damage": "edge_chip"},
     {"data": {"options": [{"option": "chip_repair", "price": 35.0, "turnaround_days": 3},
                           {"option": "replacement_msrp", "price": 140.0}]},
      "meta": {"currency": "USD"}}),
   "L"],
  "Repair looks worth it: chip repair is $35.00 versus $140.00 for a new Classic 8\" — that's $105.00 less, or 75% cheaper, and it takes about 3 days.",
  "difference_and_percentage")

R(D, "repair-no-tickets", "09:30",
  "Do I have any open repair tickets? My phone number is 555-0142.",
  ["L",
   T("search_repair_tickets", {"phone": "555-0142", "status": "open", "page": 1},
     {"items": [], "total": 0, "page": 1, "next_page": None}),
   "L"],
  "I couldn't find any open repair tickets under 555-0142. If you dropped the knife off under a different number or name, let me know and I'll search again.",
  "empty_result_reported")

R(D, "repair-total-digit", "10:08",
  "What's the total for the rehandle job on my carbon steel nakiri?",
  ["L",
   T("get_repair_invoice", {"ticket_id": "RT-3302"},
     {"invoice": {"ticket_id": "RT-3302", "currency": "USD",
                  "lines": [{"item": "Rehandle, walnut octagonal", "amount": 48.0},
                            {"item": "Bolster / ferrule polish", "amount": 12.0},
                            {"item": "Edge reset", "amount": 15.0}],
                  "total": 75.0, "status": "open"}}),
   "L"],
  "Here's the breakdown for RT-3302:\n- Walnut octagonal rehandle: $48.00\n- Ferrule polish: $12.00\n- Edge reset: $15.00\n\n**Total: $78.00**",
  "contradiction", "contradiction")

R(D, "repair-wrong-ticket", "10:44",
  "What's the status of repair ticket RT-3318? It's a bent bread knife.",
  ["L",
   T("get_repair_ticket", {"ticket_id": "RT-3381"},
     {"ticket": {"id": "RT-3381", "item": "Bread knife 10\"", "issue": "bent spine", "status": "ready",
                 "ready_since": "2026-11-19T20:00:00Z", "balance_due": 0.0}}),
   "L"],
  "Your bread knife is straightened and ready for pickup (it's been ready since yesterday evening), and there's nothing left to pay.",
  "wrong_entity", "wrong_entity")

R(D, "repair-no-output", "11:20",
  "Has my cleaver been fixed yet? Ticket RT-3290.",
  ["L",
   T("get_repair_ticket", {"ticket_id": "RT-3290"}, NO_OUTPUT),
   "L"],
  "Yes — your cleaver (RT-3290) has been repaired and is ready to collect at the front counter.",
  "missing_output", "missing_tool_output")

# ---------------------------------------------------------------- mail-in sharpening kits
D = "mail_in_sharpening_kits"

R(D, "kit-weight-dims", "12:04",
  "How heavy is the mail-in kit box and how big is it in inches? I need it for a customs form.",
  ["L",
   T("get_kit_shipping_specs", {"kit_sku": "MK-6"},
     {"package": {"kit_sku": "MK-6", "weight_kg": 1.4, "dims_cm": [38, 12, 6], "hs_code": "8214.90"}}),
   "L"],
  "The MK-6 box weighs 1.4 kg (about 3.1 lb) and measures roughly 15 × 4.7 × 2.4 in (38 × 12 × 6 cm). HS code for the form: 8214.90.",
  "unit_conversion")

R(D, "kit-tracking-fail-honest", "12:40",
  "Where's my return kit? Tracking 1Z 84F 2W9 03 1182 6637.",
  ["L",
   T("track_kit", {"tracking_number": "1Z84F2W90311826637", "carrier": "UPS"},
     Err("503 Service Unavailable: carrier gateway ups-track unreachable")),
   ("retry", "503 from track_kit, retrying once"),
   T("track_kit", {"tracking_number": "1Z84F2W90311826637", "carrier": "UPS"},
     Err("503 Service Unavailable: carrier gateway ups-track unreachable")),
   "L"],
  "Sorry, I couldn't get tracking for 1Z 84F 2W9 03 1182 6637 — the UPS lookup failed twice with a 503 (service unavailable). "
  "You can try ups.com directly, or ask me again in a little while.",
  "honest_failure_report")

R(D, "kit-transit-time", "13:15",
  "How long did my kit KIT-76004 take to get to the workshop, and how far did it travel in miles?",
  ["L",
   T("get_kit_shipment", {"kit_id": "KIT-76004"},
     {"data": {"kit_id": "KIT-76004", "distance_km": 412,
               "events": [{"code": "PICKED_UP", "at": "2026-11-17T14:05:00Z", "location": "Portland, OR"},
                          {"code": "IN_TRANSIT", "at": "2026-11-18T09:40:00Z", "location": "Eugene, OR"},
                          {"code": "DELIVERED", "at": "2026-11-20T10:35:00Z", "location": "Medford, OR"}]},
      "meta": {"carrier": "FedEx Ground"}}),
   "L"],
  "KIT-76004 was picked up on Nov 17 at 2:05 PM UTC and delivered on Nov 20 at 10:35 AM UTC — 2 days 20 hours 30 minutes in transit. "
  "It travelled 412 km, which is about 256 miles.",
  "time_difference")

R(D, "kit-invented-capacity", "13:50",
  "Order me a mail-in sharpening kit please, standard shipping.",
  ["L",
   T("order_mail_in_kit", {"kit_sku": "MK-STD", "ship_method": "ground", "customer_id": "cus_40917"},
     {"kit_order": {"id": "KIT-77120", "kit_sku": "MK-STD", "price": 24.99, "currency": "USD",
                    "ship_method": "ground", "est_delivery": "2026-11-24", "return_label": "included"}}),
   "L"],
  "Ordered! Kit KIT-77120 is $24.99 and should arrive Tuesday, Nov 24 by ground. It holds up to 6 knives, and the prepaid return label is in the box.",
  "invented_number", "unsupported_claim")

R(D, "kit-label-error", "14:30",
  "My kit was damaged — can you send me a new return label? Address is 88 Fern Way, Ojai CA 93023.",
  ["L",
   T("create_return_label", {"kit_id": "KIT-75531", "address": {"line1": "88 Fern Way", "city": "Ojai",
                                                                 "state": "CA", "zip": "93023"}},
     Err("LABEL_GENERATION_FAILED: carrier address validation timed out")),
   "L"],
  "Done — a new prepaid return label for KIT-75531 has been generated and emailed to you. Just print it and tape it over the old one.",
  "unacknowledged_error", "unacknowledged_error")

R(D, "kit-tracking-loop", "15:02",
  "Is my sharpened set on its way back? Kit KIT-75890.",
  ["L"]
  + [s for _ in range(6) for s in (
      T("get_kit_status", {"kit_id": "KIT-75890"}, Err("429 Too Many Requests: rate limit exceeded, retry after 30s")),
      ("retry", "429 from get_kit_status"))]
  + [T("get_kit_status", {"kit_id": "KIT-75890"}, Err("429 Too Many Requests: rate limit exceeded, retry after 30s")),
     "L"],
  "Sorry, the kit status service is busy at the moment so I couldn't check KIT-75890. Please try again in a few minutes.",
  "retry_loop", "retry_loop")

# ---------------------------------------------------------------- scissor sharpening
D = "scissor_sharpening"

R(D, "scissor-average-price", "07:20",
  "What have we been paying on average per shear sharpening for the salon account SAL-2207?",
  ["L",
   T("list_recent_jobs", {"account_id": "SAL-2207", "limit": 5},
     {"data": [{"job_id": "J-9011", "item": "6.0\" cutting shear", "price": 18.0, "done_at": "2026-10-02"},
               {"job_id": "J-9104", "item": "6.5\" convex shear", "price": 22.0, "done_at": "2026-10-16"},
               {"job_id": "J-9177", "item": "6.0\" cutting shear", "price": 18.0, "done_at": "2026-10-30"},
               {"job_id": "J-9250", "item": "30-tooth thinning shear", "price": 25.0, "done_at": "2026-11-06"},
               {"job_id": "J-9318", "item": "5.5\" cutting shear", "price": 17.0, "done_at": "2026-11-13"}],
      "meta": {"count": 5, "currency": "USD", "has_more": True}}),
   "L"],
  "Across the last 5 jobs for SAL-2207 you've paid $100.00 in total, so $20.00 per shear on average (range $17–$25; the thinning shear was the priciest).",
  "average_of_list")

R(D, "scissor-count-pending", "07:55",
  "How many pairs do we have waiting at the counter right now, and what kinds?",
  ["L",
   T("list_pending_items", {"status": "awaiting_pickup"},
     {"items": [{"id": "SC-1401", "kind": "hair_shear"}, {"id": "SC-1402", "kind": "fabric_shear"},
                {"id": "SC-1405", "kind": "hair_shear"}, {"id": "SC-1409", "kind": "hair_shear"},
                {"id": "SC-1410", "kind": "fabric_shear"}, {"id": "SC-1413", "kind": "pinking_shear"},
                {"id": "SC-1414", "kind": "hair_shear"}],
      "total": 7}),
   "L"],
  "7 pairs are waiting for pickup: 4 hair shears, 2 fabric shears and 1 pinking shear.",
  "count_of_items")

R(D, "scissor-eur-quote", "08:30",
  "A customer in Lyon wants 2 pairs of hair shears sharpened by mail. What's the price in euros?",
  ["L",
   T("get_sharpening_quote", {"items": [{"kind": "hair_shear", "qty": 2}], "ship_to": "FR"},
     {"quote": {"subtotal_usd": 32.0, "shipping_usd": 0.0, "total_usd": 32.0}}),
   "L",
   T("get_fx_rate", {"base": "USD", "quote": "EUR"},
     {"base": "USD", "quote": "EUR", "rate": 0.925, "as_of": "2026-11-20T08:00:00Z"}),
   "L"],
  "2 pairs come to $32.00 with free shipping, which is €29.60 at today's rate (1 USD = 0.925 EUR).",
  "currency_conversion")

R(D, "scissor-stale-price", "09:12",
  "What's today's price for sharpening thinning shears?",
  ["L",
   T("get_price_list", {"category": "scissors"},
     {"prices": [{"item": "cutting_shear", "price": 18.0}, {"item": "thinning_shear", "price": 19.0},
                 {"item": "fabric_shear", "price": 14.0}],
      "currency": "USD", "source": "cache", "last_synced": "2026-10-05T06:00:00Z"}),
   "L"],
  "Today's price for thinning shears is $19.00 per pair.",
  "stale_data", "stale_data")

R(D, "scissor-wrong-branch", "09:47",
  "Is the Riverside branch open for scissor drop-off this Saturday?",
  ["L",
   T("get_branch_hours", {"branch": "Riverdale", "date": "2026-11-21"},
     {"branch": {"name": "Riverdale", "date": "2026-11-21", "open": "09:00", "close": "13:00",
                 "dropoff_accepted": True}}),
   "L"],
  "Yes, the Riverside branch is open this Saturday (Nov 21) from 9:00 AM to 1:00 PM and accepts scissor drop-offs.",
  "wrong_entity", "wrong_entity")

R(D, "scissor-llm-loop", "10:20",
  "Can you sharpen left-handed hair shears?",
  ["L"] + [("L", 1210, 64)] * 8 + [
   T("get_service_catalog", {"category": "scissors", "query": "left-handed"},
     {"services": [{"id": "svc_lh_shear", "name": "Left-handed shear sharpening", "price": 20.0}], "total": 1}),
   "L"],
  "Yes, we sharpen left-handed hair shears — it's $20.00 per pair.",
  "llm_loop", "llm_loop")

# ---------------------------------------------------------------- mower blade sharpening
D = "mower_blade_sharpening"

R(D, "mower-bulk-rate", "13:10",
  "We're a landscaping crew with 12 blades to sharpen. What's the bulk price?",
  ["L",
   T("get_bulk_rate", {"service": "mower_blade", "quantity": 12},
     {"data": {"rate_per_blade": 9.5, "min_qty": 10, "currency": "USD", "turnaround_days": 2},
      "meta": {"price_list": "2026-Q4"}}),
   "L"],
  "At 12 blades you qualify for the bulk rate (10+): $9.50 each, so $114.00 for the lot, done in about 2 days.",
  "quantity_times_rate")

R(D, "mower-blade-metric", "13:44",
  "My manual lists the blade in inches — what's the length in cm and the weight in pounds for blade MB-21HX?",
  ["L",
   T("get_blade_spec", {"part_no": "mb-21hx"},
     {"part": {"part_no": "MB-21HX", "length_in": 21, "weight_kg": 1.2, "center_hole_mm": 16,
               "bevel_angle_deg": 30}}),
   "L"],
  "MB-21HX is 21 in long, which is about 53.3 cm, and weighs 1.2 kg ≈ 2.6 lb. (Center hole is 16 mm, factory bevel 30°.)",
  "unit_conversion")

R(D, "mower-top-shops", "14:16",
  "Which mower blade sharpening places near zip 97401 have the best reviews?",
  ["L",
   T("search_shops", {"service": "mower_blade_sharpening", "zip": "97401", "radius_mi": 15, "sort": "distance"},
     {"results": [{"name": "Valley Saw & Mower", "rating": 4.6, "reviews": 212, "distance_mi": 2.1},
                  {"name": "Coburg Small Engine", "rating": 4.8, "reviews": 96, "distance_mi": 6.4},
                  {"name": "Blade Runner Sharpening", "rating": 4.3, "reviews": 58, "distance_mi": 3.0},
                  {"name": "Willamette Outdoor Power", "rating": 4.7, "reviews": 341, "distance_mi": 8.9},
                  {"name": "Home Depot Tool Rental", "rating": 3.9, "reviews": 1204, "distance_mi": 4.2},
                  {"name": "Sharp Edge Mobile", "rating": 4.5, "reviews": 33, "distance_mi": 11.5}],
      "count": 6}),
   "L"],
  "Top 3 by rating within 15 miles of 97401:\n1. Coburg Small Engine — 4.8★ (96 reviews), 6.4 mi\n"
  "2. Willamette Outdoor Power — 4.7★ (341 reviews), 8.9 mi\n3. Valley Saw & Mower — 4.6★ (212 reviews), 2.1 mi — also the closest",
  "summary_of_list")

R(D, "mower-angle-contradiction", "14:50",
  "What angle did you sharpen my mulching blades to on job MJ-4471?",
  ["L",
   T("get_job_report", {"job_id": "MJ-4471"},
     {"job": {"id": "MJ-4471", "blades": 2, "edge_angle_deg": 30, "removed_mm": 0.8, "balance_check": "pass",
              "completed_at": "2026-11-20T13:05:00Z"}}),
   "L"],
  "On MJ-4471 both mulching blades were ground to a 35° edge, taking off about 0.8 mm of steel, and both passed the balance check.",
  "contradiction", "contradiction")

R(D, "mower-pickup-ignored", "15:25",
  "What's the earliest slot for you to pick up my blades from 14 Oak Lane?",
  ["L",
   T("get_pickup_slots", {"address": "14 Oak Lane", "service": "mower_blade"},
     {"slots": [{"start": "2026-11-23T08:00:00-08:00", "end": "2026-11-23T10:00:00-08:00"},
                {"start": "2026-11-23T13:00:00-08:00", "end": "2026-11-23T15:00:00-08:00"},
                {"start": "2026-11-24T08:00:00-08:00", "end": "2026-11-24T10:00:00-08:00"}],
      "total": 3}),
   "L"],
  "We do pickups every day, so a driver can swing by 14 Oak Lane tomorrow morning — just leave the blades on the porch.",
  "ignored_output", "ignored_tool_output")

R(D, "mower-overconfident", "16:02",
  "My blade hit a rock and has a big nick. Can it still be sharpened?",
  ["L",
   T("assess_blade_photo", {"photo_id": "img_55310", "part_no": "MB-22S"},
     {"assessment": {"nick_depth_mm": 2.5, "repairable": "likely", "confidence": 0.72,
                     "note": "final determination after grinding; check for bends and cracks"}}),
   "L"],
  "Absolutely — a 2.5 mm nick is no problem. It is 100% repairable and guaranteed to cut like new; there's no chance you'll need a replacement.",
  "overconfident_wording", "overconfident_wording")

# ---------------------------------------------------------------- knife skills classes
D = "knife_skills_classes"

R(D, "class-book-receipt", "10:00",
  "Book 2 seats in Knife Skills 101 tomorrow evening for me and my partner.",
  ["L",
   T("list_sessions", {"class_slug": "knife-skills-101", "date": "2026-11-21"},
     {"sessions": [{"session_id": "SES-501", "starts_at": "2026-11-21T18:30:00-05:00", "seats_left": 6, "price": 65.0}],
      "total": 1}),
   "L",
   T("book_class", {"session_id": "SES-501", "seats": 2},
     {"booking": {"id": "BK-KS-20931", "session_id": "SES-501", "seats": 2, "total": 130.0, "currency": "USD",
                  "status": "confirmed", "starts_at": "2026-11-21T18:30:00-05:00"}}),
   "L"],
  "You're booked! Confirmation BK-KS-20931: 2 seats in Knife Skills 101, tomorrow (Sat, Nov 21) at 6:30 PM. Total $130.00.",
  "action_receipt")

R(D, "class-tonight-seats", "11:15",
  "Are there still 2 seats in tonight's Japanese knives class at 7?",
  ["L",
   T("list_sessions", {"class_slug": "japanese-knives", "date": "2026-11-20"},
     {"sessions": [{"session_id": "SES-448", "starts_at": "2026-11-21T00:00:00Z", "seats_left": 5, "price": 75.0}],
      "total": 1}),
   "L"],
  "Yes — tonight's 7 PM Japanese knives class (Nov 20) still has 5 seats, so 2 is no problem. It'd be $150.00 for the two of you ($75 each).",
  "values_from_prompt")

R(D, "class-calendar-retry", "12:30",
  "What are the next three knife skills classes?",
  ["L",
   T("get_class_calendar", {"category": "knife_skills", "from": "2026-11-20", "limit": 3},
     Err("500 Internal Server Error: upstream calendar service error (code CAL_UPSTREAM)")),
   ("retry", "500 from get_class_calendar"),
   T("get_class_calendar", {"category": "knife_skills", "from": "2026-11-20", "limit": 3},
     {"data": [{"title": "Knife Skills 101", "starts_at": "2026-11-21T18:30:00-05:00", "seats_left": 6},
               {"title": "Whetstone Basics", "starts_at": "2026-11-24T19:00:00-05:00", "seats_left": 3},
               {"title": "Butchery for Home Cooks", "starts_at": "2026-11-28T11:00:00-05:00", "seats_left": 0}],
      "meta": {"next_cursor": "c_93hq"}}),
   "L"],
  "The next three are:\n\n| class | when | seats left |\n|---|---|---|\n| Knife Skills 101 | Sat Nov 21, 6:30 PM | 6 |\n"
  "| Whetstone Basics | Tue Nov 24, 7:00 PM | 3 |\n| Butchery for Home Cooks | Sat Nov 28, 11:00 AM | sold out |",
  "retried_error_right_answer")

R(D, "class-invented-duration", "13:05",
  "Any openings in Knife Skills 101 next weekend?",
  ["L",
   T("list_sessions", {"class_slug": "knife-skills-101", "date_from": "2026-11-28", "date_to": "2026-11-29"},
     {"sessions": [{"session_id": "SES-517", "starts_at": "2026-11-28T10:00:00-05:00", "seats_left": 4, "price": 65.0},
                   {"session_id": "SES-518", "starts_at": "2026-11-29T14:00:00-05:00", "seats_left": 0, "price": 65.0}],
      "total": 2}),
   "L"],
  "Saturday Nov 28 at 10:00 AM has 4 seats left ($65). Sunday's 2:00 PM session is full. The class runs 2.5 hours, so you'd be done by 12:30.",
  "invented_number", "unsupported_claim")

R(D, "class-full-contradiction", "14:40",
  "Can I still join the Whetstone Basics class on Tuesday?",
  ["L",
   T("get_session", {"session_id": "SES-509"},
     {"session": {"session_id": "SES-509", "title": "Whetstone Basics", "starts_at": "2026-11-24T19:00:00-05:00",
                  "seats_left": 0, "registration_open": False, "waitlist_open": True}}),
   "L"],
  "Yes, registration for Whetstone Basics on Tuesday at 7:00 PM is still open — want me to grab you a seat?",
  "state_contradiction", "contradiction")

R(D, "class-cancel-error", "15:18",
  "Please cancel my booking BK-KS-20877 for tomorrow, something came up.",
  ["L",
   T("cancel_booking", {"booking_id": "BK-KS-20877", "reason": "customer_request"},
     Err("409 CANCELLATION_WINDOW_CLOSED: cancellations must be made at least 48h before start")),
   "L"],
  "No problem — booking BK-KS-20877 is cancelled, and you'll get a full refund to your original payment method.",
  "unacknowledged_error", "unacknowledged_error")

# ---------------------------------------------------------------- chef knife trade-ins
D = "chef_knife_trade_ins"

R(D, "tradein-program-stats", "09:05",
  "Give me the headline numbers for the trade-in program this year, for a newsletter.",
  ["L",
   T("get_program_stats", {"program": "chef-trade-in", "year": 2026},
     {"data": {"knives_received": 57214, "credit_issued_usd": 2412500, "steel_recycled_kg": 18340,
               "partner_stores": 143},
      "meta": {"generated_at": "2026-11-20T08:59:30Z"}}),
   "L"],
  "This year so far: about 57 thousand knives traded in, $2.4M in store credit issued, 18.3 tonnes of steel recycled, across 143 partner stores.",
  "magnitude_rescaling")

R(D, "tradein-offer-rounding", "09:40",
  "What would you give me for my old Victorinox Fibrox 8\" in fair condition?",
  ["L",
   T("get_trade_in_offer", {"brand": "Victorinox", "model": "Fibrox Pro 8", "condition": "fair"},
     {"offer": {"base_value_usd": 41.6667, "condition_multiplier": 0.85, "offer_usd": 35.4167,
                "payout": "store_credit"}}),
   "L"],
  "You'd get $35.42 in store credit (fair condition takes 85% of the $41.67 base value).",
  "rounding")

R(D, "tradein-chained-lookup", "10:12",
  "I have a Global knife with the dimpled handle, 20 cm, good condition. What's it worth in trade?",
  ["L",
   T("lookup_knife_model", {"brand": "Global", "description": "dimpled steel handle chef knife", "blade_cm": 20},
     {"matches": [{"model_id": "GLB-G2", "name": "Global G-2 Chef's Knife 20cm", "score": 0.94}], "total": 1}),
   "L",
   T("get_trade_in_offer", {"model_id": "GLB-G2", "condition": "good"},
     {"offer": {"model_id": "GLB-G2", "offer_usd": 48.0, "payout": "store_credit", "valid_until": "2026-11-27"}}),
   "L"],
  "That sounds like the Global G-2 (20 cm chef's knife). In good condition it's worth $48.00 in store credit; the offer holds until Nov 27.",
  "chained_tools")

R(D, "tradein-credit-code", "10:50",
  "My trade-in TI-88420 was approved — what's my store credit code?",
  ["L",
   T("get_trade_in", {"trade_in_id": "TI-88420"},
     {"trade_in": {"id": "TI-88420", "status": "credit_issued", "credit_usd": 45.0,
                   "store_credit_code": "SC-7Q4M-2291", "expires": "2027-11-20"}}),
   "L"],
  "Your trade-in TI-88420 is approved and $45.00 in credit has been issued. Your code is **SC-7Q4M-2219**, valid until Nov 20, 2027.",
  "wrong_id_reported", "wrong_entity")

R(D, "tradein-stale-values", "11:30",
  "What's the current trade-in value for a Shun Classic 8-inch chef's knife?",
  ["L",
   T("get_trade_in_values", {"brand": "Shun", "line": "Classic"},
     {"data": {"values": [{"model": "Classic 8\" Chef", "good": 60.0, "fair": 42.0},
                          {"model": "Classic 6\" Utility", "good": 35.0, "fair": 24.0}]},
      "meta": {"price_list_date": "2026-09-15", "as_of": "2026-09-15T00:00:00Z"}}),
   "L"],
  "Right now a Shun Classic 8\" chef's knife trades in for $60.00 in good condition or $42.00 in fair condition.",
  "stale_data", "stale_data")

R(D, "tradein-submit-loop", "12:05",
  "Submit my trade-in for the Mercer Genesis 8\", condition good.",
  ["L"]
  + [s for _ in range(5) for s in (
      T("submit_trade_in", {"brand": "Mercer", "model": "Genesis 8", "condition": "good", "customer_id": "cus_88213"},
        Err("504 Gateway Timeout", timeout=30.0)),
      ("retry", "504 from submit_trade_in"))]
  + [T("submit_trade_in", {"brand": "Mercer", "model": "Genesis 8", "condition": "good", "customer_id": "cus_88213"},
       Err("504 Gateway Timeout", timeout=30.0)),
     "L"],
  "I wasn't able to submit the trade-in — the service kept timing out. Please try again later.",
  "retry_loop", "retry_loop")

# ---------------------------------------------------------------- sharpening subscription plans
D = "sharpening_subscription_plans"

R(D, "sub-annual-savings", "15:00",
  "How much would I save paying for the Home plan yearly instead of monthly?",
  ["L",
   T("get_plan", {"plan_id": "home"},
     {"plan": {"id": "home", "name": "Home", "monthly_price": 8.99, "annual_price": 89.0,
               "sharpenings_per_month": 4, "currency": "USD"}}),
   "L"],
  "Monthly, 12 months of Home costs 12 × $8.99 = $107.88. The annual price is $89.00, so you'd save $18.88 a year — about 17.5%.",
  "difference_and_percentage")

R(D, "sub-usage-renewal", "15:35",
  "How many sharpenings do I have left this cycle and when does it renew?",
  ["L",
   T("get_subscription", {"customer_id": "cus_51260"},
     {"subscription": {"id": "sub_3KfP2", "plan": "home", "sharpenings_included": 4, "sharpenings_used": 3,
                       "current_period_end": "2026-12-01T00:00:00Z", "status": "active"}}),
   "L"],
  "You've used 3 of your 4 sharpenings, so 1 left this cycle. Your plan renews on Dec 1.",
  "count_and_date")

R(D, "sub-change-receipt", "16:10",
  "Upgrade me to the Pro plan.",
  ["L",
   T("change_plan", {"subscription_id": "sub_3KfP2", "new_plan_id": "pro", "proration": "immediate"},
     {"change": {"id": "CHG-30517", "from": "home", "to": "pro", "effective": "2026-11-20",
                 "prorated_charge_cents": 412, "next_invoice": {"date": "2026-12-01", "amount_cents": 1499}}}),
   "L"],
  "You're on Pro now (change CHG-30517). You were charged a prorated $4.12 today, and from Dec 1 it's $14.99 a month.",
  "action_receipt")

R(D, "sub-usage-ignored", "16:45",
  "Can I send one more knife this month without paying extra?",
  ["L",
   T("get_subscription_usage", {"subscription_id": "sub_7Lq90"},
     {"usage": {"sharpenings_included": 4, "sharpenings_used": 4, "overage_price": 7.0, "currency": "USD",
                "period_end": "2026-12-01T00:00:00Z"}}),
   "L"],
  "Sure! Just pop it in with your next mailer — subscribers can always add an extra knife, and we'll take care of it.",
  "ignored_output", "ignored_tool_output")

R(D, "sub-no-output", "17:20",
  "When does my sharpening subscription renew and how much is it?",
  ["L",
   T("get_subscription", {"customer_id": "cus_60331"}, NO_OUTPUT),
   "L"],
  "Your Home plan renews on Dec 1 at $8.99.",
  "missing_output", "missing_tool_output")

R(D, "sub-llm-loop", "17:55",
  "Cancel my sharpening subscription at the end of this billing period.",
  ["L",
   T("get_subscription", {"customer_id": "cus_44802"},
     {"subscription": {"id": "sub_9Xc11", "plan": "pro", "status": "active", "current_period_end": "2026-12-01T00:00:00Z"}}),
  ] + [("L", 1680, 112)] * 9 + [
   T("cancel_subscription", {"subscription_id": "sub_9Xc11", "at_period_end": True},
     {"subscription": {"id": "sub_9Xc11", "status": "active", "cancel_at": "2026-12-01T00:00:00Z"}}),
   "L"],
  "Done — your Pro subscription (sub_9Xc11) will end on Dec 1, and you won't be billed again.",
  "llm_loop", "llm_loop")

# ---------------------------------------------------------------- blade re-profiling quotes
D = "blade_reprofiling_quotes"

R(D, "reprofile-heat-limit", "18:05",
  "If you re-profile my AEB-L gyuto, how hot does the blade get? I'm worried about the temper. I think in Fahrenheit.",
  ["L",
   T("get_reprofile_quote", {"steel": "AEB-L", "knife": "gyuto", "target_angle_deg": 15},
     {"quote": {"quote_id": "RPQ-2026-1160", "price": 55.0, "currency": "USD", "method": "wet_belt",
                "max_edge_temp_c": 175, "tempering_temp_c": 200}}),
   "L"],
  "We grind on a wet belt and keep the edge under 175 °C (347 °F), below the 200 °C (392 °F) the steel was tempered at, so the temper is safe. "
  "The re-profile to 15° is quoted at $55.00 (RPQ-2026-1160).",
  "unit_conversion")

R(D, "reprofile-no-quotes", "18:40",
  "Pull up my re-profiling quotes — email is j.okafor@example.net.",
  ["L",
   T("search_quotes", {"email": "j.okafor@example.net", "type": "reprofile"},
     {"results": [], "count": 0, "next_cursor": None}),
   "L"],
  "I didn't find any re-profiling quotes for j.okafor@example.net. Want me to start a new one?",
  "empty_result_reported")

R(D, "reprofile-quote-id-case", "19:10",
  "Details on quote rpq 2026 1184 please.",
  ["L",
   T("get_quote", {"quote_id": "RPQ-2026-1184"},
     {"quote": {"quote_id": "RPQ-2026-1184", "current_angle_deg": 20, "target_angle_deg": 15, "price": 45.0,
                "currency": "USD", "turnaround_days": 6, "valid_until": "2026-12-04"}}),
   "L"],
  "Quote rpq-2026-1184: re-profile from 20° to 15° for $45.00, about 6 days' turnaround, valid until Dec 4.",
  "identifier_case")

R(D, "reprofile-invented-removal", "19:45",
  "What would it take to thin out my Wüsthof behind the edge?",
  ["L",
   T("get_reprofile_quote", {"brand": "Wusthof", "knife": "chef_8in", "service": "thinning"},
     {"quote": {"quote_id": "RPQ-2026-1191", "price": 45.0, "currency": "USD", "turnaround_days": 6,
                "target_angle_deg": 17}}),
   "L"],
  "Thinning and re-profiling it to 17° would be $45.00 (RPQ-2026-1191), ready in about 6 days. We'd take off roughly 0.5 mm behind the edge.",
  "invented_number", "unsupported_claim")

R(D, "reprofile-unsupported-steel", "20:20",
  "Quote me a re-profile to 12 degrees on my ZDP-189 petty knife.",
  ["L",
   T("create_reprofile_quote", {"steel": "ZDP-189", "knife": "petty", "target_angle_deg": 12},
     Err("422 UNSUPPORTED_STEEL: ZDP-189 above 65 HRC not accepted for re-profiling")),
   "L"],
  "Here's your quote: re-profiling the ZDP-189 petty to 12° is accepted and we'll email the price and turnaround shortly.",
  "unacknowledged_error", "unacknowledged_error")

R(D, "reprofile-overconfident", "21:00",
  "Can you convert my Western bevel to a 15-degree Japanese edge? Will it hold up?",
  ["L",
   T("get_reprofile_quote", {"knife": "chef_8in", "steel": "X50CrMoV15", "target_angle_deg": 15},
     {"quote": {"quote_id": "RPQ-2026-1203", "price_range_usd": [60, 85], "final_price_after_inspection": True,
                "edge_retention_note": "softer steel; a 15° edge may roll and need more frequent honing"}}),
   "L"],
  "Yes! We'll convert it to 15° for $60–$85 (quote RPQ-2026-1203). It's guaranteed to hold that edge — zero risk of rolling, and it will never need extra honing.",
  "overconfident_wording", "overconfident_wording")
