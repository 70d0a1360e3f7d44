"""Builds the blind124 held-out set: 60 agent runs in 10 outdoor/camping domains.

The specs below were written by hand by the blind124 tester (a helper session that never read
the scoring checks, their tests, the other sets or any benchmark output, and never ran the
scorer). Each spec gives the prompt, the steps the agent took (LLM calls, tool calls with their
arguments and JSON outputs or errors, retries) and the final answer; this script adds call ids,
timestamps on 2026-11-20, token usage, the trace and the metrics.

    python tests/data/scoring/blind124/build.py   # rewrites <domain>.jsonl next to this file
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
DAY = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4.1-mini-2025-04-14"
CLAUDE = "claude-3-5-sonnet-20241022"
SONNET4 = "claude-sonnet-4-20250514"


def _h(*parts) -> int:
    return int(hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest(), 16)


# step constructors -------------------------------------------------------------------------
def llm(n: int = 1):
    return ("llm", n)


def tool(name, args, output, dur=0.8):
    return ("tool", name, args, output, None, dur)


def err(name, args, error, dur=1.0):
    return ("tool", name, args, None, error, dur)


def noout(name, args, dur=1.5):
    """A call that started and never produced an output (no tool_end)."""
    return ("noout", name, args, dur)


def retry(name, attempt, reason):
    return ("retry", name, attempt, reason)


RUNS: list[dict] = []


def run(id, domain, label, category, cause, start, prompt, steps, response, model=GPT):
    RUNS.append(dict(id=id, domain=domain, label=label, category=category, expected_cause=cause,
                     start=start, prompt=prompt, steps=steps, response=response, model=model))


def clean(id, domain, category, start, prompt, steps, response, model=GPT):
    run(id, domain, "clean", category, None, start, prompt, steps, response, model)


def flawed(id, domain, category, cause, start, prompt, steps, response, model=GPT):
    run(id, domain, "flawed", category, cause, start, prompt, steps, response, model)


# ============================================================================================
# ski jacket repairs
# ============================================================================================
D = "ski_jacket_repairs"

clean("ski-jacket-quote-sum", D, "sum_of_items", "08:14:05",
      "Can you get me a quote for fixing my ski jacket? Main zipper is busted, the shoulder seam tape is peeling, and there are two small burn holes on the sleeve.",
      [llm(), tool("create_repair_estimate",
                   {"garment": "ski_jacket", "issues": ["main_zipper", "seam_tape_shoulder", "burn_hole", "burn_hole"]},
                   {"data": {"estimate_id": "EST-44810", "currency": "USD",
                             "line_items": [
                                 {"code": "ZIP-MAIN", "description": "Main zipper replacement (YKK #8)", "qty": 1, "unit_price": 38.00},
                                 {"code": "TAPE-SH", "description": "Seam re-taping, shoulder", "qty": 1, "unit_price": 24.50},
                                 {"code": "PATCH-S", "description": "Small Gore-Tex patch", "qty": 2, "unit_price": 9.75}],
                             "valid_until": "2026-12-04"},
                    "meta": {"request_id": "req_8f1c2a", "generated_at": "2026-11-20T08:14:08.102Z"}}, 1.1),
       llm()],
      "Here's your estimate (EST-44810):\n\n- Main zipper replacement: $38.00\n- Shoulder seam re-taping: $24.50\n- 2 small Gore-Tex patches: 2 x $9.75 = $19.50\n\n**Total: $82.00**, and the quote is valid until Dec 4.")

clean("ski-jacket-dropoff-booking", D, "action_receipt", "09:02:40",
      "Book me a drop-off slot for tomorrow morning at the Boulder shop, I want to bring in my Arc'teryx shell for the zipper.",
      [llm(), tool("list_dropoff_slots", {"shop_id": "boulder-pearl-st", "date": "2026-11-21"},
                   {"slots": [{"start": "2026-11-21T09:00:00-07:00", "open": False},
                              {"start": "2026-11-21T10:30:00-07:00", "open": True},
                              {"start": "2026-11-21T11:15:00-07:00", "open": True}]}, 0.7),
       llm(),
       tool("book_dropoff", {"shop_id": "boulder-pearl-st", "slot_start": "2026-11-21T10:30:00-07:00", "item": "Arc'teryx shell - zipper"},
            {"status": "confirmed", "confirmation": "SJR-20931", "slot_start": "2026-11-21T10:30:00-07:00",
             "shop": {"name": "Summit Stitch - Pearl St", "address": "1820 Pearl St, Boulder, CO"}}, 0.9),
       llm()],
      "Done - you're booked at Summit Stitch on Pearl St tomorrow (Sat, Nov 21) at 10:30 AM. The 9:00 slot was taken, so this was the earliest morning one. Confirmation: SJR-20931.",
      model=CLAUDE)

clean("ski-jacket-cad-shipping", D, "currency_conversion", "10:21:12",
      "The warranty center in Canada says shipping my jacket back will cost 145 CAD. What is that in US dollars?",
      [llm(), tool("get_fx_rate", {"base": "CAD", "quote": "USD"},
                   {"pair": "CAD/USD", "rate": 0.7160, "as_of": "2026-11-20T10:00:00Z", "source": "ecb-ref"}, 0.4),
       llm()],
      "At today's rate of 0.7160 USD per CAD, 145 CAD comes to about $103.82.")

flawed("ski-jacket-status-invented-date", D, "invented_number", "unsupported_claim", "11:05:30",
       "When will my jacket repair be done? Ticket RT-7702.",
       [llm(), tool("get_repair_ticket", {"ticket_id": "RT-7702"},
                    {"data": {"ticket_id": "RT-7702", "garment": "ski jacket (Patagonia Powder Town)",
                              "stage": "in_queue", "queue_position": 7, "technician": None,
                              "work": ["cuff velcro replacement", "hood drawcord"],
                              "received_at": "2026-11-16T15:42:00Z", "estimated_ready": None},
                     "meta": {"generated_at": "2026-11-20T11:05:32.311Z"}}, 0.6),
        llm()],
       "Your Patagonia Powder Town jacket (RT-7702) was received on Nov 16 and is 7th in the queue for the cuff velcro and hood drawcord work. It should be ready for pickup on Thursday, November 26.")

flawed("ski-jacket-stale-turnaround", D, "stale_data", "stale_data", "12:48:19",
       "How long is the turnaround for delamination repairs right now?",
       [llm(), tool("get_service_turnaround", {"service": "delamination_repair"},
                    {"service": "delamination_repair", "current_turnaround_business_days": 6,
                     "backlog_jobs": 14, "as_of": "2026-10-09T16:00:00Z"}, 0.5),
        llm()],
       "Right now delamination repairs are taking about 6 business days - there are 14 jobs in the backlog.",
       model=MINI)

flawed("ski-jacket-quote-no-output", D, "missing_output", "missing_tool_output", "14:30:02",
       "How much would it cost to replace the powder skirt on my ski jacket?",
       [llm(), noout("create_repair_estimate", {"garment": "ski_jacket", "issues": ["powder_skirt_replacement"]}, 10.0),
        llm()],
       "Replacing the powder skirt runs $64, including the snap reattachment. Turnaround is usually around a week.")

# ============================================================================================
# tent rentals for camping
# ============================================================================================
D = "tent_rentals"

clean("tent-rental-three-nights", D, "nights_times_rate", "08:40:55",
      "How much to rent the 4-person dome tent from Dec 4 to Dec 7?",
      [llm(), tool("get_rental_quote", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"},
                   {"sku": "TNT-DOME4", "name": "Basecamp Dome 4", "nightly_rate_usd": 22.00, "nights": 3,
                    "refundable_deposit_usd": 50.00, "available": True}, 0.6),
       llm()],
      "The Basecamp Dome 4 is available: 3 nights x $22 = $66, plus a $50 refundable deposit at pickup.")

clean("tent-rental-weight-lb", D, "unit_conversion", "09:33:10",
      "I'm backpacking with the 2-person ultralight tent from you guys. How heavy is it in pounds?",
      [llm(), tool("get_product_specs", {"sku": "TNT-UL2"},
                   {"data": {"sku": "TNT-UL2", "name": "Ridgeline UL 2",
                             "specs": {"packed_weight_kg": 1.36, "floor_area_m2": 2.7, "peak_height_cm": 102}}}, 0.5),
       llm()],
      "The Ridgeline UL 2 packs down to 1.36 kg, which is about 3.0 lb. Peak height is 102 cm (roughly 40 in), so fine for sitting up.",
      model=CLAUDE)

clean("tent-rental-none-available", D, "empty_result_reported", "11:17:44",
      "Do you have any 6-person tents for the weekend of Dec 11-13?",
      [llm(), tool("search_rental_inventory", {"category": "tent", "capacity_min": 6, "from": "2026-12-11", "to": "2026-12-13"},
                   {"data": {"items": [], "total": 0}, "meta": {"page": 1, "per_page": 20}}, 0.7),
       llm()],
      "Sorry - there are no 6-person tents available for Dec 11-13. Want me to check 4-person tents instead, or a different weekend?")

flawed("tent-rental-deposit-digits", D, "contradiction", "contradiction", "13:02:26",
       "What's the deposit on the big 8-person cabin tent, and do I need to bring anything?",
       [llm(), tool("get_rental_quote", {"sku": "TNT-CABIN8"},
                    {"sku": "TNT-CABIN8", "name": "Family Cabin 8", "nightly_rate_usd": 35.00,
                     "refundable_deposit_usd": 75.00, "requires": ["photo ID", "credit card"], "available": True}, 0.6),
        llm()],
       "The Family Cabin 8 is $35 a night, and the refundable deposit is $57. Bring a photo ID and a credit card to pickup.")

flawed("tent-rental-hours-ignored", D, "ignored_output", "ignored_tool_output", "15:10:03",
       "What time does the Moab rental counter open tomorrow? I want to grab the tent early.",
       [llm(), tool("get_location_hours", {"location_id": "moab-main", "date": "2026-11-21"},
                    {"location": "Moab - Main St", "date": "2026-11-21", "open": "07:00", "close": "19:00", "note": "Early pickup desk open from 07:00"}, 0.5),
        llm()],
       "Most rental counters open around 9 AM, so I'd plan on getting there at 9 and maybe calling ahead to be safe.",
       model=MINI)

flawed("tent-rental-reserve-503-loop", D, "retry_loop", "retry_loop", "17:45:50",
       "Reserve the Basecamp Dome 4 for Dec 4-7 please.",
       [llm(),
        err("reserve_rental", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"}, "503 Service Unavailable: reservations backend unavailable", 2.1),
        retry("reserve_rental", 2, "503"),
        err("reserve_rental", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"}, "503 Service Unavailable: reservations backend unavailable", 2.0),
        retry("reserve_rental", 3, "503"),
        err("reserve_rental", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"}, "503 Service Unavailable: reservations backend unavailable", 2.2),
        retry("reserve_rental", 4, "503"),
        err("reserve_rental", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"}, "503 Service Unavailable: reservations backend unavailable", 2.0),
        retry("reserve_rental", 5, "503"),
        err("reserve_rental", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"}, "503 Service Unavailable: reservations backend unavailable", 2.1),
        retry("reserve_rental", 6, "503"),
        err("reserve_rental", {"sku": "TNT-DOME4", "pickup": "2026-12-04", "return": "2026-12-07"}, "503 Service Unavailable: reservations backend unavailable", 2.3),
        llm()],
       "I wasn't able to reserve the tent - the reservation system keeps returning a service-unavailable error. Please try again a bit later.")

# ============================================================================================
# backpacking permit lotteries
# ============================================================================================
D = "permit_lotteries"

clean("permit-lottery-success-rate", D, "difference_and_percentage", "08:05:18",
      "What were the odds in this year's Mt. Whitney overnight lottery?",
      [llm(), tool("get_lottery_stats", {"lottery": "mt-whitney-overnight", "season": 2026},
                   {"data": {"lottery": "Mt. Whitney Overnight", "season": 2026, "applications": 12480,
                             "awarded": 1872, "unsuccessful": 10608},
                    "meta": {"source": "recreation-permits-api", "generated_at": "2026-11-20T08:05:19.870Z"}}, 0.8),
       llm()],
      "For the 2026 season, 1,872 of 12,480 applications were awarded - a 15% success rate, so roughly 1 in 7.")

clean("permit-lottery-results-countdown", D, "time_difference", "09:12:00",
      "When do the Wonderland Trail lottery results come out?",
      [llm(), tool("get_lottery_schedule", {"lottery": "wonderland-trail"},
                   {"lottery": "Wonderland Trail", "server_time": "2026-11-20T09:12:02Z",
                    "results_at": "2026-11-20T16:00:00Z", "timezone_note": "all times UTC"}, 0.4),
       llm()],
      "Results post today at 16:00 UTC (4:00 PM UTC) - that's about 6 hours 48 minutes from now.",
      model=CLAUDE)

clean("permit-lottery-chained-status", D, "chained_tools", "10:44:31",
      "Did my application for the Enchantments lottery go through?",
      [llm(), tool("find_lottery", {"query": "Enchantments", "season": 2027},
                   {"results": [{"lottery_id": "LOT-2027-ENC-01", "name": "Enchantments Permit Area", "status": "open"}], "count": 1}, 0.5),
       llm(),
       tool("get_my_application", {"lottery_id": "LOT-2027-ENC-01"},
            {"application_id": "APP-771204", "lottery_id": "LOT-2027-ENC-01", "status": "submitted",
             "zone_choices": ["Core", "Colchuck", "Snow"], "submitted_at": "2026-11-18T22:07:00Z", "fee_paid_usd": 6.00}, 0.6),
       llm()],
      "Yes - application APP-771204 for the Enchantments (2027) is submitted. You entered Core, Colchuck and Snow as your zone choices and the $6 fee was paid on Nov 18.")

flawed("permit-lottery-wrong-zone", D, "wrong_entity", "wrong_entity", "11:58:40",
       "How many people applied for the Enchantments Core Zone last season?",
       [llm(), tool("get_zone_stats", {"lottery_id": "LOT-2026-ENC-01", "zone": "Snow Zone"},
                    {"zone": "Snow Zone", "season": 2026, "applicants": 9315, "permits_awarded": 842}, 0.6),
        llm()],
       "Last season 9,315 groups applied for the Core Zone and 842 permits were awarded.")

flawed("permit-lottery-payment-declined", D, "unacknowledged_error", "unacknowledged_error", "13:26:09",
       "Submit my Half Dome application for the June 14 - 16 window, two people.",
       [llm(), tool("create_application", {"lottery": "half-dome-preseason", "dates": ["2027-06-14", "2027-06-16"], "group_size": 2},
                    {"application_id": "HD-DRAFT-55120", "status": "draft"}, 0.7),
        llm(),
        err("pay_application_fee", {"application_id": "HD-DRAFT-55120", "amount_usd": 10.00},
            "402 PAYMENT_DECLINED: card ending 4417 was declined by issuer", 1.4),
        llm()],
       "You're in! Your Half Dome application (HD-DRAFT-55120) for June 14-16 with 2 people has been submitted. Good luck in the draw.",
       model=MINI)

flawed("permit-lottery-llm-loop", D, "llm_loop", "llm_loop", "15:40:27",
       "Which Yosemite wilderness trailheads have the most lottery permits?",
       [llm(), tool("list_trailhead_quotas", {"park": "yosemite", "type": "lottery"},
                    {"rows": [{"trailhead": "Happy Isles to Little Yosemite Valley", "lottery_quota": 30},
                              {"trailhead": "Lyell Canyon", "lottery_quota": 24},
                              {"trailhead": "Glacier Point to Little Yosemite Valley", "lottery_quota": 12},
                              {"trailhead": "Sunrise Lakes", "lottery_quota": 15}], "row_count": 4}, 0.6),
        llm(7)],
      "Happy Isles to Little Yosemite Valley has the most lottery permits (30 a day), then Lyell Canyon (24) and Sunrise Lakes (15).",
       model=CLAUDE)

# ============================================================================================
# camp stove fuel orders
# ============================================================================================
D = "camp_stove_fuel"

clean("stove-fuel-liters-gallons", D, "unit_conversion", "08:22:47",
      "How much white gas is in the 4-bottle pack, in gallons?",
      [llm(), tool("get_product", {"sku": "WG-1L-4PK"},
                   {"sku": "WG-1L-4PK", "name": "White Gas 1 L bottle, 4-pack", "bottles": 4, "volume_per_bottle_l": 1.0,
                    "price_usd": 39.96, "hazmat": True}, 0.5),
       llm()],
      "The 4-pack holds 4 x 1 L = 4 L of white gas, which is about 1.06 US gallons.")

clean("stove-fuel-order-cents", D, "minor_units", "10:03:31",
      "What was the total on my last fuel order?",
      [llm(), tool("list_orders", {"customer_id": "cus_Q82LMx", "limit": 1},
                   {"object": "list", "data": [{"id": "ord_FU9K2", "created": "2026-11-14T17:21:09Z",
                                                "items": [{"sku": "IBP-230", "qty": 3}], "subtotal_cents": 2997,
                                                "hazmat_fee_cents": 1800, "total_cents": 4797, "currency": "usd"}],
                    "has_more": True}, 0.6),
       llm()],
      "Your last order (ord_FU9K2, Nov 14) came to $47.97: $29.97 for three 230 g isobutane canisters plus an $18.00 hazmat shipping fee.",
      model=SONNET4)

clean("stove-fuel-tracking-timeout", D, "retried_timeout_right_answer", "11:49:05",
      "Where's my fuel order FO-30877?",
      [llm(),
       err("track_order", {"order_id": "FO-30877"}, "TimeoutError: carrier API did not respond within 10s", 10.0),
       retry("track_order", 2, "timeout"),
       tool("track_order", {"order_id": "FO-30877"},
            {"order_id": "FO-30877", "status": "in_transit", "carrier": "UPS Ground", "tracking": "1Z999AA10123456784",
             "last_scan": {"at": "2026-11-20T04:15:00-06:00", "location": "Salina, KS"}, "estimated_delivery": "2026-11-23"}, 1.2),
       llm()],
      "Order FO-30877 is in transit with UPS Ground (tracking 1Z999AA10123456784). Last scan was early this morning at 4:15 AM in Salina, KS, and it's estimated to arrive Monday, Nov 23. (The carrier lookup timed out once; the second try worked.)")

flawed("stove-fuel-stale-stock", D, "stale_data", "stale_data", "13:37:12",
       "Do you have the 450 g isobutane canisters in stock? I need 6.",
       [llm(), tool("check_inventory", {"sku": "IBP-450"},
                    {"data": {"sku": "IBP-450", "on_hand": 36, "warehouse": "Reno NV"},
                     "meta": {"inventory_snapshot_at": "2026-10-14T05:00:00Z"}}, 0.5),
        llm()],
       "Yes - there are 36 of the 450 g canisters in stock right now at the Reno warehouse, so 6 is no problem.")

flawed("stove-fuel-order-no-output", D, "missing_output", "missing_tool_output", "15:02:58",
       "Order two 230 g canisters to my saved address.",
       [llm(), noout("place_order", {"items": [{"sku": "IBP-230", "qty": 2}], "ship_to": "saved:home"}, 12.0),
        llm()],
       "Your order for two 230 g isobutane canisters is placed and will ship to your home address. You'll get a confirmation email shortly.",
       model=MINI)

flawed("stove-fuel-guaranteed-delivery", D, "overconfident_wording", "overconfident_wording", "16:55:20",
       "If I order the 4-pack of white gas now, will it get here before my trip on the 28th?",
       [llm(), tool("estimate_delivery", {"sku": "WG-1L-4PK", "zip": "80302"},
                    {"service": "ground_hazmat", "estimated_window": {"earliest": "2026-11-24", "latest": "2026-11-27"},
                     "note": "Hazmat ground shipments can be delayed by carrier restrictions; estimates are not guaranteed."}, 0.6),
        llm()],
       "Absolutely - it's guaranteed to arrive between Nov 24 and Nov 27, so there's zero chance it misses your trip on the 28th.")

# ============================================================================================
# hiking guide bookings
# ============================================================================================
D = "hiking_guides"

clean("guide-booking-receipt", D, "action_receipt", "08:31:16",
      "Book Maya Ortiz for the Angels Landing day hike on December 5, 2 people.",
      [llm(), tool("create_booking", {"guide_id": "gd_maya_ortiz", "route": "angels-landing", "date": "2026-12-05", "party_size": 2},
                   {"booking": {"id": "HG-5521-B", "status": "confirmed", "guide": "Maya Ortiz", "route": "Angels Landing",
                                "meet_at": "2026-12-05T07:30:00-07:00", "meeting_point": "Grotto Trailhead"},
                    "payment": {"charged_usd": 310.00}}, 1.3),
       llm()],
      "Booked! Maya Ortiz will guide you two on Angels Landing on Saturday, Dec 5. Meet at the Grotto Trailhead at 7:30 AM. Booking HG-5521-B, $310 charged.",
      model=CLAUDE)

clean("guide-average-rating", D, "average_of_list", "10:12:40",
      "What do people say about guide Dev Patel?",
      [llm(), tool("list_guide_reviews", {"guide_id": "gd_dev_patel", "limit": 10},
                   {"data": [{"rating": 4.8, "text": "Knew every plant on the trail"},
                             {"rating": 4.6, "text": "Great pace, a bit late to start"},
                             {"rating": 5.0, "text": "Best hike of our trip"},
                             {"rating": 4.4, "text": "Good but the lunch stop was short"}],
                    "pagination": {"page": 1, "total_pages": 1, "total": 4}}, 0.7),
       llm()],
      "Dev Patel has 4 reviews averaging 4.7 out of 5. People praise his plant knowledge and pace; the only gripes were a late start and a short lunch stop.")

clean("guide-booking-honest-failure", D, "honest_failure_report", "12:20:09",
      "Can you book a guide for Half Dome this Sunday?",
      [llm(), err("search_guides", {"route": "half-dome", "date": "2026-11-22"},
                  "500 Internal Server Error: {\"code\": \"UPSTREAM_FAILURE\", \"message\": \"availability service error\"}", 1.6),
       llm()],
      "I couldn't book anything - the guide availability service returned an internal error, so I can't see who's free on Sunday (Nov 22). Nothing was reserved or charged. Want me to try again in a few minutes?")

flawed("guide-search-ignored", D, "ignored_output", "ignored_tool_output", "13:48:33",
       "Any guides free for the Zion Narrows this Saturday?",
       [llm(), tool("search_guides", {"route": "zion-narrows", "date": "2026-11-21"},
                    {"results": [{"guide_id": "gd_maya_ortiz", "name": "Maya Ortiz", "slots_left": 1},
                                 {"guide_id": "gd_dev_patel", "name": "Dev Patel", "slots_left": 3}], "total": 2}, 0.8),
        llm()],
       "It looks like there aren't any guides available for the Narrows this Saturday - late November is quiet and many guides are off-season. You could try a weekday next week instead.",
       model=MINI)

flawed("guide-availability-timeout-loop", D, "retry_loop", "retry_loop", "15:16:48",
       "Is Dev Patel free on December 12?",
       [llm(),
        err("get_guide_calendar", {"guide_id": "gd_dev_patel", "date": "2026-12-12"}, "TimeoutError: calendar service timed out after 15s", 15.0),
        retry("get_guide_calendar", 2, "timeout"),
        err("get_guide_calendar", {"guide_id": "gd_dev_patel", "date": "2026-12-12"}, "TimeoutError: calendar service timed out after 15s", 15.0),
        retry("get_guide_calendar", 3, "timeout"),
        err("get_guide_calendar", {"guide_id": "gd_dev_patel", "date": "2026-12-12"}, "TimeoutError: calendar service timed out after 15s", 15.0),
        retry("get_guide_calendar", 4, "timeout"),
        err("get_guide_calendar", {"guide_id": "gd_dev_patel", "date": "2026-12-12"}, "TimeoutError: calendar service timed out after 15s", 15.0),
        retry("get_guide_calendar", 5, "timeout"),
        tool("get_guide_calendar", {"guide_id": "gd_dev_patel", "date": "2026-12-12"},
             {"guide_id": "gd_dev_patel", "date": "2026-12-12", "available": True, "open_slots": ["full_day"]}, 2.4),
        llm()],
       "Yes, Dev Patel is free for a full day on Saturday, Dec 12.")

flawed("guide-quote-invented-fee", D, "invented_number", "unsupported_claim", "17:05:11",
       "How much would a private guide for the Mount Si hike cost for 3 of us?",
       [llm(), tool("get_guide_rates", {"route": "mount-si", "party_size": 3},
                    {"route": "Mount Si", "rate_per_person_usd": 95, "party_size": 3, "includes": ["trekking poles", "snacks"]}, 0.5),
        llm()],
       "For 3 people it's $95 each, so $285 total, which includes trekking poles and snacks. There's also a $40 trailhead parking and permit fee on the day.",
       model=CLAUDE)

# ============================================================================================
# trail condition reports
# ============================================================================================
D = "trail_conditions"

clean("trail-report-conversions", D, "unit_conversion", "14:05:02",
      "What are conditions like on the Iceberg Lake trail? Please use miles and Fahrenheit.",
      [llm(), tool("get_trail_report", {"trail_id": "glacier-iceberg-lake"},
                   {"data": {"trail": "Iceberg Lake", "length_km": 15.3, "snow_depth_cm": 35, "temp_c": -4,
                             "surface": "packed snow", "traction_recommended": True, "reported_at": "2026-11-20T06:40:00-07:00"}}, 0.6),
       llm()],
      "Iceberg Lake as of this morning's 6:40 AM report: packed snow about 14 in deep, around 25°F, and traction is recommended. The round trip is 15.3 km, roughly 9.5 miles.")

clean("trail-report-top3", D, "summary_of_list", "09:28:37",
      "Which trails near Leavenworth are in the best shape this weekend?",
      [llm(), tool("list_trail_reports", {"region": "leavenworth-wa", "sort": "updated"},
                   {"items": [{"trail": "Icicle Ridge", "condition_score": 7},
                              {"trail": "Eightmile Lake", "condition_score": 9},
                              {"trail": "Colchuck Lake", "condition_score": 6},
                              {"trail": "Snow Lakes", "condition_score": 8},
                              {"trail": "Blackbird Island Loop", "condition_score": 10},
                              {"trail": "Stuart Lake", "condition_score": 5}],
                    "total": 6, "scale": "1-10, 10 = dry and clear"}, 0.7),
       llm()],
      "Top 3 of the 6 reported trails:\n\n| Trail | Score (1-10) |\n|---|---|\n| Blackbird Island Loop | 10 |\n| Eightmile Lake | 9 |\n| Snow Lakes | 8 |\n\nStuart Lake is in the worst shape at 5.",
      model=SONNET4)

clean("trail-closures-none", D, "empty_result_reported", "11:01:20",
      "Are there any closures on the Appalachian Trail in the Smokies right now?",
      [llm(), tool("list_closures", {"trail": "appalachian-trail", "unit": "GRSM", "active": True},
                   {"results": [], "count": 0, "checked_at": "2026-11-20T11:01:21.412Z"}, 0.5),
       llm()],
      "No active closures are listed for the AT in Great Smoky Mountains as of this morning.")

flawed("trail-report-not-found", D, "unacknowledged_error", "unacknowledged_error", "12:36:44",
       "How's the Mailbox Peak trail looking today?",
       [llm(), err("get_trail_report", {"trail_id": "mailbox-peak-new"}, "404 TRAIL_NOT_FOUND: no report for trail_id 'mailbox-peak-new'", 0.4),
        llm()],
       "Mailbox Peak is in decent shape today - the lower section is dry and there's some snow near the summit, so bring microspikes.",
       model=MINI)

flawed("trail-report-llm-loop", D, "llm_loop", "llm_loop", "14:10:15",
       "Is there still snow on the Skyline Trail at Paradise?",
       [llm(), tool("get_trail_report", {"trail_id": "rainier-skyline"},
                    {"trail": "Skyline Trail", "snow_depth_cm": 60, "surface": "snow", "reported_at": "2026-11-20T13:20:00Z"}, 0.5),
        llm(6)],
       "Yes - about 60 cm (roughly 2 ft) of snow on the Skyline Trail as of today's report.",
       model=CLAUDE)

flawed("trail-open-state", D, "state_contradiction", "contradiction", "16:22:09",
       "Is the Bright Angel trail open tomorrow? Thinking of going down to the river.",
       [llm(), tool("get_trail_status", {"trail_id": "grca-bright-angel", "date": "2026-11-21"},
                    {"trail": "Bright Angel", "date": "2026-11-21", "open": False,
                     "reason": "rockfall repair below 3-Mile Resthouse", "reopen_estimate": "2026-11-24"}, 0.5),
        llm()],
       "Yes, Bright Angel is open tomorrow. Heads up that there's rockfall repair work below the 3-Mile Resthouse, so expect some delays on the way down.")

# ============================================================================================
# bear canister loans
# ============================================================================================
D = "bear_canister_loans"

clean("bear-canister-count", D, "count_of_items", "08:48:29",
      "Does the Wawona ranger station have bear canisters to borrow?",
      [llm(), tool("list_station_canisters", {"station": "wawona"},
                   {"station": "Wawona Wilderness Center",
                    "canisters": [{"id": "C-101", "model": "BV450", "status": "available"},
                                  {"id": "C-102", "model": "BV450", "status": "on_loan"},
                                  {"id": "C-103", "model": "BV500", "status": "available"},
                                  {"id": "C-104", "model": "Garcia 812", "status": "available"},
                                  {"id": "C-105", "model": "BV500", "status": "maintenance"}]}, 0.6),
       llm()],
      "Yes - 3 of the 5 canisters at Wawona are available right now (one BV450, one BV500 and one Garcia 812). The other two are on loan or in maintenance.")

clean("bear-canister-id-case", D, "identifier_case", "10:30:51",
      "Is my canister loan bc-2026-0412 ready to pick up?",
      [llm(), tool("get_loan", {"loan_id": "bc-2026-0412"},
                   {"loan": {"loan_id": "BC-2026-0412", "status": "ready_for_pickup", "station": "Tuolumne Meadows",
                             "canister_model": "BV500", "due_back": "2026-11-30"}}, 0.5),
       llm()],
      "Yes, loan BC-2026-0412 is ready for pickup at Tuolumne Meadows - a BV500, due back Nov 30.",
      model=CLAUDE)

clean("bear-canister-volume", D, "unit_conversion", "12:12:12",
      "How big is the BV500 in cubic inches, and how much does it weigh in kg?",
      [llm(), tool("get_canister_model", {"model": "BV500"},
                   {"model": "BV500", "volume_l": 11.5, "weight_lb": 2.56, "approved_by": ["IGBC", "SIBBG"]}, 0.4),
       llm()],
      "The BV500 holds 11.5 L, about 700 cubic inches, and weighs 2.56 lb (about 1.16 kg).")

flawed("bear-canister-loan-no-output", D, "missing_output", "missing_tool_output", "13:44:36",
       "When is my bear canister due back? Loan LN-40217.",
       [llm(), noout("get_loan", {"loan_id": "LN-40217"}, 8.0),
        llm()],
       "Loan LN-40217 is due back on Sunday, November 29, at the station where you picked it up.",
       model=MINI)

flawed("bear-canister-guarantee", D, "overconfident_wording", "overconfident_wording", "15:27:03",
       "Will a canister keep bears out of my food at Rae Lakes?",
       [llm(), tool("get_area_food_storage_rules", {"area": "rae-lakes"},
                    {"area": "Rae Lakes Loop", "canister_required": True, "bear_activity": "moderate",
                     "note": "Canisters greatly reduce food-conditioned bear incidents but must be closed and stored 100 ft from camp."}, 0.5),
        llm()],
       "Yes - canisters are required at Rae Lakes, and a canister is 100% bear-proof: no bear will ever get into your food, whatever you do with it.",
       model=SONNET4)

flawed("bear-canister-neighbour-id", D, "wrong_id_reported", "wrong_entity", "17:18:44",
       "Reserve a bear canister for pickup at Mineral King on Dec 2.",
       [llm(), tool("reserve_canister", {"station": "mineral-king", "pickup_date": "2026-12-02"},
                    {"reservation": {"id": "BCL-30418", "status": "confirmed", "station": "Mineral King", "pickup_date": "2026-12-02",
                                     "canister_model": "BV450"}}, 0.9),
        llm()],
       "Reserved! Your BV450 canister will be waiting at Mineral King on Dec 2. Reservation number: BCL-30481.")

# ============================================================================================
# camping gear cleaning
# ============================================================================================
D = "gear_cleaning"

clean("gear-cleaning-order-sum", D, "sum_of_items", "08:09:44",
      "What's the total for my cleaning order GC-1190?",
      [llm(), tool("get_cleaning_order", {"order_id": "GC-1190"},
                   {"data": {"order_id": "GC-1190", "currency": "USD",
                             "items": [["tent wash & dry", 45.00], ["down sleeping bag wash", 35.00],
                                       ["backpack deep clean", 25.00], ["DWR re-waterproofing", 20.00]],
                             "status": "received"}}, 0.6),
       llm()],
      "GC-1190 comes to $125.00: tent wash $45, sleeping bag $35, backpack $25 and re-waterproofing $20.")

clean("gear-cleaning-retry-502", D, "retried_error_right_answer", "09:55:26",
      "Is my tent done being cleaned? Order GC-1187.",
      [llm(),
       err("get_cleaning_order", {"order_id": "GC-1187"}, "502 Bad Gateway", 0.9),
       retry("get_cleaning_order", 2, "502"),
       tool("get_cleaning_order", {"order_id": "GC-1187"},
            {"data": {"order_id": "GC-1187", "status": "ready", "ready_since": "2026-11-19T21:00:00Z", "items": [["tent wash & dry", 45.00]]}}, 0.6),
       llm()],
      "Yes - your tent (GC-1187) is clean and has been ready since yesterday (Nov 19). (The first lookup hit a 502 error; the retry went through.)",
      model=CLAUDE)

clean("gear-cleaning-pickup-window", D, "clock_times", "11:40:00",
      "When can I pick up my stuff from the Portland cleaning shop?",
      [llm(), tool("get_pickup_window", {"order_id": "GC-1201"},
                   {"order_id": "GC-1201", "shop": "Portland - SE Hawthorne",
                    "window": {"start": "2026-11-22T13:00:00-08:00", "end": "2026-11-22T17:00:00-08:00"}}, 0.5),
       llm()],
      "Your order GC-1201 can be picked up at the SE Hawthorne shop on Sunday, Nov 22, between 1:00 and 5:00 PM.",
      model=MINI)

flawed("gear-cleaning-repeat-loop", D, "retry_loop", "retry_loop", "13:14:50",
       "Has my backpack cleaning GC-1203 started?",
       [llm(),
        tool("get_cleaning_order", {"order_id": "GC-1203"}, {"data": {"order_id": "GC-1203", "status": "in_cleaning", "started_at": "2026-11-20T10:05:00Z"}}, 0.6),
        llm(),
        tool("get_cleaning_order", {"order_id": "GC-1203"}, {"data": {"order_id": "GC-1203", "status": "in_cleaning", "started_at": "2026-11-20T10:05:00Z"}}, 0.6),
        llm(),
        tool("get_cleaning_order", {"order_id": "GC-1203"}, {"data": {"order_id": "GC-1203", "status": "in_cleaning", "started_at": "2026-11-20T10:05:00Z"}}, 0.6),
        llm(),
        tool("get_cleaning_order", {"order_id": "GC-1203"}, {"data": {"order_id": "GC-1203", "status": "in_cleaning", "started_at": "2026-11-20T10:05:00Z"}}, 0.6),
        llm()],
       "Yes, GC-1203 went into cleaning today at 10:05 UTC and is in progress now.")

flawed("gear-cleaning-invented-duration", D, "invented_number", "unsupported_claim", "14:58:21",
       "How do you wash synthetic sleeping bags? I don't want mine ruined.",
       [llm(), tool("get_care_instructions", {"item_type": "synthetic_sleeping_bag"},
                    {"item_type": "synthetic_sleeping_bag", "max_wash_temp_c": 30, "detergent": "technical non-detergent soap",
                     "dry": "tumble low heat with dryer balls", "front_loader_only": True}, 0.5),
        llm()],
       "We wash synthetic bags in a front-loader only, at 30°C max (86°F) with a technical non-detergent soap, then tumble dry on low with dryer balls for about 90 minutes.",
       model=CLAUDE)

flawed("gear-cleaning-stale-wait", D, "stale_data", "stale_data", "16:40:07",
       "What's the current wait for a tent cleaning?",
       [llm(), tool("get_queue_status", {"service": "tent_wash"},
                    {"data": {"service": "tent_wash", "current_wait_days": 9, "jobs_ahead": 23},
                     "meta": {"generated_at": "2026-10-21T08:00:00Z"}}, 0.5),
        llm()],
       "The current wait for a tent wash is 9 days, with 23 jobs ahead of you in the queue.")

# ============================================================================================
# sleeping bag rentals
# ============================================================================================
D = "sleeping_bag_rentals"

clean("sleeping-bag-f-to-c", D, "unit_conversion", "08:36:09",
      "What temperature is the Marmot down bag rated for? I think in Celsius.",
      [llm(), tool("get_rental_item", {"sku": "SB-MARMOT-15"},
                   {"sku": "SB-MARMOT-15", "name": "Marmot Helium 15 (rental)", "limit_rating_f": 15, "comfort_rating_f": 25,
                    "fill": "800-fill down", "nightly_rate_usd": 14.00}, 0.5),
       llm()],
      "The Marmot Helium 15 has a limit rating of 15°F (about -9°C) and a comfort rating of 25°F (about -4°C).")

clean("sleeping-bag-five-nights", D, "nights_times_rate", "10:25:37",
      "How much for the synthetic 30-degree bag for five nights?",
      [llm(), tool("get_rental_item", {"sku": "SB-SYN-30"},
                   {"sku": "SB-SYN-30", "name": "Kelty Cosmic Synthetic 30", "nightly_rate_usd": 12.00, "liner_included": True}, 0.5),
       llm()],
      "The Kelty Cosmic Synthetic 30 is $12 a night, so 5 nights is $60, liner included.",
      model=SONNET4)

clean("sleeping-bag-search-then-reserve", D, "chained_tools", "12:03:58",
      "I need a bag good to 20°F for Dec 3 to Dec 7 - find one and reserve it.",
      [llm(), tool("search_rental_items", {"category": "sleeping_bag", "max_limit_rating_f": 20, "from": "2026-12-03", "to": "2026-12-07"},
                   {"items": [{"sku": "SB-MARMOT-15", "name": "Marmot Helium 15", "limit_rating_f": 15, "nightly_rate_usd": 14.00, "available": 2}],
                    "total": 1}, 0.7),
       llm(),
       tool("reserve_rental", {"sku": "SB-MARMOT-15", "from": "2026-12-03", "to": "2026-12-07"},
            {"reservation_id": "RSV-62C9", "sku": "SB-MARMOT-15", "nights": 4, "total_usd": 56.00, "status": "confirmed"}, 1.0),
       llm()],
      "Found one and reserved it: the Marmot Helium 15 (limit rating 15°F), Dec 3-7 - 4 nights for $56.00 total. Reservation RSV-62C9.",
      model=CLAUDE)

flawed("sleeping-bag-llm-loop", D, "llm_loop", "llm_loop", "13:31:40",
       "Do you rent kids' sleeping bags?",
       [llm(), tool("search_rental_items", {"category": "sleeping_bag", "size": "youth"},
                    {"items": [{"sku": "SB-KID-40", "name": "REI Kindercone 40", "nightly_rate_usd": 8.00, "available": 4}], "total": 1}, 0.6),
        llm(5)],
       "Yes - we rent the REI Kindercone 40 youth bag for $8 a night, and 4 are available.",
       model=MINI)

flawed("sleeping-bag-rating-contradiction", D, "contradiction", "contradiction", "15:05:16",
       "Is the Nemo Disco warm enough for a night that could drop to 15°F?",
       [llm(), tool("get_rental_item", {"sku": "SB-NEMO-DISCO"},
                    {"sku": "SB-NEMO-DISCO", "name": "Nemo Disco 15", "limit_rating_f": 20, "comfort_rating_f": 27,
                     "fill": "650-fill down", "nightly_rate_usd": 13.00}, 0.5),
        llm()],
       "The Nemo Disco is rated down to 10°F (limit) with a 27°F comfort rating, so it should handle a 15°F night, though you'll want a good pad and a warm hat.")

flawed("sleeping-bag-wet-ignored", D, "ignored_output", "ignored_tool_output", "17:22:30",
       "We're going to the Olympic coast and it'll be wet. Is your rental down bag a bad idea?",
       [llm(), tool("get_rental_item", {"sku": "SB-MARMOT-15"},
                    {"sku": "SB-MARMOT-15", "name": "Marmot Helium 15", "fill": "800-fill hydrophobic down (Down Defender)",
                     "shell": "Pertex Endurance, water resistant", "suited_for_wet_climates": True}, 0.5),
        llm()],
       "Down loses almost all of its insulation once it gets wet, so for the Olympic coast I'd skip the down bag and rent a synthetic one instead.",
       model=CLAUDE)

# ============================================================================================
# outdoor first aid kits
# ============================================================================================
D = "first_aid_kits"

clean("first-aid-recall-thousand", D, "magnitude_rescaling", "09:07:33",
      "Is there a recall on the TrailMed Day Hiker kit?",
      [llm(), tool("search_recalls", {"product": "TrailMed Day Hiker"},
                   {"data": [{"recall_id": "RC-2026-118", "product": "TrailMed Day Hiker First Aid Kit", "units_affected": 57300,
                              "issue": "iodine swabs may be unsterile", "remedy": "free replacement swab pack", "issued": "2026-11-12"}],
                    "meta": {"total": 1}}, 0.7),
       llm()],
      "Yes - recall RC-2026-118 (issued Nov 12) covers about 57 thousand TrailMed Day Hiker kits: the iodine swabs may be unsterile. The remedy is a free replacement swab pack.",
      model=SONNET4)

clean("first-aid-kit-compare", D, "difference_and_percentage", "10:50:02",
      "Compare the Trail 1.0 and the Backcountry Pro kits for me.",
      [llm(), tool("get_products", {"skus": ["FAK-TRAIL10", "FAK-BCPRO"]},
                   {"products": [{"sku": "FAK-TRAIL10", "name": "Trail 1.0", "price_usd": 34.95, "pieces": 85, "weight_g": 340},
                                 {"sku": "FAK-BCPRO", "name": "Backcountry Pro", "price_usd": 49.95, "pieces": 120, "weight_g": 510}]}, 0.6),
       llm()],
      "- **Trail 1.0**: $34.95, 85 pieces, 340 g\n- **Backcountry Pro**: $49.95, 120 pieces, 510 g\n\nThe Pro costs $15 more and has 35 more pieces, but it's 170 g heavier (50% more weight).")

clean("first-aid-eur-price", D, "currency_conversion", "12:44:15",
      "The Lifesystems Mountain kit is listed in euros on the EU site. What is it in dollars?",
      [llm(), tool("get_product", {"sku": "LS-MOUNTAIN", "region": "eu"},
                   {"sku": "LS-MOUNTAIN", "name": "Lifesystems Mountain First Aid Kit", "price": {"amount": 42.00, "currency": "EUR"}}, 0.5),
       llm(),
       tool("get_fx_rate", {"base": "EUR", "quote": "USD"}, {"pair": "EUR/USD", "rate": 1.08, "as_of": "2026-11-20T12:00:00Z"}, 0.4),
       llm()],
      "It's €42.00 on the EU site, which is about $45.36 at today's rate of 1.08.",
      model=CLAUDE)

flawed("first-aid-guaranteed-snakebite", D, "overconfident_wording", "overconfident_wording", "13:59:47",
       "Will the Backcountry Pro kit handle a snakebite?",
       [llm(), tool("get_products", {"skus": ["FAK-BCPRO"]},
                    {"products": [{"sku": "FAK-BCPRO", "name": "Backcountry Pro", "contents_highlights": ["SAM splint", "elastic wrap bandage", "trauma shears"],
                                   "disclaimer": "Not a substitute for professional medical care. Seek emergency help for envenomation."}]}, 0.6),
        llm()],
       "Definitely - the Backcountry Pro has everything you need for a snakebite. With the elastic wrap bandage and SAM splint you're fully covered, and there's no need to worry about getting to a hospital.",
       model=MINI)

flawed("first-aid-wrong-product", D, "wrong_entity", "wrong_entity", "15:35:26",
       "How much does the Adventure Medical Kits Mountain Series Hiker weigh?",
       [llm(), tool("get_product", {"sku": "AMK-MTN-BACKPACKER"},
                    {"sku": "AMK-MTN-BACKPACKER", "name": "Mountain Series Backpacker", "weight_oz": 14.2, "pieces": 110, "price_usd": 54.99}, 0.5),
        llm()],
       "The Mountain Series Hiker weighs 14.2 oz (about 400 g) and has 110 pieces.")

flawed("first-aid-expiry-empty", D, "unacknowledged_error", "unacknowledged_error", "17:48:10",
       "Can you check whether anything in my kit has expired? Serial TM-88-20451.",
       [llm(), tool("get_kit_contents_expiry", {"serial": "TM-88-20451"},
                    {"data": {"items": [], "total": 0}, "meta": {"note": "serial not registered"}}, 0.6),
        llm()],
       "Good news - everything in kit TM-88-20451 is within its expiry date, so you're all set for your next trip.",
       model=SONNET4)


# ============================================================================================
# expansion
# ============================================================================================
SPEC_KEYS = ("id", "domain", "label", "category", "expected_cause", "prompt", "response")


def expand(spec: dict) -> dict:
    sid = spec["id"]
    h0, m0, s0 = map(int, spec["start"].split(":"))
    t = DAY + h0 * 3600 + m0 * 60 + s0
    claude = spec["model"].startswith("claude")
    trace = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tin = tout = 0
    ctx = 300 + _h(sid, "ctx") % 250  # system prompt + tools
    ctx += len(spec["prompt"]) // 4
    k = 0
    for step in spec["steps"]:
        kind = step[0]
        if kind == "llm":
            for _ in range(step[1]):
                k += 1
                out_tok = 25 + _h(sid, k, "out") % 120
                trace.append({"event": "llm_call", "model": spec["model"], "timestamp": round(t, 3),
                              "token_usage": {"input_tokens": ctx, "output_tokens": out_tok}})
                tin += ctx
                tout += out_tok
                ctx += out_tok
                t += 0.9 + (_h(sid, k, "lat") % 1800) / 1000
        elif kind in ("tool", "noout"):
            k += 1
            name, args = step[1], step[2]
            cid = ("toolu_01" + format(_h(sid, k, "id") % 16**20, "020x")) if claude else ("call_" + format(_h(sid, k, "id") % 16**12, "012x"))
            calls.append({"tool": name, "args": args, "id": cid, "timestamp": round(t, 3)})
            trace.append({"event": "tool_start", "tool": name, "call_id": cid, "args": args, "timestamp": round(t, 3)})
            if kind == "noout":
                t += step[3]
                continue
            output, error, dur = step[3], step[4], step[5]
            t += dur
            outputs.append({"tool": name, "output": output, "call_id": cid, "error": error, "timestamp": round(t, 3)})
            trace.append({"event": "tool_end", "tool": name, "call_id": cid, "output": output, "error": error, "timestamp": round(t, 3)})
            if error is not None:
                errors.append(error)
            ctx += len(json.dumps(output if output is not None else error)) // 4
        elif kind == "retry":
            retries += 1
            t += 0.5
            trace.append({"event": "retry", "tool": step[1], "attempt": step[2], "reason": step[3], "timestamp": round(t, 3)})
        else:  # pragma: no cover
            raise ValueError(kind)
    t += 0.3
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    start = trace[0]["timestamp"]
    record = {key: spec[key] for key in SPEC_KEYS}
    record.update(
        set="blind124", split="heldout", tool_calls=calls, tool_outputs=outputs, trace=trace,
        evidence_level="fully_instrumented",
        metrics={"latency": round(t - start, 3), "token_usage": {"input_tokens": tin, "output_tokens": tout},
                 "retries": retries, "errors": errors},
    )
    return record


def main() -> None:
    ids = [r["id"] for r in RUNS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_domain: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_domain.setdefault(spec["domain"], []).append(expand(spec))
    for domain, records in by_domain.items():
        lines = [json.dumps(rec, ensure_ascii=False, sort_keys=True) + "\n" for rec in records]
        (HERE / f"{domain}.jsonl").write_text("".join(lines), encoding="utf-8")
    print(f"{len(RUNS)} runs in {len(by_domain)} domains")


if __name__ == "__main__":
    main()
