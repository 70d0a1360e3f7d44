"""What a run is about: the places, names, records and days a prompt asks for, and what a call used.

Helpers of the `wrong_entity` check (`critiqor.scoring.inference`): US states named as a place's
qualifier ("Portland, Maine", "Portland, ME"), the record an agent picked from a list of results,
and the day a relative word ("tomorrow", "yesterday") means at the run's date.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta, timezone, tzinfo
from typing import Any, Iterable, Iterator

from critiqor.scoring.quantities import walk_output

__all__ = [
    "US_STATES", "qualifier_states", "argument_states", "proper_names", "picked_records", "misattributed_ids",
    "relative_day", "days_meant", "own_words", "lists_of_records", "unseen_names", "single_record_strings", "single_record_leaves",
    "other_name_words", "prompt_names",
]

#: US states and DC: name -> USPS code.
US_STATES: dict[str, str] = {
    "alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA", "colorado": "CO",
    "connecticut": "CT", "delaware": "DE", "district of columbia": "DC", "florida": "FL", "georgia": "GA",
    "hawaii": "HI", "idaho": "ID", "illinois": "IL", "indiana": "IN", "iowa": "IA", "kansas": "KS",
    "kentucky": "KY", "louisiana": "LA", "maine": "ME", "maryland": "MD", "massachusetts": "MA",
    "michigan": "MI", "minnesota": "MN", "mississippi": "MS", "missouri": "MO", "montana": "MT",
    "nebraska": "NE", "nevada": "NV", "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM",
    "new york": "NY", "north carolina": "NC", "north dakota": "ND", "ohio": "OH", "oklahoma": "OK",
    "oregon": "OR", "pennsylvania": "PA", "rhode island": "RI", "south carolina": "SC", "south dakota": "SD",
    "tennessee": "TN", "texas": "TX", "utah": "UT", "vermont": "VT", "virginia": "VA", "washington": "WA",
    "west virginia": "WV", "wisconsin": "WI", "wyoming": "WY",
}
#: Canadian provinces and territories: name -> code; a place in one is in no US state.
PROVINCES: dict[str, str] = {
    "alberta": "AB", "british columbia": "BC", "manitoba": "MB", "new brunswick": "NB", "newfoundland and labrador": "NL",
    "nova scotia": "NS", "ontario": "ON", "prince edward island": "PE", "quebec": "QC", "saskatchewan": "SK",
    "northwest territories": "NT", "nunavut": "NU", "yukon": "YT",
}
US_STATES = {**US_STATES, **PROVINCES}
_CODES = frozenset(US_STATES.values())
_NAMES = "|".join(sorted(US_STATES, key=len, reverse=True))
#: A state as a place's qualifier: after a comma or in brackets ("Portland, Maine", "Austin, TX",
#: "the Portland Art Museum (Oregon)").
_QUALIFIER = re.compile(rf"[,(]\s*(?:(?P<name>{_NAMES})\b|(?P<code>[A-Z]{{2}})\b)", re.IGNORECASE)
_STATE_KEYS = frozenset("state state_code province region".split())
_PLACE_KEYS = frozenset("location city destination origin place region town address".split())


def _state(word: str | None, code: str | None) -> str | None:
    if word:
        return US_STATES.get(" ".join(word.lower().split()))
    return code if code in _CODES else None


def qualifier_states(text: str) -> set[str]:
    """The US states `text` names as a place's qualifier, as codes ("Portland, Maine" -> {"ME"},
    "Portland Art Museum (Oregon)" -> {"OR"})."""
    found = set()
    for match in _QUALIFIER.finditer(text):
        code = match.group("code")
        state = _state(match.group("name"), code if code and code.isupper() else None)
        if state:
            found.add(state)
    return found


def argument_states(args: Any) -> set[str]:
    """The US states a call's arguments name: a `state` (`province`, `region`) argument, or the
    qualifier of a place argument ("Portland, OR")."""
    found = set()
    for key, leaf in walk_output(args):
        if not isinstance(leaf, str):
            continue
        name = key.lower()
        if name in _STATE_KEYS:
            value = leaf.strip()
            state = _state(value, None) or (value if value in _CODES else None)  # a code in capitals: "OR", not "ok"
            if state:
                found.add(state)
        if name in _PLACE_KEYS:
            found |= qualifier_states(leaf)
    return found


# --- the record picked from a list ---------------------------------------------------------------

_ID_KEY = re.compile(r"(^|_)(id|slug)$", re.IGNORECASE)  # `slug`: the id an API takes by name


def _words(value: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", value.lower()) if len(w) >= 3}


def lists_of_records(value: Any, depth: int = 0) -> Iterator[list[dict]]:
    """Every list of two or more records (dicts) in an output."""
    if depth > 50:
        return
    if isinstance(value, dict):
        for child in value.values():
            yield from lists_of_records(child, depth + 1)
    elif isinstance(value, list):
        if len(value) >= 2 and all(isinstance(item, dict) for item in value):
            yield value
        for child in value:
            yield from lists_of_records(child, depth + 1)


def _record_id(record: dict) -> str | None:
    ids = [str(v) for k, v in record.items() if _ID_KEY.search(str(k)) and isinstance(v, (str, int))]
    return ids[0] if ids else None


def _record_name(record: dict) -> set[str]:
    """The words of a record's name fields (`name`, `*_name`, `title`, `full_name`, ...)."""
    names = [v for k, v in record.items() if isinstance(v, str) and re.search(r"name|title", str(k), re.IGNORECASE)]
    return {w for value in names for w in _words(value)}


