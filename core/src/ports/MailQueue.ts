/**
 * The mail outbox as the delivering worker and the sales staff see it (issue 9): queued mails are
 * claimed with a lease, marked sent once by their claimant (the attempt number fences a claimant
 * whose lease ran out), retried later or given up after their bound with the error kept.
 */
import { Clock, Context, Effect, Layer, Ref } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"
import { OutboxMemory, type OutboxRow, type OutboxState, newOutboxRow } from "../inquiries/memory.ts"
import type { QueuedMail } from "./CartRequests.ts"

export type MailStatus = "pending" | "sending" | "sent" | "failed"

export interface ClaimedMail {
  readonly id: number
  readonly mail: QueuedMail
  /** This claim's attempt (1 for the first); fences the claimant when it marks the row. */
  readonly attempt: number
  readonly maxAttempts: number
}

export interface OutboxEntry {
  readonly id: number
  readonly inquiryId: string | null
  readonly inquiryNumber: number | null
  readonly kind: QueuedMail["kind"]
  readonly to: string
  readonly subject: string
  readonly status: MailStatus
  readonly attempts: number
  readonly lastError: string | null
  readonly createdAt: string
  readonly sentAt: string | null
}

export class MailQueue extends Context.Service<
  MailQueue,
  {
    /** Claims up to `limit` due mails (pending and due, or sending with an expired lease) for `leaseSeconds`. */
    readonly claim: (limit: number, leaseSeconds: number) => Effect.Effect<ReadonlyArray<ClaimedMail>, InfrastructureError>
    /** Marks a claimed mail sent; false when the claim was lost (its lease ran out and another took it). */
    readonly markSent: (claim: ClaimedMail) => Effect.Effect<boolean, InfrastructureError>
    /** A failed attempt: retried after `retryInSeconds`, or `failed` once its attempts reach the bound. */
    readonly markFailed: (claim: ClaimedMail, reason: string, retryInSeconds: number) => Effect.Effect<MailStatus, InfrastructureError>
    /** Every queued mail, newest first, optionally of one inquiry number or only the given-up ones (for `shop-cli`). */
    readonly entries: (filter?: {
      readonly inquiryNumber?: number
      readonly failedOnly?: boolean
      readonly limit?: number
    }) => Effect.Effect<ReadonlyArray<OutboxEntry>, InfrastructureError>
    /**
     * Those of the file `keys` nothing needs any more: no unsent mail (pending, being sent, or given
     * up) attaches them and no inquiry holds them (a sent mail whose inquiry or account was deleted meanwhile).
     */
    readonly releasedAttachments: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyArray<string>, InfrastructureError>
    /** Queues the mails of an inquiry again (a failed one is tried anew, a sent one sent anew); answers how many. */
    readonly requeue: (inquiryNumber: number) => Effect.Effect<number, InfrastructureError>
    /** A given-up mail tried anew, also one whose inquiry or account was deleted; false when `id` is no failed mail. */
    readonly retry: (id: number) => Effect.Effect<boolean, InfrastructureError>
  }
>()("shop/mail/MailQueue") {
  /**
   * In memory over `OutboxMemory` (shared with `CartRequests.layerTest` when merged with it, which
   * queues the mails): the reference the contract suite holds the SQL adapter to. Times are the Clock's.
   */
  static readonly layerTest = Layer.effect(
    MailQueue,
    Effect.suspend(() => makeMemoryMailQueue()),
  ).pipe(Layer.provideMerge(OutboxMemory.layer))
}

// The in-memory MailQueue (a function declaration, so that the static field above can reach it). --

