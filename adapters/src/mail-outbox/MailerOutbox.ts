/**
 * Embedded mail: each message becomes an RFC 5322 `.eml` file in an outbox folder, composed by
 * nodemailer (the same composer the SMTP transport uses), so it opens in any mail program.
 *
 * Exactly once per queued mail (issue 28): a mail with a Message-ID (every mail of the outbox
 * worker, `<outbox-ID@…>`) is named by it, plus a digest of its content (a database reset reusing
 * the id must not find another mail's file). It is written under a hidden temporary name in the
 * same folder, flushed to disk and renamed: a file named `*.eml` is always complete, and a retry
 * after a crash that finds it stops there (the worker then marks the mail sent). Mails without a
 * Message-ID (sign-up, password and contact mails, sent at once) are named by sending time.
 */
import { createHash, randomBytes } from "node:crypto"
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises"
import { join } from "node:path"
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

/**
 * Where writing a mail has got to, for tests that kill the writer at each step: `writing` after
 * each chunk of the temporary file but the last, `written` once it is complete and on disk (not yet
 * renamed), `delivered` once the `.eml` is in place (the worker has not marked it sent yet).
 */
export type OutboxStep = "writing" | "written" | "delivered"

export interface OutboxOptions {
  readonly onStep?: (step: OutboxStep) => void
}

/** Large attachments are written in pieces of this size (also where `writing` is reported). */
const CHUNK = 64 * 1024

/** The content a mail is recognised by: what the caller asked to send, not nodemailer's date or boundaries. */
const contentDigest = (mail: Mail): string => {
  const hash = createHash("sha256")
  const attachments = mail.attachments ?? []
  hash.update(JSON.stringify([mail.to, mail.replyTo ?? null, mail.subject, mail.text, attachments.map((a) => [a.filename, a.contentType, a.bytes.length])]))
  for (const a of attachments) hash.update(a.bytes)
  return hash.digest("hex").slice(0, 16)
}

/** A Message-ID as a file name: readable where it can be, every other byte %-escaped (two ids never share a name). */
const messageIdName = (messageId: string): string => {
  const bare = messageId.replace(/^<|>$/g, "")
  const escaped = Array.from(new TextEncoder().encode(bare), (byte, i) => {
    const char = String.fromCharCode(byte)
    return /[A-Za-z0-9_@+=-]/.test(char) || (char === "." && i > 0) ? char : `%${byte.toString(16).padStart(2, "0")}`
  }).join("")
  return escaped.length <= 160 ? escaped : createHash("sha256").update(bare).digest("hex")
}

/** The `.eml` name of a mail with a Message-ID: the same for every attempt to deliver it. */
export const outboxFileName = (mail: Mail & { readonly messageId: string }): string => `${messageIdName(mail.messageId)}-${contentDigest(mail)}.eml`

const errorCode = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined

const exists = (path: string) =>
  stat(path).then(
    () => true,
    (error: unknown) => {
      if (errorCode(error) === "ENOENT") return false
      throw error
    },
  )

/** A rename is on disk once its folder is flushed; where folders cannot be opened for that (Windows) the rename stands as it is. */
const syncFolder = async (folder: string) => {
  const handle = await open(folder, "r").catch((error: unknown) => {
    if (["EISDIR", "EPERM", "EACCES"].includes(errorCode(error) ?? "")) return undefined
    throw error
  })
  if (handle === undefined) return
  try {
    await handle.sync().catch((error: unknown) => {
      if (!["EINVAL", "EPERM", "EBADF"].includes(errorCode(error) ?? "")) throw error
    })
  } finally {
    await handle.close()
  }
}

/** Temporary files another attempt at the same mail left behind (a killed process); not mails, since their names do not end in `.eml`. */
const removeLeftovers = async (outbox: string, name: string) => {
  const prefix = `.${name}.`
  for (const entry of await readdir(outbox)) {
    if (entry.startsWith(prefix) && entry.endsWith(".tmp")) await rm(join(outbox, entry), { force: true })
  }
}

/**
 * Writes `raw` as `outbox/name` all or nothing: into a hidden temporary file of its own, flushed,
 * then renamed. With `once`, an `.eml` already there means this mail was delivered before (by an
 * attempt that died before it was marked sent): nothing is written again.
 */
const deliver = async (outbox: string, name: string, raw: Uint8Array, once: boolean, onStep: (step: OutboxStep) => void) => {
  await mkdir(outbox, { recursive: true })
  const final = join(outbox, name)
  if (once && (await exists(final))) {
    await removeLeftovers(outbox, name)
    return
  }
  const temporary = join(outbox, `.${name}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`)
  const handle = await open(temporary, "wx")
  try {
    for (let at = 0; at < raw.length; at += CHUNK) {
      await handle.write(raw, at, Math.min(CHUNK, raw.length - at))
      if (at + CHUNK < raw.length) onStep("writing")
    }
    await handle.sync()
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(temporary, { force: true })
    throw error
  }
  await handle.close()
  onStep("written")
  try {
    await rename(temporary, final)
  } catch (error) {
    // Another attempt at the same mail (a claim taken over) finished first and cleared our file away.
    if (!(once && errorCode(error) === "ENOENT" && (await exists(final)))) {
      await rm(temporary, { force: true })
      throw error
    }
  }
  await syncFolder(outbox)
  onStep("delivered")
  if (once) await removeLeftovers(outbox, name)
}

export const layer = (outbox: string, options: OutboxOptions = {}) =>
  Layer.succeed(
    Mailer,
    Mailer.of({
      send: (mail) =>
        Effect.gen(function* () {
          const raw = yield* composeMail(mail)
          const now = yield* Clock.currentTimeMillis
          const name =
            mail.messageId === undefined
              ? `${new Date(now).toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`
              : outboxFileName({ ...mail, messageId: mail.messageId })
          yield* Effect.tryPromise({
            try: () => deliver(outbox, name, raw, mail.messageId !== undefined, options.onStep ?? (() => undefined)),
            catch: (error) => new InfrastructureError({ system: "mail outbox", reason: String(error), cause: error }),
          })
        }),
    }),
  )
