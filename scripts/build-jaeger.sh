#!/usr/bin/env bash
# Build Jaeger v2 (github.com/jaegertracing/jaeger/cmd/jaeger, pinned in tools/jaeger/go.mod)
# into .cache/bin/jaeger, version-stamped the way Jaeger's own Makefile does it (-ldflags -X of
# internal/version.commitSHA, latestVersion, date), so `jaeger version` prints the release.
# Reuses the binary when it was built from the same go.mod/go.sum, Go version and build flags
# (recorded in .cache/bin/jaeger.stamp).
#
# Needs Go and the Go module proxy. A cold build on 2 cores takes about 7-15 minutes plus about
# a minute of module downloads, and fills the Go module cache (~1.2 GB) and build cache (~1.6 GB);
# the binary is ~120 MB. While compiling it prints a progress line at least every 30 seconds.
# Prints the build time; exits non-zero on failure.
#
# Usage: scripts/build-jaeger.sh [--force]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
module="$root/tools/jaeger"
bin_dir="$root/.cache/bin"
binary="$bin_dir/jaeger"
stamp="$binary.stamp"
package="github.com/jaegertracing/jaeger/cmd/jaeger"
tick="${BUILD_JAEGER_TICK:-30}"  # seconds between progress lines

if ! command -v go >/dev/null 2>&1; then
    echo "build-jaeger: 'go' is not on PATH; install Go (see tools/jaeger/go.mod for the version)" >&2
    exit 1
fi

log() { echo "build-jaeger: $*"; }

# The version stamp, from the pinned module itself: its release tag's commit and time (the module
# proxy's .info record) and the Jaeger v2 version its CHANGELOG pairs with the v1 module version.
version_ldflags() {
    local download info dir version sha date v2
    download="$(cd "$module" && go mod download -json github.com/jaegertracing/jaeger)"
    info="$(sed -n 's/^[[:space:]]*"Info": "\(.*\)",*$/\1/p' <<<"$download")"
    dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p' <<<"$download")"
    version="$(sed -n 's/^[[:space:]]*"Version": "\(.*\)",*$/\1/p' <<<"$download")"
    sha="$(sed -n 's/.*"Hash":"\([0-9a-f]*\)".*/\1/p' "$info" 2>/dev/null || true)"
    date="$(sed -n 's/.*"Time":"\([^"]*\)".*/\1/p' "$info" 2>/dev/null || true)"
    v2="$(grep -m1 -oE "^(#+ *)?${version//./\\.} / v2\.[0-9]+\.[0-9]+" "$dir/CHANGELOG.md" 2>/dev/null | grep -oE 'v2\.[0-9.]+$' || true)"
    local pkg="github.com/jaegertracing/jaeger/internal/version"
    echo "-X $pkg.commitSHA=$sha -X $pkg.latestVersion=${v2:-$version} -X $pkg.date=$date"
}

# Prints elapsed time and packages compiled so far (from `go build -v`) every $tick seconds.
progress() {
    local started=$1 listing=$2 total=$3 sleeper=""
    trap 'kill $sleeper 2>/dev/null; exit 0' TERM  # end at once, leaving no sleep holding stdout
    while true; do
        sleep "$tick" &
        sleeper=$!
        wait "$sleeper"
        local done_count
        done_count=$(grep -c -v '^go: ' "$listing" 2>/dev/null || true)
        log "$(( ($(date +%s) - started) / 60 ))m$(( ($(date +%s) - started) % 60 ))s elapsed, ${done_count:-0} of about $total packages compiled"
    done
}

module_line="$(awk '$1 == "github.com/jaegertracing/jaeger" {print $1 "@" $2; exit}' "$module/go.mod")"
start=$(date +%s)
log "resolving $module_line (downloads the modules on a cold cache, about a minute) ..."
ldflags="$(version_ldflags)"
want="$(cat "$module/go.mod" "$module/go.sum" | sha256sum | cut -d' ' -f1) $(go env GOVERSION) $(sha256sum <<<"$ldflags" | cut -c1-16)"
if [[ "${1:-}" != "--force" && -x "$binary" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
    log "reusing $binary (built from the same go.mod/go.sum and build flags)"
    exit 0
fi

mkdir -p "$bin_dir"
total=$(cd "$module" && go list -deps "$package" | wc -l)
log "building $module_line into $binary ($total packages; version $(sed -n "s/.*latestVersion=\([^ ]*\).*/\1/p" <<<"$ldflags")) ..."
rm -f "$stamp"
listing="$(mktemp)"
progress "$start" "$listing" "$total" &
ticker=$!
trap 'kill "$ticker" 2>/dev/null; rm -f "$listing"' EXIT
(cd "$module" && go build -v -buildvcs=false -ldflags "$ldflags" -o "$binary.tmp" "$package") 2>"$listing" || {
    grep -v '^[a-zA-Z0-9._/-]*$' "$listing" >&2 || true
    log "go build failed" >&2
    exit 1
}
mv -f "$binary.tmp" "$binary"
"$binary" components >/dev/null 2>&1 || { log "$binary does not run" >&2; exit 1; }
echo "$want" > "$stamp"
log "built $binary in $(( $(date +%s) - start ))s: $("$binary" version 2>/dev/null | tail -1)"
