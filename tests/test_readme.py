"""The README's Python examples run as they are written (so they cannot drift from the code).

An example that cannot run here (it needs a server) is preceded in README.md by an HTML comment
`<!-- not-run: reason -->`; such exclusions are counted and kept rare. Also: every script the
README and the configs name exists.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
_BLOCK = re.compile(r"(?:<!--\s*not-run:\s*(?P<why>[^>]*?)\s*-->\s*\n)?```python\n(?P<code>.*?)\n```", re.DOTALL)
MAX_NOT_RUN = 2


def examples() -> list[tuple[int, str, str | None]]:
    """(line number, code, reason it is not run or None) for every ```python block."""
    return [(README.count("\n", 0, m.start("code")), m.group("code"), m.group("why")) for m in _BLOCK.finditer(README)]


RUNNABLE = [(line, code) for line, code, why in examples() if why is None]


def test_the_readme_has_examples_and_few_are_excluded() -> None:
    skipped = [(line, why) for line, _, why in examples() if why is not None]
    assert len(RUNNABLE) >= 5, RUNNABLE
    assert len(skipped) <= MAX_NOT_RUN, skipped
    assert README.count("```python") == len(examples()), "a python block the pattern did not see"


@pytest.mark.parametrize("line, code", RUNNABLE, ids=[f"README.md:{line}" for line, _ in RUNNABLE])
def test_readme_python_example_runs_as_written(line: int, code: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    env["OTEL_TRACES_EXPORTER"] = "none"  # examples that export would otherwise try localhost:4317
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"README.md line {line}:\n{done.stderr}"
    assert "Traceback" not in done.stderr


def test_every_script_the_docs_name_exists() -> None:
    texts = [README] + [p.read_text(encoding="utf-8") for p in (ROOT / "collector-config").glob("*.yaml")]
    named = {m for text in texts for m in re.findall(r"scripts/[\w.-]+\.(?:sh|py)", text)}
    assert named and {"scripts/build-jaeger.sh", "scripts/start-jaeger.py"} <= named
    assert sorted(n for n in named if not (ROOT / n).is_file()) == []
