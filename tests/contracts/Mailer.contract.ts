/**
 * What every Mailer must do (each test on an empty mailbox): deliver each mail once with its
 * recipient, reply-to, subject and text unchanged (umlauts, dashes, euro sign, long lines, lines
 * that SMTP or mbox treat specially) and every attachment with its name, type and exact bytes;
 * a mail without reply-to or attachments has none; line breaks in a subject never add headers or
 * recipients. How the mailbox is read is the adapter's: from memory, or the .eml files parsed as
 * a mail program does.
 */
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, type Layer } from "effect"
import { type Mail, Mailer } from "@shop/core"
import { allByteValues, utf8 } from "./support/fixtures.ts"

export interface ReceivedMail {
  readonly to: string
  readonly replyTo: string | undefined
  /** Any other recipients the message carries (Cc, Bcc): none are ever added. */
  readonly otherRecipients: ReadonlyArray<string>
  readonly subject: string
  readonly text: string
  readonly attachments: ReadonlyArray<{ readonly filename: string; readonly contentType: string; readonly bytes: Uint8Array }>
}

/** What arrived so far, in any order. */
export class Mailbox extends Context.Service<Mailbox, Effect.Effect<ReadonlyArray<ReceivedMail>>>()("tests/contracts/Mailbox") {}

const inquiry: Mail = {
  to: "einkauf@elektro-mueller.example",
  replyTo: "kunde@example.at",
  subject: "Anfrage Zählerverteiler – Größe 600 × 1200 mm, Projekt „Wien Nord“ für € 4.785,45 (Rückfrage erwünscht)",
  text: [
    "Grüß Gott,",
    "",
    "bitte um ein Angebot für die Positionen im Anhang – Summe € 4.785,45.",
    ".",
    "From here a line that mbox would quote",
    `Eine lange Zeile: ${"Schaltschrank Größe ÄÖÜ ß ".repeat(20).trim()}`,
    "  eingerückt mit Leerzeichen am Ende  ",
    "Mit freundlichen Grüßen",
  ].join("\n"),
  attachments: [
    { filename: "Anfrage-20261121T120000Z.pdf", contentType: "application/pdf", bytes: allByteValues() },
    { filename: "Positionen Größe.csv", contentType: "text/csv", bytes: utf8("Artikel;Menge\nWS 600.1200.400;2\n") },
  ],
}

const bySubject = (mails: ReadonlyArray<ReceivedMail>) => [...mails].sort((a, b) => a.subject.localeCompare(b.subject))

export const suite = (name: string, mailer: Layer.Layer<Mailer | Mailbox, unknown>) =>
  describe(`Mailer contract: ${name}`, () => {
    const test = (title: string, body: Effect.Effect<void, unknown, Mailer | Mailbox>) => it.effect(title, () => Effect.provide(body, mailer))

    test(
      "delivers recipient, reply-to, subject and text unchanged",
      Effect.gen(function* () {
        yield* (yield* Mailer).send(inquiry)
        const [mail, ...others] = yield* yield* Mailbox
        expect(others).toEqual([])
        expect(mail).toMatchObject({ to: inquiry.to, replyTo: inquiry.replyTo, subject: inquiry.subject, otherRecipients: [] })
        // Mail ends lines with CRLF on the wire; the lines themselves are unchanged.
        expect(mail!.text.replace(/\r\n/g, "\n").replace(/\n$/, "")).toBe(inquiry.text)
      }),
    )

    test(
      "delivers every attachment with its name, type and exact bytes",
      Effect.gen(function* () {
        yield* (yield* Mailer).send(inquiry)
        const [mail] = yield* yield* Mailbox
        expect(mail!.attachments.map((a) => ({ ...a, contentType: a.contentType.split(";")[0]!.trim() }))).toEqual(inquiry.attachments)
      }),
    )

    test(
      "a mail without reply-to or attachments arrives without them",
      Effect.gen(function* () {
        yield* (yield* Mailer).send({ to: "a@b.example", subject: "Bestätigung", text: "x" })
        const [mail] = yield* yield* Mailbox
        expect(mail).toMatchObject({ to: "a@b.example", replyTo: undefined, subject: "Bestätigung", attachments: [], otherRecipients: [] })
      }),
    )

    test(
      "delivers each mail once",
      Effect.gen(function* () {
        const mailer = yield* Mailer
        for (const n of [1, 2, 3]) yield* mailer.send({ to: `kunde${n}@example.at`, subject: `Mail ${n}`, text: `Text ${n}` })
        const mails = bySubject(yield* yield* Mailbox)
        expect(mails.map((m) => [m.to, m.subject, m.text.trim()])).toEqual([1, 2, 3].map((n) => [`kunde${n}@example.at`, `Mail ${n}`, `Text ${n}`]))
      }),
    )

    test(
      "line breaks in a subject never add headers or recipients",
      Effect.gen(function* () {
        yield* (yield* Mailer).send({ to: "a@b.example", subject: "Anfrage\r\nBcc: attacker@evil.example\nCc: other@evil.example", text: "x" })
        const [mail] = yield* yield* Mailbox
        expect(mail!.to).toBe("a@b.example")
        expect(mail!.otherRecipients).toEqual([])
        expect(mail!.subject.replace(/\s+/g, " ")).toBe("Anfrage Bcc: attacker@evil.example Cc: other@evil.example")
      }),
    )
  })
