/**
 * The server side of the datasheet job (spec §4, §7 /api/pdf): `initiate` checks the request,
 * writes a job record and forks the generation into a scope owned by the service, then returns
 * at once; `status` answers `{ pdfs, dataLength }` (empty `pdfs` while running); `remove`
 * deletes the files. A sweeper removes jobs nobody cleaned up.
 *
 * Files live behind the FileStore port under `generated/<folder>/`, where the folder is
 * HMAC-SHA256(secret, requester + reqTime) in hex: not guessable without the secret, and bound
 * to the requester, so one requester can neither read nor delete another's files even with the
 * same reqTime. The job record (`job.json`) holds the state, so any copy of the web server that
 * shares the store can answer a poll; only interrupting a running generation is local.
 */
import { Clock, Context, Duration, Effect, FiberMap, Layer, Schedule, Schema, Semaphore } from "effect"
import type { Product } from "../catalogue/model.ts"
import type { ErrorKey } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { Catalogue } from "../ports/Catalogue.ts"
import { FileStore } from "../ports/FileStore.ts"
import { PdfRenderer } from "../ports/PdfRenderer.ts"
import { DatasheetJobCounter, type JobLimits } from "../ports/DatasheetJobCounter.ts"
import { type DatasheetRequest, type DatasheetResponse, MAX_DATASHEET_PRODUCTS } from "./model.ts"

/** Generated files older than this are removed by the sweeper (the browser deletes them at once or after 5 s). */
export const DATASHEET_FILE_TTL_MS = 15 * 60_000
export const DATASHEET_SWEEP_INTERVAL_MS = 60_000
/** Lifetime of the signed URLs handed out when a job is ready. */
export const DATASHEET_URL_TTL_SECONDS = 10 * 60
/** Jobs one client (address) may have generating (or queued) at once. */
export const MAX_DATASHEET_JOBS_PER_REQUESTER = 3
/** Jobs generating or queued at once on this server, all clients together. */
export const MAX_DATASHEET_JOBS = 16
/** A job of at most this many datasheets does not queue behind large ones. */
export const SMALL_DATASHEET_JOB = 5
/** A running job writes a heartbeat this often; one silent for `DATASHEET_STALE_MS` was lost (a crash). */
export const DATASHEET_HEARTBEAT_MS = 3_000
export const DATASHEET_STALE_MS = 15_000
/** Generations of one job at most (the first and one after a lost process). */
const MAX_ATTEMPTS = 2
export const GENERATED_PREFIX = "generated/"
const JOB_FILE = "job.json"

/** Bad input (for a 400): unknown ids, too many ids, names not matching ids, a malformed reqTime. */
export class InvalidDatasheetRequest extends Schema.TaggedError<InvalidDatasheetRequest>()("InvalidDatasheetRequest", {
  reason: Schema.String,
  unknownIds: Schema.optionalKey(Schema.Array(Schema.String)),
}) {
  override get message() {
    return this.reason
  }
  get key(): ErrorKey {
    return "invalidValue"
  }
}

/** No job for this requester and reqTime: never initiated, removed, or swept (a 404). */
export class DatasheetJobNotFound extends Schema.TaggedError<DatasheetJobNotFound>()("DatasheetJobNotFound", {
  reqTime: Schema.Number,
}) {
  override get message() {
    return `No datasheet job for reqTime ${this.reqTime}: never started, already deleted, or expired`
  }
  get key(): ErrorKey {
    return "notFound"
  }
}

/** Generation failed on the server (a 500; the browser shows generalError and cleans up). */
export class DatasheetJobFailed extends Schema.TaggedError<DatasheetJobFailed>()("DatasheetJobFailed", {
  reason: Schema.String,
}) {
  override get message() {
    return `Datasheet generation failed: ${this.reason}`
  }
  get key(): ErrorKey {
    return "generalError"
  }
}

