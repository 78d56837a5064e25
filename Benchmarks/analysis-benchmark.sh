#!/usr/bin/env bash
# Times `archmetrics scan` alone against `archmetrics scan --analysis` (the same scan with the
# structure pass riding in its lexing pass, then classification, coupling and complexity) on the
# reference Swift corpus: one hyperfine run, then interleaved rounds (timings drift on a shared
# machine: compare ratios, not times). The target: scan + analysis within 1.5x of the scan alone.
# Usage: bash Benchmarks/analysis-benchmark.sh [CORPUS]   (default /tmp/swift-corpus)
#   REFERENCE_TOOL=/path/to/an/older/archmetrics adds its `scan --analysis` to the same run,
#   to compare two builds (e.g. one built from an earlier commit in a git worktree).
#   COUNT_INSTRUCTIONS=1 also counts instructions under callgrind (see the end).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-/tmp/swift-corpus}"
cd "$repo"

command -v hyperfine >/dev/null || apt-get install -y hyperfine

echo "==> release build"
swift build -c release --product archmetrics 2>&1 | tail -1
tool="$(swift build -c release --show-bin-path)/archmetrics"

echo "==> corpus"
bash /work/shared/tools/make-corpus.sh "$corpus"

echo "==> machine"
echo "cpu: $(lscpu | sed -n 's/^Model name: *//p'), nproc: $(nproc), load: $(cut -d' ' -f1-3 /proc/loadavg)"

echo "==> what the analysis finds (one run)"
"$tool" scan "$corpus" --analysis | awk '/^### Cyclomatic complexity per role/{p=1} /^### Most complex/{p=0} p'

echo "==> hyperfine (warm cache)"
results="$(mktemp)"
reference=()
if [[ -n "${REFERENCE_TOOL:-}" ]]; then reference=(-n "reference scan --analysis" "$REFERENCE_TOOL scan $corpus --analysis"); fi
hyperfine -N --warmup 3 --runs 30 --export-json "$results" \
  -n "scan" "$tool scan $corpus" \
  -n "scan --analysis" "$tool scan $corpus --analysis" "${reference[@]}"

# hyperfine runs all of one command, then all of the next: on a shared virtual machine whose
# speed drifts from minute to minute, that biases the ratio. The interleaved rounds run the
# commands in turn (scan, scan --analysis, scan, …) and compare each round's pair.
echo "==> interleaved rounds (warm cache)"
python3 - "$results" "$tool" "$corpus" "${REFERENCE_TOOL:-}" <<'PY'
import json, resource, statistics, subprocess, sys, time
results, tool, corpus, reference = sys.argv[1:5]
scan, analysis = json.load(open(results))["results"][:2]
hyperfine_ratio = analysis["median"] / scan["median"]
print(f'hyperfine: scan median {scan["median"]*1000:.1f} ms; scan --analysis median {analysis["median"]*1000:.1f} ms; '
      f'ratio {hyperfine_ratio:.2f}x')

commands = {"scan": [tool, "scan", corpus], "scan --analysis": [tool, "scan", corpus, "--analysis"]}
if reference:
    commands["reference scan --analysis"] = [reference, "scan", corpus, "--analysis"]

def run(command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall * 1000, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000

for command in commands.values():
    for _ in range(2):
        run(command)
rounds = 30
walls = {name: [] for name in commands}
cpus = {name: [] for name in commands}
for _ in range(rounds):
    for name, command in commands.items():
        wall, cpu = run(command)
        walls[name].append(wall)
        cpus[name].append(cpu)
for name in commands:
    print(f'{name}: median wall {statistics.median(walls[name]):.1f} ms (min {min(walls[name]):.1f}), '
          f'median CPU {statistics.median(cpus[name]):.1f} ms')
per_round = statistics.median(a / s for a, s in zip(walls["scan --analysis"], walls["scan"]))
ratio = statistics.median(walls["scan --analysis"]) / statistics.median(walls["scan"])
print(f'interleaved ({rounds} rounds): ratio of medians {ratio:.2f}x, median per-round ratio {per_round:.2f}x')
worst = max(hyperfine_ratio, ratio, per_round)
print(f'target: scan --analysis <= 1.50x scan: {"ok" if worst <= 1.5 else "OVER"} (worst of the three ratios: {worst:.2f}x)')
if reference:
    name = "reference scan --analysis"
    per_round = statistics.median(a / r for a, r in zip(walls["scan --analysis"], walls[name]))
    ratio = statistics.median(walls["scan --analysis"]) / statistics.median(walls[name])
    print(f'against the reference build: ratio of medians {ratio:.2f}x, median per-round ratio {per_round:.2f}x')
PY
rm -f "$results"

# Wall time on a shared machine is noisy; instruction counts are not. COUNT_INSTRUCTIONS=1 counts
# them under callgrind (slow: about twenty seconds a run) for scan --analysis, and for the
# reference build if given.
if [[ "${COUNT_INSTRUCTIONS:-}" == 1 ]] && command -v valgrind >/dev/null; then
  echo "==> instructions (callgrind, scan --analysis)"
  count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" scan "$corpus" --analysis 2>&1 >/dev/null \
      | sed -n 's/.*refs: *//p' | tr -d ,
  }
  new="$(count "$tool")"
  echo "this build: $new"
  if [[ -n "${REFERENCE_TOOL:-}" ]]; then
    old="$(count "$REFERENCE_TOOL")"
    echo "reference:  $old"
    python3 -c "print(f'ratio: {$new / $old:.3f}x')"
  fi
fi
