/**
 * The contact form (spec §2 fields, §5 rules): validated with the ContactForm schema, a honeypot
 * field that people leave empty and bots fill, and a per-client limit of messages per hour
 * (the RateLimiter port, so that every server process counts together).
 * The message goes to the sales mailbox through the Mailer port, with the sender as Reply-To.
 */
import { Effect, Schema } from "effect"
import { type ContactForm, ContactForm as ContactFormSchema, type FieldIssue, validateForm } from "../forms/validation.ts"
import type { Language } from "../i18n/language.ts"
import { Mailer } from "../ports/Mailer.ts"
import { type RateLimit, RateLimiter } from "../ports/RateLimiter.ts"

export const CONTACT_LIMIT_PER_HOUR = 5

/** Spec §5: at most 5 messages an hour per client key (the IP address), counted by the RateLimiter port. */
export const contactLimit: RateLimit = { name: "contact", points: CONTACT_LIMIT_PER_HOUR, windowSeconds: 60 * 60 }

export class ContactRejected extends Schema.TaggedError<ContactRejected>()("ContactRejected", {
  reason: Schema.Literals(["invalid", "rateLimited"]),
  issues: Schema.Array(Schema.Struct({ path: Schema.String, key: Schema.String })),
}) {}

export interface ContactSubmission {
  readonly input: unknown
  /** The hidden honeypot field's value. */
  readonly honeypot: string
  readonly client: string
  readonly lang: Language
}

/**
 * A single-line field as one visible line: a line break (or any other control or separator
 * character) becomes " ⏎ ", so a field cannot forge a second "E-Mail:" line in the mail body.
 */
// oxlint-disable-next-line no-control-regex -- control characters are what is replaced
export const oneLine = (value: string): string => value.replace(/[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]+/g, " ⏎ ")

const mailText = (form: ContactForm, lang: Language): string =>
  [
    `Sprache / language: ${lang}`,
    `Firma / company: ${oneLine(form.company) || "-"}`,
    `Name: ${oneLine(form.firstname)} ${oneLine(form.lastname)}`,
    `E-Mail: ${oneLine(form.email)}`,
    "",
    form.message,
  ].join("\n")

/**
 * Sends the message. A filled honeypot is answered like a success (bots learn nothing) but
 * nothing is sent. Only valid messages count against the limit. Fails with ContactRejected
 * (invalid fields with their keys, or rate limited).
 */
export const sendContactMessage = Effect.fn("Contact.send")(function* (
  submission: ContactSubmission,
  recipient: string,
) {
  if (submission.honeypot.trim() !== "") {
    yield* Effect.logInfo("contact form: honeypot filled, message dropped")
    return
  }
  const checked = validateForm(ContactFormSchema, submission.input)
  if (!checked.ok) return yield* new ContactRejected({ reason: "invalid", issues: checked.issues as Array<FieldIssue> })
  const decision = yield* (yield* RateLimiter).take(contactLimit, submission.client)
  if (!decision.allowed) return yield* new ContactRejected({ reason: "rateLimited", issues: [] })
  const form = checked.value
  yield* (yield* Mailer).send({
    to: recipient,
    replyTo: form.email,
    subject: `Kontaktformular: ${oneLine(form.subject)}`,
    text: mailText(form, submission.lang),
  })
})
