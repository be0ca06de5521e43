/** Formatters kept by the message's AST: the same output as formatjs's own lookup, built once per message. */
import { parse } from "@formatjs/icu-messageformat-parser"
import { createIntl, createIntlCache } from "react-intl"
import { describe, expect, it } from "vitest"
import { formattersByAst } from "./intl.ts"

const messages = { count: parse("{count, plural, one {# Artikel} other {# Artikel}} um {price}"), tag: parse("<b>fett</b> {x}") }

describe("formattersByAst", () => {
  it("formats each call with its own values, building a message's formatter once", () => {
    // Typed as the shop's catalogue ids elsewhere; these two are the test's own.
    const intl = formattersByAst(createIntl({ locale: "de-AT", messages: messages as never, defaultLocale: "de-AT" }, createIntlCache()))
    const format = (count: number) => intl.formatMessage({ id: "count" as never }, { count, price: "€ 5" })
    expect(format(1)).toBe("1 Artikel um € 5")
    expect(format(3)).toBe("3 Artikel um € 5")
    const first = intl.formatters.getMessageFormat(messages.count, "de-AT", {}, {})
    expect(intl.formatters.getMessageFormat(messages.count, "de-AT", { number: {} }, {})).toBe(first)
    expect(intl.formatters.getMessageFormat(messages.count, "en-GB", {}, {})).not.toBe(first)
    expect(intl.formatters.getMessageFormat(messages.count, "de-AT", {}, { ignoreTag: true })).not.toBe(first)
    expect(intl.formatMessage({ id: "tag" as never }, { x: 1, b: (chunks) => `[${String(chunks)}]` })).toBe("[fett] 1")
  })
})
