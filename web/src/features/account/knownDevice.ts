/**
 * The known-device cookie of the login throttle (issue 28, ASVS 6.3.1). A successful password login
 * sets it; at the next login the server checks it, and the core's cap on one account's attempts
 * over all addresses (policy.ts `LOGIN_PER_ACCOUNT`) then neither counts nor holds this browser,
 * so the owner still logs in while someone guesses their password from many addresses.
 *
 * The value is one tag per account this browser logged in to (at most 5, newest first, joined by
 * `.`): HMAC-SHA256 of the account's rate-limit key (its e-mail address in lower case) under a key
 * derived from `AUTH_JWT_SECRET`, cut to 128 bits. It names no address, cannot be made without the
 * secret, and is checked in constant time. Like the session cookie: HttpOnly, SameSite=Lax, `Path=/`,
 * over https `Secure` with the `__Host-` prefix; kept 400 days (a browser's longest), renewed at
 * every login, left in place at logout (it says nothing but "logged in here before"). A stolen tag
 * only spares its holder the cap over all addresses: its own address keeps its limits.
 * Server-only.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { Effect } from "effect"
import { emailKey } from "@shop/core/accounts/policy"
import { jwtSecretConfig } from "@shop/adapters/auth-embedded/AuthEmbedded"

export const KNOWN_DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60
/** Accounts one browser is remembered for (a shared office computer). */
export const KNOWN_DEVICE_ACCOUNTS = 5
const TAG = /^[A-Za-z0-9_-]{22}$/

export const knownDeviceCookieName = (secure: boolean): string => (secure ? "__Host-known-device" : "known-device")

/** The cookie's own key, derived from the auth secret (never the secret itself). */
export const knownDeviceKeyOf = (authSecret: Uint8Array): Uint8Array =>
  new Uint8Array(createHmac("sha256", authSecret).update("shop/accounts/known-device-key").digest())

/** The key from `AUTH_JWT_SECRET` (or the process's random one, as the embedded auth's tokens). */
export const knownDeviceKey = Effect.map(jwtSecretConfig, knownDeviceKeyOf)

/** The tag of one account: 128 bits of its HMAC. */
export const deviceTag = (key: Uint8Array, email: string): string =>
  createHmac("sha256", key).update(`known-device\n${emailKey(email)}`).digest("base64url").slice(0, 22)

/** The well-formed tags of the request's cookie (over https only the `__Host-` one is read). */
const tagsOf = (cookieHeader: string | null, secure: boolean): ReadonlyArray<string> => {
  const name = knownDeviceCookieName(secure)
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=")
    if (key === name) return rest.join("=").split(".").filter((tag) => TAG.test(tag)).slice(0, KNOWN_DEVICE_ACCOUNTS)
  }
  return []
}

/** Whether the browser logged in to this account before (its cookie holds the account's tag). */
export const isKnownDevice = (key: Uint8Array, cookieHeader: string | null, secure: boolean, email: string): boolean => {
  const expected = Buffer.from(deviceTag(key, email))
  return tagsOf(cookieHeader, secure).some((tag) => timingSafeEqual(Buffer.from(tag), expected))
}

/** The cookie after a successful login to `email`: its tag first, the others kept up to 5 in all. */
export const knownDeviceSetCookie = (key: Uint8Array, cookieHeader: string | null, secure: boolean, email: string): string => {
  const tag = deviceTag(key, email)
  const tags = [tag, ...tagsOf(cookieHeader, secure).filter((t) => t !== tag)].slice(0, KNOWN_DEVICE_ACCOUNTS)
  return `${knownDeviceCookieName(secure)}=${tags.join(".")}; Path=/; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`
}
