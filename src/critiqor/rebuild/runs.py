"""Finds the agent runs among stored or finished spans: each agent span with the spans whose
nearest agent span it is (any depth), and, in a trace without an agent span, its tool and LLM
spans under their top span.

An agent span whose only content is other agent runs (a workflow wrapping one agent, say) is
not a run of its own: it would be an empty run scored as a failure.
"""

from __future__ import annotations

from typing import Iterable

from opentelemetry.sdk.trace import ReadableSpan

from critiqor._sdk_compat import attributes_of
from critiqor.rebuild.conventions import AGENT, span_role
from critiqor.rebuild.own_spans import foreign, is_own_root

__all__ = ["find_runs", "is_run_root", "wrapper_only"]

_Key = tuple[int, int]  # (trace id, span id)


def _key(span: ReadableSpan) -> _Key:
    return span.context.trace_id, span.context.span_id


def _parent_key(span: ReadableSpan) -> _Key | None:
    parent = span.parent
    return None if parent is None else (span.context.trace_id, parent.span_id)


def is_run_root(span: ReadableSpan) -> bool:
    """An agent span of any convention, critiqor's own included."""
    if is_own_root(span):
        return True
    role = span_role(attributes_of(span))
    return role is not None and role[1] == AGENT


class _Tree:
    """The spans by key, and for each the nearest agent span above it (memoised)."""

    def __init__(self, spans: Iterable[ReadableSpan]) -> None:
        self.spans: dict[_Key, ReadableSpan] = {}
        self.agents: set[_Key] = set()
        for span in spans:
            try:
                key, agent = _key(span), is_run_root(span)
                _parent_key(span)  # a crafted parent fails here, not later in the walk
            except Exception:  # a crafted span without ids or attributes: that span only
                foreign("span", "a span that cannot be read")
                continue
            if key not in self.spans:  # the same span stored twice counts once
                self.spans[key] = span
                if agent:
                    self.agents.add(key)
        self._nearest: dict[_Key, _Key | None] = {}

    def nearest_agent(self, key: _Key) -> _Key | None:
        """The nearest agent span strictly above `key`, or None."""
        path = []
        current = _parent_key(self.spans[key])
        found = None
        while current is not None:
            if current in self._nearest:
                found = self._nearest[current] if current not in self.agents else current
                break
            if current in self.agents:
                found = current
                break
            path.append(current)
            parent = self.spans.get(current)
            current = None if parent is None else _parent_key(parent)
        for step in path:
            self._nearest[step] = found
        return found

    def top(self, key: _Key) -> _Key:
        """The highest span above `key` that is among the spans (itself when none is)."""
        while True:
            parent = _parent_key(self.spans[key])
            if parent is None or parent not in self.spans:
                return key
            key = parent


def _group(tree: _Tree) -> tuple[dict[_Key, list[ReadableSpan]], set[_Key], dict[_Key, list[ReadableSpan]]]:
    """(spans of each agent run, agents with another agent below them, tool/LLM spans with no
    agent above them by their top span)."""
    members: dict[_Key, list[ReadableSpan]] = {key: [] for key in tree.agents}
    nested: set[_Key] = set()
    loose: dict[_Key, list[ReadableSpan]] = {}
    for key, span in tree.spans.items():
        agent = tree.nearest_agent(key)
        if key in tree.agents:
            if agent is not None:
                nested.add(agent)
        elif agent is not None:
            members[agent].append(span)
        elif span_role(attributes_of(span)) is not None:
            loose.setdefault(tree.top(key), []).append(span)
    return members, nested, loose


def wrapper_only(root: ReadableSpan, spans_of_run: list[ReadableSpan]) -> bool:
    """A foreign agent span with no tool or LLM span of its own (its agents are runs of their own)."""
    return not is_own_root(root) and not any(span_role(attributes_of(s)) for s in spans_of_run)


def find_runs(spans: Iterable[ReadableSpan]) -> list[tuple[ReadableSpan, list[ReadableSpan]]]:
    """(root span, the spans of its run) for every run among `spans`, in the roots' start order."""
    tree = _Tree(spans)
    members, nested, loose = _group(tree)
    runs = [
        (tree.spans[key], spans_of_run)
        for key, spans_of_run in members.items()
        if key not in nested or not wrapper_only(tree.spans[key], spans_of_run)
    ]
    for key, spans_of_run in loose.items():
        runs.append((tree.spans[key], [s for s in spans_of_run if _key(s) != key]))
    runs.sort(key=lambda run: _start_order(run[0]))
    return runs


def _start_order(span: ReadableSpan) -> int:
    start = span.start_time
    return start if type(start) is int else 0
