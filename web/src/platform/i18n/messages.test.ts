/** Both UI languages are complete: the same message ids, none empty, the same placeholders. */
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
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

/** Every feature's own catalogues (featureMessages.tsx), by feature folder. */
const featureFiles = import.meta.glob<Record<string, string>>("../../features/*/messages.*.json", { eager: true, import: "default" })
const feature = (name: string, lang: string): Record<string, string> => featureFiles[`../../features/${name}/messages.${lang}.json`] ?? {}
const features = [...new Set(Object.keys(featureFiles).map((path) => path.split("/")[3]!))].sort()
const accountEn = feature("account", "en")

const catalogues = [
  { name: "the shop's", de: de as Record<string, string>, en: en as Record<string, string> },
  ...features.map((name) => ({ name: `the ${name} feature's`, de: feature(name, "de"), en: feature(name, "en") })),
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

it.each(features)("the %s feature's ids are not also in the shop's catalogue (the merge would hide one of them)", (name) => {
  expect(features.length).toBeGreaterThan(2)
  expect(Object.keys(feature(name, "de")).filter((id) => id in de)).toEqual([])
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
