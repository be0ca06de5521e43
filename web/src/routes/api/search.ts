/** GET /api/search: the header's search suggestions (features/search/suggest.ts). */
import { createFileRoute } from "@tanstack/react-router"
import { suggestGet } from "../../features/search/suggest.ts"

export const Route = createFileRoute("/api/search")({
  server: { handlers: { GET: ({ request }) => suggestGet(request) } },
})
