/**
 * The documents' HTTP endpoints (spec §7): the cart PDF, whose sender line is the logged-in
 * customer's profile, and the article datasheet job (`/api/pdf/*`), bound to the requester's
 * cookie so one visitor can neither read nor delete another's datasheets. Each runs a core
 * program; failures are mapped by `respond`.
 */
import { Effect } from "effect"
import {
  Catalogue,
  DatasheetServer,
  type Language,
  PdfRenderer,
  accountSender,
  datasheetFileNames,
  decodeDatasheetQuery,
  decodeShareString,
  encodedCartOfQuery,
  isLanguage,
  renderCartPdf,
} from "@shop/core"
import { PRIVATE_NO_STORE, withEndpointSession } from "../account/request.ts"
import type { CurrentSession } from "../account/session.ts"
import { WebConfig } from "../../platform/config.ts"
import { isSameOriginRequest, jsonError, queryOf, requesterOf, respond, withCookie } from "../../platform/http.ts"
import type { WebServices } from "../../platform/runtime.ts"
import { MAX_CART_BODY_BYTES } from "../../platform/limits.ts"
import { clientKey, readBodyText } from "../../platform/request.ts"

interface Ctx {
  readonly request: Request
}

/** The `lang` query when it names a language, else the configured default. */
const languageOf = (query: Readonly<Record<string, string>>) =>
  Effect.map(Effect.service(WebConfig), ({ defaultLanguage }) => (isLanguage(query["lang"]) ? query["lang"] : defaultLanguage))

/**
 * The cart PDF of a share string, priced from the catalogue; a 400 when no line can be read. A
 * logged-in customer's sender line is their profile's, never the request's (spec §9).
 */
const cartPdfResponse = (encodedCart: string | undefined, lang: Language, disposition: "attachment" | "inline", session: CurrentSession["session"]) =>
  Effect.gen(function* () {
    const decoded = decodeShareString(encodedCart ?? "")
    if (decoded.cart.items.length === 0) return jsonError(400, "encodedCart: no readable cart lines")
    const sender = session === null ? undefined : yield* accountSender(session.user.id, session.user.email, lang)
    const pdf = yield* renderCartPdf(decoded.cart, lang, sender)
    return new Response(pdf.bytes as BodyInit, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `${disposition}; filename="${pdf.fileName}"`,
        "Cache-Control": PRIVATE_NO_STORE,
        // Lines left out because the catalogue no longer has their product or an accessory.
        ...(pdf.removed.length > 0 ? { "X-Cart-Lines-Removed": String(pdf.removed.length) } : {}),
      },
    })
  })

/** GET /api/pdf/generate-cart?encodedCart=…&lang=de: the cart PDF, priced from the catalogue. */
export const generateCartPdf = ({ request }: Ctx): Promise<Response> =>
  withEndpointSession(request, (session) => {
    const query = queryOf(request)
    return respond(Effect.flatMap(languageOf(query), (lang) => cartPdfResponse(encodedCartOfQuery(new URL(request.url).search.slice(1)), lang, "attachment", session)))
  })

/**
 * POST /api/pdf/generate-cart, the same fields as a form body: what the shop's PDF button sends.
 * A larger cart's share string does not fit a URL: Node refuses a request line and headers over
 * 16 KB (431), a proxy often over 8 KB, and a guest cart of 68 lines with two accessories each is
 * 21 KB as a query. Same origin only: another site must not make a visitor's browser render PDFs.
 */
export const generateCartPdfPost = ({ request }: Ctx): Promise<Response> => {
  if (!isSameOriginRequest(request)) return Promise.resolve(jsonError(403, "cross-site requests are refused"))
  return withEndpointSession(request, async (session) => {
    const text = await readBodyText(request, MAX_CART_BODY_BYTES)
    if (text === null) return jsonError(413, "encodedCart: larger than 1 MB")
    const form = Object.fromEntries(new URLSearchParams(text))
    return respond(Effect.flatMap(languageOf(form), (lang) => cartPdfResponse(form["encodedCart"], lang, "attachment", session)))
  })
}

interface LangCtx extends Ctx {
  readonly params: { readonly lang: string }
}

/**
 * The pdf-renderer pages are opened by people (from a shared link), so a refusal is a sentence in
 * the page's language, not the API's JSON.
 */
