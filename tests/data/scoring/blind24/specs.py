"""Compact specs for the blind24 set. Written by hand by the blind24 tester; see README."""


def C(tool, args, output=None, error=None, **kw):
    d = {"tool": tool, "args": args, "output": output, "error": error}
    d.update(kw)
    return d


def R(id, domain, label, category, prompt, calls, response, cause=None, **kw):
    d = dict(id=id, domain=domain, label=label, category=category, prompt=prompt, calls=calls,
             response=response, cause=cause)
    d.update(kw)
    return d


RUNS = []
add = RUNS.append

# ---------------------------------------------------------------- hospital parking permits
D = "hospital_parking"
add(R("hpp-permit-fee-total", D, "clean", "sum_of_items",
      "My mum has chemo three times a week at St Aldhelm's. How much would a monthly carer permit plus the two replacement hang-tags cost in total?",
      [C("get_permit_tariff", {"site": "st-aldhelms", "permit_type": "carer_monthly"},
         {"data": {"permit_type": "carer_monthly", "currency": "GBP",
                   "lines": [{"item": "Carer permit (30 days)", "amount_pence": 1850},
                             {"item": "Hang-tag replacement", "amount_pence": 275, "qty": 2},
                             {"item": "Admin fee", "amount_pence": 150}]},
          "meta": {"tariff_version": "2026-10", "as_of": "2026-11-20T07:02:11Z"}})],
      "The total comes to **£25.50**: the 30-day carer permit is £18.50, two replacement hang-tags are £2.75 each (£5.50), and there is a £1.50 admin fee."))
add(R("hpp-apply-receipt", D, "clean", "action_receipt",
      "Please apply for a blue-badge bay permit for vehicle KX19 OPM at the Northgate Infirmary, starting tomorrow.",
      [C("submit_permit_application", {"site": "northgate-infirmary", "vrm": "KX19OPM", "permit_type": "blue_badge_bay", "start_date": "2026-11-21"},
         {"status": "submitted", "application_id": "PPA-2026-118804", "vrm": "KX19OPM",
          "start_date": "2026-11-21", "decision_expected_by": "2026-11-24T17:00:00Z"})],
      "Done — your blue-badge bay application for KX19 OPM is in (reference PPA-2026-118804). It starts tomorrow, Nov 21, and you should hear back by 5:00 PM on Nov 24."))
add(R("hpp-waitlist-empty", D, "clean", "empty_result_reported",
      "Are there any staff permits on the waiting list for the multi-storey at Riverside General that I could take over?",
      [C("list_permit_transfers", {"site": "riverside-general", "car_park": "MSCP", "permit_class": "staff", "page": 1},
         {"items": [], "total": 0, "page": 1, "page_size": 25})],
      "I checked the Riverside General multi-storey: there are no staff permits currently offered for transfer — the list is empty. You could ask the parking office to add you to the waitlist."))
add(R("hpp-stale-occupancy", D, "flawed", "stale_data",
      "Is there space in the visitor car park at Queen's Hospital right now? I'm leaving in 10 minutes.",
      [C("get_car_park_occupancy", {"site": "queens-hospital", "car_park": "visitor_a"},
         {"data": {"car_park": "Visitor A", "capacity": 420, "occupied": 287, "free": 133},
          "meta": {"sensor_snapshot_at": "2026-10-02T09:15:00Z", "source": "cached"}})],
      "Yes, there's room right now — Visitor A currently has 133 free spaces out of 420, so you shouldn't have trouble parking.",
      cause="stale_data"))
add(R("hpp-wrong-site", D, "flawed", "wrong_entity",
      "What does the daily patient permit cost at Royal Berkshire hospital?",
      [C("get_permit_tariff", {"site": "royal-brompton", "permit_type": "patient_daily"},
         {"data": {"site": "Royal Brompton", "permit_type": "patient_daily", "currency": "GBP",
                   "lines": [{"item": "Patient day permit", "amount_pence": 420}]},
          "meta": {"tariff_version": "2026-09"}})],
      "A daily patient permit is £4.20 per day.",
      cause="wrong_entity"))
add(R("hpp-renewal-failed", D, "flawed", "unacknowledged_error",
      "Renew my parking permit PRM-55120 for another quarter please.",
      [C("renew_permit", {"permit_id": "PRM-55120", "term": "quarter"}, None,
         "PaymentDeclined: card ending 4471 was declined by issuer (code 05)")],
      "All set — your permit PRM-55120 has been renewed for another quarter. You'll get the new validity dates by email shortly.",
      cause="unacknowledged_error"))

