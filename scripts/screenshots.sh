#!/usr/bin/env bash
# Regenerates the pictures of the README and the manual with the app itself: one CLI export per view and one
# screenshot of the real window under Xvfb. Usage: scripts/screenshots.sh [build-dir]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BIN=${1:-build}/app/pe-explorer
OUT=docs/screenshots
mkdir -p "$OUT"
export XDG_CONFIG_HOME=$(mktemp -d)
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT

# view name, then its arguments
while read -r name args; do
  [ -z "$name" ] && continue
  # shellcheck disable=SC2086
  "$BIN" $args --lang en --size 1400x800 --export "$OUT/$name.png"
  echo "wrote $OUT/$name.png"
done < scripts/screenshots.txt

# The whole window, grabbed by the app itself once the view has drawn (no screen border, no
# timing text): the clock at a position where several hands are visibly turned.
if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$BIN" --lang en --preset clock-hands --position 3725 --window-screenshot "$OUT/window.png"
  echo "wrote $OUT/window.png"
  # Side by side: the heatmap of n = 10000 beside n = 100 (the preset side-n).
  xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$BIN" --lang en --preset side-n --window-screenshot "$OUT/side-by-side.png"
  echo "wrote $OUT/side-by-side.png"
  # The same window in the other languages (manual, section Languages).
  for lang in fr zh; do
    xvfb-run -a -s "-screen 0 1600x1000x24" \
      "$BIN" --lang "$lang" --preset clock-hands --position 3725 --window-screenshot "$OUT/window-$lang.png"
    echo "wrote $OUT/window-$lang.png"
  done
fi

# Projecting in class: the waves on a 1600 x 1000 screen at 150 %, as the window opens (grabbed
# by the app itself: no timing text) and in presentation mode (F5, the whole screen grabbed by
# scripts/screens.sh).
if command -v xvfb-run >/dev/null; then
  QT_SCALE_FACTOR=1.5 xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$BIN" --lang en --view waves --window-screenshot "$OUT/projector-window.png"
  echo "wrote $OUT/projector-window.png"
fi
if command -v xvfb-run >/dev/null && command -v import >/dev/null && command -v xdotool >/dev/null; then
  shots=$(mktemp -d)
  SCREENS=1600x1000 SCALES=1.5 PRESENT=1 WAIT=5 scripts/screens.sh "${1:-build}" "$shots" waves
  cp "$shots/1600x1000@1.5/waves-present.png" "$OUT/projector-present.png"
  rm -rf "$shots"
  echo "wrote $OUT/projector-present.png"
fi
