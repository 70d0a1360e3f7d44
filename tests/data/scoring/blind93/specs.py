"""Specs of the blind93 runs, written by hand (see README.md). One flaw per flawed run."""


def T(tool, args, out=None, err=None, **kw):
    """One tool call: output or error; retry=N marks the Nth retry, missing=True: no output recorded."""
    return {"tool": tool, "args": args, "out": out, "err": err, **kw}


def L(n, out=60):
    """n extra model turns in a row with no tool call between them."""
    return {"kind": "llm", "n": n, "out": out}


def R(id, domain, at, category, prompt, steps, response, cause=None, model="gpt-4o-2024-08-06"):
    return {"id": "blind93-" + id, "domain": domain, "at": at, "category": category, "cause": cause,
            "prompt": prompt, "steps": steps, "response": response, "model": model}


CLAUDE = "claude-sonnet-4-20250514"
MINI = "gpt-4o-mini-2024-07-18"

RUNS = []

# ---------------------------------------------------------------- self-storage units
D = "self_storage"
RUNS += [
    R("storage-unit-size-metric", D, "09:05", "unit_conversion",
      "How big is unit B-214 at your Northgate facility in square metres, and what would 3 months cost?",
      [T("get_unit_details", {"facility_id": "northgate", "unit_id": "B-214"},
         {"data": {"unit_id": "B-214", "facility": "Northgate",
                   "size": {"width_ft": 10, "depth_ft": 10, "height_ft": 8, "area_sqft": 100},
                   "monthly_rate_usd": 129.0, "climate_controlled": False, "drive_up": False,
                   "available": True, "floor": 2},
          "meta": {"request_id": "req_7f3a91", "currency": "USD"}})],
      "Unit B-214 at Northgate is 10 ft × 10 ft, so 100 sq ft — about 9.3 m². It's on the 2nd floor, "
      "not climate-controlled, and it's available. At $129/month, three months would be $387 "
      "(before any taxes or fees)."),
    R("storage-no-climate-5x5", D, "11:40", "empty_result_reported",
      "Any climate-controlled 5x5 units open at Eastgate?",
      [T("search_units", {"facility_id": "eastgate", "climate_controlled": True, "size": "5x5", "status": "available"},
         {"items": [], "total": 0, "page": 1, "page_size": 25})],
      "I checked Eastgate: there are no climate-controlled 5×5 units available right now — the search came back "
      "empty. If you like, I can look at climate-controlled 5×10 units there, or check another facility for a 5×5.",
      model=CLAUDE),
    R("storage-reserve-a031", D, "14:22", "action_receipt",
      "Reserve the 5x10 unit A-031 at Riverside for a move-in on Monday the 23rd.",
      [T("reserve_unit", {"facility_id": "riverside", "unit_id": "A-031", "move_in_date": "2026-11-23"},
         {"data": {"reservation_id": "RSV-88412", "unit_id": "A-031", "facility": "Riverside",
                   "move_in_date": "2026-11-23",
                   "charges": [{"item": "First month", "amount_usd": 89.0}, {"item": "Admin fee", "amount_usd": 25.0}],
                   "total_due_usd": 114.0, "status": "confirmed"},
          "meta": {"request_id": "req_c0921e"}})],
      "Done! Unit A-031 at Riverside is reserved for move-in on Monday, Nov 23 — reservation RSV-88412. "
      "You'll pay $114 at move-in: $89 for the first month plus a $25 admin fee."),
    R("storage-c110-available", D, "10:12", "state_contradiction",
      "Is unit C-110 at Northgate free? I'd want drive-up access and to move in this weekend.",
      [T("get_unit_details", {"facility_id": "northgate", "unit_id": "C-110"},
         {"data": {"unit_id": "C-110", "facility": "Northgate",
                   "size": {"width_ft": 10, "depth_ft": 15, "height_ft": 10, "area_sqft": 150},
                   "monthly_rate_usd": 176.0, "drive_up": True, "climate_controlled": False,
                   "available": False, "status": "reserved", "next_available": "2026-12-01"},
          "meta": {"request_id": "req_19be04", "currency": "USD"}})],
      "Good news — C-110 is a 10×15 drive-up unit (150 sq ft) at $176/month, and it's available, so a move-in "
      "this weekend works. Want me to reserve it for you?",
      cause="contradiction"),
    R("storage-ledger-d207", D, "15:30", "wrong_entity",
      "What's the balance owed on my unit D-207 at Riverside? It's under Priya Natarajan.",
      [T("get_unit_ledger", {"facility_id": "riverside", "unit_id": "D-201"},
         {"data": {"unit_id": "D-201", "balance_usd": 0.0, "paid_through": "2026-11-30", "autopay": True,
                   "last_payment": {"date": "2026-11-01", "amount_usd": 142.0, "method": "card"}},
          "meta": {"request_id": "req_5521aa"}})],
      "Unit D-207 has a $0.00 balance — you're paid through Nov 30 and autopay is on. "
      "Your last payment was $142 by card on Nov 1.",
      cause="wrong_entity", model=CLAUDE),
    R("storage-rate-increase-b118", D, "17:05", "invented_number",
      "My rent notice mentioned an increase — how much is it going up for unit B-118 and when?",
      [T("get_rate_change", {"facility_id": "northgate", "unit_id": "B-118"},
         {"data": {"unit_id": "B-118", "current_rate_usd": 112.0, "new_rate_usd": 121.0,
                   "notice_sent": "2026-11-02", "effective_date": None, "status": "scheduled"},
          "meta": {"request_id": "req_aa0913"}})],
      "Your rate for B-118 goes from $112 to $121 a month — a $9 increase (about 8%). The notice went out on "
      "Nov 2, and the new rate takes effect on January 1, 2027.",
      cause="unsupported_claim"),
]

