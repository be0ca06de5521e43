/**
 * Counts the datasheet jobs generating or queued, per client and in all, against the limits of
 * spec §7 (/api/pdf). One process counts in memory (`layerMemory`); server processes that share a
 * database count in it (adapters/src/sql/DatasheetJobCounterSql.ts), so the limits hold for
 * every process and machine together.
 */
// Subpath imports: the CLI's CSV export reaches this module and must not load effect's index.
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { InfrastructureError } from "../errors/errors.ts"

export interface JobLimits {
  readonly perClient: number
  readonly total: number
  /** Count the job whatever the limits say (a lost job generated again). */
  readonly force?: boolean
}

/** `ok`: counted; `client`: the client has `perClient` jobs; `server`: all clients have `total`. */
export type JobTake = "ok" | "client" | "server"

export class DatasheetJobCounter extends Context.Service<
  DatasheetJobCounter,
  {
    /** Counts one job of `client`, unless a limit is reached (then nothing is counted). */
    readonly take: (client: string, limits: JobLimits) => Effect.Effect<JobTake, InfrastructureError>
    /** A job of `client` counted by this process ended. */
    readonly give: (client: string) => Effect.Effect<void>
  }
>()("shop/datasheets/DatasheetJobCounter") {
  /** The counts of this process only: right when no other process serves the same clients. */
  static readonly make = (): DatasheetJobCounter["Service"] => {
    const byClient = new Map<string, number>()
    let total = 0
    return DatasheetJobCounter.of({
      take: (client, limits) =>
        Effect.sync(() => {
          if (limits.force !== true) {
            if ((byClient.get(client) ?? 0) >= limits.perClient) return "client"
            if (total >= limits.total) return "server"
          }
          byClient.set(client, (byClient.get(client) ?? 0) + 1)
          total++
          return "ok"
        }),
      give: (client) =>
        Effect.sync(() => {
          const left = (byClient.get(client) ?? 0) - 1
          if (left < 0) return
          total--
          if (left === 0) byClient.delete(client)
          else byClient.set(client, left)
        }),
    })
  }

  static readonly layerMemory = Layer.sync(DatasheetJobCounter, DatasheetJobCounter.make)
}
