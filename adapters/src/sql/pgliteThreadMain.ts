/**
 * The database thread (pgliteThread.ts): opens PGlite in the folder it is given and runs the
 * statements the main thread sends (threadChannel.ts).
 * Besides those it says `ready` or `failed` once, when opened; a close message closes PGlite and
 * ends the thread.
 */
import { parentPort, workerData } from "node:worker_threads"
import { describeError, openPglite } from "./client.ts"
import type { CloseMessage, ThreadStatus } from "./pgliteThread.ts"
import { serveStatements } from "./threadChannel.ts"

const port = parentPort
if (port !== null) {
  const { dataDir } = workerData as { readonly dataDir: string }
  try {
    const client = await openPglite({ dataDir })
    const serve = serveStatements(client, (message) => port.postMessage(message))
    port.on("message", (message: unknown) => {
      if (serve(message)) return
      if ((message as CloseMessage | null)?.shopSqlThreadClose === true) void client.close().finally(() => port.close())
    })
    port.postMessage({ shopSqlThread: "ready" } satisfies ThreadStatus)
  } catch (error) {
    port.postMessage({ shopSqlThread: "failed", reason: `${dataDir}: ${describeError(error)}` } satisfies ThreadStatus)
    port.close()
  }
}
