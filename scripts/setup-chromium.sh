#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests (never a downloaded browser),
# with a font for Simplified Chinese so the zh-CN view renders (and can be screenshotted) on a bare machine.
set -euo pipefail
need=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
if ! command -v fc-list >/dev/null || [ -z "$(fc-list :lang=zh 2>/dev/null)" ]; then need+=(fonts-wqy-zenhei); fi
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
elif [[ " ${need[*]} " == *" chromium "* ]]; then
  echo "Chromium is missing: run 'sudo apt-get install chromium' (or set CHROME_PATH)." >&2
  exit 1
else
  echo "No Chinese font: the zh-CN screenshots will show boxes ('sudo apt-get install fonts-wqy-zenhei')." >&2
fi