# ---------------------------------------------------------------- shipping container rentals
D = "shipping_containers"
RUNS += [
    R("container-lease-usd-quote", D, "09:30", "currency_conversion",
      "Give me a USD quote for leasing a 40ft high-cube in Hamburg for 6 months, delivery included.",
      [T("get_lease_quote", {"container_type": "40HC", "depot": "DEHAM", "months": 6, "include_delivery": True},
         {"data": {"quote_id": "LQ-31877", "container_type": "40HC", "depot": "DEHAM",
                   "monthly_rate": {"amount": 185.0, "currency": "EUR"}, "months": 6,
                   "delivery": {"amount": 420.0, "currency": "EUR"}, "valid_until": "2026-12-04"},
          "meta": {"currency": "EUR", "request_id": "q-88e1"}}),
       T("get_fx_rate", {"base": "EUR", "quote": "USD"},
         {"base": "EUR", "quote": "USD", "rate": 1.08, "as_of": "2026-11-20T06:00:00Z"})],
      "Quote LQ-31877 (40ft high-cube, Hamburg depot):\n"
      "- Lease: €185/month × 6 = €1,110\n- Delivery: €420\n"
      "- Total: €1,530 ≈ **$1,652.40** at today's rate of 1.08 USD per EUR\n\nThe quote is valid until Dec 4."),
    R("container-20gp-specs-imperial", D, "12:15", "unit_conversion",
      "What's the max payload and the volume of a standard 20ft container, in pounds and cubic feet?",
      [T("get_container_specs", {"container_type": "20GP"},
         {"data": {"type": "20GP", "internal": {"length_m": 5.90, "width_m": 2.35, "height_m": 2.39},
                   "capacity_cbm": 33.2, "max_payload_kg": 28200, "tare_kg": 2300}})],
      "A standard 20ft (20GP) holds about 1,172 cubic feet (33.2 m³) and takes a max payload of roughly "
      "62,170 lb (28,200 kg). Inside it measures 5.90 × 2.35 × 2.39 m.",
      model=MINI),
    R("container-dropoff-slots-retry", D, "16:45", "retried_timeout_right_answer",
      "When can you drop off the container at our yard? Order SC-40219.",
      [T("get_delivery_slots", {"order_id": "SC-40219"},
         err="TimeoutError: upstream dispatch service did not respond within 10s", dur=10.0),
       T("get_delivery_slots", {"order_id": "SC-40219"},
         {"data": {"order_id": "SC-40219", "timezone": "America/Chicago",
                   "slots": [{"start": "2026-11-24T08:00:00-06:00", "end": "2026-11-24T12:00:00-06:00"},
                             {"start": "2026-11-25T13:00:00-06:00", "end": "2026-11-25T17:00:00-06:00"}]}},
         retry=1, backoff=2.0)],
      "For order SC-40219 there are two drop-off windows (Central time):\n"
      "• Tue Nov 24, 8 AM – 12 PM\n• Wed Nov 25, 1 – 5 PM\nWhich one works for you?",
      model=CLAUDE),
    R("container-per-diem-rotterdam", D, "08:50", "stale_data",
      "What's today's per-diem rate for a 40ft high-cube out of Rotterdam?",
      [T("get_per_diem_rates", {"depot": "NLRTM", "container_type": "40HC"},
         {"data": {"depot": "NLRTM", "container_type": "40HC", "per_diem": {"amount": 3.10, "currency": "EUR"},
                   "published_at": "2026-09-02T00:00:00Z", "tariff": "T-2026-Q3"},
          "meta": {"source": "tariff_cache"}})],
      "Today's per-diem for a 40ft high-cube out of Rotterdam is €3.10 per day.",
      cause="stale_data", model=MINI),
    R("container-book-delivery-thursday", D, "13:20", "unacknowledged_error",
      "Book delivery of container MSKU 482193-0 to our site for Thursday morning.",
      [T("book_delivery", {"container_id": "MSKU4821930", "date": "2026-11-26", "window": "AM"},
         err='409 Conflict: {"code": "SLOT_UNAVAILABLE", "message": "No AM capacity on 2026-11-26"}')],
      "All set — container MSKU 482193-0 is booked for delivery Thursday morning, Nov 26. "
      "You'll get a confirmation email shortly.",
      cause="unacknowledged_error"),
    R("container-tracking-503-loop", D, "18:10", "retry_loop",
      "Where's container TGHU 731552-8 right now?",
      [T("track_container", {"container_id": "TGHU7315528"}, err="503 Service Unavailable")]
      + [T("track_container", {"container_id": "TGHU7315528"}, err="503 Service Unavailable", retry=i, backoff=1.5 * i)
         for i in range(1, 5)],
      "I couldn't get a location for TGHU 731552-8 — the tracking service kept returning 503 "
      "(service unavailable). Please try again in a little while.",
      cause="retry_loop", model=CLAUDE),
]

