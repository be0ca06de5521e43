/** GET /api/pdf/delete-generated-files?reqTime=…&productNames=…: removes this requester's files (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { deleteDatasheetFiles } from "../../../features/documents/endpoints.ts"

export const Route = createFileRoute("/api/pdf/delete-generated-files")({
  server: { handlers: { GET: (ctx) => deleteDatasheetFiles(ctx) } },
})
