/** GET /api/saved-carts/{id}.pdf|csv?lang=de: a saved project cart's PDF or CSV (issue 27, part 4). */
import { createFileRoute } from "@tanstack/react-router"
import { savedCartFile } from "../../../features/savedCarts/downloads.ts"

export const Route = createFileRoute("/api/saved-carts/$file")({
  server: { handlers: { GET: (ctx) => savedCartFile(ctx) } },
})
