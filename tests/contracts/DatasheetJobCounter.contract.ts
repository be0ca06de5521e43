/**
 * What every DatasheetJobCounter must do: count a client's jobs up to `perClient` and all jobs up
 * to `total`, refusing (and counting nothing) beyond; `force` counts anyway; a job given back
 * frees its place; clients are counted apart; and no more than the limits are counted however
 * many takes arrive at once.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { DatasheetJobCounter } from "@shop/core"

let n = 0
/** A client of its own per test, so tests sharing one store never count together. */
const client = () => `contract-${process.pid}-${++n}`

export const suite = (name: string, makeLayer: () => Layer.Layer<DatasheetJobCounter, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`DatasheetJobCounter contract: ${name}`, (it) => {
    it.effect("counts a client's jobs up to its limit, and again once one is given back", () =>
      Effect.gen(function* () {
        const counter = yield* DatasheetJobCounter
        const c = client()
        const limits = { perClient: 2, total: 1000 }
        expect([yield* counter.take(c, limits), yield* counter.take(c, limits), yield* counter.take(c, limits)]).toEqual(["ok", "ok", "client"])
        yield* counter.give(c)
        expect(yield* counter.take(c, limits)).toBe("ok")
        expect(yield* counter.take(c, limits)).toBe("client")
        // Another client has places of its own.
        expect(yield* counter.take(client(), limits)).toBe("ok")
      }),
    )

    it.effect("refuses every client once all jobs together reach the total; force counts anyway", () =>
      Effect.gen(function* () {
        const counter = yield* DatasheetJobCounter
        const [a, b] = [client(), client()]
        // The store may hold other tests' jobs: the total is measured from what a fresh client can take.
        let taken = 0
        while ((yield* counter.take(a, { perClient: 1000, total: 1000 })) === "ok" && taken < 3) taken++
        const total = { perClient: 10, total: 0 }
        expect(yield* counter.take(b, total)).toBe("server")
        expect(yield* counter.take(b, { ...total, force: true })).toBe("ok")
        expect(yield* counter.take(b, { perClient: 1, total: 1000 })).toBe("client")
        for (let i = 0; i < taken; i++) yield* counter.give(a)
        yield* counter.give(b)
      }),
    )

    it.effect("counts no more than the limit when takes arrive at once", () =>
      Effect.gen(function* () {
        const counter = yield* DatasheetJobCounter
        const c = client()
        const answers = yield* Effect.all(
          Array.from({ length: 12 }, () => counter.take(c, { perClient: 3, total: 1000 })),
          { concurrency: "unbounded" },
        )
        expect(answers.filter((answer) => answer === "ok")).toHaveLength(3)
        expect(answers.filter((answer) => answer === "client")).toHaveLength(9)
        for (let i = 0; i < 3; i++) yield* counter.give(c)
      }),
    )

    it.effect("ignores a give for a client without jobs", () =>
      Effect.gen(function* () {
        const counter = yield* DatasheetJobCounter
        const c = client()
        yield* counter.give(c)
        expect(yield* counter.take(c, { perClient: 1, total: 1000 })).toBe("ok")
        expect(yield* counter.take(c, { perClient: 1, total: 1000 })).toBe("client")
        yield* counter.give(c)
      }),
    )
  })
