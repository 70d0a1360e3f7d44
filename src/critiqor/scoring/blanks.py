"""Values a response gives for what a tool output leaves blank.

An output that answers a question but leaves one field empty (`"deposit_usd": null`) or says it
is not known (`"turnaround": "varies by season; call for estimate"`, `"lead_time_note": "Confirmed
by workroom after order"`) tells the agent it does not have that value. A response that still
states a number for it ("a $5,000 deposit hold", "about 8 weeks") invented the number, however
plausible: the `unsupported_claim` check reports it.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from critiqor.scoring.quantities import quantities_in_text

__all__ = ["blank_fields", "values_for_blanks"]

#: Text an output gives for a value it does not have.
UNKNOWN_TEXT = re.compile(
    r"\b(varies|vary|call\s+for|not\s+provided|not\s+available|unavailable|quoted\s+per|confirmed\s+(?:by|after)|tbd|tba"
    r"|to\s+be\s+(?:confirmed|determined|announced)|unknown|on\s+request|upon\s+request)\b",
    re.IGNORECASE,
)
#: Keys about the pages of a result, not the thing found (`"next_page": null` is the last page).
_PAGING_KEYS = frozenset("next next_page next_cursor cursor page prev prev_page previous previous_page next_token page_token".split())
#: Words of a key that say nothing of what the value is (a currency, a unit, "note").
_GENERIC_KEY_WORDS = frozenset("usd eur gbp cad aud cents pct percent note notes value amount data info text min max".split())
#: Words of a clause that keep its number from being the blank value ("no deposit", "call to confirm").
_NOT_A_VALUE = re.compile(r"\b(no|not|none|without|unknown|varies|vary|confirm|call|check|ask|before|excluding|excl)\b|n't\b", re.IGNORECASE)
#: Where a clause of the response ends (not at the point of "$240.47").
_CLAUSE = re.compile(r"(?<!\d)\.|\.(?!\d)|[;!?\n\u2014\u2013]|,\s|\band\b|\bbut\b")


def _single_records(value: Any, alone: bool = True, depth: int = 0) -> Iterator[dict]:
    """The records of an output that belong to no list of two or more: what it says of the one
    thing it found (a blank in one record of a list is that record's own)."""
    if depth > 50:
        return
    if isinstance(value, dict):
        if alone:
            yield value
        for child in value.values():
            yield from _single_records(child, alone, depth + 1)
    elif isinstance(value, (list, tuple)):
        for child in value:
            yield from _single_records(child, alone and len(value) < 2, depth + 1)


def _key_stems(key: str) -> frozenset[str]:
    return frozenset(w[:5] for w in re.split(r"[\W_]+", key.lower()) if len(w) >= 3 and w not in _GENERIC_KEY_WORDS)


def blank_fields(output: Any) -> list[tuple[str, frozenset[str]]]:
    """(key, the five-letter stems of its words) for each field of an output's single records that
    is null, or whose text says the value is not known (`UNKNOWN_TEXT`); a note's key stands for
    what it notes (`lead_time_note`: lead time)."""
    found = []
    for record in _single_records(output):
        for key, value in record.items():
            if str(key).lower() in _PAGING_KEYS:
                continue
            if value is None or (isinstance(value, str) and UNKNOWN_TEXT.search(value)):
                stems = _key_stems(re.sub(r"_?notes?$", "", str(key)))
                if stems:
                    found.append((str(key), stems))
    return found


def values_for_blanks(response: str, blanks: list[tuple[str, frozenset[str]]]) -> list[tuple[str, str]]:
    """(number, key) for each clause of the response that states a number and names half or more
    of a blank field's words, without denying or hedging it away ("no deposit", "call to confirm")."""
    found = []
    for clause in _CLAUSE.split(response) if blanks else ():
        numbers = [q for q in quantities_in_text(clause) if q.value > 0]
        if not numbers or _NOT_A_VALUE.search(clause):
            continue
        stems = {w[:5] for w in re.findall(r"[a-z]{3,}", clause.lower())}
        for key, words in blanks:
            if 2 * len(words & stems) >= len(words):
                found.append((numbers[0].text, key))
                break
    return found
