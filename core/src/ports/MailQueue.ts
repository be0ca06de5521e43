/**
 * The mail outbox as the delivering worker and the sales staff see it (issue 9): queued mails are
 * claimed with a lease, marked sent once by their claimant (the attempt number fences a claimant
 * whose lease ran out), retried later or given up after their bound with the error kept.
 */
import { Context, type Effect } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"
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
>()("shop/mail/MailQueue") {}
