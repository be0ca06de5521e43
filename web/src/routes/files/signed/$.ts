/** GET /files/signed/<key>?exp=…&sig=…: a generated file behind an HMAC-signed, expiring URL. */
import { createFileRoute } from "@tanstack/react-router"
import { serveSignedFile } from "../../../features/documents/files.ts"

export const Route = createFileRoute("/files/signed/$")({
  server: { handlers: { GET: (ctx) => serveSignedFile(ctx) } },
})
