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

describe("messages", () => {
  it("de and en have the same ids", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort())
  })

  it("no message is empty and both use the same placeholders", () => {
    for (const [id, text] of Object.entries(de)) {
      const other = (en as Record<string, string>)[id] ?? ""
      expect(text.trim(), id).not.toBe("")
      expect(other.trim(), id).not.toBe("")
      expect(placeholders(other), id).toEqual(placeholders(text))
    }
  })
})
