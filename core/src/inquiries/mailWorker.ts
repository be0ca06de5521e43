/**
 * The outbox worker (issue 9): claims due mails, reads their file attachments from the file store,
 * hands them to the Mailer and marks each sent once; a failed attempt is retried with exponential
 * backoff (with jitter) until its bound, then left `failed` with the error logged and kept.
 * A worker killed between sending and marking leaves the claim to expire: the mail is sent again
 * with the same Message-ID (at least once on the wire, shown once by mail programs).
 */
import { Duration, Effect, Random } from "effect"
import { InfrastructureError } from "../errors/errors.ts"
import { FileStore } from "../ports/FileStore.ts"
import { type Mail, Mailer } from "../ports/Mailer.ts"
import { type ClaimedMail, MailQueue } from "../ports/MailQueue.ts"

export interface MailWorkerOptions {
  /** Mails claimed at once. */
  readonly batch: number
  /** How long a claim holds before another worker may take the mail over. */
  readonly leaseSeconds: number
  /** First retry delay; doubled per attempt up to `maxBackoffSeconds`. */
  readonly backoffSeconds: number
  readonly maxBackoffSeconds: number
  /** Pause when nothing was due. */
  readonly idle: Duration.Input
}

export const defaultMailWorkerOptions: MailWorkerOptions = { batch: 10, leaseSeconds: 120, backoffSeconds: 5, maxBackoffSeconds: 3600, idle: "1 second" }

export const backoffSeconds = (attempt: number, options: Pick<MailWorkerOptions, "backoffSeconds" | "maxBackoffSeconds">): number =>
  Math.min(options.maxBackoffSeconds, options.backoffSeconds * 2 ** Math.max(0, attempt - 1))

const toMail = Effect.fn("MailWorker.toMail")(function* (claim: ClaimedMail) {
  const files = yield* FileStore
  const attachments: Array<NonNullable<Mail["attachments"]>[number]> = []
  for (const a of claim.mail.attachments) {
    if (a.fileKey !== undefined) {
      const bytes = yield* files.get(a.fileKey)
      if (bytes === null) return yield* new InfrastructureError({ system: "file store", reason: `attachment ${a.fileKey} is missing` })
      attachments.push({ filename: a.filename, contentType: a.contentType, bytes })
    } else {
      attachments.push({ filename: a.filename, contentType: a.contentType, bytes: new TextEncoder().encode(a.text ?? "") })
    }
  }
  const mail: Mail = {
    to: claim.mail.to,
    ...(claim.mail.replyTo === undefined ? {} : { replyTo: claim.mail.replyTo }),
    subject: claim.mail.subject,
    text: claim.mail.text,
    messageId: `<outbox-${claim.id}@shop.example-enclosures.at>`,
    attachments,
  }
  return mail
})

const fileKeysOf = (claim: ClaimedMail): ReadonlyArray<string> => claim.mail.attachments.flatMap((a) => (a.fileKey === undefined ? [] : [a.fileKey]))

/**
 * The round's sent mails may have been the last to need a file whose inquiry was deleted
 * meanwhile (`removeInquiryFiles` left it for the mail): such files go now, asked for once a
 * round. A failure here leaves only storage behind, so it is logged, never retried.
 */
const removeReleasedAttachments = (keys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    if (keys.length === 0) return
    const released = yield* (yield* MailQueue).releasedAttachments([...new Set(keys)])
    if (released.length > 0) yield* (yield* FileStore).remove(released)
  }).pipe(Effect.catch((error) => Effect.logWarning("mail outbox: could not remove released attachments", { reason: error.message })))

/** One round: claims due mails and delivers them; answers how many were claimed. */
export const deliverDueMails = Effect.fn("MailWorker.deliverDueMails")(function* (options: MailWorkerOptions = defaultMailWorkerOptions) {
  const queue = yield* MailQueue
  const mailer = yield* Mailer
  const claims = yield* queue.claim(options.batch, options.leaseSeconds)
  const sentFiles: Array<string> = []
  for (const claim of claims) {
    const sent = yield* toMail(claim).pipe(Effect.flatMap(mailer.send), Effect.result)
    if (sent._tag === "Success") {
      const marked = yield* queue.markSent(claim)
      if (marked) sentFiles.push(...fileKeysOf(claim))
      else yield* Effect.logWarning("mail outbox: a claim ran out before the mail was marked sent", { id: claim.id })
      continue
    }
    const jitter = yield* Random.nextBetween(0.8, 1.2)
    const retry = Math.round(backoffSeconds(claim.attempt, options) * jitter)
    const status = yield* queue.markFailed(claim, sent.failure.message, retry)
    if (status === "failed") {
      // Its files stay: a given-up mail may be sent again (`shop-cli inquiries resend-mail`).
      yield* Effect.logError("mail outbox: gave up on a mail", { id: claim.id, kind: claim.mail.kind, attempts: claim.attempt, reason: sent.failure.message })
    } else {
      yield* Effect.logWarning("mail outbox: sending failed, will retry", { id: claim.id, attempt: claim.attempt, retryInSeconds: retry, reason: sent.failure.message })
    }
  }
  yield* removeReleasedAttachments(sentFiles)
  return claims.length
})

/** Delivers forever: a round, then the idle pause when nothing was due; a failing round (database down) is logged and retried. */
export const runMailWorker = (options: MailWorkerOptions = defaultMailWorkerOptions) =>
  Effect.gen(function* () {
    for (;;) {
      const claimed = yield* deliverDueMails(options).pipe(
        Effect.catch((error) => Effect.as(Effect.logWarning("mail outbox: a delivery round failed", { reason: error.message }), 0)),
      )
      if (claimed < options.batch) yield* Effect.sleep(options.idle)
    }
  })
