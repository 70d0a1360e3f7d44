"""The one rule that pairs a tool output with the call it answers, stated in the README
("The rules the recorder follows", matching outputs to calls).

The recorder applies it live to its open tool spans; scoring, rendering and the report apply it
to the evidence's lists through `pair_outputs` / `pair_events`. Matching costs constant time
on average, however many calls are open.
"""

from __future__ import annotations

from collections import deque
from typing import Generic, Hashable, Iterable, Iterator, TypeVar

__all__ = ["OpenCalls", "pair_outputs", "pair_events"]

T = TypeVar("T")


class OpenCalls(Generic[T]):
    """Calls waiting for their output, in the order they were opened.

    Each index maps a call id (or, for calls without one, a tool) to the serial of its one open
    call, or to a deque of serials when several are open under the same key: most ids are
    unique, and an int costs far less memory (and garbage-collector time) than a deque."""

    __slots__ = ("_items", "_by_id", "_by_tool", "_next")

    def __init__(self) -> None:
        self._items: dict[int, T] = {}  # serial -> item, in opening order
        self._by_id: dict[Hashable, int | deque[int]] = {}
        self._by_tool: dict[Hashable, int | deque[int]] = {}
        self._next = 0

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[T]:
        return iter(list(self._items.values()))

    def open(self, item: T, tool: Hashable, call_id: Hashable | None) -> None:
        """Add a call of `tool` (with `call_id`, or None) waiting for its output."""
        serial = self._next
        self._next += 1
        self._items[serial] = item
        index, key = (self._by_id, call_id) if call_id is not None else (self._by_tool, tool)
        queue = index.get(key)
        if queue is None:
            index[key] = serial
        elif type(queue) is int:
            index[key] = deque((queue, serial))
        else:
            queue.append(serial)

    def answer(self, tool: Hashable, call_id: Hashable | None) -> T | None:
        """Close and return the call an output of `tool` with `call_id` answers; None for an orphan."""
        index, key = (self._by_id, call_id) if call_id is not None else (self._by_tool, tool)
        queue = index.get(key)
        if queue is None:
            return None
        if type(queue) is int:
            del index[key]
            return self._items.pop(queue)
        serial = queue.popleft()
        if len(queue) == 1:
            index[key] = queue[0]
        return self._items.pop(serial)

    def close(self, item: T, tool: Hashable, call_id: Hashable | None) -> bool:
        """Close this very call (the one a wrapped tool opened); False when it is no longer open."""
        index, key = (self._by_id, call_id) if call_id is not None else (self._by_tool, tool)
        queue = index.get(key)
        if queue is None:
            return False
        if type(queue) is int:
            if self._items[queue] is not item:
                return False
            del index[key]
            del self._items[queue]
            return True
        for serial in queue:
            if self._items[serial] is item:
                queue.remove(serial)
                if len(queue) == 1:
                    index[key] = queue[0]
                del self._items[serial]
                return True
        return False

    def drain(self) -> list[T]:
        """Close every open call and return them in opening order."""
        items = list(self._items.values())
        self._items.clear()
        self._by_id.clear()
        self._by_tool.clear()
        return items


def pair_events(events: Iterable[tuple[str, Hashable, Hashable | None]]) -> dict[int, int]:
    """Pair calls with outputs over a recording-ordered stream of (`"call"` or `"output"`, tool,
    call id): {index of the output in the stream: index of the call it answers}."""
    calls: OpenCalls[int] = OpenCalls()
    pairs: dict[int, int] = {}
    for k, (kind, tool, call_id) in enumerate(events):
        if kind == "call":
            calls.open(k, tool, call_id)
        else:
            call = calls.answer(tool, call_id)
            if call is not None:
                pairs[k] = call
    return pairs


def pair_outputs(calls: Iterable[tuple[Hashable, Hashable | None]], outputs: Iterable[tuple[Hashable, Hashable | None]]) -> list[int | None]:
    """For each call (tool, call id), the index of the output (tool, call id) answering it, or None.

    For lists without an interleaving order (outputs taken as recorded after every call)."""
    open_calls: OpenCalls[int] = OpenCalls()
    calls = list(calls)
    for i, (tool, call_id) in enumerate(calls):
        open_calls.open(i, tool, call_id)
    result: list[int | None] = [None] * len(calls)
    for j, (tool, call_id) in enumerate(outputs):
        i = open_calls.answer(tool, call_id)
        if i is not None:
            result[i] = j
    return result
