import { describe, expect, it } from "vitest"
import { countries } from "@shop/core/forms/validation"
import { countryOptions, decodeFieldErrors } from "./model.ts"
import { accountSearch } from "./search.ts"

describe("country list", () => {
  it("starts with the home markets, then the others in the page's alphabetical order", () => {
    for (const lang of ["de", "en"] as const) {
      const options = countryOptions(countries, lang)
      expect(options.slice(0, 3).map((o) => o.value)).toEqual(["AT", "DE", "CH"])
      const rest = options.slice(3).map((o) => o.label)
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, lang)))
      expect(options).toHaveLength(countries.length)
    }
    expect(countryOptions(countries, "de")[0]?.label).toBe("Österreich")
  })
})

describe("error keys from the query", () => {
  it("keeps a field's error-catalogue key and drops anything else", () => {
    expect(decodeFieldErrors("email:invalidEmail,password:passwordTooShort")).toEqual({ email: "invalidEmail", password: "passwordTooShort" })
    expect(decodeFieldErrors("email:notAKey,zip:invalidZip,bad field:required")).toEqual({ zip: "invalidZip" })
  })

  it("reads a form's error only when it is an error-catalogue key", () => {
    expect(accountSearch({ form: "login", error: "wrongCredentials" })).toEqual({ form: "login", error: "wrongCredentials" })
    expect(accountSearch({ form: "login", error: "somethingMadeUp" })).toEqual({ form: "login" })
  })
})
