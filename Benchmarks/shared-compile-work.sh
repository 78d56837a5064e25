#!/usr/bin/env bash
# May the compile-work builds of the variants share one scratch folder, so that Kit (the local
# package every variant depends on) is compiled once, not once per variant? Builds each variant
# with the compile-work flags, as CompileWorkInstrument does, two ways:
#   fresh   each variant in a fresh scratch folder of its own (as before),
#   shared  the variants one after another in one scratch folder, with
#           -disable-incremental-llvm-codegen (what SharedDependencyBuild does),
# and compares, job by job (module and file, from the statistics files' names), every integer
# counter of every job the shared build ran: it must equal the same job's in the fresh build.
# Rates (…PerSecond) and times are left out: they are time. It also checks which jobs the shared
# builds ran: all of the variant's own in each, Kit's only in the first. And it prints the wall
# and CPU time of each build (bash's `time`).
# Usage: bash Benchmarks/shared-compile-work.sh [VARIANT ...]  (default: all six, in the main
# job's order). Exit 1 when a counter differs or a shared build ran other jobs than expected.
set -euo pipefail
# shellcheck source=variant-benchmark.sh
source "$(dirname "${BASH_SOURCE[0]}")/variant-benchmark.sh"
variant_benchmark shared-compile-work "$@"

flags() { # stats folder
    echo -Xswiftc -stats-output-dir -Xswiftc "$1" -Xswiftc -disable-batch-mode -Xswiftc -gnone
}

build() { # variant way scratch stats extra-flags...
    local variant="$1" way="$2" scratch="$3" stats="$4"
    shift 4
    rm -rf "$stats" && mkdir -p "$stats"
    local TIMEFORMAT="%R %U %S" took
    # shellcheck disable=SC2046
    took=$({ time swift build --package-path "$repo/FootballGather/$variant" \
        --scratch-path "$scratch" $(flags "$stats") "$@" \
        >"$out/$variant-$way.log" 2>&1; } 2>&1) || {
        echo "    $way build failed: $out/$variant-$way.log"
        return 1
    }
    read -r wall user system <<<"$took"
    echo "$variant $way $wall $(echo "$user + $system" | bc)" >>"$out/times.txt"
    echo "    $way: $wall s wall, $(echo "$user + $system" | bc) s CPU, $(ls "$stats" | wc -l) jobs (load $(cut -d' ' -f1 /proc/loadavg))"
}

for variant in "${variants[@]}"; do
    echo "==> $variant"
    build "$variant" fresh "$out/fresh-scratch" "$out/stats/$variant-fresh"
    rm -rf "$out/fresh-scratch"
    build "$variant" shared "$out/shared-scratch" "$out/shared-stats" \
        -Xswiftc -Xfrontend -Xswiftc -disable-incremental-llvm-codegen
    mv "$out/shared-stats" "$out/stats/$variant-shared"
done
rm -rf "$out/shared-scratch"

echo "==> comparison"
python3 - "$repo" "$out" "${variants[@]}" <<'PY'
import glob, json, os, re, sys
repo, out, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
kit = set(os.listdir(os.path.join(repo, "FootballGather/Kit/Sources")))
name = re.compile(r"stats-\d+-swift-frontend-(.+)-[^-]+-(?:o|swiftmodule)-Onone-\d+\.json$")

def jobs(folder):
    """(module, file) -> counters of every job in a statistics folder (integers, no rates)."""
    found = {}
    for path in glob.glob(os.path.join(folder, "*.json")):
        match = name.search(os.path.basename(path))
        module, _, file = match.group(1).partition("-")
        counters = {k: v for k, v in json.load(open(path)).items()
                    if not k.startswith("time.") and not k.endswith("PerSecond")}
        found[(module, file)] = counters
    return found

failed = 0
times = {}
for line in open(os.path.join(out, "times.txt")):
    variant, way, wall, cpu = line.split()
    times[(variant, way)] = (float(wall), float(cpu))
own_jobs = own_counters = 0
print(f"{'variant':8} {'fresh jobs':>10} {'shared jobs':>11} {'Kit jobs shared':>15} {'counters compared':>17} {'differ':>6} {'wall fresh/shared':>18} {'CPU fresh/shared':>17}")
for index, variant in enumerate(variants):
    fresh = jobs(os.path.join(out, "stats", f"{variant}-fresh"))
    shared = jobs(os.path.join(out, "stats", f"{variant}-shared"))
    kit_shared = sum(1 for module, _ in shared if module in kit)
    own = {key for key in fresh if key[0] not in kit}
    expected = set(fresh) if index == 0 else own
    if set(shared) != expected:
        failed += 1
        print(f"  {variant}: the shared build ran {sorted(set(shared) ^ expected)[:5]} unlike expected")
    compared = differ = 0
    for key, counters in shared.items():
        if key[0] in kit:
            continue
        for counter in set(counters) | set(fresh.get(key, {})):
            compared += 1
            if counters.get(counter) != fresh.get(key, {}).get(counter):
                differ += 1
                if differ <= 5:
                    print(f"  {variant} {key} {counter}: fresh {fresh.get(key, {}).get(counter)}, shared {counters.get(counter)}")
    own_jobs += len(own)
    own_counters += compared
    failed += differ > 0
    (fw, fc), (sw, sc) = times[(variant, "fresh")], times[(variant, "shared")]
    print(f"{variant:8} {len(fresh):>10} {len(shared):>11} {kit_shared:>15} {compared:>17} {differ:>6} {fw:>8.1f} / {sw:<7.1f} {fc:>8.1f} / {sc:<7.1f}")
total = lambda way, i: sum(times[(v, way)][i] for v in variants)
print(f"own jobs {own_jobs}, counters compared {own_counters}; wall {total('fresh', 0):.1f} s fresh, {total('shared', 0):.1f} s shared; CPU {total('fresh', 1):.1f} s against {total('shared', 1):.1f} s")
sys.exit(1 if failed else 0)
PY