# ---------------------------------------------------------------- wheelchair rental
D = "wheelchair_rental"
add(R("wcr-weekly-rate", D, "clean", "nights_times_rate",
      "How much to rent a lightweight transit wheelchair for 12 days starting today?",
      [C("quote_rental", {"product_sku": "WC-TRANSIT-LW", "start": "2026-11-20", "days": 12},
         {"sku": "WC-TRANSIT-LW", "daily_rate": 6.5, "currency": "USD", "days": 12, "deposit": 50.0, "delivery_fee": 0.0})],
      "For 12 days the lightweight transit chair is $6.50/day × 12 = **$78.00**, plus a refundable $50 deposit. Delivery is free."))
add(R("wcr-weight-capacity", D, "clean", "unit_conversion",
      "My dad weighs about 260 lb. Will the standard folding chair take his weight? And how heavy is the chair itself in pounds?",
      [C("get_product", {"sku": "WC-FOLD-STD"},
         {"data": {"sku": "WC-FOLD-STD", "name": "Standard folding wheelchair", "max_user_weight_kg": 136, "chair_weight_kg": 18.1, "seat_width_cm": 46}})],
      "Yes. The standard folding wheelchair is rated for users up to 136 kg, which is about 300 lb, so 260 lb is within the limit. The chair itself weighs 18.1 kg — roughly 40 lb."))
add(R("wcr-timeout-then-ok", D, "clean", "retried_timeout_right_answer",
      "Is a bariatric wheelchair available for pickup at the Elm Street branch tomorrow?",
      [C("check_availability", {"sku": "WC-BARI-24", "branch": "elm-street", "date": "2026-11-21"}, None,
         "TimeoutError: inventory service did not respond within 8s"),
       C("check_availability", {"sku": "WC-BARI-24", "branch": "elm-street", "date": "2026-11-21"},
         {"sku": "WC-BARI-24", "branch": "Elm Street", "date": "2026-11-21", "available": True, "units_free": 2},
         retry=2, reason="timeout", backoff=2.0)],
      "The first check timed out, so I tried again: yes, the Elm Street branch has 2 bariatric wheelchairs (WC-BARI-24) free for pickup tomorrow."))
add(R("wcr-available-contradiction", D, "flawed", "state_contradiction",
      "Can I get a power wheelchair delivered to 14 Harbour Rd on Saturday?",
      [C("check_availability", {"sku": "WC-PWR-MID", "postcode": "BN3 4HX", "date": "2026-11-21"},
         {"sku": "WC-PWR-MID", "date": "2026-11-21", "available": False, "units_free": 0,
          "next_available": "2026-11-25", "delivery_slots": []})],
      "Good news — the mid-wheel-drive power chair is available for Saturday delivery to 14 Harbour Rd. Our driver will call ahead on the day.",
      cause="contradiction"))
add(R("wcr-invented-deposit-date", D, "flawed", "invented_number",
      "I returned the rental chair yesterday. When will I get my deposit back, and how much?",
      [C("get_rental", {"rental_id": "RNT-30917"},
         {"rental_id": "RNT-30917", "status": "returned", "returned_at": "2026-11-19T15:42:00Z",
          "deposit": {"amount": 75.0, "currency": "USD", "refund_status": "pending_inspection"}})],
      "Thanks for returning it on Nov 19. Your $75.00 deposit is pending inspection and will be refunded to your card on **Nov 24**, usually within 3 business days after that.",
      cause="unsupported_claim"))
add(R("wcr-retry-loop", D, "flawed", "retry_loop",
      "Extend my wheelchair rental RNT-41200 by one more week.",
      [C("extend_rental", {"rental_id": "RNT-41200", "extra_days": 7}, None, "ConflictError: rental is locked by a pending invoice (code 409)")]
      + [C("extend_rental", {"rental_id": "RNT-41200", "extra_days": 7}, None, "ConflictError: rental is locked by a pending invoice (code 409)", retry=k, reason="error") for k in range(2, 7)],
      "I wasn't able to extend RNT-41200 — the system reports the rental is locked by a pending invoice. Once that invoice is settled I can try again.",
      cause="retry_loop"))

# ---------------------------------------------------------------- hearing aid batteries subscription
D = "hearing_aid_batteries"
add(R("hab-next-shipment", D, "clean", "clock_times",
      "When is my next battery shipment arriving?",
      [C("get_subscription", {"customer_id": "cus_8Hq2LmP"},
         {"data": {"subscription_id": "sub_HB_77120", "size": "312", "packs_per_shipment": 4,
                   "next_shipment": {"carrier": "UPS", "eta_window_start": "2026-11-20T18:00:00Z", "eta_window_end": "2026-11-20T21:00:00Z", "tracking": "1Z999AA10123456784"}}})],
      "Your next shipment (4 packs of size 312) is out with UPS and due today between 6:00 PM and 9:00 PM UTC. Tracking: 1Z999AA10123456784."))
