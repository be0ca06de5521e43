/**
 * The documents' HTTP endpoints (spec §7): the cart PDF and the article datasheet job
 * (`/api/pdf/*`), bound to the requester's cookie so one visitor can neither read nor delete
 * another's datasheets. Each runs a core program; failures are mapped by `respond`.
 */
import { Effect } from "effect"
import { DatasheetServer, decodeDatasheetQuery, decodeShareString, isLanguage, renderCartPdf } from "@shop/core"
import { WebConfig } from "../../platform/config.ts"
import { jsonError, queryOf, requesterOf, respond, withCookie } from "../../platform/http.ts"
import { clientIp } from "../../platform/request.ts"

interface Ctx {
  readonly request: Request
}

/** The `lang` query when it names a language, else the configured default. */
const languageOf = (query: Readonly<Record<string, string>>) =>
  Effect.map(Effect.service(WebConfig), ({ defaultLanguage }) => (isLanguage(query["lang"]) ? query["lang"] : defaultLanguage))

/** GET /api/pdf/generate-cart?encodedCart=…&lang=de: the cart PDF, priced from the catalogue. */
export const generateCartPdf = ({ request }: Ctx): Promise<Response> => {
  const query = queryOf(request)
  return respond(
    Effect.gen(function* () {
      const lang = yield* languageOf(query)
      const decoded = decodeShareString(query["encodedCart"] ?? "")
      if (decoded.cart.items.length === 0) return jsonError(400, "encodedCart: no readable cart lines")
      const pdf = yield* renderCartPdf(decoded.cart, lang)
      return new Response(pdf.bytes as BodyInit, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
          "Cache-Control": "no-store",
        },
      })
    }),
  )
}

/** GET /api/pdf/initiate-article-datasheet-generation: starts the job in the background. */
export const initiateDatasheets = async ({ request }: Ctx): Promise<Response> => {
  const query = queryOf(request)
  const requester = await requesterOf(request)
  const client = await clientIp()
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
