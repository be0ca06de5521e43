/**
 * The internal pages' own catalogues (web/src/i18n/internal.*.json, kept out of the first-load
 * JavaScript): complete in both languages, like the shop's (messages.test.ts), and no id that the
 * shop's catalogue has too (the merge would hide it).
 */
import { describe, expect, it } from "vitest"
import de from "../../platform/i18n/de.json"
import internalDe from "./messages.de.json"
import internalEn from "./messages.en.json"

const placeholders = (text: string) =>
  [...text.matchAll(/\{\s*(\w+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g)].map((m) => m[1]).sort()

describe("internal messages", () => {
  it("de and en have the same ids, none empty, the same placeholders", () => {
    expect(Object.keys(internalEn).sort()).toEqual(Object.keys(internalDe).sort())
    for (const [id, text] of Object.entries(internalDe)) {
      const other = (internalEn as Record<string, string>)[id] ?? ""
      expect(text.trim(), id).not.toBe("")
      expect(other.trim(), id).not.toBe("")
      expect(placeholders(other), id).toEqual(placeholders(text))
    }
  })

  it("shares no id with the shop's catalogue", () => {
    expect(Object.keys(internalDe).filter((id) => id in de)).toEqual([])
  })
})
