/** The one mapping of failures to HTTP status and error-catalogue key. */
import { Cause, Effect, Logger, References } from "effect"
import { describe, expect, it } from "vitest"
import { TooManyAttempts } from "@shop/core/accounts/errors"
import { AccessoryNotFound, AuthError, DatasheetJobNotFound, DatasheetTooManyJobs, InfrastructureError, InvalidDatasheetRequest, InvalidInput, ProductNotFound } from "@shop/core"
import { failureOf, logFailure } from "./failure.ts"

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

  it("gives invalid input each field's first key, by the field's top-level name", () => {
    const issues = [
      { path: "email", key: "invalidEmail" },
      { path: "email", key: "required" },
      { path: "address.zip", key: "invalidZip" },
      { path: "", key: "required" },
    ] as const
    expect(failureOf(Cause.fail(new InvalidInput({ issues })))).toMatchObject({
      status: 400,
      fields: { email: "invalidEmail", address: "invalidZip", form: "required" },
    })
    expect(failureOf(Cause.fail(new ProductNotFound({ id: "x" })))).not.toHaveProperty("fields")
  })

  it("maps an auth failure by its key: the user's fault 400, a lost session 401, the auth's own fault 500", () => {
    expect(failureOf(Cause.fail(new AuthError({ key: "wrongCredentials" })))).toEqual({ status: 400, key: "wrongCredentials", message: "auth: wrongCredentials" })
    expect(failureOf(Cause.fail(new AuthError({ key: "incorrectPassword" })))).toMatchObject({ status: 400, key: "incorrectPassword" })
    expect(failureOf(Cause.fail(new AuthError({ key: "sessionExpired" })))).toMatchObject({ status: 401, key: "sessionExpired" })
    expect(failureOf(Cause.fail(new AuthError({ key: "generalError", cause: new Error("connection refused") })))).toEqual({
      status: 500,
      key: "generalError",
      message: "generalError",
    })
  })

  it("answers a throttle with 429, its own key and its retry hint", () => {
    expect(failureOf(Cause.fail(new TooManyAttempts({ retryAfterSeconds: 900 })))).toEqual({
      status: 429,
      key: "tooManyAttempts",
      message: "too many attempts; try again in 900 s",
      retryAfterSeconds: 900,
    })
  })

  it("answers everything else with 500 and the general error, never its details", () => {
    const general = { status: 500, key: "generalError", message: "generalError" }
    expect(failureOf(Cause.fail(new InfrastructureError({ system: "files", reason: "disk full" })))).toEqual(general)
    expect(failureOf(Cause.fail({ _tag: "SomethingElse", message: "secret" }))).toEqual(general)
    expect(failureOf(Cause.die(new Error("stack")))).toEqual(general)
    expect(failureOf(Cause.interrupt())).toEqual(general)
  })
})

describe("logFailure", () => {
  /** An error that counts how often its message or stack is read (formatting the cause reads them). */
  const countedError = () => {
    let reads = 0
    const error = new Error("disk full")
    for (const key of ["message", "stack"] as const) {
      const value = error[key]
      Object.defineProperty(error, key, { get: () => (reads++, value) })
    }
    return { cause: Cause.die(error), reads: () => reads }
  }
  const logged = (program: Effect.Effect<void>, minimum: "Info" | "Debug" = "Info") => {
    const lines: Array<{ level: string; text: string }> = []
    const logger = Logger.make(({ logLevel, message }) => void lines.push({ level: logLevel, text: JSON.stringify(message) }))
    Effect.runSync(program.pipe(Effect.provide(Logger.layer([logger])), Effect.provideService(References.MinimumLogLevel, minimum)))
    return lines
  }
  const notFound = { status: 404, key: "notFound", message: "not found" } as const
  const general = { status: 500, key: "generalError", message: "generalError" } as const

  it("writes a 500 as an error with its full cause", () => {
    const [line, ...rest] = logged(logFailure("server function failed", countedError().cause, general))
    expect(rest).toEqual([])
    expect(line?.level).toBe("Error")
    expect(line?.text).toMatch(/server function failed.*disk full/)
  })

  it("writes a 4xx at debug level only, and does not format its cause while debug is off", () => {
    const counted = countedError()
    const readsBefore = counted.reads()
    expect(logged(logFailure("server function failed", counted.cause, notFound))).toEqual([])
    expect(counted.reads()).toBe(readsBefore)
    const [line] = logged(logFailure("server function failed", counted.cause, notFound), "Debug")
    expect(line?.level).toBe("Debug")
    expect(line?.text).toMatch(/disk full/)
  })
})
