/** GET /{lang}/pdf-renderer/artikel-datenblatt/?productId=…: an article's datasheet shown in the browser (spec §2). */
import { createFileRoute } from "@tanstack/react-router"
import { renderDatasheetPdfInline } from "../../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/$lang/pdf-renderer/artikel-datenblatt/")({
  server: { handlers: { GET: (ctx) => renderDatasheetPdfInline(ctx) } },
})
