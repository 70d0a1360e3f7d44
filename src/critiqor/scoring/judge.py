"""An optional judge (any callable taking a prompt text and returning text, e.g. an LLM client):
the prompt it gets, the robust parsing of its reply, and how its scores meet the deterministic ones.

Each final score is the smaller of the judge's and the deterministic one, so a check caps every
score it lowers. The judge corrects within limits: it may dismiss a cause the checks *inferred*
from text (a `dismiss: <type>: <reason>` line), which then no longer counts, with its reason in
the findings; a cause read from the trace (an error, a missing output, a loop) it cannot dismiss.
A judge's low hallucination or task-completion score alone makes the run `review_recommended`.
Whatever goes wrong with the judge (it raises, returns nothing usable, skips or garbles a line)
falls back to the deterministic scores and is reported in the findings; it never propagates.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Sequence

from critiqor.evidence import EvaluationEvidence
from critiqor.scoring.claims import run_date
from critiqor.scoring.detectors import CAUSE_KINDS, pair_outputs
from critiqor.scoring.result import SCORE_NAMES, FailureCause
from critiqor.scoring.scores import deterministic_scores
from critiqor.scoring.text import canonical

__all__ = [
    "Judge",
    "JudgeOutcome",
    "JUDGE_LOW_SCORE",
    "build_judge_prompt",
    "parse_judge_reply",
    "parse_dismissals",
    "apply_judge",
]

Judge = Callable[[str], Any]

#: A judge's hallucination or task_completion score below this makes the run `review_recommended`.
JUDGE_LOW_SCORE = 50

_MAX_VALUE_CHARS = 500
_MAX_CALLS = 50
_MAX_EVENTS = 100
_DISMISS = re.compile(r"^[\s>#*\-•]*\**\s*dismiss\s*\**\s*[:=]\s*`?(?P<type>[a-z_]+)`?\s*[:\-–—]\s*(?P<reason>.+)$", re.I)
_LINE = re.compile(
    r"^[\s>#*\-•\d.)]*?\**\s*(?P<name>[A-Za-z][A-Za-z _-]*?)\s*\**\s*[:=]\s*\**\s*"
    r"(?P<value>-?\d+(?:\.\d+)?|[^\s*,;]+)(?:\s*(?P<percent>%)|\s*/\s*(?P<scale>\d+(?:\.\d+)?))?"
)
_SUMMARY = re.compile(r"^[\s>#*\-•]*\**\s*summary\s*\**\s*[:=]\s*(?P<text>.+)$", re.IGNORECASE)

_CRITERIA = {
    "hallucination": "100 = nothing stated that the evidence does not support",
    "reasoning": "100 = sensible steps, no loops or wasted detours",
    "tool_reliability": "100 = every tool call answered without error",
    "consistency": "100 = the answer agrees with the tool outputs and itself",
    "task_completion": "100 = the prompt is fully answered",
    "confidence_calibration": "100 = wording exactly as certain as the evidence allows",
    "execution_efficiency": "100 = no repeated, slow or needless work",
}


@dataclass(frozen=True)
class JudgeOutcome:
    """The final seven scores, the judge's notes for the findings, its summary line if any, the
    causes that still count (those it did not dismiss; None: all of them), and whether it scored
    hallucination or task completion below `JUDGE_LOW_SCORE`."""

    scores: dict[str, int]
    findings: tuple[str, ...]
    summary: str | None = None
    causes: tuple[FailureCause, ...] | None = None
    flagged: bool = False


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else canonical(value)
    return text if len(text) <= _MAX_VALUE_CHARS else text[:_MAX_VALUE_CHARS] + "…"


def build_judge_prompt(
    evidence: EvaluationEvidence, causes: Sequence[FailureCause], deterministic: Mapping[str, int]
) -> str:
    """The critique prompt handed to the judge: the run's evidence, the deterministic findings,
    and the exact reply format (one `name: score` line per criterion, then `summary: ...`)."""
    when = run_date(evidence)
    lines = [
        "You are reviewing one run of an AI agent. Score it on each criterion from 0 (worst) to 100 (best).",
        "",
        f"Run date: {when.strftime('%Y-%m-%d %H:%M UTC') if when else 'unknown'}",
        f"Prompt: {_short(evidence.prompt)}",
        f"Final response: {_short(evidence.response)}",
        f"Evidence level: {evidence.evidence_level}",
    ]
    calls, outputs = evidence.tool_calls, evidence.tool_outputs
    if evidence.trace:
        lines += _trace_lines(evidence.trace)
    elif calls or outputs:
        lines.append("Tool calls, in order:")
        answered = pair_outputs(calls, outputs, evidence.trace)
        for n, (call, j) in enumerate(zip(calls[:_MAX_CALLS], answered), start=1):
            if j is None:
                result = "no output"
            elif outputs[j].error:
                result = f"error: {_short(outputs[j].error)}"
            else:
                result = f"output: {_short(outputs[j].output)}"
            lines.append(f"  {n}. {call.tool}({_short(call.args)}) -> {result}")
        if len(calls) > _MAX_CALLS:
            lines.append(f"  ... and {len(calls) - _MAX_CALLS} more calls")
    metrics = evidence.metrics
    lines.append(
        f"Runtime: latency {metrics.latency} s, tokens {_short(metrics.token_usage)}, "
        f"retries {metrics.retries}, errors {_short(metrics.errors)}"
    )
    if causes:
        lines.append("Automatic checks found (an inference may be wrong; a fact is read from the trace):")
        lines += [f"  - [{c.severity}, {c.certainty}] {c.type}: {c.description}" for c in causes]
    lines.append("Scores from the automatic checks: " + ", ".join(f"{n} {deterministic[n]}" for n in SCORE_NAMES))
    lines += ["", "Criteria (higher is always better):"]
    lines += [f"  {name}: {meaning}" for name, meaning in _CRITERIA.items()]
    lines += ["", "Reply with exactly these lines and nothing else:"]
    lines += [f"{name}: <0-100>" for name in SCORE_NAMES]
    lines.append("summary: <one sentence>")
    if any(c.certainty == "inference" for c in causes):
        lines.append("and, for each inferred finding above that is wrong, one line: dismiss: <type>: <reason>")
    return "\n".join(lines)


def _event_line(n: int, event: dict) -> str:
    name = event.get("event")
    if name == "tool_start":
        detail = f"{event.get('tool')}({_short(event.get('args'))})"
    elif name == "tool_end":
        error = event.get("error")
        detail = f"{event.get('tool')} -> " + (f"error: {_short(error)}" if error else f"output: {_short(event.get('output'))}")
    elif name == "llm_call":
        detail = f"model {event.get('model')}, tokens {_short(event.get('token_usage'))}"
    else:
        detail = _short({k: v for k, v in event.items() if k not in ("event", "timestamp")})
    return f"  {n}. {name}: {detail}"


def _trace_lines(trace: Sequence[dict]) -> list[str]:
    """The trace events in order (LLM calls, tool calls and results, retries, errors), at most 100."""
    lines = ["Trace events, in order:"]
    lines += [_event_line(n, e) for n, e in enumerate(trace[:_MAX_EVENTS], start=1)]
    if len(trace) > _MAX_EVENTS:
        lines.append(f"  ... and {len(trace) - _MAX_EVENTS} more events")
    return lines


def _key(name: str) -> str:
    return re.sub(r"[\s\-]+", "_", name.strip().strip("*_` ").lower())


_VALUE = re.compile(r"^\s*(?P<value>-?\d+(?:\.\d+)?)\s*(?:(?P<percent>%)|/\s*(?P<scale>\d+(?:\.\d+)?))?")


def _number(value: Any, scale: str | None = None) -> float | None:
    """A 0-100 number from a reply value ("80", "80%", "8/10", 80.4), None when unusable."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        match = _VALUE.match(value)
        if match is None:
            return None
        value, scale = match.group("value"), scale or match.group("scale")
    try:
        number = float(value)
    except (TypeError, ValueError):
        return None
    if scale is not None:
        top = float(scale)
        if top <= 0:
            return None
        number = number * 100 / top
    if not 0 <= number <= 100:
        return None
    return number


