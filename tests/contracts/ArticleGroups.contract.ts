/**
 * What every ArticleGroups source must do: answer the requested groups it holds, resolved (both
 * languages, the option and its most pieces), keyed by their own key; unknown keys are simply
 * absent, keys match exactly, and the order or repetition of the request does not matter.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { type ArticleGroup, ArticleGroups } from "@shop/core"

/** `held`: groups the source is known to hold, as they must come back. */
export const suite = (name: string, source: Layer.Layer<ArticleGroups, unknown>, held: ReadonlyArray<ArticleGroup>) =>
  layer(source)(`ArticleGroups contract: ${name}`, (it) => {
    const keys = held.map((group) => group.key)

    it.effect("answers every held group, resolved and keyed by its key", () =>
      Effect.gen(function* () {
        const found = yield* (yield* ArticleGroups).byKeys(keys)
        expect([...found.keys()].sort()).toEqual([...keys].sort())
        for (const group of held) expect(found.get(group.key)).toEqual(group)
      }),
    )

    it.effect("leaves unknown keys out, also next to known ones", () =>
      Effect.gen(function* () {
        const groups = yield* ArticleGroups
        expect((yield* groups.byKeys(["no-such-group", ""])).size).toBe(0)
        const mixed = yield* groups.byKeys(["no-such-group", keys[0]!, "also-missing"])
        expect([...mixed.keys()]).toEqual([keys[0]])
        expect((yield* groups.byKeys([])).size).toBe(0)
      }),
    )

    it.effect("matches keys exactly (no case folding, no trimming)", () =>
      Effect.gen(function* () {
        const groups = yield* ArticleGroups
        const key = keys[0]!
        expect((yield* groups.byKeys([key.toUpperCase(), ` ${key}`, `${key} `])).size).toBe(0)
      }),
    )

    it.effect("does not depend on the order or repetition of the keys asked for", () =>
      Effect.gen(function* () {
        const groups = yield* ArticleGroups
        const once = yield* groups.byKeys(keys)
        const reversedTwice = yield* groups.byKeys([...keys].reverse().concat(keys))
        expect(Object.fromEntries(reversedTwice)).toEqual(Object.fromEntries(once))
      }),
    )
  })
