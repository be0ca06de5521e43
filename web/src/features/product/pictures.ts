/**
 * GET /files/assets/picture/<slug>.svg: the product's picture (a shaded three-quarter view, the
 * core's `pictureSvg`) and /files/assets/picture/<slug>.views.svg its front and side views at one
 * scale with their dimensions (`viewsSvg`), made
 * on the server from the catalogue's dimensions, material and colour, so that pages show them as
 * `<img>` without any drawing code in the browser. The query names what the configurator chose
 * and changes the picture: `o` the options (dot-separated, those `PICTURE_OPTIONS` lists), `paint`
 * a RAL code, `hinge` left or right. Anything else in the query is ignored; a bad value is a 404.
 * `picture/<slug>.png` is the share image (picturePng.ts).
 */
import { Effect, Option, Schema } from "effect"
import { Catalogue, isLanguage } from "@shop/core"
import { pictureSvg, viewsSvg } from "@shop/core/drawing/picture"
import { t } from "../../platform/i18n/intl.ts"
import { WebConfig } from "../../platform/config.ts"
import { jsonError, respond } from "../../platform/http.ts"
import { PICTURE_OPTIONS } from "../../ui/ProductPicture.tsx"
import { isSharePngPath, serveSharePng } from "./picturePng.ts"

const PictureQuery = Schema.Struct({
  o: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-zA-Z]+(?:\.[a-zA-Z]+){0,9}$/)))),
  paint: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^\d{4}$/)))),
  hinge: Schema.optionalKey(Schema.Literals(["left", "right"])),
})
const decodeQuery = Schema.decodeUnknownOption(PictureQuery)
const pictureOptions = new Set<string>(PICTURE_OPTIONS)

/** The path after /files/assets/ of a picture: `picture/<slug>.svg` or `picture/<slug>.views.svg`. */
export const isPicturePath = (splat: string): boolean => splat.startsWith("picture/")

/** Pictures made, by URL: a few hundred products, a few option sets each, in two languages; 2 to 7 KB each, bounded. */
const made = new Map<string, string>()
const MAX_MADE = 2_000

export const servePicture = ({ request, params }: { readonly request: Request; readonly params: { readonly _splat?: string | undefined } }): Promise<Response> =>
  isSharePngPath(params._splat ?? "") ? serveSharePng({ request, params }) : respond(pictureResponse(params._splat ?? "", new URL(request.url)))

const pictureResponse = (splat: string, url: URL) =>
  Effect.gen(function* () {
    const match = /^picture\/([a-z0-9][a-z0-9-]*)(\.views)?\.svg$/.exec(splat)
    const query = decodeQuery(Object.fromEntries(url.searchParams))
    if (match === null || Option.isNone(query)) return jsonError(404, "no such picture")
    const [, slug, views] = match as unknown as [string, string, string | undefined]
    const { o, paint, hinge } = query.value
    const options = (o ?? "").split(".").filter(Boolean)
    if (options.some((option) => !pictureOptions.has(option))) return jsonError(404, "no such picture")
    const requested = url.searchParams.get("lang")
    const lang = isLanguage(requested) ? requested : (yield* WebConfig).defaultLanguage
    const headers = { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" }
    const key = `${slug}|${views ?? ""}|${[...options].sort().join(".")}|${paint ?? ""}|${hinge ?? ""}|${lang}`
    const kept = made.get(key)
    if (kept !== undefined) return new Response(kept, { headers })
    const product = yield* Effect.orElseSucceed((yield* Catalogue).productBySlug(slug), () => null)
    if (product === null) return jsonError(404, "no such picture")
    const { width, height, depth } = product
    const svg =
      views === undefined
        ? pictureSvg(
            {
              width,
              height,
              depth,
              doorCount: product.doorCount,
              meterPositions: product.specification.meterPositions,
              material: product.material,
              ralColour: paint === undefined ? product.specification.ralColour : `RAL ${paint}`,
              options: new Set(options as ReadonlyArray<(typeof PICTURE_OPTIONS)[number]>),
              hinge,
            },
            { title: t(lang, "product.picture", { width, height, depth }) },
          )
        : viewsSvg({ width, height, depth, doorCount: product.doorCount, meterPositions: product.specification.meterPositions, title: t(lang, "product.views", { width, height, depth }) })
    if (made.size >= MAX_MADE) made.clear()
    made.set(key, svg)
    return new Response(svg, { headers })
  })
