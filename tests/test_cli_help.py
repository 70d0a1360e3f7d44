"""`critiqor-otel --help` and each command's help, as an 80-column terminal shows them."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from critiqor.cli import app

runner = CliRunner()
COMMANDS = ([], ["demo"], ["evaluate"], ["report"])


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "root")
def test_help_has_no_type_labels_and_fits_80_columns(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert "--help" in result.output and "Show this message and exit." in result.output
    assert not re.search(r"<(bool|str|int|list\[[a-z]+\])>", result.output), "a Python type label in the help"
    assert max(len(line) for line in result.output.splitlines()) <= 80
    lines = [line.rstrip() for line in result.output.splitlines()]
    assert not [line for line in lines if line.endswith("-") and not line.endswith(" -")], "a word broken at a hyphen"


def test_root_help_lists_each_command_with_a_whole_sentence() -> None:
    result = runner.invoke(app, ["--help"], env={"COLUMNS": "80"})
    listed = result.output.split("Commands:", 1)[1].strip().splitlines()
    assert [line.split()[0] for line in listed] == ["demo", "evaluate", "report"]
    assert all(line.rstrip().endswith(".") and not line.rstrip().endswith("...") for line in listed)


def test_demo_help_keeps_its_paragraph_whole() -> None:
    result = runner.invoke(app, ["demo", "--help"], env={"COLUMNS": "80"})
    flat = " ".join(result.output.split())
    assert "The trace is exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_TRACES_EXPORTER) asks for it;" in flat
    paragraph = result.output.split("The trace is exported", 1)[1].split("\n\n", 1)[0]
    assert all(len(line) > 40 for line in paragraph.splitlines()[:-1]), "no line broken short mid-sentence"
