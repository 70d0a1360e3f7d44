"""The `critiqor-otel` command line: `demo` runs the demo agent; `evaluate` scores stored traces;
`report` writes their HTML report."""

from __future__ import annotations

import logging
import os
import sys
from typing import Sequence

try:
    import typer
except ImportError:  # the CLI is an optional extra; the library works without it
    typer = None  # type: ignore[assignment]

__all__ = ["app", "main"]


def _missing_cli_extra() -> None:
    print("critiqor-otel: the command line needs its extra: pip install 'critiqor-otel[cli]'", file=sys.stderr)
    raise SystemExit(2)


if typer is not None:
    app = typer.Typer(
        help="Score AI agents from their OpenTelemetry traces.",
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )

    @app.callback()
    def _root() -> None:
        """Score AI agents from their OpenTelemetry traces."""

    # The sources `evaluate` and `report` share (typer reads the defaults as option declarations).
    # hidden from the Arguments list, where typer would print its Python type (`<list[str]>`);
    # the commands' docstrings say what FILE is
    _FILES = typer.Argument(None, metavar="FILE", show_default=False, hidden=True)
    _JAEGER = typer.Option(None, "--jaeger", metavar="URL", help="Jaeger query URL, e.g. http://localhost:16686.")
    _TRACE_ID = typer.Option(None, "--trace-id", metavar="ID", help="A trace to read (repeatable); needs --jaeger.")
    _SERVICE = typer.Option(None, "--service", metavar="NAME", help="Read the service's recent traces; needs --jaeger.")
    _LOOKBACK = typer.Option("1h", "--lookback", metavar="DURATION", help="With --service: how far back (90s, 15m, 2h, 1d).")
    _LIMIT = typer.Option(20, "--limit", metavar="N", help="With --service: at most this many traces.")
    _API = typer.Option("auto", "--api", metavar="auto|v3|v1", help="Jaeger API: auto (v3, else v1), v3 (OTLP) or v1.")

    @app.command(short_help="Run the demo agent and print its evidence and score.")
    def demo(
        service_name: str = typer.Option("critiqor-demo", metavar="NAME", show_default=False,
                                          help="service.name of the trace; default: critiqor-demo."),
        json_output: bool = typer.Option(False, "--json", help="Print the evidence and score as JSON."),
        report: str = typer.Option(None, "--report", metavar="FILE", help="Also write the run's HTML report to FILE."),
    ) -> None:
        """Run the built-in demo agent under monitor(), print its evidence and its score.

        The trace is exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_TRACES_EXPORTER)
        asks for it; with nothing else running the demo still works and says where the trace went.
        """
        from critiqor.cli_demo import run_demo

        raise typer.Exit(run_demo(service_name, json_output, report))

    @app.command(short_help="Score stored agent runs (Jaeger or JSON files).")
    def evaluate(
        files: list[str] = _FILES,
        jaeger: str = _JAEGER,
        trace_id: list[str] = _TRACE_ID,
        service: str = _SERVICE,
        lookback: str = _LOOKBACK,
        limit: int = _LIMIT,
        api: str = _API,
        json_output: bool = typer.Option(False, "--json", help="Print the results as JSON."),
    ) -> None:
        """Score stored agent runs: from Jaeger (--trace-id or --service) or from JSON files.

        Each FILE is OTLP JSON (a Collector file exporter's output, OTLP/HTTP JSON bodies) or
        Jaeger API JSON."""
        from critiqor.cli_evaluate import Sources, run_evaluate
        from critiqor.render import console

        sources = Sources(files or [], jaeger, trace_id or [], service, lookback, limit, api)
        _guarded("evaluate", lambda: run_evaluate(sources, json_output, console()))

    @app.command(short_help="Write an HTML report of stored agent runs.")
    def report(
        files: list[str] = _FILES,
        jaeger: str = _JAEGER,
        trace_id: list[str] = _TRACE_ID,
        service: str = _SERVICE,
        lookback: str = _LOOKBACK,
        limit: int = _LIMIT,
        api: str = _API,
        output: str = typer.Option("critiqor-report.html", "--output", "-o", metavar="FILE", show_default=False,
                                  help="Where to write it; default: critiqor-report.html."),
        jaeger_ui: str = typer.Option(None, "--jaeger-ui", metavar="URL",
                                      help="Jaeger UI to link trace ids to (default: the --jaeger URL)."),
    ) -> None:
        """Write one self-contained HTML file for stored agent runs: each run's span waterfall with
        its failure causes pinned to the spans they cite, its scores and its verdict; an index for
        many runs. The sources are those of `evaluate`: each FILE is OTLP JSON or Jaeger API
        JSON."""
        from critiqor.cli_evaluate import Sources
        from critiqor.cli_report import run_report

        sources = Sources(files or [], jaeger, trace_id or [], service, lookback, limit, api)
        _guarded("report", lambda: run_report(sources, output, jaeger_ui or jaeger))

    def _guarded(command: str, work) -> None:
        """Run `work`; bad input or an unforeseen shape of stored data ends in one line and exit 2."""
        from critiqor.cli_evaluate import EvaluateError, SourcesWithoutRuns
        from critiqor.storage import JaegerError

        try:
            work()
        except SourcesWithoutRuns as exc:  # each was reported on its own line; the others were scored
            print(f"critiqor-otel {command}: {exc}", file=sys.stderr)
            raise typer.Exit(1) from None
        except (EvaluateError, JaegerError) as exc:
            print(f"critiqor-otel {command}: error: {exc}", file=sys.stderr)
            raise typer.Exit(2) from None
        except Exception as exc:  # stored data of a shape nothing foresaw: still one line, no traceback
            if os.environ.get("CRITIQOR_DEBUG"):
                raise
            print(f"critiqor-otel {command}: error: {type(exc).__name__}: {exc} (CRITIQOR_DEBUG=1 shows the traceback)", file=sys.stderr)
            raise typer.Exit(2) from None

else:  # pragma: no cover - exercised only without the extra
    app = None


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point of the `critiqor-otel` console script."""
    if app is None:
        _missing_cli_extra()
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app(args=list(argv) if argv is not None else None, prog_name="critiqor-otel")


if __name__ == "__main__":
    main()
