#!/usr/bin/env bash
# Build Jaeger v2 (github.com/jaegertracing/jaeger/cmd/jaeger, pinned in tools/jaeger/go.mod)
# into .cache/bin/jaeger. Reuses the binary when it was built from the same go.mod/go.sum
# (recorded in .cache/bin/jaeger.stamp). Needs Go and the Go module proxy; a cold build takes
# several minutes on 2 cores. Prints the build time; exits non-zero on failure.
#
# Usage: scripts/build-jaeger.sh [--force]
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
module="$root/tools/jaeger"
bin_dir="$root/.cache/bin"
binary="$bin_dir/jaeger"
stamp="$binary.stamp"

if ! command -v go >/dev/null 2>&1; then
    echo "build-jaeger: 'go' is not on PATH; install Go (see tools/jaeger/go.mod for the version)" >&2
    exit 1
fi

want="$(cat "$module/go.mod" "$module/go.sum" | sha256sum | cut -d' ' -f1) $(go env GOVERSION)"
if [[ "${1:-}" != "--force" && -x "$binary" && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
    echo "build-jaeger: reusing $binary (built from the same go.mod/go.sum)"
    exit 0
fi

mkdir -p "$bin_dir"
echo "build-jaeger: building $(awk '$1 == "github.com/jaegertracing/jaeger" {print $1 "@" $2; exit}' "$module/go.mod") into $binary ..."
start=$(date +%s)
rm -f "$stamp"
(cd "$module" && go build -buildvcs=false -o "$binary.tmp" github.com/jaegertracing/jaeger/cmd/jaeger)
mv -f "$binary.tmp" "$binary"
"$binary" components >/dev/null 2>&1 || { echo "build-jaeger: $binary does not run" >&2; exit 1; }
echo "$want" > "$stamp"
echo "build-jaeger: built $binary in $(( $(date +%s) - start ))s"
