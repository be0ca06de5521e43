/**
 * What every ProfileStore must do: the profile the sign-up created (with the account's e-mail),
 * updated by id with the profile fields, the language set on its own; a user never reaches
 * another user's profile.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { type ProfileUpdate, ProfileStore, percent } from "@shop/core"
import { TestUsers } from "../database/accounts.ts"

const update: ProfileUpdate = {
  firstname: "Bernd",
  lastname: "Gruber",
  company: "Gruber Elektrotechnik KG",
  vat: "DE123456789",
  street: "Lindenstraße 5",
  zip: "80331",
  city: "München",
  country: "DE",
  global_discount: percent(1250),
}

export const suite = (name: string, makeLayer: () => Layer.Layer<ProfileStore | TestUsers, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`ProfileStore contract: ${name}`, (it) => {
    it.effect("answers the profile the sign-up created, with the account's e-mail; none for an unknown id", () =>
      Effect.gen(function* () {
        const store = yield* ProfileStore
        const { id, email } = yield* (yield* TestUsers).create({ metadata: { firstname: "Anna", company: "Elektro Huber GmbH", userLang: "en" } })
        expect(yield* store.get(id)).toEqual({
          id,
          email,
          firstname: "Anna",
          lastname: "Huber",
          company: "Elektro Huber GmbH",
          vat: "ATU12345678",
          street: "Hauptstraße 1",
          zip: "4020",
          city: "Linz",
          country: "AT",
          global_discount: 0,
          userlang: "en",
        })
        expect(yield* store.get("00000000-0000-4000-8000-000000000000")).toBeNull()
      }),
    )

    it.effect("updates the profile fields and answers the stored profile; the language stays", () =>
      Effect.gen(function* () {
        const store = yield* ProfileStore
        const { id, email } = yield* (yield* TestUsers).create()
        const stored = yield* store.update(id, update)
        expect(stored).toEqual({ ...update, id, email, userlang: "de" })
        expect(yield* store.get(id)).toEqual(stored)
      }),
    )

    it.effect("sets the language alone", () =>
      Effect.gen(function* () {
        const store = yield* ProfileStore
        const { id } = yield* (yield* TestUsers).create()
        yield* store.setLanguage(id, "en")
        expect((yield* store.get(id))?.userlang).toBe("en")
        expect((yield* store.get(id))?.company).toBe("Elektro Huber GmbH")
        yield* store.setLanguage(id, "de")
        expect((yield* store.get(id))?.userlang).toBe("de")
      }),
    )

    it.effect("never shows or changes another user's profile", () =>
      Effect.gen(function* () {
        const store = yield* ProfileStore
        const users = yield* TestUsers
        const anna = yield* users.create({ metadata: { company: "A GmbH" } })
        const bernd = yield* users.create({ metadata: { company: "B GmbH" } })
        yield* store.update(anna.id, update)
        yield* store.setLanguage(anna.id, "en")
        const other = yield* store.get(bernd.id)
        expect(other).toMatchObject({ id: bernd.id, email: bernd.email, company: "B GmbH", userlang: "de", global_discount: 0 })
      }),
    )
  })
