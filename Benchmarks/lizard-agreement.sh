#!/usr/bin/env bash
# Cross-checks archmetrics' cyclomatic complexity against lizard (PyPI), function by function:
# `archmetrics scan DIR --analysis --format json` beside lizard on the same files (test files
# left out on both sides), matched by file and first line; prints the share of matched functions
# with the same complexity and every difference by cause (Benchmarks/lizard_agreement.py).
# Usage: bash Benchmarks/lizard-agreement.sh [CORPUS]
#   Always compares the bundled core (FootballGather/); CORPUS adds a folder of Swift, e.g. the
#   reference corpus (built by /work/shared/tools/make-corpus.sh CORPUS when that tool exists
#   and CORPUS does not). ARCHMETRICS=/path/to/archmetrics skips the release build.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-}"
cd "$repo"

if ! python3 -c 'import lizard' 2>/dev/null; then
  echo "==> installing lizard from PyPI"
  python3 -m pip install --quiet lizard
fi
echo "==> lizard $(python3 -c 'import lizard; print(lizard.version)' 2>/dev/null || lizard --version)"

if [[ -n "${ARCHMETRICS:-}" ]]; then
  tool="$ARCHMETRICS"
else
  echo "==> release build"
  swift build -c release --product archmetrics 2>&1 | tail -1
  tool="$(swift build -c release --show-bin-path)/archmetrics"
fi

if [[ -n "$corpus" && ! -d "$corpus" && -x /work/shared/tools/make-corpus.sh ]]; then
  echo "==> corpus"
  bash /work/shared/tools/make-corpus.sh "$corpus"
fi

echo "==> machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
compare() {
  local label="$1" root="$2"
  # Exit 1 (a file could not be read) still leaves a whole document; 2 is a usage error.
  "$tool" scan "$root" --analysis --format json >"$work/functions.json" || [[ $? == 1 ]]
  python3 "$repo/Benchmarks/lizard_agreement.py" "$label" "$root" "$work/functions.json"
}

compare "bundled core (FootballGather)" "$repo/FootballGather"
if [[ -n "$corpus" ]]; then
  compare "corpus ($corpus)" "$corpus"
fi
