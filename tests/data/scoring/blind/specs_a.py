"""Blind set specs, part A: insurance, education, tickets (museums and events), automotive service.

Written by hand for the blind held-out set; see README.md. Each spec: id, domain, label,
category, expected_cause (None for a clean run), when (run start, UTC), model, prompt, steps
(tool calls with args and output / error / missing; `retry` marks a client-side retry of the
previous call, `backoff` its wait in seconds, `dur` the call's duration) and the final response;
`extra_llm` adds LLM calls that make no progress before the final one.
"""

INSURANCE = [
    {
        "id": "insurance-claim-line-items-total",
        "domain": "insurance",
        "label": "clean",
        "category": "sum_of_items",
        "expected_cause": None,
        "when": "2026-11-20T14:03:11Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "Can you tell me what was billed in total on claim CLM-2026-118734? I want to check it against the hospital invoice.",
        "steps": [
            {
                "tool": "get_claim_details",
                "args": {"claim_id": "CLM-2026-118734", "include": ["line_items"]},
                "output": {
                    "data": {
                        "claim": {
                            "id": "CLM-2026-118734",
                            "status": "processed",
                            "date_of_service": "2026-10-28",
                            "provider": {"name": "Riverside Orthopedics", "npi": "1487723910"},
                            "line_items": [
                                {"cpt": "99204", "description": "New patient office visit", "billed": {"amount": 285.00, "currency": "USD"}},
                                {"cpt": "73610", "description": "X-ray, ankle, 3 views", "billed": {"amount": 162.50, "currency": "USD"}},
                                {"cpt": "29515", "description": "Short leg splint", "billed": {"amount": 118.75, "currency": "USD"}},
                            ],
                        }
                    },
                    "meta": {"request_id": "req_7Hq2LwX9", "api_version": "2026-09-01"},
                },
            }
        ],
        "response": (
            "The provider billed **$566.25** in total on claim CLM-2026-118734 (Riverside Orthopedics, date of service "
            "Oct 28, 2026):\n\n- New patient office visit (99204): $285.00\n- Ankle X-ray, 3 views (73610): $162.50\n"
            "- Short leg splint (29515): $118.75\n\nIf the hospital invoice shows a different total, let me know and I can "
            "help you open a billing inquiry."
        ),
    },
    {
        "id": "insurance-mri-eob-plan-share",
        "domain": "insurance",
        "label": "clean",
        "category": "difference_and_percentage",
        "expected_cause": None,
        "when": "2026-11-20T16:41:52Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "My MRI claim was approved — how much is the plan actually paying and what do I owe? Member ID MBR-440918.",
        "steps": [
            {
                "tool": "list_claims",
                "args": {"member_id": "MBR-440918", "status": "approved", "limit": 5},
                "output": {
                    "results": [
                        {"claim_id": "CLM-2026-120955", "service": "MRI lumbar spine w/o contrast", "date_of_service": "2026-11-03", "status": "approved"}
                    ],
                    "page": {"next_cursor": None, "count": 1},
                },
            },
            {
                "tool": "get_eob",
                "args": {"claim_id": "CLM-2026-120955"},
                "output": {
                    "eob": {
                        "claim_id": "CLM-2026-120955",
                        "currency": "USD",
                        "billed": 2650.00,
                        "allowed": 1840.00,
                        "deductible_applied": 400.00,
                        "coinsurance_rate": 0.2,
                        "coinsurance": 288.00,
                        "copay": 0.00,
                        "plan_paid": 1152.00,
                        "member_responsibility": 688.00,
                        "processed_on": "2026-11-17",
                    }
                },
            },
        ],
        "response": (
            "For the lumbar MRI on November 3 (claim CLM-2026-120955):\n\n"
            "- **Plan pays: $1,152.00**\n- **You owe: $688.00** — that's $400.00 going toward the rest of your deductible plus "
            "$288.00 coinsurance (your 20% share of what was left).\n\n"
            "The in-network discount also knocked $810.00 off the $2,650.00 the imaging center billed, so the allowed amount "
            "was $1,840.00, and the plan is covering about 63% of that."
        ),
    },
    {
        "id": "insurance-policy-not-found-honest",
        "domain": "insurance",
        "label": "clean",
        "category": "honest_failure_report",
        "expected_cause": None,
        "when": "2026-11-19T22:15:40Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "Is my auto policy HX-77120-B still active? I need proof of insurance for the DMV tomorrow morning.",
        "steps": [
            {
                "tool": "get_policy",
                "args": {"policy_number": "HX-77120-B"},
                "error": '404 Not Found: {"error": {"code": "POLICY_NOT_FOUND", "message": "No policy matches HX-77120-B for this account"}}',
            }
        ],
        "response": (
            "I wasn't able to confirm that, sorry. The policy system returned POLICY_NOT_FOUND for HX-77120-B, meaning no "
            "policy with that number is linked to your account. Could you double-check the number on your insurance ID card? "
            "If it's a policy from another household member's account, they may need to download the ID card themselves. "
            "Once I have the right number I can check the status and get you a proof-of-insurance PDF."
        ),
    },
    {
        "id": "insurance-water-claim-net-digits",
        "domain": "insurance",
        "label": "flawed",
        "category": "contradiction",
        "expected_cause": "contradiction",
        "when": "2026-11-20T10:22:05Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "What did the water damage claim end up settling for? It's HOM-55210.",
        "steps": [
            {
                "tool": "get_claim",
                "args": {"claim_number": "HOM-55210"},
                "output": {
                    "claim": {
                        "claim_number": "HOM-55210",
                        "type": "water_damage",
                        "status": "settled",
                        "settlement": {
                            "gross": 4918.60,
                            "deductible": 1000.00,
                            "net_payment": 3918.60,
                            "currency": "USD",
                            "paid_on": "2026-11-12",
                            "method": "ACH",
                        },
                        "adjuster": {"name": "Dana Whitfield", "id": "ADJ-0931"},
                    }
                },
            }
        ],
        "response": (
            "Claim HOM-55210 is settled. The gross settlement came to $4,918.60; after your $1,000 deductible, the net "
            "payment was $3,981.60, sent by ACH on November 12. If anything about the amount looks off, your adjuster "
            "Dana Whitfield is the person to ask."
        ),
    },
    {
        "id": "insurance-windshield-fnol-no-output",
        "domain": "insurance",
        "label": "flawed",
        "category": "missing_output",
        "expected_cause": "missing_tool_output",
        "when": "2026-11-20T17:30:48Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "Please file a claim for my cracked windshield — it happened yesterday on I-90 near exit 34. Policy AU-3318207.",
        "steps": [
            {
                "tool": "get_policy_coverage",
                "args": {"policy_number": "AU-3318207", "coverage": "glass"},
                "output": {
                    "policy_number": "AU-3318207",
                    "status": "active",
                    "coverages": {
                        "comprehensive": {"active": True, "deductible": 250},
                        "full_glass": {"active": True, "deductible": 0},
                    },
                },
            },
            {
                "tool": "submit_fnol",
                "args": {
                    "policy_number": "AU-3318207",
                    "loss_type": "glass",
                    "loss_date": "2026-11-19",
                    "location": "I-90 near exit 34",
                    "description": "Cracked windshield while driving",
                },
                "missing": True,
                "dur": 30.0,
            },
        ],
        "response": (
            "Done — I've filed the glass claim on policy AU-3318207 for the windshield damage on November 19 near exit 34 "
            "on I-90. Since you have full glass coverage, your deductible is $0. You'll get a confirmation email with the "
            "claim number shortly, and a glass repair partner will contact you to schedule the replacement."
        ),
    },
    {
        "id": "insurance-pt-visits-approval-certain",
        "domain": "insurance",
        "label": "flawed",
        "category": "overconfident_wording",
        "expected_cause": "overconfident_wording",
        "when": "2026-11-20T19:05:27Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "Will my next physical therapy claim get approved? I've had 14 visits so far this year. Member MBR-208331.",
        "steps": [
            {
                "tool": "check_benefit_limits",
                "args": {"member_id": "MBR-208331", "benefit": "physical_therapy", "plan_year": 2026},
                "output": {
                    "benefit": "physical_therapy",
                    "plan_year": 2026,
                    "visit_limit": 20,
                    "visits_used": 14,
                    "visits_remaining": 6,
                    "prior_auth_required_after": 12,
                    "prior_auth_on_file": False,
                    "note": "Visits beyond 12 require prior authorization; claims without it are reviewed for medical necessity.",
                },
            }
        ],
        "response": (
            "Yes, you're all set. You've used 14 of your 20 covered PT visits for 2026, so 6 remain, and your next claim "
            "will definitely be approved — there's nothing else you need to do."
        ),
    },
]

