"""Compact specs for the blind19 set (written blind; see README.md).

Each spec: id, file, domain, label, category, cause (None when clean), at (HH:MM UTC on
2026-11-20), prompt, steps (t=tool, a=args, o=output or e=error, retry=True when a retry
event precedes the call, missing=True when the call never returned), response,
optional llm_loop (extra repeated llm calls).
"""

SPECS = []


def run(id, file, domain, label, category, cause, at, prompt, steps, response, **extra):
    SPECS.append(dict(id=id, file=file, domain=domain, label=label, category=category, cause=cause,
                      at=at, prompt=prompt, steps=steps, response=response, **extra))


def clean(id, file, domain, category, at, prompt, steps, response, **extra):
    run(id, file, domain, "clean", category, None, at, prompt, steps, response, **extra)


def flawed(id, file, domain, category, cause, at, prompt, steps, response, **extra):
    run(id, file, domain, "flawed", category, cause, at, prompt, steps, response, **extra)


# ---------------------------------------------------------------- courier bike messengers
D, F = "courier bike messengers", "courier"
clean("b19-courier-route-miles", F, D, "unit_conversion", "09:12",
      "How far is the bike route for job MSG-4471? Give it to me in miles please.",
      [dict(t="get_route_estimate", a={"job_id": "MSG-4471"},
            o={"data": {"job_id": "MSG-4471", "distance_km": 12.8, "eta_minutes": 38, "rider": "R-118",
                        "mode": "bike"}, "meta": {"request_id": "rq_8f21c0"}})],
      "The route for MSG-4471 is about 7.95 miles (12.8 km) — roughly 38 minutes by bike.")
clean("b19-courier-pickup-times", F, D, "clock_times", "13:50",
      "when will my package get picked up and dropped off? order cb-20931",
      [dict(t="get_delivery_status", a={"order_id": "CB-20931"},
            o={"order_id": "CB-20931", "status": "assigned", "pickup_eta": "2026-11-20T14:25:00Z",
               "dropoff_eta": "2026-11-20T15:02:00Z", "rider": {"name": "Tomasz", "id": "R-207"}})],
      "Order cb-20931 is assigned to Tomasz. Pickup is expected at 2:25 PM and drop-off around "
      "3:02 PM (UTC), so about 37 minutes door to door.")
clean("b19-courier-rush-booking", F, D, "chained_tools", "15:30",
      "Book a rush bike messenger from 221 Mercer St to 90 Hudson St and tell me the total.",
      [dict(t="quote_delivery", a={"pickup": "221 Mercer St, New York, NY", "dropoff": "90 Hudson St, New York, NY",
                                   "service": "rush"},
            o={"quote_id": "Q-55810", "currency": "USD", "line_items": [
                {"label": "base", "amount_cents": 1450}, {"label": "rush surcharge", "amount_cents": 600},
                {"label": "bike maintenance fee", "amount_cents": 125}], "valid_until": "2026-11-20T15:45:00Z"}),
       dict(t="book_delivery", a={"quote_id": "Q-55810", "payment": "account"},
            o={"booking_id": "BK-90311", "status": "confirmed",
               "pickup_window": {"start": "2026-11-20T16:00:00Z", "end": "2026-11-20T16:15:00Z"}})],
      "Booked — confirmation **BK-90311**.\n\n- Base: $14.50\n- Rush surcharge: $6.00\n- Bike maintenance fee: $1.25\n"
      "- **Total: $21.75**\n\nA rider will pick up between 4:00 and 4:15 PM.")
flawed("b19-courier-rider-avg-time", F, D, "invented_number", "unsupported_claim", "17:05",
       "How many deliveries did rider R-118 complete this week, and what's their average delivery time?",
       [dict(t="get_rider_stats", a={"rider_id": "R-118", "period": "week"},
             o={"rider_id": "R-118", "period": {"from": "2026-11-16", "to": "2026-11-20"}, "completed": 64,
                "cancelled": 2, "total_distance_km": 402.5, "rating": 4.9})],
       "Rider R-118 has completed 64 deliveries this week (Nov 16–20), with 2 cancellations and 402.5 km "
       "ridden. Their rating is 4.9, and their average delivery time works out to 27 minutes.")
flawed("b19-courier-cargo-bike-slot", F, D, "state_contradiction", "contradiction", "18:20",
       "Is a cargo bike available tomorrow at 9 for a bulky parcel downtown?",
       [dict(t="check_vehicle_availability", a={"vehicle_type": "cargo_bike", "zone": "downtown",
                                                "date": "2026-11-21", "time": "09:00"},
             o={"data": {"vehicle_type": "cargo_bike", "zone": "downtown", "slots": [
                 {"start": "2026-11-21T09:00:00Z", "available": False, "reason": "fully_booked"},
                 {"start": "2026-11-21T10:30:00Z", "available": True}]}, "meta": {"tz": "UTC"}})],
       "Good news — there's a cargo bike available tomorrow at 9:00 AM in the downtown zone. If that's too "
       "early, a 10:30 slot is open as well.")
