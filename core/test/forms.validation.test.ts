import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import {
  ContactForm,
  CurrentPasswordForm,
  isValidVat,
  isValidZip,
  normalizeVat,
  PasswordChangeForm,
  ProfileForm,
  SignUpForm,
  validateForm,
} from "../src/forms/validation.ts"

const signUp = {
  email: "office@example.at",
  password: "secret-123",
  passwordRepeat: "secret-123",
  company: "Elektro Huber GmbH",
  vat: "ATU12345678",
  firstname: "Anna",
  lastname: "Huber",
  street: "Hauptstraße 1",
  zip: "1010",
  city: "Wien",
  country: "AT",
  language: "de",
}
const profile = { ...signUp, global_discount: 12.5 }
const contact = { company: "", firstname: "Anna", lastname: "Huber", email: "anna@example.at", subject: "Frage", message: "Hallo", privacyAccepted: true }

const issuesOf = (result: ReturnType<typeof validateForm>) => (result.ok ? [] : result.issues)

describe("SignUpForm", () => {
  it("accepts a complete form and trims text", () => {
    const result = validateForm(SignUpForm, { ...signUp, email: "  office@example.at ", company: " Elektro Huber GmbH " })
    expect(result).toEqual({ ok: true, value: { ...signUp } })
  })

  it.each([
    [{ email: "office@example" }, "email", "invalidEmail"],
    [{ email: "office example.at" }, "email", "invalidEmail"],
    [{ email: "" }, "email", "required"],
    [{ email: "   " }, "email", "required"],
    [{ passwordRepeat: "secret-124" }, "passwordRepeat", "passwordsDoNotMatch"],
    [{ password: "short", passwordRepeat: "short" }, "password", "passwordTooShort"],
    [{ password: "ä".repeat(37), passwordRepeat: "ä".repeat(37) }, "password", "tooLong"],
    [{ company: "   " }, "company", "required"],
    [{ company: "x".repeat(201) }, "company", "tooLong"],
    [{ vat: "ATU1234567" }, "vat", "invalidVat"],
    [{ zip: "123" }, "zip", "invalidZip"],
    [{ country: "US" }, "country", "invalidValue"],
    [{ language: "fr" }, "language", "invalidValue"],
  ])("%j → %s: %s", (patch, path, key) => {
    expect(issuesOf(validateForm(SignUpForm, { ...signUp, ...patch }))).toEqual([{ path, key }])
  })

  it("reports a missing field as required", () => {
    const { street: _street, ...rest } = signUp
    expect(issuesOf(validateForm(SignUpForm, rest))).toEqual([{ path: "street", key: "required" }])
  })

  it("reports every broken field at once, one key per field", () => {
    const issues = issuesOf(validateForm(SignUpForm, { ...signUp, email: "x", password: "x", passwordRepeat: "x", city: "" }))
    expect(issues).toEqual([
      { path: "email", key: "invalidEmail" },
      { path: "password", key: "passwordTooShort" },
      { path: "city", key: "required" },
    ])
  })

  it("accepts a password of exactly 8 characters and 72 bytes", () => {
    expect(validateForm(SignUpForm, { ...signUp, password: "12345678", passwordRepeat: "12345678" }).ok).toBe(true)
    expect(validateForm(SignUpForm, { ...signUp, password: "ä".repeat(36), passwordRepeat: "ä".repeat(36) }).ok).toBe(true)
  })
})

describe("ProfileForm", () => {
  it("checks VAT, zip and the discount step", () => {
    expect(validateForm(ProfileForm, profile).ok).toBe(true)
    expect(issuesOf(validateForm(ProfileForm, { ...profile, global_discount: 12.345 }))).toEqual([{ path: "global_discount", key: "invalidValue" }])
    expect(issuesOf(validateForm(ProfileForm, { ...profile, global_discount: 101 }))).toEqual([{ path: "global_discount", key: "invalidValue" }])
    expect(issuesOf(validateForm(ProfileForm, { ...profile, country: "DE", vat: "DE123456789", zip: "1010" }))).toEqual([{ path: "zip", key: "invalidZip" }])
  })

  it("accepts every discount in 0.01 steps from 0 to 100", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (p) => validateForm(ProfileForm, { ...profile, global_discount: p / 100 }).ok))
  })
})

