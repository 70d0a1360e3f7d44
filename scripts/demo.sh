#!/usr/bin/env bash
# Set up from scratch and run the main job: a venv in .venv, the package with its CLI extra,
# then `critiqor-otel demo` (the demo agent under monitor(), its evidence and its score).
# No servers needed; set OTEL_EXPORTER_OTLP_ENDPOINT to also export the trace over OTLP.
# Extra arguments go to `critiqor-otel demo`.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh" cli
exec .venv/bin/critiqor-otel demo "$@"
