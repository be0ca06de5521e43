/**
 * The one mapping from a failed program to what the web answers: an HTTP status for endpoints
 * and pages, an error-catalogue key (spec §8) for the UI, and a short text for JSON answers.
 * Typed errors are recognised by their tag; anything else (a defect, an interruption, an
 * infrastructure fault) is a 500 with `generalError`, and its details stay in the server log.
 */
import { Cause, Effect, LogLevel, Option, Predicate } from "effect"
import { type ErrorKey, isErrorKey } from "@shop/core"

export interface Failure {
  /** 4xx for errors of the request, 500 for everything the user cannot fix. */
  readonly status: number
  readonly key: ErrorKey
  /** Safe to send: the typed error's own message for a 4xx, the key for a 500. */
  readonly message: string
  /** For a 429: seconds after which a retry may succeed (the Retry-After header). */
  readonly retryAfterSeconds?: number
}

/** Typed errors that are the request's fault, by tag; every other error is a 500. */
const statusOfTag: ReadonlyArray<readonly [tag: string, status: number]> = [
  ["ProductNotFound", 404],
  ["AccessoryNotFound", 404],
  ["DatasheetJobNotFound", 404],
  ["InvalidDatasheetRequest", 400],
  ["InvalidInput", 400],
  ["DatasheetTooManyJobs", 429],
  ["ServerBusy", 429],
  ["TooManyAttempts", 429],
]

/** The error's own retry hint, else 5 s for any 429. */
const retryAfterOf = (error: unknown): number =>
  Predicate.hasProperty(error, "retryAfterSeconds") && typeof error.retryAfterSeconds === "number" ? error.retryAfterSeconds : 5

/** The error's own catalogue key when it carries one (`key`), else the status's. */
const keyOf = (error: unknown, status: number): ErrorKey => {
  if (Predicate.hasProperty(error, "key") && isErrorKey(error.key)) return error.key
  return status === 404 ? "notFound" : status === 400 ? "invalidValue" : "generalError"
}

const general: Failure = { status: 500, key: "generalError", message: "generalError" }

export const failureOf = (cause: Cause.Cause<unknown>): Failure =>
  Option.match(Cause.findErrorOption(cause), {
    onNone: () => general,
    onSome: (error) => {
      const status = statusOfTag.find(([tag]) => Predicate.isTagged(error, tag))?.[1]
      if (status === undefined) return general
      const key = keyOf(error, status)
      const message = error instanceof Error && error.message !== "" ? error.message : key
      return status === 429 ? { status, key, message, retryAfterSeconds: retryAfterOf(error) } : { status, key, message }
    },
  })

/**
 * A failure's log line with its full cause: a 500 as an error, a 4xx at debug level. The cause is
 * formatted only when the line is written: debug is off unless set, and every 404 page comes here.
 */
export const logFailure = (what: string, cause: Cause.Cause<unknown>, failure: Failure): Effect.Effect<void> => {
  const level = failure.status >= 500 ? "Error" : "Debug"
  return Effect.flatMap(LogLevel.isEnabled(level), (enabled) => (enabled ? Effect.logWithLevel(level)(what, Cause.pretty(cause)) : Effect.void))
}
