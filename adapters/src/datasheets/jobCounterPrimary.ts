/**
 * The datasheet job limits of `npm start`'s workers, counted in the primary process
 * (scripts/start.ts), so the per-client and the server's limit hold for all workers together. The
 * primary gives a worker's counts back when that worker ends. Outside a cluster: in memory.
 */
import cluster, { type Worker } from "node:cluster"
import { Effect } from "effect"
import { type DatasheetJobCounter, jobCounterMemory, jobCountsMemory } from "@shop/core"

type Take = { readonly op: "take"; readonly client: string; readonly limits: { readonly perClient: number; readonly total: number; readonly force?: boolean } }
type Message = { readonly shopJobs: (Take | { readonly op: "give"; readonly client: string }) & { readonly id: number } }

/** Worker side; the in-memory counter when this process is no cluster worker. */
export const jobCounter = (): DatasheetJobCounter => {
  const send = process.send?.bind(process)
  if (!cluster.isWorker || send === undefined) return jobCounterMemory()
  const pending = new Map<number, (answer: "ok" | "client" | "server") => void>()
  let nextId = 1
  process.on("message", (message: unknown) => {
    const answer = (message as { shopJobs?: { id: number; answer: "ok" | "client" | "server" } } | null)?.shopJobs
    if (answer === undefined) return
    pending.get(answer.id)?.(answer.answer)
    pending.delete(answer.id)
  })
  return {
    take: (client, limits) =>
      Effect.callback<"ok" | "client" | "server">((resume) => {
        const id = nextId++
        pending.set(id, (answer) => resume(Effect.succeed(answer)))
        send({ shopJobs: { op: "take", id, client, limits } } satisfies Message)
      }),
    give: (client) => Effect.sync(() => void send({ shopJobs: { op: "give", id: nextId++, client } } satisfies Message)),
  }
}

/** Primary side: the counts of all workers. */
export const serveJobCounts = () => {
  const counts = jobCountsMemory()
  const heldBy = new Map<Worker, Array<string>>()
  return {
    /** Handles one message from `worker`; answers false when it was not about datasheet jobs. */
    onMessage: (worker: Worker, raw: unknown): boolean => {
      const message = (raw as Partial<Message> | null)?.shopJobs
      if (message === undefined) return false
      const held = heldBy.get(worker) ?? []
      heldBy.set(worker, held)
      if (message.op === "give") {
        const at = held.indexOf(message.client)
        if (at >= 0) {
          held.splice(at, 1)
          counts.give(message.client)
        }
        return true
      }
      const answer = counts.take(message.client, message.limits)
      if (answer === "ok") held.push(message.client)
      if (worker.isConnected()) worker.send({ shopJobs: { id: message.id, answer } })
      return true
    },
    /** A worker ended: its jobs ended with it. */
    forget: (worker: Worker) => {
      for (const client of heldBy.get(worker) ?? []) counts.give(client)
      heldBy.delete(worker)
    },
  }
}
