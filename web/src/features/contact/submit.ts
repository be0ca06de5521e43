/**
 * The contact form on the server, shared by the server function (JavaScript) and the plain form
 * POST to `/api/contact` (no JavaScript): runs the core's `sendContactMessage` (validation,
 * honeypot, hourly limit per client through the RateLimiter port) with the configured sales
 * mailbox as recipient and maps its outcome to what the page shows. A filled honeypot answers
 * "sent" like a real send: bots learn nothing.
 */
import { Effect, Result } from "effect"
import { type ContactRejected, type Language, sendContactMessage } from "@shop/core"
import { type ContactErrorKey, type ContactField, type ContactResult, type FieldErrors, contactErrorKeys, contactFields } from "./model.ts"
import { WebConfig } from "../../platform/config.ts"
import { run } from "../../platform/run.ts"

export interface ContactSubmissionInput {
  readonly company: string
  readonly firstname: string
  readonly lastname: string
  readonly email: string
  readonly subject: string
  readonly message: string
  readonly privacyAccepted: boolean
  readonly honeypot: string
  readonly lang: Language
}

const isField = (path: string): path is ContactField => contactFields.some((field) => field === path)
const errorKey = (key: string): ContactErrorKey => contactErrorKeys.find((known) => known === key) ?? "invalidValue"

/** A rejection is an answer of the form (field errors, the limit), not a failure. */
const rejectedResult = (rejected: ContactRejected): ContactResult => {
  if (rejected.reason === "rateLimited") return { status: "rateLimited" }
  const errors: FieldErrors = {}
  for (const issue of rejected.issues) if (isField(issue.path)) errors[issue.path] ??= errorKey(issue.key)
  return { status: "invalid", errors }
}

const sent: ContactResult = { status: "sent" }
const notSent: ContactResult = { status: "error" }

export const submitContact = async (input: ContactSubmissionInput, client: string): Promise<ContactResult> => {
  const { honeypot, lang, ...form } = input
  const program = Effect.gen(function* () {
    const { salesMailbox } = yield* WebConfig
    yield* sendContactMessage({ input: form, honeypot, client, lang }, salesMailbox)
    return sent
  }).pipe(Effect.catchTag("ContactRejected", (rejected) => Effect.succeed(rejectedResult(rejected))))
  return Result.getOrElse(await run(program, "contact form: message not sent"), () => notSent)
}
