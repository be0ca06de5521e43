/** GET /files/signed/<key>?exp=…&sig=…: a generated file behind an HMAC-signed, expiring URL. */
import { createFileRoute } from "@tanstack/react-router"
import { serveSignedFile } from "../../../server/files.ts"
import { respond } from "../../../server/http.ts"

export const Route = createFileRoute("/files/signed/$")({
  server: { handlers: { GET: ({ request }) => respond(serveSignedFile(new URL(request.url))) } },
})
