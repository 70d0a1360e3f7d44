"""Time zones: a timestamp with a UTC offset, read as the clock time and date of another zone.

An agent that reads `2026-11-22T02:30:00Z` and answers "Saturday, November 21 at 6:30 PM
Pacific" converted the instant to the user's zone. The zones a timestamp may be shown in are the
ones the response names (`PT`, `Pacific`, `EST`, `UTC`, `CET`, "Berlin time", ...) and the IANA zones the sources
name (`America/New_York`); each is read at the timestamp's own instant, so daylight saving time is
right. A time converted to a zone nobody names is not backed.
"""

from __future__ import annotations

import re
from functools import lru_cache
from datetime import datetime, timedelta, timezone, tzinfo
from typing import Iterable, Iterator

__all__ = ["ZONE_WORDS", "instants_in", "zones_named", "zones_of_offsets", "local_times"]

#: Zone words of a response and the IANA zone they mean (abbreviations cover standard and summer time).
ZONE_WORDS: dict[str, str] = {
    "utc": "UTC", "gmt": "UTC", "zulu": "UTC",
    "et": "America/New_York", "est": "America/New_York", "edt": "America/New_York", "eastern": "America/New_York",
    "ct": "America/Chicago", "cst": "America/Chicago", "cdt": "America/Chicago", "central": "America/Chicago",
    "mt": "America/Denver", "mst": "America/Denver", "mdt": "America/Denver", "mountain": "America/Denver",
    "pt": "America/Los_Angeles", "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles",
    "pacific": "America/Los_Angeles", "akst": "America/Anchorage", "hst": "Pacific/Honolulu",
    "bst": "Europe/London", "uk": "Europe/London", "cet": "Europe/Paris", "cest": "Europe/Paris",
    "eet": "Europe/Athens", "ist": "Asia/Kolkata", "jst": "Asia/Tokyo", "kst": "Asia/Seoul",
    "sgt": "Asia/Singapore", "aest": "Australia/Sydney", "aedt": "Australia/Sydney",
}
#: Abbreviations count in capitals only ("PT", not the "pt" of "12 pt"); zone words in any case.
_ZONE_WORD = re.compile(
    r"\b(" + "|".join(sorted((w.upper() for w in ZONE_WORDS if len(w) <= 4), key=len, reverse=True)) + r")\b"
    r"|\b(" + "|".join(w for w in ZONE_WORDS if len(w) > 4) + r")\b",
    re.IGNORECASE,
)
_IANA = re.compile(r"\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific)/[A-Za-z_]+(?:/[A-Za-z_]+)?\b")
_STAMP = re.compile(
    r"(?<!\d)(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s?(Z|[+-]\d{2}:?\d{2})(?![\d:])"
)


def _zone(name: str) -> tzinfo | None:
    try:
        from zoneinfo import ZoneInfo

        return ZoneInfo(name)
    except Exception:  # no time-zone database, or an unknown name: that zone is not tried
        return timezone.utc if name == "UTC" else None


def _offset(text: str) -> timezone:
    if text == "Z":
        return timezone.utc
    sign = -1 if text[0] == "-" else 1
    hours, minutes = int(text[1:3]), int(text[-2:])
    return timezone(sign * timedelta(hours=hours, minutes=minutes))


def instants_in(text: str) -> Iterator[datetime]:
    """The timestamps of `text` that carry a UTC offset ("...T02:30:00Z", "...T17:12-06:00"), aware."""
    for match in _STAMP.finditer(text):
        year, month, day, hour, minute = map(int, match.groups()[:5])
        try:
            yield datetime(year, month, day, hour, minute, int(match.group(6) or 0), tzinfo=_offset(match.group(7)))
        except ValueError:
            continue


_CITY_TIME = re.compile(r"\b((?:[A-Z][a-z]+\s){0,2}[A-Z][a-z]+)\s+time\b")


@lru_cache(maxsize=1)
def _city_zones() -> dict[str, str]:
    """City -> IANA zone, from the zone names of the time-zone database ("berlin" -> Europe/Berlin)."""
    try:
        from zoneinfo import available_timezones

        names = available_timezones()
    except Exception:  # no database: no city zones
        return {}
    return {n.rsplit("/", 1)[1].replace("_", " ").lower(): n for n in names if "/" in n and not n.startswith("Etc/")}


def zones_named(texts: Iterable[str]) -> list[tzinfo]:
    """The zones the texts name: zone words (`PT`, `Eastern`, `UTC`), IANA names, and a zone city
    before "time" ("07:42 Berlin time")."""
    names: dict[str, None] = {}
    cities = None
    for value in texts:
        for match in _CITY_TIME.finditer(value):
            cities = _city_zones() if cities is None else cities
            for words in (match.group(1), match.group(1).split()[-1]):
                if words.lower() in cities:
                    names[cities[words.lower()]] = None
        for match in _ZONE_WORD.finditer(value):
            word = match.group(1) if match.group(1) and match.group(1).isupper() else match.group(2)
            if word:
                names[ZONE_WORDS[word.lower()]] = None
        names.update((m.group(0), None) for m in _IANA.finditer(value))
    return [zone for zone in map(_zone, names) if zone is not None]


def zones_of_offsets(instants: Iterable[datetime]) -> list[tzinfo]:
    """The distinct fixed offsets of some timestamps."""
    return list({stamp.utcoffset(): stamp.tzinfo for stamp in instants if stamp.tzinfo is not None}.values())


def local_times(instant: datetime, zones: Iterable[tzinfo]) -> list[datetime]:
    """`instant` as the wall-clock time of each zone."""
    return [instant.astimezone(zone) for zone in zones]
