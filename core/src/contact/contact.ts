/**
 * The contact form (spec §2 fields, §5 rules): validated with the ContactForm schema, a honeypot
 * field that people leave empty and bots fill, and a per-client limit of messages per hour.
 * The message goes to the sales mailbox through the Mailer port, with the sender as Reply-To.
 */
import { Clock, Effect, Ref, Schema } from "effect"
import { type ContactForm, ContactForm as ContactFormSchema, type FieldIssue, validateForm } from "../forms/validation.ts"
import type { Language } from "../i18n/language.ts"
import { Mailer } from "../ports/Mailer.ts"

export const CONTACT_LIMIT_PER_HOUR = 5
const HOUR_MS = 60 * 60 * 1000

export class ContactRejected extends Schema.TaggedError<ContactRejected>()("ContactRejected", {
  reason: Schema.Literals(["invalid", "rateLimited"]),
  issues: Schema.Array(Schema.Struct({ path: Schema.String, key: Schema.String })),
}) {}

/** Remembers recent sends per client key (IP address) in memory; one per server process. */
export const makeContactLimiter = Effect.map(Ref.make(new Map<string, ReadonlyArray<number>>()), (sent) => ({
  /** Records a send and answers whether it is within the limit. */
  take: (client: string) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      return yield* Ref.modify(sent, (map) => {
        const recent = (map.get(client) ?? []).filter((t) => now - t < HOUR_MS)
        const allowed = recent.length < CONTACT_LIMIT_PER_HOUR
        const next = new Map(map)
        // Forget clients without recent sends so the map cannot grow without bound.
        for (const [key, times] of next) if (times.every((t) => now - t >= HOUR_MS)) next.delete(key)
        next.set(client, allowed ? [...recent, now] : recent)
        return [allowed, next] as const
      })
    }),
}))
export type ContactLimiter = Effect.Success<typeof makeContactLimiter>

export interface ContactSubmission {
  readonly input: unknown
  /** The hidden honeypot field's value. */
  readonly honeypot: string
  readonly client: string
  readonly lang: Language
}

const mailText = (form: ContactForm, lang: Language): string =>
  [
    `Sprache / language: ${lang}`,
    `Firma / company: ${form.company || "-"}`,
    `Name: ${form.firstname} ${form.lastname}`,
    `E-Mail: ${form.email}`,
    "",
    form.message,
  ].join("\n")

/**
 * Sends the message. A filled honeypot is answered like a success (bots learn nothing) but
 * nothing is sent. Fails with ContactRejected (invalid fields with their keys, or rate limited).
 */
export const sendContactMessage = Effect.fn("Contact.send")(function* (
  submission: ContactSubmission,
  limiter: ContactLimiter,
  recipient: string,
) {
  if (submission.honeypot.trim() !== "") {
    yield* Effect.logInfo("contact form: honeypot filled, message dropped")
    return
  }
  const checked = validateForm(ContactFormSchema, submission.input)
  if (!checked.ok) return yield* new ContactRejected({ reason: "invalid", issues: checked.issues as Array<FieldIssue> })
  if (!(yield* limiter.take(submission.client))) return yield* new ContactRejected({ reason: "rateLimited", issues: [] })
  const form = checked.value
  yield* (yield* Mailer).send({
    to: recipient,
    replyTo: form.email,
    subject: `Kontaktformular: ${form.subject}`,
    text: mailText(form, submission.lang),
  })
})
