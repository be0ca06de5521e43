/** Outgoing mail: confirmations, password resets, contact messages and cart requests. */
import { Context, type Effect } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"

export interface Mail {
  readonly to: string
  readonly replyTo?: string
  readonly subject: string
  readonly text: string
  readonly attachments?: ReadonlyArray<{ readonly filename: string; readonly contentType: string; readonly bytes: Uint8Array }>
}

export class Mailer extends Context.Service<
  Mailer,
  { readonly send: (mail: Mail) => Effect.Effect<void, InfrastructureError> }
>()("shop/mail/Mailer") {}
