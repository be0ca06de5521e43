/**
 * The PDF worker pool (piscina): at most its size of tasks at once, the rest queued in order;
 * workers started on first use; a task's error and a worker's death fail that task only; closing
 * the pool's scope fails what waits and stops the workers. Run on a test worker (support/poolWorker.ts).
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Scope } from "effect"
import type { Piscina } from "piscina"
import { makeWorkerPool } from "../src/pdf/workerPool.ts"
import type { PoolTask } from "./support/poolWorker.ts"

const poolWorker = new URL("./support/poolWorker.ts", import.meta.url).href
const makePool = (size: number) => makeWorkerPool<PoolTask, number>(size, poolWorker)

/** Waits, turn by turn of the event loop, until the condition holds (the test's timeout bounds it). */
const until = (condition: () => boolean) =>
  Effect.promise(async () => {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve))
  })

const holding = () => {
  const shared = new SharedArrayBuffer(8)
  const view = new Int32Array(shared)
  return {
    task: { kind: "hold", shared } as const,
    started: () => Atomics.load(view, 0),
    letGo: () => {
      Atomics.store(view, 1, 1)
      Atomics.notify(view, 1)
    },
  }
}

const run = (pool: Piscina<PoolTask, number>, task: PoolTask) => Effect.tryPromise(() => pool.run(task))

describe("PDF worker pool", () => {
  it.effect("starts no worker before the first task, and runs at most its size at once, the rest waiting in order", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const pool = yield* makePool(2)
        expect(pool.threads).toHaveLength(0)
        const hold = holding()
        const tasks = Array.from({ length: 5 }, () => pool.run(hold.task))
        yield* until(() => hold.started() === 2 && pool.queueSize === 3)
        expect(pool.threads).toHaveLength(2)
        hold.letGo()
        const threads = yield* Effect.promise(() => Promise.all(tasks))
        expect(hold.started()).toBe(5)
        expect(new Set(threads).size).toBe(2)
      }),
    ),
  )

  it.effect("fails a task that throws with its error, and goes on", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const pool = yield* makePool(1)
        const failed = yield* Effect.flip(run(pool, { kind: "throw" }))
        expect(String(failed.cause)).toContain("no PDF today")
        expect(yield* run(pool, { kind: "thread" })).toBeGreaterThan(0)
      }),
    ),
  )

  it.effect("fails the task of a worker that dies, and replaces the worker", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const pool = yield* makePool(1)
        const before = yield* run(pool, { kind: "thread" })
        const failed = yield* Effect.flip(run(pool, { kind: "exit" }))
        expect(String(failed.cause)).toContain("exited with code: 3")
        const after = yield* run(pool, { kind: "thread" })
        expect(after).not.toBe(before)
      }),
    ),
  )

  it.effect("is destroyed when its scope closes: the waiting and running tasks fail, the workers stop", () =>
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const pool = yield* Scope.provide(scope)(makePool(1))
      const hold = holding()
      const tasks = Array.from({ length: 3 }, () => pool.run(hold.task).then(() => "done", (error: Error) => error.message))
      yield* until(() => hold.started() === 1)
      const worker = pool.threads[0]!
      const stopped = new Promise((resolve) => worker.once("exit", resolve))
      yield* Scope.close(scope, Exit.void)
      hold.letGo()
      expect(yield* Effect.promise(() => Promise.all(tasks))).toEqual(["Terminating worker thread", "Terminating worker thread", "Terminating worker thread"])
      yield* Effect.promise(() => stopped)
      expect(pool.threads).toHaveLength(0)
      expect(hold.started()).toBe(1)
    }),
  )
})
