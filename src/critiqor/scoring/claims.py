"""Which claims of a response the evidence backs, which it contradicts, and which it merely lacks.

Sources are the tool outputs, their error texts, the tool calls' arguments, the prompt and the
run's date. A claim (a number with its unit, a clock time, a date, a version, an attribution) is
*backed* when a source holds it, to the claim's own rounding, or when one documented step
derives it from the sources (see `Derivation`); the search is bounded by `Thresholds.max_operands`.
An unbacked claim *contradicts* a source when the source holds a different value for the same
thing: same unit or label (a number within a factor of two), a clock time, a date or a version
the answer does not cite. Otherwise it is *unsupported*.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
import math
from bisect import bisect_left, bisect_right
from functools import lru_cache
from itertools import accumulate, combinations, permutations
from datetime import date, datetime, timedelta, timezone
from typing import Any, Callable, Iterable, Iterator, Sequence

from critiqor.evidence import EvaluationEvidence
from critiqor.scoring import text, timezones
from critiqor.scoring.quantities import (
    CONVERSION_STEPS,
    CONVERSIONS,
    Clock,
    Quantity,
    clocks_in_text,
    list_aggregates,
    minor_unit_amounts,
    per_amount_rates,
    quantities_in_text,
    dicts_in,
    record_remainders,
    record_totals,
    value_counts,
    unit_of_key,
    versions_in_text,
    compact_clock,
    walk_with_units,
)

__all__ = ["Claim", "ClaimReport", "analyse_claims", "PROMPT", "ARGS", "RUN"]

PROMPT, ARGS, RUN = -1, -2, -3  # origins that are not a tool output
MINOR_UNITS = frozenset({"cents", "pence"})
#: The "unit" of a number that is part of a date: it backs a bare number only, and is no operand.
DATE_PART = "date part"
#: At most this many clock times of the sources take part in time differences.
MAX_CLOCKS = 16
#: Numbers written as words in a source ("one tablet twice a day": 2 a day).
_NUMBER_WORDS = {w: n for n, w in enumerate("_ _ two three four five six seven eight nine ten eleven twelve".split()) if n > 1}
_NUMBER_WORDS |= {"twice": 2, "thrice": 3, "dozen": 12}
_NUMBER_WORD = re.compile(r"\b(" + "|".join(_NUMBER_WORDS) + r")\b", re.IGNORECASE)
_ID_DIGITS = re.compile(r"(?<=[A-Za-z]_)\d{3,}(?!\w)|(?<=[A-Za-z])\d{3,}(?!\w)|(?<=\b[A-Z])\d{1,2}\b(?!\.\d)")  # "pm_visa_4242", "DL2133", "J26"; not size "M10.5"


@dataclass(frozen=True)
class Claim:
    """One specific claim of the response: its kind, text, and, once judged, what became of it."""

    kind: str
    text: str
    backed: bool = False
    origins: frozenset[int] = frozenset()
    contradicts: str | None = None
    contradicted_origin: int | None = None
    derived: bool = False  # backed only by the difference of two sources
    operands: tuple[float, ...] = ()  # the difference's two source values


@dataclass
class Sources:
    """Everything a claim can be backed by, each item with its origin (an output index or PROMPT/ARGS/RUN)."""

    numbers: list[tuple[Quantity, int]] = field(default_factory=list)
    derived: list[tuple[Quantity, int]] = field(default_factory=list)  # list aggregates, time differences
    clocks: list[tuple[Clock, int]] = field(default_factory=list)
    dates: list[tuple[text.Date, int]] = field(default_factory=list)
    versions: list[tuple[str, int]] = field(default_factory=list)
    texts: list[tuple[str, int]] = field(default_factory=list)
    #: Years of dated sources and the time elapsed since them: looked up as they are, never operands.
    years: list[tuple[Quantity, int]] = field(default_factory=list)
    #: Values two steps from the sources (a field less two others): looked up, never operands.
    lookups: list[tuple[Quantity, int]] = field(default_factory=list)
    #: The prompt and the response, for the words a step may depend on (a period for 12 months).
    context: str = ""
    #: How many records of a list hold each value: operands of a share only (4 of 6 ready: 67%).
    counts: list[tuple[Quantity, int]] = field(default_factory=list)
    #: The keys each dated source stands under (`"last_fill"`): what the date is the date of.
    date_keys: dict[tuple[text.Date, int], set[str]] = field(default_factory=dict)

    def add_dates(self, dates: Iterable[text.Date], origin: int, key: str = "") -> None:
        for found in dates:
            self.dates.append((found, origin))
            if key:
                self.date_keys.setdefault((found, origin), set()).add(key)


@dataclass(frozen=True)
class ClaimReport:
    """The claims of a response, judged, and the outputs the backed ones came from."""

    claims: tuple[Claim, ...]

    @property
    def unsupported(self) -> list[Claim]:
        return [c for c in self.claims if not c.backed and c.contradicts is None]

    @property
    def contradicted(self) -> list[Claim]:
        return [c for c in self.claims if c.contradicts is not None]

    @property
    def used_outputs(self) -> frozenset[int]:
        return frozenset(o for c in self.claims if c.backed for o in c.origins if o >= 0)


#: Keys under which "00:18:30" is a length of time, not a clock time.
_DURATION_KEY = re.compile(r"offset|duration|elapsed|runtime|length|time_in|into", re.IGNORECASE)
_ELAPSED = re.compile(r"(\d{1,2}):([0-5]\d)(?::([0-5]\d))?")


def _add_text(sources: Sources, value: str, origin: int, key: str = "") -> None:
    sources.texts.append((value, origin))
    value = re.sub(r"(?<=\d)_(?=\d{1,2}(?:l|ml|kg|g|lb|oz|m|cm|mm|in|ft|gal|um)\b)", ".", value)  # "bottle_2_5l": 2.5 l
    value = re.sub(r"(?<=[A-Za-z])_(?=\d)|(?<=\d)_(?=[A-Za-z])", " ", value)  # "auto_12_months"
    value = re.sub(r"\b([A-Z])(?=\d+\.\d)", r"\1 ", value)  # shoe size "M10.5": 10.5
    dated = text.date_spans(value)  # the 12 of "2026-12-02" backs "21 to 23 December", not "12 minutes"
    sources.numbers += [
        (replace(q, unit=DATE_PART) if any(start <= q.start < end for start, end in dated) else q, origin)
        for q in quantities_in_text(value, key, unit_of_key(key) if key else None)
    ]
    sources.numbers += [(Quantity(float(d), None, key), origin) for d in _ID_DIGITS.findall(value)]
    sources.numbers += [(Quantity(float(_NUMBER_WORDS[w.lower()]), None, key or "count"), origin)
                        for w in _NUMBER_WORD.findall(value)]
    clocks = clocks_in_text(value)
    sources.clocks += [(c, origin) for c in clocks]
    sources.numbers += [  # the 10 of "10am" backs "the closest to 10", never "10 minutes"
        (Quantity(float(h), DATE_PART, "hour"), origin) for c in clocks for m in c.minutes for h in {m // 60, (m // 60 - 1) % 12 + 1}
    ]
    sources.add_dates(text.dates_in(value), origin, key)
    sources.versions += [(v, origin) for v, _, _ in versions_in_text(value)]
    elapsed = _ELAPSED.fullmatch(value.strip()) if _DURATION_KEY.search(key) else None
    if elapsed:  # `"offset": "00:18:30"`: 18 min 30 s into it, no clock time
        h, m, s = (int(g or 0) for g in elapsed.groups())
        sources.numbers.append((Quantity(float(h * 3600 + m * 60 + s), "s", key), origin))


#: The distance a speed covers in an hour, as a response says it ("41 miles of range per hour").
_DISTANCE_OF_SPEED = {"kph": "km", "mph": "mi"}


def _add_value(sources: Sources, value: Any, origin: int) -> None:
    for key, leaf, unit in walk_with_units(value):
        if isinstance(leaf, bool):
            continue
        if isinstance(leaf, (int, float)):
            unit = unit or unit_of_key(key)
            sources.numbers.append((Quantity(float(leaf), unit, key.lower()), origin))
            if unit in _DISTANCE_OF_SPEED:  # 66 km of range an hour: "41 miles of range per hour"
                sources.numbers.append((Quantity(float(leaf), _DISTANCE_OF_SPEED[unit], key.lower()), origin))
            sources.texts.append((str(leaf), origin))
        else:
            _add_text(sources, text.safe_str(leaf), origin, key)
            _add_compact(sources, text.safe_str(leaf), origin, key)
    sources.derived += [(q, origin) for q in [*list_aggregates(value), *record_totals(value)]]
    sources.lookups += [(q, origin) for q in record_remainders(value)]
    sources.counts += [(q, origin) for q in value_counts(value)]
    for record in dicts_in(value):  # "rush_24h_pct": a 24-hour turnaround
        for key in record:
            if re.search(r"\d", str(key)):
                sources.numbers += [(q, origin) for q in quantities_in_text(re.sub(r"[_-]", " ", str(key)))]
    sources.numbers += [(q, origin) for q in minor_unit_amounts(value)]


def _add_compact(sources: Sources, value: str, origin: int, key: str) -> None:
    """A time or date written without separators under a key that names one (`"time": "074512"`,
    `"date": "20261120"`, as carrier and bank APIs write them)."""
    name = key.lower()
    if "time" in name and (clock := compact_clock(value)) is not None:
        sources.clocks.append((clock, origin))
    if "date" in name and re.fullmatch(r"\d{8}", value.strip()):
        date = text.compact_date(value.strip())
        if date is not None:
            sources.add_dates([date], origin, key)


def _add_portions(sources: Sources, evidence: EvaluationEvidence) -> None:
    """A figure an output gives per an amount (31 g of protein per 100 g) scaled to each amount of
    that unit the sources give (150 g: 46.5 g), as one step."""
    for j, output in enumerate(evidence.tool_outputs):
        for rate, per, unit in per_amount_rates(output.output):
            amounts = {q.value for q, _ in sources.numbers if q.unit == unit and q.value > 0}
            sources.derived += [(replace(rate, value=rate.value * amount / per), j) for amount in sorted(amounts)]


def _add_zone_times(sources: Sources, response: str, when: datetime | None) -> None:
    """The run's time (its first timestamp: what "now" is), in UTC, and each source timestamp with
    a UTC offset (the first `MAX_CLOCKS`), also as the clock time and date of the zones the
    response names ("6:30 PM Pacific") or the sources name (the user's `America/New_York`); as
    written, a timestamp is its own zone's clock time already."""
    stamps = [(t, o) for value, o in sources.texts for t in timezones.instants_in(value)][:MAX_CLOCKS]
    if when is not None:
        stamps.append((when, RUN))
        sources.clocks.append((_clock_of(when), RUN))
    if not stamps:
        return
    sources.derived += _elapsed_between(stamps)
    zones = timezones.zones_named([response, *(value for value, _ in sources.texts)])
    for stamp, origin in stamps:
        for local in timezones.local_times(stamp, zones):
            sources.clocks.append((_clock_of(local), origin))
            sources.dates.append(((local.month, local.day, local.year), origin))


def _elapsed_between(stamps: Sequence[tuple[datetime, int]]) -> list[tuple[Quantity, int]]:
    """Minutes between every two timestamps of the sources (and the run's time), across days: how
    long a shipment sat in customs, 32 h 30 min from one morning to the next afternoon, 6 h 52 min
    from 10:47 PM to 5:39 AM."""
    found = []
    for i, (a, origin_a) in enumerate(stamps):
        for b, origin_b in stamps[i + 1 :]:
            minutes = abs((a - b).total_seconds()) / 60
            if minutes >= 24 * 60 or a.date() != b.date():  # shorter spans in one day are the clock times' differences already
                found.append((Quantity(round(minutes, 3), "min", "duration"), max(origin_a, origin_b)))
    return found


def _clock_of(moment: datetime) -> Clock:
    minutes = moment.hour * 60 + moment.minute
    return Clock((minutes,), minutes * 60 + moment.second, moment.strftime("%H:%M"), -1, -1)


def _time_differences(clocks: Sequence[tuple[Clock, int]]) -> list[tuple[Quantity, int]]:
    """Minutes (and seconds) between every two clock times of the sources: the length of a delay,
    a meeting, a run, the time left until a departure. At most the first `MAX_CLOCKS` times take
    part; a difference belongs to the output among its two origins (the later one)."""
    found = []
    clocks = list(clocks)[:MAX_CLOCKS]
    for i, (a, origin_a) in enumerate(clocks):
        for b, origin_b in clocks[i + 1 :]:
            origin = max(origin_a, origin_b)
            for x in a.minutes:
                for y in b.minutes:
                    found.append((Quantity(float(abs(x - y)), "min", "duration"), origin))
            if a.seconds is not None and b.seconds is not None:
                found.append((Quantity(float(abs(a.seconds - b.seconds)), "s", "duration"), origin))
    return found


def run_date(evidence: EvaluationEvidence) -> datetime | None:
    """When the run happened: its first timestamp (trace, calls, outputs), UTC; None without one."""
    stamps = [e.get("timestamp") for e in evidence.trace] + [c.timestamp for c in evidence.tool_calls]
    stamps += [o.timestamp for o in evidence.tool_outputs]
    numbers = [s for s in stamps if isinstance(s, (int, float)) and not isinstance(s, bool) and s > 0]
    return datetime.fromtimestamp(min(numbers), tz=timezone.utc) if numbers else None


def gather_sources(evidence: EvaluationEvidence) -> Sources:
    """The sources of one run: prompt, call arguments, outputs and their errors, the run's date and
    time; the year of every dated source is a number too ("the 2026 season" in a run of 2026)."""
    sources = Sources(context=f"{text.safe_str(evidence.prompt)}\n{text.safe_str(evidence.response)}")
    _add_text(sources, text.safe_str(evidence.prompt), PROMPT)
    sources.add_dates(_holidays(text.safe_str(evidence.prompt)), PROMPT)
    for call in evidence.tool_calls:
        _add_value(sources, call.args, ARGS)
    for j, output in enumerate(evidence.tool_outputs):
        _add_value(sources, output.output, j)
        if output.error:
            _add_text(sources, text.safe_str(output.error), j)
    _add_portions(sources, evidence)
    when = run_date(evidence)
    _add_zone_times(sources, text.safe_str(evidence.response), when)
    sources.derived += _time_differences(sources.clocks)
    if when is not None:
        sources.dates.append(((when.month, when.day, when.year), RUN))
    years = {(y, o) for (_, _, y), o in sources.dates if y is not None}
    sources.years = [(Quantity(float(y), None, "year"), o) for y, o in sorted(years)]
    if when is not None:
        sources.years += _elapsed(sources.dates, when.date())
    sources.years += _between(sources.dates)
    return sources


#: Holidays of a fixed date a prompt may name instead of the date ("the Christmas Eve matinee").
HOLIDAYS: dict[str, tuple[int, int]] = {
    "new year's day": (1, 1), "valentine's day": (2, 14), "st. patrick's day": (3, 17), "independence day": (7, 4),
    "halloween": (10, 31), "veterans day": (11, 11), "christmas eve": (12, 24), "christmas day": (12, 25),
    "christmas": (12, 25), "boxing day": (12, 26), "new year's eve": (12, 31),
}
_HOLIDAY = re.compile(r"\b(" + "|".join(re.escape(h) for h in sorted(HOLIDAYS, key=len, reverse=True)) + r")\b", re.IGNORECASE)


def _holidays(value: str) -> list[text.Date]:
    """The dates of the fixed-date holidays a text names (`HOLIDAYS`), without a year."""
    return [(*HOLIDAYS[m.group(1).lower().replace("\u2019", "'")], None) for m in _HOLIDAY.finditer(value.replace("\u2019", "'"))]


def _whole_years(a: date, b: date) -> int:
    """Whole years from the earlier of two days to the later (an age, a tenure)."""
    early, late = sorted((a, b))
    return late.year - early.year - ((late.month, late.day) < (early.month, early.day))


#: The label of a count of days with both ends counted: it backs only a number followed by "days".
INCLUSIVE_DAYS = "days inclusive"


def _between(dates: Sequence[tuple[text.Date, int]]) -> list[tuple[Quantity, int]]:
    """The days, weeks and whole years between every two dated sources (the first `MAX_CLOCKS` with
    a year): how long an approval, a delivery or a stay took, how old someone was; and the days
    counting both ends (a hold "from Dec 19 through Jan 3" is 16 days)."""
    days_of = []
    for (m, d, y), origin in [item for item in dates if item[0][2] is not None][:MAX_CLOCKS]:
        try:
            days_of.append((date(int(y or 0), m, d), origin))
        except ValueError:
            continue
    found = []
    for i, (a, origin_a) in enumerate(days_of):
        for b, origin_b in days_of[i + 1 :]:
            days = abs((a - b).days)
            if days:
                origin = max(origin_a, origin_b)
                found += [(Quantity(float(days), None, "days"), origin), (Quantity(round(days / 7, 1), None, "weeks"), origin),
                          (Quantity(float(_whole_years(a, b)), None, "years"), origin)]  # an age at death
                found.append((Quantity(float(days + 1), None, INCLUSIVE_DAYS), origin))  # Dec 19 through Jan 3: 16 days
    return found


def _elapsed(dates: Sequence[tuple[text.Date, int]], today: date) -> list[tuple[Quantity, int]]:
    """The time between the run's date and each dated source (the first `MAX_CLOCKS`): in days (12
    days overdue, 5 days to go) and in years, whole and to a tenth (an age, a tenure)."""
    found = []
    for (m, d, y), origin in [item for item in dates if item[1] >= 0 and item[0][2] is not None][:MAX_CLOCKS]:
        try:
            then = date(int(y or 0), m, d)
        except ValueError:
            continue
        days = abs((today - then).days)
        for value, label in ((days, "days"), (_whole_years(then, today), "years"), (round(days / 365.25, 1), "years")):
            found.append((Quantity(float(value), None, label), origin))
    return found


def _tolerance(claim: Quantity) -> float:
    return (claim.quantum or 1.0) / 2 + 1e-9 * max(1.0, abs(claim.value))


def _direct(claim: Quantity, items: Iterable[tuple[Quantity, int]]) -> set[int]:
    """Origins of the sources equal to the claim once rounded, or converted in one unit step."""
    return {origin for origin, _ in _matches(claim, items)}


def _closest(claim: Quantity, items: Iterable[tuple[Quantity, int]]) -> float:
    """The exact source value (converted) nearest the claim among those that back it: what a later
    step computes with ("5.44 kg" of 12 lb is 5.443 kg, and $4.40 a kg of it $23.95)."""
    return min((value for _, value in _matches(claim, items)), key=lambda v: abs(v - claim.value), default=claim.value)


def _matches(claim: Quantity, items: Iterable[tuple[Quantity, int]]) -> Iterator[tuple[int, float]]:
    tol = _tolerance(claim)
    for source, origin in items:
        if source.unit == DATE_PART and claim.unit is not None:
            continue
        value = abs(source.value)
        candidates = [value]
        if claim.unit == "%" and 0 < value <= 1 and source.unit in (None, "fraction"):
            candidates.append(value * 100)
        if claim.unit and source.unit and (source.unit, claim.unit) in CONVERSIONS:  # -18 °C is -0.4 °F
            candidates += [abs(f(v)) for f in CONVERSIONS[(source.unit, claim.unit)] for v in {value, source.value}]
        if claim.unit == "money" and source.unit and source.unit.split("/")[0] in MINOR_UNITS:  # 40 cents a lb: $0.40
            candidates.append(value / 100)
        for c in candidates:
            if abs(c - claim.value) <= tol:
                yield origin, c
                break


def _same_unit(a: str | None, b: str | None) -> str | None | bool:
    """Like and like; a plain number with money is money (a price under a key that names no
    unit, `{"previous_year": {"FULL_SET": 180}}`)."""
    if a == b:
        return a
    return "money" if {a, b} == {None, "money"} else False


def _product_unit(a: str | None, b: str | None) -> str | None | bool:
    """A plain factor keeps the unit; a rate per unit cancels it (cups x g/cup = g); a length by a
    length is an area (3 m x 3 m = 9 m²)."""
    if a is None or b is None:
        return b if a is None else a
    if a == b and a in _AREAS:
        return _AREAS[a]
    for x, y in ((a, b), (b, a)):
        if y.endswith(f"/{x}"):
            return y.split("/", 1)[0]
    return False


_AREAS = {"m": "m2", "ft": "sqft"}


_ENERGY_OVER_POWER = frozenset({("kWh", "kW"), ("Wh", "W"), ("MWh", "MW")})


def _quotient_unit(a: str | None, b: str | None) -> str | None | bool:
    """Like over like is a plain number; over a plain number keeps the unit; an amount over its
    rate gives the rate's other unit (g / g/cup = cups); money over anything is a price per unit;
    other units make a rate of the two (mi / gal: mpg)."""
    if a == b:
        return None
    if b is None or a == "money":
        return a
    if b.startswith(f"{a}/") or (a is None and b.startswith("count/")):  # words over words an hour: hours
        return b.split("/", 1)[1]
    if (a, b) in _ENERGY_OVER_POWER:  # 10.8 kWh at 0.9 kW: 12 hours
        return "h"
    return f"{a}/{b}" if a and "/" not in a + b else False  # miles over gallons: mpg


def _scaled_unit(a: str | None, b: str | None) -> str | None | bool:
    return a if b in (None, "%") else False


#: Words of a plain number's label that make it a percentage (`"tax_rate": 8.25`, `"discount": 15`).
_RATE_WORDS = frozenset(
    """rate pct percent percentage discount tax vat markup change growth tip apr apy interest yield margin
    commission off surcharge increase decrease raise return""".split()
)


def _a_rate(quantity: Quantity) -> bool:
    """Whether a number can be the p of "plus p%": a percentage, or a plain number labelled as a rate."""
    return quantity.unit == "%" or (quantity.unit is None and bool(set(re.split(r"[\W_]+", quantity.label.lower())) & _RATE_WORDS))


def _percent_of_unit(a: str | None, b: str | None) -> str | None | bool:
    return a if b == "%" else False


#: One arithmetic step: the operation, and the unit of its result from the operands' units
#: (False when the step mixes units in a way that measures nothing a short claim could state).
_PAIR_OPS: tuple[tuple[Callable[[float, float], float | None], Callable[..., Any]], ...] = (
    (lambda a, b: a + b, _same_unit),
    (lambda a, b: a - b, _same_unit),
    (lambda a, b: a * b, _product_unit),
    (lambda a, b: a / b if b else None, _quotient_unit),
    (lambda a, b: a * (1 + b / 100), _scaled_unit),
    (lambda a, b: a * (1 - b / 100), _scaled_unit),
    (lambda a, b: a * b / 100, _percent_of_unit),
)
#: Steps whose units are checked for every claim, not only short ones: a percentage of an amount
#: needs an operand that is a percentage.
_ALWAYS_CHECKED = (_percent_of_unit,)
_PERCENT_OPS: tuple[tuple[Callable[[float, float], float | None], Callable[..., Any]], ...] = (
    (lambda a, b: 100 * a / b if b else None, _same_unit),
    (lambda a, b: 100 * (a - b) / b if b else None, _same_unit),
    (lambda a, b: a - b, lambda a, b: "%" if a == b == "%" else False),  # percentage points
)


def _fits(claim: Quantity, a: Quantity, b: Quantity, unit_of: Callable[..., Any]) -> bool:
    """Whether a step on `a` and `b` gives what a short claim measures: its unit by dimensional
    rules (a sum of two lengths is a length, grams times a plain factor are grams, hours over
    hours a plain number), or for a percentage two operands of one unit (a difference of two
    percentages is in percentage points)."""
    result = unit_of(a.unit, b.unit)
    if claim.unit == "%":
        return result is not False
    return result is not False and result == claim.unit


def _pairs(
    claim: Quantity, pool: Sequence[tuple[Quantity, frozenset[int]]], strict: bool = False
) -> tuple[set[int], bool, tuple[float, ...]] | None:
    """Origins of two operands one arithmetic step (+, -, x, /, +-p%, p% of a, a/b as %) from the claim,
    whether that step was a difference, and then its two operands.

    A claim of fewer than three significant digits only counts when the step's result measures
    what it measures (`_fits`): small numbers are too easy to hit by chance otherwise; so does
    every claim when `strict` (a claim restated in another unit: "18.5 GB" as bytes)."""
    tol = _tolerance(claim)
    ops = _PERCENT_OPS if claim.unit == "%" else _PAIR_OPS
    ordered = sorted((abs(q.value), k) for k, (q, _) in enumerate(pool))
    values = [v for v, _ in ordered]
    for i, (a, origins_a) in enumerate(pool):
        found: tuple[int, int] | None = None  # the first (k, n) the plain double loop over the pool would meet
        for n in range(len(ops)):
            for lo, hi in _second_operands(ops is _PERCENT_OPS, n, abs(a.value), claim.value, tol):
                for _, k in ordered[bisect_left(values, lo) : bisect_right(values, hi)]:
                    if k != i and (found is None or (k, n) < found) and _step_holds(claim, a, pool[k][0], ops[n], n, strict):
                        found = (k, n)
        if found is not None:
            b, origins_b = pool[found[0]]
            difference = ops is _PAIR_OPS and found[1] == 1
            return set(origins_a | origins_b), difference, (abs(a.value), abs(b.value)) if difference else ()
    return None


def _step_holds(claim: Quantity, a: Quantity, b: Quantity, step: tuple[Callable, Callable], n: int, strict: bool) -> bool:
    """Whether `a` op `b` gives the claim to its rounding, with the units, rate and calendar rules."""
    op, unit_of = step
    result = op(abs(a.value), abs(b.value))
    if result is None or abs(abs(result) - claim.value) > _tolerance(claim):
        return False
    points = n == 1 and unit_of is _same_unit and claim.unit is None and a.unit == b.unit == "%"  # "1.8 points under"
    if (claim.digits < 3 or strict or unit_of in _ALWAYS_CHECKED) and not points and not _fits(claim, a, b, unit_of):
        return False
    if unit_of is _scaled_unit and not _a_rate(b):  # "plus 17%" needs a 17 that is a rate
        return False
    return _calendar_fits(a, b, n)


_EVERY = [(-math.inf, math.inf)]


def _second_operands(percent: bool, n: int, a: float, c: float, tol: float) -> list[tuple[float, float]]:
    """The ranges the second operand `b` must fall in for step `n` on `a` to give `c` within `tol`
    (so the search looks up those instead of trying every pair); widened a little for rounding,
    every candidate is checked exactly afterwards."""
    low, high = c - tol, c + tol
    if percent and n == 2 or not percent and n == 1:  # |a - b| = c
        spans = [(a - high, a - low), (a + low, a + high)]
    elif not percent and n == 0:  # a + b
        spans = [(low - a, high - a)]
    elif a == 0:
        return _EVERY
    elif not percent:
        spans = _scaled_spans(n, a, low, high)
    else:  # 100 a / b, and 100 (a - b) / b: b = 100 a / y for y near c (or 100 +- c)
        targets = [(low, high)] if n == 0 else [(100 + low, 100 + high), (100 - high, 100 - low)]
        spans = [(100 * a / y_high, 100 * a / y_low if y_low > 0 else math.inf) for y_low, y_high in targets if y_high > 0]
    return [(lo - 1e-9 * max(1.0, abs(lo)), hi + 1e-9 * max(1.0, abs(hi))) for lo, hi in spans]


def _scaled_spans(n: int, a: float, low: float, high: float) -> list[tuple[float, float]]:
    if n == 2:  # a * b
        return [(low / a, high / a)]
    if n == 3:  # a / b
        return [(a / high, a / low if low > 0 else math.inf)]
    if n == 4:  # a (1 + b/100)
        return [(100 * (low / a - 1), 100 * (high / a - 1))]
    if n == 5:  # |a (1 - b/100)|
        return [(100 * (1 - high / a), 100 * (1 - low / a)), (100 * (1 + low / a), 100 * (1 + high / a))]
    return [(100 * low / a, 100 * high / a)]  # a b / 100


#: Constants of the calendar a rate is restated with (a month's rent as a year's, a day's as a
#: week's); operands for claims of three significant digits or more only.
CALENDAR: list[tuple[Quantity, frozenset[int]]] = [
    (Quantity(float(n), None, label), frozenset())
    for n, label in ((12, "months a year"), (52, "weeks a year"), (7, "days a week"), (24, "hours a day"),
                     (365, "days a year"))
]
_CALENDAR_LABELS = frozenset(q.label for q, _ in CALENDAR)
_CALENDAR_VALUES = frozenset(q.value for q, _ in CALENDAR)
_PERIOD_TEXT = re.compile(r"\b(year|yearly|annual|annually|month|monthly|week|weekly|per day|a day)\b", re.IGNORECASE)


_PERIOD_WORDS = frozenset("day daily week weekly month monthly year yearly annual annually hour hourly".split())


def _calendar_fits(a: Quantity, b: Quantity, n: int) -> bool:
    """A constant of the calendar only multiplies or divides a figure of a period (`monthly_rent`,
    `daily_visits`): 11,050 litres over "7 days a week" is no claim about anything."""
    for constant, other in ((a, b), (b, a)):
        if constant.label in _CALENDAR_LABELS:
            return n in (2, 3) and bool(set(re.split(r"[\W_]+", other.label.lower())) & _PERIOD_WORDS)
    return True


def _stated_mean(claim: Quantity, backed: Sequence[tuple[Quantity, frozenset[int]]]) -> set[int]:
    """Origins of two backed claims of the response, of the claim's unit, whose mean the claim is
    ("$400 and $375 a square foot, $387.50 on average"): an average of numbers the answer shows."""
    tol = _tolerance(claim)
    for i, (a, origins_a) in enumerate(backed):
        for b, origins_b in backed[i + 1 :]:
            if a.unit == b.unit == claim.unit and abs((a.value + b.value) / 2 - claim.value) <= tol:
                return set(origins_a | origins_b)
    return set()


def _operands(sources: Sources, backed: Sequence[tuple[Quantity, frozenset[int]]], limit: int):
    seen: dict[tuple[float, str | None], tuple[Quantity, frozenset[int]]] = {}
    for quantity, origin in [*sources.numbers, *sources.derived]:
        if quantity.unit == DATE_PART:
            continue
        key = (quantity.value, quantity.unit)
        if key in seen:
            seen[key] = (seen[key][0], seen[key][1] | {origin})
        elif len(seen) < limit:
            seen[key] = (quantity, frozenset({origin}))
    converted = []
    for quantity, origins in list(seen.values()):
        if quantity.unit in MINOR_UNITS:
            converted.append((Quantity(quantity.value / 100, "money", quantity.label), origins))
    latest = backed[-MAX_BACKED_OPERANDS:]
    in_hours = [(replace(q, value=q.value / 60, unit="h"), o) for q, o in latest if q.unit == "min"]  # 2 h 45 min at $62/hour
    return [*seen.values(), *converted, *latest, *in_hours]


#: Units a claim is not restated from: money (sources in cents are read as money already) and
#: durations (those between the sources' clock times are looked up directly in any of them).
_NOT_RESTATED = frozenset({"money", "s", "ms", "min", "h"})


def _in_other_units(claim: Quantity) -> list[Quantity]:
    """The claim restated in each unit it converts to in one step ("20.5 cents" as $0.205, "18.5
    GB" as bytes), to its own rounding."""
    forms = []
    for (unit, other), steps in CONVERSION_STEPS.items():
        if unit != claim.unit or unit in _NOT_RESTATED:
            continue
        for step in steps:
            value = step(claim.value)
            quantum = abs(step(claim.value + (claim.quantum or 1.0)) - value)
            forms.append(replace(claim, value=value, unit=other, quantum=quantum))
    return forms


#: At most this many earlier backed claims (the latest) are operands of a step.
MAX_BACKED_OPERANDS = 30
#: At most this many earlier backed claims of a unit take part in a stated sum (2**12 subsets).
MAX_SUMMANDS = 12


def _stated_sum(claim: Quantity, backed: Sequence[tuple[Quantity, frozenset[int]]], smallest: int = 3) -> set[int]:
    """Origins of three (or `smallest`) or more backed claims of the response, of the claim's unit,
    that add up to it (the total under a table of line items, subtotals and a fee): a sum of numbers
    the answer shows; claims of three significant digits or more, or of a physical unit ("82 L" idled
    by the top three trucks), over the last `MAX_SUMMANDS` such claims; a shorter claim only as the sum
    of the last three or more ("Porosity 14, undercut 9, lack of fusion 6: 29 of the 34")."""
    items = [(q, o) for q, o in backed if q.unit == claim.unit and q.value > 0][-MAX_SUMMANDS:]
    tol = _tolerance(claim)
    if claim.digits < 3 and claim.unit in (None, "money"):
        for k in range(3, len(items) + 1):
            if abs(sum(q.value for q, _ in items[-k:]) - claim.value) <= tol:
                return {o for _, origins in items[-k:] for o in origins}
        return set()
    for size in range(smallest, len(items) + 1):
        for subset in combinations(items, size):
            if abs(sum(-q.value if q.negative else q.value for q, _ in subset) - claim.value) <= tol:  # "−$85.20" off
                return {o for _, origins in subset for o in origins}
    return set()


#: At most this many counts of the prompt and prices of the outputs take part in an order total.
MAX_COUNTS, MAX_PRICES = 3, 10


def _order_total(claim: Quantity, sources: Sources) -> set[int]:
    """Origins of an order's total: the counts of the prompt (or the arguments) each times a different
    price of the outputs, summed, plus at most one more price as a fee ("2 adults and 2 kids" at $18
    and $9: $54); or one count times two prices (3 years at $14.99 plus $0.20 a year: $45.57)."""
    if claim.unit != "money":
        return set()
    counts = [q.value for q, o in sources.numbers
              if o in (PROMPT, ARGS) and q.unit != DATE_PART and q.value == int(q.value) and 1 <= q.value <= 20][:MAX_COUNTS]
    prices = sorted({(q.value / (100 if q.unit == "cents" else 1), o) for q, o in sources.numbers
                     if o >= 0 and q.unit in ("money", "cents") and q.value > 0})[:MAX_PRICES]
    if not counts:
        return set()
    found = _count_of_a_bundle(claim, counts, prices) if len(counts) == 1 else set()
    for size in range(len(counts), 0, -1):  # "a family of 5, 2 adults and 3 kids": the 2 and the 3
        for chosen in combinations(counts, size) if not found and size <= len(prices) else ():
            found = _counts_times_prices(claim, list(chosen), prices)
            if found:
                break
    return found


def _count_of_a_bundle(claim: Quantity, counts: list[float], prices: list[tuple[float, int]]) -> set[int]:
    tol = _tolerance(claim)
    for (price_a, origin_a), (price_b, origin_b) in combinations(prices, 2):
        if abs(counts[0] * (price_a + price_b) - claim.value) <= tol:
            return {PROMPT, origin_a, origin_b}
    return set()


def _counts_times_prices(claim: Quantity, counts: list[float], prices: list[tuple[float, int]]) -> set[int]:
    tol = _tolerance(claim)
    for chosen in permutations(prices, len(counts)):
        total = sum(n * price for n, (price, _) in zip(counts, chosen))
        for fee, origin in [(0.0, None), *[p for p in prices if p not in chosen]]:
            if abs(total + fee - claim.value) <= tol:
                return {PROMPT, *(o for _, o in chosen), *([origin] if origin is not None else [])}
    return set()


#: At most this many numbers of one output take part in a product of three.
MAX_FACTORS = 8


def _triple_product(claim: Quantity, sources: Sources) -> set[int]:
    """Origins of three numbers, a count of the prompt's or the arguments' and two of an output's, or
    two such counts and one of an output's, whose product the claim is (3 pianos x $120 x 4 visits a
    year: $1,440; 6 boxes x 3 months x $12.50 a box-month: $225), its unit by the same rules as a
    product of two; claims of two significant digits or more, over the first `MAX_FACTORS` numbers
    of each output."""
    if claim.digits < 2:
        return set()
    by_origin: dict[int, list[Quantity]] = {}
    for q, o in sources.numbers:
        if q.unit != DATE_PART and q.value > 0 and len(by_origin.setdefault(o, [])) < MAX_FACTORS:
            by_origin[o].append(q)
    counts = [(q, o) for o in (PROMPT, ARGS) for q in by_origin.get(o, []) if q.value == int(q.value) and q.value <= 100]
    tol = _tolerance(claim)
    for origin, numbers in by_origin.items():
        for count, a, b, count_origin in _triples(counts, numbers) if origin >= 0 else ():
            unit = _product_unit(_product_unit(a.unit, b.unit) or None, count.unit)
            if abs(count.value * a.value * b.value - claim.value) <= tol and unit is not False and unit == claim.unit:
                return {origin, count_origin}
    return set()


def _triples(counts: list[tuple[Quantity, int]], numbers: list[Quantity]) -> list[tuple[Quantity, Quantity, Quantity, int]]:
    """(count, a, b, the count's origin): a count with two of an output's numbers, then two counts with one."""
    triples = [(count, a, b, count_origin) for count, count_origin in counts for a, b in combinations(numbers, 2)]
    return triples + [(c1, c2, a, o1) for (c1, o1), (c2, _) in combinations(counts, 2) for a in numbers]


def _derivation(claim: Quantity, sources: Sources, backed: list, limit: int) -> tuple[set[int], bool, tuple[float, ...]]:
    """One step from the sources and earlier backed claims (`_pairs`, in the claim's unit or
    restated in another), or a mean or a sum of earlier backed claims; empty origins when none. A
    step between two of the answer's own backed claims comes first: it is the step the answer took."""
    stated = _pairs(claim, backed[-MAX_BACKED_OPERANDS:]) if backed else None  # the step the answer writes out: $258 - $178
    if stated:
        return stated
    pool = _operands(sources, backed, limit) + (CALENDAR if claim.digits >= 3 else [])
    pool += [(q, frozenset({o})) for q, o in sources.counts] if claim.unit == "%" else []
    pool.sort(key=lambda item: not any(o >= 0 for o in item[1]))  # a tool output's values first
    found = _pairs(claim, pool)
    for form in [] if found else _in_other_units(claim):
        if found := _pairs(form, pool, strict=True):
            break
    if found:
        return found
    found = _stated_mean(claim, backed) or _stated_sum(claim, backed) or _order_total(claim, sources)
    return found or _triple_product(claim, sources), False, ()


def _looked_up(claim: Quantity, sources: Sources, looked_up: list, following: str = "") -> set[int]:
    """Origins of the sources that hold the claim as it is: a number (or, for a claim in cents or
    pence, its amount in major units: "15p/kWh" where the output says 0.15 a kWh), a value two
    steps away looked up only (for a claim of two digits or more), a count of a list's records
    (all, or those holding one value), or a constant of the calendar the text speaks of ("$17.99 × 12 =
    $215.88 a year"; not "12 of them": a word after it that is no period says what it counts)."""
    origins = _direct(claim, looked_up) or (_direct(claim, sources.lookups) if claim.specific else set())  # "8" is no remainder
    if not origins and claim.unit is None:  # "4 of the 10 loft seats": how many records a list has, or hold a value
        origins = _direct(claim, sources.counts)
    if not origins and claim.unit in MINOR_UNITS:
        origins = _direct(replace(claim, value=claim.value / 100, quantum=(claim.quantum or 1.0) / 100, unit="money"), looked_up)
    word = re.match(r"\s*([A-Za-z]+)", following)
    counts_other = word is not None and word.group(1).lower().rstrip("s") not in _PERIOD_WORDS
    if not origins and claim.unit is None and claim.value in _CALENDAR_VALUES and _PERIOD_TEXT.search(sources.context) and not counts_other:
        origins = {RUN}
    return origins


#: Words just before a number that say it is rounded ("about $22,000", "~1,200 km").
_APPROXIMATE = re.compile(
    r"(?:\b(?:about|around|roughly|approximately|approx\.?|nearly|almost|some|over|under|close\s+to|more\s+than"
    r"|less\s+than|upwards\s+of|ca\.)|~|≈)\s*[$€£]?\s*$",
    re.IGNORECASE,
)


def _as_stated(claim: Quantity, asserted: str) -> Quantity:
    """The claim as a derivation must reach it: a whole number written with trailing zeros ("$22,000",
    "a 1000-piece puzzle") is exact there, unless the text says it is rounded ("about $22,000") or it
    carries a magnitude ("2K"); a sum that merely falls within its rounding does not back it. Looked
    up directly, it keeps its rounding (an output's 21,960 is "$22,000")."""
    if claim.quantum <= 1 or re.sub(r"\D", "", claim.text) != f"{claim.value:.0f}":
        return claim
    if _APPROXIMATE.search(asserted[max(0, claim.start - 24) : max(0, claim.start)]):
        return claim
    return replace(claim, quantum=1.0)


def _stated_before(claim: Quantity, backed: list) -> set[int]:
    """Origins of an earlier backed claim that holds the claim, as it is or converted ("8°C
    (46°F)"); "$14.75" is no "15%"."""
    earlier = [(q, k) for k, (q, _) in enumerate(backed)
               if None in (q.unit, claim.unit) or q.unit == claim.unit or (q.unit, claim.unit) in CONVERSIONS]
    return {o for k in _direct(claim, earlier) for o in backed[k][1]}


#: A step the response writes out just before its result: "3 h × £20 = £60", "£114 + £60 = £174".
_STEP_NUMBER = r"[$€£]?\s?\d[\d,]*(?:\.\d+)?\s*(?:[A-Za-z/]{1,8}\s*)?"
_WRITTEN_STEP = re.compile(rf"(?P<expr>{_STEP_NUMBER}(?:[×x*+\-\u2212]\s*{_STEP_NUMBER}){{1,3}})=\s*[$€£]?\s*$")
_STEP_OPS = {"×": float.__mul__, "x": float.__mul__, "*": float.__mul__, "+": float.__add__, "-": float.__sub__, "\u2212": float.__sub__}


def _written_step(claim: Quantity, asserted: str, sources: Sources, backed: list) -> set[int]:
    """Origins of a step the response writes out right before the claim ("3 h × £20 = £60", "2 ×
    2.5 × $95 = $475", up to four numbers, one operation at a time from the left) when all its
    numbers are backed (a source, the prompt, an earlier backed claim) and the step gives the claim,
    to its rounding: the answer shows its work, and the work holds."""
    if claim.start < 0:
        return set()
    match = _WRITTEN_STEP.search(asserted[max(0, claim.start - 80) : claim.start])
    if match is None:
        return set()
    parts = re.split(r"\s*([×x*+\-\u2212])\s*(?=[$€£]?\s?\d)", match.group("expr").strip())
    values = [float(re.sub(r"[^\d.]", "", p.split()[0] if p[:1].isdigit() else p.lstrip("$€£ ").split()[0])) for p in parts[::2]]
    result = values[0]
    for op, value in zip(parts[1::2], values[1:]):
        result = _STEP_OPS[op](result, value)
    if abs(result - claim.value) > _tolerance(claim):
        return set()
    known = [*sources.numbers, *sources.derived, *[(q, o) for q, origins in backed for o in origins]]
    found = [{o for q, o in known if abs(abs(q.value) - value) < 1e-9} for value in values]
    return set().union(*found) if all(found) else set()


def _span_of(claim: Quantity, sources: Sources, asserted: str) -> set[int]:
    """Origins of the years and spans of time (`Sources.years`) that hold the claim; a count of days
    with both ends counted only for a number followed by "days"."""
    following = asserted[max(0, claim.end) : claim.end + 8].lower() if claim.end >= 0 else ""
    days = re.match(r"\W*days?\b", following) is not None
    return _direct(claim, [(q, o) for q, o in sources.years if q.label != INCLUSIVE_DAYS or days])


def _number_claim(claim: Quantity, sources: Sources, backed: list, limit: int, asserted: str = "") -> Claim:
    """`claim` judged; when backed it joins `backed`, the operands of later claims. A number too
    plain to be a claim ("8°C") is only looked up directly, to serve as such an operand."""
    looked_up = [*sources.numbers, *sources.derived]
    origins = _looked_up(claim, sources, looked_up, asserted[max(0, claim.end) : claim.end + 16] if claim.end >= 0 else "")
    exact = _closest(claim, looked_up) if origins else claim.value
    if not origins and claim.unit is None and (spans := _span_of(claim, sources, asserted)):  # a year, an age: no operand
        if _direct(claim, [(q, o) for q, o in sources.years if q.label in ("days", "weeks")]):
            backed.append((claim, frozenset(spans)))  # 3 nights from Dec 4 to Dec 7 are an operand: 3 x $38
        return Claim("number", claim.text, True, frozenset(spans))
    if not origins:
        origins = _stated_before(claim, backed) or _written_step(claim, asserted, sources, backed)
    derived, operands = False, ()
    if not origins and claim.specific:
        origins, derived, operands = _derivation(_as_stated(claim, asserted), sources, backed, limit)
    if origins:
        backed.append((replace(claim, value=exact), frozenset(origins)))
        if exact != claim.value:  # "3.5 yards" of 3.2 m is 3.4996 yd, and 3.5 is what the answer goes on with
            backed.append((claim, frozenset(origins)))
        return Claim("number", claim.text, True, frozenset(origins), derived=derived, operands=operands)
    return Claim("number", claim.text)


def _clock_claim(clock: Clock, sources: Sources) -> Claim:
    """A clock time of the response, backed by a source's clock time, or by one plus or minus a
    duration of the sources in minutes or hours, or two of them (arrive 15 minutes before 10:20:
    10:05; 240 and 120 minutes of jobs ahead after 12:30: 6:30), over the first `MAX_DURATIONS`."""
    origins = {o for c, o in sources.clocks if set(c.minutes) & set(clock.minutes)}
    durations = [(d.value * 60 if d.unit == "h" else d.value, od) for d, od in sources.numbers if d.unit in ("h", "min") and d.value > 0]
    durations = durations[:MAX_DURATIONS]
    steps = durations + [(a + b, oa) for (a, oa), (b, _) in combinations(durations, 2)]  # two jobs ahead in a queue
    for c, o in sources.clocks if not origins else []:
        for step, od in steps:
            shifted = {(m + sign * int(step)) % 1440 for m in c.minutes for sign in (1, -1)}
            if shifted & set(clock.minutes):
                origins |= {o, od}
    return Claim("time", clock.text, bool(origins), frozenset(origins))


#: At most this many durations of the sources shift a clock time, alone or two together.
MAX_DURATIONS = 12


def _as_duration(claim: Claim, clock: Clock, sources: Sources, backed: list, limit: int) -> Claim:
    """An unbacked clock time read as a duration instead, h:mm(:ss) or m:ss, backed like a number
    (a chip time of "1:15:00" between two timestamps; a pace of "5:00 per km", 75 min over 15 km)."""
    match = re.fullmatch(r"(\d{1,2}):(\d{2})(?::(\d{2}))?", clock.text)
    if match is None:
        return claim
    a, b, c = (int(g) if g else None for g in match.groups())
    readings = [a * 60 + b + (c or 0) / 60] + ([a + b / 60] if c is None else [])
    for minutes in readings:
        quantity = Quantity(minutes, "min", "duration", 1 / 60, 3, claim.text)
        origins = _direct(quantity, [*sources.numbers, *sources.derived]) or _derivation(quantity, sources, backed, limit)[0]
        if origins:
            return Claim("time", claim.text, True, frozenset(origins))
    return claim


def _date_claim(claim: str, sources: Sources, backed: Sequence[tuple[Quantity, frozenset[int]]] = ()) -> Claim:
    """A date of the response, backed by a source's date, or by one plus or minus a number of
    days of the sources or of the response's backed claims (`"terms_days": 30` after an invoice
    of November 20: December 20; "24 tablets last 12 days" on November 20: December 2)."""
    dates = text.dates_in(claim)
    origins = {
        o for (m, d, y), o in sources.dates for (cm, cd, cy) in dates
        if (m, d) == (cm, cd) and (y is None or cy is None or y == cy)
    }
    if not origins:
        days = [(q, o) for q, origins in backed for o in sorted(origins)[:1]]
        origins = _shifted_dates(dates, sources, days)
    return Claim("date", claim, bool(origins), frozenset(origins))


#: The first word of a label that counts days (`terms_days`, "days"; not "Sunday" of "Court 2 on Sunday").
_DAYS_LABEL = re.compile(r"days?|\w*_days?|\w*days?_\w*")


def _shifted_dates(dates: set[text.Date], sources: Sources, claimed: Sequence[tuple[Quantity, int]] = ()) -> set[int]:
    wanted = {(m, d) for m, d, _ in dates}
    spans = [
        (q, o) for q, o in [*sources.numbers, *claimed]
        if _DAYS_LABEL.fullmatch(q.label.split(" ")[0]) and 0 < q.value <= 366 and q.value == int(q.value)
    ] + [  # "a 72-hour waiting period" from today: three days on
        (replace(q, value=q.value / 24), o) for q, o in sources.numbers if q.unit == "h" and 0 < q.value <= 24 * 366 and q.value % 24 == 0
    ]
    origins: set[int] = set()
    for (m, d, y), o in sources.dates[:MAX_CLOCKS]:
        try:
            start = date(y or 2001, m, d)
        except ValueError:
            continue
        for span, od in spans:
            for sign in (1, -1):
                moved = start + timedelta(days=sign * int(span.value))
                if (moved.month, moved.day) in wanted:
                    origins |= {o, od}
    return origins


_QUESTION = re.compile(r"[^.!?\n]*\?")
#: A sentence offering to do something ("I can check 10mm if you like", "Happy to look at the 6 PM
#: show instead."): an offer, like a question, asserts nothing.
_OFFER = re.compile(
    r"(?:^|(?<=[.!?\n]))[^.!?\n]*\b(?:I\s+can|I\s+could|I'd\s+be\s+happy\s+to|happy\s+to|let\s+me\s+know\s+if|shall\s+I|want\s+me\s+to)"
    r"\s+(?:check|look|search|try|book|hold|reserve|find|see)\b[^.!?\n]*",
    re.IGNORECASE,
)


def _without_questions(response: str) -> str:
    """`response` with its questions and offers blanked: an offer ("widen the search to 45
    minutes?", "I can check 10mm instead") asserts nothing."""
    blank = lambda m: " " * len(m.group(0))  # noqa: E731
    return _OFFER.sub(blank, _QUESTION.sub(blank, response))


def _response_claims(cleaned: str) -> tuple[list[Quantity], list[Clock], list[str], list[tuple[str, str]]]:
    dates = [claim for kind, claim in text.specific_claims(cleaned) if kind == "date"]
    spans = text.date_spans(cleaned)
    numbers = [q for q in quantities_in_text(cleaned) if not any(s <= q.start < e for s, e in spans) and not _list_marker(cleaned, q)]
    others = [(kind, claim) for kind, claim in text.specific_claims(cleaned) if kind == "attribution"]
    return numbers, clocks_in_text(cleaned), dates, others


def _list_marker(response: str, quantity: Quantity) -> bool:
    """Whether a number numbers a line of a list ("2. Bay Steam Co.", "3) ..."): no claim."""
    line_start = response.rfind("\n", 0, max(quantity.start, 0)) + 1
    return not response[line_start : quantity.start].strip() and bool(re.match(r"\d{1,2}[.)]\s", response[quantity.start :].lstrip()))


def _number_claims(numbers: list[Quantity], asserted: str, sources: Sources, backed: list, limit: int) -> list[Claim]:
    """The number claims judged in order (each backed one an operand of the next); a one-digit
    number is judged only when it misstates an output count (`_miscounted`) or counts an output's
    records (then it is backed, and the output used)."""
    judged = []
    for quantity in numbers:
        claim = _number_claim(quantity, sources, backed, limit, asserted)
        if quantity.specific or (claim.backed and _direct(quantity, [(q, o) for q, o in sources.counts if o >= 0])):
            judged.append((quantity, claim))  # "4 of the 6 on the roster": counts of an output's records use it
        elif not claim.backed and (found := _miscounted(quantity, asserted, sources, numbers)):
            judged.append((quantity, Claim("number", quantity.text, contradicts=found[0], contradicted_origin=found[1])))
    counts = sorted({q.value for q in numbers if q.value == int(q.value) and 2 <= q.value <= 20})
    return [_result_before_steps(q, claim, sources, backed, limit, asserted, counts) for q, claim in judged]


def _result_before_steps(quantity: Quantity, claim: Claim, sources: Sources, backed: list, limit: int, asserted: str,
                         counts: Sequence[float] = ()) -> Claim:
    """An unbacked claim judged once more with every backed claim of the response as operands, those
    after it included: a total an answer gives before its line items ("$68.00: $45 cart, $10 GPS, $8
    waiver, $5 trail fee"), a result before its working ("$2,118.88 per head (5.75 cwt × $368.50)");
    or a source value times a small count the response states ("2 spools of 10 m ... $15.00" at $7.50)."""
    if claim.backed or claim.contradicts is not None:
        return claim
    stated = _as_stated(quantity, asserted)
    others = [(q, o) for q, o in backed if q.start != quantity.start]
    origins = _stated_sum(stated, others, smallest=2)
    derived, operands = False, ()
    if not origins and quantity.digits >= 3:  # a short number is too easy to hit with the answer's own numbers
        origins, derived, operands = _derivation(stated, sources, others, limit)
    if not origins and quantity.digits >= 2:
        origins = _stated_count_times(stated, sources, counts)
    return Claim("number", claim.text, True, frozenset(origins), derived=derived, operands=operands) if origins else claim


def _stated_count_times(claim: Quantity, sources: Sources, counts: Sequence[float]) -> set[int]:
    """Origins of an output value of the claim's unit (a plain number is too easy to hit) that a count
    the response states (2 to 20) multiplies into the claim: "2 spools ... $15.00" at $7.50 a spool, "4 would give 768 m" of 192 m."""
    tol = _tolerance(claim)
    for source, origin in sources.numbers[:MAX_BACKED_OPERANDS] if counts and claim.unit is not None else ():
        value = source.value / 100 if source.unit in MINOR_UNITS and claim.unit == "money" else source.value
        if origin >= 0 and (source.unit == claim.unit or value != source.value) and source.value > 0:
            if any(abs(n * value - claim.value) <= tol for n in counts):
                return {origin}
    return set()


def analyse_claims(evidence: EvaluationEvidence, max_operands: int = 60) -> ClaimReport:
    """Judge every specific claim of the response against the sources (see the module doc)."""
    response = text.safe_str(evidence.response)
    sources = gather_sources(evidence)
    asserted = _without_quoted_ids(_without_grouped_ids(_without_questions(text.without_certainty(response)), sources), sources)
    numbers, clocks, dates, attributions = _response_claims(asserted)
    backed: list[tuple[Quantity, frozenset[int]]] = []
    judged = _number_claims(numbers, asserted, sources, backed, max_operands)
    numbers = [q for q in numbers if q.specific]
    for clock in clocks:
        claim = _clock_claim(clock, sources)
        judged.append(claim if claim.backed else _as_duration(claim, clock, sources, backed, max_operands))
    judged += [_date_claim(d, sources, backed) for d in dates]
    for version, _, _ in versions_in_text(response):
        origins = frozenset(o for v, o in sources.versions if v == version)
        judged.append(Claim("version", version, bool(origins), origins))
    source_text = "\n".join(t for t, _ in sources.texts)
    tool_words = {w.lower() for c in evidence.tool_calls for w in re.split(r"[\W_]+", c.tool) if w}
    for kind, claim in attributions:
        judged.append(Claim(kind, claim, text.claim_supported(kind, claim, source_text, tool_words)))
    cleaned = text.without_certainty(response)
    claimed = _Claimed(numbers)
    claims = [_contradiction(c, claimed, clocks, sources, judged, cleaned) for c in judged]
    return ClaimReport(tuple(sorted(claims, key=lambda c: _position(cleaned, c.text))))


#: Three groups of digits or more, spaced or hyphenated: a tracking, card or ISBN number written in
#: groups ("978-1-57131-356-0"); blanked only when a source holds the digits joined.
_DIGIT_GROUPS = re.compile(r"(?<![\w.,])\d{1,6}(?:[ -]\d{1,6}){2,}(?![\w.,]\d)")


#: A token starting with a letter, with digits, joined or not by punctuation ("pav-07b", "WG-20418B";
#: not "8.43s", a number and its unit).
_MIXED_TOKEN = re.compile(r"(?<![\w-])(?=[\w-]*\d)[A-Za-z][A-Za-z0-9]*(?:[-_./#][A-Za-z0-9]+)*(?![\w-])")


def _without_quoted_ids(asserted: str, sources: Sources) -> str:
    """`asserted` with each identifier blanked that a source holds in another case or punctuation
    ("pav-07b" for `PAV-07B`): a quoted id is no number. Positions stay as they were."""
    held = {re.sub(r"[^a-z0-9]", "", t.lower()) for text_, _ in sources.texts for t in _MIXED_TOKEN.findall(text_)}
    def blank(match: re.Match) -> str:
        return " " * len(match.group(0)) if re.sub(r"[^a-z0-9]", "", match.group(0).lower()) in held else match.group(0)
    return _MIXED_TOKEN.sub(blank, asserted) if held else asserted


def _without_grouped_ids(asserted: str, sources: Sources) -> str:
    """`asserted` with each run of digit groups whose digits, joined, a source holds blanked out:
    "9407 1118 9876 5400 5566 77" quotes the tracking number 9407111898765400556677, and its groups
    are no numbers of their own. Positions stay as they were."""
    held = {d for t, _ in sources.texts for d in re.findall(r"\d{8,}", t)}
    if not held:
        return asserted
    def blank(match: re.Match) -> str:
        joined = re.sub(r"\D", "", match.group(0))
        return " " * len(match.group(0)) if any(joined in d for d in held) else match.group(0)
    return _DIGIT_GROUPS.sub(blank, asserted)


def _position(response: str, claim: str) -> int:
    at = response.find(claim)
    return at if at >= 0 else len(response)


# --- contradictions ----------------------------------------------------------------------------


@lru_cache(maxsize=8192)
def _words(label: str) -> frozenset[str]:
    """The words of a label or key, singular, abbreviations written out (`min_age`: minimum, age)."""
    words = (_ABBREVIATIONS.get(w, w) for w in re.split(r"[\W_*]+", label.lower()))
    return frozenset(w[:-1] if len(w) > 4 and w.endswith("s") else w for w in words if len(w) >= 3)


#: Abbreviations of a key's words, written out as a response writes them.
_ABBREVIATIONS = {"min": "minimum", "max": "maximum", "qty": "quantity", "amt": "amount", "avg": "average",
                  "pct": "percent", "temp": "temperature", "num": "number", "dept": "department"}


def _comparable(claim: Quantity, source: Quantity) -> float | None:
    """The source's value in the claim's terms when both measure the same thing, else None: the
    same unit, or, for a source without a physical unit, the same label."""
    if claim.unit is not None and source.unit == claim.unit:
        return abs(source.value)
    if claim.unit == "money" and source.unit == "cents":
        return abs(source.value) / 100
    if claim.unit == "%" and source.unit == "fraction":
        return abs(source.value) * 100
    if source.unit not in (None, "money"):  # 8 hours a day is no count of days
        return None
    if claim.label and _words(claim.label) & _words(source.label):
        return abs(source.value)
    return None


def _cited(value: float, claims: Sequence[Quantity]) -> bool:
    """Whether the response states `value` in one of its number claims, to that claim's rounding."""
    if isinstance(claims, _Claimed):
        return claims.cites(value)
    return any(abs(value - q.value) <= _tolerance(q) for q in claims)


class _Claimed(list):
    """The response's number claims, with an index of the values each one states (an interval of
    its rounding), so that asking whether a source value is cited is a search, not a scan."""

    def cites(self, value: float) -> bool:
        if not hasattr(self, "_lows"):
            spans = sorted((q.value - _tolerance(q), q.value + _tolerance(q)) for q in self)
            self._lows = [lo for lo, _ in spans]
            self._reach = list(accumulate((hi for _, hi in spans), max))
        at = bisect_right(self._lows, value)
        return at > 0 and self._reach[at - 1] >= value


def _contradiction(claim: Claim, numbers: list[Quantity], clocks: list[Clock], sources: Sources, judged, response: str) -> Claim:
    """`claim` marked as contradicting a source, when it does; a number backed only as the
    difference of two sources is re-examined too: when an uncited source value of the same kind is
    close to it and one of the difference's operands, a price stated as the difference of two others
    is more likely a wrong price (a sum is not: two parts of one whole are what an answer adds up,
    "general + exhibit"; nor is a value apart from the operands: $20.00 saved between $39.99 and
    $19.99 is no wrong $29.99)."""
    if (claim.backed and not claim.derived) or claim.kind == "attribution" or claim.contradicts is not None:
        return claim
    if claim.kind == "number" and claim.derived and all(_cited(v, numbers) for v in claim.operands):
        return claim  # "$5,600 against your $3,200, so $2,400 more": the answer shows the difference it takes
    if claim.kind == "number":
        quantity = next(q for q in numbers if q.text == claim.text)
        found = _conflicting_number(quantity, numbers, sources, claim.operands)
        if found is None and not claim.backed:
            found = _one_digit_off(quantity, numbers, sources)
    elif claim.kind == "time":
        found = _conflicting_clock(clocks, sources, judged)
    elif claim.kind == "date":
        found = _conflicting_date(claim.text, sources, judged, _sentence_words(response, claim.text))
    else:
        found = next(((v, o) for v, o in sources.versions if o >= 0), None)
    if found is None:
        return claim
    return Claim(claim.kind, claim.text, False, claim.origins, found[0], found[1])


def _conflicting_clock(clocks: list[Clock], sources: Sources, judged: Sequence[Claim]) -> tuple[str, int] | None:
    """An output's clock time the response does not cite, if any."""
    backed = {j.text for j in judged if j.kind == "time" and j.backed}
    cited = {m for c in clocks if c.text in backed for m in c.minutes}
    return next(((c.text, o) for c, o in sources.clocks if o >= 0 and not set(c.minutes) & cited), None)


#: Words of a date's key that say nothing of what the date is the date of.
_DATE_WORDS = frozenset("date time timestamp datetime day when iso utc local".split())


def _sentence_words(response: str, claim: str) -> set[str]:
    """The words of the sentence of `response` the claim stands in."""
    at = response.find(claim)
    if at < 0:
        return set()
    start = max(response.rfind(mark, 0, at) for mark in ".!?\n")
    ends = [e for e in (response.find(mark, at + len(claim)) for mark in ".!?\n") if e >= 0]
    return _words(response[start + 1 : min(ends, default=len(response))])


#: An uncited output date this close to an unbacked date of the response is a date of the same thing.
NEAR_DAYS = 14


def _days_apart(a: text.Date, b: text.Date) -> int | None:
    year = a[2] or b[2] or 2001
    try:
        return abs((date(a[2] or year, a[0], a[1]) - date(b[2] or year, b[0], b[1])).days)
    except ValueError:
        return None


def _conflicting_date(claim: str, sources: Sources, judged: Sequence[Claim], context: set[str]) -> tuple[str, int] | None:
    """An output's date the response does not cite, under a key whose words the claim's sentence
    uses (a "pickup" date against `"pickup_date"`), or within `NEAR_DAYS` days of the claimed date
    (an `eta` of November 22 against "arrives November 27"): a far date of another thing is no
    contradiction ("you'll run out around December 2" against a `last_fill` of October 24)."""
    cited = {(m, d) for j in judged if j.kind == "date" and j.backed for m, d, _ in text.dates_in(j.text)}
    claimed = text.dates_in(claim)
    for found, origin in sources.dates:
        if origin < 0 or found[:2] in cited:
            continue
        about = {w for key in sources.date_keys.get((found, origin), ()) for w in _words(key)} - _DATE_WORDS
        apart = [d for d in (_days_apart(found, c) for c in claimed) if d is not None]
        if about & context or any(d <= NEAR_DAYS for d in apart):
            return f"{found[0]}/{found[1]}", origin
    return None


def _conflicting_number(claim: Quantity, numbers: list[Quantity], sources: Sources, operands: Sequence[float] = ()) -> tuple[str, int] | None:
    """An uncited output value of the claim's kind within a factor of two; for a claim backed as a
    difference, one of the difference's own operands (the value it more likely misstates) or a
    value under the claim's own label (a "balance" of 6.5 days against `balance` 5.5)."""
    for source, origin in sources.numbers:
        if origin < 0 or not _contradicts_as(source):
            continue
        if operands and abs(source.value) not in operands and not _words(claim.label) & _words(source.label):
            continue
        value = _comparable(claim, source)
        if value is None or not value or _cited(value, numbers):
            continue
        if 0.5 <= claim.value / value <= 2 or text.one_change(_digits(claim), f"{value:g}", swaps_only=True):  # 41 for 14
            return f"{source.label or 'value'} {_shown(source.value)}", origin
    return None


_COUNT_WORDS = frozenset("qty quantity num number count total".split())


def _miscounted(claim: Quantity, response: str, sources: Sources, numbers: list[Quantity]) -> tuple[str, int] | None:
    """An output count a one-digit number of the response misstates: the words of the count's key,
    two or more, all stand around the number but words that only say it is a count ("2 refills
    remaining" against `"refills_remaining": 1`, "3 on hand" against `"qty_on_hand": 2`), or a
    one-word key is the word right after it ("6 printed photos" against `"prints": 4`); and the
    response cites the output's value nowhere. One digit alone is no claim otherwise."""
    around = _words(response[max(0, claim.start - 30) : claim.end + 30])
    following = re.match(r"\s*([a-z]{5,})", response[claim.end : claim.end + 20].lower())
    for source, origin in sources.numbers:
        about = _words(source.label)
        named = about - _COUNT_WORDS  # `qty_on_hand`: "3 on hand"
        one_word = len(about) == 1 and following is not None and next(iter(about))[:5] == following.group(1)[:5]  # "6 printed" of `prints`
        if origin < 0 or (len(about) < 2 and not one_word) or not named or source.value == claim.value or source.value > 20 or not _contradicts_as(source):
            continue
        if not one_word and not named <= around:
            continue
        if not any(abs(q.value - source.value) <= _tolerance(q) for q in numbers):
            return f"{source.label} {_shown(source.value)}", origin
    return None


def _contradicts_as(source: Quantity) -> bool:
    """Whether a source number can be what a claim misstates: not the part of a date or of a clock
    time, not an identifier (`id`, `zone_id`)."""
    return source.unit != DATE_PART and not re.search(r"(^|_)id$", source.label)


def _digits(quantity: Quantity) -> str:
    return re.sub(r"\D", "", re.split(r"\s", quantity.text.replace(",", ""))[0])


def _shown(value: float) -> str:
    """A source's number as a description quotes it: every digit of a whole number (81220948, not 8.12209e+07)."""
    return f"{value:.0f}" if math.isfinite(value) and value == int(value) else f"{value:g}"


def _one_digit_off(claim: Quantity, numbers: list[Quantity], sources: Sources) -> tuple[str, int] | None:
    """An uncited output number of three digits or more the unbacked claim misstates by one digit,
    or two neighbouring digits swapped, as written to the claim's decimals ("77.8" for 71.8)."""
    digits = _digits(claim)
    if (len(digits) < 3 and "." not in claim.text) or len(digits) < 2 or not claim.text[:1].isdigit() and not claim.text[1:2].isdigit():
        return None
    decimals = len(claim.text.split(".", 1)[1].split()[0]) if "." in claim.text.split()[0] else 0
    for source, origin in sources.numbers:
        if origin < 0 or not _contradicts_as(source) or _cited(abs(source.value), numbers):
            continue
        written = re.sub(r"\D", "", f"{abs(source.value):.{decimals}f}")
        if text.one_change(written, digits):
            return f"{source.label or 'value'} {_shown(source.value)}", origin
    return None
