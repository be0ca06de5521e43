/** POST /api/ids: a craftsman's software opens the shop (IDS-Connect 2.5, features/handover/entry.ts). Credentials by POST only. */
import { createFileRoute } from "@tanstack/react-router"
import { idsEntryPost } from "../../features/handover/entry.ts"
import { jsonError } from "../../platform/http.ts"

export const Route = createFileRoute("/api/ids")({
  server: {
    handlers: {
      GET: () => jsonError(405, "POST the IDS-Connect form (credentials are never taken from a URL)", { Allow: "POST" }),
      POST: ({ request }) => idsEntryPost(request),
    },
  },
})