describe("ContactForm", () => {
  it("requires the privacy policy to be accepted", () => {
    expect(validateForm(ContactForm, contact).ok).toBe(true)
    expect(issuesOf(validateForm(ContactForm, { ...contact, privacyAccepted: false }))).toEqual([{ path: "privacyAccepted", key: "privacyNotAccepted" }])
    const { privacyAccepted: _p, ...withoutPrivacy } = contact
    expect(issuesOf(validateForm(ContactForm, withoutPrivacy))).toEqual([{ path: "privacyAccepted", key: "privacyNotAccepted" }])
  })

  it("checks e-mail, required fields and the message length", () => {
    expect(issuesOf(validateForm(ContactForm, { ...contact, email: "anna@" }))).toEqual([{ path: "email", key: "invalidEmail" }])
    expect(issuesOf(validateForm(ContactForm, { ...contact, subject: " " }))).toEqual([{ path: "subject", key: "required" }])
    expect(validateForm(ContactForm, { ...contact, message: "x".repeat(5000) }).ok).toBe(true)
    expect(issuesOf(validateForm(ContactForm, { ...contact, message: "x".repeat(5001) }))).toEqual([{ path: "message", key: "tooLong" }])
  })
})

describe("PasswordChangeForm and CurrentPasswordForm (account deletion, a new e-mail address)", () => {
  it("require the current password", () => {
    expect(issuesOf(validateForm(PasswordChangeForm, { currentPassword: "", newPassword: "abcdefgh", newPasswordRepeat: "abcdefgh" }))).toEqual([
      { path: "currentPassword", key: "required" },
    ])
    expect(issuesOf(validateForm(CurrentPasswordForm, { currentPassword: "" }))).toEqual([{ path: "currentPassword", key: "required" }])
    expect(issuesOf(validateForm(CurrentPasswordForm, {}))).toEqual([{ path: "currentPassword", key: "required" }])
    expect(validateForm(CurrentPasswordForm, { currentPassword: "x" }).ok).toBe(true)
  })

  it("check the new password", () => {
    expect(issuesOf(validateForm(PasswordChangeForm, { currentPassword: "old", newPassword: "abcdefgh", newPasswordRepeat: "abcdefgi" }))).toEqual([
      { path: "newPasswordRepeat", key: "passwordsDoNotMatch" },
    ])
    expect(issuesOf(validateForm(PasswordChangeForm, { currentPassword: "old", newPassword: "abc", newPasswordRepeat: "abc" }))).toEqual([
      { path: "newPassword", key: "passwordTooShort" },
    ])
  })
})

describe("VAT numbers", () => {
  it.each([
    ["ATU12345678", "AT", true],
    ["ATU1234567", "AT", false],
    ["AT12345678", "AT", false],
    ["atu 1234 5678", "AT", true],
    ["DE123456789", "DE", true],
    ["DE12345678", "DE", false],
    ["NL123456789B01", "NL", true],
    ["NL123456789B1", "NL", false],
    ["FR12345678901", "FR", true],
    ["FRXX345678901", "FR", true],
    ["IT12345678901", "IT", true],
    ["EL123456789", "GR", true],
    ["GR123456789", "GR", false],
    ["BE0123456789", "BE", true],
    ["BE2123456789", "BE", false],
    ["ES-X1234567-L", "ES", true],
    ["CHE-123.456.789", "CH", true],
    ["GB123456789", "GB", true],
    ["NO 123 456 789 MVA", "NO", true],
    ["X1", "CH", false],
    ["ÄÖÜ1", "LI", false],
  ] as const)("%s in %s → %s", (vat, country, valid) => {
    expect(isValidVat(vat, country)).toBe(valid)
  })

  it("ignores blanks, dots and dashes and case", () => {
    expect(normalizeVat(" atu-123.456 78 ")).toBe("ATU12345678")
  })
})

describe("zip codes", () => {
  it("use 4 digits in AT, CH and LI, 5 in DE, a free format elsewhere", () => {
    expect([isValidZip("1010", "AT"), isValidZip("10100", "AT"), isValidZip("8001", "CH"), isValidZip("9490", "LI")]).toEqual([true, false, true, true])
    expect([isValidZip("80331", "DE"), isValidZip("8033", "DE")]).toEqual([true, false])
    expect([isValidZip("SW1A 1AA", "GB"), isValidZip("00-950", "PL"), isValidZip("1", "FR"), isValidZip("-12", "NL")]).toEqual([true, true, false, false])
  })
})
