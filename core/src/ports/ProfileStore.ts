/** Company profiles (spec §3 profile, §7 profiles table); a user sees and changes only their own row. */
import { Context, Effect, Layer, Ref, Schema } from "effect"
import { AccountsMemory } from "../accounts/memory.ts"
import { ProfileFields } from "../accounts/profile.ts"
import { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { Language as LanguageSchema } from "../i18n/schema.ts"
import { PercentSchema } from "../money/schema.ts"

/** A stored profile: the profile's fields (accounts/profile.ts) with the account's id, e-mail, discount and language. */
export const Profile = Schema.Struct({
  id: Schema.String,
  /** The account's current e-mail (spec §2 my info shows it; it changes through Auth.updateUser only). */
  email: Schema.String,
  ...ProfileFields.fields,
  global_discount: PercentSchema,
  userlang: LanguageSchema,
})
export type Profile = typeof Profile.Type

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
