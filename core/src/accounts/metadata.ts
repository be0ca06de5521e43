/**
 * User metadata (spec §3) read leniently: accounts may come from elsewhere (a dashboard, an older
 * sign-up) with fewer fields, so a missing or non-text field reads as "", an unknown language as
 * `de`, a missing mail template as the user's language. Only the known keys are ever written.
 */
import { isLanguage } from "../i18n/language.ts"
import type { UserMetadata } from "../ports/Auth.ts"
import { type ProfileFields, profileFieldNames } from "./profile.ts"

/** The metadata's text fields: the profile's fields. */
export const metadataTextFields = profileFieldNames

export const readMetadata = (raw: unknown): UserMetadata => {
  const record = typeof raw === "object" && raw !== null ? (raw as Readonly<Record<string, unknown>>) : {}
  const text = (key: string) => (typeof record[key] === "string" ? record[key] : "")
  const userLang = isLanguage(record["userLang"]) ? record["userLang"] : "de"
  const mailTemplate = isLanguage(record["mailTemplate"]) ? record["mailTemplate"] : userLang
  return {
    userLang,
    mailTemplate,
    ...(Object.fromEntries(metadataTextFields.map((key) => [key, text(key)])) as ProfileFields),
  }
}

/** The known keys of a partial update with a value of the right kind; anything else is dropped. */
export const metadataUpdate = (update: Partial<UserMetadata>): Partial<UserMetadata> => {
  const out: Record<string, string> = {}
  if (isLanguage(update.userLang)) out["userLang"] = update.userLang
  if (isLanguage(update.mailTemplate)) out["mailTemplate"] = update.mailTemplate
  for (const key of metadataTextFields) {
    const value = update[key]
    if (typeof value === "string") out[key] = value.slice(0, 200)
  }
  return out as Partial<UserMetadata>
}
