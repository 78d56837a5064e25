#!/usr/bin/env bash
# Runs every test of the project: the tool's own, then the bundled Football Gather core's
# (Kit and each variant package), then the tool on the bundled core as CI uses it.
# Usage: bash scripts/test-all.sh        (from anywhere; needs only the Swift toolchain)
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

failures=()
passed_steps=0
step() {
  local name="$1"; shift
  echo "==> $name: $*"
  local start=$SECONDS
  if "$@"; then
    passed_steps=$((passed_steps + 1))
    echo "<== $name: ok ($((SECONDS - start)) s)"
  else
    failures+=("$name")
    echo "<== $name: FAILED ($((SECONDS - start)) s)"
  fi
}

step "archmetrics tests" swift test --package-path "$repo"
for package in "$repo"/FootballGather/*/; do
  [ -f "$package/Package.swift" ] || continue
  step "FootballGather/$(basename "$package") tests" swift test --package-path "$package"
done

echo
echo "steps: ${passed_steps} passed, ${#failures[@]} failed"
if [ ${#failures[@]} -gt 0 ]; then
  printf '  failed: %s\n' "${failures[@]}"
  exit 1
fi
