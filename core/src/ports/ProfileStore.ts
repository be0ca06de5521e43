/** Company profiles (spec §3 profile, §7 profiles table); a user sees and changes only their own row. */
import { Context, Effect, Layer, Ref } from "effect"
import { AccountsMemory } from "../accounts/memory.ts"
import { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import type { Percent } from "../money/money.ts"

export interface Profile {
  readonly id: string
  /** The account's current e-mail (spec §2 my info shows it; it changes through Auth.updateUser only). */
  readonly email: string
  readonly firstname: string
  readonly lastname: string
  readonly company: string
  readonly vat: string
  readonly street: string
  readonly zip: string
  readonly city: string
  readonly country: string
  readonly global_discount: Percent
  readonly userlang: Language
}

export type ProfileUpdate = Omit<Profile, "id" | "email" | "userlang">

export class ProfileStore extends Context.Service<
  ProfileStore,
  {
    /** The user's profile with their e-mail; null when there is none (no such user). */
    readonly get: (uid: string) => Effect.Effect<Profile | null, InfrastructureError>
    /** update by id with the profile fields (spec §7); answers the profile as stored. */
    readonly update: (uid: string, update: ProfileUpdate) => Effect.Effect<Profile, InfrastructureError>
    /** update by id with userlang (spec §4 language change). */
    readonly setLanguage: (uid: string, lang: Language) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/database/ProfileStore") {
  /** In memory over `AccountsMemory` (shared with `Auth.layerTest` when merged with it). */
  static readonly layerTest = Layer.effect(
    ProfileStore,
    Effect.gen(function* () {
      const accounts = yield* AccountsMemory
      const get = (uid: string) =>
        Effect.map(Ref.get(accounts), (state) => {
          const profile = state.profiles.get(uid)
          const user = state.users.get(uid)
          return profile === undefined || user === undefined ? null : { ...profile, email: user.email }
        })
      const change = (uid: string, f: (profile: Profile) => Profile) =>
        Ref.update(accounts, (state) => {
          const profile = state.profiles.get(uid)
          return profile === undefined ? state : { ...state, profiles: new Map(state.profiles).set(uid, f(profile)) }
        })
      return ProfileStore.of({
        get,
        update: (uid, update) =>
          Effect.gen(function* () {
            yield* change(uid, (profile) => ({ ...profile, ...update, id: profile.id, email: profile.email, userlang: profile.userlang }))
            const profile = yield* get(uid)
            if (profile === null) return yield* new InfrastructureError({ system: "database", reason: "the user has no profile" })
            return profile
          }),
        setLanguage: (uid, lang) => change(uid, (profile) => ({ ...profile, userlang: lang })),
      })
    }),
  ).pipe(Layer.provideMerge(AccountsMemory.layer))
}
