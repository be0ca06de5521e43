/** GET /api/pdf/download-generated-article-datasheets: `{ pdfs, dataLength }`, pdfs empty while running (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { datasheetStatus } from "../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/api/pdf/download-generated-article-datasheets")({
  server: { handlers: { GET: (ctx) => datasheetStatus(ctx) } },
})
