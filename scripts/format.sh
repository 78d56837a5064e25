#!/usr/bin/env bash
# Formats the tool's Swift sources with the toolchain's `swift format` and the repository's
# .swift-format (4-space indentation, 100 columns).
# Usage: bash scripts/format.sh          rewrite Sources/, Tests/ and Plugins/ in place
#        bash scripts/format.sh --lint   only check (`swift format lint --strict`); exit 1 on findings
# Fixture trees under Tests/*/Fixtures are left alone: their exact bytes are what tests count.
# The bundled FootballGather packages are app code in the style of their iOS originals and are
# not formatted by this script.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
mapfile -t files < <(find Sources Tests Plugins -name '*.swift' -not -path '*/Fixtures/*' | sort)
if [ "${1:-}" = "--lint" ]; then
  exec swift format lint --strict --parallel "${files[@]}"
fi
exec swift format format --in-place --parallel "${files[@]}"
