/** GET /sitemaps/<n>.xml: one part of a sitemap split at the protocol's limits. */
import { createFileRoute } from "@tanstack/react-router"
import { sitemapPartGet } from "../../features/seo/sitemap.ts"

export const Route = createFileRoute("/sitemaps/$file")({
  server: { handlers: { GET: (ctx) => sitemapPartGet(ctx) } },
})