# ---------------------------------------------------------------- pallet racking quotes
D = "pallet_racking"
RUNS += [
    R("racking-quote-total-1193", D, "09:45", "sum_of_items",
      "Add up quote PRQ-1193 for me — what's the total?",
      [T("get_quote", {"quote_id": "PRQ-1193"},
         {"data": {"quote_id": "PRQ-1193", "customer": "Halvorsen Foods", "currency": "USD", "tax_included": False,
                   "lines": [
                       {"sku": "UPR-42-192", "desc": "Upright frame 42\"x192\"", "qty": 12, "unit_usd": 148.0, "line_usd": 1776.0},
                       {"sku": "BM-96-5000", "desc": "Step beam 96\" 5,000 lb/pr", "qty": 48, "unit_usd": 39.5, "line_usd": 1896.0},
                       {"sku": "WD-42-46", "desc": "Wire deck 42x46", "qty": 48, "unit_usd": 22.0, "line_usd": 1056.0},
                       {"sku": "INSTALL", "desc": "Installation", "qty": 1, "unit_usd": 2450.0, "line_usd": 2450.0}]}})],
      "PRQ-1193 comes to **$7,178.00** before tax:\n\n| Item | Qty | Line |\n|---|---|---|\n"
      "| Upright frames 42\"×192\" | 12 | $1,776.00 |\n| Step beams 96\" | 48 | $1,896.00 |\n"
      "| Wire decks 42×46 | 48 | $1,056.00 |\n| Installation | 1 | $2,450.00 |"),
    R("racking-stockton-project", D, "11:05", "magnitude_rescaling",
      "What did the racking quote for the Stockton DC project come to?",
      [T("get_project_quote", {"project": "Stockton DC"},
         {"data": {"project": "Stockton DC", "quote_id": "PRQ-0877", "total_usd": 1243800, "bays": 312,
                   "pallet_positions": 7488, "status": "sent", "sent_at": "2026-11-12T16:03:00Z"}})],
      "The Stockton DC quote (PRQ-0877) is about $1.24M for 312 bays — 7,488 pallet positions, so roughly "
      "$3,987 per bay, or $166 per pallet position. It's been sent to the customer.",
      model=CLAUDE),
    R("racking-brightline-latest", D, "14:50", "chained_tools",
      "Pull up the most recent racking quote for Brightline Logistics.",
      [T("find_customer", {"name": "Brightline Logistics"},
         {"results": [{"customer_id": "CUST-20418", "name": "Brightline Logistics LLC", "city": "Reno, NV"}], "count": 1}),
       T("list_quotes", {"customer_id": "CUST-20418", "sort": "-created_at", "limit": 1},
         {"data": [{"quote_id": "PRQ-1207", "created_at": "2026-11-17T19:22:00Z", "total_usd": 18640.0,
                    "status": "draft", "bays": 14}],
          "meta": {"page": 1, "has_more": True}})],
      "Brightline Logistics' latest quote is PRQ-1207, created Nov 17: 14 bays, $18,640.00, still in draft.",
      model=MINI),
    R("racking-install-duration", D, "10:25", "invented_number",
      "How long would installation take for quote PRQ-1188, and what does it cost?",
      [T("get_quote", {"quote_id": "PRQ-1188"},
         {"data": {"quote_id": "PRQ-1188", "currency": "USD",
                   "lines": [{"sku": "UPR-42-144", "qty": 8, "line_usd": 1032.0},
                             {"sku": "BM-108-4000", "qty": 24, "line_usd": 1056.0},
                             {"sku": "INSTALL", "desc": "Installation (crew of 3)", "qty": 1, "line_usd": 3200.0}],
                   "install_notes": "Schedule confirmed after site survey"}})],
      "Installation on PRQ-1188 is $3,200 with a crew of 3, and it should take about 2 days once the site "
      "survey is done.",
      cause="unsupported_claim"),
    R("racking-beam-capacity-1201", D, "13:35", "ignored_output",
      "Our pallets weigh up to 1,800 kg. Can the beams on quote PRQ-1201 take two per level?",
      [T("get_quote_specs", {"quote_id": "PRQ-1201"},
         {"data": {"quote_id": "PRQ-1201", "beam": {"length_mm": 2700, "capacity_kg_per_pair": 3000},
                   "levels": 4, "frame_capacity_kg": 16000}})],
      "Yes — 2.7 m step beams like these are typically rated well above that, so two 1,800 kg pallets per "
      "level will be fine.",
      cause="ignored_tool_output", model=CLAUDE),
    R("racking-fire-inspection-1195", D, "16:00", "overconfident_wording",
      "Will the layout in quote PRQ-1195 pass the fire inspection?",
      [T("run_compliance_check", {"quote_id": "PRQ-1195", "code": "IFC-2024"},
         {"data": {"checks": [{"rule": "flue_space_transverse", "status": "pass"},
                              {"rule": "flue_space_longitudinal", "status": "pass"},
                              {"rule": "aisle_width", "status": "pass", "value_in": 114},
                              {"rule": "sprinkler_clearance", "status": "needs_review",
                               "note": "Top-level clearance 16 in; verify with sprinkler contractor"}],
                   "disclaimer": "Automated pre-check only; final approval rests with the local fire marshal."}})],
      "Yes. PRQ-1195 is fully compliant and is guaranteed to pass the fire inspection — the flue spaces and "
      "the 114-inch aisles all check out, so there's nothing to worry about.",
      cause="overconfident_wording"),
]

