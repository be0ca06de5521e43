/** Debian's Chromium and the flags it runs with here (no sandbox, no network services of its own). */
export const CHROMIUM_PATH = "/usr/bin/chromium"
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const
