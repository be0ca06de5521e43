/** GET /api/pdf/compare?lang=de&p=slug&p=slug[&only=diff]: the compare page as a PDF with the products' pictures. */
import { createFileRoute } from "@tanstack/react-router"
import { serveComparePdf } from "../../../features/compare/pdf.ts"

export const Route = createFileRoute("/api/pdf/compare")({
  server: { handlers: { GET: (ctx) => serveComparePdf(ctx) } },
})
