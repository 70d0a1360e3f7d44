"""An optional judge (any callable taking a prompt text and returning text, e.g. an LLM client):
the prompt it gets, the robust parsing of its reply, and how its scores meet the deterministic ones.

The judge can only lower a score: each final score is the smaller of the judge's and the
deterministic one, so a deterministic check caps every score it contradicts. Whatever goes
wrong with the judge (it raises, returns nothing usable, skips or garbles a line) falls back to
the deterministic score and is reported in the findings; it never propagates.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from critiqor.evidence import EvaluationEvidence
from critiqor.scoring.detectors import CAUSE_KINDS, pair_outputs
from critiqor.scoring.result import SCORE_NAMES, FailureCause
from critiqor.scoring.text import canonical

__all__ = ["Judge", "JudgeOutcome", "build_judge_prompt", "parse_judge_reply", "apply_judge"]

Judge = Callable[[str], Any]

_MAX_VALUE_CHARS = 500
_MAX_CALLS = 50
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
    """The final seven scores, the judge's notes for the findings, and its summary line if any."""

    scores: dict[str, int]
    findings: tuple[str, ...]
    summary: str | None = None


def _short(value: Any) -> str:
    text = value if isinstance(value, str) else canonical(value)
    return text if len(text) <= _MAX_VALUE_CHARS else text[:_MAX_VALUE_CHARS] + "…"


def build_judge_prompt(
    evidence: EvaluationEvidence, causes: Sequence[FailureCause], deterministic: Mapping[str, int]
) -> str:
    """The critique prompt handed to the judge: the run's evidence, the deterministic findings,
    and the exact reply format (one `name: score` line per criterion, then `summary: ...`)."""
    lines = [
        "You are reviewing one run of an AI agent. Score it on each criterion from 0 (worst) to 100 (best).",
        "",
        f"Prompt: {_short(evidence.prompt)}",
        f"Final response: {_short(evidence.response)}",
        f"Evidence level: {evidence.evidence_level}",
    ]
    calls, outputs = evidence.tool_calls, evidence.tool_outputs
    if calls or outputs:
        lines.append("Tool calls, in order:")
        answered = pair_outputs(calls, outputs)
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
        lines.append("Automatic checks found:")
        lines += [f"  - [{c.severity}] {c.type}: {c.description}" for c in causes]
    lines.append("Scores from the automatic checks: " + ", ".join(f"{n} {deterministic[n]}" for n in SCORE_NAMES))
    lines += ["", "Criteria (higher is always better):"]
    lines += [f"  {name}: {meaning}" for name, meaning in _CRITERIA.items()]
    lines += ["", "Reply with exactly these lines and nothing else:"]
    lines += [f"{name}: <0-100>" for name in SCORE_NAMES]
    lines.append("summary: <one sentence>")
    return "\n".join(lines)


def _key(name: str) -> str:
    return re.sub(r"[\s\-]+", "_", name.strip().strip("*_` ").lower())


def _score(value: Any, scale: str | None = None) -> int | None:
    """A 0-100 score from a reply value ("80", 0.8 is not scaled, "8/10" is), None when unusable."""
    if isinstance(value, bool):
        return None
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
    return int(round(number))


def _json_object(reply: str) -> dict | None:
    start, end = reply.find("{"), reply.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        data = json.loads(reply[start : end + 1])
    except ValueError:
        return None
    if not isinstance(data, dict):
        return None
    nested = data.get("scores")
    return {**data, **nested} if isinstance(nested, dict) else data


def parse_judge_reply(reply: Any) -> tuple[dict[str, int], dict[str, str], str | None]:
    """(usable scores, raw values that were not usable, summary) from a judge's reply.

    Accepts `name: score` lines (any case, spaces or hyphens for underscores, bullets, bold,
    `80/100`, `8/10`, `80%`), or a JSON object (optionally under `"scores"`), or a mapping.
    The first value given for a name wins.
    """
    scores: dict[str, int] = {}
    bad: dict[str, str] = {}
    summary = None
    data = dict(reply) if isinstance(reply, Mapping) else _json_object(str(reply))
    if data is not None:
        for raw_name, value in data.items():
            name = _key(str(raw_name))
            if name == "summary" and isinstance(value, str) and summary is None:
                summary = value.strip()
            elif name in SCORE_NAMES and name not in scores and name not in bad:
                parsed = _score(value)
                if parsed is None:
                    bad[name] = repr(value)
                else:
                    scores[name] = parsed
        return scores, bad, summary
    for line in str(reply).splitlines():
        summary_match = _SUMMARY.match(line)
        if summary_match:
            summary = summary if summary is not None else summary_match.group("text").strip()
            continue
        match = _LINE.match(line)
        if not match:
            continue
        name = _key(match.group("name"))
        if name not in SCORE_NAMES or name in scores or name in bad:
            continue
        parsed = _score(match.group("value"), match.group("scale"))
        if parsed is None:
            bad[name] = line.strip()
        else:
            scores[name] = parsed
    return scores, bad, summary


def apply_judge(
    judge: Judge,
    evidence: EvaluationEvidence,
    causes: Sequence[FailureCause],
    deterministic: Mapping[str, int],
) -> JudgeOutcome:
    """Ask `judge`, parse its reply, and combine: final = min(judge, deterministic) per score,
    the deterministic score where the judge gave none. Never raises."""
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
    except Exception as exc:  # e.g. a reply object whose __str__ raises
        return JudgeOutcome(
            dict(deterministic),
            (f"judge reply could not be read ({type(exc).__name__}: {exc}); all scores are deterministic",),
        )
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
    return JudgeOutcome(final, tuple(notes), summary)
