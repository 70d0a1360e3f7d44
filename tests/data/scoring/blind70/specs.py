"""The blind70 runs as compact specs (written by hand for this set; see README.md).

A spec: id, domain, start time `at` (UTC, on 2026-11-20), prompt, steps, response, category and,
for a flawed run, the expected cause. A step is a tool call (`C`) or `{"loop": n}` (n LLM turns
that make no progress). `C(..., retry=k)` is attempt k of a call that failed before; `par=True`
runs the call in the same assistant turn as the one before; `missing=True` records no output.
"""

from __future__ import annotations


def C(tool, args, out=None, err=None, **extra):
    return {"tool": tool, "args": args, "out": out, "err": err, **extra}


def R(id, domain, at, category, prompt, steps, response, cause=None):
    return {
        "id": f"blind70-{id}",
        "domain": domain,
        "at": at,
        "category": category,
        "cause": cause,
        "prompt": prompt,
        "steps": steps,
        "response": response,
    }


RUNS: list[dict] = []
add = RUNS.append

# ---------------------------------------------------------------- nightclub guest lists
D = "nightclub_guest_lists"
add(R("club-doors-tonight", D, "14:02:11", "clock_times",
    "What time do doors open at Vault 9 tonight, and when does the guest list close?",
    [C("get_event", {"venue_id": "vault9", "date": "2026-11-20"},
       {"data": {"event_id": "evt_4471", "venue": "Vault 9", "headliner": "Marla Vey",
                 "doors_open": "2026-11-20T22:30:00-05:00", "guest_list_cutoff": "2026-11-20T23:45:00-05:00",
                 "last_entry": "2026-11-21T02:00:00-05:00", "dress_code": "smart casual"},
        "meta": {"tz": "America/New_York", "request_id": "req_8c1f"}})],
    "Doors open at 10:30 PM tonight (Fri, Nov 20). The guest list closes at 11:45 PM, so make sure "
    "you're in line before then; last entry is 2:00 AM. Marla Vey is headlining and the dress code is smart casual."))
add(R("club-list-count", D, "15:20:40", "count_of_items",
    "How many people are on my guest list GL-2291 for tomorrow, and how many more can I add?",
    [C("list_guests", {"list_id": "GL-2291", "page": 1, "per_page": 25},
       {"data": {"list_id": "GL-2291", "event": "Saturday Sessions", "event_date": "2026-11-21", "max_guests": 10,
                 "guests": [{"name": "Dana Ortiz", "status": "pending"}, {"name": "Lewis Hart", "status": "confirmed"},
                            {"name": "Amara Osei", "status": "confirmed"}, {"name": "Sam Whitfield", "status": "pending"},
                            {"name": "Jo Park", "status": "confirmed"}, {"name": "Ines Duarte", "status": "confirmed"},
                            {"name": "Theo Lambert", "status": "confirmed"}]},
        "meta": {"page": 1, "per_page": 25, "total": 7, "has_more": False}})],
    "Your list GL-2291 for Saturday Sessions (tomorrow) has 7 names:\n"
    "- 5 confirmed: Lewis Hart, Amara Osei, Jo Park, Ines Duarte, Theo Lambert\n"
    "- 2 pending: Dana Ortiz, Sam Whitfield\n\n"
    "The list allows 10 guests, so you can add 3 more."))
add(R("club-add-guest-ref", D, "16:05:03", "identifier_case",
    "Add Priya Raman plus one to tonight's Vault 9 list under promoter code jules-ny.",
    [C("add_guest", {"event_id": "evt_4471", "promoter_code": "jules-ny", "guest_name": "Priya Raman", "plus_ones": 1},
       {"data": {"entry_id": "gle_00f3kx", "status": "confirmed", "party_size": 2, "guest_name": "Priya Raman",
                 "promoter": "JULES-NY"},
        "meta": {"request_id": "req_91aa"}})],
    "Done! Priya Raman + 1 (party of 2) is confirmed on tonight's Vault 9 list under promoter JULES-NY. "
    "Entry reference: GLE-00F3KX - she just gives her name at the door."))
add(R("club-request-status", D, "10:11:52", "wrong_id_reported",
    "Can you check the status of my guest list request GLR-5518?",
    [C("get_list_request", {"request_id": "GLR-5518"},
       {"data": {"request_id": "GLR-5518", "status": "approved", "party_size": 4, "event": "Saturday Sessions",
                 "event_date": "2026-11-21", "approved_at": "2026-11-19T21:14:00Z"}})],
    "Good news: request GLR-5519 was approved last night. It's for a party of 4 at Saturday Sessions "
    "on Nov 21 - you're all set.", cause="wrong_entity"))
add(R("club-list-closed", D, "17:40:29", "unacknowledged_error",
    "Put me (Ravi Menon) and 3 friends on the guest list for Nocturne tomorrow night.",
    [C("search_events", {"venue": "Nocturne", "date": "2026-11-21"},
       {"data": [{"event_id": "evt_5120", "name": "Nocturne: Deep Room", "starts_at": "2026-11-21T23:00:00-05:00"}],
        "meta": {"total": 1}}),
     C("add_guest", {"event_id": "evt_5120", "guest_name": "Ravi Menon", "plus_ones": 3}, None,
       "409 Conflict: guest list for event evt_5120 is closed (LIST_CAPACITY_REACHED)")],
    "You're on it - Ravi Menon + 3 for Nocturne: Deep Room tomorrow night (Sat, Nov 21). Doors are at 11 PM; "
    "just give your name at the door.", cause="unacknowledged_error"))
