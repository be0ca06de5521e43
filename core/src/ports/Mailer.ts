/** Outgoing mail: confirmations, password resets, contact messages and cart requests. */
import { Context, Effect, Layer, Ref } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"

export interface Mail {
  readonly to: string
  readonly replyTo?: string
  readonly subject: string
  readonly text: string
  /** A stable Message-ID (`<…@…>`): a mail sent again after a crash carries the same one, so mail programs show it once. */
  readonly messageId?: string
  readonly attachments?: ReadonlyArray<{ readonly filename: string; readonly contentType: string; readonly bytes: Uint8Array }>
}

/** The mails `Mailer.layerTest` sent, oldest first (tests read or clear it). */
export class SentMails extends Context.Service<SentMails, Ref.Ref<ReadonlyArray<Mail>>>()("shop/mail/SentMails") {
  static readonly layer = Layer.effect(SentMails, Ref.make<ReadonlyArray<Mail>>([]))
}

export class Mailer extends Context.Service<
  Mailer,
  {
    /** Hands one mail to delivery: recipient, reply-to, subject, text and attachments arrive unchanged. */
    readonly send: (mail: Mail) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/mail/Mailer") {
  /** Keeps every mail in `SentMails` (provided alongside); attachments are copied, as a real send would. */
  static readonly layerTest = Layer.effect(
    Mailer,
    Effect.gen(function* () {
      const sent = yield* SentMails
      return Mailer.of({
        send: Effect.fn("Mailer.send")(function* (mail: Mail) {
          const copy: Mail = {
            ...mail,
            ...(mail.attachments === undefined ? {} : { attachments: mail.attachments.map((a) => ({ ...a, bytes: a.bytes.slice() })) }),
          }
          yield* Ref.update(sent, (mails) => [...mails, copy])
        }),
      })
    }),
  ).pipe(Layer.provideMerge(SentMails.layer))
}
