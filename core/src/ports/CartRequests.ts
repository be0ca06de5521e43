/**
 * Sent cart requests and their mails (issue 9): the inquiry and its queued mails are recorded in
 * one transaction, once per (user, request key); a worker delivers the queued mails later.
 */
import { Clock, Context, Effect, Layer, Option, Ref } from "effect"
import { InfrastructureError } from "../errors/errors.ts"
import { OutboxMemory, type OutboxState, newOutboxRow } from "../inquiries/memory.ts"
import { type Inquiry, type NewInquiry, isInquiryPdfKey } from "./InquiryStore.ts"

/** An attachment of a queued mail: a file of the file store, or text (stored as UTF-8 bytes). */
export interface QueuedAttachment {
  readonly filename: string
  readonly contentType: string
  readonly fileKey?: string
  readonly text?: string
}

export interface QueuedMail {
  readonly kind: "sales" | "customer"
  readonly to: string
  readonly replyTo?: string
  readonly subject: string
  readonly text: string
  readonly attachments: ReadonlyArray<QueuedAttachment>
}

/** A browser-chosen key: 8–100 letters, digits, `_` or `-` (a UUID fits). */
export const isRequestKey = (key: string): boolean => /^[A-Za-z0-9_-]{8,100}$/.test(key)

type Answer = { readonly inquiry: Inquiry; readonly created: boolean }

export class CartRequests extends Context.Service<
  CartRequests,
  {
    /** The cart share string of the user's own inquiry `id` (null: not theirs, unknown, or recorded without one). */
    readonly shareString: (uid: string, id: string) => Effect.Effect<string | null, InfrastructureError>
    /** The user's inquiry recorded under `key`, if any. */
    readonly find: (uid: string, key: string) => Effect.Effect<Option.Option<Inquiry>, InfrastructureError>
    /**
     * Records the inquiry and queues `mails(inquiry)` in one transaction. A second call with the same
     * key records nothing and answers the first inquiry with `created: false`.
     */
    readonly record: (
      uid: string,
      key: string,
      inquiry: NewInquiry & { readonly shareString: string },
      mails: (inquiry: Inquiry) => ReadonlyArray<QueuedMail>,
    ) => Effect.Effect<{ readonly inquiry: Inquiry; readonly created: boolean }, InfrastructureError>
    /** Those of the file `keys` that an unsent mail (pending, being sent, or given up) attaches: they must outlive their inquiry. */
    readonly attachmentsInUse: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlySet<string>, InfrastructureError>
  }
>()("shop/database/CartRequests") {
  /**
   * In memory over `OutboxMemory` (shared with `MailQueue.layerTest` when merged with it): the
   * inquiries and their queued mails.
   */
  static readonly layerTest = Layer.effect(
    CartRequests,
    Effect.gen(function* () {
      const state = yield* OutboxMemory
      return CartRequests.of({
        shareString: (uid, id) =>
          Effect.map(Ref.get(state), ({ requests }) => requests.find((row) => row.uid === uid && row.inquiry.id === id)?.shareString ?? null),
        find: (uid, key) =>
          Effect.map(Ref.get(state), ({ requests }) => Option.fromNullishOr(requests.find((row) => row.uid === uid && row.key === key)?.inquiry)),
        record: (uid, key, inquiry, mails) =>
          Effect.gen(function* () {
            if (!isRequestKey(key) || !isInquiryPdfKey(uid, inquiry.pdfKey)) {
              return yield* new InfrastructureError({ system: "database", reason: "cart request refused by the store's checks" })
            }
            const now = yield* Clock.currentTimeMillis
            return yield* Ref.modify(state, (current): readonly [Answer, OutboxState] => {
              const found = current.requests.find((row) => row.uid === uid && row.key === key)
              if (found !== undefined) return [{ inquiry: found.inquiry, created: false }, current] as const
              const recorded: Inquiry = {
                id: `00000000-0000-4000-9000-${String(current.nextInquiry).padStart(12, "0")}`,
                number: current.nextInquiry,
                projectId: inquiry.projectId,
                createdAt: new Date(now).toISOString(),
                listPrice: inquiry.listPrice,
                pdfKey: inquiry.pdfKey,
              }
              const queued = mails(recorded).map((mail, i) => newOutboxRow(current.nextMail + i, uid, recorded.id, mail, now))
              return [
                { inquiry: recorded, created: true },
                {
                  nextInquiry: current.nextInquiry + 1,
                  nextMail: current.nextMail + queued.length,
                  requests: [...current.requests, { uid, key, inquiry: recorded, shareString: inquiry.shareString }],
                  mails: [...current.mails, ...queued],
                },
              ] as const
            })
          }),
        attachmentsInUse: (keys) =>
          Effect.map(Ref.get(state), ({ mails }) => {
            const attached = new Set(mails.filter((row) => row.status !== "sent").flatMap((row) => row.mail.attachments.flatMap((a) => (a.fileKey === undefined ? [] : [a.fileKey]))))
            return new Set(keys.filter((key) => attached.has(key)))
          }),
      })
    }),
  ).pipe(Layer.provideMerge(OutboxMemory.layer))
}
