import { describe, expect, it } from "@effect/vitest"
import { Result } from "effect"
import fc from "fast-check"
import { isStorableName } from "../src/ports/SavedCarts.ts"
import { SAVED_CART_NAME_MAX_LENGTH } from "../src/savedCarts/limits.ts"
import { copyName, savedCartName, tidySavedCartName } from "../src/savedCarts/name.ts"

const refusal = (raw: string) => {
  const result = savedCartName(raw)
  return Result.isFailure(result) ? { reason: result.failure.reason, count: result.failure.count, limit: result.failure.limit } : null
}

describe("saved cart names", () => {
  it("are made tidy: NFC, every run of spaces, tabs, line breaks and control characters one space, trimmed", () => {
    expect(tidySavedCartName("  Baustelle\r\n\t Linz \u0007 Nord  ")).toBe("Baustelle Linz Nord")
    expect(tidySavedCartName("Caf\u0065\u0301")).toBe("Café")
    expect(tidySavedCartName("\u00a0Halle\u20282\u3000")).toBe("Halle 2")
  })

  it("are refused when empty or longer than the limit (in characters, not bytes), never cut", () => {
    expect(refusal("")).toEqual({ reason: "savedCartNameMissing", count: undefined, limit: undefined })
    expect(refusal(" \n\t ")?.reason).toBe("savedCartNameMissing")
    expect(refusal("x".repeat(SAVED_CART_NAME_MAX_LENGTH + 1))).toEqual({ reason: "savedCartNameTooLong", count: 81, limit: 80 })
    expect(savedCartName("🏗️".repeat(40))).toEqual(Result.succeed("🏗️".repeat(40)))
    expect(savedCartName(`  ${"ä".repeat(SAVED_CART_NAME_MAX_LENGTH)}  `)).toEqual(Result.succeed("ä".repeat(SAVED_CART_NAME_MAX_LENGTH)))
  })

  it("accepted are always what every store keeps, and tidy already", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 100 }), (raw) => {
        const result = savedCartName(raw)
        if (Result.isSuccess(result)) {
          expect(isStorableName(result.success)).toBe(true)
          expect(tidySavedCartName(result.success)).toBe(result.success)
        } else expect(["savedCartNameMissing", "savedCartNameTooLong"]).toContain(result.failure.reason)
      }),
    )
  })

  it("of a copy: the first free ` (n)`, counting on from a number the name ends in", () => {
    expect(copyName("Linz", [])).toBe("Linz (2)")
    expect(copyName("Linz", ["Linz", "Linz (2)", "Linz (3)"])).toBe("Linz (4)")
    expect(copyName("Linz (2)", ["Linz", "Linz (2)"])).toBe("Linz (3)")
    expect(copyName("Halle (B)", [])).toBe("Halle (B) (2)")
    const longest = "x".repeat(SAVED_CART_NAME_MAX_LENGTH)
    expect(copyName(longest, [])).toBe(`${"x".repeat(SAVED_CART_NAME_MAX_LENGTH - 4)} (2)`)
  })

  it("of a copy is storable, within the limit and none of the names taken", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 100 }), fc.array(fc.string({ maxLength: 90 }), { maxLength: 5 }), fc.nat({ max: 12 }), (raw, others, copies) => {
        const name = Result.getOrElse(savedCartName(raw), () => "Projekt")
        const taken = [name, ...others]
        for (let i = 0; i < copies; i++) taken.push(copyName(name, taken))
        const copy = copyName(name, taken)
        expect(isStorableName(copy)).toBe(true)
        expect([...copy].length).toBeLessThanOrEqual(SAVED_CART_NAME_MAX_LENGTH)
        expect(taken).not.toContain(copy)
      }),
    )
  })
})
