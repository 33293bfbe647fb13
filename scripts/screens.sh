#!/usr/bin/env bash
# Fits every projector: screenshots of the whole screen (not only the window) for every view at
# 1280 x 720, 1600 x 1000 and 1920 x 1080, each at the scale factors 1, 1.5 and 2, under Xvfb
# without a window manager, as a projector without a desktop shows the app.
# Usage: scripts/screens.sh [build-dir] [out-dir] [view ...]
#   PRESENT=1 also takes each view in presentation mode (F5), as <view>-present.png.
# Writes <out-dir>/<width>x<height>@<scale>/<view>.png (default out-dir: /tmp/pe-screens).
set -euo pipefail

# Inside one X server (see below): the views one after another, each a fresh start (no
# remembered window geometry).
if [ "${1:-}" = --shoot ]; then
  bin=$2 dir=$3 wait=$4 present=$5
  shift 5
  for view in "$@"; do
    config=$(mktemp -d)
    # Twice at most: the X server may not answer yet right after it starts.
    for _ in 1 2; do
      XDG_CONFIG_HOME=$config "$bin" --view "$view" &
      pid=$!
      sleep "$wait"
      kill -0 "$pid" 2>/dev/null && break
    done
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "screens.sh: $view did not start on $DISPLAY" >&2
      rm -rf "$config"
      continue
    fi
    import -window root "$dir/$view.png"
    if [ "$present" = 1 ]; then
      xdotool search --onlyvisible --name "Positional Encoding Explorer" windowfocus --sync key F5 || true
      sleep "$wait"
      import -window root "$dir/$view-present.png"
    fi
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rm -rf "$config"
  done
  exit 0
fi

SELF=$(realpath "${BASH_SOURCE[0]}")
cd "$(dirname "${BASH_SOURCE[0]}")/.."
BIN=$(realpath "${1:-build}")/app/pe-explorer
OUT=${2:-/tmp/pe-screens}
shift $(($# > 2 ? 2 : $#))
VIEWS=("$@")
if [ ${#VIEWS[@]} -eq 0 ]; then
  VIEWS=(heatmap clock binary distance fourier rotation waves wavelengths inspector rope alibi t5 compare requirements split)
fi
SCREENS=${SCREENS:-"1280x720 1600x1000 1920x1080"}
SCALES=${SCALES:-"1 1.5 2"}
WAIT=${WAIT:-4}
for tool in xvfb-run import xdotool; do
  command -v "$tool" >/dev/null || { echo "screens.sh: needs $tool" >&2; exit 1; }
done


export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
for screen in $SCREENS; do
  for scale in $SCALES; do
    dir="$OUT/$screen@$scale"
    mkdir -p "$dir"
    QT_SCALE_FACTOR=$scale xvfb-run -a -s "-screen 0 ${screen}x24" \
      "$SELF" --shoot "$BIN" "$dir" "$WAIT" "${PRESENT:-0}" "${VIEWS[@]}"
    echo "wrote $dir"
  done
done
