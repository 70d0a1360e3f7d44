#!/usr/bin/env bash
# Set up from scratch and run every test: a venv in .venv, the package with its test extra,
# Jaeger v2 built from the Go module proxy (reused when already built), then pytest, whose
# fixtures start the real Jaeger and OTel Collector on free 127.0.0.1 ports and stop them after.
# Extra arguments go to pytest. Exits non-zero on any failure, and when no test ran.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh" test

scripts/build-jaeger.sh

set +e
.venv/bin/python -m pytest "$@"
status=$?
set -e
if [[ $status -eq 5 ]]; then
    echo "test.sh: pytest collected no tests" >&2
    exit 1
fi
exit $status
