"""Quantities in texts and tool outputs: numbers with their unit and label, clock times, durations.

A *quantity* is a number with, where the text or the output's key says so, a unit (`"C"`, `"km"`,
`"money"`, `"cents"`, `"%"`, ...) and a label (the key it sits under, or the word after it). The
same reading is used for the sources (tool outputs, errors, call arguments, the prompt) and for
the claims of a response, so that "72% humidity" in an answer and `"humidity": 72` in an output
can be compared, and so can "9:40 PM" and `"T21:40:00Z"`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Iterator

__all__ = [
    "Quantity",
    "Clock",
    "versions_in_text",
    "unit_of_key",
    "quantities_in_text",
    "clocks_in_text",
    "walk_output",
    "walk_with_units",
    "compact_clock",
    "list_aggregates",
    "per_amount_rates",
    "minor_unit_amounts",
    "record_totals",
    "record_remainders",
    "value_counts",
    "dicts_in",
    "table_of",
    "CONVERSIONS",
    "ONE_STEP",
    "CONVERSION_STEPS",
]

_UNIT_WORDS: dict[str, str] = {
    "°c": "C", "° c": "C", "°f": "F", "° f": "F", "celsius": "C", "fahrenheit": "F",
    "km/h": "kph", "kph": "kph", "kmh": "kph", "mph": "mph", "km": "km", "kilometers": "km", "kilometres": "km",
    "mi": "mi", "mile": "mi", "miles": "mi", "m": "m", "meters": "m", "metres": "m", "mm": "mm",
    "inch": "in", "inches": "in", "in": "in", "kg": "kg", "kilograms": "kg", "lb": "lb", "lbs": "lb", "pounds": "lb", "g": "g",
    "grams": "g", "s": "s", "sec": "s", "secs": "s", "second": "s", "seconds": "s", "min": "min", "mins": "min",
    "minute": "min", "minutes": "min", "h": "h", "hr": "h", "hrs": "h", "hour": "h", "hours": "h", "ms": "ms",
    "b": "B", "bytes": "B", "kb": "KB", "mb": "MB", "gb": "GB", "tb": "TB", "%": "%", "percent": "%",
    "percentage points": "%", "percentage point": "%", "pp": "%",
    "kib": "KB", "mib": "MB", "gib": "GB", "tib": "TB",
    "l": "l", "liter": "l", "liters": "l", "litre": "l", "litres": "l", "ml": "ml", "milliliters": "ml",
    "millilitres": "ml", "gal": "gal", "gallon": "gal", "gallons": "gal", "fl oz": "floz", "fl. oz": "floz",
    "cup": "cup", "cups": "cup", "oz": "oz", "ounce": "oz", "ounces": "oz", "mg": "mg", "milligrams": "mg",
    "cm": "cm", "centimeters": "cm", "centimetres": "cm", "ft": "ft", "feet": "ft", "foot": "ft",
    "sq ft": "sqft", "sq. ft": "sqft", "sq. ft.": "sqft", "sqft": "sqft", "square feet": "sqft", "ft²": "sqft",
    "m²": "m2", "m2": "m2", "sq m": "m2", "square meters": "m2", "square metres": "m2", "kwh": "kWh", "mwh": "MWh",
    "w": "W", "watts": "W", "kw": "kW", "kilowatts": "kW", "mw": "MW", "megawatts": "MW",
    "wh": "Wh", "psi": "psi", "kpa": "kPa", "bar": "bar", "cents": "cents", "cent": "cents", "ct": "cents",
    "p": "pence", "pence": "pence", "therms": "therm", "therm": "therm",
    "ha": "ha", "hectare": "ha", "hectares": "ha", "acre": "acre", "acres": "acre", "ac": "acre",
    "t": "t", "tonne": "t", "tonnes": "t", "metric tons": "t", "metric tonnes": "t", "metric tonne": "t", "gwh": "GWh", "mpg": "mi/gal", "x": "x",
    "psid": "psi", "degc": "C", "degf": "F", "deg c": "C", "deg f": "F", "short tons": "ston", "short ton": "ston",
    "qt": "qt", "quart": "qt", "quarts": "qt", "us quarts": "qt", "cu ft": "ft3", "cubic feet": "ft3", "ft³": "ft3",
    "¢": "cents",
    "cu in": "in3", "cubic inches": "in3", "in³": "in3", "cwt": "cwt", "hundredweight": "cwt",
    "c": "C", "f": "F", "yards": "yd", "yard": "yd", "yd": "yd", "yds": "yd",
    "l/min": "l/min", "lpm": "l/min", "gal/min": "gal/min", "gpm": "gal/min", "kn": "kn", "knots": "kn", "knot": "kn",
    "kt": "kn", "kts": "kn", "bbl": "bbl", "barrels": "bbl", "m³": "m3", "m3": "m3", "cubic metres": "m3",
    "cubic meters": "m3", "acre-feet": "af", "acre-foot": "af", "af": "af", "m/s": "m/s",
    "yd³": "yd3", "yd3": "yd3", "cubic yards": "yd3", "cubic yard": "yd3", "fpm": "fpm",
}
_UNIT = (
    r"°\s?[CFcf]\b|km/h|kph|kmh|mph|kilomet(?:er|re)s|km|miles?|mi|sq\.?\s?ft\.?|sqft|square\s+(?:feet|met(?:er|re)s)"
    r"|sq\s?m|ft²|m²|m2|kWh|kwh|MWh|mwh|Wh|kW|MW|W|watts|psi|kPa|bar|(?:cents?|ct|p)/[A-Za-z]+|cents?|ct|pence|p|therms?|hectares?|ha|acres?|metric\s+tonnes?|tonnes?|metric\s+tons|t|GWh|gwh|mpg|x|yd³|yd3|cubic\s+yards?|yards?|yds?|[lL]/min|gal/min|lpm|gpm|knots?|kts?|kn|bbl|barrels|m³|cubic\s+met(?:er|re)s|cu\s?in|cubic\s+inches|in³|cu\s?ft|cubic\s+feet|ft³|(?:US\s+)?quarts?|qt|¢|cwt|hundredweight|psid|short\s+tons?|acre-f(?:ee|oo)t|m/s|kilowatts|megawatts|fl\.?\s?oz|metres|meters|mm|millilit(?:er|re)s|milligrams|mg|ml|mL|m"
    r"|centimet(?:er|re)s|cm|feet|foot|ft|inch(?:es)?|in(?=\s*(?:[,.;:()\]|\n×]|$|long\b|wide\b|tall\b|high\b|deep\b))|kilograms|kg|lbs?|grams|g|ounces?|oz|(?:US\s+)?(?:gallons?|gal)"
    r"|lit(?:er|re)s?|[lL]|cups?|US\s+fl\.?\s?oz|seconds?|secs?|sec|s|minutes?|mins?|min|hours?|hrs?|hr|h|ms|bytes|[KMGT]i?B"
    r"|percentage\s+points?|percent|pp|celsius|fahrenheit|fpm"
)
_MAGNITUDES = {"k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "b": 1e9, "billion": 1e9, "trillion": 1e12}
_NUMBER = re.compile(
    r"(?<![\w.])(?![\d,]*\d[xX]{2}\b)(?P<cur>(?:US|C|A|NZ|HK|S)?[$€£¥]|(?:USD|EUR|GBP|CHF|CAD|AUD|NZD|JPY|SEK|NOK|DKK|INR|SGD|HKD|MXN|ZAR)\s)?\s?(?P<num>\d{1,3}(?:,\d{3})+|\d+)(?P<dec>\.\d+)?(?![\d,]\d)"
    r"(?:\s?(?P<mag>thousand|million|billion|trillion|bn\b|[kKMB](?![\w])))?"
    r"(?P<pct>\s?%)?"
    r"(?:(?P<sep>\s|-)?(?P<unit>" + _UNIT + r")(?![\w/]))?"
    r"(?:\s+(?P<label>[^\W\d_]{3,}))?",
)
#: The "x" between two sides of a dimension ("30x23x10", "20 × 30"), and what joins two sides.
_DIMENSION_X = re.compile(r"(?<=\d)\s*[x×]\s*(?=\d)")
_DIMENSION_JOIN = re.compile(r"\s+")
_LENGTHS = frozenset("mm cm m km in ft yd mi".split())
_LABEL_WORD = re.compile(r"[^\W\d_]{4,}")
_VERSION = re.compile(r"(?<![\w.])v?\d+\.\d+\.\d+(?:[.-]\w+)?(?![\w.])")
_CLOCK = re.compile(
    r"(?<![\d:.])(?P<h>\d{1,2}):(?P<m>[0-5]\d)(?::(?P<s>[0-5]\d))?(?:\.\d+)?(?![\d])"
    r"(?:\s*(?P<ampm>[AaPp])\.?[Mm]\b\.?)?"
    r"|(?<![\d:.])(?P<h2>\d{1,2})\s*(?P<ampm2>[AaPp])\.?[Mm]\b\.?"
)
_DURATION = re.compile(r"(?<![\w.])(?P<h>\d{1,2})\s*(?:hours?|hrs?|h)\s*(?:and\s+)?(?P<m>\d{1,2})\s*(?:minutes?|mins?|m)\b")
_FULL_DURATION = re.compile(
    r"(?<![\w.])(?P<h>\d{1,2})\s*(?:hours?|hrs?|h)\s*,?\s*(?P<m>\d{1,2})\s*(?:minutes?|mins?|min|m)\s*,?\s*(?:and\s+)?"
    r"(?P<s>\d{1,2})\s*(?:seconds?|secs?|sec|s)\b"
)
#: Days, hours and minutes, or days and hours: "3 days, 21 hours and 45 minutes", "1 day 19.5 hours".
_DAY_DURATION = re.compile(
    r"(?<![\w.])(?P<d>\d{1,3})\s*days?\s*,?\s*(?:and\s+)?(?P<h>\d{1,2}(?:\.\d)?)\s*(?:hours?|hrs?|h)\b"
    r"(?:\s*,?\s*(?:and\s+)?(?P<m>\d{1,2})\s*(?:minutes?|mins?|min|m)\b)?"
)
_SHORT_DURATION = re.compile(r"(?<![\w.])(?P<m>\d{1,3})\s*(?:minutes?|mins?|min|m)\s*(?:and\s+)?(?P<s>\d{1,2})\s*(?:seconds?|secs?|sec|s)\b")

_MONEY_KEYS = re.compile(
    r"(price|amount|total|cost|fee|revenue|balance|income|aov|spend|charge|shipping|subtotal|value_usd|_usd|_eur|_gbp"
    r"|_jpy|salary|payment|refund|^usd$|^eur$|^gbp$|^jpy$|^cad$|^aud$)"
)
_KEY_UNITS: tuple[tuple[str, str], ...] = (
    ("_cents", "cents"), ("cents", "cents"), ("_c", "C"), ("celsius", "C"), ("_f", "F"), ("fahrenheit", "F"),
    ("_kph", "kph"), ("_kmh", "kph"), ("_mph", "mph"), ("_km", "km"), ("_mm", "mm"), ("_m", "m"), ("_kg", "kg"),
    ("_lb", "lb"), ("_lbs", "lb"), ("_g", "g"), ("_ms", "ms"), ("_s", "s"), ("_sec", "s"), ("_seconds", "s"),
    ("seconds", "s"), ("_min", "min"), ("_minutes", "min"), ("minutes", "min"), ("_h", "h"), ("_hours", "h"),
    ("hours", "h"), ("_bytes", "B"), ("bytes", "B"), ("_pct", "%"), ("_percent", "%"), ("percent", "%"), ("_prob", "fraction"),
    ("_ml", "ml"), ("_l", "l"), ("_liters", "l"), ("_litres", "l"), ("_gal", "gal"), ("_gallons", "gal"), ("_oz", "oz"),
    ("_mg", "mg"), ("_cm", "cm"), ("_ft", "ft"), ("_feet", "ft"), ("_sqft", "sqft"), ("sqft", "sqft"), ("_m2", "m2"),
    ("_sqm", "m2"), ("_kwh", "kWh"), ("kwh", "kWh"), ("_mwh", "MWh"), ("_kw", "kW"), ("_w", "W"), ("_watts", "W"),
    ("_mw", "MW"), ("_wh", "Wh"), ("_psi", "psi"), ("_psid", "psi"), ("_wpm", "count/min"), ("_short_tons", "ston"), ("_kpa", "kPa"), ("_bar", "bar"), ("_ct", "cents"),
    ("_therms", "therm"), ("_ha", "ha"), ("_acres", "acre"), ("_t", "t"), ("_tonnes", "t"), ("_gwh", "GWh"),
    ("_minor", "cents"), ("_pence", "pence"), ("_mpg", "mi/gal"), ("_lpm", "l/min"), ("_gpm", "gal/min"), ("_kn", "kn"), ("_kt", "kn"),
    ("_knots", "kn"), ("_bbl", "bbl"), ("_m3", "m3"), ("_cbm", "m3"), ("_yd3", "yd3"), ("_af", "af"), ("speed_ms", "m/s"), ("speed_mps", "m/s"), ("_fpm", "fpm"),
)

#: Linear unit conversions, both ways: (unit, other unit, how many of the other one unit is).
LINEAR_UNITS: tuple[tuple[str, str, float], ...] = (
    ("kph", "mph", 1 / 1.609344), ("km", "mi", 1 / 1.609344), ("km", "m", 1000), ("mi", "m", 1609.344),
    ("in", "mm", 25.4), ("in", "cm", 2.54), ("m", "cm", 100), ("cm", "mm", 10), ("ft", "cm", 30.48),
    ("ft", "in", 12), ("ft", "m", 0.3048), ("m2", "sqft", 10.76391041671),
    ("kg", "lb", 2.20462262), ("kg", "g", 1000), ("g", "mg", 1000), ("oz", "g", 28.349523125), ("lb", "oz", 16),
    ("gal", "l", 3.785411784), ("l", "ml", 1000), ("floz", "ml", 29.5735295625), ("cup", "ml", 236.5882365),
    ("min", "s", 60), ("h", "s", 3600), ("h", "min", 60), ("s", "ms", 1000),
    ("money", "cents", 100), ("money", "pence", 100), ("fraction", "%", 100), ("MWh", "kWh", 1000),
    ("kWh", "Wh", 1000), ("kW", "W", 1000), ("MW", "kW", 1000),
    ("kPa", "psi", 0.1450377377), ("bar", "kPa", 100), ("bar", "psi", 14.503773773),
    ("ha", "acre", 2.4710538147), ("t", "kg", 1000), ("GWh", "MWh", 1000), ("yd", "m", 0.9144), ("yd", "ft", 3),
    ("gal/min", "l/min", 3.785411784), ("kn", "mph", 1.150779448), ("kn", "kph", 1.852),
    ("bbl", "m3", 0.158987295), ("l", "in3", 61.0237441), ("cwt", "lb", 100), ("qt", "l", 0.946352946), ("m3", "ft3", 35.3146667), ("yd3", "m3", 0.764554858), ("yd3", "ft3", 27), ("ston", "t", 0.90718474), ("ston", "lb", 2000), ("af", "m3", 1233.48184), ("m3", "l", 1000), ("m/s", "mph", 2.236936292), ("m/s", "kph", 3.6), ("fpm", "m/s", 0.00508),
)


#: Data sizes a prefix or more apart, decimal or binary: (prefixes apart, (larger, smaller)).
_DATA_PREFIX_STEPS = [
    (j - i, (big, small)) for i, small in enumerate(("KB", "MB", "GB", "TB")) for j, big in enumerate(("KB", "MB", "GB", "TB")) if j > i
]


def _scale(factor: float) -> Any:
    return lambda x: x * factor


def _chained(pairs: dict[tuple[str, str], float]) -> dict[tuple[str, str], float]:
    """The linear factors between every two units a chain of `pairs` connects (ms to min, in to km)."""
    factors = dict(pairs)
    changed = True
    while changed:
        changed = False
        for (a, b), f in list(factors.items()):
            for (c, d), g in list(factors.items()):
                if b == c and a != d and (a, d) not in factors:
                    factors[(a, d)] = f * g
                    changed = True
    return factors


#: Linear unit factors one step apart (both ways), and chained (ms to min: exact, not a derivation).
ONE_STEP: dict[tuple[str, str], float] = {
    **{(a, b): factor for a, b, factor in LINEAR_UNITS}, **{(b, a): 1 / factor for a, b, factor in LINEAR_UNITS}
}
_FACTORS = _chained(ONE_STEP)

#: Unit conversions a source is looked up in: (from unit, to unit) -> functions.
CONVERSIONS: dict[tuple[str, str], tuple[Any, ...]] = {
    ("C", "F"): (lambda x: x * 9 / 5 + 32,),
    ("F", "C"): (lambda x: (x - 32) * 5 / 9,),
    ("B", "KB"): (_scale(1e-3), _scale(1 / 1024)),
    ("B", "MB"): (_scale(1e-6), _scale(1 / 1048576)),
    ("B", "GB"): (_scale(1e-9), _scale(1 / 1073741824)),
    ("B", "TB"): (_scale(1e-12), _scale(1 / 1099511627776)),
    **{(a, b): (_scale(1000.0 ** n), _scale(1024.0 ** n)) for n, (a, b) in _DATA_PREFIX_STEPS},
    **{(b, a): (_scale(1000.0 ** -n), _scale(1024.0 ** -n)) for n, (a, b) in _DATA_PREFIX_STEPS},
    **{pair: (_scale(factor),) for pair, factor in _FACTORS.items()},
}
#: The conversions of one step (no chains): what a claim is restated in for a derivation.
CONVERSION_STEPS = {pair: steps for pair, steps in CONVERSIONS.items() if pair in ONE_STEP or pair not in _FACTORS}


@dataclass(frozen=True)
class Quantity:
    """A number read from a source or a claim: value, unit (None when unknown), label (a source's key;
    for a claim the word after it and the two words of four letters or more before it), and its rounding.

    `quantum` is the step the number was written to (0.01 for "4.99", 1e8 for "2.4 billion"), so a
    value backs it when it rounds to it; `digits` counts its significant digits as written.
    """

    value: float
    unit: str | None = None
    label: str = ""
    quantum: float = 0.0
    digits: int = 0
    text: str = ""
    start: int = -1
    end: int = -1
    specific: bool = True
    negative: bool = False  # written with a minus before it ("−$85.20" off a total)


@dataclass(frozen=True)
class Clock:
    """A clock time: the minutes after midnight it may mean (one, or two for "9:30" with no AM/PM),
    and the seconds after midnight when written to the second."""

    minutes: tuple[int, ...]
    seconds: int | None
    text: str
    start: int
    end: int


#: Unit words that name a key's unit wherever they stand in it (`arrive_minutes_early`, `system_kw_dc`).
_KEY_UNIT_WORDS = {
    "minutes": "min", "mins": "min", "hours": "h", "hrs": "h", "seconds": "s", "secs": "s", "meters": "m",
    "metres": "m", "miles": "mi", "kilometers": "km", "kilograms": "kg", "grams": "g", "pounds": "lb",
    "celsius": "C", "fahrenheit": "F", "percent": "%", "cents": "cents", "minor": "cents", "multiplier": "x",
    "yards": "yd", "bytes": "B",
    **{w: _UNIT_WORDS[w] for w in "km kg lb lbs mg ml mm cm kw mw kwh mwh gwh wh mi ft oz gal mph kph psi kpa mb gb kb tb ha acres".split()},
}


#: Words of a key that make its number a count even beside a money word (`items_total`).
_COUNT_WORDS = frozenset("items count counts qty quantity num pieces units".split())


@lru_cache(maxsize=8192)
def unit_of_key(key: str) -> str | None:
    """The unit an output key states (`temp_c` -> "C", `amount_cents` -> "cents", `price` -> "money",
    `arrive_minutes_early` -> "min", `grams_per_cup` -> "g/cup")."""
    key = key.lower()
    if key in _UNIT_WORDS and len(key) >= 2 and key != "min":  # `{"kg": 12.4}`, `{"miles": 3}`; `min` is a minimum
        return _UNIT_WORDS[key]
    found, unit = _rate_of_key(key)
    if found:
        return unit
    for suffix, unit in _KEY_UNITS:
        if key.endswith(suffix):
            return unit
    if key.endswith(("_in", "_inches")) and _SIZE_WORDS.search(key):  # `height_in`, not `checked_in`
        return "in"

    words = re.split(r"[^a-z]+", key)
    for word in words:
        if word in _KEY_UNIT_WORDS:
            return _KEY_UNIT_WORDS[word]
    if {"temp", "temperature"} & set(words) and {"c", "f"} & set(words):  # `temp_c_at_launch`
        return "C" if "c" in words else "F"
    if _COUNT_WORDS & set(words):  # `items_total`, `total_count`: how many, not how much
        return None
    return "money" if _MONEY_KEYS.search(key) else None


_SIZE_WORDS = re.compile(r"width|height|length|depth|diameter|thick|size|chest|waist|inseam|sleeve|wheel|screen|rim|span|dbh|girth|circumference")
_PRICE_PER_UNIT = re.compile(r"(?:\w+_)?(?:price|cost)_(cwt|kg|lb|lbs|oz|gal|ft|sqft|m2|kwh|t|hr|h)(?:_usd|_eur|_gbp|_cad|_aud)?")


def _rate_of_key(key: str) -> tuple[bool, str | None]:
    """(whether the key names a rate, its unit): a price per a unit (`per_minute_usd`,
    `price_per_yard_usd`, `avg_price_cwt`, `rate_per_box_month`) or a rate of two units
    (`grams_per_cup`, "words_per_finished_hour")."""
    per = re.search(r"(?:^|_)per_(minute|min|hour|hr|yard|yd|kg|lb|ft)_(?:usd|eur|gbp|cad|aud)$", key)
    if per:
        return True, f"money/{_unit_of_words(per.group(1)) or _KEY_UNIT_WORDS.get(per.group(1) + 's')}"
    rate = re.fullmatch(r"(?:\w+_)?([a-z]+)_per_([a-z0-9]+)", key)
    if rate is None and not any(key.endswith(suffix) for suffix, _ in _KEY_UNITS):
        rate = re.fullmatch(r"(?:\w+_)?([a-z]+)_per_(?:[a-z]+_)+([a-z0-9]+)", key)
    if rate:
        return True, _price_per(key) if key.startswith("rate_per_") else _rate_unit(rate.group(1), rate.group(2))
    priced = _PRICE_PER_UNIT.fullmatch(key)
    if priced and (unit := _unit_of_words(priced.group(1))):
        return True, f"money/{unit}"
    return False, None


def _price_per(key: str) -> str:
    """The unit of a `rate_per_*` key, a price: per the unit its next word names (`rate_per_hour_usd`:
    money an hour), else money (`rate_per_box_month`)."""
    word = key.split("_")[2] if key.count("_") >= 2 else ""
    per = _unit_of_words(word) or _KEY_UNIT_WORDS.get(word) or _KEY_UNIT_WORDS.get(word + "s")
    return f"money/{per}" if per else "money"


_SPEEDS = {"km/h": "kph", "mi/h": "mph"}


def _rate_unit(top_word: str, bottom_word: str) -> str | None:
    """The unit of a rate key's two words: "grams_per_cup" g/cup (a rate that converts grams to cups);
    "price_per_sqft" money (a price per square foot is a price); "words_per_finished_hour" count/h."""
    top, bottom = (_unit_of_words(w) or _KEY_UNIT_WORDS.get(w) or _KEY_UNIT_WORDS.get(w + "s") for w in (top_word, bottom_word))
    if top and bottom:
        return _SPEEDS.get(f"{top}/{bottom}", f"{top}/{bottom}")
    if top:  # `added_fuel_l_per_week`: litres (a week); `runtime_min_per_tank`: minutes (a tank)
        return top
    if _MONEY_KEYS.search(top_word):
        return "money"
    return f"count/{bottom}" if bottom else None


def _unit_of_words(words: str | None) -> str | None:
    """The unit written: a unit word or symbol; a minor unit of money per something ("15p/kWh",
    "20.5 ct/kWh") is in that minor unit."""
    if not words:
        return None
    words = re.sub(r"\s+", " ", words.strip().lower()).removeprefix("us ")
    if "/" in words and words.split("/", 1)[0] in ("p", "ct", "cent", "cents"):
        words = words.split("/", 1)[0]
    return _UNIT_WORDS.get(words) or _UNIT_WORDS.get(words.rstrip("."))  # "172 sq ft." ends a sentence


def quantities_in_text(text: str, label: str = "", unit: str | None = None) -> list[Quantity]:
    """The numbers of `text`, in order, with unit, label and rounding; a version ("2.32.3") and
    the digits of a clock time ("21:40") are not numbers of their own."""
    original, text = text, _DIMENSION_X.sub(lambda m: " " * len(m.group(0)), text)  # "30x23x10 cm": three numbers, same positions
    full = list(_FULL_DURATION.finditer(text))  # "1 hour 14 minutes 30 seconds"
    days = list(_DAY_DURATION.finditer(text))  # "3 days, 21 hours and 45 minutes"
    inside = [m.span() for m in (*full, *days)]
    durations = [m for m in _DURATION.finditer(text) if not any(s <= m.start() < e for s, e in inside)]
    short = [m for m in _SHORT_DURATION.finditer(text) if not any(s <= m.start() < e for s, e in inside)]  # "36 min 35 s"
    skip = [m.span() for m in (*_VERSION.finditer(text), *_CLOCK.finditer(text), *full, *days, *durations, *short)]
    found = [
        Quantity(float(int(m.group("h")) * 60 + int(m.group("m"))), "min", label, 1.0, 3, m.group(0), *m.span())
        for m in durations
    ] + [Quantity(float(int(m.group("m")) * 60 + int(m.group("s"))), "s", label, 1.0, 3, m.group(0), *m.span()) for m in short]
    found += [Quantity(float(int(m.group("h")) * 3600 + int(m.group("m")) * 60 + int(m.group("s"))), "s", label, 1.0, 4,
                       m.group(0), *m.span()) for m in full]
    found += [Quantity(float(int(m.group("d")) * 1440 + float(m.group("h")) * 60 + int(m.group("m") or 0)), "min", label,
                       1.0 if m.group("m") else 60.0, 4, m.group(0), *m.span()) for m in days]  # to the hour when no minutes
    for match in _NUMBER.finditer(text):
        if not any(start <= match.start("num") < end for start, end in skip) and not _lettered_id(match):  # "; 5.3.2": the space is no number
            found.append(_quantity(match, label, unit))
    return _ranges_share_units(text, sorted(_in_inches(original, found), key=lambda q: q.start))


def _in_inches(text: str, found: list[Quantity]) -> list[Quantity]:
    """The sides of dimensions whose "in" is written once after the last side ("36 × 24 × 26 in
    on the outside"), in inches."""
    inches = [m.span() for m in _DIMENSIONS_IN.finditer(text)]
    return [replace(q, unit="in") if q.unit is None and any(s <= q.start < e for s, e in inches) else q for q in found]


#: Dimensions in inches, the "in" written once after the last side.
_DIMENSIONS_IN = re.compile(r"\d[\d.]*(?:\s*[x×]\s*\d[\d.]*)+\s*in\b")


_RANGE_JOIN = re.compile(r"\s*(?:-|\u2013|\u2014|to|and)\s*")  # "between 59 and 77 °F"


def _ranges_share_units(text: str, found: list[Quantity]) -> list[Quantity]:
    """In a range ("39-41%", "5 to 7 kg", "$10-12") the unit written once belongs to both ends; in
    dimensions ("20 × 30 ft", "30x23x10 cm") a length unit written last belongs to every side."""
    for k in reversed(range(len(found) - 1)):
        low, high = found[k], found[k + 1]
        if low.unit is None and high.unit in _LENGTHS and _DIMENSION_JOIN.fullmatch(text[low.end : high.start]):
            found[k] = replace(low, unit=high.unit)
    for k in range(len(found) - 1):
        low, high = found[k], found[k + 1]
        if low.unit is None and high.unit is not None and _RANGE_JOIN.fullmatch(text[low.end : high.start]):
            found[k] = replace(low, unit=high.unit)
        elif high.unit is None and low.unit == "money" and _RANGE_JOIN.fullmatch(text[low.end : high.start]):
            found[k + 1] = replace(high, unit=low.unit)
        low = found[k]
        scale = _MAGNITUDES.get((_MAGNITUDE_END.search(high.text) or [""])[0].strip().lower(), 1.0)
        if scale > 1 and not _MAGNITUDE_END.search(low.text) and _RANGE_JOIN.fullmatch(text[low.end : high.start]):
            found[k] = replace(low, value=low.value * scale, quantum=(low.quantum or 1.0) * scale)  # "$1–1.5M": $1M
    return found


_MAGNITUDE_END = re.compile(r"(?<=\d)\s?(?:thousand|million|billion|trillion|bn|[kKMB])$")


def _rounding(number: str, decimals: str, unit: str | None) -> float:
    """The step a number was written to: its last decimal, or, for an integer, its trailing zeros
    past its first two digits ("14,000" may be 13,960 rounded to thousands); a multiplier is exact
    (1.5x is no "2x")."""
    if decimals:
        return 10.0 ** -(len(decimals) - 1)
    if unit == "x":
        return 0.1
    zeros = len(number) - len(number.rstrip("0")) if len(number.rstrip("0")) >= 1 else 0
    return 10.0 ** min(zeros, max(0, len(number) - 2))


def _lettered_id(match: re.Match) -> bool:
    """Whether a number with a magnitude letter is an identifier: four digits or more, no currency,
    decimals or thousands separator, the letter written on ("box 4471B" is no 4,471 billion)."""
    magnitude, number = match.group("mag") or "", match.group("num")
    return (len(magnitude) == 1 and not match.group("cur") and not match.group("dec") and "," not in number
            and len(number) >= 4 and not re.search(r"\s", match.string[match.start("num") : match.end("mag")]))


def _quantity(match: re.Match, label: str, unit: str | None) -> Quantity:
    number, decimals = match.group("num").replace(",", ""), (match.group("dec") or "")
    value = float(number + decimals)
    quantum = _rounding(number, decimals, _unit_of_words(match.group("unit")))
    magnitude = match.group("mag")
    if magnitude:
        scale = _MAGNITUDES.get(magnitude.lower(), 1.0)
        value, quantum = value * scale, quantum * scale
    digits = len((number + decimals[1:]).lstrip("0")) or 1
    found_unit = "money" if match.group("cur") else "%" if match.group("pct") else _unit_of_words(match.group("unit"))
    if found_unit == "s" and not match.group("sep") and re.fullmatch(r"1[6-9]\d0|20\d0", number):
        found_unit = None  # "the 1970s": a decade, not seconds
    specific = bool(match.group("cur") or decimals or match.group("pct") or len(number) >= 2 or found_unit == "x")
    after = match.group("label") or ""
    end = match.start("label") if after else match.end()
    before = " ".join(_LABEL_WORD.findall(match.string[max(0, match.start() - 40) : match.start()])[-2:])
    named = " ".join(w for w in (after, before) if w) if not label else label
    before_number = match.string[max(0, match.start() - 2) : match.start()]
    ranked = before_number.endswith("#")  # "#3 in the collection": a rank is a claim
    return Quantity(
        value, found_unit or unit, named.lower(), quantum, digits, match.string[match.start() : end].strip(),
        match.start(), end, specific or ranked, bool(re.search(r"(^|\s)[-\u2212]\s?$", before_number)),
    )


def versions_in_text(text: str) -> list[tuple[str, int, int]]:
    """The version numbers of `text` ("2.32.3", "v1.4.0-rc1") as (text, start, end)."""
    return [(m.group(0).lstrip("v"), *m.span()) for m in _VERSION.finditer(text)]


_OFFSET = re.compile(r"(?<=\d)T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?P<offset>[+-]\d{2}:?\d{2})\b")


def _hours_meant(hour: int, ampm: str) -> tuple[int, ...]:
    """The hours after midnight a written hour may mean: one with AM/PM or past 12, else two."""
    if ampm == "p" and hour < 12:
        return (hour + 12,)
    if ampm == "a" and hour == 12:
        return (0,)
    if ampm or hour > 12 or hour == 0:
        return (hour % 24,)
    return (hour, (hour + 12) % 24)


def _clock(match: re.Match) -> Clock | None:
    hour = int(match.group("h") or match.group("h2"))
    minute = int(match.group("m") or 0)
    ampm = (match.group("ampm") or match.group("ampm2") or "").lower()
    if hour > 24 or (ampm and not 1 <= hour <= 12) or (match.group("h2") and not ampm):
        return None
    second = match.group("s")
    seconds = hour * 3600 + minute * 60 + int(second) if second is not None else None
    options = _hours_meant(hour, ampm)
    return Clock(tuple(h * 60 + minute for h in options), seconds, match.group(0).strip(), *match.span())


def clocks_in_text(text: str) -> list[Clock]:
    """The clock times of `text` ("21:40", "9:40 PM", "6 PM", the time of "2024-03-02T21:40:00Z");
    the UTC offset of a timestamp ("-06:00" in "T10:20:00-06:00") is not a clock time."""
    offsets = [m.start("offset") for m in _OFFSET.finditer(text)]
    matches = [m for m in _CLOCK.finditer(text) if not any(at <= m.start() <= at + 1 for at in offsets)]
    return [clock for clock in map(_clock, matches) if clock is not None]


_COMPACT_CLOCK = re.compile(r"(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)(?P<s>[0-5]\d)?")


def compact_clock(value: str) -> Clock | None:
    """The clock time of a value written without separators, "HHMM" or "HHMMSS" ("074512" is
    7:45:12); None when `value` is not one. Only read under a key naming a time."""
    match = _COMPACT_CLOCK.fullmatch(value.strip())
    if match is None:
        return None
    hour, minute = int(match.group("h")), int(match.group("m"))
    seconds = hour * 3600 + minute * 60 + int(match.group("s")) if match.group("s") else None
    return Clock((hour * 60 + minute,), seconds, value.strip(), -1, -1)


def walk_output(value: Any, key: str = "", depth: int = 0) -> Iterator[tuple[str, Any]]:
    """(key, leaf) for every scalar leaf of a tool output, the key being the nearest dict key; the
    values of a `{"columns": [...], "rows": [[...]]}` table come keyed by their column names."""
    for name, leaf, _ in walk_with_units(value, key, depth):
        yield name, leaf


#: Keys of a record that name the unit of its numbers (`{"quantity": 30, "unit": "g"}`).
UNIT_FIELDS = ("unit", "units", "uom")


def _record_unit(record: dict) -> str | None:
    for name in UNIT_FIELDS:
        if isinstance(record.get(name), str):
            return _unit_of_words(record[name])
    return None


def table_of(value: dict) -> tuple[list | None, list]:
    """A table envelope's column names and rows: `{"columns": [...], "rows": [[...]]}`, or rows
    alone whose first row names the columns (`{"rows": [["slot", "spots"], ["MD-0715", 10]]}`)."""
    columns, rows = value.get("columns"), value.get("rows")
    if not isinstance(rows, list) or not rows or not all(isinstance(r, list) for r in rows):
        return None, []
    if isinstance(columns, list):
        return columns, rows
    header = rows[0]
    if len(rows) > 1 and header and all(isinstance(c, str) for c in header) and any(
        not isinstance(cell, str) for row in rows[1:] for cell in row
    ):
        return header, rows[1:]
    return None, []


def walk_with_units(value: Any, key: str = "", depth: int = 0, unit: str | None = None) -> Iterator[tuple[str, Any, str | None]]:
    """(key, leaf, unit) like `walk_output`, the unit being the one a record's `unit` field names
    for the record's own scalar values (`{"balance": 52, "unit": "hours"}`: 52 hours), and for the
    records inside it those values whose key names no unit of its own (`{"units": "C", "nights":
    [{"min_temp": -2.5, "frost_prob": 0.7}]}`: -2.5 °C, but a probability stays one), else None."""
    if depth > 50:
        return
    if isinstance(value, dict):
        columns, rows = table_of(value)
        if columns is not None:
            names = [c.get("name", "") if isinstance(c, dict) else str(c) for c in columns]
            for row in rows:  # a row as a record: its `unit` column names the unit of its numbers
                yield from walk_with_units(dict(zip(names, row)), key, depth + 1, unit)
            rest = {k: v for k, v in value.items() if k not in ("columns", "rows")}
            yield from walk_with_units(rest, key, depth + 1, unit)
            return
        own = _record_unit(value)
        named = unit_of_key(key)  # `"charges_cents": {"color": 21875}`, `"measurements_cm": {"sleeve": 61}`
        if named not in (None, "money") or (named == "money" and isinstance(value.get("currency"), str)):
            unit = named  # `"prices": {"adult": 22, "currency": "CHF"}`
        for k, v in value.items():
            if own or isinstance(v, (dict, list, tuple)):
                yield from walk_with_units(v, str(k), depth + 1, own or unit)
            else:  # a unit from an outer record: the key's own unit comes first
                yield from walk_with_units(v, str(k), depth + 1, None if unit_of_key(str(k)) else unit)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from walk_with_units(item, key, depth + 1, unit)
    elif value is not None:
        yield key, value, unit


def _numeric(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def _records(value: Any, depth: int = 0) -> Iterator[list[dict]]:
    """Every list of records in an output (a list of dicts, or a table's rows as dicts by column)."""
    if depth > 50:
        return
    if isinstance(value, dict):
        columns, rows = table_of(value)
        if columns is not None:
            names = [c.get("name", "") if isinstance(c, dict) else str(c) for c in columns]
            yield [dict(zip(names, row)) for row in rows]
        for v in value.values():
            yield from _records(v, depth + 1)
    elif isinstance(value, list):
        if value and all(isinstance(item, dict) for item in value):
            yield value
        for item in value:
            yield from _records(item, depth + 1)


_PER_AMOUNT = re.compile(r"per_?(\d+(?:\.\d+)?)_?([a-z]+)", re.IGNORECASE)


def per_amount_rates(value: Any, depth: int = 0) -> Iterator[tuple[Quantity, float, str]]:
    """The figures of an output given per an amount (`{"per_100g": {"protein_g": 31}}`): each
    numeric value of such a record, with the amount (100) and its unit ("g")."""
    if depth > 50:
        return
    if isinstance(value, dict):
        for key, child in value.items():
            match = _PER_AMOUNT.fullmatch(str(key))
            unit = _unit_of_words(match.group(2)) if match else None
            if match and unit and isinstance(child, dict):
                for name, leaf in child.items():
                    if _numeric(leaf) is not None:
                        yield Quantity(float(leaf), unit_of_key(str(name)), str(name).lower()), float(match.group(1)), unit
            yield from per_amount_rates(child, depth + 1)
    elif isinstance(value, list):
        for child in value:
            yield from per_amount_rates(child, depth + 1)


def dicts_in(value: Any, depth: int = 0) -> Iterator[dict]:
    """Every dict of an output, itself first, then those inside it, depth-first, 50 levels at most."""
    if depth > 50:
        return
    if isinstance(value, dict):
        yield value
        children: Any = value.values()
    elif isinstance(value, (list, tuple)):
        children = value
    else:
        return
    for child in children:
        yield from dicts_in(child, depth + 1)


def record_totals(value: Any) -> Iterator[Quantity]:
    """Per record of an output and per unit, the sum of three or more of its fields in that unit
    (`{"protein_g": 38, "carbs_g": 52, "fat_g": 18}`: 108 g); two fields are one plain sum already."""
    for record in dicts_in(value):
        by_unit: dict[str, list[float]] = {}
        for key, leaf in record.items():
            unit = unit_of_key(str(key)) if _numeric(leaf) is not None else None
            if unit is not None:
                by_unit.setdefault(unit, []).append(float(leaf))
        yield from (Quantity(sum(vs), unit, "total") for unit, vs in sorted(by_unit.items()) if len(vs) >= 3)


def record_remainders(value: Any) -> Iterator[Quantity]:
    """Per record of three to five numeric fields of one unit (or all whole numbers: counts), each
    field less two others (184 rooms, 151 occupied, 3 out of order: 30 left to sell), when positive."""
    for record in dicts_in(value):
        by_unit: dict[str | None, list[float]] = {}
        counts = [leaf for leaf in record.values() if isinstance(leaf, int) and not isinstance(leaf, bool)]
        for key, leaf in record.items():
            if _numeric(leaf) is not None:
                by_unit.setdefault(unit_of_key(str(key)), []).append(float(leaf))
        if len(counts) == len([v for vs in by_unit.values() for v in vs]):  # whole numbers: counts, whatever the keys say
            by_unit = {None: [float(c) for c in counts]}
        for unit, values in by_unit.items():
            if 3 <= len(values) <= 5:
                for i, whole in enumerate(values):
                    rest = values[:i] + values[i + 1 :]
                    for j, b in enumerate(rest):
                        for c in rest[j + 1 :]:
                            if whole - b - c > 0:
                                yield Quantity(whole - b - c, unit, "remainder")


#: Values of a field saying a record's amounts are in minor units (`"amounts_in": "cents"`).
_MINOR_UNITS = frozenset("cents cent minor minor_units minor_unit pence".split())


def _states_minor_units(record: dict) -> bool:
    return any(
        isinstance(leaf, str) and leaf.strip().lower() in _MINOR_UNITS
        for key, leaf in record.items() if str(key).lower() in ("amounts_in", "unit", "units", "amount_unit", "denomination")
    )


def minor_unit_amounts(value: Any) -> Iterator[Quantity]:
    """The integer money amounts of records that name their currency (`{"amount": 4999, "currency":
    "usd"}`) read as minor units too ($49.99), as payment APIs write them; a record that says its
    amounts are in minor units (`"amounts_in": "cents"`) says so for the records inside it too."""
    minor = {id(inner) for record in dicts_in(value) if _states_minor_units(record) for inner in dicts_in(record)}
    for record in dicts_in(value):
        currency = record.get("currency")
        if id(record) in minor or (isinstance(currency, str) and re.fullmatch(r"[A-Za-z]{3}", currency)):
            for key, leaf in record.items():
                if isinstance(leaf, int) and not isinstance(leaf, bool) and unit_of_key(str(key)) == "money":
                    yield Quantity(leaf / 100, "money", str(key).lower())


def _flat(record: dict, prefix: str = "", depth: int = 0) -> dict:
    """A record with the fields of the records inside it (not of its lists) brought up, keyed by
    their path ending in their own key (`{"billed": {"amount": 285}}`: `billed.amount`), 3 levels."""
    flat: dict = {}
    for key, leaf in record.items():
        if isinstance(leaf, dict) and depth < 3:
            flat.update(_flat(leaf, f"{prefix}{key}.", depth + 1))
        else:
            flat[f"{prefix}{key}"] = leaf
    return flat


def _key_unit(path: str) -> str | None:
    return unit_of_key(path.rsplit(".", 1)[-1])


def _column_aggregates(records: list[dict], keys: list[str]) -> Iterator[Quantity]:
    for k in keys:
        values = [v for v in (_numeric(r.get(k)) for r in records) if v is not None]
        if len(values) >= 2:
            yield Quantity(sum(values), _key_unit(k), k)
            yield Quantity(sum(values) / len(values), _key_unit(k), k)


def _sums_of_products(records: list[dict], keys: list[str]) -> Iterator[Quantity]:
    for i, a in enumerate(keys):
        for b in keys[i + 1 :]:
            pairs = [(_numeric(r.get(a)), _numeric(r.get(b))) for r in records]
            if all(x is not None and y is not None for x, y in pairs):
                yield Quantity(sum(x * y for x, y in pairs), _key_unit(a) or _key_unit(b), f"{a}*{b}")  # type: ignore[operator]


def _number_lists(value: Any) -> Iterator[Quantity]:
    """The sum and the average of each list of two numbers or more under a key (`"recent_min": [52, 58, 47]`)."""
    for record in dicts_in(value):
        for key, items in record.items():
            numbers = [n for n in map(_numeric, items) if n is not None] if isinstance(items, list) else []
            if len(numbers) >= 2 and len(numbers) == len(items):
                yield Quantity(sum(numbers), _key_unit(str(key)), str(key))
                yield Quantity(sum(numbers) / len(numbers), _key_unit(str(key)), str(key))


def value_counts(value: Any) -> Iterator[Quantity]:
    """Per text or yes/no field of an output's lists of records, how many records hold each value
    (4 of 6 `"ready"`, 4 of 6 `"completed": true`), and how many records the list has."""
    for records in _records(value):
        yield Quantity(float(len(records)), None, "count")
        for key in sorted({k for r in records for k, v in r.items() if isinstance(v, bool)}):
            flags = [r.get(key) for r in records if isinstance(r.get(key), bool)]
            yield from (Quantity(float(flags.count(state)), None, f"{key} {state}") for state in (True, False) if state in flags)
        keys = {k for r in records for k, v in r.items() if isinstance(v, str)}
        for key in sorted(keys):
            values = [r.get(key) for r in records if isinstance(r.get(key), str)]
            if len(set(values)) < len(values):  # a category, not a name per record
                for category in sorted(set(values)):
                    yield Quantity(float(values.count(category)), None, f"{key} {category}")


def list_aggregates(value: Any) -> list[Quantity]:
    """Values one step from the lists of an output: per numeric field (nested fields of the items
    too, see `_flat`), the sum and the average of its items, and of a list of numbers; per pair of
    numeric fields, the sum of their products (quantity x price)."""
    found: list[Quantity] = [*_number_lists(value), *_breakdown_sums(value)]
    for records in _records(value):
        records = [_flat(r) for r in records]
        keys = sorted({k for r in records for k, v in r.items() if _numeric(v) is not None})
        found += [*_column_aggregates(records, keys), *_sums_of_products(records, keys), *_group_sums(records, keys)]
    return found


def _breakdown_sums(value: Any) -> Iterator[Quantity]:
    """For a record of three or more counts or amounts of one unit (a breakdown: `"by_size":
    {"adult_s_m": 302, "kids_xs_s": 214, ...}`), their total, and the sum of each group of two or
    more whose keys share a first word ("adult" coats: 625)."""
    for record in dicts_in(value):
        numbers = {str(k): float(v) for k, v in record.items() if _numeric(v) is not None}
        units = {unit_of_key(k) for k in numbers}
        if len(numbers) < 3 or len(numbers) != len(record) or len(units) > 1:
            continue
        unit = units.pop()
        yield Quantity(sum(numbers.values()), unit, "total")
        groups: dict[str, list[float]] = {}
        for key, number in numbers.items():
            groups.setdefault(key.split("_", 1)[0].lower(), []).append(number)
        yield from (Quantity(sum(g), unit, word) for word, g in sorted(groups.items()) if 2 <= len(g) < len(numbers))


#: A text field groups a list's records when it takes at most this many values.
MAX_GROUPS = 8


def _group_sums(records: list[dict], keys: list[str]) -> Iterator[Quantity]:
    """Per text field that groups some of the records but not all (`"kind": "school"` for three of
    five bookings, `"type": "zirconia crown"` for two of four lines), per numeric field, the sum over
    each group of two or more: the subtotal of one kind (83 pupils in school groups, $378 of crowns)."""
    for field in sorted({k for r in records for k, v in r.items() if isinstance(v, str)}):
        groups: dict[str, list[dict]] = {}
        for r in records:
            if isinstance(r.get(field), str):
                groups.setdefault(r[field], []).append(r)
        if len(groups) > MAX_GROUPS or len(groups) < 2:
            continue
        for members in groups.values():
            if 2 <= len(members) < len(records):
                for k in keys:
                    values = [v for v in (_numeric(r.get(k)) for r in members) if v is not None]
                    if len(values) >= 2:
                        yield Quantity(sum(values), _key_unit(k), k)
