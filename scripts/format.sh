#!/usr/bin/env bash
# Formats the repository's Swift sources with the toolchain's `swift format` and the repository's
# .swift-format (4-space indentation, 100 columns): the tool (Package.swift, Sources/, Tests/,
# Plugins/) and the bundled Football Gather packages (FootballGather/).
# Usage: bash scripts/format.sh          rewrite them in place
#        bash scripts/format.sh --lint   only check (`swift format lint --strict`); exit 1 on findings
# Fixture trees under Tests/Fixtures are left alone: their exact bytes are what tests count.
# Formatting FootballGather/ changes the line counts the reports measure: regenerate Reports/
# (`archmetrics report`, then `archmetrics baseline --from Reports/metrics.json`) afterwards.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
mapfile -t files < <(echo Package.swift; find Sources Tests Plugins FootballGather -name '*.swift' -not -path '*/Fixtures/*' -not -path '*/.build*' | sort)
if [ "${1:-}" = "--lint" ]; then
  exec swift format lint --strict --parallel "${files[@]}"
fi
exec swift format format --in-place --parallel "${files[@]}"
