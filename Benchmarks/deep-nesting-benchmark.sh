#!/usr/bin/env bash
# Shows the structure analysis linear in tokens on deeply nested code (issue 21, item 5):
# `archmetrics scan FILE --analysis` on files of N nested declarations or blocks, N from 10k to
# 100k, and `report --no-build` on a variant holding the 100k nested classes. Each time is the
# median of RUNS runs (default 3); when valgrind is installed, each command's instructions are
# also counted under callgrind (exact on a shared machine, where wall times of a few tens of
# milliseconds are mostly noise). The last column divides the 100k figure by the 10k one, the
# cost of an empty file taken off both: ≈ 10 when linear, ≈ 100 when quadratic.
# Usage: bash Benchmarks/deep-nesting-benchmark.sh [TOOL]
#   (default: a release build of this checkout; give another build's binary to compare)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${RUNS:-3}"
cd "$repo"

source "$repo/Benchmarks/release-tool.sh"

echo "==> files"
# class: nested types (qualified type names); func: nested functions (a function per level,
# each named by all the others); if: nested blocks in one function (decisions counted into
# it from deep inside); ifdef: a `#if` per level, each branch opening a type (the nesting is
# saved at every `#if`).
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
shapes = {
    "class": lambda n: "class C {\n" * n + "}\n" * n,
    "func": lambda n: "func f() {\n" * n + "}\n" * n,
    "if": lambda n: "func g() {\n" + "if a {\n" * n + "}\n" * n + "}\n",
    "ifdef": lambda n: "#if A\nclass C {\n#else\nclass D {\n#endif\n" * n + "}\n" * n,
}
for shape, make in shapes.items():
    for n in (10_000, 20_000, 40_000, 100_000):
        with open(f"{work}/{shape}{n}.swift", "w") as file:
            file.write(make(n))
PY
mkdir -p "$work/variants/Deep"
cp "$work/class100000.swift" "$work/variants/Deep/Deep.swift"
ls -l "$work"/*100000.swift | awk '{print $5, $NF}'

echo "==> times (median of $runs runs, wall; instructions under callgrind when installed)"
: > "$work/empty.swift"
python3 - "$tool" "$work" "$runs" <<'PY'
import re, shutil, statistics, subprocess, sys, time
tool, work, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
callgrind = shutil.which("valgrind") is not None

def wall(command):
    walls = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        walls.append(time.perf_counter() - start)
    return statistics.median(walls)

def instructions(command):
    """Instructions executed (callgrind's `refs`): exact, whatever else the machine runs."""
    if not callgrind:
        return None
    output = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr
    return int(re.search(r"refs:\s*([\d,]+)", output).group(1).replace(",", ""))

def analysis(path):
    return [tool, "scan", path, "--analysis"]

# Start-up and the report's fixed work cost the same at every size: taken off before the
# ratio, so that it compares the work that grows with the file.
base_wall = wall(analysis(f"{work}/empty.swift"))
base_instructions = instructions(analysis(f"{work}/empty.swift"))
print(f'scan --analysis of an empty file (start-up, subtracted below): {base_wall * 1000:.0f} ms'
      + (f', {base_instructions:,} instructions' if callgrind else ''))
sizes = (10_000, 20_000, 40_000, 100_000)
print(f'{"nesting":<8}' + "".join(f'{n:>26,}' for n in sizes) + f'{"100k / 10k":>14}')
for shape in ("class", "func", "if", "ifdef"):
    walls, counts, cells = [], [], ""
    for n in sizes:
        path = f"{work}/{shape}{n}.swift"
        walls.append(wall(analysis(path)) - base_wall)
        count = instructions(analysis(path))
        cell = f'{(walls[-1] + base_wall) * 1000:.0f} ms'
        if count is not None:
            counts.append(count - base_instructions)
            cell += f' {count / 1e6:.0f} M'
        cells += f'{cell:>26}'
    growth = counts[-1] / counts[0] if counts else walls[-1] / walls[0]
    print(f'{shape:<8}' + cells + f'{growth:>13.1f}x')
print("(cells: wall time; instructions in millions. 100k / 10k: of instructions when counted, "
      "else of wall time, start-up taken off)")

print(f'plain scan of class100000.swift (no analysis): {wall([tool, "scan", f"{work}/class100000.swift"]) * 1000:.0f} ms')
report = [tool, "report", "--no-build", "--output", f"{work}/report", "--variants",
          f"Deep={work}/variants/Deep"]
print(f'report --no-build, one variant holding class100000.swift: {wall(report) * 1000:.0f} ms')
PY
