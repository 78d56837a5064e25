#!/usr/bin/env bash
# Shows the input-facing costs linear (issue 32, items 4 and 5): each input grown 1x, 10x and
# 100x, and the CPU time (and, with COUNT_INSTRUCTIONS=1, the instructions under callgrind, exact
# on a shared machine) of the command that reads it:
#   config    `report --no-build` with a config of N `roleRules` entries (500 / 5k / 50k)
#   depth     the same with a config nested N arrays deep (10k / 100k / 1M): refused at once
#   glob      a `path` rule `**/*a*a…*a*b` of N stars, never matching, over 200 files whose
#             names are 240 letters `a` (N = 12 / 120 / 1200)
#   screens   `report --no-build` on two variants of N screens, a view controller and a view
#             each, every screen's view controller naming the next one (200 / 2k / 20k)
#   files     `report --no-build` on one variant of N files in 20 screens (2k / 20k / 200k),
#             beside `scan` of the same tree
#   nearmiss  `report --no-build` on one variant of N screens (a view controller each) and N
#             presenters whose names miss one of them by a letter (80 / 800 / 8k)
#   stats     `report --runs 1 --warmup 0` of a variant whose configured build (a shell script:
#             no compiler) points the compiler statistics folder at one of N small statistics
#             files, the tool reading them (1k / 10k / 100k), and its peak resident memory with
#             none and with 100k
# The last columns divide the 10x and 100x figures by the 1x one, the cost of the smallest
# input of its kind (start-up, fixed work) taken off: ~10 and ~100 when linear, ~100 and
# ~10,000 when quadratic.
# Usage: bash Benchmarks/input-scaling-benchmark.sh [TOOL]
#   (default: a release build of this checkout; give another build's binary to compare)
#   RUNS=N: runs per figure (median; default 3). ONLY="config glob": only those rows.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

source "$repo/Benchmarks/release-tool.sh"

python3 - "$tool" "$work" "${RUNS:-3}" "${ONLY:-config depth glob screens files nearmiss stats}" "${COUNT_INSTRUCTIONS:-0}" <<'PY'
import json, os, re, resource, shutil, statistics, subprocess, sys
tool, work, runs, only, count = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4].split(), sys.argv[5] == "1"
count = count and shutil.which("valgrind") is not None

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)

def tiny_variant():
    folder = f"{work}/tiny/App"
    write(f"{folder}/Screens/Login/LoginViewController.swift", "class LoginViewController {}\n")
    return folder

def config_with_rules(n):
    rules = [{"suffix": f"Thing{i}", "role": "shared"} for i in range(n)]
    path = f"{work}/config{n}.json"
    write(path, json.dumps({"variants": [{"name": "App", "path": tiny_variant()}], "roleRules": rules}, indent=2))
    return path

def config_nested(n):
    path = f"{work}/nested{n}.json"
    write(path, '{"description": ' + "[" * n + "]" * n + "}")
    return path

def config_with_glob(n):
    folder = f"{work}/glob/App"
    for i in range(200):
        # 240 letters and a distinct tail: no name ends in `b`, so the glob never matches.
        write(f"{folder}/Sources/{'a' * 240}{i:03}.swift", f"struct T{i} {{}}\n")
    path = f"{work}/glob{n}.json"
    pattern = "**/" + "*a" * n + "*b"
    write(path, json.dumps({"variants": [{"name": "App", "path": folder}],
                            "roleRules": [{"path": pattern, "role": "shared"}]}))
    return path

def screens_tree(n):
    root = f"{work}/screens{n}"
    for variant in ("One", "Two"):
        for i in range(n):
            folder = f"{root}/{variant}/Screens/Screen{i}"
            following = (i + 1) % n
            write(f"{folder}/Screen{i}ViewController.swift",
                  f"class Screen{i}ViewController: UIViewController {{\n"
                  f"    let view{i} = Screen{i}View()\n"
                  f"    func next() {{ _ = Screen{following}ViewController() }}\n}}\n")
            write(f"{folder}/Screen{i}View.swift", f"class Screen{i}View: UIView {{}}\n")
    return root

def files_tree(n):
    root = f"{work}/files{n}/App"
    for i in range(n):
        write(f"{root}/Screens/Screen{i % 20}/Thing{i}.swift",
              f"struct Thing{i} {{\n    var next: Thing{(i + 1) % n}?\n}}\n")
    return root

def word(i):
    value, letters = (i * 7919 + 104729) % 26 ** 7, ""
    for _ in range(7):
        letters += chr(97 + value % 26)
        value //= 26
    return "Q" + letters

def near_miss_tree(n):
    root = f"{work}/nearmiss{n}/App"
    for i in range(n):
        screen = word(i)
        missed = screen[:-1] + ("y" if screen[-1] == "z" else "z")
        write(f"{root}/Screens/{screen}/{screen}ViewController.swift",
              f"final class {screen}ViewController: UIViewController {{}}\n")
        write(f"{root}/Presenters/{i % 64}/{missed}Presenter.swift", f"final class {missed}Presenter {{}}\n")
    return root

