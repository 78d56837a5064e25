#!/usr/bin/env bash
# Counts the tests in `swift test` logs, each test once, by the line its runner prints when it
# ends, and prints the test command's closing line (scripts/test-all.sh):
#   tests: N passed, N failed, N skipped
# Usage: bash scripts/count-tests.sh LOG...
#
# Both runners of one `swift test` log are read: XCTest's "Test Case '…' passed|failed|skipped (…"
# (Linux and macOS forms) and Swift Testing's "✔|━ Test … passed after N seconds…",
# "✘ Test … failed after N seconds…" and "➜ Test … skipped…". Not the runners' summaries: XCTest's
# "with N failures" counts assertions, not tests, and its nested suites repeat it. Swift Testing's
# own "Test run with N tests" line and its "recorded an issue" lines (whose messages may say
# "failed") are no test's end; a test's name, whatever its first letter, does not matter.
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: bash scripts/count-tests.sh LOG..." >&2; exit 2; }
for log in "$@"; do
  [ -r "$log" ] || { echo "count-tests: cannot read $log" >&2; exit 2; }
done

# Bytes, not characters: a log with invalid UTF-8 is still read line by line as text.
export LC_ALL=C
# Swift Testing's closing line of the whole run, which names no test.
run_summary="^[^ ]+ Test run with [0-9]+ tests?[ .]"
# How many lines of the logs (the arguments after $1) match the extended regular expression $1.
count() {
  local pattern="$1"; shift
  cat "$@" | grep -avE "$run_summary" | grep -acE "$pattern" || true
}

# The end of a Swift Testing test's line: "after 0.001 seconds." and its issues or warnings.
ending=" after [0-9.]+ seconds( with .+)?\.$"
xc_passed=$(count "^Test Case '.*' passed \(" "$@")
xc_failed=$(count "^Test Case '.*' failed \(" "$@")
xc_skipped=$(count "^Test Case '.*' skipped \(" "$@")
st_passed=$(count "^[^ ]+ Test .+ passed$ending" "$@")
st_failed=$(count "^[^ ]+ Test .+ failed$ending" "$@")
st_skipped=$(count "^➜ Test .+ skipped" "$@")

echo "tests: $((xc_passed + st_passed)) passed, $((xc_failed + st_failed)) failed, $((xc_skipped + st_skipped)) skipped"
