import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import { DatasheetRequest, DatasheetResponse, MAX_DATASHEET_PRODUCTS } from "../src/datasheets/model.ts"

describe("datasheet schemas", () => {
  it("need 1 to 200 products and a positive request time", () => {
    const is = Schema.is(DatasheetRequest)
    expect(is({ productIds: ["P1"], productNames: ["WG"], reqTime: 1 })).toBe(true)
    expect(is({ productIds: [], productNames: [], reqTime: 1 })).toBe(false)
    expect(is({ productIds: Array(MAX_DATASHEET_PRODUCTS + 1).fill("P"), productNames: [], reqTime: 1 })).toBe(false)
    expect(is({ productIds: ["P1"], productNames: ["WG"], reqTime: 0 })).toBe(false)
  })

  it("read the poll answer", () => {
    const answer = { pdfs: [{ name: "WG.pdf", signedUrl: "https://x/WG.pdf?t=1" }], dataLength: 1 }
    expect(Schema.decodeUnknownSync(DatasheetResponse)(answer)).toEqual(answer)
    expect(Schema.is(DatasheetResponse)({ pdfs: [], dataLength: -1 })).toBe(false)
  })
})