def _json_objects(reply: str) -> Iterator[dict]:
    """Every JSON object in `reply`, outermost first, in the order they appear."""
    decoder = json.JSONDecoder()
    index = reply.find("{")
    while index >= 0:
        try:
            data, end = decoder.raw_decode(reply, index)
        except ValueError:
            index = reply.find("{", index + 1)
            continue
        if isinstance(data, dict):
            yield data
        index = reply.find("{", end)


def _from_mapping(data: Mapping[Any, Any]) -> list[tuple[str, Any, str | None]]:
    """(name, value, summary) items of a JSON/dict reply: top-level values first, then `scores`."""
    items: list[tuple[str, Any, str | None]] = []
    nested = data.get("scores")
    for source in (data, nested if isinstance(nested, Mapping) else {}):
        for raw_name, value in source.items():
            name = _key(str(raw_name))
            if name == "summary" and isinstance(value, str):
                items.append((name, None, value.strip()))
            elif name in SCORE_NAMES:
                items.append((name, value, None))
    return items


def _from_lines(reply: str) -> list[tuple[str, Any, str | None]]:
    items: list[tuple[str, Any, str | None]] = []
    for line in reply.splitlines():
        summary_match = _SUMMARY.match(line)
        if summary_match:
            items.append(("summary", None, summary_match.group("text").strip()))
            continue
        match = _LINE.match(line)
        if match and _key(match.group("name")) in SCORE_NAMES:
            value = match.group("value") + ("%" if match.group("percent") else "")
            if match.group("scale"):
                value += "/" + match.group("scale")
            items.append((_key(match.group("name")), (value, line.strip()), None))
    return items


