/** The Mailer contract against the test layer and the .eml outbox (a temporary folder, read back with a MIME parser). */
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, Ref } from "effect"
import { Mailer, SentMails } from "@shop/core"
import * as MailerOutbox from "@shop/adapters/mail-outbox/MailerOutbox"
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
