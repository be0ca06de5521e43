/**
 * Company accounts as the browser knows them (no Schema, no server code): the form actions, what
 * a form post answers, the notices shown after a redirect, and the user menu's summary.
 *
 * Every account form is a real `<form method="post" action="/api/account/{action}">`, so it works
 * without JavaScript (the answer is a 303 to the next page, or back to the form with its errors in
 * the query); with JavaScript the same endpoint answers JSON and the page shows the errors in place.
 */
import type { ProfileFields } from "@shop/core/accounts/profile"
import type { ErrorKey } from "@shop/core/errors/errors"
import { isErrorKey } from "@shop/core/errors/keys"
import type { Language } from "@shop/core/i18n/language"

/** `handover-hooks`: my info's allow-list of hand-back addresses (issue 26, features/handover). */
export const accountActions = ["login", "signup", "logout", "reset-request", "reset", "profile", "password", "delete", "handover-hooks"] as const
export type AccountAction = (typeof accountActions)[number]
export const isAccountAction = (value: string): value is AccountAction => (accountActions as ReadonlyArray<string>).includes(value)

/** Error keys a field or a whole form can show (core form rules and spec §8, plus the throttle). */
export type FieldErrors = Readonly<Record<string, ErrorKey>>

export type AccountFormResult =
  | { readonly ok: true; readonly redirect: string }
  | { readonly ok: false; readonly errors: FieldErrors; readonly formError: ErrorKey | null }

/** Success messages of spec §8 shown once after a redirect (`?notice=`), plus the account's own. */
export const accountNotices = [
  "loginSuccess",
  "checkInbox",
  "resetMailSent",
  "passwordReset",
  "passwordChanged",
  "profileSaved",
  "emailChangeSent",
  "accountDeleted",
  "loggedOut",
  "linkInvalid",
  "handoverHooksSaved",
] as const
export type AccountNotice = (typeof accountNotices)[number]
export const isAccountNotice = (value: unknown): value is AccountNotice => (accountNotices as ReadonlyArray<unknown>).includes(value)
/** Notices that report a problem rather than a success. */
export const problemNotices: ReadonlySet<AccountNotice> = new Set(["linkInvalid"])

/** What the header's user menu shows; null for a guest. */
export interface AccountSummary extends Pick<ProfileFields, "firstname" | "lastname"> {
  readonly email: string
  readonly lang: Language
  /** A session opened by a craftsman's software (`ids`) or a buyer's SAP (`oci`): the cart hands itself back instead of sending a request. */
  readonly handover?: "ids" | "oci"
}

/** `errors` of the no-JavaScript answer's query: `email:invalidEmail,password:passwordTooShort`. */
export const encodeFieldErrors = (errors: FieldErrors): string =>
  Object.entries(errors)
    .map(([field, key]) => `${field}:${key}`)
    .join(",")

const SAFE = /^[A-Za-z]{1,40}$/
/** Reads the `errors` query back; anything that is not a plain field and an error-catalogue key is dropped. */
export const decodeFieldErrors = (text: string | null | undefined): FieldErrors => {
  const errors: Record<string, ErrorKey> = {}
  for (const part of (text ?? "").split(",")) {
    const [field = "", key = ""] = part.split(":")
    if (SAFE.test(field) && isErrorKey(key)) errors[field] = key
  }
  return errors
}

/** A path inside the shop to return to after login; anything else (other hosts, `//x`) is refused. */
export const safeReturnPath = (value: string | null | undefined, lang: Language): string =>
  typeof value === "string" && /^\/(de|en)\/[^\\\s]*$/.test(value) && !value.startsWith("//") && !/\/\/|\\|%2f|%5c/i.test(value.slice(1))
    ? value
    : `/${lang}/user/profile/`

/** "My info" as the page shows it: the profile's fields (spec §3) and the account's e-mail. */
export interface MyInfoView extends ProfileFields {
  readonly email: string
  /** Percent as typed, e.g. "12.5" (two decimals at most). */
  readonly globalDiscount: string
  readonly lang: Language
  /** The addresses the account's carts may be handed back to (issue 26); empty: any http(s) address. */
  readonly handoverHooks: ReadonlyArray<string>
}

/** The shop's home markets, first in the country list (the first is the form's default). */
export const HOME_MARKETS: ReadonlyArray<string> = ["AT", "DE", "CH"]

/** The country list of sign-up and my info: the home markets, then the others in the page's alphabetical order. */
export const countryOptions = (codes: ReadonlyArray<string>, lang: Language): ReadonlyArray<{ readonly value: string; readonly label: string }> => {
  const names = new Intl.DisplayNames([lang === "de" ? "de-AT" : "en-GB"], { type: "region" })
  const rank = (code: string) => (HOME_MARKETS.includes(code) ? HOME_MARKETS.indexOf(code) : HOME_MARKETS.length)
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label, lang))
}
