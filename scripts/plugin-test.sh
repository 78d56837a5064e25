#!/usr/bin/env bash
# Runs the archmetrics command plugin on the fixture package Tests/Fixtures/PluginUser, which
# depends on this repository by path, the way a user runs it in their own package:
#   swift package --allow-writing-to-package-directory archmetrics COMMAND ...
# and checks what it prints and writes: a report, a baseline, a passing check, and a drifted
# copy failing the check with a SARIF result. The first run builds the tool in the fixture's
# own .build (about 20 s on 2 cores); reruns reuse it.
# Usage: bash scripts/plugin-test.sh     (exit 0 when every check passes)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixture="$repo/Tests/Fixtures/PluginUser"
# Everything the plugin writes stays in the fixture's .build (inside the package, where the
# plugin may write, and ignored by git), so the repository's work tree is left as it was.
work=".build/plugin-test"
rm -rf "${fixture:?}/$work"
mkdir -p "$fixture/$work"

plugin() {
  swift package --package-path "$fixture" --allow-writing-to-package-directory archmetrics "$@"
}
fail() { echo "plugin-test: FAILED: $*" >&2; exit 1; }
expect() {  # expect FILE TEXT: FILE contains TEXT
  grep -qF -- "$2" "$1" || fail "$(basename "$1") lacks: $2"
}

echo "plugin-test: report"
plugin report --no-build --output "$work/report" > "$fixture/$work/report.md"
expect "$fixture/$work/report.md" "# Architecture comparison: Shop"
expect "$fixture/$work/report.md" "| CartViewModel | 14 |"
[ -f "$fixture/$work/report/metrics.json" ] || fail "no metrics.json written"

echo "plugin-test: baseline and check"
plugin baseline --no-build --output "$work/baseline.json" > "$fixture/$work/baseline.out"
expect "$fixture/$work/baseline.out" "Wrote baseline $work/baseline.json: 1 variant"
plugin check --no-build --baseline "$work/baseline.json" > "$fixture/$work/check.md"
expect "$fixture/$work/check.md" "**PASS — no drift** in 1 variant"

echo "plugin-test: a drifted copy fails the check, with a SARIF result for the file"
mkdir -p "$fixture/$work/drifted"
cp -R "$fixture/Sources" "$fixture/Tests" "$fixture/$work/drifted/"
echo "// one line more" >> "$fixture/$work/drifted/Sources/Shop/Cart/CartView.swift"
echo '{"variants": [{"name": "Shop", "path": "drifted"}], "unitTestScreen": "Cart"}' \
  > "$fixture/$work/drifted.json"
status=0
plugin check --no-build --config "$work/drifted.json" --baseline "$work/baseline.json" \
  --format sarif > "$fixture/$work/check.sarif" || status=$?
[ "$status" -ne 0 ] || fail "the drifted copy passed the check"
expect "$fixture/$work/check.sarif" '"ruleId" : "archmetrics/file-lines"'
expect "$fixture/$work/check.sarif" "Sources/Shop/Cart/CartView.swift"

echo "plugin-test: a package with no archmetrics.json, no ROOT or --variants is told what to add"
# This repository itself is such a package (its tool is already built by its own tests).
swift package --package-path "$repo" --allow-writing-to-package-directory archmetrics \
  report --no-build > /dev/null 2> "$fixture/$work/refused.err" && fail "the plugin did not refuse"
expect "$fixture/$work/refused.err" "no archmetrics.json in $repo"

echo "plugin-test: ok"
