"""One self-contained HTML page for scored runs: inline CSS and JS, no external URL, every piece
of recorded content escaped and shown as the evidence holds it (cut for display, expandable)."""

from __future__ import annotations

import html
from datetime import datetime
from importlib import resources
from typing import Any, Iterable, Sequence

from critiqor.wire import to_json
from critiqor.report.model import SEVERITIES, ReportRun, RunView, SpanRow, run_view
from critiqor.usage import TokenTotals

__all__ = ["render_report", "display_text", "jaeger_trace_url"]

#: Characters of a value shown before "show all".
INLINE_LIMIT = 160
DETAIL_LIMIT = 1200


def _esc(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _words(identifier: str) -> str:
    return identifier.replace("_", " ")


def display_text(value: Any) -> str:
    """A recorded value as text: strings as they are, anything else as its JSON."""
    return value if isinstance(value, str) else to_json(value)


def _value(value: Any, limit: int = INLINE_LIMIT) -> str:
    """The value's text, escaped; past `limit` characters the rest is hidden behind a button."""
    text = display_text(value)
    if len(text) <= limit:
        return f'<span class="v">{_esc(text)}</span>'
    return (
        f'<span class="v">{_esc(text[:limit])}<span class="rest" hidden>{_esc(text[limit:])}</span></span>'
        f'<button type="button" class="more" data-act="more">show all {len(text):,} chars</button>'
    )


def jaeger_trace_url(jaeger_ui: str | None, trace_id: str | None) -> str | None:
    """`{jaeger_ui}/trace/{trace_id}` for an http(s) Jaeger URL, else None."""
    if not jaeger_ui or not trace_id or not jaeger_ui.lower().startswith(("http://", "https://")):
        return None
    return f"{jaeger_ui.rstrip('/')}/trace/{trace_id}"


def _seconds(value: float | None) -> str:
    if value is None:
        return "-"
    if value >= 1:
        return f"{value:.2f} s"
    if value >= 0.001:
        return f"{value * 1000:.1f} ms"
    return f"{value * 1e6:.0f} µs"


def _tokens(tokens: TokenTotals | None) -> str:
    return tokens.label() if tokens is not None else "-"


def _when(started: datetime | None) -> str:
    return started.strftime("%Y-%m-%d %H:%M:%S UTC") if started else "-"


def _level_class(score: int) -> str:
    return "good" if score >= 75 else "fair" if score >= 50 else "poor"


def _asset(name: str) -> str:
    return resources.files("critiqor.report").joinpath(name).read_text(encoding="utf-8")


# --- one run -------------------------------------------------------------------------------------


def _summary(view: RunView, jaeger_ui: str | None) -> str:
    result = view.result
    url = jaeger_trace_url(jaeger_ui, view.trace_id)
    trace = _esc(view.trace_id or "-")
    if url:
        trace = f'<a href="{_esc(url)}" target="_blank" rel="noopener">{trace}</a>'
    facts = [
        ("recommendation", f'<span class="rec {_esc(result.deployment_recommendation)}">'
         f"{_esc(_words(result.deployment_recommendation))}</span>"),
        ("evaluation confidence", f"{result.evaluation_confidence}/100"),
        ("evidence", _esc(result.evidence.evidence_level)),
        ("trace id", f'<code class="trace-id">{trace}</code>'),
        ("service", _esc(view.service or "-")),
        ("started", _esc(_when(view.started))),
        ("latency", _esc(_seconds(view.latency))),
        ("tokens", _esc(_tokens(view.tokens))),
        ("prompt", _value(view.evidence.prompt)),
        ("response", _value(view.evidence.response)),
        ("summary", _esc(result.critique.summary)),
    ]
    rows = "".join(f"<dt>{label}</dt><dd>{value}</dd>" for label, value in facts)
    return (
        f'<div class="summary"><div class="trust {_level_class(result.confidence)}">'
        f'<span class="trust-score">{result.confidence}</span><span class="trust-of">/100 trust</span>'
        f'<span class="trust-level">{_esc(result.trust_level)}</span></div><dl>{rows}</dl></div>'
    )


def _scores(view: RunView) -> str:
    bars = []
    for name, score in view.result.critique.scores.items():
        bars.append(
            f'<div class="score" data-score="{_esc(name)}"><span class="score-name">{_esc(name.replace("_", " "))}</span>'
            f'<span class="score-track"><span class="score-bar {_level_class(score)}" style="width:{score}%"></span></span>'
            f'<span class="score-value">{score}</span></div>'
        )
    return f'<section class="scores"><h3>Scores <small>0-100, higher is better</small></h3>{"".join(bars)}</section>'


def _causes(view: RunView) -> str:
    if not view.causes:
        return '<section class="causes"><h3>Failure causes</h3><p class="none">No failure causes found.</p></section>'
    items = []
    for number, cause in enumerate(view.causes):
        spans = " ".join(cause.span_ids)
        missing = view.missing.get(number)
        note = f'<span class="missing">{len(missing)} cited span(s) not in this trace</span>' if missing else ""
        items.append(
            f'<li><button type="button" class="cause sev-{_esc(cause.severity)}" id="r{view.index}-c{number}" '
            f'data-act="cause" data-spans="{_esc(spans)}" aria-pressed="false">'
            f'<span class="sev">{_esc(cause.severity)}</span> <b>{_esc(cause.type)}</b> '
            f'<span class="impact">{cause.impact}</span> <span class="desc">{_esc(cause.description)}</span> '
            f'<span class="nspans">{len(cause.span_ids)} span(s)</span></button>{note}'
            f'<div class="why">{_esc(cause.root_cause)} <i>Fix:</i> {_esc(cause.recommended_fix)}</div></li>'
        )
    return (
        '<section class="causes"><h3>Failure causes <small>select one to highlight the spans it cites</small></h3>'
        f'<ol>{"".join(items)}</ol></section>'
    )


def _markers(view: RunView, row: SpanRow) -> str:
    return "".join(
        f'<span class="marker sev-{_esc(view.causes[n].severity)}" title="{_esc(view.causes[n].type)}"></span>'
        for n in row.causes
    )


def _detail(view: RunView, row: SpanRow) -> str:
    parts = [
        f"<dt>span id</dt><dd><code>{_esc(row.span_id)}</code></dd>",
        f"<dt>kind</dt><dd>{_esc(row.kind)}</dd>",
        f'<dt>status</dt><dd class="{"err" if row.error else ""}">{_esc(row.status)}</dd>',
        f"<dt>start</dt><dd>+{_esc(_seconds(row.offset))}</dd><dt>duration</dt><dd>{_esc(_seconds(row.duration))}</dd>",
    ]
    for label, value in row.details:
        css = ' class="err"' if label == "error" else ""
        parts.append(f'<dt>{label}</dt><dd{css}><pre>{_value(value, DETAIL_LIMIT)}</pre></dd>')
    if row.tokens is not None:
        parts.append(f'<dt>tokens</dt><dd class="tokens">{_esc(row.tokens.label())}</dd>')
    for event in row.events:
        payload = {k: v for k, v in event.items() if k not in ("event", "timestamp")}
        parts.append(f'<dt>event {_esc(event.get("event"))}</dt><dd><pre>{_value(payload, DETAIL_LIMIT)}</pre></dd>')
    cites = "".join(
        f'<button type="button" class="cite sev-{_esc(view.causes[n].severity)}" data-act="goto" '
        f'data-target="r{view.index}-c{n}">{_esc(view.causes[n].type)}</button>'
        for n in row.causes
    )
    parts.append(f'<dt>cited by</dt><dd class="cited-by">{cites or "no failure cause"}</dd>')
    attributes = "".join(f"<dt>{_esc(k)}</dt><dd>{_value(v)}</dd>" for k, v in row.attributes.items())
    return (
        f'<div class="detail" id="r{view.index}-d{_esc(row.span_id)}" hidden><dl>{"".join(parts)}</dl>'
        f'<details><summary>span attributes ({len(row.attributes)})</summary><dl>{attributes}</dl></details></div>'
    )


def _row(view: RunView, row: SpanRow, total: float, has_children: bool) -> str:
    """One waterfall row (a fold button when spans nest under it), then its hidden details."""
    fold = (
        '<button type="button" class="fold" data-act="fold" aria-expanded="true" title="hide or show the spans under this one">▾</button>'
        if has_children else '<span class="fold"></span>'
    )
    return (
        f'<div class="row{" error" if row.error else ""}" data-act="span" data-span="{_esc(row.span_id)}" data-depth="{row.depth}" '
        f'tabindex="0" role="button" aria-expanded="false">'
        f'<span class="name" style="padding-left:{row.depth * 1.1:.1f}em" title="{_esc(row.name)}">{fold}'
        f'<span class="kind">{_esc(row.kind)}</span>{_markers(view, row)} {_esc(row.name)}</span>'
        f'<span class="track"><span class="bar" style="left:{100 * row.offset / total:.4f}%;width:{100 * row.duration / total:.4f}%"></span></span>'
        f'<span class="dur">{_esc(_seconds(row.duration))}</span></div>{_detail(view, row)}'
    )


def _waterfall(view: RunView) -> str:
    if not view.rows:
        return '<section class="waterfall"><h3>Spans</h3><p class="none">No spans of this run were given.</p></section>'
    total = view.total or 1e-9
    ticks = "".join(
        f'<span class="tick" style="left:{q * 25}%">{_esc(_seconds(view.total * q / 4))}</span>' for q in range(5)
    )
    depths = [row.depth for row in view.rows] + [-1]
    rows = [_row(view, row, total, depths[n + 1] > row.depth) for n, row in enumerate(view.rows)]
    return (
        '<section class="waterfall"><h3>Spans <small>select a span for its details</small></h3>'
        f'<div class="axis"><span class="name"></span><span class="track">{ticks}</span><span class="dur"></span></div>'
        f'{"".join(rows)}</section>'
    )


def _run(view: RunView, jaeger_ui: str | None) -> str:
    title = f"Run {view.index + 1}" + (f" · {view.service}" if view.service else "") + (f" · {view.source}" if view.source else "")
    return (
        f'<article class="run" id="run-{view.index + 1}"><h2>{_esc(title)}</h2>{_summary(view, jaeger_ui)}'
        f'<div class="verdict">{_scores(view)}{_causes(view)}</div>{_waterfall(view)}</article>'
    )


# --- many runs -----------------------------------------------------------------------------------


def _index(views: Sequence[RunView]) -> str:
    head = [("run", True), ("time", True), ("service", False), ("trust", True), ("recommendation", False),
            ("causes (high/med/low)", True), ("latency", True), ("tokens", True)]
    ths = "".join(
        f'<th data-act="sort" data-col="{i}" data-num="{int(num)}" aria-sort="none" tabindex="0">{_esc(name)}</th>'
        for i, (name, num) in enumerate(head)
    )
    body = []
    for view in views:
        counts = view.cause_counts()
        cells = [
            (view.index + 1, f'<a href="#run-{view.index + 1}">{view.index + 1}</a>'),
            (view.started.timestamp() if view.started else 0, _esc(_when(view.started))),
            (view.service, _esc(view.service or "-")),
            (view.result.confidence, str(view.result.confidence)),
            (view.result.deployment_recommendation, _esc(_words(view.result.deployment_recommendation))),
            (counts["high"] * 1e6 + counts["medium"] * 1e3 + counts["low"], " / ".join(str(counts[s]) for s in SEVERITIES)),
            (view.latency if view.latency is not None else -1, _esc(_seconds(view.latency))),
            (view.tokens.total if view.tokens else -1, _esc(_tokens(view.tokens))),
        ]
        body.append("<tr>" + "".join(f'<td data-v="{_esc(v)}">{text}</td>' for v, text in cells) + "</tr>")
    return (
        f'<section class="index" id="index"><h2>{len(views)} runs</h2>{_distribution(v.result.confidence for v in views)}'
        f'<table class="runs"><thead><tr>{ths}</tr></thead><tbody>{"".join(body)}</tbody></table></section>'
    )


def _distribution(scores: Iterable[int]) -> str:
    buckets = [0] * 10
    for score in scores:
        buckets[min(9, max(0, score) // 10)] += 1
    top = max(buckets) or 1
    bars = "".join(
        f'<div class="bucket" title="{n} run(s) with trust {i * 10}-{i * 10 + 9 if i < 9 else 100}">'
        f'<span class="count">{n or ""}</span><span class="col {_level_class(i * 10 + 5)}" style="height:{100 * n / top:.1f}%"></span>'
        f'<span class="lbl">{i * 10}</span></div>'
        for i, n in enumerate(buckets)
    )
    return f'<div class="dist"><h3>Trust score distribution</h3><div class="buckets">{bars}</div></div>'


def render_report(runs: Sequence[ReportRun], jaeger_ui: str | None = None, title: str = "Critiqor report") -> str:
    """The whole HTML page for `runs` (an index first when there is more than one run)."""
    views = [run_view(i, run) for i, run in enumerate(runs)]
    index = _index(views) if len(views) > 1 else ""
    body = "".join(_run(view, jaeger_ui) for view in views) or '<p class="none">No runs.</p>'
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{_esc(title)}</title><style>{_asset('report.css')}</style></head>"
        f"<body><header><h1>{_esc(title)}</h1></header><main>{index}{body}</main>"
        f"<script>{_asset('report.js')}</script></body></html>\n"
    )
