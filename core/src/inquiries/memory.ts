/**
 * The in-memory store behind `CartRequests.layerTest` and `MailQueue.layerTest`: the recorded cart
 * requests (inquiries) and the mail outbox, as the `inquiries` and `mail_outbox` tables hold them.
 * Both layers provide it; merged, they share one (a queued mail is then claimed by MailQueue).
 */
import { Context, Layer, Ref } from "effect"
import type { QueuedMail } from "../ports/CartRequests.ts"
import type { Inquiry } from "../ports/InquiryStore.ts"
import type { MailStatus } from "../ports/MailQueue.ts"

/** A recorded cart request: the inquiry under its user and request key, and the cart as sent. */
export interface RecordedRequest {
  readonly uid: string
  readonly key: string
  readonly inquiry: Inquiry
  readonly shareString: string
}

/** A row of the outbox (times in milliseconds of the Clock). */
export interface OutboxRow {
  readonly id: number
  readonly uid: string
  readonly inquiryId: string | null
  readonly mail: QueuedMail
  readonly status: MailStatus
  readonly attempts: number
  readonly maxAttempts: number
  readonly nextAttemptAt: number
  readonly leaseUntil: number | null
  readonly lastError: string | null
  readonly createdAt: number
  readonly sentAt: number | null
}

export interface OutboxState {
  readonly nextInquiry: number
  readonly nextMail: number
  readonly requests: ReadonlyArray<RecordedRequest>
  readonly mails: ReadonlyArray<OutboxRow>
}

/** Attempts before a mail is given up (the table's default). */
export const MAX_ATTEMPTS = 8

/** A queued mail's row as the table's defaults make it. */
export const newOutboxRow = (id: number, uid: string, inquiryId: string | null, mail: QueuedMail, now: number): OutboxRow => ({
  id,
  uid,
  inquiryId,
  mail,
  status: "pending",
  attempts: 0,
  maxAttempts: MAX_ATTEMPTS,
  nextAttemptAt: now,
  leaseUntil: null,
  lastError: null,
  createdAt: now,
  sentAt: null,
})

export class OutboxMemory extends Context.Service<OutboxMemory, Ref.Ref<OutboxState>>()("shop/inquiries/OutboxMemory") {
  static readonly layer = Layer.effect(OutboxMemory, Ref.make<OutboxState>({ nextInquiry: 1, nextMail: 1, requests: [], mails: [] }))
}
