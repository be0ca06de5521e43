/** GET /api/pdf/initiate-article-datasheet-generation: starts the job in the background (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { initiateDatasheets } from "../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/api/pdf/initiate-article-datasheet-generation")({
  server: { handlers: { GET: (ctx) => initiateDatasheets(ctx) } },
})