def proper_names(prompt: str) -> set[str]:
    """The lower-cased capitalised words of three letters or more of a prompt, but its first word
    ("Lena", "Hoffmann" in "Can I see Dr. Lena Hoffmann?")."""
    return {m.group(0).lower() for m in re.finditer(r"\b[A-Z][a-z]{2,}\b", prompt) if m.start() > 0}


def picked_records(
    output: Any, later_args: Iterable[Any], asked: set[str], min_names: int = 2
) -> Iterator[tuple[str, str]]:
    """(picked, better) for each record of a list in `output` that a later call takes by its id
    while another record of that list has a name sharing more words with the prompt's proper names
    (`asked`), at least `min_names` (`Thresholds.picked_record_min_names`):
    the agent took the wrong item of the results ("Leon Hoffman" picked for "Lena Hoffmann")."""
    used = {re.sub(r"[^a-z0-9]", "", str(leaf).lower()) for args in later_args for _, leaf in walk_output(args)}
    for records in lists_of_records(output):
        scored = [(len(_record_name(r) & asked), r) for r in records if _record_name(r)]
        if len(scored) < 2:
            continue
        best = max(score for score, _ in scored)
        if best < min_names:  # one word in common ("near the Louvre") does not name a record
            continue
        for score, record in scored:
            ident = _record_id(record)
            if ident and re.sub(r"[^a-z0-9]", "", ident.lower()) in used and score < best:
                better = next(r for s, r in scored if s == best)
                yield ident, str(_record_id(better) or sorted(_record_name(better)))


_ID_FIELD = re.compile(r"(^|_)(id|no|num|number|code|ref|sku)$", re.IGNORECASE)


def _own_words(records: list[dict]) -> list[tuple[str, set[str]]]:
    """(id, words only this record's text fields use) for each record of a list with an id field."""
    ids = [next((str(v) for k, v in r.items() if _ID_FIELD.search(str(k)) and isinstance(v, (str, int))), None) for r in records]
    return [(ident, words) for ident, words in zip(ids, own_words(records)) if ident]


