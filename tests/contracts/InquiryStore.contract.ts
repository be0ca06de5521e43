/**
 * What every InquiryStore must do: record with the store's running number and time, list a user's
 * own inquiries newest first, delete several at once (only the user's own), refuse a PDF key outside
 * the user's folder or one that is not a plain path.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Exit, type Layer } from "effect"
import { InquiryStore, cents } from "@shop/core"
import { TestUsers } from "../database/accounts.ts"

export const suite = (name: string, makeLayer: () => Layer.Layer<InquiryStore | TestUsers, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`InquiryStore contract: ${name}`, (it) => {
    const user = Effect.flatMap(TestUsers, (users) => users.create())

    it.effect("records with a running number and an ISO time, and lists newest first", () =>
      Effect.gen(function* () {
        const store = yield* InquiryStore
        const { id: uid } = yield* user
        expect(yield* store.list(uid)).toEqual([])
        const first = yield* store.record(uid, { projectId: "AW-2", listPrice: cents(123_456), pdfKey: `inquiries/${uid}/Anfrage-1.pdf` })
        const second = yield* store.record(uid, { projectId: "", listPrice: null, pdfKey: `inquiries/${uid}/Anfrage-2.pdf` })
        expect(second.number).toBeGreaterThan(first.number)
        expect(first).toMatchObject({ projectId: "AW-2", listPrice: 123_456, pdfKey: `inquiries/${uid}/Anfrage-1.pdf` })
        expect(Number.isNaN(Date.parse(first.createdAt))).toBe(false)
        expect(first.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
        expect(yield* store.list(uid)).toEqual([second, first])
      }),
    )

    it.effect("deletes several at once, only the user's own, and answers which", () =>
      Effect.gen(function* () {
        const store = yield* InquiryStore
        const anna = (yield* user).id
        const bernd = (yield* user).id
        const a1 = yield* store.record(anna, { projectId: "1", listPrice: null, pdfKey: `inquiries/${anna}/1.pdf` })
        const a2 = yield* store.record(anna, { projectId: "2", listPrice: null, pdfKey: `inquiries/${anna}/2.pdf` })
        const a3 = yield* store.record(anna, { projectId: "3", listPrice: null, pdfKey: `inquiries/${anna}/3.pdf` })
        const b1 = yield* store.record(bernd, { projectId: "b", listPrice: cents(1), pdfKey: `inquiries/${bernd}/1.pdf` })
        const removed = yield* store.remove(anna, [a1.id, a3.id, b1.id, "not-an-id", "00000000-0000-4000-8000-000000000999"])
        expect([...removed].sort()).toEqual([a1.id, a3.id].sort())
        expect(yield* store.list(anna)).toEqual([a2])
        expect(yield* store.list(bernd)).toEqual([b1])
        expect(yield* store.remove(anna, [])).toEqual([])
      }),
    )

    it.effect("refuses PDF keys outside the user's folder or that are not plain paths", () =>
      Effect.gen(function* () {
        const store = yield* InquiryStore
        const anna = (yield* user).id
        const bernd = (yield* user).id
        for (const pdfKey of [
          `inquiries/${bernd}/Anfrage.pdf`,
          `inquiries/${anna}/../${bernd}/Anfrage.pdf`,
          `inquiries/${anna}/%2e%2e/${bernd}/Anfrage.pdf`,
          `inquiries/${anna}/%2E%2E%2fx.pdf`,
          `inquiries/${anna}/..\\x.pdf`,
          `inquiries/${anna}/a\u0000.pdf`,
          `inquiries/${anna}//x.pdf`,
          `inquiries/${anna}/./x.pdf`,
          `other/${anna}/x.pdf`,
        ]) {
          const exit = yield* Effect.exit(store.record(anna, { projectId: "", listPrice: null, pdfKey }))
          expect(Exit.isFailure(exit), pdfKey).toBe(true)
        }
        expect(yield* store.list(anna)).toEqual([])
      }),
    )

    it.effect("refuses a project id over 15 characters", () =>
      Effect.gen(function* () {
        const store = yield* InquiryStore
        const uid = (yield* user).id
        const exit = yield* Effect.exit(store.record(uid, { projectId: "1234567890123456", listPrice: null, pdfKey: `inquiries/${uid}/x.pdf` }))
        expect(Exit.isFailure(exit)).toBe(true)
        yield* store.record(uid, { projectId: "Größenprüfung-ä", listPrice: null, pdfKey: `inquiries/${uid}/x.pdf` })
      }),
    )
  })
