/** GET /content/assets/<path>: an image or download of the embedded content. */
import { createFileRoute } from "@tanstack/react-router"
import { serveContentAsset } from "../../../features/content/assets.ts"

export const Route = createFileRoute("/content/assets/$")({
  server: { handlers: { GET: (ctx) => serveContentAsset(ctx) } },
})
