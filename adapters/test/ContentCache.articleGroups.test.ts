/**
 * Article groups behind the content cache: cached per group key, so a cart with a new combination
 * of known groups is answered from memory, and from each key's last good copy while the content
 * system is down or slow. Only a key never fetched can fail.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { type ArticleGroup, ArticleGroups, InfrastructureError } from "@shop/core"
import * as ContentCache from "../src/content-cache/ContentCache.ts"

const group = (key: string, maxAmount: number): ArticleGroup => ({ key, name: { de: `Gruppe ${key}`, en: `Group ${key}` }, option: { option: "backPanel", maxAmount } })
const held = [group("plates", 1), group("panels", 2), group("roofs", 0)]

/** The content system: answers from `held`, or fails (`down`) or never answers (`hang`); records every request. */
const upstream = () => {
  const state = { down: false, hang: false, requests: [] as Array<ReadonlyArray<string>> }
  const layer = Layer.succeed(
    ArticleGroups,
    ArticleGroups.of({
      byKeys: (keys) =>
        Effect.suspend(() => {
          state.requests.push([...keys].sort())
          if (state.hang) return Effect.never
          if (state.down) return Effect.fail(new InfrastructureError({ system: "storyblok", reason: "503 Service Unavailable" }))
          return Effect.succeed(new Map(held.filter((g) => keys.includes(g.key)).map((g) => [g.key, g] as const)))
        }),
    }),
  )
  return { state, layer }
}

const cachedLayer = (source: Layer.Layer<ArticleGroups>) =>
  ContentCache.layerArticleGroups.pipe(Layer.provide(source), Layer.provideMerge(ContentCache.layer({ ttl: "60 seconds", timeout: "2 seconds" })))

const keysOf = (found: ReadonlyMap<string, ArticleGroup>) => [...found.keys()].sort()

describe("ContentCache.layerArticleGroups", () => {
  it.effect("caches each group by its key: any combination of known keys asks the content system nothing", () => {
    const { state, layer } = upstream()
    return Effect.gen(function* () {
      const groups = yield* ArticleGroups
      expect(keysOf(yield* groups.byKeys(["plates", "panels", "roofs"]))).toEqual(["panels", "plates", "roofs"])
      expect(state.requests).toHaveLength(1)
      expect(keysOf(yield* groups.byKeys(["plates"]))).toEqual(["plates"])
      expect((yield* groups.byKeys(["roofs", "panels", "roofs"])).get("roofs")).toEqual(held[2])
      expect(state.requests).toHaveLength(1)
    }).pipe(Effect.provide(cachedLayer(layer)))
  })

  it.effect("asks once for all keys that miss; unknown keys are remembered as absent", () => {
    const { state, layer } = upstream()
    return Effect.gen(function* () {
      const groups = yield* ArticleGroups
      yield* groups.byKeys(["plates"])
      expect(keysOf(yield* groups.byKeys(["plates", "panels", "no-such-group", "roofs"]))).toEqual(["panels", "plates", "roofs"])
      expect(state.requests).toHaveLength(2)
      expect(state.requests[1]).toEqual(expect.arrayContaining(["panels", "no-such-group", "roofs"]))
      expect((yield* groups.byKeys(["no-such-group"])).size).toBe(0)
      expect(state.requests).toHaveLength(2)
    }).pipe(Effect.provide(cachedLayer(layer)))
  })

  it.effect("down: a new combination of known keys gets each key's last good copy, stale or invalidated; a key never fetched fails", () => {
    const { state, layer } = upstream()
    return Effect.gen(function* () {
      const groups = yield* ArticleGroups
      const cache = yield* ContentCache.ContentCache
      yield* groups.byKeys(["plates", "panels", "roofs"])
      state.down = true
      yield* TestClock.adjust("61 seconds")
      expect(keysOf(yield* groups.byKeys(["panels", "plates"]))).toEqual(["panels", "plates"])
      yield* cache.invalidate
      expect((yield* groups.byKeys(["roofs", "plates"])).get("roofs")).toEqual(held[2])
      const failed = yield* Effect.flip(groups.byKeys(["plates", "never-fetched"]))
      expect(failed._tag).toBe("InfrastructureError")
    }).pipe(Effect.provide(cachedLayer(layer)))
  })

  it.effect("slow after a webhook: all invalidated keys share one request and wait one timeout, then get their last good copy", () => {
    const { state, layer } = upstream()
    return Effect.gen(function* () {
      const groups = yield* ArticleGroups
      yield* groups.byKeys(["plates", "panels", "roofs"])
      state.hang = true
      yield* (yield* ContentCache.ContentCache).invalidate
      const waiting = yield* Effect.forkChild(groups.byKeys(["roofs", "panels", "plates"]))
      yield* Effect.yieldNow
      yield* TestClock.adjust("2 seconds")
      expect(keysOf(yield* Fiber.join(waiting))).toEqual(["panels", "plates", "roofs"])
      expect(state.requests).toHaveLength(2)
    }).pipe(Effect.provide(cachedLayer(layer)))
  })
})
