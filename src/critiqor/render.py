"""Terminal rendering of evidence and scores with rich: what the CLI prints for a person."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich import box
from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from critiqor.matching import pair_outputs
from critiqor.wire import to_json
from critiqor.evidence import EvaluationEvidence, span_refs
from critiqor.usage import call_usage, evidence_token_totals

if TYPE_CHECKING:
    from critiqor.scoring import CritiqorResult

__all__ = ["evidence_view", "result_view", "short", "recommendation_text", "cause_label"]

_SEVERITY_STYLE = {"high": "bold red", "medium": "yellow", "low": "cyan"}
_LEVEL_STYLE = {"High": "bold green", "Moderate": "bold yellow", "Low": "bold red"}


def short(value: Any, limit: int = 60) -> str:
    """A one-line, length-bounded rendering of any recorded value."""
    text = value if isinstance(value, str) else to_json(value)
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def recommendation_text(recommendation: str) -> str:
    """`review_recommended` as words (`review recommended`), so a narrow column wraps between them."""
    return recommendation.replace("_", " ")


def cause_label(cause: Any, spans: bool = False) -> Text:
    """A cause's type (bold, never broken) then its description on the next line; with `spans`,
    the span ids it cites on a third line."""
    label = Text(cause.type, style="bold")
    label.append(f"\n{cause.description}")
    if spans and cause.span_ids:
        label.append("\nspans " + ", ".join(cause.span_ids), style="dim")
    return label


def call_args(args: Any) -> str:
    """Tool args for reading: `wrap_tool`'s {"args": [...], "kwargs": {...}} as a call `(a, b, k=v)`."""
    if isinstance(args, dict) and set(args) == {"args", "kwargs"} and isinstance(args["args"], list):
        kwargs = args["kwargs"] if isinstance(args["kwargs"], dict) else {}
        parts = [to_json(a) for a in args["args"]] + [f"{k}={to_json(v)}" for k, v in kwargs.items()]
        return "(" + ", ".join(parts) + ")"
    return to_json(args)


def _ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:.1f} ms"


def evidence_view(evidence: EvaluationEvidence) -> Group:
    """Prompt and response, a table of tool calls with their outputs, LLM calls and run metrics."""
    header = _header_grid(evidence)
    return Group(Panel(header, title="Evidence", title_align="left"), _tools_table(evidence), _llm_table(evidence), _metrics_grid(evidence))


def _header_grid(evidence: EvaluationEvidence) -> Table:
    refs = span_refs(evidence)
    header = Table.grid(padding=(0, 1))
    header.add_column(style="bold")
    header.add_column()
    header.add_row("prompt", evidence.prompt if isinstance(evidence.prompt, str) else short(evidence.prompt, 200))
    header.add_row("response", evidence.response if isinstance(evidence.response, str) else short(evidence.response, 200))
    if refs is not None:
        header.add_row("trace id", refs.trace_id)
    header.add_row("evidence", evidence.evidence_level)
    return header


def _tools_table(evidence: EvaluationEvidence) -> Table:
    """Each call with the output answering it (by the recorder's matching rule), then orphan outputs."""
    tools = Table(title="Tool calls", box=box.SIMPLE_HEAVY, title_justify="left", expand=False)
    tools.add_column("#", justify="right")
    tools.add_column("tool [call id]", overflow="fold", min_width=16)
    tools.add_column("args", overflow="fold", ratio=2)
    tools.add_column("output / error", overflow="fold", ratio=3)
    tools.add_column("took", justify="right", no_wrap=True)
    outputs = evidence.tool_outputs
    answers = pair_outputs(((c.tool, c.id) for c in evidence.tool_calls), ((o.tool, o.call_id) for o in outputs))
    for index, (call, answer) in enumerate(zip(evidence.tool_calls, answers), 1):
        if answer is None:
            result, took = Text("no output", style="bold red"), "-"
        else:
            match = outputs[answer]
            result = Text(f"error: {match.error}", style="red") if match.error else Text(short(match.output))
            took = _ms(None if match.timestamp is None or call.timestamp is None else match.timestamp - call.timestamp)
        tools.add_row(str(index), _tool_label(call.tool, call.id), short(call_args(call.args)), result, took)
    answered = set(answers)
    for orphan in (o for j, o in enumerate(outputs) if j not in answered):
        tools.add_row("-", _tool_label(orphan.tool, orphan.call_id), Text("(no call)", style="dim"), short(orphan.output), "-")
    return tools


def _llm_table(evidence: EvaluationEvidence) -> Table:
    llm = Table(title="LLM calls", box=box.SIMPLE_HEAVY, title_justify="left")
    for column in ("model", "tokens (input, output)"):
        llm.add_column(column)
    for event in evidence.trace:
        if event.get("event") == "llm_call":
            usage = call_usage(event.get("token_usage"))
            llm.add_row(str(event.get("model") or "-"), usage.label() if usage else short(event.get("token_usage"), 80))
    return llm


def _metrics_grid(evidence: EvaluationEvidence) -> Table:
    metrics = evidence.metrics
    summary = Table.grid(padding=(0, 1))
    summary.add_column(style="bold")
    summary.add_column()
    summary.add_row("latency", _ms(metrics.latency))
    tokens = evidence_token_totals(evidence)
    summary.add_row("tokens", tokens.label() if tokens else "-")
    summary.add_row("retries", str(metrics.retries))
    summary.add_row("errors", Text("; ".join(metrics.errors), style="red") if metrics.errors else Text("none"))
    summary.add_row("trace events", ", ".join(str(e.get("event")) for e in evidence.trace))
    return summary


def _tool_label(tool: str, call_id: str | None) -> Text:
    label = Text(tool)
    if call_id:
        label.append(f" [{call_id}]", style="dim")
    return label


def result_view(result: "CritiqorResult") -> Group:
    """Trust score, level, recommendation, the seven scores and the failure causes with their spans."""
    head = Table.grid(padding=(0, 1))
    head.add_column(style="bold")
    head.add_column()
    head.add_row("trust score", Text(f"{result.confidence}/100 ({result.trust_level})", style=_LEVEL_STYLE.get(result.trust_level, "")))
    head.add_row("recommendation", recommendation_text(result.deployment_recommendation))
    head.add_row("evaluation confidence", f"{result.evaluation_confidence}/100")
    head.add_row("summary", result.critique.summary)
    scores = Table(box=box.SIMPLE, title="Scores (0-100, higher is better)", title_justify="left")
    scores.add_column("score")
    scores.add_column("", justify="right")
    scores.add_column("")
    for name, value in result.critique.scores.items():
        style = "green" if value >= 75 else "yellow" if value >= 50 else "red"
        scores.add_row(name.replace("_", " "), str(value), Text("█" * (value // 5), style=style))
    causes = Table(title="Failure causes", box=box.SIMPLE_HEAVY, title_justify="left")
    causes.add_column("severity")
    causes.add_column("impact", justify="right")
    causes.add_column("cause", overflow="fold", min_width=max((len(c.type) for c in result.failure_causes), default=5))
    for cause in result.failure_causes:
        causes.add_row(
            Text(cause.severity, style=_SEVERITY_STYLE.get(cause.severity, "")),
            str(cause.impact),
            cause_label(cause, spans=True),
        )
    parts: list[Any] = [Panel(head, title="Critiqor score", title_align="left"), scores]
    parts.append(causes if result.failure_causes else Text("No failure causes found."))
    return Group(*parts)


def console(stderr: bool = False) -> Console:
    """The console the CLI prints to (stdout, or stderr; colour when it is a terminal)."""
    return Console(highlight=False, stderr=stderr)