def measure(command):
    # A deep config is refused (exit 2); everything else must work, or its time means nothing.
    expected = 2 if any("nested" in part for part in command) else 0
    # CPU time (user + system) of the tool: on a shared machine under load the wall time is
    # mostly waiting for a core, and it says little about the work.
    cpus = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        finished = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if finished.returncode != expected:
            sys.exit(f"exit {finished.returncode}, not {expected}: {' '.join(command)}\n{finished.stderr}")
    instructions = None
    if count:
        output = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True).stderr
        instructions = int(re.search(r"refs:\s*([\d,]+)", output).group(1).replace(",", ""))
    return statistics.median(cpus), instructions

def report(config=None, variants=()):
    command = [tool, "report", "--no-build", "--output", f"{work}/out"]
    if config:
        command += ["--config", config]
    for name, path in variants:
        command += ["--variants", f"{name}={path}"]
    return command

def row(name, sizes, command_for, baseline=None):
    """One row: a figure per size, then the growth of the 10x and 100x figures over 1x, with
    `baseline` (the cost at size ~0) taken off first."""
    figures = [measure(command_for(n)) for n in sizes]
    base = measure(baseline) if baseline else (0, 0 if count else None)
    cells = "".join(f"{cpu * 1000:>11.0f} ms" + (f" {ins / 1e6:>8,.0f} M" if ins is not None else "")
                    for cpu, ins in figures)
    key = 1 if count else 0
    grown = [max(f[key] - base[key], 1e-9) for f in figures]
    print(f"{name:<9}{', '.join(f'{n:,}' for n in sizes):>24}{cells}"
          f"{grown[1] / grown[0]:>9.1f}x{grown[2] / grown[0]:>9.1f}x", flush=True)

print("==> CPU times (user + system, median of %d runs%s); growth of 10x and 100x over 1x, the empty case taken off"
      % (runs, "; instructions in millions under callgrind, growth of instructions" if count else ""))
print(f"{'input':<9}{'sizes (1x, 10x, 100x)':>24}{'1x':>14}{'10x':>14}{'100x':>14}{'10x/1x':>10}{'100x/1x':>10}"
      if not count else f"{'input':<9}{'sizes':>24}{'1x':>24}{'10x':>24}{'100x':>24}{'10x/1x':>10}{'100x/1x':>10}")
empty_config = config_with_rules(0)
if "config" in only:
    row("config", (500, 5_000, 50_000), lambda n: report(config=config_with_rules(n)),
        baseline=report(config=empty_config))
if "depth" in only:
    row("depth", (10_000, 100_000, 1_000_000), lambda n: report(config=config_nested(n)),
        baseline=report(config=empty_config))
if "glob" in only:
    row("glob", (12, 120, 1200), lambda n: report(config=config_with_glob(n)),
        baseline=report(config=config_with_glob(0)))
if "screens" in only:
    trees = {}
    def screens(n):
        trees[n] = trees.get(n) or screens_tree(n)
        return report(variants=[("One", f"{trees[n]}/One"), ("Two", f"{trees[n]}/Two")])
    row("screens", (200, 2_000, 20_000), screens, baseline=screens(2))
    for n in list(trees):
        shutil.rmtree(trees[n])
if "files" in only:
    trees = {}
    def files(n, scan=False):
        trees[n] = trees.get(n) or files_tree(n)
        return [tool, "scan", trees[n]] if scan else report(variants=[("App", trees[n])])
    row("files", (2_000, 20_000, 200_000), files, baseline=files(20))
    row("scan", (2_000, 20_000, 200_000), lambda n: files(n, scan=True), baseline=files(20, scan=True))
if "nearmiss" in only:
    trees = {}
    def near_misses(n):
        trees[n] = trees.get(n) or near_miss_tree(n)
        return report(variants=[("App", trees[n])])
    row("nearmiss", (80, 800, 8_000), near_misses, baseline=near_misses(2))
if "stats" in only:
    def stats_config(n):
        folder = f"{work}/stats{n}"
        for i in range(n):
            write(f"{folder}/files/stats-{i}-swift-frontend-App-F{i}.swift-x86_64_unknown_linux_gnu-o-Onone-{i}.json",
                  '{"Sema.NumConstraintScopes": 3, "time.swift.perform-sema.user": 0.25}')
        os.makedirs(f"{folder}/files", exist_ok=True)
        write(f"{folder}/App/App.swift", "final class GatherPresenter {}\n")
        # The build swaps the empty statistics folder the tool made for a link to the files.
        script = ('while [ $# -gt 0 ]; do [ "$1" = -stats-output-dir ] && rmdir "$2" && '
                  f'ln -s {folder}/files "$2"; shift; done; true')
        write(f"{folder}/config.json", json.dumps({
            "variants": [{"name": "App", "path": f"{folder}/App"}],
            "commands": {"build": ["sh", "-c", script, "sh", "{swiftFlags}"], "test": ["true"]}}))
        return [tool, "report", "--config", f"{folder}/config.json", "--runs", "1", "--warmup", "0",
                "--quiet", "--output", f"{work}/out"]
    configs = {}
    def stats(n):
        configs[n] = configs.get(n) or stats_config(n)
        return configs[n]
    row("stats", (1_000, 10_000, 100_000), stats, baseline=stats(0))
    # The tool's own peak at 100x (os.wait4: this run's figure, not the high-water mark of all).
    for n in (0, 100_000):
        child = subprocess.Popen(stats(n), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        peak = os.wait4(child.pid, 0)[2].ru_maxrss
        print(f"{'':<9}peak resident memory with {n:,} statistics files: {peak / 1024:,.0f} MiB",
              flush=True)
PY
