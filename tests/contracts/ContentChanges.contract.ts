/**
 * What every ContentChanges must do: `latest` starts where it is and moves with every `publish`,
 * which answers the new version; versions only grow, also when published at once.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { ContentChanges } from "@shop/core"

export const suite = (name: string, makeLayer: () => Layer.Layer<ContentChanges, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`ContentChanges contract: ${name}`, (it) => {
    it.effect("moves the latest version with every change, in order", () =>
      Effect.gen(function* () {
        const changes = yield* ContentChanges
        const before = yield* changes.latest
        const published = [yield* changes.publish, yield* changes.publish]
        expect(published).toEqual([before + 1, before + 2])
        expect(yield* changes.latest).toBe(before + 2)
      }),
    )

    it.effect("gives changes published at once each a version of its own", () =>
      Effect.gen(function* () {
        const changes = yield* ContentChanges
        const before = yield* changes.latest
        const published = yield* Effect.all(Array.from({ length: 8 }, () => changes.publish), { concurrency: "unbounded" })
        expect([...published].sort((x, y) => x - y)).toEqual(Array.from({ length: 8 }, (_, i) => before + i + 1))
        expect(yield* changes.latest).toBe(before + 8)
      }),
    )
  })
