"""Markdown tables in a response, read against the records of a tool output.

An answer often lays a list out as a table: one row per record, one column per field. A row names
its record by words only that record has (its "own words"), and a column names its field by the
words of the field's key ("Covered" for `covered`, "$/cord" for `price_per_cord_usd`). A cell that
says yes where the record's boolean is false, or gives a number other than the record's value,
contradicts the output for that record, whatever the other rows say.
"""

from __future__ import annotations

import re
from typing import Any, Iterator

from critiqor.scoring import entities
from critiqor.scoring.quantities import quantities_in_text, unit_of_key

__all__ = ["markdown_tables", "table_conflicts"]

_ROW = re.compile(r"^\s*\|(.+)\|\s*$")
_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_YES = re.compile(r"^\W*(yes|y|true|✓|✔|✅)\b", re.IGNORECASE)
_NO = re.compile(r"^\W*(no|n|false|✗|✘|❌|not)\b", re.IGNORECASE)


def markdown_tables(response: str) -> list[tuple[list[str], list[list[str]]]]:
    """(header cells, rows of cells) of each markdown table of the response: a header row, a rule
    row of dashes, then the rows up to the first line that is no row."""
    lines = response.splitlines()
    tables = []
    k = 0
    while k + 1 < len(lines):
        head = _ROW.match(lines[k])
        if head and _RULE.match(lines[k + 1]):
            rows = []
            k += 2
            while k < len(lines) and (row := _ROW.match(lines[k])):
                rows.append([c.strip() for c in row.group(1).split("|")])
                k += 1
            tables.append(([c.strip() for c in head.group(1).split("|")], rows))
        else:
            k += 1
    return tables


def _key_words(key: str) -> set[str]:
    return {w for w in re.split(r"[\W_]+", key.lower()) if len(w) >= 3} - {"usd", "eur", "gbp", "per", "the"}


#: Column headers (four letters' stems) that name what something costs.
_MONEY_HEADERS = frozenset("pric cost fee fees rate amou char tota".split())


def _column_key(header: str, cell: str, record: dict) -> str | None:
    """The record's key a column header names: the one key sharing a word (four letters' stem) with
    it, or of those the one whose value is money when the column or the cell is ("$/cord": the
    price per cord, not the minimum of cords)."""
    said = {w[:4] for w in re.findall(r"[a-z]{3,}", header.lower())}
    keys = [str(k) for k in record if {w[:4] for w in _key_words(str(k))} & said]
    if not keys and said & _MONEY_HEADERS:  # "Price" over `amount_cents`: the record's one amount of money
        keys = [str(k) for k in record if unit_of_key(str(k)) in ("money", "cents") and not isinstance(record[k], (str, bool))]
    if len(keys) > 1 and re.search(r"[$€£]", header + cell):
        keys = [k for k in keys if unit_of_key(k) in ("money", "cents")]
    return keys[0] if len(keys) == 1 else None


def _stems(value: str) -> set[str]:
    return {w[:5] for w in re.findall(r"[a-z]{3,}", value.lower())}


def _own_stems(records: list[dict]) -> list[set[str]]:
    """Per record, the stems of the words of its text fields that no other record's texts have
    ("claim" and "claims" are one stem, so neither is one record's own)."""
    stems = [{w for v in r.values() if isinstance(v, str) for w in _stems(v)} for r in records]
    return [mine - {w for other, ws in enumerate(stems) if other != k for w in ws} for k, mine in enumerate(stems)]


def _row_record(cells: list[str], own: list[set[str]]) -> int | None:
    """The one record whose own word stems the row's first cell names."""
    said = _stems(cells[0])
    hits = [k for k, mine in enumerate(own) if mine & said]
    return hits[0] if len(hits) == 1 else None


#: A row that adds the others up: a bold first cell or one saying total.
_TOTAL_ROW = re.compile(r"^\s*\*\*|\b(total|subtotal|sum|overall)\b", re.IGNORECASE)


def _scaled(claim: float, value: float, record: dict) -> bool:
    """Whether a cell's number is the record's value times a whole number or another field of the
    record (a line total of 2 × CHF 96 in a "Price" column): no other value, a derived one."""
    if not value or not claim:
        return False
    ratio = claim / value
    factors = [v for v in record.values() if isinstance(v, (int, float)) and not isinstance(v, bool) and v]
    return (ratio >= 1.5 and abs(ratio - round(ratio)) < 0.01) or any(abs(claim - value * f) < 0.01 * abs(claim) for f in factors)


def _cell_conflict(cell: str, key: str, value: Any, record: dict) -> str | None:
    if isinstance(value, bool):
        says = True if _YES.match(cell) else False if _NO.match(cell) else None
        return None if says is None or says == value else f"{key} = {str(value).lower()}"
    if isinstance(value, (int, float)):
        numbers = quantities_in_text(cell)
        if len(numbers) != 1 or numbers[0].unit not in (None, "money", unit_of_key(key)):  # "3.3 kg" is no count of `feeds`
            return None
        shown = value / 100 if unit_of_key(key) == "cents" and numbers[0].unit == "money" else value
        claim = numbers[0]
        if abs(claim.value - shown) > max(claim.quantum or 1.0, 1e-9) / 2 + 1e-9 and abs(claim.value - value) > 1e-9 \
                and not _scaled(claim.value, shown, record):
            return f"{key} = {value:g}"
    return None


def table_conflicts(output: Any, response: str) -> Iterator[str]:
    """Cells of the response's markdown tables that contradict the record their row names, in the
    column that names one of the record's fields: a "Yes" against `"covered": false`, "$10" against
    `"price_per_cord_usd": 15`."""
    tables = markdown_tables(response)
    if not tables:
        return
    for records in entities.lists_of_records(output):
        own = _own_stems(records)
        for header, rows in tables:
            for cells in rows:
                k = _row_record(cells, own) if cells and not _TOTAL_ROW.search(cells[0]) else None
                if k is None:
                    continue
                for title, cell in zip(header[1:], cells[1:]):
                    key = _column_key(title, cell, records[k])
                    conflict = _cell_conflict(cell, key, records[k][key], records[k]) if key else None
                    if conflict:
                        yield f"the response's table gives {cell!r} for {cells[0]!r}, the output has {conflict}"
