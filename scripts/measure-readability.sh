#!/usr/bin/env bash
# Measures issue 27's "Done when" on real screenshots: for every view and every lesson step, under
# Xvfb with a window manager (openbox), at each set-up and in each language, is the window within
# the screen, and is the smallest text (5th percentile of the word heights tesseract reads) at
# least 85 % of the menu text's height? Builds nothing.
#
# Usage: scripts/measure-readability.sh APP-BINARY [OUT-DIR] (default OUT-DIR: /tmp/pe-readability)
#   SETUPS  mode:WxH@scale ... (default: the four of the issue, below); mode is window or present
#   LANGS   default "en fr zh" (the English run first: Chinese shots borrow its Latin menu height)
#   VIEWS   default: every view of --list-views;  LESSONS default: every lesson of --list-lessons
#           (VIEWS=none or LESSONS=none skips them)
#   DISPLAY_NUM default 93; WAIT seconds after the window shows (default 4); STEP_WAIT after a key (3);
#   OCR_JOBS tesseract runs at a time (default 1; the app runs one at a time whatever it is)
# Needs Xvfb, openbox, xdotool, xwininfo, xprop, import (ImageMagick), tesseract with eng and
# chi_sim (apt-get install tesseract-ocr-chi-sim), python3 with numpy.
# Writes OUT-DIR/<mode>-<WxH>@<scale>-<lang>/<shot>.png, its tesseract .tsv, its .json (geometry)
# and .words.json (classified words), and OUT-DIR/report.md (REPORT=path to put it elsewhere).
# A presentation run also shoots the window before F5 (<shot>-ref.png): its menu is the reference.
# Lesson steps are shot after the question is revealed; the report also says whether the last
# word of the step's text was read on screen. What counts as a word and why: scripts/readability.py.
set -uo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[ $# -ge 1 ] && [ -x "$1" ] || { echo "usage: $0 APP-BINARY [OUT-DIR]" >&2; exit 2; }
BIN=$(realpath "$1")
OUT=${2:-/tmp/pe-readability}
SETUPS=${SETUPS:-"window:1600x1000@1.5 window:1920x1080@2 present:1280x720@1.5 present:1920x1080@2"}
LANGS=${LANGS:-"en fr zh"}
# English first, always: the other languages' shots are measured against its menu's heights (run
# without it, every French shot had no reference and counted as failing).
ordered="en $(printf '%s\n' $LANGS | grep -vx en | xargs)"
[ "${ordered% }" = "$LANGS" ] || echo "measure-readability.sh: languages ${ordered% } (English first: the reference heights)" >&2
LANGS=${ordered% }
VIEWS=${VIEWS:-$("$BIN" --list-views | cut -f1)}
LESSONS=${LESSONS:-$("$BIN" --list-lessons | cut -f1)}
[ "$VIEWS" = none ] && VIEWS=""
[ "$LESSONS" = none ] && LESSONS=""
D=:${DISPLAY_NUM:-93}
WAIT=${WAIT:-4}
STEP_WAIT=${STEP_WAIT:-3}
OCR_JOBS=${OCR_JOBS:-1}
for tool in Xvfb openbox xdotool xwininfo xprop import tesseract python3; do
  command -v "$tool" >/dev/null || { echo "measure-readability.sh: needs $tool" >&2; exit 1; }
done
tesseract --list-langs 2>/dev/null | grep -qx chi_sim || echo "measure-readability.sh: no chi_sim, Chinese is read as English" >&2
mkdir -p "$OUT"
export DISPLAY=$D XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}

XP="" WP="" AP="" OCRP=()
stop_app() { [ -n "$AP" ] && { kill "$AP" 2>/dev/null; wait "$AP" 2>/dev/null; }; AP=""; }
stop_x() {
  stop_app
  [ -n "$WP" ] && { kill "$WP" 2>/dev/null; wait "$WP" 2>/dev/null; }
  [ -n "$XP" ] && { kill "$XP" 2>/dev/null; wait "$XP" 2>/dev/null; }
  XP="" WP=""
}
trap 'stop_x; wait "${OCRP[@]}" 2>/dev/null' EXIT

start_x() { # $1 WxH
  Xvfb "$D" -screen 0 "${1}x24" -nolisten tcp >/dev/null 2>&1 &
  XP=$!
  for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.2; done
  openbox >/dev/null 2>&1 &
  WP=$!
  sleep 1
}

# $1 scale, $2 lang, then the app's arguments. Sets AP and WIN (the client window), or fails.
start_app() {
  local scale=$1 lang=$2
  shift 2
  config=$(mktemp -d)
  XDG_CONFIG_HOME=$config QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=$scale nice -n 5 "$BIN" --lang "$lang" "$@" \
    >"$config/log" 2>&1 &
  AP=$!
  WIN=$(timeout 30 xdotool search --sync --onlyvisible --class pe-explorer 2>/dev/null | head -1)
  [ -n "$WIN" ] || { echo "measure-readability.sh: no window for $* ($(tail -1 "$config/log"))" >&2; stop_app; return 1; }
  xdotool windowactivate --sync "$WIN" 2>/dev/null || true
  sleep "$WAIT"
}

key() { xdotool windowactivate --sync "$WIN" 2>/dev/null; xdotool key --window "$WIN" "$1"; sleep "$STEP_WAIT"; }

