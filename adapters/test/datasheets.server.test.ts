/**
 * The server-side datasheet job over the embedded file store: background generation with
 * progress, signed URLs, isolation between requesters, validation, removal and the sweeper
 * (TestClock). The renderer is a test layer that a test can hold back file by file.
 */
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer, Queue } from "effect"
import * as TestClock from "effect/testing/TestClock"
import {
  Catalogue,
  DATASHEET_FILE_TTL_MS,
  DATASHEET_SWEEP_INTERVAL_MS,
  DatasheetServer,
  FileStore,
  InfrastructureError,
  MAX_DATASHEET_JOBS_PER_REQUESTER,
  MAX_DATASHEET_PRODUCTS,
  PdfRenderer,
  type Product,
  centsFromEuro,
  decodeDatasheetQuery,
} from "@shop/core"
import { CatalogueIndex } from "../src/catalogue/CatalogueIndex.ts"
import { fromIndex } from "../src/catalogue/CatalogueMemory.ts"
import * as FileStoreLocal from "../src/files-local/FileStoreLocal.ts"
import { verifySignedUrl } from "../src/files-local/FileStoreLocal.ts"
import { accessoryFile, productFile } from "./fixtures.ts"

const secret = new TextEncoder().encode("test-secret-of-at-least-32-characters!")
const REQ_TIME = Date.UTC(2026, 10, 21, 12, 0, 0)
const products: Array<Product> = [1, 2, 3].map((n) => {
  const file = productFile(n)
  return { ...file, listPrice: centsFromEuro(file.listPrice) }
})
const accessories = [0, 1, 2, 3, 4].map((n) => ({ ...accessoryFile(n), listPrice: centsFromEuro(5 + n) }))
const catalogue = Layer.succeed(
  Catalogue,
  fromIndex(new CatalogueIndex(products, accessories), { products: 3, accessories: 5, resources: 0, failed: 0, invalid: [] }),
)
const request = { productIds: ["P-1", "P-2", "P-1"], productNames: ["A 1", "A 2", "A 1"], reqTime: REQ_TIME }
const pdfOf = (key: string) => new TextEncoder().encode(`%PDF-test ${key}`)

interface Harness {
  /** Lets n more files be rendered (when the renderer is held back). */
  readonly release: (n: number) => Effect.Effect<void>
  readonly rendered: () => number
}

/** The server on a fresh folder, with a renderer that waits for `release` (or never waits, when `held` is false). */
const setup = (options: { held?: boolean; failOn?: string } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), "shop-datasheets-test-"))
  let rendered = 0
  let gate: Queue.Queue<void> | undefined
  const renderer = Layer.effect(
    PdfRenderer,
    Effect.gen(function* () {
      gate = yield* Queue.unbounded<void>()
      const queue = gate
      return PdfRenderer.of({
        cartPdf: () => Effect.succeed(pdfOf("cart")),
        datasheetPdf: (product) =>
          Effect.gen(function* () {
            if (options.held === true) yield* Queue.take(queue)
            if (product.key === options.failOn) return yield* new InfrastructureError({ system: "pdf", reason: "renderer broke" })
            rendered++
            return pdfOf(product.key)
          }),
      })
    }),
  )
  const layer = DatasheetServer.layerNoDeps({ keySecret: secret }).pipe(
    Layer.provideMerge(Layer.mergeAll(FileStoreLocal.layer(dir, secret), renderer, catalogue)),
  )
  const harness: Harness = {
    release: (n) => Effect.forEach(Array.from({ length: n }), () => Queue.offer(gate!, undefined), { discard: true }),
    rendered: () => rendered,
  }
  return { layer, harness }
}

