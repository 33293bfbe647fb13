#!/usr/bin/env bash
# Times the paper's heatmap figure (1600 x 900 PNG) as a whole process: pe-explorer's export
# against the same figure drawn by Matplotlib (scripts/heatmap_matplotlib.py). Median of RUNS.
#   scripts/compare_matplotlib.sh [build-dir]     (needs python3-matplotlib)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BIN=${1:-build}/app/pe-explorer
RUNS=${RUNS:-7}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export XDG_CONFIG_HOME="$out/config"

median_ms() { # command...: the median wall time of RUNS runs, in milliseconds
  local times=()
  for _ in $(seq "$RUNS"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (RUNS + 1) / 2 ))p"
}

app=$(median_ms "$BIN" --preset paper --export "$out/app.png")
mpl=$(median_ms /usr/bin/python3 scripts/heatmap_matplotlib.py "$out/mpl.png")
echo "paper heatmap, 1600x900 PNG, whole process, median of $RUNS: pe-explorer ${app} ms, Matplotlib ${mpl} ms, ratio $(awk "BEGIN { printf \"%.1f\", $mpl / $app }")x"
