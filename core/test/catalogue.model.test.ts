import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { AccessoryId, AccessoryFile, Ean13, ean13CheckDigit, federalStates, isValidEan13, ProductId, usableIn } from "../src/catalogue/model.ts"

describe("EAN-13", () => {
  it("checks the check digit", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1)
    expect(isValidEan13("4006381333931")).toBe(true)
    expect(isValidEan13("4006381333932")).toBe(false)
    expect(isValidEan13("400638133393")).toBe(false)
    expect(isValidEan13("400638133393a")).toBe(false)
    expect(Schema.is(Ean13)("9000000000018")).toBe(true)
  })

  it("accepts exactly one check digit for every 12-digit prefix", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 12, maxLength: 12 }), (prefix) => {
        const valid = [..."0123456789"].filter((d) => isValidEan13(prefix + d))
        expect(valid).toEqual([String(ean13CheckDigit(prefix))])
      }),
    )
  })

  it("detects every single-digit typo", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: 12, maxLength: 12 }), fc.nat(12), fc.integer({ min: 1, max: 9 }), (prefix, at, shift) => {
        const code = prefix + ean13CheckDigit(prefix)
        const typo = code.slice(0, at) + String((Number(code[at]) + shift) % 10) + code.slice(at + 1)
        return !isValidEan13(typo)
      }),
    )
  })
})

describe("ids", () => {
  it("allow letters, digits, dot, underscore and dash, starting alphanumeric, up to 64", () => {
    const isProductId = Schema.is(ProductId)
    expect(["P-1", "WG600.400_a", "a", "x".repeat(64)].map(isProductId)).toEqual([true, true, true, true])
    expect(["", "-P", ".P", "P 1", "Ä1", "P/1", "x".repeat(65), "P&x"].map(isProductId)).toEqual(Array(8).fill(false))
    expect(Schema.is(AccessoryId)("A.1")).toBe(true)
  })
})

describe("AccessoryFile", () => {
  it("rejects a negative price", () => {
    const file = {
      key: "A1",
      supplierArticleNumber: "2000001",
      name: { de: "Platte", en: "Plate" },
      slug: "a1",
      productAssetIdentifier: "a1",
      listPrice: 12.5,
      artikelGruppe: { key: "plates" },
    }
    expect(Schema.is(AccessoryFile)(file)).toBe(true)
    expect(Schema.is(AccessoryFile)({ ...file, listPrice: -1 })).toBe(false)
    expect(Schema.is(AccessoryFile)({ ...file, listPrice: Number.POSITIVE_INFINITY })).toBe(false)
  })
})

describe("price on request in the catalogue files", () => {
  const file = {
    key: "A1",
    supplierArticleNumber: "2000001",
    name: { de: "Platte", en: "Plate" },
    slug: "a1",
    productAssetIdentifier: "a1",
    listPrice: 0,
    artikelGruppe: { key: "plates" },
  }
  it("is its own field: 0 without it is free, with it the price is 0", () => {
    expect(Schema.decodeUnknownSync(AccessoryFile)(file).priceOnRequest).toBeUndefined()
    expect(Schema.decodeUnknownSync(AccessoryFile)({ ...file, priceOnRequest: true }).priceOnRequest).toBe(true)
    expect(Schema.is(AccessoryFile)({ ...file, priceOnRequest: "yes" })).toBe(false)
  })

  it("refuses an item on request that names a price", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), (price) => {
        expect(Schema.is(AccessoryFile)({ ...file, listPrice: price, priceOnRequest: true })).toBe(false)
        expect(Schema.is(AccessoryFile)({ ...file, listPrice: price, priceOnRequest: false })).toBe(true)
      }),
    )
  })
})

describe("usableIn", () => {
  it("an empty area of use means every federal state", () => {
    for (const state of federalStates) {
      expect(usableIn({ areasOfUse: [] }, state)).toBe(true)
      expect(usableIn({ areasOfUse: [state] }, state)).toBe(true)
      expect(usableIn({ areasOfUse: federalStates.filter((s) => s !== state) }, state)).toBe(false)
    }
  })
})