/** Lets real file I/O progress (a millisecond of the event loop); nothing here depends on how long it takes. */
const turn = Effect.promise(() => new Promise<void>((resolve) => setTimeout(resolve, 1)))
const waitFor = <A, E, R>(effect: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
  Effect.gen(function* () {
    for (let i = 0; i < 20_000; i++) {
      const value = yield* effect
      if (done(value)) return value
      yield* turn
    }
    return yield* Effect.die(new Error("condition never reached"))
  })

const failureTag = <A, E extends { readonly _tag: string }, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.map(Effect.exit(effect), (exit) => (Exit.isFailure(exit) ? (exit.cause.reasons[0] as { error?: { _tag: string } } | undefined)?.error?._tag : "success"))

const generatedKeys = Effect.flatMap(FileStore, (files) => files.list("generated/"))

describe("DatasheetServer", () => {
  const held = setup({ held: true })
  it.effect("initiate returns at once; status reports progress, then signed URLs in request order", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(REQ_TIME)
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request, "de")
      expect(yield* server.status("alice", request)).toEqual({ pdfs: [], dataLength: 0 })
      yield* held.harness.release(1)
      const one = yield* waitFor(server.status("alice", request), (s) => s.dataLength === 1)
      expect(one.pdfs).toEqual([])
      yield* held.harness.release(2)
      const ready = yield* waitFor(server.status("alice", request), (s) => s.pdfs.length > 0)
      expect(ready.dataLength).toBe(3)
      expect(ready.pdfs.map((p) => p.name)).toEqual(["A 1", "A 2", "A 1"])
      const files = yield* FileStore
      for (const [index, pdf] of ready.pdfs.entries()) {
        const [path, query = ""] = pdf.signedUrl.split("?")
        const check = verifySignedUrl(path!, new URLSearchParams(query), REQ_TIME, secret)
        if (!check.ok) throw new Error(`signed URL rejected: ${check.reason}`)
        // Not guessable: a 256-bit folder, neither the requester nor the reqTime in it.
        expect(check.key).toMatch(/^generated\/[0-9a-f]{64}\/\d{3}\.pdf$/)
        expect(check.key).not.toContain("alice")
        expect(check.key).not.toContain(String(REQ_TIME))
        expect(new TextDecoder().decode((yield* files.get(check.key))!)).toBe(`%PDF-test ${request.productIds[index]}`)
      }
    }).pipe(Effect.provide(held.layer)),
  )

  const open = setup()
  it.effect("one requester can neither read nor delete another's files", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      const ready = yield* waitFor(server.status("alice", request), (s) => s.pdfs.length > 0)
      expect(yield* failureTag(server.status("bob", request))).toBe("DatasheetJobNotFound")
      yield* server.remove("bob", request)
      expect((yield* server.status("alice", request)).pdfs).toEqual(ready.pdfs)
      expect((yield* generatedKeys).length).toBe(4)
      // Bob's own job with the same reqTime lands in another folder.
      yield* server.initiate("bob", { ...request, productIds: ["P-3"], productNames: ["A 3"] })
      const bobs = yield* waitFor(server.status("bob", request), (s) => s.pdfs.length > 0)
      expect(bobs.pdfs[0]!.signedUrl.split("/")[4]).not.toBe(ready.pdfs[0]!.signedUrl.split("/")[4])
    }).pipe(Effect.provide(open.layer)),
  )

  const validation = setup()
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
      expect(yield* reason({ ...request, productNames: ["A 1"] })).toBe("productNames: 1 name(s) for 3 product id(s); one name per id is required")
      expect(yield* reason({ ...request, productIds: [], productNames: [] })).toBe("productIds: at least one product id is required")
      expect(yield* reason({ ...request, reqTime: 0 })).toMatch(/^reqTime: expected a millisecond timestamp/)
      expect(yield* reason({ ...request, reqTime: 1.5 })).toMatch(/^reqTime/)
      expect(yield* failureTag(server.status("alice", { reqTime: Number.NaN }))).toBe("InvalidDatasheetRequest")
      expect(yield* generatedKeys).toEqual([])
    }).pipe(Effect.provide(validation.layer)),
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

  const removal = setup({ held: true })
  it.effect("remove stops a running job and deletes its files; status then answers not found", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      yield* removal.harness.release(1)
      yield* waitFor(server.status("alice", request), (s) => s.dataLength === 1)
      yield* server.remove("alice", { reqTime: REQ_TIME })
      expect(yield* generatedKeys).toEqual([])
      expect(yield* failureTag(server.status("alice", request))).toBe("DatasheetJobNotFound")
      yield* removal.harness.release(5)
      for (let i = 0; i < 20; i++) yield* turn
      expect(removal.harness.rendered()).toBe(1)
      expect(yield* generatedKeys).toEqual([])
    }).pipe(Effect.provide(removal.layer)),
  )

  const idempotent = setup()
  it.effect("initiate is idempotent per requester and reqTime", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      // Two equal requests at the same moment start one job.
      yield* Effect.all([server.initiate("alice", request), server.initiate("alice", request)], { concurrency: 2 })
      yield* waitFor(server.status("alice", request), (s) => s.pdfs.length > 0)
      yield* server.initiate("alice", request)
      for (let i = 0; i < 20; i++) yield* turn
      expect(idempotent.harness.rendered()).toBe(3)
      // The finished job no longer counts against the requester's limit.
      for (let i = 1; i <= MAX_DATASHEET_JOBS_PER_REQUESTER; i++) yield* server.initiate("alice", { ...request, reqTime: REQ_TIME + i })
    }).pipe(Effect.provide(idempotent.layer)),
  )

  const limited = setup({ held: true })
  it.effect(`allows ${MAX_DATASHEET_JOBS_PER_REQUESTER} running jobs per requester`, () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      for (let i = 0; i < MAX_DATASHEET_JOBS_PER_REQUESTER; i++) yield* server.initiate("alice", { ...request, reqTime: REQ_TIME + i })
      expect(yield* failureTag(server.initiate("alice", { ...request, reqTime: REQ_TIME + 99 }))).toBe("DatasheetTooManyJobs")
      expect(yield* failureTag(server.initiate("bob", request))).toBe("success")
    }).pipe(Effect.provide(limited.layer)),
  )

  const failing = setup({ failOn: "P-2" })
  it.effect("a failed generation is reported as DatasheetJobFailed", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      const tag = yield* waitFor(failureTag(server.status("alice", request)), (t) => t !== "success")
      expect(tag).toBe("DatasheetJobFailed")
    }).pipe(Effect.provide(failing.layer)),
  )

  const swept = setup()
  it.effect("the sweeper removes jobs older than the file lifetime", () =>
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("alice", request)
      yield* waitFor(server.status("alice", request), (s) => s.pdfs.length > 0)
      yield* TestClock.adjust(DATASHEET_FILE_TTL_MS - DATASHEET_SWEEP_INTERVAL_MS)
      for (let i = 0; i < 20; i++) yield* turn
      expect((yield* generatedKeys).length).toBe(4)
      yield* TestClock.adjust(2 * DATASHEET_SWEEP_INTERVAL_MS)
      yield* waitFor(generatedKeys, (keys) => keys.length === 0)
      expect(yield* failureTag(server.status("alice", request))).toBe("DatasheetJobNotFound")
    }).pipe(Effect.provide(swept.layer)),
  )
})
