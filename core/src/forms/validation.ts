/**
 * Form schemas of spec §5. Every failure carries an error-catalogue key as its message, so
 * the UI shows it in the user's language. Rules the spec leaves open, chosen for a B2B shop:
 * - sign-up requires e-mail, password (8–72 characters: 72 bytes is bcrypt's limit), company,
 *   VAT number, first and last name, street, zip, city, country and language;
 * - the VAT number (UID) is checked against its country's format for EU countries (AT: ATU
 *   and 8 digits, DE: DE and 9 digits, …); other countries accept 4–20 letters and digits;
 * - the zip code is 4 digits in AT, CH and LI, 5 in DE, otherwise 2–10 letters, digits, blanks or dashes;
 * - text fields are trimmed and capped at 200 characters, the contact message at 5000.
 */
import { Schema } from "effect"
import type { ErrorKey } from "../errors/errors.ts"
import { Language } from "../i18n/schema.ts"
import { EMAIL_PATTERN } from "./emailPattern.ts"

const keyed = <A>(predicate: (a: A) => boolean, key: ErrorKey) => Schema.makeFilter((a: A) => predicate(a) || key)

/** Deliberately simple (`EMAIL_PATTERN`); the confirmation mail proves the rest. */
const EMAIL = new RegExp(`^${EMAIL_PATTERN}$`)
/** An empty field asks to be filled in; anything else that is not an address is invalid. */
export const Email = Schema.Trim.pipe(
  Schema.check(
    keyed((s: string) => s.length > 0, "required"),
    keyed((s: string) => s.length === 0 || (s.length <= 254 && EMAIL.test(s)), "invalidEmail"),
  ),
)

const text = (max: number) =>
  Schema.Trim.pipe(Schema.check(keyed((s: string) => s.length > 0, "required"), keyed((s: string) => s.length <= max, "tooLong")))
const optionalText = (max: number) => Schema.Trim.pipe(Schema.check(keyed((s: string) => s.length <= max, "tooLong")))

export const Password = Schema.String.pipe(
  Schema.check(
    keyed((s: string) => s.length >= 8, "passwordTooShort"),
    keyed((s: string) => new TextEncoder().encode(s).length <= 72, "tooLong"),
  ),
)

/** EU member states (ISO 3166-1 alpha-2) and the usual neighbours of an Austrian maker. */
export const countries = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT",
  "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE", "CH", "LI", "NO", "GB",
] as const
export const Country = Schema.Literals(countries)
export type Country = typeof Country.Type

/** VAT identification number formats of the EU (without blanks; Greece uses EL). */
const vatFormats: Partial<Record<Country, RegExp>> = {
  AT: /^ATU\d{8}$/, BE: /^BE[01]\d{9}$/, BG: /^BG\d{9,10}$/, HR: /^HR\d{11}$/, CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/, DK: /^DK\d{8}$/, EE: /^EE\d{9}$/, FI: /^FI\d{8}$/, FR: /^FR[0-9A-Z]{2}\d{9}$/,
  DE: /^DE\d{9}$/, GR: /^EL\d{9}$/, HU: /^HU\d{8}$/, IE: /^IE\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/, IT: /^IT\d{11}$/,
  LV: /^LV\d{11}$/, LT: /^LT(\d{9}|\d{12})$/, LU: /^LU\d{8}$/, MT: /^MT\d{8}$/, NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/, PT: /^PT\d{9}$/, RO: /^RO\d{2,10}$/, SK: /^SK\d{10}$/, SI: /^SI\d{8}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/, SE: /^SE\d{12}$/,
}
export const normalizeVat = (vat: string): string => vat.replace(/[\s.-]/g, "").toUpperCase()
export const isValidVat = (vat: string, country: Country): boolean => {
  const compact = normalizeVat(vat)
  const format = vatFormats[country]
  return format ? format.test(compact) : /^[0-9A-Z]{4,20}$/.test(compact)
}

const zipFormats: Partial<Record<Country, RegExp>> = { AT: /^\d{4}$/, CH: /^\d{4}$/, LI: /^\d{4}$/, DE: /^\d{5}$/ }
export const isValidZip = (zip: string, country: Country): boolean =>
  (zipFormats[country] ?? /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/).test(zip.trim())

