#!/usr/bin/env bash
# Builds the web shop (web/.output) only when web/.output/server/index.mjs is missing or older
# than any file it is built from: web/src, core/src, adapters/src, the Vite config and the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

out=web/.output/server/index.mjs
if [ -f "$out" ]; then
  newer=$(find web/src core/src adapters/src web/vite.config.ts web/package.json package-lock.json -newer "$out" -type f -print -quit 2>/dev/null || true)
  [ -z "$newer" ] && exit 0
  echo "Rebuilding the web shop ($newer changed)…"
else
  echo "Building the web shop…"
fi
# A production build whatever NODE_ENV the caller has (vitest sets "test", which would make JSX dev calls).
NODE_ENV=production npm run -s build -w web
