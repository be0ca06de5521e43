/** GET /files/assets/<file>?lang=de: a product's data sheet, image or CAD file; /files/assets/picture/…: its picture. */
import { createFileRoute } from "@tanstack/react-router"
import { serveAsset } from "../../../features/documents/files.ts"
import { isPicturePath, servePicture } from "../../../features/product/pictures.ts"

export const Route = createFileRoute("/files/assets/$")({
  server: { handlers: { GET: (ctx) => (isPicturePath(ctx.params._splat ?? "") ? servePicture(ctx) : serveAsset(ctx)) } },
})
