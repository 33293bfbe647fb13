#!/usr/bin/env bash
# Brings the translation catalogues resources/translations/*.ts in step with the sources:
# every tr() / QT_TRANSLATE_NOOP / QCoreApplication::translate text of ui/ and app/ is added
# (as unfinished), and texts no longer in the sources are dropped. Then translate what is
# unfinished (Qt Linguist: `linguist pe-explorer_fr.ts`, package linguist-qt6, or any text
# editor: fill <translation> and remove type="unfinished"), and check with
#   ctest --test-dir build -R translations --output-on-failure
# which lists every text still missing, and the texts of the lessons (resources/lessons/*.json)
# and of the views' data files (ui/views/<name>/<name>.json) without their translation
# ("title_fr", "help_zh"...: those are translated in the JSON, not in the catalogues).
#
# Usage: scripts/update-translations.sh      (needs lupdate: Debian package qt6-l10n-tools)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

LUPDATE=${LUPDATE:-}
if [ -z "$LUPDATE" ]; then
  for candidate in /usr/lib/qt6/bin/lupdate "$(command -v lupdate6 || true)" "$(command -v lupdate || true)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      LUPDATE=$candidate
      break
    fi
  done
fi
[ -n "$LUPDATE" ] || { echo "error: lupdate not found (apt-get install qt6-l10n-tools)" >&2; exit 1; }

mkdir -p resources/translations
# No source locations in the catalogues: line numbers would change with every edit of a
# source file and make merges of the .ts files conflict for nothing.
"$LUPDATE" -silent -I . -recursive ui app -no-obsolete -locations none \
  -ts resources/translations/pe-explorer_fr.ts resources/translations/pe-explorer_zh_CN.ts \
  2> >(grep -v "lacks Q_OBJECT macro" >&2)
for ts in resources/translations/*.ts; do
  echo "$ts: $(grep -c 'type="unfinished"' "$ts" || true) text(s) to translate"
done
