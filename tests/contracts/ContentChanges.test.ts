/**
 * The ContentChanges contract against the one-process store and the SQL adapter on every engine;
 * and for SQL, that a change published through one process is the latest for another (the
 * content webhook reaching one machine).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { ContentChanges } from "@shop/core"
import * as ContentChangesSql from "@shop/adapters/sql/ContentChangesSql"
import { engines } from "../database/engines.ts"
import { suite } from "./ContentChanges.contract.ts"

suite("ContentChanges.layerMemory", () => ContentChanges.layerMemory)
for (const engine of engines) {
  suite(`ContentChangesSql on ${engine.name}`, () => ContentChangesSql.layer.pipe(Layer.provide(engine.database())))

  describe(`ContentChangesSql on ${engine.name}`, () => {
    it.effect("shows a change published by one process to the other, which says it is shared", () =>
      Effect.gen(function* () {
        const first = yield* ContentChangesSql.make
        const second = yield* ContentChangesSql.make
        expect(second.shared).toBe(true)
        const seen = yield* second.latest
        const published = yield* first.publish
        expect(published).toBe(seen + 1)
        expect(yield* second.latest).toBe(published)
      }).pipe(Effect.provide(engine.database())),
    )
  })
}
