/** GET /robots.txt: what crawlers may visit, and the sitemap. */
import { createFileRoute } from "@tanstack/react-router"
import { robotsGet } from "../features/seo/robots.ts"

export const Route = createFileRoute("/robots.txt")({
  server: { handlers: { GET: (ctx) => robotsGet(ctx) } },
})
