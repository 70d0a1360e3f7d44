"""One place per check: the `@check` decorator, the registry it fills, and the `Thresholds` dataclass.

A check is a function from a run's facts to the `FailureCause`s it finds. It is declared where it
is defined, with everything fixed about its cause type: default severity, the scores it lowers, its
root cause and fix, and whether it reads a *fact* from the trace (a tool error, a missing output, a
loop) or *infers* a problem from text (an unsupported claim, a contradiction). Adding a check is
one decorated function; the catalogue, the formula and the judge all read this registry.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, Callable, Literal

from critiqor.scoring.result import FailureCause, Severity

__all__ = ["Certainty", "CauseKind", "Check", "Thresholds", "CHECKS", "check", "cause_kinds", "IMPACT"]

Certainty = Literal["fact", "inference"]

#: Trust points a cause costs, by severity.
IMPACT: dict[str, int] = {"high": -30, "medium": -15, "low": -5}


@dataclass(frozen=True)
class CauseKind:
    """The fixed part of a cause type: its severity, the scores it lowers, its root cause and fix,
    and whether the check reads it from the trace (`fact`) or infers it from text (`inference`)."""

    severity: Severity
    dimensions: tuple[str, ...]
    root_cause: str
    recommended_fix: str
    certainty: Certainty = "fact"


@dataclass(frozen=True)
class Check:
    """One registered check: its name (the cause type it reports), its kind and its function."""

    name: str
    kind: CauseKind
    run: Callable[[Any], list[FailureCause]]
    #: The recorded content the check reads ("prompt", "response", "tool_args", "tool_outputs"):
    #: when the spans did not carry it (content capture off), the check does not run.
    reads: frozenset[str] = frozenset()


#: Every check, in the order their causes are reported (the order of registration).
CHECKS: dict[str, Check] = {}


def check(
    name: str,
    *,
    severity: Severity,
    lowers: tuple[str, ...],
    root_cause: str,
    fix: str,
    certainty: Certainty = "fact",
    reads: tuple[str, ...] = (),
) -> Callable[[Callable[[Any], list[FailureCause]]], Callable[[Any], list[FailureCause]]]:
    """Register the decorated function as the check reporting cause type `name`."""

    def register(function: Callable[[Any], list[FailureCause]]) -> Callable[[Any], list[FailureCause]]:
        if name in CHECKS:
            raise ValueError(f"a check named {name!r} is already registered")
        CHECKS[name] = Check(name, CauseKind(severity, tuple(lowers), root_cause, fix, certainty), function, frozenset(reads))
        return function

    return register


def cause_kinds() -> dict[str, CauseKind]:
    """The kind of every registered cause type, by name."""
    return {name: registered.kind for name, registered in CHECKS.items()}


@dataclass(frozen=True)
class Thresholds:
    """Every tunable number of the checks, and the checks switched off, in one place.

    Pass one as `Critiqor(thresholds=Thresholds(stale_after_days=30))`; the defaults are the
    values the README documents and the labelled corpus was measured with.
    """

    #: A tool must take more than this share of the run's latency to be a hotspot...
    hotspot_share: float = 0.5
    #: ...and at least this many seconds.
    hotspot_min_seconds: float = 0.05
    #: This many LLM calls in a row with no tool call between them make a loop (medium)...
    llm_loop_min_calls: int = 4
    #: ...and this many a high-severity one.
    llm_loop_high_calls: int = 6
    #: This many errors in a row from the same tool make a retry loop (one retry that fails again,
    #: reported honestly, is no loop: 2 flagged six honest failure reports of the labelled runs).
    retry_loop_min_errors: int = 3
    #: This many calls in a row of one tool with equal arguments, each after a success, make a retry loop too.
    repeat_loop_min_calls: int = 3
    #: An output is used by its words alone when the response shares this many of its content words
    #: (half of them, at least one, when it has fewer than twice as many).
    used_min_words: int = 3
    #: A record picked from a list is the wrong one when another record's name shares this many of
    #: the prompt's proper names, and more than the picked one's.
    picked_record_min_names: int = 2
    #: Data a tool output dates more than this many days before the run is stale when presented as current.
    stale_after_days: float = 7.0
    #: Severity of an unsupported claim (a number, date or source merely not found in the evidence);
    #: high, calibrated on the corpus's dev part (medium lets invented numbers pass as safe).
    unsupported_severity: Severity = "high"
    #: At most this many distinct numbers take part in the two-operand derivation search.
    max_operands: int = 60
    #: Checks switched off, by name (the cause type they report), e.g. ("latency_hotspot",).
    disabled_checks: tuple[str, ...] = field(default_factory=tuple)

    def __post_init__(self) -> None:
        unknown = [name for name in self.disabled_checks if CHECKS and name not in CHECKS]
        if unknown:
            raise ValueError(f"unknown check name(s) {unknown}; known: {sorted(CHECKS)}")
        object.__setattr__(self, "disabled_checks", tuple(self.disabled_checks))

    def replaced(self, **changes: Any) -> "Thresholds":
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values.update(changes)
        return Thresholds(**values)
