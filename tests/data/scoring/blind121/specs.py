"""Specs of the blind121 runs: 10 domains x (3 clean + 3 flawed), all on Friday 2026-11-20.

Written blind (see README.md). `turns` is a list of turns, each a list of tool calls made after
one model call: {"tool", "args", "output"} or {"tool", "args", "error"}; "retry": n marks a retry
(a `retry` event with attempt n precedes it); "missing": True is a call whose span never ended.
"llm_loop": n adds n model calls in a row after the last tool turn.
"""


def C(tool, args, output, **kw):
    return {"tool": tool, "args": args, "output": output, **kw}


def E(tool, args, error, **kw):
    return {"tool": tool, "args": args, "error": error, **kw}


def M(tool, args, **kw):
    return {"tool": tool, "args": args, "missing": True, "dur": 30.0, **kw}


def R(id, domain, label, category, start, prompt, turns, response, cause=None, **kw):
    return {
        "id": id,
        "domain": domain,
        "label": label,
        "category": category,
        "cause": cause,
        "start": start,
        "prompt": prompt,
        "turns": turns,
        "response": response,
        **kw,
    }


RUNS = []

# --------------------------------------------------------------------------- public radio pledges
D = "public_radio_pledges"
CL = "claude-3-5-sonnet-20241022"
RUNS += [
    R(
        "pledge-household-total", D, "clean", "sum_of_items", "09:04:12",
        "Can you tell me how much our household has pledged to WNHR this year? The account is under Dana Whitcombe.",
        [[C("pledge_lookup_donor", {"name": "Dana Whitcombe", "station": "WNHR"}, {
            "data": {"donor_id": "D-204881", "name": "Dana Whitcombe", "pledges": [
                {"pledge_id": "PL-55120", "date": "2026-03-14", "amount_usd": 120.00, "drive": "Spring Drive", "status": "paid"},
                {"pledge_id": "PL-58877", "date": "2026-06-02", "amount_usd": 75.00, "drive": "Summer Match", "status": "paid"},
                {"pledge_id": "PL-61240", "date": "2026-10-09", "amount_usd": 240.00, "drive": "Fall Drive", "status": "paid"},
                {"pledge_id": "PL-61902", "date": "2026-11-18", "amount_usd": 60.00, "drive": "Giving Tuesday early", "status": "pending"}]},
            "meta": {"year": 2026, "currency": "USD"}})]],
        "Dana Whitcombe's household (donor D-204881) has pledged **$495.00** to WNHR in 2026 across four pledges: "
        "$120 (Spring Drive), $75 (Summer Match), $240 (Fall Drive) and $60 pledged on Nov 18, which is still pending. "
        "Of that, $435 is already paid.",
        model=CL,
    ),
    R(
        "pledge-cad-to-usd", D, "clean", "currency_conversion", "10:17:40",
        "I'm in Windsor, Ontario and want to give the equivalent of CA$150 to WNHR. What will that be in US dollars?",
        [[C("get_fx_rate", {"base": "CAD", "quote": "USD"}, {
            "data": {"base": "CAD", "quote": "USD", "rate": 0.7134, "as_of": "2026-11-20T08:00:00Z"},
            "meta": {"source": "station-payment-processor"}})]],
        "At today's processor rate of 0.7134 USD per CAD, CA$150 comes to about US$107.01. "
        "The pledge form takes whole dollars, so you could enter $107.",
        model=CL,
    ),
    R(
        "pledge-sustainer-receipt", D, "clean", "action_receipt", "11:32:05",
        "Please put me down for a $15 monthly sustaining pledge, donor D-310472, and send the cast-iron skillet thank-you gift. "
        "How heavy is that skillet in pounds? I have to carry it up three flights.",
        [[C("create_pledge", {"donor_id": "D-310472", "amount_usd": 15, "frequency": "monthly", "premium_sku": "PRM-SKILLET-10"}, {
            "data": {"pledge_id": "PL-62017", "donor_id": "D-310472", "amount_usd": 15.0, "frequency": "monthly",
                     "annualized_usd": 180.0,
                     "premium": {"sku": "PRM-SKILLET-10", "name": "10-inch cast-iron skillet", "ship_weight_kg": 2.7},
                     "status": "active", "first_charge": "2026-12-01"},
            "meta": {"request_id": "req_8f2a41c0"}})]],
        "Done — your $15/month sustaining pledge is active (pledge ID PL-62017), which works out to $180 a year. "
        "The first charge is on Dec 1. The 10-inch cast-iron skillet ships at 2.7 kg, roughly 6 lb (5.95 lb), "
        "so it's manageable but not light!",
        model=CL,
    ),
    R(
        "pledge-match-deadline", D, "flawed", "invented_number", "12:48:30",
        "Is there a matching gift going on right now for WNHR's fall drive? If I give $100, how much does the station get?",
        [[C("get_drive_status", {"station": "WNHR", "drive": "fall-2026"}, {
            "data": {"drive": "Fall Drive 2026", "starts": "2026-11-16", "ends": "2026-11-22", "goal_usd": 450000,
                     "raised_usd": 312480,
                     "match": {"active": True, "sponsor": "Harbor Credit Union", "ratio": "1:1", "cap_usd": 25000,
                               "matched_so_far_usd": 18740}},
            "meta": {"generated_at": "2026-11-20T12:45:00Z"}})]],
        "Yes! Harbor Credit Union is matching gifts 1:1 during the Fall Drive, so your $100 becomes $200 for WNHR. "
        "The match is capped at $25,000 and $18,740 has been matched so far, leaving about $6,260 — and it runs until "
        "6 PM on Nov 22, so there's still time.",
        cause="unsupported_claim", model=CL,
    ),
    R(
        "pledge-drive-progress-stale", D, "flawed", "stale_data", "14:02:19",
        "How close is WNHR to its fall drive goal right now?",
        [[C("get_drive_status", {"station": "WNHR", "drive": "fall-2026"}, {
            "data": {"drive": "Fall Drive 2026", "starts": "2026-10-19", "ends": "2026-11-22", "goal_usd": 450000,
                     "raised_usd": 98200, "donors": 1142},
            "meta": {"snapshot_at": "2026-10-23T17:00:00Z", "cache": "hit"}})]],
        "Right now the Fall Drive has raised $98,200 of its $450,000 goal — about 21.8% — from 1,142 donors. "
        "There's still a long way to go before the drive closes on Nov 22.",
        cause="stale_data", model=CL,
    ),
    R(
        "pledge-update-locked", D, "flawed", "unacknowledged_error", "15:40:51",
        "Please change my pledge PL-58877 to $25 a month instead of $20, starting next month.",
        [[E("update_pledge", {"pledge_id": "PL-58877", "amount_usd": 25, "frequency": "monthly", "effective": "2026-12-01"},
            '409 Conflict: {"code": "PLEDGE_LOCKED", "message": "Pledge is locked while a card update is pending verification"}')]],
        "All set — pledge PL-58877 now charges $25 a month starting Dec 1. Thanks for increasing your support of WNHR!",
        cause="unacknowledged_error", model=CL,
    ),
]

