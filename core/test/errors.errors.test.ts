import { describe, expect, it } from "@effect/vitest"
import { AccessoryNotFound, errorKeys, InfrastructureError, InvalidInput, ProductNotFound } from "../src/errors/errors.ts"

describe("errors", () => {
  it("carry every key of the spec §8 catalogue", () => {
    for (const key of ["emailAlreadyExists", "invalidEmail", "wrongCredentials", "generalError", "emailNotConfirmed", "passwordsDoNotMatch", "incorrectPassword"]) {
      expect(errorKeys).toContain(key)
    }
  })

  it("have readable messages", () => {
    expect(new ProductNotFound({ id: "PX" }).message).toBe('Unknown product "PX"')
    expect(new AccessoryNotFound({ id: "AX" }).message).toBe('Unknown accessory "AX"')
    expect(new AccessoryNotFound({ id: "AX", productId: "P1" }).message).toBe('Accessory "AX" is not offered for product "P1"')
    expect(new InvalidInput({ issues: [{ path: "email", key: "invalidEmail" }, { path: "", key: "required", detail: "form empty" }] }).message).toBe(
      "email: invalidEmail; input: form empty",
    )
  })

  it("map infrastructure faults to generalError", () => {
    const error = new InfrastructureError({ system: "database", reason: "connection refused" })
    expect(error.key).toBe("generalError")
    expect(error.message).toBe("database: connection refused")
    expect(error._tag).toBe("InfrastructureError")
  })

  it("keep the original fault of an infrastructure error as its cause, for the logs", () => {
    const fault = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })
    const error = new InfrastructureError({ system: "database", reason: "connection refused", cause: fault })
    expect(error.cause).toBe(fault)
    expect(error.message).toBe("database: connection refused")
    expect(new InfrastructureError({ system: "database", reason: "connection refused" }).cause).toBeUndefined()
  })
})
