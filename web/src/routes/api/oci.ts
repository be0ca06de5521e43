/** POST /api/oci: a buyer's SAP opens the shop as a punch-out catalogue (OCI 4.0/5.0, features/handover/entry.ts). Credentials by POST only. */
import { createFileRoute } from "@tanstack/react-router"
import { ociEntryPost } from "../../features/handover/entry.ts"
import { jsonError } from "../../platform/http.ts"

export const Route = createFileRoute("/api/oci")({
  server: {
    handlers: {
      GET: () => jsonError(405, "POST the OCI call (credentials are never taken from a URL)", { Allow: "POST" }),
      POST: ({ request }) => ociEntryPost(request),
    },
  },
})