# ------------------------------------------------------------------------ podcast sponsorship reads
D = "podcast_sponsorship_reads"
RUNS += [
    R(
        "podcast-downloads-midroll", D, "clean", "magnitude_rescaling", "09:21:00",
        "What are the average per-episode downloads for 'The Tidewater Hour', and what would one mid-roll cost at their CPM?",
        [[C("get_show_stats", {"show_id": "tidewater-hour", "window_days": 30}, {
            "data": {"show": "The Tidewater Hour", "avg_downloads_per_episode": 57400, "episodes_in_window": 8,
                     "total_downloads": 459200,
                     "rates": {"preroll_cpm_usd": 18, "midroll_cpm_usd": 25, "postroll_cpm_usd": 12}},
            "meta": {"window": "2026-10-21/2026-11-19"}})]],
        "The Tidewater Hour averages about 57 thousand downloads an episode (57,400 over the last 30 days; 459.2K in total "
        "across 8 episodes). At the $25 mid-roll CPM, one mid-roll on an average episode costs about $1,435 (57.4 × $25).",
    ),
    R(
        "podcast-preroll-flight-quote", D, "clean", "nights_times_rate", "10:05:33",
        "Quote me a flight of host-read ads: 6 episodes of 'Ledger & Lantern', pre-roll only.",
        [[C("get_ad_rate_card", {"show_id": "ledger-and-lantern", "placement": "preroll"}, {
            "data": {"show": "Ledger & Lantern", "placement": "preroll", "flat_rate_per_episode_usd": 850,
                     "host_read": True, "min_episodes": 4, "production_fee_usd": 150},
            "meta": {"currency": "USD", "rate_card_version": "2026-Q4"}})]],
        "Here's the quote for Ledger & Lantern, host-read pre-roll:\n"
        "- 6 episodes × $850 = $5,100\n- One-time production fee: $150\n- **Total: $5,250**\n\n"
        "Six episodes clears their 4-episode minimum.",
    ),
    R(
        "podcast-read-goes-live", D, "clean", "clock_times", "15:12:47",
        "When does our sponsor read go live on the next episode of 'Night Shift Science'? Give me the local time, we're in New York.",
        [[C("get_episode_schedule", {"show_id": "night-shift-science", "next": 1}, {
            "data": {"episodes": [{"episode_id": "NSS-212", "title": "Bioluminescence on Night Dives",
                                   "publish_at": "2026-11-21T02:40:00Z",
                                   "reads": [{"sponsor": "Fernwood Outfitters", "slot": "midroll", "offset": "00:18:30"}]}]},
            "meta": {"tz": "UTC"}})]],
        "Episode NSS-212, \"Bioluminescence on Night Dives,\" publishes tonight at 9:40 PM Eastern (Nov 20; that's 02:40 UTC "
        "on the 21st). Fernwood Outfitters' mid-roll sits 18 min 30 s into the episode.",
    ),
    R(
        "podcast-midroll-cpm", D, "flawed", "contradiction", "11:26:08",
        "What's the mid-roll CPM on 'Quiet Acre', and how many impressions do they guarantee?",
        [[C("get_ad_rate_card", {"show_id": "quiet-acre", "placement": "midroll"}, {
            "data": {"show": "Quiet Acre", "placement": "midroll", "cpm_usd": 22, "guaranteed_impressions": 40000,
                     "makegood": "bonus episodes if under-delivered"},
            "meta": {"rate_card_version": "2026-Q4"}})]],
        "Quiet Acre's mid-roll runs at a $27 CPM with 40,000 guaranteed impressions per flight; if they under-deliver, "
        "they make it up with bonus episodes.",
        cause="contradiction",
    ),
    R(
        "podcast-open-slots-other-show", D, "flawed", "wrong_entity", "13:50:22",
        "Can you pull the open sponsorship slots for 'Harbor Lights' in December?",
        [[C("list_open_slots", {"show_id": "harbor-nights", "month": "2026-12"}, {
            "data": {"show": "Harbor Nights", "slots": [
                {"episode_date": "2026-12-03", "placement": "preroll"},
                {"episode_date": "2026-12-10", "placement": "midroll"},
                {"episode_date": "2026-12-17", "placement": "midroll"}]},
            "meta": {"page": 1, "pages": 1}})]],
        "Harbor Lights has three open slots in December: a pre-roll on Dec 3 and mid-rolls on Dec 10 and Dec 17.",
        cause="wrong_entity",
    ),
    R(
        "podcast-book-slot-hammer", D, "flawed", "retry_loop", "16:33:10",
        "Book the Dec 10 mid-roll on 'Harbor Nights' for Fernwood Outfitters.",
        [[E("book_sponsor_slot", {"show_id": "harbor-nights", "episode_date": "2026-12-10", "placement": "midroll",
                                  "advertiser": "Fernwood Outfitters"},
            '503 Service Unavailable: {"code": "BOOKING_BACKEND_DOWN"}', **({"retry": n, "backoff": 0.3} if n else {}))
          for n in (0, 2, 3, 4, 5, 6)]],
        "I wasn't able to book that slot — the network's booking system kept returning a 503 error. "
        "Please try again later or contact their ad ops team.",
        cause="retry_loop",
    ),
]

