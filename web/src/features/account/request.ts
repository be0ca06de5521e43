/**
 * The session of the request a server function or endpoint answers: read (and refreshed) from the
 * cookie, its new cookie sent back, and the answer marked personal so no shared cache keeps it.
 */
import { appendResponseHeader, getRequest, setResponseHeader } from "@tanstack/react-start/server"
import { Effect } from "effect"
import { withCookie } from "../../platform/http.ts"
import { isSecureRequest } from "../../platform/request.ts"
import { runtime } from "../../platform/runtime.ts"
import { type CurrentSession, currentSession } from "./session.ts"

/** Answers carrying personal data: neither the page cache nor a CDN or proxy may keep them. */
export const PRIVATE_NO_STORE = "private, no-store"

/**
 * Sessions already read per request: a page render asks in its shell (the header) and in its
 * loaders, and a session about to expire must be refreshed once, with one cookie sent back.
 */
const readSessions = new WeakMap<Request, CurrentSession>()

/** For a server function: the session of its request, with the cookie and cache headers set. */
export const requestSession = Effect.fn("web.requestSession")(function* () {
  const request = getRequest()
  const known = readSessions.get(request)
  if (known !== undefined) return known.session
  const secure = yield* Effect.promise(() => isSecureRequest(request))
  const current: CurrentSession = yield* currentSession(request.headers.get("cookie"), secure)
  readSessions.set(request, current)
  if (current.setCookie !== null) appendResponseHeader("Set-Cookie", current.setCookie)
  setResponseHeader("Cache-Control", PRIVATE_NO_STORE)
  return current.session
})

/**
 * For a raw endpoint: answers with the request's session (null for a guest), and its renewed cookie
 * goes back with every answer, errors included (a refresh rotated the tokens; losing the new ones
 * would end the session at the next refresh).
 */
export const withEndpointSession = async (request: Request, answer: (session: CurrentSession["session"]) => Promise<Response>): Promise<Response> => {
  const current = await runtime.runPromise(currentSession(request.headers.get("cookie"), await isSecureRequest(request)))
  return withCookie(await answer(current.session), current.setCookie)
}
