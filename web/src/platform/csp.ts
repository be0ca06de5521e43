/** The pages' Content-Security-Policy (see security.ts); no server imports, the root route uses it. */

/** Directives besides `script-src`; styles come from files and React's style attributes. */
const BASE_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: https:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  // Signed file URLs may point at the object store (Supabase) when it is configured.
  "connect-src 'self' https:",
]

export const policyWith = (scriptSources: ReadonlyArray<string>): string => [...BASE_POLICY, `script-src 'self' ${scriptSources.join(" ")}`.trim()].join("; ")

/** The policy of a freshly rendered page. */
export const noncePolicy = (nonce: string): string => policyWith([`'nonce-${nonce}'`])

let serverNonce: () => string | undefined = () => undefined

/**
 * The nonce of the render under way on the server, if it needs one (set by the server entry: a
 * logged-in visitor's page, which streams and is named by nonce; a guest's page is named by the
 * hashes of its scripts, `hashPolicy`, and gets none).
 */
export const renderNonce = (): string | undefined => serverNonce()

export const registerRenderNonce = (nonce: () => string | undefined) => {
  serverNonce = nonce
}
