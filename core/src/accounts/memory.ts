/**
 * The in-memory accounts behind `Auth.layerTest` and `ProfileStore.layerTest`: users and their
 * profiles in one place, as `auth.users` and `public.profiles` are in one database (a sign-up
 * creates the profile, deleting the user deletes it). Both test layers provide the same
 * `AccountsMemory.layer` value, so merged into one layer they share one instance.
 */
import { Context, Effect, Layer, Ref } from "effect"
import type { Language } from "../i18n/language.ts"
import { percent } from "../money/money.ts"
import type { UserMetadata } from "../ports/Auth.ts"
import type { Profile } from "../ports/ProfileStore.ts"

export interface MemoryUser {
  readonly id: string
  readonly email: string
  readonly password: string
  readonly confirmed: boolean
  readonly metadata: UserMetadata
  /** A new address waiting for its confirmation link. */
  readonly emailChange: string | null
}

export interface AccountsState {
  readonly users: ReadonlyMap<string, MemoryUser>
  readonly profiles: ReadonlyMap<string, Profile>
}

export class AccountsMemory extends Context.Service<AccountsMemory, Ref.Ref<AccountsState>>()("shop/accounts/AccountsMemory") {
  static readonly layer = Layer.effect(AccountsMemory, Ref.make<AccountsState>({ users: new Map(), profiles: new Map() }))
}

const language = (value: unknown): Language => (value === "en" ? "en" : "de")

/** The profile a sign-up creates (as the database trigger does): the discount is never taken from the sign-up. */
export const profileOf = (user: Pick<MemoryUser, "id" | "email" | "metadata">): Profile => ({
  id: user.id,
  email: user.email,
  firstname: user.metadata.firstname.slice(0, 100),
  lastname: user.metadata.lastname.slice(0, 100),
  company: user.metadata.company.slice(0, 200),
  vat: user.metadata.vat.slice(0, 32),
  street: user.metadata.street.slice(0, 200),
  zip: user.metadata.zip.slice(0, 10),
  city: user.metadata.city.slice(0, 100),
  country: /^[A-Z]{2}$/.test(user.metadata.country) ? user.metadata.country : "",
  global_discount: percent(0),
  userlang: language(user.metadata.userLang),
})

/** Adds a user and its profile (test fixtures, and the in-memory sign-up). */
export const addMemoryUser = (user: MemoryUser) =>
  Effect.flatMap(AccountsMemory, (ref) =>
    Ref.update(ref, (state) => ({
      users: new Map(state.users).set(user.id, user),
      profiles: new Map(state.profiles).set(user.id, profileOf(user)),
    })),
  )