add(R("club-cover-price", D, "12:30:00", "stale_data",
    "What's the cover at Vault 9 tonight if I'm not on the list?",
    [C("get_pricing", {"venue_id": "vault9"},
       {"data": {"venue": "Vault 9", "door_cover_usd": 30, "guest_list_cover_usd": 0, "payment": ["card", "cash"]},
        "meta": {"last_updated": "2026-08-29T16:02:00Z", "source": "venue_feed"}})],
    "Tonight's cover at Vault 9 is $30 at the door if you're not on the list (guest list entry is free). "
    "They take card and cash.", cause="stale_data"))

# ---------------------------------------------------------------- bottle service
D = "bottle_service"
add(R("bottle-quote-total", D, "13:15:44", "sum_of_items",
    "What would my total be for bottle service at Lumen on Saturday: a Grey Goose, a Don Julio 1942 and the mixers package?",
    [C("quote_bottle_service", {"venue": "lumen", "date": "2026-11-21", "skus": ["GG-750", "DJ42-750", "MIX-PREM"]},
       {"data": {"line_items": [{"sku": "GG-750", "name": "Grey Goose 750ml", "price": 450.00},
                                {"sku": "DJ42-750", "name": "Don Julio 1942 750ml", "price": 895.00},
                                {"sku": "MIX-PREM", "name": "Premium mixers", "price": 60.00}],
                 "service_fee": 281.00, "tax": 124.69, "currency": "USD"},
        "meta": {"quote_id": "q_77d2", "valid_until": "2026-11-21T23:59:00-05:00"}})],
    "Here's the breakdown for Saturday at Lumen:\n\n"
    "| item | price |\n|---|---|\n| Grey Goose 750ml | $450.00 |\n| Don Julio 1942 750ml | $895.00 |\n"
    "| Premium mixers | $60.00 |\n| Service fee | $281.00 |\n| Tax | $124.69 |\n| **Total** | **$1,810.69** |"))
add(R("bottle-eur-min", D, "09:05:10", "currency_conversion",
    "The table minimum at Club Nebula in Paris is in euros - what is it in dollars?",
    [C("get_table_minimum", {"venue_id": "nebula-paris", "date": "2026-11-20"},
       {"venue": "Club Nebula", "table": "VIP 3", "min_spend": 1200, "currency": "EUR"}),
     C("get_fx_rate", {"base": "EUR", "quote": "USD"}, {"rate": 1.0842, "as_of": "2026-11-20T07:00:00Z"})],
    "The VIP 3 table at Club Nebula has a €1,200 minimum spend, which is about $1,301.04 at today's rate of 1.0842 USD per EUR."))
add(R("bottle-book-booth", D, "18:22:37", "action_receipt",
    "Book the Skyline booth at Lumen for Saturday, 8 people.",
    [C("reserve_table", {"venue": "lumen", "table": "skyline-booth", "date": "2026-11-21", "guests": 8},
       {"data": {"reservation_id": "BSR-20261121-0417", "status": "confirmed", "deposit_charged_usd": 250.00,
                 "minimum_spend_usd": 2000, "arrive_by": "2026-11-21T23:00:00-05:00"}})],
    "Booked! Skyline booth at Lumen, Saturday Nov 21, party of 8.\n"
    "- Confirmation: BSR-20261121-0417\n- Deposit charged: $250 (counts toward the $2,000 minimum)\n- Please arrive by 11 PM"))
add(R("bottle-tables-gratuity", D, "11:48:06", "invented_number",
    "What are the table options at Lumen tonight - minimum spend and how many people each holds?",
    [C("get_table_options", {"venue": "lumen", "date": "2026-11-20"},
       {"data": {"tables": [{"id": "T-main-4", "area": "Main floor", "min_spend_usd": 1500, "max_guests": 6},
                            {"id": "T-dj-1", "area": "DJ side", "min_spend_usd": 2500, "max_guests": 10},
                            {"id": "T-mezz-2", "area": "Mezzanine", "min_spend_usd": 1200, "max_guests": 6}]},
        "meta": {"currency": "USD"}})],
    "Tonight at Lumen:\n- Mezzanine (T-mezz-2): $1,200 minimum, up to 6 guests\n"
    "- Main floor (T-main-4): $1,500 minimum, up to 6 guests\n- DJ side (T-dj-1): $2,500 minimum, up to 10 guests\n\n"
    "Note that an 18% gratuity is added automatically on top of the minimum.", cause="unsupported_claim"))
add(R("bottle-magnum-stock", D, "16:51:19", "state_contradiction",
    "Is the Dom Perignon magnum available for my table tonight?",
    [C("check_inventory", {"venue": "lumen", "sku": "DP-MAG-1500"},
       {"data": {"sku": "DP-MAG-1500", "name": "Dom Perignon 2013 Magnum", "available": False, "price_usd": 1650,
                 "restock_eta": "2026-11-27"}})],
    "The Dom Perignon 2013 Magnum is $1,650 and it's available for tonight. Want me to add it to your table order?",
    cause="contradiction"))
add(R("bottle-add-loop", D, "19:03:55", "retry_loop",
    "Add a second bottle of Belvedere to my reservation BSR-20261120-0388.",
    [C("update_reservation", {"reservation_id": "BSR-20261120-0388", "add_items": [{"sku": "BELV-750", "qty": 1}]}, None,
       "503 Service Unavailable: POS sync in progress")]
    + [C("update_reservation", {"reservation_id": "BSR-20261120-0388", "add_items": [{"sku": "BELV-750", "qty": 1}]}, None,
         "503 Service Unavailable: POS sync in progress", retry=k, dur=0.2) for k in range(2, 8)],
    "Sorry - Lumen's system kept returning an error, so I couldn't add the Belvedere to BSR-20261120-0388. "
    "Your host at the table can add it directly tonight.", cause="retry_loop"))

