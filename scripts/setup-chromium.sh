#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests (never a downloaded browser).
set -euo pipefail
if [ -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing: run 'sudo apt-get install chromium' (or set CHROME_PATH)." >&2
  exit 1
fi
