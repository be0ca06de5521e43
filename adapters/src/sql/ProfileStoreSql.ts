/**
 * ProfileStore over the `profiles` table, as the user (RLS: a user sees and changes only their own
 * row). The e-mail comes from `public.my_email()`, which answers only the caller's own address.
 */
import { Effect, Layer } from "effect"
import { InfrastructureError, type Language, Profile, ProfileStore, type ProfileUpdate } from "@shop/core"
import { Database, toInfrastructureError } from "./Database.ts"
import { claimsOf } from "./rows.ts"

const ProfileRow = Profile.annotate({ identifier: "profile" })

const COLUMNS = `id, coalesce(public.my_email(), '') as email, firstname, lastname, company, vat, street, zip, city, country,
  round(global_discount * 100)::int as global_discount, userlang`

export const make = Effect.gen(function* () {
  const db = yield* Database
  const one = (uid: string, sql: string, params: ReadonlyArray<unknown>) =>
    Effect.gen(function* () {
      const [row] = yield* Effect.mapError(db.withUserTransaction(claimsOf(uid), (tx) => tx.rows(ProfileRow, sql, params)), toInfrastructureError)
      return row ?? null
    })

  return ProfileStore.of({
    get: Effect.fn("ProfileStore.get")(function* (uid: string) {
      const row: Profile | null = yield* one(uid, `select ${COLUMNS} from public.profiles where id = $1`, [uid])
      return row
    }),
    update: Effect.fn("ProfileStore.update")(function* (uid: string, update: ProfileUpdate) {
      const row = yield* one(
        uid,
        `update public.profiles set firstname = $2, lastname = $3, company = $4, vat = $5, street = $6, zip = $7, city = $8,
           country = $9, global_discount = $10::numeric / 100, updated_at = now()
         where id = $1 returning ${COLUMNS}`,
        [uid, update.firstname, update.lastname, update.company, update.vat, update.street, update.zip, update.city, update.country, update.global_discount],
      )
      if (row === null) return yield* new InfrastructureError({ system: "database", reason: "the user has no profile" })
      return row
    }),
    setLanguage: Effect.fn("ProfileStore.setLanguage")(function* (uid: string, lang: Language) {
      yield* Effect.mapError(
        db.withUserTransaction(claimsOf(uid), (tx) => tx.query("update public.profiles set userlang = $2, updated_at = now() where id = $1", [uid, lang])),
        toInfrastructureError,
      )
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(ProfileStore, make)