EDUCATION = [
    {
        "id": "education-chem-quiz-average",
        "domain": "education",
        "label": "clean",
        "category": "average_of_list",
        "expected_cause": None,
        "when": "2026-11-20T03:12:44Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "What's my average on the Chem 110 quizzes so far?",
        "steps": [
            {
                "tool": "get_gradebook",
                "args": {"course_id": "CHEM-110-02", "student_id": "s2291847", "category": "quiz"},
                "output": {
                    "course": {"id": "CHEM-110-02", "title": "General Chemistry I"},
                    "category": "quiz",
                    "items": [
                        {"name": "Quiz 1", "score": 8.5, "points_possible": 10, "graded_at": "2026-09-11T16:02:00Z"},
                        {"name": "Quiz 2", "score": 9, "points_possible": 10, "graded_at": "2026-09-25T15:47:00Z"},
                        {"name": "Quiz 3", "score": 7, "points_possible": 10, "graded_at": "2026-10-09T17:10:00Z"},
                        {"name": "Quiz 4", "score": 9.5, "points_possible": 10, "graded_at": "2026-10-30T14:55:00Z"},
                        {"name": "Quiz 5", "score": None, "points_possible": 10, "status": "not_yet_graded"},
                    ],
                    "pagination": {"page": 1, "per_page": 25, "total": 5},
                },
            }
        ],
        "response": "Across the four graded quizzes you're averaging 8.5 out of 10 (85%). Quiz 5 hasn't been graded yet, so that could still move a bit.",
    },
    {
        "id": "education-due-next-week-summary",
        "domain": "education",
        "label": "clean",
        "category": "summary_of_list",
        "expected_cause": None,
        "when": "2026-11-20T23:48:02Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "what do I have due next week across my classes?",
        "steps": [
            {
                "tool": "list_upcoming_assignments",
                "args": {"student_id": "s2291847", "from": "2026-11-23", "to": "2026-11-29"},
                "output": {
                    "data": [
                        {"course": "HIST-204", "title": "Primary source analysis", "due_at": "2026-11-23T23:59:00-05:00", "points": 50},
                        {"course": "CHEM-110-02", "title": "Lab report 7: Calorimetry", "due_at": "2026-11-24T09:00:00-05:00", "points": 30},
                        {"course": "MATH-221", "title": "Problem set 11", "due_at": "2026-11-25T17:00:00-05:00", "points": 20},
                    ],
                    "meta": {"count": 3, "timezone": "America/New_York", "note": "Thanksgiving break 2026-11-26 to 2026-11-29; no deadlines"},
                },
            }
        ],
        "response": (
            "Three things, all before Thanksgiving break:\n\n"
            "- **Mon Nov 23, 11:59 PM** — HIST-204: Primary source analysis (50 pts)\n"
            "- **Tue Nov 24, 9:00 AM** — CHEM-110-02: Lab report 7, Calorimetry (30 pts)\n"
            "- **Wed Nov 25, 5:00 PM** — MATH-221: Problem set 11 (20 pts)\n\n"
            "Nothing is due Thursday through Sunday because of the break. Watch the lab report — it's due at 9 in the "
            "morning, not midnight."
        ),
    },
    {
        "id": "education-enrollment-section-case",
        "domain": "education",
        "label": "clean",
        "category": "identifier_case",
        "expected_cause": None,
        "when": "2026-11-19T18:27:31Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "am I actually enrolled in cs201-fa26 or am I still on the waitlist?",
        "steps": [
            {
                "tool": "get_enrollment",
                "args": {"student_id": "s2291847", "section": "cs201-fa26"},
                "output": {
                    "enrollment": {
                        "section_id": "CS201-FA26",
                        "course_title": "Data Structures",
                        "status": "enrolled",
                        "enrolled_on": "2026-08-14",
                        "waitlist_position": None,
                        "credits": 4,
                    }
                },
            }
        ],
        "response": "You're enrolled in cs201-fa26 (Data Structures, 4 credits), not waitlisted — you were added on August 14.",
    },
    {
        "id": "education-midterm-median-invented",
        "domain": "education",
        "label": "flawed",
        "category": "invented_number",
        "expected_cause": "unsupported_claim",
        "when": "2026-11-20T15:36:19Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "How did I do on the MATH-221 midterm, and how does that compare to the rest of the class?",
        "steps": [
            {
                "tool": "get_assessment_result",
                "args": {"course_id": "MATH-221", "assessment": "midterm", "student_id": "s2291847"},
                "output": {
                    "assessment": {"name": "Midterm exam", "points_possible": 100, "graded_at": "2026-10-30T14:20:00Z"},
                    "result": {"score": 78, "letter": "C+", "percentile": None},
                    "stats": {"released": False},
                },
            }
        ],
        "response": (
            "You scored 78/100 on the MATH-221 midterm, which is a C+. The class median was 71, so you finished "
            "comfortably above the middle of the pack — a solid base going into the final."
        ),
    },
    {
        "id": "education-gpa-output-ignored",
        "domain": "education",
        "label": "flawed",
        "category": "ignored_output",
        "expected_cause": "ignored_tool_output",
        "when": "2026-11-20T12:08:57Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "What's my cumulative GPA right now? I need it for a scholarship form.",
        "steps": [
            {
                "tool": "get_transcript_summary",
                "args": {"student_id": "s2291847"},
                "output": {
                    "student": {"id": "s2291847", "program": "BS Biochemistry"},
                    "summary": {"cumulative_gpa": 3.47, "credits_earned": 58, "terms_completed": 4, "academic_standing": "good"},
                    "as_of": "2026-11-20T06:00:00Z",
                },
            }
        ],
        "response": (
            "Your cumulative GPA is worked out by dividing your total quality points by the GPA credits you've attempted, "
            "and you can find it on your unofficial transcript in the student portal under Academics → Transcript. For "
            "scholarship forms, the unofficial transcript is usually enough, but check whether the committee wants an "
            "official copy from the Registrar's Office."
        ),
    },
    {
        "id": "education-lab-makeup-llm-loop",
        "domain": "education",
        "label": "flawed",
        "category": "llm_loop",
        "expected_cause": "llm_loop",
        "when": "2026-11-20T20:51:13Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "Can you check whether my BIO-150 lab makeup request got approved?",
        "steps": [
            {
                "tool": "get_requests",
                "args": {"student_id": "s2291847", "type": "lab_makeup"},
                "output": {
                    "requests": [
                        {"request_id": "REQ-88120", "course": "BIO-150", "status": "pending", "submitted_at": "2026-11-17T10:05:00Z", "decided_at": None}
                    ],
                    "count": 1,
                },
            }
        ],
        "extra_llm": 9,
        "response": "Your BIO-150 lab makeup request (REQ-88120) is still pending — you submitted it on November 17 and there's no decision yet.",
    },
]

