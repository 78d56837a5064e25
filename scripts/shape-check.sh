#!/usr/bin/env bash
# Writes every output of the tool that does not depend on timing into one folder, so that two
# builds of the tool can be compared byte for byte (a refactor must leave them identical):
#
#   bash scripts/shape-check.sh .build/debug/archmetrics /tmp/shape-before   # old binary
#   bash scripts/shape-check.sh .build/debug/archmetrics /tmp/shape-after    # new binary
#   diff -r /tmp/shape-before /tmp/shape-after                               # must be empty
#
# Runs from the repository root with a fixed environment (UTC, C locale, no GitHub Actions
# variables). Covers: the report rendered from Reports/metrics.json (every file and both stdout
# formats), scan and scan --analysis (table and JSON) of the bundled core and, when it exists,
# of the corpus (CORPUS, default /tmp/swift-corpus, from ../shared/tools/make-corpus.sh), roles,
# help for every command, check --no-build and compare in every drift format with their SARIF
# and JUnit files, merge, baseline --from, history over a small git repository made with fixed
# dates, a few usage errors; every command's exit code and stderr.
set -uo pipefail
if [ $# -ne 2 ]; then
  echo "usage: bash scripts/shape-check.sh BINARY OUTDIR" >&2
  exit 2
fi
tool="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="$2"
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${CORPUS:-/tmp/swift-corpus}"
rm -rf "$out" && mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$repo"

# A fixed environment: no CI or GitHub variables (they change annotations and step summaries),
# UTC and the C locale (dates and sorting), the tool's own variables unset.
run_env=(env -i "PATH=$PATH" "HOME=$HOME" "TZ=UTC" "LC_ALL=C" "TMPDIR=${TMPDIR:-/tmp}")

# run NAME ARGS…: stdout to NAME.out, stderr to NAME.err, exit code appended to exit-codes.txt.
# The output folder's own path is written as OUT in both, so two folders compare.
run() {
  local name="$1"; shift
  "${run_env[@]}" "$tool" "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo "$name $?" >>"$out/exit-codes.txt"
  sed -i "s#$out#OUT#g" "$out/$name.out" "$out/$name.err"
}

# Help for the tool and every command.
run help help
for command in scan roles report baseline check compare merge history; do
  run "help-$command" help "$command"
done
run version --version

# Scan and roles of the bundled core.
run scan-core scan FootballGather
run scan-core-json scan FootballGather --format json
run scan-core-byfile scan FootballGather --by-file
run scan-core-analysis scan FootballGather --analysis
run scan-core-analysis-json scan FootballGather --analysis --format json
run scan-explain scan --explain FootballGather/MVC/FootballGather/ViewControllers/PlayerListViewController.swift
run roles roles
run roles-json roles --format json
run roles-mvc-presenters roles --variant MVP --role presenter --format json

# The report from the committed snapshot: every file it writes and both stdout formats.
run report-from report --from Reports/metrics.json --output "$out/report"
run report-from-json report --from Reports/metrics.json --output "$out/report-json" --format json
rm -rf "$out/report-json"
run report-no-build report --no-build --output "$out/report-no-build" --quiet
# The no-build snapshot records when and where it was taken: keep its tables, not its clock.
rm -f "$out/report-no-build/metrics.json"

# Drift: check against the committed baseline and compare the two snapshots, every format.
for format in markdown json sarif junit; do
  run "check-$format" check --no-build --baseline Reports/baseline.json --format "$format" --quiet
  run "compare-$format" compare Tests/Fixtures/drift/snapshot.json Reports/metrics.json --format "$format"
done
# Under GitHub Actions: annotations on stdout and the step summary file.
github_run() {
  local name="$1"; shift
  "${run_env[@]}" GITHUB_ACTIONS=true GITHUB_STEP_SUMMARY="$out/$name.summary.md" "$tool" "$@" \
    >"$out/$name.out" 2>"$out/$name.err"
  echo "$name $?" >>"$out/exit-codes.txt"
  sed -i "s#$out#OUT#g" "$out/$name.out" "$out/$name.err"
}
github_run check-github check --no-build --baseline Reports/baseline.json --quiet
github_run compare-github compare Tests/Fixtures/drift/snapshot.json Reports/metrics.json
run check-files check --no-build --baseline Reports/baseline.json --quiet \
  --sarif "$out/check.sarif" --junit "$out/check.junit.xml"
run compare-self compare Reports/metrics.json Reports/metrics.json
run compare-tolerance compare Tests/Fixtures/drift/snapshot.json Reports/metrics.json \
  --tolerance 'lines=10%' --max-rows 3

# Merge and baseline --from.
run merge merge Reports/metrics.json Reports/metrics.json -o "$out/merged.json"
run baseline-from baseline --from Reports/metrics.json -o "$out/baseline.json"

# History over a small repository with fixed identities and dates (same hashes every time).
history_repo="$out/history-repo"
mkdir -p "$history_repo"
cp -R FootballGather/MVC FootballGather/MVP "$history_repo/"
rm -rf "$history_repo"/*/.build
(
  cd "$history_repo"
  export GIT_AUTHOR_NAME=a GIT_AUTHOR_EMAIL=a@b GIT_COMMITTER_NAME=a GIT_COMMITTER_EMAIL=a@b
  export GIT_AUTHOR_DATE="2026-01-01T00:00:00Z" GIT_COMMITTER_DATE="2026-01-01T00:00:00Z"
  git init -q -b main . && git add -A && git commit -qm one
  echo "// more" >>MVC/FootballGather/Application/AppDelegate.swift 2>/dev/null ||
    echo "// more" >>"$(find MVC -name '*.swift' | sort | head -1)"
  export GIT_AUTHOR_DATE="2026-01-02T00:00:00Z" GIT_COMMITTER_DATE="2026-01-02T00:00:00Z"
  git add -A && git commit -qm two
)
(
  cd "$history_repo"
  "${run_env[@]}" "$tool" history --variants MVC=MVC --variants MVP=MVP --output "$out/history" \
    >"$out/history.out" 2>"$out/history.err"
  echo "history $?" >>"$out/exit-codes.txt"
  "${run_env[@]}" "$tool" history --variants MVC=MVC --variants MVP=MVP --output "$out/history" \
    --format json >"$out/history-json.out" 2>"$out/history-json.err"
  echo "history-json $?" >>"$out/exit-codes.txt"
)
rm -rf "$history_repo" "$out/history/cache" "$out/history/.cache"
# Its stderr says how long it took.
sed -i -E "s#$out#OUT#g; s/in [0-9]+\.[0-9]+ s/in T s/g" "$out"/history*.out "$out"/history*.err

# Usage and input errors.
run error-unknown-command frobnicate
run error-unknown-option scan --frobnicate
run error-missing-value report --runs
run error-bad-format scan FootballGather --format yaml
run error-missing-file compare /nonexistent.json Reports/metrics.json
run error-near-miss report --no-bild

# The corpus, when it is there (a 56 MB tree of real Swift).
if [ -d "$corpus" ]; then
  run corpus-scan-json scan "$corpus" --format json
  run corpus-analysis-json scan "$corpus" --analysis --format json
fi
echo "shape-check: $(wc -l <"$out/exit-codes.txt") commands, outputs in $out"
