/** Shared pieces of the SQL adapters: the claims of a user, and decoding rows with Schema at the edge. */
import { Effect, Schema } from "effect"
import { InfrastructureError } from "@shop/core"
import type { Claims } from "./client.ts"
import { type DatabaseError, toInfrastructureError } from "./Database.ts"

/** What `auth.uid()` and RLS read: the user id as `sub`, the role `authenticated`. */
export const claimsOf = (uid: string): Claims => ({ sub: uid, role: "authenticated" })

/** A row that does not match its schema is a fault of the store (shown as generalError), with the issue as cause. */
export const decodeRows = <A, I>(schema: Schema.Codec<A, I>, what: string) => {
  const decode = Schema.decodeUnknownEffect(Schema.Array(schema))
  return (rows: ReadonlyArray<unknown>): Effect.Effect<ReadonlyArray<A>, InfrastructureError> =>
    decode(rows).pipe(Effect.mapError((cause) => new InfrastructureError({ system: "database", reason: `unreadable ${what} row`, cause })))
}

export const infra = <A, R>(effect: Effect.Effect<A, DatabaseError, R>): Effect.Effect<A, InfrastructureError, R> =>
  Effect.mapError(effect, toInfrastructureError)

/** PostgreSQL's text form of a UUID; anything else is no id of these tables. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
