/**
 * Sending a cart request on every engine (issue 9): the server's own figures (tampered totals and CSV
 * change nothing), one inquiry and one set of mails per request key (also for parallel retries),
 * the PDF in the owner's folder, and the outbox worker under faults: a mailer failing for a while,
 * a worker killed after sending but before marking, the bound after which a mail is `failed`.
 */
import { randomUUID } from "node:crypto"
import { expect, layer } from "@effect/vitest"
import { Context, Effect, Layer, Ref } from "effect"
import {
  CartRequests,
  FileStore,
  InfrastructureError,
  InquiryStore,
  type Mail,
  MailQueue,
  Mailer,
  ProfileStore,
  SentMails,
  CartStore,
  deleteInquiries,
  removeInquiryFiles,
  inquiryIntoCart,
  deliverDueMails,
  inquiryPdfUrl,
  readTestSignedUrl,
  encodeShareString,
  percent,
  sendCartRequest,
} from "@shop/core"
import { storesLayer } from "@shop/adapters/sql/databaseLayer"
import { cartLayer } from "@shop/adapters/layers"
import * as PdfRendererPdfmake from "@shop/adapters/pdf/PdfRendererPdfmake"
import { Database } from "@shop/adapters/sql/Database"
import { TestUsers, onEngine } from "./accounts.ts"
import { engines } from "./engines.ts"
import { inquiryReference } from "@shop/core/inquiries/reference"

const share = (projectId = "AW-7") =>
  encodeShareString({
    items: [
      { productId: "WS-0612-40" as never, accessories: [], amount: 2 },
      { productId: "WS-0612-40" as never, accessories: [], amount: 1 },
    ],
    company: "",
    discount: percent(1000),
    projectId,
  })

const payload = (overrides: Partial<{ totalPrice: number | null; totalDiscountedPrice: number | null; csvContent: string; encodedShoppingCart: string }> = {}) => ({
  encodedShoppingCart: share(),
  csvContent: "tampered;csv",
  totalPrice: 1,
  totalDiscountedPrice: 1,
  ...overrides,
})

/** A Mailer that fails while `failures` > 0 (counting down), else records into SentMails. */
class FlakyMailer extends Context.Service<FlakyMailer, { readonly failures: Ref.Ref<number> }>()("test/FlakyMailer") {
  static readonly layer = Layer.effect(FlakyMailer, Effect.map(Ref.make(0), (failures) => ({ failures })))
}

const flakyMailerLayer = Layer.effect(
  Mailer,
  Effect.gen(function* () {
    const sent = yield* SentMails
    const { failures } = yield* FlakyMailer
    return Mailer.of({
      send: (mail: Mail) =>
        Effect.gen(function* () {
          const left = yield* Ref.getAndUpdate(failures, (n) => Math.max(0, n - 1))
          if (left > 0) return yield* new InfrastructureError({ system: "mail", reason: "421 try again later" })
          yield* Ref.update(sent, (mails) => [...mails, mail])
        }),
    })
  }),
).pipe(Layer.provideMerge(Layer.mergeAll(SentMails.layer, FlakyMailer.layer)))

const fast = { batch: 10, leaseSeconds: 60, backoffSeconds: 0, maxBackoffSeconds: 0, idle: "10 millis" } as const