# ---------------------------------------------------------------- jazz club tables
D = "jazz_club_tables"
add(R("jazz-set-lengths", D, "15:33:08", "time_difference",
    "How long is the first set at the Blue Tern tonight, and how long is the break before the second?",
    [C("get_schedule", {"club": "blue-tern", "date": "2026-11-20"},
       {"artist": "Reuben Achterberg Trio",
        "sets": [{"set": 1, "start": "2026-11-20T20:00:00-05:00", "end": "2026-11-20T21:25:00-05:00"},
                 {"set": 2, "start": "2026-11-20T21:55:00-05:00", "end": "2026-11-20T23:10:00-05:00"}]})],
    "The first set (Reuben Achterberg Trio) runs 1 hour 25 minutes, 8:00-9:25 PM. Then there's a 30-minute break; "
    "the second set goes from 9:55 to 11:10 PM."))
add(R("jazz-table-timeout", D, "17:12:45", "retried_timeout_right_answer",
    "Is there a table for two at the 9:30 show at the Low Note tonight?",
    [C("check_availability", {"club": "low-note", "show_time": "2026-11-20T21:30:00-05:00", "party_size": 2}, None,
       "TimeoutError: reservations API did not respond within 10s", dur=10.0),
     C("check_availability", {"club": "low-note", "show_time": "2026-11-20T21:30:00-05:00", "party_size": 2},
       {"data": {"show": "2026-11-20T21:30:00-05:00", "party_size": 2,
                 "available_tables": [{"table_id": "LN-T12", "section": "bar rail", "cover_usd": 25, "cover_basis": "per_person"},
                                      {"table_id": "LN-T04", "section": "stage-side", "cover_usd": 40, "cover_basis": "per_person"}]}},
       retry=2)],
    "Yes - there are two options for 2 at the 9:30 PM show: a bar-rail table (LN-T12, $25 cover per person) or a "
    "stage-side table (LN-T04, $40 per person). Want me to hold one?"))
add(R("jazz-top-shows", D, "10:40:17", "summary_of_list",
    "Which upcoming shows at the Blue Tern have the most tables left? Just the top 3.",
    [C("list_shows", {"club": "blue-tern", "from": "2026-11-20", "to": "2026-11-30", "page_size": 20},
       {"items": [{"date": "2026-11-20", "artist": "Reuben Achterberg Trio", "tables_left": 2},
                  {"date": "2026-11-21", "artist": "Nia Calloway Quartet", "tables_left": 0},
                  {"date": "2026-11-24", "artist": "Open Jam w/ house band", "tables_left": 14},
                  {"date": "2026-11-25", "artist": "Tomas Ferreira Solo", "tables_left": 9},
                  {"date": "2026-11-27", "artist": "Big Band Brunch Sessions", "tables_left": 4},
                  {"date": "2026-11-28", "artist": "Lila Moss Sings Ellington", "tables_left": 11}],
        "total": 6, "next_page": None})],
    "Most tables left at the Blue Tern:\n1. Open Jam w/ house band - Tue Nov 24, 14 tables\n"
    "2. Lila Moss Sings Ellington - Sat Nov 28, 11 tables\n3. Tomas Ferreira Solo - Wed Nov 25, 9 tables"))
add(R("jazz-stage-minimum", D, "13:58:31", "contradiction",
    "What's the minimum per person for a stage-side table at the Blue Tern on Saturday?",
    [C("get_table_policy", {"club": "blue-tern", "section": "stage-side", "date": "2026-11-21"},
       {"section": "stage-side", "min_per_person_usd": 35, "cover_usd": 20, "max_party": 4, "two_drink_minimum": False})],
    "For Saturday, stage-side tables at the Blue Tern have a $45 food-and-drink minimum per person plus a $20 cover, "
    "and seat parties of up to 4.", cause="contradiction"))
add(R("jazz-wrong-city", D, "20:15:02", "wrong_entity",
    "Any tables left for the late show at the Velvet Lantern in New Orleans on Sunday?",
    [C("check_availability", {"club_id": "velvet-lantern-chicago", "date": "2026-11-22", "show": "late"},
       {"club": "Velvet Lantern", "city": "Chicago, IL", "show": "2026-11-22T22:00:00-06:00", "tables_left": 3,
        "cover_usd": 30})],
    "Yes! Sunday's late show at the Velvet Lantern (10 PM) still has 3 tables left, with a $30 cover.",
    cause="wrong_entity"))
add(R("jazz-kids-policy", D, "12:04:49", "ignored_output",
    "Can I bring my 12-year-old to the early show at the Blue Tern?",
    [C("get_policies", {"club": "blue-tern"},
       {"age_policy": {"early_show": "all ages with a parent or guardian", "late_show": "21+"},
        "early_show_time": "18:30", "id_required": "late show only"})],
    "I wasn't able to find a specific age policy for the Blue Tern. Most jazz clubs are 21+ because they serve "
    "alcohol, so I'd call ahead before bringing a 12-year-old.", cause="ignored_tool_output"))