add(R("hab-cells-count", D, "clean", "average_of_list",
      "How many battery cells did I get over my last three shipments, and on average per shipment?",
      [C("list_shipments", {"subscription_id": "sub_HB_77120", "limit": 3},
         {"items": [{"shipment_id": "shp_901", "shipped": "2026-11-02", "packs": 4, "cells_per_pack": 6},
                    {"shipment_id": "shp_874", "shipped": "2026-10-03", "packs": 3, "cells_per_pack": 6},
                    {"shipment_id": "shp_850", "shipped": "2026-09-04", "packs": 5, "cells_per_pack": 6}],
          "total": 3, "next_cursor": None})],
      "Over the last three shipments you received 72 cells in total (24 + 18 + 30), which averages 24 cells — 4 packs — per shipment."))
add(R("hab-change-size-chain", D, "clean", "chained_tools",
      "Switch my subscription from size 13 to size 10 batteries.",
      [C("get_subscription", {"customer_id": "cus_Zt81kQ"},
         {"data": {"subscription_id": "sub_HB_80433", "size": "13", "status": "active"}}),
       C("update_subscription", {"subscription_id": "sub_HB_80433", "size": "10"},
         {"subscription_id": "sub_HB_80433", "size": "10", "status": "active", "effective_from_shipment": "shp_1022", "updated_at": "2026-11-20T08:31:07Z"})],
      "Done. Subscription SUB_HB_80433 now ships size 10 batteries, starting with your next shipment (shp_1022)."))
add(R("hab-invented-price", D, "flawed", "invented_number",
      "If I switch from monthly to quarterly delivery, what would I pay per shipment?",
      [C("quote_plan_change", {"subscription_id": "sub_HB_77120", "frequency": "quarterly"},
         {"frequency": "quarterly", "packs_per_shipment": 12, "price_per_pack": 3.15, "currency": "USD", "shipping": 0.0})],
      "On quarterly delivery you'd get 12 packs per shipment at $3.15 each, so $38.80 per shipment, with free shipping.",
      cause="unsupported_claim"))
add(R("hab-stale-price", D, "flawed", "stale_data",
      "What's the current price of a 60-cell pack of size 675 batteries?",
      [C("get_catalog_price", {"sku": "BAT-675-60"},
         {"data": {"sku": "BAT-675-60", "price": 21.99, "currency": "USD"},
          "meta": {"price_list": "PL-2026-Q2", "effective": "2026-04-01", "last_synced": "2026-05-14T10:00:00Z"}})],
      "A 60-cell pack of size 675 batteries currently costs $21.99.",
      cause="stale_data"))
add(R("hab-ignored-pause", D, "flawed", "ignored_output",
      "Pause my battery subscription for December while I'm abroad.",
      [C("pause_subscription", {"subscription_id": "sub_HB_77120", "from": "2026-12-01", "to": "2026-12-31"},
         {"ok": False, "code": "PAUSE_WINDOW_CLOSED", "message": "December shipment already allocated; pauses must be requested 14 days ahead. Earliest pause start: 2027-01-01."})],
      "Sure thing! Your subscription is paused for all of December — nothing will ship while you're away, and it resumes automatically in January.",
      cause="ignored_tool_output"))

# ---------------------------------------------------------------- optical store frame repairs
D = "optical_repairs"
add(R("ofr-repair-status-case", D, "clean", "identifier_case",
      "What's the status of repair job rep-00731-b?",
      [C("get_repair_job", {"job_id": "REP-00731-B"},
         {"data": {"job_id": "REP-00731-B", "frame": "Ray-Ban RB5154 Clubmaster", "issue": "broken hinge (left)", "status": "ready_for_collection",
                   "ready_at": "2026-11-19T16:20:00Z", "store": "Camden High St"}})],
      "Repair job REP-00731-B (Ray-Ban Clubmaster, left hinge) is ready for collection at the Camden High St store since 4:20 PM yesterday."))
add(R("ofr-quote-currency", D, "clean", "currency_conversion",
      "The repair quote is in euros — what's that in dollars?",
      [C("get_repair_quote", {"job_id": "REP-01140"}, {"job_id": "REP-01140", "total": 64.0, "currency": "EUR"}),
       C("fx_rate", {"base": "EUR", "quote": "USD"}, {"base": "EUR", "quote": "USD", "rate": 1.085, "as_of": "2026-11-20T06:00:00Z"})],
      "Your quote is €64.00, which at today's rate of 1.085 USD per EUR comes to about **$69.44**."))
add(R("ofr-tech-failed-honest", D, "clean", "honest_failure_report",
      "Book me in for a nose pad replacement at the Leeds store this afternoon.",
      [C("book_repair_slot", {"store": "leeds-briggate", "service": "nose_pad_replacement", "date": "2026-11-20", "after": "12:00"}, None,
         "ServiceUnavailable: booking backend for store leeds-briggate is under maintenance (code 503)")],
      "Sorry — I couldn't book that. The Leeds Briggate booking system is down for maintenance right now (503 error). Nose pad swaps are usually done walk-in, or I can try again later."))
