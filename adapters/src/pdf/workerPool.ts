/**
 * A small pool of PDF worker threads: one task per worker at a time, a FIFO queue, workers
 * started on first use and replaced when one dies. Rendering is CPU-bound, so on a server this
 * keeps the event loop free and uses the other cores.
 */
import { Worker } from "node:worker_threads"
import type { WorkerAnswer, WorkerRequest } from "./worker.ts"

type Task = { readonly request: WorkerRequest; readonly resolve: (bytes: Uint8Array) => void; readonly reject: (error: Error) => void }
type Distribute<T> = T extends unknown ? Omit<T, "id"> : never
export type PoolRequest = Distribute<WorkerRequest>

interface Slot {
  worker: Worker | undefined
  busy: Task | undefined
}

export interface WorkerPool {
  readonly render: (request: PoolRequest) => Promise<Uint8Array>
  readonly close: () => Promise<void>
}

/**
 * The worker: the web build replaces `bundledWorker` with the URL of the worker it bundles into
 * the server output (`shop:workers` in web/vite.config.ts), so the built server needs no
 * source tree; from source (CLI, tests, dev server) Node runs worker.ts beside this module.
 */
const bundledWorker: string | undefined = undefined // shop:pdf-worker
const workerFile = bundledWorker === undefined ? new URL("./worker.ts", import.meta.url) : new URL(bundledWorker)

/**
 * Heap limits of a worker. Without them each worker's heap grows like a main thread's before V8
 * collects (100 datasheets on 2 workers peaked at about 770 MB RSS, in-process at about 410 MB);
 * a render's live data is a few MB (pdfmake, the fonts, one document), so a small young generation
 * and a bounded old one keep each worker near its working set. A worker that still runs out is
 * replaced and its task fails like any other worker fault.
 */
export const workerResourceLimits = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 160 } as const

export const makeWorkerPool = (size: number): WorkerPool => {
  const slots: Array<Slot> = Array.from({ length: Math.max(1, size) }, () => ({ worker: undefined, busy: undefined }))
  const queue: Array<Task> = []
  let nextId = 1
  let closed = false

  const start = (slot: Slot): Worker => {
    const worker = new Worker(workerFile, { resourceLimits: workerResourceLimits })
    worker.unref()
    worker.on("message", (answer: WorkerAnswer) => {
      const task = slot.busy
      slot.busy = undefined
      if (task !== undefined && task.request.id === answer.id) {
        if ("bytes" in answer) task.resolve(answer.bytes)
        else task.reject(new Error(answer.error))
      }
      pump()
    })
    const fail = (error: Error) => {
      const task = slot.busy
      slot.busy = undefined
      slot.worker = undefined
      task?.reject(error)
      pump()
    }
    worker.on("error", fail)
    worker.on("exit", (code) => {
      if (slot.worker === worker) fail(new Error(`PDF worker stopped (exit code ${code})`))
    })
    slot.worker = worker
    return worker
  }

  const pump = () => {
    if (closed) return
    for (const slot of slots) {
      if (queue.length === 0) return
      if (slot.busy !== undefined) continue
      const task = queue.shift()!
      slot.busy = task
      // Keep the process alive while a task runs; idle workers do not hold it open.
      const worker = slot.worker ?? start(slot)
      worker.ref()
      worker.postMessage(task.request)
    }
  }

  const render = (request: PoolRequest) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (closed) return reject(new Error("PDF worker pool is closed"))
      const id = nextId++
      queue.push({
        request: { ...request, id } as WorkerRequest,
        resolve: (bytes) => {
          release()
          resolve(bytes)
        },
        reject: (error) => {
          release()
          reject(error)
        },
      })
      pump()
    })

  const release = () => {
    for (const slot of slots) if (slot.busy === undefined) slot.worker?.unref()
  }

  const close = async () => {
    closed = true
    for (const task of queue.splice(0)) task.reject(new Error("PDF worker pool closed"))
    await Promise.all(
      slots.map(async (slot) => {
        const worker = slot.worker
        slot.worker = undefined
        if (worker !== undefined) await worker.terminate()
      }),
    )
  }

  return { render, close }
}