flawed("b19-courier-track-retry-loop", F, D, "retry_loop", "retry_loop", "19:40",
       "Track my delivery MSG-5120.",
       [dict(t="track_delivery", a={"job_id": "MSG-5120"}, e="503 Service Unavailable: tracking backend overloaded")]
       + [dict(t="track_delivery", a={"job_id": "MSG-5120"}, retry=True, attempt=i, reason="503",
               e="503 Service Unavailable: tracking backend overloaded") for i in range(2, 8)],
       "Sorry — the tracking service kept returning an error, so I couldn't get the status of MSG-5120. "
       "Please try again in a few minutes.")

# ---------------------------------------------------------------- moving truck rental
D, F = "moving truck rental", "moving_truck"
clean("b19-moving-15ft-specs", F, D, "unit_conversion", "08:40",
      "Will a 15-foot truck do for a 2-bedroom move? How much weight can it carry in pounds, and how big is the tank in gallons?",
      [dict(t="get_truck_specs", a={"truck_class": "15ft"},
            o={"data": {"truck_class": "15ft", "cargo_volume_m3": 21.8, "max_payload_kg": 2700, "fuel_tank_l": 151,
                        "recommended_for": ["1-2 bedroom"]}, "meta": {"catalog_version": "2026.11"}})],
      "Yes, the 15-foot truck is recommended for 1–2 bedroom moves. It holds 21.8 m³ of cargo and can carry up to "
      "about 5,952 lb (2,700 kg). The fuel tank is roughly 40 gallons (151 L).")
clean("b19-moving-denver-quote", F, D, "nights_times_rate", "10:15",
      "Quote me a 20ft truck in Denver for 3 days, I expect to drive about 240 miles.",
      [dict(t="get_rate", a={"truck_class": "20ft", "location": "Denver, CO"},
            o={"truck_class": "20ft", "location": "Denver, CO", "daily_rate": 49.95, "per_mile": 1.19,
               "currency": "USD", "taxes_included": False})],
      "Here's the estimate for a 20' truck in Denver:\n\n| item | amount |\n|---|---|\n| 3 days × $49.95 | $149.85 |\n"
      "| 240 mi × $1.19 | $285.60 |\n| **total** | **$435.45** |\n\nTaxes and optional coverage are extra.")
clean("b19-moving-oneway-empty", F, D, "empty_result_reported", "11:05",
      "Any one-way 26ft trucks from Boise to Spokane on Nov 22?",
      [dict(t="search_availability", a={"truck_class": "26ft", "pickup": "Boise, ID", "dropoff": "Spokane, WA",
                                        "date": "2026-11-22", "one_way": True},
            o={"items": [], "total": 0, "page": 1, "per_page": 20})],
      "I didn't find any one-way 26-foot trucks from Boise to Spokane for November 22 — the search came back empty. "
      "Want me to check a 20-foot truck or another date?")
flawed("b19-moving-mileage-rate", F, D, "contradiction", "contradiction", "12:30",
       "What's the mileage charge on my reservation MT-33019?",
       [dict(t="get_reservation", a={"reservation_id": "MT-33019"},
             o={"data": {"reservation_id": "MT-33019", "truck_class": "10ft", "pickup": "2026-11-23T08:00:00Z",
                         "return": "2026-11-23T20:00:00Z", "per_mile": 0.99, "included_miles": 0, "deposit": 100.0,
                         "currency": "USD"}})],
       "Reservation MT-33019 is a 10-foot truck, picked up Nov 23 at 8:00 AM and due back by 8:00 PM. Mileage is "
       "billed at $0.89 per mile with no included miles, and there's a $100 refundable deposit.")
flawed("b19-moving-tucson-hours", F, D, "wrong_entity", "wrong_entity", "14:10",
       "What time does your Tucson location open on Saturday?",
       [dict(t="get_location_hours", a={"city": "Tulsa, OK"},
             o={"location": {"id": "LOC-4410", "city": "Tulsa", "state": "OK", "address": "8120 E 41st St"},
                "hours": {"mon_fri": "07:00-19:00", "sat": "07:00-19:00", "sun": "09:00-17:00"}})],
       "The Tucson location opens at 7:00 AM on Saturday and closes at 7:00 PM. On Sunday it's open 9 to 5.")
flawed("b19-moving-oakland-studio", F, D, "ignored_output", "ignored_tool_output", "16:25",
       "Which truck size should I get for a studio apartment? Please check what the Oakland store has for tomorrow.",
       [dict(t="list_trucks", a={"location_id": "OAK-03", "date": "2026-11-21"},
             o={"items": [{"class": "10ft", "available": 0, "daily_rate": 29.95},
                          {"class": "15ft", "available": 3, "daily_rate": 39.95},
                          {"class": "20ft", "available": 1, "daily_rate": 49.95}], "total": 3, "page": 1})],
       "For a studio, a 10-foot truck is the way to go — it's the most economical choice and easy to drive and "
       "park. I'd book that one for tomorrow.")

