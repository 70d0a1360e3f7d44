#!/usr/bin/env bash
# Set up from scratch and run every test: a venv in .venv, the package with its test extra,
# Chromium and its WebDriver for the HTML report's browser tests (Debian's chromium and
# chromium-driver, installed with apt-get when missing), Jaeger v2 built from the Go module
# proxy (reused when already built), then pytest, whose fixtures start the real Jaeger and OTel
# Collector on free 127.0.0.1 ports and stop them after.
# Extra arguments go to pytest. Exits non-zero on any failure, and when no test ran.
set -euo pipefail

source "$(dirname "${BASH_SOURCE[0]}")/_venv.sh" test

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
    echo "test.sh: installing chromium and chromium-driver for the report's browser tests ..."
    sudo=""
    if [[ "$(id -u)" -ne 0 ]] && command -v sudo >/dev/null 2>&1; then
        sudo="sudo -n"
    fi
    if command -v apt-get >/dev/null 2>&1; then
        $sudo apt-get update -qq && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver \
            || echo "test.sh: could not install chromium; the browser tests will fail" >&2
    else
        echo "test.sh: no apt-get: install Chromium and chromedriver yourself; the browser tests will fail without them" >&2
    fi
fi

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
