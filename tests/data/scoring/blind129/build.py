"""Builds the blind129 held-out set: 60 agent runs in 10 dance domains (3 clean, 3 flawed each).

The specs below were written by hand by the blind129 tester (a helper session that never read the
scorer, its tests, the other sets or any benchmark output, and never ran the scorer). Each spec is
a question, the agent's turns (tool calls with arguments and their JSON output or error), and the
final answer; this script adds call ids, timestamps on 2026-11-20, token usage, the trace and the
metrics, in the record shape of the corpus.

    python tests/data/scoring/blind129/build.py   # rewrites tests/data/scoring/blind129/*.jsonl
"""

from __future__ import annotations

import hashlib
import json
import random
import string
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
SET = "blind129"

DOMAIN_FILES = {
    "dance class drop-ins": "dance_class_dropins",
    "ballroom competition entries": "ballroom_competition_entries",
    "dance costume rentals": "dance_costume_rentals",
    "studio floor rentals": "studio_floor_rentals",
    "wedding first dance lessons": "wedding_first_dance_lessons",
    "hip hop workshop passes": "hip_hop_workshop_passes",
    "tap shoe fittings": "tap_shoe_fittings",
    "dance recital tickets": "dance_recital_tickets",
    "dance teacher substitutions": "dance_teacher_substitutions",
    "salsa social nights": "salsa_social_nights",
}

OPENAI = ["gpt-4o-2024-08-06", "gpt-4.1-mini-2025-04-14"]
ANTHROPIC = ["claude-sonnet-4-20250514", "claude-3-5-haiku-20241022"]

CASES: list[dict] = []


def call(tool, args, out=None, err=None, dur=None, retry=False, missing=False, wait=None):
    """One tool call: its output, or its error; `retry` adds a retry event after it; `missing`
    leaves it without an output (the span never ended); `wait` is a pause before the next step."""
    return {"tool": tool, "args": args, "out": out, "err": err, "dur": dur, "retry": retry, "missing": missing, "wait": wait}


def llm(n=1):
    """`n` LLM calls in a row with no tool call between them."""
    return {"llm": n}


def case(id, domain, label, category, cause, start, prompt, turns, response, model=None):
    assert domain in DOMAIN_FILES, domain
    assert (label == "clean") == (cause is None)
    CASES.append(
        {
            "id": f"b129-{id}",
            "domain": domain,
            "label": label,
            "category": category,
            "expected_cause": cause,
            "start": start,
            "prompt": prompt,
            "turns": turns,
            "response": response,
            "model": model,
        }
    )


# ---------------------------------------------------------------------------------------------
# dance class drop-ins
# ---------------------------------------------------------------------------------------------
D = "dance class drop-ins"

case(
    "dropin-lumen-usd-price", D, "clean", "currency_conversion", None, "10:02:05",
    "How much is a drop-in contemporary class at Studio Lumen in Lisbon, in US dollars?",
    [
        [call("get_dropin_price", {"studio_id": "lumen-lisboa", "class_type": "contemporary"},
              {"data": {"studio": {"id": "lumen-lisboa", "name": "Studio Lumen", "city": "Lisbon"},
                        "class_type": "contemporary", "drop_in": True,
                        "price": {"amount_minor": 1400, "currency": "EUR"},
                        "card_10_classes": {"amount_minor": 12000, "currency": "EUR"}},
               "meta": {"request_id": "req_8f2a61", "fetched_at": "2026-11-20T10:02:07Z"}})],
        [call("get_exchange_rate", {"base": "EUR", "quote": "USD"},
              {"base": "EUR", "quote": "USD", "rate": 1.0832, "as_of": "2026-11-20T09:00:00Z", "source": "ECB reference"})],
    ],
    "A single contemporary drop-in at Studio Lumen is €14.00, which is about $15.16 at today's rate of "
    "1.0832 USD/EUR. If you'll go often, their 10-class card is €120.00 (≈ $129.98), i.e. €12.00 per class.",
)

case(
    "dropin-groove-loft-tonight", D, "clean", "clock_times", None, "16:05:12",
    "What drop-in classes are still open tonight at Groove Loft? I can't get there before 6.",
    [
        [call("list_classes", {"studio": "groove-loft", "date": "2026-11-20", "drop_in_only": True, "from": "18:00"},
              {"studio": "Groove Loft", "timezone": "Europe/London",
               "items": [
                   {"class_id": "GL-4471", "name": "Jazz Funk (Int)", "starts_at": "2026-11-20T18:30:00Z",
                    "ends_at": "2026-11-20T19:45:00Z", "spots_left": 4, "price_gbp": 13},
                   {"class_id": "GL-4472", "name": "Heels Choreo", "starts_at": "2026-11-20T20:00:00Z",
                    "ends_at": "2026-11-20T21:00:00Z", "spots_left": 0, "price_gbp": 13, "waitlist": True},
                   {"class_id": "GL-4473", "name": "Commercial Open", "starts_at": "2026-11-20T21:15:00Z",
                    "ends_at": "2026-11-20T22:15:00Z", "spots_left": 9, "price_gbp": 11},
               ],
               "total": 3})],
    ],
    "Two of tonight's three drop-ins still have space:\n\n"
    "- **Jazz Funk (Int)** 6:30–7:45 PM (75 min), 4 spots left, £13\n"
    "- **Commercial Open** 9:15–10:15 PM (1 hr), 9 spots left, £11\n\n"
    "Heels Choreo (8:00–9:00 PM) is full, but it has a waitlist.",
    model="claude-sonnet-4-20250514",
)

case(
    "dropin-pointe-north-sunday-empty", D, "clean", "empty_result_reported", None, "11:40:31",
    "Are there any beginner ballet drop-ins at Pointe North on Sunday morning?",
    [
        [call("search_classes", {"studio_id": "pointe-north", "date": "2026-11-22", "style": "ballet",
                                 "level": "beginner", "time_window": "morning", "drop_in": True},
              {"items": [], "total": 0, "page": 1, "page_size": 20})],
    ],
    "I couldn't find any — Pointe North has no beginner ballet drop-ins on Sunday morning (Nov 22). "
    "Want me to check Sunday afternoon or Saturday instead?",
)

case(
    "dropin-kinetic-leeds-wrong-city", D, "flawed", "wrong_entity", "wrong_entity", "13:17:44",
    "What does a drop-in commercial class cost at Kinetic Dance in Leeds, and is there a student rate?",
    [
        [call("get_dropin_price", {"studio_name": "Kinetic Dance", "city": "Leicester", "class_type": "commercial"},
              {"data": {"studio": {"id": "kinetic-lei", "name": "Kinetic Dance", "city": "Leicester"},
                        "class_type": "commercial",
                        "price": {"amount_minor": 1000, "currency": "GBP"},
                        "student_price": {"amount_minor": 800, "currency": "GBP"}},
               "meta": {"request_id": "req_c1d930"}})],
    ],
    "At Kinetic Dance in Leeds a commercial drop-in is £10.00, and students pay £8.00 with a valid student card.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "dropin-afro-fusion-declined", D, "flawed", "unacknowledged_error", "unacknowledged_error", "09:48:20",
    "Book me into tomorrow's 11am Afro Fusion drop-in at Movement House, pay with my saved card.",
    [
        [call("check_class_availability", {"class_id": "MH-AF-1121-1100"},
              {"class_id": "MH-AF-1121-1100", "name": "Afro Fusion Basics", "starts_at": "2026-11-21T11:00:00Z",
               "spots_left": 6, "price": {"amount": 12.0, "currency": "GBP"}})],
        [call("book_dropin", {"class_id": "MH-AF-1121-1100", "payment_method": "pm_saved_default"},
              err="402 payment_failed: card ending 4417 was declined by the issuer (do_not_honor)")],
    ],
    "You're all set for Afro Fusion Basics tomorrow at 11:00 AM at Movement House — £12.00 charged to your "
    "saved card. There were 6 spots left, so you got in comfortably.",
    model="claude-3-5-haiku-20241022",
)

