/**
 * Answers of the hand-over's endpoints: a page of their own with its own Content-Security-Policy
 * (nothing loaded, the style and any script by nonce, a form posting only where it must), never
 * cached or shown to another page as referrer; or a redirect into the shop. Server-only.
 */
import { randomBytes } from "node:crypto"
import { PRIVATE_NO_STORE } from "../account/request.ts"

export const newNonce = (): string => randomBytes(18).toString("base64")

/**
 * The policy of a hand-over page: `default-src 'none'`; its style and script by nonce; forms may
 * post to `formOrigin` only (the hook URL's origin: the shop's other pages keep `form-action
 * 'self'`), or nowhere; never framed, no base URL.
 */
export const handoverPolicy = (nonce: string, formOrigin: string | null): string =>
  [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    `form-action ${formOrigin ?? "'none'"}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ")

export const htmlAnswer = (
  html: string,
  options: { readonly status?: number; readonly nonce: string; readonly formOrigin?: string | null; readonly cookies?: ReadonlyArray<string> },
): Response => {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": PRIVATE_NO_STORE,
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": handoverPolicy(options.nonce, options.formOrigin ?? null),
  })
  for (const cookie of options.cookies ?? []) headers.append("Set-Cookie", cookie)
  return new Response(html, { status: options.status ?? 200, headers })
}

/** A 303 into the shop (a path of its own), with the session's cookies. */
export const redirectAnswer = (path: string, cookies: ReadonlyArray<string>): Response => {
  const headers = new Headers({ Location: path, "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "no-referrer" })
  for (const cookie of cookies) headers.append("Set-Cookie", cookie)
  return new Response(null, { status: 303, headers })
}
