/**
 * What every CartRequests must do: record an inquiry and its mails once per (user, request key),
 * also when the same request arrives several times at once; find it by key and give its share
 * string only to its owner; refuse a malformed key or a PDF outside the user's folder; and tell
 * which files an unsent mail still attaches.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Exit, type Layer, Option } from "effect"
import { CartRequests, type Inquiry, type QueuedMail, cents } from "@shop/core"
import { TestUsers } from "../database/accounts.ts"

let n = 0
/** A request key of its own per call. */
export const requestKey = () => `contract-${process.pid}-${++n}-key`

/** The two mails of a request, the sales one attaching the inquiry's PDF by its file key. */
export const requestMails = (inquiry: Inquiry): ReadonlyArray<QueuedMail> => [
  {
    kind: "sales",
    to: "sales@example.at",
    replyTo: "anna@example.at",
    subject: `Anfrage ${inquiry.number}`,
    text: "Neue Anfrage",
    attachments: [
      { filename: "Anfrage.pdf", contentType: "application/pdf", fileKey: inquiry.pdfKey },
      { filename: "Anfrage.csv", contentType: "text/csv", text: "Artikel;Menge\nWS-0612-40;2" },
    ],
  },
  { kind: "customer", to: "anna@example.at", subject: `Ihre Anfrage ${inquiry.number}`, text: "Danke", attachments: [] },
]

export const newRequest = (uid: string, name = "Anfrage") => ({
  projectId: "AW-7",
  listPrice: cents(123_456),
  pdfKey: `inquiries/${uid}/${name}-${++n}.pdf`,
  shareString: `share-${n}`,
})

export const suite = (name: string, makeLayer: () => Layer.Layer<CartRequests | TestUsers, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`CartRequests contract: ${name}`, (it) => {
    const user = Effect.flatMap(TestUsers, (users) => users.create())

    it.effect("records an inquiry once per user and request key, and finds it by the key", () =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const { id: uid } = yield* user
        const key = requestKey()
        const request = newRequest(uid)
        expect(yield* requests.find(uid, key)).toEqual(Option.none())
        const first = yield* requests.record(uid, key, request, requestMails)
        expect(first.created).toBe(true)
        expect(first.inquiry).toMatchObject({ projectId: "AW-7", listPrice: 123_456, pdfKey: request.pdfKey })
        expect(first.inquiry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
        const again = yield* requests.record(uid, key, newRequest(uid, "Zweite"), requestMails)
        expect(again).toEqual({ inquiry: first.inquiry, created: false })
        expect(yield* requests.find(uid, key)).toEqual(Option.some(first.inquiry))
        expect(yield* requests.find(uid, requestKey())).toEqual(Option.none())
        const next = yield* requests.record(uid, requestKey(), newRequest(uid), requestMails)
        expect(next.created).toBe(true)
        expect(next.inquiry.number).toBeGreaterThan(first.inquiry.number)
      }),
    )

    it.effect("keeps the keys of different users apart", () =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const anna = (yield* user).id
        const bernd = (yield* user).id
        const key = requestKey()
        const a = yield* requests.record(anna, key, newRequest(anna), requestMails)
        const b = yield* requests.record(bernd, key, newRequest(bernd), requestMails)
        expect([a.created, b.created]).toEqual([true, true])
        expect(b.inquiry.id).not.toBe(a.inquiry.id)
        expect(yield* requests.find(bernd, key)).toEqual(Option.some(b.inquiry))
      }),
    )

    it.effect("records one inquiry of many copies of one request arriving at once", () =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const { id: uid } = yield* user
        const key = requestKey()
        const answers = yield* Effect.all(
          Array.from({ length: 6 }, () => requests.record(uid, key, newRequest(uid), requestMails)),
          { concurrency: "unbounded" },
        )
        expect(answers.filter((answer) => answer.created)).toHaveLength(1)
        expect(new Set(answers.map((answer) => answer.inquiry.id)).size).toBe(1)
      }),
    )

    it.effect("refuses a malformed request key and a PDF outside the user's folder", () =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const anna = (yield* user).id
        const bernd = (yield* user).id
        const short = yield* Effect.exit(requests.record(anna, "short", newRequest(anna), requestMails))
        expect(Exit.isFailure(short)).toBe(true)
        const foreign = yield* Effect.exit(requests.record(anna, requestKey(), newRequest(bernd), requestMails))
        expect(Exit.isFailure(foreign)).toBe(true)
        const key = requestKey()
        expect(Exit.isFailure(yield* Effect.exit(requests.record(anna, key, { ...newRequest(anna), pdfKey: `inquiries/${anna}/../x.pdf` }, requestMails)))).toBe(true)
        expect(yield* requests.find(anna, key)).toEqual(Option.none())
      }),
    )

    it.effect("gives an inquiry's share string to its owner only", () =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const anna = (yield* user).id
        const bernd = (yield* user).id
        const request = newRequest(anna)
        const { inquiry } = yield* requests.record(anna, requestKey(), request, requestMails)
        expect(yield* requests.shareString(anna, inquiry.id)).toBe(request.shareString)
        expect(yield* requests.shareString(bernd, inquiry.id)).toBeNull()
        expect(yield* requests.shareString(anna, "00000000-0000-4000-8000-000000000999")).toBeNull()
        expect(yield* requests.shareString(anna, "not-an-id")).toBeNull()
      }),
    )

    it.effect("tells which files an unsent mail attaches", () =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const { id: uid } = yield* user
        const { inquiry } = yield* requests.record(uid, requestKey(), newRequest(uid), requestMails)
        const unattached = `inquiries/${uid}/other.pdf`
        expect([...(yield* requests.attachmentsInUse([inquiry.pdfKey, unattached]))]).toEqual([inquiry.pdfKey])
        expect([...(yield* requests.attachmentsInUse([unattached]))]).toEqual([])
        expect([...(yield* requests.attachmentsInUse([]))]).toEqual([])
      }),
    )
  })