case(
    "dropin-urban-arts-spots-stale", D, "flawed", "stale_data", "stale_data", "14:22:09",
    "How many spots are left in tonight's 7pm contemporary drop-in at Urban Arts Centre?",
    [
        [call("get_class_capacity", {"venue": "urban-arts-centre", "class": "contemporary", "date": "2026-11-20", "time": "19:00"},
              {"class": "Contemporary Drop-in", "recurring": "Fridays 19:00", "capacity": 24, "booked": 18,
               "spots_left": 6, "snapshot_at": "2026-10-02T17:45:00Z", "source": "weekly_export"})],
    ],
    "There are 6 spots left right now in tonight's 7pm contemporary drop-in (18 of 24 booked), so you "
    "should be fine if you book soon.",
)

# ---------------------------------------------------------------------------------------------
# ballroom competition entries
# ---------------------------------------------------------------------------------------------
D = "ballroom competition entries"

case(
    "ballroom-emerald-ball-entry-total", D, "clean", "sum_of_items", None, "10:31:50",
    "I'm entering Pro-Am Bronze Waltz, Tango and Foxtrot singles plus the Open Smooth scholarship at the "
    "Emerald Ball. What's my total in entry fees?",
    [
        [call("get_entry_fees", {"competition_id": "emerald-ball-2027", "division": "pro-am",
                                 "events": ["proam-bronze-waltz", "proam-bronze-tango", "proam-bronze-foxtrot",
                                            "open-smooth-scholarship"]},
              {"data": {"competition": "Emerald Ball DanceSport 2027", "currency": "USD",
                        "line_items": [
                            {"event": "Pro-Am Bronze Waltz (single dance)", "fee": 45.0},
                            {"event": "Pro-Am Bronze Tango (single dance)", "fee": 45.0},
                            {"event": "Pro-Am Bronze Foxtrot (single dance)", "fee": 45.0},
                            {"event": "Open Smooth Scholarship", "fee": 185.0},
                            {"event": "Registration fee (per competitor)", "fee": 35.0},
                        ],
                        "entry_deadline": "2027-01-15"},
               "meta": {"quote_id": "q_5521"}})],
    ],
    "Your entry fees come to **$355.00**:\n"
    "- 3 Bronze singles (Waltz, Tango, Foxtrot) at $45 each: $135.00\n"
    "- Open Smooth Scholarship: $185.00\n"
    "- Registration fee: $35.00\n\n"
    "Entries close Jan 15, 2027.",
)

case(
    "ballroom-harvest-entry-receipt", D, "clean", "action_receipt", None, "15:12:03",
    "Submit my entry for Amateur Couples Silver Latin (Cha Cha, Samba, Rumba) at the Harvest Classic, "
    "partner Diego Marín, competitor no. 2186.",
    [
        [call("submit_entry", {"competition_id": "harvest-classic-2026", "event_code": "AM-SIL-LAT-3",
                               "competitor_number": 2186, "partner_name": "Diego Marín",
                               "dances": ["cha cha", "samba", "rumba"]},
              {"entry_id": "HC26-E-09314", "status": "confirmed", "event": "Amateur Couples Silver Latin (3-dance)",
               "fee_charged": {"amount": 96.0, "currency": "USD"}, "heat_sheet_published": "2026-12-01"})],
    ],
    "Done — your entry is confirmed (ID HC26-E-09314) for Amateur Couples Silver Latin (Cha Cha, Samba, Rumba) "
    "with Diego Marín, competitor no. 2186. $96.00 was charged; heat sheets come out Dec 1.",
    model="claude-sonnet-4-20250514",
)

case(
    "ballroom-heat-time-retry", D, "clean", "retried_timeout_right_answer", None, "17:10:26",
    "When is heat 214 at the Capital Ballroom Open tomorrow?",
    [
        [call("get_heat_schedule", {"competition_id": "capital-open-2026", "heat": 214},
              err="ReadTimeout: heat schedule service did not respond within 8s", dur=8.0, retry=True)],
        [call("get_heat_schedule", {"competition_id": "capital-open-2026", "heat": 214},
              {"heat": 214, "title": "Pro-Am Gold Closed Rhythm — Cha Cha", "ballroom": "Grand Ballroom",
               "scheduled_start": "2026-11-21T14:05:00-05:00", "on_deck": "2026-11-21T13:50:00-05:00",
               "running_late_min": 0})],
    ],
    "Heat 214 (Pro-Am Gold Closed Rhythm — Cha Cha) is tomorrow, Saturday Nov 21, at 2:05 PM in the Grand "
    "Ballroom. Be on deck by 1:50 PM, 15 minutes before, and the schedule is currently running on time. "
    "(The first lookup timed out, but the retry went through.)",
)

case(
    "ballroom-entry-status-neighbour-id", D, "flawed", "wrong_id_reported", "wrong_entity", "12:26:40",
    "Can you check the status of my Starlight Open entry SO26-04471?",
    [
        [call("get_entry_status", {"entry_id": "SO26-04471"},
              {"data": {"entry_id": "SO26-04471", "competitor": "R. Okafor", "event": "Pro-Am Newcomer American Smooth",
                        "status": "pending_payment", "balance_due": {"amount": 70.0, "currency": "USD"},
                        "pay_by": "2026-11-27"}})],
    ],
    "Entry SO26-04417 is pending payment: there's a $70.00 balance due by Nov 27. Once that's paid it'll "
    "switch to confirmed.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "ballroom-windy-city-heat-digit", D, "flawed", "contradiction", "contradiction", "19:03:15",
    "List my heats for tomorrow at the Windy City Open (competitor 318).",
    [
        [call("list_competitor_heats", {"competition_id": "windy-city-2026", "competitor_number": 318, "day": "2026-11-21"},
              {"competitor_number": 318, "day": "2026-11-21",
               "heats": [
                   {"heat": "142", "dance": "Waltz", "floor": "A", "est_time": "2026-11-21T09:40:00-06:00"},
                   {"heat": "147", "dance": "Tango", "floor": "A", "est_time": "2026-11-21T09:52:00-06:00"},
                   {"heat": "305", "dance": "Rumba", "floor": "B", "est_time": "2026-11-21T13:15:00-06:00"},
                   {"heat": "311", "dance": "Cha Cha", "floor": "B", "est_time": "2026-11-21T13:31:00-06:00"},
                   {"heat": "412", "dance": "Viennese Waltz", "floor": "A", "est_time": "2026-11-21T16:05:00-06:00"},
               ],
               "count": 5})],
    ],
    "Here are your 5 heats for Saturday:\n\n"
    "| Heat | Dance | Floor | Est. time |\n"
    "|---|---|---|---|\n"
    "| 142 | Waltz | A | 9:40 AM |\n"
    "| 147 | Tango | A | 9:52 AM |\n"
    "| 350 | Rumba | B | 1:15 PM |\n"
    "| 311 | Cha Cha | B | 1:31 PM |\n"
    "| 412 | Viennese Waltz | A | 4:05 PM |\n\n"
    "You have a long break between Tango and Rumba, so there's time for lunch.",
    model="claude-sonnet-4-20250514",
)

case(
    "ballroom-starlight-eligibility-loop", D, "flawed", "llm_loop", "llm_loop", "11:05:58",
    "Am I allowed to dance Pro-Am Silver at the Starlight Open if I placed first in Bronze twice this season?",
    [
        [call("get_competition_rules", {"competition_id": "starlight-open-2026", "section": "proficiency_levels"},
              {"section": "Proficiency levels", "rulebook_version": "2026.2",
               "rules": [
                   {"id": "PL-3", "text": "A student may dance at any level above their current level."},
                   {"id": "PL-5", "text": "A student who has won 3 or more first places at a level in the current "
                                          "season must move up."},
               ]})],
        llm(9),
    ],
    "Yes. Under rule PL-3 you can move up to Silver at any time. Rule PL-5 would only force you up after 3 "
    "first places in Bronze this season, and you have 2, so staying in Bronze would also still be allowed.",
)

# ---------------------------------------------------------------------------------------------
# dance costume rentals
# ---------------------------------------------------------------------------------------------
D = "dance costume rentals"

