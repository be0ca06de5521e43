import { describe, expect, it } from "vitest"
import { languages } from "@shop/core"
import { isShopLanguage, shopLanguages } from "./languages.ts"
import { translatedPath } from "../../features/shell/model.ts"

describe("language prefixes", () => {
  it("the router's list equals the core's", () => {
    expect([...shopLanguages]).toEqual([...languages])
    expect(isShopLanguage("de") && isShopLanguage("en")).toBe(true)
    expect(isShopLanguage("fr")).toBe(false)
  })

  it("the language switcher keeps path and query", () => {
    expect(translatedPath("/de/product-catalog/ws-0612-40/", "", "en")).toBe("/en/product-catalog/ws-0612-40/")
    expect(translatedPath("/en/product-catalog/", "?material=steel", "de")).toBe("/de/product-catalog/?material=steel")
    expect(translatedPath("/de/", "", "en")).toBe("/en/")
    expect(translatedPath("/fr/x/", "", "en")).toBe("/en/")
  })
})
