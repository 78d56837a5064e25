#!/bin/bash
# A stand-in for `swift` in the measurement harness's tests: fast, and told what to do by a
# `fake-swift.conf` (sourced as bash) in the package folder it is given with --package-path.
#   BUILD_SLEEP / TEST_SLEEP   seconds each build / test takes (default 0)
#   BUILD_EXIT / TEST_EXIT     exit status of builds / tests (default 0); `test` builds first,
#                              as SwiftPM's does, so BUILD_EXIT fails it too
#   TEST_OUTPUT                file printed by `test` (canned XCTest / Swift Testing output)
#   CODECOV_TEMPLATE           llvm-cov JSON written by `test --enable-code-coverage`, with
#                              @PACKAGE@ replaced by the package path
#   HANG_ON                    `build` or `test`: start a grandchild and wait forever, recording
#                              both pids in PID_FOLDER (child.pid, grandchild.pid)
#   IGNORE_TERM                1: the child and its grandchild ignore SIGTERM (needs SIGKILL)
#   DETACHED                   1: with HANG_ON, the grandchild is in a process group of its own
#                              (as SwiftPM starts the test runner), ignores SIGTERM, holds stdout;
#                              `session`: besides, a process that left the session and whose
#                              parent exited (setsid and a double fork), pid in escapee.pid
#   DAEMON                     `build` or `test`: start a daemon as a build script may
#                              (`setsid env -i …`: a session of its own, an empty environment,
#                              stdio on /dev/null) and go on; the command's exit leaves it to
#                              the tool. One pid per line appended to daemons.pid; with
#                              IGNORE_TERM=1 it ignores SIGTERM (needs SIGKILL)
#   FILLER_BYTES               bytes of filler lines `test` prints before TEST_OUTPUT
#   TYPECHECK_OUTPUT           file printed by `build -Xfrontend -debug-time-function-bodies`
#                              (canned compiler timing lines), with @PACKAGE@ replaced
#   TYPECHECK_EXIT             exit status of that build, and of a `test` given the flag
#                              (default 0: a toolchain with the flag)
#   PID_FOLDER                 where the pid files go (default the package folder given, which
#                              is the measurement's private copy, not the test's folder)
#   WATCH_SOURCES              1: a build fails, as SwiftPM's does, when a .swift file of the
#                              package changed while it ran (BUILD_SLEEP long)
#   TRACE                      file to append one line per invocation to ("<folder> <command>
#                              [coverage] [show-codecov-path] [type-check] [stats]")
#   SCRATCH_TRACE              file to append each --scratch-path to
#   STATS                      0: `build -stats-output-dir DIR` writes no statistics; else (the
#                              default, as a compiler does) one statistics file per source file
#                              outside Tests folders, its module the file's folder's name
set -u
if [ "${1:-}" = "--version" ]; then
  echo "Swift version 0.0.0-fake (fake-swift)"
  echo "Target: x86_64-unknown-linux-gnu"
  exit 0
fi
command="${1:-}"; shift
package=""; scratch=""; coverage=0; show_path=0; timing=0; stats=""
while [ $# -gt 0 ]; do
  case "$1" in
    --package-path) package="$2"; shift ;;
    --scratch-path) scratch="$2"; shift ;;
    --enable-code-coverage) coverage=1 ;;
    --show-codecov-path) show_path=1 ;;
    -debug-time-function-bodies) timing=1 ;;
    -stats-output-dir) shift; [ "${1:-}" = -Xswiftc ] && shift; stats="${1:-}" ;;
  esac
  shift
done
BUILD_SLEEP=0; BUILD_EXIT=0; TEST_SLEEP=0; TEST_EXIT=0; TEST_OUTPUT=""; CODECOV_TEMPLATE=""
STATS=1; WATCH_SOURCES=0; HANG_ON=""; DAEMON=""; IGNORE_TERM=0; DETACHED=0; FILLER_BYTES=0; TRACE=""; SCRATCH_TRACE=""; TYPECHECK_OUTPUT=""; TYPECHECK_EXIT=0
[ -f "$package/fake-swift.conf" ] && . "$package/fake-swift.conf"
flags=""; [ $coverage = 1 ] && flags=" coverage"; [ $show_path = 1 ] && flags="$flags show-codecov-path"
[ $timing = 1 ] && flags="$flags type-check"; [ -n "$stats" ] && flags="$flags stats"
[ -n "$TRACE" ] && echo "$(basename "$package") $command$flags" >> "$TRACE"
[ -n "$SCRATCH_TRACE" ] && [ -n "$scratch" ] && echo "$scratch" >> "$SCRATCH_TRACE"
mkdir -p "$scratch"