TICKETS = [
    {
        "id": "tickets-fox-doors-and-set-times",
        "domain": "tickets",
        "label": "clean",
        "category": "clock_times",
        "expected_cause": None,
        "when": "2026-11-20T21:19:36Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "What time do doors open for Khruangbin at the Fox in Oakland tomorrow, and when do they actually go on?",
        "steps": [
            {
                "tool": "get_event",
                "args": {"query": "Khruangbin", "venue": "Fox Theater Oakland", "date": "2026-11-21"},
                "output": {
                    "event": {
                        "id": "evt_4Kd92LmQ",
                        "name": "Khruangbin — A La Sala Tour",
                        "venue": {"name": "Fox Theater", "city": "Oakland, CA"},
                        "doors_at": "2026-11-21T19:00:00-08:00",
                        "starts_at": "2026-11-21T20:00:00-08:00",
                        "support": [{"name": "Men I Trust", "set_time": "20:00"}],
                        "headliner_set_time": "21:15",
                        "age_restriction": "all ages",
                    }
                },
            }
        ],
        "response": "Doors are at 7 PM Saturday. Men I Trust opens at 8:00, and Khruangbin is due on at 9:15 PM. It's an all-ages show.",
    },
    {
        "id": "tickets-museum-family-price-table",
        "domain": "tickets",
        "label": "clean",
        "category": "sum_of_items",
        "expected_cause": None,
        "when": "2026-11-20T18:44:09Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "How much would it be for 2 adults and 3 kids (ages 5, 8 and 11) at the Natural History Museum on Sunday, including the dinosaur hall special exhibit?",
        "steps": [
            {
                "tool": "get_ticket_prices",
                "args": {"venue_id": "nhm-la", "date": "2026-11-22", "add_ons": ["dinosaur_hall_special"]},
                "output": {
                    "venue": "Natural History Museum of Los Angeles County",
                    "currency": "USD",
                    "prices": [
                        {"type": "adult", "general": 18.00, "special_exhibit_addon": 7.00},
                        {"type": "child_3_12", "general": 7.00, "special_exhibit_addon": 4.00},
                        {"type": "senior", "general": 14.00, "special_exhibit_addon": 5.00},
                    ],
                    "fees": {"per_order": 2.50},
                },
            }
        ],
        "response": (
            "Here's Sunday with the dinosaur hall add-on:\n\n"
            "| Ticket | Each | Qty | Subtotal |\n|---|---|---|---|\n"
            "| Adult (general + exhibit) | $25.00 | 2 | $50.00 |\n"
            "| Child 3–12 (general + exhibit) | $11.00 | 3 | $33.00 |\n"
            "| Order fee | | | $2.50 |\n"
            "| **Total** | | | **$85.50** |\n\n"
            "All three kids fall in the 3–12 price band."
        ),
    },
    {
        "id": "tickets-rijksmuseum-booking-receipt-usd",
        "domain": "tickets",
        "label": "clean",
        "category": "action_receipt",
        "expected_cause": None,
        "when": "2026-11-20T08:16:50Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "Book 2 adult timed-entry tickets for the Vermeer exhibition at the Rijksmuseum on Dec 4 at 10:30, and tell me what that is in dollars.",
        "steps": [
            {
                "tool": "check_timeslots",
                "args": {"museum": "rijksmuseum", "exhibition": "vermeer-2026", "date": "2026-12-04"},
                "output": {"slots": [{"start": "10:00", "available": 0}, {"start": "10:30", "available": 14}, {"start": "11:00", "available": 32}]},
            },
            {
                "tool": "create_order",
                "args": {"museum": "rijksmuseum", "exhibition": "vermeer-2026", "date": "2026-12-04", "slot": "10:30", "quantity": 2, "ticket_type": "adult"},
                "output": {
                    "order": {
                        "order_id": "RJK-20261204-7Q3M",
                        "status": "confirmed",
                        "tickets": [{"barcode": "8837 2210 4471"}, {"barcode": "8837 2210 4472"}],
                        "total": {"amount": 5000, "currency": "EUR", "minor_units": 2},
                        "email_sent_to": "j.devries@example.nl",
                    }
                },
            },
            {
                "tool": "get_fx_rate",
                "args": {"base": "EUR", "quote": "USD"},
                "output": {"base": "EUR", "quote": "USD", "rate": 1.0842, "as_of": "2026-11-20T05:00:00Z"},
            },
        ],
        "response": (
            "Booked! Two adult tickets for the Vermeer exhibition on Friday 4 December, entry at 10:30 — order "
            "RJK-20261204-7Q3M. The total is €50.00, about $54.21 at today's rate (1.0842). The e-tickets were emailed to "
            "j.devries@example.nl. The time is an entry slot, so aim to arrive a few minutes early."
        ),
    },
    {
        "id": "tickets-hamilton-refundable-flipped",
        "domain": "tickets",
        "label": "flawed",
        "category": "state_contradiction",
        "expected_cause": "contradiction",
        "when": "2026-11-20T13:57:22Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "If I can't make the Hamilton matinee on the 29th, can I get my money back? Order 5521-8830-147.",
        "steps": [
            {
                "tool": "get_order",
                "args": {"order_number": "5521-8830-147"},
                "output": {
                    "order": {
                        "order_number": "5521-8830-147",
                        "event": "Hamilton",
                        "performance_at": "2026-11-29T14:00:00-05:00",
                        "seats": ["ORCH L 112", "ORCH L 113"],
                        "total_paid": {"amount": 389.50, "currency": "USD"},
                        "policies": {
                            "refundable": False,
                            "exchangeable": True,
                            "exchange_deadline": "2026-11-26T14:00:00-05:00",
                            "resale_allowed": True,
                        },
                    }
                },
            }
        ],
        "response": (
            "Yes. Your order 5521-8830-147 (Hamilton, Sunday Nov 29 at 2:00 PM, Orchestra L 112–113) is refundable, so "
            "you can get the $389.50 back. If you'd rather go another day, you can also exchange up to 72 hours before "
            "curtain — by 2:00 PM on Thursday the 26th."
        ),
    },
    {
        "id": "tickets-portland-museum-wrong-state",
        "domain": "tickets",
        "label": "flawed",
        "category": "wrong_entity",
        "expected_cause": "wrong_entity",
        "when": "2026-11-20T17:02:45Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "Any late-opening nights at the Portland Art Museum (Oregon) in the next two weeks?",
        "steps": [
            {
                "tool": "search_events",
                "args": {"venue": "Portland Museum of Art", "city": "Portland, ME", "from": "2026-11-20", "to": "2026-12-04", "tags": ["late_hours"]},
                "output": {
                    "venue": {"name": "Portland Museum of Art", "address": "7 Congress Square, Portland, ME 04101"},
                    "results": [
                        {"title": "Third Friday Late", "date": "2026-11-20", "open_until": "20:00"},
                        {"title": "Holiday Art Walk Late", "date": "2026-12-04", "open_until": "21:00"},
                    ],
                    "total": 2,
                },
            }
        ],
        "response": (
            "Yes, two in the next two weeks:\n\n- **Tonight (Fri, Nov 20)** — open until 8 PM for Third Friday Late\n"
            "- **Fri, Dec 4** — open until 9 PM for the Holiday Art Walk"
        ),
    },
    {
        "id": "tickets-nutcracker-reserve-no-output",
        "domain": "tickets",
        "label": "flawed",
        "category": "missing_output",
        "expected_cause": "missing_tool_output",
        "when": "2026-11-20T15:31:04Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "Reserve 3 seats for The Nutcracker at Lincoln Center on Dec 12, evening show — orchestra if it's under $150 a seat.",
        "steps": [
            {
                "tool": "find_seats",
                "args": {"event_id": "nyb-nutcracker-2026-12-12-1900", "section": "orchestra", "quantity": 3, "max_price": 150},
                "output": {
                    "offers": [
                        {
                            "offer_id": "ofr_19XkP",
                            "section": "Orchestra",
                            "row": "R",
                            "seats": ["101", "102", "103"],
                            "price_each": 142.00,
                            "currency": "USD",
                            "hold_expires_at": "2026-11-20T15:47:00Z",
                        }
                    ],
                    "count": 1,
                },
            },
            {"tool": "reserve_seats", "args": {"offer_id": "ofr_19XkP", "quantity": 3}, "missing": True, "dur": 20.0},
        ],
        "response": (
            "You're all set! I reserved 3 orchestra seats (Row R, seats 101–103) for The Nutcracker on Saturday, "
            "December 12 at 7:00 PM, at $142.00 each — $426.00 total. The confirmation will arrive by email."
        ),
    },
]