case(
    "costume-flamenco-rental-quote", D, "clean", "days_times_rate", None, "09:22:37",
    "I'd like to rent the red flamenco dress in size M from Friday Nov 27 to Monday Nov 30. How much will that be?",
    [
        [call("quote_rental", {"item_sku": "FLM-RED-M", "start_date": "2026-11-27", "end_date": "2026-11-30"},
              {"data": {"sku": "FLM-RED-M", "name": "Flamenco bata de cola, red, M", "rental_days": 3,
                        "daily_rate": 18.5, "currency": "USD", "refundable_deposit": 100.0, "cleaning_included": True},
               "meta": {"quote_valid_until": "2026-11-22T23:59:00Z"}})],
    ],
    "For Fri Nov 27 → Mon Nov 30 that's 3 rental days × $18.50 = **$55.50**, cleaning included. They also take "
    "a $100.00 refundable deposit, so you'd pay $155.50 up front and get $100.00 back when the dress is "
    "returned. This quote holds until Nov 22.",
)

case(
    "costume-tutu-fit-conversion", D, "clean", "unit_conversion", None, "13:51:02",
    "Will the white romantic tutu (SKU TUT-ROM-W2) fit a 26-inch waist? And how heavy is it to ship?",
    [
        [call("get_costume_specs", {"sku": "TUT-ROM-W2"},
              {"sku": "TUT-ROM-W2", "name": "Romantic tutu, white, size 2",
               "measurements_cm": {"waist_min": 64, "waist_max": 70, "bodice_length": 38},
               "shipping": {"weight_kg": 1.8, "box": "60x40x15 cm"},
               "adjustable": "hook-and-eye, 3 rows"})],
    ],
    "Yes — the waist fits 64–70 cm, which is about 25.2–27.6 in, so a 26-inch (≈66 cm) waist sits comfortably "
    "inside the range, and the hook-and-eye closure has 3 rows of adjustment. Shipping weight is 1.8 kg "
    "(about 4 lb).",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "costume-availability-maintenance", D, "clean", "honest_failure_report", None, "12:30:44",
    "Is the black sequin Latin dress available in size S for the week of Dec 7?",
    [
        [call("check_availability", {"sku": "LAT-SEQ-BLK-S", "from": "2026-12-07", "to": "2026-12-13"},
              err="503 Service Unavailable: inventory backend maintenance (until 2026-11-20T15:00:00Z)")],
    ],
    "Sorry, I couldn't check that — the rental shop's inventory system is down for maintenance (it returned a "
    "503 and says it should be back after 3:00 PM UTC today). Try me again after that, or call the shop directly.",
    model="claude-3-5-haiku-20241022",
)

case(
    "costume-fringe-dress-unavailable", D, "flawed", "state_contradiction", "contradiction", "09:13:58",
    "Can I rent the gold fringe Latin dress in size S for my comp on Nov 28?",
    [
        [call("check_availability", {"sku": "LAT-FRG-GLD-S", "from": "2026-11-26", "to": "2026-11-29"},
              {"data": {"sku": "LAT-FRG-GLD-S", "name": "Latin fringe dress, gold, S", "available": False,
                        "reason": "reserved", "next_available_from": "2026-11-30", "daily_rate": 22.0},
               "meta": {"checked_at": "2026-11-20T09:14:01Z"}})],
    ],
    "Yes! The gold fringe Latin dress in size S is available for Nov 26–29, at $22.00 per day. Want me to reserve it?",
)

case(
    "costume-velvet-care-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "20:44:19",
    "I spilled a drink on the rented velvet waltz gown. Can I wash it myself before returning it?",
    [
        [call("get_care_instructions", {"sku": "WLZ-VLV-NAVY-10"},
              {"sku": "WLZ-VLV-NAVY-10", "fabric": "stretch velvet with hand-sewn crystals",
               "care": "Do not wash. Do not iron. Report stains at return — professional cleaning is included in the rental.",
               "stain_fee": 0})],
    ],
    "Yes, you can — hand wash it gently in cold water with a mild detergent, then hang it to dry away from "
    "direct heat. Just avoid wringing it so the crystals don't come loose.",
    model="claude-sonnet-4-20250514",
)

case(
    "costume-tailsuit-deposit-invented", D, "flawed", "invented_number", "unsupported_claim", "16:37:27",
    "How much is it to rent the men's tailsuit (size 40R) for a weekend?",
    [
        [call("quote_rental", {"item_sku": "TAIL-BLK-40R", "start_date": "2026-11-27", "end_date": "2026-11-29"},
              {"data": {"sku": "TAIL-BLK-40R", "name": "Tailsuit, black, 40R (with waistcoat)", "rental_days": 2,
                        "daily_rate": 35.0, "currency": "USD", "cleaning_included": True},
               "meta": {"quote_valid_until": "2026-11-22T23:59:00Z"}})],
    ],
    "For the weekend (Fri Nov 27 – Sun Nov 29) the 40R tailsuit with waistcoat is 2 days × $35.00 = $70.00, "
    "cleaning included. There's also a $75.00 refundable deposit, so plan on $145.00 at pickup.",
)

# ---------------------------------------------------------------------------------------------
# studio floor rentals
# ---------------------------------------------------------------------------------------------
D = "studio floor rentals"

case(
    "floor-brightwater-a-vs-b", D, "clean", "hours_times_rate", None, "14:03:11",
    "How much would Studio A vs Studio B cost for a 3-hour rehearsal this Saturday at Brightwater Dance Space?",
    [
        [call("get_room_rates", {"venue_id": "brightwater", "rooms": ["A", "B"], "date": "2026-11-21"},
              {"venue": "Brightwater Dance Space", "date": "2026-11-21", "currency": "USD",
               "rooms": [
                   {"room": "A", "name": "Studio A", "hourly_rate": 42.0, "min_hours": 2, "floor": "sprung Marley"},
                   {"room": "B", "name": "Studio B", "hourly_rate": 35.0, "min_hours": 1, "floor": "sprung hardwood"},
               ]})],
    ],
    "For 3 hours on Saturday:\n"
    "- Studio A (sprung Marley): 3 × $42 = **$126**\n"
    "- Studio B (sprung hardwood): 3 × $35 = **$105**\n\n"
    "Studio B is $21 cheaper.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "floor-tanzraum-saal-feet", D, "clean", "unit_conversion", None, "10:48:33",
    "We're a US touring company — what size is the big studio at Tanzraum Nord in feet, and how warm do they keep it?",
    [
        [call("get_room_details", {"venue_id": "tanzraum-nord", "room": "Saal 1"},
              {"data": {"room": "Saal 1", "length_m": 15, "width_m": 10, "ceiling_m": 5.5,
                        "floor": "Harlequin sprung floor with vinyl", "temp_setpoint_c": 21, "mirrors": True,
                        "piano": "Yamaha U3"},
               "meta": {"units": "metric"}})],
    ],
    "Saal 1 is 15 m × 10 m — about 49 × 33 ft — with a 5.5 m (roughly 18 ft) ceiling. The heating is set to "
    "21 °C, which is about 70 °F. It has a Harlequin sprung floor, mirrors and a Yamaha U3 piano.",
    model="claude-sonnet-4-20250514",
)

case(
    "floor-brightwater-book-sunday", D, "clean", "chained_tools", None, "16:20:48",
    "Book the first free 2-hour slot in Studio B at Brightwater on Sunday afternoon for our tango practice.",
    [
        [call("get_availability", {"venue_id": "brightwater", "room": "B", "date": "2026-11-22", "from": "12:00",
                                   "to": "18:00", "duration_min": 120},
              {"room": "B", "date": "2026-11-22", "timezone": "America/Chicago",
               "slots": [
                   {"slot_id": "brw-B-20261122-1400", "start": "2026-11-22T14:00:00-06:00", "end": "2026-11-22T16:00:00-06:00"},
                   {"slot_id": "brw-B-20261122-1600", "start": "2026-11-22T16:00:00-06:00", "end": "2026-11-22T18:00:00-06:00"},
               ]})],
        [call("create_booking", {"slot_id": "brw-B-20261122-1400", "purpose": "tango practice"},
              {"booking": {"ref": "flr-55821", "status": "confirmed", "room": "Studio B",
                           "start": "2026-11-22T14:00:00-06:00", "end": "2026-11-22T16:00:00-06:00",
                           "total": 70.0, "currency": "USD"}})],
    ],
    "Booked ✅ Studio B, Sunday Nov 22, 2:00–4:00 PM for tango practice. Confirmation **FLR-55821**, total $70.00.",
)

