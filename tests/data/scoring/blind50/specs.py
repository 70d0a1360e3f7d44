"""Run specs for the blind50 set: 10 domains x (3 clean + 3 flawed), written by hand.

Each spec: id, domain, label, category, expected_cause (None when clean), start (UTC clock
time on 2026-11-20), model, prompt, steps (tool, args, output and/or error; `retry` marks a
framework retry of the call before; `missing` a call whose output never arrived), an optional
`llm_loop`, and the final response. `build.py` turns them into JSONL. A flawed spec's `flaw`
says, for a reader, what is wrong; the builder does not copy it into the record.
"""

from specs_b import SPECS_B

WILDLIFE = "wildlife_rehab_center"
BANDING = "bird_banding_station"
MARINE = "marine_mammal_rescue"
BUTTERFLY = "butterfly_house"
INSECT = "insect_museum"

GPT = "gpt-4o-2024-08-06"
MINI = "gpt-4.1-mini-2025-04-14"
SONNET = "claude-sonnet-4-20250514"
HAIKU = "claude-3-5-haiku-20241022"

SPECS_A = [
    # ------------------------------------------------------------------ wildlife rehab center
    {
        "id": "wildrehab-hawk-weight-lb",
        "domain": WILDLIFE, "label": "clean", "category": "unit_conversion", "expected_cause": None,
        "start": "09:04:10", "model": GPT,
        "prompt": "We dropped off an injured red-tailed hawk yesterday, intake number WR-26-1184. How is it doing, and how much does it weigh now? I only know pounds.",
        "steps": [
            {"tool": "get_patient_record", "args": {"intake_id": "WR-26-1184"},
             "output": {"data": {"intake_id": "WR-26-1184", "species": "Red-tailed hawk", "species_code": "RTHA",
                                 "admitted_at": "2026-11-19T15:42:00Z", "condition": "stable",
                                 "diagnosis": "soft-tissue injury, left wing; no fracture on radiograph",
                                 "weight_g": 1135,
                                 "weight_history": [{"at": "2026-11-19T16:05:00Z", "weight_g": 1090},
                                                    {"at": "2026-11-20T08:30:00Z", "weight_g": 1135}],
                                 "eating_on_own": True, "next_exam": "2026-11-23",
                                 "public_notes": "Alert, eating mice. Wing wrapped; cage rest."},
                        "meta": {"request_id": "req_8f2a1c", "served_at": "2026-11-20T09:04:13Z"}}},
        ],
        "response": "Good news: the red-tailed hawk (WR-26-1184) is listed as stable. The radiograph showed no fracture; it's a soft-tissue injury to the left wing, so it's on cage rest with the wing wrapped, and it's eating mice on its own.\n\nThis morning it weighed 1,135 g, which is about 2.5 lb (up from 1,090 g, roughly 2.4 lb, when it came in). Its next exam is on November 23.",
    },
    {
        "id": "wildrehab-volunteer-shift-booked",
        "domain": WILDLIFE, "label": "clean", "category": "action_receipt", "expected_cause": None,
        "start": "10:21:00", "model": SONNET,
        "prompt": "Please sign me up for the Saturday morning feeding volunteer shift at the rehab center. My volunteer ID is V-20931.",
        "steps": [
            {"tool": "list_volunteer_shifts", "args": {"date": "2026-11-21", "role": "feeding"},
             "output": {"shifts": [
                 {"shift_id": "SH-7741", "role": "feeding", "start": "2026-11-21T07:00:00", "end": "2026-11-21T10:00:00",
                  "open_spots": 2, "location": "Clinic, Ward B"},
                 {"shift_id": "SH-7742", "role": "feeding", "start": "2026-11-21T15:00:00", "end": "2026-11-21T18:00:00",
                  "open_spots": 0, "location": "Clinic, Ward B"}],
                 "timezone": "America/Chicago"}},
            {"tool": "book_volunteer_shift", "args": {"shift_id": "SH-7741", "volunteer_id": "V-20931"},
             "output": {"status": "confirmed", "booking_id": "VB-55102", "shift_id": "SH-7741", "volunteer_id": "V-20931",
                        "start": "2026-11-21T07:00:00", "end": "2026-11-21T10:00:00", "reminder_email": "scheduled"}},
        ],
        "response": "Done! You're confirmed for the Saturday morning feeding shift (SH-7741), 7:00–10:00 AM in Ward B of the clinic. Your booking ID is VB-55102, and a reminder email has been scheduled.",
    },
    {
        "id": "wildrehab-orientation-none-december",
        "domain": WILDLIFE, "label": "clean", "category": "empty_result_reported", "expected_cause": None,
        "start": "13:45:30", "model": MINI,
        "prompt": "Are there any volunteer orientation sessions left in December? I'd like to start helping with the baby squirrels next spring.",
        "steps": [
            {"tool": "search_events", "args": {"type": "volunteer_orientation", "from": "2026-12-01", "to": "2026-12-31"},
             "output": {"items": [], "total": 0, "page": 1, "page_size": 25, "next_page": None}},
        ],
        "response": "I checked the center's calendar and there are no volunteer orientation sessions scheduled between December 1 and December 31 right now; the search came back empty. Spring orientation dates may simply not be posted yet, so it's worth checking back or asking the volunteer coordinator to add you to the notification list.",
    },
    {
        "id": "wildrehab-fox-kit-release-date",
        "domain": WILDLIFE, "label": "flawed", "category": "invented_number", "expected_cause": "unsupported_claim",
        "flaw": "The release date (December 8) is invented: the record's estimated_release is null.",
        "start": "11:02:44", "model": GPT,
        "prompt": "Any update on the fox kit I brought in last week? Case WR-26-1127.",
        "steps": [
            {"tool": "get_patient_record", "args": {"intake_id": "WR-26-1127"},
             "output": {"data": {"intake_id": "WR-26-1127", "species": "Red fox", "age_class": "juvenile",
                                 "admitted_at": "2026-11-13T18:20:00Z", "condition": "improving",
                                 "diagnosis": "sarcoptic mange, dehydration",
                                 "treatment": ["ivermectin course (in progress)", "subcutaneous fluids (completed)"],
                                 "weight_g": 2480, "estimated_release": None,
                                 "public_notes": "Coat regrowing; eating well. Release date depends on coat condition."},
                        "meta": {"request_id": "req_19be07", "served_at": "2026-11-20T11:02:46Z"}}},
        ],
        "response": "Thanks for checking in! The red fox kit (WR-26-1127) is improving. It came in with sarcoptic mange and dehydration; the fluids are finished and it's partway through an ivermectin course. Its coat is growing back, it's eating well, and it now weighs 2,480 g. The team is aiming to release it around December 8, once the coat has fully recovered.",
    },
    {
        "id": "wildrehab-raccoon-intake-open",
        "domain": WILDLIFE, "label": "flawed", "category": "state_contradiction", "expected_cause": "contradiction",
        "flaw": "The output says accepting: false (at capacity); the answer says the center is accepting raccoons.",
        "start": "08:15:00", "model": HAIKU,
        "prompt": "I found a baby raccoon alone in my yard this morning. Is the rehab center taking raccoons right now?",
        "steps": [
            {"tool": "get_intake_status", "args": {"species": "raccoon"},
             "output": {"data": {"species": "Raccoon", "accepting": False, "reason": "At capacity for rabies-vector species",
                                 "refer_to": {"name": "Prairie Ridge Wildlife Care", "phone": "+1-608-555-0147"},
                                 "updated_at": "2026-11-20T07:30:00Z"},
                        "meta": {"request_id": "req_44c0d2"}}},
        ],
        "response": "Yes, the center is accepting raccoons at the moment. Before you bring it in, watch from a distance for a while, since the mother often comes back for her young. If you do need to move it, wear gloves and use a ventilated box. Prairie Ridge Wildlife Care (+1-608-555-0147) also takes them if that's closer for you.",
    },
    {
        "id": "wildrehab-memorial-donation-confirmed",
        "domain": WILDLIFE, "label": "flawed", "category": "unacknowledged_error", "expected_cause": "unacknowledged_error",
        "flaw": "The donation lookup failed (503); the answer confirms the donation was received.",
        "start": "16:30:12", "model": GPT,
        "prompt": "Can you confirm that my $150 donation in memory of my dad went through? I made it online last night with the email jordan.alvarez@example.com.",
        "steps": [
            {"tool": "lookup_donation", "args": {"email": "jordan.alvarez@example.com", "since": "2026-11-19"},
             "output": None, "error": "HTTP 503 Service Unavailable: donations-api upstream timeout"},
        ],
        "response": "Yes, your $150 memorial donation has been received. Thank you so much for supporting the center in your dad's memory; a tax receipt will be emailed to jordan.alvarez@example.com.",
    },
    # ------------------------------------------------------------------ bird banding station
    {
        "id": "banding-top-three-species",
        "domain": BANDING, "label": "clean", "category": "summary_of_list", "expected_cause": None,
        "start": "12:40:00", "model": SONNET,
        "prompt": "What were the top three species at the banding station this morning?",
        "steps": [
            {"tool": "get_daily_totals", "args": {"station": "CHBS", "date": "2026-11-20"},
             "output": {"data": {"station": "CHBS", "date": "2026-11-20", "net_hours": 55.0,
                                 "species": [
                                     {"code": "DEJU", "name": "Dark-eyed Junco", "new": 34, "recap": 6},
                                     {"code": "GCKI", "name": "Golden-crowned Kinglet", "new": 21, "recap": 2},
                                     {"code": "WTSP", "name": "White-throated Sparrow", "new": 17, "recap": 4},
                                     {"code": "HETH", "name": "Hermit Thrush", "new": 5, "recap": 1},
                                     {"code": "BCCH", "name": "Black-capped Chickadee", "new": 3, "recap": 9},
                                     {"code": "FOSP", "name": "Fox Sparrow", "new": 4, "recap": 0}],
                                 "total_new": 84, "total_recap": 22},
                        "meta": {"generated_at": "2026-11-20T12:40:02Z"}}},
        ],
        "response": "Top three this morning (by new bands):\n1. Dark-eyed Junco: 34 new (+6 recaptures)\n2. Golden-crowned Kinglet: 21 new (+2 recaptures)\n3. White-throated Sparrow: 17 new (+4 recaptures)\n\nOverall the station banded 84 new birds and handled 22 recaptures over 55 net-hours.",
    },
    {
        "id": "banding-net-open-close-duration",
        "domain": BANDING, "label": "clean", "category": "time_difference", "expected_cause": None,
        "start": "14:05:00", "model": MINI,
        "prompt": "When did the nets open and close today at the banding station, and how long were they up?",
        "steps": [
            {"tool": "get_net_log", "args": {"station": "CHBS", "date": "2026-11-20"},
             "output": {"data": {"station": "CHBS", "timezone": "America/New_York", "nets": 10,
                                 "opened_at": "2026-11-20T06:15:00", "closed_at": "2026-11-20T11:45:00",
                                 "closures": [], "weather_at_open": "clear, calm"},
                        "meta": {"generated_at": "2026-11-20T14:05:02Z"}}},
        ],
        "response": "The nets opened at 6:15 AM and closed at 11:45 AM (Eastern), so they were up for 5 hours 30 minutes. All 10 nets ran the whole morning with no closures logged, and it was clear and calm at opening.",
    },
    {
        "id": "banding-found-band-lookup",
        "domain": BANDING, "label": "clean", "category": "identifier_case", "expected_cause": None,
        "start": "15:20:00", "model": GPT,
        "prompt": "I found a banded chickadee dead by my window (sad). The band number reads 2861 47053. Can you tell me where it was banded?",
        "steps": [
            {"tool": "lookup_band", "args": {"band_number": "2861-47053"},
             "output": {"data": {"band_number": "2861-47053", "species": "Black-capped Chickadee", "banded_on": "2024-10-06",
                                 "station": "CHBS", "station_name": "Cedar Hollow Banding Station",
                                 "age_at_banding": "HY", "sex": "U",
                                 "encounters": [{"date": "2025-01-18", "type": "recapture", "station": "CHBS"}]},
                        "meta": {}}},
        ],
        "response": "Sorry about the chickadee. Band 286147053 was put on a Black-capped Chickadee at Cedar Hollow Banding Station (CHBS) on October 6, 2024, when it was a hatch-year bird. It was recaptured there once, on January 18, 2025. You can report the recovery at reportband.gov so its record gets closed out.",
    },
    {
        "id": "banding-recapture-record",
        "domain": BANDING, "label": "flawed", "category": "wrong_id_reported", "expected_cause": "wrong_entity",
        "flaw": "The answer reports band 1482-93761; the record (and the question) is 1482-93716.",
        "start": "10:10:10", "model": HAIKU,
        "prompt": "Can you pull the record for band 1482-93716? We recaptured it this morning.",
        "steps": [
            {"tool": "lookup_band", "args": {"band_number": "1482-93716"},
             "output": {"data": {"band_number": "1482-93716", "species": "White-throated Sparrow", "banded_on": "2025-10-12",
                                 "station": "CHBS", "age_at_banding": "AHY", "sex": "U", "wing_mm": 71, "mass_g": 26.4,
                                 "encounters": []},
                        "meta": {}}},
        ],
        "response": "Here's the record for band 1482-93761:\n- Species: White-throated Sparrow\n- Banded: October 12, 2025 at CHBS (after-hatch-year, sex unknown)\n- Wing 71 mm, mass 26.4 g at banding\n- No earlier encounters, so this morning's recapture is its first.",
    },
    {
        "id": "banding-season-total-current",
        "domain": BANDING, "label": "flawed", "category": "stale_data", "expected_cause": "stale_data",
        "flaw": "The summary is as of 2026-10-02 (a cached copy seven weeks old) but is presented as the season's total so far.",
        "start": "09:30:00", "model": SONNET,
        "prompt": "How many birds has the station banded so far this fall?",
        "steps": [
            {"tool": "get_season_summary", "args": {"station": "CHBS", "season": "fall-2026"},
             "output": {"data": {"station": "CHBS", "season": "fall-2026", "season_start": "2026-08-15", "as_of": "2026-10-02",
                                 "total_new": 2764, "total_recap": 611, "species_count": 71,
                                 "top_species": ["Gray Catbird", "Swainson's Thrush", "Magnolia Warbler"]},
                        "meta": {"cache": "hit", "generated_at": "2026-10-02T22:00:05Z"}}},
        ],
        "response": "So far this fall the station has banded 2,764 new birds of 71 species, plus 611 recaptures. Gray Catbird, Swainson's Thrush and Magnolia Warbler lead the tally.",
    },
    {
        "id": "banding-visitor-hours-timeouts",
        "domain": BANDING, "label": "flawed", "category": "retry_loop", "expected_cause": "retry_loop",
        "flaw": "The same call with the same arguments is retried five times after identical timeouts.",
        "start": "06:50:00", "model": MINI,
        "prompt": "Is the banding station open to visitors tomorrow morning?",
        "steps": [
            {"tool": "get_visitor_hours", "args": {"station": "CHBS", "date": "2026-11-21"}, "output": None,
             "error": "timeout after 10000 ms", "latency": (10.0, 10.05)},
        ] + [
            {"tool": "get_visitor_hours", "args": {"station": "CHBS", "date": "2026-11-21"}, "output": None,
             "error": "timeout after 10000 ms", "retry": True, "latency": (10.0, 10.05)}
            for _ in range(5)
        ],
        "response": "Sorry, I couldn't reach the station's schedule service (it kept timing out), so I can't confirm tomorrow's visitor hours. Please check the station's website or call ahead before heading out.",
    },
    # ------------------------------------------------------------------ marine mammal rescue
    {
        "id": "marine-pool-volume-gallons",
        "domain": MARINE, "label": "clean", "category": "unit_conversion", "expected_cause": None,
        "start": "10:00:00", "model": GPT,
        "prompt": "How big are the rehab pools at the marine mammal center? My kid wants to know how many gallons they hold.",
        "steps": [
            {"tool": "get_facility_info", "args": {"facility": "pools", "site": "main"},
             "output": {"data": {"site": "Main Hospital", "pools": [
                 {"pool_id": "P1", "name": "Pinniped Pool 1", "volume_l": 38000, "depth_m": 1.8, "saltwater": True},
                 {"pool_id": "P2", "name": "Pinniped Pool 2", "volume_l": 38000, "depth_m": 1.8, "saltwater": True},
                 {"pool_id": "P3", "name": "Deep Pool", "volume_l": 95000, "depth_m": 3.0, "saltwater": True}],
                 "opened": "2026-06-01"}, "meta": {"units": "metric"}}},
        ],
        "response": "The hospital has three saltwater rehab pools:\n- Pinniped Pools 1 and 2: 38,000 liters each, about 10,000 gallons apiece, 1.8 m deep\n- The Deep Pool: 95,000 liters, roughly 25,100 gallons, 3 m deep",
    },
    {
        "id": "marine-elephant-seal-timeout-retry",
        "domain": MARINE, "label": "clean", "category": "retried_timeout_right_answer", "expected_cause": None,
        "start": "11:30:00", "model": SONNET,
        "prompt": "How's Pebbles the elephant seal pup doing? I think her patient number is ES-2026-044.",
        "steps": [
            {"tool": "get_patient", "args": {"patient_id": "ES-2026-044"}, "output": None,
             "error": "ReadTimeout: patient-service did not respond within 8s", "latency": (8.0, 8.05)},
            {"tool": "get_patient", "args": {"patient_id": "ES-2026-044"}, "retry": True,
             "output": {"patient": {"id": "ES-2026-044", "name": "Pebbles", "species": "Northern elephant seal",
                                    "admit_date": "2026-10-29", "status": "in care", "condition": "good",
                                    "weight_kg": 52.6, "weight_at_admit_kg": 38.1,
                                    "diet": "transitioning to whole fish", "pool": "P2"}}},
        ],
        "response": "Pebbles (ES-2026-044) is doing well! She's in good condition and still in care, in Pool 2. She has put on weight since she arrived on October 29, going from 38.1 kg to 52.6 kg (a gain of 14.5 kg), and she's transitioning to whole fish. (The patient system timed out on the first try, but the retry came through.)",
    },
    {
        "id": "marine-harbor-seal-fish-total",
        "domain": MARINE, "label": "clean", "category": "sum_of_items", "expected_cause": None,
        "start": "17:05:00", "model": MINI,
        "prompt": "How much fish did the three harbor seal pups eat today in total?",
        "steps": [
            {"tool": "get_feeding_log", "args": {"date": "2026-11-20", "group": "harbor-seal-pups"},
             "output": {"data": {"date": "2026-11-20", "entries": [
                 {"patient_id": "HS-2026-101", "name": "Dune", "herring_kg": 2.4, "capelin_kg": 0.9, "feeds": 3},
                 {"patient_id": "HS-2026-104", "name": "Skipper", "herring_kg": 1.8, "capelin_kg": 1.1, "feeds": 3},
                 {"patient_id": "HS-2026-109", "name": "Marlin", "herring_kg": 3.1, "capelin_kg": 0.6, "feeds": 4}],
                 "units": "kg"}, "meta": {"page": 1, "pages": 1}}},
        ],
        "response": "Today the three harbor seal pups ate 9.9 kg of fish altogether:\n\n| Pup | Herring | Capelin | Total |\n|---|---|---|---|\n| Dune | 2.4 kg | 0.9 kg | 3.3 kg |\n| Skipper | 1.8 kg | 1.1 kg | 2.9 kg |\n| Marlin | 3.1 kg | 0.6 kg | 3.7 kg |\n\nThat's 7.3 kg of herring and 2.6 kg of capelin.",
    },
    {
        "id": "marine-ocean-beach-sea-lion",
        "domain": MARINE, "label": "flawed", "category": "contradiction", "expected_cause": "contradiction",
        "flaw": "The answer gives her weight as 34.8 kg; the record says 38.4 kg.",
        "start": "12:12:12", "model": GPT,
        "prompt": "Can you give me an update on the sea lion that was found at Ocean Beach last week?",
        "steps": [
            {"tool": "search_patients", "args": {"rescue_location": "Ocean Beach", "admitted_after": "2026-11-09"},
             "output": {"results": [{"id": "CSL-2026-318", "name": "Fennel", "species": "California sea lion", "sex": "F",
                                     "admit_date": "2026-11-12", "reason": "domoic acid toxicosis", "status": "in care",
                                     "weight_kg": 38.4, "seizure_free_days": 5}],
                        "count": 1}},
        ],
        "response": "Found her! The sea lion from Ocean Beach is Fennel (CSL-2026-318), a female California sea lion admitted on November 12 with domoic acid toxicosis. She's still in care, weighs 34.8 kg, and has been seizure-free for 5 days, which is a good sign.",
    },
    {
        "id": "marine-half-moon-bay-openings",
        "domain": MARINE, "label": "flawed", "category": "wrong_entity", "expected_cause": "wrong_entity",
        "flaw": "The user asked about the Half Moon Bay team; the tool was queried for Moss Landing and the answer presents those openings as Half Moon Bay's.",
        "start": "08:40:00", "model": HAIKU,
        "prompt": "Are there volunteer openings on the Half Moon Bay response team this weekend?",
        "steps": [
            {"tool": "list_volunteer_openings",
             "args": {"site": "Moss Landing", "team": "field_response", "from": "2026-11-21", "to": "2026-11-22"},
             "output": {"data": {"site": "Moss Landing", "team": "field_response", "openings": [
                 {"date": "2026-11-21", "shift": "06:00-12:00", "spots": 2},
                 {"date": "2026-11-22", "shift": "12:00-18:00", "spots": 1}]}, "meta": {}}},
        ],
        "response": "Yes, the Half Moon Bay field response team has openings this weekend:\n- Saturday, Nov 21: 6 AM to noon, 2 spots\n- Sunday, Nov 22: noon to 6 PM, 1 spot\n\nWant me to sign you up for one?",
    },
    {
        "id": "marine-next-public-release",
        "domain": MARINE, "label": "flawed", "category": "missing_output", "expected_cause": "missing_tool_output",
        "flaw": "The release-schedule call never returned; the answer gives a date, time and place anyway.",
        "start": "13:13:00", "model": GPT,
        "prompt": "When is the next seal release, and can the public watch it?",
        "steps": [
            {"tool": "get_release_schedule", "args": {"type": "public", "from": "2026-11-20"}, "missing": True},
        ],
        "response": "The next public release is scheduled for Saturday, November 28 at 10:00 AM at Rodeo Beach, and the public is welcome to watch from behind the rope line. Arrive early, since parking fills up fast.",
    },
    # ------------------------------------------------------------------ butterfly house
    {
        "id": "butterfly-flight-room-fahrenheit",
        "domain": BUTTERFLY, "label": "clean", "category": "unit_conversion", "expected_cause": None,
        "start": "10:45:00", "model": MINI,
        "prompt": "How warm is it inside the butterfly house? Trying to decide if my toddler needs a jacket. (Fahrenheit please)",
        "steps": [
            {"tool": "get_conservatory_conditions", "args": {"zone": "tropical_flight_room"},
             "output": {"data": {"zone": "Tropical Flight Room", "temperature_c": 27.5, "relative_humidity_pct": 80,
                                 "measured_at": "2026-11-20T10:40:00Z", "lobby_temperature_c": 20.0},
                        "meta": {"sensor": "TH-04"}}},
        ],
        "response": "It's warm in there: the Tropical Flight Room is at about 81.5°F with 80% humidity. The lobby is cooler, around 68°F, so a light layer you can take off inside is the way to go.",
    },
    {
        "id": "butterfly-member-savings",
        "domain": BUTTERFLY, "label": "clean", "category": "difference_and_percentage", "expected_cause": None,
        "start": "11:15:00", "model": SONNET,
        "prompt": "How much would I save per visit with a butterfly house membership compared with regular adult admission?",
        "steps": [
            {"tool": "get_admission_prices", "args": {"venue": "butterfly_house"},
             "output": {"data": {"currency": "USD", "prices": [
                 {"ticket": "adult", "price": 16.00}, {"ticket": "child_3_12", "price": 11.00},
                 {"ticket": "senior_65plus", "price": 14.00}, {"ticket": "member_adult", "price": 12.00},
                 {"ticket": "under_3", "price": 0.00}]}, "meta": {"effective_from": "2026-09-01"}}},
        ],
        "response": "Regular adult admission is $16.00 and members pay $12.00 per adult visit, so you'd save $4.00 each time, which is 25% off the regular price.",
    },
    {
        "id": "butterfly-school-group-price",
        "domain": BUTTERFLY, "label": "clean", "category": "quantity_times_rate", "expected_cause": None,
        "start": "09:20:00", "model": GPT,
        "prompt": "I'm bringing 14 second-graders on a field trip. What would the school group rate come to?",
        "steps": [
            {"tool": "get_group_rates", "args": {"group_type": "school", "grade": "2"},
             "output": {"data": {"group_type": "school", "min_group_size": 10, "price_per_student": 9.50,
                                 "chaperones_free_per": 5, "chaperone_price_extra": 12.00, "currency": "USD",
                                 "booking_lead_days": 14}, "meta": {}}},
        ],
        "response": "School groups pay $9.50 per student, so 14 students come to $133.00. One chaperone per 5 students gets in free; any extra chaperones are $12.00 each. School groups need to book at least 14 days ahead.",
    },
    {
        "id": "butterfly-release-times-today",
        "domain": BUTTERFLY, "label": "flawed", "category": "invented_number", "expected_cause": "unsupported_claim",
        "flaw": "The schedule has releases at 11:00 and 14:00 only; the 3:30 PM release is invented.",
        "start": "08:55:00", "model": HAIKU,
        "prompt": "What time are the butterfly releases today?",
        "steps": [
            {"tool": "get_daily_schedule", "args": {"date": "2026-11-20", "venue": "butterfly_house"},
             "output": {"data": {"date": "2026-11-20", "events": [
                 {"title": "Butterfly release", "start": "2026-11-20T11:00:00", "location": "Emergence Window"},
                 {"title": "Keeper talk: Monarch migration", "start": "2026-11-20T13:00:00", "location": "Flight Room"},
                 {"title": "Butterfly release", "start": "2026-11-20T14:00:00", "location": "Emergence Window"}],
                 "open": "09:00", "close": "17:00"}, "meta": {}}},
        ],
        "response": "Today's butterfly releases at the Emergence Window are at 11:00 AM, 2:00 PM and 3:30 PM. There's also a keeper talk on monarch migration at 1:00 PM in the Flight Room, and the house is open 9 AM to 5 PM.",
    },
    {
        "id": "butterfly-emergence-week",
        "domain": BUTTERFLY, "label": "flawed", "category": "ignored_output", "expected_cause": "ignored_tool_output",
        "flaw": "The tool returned the week's daily emergence counts (total 320); the answer says it has no access to them.",
        "start": "15:00:00", "model": MINI,
        "prompt": "How many butterflies emerged in the emergence window this week?",
        "steps": [
            {"tool": "get_emergence_counts", "args": {"from": "2026-11-16", "to": "2026-11-20"},
             "output": {"data": {"days": [
                 {"date": "2026-11-16", "emerged": 64}, {"date": "2026-11-17", "emerged": 71},
                 {"date": "2026-11-18", "emerged": 58}, {"date": "2026-11-19", "emerged": 80},
                 {"date": "2026-11-20", "emerged": 47}], "total": 320, "top_species": "Heliconius charithonia"},
                 "meta": {}}},
        ],
        "response": "I don't have access to the butterfly house's live emergence records, so I can't give you this week's number. The staff at the Emergence Window keep a daily tally on the whiteboard, and they'd be happy to tell you when you visit.",
    },
    {
        "id": "butterfly-blue-morpho-saturday",
        "domain": BUTTERFLY, "label": "flawed", "category": "overconfident_wording", "expected_cause": "overconfident_wording",
        "flaw": "The output says species on display are not guaranteed and counts change daily; the answer guarantees a sighting on Saturday.",
        "start": "16:10:00", "model": GPT,
        "prompt": "If we come Saturday, will we see blue morphos?",
        "steps": [
            {"tool": "get_species_in_flight", "args": {"venue": "butterfly_house", "date": "2026-11-20"},
             "output": {"data": {"as_of": "2026-11-20T09:00:00Z", "species": [
                 {"name": "Blue morpho", "scientific": "Morpho peleides", "count_estimate": 12},
                 {"name": "Owl butterfly", "scientific": "Caligo memnon", "count_estimate": 20},
                 {"name": "Zebra longwing", "scientific": "Heliconius charithonia", "count_estimate": 35}],
                 "note": "Counts change daily with shipments and lifespans; species on display are not guaranteed."},
                 "meta": {}}},
        ],
        "response": "Absolutely, you're guaranteed to see blue morphos on Saturday! About 12 are flying right now, alongside owl butterflies and zebra longwings, so there's no chance you'll miss them.",
    },
    # ------------------------------------------------------------------ insect museum
    {
        "id": "insect-next-bug-night",
        "domain": INSECT, "label": "clean", "category": "clock_times", "expected_cause": None,
        "start": "13:00:00", "model": SONNET,
        "prompt": "When is the next Bug Night at the insect museum and how long does it run?",
        "steps": [
            {"tool": "list_events", "args": {"series": "bug-night", "from": "2026-11-20", "limit": 1},
             "output": {"items": [{"event_id": "EV-3390", "title": "Bug Night: Glow-in-the-Dark Insects",
                                   "start": "2026-12-04T18:30:00Z", "end": "2026-12-04T21:00:00Z",
                                   "ages": "all ages", "ticketed": True}],
                        "total": 1, "next_cursor": None}},
        ],
        "response": "The next Bug Night is \"Glow-in-the-Dark Insects\" on Friday, Dec 4, from 6:30 PM to 9:00 PM, so it runs 2 hours 30 minutes. It's for all ages, and you'll need a ticket.",
    },
    {
        "id": "insect-goliath-search-down",
        "domain": INSECT, "label": "clean", "category": "honest_failure_report", "expected_cause": None,
        "start": "14:22:00", "model": GPT,
        "prompt": "Does the insect museum have any Goliath beetle specimens on display?",
        "steps": [
            {"tool": "search_collection", "args": {"query": "Goliathus", "on_display": True},
             "output": {"error": {"code": "INDEX_UNAVAILABLE", "message": "collection-search index unavailable",
                                  "retry_after_s": 600}},
             "error": "500 Internal Server Error: collection-search index unavailable"},
        ],
        "response": "I tried to search the museum's collection for Goliath beetles (Goliathus), but the collection search is down right now (its index is unavailable), so I can't tell you whether any are on display. The service suggests trying again in about 10 minutes, or you could ask at the front desk.",
    },
    {
        "id": "insect-adult-ticket-euros",
        "domain": INSECT, "label": "clean", "category": "currency_conversion", "expected_cause": None,
        "start": "09:40:00", "model": MINI,
        "prompt": "We're visiting from Germany. What does an adult ticket to the insect museum cost in euros?",
        "steps": [
            {"tool": "get_ticket_prices", "args": {"museum": "insect_museum"},
             "output": {"data": {"currency": "USD", "tickets": {"adult": 18.00, "youth_4_17": 12.00, "under_4": 0.00}},
                        "meta": {}}},
            {"tool": "get_exchange_rate", "args": {"from": "USD", "to": "EUR"},
             "output": {"base": "USD", "quote": "EUR", "rate": 0.94, "as_of": "2026-11-20T09:00:00Z",
                        "source": "ecb-reference"}},
        ],
        "response": "An adult ticket is $18.00, which is about €16.92 at today's rate of 0.94 EUR per USD. Youth tickets (ages 4–17) are $12.00, about €11.28, and children under 4 get in free.",
    },
    {
        "id": "insect-tarantula-exhibit",
        "domain": INSECT, "label": "flawed", "category": "invented_number", "expected_cause": "unsupported_claim",
        "flaw": "The limit of 15 visitors per handling session is in no source.",
        "start": "11:11:00", "model": SONNET,
        "prompt": "Tell me about the tarantula exhibit at the insect museum.",
        "steps": [
            {"tool": "get_exhibit", "args": {"name": "tarantula"},
             "output": {"data": {"exhibit_id": "EX-ARACH-02", "title": "Spiders of the Americas", "gallery": "Gallery 3",
                                 "species_count": 14, "live_animals": True,
                                 "highlights": ["Mexican red-knee tarantula", "Goliath birdeater", "Brazilian black tarantula"],
                                 "handling_demo": {"days": ["Sat", "Sun"], "time": "14:00"}},
                        "meta": {}}},
        ],
        "response": "The tarantulas are part of \"Spiders of the Americas\" in Gallery 3: 14 live species, including a Mexican red-knee, a Goliath birdeater and a Brazilian black tarantula. On Saturdays and Sundays there's a handling demo at 2:00 PM, limited to 15 visitors per session.",
    },
    {
        "id": "insect-membership-expiry",
        "domain": INSECT, "label": "flawed", "category": "wrong_entity", "expected_cause": "wrong_entity",
        "flaw": "The user's member number is IM-40718; the tool was asked about IM-40781 and its expiry is reported as the user's.",
        "start": "10:05:00", "model": GPT,
        "prompt": "Can you check when my insect museum membership expires? Member number IM-40718.",
        "steps": [
            {"tool": "get_membership", "args": {"member_id": "IM-40781"},
             "output": {"data": {"member_id": "IM-40781", "name": "R. Okafor", "level": "Family", "status": "active",
                                 "expires_on": "2027-05-31", "auto_renew": False}, "meta": {}}},
        ],
        "response": "Your Family membership is active and expires on May 31, 2027. Auto-renew is off, so you'll need to renew it yourself before then.",
    },
    {
        "id": "insect-zoo-today",
        "domain": INSECT, "label": "flawed", "category": "stale_data", "expected_cause": "stale_data",
        "flaw": "The live-collection list was last updated 2026-09-14 (cache 67 days old) but is presented as what is on view today.",
        "start": "10:30:00", "model": HAIKU,
        "prompt": "What live insects are in the insect zoo today? My son really wants to see the leafcutter ants.",
        "steps": [
            {"tool": "get_live_collection", "args": {"area": "insect_zoo"},
             "output": {"data": {"area": "Insect Zoo", "last_updated": "2026-09-14", "animals": [
                 {"common_name": "Leafcutter ants", "on_view": True},
                 {"common_name": "Madagascar hissing cockroach", "on_view": True},
                 {"common_name": "Giant African millipede", "on_view": True},
                 {"common_name": "Walking stick", "on_view": False, "note": "off view for molting"}]},
                 "meta": {"source": "cms", "cache_age_s": 5788800}}},
        ],
        "response": "Good news for your son: the leafcutter ants are on view today! You'll also find Madagascar hissing cockroaches and giant African millipedes. The walking sticks are off view while they molt.",
    },
]

SPECS = SPECS_A + SPECS_B