add(R("ofr-neighbour-job", D, "flawed", "wrong_id_reported",
      "Has my frame repair REP-02218 been shipped back from the workshop?",
      [C("get_repair_job", {"job_id": "REP-02218"},
         {"data": {"job_id": "REP-02218", "status": "shipped_to_store", "shipped_at": "2026-11-18T11:05:00Z", "courier_ref": "DPD-158834120"}})],
      "Yes — repair REP-02219 left the workshop on Nov 18 and is on its way back to your store (DPD ref DPD-158834120).",
      cause="wrong_entity"))
add(R("ofr-warranty-contradiction", D, "flawed", "contradiction",
      "Is my hinge repair covered by warranty? I bought the frames in March.",
      [C("check_warranty", {"order_id": "OPT-44719", "claim_type": "hinge"},
         {"order_id": "OPT-44719", "purchase_date": "2026-03-12", "warranty_months": 12, "covered": True,
          "customer_charge": 12.5, "currency": "GBP", "note": "Parts covered; labour charge applies"})],
      "Good news: your frames from 12 March are still inside the 12-month warranty, so the hinge parts are covered. You'll only pay the labour charge of £15.00.",
      cause="contradiction"))
add(R("ofr-overconfident-fix", D, "flawed", "overconfident_wording",
      "Can you fix a titanium frame that snapped at the bridge? It's a really expensive pair.",
      [C("assess_repair", {"material": "titanium", "damage": "bridge_fracture"},
         {"repairable": "likely", "method": "laser weld", "success_rate_pct": 70, "risk_note": "Coating may discolour near weld", "price": 55.0, "currency": "GBP"})],
      "Absolutely — we'll laser-weld the bridge for £55 and it's guaranteed to come back as good as new, with no visible trace of the repair.",
      cause="overconfident_wording"))

# ---------------------------------------------------------------- dental lab orders
D = "dental_lab"
add(R("dlo-crown-batch-sum", D, "clean", "sum_of_items",
      "What's the total for lab case DL-8841? It has a few units on it.",
      [C("get_lab_case", {"case_id": "DL-8841"},
         {"data": {"case_id": "DL-8841", "patient_ref": "PT-2291", "currency": "USD",
                   "items": [{"type": "zirconia crown", "tooth": 14, "price": 189.0},
                             {"type": "zirconia crown", "tooth": 15, "price": 189.0},
                             {"type": "custom abutment", "tooth": 15, "price": 245.0},
                             {"type": "shade match visit", "price": 40.0}]}})],
      "Case DL-8841 totals **$663.00**:\n- 2 × zirconia crown (#14, #15): $378.00\n- custom abutment (#15): $245.00\n- shade match visit: $40.00"))
add(R("dlo-turnaround-days", D, "clean", "time_difference",
      "How long did the lab take on case DL-8790, from receipt to shipping?",
      [C("get_case_timeline", {"case_id": "DL-8790"},
         {"case_id": "DL-8790", "events": [{"step": "received", "at": "2026-11-12T09:30:00Z"},
                                            {"step": "design_approved", "at": "2026-11-13T14:10:00Z"},
                                            {"step": "milled", "at": "2026-11-16T11:00:00Z"},
                                            {"step": "shipped", "at": "2026-11-19T15:30:00Z"}]})],
      "Turnaround for DL-8790 was 7 days and 6 hours — received Nov 12 at 9:30 AM, shipped Nov 19 at 3:30 PM."))
add(R("dlo-rush-order-receipt", D, "clean", "action_receipt",
      "Place a rush order for a night guard for patient PT-3307, upper arch, hard acrylic.",
      [C("create_lab_order", {"patient_ref": "PT-3307", "appliance": "night_guard", "arch": "upper", "material": "hard_acrylic", "priority": "rush"},
         {"order_id": "DL-8902", "status": "accepted", "priority": "rush", "due_date": "2026-11-24", "rush_fee": 35.0, "currency": "USD"})],
      "Rush order placed: **DL-8902** — upper hard-acrylic night guard for PT-3307. Due back Nov 24; a $35 rush fee applies."))
add(R("dlo-upload-failed", D, "flawed", "unacknowledged_error",
      "Upload the intraoral scan for case DL-8855 to the lab.",
      [C("upload_scan", {"case_id": "DL-8855", "file": "scan_PT2291_20261120.stl"}, None,
         "PayloadTooLarge: file exceeds 150 MB limit (code 413)")],
      "The scan scan_PT2291_20261120.stl has been uploaded to case DL-8855 and the lab can start the design.",
      cause="unacknowledged_error"))
