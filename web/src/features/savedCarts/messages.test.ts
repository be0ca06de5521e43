/**
 * The saved carts' own catalogues (kept out of the first-load JavaScript): complete in both
 * languages, like the shop's (platform/i18n/messages.test.ts), and no id that the shop's catalogue
 * has too (the merge would hide it).
 */
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import de from "../../platform/i18n/de.json"
import savedCartsDe from "./messages.de.json"
import savedCartsEn from "./messages.en.json"
import accountDe from "../account/messages.de.json"
import { savedCartRefusals } from "@shop/core/savedCarts/errors"

/** Argument names (`{count}`, `{count, plural, …}`, also inside branches), read by the ICU parser react-intl uses. */
const argumentsOf = (elements: ReadonlyArray<MessageFormatElement>): Array<string> =>
  elements.flatMap((element) => {
    const own = "value" in element && typeof element.value === "string" && element.type !== 0 ? [element.value] : []
    const nested = "options" in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []
    return [...own, ...nested]
  })
const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort()

describe("saved-carts messages", () => {
  it("de and en have the same ids, none empty, the same placeholders", () => {
    expect(Object.keys(savedCartsEn).sort()).toEqual(Object.keys(savedCartsDe).sort())
    for (const [id, text] of Object.entries(savedCartsDe)) {
      const other = (savedCartsEn as Record<string, string>)[id] ?? ""
      expect(text.trim(), id).not.toBe("")
      expect(other.trim(), id).not.toBe("")
      expect(placeholders(other), id).toEqual(placeholders(text))
    }
  })

  it("shares no id with the shop's catalogue nor the account pages' (the page merges all three)", () => {
    expect(Object.keys(savedCartsDe).filter((id) => id in de || id in accountDe)).toEqual([])
  })

  it("says every saved-cart error key in both languages", () => {
    for (const key of [...savedCartRefusals, "savedCartNotFound"]) {
      expect(savedCartsDe, key).toHaveProperty([`error.${key}`])
      expect(savedCartsEn, key).toHaveProperty([`error.${key}`])
    }
  })
})
