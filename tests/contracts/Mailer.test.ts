/** The Mailer contract against the test layer and the .eml outbox (a temporary folder, read back with a MIME parser). */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { AddressInfo } from "node:net"
import { SMTPServer } from "smtp-server"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Redacted, Ref } from "effect"
import { Mailer, SentMails } from "@shop/core"
import * as MailerOutbox from "@shop/adapters/mail-outbox/MailerOutbox"
import * as MailerSmtp from "@shop/adapters/mail-smtp/MailerSmtp"
import { Mailbox, type ReceivedMail, suite } from "./Mailer.contract.ts"
import { header, leafParts, parameters } from "./support/mime.ts"

suite(
  "Mailer.layerTest",
  Layer.effect(
    Mailbox,
    Effect.map(SentMails, (sent) =>
      Effect.map(Ref.get(sent), (mails) =>
        mails.map((mail): ReceivedMail => ({
          to: mail.to,
          replyTo: mail.replyTo,
          otherRecipients: [],
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments ?? [],
        })),
      ),
    ),
  ).pipe(Layer.provideMerge(Mailer.layerTest)),
)

/** A mail program's reading of one .eml file. */
const readEml = (raw: Uint8Array): ReceivedMail => {
  const parts = leafParts(raw)
  const isAttachment = (part: (typeof parts)[number]) => parameters(part.headers.get("content-disposition") ?? "").value === "attachment"
  const text = parts.find((part) => !isAttachment(part) && parameters(part.headers.get("content-type") ?? "text/plain").value === "text/plain")
  return {
    to: header(raw, "To") ?? "",
    replyTo: header(raw, "Reply-To"),
    otherRecipients: [header(raw, "Cc"), header(raw, "Bcc")].filter((value) => value !== undefined),
    subject: header(raw, "Subject") ?? "",
    text: text === undefined ? "" : new TextDecoder().decode(text.body),
    attachments: parts.filter(isAttachment).map((part) => ({
      filename: parameters(part.headers.get("content-disposition")!).params.get("filename") ?? "",
      contentType: parameters(part.headers.get("content-type") ?? "").value,
      bytes: part.body,
    })),
  }
}

const outbox = Layer.unwrap(
  Effect.gen(function* () {
    const dir = yield* Effect.acquireRelease(
      Effect.promise(() => mkdtemp(join(tmpdir(), "shop-outbox-"))),
      (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
    )
    const read = Effect.promise(async () => {
      const names = (await readdir(dir)).filter((name) => name.endsWith(".eml")).sort()
      return Promise.all(names.map(async (name) => readEml(new Uint8Array(await readFile(join(dir, name))))))
    })
    return Layer.merge(MailerOutbox.layer(dir), Layer.succeed(Mailbox, read))
  }),
)
suite("MailerOutbox in a temporary folder", outbox)

/**
 * SMTP through nodemailer against a real SMTP server in this process (`smtp-server`), read back as
 * received; `refuseFirst` makes the server answer the first deliveries with 451 (try again later).
 */
export const smtpServer = (options: { readonly refuseFirst?: number } = {}) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      const received: Array<Uint8Array> = []
      let refusals = options.refuseFirst ?? 0
      const server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Array<Buffer> = []
          stream.on("data", (chunk: Buffer) => chunks.push(chunk))
          stream.on("end", () => {
            if (refusals > 0) {
              refusals--
              const error = Object.assign(new Error("try again later"), { responseCode: 451 })
              callback(error)
              return
            }
            received.push(new Uint8Array(Buffer.concat(chunks)))
            callback()
          })
        },
      })
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
      const port = (server.server.address() as AddressInfo).port
      return { server, url: `smtp://127.0.0.1:${port}`, received }
    }),
    ({ server }) => Effect.promise(() => new Promise<void>((resolve) => server.close(() => resolve()))),
  )

const smtp = Layer.unwrap(
  Effect.map(smtpServer(), ({ url, received }) =>
    Layer.merge(
      MailerSmtp.layer(Redacted.make(url)),
      Layer.succeed(
        Mailbox,
        Effect.sync(() => received.map(readEml)),
      ),
    ),
  ),
)
suite("MailerSmtp against a local SMTP server", smtp)

describe("MailerSmtp against a server refusing the first attempts", () => {
  it.effect("fails with the server's answer while refused (the outbox worker retries), then delivers once", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { url, received } = yield* smtpServer({ refuseFirst: 2 })
        const mailer = yield* Effect.provide(Effect.service(Mailer), MailerSmtp.layer(Redacted.make(url)))
        const mail = { to: "vertrieb@example.at", subject: "Anfrage 7 – Test", text: "Hallo" }
        for (let attempt = 0; attempt < 2; attempt++) {
          const failed = yield* Effect.flip(mailer.send(mail))
          expect(failed.message).toMatch(/451/)
        }
        yield* mailer.send(mail)
        expect(received.map(readEml).map((m) => m.subject)).toEqual(["Anfrage 7 – Test"])
      }),
    ),
  )
})

describe("MailerSmtp sending one queued mail again (a worker killed before marking it sent)", () => {
  it.effect("delivers it again (at least once on the wire) with the same Message-ID, so the receiving side sees the duplicate", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const { url, received } = yield* smtpServer()
        const mailer = yield* Effect.provide(Effect.service(Mailer), MailerSmtp.layer(Redacted.make(url)))
        const mail = { to: "vertrieb@example.at", subject: "Anfrage 8", text: "Hallo", messageId: "<outbox-8@shop.example-enclosures.at>" }
        yield* mailer.send(mail)
        yield* mailer.send(mail)
        expect(received.map((raw) => header(raw, "Message-ID"))).toEqual([mail.messageId, mail.messageId])
      }),
    ),
  )
})
