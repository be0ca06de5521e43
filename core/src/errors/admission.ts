/**
 * Admission, not a queue: at most `max` pieces of one kind of work run or wait at once, and one
 * more fails at once with ServerBusy (a 429 with a retry hint), so a burst of expensive requests
 * cannot keep every other visitor waiting behind it.
 */
import { Effect } from "effect"
import { ServerBusy } from "./errors.ts"

export const makeAdmission = (max: number, what: string, retryAfterSeconds = 2) => {
  let running = 0
  return <A, E, R>(work: Effect.Effect<A, E, R>): Effect.Effect<A, E | ServerBusy, R> =>
    Effect.suspend((): Effect.Effect<A, E | ServerBusy, R> => {
      if (running >= max) return Effect.fail(new ServerBusy({ what, retryAfterSeconds }))
      running++
      return Effect.ensuring(
        work,
        Effect.sync(() => running--),
      )
    })
}
