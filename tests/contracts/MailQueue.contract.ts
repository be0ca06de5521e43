/**
 * What every MailQueue must do with the mails CartRequests queued: claim due mails in queue order
 * with a lease, up to a limit, each by one claimant while its lease holds (also when two workers
 * claim at once); mark one sent once, fenced by the claim's attempt after its lease ran out; retry
 * a failed attempt after its delay and give it up at its bound with the error kept; list the
 * outbox; try given-up mails anew (one, or an inquiry's); and tell which files nothing needs any more.
 *
 * Every test has a queue of its own (a fresh layer), so that claims never see another test's mails.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { CartRequests, type ClaimedMail, type Inquiry, MailQueue } from "@shop/core"
import { TestUsers } from "../database/accounts.ts"
import { newRequest, requestKey, requestMails } from "./CartRequests.contract.ts"

const LONG_LEASE = 600

export const suite = (name: string, makeLayer: () => Layer.Layer<MailQueue | CartRequests | TestUsers, unknown>) =>
  describe(`MailQueue contract: ${name}`, { timeout: 120_000 }, () => {
    const test = (title: string, body: Effect.Effect<void, unknown, MailQueue | CartRequests | TestUsers>) =>
      it.effect(title, () => Effect.scoped(Effect.provide(body, makeLayer())))

    /** `count` cart requests of one user, each queueing its two mails (sales, then customer). */
    const queue = (count: number) =>
      Effect.gen(function* () {
        const requests = yield* CartRequests
        const { id: uid } = yield* (yield* TestUsers).create()
        const inquiries: Array<Inquiry> = []
        for (let i = 0; i < count; i++) inquiries.push((yield* requests.record(uid, requestKey(), newRequest(uid), requestMails)).inquiry)
        return inquiries
      })
    const ids = (claims: ReadonlyArray<ClaimedMail>) => claims.map((claim) => claim.id)

    test(
      "claims due mails in queue order with a lease, up to the limit, and not again while the lease holds",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        const [first, second] = yield* queue(2)
        const claims = yield* mails.claim(3, LONG_LEASE)
        expect(claims.map((claim) => [claim.mail.kind, claim.mail.subject, claim.attempt])).toEqual([
          ["sales", `Anfrage ${first!.number}`, 1],
          ["customer", `Ihre Anfrage ${first!.number}`, 1],
          ["sales", `Anfrage ${second!.number}`, 1],
        ])
        expect(ids(claims)).toEqual(ids(claims).toSorted((a, b) => a - b))
        expect(claims[0]!.mail).toEqual(requestMails(first!)[0])
        expect(claims[0]!.maxAttempts).toBeGreaterThan(1)
        const rest = yield* mails.claim(10, LONG_LEASE)
        expect(rest.map((claim) => claim.mail.subject)).toEqual([`Ihre Anfrage ${second!.number}`])
        expect(yield* mails.claim(10, LONG_LEASE)).toEqual([])
        expect((yield* mails.entries()).map((entry) => entry.status)).toEqual(["sending", "sending", "sending", "sending"])
      }),
    )

    test(
      "every queued mail is leased by exactly one of two workers claiming at once",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        yield* queue(12)
        const queued = (yield* mails.entries()).map((entry) => entry.id)
        expect(queued).toHaveLength(24)
        // Each worker claims small batches until nothing is due; both run at the same time.
        const worker = Effect.gen(function* () {
          const taken: Array<number> = []
          // Bounded: a queue that hands out the same mails again would otherwise never run dry.
          for (let round = 0; round < 100; round++) {
            const claims = yield* mails.claim(3, LONG_LEASE)
            if (claims.length === 0) return taken
            taken.push(...ids(claims))
          }
          return taken
        })
        const [a, b] = yield* Effect.all([worker, worker], { concurrency: "unbounded" })
        const leased = [...a!, ...b!]
        expect(leased.toSorted((x, y) => x - y)).toEqual(queued.toSorted((x, y) => x - y))
        expect(new Set(leased).size).toBe(leased.length)
      }),
    )

    test(
      "marks a claimed mail sent once; a sent mail is never claimed again",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        yield* queue(1)
        const [sales, customer] = yield* mails.claim(10, LONG_LEASE)
        expect(yield* mails.markSent(sales!)).toBe(true)
        expect(yield* mails.markSent(sales!)).toBe(false)
        const entry = (yield* mails.entries()).find((e) => e.id === sales!.id)
        expect(entry).toMatchObject({ status: "sent", attempts: 1, lastError: null, kind: "sales", to: "sales@example.at" })
        expect(entry?.sentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
        expect(yield* mails.markFailed(customer!, "421 try later", 0)).toBe("pending")
        expect(ids(yield* mails.claim(10, LONG_LEASE))).toEqual([customer!.id])
      }),
    )

    test(
      "lets another claimant take a mail whose lease ran out, and fences the first one's marks",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        yield* queue(1)
        const [first] = yield* mails.claim(1, 0)
        yield* TestClock.adjust("1 second")
        const [again] = yield* mails.claim(1, LONG_LEASE)
        expect(again).toMatchObject({ id: first!.id, attempt: 2 })
        expect(yield* mails.markSent(first!)).toBe(false)
        expect(yield* mails.markFailed(first!, "late", 0)).toBe("sending")
        expect(yield* mails.markSent(again!)).toBe(true)
      }),
    )

    test(
      "retries a failed attempt after its delay, and gives the mail up at its bound with the error kept",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        yield* queue(1)
        const [later] = yield* mails.claim(1, LONG_LEASE)
        expect(yield* mails.markFailed(later!, "421 try later", 3600)).toBe("pending")
        const [mail] = yield* mails.claim(1, LONG_LEASE)
        expect(mail!.id).not.toBe(later!.id)
        let status = yield* mails.markFailed(mail!, "550 mailbox unavailable", 0)
        for (let attempt = 2; status === "pending"; attempt++) {
          const [claim] = yield* mails.claim(1, LONG_LEASE)
          expect(claim).toMatchObject({ id: mail!.id, attempt })
          status = yield* mails.markFailed(claim!, "550 mailbox unavailable", 0)
        }
        expect(status).toBe("failed")
        expect(yield* mails.claim(10, LONG_LEASE)).toEqual([])
        const [given] = yield* mails.entries({ failedOnly: true })
        expect(given).toMatchObject({ id: mail!.id, status: "failed", attempts: mail!.maxAttempts, lastError: "550 mailbox unavailable" })
      }),
    )

    test(
      "tries a given-up mail anew, its attempts counted afresh; only a given-up one",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        yield* queue(1)
        const [sales] = yield* mails.claim(1, LONG_LEASE)
        let claim = sales!
        while ((yield* mails.markFailed(claim, "timeout", 0)) === "pending") claim = (yield* mails.claim(1, LONG_LEASE))[0]!
        expect(yield* mails.retry(sales!.id)).toBe(true)
        expect(yield* mails.retry(sales!.id)).toBe(false)
        expect(yield* mails.retry(999_999)).toBe(false)
        const entry = (yield* mails.entries()).find((e) => e.id === sales!.id)
        expect(entry).toMatchObject({ status: "pending", attempts: 0, lastError: "timeout" })
        const [anew] = yield* mails.claim(1, LONG_LEASE)
        expect(anew).toMatchObject({ id: sales!.id, attempt: 1 })
      }),
    )

    test(
      "queues an inquiry's mails again: a copy of a sent one, a given-up one tried anew",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        const [inquiry, other] = yield* queue(2)
        const [sales, customer] = yield* mails.claim(2, LONG_LEASE)
        yield* mails.markSent(sales!)
        let claim = customer!
        while ((yield* mails.markFailed(claim, "bounce", 0)) === "pending") {
          claim = (yield* mails.claim(10, LONG_LEASE)).find((c) => c.id === customer!.id)!
        }
        expect(yield* mails.requeue(inquiry!.number)).toBe(2)
        const ofInquiry = yield* mails.entries({ inquiryNumber: inquiry!.number })
        expect(ofInquiry.map((e) => [e.kind, e.status, e.inquiryNumber])).toEqual([
          ["sales", "pending", inquiry!.number],
          ["customer", "pending", inquiry!.number],
          ["sales", "sent", inquiry!.number],
        ])
        expect(ofInquiry[0]!.id).toBeGreaterThan(sales!.id)
        expect(ofInquiry[1]!.id).toBe(customer!.id)
        expect((yield* mails.entries({ inquiryNumber: other!.number })).every((e) => e.inquiryId === other!.id)).toBe(true)
        expect(yield* mails.requeue(999_999)).toBe(0)
      }),
    )

    test(
      "lists the outbox newest first, by inquiry number, only the given-up ones, limited",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        const [first, second] = yield* queue(2)
        const all = yield* mails.entries()
        expect(all.map((e) => e.id)).toEqual(all.map((e) => e.id).toSorted((a, b) => b - a))
        expect(all.map((e) => [e.inquiryNumber, e.kind, e.status, e.attempts, e.sentAt])).toEqual([
          [second!.number, "customer", "pending", 0, null],
          [second!.number, "sales", "pending", 0, null],
          [first!.number, "customer", "pending", 0, null],
          [first!.number, "sales", "pending", 0, null],
        ])
        expect(all[3]).toMatchObject({ inquiryId: first!.id, to: "sales@example.at", subject: `Anfrage ${first!.number}`, lastError: null })
        expect(all[3]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
        expect((yield* mails.entries({ inquiryNumber: first!.number })).map((e) => e.id)).toEqual([all[2]!.id, all[3]!.id])
        expect(yield* mails.entries({ failedOnly: true })).toEqual([])
        expect((yield* mails.entries({ limit: 1 })).map((e) => e.id)).toEqual([all[0]!.id])
      }),
    )

    test(
      "releases a file once no unsent mail attaches it and no inquiry holds it",
      Effect.gen(function* () {
        const mails = yield* MailQueue
        const [inquiry] = yield* queue(1)
        const loose = "inquiries/nobody/loose.pdf"
        expect(yield* mails.releasedAttachments([inquiry!.pdfKey, loose])).toEqual([loose])
        for (const claim of yield* mails.claim(10, LONG_LEASE)) yield* mails.markSent(claim)
        // Sent, but its inquiry still holds the PDF.
        expect(yield* mails.releasedAttachments([inquiry!.pdfKey, loose])).toEqual([loose])
        expect(yield* mails.releasedAttachments([])).toEqual([])
      }),
    )
  })
