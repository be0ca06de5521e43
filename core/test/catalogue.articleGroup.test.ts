import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  accessoryOptions,
  DEFAULT_ARTICLE_GROUP_AMOUNT,
  optionField,
  optionRank,
  resolveArticleGroupOption,
} from "../src/catalogue/articleGroup.ts"

describe("accessoryOptions", () => {
  it("is exactly the §9 order", () => {
    expect(accessoryOptions).toEqual([
      "baseCoat",
      "backPanel",
      "backDoor",
      "sidePanel",
      "door",
      "rainRoof",
      "baseMounting",
      "wallMounting",
      "cableEntry",
      "base",
      "strainRelief",
      "mountingLevel",
      "interiorFittings",
      "productSpecificAccessories",
      "accessories",
    ])
  })

  it("maps options to content field names and ranks", () => {
    expect(optionField("baseCoat")).toBe("optionBaseCoat")
    expect(optionField("productSpecificAccessories")).toBe("optionProductSpecificAccessories")
    expect(accessoryOptions.map(optionRank)).toEqual(accessoryOptions.map((_, i) => i))
    expect(optionRank(null)).toBe(accessoryOptions.length)
  })
})

describe("resolveArticleGroupOption", () => {
  it("counts a single field >= 0", () => {
    expect(resolveArticleGroupOption({ name: "g", optionDoor: 3 })).toEqual({ option: { option: "door", maxAmount: 3 } })
    expect(resolveArticleGroupOption({ name: "g", optionBase: "0" })).toEqual({ option: { option: "base", maxAmount: 0 } })
    expect(resolveArticleGroupOption({ name: "g", optionBase: " 12 " })).toEqual({ option: { option: "base", maxAmount: 12 } })
  })

  it("ignores negative, empty and missing fields", () => {
    expect(resolveArticleGroupOption({ name: "g" })).toEqual({ option: null })
    expect(resolveArticleGroupOption({ name: "g", optionDoor: -1, optionBase: "-5", optionRainRoof: "", optionBackDoor: null })).toEqual({
      option: null,
    })
    expect(resolveArticleGroupOption({ name: "g", optionDoor: -1, optionBase: 2 })).toEqual({ option: { option: "base", maxAmount: 2 } })
  })

  it("defaults an unparsable amount to 99", () => {
    for (const raw of ["abc", "1.5", 2.5, true, {}, [], "1,0"]) {
      expect(resolveArticleGroupOption({ name: "g", optionDoor: raw })).toEqual({ option: { option: "door", maxAmount: DEFAULT_ARTICLE_GROUP_AMOUNT } })
    }
  })

  it("warns about more than one option and takes the first in option order", () => {
    const resolved = resolveArticleGroupOption({ name: "mixed", optionCableEntry: 4, optionBackPanel: 1, optionAccessories: "x" })
    expect(resolved.option).toEqual({ option: "backPanel", maxAmount: 1 })
    expect(resolved.warning).toContain("mixed")
    expect(resolved.warning).toContain("backPanel, cableEntry, accessories")
  })

  it("ignores fields that are not options", () => {
    expect(resolveArticleGroupOption({ name: "g", optiondoor: 1, option: 2, title: "x" })).toEqual({ option: null })
  })

  it("picks the lowest-ranked counted option and warns exactly when several count", () => {
    const value = fc.oneof(
      fc.integer({ min: -3, max: 20 }),
      fc.integer({ min: -3, max: 20 }).map(String),
      fc.constantFrom("", null, undefined, "abc", 1.5),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...accessoryOptions), value), (fields) => {
        const group: Record<string, unknown> = { key: "g" }
        for (const [option, raw] of Object.entries(fields)) group[optionField(option as (typeof accessoryOptions)[number])] = raw
        const counted = accessoryOptions.filter((o) => {
          const raw = fields[o]
          if (raw === undefined || raw === null || raw === "") return false
          const n = Number(raw)
          return !Number.isInteger(n) || n >= 0
        })
        const resolved = resolveArticleGroupOption(group)
        expect(resolved.option?.option ?? null).toBe(counted[0] ?? null)
        expect(resolved.warning !== undefined).toBe(counted.length > 1)
        if (resolved.option) {
          const n = Number(fields[resolved.option.option])
          expect(resolved.option.maxAmount).toBe(Number.isInteger(n) ? n : DEFAULT_ARTICLE_GROUP_AMOUNT)
        }
      }),
    )
  })
})
