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


@pytest.mark.parametrize("phrase", ["definitely", "Certainly", "guaranteed", "100%", "100 percent", "without a doubt"])
def test_certainty_phrases_found(phrase):
    assert text.certainty_phrases(f"It is {phrase} right.")


def test_hedges_are_not_certainty():
    assert text.certainty_phrases("It is probably right, likely 90% of the time.") == []


@pytest.mark.parametrize("reply", ["Sorry, I couldn't reach it.", "The lookup failed.", "Service unavailable", "it timed out"])
def test_failure_wording_recognised(reply):
    assert text.mentions_failure(reply)


def test_plain_success_wording_is_no_failure():
    assert not text.mentions_failure("Your table for two is booked at 8 pm.")


def test_mentions_failure_reads_typographic_apostrophes():
    from critiqor.scoring.text import mentions_failure

    for said in ("I couldn\u2019t get the weather.", "It can\u2019t be done.", "It didn\u2019t work.", "I wasn\u2019t able to."):
        assert mentions_failure(said), said
    assert not mentions_failure("It is sunny.")
