"""The command line against the real programs: the demo exports through the Collector into
Jaeger, and `critiqor-otel evaluate --jaeger` scores what Jaeger stored exactly as the demo
scored the live run."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid
from typing import Any

import pytest

from critiqor.storage import wait_for_trace
from child_env import child_env

pytestmark = pytest.mark.integration

DEMO_SPANS = 10  # agent, 6 tool spans, 2 chat spans, critiqor.evaluate


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "critiqor.cli", *args],
        env=child_env(COLUMNS="200", **(env or {})),
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture(scope="module")
def demo_run(collector: Any) -> dict[str, Any]:
    """The demo, run once with its trace exported over OTLP gRPC to the session's Collector."""
    service = f"critiqor-demo-{uuid.uuid4().hex[:8]}"
    done = cli("demo", "--json", "--service-name", service, env={"OTEL_EXPORTER_OTLP_ENDPOINT": collector.otlp_grpc})
    assert done.returncode == 0, done.stdout + done.stderr
    data = json.loads(done.stdout)
    assert f"Trace {data['trace_id']}" in done.stderr and "spans exported to OTLP (grpc)" in done.stderr
    return {"service": service, "query_url": collector.jaeger.query_url, **data}


def test_demo_trace_reaches_jaeger_with_its_verdict(demo_run: dict[str, Any]) -> None:
    spans = wait_for_trace(demo_run["query_url"], demo_run["trace_id"], min_spans=DEMO_SPANS, timeout=30)
    names = sorted(span.name for span in spans)
    assert names.count("agent") == 1 and "critiqor.evaluate" in names
    assert names.count("execute_tool exchange_rate") == 2 and "chat demo-planner" in names
    assert {span.resource.attributes["service.name"] for span in spans} == {demo_run["service"]}
    verdict = next(span for span in spans if span.name == "critiqor.evaluate")
    assert verdict.attributes["critiqor.trust_score"] == demo_run["result"]["confidence"]
    causes = {event.name for event in verdict.events if event.name != "gen_ai.evaluation.result"}
    assert causes == {c["type"] for c in demo_run["result"]["failure_causes"]}
    evaluations = [e for e in verdict.events if e.name == "gen_ai.evaluation.result"]
    assert len(evaluations) == 8 + len(demo_run["result"]["failure_causes"])  # trust score, seven scores, causes


def test_evaluate_by_trace_id_scores_what_jaeger_stored_like_the_live_run(demo_run: dict[str, Any]) -> None:
    wait_for_trace(demo_run["query_url"], demo_run["trace_id"], min_spans=DEMO_SPANS, timeout=30)
    done = cli("evaluate", "--jaeger", demo_run["query_url"], "--trace-id", demo_run["trace_id"], "--json")
    assert done.returncode == 0, done.stderr
    [scored] = json.loads(done.stdout)
    assert scored["trace_id"] == demo_run["trace_id"]
    assert scored["result"] == demo_run["result"]  # same evidence (ns timestamps via api/v3), same verdict


def test_evaluate_by_trace_id_through_the_v1_api_gives_the_same_verdict(demo_run: dict[str, Any]) -> None:
    wait_for_trace(demo_run["query_url"], demo_run["trace_id"], min_spans=DEMO_SPANS, timeout=30)
    done = cli("evaluate", "--jaeger", demo_run["query_url"], "--trace-id", demo_run["trace_id"], "--api", "v1", "--json")
    assert done.returncode == 0, done.stderr
    [scored] = json.loads(done.stdout)
    result, live = scored["result"], demo_run["result"]
    assert result["confidence"] == live["confidence"]
    assert [(c["type"], c["span_ids"]) for c in result["failure_causes"]] == [
        (c["type"], c["span_ids"]) for c in live["failure_causes"]
    ]


def test_evaluate_by_service_lists_the_services_runs(demo_run: dict[str, Any]) -> None:
    wait_for_trace(demo_run["query_url"], demo_run["trace_id"], min_spans=DEMO_SPANS, timeout=30)
    done = cli("evaluate", "--jaeger", demo_run["query_url"], "--service", demo_run["service"], "--lookback", "1h")
    assert done.returncode == 0, done.stderr
    assert demo_run["trace_id"] in done.stdout
    assert demo_run["result"]["deployment_recommendation"].replace("_", " ") in done.stdout  # shown as words


def test_evaluate_unknown_trace_id_is_a_one_line_error(collector: Any) -> None:
    done = cli("evaluate", "--jaeger", collector.jaeger.query_url, "--trace-id", uuid.uuid4().hex)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr
