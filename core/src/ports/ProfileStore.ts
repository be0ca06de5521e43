/** Company profiles (spec §3 profile, §7 profiles table); a user sees and changes only their own row. */
import { Context, type Effect } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import type { Percent } from "../money/money.ts"

export interface Profile {
  readonly id: string
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
    readonly get: (uid: string) => Effect.Effect<Profile | null, InfrastructureError>
    readonly update: (uid: string, update: ProfileUpdate) => Effect.Effect<Profile, InfrastructureError>
    readonly setLanguage: (uid: string, lang: Language) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/database/ProfileStore") {}
