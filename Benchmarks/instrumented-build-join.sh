#!/usr/bin/env bash
# May the type-checking and the compile-work builds be one build? Builds each variant clean, in
# fresh scratch folders, three ways, with the flags the instruments give `swift build`
# (TypeCheckTimes.compilerFlags and CompileWorkStats.compilerFlags, each after -Xswiftc):
#   cw    the compile-work flags alone (what the compile-work build ran before the join),
#   joint the type-checking flags, then the compile-work flags (the joined build, in that order),
#   tc    the type-checking flags alone (what the type-checking build ran before the join),
# and compares: every compiler counter of every job, cw against joint, figure by figure (the
# variant's own modules must be EQUAL; the bundled Kit's first-wave jobs are known to vary
# between two identical builds, Docs/measurement.md, so they are listed, not judged), and the
# type-checking lines, tc against joint, read as TypeCheckTimes reads them (a reprinted line
# once): the same function bodies (file, line, column, name) must be timed; how many bodies are
# timed a different number of times, and the own bodies' total milliseconds, are printed, not
# judged (times vary with the load, and a joint build times each body in a job of its own file).
# The answer it gave (Benchmarks/RESULTS.md): the counters are equal, but the joined build took
# as long as the two alone and timed the bodies higher (batch mode off); so the tool builds them
# apart, type checking carried by the coverage run's build (type-check-in-coverage.sh).
# Usage: bash Benchmarks/instrumented-build-join.sh [VARIANT ...]  (default: all six)
# Exit 1 when an own counter or the set of timed bodies differs.
set -euo pipefail
# shellcheck source=variant-benchmark.sh
source "$(dirname "${BASH_SOURCE[0]}")/variant-benchmark.sh"
variant_benchmark instrumented-build-join "$@"

typecheck=(-Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies)
compilework() { compilework=(-Xswiftc -stats-output-dir -Xswiftc "$1" -Xswiftc -disable-batch-mode -Xswiftc -gnone); }

build() { # variant way flags...
    local variant="$1" way="$2"
    shift 2
    local TIMEFORMAT="%R s wall, %U s user + %S s system"
    local took
    # The build's own wall and CPU time (bash's `time`: its whole process tree, waited for).
    took=$({ time swift build --package-path "$repo/FootballGather/$variant" \
        --scratch-path "$out/$variant/$way-scratch" "$@" >"$out/$variant/$way.log" 2>&1; } 2>&1) || {
        echo "    $way build failed: $out/$variant/$way.log"
        return 1
    }
    echo "    $way: $took (load $(cut -d' ' -f1 /proc/loadavg))"
    rm -rf "$out/$variant/$way-scratch"
}

for variant in "${variants[@]}"; do
    echo "==> $variant"
    mkdir -p "$out/$variant/cw-stats" "$out/$variant/joint-stats"
    compilework "$out/$variant/cw-stats"
    build "$variant" cw "${compilework[@]}"
    compilework "$out/$variant/joint-stats"
    build "$variant" joint "${typecheck[@]}" "${compilework[@]}"
    build "$variant" tc "${typecheck[@]}"
done

echo "==> comparison"
python3 - "$repo" "$out" "${variants[@]}" <<'PY'
import json, os, re, sys
repo, out, variants = sys.argv[1], sys.argv[2], sys.argv[3:]
kit = set(os.listdir(f"{repo}/FootballGather/Kit/Sources"))

def jobs(folder):
    """(module, cleaned primary file) -> integer counters, as CompileWorkStats names jobs."""
    found = {}
    for name in os.listdir(folder):
        if not (name.startswith("stats-") and name.endswith(".json") and "-swift-frontend-" in name):
            continue
        parts = name.split("-swift-frontend-", 1)[1][:-5].split("-")
        key = (parts[0], parts[1])
        if key in found:
            raise SystemExit(f"two statistics files for {key} in {folder}")
        data = json.load(open(os.path.join(folder, name)))
        found[key] = {k: v for k, v in data.items() if isinstance(v, int) and not isinstance(v, bool)
                     and not k.startswith("time.") and not k.endswith("PerSecond")}
    return found