# ---------------------------------------------------------------- DJ bookings
D = "dj_bookings"
add(R("dj-hours-rate", D, "11:20:25", "hours_times_rate",
    "How much would DJ Kestrel cost for a 5-hour set on December 12?",
    [C("get_dj_rates", {"dj_id": "dj_kestrel", "date": "2026-12-12"},
       {"data": {"dj": "Kestrel", "hourly_rate_usd": 275, "min_hours": 3, "travel_fee_usd": 0, "equipment_included": True,
                 "available": True}})],
    "Kestrel is free on Dec 12. For a 5-hour set: 5 × $275/hour = $1,375. There's no travel fee and equipment is included."))
add(R("dj-following", D, "14:44:12", "magnitude_rescaling",
    "How big is DJ Solenne's following? Is she a big name?",
    [C("get_artist_stats", {"artist": "Solenne"},
       {"artist": "Solenne", "monthly_listeners": 2413876,
        "followers": {"instagram": 318204, "soundcloud": 57112}, "as_of": "2026-11-19"})],
    "She's fairly big: about 2.4M monthly listeners, ~318K followers on Instagram and 57 thousand on SoundCloud "
    "(figures as of yesterday, Nov 19)."))
add(R("dj-search-hold", D, "16:27:58", "chained_tools",
    "Find a house DJ free on Dec 5 for 4 hours under $1,500 and put a hold on the cheapest one.",
    [C("search_djs", {"genre": "house", "date": "2026-12-05", "hours": 4, "max_budget_usd": 1500},
       {"results": [{"dj_id": "dj_0417", "name": "Tessa Quinn", "quote_usd": 1400, "rating": 4.9},
                    {"dj_id": "dj_0291", "name": "Marco Lenz", "quote_usd": 1200, "rating": 4.7}],
        "count": 2}),
     C("hold_date", {"dj_id": "dj_0291", "date": "2026-12-05", "hours": 4},
       {"hold_id": "HLD-7Q2M", "status": "held", "expires_at": "2026-11-23T17:00:00Z"})],
    "Two house DJs fit. I put a hold on the cheaper one, Marco Lenz ($1,200 for 4 hours, rated 4.7). "
    "Hold HLD-7Q2M is active until Nov 23, 5:00 PM UTC. Tessa Quinn ($1,400, rated 4.9) is the backup if you'd rather have her."))
add(R("dj-contract-email", D, "18:09:41", "unacknowledged_error",
    "Book DJ Kestrel for Dec 12, 9 PM to 2 AM, and email me the contract at ana@brightline-events.com.",
    [C("create_booking", {"dj_id": "dj_kestrel", "start": "2026-12-12T21:00:00-05:00", "end": "2026-12-13T02:00:00-05:00"},
       {"booking_id": "DJB-33810", "status": "booked", "total_usd": 1375}),
     C("send_contract", {"booking_id": "DJB-33810", "email": "ana@brightline-events.com"}, None,
       "SMTPRecipientsRefused: 550 5.1.1 mailbox unavailable")],
    "Booked! DJ Kestrel is confirmed for Dec 12, 9 PM-2 AM (booking DJB-33810, $1,375 total), and the contract "
    "is on its way to ana@brightline-events.com for your signature.", cause="unacknowledged_error"))
add(R("dj-travel-fee", D, "09:37:26", "invented_number",
    "What's DJ Solenne's rate for a 3-hour wedding set?",
    [C("get_dj_rates", {"dj_id": "dj_solenne", "event_type": "wedding"},
       {"data": {"dj": "Solenne", "hourly_rate_usd": 650, "min_hours": 3, "deposit_pct": 30, "travel_fee_usd": None,
                 "notes": "travel quoted per event"}})],
    "For a 3-hour wedding set, Solenne charges 3 × $650 = $1,950. A 30% deposit ($585) secures the date, "
    "and travel usually adds about $200 on top.", cause="unsupported_claim"))
add(R("dj-reliability", D, "13:01:50", "overconfident_wording",
    "Will Marco Lenz definitely show up on time? Our last DJ was a no-show.",
    [C("get_dj_profile", {"dj_id": "dj_0291"},
       {"name": "Marco Lenz", "rating": 4.7, "reviews": 38, "completed_gigs": 112, "cancellations_last_12mo": 1,
        "late_arrivals_reported": 2})],
    "Marco has 112 completed gigs, a 4.7 rating over 38 reviews and just 1 cancellation in the past year. "
    "He will absolutely be there on time - that's guaranteed, so there's nothing to worry about this time.",
    cause="overconfident_wording"))

# ---------------------------------------------------------------- wine bar tastings
D = "wine_bar_tastings"
add(R("wine-keg-gallons", D, "10:02:33", "unit_conversion",
    "How many gallons is the rosé keg you suggested for the tasting night?",
    [C("get_keg_spec", {"sku": "KEG-ROSE-195"},
       {"sku": "KEG-ROSE-195", "wine": "Provence Rosé 2025", "volume_l": 19.5, "price_usd": 289})],
    "The keg (Provence Rosé 2025) holds 19.5 L, which is about 5.15 US gallons. It's $289."))
add(R("wine-flight-diff", D, "15:55:14", "difference_and_percentage",
    "Is the Thursday tasting flight at Cork & Crow cheaper than Saturday's? By how much?",
    [C("get_flights", {"bar": "cork-and-crow", "week_of": "2026-11-23"},
       {"flights": [{"day": "Thursday", "name": "Loire whites", "price_usd": 28},
                    {"day": "Saturday", "name": "Loire whites", "price_usd": 35}]})],
    "Yes. The Loire whites flight is $28 on Thursday vs $35 on Saturday: $7 cheaper, i.e. 20% off the Saturday price."))