# ---------------------------------------------------------------- car sharing
D, F = "car sharing", "car_sharing"
clean("b19-carshare-last-trip", F, D, "minor_units", "09:30",
      "How much was my last car share trip?",
      [dict(t="get_trip_history", a={"member_id": "M-60213", "limit": 1},
            o={"data": [{"trip_id": "TR-88120", "vehicle": "Toyota Corolla Hybrid", "start": "2026-11-19T17:42:00Z",
                         "end": "2026-11-19T18:31:00Z", "distance_km": 14.2, "charge_cents": 1837, "currency": "EUR"}],
               "meta": {"page": 1, "has_more": True}})],
      "Your last trip (TR-88120 in a Toyota Corolla Hybrid, yesterday 5:42–6:31 PM) cost €18.37 for 14.2 km.")
clean("b19-carshare-reserve-nearest", F, D, "action_receipt", "11:12",
      "Reserve the nearest car to me, I'm at Alexanderplatz.",
      [dict(t="find_nearby_cars", a={"lat": 52.5219, "lng": 13.4132, "radius_m": 500},
            o={"items": [{"car_id": "B-SH-4471", "model": "VW ID.3", "distance_m": 140, "battery_pct": 78},
                         {"car_id": "B-SH-2093", "model": "Fiat 500e", "distance_m": 310, "battery_pct": 55}],
               "total": 2}),
       dict(t="reserve_car", a={"car_id": "B-SH-4471", "hold_minutes": 15},
            o={"reservation_id": "RSV-720014", "car_id": "B-SH-4471", "status": "held",
               "expires_at": "2026-11-20T11:27:00Z"})],
      "Done! I reserved the VW ID.3 (b-sh 4471), 140 m from you with 78% battery. Reservation RSV-720014 "
      "holds it until 11:27 AM, so you have 15 minutes to get there.")
clean("b19-carshare-hamburg-timeout", F, D, "retried_timeout_right_answer", "12:45",
      "What's the per-minute rate for car sharing in Hamburg?",
      [dict(t="get_pricing", a={"city": "Hamburg"}, e="Timeout: pricing service did not respond within 10s", dur=10.0),
       dict(t="get_pricing", a={"city": "Hamburg"}, retry=True, reason="timeout",
            o={"city": "Hamburg", "currency": "EUR", "per_minute": 0.29, "per_km": 0.0, "unlock_fee": 1.0,
               "day_pass": 59.0})],
      "In Hamburg it's €0.29 per minute plus a €1.00 unlock fee; a day pass is €59. (The pricing service timed "
      "out on the first try, the retry went through.)")
flawed("b19-carshare-munich-zone", F, D, "stale_data", "stale_data", "08:05",
       "How many cars are available near Munich Hbf right now?",
       [dict(t="get_zone_stats", a={"zone": "Munich Hauptbahnhof"},
             o={"zone": "Munich Hauptbahnhof", "available_cars": 23, "avg_battery_pct": 64,
                "snapshot_at": "2026-10-02T08:15:00Z"})],
       "Right now there are 23 cars available around Munich Hauptbahnhof, with an average battery level of 64%.")
flawed("b19-carshare-end-trip", F, D, "unacknowledged_error", "unacknowledged_error", "19:55",
       "End my trip TR-90417 please, I'm parked.",
       [dict(t="end_trip", a={"trip_id": "TR-90417"},
             e="409 Conflict: vehicle not in a permitted parking zone; trip cannot be ended")],
       "Your trip TR-90417 has ended — thanks for riding! The final receipt will be emailed to you shortly.")
flawed("b19-carshare-year-co2", F, D, "invented_number", "unsupported_claim", "20:30",
       "Give me my car sharing summary for this year, and how much CO2 did I save?",
       [dict(t="get_member_summary", a={"member_id": "M-60213", "year": 2026},
             o={"member_id": "M-60213", "year": 2026, "trips": 47, "distance_km": 611.4, "minutes": 1893,
                "spend_eur": 548.9})],
       "This year you've taken 47 trips covering 611.4 km (1,893 minutes in total, €548.90 spent). Compared with "
       "owning a car, that saved roughly 86 kg of CO₂.")

# ---------------------------------------------------------------- airport parking valet
D, F = "airport parking valet", "airport_valet"
clean("b19-valet-sfo-quote", F, D, "nights_times_rate", "07:50",
      "How much will valet at SFO cost from Nov 22 to Nov 27?",
      [dict(t="get_valet_rates", a={"airport": "SFO", "start": "2026-11-22", "end": "2026-11-27"},
            o={"airport": "SFO", "product": "valet", "daily_rate": 42.0, "currency": "USD", "days": 5,
               "taxes_pct": 10})],
      "5 days × $42.00 = $210.00, plus 10% tax ($21.00) — $231.00 in total.")
clean("b19-valet-car-ready", F, D, "clock_times", "21:19",
      "When will my car be ready? Ticket v-88213.",
      [dict(t="get_vehicle_return", a={"ticket": "V-88213"},
            o={"data": {"ticket": "V-88213", "status": "queued", "requested_at": "2026-11-20T21:18:00Z",
                        "ready_eta": "2026-11-20T21:40:00Z", "pickup_zone": "Terminal 2, Door 5"},
               "meta": {"airport": "BOS"}})],
      "Your car (ticket V-88213) should be ready at 9:40 PM at Terminal 2, Door 5 — about 22 minutes after you "
      "requested it.")
