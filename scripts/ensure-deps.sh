#!/usr/bin/env bash
# Installs what a fresh clone lacks:
# - for `npm start` and `npm test`: the npm packages (npm ci) when node_modules is missing or older than package-lock.json;
# - with --test-tools, for `npm test` only: Debian's chromium (browser tests), poppler-utils/zbar-tools
#   (PDF checks) and unzip (archive checks) when absent, installed with apt-get on Debian as root,
#   otherwise named in a message. The shop itself needs none of them.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing npm packages (npm ci)…"
  npm ci --no-audit --no-fund
fi

[ "${1:-}" = "--test-tools" ] || exit 0

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v zbarimg >/dev/null 2>&1 || missing+=(zbar-tools)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
if [ ${#missing[@]} -gt 0 ]; then
  if [ -f /etc/debian_version ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian packages: ${missing[*]}…"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Please install: ${missing[*]} (Debian/Ubuntu package names; browser, PDF and archive tests need them)." >&2
  fi
fi
