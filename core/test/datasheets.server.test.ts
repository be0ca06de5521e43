/**
 * The server-side datasheet job over the in-memory file store: background generation with
 * progress, signed URLs, isolation between requesters, validation, removal and the sweeper
 * (TestClock). The renderer is a test layer that a test can hold back file by file; tests wait
 * for what the job writes or removes (an event), never for time to pass.
 */
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { Context, Effect, Exit, Layer, Queue, Scope } from "effect"
import * as TestClock from "effect/testing/TestClock"
import {
  DATASHEET_FILE_TTL_MS,
  DATASHEET_STALE_MS,
  DATASHEET_SWEEP_INTERVAL_MS,
  DatasheetServer,
  MAX_DATASHEET_JOBS,
  MAX_DATASHEET_JOBS_PER_REQUESTER,
  decodeDatasheetQuery,
  makeDatasheetServer,
} from "../src/datasheets/server.ts"
import { MAX_DATASHEET_PRODUCTS } from "../src/datasheets/model.ts"
import { InfrastructureError } from "../src/errors/errors.ts"
import { Catalogue } from "../src/ports/Catalogue.ts"
import { FileStore, readTestSignedUrl } from "../src/ports/FileStore.ts"
import { PdfRenderer } from "../src/ports/PdfRenderer.ts"
import { product } from "./support/catalogue.ts"

const secret = new TextEncoder().encode("test-secret-of-at-least-32-characters!")
const REQ_TIME = Date.UTC(2026, 10, 21, 12, 0, 0)
const products = ["P-1", "P-2", "P-3"].map((key) => product(key, 10_000, []))
const request = { productIds: ["P-1", "P-2", "P-1"], productNames: ["P-1", "P-2", "P-1"], reqTime: REQ_TIME }
const pdfOf = (key: string) => new TextEncoder().encode(`%PDF-test ${key}`)

/** What the job did to the file store, in order. */
type StoreEvent = { readonly kind: "put"; readonly key: string; readonly state?: string } | { readonly kind: "remove"; readonly key: string }

/** The test's handles on the renderer and the store. */
class Harness extends Context.Service<
  Harness,
  {
    /** A held renderer takes one item per file before rendering it. */
    readonly gate: Queue.Queue<void>
    readonly events: Queue.Queue<StoreEvent>
    readonly counts: { rendered: number }
  }
>()("test/DatasheetServerHarness") {
  static readonly layer = Layer.effect(
    Harness,
    Effect.gen(function* () {
      return { gate: yield* Queue.unbounded<void>(), events: yield* Queue.unbounded<StoreEvent>(), counts: { rendered: 0 } }
    }),
  )
}

/** Lets n more files be rendered (when the renderer is held back). */
const release = (n: number) => Effect.flatMap(Harness, (h) => Queue.offerAll(h.gate, Array.from({ length: n }, () => undefined)))
/** Waits for the next store event that `matches` (earlier ones are passed over). */
const next = (matches: (event: StoreEvent) => boolean) => Effect.flatMap(Harness, (h) => Effect.repeat(Queue.take(h.events), { until: matches }))
const isJobDone = (event: StoreEvent) => event.kind === "put" && event.key.endsWith("/job.json") && event.state !== "running"
const isPdfWritten = (event: StoreEvent) => event.kind === "put" && event.key.endsWith(".pdf")
const jobDone = next(isJobDone)