/** Discount in percent as typed (0–100, two decimals at most). */
export const DiscountPercent = Schema.Finite.pipe(
  Schema.check(keyed((n: number) => n >= 0 && n <= 100 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "invalidValue")),
)

const addressFields = {
  company: text(200),
  vat: text(32),
  firstname: text(100),
  lastname: text(100),
  street: text(200),
  zip: text(10),
  city: text(100),
  country: Country,
}

type AddressLike = { readonly vat: string; readonly zip: string; readonly country: Country }
const addressChecks = [
  Schema.makeFilter((f: AddressLike) => isValidVat(f.vat, f.country) || { path: ["vat"], issue: "invalidVat" satisfies ErrorKey }),
  Schema.makeFilter((f: AddressLike) => isValidZip(f.zip, f.country) || { path: ["zip"], issue: "invalidZip" satisfies ErrorKey }),
] as const

export const SignUpForm = Schema.Struct({
  email: Email,
  password: Password,
  passwordRepeat: Schema.String,
  ...addressFields,
  language: Language,
  globalDiscount: Schema.optionalKey(DiscountPercent),
}).pipe(
  Schema.check(
    ...addressChecks,
    Schema.makeFilter(
      (f: { password: string; passwordRepeat: string }) =>
        f.password === f.passwordRepeat || { path: ["passwordRepeat"], issue: "passwordsDoNotMatch" satisfies ErrorKey },
    ),
  ),
)
export type SignUpForm = typeof SignUpForm.Type

export const ProfileForm = Schema.Struct({ ...addressFields, global_discount: DiscountPercent }).pipe(Schema.check(...addressChecks))
export type ProfileForm = typeof ProfileForm.Type

export const ContactForm = Schema.Struct({
  company: optionalText(200),
  firstname: text(100),
  lastname: text(100),
  email: Email,
  subject: text(200),
  message: text(5000),
  privacyAccepted: Schema.Literal(true).annotate({ message: "privacyNotAccepted" }),
})
export type ContactForm = typeof ContactForm.Type

export const PasswordChangeForm = Schema.Struct({
  currentPassword: Schema.String.pipe(Schema.check(keyed((s: string) => s.length > 0, "required"))),
  newPassword: Password,
  newPasswordRepeat: Schema.String,
}).pipe(
  Schema.check(
    Schema.makeFilter(
      (f: { newPassword: string; newPasswordRepeat: string }) =>
        f.newPassword === f.newPasswordRepeat || { path: ["newPasswordRepeat"], issue: "passwordsDoNotMatch" satisfies ErrorKey },
    ),
  ),
)
export type PasswordChangeForm = typeof PasswordChangeForm.Type

export const CurrentPasswordForm = Schema.Struct({
  currentPassword: Schema.String.pipe(Schema.check(keyed((s: string) => s.length > 0, "required"))),
})
export type CurrentPasswordForm = typeof CurrentPasswordForm.Type

export interface FieldIssue {
  readonly path: string
  readonly key: ErrorKey
}

const knownKeys: ReadonlyArray<ErrorKey> = [
  "invalidEmail", "passwordsDoNotMatch", "required", "passwordTooShort", "invalidVat", "invalidZip",
  "privacyNotAccepted", "tooLong", "invalidValue",
]
const toKey = (message: string, path: string): ErrorKey => {
  const known = knownKeys.find((key) => key === message)
  if (known !== undefined) return known
  if (path === "privacyAccepted") return "privacyNotAccepted"
  if (message === "Missing key") return "required"
  return "invalidValue"
}

/** Validates a form; all field issues at once, each with its error key. */
export const validateForm = <A, I>(
  schema: Schema.Codec<A, I>,
  input: unknown,
): { readonly ok: true; readonly value: A } | { readonly ok: false; readonly issues: ReadonlyArray<FieldIssue> } => {
  const result = Schema.toStandardSchemaV1(schema)["~standard"].validate(input)
  if (result instanceof Promise) throw new Error("form schemas are synchronous")
  if (result.issues === undefined) return { ok: true, value: result.value }
  const seen = new Set<string>()
  const issues: Array<FieldIssue> = []
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((p: PropertyKey | { readonly key: PropertyKey }) => String(typeof p === "object" ? p.key : p)).join(".")
    if (seen.has(path)) continue // first problem of a field is the one to fix first
    seen.add(path)
    issues.push({ path, key: toKey(issue.message, path) })
  }
  return { ok: false, issues }
}
