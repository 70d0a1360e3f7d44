"""Scoring is a pure function of the evidence, whatever Python's string hashing does.

Set and dict orders of strings change with `PYTHONHASHSEED`, which is fixed for a process: a
difference can only show between processes. The demo's run is stored once as OTLP JSON, then
scored by `critiqor-otel evaluate --json` in two processes with different hash seeds (both
unlike this process's) and in this process; all three results must be equal.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from critiqor import evidence_from_spans, monitor
from critiqor.demo import DEMO_PROMPT, TripCostAgent
from critiqor.scoring import score_evidence
from critiqor.storage import load_spans, otlp_json_from_spans
from child_env import child_env


def _stored_demo_run(path: Path) -> None:
    provider = TracerProvider(shutdown_on_exit=False)
    exporter = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    with monitor(DEMO_PROMPT, agent_name="trip-cost-agent", tracer_provider=provider) as recorder:
        recorder.finish(TripCostAgent(recorder).run(DEMO_PROMPT))
    provider.shutdown()
    path.write_text(json.dumps(otlp_json_from_spans(exporter.get_finished_spans())))


def _run(seed: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, *args], env=child_env(PYTHONHASHSEED=seed), capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-4000:]
    return done.stdout


def _seeds() -> list[str]:
    """Two hash seeds, both different from this process's (when it has a fixed one)."""
    parent = os.environ.get("PYTHONHASHSEED")
    return [seed for seed in ("1", "2", "3") if seed != parent][:2]


def test_scoring_is_the_same_under_two_hash_seeds_and_in_this_process(tmp_path: Path) -> None:
    path = tmp_path / "demo.json"
    _stored_demo_run(path)
    first, second = _seeds()
    hashes = {_run(seed, "-c", "print(hash('critiqor'))") for seed in (first, second)}
    assert len(hashes) == 2  # the seeds really change string hashing in the children

    results = [json.loads(_run(seed, "-m", "critiqor.cli", "evaluate", str(path), "--json")) for seed in (first, second)]
    assert results[0] == results[1]
    [scored] = results[0]
    assert scored["result"]["failure_causes"]  # the demo's flaws are there to be ordered
    [evidence] = evidence_from_spans(load_spans(path))
    assert scored["result"] == score_evidence(evidence).to_dict()