/** The server on a fresh in-memory store, with a renderer that waits for `release` when `held`. */
const setup = (options: { readonly held?: boolean; readonly failOn?: string } = {}) => {
  const renderer = Layer.effect(
    PdfRenderer,
    Effect.map(Harness, (h) =>
      PdfRenderer.of({
        cartPdf: () => Effect.succeed(pdfOf("cart")),
        datasheetPdfNow: () => Effect.die("not used by the datasheet server"),
        comparePdf: () => Effect.die("not used by the datasheet server"),
        datasheetPdf: (p) =>
          Effect.gen(function* () {
            if (options.held === true) yield* Queue.take(h.gate)
            if (p.key === options.failOn) return yield* new InfrastructureError({ system: "pdf", reason: "renderer broke" })
            h.counts.rendered++
            return pdfOf(p.key)
          }),
      }),
    ),
  )

  const watchedFiles = Layer.effect(
    FileStore,
    Effect.gen(function* () {
      const files = yield* FileStore
      const { events } = yield* Harness
      return FileStore.of({
        ...files,
        put: (key, bytes, contentType) =>
          Effect.tap(files.put(key, bytes, contentType), () => {
            const state = key.endsWith("/job.json") ? (JSON.parse(new TextDecoder().decode(bytes)) as { state: string }).state : undefined
            return Queue.offer(events, { kind: "put", key, ...(state === undefined ? {} : { state }) })
          }),
        remove: (keys) => Effect.tap(files.remove(keys), () => Queue.offerAll(events, keys.map((key) => ({ kind: "remove" as const, key })))),
      })
    }),
  ).pipe(Layer.provide(FileStore.layerTest))

  return DatasheetServer.layerNoDeps({ keySecret: secret }).pipe(
    Layer.provideMerge(Layer.mergeAll(watchedFiles, renderer, Catalogue.layerTest({ products, accessories: [] }))),
    Layer.provideMerge(Harness.layer),
  )
}

const failureTag = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) => (Exit.isFailure(exit) ? (exit.cause.reasons[0] as { error?: { _tag: string } } | undefined)?.error?._tag : "success"))

const generatedKeys = Effect.flatMap(FileStore, (files) => files.list("generated/"))