def own_words(records: list[dict], with_ids: bool = False) -> list[set[str]]:
    """Per record of a list, the words (no numbers) of its text fields that no other record's use;
    id fields left out unless `with_ids`."""
    texts = [
        {w for k, v in r.items() if isinstance(v, str) and (with_ids or not _ID_FIELD.search(str(k))) for w in _words(v) if not w.isdigit()}
        for r in records
    ]
    return [words - {w for other, ws in enumerate(texts) if other != k for w in ws} for k, words in enumerate(texts)]


def misattributed_ids(output: Any, sentences: Iterable[str]) -> Iterator[tuple[str, str]]:
    """(id, word) for each sentence that gives the id of one record of a list of results while it
    names another record by a word only that one has, and none of the id's own ("your amoxicillin
    is Rx 8330091" where 8330091 is the amlodipine's): the right list, the wrong item. A sentence
    that gives the other record's id too speaks of both ("two closed (WC-1, WC-2), one in review:
    WC-3")."""
    for records in lists_of_records(output):
        owned = _own_words(records)
        for sentence in sentences:
            words = _words(sentence)
            flat = re.sub(r"[^a-z0-9]", "", sentence.lower())
            for ident, own in owned:
                key = re.sub(r"[^a-z0-9]", "", ident.lower())
                if len(key) < 4 or not re.search(r"\d", key) or key not in flat or own & words:  # ids, not codes like "balayage"
                    continue
                others = sorted(w for other, theirs in owned if other != ident and not _quoted(other, flat) for w in theirs & words)
                if others:
                    yield ident, others[0]


def _quoted(ident: str, flat: str) -> bool:
    key = re.sub(r"[^a-z0-9]", "", ident.lower())
    return len(key) >= 4 and key in flat


# --- relative days -----------------------------------------------------------------------------

#: Relative day words and the offsets in days they mean; a night has two dates (the evening's and
#: the morning's: a sleep tracker files last night under today, a frost window tonight runs to
#: tomorrow's dawn).
_RELATIVE = {"today": (0,), "tonight": (0, 1), "this evening": (0,), "tomorrow": (1,), "yesterday": (-1,), "last night": (-1, 0)}
_RELATIVE_WORD = re.compile(r"\b(" + "|".join(_RELATIVE) + r")\b", re.IGNORECASE)
_DAY_KEY = re.compile(r"date|day", re.IGNORECASE)
_BARE_DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")


def relative_day(prompt: str) -> tuple[str, tuple[int, ...]] | None:
    """The relative day word of a prompt and its offsets in days ("tomorrow" -> (1,), "last night"
    -> (-1, 0)); None when it has none, or words meaning different days ("today or tomorrow")."""
    words = {m.group(1).lower() for m in _RELATIVE_WORD.finditer(prompt)}
    offsets = {_RELATIVE[w] for w in words}
    if len(offsets) != 1:
        return None
    return sorted(words)[0], offsets.pop()


#: Without a zone of the user's, the run may be on any local date from UTC-12 to UTC+14.
_ANY_OFFSET = [timezone(timedelta(hours=h)) for h in (-12, 14)]


def days_meant(run: datetime, offsets: Iterable[int], zones: Iterable[tzinfo]) -> set[date]:
    """The days a relative word means at the run's instant: in UTC and in each given zone, or,
    when no zone is given, in any zone from UTC-12 to UTC+14."""
    zones = list(zones) or _ANY_OFFSET
    return {run.astimezone(zone).date() + timedelta(days=n) for zone in [timezone.utc, *zones] for n in offsets}


def argument_days(args: Any) -> list[tuple[str, date]]:
    """The bare dates ("2026-11-21", no time) of a call's arguments under a key naming a date or day."""
    found = []
    for key, leaf in walk_output(args):
        match = _BARE_DATE.fullmatch(leaf.strip()) if isinstance(leaf, str) and _DAY_KEY.search(key) else None
        if match:
            try:
                found.append((key, date(*map(int, match.groups()))))
            except ValueError:
                continue
    return found


# --- a name the tools never saw ------------------------------------------------------------------