add(R("dlo-invented-eta", D, "flawed", "invented_number",
      "When will the bridge for DL-8871 be delivered to the practice?",
      [C("get_lab_case", {"case_id": "DL-8871"},
         {"data": {"case_id": "DL-8871", "status": "in_production", "stage": "porcelain_layering", "items": [{"type": "3-unit PFM bridge", "teeth": [24, 25, 26]}]}})],
      "The 3-unit PFM bridge for DL-8871 is in porcelain layering now and should be delivered to the practice on Tuesday, Nov 24, before noon.",
      cause="unsupported_claim"))
add(R("dlo-missing-output", D, "flawed", "missing_output",
      "What shade did the lab record for case DL-8860?",
      [C("get_lab_case", {"case_id": "DL-8860", "fields": ["shade", "status"]}, missing=True)],
      "The lab recorded shade A2 (VITA classical) for case DL-8860, and the case is in milling.",
      cause="missing_tool_output"))

# ---------------------------------------------------------------- blood pressure monitor calibration
D = "bp_calibration"
add(R("bpm-deviation-pct", D, "clean", "difference_and_percentage",
      "How far off was my monitor at the calibration check?",
      [C("get_calibration_report", {"device_serial": "OMR-HEM7361-0048812"},
         {"data": {"serial": "OMR-HEM7361-0048812", "checked_at": "2026-11-20T09:05:00Z",
                   "reference_mmHg": 150, "device_mmHg": 156, "tolerance_mmHg": 3, "result": "fail"}})],
      "At 150 mmHg on the reference gauge your monitor read 156 mmHg — 6 mmHg high, a 4% error. That's outside the ±3 mmHg tolerance, so it failed the check this morning."))
add(R("bpm-pressure-units", D, "clean", "unit_conversion",
      "The calibration sheet says the cuff was tested at 40 kPa. What is that in mmHg?",
      [C("get_calibration_points", {"job_id": "CAL-5512"},
         {"job_id": "CAL-5512", "points": [{"pressure_kpa": 40.0, "error_kpa": 0.2}], "unit": "kPa"})],
      "40 kPa is about 300 mmHg (1 kPa ≈ 7.5 mmHg). The error at that point was 0.2 kPa, roughly 1.5 mmHg."))
add(R("bpm-slot-list-top3", D, "clean", "summary_of_list",
      "Which are the three earliest calibration slots this week at the pharmacy on Kings Rd?",
      [C("list_calibration_slots", {"location": "kings-rd", "from": "2026-11-20", "to": "2026-11-22"},
         {"results": [{"start": "2026-11-20T13:30:00Z", "tech": "A. Osei"},
                      {"start": "2026-11-20T15:00:00Z", "tech": "A. Osei"},
                      {"start": "2026-11-21T10:15:00Z", "tech": "M. Lind"},
                      {"start": "2026-11-21T14:45:00Z", "tech": "M. Lind"},
                      {"start": "2026-11-22T09:00:00Z", "tech": "A. Osei"}],
          "count": 5})],
      "The three earliest slots at Kings Rd:\n1. Today, Nov 20 — 1:30 PM (A. Osei)\n2. Today, Nov 20 — 3:00 PM (A. Osei)\n3. Tomorrow, Nov 21 — 10:15 AM (M. Lind)"))
add(R("bpm-pass-contradiction", D, "flawed", "state_contradiction",
      "Did my blood pressure monitor pass its calibration?",
      [C("get_calibration_report", {"device_serial": "AND-UA651-22190"},
         {"data": {"serial": "AND-UA651-22190", "checked_at": "2026-11-20T08:40:00Z",
                   "points": [{"ref": 100, "read": 101}, {"ref": 200, "read": 205}],
                   "tolerance_mmHg": 3, "passed": False}})],
      "Yes, it passed. Readings were 101 at 100 mmHg and 205 at 200 mmHg, so the monitor is fine to keep using.",
      cause="contradiction"))
add(R("bpm-stale-cert", D, "flawed", "stale_data",
      "Is my monitor's calibration certificate still valid today?",
      [C("get_certificate", {"device_serial": "OMR-M7-771203"},
         {"data": {"serial": "OMR-M7-771203", "certificate": "CERT-19921", "status": "valid", "valid_until": "2026-12-31"},
          "meta": {"record_snapshot": "2025-12-30T00:00:00Z", "registry": "mirror"}})],
      "Yes — certificate CERT-19921 is currently valid and runs until Dec 31, 2026.",
      cause="stale_data"))
