/**
 * Embedded mail: each message becomes an RFC 5322 `.eml` file in an outbox folder, composed by
 * nodemailer (the same composer the SMTP transport uses), so it opens in any mail program.
 * File names sort by time and never collide.
 */
import { mkdir, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { randomBytes } from "node:crypto"
import nodemailer from "nodemailer"
import { Clock, Effect, Layer } from "effect"
import { InfrastructureError, type Mail, Mailer } from "@shop/core"

export const SHOP_SENDER = "Muster Gehäusetechnik <shop@example-enclosures.at>"

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })

/** A mail as nodemailer's message options: what the `.eml` outbox writes and the SMTP adapter sends. */
export const nodemailerMessage = (mail: Mail, from: string) => ({
  from,
  to: mail.to,
  ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
  ...(mail.messageId === undefined ? {} : { messageId: mail.messageId }),
  subject: mail.subject,
  text: mail.text,
  attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.bytes) })),
})

/** The raw message bytes for a mail (also what the SMTP adapter would send). */
export const composeMail = (mail: Mail, from = SHOP_SENDER) =>
  Effect.tryPromise({
    try: async () => (await transport.sendMail(nodemailerMessage(mail, from))).message as Buffer,
    catch: (error) => new InfrastructureError({ system: "mail", reason: String(error), cause: error }),
  })

export const layer = (outbox: string) =>
  Layer.succeed(
    Mailer,
    Mailer.of({
      send: (mail) =>
        Effect.gen(function* () {
          const raw = yield* composeMail(mail)
          const now = yield* Clock.currentTimeMillis
          const name = `${new Date(now).toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`
          yield* Effect.tryPromise({
            try: async () => {
              await mkdir(outbox, { recursive: true })
              await writeFile(join(outbox, name), raw)
            },
            catch: (error) => new InfrastructureError({ system: "mail outbox", reason: String(error), cause: error }),
          })
        }),
    }),
  )