describe("DatasheetServer", () => {
  it.effect("initiate returns at once; status reports progress, then signed URLs in request order", () =>
    // The clock is set before the server and its sweeper start: moving it later would run every sweep in between.
    Effect.andThen(
      TestClock.setTime(REQ_TIME),
      Effect.gen(function* () {
        const server = yield* DatasheetServer
        yield* server.initiate("alice", request, "de")
        expect(yield* server.status("alice", request)).toEqual({ pdfs: [], dataLength: 0 })
        yield* release(1)
        yield* next(isPdfWritten)
        expect(yield* server.status("alice", request)).toEqual({ pdfs: [], dataLength: 1 })
        yield* release(2)
        yield* jobDone
        const ready = yield* server.status("alice", request)
        expect(ready.dataLength).toBe(3)
        expect(ready.pdfs.map((p) => p.name)).toEqual(["P-1", "P-2", "P-1"])
        const files = yield* FileStore
        for (const [index, pdf] of ready.pdfs.entries()) {
          const signed = readTestSignedUrl(pdf.signedUrl)
          expect(signed?.expiresAt).toBe(REQ_TIME / 1000 + 600)
          // Not guessable: a 256-bit folder, neither the requester nor the reqTime in it.
          expect(signed?.key).toMatch(/^generated\/[0-9a-f]{64}\/\d{3}\.pdf$/)
          expect(signed?.key).not.toContain("alice")
          expect(signed?.key).not.toContain(String(REQ_TIME))
          expect(new TextDecoder().decode((yield* files.get(signed!.key))!)).toBe(`%PDF-test ${request.productIds[index]}`)
        }
      }).pipe(Effect.provide(setup({ held: true }))),
    ),
  )

  it.effect("one requester can neither read nor delete another's files", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      yield* jobDone
      const ready = yield* server.status("alice", request)
      expect(yield* failureTag(server.status("bob", request))).toBe("DatasheetJobNotFound")
      yield* server.remove("bob", request)
      expect((yield* server.status("alice", request)).pdfs).toEqual(ready.pdfs)
      expect((yield* generatedKeys).length).toBe(4)
      // Bob's own job with the same reqTime lands in another folder.
      yield* server.initiate("bob", { ...request, productIds: ["P-3"], productNames: ["P-3"] })
      yield* jobDone
      const bobs = yield* server.status("bob", request)
      const folder = (url: string) => readTestSignedUrl(url)?.key.split("/")[1]
      expect(folder(bobs.pdfs[0]!.signedUrl)).not.toBe(folder(ready.pdfs[0]!.signedUrl))
    }).pipe(Effect.provide(setup())),
  )

  it.effect("rejects bad input with a readable message", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      const reason = (r: typeof request) =>
        Effect.map(Effect.flip(server.initiate("alice", r)), (e) => (e._tag === "InvalidDatasheetRequest" ? e.message : e._tag))
      expect(yield* reason({ ...request, productIds: ["P-1", "NOPE", "ALSO-NOPE"], productNames: ["a", "b", "c"] })).toBe(
        'productIds: unknown product id(s) "NOPE", "ALSO-NOPE"',
      )
      const many = Array.from({ length: MAX_DATASHEET_PRODUCTS + 1 }, () => "P-1")
      expect(yield* reason({ ...request, productIds: many, productNames: many })).toBe(`productIds: at most ${MAX_DATASHEET_PRODUCTS} products per request, got ${MAX_DATASHEET_PRODUCTS + 1}`)
      expect(yield* reason({ ...request, productNames: ["P-1"] })).toBe("productNames: 1 name(s) for 3 product id(s); one name per id is required")
      expect(yield* reason({ ...request, productIds: [], productNames: [] })).toBe("productIds: at least one product id is required")
      expect(yield* reason({ ...request, reqTime: 0 })).toMatch(/^reqTime: expected a millisecond timestamp/)
      expect(yield* reason({ ...request, reqTime: 1.5 })).toMatch(/^reqTime/)
      expect(yield* failureTag(server.status("alice", { reqTime: Number.NaN }))).toBe("InvalidDatasheetRequest")
      expect(yield* generatedKeys).toEqual([])
    }).pipe(Effect.provide(setup())),
  )

  it.effect("only counts the names: one with a control character or over 200 characters does not fail the job", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", { ...request, productNames: ["P\u0000-1", "x".repeat(300), "ü".repeat(250)] })
      expect((yield* generatedKeys).length).toBeGreaterThan(0)
    }).pipe(Effect.provide(setup())),
  )

  it.effect("decodes the query of the /api/pdf endpoints", () =>
    Effect.gen(function* () {
      expect(yield* decodeDatasheetQuery({ productIds: "P-1, P-2", productNames: "A 1,A 2", reqTime: String(REQ_TIME) })).toEqual({
        productIds: ["P-1", "P-2"],
        productNames: ["A 1", "A 2"],
        reqTime: REQ_TIME,
      })
      expect(yield* decodeDatasheetQuery({ reqTime: [String(REQ_TIME)], productNames: "A 1" }, "delete")).toEqual({ productIds: [], productNames: ["A 1"], reqTime: REQ_TIME })
      for (const reqTime of ["abc", "-5", "1.5", "", undefined, "99999999999999999"]) {
        const error = yield* Effect.flip(decodeDatasheetQuery({ productIds: "P-1", productNames: "A", reqTime }))
        expect(error.message).toMatch(/^reqTime: expected a millisecond timestamp/)
      }
      expect((yield* Effect.flip(decodeDatasheetQuery({ productIds: "", productNames: "", reqTime: "1" }))).message).toBe("productIds: at least one product id is required")
      expect((yield* Effect.flip(decodeDatasheetQuery({ productIds: "P-1,P-2", productNames: "A", reqTime: "1" }))).message).toMatch(/^productNames/)
    }),
  )

  it("decodes any well-formed query to the request it encodes, and refuses any other reqTime", () => {
    const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/)
    // Names are free text without commas (the list separator) or control characters; spaces around them go.
    // oxlint-disable-next-line no-control-regex -- excluding control characters is the point
    const name = fc.string({ minLength: 1, maxLength: 40 }).filter((n) => !/[,\u0000-\u001f\u007f]/.test(n) && n.trim() !== "")
    const job = fc
      .array(fc.tuple(id, name), { minLength: 1, maxLength: MAX_DATASHEET_PRODUCTS })
      .chain((pairs) => fc.record({ pairs: fc.constant(pairs), reqTime: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }) }))
    fc.assert(
      fc.property(job, ({ pairs, reqTime }) => {
        const query = { productIds: pairs.map(([i]) => i).join(","), productNames: pairs.map(([, n]) => n).join(","), reqTime: String(reqTime) }
        expect(Effect.runSync(decodeDatasheetQuery(query))).toEqual({ productIds: pairs.map(([i]) => i), productNames: pairs.map(([, n]) => n.trim()), reqTime })
      }),
      { numRuns: 200 },
    )
    fc.assert(
      fc.property(fc.string().filter((t) => !/^\s*\d{1,16}\s*$/.test(t)), (reqTime) => {
        const error = Effect.runSync(Effect.flip(decodeDatasheetQuery({ productIds: "P-1", productNames: "A", reqTime })))
        expect(error.message).toMatch(/^reqTime: expected a millisecond timestamp/)
      }),
    )
  })

  it.effect("remove stops a running job and deletes its files; status then answers not found", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      const h = yield* Harness
      yield* server.initiate("alice", request)
      yield* release(1)
      yield* next(isPdfWritten)
      yield* server.remove("alice", { reqTime: REQ_TIME })
      expect(yield* generatedKeys).toEqual([])
      expect(yield* failureTag(server.status("alice", request))).toBe("DatasheetJobNotFound")
      // The generation was interrupted: what is released now is never taken.
      yield* release(5)
      yield* Effect.yieldNow
      expect(yield* Queue.size(h.gate)).toBe(5)
      expect(h.counts.rendered).toBe(1)
      expect(yield* generatedKeys).toEqual([])
    }).pipe(Effect.provide(setup({ held: true }))),
  )

  it.effect("initiate is idempotent per requester and reqTime", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      const h = yield* Harness
      // Two equal requests at the same moment start one job.
      yield* Effect.all([server.initiate("alice", request), server.initiate("alice", request)], { concurrency: 2 })
      yield* jobDone
      yield* server.initiate("alice", request)
      yield* Effect.yieldNow
      expect(h.counts.rendered).toBe(3)
      // Nothing was written after the job finished: no second job.
      expect(yield* Queue.size(h.events)).toBe(0)
      // The finished job no longer counts against the requester's limit.
      for (let i = 1; i <= MAX_DATASHEET_JOBS_PER_REQUESTER; i++) yield* server.initiate("alice", { ...request, reqTime: REQ_TIME + i })
    }).pipe(Effect.provide(setup())),
  )

  it.effect(`allows ${MAX_DATASHEET_JOBS_PER_REQUESTER} running jobs per requester`, () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      for (let i = 0; i < MAX_DATASHEET_JOBS_PER_REQUESTER; i++) yield* server.initiate("alice", { ...request, reqTime: REQ_TIME + i })
      expect(yield* failureTag(server.initiate("alice", { ...request, reqTime: REQ_TIME + 99 }))).toBe("DatasheetTooManyJobs")
      expect(yield* failureTag(server.initiate("bob", request))).toBe("success")
    }).pipe(Effect.provide(setup({ held: true }))),
  )

  it.effect("a failed generation is reported as DatasheetJobFailed", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      expect(yield* jobDone).toMatchObject({ state: "failed" })
      expect(yield* failureTag(server.status("alice", request))).toBe("DatasheetJobFailed")
    }).pipe(Effect.provide(setup({ failOn: "P-2" }))),
  )

  it.effect("the sweeper removes jobs older than the file lifetime", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      yield* jobDone
      // Sweeps run every interval; up to the lifetime they keep the job.
      yield* TestClock.adjust(DATASHEET_FILE_TTL_MS - DATASHEET_SWEEP_INTERVAL_MS)
      expect((yield* generatedKeys).length).toBe(4)
      yield* TestClock.adjust(2 * DATASHEET_SWEEP_INTERVAL_MS)
      // The job record goes last.
      yield* next((event) => event.kind === "remove" && event.key.endsWith("/job.json"))
      expect(yield* generatedKeys).toEqual([])
      expect(yield* failureTag(server.status("alice", request))).toBe("DatasheetJobNotFound")
    }).pipe(Effect.provide(setup())),
  )
})