#: Capitalised words that name nothing in particular: days, months and their short forms, question
#: words, titles.
_NOT_NAMES = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
    september october november december jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur
    thurs fri sat sun what when where which who
    how can could would should will does did the this that please thanks also and but for any judge street road
    avenue master mister madam sir saint lady lord professor doctor coach captain chef father sister brother reverend
    rabbi pastor sensei""".split()
)
#: A capitalised word of three letters or more that does not start a sentence or a line.
_CAPITAL_WORD = re.compile(r"(?<![.?!]\s)(?<!^)(?<!\n)\b([A-Z][a-z]{2,}[A-Za-z0-9]*)\b")
#: After a word, a number or a one-letter code: the word names a kind ("District 4", "Zone B").
NUMBERED_KIND = re.compile(r"\s+(?:#?\d|[A-Z]\b)")


def _folded_words(value: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9]*", value)}


def prompt_names(prompt: str) -> set[str]:
    """The prompt's capitalised words (`_CAPITAL_WORD`), lower-cased, but a kind before a number
    ("Zone B") and `_NOT_NAMES`."""
    return {m.group(1).lower() for m in _CAPITAL_WORD.finditer(prompt) if not NUMBERED_KIND.match(prompt, m.end())} - _NOT_NAMES


def unseen_names(prompt: str, response: str, tool_text: str) -> set[str]:
    """The prompt's names (`prompt_names`) that the response repeats but the tools' text
    (ascii-folded) never holds: not as a word, not as a word's start or a word cut short to four
    letters or more, not inside a word ("camp" in `birchwoodcamp.org`), not as the start of a code
    of three capitals or more ("BUR-01" for Burbank), and, for a US state or a province, not as its
    code ("VT" for Vermont)."""
    asked = prompt_names(prompt)
    said = _folded_words(response)
    seen = _folded_words(tool_text)
    lowered = tool_text.lower()
    codes = {c.lower() for c in re.findall(r"\b[A-Z]{3,}", tool_text)}
    states = {c.lower() for c in re.findall(r"\b[A-Z]{2}\b", tool_text)}
    return {
        w for w in asked & said
        if w not in seen
        and not any(t.startswith(w) or (len(t) >= 4 and w.startswith(t)) for t in seen)
        and not (len(w) >= 4 and w in lowered)
        and not any(w.startswith(c) for c in codes)
        and US_STATES.get(w, "").lower() not in states
    }


def single_record_leaves(value: Any, key: str = "", alone: bool = True, depth: int = 0) -> Iterator[tuple[str, Any]]:
    """(key, leaf) for each string or number of an output that belongs to no list of two or more
    items: what the output says about the one thing it found, not a list to choose from."""
    if depth > 50:
        return
    if isinstance(value, dict):
        for name, child in value.items():
            yield from single_record_leaves(child, str(name), alone, depth + 1)
    elif isinstance(value, (list, tuple)):
        for child in value:
            yield from single_record_leaves(child, key, alone and len(value) < 2, depth + 1)
    elif isinstance(value, (str, int, float)) and not isinstance(value, bool) and alone:
        yield key, value


def single_record_strings(value: Any) -> Iterator[tuple[str, str]]:
    """(key, text) of `single_record_leaves` for its strings."""
    return ((key, leaf) for key, leaf in single_record_leaves(value) if isinstance(leaf, str))


def other_name_words(value: str, said: set[str]) -> list[str]:
    """The words of three letters or more in `value` (ascii-folded) with a capital but not all
    capitals ("Tampere", "SkiErg", "ClearView"; not the code "VT") that are not in `said` and name
    something (`_NOT_NAMES` aside)."""
    return [
        w for w in re.findall(r"\b[A-Za-z][A-Za-z0-9]*", value)
        if len(w) >= 3 and re.search(r"[A-Z]", w) and not w.isupper() and w.lower() not in said and w.lower() not in _NOT_NAMES
    ]
