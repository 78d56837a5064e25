#!/bin/sh
# Builds and runs one variant's tests of this fixture with swiftc alone: the variant's sources,
# its Tests/ (tests and a tiny runner, Tests/main.swift) and the shared JUnit printer
# (TestSupport/, beside this script) into one executable, whose JUnit XML report goes to
# SCRATCH/junit/results.xml, where the configuration's "testResults" glob finds it.
#   test.sh VARIANT_FOLDER SCRATCH_FOLDER
set -eu
variant=$1
scratch=$2
name=$(basename "$variant")
mkdir -p "$scratch/junit"
# shellcheck disable=SC2046
swiftc -module-name "${name}Tests" -o "$scratch/tests" \
  $(find "$variant/Sources" "$variant/Tests" "$(dirname "$0")/TestSupport" -name '*.swift' | sort)
"$scratch/tests" > "$scratch/junit/results.xml"