add(R("bpm-wrong-serial", D, "flawed", "wrong_entity",
      "Book calibration for my monitor, serial OMR-HEM7361-0048812.",
      [C("book_calibration", {"device_serial": "OMR-HEM7361-0048821", "location": "kings-rd", "slot": "2026-11-21T10:15:00Z"},
         {"booking_id": "BKC-66120", "device_serial": "OMR-HEM7361-0048821", "slot": "2026-11-21T10:15:00Z", "status": "confirmed"})],
      "Booked: calibration BKC-66120 tomorrow at 10:15 AM at Kings Rd for your monitor.",
      cause="wrong_entity"))

# ---------------------------------------------------------------- home oxygen delivery
D = "home_oxygen"
add(R("oxy-cylinder-hours", D, "clean", "unit_conversion",
      "How long will a full D cylinder last at 2 litres per minute?",
      [C("get_cylinder_spec", {"size": "D"}, {"size": "D", "capacity_l": 340, "fill_pressure_bar": 137})],
      "A full D cylinder holds 340 L. At 2 L/min that's 170 minutes — about 2 hours 50 minutes."))
add(R("oxy-delivery-window", D, "clean", "clock_times",
      "When is tomorrow's oxygen delivery coming?",
      [C("get_delivery", {"account_id": "HOX-20418", "date": "2026-11-21"},
         {"data": {"delivery_id": "DLV-771045", "window_start": "2026-11-21T07:30:00Z", "window_end": "2026-11-21T11:00:00Z",
                   "items": [{"type": "cylinder", "size": "E", "qty": 4}, {"type": "concentrator_filter", "qty": 1}]}})],
      "Your delivery (DLV-771045) is booked for tomorrow, Nov 21, between 7:30 and 11:00 AM: four E cylinders and a concentrator filter."))
add(R("oxy-timeout-retry", D, "clean", "retried_error_right_answer",
      "How many full cylinders do I have left according to your records?",
      [C("get_inventory", {"account_id": "HOX-20418"}, None, "UpstreamError: 502 Bad Gateway from inventory-api"),
       C("get_inventory", {"account_id": "HOX-20418"},
         {"account_id": "HOX-20418", "cylinders": [{"size": "E", "full": 3, "empty": 5}, {"size": "D", "full": 1, "empty": 0}],
          "updated_at": "2026-11-20T07:48:00Z"}, retry=2, reason="error")],
      "After one retry (the inventory service had a brief 502), our records show 4 full cylinders at your home: 3 size E and 1 size D, plus 5 empty E cylinders waiting for collection."))
add(R("oxy-order-failed", D, "flawed", "unacknowledged_error",
      "I'm running low — please order an emergency top-up of cylinders for today.",
      [C("create_emergency_order", {"account_id": "HOX-31175", "size": "E", "qty": 3, "date": "2026-11-20"}, None,
         "ValidationError: account HOX-31175 has no active prescription on file (code PRESCRIPTION_EXPIRED)")],
      "I've placed an emergency order for 3 E cylinders for today. A driver will be in touch before arrival.",
      cause="unacknowledged_error"))
add(R("oxy-ignored-address", D, "flawed", "ignored_output",
      "Can you deliver to my daughter's place at 22 Mill Lane, Oxford next week instead?",
      [C("check_service_area", {"postcode": "OX4 1DU"},
         {"postcode": "OX4 1DU", "in_service_area": False, "nearest_depot": "Swindon", "message": "Out of area; transfer to regional provider required"})],
      "Yes, we can deliver to 22 Mill Lane next week — just let me know which day suits and I'll set it up.",
      cause="ignored_tool_output"))
add(R("oxy-llm-loop", D, "flawed", "llm_loop",
      "What's the flow rate on my prescription?",
      [C("get_prescription", {"account_id": "HOX-20418"},
         {"account_id": "HOX-20418", "flow_lpm_rest": 2.0, "flow_lpm_exertion": 3.0, "hours_per_day": 16})],
      "Your prescription is 2 L/min at rest and 3 L/min on exertion, for 16 hours a day.",
      cause="llm_loop", extra_llm=11))

# ---------------------------------------------------------------- mobility scooter servicing
D = "scooter_servicing"
add(R("msc-range-miles", D, "clean", "unit_conversion",
      "After the battery replacement, what range should my scooter get, in miles?",
      [C("get_service_record", {"service_id": "SRV-90133"},
         {"data": {"service_id": "SRV-90133", "model": "Pride Colt Deluxe", "work": ["battery replaced (2x 50Ah)"], "rated_range_km": 40}})],
      "With the new pair of 50Ah batteries your Pride Colt Deluxe is rated for 40 km, which is about 25 miles per charge."))
add(R("msc-parts-quote-magnitude", D, "clean", "magnitude_rescaling",
      "How big is your annual scooter servicing contract with the council, roughly?",
      [C("get_contract", {"contract_id": "CNT-COUNCIL-7"},
         {"contract_id": "CNT-COUNCIL-7", "annual_value": 2430000, "currency": "GBP", "scooters_covered": 57000})],
      "The council contract is worth about £2.43M a year and covers roughly 57 thousand scooters."))