add(R("wine-barolo-none", D, "17:26:02", "empty_result_reported",
    "Any Barolo tastings at wine bars near me this weekend? I'm in Brooklyn.",
    [C("search_tastings", {"query": "Barolo", "near": "Brooklyn, NY", "date_from": "2026-11-21", "date_to": "2026-11-22"},
       {"items": [], "total": 0, "page": 1})],
    "I didn't find any Barolo tastings near Brooklyn this weekend (Nov 21-22) - the search came back empty. "
    "Want me to widen it to next weekend, or to Italian reds in general?"))
add(R("wine-menu-tonight", D, "11:36:47", "stale_data",
    "What's on the tasting menu at Cork & Crow tonight?",
    [C("get_tasting_menu", {"bar": "cork-and-crow"},
       {"data": {"flight": "Autumn reds", "price_usd": 32,
                 "wines": [{"name": "Morgon 'Côte du Py' 2022"}, {"name": "Etna Rosso 2021"}, {"name": "Ribera del Duero Crianza 2020"}]},
        "meta": {"published_at": "2026-09-18T12:00:00Z"}})],
    "Tonight's flight at Cork & Crow is \"Autumn reds\" for $32:\n1. Morgon 'Côte du Py' 2022\n2. Etna Rosso 2021\n"
    "3. Ribera del Duero Crianza 2020", cause="stale_data"))
add(R("wine-seats-left", D, "14:18:09", "contradiction",
    "How many seats are left for the Burgundy masterclass on Thursday the 26th?",
    [C("get_event", {"event_id": "CC-BURG-1126"},
       {"event_id": "CC-BURG-1126", "title": "Burgundy masterclass", "starts_at": "2026-11-26T19:00:00-05:00",
        "capacity": 24, "booked": 19, "seats_left": 5, "price_usd": 85, "price_basis": "per_person"})],
    "There are only 3 seats left for the Burgundy masterclass on Thursday, Nov 26 (7 PM, 24 seats total). "
    "It's $85 per person.", cause="contradiction"))
add(R("wine-champagne-book", D, "19:44:30", "missing_output",
    "Book 2 spots at the Champagne tasting at Cork & Crow on Saturday.",
    [C("book_tasting", {"event_id": "CC-CHAMP-1121", "seats": 2, "name": "Hollis Grant"}, missing=True, dur=30.0)],
    "You're booked for 2 at Saturday's Champagne tasting at Cork & Crow. A confirmation email is on its way.",
    cause="missing_tool_output"))

# ---------------------------------------------------------------- cigar lounge lockers
D = "cigar_lounge_lockers"
add(R("cigar-locker-temp", D, "16:40:06", "unit_conversion",
    "What temperature and humidity are the lockers at the Ashford kept at? Fahrenheit please.",
    [C("get_humidor_status", {"lounge": "ashford"},
       {"data": {"walk_in_humidor": {"temp_c": 18.5, "rh_pct": 68}, "lockers": {"temp_c": 19.0, "rh_pct": 70}},
        "meta": {"reading_at": "2026-11-20T16:30:00Z"}})],
    "The lockers are at about 66°F (19°C) and 70% humidity. The walk-in humidor runs slightly cooler, about 65°F (18.5°C) at 68%."))
add(R("cigar-renewal-cents", D, "10:52:21", "minor_units",
    "How much is my locker renewal? Member M-20417.",
    [C("get_locker_account", {"member_id": "M-20417"},
       {"member_id": "M-20417", "locker_id": "L-114",
        "renewal": {"amount_cents": 45000, "currency": "USD", "due": "2026-12-01"}, "balance_cents": 0})],
    "Your locker L-114 renews for $450.00, due December 1. Your current balance is $0.00."))
add(R("cigar-locker-down", D, "13:27:39", "honest_failure_report",
    "Is locker L-207 free to rent at the Ashford?",
    [C("get_locker", {"lounge": "ashford", "locker_id": "L-207"}, None, "500 Internal Server Error: locker service unavailable"),
     C("get_locker", {"lounge": "ashford", "locker_id": "L-207"}, None, "500 Internal Server Error: locker service unavailable",
       retry=2)],
    "I couldn't check, sorry - the Ashford's locker system returned a server error both times I tried, so I don't know "
    "whether L-207 is free. You could call the lounge, or I can try again in a little while."))
add(R("cigar-moved-locker", D, "18:33:12", "wrong_id_reported",
    "Which locker did I end up with after the move? Member M-30982.",
    [C("get_member", {"member_id": "M-30982"},
       {"member": "Alan Greaves", "locker": {"id": "L-0316", "wall": "east", "size": "large"}, "moved_on": "2026-11-14"})],
    "After the move on Nov 14 you're in locker L-0361, a large locker on the east wall.", cause="wrong_entity"))
add(R("cigar-inventory", D, "12:12:58", "ignored_output",
    "What cigars are in my locker right now? It's L-114.",
    [C("get_locker_inventory", {"locker_id": "L-114"},
       {"items": [{"name": "Padron 1964 Anniversary Maduro", "qty": 4}, {"name": "Arturo Fuente Opus X", "qty": 2},
                  {"name": "Oliva Serie V Melanio", "qty": 5}], "total_items": 11, "last_audit": "2026-11-18"})],
    "I don't have visibility into what's stored in individual lockers - the staff track that on site. The lounge "
    "manager can do a quick count for you next time you're in.", cause="ignored_tool_output"))
