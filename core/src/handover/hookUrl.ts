/**
 * The return address of a hand-over: IDS-Connect's `hookurl`, OCI's `HOOK_URL`. The cart is
 * posted there from the customer's browser, so it is checked like any address the shop sends data
 * to: http or https only (a craftsman's software often listens on `http://localhost:…`), no user
 * name or password in it, not longer than `MAX_HOOK_URL_LENGTH`. An account may restrict it to a
 * list of addresses it sets in my info (`hookAllowed`).
 */
import { HandoverRefused } from "./errors.ts"

/**
 * IDS describes `hookurl` as a string of 256 characters, OCI gives no length; SAP's addresses
 * carry a client and a session and run longer. 2048 is what every browser takes in a form's action.
 */
export const MAX_HOOK_URL_LENGTH = 2048
/** Entries of an account's allow-list (my info). */
export const MAX_ALLOWED_HOOKS = 10

/** The parsed address, or undefined when it is not one the shop posts to. */
export const parseHookUrl = (raw: string | undefined): URL | undefined => {
  if (raw === undefined) return undefined
  const text = raw.trim()
  // Controls and spaces: a browser would drop or encode them, so what was checked is not what is sent.
  // oxlint-disable-next-line no-control-regex -- finding control characters is the point
  if (text === "" || text.length > MAX_HOOK_URL_LENGTH || /[\u0000-\u0020\u007f-\u009f]/.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined
  if (url.username !== "" || url.password !== "") return undefined
  if (url.hostname === "") return undefined
  return url
}

/** The hook URL as a typed failure when it is not one the shop posts to. */
export const requireHookUrl = (raw: string | undefined): URL | HandoverRefused => {
  const url = parseHookUrl(raw)
  return url ?? new HandoverRefused({ reason: "handoverHookUrlInvalid", detail: raw === undefined || raw.trim() === "" ? "missing" : "not an http(s) address" })
}

/**
 * An allow-list entry as kept: scheme, host, port and a path prefix (`https://srm.example.com/sap/`).
 * A query or fragment is dropped (they change per call); undefined when it is not an http(s) address.
 */
export const normaliseAllowedHook = (raw: string): string | undefined => {
  const url = parseHookUrl(raw)
  if (url === undefined) return undefined
  return `${url.origin}${url.pathname}`
}

/**
 * Whether a hook URL may be posted to under an account's allow-list: an empty list allows every
 * http(s) address; otherwise the same scheme, host and port as an entry, and a path equal to the
 * entry's or below it (`/sap/bc` allows `/sap/bc` and `/sap/bc/…`, not `/sap/bcx`).
 */
export const hookAllowed = (url: URL, allowList: ReadonlyArray<string>): boolean => {
  if (allowList.length === 0) return true
  return allowList.some((entry) => {
    const allowed = parseHookUrl(entry)
    if (allowed === undefined || allowed.origin !== url.origin) return false
    const prefix = allowed.pathname
    return url.pathname === prefix || url.pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`)
  })
}

/**
 * The form a hand-back posts: the hook URL without its query as the action, its query parameters
 * as fields of their own. OCI asks for this (a hook URL's parameters "must first be extracted and
 * placed in separate input fields"); a browser posting a form to an action with a query keeps the
 * query, so for IDS the address is used whole.
 */
export const splitHookUrl = (url: URL): { readonly action: string; readonly fields: ReadonlyArray<readonly [string, string]> } => {
  const action = new URL(url.href)
  action.search = ""
  action.hash = ""
  return { action: action.href, fields: [...url.searchParams.entries()] }
}