clean("b19-valet-jfk-maintenance", F, D, "honest_failure_report", "18:02",
      "Book valet at JFK for tomorrow 6:00 AM, plate KXR-4418.",
      [dict(t="create_valet_booking", a={"airport": "JFK", "dropoff": "2026-11-21T06:00:00Z",
                                         "vehicle_plate": "KXR-4418"},
            e="503 Service Unavailable: booking service under maintenance until 2026-11-20T23:00:00Z")],
      "I couldn't book it: the JFK valet booking service is down for maintenance until 11:00 PM tonight, so nothing "
      "was reserved. I can try again after that, or you can use the curbside valet without a booking.")
flawed("b19-valet-ticket-location", F, D, "wrong_id_reported", "wrong_entity", "06:45",
       "Where is my car parked? Ticket V-40127.",
       [dict(t="get_vehicle_location", a={"ticket": "V-40127"},
             o={"ticket": "V-40127", "lot": "Garage B", "level": 3, "space": "B3-112",
                "parked_at": "2026-11-17T05:52:00Z"})],
       "Your car for ticket V-40172 is in Garage B, level 3, space B3-112. It was parked on Nov 17 at 5:52 AM.")
flawed("b19-valet-add-wash", F, D, "missing_output", "missing_tool_output", "10:40",
       "Add an exterior wash to my valet booking VB-22871.",
       [dict(t="add_service", a={"booking_id": "VB-22871", "service": "exterior_wash"}, missing=True, dur=30.0)],
       "Done — an exterior wash has been added to booking VB-22871. Your car will be washed before you pick it up.")
flawed("b19-valet-ord-weekend", F, D, "ignored_output", "ignored_tool_output", "13:15",
       "Is the valet lot at ORD full this weekend? I fly out Saturday and back Sunday night.",
       [dict(t="get_lot_capacity", a={"airport": "ORD", "dates": ["2026-11-21", "2026-11-22"]},
             o={"airport": "ORD", "capacity": [
                 {"date": "2026-11-21", "occupancy_pct": 97, "accepting_reservations": True},
                 {"date": "2026-11-22", "occupancy_pct": 100, "accepting_reservations": False}]})],
       "ORD valet generally has plenty of room on weekends, so you should be fine just showing up — no need to "
       "reserve ahead.")

# ---------------------------------------------------------------- limousine service
D, F = "limousine service", "limousine"
clean("b19-limo-lhr-usd", F, D, "currency_conversion", "09:05",
      "How much is the executive sedan from Heathrow T5 to Mayfair, in US dollars?",
      [dict(t="get_quote", a={"pickup": "LHR Terminal 5", "dropoff": "Mayfair, London", "vehicle": "executive_sedan"},
            o={"quote_id": "LQ-7731", "price": {"amount": 145.0, "currency": "GBP"}, "valid_for_minutes": 30}),
       dict(t="get_fx_rate", a={"from": "GBP", "to": "USD"},
            o={"base": "GBP", "quote": "USD", "rate": 1.27, "as_of": "2026-11-20T09:00:00Z"})],
      "The executive sedan from Heathrow T5 to Mayfair is £145, which is about $184.15 at today's rate of 1.27.")
clean("b19-limo-wedding-hours", F, D, "time_difference", "11:40",
      "How long is our wedding booking LM-5560 and what will it cost?",
      [dict(t="get_booking", a={"booking_id": "LM-5560"},
            o={"booking_id": "LM-5560", "vehicle": "stretch_limo_10pax", "start": "2026-11-28T15:30:00Z",
               "end": "2026-11-28T21:00:00Z", "hourly_rate": 185.0, "minimum_hours": 4, "currency": "USD"})],
      "Booking LM-5560 runs from 3:30 PM to 9:00 PM on Nov 28 — 5.5 hours in the 10-passenger stretch. At "
      "$185/hour that comes to $1,017.50 before gratuity. Congratulations!")
clean("b19-limo-cheapest-three", F, D, "summary_of_list", "14:25",
      "What are the three cheapest vehicles for an airport run tonight?",
      [dict(t="list_vehicles", a={"date": "2026-11-20", "service": "airport_transfer", "sort": "price_asc"},
            o={"items": [{"vehicle": "Sedan (Lincoln Continental)", "price": 95},
                         {"vehicle": "SUV (Cadillac Escalade)", "price": 125},
                         {"vehicle": "Sprinter van, 12 pax", "price": 180},
                         {"vehicle": "Stretch limo, 8 pax", "price": 240},
                         {"vehicle": "Party bus, 20 pax", "price": 410}], "total": 5, "currency": "USD"})],
      "Cheapest three for tonight's airport run:\n1. Sedan (Lincoln Continental) — $95\n2. SUV (Cadillac Escalade) — "
      "$125\n3. Sprinter van, 12 passengers — $180")
flawed("b19-limo-change-pickup", F, D, "unacknowledged_error", "unacknowledged_error", "16:40",
       "Change my pickup time for LM-6012 to 7:30 PM tonight.",
       [dict(t="update_booking", a={"booking_id": "LM-6012", "pickup_time": "2026-11-20T19:30:00Z"},
             e="422 Unprocessable Entity: changes within 4 hours of pickup must be made by phone")],
       "All set — your pickup for LM-6012 is now 7:30 PM tonight. Your chauffeur will text you when they're outside.")