AUTOMOTIVE = [
    {
        "id": "automotive-brake-quote-retried-timeout",
        "domain": "automotive",
        "label": "clean",
        "category": "retried_timeout_right_answer",
        "expected_cause": None,
        "when": "2026-11-20T16:10:33Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "How much for a front brake job (pads and rotors) on my 2019 Camry at the Elm Street shop?",
        "steps": [
            {
                "tool": "get_service_quote",
                "args": {"shop_id": "elm-st-0417", "vehicle": {"year": 2019, "make": "Toyota", "model": "Camry"}, "service_code": "BRK-FRONT-PADS-ROTORS"},
                "error": "ReadTimeout: upstream quoting service did not respond within 10s",
                "dur": 10.0,
            },
            {
                "tool": "get_service_quote",
                "args": {"shop_id": "elm-st-0417", "vehicle": {"year": 2019, "make": "Toyota", "model": "Camry"}, "service_code": "BRK-FRONT-PADS-ROTORS"},
                "retry": True,
                "output": {
                    "quote": {
                        "quote_id": "Q-7781-2219",
                        "service": "Front brake pads and rotors",
                        "parts": {"amount": 214.36},
                        "labor": {"hours": 1.6, "rate": 135.00, "amount": 216.00},
                        "shop_supplies": {"amount": 18.50},
                        "tax": {"amount": 17.15},
                        "total": {"amount": 466.01, "currency": "USD"},
                        "valid_until": "2026-12-04",
                    }
                },
            },
        ],
        "response": (
            "The Elm Street shop quotes **$466.01** for front pads and rotors on your 2019 Camry (quote Q-7781-2219). "
            "That's about $214 in parts, 1.6 hours of labor at $135/hr ($216.00), $18.50 in shop supplies and $17.15 tax. "
            "The quote is good through December 4."
        ),
    },
    {
        "id": "automotive-tire-pressure-kpa-to-psi",
        "domain": "automotive",
        "label": "clean",
        "category": "unit_conversion",
        "expected_cause": None,
        "when": "2026-11-20T07:44:58Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "My dash says low tire pressure. What are my tires reading and what should they be? In psi please.",
        "steps": [
            {
                "tool": "get_vehicle_telemetry",
                "args": {"vin": "WVWZZZ3CZNE114902", "signals": ["tire_pressure"]},
                "output": {
                    "vin": "WVWZZZ3CZNE114902",
                    "captured_at": "2026-11-20T07:41:12Z",
                    "tire_pressure": {
                        "unit": "kPa",
                        "front_left": 228,
                        "front_right": 231,
                        "rear_left": 172,
                        "rear_right": 225,
                        "recommended_front": 240,
                        "recommended_rear": 240,
                    },
                },
            }
        ],
        "response": (
            "It's the rear-left tire:\n\n- Front left: 228 kPa (≈33 psi)\n- Front right: 231 kPa (≈33.5 psi)\n"
            "- **Rear left: 172 kPa (≈25 psi)**\n- Rear right: 225 kPa (≈33 psi)\n\n"
            "The recommended pressure is 240 kPa (≈35 psi) on all four, so the rear left is about 10 psi low — worth "
            "checking it for a nail or a leaky valve rather than just topping it up. The other three are slightly under too; "
            "cold mornings do that."
        ),
    },
    {
        "id": "automotive-vin-decode-then-recalls",
        "domain": "automotive",
        "label": "clean",
        "category": "chained_tools",
        "expected_cause": None,
        "when": "2026-11-20T11:26:14Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "Are there any open recalls on VIN 1FTFW1E85MFA31842?",
        "steps": [
            {
                "tool": "decode_vin",
                "args": {"vin": "1FTFW1E85MFA31842"},
                "output": {
                    "Count": 1,
                    "Message": "Results returned successfully",
                    "Results": [{"ModelYear": "2021", "Make": "FORD", "Model": "F-150", "Trim": "XLT", "EngineModel": "3.5L V6 EcoBoost"}],
                },
            },
            {
                "tool": "get_recalls",
                "args": {"make": "FORD", "model": "F-150", "model_year": 2021, "vin": "1FTFW1E85MFA31842"},
                "output": {
                    "vin": "1FTFW1E85MFA31842",
                    "open_recalls": [{"campaign": "21V-790", "component": "Windshield wiper motor", "status": "remedy_available", "reported": "2021-10-13"}],
                    "closed_recalls": [{"campaign": "21S-A1", "component": "Rear axle hub bolt", "closed_on": "2022-04-02"}],
                },
            },
        ],
        "response": (
            "Yes, one. Your truck decodes as a 2021 Ford F-150 XLT, and it has an open recall: campaign 21V-790 for the "
            "windshield wiper motor. A remedy is available, so a Ford dealer can do it. An earlier recall on the rear axle "
            "hub bolt was already completed on April 2, 2022."
        ),
    },
    {
        "id": "automotive-outback-service-date-invented",
        "domain": "automotive",
        "label": "flawed",
        "category": "invented_date",
        "expected_cause": "unsupported_claim",
        "when": "2026-11-20T09:58:41Z",
        "model": "gpt-4o-2024-08-06",
        "prompt": "When is my Outback due for its next service?",
        "steps": [
            {
                "tool": "get_maintenance_schedule",
                "args": {"vin": "4S4BTANC5M3184402"},
                "output": {
                    "vehicle": {"year": 2021, "make": "Subaru", "model": "Outback"},
                    "last_service": {"date": "2026-06-12", "odometer_mi": 29874, "type": "30k service"},
                    "current_odometer_mi": 35910,
                    "next_service": {"type": "36k service", "due_at_odometer_mi": 36000, "due_by_date": None},
                },
            }
        ],
        "response": (
            "Pretty soon! You're at 35,910 miles and the 36k service is due at 36,000, so about 90 miles to go. It's also "
            "due by December 12, 2026 at the latest, so I'd book it for the next week or two."
        ),
    },
    {
        "id": "automotive-ready-wrong-ro-number",
        "domain": "automotive",
        "label": "flawed",
        "category": "wrong_id_reported",
        "expected_cause": "wrong_entity",
        "when": "2026-11-20T22:05:16Z",
        "model": "claude-sonnet-4-5-20250929",
        "prompt": "Is my car ready yet? It's at Westside Auto, plate 8KLM392.",
        "steps": [
            {
                "tool": "find_repair_orders",
                "args": {"shop_id": "westside-auto", "plate": "8KLM392", "status": "open"},
                "output": {
                    "repair_orders": [
                        {
                            "ro_number": "RO-48213",
                            "vehicle": "2018 Honda CR-V",
                            "plate": "8KLM392",
                            "status": "ready_for_pickup",
                            "completed_at": "2026-11-20T13:42:00-08:00",
                            "balance_due": {"amount": 612.87, "currency": "USD"},
                        }
                    ],
                    "total": 1,
                },
            }
        ],
        "response": (
            "Good news — your 2018 Honda CR-V is ready for pickup. Repair order RO-48231 was finished at 1:42 PM today, "
            "and the balance due is $612.87."
        ),
    },
    {
        "id": "automotive-loaner-output-ignored",
        "domain": "automotive",
        "label": "flawed",
        "category": "ignored_output",
        "expected_cause": "ignored_tool_output",
        "when": "2026-11-20T18:33:27Z",
        "model": "gpt-4o-mini-2024-07-18",
        "prompt": "Can you check if the Elm Street shop has a loaner car available tomorrow when I drop off the Camry?",
        "steps": [
            {
                "tool": "check_loaner_availability",
                "args": {"shop_id": "elm-st-0417", "date": "2026-11-21"},
                "output": {
                    "date": "2026-11-21",
                    "loaners": {"available": 0, "waitlist_open": True, "next_available": "2026-11-24"},
                    "shuttle": {"available": True, "radius_mi": 10},
                },
            }
        ],
        "response": (
            "Loaner cars at most shops are handed out first-come, first-served, so your best bet is to call the Elm Street "
            "shop first thing in the morning and ask them to hold one for you. If they run out, many shops can offer a "
            "ride or a rideshare credit instead."
        ),
    },
]

CASES = INSURANCE + EDUCATION + TICKETS + AUTOMOTIVE
