/**
 * Writes the site's share image (open graph 1200×630, spec §9) to web/public/social/share.png:
 * an SVG drawn here, rendered by Debian's Chromium (the browser the tests use). The output is
 * committed; run again after changing the design: `npx node scripts/generate-share-image.ts` (the pinned Node).
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/web/chromium.ts"

const out = fileURLToPath(new URL("../web/public/social/share.png", import.meta.url))
const WIDTH = 1200
const HEIGHT = 630

// A wall enclosure with its door and a meter cabinet, in the theme's brand blue.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="100%" height="100%" fill="#0b3b7a"/>
  <rect x="0" y="520" width="${WIDTH}" height="110" fill="#072a58"/>
  <g fill="none" stroke="#e8eef7" stroke-width="6">
    <rect x="760" y="110" width="250" height="360" rx="10"/>
    <rect x="780" y="130" width="210" height="320" rx="6" stroke-width="3"/>
    <line x1="970" y1="270" x2="970" y2="310" stroke-width="10" stroke-linecap="round"/>
    <rect x="1040" y="200" width="110" height="270" rx="8"/>
    <line x1="1040" y1="300" x2="1150" y2="300" stroke-width="3"/>
  </g>
  <text x="80" y="250" fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700">Muster</text>
  <text x="80" y="330" fill="#ffffff" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="64" font-weight="700">Gehäusetechnik</text>
  <text x="80" y="400" fill="#e8eef7" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30">Gehäuse · Zählerschränke · Zubehör</text>
  <text x="80" y="585" fill="#e8eef7" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="26">Made in Austria</text>
</svg>`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`)
  writeFileSync(out, await page.screenshot({ type: "png", clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }))
  console.log(`wrote ${out}`)
} finally {
  await browser.close()
}