for (const engine of engines) {
  const testLayer = Layer.mergeAll(onEngine(engine, storesLayer), FileStore.layerTest, flakyMailerLayer, cartLayer(), PdfRendererPdfmake.layer)
  layer(testLayer, { timeout: 120_000 })(`cart requests on ${engine.name}`, (it) => {
    const user = Effect.flatMap(TestUsers, (users) => users.create({ metadata: { company: "Schaltbau Gruber KG", userLang: "en" } }))
    const send = (uid: string, email: string, key: string, body = payload()) =>
      sendCartRequest({ uid, email, key, payload: body, lang: "de", salesMailbox: "vertrieb@example.at" })
    const drain = Effect.gen(function* () {
      for (let round = 0; round < 20; round++) if ((yield* deliverDueMails(fast)) === 0) return
    })

    it.effect("records the server's figures, stores the PDF in the owner's folder and queues two mails", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const key = randomUUID()
        const { inquiry, created } = yield* send(uid, email, key)
        expect(created).toBe(true)
        expect(inquiry.projectId).toBe("AW-7")
        expect(inquiry.listPrice).not.toBe(1)
        expect(inquiry.listPrice).toBeGreaterThan(1)
        expect(inquiry.pdfKey).toBe(`inquiries/${uid}/${key}.pdf`)
        const pdf = yield* (yield* FileStore).get(inquiry.pdfKey)
        expect(new TextDecoder().decode(pdf!.slice(0, 5))).toBe("%PDF-")
        expect(yield* (yield* InquiryStore).list(uid)).toEqual([inquiry])
        const queued = yield* (yield* MailQueue).entries({ inquiryNumber: inquiry.number })
        expect(queued.map((m) => [m.kind, m.status]).sort()).toEqual([["customer", "pending"], ["sales", "pending"]])
        const sales = queued.find((m) => m.kind === "sales")!
        expect(sales.to).toBe("vertrieb@example.at")
        // The number as a business writes it: the year and five digits.
        expect(inquiryReference(inquiry)).toMatch(/^\d{4}-\d{5}$/)
        expect(sales.subject).toBe(`Anfrage ${inquiryReference(inquiry)} – Schaltbau Gruber KG`)
        expect(queued.find((m) => m.kind === "customer")!.subject).toBe(`We have received your request ${inquiryReference(inquiry)}`)
      }),
    )

    it.effect("refuses a cart none of whose lines the catalogue can price, and records nothing", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const gone = encodeShareString({ items: [{ productId: "GONE-0000" as never, accessories: [], amount: 1 }], company: "", discount: percent(0), projectId: "" })
        const refused = yield* Effect.flip(send(uid, email, randomUUID(), payload({ encodedShoppingCart: gone })))
        expect(refused).toMatchObject({ _tag: "InvalidInput", issues: [{ path: "encodedShoppingCart", detail: "no cart line can be priced from the catalogue" }] })
        expect(yield* (yield* InquiryStore).list(uid)).toEqual([])
      }),
    )

    it.effect("one inquiry and one set of mails per key, also for parallel retries", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const key = randomUUID()
        const results = yield* Effect.all([send(uid, email, key), send(uid, email, key), send(uid, email, key)], { concurrency: "unbounded" })
        expect(new Set(results.map((r) => r.inquiry.id)).size).toBe(1)
        expect(results.filter((r) => r.created).length).toBe(1)
        const again = yield* send(uid, email, key, payload({ totalPrice: 99 }))
        expect(again).toEqual({ inquiry: results[0]!.inquiry, created: false })
        expect(yield* (yield* InquiryStore).list(uid)).toHaveLength(1)
        expect(yield* (yield* MailQueue).entries({ inquiryNumber: results[0]!.inquiry.number })).toHaveLength(2)
      }),
    )

    it.effect("delivers each mail once: the sales mail with the PDF and the CSV (UTF-8 with BOM), the confirmation with the PDF", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        yield* Ref.set(yield* SentMails, [])
        const { inquiry } = yield* send(uid, email, randomUUID())
        yield* drain
        yield* drain
        const mails = (yield* Ref.get(yield* SentMails)).filter((m) => m.subject.includes(inquiryReference(inquiry)))
        expect(mails).toHaveLength(2)
        const sales = mails.find((m) => m.to === "vertrieb@example.at")!
        expect(sales.replyTo).toBe(email)
        expect(sales.attachments!.map((a) => a.filename)).toEqual([expect.stringMatching(/^Anfrage-\d{8}T\d{6}Z\.pdf$/), expect.stringMatching(/^Anfrage-\d{8}T\d{6}Z\.csv$/)])
        const csv = sales.attachments![1]!.bytes
        expect(Array.from(csv.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf])
        expect(new TextDecoder().decode(csv)).toContain("3013579246")
        expect(new TextDecoder().decode(csv)).not.toContain("tampered")
        const customer = mails.find((m) => m.to === email)!
        expect(customer.attachments!.map((a) => a.contentType)).toEqual(["application/pdf"])
        expect(customer.text).toContain(String(inquiry.number))
        expect((yield* (yield* MailQueue).entries({ inquiryNumber: inquiry.number })).map((m) => m.status)).toEqual(["sent", "sent"])
        // The inquiry still holds its PDF ("My inquiries" offers it).
        expect(yield* (yield* FileStore).get(inquiry.pdfKey)).not.toBeNull()
      }),
    )

    it.effect("an inquiry deleted before its mails went out: both are delivered with the PDF, which goes once they are", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const files = yield* FileStore
        yield* Ref.set(yield* SentMails, [])
        const { inquiry } = yield* send(uid, email, randomUUID())
        expect(yield* deleteInquiries(uid, [inquiry.id])).toEqual([inquiry.id])
        expect(yield* files.get(inquiry.pdfKey)).not.toBeNull()
        yield* drain
        const mails = (yield* Ref.get(yield* SentMails)).filter((m) => m.subject.includes(inquiryReference(inquiry)))
        expect(mails.map((m) => m.to).sort()).toEqual([email, "vertrieb@example.at"].sort())
        for (const mail of mails) expect(new TextDecoder().decode(mail.attachments![0]!.bytes.slice(0, 5))).toBe("%PDF-")
        expect(yield* files.get(inquiry.pdfKey)).toBeNull()
      }),
    )

    it.effect("an account deleted before its mails went out: the sales mail is delivered with the PDF and not kept, nothing more goes to the account", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const files = yield* FileStore
        const queue = yield* MailQueue
        const mailsOf = (sent: { readonly number: number; readonly createdAt: string }) => Effect.map(queue.entries(), (entries) => entries.filter((e) => e.subject.includes(inquiryReference(sent))))
        const delivered = yield* send(uid, email, randomUUID())
        yield* drain
        const { inquiry } = yield* send(uid, email, randomUUID())
        yield* Ref.set(yield* SentMails, [])

        const db = yield* Database
        yield* db.withUserTransaction({ sub: uid, role: "authenticated" }, (tx) => tx.query("select public.delete_user($1)", ["secret-pass-1"]))
        yield* removeInquiryFiles(yield* files.list(`inquiries/${uid}/`))
        expect(yield* files.get(delivered.inquiry.pdfKey)).toBeNull()
        expect(yield* files.get(inquiry.pdfKey)).not.toBeNull()
        expect((yield* mailsOf(inquiry)).map((e) => [e.kind, e.status, e.inquiryId]).sort()).toEqual([
          ["customer", "pending", null],
          ["sales", "pending", null],
        ])

        yield* drain
        // The confirmation to the deleted account was dropped before any claim; the sales mail went out.
        const mails = (yield* Ref.get(yield* SentMails)).filter((m) => m.subject.includes(inquiryReference(inquiry)))
        expect(mails.map((m) => m.to)).toEqual(["vertrieb@example.at"])
        expect(new TextDecoder().decode(mails[0]!.attachments![0]!.bytes.slice(0, 5))).toBe("%PDF-")
        expect(yield* files.get(inquiry.pdfKey)).toBeNull()
        // Nothing of the account's mail is kept once the next round has run, the earlier request's neither.
        yield* deliverDueMails(fast)
        expect(yield* mailsOf(inquiry)).toEqual([])
        expect(yield* mailsOf(delivered.inquiry)).toEqual([])
      }),
    )

    it.effect("a sales mail given up after its inquiry was deleted keeps its PDF, and is delivered when tried again by its id", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const files = yield* FileStore
        const queue = yield* MailQueue
        const { failures } = yield* FlakyMailer
        yield* Ref.set(yield* SentMails, [])
        const { inquiry } = yield* send(uid, email, randomUUID())
        expect(yield* deleteInquiries(uid, [inquiry.id])).toEqual([inquiry.id])
        yield* Ref.set(failures, 1000)
        yield* drain
        yield* Ref.set(failures, 0)
        const failed = (yield* queue.entries({ failedOnly: true })).filter((e) => e.subject.includes(inquiryReference(inquiry)))
        expect(failed.map((e) => [e.kind, e.status, e.inquiryId]).sort()).toEqual([
          ["customer", "failed", null],
          ["sales", "failed", null],
        ])
        expect(yield* files.get(inquiry.pdfKey)).not.toBeNull()

        const sales = failed.find((e) => e.kind === "sales")!
        expect(yield* queue.retry(sales.id)).toBe(true)
        expect(yield* queue.retry(sales.id)).toBe(false)
        yield* drain
        expect((yield* Ref.get(yield* SentMails)).map((m) => m.to)).toContain("vertrieb@example.at")
        // The confirmation, still given up, still holds the PDF; tried again and sent, it lets it go.
        expect(yield* files.get(inquiry.pdfKey)).not.toBeNull()
        expect(yield* queue.retry(failed.find((e) => e.kind === "customer")!.id)).toBe(true)
        yield* drain
        expect(yield* files.get(inquiry.pdfKey)).toBeNull()
      }),
    )

    it.effect("retries while the mailer fails, then gives up after the bound with the error visible", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        yield* Ref.set(yield* SentMails, [])
        const { failures } = yield* FlakyMailer
        const { inquiry } = yield* send(uid, email, randomUUID())
        yield* Ref.set(failures, 3)
        yield* drain
        expect((yield* Ref.get(yield* SentMails)).filter((m) => m.subject.includes(inquiryReference(inquiry)))).toHaveLength(2)
        const entries = yield* (yield* MailQueue).entries({ inquiryNumber: inquiry.number })
        expect(entries.map((e) => e.status)).toEqual(["sent", "sent"])
        expect(entries.reduce((n, e) => n + e.attempts, 0)).toBe(5)

        const second = yield* send(uid, email, randomUUID())
        yield* Ref.set(failures, 1000)
        yield* drain
        const failed = yield* (yield* MailQueue).entries({ inquiryNumber: second.inquiry.number })
        expect(failed.map((e) => [e.status, e.attempts, e.lastError])).toEqual([
          ["failed", 8, expect.stringContaining("421")],
          ["failed", 8, expect.stringContaining("421")],
        ])
        yield* Ref.set(failures, 0)
        expect(yield* (yield* MailQueue).requeue(second.inquiry.number)).toBe(2)
        yield* drain
        expect((yield* (yield* MailQueue).entries({ inquiryNumber: second.inquiry.number })).filter((e) => e.status === "sent")).toHaveLength(2)
      }),
    )

    it.effect("a worker killed between send and mark: the lease runs out and the mail is delivered by the next, marked sent once", () =>
      Effect.gen(function* () {
        const { id: uid, email } = yield* user
        const queue = yield* MailQueue
        const { inquiry } = yield* send(uid, email, randomUUID())
        // The first worker claims with a 1 s lease and "dies" (never marks).
        const claimed = (yield* queue.claim(10, 1)).filter((c) => c.mail.subject.includes(String(inquiry.number)) || c.mail.text.includes(String(inquiry.number)))
        expect(claimed.length).toBeGreaterThan(0)
        expect((yield* queue.claim(10, 60)).filter((c) => claimed.some((d) => d.id === c.id))).toEqual([])
        yield* Effect.promise(() => new Promise((resolve) => setTimeout(resolve, 1200)))
        yield* drain
        // The dead worker's late mark is refused: its claim was taken over.
        for (const claim of claimed) expect(yield* queue.markSent(claim)).toBe(false)
        const entries = yield* queue.entries({ inquiryNumber: inquiry.number })
        expect(entries.map((e) => [e.status, e.attempts])).toEqual([["sent", 2], ["sent", 2]])
      }),
    )

    it.effect("a user can neither read nor queue mail (the worker sends as the shop), nor record into someone else's folder", () =>
      Effect.gen(function* () {
        const anna = yield* user
        const bernd = yield* user
        const db = yield* Database
        const asBernd = (sql: string) => db.withUserTransaction({ sub: bernd.id, role: "authenticated" }, (tx) => tx.query(sql)).pipe(Effect.flip)
        expect((yield* asBernd("select * from public.mail_outbox")).reason).toMatch(/permission denied/)
        // What the backend's REST API would run for a user's own token: a mail to anyone, with anyone's file.
        const queued = yield* asBernd(
          `insert into public.mail_outbox (uid, kind, mail) values (auth.uid(), 'sales',
             '{"kind":"sales","to":"anyone@example.org","subject":"s","text":"t","attachments":[{"filename":"a.pdf","contentType":"application/pdf","fileKey":"inquiries/${anna.id}/x.pdf"}]}')`,
        )
        expect(queued.reason).toMatch(/permission denied/)
        const wrongFolder = yield* (yield* CartRequests)
          .record(bernd.id, randomUUID(), { projectId: "", listPrice: null, pdfKey: `inquiries/${anna.id}/x.pdf`, shareString: "" }, () => [])
          .pipe(Effect.flip)
        expect(wrongFolder._tag).toBe("InfrastructureError")
        expect(yield* (yield* ProfileStore).get(anna.id)).not.toBeNull()
      }),
    )

    it.effect("into the cart again: merged into the stored cart, items the catalogue lost counted, another user's refused", () =>
      Effect.gen(function* () {
        const anna = yield* user
        const bernd = yield* user
        const body = payload({})
        const encoded = encodeShareString({
          items: [
            { productId: "WS-0612-40" as never, accessories: [], amount: 2 },
            { productId: "GONE-0000" as never, accessories: [], amount: 1 },
          ],
          company: "",
          discount: percent(0),
          projectId: "AGAIN",
        })
        const { inquiry } = yield* send(anna.id, anna.email, randomUUID(), { ...body, encodedShoppingCart: encoded })
        expect(yield* inquiryIntoCart(anna.id, inquiry.id)).toEqual({ added: 1, missing: 1, full: false })
        expect(yield* inquiryIntoCart(anna.id, inquiry.id)).toEqual({ added: 1, missing: 1, full: false })
        const lines = yield* (yield* CartStore).list(anna.id)
        expect(lines.map((l) => [l.productId, l.amount])).toEqual([["WS-0612-40", 4]])
        expect((yield* Effect.flip(inquiryIntoCart(bernd.id, inquiry.id)))._tag).toBe("InquiryNotFound")
        expect(yield* (yield* CartStore).list(bernd.id)).toEqual([])
      }),
    )

    it.effect("another user's inquiry PDF and deletion are refused; the owner's PDF is signed and deleted with the inquiry", () =>
      Effect.gen(function* () {
        const anna = yield* user
        const bernd = yield* user
        const { inquiry } = yield* send(anna.id, anna.email, randomUUID())
        const refused = yield* Effect.flip(inquiryPdfUrl(bernd.id, inquiry.id))
        expect(refused._tag).toBe("InquiryNotFound")
        expect(yield* deleteInquiries(bernd.id, [inquiry.id])).toEqual([])
        expect((yield* (yield* InquiryStore).list(anna.id)).map((i) => i.id)).toEqual([inquiry.id])
        const url = yield* inquiryPdfUrl(anna.id, inquiry.id)
        expect(readTestSignedUrl(url)?.key).toBe(inquiry.pdfKey)
        yield* drain
        expect(yield* deleteInquiries(anna.id, [inquiry.id])).toEqual([inquiry.id])
        expect(yield* (yield* FileStore).get(inquiry.pdfKey)).toBeNull()
      }),
    )
  })
}