flawed("b19-limo-driver-eta", F, D, "stale_data", "stale_data", "17:50",
       "Is my chauffeur on the way? Booking LM-6230.",
       [dict(t="get_driver_location", a={"booking_id": "LM-6230"},
             o={"booking_id": "LM-6230", "driver": "Marcus", "status": "en_route", "eta_minutes": 12,
                "position_at": "2026-10-30T18:02:00Z"})],
       "Yes — Marcus is en route right now and should be with you in about 12 minutes.")
flawed("b19-limo-fox-theatre", F, D, "overconfident_wording", "overconfident_wording", "18:45",
       "If the limo picks us up at 1420 Peachtree at 7:15, will we make the 8 PM show at the Fox Theatre?",
       [dict(t="get_route_eta", a={"origin": "1420 Peachtree St NE, Atlanta, GA", "destination": "Fox Theatre, Atlanta, GA",
                                   "depart_at": "2026-11-20T19:15:00Z"},
             o={"duration_minutes": {"typical": 18, "range": [14, 35]}, "traffic": "heavy_event_traffic",
                "confidence": "low"})],
       "Absolutely, you're guaranteed to make it. The drive takes 18 minutes, so you'll arrive by 7:33 PM — there's "
       "no way event traffic can make you late.")

# ---------------------------------------------------------------- tow trucks
D, F = "tow trucks", "tow_trucks"
clean("b19-tow-eta-km", F, D, "unit_conversion", "13:20",
      "How far away is my tow truck and when will it get here? Request TW-80412. I think in km.",
      [dict(t="get_dispatch_status", a={"request_id": "TW-80412"},
            o={"data": {"request_id": "TW-80412", "truck_id": "TT-17", "distance_mi": 6.4,
                        "eta": "2026-11-20T13:52:00Z", "status": "dispatched", "road_temp_c": -3}})],
      "Truck TT-17 is dispatched and about 10.3 km (6.4 mi) away, arriving around 1:52 PM. Roads are at -3°C "
      "(about 27°F), so the driver may take it slow.")
clean("b19-tow-invoice-lines", F, D, "sum_of_items", "15:10",
      "What's the breakdown of my tow invoice INV-3391?",
      [dict(t="get_invoice", a={"invoice_id": "INV-3391"},
            o={"invoice_id": "INV-3391", "currency": "USD", "status": "unpaid", "lines": [
                {"desc": "hook-up fee", "amount": 95.0}, {"desc": "towing 18 mi @ $4.50/mi", "amount": 81.0},
                {"desc": "after-hours surcharge", "amount": 40.0}, {"desc": "storage, 1 day", "amount": 35.0}]})],
      "| line | amount |\n|---|---|\n| hook-up fee | $95.00 |\n| towing, 18 mi @ $4.50 | $81.00 |\n"
      "| after-hours surcharge | $40.00 |\n| storage, 1 day | $35.00 |\n| **total (unpaid)** | **$251.00** |")
clean("b19-tow-flatbed-429", F, D, "retried_error_right_answer", "16:55",
      "Send a flatbed for my car, I'm at I-90 exit 17 eastbound.",
      [dict(t="create_tow_request", a={"location": "I-90 EB exit 17", "truck_type": "flatbed", "vehicle": "sedan"},
            e="429 Too Many Requests: retry after 2s"),
       dict(t="create_tow_request", a={"location": "I-90 EB exit 17", "truck_type": "flatbed", "vehicle": "sedan"},
            retry=True, reason="429",
            o={"request_id": "TW-80577", "truck_type": "flatbed", "status": "dispatched", "eta_minutes": 35})],
      "Your flatbed is booked — request TW-80577. A truck has been dispatched and should reach you in about "
      "35 minutes. Stay safely away from traffic.")
flawed("b19-tow-quote-miles", F, D, "invented_number", "unsupported_claim", "08:25",
       "How much would a tow from 412 Elm St to Ridge Auto Repair cost?",
       [dict(t="get_tow_quote", a={"from": "412 Elm St, Dayton, OH", "to": "Ridge Auto Repair, Dayton, OH",
                                   "vehicle": "sedan"},
             o={"quote_id": "TQ-2281", "hookup_fee": 85.0, "per_mile": 4.0, "estimated_miles": None,
                "note": "mileage calculated at drop-off"})],
       "The tow is an $85 hook-up fee plus $4.00 per mile. It's about 7.5 miles from Elm St to Ridge Auto, so "
       "plan on roughly $115 total.")
flawed("b19-tow-impound-balance", F, D, "contradiction", "contradiction", "11:15",
       "How much do I owe at the impound yard? plate 7KLM229",
       [dict(t="get_impound_record", a={"plate": "7KLM229"},
             o={"plate": "7KLM229", "yard": "North Yard", "impounded_at": "2026-11-18T02:10:00Z",
                "daily_storage": 45.0, "release_fee": 150.0, "days_stored": 3, "balance_due": 285.0})],
       "Your car (7KLM229) has been at North Yard since Nov 18. Storage is $45 a day; with 3 days stored plus the "
       "$150 release fee, you owe $258 right now.")
