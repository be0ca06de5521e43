/**
 * GET /api/saved-carts/{id}.pdf and /api/saved-carts/{id}.csv (`?lang=de|en`): one of the user's
 * saved carts as the cart's own PDF (the sender line their profile's, spec §9) or CSV (spec §9, the
 * cart request's), priced from the catalogue now. Plain links, so they work without JavaScript.
 * Another user's saved cart, or none, is a 404; no session a 401. Lines the catalogue no longer
 * has are left out and counted in `X-Cart-Lines-Removed`, as the cart PDF's.
 */
import { Effect } from "effect"
import { accountSender, isLanguage } from "@shop/core"
import { savedCartCsv, savedCartPdf } from "@shop/core/savedCarts/savedCarts"
import { WebConfig } from "../../platform/config.ts"
import { jsonError, queryOf, respond } from "../../platform/http.ts"
import { PRIVATE_NO_STORE, withEndpointSession } from "../account/request.ts"

const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(pdf|csv)$/i

const attachment = (body: BodyInit, type: string, fileName: string, removed: number) =>
  new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": PRIVATE_NO_STORE,
      "X-Content-Type-Options": "nosniff",
      ...(removed > 0 ? { "X-Cart-Lines-Removed": String(removed) } : {}),
    },
  })

export const savedCartFile = ({ request, params }: { readonly request: Request; readonly params: { readonly file: string } }): Promise<Response> =>
  withEndpointSession(request, async (session) => {
    if (session === null) return jsonError(401, "log in to download a saved cart")
    const match = FILE.exec(params.file)
    if (match === null) return jsonError(404, "no such saved cart")
    const id = match[1]!.toLowerCase()
    const format = match[2]!.toLowerCase()
    const requested = queryOf(request)["lang"]
    return respond(
      Effect.gen(function* () {
        const lang = isLanguage(requested) ? requested : (yield* WebConfig).defaultLanguage
        if (format === "csv") {
          const csv = yield* savedCartCsv(session.user.id, id, lang)
          return attachment(csv.text, "text/csv; charset=utf-8", csv.fileName, csv.removed)
        }
        const sender = yield* accountSender(session.user.id, session.user.email, lang)
        const pdf = yield* savedCartPdf(session.user.id, id, lang, sender)
        return attachment(pdf.bytes as BodyInit, "application/pdf", pdf.fileName, pdf.removed)
      }).pipe(Effect.catchTag("SavedCartNotFound", () => Effect.succeed(jsonError(404, "no such saved cart")))),
    )
  })
