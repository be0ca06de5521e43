/**
 * Test fixtures for the account suites: `TestUsers` creates confirmed users with sign-up metadata,
 * in memory (beside the ports' layerTests, through `AccountsMemory`) or in a database (as the auth
 * server would: `auth.users`, whose trigger creates the profile). And the adapters' layers for each
 * engine, so that a contract suite runs the same against every one.
 */
import { randomUUID } from "node:crypto"
import { Context, Effect, Layer, Schema } from "effect"
import { AccountsMemory, addMemoryUser } from "@shop/core/accounts/memory"
import { type UserMetadata, InfrastructureError } from "@shop/core"
import { Database } from "@shop/adapters/sql/Database"
import type { Engine } from "./engines.ts"

export interface CreatedUser {
  readonly id: string
  readonly email: string
}

export class TestUsers extends Context.Service<
  TestUsers,
  {
    /** A confirmed account with password `password` (default "secret-pass-1") and metadata (a fresh address when `email` is omitted). */
    readonly create: (options?: { readonly email?: string; readonly password?: string; readonly metadata?: Partial<UserMetadata> }) => Effect.Effect<CreatedUser, InfrastructureError>
  }
>()("shop/test/TestUsers") {}

let counter = 0
export const freshEmail = (prefix = "user") => `${prefix}.${process.pid}.${++counter}.${randomUUID().slice(0, 8)}@example.at`

/** Sign-up metadata of a typical customer; tests override what they look at. */
export const baseMetadata: UserMetadata = {
  userLang: "de",
  mailTemplate: "de",
  firstname: "Anna",
  lastname: "Huber",
  company: "Elektro Huber GmbH",
  vat: "ATU12345678",
  street: "Hauptstraße 1",
  zip: "4020",
  city: "Linz",
  country: "AT",
}

export const TestUsersMemory = Layer.effect(
  TestUsers,
  Effect.gen(function* () {
    const accounts = yield* AccountsMemory
    return TestUsers.of({
      create: (options = {}) =>
        Effect.gen(function* () {
          const id = randomUUID()
          const email = options.email ?? freshEmail()
          yield* Effect.provideService(
            addMemoryUser({
              id,
              email,
              password: options.password ?? "secret-pass-1",
              confirmed: true,
              metadata: { ...baseMetadata, ...options.metadata },
              emailChange: null,
            }),
            AccountsMemory,
            accounts,
          )
          return { id, email }
        }),
    })
  }),
)

export const TestUsersSql = Layer.effect(
  TestUsers,
  Effect.gen(function* () {
    const db = yield* Database
    return TestUsers.of({
      create: (options = {}) =>
        Effect.gen(function* () {
          const email = options.email ?? freshEmail()
          const rows = yield* db
            .withOwnerTransaction((tx) =>
              tx.rows(
                Schema.Struct({ id: Schema.String }),
                `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
                 values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), now(), $3::jsonb) returning id::text as id`,
                [email, options.password ?? "secret-pass-1", JSON.stringify({ ...baseMetadata, ...options.metadata })],
              ),
            )
            .pipe(Effect.mapError((error) => new InfrastructureError({ system: "test", reason: error.reason, cause: error })))
          const id = rows[0]?.id
          if (id === undefined) return yield* new InfrastructureError({ system: "test", reason: "user not created" })
          return { id, email }
        }),
    })
  }),
)

/** `adapter` (needing Database) with TestUsers over one fresh database of `engine`; Database stays visible. */
export const onEngine = <A, E>(engine: Engine, adapter: Layer.Layer<A, E, Database>) =>
  Layer.mergeAll(adapter, TestUsersSql).pipe(Layer.provideMerge(engine.database()))