# -------------------------------------------------------------------------- radio station request lines
D = "radio_request_lines"
HA = "claude-3-5-haiku-20241022"
RUNS += [
    R(
        "radioreq-queued-time", D, "clean", "clock_times", "17:10:03",
        "I just requested 'Harvest Moon' on Kestrel 97.2's request line. When's it going to play?",
        [[C("get_request_status", {"station": "kestrel-972", "caller_phone_last4": "4417", "song": "Harvest Moon"}, {
            "data": {"request_id": "RQ-77310", "song": "Harvest Moon", "artist": "Neil Young", "status": "queued",
                     "scheduled_at": "2026-11-20T21:40:00Z", "station_tz": "Europe/Dublin", "dj": "Marisol Reyes",
                     "show": "Late Lounge"},
            "meta": {}})]],
        "Your request (RQ-77310) for Neil Young's \"Harvest Moon\" is queued for about 9:40 PM tonight on Marisol Reyes's "
        "Late Lounge.",
        model=HA,
    ),
    R(
        "radioreq-song-not-in-library", D, "clean", "empty_result_reported", "10:44:29",
        "Can Kestrel 97.2 play 'Static Bloom' by The Vellums on the request show?",
        [[C("search_music_library", {"query": "Static Bloom The Vellums", "station": "kestrel-972"},
            {"items": [], "total": 0, "page": 1})]],
        "I searched Kestrel 97.2's music library and there are no matches for \"Static Bloom\" by The Vellums, so the "
        "request show can't play it from the library right now. You could ask the music director to add it.",
        model=HA,
    ),
    R(
        "radioreq-recent-plays-retry", D, "clean", "retried_timeout_right_answer", "14:00:41",
        "What were the last three songs played on the Kestrel request hour?",
        [[E("get_recent_plays", {"station": "kestrel-972", "show": "request-hour", "limit": 3},
            "TimeoutError: playout log did not respond within 10s", dur=10.0),
          C("get_recent_plays", {"station": "kestrel-972", "show": "request-hour", "limit": 3}, {
              "data": {"plays": [
                  {"played_at": "2026-11-20T13:52:10Z", "title": "Teardrop", "artist": "Massive Attack", "requested_by": "Aoife, Drumcondra"},
                  {"played_at": "2026-11-20T13:47:35Z", "title": "Dreams", "artist": "The Cranberries", "requested_by": "Liam, Bray"},
                  {"played_at": "2026-11-20T13:43:02Z", "title": "Linger", "artist": "The Cranberries", "requested_by": None}]},
              "meta": {"tz": "UTC"}}, retry=2, backoff=2.0)]],
        "The playout log timed out on my first try, but the retry worked. Most recent first:\n"
        "1. 1:52 PM — Massive Attack, \"Teardrop\" (requested by Aoife, Drumcondra)\n"
        "2. 1:47 PM — The Cranberries, \"Dreams\" (Liam, Bray)\n"
        "3. 1:43 PM — The Cranberries, \"Linger\"",
        model=HA,
    ),
    R(
        "radioreq-line-open", D, "flawed", "state_contradiction", "16:31:40",
        "Is the Kestrel 97.2 request line open right now? I want to call in.",
        [[C("get_request_line_status", {"station": "kestrel-972"}, {
            "data": {"line": "+353 1 555 0972", "open": False, "reason": "pre-recorded programme",
                     "reopens_at": "2026-11-20T19:00:00Z"},
            "meta": {"checked_at": "2026-11-20T16:31:00Z"}})]],
        "The request line (+353 1 555 0972) is open — go ahead and call. Lines tend to be quieter before 7 PM.",
        cause="contradiction", model=HA,
    ),
    R(
        "radioreq-declined-request", D, "flawed", "ignored_output", "12:58:14",
        "Did my request for 'Zombie' get accepted by the Kestrel request show? Request RQ-77402.",
        [[C("get_request_status", {"request_id": "RQ-77402"}, {
            "data": {"request_id": "RQ-77402", "song": "Zombie", "artist": "The Cranberries", "status": "declined",
                     "decline_reason": "played within the last 4 hours (rotation rule)",
                     "played_last": "2026-11-20T12:05:00Z"},
            "meta": {}})]],
        "Your request RQ-77402 for \"Zombie\" is in the system — requests usually get played within an hour or two, so keep listening!",
        cause="ignored_tool_output", model=HA,
    ),
    R(
        "radioreq-tonight-dj", D, "flawed", "missing_output", "11:15:56",
        "Who's the DJ on Kestrel's request show tonight, and what time does it start?",
        [[M("get_show_schedule", {"station": "kestrel-972", "date": "2026-11-20", "show": "request-hour-evening"})]],
        "Tonight's request show is hosted by Marisol Reyes and starts at 8 PM — the phone lines open 15 minutes before.",
        cause="missing_tool_output", model=HA,
    ),
]