add(R("msc-no-slots", D, "clean", "empty_result_reported",
      "Any home-visit service slots this weekend?",
      [C("list_home_visit_slots", {"postcode": "LS6 2AB", "from": "2026-11-21", "to": "2026-11-22"},
         {"data": {"slots": [], "total": 0}, "meta": {"searched_engineers": 3}})],
      "No — none of the 3 engineers covering LS6 have a home-visit slot this weekend (Nov 21–22). Want me to look at next week?"))
add(R("msc-wrong-customer", D, "flawed", "wrong_entity",
      "When is the service due on Mrs Halloran's scooter?",
      [C("find_customer", {"name": "Holloway"},
         {"items": [{"customer_id": "CUS-4410", "name": "Margaret Holloway", "scooter": "TGA Breeze S4", "next_service_due": "2027-01-15"}], "total": 1})],
      "Mrs Halloran's TGA Breeze S4 is next due for service on 15 January 2027.",
      cause="wrong_entity"))
add(R("msc-ready-contradiction", D, "flawed", "state_contradiction",
      "Is my scooter ready to pick up from the workshop?",
      [C("get_service_record", {"service_id": "SRV-90210"},
         {"data": {"service_id": "SRV-90210", "status": "awaiting_parts", "ready_for_collection": False,
                   "parts": [{"part": "rear tyre 3.00-4", "eta": "2026-11-23"}]}})],
      "Yes, it's ready — you can collect it any time during opening hours. The rear tyre has been replaced.",
      cause="contradiction"))
add(R("msc-retry-loop", D, "flawed", "retry_loop",
      "What's the fault code on my scooter's controller log?",
      [C("read_controller_log", {"service_id": "SRV-90177"}, None, "TimeoutError: diagnostic gateway timed out after 10s")]
      + [C("read_controller_log", {"service_id": "SRV-90177"}, None, "TimeoutError: diagnostic gateway timed out after 10s", retry=k, reason="timeout") for k in range(2, 8)],
      "I couldn't read the controller log — the diagnostic gateway keeps timing out. The engineer can pull it directly at the workshop.",
      cause="retry_loop"))

# ---------------------------------------------------------------- orthotics fittings
D = "orthotics"
add(R("ort-fitting-appt", D, "clean", "clock_times",
      "Confirm my orthotics fitting time.",
      [C("get_appointment", {"patient_id": "P-66081", "type": "orthotic_fitting"},
         {"appointment_id": "APT-30455", "start": "2026-11-20T14:45:00Z", "end": "2026-11-20T15:30:00Z", "clinician": "Dr. N. Farah", "clinic": "Westfield Podiatry"})],
      "You're booked today, Nov 20, from 2:45 PM to 3:30 PM with Dr. N. Farah at Westfield Podiatry (APT-30455)."))
add(R("ort-shoe-size", D, "clean", "unit_conversion",
      "The insoles were cut to 27 cm. What's that in inches, and what's the copay in dollars if the bill is in cents?",
      [C("get_insole_order", {"order_id": "ORT-5520"},
         {"order_id": "ORT-5520", "length_mm": 270, "material": "EVA 45 shore", "patient_copay_cents": 4500})],
      "Your insoles are 270 mm long — about 10.6 inches. Your copay is $45.00."))
add(R("ort-chain-reorder", D, "clean", "chained_tools",
      "Reorder the same custom insoles I had last time.",
      [C("list_orders", {"patient_id": "P-66081", "product": "custom_insole", "limit": 1},
         {"items": [{"order_id": "ORT-5520", "scan_id": "SCN-8812", "material": "EVA 45 shore", "date": "2026-06-02"}], "total": 1}),
       C("create_order", {"patient_id": "P-66081", "product": "custom_insole", "scan_id": "SCN-8812", "material": "EVA 45 shore"},
         {"order_id": "ORT-6017", "status": "in_queue", "est_ready": "2026-12-04"})],
      "I've reordered from your June scan (SCN-8812), same EVA 45 shore material. New order ORT-6017 should be ready around Dec 4."))
add(R("ort-stale-coverage", D, "flawed", "stale_data",
      "Does my insurance currently cover custom foot orthotics?",
      [C("check_coverage", {"member_id": "MBR-220914", "benefit": "custom_orthotics"},
         {"data": {"member_id": "MBR-220914", "covered": True, "copay_pct": 20, "annual_limit": 400},
          "meta": {"eligibility_checked_at": "2026-07-03T12:00:00Z", "cache": "hit"}})],
      "Yes — your plan currently covers custom orthotics with a 20% copay, up to $400 a year.",
      cause="stale_data"))