/** The client, or the whole server, already has the maximum of jobs running (a 429). */
export class DatasheetTooManyJobs extends Schema.TaggedError<DatasheetTooManyJobs>()("DatasheetTooManyJobs", {
  limit: Schema.Number,
  scope: Schema.optionalKey(Schema.Literals(["client", "server"])),
}) {
  override get message() {
    return this.scope === "server"
      ? `The server is generating ${this.limit} datasheet jobs; try again in a few seconds`
      : `At most ${this.limit} datasheet jobs may run at once; wait for one to finish`
  }
  get retryAfterSeconds(): number {
    return 5
  }
  get key(): ErrorKey {
    return "generalError"
  }
}

const JobRecord = Schema.Struct({
  version: Schema.Literal(1),
  /** Server clock, epoch ms: the sweeper's age. */
  createdAt: Schema.Int,
  state: Schema.Literals(["running", "done", "failed"]),
  lang: Schema.Literals(["de", "en"]),
  /** In request order: the article name shown to the client and the stored file. */
  files: Schema.Array(Schema.Struct({ name: Schema.String, file: Schema.String })),
  reason: Schema.optionalKey(Schema.String),
  /** What to generate again when the process running the job was lost. */
  productIds: Schema.optionalKey(Schema.Array(Schema.String)),
  /** Server clock, epoch ms: last sign of life of the generation. */
  heartbeatAt: Schema.optionalKey(Schema.Int),
  attempts: Schema.optionalKey(Schema.Int),
})
type JobRecord = typeof JobRecord.Type
const decodeJob = Schema.decodeUnknownEffect(Schema.fromJsonString(JobRecord))

const reqTimeProblem = (reqTime: unknown): string | undefined =>
  typeof reqTime === "number" && Number.isSafeInteger(reqTime) && reqTime > 0
    ? undefined
    : `reqTime: expected a millisecond timestamp (a positive integer), got ${JSON.stringify(reqTime)}`

/** Checks the shape of a request (everything but the catalogue lookup), with a readable reason. */
export const datasheetRequestProblem = (request: DatasheetRequest): string | undefined => {
  const timeProblem = reqTimeProblem(request.reqTime)
  if (timeProblem !== undefined) return timeProblem
  const n = request.productIds.length
  if (n === 0) return "productIds: at least one product id is required"
  if (n > MAX_DATASHEET_PRODUCTS) return `productIds: at most ${MAX_DATASHEET_PRODUCTS} products per request, got ${n}`
  if (request.productNames.length !== n) {
    return `productNames: ${request.productNames.length} name(s) for ${n} product id(s); one name per id is required`
  }
  // Names are only counted, never checked: file names come from the catalogue and get a safe name
  // each (files/fileNames.ts), so one odd name must not fail the whole archive.
  return undefined
}

type QueryValue = string | ReadonlyArray<string> | undefined
const single = (value: QueryValue): string | undefined => (typeof value === "string" ? value : value?.[0])
const list = (value: QueryValue): ReadonlyArray<string> => {
  const text = single(value)
  return text === undefined || text.trim() === "" ? [] : text.split(",").map((s) => s.trim())
}

/**
 * Decodes the query of the /api/pdf endpoints (spec §7: comma-separated productIds and
 * productNames, reqTime in ms). `delete` needs only reqTime (productNames are informational).
 */
export const decodeDatasheetQuery = (
  query: Readonly<Record<string, QueryValue>>,
  kind: "job" | "delete" = "job",
): Effect.Effect<DatasheetRequest, InvalidDatasheetRequest> => {
  const rawTime = single(query["reqTime"])?.trim() ?? ""
  if (!/^\d{1,16}$/.test(rawTime)) {
    return Effect.fail(new InvalidDatasheetRequest({ reason: `reqTime: expected a millisecond timestamp, got ${JSON.stringify(rawTime)}` }))
  }
  const request: DatasheetRequest = {
    productIds: list(query["productIds"]).filter((id) => id !== ""),
    productNames: list(query["productNames"]),
    reqTime: Number(rawTime),
  }
  const problem = kind === "job" ? datasheetRequestProblem(request) : reqTimeProblem(request.reqTime)
  return problem === undefined ? Effect.succeed(request) : Effect.fail(new InvalidDatasheetRequest({ reason: problem }))
}

