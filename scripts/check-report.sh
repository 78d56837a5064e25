#!/usr/bin/env bash
# Checks a measured report that scripts/test-all.sh had the tool write: every file there and
# whole (metrics.json parses, each SVG closes), and for each named variant every measure taken
# for real: timings of every build and test step, the tests run and passed, coverage, type
# checking and compile work. The tool itself fails on a measure it cannot take; this checks that
# the report says what was measured, so a measure dropped from the default run is noticed.
# Usage: bash scripts/check-report.sh DIR VARIANT...     (exit 0 when all holds, 1 otherwise)
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: bash scripts/check-report.sh DIR VARIANT..." >&2; exit 2; }
dir="$1"; shift
fail() { echo "check-report: FAILED: $*" >&2; exit 1; }
for file in comparison.md metrics.json lines-per-role.svg build-times.svg; do
  [ -s "$dir/$file" ] || fail "no $file in $dir"
done
for svg in "$dir"/*.svg; do
  tail -c 200 "$svg" | grep -q "</svg>" || fail "$(basename "$svg") is not whole"
done
grep -q "^# " "$dir/comparison.md" || fail "comparison.md has no title"
python3 - "$dir/metrics.json" "$@" <<'PY' || exit 1
import json, sys
path, names = sys.argv[1], sys.argv[2:]
measurements = json.load(open(path)).get("measurements") or {}
by_name = {v.get("variant"): v for v in measurements.get("variants", [])}
problems = []
for name in names:
    v = by_name.get(name)
    if v is None:
        problems.append(f"{name}: not measured")
        continue
    if v.get("status") != "ok":
        problems.append(f"{name}: status {v.get('status')}")
    for measure in ["timings", "tests", "coverage", "typeChecking", "compileWork"]:
        if measure not in v.get("measured", []):
            problems.append(f"{name}: {measure} not measured")
    for step in ["cleanBuild", "nullBuild", "incrementalBuild", "cleanTest"]:
        samples = (v.get("timings") or {}).get(step, {}).get("samples") or []
        if not samples or min(samples) <= 0:
            problems.append(f"{name}: no {step} time")
    tests = v.get("tests") or {}
    if not tests.get("ran") or tests.get("failed"):
        problems.append(f"{name}: tests {tests}")
    for key in ["roleCoverage", "featureCoverage"]:
        if not v.get(key):
            problems.append(f"{name}: no {key}")
    if not (v.get("typeChecking") or {}).get("byRole"):
        problems.append(f"{name}: no type-checking times by role")
    if not (v.get("compileWork") or {}).get("byRole"):
        problems.append(f"{name}: no compile work by role")
for problem in problems:
    print(f"check-report: FAILED: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
PY
echo "check-report: $dir holds the whole report, every measure taken for: $*"
