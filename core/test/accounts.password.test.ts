import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { COMMON_PASSWORD_COUNT, commonPasswords, isCommonPassword, passwordProblem } from "../src/accounts/password.ts"

const bytes = (s: string) => new TextEncoder().encode(s).length

describe("password rule", () => {
  it("knows the 10,000 most common passwords, compared without regard to case", () => {
    expect(commonPasswords().size).toBeGreaterThan(COMMON_PASSWORD_COUNT * 0.99)
    expect(commonPasswords().size).toBeLessThanOrEqual(COMMON_PASSWORD_COUNT)
    for (const common of ["password", "12345678", "qwertyuiop", "iloveyou", "Password1", "PASSWORD1", "sunshine"]) {
      expect(isCommonPassword(common), common).toBe(true)
      expect(passwordProblem(common), common).toBe("passwordTooCommon")
    }
    expect(passwordProblem("correct-horse-7")).toBeUndefined()
    expect(passwordProblem("Schaltschrank-Linz-2026")).toBeUndefined()
  })

  it("needs at least 8 characters (code points, not bytes)", () => {
    expect(passwordProblem("kurz-7x")).toBe("passwordTooShort")
    expect(passwordProblem("kurz-7xy")).toBeUndefined()
    expect(passwordProblem("🔌🔌🔌🔌🔌🔌🔌")).toBe("passwordTooShort")
    expect(passwordProblem("🔌🔌🔌🔌🔌🔌🔌🔌")).toBeUndefined()
  })

  it("refuses more than 72 bytes in UTF-8, the most bcrypt reads", () => {
    expect(passwordProblem("k".repeat(72))).toBeUndefined()
    expect(passwordProblem("k".repeat(73))).toBe("passwordTooLong")
    expect(passwordProblem("ä".repeat(36))).toBeUndefined()
    expect(passwordProblem("ä".repeat(37))).toBe("passwordTooLong")
    expect(passwordProblem("€".repeat(24))).toBeUndefined()
    expect(passwordProblem("€".repeat(25))).toBe("passwordTooLong")
  })

  it("answers exactly by the three rules for any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 90 }), (password) => {
        const expected = [...password].length < 8 ? "passwordTooShort" : bytes(password) > 72 ? "passwordTooLong" : isCommonPassword(password) ? "passwordTooCommon" : undefined
        expect(passwordProblem(password)).toBe(expected)
      }),
    )
  })
})
