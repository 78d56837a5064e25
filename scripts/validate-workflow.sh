#!/usr/bin/env bash
# Validates the example CI workflow (Examples/github-actions.yml) as GitHub would take it:
# actionlint (expressions, action inputs, job needs, shell quoting) and the GitHub workflow
# JSON schema vendored by check-jsonschema. The validators come from
# scripts/install-validators.sh (run first by .ci/run; run it once by hand otherwise).
# Usage: bash scripts/validate-workflow.sh [FILE ...]
#   (default: Examples/github-actions.yml and this repository's .github/workflows/ci.yml)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$repo/.build/validators"
if [ ! -x "$venv/bin/actionlint" ] || [ ! -x "$venv/bin/check-jsonschema" ]; then
  echo "validate-workflow: FAILED: the validators are not installed; run bash scripts/install-validators.sh" >&2
  exit 1
fi
files=("$@")
[ ${#files[@]} -gt 0 ] || files=("$repo/Examples/github-actions.yml" "$repo/.github/workflows/ci.yml")
"$venv/bin/actionlint" -version | head -1
"$venv/bin/actionlint" "${files[@]}"
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${files[@]}"
echo "validate-workflow: ok (${#files[@]} file$([ ${#files[@]} -eq 1 ] || echo s))"
