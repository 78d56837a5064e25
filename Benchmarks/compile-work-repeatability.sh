#!/usr/bin/env bash
# Is the compile-work measure exact? Runs the fast path (`archmetrics report --compile-work-only`:
# one clean build per variant with the compiler's statistics, nothing timed) RUNS times over the
# same tree, each in fresh scratch folders, and compares every own file's counters run against
# run: they must be identical. Also says how far the "other" jobs (the bundled core's Kit) moved,
# how long each run took and the load, and how well each counter tracks the compiler's CPU time
# per file (Pearson r and r² over every own file of every variant, per run).
# Usage: bash Benchmarks/compile-work-repeatability.sh [RUNS] [VARIANT ...]
#   RUNS default 3; VARIANTs are folders of FootballGather/ (default: all six).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-3}"
shift || true
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(MVC MVVM MVP MVP-C VIPER VIP)
cd "$repo"

echo "==> build"
swift build --product archmetrics 2>&1 | tail -1
tool="$(swift build --show-bin-path)/archmetrics"
out="$(mktemp -d "${TMPDIR:-/tmp}/compile-work-repeatability.XXXXXX")"

echo "==> machine"
echo "cpu: $(lscpu | sed -n 's/^Model name: *//p'), nproc: $(nproc), $(swift --version 2>&1 | head -1)"

arguments=()
for variant in "${variants[@]}"; do arguments+=(--variants "$variant=FootballGather/$variant"); done
for run in $(seq 1 "$runs"); do
    echo "==> run $run of $runs: ${variants[*]} (load before: $(cut -d' ' -f1-3 /proc/loadavg))"
    start=$(date +%s)
    "$tool" report --compile-work-only --quiet --format json --output "$out/run$run" \
        "${arguments[@]}" >/dev/null
    echo "    $(($(date +%s) - start)) s wall; load after: $(cut -d' ' -f1-3 /proc/loadavg)"
done

echo "==> comparison"
python3 - "$out" "$runs" <<'PY'
import json, math, sys
out, runs = sys.argv[1], int(sys.argv[2])
snapshots = [json.load(open(f"{out}/run{n}/metrics.json")) for n in range(1, runs + 1)]
def profiles(snapshot):
    return {v["variant"]: v.get("compileWork") for v in snapshot["measurements"]["variants"]}
first = profiles(snapshots[0])
counters = None
print(f"{'variant':8} {'own files':>9}  own counters across {runs} runs   other jobs (Kit) differing")
for name, profile in first.items():
    if profile is None:
        print(f"{name:8} no compile-work figures"); continue
    counters = counters or list(profile["files"][0]["counters"])
    own = [{f["file"]: f["counters"] for f in profiles(s)[name]["files"]} for s in snapshots]
    same = all(o == own[0] for o in own[1:])
    other = [profiles(s)[name]["other"]["counters"] for s in snapshots]
    moved = [c for c in other[0] if any(o[c] != other[0][c] for o in other[1:])]
    print(f"{name:8} {len(own[0]):>9}  {'identical' if same else 'DIFFERENT':32} {', '.join(moved) or 'none'}")
    if not same:
        for file in own[0]:
            values = [o.get(file) for o in own]
            if any(v != values[0] for v in values):
                print(f"    {file}: {values}")
def pearson(x, y):
    n = len(x); mx = sum(x) / n; my = sum(y) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx = sum((a - mx) ** 2 for a in x); syy = sum((b - my) ** 2 for b in y)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else float("nan")
print("==> each counter against the compiler's CPU time per own file (r, r²), per run")
for n, snapshot in enumerate(snapshots, 1):
    files = [f for p in profiles(snapshot).values() if p for f in p["files"]]
    cpu = [f["cpuSeconds"] for f in files]
    cells = []
    for counter in counters or []:
        r = pearson([f["counters"][counter] for f in files], cpu)
        cells.append(f"{counter} {r:.2f} ({r * r * 100:.0f}%)")
    print(f"run {n} ({len(files)} files): " + "; ".join(cells))
PY
echo "==> snapshots kept in $out"
