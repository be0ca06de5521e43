/** GET /files/assets/<file>?lang=de: a product's data sheet, image or CAD file. */
import { createFileRoute } from "@tanstack/react-router"
import { serveAsset } from "../../../features/documents/files.ts"

export const Route = createFileRoute("/files/assets/$")({
  server: { handlers: { GET: (ctx) => serveAsset(ctx) } },
})