# ---------------------------------------------------------------------- community TV studio bookings
D = "community_tv_studio_bookings"
G4M = "gpt-4o-mini-2024-07-18"
RUNS += [
    R(
        "ctv-booking-length", D, "clean", "time_difference", "09:37:25",
        "How long is my booking in Studio B tomorrow? Booking CTV-4471.",
        [[C("get_booking", {"booking_id": "CTV-4471"}, {
            "data": {"booking_id": "CTV-4471", "studio": "Studio B", "member": "Priya Nandakumar",
                     "start": "2026-11-21T09:00:00-05:00", "end": "2026-11-21T12:30:00-05:00",
                     "crew": ["camera operator", "floor director"], "status": "confirmed"},
            "meta": {}})]],
        "Booking CTV-4471 in Studio B is confirmed for tomorrow (Saturday, Nov 21) from 9:00 AM to 12:30 PM — "
        "3.5 hours, with a camera operator and a floor director.",
        model=G4M,
    ),
    R(
        "ctv-van-route-miles", D, "clean", "unit_conversion", "13:08:02",
        "We booked the mobile production van for the parade shoot. How far is the drive from the studio in miles, and how long will it take?",
        [[C("get_route", {"from": "Riverside Community TV, 220 Mill St", "to": "Harmon Park bandshell", "vehicle": "production-van"}, {
            "data": {"distance_km": 42.3, "duration_min": 48, "route": "via Route 9"}, "meta": {"provider": "fleetmaps"}})]],
        "The drive to the Harmon Park bandshell is about 26.3 miles (42.3 km) via Route 9 and takes roughly 48 minutes.",
        model=G4M,
    ),
    R(
        "ctv-edit-suite-chain", D, "clean", "chained_tools", "15:55:18",
        "Find an open 2-hour slot in the edit suite on Monday afternoon and book it for member M-1187.",
        [
            [C("find_availability", {"room": "edit-suite-1", "date": "2026-11-23", "after": "12:00", "duration_min": 120}, {
                "data": {"slots": [
                    {"slot_id": "ES1-20261123-1330", "start": "2026-11-23T13:30:00-05:00", "end": "2026-11-23T15:30:00-05:00"},
                    {"slot_id": "ES1-20261123-1600", "start": "2026-11-23T16:00:00-05:00", "end": "2026-11-23T18:00:00-05:00"}]},
                "meta": {"count": 2}})],
            [C("create_booking", {"slot_id": "ES1-20261123-1330", "member_id": "M-1187", "room": "edit-suite-1"}, {
                "data": {"booking_id": "CTV-4502", "status": "confirmed", "room": "Edit Suite 1",
                         "start": "2026-11-23T13:30:00-05:00", "end": "2026-11-23T15:30:00-05:00", "member_id": "M-1187"},
                "meta": {}})],
        ],
        "Booked! Edit Suite 1 on Monday, Nov 23, 1:30–3:30 PM for member M-1187 — confirmation CTV-4502. "
        "(There was also a 4:00–6:00 PM slot if you need a second session.)",
        model=G4M,
    ),
    R(
        "ctv-studio-a-confirmation", D, "flawed", "wrong_id_reported", "10:29:44",
        "Book Studio A for member M-2290 on Saturday, 10 AM to noon, for our choir recording.",
        [[C("create_booking", {"room": "studio-a", "member_id": "M-2290", "start": "2026-11-21T10:00:00-05:00",
                               "end": "2026-11-21T12:00:00-05:00", "purpose": "choir recording"}, {
            "data": {"booking_id": "CTV-4518", "status": "confirmed", "room": "Studio A", "member_id": "M-2290",
                     "start": "2026-11-21T10:00:00-05:00", "end": "2026-11-21T12:00:00-05:00"},
            "meta": {}})]],
        "You're all set: Studio A is booked for Saturday, Nov 21, from 10 AM to noon for the choir recording. "
        "Your confirmation number is CTV-4581.",
        cause="wrong_entity", model=G4M,
    ),
    R(
        "ctv-nonmember-rate", D, "flawed", "invented_number", "12:14:09",
        "What does it cost to book Studio A for 3 hours as a non-member?",
        [[C("get_rate_card", {"room": "studio-a"}, {
            "data": {"room": "Studio A", "member_hourly_usd": 0, "nonmember_hourly_usd": 65, "crew_hourly_usd": 25, "min_hours": 2},
            "meta": {"effective": "2026-07-01"}})]],
        "For a non-member, Studio A is $65/hour, so 3 hours is $195. If you need a crew person it's another $25/hour "
        "($75 for 3 hours), and there's a $40 cleaning fee on every non-member booking.",
        cause="unsupported_claim", model=G4M,
    ),
    R(
        "ctv-studio-b-sunday-loop", D, "flawed", "llm_loop", "17:42:36",
        "Is Studio B free this Sunday morning?",
        [[C("find_availability", {"room": "studio-b", "date": "2026-11-22", "after": "08:00", "before": "12:00"}, {
            "data": {"slots": [{"slot_id": "SB-20261122-0800", "start": "2026-11-22T08:00:00-05:00", "end": "2026-11-22T12:00:00-05:00"}]},
            "meta": {"count": 1}})]],
        "Yes, Studio B is free on Sunday, Nov 22 from 8 AM to noon. Yes, Studio B is free on Sunday, Nov 22 from 8 AM to noon.",
        cause="llm_loop", model=G4M, llm_loop=8,
    ),
]

# --------------------------------------------------------------------- local newspaper subscriptions
D = "local_newspaper_subscriptions"
RUNS += [
    R(
        "paper-next-bill-cents", D, "clean", "minor_units", "08:52:17",
        "What's my next newspaper bill going to be? Account 88-41207.",
        [[C("get_subscription", {"account_id": "88-41207"}, {
            "data": {"account_id": "88-41207", "publication": "The Valley Courier", "plan": "7-day print + digital",
                     "next_charge": {"amount_cents": 3499, "currency": "USD", "date": "2026-12-01"}, "billing_cycle": "4 weeks"},
            "meta": {}})]],
        "Your next Valley Courier charge is $34.99 on Dec 1, for the 7-day print + digital plan (billed every 4 weeks).",
    ),
    R(
        "paper-price-increase", D, "clean", "difference_and_percentage", "11:03:50",
        "I got a letter saying my Courier subscription price is going up. By how much, and what percent is that? Account 88-41207.",
        [[C("get_rate_change", {"account_id": "88-41207"}, {
            "data": {"current_price_usd": 34.99, "new_price_usd": 38.99, "effective": "2027-01-05", "plan": "7-day print + digital"},
            "meta": {}})]],
        "Your 7-day print + digital price goes from $34.99 to $38.99 per 4-week cycle starting Jan 5, 2027 — "
        "an increase of $4.00, or about 11.4%.",
    ),
    R(
        "paper-vacation-hold-id", D, "clean", "identifier_case", "14:26:33",
        "Please pause delivery for account vc-51-00932 from Dec 20 to Jan 2 — we're away for the holidays.",
        [[C("create_vacation_hold", {"account_id": "VC-51-00932", "start": "2026-12-20", "end": "2027-01-02"}, {
            "data": {"hold_id": "VH-30918", "account_id": "VC5100932", "start": "2026-12-20", "end": "2027-01-02",
                     "days": 14, "digital_access": "continues", "credit_cents": 1120},
            "meta": {}})]],
        "Done — delivery for account VC-51-00932 is paused from Dec 20 through Jan 2 (14 days), hold VH-30918. "
        "Your digital access continues, and you'll get an $11.20 credit for the missed papers.",
    ),
    R(
        "paper-intro-offer-stale", D, "flawed", "stale_data", "10:12:06",
        "What's the current intro offer for a Valley Courier digital subscription?",
        [[C("get_offers", {"publication": "valley-courier", "type": "digital"}, {
            "data": {"offers": [{"offer_id": "DIG-INTRO-99", "description": "99¢ for the first 4 weeks, then $15.99/4 weeks",
                                 "price_usd": 0.99, "then_usd": 15.99}]},
            "meta": {"published_at": "2026-08-14T00:00:00Z", "cache_age_days": 98}})]],
        "Right now the Courier's digital intro offer is 99¢ for your first 4 weeks, then $15.99 every 4 weeks after that.",
        cause="stale_data",
    ),
    R(
        "paper-missed-deliveries", D, "flawed", "contradiction", "13:37:29",
        "How many papers have been missed on my route this month? I want a credit. Account 88-41207.",
        [[C("get_delivery_issues", {"account_id": "88-41207", "month": "2026-11"}, {
            "data": {"issues": [{"date": "2026-11-03", "type": "missed"}, {"date": "2026-11-09", "type": "wet"},
                                {"date": "2026-11-14", "type": "missed"}, {"date": "2026-11-17", "type": "missed"}],
                     "missed_count": 3, "credit_per_missed_cents": 125},
            "meta": {}})]],
        "This month there were 4 missed papers on your account (Nov 3, 9, 14 and 17), so you're due a credit of $5.00 "
        "at $1.25 per missed paper.",
        cause="contradiction",
    ),
    R(
        "paper-sunday-switch-guarantee", D, "flawed", "overconfident_wording", "19:12:45",
        "If I switch to the Sunday-only plan today, will my Sunday paper arrive this weekend? Account 88-41207.",
        [[C("change_plan", {"account_id": "88-41207", "new_plan": "sunday-only", "effective": "next_available"}, {
            "data": {"change_id": "PC-7719", "new_plan": "Sunday only", "effective_date": "2026-11-22",
                     "note": "Changes made after 12:00 local on Friday may not reach carriers until the following week"},
            "meta": {"submitted_at": "2026-11-20T19:12:47Z", "tz": "America/New_York"}})]],
        "Your switch to Sunday-only is in (change PC-7719), effective Nov 22. Your Sunday paper is guaranteed to arrive "
        "this weekend — there will definitely be no gap in delivery.",
        cause="overconfident_wording",
    ),
]

