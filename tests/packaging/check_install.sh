#!/usr/bin/env bash
# Installs the build into a fresh prefix (cmake --install) and checks that a desktop
# application's files land where the freedesktop/Debian layout expects them, and that the
# .desktop and AppStream files validate (each check skipped when its tool is missing).
#   tests/packaging/check_install.sh [BUILD_DIR]      (default: build)
set -euo pipefail
build=${1:-build}
id=io.github.pe_explorer.PeExplorer
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT

cmake --install "$build" --prefix "$prefix" >/dev/null

fail=0
check() { if [ -e "$prefix/$1" ]; then echo "ok       $1"; else echo "MISSING  $1"; fail=1; fi; }
check bin/pe-explorer
check share/applications/$id.desktop
check share/metainfo/$id.metainfo.xml
for size in 16 32 48 64 128 256; do
  check share/icons/hicolor/${size}x${size}/apps/pe-explorer.png
done
check share/icons/hicolor/scalable/apps/pe-explorer.svg
if [ -e "$prefix/share/man/man1/pe-explorer.1.gz" ]; then check share/man/man1/pe-explorer.1.gz
else check share/man/man1/pe-explorer.1; fi

[ -x "$prefix/bin/pe-explorer" ] || { echo "bin/pe-explorer is not executable"; fail=1; }
version=$(QT_QPA_PLATFORM=offscreen "$prefix/bin/pe-explorer" --version) || fail=1
echo "version  $version"

if command -v desktop-file-validate >/dev/null 2>&1; then
  desktop-file-validate "$prefix/share/applications/$id.desktop" || fail=1
  echo "ok       desktop-file-validate"
else
  echo "SKIP     desktop-file-validate (install desktop-file-utils)"
fi
if command -v appstreamcli >/dev/null 2>&1; then
  appstreamcli validate --no-net "$prefix/share/metainfo/$id.metainfo.xml" || fail=1
else
  echo "SKIP     appstreamcli validate (install appstream)"
fi
# The ids agree: the metainfo launches the installed .desktop file.
grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$prefix/share/metainfo/$id.metainfo.xml" \
  || { echo "metainfo launchable is not $id.desktop"; fail=1; }

[ "$fail" -eq 0 ] && echo "install layout OK" || echo "install layout FAILED"
exit "$fail"