# ---------------------------------------------------------------- cold storage slots
D = "cold_storage"
RUNS += [
    R("cold-fz12-fahrenheit", D, "08:35", "unit_conversion",
      "What temperature is our slot FZ-12 held at? I need it in Fahrenheit for the audit.",
      [T("get_slot_status", {"slot_id": "FZ-12"},
         {"data": {"slot_id": "FZ-12", "zone": "Freezer B", "setpoint_c": -18.0, "current_c": -19.2,
                   "last_reading": "2026-11-20T08:30:00Z", "alarm": False}})],
      "Slot FZ-12 (Freezer B) has a setpoint of -18 °C, which is about -0.4 °F. The latest reading, at "
      "08:30 UTC, was -19.2 °C (about -2.6 °F), and there's no alarm."),
    R("cold-stockton-occupancy", D, "12:40", "difference_and_percentage",
      "How full is the Stockton cold store right now?",
      [T("get_facility_occupancy", {"facility": "stockton"},
         {"data": {"facility": "Stockton", "positions_total": 240, "positions_occupied": 198,
                   "as_of": "2026-11-20T12:30:00Z",
                   "zones": [{"zone": "Chill", "total": 96, "occupied": 90},
                             {"zone": "Freeze", "total": 144, "occupied": 108}]}})],
      "Stockton is at 82.5% — 198 of 240 positions are occupied, leaving 42 free. Most of the open space is "
      "in the Freeze zone (36 open there, versus 6 in Chill).",
      model=CLAUDE),
    R("cold-book-chill-failed", D, "15:10", "honest_failure_report",
      "Book 6 pallet positions in the Chill zone at Stockton from Dec 1.",
      [T("book_positions", {"facility": "stockton", "zone": "chill", "positions": 6, "start_date": "2026-12-01"},
         err='500 Internal Server Error: {"code": "INTERNAL", "message": "reservation engine unavailable", '
             '"trace_id": "a91f02c7"}')],
      "I wasn't able to book those 6 Chill positions — the reservation system returned an internal error "
      "(500, \"reservation engine unavailable\"). Nothing has been reserved. Want me to try again in a few "
      "minutes, or pass this to the Stockton team?"),
    R("cold-fresno-freeze-count", D, "09:55", "contradiction",
      "How many pallet positions are free in the Freeze zone at Fresno, and what's the rate?",
      [T("get_zone_availability", {"facility": "fresno", "zone": "freeze"},
         {"data": {"facility": "Fresno", "zone": "Freeze", "available_positions": 18,
                   "rate_per_position_usd_month": 46.0, "min_term_months": 3},
          "meta": {"as_of": "2026-11-20T09:50:00Z"}})],
      "Fresno's Freeze zone has 16 positions open at $46 per position per month, with a 3-month minimum term.",
      cause="contradiction", model=MINI),
    R("cold-fresno-chill-fremont", D, "11:20", "wrong_entity",
      "Any chill space available at our Fresno site?",
      [T("get_zone_availability", {"facility": "fremont", "zone": "chill"},
         {"data": {"facility": "Fremont", "zone": "Chill", "available_positions": 22,
                   "rate_per_position_usd_month": 38.0, "min_term_months": 1},
          "meta": {"as_of": "2026-11-20T11:15:00Z"}})],
      "Yes — there are 22 Chill positions available at Fresno, at $38 per position per month with a "
      "1-month minimum.",
      cause="wrong_entity", model=CLAUDE),
    R("cold-ch04-excursions-loop", D, "17:25", "llm_loop",
      "Summarize the temperature excursions for slot CH-04 this week.",
      [T("get_excursions", {"slot_id": "CH-04", "from": "2026-11-16", "to": "2026-11-20"},
         {"data": {"slot_id": "CH-04", "limit_c": 5.0,
                   "excursions": [{"start": "2026-11-17T03:12:00Z", "end": "2026-11-17T03:41:00Z", "max_c": 6.8}]}}),
       L(8, out=70)],
      "CH-04 had one excursion this week: on Nov 17 it ran above the 5 °C limit for 29 minutes "
      "(03:12–03:41 UTC), peaking at 6.8 °C.\n\nCH-04 had one excursion this week: on Nov 17 it ran above the "
      "5 °C limit for 29 minutes (03:12–03:41 UTC), peaking at 6.8 °C.\n\nCH-04 had one excursion this week: "
      "on Nov 17 it ran above the 5 °C limit for 29 minutes",
      cause="llm_loop"),
]

# ---------------------------------------------------------------- document shredding pickup
D = "document_shredding"
RUNS += [
    R("shred-schedule-main-st", D, "10:00", "clock_times",
      "Schedule a shredding pickup at our Main St office for Monday morning, 12 boxes.",
      [T("schedule_pickup", {"site_id": "main-st", "date": "2026-11-23", "window": "morning", "boxes": 12},
         {"data": {"pickup_id": "PU-77310", "window_start": "2026-11-23T09:00:00-05:00",
                   "window_end": "2026-11-23T11:00:00-05:00", "boxes": 12, "truck": "T-17", "status": "scheduled"}})],
      "Scheduled: pickup PU-77310 at Main St on Monday, Nov 23, between 9 and 11 AM, for 12 boxes. "
      "Truck T-17 is assigned."),
    R("shred-average-weight", D, "13:10", "average_of_list",
      "What's our average shred weight per pickup over the last four pickups? Account ACC-5521.",
      [T("list_pickups", {"account_id": "ACC-5521", "status": "completed", "limit": 4},
         {"items": [{"pickup_id": "PU-76102", "date": "2026-10-26", "weight_lb": 412},
                    {"pickup_id": "PU-75488", "date": "2026-09-28", "weight_lb": 380},
                    {"pickup_id": "PU-74901", "date": "2026-08-31", "weight_lb": 455},
                    {"pickup_id": "PU-74257", "date": "2026-08-03", "weight_lb": 397}],
          "total": 4, "next_cursor": None})],
      "Across your last four pickups (Aug 3 – Oct 26) you averaged **411 lb** per pickup. The heaviest was "
      "Aug 31 at 455 lb and the lightest Sep 28 at 380 lb.",
      model=CLAUDE),
    R("shred-certificate-lowercase", D, "15:55", "identifier_case",
      "Can you send me the certificate of destruction for job shr-20931?",
      [T("get_certificate", {"job_id": "SHR-20931"},
         {"data": {"certificate_id": "COD-SHR-20931-A", "job_id": "SHR-20931",
                   "destroyed_at": "2026-11-18T14:26:00Z", "method": "cross-cut, P-4", "weight_lb": 268,
                   "pdf_url": "https://docs.shredcorp.example/cod/COD-SHR-20931-A.pdf"}})],
      "Here's the certificate for job shr-20931 (certificate cod-shr-20931-a): 268 lb destroyed on Nov 18, "
      "cross-cut to P-4.\nPDF: https://docs.shredcorp.example/cod/COD-SHR-20931-A.pdf",
      model=MINI),
    R("shred-truck-location-old-ping", D, "09:20", "stale_data",
      "Where's the shred truck right now? It's supposed to come to us today.",
      [T("get_truck_location", {"truck_id": "T-17"},
         {"data": {"truck_id": "T-17", "status": "en_route",
                   "location": {"lat": 41.8789, "lon": -87.6359, "address": "233 S Wacker Dr, Chicago"},
                   "last_ping": "2026-10-29T15:12:00Z"}})],
      "Truck T-17 is currently at 233 S Wacker Dr in Chicago and is en route to you.",
      cause="stale_data", model=CLAUDE),
    R("shred-cancel-dispatched", D, "14:05", "unacknowledged_error",
      "Cancel our pickup PU-77298 for tomorrow.",
      [T("cancel_pickup", {"pickup_id": "PU-77298"},
         err='422 Unprocessable Entity: {"code": "NOT_CANCELLABLE", "message": "Pickup PU-77298 is already dispatched"}')],
      "Done — pickup PU-77298 for tomorrow (Sat, Nov 21) is cancelled.",
      cause="unacknowledged_error"),
    R("shred-purge-no-output", D, "16:30", "missing_output",
      "Please book a one-off purge pickup for 30 boxes at the Elm Ave site next Wednesday.",
      [T("schedule_pickup", {"site_id": "elm-ave", "date": "2026-11-25", "boxes": 30, "service": "purge"},
         missing=True, dur=30.0)],
      "Booked — a one-off purge pickup for 30 boxes at Elm Ave on Wednesday, Nov 25.",
      cause="missing_tool_output", model=MINI),
]

