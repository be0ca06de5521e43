/**
 * The password rule of the accounts (spec §5 leaves strength open):
 * - at least 8 characters;
 * - at most 72 bytes in UTF-8: bcrypt, which stores the passwords (Supabase Auth and the embedded
 *   adapter alike), reads no more than 72 bytes, so a longer password would be cut silently and
 *   is refused instead (`passwordTooLong`; 72 ASCII characters, fewer with umlauts);
 * - not one of the 10,000 most common passwords (`passwordTooCommon`), compared without regard to
 *   case. The list is the first 10,000 entries of the frequency-ranked common-password dictionary
 *   of @zxcvbn-ts/language-common (MIT), taken from leaked-password corpora.
 * The database's `change_user_password` RPC repeats the length rule.
 */
import { dictionary } from "@zxcvbn-ts/language-common"
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARACTERS } from "./policy.ts"

export const COMMON_PASSWORD_COUNT = 10_000

let common: ReadonlySet<string> | undefined
/** The 10,000 most common passwords, lowercased (built on first use). */
export const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase())))

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase())

export type PasswordProblem = "passwordTooShort" | "passwordTooLong" | "passwordTooCommon"

const utf8Length = (text: string): number => new TextEncoder().encode(text).length

/** The first rule a password breaks, or undefined when it is acceptable. */
export const passwordProblem = (password: string): PasswordProblem | undefined => {
  if ([...password].length < PASSWORD_MIN_CHARACTERS) return "passwordTooShort"
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return "passwordTooLong"
  if (isCommonPassword(password)) return "passwordTooCommon"
  return undefined
}