describe("DatasheetServer under load (#12 items 3 and 12)", () => {
  const held = (h: Context.Service.Shape<typeof Harness>) => PdfRenderer.of({
      cartPdf: () => Effect.succeed(pdfOf("cart")),
      datasheetPdf: (p) => Effect.as(Queue.take(h.gate), pdfOf(p.key)),
      datasheetPdfNow: () => Effect.die("not used by the datasheet server"),
      comparePdf: () => Effect.die("not used by the datasheet server"),
    })
  const many = (n: number, reqTime: number) => ({ productIds: Array.from({ length: n }, () => "P-1"), productNames: Array.from({ length: n }, () => "x"), reqTime })

  it.effect("counts the per-client limit by the client's address, whatever requester cookie it sends", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      for (let i = 0; i < MAX_DATASHEET_JOBS_PER_REQUESTER; i++) yield* server.initiate(`cookie-${i}`, request, "de", "203.0.113.7")
      expect(yield* failureTag(server.initiate("fresh-cookie", request, "de", "203.0.113.7"))).toBe("DatasheetTooManyJobs")
      expect(yield* failureTag(server.initiate("fresh-cookie", request, "de", "198.51.100.1"))).toBe("success")
    }).pipe(Effect.provide(setup({ held: true }))),
  )

  it.effect("bounds the jobs of all clients together, with a retry hint", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      for (let i = 0; i < MAX_DATASHEET_JOBS; i++) yield* server.initiate(`r${i}`, request, "de", `client-${i}`)
      const refused = yield* Effect.flip(server.initiate("late", request, "de", "client-late"))
      expect(refused._tag).toBe("DatasheetTooManyJobs")
      expect(refused._tag === "DatasheetTooManyJobs" && refused.retryAfterSeconds).toBe(5)
    }).pipe(Effect.provide(setup({ held: true }))),
  )

  it.effect("a small job is generated while large ones hold every slot", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      for (let i = 0; i < 4; i++) yield* server.initiate(`big${i}`, many(MAX_DATASHEET_PRODUCTS, REQ_TIME), "de", `big-client-${i}`)
      yield* server.initiate("small", { productIds: ["P-2"], productNames: ["x"], reqTime: REQ_TIME }, "de", "visitor")
      // The large jobs' first renders and the small one's wait for the renderer, in arrival order.
      let done = false
      for (let released = 0; released < 20 && !done; released++) {
        yield* release(1)
        yield* next(isPdfWritten)
        done = (yield* server.status("small", { reqTime: REQ_TIME })).pdfs.length === 1
      }
      expect(done).toBe(true)
    }).pipe(Effect.provide(setup({ held: true }))),
  )

  it.effect("a job whose process was lost is generated again by another process after its heartbeat stops", () =>
    Effect.gen(function* () {
      const files = yield* FileStore
      const h = yield* Harness
      // The first process takes the job, renders nothing and is killed (its scope closed: no cleanup writes).
      const first = yield* Scope.make()
      const lost = yield* makeDatasheetServer({ keySecret: secret }).pipe(Effect.provideService(PdfRenderer, held(h)), Scope.provide(first))
      yield* lost.initiate("alice", request)
      yield* Scope.close(first, Exit.void)
      // After a restart with the same secret, the record still says running.
      const second = yield* makeDatasheetServer({ keySecret: secret }).pipe(Effect.provideService(FileStore, files))
      expect(yield* second.status("alice", request)).toEqual({ pdfs: [], dataLength: 0 })
      // Silent longer than the stale limit: the next poll starts it again, and it finishes.
      yield* TestClock.adjust(DATASHEET_STALE_MS + 1)
      yield* second.status("alice", request)
      yield* jobDone
      expect((yield* second.status("alice", request)).pdfs).toHaveLength(3)
    }).pipe(Effect.provide(setup())),
  )

  it.effect("a lost job that was already retried fails visibly instead of running forever", () =>
    Effect.gen(function* () {
      const h = yield* Harness
      const store = yield* FileStore
      const kill = Effect.gen(function* () {
        const scope = yield* Scope.make()
        const server = yield* makeDatasheetServer({ keySecret: secret }).pipe(Effect.provideService(PdfRenderer, held(h)), Scope.provide(scope))
        return { server, kill: Scope.close(scope, Exit.void) }
      })
      const a = yield* kill
      yield* a.server.initiate("alice", request)
      yield* a.kill
      const b = yield* kill
      yield* TestClock.adjust(DATASHEET_STALE_MS + 1)
      yield* b.server.status("alice", request)
      yield* b.kill
      const c = yield* makeDatasheetServer({ keySecret: secret }).pipe(Effect.provideService(FileStore, store))
      yield* TestClock.adjust(DATASHEET_STALE_MS + 1)
      expect(yield* failureTag(c.status("alice", request))).toBe("DatasheetJobFailed")
    }).pipe(Effect.provide(setup())),
  )
})
