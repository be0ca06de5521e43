/**
 * Server routes (raw HTTP endpoints): run a core program on the server runtime and answer with
 * a Response. Typed failures map to a status and a short JSON message; anything else is logged
 * and answered 500 with the general error, never a stack trace.
 */
import { randomBytes } from "node:crypto"
import { getRequest } from "@tanstack/react-start/server"
import { Cause, Effect, Exit } from "effect"
import { runtime, type WebServices } from "./runtime.ts"

const statusOf: Readonly<Record<string, number>> = {
  InvalidDatasheetRequest: 400,
  InvalidInput: 400,
  ProductNotFound: 404,
  DatasheetJobNotFound: 404,
  DatasheetTooManyJobs: 429,
}

export const jsonError = (status: number, message: string, headers: Readonly<Record<string, string>> = {}): Response =>
  Response.json({ error: message }, { status, headers: { "Cache-Control": "no-store", ...headers } })

export const respond = async <E>(program: Effect.Effect<Response, E, WebServices>): Promise<Response> => {
  const exit = await runtime.runPromiseExit(program)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some") {
    const error = failure.value as { readonly _tag?: string; readonly message?: string }
    const status = error._tag === undefined ? undefined : statusOf[error._tag]
    if (status !== undefined) return jsonError(status, error.message ?? error._tag ?? "error")
  }
  await runtime.runPromise(Effect.logError("endpoint failed", Cause.pretty(exit.cause)))
  return jsonError(500, "generalError")
}

const REQUESTER_COOKIE = "requester"

/**
 * Who asks: a random id in an HttpOnly cookie (set on first use). Generated files are bound to
 * it, so one visitor can neither read nor delete another's datasheets.
 */
export const requesterOf = (request: Request): { readonly id: string; readonly setCookie: string | null } => {
  const cookie = request.headers.get("cookie") ?? ""
  const found = /(?:^|;\s*)requester=([0-9a-f]{32})(?:;|$)/.exec(cookie)?.[1]
  if (found !== undefined) return { id: found, setCookie: null }
  const id = randomBytes(16).toString("hex")
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : ""
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
export const isSameOrigin = (): boolean => {
  const request = getRequest()
  const origin = request.headers.get("origin")
  if (origin === null) return request.headers.get("sec-fetch-site") !== "cross-site"
  // Hosts, not origins: behind a TLS-terminating proxy the server itself sees http.
  return URL.canParse(origin) && new URL(origin).host === new URL(request.url).host
}