export interface DatasheetServerOptions {
  /** Where running jobs are counted; default in this process. */
  readonly counter?: DatasheetJobCounter["Service"]
  /** Secret of the folder HMAC (at least 16 bytes). */
  readonly keySecret: Uint8Array
  readonly fileTtlMillis?: number
  readonly sweepIntervalMillis?: number
  readonly urlTtlSeconds?: number
  readonly maxJobsPerRequester?: number
  /** Jobs generating or queued across all clients; one more is refused (a 429). */
  readonly maxJobs?: number
  /** Large jobs generating at the same time (rendering is CPU-bound); small jobs do not wait for them. */
  readonly concurrentJobs?: number
  readonly smallJobProducts?: number
  readonly heartbeatMillis?: number
  readonly staleAfterMillis?: number
  /** Files of one job rendered at the same time (a renderer with worker threads uses them; default 2). */
  readonly rendersPerJob?: number
}

const hex = (bytes: ArrayBuffer): string => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("")

/**
 * Progress of a generation as an in-process caller sees it (files done, total). The in-process
 * DatasheetClient reports through it while it waits, so a terminal can draw a bar; the browser
 * learns the same from `dataLength`. Default: ignore.
 */
export const DatasheetProgress = Context.Reference<(done: number, total: number) => Effect.Effect<void>>("shop/datasheets/DatasheetProgress", {
  defaultValue: () => () => Effect.void,
})

export class DatasheetServer extends Context.Service<
  DatasheetServer,
  {
    /**
     * Validates, records the job and starts generation in the background; returns at once.
     * Idempotent per requester and reqTime; a job whose process was lost starts again. `client`
     * (the address) is what the per-client limit counts; default the requester.
     */
    readonly initiate: (
      requester: string,
      request: DatasheetRequest,
      lang?: Language,
      client?: string,
    ) => Effect.Effect<void, InvalidDatasheetRequest | DatasheetTooManyJobs | DatasheetJobFailed>
    /** Spec §3 datasheet response: empty `pdfs` while running, `dataLength` = files generated so far. */
    readonly status: (
      requester: string,
      request: Pick<DatasheetRequest, "reqTime">,
    ) => Effect.Effect<DatasheetResponse, InvalidDatasheetRequest | DatasheetJobNotFound | DatasheetJobFailed>
    /** Stops a running generation and deletes the requester's files of this reqTime (nothing to delete is fine). */
    readonly remove: (requester: string, request: Pick<DatasheetRequest, "reqTime">) => Effect.Effect<void, InvalidDatasheetRequest | DatasheetJobFailed>
    /** Removes every job older than the file lifetime; returns how many. Runs on a schedule inside the service. */
    readonly sweep: Effect.Effect<number, DatasheetJobFailed>
  }
>()("shop/datasheets/DatasheetServer") {
  /** Needs Catalogue, PdfRenderer and FileStore; wired in the composition root. */
  static readonly layerNoDeps = (options: DatasheetServerOptions) => Layer.effect(DatasheetServer, makeDatasheetServer(options))
}

