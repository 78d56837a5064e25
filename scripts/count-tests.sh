#!/usr/bin/env bash
# Counts the tests of `swift test` steps, each test once, and prints the test command's closing
# line (scripts/test-all.sh):
#   tests: N passed, N failed, N skipped
# Usage: bash scripts/count-tests.sh LOG...
#
# Each LOG is one `swift test`'s console output. Swift Testing's tests are counted from the JUnit
# file it writes itself beside the log (`swift test --xunit-output STEP.xml` writes
# STEP-swift-testing.xml; test-all.sh names it from the log, STEP.log): one <testcase> per test,
# failed if it holds a <failure>, skipped if it holds a <skipped>. Not from its console lines: a
# CI log once lacked the end lines of 91 of 762 tests (all of them ending at one moment, the
# run's summary naming all 762), so a console count cannot be stood behind. When there is no such
# file (the runner crashed or was never built), its console lines are counted instead and the
# closing line says how many of the tests its summary names have none.
#
# XCTest's tests are counted from the console, "Test Case '…' passed|failed|skipped (…" (Linux
# and macOS forms): `swift test` writes XCTest's JUnit file only for --parallel runs. Not its
# summaries: "with N failures" counts assertions, not tests, and nested suites repeat it.
# A test's name, whatever its first letter, does not matter.
set -uo pipefail
[ $# -gt 0 ] || { echo "usage: bash scripts/count-tests.sh LOG..." >&2; exit 2; }
for log in "$@"; do
  [ -r "$log" ] || { echo "count-tests: cannot read $log" >&2; exit 2; }
done

# Bytes, not characters: a log with invalid UTF-8 is still read line by line as text.
export LC_ALL=C
# Swift Testing's closing line of the whole run, which names no test.
run_summary="^[^ ]+ Test run with [0-9]+ tests?[ .]"
# How many lines of file $2 match the extended regular expression $1.
count() {
  grep -avE "$run_summary" "$2" | grep -acE "$1" || true
}
# "P F S" for a Swift Testing JUnit file: its <testcase> elements by what they hold.
count_junit() {
  awk '
    /<testcase[ >]/ { open = 1; failed = 0; skipped = 0 }
    open && /<failure[ >\/]/ { failed = 1 }
    open && /<skipped[ >\/]/ { skipped = 1 }
    open && (/<testcase[^>]*\/>/ || /<\/testcase>/) {
      if (failed) f++; else if (skipped) s++; else p++
      open = 0
    }
    END { print p + 0, f + 0, s + 0 }' "$1"
}

passed=0 failed=0 skipped=0
incomplete=()
# The end of a Swift Testing test's line: "after 0.001 seconds." and its issues or warnings.
ending=" after [0-9.]+ seconds( with .+)?\.$"
for log in "$@"; do
  passed=$((passed + $(count "^Test Case '.*' passed \(" "$log")))
  failed=$((failed + $(count "^Test Case '.*' failed \(" "$log")))
  skipped=$((skipped + $(count "^Test Case '.*' skipped \(" "$log")))
  junit="${log%.log}-swift-testing.xml"
  if [ -r "$junit" ]; then
    read -r p f s < <(count_junit "$junit")
  else
    p=$(count "^[^ ]+ Test .+ passed$ending" "$log")
    f=$(count "^[^ ]+ Test .+ failed$ending" "$log")
    s=$(count "^➜ Test .+ skipped" "$log")
    ran=$(grep -aoE "$run_summary" "$log" | tail -1 | grep -oE "[0-9]+" | head -1)
    if [ -n "$ran" ] && [ "$ran" -ne $((p + f + s)) ]; then
      incomplete+=("$(basename "$log"): Swift Testing ran $ran tests, $((ran - p - f - s)) left no line")
    fi
  fi
  passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s))
done

line="tests: $passed passed, $failed failed, $skipped skipped"
if [ ${#incomplete[@]} -gt 0 ]; then
  line+=" (incomplete: $(IFS=';'; echo "${incomplete[*]}" | sed 's/;/; /g'))"
fi
echo "$line"
