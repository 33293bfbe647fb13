#!/usr/bin/env bash
# Positional Encoding Explorer: one entry point for people and CI. ./dev.sh help lists the
# commands.
#
# Works on a fresh Debian 12 or Ubuntu 24.04 with bash and apt-get: distribution packages
# are installed with apt-get (through sudo when not root, for apt-get only: the build stays
# yours); nothing is installed when all are present. Extra arguments after "run" go to the
# app (./dev.sh run --view clock), after "test" to ctest (./dev.sh test -R e2e).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
# Everything run, build, test and bench need (qt6-tools-dev and qt6-l10n-tools: CMake's
# LinguistTools, lupdate and lrelease for the translations; fonts-noto-cjk: Chinese glyphs;
# the FFmpeg libraries: --animate; poppler-utils and unicode-data: the handout test reads the PDFs
# back with pdftotext and pdfinfo and maps CJK radicals to ideographs; openbox, xdotool and
# x11-utils: the window-manager test frames the window and reads its geometry);
# the last line is for the packaging test
# (desktop-file-validate, appstreamcli), so that it runs rather than skips in CI.
PACKAGES=(
  g++ cmake make pkg-config
  qt6-base-dev qt6-svg-dev libqcustomplot-dev
  qt6-tools-dev qt6-l10n-tools
  libeigen3-dev libfftw3-dev libgtest-dev zlib1g-dev libzip-dev
  libavcodec-dev libavformat-dev libswscale-dev libavutil-dev poppler-utils unicode-data
  xvfb xauth fonts-dejavu-core fonts-noto-cjk openbox xdotool x11-utils
  desktop-file-utils appstream
)
# Only for ./dev.sh package: dpkg-shlibdeps works out the .deb's Depends.
PACKAGE_PACKAGES=(dpkg-dev)

usage() {
  cat <<'EOF'
usage: ./dev.sh COMMAND [ARGS...]      (make COMMAND does the same)

  run [APP ARGS]         build the app only and launch it (./dev.sh run --view clock --d 64)
  test [CTEST ARGS]      build everything, run every test headless (what CI runs)
  test --sanitize        the same in build-sanitize/ with AddressSanitizer (leaks too)
                         and UBSan; any finding fails the test
  bench [BENCH ARGS]     build the app and the benchmark, run the benchmark
  build                  build everything (app, tests, benchmark) in build/
  deps                   only install the missing distribution packages
  package                build the app and make a .deb in build/ (CPack)
  fuzz [SECONDS]         run every fuzzer for SECONDS each (default 60; scripts/fuzz.sh)
  format                 format every C++ file with clang-format (.clang-format)
  format-check           check that every C++ file is formatted (what CI runs first)
  help, -h, --help       this list

Every command first installs what is missing with apt-get (sudo when not root) and says
what it installs beforehand. Variables: BUILD_DIR (default build), JOBS (default nproc).
EOF
}

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# install_deps PACKAGE...: installs those of the packages that are missing.
install_deps() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    die "missing packages (${missing[*]}) and no apt-get to install them"
  fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      die "missing packages (${missing[*]}): run as root or install sudo"
    fi
  fi
  say "Installing ${#missing[@]} missing Debian packages (and what they depend on): ${missing[*]}"
  echo "    When all of them are missing (a fresh Debian or Ubuntu) that is about 380 MB to download,"
  echo "    and the first build and test then take about 15 minutes on 2 cores. apt-get prints the"
  echo "    exact sizes below (\"Need to get\").${sudo[*]:+ sudo is used for apt-get only.}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
}

# A build folder left by an earlier `sudo ./dev.sh` belongs to root: say so, with the fix,
# rather than letting CMake fail on a permission error deep inside it.
check_build_dir() {
  local dir=$1
  [ -e "$dir" ] || return 0
  [ "$(id -u)" -eq 0 ] && return 0
  local foreign
  foreign=$(find "$dir" -maxdepth 3 ! -user "$(id -u)" -print -quit 2>/dev/null || true)
  if [ -n "$foreign" ] || [ ! -w "$dir" ]; then
    local owner
    owner=$(stat -c %U "${foreign:-$dir}" 2>/dev/null || echo "another user")
    die "$dir/ belongs to $owner (an earlier run with sudo?), so it cannot be built in as $(id -un).
Fix: sudo chown -R $(id -un) $dir   (or remove it: sudo rm -rf $dir)"
  fi
}

