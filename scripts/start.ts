/**
 * `npm start`: the built web server (web/.output/server/index.mjs) on every core, behind one port,
 * with Node's cluster. The primary process serves no HTTP itself; it
 * - forks `WEB_CONCURRENCY` workers (default: the number of cores; 1 runs the server in this
 *   process, as before);
 * - holds the embedded PGlite (one process's memory) and runs the workers' statements for them
 *   (adapters/src/sql/primary.ts); with `DATABASE_URL` every worker has its own PostgreSQL pool;
 * - gives the workers one random FILE_SIGNING_SECRET and AUTH_JWT_SECRET when they are not set, so
 *   signed URLs, datasheet folders and sessions made by one worker are valid in the others;
 * - counts the datasheet jobs of all workers against their limits (per client and in all);
 * - relays a content webhook that reached one worker to the others (each drops its page cache
 *   and content cache);
 * - forks a new worker when one dies, and on SIGTERM/SIGINT lets every worker finish its
 *   in-flight requests (nitro's graceful shutdown) before it closes the database.
 * Once a server listens, each process is asked for /api/health (scripts/ready.ts): a
 * configuration it cannot build its runtime from stops the start (exit code 1) with the log's message.
 */
import cluster, { type Worker } from "node:cluster"
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import { ConfigProvider, Effect, Exit, Scope } from "effect"
import { repositoryRoot } from "../adapters/src/config.ts"
import { openSharedEmbedded } from "../adapters/src/sql/Database.ts"
import { VIA_PRIMARY_ENV, servePrimary } from "../adapters/src/sql/primary.ts"
import { serveJobCounts } from "../adapters/src/datasheets/jobCounterPrimary.ts"
import { countSetting } from "../web/src/platform/countSetting.ts"
import { renderSlotsFrom } from "../web/src/platform/renderGate.ts"
import { notReadyReason } from "./ready.ts"

const serverEntry = join(repositoryRoot, "web", ".output", "server", "index.mjs")
const envFile = join(repositoryRoot, ".env")
if (existsSync(envFile)) process.loadEnvFile(envFile)

const log = (message: string) => console.log(`[start] ${message}`)

const concurrency = countSetting("WEB_CONCURRENCY", process.env["WEB_CONCURRENCY"], availableParallelism())

// Each server process reads it when it loads; checked here too, so a wrong value stops the start
// once with its message instead of every worker dying at start and being forked again.
renderSlotsFrom(process.env["RENDER_CONCURRENCY"])

if (concurrency === 1) {
  await import(serverEntry)
  const notReady = await notReadyReason(1)
  if (notReady !== null) {
    log(`${notReady}; stopping`)
    process.exit(1)
  }
} else {
  const scope = await Effect.runPromise(Scope.make())
  const database = await Effect.runPromise(
    openSharedEmbedded.pipe(Scope.provide(scope), Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({ ...process.env })))),
  )
  const sql = database === null ? null : servePrimary(database)
  const jobs = serveJobCounts()

  const secret = () => randomBytes(32).toString("base64url")
  // PDF worker threads: the cores shared among the processes (each would take one per core).
  const pdfWorkers = Math.max(1, Math.floor(Math.min(availableParallelism(), 4) / concurrency))
  const workerEnv: Record<string, string> = {
    // `||`: an empty value (a line left blank in .env) means "not set", so the processes still share one key.
    FILE_SIGNING_SECRET: process.env["FILE_SIGNING_SECRET"] || secret(),
    AUTH_JWT_SECRET: process.env["AUTH_JWT_SECRET"] || secret(),
    PDF_WORKERS: process.env["PDF_WORKERS"] ?? String(pdfWorkers),
    ...(sql === null ? {} : { [VIA_PRIMARY_ENV]: "true" }),
  }
  cluster.setupPrimary({ exec: join(repositoryRoot, "scripts", "start-worker.ts"), serialization: "advanced" })

  let stopping = false
  const started = new Map<Worker, number>()
  const fork = () => started.set(cluster.fork(workerEnv), Date.now())

  cluster.on("message", (worker, message: unknown) => {
    if (sql?.onMessage(worker, message) || jobs.onMessage(worker, message)) return
    // A content webhook taken by one worker: the others drop their caches too.
    if (typeof message === "object" && message !== null && "shopSiblings" in message) {
      for (const other of Object.values(cluster.workers ?? {})) if (other !== undefined && other !== worker && other.isConnected()) other.send(message)
    }
  })
  cluster.on("exit", (worker, code, signal) => {
    sql?.forget(worker)
    jobs.forget(worker)
    const since = started.get(worker) ?? 0
    started.delete(worker)
    if (stopping) return
    log(`worker ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`)
    // One that dies at once (a broken build, a port in use) is not restarted in a tight loop.
    setTimeout(fork, Date.now() - since < 5_000 ? 2_000 : 0)
  })

  const stop = (why: string, exitCode = 0) => {
    if (stopping) return
    stopping = true
    log(`${why}: stopping ${started.size} workers after their requests`)
    for (const worker of started.keys()) worker.process.kill("SIGTERM")
    const closed = async () => {
      await Effect.runPromise(Scope.close(scope, Exit.void))
      process.exit(exitCode)
    }
    // nitro gives in-flight requests SERVER_SHUTDOWN_TIMEOUT (5 s); then the rest are ended.
    const force = setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill("SIGKILL")
    }, 15_000)
    const poll = setInterval(() => {
      if (started.size > 0) return
      clearInterval(poll)
      clearTimeout(force)
      void closed()
    }, 100)
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal))

  log(`${concurrency} workers${sql === null ? " on DATABASE_URL" : ", the embedded database in this process"}`)
  // Asked once all workers listen, so that each is asked (and builds its runtime) once.
  let listening = 0
  cluster.on("listening", () => {
    if (++listening !== concurrency) return
    void notReadyReason(concurrency).then((notReady) => {
      if (notReady !== null) stop(notReady, 1)
    })
  })
  for (let i = 0; i < concurrency; i++) fork()
}
