/** GET /{lang}/pdf-renderer/cart/?encodedCart=…: the cart PDF shown in the browser (spec §2). */
import { createFileRoute } from "@tanstack/react-router"
import { renderCartPdfInline } from "../../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/$lang/pdf-renderer/cart/")({
  server: { handlers: { GET: (ctx) => renderCartPdfInline(ctx) } },
})