case(
    "floor-studio-a-tonight-stale", D, "flawed", "stale_data", "stale_data", "15:05:40",
    "Is Studio A at Brightwater free tonight from 7 to 9?",
    [
        [call("get_availability", {"venue_id": "brightwater", "room": "A", "date": "2026-11-20", "from": "19:00", "to": "21:00"},
              {"room": "A", "date": "2026-11-20", "timezone": "America/Chicago",
               "slots": [{"slot_id": "brw-A-20261120-1900", "start": "2026-11-20T19:00:00-06:00",
                          "end": "2026-11-20T21:00:00-06:00"}],
               "cache": {"generated_at": "2026-10-23T08:00:00Z", "ttl_s": 3600}})],
    ],
    "Yes — Studio A is free tonight from 7:00 to 9:00 PM. Want me to book it?",
    model="claude-3-5-haiku-20241022",
)

case(
    "floor-tanzraum-mirror-empty", D, "flawed", "unacknowledged_error", "unacknowledged_error", "08:57:14",
    "Find me a room with a mirror wall and a sound system at Tanzraum Nord for Sunday 10–12.",
    [
        [call("search_rooms", {"venue_id": "tanzraum-nord", "date": "2026-11-22", "from": "10:00", "to": "12:00",
                               "features": ["mirrors", "sound_system"]},
              {"data": {"results": [], "count": 0}, "meta": {"page": 1, "total_pages": 0}})],
    ],
    "Saal 2 fits the bill — it has a full mirror wall and a sound system, and it's free Sunday 10:00–12:00. "
    "Shall I book it?",
)

case(
    "floor-brightwater-cheapest-loop", D, "flawed", "llm_loop", "llm_loop", "18:34:05",
    "Which Brightwater studio is cheapest for a 4-hour rehearsal on Sunday?",
    [
        [call("get_room_rates", {"venue_id": "brightwater", "rooms": ["A", "B", "C"], "date": "2026-11-22"},
              {"venue": "Brightwater Dance Space", "date": "2026-11-22", "currency": "USD",
               "rooms": [
                   {"room": "A", "name": "Studio A", "hourly_rate": 42.0, "min_hours": 2},
                   {"room": "B", "name": "Studio B", "hourly_rate": 35.0, "min_hours": 1},
                   {"room": "C", "name": "Studio C", "hourly_rate": 38.0, "min_hours": 2},
               ]})],
        llm(10),
    ],
    "Studio B is cheapest: 4 × $35 = $140 for the rehearsal (Studio C would be $152 and Studio A $168).",
    model="gpt-4.1-mini-2025-04-14",
)

# ---------------------------------------------------------------------------------------------
# wedding first dance lessons
# ---------------------------------------------------------------------------------------------
D = "wedding first dance lessons"

case(
    "firstdance-package-saving", D, "clean", "difference_and_percentage", None, "11:14:55",
    "Is the 4-lesson first dance package at Two Left Feet worth it compared with booking single lessons?",
    [
        [call("get_lesson_pricing", {"studio_id": "two-left-feet", "product": "first_dance"},
              {"data": {"single_private_lesson": {"price": 95.0, "minutes": 45},
                        "packages": [{"name": "First Dance Essentials", "lessons": 4, "price": 340.0,
                                      "minutes_each": 45,
                                      "includes": ["song edit consultation", "video of final run-through"]}]},
               "meta": {"currency": "USD"}})],
    ],
    "Yes, if you'd take 4 lessons anyway. Four single 45-minute lessons would be 4 × $95 = $380, and the First "
    "Dance Essentials package is $340 — you save $40, about 10.5%. The package also includes a song edit "
    "consultation and a video of your final run-through.",
    model="claude-sonnet-4-20250514",
)

case(
    "firstdance-lesson-end-song-length", D, "clean", "time_difference", None, "18:02:36",
    "When does our first dance lesson tomorrow end, and how long is the song we sent?",
    [
        [call("get_my_bookings", {"customer_id": "cus_48213", "from": "2026-11-21", "to": "2026-11-21"},
              {"items": [{"booking_id": "FD-7730", "type": "first_dance_private", "instructor": "Elena Varga",
                          "start": "2026-11-21T15:00:00Z", "end": "2026-11-21T15:45:00Z",
                          "song": {"title": "At Last", "artist": "Etta James", "length_s": 181}}],
               "total": 1})],
    ],
    "Tomorrow's lesson with Elena Varga runs 3:00–3:45 PM (45 minutes). Your song, \"At Last\" by Etta James, "
    "is 3:01 long (181 seconds), so you'll have time to run it several times.",
)

case(
    "firstdance-book-priya-tom", D, "clean", "values_from_prompt", None, "13:40:09",
    "Book a 60-minute private first-dance lesson for Priya & Tom with Elena on Saturday Dec 5 at 6pm.",
    [
        [call("book_private_lesson", {"studio_id": "two-left-feet", "instructor": "Elena Varga",
                                      "students": ["Priya", "Tom"], "date": "2026-12-05", "start_time": "18:00",
                                      "duration_min": 60, "lesson_type": "first_dance"},
              {"status": "confirmed", "booking_id": "FD-8812", "price": {"amount": 120.0, "currency": "USD"},
               "calendar_invite_sent": True})],
    ],
    "Done! Priya & Tom are booked with Elena on Saturday, Dec 5, 6:00–7:00 PM (60 minutes). Booking ID FD-8812, "
    "$120.00; a calendar invite is on its way.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "firstdance-three-lessons-guaranteed", D, "flawed", "overconfident_wording", "overconfident_wording", "19:26:51",
    "Our wedding is Dec 12. If we book 3 lessons before then, will that be enough to learn a simple first dance? "
    "We've never danced.",
    [
        [call("get_instructor_guidance", {"topic": "first_dance_lesson_count", "experience": "none", "routine": "simple"},
              {"typical_lessons": 3, "range": "3-5",
               "note": "Complete beginners often need 1-2 extra lessons, or practice at home between lessons."})],
        [call("get_availability", {"studio_id": "two-left-feet", "instructor": "any", "from": "2026-11-21",
                                   "to": "2026-12-11", "lesson_type": "first_dance"},
              {"slots": [{"start": "2026-11-24T18:00:00Z"}, {"start": "2026-12-01T18:00:00Z"},
                         {"start": "2026-12-08T18:00:00Z"}],
               "total": 3})],
    ],
    "Yes — 3 lessons is guaranteed to be enough. A simple routine typically takes 3 lessons, and there are "
    "exactly 3 slots before the wedding (Tue Nov 24, Tue Dec 1 and Tue Dec 8, each at 6:00 PM), so you'll "
    "definitely be ready, no extra practice needed.",
    model="claude-3-5-haiku-20241022",
)

case(
    "firstdance-elena-next-week-invented", D, "flawed", "invented_number", "unsupported_claim", "10:09:30",
    "When is Elena free next week for a first dance lesson?",
    [
        [call("get_availability", {"studio_id": "two-left-feet", "instructor": "Elena Varga", "from": "2026-11-23",
                                   "to": "2026-11-29", "lesson_type": "first_dance"},
              {"instructor": "Elena Varga",
               "slots": [{"start": "2026-11-24T18:00:00Z", "minutes": 45},
                         {"start": "2026-11-26T17:15:00Z", "minutes": 45}],
               "total": 2})],
    ],
    "Elena has these openings next week:\n"
    "- Tuesday Nov 24, 6:00 PM\n"
    "- Thursday Nov 26, 5:15 PM\n"
    "- Saturday Nov 28, 11:30 AM\n\n"
    "All are 45-minute lessons. Want me to grab one?",
)

case(
    "firstdance-marcus-sunday-missing", D, "flawed", "missing_output", "missing_tool_output", "14:48:12",
    "Can we get a first dance lesson with Marcus this Sunday afternoon?",
    [
        [call("get_availability", {"studio_id": "two-left-feet", "instructor": "Marcus Bell", "from": "2026-11-22",
                                   "to": "2026-11-22", "lesson_type": "first_dance"},
              missing=True, dur=30.0)],
    ],
    "Yes, Marcus has Sunday afternoon open — I'd suggest 2:00 PM. Want me to book it?",
    model="claude-sonnet-4-20250514",
)