const pageRefusals = {
  de: {
    noCartLine: "Dieser Warenkorb-Link enthält keinen Artikel, den der Katalog kennt. Bitte erstellen Sie das PDF im Warenkorb des Shops neu.",
    noProductId: "Dieser Link nennt keinen Artikel.",
    unknownProduct: (id: string) => `Den Artikel ${JSON.stringify(id)} gibt es im Katalog nicht.`,
  },
  en: {
    noCartLine: "This cart link holds no article the catalogue knows. Please create the PDF again from the shop's cart.",
    noProductId: "This link names no article.",
    unknownProduct: (id: string) => `The catalogue has no article ${JSON.stringify(id)}.`,
  },
} as const satisfies Record<Language, unknown>

const pageRefusal = (text: string) =>
  new Response(text, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })

/** The page language of a `/{lang}/pdf-renderer/…` URL; another prefix is not a page (404). */
const withPageLanguage = (params: LangCtx["params"], answer: (lang: Language) => Effect.Effect<Response, unknown, WebServices>) =>
  respond(isLanguage(params.lang) ? answer(params.lang) : Effect.succeed(jsonError(404, "no such page")))

/**
 * GET /{lang}/pdf-renderer/cart/?encodedCart=…: the cart PDF shown in the browser (spec §2),
 * the same document as /api/pdf/generate-cart, in the page's language.
 */
export const renderCartPdfInline = ({ request, params }: LangCtx): Promise<Response> =>
  withEndpointSession(request, async (session) => {
    const response = await withPageLanguage(params, (lang) => cartPdfResponse(encodedCartOfQuery(new URL(request.url).search.slice(1)), lang, "inline", session))
    return response.status === 400 && isLanguage(params.lang) ? pageRefusal(pageRefusals[params.lang].noCartLine) : response
  })

/**
 * GET /{lang}/pdf-renderer/artikel-datenblatt/?productId=…: one article's datasheet shown in the
 * browser (spec §2), the same document as in the datasheet ZIP. `productId` is the catalogue key
 * the /api/pdf endpoints take in `productIds`.
 */
export const renderDatasheetPdfInline = ({ request, params }: LangCtx): Promise<Response> =>
  withPageLanguage(params, (lang) =>
    Effect.gen(function* () {
      const productId = queryOf(request)["productId"]?.trim() ?? ""
      if (productId === "") return pageRefusal(pageRefusals[lang].noProductId)
      const product = yield* Effect.orElseSucceed((yield* Catalogue).product(productId), () => null)
      if (product === null) return pageRefusal(pageRefusals[lang].unknownProduct(productId))
      const bytes = yield* (yield* PdfRenderer).datasheetPdfNow(product, lang)
      const [name] = datasheetFileNames([product.specification.articleNumber])
      return new Response(bytes as BodyInit, {
        headers: { "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"`, "Cache-Control": "no-store" },
      })
    }),
  )

/** GET /api/pdf/initiate-article-datasheet-generation: starts the job in the background. */
export const initiateDatasheets = async ({ request }: Ctx): Promise<Response> => {
  const query = queryOf(request)
  const requester = await requesterOf(request)
  const client = await clientKey()
  const response = await respond(
    Effect.gen(function* () {
      const lang = yield* languageOf(query)
      const job = yield* decodeDatasheetQuery(query)
      // Limits count per client address: a client without the cookie would otherwise start unlimited jobs.
      yield* (yield* DatasheetServer).initiate(requester.id, job, lang, client)
      return Response.json({ started: true }, { status: 202, headers: { "Cache-Control": "no-store" } })
    }),
  )
  return withCookie(response, requester.setCookie)
}

/** GET /api/pdf/download-generated-article-datasheets: `{ pdfs, dataLength }`, pdfs empty while running. */
export const datasheetStatus = async ({ request }: Ctx): Promise<Response> => {
  const requester = await requesterOf(request)
  const response = await respond(
    Effect.gen(function* () {
      const job = yield* decodeDatasheetQuery(queryOf(request))
      const status = yield* (yield* DatasheetServer).status(requester.id, job)
      return Response.json(status, { headers: { "Cache-Control": "no-store" } })
    }),
  )
  return withCookie(response, requester.setCookie)
}

/** GET /api/pdf/delete-generated-files?reqTime=…&productNames=…: removes this requester's files. */
export const deleteDatasheetFiles = async ({ request }: Ctx): Promise<Response> => {
  const requester = await requesterOf(request)
  return respond(
    Effect.gen(function* () {
      const job = yield* decodeDatasheetQuery(queryOf(request), "delete")
      yield* (yield* DatasheetServer).remove(requester.id, job)
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
    }),
  )
}