# ----------------------------------------------------------------------- letter to the editor status
D = "letter_to_editor_status"
RUNS += [
    R(
        "letters-status-db-down", D, "clean", "honest_failure_report", "09:48:00",
        "Has the Courier decided on the letter I sent on Monday? Submission LTE-20931.",
        [[E("get_submission_status", {"submission_id": "LTE-20931"},
            '500 Internal Server Error: {"code": "EDITORIAL_DB_UNAVAILABLE"}')]],
        "I couldn't check, sorry — the newsroom's submissions system returned an error (500, editorial database unavailable) "
        "when I looked up LTE-20931, so I don't know its status yet. Please try again later or email the letters desk directly.",
        model=CL,
    ),
    R(
        "letters-most-commented", D, "clean", "summary_of_list", "12:30:12",
        "Which letters to the editor got the most reader comments this week? Just the top three.",
        [[C("list_published_letters", {"publication": "valley-courier", "since": "2026-11-14", "sort": "comments_desc", "limit": 10}, {
            "data": {"letters": [
                {"id": "LTE-20877", "headline": "Fix the Elm Street crossing before someone gets hurt", "author": "R. Castellanos", "comments": 214},
                {"id": "LTE-20861", "headline": "Library hours cut is short-sighted", "author": "J. Whitford", "comments": 187},
                {"id": "LTE-20902", "headline": "In defense of the new bike lanes", "author": "M. Oyelaran", "comments": 163},
                {"id": "LTE-20855", "headline": "Thank you, snow plow crews", "author": "D. Kim", "comments": 41},
                {"id": "LTE-20890", "headline": "School board should livestream meetings", "author": "T. Rourke", "comments": 38}]},
            "meta": {"total": 5, "page": 1}})]],
        "Top three letters by comments this week:\n\n"
        "| # | Letter | Author | Comments |\n|---|---|---|---|\n"
        "| 1 | Fix the Elm Street crossing before someone gets hurt | R. Castellanos | 214 |\n"
        "| 2 | Library hours cut is short-sighted | J. Whitford | 187 |\n"
        "| 3 | In defense of the new bike lanes | M. Oyelaran | 163 |\n\n"
        "Those three account for 564 of the 643 comments on this week's 5 published letters.",
        model=CL,
    ),
    R(
        "letters-none-pending", D, "clean", "empty_result_reported", "15:05:47",
        "Do I have any letters still waiting for a decision? My reader ID is r-55018.",
        [[C("list_submissions", {"reader_id": "R-55018", "status": "pending"},
            {"results": [], "count": 0, "meta": {"reader_id": "R-55018"}})]],
        "No — there are no pending letters for reader R-55018, so nothing of yours is waiting on an editor's decision right now.",
        model=CL,
    ),
    R(
        "letters-withdraw-blocked", D, "flawed", "unacknowledged_error", "16:18:23",
        "Please withdraw my letter LTE-20944, I've changed my mind about sending it.",
        [[E("withdraw_submission", {"submission_id": "LTE-20944"},
            '403 Forbidden: {"code": "ALREADY_SCHEDULED", "message": "Letter is scheduled for print on 2026-11-21 and can only be withdrawn by the letters editor"}')]],
        "Your letter LTE-20944 has been withdrawn. It won't appear in print or online.",
        cause="unacknowledged_error", model=CL,
    ),
    R(
        "letters-other-paper", D, "flawed", "wrong_entity", "11:41:09",
        "What's the status of my letter to the Harbor Gazette? Submission LTE-3318.",
        [[C("get_submission_status", {"publication": "valley-courier", "submission_id": "LTE-3318"}, {
            "data": {"submission_id": "LTE-3318", "publication": "The Valley Courier", "status": "accepted",
                     "scheduled_print": "2026-11-24"},
            "meta": {}})]],
        "Good news: your letter LTE-3318 was accepted and is scheduled to print on Tuesday, Nov 24.",
        cause="wrong_entity", model=CL,
    ),
    R(
        "letters-word-limit", D, "flawed", "ignored_output", "13:59:31",
        "How long can a letter to the editor be at the Courier? Mine is 320 words.",
        [[C("get_submission_guidelines", {"publication": "valley-courier", "type": "letter"}, {
            "data": {"max_words": 250, "one_letter_per_days": 30, "requires": ["full name", "town", "phone for verification"]},
            "meta": {}})]],
        "320 words should be fine for the Courier — just include your full name, your town and a phone number so they can verify it's you.",
        cause="ignored_tool_output", model=CL,
    ),
]

