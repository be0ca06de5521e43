/**
 * Runs a core program on the server runtime, with its failure mapped once (`failureOf`): the
 * caller gets a Result (the promise never rejects) and decides only how to show a Failure. A failure is logged with its full
 * cause (a 500 as an error, a 4xx at debug level); a stack trace never reaches the browser.
 */
import { notFound } from "@tanstack/react-router"
import { Effect, Exit, Result } from "effect"
import type { ErrorKey } from "@shop/core"
import { type Failure, failureOf, logFailure } from "./failure.ts"
import { runtime, type WebServices } from "./runtime.ts"

export const run = async <A, E>(program: Effect.Effect<A, E, WebServices>, what: string): Promise<Result.Result<A, Failure>> => {
  const exit = await runtime.runPromiseExit(program)
  if (Exit.isSuccess(exit)) return Result.succeed(exit.value)
  const failure = failureOf(exit.cause)
  const log = logFailure(what, exit.cause, failure)
  // Never rejects: when the runtime itself could not be built, the default logger writes it.
  if (Exit.isFailure(await runtime.runPromiseExit(log))) await Effect.runPromise(log)
  return Result.fail(failure)
}

/** What a page shows for a failed server function: only the key crosses to the browser. */
export class ShopError extends Error {
  readonly key: ErrorKey
  constructor(key: ErrorKey) {
    super(key)
    this.key = key
    this.name = "ShopError"
    this.stack = ""
  }
}

/** A page's server function: a 404 failure is the router's not-found page, any other a ShopError. */
export const runPage = async <A, E>(program: Effect.Effect<A, E, WebServices>): Promise<A> => {
  const result = await run(program, "server function failed")
  if (Result.isSuccess(result)) return result.success
  if (result.failure.status === 404) throw notFound()
  throw new ShopError(result.failure.key)
}