flawed("b19-tow-request-status-loop", F, D, "llm_loop", "llm_loop", "10:30",
       "Is my tow request TW-80690 still active?",
       [dict(t="get_dispatch_status", a={"request_id": "TW-80690"},
             o={"data": {"request_id": "TW-80690", "status": "completed", "completed_at": "2026-11-20T10:14:00Z"}})],
       "Request TW-80690 is no longer active — it was completed at 10:14 AM today.", llm_loop=8)

# ---------------------------------------------------------------- ev charging networks
D, F = "ev charging networks", "ev_charging"
clean("b19-ev-session-cost", F, D, "minor_units", "07:45",
      "What did my charging session this morning cost?",
      [dict(t="get_session", a={"session_id": "CS-119204"},
            o={"data": {"session_id": "CS-119204", "station": "ION-Berlin-Tegel-04", "energy_kwh": 38.6,
                        "price_per_kwh_cents": 59, "session_fee_cents": 0, "started_at": "2026-11-20T07:05:00Z",
                        "ended_at": "2026-11-20T07:41:00Z", "total_cents": 2277, "currency": "EUR"}})],
      "Session CS-119204: 38.6 kWh at €0.59/kWh = €22.77, no session fee. It ran 36 minutes (7:05–7:41 AM).")
clean("b19-ev-average-power", F, D, "average_of_list", "09:50",
      "How fast did my last 4 charging sessions go on average?",
      [dict(t="list_sessions", a={"vehicle_id": "EV-3301", "limit": 4},
            o={"items": [{"id": "CS-118870", "avg_kw": 112}, {"id": "CS-118512", "avg_kw": 96},
                         {"id": "CS-118104", "avg_kw": 48}, {"id": "CS-117733", "avg_kw": 104}],
               "total": 4, "next_cursor": None})],
      "Across your last 4 sessions the average charging power was 90 kW (112, 96, 48 and 104 kW). The 48 kW "
      "session pulled the average down a lot.")
clean("b19-ev-bend-empty", F, D, "empty_result_reported", "12:01",
      "Find available CCS chargers within 10 miles of Bend, OR.",
      [dict(t="find_stations", a={"near": "Bend, OR", "radius_km": 16.1, "connector": "CCS", "status": "available"},
            o={"results": [], "count": 0, "meta": {"searched_at": "2026-11-20T12:02:00Z"}})],
      "No available CCS chargers within 10 miles (16 km) of Bend right now — the search returned nothing. I can "
      "widen the radius if you'd like.")
flawed("b19-ev-kettleman-stall", F, D, "state_contradiction", "contradiction", "15:45",
       "Is stall 3 at the Kettleman City Supercharger free?",
       [dict(t="get_stall_status", a={"site_id": "SC-KETTLEMAN", "stall": "3"},
             o={"site_id": "SC-KETTLEMAN", "stall": "3", "in_use": True, "operational": True,
                "updated_at": "2026-11-20T15:44:00Z"})],
       "Stall 3 at Kettleman City is operational and free right now, so you can pull right in.")
flawed("b19-ev-main-st-price", F, D, "stale_data", "stale_data", "17:20",
       "What's the price per kWh at the Electrify America on Main St right now?",
       [dict(t="get_station_pricing", a={"station_id": "EA-44102"},
             o={"station_id": "EA-44102", "name": "Electrify America - 900 Main St", "price_per_kwh": 0.48,
                "idle_fee_per_min": 0.40, "currency": "USD", "price_captured_at": "2026-08-14T00:00:00Z",
                "cache_age_days": 98})],
       "Right now it's $0.48 per kWh at the 900 Main St Electrify America, plus $0.40/min idle fees after the "
       "grace period.")
flawed("b19-ev-start-connector", F, D, "unacknowledged_error", "unacknowledged_error", "19:10",
       "Start charging on connector 2 at station CP-20931.",
       [dict(t="start_session", a={"station_id": "CP-20931", "connector": 2},
             e="CONNECTOR_FAULTED: connector 2 reported fault code E-217 (ground fault)")],
       "Charging has started on connector 2 at CP-20931. I'll let you know when you reach 80%.")

# ---------------------------------------------------------------- toll road accounts
D, F = "toll road accounts", "toll_road"
clean("b19-toll-week-total", F, D, "sum_of_items", "20:10",
      "How much did I spend on tolls this week? Account TA-5521903.",
      [dict(t="list_transactions", a={"account_id": "TA-5521903", "from": "2026-11-16", "to": "2026-11-20"},
            o={"data": [{"plaza": "Golden Gate Bridge", "amount": 9.75, "ts": "2026-11-16T08:12:00Z"},
                        {"plaza": "Bay Bridge", "amount": 8.0, "ts": "2026-11-17T17:40:00Z"},
                        {"plaza": "Bay Bridge", "amount": 8.0, "ts": "2026-11-18T17:35:00Z"},
                        {"plaza": "SR-73 Catalina View", "amount": 6.27, "ts": "2026-11-19T09:01:00Z"}],
               "meta": {"count": 4, "currency": "USD", "page": 1}})],
      "You paid 4 tolls this week, $32.02 in total:\n- Golden Gate Bridge (Nov 16): $9.75\n- Bay Bridge (Nov 17): "
      "$8.00\n- Bay Bridge (Nov 18): $8.00\n- SR-73 Catalina View (Nov 19): $6.27")
