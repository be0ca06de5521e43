/** GET /api/pdf/generate-cart?encodedCart=…&lang=de: the cart PDF, priced from the catalogue (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { generateCartPdf } from "../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/api/pdf/generate-cart")({
  server: { handlers: { GET: (ctx) => generateCartPdf(ctx) } },
})
