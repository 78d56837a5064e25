#!/usr/bin/env bash
# Times the main job (`archmetrics report` of the bundled core: six variants, 3 timed runs, the
# same measures as Reports/) and the test command (`bash scripts/test-all.sh` from a fresh clone,
# what .ci/run runs), and writes their steps' times: the figures Benchmarks/RESULTS.md carries.
#
# Usage: bash Benchmarks/main-job.sh [--main-job | --test-command | --together | --compare-warmup]
#                                    [-- REPORT_ARGS...]
#   (default)        the main job, then the test command, one after the other
#   --main-job       only the main job
#   --test-command   only the test command
#   --together       both at once in one clone (they must both pass: measured runs work on
#                    private copies of the variants, never on the clone's own files)
#   --compare-warmup the main job twice on this commit, one after the other: first the old
#                    method (`--warmup 1`: a discarded round before the timed runs), then the
#                    default (no discarded round: the instrumented builds that run first warm
#                    the caches); prints per variant and timed figure both methods' medians and
#                    ranges (min-max) side by side, read from each run's metrics.json, and each
#                    job's wall time and load
#   REPORT_ARGS      replace the main job's defaults, e.g. for a smoke run:
#                    -- --runs 1 --variants MVC=FootballGather/MVC
#                    (with --compare-warmup they must not set --warmup: the mode sets it)
# Writes main-job.log, main-job-steps.tsv, test-command.log and test-command-steps.tsv to
# $BENCHMARK_OUT (default: a new folder under the temporary folder), and prints a summary;
# --compare-warmup writes each job's files to warmup-1/ and default/ there.
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
    --compare-warmup) mode=compare ;;
    *) echo "usage: bash Benchmarks/main-job.sh [--main-job | --test-command | --together | --compare-warmup] [-- REPORT_ARGS...]" >&2; exit 2 ;;
  esac
  shift
fi
[ "${1:-}" = "--" ] && shift
report_args=("$@")
if [ "$mode" = compare ]; then
  for arg in "${report_args[@]}"; do
    case "$arg" in
      --warmup|--warmup=*) echo "--compare-warmup sets --warmup itself; leave it out of REPORT_ARGS" >&2; exit 2 ;;
    esac
  done
fi
out="${BENCHMARK_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/archmetrics-main-job.XXXXXX")}"
mkdir -p "$out"

load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*load averages*: //'; }
echo "==> machine: $(uname -sm), $(getconf _NPROCESSORS_ONLN 2>/dev/null || echo '?') cores, load $(load)"
echo "==> commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD 2>/dev/null || echo ' (with local changes)'); results in $out"

# The tool built before the clock starts: the main job's time is the measuring, not the build.
# It is run as the built binary (what `swift run` starts), so it holds no lock on .build that
# a `swift test` beside it would wait for.
swift build --product archmetrics > "$out/build.log" 2>&1 || { echo "the tool does not build: $out/build.log" >&2; exit 1; }

# main_job [DIR [ARGS...]]: the report into DIR/report (DIR default $out; never Reports/), timed,
# with ARGS after the REPORT_ARGS; its progress lines "… took N s" become DIR/main-job-steps.tsv
# (step, seconds), and the report's own wall and overhead figures follow. The wall time goes to
# DIR/wall-seconds, the load before and after to DIR/load.
main_job() {
  local dir="${1:-$out}"
  [ $# -gt 0 ] && shift
  local start=$SECONDS status=0 before
  before="$(load)"
  mkdir -p "$dir"
  "$(swift build --show-bin-path)/archmetrics" report --output "$dir/report" "${report_args[@]}" "$@" \
    > "$dir/main-job.out" 2> "$dir/main-job.log" || status=$?
  local wall=$((SECONDS - start))
  echo "$wall" > "$dir/wall-seconds"
  echo "$before -> $(load)" > "$dir/load"
  sed -nE 's/^archmetrics: measure \[[^]]*\] (.*) took ([0-9.]+) s$/\1\t\2/p' "$dir/main-job.log" \
    > "$dir/main-job-steps.tsv"
  echo "main job: exit $status, $((wall / 60)) min $((wall % 60)) s wall, load before $before, after $(load)"
  if [ -f "$dir/report/metrics.json" ]; then
    python3 - "$dir/report/metrics.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1])).get("measurements") or {}
print(f"  report: {m.get('runs')} runs + {m.get('warmup')} warm-up, "
      f"{m.get('wallSeconds', 0):.0f} s measuring, tool overhead {m.get('toolOverheadSeconds', 0):.1f} s")
PY
  fi
  # Per variant and step, the runs added up ("MVC run 2/3: clean build" → "MVC clean build"),
  # discarded rounds apart ("MVC clean build (warm-up)").
  awk -F'\t' '{ i = index($1, ": "); head = substr($1, 1, i - 1); what = substr($1, i + 2)
      warm = head ~ / warm-up [0-9]/ ? " (warm-up)" : ""; sub(/ (run|warm-up) [0-9].*$/, "", head)
      sum[head " " what warm] += $2 }
    END { for (k in sum) printf "  %7.1f s  %s\n", sum[k], k }' "$dir/main-job-steps.tsv" | sort -k3
  return $status
}