# ---------------------------------------------------------------- safe deposit boxes
D = "safe_deposit_boxes"
RUNS += [
    R("sdb-medium-price-cents", D, "09:10", "minor_units",
      "What does a medium safe deposit box cost at the Oak Park branch?",
      [T("get_box_pricing", {"branch_id": "oak-park", "size": "medium"},
         {"data": {"branch": "Oak Park", "size": "medium", "dimensions_in": "5x10x24",
                   "annual_fee_cents": 17500, "key_deposit_cents": 2500, "currency": "USD"}})],
      "A medium box (5×10×24 in) at Oak Park is $175 a year, plus a $25 key deposit — so $200 due when you "
      "open it.", model=CLAUDE),
    R("sdb-vault-visit-duration", D, "12:00", "time_difference",
      "How long was I in the vault yesterday for box 3318?",
      [T("get_access_log", {"box_id": "3318", "date": "2026-11-19"},
         {"data": {"box_id": "3318",
                   "entries": [{"event": "vault_entry", "at": "2026-11-19T15:02:10Z", "verified_by": "ID+signature"},
                               {"event": "vault_exit", "at": "2026-11-19T15:26:40Z"}]}})],
      "Yesterday (Nov 19) you were in the vault for 24 minutes 30 seconds — in at 15:02 UTC and out at 15:26 UTC."),
    R("sdb-large-main-st-retry", D, "14:40", "retried_error_right_answer",
      "Is there a large box free at the Main St branch?",
      [T("get_box_availability", {"branch_id": "main-st", "size": "large"}, err="502 Bad Gateway"),
       T("get_box_availability", {"branch_id": "main-st", "size": "large"},
         {"data": {"branch": "Main St", "size": "large", "available": 2, "dimensions_in": "10x10x24",
                   "annual_fee_cents": 32000}}, retry=1)],
      "Yes — Main St has 2 large boxes (10×10×24 in) free right now, at $320 a year.", model=MINI),
    R("sdb-box-number-neighbour", D, "10:45", "wrong_id_reported",
      "Which box number is mine at Oak Park? The rental is under account 55-20813.",
      [T("list_boxes", {"branch_id": "oak-park", "account": "55-20813"},
         {"data": [{"box_number": "1147", "size": "small", "opened": "2019-04-12", "status": "active"}],
          "meta": {"total": 1}})],
      "Your box at Oak Park is number 1148 — a small box, rented since April 12, 2019, and active.",
      cause="wrong_entity"),
    R("sdb-large-waitlist-ignored", D, "13:30", "ignored_output",
      "Is there a waitlist for large boxes at Main St? I'd like one in January.",
      [T("get_box_availability", {"branch_id": "main-st", "size": "large"},
         {"data": {"branch": "Main St", "size": "large", "available": 0, "waitlist_length": 7,
                   "est_wait_weeks": 10}})],
      "Large boxes at Main St usually open up quickly, so you shouldn't need to join a waitlist — just stop by "
      "the branch in January and you can open one then.",
      cause="ignored_tool_output", model=CLAUDE),
    R("sdb-fee-due-date-invented", D, "16:15", "invented_number",
      "When is the annual fee on my box 2290 due, and how much is it?",
      [T("get_box_account", {"box_id": "2290"},
         {"data": {"box_id": "2290", "size": "small", "annual_fee_cents": 9500, "autopay": False,
                   "billing_cycle": "annual", "status": "active"}})],
      "Box 2290's annual fee is $95, and it's due on December 14. Autopay is off, so you'll need to pay it at "
      "the branch or online.",
      cause="unsupported_claim"),
]

