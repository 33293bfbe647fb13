#!/usr/bin/env bash
# Fuzzes the embedding loaders (core/io), the model config reader, the session and the lesson file parsers with libFuzzer + ASan + UBSan.
#   scripts/fuzz.sh [SECONDS]   (default 60 per target)
# Configures build-fuzz/ with clang (PE_BUILD_FUZZ=ON), builds the fuzz_<target> programs (npy,
# safetensors, csv, npz, gguf, index, session, lesson, config), runs each for SECONDS from the seed
# corpus in tests/fuzz/corpus/<target>/ (tests/fuzz/make_corpus.py writes npz, gguf and index),
# and exits non-zero on any finding (crash, sanitizer report, leak, timeout, out of memory). New inputs go
# to build-fuzz/fuzz-work/<target>/ and crashing inputs to build-fuzz/fuzz-artifacts/<target>/;
# the committed corpus is only read. JOBS (default 2) sets the build parallelism; FUZZ_TARGETS
# (default "npy safetensors csv npz gguf index session lesson config") chooses the targets.
# libFuzzer's runtime comes with clang's compiler-rt (Debian: libclang-rt-14-dev).
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [[ "$seconds" -eq 0 ]]; then
    echo "usage: $0 [SECONDS]  (a positive whole number of seconds per target)" >&2
    exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build-fuzz"
read -r -a targets <<<"${FUZZ_TARGETS:-npy safetensors csv npz gguf index session lesson config}"

launcher=()
if command -v ccache >/dev/null 2>&1; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DPE_BUILD_FUZZ=ON \
    "${launcher[@]}" >/dev/null
cmake --build "$build" -j"${JOBS:-2}" --target "${targets[@]/#/fuzz_}"

export ASAN_OPTIONS="halt_on_error=1:abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"

failed=()
for target in "${targets[@]}"; do
    work="$build/fuzz-work/$target"
    artifacts="$build/fuzz-artifacts/$target"
    mkdir -p "$work" "$artifacts"
    echo "== fuzz_$target for ${seconds}s"
    if ! "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -dict="$root/tests/fuzz/$target.dict" -artifact_prefix="$artifacts/" \
        "$work" "$root/tests/fuzz/corpus/$target"; then
        failed+=("$target")
    fi
done

if ((${#failed[@]})); then
    echo "fuzz: findings in ${failed[*]} (inputs in $build/fuzz-artifacts/)" >&2
    exit 1
fi
echo "fuzz: no findings in ${targets[*]} after ${seconds}s each"
