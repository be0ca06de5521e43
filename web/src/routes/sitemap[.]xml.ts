/** GET /sitemap.xml: the sitemap (or the index of its parts). */
import { createFileRoute } from "@tanstack/react-router"
import { sitemapGet } from "../features/seo/sitemap.ts"

export const Route = createFileRoute("/sitemap.xml")({
  server: { handlers: { GET: (ctx) => sitemapGet(ctx) } },
})
