/**
 * The contact form on the server, shared by the server function (JavaScript) and the plain form
 * POST to `/api/contact` (no JavaScript): runs the core's `sendContactMessage` (validation,
 * honeypot, hourly limit per client) with the sales mailbox as recipient and maps its outcome to
 * what the page shows. A filled honeypot answers "sent" like a real send: bots learn nothing.
 */
import { Cause, Effect, Exit } from "effect"
import { type ContactLimiter, ContactRejected, type Language, makeContactLimiter, sendContactMessage } from "@shop/core"
import { SalesMailboxConfig } from "@shop/adapters/config"
import { type ContactErrorKey, type ContactField, type ContactResult, type FieldErrors, contactErrorKeys, contactFields } from "./model.ts"
import { configProvider } from "../../platform/env.ts"
import { runtime } from "../../platform/runtime.ts"

const salesMailbox: string = Effect.runSync(SalesMailboxConfig.parse(configProvider))

/**
 * The one limiter of this server process (the core keeps its counts in memory). Kept on
 * `globalThis` so that the server function and the `/api/contact` route count together even if
 * the bundler gave each its own copy of this module.
 */
const LIMITER = Symbol.for("shop.contactLimiter")
const limiter = ((globalThis as { [LIMITER]?: ContactLimiter })[LIMITER] ??= Effect.runSync(makeContactLimiter))

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

const isField = (path: string): path is ContactField => (contactFields as ReadonlyArray<string>).includes(path)
const errorKey = (key: string): ContactErrorKey => ((contactErrorKeys as ReadonlyArray<string>).includes(key) ? (key as ContactErrorKey) : "invalidValue")

export const submitContact = async (input: ContactSubmissionInput, client: string): Promise<ContactResult> => {
  const { honeypot, lang, ...form } = input
  const exit = await runtime.runPromiseExit(sendContactMessage({ input: form, honeypot, client, lang }, limiter, salesMailbox))
  if (Exit.isSuccess(exit)) return { status: "sent" }
  const failure = Cause.findErrorOption(exit.cause)
  if (failure._tag === "Some" && failure.value instanceof ContactRejected) {
    const rejected = failure.value
    if (rejected.reason === "rateLimited") return { status: "rateLimited" }
    const errors: FieldErrors = {}
    for (const issue of rejected.issues) if (isField(issue.path)) errors[issue.path] ??= errorKey(issue.key)
    return { status: "invalid", errors }
  }
  await runtime.runPromise(Effect.logError("contact form: message not sent", Cause.pretty(exit.cause)))
  return { status: "error" }
}
