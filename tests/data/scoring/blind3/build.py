"""Builds the blind3 held-out runs (tests/data/scoring/blind3/*.jsonl) from the compact specs below.

Written by an independent tester who never read the scorer, its tests or the other sets.
Run: python tests/data/scoring/blind3/build.py  (rewrites the JSONL files next to it).

A spec is a question, a list of steps, and the final answer:
  ("call", tool, args, output)        a tool call that returned `output`
  ("err", tool, args, error)          a tool call that raised `error` (output None)
  ("retry", tool, attempt, reason)    a retry event (the next call is the new attempt)
  ("missing", tool, args)             a tool call whose end was never recorded (no output)
  ("llm", input_tokens, output_tokens)  an extra model call (loops)
The builder adds an llm_call before the first step and after every finished tool call, call ids,
timestamps, token usage, latency and metrics.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent

GPT = "gpt-4o-2024-08-06"
CLAUDE = "claude-sonnet-4-5-20250929"
MINI = "gpt-4.1-mini-2025-04-14"

RUNS: list[dict] = []


def run(id, domain, label, category, cause, at, model, prompt, steps, response):
    RUNS.append(dict(id=id, domain=domain, label=label, category=category, cause=cause, at=at,
                     model=model, prompt=prompt, steps=steps, response=response))


# --------------------------------------------------------------------------------------------
# crypto / brokerage orders
# --------------------------------------------------------------------------------------------
run("crypto-btc-fill-in-eur", "crypto", "clean", "currency_conversion", None, "2026-11-20T08:12:03Z", GPT,
    "My limit buy ORD-7731-KX for 0.25 BTC — what did it fill at, and what did it cost me in euros all in?",
    [("call", "get_order", {"order_id": "ORD-7731-KX"},
      {"data": {"order_id": "ord_7731kx", "side": "buy", "type": "limit", "symbol": "BTC-USD", "qty": "0.25",
                "limit_price": "91500.00", "avg_fill_price": "91240.00", "fee_usd": "22.81", "status": "filled",
                "filled_at": "2026-11-19T14:05:12Z"},
       "meta": {"request_id": "req_5c1e0a", "api_version": "2026-10-01"}}),
     ("call", "get_fx_rate", {"base": "USD", "quote": "EUR"},
      {"base": "USD", "quote": "EUR", "rate": 0.9412, "as_of": "2026-11-20T08:00:00Z", "source": "ECB reference"})],
    "ORD-7731-KX filled completely at an average of $91,240.00 per BTC (under your $91,500 limit) on Nov 19 "
    "at 14:05 UTC.\n\n- 0.25 BTC × $91,240.00 = $22,810.00\n- Fee: $22.81\n- **Total: $22,832.81**, which is "
    "about **€21,490.24** at today's 0.9412 USD→EUR rate.")

run("crypto-portfolio-top3", "crypto", "clean", "summary_of_list", None, "2026-11-20T09:40:27Z", CLAUDE,
    "give me my 3 biggest positions and the total portfolio value",
    [("call", "list_positions", {"account_id": "acc_19f2", "sort": "market_value_desc", "page_size": 50},
      {"data": [
          {"asset": "BTC", "qty": 4.52, "market_value_usd": 412880.50},
          {"asset": "ETH", "qty": 69.8, "market_value_usd": 238114.20},
          {"asset": "SOL", "qty": 301.0, "market_value_usd": 61902.75},
          {"asset": "LINK", "qty": 1000.0, "market_value_usd": 18440.00},
          {"asset": "DOGE", "qty": 8700.0, "market_value_usd": 3120.90}],
       "meta": {"total_value_usd": 734458.35, "count": 5, "next_cursor": None, "priced_at": "2026-11-20T09:40:00Z"}})],
    "Your three largest positions:\n\n1. BTC — $412.9K\n2. ETH — $238.1K\n3. SOL — $61.9K\n\n"
    "Total portfolio value is about $734.5K across 5 assets.")

run("crypto-withdrawal-after-timeout", "crypto", "clean", "retried_timeout_right_answer", None, "2026-11-20T10:02:48Z", MINI,
    "Did my ETH withdrawal wd_55f0 go through?",
    [("err", "get_withdrawal", {"withdrawal_id": "wd_55f0"}, "ReadTimeout: GET /v2/withdrawals/wd_55f0 exceeded 30s"),
     ("retry", "get_withdrawal", 2, "timeout"),
     ("call", "get_withdrawal", {"withdrawal_id": "wd_55f0"},
      {"id": "wd_55f0", "asset": "ETH", "amount": "1.5", "network": "ethereum", "network_fee": "0.00042",
       "status": "completed", "tx_hash": "0x9c2e41d7b3a0f5e88c7d21aa04b6f3c9e1d28f7a6b5c4d3e2f1a0b9c8d7e6f5a",
       "requested_at": "2026-11-20T02:51:09Z", "completed_at": "2026-11-20T03:17:44Z"})],
    "Yes — it went through. The 1.5 ETH withdrawal completed at 03:17 UTC today (Nov 20). The network fee was "
    "0.00042 ETH, so 1.49958 ETH landed in the destination wallet. Tx hash starts 0x9c2e41d7.")

run("crypto-eth-price-old-snapshot", "crypto", "flawed", "stale_data", "stale_data", "2026-11-20T11:25:10Z", GPT,
    "What's ETH trading at right now? Thinking about selling 3.",
    [("call", "get_ticker", {"symbol": "ETH-USD"},
      {"symbol": "ETH-USD", "last": 3412.55, "bid": 3412.10, "ask": 3413.02, "volume_24h": 18203.4,
       "as_of": "2026-10-02T00:00:00Z", "source": "cache"})],
    "ETH is trading at $3,412.55 right now (bid $3,412.10 / ask $3,413.02). Selling 3 ETH at the bid would "
    "bring in roughly $10,236.30 before fees.")

run("crypto-cancel-neighbour-id", "crypto", "flawed", "wrong_id_reported", "wrong_entity", "2026-11-20T12:14:55Z", CLAUDE,
    "Cancel my open sell order ord_88213 please, and confirm it's gone.",
    [("call", "cancel_order", {"order_id": "ord_88213"},
      {"data": {"order_id": "ord_88213", "status": "cancelled", "symbol": "SOL-USD", "side": "sell",
                "qty_remaining": "40", "cancelled_at": "2026-11-20T12:14:57Z"}, "meta": {"request_id": "req_a0c3"}})],
    "Done. Order ord_88231 (sell 40 SOL) is cancelled as of 12:14 UTC, and nothing remains open on it.")

run("crypto-staking-guaranteed", "crypto", "flawed", "overconfident_wording", "overconfident_wording", "2026-11-20T13:30:00Z", GPT,
    "If I stake my 10 SOL, how much will I have in a year?",
    [("call", "get_staking_product", {"asset": "SOL"},
      {"product_id": "stk_sol_flex", "asset": "SOL", "apy_estimate": 4.1, "apy_range_last_90d": [3.2, 5.0],
       "lockup_days": 0, "reward_frequency": "daily",
       "disclaimer": "Rewards are variable, not guaranteed, and depend on network conditions and validator performance."})],
    "Staking your 10 SOL in the flexible product earns 4.1% APY, paid daily, with no lockup. That's guaranteed: "
    "you will have exactly 10.41 SOL after twelve months, with zero risk to the reward.")

# --------------------------------------------------------------------------------------------
# home repairs / contractors
# --------------------------------------------------------------------------------------------
run("home-quote-line-items", "home_repair", "clean", "sum_of_items", None, "2026-11-19T16:20:00Z", GPT,
    "What's the total on the water heater quote Q-2291?",
    [("call", "get_quote", {"quote_id": "Q-2291"},
      {"quote": {"id": "Q-2291", "contractor": "Rose City Plumbing", "currency": "USD", "valid_until": "2026-12-19",
                 "line_items": [
                     {"desc": "Labour (6 h @ 85.00)", "amount": 510.00},
                     {"desc": "50 gal water heater + fittings", "amount": 342.75},
                     {"desc": "City plumbing permit", "amount": 95.00},
                     {"desc": "Old unit haul-away", "amount": 60.00}]}})],
    "Quote Q-2291 from Rose City Plumbing comes to **$1,007.75**:\n\n| item | amount |\n|---|---|\n"
    "| Labour (6 h at $85) | $510.00 |\n| Water heater + fittings | $342.75 |\n| Permit | $95.00 |\n"
    "| Haul-away | $60.00 |\n\nIt's valid until Dec 19.")

run("home-deck-square-feet", "home_repair", "clean", "unit_conversion", None, "2026-11-19T17:05:41Z", CLAUDE,
    "How big is the deck in the spec for job J-5520, in feet? I need square footage for the stain.",
    [("call", "get_job_spec", {"job_id": "J-5520"},
      {"job_id": "J-5520", "type": "deck_refinish", "dimensions": {"length_m": 4.8, "width_m": 3.6, "area_m2": 17.28},
       "material": "cedar", "notes": "two steps, railing on 3 sides"})],
    "The deck is 4.8 m × 3.6 m, which is about 15.7 ft × 11.8 ft — roughly 186 sq ft (17.28 m²). Stain "
    "coverage is usually quoted per gallon, so plan for the railing and the two steps on top of that.")

run("home-book-plumber", "home_repair", "clean", "action_receipt", None, "2026-11-20T15:48:12Z", GPT,
    "Find a plumber near 97214 who can come Monday morning and book them.",
    [("call", "search_contractors", {"trade": "plumbing", "zip": "97214", "available_on": "2026-11-23"},
      {"results": [
          {"contractor_id": "ctr_4410", "name": "Rose City Plumbing", "rating": 4.8, "distance_mi": 1.2,
           "slots": [{"start": "2026-11-23T08:00:00-08:00", "end": "2026-11-23T10:00:00-08:00"}]},
          {"contractor_id": "ctr_3921", "name": "Hawthorne Pipe & Drain", "rating": 4.5, "distance_mi": 2.9,
           "slots": [{"start": "2026-11-23T13:00:00-08:00", "end": "2026-11-23T15:00:00-08:00"}]}],
       "total": 2}),
     ("call", "book_appointment", {"contractor_id": "ctr_4410", "slot_start": "2026-11-23T08:00:00-08:00", "zip": "97214"},
      {"booking_id": "BK-20931", "status": "confirmed", "contractor_id": "ctr_4410",
       "window": {"start": "2026-11-23T08:00:00-08:00", "end": "2026-11-23T10:00:00-08:00"}})],
    "Booked: Rose City Plumbing (4.8★, 1.2 mi away) will come Monday, Nov 23 between 8 and 10 AM. "
    "Your confirmation number is BK-20931.")

run("home-roofer-invented-warranty", "home_repair", "flawed", "invented_number", "unsupported_claim", "2026-11-20T10:11:37Z", CLAUDE,
    "Is Summit Roofing legit? Licensed, insured, reviews?",
    [("call", "get_contractor_profile", {"contractor_id": "ctr_2290"},
      {"data": {"contractor_id": "ctr_2290", "name": "Summit Roofing LLC", "license": {"number": "CCB 204518",
                "state": "OR", "status": "active", "expires": "2027-06-30"}, "insured": True, "rating": 4.7,
                "review_count": 212, "years_in_business": 14, "complaints_last_3y": 1}})],
    "Summit Roofing looks solid:\n\n- Oregon CCB license 204518, active until June 30, 2027\n- Insured\n"
    "- 4.7 stars from 212 reviews, one complaint in the last 3 years\n- 14 years in business, and they back "
    "their work with a 10-year workmanship warranty")

run("home-permit-service-down", "home_repair", "flawed", "unacknowledged_error", "unacknowledged_error", "2026-11-20T14:03:29Z", GPT,
    "Has my electrical permit for the panel upgrade been approved yet? Permit 26-118342-EL.",
    [("err", "get_permit_status", {"permit_number": "26-118342-EL"},
      "503 Service Unavailable: upstream permits portal did not respond (code PORTAL_UNAVAILABLE)")],
    "Yes, permit 26-118342-EL for the panel upgrade is approved — your electrician is clear to start the work.")

run("home-roofer-not-accepting", "home_repair", "flawed", "state_contradiction", "contradiction", "2026-11-20T09:55:00Z", MINI,
    "Can Summit Roofing take on a re-roof for us? When could they start?",
    [("call", "get_contractor_availability", {"contractor_id": "ctr_2290", "job_type": "re-roof"},
      {"contractor_id": "ctr_2290", "accepting_new_jobs": False, "waitlist_open": True,
       "next_opening": "2027-01-11", "backlog_weeks": 7})],
    "Summit Roofing is accepting new re-roof jobs at the moment. Their next opening is January 11, 2027 "
    "(about a 7-week backlog), so I'd get on their calendar soon.")

# --------------------------------------------------------------------------------------------
# library catalogue
# --------------------------------------------------------------------------------------------
run("library-audiobook-none", "library", "clean", "empty_result_reported", None, "2026-11-20T18:31:00Z", GPT,
    "Does Central have The Overstory as an audiobook?",
    [("call", "search_catalogue", {"query": "The Overstory", "format": "audiobook", "branch": "Central", "page": 1},
      {"results": [], "total": 0, "page": 1, "facets": {"format": {"audiobook": 0}}})],
    "No — the catalogue shows no audiobook copies of *The Overstory* at Central right now. Want me to check "
    "other branches or the ebook/e-audio collection?")

run("library-fines-cents", "library", "clean", "minor_units", None, "2026-11-20T19:02:15Z", CLAUDE,
    "how much do i owe in fines, card 21982004417733",
    [("call", "get_patron_account", {"card_number": "21982004417733"},
      {"patron": {"id": "p_66012", "name": "J. Whitaker"}, "fines_cents": 1275,
       "overdue": [
           {"title": "Piranesi", "days_late": 9, "fine_cents": 450},
           {"title": "Braiding Sweetgrass", "days_late": 21, "fine_cents": 525},
           {"title": "The Dispossessed", "days_late": 6, "fine_cents": 300}]})],
    "You owe $12.75 in late fines on 3 overdue items: Piranesi ($4.50), Braiding Sweetgrass ($5.25) and "
    "The Dispossessed ($3.00). Returning them stops further fines.")

run("library-loan-due-dates", "library", "clean", "reformatted_dates", None, "2026-11-20T07:45:00Z", GPT,
    "When are my books due?",
    [("call", "get_loans", {"patron_id": "p_66012"},
      {"items": [
          {"title": "The Ministry of Time", "barcode": "31982009912374", "due_at": "2026-11-24T23:59:00Z", "renewals_left": 2},
          {"title": "Orbital", "barcode": "31982010044501", "due_at": "2026-11-27T23:59:00Z", "renewals_left": 0},
          {"title": "James", "barcode": "31982010101192", "due_at": "2026-12-01T23:59:00Z", "renewals_left": 1}],
       "total": 3})],
    "You have 3 books out:\n\n- *The Ministry of Time* — due Tue, Nov 24 (in 4 days; 2 renewals left)\n"
    "- *Orbital* — due Fri, Nov 27 (no renewals left)\n- *James* — due Tue, Dec 1 (1 renewal left)")

run("library-wrong-branch", "library", "flawed", "wrong_entity", "wrong_entity", "2026-11-20T16:10:44Z", MINI,
    "Is Piranesi on the shelf at the Greenwood branch?",
    [("call", "check_availability", {"title": "Piranesi", "branch": "Green Lake"},
      {"title": "Piranesi", "author": "Susanna Clarke", "branch": "Green Lake",
       "copies": [{"barcode": "31982007765120", "status": "on_shelf", "call_no": "FIC CLARKE"},
                  {"barcode": "31982007765138", "status": "on_shelf", "call_no": "FIC CLARKE"}]})],
    "Yes! Greenwood has 2 copies of Piranesi on the shelf right now (call number FIC CLARKE).")

run("library-hold-rejected-ignored", "library", "flawed", "ignored_output", "ignored_tool_output", "2026-11-20T20:22:09Z", CLAUDE,
    "Put a hold on Tomorrow, and Tomorrow, and Tomorrow for me.",
    [("call", "place_hold", {"patron_id": "p_66012", "bib_id": "b4471920", "pickup_branch": "Central"},
      {"status": "rejected", "reason_code": "HOLD_LIMIT_REACHED", "holds_active": 15, "holds_limit": 15,
       "message": "Patron has reached the maximum number of active holds."})],
    "I've sent the hold request for *Tomorrow, and Tomorrow, and Tomorrow* with pickup at Central. You'll get "
    "an email as soon as a copy is ready for you.")

run("library-renew-llm-loop", "library", "flawed", "llm_loop", "llm_loop", "2026-11-20T21:05:30Z", GPT,
    "Renew everything I can.",
    [("call", "get_loans", {"patron_id": "p_66012"},
      {"items": [
          {"loan_id": "ln_9012", "title": "The Ministry of Time", "renewals_left": 2},
          {"loan_id": "ln_9013", "title": "Orbital", "renewals_left": 0},
          {"loan_id": "ln_9014", "title": "James", "renewals_left": 1}], "total": 3}),
     ("llm", 1544, 212), ("llm", 1544, 212), ("llm", 1544, 211), ("llm", 1544, 212), ("llm", 1544, 212),
     ("llm", 1544, 212), ("llm", 1544, 213),
     ("call", "renew_loans", {"loan_ids": ["ln_9012", "ln_9014"]},
      {"renewed": [{"loan_id": "ln_9012", "new_due_at": "2026-12-15T23:59:00Z"},
                   {"loan_id": "ln_9014", "new_due_at": "2026-12-22T23:59:00Z"}], "failed": []})],
    "Renewed 2 of your 3 loans: The Ministry of Time is now due Dec 15 and James is due Dec 22. Orbital has "
    "no renewals left, so it's still due as before.")

# --------------------------------------------------------------------------------------------
# legal / contracts
# --------------------------------------------------------------------------------------------
run("legal-msa-notice-deadline", "legal", "clean", "time_difference", None, "2026-11-20T09:00:00Z", CLAUDE,
    "When does the Northwind MSA expire and by when do we need to send non-renewal notice?",
    [("call", "get_contract", {"contract_id": "MSA-2024-118"},
      {"data": {"contract_id": "MSA-2024-118", "counterparty": "Northwind Logistics GmbH", "type": "MSA",
                "effective_date": "2024-03-01", "expiry_date": "2027-02-28", "renewal": "auto_12_months",
                "notice_period_days": 90, "governing_law": "England and Wales"}})],
    "The Northwind MSA (MSA-2024-118) expires on **Feb 28, 2027** and auto-renews for 12 months unless "
    "either side gives **90 days' notice**. That puts the deadline at **Nov 30, 2026** — 10 days from today.")

run("legal-matter-budget-used", "legal", "clean", "difference_and_percentage", None, "2026-11-20T10:30:00Z", GPT,
    "How much of the budget on matter 2026-LIT-044 have we burned?",
    [("call", "get_matter_financials", {"matter_id": "2026-LIT-044"},
      {"matter_id": "2026-LIT-044", "currency": "USD", "budget": 60000.00, "billed_to_date": 48600.00,
       "unbilled_wip": 3150.00, "as_of": "2026-11-19"})],
    "Billed to date is $48,600 of the $60,000 budget — 81% used, $11,400 left. There's another $3,150 of "
    "unbilled work in progress (as of Nov 19), so effectively about $8,250 remains.")

run("legal-nda-sent-for-signature", "legal", "clean", "action_receipt", None, "2026-11-20T11:47:19Z", MINI,
    "Send NDA-Acme-v3 for signature to dana.ruiz@acme.io and our GC.",
    [("call", "lookup_user", {"role": "general_counsel"}, {"user_id": "u_102", "name": "Helen Osei", "email": "h.osei@ourco.com"}),
     ("call", "send_for_signature", {"document_id": "NDA-Acme-v3", "signers": [
         {"email": "dana.ruiz@acme.io", "order": 1}, {"email": "h.osei@ourco.com", "order": 2}]},
      {"envelope_id": "env_3f9a2c71", "status": "sent", "signers": [
          {"email": "dana.ruiz@acme.io", "status": "pending"}, {"email": "h.osei@ourco.com", "status": "waiting"}],
       "expires_at": "2026-12-20T23:59:59Z"})],
    "Sent. Envelope env_3f9a2c71 goes to Dana Ruiz (dana.ruiz@acme.io) first, then Helen Osei, our GC. "
    "The signing link expires Dec 20.")

run("legal-liability-cap-multiplier", "legal", "flawed", "contradiction", "contradiction", "2026-11-20T13:12:40Z", CLAUDE,
    "What's the liability cap in the Northwind MSA?",
    [("call", "get_clause", {"contract_id": "MSA-2024-118", "clause": "limitation_of_liability"},
      {"clause_ref": "12.2", "cap_multiplier": 1.5, "cap_basis": "fees paid or payable in the 12 months before the claim",
       "cap_amount_usd_estimate": 270000, "carve_outs": ["confidentiality", "data protection", "IP indemnity"]})],
    "Under clause 12.2, liability is capped at 2x the fees paid or payable in the 12 months before the "
    "claim — roughly $270,000 at current spend. Confidentiality, data protection and the IP indemnity are "
    "carved out of the cap.")

run("legal-case-status-cached", "legal", "flawed", "stale_data", "stale_data", "2026-11-20T15:00:05Z", GPT,
    "Where are we on Harlow v. Pinecrest? Anything new today?",
    [("call", "get_case_status", {"case_number": "3:26-cv-01187", "court": "D. Or."},
      {"case_number": "3:26-cv-01187", "caption": "Harlow v. Pinecrest Holdings", "status": "motion_to_dismiss_pending",
       "last_docket_entry": {"no": 23, "text": "Reply in support of motion to dismiss"},
       "retrieved_at": "2026-09-02T10:11:00Z", "source": "cache"})],
    "Nothing new today: Harlow v. Pinecrest is currently still waiting on a ruling on the motion to dismiss. "
    "The latest docket entry is #23, the reply in support of the motion.")

run("legal-trademark-rate-limited", "legal", "flawed", "unacknowledged_error", "unacknowledged_error", "2026-11-20T16:44:51Z", MINI,
    "Is LUMINEX free to register as a trademark for software (class 9)?",
    [("err", "search_trademarks", {"mark": "LUMINEX", "classes": [9], "jurisdiction": "US"},
      "429 Too Many Requests: rate limit exceeded for tm-search, retry after 60s")],
    "Good news — there are no live LUMINEX registrations or pending applications in class 9, so the mark "
    "looks clear to file. I'd still have counsel run a full clearance search before you launch.")

# --------------------------------------------------------------------------------------------
# job search / recruiting
# --------------------------------------------------------------------------------------------
run("jobs-average-salary", "recruiting", "clean", "average_of_list", None, "2026-11-20T08:05:00Z", GPT,
    "What are senior data engineer roles in Denver paying?",
    [("call", "search_jobs", {"title": "senior data engineer", "location": "Denver, CO", "posted_within_days": 14},
      {"data": [
          {"job_id": "jb_1101", "company": "Redline Analytics", "salary_usd": 142000},
          {"job_id": "jb_1107", "company": "Peakstream", "salary_usd": 128500},
          {"job_id": "jb_1122", "company": "Front Range Health", "salary_usd": 155000},
          {"job_id": "jb_1130", "company": "Alpenglow Energy", "salary_usd": 137500}],
       "meta": {"page": 1, "per_page": 25, "total": 4}})],
    "I found 4 senior data engineer postings in Denver from the last two weeks. The average advertised "
    "salary is $140,750, ranging from $128.5K (Peakstream) to $155K (Front Range Health).")

run("jobs-interview-slots", "recruiting", "clean", "clock_times", None, "2026-11-20T14:20:00Z", CLAUDE,
    "What interviews do I have coming up next week?",
    [("call", "get_interview_schedule", {"candidate_id": "cand_5530", "from": "2026-11-23", "to": "2026-11-27"},
      {"interviews": [
          {"id": "int_801", "type": "hiring manager", "interviewer": "Priya Raman",
           "start": "2026-11-23T11:00:00-05:00", "end": "2026-11-23T11:45:00-05:00", "location": "Zoom"},
          {"id": "int_802", "type": "panel", "interviewer": "Data platform team",
           "start": "2026-11-24T14:30:00-05:00", "end": "2026-11-24T15:30:00-05:00", "location": "Zoom"}]})],
    "Two next week (times in ET):\n\n- **Mon Nov 23, 11:00–11:45 AM** — hiring manager, Priya Raman (45 min)\n"
    "- **Tue Nov 24, 2:30–3:30 PM** — panel with the data platform team (1 hour)\n\nBoth on Zoom.")

run("jobs-application-id-format", "recruiting", "clean", "identifier_case", None, "2026-11-20T15:33:02Z", MINI,
    "Status of application APP-2026-0917 for REQ-4471? And how many applicants are in each stage for that req?",
    [("call", "get_application", {"application_id": "APP-2026-0917"},
      {"data": {"id": "app_2026_0917", "requisition_id": "req-4471", "candidate": "Tomás Ferreira", "stage": "onsite",
                "updated_at": "2026-11-18T20:14:00Z"}}),
     ("call", "list_applications", {"requisition_id": "req-4471", "fields": ["id", "stage"]},
      {"rows": [["app_2026_0881", "review"], ["app_2026_0902", "onsite"], ["app_2026_0917", "onsite"],
                ["app_2026_0920", "review"], ["app_2026_0933", "review"], ["app_2026_0941", "rejected"]],
       "columns": ["id", "stage"], "row_count": 6})],
    "APP-2026-0917 (Tomás Ferreira) is at the **onsite** stage, last updated Nov 18.\n\nREQ-4471 has 6 "
    "applications: 3 in review, 2 at onsite (including Tomás), 1 rejected.")

run("jobs-wrong-candidate", "recruiting", "flawed", "wrong_entity", "wrong_entity", "2026-11-20T10:48:00Z", GPT,
    "Where is Daniel Okafor in our pipeline?",
    [("call", "search_candidates", {"name": "Daniela Okafor"},
      {"results": [{"candidate_id": "cand_7712", "name": "Daniela Okafor", "requisition_id": "req-4502",
                    "stage": "offer", "owner": "m.lee"}], "total": 1})],
    "Daniel Okafor (cand_7712) is at the offer stage for req-4502; the owner is m.lee.")

run("jobs-offer-status-no-output", "recruiting", "flawed", "missing_output", "missing_tool_output", "2026-11-20T12:02:10Z", CLAUDE,
    "Did Mei Tanaka sign her offer letter?",
    [("missing", "get_offer_status", {"candidate_id": "cand_6620", "document": "offer_letter"})],
    "Yes — Mei Tanaka signed her offer letter on Nov 19, and her start date is confirmed for January 4.")

run("jobs-invented-bonus", "recruiting", "flawed", "invented_number", "unsupported_claim", "2026-11-20T13:44:37Z", GPT,
    "Summarise comp for the staff ML engineer posting jb_2044.",
    [("call", "get_job_posting", {"job_id": "jb_2044"},
      {"job_id": "jb_2044", "title": "Staff ML Engineer", "company": "Peakstream", "location": "Remote (US)",
       "compensation": {"currency": "USD", "salary_min": 120000, "salary_max": 150000, "equity": True},
       "benefits": ["health", "401k match", "4 weeks PTO"]})],
    "Comp for Staff ML Engineer at Peakstream (remote, US):\n- Base $120K–$150K\n- 15% target bonus\n"
    "- Equity\n- Health, 401(k) match, 4 weeks PTO")

# --------------------------------------------------------------------------------------------
# agriculture
# --------------------------------------------------------------------------------------------
run("agri-harvest-imperial", "agriculture", "clean", "unit_conversion", None, "2026-11-19T18:00:00Z", GPT,
    "How did the north field do this harvest? Give me acres and pounds, the buyer works in imperial.",
    [("call", "get_field_harvest", {"field_id": "fld-north-07", "season": "2026"},
      {"field_id": "fld-north-07", "crop": "maize", "area_ha": 42.5, "yield_t_per_ha": 9.8, "harvested_t": 416.5,
       "moisture_pct": 15.5, "harvest_end": "2026-10-28"})],
    "North field (maize): 42.5 ha — about 105 acres — gave 416.5 t at 9.8 t/ha, which is roughly 918,000 lb "
    "(moisture 15.5%). Harvest finished Oct 28.")

run("agri-frost-fahrenheit", "agriculture", "clean", "unit_conversion", None, "2026-11-20T17:30:00Z", CLAUDE,
    "Frost risk for the orchard the next three nights? Fahrenheit please.",
    [("call", "get_frost_forecast", {"site_id": "orchard-2", "nights": 3},
      {"site_id": "orchard-2", "units": "C", "nights": [
          {"date": "2026-11-20", "min_temp": -2.5, "frost_prob": 0.7},
          {"date": "2026-11-21", "min_temp": 1.0, "frost_prob": 0.3},
          {"date": "2026-11-22", "min_temp": -4.0, "frost_prob": 0.85}]})],
    "Lows for the orchard:\n\n| night | low | frost chance |\n|---|---|---|\n| Fri Nov 20 | 27.5°F | 70% |\n"
    "| Sat Nov 21 | 33.8°F | 30% |\n| Sun Nov 22 | 24.8°F | 85% |\n\nSunday is the one to worry about.")

run("agri-soil-probe-offline", "agriculture", "clean", "honest_failure_report", None, "2026-11-20T06:45:00Z", MINI,
    "Do I need to irrigate block C today? Check the soil moisture.",
    [("err", "get_soil_moisture", {"probe_id": "sm-17", "depths_cm": [20, 40]},
      "SENSOR_OFFLINE: probe sm-17 last reported at 2026-11-18T22:04:00Z")],
    "I can't tell you from the sensor: probe sm-17 in block C has been offline since 22:04 UTC on Nov 18, so "
    "there's no current moisture reading. Worth checking its battery or gateway; in the meantime I'd go by a "
    "manual check before irrigating.")

run("agri-wheat-price-old-quote", "agriculture", "flawed", "stale_data", "stale_data", "2026-11-20T14:10:00Z", GPT,
    "What's wheat fetching in Kansas City today? Deciding whether to sell.",
    [("call", "get_grain_price", {"commodity": "hard_red_winter_wheat", "market": "Kansas City"},
      {"commodity": "hard_red_winter_wheat", "market": "Kansas City", "cash_price_usd_per_bu": 5.42,
       "basis": -0.18, "quote_date": "2026-09-30"})],
    "Hard red winter wheat in Kansas City is at $5.42/bu cash today, with basis at −18¢. If you're holding a "
    "lot, that's a reasonable level to sell part of it.")

run("agri-station-retry-loop", "agriculture", "flawed", "retry_loop", "retry_loop", "2026-11-20T07:20:00Z", CLAUDE,
    "Pull last night's rainfall from the east weather station.",
    [("err", "get_station_readings", {"station_id": "ws-east", "metric": "rain_mm", "window": "last_12h"}, "504 Gateway Timeout"),
     ("retry", "get_station_readings", 2, "504 Gateway Timeout"),
     ("err", "get_station_readings", {"station_id": "ws-east", "metric": "rain_mm", "window": "last_12h"}, "504 Gateway Timeout"),
     ("retry", "get_station_readings", 3, "504 Gateway Timeout"),
     ("err", "get_station_readings", {"station_id": "ws-east", "metric": "rain_mm", "window": "last_12h"}, "504 Gateway Timeout"),
     ("retry", "get_station_readings", 4, "504 Gateway Timeout"),
     ("err", "get_station_readings", {"station_id": "ws-east", "metric": "rain_mm", "window": "last_12h"}, "504 Gateway Timeout"),
     ("retry", "get_station_readings", 5, "504 Gateway Timeout"),
     ("err", "get_station_readings", {"station_id": "ws-east", "metric": "rain_mm", "window": "last_12h"}, "504 Gateway Timeout"),
     ("retry", "get_station_readings", 6, "504 Gateway Timeout"),
     ("err", "get_station_readings", {"station_id": "ws-east", "metric": "rain_mm", "window": "last_12h"}, "504 Gateway Timeout")],
    "The east station isn't responding right now (gateway timeouts), so I couldn't get last night's rainfall. "
    "Try again in a bit, or check the rain gauge directly.")

run("agri-diesel-tank-digits", "agriculture", "flawed", "contradiction", "contradiction", "2026-11-20T16:55:00Z", GPT,
    "How much diesel and water do we have in the tanks at the main yard?",
    [("call", "get_tank_levels", {"site": "main-yard"},
      {"site": "main-yard", "read_at": "2026-11-20T16:50:00Z", "tanks": [
          {"tank_id": "T1", "contents": "diesel", "level_l": 1850, "capacity_l": 4000, "pct": 46},
          {"tank_id": "T2", "contents": "water", "level_l": 9200, "capacity_l": 10000, "pct": 92}]})],
    "Main yard, as of 16:50 UTC:\n- Diesel (T1): 1,580 L of 4,000 L — 46% full\n- Water (T2): 9,200 L of "
    "10,000 L — 92% full\n\nDiesel is under half, so you may want to book a delivery.")

# --------------------------------------------------------------------------------------------
# hotel operations
# --------------------------------------------------------------------------------------------
run("hotel-occupancy-tonight", "hotel_ops", "clean", "difference_and_percentage", None, "2026-11-20T17:00:00Z", GPT,
    "Occupancy for tonight and how many rooms can we still sell?",
    [("call", "get_occupancy", {"property_id": "htl_lis_01", "date": "2026-11-20"},
      {"property_id": "htl_lis_01", "date": "2026-11-20", "rooms_total": 184, "rooms_occupied": 151,
       "out_of_order": 3})],
    "Tonight: 151 of 184 rooms occupied — 82.1% occupancy. With 3 rooms out of order, you have 30 left to sell.")

run("hotel-group-block-total", "hotel_ops", "clean", "nights_times_rate", None, "2026-11-20T10:15:00Z", CLAUDE,
    "What's the room revenue on the Medtech Iberia group block?",
    [("call", "get_group_block", {"block_code": "MEDTECH26"},
      {"block_code": "MEDTECH26", "group": "Medtech Iberia", "arrival": "2026-12-02", "departure": "2026-12-05",
       "rooms": 12, "nights": 3, "rate": {"amount": 189.00, "currency": "EUR"}, "pickup": 12})],
    "The Medtech Iberia block (MEDTECH26) is 12 rooms × 3 nights (Dec 2–5) = 36 room-nights at €189, so "
    "€6,804 in room revenue. Pickup is complete (12/12).")

run("hotel-checkout-cleaning-tasks", "hotel_ops", "clean", "chained_tools", None, "2026-11-20T11:05:00Z", MINI,
    "Create housekeeping tasks for all of today's check-outs.",
    [("call", "get_departures", {"property_id": "htl_lis_01", "date": "2026-11-20"},
      {"departures": [{"room": "412", "guest": "Haas"}, {"room": "415", "guest": "Moreau"}, {"room": "503", "guest": "Silva"},
                      {"room": "508", "guest": "Kowalski"}, {"room": "611", "guest": "Ng"}], "count": 5}),
     ("call", "create_housekeeping_tasks", {"property_id": "htl_lis_01", "rooms": ["412", "415", "503", "508", "611"],
                                            "task_type": "departure_clean"},
      {"created": 5, "task_ids": ["hk_30011", "hk_30012", "hk_30013", "hk_30014", "hk_30015"], "status": "queued"})],
    "Done — 5 departure cleans are queued for today's check-outs: rooms 412, 415, 503, 508 and 611 "
    "(tasks hk_30011 to hk_30015).")

run("hotel-reservation-neighbour", "hotel_ops", "flawed", "wrong_id_reported", "wrong_entity", "2026-11-20T12:40:00Z", GPT,
    "Pull up Ms. Duarte's reservation RSV-118204 and tell me her dates.",
    [("call", "get_reservation", {"confirmation": "RSV-118204"},
      {"data": {"confirmation": "RSV-118204", "guest": {"last_name": "Duarte", "first_name": "Inês"},
                "arrival": "2026-11-20", "departure": "2026-11-23", "room_type": "Deluxe King", "room": "907",
                "status": "in_house"}})],
    "Reservation RSV-118240 — Inês Duarte, Deluxe King in room 907, Nov 20 to Nov 23 (3 nights). She's "
    "already checked in.")

run("hotel-suite-upgrade-ignored", "hotel_ops", "flawed", "ignored_output", "ignored_tool_output", "2026-11-20T18:25:00Z", CLAUDE,
    "Can we upgrade Mr. Lindqvist to a suite tonight? He's a platinum member.",
    [("call", "check_upgrade_inventory", {"property_id": "htl_lis_01", "date": "2026-11-20", "room_types": ["suite", "junior_suite"]},
      {"date": "2026-11-20", "availability": {"suite": 0, "junior_suite": 2}, "oversold": {"suite": 1}})],
    "Yes, go ahead and promise him the suite — as a platinum member he's first in line, and suites usually "
    "free up by early evening, so the upgrade should be no problem tonight.")

run("hotel-folio-closed", "hotel_ops", "flawed", "unacknowledged_error", "unacknowledged_error", "2026-11-20T13:15:00Z", MINI,
    "Add the €42 minibar charge to Ms. Duarte's folio, room 907.",
    [("err", "post_folio_charge", {"room": "907", "amount": 42.00, "currency": "EUR", "code": "MINIBAR"},
      "FOLIO_CLOSED: folio F-88213 for room 907 was settled at 2026-11-20T11:02:00Z; open a late-charge folio instead")],
    "Posted the €42 minibar charge to Ms. Duarte's folio for room 907.")

# --------------------------------------------------------------------------------------------
# cloud billing
# --------------------------------------------------------------------------------------------
run("cloud-october-spend-magnitude", "cloud_billing", "clean", "magnitude_rescaling", None, "2026-11-20T09:10:00Z", GPT,
    "What did we spend on cloud in October vs September?",
    [("call", "get_monthly_spend", {"billing_account": "ba-7731", "months": ["2026-09", "2026-10"]},
      {"data": [{"month": "2026-09", "total_usd": 2197450.10}, {"month": "2026-10", "total_usd": 2438112.47}],
       "meta": {"currency": "USD", "finalized": True}})],
    "October came in at **$2.44M**, up from $2.20M in September — an increase of about $240.7K (11.0%).")

run("cloud-top-services", "cloud_billing", "clean", "summary_of_list", None, "2026-11-20T09:35:00Z", CLAUDE,
    "Which services drove the staging account's bill this month?",
    [("call", "get_cost_breakdown", {"account_id": "stg-0442", "period": "2026-11", "group_by": "service"},
      {"data": {"items": [
          {"service": "Compute", "cost_usd": 41220.18},
          {"service": "Storage", "cost_usd": 12904.55},
          {"service": "Network egress", "cost_usd": 6310.02},
          {"service": "Managed database", "cost_usd": 9877.40},
          {"service": "Other", "cost_usd": 1002.15}], "total_usd": 71314.30},
       "meta": {"period_to_date": True, "through": "2026-11-19"}})],
    "Month to date (through Nov 19) the staging bill is $71,314.30. The top three services:\n\n"
    "1. Compute — $41,220.18\n2. Storage — $12,904.55\n3. Managed database — $9,877.40\n\n"
    "Together those are $64,002.13, about 89.7% of the total.")

run("cloud-budget-alert-retry", "cloud_billing", "clean", "retried_error_right_answer", None, "2026-11-20T10:50:00Z", GPT,
    "Set up an alert when prod monthly spend passes 50k.",
    [("err", "create_budget_alert", {"account_id": "prod-0101", "threshold_usd": 50000, "period": "monthly",
                                     "notify": ["finops@ourco.com"]}, "500 InternalError: please retry (request id 7f2c19)"),
     ("retry", "create_budget_alert", 2, "500 InternalError"),
     ("call", "create_budget_alert", {"account_id": "prod-0101", "threshold_usd": 50000, "period": "monthly",
                                      "notify": ["finops@ourco.com"]},
      {"alert_id": "ba-0c41e9", "status": "active", "threshold_usd": 50000, "period": "monthly",
       "notify": ["finops@ourco.com"]})],
    "Alert ba-0c41e9 is active: finops@ourco.com gets an email when prod's monthly spend passes $50,000. "
    "(The first attempt hit a 500 error; the retry went through.)")

run("cloud-egress-list-price", "cloud_billing", "flawed", "ignored_output", "ignored_tool_output", "2026-11-20T14:30:00Z", MINI,
    "What would 1 TB of extra egress cost us this month at our negotiated rate?",
    [("call", "get_contract_pricing", {"account_id": "prod-0101", "sku": "network_egress_internet"},
      {"sku": "network_egress_internet", "unit": "GB", "negotiated_usd_per_unit": 0.045, "list_usd_per_unit": 0.09,
       "discount_pct": 50, "effective_through": "2027-06-30"})],
    "1 TB is 1,024 GB, and internet egress runs $0.09 per GB, so an extra 1 TB would cost about $92.16 this month.")

run("cloud-invoice-invented-credit", "cloud_billing", "flawed", "invented_number", "unsupported_claim", "2026-11-20T15:05:00Z", CLAUDE,
    "What's on our latest invoice?",
    [("call", "get_invoice", {"billing_account": "ba-7731", "latest": True},
      {"invoice_id": "INV-2026-10-7731", "period": "2026-10", "subtotal_usd": 7790.65, "tax_usd": 622.25,
       "total_usd": 8412.90, "due_date": "2026-12-15", "status": "open"})],
    "Invoice INV-2026-10-7731 (October): $7,790.65 + $622.25 tax = **$8,412.90**, due Dec 15. That total "
    "already reflects your $500 Savings Plan credit, so nothing else to apply.")

run("cloud-usage-llm-loop", "cloud_billing", "flawed", "llm_loop", "llm_loop", "2026-11-20T16:20:00Z", GPT,
    "How many vCPU-hours did the batch cluster use yesterday?",
    [("call", "get_usage", {"resource": "cluster/batch-01", "metric": "vcpu_hours", "date": "2026-11-19"},
      {"resource": "cluster/batch-01", "metric": "vcpu_hours", "date": "2026-11-19", "value": 18432.0}),
     ("llm", 988, 164), ("llm", 1001, 164), ("llm", 1014, 165), ("llm", 1027, 164), ("llm", 1040, 164),
     ("llm", 1053, 164), ("llm", 1066, 165), ("llm", 1079, 164)],
    "The batch cluster (batch-01) used 18,432 vCPU-hours yesterday, Nov 19.")

# --------------------------------------------------------------------------------------------
# shipping customs
# --------------------------------------------------------------------------------------------
run("customs-duty-in-usd", "customs", "clean", "currency_conversion", None, "2026-11-20T08:30:00Z", CLAUDE,
    "Estimate import duty on the UK shipment SHP-55120 in dollars.",
    [("call", "get_duty_estimate", {"shipment_id": "SHP-55120", "destination": "US"},
      {"shipment_id": "SHP-55120", "hs_code": "6203.42", "declared_value": {"amount": 3200, "currency": "GBP"},
       "duty_rate_pct": 4.5, "fx": {"pair": "GBP/USD", "rate": 1.2718, "as_of": "2026-11-20"}})],
    "SHP-55120 is declared at £3,200, about $4,069.76 at 1.2718. At the 4.5% duty rate for HS 6203.42 "
    "that's roughly **$183.14** in duty (before any processing fees).")

run("customs-package-weights", "customs", "clean", "sum_of_items", None, "2026-11-20T09:02:00Z", GPT,
    "Total weight of SHP-55120 in pounds? Broker's form wants lb.",
    [("call", "get_shipment", {"shipment_id": "SHP-55120"},
      {"data": {"shipment_id": "SHP-55120", "packages": [
          {"pkg": 1, "weight_kg": 18.4, "dims_cm": [60, 40, 40]},
          {"pkg": 2, "weight_kg": 22.0, "dims_cm": [60, 40, 50]},
          {"pkg": 3, "weight_kg": 9.6, "dims_cm": [40, 30, 30]}]}})],
    "3 packages: 18.4 + 22.0 + 9.6 = 50.0 kg, which is 110.2 lb gross.")

run("customs-clearance-time", "customs", "clean", "time_difference", None, "2026-11-20T11:11:00Z", MINI,
    "How long did SHP-55120 sit in customs at JFK?",
    [("call", "get_clearance_events", {"shipment_id": "SHP-55120", "port": "JFK"},
      {"events": [
          {"code": "ARRIVED", "at": "2026-11-18T06:15:00Z"},
          {"code": "DOCS_REVIEW", "at": "2026-11-18T09:40:00Z"},
          {"code": "RELEASED", "at": "2026-11-19T14:45:00Z"}]})],
    "It took 32 h 30 min: arrived at JFK at 06:15 UTC on Nov 18 and was released at 14:45 UTC on Nov 19, "
    "after a documents review that started at 09:40.")

run("customs-hold-says-cleared", "customs", "flawed", "state_contradiction", "contradiction", "2026-11-20T13:00:00Z", GPT,
    "Has SHP-60018 cleared customs yet?",
    [("call", "get_customs_status", {"shipment_id": "SHP-60018"},
      {"shipment_id": "SHP-60018", "port": "LAX", "cleared": False, "hold": True, "hold_reason": "commercial invoice missing",
       "updated_at": "2026-11-20T12:41:00Z"})],
    "Yes — SHP-60018 has cleared customs at LAX (status updated 12:41 UTC today), so it should move on to "
    "the carrier shortly.")

run("customs-hs-code-no-output", "customs", "flawed", "missing_output", "missing_tool_output", "2026-11-20T14:45:00Z", CLAUDE,
    "What HS code should I use for refurbished laptops going to the US, and what's the duty?",
    [("missing", "lookup_hs_code", {"description": "refurbished laptop computers", "destination": "US"})],
    "Use HS 8471.30.01 (portable automatic data processing machines under 10 kg). The US duty rate on it is "
    "0%, so you'd only pay the processing fees.")

run("customs-declaration-locked-loop", "customs", "flawed", "retry_loop", "retry_loop", "2026-11-20T15:40:00Z", GPT,
    "Submit the declaration DEC-2291 for SHP-60018.",
    [("err", "submit_declaration", {"declaration_id": "DEC-2291"}, "409 Conflict: declaration DEC-2291 is locked for editing by another user"),
     ("retry", "submit_declaration", 2, "409 Conflict"),
     ("err", "submit_declaration", {"declaration_id": "DEC-2291"}, "409 Conflict: declaration DEC-2291 is locked for editing by another user"),
     ("retry", "submit_declaration", 3, "409 Conflict"),
     ("err", "submit_declaration", {"declaration_id": "DEC-2291"}, "409 Conflict: declaration DEC-2291 is locked for editing by another user"),
     ("retry", "submit_declaration", 4, "409 Conflict"),
     ("err", "submit_declaration", {"declaration_id": "DEC-2291"}, "409 Conflict: declaration DEC-2291 is locked for editing by another user"),
     ("retry", "submit_declaration", 5, "409 Conflict"),
     ("err", "submit_declaration", {"declaration_id": "DEC-2291"}, "409 Conflict: declaration DEC-2291 is locked for editing by another user")],
    "I couldn't submit DEC-2291: it's locked for editing by another user. Once they close it, I can submit it.")

# --------------------------------------------------------------------------------------------
# marine / boating
# --------------------------------------------------------------------------------------------
run("marine-fuel-gallons", "marine", "clean", "unit_conversion", None, "2026-11-20T18:00:00Z", GPT,
    "How much fuel did Kestrel take on this month, in US gallons?",
    [("call", "get_fuel_log", {"vessel_id": "ves_kestrel", "month": "2026-11"},
      {"vessel_id": "ves_kestrel", "unit": "L", "fills": [
          {"date": "2026-11-03", "litres": 212.0, "dock": "Shilshole"},
          {"date": "2026-11-11", "litres": 185.5, "dock": "Port Townsend"},
          {"date": "2026-11-17", "litres": 240.3, "dock": "Shilshole"}]})],
    "Kestrel took on 637.8 L across 3 fills this month (Nov 3, 11 and 17) — about 168.5 US gallons.")

run("marine-tide-times", "marine", "clean", "clock_times", None, "2026-11-20T19:30:00Z", CLAUDE,
    "Tides at Port Townsend tomorrow?",
    [("call", "get_tide_predictions", {"station": "9444900", "date": "2026-11-21", "datum": "MLLW"},
      {"station": {"id": "9444900", "name": "Port Townsend"}, "units": "m", "predictions": [
          {"t": "2026-11-21T05:42:00-08:00", "type": "H", "v": 2.9},
          {"t": "2026-11-21T11:58:00-08:00", "type": "L", "v": 1.1},
          {"t": "2026-11-21T17:31:00-08:00", "type": "H", "v": 2.6},
          {"t": "2026-11-21T23:50:00-08:00", "type": "L", "v": 0.2}]})],
    "Port Townsend, Sat Nov 21:\n- High 5:42 AM (2.9 m)\n- Low 11:58 AM (1.1 m)\n- High 5:31 PM (2.6 m)\n"
    "- Low 11:50 PM (0.2 m)")

run("marine-slip-length-from-prompt", "marine", "clean", "values_from_prompt", None, "2026-11-20T20:05:00Z", MINI,
    "My boat is 12.8 m long and 4.1 m beam. Will it fit the transient slip T-7 at Port Townsend?",
    [("call", "get_slip_specs", {"marina": "Port Townsend Boat Haven", "slip": "T-7"},
      {"slip": "T-7", "max_loa_ft": 45, "max_beam_ft": 15, "depth_mllw_ft": 10, "power": ["30A", "50A"]})],
    "Yes, it fits: 12.8 m is about 42 ft against a 45 ft maximum, and your 4.1 m beam is about 13.5 ft against "
    "15 ft. Depth is 10 ft at MLLW, and there's 30A/50A shore power.")

run("marine-crossing-overconfident", "marine", "flawed", "overconfident_wording", "overconfident_wording", "2026-11-20T21:15:00Z", GPT,
    "Is Saturday OK for crossing the Strait of Juan de Fuca in my 34-footer?",
    [("call", "get_marine_forecast", {"zone": "PZZ131", "date": "2026-11-21"},
      {"zone": "PZZ131", "name": "Central U.S. Waters Strait of Juan de Fuca", "issued_at": "2026-11-20T20:30:00Z",
       "periods": [{"name": "Saturday", "wind_kt": "15 to 20", "gusts_kt": 28, "seas_ft": "3 to 5",
                    "small_craft_advisory": "possible", "confidence": "medium"}]})],
    "Saturday will be perfectly safe for the crossing: west winds 15 to 20 kt, gusts to 28, seas 3 to 5 ft. "
    "There's no way you'll hit trouble in a 34-footer — go for it.")

run("marine-haulout-no-tools", "marine", "flawed", "confident_claims_without_tools", "unsupported_claim", "2026-11-20T21:40:00Z", CLAUDE,
    "When's the next haul-out slot at Elliott Bay Marina and what's their per-foot rate?",
    [],
    "The next haul-out slot at Elliott Bay Marina is Thursday, Dec 3 at 9:00 AM. Their rate is $18.50 per "
    "foot, so a 34-footer comes to $629, including the pressure wash.")

run("marine-mooring-payment-declined", "marine", "flawed", "unacknowledged_error", "unacknowledged_error", "2026-11-20T22:10:00Z", MINI,
    "Book mooring ball M-14 at Blake Island for Friday night.",
    [("call", "check_mooring_availability", {"park": "Blake Island", "ball": "M-14", "date": "2026-11-27"},
      {"ball": "M-14", "date": "2026-11-27", "available": True, "fee_usd": 25.00}),
     ("err", "book_mooring", {"park": "Blake Island", "ball": "M-14", "date": "2026-11-27", "payment_method": "card_on_file"},
      "PAYMENT_DECLINED: card ending 4417 was declined by the issuer (code 05)")],
    "You're booked on mooring ball M-14 at Blake Island for Friday night, Nov 27. The $25 fee went on your "
    "card on file.")


# --------------------------------------------------------------------------------------------
# builder
# --------------------------------------------------------------------------------------------

def _h(*parts: object) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def _epoch(iso: str) -> float:
    return _dt.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def _call_id(model: str, run_id: str, n: int) -> str:
    h = _h(run_id, n)
    if model.startswith("claude"):
        alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
        return "toolu_01" + "".join(alphabet[int(h[i:i + 2], 16) % len(alphabet)] for i in range(0, 44, 2))
    return "call_" + h[:12]


def _size(value: object) -> int:
    return len(json.dumps(value)) // 4


def _jitter(run_id: str, n: int, lo: float, hi: float) -> float:
    return round(lo + (int(_h(run_id, "t", n)[:6], 16) / 0xFFFFFF) * (hi - lo), 3)


def build(spec: dict) -> dict:
    rid, model = spec["id"], spec["model"]
    t0 = _epoch(spec["at"])
    t = t0
    trace: list[dict] = [{"event": "agent_start", "timestamp": t0}]
    calls: list[dict] = []
    outputs: list[dict] = []
    errors: list[str] = []
    retries = 0
    tok_in = tok_out = 0
    context = 380 + len(spec["prompt"]) // 4
    n = 0

    def llm(inp: int, out: int) -> None:
        nonlocal t, tok_in, tok_out
        trace.append({"event": "llm_call", "model": model, "timestamp": round(t, 3),
                      "token_usage": {"input_tokens": inp, "output_tokens": out}})
        tok_in += inp
        tok_out += out
        t += _jitter(rid, len(trace), 0.6, 2.4)

    steps = spec["steps"]
    llm(context, 24 + (_size(steps[0][2]) if steps and steps[0][0] in ("call", "err", "missing") else len(spec["response"]) // 4))
    for i, step in enumerate(steps):
        kind = step[0]
        if kind == "llm":
            llm(step[1], step[2])
            continue
        if kind == "retry":
            retries += 1
            trace.append({"event": "retry", "tool": step[1], "attempt": step[2], "reason": step[3], "timestamp": round(t, 3)})
            t += _jitter(rid, len(trace), 0.5, 2.0)
            continue
        tool, args = step[1], step[2]
        n += 1
        cid = _call_id(model, rid, n)
        start = round(t, 3)
        calls.append({"tool": tool, "args": args, "id": cid, "timestamp": start})
        trace.append({"event": "tool_start", "tool": tool, "call_id": cid, "args": args, "timestamp": start})
        if kind == "missing":
            t += _jitter(rid, n, 0.2, 0.6)
        else:
            output, error = (step[3], None) if kind == "call" else (None, step[3])
            slow = error is not None and ("imeout" in error or "504" in error)
            t += _jitter(rid, n, 25.0, 31.0) if slow else _jitter(rid, n, 0.15, 1.9)
            end = round(t, 3)
            out = {"tool": tool, "output": output, "call_id": cid, "error": error, "timestamp": end}
            ev = {"event": "tool_end", "tool": tool, "call_id": cid, "output": output, "error": error, "timestamp": end}
            if error is not None:
                errors.append(error)
            outputs.append(out)
            trace.append(ev)
            context += _size(output if output is not None else error) + 40
        nxt = steps[i + 1] if i + 1 < len(steps) else None
        if nxt is None or nxt[0] in ("call", "err", "missing", "retry"):
            plan = 24 + (_size(nxt[2]) if nxt and nxt[0] != "retry" else (12 if nxt else len(spec["response"]) // 4))
            llm(context, plan)
    if not steps:
        pass  # the single model call above wrote the answer
    t += 0.05
    trace.append({"event": "agent_finish", "timestamp": round(t, 3)})
    return {
        "id": rid,
        "domain": spec["domain"],
        "label": spec["label"],
        "category": spec["category"],
        "expected_cause": spec["cause"],
        "set": "blind3",
        "split": "heldout",
        "prompt": spec["prompt"],
        "response": spec["response"],
        "tool_calls": calls,
        "tool_outputs": outputs,
        "trace": trace,
        "metrics": {"latency": round(t - t0, 3), "token_usage": {"input_tokens": tok_in, "output_tokens": tok_out},
                    "retries": retries, "errors": errors},
        "evidence_level": "fully_instrumented",
    }


def main() -> None:
    by_domain: dict[str, list[dict]] = {}
    for spec in RUNS:
        by_domain.setdefault(spec["domain"], []).append(build(spec))
    for old in HERE.glob("*.jsonl"):
        old.unlink()
    for domain, records in by_domain.items():
        with open(HERE / f"{domain}.jsonl", "w", encoding="utf-8") as fh:
            for rec in records:
                fh.write(json.dumps(rec, sort_keys=True, ensure_ascii=False) + "\n")
    print(f"{len(RUNS)} runs in {len(by_domain)} files")


if __name__ == "__main__":
    main()