# ---------------------------------------------------------------------------------------------
# hip hop workshop passes
# ---------------------------------------------------------------------------------------------
D = "hip hop workshop passes"

case(
    "hiphop-urban-pulse-size", D, "clean", "magnitude_rescaling", None, "12:55:18",
    "How big is the Urban Pulse hip hop workshop festival? Thinking about whether to get a pass.",
    [
        [call("get_event_stats", {"event_id": "urban-pulse-2027"},
              {"data": {"event": "Urban Pulse Festival 2027", "editions_held": 6,
                        "last_edition": {"year": 2026, "passes_sold": 57300, "workshop_count": 212,
                                         "video_views": 2400000, "gross_ticket_revenue_usd": 4850000}},
               "meta": {"source": "organizer_report"}})],
    ],
    "It's a big one. Last year (its 6th edition) Urban Pulse sold about 57 thousand passes across 212 workshops, "
    "took roughly $4.85M in ticket revenue, and its videos pulled 2.4M views. Expect crowded classes, so book the "
    "workshops you care about early.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "hiphop-cypher-lab-ratings", D, "clean", "average_of_list", None, "17:44:02",
    "What are the workshops on my Saturday pass at Cypher Lab, and how well are they rated on average?",
    [
        [call("list_pass_workshops", {"pass_id": "CL-SAT-2206"},
              {"pass_id": "CL-SAT-2206", "day": "2026-11-21",
               "workshops": [
                   {"title": "Popping Foundations", "teacher": "Kaz", "level": "beginner", "rating": 4.8},
                   {"title": "Krump Power", "teacher": "Rampage", "level": "intermediate", "rating": 4.6},
                   {"title": "Choreo: Old School Grooves", "teacher": "Mimi", "level": "all levels", "rating": 4.9},
                   {"title": "Breaking Toprock Lab", "teacher": "B-Boy Lino", "level": "beginner", "rating": 4.3},
                   {"title": "House Footwork", "teacher": "Dre", "level": "intermediate", "rating": 4.7},
               ]})],
    ],
    "Your Saturday pass covers 5 workshops:\n"
    "1. Popping Foundations (Kaz, beginner) ★4.8\n"
    "2. Krump Power (Rampage, intermediate) ★4.6\n"
    "3. Choreo: Old School Grooves (Mimi, all levels) ★4.9\n"
    "4. Breaking Toprock Lab (B-Boy Lino, beginner) ★4.3\n"
    "5. House Footwork (Dre, intermediate) ★4.7\n\n"
    "Average rating: 4.66. Two of them are beginner-level.",
    model="claude-sonnet-4-20250514",
)

case(
    "hiphop-weekend-pass-rate-limited", D, "clean", "retried_error_right_answer", None, "09:31:47",
    "Buy me a full weekend pass for the Cypher Lab workshops, use my Visa.",
    [
        [call("purchase_pass", {"event_id": "cypher-lab-nov26", "pass_type": "weekend_full", "payment_method": "visa_on_file"},
              err="429 Too Many Requests: rate limit exceeded, retry after 2s", dur=0.4, retry=True, wait=2.1)],
        [call("purchase_pass", {"event_id": "cypher-lab-nov26", "pass_type": "weekend_full", "payment_method": "visa_on_file"},
              {"order": {"order_id": "ord_7Hq2", "pass_id": "HHP-3Q7X-91", "pass_type": "weekend_full",
                         "valid": ["2026-11-21", "2026-11-22"], "amount": {"value": 149.0, "currency": "USD"},
                         "status": "paid"}})],
    ],
    "Got it — your full weekend pass is paid: pass HHP-3Q7X-91, valid Saturday Nov 21 and Sunday Nov 22, $149.00 "
    "charged to your Visa. (The ticketing system rate-limited the first attempt, so I retried once.)",
)

case(
    "hiphop-groundwork-early-bird-digit", D, "flawed", "contradiction", "contradiction", "13:29:55",
    "How much is the early-bird pass for the Groundwork intensive, and until when?",
    [
        [call("get_pass_pricing", {"event_id": "groundwork-intensive-2027"},
              {"data": {"passes": [
                  {"type": "early_bird", "price": {"amount": 89.0, "currency": "USD"},
                   "available_until": "2026-11-25T23:59:00-05:00", "workshops_included": 8},
                  {"type": "regular", "price": {"amount": 119.0, "currency": "USD"}, "workshops_included": 8},
                  {"type": "single_workshop", "price": {"amount": 22.0, "currency": "USD"}},
              ]},
               "meta": {"fetched_at": "2026-11-20T13:29:57Z"}})],
    ],
    "The early-bird pass is $98 for all 8 workshops, available until 11:59 PM on Wednesday, Nov 25. After that "
    "the regular pass is $119, and single workshops are $22 each.",
    model="claude-3-5-haiku-20241022",
)

case(
    "hiphop-sunday-pass-retry-loop", D, "flawed", "retry_loop", "retry_loop", "15:58:23",
    "Grab me a Sunday-only pass for Urban Pulse.",
    [
        [call("purchase_pass", {"event_id": "urban-pulse-2027", "pass_type": "sunday_only", "payment_method": "card_on_file"},
              err="503 Service Unavailable: checkout upstream unavailable", retry=attempt < 5)]
        for attempt in range(1, 6)
    ],
    "I wasn't able to buy the Sunday pass — the checkout kept returning 503 errors. Please try again a bit later "
    "or buy it on the Urban Pulse site.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "hiphop-transfer-pass-forbidden", D, "flawed", "unacknowledged_error", "unacknowledged_error", "20:12:36",
    "Transfer my Saturday workshop pass HHP-2K9M-40 to my friend Jordan (jordan.lee@example.com).",
    [
        [call("transfer_pass", {"pass_id": "HHP-2K9M-40", "recipient_email": "jordan.lee@example.com"},
              err="403 transfer_not_allowed: passes purchased with a promo code are non-transferable")],
    ],
    "Done! Pass HHP-2K9M-40 has been transferred to Jordan — they'll get an email at jordan.lee@example.com with "
    "the pass.",
)

# ---------------------------------------------------------------------------------------------
# tap shoe fittings
# ---------------------------------------------------------------------------------------------
D = "tap shoe fittings"

case(
    "tap-foot-length-size", D, "clean", "unit_conversion", None, "10:26:14",
    "My fitting scan says my foot is 252 mm long — what's that in inches, and which size should I get in the "
    "Bloch S0313M tap shoe?",
    [
        [call("recommend_tap_size", {"brand": "bloch", "model": "S0313M", "foot_length_mm": 252, "width": "M"},
              {"model": "S0313M", "model_name": "Jason Samuels Smith tap shoe",
               "recommended": {"us_mens": 7.5, "uk": 6.5, "eu": 40.5}, "fit_note": "true to size"})],
    ],
    "252 mm is about 9.9 inches. For the Bloch S0313M (Jason Samuels Smith tap shoe) that maps to US men's 7.5 / "
    "UK 6.5 / EU 40.5, and the model runs true to size, so no need to size up.",
    model="claude-sonnet-4-20250514",
)

case(
    "tap-k360-vs-tapflex-weight", D, "clean", "unit_conversion", None, "15:33:29",
    "Which is lighter, the Capezio K360 or the Bloch Tap-Flex, in pounds?",
    [
        [call("get_product_specs", {"sku": "CAP-K360"},
              {"sku": "CAP-K360", "name": "Capezio K360 Tap Shoe", "pair_weight_g": 820, "sole": "full leather"}),
         call("get_product_specs", {"sku": "BLO-TAPFLEX"},
              {"sku": "BLO-TAPFLEX", "name": "Bloch Tap-Flex", "pair_weight_g": 690, "sole": "split rubber"})],
    ],
    "The Bloch Tap-Flex is lighter: about 1.52 lb a pair (690 g) vs 1.81 lb (820 g) for the Capezio K360, a "
    "difference of 130 g, roughly 0.29 lb.",
)

