/** OCI 4.0/5.0: the NEW_ITEM fields of a cart, the form posted to HOOK_URL, and what SAP's call is read into. */
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { HandoverRefused } from "../src/handover/errors.ts"
import { PunchoutContext, ociCallOfContext, punchoutContextOf, readIdsEntry, readOciEntry } from "../src/handover/entry.ts"
import { handoverLines } from "../src/handover/lines.ts"
import { OCI_FIELD_LENGTHS, ociCallOf, ociItemFields, ociLongTextField, ociReturnForm } from "../src/handover/oci.ts"
import type { Product } from "../src/catalogue/model.ts"
import { product } from "./support/catalogue.ts"
import { view } from "./support/handover.ts"
import * as Schema from "effect/Schema"

const form = (fields: Record<string, string>) => (name: string) => fields[name]

describe("the NEW_ITEM fields", () => {
  const lines = handoverLines([view("WS-0612-40", 2, [["ACC-KV", 4]]), view("SO-1", 1)], "en")
  const fields = new Map(ociItemFields(lines))

  it("name each line from 1, with quantity, ISO unit, list price per price unit 1, currency, the article numbers and the catalogue key", () => {
    expect(Object.fromEntries([...fields].filter(([name]) => name.endsWith("[1]")))).toEqual({
      "NEW_ITEM-DESCRIPTION[1]": "Wall-mounted enclosure, sheet steel, IP6",
      "NEW_ITEM-QUANTITY[1]": "2",
      "NEW_ITEM-UNIT[1]": "PCE",
      "NEW_ITEM-PRICE[1]": "527.37",
      "NEW_ITEM-CURRENCY[1]": "EUR",
      "NEW_ITEM-PRICEUNIT[1]": "1",
      "NEW_ITEM-VENDORMAT[1]": "3013579246",
      "NEW_ITEM-MANUFACTMAT[1]": "WS-0612-40",
      "NEW_ITEM-EXT_PRODUCT_ID[1]": "WS-0612-40",
      "NEW_ITEM-MATGROUP[1]": "",
      "NEW_ITEM-LEADTIME[1]": "",
    })
    expect(fields.get(ociLongTextField(1))).toBe("Wall-mounted enclosure, sheet steel, IP66\nW 600 × H 1200 × D 400 mm")
    expect(ociLongTextField(2)).toBe("NEW_ITEM-LONGTEXT_2:132[]")
    // The accessory: its own line, the whole amount, its product named in the long text.
    expect(fields.get("NEW_ITEM-QUANTITY[2]")).toBe("8")
    expect(fields.get("NEW_ITEM-EXT_PRODUCT_ID[2]")).toBe("ACC-KV")
    expect(fields.get(ociLongTextField(2))).toContain("Accessory of position 1 (3013579246)")
    // Quoted on request: no price is made up.
    expect(fields.get("NEW_ITEM-PRICE[3]")).toBe("")
    expect(fields.has("NEW_ITEM-DESCRIPTION[0]")).toBe(false)
  })

  it("keeps every field within SAP's length, whatever the catalogue holds (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), fc.string({ maxLength: 80 }), fc.integer({ min: 1, max: 9999 }), (name, number, amount) => {
        const p: Product = { ...product("P", 12_345_678, []), supplierArticleNumber: number, name: { de: name, en: name } }
        const out = ociItemFields(handoverLines([view(p, amount)], "en"))
        for (const [field, value] of out) {
          const short = /^NEW_ITEM-([A-Z_]+)\[1\]$/.exec(field)?.[1] as keyof typeof OCI_FIELD_LENGTHS | undefined
          if (short !== undefined) expect([...value].length, field).toBeLessThanOrEqual(OCI_FIELD_LENGTHS[short])
        }
        expect(out.find(([f]) => f === "NEW_ITEM-QUANTITY[1]")?.[1]).toBe(String(amount))
        expect(out.find(([f]) => f === "NEW_ITEM-PRICE[1]")?.[1]).toBe("123456.78")
      }),
    )
  })
})

describe("the form back to HOOK_URL", () => {
  it("posts to the hook URL without its query, its parameters as fields, ~OkCode, ~TARGET and ~CALLER returned as sent", () => {
    const hook = new URL("https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/?sap-client=100&~language=DE")
    const call = ociCallOf(hook, form({ "~OkCode": "ADDI", "~TARGET": "_parent", "~CALLER": "CTLG", returntarget: "srm_frame" }))
    const back = ociReturnForm(call, handoverLines([view("KV-0604", 1)], "de"))
    expect(back.action).toBe("https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/")
    expect(back.target).toBe("srm_frame")
    expect(back.fields.slice(0, 5)).toEqual([
      ["sap-client", "100"],
      ["~language", "DE"],
      ["~OkCode", "ADDI"],
      ["~TARGET", "_parent"],
      ["~CALLER", "CTLG"],
    ])
    expect(back.fields.some(([name, value]) => name === "NEW_ITEM-VENDORMAT[1]" && value === "4013579246")).toBe(true)
  })

  it("uses SAP's defaults when the call leaves them out, and never echoes a value that is not SAP's", () => {
    const hook = new URL("http://localhost:8000/hook")
    expect(ociCallOf(hook, form({}))).toMatchObject({ okCode: "ADDI", target: "_top", caller: "CTLG", formTarget: "_top", charset: "UTF-8", version: "4.0" })
    const odd = ociCallOf(hook, form({ "~okcode": "ADDI", "~target": "javascript:alert(1)", "~caller": '"><script>', returntarget: "a b", http_content_charset: "ISO-8859-1", OCI_VERSION: "5.0" }))
    expect(odd).toMatchObject({ okCode: "ADDI", target: "_top", caller: "CTLG", formTarget: "_top", charset: "ISO-8859-1", version: "5.0" })
  })
})

