/**
 * The known-device cookie of the login throttle: bound to one account and to the server's secret,
 * its attributes over http and https, and up to five accounts per browser.
 */
import { describe, expect, it } from "vitest"
import { deviceTag, isKnownDevice, knownDeviceKeyOf, knownDeviceSetCookie } from "./knownDevice.ts"

const key = knownDeviceKeyOf(new TextEncoder().encode("auth-secret-of-this-test-0123456789abcdef"))
const otherKey = knownDeviceKeyOf(new TextEncoder().encode("another-auth-secret-0123456789abcdefghij"))
const pair = (setCookie: string) => setCookie.split(";")[0]!

describe("known-device cookie", () => {
  it("is HttpOnly, SameSite=Lax and kept 400 days; over https Secure with the __Host- prefix", () => {
    expect(knownDeviceSetCookie(key, null, false, "anna@example.at")).toMatch(/^known-device=[\w-]{22}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/)
    expect(knownDeviceSetCookie(key, null, true, "anna@example.at")).toMatch(/^__Host-known-device=[\w-]{22}; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax; Secure$/)
  })

  it("knows the account it was set for, whatever the address's case, and no other", () => {
    const cookie = pair(knownDeviceSetCookie(key, null, false, "Anna@Example.at"))
    expect(isKnownDevice(key, cookie, false, " anna@example.AT")).toBe(true)
    expect(isKnownDevice(key, cookie, false, "bert@example.at")).toBe(false)
    expect(isKnownDevice(key, null, false, "anna@example.at")).toBe(false)
  })

  it("cannot be made or altered without the server's secret", () => {
    expect(isKnownDevice(key, `known-device=${deviceTag(otherKey, "anna@example.at")}`, false, "anna@example.at")).toBe(false)
    const tag = deviceTag(key, "anna@example.at")
    const altered = `${tag.slice(0, 21)}${tag.endsWith("A") ? "B" : "A"}`
    expect(isKnownDevice(key, `known-device=${altered}`, false, "anna@example.at")).toBe(false)
    expect(isKnownDevice(key, `known-device=${tag}x`, false, "anna@example.at")).toBe(false)
  })

  it("over https reads only the __Host- cookie", () => {
    const plain = pair(knownDeviceSetCookie(key, null, false, "anna@example.at"))
    expect(isKnownDevice(key, plain, true, "anna@example.at")).toBe(false)
    expect(isKnownDevice(key, pair(knownDeviceSetCookie(key, null, true, "anna@example.at")), true, "anna@example.at")).toBe(true)
  })

  it("remembers the five accounts logged in to last, newest first", () => {
    let cookie = ""
    for (const name of ["a", "b", "c", "d", "e", "f", "b"]) cookie = pair(knownDeviceSetCookie(key, cookie, false, `${name}@example.at`))
    expect(cookie.split("=")[1]!.split(".")).toEqual(["b", "f", "e", "d", "c"].map((name) => deviceTag(key, `${name}@example.at`)))
    expect(isKnownDevice(key, `other=1; ${cookie}; session=x`, false, "c@example.at")).toBe(true)
    expect(isKnownDevice(key, cookie, false, "a@example.at")).toBe(false)
  })
})
