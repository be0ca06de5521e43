/** Both UI languages are complete: the same message ids, none empty, the same placeholders. */
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import accountDe from "../../features/account/messages.de.json"
import accountEn from "../../features/account/messages.en.json"
import de from "./de.json"
import en from "./en.json"

/** Argument names (`{count}`, `{count, plural, …}`, also inside branches), read by the ICU parser react-intl uses. */
const argumentsOf = (elements: ReadonlyArray<MessageFormatElement>): Array<string> =>
  elements.flatMap((element) => {
    const own = "value" in element && typeof element.value === "string" && element.type !== 0 ? [element.value] : []
    const nested = "options" in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []
    const children = "children" in element ? argumentsOf(element.children) : []
    return [...own, ...nested, ...children]
  })
const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort()

const catalogues = [
  { name: "the shop's", de: de as Record<string, string>, en: en as Record<string, string> },
  { name: "the account pages'", de: accountDe as Record<string, string>, en: accountEn as Record<string, string> },
]

describe.each(catalogues)("$name messages", ({ de, en }) => {
  it("de and en have the same ids", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort())
  })

  it("no message is empty and both use the same placeholders", () => {
    for (const [id, text] of Object.entries(de)) {
      const other = en[id] ?? ""
      expect(text.trim(), id).not.toBe("")
      expect(other.trim(), id).not.toBe("")
      expect(placeholders(other), id).toEqual(placeholders(text))
    }
  })
})

it("the account pages' ids are not also in the shop's catalogue (one place for each text)", () => {
  expect(Object.keys(accountDe).filter((id) => id in de)).toEqual([])
})

describe("the error catalogue (spec §8)", () => {
  it("says in English what the spec says, word for word", () => {
    const english: Record<string, string> = { ...en, ...accountEn }
    expect({
      emailAlreadyExists: english["error.emailAlreadyExists"],
      invalidEmail: english["error.invalidEmail"],
      wrongCredentials: english["error.wrongCredentials"],
      generalError: english["error.generalError"],
      emailNotConfirmed: english["error.emailNotConfirmed"],
      passwordsDoNotMatch: english["error.passwordsDoNotMatch"],
      incorrectPassword: english["error.incorrectPassword"],
    }).toEqual({
      emailAlreadyExists: "E-mail already in use",
      invalidEmail: "Invalid e-mail",
      wrongCredentials: "Your email or password is incorrect",
      generalError: "Something went wrong, please try again later",
      emailNotConfirmed: "Your email is not confirmed, please check your inbox",
      passwordsDoNotMatch: "Passwords do not match",
      incorrectPassword: "Incorrect password",
    })
  })
})