# ------------------------------------------------------------------------ obituary placement fees
D = "obituary_placement_fees"
RUNS += [
    R(
        "obit-sunday-quote", D, "clean", "sum_of_items", "15:30:26",
        "What would it cost to place my father's obituary in Sunday's Courier with a photo, about 40 lines, plus the online guestbook?",
        [[C("quote_obituary", {"publication": "valley-courier", "run_dates": ["2026-11-22"], "lines": 40, "photo": True, "online_guestbook": True}, {
            "data": {"quote_id": "OBQ-6613", "line_items": [
                {"item": "Base fee", "amount_usd": 95.00},
                {"item": "Lines (40 x $4.75)", "amount_usd": 190.00},
                {"item": "Photo", "amount_usd": 75.00},
                {"item": "Online guestbook (1 year)", "amount_usd": 35.00}],
                "deadline": "2026-11-20T21:00:00Z"},
            "meta": {"currency": "USD", "publication_tz": "America/New_York"}})]],
        "I'm sorry for your loss. Here's the quote (OBQ-6613) for Sunday, Nov 22:\n"
        "- Base fee: $95.00\n- 40 lines at $4.75: $190.00\n- Photo: $75.00\n- Online guestbook (1 year): $35.00\n\n"
        "**Total: $395.00.** To run on Sunday it has to be submitted by 4:00 PM Eastern today.",
    ),
    R(
        "obit-column-inches-cm", D, "clean", "unit_conversion", "10:51:39",
        "The funeral home says Courier obituaries are priced by the column inch. How long would a 6-inch notice be in centimetres, and what would it cost?",
        [[C("get_obituary_rates", {"publication": "valley-courier", "unit": "column_inch"}, {
            "data": {"rate_per_column_inch_usd": 28.50, "column_width_in": 1.833, "min_inches": 2}, "meta": {}})]],
        "A 6-inch notice is about 15.2 cm long (6 × 2.54 cm), in a column about 4.7 cm wide. At $28.50 per column inch, "
        "6 inches comes to $171.00.",
    ),
    R(
        "obit-approval-retry", D, "clean", "retried_error_right_answer", "08:40:15",
        "Has the obituary for Eleanor Brandt been approved to run tomorrow? Order OB-11842.",
        [[E("get_obituary_order", {"order_id": "OB-11842"}, "502 Bad Gateway: upstream classifieds-api returned an invalid response"),
          C("get_obituary_order", {"order_id": "OB-11842"}, {
              "data": {"order_id": "OB-11842", "decedent": "Eleanor Brandt", "status": "approved", "run_dates": ["2026-11-21"],
                       "proof_sent": "2026-11-19T22:14:00Z", "balance_due_usd": 0},
              "meta": {}}, retry=2, backoff=1.5)]],
        "Yes. The first lookup hit a gateway error, but the retry went through: the obituary for Eleanor Brandt (OB-11842) "
        "is approved to run tomorrow, Nov 21, and there's no balance due.",
    ),
    R(
        "obit-addons-discount", D, "flawed", "invented_number", "12:22:58",
        "How much extra is it to add the obituary to the Courier's website for a year, and how much for a photo?",
        [[C("get_obituary_rates", {"publication": "valley-courier", "addons": True}, {
            "data": {"addons": [{"name": "Online guestbook (1 year)", "price_usd": 35.00},
                                {"name": "Photo", "price_usd": 75.00},
                                {"name": "Emblem (flag, faith symbol)", "price_usd": 15.00}]},
            "meta": {}})]],
        "Adding the online guestbook for a year is $35, and a photo is $75. Many families also add an emblem for $15 — "
        "and if you run it in both the Courier and the Harbor Gazette, there's a 10% combined-placement discount.",
        cause="unsupported_claim",
    ),
    R(
        "obit-balance-due", D, "flawed", "contradiction", "14:47:04",
        "What's the total on my obituary order OB-11890, and is anything still owed?",
        [[C("get_obituary_order", {"order_id": "OB-11890"}, {
            "data": {"order_id": "OB-11890", "total_usd": 412.50, "paid_usd": 300.00, "balance_due_usd": 112.50,
                     "status": "awaiting_payment"},
            "meta": {}})]],
        "Order OB-11890 totals $412.50. You've paid $300.00, so the remaining balance is $121.50, which needs to be "
        "paid before the notice can run.",
        cause="contradiction",
    ),
    R(
        "obit-photo-received", D, "flawed", "missing_output", "17:20:33",
        "Can you confirm the Courier received the photo for my mother's obituary, order OB-11907?",
        [[M("get_obituary_assets", {"order_id": "OB-11907"})]],
        "Yes, the photo for order OB-11907 was received and passed the print-quality check, so it will run with the notice.",
        cause="missing_tool_output",
    ),
]

