#!/usr/bin/env bash
# Times the main job (`archmetrics report` of the bundled core: six variants, 3 timed runs, the
# same measures as Reports/) and the test command (`bash scripts/test-all.sh` from a fresh clone,
# what .ci/run runs), and writes their steps' times: the figures Benchmarks/RESULTS.md carries.
#
# Usage: bash Benchmarks/main-job.sh [--main-job | --test-command | --together] [-- REPORT_ARGS...]
#   (default)        the main job, then the test command, one after the other
#   --main-job       only the main job
#   --test-command   only the test command
#   --together       both at once in one clone (they must both pass: measured runs work on
#                    private copies of the variants, never on the clone's own files)
#   REPORT_ARGS      replace the main job's defaults, e.g. for a smoke run:
#                    -- --runs 1 --warmup 0 --variants MVC=FootballGather/MVC
# Writes main-job.log, main-job-steps.tsv, test-command.log and test-command-steps.tsv to
# $BENCHMARK_OUT (default: a new folder under the temporary folder), and prints a summary.
# Exit 0 when every job timed passed. Minutes to over half an hour: run it on a quiet machine.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
mode=sequential
if [ $# -gt 0 ] && [ "$1" != "--" ]; then
  case "$1" in
    --main-job) mode=main ;;
    --test-command) mode=tests ;;
    --together) mode=together ;;
    *) echo "usage: bash Benchmarks/main-job.sh [--main-job | --test-command | --together] [-- REPORT_ARGS...]" >&2; exit 2 ;;
  esac
  shift
fi
[ "${1:-}" = "--" ] && shift
report_args=("$@")
out="${BENCHMARK_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/archmetrics-main-job.XXXXXX")}"
mkdir -p "$out"

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: //'; }
echo "==> machine: $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores, load $(load)"
echo "==> commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD 2>/dev/null || echo ' (with local changes)'); results in $out"

# The tool built before the clock starts: the main job's time is the measuring, not the build.
# It is run as the built binary (what `swift run` starts), so it holds no lock on .build that
# a `swift test` beside it would wait for.
swift build --product archmetrics > "$out/build.log" 2>&1 || { echo "the tool does not build: $out/build.log" >&2; exit 1; }

# main_job: the report into $out/report (never Reports/), timed; its progress lines "… took N s"
# become main-job-steps.tsv (step, seconds), and the report's own wall and overhead figures follow.
main_job() {
  local start=$SECONDS status=0
  "$(swift build --show-bin-path)/archmetrics" report --output "$out/report" "${report_args[@]}" \
    > "$out/main-job.out" 2> "$out/main-job.log" || status=$?
  local wall=$((SECONDS - start))
  sed -nE 's/^archmetrics: measure \[[^]]*\] (.*) took ([0-9.]+) s$/\1\t\2/p' "$out/main-job.log" \
    > "$out/main-job-steps.tsv"
  echo "main job: exit $status, $((wall / 60)) min $((wall % 60)) s wall, load after $(load)"
  if [ -f "$out/report/metrics.json" ]; then
    python3 - "$out/report/metrics.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1])).get("measurements") or {}
print(f"  report: {m.get('runs')} runs + {m.get('warmup')} warm-up, "
      f"{m.get('wallSeconds', 0):.0f} s measuring, tool overhead {m.get('toolOverheadSeconds', 0):.1f} s")
PY
  fi
  awk -F'\t' '{ split($1, w, " run "); sum[w[1] " " substr($1, index($1, ": ") + 2)] += $2 }
    END { for (k in sum) printf "  %7.1f s  %s\n", sum[k], k }' "$out/main-job-steps.tsv" | sort -k3
  return $status
}

# test_command: scripts/test-all.sh in a fresh clone of this commit, timed; its "<== STEP: ok (N s)"
# lines become test-command-steps.tsv, and its closing "tests:" line is printed.
test_command() {
  local clone="$out/clone" start=$SECONDS status=0
  rm -rf "$clone"
  git clone --quiet --no-hardlinks "$repo" "$clone"
  git -C "$clone" checkout --quiet "$(git rev-parse HEAD)"
  (cd "$clone" && bash .ci/run) > "$out/test-command.log" 2>&1 || status=$?
  local wall=$((SECONDS - start))
  sed -nE 's/^<== (.*): (ok|FAILED with exit [0-9]+) \(([0-9]+) s\)$/\1\t\3\t\2/p' \
    "$out/test-command.log" > "$out/test-command-steps.tsv"
  echo "test command: exit $status, $((wall / 60)) min $((wall % 60)) s wall from a fresh clone, load after $(load)"
  awk -F'\t' '{ printf "  %5d s  %s (%s)\n", $2, $1, $3 }' "$out/test-command-steps.tsv"
  grep -E "^tests: " "$out/test-command.log" | tail -1 | sed 's/^/  /'
  return $status
}

failed=0
case "$mode" in
  main) main_job || failed=1 ;;
  tests) test_command || failed=1 ;;
  sequential)
    main_job || failed=1
    test_command || failed=1 ;;
  together)
    # The test command runs in the clone where the main job measures: its own clone here, with
    # the main job started there too, so both use the same files at the same time.
    rm -rf "$out/clone"
    git clone --quiet --no-hardlinks "$repo" "$out/clone"
    (cd "$out/clone" && swift build --product archmetrics > "$out/clone-build.log" 2>&1)
    (cd "$out/clone" && main_job) > "$out/together-main.txt" 2>&1 &
    main_pid=$!
    (cd "$out/clone" && bash .ci/run) > "$out/test-command.log" 2>&1 || failed=1
    wait "$main_pid" || failed=1
    cat "$out/together-main.txt"
    echo "test command beside it: $(grep -E '^tests: ' "$out/test-command.log" | tail -1)"
    ;;
esac
echo "==> load at the end $(load); logs in $out"
exit $failed
