#!/usr/bin/env bash
# Installs the Debian packages the game and its tests need, only those missing.
# Chamot's French dictionary ships in the wheel (deboule/rules/chamot/dictionary/): no hunspell-fr.
# chromium: Debian\'s browser, driven headless by the browser seat\'s tests (tests/web_browser.py).
set -euo pipefail
need=()
for pkg in libgl1 libegl1 libegl-mesa0 libgl1-mesa-dri libfontconfig1 xvfb xauth xdotool chromium; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need+=("$pkg")
done
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "missing system packages: ${need[*]} (install them with apt-get as root)" >&2
  exit 0
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