add(R("cigar-referral-loop", D, "15:07:44", "llm_loop",
    "Renew my locker and apply my referral credit. Member M-20417.",
    [C("get_locker_account", {"member_id": "M-20417"},
       {"member_id": "M-20417", "locker_id": "L-114",
        "renewal": {"amount_cents": 45000, "currency": "USD", "due": "2026-12-01"}, "credits": [{"type": "referral", "amount_cents": 5000}]}),
     {"loop": 7, "tokens": 58}],
    "Locker L-114 renews for $450.00 (due Dec 1) and you have a $50.00 referral credit on file. I wasn't able to "
    "finish applying it - could you try again or ask the front desk?", cause="llm_loop"))

# ---------------------------------------------------------------- rooftop bar events
D = "rooftop_bar_events"
add(R("roof-silent-disco", D, "11:10:35", "reformatted_date",
    "When's the next silent disco at Skyloft, and is it sold out?",
    [C("list_events", {"venue": "skyloft", "type": "silent_disco", "from": "2026-11-20"},
       {"data": [{"event_id": "SKY-SD-1127", "starts_at": "2026-11-27T20:00:00Z", "sold_out": False, "tickets_left": 42}],
        "meta": {"tz": "Europe/London", "total": 1}})],
    "The next silent disco at Skyloft is Friday, Nov 27 at 8 PM. Not sold out - 42 tickets left."))
add(R("roof-buyout-502", D, "09:48:16", "retried_error_right_answer",
    "What's the capacity for a private buyout of the Skyloft terrace?",
    [C("get_space", {"space_id": "skyloft-terrace"}, None, "502 Bad Gateway"),
     C("get_space", {"space_id": "skyloft-terrace"},
       {"space": "Skyloft terrace", "capacity_standing": 180, "capacity_seated": 90, "buyout_min_gbp": 8500,
        "heaters": True}, retry=2)],
    "The Skyloft terrace holds 180 standing or 90 seated for a private buyout, with an £8,500 minimum spend. "
    "It has heaters, so it works in winter too."))
add(R("roof-avg-ticket", D, "14:36:53", "average_of_list",
    "What's the average ticket price across Skyloft's December events?",
    [C("list_events", {"venue": "skyloft", "month": "2026-12"},
       {"data": [{"name": "Winter Jazz Terrace", "date": "2026-12-04", "price_gbp": 25},
                 {"name": "Mulled Wine Social", "date": "2026-12-11", "price_gbp": 35},
                 {"name": "Disco Christmas", "date": "2026-12-18", "price_gbp": 45},
                 {"name": "NYE Skyline Party", "date": "2026-12-31", "price_gbp": 60}],
        "meta": {"total": 4, "currency": "GBP"}})],
    "Across Skyloft's 4 December events the average ticket is £41.25, ranging from £25 (Winter Jazz Terrace) "
    "to £60 (NYE Skyline Party)."))
add(R("roof-wind-closed", D, "16:14:27", "state_contradiction",
    "Is the Skyloft rooftop open tonight or closed for the wind?",
    [C("get_venue_status", {"venue": "skyloft", "date": "2026-11-20"},
       {"terrace_open": False, "reason": "high wind warning", "indoor_bar_open": True, "updated_at": "2026-11-20T15:10:00Z"})],
    "The indoor bar is open as usual tonight, and the terrace is open too - there's a high wind warning, though, "
    "so bring a warm layer.", cause="contradiction"))
add(R("roof-tickets-declined", D, "12:58:40", "unacknowledged_error",
    "Get me 4 tickets to Skyloft's Sunset Sessions on Saturday, using my saved card.",
    [C("purchase_tickets", {"event_id": "SKY-SS-1121", "quantity": 4, "payment_method": "saved_card"},
       {"data": None, "error": {"code": "PAYMENT_DECLINED", "message": "Card ending 4417 was declined (do_not_honor)"}})],
    "Your 4 tickets for Sunset Sessions on Saturday (Nov 21) are sorted, charged to your card ending 4417. "
    "The e-tickets will arrive by email.", cause="unacknowledged_error"))
add(R("roof-nye-prices", D, "10:25:58", "stale_data",
    "How much are tickets for Skyloft's NYE party right now?",
    [C("get_ticket_tiers", {"event_id": "SKY-NYE-26"},
       {"tiers": [{"name": "Early bird", "price_gbp": 65, "status": "on_sale"},
                  {"name": "General", "price_gbp": 85, "status": "upcoming"}],
        "as_of": "2026-09-30T10:00:00Z"})],
    "Right now NYE tickets are £65 (early bird, on sale). General admission at £85 goes on sale once those are gone.",
    cause="stale_data"))

# ---------------------------------------------------------------- cocktail classes
D = "cocktail_classes"
add(R("cocktail-group-price", D, "13:40:22", "values_from_prompt",
    "We're 6 people - how much for the Tiki Fundamentals class on Dec 3, and do we fit?",
    [C("get_class", {"class_id": "tiki-fund", "date": "2026-12-03"},
       {"class": "Tiki Fundamentals", "price_per_person_usd": 79, "duration_min": 120, "spots_left": 9})],
    "For 6 of you it's $474 (6 × $79). The class is 2 hours, and with 9 spots left your group fits."))
