/** GET /api/pdf/generate-cart?encodedCart=…&lang=de: the cart PDF, priced from the catalogue (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { Effect } from "effect"
import { decodeShareString, isLanguage, renderCartPdf } from "@shop/core"
import { jsonError, queryOf, respond } from "../../../platform/http.ts"
import { defaultLanguage } from "../../../platform/env.ts"

export const Route = createFileRoute("/api/pdf/generate-cart")({
  server: {
    handlers: {
      GET: ({ request }) => {
        const query = queryOf(request)
        const lang = isLanguage(query["lang"]) ? query["lang"] : defaultLanguage
        const decoded = decodeShareString(query["encodedCart"] ?? "")
        if (decoded.cart.items.length === 0) return jsonError(400, "encodedCart: no readable cart lines")
        return respond(
          Effect.map(renderCartPdf(decoded.cart, lang), (pdf) =>
            new Response(pdf.bytes as BodyInit, {
              headers: {
                "Content-Type": "application/pdf",
                "Content-Disposition": `attachment; filename="${pdf.fileName}"`,
                "Cache-Control": "no-store",
              },
            }),
          ),
        )
      },
    },
  },
})