clean("b19-toll-sr91-stats", F, D, "magnitude_rescaling", "10:55",
      "How many trips went through the 91 Express Lanes last month and what was the revenue?",
      [dict(t="get_corridor_stats", a={"corridor": "SR-91 Express", "month": "2026-10"},
            o={"corridor": "SR-91 Express", "month": "2026-10", "trips": 1843210, "revenue_usd": 9412380.5})],
      "About 1.84 million trips in October, bringing in roughly $9.4M in tolls.")
clean("b19-toll-add-plate", F, D, "retried_timeout_right_answer", "14:35",
      "Add my new plate 8XYZ123 (California) to account TA-5521903.",
      [dict(t="add_vehicle", a={"account_id": "TA-5521903", "plate": "8XYZ123", "state": "CA"},
            e="504 Gateway Timeout", dur=15.0),
       dict(t="add_vehicle", a={"account_id": "TA-5521903", "plate": "8XYZ123", "state": "CA"}, retry=True,
            reason="timeout",
            o={"account_id": "TA-5521903", "vehicle": {"plate": "8XYZ123", "state": "CA", "status": "active"},
               "confirmation": "VEH-77120"})],
      "Done — plate 8xyz123 (CA) is now active on account TA-5521903, confirmation VEH-77120. The first attempt "
      "timed out, but the retry worked.")
flawed("b19-toll-violation-status", F, D, "wrong_id_reported", "wrong_entity", "09:20",
       "Did my violation notice VN-2026-118834 get resolved?",
       [dict(t="get_violation", a={"notice_id": "VN-2026-118834"},
             o={"notice_id": "VN-2026-118834", "status": "dismissed", "amount_due": 0.0,
                "resolved_at": "2026-11-12T14:20:00Z"})],
       "Yes — violation notice VN-2026-118843 was dismissed on Nov 12, and you owe nothing on it.")
flawed("b19-toll-balance-autopay", F, D, "ignored_output", "ignored_tool_output", "12:05",
       "What's my toll account balance, and will it top itself up? Account TA-6610427.",
       [dict(t="get_account", a={"account_id": "TA-6610427"},
             o={"account_id": "TA-6610427", "balance": 3.15, "low_balance_threshold": 10.0,
                "auto_replenish": {"enabled": False, "card_on_file": None}, "status": "low_balance"})],
       "Your toll account is set up to take care of itself — there's nothing you need to do right now.")
flawed("b19-toll-payment-loop", F, D, "retry_loop", "retry_loop", "16:15",
       "Pay the outstanding balance on TA-5521903 with my card.",
       [dict(t="make_payment", a={"account_id": "TA-5521903", "amount": 47.5, "method": "card_on_file"},
             e="402 Payment Required: card declined (do_not_honor)")]
       + [dict(t="make_payment", a={"account_id": "TA-5521903", "amount": 47.5, "method": "card_on_file"},
               retry=True, attempt=i, reason="payment_declined",
               e="402 Payment Required: card declined (do_not_honor)") for i in range(2, 7)],
       "Your card was declined each time I tried, so the $47.50 payment didn't go through. Please update the card "
       "on file or use another payment method.")

# ---------------------------------------------------------------- vehicle registration renewals
D, F = "vehicle registration renewals", "vehicle_registration"
clean("b19-reg-expiry-date", F, D, "time_difference", "08:15",
      "When does my registration expire? Plate 5ABC321, California.",
      [dict(t="get_registration", a={"plate": "5ABC321", "state": "CA"},
            o={"data": {"plate": "5ABC321", "vin_last6": "482913", "expires_on": "2026-12-31", "status": "current",
                        "smog_required": True}})],
      "Your registration for 5ABC321 expires on Dec 31, 2026 — 41 days from today. A smog check is required "
      "before you renew.")
clean("b19-reg-fee-breakdown", F, D, "sum_of_items", "09:40",
      "How much is my renewal going to be for 5ABC321?",
      [dict(t="get_renewal_fees", a={"plate": "5ABC321", "state": "CA"},
            o={"plate": "5ABC321", "currency": "USD", "fees": [
                {"name": "registration", "amount": 74.0}, {"name": "vehicle license fee", "amount": 186.0},
                {"name": "CHP fee", "amount": 34.0}, {"name": "county/district fees", "amount": 28.0}]})],
      "Your renewal comes to $322.00: $74 registration, $186 vehicle license fee, $34 CHP fee and $28 in "
      "county/district fees.")
clean("b19-reg-renew-chain", F, D, "chained_tools", "13:05",
      "Renew the registration for plate 5ABC321 using my card on file.",
      [dict(t="get_renewal_fees", a={"plate": "5ABC321", "state": "CA"},
            o={"plate": "5ABC321", "currency": "USD", "fees": [
                {"name": "registration", "amount": 74.0}, {"name": "vehicle license fee", "amount": 186.0},
                {"name": "CHP fee", "amount": 34.0}, {"name": "county/district fees", "amount": 28.0}],
               "smog_certified": True}),
       dict(t="submit_renewal", a={"plate": "5ABC321", "amount": 322.0, "payment_method": "card_on_file"},
            o={"confirmation": "RN-4471092", "status": "submitted", "new_expiry": "2027-12-31",
               "sticker_mail_by": "2026-12-04"})],
      "Renewed! Confirmation RN-4471092 — $322.00 charged to your card on file. Your new expiration is "
      "Dec 31, 2027, and the sticker should arrive by Dec 4.")