function makeMemoryMailQueue() {
  return Effect.gen(function* () {
    const state = yield* OutboxMemory
    /** Changes, atomically, the rows `f` answers a new row for; answers the changed rows. */
    const update = (f: (row: OutboxRow, now: number) => OutboxRow | undefined) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Ref.modify(state, (s): readonly [ReadonlyArray<OutboxRow>, OutboxState] => {
          const changed: Array<OutboxRow> = []
          const mails = s.mails.map((row) => {
            const next = f(row, now)
            if (next === undefined) return row
            changed.push(next)
            return next
          })
          return [changed, { ...s, mails }] as const
        }),
      )
    const tryAgain = (row: OutboxRow, now: number): OutboxRow => ({ ...row, status: "pending", attempts: 0, nextAttemptAt: now, leaseUntil: null })
    const numberOf = (s: OutboxState, inquiryId: string | null) => s.requests.find((r) => r.inquiry.id === inquiryId)?.inquiry.number ?? null
    const holds = (claim: ClaimedMail) => (row: OutboxRow) => row.id === claim.id && row.status === "sending" && row.attempts === claim.attempt

    return MailQueue.of({
      claim: (limit, leaseSeconds) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Ref.modify(state, (s): readonly [ReadonlyArray<ClaimedMail>, OutboxState] => {
            const leaseRanOut = (row: OutboxRow) => row.status === "sending" && row.leaseUntil !== null && row.leaseUntil < now
            // A claim whose lease ran out on its last attempt is given up, not claimed again.
            const settled = s.mails.map((row): OutboxRow =>
              leaseRanOut(row) && row.attempts >= row.maxAttempts
                ? { ...row, status: "failed", leaseUntil: null, lastError: row.lastError ?? "lease expired on the last attempt" }
                : row,
            )
            const due = settled
              .filter((row) => ((row.status === "pending" && row.nextAttemptAt <= now) || leaseRanOut(row)) && row.attempts < row.maxAttempts)
              .toSorted((a, b) => a.id - b.id)
              .slice(0, Math.max(0, limit))
            const taken = new Set(due.map((row) => row.id))
            const mails = settled.map((row): OutboxRow =>
              taken.has(row.id) ? { ...row, status: "sending", attempts: row.attempts + 1, leaseUntil: now + leaseSeconds * 1000 } : row,
            )
            const claims = mails
              .filter((row) => taken.has(row.id))
              .map((row): ClaimedMail => ({ id: row.id, mail: row.mail, attempt: row.attempts, maxAttempts: row.maxAttempts }))
            return [claims, { ...s, mails }] as const
          }),
        ),
      markSent: (claim) =>
        Effect.map(
          update((row, now) => (holds(claim)(row) ? { ...row, status: "sent", sentAt: now, leaseUntil: null, lastError: null } : undefined)),
          (changed) => changed.length === 1,
        ),
      markFailed: (claim, reason, retryInSeconds) =>
        Effect.map(
          update((row, now) =>
            holds(claim)(row)
              ? {
                  ...row,
                  status: row.attempts >= row.maxAttempts ? "failed" : "pending",
                  nextAttemptAt: now + retryInSeconds * 1000,
                  leaseUntil: null,
                  lastError: reason.slice(0, 2000),
                }
              : undefined,
          ),
          (changed): MailStatus => changed[0]?.status ?? "sending",
        ),
      entries: (filter = {}) =>
        Effect.map(Ref.get(state), (s) =>
          s.mails
            .filter((row) => filter.inquiryNumber === undefined || numberOf(s, row.inquiryId) === filter.inquiryNumber)
            .filter((row) => !filter.failedOnly || row.status === "failed")
            .toSorted((a, b) => b.id - a.id)
            .slice(0, filter.limit ?? 1000)
            .map(
              (row): OutboxEntry => ({
                id: row.id,
                inquiryId: row.inquiryId,
                inquiryNumber: numberOf(s, row.inquiryId),
                kind: row.mail.kind,
                to: row.mail.to,
                subject: row.mail.subject,
                status: row.status,
                attempts: row.attempts,
                lastError: row.lastError,
                createdAt: new Date(row.createdAt).toISOString(),
                sentAt: row.sentAt === null ? null : new Date(row.sentAt).toISOString(),
              }),
            ),
        ),
      releasedAttachments: (keys) =>
        Effect.map(Ref.get(state), (s) => {
          const needed = new Set([
            ...s.mails.filter((row) => row.status !== "sent").flatMap((row) => row.mail.attachments.flatMap((a) => (a.fileKey === undefined ? [] : [a.fileKey]))),
            ...s.requests.map((r) => r.inquiry.pdfKey),
          ])
          return keys.filter((key) => !needed.has(key))
        }),
      requeue: (inquiryNumber) =>
        Effect.flatMap(Clock.currentTimeMillis, (now) =>
          Ref.modify(state, (s): readonly [number, OutboxState] => {
            // The newest mail of each kind of the inquiry: a copy of one that is not failed, the failed ones tried anew.
            const ofInquiry = s.mails.filter((row) => row.inquiryId !== null && numberOf(s, row.inquiryId) === inquiryNumber)
            const newest = (["sales", "customer"] as const).flatMap((kind) => ofInquiry.filter((row) => row.mail.kind === kind).slice(-1))
            const copies = newest
              .filter((row) => row.status !== "failed")
              .map((row, i) => newOutboxRow(s.nextMail + i, row.uid, row.inquiryId, row.mail, now))
            const retried = new Set(newest.filter((row) => row.status === "failed").map((row) => row.id))
            const mails = [...s.mails.map((row) => (retried.has(row.id) ? tryAgain(row, now) : row)), ...copies]
            return [copies.length + retried.size, { ...s, nextMail: s.nextMail + copies.length, mails }] as const
          }),
        ),
      retry: (id) => Effect.map(update((row, now) => (row.id === id && row.status === "failed" ? tryAgain(row, now) : undefined)), (changed) => changed.length === 1),
    })
  })
}
