/**
 * HandoverHooks over the `handover_hooks` table, as the user (RLS: a user reads and writes only
 * their own row). The list travels as JSON both ways, the same on PostgreSQL and PGlite.
 */
import { Effect, Layer, Schema } from "effect"
import { HandoverHooks } from "@shop/core/ports/HandoverHooks"
import { Database, toInfrastructureError } from "./Database.ts"
import { claimsOf } from "./rows.ts"

const HooksRow = Schema.Struct({ hooks: Schema.Array(Schema.String) }).annotate({ identifier: "handover hooks" })

export const make = Effect.gen(function* () {
  const db = yield* Database
  return HandoverHooks.of({
    get: Effect.fn("HandoverHooks.get")(function* (uid: string) {
      const rows = yield* Effect.mapError(
        db.withUserTransaction(claimsOf(uid), (tx) => tx.rows(HooksRow, "select to_jsonb(hooks) as hooks from public.handover_hooks where user_id = $1", [uid])),
        toInfrastructureError,
      )
      return rows[0]?.hooks ?? []
    }),
    set: Effect.fn("HandoverHooks.set")(function* (uid: string, hooks: ReadonlyArray<string>) {
      yield* Effect.mapError(
        db.withUserTransaction(claimsOf(uid), (tx) =>
          tx.query(
            `insert into public.handover_hooks (user_id, hooks)
               values ($1, array(select jsonb_array_elements_text($2::jsonb)))
             on conflict (user_id) do update set hooks = excluded.hooks, updated_at = now()`,
            [uid, JSON.stringify(hooks)],
          ),
        ),
        toInfrastructureError,
      )
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(HandoverHooks, make)
