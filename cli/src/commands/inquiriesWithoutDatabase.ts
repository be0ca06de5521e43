/**
 * `shop-cli inquiries` where there is no database yet: no DATABASE_URL and no embedded database in
 * SHOP_DATA_DIR (a missing or empty folder). The answer is then known (no inquiries, no mails)
 * and is given without loading the database code or opening PGlite, which starts its WebAssembly
 * engine and checks the migrations (seconds) and would create a database where none was asked for.
 * Loaded before inquiries.ts; it reads the settings as the adapters do (`ShopDataDirConfig`).
 */
import { readdir } from "node:fs/promises"
import { isAbsolute, join, resolve } from "node:path"
import { repositoryRoot } from "@shop/adapters/config"
import { ExitCode } from "../exitCodes.ts"
import type { InquiriesCliOptions } from "./inquiriesCommand.ts"
import { inquiriesTexts } from "./inquiriesTexts.ts"

/** Whether the run's database is known to hold nothing without opening it. */
export const noDatabase = async (env: NodeJS.ProcessEnv = process.env): Promise<boolean> => {
  if ((env["DATABASE_URL"] ?? "").trim() !== "") return false
  const dataDir = env["SHOP_DATA_DIR"] ?? "var"
  const folder = join(isAbsolute(dataDir) ? dataDir : resolve(repositoryRoot, dataDir), "database")
  return readdir(folder).then(
    (entries) => entries.length === 0,
    (error: NodeJS.ErrnoException) => error.code === "ENOENT",
  )
}

const empty = (options: InquiriesCliOptions, none: string): void => {
  process.stdout.write(`${options.json ? "[]" : none}\n`)
  process.exitCode = ExitCode.ok
}
const refuse = (line: string): void => {
  process.stderr.write(`${line}\n`)
  process.exitCode = ExitCode.badInput
}

/** Each subcommand's answer without a database. */
export const withoutDatabase = {
  list: (options: InquiriesCliOptions) => empty(options, inquiriesTexts[options.lang].none),
  mails: (options: InquiriesCliOptions) => empty(options, inquiriesTexts[options.lang].noFailedMails),
  show: (raw: string, options: InquiriesCliOptions) => refuse(inquiriesTexts[options.lang].notFound(raw.trim())),
  resend: (raw: string, options: InquiriesCliOptions) => refuse(inquiriesTexts[options.lang].notFound(raw.trim())),
  resendMail: (id: number, options: InquiriesCliOptions) => refuse(inquiriesTexts[options.lang].noFailedMail(id)),
} as const
