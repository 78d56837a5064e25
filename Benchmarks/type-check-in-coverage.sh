#!/usr/bin/env bash
# May the coverage run's build carry the type-checking flag instead of a type-checking build of
# its own? Builds each variant, in fresh scratch folders, the old way and the new:
#   cov   `swift test --enable-code-coverage` (the coverage run alone, as before),
#   tc    `swift build` with the type-checking flags (the type-checking build, as before),
#   carry `swift build --enable-code-coverage` with the type-checking flags (the variant's
#         targets), then `swift test --enable-code-coverage` with the same flags (the tests on
#         top, and the run): what CoverageMeasure now does,
# and compares the type-checking lines of tc and of carry's build, read as TypeCheckTimes reads
# them (a reprinted line once): the same own function bodies (file, line, column, name) must be
# timed; their total milliseconds and the other files' are printed, not judged (times vary with
# the load). It also prints each way's wall and CPU time (bash's `time`), so old (cov + tc)
# and new (carry) can be compared, and checks that carry's test run compiled none of the
# variant's own files again (they were up to date).
# Usage: bash Benchmarks/type-check-in-coverage.sh [VARIANT ...]  (default: all six)
# Exit 1 when the timed bodies differ or the test run rebuilt an own file.
set -euo pipefail
# shellcheck source=variant-benchmark.sh
source "$(dirname "${BASH_SOURCE[0]}")/variant-benchmark.sh"
variant_benchmark type-check-in-coverage "$@"

typecheck=(-Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies)

run() { # variant way log command...
    local variant="$1" way="$2" log="$3"
    shift 3
    local TIMEFORMAT="%R %U %S"
    local took
    took=$({ time swift "$@" --package-path "$repo/FootballGather/$variant" \
        --scratch-path "$out/$variant/$way-scratch" >"$out/$variant/$log.log" 2>&1; } 2>&1) || {
        echo "    $log failed: $out/$variant/$log.log"
        return 1
    }
    read -r wall user system <<<"$took"
    echo "$variant $log $wall $(echo "$user + $system" | bc)" >>"$out/times.txt"
    echo "    $log: $wall s wall, $(echo "$user + $system" | bc) s CPU (load $(cut -d' ' -f1 /proc/loadavg))"
}

for variant in "${variants[@]}"; do
    echo "==> $variant"
    mkdir -p "$out/$variant"
    run "$variant" cov cov test --enable-code-coverage
    rm -rf "$out/$variant/cov-scratch"
    run "$variant" tc tc build "${typecheck[@]}"
    rm -rf "$out/$variant/tc-scratch"
    run "$variant" carry carry-build build --enable-code-coverage "${typecheck[@]}"
    run "$variant" carry carry-test test --enable-code-coverage "${typecheck[@]}"
    rm -rf "$out/$variant/carry-scratch"
done

echo "==> comparison"
python3 - "$repo" "$out" "${variants[@]}" <<'PY'
import os, re, sys
repo, out, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
line = re.compile(r"^(\d+(?:\.\d+)?)ms\t(.+?):(\d+):(\d+)\t(.*)$")

def bodies(log, folder):
    """The own files' timed bodies (outside the tests): key -> count, their total ms, and the
    other files' total ms; a reprinted line counted once, as TypeCheckTimes reads them."""
    counts, own, other, seen = {}, 0.0, 0.0, set()
    for text in open(log, errors="replace"):
        m = line.match(text.rstrip("\n"))
        if not m or text in seen:
            continue
        seen.add(text)
        if not m.group(2).startswith(folder + "/") or "Tests/" in m.group(2):
            other += float(m.group(1))
            continue
        key = (m.group(2)[len(folder) + 1:], int(m.group(3)), int(m.group(4)), m.group(5))
        counts[key] = counts.get(key, 0) + 1
        own += float(m.group(1))
    return counts, own, other

times = {}
for text in open(f"{out}/times.txt"):
    variant, way, wall, cpu = text.split()
    times[(variant, way)] = (float(wall), float(cpu))

failed = False
print(f"{'variant':8} {'bodies tc':>9} {'carry':>6} {'same':5} {'ms tc':>7} {'carry':>7} {'other tc':>9} {'carry':>7}"
      f"  {'rebuilt':>7}  {'old wall':>8} {'new':>6} {'old CPU':>8} {'new':>6}")
old_total = new_total = 0.0
for variant in variants:
    folder = os.path.realpath(f"{repo}/FootballGather/{variant}")
    tc, tc_ms, tc_other = bodies(f"{out}/{variant}/tc.log", folder)
    cb, cb_ms, cb_other = bodies(f"{out}/{variant}/carry-build.log", folder)
    same = tc.keys() == cb.keys() and len(tc) > 0
    # The test run must find the variant's own modules up to date: it compiles only test targets.
    rebuilt = [l for l in open(f"{out}/{variant}/carry-test.log", errors="replace")
               if re.match(r"^\[\d+/\d+\] Compiling ", l) and "Tests" not in l.split()[2]
               and "TestSupport" not in l.split()[2]]
    failed |= not same or bool(rebuilt)
    old = [a + b for a, b in zip(times[(variant, "cov")], times[(variant, "tc")])]
    new = [a + b for a, b in zip(times[(variant, "carry-build")], times[(variant, "carry-test")])]
    old_total += old[0]; new_total += new[0]
    print(f"{variant:8} {sum(tc.values()):>9} {sum(cb.values()):>6} {'yes' if same else 'NO':5} "
          f"{tc_ms:>7.0f} {cb_ms:>7.0f} {tc_other:>9.0f} {cb_other:>7.0f}  {len(rebuilt):>7}  "
          f"{old[0]:>8.1f} {new[0]:>6.1f} {old[1]:>8.1f} {new[1]:>6.1f}")
    for l in rebuilt[:3]:
        print("    rebuilt:", l.strip())
    if not same:
        for key in sorted(tc.keys() ^ cb.keys())[:10]:
            print(f"    body {key}: tc {tc.get(key)} carry {cb.get(key)}")
print(f"wall time, all variants: old (coverage run + type-checking build) {old_total:.1f} s, new (carried) {new_total:.1f} s")
print("RESULT:", "the coverage build times the type-checking build's bodies, and the test run rebuilt no own file"
      if not failed else "DIFFERENT: do not carry")
sys.exit(1 if failed else 0)
PY
