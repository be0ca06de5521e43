/**
 * Server routes (raw HTTP endpoints): run a core program on the server runtime and answer with
 * a Response. A failure is answered with its mapped status (`failureOf`) and a short JSON
 * message: the typed error's own for a 4xx, the general error for a 500 (logged, never a stack trace).
 */
import { randomBytes } from "node:crypto"
import { getRequest } from "@tanstack/react-start/server"
import { Effect, Result } from "effect"
import { isSecureRequest } from "./request.ts"
import { run } from "./run.ts"
import type { WebServices } from "./runtime.ts"

export const jsonError = (status: number, message: string, headers: Readonly<Record<string, string>> = {}): Response =>
  Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } })

/** The program's Response, or its failure as JSON: `{ error }`, with `fields` (error keys by field) for invalid input. */
export const respond = async <E>(program: Effect.Effect<Response, E, WebServices>): Promise<Response> =>
  Result.getOrElse(await run(program, "endpoint failed"), (failure) =>
    Response.json(
      { error: failure.message, ...(failure.fields === undefined ? {} : { fields: failure.fields }) },
      {
        status: failure.status,
        headers: { "Cache-Control": "no-store", ...(failure.retryAfterSeconds === undefined ? {} : { "Retry-After": String(failure.retryAfterSeconds) }) },
      },
    ),
  )

const REQUESTER_COOKIE = "requester"

/**
 * Who asks: a random id in an HttpOnly cookie (set on first use). Generated files are bound to
 * it, so one visitor can neither read nor delete another's datasheets.
 */
export const requesterOf = async (request: Request): Promise<{ readonly id: string; readonly setCookie: string | null }> => {
  const cookie = request.headers.get("cookie") ?? ""
  const found = /(?:^|;\s*)requester=([0-9a-f]{32})(?:;|$)/.exec(cookie)?.[1]
  if (found !== undefined) return { id: found, setCookie: null }
  const id = randomBytes(16).toString("hex")
  const secure = (await isSecureRequest(request)) ? "; Secure" : ""
  return { id, setCookie: `${REQUESTER_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}` }
}

export const withCookie = (response: Response, setCookie: string | null): Response => {
  if (setCookie !== null) response.headers.append("Set-Cookie", setCookie)
  return response
}

/** The query as a record of strings (repeated keys keep their last value). */
export const queryOf = (request: Request): Record<string, string> => Object.fromEntries(new URL(request.url).searchParams)

/**
 * Changes (cart, contact form) are POSTs from the shop's own pages: a request whose Origin names
 * another site is refused (with the SameSite=Lax cookie this closes cross-site request forgery).
 */
export const isSameOrigin = (): boolean => isSameOriginRequest(getRequest())

/** The same check on a given request (the request middleware, before any body is read). */
export const isSameOriginRequest = (request: Request): boolean => {
  const origin = request.headers.get("origin")
  if (origin === null) return request.headers.get("sec-fetch-site") !== "cross-site"
  // Hosts, not origins: behind a TLS-terminating proxy the server itself sees http.
  return URL.canParse(origin) && new URL(origin).host === new URL(request.url).host
}
