import { describe, expect, it } from "vitest"
import { translatedPath } from "./paths.ts"

describe("language switcher", () => {
  it("keeps path and query", () => {
    expect(translatedPath("/de/product-catalog/ws-0612-40/", "", "en")).toBe("/en/product-catalog/ws-0612-40/")
    expect(translatedPath("/en/product-catalog/", "?material=steel", "de")).toBe("/de/product-catalog/?material=steel")
    expect(translatedPath("/de/", "", "en")).toBe("/en/")
    expect(translatedPath("/fr/x/", "", "en")).toBe("/en/")
  })
})
