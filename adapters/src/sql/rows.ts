/** Shared pieces of the SQL adapters: the claims of a user, and database faults as port errors. (Rows are decoded by `SqlTx.rows` in Database.ts.) */
import { Effect } from "effect"
import type { InfrastructureError } from "@shop/core"
import type { Claims } from "./client.ts"
import { type DatabaseError, toInfrastructureError } from "./Database.ts"

/** What `auth.uid()` and RLS read: the user id as `sub`, the role `authenticated`. */
export const claimsOf = (uid: string): Claims => ({ sub: uid, role: "authenticated" })

export const infra = <A, R>(effect: Effect.Effect<A, DatabaseError, R>): Effect.Effect<A, InfrastructureError, R> =>
  Effect.mapError(effect, toInfrastructureError)

/** PostgreSQL's text form of a UUID; anything else is no id of these tables. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