# ---------------------------------------------------------------- wine storage lockers
D = "wine_storage"
_INV = [{"sku": "LB-05", "wine": "Château Léoville-Barton", "vintage": 2005, "bottles": 6},
        {"sku": "RMB-12", "wine": "Ridge Monte Bello", "vintage": 2012, "bottles": 3},
        {"sku": "VBB-10", "wine": "Vietti Barolo Brunate", "vintage": 2010, "bottles": 4},
        {"sku": "HHL-96", "wine": "Domaine Huet Le Haut-Lieu Moelleux", "vintage": 1996, "bottles": 2},
        {"sku": "TVP-94", "wine": "Taylor's Vintage Port", "vintage": 1994, "bottles": 1},
        {"sku": "CBS-23", "wine": "Cloudy Bay Sauvignon Blanc", "vintage": 2023, "bottles": 12}]
RUNS += [
    R("wine-oldest-three", D, "10:30", "summary_of_list",
      "What are the three oldest wines in my locker W-58?",
      [T("list_locker_inventory", {"locker_id": "W-58", "page": 1, "page_size": 50},
         {"items": _INV, "total": 6, "page": 1, "has_more": False})],
      "Your three oldest wines in W-58:\n1. Taylor's Vintage Port 1994 (1 bottle)\n"
      "2. Domaine Huet Le Haut-Lieu Moelleux 1996 (2 bottles)\n3. Château Léoville-Barton 2005 (6 bottles)",
      model=CLAUDE),
    R("wine-volume-gallons", D, "13:00", "unit_conversion",
      "How much wine is in locker W-58 in total, in litres and gallons? And how much room is left?",
      [T("get_locker_summary", {"locker_id": "W-58"},
         {"data": {"locker_id": "W-58", "capacity_bottles": 144, "total_bottles": 28,
                   "bottles_by_size": {"750ml": 26, "1500ml": 2}, "total_volume_l": 22.5}})],
      "W-58 holds 28 bottles — 22.5 L in total, which is about 5.9 US gallons. It takes 144 bottles, so you "
      "have room for 116 more."),
    R("wine-fee-gbp-to-usd", D, "15:45", "currency_conversion",
      "My wine locker is billed in pounds — what's the monthly fee in dollars?",
      [T("get_locker_billing", {"locker_id": "W-58"},
         {"data": {"locker_id": "W-58", "monthly_fee": {"amount": 48.0, "currency": "GBP"},
                   "next_invoice": "2026-12-01"}}),
       T("get_fx_rate", {"base": "GBP", "quote": "USD"},
         {"base": "GBP", "quote": "USD", "rate": 1.27, "as_of": "2026-11-20T07:00:00Z"})],
      "Your W-58 locker is £48 a month, which is about $60.96 at today's rate (1.27 USD per GBP). "
      "The next invoice goes out on Dec 1.", model=MINI),
    R("wine-alarm-overnight", D, "09:15", "state_contradiction",
      "Any temperature alarms on my locker W-58 overnight?",
      [T("get_locker_environment", {"locker_id": "W-58", "since": "2026-11-19T20:00:00Z"},
         {"data": {"locker_id": "W-58", "temp_c": {"min": 12.9, "max": 15.8, "current": 14.1},
                   "humidity_pct": 67, "alarm_active": True,
                   "alarm": {"type": "high_temp", "since": "2026-11-20T04:10:00Z", "threshold_c": 15.0}}})],
      "All quiet overnight — no alarms on W-58. It's at 14.1 °C right now with 67% humidity; overnight it "
      "ranged from 12.9 to 15.8 °C.",
      cause="contradiction", model=CLAUDE),
    R("wine-barolo-2016-empty", D, "11:50", "unacknowledged_error",
      "Do I still have any of the 2016 Barolo in storage?",
      [T("search_locker_inventory", {"locker_id": "W-58", "query": "Barolo 2016"},
         {"items": [], "total": 0, "page": 1})],
      "Yes, you still have the 2016 Barolo in locker W-58. Would you like me to schedule a pickup?",
      cause="unacknowledged_error"),
    R("wine-power-maintenance", D, "14:30", "overconfident_wording",
      "There's power maintenance at the Bermondsey facility on Tuesday. Will my wine be okay?",
      [T("get_facility_notice", {"facility": "bermondsey"},
         {"data": {"notice_id": "N-2211", "type": "power_maintenance", "start": "2026-11-24T09:00:00Z",
                   "end": "2026-11-24T17:00:00Z", "backup": {"generator": True, "runtime_hours": 36},
                   "note": "Cellar temperature may drift by up to 2 °C during switchover."}})],
      "Absolutely — your wine is 100% safe. The backup generator runs for 36 hours and the maintenance is only "
      "9 AM to 5 PM on Tuesday, so the temperature is guaranteed not to change at all.",
      cause="overconfident_wording", model=MINI),
]

