/**
 * The mark of a hand-over session (issue 26): a cookie beside the login's, `handover` (with the
 * `__Host-` prefix over https), HttpOnly, SameSite=Lax, without Max-Age (the browser session only),
 * holding the `PunchoutContext` as base64url JSON. It carries nothing secret and is not trusted:
 * decoded with its schema, it counts only for the account it names, and the hand-back checks its
 * hook URL again. Server-only.
 */
import { Schema } from "effect"
import { PunchoutContext } from "@shop/core/handover/entry"

const decode = Schema.decodeUnknownOption(Schema.fromJsonString(PunchoutContext))

export const handoverCookieName = (secure: boolean): string => (secure ? "__Host-handover" : "handover")

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`

export const handoverSetCookie = (context: PunchoutContext, secure: boolean): string =>
  `${handoverCookieName(secure)}=${Buffer.from(JSON.stringify(context)).toString("base64url")}; ${attributes(secure)}`

export const clearHandoverCookie = (secure: boolean): string => `${handoverCookieName(secure)}=; Max-Age=0; ${attributes(secure)}`

/** The session's hand-over for this account, or null (none, unreadable, or opened for another account). */
export const handoverOf = (cookieHeader: string | null, secure: boolean, uid: string): PunchoutContext | null => {
  const name = handoverCookieName(secure)
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=")
    if (key !== name) continue
    const raw = rest.join("=")
    if (raw.length > 6000) return null
    const context = decode(Buffer.from(raw, "base64url").toString("utf8"))
    return context._tag === "Some" && context.value.uid === uid ? context.value : null
  }
  return null
}
