/**
 * The contact form as the browser knows it (Schema-free): field names, the answer of a send,
 * and the status query the no-JavaScript form comes back with.
 */

/** The visible fields in the order of the form; `privacyAccepted` is the checkbox. */
export const contactFields = ["company", "firstname", "lastname", "email", "subject", "message", "privacyAccepted"] as const
export type ContactField = (typeof contactFields)[number]

/** The error keys a field can show (core `forms/validation.ts`). */
export const contactErrorKeys = ["required", "invalidEmail", "tooLong", "privacyNotAccepted", "invalidValue"] as const
export type ContactErrorKey = (typeof contactErrorKeys)[number]

export type FieldErrors = Partial<Record<ContactField, ContactErrorKey>>

/**
 * The hidden honeypot field's name: neutral, so a bot takes it for a real field, and not one a
 * browser's autofill knows (autofill would make a person look like a bot).
 */
export const HONEYPOT_FIELD = "extra_info"

/** Longest input per field, as the core validates it (the browser's `maxLength`). */
export const maxLengths: Readonly<Record<Exclude<ContactField, "privacyAccepted">, number>> = {
  company: 200,
  firstname: 100,
  lastname: 100,
  email: 254,
  subject: 200,
  message: 5000,
}

export type ContactResult =
  | { readonly status: "sent" }
  | { readonly status: "invalid"; readonly errors: FieldErrors }
  | { readonly status: "rateLimited" }
  | { readonly status: "error" }

export type ContactStatus = ContactResult["status"]

const isField = (value: string): value is ContactField => (contactFields as ReadonlyArray<string>).includes(value)
const isErrorKey = (value: string): value is ContactErrorKey => (contactErrorKeys as ReadonlyArray<string>).includes(value)

/** `errors` of the status query: `email:invalidEmail,privacyAccepted:privacyNotAccepted`. */
export const encodeFieldErrors = (errors: FieldErrors): string =>
  Object.entries(errors)
    .map(([field, key]) => `${field}:${key}`)
    .join(",")

/** Reads the `errors` query back; unknown fields and keys are dropped. */
export const decodeFieldErrors = (text: string | undefined): FieldErrors => {
  const errors: FieldErrors = {}
  for (const part of (text ?? "").split(",")) {
    const [field = "", key = ""] = part.split(":")
    if (isField(field) && isErrorKey(key)) errors[field] = key
  }
  return errors
}

export const isContactStatus = (value: unknown): value is ContactStatus =>
  value === "sent" || value === "invalid" || value === "rateLimited" || value === "error"
