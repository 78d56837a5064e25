#!/bin/sh
# Builds the project (build.sh) and runs its tests with CTest, which writes SCRATCH/junit.xml.
#   test.sh VARIANT SCRATCH
set -eu
sh "$(dirname "$0")/build.sh" "$1" "$2" -DCMAKE_Swift_FLAGS=
ctest --test-dir "$2" --output-on-failure --output-junit "$2/junit.xml"
