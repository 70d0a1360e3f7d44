"""collector-config/collector.yaml's redaction stage, checked statically: it is in the traces
pipeline (before export), and its key pattern catches credential keys of any instrumentation
while leaving the GenAI and critiqor attributes alone. (tests/integration runs it for real.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

COLLECTOR = Path(__file__).resolve().parents[1] / "collector-config" / "collector.yaml"


def _config() -> dict:
    return yaml.safe_load(COLLECTOR.read_text())


def _pattern() -> re.Pattern[str]:
    actions = _config()["processors"]["attributes/redact"]["actions"]
    (delete,) = [a for a in actions if a["action"] == "delete"]
    return re.compile(delete["pattern"])  # RE2 and Python agree on this syntax


def test_the_redaction_stage_runs_in_the_traces_pipeline_before_the_batch():
    processors = _config()["service"]["pipelines"]["traces"]["processors"]
    assert processors.index("attributes/redact") < processors.index("batch")


@pytest.mark.parametrize(
    "key",
    ["authorization", "Authorization", "http.request.header.authorization", "http.request.header.cookie",
     "http.response.header.set-cookie", "client_secret", "db.password", "x-api-key", "api_key", "apikey",
     "refresh_token", "access_token", "private_key", "passwd", "http.request.header.proxy-authorization"],
)
def test_credential_keys_are_deleted(key):
    assert _pattern().search(key)


@pytest.mark.parametrize(
    "key",
    ["gen_ai.usage.input_tokens", "gen_ai.usage.output_tokens", "critiqor.token_usage", "critiqor.redacted",
     "gen_ai.tool.call.arguments", "http.request.method", "secretary", "tokenizer.name", "critiqor.prompt"],
)
def test_other_keys_pass(key):
    assert not _pattern().search(key)
