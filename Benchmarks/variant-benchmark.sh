# Sourced by the benchmark scripts that build bundled variants one by one
# (instrumented-build-join.sh, shared-compile-work.sh, type-check-in-coverage.sh):
# `variant_benchmark NAME "$@"` sets `repo` (this checkout), `variants` (the arguments, else all
# six in the main job's order) and `out` (a fresh folder NAME.XXXXXX under the temporary
# folder), and prints the toolchain, the cores, the load and where the output goes.
variant_benchmark() {
    local name="$1"
    shift
    repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    variants=("$@")
    [ ${#variants[@]} -gt 0 ] || variants=(MVC MVVM MVP MVP-C VIPER VIP)
    out="$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")"
    echo "==> $(swift --version 2>&1 | head -1); nproc $(nproc); load $(cut -d' ' -f1-3 /proc/loadavg); output in $out"
}
