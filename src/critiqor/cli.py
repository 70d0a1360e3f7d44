"""The `critiqor-otel` command line: `demo` runs the demo agent; `evaluate` scores stored traces."""

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
    )

    @app.callback()
    def _root() -> None:
        """Score AI agents from their OpenTelemetry traces."""

    @app.command()
    def demo(
        service_name: str = typer.Option("critiqor-demo", help="service.name of the exported trace"),
        json_output: bool = typer.Option(False, "--json", help="print the evidence and score as JSON"),
    ) -> None:
        """Run the built-in demo agent under monitor(), print its evidence and its score.

        The trace is exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_TRACES_EXPORTER)
        asks for it; with nothing else running the demo still works and says where the trace went.
        """
        from critiqor.cli_demo import run_demo

        raise typer.Exit(run_demo(service_name, json_output))

    @app.command()
    def evaluate(
        files: list[str] = typer.Argument(None, help="OTLP JSON files (Collector file exporter output, OTLP/HTTP JSON bodies) or Jaeger API JSON"),
        jaeger: str = typer.Option(None, "--jaeger", help="Jaeger query URL, e.g. http://localhost:16686"),
        trace_id: list[str] = typer.Option(None, "--trace-id", help="a trace to score (repeatable); needs --jaeger"),
        service: str = typer.Option(None, "--service", help="score the service's recent traces; needs --jaeger"),
        lookback: str = typer.Option("1h", "--lookback", help="with --service: how far back (90s, 15m, 2h, 1d)"),
        limit: int = typer.Option(20, "--limit", help="with --service: at most this many traces"),
        api: str = typer.Option("auto", "--api", help="Jaeger API: auto (v3, else v1), v3 (OTLP) or v1"),
        json_output: bool = typer.Option(False, "--json", help="print the results as JSON"),
    ) -> None:
        """Score stored agent runs: from Jaeger (--trace-id or --service) or from JSON files."""
        from critiqor.cli_evaluate import EvaluateError, SourcesWithoutRuns, run_evaluate
        from critiqor.jaeger import JaegerError
        from critiqor.render import console

        try:
            run_evaluate(files or [], jaeger, trace_id or [], service, lookback, limit, api, json_output, console())
        except SourcesWithoutRuns as exc:  # each was reported on its own line; the others were scored
            print(f"critiqor-otel evaluate: {exc}", file=sys.stderr)
            raise typer.Exit(1) from None
        except (EvaluateError, JaegerError) as exc:
            print(f"critiqor-otel evaluate: error: {exc}", file=sys.stderr)
            raise typer.Exit(2) from None
        except Exception as exc:  # stored data of a shape nothing foresaw: still one line, no traceback
            if os.environ.get("CRITIQOR_DEBUG"):
                raise
            print(f"critiqor-otel evaluate: error: {type(exc).__name__}: {exc} (CRITIQOR_DEBUG=1 shows the traceback)", file=sys.stderr)
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
