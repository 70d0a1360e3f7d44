"""The text helpers behind the detectors: numbers, words, claims, certainty and failure wording."""

from __future__ import annotations

import pytest

from critiqor.scoring import text


@pytest.mark.parametrize("raw, canonical", [("1,234", "1234"), ("1234.0", "1234"), ("4.50", "4.5"), ("0.0000001", "0.0000001")])
def test_numbers_normalise_to_one_form(raw, canonical):
    assert text.normalise_number(raw) == canonical


def test_numbers_in_ignores_digits_inside_words():
    assert text.numbers_in("gpt4 costs $1,200.50 or 15%, id abc123") == {"1200.5", "15"}


def test_words_drop_short_and_stop_words_and_plural_s():
    assert text.words_in("The results show tables and Paris about it") == {"show", "table", "pari"}


def test_leaf_text_keeps_values_not_keys():
    assert text.leaf_text({"temperature": 21.5, "tags": ["sunny", None, True]}) == "21.5\nsunny"


def test_specific_claims_kinds():
    claims = text.specific_claims("On 2024-05-01, March 3 or 4th of July, 17 people (3 cars) according to the BBC.")
    assert claims == [
        ("date", "2024-05-01"),
        ("date", "March 3"),
        ("date", "4th of July"),
        ("number", "17"),
        ("attribution", "the BBC"),
    ]


def test_words_like_market_are_not_months():
    assert text.specific_claims("the market 5 times") == []


@pytest.mark.parametrize("phrase", ["definitely", "Certainly", "guaranteed", "100%", "100 percent", "without a doubt",
                                    "for sure", "exactly $40 and you can count on that"])
def test_certainty_phrases_found(phrase):
    assert text.certainty_phrases(f"It is {phrase} right.")


def test_hedges_are_not_certainty():
    assert text.certainty_phrases("It is probably right, likely 90% of the time.") == []
    assert text.certainty_phrases("That is exactly what I meant, exactly 3 items.") == []  # only before money


@pytest.mark.parametrize("reply", ["Sorry, I couldn't reach it.", "The lookup failed.", "Service unavailable", "it timed out"])
def test_failure_wording_recognised(reply):
    assert text.mentions_failure(reply)


@pytest.mark.parametrize(
    "reply",
    ["I'm not authorized to open the payroll file.", "I don't have permission to read that mailbox.",
     "That part number doesn't exist in the catalog.", "The bank rejected the transfer.", "The card was declined.",
     "The gateway returned a 502.", "The search came back empty.", "The printer did not respond.",
     "That size isn't available online.", "There is no such invoice.", "I'm not able to open that file.",
     "The portal didn't let me submit it."],
)
def test_honest_failure_reports_in_other_words_are_recognised(reply):
    assert text.mentions_failure(reply)


def test_plain_success_wording_is_no_failure():
    assert not text.mentions_failure("Your table for two is booked at 8 pm.")
    assert not text.mentions_failure("Room 404 is free and Sam declined the lunch invite.")


def test_mentions_failure_reads_typographic_apostrophes():
    from critiqor.scoring.text import mentions_failure

    for said in ("I couldn\u2019t get the weather.", "It can\u2019t be done.", "It didn\u2019t work.", "I wasn\u2019t able to."):
        assert mentions_failure(said), said
    assert not mentions_failure("It is sunny.")


# --- dates, numbers, failure wording (reviewer's recorded runs) -----------------------------------


def test_month_day_claim_is_backed_by_the_same_date_in_iso_or_month_name_form():
    assert text.claim_supported("date", "March 2", "created 2024-03-02T14:05:00Z")
    assert text.claim_supported("date", "March 2, 2024", '{"due": "2024-03-02"}')
    assert text.claim_supported("date", "March 2, 2024", "due on 2nd of March")  # the source has no year
    assert text.claim_supported("date", "2nd of March", "due March 2, 2024")


def test_month_day_claim_with_another_day_or_year_stays_unbacked():
    assert not text.claim_supported("date", "March 3", "created 2024-03-02T14:05:00Z")
    assert not text.claim_supported("date", "March 2, 2023", "created 2024-03-02")
    assert not text.claim_supported("date", "March 2", "March 20 and 2 items")  # no longer month + any number


def test_dates_in_reads_iso_and_month_name_forms():
    assert text.dates_in("2024-03-02T14:05:00Z, June 7 and 1st of May 2023") == {(3, 2, 2024), (6, 7, None), (5, 1, 2023)}


def test_number_rounded_to_the_claims_own_decimals_is_backed():
    assert text.number_supported("18.5", {"18.47"})
    assert text.number_supported("18", {"18.47"})
    assert not text.number_supported("18.4", {"18.47"})
    assert not text.number_supported("19", {"18.47"})


def test_percentage_of_a_source_fraction_is_backed():
    assert text.number_supported("40%", {"0.4"})
    assert text.number_supported("40.3%", {"0.4032"})
    assert not text.number_supported("41%", {"0.4"})
    assert not text.number_supported("40", {"0.4"})  # a plain number is not a percentage
    assert not text.number_supported("150%", {"1.5"})  # only fractions between 0 and 1


def test_list_lengths_are_found_at_any_depth():
    assert text.list_lengths({"prs": list(range(12)), "labels": [["a", "b"]]}) == {"12", "1", "2"}
    assert text.list_lengths({"count": 3}) == set()


@pytest.mark.parametrize(
    "reply",
    [
        "The API is down right now.",
        "The service was down.",
        "The booking system is offline.",
        "The server is not responding.",
        "The search returned no data.",
        "I found no results for that.",
        "I couldn't find the order.",
        "I could not find it.",
        "Order not found.",
        "I don't have access to that repo.",
        "I do not have access to that calendar.",
        "The payment didn't go through.",
        "The payment did not go through.",
        "We got rate-limited.",
        "The API rate limited us.",
        "There was a problem with the lookup.",
        "I ran into an issue with the API.",
        "We hit some trouble fetching it.",
        "Access denied by the server.",
        "Permission denied.",
        "My request was denied.",
    ],
)
def test_failure_acknowledgements_recognised(reply):
    assert text.mentions_failure(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "No issues found, your order shipped.",
        "There were no problems.",
        "The issue you asked about is resolved.",
        "Problem 3 is solved: x = 4.",
        "Your claim was approved, not denied.",
    ],
)
def test_bare_issue_problem_and_denied_are_no_acknowledgement(reply):
    assert not text.mentions_failure(reply)


def test_derived_from_allows_sums_and_products_only():
    assert text.derived_from("804.00", {"378", "426"})
    assert text.derived_from("868.32", {"804", "1.08"})
    assert not text.derived_from("500", {"1499", "999"})  # a difference
    assert not text.derived_from("350", {"700", "2"})  # a quotient