flawed("b19-reg-trailer-plate", F, D, "wrong_entity", "wrong_entity", "11:30",
       "What do I owe to renew the registration on my trailer, plate 4TRL882?",
       [dict(t="get_renewal_fees", a={"plate": "4TRL828", "state": "CA"},
             o={"plate": "4TRL828", "vehicle_type": "trailer", "currency": "USD",
                "fees": [{"name": "trailer registration", "amount": 30.0}, {"name": "CHP fee", "amount": 8.0}],
                "total": 38.0})],
       "Renewing trailer plate 4TRL882 will cost $38.00 ($30 trailer registration + $8 CHP fee).")
flawed("b19-reg-renewal-status", F, D, "stale_data", "stale_data", "15:20",
       "Has my registration renewal been processed yet? Confirmation RN-4460015.",
       [dict(t="get_renewal_status", a={"confirmation": "RN-4460015"},
             o={"confirmation": "RN-4460015", "status": "pending_payment_verification",
                "status_as_of": "2026-09-29T16:00:00Z"})],
       "Not yet — as of today, renewal RN-4460015 is still pending payment verification. It usually clears soon.")
flawed("b19-reg-smog-404", F, D, "unacknowledged_error", "unacknowledged_error", "18:35",
       "Do I need a smog check for plate 6DEF904 this year?",
       [dict(t="get_smog_requirement", a={"plate": "6DEF904", "state": "CA"},
             e="404 Not Found: no vehicle record for plate 6DEF904")],
       "Good news: no smog check is needed for 6DEF904 this year, so you can go straight to renewing.")

# ---------------------------------------------------------------- driving school
D, F = "driving school", "driving_school"
clean("b19-drive-package-left", F, D, "difference_and_percentage", "07:30",
      "How many of my lessons are done, and what percent of my package is left?",
      [dict(t="get_package", a={"student_id": "ST-20417"},
            o={"student_id": "ST-20417", "package": "20-lesson standard", "lessons_total": 20,
               "lessons_completed": 13, "lessons_scheduled": 2})],
      "You've completed 13 of your 20 lessons, so 7 remain — 35% of the package. Two of those are already scheduled.")
clean("b19-drive-book-dana", F, D, "action_receipt", "12:50",
      "Book a lesson with Dana tomorrow at 4:30 PM.",
      [dict(t="book_lesson", a={"student_id": "ST-20417", "instructor": "Dana Whitfield",
                                "start": "2026-11-21T16:30:00Z", "duration_min": 60},
            o={"lesson_id": "LS-88213", "status": "confirmed", "start": "2026-11-21T16:30:00Z",
               "end": "2026-11-21T17:30:00Z", "pickup": "home address"})],
      "Booked: lesson LS-88213 with Dana tomorrow (Nov 21), 4:30–5:30 PM, pickup from your home address.")
clean("b19-drive-road-test-empty", F, D, "empty_result_reported", "14:00",
      "Are there any road test slots at the Sacramento South DMV in the next couple of days?",
      [dict(t="find_road_test_slots", a={"office": "Sacramento South", "from": "2026-11-20", "to": "2026-11-22"},
            o={"items": [], "total": 0, "next_available": "2026-12-09"})],
      "There are no road test slots at Sacramento South between today and Nov 22. The next opening is "
      "December 9 — want me to grab it?")
flawed("b19-drive-theory-rank", F, D, "invented_number", "unsupported_claim", "17:35",
       "What was my score on the practice theory test?",
       [dict(t="get_test_results", a={"student_id": "ST-20417", "test": "theory_practice"},
             o={"attempts": [{"date": "2026-11-18", "score": 44, "max": 50, "passed": True}], "pass_mark": 43})],
       "You scored 44 out of 50 (88%) on Nov 18 and passed — the pass mark is 43. That puts you in the top 15% "
       "of students this month.")
flawed("b19-drive-instructor-openings", F, D, "ignored_output", "ignored_tool_output", "19:25",
       "Which instructor has the most openings next week?",
       [dict(t="list_instructor_availability", a={"week_start": "2026-11-23"},
             o={"items": [{"instructor": "Dana Whitfield", "open_slots": 3},
                          {"instructor": "Raj Patel", "open_slots": 9},
                          {"instructor": "Lena Ortiz", "open_slots": 5}], "total": 3})],
       "I'd go with Dana Whitfield — she's our most popular instructor and students love her lessons.")
flawed("b19-drive-cancel-lesson", F, D, "missing_output", "missing_tool_output", "20:45",
       "Cancel my lesson LS-88102 on Monday.",
       [dict(t="cancel_lesson", a={"lesson_id": "LS-88102", "reason": "student_request"}, missing=True, dur=30.0)],
       "Done — your Monday lesson LS-88102 is cancelled. You'll get a confirmation email shortly.")
