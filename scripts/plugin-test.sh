#!/usr/bin/env bash
# Runs the archmetrics command plugins on the fixture package Tests/Fixtures/PluginUser, which
# depends on this repository by path, the way a user runs them in their own package:
#   swift package --allow-writing-to-package-directory archmetrics COMMAND ...
#   swift package archmetrics-read COMMAND ...      (the commands that only read)
# and checks what they print and write: a report, a baseline, a passing check, and a drifted
# copy with a rule violation failing the check, its SARIF, JUnit and GitHub annotations naming
# paths from the repository's top, and --freeze refusing the new violation; the read-only
# plugin running without permission and refusing a command that writes; relative paths taken
# from the folder swift package runs in; stdout holding only the JSON asked for. The first run
# builds the tool in release in the fixture's own .build (minutes on 2 cores); reruns reuse it.
# Usage: bash scripts/plugin-test.sh     (exit 0 when every check passes)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fixture="$repo/Tests/Fixtures/PluginUser"
# Everything the plugin writes stays in the fixture's .build (inside the package, where the
# plugin may write, and ignored by git), so the repository's work tree is left as it was.
work=".build/plugin-test"
rm -rf "${fixture:?}/$work"
mkdir -p "$fixture/$work"

# Run from the package's folder: relative paths in the arguments are the caller's folder's.
cd "$fixture"
plugin() {
  swift package --package-path "$fixture" --allow-writing-to-package-directory archmetrics "$@"
}
read_plugin() {  # no permission asked
  swift package --package-path "$fixture" archmetrics-read "$@"
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

# Built in release by the plugin itself (over 10x faster than debug), not in debug by SwiftPM.
[ -x "$fixture/.build/release/archmetrics" ] || fail "no release build of the tool"

echo "plugin-test: baseline and check"
plugin baseline --no-build --output "$work/baseline.json" > "$fixture/$work/baseline.out"
# The path as resolved from the caller's folder (here the package's).
expect "$fixture/$work/baseline.out" "Wrote baseline $fixture/$work/baseline.json: 1 variant"
plugin check --no-build --baseline "$work/baseline.json" > "$fixture/$work/check.md"
expect "$fixture/$work/check.md" "**PASS — no drift** in 1 variant"

echo "plugin-test: a drifted copy with a rule violation fails the check: SARIF, JUnit and annotations"
echo "             name repository paths with lines; --freeze refuses the new violation"
mkdir -p "$fixture/$work/drifted"
cp -R "$fixture/Sources" "$fixture/Tests" "$fixture/$work/drifted/"
# One line more, and a view that reaches into another screen's view model (the rule below).
printf '// one line more\nextension CartView {\n    func peek() -> CheckoutViewModel? { nil }\n}\n' \
  >> "$fixture/$work/drifted/Sources/Shop/Cart/CartView.swift"
cat > "$fixture/$work/drifted.json" <<'JSON'
{"variants": [{"name": "Shop", "path": "drifted"}], "unitTestScreen": "Cart",
 "rules": [{"from": "view", "mayNotDependOn": ["viewModel@otherScreen"]}]}
JSON
# The package's folder in its repository (Tests/Fixtures/PluginUser/ in a clone; empty when
# this tree is no git work tree): every path the reports name starts with it.
prefix="$(git -C "$fixture" rev-parse --show-prefix 2>/dev/null || true)"
drifted_view="${prefix}$work/drifted/Sources/Shop/Cart/CartView.swift"
peek_line=$(grep -n "func peek()" "$fixture/$work/drifted/Sources/Shop/Cart/CartView.swift" | cut -d: -f1)
drifted_check() {  # drifted_check ARGS...: the check of the drifted copy; must exit non-zero
  local status=0
  plugin check --no-build --config "$work/drifted.json" --baseline "$work/baseline.json" "$@" \
    || status=$?
  [ "$status" -ne 0 ] || fail "the drifted copy passed: check $*"
}
drifted_check --format sarif > "$fixture/$work/check.sarif"
expect "$fixture/$work/check.sarif" '"ruleId" : "archmetrics/file-lines"'
expect "$fixture/$work/check.sarif" '"ruleId" : "archmetrics/architecture-rule"'
expect "$fixture/$work/check.sarif" "\"uri\" : \"$drifted_view\""
expect "$fixture/$work/check.sarif" "\"startLine\" : $peek_line"
drifted_check --format junit > "$fixture/$work/check.xml"
# The file's lines, its role's total and the rule violation: three findings, three failures.
expect "$fixture/$work/check.xml" '<testsuites name="archmetrics drift" tests="'
grep -qE '<testsuites name="archmetrics drift" tests="[0-9]+" failures="3"' "$fixture/$work/check.xml" \
  || fail "check.xml does not count 3 failures"
expect "$fixture/$work/check.xml" "file=\"$drifted_view\" line=\"$peek_line\""
# With Markdown on stdout the annotations are printed there, whole lines where the runner reads
# them; the plugin passes the tool's other stderr lines on to SwiftPM's stderr.
GITHUB_ACTIONS=true drifted_check > "$fixture/$work/annotations.out" 2> "$fixture/$work/annotations.err"
grep -q "^::error file=$drifted_view,line=$peek_line," "$fixture/$work/annotations.out" \
  || fail "annotations.out lacks the ::error line"
grep -q '^::' "$fixture/$work/annotations.err" && fail "annotations on SwiftPM's stderr"
expect "$fixture/$work/annotations.err" "archmetrics exited with status 1"
# A machine format on stdout stays that format under GitHub Actions: the tool's stderr is
# SwiftPM's stdout (the annotations above), so they go to the file ARCHMETRICS_ANNOTATIONS_FILE
# names, not into the SARIF.
GITHUB_ACTIONS=true ARCHMETRICS_ANNOTATIONS_FILE="$fixture/$work/annotations.txt" \
  drifted_check --format sarif > "$fixture/$work/check-gha.sarif" 2> /dev/null
grep -q '^::' "$fixture/$work/check-gha.sarif" && fail "annotations inside the SARIF on stdout"
[ "$(head -c 1 "$fixture/$work/check-gha.sarif")" = "{" ] || fail "check-gha.sarif is not SARIF"
expect "$fixture/$work/check-gha.sarif" '"version" : "2.1.0"'
expect "$fixture/$work/annotations.txt" "::error file=$drifted_view,line=$peek_line,"
cp "$fixture/$work/baseline.json" "$fixture/$work/baseline.before"
drifted_check --freeze > "$fixture/$work/freeze.err" 2>&1
expect "$fixture/$work/freeze.err" "1 new rule violation not frozen"
cmp -s "$fixture/$work/baseline.json" "$fixture/$work/baseline.before" \
  || fail "--freeze changed the baseline without --accept-new"

echo "plugin-test: archmetrics-read runs the commands that only read, without write permission,"
echo "             and names the plugin to use for one that writes"
read_plugin help > "$fixture/$work/help.out"
expect "$fixture/$work/help.out" "archmetrics"
read_plugin roles > "$fixture/$work/roles.out"
expect "$fixture/$work/roles.out" "CartViewModel"
read_plugin check --no-build --baseline "$work/baseline.json" > "$fixture/$work/check-read.md"
expect "$fixture/$work/check-read.md" "**PASS — no drift** in 1 variant"
read_plugin baseline --no-build --output "$work/refused.json" > "$fixture/$work/refused-write.out" 2>&1 \
  && fail "archmetrics-read ran baseline"
expect "$fixture/$work/refused-write.out" \
  "swift package --allow-writing-to-package-directory archmetrics baseline --no-build"
[ ! -e "$fixture/$work/refused.json" ] || fail "archmetrics-read wrote a baseline"

echo "plugin-test: from a subfolder, relative paths are that folder's (defaults the package's)"
mkdir -p "$fixture/$work/sub"
(cd "$fixture/$work/sub" && swift package --allow-writing-to-package-directory archmetrics \
  check --no-build --baseline ../baseline.json --sarif out.sarif --junit=out.xml \
  > "$fixture/$work/sub/check.md")
expect "$fixture/$work/sub/check.md" "**PASS — no drift** in 1 variant"
expect "$fixture/$work/sub/out.sarif" '"version" : "2.1.0"'
expect "$fixture/$work/sub/out.xml" '<testsuites name="archmetrics drift"'
[ ! -e "$fixture/out.sarif" ] || fail "out.sarif written in the package folder"

echo "plugin-test: notes go to stderr, so a JSON on stdout is JSON only"
# A config listing no variants: the tool notes that it takes the package's folder instead.
echo '{"variants": [], "unitTestScreen": "Cart"}' > "$fixture/$work/notes.json"
read_plugin roles --config "$work/notes.json" --format json \
  > "$fixture/$work/roles.json" 2> "$fixture/$work/roles.err"
python3 -m json.tool "$fixture/$work/roles.json" > /dev/null \
  || fail "roles --format json: stdout is not JSON only"
expect "$fixture/$work/roles.err" '"variants" lists none'

echo "plugin-test: a package with no archmetrics.json, no ROOT or --variants is told what to add"
# This repository itself is such a package (its tool is already built by its own tests).
swift package --package-path "$repo" --allow-writing-to-package-directory archmetrics \
  report --no-build > /dev/null 2> "$fixture/$work/refused.err" && fail "the plugin did not refuse"
expect "$fixture/$work/refused.err" "no archmetrics.json in $repo"

echo "plugin-test: --variants NAME=PATH from the caller's folder, as --variants=NAME=PATH too"
# From $work, drifted is the copy made above; from the package's folder it would be missing.
(cd "$fixture/$work" && swift package --allow-writing-to-package-directory archmetrics \
  report --no-build --variants now=drifted --output spaced > "$fixture/$work/spaced.md")
expect "$fixture/$work/spaced.md" "| CartViewModel | 14 |"
(cd "$fixture/$work" && swift package --allow-writing-to-package-directory archmetrics \
  report --no-build --variants=now=drifted --output joined > "$fixture/$work/joined.md")
expect "$fixture/$work/joined.md" "| CartViewModel | 14 |"

echo "plugin-test: --variants NAME=REV:PATH keeps its revision; REV:./PATH is the caller's folder's"
if git -C "$fixture" rev-parse --verify -q HEAD > /dev/null 2>&1; then
  plugin report --no-build --variants "old=HEAD:${prefix}Sources/Shop" --output "$work/revision" \
    > "$fixture/$work/revision.md"
  expect "$fixture/$work/revision.md" "| CartViewModel | 14 |"
  (cd "$fixture/Sources" && swift package --allow-writing-to-package-directory archmetrics \
    report --no-build --variants=old=HEAD:./Shop --output "../$work/revision-dot" \
    > "$fixture/$work/revision-dot.md")
  expect "$fixture/$work/revision-dot.md" "| CartViewModel | 14 |"
else
  echo "plugin-test: skipped: $fixture is in no git repository with a commit"
fi

echo "plugin-test: ok"
