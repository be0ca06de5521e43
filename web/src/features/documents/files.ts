/**
 * The files' HTTP endpoints: the embedded file store's signed URLs and the products' assets.
 */
import { Effect } from "effect"
import { Catalogue, FileStore, PdfRenderer, cadAssetFile, frontViewSvg, isLanguage, servedAssetName } from "@shop/core"
import { fileSigningSecret, verifySignedUrl } from "@shop/adapters/files"
import { WebConfig } from "../../platform/config.ts"
import { jsonError, respond } from "../../platform/http.ts"

/**
 * GET /files/signed/<key>?exp=…&sig=…: a generated file behind an HMAC-signed, expiring URL of
 * the embedded file store. The signature and expiry are checked before the file is read; forged
 * or malformed URLs get 403, expired 410. With Supabase Storage configured, signed URLs point at
 * Supabase instead and this is unused.
 */
export const serveSignedFile = ({ request }: { readonly request: Request }): Promise<Response> => respond(signedFileResponse(new URL(request.url)))

const signedFileResponse = (url: URL) =>
  Effect.gen(function* () {
    const check = verifySignedUrl(decodeURIComponent(url.pathname), url.searchParams, Date.now(), yield* fileSigningSecret)
    if (!check.ok) return jsonError(check.reason === "expired" ? 410 : 403, `signed URL ${check.reason}`)
    const bytes = yield* (yield* FileStore).get(check.key)
    if (bytes === null) return jsonError(404, "file not found")
    return new Response(bytes as BodyInit, {
      headers: {
        "Content-Type": check.key.endsWith(".pdf") ? "application/pdf" : "application/octet-stream",
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    })
  })

/**
 * GET /files/assets/<file>?lang=de: a product's asset (`{id}_{type}_{n}.{ext}`). The data sheet
 * is rendered from the catalogue, the image is the enclosure's front view; CAD files come from the
 * file store's `assets/` folder when a deployment put them there, else the drawing (DXF, PDF) and
 * the STEP model are made from the dimensions (`cadAssetFile`); the product page lists only those.
 */
export const serveAsset = ({ request, params }: { readonly request: Request; readonly params: { readonly _splat?: string | undefined } }): Promise<Response> =>
  respond(assetResponse(params._splat ?? "", new URL(request.url).searchParams.get("lang")))

const assetResponse = (file: string, requestedLang: string | null) =>
  Effect.gen(function* () {
    const lang = isLanguage(requestedLang) ? requestedLang : (yield* WebConfig).defaultLanguage
    const identifier = /^([a-z0-9][a-z0-9._-]*)_([a-z-]+)_\d+\.[a-z0-9]+$/.exec(file)?.[1]
    const product = identifier === undefined ? null : yield* Effect.orElseSucceed((yield* Catalogue).productBySlug(identifier), () => null)
    const asset = product?.assets.find((a) => a.file === file || servedAssetName(a) === file)
    if (!product || !asset) return jsonError(404, "no such asset")
    const headers = { "Cache-Control": "public, max-age=3600", "X-Content-Type-Options": "nosniff" }
    // A URL serves what its name says: the catalogue's name of a converted asset (the image's .png) moves to the served name.
    if (file !== servedAssetName(asset)) {
      const query = isLanguage(requestedLang) ? `?lang=${requestedLang}` : ""
      return new Response(null, { status: 301, headers: { Location: `/files/assets/${encodeURIComponent(servedAssetName(asset))}${query}` } })
    }
    if (asset.type === "datasheet") {
      const bytes = yield* (yield* PdfRenderer).datasheetPdfNow(product, lang)
      return new Response(bytes as BodyInit, { headers: { ...headers, "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${file}"` } })
    }
    if (asset.type === "image") {
      const svg = frontViewSvg({
        width: product.width,
        height: product.height,
        doorCount: product.doorCount,
        ralColour: product.specification.ralColour,
        meterPositions: product.specification.meterPositions,
        title: `${product.name[lang]} ${product.width} × ${product.height} mm`,
      })
      return new Response(svg, { headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8", "Content-Disposition": `inline; filename="${servedAssetName(asset)}"` } })
    }
    const cad = yield* cadAssetFile(product, asset, lang)
    if (cad === null) return jsonError(404, "asset not in the file store")
    return new Response(cad.bytes as BodyInit, { headers: { ...headers, "Content-Type": cad.contentType, "Content-Disposition": `attachment; filename="${file}"` } })
  })