# OCR of one shot in the background (OCR_JOBS at a time, default 1, beside the next app), then
# its word list.
# Page segmentation 11 (sparse text) finds the scattered labels of a plot that the default mode
# skips; inverted text is not looked for (a third of the time). A reference shot only needs its
# menu: its top eighth is read (the crop keeps the coordinates).
ocr() { # $1 png-without-extension, $2 tesseract languages, $3 "ref" for a reference shot
  local alive=() p
  for p in "${OCRP[@]}"; do kill -0 "$p" 2>/dev/null && alive+=("$p"); done
  OCRP=("${alive[@]}")
  [ ${#OCRP[@]} -ge "$OCR_JOBS" ] && wait -n "${OCRP[@]}"
  (
    src=$1.png
    [ "${3:-}" = ref ] && { src=$1-top.png; convert "$1.png" -crop "100%x12.5%+0+0" "$src"; }
    OMP_THREAD_LIMIT=1 nice -n 5 tesseract "$src" "$1" -l "$2" --psm 11 -c tessedit_do_invert=0 tsv >/dev/null 2>&1 &&
      python3 "$HERE/readability.py" shot "$1.tsv" "$1.json"
    [ "$src" = "$1.png" ] || rm -f "$src"
  ) &
  OCRP+=($!)
}

# $1 dir, $2 shot name, $3 mode, $4 run, then extra JSON fields ("key": value, ...).
shoot() {
  local dir=$1 name=$2 mode=$3 run=$4 extra=${5:-}
  local base=$dir/$name
  import -window root "$base.png"
  # The client's absolute position and size, then the frame the window manager adds around it.
  read -r x y w h < <(xwininfo -id "$WIN" | awk '/Absolute upper-left X/{x=$NF} /Absolute upper-left Y/{y=$NF}
    /^ +Width/{w=$NF} /^ +Height/{h=$NF} END{print x, y, w, h}')
  read -r l r t b < <(xprop -id "$WIN" _NET_FRAME_EXTENTS | grep -o '[0-9, ]*$' | tr -d ',')
  l=${l:-0} r=${r:-0} t=${t:-0} b=${b:-0}
  cat >"$base.json" <<EOF
{"png": "$base.png", "name": "$name", "mode": "$mode", "run": "$run", "setup": "$SETUP_NAME",
 "screen_name": "$SCREEN", "scale": "$SCALE", "lang": "$LANG_", "screen": [${SCREEN/x/, }],
 "client": [$x, $y, $w, $h], "frame": [$((x - l)), $((y - t)), $((w + l + r)), $((h + t + b))]$extra}
EOF
  ocr "$base" "$TESS_LANG" "${REF:-}"
}

# The views at every set-up first, then the lessons (a partial run still covers every view).
for phase in views lessons; do
for setup in $SETUPS; do
  MODE=${setup%%:*} rest=${setup#*:}
  SCREEN=${rest%@*} SCALE=${rest#*@}
  for LANG_ in $LANGS; do
    SETUP_NAME="$MODE $SCREEN @ $SCALE"
    TESS_LANG=eng
    [ "$LANG_" = zh ] && TESS_LANG=chi_sim+eng
    dir=$OUT/$MODE-$SCREEN@$SCALE-$LANG_
    mkdir -p "$dir"
    [ "$phase" = views ] && [ -z "$VIEWS" ] && continue
    [ "$phase" = lessons ] && [ -z "$LESSONS" ] && continue
    start_x "$SCREEN"
    items=$VIEWS
    [ "$phase" = lessons ] && items=""
    for view in $items; do
      start_app "$SCALE" "$LANG_" --view "$view" || continue
      if [ "$MODE" = present ]; then
        REF=ref shoot "$dir" "view-$view-ref" window "$dir/view-$view" ', "reference_only": true'
        key F5
      fi
      shoot "$dir" "view-$view" "$MODE" "$dir/view-$view"
      stop_app
    done
    items=$LESSONS
    [ "$phase" = views ] && items=""
    for lesson in $items; do
      file=$(ls "$HERE"/../resources/lessons/*-"$lesson".json 2>/dev/null | head -1)
      [ -n "$file" ] || { echo "measure-readability.sh: no resources/lessons/*-$lesson.json" >&2; continue; }
      start_app "$SCALE" "$LANG_" --lesson "$lesson" || continue
      if [ "$MODE" = present ]; then
        REF=ref shoot "$dir" "lesson-$lesson-ref" window "$dir/lesson-$lesson" ', "reference_only": true'
        key F5
      fi
      n=1
      # One line per step: "1" when it opens on a question (Next reveals it), then its last word.
      while read -r question last; do
        [ "$question" = 1 ] && key Next
        shoot "$dir" "lesson-$lesson-$n" "$MODE" "$dir/lesson-$lesson" ", \"last_word\": \"$last\""
        key Next
        n=$((n + 1))
      done < <(python3 "$HERE/readability.py" steps "$file" "$LANG_")
      stop_app
    done
    stop_x
    echo "measured $phase at $SETUP_NAME $LANG_ -> $dir"
  done
done
done
wait "${OCRP[@]}" 2>/dev/null
OCRP=()
python3 "$HERE/readability.py" report "$OUT" "${REPORT:-$OUT/report.md}"
