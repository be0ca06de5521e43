/**
 * A worker for the PDF pool's tests (workerPool.test.ts): answers its thread's id, fails, ends its
 * thread, or holds until the test lets it go (`shared[0]` counts the tasks that started, a
 * non-zero `shared[1]` lets them finish).
 */
import { threadId } from "node:worker_threads"

export type PoolTask =
  | { readonly kind: "thread" }
  | { readonly kind: "throw" }
  | { readonly kind: "exit" }
  | { readonly kind: "hold"; readonly shared: SharedArrayBuffer }

export default async function run(task: PoolTask): Promise<number> {
  switch (task.kind) {
    case "thread":
      return threadId
    case "throw":
      throw new Error("no PDF today")
    case "exit":
      return process.exit(3)
    case "hold": {
      const view = new Int32Array(task.shared)
      Atomics.add(view, 0, 1)
      Atomics.wait(view, 1, 0)
      return threadId
    }
  }
}
