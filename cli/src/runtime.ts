/**
 * One ManagedRuntime per CLI run: the app layers, with logs on stderr so stdout stays data.
 * Data-quality logs (spec §8: not user-facing) appear only with --verbose.
 */
import * as Cause from "effect/Cause"
import type * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as ManagedRuntime from "effect/ManagedRuntime"
import * as References from "effect/References"
import { CatalogueUnavailable } from "@shop/adapters/catalogue/load"
import { InfrastructureError } from "@shop/core/errors/errors"
import type { Language } from "@shop/core/i18n/language"
import { CliFailure, ExitCode } from "./errors.ts"
import type { Messages } from "./messages.ts"

const withLogs = <R, E>(layer: Layer.Layer<R, E>, verbose: boolean) =>
  layer.pipe(
    Layer.provideMerge(
      Layer.mergeAll(
        Layer.succeed(Logger.LogToStderr, true),
        Layer.succeed(References.MinimumLogLevel, verbose ? "Debug" : "Error"),
      ),
    ),
  )

/** Everything a command may need (documents included); the adapters are imported on the first call. */
export const makeRuntime = async (catalogue: string | undefined, verbose: boolean, lang: Language = "en") => {
  const { cliLayer } = await import("@shop/adapters/documentsLayer")
  return ManagedRuntime.make(withLogs(cliLayer({ catalogue, lang }), verbose))
}

/** Catalogue, article groups and archiver only: what a cart export without PDF needs, quick to start. */
export const makeCartRuntime = async (catalogue: string | undefined, verbose: boolean) => {
  const { cartLayer } = await import("@shop/adapters/layers")
  return ManagedRuntime.make(withLogs(cartLayer({ catalogue }), verbose))
}

export type CliRuntime = Awaited<ReturnType<typeof makeRuntime>>

/** Runs a program, writes its failure to stderr and returns the exit code. */
export const runToExitCode = async <A, R, ER>(
  runtime: ManagedRuntime.ManagedRuntime<R, ER>,
  program: Effect.Effect<A, unknown, R>,
  /** Writes the result; a number is the exit code when writing failed. */
  onSuccess: (value: A) => Promise<number | void> | number | void,
  messages: Messages,
): Promise<number> => {
  const exit = await runtime.runPromiseExit(program)
  await runtime.dispose()
  if (Exit.isSuccess(exit)) return (await onSuccess(exit.value)) ?? ExitCode.ok
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some") {
    const error: unknown = failure.value
    if (error instanceof CliFailure) {
      process.stderr.write(`${error.lines.join("\n")}\n`)
      return error.exitCode
    }
    if (error instanceof CatalogueUnavailable) {
      process.stderr.write(`${messages.catalogueUnavailable(error.source, error.reason)}\n`)
      return ExitCode.catalogueUnavailable
    }
    if (error instanceof InfrastructureError) {
      // The one a user causes: the web server holds the embedded database (the adapter's words, read here).
      const inUse = /the data folder (.+) is in use by process (\d+)/.exec(error.reason)
      if (inUse !== null) {
        process.stderr.write(`${messages.databaseInUse(inUse[1]!, inUse[2]!)}\n`)
        return ExitCode.unexpected
      }
      process.stderr.write(`${messages.general} (${error.system}: ${error.reason})\n`)
      return ExitCode.unexpected
    }
  }
  // Anything else is a bug or an outside failure: a short message, details only with --verbose.
  process.stderr.write(`${messages.general}\n`)
  if (process.env["SHOP_CLI_DEBUG"] || process.argv.includes("--verbose")) process.stderr.write(`${Cause.pretty(exit.cause)}\n`)
  return ExitCode.unexpected
}
