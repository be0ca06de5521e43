/**
 * The session cookie (spec §9): its attributes over http and https, and the refresh within the
 * 10 s expiry margin, on the port's in-memory Auth with the test clock.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { Auth, Mailer } from "@shop/core"
import { addMemoryUser } from "@shop/core/accounts/memory"
import { ACCESS_TOKEN_SECONDS } from "@shop/core/accounts/policy"
import { SESSION_EXPIRY_MARGIN_SECONDS, clearSessionCookie, currentSession, readSessionCookie, sessionSetCookie } from "./session.ts"

const metadata = { userLang: "de", mailTemplate: "de", firstname: "Anna", lastname: "Huber", company: "Huber GmbH", vat: "ATU12345678", street: "Hauptstraße 1", zip: "4020", city: "Linz", country: "AT" } as const

const authLayer = Auth.layerTest.pipe(Layer.provideMerge(Mailer.layerTest))

const loggedIn = Effect.gen(function* () {
  yield* addMemoryUser({ id: "u1", email: "anna@example.at", password: "Schaltschrank-2026", confirmed: true, metadata, emailChange: null })
  return yield* (yield* Auth).signIn("anna@example.at", "Schaltschrank-2026")
})

const cookieHeader = (setCookie: string) => setCookie.split(";")[0]!

describe("session cookie", () => {
  it.effect("is HttpOnly, SameSite=Lax and kept 400 days; over https Secure with the __Host- prefix", () =>
    Effect.gen(function* () {
      const session = yield* loggedIn
      const plain = sessionSetCookie(session, false)
      expect(plain).toMatch(/^session=[\w-]+; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/)
      const secure = sessionSetCookie(session, true)
      expect(secure).toMatch(/^__Host-session=[\w-]+; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax; Secure$/)
      expect(clearSessionCookie(true)).toMatch(/^__Host-session=; .*Max-Age=0/)
      // Over https a plain-http cookie of the same name (which any subdomain could set) is not read.
      expect(readSessionCookie(cookieHeader(plain), true)).toBeNull()
      expect(readSessionCookie(cookieHeader(secure), true)).not.toBeNull()
    }).pipe(Effect.provide(authLayer)),
  )

  it.effect("is refreshed only within the 10 s margin before the access token expires", () =>
    Effect.gen(function* () {
      const session = yield* loggedIn
      const header = cookieHeader(sessionSetCookie(session, false))
      yield* TestClock.adjust(`${ACCESS_TOKEN_SECONDS - SESSION_EXPIRY_MARGIN_SECONDS - 5} seconds`)
      const early = yield* currentSession(header, false)
      expect(early.session?.user.email).toBe("anna@example.at")
      expect(early.setCookie).toBeNull()
      yield* TestClock.adjust("10 seconds")
      const late = yield* currentSession(header, false)
      expect(late.session?.user.email).toBe("anna@example.at")
      expect(late.setCookie).toMatch(/^session=/)
      expect(late.session?.refreshToken).not.toBe(session.refreshToken)
    }).pipe(Effect.provide(authLayer)),
  )

  it.effect("a forged or unreadable cookie is a guest and the cookie is cleared", () =>
    Effect.gen(function* () {
      for (const header of ["session=bm90LWpzb24", "session=%%%", `session=${Buffer.from(JSON.stringify({ a: "x", r: "y", e: 1e12 })).toString("base64url")}`]) {
        const current = yield* currentSession(header, false)
        expect(current.session, header).toBeNull()
        expect(current.setCookie, header).toMatch(/Max-Age=0/)
      }
    }).pipe(Effect.provide(authLayer)),
  )
})