# configure [CMAKE ARGS...]: configures $BUILD_DIR.
configure() {
  check_build_dir "$BUILD_DIR"
  say "Configuring in $BUILD_DIR"
  cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" "$@"
}

# build [TARGET...]: installs what is missing, configures and builds those targets (all
# without any).
build() {
  install_deps "${PACKAGES[@]}"
  configure
  local targets=()
  for t in "$@"; do targets+=(--target "$t"); done
  say "Building ${*:-everything} in $BUILD_DIR"
  cmake --build "$BUILD_DIR" -j "$JOBS" "${targets[@]}"
}

run_tests() {
  say "Running the tests (headless)"
  export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
  ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS" "$@"
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
  help | -h | --help) usage ;;
  deps) install_deps "${PACKAGES[@]}" ;;
  build) build ;;
  run)
    build pe-explorer
    say "Launching pe-explorer"
    exec "$BUILD_DIR/app/pe-explorer" "$@"
    ;;
  test)
    if [ "${1:-}" = --sanitize ]; then
      shift
      # Address (leaks included) and undefined-behaviour sanitizers; a finding stops the
      # program with an error, which fails its test.
      BUILD_DIR=${SANITIZE_BUILD_DIR:-build-sanitize}
      BUILD_TYPE=RelWithDebInfo
      flags="-fsanitize=address,undefined -fno-omit-frame-pointer"
      install_deps "${PACKAGES[@]}"
      configure -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
                -DCMAKE_SHARED_LINKER_FLAGS="-fsanitize=address,undefined"
      say "Building everything in $BUILD_DIR (sanitizers)"
      cmake --build "$BUILD_DIR" -j "$JOBS"
      # The one leak the suite shows is libdbus's (Qt's xcb platform, the real-window test),
      # not ours: suppressed by library name.
      printf 'leak:libdbus-1.so\n' > "$BUILD_DIR/lsan.supp"
      export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1}
      export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/$BUILD_DIR/lsan.supp:print_suppressions=0}
      export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
      run_tests "$@"
    else
      build
      run_tests "$@"
    fi
    ;;
  bench)
    build pe-explorer pe-bench
    say "Running the benchmark"
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    "$BUILD_DIR/tests/pe-bench" "$@"
    ;;
  package)
    install_deps "${PACKAGES[@]}" "${PACKAGE_PACKAGES[@]}"
    configure
    say "Building pe-explorer in $BUILD_DIR"
    cmake --build "$BUILD_DIR" -j "$JOBS" --target pe-explorer
    say "Making the .deb (CPack)"
    (cd "$BUILD_DIR" && cpack -G DEB)
    deb=$(ls -t "$BUILD_DIR"/pe-explorer_*.deb | head -n 1)
    say "Made $deb"
    echo "    Install it with: sudo apt-get install ./$deb    (remove: sudo apt-get remove pe-explorer)"
    ;;
  fuzz)
    install_deps "${PACKAGES[@]}" clang libclang-rt-dev
    exec bash scripts/fuzz.sh "$@"
    ;;
  format|format-check)
    install_deps clang-format
    mapfile -t sources < <(git ls-files '*.cpp' '*.h')
    if [ "$cmd" = format ]; then
      clang-format -i "${sources[@]}"
    else
      clang-format --dry-run -Werror "${sources[@]}" || die "some files are not formatted: run ./dev.sh format"
      say "All ${#sources[@]} C++ files are formatted"
    fi
    ;;
  *)
    echo "error: unknown command '$cmd'" >&2
    usage >&2
    exit 2
    ;;
esac
