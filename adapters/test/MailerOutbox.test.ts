import { mkdtemp, readdir, readFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { Mailer } from "@shop/core"
import * as MailerOutbox from "../src/mail-outbox/MailerOutbox.ts"

/** Decodes RFC 2047 encoded words (what mail programs show as the subject). */
const decodeWords = (header: string) =>
  header.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8"),
  )

describe("MailerOutbox", () => {
  it.effect("writes one .eml per mail with encoded headers, text and attachment", () =>
    Effect.gen(function* () {
      const outbox = yield* Effect.promise(() => mkdtemp(join(tmpdir(), "outbox-")))
      const mailer = yield* Effect.provide(Mailer, MailerOutbox.layer(outbox))
      yield* mailer.send({
        to: "einkauf@elektro-mueller.example",
        replyTo: "kunde@example.at",
        subject: "Anfrage Zählerverteiler – Größe",
        text: "Grüß Gott,\nbitte um ein Angebot.",
        attachments: [{ filename: "Anfrage.pdf", contentType: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.7 test") }],
      })
      yield* mailer.send({ to: "a@b.example", subject: "Zweite", text: "x" })
      const files = (yield* Effect.promise(() => readdir(outbox))).sort()
      expect(files).toHaveLength(2)
      expect(files.every((f) => f.endsWith(".eml"))).toBe(true)
      const raws = yield* Effect.promise(() => Promise.all(files.map((f) => readFile(join(outbox, f), "utf8"))))
      const raw = raws.find((r) => r.includes("einkauf@"))!
      expect(raw).toMatch(/^To: einkauf@elektro-mueller\.example\r$/m)
      expect(raw).toMatch(/^Reply-To: kunde@example\.at\r$/m)
      const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\r\n[ \t]/g, " ")
      expect(decodeWords(subject).trim()).toBe("Anfrage Zählerverteiler – Größe")
      expect(raw).toContain('filename=Anfrage.pdf')
      expect(raw).toContain(Buffer.from("%PDF-1.7 test").toString("base64"))
    }),
  )
})
