/**
 * `npm start`: the built web server (web/.output/server/index.mjs).
 *
 * On the embedded database (no `DATABASE_URL`) it runs as one process: PGlite keeps its data
 * folder in one process's memory. (Serving PGlite to several processes over the PostgreSQL wire
 * protocol with @electric-sql/pglite-socket was measured and refused: its connection multiplexer
 * interleaves the extended-protocol messages of concurrent connections; see docs/architecture.md.)
 *
 * With `DATABASE_URL` it runs `WEB_CONCURRENCY` server processes (default: the number of cores)
 * behind one port with Node's cluster. Every fact the processes share lives in the database
 * (sessions, rate limits, datasheet jobs, the mail outbox, the content webhook's version), so
 * the primary process only
 * - forks the workers and forks a new one when one dies;
 * - gives them one random FILE_SIGNING_SECRET and AUTH_JWT_SECRET when they are not set, so
 *   signed URLs, datasheet folders and sessions made by one worker are valid in the others (set
 *   them yourself when several machines serve the shop);
 * - on SIGTERM/SIGINT lets every worker finish its in-flight requests (nitro's graceful shutdown).
 * Once a server listens, each process is asked for /api/health (scripts/ready.ts): a
 * configuration it cannot build its runtime from stops the start (exit code 1) with the log's message.
 */
import cluster, { type Worker } from "node:cluster"
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { availableParallelism } from "node:os"
import { join } from "node:path"
import { repositoryRoot } from "../adapters/src/config.ts"
import { countSetting } from "../web/src/platform/countSetting.ts"
import { renderSlotsFrom } from "../web/src/platform/renderGate.ts"
import { notReadyReason } from "./ready.ts"

const serverEntry = join(repositoryRoot, "web", ".output", "server", "index.mjs")
const envFile = join(repositoryRoot, ".env")
if (existsSync(envFile)) process.loadEnvFile(envFile)

const log = (message: string) => console.log(`[start] ${message}`)

const onPostgres = (process.env["DATABASE_URL"] ?? "").trim() !== ""
const asked = countSetting("WEB_CONCURRENCY", process.env["WEB_CONCURRENCY"], onPostgres ? availableParallelism() : 1)
const concurrency = onPostgres ? asked : 1
if (asked > 1 && !onPostgres) log(`WEB_CONCURRENCY=${asked}: the embedded database is held by one process; set DATABASE_URL (PostgreSQL) for several`)

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
  const secret = () => randomBytes(32).toString("base64url")
  // PDF worker threads: the cores shared among the processes (each would take one per core).
  const pdfWorkers = Math.max(1, Math.floor(Math.min(availableParallelism(), 4) / concurrency))
  const workerEnv: Record<string, string> = {
    // `||`: an empty value (a line left blank in .env) means "not set", so the processes still share one key.
    FILE_SIGNING_SECRET: process.env["FILE_SIGNING_SECRET"] || secret(),
    AUTH_JWT_SECRET: process.env["AUTH_JWT_SECRET"] || secret(),
    PDF_WORKERS: process.env["PDF_WORKERS"] ?? String(pdfWorkers),
  }
  cluster.setupPrimary({ exec: join(repositoryRoot, "scripts", "start-worker.ts") })

  let stopping = false
  const started = new Map<Worker, number>()
  const fork = () => started.set(cluster.fork(workerEnv), Date.now())

  cluster.on("exit", (worker, code, signal) => {
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
    // nitro gives in-flight requests SERVER_SHUTDOWN_TIMEOUT (5 s); then the rest are ended.
    const force = setTimeout(() => {
      for (const worker of started.keys()) worker.process.kill("SIGKILL")
    }, 15_000)
    const poll = setInterval(() => {
      if (started.size > 0) return
      clearInterval(poll)
      clearTimeout(force)
      process.exit(exitCode)
    }, 100)
  }
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(signal))

  log(`${concurrency} workers on DATABASE_URL`)
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
