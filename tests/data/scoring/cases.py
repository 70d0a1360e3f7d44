"""The run specs of the scoring corpus, by domain (expanded into JSONL by `corpus_builder.py`).

Each domain has two ordinary look-ups (`Lookup`), from which the patterns every domain shares are
written (the plain answer, a retry that fixed a rate limit or a timeout, an honest failure report;
and the flaws: an invented number, a contradiction, an ignored output, a wrong entity, stale data,
an unacknowledged error, a missing output, a retry loop, an LLM loop, confident claims with no tool
call), and runs of its own: the legitimate derivations of that domain (conversions, sums, rescaling,
clock times, receipts, chained tools, empty results reported honestly) and a contradiction of a
state (a boolean or status in the output, its opposite in the answer).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from corpus_builder import NO_OUTPUT, Err, Run

PLAN = ("llm", 412, 41)
ANSWER = ("llm", 786, 92)


@dataclass
class Lookup:
    """One ordinary look-up of a domain: the question, the call, its output and the right answer."""

    key: str
    prompt: str
    tool: str
    args: dict
    output: Any
    answer: str
    error: str = "503 Service Unavailable"
    honest: str = ""
    invented: str = ""
    ignored: str = ""
    contradiction: tuple[str, str] = ("", "")
    wrong: tuple[dict, Any, str] | None = None
    stale: tuple[str, str, dict, Any, str] | None = None  # prompt, tool, args, output, answer


def _steps(look: Lookup, *results: Any, retry_between: bool = False) -> list:
    steps: list = [PLAN]
    for n, result in enumerate(results):
        if n and retry_between:
            steps.append(("retry", "previous attempt failed"))
        steps.append(("tool", look.tool, look.args, result))
    steps.append(ANSWER)
    return steps


def shared(domain: str, a: Lookup, b: Lookup, started: str) -> list[Run]:
    """The patterns every domain shares, from its two look-ups (half clean, half flawed)."""
    p = f"{domain}-"
    runs = [
        Run(p + a.key, a.prompt, _steps(a, a.output), a.answer, "plain_answer", started=started),
        Run(p + b.key, b.prompt, _steps(b, b.output), b.answer, "plain_answer", started=started),
        Run(p + a.key + "-ratelimit-retry", a.prompt, _steps(a, Err("429 Too Many Requests"), a.output, retry_between=True),
            a.answer, "retried_error_right_answer", started=started),
        Run(p + b.key + "-timeout-retry", b.prompt,
            _steps(b, Err("ReadTimeout: request timed out after 10.0 seconds"), b.output, retry_between=True),
            b.answer, "retried_timeout_right_answer", started=started),
        Run(p + a.key + "-honest-failure", a.prompt, _steps(a, Err(a.error)), a.honest, "honest_failure_report",
            started=started),
        Run(p + b.key + "-invented", b.prompt, _steps(b, b.output), b.answer + b.invented, "invented_number",
            "unsupported_claim", started=started),
        Run(p + a.key + "-contradiction", a.prompt, _steps(a, a.output),
            a.answer.replace(*a.contradiction), "contradiction", "contradiction", started=started),
        Run(p + b.key + "-ignored", b.prompt, _steps(b, b.output), b.ignored, "ignored_output",
            "ignored_tool_output", started=started),
        Run(p + a.key + "-unacknowledged-error", a.prompt, _steps(a, Err(a.error)), a.answer,
            "unacknowledged_error", "unacknowledged_error", started=started),
        Run(p + b.key + "-missing-output", b.prompt, _steps(b, NO_OUTPUT), b.answer, "missing_output",
            "missing_tool_output", started=started),
        Run(p + a.key + "-retry-loop", a.prompt, _steps(a, Err(a.error), Err(a.error), Err(a.error), retry_between=True),
            a.honest, "retry_loop", "retry_loop", started=started),
        Run(p + b.key + "-llm-loop", b.prompt,
            [PLAN, ("llm", 640, 210), ("llm", 905, 188), ("llm", 1130, 240), ("llm", 1402, 199), ("llm", 1650, 230),
             ("tool", b.tool, b.args, b.output), ANSWER],
            b.answer, "llm_loop", "llm_loop", started=started),
        Run(p + a.key + "-no-tool", a.prompt, [("llm", 388, 96)], a.answer, "confident_claims_without_tools",
            "unsupported_claim", started=started),
    ]
    wrong_args, wrong_output, wrong_answer = a.wrong
    runs.append(Run(p + a.key + "-wrong-entity", a.prompt, [PLAN, ("tool", a.tool, wrong_args, wrong_output), ANSWER],
                    wrong_answer, "wrong_entity", "wrong_entity", started=started))
    prompt, tool, args, output, answer = b.stale
    runs.append(Run(p + b.key + "-stale", prompt, [PLAN, ("tool", tool, args, output), ANSWER], answer,
                    "stale_data", "stale_data", started=started))
    return runs


def one(case_id: str, prompt: str, calls: list[tuple[str, dict, Any]], answer: str, category: str,
        expected: str | None = None, started: str = "2026-11-20T09:00:00Z") -> Run:
    """A run of its own: a plan, the calls in order, the answer."""
    steps: list = [PLAN]
    for tool, args, result in calls:
        steps.append(("tool", tool, args, result))
    steps.append(ANSWER)
    return Run(case_id, prompt, steps, answer, category, expected, started=started)


from cases_a import CALENDAR, CODE, FINANCE, WEATHER  # noqa: E402
from cases_b import SHOPPING, SQL, SUPPORT, TRAVEL  # noqa: E402

ALL: dict[str, list[Run]] = {
    "weather": WEATHER,
    "finance": FINANCE,
    "travel": TRAVEL,
    "code": CODE,
    "support": SUPPORT,
    "sql": SQL,
    "calendar": CALENDAR,
    "shopping": SHOPPING,
}