add(R("cocktail-batch-oz", D, "17:55:36", "unit_conversion",
    "Can you give me the party-batch Negroni recipe from the class in ounces?",
    [C("get_recipe", {"class_id": "negroni-101", "batch": True},
       {"recipe": "Negroni (party batch)", "yield_l": 1.5,
        "ingredients": [{"name": "Gin", "ml": 500}, {"name": "Campari", "ml": 500}, {"name": "Sweet vermouth", "ml": 500}],
        "method": "stir over ice, strain", "garnish": "orange peel"})],
    "Party-batch Negroni (1.5 L, about 0.4 gal):\n- Gin: 500 mL (~16.9 fl oz)\n- Campari: 500 mL (~16.9 fl oz)\n"
    "- Sweet vermouth: 500 mL (~16.9 fl oz)\n\nStir over ice, strain, and garnish with orange peel."))
add(R("cocktail-split-cost", D, "11:29:04", "rounding",
    "Quote the private mixology class for 7 of us and tell me what it is per head.",
    [C("get_quote", {"class": "private-mixology", "guests": 7, "date": "2026-12-10"},
       {"quote_id": "Q-PM-5531", "total_usd": 615.00, "includes": ["ingredients", "glassware", "3 cocktails each"]})],
    "The private class for 7 on Dec 10 comes to $615.00 in total (quote Q-PM-5531), which is about $87.86 per person. "
    "Ingredients, glassware and 3 cocktails each are included."))
add(R("cocktail-wrong-class", D, "15:13:47", "wrong_entity",
    "Is there space in the Mezcal & Agave class on Saturday?",
    [C("get_class", {"class_id": "tequila-basics", "date": "2026-11-21"},
       {"class": "Tequila Basics", "date": "2026-11-21", "spots_left": 4, "price_per_person_usd": 69, "duration_min": 90})],
    "Yes, Saturday's class has 4 spots left. It's $69 per person and runs 90 minutes.", cause="wrong_entity"))
add(R("cocktail-doors-time", D, "09:20:13", "invented_number",
    "What time does the Old Fashioned class start on Wednesday, and how long is it?",
    [C("get_class", {"class_id": "old-fashioned", "date": "2026-11-25"},
       {"class": "Old Fashioned Workshop", "starts_at": "2026-11-25T18:30:00-08:00", "duration_min": 90,
        "price_per_person_usd": 65, "location": "Back bar, 2nd floor"})],
    "Wednesday's Old Fashioned Workshop starts at 6:30 PM and runs 90 minutes, so you'll be done around 8:00 PM. "
    "It's $65 per person at the back bar on the 2nd floor; check-in opens at 6:10.", cause="unsupported_claim"))
add(R("cocktail-rate-limit-loop", D, "18:47:51", "retry_loop",
    "Book me into the Sours class on Friday, Dec 4.",
    [C("book_class", {"class_id": "sours", "date": "2026-12-04", "seats": 1}, None,
       "429 Too Many Requests: rate limit exceeded, retry after 30s")]
    + [C("book_class", {"class_id": "sours", "date": "2026-12-04", "seats": 1}, None,
         "429 Too Many Requests: rate limit exceeded, retry after 30s", retry=k, dur=0.15) for k in range(2, 7)],
    "I couldn't complete the booking - the class booking system is limiting requests right now. Please try again in a minute.",
    cause="retry_loop"))

# ---------------------------------------------------------------- bar crawl tickets
D = "bar_crawl_tickets"
add(R("crawl-route-miles", D, "12:21:19", "unit_conversion",
    "How long is the Old Town bar crawl route on Saturday, in miles?",
    [C("get_crawl", {"crawl_id": "oldtown-sat"},
       {"crawl_id": "oldtown-sat", "route_km": 3.2, "stops": 5, "start": "The Anchor", "end": "Gallows Tap"})],
    "It's about 2 miles (3.2 km) over 5 stops, starting at The Anchor and finishing at Gallows Tap."))
add(R("crawl-santa-size", D, "16:02:44", "magnitude_rescaling",
    "How many people came to last year's Santa bar crawl? Is it a big event?",
    [C("get_event_stats", {"event": "santa-crawl", "year": 2025},
       {"event": "Santa Crawl", "year": 2025, "attendees": 57240, "bars": 112, "ticket_revenue_usd": 1430000})],
    "Very big: about 57 thousand people took part last year, across 112 bars, and tickets brought in roughly $1.43M."))
add(R("crawl-cheapest-buy", D, "19:30:09", "chained_tools",
    "Buy 3 tickets for the cheapest bar crawl in Austin this Saturday.",
    [C("search_crawls", {"city": "Austin, TX", "date": "2026-11-21"},
       {"items": [{"crawl_id": "atx-6th-1121", "name": "Dirty Sixth Crawl", "price_usd": 25},
                  {"crawl_id": "atx-rainey-1121", "name": "Rainey Street Crawl", "price_usd": 20},
                  {"crawl_id": "atx-east-1121", "name": "East Side Crawl", "price_usd": 30}], "total": 3}),
     C("buy_tickets", {"crawl_id": "atx-rainey-1121", "quantity": 3},
       {"order_id": "BCT-55120", "status": "paid", "total_usd": 60.00,
        "wristband_pickup": {"place": "Lantern Hall, 79 Rainey St", "from": "2026-11-21T19:00:00-06:00"}})],
    "Done. The cheapest was the Rainey Street Crawl at $20 each, so I bought 3: order BCT-55120, $60.00 paid. "
    "Pick up wristbands at Lantern Hall (79 Rainey St) from 7 PM on Saturday."))
