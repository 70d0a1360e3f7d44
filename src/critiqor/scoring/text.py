"""Plain-text helpers for the detectors: numbers, content words, dates and attributions in a text.

All matching is deliberately simple and documented in the README (section "Scoring"): lower-cased words of four
letters or more (minus a short stop list, with a trailing plural "s" dropped), numbers normalised
so that "1,234", "1234" and "1234.0" compare equal.
"""

from __future__ import annotations

import json
import re
import unicodedata
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from typing import Any, Iterable, Iterator

__all__ = [
    "canonical",
    "safe_str",
    "leaf_text",
    "normalise_number",
    "numbers_in",
    "words_in",
    "tokens_in",
    "list_lengths",
    "dates_in",
    "specific_claims",
    "certainty_phrases",
    "mentions_failure",
    "number_supported",
]

_NUMBER = re.compile(r"(?<![\w.])(\$|€|£)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?%)?(?![\w])")
_WORD = re.compile(r"[^\W\d_]{4,}")
_MONTHS = (
    "january february march april may june july august september october november december".split()
)
_MONTH = (
    r"(" + "|".join(_MONTHS) + r"|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b\.?"
)
_YEAR = r"(?:,?\s+(\d{4})\b)?"
_MONTH_DAY = re.compile(rf"\b{_MONTH}\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?!-[a-z]){_YEAR}", re.IGNORECASE)  # not "July 2-week"
_DAY_MONTH = re.compile(  # not a count of things of a month: "your 4 November claims"
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}{_YEAR}(?!\s+(?!is\b|was\b|has\b|this\b|as\b)[a-z]{{2,}}s\b)", re.IGNORECASE
)
_ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_ISO_IN_SOURCE = re.compile(r"(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)")  # also inside "2024-03-02T14:05:00Z"
_ACCORDING = re.compile(r"\baccording\s+to\s+([^.,;:!?\n]+)", re.IGNORECASE)
_CERTAINTY = re.compile(
    r"\b(definitely|certainly|guaranteed|guarantee|undoubtedly|absolutely|without\s+(?:a|any)\s+doubt"
    r"|(?:can|could)\s+count\s+on\s+(?:it|that|this)|for\s+sure|rest\s+assured|no\s+doubt"
    r"|no\s+question\s+about\s+it|without\s+question|there'?s\s+no\s+way|no\s+way\s+you'?ll|zero\s+chance"
    r"|perfectly\s+safe|completely\s+safe|nothing\s+to\s+worry\s+about|locked\s+in|with\s+certainty|set\s+in\s+stone"
    r"|(?:is|are)\s+certain\s+to|no\s+risk\s+at\s+all)\b"
    r"|\b100\s?(?:%|percent\b)|\bexactly(?=\s+[$€£]\d)",
    re.IGNORECASE,
)
_FAILURE = re.compile(
    r"\b(errors?|exceptions?|fail(?:ed|s|ure|ing)?|unable|could\s*n[o']t|can't|can\s*not|cannot|unavailable"
    r"|not\s+available|unreachable|timed?[\s-]*out|sorry(?!\s+(?:you(?:'re|\s+are)|to\s+(?:see|hear)|about|for\s+your|for\s+the\s+loss))|(?:was\s*n[o']t|was\s+not)\s+able"
    r"|did\s*n[o']t\s+work|went\s+wrong|crash(?:ed|es)?|refused|invalid"
    r"|(?:is|was|are|were)\s+(?:currently\s+)?down|offline|not\s+responding|returned\s+no\s+data|no\s+results?"
    r"|not\s+found|(?:do\s*n't|do\s+not|does\s*n't|does\s+not)\s+have\s+access|did\s*n[o']t\s+go\s+through"
    r"|rate[\s-]limited|(?:access|permission)\s+denied|(?:was|were)\s+denied"
    r"|not\s+(?:authori[sz]ed|permitted|allowed)|(?:was|were|is|are)\s*n't\s+(?:authori[sz]ed|permitted|allowed)"
    r"|(?:do\s*n't|do\s+not|does\s*n't|does\s+not|did\s*n't|did\s+not)\s+have\s+(?:the\s+)?(?:permissions?|rights?|scope)"
    r"|(?:does\s*n't|does\s+not|did\s*n't|did\s+not)\s+exist|no\s+longer\s+exists?"
    r"|rejected|forbidden|(?:was|were)\s+(?:declined|blocked)|came\s+back\s+empty"
    r"|(?:did\s*n't|did\s+not|does\s*n't|does\s+not)\s+respond|(?:an?|HTTP)\s+(?:40[0-9]|41[0-8]|42[2-9]|50[0-4])\b(?!\s+(?:series|points|pins|miles|km|units|items))"
    r"|(?:is|are|was|were)\s*n't\s+available|no\s+such|no\s+record\s+of|not\s+able\s+to"
    r"|returned\s+nothing|nothing\s+came\s+back|came\s+back\s+with\s+nothing"
    r"|(?:did|does|do)\s*n't\s+(?:let\s+me|allow)|(?:did|does|do)\s+not\s+(?:let\s+me|allow)"
    r"|(?:there\s+(?:was|were|is|are)|ran\s+into|run\s+into|hit|had|encountered)\s+(?:a|an|some)\s+(?:\w+\s+)?"
    r"(?:problems?|issues?|trouble))\b",
    re.IGNORECASE,
)
_STOP = frozenset(
    """about above after again against also been before being below between both could does doing down
    during each from further have having here into itself just more most much must only other ours over
    same should some such than that their theirs them then there these they this those through under
    until very were what when where which while whom will with would your yours result results value
    values output answer""".split()
)


