/**
 * The hand-over session's mark and the hand-over pages' policy (issue 26): the cookie counts only
 * for the account it names and is read with its schema; the page's policy lets a form post to the
 * hook URL's origin only; the login of a hand-over is for the browser session only, also refreshed.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { Auth, Mailer } from "@shop/core"
import { addMemoryUser } from "@shop/core/accounts/memory"
import { ACCESS_TOKEN_SECONDS } from "@shop/core/accounts/policy"
import type { PunchoutContext } from "@shop/core/handover/entry"
import { currentSession, sessionSetCookie } from "../account/session.ts"
import { clearHandoverCookie, handoverOf, handoverSetCookie } from "./cookie.ts"
import { handoverPolicy } from "./respond.ts"

const context: PunchoutContext = { protocol: "oci", uid: "u1", hookUrl: "https://srm.example.com/hook?sap-client=100", formTarget: "_top", okCode: "ADDI", target: "_top", caller: "CTLG", charset: "UTF-8", version: "5.0" }
const pair = (setCookie: string) => setCookie.split(";")[0]!

describe("the hand-over cookie", () => {
  it("is HttpOnly, SameSite=Lax, without Max-Age; over https Secure with the __Host- prefix", () => {
    expect(handoverSetCookie(context, false)).toMatch(/^handover=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(handoverSetCookie(context, true)).toMatch(/^__Host-handover=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    expect(clearHandoverCookie(false)).toMatch(/^handover=; Max-Age=0;/)
  })

  it("is read back for the account it names only; a forged or foreign one is none", () => {
    const header = `lang=de; ${pair(handoverSetCookie(context, false))}`
    expect(handoverOf(header, false, "u1")).toEqual(context)
    expect(handoverOf(header, false, "u2")).toBeNull()
    // Over https the plain cookie (which a subdomain could set) is not read.
    expect(handoverOf(header, true, "u1")).toBeNull()
    const forged = Buffer.from(JSON.stringify({ ...context, formTarget: "javascript:x" })).toString("base64url")
    expect(handoverOf(`handover=${forged}`, false, "u1")).toBeNull()
    expect(handoverOf("handover=%%%", false, "u1")).toBeNull()
    expect(handoverOf(null, false, "u1")).toBeNull()
  })
})

it("the hand-back page's policy: nothing loaded, style and script by nonce, forms to the hook's origin only, never framed", () => {
  expect(handoverPolicy("n0nce", "https://srm.example.com")).toBe(
    "default-src 'none'; style-src 'nonce-n0nce'; script-src 'nonce-n0nce'; form-action https://srm.example.com; base-uri 'none'; frame-ancestors 'none'",
  )
  expect(handoverPolicy("n0nce", null)).toContain("form-action 'none'")
})

const metadata = { userLang: "de", mailTemplate: "de", firstname: "Anna", lastname: "Huber", company: "Huber GmbH", vat: "ATU12345678", street: "Hauptstraße 1", zip: "4020", city: "Linz", country: "AT" } as const

it.effect("a hand-over's login cookie has no Max-Age, and keeps none when the session is refreshed", () =>
  Effect.gen(function* () {
    yield* addMemoryUser({ id: "u1", email: "anna@example.at", password: "Schaltschrank-2026", confirmed: true, metadata, emailChange: null })
    const session = yield* (yield* Auth).signIn("anna@example.at", "Schaltschrank-2026")
    const transient = sessionSetCookie(session, false, true)
    expect(transient).not.toMatch(/Max-Age/)
    yield* TestClock.adjust(`${ACCESS_TOKEN_SECONDS} seconds`)
    const refreshed = yield* currentSession(pair(transient), false)
    expect(refreshed.session?.user.email).toBe("anna@example.at")
    expect(refreshed.setCookie).toMatch(/^session=/)
    expect(refreshed.setCookie).not.toMatch(/Max-Age/)
    // An ordinary login keeps its 400 days through a refresh.
    expect(sessionSetCookie(session, false)).toMatch(/Max-Age=34560000/)
  }).pipe(Effect.provide(Auth.layerTest.pipe(Layer.provideMerge(Mailer.layerTest)))),
)