if [ "$DAEMON" = "$command" ]; then
  daemons="${PID_FOLDER:-$package}/daemons.pid"
  before=$(cat "$daemons" 2>/dev/null | wc -l)
  perl="$(command -v perl)"
  # The daemon itself: a new session, no environment (so no mark of the tool's tree), its
  # parent this script, which exits before it.
  /usr/bin/env -i "$perl" -MPOSIX -e 'POSIX::setsid(); $SIG{TERM}="IGNORE" if $ARGV[1];
    open(F, ">>", $ARGV[0]); print F "$$\n"; close F; sleep 1000' "$daemons" "$IGNORE_TERM" \
    </dev/null >/dev/null 2>&1 &
  while [ "$(cat "$daemons" 2>/dev/null | wc -l)" -le "$before" ]; do sleep 0.01; done
fi

if [ "$HANG_ON" = "$command" ]; then
  [ "$IGNORE_TERM" = 1 ] && trap '' TERM
  if [ "$DETACHED" != 0 ]; then
    perl -e '$SIG{TERM}="IGNORE"; setpgrp(0,0); sleep 1000' &
  else
    sleep 1000 &
  fi
  echo $! > "${PID_FOLDER:-$package}/grandchild.pid"
  if [ "$DETACHED" = session ]; then
    perl -MPOSIX -e 'exit if fork; POSIX::setsid(); exit if fork; $SIG{TERM}="IGNORE";
      open(F, ">", $ARGV[0]); print F $$; close F; sleep 1000' "${PID_FOLDER:-$package}/escapee.pid"
    while [ ! -s "${PID_FOLDER:-$package}/escapee.pid" ]; do sleep 0.01; done
  fi
  echo $$ > "${PID_FOLDER:-$package}/child.pid"
  wait
  exit 0
fi

case "$command" in
  build)
    echo "Building for debugging..."
    # As SwiftPM does: a source file changed while the build ran fails it.
    started="$(mktemp "${TMPDIR:-/tmp}/fake-swift-build.XXXXXX")"
    sleep "$BUILD_SLEEP"
    if [ "$WATCH_SOURCES" = 1 ]; then
      modified="$(find "$package" -name '*.swift' -newer "$started" | head -1)"
      rm -f "$started"
      if [ -n "$modified" ]; then
        echo "error: input file '$modified' was modified during the build" >&2; exit 1
      fi
    fi
    rm -f "$started"
    if [ "$BUILD_EXIT" != 0 ]; then echo "error: fake build failure" >&2; exit "$BUILD_EXIT"; fi
    if [ $timing = 1 ]; then
      if [ "$TYPECHECK_EXIT" != 0 ]; then
        echo "error: unknown argument: '-debug-time-function-bodies'" >&2; exit "$TYPECHECK_EXIT"
      fi
      [ -n "$TYPECHECK_OUTPUT" ] && sed "s#@PACKAGE@#$package#g" "$TYPECHECK_OUTPUT"
    fi
    if [ -n "$stats" ] && [ "$STATS" != 0 ]; then
      n=0
      find "$package" -name '*.swift' ! -name Package.swift ! -path '*Tests/*' | sort | while read -r file; do
        n=$((n + 1))
        module=$(basename "$(dirname "$file")" | tr -c 'A-Za-z0-9.\n' '_')
        name=$(basename "$file" | tr -c 'A-Za-z0-9.\n' '_')
        printf '{"Sema.NumConstraintScopes": 3, "LLVM.NumLLVMBytesOutput": 100, "time.swift-frontend.%s.user": 0.01}\n' "$module" \
          > "$stats/stats-1-swift-frontend-$module-$name-x86_64_unknown_linux_gnu-o-Onone-$n.json"
      done
    fi
    echo "Build complete!"
    ;;
  test)
    if [ $show_path = 1 ]; then echo "$scratch/codecov/fake.json"; exit 0; fi
    if [ "$BUILD_EXIT" != 0 ]; then echo "error: fake build failure" >&2; exit "$BUILD_EXIT"; fi
    if [ $timing = 1 ] && [ "$TYPECHECK_EXIT" != 0 ]; then
      echo "error: unknown argument: '-debug-time-function-bodies'" >&2; exit "$TYPECHECK_EXIT"
    fi
    sleep "$TEST_SLEEP"
    [ "$FILLER_BYTES" != 0 ] && { head -c "$FILLER_BYTES" /dev/zero | tr '\0' 'f' | fold -w 99; echo; }
    [ -n "$TEST_OUTPUT" ] && cat "$TEST_OUTPUT"
    if [ $coverage = 1 ] && [ -n "$CODECOV_TEMPLATE" ] && [ "$TEST_EXIT" = 0 ]; then
      mkdir -p "$scratch/codecov"
      sed "s#@PACKAGE@#$package#g" "$CODECOV_TEMPLATE" > "$scratch/codecov/fake.json"
    fi
    exit "$TEST_EXIT"
    ;;
  *) echo "fake-swift: unknown command '$command'" >&2; exit 64 ;;
esac
