#!/usr/bin/env bash
# Positional Encoding Explorer: one entry point for people and CI.
#
#   ./dev.sh run     install what is missing, build, launch the app
#   ./dev.sh test    install what is missing, build, run every test headless
#   ./dev.sh bench   install what is missing, build, run the benchmark
#   ./dev.sh build   install what is missing and build
#   ./dev.sh deps    only install what is missing
#
# Works on a fresh Debian 12 or Ubuntu 24.04 with bash and apt-get: distribution packages
# are installed with apt-get (through sudo when not root); nothing is installed when all
# are present. Extra arguments after "run" go to the app (./dev.sh run --view clock).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 2)}
PACKAGES=(
  g++ cmake make pkg-config
  qt6-base-dev qt6-svg-dev libqcustomplot-dev
  libeigen3-dev libfftw3-dev libgtest-dev
  xvfb xauth fonts-dejavu-core
)

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

install_deps() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing packages (${missing[*]}) and no apt-get to install them" >&2
    exit 1
  fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo)
    else
      echo "error: missing packages (${missing[*]}): run as root or install sudo" >&2
      exit 1
    fi
  fi
  say "Installing ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
}

build() {
  install_deps
  say "Building in $BUILD_DIR"
  cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release
  cmake --build "$BUILD_DIR" -j "$JOBS"
}

cmd=${1:-run}
[ $# -gt 0 ] && shift
case "$cmd" in
  deps) install_deps ;;
  build) build ;;
  run)
    build
    say "Launching pe-explorer"
    exec "$BUILD_DIR/app/pe-explorer" "$@"
    ;;
  test)
    build
    say "Running the tests (headless)"
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS" "$@"
    ;;
  bench)
    build
    say "Running the benchmark"
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    "$BUILD_DIR/tests/pe-bench" "$@"
    ;;
  *)
    echo "usage: ./dev.sh run|test|bench|build|deps" >&2
    exit 2
    ;;
esac
