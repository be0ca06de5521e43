/**
 * GET /files/assets/picture/<slug>.png?lang=de: a product's share image (`og:image`,
 * `twitter:image`), 1200 × 630 px, because share cards show no SVG. The product's picture (the
 * core's `pictureSvg`, as delivered) on a light background with its name, article number and
 * dimensions in the asked language, rasterised by resvg (@resvg/resvg-js, a native module run on
 * libuv's thread pool, so the event loop stays free) with the Roboto files the PDFs embed.
 * Made at the first request and kept in memory (bounded by bytes); the browser and the share
 * crawlers may keep it for a day.
 */
import { Effect, Schema } from "effect"
import { LRUCache } from "lru-cache"
import { Catalogue, InfrastructureError, type Language, type Product, isLanguage } from "@shop/core"
import { pictureSvg } from "@shop/core/drawing/picture"
import { productPictureInput } from "@shop/core/drawing/productPicture"
import { escapeXml } from "@shop/core/drawing/svg"
import { colours, logoSvg } from "@shop/adapters/pdf/brand"
import { fontFiles } from "@shop/adapters/pdf/fonts"
import { SHARE_PNG } from "../seo/productImage.ts"
import { t } from "../../platform/i18n/intl.ts"
import { WebConfig } from "../../platform/config.ts"
import { jsonError, respond } from "../../platform/http.ts"

/** The size the product pages name in their og:image:width/height. */
export const SHARE_IMAGE_SIZE = SHARE_PNG

const FONT = "Roboto"
const BACKGROUND = "#f4f6f8"

/** What the card says beside the picture, in one language. */
export interface ShareCardText {
  readonly name: string
  readonly name2: string | null
  /** "Art.-Nr. 1234567" */
  readonly articleNumber: string
  /** "600 × 1250 × 210 mm" */
  readonly dimensions: string
  readonly siteName: string
}

/**
 * Roboto's glyphs are about 0.55 em wide on average (Medium a little wider); 0.6 leaves room for
 * wide capitals, so that a wrapped line never runs past the column (resvg does not wrap text).
 */
const AVERAGE_EM = 0.6
const fits = (text: string, size: number, width: number) => text.length * size * AVERAGE_EM <= width

/** Words into at most `max` lines of `width` px at `size`; the last one cut with an ellipsis when the text is longer. */
export const wrapText = (text: string, size: number, width: number, max: number): ReadonlyArray<string> => {
  const lines: Array<string> = []
  let line = ""
  for (const word of text.trim().split(/\s+/)) {
    const next = line === "" ? word : `${line} ${word}`
    if (fits(next, size, width) || line === "") line = next
    else {
      lines.push(line)
      line = word
    }
  }
  if (line !== "") lines.push(line)
  const kept = lines.slice(0, max).map((l) => (fits(l, size, width) ? l : `${l.slice(0, Math.max(1, Math.floor(width / (size * AVERAGE_EM)) - 1))}…`))
  if (lines.length > max) {
    const last = kept[max - 1]!
    const room = Math.floor(width / (size * AVERAGE_EM)) - 1
    kept[max - 1] = `${last.length > room ? last.slice(0, room) : last}…`
  }
  return kept
}

/** The name's size: the largest of these at which it takes at most three lines. */
const NAME_SIZES = [52, 46, 40, 34] as const

