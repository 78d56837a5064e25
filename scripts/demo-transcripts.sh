#!/usr/bin/env bash
# Runs the one scripted session (FootballGather/Kit, FootballGatherScript) on all six variants
# through their demos and requires byte-identical transcripts: the variants provably do the same
# thing. Each variant's own tests compare its session with the recorded transcript; this step
# compares the six demos with each other. It reuses each variant's .build (scripts/test-all.sh
# has just built them with `swift test`), so it costs seconds; a missing demo is built first.
# Usage: bash scripts/demo-transcripts.sh     (exit 0 when all six agree, 1 otherwise)
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(mktemp -d "${TMPDIR:-/tmp}/archmetrics-transcripts.XXXXXX")"
trap 'rm -rf "$out"' EXIT

status=0
reference=""
for package in "$repo"/FootballGather/*/; do
  [ -d "$package/Demo" ] || continue
  name="$(basename "$package")"
  if ! swift build --package-path "$package" --product FootballGatherDemo >"$out/$name.log" 2>&1; then
    echo "$name: the demo did not build"; cat "$out/$name.log"; status=1; continue
  fi
  if ! "$package/.build/debug/FootballGatherDemo" >"$out/$name.txt"; then
    echo "$name: the scripted session failed (above)"; status=1; continue
  fi
  if [ -z "$reference" ]; then
    reference="$name"
  elif ! cmp -s "$out/$reference.txt" "$out/$name.txt"; then
    echo "$name: the transcript differs from $reference's:"
    diff "$out/$reference.txt" "$out/$name.txt" | head -40
    status=1
  else
    echo "$name: the same transcript as $reference ($(wc -l <"$out/$name.txt") lines)"
  fi
done
[ -n "$reference" ] || { echo "no variant demo found under FootballGather/"; exit 1; }
exit "$status"