# compare_warmup: the main job with `--warmup 1` (the old method), then with the default (no
# discarded round), on the same binary and commit, and both methods' timed figures side by side.
compare_warmup() {
  local status=0
  echo "--> old method: --warmup 1"
  main_job "$out/warmup-1" --warmup 1 || status=1
  echo "--> new default: no discarded round"
  main_job "$out/default" || status=1
  python3 - "$out/warmup-1" "$out/default" <<'PY'
import json, os, sys
def read(folder):
    path = os.path.join(folder, "report", "metrics.json")
    m = json.load(open(path)).get("measurements") or {} if os.path.exists(path) else {}
    return m, open(os.path.join(folder, "wall-seconds")).read().strip(), open(os.path.join(folder, "load")).read().strip()
(old, old_wall, old_load), (new, new_wall, new_load) = read(sys.argv[1]), read(sys.argv[2])
def cell(statistics):
    if not statistics:
        return "-"
    return f"{statistics['median']:.2f} ({statistics['min']:.2f}-{statistics['max']:.2f})"
print(f"jobs: --warmup 1 {old_wall} s wall, load {old_load}, {old.get('runs')} runs + {old.get('warmup')} warm-up;")
print(f"      default    {new_wall} s wall, load {new_load}, {new.get('runs')} runs + {new.get('warmup')} warm-up")
print("median (min-max) in seconds, per variant and timed figure:")
print(f"  {'variant':<8} {'figure':<17} {'--warmup 1':>24} {'default':>24}")
old_variants = {v["variant"]: v for v in old.get("variants", [])}
for variant in new.get("variants", []):
    name = variant["variant"]
    before = old_variants.get(name, {})
    timings = variant.get("timings") or {}
    for figure in sorted(set(timings) | set(before.get("timings") or {})):
        print(f"  {name:<8} {figure:<17} {cell((before.get('timings') or {}).get(figure)):>24} {cell(timings.get(figure)):>24}")
    if variant.get("status") != "ok" or before.get("status") != "ok":
        print(f"  {name:<8} status: --warmup 1 {before.get('status')}, default {variant.get('status')}")

# Across the jobs (build and test figures; test execution left out: milliseconds of noise): how
# many of the default's medians lie inside the old method's min-max, how many ranges overlap,
# and how far the medians moved. The jobs run one after the other, so a machine that speeds up or
# slows down between them moves all of these (Benchmarks/RESULTS.md).
inside = overlap = count = 0
moves = []
for variant in new.get("variants", []):
    before = (old_variants.get(variant["variant"], {}).get("timings") or {})
    for figure, now in (variant.get("timings") or {}).items():
        then = before.get(figure)
        if figure == "testExecution" or not then or not now:
            continue
        count += 1
        inside += then["min"] <= now["median"] <= then["max"]
        overlap += not (now["max"] < then["min"] or now["min"] > then["max"])
        moves.append(now["median"] / then["median"] - 1)
if count:
    moves.sort()
    print(f"default against --warmup 1: {inside} of {count} medians inside the old min-max, {overlap} of {count} "
          f"ranges overlap, medians moved {100 * sum(moves) / count:+.1f}% on average (median {100 * moves[count // 2]:+.1f}%)")

# Within each job, which drift between the jobs cannot move: the first timed round against the
# median of the later ones, per variant and build or test figure. Without a discarded round the
# first timed round follows the instrumented builds directly; if they warmed less than a
# discarded round did, it is slower than the later rounds in the default job and not in the
# old one. And the discarded round itself against the timed rounds: near 1 when nothing was
# left cold for it to warm.
import re, statistics
def rounds(folder):
    steps = {}
    for line in open(os.path.join(folder, "main-job-steps.tsv")):
        step, seconds = line.rstrip("\n").rsplit("\t", 1)
        match = re.match(r"(\S+) (?:run (\d+)/\d+|warm-up \d+/\d+): ([^(]*)", step)
        if match:
            key = (match.group(1), match.group(3).strip())
            steps.setdefault(key, {})[int(match.group(2) or 0)] = float(seconds)
    return steps
for label, folder in (("--warmup 1", sys.argv[1]), ("default", sys.argv[2])):
    first, discarded = [], []
    for runs in rounds(folder).values():
        timed = sorted(r for r in runs if r > 0)
        if len(timed) < 3:
            continue
        later = statistics.median([runs[r] for r in timed[1:]])
        first.append(runs[timed[0]] / later)
        if 0 in runs:
            discarded.append(runs[0] / statistics.median([runs[r] for r in timed]))
    if first:
        line = f"{label}: first timed round / later rounds' median: median {statistics.median(first):.3f} ({len(first)} figures)"
        if discarded:
            line += f"; discarded round / timed rounds' median: median {statistics.median(discarded):.3f}"
        print(line)
PY
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
  compare) compare_warmup || failed=1 ;;
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
