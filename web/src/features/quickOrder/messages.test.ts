/**
 * The quick order's own catalogues (kept out of the first-load JavaScript): complete in both
 * languages, like the shop's (platform/i18n/messages.test.ts), and no id that the shop's catalogue
 * has too (the merge would hide it).
 */
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser"
import { describe, expect, it } from "vitest"
import de from "../../platform/i18n/de.json"
import quickOrderDe from "./messages.de.json"
import quickOrderEn from "./messages.en.json"

/** Argument names (`{count}`, `{count, plural, …}`, also inside branches), read by the ICU parser react-intl uses. */
const argumentsOf = (elements: ReadonlyArray<MessageFormatElement>): Array<string> =>
  elements.flatMap((element) => {
    const own = "value" in element && typeof element.value === "string" && element.type !== 0 ? [element.value] : []
    const nested = "options" in element ? Object.values(element.options).flatMap((option) => argumentsOf(option.value)) : []
    return [...own, ...nested]
  })
const placeholders = (text: string) => [...new Set(argumentsOf(parse(text)))].sort()

describe("quick-order messages", () => {
  it("de and en have the same ids, none empty, the same placeholders", () => {
    expect(Object.keys(quickOrderEn).sort()).toEqual(Object.keys(quickOrderDe).sort())
    for (const [id, text] of Object.entries(quickOrderDe)) {
      const other = (quickOrderEn as Record<string, string>)[id] ?? ""
      expect(text.trim(), id).not.toBe("")
      expect(other.trim(), id).not.toBe("")
      expect(placeholders(other), id).toEqual(placeholders(text))
    }
  })

  it("shares no id with the shop's catalogue", () => {
    expect(Object.keys(quickOrderDe).filter((id) => id in de)).toEqual([])
  })
})
