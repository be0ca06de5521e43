/**
 * The other server processes of `npm start`'s cluster (scripts/start.ts), reached through the
 * primary, which relays a message to every worker but the sender. Used for what each process keeps
 * in memory: a content webhook taken by one worker makes the others drop their page cache and
 * content cache too (they check the same signature). Outside a cluster there are no siblings.
 */
import cluster from "node:cluster"
import { Effect } from "effect"
import { ContentControl } from "@shop/core"
import { dropPages } from "./pageCache.ts"

interface SiblingMessage {
  readonly contentWebhook: { readonly body: string; readonly signature: string | null }
}

/** Sends `message` to the other workers (nothing when this process is not a cluster worker). */
export const tellSiblings = (message: SiblingMessage): void => {
  if (cluster.isWorker && process.send !== undefined) process.send({ shopSiblings: message })
}

const listening = { done: false }
/** Takes the siblings' messages in this process; called once at start. */
export const listenToSiblings = (): void => {
  if (listening.done || !cluster.isWorker) return
  listening.done = true
  process.on("message", (raw: unknown) => {
    const message = (raw as { shopSiblings?: SiblingMessage } | null)?.shopSiblings
    if (message?.contentWebhook === undefined) return
    const { body, signature } = message.contentWebhook
    dropPages()
    // Imported here: the runtime is built on first use, not by the request middleware's module.
    void import("./runtime.ts").then(({ runtime }) =>
      runtime.runPromise(
        Effect.gen(function* () {
          yield* (yield* ContentControl).webhook(body, signature)
        }),
      ).catch((error: unknown) => {
        console.error("content webhook from a sibling process failed", error)
      }),
    )
  })
}
