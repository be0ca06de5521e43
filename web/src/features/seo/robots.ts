/**
 * `GET /robots.txt`: the site may be crawled except the API, server functions, the account
 * pages, the PDF renderer and the internal pages; the sitemap's absolute URL. Login and password
 * reset stay crawlable: their pages say `noindex` themselves, which a crawler must be able to read.
 */
import { webConfig } from "../../platform/runtime.ts"

const DISALLOWED = [
  "/api/",
  "/_serverFn/",
  "/_internal/",
  "/files/signed/",
  "/user/",
  "/de/user/",
  "/en/user/",
  "/pdf-renderer/",
  "/de/pdf-renderer/",
  "/en/pdf-renderer/",
]

export const robotsTxt = (origin: string): string =>
  ["User-agent: *", "Allow: /", ...DISALLOWED.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n")

export const robotsGet = async ({ request }: { readonly request: Request }): Promise<Response> => {
  const origin = (await webConfig()).siteUrl || new URL(request.url).origin
  return new Response(robotsTxt(origin), { status: 200, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } })
}