def parse_judge_reply(reply: Any) -> tuple[dict[str, int], dict[str, str], str | None]:
    """(usable scores, raw values that were not usable, summary) from a judge's reply.

    Accepts `name: score` lines (any case, spaces or hyphens for underscores, bullets, bold,
    `80/100`, `8/10`, `80%`); when the reply has no such line, the first JSON object in it that
    names a score (scores at top level or under `"scores"`, top level first); or a mapping.
    The first value given for a name wins. When every score given lies between 0 and 1 and one
    has a fraction (`0.8`), the reply is read on a 0-1 scale.
    """
    items = _from_mapping(reply) if isinstance(reply, Mapping) else _reply_items(str(reply))
    summary = next((said for _, _, said in items if said is not None), None)
    numbers, bad = _usable_numbers(items)
    if numbers and all(n <= 1 for n in numbers.values()) and any(n != int(n) for n in numbers.values()):
        numbers = {name: n * 100 for name, n in numbers.items()}  # a 0-1 scale
    return {name: int(round(n)) for name, n in numbers.items()}, bad, summary


def _reply_items(text: str) -> list[tuple[str, Any, str | None]]:
    """(name, value, summary) items of a text reply: its score lines, else the first JSON object
    naming a score (summary lines kept either way)."""
    items = _from_lines(text)
    if any(value is not None for _, value, _ in items):
        return items
    summaries = [item for item in items if item[2] is not None]
    for data in _json_objects(text):
        found = _from_mapping(data)
        if any(value is not None for _, value, _ in found):
            return found + summaries
    return summaries


def _usable_numbers(items: list[tuple[str, Any, str | None]]) -> tuple[dict[str, float], dict[str, str]]:
    """The first value per score name, as a number, or as the raw text when it is not one."""
    numbers: dict[str, float] = {}
    bad: dict[str, str] = {}
    for name, value, _ in items:
        if value is None or name in numbers or name in bad:
            continue
        raw, shown = value if isinstance(value, tuple) else (value, repr(value))
        number = _number(raw)
        if number is None:
            bad[name] = shown
        else:
            numbers[name] = number
    return numbers, bad