case(
    "tap-fitting-earliest-slot", D, "clean", "chained_tools", None, "17:51:40",
    "Book me the earliest tap shoe fitting tomorrow morning at Steps Dancewear.",
    [
        [call("find_fitting_slots", {"store_id": "steps-dancewear-05", "date": "2026-11-21", "service": "tap_fitting",
                                     "before": "12:00"},
              {"data": [{"slot_id": "sl_9913", "start": "2026-11-21T10:30:00Z", "duration_min": 30, "fitter": "Ana"},
                        {"slot_id": "sl_9914", "start": "2026-11-21T11:15:00Z", "duration_min": 30, "fitter": "Ana"}],
               "meta": {"store": "Steps Dancewear", "timezone": "Europe/London"}})],
        [call("book_fitting", {"slot_id": "sl_9913", "customer_id": "cus_20931"},
              {"booking_id": "TF-2231", "status": "confirmed", "start": "2026-11-21T10:30:00Z",
               "end": "2026-11-21T11:00:00Z"})],
    ],
    "You're booked for a tap shoe fitting with Ana tomorrow (Sat Nov 21), 10:30–11:00 AM at Steps Dancewear — "
    "booking TF-2231. Bring the socks you'll dance in.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "tap-k360-wrong-model", D, "flawed", "wrong_entity", "wrong_entity", "11:58:07",
    "Do you have the Capezio K360 in women's size 7, and how much is it?",
    [
        [call("check_stock", {"sku": "CAP-K543", "size": "W7"},
              {"sku": "CAP-K543", "name": "Capezio K543 Teletone Xtreme", "size": "W7", "in_stock": True, "qty": 3,
               "price": {"amount": 164.0, "currency": "USD"}})],
    ],
    "Yes — the Capezio K360 is in stock in women's 7 (3 pairs), priced at $164.00.",
    model="claude-3-5-haiku-20241022",
)

case(
    "tap-store-hours-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "13:05:52",
    "What time does Steps Dancewear close today? I want to get my taps re-screwed after work.",
    [
        [call("get_store_hours", {"store_id": "steps-dancewear-05", "date": "2026-11-20"},
              {"store": "Steps Dancewear", "date": "2026-11-20", "open": "10:00", "close": "19:30",
               "services": {"tap_adjustment": {"available": True, "walk_in": True, "last_walk_in": "19:00"}}})],
    ],
    "I'm not sure of their exact closing time today — store hours can vary, so I'd recommend calling Steps "
    "Dancewear before you head over. Tap adjustments are usually quick, so they may be able to do it while you wait.",
)

case(
    "tap-tapflex-camden-stale", D, "flawed", "stale_data", "stale_data", "16:49:21",
    "Are there Bloch Tap-Flex in men's 9 in stock at the Camden store right now?",
    [
        [call("check_stock", {"sku": "BLO-TAPFLEX", "size": "M9", "store_id": "camden"},
              {"data": {"sku": "BLO-TAPFLEX", "size": "M9", "store": "Camden", "on_hand": 4},
               "meta": {"inventory_as_of": "2026-09-30T06:00:00Z", "source": "nightly_sync"}})],
    ],
    "Yes, the Camden store has 4 pairs of the Bloch Tap-Flex in men's 9 in stock right now.",
    model="claude-sonnet-4-20250514",
)

# ---------------------------------------------------------------------------------------------
# dance recital tickets
# ---------------------------------------------------------------------------------------------
D = "dance recital tickets"

case(
    "recital-winter-showcase-sales", D, "clean", "sum_of_items", None, "15:46:10",
    "How are ticket sales going for the Winter Showcase recitals?",
    [
        [call("get_show_sales", {"production_id": "winter-showcase-2026"},
              {"data": {"shows": [
                  {"show_id": "WS-1", "starts_at": "2026-12-11T19:00:00-05:00", "capacity": 250, "sold": 212},
                  {"show_id": "WS-2", "starts_at": "2026-12-12T14:00:00-05:00", "capacity": 250, "sold": 187},
                  {"show_id": "WS-3", "starts_at": "2026-12-12T19:00:00-05:00", "capacity": 250, "sold": 240},
              ]},
               "meta": {"as_of": "2026-11-20T15:45:00Z"}})],
    ],
    "Strong so far: 639 of 750 seats sold across the three shows (85.2%).\n\n"
    "| Show | Sold | Capacity |\n"
    "|---|---|---|\n"
    "| Fri Dec 11, 7:00 PM | 212 | 250 |\n"
    "| Sat Dec 12, 2:00 PM | 187 | 250 |\n"
    "| Sat Dec 12, 7:00 PM | 240 | 250 |\n\n"
    "The Saturday matinee has the most room left (63 seats).",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "recital-four-adult-tickets", D, "clean", "minor_units", None, "19:14:45",
    "Buy 4 adult tickets for the Saturday matinee of the Winter Showcase.",
    [
        [call("purchase_tickets", {"show_id": "WS-2", "ticket_type": "adult", "quantity": 4},
              {"order_id": "RCT-77120", "status": "confirmed", "show_id": "WS-2",
               "seats": ["G11", "G12", "G13", "G14"], "unit_price_cents": 2250, "fee_per_ticket_cents": 175,
               "total_cents": 9700, "currency": "USD", "e_tickets_sent_to": "m***@example.com"})],
    ],
    "Done — order RCT-77120 is confirmed for 4 adult tickets to the Saturday matinee, seats G11–G14. "
    "4 × $22.50 plus a $1.75 fee each = $97.00 total. The e-tickets have been emailed to you.",
    model="claude-sonnet-4-20250514",
)

case(
    "recital-cheapest-pairs", D, "clean", "summary_of_list", None, "12:18:33",
    "What are the cheapest pairs of seats still available together for Friday's Winter Showcase recital?",
    [
        [call("list_available_seats", {"show_id": "WS-1", "adjacent": 2},
              {"data": {"pairs": [
                  {"seats": ["M3", "M4"], "price_each": 18.0},
                  {"seats": ["B7", "B8"], "price_each": 32.0},
                  {"seats": ["K20", "K21"], "price_each": 18.0},
                  {"seats": ["E1", "E2"], "price_each": 26.0},
                  {"seats": ["P14", "P15"], "price_each": 15.0},
                  {"seats": ["C10", "C11"], "price_each": 32.0},
                  {"seats": ["H5", "H6"], "price_each": 22.0},
              ], "count": 7},
               "meta": {"page": 1, "per_page": 25}})],
    ],
    "7 pairs are left. The three cheapest:\n"
    "1. P14–P15: $15 each ($30 the pair)\n"
    "2. M3–M4: $18 each ($36)\n"
    "3. K20–K21: $18 each ($36)\n\n"
    "The best seats left (B7–B8 and C10–C11) are $32 each.",
)

case(
    "recital-nutcracker-sold-out", D, "flawed", "state_contradiction", "contradiction", "14:36:18",
    "Is the Saturday 2pm Nutcracker Suite recital sold out? My aunt wants to come.",
    [
        [call("get_show_availability", {"show_id": "NC-SAT-14"},
              {"show_id": "NC-SAT-14", "title": "The Nutcracker Suite — Ballet Academy recital",
               "starts_at": "2026-12-12T14:00:00-05:00", "sold_out": True, "seats_remaining": 0,
               "waitlist_open": True, "waitlist_length": 14})],
    ],
    "Not quite! There are still a few seats left for Saturday's 2:00 PM show, and if those go there's a waitlist "
    "(14 people on it so far). I'd grab a ticket for your aunt soon.",
    model="claude-3-5-haiku-20241022",
)

case(
    "recital-nutcracker-running-time", D, "flawed", "invented_number", "unsupported_claim", "17:02:57",
    "What time does the Nutcracker Suite recital start on Friday Dec 11 and how long does it run? Need to plan the babysitter.",
    [
        [call("get_show_details", {"show_id": "NC-FRI-19"},
              {"data": {"title": "The Nutcracker Suite — Ballet Academy recital", "venue": "Lakeside Auditorium",
                        "starts_at": "2026-12-11T19:00:00-05:00", "doors_open": "2026-12-11T18:30:00-05:00",
                        "parking": "free in Lot B", "running_time_min": None, "intermission": True}})],
    ],
    "It starts at 7:00 PM on Friday Dec 11 at Lakeside Auditorium (doors open 6:30 PM). It runs about 1 hour "
    "45 minutes including the intermission, so you'd be out around 8:45 PM. Parking is free in Lot B.",
)

