import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { CONTACT_LIMIT_PER_HOUR, sendContactMessage } from "../src/contact/contact.ts"
import { type Mail, Mailer } from "../src/ports/Mailer.ts"
import { RateLimiter } from "../src/ports/RateLimiter.ts"

const valid = {
  company: "Elektro Müller GmbH",
  firstname: "Anna",
  lastname: "Müller",
  email: "anna@elektro-mueller.example",
  subject: "Zählerverteiler Tirol",
  message: "Bitte um Rückruf.",
  privacyAccepted: true,
}

/** A mailer that keeps what it sends, beside the in-memory rate limiter (a fresh count per test). */
const outbox = (sent: Array<Mail>) =>
  Layer.mergeAll(Layer.succeed(Mailer, Mailer.of({ send: (mail) => Effect.sync(() => void sent.push(mail)) })), RateLimiter.layerTest)

describe("sendContactMessage", () => {
  it.effect("sends a valid message to the sales mailbox with the sender as Reply-To", () => {
    const sent: Array<Mail> = []
    return Effect.gen(function* () {
      yield* sendContactMessage({ input: valid, honeypot: "", client: "1.2.3.4", lang: "de" }, "vertrieb@example.at")
      expect(sent).toHaveLength(1)
      expect(sent[0]).toMatchObject({ to: "vertrieb@example.at", replyTo: valid.email, subject: "Kontaktformular: Zählerverteiler Tirol" })
      expect(sent[0]!.text).toContain("Bitte um Rückruf.")
    }).pipe(Effect.provide(outbox(sent)))
  })

  it.effect("reports field keys, privacy first among them", () => {
    const sent: Array<Mail> = []
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        sendContactMessage({ input: { ...valid, email: "nope", privacyAccepted: false }, honeypot: "", client: "x", lang: "en" }, "v@example.at"),
      )
      expect(error._tag === "ContactRejected" && error.reason).toBe("invalid")
      expect(error._tag === "ContactRejected" && error.issues).toEqual(expect.arrayContaining([{ path: "email", key: "invalidEmail" }, { path: "privacyAccepted", key: "privacyNotAccepted" }]))
      expect(sent).toEqual([])
    }).pipe(Effect.provide(outbox(sent)))
  })

  it.effect("drops honeypot submissions silently", () => {
    const sent: Array<Mail> = []
    return Effect.gen(function* () {
      yield* sendContactMessage({ input: valid, honeypot: "http://spam.example", client: "x", lang: "de" }, "v@example.at")
      expect(sent).toEqual([])
    }).pipe(Effect.provide(outbox(sent)))
  })

  it.effect("limits each client to 5 messages an hour", () => {
    const sent: Array<Mail> = []
    return Effect.gen(function* () {
      const send = (client: string) => Effect.result(sendContactMessage({ input: valid, honeypot: "", client, lang: "de" }, "v@example.at"))
      for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) expect((yield* send("a"))._tag).toBe("Success")
      const blocked = yield* send("a")
      expect(blocked._tag === "Failure" && blocked.failure.reason).toBe("rateLimited")
      expect((yield* send("b"))._tag).toBe("Success")
      yield* TestClock.adjust("60 minutes")
      expect((yield* send("a"))._tag).toBe("Success")
      expect(sent).toHaveLength(CONTACT_LIMIT_PER_HOUR + 2)
    }).pipe(Effect.provide(outbox(sent)))
  })

  it.effect("counts neither invalid nor honeypot submissions against the limit", () => {
    const sent: Array<Mail> = []
    return Effect.gen(function* () {
      const send = (input: unknown, honeypot: string) => Effect.result(sendContactMessage({ input, honeypot, client: "c", lang: "de" }, "v@example.at"))
      for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
        expect((yield* send({ ...valid, email: "nope" }, ""))._tag).toBe("Failure")
        expect((yield* send(valid, "http://spam.example"))._tag).toBe("Success")
      }
      for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) expect((yield* send(valid, ""))._tag).toBe("Success")
      expect(sent).toHaveLength(CONTACT_LIMIT_PER_HOUR)
    }).pipe(Effect.provide(outbox(sent)))
  })
})

describe("single-line fields in the mail body", () => {
  it.effect("cannot forge a second E-Mail line: a line break is shown as ⏎", () => {
    const sent: Array<Mail> = []
    return Effect.gen(function* () {
      const forged = { ...valid, company: "ACME\r\nE-Mail: ceo@example.com", firstname: "Anna\nX", subject: "Hallo\r\nBcc: x@example.com" }
      yield* sendContactMessage({ input: forged, honeypot: "", client: "1.2.3.4", lang: "de" }, "v@example.at")
      const text = sent[0]!.text
      expect(text.split("\n").filter((line) => line.startsWith("E-Mail:"))).toEqual([`E-Mail: ${valid.email}`])
      expect(text).toContain("Firma / company: ACME ⏎ E-Mail: ceo@example.com")
      expect(sent[0]!.subject).toBe("Kontaktformular: Hallo ⏎ Bcc: x@example.com")
    }).pipe(Effect.provide(outbox(sent)))
  })
})