def parse_dismissals(reply: Any) -> list[tuple[str, str]]:
    """(cause type, reason) for every `dismiss: <type>: <reason>` line of a reply (or the
    `"dismiss": {type: reason}` object of a mapping reply), in order; the first line per type wins."""
    found: dict[str, str] = {}
    if isinstance(reply, Mapping):
        given = reply.get("dismiss")
        items = given.items() if isinstance(given, Mapping) else ()
        for kind, reason in items:
            found.setdefault(str(kind).strip().lower(), str(reason).strip())
        return list(found.items())
    for line in str(reply).splitlines():
        match = _DISMISS.match(line)
        if match:
            found.setdefault(match.group("type").lower(), match.group("reason").strip())
    return list(found.items())


def _dismiss(causes: Sequence[FailureCause], dismissals: list[tuple[str, str]]) -> tuple[list[FailureCause], list[str]]:
    """The causes left once the judge's valid dismissals are applied, and the notes about each one."""
    kept, notes = list(causes), []
    for kind, reason in dismissals:
        matching = [c for c in kept if c.type == kind]
        if not matching:
            notes.append(f"judge: asked to dismiss {kind}, which the checks did not report")
        elif any(c.certainty != "inference" for c in matching):
            notes.append(f"judge: cannot dismiss {kind}, a fact read from the trace (reason given: {reason})")
        else:
            kept = [c for c in kept if c.type != kind]
            notes.append(f"judge dismissed {kind}: {reason}")
    return kept, notes


def apply_judge(
    judge: Judge,
    evidence: EvaluationEvidence,
    causes: Sequence[FailureCause],
    deterministic: Mapping[str, int],
) -> JudgeOutcome:
    """Ask `judge`, parse its reply, apply its dismissals of inferred causes, and combine: final =
    min(judge, deterministic of the causes kept) per score, the deterministic score where the judge
    gave none. Never raises."""
    try:
        reply = judge(build_judge_prompt(evidence, causes, deterministic))
    except Exception as exc:  # a judge is user code: report, never propagate
        return JudgeOutcome(
            dict(deterministic),
            (f"judge failed ({type(exc).__name__}: {exc}); all scores are deterministic",),
        )
    if reply is None:
        return JudgeOutcome(dict(deterministic), ("judge returned nothing; all scores are deterministic",))
    try:
        given, bad, summary = parse_judge_reply(reply)
        dismissals = parse_dismissals(reply)
    except Exception as exc:  # e.g. a reply object whose __str__ raises
        return JudgeOutcome(
            dict(deterministic),
            (f"judge reply could not be read ({type(exc).__name__}: {exc}); all scores are deterministic",),
        )
    kept, notes = _dismiss(causes, dismissals)
    if len(kept) < len(causes):
        deterministic = deterministic_scores(kept)
    final, capped = _combine(given, bad, deterministic, kept)
    flagged = any(given.get(name, 100) < JUDGE_LOW_SCORE for name in ("hallucination", "task_completion"))
    if flagged:
        capped.append(f"judge: hallucination or task_completion below {JUDGE_LOW_SCORE}: review recommended")
    return JudgeOutcome(final, tuple(notes + capped), summary, tuple(kept), flagged)


def _combine(
    given: Mapping[str, int], bad: Mapping[str, str], deterministic: Mapping[str, int], causes: Sequence[FailureCause]
) -> tuple[dict[str, int], list[str]]:
    final: dict[str, int] = {}
    notes: list[str] = []
    for name in SCORE_NAMES:
        fallback = deterministic[name]
        if name in bad:
            notes.append(f"judge: unusable {name} score ({bad[name]}); deterministic {fallback} used")
            final[name] = fallback
        elif name not in given:
            notes.append(f"judge: no {name} score; deterministic {fallback} used")
            final[name] = fallback
        elif given[name] > fallback:
            by = sorted({c.type for c in causes if c.type in CAUSE_KINDS and name in CAUSE_KINDS[c.type].dimensions})
            notes.append(f"judge: {name} {given[name]} capped at {fallback} by {', '.join(by) or 'the checks'}")
            final[name] = fallback
        else:
            final[name] = given[name]
    return final, notes