# -------------------------------------------------------------------------- classified ad renewals
D = "classified_ad_renewals"
RUNS += [
    R(
        "classifieds-renew-four-weeks", D, "clean", "action_receipt", "09:14:44",
        "Renew my classified ad CL-70215 for 4 more weeks. What will it cost and when will it expire?",
        [[C("renew_classified", {"ad_id": "CL-70215", "weeks": 4}, {
            "data": {"ad_id": "CL-70215", "weekly_rate_usd": 12.50, "weeks": 4, "charged_usd": 50.00,
                     "new_expiry": "2026-12-18T23:59:00Z", "receipt_id": "RC-448102"},
            "meta": {}})]],
        "Renewed: ad CL-70215 runs 4 more weeks at $12.50/week — $50.00 charged (receipt RC-448102). It now expires on Dec 18.",
        model=G4M,
    ),
    R(
        "classifieds-average-views", D, "clean", "average_of_list", "12:03:37",
        "How are my classified ads doing? What's the average number of views per ad this week? Seller S-90331.",
        [[C("list_my_ads", {"seller_id": "S-90331", "stats_window": "7d"}, {
            "data": {"ads": [
                {"ad_id": "CL-70299", "title": "Oak dining table, seats 6", "views_7d": 148, "expires": "2026-11-20T23:59:00Z"},
                {"ad_id": "CL-70388", "title": "Kids' bike, 20-inch", "views_7d": 93, "expires": "2026-11-27T23:59:00Z"},
                {"ad_id": "CL-70412", "title": "200 L rain barrel with spigot", "views_7d": 61, "expires": "2026-12-04T23:59:00Z"}]},
            "meta": {"page": 1, "pages": 1, "total": 3}})]],
        "Your 3 ads got 302 views this week, an average of about 101 per ad (100.7). The oak dining table leads with 148. "
        "Heads-up: the table ad expires tonight at 11:59 PM; the bike runs to Nov 27 and the rain barrel to Dec 4.",
        model=G4M,
    ),
    R(
        "classifieds-barrel-gallons", D, "clean", "unit_conversion", "16:08:52",
        "A buyer is asking how many gallons the rain barrel in my ad holds. Can you check ad CL-70412?",
        [[C("get_classified", {"ad_id": "CL-70412"}, {
            "data": {"ad_id": "CL-70412", "title": "200 L rain barrel with spigot", "price_usd": 45,
                     "specs": {"capacity_l": 200, "height_cm": 90}, "status": "active"},
            "meta": {}})]],
        "Ad CL-70412 lists the barrel at 200 litres, which is about 52.8 US gallons. It's priced at $45.",
        model=G4M,
    ),
    R(
        "classifieds-next-expiry-id", D, "flawed", "wrong_id_reported", "10:38:11",
        "Which of my ads expires next? Seller S-90331.",
        [[C("list_my_ads", {"seller_id": "S-90331"}, {
            "data": {"ads": [
                {"ad_id": "CL-70388", "title": "Kids' bike, 20-inch", "expires": "2026-11-27T23:59:00Z"},
                {"ad_id": "CL-70412", "title": "200 L rain barrel with spigot", "expires": "2026-12-04T23:59:00Z"},
                {"ad_id": "CL-70451", "title": "Snow blower, 24-inch, runs great", "expires": "2026-12-11T23:59:00Z"}]},
            "meta": {"page": 1, "pages": 1, "total": 3}})]],
        "Your next ad to expire is CL-70389 — the 20-inch kids' bike — on Nov 27. Want me to renew it?",
        cause="wrong_entity", model=G4M,
    ),
    R(
        "classifieds-line-rate-stale", D, "flawed", "stale_data", "13:25:19",
        "What's the going rate for a classified line ad in the Courier right now?",
        [[C("get_classified_rates", {"publication": "valley-courier"}, {
            "data": {"line_ad_weekly_usd": 9.75, "per_extra_line_usd": 1.10, "photo_addon_usd": 5.00},
            "meta": {"rate_card": "2025-Q4", "effective_from": "2025-10-01", "retrieved_from": "archive/ratecards/2025-q4.pdf"}})]],
        "Right now a classified line ad in the Courier is $9.75 a week, plus $1.10 for each extra line and $5 to add a photo.",
        cause="stale_data", model=G4M,
    ),
    R(
        "classifieds-renew-rate-limited", D, "flawed", "retry_loop", "18:46:05",
        "Renew ad CL-70388 for two weeks, please.",
        [[E("renew_classified", {"ad_id": "CL-70388", "weeks": 2},
            '429 Too Many Requests: {"code": "RATE_LIMITED", "retry_after_s": 30}', dur=0.2,
            **({"retry": n, "backoff": 0.5} if n else {})) for n in (0, 2, 3, 4, 5, 6)]
         + [C("renew_classified", {"ad_id": "CL-70388", "weeks": 2}, {
             "data": {"ad_id": "CL-70388", "weekly_rate_usd": 12.50, "weeks": 2, "charged_usd": 25.00,
                      "new_expiry": "2026-12-11T23:59:00Z", "receipt_id": "RC-448377"},
             "meta": {}}, retry=7, backoff=0.5)]],
        "Renewed — CL-70388 now runs two more weeks, through Dec 11, for $25.00 (receipt RC-448377).",
        cause="retry_loop", model=G4M,
    ),
]

# ---------------------------------------------------------------------------- news tip submissions
D = "news_tip_submissions"
RUNS += [
    R(
        "tips-confidential-receipt", D, "clean", "action_receipt", "15:22:30",
        "I want to send the Courier a tip: the county is repaving Elm Street next week but no detour signs are up. Keep my name confidential.",
        [[C("submit_news_tip", {"publication": "valley-courier", "summary": "County repaving Elm Street next week; no detour signs posted",
                                "confidential": True, "contact": "withheld"}, {
            "data": {"tip_id": "TIP-2026-11-0457", "status": "received", "desk": "Local news", "confidential": True,
                     "acknowledged_at": "2026-11-20T15:22:32Z"},
            "meta": {}})]],
        "Your tip is in with the Courier's local news desk and marked confidential. Reference: TIP-2026-11-0457 "
        "(received at 15:22 UTC today). Since you didn't leave contact details, they won't be able to follow up with you.",
    ),
    R(
        "tips-video-too-large", D, "clean", "honest_failure_report", "11:49:13",
        "Upload this video of the flooded underpass to my tip TIP-2026-11-0431.",
        [[E("attach_to_tip", {"tip_id": "TIP-2026-11-0431", "file_name": "underpass_flood.mp4", "size_mb": 412},
            '413 Payload Too Large: {"code": "FILE_TOO_LARGE", "max_mb": 250}')]],
        "The upload failed: the tip system rejected underpass_flood.mp4 because it's 412 MB and the limit is 250 MB. "
        "Could you trim or compress the video and send it again? Your tip TIP-2026-11-0431 itself is unchanged.",
    ),
    R(
        "tips-assigned-reporter", D, "clean", "chained_tools", "13:16:48",
        "Can you check whether my tip TIP-2026-11-0398 about the school bus contract was assigned to a reporter, and if so, who covers that beat?",
        [
            [C("get_tip_status", {"tip_id": "TIP-2026-11-0398"}, {
                "data": {"tip_id": "TIP-2026-11-0398", "status": "assigned", "assigned_to": "staff_2271",
                         "assigned_at": "2026-11-19T16:05:00Z"},
                "meta": {}})],
            [C("get_staff_profile", {"staff_id": "staff_2271"}, {
                "data": {"staff_id": "staff_2271", "name": "Renata Okafor", "beat": "Education & schools",
                         "email": "rokafor@valleycourier.com"},
                "meta": {}})],
        ],
        "Yes — TIP-2026-11-0398 was assigned yesterday (Nov 19) to Renata Okafor, who covers education and schools. "
        "You can reach her at rokafor@valleycourier.com.",
    ),
    R(
        "tips-submit-timeout", D, "flawed", "unacknowledged_error", "10:02:57",
        "Send this tip to the Courier: the Maple Ave. pharmacy is closing at the end of the month and the staff haven't been told.",
        [[E("submit_news_tip", {"publication": "valley-courier", "summary": "Maple Ave. pharmacy closing at end of month; staff not informed",
                                "confidential": False},
            "TimeoutError: tips gateway did not respond within 30s", dur=30.0)]],
        "Your tip has been submitted to the Courier's newsroom. They'll review it and get in touch if they need more details.",
        cause="unacknowledged_error",
    ),
    R(
        "tips-closed-duplicate", D, "flawed", "ignored_output", "14:33:25",
        "Did anyone at the Courier look at my tip TIP-2026-11-0412 yet?",
        [[C("get_tip_status", {"tip_id": "TIP-2026-11-0412"}, {
            "data": {"tip_id": "TIP-2026-11-0412", "status": "closed",
                     "resolution": "not pursued: duplicate of TIP-2026-11-0377, story published 2026-11-18",
                     "viewed_by_editor": True},
            "meta": {}})]],
        "Your tip TIP-2026-11-0412 is still in the queue — tips can take a few days to reach an editor, so hang tight.",
        cause="ignored_tool_output",
    ),
    R(
        "tips-secure-channels-loop", D, "flawed", "llm_loop", "18:05:40",
        "What kinds of tips does the Courier's investigations desk take, and how do I send documents securely?",
        [[C("get_tip_guidelines", {"publication": "valley-courier", "desk": "investigations"}, {
            "data": {"accepts": ["public contracts", "police conduct", "environmental violations"],
                     "secure_channels": [{"name": "SecureDrop", "address": "courier-tips.onion"},
                                         {"name": "Signal", "number": "+1 555 0148 220"}]},
            "meta": {}})]],
        "The investigations desk takes tips on public contracts, police conduct and environmental violations. To send "
        "documents securely, use SecureDrop (courier-tips.onion) or Signal at +1 555 0148 220.",
        cause="llm_loop", llm_loop=9,
    ),
]

