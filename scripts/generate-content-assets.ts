/**
 * Regenerates the binary assets of the embedded content (data/content/assets) from the stories:
 * each story's social images (`seo.og_image` 1200×630, `seo.twitter_image` 1280×640 PNG, drawn as
 * SVG cards, rasterised with Debian's `rsvg-convert` (librsvg2-bin) and reduced to a palette with
 * `pngquant`) and every PDF that the
 * downloads story lists (a small document with the download's title and description in its
 * languages, rendered with the shop's pdfmake setup). Run: `npm run content:assets`.
 * The output is committed; rerun it after changing a story's SEO title or a download.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { renderPdf } from "../adapters/src/pdf/render.ts"

const root = resolve(import.meta.dirname, "..", "data", "content")
const assets = join(root, "assets")

interface Seo {
  readonly og_title: string
  readonly og_image: string
  readonly twitter_image: string
}

const readJson = (file: string): { story: { full_slug: string; content: Record<string, unknown> } } =>
  JSON.parse(readFileSync(file, "utf8")) as { story: { full_slug: string; content: Record<string, unknown> } }

const stories = readdirSync(join(root, "stories"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .sort()
  .map((file) => readJson(join(root, "stories", file)).story)

const escapeXml = (text: string): string => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")

/** Greedy word wrap by character count: the card's font is wide enough that 26 characters fill a line. */
const wrap = (text: string, width: number): Array<string> => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.split(/\s+/)) {
    if (line !== "" && line.length + word.length + 1 > width) {
      lines.push(line)
      line = word
    } else line = line === "" ? word : `${line} ${word}`
  }
  if (line !== "") lines.push(line)
  return lines.slice(0, 4)
}

/** A social card: brand bar, the German and English page titles, a drawn enclosure on the right. */
const card = (width: number, height: number, de: string, en: string): string => {
  const title = wrap(de, 24)
  const font = "DejaVu Sans, sans-serif"
  const lines = title.map((line, i) => `<text x="70" y="${210 + i * 66}" font-family="${font}" font-size="54" font-weight="bold" fill="#1f2a36">${escapeXml(line)}</text>`)
  const enY = 210 + title.length * 66 + 10
  const enLines = wrap(en, 40).slice(0, 2).map((line, i) => `<text x="70" y="${enY + i * 42}" font-family="${font}" font-size="32" fill="#44515e">${escapeXml(line)}</text>`)
  const x = width - 330
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#eef3f7"/>
<rect width="${width}" height="96" fill="#2f6d9e"/>
<text x="70" y="62" font-family="${font}" font-size="36" font-weight="bold" fill="#ffffff">Muster Gehäusetechnik</text>
<text x="${width - 70}" y="62" font-family="${font}" font-size="28" fill="#ffffff" text-anchor="end">Wels · Österreich</text>
${lines.join("\n")}
${enLines.join("\n")}
<rect x="${x}" y="170" width="230" height="330" rx="8" fill="#c8ccd0" stroke="#1f2a36" stroke-width="5"/>
<rect x="${x + 18}" y="188" width="194" height="294" rx="5" fill="#c8ccd0" stroke="#1f2a36" stroke-width="4"/>
<rect x="${x + 180}" y="305" width="14" height="60" rx="4" fill="#1f2a36"/>
<rect x="${x + 40}" y="440" width="90" height="22" fill="#f7f7f2" stroke="#1f2a36" stroke-width="3"/>
<rect x="0" y="${height - 24}" width="${width}" height="24" fill="#1f2a36"/>
</svg>`
}

const rasterise = (svg: string, target: string, width: number, height: number) => {
  mkdirSync(dirname(target), { recursive: true })
  const png = execFileSync("rsvg-convert", ["--width", String(width), "--height", String(height), "--format", "png"], { input: svg })
  // A 256-colour palette keeps a flat card at a fifth of its size (the assets folder stays small).
  writeFileSync(target, execFileSync("pngquant", ["--quality", "70-90", "--speed", "1", "--strip", "-"], { input: png }))
}

const assetFile = (url: string): string => join(assets, url.replace(/^\/content\/assets\//, ""))

for (const story of stories) {
  const seo = story.content["seo"] as Seo | undefined
  const seoEn = story.content["seo__i18n__en"] as Seo | undefined
  if (seo === undefined || seoEn === undefined) continue
  // The page title, not the longer SEO title: a card holds four lines.
  const de = String(story.content["title"] ?? seo.og_title)
  const en = String(story.content["title__i18n__en"] ?? seoEn.og_title)
  rasterise(card(1200, 630, de, en), assetFile(seo.og_image), 1200, 630)
  rasterise(card(1280, 640, de, en), assetFile(seo.twitter_image), 1280, 640)
}

interface Download {
  readonly title: string
  readonly title__i18n__en: string
  readonly description: string
  readonly description__i18n__en: string
  readonly language: string
  readonly file: { readonly filename: string }
}

const downloads = stories.find((story) => story.full_slug === "downloads")
const sections = (downloads?.content["sections"] ?? []) as ReadonlyArray<{ readonly files: ReadonlyArray<Download> }>
for (const file of sections.flatMap((section) => section.files)) {
  const english = file.language.includes("en")
  const bytes = await renderPdf({
    info: { title: file.title, author: "Muster Gehäusetechnik GmbH", creationDate: new Date("2026-01-01T00:00:00Z") },
    pageSize: "A4",
    pageMargins: [56, 72, 56, 72],
    defaultStyle: { font: "Roboto", fontSize: 10.5, lineHeight: 1.35 },
    header: { text: "Muster Gehäusetechnik GmbH · Industriestraße 12 · 4600 Wels · Österreich", margin: [56, 32, 56, 0], fontSize: 8, color: "#44515e" },
    footer: { text: "office@example-enclosures.at · +43 7242 12345-0 · Demo-Dokument / demo document", margin: [56, 24, 56, 0], fontSize: 8, color: "#44515e" },
    content: [
      { text: file.title, fontSize: 20, bold: true, color: "#1f2a36", margin: [0, 0, 0, 12] },
      { text: file.description, margin: [0, 0, 0, 18] },
      ...(english
        ? [
            { text: file.title__i18n__en, fontSize: 14, bold: true, color: "#1f2a36", margin: [0, 6, 0, 8] as [number, number, number, number] },
            { text: file.description__i18n__en, margin: [0, 0, 0, 18] as [number, number, number, number] },
          ]
        : []),
      { text: "Stand / Version: 2026-01", fontSize: 8, color: "#44515e" },
    ],
  })
  const target = assetFile(file.file.filename)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, bytes)
}

console.log(`social images for ${stories.length} stories, ${sections.flatMap((section) => section.files).length} PDFs`)
