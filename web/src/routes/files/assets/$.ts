/** GET /files/assets/<file>?lang=de: a product's data sheet, image or CAD file. */
import { createFileRoute } from "@tanstack/react-router"
import { isLanguage } from "@shop/core/i18n/language"
import { defaultLanguage } from "../../../platform/env.ts"
import { serveAsset } from "../../../features/documents/files.ts"
import { respond } from "../../../platform/http.ts"

export const Route = createFileRoute("/files/assets/$")({
  server: {
    handlers: {
      GET: ({ request, params }) => {
        const lang = new URL(request.url).searchParams.get("lang")
        return respond(serveAsset(params._splat ?? "", isLanguage(lang) ? lang : defaultLanguage))
      },
    },
  },
})
