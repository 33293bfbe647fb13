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

# The animation: the heatmap while L goes from 10 to 200, 60 frames at 1280 x 720, H.264 MP4
# (scripts/heatmap_animation_matplotlib.py; Matplotlib's FFMpegWriter needs the ffmpeg program).
if command -v ffmpeg >/dev/null 2>&1; then
  app=$(median_ms "$BIN" --view heatmap --size 1280x720 --animate length=10:200 --frames 60 --fps 30 \
    --export "$out/app.mp4")
  mpl=$(median_ms /usr/bin/python3 scripts/heatmap_animation_matplotlib.py "$out/mpl.mp4")
  echo "heatmap L = 10..200, 60 frames 1280x720 MP4, whole process, median of $RUNS: pe-explorer ${app} ms, Matplotlib ${mpl} ms, ratio $(awk "BEGIN { printf \"%.1f\", $mpl / $app }")x"
else
  echo "animation comparison skipped: Matplotlib's FFMpegWriter needs the ffmpeg program (Debian package ffmpeg)"
fi