/** The share card as one SVG of 1200 × 630: the picture on the left, the texts on the right. */
export const shareCardSvg = (picture: string, text: ShareCardText): string => {
  const { width, height } = SHARE_IMAGE_SIZE
  const column = { x: 650, width: 500 }
  const nameSize = NAME_SIZES.find((size) => wrapText(text.name, size, column.width, 9).length <= 3) ?? 34
  const nameLines = wrapText(text.name, nameSize, column.width, 3)
  const parts: Array<string> = []
  let y = 200
  const line = (content: string, size: number, fill: string, weight: 400 | 500 = 400) =>
    `<text x="${column.x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`
  for (const nameLine of nameLines) {
    y += Math.round(nameSize * 1.15)
    parts.push(line(nameLine, nameSize, colours.ink, 500))
  }
  for (const name2Line of text.name2 === null ? [] : wrapText(text.name2, 28, column.width, 2)) {
    y += 38
    parts.push(line(name2Line, 28, colours.muted))
  }
  y += 62
  parts.push(line(text.articleNumber, 32, colours.brand, 500))
  // The second name of most products is their size already ("B 600 × H 1200 × T 400 mm").
  const figures = text.dimensions.match(/[\d.,]+/g) ?? []
  if (text.name2 === null || !figures.every((figure) => text.name2!.includes(figure))) {
    y += 46
    parts.push(line(text.dimensions, 30, colours.ink))
  }
  // The picture keeps its proportions in its box (the nested svg's default: centred, fitted).
  const pictureBox = `x="50" y="40" width="560" height="550"`
  const nested = picture.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /, `<svg ${pictureBox} `)
  const logo = logoSvg.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 36 36" width="36" height="36"/, `<svg x="${column.x}" y="70" width="54" height="54" viewBox="0 0 36 36"`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${BACKGROUND}"/>`,
    nested,
    logo,
    `<text x="${column.x + 72}" y="108" font-family="${FONT}" font-size="28" font-weight="500" fill="${colours.brand}">${escapeXml(text.siteName)}</text>`,
    ...parts,
    `<rect y="${height - 14}" width="${width}" height="14" fill="${colours.brand}"/>`,
    `</svg>`,
  ].join("")
}

/** Millimetres as the datasheet writes them: no grouping ("1200"), a decimal comma in German. */
const numberIn = (lang: Language) => new Intl.NumberFormat(lang === "de" ? "de-AT" : "en-GB", { useGrouping: false })

export const shareCardText = (product: Product, lang: Language): ShareCardText => {
  const n = numberIn(lang)
  const name2 = product.name2?.[lang].trim() ?? ""
  return {
    name: product.name[lang],
    name2: name2 === "" ? null : name2,
    articleNumber: `${t(lang, "product.articleNumber")} ${product.specification.articleNumber}`,
    dimensions: `${n.format(product.width)} × ${n.format(product.height)} × ${n.format(product.depth)} mm`,
    siteName: t(lang, "site.name"),
  }
}

/** The share card rasterised: resvg with the documents' Roboto, no system fonts (the same image on every machine). */
export const renderSharePng = async (product: Product, lang: Language): Promise<Uint8Array> => {
  const { renderAsync } = await import("@resvg/resvg-js")
  const svg = shareCardSvg(pictureSvg(productPictureInput(product), { id: "share" }), shareCardText(product, lang))
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles: [fontFiles.normal, fontFiles.bold], defaultFontFamily: FONT },
    fitTo: { mode: "width", value: SHARE_IMAGE_SIZE.width },
    background: BACKGROUND,
  })
  const png = image.asPng()
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
}

/** Share images made, by slug and language: 30 to 60 KB each, at most 32 MB in all. */
const made = new LRUCache<string, Uint8Array>({ maxSize: 32 * 2 ** 20, sizeCalculation: (png) => png.byteLength })
/** Images being made, so that a burst of first requests (a link shared in a busy chat) makes one. */
const making = new Map<string, Promise<Uint8Array>>()

const PngQuery = Schema.Struct({ lang: Schema.optionalKey(Schema.String) })
const decodeQuery = Schema.decodeUnknownOption(PngQuery)

/** `picture/<slug>.png`, the path after /files/assets/. */
export const isSharePngPath = (splat: string): boolean => /^picture\/[a-z0-9][a-z0-9-]*\.png$/.test(splat)

export const serveSharePng = ({ request, params }: { readonly request: Request; readonly params: { readonly _splat?: string | undefined } }): Promise<Response> =>
  respond(sharePngResponse(params._splat ?? "", new URL(request.url)))

const sharePngResponse = (splat: string, url: URL) =>
  Effect.gen(function* () {
    const slug = /^picture\/([a-z0-9][a-z0-9-]*)\.png$/.exec(splat)?.[1]
    const query = decodeQuery(Object.fromEntries(url.searchParams))
    if (slug === undefined || query._tag === "None") return jsonError(404, "no such picture")
    const requested = query.value.lang
    const lang = isLanguage(requested) ? requested : (yield* WebConfig).defaultLanguage
    const key = `${slug}|${lang}`
    const headers = { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400", "X-Content-Type-Options": "nosniff" }
    const kept = made.get(key)
    if (kept !== undefined) return new Response(kept as Uint8Array<ArrayBuffer>, { headers })
    const product = yield* Effect.orElseSucceed((yield* Catalogue).productBySlug(slug), () => null)
    if (product === null) return jsonError(404, "no such picture")
    const png = yield* Effect.tryPromise({
      try: () => {
        const pending = making.get(key) ?? renderSharePng(product, lang).finally(() => making.delete(key))
        making.set(key, pending)
        return pending
      },
      catch: (cause) => new InfrastructureError({ system: "picture", reason: `share image of ${slug}: ${String(cause)}` }),
    })
    made.set(key, png)
    return new Response(png as Uint8Array<ArrayBuffer>, { headers })
  })