export const makeDatasheetServer = Effect.fn("DatasheetServer.make")(function* (options: DatasheetServerOptions) {
  const catalogue = yield* Catalogue
  const renderer = yield* PdfRenderer
  const files = yield* FileStore
  const ttl = options.fileTtlMillis ?? DATASHEET_FILE_TTL_MS
  const urlTtl = options.urlTtlSeconds ?? DATASHEET_URL_TTL_SECONDS
  const maxJobs = options.maxJobsPerRequester ?? MAX_DATASHEET_JOBS_PER_REQUESTER
  if (options.keySecret.length < 16) return yield* Effect.die(new Error("DatasheetServer: keySecret must have at least 16 bytes"))

  const hmacKey = yield* Effect.promise(() =>
    crypto.subtle.importKey("raw", new Uint8Array(options.keySecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
  )
  const fibers = yield* FiberMap.make<string>()
  const maxTotal = options.maxJobs ?? MAX_DATASHEET_JOBS
  const small = options.smallJobProducts ?? SMALL_DATASHEET_JOB
  const heartbeatMs = options.heartbeatMillis ?? DATASHEET_HEARTBEAT_MS
  const staleMs = options.staleAfterMillis ?? DATASHEET_STALE_MS
  const gate = yield* Semaphore.make(options.concurrentJobs ?? 2)
  // Check, record and fork one initiate at a time, so two equal requests cannot both start a job.
  const initiating = yield* Semaphore.make(1)
  const counts = options.counter ?? DatasheetJobCounter.make()
  // A count the database could not take fails the request like any other store fault (generalError).
  const counter = { ...counts, take: (client: string, limits: JobLimits) => Effect.mapError(counts.take(client, limits), (e) => storeFailed(e.message)) }

  const storeFailed = (reason: string) => new DatasheetJobFailed({ reason })
  const folderOf = (requester: string, reqTime: number) =>
    Effect.promise(() => crypto.subtle.sign("HMAC", hmacKey, new TextEncoder().encode(`${requester.length}:${requester}:${reqTime}`))).pipe(
      Effect.map((mac) => `${GENERATED_PREFIX}${hex(mac)}`),
    )
  const readJob = (folder: string) =>
    files.get(`${folder}/${JOB_FILE}`).pipe(
      Effect.mapError((e) => storeFailed(e.message)),
      Effect.flatMap((bytes) =>
        bytes === null
          ? Effect.succeed(null)
          : decodeJob(new TextDecoder().decode(bytes)).pipe(Effect.mapError((e) => storeFailed(`job record unreadable: ${e.message}`))),
      ),
    )
  const writeJob = (folder: string, job: JobRecord) =>
    files.put(`${folder}/${JOB_FILE}`, new TextEncoder().encode(JSON.stringify(job)), "application/json").pipe(Effect.mapError((e) => storeFailed(e.message)))
  const checkTime = (reqTime: number) => {
    const problem = reqTimeProblem(reqTime)
    return problem === undefined ? Effect.void : Effect.fail(new InvalidDatasheetRequest({ reason: problem }))
  }

  /** While the job runs (or waits), its record says so every few seconds: another process can tell a lost job. */
  const heartbeat = (folder: string, job: JobRecord) =>
    Effect.gen(function* () {
      yield* Effect.sleep(Duration.millis(heartbeatMs))
      const now = yield* Clock.currentTimeMillis
      yield* Effect.uninterruptible(writeJob(folder, { ...job, heartbeatAt: now }))
    }).pipe(Effect.forever, Effect.ignore)

  const generate = (folder: string, job: JobRecord, products: ReadonlyArray<Product>) =>
    Effect.gen(function* () {
      const render = Effect.forEach(
        products,
        (product, index) =>
          Effect.flatMap(renderer.datasheetPdf(product, job.lang), (bytes) =>
            // A file is written whole or not at all, even when the job is interrupted meanwhile.
            Effect.uninterruptible(files.put(`${folder}/${job.files[index]!.file}`, bytes, "application/pdf")),
          ),
        { concurrency: options.rendersPerJob ?? 2, discard: true },
      )
      // A small job renders at once, beside the large ones, instead of waiting for their turn.
      yield* Effect.scoped(Effect.andThen(Effect.forkScoped(heartbeat(folder, job)), products.length <= small ? render : gate.withPermits(1)(render)))
      yield* writeJob(folder, { ...job, state: "done" })
    }).pipe(
      Effect.catch((error) =>
        Effect.logError("datasheet generation failed", { folder, reason: error.message }).pipe(
          Effect.andThen(writeJob(folder, { ...job, state: "failed", reason: error.message })),
          Effect.ignore,
        ),
      ),
    )

  /** Forks a generation already counted for `client`; the count is given back when it ends. */
  const fork = (client: string, folder: string, job: JobRecord, products: ReadonlyArray<Product>) =>
    Effect.gen(function* () {
      if (yield* FiberMap.has(fibers, folder)) return yield* counter.give(client)
      yield* FiberMap.run(fibers, folder, { onlyIfMissing: true })(generate(folder, job, products).pipe(Effect.ensuring(counter.give(client))))
    })

  /** A running job that no process here generates and whose heartbeat stopped: its process was lost. */
  const isLost = (folder: string, job: JobRecord) =>
    Effect.gen(function* () {
      if (job.state !== "running" || (yield* FiberMap.has(fibers, folder))) return false
      const now = yield* Clock.currentTimeMillis
      return now - (job.heartbeatAt ?? job.createdAt) > staleMs
    })

  /** Generates a lost job again (once), or records it failed so that the browser shows an error. */
  const recover = (client: string, folder: string, job: JobRecord) =>
    Effect.gen(function* () {
      // Another poll recovered it meanwhile.
      if (yield* FiberMap.has(fibers, folder)) return (yield* readJob(folder)) ?? job
      const attempts = job.attempts ?? 1
      const products: Array<Product> = []
      for (const id of job.productIds ?? []) {
        const found = yield* Effect.option(catalogue.product(id))
        if (found._tag === "Some") products.push(found.value)
      }
      if (attempts >= MAX_ATTEMPTS || products.length === 0 || products.length !== job.files.length) {
        const failed: JobRecord = { ...job, state: "failed", reason: "generation was interrupted (server restarted)" }
        yield* writeJob(folder, failed)
        return failed
      }
      const restarted: JobRecord = { ...job, attempts: attempts + 1, heartbeatAt: yield* Clock.currentTimeMillis }
      yield* writeJob(folder, restarted)
      yield* Effect.logWarning("datasheet job lost by its process; generating it again", { folder })
      yield* counter.take(client, { perClient: maxJobs, total: maxTotal, force: true })
      yield* fork(client, folder, restarted, products)
      return restarted
    })

  /** Records the job and forks its generation, unless this requester already has it. */
  const start = (requester: string, client: string, folder: string, products: ReadonlyArray<Product>, lang: Language) =>
    Effect.gen(function* () {
      if (yield* FiberMap.has(fibers, folder)) return
      const existing = yield* readJob(folder)
      if (existing !== null) {
        if (yield* isLost(folder, existing)) yield* recover(client, folder, existing)
        return
      }
      const taken = yield* counter.take(client, { perClient: maxJobs, total: maxTotal })
      if (taken === "client") return yield* new DatasheetTooManyJobs({ limit: maxJobs, scope: "client" })
      if (taken === "server") return yield* new DatasheetTooManyJobs({ limit: maxTotal, scope: "server" })

      const job: JobRecord = {
        version: 1,
        createdAt: yield* Clock.currentTimeMillis,
        state: "running",
        lang,
        // Names come from the catalogue (the client's productNames are only counted): nothing a client sends reaches a name.
        files: products.map((p, i) => ({ name: p.specification.articleNumber, file: `${String(i + 1).padStart(3, "0")}.pdf` })),
        productIds: products.map((p) => p.key),
        attempts: 1,
      }
      yield* writeJob(folder, job).pipe(Effect.onError(() => counter.give(client)))
      yield* fork(client, folder, job, products)
    })

  const initiate = Effect.fn("DatasheetServer.initiate")(function* (requester: string, request: DatasheetRequest, lang: Language = "de", client: string = requester) {
    const problem = datasheetRequestProblem(request)
    if (problem !== undefined) return yield* new InvalidDatasheetRequest({ reason: problem })
    const products: Array<Product> = []
    const unknownIds: Array<string> = []
    for (const id of request.productIds) {
      const found = yield* Effect.option(catalogue.product(id))
      if (found._tag === "Some") products.push(found.value)
      else unknownIds.push(id)
    }
    if (unknownIds.length > 0) {
      const shown = unknownIds.slice(0, 10).map((id) => JSON.stringify(id)).join(", ")
      return yield* new InvalidDatasheetRequest({
        reason: `productIds: unknown product id(s) ${shown}${unknownIds.length > 10 ? ` and ${unknownIds.length - 10} more` : ""}`,
        unknownIds,
      })
    }
    const folder = yield* folderOf(requester, request.reqTime)
    yield* start(requester, client, folder, products, lang).pipe(initiating.withPermits(1))
  })

  const status = Effect.fn("DatasheetServer.status")(function* (requester: string, request: Pick<DatasheetRequest, "reqTime">) {
    yield* checkTime(request.reqTime)
    const folder = yield* folderOf(requester, request.reqTime)
    const found = yield* readJob(folder)
    if (found === null) return yield* new DatasheetJobNotFound({ reqTime: request.reqTime })
    const job = (yield* isLost(folder, found)) ? yield* recover(requester, folder, found).pipe(initiating.withPermits(1)) : found
    switch (job.state) {
      case "failed":
        return yield* new DatasheetJobFailed({ reason: job.reason ?? "unknown" })
      case "running": {
        const keys = yield* files.list(`${folder}/`).pipe(Effect.mapError((e) => storeFailed(e.message)))
        return { pdfs: [], dataLength: keys.filter((k) => k.endsWith(".pdf")).length } satisfies DatasheetResponse
      }
      case "done": {
        const pdfs = yield* Effect.forEach(job.files, (file) =>
          files.signedUrl(`${folder}/${file.file}`, urlTtl).pipe(
            Effect.map((signedUrl) => ({ name: file.name, signedUrl })),
            Effect.mapError((e) => storeFailed(e.message)),
          ),
        )
        return { pdfs, dataLength: pdfs.length } satisfies DatasheetResponse
      }
    }
  })

  const removeFolder = (folder: string) =>
    Effect.gen(function* () {
      yield* FiberMap.remove(fibers, folder)
      const keys = yield* files.list(`${folder}/`)
      // The job record goes last: a folder without it is an orphan the sweeper removes.
      const sorted = [...keys.filter((k) => !k.endsWith(`/${JOB_FILE}`)), ...keys.filter((k) => k.endsWith(`/${JOB_FILE}`))]
      if (sorted.length > 0) yield* files.remove(sorted)
      return sorted.length
    }).pipe(Effect.mapError((e) => storeFailed(e.message)))

  const remove = Effect.fn("DatasheetServer.remove")(function* (requester: string, request: Pick<DatasheetRequest, "reqTime">) {
    yield* checkTime(request.reqTime)
    yield* removeFolder(yield* folderOf(requester, request.reqTime))
  })

  const sweep = Effect.gen(function* () {
    const now = yield* Clock.currentTimeMillis
    const keys = yield* files.list(GENERATED_PREFIX).pipe(Effect.mapError((e) => storeFailed(e.message)))
    const folders = new Set(keys.map((key) => key.split("/").slice(0, 2).join("/")))
    let removed = 0
    for (const folder of folders) {
      // An unreadable record counts as expired: nobody can poll it any more.
      const job = yield* readJob(folder).pipe(Effect.orElseSucceed(() => null))
      if (job !== null && now - job.createdAt < ttl) continue
      yield* removeFolder(folder)
      removed++
    }
    if (removed > 0) yield* Effect.logInfo("datasheet sweeper removed expired jobs", { removed })
    return removed
  }).pipe(Effect.withSpan("DatasheetServer.sweep"))

  yield* Effect.forkScoped(
    sweep.pipe(
      Effect.catchCause((cause) => Effect.logWarning("datasheet sweep failed", cause)),
      Effect.repeat(Schedule.spaced(Duration.millis(options.sweepIntervalMillis ?? DATASHEET_SWEEP_INTERVAL_MS))),
    ),
  )

  return DatasheetServer.of({ initiate, status, remove, sweep })
})
