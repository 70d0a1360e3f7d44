# Sourced by demo.sh and test.sh: make .venv (with $PYTHON, default python3) if it is missing
# and install the package, editable, with the extras given as "$1" (e.g. "cli" or "test").
# The install is skipped when it was already done for the same pyproject.toml and extras.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if [[ ! -x .venv/bin/python ]]; then
    "${PYTHON:-python3}" -m venv .venv
fi
stamp=".venv/.critiqor-installed-$1"
want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$want" ]]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check --upgrade pip
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[$1]"
    echo "$want" > "$stamp"
fi
