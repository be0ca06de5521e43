import { describe, expect, it } from "vitest"
import { footerGridOf } from "./model.ts"

describe("footer grid (spec §2: 3 or 4 columns depending on count)", () => {
  it("is 3 columns wide up to three columns, 4 from four on", () => {
    expect([1, 2, 3, 4, 5, 8].map(footerGridOf)).toEqual([3, 3, 3, 4, 4, 4])
  })
})