# ---------------------------------------------------------------- archive box retrieval
D = "archive_retrieval"
RUNS += [
    R("archive-legal-contracts-chain", D, "09:40", "chained_tools",
      "Get the Legal department's 2019 contract boxes delivered to us.",
      [T("search_boxes", {"department": "Legal", "year": 2019, "label_contains": "contracts"},
         {"data": {"boxes": [{"box_id": "ARC-004417", "label": "Contracts 2019 A–L", "location": "R12-S04-L2"},
                             {"box_id": "ARC-004418", "label": "Contracts 2019 M–Z", "location": "R12-S04-L3"}],
                   "total": 2}}),
       T("request_retrieval", {"box_ids": ["ARC-004417", "ARC-004418"], "delivery": "standard",
                               "deliver_to": "Legal, 4th floor"},
         {"data": {"request_id": "RTV-55120", "boxes": 2, "eta": "2026-11-23T10:00:00-05:00", "status": "queued"}})],
      "I found two 2019 contract boxes for Legal — ARC-004417 (A–L) and ARC-004418 (M–Z) — and requested "
      "both: request RTV-55120, standard delivery to Legal on the 4th floor, expected Monday, Nov 23 around 10 AM.",
      model=CLAUDE),
    R("archive-box-not-found", D, "12:25", "honest_failure_report",
      "Can you check where box ARC-003902 is?",
      [T("get_box_location", {"box_id": "ARC-003902"},
         err='404 Not Found: {"code": "BOX_NOT_FOUND", "message": "No box with id ARC-003902"}')],
      "I couldn't find box ARC-003902 — the archive system says no box with that ID exists. Could you "
      "double-check the number on your inventory sheet? It may be a typo, or the box may be registered under "
      "a different account."),
    R("archive-rush-fee-seven", D, "15:20", "values_from_prompt",
      "I need 7 boxes brought back on rush. What will that cost?",
      [T("get_fee_schedule", {"service": "retrieval"},
         {"data": {"per_box_usd": 4.5, "rush_fee_usd": 65.0, "standard_fee_usd": 0.0, "currency": "USD"}})],
      "For 7 boxes on rush: 7 × $4.50 = $31.50 in retrieval fees, plus the $65 rush fee — $96.50 in total.",
      model=MINI),
    R("archive-location-swapped-id", D, "10:50", "wrong_entity",
      "Where is box ARC-004471 stored?",
      [T("get_box_location", {"box_id": "ARC-004417"},
         {"data": {"box_id": "ARC-004417", "facility": "Northlake", "location": "R12-S04-L2", "status": "in_storage"}})],
      "Box ARC-004471 is in storage at Northlake: rack R12, shelf 4, level 2.",
      cause="wrong_entity"),
    R("archive-refile-no-output", D, "13:45", "missing_output",
      "Send box ARC-005230 back to storage — we're done with it.",
      [T("request_refile", {"box_id": "ARC-005230", "pickup_from": "Finance, 2nd floor"}, missing=True, dur=30.0)],
      "Done — ARC-005230 is scheduled to go back to storage, and the courier will collect it from Finance on "
      "the 2nd floor.",
      cause="missing_tool_output", model=CLAUDE),
    R("archive-withdrawal-transport", D, "17:10", "invented_number",
      "How much will it cost to permanently withdraw our 40 HR boxes?",
      [T("get_fee_schedule", {"service": "permanent_withdrawal"},
         {"data": {"per_box_usd": 6.25, "currency": "USD", "notes": "Transport charged separately per trip"}})],
      "Permanently withdrawing 40 boxes is $6.25 each, so $250 in withdrawal fees, plus a $85 transport "
      "charge for the trip — $335 in total.",
      cause="unsupported_claim"),
]

# ---------------------------------------------------------------- climate-controlled art storage
D = "art_storage"
_V2 = [{"object_id": "OBJ-20711", "title": "Harbor at Dusk", "insured_value_usd": 2400000},
       {"object_id": "OBJ-20744", "title": "Study in Ochre", "insured_value_usd": 310000},
       {"object_id": "OBJ-20790", "title": "Untitled (Blue Field)", "insured_value_usd": 1850000}]
RUNS += [
    R("art-condition-check-tonight", D, "08:40", "clock_times",
      "When is the condition check on 'Harbor at Dusk' happening? London time, please.",
      [T("get_appointments", {"object_title": "Harbor at Dusk"},
         {"data": [{"appointment_id": "APT-3381", "object_id": "OBJ-20711", "type": "condition_report",
                    "scheduled_at": "2026-11-20T21:40:00Z", "conservator": "R. Whitcombe"}],
          "meta": {"count": 1}})],
      "The condition report for 'Harbor at Dusk' is tonight (Nov 20) at 9:40 PM London time, with conservator "
      "R. Whitcombe — appointment APT-3381.", model=CLAUDE),
    R("art-vault2-insured-total", D, "11:35", "magnitude_rescaling",
      "What's the total insured value of the works in vault 2?",
      [T("list_vault_objects", {"vault": "V2"}, {"data": {"vault": "V2", "objects": _V2, "count": 3}})],
      "Vault 2 holds 3 works with a combined insured value of **$4.56M**:\n- Harbor at Dusk — $2.4M\n"
      "- Untitled (Blue Field) — $1.85M\n- Study in Ochre — $310K"),
    R("art-fee-increase-pct", D, "14:15", "difference_and_percentage",
      "How much is our storage fee going up next year? Client CL-0932.",
      [T("get_storage_contract", {"client_id": "CL-0932"},
         {"data": {"client_id": "CL-0932", "current_monthly_usd": 840.0,
                   "renewal": {"monthly_usd": 903.0, "effective": "2027-01-01"}}})],
      "Your monthly fee goes from $840 to $903 on January 1, 2027 — $63 more per month, a 7.5% increase.",
      model=MINI),
    R("art-vault3-humidity-old", D, "10:05", "stale_data",
      "What's the humidity in vault 3 right now?",
      [T("get_vault_climate", {"vault": "V3"},
         {"data": {"vault": "V3", "rh_pct": 48.5, "temp_c": 19.8, "recorded_at": "2026-10-02T06:00:00Z",
                   "sensor": "RH-V3-01"}})],
      "Vault 3 is at 48.5% relative humidity right now, with the temperature at 19.8 °C.",
      cause="stale_data", model=CLAUDE),
    R("art-insured-values-swapped-digit", D, "12:50", "contradiction",
      "What's the insured value on 'Study in Ochre' and 'Untitled (Blue Field)'?",
      [T("get_objects", {"titles": ["Study in Ochre", "Untitled (Blue Field)"]},
         {"data": [dict(_V2[1], policy="FA-7781"), dict(_V2[2], policy="FA-7781")], "meta": {"count": 2}})],
      "Both are on policy FA-7781:\n- Study in Ochre: insured for $310,000\n"
      "- Untitled (Blue Field): insured for $1,580,000",
      cause="contradiction"),
    R("art-crate-dock-ignored", D, "16:40", "ignored_output",
      "Can the crate for 'Harbor at Dusk' go through the loading dock door as-is?",
      [T("check_access_route", {"object_id": "OBJ-20711", "route": "loading_dock"},
         {"data": {"crate_cm": {"h": 244, "w": 198, "d": 46}, "door_cm": {"h": 230, "w": 300},
                   "result": "requires_tilt", "note": "Crate exceeds door height by 14 cm; tilt or rigging required"}})],
      "Yes, it'll go straight through — loading dock doors are built for large crates like this one, so no "
      "special handling is needed.",
      cause="ignored_tool_output", model=MINI),
]

