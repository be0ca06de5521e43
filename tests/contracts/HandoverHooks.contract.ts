/**
 * What every HandoverHooks store must do (issue 26): a user's allow-list of hand-back addresses in
 * the order set, empty until set, replaced as a whole, at most MAX_ALLOWED_HOOKS; one user's list
 * never seen or changed by another.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Exit, type Layer } from "effect"
import { MAX_ALLOWED_HOOKS } from "@shop/core/handover/hookUrl"
import { HandoverHooks } from "@shop/core/ports/HandoverHooks"
import { TestUsers } from "../database/accounts.ts"

export const suite = (name: string, makeLayer: () => Layer.Layer<HandoverHooks | TestUsers, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`HandoverHooks contract: ${name}`, (it) => {
    const user = Effect.map(Effect.flatMap(TestUsers, (users) => users.create()), (created) => created.id)

    it.effect("is empty until set, then answers the list in its order, replaced as a whole, emptied again", () =>
      Effect.gen(function* () {
        const hooks = yield* HandoverHooks
        const uid = yield* user
        expect(yield* hooks.get(uid)).toEqual([])
        yield* hooks.set(uid, ["https://srm.example.com/sap/bc", "http://localhost:4711/"])
        expect(yield* hooks.get(uid)).toEqual(["https://srm.example.com/sap/bc", "http://localhost:4711/"])
        yield* hooks.set(uid, ["https://erp.example.at/oci/hook"])
        expect(yield* hooks.get(uid)).toEqual(["https://erp.example.at/oci/hook"])
        yield* hooks.set(uid, [])
        expect(yield* hooks.get(uid)).toEqual([])
      }),
    )

    it.effect("keeps each user's list to that user", () =>
      Effect.gen(function* () {
        const hooks = yield* HandoverHooks
        const [anna, bernd] = [yield* user, yield* user]
        yield* hooks.set(anna, ["https://anna.example/hook"])
        yield* hooks.set(bernd, ["https://bernd.example/hook"])
        expect(yield* hooks.get(anna)).toEqual(["https://anna.example/hook"])
        expect(yield* hooks.get(bernd)).toEqual(["https://bernd.example/hook"])
      }),
    )

    it.effect(`refuses more than ${MAX_ALLOWED_HOOKS} addresses and keeps the list it had`, () =>
      Effect.gen(function* () {
        const hooks = yield* HandoverHooks
        const uid = yield* user
        yield* hooks.set(uid, ["https://one.example/"])
        const tooMany = Array.from({ length: MAX_ALLOWED_HOOKS + 1 }, (_, i) => `https://h${i}.example/`)
        expect(Exit.isFailure(yield* Effect.exit(hooks.set(uid, tooMany)))).toBe(true)
        expect(yield* hooks.get(uid)).toEqual(["https://one.example/"])
      }),
    )
  })
