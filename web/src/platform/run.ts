/**
 * Runs a core program on the server runtime and maps its failure for the UI: a missing product
 * becomes the router's not-found (HTTP 404), every other failure an error-catalogue key
 * (`generalError`), logged on the server and never shown with a stack trace.
 */
import { notFound } from "@tanstack/react-router"
import { Cause, Effect, Exit } from "effect"
import type { ErrorKey } from "@shop/core"
import { runtime, type WebServices } from "./runtime.ts"

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

export const runPage = async <A, E>(program: Effect.Effect<A, E, WebServices>): Promise<A> => {
  const exit = await runtime.runPromiseExit(program)
  if (Exit.isSuccess(exit)) return exit.value
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some") {
    const error = failure.value as { _tag?: unknown }
    if (error._tag === "ProductNotFound" || error._tag === "AccessoryNotFound") throw notFound()
  }
  await runtime.runPromise(Effect.logError("server function failed", Cause.pretty(exit.cause)))
  throw new ShopError("generalError")
}
