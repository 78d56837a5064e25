# Sourced by the benchmarks that take an optional TOOL argument: sets `tool` (the argument, else
# a release build of this checkout), `work` (a temporary folder removed on exit), and prints the
# machine and its load. Expects `set -euo pipefail` and the repository as the current folder.
if [[ $# -ge 1 ]]; then
  tool="$1"
else
  echo "==> release build"
  swift build -c release --product archmetrics 2>&1 | tail -1
  tool="$(swift build -c release --show-bin-path)/archmetrics"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "==> machine"
echo "cpu: $(lscpu | sed -n 's/^Model name: *//p'), nproc: $(nproc), load: $(cut -d' ' -f1-3 /proc/loadavg)"
