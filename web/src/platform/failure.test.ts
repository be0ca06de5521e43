/** The one mapping of failures to HTTP status and error-catalogue key. */
import { Cause } from "effect"
import { describe, expect, it } from "vitest"
import { AccessoryNotFound, DatasheetJobNotFound, DatasheetTooManyJobs, InfrastructureError, InvalidDatasheetRequest, InvalidInput, ProductNotFound } from "@shop/core"
import { failureOf } from "./failure.ts"

describe("failureOf", () => {
  it("maps the request's typed errors to their status, key and own message", () => {
    expect(failureOf(Cause.fail(new ProductNotFound({ id: "x" })))).toEqual({ status: 404, key: "notFound", message: 'Unknown product "x"' })
    expect(failureOf(Cause.fail(new AccessoryNotFound({ id: "a" })))).toMatchObject({ status: 404, key: "notFound" })
    expect(failureOf(Cause.fail(new DatasheetJobNotFound({ reqTime: 1 })))).toMatchObject({ status: 404, key: "notFound" })
    expect(failureOf(Cause.fail(new InvalidDatasheetRequest({ reason: "productIds: missing" })))).toEqual({
      status: 400,
      key: "invalidValue",
      message: "productIds: missing",
    })
    expect(failureOf(Cause.fail(new InvalidInput({ issues: [{ path: "amount", key: "invalidValue" }] })))).toMatchObject({ status: 400, key: "invalidValue" })
    expect(failureOf(Cause.fail(new DatasheetTooManyJobs({ limit: 3 })))).toMatchObject({ status: 429, key: "generalError" })
  })

  it("answers everything else with 500 and the general error, never its details", () => {
    const general = { status: 500, key: "generalError", message: "generalError" }
    expect(failureOf(Cause.fail(new InfrastructureError({ system: "files", reason: "disk full" })))).toEqual(general)
    expect(failureOf(Cause.fail({ _tag: "SomethingElse", message: "secret" }))).toEqual(general)
    expect(failureOf(Cause.die(new Error("stack")))).toEqual(general)
    expect(failureOf(Cause.interrupt())).toEqual(general)
  })
})