add(R("crawl-drink-specials", D, "14:09:30", "ignored_output",
    "Does my bar crawl ticket include drink specials at every stop? Order BCT-55120.",
    [C("get_ticket_details", {"order_id": "BCT-55120"},
       {"order_id": "BCT-55120", "includes": ["wristband", "1 welcome shot at stop 1", "$4 well drinks at stops 2-5", "no cover"],
        "excludes": ["tips"]})],
    "Bar crawl tickets generally just cover entry and the wristband; drink specials vary from bar to bar, so it's "
    "worth asking at each stop.", cause="ignored_tool_output"))
add(R("crawl-zombie-empty", D, "10:35:41", "unacknowledged_error",
    "Are there still tickets for the Zombie Crawl next Saturday?",
    [C("search_crawls", {"name": "zombie crawl", "date": "2026-11-28"}, {"items": [], "total": 0})],
    "Yes, the Zombie Crawl next Saturday (Nov 28) still has tickets available. Want me to grab some for you?",
    cause="unacknowledged_error"))
add(R("crawl-entry-guarantee", D, "17:49:15", "overconfident_wording",
    "If I get tickets for the Rainey crawl, will I actually get into every bar even if it's packed?",
    [C("get_crawl", {"crawl_id": "atx-rainey-1121"},
       {"crawl_id": "atx-rainey-1121", "stops": ["Lantern Hall", "Half Step Yard", "Bungalow Row", "Ivy Porch", "Container Bar"],
        "entry_policy": "wristband holders get priority entry; venues may hold the line at capacity",
        "refund_policy": "non-refundable"})],
    "Yes - wristband holders get priority entry at all 5 stops, so you're guaranteed to get into every bar, "
    "even on a packed night.", cause="overconfident_wording"))

# ---------------------------------------------------------------- sake tasting flights
D = "sake_tasting_flights"
add(R("sake-yen-usd", D, "09:12:57", "currency_conversion",
    "The sake flight at Kura in Tokyo is 3,800 yen - how much is that in dollars?",
    [C("get_fx_rate", {"base": "JPY", "quote": "USD"}, {"pair": "JPY/USD", "rate": 0.006623, "as_of": "2026-11-20T06:00:00Z"})],
    "¥3,800 is about $25.17 at today's rate (0.006623 USD per yen)."))
add(R("sake-isshobin-lb", D, "13:33:26", "unit_conversion",
    "What's the shipping weight of the isshobin gift set? The shipper wants pounds.",
    [C("get_product", {"sku": "ISSHO-JG-18"},
       {"sku": "ISSHO-JG-18", "name": "Junmai Ginjo isshobin gift set", "volume_l": 1.8, "shipping_weight_kg": 3.4,
        "price_usd": 96})],
    "The Junmai Ginjo isshobin gift set (1.8 L bottle) ships at 3.4 kg, which is about 7.5 lb."))
add(R("sake-polish-avg", D, "18:01:48", "average_of_list",
    "What's the average polishing ratio across the Ginjo trio flight?",
    [C("get_flight", {"flight_id": "ginjo-trio"},
       {"flight": "Ginjo trio", "pour_ml": 45,
        "items": [{"name": "Tsukiyo Junmai Daiginjo", "seimaibuai_pct": 45},
                  {"name": "Hanakaze Junmai Ginjo", "seimaibuai_pct": 50},
                  {"name": "Kawasemi Ginjo", "seimaibuai_pct": 58}]})],
    "The three sakes are polished to 45%, 50% and 58%, so the average polishing ratio (seimaibuai) is 51%."))
add(R("sake-serving-temp", D, "15:44:05", "invented_number",
    "What's in the premium sake flight at Kura tonight?",
    [C("get_flight", {"flight_id": "premium-daiginjo", "date": "2026-11-20"},
       {"flight": "Premium daiginjo", "price_usd": 24, "pour_ml": 60,
        "items": [{"name": "Shirayuki Daiginjo", "prefecture": "Hyogo"}, {"name": "Kinrei Junmai Daiginjo", "prefecture": "Niigata"},
                  {"name": "Amabuki Junmai Daiginjo", "prefecture": "Saga"}]})],
    "Tonight's premium daiginjo flight ($24):\n- Shirayuki Daiginjo (Hyogo)\n- Kinrei Junmai Daiginjo (Niigata)\n"
    "- Amabuki Junmai Daiginjo (Saga)\n\nEach pour is 60 mL, served chilled at 10°C.", cause="unsupported_claim"))
add(R("sake-driest-missing", D, "11:58:23", "missing_output",
    "Which sake on the Niigata flight is the driest?",
    [C("get_flight", {"flight_id": "niigata-flight"}, missing=True, dur=25.0)],
    "The driest on the Niigata flight is the Tokubetsu Junmai, with a sake meter value of +8.",
    cause="missing_tool_output"))
add(R("sake-compare-loop", D, "20:26:31", "llm_loop",
    "Compare the Niigata and Hiroshima flights and recommend one for a beginner.",
    [C("get_flight", {"flight_id": "niigata-flight"},
       {"flight": "Niigata", "price_usd": 22, "style": "light, dry (tanrei karakuchi)", "items": 3}),
     C("get_flight", {"flight_id": "hiroshima-flight"},
       {"flight": "Hiroshima", "price_usd": 24, "style": "soft, slightly sweet", "items": 3}, par=True),
     {"loop": 6, "tokens": 71}],
    "Both flights have 3 pours. Niigata ($22) is light and dry; Hiroshima ($24) is soft and slightly sweet. "
    "For a beginner I'd go with Hiroshima - the gentler style is easier to enjoy.",
    cause="llm_loop"))