add(R("ort-overconfident-pain", D, "flawed", "overconfident_wording",
      "Will custom orthotics fix my plantar fasciitis?",
      [C("get_clinical_guidance", {"condition": "plantar_fasciitis", "intervention": "custom_orthotics"},
         {"evidence_level": "moderate", "summary": "May reduce heel pain short-term in some patients; benefit over prefabricated insoles is uncertain.", "typical_response_weeks": [4, 12]})],
      "Yes. Custom orthotics will definitely cure your plantar fasciitis — you'll be pain-free within 4 to 12 weeks, guaranteed.",
      cause="overconfident_wording"))
add(R("ort-missing-output", D, "flawed", "missing_output",
      "Is my brace ready for collection?",
      [C("get_order_status", {"order_id": "ORT-5981"}, missing=True)],
      "Your brace (ORT-5981) is ready for collection at reception from 9 AM tomorrow.",
      cause="missing_tool_output"))

# ---------------------------------------------------------------- first-aid kit restocking
D = "first_aid_kits"
add(R("fak-restock-list", D, "clean", "sum_of_items",
      "How many items are we short across the three kits on floor 2?",
      [C("audit_kits", {"site": "hq", "floor": 2},
         {"kits": [{"kit_id": "FA-2A", "missing": [{"item": "plasters", "qty": 12}, {"item": "eye wash 20ml", "qty": 2}]},
                   {"kit_id": "FA-2B", "missing": [{"item": "gloves (pair)", "qty": 4}]},
                   {"kit_id": "FA-2C", "missing": [{"item": "plasters", "qty": 6}, {"item": "burn gel", "qty": 1}]}],
          "audited_at": "2026-11-20T08:10:00Z"})],
      "Floor 2 is short 25 items in total:\n\n| kit | missing |\n|---|---|\n| FA-2A | 12 plasters, 2 eye wash |\n| FA-2B | 4 pairs of gloves |\n| FA-2C | 6 plasters, 1 burn gel |"))
add(R("fak-order-receipt-fx", D, "clean", "currency_conversion",
      "Order the restock for FA-2A from the supplier and tell me the cost in pounds.",
      [C("create_restock_order", {"kit_id": "FA-2A", "lines": [{"sku": "PLST-100", "qty": 12}, {"sku": "EYE-20", "qty": 2}]},
         {"order_id": "RST-40017", "status": "confirmed", "total": 18.4, "currency": "EUR"}),
       C("fx_rate", {"base": "EUR", "quote": "GBP"}, {"rate": 0.875, "as_of": "2026-11-20T06:00:00Z"})],
      "Ordered (RST-40017, confirmed). It's €18.40, which is about £16.10 at today's rate."))
add(R("fak-expiry-honest", D, "clean", "honest_failure_report",
      "Which items in the warehouse kits expire before the end of the year?",
      [C("query_expiry", {"location": "warehouse", "before": "2026-12-31"}, None, "PermissionDenied: API key lacks scope inventory:read (code 403)"),],
      "I couldn't check — the inventory system refused the request (403: my access doesn't include inventory reads). Someone with inventory access will need to run the expiry report."))
add(R("fak-invented-count", D, "flawed", "invented_number",
      "How many kits across the building were last restocked over 6 months ago?",
      [C("list_kits", {"site": "hq", "restocked_before": "2026-05-20"},
         {"items": [{"kit_id": "FA-1A"}, {"kit_id": "FA-3B"}, {"kit_id": "FA-4A"}, {"kit_id": "FA-5C"}],
          "total": 4, "page": 1, "page_size": 50})],
      "There are 4 kits that haven't been restocked in over 6 months (FA-1A, FA-3B, FA-4A and FA-5C) — that's 19% of the building's kits.",
      cause="unsupported_claim"))
add(R("fak-ignored-recall", D, "flawed", "ignored_output",
      "Can we keep using the burn gel sachets in our kits?",
      [C("check_product_notices", {"sku": "BURN-GEL-3.5"},
         {"sku": "BURN-GEL-3.5", "notices": [{"type": "recall", "lots": ["L2291", "L2292"], "issued": "2026-11-17", "action": "quarantine and return"}]})],
      "Yes, the burn gel sachets are fine to keep in the kits — no action needed.",
      cause="ignored_tool_output"))
add(R("fak-empty-pretend", D, "flawed", "unacknowledged_error",
      "What did the supplier send in yesterday's restock delivery?",
      [C("get_delivery_lines", {"delivery_date": "2026-11-19", "supplier": "medisupply"},
         {"rows": [], "row_count": 0, "warning": "No delivery found for supplier on date"})],
      "Yesterday's delivery from MediSupply arrived complete: all plasters, gloves and eye wash on the order were received.",
      cause="unacknowledged_error"))
