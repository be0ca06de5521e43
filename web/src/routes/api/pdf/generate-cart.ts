/** GET /api/pdf/generate-cart?encodedCart=…&lang=de (spec §7), or POST with the same form fields: the cart PDF, priced from the catalogue. */
import { createFileRoute } from "@tanstack/react-router"
import { generateCartPdf, generateCartPdfPost } from "../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/api/pdf/generate-cart")({
  server: { handlers: { GET: (ctx) => generateCartPdf(ctx), POST: (ctx) => generateCartPdfPost(ctx) } },
})
