/**
 * What every DatasheetClient must do (each test on a fresh server): after `initiate`, `poll`
 * answers one file per requested product, in request order (repeats kept), named by the
 * product's article number, and each signed URL downloads a PDF; `initiate` is idempotent per
 * reqTime; a bad request fails `initiate` with status 400 and a job never started fails `poll`
 * with 404; `remove` deletes a job's files (its URLs then answer DatasheetFileFailed, `poll` 404)
 * and leaves other jobs alone; a URL nobody answers fails with DatasheetDownloadError.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { DatasheetClient, type DatasheetRequest, type Product } from "@shop/core"
import { GenerationDone } from "./support/datasheetBackend.ts"
import { startsWithPdf } from "./support/fixtures.ts"
import { UNREACHABLE } from "./support/http.ts"

const REQ_TIME = Date.UTC(2026, 10, 21, 12, 0, 0)

/** `products`: at least two products the server's catalogue holds. */
export const suite = (name: string, client: Layer.Layer<DatasheetClient | GenerationDone, unknown>, products: ReadonlyArray<Product>) =>
  describe(`DatasheetClient contract: ${name}`, () => {
    const test = (title: string, body: Effect.Effect<void, unknown, DatasheetClient | GenerationDone>) => it.effect(title, () => Effect.provide(body, client))
    const [first, second] = products as readonly [Product, Product]
    const requestOf = (chosen: ReadonlyArray<Product>, reqTime = REQ_TIME): DatasheetRequest => ({
      productIds: chosen.map((p) => p.key),
      productNames: chosen.map((p) => p.specification.articleNumber),
      reqTime,
    })
    /** Starts a job and waits until the server has generated it. */
    const generated = (request: DatasheetRequest) =>
      Effect.gen(function* () {
        const client = yield* DatasheetClient
        yield* client.initiate(request)
        yield* yield* GenerationDone
        return yield* client.poll(request)
      })

    test(
      "answers one PDF per requested product, in request order, named by article number",
      Effect.gen(function* () {
        const client = yield* DatasheetClient
        const request = requestOf([first, second, first])
        const answer = yield* generated(request)
        expect(answer.pdfs.map((pdf) => pdf.name)).toEqual([first, second, first].map((p) => p.specification.articleNumber))
        expect(answer.dataLength).toBe(3)
        expect(new Set(answer.pdfs.map((pdf) => pdf.signedUrl)).size).toBe(3)
        for (const pdf of answer.pdfs) expect(startsWithPdf(yield* client.download(pdf.name, pdf.signedUrl)), pdf.signedUrl).toBe(true)
      }),
    )

    test(
      "starting the same request again changes nothing",
      Effect.gen(function* () {
        const client = yield* DatasheetClient
        const request = requestOf([first])
        const before = yield* generated(request)
        yield* client.initiate(request)
        expect(yield* client.poll(request)).toEqual(before)
      }),
    )

    test(
      "fails initiate with 400 for a bad request",
      Effect.gen(function* () {
        const client = yield* DatasheetClient
        for (const bad of [
          { ...requestOf([first]), productIds: ["NO-SUCH-PRODUCT"] },
          { ...requestOf([first]), productIds: [], productNames: [] },
          { ...requestOf([first, second]), productNames: [first.specification.articleNumber] },
          { ...requestOf([first]), reqTime: 0 },
        ]) {
          expect(yield* Effect.flip(client.initiate(bad)), JSON.stringify(bad)).toMatchObject({ _tag: "DatasheetPollFailed", status: 400 })
        }
      }),
    )

    test(
      "fails poll with 404 for a job never started",
      Effect.gen(function* () {
        expect(yield* Effect.flip((yield* DatasheetClient).poll(requestOf([first])))).toMatchObject({ _tag: "DatasheetPollFailed", status: 404 })
      }),
    )

    test(
      "remove deletes one job's files: its URLs fail, poll answers 404, other jobs stay",
      Effect.gen(function* () {
        const client = yield* DatasheetClient
        const removed = requestOf([first])
        const kept = requestOf([second], REQ_TIME + 1)
        const gone = yield* generated(removed)
        const stays = yield* generated(kept)
        yield* client.remove(removed)
        expect(yield* Effect.flip(client.poll(removed))).toMatchObject({ _tag: "DatasheetPollFailed", status: 404 })
        const failed = yield* Effect.flip(client.download(gone.pdfs[0]!.name, gone.pdfs[0]!.signedUrl))
        expect(failed._tag).toBe("DatasheetFileFailed")
        expect(failed._tag === "DatasheetFileFailed" && failed.status >= 400).toBe(true)
        expect(yield* client.poll(kept)).toEqual(stays)
        expect(startsWithPdf(yield* client.download(stays.pdfs[0]!.name, stays.pdfs[0]!.signedUrl))).toBe(true)
        // Removing what is not there is fine.
        yield* client.remove(requestOf([first], REQ_TIME + 99))
      }),
    )

    test(
      "a URL nobody answers fails with DatasheetDownloadError",
      Effect.gen(function* () {
        const error = yield* Effect.flip((yield* DatasheetClient).download("WS 600.1200.400", `${UNREACHABLE}/files/x.pdf`))
        expect(error).toMatchObject({ _tag: "DatasheetDownloadError", name: "WS 600.1200.400" })
      }),
    )
  })