line = re.compile(r"^(\d+(?:\.\d+)?)ms\t(.+?):(\d+):(\d+)\t(.*)$")
def bodies(log, folder):
    """The own files' timed bodies: (file, line, column, name) -> count, and their total ms;
    a line printed again (SwiftPM reprints a job's output) counted once, as TypeCheckTimes
    reads them."""
    counts, total, seen = {}, 0.0, set()
    for text in open(log, errors="replace"):
        m = line.match(text.rstrip("\n"))
        if not m or not m.group(2).startswith(folder + "/") or text in seen:
            continue
        seen.add(text)
        key = (m.group(2)[len(folder) + 1:], int(m.group(3)), int(m.group(4)), m.group(5))
        counts[key] = counts.get(key, 0) + 1
        total += float(m.group(1))
    return counts, total

failed = False
print("bodies: own function bodies timed, as the tool counts them (tc: the type-checking flags alone, joint: both);"
      " timed again: bodies timed a different number of times; ms: own bodies' total")
print(f"{'variant':8} {'own jobs':>8} {'own counters':>12}  {'cw = joint':10} {'Kit jobs':>8} {'Kit differing':>13}"
      f"  {'bodies tc':>9} {'joint':>6}  {'same':5} {'timed again':>11}  {'ms tc':>8} {'joint':>8}")
for variant in variants:
    cw, joint = jobs(f"{out}/{variant}/cw-stats"), jobs(f"{out}/{variant}/joint-stats")
    own = sorted(k for k in cw.keys() | joint.keys() if k[0] not in kit)
    other = sorted(k for k in cw.keys() | joint.keys() if k[0] in kit)
    own_diff = [k for k in own if cw.get(k) != joint.get(k)]
    other_diff = [k for k in other if cw.get(k) != joint.get(k)]
    figures = sum(len(cw.get(k, {})) for k in own)
    folder = os.path.realpath(f"{repo}/FootballGather/{variant}")
    tc, tc_ms = bodies(f"{out}/{variant}/tc.log", folder)
    jt, jt_ms = bodies(f"{out}/{variant}/joint.log", folder)
    # The same bodies, by name and place. How often a body is timed may differ by one between
    # any two builds: a synthesized accessor is type-checked again by another job, with its own
    # time (so not a reprint), where that job needs it; those are counted, not judged.
    same_bodies = tc.keys() == jt.keys() and len(tc) > 0
    again = sum(1 for k in tc.keys() & jt.keys() if tc[k] != jt[k])
    failed |= bool(own_diff) or not same_bodies or not own
    print(f"{variant:8} {len(own):>8} {figures:>12}  {'EQUAL' if not own_diff else 'DIFFERENT':10} "
          f"{len(other):>8} {len(other_diff):>13}  {sum(tc.values()):>9} {sum(jt.values()):>6}  "
          f"{'yes' if same_bodies else 'NO':5} {again:>11}  {tc_ms:>8.0f} {jt_ms:>8.0f}")
    for key in own_diff:
        a, b = cw.get(key, {}), joint.get(key, {})
        names = sorted(n for n in a.keys() | b.keys() if a.get(n) != b.get(n))
        print(f"    {key[0]} {key[1]}: " + ", ".join(f"{n} {a.get(n)} -> {b.get(n)}" for n in names[:6]))
    for key in other_diff[:3]:
        a, b = cw.get(key, {}), joint.get(key, {})
        names = sorted(n for n in a.keys() | b.keys() if a.get(n) != b.get(n))
        print(f"    (Kit) {key[0]} {key[1]}: {len(names)} counters, e.g. "
              + ", ".join(f"{n} {a.get(n)} -> {b.get(n)}" for n in names[:2]))
    if not same_bodies:
        for key in sorted(tc.keys() ^ jt.keys()):
            if True:
                print(f"    body {key}: tc {tc.get(key)} joint {jt.get(key)}")
print("RESULT:", "the joined build's own counters and timed bodies are the separate builds'"
      if not failed else "DIFFERENT: do not join")
sys.exit(1 if failed else 0)
PY
