/**
 * Mail over SMTP with nodemailer (`SMTP_URL`, e.g. `smtp://user:pass@mail.example.at:587`;
 * `smtps://` for implicit TLS). A refused or failed delivery is an InfrastructureError: the outbox
 * worker retries it later.
 */
import nodemailer from "nodemailer"
import { Effect, Layer, Redacted } from "effect"
import { InfrastructureError, type Mail, Mailer } from "@shop/core"
import { SHOP_SENDER, nodemailerMessage } from "../mail-outbox/MailerOutbox.ts"

export const layer = (url: Redacted.Redacted<string>, from = SHOP_SENDER) =>
  Layer.effect(
    Mailer,
    Effect.acquireRelease(
      Effect.sync(() => nodemailer.createTransport(Redacted.value(url))),
      (transport) => Effect.sync(() => transport.close()),
    ).pipe(
      Effect.map((transport) =>
        Mailer.of({
          send: Effect.fn("MailerSmtp.send")(function* (mail: Mail) {
            yield* Effect.tryPromise({
              try: () => transport.sendMail(nodemailerMessage(mail, from)),
              catch: (error) => new InfrastructureError({ system: "mail", reason: error instanceof Error ? error.message : String(error), cause: error }),
            })
          }),
        }),
      ),
    ),
  )
