/**
 * The hand-back page: every value the page carries (catalogue texts, the hook URL's parameters,
 * the cart XML) comes back as it was when the page is read, whatever it holds, an `&` that looks
 * like an entity (`&lt;`) included (xmlbuilder2, tried first, kept those unescaped: a typed `&lt;`
 * arrived as `<`). The page is written so that an XML parser reads it as well as a browser does.
 */
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { XMLParser } from "fast-xml-parser"
import type { Product } from "../src/catalogue/model.ts"
import { idsCartXml } from "../src/handover/ids.ts"
import { handoverLines } from "../src/handover/lines.ts"
import { type HandbackForm, handbackPageHtml, validatePageHtml } from "../src/handover/page.ts"
import { product } from "./support/catalogue.ts"
import { view } from "./support/handover.ts"

type Node = Record<string, unknown>
const parse = (html: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", parseTagValue: false, parseAttributeValue: false, trimValues: false, processEntities: true, htmlEntities: false, isArray: (name) => ["input", "tr", "td", "th", "p", "meta", "table", "script"].includes(name) }).parse(
    html.replace(/^<!DOCTYPE html>\n/, ""),
  ) as { html: { head: Node; body: { main: Node } } }

const form = (fields: ReadonlyArray<readonly [string, string]>): HandbackForm => ({ action: "https://srm.example.com/hook", target: "_top", charset: "UTF-8", fields })
const hidden = (html: string): Array<[string, string]> =>
  ((parse(html).html.body.main["form"] as Node)["input"] as Array<Record<string, string>>).map((i) => [i["name"] ?? "", i["value"] ?? ""])

describe("the hand-back page", () => {
  const lines = handoverLines([view("WS-0612-40", 2, [["ACC-MP", 1]])], "de")

  it("shows every line and posts every field back as it was, an entity-like `&lt;` and a cart XML among them", () => {
    const xml = idsCartXml(lines, { projectId: 'A&lt;"x"', createdAt: 0, onRequestNote: "" })
    const fields: ReadonlyArray<readonly [string, string]> = [
      ["warenkorb", xml],
      ["x", '"><script>alert(1)</script> &amp; &lt;b&gt; \'q\''],
      ["NEW_ITEM-LONGTEXT_1:132[]", "a\nb"],
    ]
    const html = handbackPageHtml({ protocol: "ids", lang: "de", lines, form: form(fields), nonce: "abc" })
    expect(hidden(html)).toEqual(fields)
    const doc = parse(html)
    expect((doc.html.body.main["table"] as Array<Node>)[0]!["tbody"]).toBeDefined()
    // The XML read back from the field: its project number as given.
    expect(new XMLParser({ parseTagValue: false }).parse(new Map(hidden(html)).get("warenkorb")!).Warenkorb.Order.OrderInfo.Kommission).toBe('A&lt;"x"')
    // One script at most (OCI's), none here; the style carries the nonce.
    expect(html).not.toContain("<script")
    expect(html).toContain('<style nonce="abc">')
  })

  it("keeps any text as it was, through the page and the XML (property)", () => {
    const text = fc.oneof(fc.string({ unit: "grapheme", maxLength: 40 }), fc.constantFrom("&lt;", "&amp;", "&#60;", "&quot;", "]]>", "<!--", "</form>"))
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }).map((parts) => parts.join("")), (value) => {
        // oxlint-disable-next-line no-control-regex -- the characters XML cannot hold are dropped by the page
        const clean = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
        const p: Product = { ...product("P", 100, []), name: { de: clean, en: clean } }
        const html = handbackPageHtml({ protocol: "oci", lang: "en", lines: handoverLines([view(p, 1)], "en"), form: form([["v", clean]]), nonce: "n", autoSubmit: true })
        expect(hidden(html)).toEqual([["v", clean]])
        const xml = idsCartXml(handoverLines([view(p, 1)], "de"), { projectId: "", createdAt: 0, onRequestNote: "" })
        const [item] = new XMLParser({ parseTagValue: false, trimValues: false, isArray: (name) => name === "OrderItem" }).parse(xml).Warenkorb.Order.OrderItem
        // The lines take a name without its outer blanks (lines.ts), then cut it to Kurztext's length.
        expect(item.Kurztext ?? "").toBe([...clean.trim()].slice(0, 100).join(""))
      }),
      { numRuns: 300 },
    )
  })

  it("OCI VALIDATE: hidden fields and the script that posts them, nothing visible; no form for an unknown item", () => {
    const html = validatePageHtml({ lang: "en", form: form([["NEW_ITEM-PRICE[1]", "527.37"]]), nonce: "n0" })
    expect(html).toContain('<script nonce="n0">document.forms[0].submit()</script>')
    expect(html).not.toMatch(/<(h1|p|table|button)\b/)
    expect(validatePageHtml({ lang: "en", form: undefined, nonce: "n0" })).not.toContain("<form")
  })
})