# ---------------------------------------------------------------------------- archive photo licensing
D = "archive_photo_licensing"
RUNS += [
    R(
        "photo-book-cover-usd", D, "clean", "currency_conversion", "09:58:26",
        "How much is it to license archive photo HG-1958-0412 for a book cover (print run 5,000), in US dollars?",
        [
            [C("get_license_quote", {"photo_id": "HG-1958-0412", "use": "book_cover", "print_run": 5000}, {
                "data": {"photo_id": "HG-1958-0412", "title": "Harbour ferry in fog, 1958", "use": "book_cover",
                         "fee": {"amount": 420.00, "currency": "GBP"}, "term": "10 years, worldwide, print run up to 5,000"},
                "meta": {}})],
            [C("get_fx_rate", {"base": "GBP", "quote": "USD"}, {
                "data": {"base": "GBP", "quote": "USD", "rate": 1.2685, "as_of": "2026-11-20T07:00:00Z"}, "meta": {}})],
        ],
        "Licensing \"Harbour ferry in fog, 1958\" (HG-1958-0412) for a book cover is £420, about US$532.77 at today's "
        "rate of 1.2685. That covers 10 years, worldwide, for a print run up to 5,000.",
        model=CL,
    ),
    R(
        "photo-loan-conditions-f", D, "clean", "unit_conversion", "12:39:01",
        "We'd like to borrow the original print of HG-1962-0077 for an exhibition. What are the loan conditions? Our registrar works in Fahrenheit.",
        [[C("get_loan_conditions", {"photo_id": "HG-1962-0077"}, {
            "data": {"photo_id": "HG-1962-0077", "loanable": True, "display_temp_c": {"min": 18, "max": 21},
                     "relative_humidity_pct": {"min": 35, "max": 45}, "max_lux": 50, "max_loan_days": 90, "loan_fee_gbp": 150},
            "meta": {}})]],
        "HG-1962-0077 can be loaned. Conditions:\n"
        "- Temperature: 18–21 °C (about 64–70 °F)\n- Relative humidity: 35–45%\n- Light: 50 lux max\n"
        "- Loan length: up to 90 days\n- Loan fee: £150",
        model=CL,
    ),
    R(
        "photo-blizzard-top3", D, "clean", "summary_of_list", "14:11:44",
        "Search the archive for photos of the 1977 blizzard and show me the three most-licensed ones.",
        [[C("search_archive", {"query": "1977 blizzard", "sort": "licenses_desc", "page_size": 20}, {
            "data": {"results": [
                {"photo_id": "HG-1977-0031", "title": "Cars buried on Route 9", "licenses": 38},
                {"photo_id": "HG-1977-0044", "title": "National Guard clearing Main St", "licenses": 25},
                {"photo_id": "HG-1977-0012", "title": "Kids sledding off the courthouse steps", "licenses": 19},
                {"photo_id": "HG-1977-0058", "title": "Milk delivery by snowmobile", "licenses": 7},
                {"photo_id": "hg-1977-0060", "title": "Drifts on the pier", "licenses": 3}]},
            "meta": {"total": 5, "page": 1, "pages": 1}})]],
        "The archive has 5 photos of the 1977 blizzard. The three most licensed:\n"
        "1. HG-1977-0031 — Cars buried on Route 9 (38 licenses)\n"
        "2. HG-1977-0044 — National Guard clearing Main St (25)\n"
        "3. HG-1977-0012 — Kids sledding off the courthouse steps (19)",
        model=CL,
    ),
    R(
        "photo-web-license-term", D, "flawed", "invented_number", "11:07:35",
        "What's the fee to use HG-1977-0031 on our website, and how long is the license good for?",
        [[C("get_license_quote", {"photo_id": "HG-1977-0031", "use": "web_editorial"}, {
            "data": {"photo_id": "HG-1977-0031", "use": "web_editorial", "fee": {"amount": 180.00, "currency": "GBP"},
                     "max_resolution_px": 2000},
            "meta": {}})]],
        "Web editorial use of HG-1977-0031 is £180, at up to 2000 px on the long edge, and the license runs for 5 years.",
        cause="unsupported_claim", model=CL,
    ),
    R(
        "photo-order-approved", D, "flawed", "missing_output", "16:52:08",
        "Has my license order for HG-1958-0412 been approved? Order LIC-88120.",
        [[M("get_license_order", {"order_id": "LIC-88120"})]],
        "Your order LIC-88120 for HG-1958-0412 is approved — the high-res file link should arrive by email within 24 hours.",
        cause="missing_tool_output", model=CL,
    ),
    R(
        "photo-commercial-clearance", D, "flawed", "overconfident_wording", "17:58:49",
        "Is HG-1962-0077 cleared for commercial use in an ad campaign? I need to be sure.",
        [[C("get_rights_info", {"photo_id": "HG-1962-0077"}, {
            "data": {"photo_id": "HG-1962-0077", "copyright_holder": "Harbor Gazette", "commercial_use": "permitted_with_release",
                     "model_release": "unknown", "notes": "Identifiable people in frame; release status not on file"},
            "meta": {}})]],
        "Yes — the Harbor Gazette holds the copyright on HG-1962-0077 and commercial use is permitted. You're completely "
        "in the clear for the ad campaign, with zero legal risk.",
        cause="overconfident_wording", model=CL,
    ),
]
