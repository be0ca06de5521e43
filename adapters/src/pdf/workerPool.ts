/**
 * The pool of PDF worker threads, on piscina: one task per worker at a time, a FIFO queue,
 * workers started on first use (at most `size`) and replaced when one dies; a task whose worker
 * dies fails with that worker's error. Idle workers do not keep the process alive. The pool lives
 * in the scope it is made in: closing the scope fails the waiting tasks and stops the workers.
 * Rendering is CPU-bound, so on a server this keeps the event loop free and uses the other cores.
 */
import { Effect, type Scope } from "effect"
import { Piscina } from "piscina"
import type { WorkerRequest } from "./worker.ts"

export type { WorkerRequest }

/**
 * The worker: the web build replaces `bundledWorker` with the URL of the worker it bundles into
 * the server output (`shop:workers` in web/vite.config.ts), so the built server needs no
 * source tree; from source (CLI, tests, dev server) Node runs worker.ts beside this module.
 */
const bundledWorker: string | undefined = undefined // shop:pdf-worker
const workerFile = bundledWorker === undefined ? new URL("./worker.ts", import.meta.url).href : new URL(bundledWorker).href

/**
 * Heap limits of a worker. Without them each worker's heap grows like a main thread's before V8
 * collects (100 datasheets on 2 workers peaked at about 770 MB RSS, in-process at about 410 MB);
 * a render's live data is a few MB (pdfmake, the fonts, one document), so a small young generation
 * and a bounded old one keep each worker near its working set. A worker that still runs out is
 * replaced and its task fails like any other worker fault.
 */
export const workerResourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 160 } as const

/**
 * A pool of `size` workers (at least one) running `filename`'s default export (a file URL; the
 * PDF worker unless given), destroyed when the scope closes.
 */
export const makeWorkerPool = <Task = WorkerRequest, Result = Uint8Array>(
  size: number,
  filename: string = workerFile,
): Effect.Effect<Piscina<Task, Result>, never, Scope.Scope> =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const threads = Math.max(1, size)
      const pool = new Piscina<Task, Result>({
        filename,
        minThreads: 0,
        maxThreads: threads,
        // Started on first use and kept: a worker's start (pdfmake, fonts, bwip-js) costs about a render.
        idleTimeout: Number.POSITIVE_INFINITY,
        concurrentTasksPerWorker: 1,
        resourceLimits: workerResourceLimits,
      })
      // A worker that fails with no task on it is just replaced; piscina reports it as an event,
      // which would end the process with nobody listening. A task's own failure rejects its run.
      pool.on("error", () => {})
      return pool
    }),
    (pool) => Effect.promise(() => pool.destroy()),
  )
