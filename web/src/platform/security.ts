/**
 * Security headers of every answer, and the Content-Security-Policy of the pages. A guest's page
 * names its inline scripts (the router's hydration data) by their hashes, since the page cache or a
 * CDN may hand it to others; a logged-in visitor's page by a fresh nonce per response (server.ts).
 * Anything injected into a page (a script without nonce or known hash) does not run.
 */
import { createHash } from "node:crypto"
import { policyWith } from "./csp.ts"

/** The policy of a stored page: its own inline scripts by hash, nothing else inline. */
export const hashPolicy = (html: string): string => policyWith(inlineScriptHashes(html).map((hash) => `'sha256-${hash}'`))

/**
 * SHA-256 (base64) of every inline `<script>` body of the page, as the browser hashes them. Found
 * with indexOf rather than one regular expression over the page: a lazy `[\s\S]*?` across 70 KB
 * cost about 5 % of a render. React writes the tags in lower case.
 */
export const inlineScriptHashes = (html: string): ReadonlyArray<string> => {
  const hashes = new Set<string>()
  let open = html.indexOf("<script")
  while (open >= 0) {
    const tagEnd = html.indexOf(">", open)
    const close = tagEnd < 0 ? -1 : html.indexOf("</script>", tagEnd)
    if (close < 0) break
    const attributes = html.slice(open + "<script".length, tagEnd)
    if (/^(?:\s|\/|$)/.test(attributes) && !/\bsrc\s*=/i.test(attributes)) hashes.add(createHash("sha256").update(html.slice(tagEnd + 1, close), "utf8").digest("base64"))
    open = html.indexOf("<script", close)
  }
  return [...hashes]
}

/** Headers every answer carries (HSTS is the TLS proxy's: see docs/operations.md). */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
]

/**
 * A valid preview's page, which the content system's visual editor shows in a frame: framed by
 * that origin only (instead of by none), and without `X-Frame-Options`, which cannot name one.
 * Any other answer (a file, JSON) keeps refusing every frame.
 */
export const framedBy = (response: Response, origin: string): Response => {
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return response
  const others = (response.headers.get("Content-Security-Policy") ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "" && !/^frame-ancestors\b/i.test(directive))
  response.headers.set("Content-Security-Policy", [...others, `frame-ancestors ${origin}`].join("; "))
  response.headers.delete("X-Frame-Options")
  return response
}

/** The response with the security headers (a copy when its headers are immutable, as a redirect's are). */
export const withSecurityHeaders = (response: Response): Response => {
  const target = (() => {
    try {
      response.headers.set("X-Content-Type-Options", "nosniff")
      return response
    } catch {
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) })
    }
  })()
  // A referrer policy the answer chose itself stays (a mailed link's page: `same-origin`).
  for (const [name, value] of SECURITY_HEADERS) if (!(name === "Referrer-Policy" && target.headers.has(name))) target.headers.set(name, value)
  // Other answers (JSON, PDFs, files) load nothing and are never framed either.
  const html = (target.headers.get("content-type") ?? "").startsWith("text/html")
  if (!html && !target.headers.has("content-security-policy")) target.headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'")
  return target
}
