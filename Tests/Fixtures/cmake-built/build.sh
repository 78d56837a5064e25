#!/bin/sh
# Configures and builds the CMake project VARIANT with Ninja in SCRATCH (CMake's configure step
# runs its compiler checks, modules `main` and `cmTC_…`, with the same flags).
#   build.sh VARIANT SCRATCH -DCMAKE_Swift_FLAGS=FLAGS
# The third argument is one argument: archmetrics joins its {swiftFlags} into it, each quoted as
# a shell would read it, which is how Ninja runs the compile commands.
set -eu
cmake -S "$1" -B "$2" -G Ninja "$3"
cmake --build "$2"
