#!/bin/sh
# Builds one variant of this fixture with swiftc alone (no Package.swift), as a team whose app
# is built by its own script might: a static library of the variant's Sources/ in the scratch
# folder. Like make, it compiles nothing when the library is newer than every source, so the
# "nothing changed" build and the touched-file builds mean what they say.
#   build.sh VARIANT_FOLDER SCRATCH_FOLDER [SWIFTC_FLAGS...]
# The extra flags are archmetrics' {swiftFlags} (statistics, type-checking times), passed to
# swiftc as they are.
set -eu
variant=$1
scratch=$2
shift 2
name=$(basename "$variant")
library="$scratch/lib$name.a"
mkdir -p "$scratch"
if [ -f "$library" ] && [ -z "$(find "$variant/Sources" -name '*.swift' -newer "$library")" ]; then
  echo "build.sh: $name is up to date"
  exit 0
fi
# Absolute source paths: the compiler's timing lines then name files archmetrics can place.
find "$variant/Sources" -name '*.swift' | sort > "$scratch/sources.txt"
# shellcheck disable=SC2046
swiftc -emit-library -static -module-name "$name" -o "$library" "$@" $(cat "$scratch/sources.txt")
echo "build.sh: built $library"
