/** The test server's mail outbox (an isolated folder made by globalSetup): the .eml files it holds. */
import { readFile, readdir } from "node:fs/promises"
import { join } from "node:path"
import { inject } from "vitest"

export const mailOutbox = (): string => inject("mailOutbox")

/** Every mail written so far, as raw RFC 5322 text. */
export const mails = async (): Promise<ReadonlyArray<string>> => {
  const dir = mailOutbox()
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".eml"))
  return Promise.all(files.map((name) => readFile(join(dir, name), "utf8")))
}

/** A header's value (folded lines joined). */
export const header = (raw: string, name: string): string | undefined =>
  new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "mi").exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, " ").trim()

/** The contact mail whose subject carries `token` (subjects are `Kontaktformular: …`). */
export const contactMail = async (token: string): Promise<string | undefined> =>
  (await mails()).find((raw) => header(raw, "Subject")?.includes(token) === true)

/** A short ASCII token that makes a test's subject unique. */
export const token = (): string => Math.random().toString(36).slice(2, 10)