case(
    "recital-lakeside-access-ignored", D, "flawed", "ignored_output", "ignored_tool_output", "10:40:26",
    "Does Lakeside Auditorium have wheelchair seating for the recital? My grandfather uses a wheelchair.",
    [
        [call("get_venue_accessibility", {"venue_id": "lakeside-auditorium"},
              {"venue": "Lakeside Auditorium", "wheelchair_spaces": 6, "companion_seats": True,
               "step_free_entrance": "north doors", "accessible_parking": "Lot A, 8 bays",
               "booking": "call box office to reserve wheelchair spaces"})],
    ],
    "Yes — wheelchair users can pick any aisle seat when buying tickets online, and there's step-free access "
    "through the main entrance. Just arrive a little early so staff can help him get settled.",
    model="gpt-4.1-mini-2025-04-14",
)

# ---------------------------------------------------------------------------------------------
# dance teacher substitutions
# ---------------------------------------------------------------------------------------------
D = "dance teacher substitutions"

case(
    "sub-marco-find-and-ask", D, "clean", "chained_tools", None, "12:03:18",
    "Marco is out sick — find a sub for his 5:30pm Contemporary II class today and ask the best-rated one.",
    [
        [call("find_available_subs", {"class_id": "CON2-FRI-1730", "date": "2026-11-20", "style": "contemporary",
                                      "level": "intermediate"},
              {"data": [{"teacher_id": "t_118", "name": "Leah Kim", "rating": 4.9, "distance_km": 3.2},
                        {"teacher_id": "t_204", "name": "Omar Haddad", "rating": 4.7, "distance_km": 1.1},
                        {"teacher_id": "t_087", "name": "Jess Morgan", "rating": 4.5, "distance_km": 7.8}],
               "meta": {"count": 3}})],
        [call("send_sub_request", {"class_id": "CON2-FRI-1730", "teacher_id": "t_118", "channel": "sms",
                                   "message": "Hi Leah, can you cover Contemporary II today at 17:30? Reply YES/NO."},
              {"request_id": "SR-60417", "status": "sent", "channel": "sms"})],
    ],
    "3 subs are free for Contemporary II at 5:30 PM. I've sent the request by SMS to the top-rated one, Leah Kim "
    "(4.9★, 3.2 km away) — request SR-60417. If she declines, Omar Haddad (4.7★) is next.",
    model="claude-sonnet-4-20250514",
)

case(
    "sub-marco-notice-period", D, "clean", "time_difference", None, "13:26:05",
    "How much notice did Marco give for today's absence? Our policy is 24 hours.",
    [
        [call("get_absence_record", {"teacher": "Marco Ruiz", "date": "2026-11-20"},
              {"absence_id": "ab_3371", "teacher": "Marco Ruiz", "class_id": "CON2-FRI-1730",
               "class_starts_at": "2026-11-20T17:30:00Z", "reported_at": "2026-11-19T22:10:00Z", "reason": "illness",
               "policy": {"min_notice_hours": 24, "illness_exempt": True}})],
    ],
    "Marco reported the absence at 10:10 PM last night (Nov 19) for today's 5:30 PM class — that's 19 hours "
    "20 minutes' notice, under the 24-hour minimum. It was for illness, though, and illness is exempt under the "
    "policy, so there's no penalty.",
)

case(
    "sub-open-requests-paged", D, "clean", "count_across_pages", None, "09:05:37",
    "How many sub requests are still open between today and Sunday, and for which classes?",
    [
        [call("list_sub_requests", {"status": "open", "from": "2026-11-20", "to": "2026-11-22", "page": 1},
              {"items": [
                  {"request_id": "SR-60417", "class": "Contemporary II", "starts_at": "2026-11-20T17:30:00Z"},
                  {"request_id": "SR-60421", "class": "Jazz I", "starts_at": "2026-11-20T19:00:00Z"},
                  {"request_id": "SR-60425", "class": "Tap Basics", "starts_at": "2026-11-21T09:30:00Z"},
                  {"request_id": "SR-60426", "class": "Ballet II", "starts_at": "2026-11-21T11:00:00Z"},
                  {"request_id": "SR-60430", "class": "Hip Hop Kids", "starts_at": "2026-11-21T13:00:00Z"},
              ], "page": 1, "total_pages": 2, "total": 7})],
        [call("list_sub_requests", {"status": "open", "from": "2026-11-20", "to": "2026-11-22", "page": 2},
              {"items": [
                  {"request_id": "SR-60433", "class": "Lyrical", "starts_at": "2026-11-22T10:00:00Z"},
                  {"request_id": "SR-60434", "class": "Ballroom Social", "starts_at": "2026-11-22T18:00:00Z"},
              ], "page": 2, "total_pages": 2, "total": 7})],
    ],
    "7 sub requests are still open between today and Sunday:\n"
    "- Fri: Contemporary II (5:30 PM), Jazz I (7:00 PM)\n"
    "- Sat: Tap Basics (9:30 AM), Ballet II (11:00 AM), Hip Hop Kids (1:00 PM)\n"
    "- Sun: Lyrical (10:00 AM), Ballroom Social (6:00 PM)\n\n"
    "Saturday is the busiest, with 3 uncovered classes.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "sub-dana-wrong-teacher", D, "flawed", "wrong_entity", "wrong_entity", "16:11:49",
    "Who's covering Dana Reyes's classes next week while she's at the conference?",
    [
        [call("get_coverage_plan", {"teacher_name": "Dina Alvarez", "from": "2026-11-23", "to": "2026-11-29"},
              {"teacher": {"id": "t_142", "name": "Dina Alvarez"},
               "coverage": [{"class": "Jazz II (Tue 18:00)", "sub": "Sam Ortiz", "status": "confirmed"},
                            {"class": "Lyrical (Thu 17:00)", "sub": "Leah Kim", "status": "confirmed"}]})],
    ],
    "Dana's covered for next week: Sam Ortiz takes her Tuesday 6 PM Jazz II and Leah Kim has Thursday 5 PM "
    "Lyrical, both confirmed.",
    model="claude-3-5-haiku-20241022",
)

case(
    "sub-leah-lyrical-missing", D, "flawed", "missing_output", "missing_tool_output", "11:22:16",
    "Did Leah accept the sub request for Thursday's Lyrical class?",
    [
        [call("get_sub_request_status", {"teacher": "Leah Kim", "class": "Lyrical", "date": "2026-11-26"},
              missing=True, dur=20.0)],
    ],
    "Yes — Leah accepted, so Thursday's 5 PM Lyrical class is covered.",
)

case(
    "sub-omar-sms-failed", D, "flawed", "unacknowledged_error", "unacknowledged_error", "14:57:03",
    "Text Omar and ask if he can cover Jazz I tonight at 7.",
    [
        [call("send_sub_request", {"class_id": "JZ1-FRI-1900", "teacher_id": "t_204", "channel": "sms",
                                   "message": "Hi Omar, can you cover Jazz I tonight at 19:00? Reply YES/NO."},
              err="502 Bad Gateway: SMS provider did not accept the message (upstream sms-gateway)")],
    ],
    "I've texted Omar asking him to cover Jazz I tonight at 7:00 PM. I'll let you know as soon as he replies.",
    model="claude-sonnet-4-20250514",
)

# ---------------------------------------------------------------------------------------------
# salsa social nights
# ---------------------------------------------------------------------------------------------
D = "salsa social nights"

case(
    "salsa-la-esquina-tonight", D, "clean", "clock_times", None, "17:20:41",
    "What's the plan for tonight's salsa social at La Esquina? Is there a lesson first?",
    [
        [call("get_event", {"venue": "la-esquina", "date": "2026-11-20", "event_type": "salsa_social"},
              {"data": {"event_id": "LE-1120", "title": "Viernes Salsa Social",
                        "lesson": {"level": "beginner", "starts_at": "2026-11-20T20:00:00-05:00",
                                   "ends_at": "2026-11-20T21:00:00-05:00"},
                        "social": {"starts_at": "2026-11-20T21:00:00-05:00", "ends_at": "2026-11-21T01:30:00-05:00"},
                        "cover_usd": 12, "lesson_included": True,
                        "specials": [{"item": "sangria jug", "volume_gal": 1, "price_usd": 32}]}})],
    ],
    "Yes! Tonight at La Esquina:\n"
    "- 8:00–9:00 PM beginner salsa lesson (included in the cover)\n"
    "- 9:00 PM–1:30 AM social dancing, 4½ hours of it\n"
    "- Cover: $12\n\n"
    "Bar special: a 1-gallon (≈3.8 L) sangria jug for $32.",
    model="claude-sonnet-4-20250514",
)

