#!/usr/bin/env bash
# Times `archmetrics scan` alone against `archmetrics scan --analysis` (the same scan with the
# structure pass riding in its lexing pass, then classification, coupling and complexity) on the
# reference Swift corpus, in the same hyperfine run (timings drift on a shared machine: compare
# the ratio). The target: scan + analysis within 1.5x of the scan alone.
# Usage: bash Benchmarks/analysis-benchmark.sh [CORPUS]   (default /tmp/swift-corpus)
#   REFERENCE_TOOL=/path/to/an/older/archmetrics adds its `scan --analysis` to the same run,
#   to compare two builds (e.g. one built from an earlier commit in a git worktree).
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
python3 - "$results" <<'PY'
import json, sys
scan, analysis = json.load(open(sys.argv[1]))["results"][:2]
ratio = analysis["median"] / scan["median"]
print(f'scan: median {scan["median"]*1000:.1f} ms; scan --analysis: median {analysis["median"]*1000:.1f} ms; '
      f'ratio {ratio:.2f}x (target <= 1.50x): {"ok" if ratio <= 1.5 else "OVER"}')
PY
rm -f "$results"
