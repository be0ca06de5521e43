/**
 * The one mapping from a failed program to what the web answers: an HTTP status for endpoints
 * and pages, an error-catalogue key (spec §8) for the UI, and a short text for JSON answers.
 * Typed errors are recognised by their tag (an auth failure by its key too); anything else (a
 * defect, an interruption, an infrastructure fault) is a 500 with `generalError`, and its details
 * stay in the server log. Pages, endpoints and the account forms all answer from this mapping.
 */
import { Cause, Effect, LogLevel, Option, Predicate } from "effect"
import { AuthError, type ErrorKey, InvalidInput, isErrorKey } from "@shop/core"

export interface Failure {
  /** 4xx for errors of the request, 500 for everything the user cannot fix. */
  readonly status: number
  readonly key: ErrorKey
  /** Safe to send: the typed error's own message for a 4xx, the key for a 500. */
  readonly message: string
  /** For a 429: seconds after which a retry may succeed (the Retry-After header). */
  readonly retryAfterSeconds?: number
  /** For invalid input (`InvalidInput`): each field's first error key, by the field's top-level name ("form" for the whole input). */
  readonly fields?: Readonly<Record<string, ErrorKey>>
}

/** Typed errors that are the request's fault, by tag; every other error is a 500. */
const statusOfTag: ReadonlyArray<readonly [tag: string, status: number]> = [
  ["ProductNotFound", 404],
  ["AccessoryNotFound", 404],
  ["DatasheetJobNotFound", 404],
  ["InvalidDatasheetRequest", 400],
  ["InvalidInput", 400],
  ["HandoverRefused", 400],
  ["DatasheetTooManyJobs", 429],
  ["ServerBusy", 429],
  ["TooManyAttempts", 429],
]

/**
 * An auth failure's status by its key: the user's fault (a wrong password, a taken address, a
 * spent link) is a 400, a session that is gone a 401, and `generalError` (the auth's own fault) a 500.
 */
const statusOfAuthKey = (key: ErrorKey): number => (key === "generalError" ? 500 : key === "sessionExpired" ? 401 : 400)

const statusOf = (error: unknown): number | undefined =>
  error instanceof AuthError ? statusOfAuthKey(error.key) : statusOfTag.find(([tag]) => Predicate.isTagged(error, tag))?.[1]

/** The error's own retry hint, else 5 s for any 429. */
const retryAfterOf = (error: unknown): number =>
  Predicate.hasProperty(error, "retryAfterSeconds") && typeof error.retryAfterSeconds === "number" ? error.retryAfterSeconds : 5

/** The error's own catalogue key when it carries one (`key`), else the status's. */
const keyOf = (error: unknown, status: number): ErrorKey => {
  if (Predicate.hasProperty(error, "key") && isErrorKey(error.key)) return error.key
  return status === 404 ? "notFound" : status === 400 ? "invalidValue" : "generalError"
}

/** Each field's first issue, by the top-level name of its path. */
const fieldsOf = (error: InvalidInput): Readonly<Record<string, ErrorKey>> => {
  const fields: Record<string, ErrorKey> = {}
  for (const issue of error.issues) fields[issue.path.split(".")[0] || "form"] ??= issue.key
  return fields
}

const general: Failure = { status: 500, key: "generalError", message: "generalError" }

export const failureOf = (cause: Cause.Cause<unknown>): Failure =>
  Option.match(Cause.findErrorOption(cause), {
    onNone: () => general,
    onSome: (error) => {
      const status = statusOf(error)
      if (status === undefined || status >= 500) return general
      const key = keyOf(error, status)
      const message = error instanceof Error && error.message !== "" ? error.message : key
      if (status === 429) return { status, key, message, retryAfterSeconds: retryAfterOf(error) }
      return error instanceof InvalidInput ? { status, key, message, fields: fieldsOf(error) } : { status, key, message }
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
