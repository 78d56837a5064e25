#!/bin/sh
# Builds the variant of this fixture with swiftc alone, as a CMake project would: first a
# throw-away compiler check (module `main`, a file `main.swift`, compiled with the same flags and
# deleted, like CMake's configure-time check), then two modules that each hold a `Format.swift`:
# Core, a static library, and App, an executable over it with its own `main.swift`.
#   build.sh VARIANT_FOLDER SCRATCH_FOLDER [SWIFTC_FLAGS...]
# The extra flags are archmetrics' {swiftFlags}, passed to every swiftc call as they are.
set -eu
variant=$1
scratch=$2
shift 2
mkdir -p "$scratch/check" "$scratch/modules"
printf 'print("the compiler works")\n' > "$scratch/check/main.swift"
swiftc -module-name main -o "$scratch/check/check" "$@" "$scratch/check/main.swift"
rm -rf "$scratch/check"
swiftc -emit-library -static -module-name Core -emit-module \
  -emit-module-path "$scratch/modules/Core.swiftmodule" -o "$scratch/libCore.a" "$@" \
  "$variant/Core/Format.swift" "$variant/Core/Price.swift"
swiftc -module-name App -I "$scratch/modules" -L "$scratch" -lCore -o "$scratch/app" "$@" \
  "$variant/App/Format.swift" "$variant/App/main.swift"
echo "build.sh: built $scratch/app"
