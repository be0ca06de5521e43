/**
 * PGlite on a thread of its own, for the web server. PGlite is Postgres compiled to WebAssembly: it
 * runs on the thread that calls it, so in the server's main thread a fresh install's initdb and
 * migrations stopped every request for 4 to 6 s, and each statement held up the renders. On its
 * own thread it works beside them: the main thread only posts statements and takes the rows back,
 * (threadChannel.ts), with the same semantics.
 *
 * The thread is referenced while a statement waits for its answer and unreferenced while idle, so
 * it never keeps a finished process alive. Should it stop, every statement fails with a database
 * error from then on (the server answers those as a general error and logs them).
 */
import { Worker } from "node:worker_threads"
import type { SqlClient } from "./client.ts"
import { remoteClient } from "./threadChannel.ts"

/** The thread's messages besides the statements' (pgliteThreadMain.ts imports these types only). */
export type ThreadStatus = { readonly shopSqlThread: "ready" } | { readonly shopSqlThread: "failed"; readonly reason: string }
export type CloseMessage = { readonly shopSqlThreadClose: true }

/**
 * The thread's module: the web build replaces `bundledThread` with the URL of the file it bundles
 * into the server output (`shop:workers` in web/vite.config.ts); from source Node runs the `.ts`.
 */
const bundledThread: string | undefined = undefined // shop:database-thread
const threadFile = bundledThread === undefined ? new URL("./pgliteThreadMain.ts", import.meta.url) : new URL(bundledThread)

/** How long a closing database may take to write its last pages before the thread is ended. */
const CLOSE_TIMEOUT_MS = 10_000

/** PGlite in `dataDir` on its own thread; resolves once it is open (not migrated: the caller migrates). */
export const openPgliteThread = (options: { readonly dataDir: string }): Promise<SqlClient> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(threadFile, { workerData: { dataDir: options.dataDir } })
    worker.unref()
    const { client, stop } = remoteClient(
      { send: (message) => worker.postMessage(message), listen: (listener) => void worker.on("message", listener) },
      { onIdle: (idle) => (idle ? worker.unref() : worker.ref()) },
    )
    let closing = false
    const exited = new Promise<void>((done) => worker.once("exit", () => done()))
    worker.on("error", (error) => stop(new Error(`the database thread failed: ${error.message}`)))
    worker.once("exit", (code) => {
      stop(new Error(closing ? "the database is closed" : `the database thread stopped (exit code ${code})`))
      reject(new Error(`the database thread stopped before the database opened (exit code ${code})`))
    })
    worker.on("message", (message: ThreadStatus | { readonly shopSqlThread?: undefined }) => {
      if (message.shopSqlThread === "failed") reject(new Error(message.reason))
      if (message.shopSqlThread !== "ready") return
      resolve({
        ...client,
        close: async () => {
          closing = true
          worker.ref()
          worker.postMessage({ shopSqlThreadClose: true } satisfies CloseMessage)
          const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS)
          await exited
          clearTimeout(timer)
        },
      })
    })
  })