describe("what SAP's and the craftsman's software's calls are read into", () => {
  it("an OCI call: credentials apart, HOOK_URL required and http(s) only, DETAIL and VALIDATE answered, other functions refused", () => {
    const entry = readOciEntry(form({ HOOK_URL: "https://srm.example.com/hook", USERNAME: "anna@example.at", PASSWORD: "geheim", FUNCTION: "validate", PRODUCTID: "KV-0604", QUANTITY: "3" }))
    expect(entry).toMatchObject({ protocol: "oci", credentials: { login: "anna@example.at", password: "geheim" }, function: "VALIDATE", productId: "KV-0604", quantity: "3" })
    for (const hook of [undefined, "", "javascript:alert(1)", "ftp://srm/x", "https://user:pw@srm/x", "data:text/html,x", "https://srm/x y"]) {
      const refused = readOciEntry(form({ ...(hook === undefined ? {} : { HOOK_URL: hook }), USERNAME: "a", PASSWORD: "geheim" }))
      expect(refused).toBeInstanceOf(HandoverRefused)
      expect((refused as HandoverRefused).reason).toBe("handoverHookUrlInvalid")
      // The refusal's text never carries a credential.
      expect((refused as HandoverRefused).message).not.toContain("geheim")
    }
    expect((readOciEntry(form({ HOOK_URL: "https://srm/x", FUNCTION: "BACKGROUND_SEARCH" })) as HandoverRefused).reason).toBe("handoverActionUnsupported")
  })

  it("an IDS call: the action decides what is required; the login is name_kunde, else kndnr", () => {
    expect(readIdsEntry(form({ action: "WKE", name_kunde: "anna@example.at", pw_kunde: "pw", hookurl: "http://localhost:4711/ids", version: "2.5", target: "_self" }))).toMatchObject({
      protocol: "ids",
      action: "WKE",
      credentials: { login: "anna@example.at", password: "pw" },
      target: "_self",
      version: "2.5",
    })
    expect(readIdsEntry(form({ action: "ADL", kndnr: "anna@example.at", pw_kunde: "pw", ghnummer: "3013579246" }))).toMatchObject({
      action: "ADL",
      hookUrl: undefined,
      articleNumber: "3013579246",
      credentials: { login: "anna@example.at" },
    })
    expect(readIdsEntry(form({ action: "WKS", hookurl: "https://x/y", warenkorb: "<Warenkorb/>" }))).toMatchObject({ cartXml: "<Warenkorb/>" })
    expect((readIdsEntry(form({ action: "WKE" })) as HandoverRefused).reason).toBe("handoverHookUrlInvalid")
    expect((readIdsEntry(form({ action: "HLS", hookurl: "https://x/y" })) as HandoverRefused).reason).toBe("handoverActionUnsupported")
    expect((readIdsEntry(form({})) as HandoverRefused).reason).toBe("handoverActionUnsupported")
    expect(readIdsEntry(form({ action: "wke", hookurl: "https://x/y", target: "<b>" }))).toMatchObject({ action: "WKE", target: "_top" })
  })

  it("the session's mark holds what the hand-back needs, decodes with its schema, and gives the same OCI call back", () => {
    const entry = readOciEntry(form({ HOOK_URL: "https://srm.example.com/hook?sap-client=100", "~TARGET": "_parent", OCI_VERSION: "5.0" }))
    if (entry instanceof HandoverRefused || entry.protocol !== "oci") throw new Error("expected an OCI entry")
    const context = punchoutContextOf(entry, "user-1")!
    expect(Schema.decodeUnknownSync(PunchoutContext)(JSON.parse(JSON.stringify(context)))).toEqual(context)
    expect(ociCallOfContext(context, new URL(context.hookUrl))).toEqual(entry.call)
    const ids = readIdsEntry(form({ action: "SV", suchbegriff: "KV 0604" }))
    if (ids instanceof HandoverRefused) throw new Error("expected an IDS entry")
    // A search without hook URL hands nothing back: no hand-over session.
    expect(punchoutContextOf(ids, "user-1")).toBeUndefined()
  })
})