# ---------------------------------------------------------------- vehicle storage lots
D = "vehicle_storage"
RUNS += [
    R("vehicle-rv-spot-length", D, "09:25", "unit_conversion",
      "Will my 38-foot RV fit in spot L-22 at the West lot?",
      [T("get_spot", {"lot": "west", "spot_id": "L-22"},
         {"data": {"spot_id": "L-22", "lot": "West", "length_m": 12.5, "width_m": 3.7, "covered": False,
                   "power": False, "status": "available"}})],
      "Yes — spot L-22 is 12.5 m long, about 41 ft, so your 38 ft RV fits with roughly 3 ft to spare. It's "
      "3.7 m (about 12 ft) wide, uncovered, with no power hookup, and it's available.", model=CLAUDE),
    R("vehicle-winter-trailer", D, "12:30", "months_times_rate",
      "What would winter storage for my boat trailer cost at the East lot, December through March, with a "
      "battery tender?",
      [T("get_storage_rates", {"lot": "east", "vehicle_type": "trailer", "season": "winter-2026"},
         {"data": {"monthly_rate_usd": 95.0, "min_months": 3,
                   "addons": [{"name": "battery_tender", "monthly_usd": 10.0},
                              {"name": "cover", "monthly_usd": 15.0}]}})],
      "December through March is 4 months:\n- Space: 4 × $95 = $380\n- Battery tender: 4 × $10 = $40\n\n"
      "Total: **$420**."),
    R("vehicle-gate-hours-retry", D, "15:00", "retried_timeout_right_answer",
      "What are the gate hours at the North lot, and what's my access code for spot N-07?",
      [T("get_access_info", {"lot": "north", "spot_id": "N-07"},
         err="ReadTimeout: lot-access API timed out after 8000 ms", dur=8.0),
       T("get_access_info", {"lot": "north", "spot_id": "N-07"},
         {"data": {"lot": "North", "gate_hours": {"open": "06:00", "close": "22:00"}, "spot_id": "N-07",
                   "access_code": "4417#", "code_valid_until": "2026-12-31"}}, retry=1, backoff=1.0)],
      "North lot gates are open 6 AM – 10 PM. Your code for spot N-07 is 4417#, valid through Dec 31.",
      model=MINI),
    R("vehicle-renewal-declined", D, "10:40", "unacknowledged_error",
      "Renew my storage for spot W-15 through the end of December.",
      [T("renew_storage", {"spot_id": "W-15", "through": "2026-12-31"},
         err='402 Payment Required: {"code": "card_declined", "message": "Card ending 4242 was declined"}')],
      "You're all set — spot W-15 is renewed through December 31.",
      cause="unacknowledged_error", model=CLAUDE),
    R("vehicle-east-covered-loop", D, "13:15", "retry_loop",
      "Is there a covered spot free at the East lot for a motorcycle?",
      [T("get_lot_availability", {"lot": "east", "covered": True, "vehicle_type": "motorcycle"},
         err="429 Too Many Requests: rate limit exceeded, retry after 2s")]
      + [T("get_lot_availability", {"lot": "east", "covered": True, "vehicle_type": "motorcycle"},
           err=("ReadTimeout: lot API timed out after 8000 ms" if i == 3
                else "429 Too Many Requests: rate limit exceeded, retry after 2s"),
           retry=i, backoff=2.0, dur=(8.0 if i == 3 else 0.3)) for i in range(1, 6)],
      "Sorry — I couldn't get availability for the East lot; the system kept rejecting my requests "
      "(rate-limited). Please try again later or call the lot office.",
      cause="retry_loop"),
    R("vehicle-list-loop", D, "17:45", "llm_loop",
      "List the vehicles I have in storage. Account VS-30318.",
      [T("list_vehicles", {"account_id": "VS-30318"},
         {"data": [{"plate": "7KZR214", "type": "RV", "spot": "L-22", "lot": "West"},
                   {"plate": "M 4471", "type": "motorcycle", "spot": "C-03", "lot": "East"}],
          "meta": {"total": 2}}),
       L(9, out=48)],
      "You have 2 vehicles in storage:\n- RV (7KZR214), West lot spot L-22\n- Motorcycle (M 4471), East lot "
      "spot C-03\n\nYou have 2 vehicles in storage:\n- RV (7KZR214), West lot spot L-22\n- Motorcycle (M 4471), "
      "East lot spot C-03\n\nYou have 2 vehicles in storage:\n- RV (7KZR214), West lot spot L-22",
      cause="llm_loop", model=CLAUDE),
]