case(
    "salsa-candela-cover-usd", D, "clean", "currency_conversion", None, "12:44:12",
    "What's the cover at Salón Candela's Thursday salsa night in Mexico City, in dollars?",
    [
        [call("get_event", {"venue": "salon-candela-cdmx", "weekday": "thursday", "event_type": "salsa_social"},
              {"data": {"title": "Jueves de Salsa en Vivo", "cover": {"amount": 150, "currency": "MXN"},
                        "live_band": "Sonora Candela", "starts": "21:30", "ends": "02:00"}})],
        [call("get_exchange_rate", {"base": "MXN", "quote": "USD"},
              {"base": "MXN", "quote": "USD", "rate": 0.0552, "as_of": "2026-11-20T12:00:00Z"})],
    ],
    "Cover on Thursdays is MXN 150, about US$8.28 at today's rate (0.0552). The live band Sonora Candela plays, "
    "and it runs from 9:30 PM to 2:00 AM.",
    model="gpt-4.1-mini-2025-04-14",
)

case(
    "salsa-rsvp-code-punctuation", D, "clean", "identifier_case", None, "18:00:27",
    "Is my RSVP sal7731 for tonight confirmed? I'm bringing a friend.",
    [
        [call("lookup_rsvp", {"code": "SAL7731"},
              {"rsvp": {"code": "SAL-7731", "event_id": "LE-1120", "name": "Carla M.", "status": "confirmed",
                        "plus_ones": 1, "checked_in": False}})],
    ],
    "Yes — RSVP SAL-7731 is confirmed for tonight with 1 plus-one, so your friend is covered.",
)

case(
    "salsa-club-havana-crowd-stale", D, "flawed", "stale_data", "stale_data", "22:15:08",
    "How busy is the salsa social at Club Havana right now? Worth heading over?",
    [
        [call("get_live_crowd", {"venue_id": "club-havana-ldn", "event": "salsa_social"},
              {"venue": "Club Havana", "attendance_estimate": 140, "capacity": 220, "leads": 61, "follows": 79,
               "measured_at": "2026-10-09T22:10:00Z", "sensor": "door_counter"})],
    ],
    "It's lively right now: about 140 people in (capacity 220), with 61 leads and 79 follows, so plenty of "
    "partners. Worth heading over!",
    model="claude-3-5-haiku-20241022",
)

case(
    "salsa-follow-dances-guaranteed", D, "flawed", "overconfident_wording", "overconfident_wording", "19:37:50",
    "I'm a follow — will I get enough dances at tonight's La Esquina social?",
    [
        [call("get_rsvp_stats", {"event_id": "LE-1120"},
              {"event_id": "LE-1120", "rsvps": 53, "leads": 22, "follows": 31, "walk_ins_typical": "20-40",
               "note": "role balance at the door varies"})],
    ],
    "Absolutely — you're guaranteed to dance every song tonight. With 53 RSVPs (22 leads, 31 follows) plus the "
    "usual walk-ins, there's no chance you'll be sitting out.",
    model="claude-sonnet-4-20250514",
)

case(
    "salsa-saturday-rsvp-retry-loop", D, "flawed", "retry_loop", "retry_loop", "11:08:34",
    "RSVP me and a friend for tomorrow's salsa social at La Esquina.",
    [
        [call("create_rsvp", {"event_id": "LE-1121", "name": "Carla M.", "plus_ones": 1},
              err="500 Internal Server Error: rsvp-service", retry=attempt < 4)]
        for attempt in range(1, 5)
    ],
    "The RSVP didn't go through — La Esquina's RSVP system returned a server error every time I tried. You can "
    "still just show up and pay the cover at the door, or try the RSVP again later.",
    model="gpt-4.1-mini-2025-04-14",
)


# ---------------------------------------------------------------------------------------------
# expansion
# ---------------------------------------------------------------------------------------------
DAY0 = datetime(2026, 11, 20, tzinfo=timezone.utc).timestamp()


def _approx_tokens(value) -> int:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return max(1, len(text) // 4)


def _call_id(case_id: str, index: int, model: str) -> str:
    digest = hashlib.sha256(f"{case_id}/{index}".encode()).digest()
    alphabet = string.ascii_letters + string.digits
    chars = "".join(alphabet[b % len(alphabet)] for b in digest)
    if model.startswith("claude"):
        return "toolu_01" + chars[:22]
    return "call_" + chars[:24]


def build(spec: dict) -> dict:
    rng = random.Random(spec["id"])
    model = spec["model"] or rng.choice(OPENAI)
    h, m, s = (int(x) for x in spec["start"].split(":"))
    t = DAY0 + h * 3600 + m * 60 + s
    t0 = t
    trace: list[dict] = [{"event": "agent_start", "timestamp": round(t, 3)}]
    calls, outputs, errors = [], [], []
    retries = 0
    tokens_in = tokens_out = 0
    context = 320 + rng.randint(60, 220) + _approx_tokens(spec["prompt"])
    n_call = 0

    def llm_event(out_tokens: int) -> None:
        nonlocal t, tokens_in, tokens_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": context, "output_tokens": out_tokens}})
        tokens_in += context
        tokens_out += out_tokens
        t += 0.6 + out_tokens * 0.012 + rng.random() * 0.5

    for turn in spec["turns"]:
        if isinstance(turn, dict) and "llm" in turn:
            for _ in range(turn["llm"]):
                out = rng.randint(70, 140)
                llm_event(out)
                context += out + rng.randint(5, 30)
            continue
        llm_event(sum(18 + _approx_tokens(c["args"]) for c in turn) + rng.randint(10, 30))
        for c in turn:
            cid = _call_id(spec["id"], n_call, model)
            n_call += 1
            start_ts = round(t, 3)
            calls.append({"args": c["args"], "id": cid, "timestamp": start_ts, "tool": c["tool"]})
            trace.append({"args": c["args"], "call_id": cid, "event": "tool_start", "timestamp": start_ts, "tool": c["tool"]})
            t += c["dur"] if c["dur"] is not None else (0.25 + rng.random() * 1.4)
            if c["missing"]:
                continue
            end_ts = round(t, 3)
            output = None if c["err"] else c["out"]
            outputs.append({"call_id": cid, "error": c["err"], "output": output, "timestamp": end_ts, "tool": c["tool"]})
            trace.append({"call_id": cid, "error": c["err"], "event": "tool_end", "output": output,
                          "timestamp": end_ts, "tool": c["tool"]})
            context += _approx_tokens(c["err"] or output) + 12
            if c["err"]:
                errors.append(c["err"])
            t += 0.01
            if c["retry"]:
                retries += 1
                attempts = sum(1 for x in calls if x["tool"] == c["tool"] and x["args"] == c["args"])
                trace.append({"attempt": attempts + 1, "event": "retry", "timestamp": round(t, 3), "tool": c["tool"]})
            if c["wait"]:
                t += c["wait"]
    llm_event(_approx_tokens(spec["response"]) + rng.randint(5, 25))
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    assert t - DAY0 < 86400, spec["id"]
    return {
        "category": spec["category"],
        "domain": spec["domain"],
        "evidence_level": "fully_instrumented",
        "expected_cause": spec["expected_cause"],
        "id": spec["id"],
        "label": spec["label"],
        "metrics": {
            "errors": errors,
            "latency": round(t - t0, 3),
            "retries": retries,
            "token_usage": {"input_tokens": tokens_in, "output_tokens": tokens_out},
        },
        "prompt": spec["prompt"],
        "response": spec["response"],
        "set": SET,
        "split": "heldout",
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
    }


def main() -> None:
    ids = [c["id"] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    by_file: dict[str, list[dict]] = {}
    for spec in CASES:
        by_file.setdefault(DOMAIN_FILES[spec["domain"]], []).append(build(spec))
    for name, records in by_file.items():
        with open(HERE / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for record in records:
                fh.write(json.dumps(record, sort_keys=True) + "\n")
    print(f"{len(CASES)} runs in {len(by_file)} files")


if __name__ == "__main__":
    main()