def safe_str(value: Any) -> str:
    """`str(value)`, or a placeholder naming its type when its `__str__` fails."""
    try:
        return str(value)
    except Exception:
        return f"<unprintable {type(value).__name__}>"


def canonical(value: Any) -> str:
    """Sorted-key JSON text of `value` (objects by `repr`), so equal data gives equal text; never raises.

    Data JSON cannot walk (too deep, cycles) falls back to a text unique to that object.
    """
    try:
        return json.dumps(value, sort_keys=True, default=repr, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return f"<{type(value).__name__} at {id(value):#x}>"


_MAX_WALK_DEPTH = 50


def _nodes(value: Any, depth: int = 0) -> Iterator[Any]:
    """Every node of a tool output (dict values, list/tuple/set items), depth-first, 50 levels at most."""
    if depth > _MAX_WALK_DEPTH:
        return
    yield value
    if isinstance(value, dict):
        children: Iterable[Any] = value.values()
    elif isinstance(value, (list, tuple, set, frozenset)):
        children = value
    else:
        return
    for child in children:
        yield from _nodes(child, depth + 1)


def leaf_text(value: Any) -> str:
    """The text of a tool output's leaves (strings, numbers), keys left out, one leaf per line."""
    return "\n".join(
        safe_str(node)
        for node in _nodes(value)
        if not isinstance(node, (dict, list, tuple, set, frozenset, bool)) and node is not None
    )


def normalise_number(text: str) -> str | None:
    """`text` as a canonical decimal string ("1,234.50" -> "1234.5"), or None if it is not a number."""
    try:
        value = Decimal(text.replace(",", "").strip())
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def numbers_in(text: str) -> set[str]:
    """Every number in `text`, normalised."""
    found = set()
    for match in _NUMBER.finditer(text):
        number = normalise_number(match.group(2) + (match.group(3) or ""))
        if number is not None:
            found.add(number)
    return found


def _stem(word: str) -> str:
    word = word.lower()
    return word[:-1] if len(word) > 4 and word.endswith("s") and not word.endswith("ss") else word


def words_in(text: str) -> set[str]:
    """The content words of `text`: four letters or more, lower-cased, stop words out, and a trailing
    "s" dropped from words of five letters or more (not "ss")."""
    return {_stem(w) for w in _WORD.findall(text) if w.lower() not in _STOP}


def tokens_in(text: str) -> set[str]:
    """Numbers and content words of `text` together."""
    return numbers_in(text) | words_in(text)


def certainty_phrases(text: str) -> list[str]:
    """The high-certainty wordings in `text` ("definitely", "guaranteed", "100%", "you can count on it",
    "for sure", "rest assured", "no doubt", "exactly" before an amount of money, ...), in order."""
    return [m.group(0) for m in _CERTAINTY.finditer(text)]


def mentions_failure_beyond(text: str, prompt: str) -> bool:
    """Whether `text` says something failed in words the prompt does not already use ("with error
    C-2557" echoes a prompt about an error code; it reports no failure of the run's own)."""
    asked = prompt.replace("\u2019", "'").lower()
    return any(m.group(0).lower() not in asked for m in _FAILURE.finditer(text.replace("\u2019", "'").replace("\u2018", "'")))


def mentions_failure(text: str) -> bool:
    """Whether `text` says something failed or came back empty (error, failed, unable, timed out, sorry
    (not sympathy: "sorry you're unwell", "sorry to see you go"),
    is down, no results, not found, "ran into a problem", "access denied", "not authorized", "don't
    have permission", "doesn't exist", "rejected", "forbidden", "was declined", "came back empty",
    "a 403", "isn't available", "no such", "no record of", "not able to", "didn't let me", ...; bare "issue",
    "problem" and "denied" do not count); typographic apostrophes count as plain ones ("couldn’t")."""
    return _FAILURE.search(text.replace("\u2019", "'").replace("\u2018", "'")) is not None


_NOTHING = re.compile(
    r"\b(no|none|nothing|nobody|no\s+one|zero|empty|(?:all|came\s+back|is|looks|was)\s+clear|not\s+any"
    r"|no\s+\w+\s+(?:found|returned|listed)"
    r"|(?:do|does|did|are|is|were|was)\s*n[o']t\s+(?:have\s+|see\s+|show\s+|find\s+)?any"  # "you don't have any"
    r"|(?:could\s*n[o']t|did\s*n[o']t|did\s+not|could\s+not|can't|cannot)\s+find)\b",
    re.IGNORECASE,
)
_ID_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[-_./#:][A-Za-z0-9]+)*")


def mentions_nothing(text: str) -> bool:
    """Whether `text` says a search came back empty ("no rows", "none", "nothing", "clear", "couldn't find")."""
    return _NOTHING.search(text.replace("\u2019", "'")) is not None


def one_change(a: str, b: str, swaps_only: bool = False) -> bool:
    """Whether two strings of one length differ by two neighbours swapped ("42", "24"), or, unless
    `swaps_only`, in one place ("77.8", "71.8")."""
    diffs = [k for k in range(len(a)) if a[k] != b[k]] if len(a) == len(b) else []
    if len(diffs) == 1:
        return not swaps_only
    return len(diffs) == 2 and diffs[1] == diffs[0] + 1 and a[diffs[0]] == b[diffs[1]] and a[diffs[1]] == b[diffs[0]]


def ascii_folded(value: str) -> str:
    """`value` with its accents dropped ("Kōji" -> "Koji", "São" -> "Sao"; "µg/m³" -> "ug/m3")."""
    value = value.replace("\u00b5", "u").replace("\u03bc", "u")
    return unicodedata.normalize("NFKD", value).encode("ascii", "ignore").decode("ascii")


def id_tokens(text: str) -> set[str]:
    """The identifiers of `text` (tokens with letters and digits, or letters joined by - _ . / # :),
    lower-cased with their punctuation removed, so "ZD-88213" and "zd88213" compare equal."""
    found = set()
    for match in _ID_TOKEN.finditer(text):
        token = match.group(0)
        joined = re.sub(r"[^A-Za-z0-9]", "", token).lower()
        letters, digits = re.search(r"[a-z]", joined), re.search(r"\d", joined)
        if len(joined) >= 3 and letters and (digits or joined != token.lower()):
            found.add(joined)
    return found


def _month(name: str) -> str:
    return name.lower()[:3]


Date = tuple[int, int, int | None]


def _date(month: str | int, day: str, year: str | None) -> Date | None:
    number = month if isinstance(month, int) else [m[:3] for m in _MONTHS].index(_month(month)) + 1
    if not (1 <= number <= 12 and 1 <= int(day) <= 31):
        return None
    return (number, int(day), int(year) if year else None)


def _date_of(match: re.Match) -> Date | None:
    if match.re is _MONTH_DAY:
        return _date(match.group(1), match.group(2), match.group(3))
    if match.re is _DAY_MONTH:
        return _date(match.group(2), match.group(1), match.group(3))
    year, month, day = match.group(0)[:10].split("-")
    return _date(int(month), day, year)


def compact_date(value: str) -> Date | None:
    """The date of "YYYYMMDD" ("20261120"), None when it is not a valid one."""
    if not re.fullmatch(r"\d{8}", value):
        return None
    return _date(int(value[4:6]), value[6:8], value[:4])


def dates_in(text: str) -> set[Date]:
    """Every date of `text` as (month, day, year or None): ISO ("2024-03-02", also with a time after
    it), "March 2[, 2024]" and "2[nd] [of] March[ 2024]"."""
    found = set()
    for pattern in (_ISO_IN_SOURCE, _MONTH_DAY, _DAY_MONTH):
        for match in pattern.finditer(text):
            date = _date_of(match)
            if date is not None:
                found.add(date)
    return found


def list_lengths(value: Any) -> set[str]:
    """The lengths of the lists (and tuples) anywhere inside a tool output, as normalised numbers."""
    return {str(len(node)) for node in _nodes(value) if isinstance(node, (list, tuple))}


def without_certainty(text: str) -> str:
    """`text` with its high-certainty phrases blanked ("100%" there is wording, not a number)."""
    return _CERTAINTY.sub(" ", text)


def date_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) of every date of `text` (the forms `dates_in` reads, ISO with its time too)."""
    return [m.span() for p in (_ISO_IN_SOURCE, _MONTH_DAY, _DAY_MONTH) for m in p.finditer(text)]


def specific_claims(text: str) -> list[tuple[str, str]]:
    """The specific factual claims of `text` as (kind, matched text): numbers, dates, attributions.

    A number counts when it is specific: two digits or more, a decimal, a percentage or a currency
    amount; single digits ("2 steps") do not. High-certainty phrases ("100%") are not claims.
    """
    text = _CERTAINTY.sub(" ", text)
    claims: list[tuple[str, str]] = []
    spans: list[tuple[int, int]] = []
    for pattern in (_ISO_DATE, _MONTH_DAY, _DAY_MONTH):
        for match in pattern.finditer(text):
            claims.append(("date", match.group(0)))
            spans.append(match.span())
    for match in _NUMBER.finditer(text):
        if any(start <= match.start() < end for start, end in spans):
            continue
        currency, digits, decimals, percent = match.groups()
        if currency or decimals or percent or len(digits.replace(",", "")) >= 2:
            claims.append(("number", match.group(0).strip()))
    for match in _ACCORDING.finditer(text):
        claims.append(("attribution", " ".join(match.group(1).split()[:4])))
    return claims


def claim_supported(
    kind: str, claim: str, source: str, source_words: Iterable[str] = (), source_numbers: Iterable[str] | None = None
) -> bool:
    """Whether `source` (tool outputs, the prompt) backs a claim found by `specific_claims`.

    Numbers are compared with `source_numbers` (default: the numbers of `source`) by `number_supported`;
    dates by (month, day, year), the year only when both the claim and the source date have one.
    """
    if kind == "number":
        return number_supported(claim, numbers_in(source) if source_numbers is None else source_numbers)
    if kind == "date":
        match = _ISO_DATE.fullmatch(claim) or _MONTH_DAY.fullmatch(claim) or _DAY_MONTH.fullmatch(claim)
        date = _date_of(match) if match is not None else None
        if date is None:
            return False
        month, day, year = date
        return any(
            (m, d) == (month, day) and (year is None or y is None or y == year) for m, d, y in dates_in(source)
        )
    known = {_stem(w) for w in re.findall(r"[^\W_]{3,}", source)} | {_stem(w) for w in source_words}
    cited = {_stem(w) for w in re.findall(r"[^\W_]{3,}", claim) if w.lower() not in _STOP | {"the"}}
    return bool(cited & known)


def number_supported(claim: str, numbers: Iterable[str]) -> bool:
    """Whether every number of `claim` is a source number (normalised): equal to one rounded to the
    claim's own decimals ("18.5" and "18" from 18.47), or, for a percentage, 100 times a source
    number between 0 and 1, rounded likewise ("40%" from 0.4)."""
    values = [Decimal(n) for n in numbers]
    fractions = [v * 100 for v in values if 0 < v < 1]
    matches = list(_NUMBER.finditer(claim))
    for match in matches:
        currency, digits, decimals, percent = match.groups()
        value = Decimal(digits.replace(",", "") + (decimals or ""))
        quantum = Decimal(1).scaleb(-len((decimals or ".")[1:]))
        candidates = values + fractions if percent else values
        if not any(_rounds_to(candidate, quantum, value) for candidate in candidates):
            return False
    return bool(matches)


def _rounds_to(candidate: Decimal, quantum: Decimal, value: Decimal) -> bool:
    try:
        return candidate.quantize(quantum, rounding=ROUND_HALF_UP) == value
    except InvalidOperation:  # too many digits to round at that precision
        return candidate == value


def _decimals(number: str) -> int:
    return len(number.split(".", 1)[1]) if "." in number else 0


def derived_from(claim: str, operands: Iterable[str]) -> bool:
    """Whether the number `claim` is, to its own rounding, the sum or the product of two `operands`
    (normalised numbers): a total or a conversion. Only claims of three significant digits or more
    count: smaller numbers match some pair of operands too easily to mean anything."""
    number = normalise_number(claim.lstrip("$€£").rstrip("% "))
    if number is None or len(number.replace(".", "").replace("-", "").lstrip("0")) < 3:
        return False
    value = Decimal(number)
    tolerance = Decimal(5) / (Decimal(10) ** (_decimals(number) + 1))
    values = [Decimal(o) for o in set(operands)]
    for i, a in enumerate(values):
        for b in values[i:]:
            if abs(a + b - value) <= tolerance or abs(a * b - value) <= tolerance:
                return True
    return False
